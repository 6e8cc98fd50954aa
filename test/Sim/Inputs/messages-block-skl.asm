// Block messages: A32 oword block read (offset in owords, and the "aligned"
// form with a byte offset), 1H (high half) read, oword block write; A64
// oword block write/read; scratch through the stateless BTI with a header
// and the hword scratch block read. BTI 0 holds dwords 0, 1, 2, ...
// A32 buffer fill: untyped SIMD8 write of 0..31 to BTI 0.
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:uw
(W)     shl (8|M0)               r10.0<1>:ud   r3.0<8;8,1>:ud    2:w
(W)     mov (8|M0)               r11.0<1>:ud   r3.0<8;8,1>:ud
        sends (8|M0)             null:ud  r10     r11     0x4C            0x02026E00
(W)     add (8|M0)               r10.0<1>:ud   r10.0<8;8,1>:ud   32:w
(W)     add (8|M0)               r11.0<1>:ud   r11.0<8;8,1>:ud   8:w
        sends (8|M0)             null:ud  r10     r11     0x4C            0x02026E00
(W)     add (8|M0)               r10.0<1>:ud   r10.0<8;8,1>:ud   32:w
(W)     add (8|M0)               r11.0<1>:ud   r11.0<8;8,1>:ud   8:w
        sends (8|M0)             null:ud  r10     r11     0x4C            0x02026E00
(W)     add (8|M0)               r10.0<1>:ud   r10.0<8;8,1>:ud   32:w
(W)     add (8|M0)               r11.0<1>:ud   r11.0<8;8,1>:ud   8:w
        sends (8|M0)             null:ud  r10     r11     0x4C            0x02026E00
// oword block read x2 at oword 2 -> dwords 8..15
(W)     mov (8|M0)               r20.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r20.2<1>:ud   0x2:ud
(W)     send (8|M0)              r21:ud   r20     0xA            0x02180200
// unaligned (byte offset 8) x2 -> dwords 2..9
(W)     mov (1|M0)               r20.2<1>:ud   0x8:ud
(W)     send (8|M0)              r22:ud   r20     0xA            0x02184200
// 1H read of oword 3 into the high half of r23
(W)     mov (8|M0)               r23.0<1>:ud   0xBBBBBBBB:ud
(W)     mov (1|M0)               r20.2<1>:ud   0x3:ud
(W)     send (8|M0)              r23:ud   r20     0xA            0x02180100
// write 4 owords (r21, r22) to BTI 1 at oword 1, read back 8 owords
(W)     mov (1|M0)               r20.2<1>:ud   0x1:ud
(W)     sends (16|M0)            null:ud  r20     r21     0x8A            0x020A0301
(W)     mov (1|M0)               r20.2<1>:ud   0x0:ud
(W)     send (16|M0)             r24:ud   r20     0xA            0x02480401
// A64: write one oword (dwords 8..11) at base + 0x10, read 2 owords aligned at base
(W)     mov (8|M0)               r30.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r30.0<1>:ud   0x10:ud
(W)     mov (1|M0)               r30.1<1>:ud   0x1:ud
(W)     mov (8|M0)               r31.0<1>:ud   r21.0<8;8,1>:ud
        sends (8|M0)             null:ud  r30     r31     0x4C            0x020D40FF
(W)     mov (1|M0)               r30.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r30.1<1>:ud   0x1:ud
(W)     send (8|M0)              r28:ud   r30     0xC            0x021D0AFF
// A64 unaligned hword block read of 1 hword at base + 4
(W)     mov (1|M0)               r30.0<1>:ud   0x4:ud
(W)     mov (1|M0)               r30.1<1>:ud   0x1:ud
(W)     send (8|M0)              r29:ud   r30     0xC            0x021D18FF
// scratch: write 2 owords (r41) at oword 3 through BTI 255 with an r0
// header, read hwords 1..2 with the scratch block message
(W)     mov (8|M0)               r40.0<1>:ud   r0.0<8;8,1>:ud
(W)     mov (1|M0)               r40.2<1>:ud   0x3:ud
(W)     mov (8|M0)               r41.0<1>:ud   r21.0<8;8,1>:ud
(W)     sends (8|M0)             null:ud  r40     r41     0x4A            0x020A02FF
(W)     send (8|M0)              r32:ud   r40     0xA            0x022C1001
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
