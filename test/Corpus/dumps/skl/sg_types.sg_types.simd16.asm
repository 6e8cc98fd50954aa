//.kernel sg_types
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 127
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r7.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r8.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r7.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r7.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r7.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r7.6)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r5.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r5.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.4)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r7.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0053 (61)  rf=r size=32 type=w align=16 words (r14.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r12.0)
//.declare V0055 (63)  rf=r size=16 type=b align=16 words (r15.0)
//.declare V0056 (64)  rf=r size=64 type=ud align=16 words (r16.0)
//.declare V0057 (65)  rf=r size=64 type=b alias=V0056+0 align=16 words (r16.0)
//.declare V0058 (66)  rf=r size=4 type=d align=2 words (r6.1)
//.declare V0059 (67)  rf=r size=4 type=d align=2 words (r6.2)
//.declare V0060 (68)  rf=r size=4 type=d align=2 words (r6.3)
//.declare P01 (69)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0061 (70)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0062 (71)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0064 (73)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0066 (75)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r18.0)
//.declare V0067 (76)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0069 (78)  rf=r size=4 type=d align=2 words (r6.7)
//.declare V0070 (79)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0071 (80)  rf=r size=4 type=ud alias=V0069+0 align=2 words (r6.7)
//.declare V0072 (81)  rf=r size=4 type=d align=2 words (r7.4)
//.declare V0073 (82)  rf=r size=4 type=ud alias=V0070+0 align=2 words (r7.3)
//.declare V0074 (83)  rf=r size=4 type=d align=2 words (r7.5)
//.declare P02 (84)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0075 (85)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r20.0)
//.declare V0076 (86)  rf=r size=4 type=ud alias=V0074+0 align=2 words (r7.5)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0078 (88)  rf=r size=16 type=b align=16 words (r24.0)
//.declare V0080 (90)  rf=r size=16 type=ub alias=V0078+0 align=16 words (r24.0)
//.declare V0082 (92)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0083 (93)  rf=r size=16 type=b align=16 words (r27.0)
//.declare V0084 (94)  rf=r size=64 type=uw alias=V0082+0 align=16 words (r25.0)
//.declare A00 (96)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0086 (97)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0087 (98)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r28.0)
//.declare V0088 (99)  rf=r size=32 type=w align=16 words (r30.0)
//.declare V0089 (100)  rf=r size=64 type=ud align=16 words (r31.0)
//.declare V0090 (101)  rf=r size=64 type=w alias=V0089+0 align=16 words (r31.0)
//.declare V0091 (102)  rf=r size=32 type=w align=16 words (r33.0)
//.declare V0092 (103)  rf=r size=32 type=w align=16 words (r34.0)
//.declare V0093 (104)  rf=r size=32 type=w align=16 words (r35.0)
//.declare V0094 (105)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0095 (106)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r36.0)
//.declare V0096 (107)  rf=r size=128 type=d align=16 words (r38.0)
//.declare V0099 (110)  rf=r size=8 type=q align=4 words (r7.3)
//.declare V0101 (112)  rf=r size=64 type=q align=16 words (r42.0)
//.declare V0102 (113)  rf=r size=32 type=q align=16 words (r44.0)
//.declare V0103 (114)  rf=r size=16 type=q align=4 words (r15.2)
//.declare V0104 (115)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0105 (116)  rf=r size=8 type=q align=4 words (r24.2)
//.declare V0106 (117)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0108 (119)  rf=r size=64 type=ud alias=V0106+0 align=16 words (r47.0)
//.declare V0109 (120)  rf=r size=8 type=q align=4 words (r24.3)
//.declare V0110 (121)  rf=r size=8 type=q align=4 words (r27.2)
//.declare V0113 (124)  rf=r size=128 type=q align=16 words (r49.0)
//.declare V0116 (127)  rf=r size=64 type=ud align=16 words (r53.0)
//.declare V0117 (128)  rf=r size=64 type=hf alias=V0116+0 align=16 words (r53.0)
//.declare V0118 (129)  rf=r size=2 type=hf align=1 words (r27.12)
//.declare V0119 (130)  rf=r size=32 type=hf align=16 words (r55.0)
//.declare V0120 (131)  rf=r size=16 type=hf align=2 words (r56.0)
//.declare V0121 (132)  rf=r size=8 type=hf align=2 words (r56.8)
//.declare V0122 (133)  rf=r size=4 type=hf align=2 words (r27.14)
//.declare V0125 (136)  rf=r size=16 type=ub alias=V0083+0 align=16 words (r27.0)
//.declare V0129 (140)  rf=r size=128 type=d align=16 words (r57.0)
//.declare V0131 (142)  rf=r size=32 type=hf align=16 words (r61.0)
//.declare V0132 (143)  rf=r size=64 type=ud align=16 words (r62.0)
//.declare V0133 (144)  rf=r size=64 type=hf alias=V0132+0 align=16 words (r62.0)
//.declare V0134 (145)  rf=r size=2 type=hf align=1 words (r27.13)
//.declare V0135 (146)  rf=r size=2 type=uw alias=V0134+0 align=1 words (r27.13)
//.declare V0136 (147)  rf=r size=64 type=ud align=16 words (r64.0)
//.declare V0137 (148)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0138 (149)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0139 (150)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0140 (151)  rf=r size=8 type=uq align=4 words (r5.3)
//.declare V0141 (152)  rf=r size=8 type=uq align=4 words (r6.0)
//.declare V0142 (153)  rf=r size=8 type=uq align=4 words (r6.1)
//.declare  (154)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (155)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (156)  rf=r size=32 type=b alias=V0053+0 align=16 words (r14.0)
//.declare  (157)  rf=r size=64 type=b alias=V0077+0 align=16 words (r22.0)
//.declare  (158)  rf=r size=32 type=b align=16 words (r66.0)
//.declare  (159)  rf=r size=64 type=ub align=16 words (r67.0)
//.declare  (162)  rf=r size=32 type=ud align=16 words (r69.0)
//.declare  (163)  rf=r size=32 type=ud align=16 words (r70.0)
//.declare  (164)  rf=r size=32 type=d align=16 words (r71.0)
//.declare  (165)  rf=r size=32 type=ud align=16 words (r72.0)
//.declare  (166)  rf=r size=32 type=ud align=16 words (r73.0)
//.declare  (167)  rf=r size=32 type=d align=16 words (r74.0)
//.declare  (168)  rf=r size=16 type=w align=8 words (r75.0)
//.declare  (169)  rf=r size=16 type=w align=8 words (r75.8)
//.declare  (170)  rf=r size=64 type=q align=16 words (r76.0)
//.declare  (171)  rf=r size=64 type=q align=16 words (r78.0)
//.declare  (172)  rf=r size=64 type=q align=16 words (r80.0)
//.declare  (173)  rf=r size=64 type=q align=16 words (r82.0)
//.declare  (176)  rf=r size=64 type=q align=16 words (r84.0)
//.declare  (177)  rf=r size=64 type=q align=16 words (r86.0)
//.declare  (178)  rf=r size=64 type=q align=16 words (r88.0)
//.declare  (179)  rf=r size=64 type=q align=16 words (r90.0)
//.declare  (180)  rf=r size=64 type=q align=16 words (r92.0)
//.declare  (181)  rf=r size=64 type=q align=16 words (r94.0)
//.declare  (182)  rf=r size=64 type=q align=16 words (r96.0)
//.declare  (183)  rf=r size=64 type=q align=16 words (r98.0)
//.declare  (184)  rf=r size=64 type=q align=16 words (r100.0)
//.declare  (185)  rf=r size=64 type=q align=16 words (r102.0)
//.declare  (188)  rf=r size=64 type=q align=16 words (r104.0)
//.declare  (189)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (190)  rf=r size=64 type=d alias=+0 align=16 words (r76.0)
//.declare  (191)  rf=r size=64 type=d alias=+0 align=16 words (r78.0)
//.declare  (192)  rf=r size=64 type=d alias=+0 align=16 words (r104.0)
//.declare  (193)  rf=r size=64 type=d alias=+0 align=16 words (r106.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0137    | :uq      |      8 | r5       | general    |
// | V0138    | :uq      |      8 | r5+8     | general    |
// | V0139    | :uq      |      8 | r5+16    | general    |
// | V0140    | :uq      |      8 | r5+24    | general    |
// | V0141    | :uq      |      8 | r6       | general    |
// | V0142    | :uq      |      8 | r6+8     | general    |
// | V0037    | :d x 3   |     12 | r6+16    | general    |
// | V0038    | :d x 3   |     12 | r7       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B003}
_main:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r6.0<1>:d     r7.0<0;1,0>:d     r5.1<0;1,0>:d    {Compacted}        // $2
        mov (16|M0)              r8.0<1>:d     r1.0<16;16,1>:uw                                      // $3
