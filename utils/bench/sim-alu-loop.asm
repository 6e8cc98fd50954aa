// Synthetic SIMD16 ALU loop for visa-sim speed (see utils/bench-sim): ten
// instructions per iteration (float add/mul/mad/sel, dword shl/and/add,
// int-to-float mov, cmp, while), 100000 iterations, 1000006 instructions:
//   visa-as --platform=skl utils/bench/sim-alu-loop.asm -o loop.dat
//   visa-sim --platform=skl --raw=loop.dat --simd=16 --time
(W)     mov (16|M0)              r2.0<1>:d     0:w
(W)     mov (16|M0)              r4.0<1>:f     1.0:f
(W)     mov (16|M0)              r6.0<1>:f     0.5:f
(W)     mov (16|M0)              r8.0<1>:d     3:w
LOOP:
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r6.0<8;8,1>:f
        mul (16|M0)              r10.0<1>:f    r4.0<8;8,1>:f     r6.0<8;8,1>:f
        mad (16|M0)              r12.0<1>:f    r10.0<2;1>:f      r4.0<2;1>:f       r6.0<1>:f
        shl (16|M0)              r14.0<1>:d    r8.0<8;8,1>:d     2:w
        and (16|M0)              r16.0<1>:d    r14.0<8;8,1>:d    255:w
        mov (16|M0)              r18.0<1>:f    r16.0<8;8,1>:d
        sel (16|M0)   (lt)f0.0   r20.0<1>:f    r4.0<8;8,1>:f     r10.0<8;8,1>:f
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1:w
        cmp (16|M0)   (lt)f0.0   null<1>:d     r2.0<8;8,1>:d     100000:d
(f0.0)  while (16|M0)                        LOOP
(W)     mov (8|M0)               r112.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r112   0x27            0x02000010           {EOT}
