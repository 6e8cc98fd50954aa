// An IME whose reference window is 0x0 (what the CUSTOM search window
// leaves without further setup): no position to evaluate, the run stops.
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud
(W)     mov (8|M0)               r2.0<1>:uw    0x76543210:v
(W)     mov (8|M0)               r3.0<1>:ud    r2.0<8;8,1>:uw
(W)     shl (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    2:w
(W)     mov (8|M0)               r10.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r11.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r12.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r13.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r14.0<1>:ud   0x0:ud
(W)     mov (8|M0)               r15.0<1>:ud   0x0:ud
(W)     mov (1|M0)               r10.0<1>:ud  0xFFF4FFF0:ud
(W)     mov (1|M0)               r10.2<1>:ud  0x00100010:ud
(W)     mov (1|M0)               r10.3<1>:ud  0x7E000000:ud
(W)     mov (1|M0)               r10.5<1>:ud  0x28300000:ud
(W)     mov (1|M0)               r11.1<1>:ud  0x00000020:ud
(W)     mov (1|M0)               r11.2<1>:ud  0x00343030:ud
(W)     mov (1|M0)               r10.5<1>:ud  0x00000000:ud
(W)     mov (1|M0)               r14.0<1>:ud  0x0101F00F:ud
(W)     mov (1|M0)               r14.1<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r14.2<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r14.3<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r14.4<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r14.5<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r14.6<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r14.7<1>:ud  0x0101F0F0:ud
(W)     mov (1|M0)               r15.0<1>:ud  0x01010101:ud
(W)     mov (1|M0)               r15.1<1>:ud  0x10101010:ud
(W)     mov (1|M0)               r15.2<1>:ud  0x0F0F1010:ud
(W)     mov (1|M0)               r15.3<1>:ud  0x0F0F0F0F:ud
(W)     mov (1|M0)               r15.4<1>:ud  0xF0F0F00F:ud
(W)     mov (1|M0)               r15.5<1>:ud  0xF0F0F0F0:ud
        send (16|M0)             r20:uw   r10     0x8             0x0C784000
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT}
