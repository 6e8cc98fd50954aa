//.kernel fp16_arith
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 200
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.1)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.2)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.0)
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
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.2)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0057 (65)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare  (67)  rf=r size=96 type=ud align=16 words (r14.0)
//.declare V0058 (68)  rf=r size=64 type=hf alias=V0057+0 align=16 words (r20.0)
//.declare V0059 (69)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare  (71)  rf=r size=96 type=ud align=16 words (r17.0)
//.declare V0060 (72)  rf=r size=64 type=hf alias=V0059+0 align=16 words (r22.0)
//.declare V0061 (73)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0062 (74)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0063 (75)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r24.0)
//.declare V0064 (76)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r26.0)
//.declare V0065 (77)  rf=r size=128 type=d align=16 words (r28.0)
//.declare V0066 (78)  rf=r size=128 type=d align=16 words (r32.0)
//.declare V0069 (81)  rf=r size=128 type=hf alias=V0065+0 align=16 words (r28.0)
//.declare V0070 (82)  rf=r size=128 type=hf alias=V0066+0 align=16 words (r32.0)
//.declare V0071 (83)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0072 (84)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0073 (85)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0074 (86)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0075 (87)  rf=r size=32 type=hf align=16 words (r48.0)
//.declare V0076 (88)  rf=r size=32 type=hf align=16 words (r49.0)
//.declare V0077 (89)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0078 (90)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0079 (91)  rf=r size=32 type=hf align=16 words (r58.0)
//.declare V0080 (92)  rf=r size=32 type=hf align=16 words (r59.0)
//.declare V0081 (93)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0082 (94)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0083 (95)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0084 (96)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0085 (97)  rf=r size=64 type=f align=16 words (r72.0)
//.declare V0086 (98)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0087 (99)  rf=r size=32 type=hf align=16 words (r92.0)
//.declare V0088 (100)  rf=r size=32 type=hf align=16 words (r93.0)
//.declare V0089 (101)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V0090 (102)  rf=r size=64 type=f align=16 words (r70.0)
//.declare V0091 (103)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0092 (104)  rf=r size=64 type=f align=16 words (r78.0)
//.declare V0093 (105)  rf=r size=32 type=hf align=16 words (r94.0)
//.declare V0094 (106)  rf=r size=32 type=hf align=16 words (r95.0)
//.declare V0095 (107)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0096 (108)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V0097 (109)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0098 (110)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0099 (111)  rf=r size=32 type=hf align=16 words (r122.0)
//.declare V0100 (112)  rf=r size=32 type=hf align=16 words (r123.0)
//.declare V0101 (113)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0102 (114)  rf=r size=64 type=f align=16 words (r3.0)
//.declare V0103 (115)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0104 (116)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0105 (117)  rf=r size=64 type=f align=16 words (r5.0)
//.declare V0106 (118)  rf=r size=64 type=f align=16 words (r7.0)
//.declare V0107 (119)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0108 (120)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0109 (121)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0110 (122)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0111 (123)  rf=r size=32 type=hf align=16 words (r56.0)
//.declare V0112 (124)  rf=r size=32 type=hf align=16 words (r57.0)
//.declare V0113 (125)  rf=r size=64 type=f align=16 words (r88.0)
//.declare V0114 (126)  rf=r size=64 type=f align=16 words (r90.0)
//.declare V0115 (127)  rf=r size=32 type=hf align=16 words (r108.0)
//.declare V0116 (128)  rf=r size=32 type=hf align=16 words (r109.0)
//.declare P01 (129)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0117 (130)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0118 (131)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0119 (132)  rf=r size=32 type=hf align=16 words (r124.0)
//.declare V0120 (133)  rf=r size=32 type=hf align=16 words (r125.0)
//.declare V0121 (134)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0122 (135)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0123 (136)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0124 (137)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0125 (138)  rf=r size=32 type=hf align=16 words (r58.0)
//.declare V0126 (139)  rf=r size=32 type=hf align=16 words (r59.0)
//.declare V0127 (140)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0128 (141)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0129 (142)  rf=r size=64 type=f align=16 words (r72.0)
//.declare V0130 (143)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0131 (144)  rf=r size=32 type=hf align=16 words (r80.0)
//.declare V0132 (145)  rf=r size=32 type=hf align=16 words (r81.0)
//.declare V0133 (146)  rf=r size=64 type=f align=16 words (r82.0)
//.declare V0134 (147)  rf=r size=64 type=f align=16 words (r84.0)
//.declare V0135 (148)  rf=r size=32 type=hf align=16 words (r118.0)
//.declare V0136 (149)  rf=r size=32 type=hf align=16 words (r119.0)
//.declare P02 (150)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0137 (151)  rf=r size=64 type=f align=16 words (r7.0)
//.declare V0138 (152)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0139 (153)  rf=r size=32 type=hf align=16 words (r58.0)
//.declare V0140 (154)  rf=r size=32 type=hf align=16 words (r59.0)
//.declare V0141 (155)  rf=r size=32 type=uw alias=V0139+0 align=16 words (r58.0)
//.declare V0142 (156)  rf=r size=32 type=uw alias=V0140+0 align=16 words (r59.0)
//.declare  (159)  rf=r size=160 type=ud align=16 words (r68.0)
//.declare  (162)  rf=r size=160 type=ud align=16 words (r73.0)
//.declare V0145 (163)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V0146 (164)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0147 (165)  rf=r size=32 type=hf align=16 words (r22.0)
//.declare V0148 (166)  rf=r size=32 type=hf align=16 words (r23.0)
//.declare V0149 (167)  rf=r size=64 type=f align=16 words (r86.0)
//.declare V0150 (168)  rf=r size=64 type=f align=16 words (r92.0)
//.declare V0151 (169)  rf=r size=32 type=hf align=16 words (r124.0)
//.declare V0152 (170)  rf=r size=32 type=hf align=16 words (r125.0)
//.declare V0153 (171)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0154 (172)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0155 (173)  rf=r size=32 type=hf align=16 words (r28.0)
//.declare V0156 (174)  rf=r size=32 type=hf align=16 words (r29.0)
//.declare V0157 (175)  rf=r size=64 type=f align=16 words (r94.0)
//.declare V0158 (176)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0159 (177)  rf=r size=32 type=hf align=16 words (r5.0)
//.declare V0160 (178)  rf=r size=32 type=hf align=16 words (r6.0)
//.declare V0161 (179)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0162 (180)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0165 (183)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0166 (184)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0169 (187)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0170 (188)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0173 (191)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0174 (192)  rf=r size=64 type=f align=16 words (r36.0)
//.declare  (201)  rf=r size=192 type=ud align=16 words (r92.0)
//.declare  (202)  rf=r size=192 type=ud align=16 words (r98.0)
//.declare  (209)  rf=r size=128 type=ud align=16 words (r104.0)
//.declare  (210)  rf=r size=128 type=ud align=16 words (r108.0)
//.declare V0189 (211)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0190 (212)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0191 (213)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0192 (214)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0193 (215)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare  (216)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (217)  rf=r size=64 type=hf align=32 words (r44.0)
//.declare  (218)  rf=r size=64 type=hf align=32 words (r46.0)
//.declare  (219)  rf=r size=64 type=hf align=32 words (r54.0)
//.declare  (220)  rf=r size=64 type=hf align=32 words (r56.0)
//.declare  (221)  rf=r size=64 type=hf align=32 words (r80.0)
//.declare  (222)  rf=r size=64 type=hf align=32 words (r82.0)
//.declare  (223)  rf=r size=64 type=hf align=32 words (r84.0)
//.declare  (224)  rf=r size=64 type=hf align=32 words (r86.0)
//.declare  (225)  rf=r size=64 type=hf align=32 words (r114.0)
//.declare  (226)  rf=r size=64 type=hf align=32 words (r116.0)
//.declare  (227)  rf=r size=64 type=hf align=32 words (r48.0)
//.declare  (228)  rf=r size=64 type=hf align=32 words (r50.0)
//.declare  (229)  rf=r size=64 type=hf align=32 words (r96.0)
//.declare  (230)  rf=r size=64 type=hf align=32 words (r98.0)
//.declare  (231)  rf=r size=64 type=hf align=32 words (r118.0)
//.declare  (232)  rf=r size=64 type=hf align=32 words (r120.0)
//.declare  (233)  rf=r size=64 type=hf align=32 words (r52.0)
//.declare  (234)  rf=r size=64 type=hf align=32 words (r54.0)
//.declare  (235)  rf=r size=64 type=hf align=32 words (r76.0)
//.declare  (236)  rf=r size=64 type=hf align=32 words (r78.0)
//.declare  (237)  rf=r size=64 type=hf align=32 words (r98.0)
//.declare  (238)  rf=r size=64 type=hf align=32 words (r100.0)
//.declare  (239)  rf=r size=64 type=hf align=32 words (r46.0)
//.declare  (240)  rf=r size=64 type=hf align=32 words (r48.0)
//.declare  (241)  rf=r size=64 type=hf align=32 words (r120.0)
//.declare  (242)  rf=r size=64 type=hf align=32 words (r122.0)
//.declare  (243)  rf=r size=64 type=hf align=32 words (r106.0)
//.declare  (244)  rf=r size=64 type=hf align=32 words (r108.0)
//.declare  (245)  rf=r size=64 type=hf align=32 words (r1.0)
//.declare  (246)  rf=r size=64 type=hf align=32 words (r3.0)
//.declare  (247)  rf=r size=64 type=hf align=32 words (r114.0)
//.declare  (248)  rf=r size=64 type=hf align=32 words (r116.0)
//.declare  (249)  rf=r size=64 type=hf align=32 words (r50.0)
//.declare  (250)  rf=r size=64 type=hf align=32 words (r52.0)
//.declare  (251)  rf=r size=64 type=hf align=32 words (r54.0)
//.declare  (252)  rf=r size=64 type=hf align=32 words (r56.0)
//.declare  (261)  rf=r size=64 type=d align=16 words (r60.0)
//.declare  (262)  rf=r size=64 type=d align=16 words (r64.0)
//.declare  (263)  rf=r size=64 type=d align=16 words (r62.0)
//.declare  (264)  rf=r size=64 type=d align=16 words (r66.0)
//.declare  (265)  rf=r size=64 type=hf alias=+0 align=16 words (r60.0)
//.declare  (266)  rf=r size=64 type=hf alias=+0 align=16 words (r62.0)
//.declare  (267)  rf=r size=64 type=hf alias=+0 align=16 words (r64.0)
//.declare  (268)  rf=r size=64 type=hf alias=+0 align=16 words (r66.0)

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
// | V0189    | :uq      |      8 | r8       | general    |
// | V0190    | :uq      |      8 | r8+8     | general    |
// | V0191    | :uq      |      8 | r8+16    | general    |
// | V0192    | :uq      |      8 | r8+24    | general    |
// | V0193    | :uq      |      8 | r9       | general    |
// | V0037    | :d x 3   |     12 | r9+8     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.2<0;1,0>:d     r0.1<0;1,0>:d                       // $2
(W)     mov (8|M0)               r14.0<1>:ud   0x0:ud                              {Compacted}       // $12
(W)     mov (8|M0)               r17.0<1>:ud   0x0:ud                              {Compacted}       // $15
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $189
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r15.0<1>:d    r10.0<8;8,1>:d    1:w                                 // $9
        shl (16|M16)             r18.0<1>:d    r12.0<8;8,1>:d    1:w                                 // $10
        shl (16|M0)              r24.0<1>:d    r10.0<8;8,1>:d    3:w                                 // $17
        shl (16|M16)             r26.0<1>:d    r12.0<8;8,1>:d    3:w                                 // $18
        send (16|M0)             r20:w    r14:f   0xA            0x06290500           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 16b // $12
        send (16|M16)            r22:w    r17:f   0xA            0x06290500           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 16b // $15
        send (16|M0)             r28:w    r24:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $20
        send (16|M16)            r32:w    r26:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $22
        mov (16|M0)              r36.0<1>:f    r20.0<2;1,0>:hf                                       // $31
        mov (16|M16)             r38.0<1>:f    r22.0<2;1,0>:hf                                       // $32
        mov (16|M0)              r64.0<1>:f    r28.0<2;1,0>:hf                                       // $45
        mov (16|M0)              r68.0<1>:f    r28.1<2;1,0>:hf                                       // $51
        mul (16|M0)              r40.0<1>:f    r36.0<8;8,1>:f    0x3FC00000:f                        // $33
        mul (16|M16)             r42.0<1>:f    r38.0<8;8,1>:f    0x3FC00000:f                        // $34
        mov (16|M16)             r66.0<1>:f    r32.0<2;1,0>:hf                                       // $46
        mov (16|M16)             r70.0<1>:f    r32.1<2;1,0>:hf                                       // $52
        mov (16|M0)              r44.0<2>:hf   r40.0<8;8,1>:f                                        // $35
        mov (16|M16)             r46.0<2>:hf   r42.0<8;8,1>:f                                        // $36
        add (16|M0)              r76.0<1>:f    r68.0<8;8,1>:f    0x40000000:f                        // $53
        add (16|M16)             r78.0<1>:f    r70.0<8;8,1>:f    0x40000000:f                        // $54
        mov (16|M0)              r48.0<1>:hf   r44.0<2;1,0>:hf                                       // $35
        mov (16|M16)             r49.0<1>:hf   r46.0<2;1,0>:hf                                       // $36
        mov (16|M0)              r84.0<2>:hf   r76.0<8;8,1>:f                                        // $55
        mov (16|M16)             r86.0<2>:hf   r78.0<8;8,1>:f                                        // $56
        mov (16|M0)              r50.0<1>:f    r48.0<16;16,1>:hf                                     // $37
        mov (16|M16)             r52.0<1>:f    r49.0<16;16,1>:hf                                     // $38
        mov (16|M0)              r88.0<1>:f    r30.1<2;1,0>:hf                                       // $77
        mov (16|M16)             r90.0<1>:f    r34.1<2;1,0>:hf                                       // $78
        mov (16|M0)              r94.0<1>:hf   r84.0<2;1,0>:hf                                       // $55
        add (16|M0)              r50.0<1>:f    r50.0<8;8,1>:f    0x3E800000:f                        // $39
        add (16|M16)             r52.0<1>:f    r52.0<8;8,1>:f    0x3E800000:f                        // $40
        mov (16|M16)             r95.0<1>:hf   r86.0<2;1,0>:hf                                       // $56
        mov (16|M0)              r96.0<2>:hf   -r88.0<8;8,1>:f                                       // $79
        mov (16|M0)              r54.0<2>:hf   r50.0<8;8,1>:f                                        // $41
        mov (16|M16)             r56.0<2>:hf   r52.0<8;8,1>:f                                        // $42
        mov (16|M16)             r98.0<2>:hf   -r90.0<8;8,1>:f                                       // $80
        mov (16|M0)              r104.0<1>:f   r94.0<16;16,1>:hf                                     // $59
        mov (16|M0)              r58.0<1>:hf   r54.0<2;1,0>:hf                                       // $41
        mov (16|M16)             r59.0<1>:hf   r56.0<2;1,0>:hf                                       // $42
        mov (16|M16)             r106.0<1>:f   r95.0<16;16,1>:hf                                     // $60
        mov (16|M0)              r108.0<1>:hf  r96.0<2;1,0>:hf                                       // $79
        mov (16|M0)              r60.0<1>:f    r58.0<16;16,1>:hf                                     // $43
        mov (16|M16)             r109.0<1>:hf  r98.0<2;1,0>:hf                                       // $80
        mov (16|M16)             r62.0<1>:f    r59.0<16;16,1>:hf                                     // $44
        mov (16|M0)              r5.0<1>:f     r30.0<2;1,0>:hf                                       // $69
        mov (16|M0)              r110.0<1>:f   r108.0<16;16,1>:hf                                    // $83
        mad (16|M0)              r72.0<1>:f    r64.0<2;1>:f      r36.0<2;1>:f      r60.0<1>:f       {Compacted} // $47 {0=EH, 1=EL, 2=EL, BC=BAD}
        mov (16|M16)             r112.0<1>:f   r109.0<16;16,1>:hf                                    // $84
        mad (16|M16)             r74.0<1>:f    r66.0<2;1>:f      r38.0<2;1>:f      r62.0<1>:f       {Compacted} // $48 {0=EH, 1=EL, 2=EL, BC=BAD}
        mov (16|M16)             r7.0<1>:f     r34.0<2;1,0>:hf                                       // $70
        mov (16|M0)              r80.0<2>:hf   r72.0<8;8,1>:f                                        // $49
        csel (16|M0)  (ge)f0.0   r110.0<1>:f   r88.0<2;1>:f      r110.0<2;1>:f     r88.0<1>:f        // $85 {0=EH, 1=EH, 2=EH, BC=BAD}
        mov (16|M16)             r82.0<2>:hf   r74.0<8;8,1>:f                                        // $50
        csel (16|M16) (ge)f0.0   r112.0<1>:f   r90.0<2;1>:f      r112.0<2;1>:f     r90.0<1>:f        // $86 {0=EH, 1=EH, 2=EH, BC=BAD}
        mov (16|M0)              r92.0<1>:hf   r80.0<2;1,0>:hf                                       // $49
        mov (16|M0)              r118.0<2>:hf  r110.0<8;8,1>:f                                       // $87
        mov (16|M16)             r93.0<1>:hf   r82.0<2;1,0>:hf                                       // $50
        mov (16|M16)             r120.0<2>:hf  r112.0<8;8,1>:f                                       // $88
        mov (16|M0)              r100.0<1>:f   r92.0<16;16,1>:hf                                     // $57
        mov (16|M0)              r124.0<1>:hf  r118.0<2;1,0>:hf                                      // $87
        mov (16|M16)             r102.0<1>:f   r93.0<16;16,1>:hf                                     // $58
        sel (16|M0)   (lt)f0.0   r32.0<1>:f    r5.0<8;8,1>:f     0x7FC00000:f                        // $71
        mov (16|M16)             r125.0<1>:hf  r120.0<2;1,0>:hf                                      // $88
        math.fdiv (16|M0)        r100.0<1>:f   r100.0<8;8,1>:f   r104.0<8;8,1>:f  {Compacted}        // $61
        nop                                                                                          // $89
        mov (16|M0)              r20.0<1>:f    r124.0<16;16,1>:hf                                    // $89
        math.fdiv (16|M16)       r102.0<1>:f   r102.0<8;8,1>:f   r106.0<8;8,1>:f                     // $62
        nop                                                                                          // $63
        mov (16|M0)              r114.0<2>:hf  r100.0<8;8,1>:f                                       // $63
        mov (16|M16)             r22.0<1>:f    r125.0<16;16,1>:hf                                    // $90
        sel (16|M16)  (lt)f0.0   r34.0<1>:f    r7.0<8;8,1>:f     0x7FC00000:f                        // $72
        math.sqt (16|M0)         r40.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $91
        mov (16|M16)             r116.0<2>:hf  r102.0<8;8,1>:f                                       // $64
        mov (16|M0)              r122.0<1>:hf  r114.0<2;1,0>:hf                                      // $63
        math.sqt (16|M16)        r42.0<1>:f    r22.0<8;8,1>:f                                        // $92
        mov (16|M16)             r123.0<1>:hf  r116.0<2;1,0>:hf                                      // $64
        mov (16|M0)              r1.0<1>:f     r122.0<16;16,1>:hf                                    // $65
        mov (16|M0)              r52.0<2>:hf   r40.0<8;8,1>:f                                        // $93
        mul (16|M0)              r86.0<1>:f    r68.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}        // $125
        mov (16|M16)             r3.0<1>:f     r123.0<16;16,1>:hf                                    // $66
        mov (16|M16)             r54.0<2>:hf   r42.0<8;8,1>:f                                        // $94
        sel (16|M0)   (lt)f0.0   r28.0<1>:f    r1.0<8;8,1>:f     0x7FC00000:f                        // $67
        mov (16|M0)              r58.0<1>:hf   r52.0<2;1,0>:hf                                       // $93
        sel (16|M16)  (lt)f0.0   r30.0<1>:f    r3.0<8;8,1>:f     0x7FC00000:f                        // $68
        mov (16|M16)             r59.0<1>:hf   r54.0<2;1,0>:hf                                       // $94
        sel (16|M0)   (ge)f0.0   r44.0<1>:f    r28.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $73
        mov (16|M0)              r72.0<1>:f    r58.0<16;16,1>:hf                                     // $97
        sel (16|M16)  (ge)f0.0   r46.0<1>:f    r30.0<8;8,1>:f    r34.0<8;8,1>:f                      // $74
        mov (16|M16)             r74.0<1>:f    r59.0<16;16,1>:hf                                     // $98
        mul (16|M0)              r94.0<1>:f    r88.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}        // $133
        mov (16|M0)              r48.0<2>:hf   r44.0<8;8,1>:f                                        // $75
        mov (16|M16)             r50.0<2>:hf   r46.0<8;8,1>:f                                        // $76
        mul (16|M16)             r96.0<1>:f    r90.0<8;8,1>:f    r38.0<8;8,1>:f                      // $134
        mul (16|M16)             r92.0<1>:f    r70.0<8;8,1>:f    r38.0<8;8,1>:f                      // $126
        mov (16|M0)              r56.0<1>:hf   r48.0<2;1,0>:hf                                       // $75
        mov (16|M16)             r57.0<1>:hf   r50.0<2;1,0>:hf                                       // $76
        mul (16|M0)              r110.0<1>:f   r5.0<8;8,1>:f     r36.0<8;8,1>:f   {Compacted}        // $129
        mul (16|M0)              r102.0<1>:f   r64.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}        // $121
        mov (16|M0)              r60.0<1>:f    r56.0<16;16,1>:hf                                     // $95
        mov (16|M16)             r62.0<1>:f    r57.0<16;16,1>:hf                                     // $96
        mul (16|M16)             r112.0<1>:f   r7.0<8;8,1>:f     r38.0<8;8,1>:f                      // $130
        mul (16|M16)             r104.0<1>:f   r66.0<8;8,1>:f    r38.0<8;8,1>:f                      // $122
        mov (16|M0)              r106.0<2>:hf  r86.0<8;8,1>:f                                        // $127
        add (16|M0)              r60.0<1>:f    r60.0<8;8,1>:f    r72.0<8;8,1>:f   {Compacted}        // $99
        add (16|M16)             r62.0<1>:f    r62.0<8;8,1>:f    r74.0<8;8,1>:f                      // $100
        mov (16|M0)              r114.0<2>:hf  r94.0<8;8,1>:f                                        // $135
        mov (16|M16)             r116.0<2>:hf  r96.0<8;8,1>:f                                        // $136
        mov (16|M0)              r76.0<2>:hf   r60.0<8;8,1>:f                                        // $101
        mov (16|M16)             r78.0<2>:hf   r62.0<8;8,1>:f                                        // $102
        mov (16|M16)             r108.0<2>:hf  r92.0<8;8,1>:f                                        // $128
        mov (16|M0)              r1.0<2>:hf    r110.0<8;8,1>:f                                       // $131
        mov (16|M0)              r80.0<1>:hf   r76.0<2;1,0>:hf                                       // $101
        mov (16|M16)             r81.0<1>:hf   r78.0<2;1,0>:hf                                       // $102
        mov (16|M0)              r120.0<2>:hf  r102.0<8;8,1>:f                                       // $123
        mov (16|M16)             r3.0<2>:hf    r112.0<8;8,1>:f                                       // $132
        mov (16|M0)              r82.0<1>:f    r80.0<16;16,1>:hf                                     // $103
        mov (16|M16)             r84.0<1>:f    r81.0<16;16,1>:hf                                     // $104
        mov (16|M16)             r122.0<2>:hf  r104.0<8;8,1>:f                                       // $124
        mov (16|M0)              r124.0<1>:hf  r106.0<2;1,0>:hf                                      // $127
        mov (16|M0)              r5.0<1>:hf    r114.0<2;1,0>:hf                                      // $135
        mov (16|M0)              r98.0<2>:hf   -r82.0<8;8,1>:f                                       // $105
        mov (16|M16)             r100.0<2>:hf  -r84.0<8;8,1>:f                                       // $106
        mov (16|M16)             r6.0<1>:hf    r116.0<2;1,0>:hf                                      // $136
        mov (16|M16)             r125.0<1>:hf  r108.0<2;1,0>:hf                                      // $128
        mov (16|M0)              r118.0<1>:hf  r98.0<2;1,0>:hf                                       // $105
        cmp (16|M0)   (gt)f0.0   null<1>:f     r36.0<8;8,1>:f    r64.0<8;8,1>:f   {Compacted}        // $107
        mov (16|M16)             r119.0<1>:hf  r100.0<2;1,0>:hf                                      // $106
        cmp (16|M16)  (gt)f0.0   null<1>:f     r38.0<8;8,1>:f    r66.0<8;8,1>:f                      // $108
        mov (16|M0)              r28.0<1>:hf   r1.0<2;1,0>:hf                                        // $131
        mov (16|M0)              r22.0<1>:hf   r120.0<2;1,0>:hf                                      // $123
        mov (16|M16)             r29.0<1>:hf   r3.0<2;1,0>:hf                                        // $132
        mov (16|M16)             r23.0<1>:hf   r122.0<2;1,0>:hf                                      // $124
        mov (16|M0)              r30.0<1>:f    r124.0<16;16,1>:hf                                    // $143
        mov (16|M0)              r34.0<1>:f    r5.0<16;16,1>:hf                                      // $155
        mov (16|M16)             r36.0<1>:f    r6.0<16;16,1>:hf                                      // $156
        mov (16|M16)             r32.0<1>:f    r125.0<16;16,1>:hf                                    // $144
        mov (16|M0)              r7.0<1>:f     r118.0<16;16,1>:hf                                    // $109
        mov (16|M16)             r20.0<1>:f    r119.0<16;16,1>:hf                                    // $110
