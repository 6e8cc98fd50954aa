// Denormal handling by cr0.0: bit 7 retains float denormals, bit 6 double
// denormals, bit 10 half denormals; clear (the state at dispatch), float
// math flushes denormal inputs and outputs to zero.
(W)     mov (1|M0)               r2.0<1>:ud    0x00000001:ud
(W)     mov (1|M0)               r2.1<1>:ud    0x80400000:ud
(W)     mov (1|M0)               r2.2<1>:f     0x0D800000:f
(W)     mov (1|M0)               r2.3<1>:f     0x3F800000:f
// flushed: r3 = {r2.0 + 0, r2.1 * 1, 2^-100 * 2^-30, raw mov of r2.0, frc of
// r2.0, sqrt of r2.0}, r5.0 = double(r2.1) (a conversion keeps it)
(W)     add (1|M0)               r3.0<1>:f     r2.0<0;1,0>:f     0x0:f
(W)     mul (1|M0)               r3.1<1>:f     r2.1<0;1,0>:f     r2.3<0;1,0>:f
(W)     mul (1|M0)               r3.2<1>:f     r2.2<0;1,0>:f     0x30800000:f
(W)     mov (1|M0)               r3.3<1>:f     r2.0<0;1,0>:f
(W)     mov (1|M0)               r5.0<1>:df    r2.1<0;1,0>:f
(W)     frc (1|M0)               r3.4<1>:f     r2.0<0;1,0>:f
        math.sqt (1|M0)          r3.5<1>:f     r2.0<0;1,0>:f
// retained: the same with cr0.0 bit 7 set, into r4 and r5.1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x80:uw
(W)     add (1|M0)               r4.0<1>:f     r2.0<0;1,0>:f     0x0:f
(W)     mul (1|M0)               r4.1<1>:f     r2.1<0;1,0>:f     r2.3<0;1,0>:f
(W)     mul (1|M0)               r4.2<1>:f     r2.2<0;1,0>:f     0x30800000:f
(W)     mov (1|M0)               r4.3<1>:f     r2.0<0;1,0>:f
(W)     mov (1|M0)               r5.1<1>:df    r2.1<0;1,0>:f
(W)     frc (1|M0)               r4.4<1>:f     r2.0<0;1,0>:f
        math.sqt (1|M0)          r4.5<1>:f     r2.0<0;1,0>:f
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
