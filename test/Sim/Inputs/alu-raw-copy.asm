// Raw movs and predicated sels (same type, no modifiers) copy bits: half
// and float NaN payloads, signalling NaNs and denormals survive.
(W)     mov (8|M0)               r2.0<1>:ud    0xFF00FE01:ud
(W)     mov (8|M0)               r3.0<1>:ud    0x7C017FFF:ud
(W)     mov (16|M0)              r4.0<1>:hf    r2.0<16;16,1>:hf
(W)     mov (8|M0)               r5.0<1>:hf    0x7D01:hf
(W)     mov (8|M0)               r6.0<1>:f     0xFFBFFFFF:f
(W)     mov (1|M0)               f0.0<1>:uw    0x5555:uw
(W&f0.0) sel (16|M0)             r7.0<1>:hf    r2.0<16;16,1>:hf  r3.0<16;16,1>:hf
(W)     mov (16|M0)              r8.0<1>:hf    r2.1<2;1,0>:hf
(W)     mov (8|M0)               acc0.0<1>:f   r6.0<8;8,1>:f
(W)     mov (8|M0)               r9.0<1>:f     acc0.0<8;8,1>:f
(W)     mov (8|M0)               r10.0<1>:ud   0x00000001:ud
(W)     mov (16|M0)              r11.0<1>:hf   r10.0<16;16,1>:hf
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
