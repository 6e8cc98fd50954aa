// Two SIMD8 threads: each writes its SLM slot, fences, meets the other at
// the barrier (gateway signal + wait), then reads the other's slot. Fence
// and sampler cache flush responses are zeros.
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:uw
(W)     shl (1|M0)               r20.0<1>:ud   r0.2<0;1,0>:ud    5:w
(W)     shl (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    2:w
(W)     add (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:ud    r20.0<0;1,0>:ud
(W)     mul (1|M0)               r21.0<1>:ud   r0.2<0;1,0>:ud    100:w
(W)     add (8|M0)               r5.0<1>:ud    r3.0<8;8,1>:ud    r21.0<0;1,0>:ud
        send.dc1 (8|M0)      null     r4      r5      0x40             0x02026EFE  {$0}
(W)     mov (8|M0)               r10.0<1>:ud   0xEEEEEEEE:ud
(W)     send.dc0 (8|M0)      r10      r0      null    0x0             0x0219E0FE  {$1}
(W)     mov (8|M0)               r8.0<1>:ud    0x0:ud
(W)     send.gtwy (1|M0)      null     r8      null    0x0             0x02000004  {$2}
(W)     sync.bar                             null
(W)     xor (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send.dc1 (8|M0)      r11      r6      null    0x0             0x02106EFE  {$3}
(W)     mov (8|M0)               r12.0<1>:ud   0xEEEEEEEE:ud
(W)     send.dc0 (8|M0)      r12      r0      null    0x0             0x0219F000  {$4}
(W)     mov (8|M0)               r13.0<1>:ud   0xEEEEEEEE:ud
(W)     send.smpl (8|M0)      r13      r0      null    0x0             0x021FF000  {$5}
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send.ts (8|M0)      null     r127    null    0x0             0x02000010           {EOT}
