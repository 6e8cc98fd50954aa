// An 8x8 skip check whose quadrant 2 names forward reference id 0: BTI
// 0 + 1 + 2*0 = 1 is the image_nosampler kernel's buffer, not an image,
// while the other quadrants' id 1 (BTI 3) is fine: the run stops.
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:uw
(W)     shl (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    2:w
(W)     mov (8|M0)               r40.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r41.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r42.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r43.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r44.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r45.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r46.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r47.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r40.2<1>:ud  0x00100010:ud
(W)     mov (1|M0)               r40.3<1>:ud  0x00004000:ud
(W)     mov (1|M0)               r41.0<1>:ud  0x00000001:ud
(W)     mov (1|M0)               r41.6<1>:ud  0x01000101:ud
(W)     mov (1|M0)               r41.7<1>:ud  0x55000007:ud
(W)     mov (1|M0)               r45.1<1>:ud  0x00000100:ud
(W)     mov (1|M0)               r44.0<1>:ud  0xFFFC0004:ud
(W)     mov (1|M0)               r44.2<1>:ud  0xFFFC0004:ud
(W)     mov (1|M0)               r44.4<1>:ud  0xFFFC0004:ud
(W)     mov (1|M0)               r44.6<1>:ud  0xFFFC0004:ud
        send (16|M0)             r50:uw   r40     0xD             0x10782000
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