(f0.0)  mov (16|M0)              r7.0<1>:f     r82.0<8;8,1>:f                   {Compacted}          // $111
        mov (16|M0)              r42.0<1>:f    r28.0<16;16,1>:hf                                     // $149
        mov (16|M0)              r38.0<1>:f    r22.0<16;16,1>:hf                                     // $137
(f0.0)  mov (16|M16)             r20.0<1>:f    r84.0<8;8,1>:f                                        // $112
        mov (16|M16)             r44.0<1>:f    r29.0<16;16,1>:hf                                     // $150
        mov (16|M16)             r40.0<1>:f    r23.0<16;16,1>:hf                                     // $138
        add (16|M0)              r30.0<1>:f    r30.0<8;8,1>:f    r82.0<8;8,1>:f   {Compacted}        // $145
        add (16|M0)              r34.0<1>:f    r34.0<8;8,1>:f    r82.0<8;8,1>:f   {Compacted}        // $157
        add (16|M16)             r36.0<1>:f    r36.0<8;8,1>:f    r84.0<8;8,1>:f                      // $158
        add (16|M16)             r32.0<1>:f    r32.0<8;8,1>:f    r84.0<8;8,1>:f                      // $146
        mov (16|M0)              r46.0<2>:hf   r7.0<8;8,1>:f                                         // $113
        add (16|M0)              r42.0<1>:f    r42.0<8;8,1>:f    r82.0<8;8,1>:f   {Compacted}        // $151
        add (16|M0)              r38.0<1>:f    r38.0<8;8,1>:f    r82.0<8;8,1>:f   {Compacted}        // $139
        mov (16|M16)             r48.0<2>:hf   r20.0<8;8,1>:f                                        // $114
        add (16|M16)             r44.0<1>:f    r44.0<8;8,1>:f    r84.0<8;8,1>:f                      // $152
        add (16|M16)             r40.0<1>:f    r40.0<8;8,1>:f    r84.0<8;8,1>:f                      // $140
        mov (16|M0)              r50.0<2>:hf   r30.0<8;8,1>:f                                        // $147
        mov (16|M0)              r54.0<2>:hf   r34.0<8;8,1>:f                                        // $159
        mov (16|M16)             r56.0<2>:hf   r36.0<8;8,1>:f                                        // $160
        mov (16|M16)             r52.0<2>:hf   r32.0<8;8,1>:f                                        // $148
        mov (16|M0)              r58.0<1>:hf   r46.0<2;1,0>:hf                                       // $113
        mov (16|M0)              r64.0<2>:hf   r42.0<8;8,1>:f                                        // $153
        mov (16|M0)              r60.0<2>:hf   r38.0<8;8,1>:f                                        // $141
        mov (16|M16)             r59.0<1>:hf   r48.0<2;1,0>:hf                                       // $114
        mov (16|M16)             r66.0<2>:hf   r44.0<8;8,1>:f                                        // $154
        mov (16|M16)             r62.0<2>:hf   r40.0<8;8,1>:f                                        // $142
        mov (16|M0)              r64.1<2>:hf   r54.0<2;1,0>:hf                                       // $159
        mov (16|M0)              r60.1<2>:hf   r50.0<2;1,0>:hf                                       // $147
        mov (16|M16)             r66.1<2>:hf   r56.0<2;1,0>:hf                                       // $160
        mov (16|M16)             r62.1<2>:hf   r52.0<2;1,0>:hf                                       // $148
