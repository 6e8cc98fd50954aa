// Typed surface writes (unorm8 RGBA with rounding and clamping, uint16 R
// with saturation and an out-of-bounds lane), sampler ld_lz (in and out of
// bounds), media block reads (with edge clamping) and a media block write,
// on the image_nosampler kernel's surfaces: BTI 0 src (4x2 rgba unorm_int8,
// bytes 0..31), BTI 2 idst (4x2 rgba unorm_int8), BTI 3 udst (8x1 r
// uint16), BTI 1 info (256-byte buffer).
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:uw
(W)     and (8|M0)               r10.0<1>:ud   r3.0<8;8,1>:ud    3:w
(W)     shr (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:ud    2:w
(W)     mov (8|M0)               r12.0<1>:f    r3.0<8;8,1>:ud
(W)     mul (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f    0.25:f
(W)     add (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f    -0.5:f
(W)     mov (8|M0)               r13.0<1>:f    1.0:f
(W)     mov (8|M0)               r14.0<1>:f    0.0:f
(W)     mov (8|M0)               r15.0<1>:f    0.5:f
        send.dc1 (8|M0)      null     r10     r11     0x140             0x02035002  {$0}
(W)     mov (8|M0)               r20.0<1>:ud   r3.0<8;8,1>:ud
(W)     mov (1|M0)               r20.7<1>:ud   8:w
(W)     mov (8|M0)               r21.0<1>:ud   0:w
(W)     mul (8|M0)               r22.0<1>:ud   r3.0<8;8,1>:ud    20000:uw
        send.dc1 (8|M0)      null     r20     r21     0x80             0x02035E03  {$1}
// ld_lz at (lane % 4, lane / 4), all four channels -> info[0..127]
        send.smpl (8|M0)      r30      r10     null    0x0             0x0443A000  {$2}
(W)     shl (8|M0)               r29.0<1>:ud   r3.0<8;8,1>:ud    4:w
        send.dc1 (8|M0)      null     r29     r30     0x100             0x02026001  {$3}
// ld_lz at (lane, 0), red only: lanes 4..7 out of bounds -> info[128..159]
        send.smpl (8|M0)      r34      r20     null    0x0             0x0413A000  {$4}
(W)     shl (8|M0)               r36.0<1>:ud   r3.0<8;8,1>:ud    2:w
(W)     add (8|M0)               r36.0<1>:ud   r36.0<8;8,1>:ud   128:w
(W)     mov (8|M0)               r37.0<1>:ud   r34.0<8;8,1>:ud
        send.dc1 (8|M0)      null     r36     r37     0x40             0x02026E01  {$5}
// media block reads of 8x2 bytes at x = 4 and x = 12 (clamped) -> info[160..223]
(W)     mov (8|M0)               r50.0<1>:ud   r0.0<8;8,1>:ud
(W)     mov (1|M0)               r50.0<1>:ud   4:w
(W)     mov (1|M0)               r50.1<1>:ud   0:w
(W)     mov (1|M0)               r50.2<1>:ud   0x10007:ud
(W)     send.dc1 (8|M0)      r53      r50     null    0x0             0x02190000  {$6}
(W)     mov (1|M0)               r50.0<1>:ud   12:w
(W)     send.dc1 (8|M0)      r54      r50     null    0x0             0x02190000  {$7}
(W)     mov (8|M0)               r52.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r52.2<1>:ud   10:w
(W)     send.dc0 (16|M0)     null     r52     r53     0x80             0x020A0301  {$8}
// media block write of 4x1 bytes at idst (0, 1)
(W)     mov (8|M0)               r56.0<1>:ud   r0.0<8;8,1>:ud
(W)     mov (1|M0)               r56.0<1>:ud   0:w
(W)     mov (1|M0)               r56.1<1>:ud   1:w
(W)     mov (1|M0)               r56.2<1>:ud   3:w
(W)     mov (8|M0)               r57.0<1>:ud   0x04030201:ud
(W)     send.dc1 (8|M0)      null     r56     r57     0x40             0x020A8002  {$9}
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send.ts (8|M0)      null     r127    null    0x0             0x02000010           {EOT}
