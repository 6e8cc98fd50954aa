// A64 byte scattered write and gathering read with data size 3 (8 bytes
// per address, one qword per lane in the payload), at unaligned addresses
// base + 3 + 8*lane of a buffer mapped at 0x100000000; then dword reads of
// the same bytes.
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:uw
(W)     shl (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    3:w
// addresses r20-r21, data r22-r23: qword lane = (0xB0+lane) << 32 | (0xA0+lane)
(W)     mov (8|M0)               r20.0<1>:uq   0x100000003:uq
(W)     add (8|M0)               r20.0<1>:uq   r20.0<4;4,1>:uq   r4.0<8;8,1>:ud
(W)     add (8|M0)               r5.0<1>:ud    r3.0<8;8,1>:ud    0xA0:w
(W)     add (8|M0)               r6.0<1>:ud    r3.0<8;8,1>:ud    0xB0:w
(W)     mov (8|M0)               r22.0<2>:ud   r5.0<8;8,1>:ud
(W)     mov (8|M0)               r22.1<2>:ud   r6.0<8;8,1>:ud
        send (8|M0)           null     r20     0xC             0x08068CFF
// 8-byte gather of the same addresses into r10-r11
        send (8|M0)           r10      r20     0xC             0x04240CFF
// dword gather (a64 dword x1) at base + 4*lane into r12
(W)     shl (8|M0)               r7.0<1>:ud    r3.0<8;8,1>:ud    2:w
(W)     mov (8|M0)               r24.0<1>:uq   0x100000000:uq
(W)     add (8|M0)               r24.0<1>:uq   r24.0<4;4,1>:uq   r7.0<8;8,1>:ud
        send (8|M0)           r12      r24     0xC             0x041401FF
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)           null     r127    0x27             0x02000010           {EOT}
