//.kernel sg_reduce
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 179
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r126.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r126.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r10.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r12.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0059 (67)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0060 (68)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0061 (69)  rf=r size=4 type=d align=2 words (r104.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0065 (73)  rf=r size=32 type=d align=16 words (r78.0)
//.declare V0066 (74)  rf=r size=16 type=d align=2 words (r92.0)
//.declare V0067 (75)  rf=r size=8 type=d align=2 words (r97.0)
//.declare V0068 (76)  rf=r size=4 type=d align=2 words (r105.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0070 (78)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0072 (80)  rf=r size=32 type=d align=16 words (r79.0)
//.declare V0073 (81)  rf=r size=16 type=d align=2 words (r93.0)
//.declare V0074 (82)  rf=r size=8 type=d align=2 words (r98.0)
//.declare V0075 (83)  rf=r size=4 type=d align=2 words (r110.0)
//.declare V0076 (84)  rf=r size=4 type=d align=2 words (r111.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0080 (88)  rf=r size=32 type=d align=16 words (r94.0)
//.declare V0081 (89)  rf=r size=16 type=d align=2 words (r99.0)
//.declare V0082 (90)  rf=r size=8 type=d align=2 words (r106.0)
//.declare V0083 (91)  rf=r size=4 type=d align=2 words (r119.0)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0087 (95)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0088 (96)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0089 (97)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0090 (98)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0091 (99)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0094 (102)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0095 (103)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0096 (104)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0097 (105)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0098 (106)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0099 (107)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0100 (108)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0101 (109)  rf=r size=64 type=d align=16 words (r40.0)
//.declare  (110)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (111)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0102 (112)  rf=r size=4 type=d align=2 words (r107.0)
//.declare V0103 (113)  rf=r size=64 type=ud align=16 words (r42.0)
//.declare V0104 (114)  rf=r size=64 type=d alias=V0103+0 align=16 words (r42.0)
//.declare V0105 (115)  rf=r size=64 type=ud align=16 words (r44.0)
//.declare V0106 (116)  rf=r size=64 type=d alias=V0105+0 align=16 words (r44.0)
//.declare V0107 (117)  rf=r size=64 type=ud align=16 words (r74.0)
//.declare V0108 (118)  rf=r size=32 type=ud align=16 words (r82.0)
//.declare V0109 (119)  rf=r size=16 type=ud align=2 words (r95.0)
//.declare V0110 (120)  rf=r size=8 type=ud align=2 words (r100.0)
//.declare V0111 (121)  rf=r size=4 type=d align=2 words (r116.0)
//.declare  (122)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0112 (123)  rf=r size=4 type=d align=2 words (r124.0)
//.declare V0113 (124)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0114 (125)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0115 (126)  rf=r size=64 type=ud alias=V0113+0 align=16 words (r46.0)
//.declare V0116 (127)  rf=r size=64 type=ud alias=V0114+0 align=16 words (r48.0)
//.declare V0117 (128)  rf=r size=4 type=d align=2 words (r108.0)
//.declare V0118 (129)  rf=r size=64 type=ud align=16 words (r50.0)
//.declare V0119 (130)  rf=r size=64 type=d alias=V0118+0 align=16 words (r50.0)
//.declare V0120 (131)  rf=r size=64 type=ud align=16 words (r52.0)
//.declare V0121 (132)  rf=r size=64 type=d alias=V0120+0 align=16 words (r52.0)
//.declare V0122 (133)  rf=r size=64 type=ud align=16 words (r76.0)
//.declare V0123 (134)  rf=r size=32 type=ud align=16 words (r83.0)
//.declare V0124 (135)  rf=r size=16 type=ud align=2 words (r96.0)
//.declare V0125 (136)  rf=r size=8 type=ud align=2 words (r101.0)
//.declare P01 (137)  rf=f1  size=2 type=uw align=1 words (f0.0)
//.declare V0126 (138)  rf=r size=2 type=b align=1 words (r125.0)
//.declare V0128 (140)  rf=r size=2 type=ub alias=V0126+0 align=1 words (r125.0)
//.declare V0129 (141)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0130 (142)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0131 (143)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0132 (144)  rf=r size=4 type=f align=2 words (r8.0)
//.declare V0133 (145)  rf=r size=64 type=f align=16 words (r84.0)
//.declare V0134 (146)  rf=r size=64 type=f align=16 words (r86.0)
//.declare V0135 (147)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V0136 (148)  rf=r size=32 type=f align=16 words (r109.0)
//.declare V0137 (149)  rf=r size=16 type=f align=2 words (r118.0)
//.declare V0138 (150)  rf=r size=8 type=f align=2 words (r2.0)
//.declare V0141 (153)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0142 (154)  rf=r size=64 type=f align=16 words (r88.0)
//.declare V0143 (155)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0144 (156)  rf=r size=64 type=f align=16 words (r90.0)
//.declare V0145 (157)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0146 (158)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0147 (159)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0148 (160)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0149 (161)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0150 (162)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (163)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (164)  rf=r size=2 type=w align=1 words (r117.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0041    | :w x 16  |     32 | r4       | general    |
// | V0042    | :w x 16  |     32 | r5       | general    |
// | V0043    | :w x 16  |     32 | r6       | general    |
// | V0036    | :d x 8   |     32 | r7       | general    |
// | V0147    | :uq      |      8 | r8       | general    |
// | V0148    | :uq      |      8 | r8+8     | general    |
// | V0149    | :uq      |      8 | r8+16    | general    |
// | V0150    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r126.1<0;1,0>:d  {Compacted}        // $2
(W)     mov (16|M0)              r22.0<1>:d    0:w                                                   // $48
(W)     mov (16|M16)             r24.0<1>:d    0:w                                                   // $55
(W)     mov (16|M0)              r34.0<1>:d    -2147483648:d                                         // $79
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
(W)     mov (16|M16)             r36.0<1>:d    -2147483648:d                                         // $86
(W)     mov (1|M0)               r58.0<1>:d    0:w                                                   // $50
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
(W)     mov (16|M0)              r42.0<1>:ud   0x0:uw                                                // $114
(W)     mov (16|M16)             r44.0<1>:ud   0x0:uw                                                // $116
        shl (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     2:w                                 // $10
(W)     mov (16|M0)              r26.0<1>:d    0:w                                                   // $19
(W)     mov (16|M16)             r28.0<1>:d    0:w                                                   // $21
        send (16|M0)             r14:w    r10     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M16)            r16:w    r12     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M0)             r18:w    r10     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