(W)     mov (8|M0)               r68.0<1>:ud   0x0:ud                              {Compacted}       // $117
        mov (16|M0)              r69.0<1>:ud   r15.0<8;8,1>:ud                  {Compacted}          // $117
        mov (16|M0)              r71.0<1>:ud   r58.0<16;16,1>:uw                                     // $115
(W)     mov (8|M0)               r73.0<1>:ud   0x0:ud                              {Compacted}       // $120
        mov (16|M16)             r74.0<1>:ud   r18.0<8;8,1>:ud                                       // $120
        mov (16|M16)             r76.0<1>:ud   r59.0<16;16,1>:uw                                     // $118
        mov (16|M0)              r92.0<1>:ud   r24.0<8;8,1>:ud                  {Compacted}          // $178
        mov (16|M0)              r96.0<1>:d    r64.0<8;8,1>:d                   {Compacted}          // $178
        mov (16|M0)              r94.0<1>:d    r60.0<8;8,1>:d                   {Compacted}          // $178
        mov (16|M16)             r98.0<1>:ud   r26.0<8;8,1>:ud                                       // $180
        mov (16|M16)             r102.0<1>:d   r66.0<8;8,1>:d                                        // $180
        mov (16|M16)             r100.0<1>:d   r62.0<8;8,1>:d                                        // $180
        send (16|M0)             null:w   r68:f   0xA            0x0A0B0502           // wr:5h+0, rd:0; hdc.dc0; byte scattering write 16b // $117
        shl (16|M0)              r104.0<1>:d   r10.0<8;8,1>:d    2:w                                 // $183
        add (16|M0)              r106.0<1>:f   r82.0<8;8,1>:f    r88.0<8;8,1>:f   {Compacted}        // $181
        send (16|M16)            null:w   r73:f   0xA            0x0A0B0502           // wr:5h+0, rd:0; hdc.dc0; byte scattering write 16b // $120
        add (16|M16)             r110.0<1>:f   r84.0<8;8,1>:f    r90.0<8;8,1>:f                      // $182
        shl (16|M16)             r108.0<1>:d   r12.0<8;8,1>:d    2:w                                 // $184
        send (16|M0)             null:w   r92:f   0xC            0x0C025C03           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $178
        send (16|M16)            null:w   r98:f   0xC            0x0C025C03           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $180
        send (16|M0)             null:w   r104:f  0xC            0x08025E04           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $186
        send (16|M16)            null:w   r108:f  0xC            0x08025E04           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $188
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $189
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 4
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
