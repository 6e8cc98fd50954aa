//.kernel int_builtins
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 183
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
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r10.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r12.0)
//.declare V0056 (64)  rf=r size=128 type=d align=16 words (r22.0)
//.declare V0057 (65)  rf=r size=128 type=d align=16 words (r26.0)
//.declare V0058 (66)  rf=r size=128 type=d align=16 words (r14.0)
//.declare V0059 (67)  rf=r size=128 type=d align=16 words (r18.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0062 (70)  rf=r size=128 type=ud alias=V0056+0 align=16 words (r22.0)
//.declare V0063 (71)  rf=r size=128 type=ud alias=V0057+0 align=16 words (r26.0)
//.declare V0064 (72)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r50.0)
//.declare V0065 (73)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r52.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0070 (78)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r34.0)
//.declare V0071 (79)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r36.0)
//.declare V0072 (80)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r54.0)
//.declare V0073 (81)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r56.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0076 (84)  rf=r size=128 type=ud alias=V0058+0 align=16 words (r14.0)
//.declare V0077 (85)  rf=r size=128 type=ud alias=V0059+0 align=16 words (r18.0)
//.declare V0078 (86)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r82.0)
//.declare V0079 (87)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r84.0)
//.declare V0080 (88)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0087 (95)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0088 (96)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0089 (97)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0090 (98)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0091 (99)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0092 (100)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0093 (101)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0094 (102)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0095 (103)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0096 (104)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0097 (105)  rf=r size=64 type=d align=16 words (r8.0)
//.declare P01 (106)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0098 (107)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0099 (108)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0110 (119)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0111 (120)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0120 (129)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0121 (130)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0122 (131)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0123 (132)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0134 (143)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0135 (144)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0144 (153)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0145 (154)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0146 (155)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0147 (156)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0150 (159)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0151 (160)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0156 (165)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0157 (166)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0160 (169)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0161 (170)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0162 (171)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0163 (172)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0164 (173)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0165 (174)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0166 (175)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0167 (176)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0168 (177)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0169 (178)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0170 (179)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0171 (180)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0172 (181)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0173 (182)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0174 (183)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0175 (184)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0176 (185)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0177 (186)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0178 (187)  rf=r size=64 type=ud alias=V0176+0 align=16 words (r34.0)
//.declare V0179 (188)  rf=r size=64 type=ud alias=V0177+0 align=16 words (r36.0)
//.declare V0180 (189)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0181 (190)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0182 (191)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0183 (192)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0184 (193)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (194)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (195)  rf=r size=64 type=d align=32 words (r86.0)
//.declare  (196)  rf=r size=64 type=d align=32 words (r88.0)
//.declare  (197)  rf=r size=64 type=d align=32 words (r90.0)
//.declare  (198)  rf=r size=64 type=d align=32 words (r92.0)
//.declare  (199)  rf=r size=64 type=d align=32 words (r94.0)
//.declare  (200)  rf=r size=64 type=d align=32 words (r96.0)
//.declare  (201)  rf=r size=64 type=d align=32 words (r98.0)
//.declare  (202)  rf=r size=64 type=d align=32 words (r100.0)
//.declare  (203)  rf=r size=64 type=d align=32 words (r42.0)
//.declare  (204)  rf=r size=64 type=d align=32 words (r44.0)
//.declare  (205)  rf=r size=64 type=d align=32 words (r46.0)
//.declare  (206)  rf=r size=64 type=d align=32 words (r48.0)
//.declare  (207)  rf=r size=64 type=d align=32 words (r66.0)
//.declare  (208)  rf=r size=64 type=d align=32 words (r68.0)
//.declare  (209)  rf=r size=64 type=d align=32 words (r70.0)
//.declare  (210)  rf=r size=64 type=d align=32 words (r72.0)
//.declare  (219)  rf=r size=64 type=q align=16 words (r66.0)
//.declare  (220)  rf=r size=64 type=q align=16 words (r68.0)
//.declare  (221)  rf=r size=64 type=q align=16 words (r70.0)
//.declare  (222)  rf=r size=64 type=q align=16 words (r72.0)
//.declare  (227)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (228)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (229)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (230)  rf=r size=64 type=q align=16 words (r48.0)
//.declare  (231)  rf=r size=64 type=q align=16 words (r74.0)
//.declare  (232)  rf=r size=64 type=q align=16 words (r76.0)
//.declare  (233)  rf=r size=64 type=q align=16 words (r78.0)
//.declare  (234)  rf=r size=64 type=q align=16 words (r80.0)
//.declare  (247)  rf=r size=64 type=q align=16 words (r102.0)
//.declare  (248)  rf=r size=64 type=q align=16 words (r104.0)
//.declare  (249)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (250)  rf=r size=64 type=q align=16 words (r108.0)
//.declare  (255)  rf=r size=64 type=q align=16 words (r110.0)
//.declare  (256)  rf=r size=64 type=q align=16 words (r112.0)
//.declare  (257)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (258)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (259)  rf=r size=64 type=q align=16 words (r50.0)
//.declare  (260)  rf=r size=64 type=q align=16 words (r52.0)
//.declare  (261)  rf=r size=64 type=q align=16 words (r54.0)
//.declare  (262)  rf=r size=64 type=q align=16 words (r56.0)
//.declare  (267)  rf=r size=64 type=q align=16 words (r90.0)
//.declare  (268)  rf=r size=64 type=q align=16 words (r92.0)
//.declare  (269)  rf=r size=64 type=q align=16 words (r94.0)
//.declare  (270)  rf=r size=64 type=q align=16 words (r96.0)
//.declare  (271)  rf=r size=64 type=q align=16 words (r98.0)
//.declare  (272)  rf=r size=64 type=q align=16 words (r100.0)
//.declare  (273)  rf=r size=64 type=q align=16 words (r102.0)
//.declare  (274)  rf=r size=64 type=q align=16 words (r104.0)
//.declare  (275)  rf=r size=64 type=uq alias=+0 align=16 words (r66.0)
//.declare  (276)  rf=r size=64 type=uq alias=+0 align=16 words (r68.0)
//.declare  (277)  rf=r size=64 type=uq alias=+0 align=16 words (r70.0)
//.declare  (278)  rf=r size=64 type=uq alias=+0 align=16 words (r72.0)
//.declare  (279)  rf=r size=64 type=uq alias=+0 align=16 words (r74.0)
//.declare  (280)  rf=r size=64 type=uq alias=+0 align=16 words (r76.0)
//.declare  (281)  rf=r size=64 type=uq alias=+0 align=16 words (r78.0)
//.declare  (282)  rf=r size=64 type=uq alias=+0 align=16 words (r80.0)
//.declare  (283)  rf=r size=64 type=uq alias=+0 align=16 words (r102.0)
//.declare  (284)  rf=r size=64 type=uq alias=+0 align=16 words (r104.0)
//.declare  (285)  rf=r size=64 type=uq alias=+0 align=16 words (r106.0)
//.declare  (286)  rf=r size=64 type=uq alias=+0 align=16 words (r108.0)
//.declare  (287)  rf=r size=64 type=uq alias=+0 align=16 words (r50.0)
//.declare  (288)  rf=r size=64 type=uq alias=+0 align=16 words (r52.0)
//.declare  (289)  rf=r size=64 type=uq alias=+0 align=16 words (r54.0)
//.declare  (290)  rf=r size=64 type=uq alias=+0 align=16 words (r56.0)
//.declare  (291)  rf=r size=64 type=d alias=+0 align=16 words (r90.0)
//.declare  (292)  rf=r size=64 type=d alias=+0 align=16 words (r92.0)
//.declare  (293)  rf=r size=64 type=d alias=+0 align=16 words (r94.0)
//.declare  (294)  rf=r size=64 type=d alias=+0 align=16 words (r96.0)
//.declare  (295)  rf=r size=64 type=d alias=+0 align=16 words (r98.0)
//.declare  (296)  rf=r size=64 type=d alias=+0 align=16 words (r100.0)
//.declare  (297)  rf=r size=64 type=d alias=+0 align=16 words (r102.0)
//.declare  (298)  rf=r size=64 type=d alias=+0 align=16 words (r104.0)

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
// | V0182    | :uq      |      8 | r8       | general    |
// | V0183    | :uq      |      8 | r8+8     | general    |
// | V0184    | :uq      |      8 | r8+16    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r126.1<0;1,0>:d  {Compacted}        // $2
(W)     mov (8|M0)               r127.0<1>:ud  r126.0<8;8,1>:ud                 {Compacted}          // $165
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     2:w                                 // $10
        send (16|M0)             r14:w    r10     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $16
        send (16|M16)            r18:w    r12     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $18
        send (16|M0)             r22:w    r10     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $12
        send (16|M16)            r26:w    r12     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $14
        and (16|M0)              r30.0<1>:d    r16.0<8;8,1>:d    31:w                                // $31
        and (16|M16)             r32.0<1>:d    r20.0<8;8,1>:d    31:w                                // $32
        bfrev (16|M0)            r34.0<1>:d    r24.0<8;8,1>:d                   {Compacted}          // $21
        bfrev (16|M16)           r36.0<1>:d    r28.0<8;8,1>:d                                        // $22
        add (16|M0)              r38.0<1>:d    -r30.0<8;8,1>:d   32:w                                // $33
        add (8|M0)               r42.0<1>:q    r14.0<8;8,1>:ud   1:w                                 // $79
        add (8|M8)               r44.0<1>:q    r15.0<8;8,1>:ud   1:w                                 // $79
        add (16|M16)             r40.0<1>:d    -r32.0<8;8,1>:d   32:w                                // $34
        add (8|M16)              r46.0<1>:q    r18.0<8;8,1>:ud   1:w                                 // $80
        add (8|M24)              r48.0<1>:q    r19.0<8;8,1>:ud   1:w                                 // $80
        shl (16|M0)              r58.0<1>:d    r14.0<8;8,1>:d    7:w                                 // $41
        shr (16|M0)              r62.0<1>:d    r14.0<8;8,1>:ud   25:w                                // $43
        lzd (16|M0)              r50.0<1>:ud   r22.0<8;8,1>:ud                  {Compacted}          // $19
        lzd (16|M16)             r52.0<1>:ud   r26.0<8;8,1>:ud                                       // $20
        lzd (16|M0)              r54.0<1>:ud   r34.0<8;8,1>:ud                  {Compacted}          // $23
        shl (16|M0)              r30.0<1>:d    r14.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $35
        lzd (16|M16)             r56.0<1>:ud   r36.0<8;8,1>:ud                                       // $24
        shr (16|M0)              r38.0<1>:d    r14.0<8;8,1>:ud   r38.0<8;8,1>:d                      // $37
        add (8|M0)               r66.0<1>:q    r16.0<8;8,1>:ud   r14.0<8;8,1>:ud                     // $73
        add (8|M8)               r68.0<1>:q    r17.0<8;8,1>:ud   r15.0<8;8,1>:ud                     // $73
        shl (16|M16)             r60.0<1>:d    r18.0<8;8,1>:d    7:w                                 // $42
        shr (16|M16)             r64.0<1>:d    r18.0<8;8,1>:ud   25:w                                // $44
        shl (16|M16)             r32.0<1>:d    r18.0<8;8,1>:d    r32.0<8;8,1>:d                      // $36
        add (8|M0)               r74.0<1>:q    r42.0<4;4,1>:q    r16.0<8;8,1>:ud                     // $81
        add (8|M8)               r76.0<1>:q    r44.0<4;4,1>:q    r17.0<8;8,1>:ud                     // $81
        shr (16|M16)             r40.0<1>:d    r18.0<8;8,1>:ud   r40.0<8;8,1>:d                      // $38
        add (8|M16)              r70.0<1>:q    r20.0<8;8,1>:ud   r18.0<8;8,1>:ud                     // $74
        add (8|M24)              r72.0<1>:q    r21.0<8;8,1>:ud   r19.0<8;8,1>:ud                     // $74
        add (8|M16)              r78.0<1>:q    r46.0<4;4,1>:q    r20.0<8;8,1>:ud                     // $82
        add (8|M24)              r80.0<1>:q    r48.0<4;4,1>:q    r21.0<8;8,1>:ud                     // $82
        cbit (16|M0)             r82.0<1>:ud   r14.0<8;8,1>:ud                  {Compacted}          // $27
        cbit (16|M16)            r84.0<1>:ud   r18.0<8;8,1>:ud                                       // $28
        or (16|M0)               r58.0<1>:d    r58.0<8;8,1>:d    r62.0<8;8,1>:d   {Compacted}        // $45
        add (16|M0)              r50.0<1>:d    r50.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}        // $25
        add (16|M16)             r52.0<1>:d    r52.0<8;8,1>:d    r56.0<8;8,1>:d                      // $26
        or (16|M0)               r30.0<1>:d    r30.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $39
        add (8|M0)               r102.0<1>:q   r24.0<8;8,1>:d    r22.0<8;8,1>:d                      // $93
        add (8|M8)               r104.0<1>:q   r25.0<8;8,1>:d    r23.0<8;8,1>:d                      // $93
        add (8|M0)               r110.0<1>:q   r22.0<8;8,1>:d    1:w                                 // $101
        add (8|M8)               r112.0<1>:q   r23.0<8;8,1>:d    1:w                                 // $101
        shr (8|M0)               r86.0<2>:d    r66.0<4;4,1>:uq   1:w                                 // $75
        shr (8|M8)               r88.0<2>:d    r68.0<4;4,1>:uq   1:w                                 // $75
        or (16|M16)              r60.0<1>:d    r60.0<8;8,1>:d    r64.0<8;8,1>:d                      // $46
        shr (8|M0)               r94.0<2>:d    r74.0<4;4,1>:uq   1:w                                 // $83
        shr (8|M8)               r96.0<2>:d    r76.0<4;4,1>:uq   1:w                                 // $83
        or (16|M16)              r32.0<1>:d    r32.0<8;8,1>:d    r40.0<8;8,1>:d                      // $40
        add (8|M16)              r106.0<1>:q   r28.0<8;8,1>:d    r26.0<8;8,1>:d                      // $94
        add (8|M24)              r108.0<1>:q   r29.0<8;8,1>:d    r27.0<8;8,1>:d                      // $94
        add (8|M16)              r114.0<1>:q   r26.0<8;8,1>:d    1:w                                 // $102
        add (8|M24)              r116.0<1>:q   r27.0<8;8,1>:d    1:w                                 // $102
        shr (8|M16)              r90.0<2>:d    r70.0<4;4,1>:uq   1:w                                 // $76
        shr (8|M24)              r92.0<2>:d    r72.0<4;4,1>:uq   1:w                                 // $76
        shr (8|M16)              r98.0<2>:d    r78.0<4;4,1>:uq   1:w                                 // $84
        shr (8|M24)              r100.0<2>:d   r80.0<4;4,1>:uq   1:w                                 // $84
        mul (16|M0)              r122.0<1>:d   r24.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $51
        add (16|M0)              r6.0<1>:d     r24.0<8;8,1>:d    -r22.0<8;8,1>:d  {Compacted}        // $59
        cmp (16|M0)   (gt)f0.0   null<1>:d     r22.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $61
        add (16|M0)              r118.0<1>:d   r50.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}        // $29
        add (16|M16)             r120.0<1>:d   r52.0<8;8,1>:d    r84.0<8;8,1>:d                      // $30
        add (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted}        // $47
        mul (16|M16)             r124.0<1>:d   r28.0<8;8,1>:d    r26.0<8;8,1>:d                      // $52
        add (16|M16)             r8.0<1>:d     r28.0<8;8,1>:d    -r26.0<8;8,1>:d                     // $60
        cmp (16|M16)  (gt)f0.0   null<1>:d     r26.0<8;8,1>:d    r28.0<8;8,1>:d                      // $62
        shr (8|M0)               r42.0<2>:d    r102.0<4;4,1>:uq  1:w                                 // $95
        shr (8|M8)               r44.0<2>:d    r104.0<4;4,1>:uq  1:w                                 // $95
        mov (8|M0)               r34.0<1>:d    r86.0<2;1,0>:d                                        // $75
        mov (8|M8)               r35.0<1>:d    r88.0<2;1,0>:d                                        // $75
        mov (8|M0)               r38.0<1>:d    r94.0<2;1,0>:d                                        // $83
        mov (8|M8)               r39.0<1>:d    r96.0<2;1,0>:d                                        // $83
        add (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    r60.0<8;8,1>:d                      // $48
        add (8|M0)               r50.0<1>:q    r110.0<4;4,1>:q   r24.0<8;8,1>:d                      // $103
        add (8|M8)               r52.0<1>:q    r112.0<4;4,1>:q   r25.0<8;8,1>:d                      // $103
        shr (8|M16)              r46.0<2>:d    r106.0<4;4,1>:uq  1:w                                 // $96
        shr (8|M24)              r48.0<2>:d    r108.0<4;4,1>:uq  1:w                                 // $96
        add (8|M16)              r54.0<1>:q    r114.0<4;4,1>:q   r28.0<8;8,1>:d                      // $104
        add (8|M24)              r56.0<1>:q    r116.0<4;4,1>:q   r29.0<8;8,1>:d                      // $104
        mov (8|M16)              r36.0<1>:d    r90.0<2;1,0>:d                                        // $76
        mov (8|M24)              r37.0<1>:d    r92.0<2;1,0>:d                                        // $76
        mov (8|M16)              r40.0<1>:d    r98.0<2;1,0>:d                                        // $84
        mov (8|M24)              r41.0<1>:d    r100.0<2;1,0>:d                                       // $84
        add (16|M0)              r2.0<1>:d     r22.0<8;8,1>:d    -r24.0<8;8,1>:d  {Compacted}        // $57
        add (16|M16)             r4.0<1>:d     r26.0<8;8,1>:d    -r28.0<8;8,1>:d                     // $58
        shl (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   1:w                                 // $53
        add (16|M0)              r30.0<1>:d    r118.0<8;8,1>:d   r30.0<8;8,1>:d   {Compacted}        // $49
(~f0.0) mov (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d                                         // $63
        shl (16|M16)             r124.0<1>:d   r124.0<8;8,1>:d   1:w                                 // $54
        mov (8|M0)               r62.0<1>:d    r42.0<2;1,0>:d                                        // $95
        mov (8|M8)               r63.0<1>:d    r44.0<2;1,0>:d                                        // $95
        add (16|M0)              r58.0<1>:d    r34.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $87
        add (16|M16)             r32.0<1>:d    r120.0<8;8,1>:d   r32.0<8;8,1>:d                      // $50
        shr (8|M0)               r66.0<2>:d    r50.0<4;4,1>:uq   1:w                                 // $105
        mul (8|M0)               r90.0<1>:q    r16.0<8;8,1>:ud   r14.0<8;8,1>:ud                     // $113
        shr (8|M8)               r68.0<2>:d    r52.0<4;4,1>:uq   1:w                                 // $105
        mul (8|M8)               r92.0<1>:q    r17.0<8;8,1>:ud   r15.0<8;8,1>:ud                     // $113
        mul (8|M0)               r98.0<1>:q    r24.0<8;8,1>:d    r22.0<8;8,1>:d                      // $119
        mul (8|M8)               r100.0<1>:q   r25.0<8;8,1>:d    r23.0<8;8,1>:d                      // $119
(~f0.0) mov (16|M16)             r4.0<1>:d     r8.0<8;8,1>:d                                         // $64
        mul (8|M16)              r102.0<1>:q   r28.0<8;8,1>:d    r26.0<8;8,1>:d                      // $120
        mul (8|M24)              r104.0<1>:q   r29.0<8;8,1>:d    r27.0<8;8,1>:d                      // $120
        mul (8|M16)              r94.0<1>:q    r20.0<8;8,1>:ud   r18.0<8;8,1>:ud                     // $114
        mul (8|M24)              r96.0<1>:q    r21.0<8;8,1>:ud   r19.0<8;8,1>:ud                     // $114
        mov (8|M16)              r64.0<1>:d    r46.0<2;1,0>:d                                        // $96
        mov (8|M24)              r65.0<1>:d    r48.0<2;1,0>:d                                        // $96
        shr (8|M16)              r70.0<2>:d    r54.0<4;4,1>:uq   1:w                                 // $106
        shr (8|M24)              r72.0<2>:d    r56.0<4;4,1>:uq   1:w                                 // $106
        add (16|M16)             r60.0<1>:d    r36.0<8;8,1>:d    r40.0<8;8,1>:d                      // $88
        add (16|M0)              r74.0<1>:d    r122.0<8;8,1>:d   r30.0<8;8,1>:d   {Compacted}        // $55
        add (16|M0)              r2.0<1>:d     (abs)r22.0<8;8,1>:d  r2.0<8;8,1>:d {Compacted}        // $65
        add (16|M0)              r62.0<1>:d    r58.0<8;8,1>:d    r62.0<8;8,1>:d   {Compacted}        // $99
        add (16|M16)             r76.0<1>:d    r124.0<8;8,1>:d   r32.0<8;8,1>:d                      // $56
        mov (8|M0)               r78.0<1>:d    r66.0<2;1,0>:d                                        // $105
        mov (8|M0)               r106.0<1>:d   r90.1<2;1,0>:d                                        // $115
        mov (8|M8)               r79.0<1>:d    r68.0<2;1,0>:d                                        // $105
        mov (8|M8)               r107.0<1>:d   r92.1<2;1,0>:d                                        // $116
        mov (8|M0)               r110.0<1>:d   r98.1<2;1,0>:d                                        // $121
        mov (8|M8)               r111.0<1>:d   r100.1<2;1,0>:d                                       // $122
        add (16|M16)             r4.0<1>:d     (abs)r26.0<8;8,1>:d  r4.0<8;8,1>:d                    // $66
        mov (8|M16)              r112.0<1>:d   r102.1<2;1,0>:d                                       // $123
        mov (8|M24)              r113.0<1>:d   r104.1<2;1,0>:d                                       // $124
        mov (8|M16)              r108.0<1>:d   r94.1<2;1,0>:d                                        // $117
        mov (8|M24)              r109.0<1>:d   r96.1<2;1,0>:d                                        // $118
        mov (8|M16)              r80.0<1>:d    r70.0<2;1,0>:d                                        // $106
        mov (8|M24)              r81.0<1>:d    r72.0<2;1,0>:d                                        // $106
        add (16|M16)             r64.0<1>:d    r60.0<8;8,1>:d    r64.0<8;8,1>:d                      // $100
        add (16|M0)              r82.0<1>:d    r74.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $67
        sel (16|M0)   (ge)f0.0   r6.0<1>:d     r22.0<8;8,1>:d    -10:w                               // $145
        and (16|M0)              r122.0<1>:d   r16.0<8;8,1>:d    252645135:d                         // $135
        add (16|M0)              r62.0<1>:d    r62.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted}        // $109
        add (16|M0)              r114.0<1>:d   r106.0<8;8,1>:d   r110.0<8;8,1>:d  {Compacted}        // $125
        add (16|M0)              r118.0<1>:d   r110.0<8;8,1>:d   5:w                                 // $127
        add (16|M16)             r84.0<1>:d    r76.0<8;8,1>:d    r4.0<8;8,1>:d                       // $68
        and (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    -252645136:d                        // $137
        sel (16|M16)  (ge)f0.0   r8.0<1>:d     r26.0<8;8,1>:d    -10:w                               // $146
        and (16|M16)             r124.0<1>:d   r20.0<8;8,1>:d    252645135:d                         // $136
        add (16|M16)             r120.0<1>:d   r112.0<8;8,1>:d   5:w                                 // $128
        add (16|M16)             r116.0<1>:d   r108.0<8;8,1>:d   r112.0<8;8,1>:d                     // $126
        add (16|M16)             r64.0<1>:d    r64.0<8;8,1>:d    r80.0<8;8,1>:d                      // $110
        and (16|M16)             r4.0<1>:d     r18.0<8;8,1>:d    -252645136:d                        // $138
        sel (16|M0)   (ge)f0.0   r34.0<1>:ud   r16.0<8;8,1>:ud   r14.0<8;8,1>:ud  {Compacted}        // $149
(f0.0)  sel (16|M0)              r30.0<1>:d    r16.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $133
        sel (16|M0)   (lt)f0.0   r6.0<1>:d     r6.0<8;8,1>:d     10:w                                // $147
        add (16|M0)              r86.0<1>:d    r82.0<8;8,1>:d    r62.0<8;8,1>:d   {Compacted}        // $111
        add (16|M0)              r114.0<1>:d   r114.0<8;8,1>:d   r118.0<8;8,1>:d  {Compacted}        // $129
        or (16|M0)               r122.0<1>:d   r122.0<8;8,1>:d   r2.0<8;8,1>:d    {Compacted}        // $139
        sel (16|M16)  (ge)f0.0   r36.0<1>:ud   r20.0<8;8,1>:ud   r18.0<8;8,1>:ud                     // $150
(f0.0)  sel (16|M16)             r32.0<1>:d    r20.0<8;8,1>:d    r18.0<8;8,1>:d                      // $134
        sel (16|M16)  (lt)f0.0   r8.0<1>:d     r8.0<8;8,1>:d     10:w                                // $148
        add (16|M16)             r116.0<1>:d   r116.0<8;8,1>:d   r120.0<8;8,1>:d                     // $130
        add (16|M16)             r88.0<1>:d    r84.0<8;8,1>:d    r64.0<8;8,1>:d                      // $112
        or (16|M16)              r124.0<1>:d   r124.0<8;8,1>:d   r4.0<8;8,1>:d                       // $140
        sel (16|M0)   (lt)f0.0   r42.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $153
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r34.0<8;8,1>:d   {Compacted}        // $151
        add (16|M0)              r38.0<1>:d    r86.0<8;8,1>:d    r114.0<8;8,1>:d  {Compacted}        // $131
        add (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    r122.0<8;8,1>:d  {Compacted}        // $141
        sel (16|M16)  (lt)f0.0   r44.0<1>:d    r28.0<8;8,1>:d    r26.0<8;8,1>:d                      // $154
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r36.0<8;8,1>:d                      // $152
        add (16|M16)             r40.0<1>:d    r88.0<8;8,1>:d    r116.0<8;8,1>:d                     // $132
        add (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    r124.0<8;8,1>:d                     // $142
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     -r42.0<8;8,1>:d  {Compacted}        // $155
        add (16|M0)              r46.0<1>:d    r38.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $143
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     -r44.0<8;8,1>:d                     // $156
        add (16|M16)             r48.0<1>:d    r40.0<8;8,1>:d    r32.0<8;8,1>:d                      // $144
        add (16|M0)              r6.0<1>:d     r46.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $157
        add (16|M16)             r8.0<1>:d     r48.0<8;8,1>:d    r8.0<8;8,1>:d                       // $158
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     3:w                                 // $159
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     3:w                                 // $160
        sends (16|M0)            null:w   r10     r6      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $162
        sends (16|M16)           null:w   r12     r8      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $164
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $165
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
