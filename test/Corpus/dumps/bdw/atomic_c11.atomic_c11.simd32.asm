//.kernel atomic_c11
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 221
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0037 (45)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0039 (47)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0040 (48)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0041 (49)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r4.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0062 (70)  rf=r size=32 type=d align=16 words (r21.0)
//.declare V0063 (71)  rf=r size=16 type=d align=2 words (r22.0)
//.declare V0064 (72)  rf=r size=8 type=d align=2 words (r23.0)
//.declare  (73)  rf=r size=96 type=ud align=16 words (r24.0)
//.declare V0065 (74)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.0)
//.declare  (77)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0071 (81)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0072 (82)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0073 (83)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0074 (84)  rf=r size=32 type=d align=16 words (r37.0)
//.declare V0075 (85)  rf=r size=16 type=d align=2 words (r38.0)
//.declare V0076 (86)  rf=r size=8 type=d align=2 words (r39.0)
//.declare  (87)  rf=r size=96 type=ud align=16 words (r27.0)
//.declare  (88)  rf=r size=32 type=ud align=16 words (r40.0)
//.declare V0077 (89)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0078 (90)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0079 (91)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0080 (92)  rf=r size=64 type=d align=16 words (r48.0)
//.declare  (93)  rf=r size=32 type=ud align=16 words (r50.0)
//.declare V0085 (98)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0086 (99)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0087 (100)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0088 (101)  rf=r size=32 type=d align=16 words (r57.0)
//.declare V0089 (102)  rf=r size=16 type=d align=2 words (r58.0)
//.declare V0090 (103)  rf=r size=8 type=d align=2 words (r59.0)
//.declare  (104)  rf=r size=96 type=ud align=16 words (r60.0)
//.declare V0091 (105)  rf=r size=8 type=q alias=V0035+0 align=4 words (r8.1)
//.declare  (110)  rf=r size=32 type=ud align=16 words (r66.0)
//.declare V0099 (114)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0100 (115)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0101 (116)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0102 (117)  rf=r size=32 type=d align=16 words (r73.0)
//.declare V0103 (118)  rf=r size=16 type=d align=2 words (r74.0)
//.declare V0104 (119)  rf=r size=8 type=d align=2 words (r75.0)
//.declare  (120)  rf=r size=96 type=ud align=16 words (r63.0)
//.declare  (121)  rf=r size=32 type=ud align=16 words (r76.0)
//.declare  (124)  rf=r size=32 type=ud align=16 words (r80.0)
//.declare V0110 (128)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0111 (129)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0112 (130)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0113 (131)  rf=r size=32 type=d align=16 words (r87.0)
//.declare V0114 (132)  rf=r size=16 type=d align=2 words (r88.0)
//.declare V0115 (133)  rf=r size=8 type=d align=2 words (r89.0)
//.declare  (134)  rf=r size=96 type=ud align=16 words (r77.0)
//.declare  (135)  rf=r size=32 type=ud align=16 words (r90.0)
//.declare  (140)  rf=r size=32 type=ud align=16 words (r94.0)
//.declare V0123 (144)  rf=r size=64 type=d align=16 words (r95.0)
//.declare V0124 (145)  rf=r size=64 type=d align=16 words (r97.0)
//.declare V0125 (146)  rf=r size=64 type=d align=16 words (r99.0)
//.declare V0126 (147)  rf=r size=32 type=d align=16 words (r101.0)
//.declare V0127 (148)  rf=r size=16 type=d align=2 words (r102.0)
//.declare V0128 (149)  rf=r size=8 type=d align=2 words (r103.0)
//.declare  (150)  rf=r size=96 type=ud align=16 words (r91.0)
//.declare  (151)  rf=r size=32 type=ud align=16 words (r104.0)
//.declare  (154)  rf=r size=32 type=ud align=16 words (r108.0)
//.declare V0134 (158)  rf=r size=64 type=ud align=16 words (r109.0)
//.declare V0135 (159)  rf=r size=64 type=d alias=V0134+0 align=16 words (r109.0)
//.declare V0136 (160)  rf=r size=64 type=ud align=16 words (r111.0)
//.declare V0137 (161)  rf=r size=64 type=d alias=V0136+0 align=16 words (r111.0)
//.declare V0138 (162)  rf=r size=64 type=ud align=16 words (r113.0)
//.declare V0139 (163)  rf=r size=32 type=ud align=16 words (r115.0)
//.declare V0140 (164)  rf=r size=16 type=ud align=2 words (r116.0)
//.declare V0141 (165)  rf=r size=8 type=ud align=2 words (r117.0)
//.declare  (166)  rf=r size=96 type=ud align=16 words (r105.0)
//.declare  (167)  rf=r size=32 type=ud align=16 words (r118.0)
//.declare V0142 (168)  rf=r size=8 type=q align=16 words (r120.0)
//.declare V0143 (169)  rf=r size=8 type=uq alias=V0142+0 align=16 words (r120.0)
//.declare  (170)  rf=r size=32 type=ud align=16 words (r121.0)
//.declare V0146 (173)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0148 (175)  rf=r size=64 type=d align=16 words (r124.0)
//.declare  (176)  rf=r size=128 type=ud align=16 words (r15.0)
//.declare  (177)  rf=r size=128 type=ud align=16 words (r19.0)
//.declare V0149 (178)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0151 (180)  rf=r size=64 type=d align=16 words (r4.0)
//.declare  (181)  rf=r size=128 type=ud align=16 words (r23.0)
//.declare  (182)  rf=r size=128 type=ud align=16 words (r27.0)
//.declare  (183)  rf=r size=32 type=ud align=16 words (r31.0)
//.declare V0152 (184)  rf=r size=8 type=q alias=V0036+0 align=4 words (r8.2)
//.declare V0161 (193)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0162 (194)  rf=r size=64 type=f align=16 words (r58.0)
//.declare  (195)  rf=r size=32 type=ud align=16 words (r60.0)
//.declare V0165 (198)  rf=r size=64 type=d alias=V0161+0 align=16 words (r56.0)
//.declare V0166 (199)  rf=r size=64 type=d alias=V0162+0 align=16 words (r58.0)
//.declare  (202)  rf=r size=96 type=ud align=16 words (r61.0)
//.declare  (203)  rf=r size=96 type=ud align=16 words (r64.0)
//.declare  (204)  rf=r size=96 type=ud align=16 words (r67.0)
//.declare  (205)  rf=r size=96 type=ud align=16 words (r70.0)
//.declare  (206)  rf=r size=32 type=ud align=16 words (r73.0)
//.declare  (207)  rf=r size=32 type=ud align=16 words (r74.0)
//.declare  (208)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0171 (211)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0172 (212)  rf=r size=64 type=ud align=16 words (r91.0)
//.declare  (213)  rf=r size=96 type=ud align=16 words (r79.0)
//.declare  (214)  rf=r size=96 type=ud align=16 words (r82.0)
//.declare V0175 (217)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0176 (218)  rf=r size=64 type=ud align=16 words (r93.0)
//.declare  (219)  rf=r size=96 type=ud align=16 words (r85.0)
//.declare  (220)  rf=r size=96 type=ud align=16 words (r88.0)
//.declare  (221)  rf=r size=32 type=ud align=16 words (r95.0)
//.declare V0177 (222)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0178 (223)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0181 (226)  rf=r size=8 type=q align=16 words (r100.0)
//.declare V0182 (227)  rf=r size=8 type=uq alias=V0181+0 align=16 words (r100.0)
//.declare  (228)  rf=r size=32 type=ud align=16 words (r101.0)
//.declare V0187 (233)  rf=r size=64 type=ud align=16 words (r114.0)
//.declare  (234)  rf=r size=96 type=ud align=16 words (r102.0)
//.declare  (235)  rf=r size=96 type=ud align=16 words (r105.0)
//.declare V0192 (240)  rf=r size=64 type=ud align=16 words (r116.0)
//.declare  (241)  rf=r size=96 type=ud align=16 words (r108.0)
//.declare  (242)  rf=r size=96 type=ud align=16 words (r111.0)
//.declare  (243)  rf=r size=32 type=ud align=16 words (r118.0)
//.declare V0193 (244)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0194 (245)  rf=r size=64 type=d align=16 words (r121.0)
//.declare V0195 (246)  rf=r size=8 type=q alias=V0037+0 align=4 words (r8.3)
//.declare  (251)  rf=r size=96 type=ud align=16 words (r123.0)
//.declare  (252)  rf=r size=96 type=ud align=16 words (r1.0)
//.declare  (253)  rf=r size=96 type=ud align=16 words (r4.0)
//.declare  (254)  rf=r size=96 type=ud align=16 words (r7.0)
//.declare  (255)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (256)  rf=r size=2 type=w align=1 words (r45.0)
//.declare  (266)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (267)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (268)  rf=r size=64 type=q align=16 words (r36.0)
//.declare  (269)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (270)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (271)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (272)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (273)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (274)  rf=r size=64 type=q align=16 words (r48.0)
//.declare  (275)  rf=r size=64 type=q align=16 words (r50.0)
//.declare  (276)  rf=r size=64 type=q align=16 words (r52.0)
//.declare  (277)  rf=r size=64 type=q align=16 words (r54.0)
//.declare  (286)  rf=r size=64 type=uq alias=+0 align=16 words (r48.0)
//.declare  (287)  rf=r size=64 type=uq alias=+0 align=16 words (r50.0)
//.declare  (288)  rf=r size=64 type=uq alias=+0 align=16 words (r52.0)
//.declare  (289)  rf=r size=64 type=uq alias=+0 align=16 words (r54.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0042    | :w x 16  |     32 | r1       | general    |
// | V0043    | :w x 16  |     32 | r2       | general    |
// | V0044    | :w x 16  |     32 | r3       | general    |
// | V0045    | :w x 16  |     32 | r4       | general    |
// | V0046    | :w x 16  |     32 | r5       | general    |
// | V0047    | :w x 16  |     32 | r6       | general    |
// | V0040    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0035    | :uq      |      8 | r8+8     | general    |
// | V0036    | :uq      |      8 | r8+16    | general    |
// | V0037    | :uq      |      8 | r8+24    | general    |
// | V0041    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     and (8|M0)               r3.0<1>:ud    r0.2<0;1,0>:ud    0xF000000:ud                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r4.0<1>:d     r9.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
(W)     mov (16|M0)              r15.0<1>:d    0:w                                                   // $10
(W)     mov (16|M16)             r17.0<1>:d    0:w                                                   // $12
(W)     mov (1|M0)               r24.0<1>:uq   r8.0<0;1,0>:uq                                        // $9
(W)     add (1|M0)               r27.0<1>:q    r8.0<0;1,0>:q     4:w                                 // $20
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r9.0<1>:d     r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r11.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        mov (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d                   {Compacted}          // $11
        mov (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d                                        // $13
(W)     add (16|M0)              r19.0<1>:d    r15.0<8;8,1>:d    r17.0<8;8,1>:d   {Compacted}        // $14
(W)     add (8|M0)               r21.0<1>:d    r19.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $15
(W)     add (4|M0)               r22.0<1>:d    r21.0<4;4,1>:d    r21.4<4;4,1>:d   {Compacted}        // $16
(W)     add (2|M0)               r23.0<1>:d    r22.0<2;2,1>:d    r22.2<2;2,1>:d                      // $17
(W)     add (1|M0)               r26.0<1>:d    r23.0<0;1,0>:d    r23.1<0;1,0>:d   {Compacted}        // $18
(W)     send (1|M0)              null     r24:f   0xC            0x060487FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $19
(W)     send (8|M0)              r30      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $21
(W)     mov (8|M0)               null<1>:ud    r30.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $22
(W)     mov (16|M0)              r31.0<1>:d    0:w                                                   // $22
(W)     mov (16|M16)             r33.0<1>:d    0:w                                                   // $24
        mov (16|M0)              r31.0<1>:d    -r11.0<8;8,1>:d                  {Compacted}          // $23
        mov (16|M16)             r33.0<1>:d    -r13.0<8;8,1>:d                                       // $25
(W)     add (16|M0)              r35.0<1>:d    r31.0<8;8,1>:d    r33.0<8;8,1>:d   {Compacted}        // $26
(W)     add (8|M0)               r37.0<1>:d    r35.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $27
(W)     add (4|M0)               r38.0<1>:d    r37.0<4;4,1>:d    r37.4<4;4,1>:d   {Compacted}        // $28
(W)     add (2|M0)               r39.0<1>:d    r38.0<2;2,1>:d    r38.2<2;2,1>:d                      // $29
(W)     add (1|M0)               r29.0<1>:d    r39.0<0;1,0>:d    r39.1<0;1,0>:d   {Compacted}        // $30
(W)     send (1|M0)              null     r27:f   0xC            0x060487FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $31
(W)     send (8|M0)              r40      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $32
(W)     mov (8|M0)               null<1>:ud    r40.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $33
        and (16|M0)              r41.0<1>:d    r11.0<8;8,1>:d    31:w                                // $33
        and (16|M16)             r43.0<1>:d    r13.0<8;8,1>:d    31:w                                // $34
(W)     mov (1|M0)               r45.0<1>:w    1:w                                                   // $35
        shl (16|M0)              r46.0<1>:d    r45.0<0;1,0>:w    r41.0<8;8,1>:d                      // $35
        shl (16|M16)             r48.0<1>:d    r45.0<0;1,0>:w    r43.0<8;8,1>:d                      // $36
(W)     send (8|M0)              r50      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $37
(W)     mov (8|M0)               null<1>:ud    r50.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $39
(W)     mov (16|M0)              r51.0<1>:d    0:w                                                   // $39
(W)     mov (16|M16)             r53.0<1>:d    0:w                                                   // $41
        mov (16|M0)              r51.0<1>:d    r46.0<8;8,1>:d                   {Compacted}          // $40
        mov (16|M16)             r53.0<1>:d    r48.0<8;8,1>:d                                        // $42
(W)     mov (1|M0)               r60.0<1>:uq   r8.1<0;1,0>:uq                                        // $38
(W)     add (1|M0)               r63.0<1>:q    r8.1<0;1,0>:q     4:w                                 // $49
(W)     or (16|M0)               r55.0<1>:d    r51.0<8;8,1>:d    r53.0<8;8,1>:d   {Compacted}        // $43
(W)     or (8|M0)                r57.0<1>:d    r55.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}        // $44
(W)     or (4|M0)                r58.0<1>:d    r57.0<4;4,1>:d    r57.4<4;4,1>:d   {Compacted}        // $45
(W)     or (2|M0)                r59.0<1>:d    r58.0<2;2,1>:d    r58.2<2;2,1>:d                      // $46
(W)     or (1|M0)                r62.0<1>:d    r59.0<0;1,0>:d    r59.1<0;1,0>:d   {Compacted}        // $47
(W)     send (1|M0)              null     r60:f   0xC            0x060482FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 logical OR // $48
(W)     send (8|M0)              r66      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $52
(W)     mov (8|M0)               null<1>:ud    r66.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $53
(W)     mov (16|M0)              r67.0<1>:d    -1:w                                                  // $53
(W)     mov (16|M16)             r69.0<1>:d    -1:w                                                  // $55
        not (16|M0)              r67.0<1>:d    r46.0<8;8,1>:d                   {Compacted}          // $50
        not (16|M16)             r69.0<1>:d    r48.0<8;8,1>:d                                        // $51
(W)     and (16|M0)              r71.0<1>:d    r67.0<8;8,1>:d    r69.0<8;8,1>:d   {Compacted}        // $57
(W)     and (8|M0)               r73.0<1>:d    r71.0<8;8,1>:d    r72.0<8;8,1>:d   {Compacted}        // $58
(W)     and (4|M0)               r74.0<1>:d    r73.0<4;4,1>:d    r73.4<4;4,1>:d   {Compacted}        // $59
(W)     and (2|M0)               r75.0<1>:d    r74.0<2;2,1>:d    r74.2<2;2,1>:d                      // $60
(W)     and (1|M0)               r65.0<1>:d    r75.0<0;1,0>:d    r75.1<0;1,0>:d   {Compacted}        // $61
(W)     send (1|M0)              null     r63:f   0xC            0x060481FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 logical AND // $62
(W)     send (8|M0)              r76      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $63
(W)     mov (8|M0)               null<1>:ud    r76.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $64
(W)     add (1|M0)               r77.0<1>:q    r8.1<0;1,0>:q     8:w                                 // $64
(W)     send (8|M0)              r80      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $65
(W)     mov (8|M0)               null<1>:ud    r80.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $66
(W)     mov (16|M0)              r81.0<1>:d    0:w                                                   // $66
(W)     mov (16|M16)             r83.0<1>:d    0:w                                                   // $68
        mov (16|M0)              r81.0<1>:d    r11.0<8;8,1>:d                   {Compacted}          // $67
        mov (16|M16)             r83.0<1>:d    r13.0<8;8,1>:d                                        // $69
(W)     xor (16|M0)              r85.0<1>:d    r81.0<8;8,1>:d    r83.0<8;8,1>:d   {Compacted}        // $70
(W)     xor (8|M0)               r87.0<1>:d    r85.0<8;8,1>:d    r86.0<8;8,1>:d   {Compacted}        // $71
(W)     xor (4|M0)               r88.0<1>:d    r87.0<4;4,1>:d    r87.4<4;4,1>:d   {Compacted}        // $72
(W)     xor (2|M0)               r89.0<1>:d    r88.0<2;2,1>:d    r88.2<2;2,1>:d                      // $73
(W)     xor (1|M0)               r79.0<1>:d    r89.0<0;1,0>:d    r89.1<0;1,0>:d   {Compacted}        // $74
(W)     send (1|M0)              null     r77:f   0xC            0x060483FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 logical XOR // $75
(W)     send (8|M0)              r90      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $76
(W)     mov (8|M0)               null<1>:ud    r90.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $77
(W)     add (1|M0)               r91.0<1>:q    r8.0<0;1,0>:q     8:w                                 // $77
(W)     send (8|M0)              r94      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $80
(W)     mov (8|M0)               null<1>:ud    r94.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $81
(W)     mov (16|M0)              r95.0<1>:d    2147483647:d                                          // $81
(W)     mov (16|M16)             r97.0<1>:d    2147483647:d                                          // $83
        mov (16|M0)              r95.0<1>:d    -r11.0<8;8,1>:d                  {Compacted}          // $78
        mov (16|M16)             r97.0<1>:d    -r13.0<8;8,1>:d                                       // $79
(W)     sel (16|M0)   (lt)f0.0   r99.0<1>:d    r95.0<8;8,1>:d    r97.0<8;8,1>:d   {Compacted}        // $85
(W)     sel (8|M0)    (lt)f0.0   r101.0<1>:d   r99.0<8;8,1>:d    r100.0<8;8,1>:d  {Compacted}        // $86
(W)     sel (4|M0)    (lt)f0.0   r102.0<1>:d   r101.0<4;4,1>:d   r101.4<4;4,1>:d  {Compacted}        // $87
(W)     sel (2|M0)    (lt)f0.0   r103.0<1>:d   r102.0<2;2,1>:d   r102.2<2;2,1>:d                     // $88
(W)     sel (1|M0)    (lt)f0.0   r93.0<1>:d    r103.0<0;1,0>:d   r103.1<0;1,0>:d  {Compacted}        // $89
(W)     send (1|M0)              null     r91:f   0xC            0x06048BFF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer min // $90
(W)     send (8|M0)              r104     r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $91
(W)     mov (8|M0)               null<1>:ud    r104.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $92
(W)     add (1|M0)               r105.0<1>:q   r8.1<0;1,0>:q     12:w                                // $92
(W)     send (8|M0)              r108     r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $93
(W)     mov (8|M0)               null<1>:ud    r108.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $94
(W)     mov (16|M0)              r109.0<1>:ud  0x0:uw                                                // $94
(W)     mov (16|M16)             r111.0<1>:ud  0x0:uw                                                // $96
        mov (16|M0)              r109.0<1>:d   r11.0<8;8,1>:d                   {Compacted}          // $95
        mov (16|M16)             r111.0<1>:d   r13.0<8;8,1>:d                                        // $97
(W)     sel (16|M0)   (ge)f0.0   r113.0<1>:ud  r109.0<8;8,1>:ud  r111.0<8;8,1>:ud {Compacted}        // $98
(W)     sel (8|M0)    (ge)f0.0   r115.0<1>:ud  r113.0<8;8,1>:ud  r114.0<8;8,1>:ud {Compacted}        // $99
(W)     sel (4|M0)    (ge)f0.0   r116.0<1>:ud  r115.0<4;4,1>:ud  r115.4<4;4,1>:ud {Compacted}        // $100
(W)     sel (2|M0)    (ge)f0.0   r117.0<1>:ud  r116.0<2;2,1>:ud  r116.2<2;2,1>:ud                    // $101
(W)     sel (1|M0)    (ge)f0.0   r107.0<1>:ud  r117.0<0;1,0>:ud  r117.1<0;1,0>:ud {Compacted}        // $102
(W)     send (1|M0)              null     r105:f  0xC            0x06048CFF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer max // $103
(W)     send (8|M0)              r118     r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $104
(W)     mov (8|M0)               null<1>:ud    r118.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $105
(W)     add (1|M0)               r120.0<1>:q   r8.0<0;1,0>:q     12:w                                // $105
(W)     send (8|M0)              r121     r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $106
(W)     mov (8|M0)               null<1>:ud    r121.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $107
        mov (16|M0)              r122.0<1>:d   1:w                                                   // $107
        mov (16|M0)              r124.0<1>:d   0:w                                                   // $109
        mov (16|M16)             r1.0<1>:d     1:w                                                   // $112
        mov (16|M16)             r4.0<1>:d     0:w                                                   // $114
        mov (8|M0)               r15.0<1>:uq   r120.0<0;1,0>:uq                                      // $108
        mov (8|M0)               r18.0<1>:d    r122.0<8;8,1>:d                  {Compacted}          // $110
        mov (8|M0)               r17.0<1>:d    r124.0<8;8,1>:d                  {Compacted}          // $110
        mov (8|M8)               r19.0<1>:uq   r120.0<0;1,0>:uq                                      // $108
        mov (8|M8)               r22.0<1>:d    r123.0<8;8,1>:d                  {Compacted}          // $111
        mov (8|M8)               r21.0<1>:d    r125.0<8;8,1>:d                  {Compacted}          // $111
        mov (8|M16)              r23.0<1>:uq   r120.0<0;1,0>:uq                                      // $113
        mov (8|M16)              r26.0<1>:d    r1.0<8;8,1>:d                                         // $115
        mov (8|M16)              r25.0<1>:d    r4.0<8;8,1>:d                                         // $115
        mov (8|M24)              r27.0<1>:uq   r120.0<0;1,0>:uq                                      // $113
        mov (8|M24)              r30.0<1>:d    r2.0<8;8,1>:d                                         // $116
        mov (8|M24)              r29.0<1>:d    r5.0<8;8,1>:d                                         // $116
        send (8|M0)              null     r15:f   0xC            0x08048EFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $110
        send (8|M8)              null     r19:f   0xC            0x08048EFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $111
        send (8|M16)             null     r23:f   0xC            0x08048EFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $115
        send (8|M24)             null     r27:f   0xC            0x08048EFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $116
(W)     send (8|M0)              r31      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $117
(W)     mov (8|M0)               null<1>:ud    r31.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $120
        shl (8|M0)               r32.0<1>:q    r11.0<8;8,1>:d    2:w                                 // $120
        shl (8|M8)               r34.0<1>:q    r12.0<8;8,1>:d    2:w                                 // $120
        shl (8|M16)              r36.0<1>:q    r13.0<8;8,1>:d    2:w                                 // $121
        shl (8|M24)              r38.0<1>:q    r14.0<8;8,1>:d    2:w                                 // $121
        mov (16|M0)              r56.0<1>:f    r11.0<8;8,1>:d                   {Compacted}          // $126
        mov (16|M16)             r58.0<1>:f    r13.0<8;8,1>:d                                        // $127
        add (8|M0)               r40.0<1>:q    r32.0<4;4,1>:q    r8.2<0;1,0>:q                       // $122
        add (8|M8)               r42.0<1>:q    r34.0<4;4,1>:q    r8.2<0;1,0>:q                       // $122
        add (8|M16)              r44.0<1>:q    r36.0<4;4,1>:q    r8.2<0;1,0>:q                       // $123
        add (8|M24)              r46.0<1>:q    r38.0<4;4,1>:q    r8.2<0;1,0>:q                       // $123
        add (8|M0)               r48.0<1>:q    r40.0<4;4,1>:q    4:w                                 // $124
        add (8|M8)               r50.0<1>:q    r42.0<4;4,1>:q    4:w                                 // $124
        add (8|M16)              r52.0<1>:q    r44.0<4;4,1>:q    4:w                                 // $125
        add (8|M24)              r54.0<1>:q    r46.0<4;4,1>:q    4:w                                 // $125
(W)     send (8|M0)              r60      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $128
(W)     mov (8|M0)               null<1>:ud    r60.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $129
        mov (8|M0)               r61.0<1>:uq   r48.0<4;4,1>:uq                                       // $129
        mov (8|M0)               r63.0<1>:d    r56.0<8;8,1>:d                   {Compacted}          // $129
        mov (8|M8)               r64.0<1>:uq   r50.0<4;4,1>:uq                                       // $130
        mov (8|M8)               r66.0<1>:d    r57.0<8;8,1>:d                   {Compacted}          // $130
        mov (8|M16)              r67.0<1>:uq   r52.0<4;4,1>:uq                                       // $131
        mov (8|M16)              r69.0<1>:d    r58.0<8;8,1>:d                                        // $131
        mov (8|M24)              r70.0<1>:uq   r54.0<4;4,1>:uq                                       // $132
        mov (8|M24)              r72.0<1>:d    r59.0<8;8,1>:d                                        // $132
        send (8|M0)              null     r61:f   0xC            0x060484FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 store // $129
        send (8|M8)              null     r64:f   0xC            0x060484FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 store // $130
        send (8|M16)             null     r67:f   0xC            0x060484FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 store // $131
        send (8|M24)             null     r70:f   0xC            0x060484FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 store // $132
(W)     send (8|M0)              r73      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $133
(W)     mov (8|M0)               null<1>:ud    r73.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $134
(W)     send (8|M0)              r74      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $134
(W)     mov (8|M0)               null<1>:ud    r74.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $135
(W)     send (1|M0)              null     r3:f    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $135
(W)     wait                                 n0.0<0;1,0>:ud                                          // $135
        mov (16|M0)              r75.0<1>:d    0:w                                                   // $136
        mov (16|M16)             r77.0<1>:d    0:w                                                   // $140
        mov (8|M0)               r79.0<1>:uq   r48.0<4;4,1>:uq                                       // $137
        mov (8|M8)               r82.0<1>:uq   r50.0<4;4,1>:uq                                       // $138
        mov (8|M16)              r85.0<1>:uq   r52.0<4;4,1>:uq                                       // $141
        mov (8|M0)               r81.0<1>:d    r75.0<8;8,1>:d                   {Compacted}          // $137
        mov (8|M8)               r84.0<1>:d    r76.0<8;8,1>:d                   {Compacted}          // $138
        mov (8|M16)              r87.0<1>:d    r77.0<8;8,1>:d                                        // $141
        mov (8|M24)              r88.0<1>:uq   r54.0<4;4,1>:uq                                       // $142
        mov (8|M24)              r90.0<1>:d    r78.0<8;8,1>:d                                        // $142
        send (8|M0)              r91      r79:f   0xC            0x0614A2FF           // wr:3+0, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $137
        send (8|M8)              r92      r82:f   0xC            0x0614A2FF           // wr:3+0, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $138
        send (8|M16)             r93      r85:f   0xC            0x0614A2FF           // wr:3+0, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $141
        send (8|M24)             r94      r88:f   0xC            0x0614A2FF           // wr:3+0, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $142
(W)     send (8|M0)              r95      r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $144
(W)     mov (8|M0)               null<1>:ud    r95.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $145
        mov (16|M0)              r96.0<1>:d    r91.0<8;8,1>:f                   {Compacted}          // $145
        mov (16|M16)             r98.0<1>:d    r93.0<8;8,1>:f                                        // $146
(W)     add (1|M0)               r100.0<1>:q   r8.0<0;1,0>:q     16:w                                // $147
(W)     send (8|M0)              r101     r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $148
(W)     mov (8|M0)               null<1>:ud    r101.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $149
        mov (8|M0)               r102.0<1>:uq  r100.0<0;1,0>:uq                                      // $149
        mov (8|M0)               r104.0<1>:d   r75.0<8;8,1>:d                   {Compacted}          // $151
        mov (8|M8)               r105.0<1>:uq  r100.0<0;1,0>:uq                                      // $149
        mov (8|M8)               r107.0<1>:d   r76.0<8;8,1>:d                   {Compacted}          // $152
        mov (8|M16)              r108.0<1>:uq  r100.0<0;1,0>:uq                                      // $154
        mov (8|M16)              r110.0<1>:d   r77.0<8;8,1>:d                                        // $156
        mov (8|M24)              r111.0<1>:uq  r100.0<0;1,0>:uq                                      // $154
        mov (8|M24)              r113.0<1>:d   r78.0<8;8,1>:d                                        // $157
        send (8|M0)              r114     r102:f  0xC            0x0614A2FF           // wr:3+0, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $151
        send (8|M8)              r115     r105:f  0xC            0x0614A2FF           // wr:3+0, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $152
        send (8|M16)             r116     r108:f  0xC            0x0614A2FF           // wr:3+0, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $156
        send (8|M24)             r117     r111:f  0xC            0x0614A2FF           // wr:3+0, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $157
(W)     send (8|M0)              r118     r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $159
(W)     mov (8|M0)               null<1>:ud    r118.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $160
        add (16|M0)              r119.0<1>:d   r114.0<8;8,1>:d   r96.0<8;8,1>:d   {Compacted}        // $160
        add (16|M16)             r121.0<1>:d   r116.0<8;8,1>:d   r98.0<8;8,1>:d                      // $161
        add (8|M0)               r123.0<1>:q   r32.0<4;4,1>:q    r8.3<0;1,0>:q                       // $162
        add (8|M8)               r1.0<1>:q     r34.0<4;4,1>:q    r8.3<0;1,0>:q                       // $162
        add (8|M16)              r4.0<1>:q     r36.0<4;4,1>:q    r8.3<0;1,0>:q                       // $163
        mov (8|M0)               r125.0<1>:d   r119.0<8;8,1>:d                  {Compacted}          // $164
        mov (8|M8)               r3.0<1>:d     r120.0<8;8,1>:d                  {Compacted}          // $165
        mov (8|M16)              r6.0<1>:d     r121.0<8;8,1>:d                                       // $166
        add (8|M24)              r7.0<1>:q     r38.0<4;4,1>:q    r8.3<0;1,0>:q                       // $163
        mov (8|M24)              r9.0<1>:d     r122.0<8;8,1>:d                                       // $167
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $168
        send (8|M0)              null     r123:f  0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $164
        send (8|M8)              null     r1:f    0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $165
        send (8|M16)             null     r4:f    0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $166
        send (8|M24)             null     r7:f    0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $167
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $168
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
