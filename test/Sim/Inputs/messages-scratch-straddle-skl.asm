// A32 stateless (BTI 255) byte scatter into the thread's scratch (byte i =
// 0xA0 + i at address i), then 32-bit byte gathers at 2 * lane: lane 3's
// dword crosses the end of what was written, lanes 4-7 read past it.
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:uw
(W)     add (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    0xA0:w
        sends (8|M0)             null:ud  r3      r4      0x4A            0x020300FF
(W)     shl (8|M0)               r5.0<1>:ud    r3.0<8;8,1>:ud    1:w
        send (8|M0)              r10:ud   r5      0xA            0x021108FF
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127    0x27           0x02000010           {EOT}