(W)     mov (16|M0)              r30.0<1>:d    2147483647:d                                          // $28
        send (16|M16)            r20:w    r12     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $18
(W)     mov (16|M16)             r32.0<1>:d    2147483647:d                                          // $30
(W)     mov (16|M0)              r50.0<1>:ud   0xFFFFFFFF:ud                              {Compacted} // $129
(W)     mov (16|M16)             r52.0<1>:ud   0xFFFFFFFF:ud                                         // $131
(W)     mov (1|M0)               r70.0<1>:d    -2147483648:d                                         // $81
(W)     mov (16|M0)              r62.0<1>:f    0x7F800000:f                                          // $159
(W)     mov (16|M16)             r64.0<1>:f    0x7F800000:f                                          // $166
(W)     mov (16|M0)              r54.0<1>:d    -2147483648:d                                         // $38
(W)     mov (16|M16)             r56.0<1>:d    -2147483648:d                                         // $40
(W)     mov (1|M0)               r88.0<1>:f    0x7F800000:f                                          // $161
(W)     mov (16|M0)              r84.0<1>:f    0x0:f                                                 // $150
(W)     mov (16|M16)             r86.0<1>:f    0x0:f                                                 // $152
(W)     mov (1|M0)               r117.0<1>:w   0:w                                                   // $139
(W)     mov (8|M0)               r127.0<1>:ud  r126.0<8;8,1>:ud                 {Compacted}          // $196
        mov (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $49
        mov (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d                                        // $56
        cmp (16|M0)   (gt)f1.0   r38.0<1>:d    r14.0<8;8,1>:d    100:w                               // $110
        cmp (16|M16)  (gt)f1.0   r40.0<1>:d    r16.0<8;8,1>:d    100:w                               // $111
        not (16|M0)              r46.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $125
        not (16|M16)             r48.0<1>:d    r16.0<8;8,1>:d                                        // $126
        mov (16|M0)              r34.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $80
        mov (16|M16)             r36.0<1>:d    r16.0<8;8,1>:d                                        // $87
(W)     mov (8|M0)               r58.1<1>:d    r22.0<8;8,1>:d                                        // $51
(W)     mov (4|M0)               r59.1<1>:d    r23.0<4;4,1>:d                                        // $52
(W)     mov (2|M0)               r59.5<1>:d    r23.4<2;2,1>:d                                        // $53
(W)     mov (1|M16)              r60.0<1>:d    r23.7<0;1,0>:d                                        // $57
(W)     mov (1|M0)               r59.7<1>:d    r23.6<0;1,0>:d                                        // $54
(W)     mov (8|M16)              r60.1<1>:d    r24.0<8;8,1>:d                                        // $58
(W)     mov (4|M16)              r61.1<1>:d    r25.0<4;4,1>:d                                        // $59
(W)     mov (2|M16)              r61.5<1>:d    r25.4<2;2,1>:d                                        // $60
        mov (16|M0)              r42.0<1>:d    -r38.0<8;8,1>:d                  {Compacted}          // $112
(W)     mov (1|M16)              r61.7<1>:d    r25.6<0;1,0>:d                                        // $61
        mov (16|M16)             r44.0<1>:d    -r40.0<8;8,1>:d                                       // $113
        mov (16|M0)              r26.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $20
        mov (16|M0)              r30.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $29
        mov (16|M16)             r28.0<1>:d    r16.0<8;8,1>:d                                        // $22
        mov (16|M16)             r32.0<1>:d    r16.0<8;8,1>:d                                        // $31
        shr (16|M0)              r50.0<1>:d    r46.0<8;8,1>:ud   31:w                                // $127
        shr (16|M16)             r52.0<1>:d    r48.0<8;8,1>:ud   31:w                                // $128
(W)     mov (8|M0)               r70.1<1>:d    r34.0<8;8,1>:d                                        // $82
(W)     mov (4|M0)               r71.1<1>:d    r35.0<4;4,1>:d                                        // $83
(W)     mov (2|M0)               r71.5<1>:d    r35.4<2;2,1>:d                                        // $84
(W)     mov (1|M16)              r72.0<1>:d    r35.7<0;1,0>:d                                        // $88
(W)     mov (1|M0)               r71.7<1>:d    r35.6<0;1,0>:d                                        // $85
(W)     mov (8|M16)              r72.1<1>:d    r36.0<8;8,1>:d                                        // $89
(W)     mov (4|M16)              r73.1<1>:d    r37.0<4;4,1>:d                                        // $90
(W)     mov (2|M16)              r73.5<1>:d    r37.4<2;2,1>:d                                        // $91
(W)     add (8|M16)              r58.1<2>:d    r58.0<2;1,0>:d    r58.1<2;1,0>:d                      // $62
(W)     mov (1|M16)              r73.7<1>:d    r37.6<0;1,0>:d                                        // $92
(W)     add (8|M16)              r60.1<2>:d    r60.0<2;1,0>:d    r60.1<2;1,0>:d                      // $68
        mov (16|M0)              r62.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // $160
        mov (16|M16)             r64.0<1>:f    r20.0<8;8,1>:f                                        // $167
(W)     sel (16|M0)   (ge)f0.0   r74.0<1>:ud   r42.0<8;8,1>:ud   r44.0<8;8,1>:ud  {Compacted}        // $118
        mov (16|M0)              r54.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $39
        mov (16|M16)             r56.0<1>:d    r16.0<8;8,1>:d                                        // $41
(W)     add (16|M0)              r66.0<1>:d    r26.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $23
(W)     sel (16|M0)   (lt)f0.0   r68.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $32
(W)     sel (16|M0)   (lt)f0.0   r76.0<1>:ud   r50.0<8;8,1>:ud   r52.0<8;8,1>:ud  {Compacted}        // $133
(W)     sel (8|M16)   (ge)f0.0   r70.1<2>:d    r70.0<2;1,0>:d    r70.1<2;1,0>:d                      // $93
(W)     add (4|M16)              r58.2<4>:d    r58.2<4;1,0>:d    r58.1<4;1,0>:d                      // $63
(W)     sel (8|M16)   (ge)f0.0   r72.1<2>:d    r72.0<2;1,0>:d    r72.1<2;1,0>:d                      // $99
(W)     add (4|M16)              r60.2<4>:d    r60.2<4;1,0>:d    r60.1<4;1,0>:d                      // $69
(W)     mov (8|M0)               r88.1<1>:f    r62.0<8;8,1>:f                                        // $162
(W)     mov (4|M0)               r89.1<1>:f    r63.0<4;4,1>:f                                        // $163
(W)     mov (2|M0)               r89.5<1>:f    r63.4<2;2,1>:f                                        // $164
(W)     mov (1|M16)              r90.0<1>:f    r63.7<0;1,0>:f                                        // $168
(W)     mov (1|M0)               r89.7<1>:f    r63.6<0;1,0>:f                                        // $165
(W)     mov (8|M16)              r90.1<1>:f    r64.0<8;8,1>:f                                        // $169
(W)     mov (4|M16)              r91.1<1>:f    r65.0<4;4,1>:f                                        // $170
(W)     mov (2|M16)              r91.5<1>:f    r65.4<2;2,1>:f                                        // $171
(W)     sel (8|M0)    (ge)f0.0   r82.0<1>:ud   r74.0<8;8,1>:ud   r75.0<8;8,1>:ud  {Compacted}        // $119
(W)     mov (1|M16)              r91.7<1>:f    r65.6<0;1,0>:f                                        // $172
(W)     sel (16|M0)   (ge)f0.0   r80.0<1>:d    r54.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}        // $42
(W)     add (8|M0)               r78.0<1>:d    r66.0<8;8,1>:d    r67.0<8;8,1>:d   {Compacted}        // $24
(W)     sel (8|M0)    (lt)f0.0   r79.0<1>:d    r68.0<8;8,1>:d    r69.0<8;8,1>:d   {Compacted}        // $33
(W)     sel (8|M0)    (lt)f0.0   r83.0<1>:ud   r76.0<8;8,1>:ud   r77.0<8;8,1>:ud  {Compacted}        // $134
(W)     sel (4|M16)   (ge)f0.0   r70.2<4>:d    r70.2<4;1,0>:d    r70.1<4;1,0>:d                      // $94
(W)     add (4|M16)              r58.3<4>:d    r58.3<4;1,0>:d    r58.1<4;1,0>:d                      // $64
(W)     sel (4|M16)   (ge)f0.0   r72.2<4>:d    r72.2<4;1,0>:d    r72.1<4;1,0>:d                      // $100
(W)     add (4|M16)              r60.3<4>:d    r60.3<4;1,0>:d    r60.1<4;1,0>:d                      // $70
(W)     sel (8|M16)   (lt)f0.0   r88.1<2>:f    r88.0<2;1,0>:f    r88.1<2;1,0>:f                      // $173
(W)     sel (4|M0)    (ge)f0.0   r95.0<1>:ud   r82.0<4;4,1>:ud   r82.4<4;4,1>:ud  {Compacted}        // $120
(W)     sel (8|M16)   (lt)f0.0   r90.1<2>:f    r90.0<2;1,0>:f    r90.1<2;1,0>:f                      // $179
(W)     sel (8|M0)    (ge)f0.0   r94.0<1>:d    r80.0<8;8,1>:d    r81.0<8;8,1>:d   {Compacted}        // $43
(W)     add (4|M0)               r92.0<1>:d    r78.0<4;4,1>:d    r78.4<4;4,1>:d   {Compacted}        // $25
(W)     sel (4|M0)    (lt)f0.0   r93.0<1>:d    r79.0<4;4,1>:d    r79.4<4;4,1>:d   {Compacted}        // $34
(W)     sel (4|M0)    (lt)f0.0   r96.0<1>:ud   r83.0<4;4,1>:ud   r83.4<4;4,1>:ud  {Compacted}        // $135
(W)     sel (4|M16)   (ge)f0.0   r70.3<4>:d    r70.3<4;1,0>:d    r70.1<4;1,0>:d                      // $95
(W)     add (4|M16)              r58.4<1>:d    r58.3<0;1,0>:d    r58.4<4;4,1>:d                      // $65
(W)     add (4|M16)              r59.4<1>:d    r59.3<0;1,0>:d    r59.4<4;4,1>:d                      // $66
(W)     sel (4|M16)   (ge)f0.0   r72.3<4>:d    r72.3<4;1,0>:d    r72.1<4;1,0>:d                      // $101
(W)     add (4|M16)              r60.4<1>:d    r60.3<0;1,0>:d    r60.4<4;4,1>:d                      // $71
(W)     add (4|M16)              r61.4<1>:d    r61.3<0;1,0>:d    r61.4<4;4,1>:d                      // $72
        mov (16|M0)              r84.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // $151
        mov (16|M16)             r86.0<1>:f    r20.0<8;8,1>:f                                        // $153
(W)     sel (4|M16)   (lt)f0.0   r88.2<4>:f    r88.2<4;1,0>:f    r88.1<4;1,0>:f                      // $174
(W)     sel (2|M0)    (ge)f0.0   r100.0<1>:ud  r95.0<2;2,1>:ud   r95.2<2;2,1>:ud                     // $121
(W)     sel (4|M16)   (lt)f0.0   r90.2<4>:f    r90.2<4;1,0>:f    r90.1<4;1,0>:f                      // $180
(W)     sel (4|M0)    (ge)f0.0   r99.0<1>:d    r94.0<4;4,1>:d    r94.4<4;4,1>:d   {Compacted}        // $44
(W)     add (2|M0)               r97.0<1>:d    r92.0<2;2,1>:d    r92.2<2;2,1>:d                      // $26
(W)     sel (2|M0)    (lt)f0.0   r98.0<1>:d    r93.0<2;2,1>:d    r93.2<2;2,1>:d                      // $35
(W)     sel (2|M0)    (lt)f0.0   r101.0<1>:ud  r96.0<2;2,1>:ud   r96.2<2;2,1>:ud                     // $136
(W)     sel (4|M16)   (ge)f0.0   r70.4<1>:d    r70.3<0;1,0>:d    r70.4<4;4,1>:d                      // $96
(W)     sel (4|M16)   (ge)f0.0   r71.4<1>:d    r71.3<0;1,0>:d    r71.4<4;4,1>:d                      // $97
(W)     add (8|M16)              r59.0<1>:d    r58.7<0;1,0>:d    r59.0<8;8,1>:d                      // $67
(W)     sel (4|M16)   (ge)f0.0   r72.4<1>:d    r72.3<0;1,0>:d    r72.4<4;4,1>:d                      // $102
(W)     sel (4|M16)   (ge)f0.0   r73.4<1>:d    r73.3<0;1,0>:d    r73.4<4;4,1>:d                      // $103
(W)     add (8|M16)              r61.0<1>:d    r60.7<0;1,0>:d    r61.0<8;8,1>:d                      // $73
(W)     add (16|M0)              r102.0<1>:f   r84.0<8;8,1>:f    r86.0<8;8,1>:f   {Compacted}        // $154
(W)     sel (4|M16)   (lt)f0.0   r88.3<4>:f    r88.3<4;1,0>:f    r88.1<4;1,0>:f                      // $175
(W)     sel (1|M0)    (ge)f0.0   r107.0<1>:d   r100.0<0;1,0>:ud  r100.1<0;1,0>:ud                    // $122
(W)     sel (4|M16)   (lt)f0.0   r90.3<4>:f    r90.3<4;1,0>:f    r90.1<4;1,0>:f                      // $181
(W)     sel (2|M0)    (ge)f0.0   r106.0<1>:d   r99.0<2;2,1>:d    r99.2<2;2,1>:d                      // $45
(W)     add (1|M0)               r104.0<1>:d   r97.0<0;1,0>:d    r97.1<0;1,0>:d   {Compacted}        // $27
(W)     sel (1|M0)    (lt)f0.0   r105.0<1>:d   r98.0<0;1,0>:d    r98.1<0;1,0>:d   {Compacted}        // $36
(W)     sel (1|M0)    (lt)f0.0   r108.0<1>:d   r101.0<0;1,0>:ud  r101.1<0;1,0>:ud                    // $137
(W)     sel (8|M16)   (ge)f0.0   r71.0<1>:d    r70.7<0;1,0>:d    r71.0<8;8,1>:d                      // $98
(W)     sel (8|M16)   (ge)f0.0   r73.0<1>:d    r72.7<0;1,0>:d    r73.0<8;8,1>:d                      // $104
(W)     add (16|M16)             r60.0<1>:d    r59.7<0;1,0>:d    r60.0<8;8,1>:d                      // $74
(W)     add (8|M0)               r109.0<1>:f   r102.0<8;8,1>:f   r103.0<8;8,1>:f  {Compacted}        // $155
(W)     sel (4|M16)   (lt)f0.0   r88.4<1>:f    r88.3<0;1,0>:f    r88.4<4;4,1>:f                      // $176
(W)     sel (4|M16)   (lt)f0.0   r89.4<1>:f    r89.3<0;1,0>:f    r89.4<4;4,1>:f                      // $177
(W)     cmp (1|M0)    (ne)f0.0   r116.0<1>:d   r107.0<0;1,0>:d   0:w                                 // $123
(W)     sel (4|M16)   (lt)f0.0   r90.4<1>:f    r90.3<0;1,0>:f    r90.4<4;4,1>:f                      // $182
(W)     sel (4|M16)   (lt)f0.0   r91.4<1>:f    r91.3<0;1,0>:f    r91.4<4;4,1>:f                      // $183
        add (16|M0)              r112.0<1>:d   r58.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $77
(W)     sel (1|M0)    (ge)f0.0   r111.0<1>:d   r106.0<0;1,0>:d   r106.1<0;1,0>:d  {Compacted}        // $46
(W)     add (1|M0)               r110.0<1>:d   r104.0<0;1,0>:d   r105.0<0;1,0>:d  {Compacted}        // $37
(W)     cmp (1|M0)    (eq)f0.0   null<1>:d     r108.0<0;1,0>:d   0:w                                 // $138
(W)     sel (16|M16)  (ge)f0.0   r72.0<1>:d    r71.7<0;1,0>:d    r72.0<8;8,1>:d                      // $105
        add (16|M16)             r114.0<1>:d   r60.0<8;8,1>:d    r16.0<8;8,1>:d                      // $78
(W)     add (4|M0)               r118.0<1>:f   r109.0<4;4,1>:f   r109.4<4;4,1>:f  {Compacted}        // $156
(W)     sel (8|M16)   (lt)f0.0   r89.0<1>:f    r88.7<0;1,0>:f    r89.0<8;8,1>:f                      // $178
(W)     sel (8|M16)   (lt)f0.0   r91.0<1>:f    r90.7<0;1,0>:f    r91.0<8;8,1>:f                      // $184
(W)     mov (1|M0)               r124.0<1>:d   -r116.0<0;1,0>:d                 {Compacted}          // $124
        add (16|M0)              r120.0<1>:d   r112.0<8;8,1>:d   -r70.0<8;8,1>:d  {Compacted}        // $108
(W)     add (1|M0)               r119.0<1>:d   r110.0<0;1,0>:d   r111.0<0;1,0>:d  {Compacted}        // $47
(W&f0.0) sel (1|M0)              r125.0<2>:b   r117.0<0;1,0>:w   2:w                                 // $139
        add (16|M16)             r122.0<1>:d   r114.0<8;8,1>:d   -r72.0<8;8,1>:d                     // $109
(W)     add (2|M0)               r2.0<1>:f     r118.0<2;2,1>:f   r118.2<2;2,1>:f                     // $157
(W)     sel (16|M16)  (lt)f0.0   r90.0<1>:f    r89.7<0;1,0>:f    r90.0<8;8,1>:f                      // $185
        add (16|M0)              r4.0<1>:d     r119.0<0;1,0>:d   r120.0<8;8,1>:d  {Compacted}        // $142
(W)     or (1|M0)                r3.0<1>:d     r125.0<0;1,0>:ub  r124.0<0;1,0>:d                     // $141
        add (16|M16)             r6.0<1>:d     r119.0<0;1,0>:d   r122.0<8;8,1>:d                     // $143
        sel (16|M0)   (lt)f0.0   r14.0<1>:f    r18.0<8;8,1>:f    r88.0<8;8,1>:f   {Compacted}        // $188
(W)     add (1|M0)               r8.0<1>:f     r2.0<0;1,0>:f     r2.1<0;1,0>:f    {Compacted}        // $158
        sel (16|M16)  (lt)f0.0   r16.0<1>:f    r20.0<8;8,1>:f    r90.0<8;8,1>:f                      // $189
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r3.0<0;1,0>:d    {Compacted}        // $144
        add (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     r3.0<0;1,0>:d                       // $145
        add (16|M0)              r14.0<1>:f    r8.0<0;1,0>:f     r14.0<8;8,1>:f   {Compacted}        // $190
        add (16|M16)             r16.0<1>:f    r8.0<0;1,0>:f     r16.0<8;8,1>:f                      // $191
        sends (16|M0)            null:w   r10     r4      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $147
        sends (16|M16)           null:w   r12     r6      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $149
        sends (16|M0)            null:w   r10     r14     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $193
        sends (16|M16)           null:w   r12     r16     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $195
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                                        // $196
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $196
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
