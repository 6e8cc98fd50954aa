// Float add, mul and mad while cr0 flushes float denormals (its reset
// value: bit 7 clear): denormal sources and results become zeros of their
// sign on the fast path as on the general path; sel and mov keep them.
// Channel c gets c in r2 (d); r4 holds the denormals c * 2^-149, r18 their
// negatives.
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     add (8|M0)               r1.8<1>:uw    r1.0<8;8,1>:uw    8:uw
(W)     mov (16|M0)              r2.0<1>:d     r1.0<16;16,1>:uw
(W)     mov (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d
(W)     or (16|M0)               r18.0<1>:d    r2.0<8;8,1>:d     0x80000000:d
(W)     mov (16|M0)              r12.0<1>:f    0x1D800000:f
(W)     mov (16|M0)              r14.0<1>:f    r2.0<8;8,1>:d
(W)     mul (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    0x21800000:f
// denormal sources: x * 2^40 is normal unless x was flushed
(W)     mul (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     0x53800000:f
(W)     mul (16|M0)              r8.0<1>:f     r18.0<8;8,1>:f    1.0:f
// denormal results: -2^-70 * c * 2^-60
(W)     mul (16|M0)              r10.0<1>:f    -r12.0<8;8,1>:f   r14.0<8;8,1>:f
(W)     mad (16|M0)              r16.0<1>:f    r4.0<1;0>:f       r12.0<1;0>:f      r14.0<1>:f
(W)     add (16|M0)   (eq)f0.0   r20.0<1>:f    r4.0<8;8,1>:f     -r18.0<8;8,1>:f
(W)     mov (1|M0)               r26.0<1>:ud   f0.0<0;1,0>:ud
// sel and mov keep denormals
(W)     sel (16|M0)   (lt)f0.1   r22.0<1>:f    r4.0<8;8,1>:f     r18.0<8;8,1>:f
(W)     mov (16|M0)              r24.0<1>:f    r4.0<8;8,1>:f
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
