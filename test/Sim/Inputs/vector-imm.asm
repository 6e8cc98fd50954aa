// Packed vector immediates (:v/:uv/:vf) index by destination position.
// IGC (HWConformity::fixDstAlignmentWithVectorImm) writes a dword
// destination of up to 4 channels with element i in nibble 2i.
(W)     mov (4|M0)               r2.0<1>:ud    0xC080400:uv
(W)     mov (1|M0)               r10.0<1>:uw   0x10:uw
(W)     add (4|M0)               r3.0<1>:ud    r10.0<0;1,0>:uw   0xC080400:uv
(W)     mov (2|M0)               r4.0<1>:d     0xF0E:v
(W)     mov (8|M0)               r5.0<1>:w     0x89ABCDEF:v
(W)     mov (4|M0)               r6.0<1>:f     0x3C383020:vf
(W)     mov (8|M0)               r20.0<1>:ud   0x0:ud
(W)     send (8|M0)              null     r20    0x27            0x02000010           {EOT}
