// Gen8 variant: typed writes with a header, ld (u, lod, v) instead of ld_lz.
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
(W)     mov (8|M0)               r9.0<1>:ud    r0.0<8;8,1>:ud
        send (8|M0)              null     r9      0xC            0x0E0B5002
(W)     mov (8|M0)               r20.0<1>:ud   r3.0<8;8,1>:ud
(W)     mov (1|M0)               r20.7<1>:ud   8:w
(W)     mov (8|M0)               r21.0<1>:ud   0:w
(W)     mul (8|M0)               r22.0<1>:ud   r3.0<8;8,1>:ud    20000:uw
(W)     mov (8|M0)               r19.0<1>:ud   r0.0<8;8,1>:ud
        send (8|M0)              null     r19     0xC            0x080B5E03
// ld (u, lod, v) at (lane % 4, lane / 4), all four channels -> info[0..127]
(W)     mov (8|M0)               r60.0<1>:ud   r10.0<8;8,1>:ud
(W)     mov (8|M0)               r61.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r62.0<1>:ud   r11.0<8;8,1>:ud
        send (8|M0)              r30:ud   r60     0x2            0x06427000
(W)     shl (8|M0)               r29.0<1>:ud   r3.0<8;8,1>:ud    4:w
        send (8|M0)           null     r29     0xC             0x0A026001
// ld at (lane, 0), red only (header channel mask): lanes 4..7 out of bounds
// -> info[128..159]
(W)     mov (8|M0)               r63.0<1>:ud   r0.0<8;8,1>:ud
(W)     mov (1|M0)               r63.2<1>:ud   0xE000:ud
(W)     mov (8|M0)               r64.0<1>:ud   r3.0<8;8,1>:ud
(W)     mov (8|M0)               r65.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r66.0<1>:ud   0x0:ud
        send (8|M0)              r34:ud   r63     0x2            0x081A7000
(W)     shl (8|M0)               r36.0<1>:ud   r3.0<8;8,1>:ud    2:w
(W)     add (8|M0)               r36.0<1>:ud   r36.0<8;8,1>:ud   128:w
(W)     mov (8|M0)               r37.0<1>:ud   r34.0<8;8,1>:ud
        send (8|M0)           null     r36     0xC             0x04026E01
// media block reads of 8x2 bytes at x = 4 and x = 12 (clamped) -> info[160..223]
(W)     mov (8|M0)               r50.0<1>:ud   r0.0<8;8,1>:ud
(W)     mov (1|M0)               r50.0<1>:ud   4:w
(W)     mov (1|M0)               r50.1<1>:ud   0:w
(W)     mov (1|M0)               r50.2<1>:ud   0x10007:ud
(W)     send (8|M0)           r53      r50     0xC             0x02190000
(W)     mov (1|M0)               r50.0<1>:ud   12:w
(W)     send (8|M0)           r54      r50     0xC             0x02190000
(W)     mov (8|M0)               r52.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r52.2<1>:ud   10:w
(W)     send (16|M0)          null     r52     0xA             0x060A0301
// media block write of 4x1 bytes at idst (0, 1)
(W)     mov (8|M0)               r56.0<1>:ud   r0.0<8;8,1>:ud
(W)     mov (1|M0)               r56.0<1>:ud   0:w
(W)     mov (1|M0)               r56.1<1>:ud   1:w
(W)     mov (1|M0)               r56.2<1>:ud   3:w
(W)     mov (8|M0)               r57.0<1>:ud   0x04030201:ud
(W)     send (8|M0)           null     r56     0xC             0x040A8002
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)           null     r127    0x27             0x02000010           {EOT}
