// Math functions on the fast path (fast-alu-math.test): every float
// function while cr0 flushes float denormals (its reset value) and while it
// keeps them (bit 7 set), with source modifiers, a scalar source, an
// immediate, denormal sources (r4) and results (inv of 2^127), NaN and
// zero; integer divisions of :d and :ud dwords, by zero, of INT32_MIN by
// -1, with a negated source (which the hardware forbids: the test runs
// with --no-validate), and predicated (channels 0-3 of 8, 0-7 of 16).
// Channel c gets c in r2 (d), c - 8 in r60 (d).
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     add (8|M0)               r1.8<1>:uw    r1.0<8;8,1>:uw    8:uw
(W)     mov (16|M0)              r2.0<1>:d     r1.0<16;16,1>:uw
(W)     add (16|M0)              r60.0<1>:d    r2.0<8;8,1>:d     -8:d
// r4: denormals c * 2^-149 with c odd negative; r6: (c - 8) * 0.75 as :f
(W)     mov (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d
(W)     mov (16|M0)              r6.0<1>:f     r60.0<8;8,1>:d
(W)     mul (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     0.75:f
// r8: 2^127, NaN, 0, -0 in channels 0-3, then r6's values
(W)     mov (16|M0)              r8.0<1>:f     r6.0<8;8,1>:f
(W)     mov (1|M0)               r8.0<1>:f     0x7F000000:f
(W)     mov (1|M0)               r8.1<1>:f     0x7FC00001:f
(W)     mov (1|M0)               r8.2<1>:f     0x0:f
(W)     mov (1|M0)               r8.3<1>:f     0x80000000:f
// flushing (cr0.0 bit 7 clear)
        math.inv (16|M0)         r10.0<1>:f    r8.0<8;8,1>:f
        math.log (16|M0)         r12.0<1>:f    (abs)r6.0<8;8,1>:f
        math.exp (16|M0)         r14.0<1>:f    -r6.0<8;8,1>:f
        math.sqt (16|M0)         r16.0<1>:f    r8.0<8;8,1>:f
        math.rsqt (16|M0)        r18.0<1>:f    (abs)r8.0<8;8,1>:f
        math.sin (16|M0)         r20.0<1>:f    r6.0<8;8,1>:f
        math.cos (16|M0)         r22.0<1>:f    r6.0<8;8,1>:f
        math.fdiv (16|M0)        r24.0<1>:f    r6.0<8;8,1>:f     r8.0<8;8,1>:f
        math.pow (16|M0)         r26.0<1>:f    (abs)r6.0<8;8,1>:f  r6.0<0;1,0>:f
        math.sqt (16|M0)         r28.0<1>:f    r4.0<8;8,1>:f
        math.fdiv (16|M0)        r30.0<1>:f    r8.0<8;8,1>:f     0x7E800000:f
// the same with denormals kept
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x80:uw
        math.inv (16|M0)         r32.0<1>:f    r8.0<8;8,1>:f
        math.sqt (16|M0)         r34.0<1>:f    r4.0<8;8,1>:f
        math.fdiv (16|M0)        r36.0<1>:f    r8.0<8;8,1>:f     0x7E800000:f
        math.rsqt (8|M8)         r38.0<1>:f    r5.0<8;8,1>:f
// integer divisions: r40 = c - 8 or INT32_MIN (channel 0), r41 = c % 4 - 1
(W)     mov (16|M0)              r40.0<1>:d    r60.0<8;8,1>:d
(W)     mov (1|M0)               r40.0<1>:d    0x80000000:d
(W)     and (16|M0)              r42.0<1>:d    r2.0<8;8,1>:d     3:d
(W)     add (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    -1:d
        math.iqot (8|M0)         r44.0<1>:d    r40.0<8;8,1>:d    r42.0<8;8,1>:d
        math.iqot (8|M8)         r45.0<1>:d    r41.0<8;8,1>:d    r43.0<8;8,1>:d
        math.irem (8|M0)         r46.0<1>:d    r40.0<8;8,1>:d    r42.0<8;8,1>:d
        math.iqot (8|M0)         r48.0<1>:ud   r40.0<8;8,1>:ud   r42.0<8;8,1>:ud
        math.irem (8|M0)         r50.0<1>:ud   r40.0<8;8,1>:ud   7:ud
        math.iqot (8|M0)         r52.0<1>:d    -r40.0<8;8,1>:d   3:d
(W)     mov (16|M0)              r54.0<1>:d    -1:d
(W)     mov (1|M0)               f0.0<1>:uw    0x00FF:uw
(W)     mov (1|M0)               f0.1<1>:uw    0x000F:uw
(f0.1)  math.irem (8|M0)         r54.0<1>:d    r40.0<8;8,1>:d    -5:d
(W)     mov (16|M0)              r56.0<1>:d    -1:d
(f0.0)  math.inv (16|M0)         r56.0<1>:f    r6.0<8;8,1>:f
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
