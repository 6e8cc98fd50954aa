L0:
(W) mov (8|M0) r4.0<1>:ud r0.0<8;8,1>:ud
mov (8|M0) r1.0<1>:ud r2.0<8;8,1>:ud
add (16|M0) r25.0<1>:d r5.3<0;1,0>:d r25.0<8;8,1>:d {@2}
shl (16|M0) r25.0<1>:d r17.0<8;8,1>:d 2:w {@4}
add (8|M0) r1.0<1>:d r2.0<8;8,1>:d -3:d
mov (8|M0) r1.0<1>:hf 1.5:hf
mov (8|M0) r1.0<1>:f 2.0:f
mov (16|M0) r19.0<1>:f 0.0:f
mov (8|M0) r1.0<1>:uw 0x12:uw {Atomic}
mad (16|M0) acc0.0<1>:f r23.0<0;0>:f r24.0<8;1>:f r23.1<0>:f {@1,$3.dst}
mad (16|M0) r1.0<1>:f r2.0<8;1>:f -r3.0<8;1>:f (abs)r4.0<1>:f
mad (16|M0) r1.2<1>:f r2.0<1;0>:f r3.1<1;0>:f r4.0<2>:f
mad (16|M0) r1.0<1>:w 5:w r3.1<1;0>:w r4.0<2>:w
mad (8|M0) r1.0<1>:d 1:w r3.0<8;1>:d 7:w
mad (16|M0) (sat)r1.0<2>:f r2.0<8;1>:f r3.0<8;1>:f r4.0<1>:f
(f1.1) cmp (16|M16) (lt)f1.1 null<1>:d r13.0<8;8,1>:ud r6.0<0;1,0>:ud {@7}
(W&~f1.0.any16h) and (1|M0) f1.0<1>:uw f1.0<0;1,0>:uw 0xFFFE:uw
addc (8|M0) r31.0<1>:ud r21.0<8;8,1>:ud r16.0<0;1,0>:ud {AccWrEn}
mov (8|M0) r[a0.1,-4]<1>:d r[a0.2,8]<8;8,1>:d
mov (8|M0) r1.0<1>:d r[a0.2,-512]<8;8,1>:d
mov (8|M0) r1.0<1>:d r[a0.2,-2]<1,0>:d
add (8|M0) r1.0<1>:d r2.0<8;8,1>:d r[a0.2,-2]<8;8,1>:d
mov (8|M0) r1.0<1>:f 0x12345678:vf
mov (8|M0) r1.0<1>:df 1.5:df
mov (1|M0) r1.0<1>:q -5:q
mov (8|M0) r1.0<1>:f r2.0<8;8,1>:f {Breakpoint}
math.inv (16|M0) r14.0<1>:f r2.0<8;8,1>:f {@2,$12}
math.iqot (8|M0) r18.0<1>:d r45.0<8;8,1>:d r49.0<8;8,1>:d {$4}
sync.nop null {$0.src}
sync.allrd ($0,$1,$3)
sync.allwr 0x0:ud
sync.bar null
send.dc1 (16|M0) r27 r25 null 0x0 0x04205E00 {@2,$1}
send.dc0 (16|M0) null r32 r41 a0.0 0x040309FC {@2,$4}
sendc.dc1 (8|M0) r1 r2 r3 a0.2 a0.0 {$1}
(W) send.ts (8|M0) null r112 null 0x0 0x02000010 {EOT,@1}
(f0.1) if (16|M0) L2 L3
L1:
else (16|M0) L3 L3
L2:
endif (16|M0) L3
L3:
goto (16|M0) L4 L4
join (16|M0) L4
L4:
while (16|M0) L1
call (8|M0) r12.0 L5
call (8|M0) r127.0 r62.0 {@1}
L5:
ret (8|M0) r2.2 {@1}
(W) jmpi L0
brd (8|M0) L0
dp4a (8|M0) r1.0<1>:d r2.0<8;1>:d r3.0<8;1>:d r4.0<1>:d
nop
