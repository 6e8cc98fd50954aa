// Every fast-path form (lib/Sim/FastAlu.cpp) next to its general-path twin:
// fast-alu.test runs this with and without --no-fast-alu and compares.
// Channel c starts with c in r2 (d) and r1 (uw). cr0 keeps float denormals
// as IGC's kernels set it (the fast path runs float ops only then).
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     add (8|M0)               r1.8<1>:uw    r1.0<8;8,1>:uw    8:uw
(W)     mov (16|M0)              r2.0<1>:d     r1.0<16;16,1>:uw
(W)     add (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     -8:w
(W)     mov (16|M0)              r6.0<1>:f     r4.0<8;8,1>:d
(W)     mul (16|M0)              r8.0<1>:f     r6.0<8;8,1>:f     0.375:f
// integer ops with immediates, modifiers, narrow types
(W)     mul (16|M0)              r10.0<1>:d    -r4.0<8;8,1>:d    0x10001:d
(W)     and (16|M0)              r12.0<1>:ud   ~r4.0<8;8,1>:ud   0xFF0F:ud
(W)     or (16|M0)               r14.0<1>:w    r4.0<16;8,2>:w    0x1000:w
(W)     xor (16|M0)              r63.0<1>:uw   r1.0<8;8,1>:uw    0x8001:uw
(W)     not (16|M0)              r15.0<1>:d    r4.0<8;8,1>:d
(W)     shl (16|M0)              r17.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d
(W)     shr (16|M0)              r19.0<1>:ud   r4.0<8;8,1>:ud    r2.0<8;8,1>:ud
(W)     asr (16|M0)              r21.0<1>:d    r4.0<16;8,2>:w    2:w
(W)     shr (16|M0)              r23.0<1>:uw   r4.0<16;8,2>:w    1:w
(W)     mad (16|M0)              r24.0<1>:d    r4.0<4;1>:d       r2.0<4;1>:d       r10.0<1>:d
(W)     add (16|M0)              r26.0<1>:d    (abs)r4.0<8;8,1>:d  -r2.0<0;1,0>:d
(W)     mov (16|M0)              r28.0<1>:ub   r10.0<8;8,1>:d
(W)     mov (16|M0)              r29.0<1>:f    r10.0<8;8,1>:ud
(W)     mov (16|M0)              r31.0<1>:d    r8.0<8;8,1>:f
(W)     mov (16|M0)              r33.0<1>:uw   r8.0<8;8,1>:f
// float ops, min/max, NaN handling
(W)     mov (8|M0)               r34.0<1>:ud   0x7FC00000:ud
(W)     mov (8|M0)               r35.0<1>:f    r8.0<8;8,1>:f
(W)     add (16|M0)              r36.0<1>:f    -r8.0<8;8,1>:f    (abs)r6.0<8;8,1>:f
(W)     mad (16|M0)              r38.0<1>:f    r8.0<4;1>:f       r6.0<4;1>:f       r8.0<1>:f
(W)     sel (16|M0)   (ge)f0.0   r40.0<1>:f    r34.0<8;8,1>:f    r6.0<8;8,1>:f
(W)     sel (16|M0)   (lt)f0.0   r42.0<1>:d    r4.0<8;8,1>:d     r10.0<8;8,1>:d
// compares, conditional modifiers, predication, channel offsets
(W)     cmp (16|M0)   (lt)f0.0   r44.0<1>:f    r8.0<8;8,1>:f     r6.0<8;8,1>:f
(W)     cmp (16|M0)   (ge)f0.1   r46.0<1>:w    r4.0<8;8,1>:d     r10.0<8;8,1>:d
(W)     mov (16|M0)              r47.0<1>:ud   f0.0<0;1,0>:ud
        add (16|M0)   (gt)f1.0   r48.0<1>:d    r4.0<8;8,1>:d     1:w
(W)     mov (1|M0)               r50.0<1>:ud   f1.0<0;1,0>:ud
        and (16|M0)   (ne)f1.1   null<1>:d     r2.0<8;8,1>:d     3:w
(W)     mov (1|M0)               r50.1<1>:ud   f1.0<0;1,0>:ud
(f1.1)  mov (16|M0)              r51.0<1>:d    r10.0<8;8,1>:d
(~f0.0) sel (16|M0)              r53.0<1>:f    r8.0<8;8,1>:f     r6.0<8;8,1>:f
(f0.1)  add (8|M8)               r55.0<1>:f    r9.0<8;8,1>:f     1.0:f
        mul (16|M0)   (le)f0.0   r57.0<1>:f    r8.0<8;8,1>:f     r6.0<8;8,1>:f
(W)     mov (1|M0)               r50.2<1>:ud   f0.0<0;1,0>:ud
        mov (16|M0)   (eq)f0.1   r58.0<1>:ub   r10.0<8;8,1>:d
(W)     mov (1|M0)               r50.3<1>:ud   f0.0<0;1,0>:ud
// in place: the destination overlaps a source a later channel reads
(W)     mov (16|M0)              r60.0<1>:d    r2.0<8;8,1>:d
(W)     add (8|M0)               r60.1<1>:d    r60.0<8;8,1>:d    r60.1<8;8,1>:d
// accumulator and flag operands
(W)     mov (8|M0)               acc0.0<1>:f   r8.0<8;8,1>:f
(W)     mad (8|M0)               acc0.0<1>:f   acc0.0<4;1>:f     r6.0<4;1>:f       r8.0<1>:f
(W)     add (8|M0)               r64.0<1>:f    acc0.0<8;8,1>:f   r6.0<8;8,1>:f
(W)     mov (8|M0)               acc1.0<1>:d   r4.0<8;8,1>:d
(W)     add (8|M0)               r66.0<1>:d    acc1.0<8;8,1>:d   r2.1<0;1,0>:d
(W)     mov (1|M0)               f1.0<1>:ud    0x12345678:ud
(W)     mov (1|M0)               r65.0<1>:uw   f1.1<0;1,0>:uw
(W)     mov (1|M0)               r65.1<1>:ud   f1.0<0;1,0>:ud
(W&f1.0) mov (1|M0)              f0.0<1>:ud    r2.3<0;1,0>:ud
(W&~f1.0) mov (1|M0)             f0.1<1>:uw    r2.5<0;1,0>:uw
(W)     mov (1|M0)               r65.2<1>:ud   f0.0<0;1,0>:ud
// dword loops: in place, a scalar inside the destination, shifts
(W)     mov (16|M0)              r67.0<1>:d    r2.0<8;8,1>:d
(W)     add (16|M0)              r67.0<1>:d    r67.0<8;8,1>:d    r4.0<8;8,1>:d
(W)     mul (8|M0)               r69.0<1>:d    r67.0<8;8,1>:d    r67.3<0;1,0>:d
(W)     add (8|M0)               r67.0<1>:d    r67.0<8;8,1>:d    r67.3<0;1,0>:d
(W)     asr (8|M0)               r70.0<1>:d    r4.0<8;8,1>:d     r2.0<0;1,0>:ud
(W)     shl (8|M0)               r70.0<1>:ud   r70.0<8;8,1>:ud   3:w
// addc / subb: the carry / borrow goes to the accumulator, where mac
// reads it as an exact value
(W)     addc (8|M0)              r71.0<1>:ud   r4.0<8;8,1>:ud    r2.0<8;8,1>:ud    {AccWrEn}
(W)     mov (8|M0)               r72.0<1>:ud   acc0.0<8;8,1>:ud
(W)     addc (8|M0)   (eq)f1.0   r73.0<1>:ud   r4.0<8;8,1>:ud    0x5:ud            {AccWrEn}
(W)     mov (8|M0)               r74.0<1>:ud   acc0.0<8;8,1>:ud
(W)     mov (1|M0)               r78.2<1>:ud   f1.0<0;1,0>:ud
(W)     subb (8|M0)              r75.0<1>:ud   r2.0<8;8,1>:ud    r2.4<0;1,0>:ud    {AccWrEn}
(W)     mov (8|M0)               r76.0<1>:ud   acc0.0<8;8,1>:ud
(W)     mac (8|M0)               r77.0<1>:d    r2.0<16;8,2>:w    r2.0<16;8,2>:w
(f0.0)  subb (8|M8)              r79.0<1>:ud   r3.0<8;8,1>:ud    r2.0<8;8,1>:ud    {AccWrEn}
(W)     mov (8|M0)               r80.0<1>:ud   acc0.0<8;8,1>:ud
// cmp of :uq sources: unsigned 64-bit comparisons
(W)     cmp (4|M0)    (lt)f1.0   null<1>:q     r4.0<4;4,1>:uq    r2.0<4;4,1>:uq
(W)     mov (1|M0)               r78.0<1>:ud   f1.0<0;1,0>:ud
(W)     mov (1|M0)               r82.0<1>:uq   0x7fffffffffffffff:uq
(W)     cmp (4|M0)    (gt)f1.1   r81.0<1>:q    r4.0<4;4,1>:uq    r82.0<0;1,0>:uq
(W)     mov (1|M0)               r78.1<1>:uw   f1.1<0;1,0>:uw
(W)     cmp (4|M0)    (lt)f1.0   null<1>:q     r4.0<4;4,1>:q     r2.0<4;4,1>:q
(W)     mov (1|M0)               r78.3<1>:ud   f1.0<0;1,0>:ud
// fused dword operations with an immediate source (it has no layout offsets)
(W)     mov (16|M0)              r83.0<1>:d    0x7:d
(W)     add (16|M0)              r85.0<1>:d    r2.0<8;8,1>:d     0x7:d
// a conditional modifier on a :uq result compares it as an unsigned number
// (r4 read as :q is negative in every channel, so > 0 as :uq)
(W)     add (4|M0)    (gt)f1.0   r87.0<1>:uq   r4.0<4;4,1>:q     0x0:w
(W)     mov (1|M0)               r88.0<1>:ud   f1.0<0;1,0>:ud
// 32-bit lanes (planNarrow): :ud sources at or above 2^31 (r4 as :ud for
// c < 8) compare as unsigned numbers, next to :ud and :uw; a :ud result
// with (gt) is above zero unless it is zero; :ud next to :d keeps 64-bit
// lanes (the general comparison of their exact values)
(W)     cmp (16|M0)   (gt)f1.0   null<1>:ud    r4.0<8;8,1>:ud    r2.0<8;8,1>:ud
(W)     mov (1|M0)               r89.0<1>:ud   f1.0<0;1,0>:ud
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r4.0<8;8,1>:ud    0x10:uw
(W)     mov (1|M0)               r89.1<1>:ud   f1.0<0;1,0>:ud
(W)     add (16|M0)   (gt)f1.0   r90.0<1>:ud   r4.0<8;8,1>:ud    0x0:w
(W)     mov (1|M0)               r89.2<1>:ud   f1.0<0;1,0>:ud
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r4.0<8;8,1>:ud    r2.0<8;8,1>:d
(W)     mov (1|M0)               r89.3<1>:ud   f1.0<0;1,0>:ud
(W)     sel (16|M0)   (ge)f1.0   r92.0<1>:w    r4.0<16;8,2>:w    r1.0<8;8,1>:uw
// raw movs of :hf and :df copy bits (signalling NaNs and denormals too):
// from a region, strided, from immediates, predicated
(W)     mov (8|M0)               r93.0<1>:ud   0x7C017C01:ud
(W)     mov (1|M0)               r93.1<1>:ud   0x00017F80:ud
(W)     mov (16|M0)              r94.0<1>:hf   r93.0<16;16,1>:hf
(W)     mov (8|M0)               r95.0<2>:hf   r93.1<8;8,1>:hf
(W)     mov (4|M0)               r96.0<1>:df   r93.0<4;4,1>:df
(W)     mov (1|M0)               r97.0<1>:hf   0x7C01:hf
(W)     mov (2|M0)               r97.1<1>:df   0x7FF0000000000001:df
(W)     mov (1|M0)               f0.0<1>:uw    0x5:uw
(f0.0)  mov (4|M0)               r98.0<1>:df   r93.0<4;4,1>:df
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