(W)     mul (1|M0)               r6.1<1>:d     r6.5<0;1,0>:d     r6.4<0;1,0>:d                       // $11
(W)     mov (8|M0)               r14.0<1>:w    0x76543210:v                                          // $6
        add (16|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r8.0<8;8,1>:d    {Compacted}        // $4
(W)     mul (1|M0)               r6.2<1>:d     r6.1<0;1,0>:d     r6.6<0;1,0>:d                       // $12
(W)     add (8|M0)               r14.8<1>:w    r14.0<8;8,1>:w    8:w                                 // $7
        add (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}        // $5
(W)     and (1|M0)               r6.3<1>:d     r6.2<0;1,0>:d     15:w                                // $13
        send (16|M0)             r16:w    r12     0xA            0x04210100           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $9
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r6.3<0;1,0>:d     0:w                                 // $14
        mov (16|M0)              r15.0<1>:b    r16.0<4;1,0>:b                                        // $10
(W&f1.0) jmpi                                _0_007                                                  // $15
// B001: Preds:{B000},  Succs:{B002, B003}
_0_008:
        mul (16|M0)              r18.0<1>:d    r6.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $18
(W)     add (1|M0)               r6.7<1>:d     r6.2<0;1,0>:d     15:w                                // $27
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r2.0<16;16,1>:uw                    // $20
(W)     shr (1|M0)               r7.3<1>:d     r6.7<0;1,0>:ud    3:w                                 // $28
        mul (16|M0)              r18.0<1>:d    r6.4<0;1,0>:d     r18.0<8;8,1>:d   {Compacted}        // $21
(W)     shr (1|M0)               r7.4<1>:d     r7.3<0;1,0>:ud    0x1:uw                              // $29
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $22
(W)     add (1|M0)               r7.5<1>:d     r7.4<0;1,0>:d     -1:w                                // $30
        shr (16|M0)              r18.0<1>:d    r18.0<8;8,1>:ud   3:w                                 // $24
        shr (16|M0)              r20.0<1>:d    r18.0<8;8,1>:ud   0x1:uw                              // $25
        cmp (16|M0)   (lt)f0.1   null<1>:d     r20.0<8;8,1>:ud   r7.5<0;1,0>:ud                      // $31
(~f0.1) goto (16|M0)                         _0_007            _0_007                                // $32
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_009:
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $35
        mov (16|M0)              r22.0<1>:d    r6.3<0;1,0>:d                    {Compacted}          // $34
(f0.0)  goto (16|M0)                         _0_007            _sg_types_k0_0_cf                     // $35
// B003: [inDivergent],  Preds:{B001, B000},  Succs:{B004}
_0_007:
        join (16|M0)                         _sg_types_k0_0_cf                                       // 
L448:
        mov (16|M0)              r22.0<1>:d    16:w                                                  // $37
// B004: Preds:{B003, B002},  Succs:{B005}
_sg_types_k0_0_cf:
        join (16|M0)                         _sg_types_k0_0_cf                                       // 
// B005: Preds:{B004},  Succs:{}
_0_010:
        add (16|M0)              r66.0<2>:b    r14.0<2;1,0>:b    1:w                                 // $40
        mov (8|M0)               r70.0<1>:ud   r22.0<4;1,0>:ub                                       // $123
        mov (8|M8)               r73.0<1>:ud   r23.0<4;1,0>:ub                                       // $42
        mov (16|M0)              r24.0<1>:b    r66.0<2;1,0>:b                                        // $40
        mov (8|M0)               r69.0<1>:ud   r24.0<8;8,1>:ub                                       // $123
        mov (8|M8)               r72.0<1>:ud   r24.8<8;8,1>:ub                                       // $42
        math.irem (8|M0)         r71.0<1>:d    r69.0<8;8,1>:ud   r70.0<8;8,1>:ud                     // $123
        math.irem (8|M8)         r74.0<1>:d    r72.0<8;8,1>:ud   r73.0<8;8,1>:ud                     // $42
        mov (8|M0)               r67.0<4>:ub   r71.0<8;8,1>:d                                        // $123
        mov (8|M8)               r68.0<4>:ub   r74.0<8;8,1>:d                                        // $42
        mov (16|M0)              r24.0<1>:ub   r67.0<4;1,0>:ub                                       // $42
        mov (16|M0)              r25.0<1>:d    r24.0<8;8,1>:ub                                       // $43
        add (16|M0)              a0.0<1>:uw    r25.0<2;1,0>:uw   0x1E0:uw                            // $45
        mov (16|M0)              r27.0<1>:b    r[a0.0]<1,0>:b                                        // $46
        shl (16|M0)              r36.0<1>:d    r12.0<8;8,1>:d    3:w                                 // $58
        shl (16|M0)              r28.0<1>:d    r12.0<8;8,1>:d    1:w                                 // $47
(W)     mov (8|M0)               r84.0<1>:q    -9223372036854775808:q                                // $77
(W)     mov (8|M0)               r86.0<1>:q    -9223372036854775808:q                                // $77
(W)     mov (1|M0)               r49.0<1>:q    -9223372036854775808:q                                // $79
        send (16|M0)             r38:w    r36     0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $60
(W)     mov (8|M0)               r80.0<1>:q    0:w                                                   // $65
        send (16|M0)             r31:w    r28     0xA            0x04210501           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $49
(W)     mov (8|M0)               r82.0<1>:q    0:w                                                   // $65
        mov (8|M0)               r75.0<1>:w    r27.0<8;8,1>:ub                                       // $106
        send (16|M0)             r53:w    r28     0xA            0x04210503           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $97
        mov (8|M8)               r75.8<1>:w    r27.8<8;8,1>:ub                                       // $106
(W)     mov (16|M0)              r55.0<1>:hf   0xFC00:hf                                             // $99
(W)     mov (8|M0)               r127.0<1>:ud  r5.0<8;8,1>:ud                   {Compacted}          // $123
        mov (8|M0)               r96.0<1>:q    r75.0<8;8,1>:w                                        // $106
        mov (8|M8)               r98.0<1>:q    r75.8<8;8,1>:w                                        // $106
        mov (8|M0)               r76.0<2>:d    r38.0<8;8,1>:d                                        // $61
        mov (8|M8)               r78.0<2>:d    r39.0<8;8,1>:d                                        // $62
        mov (8|M0)               r76.1<2>:d    r40.0<8;8,1>:d                                        // $63
        mov (8|M8)               r78.1<2>:d    r41.0<8;8,1>:d                                        // $64
        mov (16|M0)              r45.0<1>:d    r40.0<8;8,1>:d                   {Compacted}          // $71
        mov (16|M0)              r30.0<1>:w    r31.0<2;1,0>:w                                        // $50
        mov (16|M0)              r55.0<1>:hf   r53.0<2;1,0>:hf                                       // $98
        mov (8|M0)               r84.0<1>:q    r76.0<4;4,1>:q                                        // $78
        mov (8|M8)               r86.0<1>:q    r78.0<4;4,1>:q                                        // $78
        mov (8|M0)               r80.0<1>:q    r76.0<4;4,1>:q                                        // $66
        mov (8|M8)               r82.0<1>:q    r78.0<4;4,1>:q                                        // $66
        mov (8|M0)               r47.0<1>:d    r76.0<2;1,0>:d                                        // $73
(W)     shl (1|M0)               r24.2<1>:q    r45.1<0;1,0>:d    32:w                                // $72
(W)     mov (8|M0)               r34.0<2>:w    r30.1<2;1,0>:w                                        // $51
(W)     mov (4|M0)               r49.1<1>:q    r84.0<4;4,1>:q                                        // $80
(W)     mov (4|M0)               r50.1<1>:q    r85.0<4;4,1>:q                                        // $81
(W)     mov (4|M0)               r51.1<1>:q    r86.0<4;4,1>:q                                        // $82
(W)     mov (2|M0)               r52.1<1>:q    r87.0<2;2,1>:q                                        // $83
(W)     add (8|M0)               r42.0<1>:q    r80.0<4;4,1>:q    r82.0<4;4,1>:q                      // $67
(W)     mov (1|M0)               r52.3<1>:q    r87.2<0;1,0>:q                                        // $84
(W)     or (1|M0)                r24.3<1>:q    r24.2<0;1,0>:q    r47.1<0;1,0>:ud                     // $75
(W)     mov (8|M0)               r34.1<2>:w    r30.0<2;1,0>:w                                        // $52
(W)     sel (4|M0)    (ge)f0.0   r49.1<2>:q    r49.0<2;1,0>:q    r49.1<2;1,0>:q                      // $85
(W)     sel (8|M0)    (ge)f0.0   r56.0<1>:hf   r55.0<8;8,1>:hf   r55.8<8;8,1>:hf                     // $101
        mov (8|M8)               r48.0<1>:d    r78.0<2;1,0>:d                                        // $73
(W)     add (4|M0)               r44.0<1>:q    r42.0<4;4,1>:q    r43.0<4;4,1>:q                      // $68
(W)     sel (4|M0)    (ge)f0.0   r51.1<2>:q    r51.0<2;1,0>:q    r51.1<2;1,0>:q                      // $86
(W)     mov (4|M0)               r35.0<4>:w    r34.2<4;1,0>:w                                        // $53
(W)     sel (2|M0)    (ge)f0.0   r49.2<4>:q    r49.2<4;1,0>:q    r49.1<4;1,0>:q                      // $87
(W)     mov (4|M0)               r35.2<4>:w    r34.0<4;1,0>:w                                        // $54
(W)     mov (4|M0)               r35.1<4>:w    r34.3<4;1,0>:w                                        // $55
(W)     add (2|M0)               r15.2<1>:q    r44.0<2;2,1>:q    r44.2<2;2,1>:q                      // $69
(W)     sel (2|M0)    (ge)f0.0   r51.2<4>:q    r51.2<4;1,0>:q    r51.1<4;1,0>:q                      // $88
(W)     mov (4|M0)               r35.3<4>:w    r34.1<4;1,0>:w                                        // $56
(W)     sel (4|M0)    (ge)f0.0   r56.8<1>:hf   r56.0<4;4,1>:hf   r56.4<4;4,1>:hf                     // $102
(W)     sel (2|M0)    (ge)f0.0   r49.3<4>:q    r49.3<4;1,0>:q    r49.1<4;1,0>:q                      // $89
(W)     add (1|M0)               r7.3<1>:q     r15.2<0;1,0>:q    r15.3<0;1,0>:q                      // $70
(W)     sel (2|M0)    (ge)f0.0   r51.3<4>:q    r51.3<4;1,0>:q    r51.1<4;1,0>:q                      // $90
(W)     mov (16|M0)              r33.0<1>:w    r35.0<16;16,1>:w                                      // $57
(W)     sel (4|M0)    (ge)f0.0   r50.0<1>:q    r49.3<0;1,0>:q    r50.0<4;4,1>:q                      // $91
(W)     sel (2|M0)    (ge)f0.0   r27.14<1>:hf  r56.8<2;2,1>:hf   r56.10<2;2,1>:hf                    // $103
(W)     add (1|M0)               r27.2<1>:q    r7.3<0;1,0>:q     r24.3<0;1,0>:q                      // $76
(W)     sel (4|M0)    (ge)f0.0   r52.0<1>:q    r51.3<0;1,0>:q    r52.0<4;4,1>:q                      // $92
        sel (8|M0)    (ge)f0.0   r88.0<1>:q    r49.0<4;4,1>:q    r76.0<4;4,1>:q                      // $95
(W)     sel (1|M0)    (ge)f0.0   r27.12<1>:hf  r27.14<0;1,0>:hf  r27.15<0;1,0>:hf                    // $104
(W)     sel (8|M0)    (ge)f0.0   r51.0<1>:q    r50.3<0;1,0>:q    r51.0<4;4,1>:q                      // $93
        add (8|M0)               r92.0<1>:q    r27.2<0;1,0>:q    r88.0<4;4,1>:q                      // $105
        sel (8|M8)    (ge)f0.0   r90.0<1>:q    r51.0<4;4,1>:q    r78.0<4;4,1>:q                      // $95
        add (8|M0)               r100.0<1>:q   r92.0<4;4,1>:q    r96.0<4;4,1>:q                      // $107
        add (8|M8)               r94.0<1>:q    r27.2<0;1,0>:q    r90.0<4;4,1>:q                      // $105
        add (8|M0)               r104.0<1>:q   r100.0<4;4,1>:q   r33.0<8;8,1>:w                      // $109
        add (8|M8)               r102.0<1>:q   r94.0<4;4,1>:q    r98.0<4;4,1>:q                      // $107
        mov (8|M0)               r57.0<1>:d    r104.0<2;1,0>:d                                       // $110
        mov (8|M0)               r59.0<1>:d    r104.1<2;1,0>:d                                       // $112
        add (8|M8)               r106.0<1>:q   r102.0<4;4,1>:q   r33.8<8;8,1>:w                      // $109
        mov (8|M8)               r58.0<1>:d    r106.0<2;1,0>:d                                       // $111
        mov (8|M8)               r60.0<1>:d    r106.1<2;1,0>:d                                       // $113
        sends (16|M0)            null:w   r36     r57     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $115
        send (16|M0)             r62:w    r28     0xA            0x04210503           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $117
        mov (16|M0)              r61.0<1>:hf   r62.0<2;1,0>:hf                                       // $118
(W)     add (1|M0)               r27.13<1>:hf  r27.12<0;1,0>:hf  r61.0<0;1,0>:hf                     // $119
        mov (16|M0)              r64.0<1>:ud   r27.13<0;1,0>:uw                                      // $120
        sends (16|M0)            null:w   r28     r64     0x8A            0x04030505           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b // $122
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $123
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
