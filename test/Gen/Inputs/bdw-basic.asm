(W) mov (8|M0) r4.0<1>:ud r0.0<8;8,1>:ud
(W) mov (8|M0) r4.0<1>:ud r0.0<8;8,1>:ud {Compacted}
mul (16|M0) r124.0<1>:d r6.1<0;1,0>:d r3.0<16;16,1>:uw
add (16|M8) (lt)f0.1 r10.0<1>:f -r12.0<8;8,1>:f (abs)r14.0<8;8,1>:f {AccWrEn}
(f0.0.any8h) sel (8|M0) r10.0<1>:d r11.0<8;8,1>:d 0x7:d
mov (8|M0) (sat)r20.0<1>:f 0.5:f
mov (4|M0) r21.0<1>:df 1.0:df
mov (8|M0) r22.0<1>:w 0x76543210:v
xor (8|M0) r23.0<1>:ud ~r24.0<8;8,1>:ud 0xFF:ud
mov (1|M0) r25.3<1>:d r[a0.2,16]<0;1,0>:d
mad (16|M0) r30.0<1>:f r31.0<2;1>:f r32.3<0;0>:f r33.0<1>:f
math.fdiv (16|M0) r40.0<1>:f r41.0<8;8,1>:f r43.0<8;8,1>:f
math.inv (8|M0) r44.0<1>:f r45.0<8;8,1>:f
send (16|M0) r50:w r51 0xC 0x04205E00
(W) send (8|M0) null r127 0x27 0x02000010 {EOT}
