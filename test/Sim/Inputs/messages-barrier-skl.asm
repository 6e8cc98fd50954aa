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
        sends (8|M0)             null:ud  r4      r5      0x4C            0x02026EFE
(W)     mov (8|M0)               r10.0<1>:ud   0xEEEEEEEE:ud
(W)     send (8|M0)              r10:ud   r0      0xA            0x0219E0FE
(W)     mov (8|M0)               r8.0<1>:ud    0x0:ud
(W)     send (1|M0)              null     r8      0x3            0x02000004
(W)     wait                                 n0.0<0;1,0>:ud
(W)     xor (8|M0)               r6.0<1>:ud    r4.0<8;8,1>:ud    32:w
        send (8|M0)              r11:ud   r6      0xC            0x02106EFE
(W)     mov (8|M0)               r12.0<1>:ud   0xEEEEEEEE:ud
(W)     send (8|M0)              r12:ud   r0      0xA            0x0219F000
(W)     mov (8|M0)               r13.0<1>:ud   0xEEEEEEEE:ud
(W)     send (8|M0)              r13:ud   r0      0x2            0x021FF000
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
