// SIMD16 goto/join sequenced as the hardware does (lib/Sim/ExecHwFlow.cpp).
// Channels c < 8 take the first goto and wait at A; the others add 1 and
// then take SECOND (a goto whose JIP is JIP_OF_SECOND, or a jmpi) to B,
// with no channel left enabled. A holds A_JOIN; LIMIT decides whether the
// second goto is taken (c < LIMIT). Jumps as on Gen11 (taken when true).
(W)     mov (8|M0)               r1.0<1>:uw    0x76543210:v
(W)     add (8|M0)               r1.8<1>:uw    r1.0<8;8,1>:uw    8:uw
(W)     mov (16|M0)              r2.0<1>:d     r1.0<16;16,1>:uw
(W)     mov (16|M0)              r4.0<1>:d     0:w
        cmp (16|M0)   (lt)f0.0   null<1>:d     r2.0<8;8,1>:d     8:w
(f0.0)  goto (16|M0)                         A             A
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     1:w
        cmp (16|M0)   (lt)f0.1   null<1>:d     r2.0<8;8,1>:d     LIMIT:w
SECOND
A:
        A_JOIN
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     10:w
B:
        join (16|M0)                         B
(W)     mov (8|M0)               r127.0<1>:ud  0x0:ud
(W)     send (8|M0)              null     r127   0x27            0x02000010           {EOT}
