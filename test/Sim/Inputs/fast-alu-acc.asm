// The accumulator's uses on the fast path (lib/Sim/FastAlu.cpp): integer
// results into acc0 (the `mul acc0` of IGC's 32x32-bit multiply, an add),
// whose exact values a later integer mac reads; mach with and without
// AccWrEn on signed, unsigned and mixed dword sources (the low half left in
// acc0), predicated and scalar; float mac. fast-alu.test runs this with and
// without --no-fast-alu and compares. Channel c starts with c in r2 (d).
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     add (8|M0)               r1.8<1>:uw    r1.0<8;8,1>:uw    8:uw
(W)     mov (16|M0)              r2.0<1>:d     r1.0<16;16,1>:uw
(W)     add (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     -8:w
// r6: (c - 8) * 0x1234567, signed; r7: c * 0x9E3779B9, unsigned (wraps)
(W)     mul (8|M0)               r6.0<1>:d     r4.0<8;8,1>:d     0x1234567:d
(W)     mul (8|M0)               r7.0<1>:ud    r2.0<8;8,1>:ud    0x9E3779B9:ud
(W)     mov (8|M0)               r8.0<1>:f     r4.0<8;8,1>:d
// IGC's signed 32x32 high multiply: mul acc0 by the low words, then mach
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<8;8,1>:d     r6.0<16;8,2>:uw
(W)     mach (8|M0)              r10.0<1>:d    r6.0<8;8,1>:d     r6.0<8;8,1>:d     {AccWrEn}
(W)     mov (8|M0)               r11.0<1>:d    acc0.0<8;8,1>:d
// unsigned and mixed
(W)     mach (8|M0)              r12.0<1>:ud   r7.0<8;8,1>:ud    r7.0<8;8,1>:ud    {AccWrEn}
(W)     mov (8|M0)               r13.0<1>:ud   acc0.0<8;8,1>:ud
(W)     mach (8|M0)              r14.0<1>:d    r6.0<8;8,1>:d     r7.0<8;8,1>:ud    {AccWrEn}
// without AccWrEn: the low half
(W)     mach (8|M0)              r15.0<1>:d    r6.0<8;8,1>:d     r6.0<8;8,1>:d
// mul into acc0 keeps its whole product for mac; an add keeps its dword
(W)     mul (8|M0)               acc0.0<1>:d   r6.0<8;8,1>:d     0x1000:uw
(W)     mac (8|M0)               r16.0<1>:d    r2.0<8;8,1>:d     r2.0<8;8,1>:d
(W)     add (8|M0)               acc0.0<1>:d   r6.0<8;8,1>:d     r7.0<8;8,1>:d
(W)     mac (8|M0)               r17.0<1>:d    r2.0<8;8,1>:d     3:w
// float mac, SIMD16 (acc0 and acc1)
(W)     mov (16|M0)              r20.0<1>:f    r2.0<8;8,1>:d
(W)     mov (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f
(W)     mac (16|M0)              r18.0<1>:f    r20.0<8;8,1>:f    0.375:f
// predicated mach on channels 0, 2, 4, 6 over -1s
(W)     mov (1|M0)               f0.0<1>:uw    0x5555:uw
(W)     mov (8|M0)               r22.0<1>:d    -1:w
(W)     mov (8|M0)               acc0.0<1>:d   -1:w
(f0.0)  mach (8|M0)              r22.0<1>:d    r6.0<8;8,1>:d     r6.0<8;8,1>:d     {AccWrEn}
(W)     mov (8|M0)               r23.0<1>:d    acc0.0<8;8,1>:d
// scalar mach
(W)     mov (8|M0)               r24.0<1>:d    0:w
(W)     mach (1|M0)              r24.0<1>:d    r6.0<0;1,0>:d     r7.7<0;1,0>:ud    {AccWrEn}
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
