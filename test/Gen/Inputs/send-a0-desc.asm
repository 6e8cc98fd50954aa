(W) or (1|M0) a0.0<1>:ud r1.1<0;1,0>:ud 0x4405C00:ud
send (16|M0) r11 r2 0xC a0.0
sends (16|M0) null:ud r2 r9 a0.0 0x040309FC
