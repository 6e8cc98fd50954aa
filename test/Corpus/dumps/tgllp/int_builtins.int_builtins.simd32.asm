//.kernel int_builtins
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 248
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
//.declare V0047 (55)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r10.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r16.0)
//.declare V0056 (64)  rf=r size=128 type=d align=16 words (r12.0)
//.declare V0057 (65)  rf=r size=128 type=d align=16 words (r18.0)
//.declare V0058 (66)  rf=r size=128 type=d align=16 words (r22.0)
//.declare V0059 (67)  rf=r size=128 type=d align=16 words (r26.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0062 (70)  rf=r size=128 type=ud alias=V0056+0 align=16 words (r12.0)
//.declare V0063 (71)  rf=r size=128 type=ud alias=V0057+0 align=16 words (r18.0)
//.declare V0064 (72)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r78.0)
//.declare V0065 (73)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r80.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0070 (78)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r70.0)
//.declare V0071 (79)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r72.0)
//.declare V0072 (80)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r82.0)
//.declare V0073 (81)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r84.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0076 (84)  rf=r size=128 type=ud alias=V0058+0 align=16 words (r22.0)
//.declare V0077 (85)  rf=r size=128 type=ud alias=V0059+0 align=16 words (r26.0)
//.declare V0078 (86)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r106.0)
//.declare V0079 (87)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r108.0)
//.declare V0080 (88)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0087 (95)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0088 (96)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0089 (97)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0090 (98)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0091 (99)  rf=r size=64 type=d align=16 words (r116.0)
//.declare P01 (100)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0092 (101)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0093 (102)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0094 (103)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0095 (104)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0096 (105)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0097 (106)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0098 (107)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r34.0)
//.declare V0099 (108)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r38.0)
//.declare V0100 (109)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r86.0)
//.declare V0101 (110)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r88.0)
//.declare V0102 (111)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare V0103 (112)  rf=r size=32 type=ud align=16 words (r37.0)
//.declare V0104 (113)  rf=r size=32 type=ud align=16 words (r40.0)
//.declare V0105 (114)  rf=r size=32 type=ud align=16 words (r41.0)
//.declare V0106 (115)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0107 (116)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0108 (117)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0109 (118)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0112 (121)  rf=r size=64 type=ud alias=V0108+0 align=16 words (r42.0)
//.declare V0113 (122)  rf=r size=64 type=ud alias=V0109+0 align=16 words (r46.0)
//.declare V0116 (125)  rf=r size=32 type=ud align=16 words (r44.0)
//.declare V0117 (126)  rf=r size=32 type=ud align=16 words (r45.0)
//.declare V0118 (127)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare V0119 (128)  rf=r size=32 type=ud align=16 words (r49.0)
//.declare V0120 (129)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0121 (130)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0122 (131)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0123 (132)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0124 (133)  rf=r size=64 type=ud alias=V0120+0 align=16 words (r50.0)
//.declare V0125 (134)  rf=r size=64 type=ud alias=V0121+0 align=16 words (r54.0)
//.declare V0126 (135)  rf=r size=64 type=ud alias=V0122+0 align=16 words (r90.0)
//.declare V0127 (136)  rf=r size=64 type=ud alias=V0123+0 align=16 words (r92.0)
//.declare V0128 (137)  rf=r size=32 type=ud align=16 words (r52.0)
//.declare V0129 (138)  rf=r size=32 type=ud align=16 words (r53.0)
//.declare V0130 (139)  rf=r size=32 type=ud align=16 words (r56.0)
//.declare V0131 (140)  rf=r size=32 type=ud align=16 words (r57.0)
//.declare V0132 (141)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0133 (142)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0134 (143)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0135 (144)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0136 (145)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0137 (146)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0138 (147)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0139 (148)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0140 (149)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0141 (150)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0142 (151)  rf=r size=64 type=ud alias=V0138+0 align=16 words (r58.0)
//.declare V0143 (152)  rf=r size=64 type=ud alias=V0139+0 align=16 words (r62.0)
//.declare V0144 (153)  rf=r size=64 type=ud alias=V0140+0 align=16 words (r94.0)
//.declare V0145 (154)  rf=r size=64 type=ud alias=V0141+0 align=16 words (r96.0)
//.declare V0146 (155)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r68.0)
//.declare V0147 (156)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r76.0)
//.declare V0148 (157)  rf=r size=64 type=ud alias=V0134+0 align=16 words (r66.0)
//.declare V0149 (158)  rf=r size=64 type=ud alias=V0135+0 align=16 words (r74.0)
//.declare V0150 (159)  rf=r size=32 type=ud align=16 words (r60.0)
//.declare V0151 (160)  rf=r size=32 type=ud align=16 words (r61.0)
//.declare V0152 (161)  rf=r size=32 type=ud align=16 words (r64.0)
//.declare V0153 (162)  rf=r size=32 type=ud align=16 words (r65.0)
//.declare V0154 (163)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0155 (164)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0156 (165)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0157 (166)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0158 (167)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0159 (168)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0160 (169)  rf=r size=64 type=ud alias=V0156+0 align=16 words (r34.0)
//.declare V0161 (170)  rf=r size=64 type=ud alias=V0157+0 align=16 words (r38.0)
//.declare V0162 (171)  rf=r size=64 type=ud alias=V0158+0 align=16 words (r60.0)
//.declare V0163 (172)  rf=r size=64 type=ud alias=V0159+0 align=16 words (r62.0)
//.declare V0164 (173)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare V0165 (174)  rf=r size=32 type=ud align=16 words (r37.0)
//.declare V0166 (175)  rf=r size=32 type=ud align=16 words (r40.0)
//.declare V0167 (176)  rf=r size=32 type=ud align=16 words (r41.0)
//.declare V0168 (177)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0169 (178)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0170 (179)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0171 (180)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0172 (181)  rf=r size=64 type=ud alias=V0168+0 align=16 words (r42.0)
//.declare V0173 (182)  rf=r size=64 type=ud alias=V0169+0 align=16 words (r46.0)
//.declare V0174 (183)  rf=r size=64 type=ud alias=V0170+0 align=16 words (r66.0)
//.declare V0175 (184)  rf=r size=64 type=ud alias=V0171+0 align=16 words (r68.0)
//.declare V0176 (185)  rf=r size=32 type=ud align=16 words (r44.0)
//.declare V0177 (186)  rf=r size=32 type=ud align=16 words (r45.0)
//.declare V0178 (187)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare V0179 (188)  rf=r size=32 type=ud align=16 words (r49.0)
//.declare V0180 (189)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0181 (190)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0182 (191)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0183 (192)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0184 (193)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0186 (195)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0188 (197)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0189 (198)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0190 (199)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0191 (200)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0192 (201)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0193 (202)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0194 (203)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0195 (204)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0196 (205)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0197 (206)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0198 (207)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0199 (208)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0200 (209)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0201 (210)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0202 (211)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0203 (212)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0204 (213)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0205 (214)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0206 (215)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0207 (216)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0208 (217)  rf=r size=64 type=ud alias=V0206+0 align=16 words (r98.0)
//.declare V0209 (218)  rf=r size=64 type=ud alias=V0207+0 align=16 words (r100.0)
//.declare V0210 (219)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0211 (220)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0212 (221)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0213 (222)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0214 (223)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (224)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (225)  rf=r size=32 type=ud align=16 words (r114.0)

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
// | V0212    | :uq      |      8 | r8       | general    |
// | V0213    | :uq      |      8 | r8+8     | general    |
// | V0214    | :uq      |      8 | r8+16    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r126.2<0;1,0>:uw {Compacted,@1}     // $2
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r126.1<0;1,0>:d  {Compacted}        // $5
(W)     mov (8|M0)               r127.0<1>:f   r126.0<8;8,1>:f                  {Compacted}          // $209
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $5
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     2:w               {Compacted,@2}    // $9
        shl (16|M16)             r16.0<1>:d    r8.0<8;8,1>:d     2:w               {Compacted,@2}    // $10
        send.dc1 (16|M0)         r12      r10     null    0x0            0x04405C00           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy // $12
        send.dc1 (16|M16)        r18      r16     null    0x0            0x04405C00           {@1,$1} // wr:2+0, rd:4; untyped surface read with xy // $14
        send.dc1 (16|M0)         r22      r10     null    0x0            0x04405C01           {$2} // wr:2+0, rd:4; untyped surface read with xy // $16
        send.dc1 (16|M16)        r26      r16     null    0x0            0x04405C01           {$3} // wr:2+0, rd:4; untyped surface read with xy // $18
(W)     mul (8|M0)               acc0.0<1>:d   r14.0<8;8,1>:d    r12.0<2;1,0>:uw  {Compacted,$0.dst} // $39
        mach (8|M0)              r30.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}        // $39
(W)     mul (8|M8)               acc0.0<1>:d   r15.0<8;8,1>:d    r13.0<2;1,0>:uw                     // $39
        mach (8|M8)              r31.0<1>:d    r15.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}        // $40
(W)     mul (8|M16)              acc0.0<1>:d   r20.0<8;8,1>:d    r18.0<2;1,0>:uw  {$1.dst}           // $40
        mach (8|M16)             r32.0<1>:d    r20.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $40
(W)     mul (8|M24)              acc0.0<1>:d   r21.0<8;8,1>:d    r19.0<2;1,0>:uw                     // $40
        mach (8|M24)             r33.0<1>:d    r21.0<8;8,1>:d    r19.0<8;8,1>:d   {Compacted}        // $41
        addc (8|M0)              r34.0<1>:ud   r24.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted,$2.dst} // $57
        asr (16|M0)              r66.0<1>:d    r12.0<8;8,1>:d    31:w               {Compacted}      // $95
        mov (8|M0)               r36.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $57
        addc (8|M8)              r35.0<1>:ud   r25.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn}          // $59
        mov (8|M0)               r86.0<1>:f    r36.0<8;8,1>:f                   {Compacted,@2}       // $58
        mov (8|M8)               r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $59
        addc (8|M16)             r38.0<1>:ud   r28.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn,$3.dst}   // $61
        mov (8|M8)               r87.0<1>:f    r37.0<8;8,1>:f                   {Compacted,@2}       // $60
        mov (8|M16)              r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $61
        addc (8|M24)             r39.0<1>:ud   r29.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}          // $63
        shr (16|M0)              r34.0<1>:d    r34.0<8;8,1>:ud   1:w               {Compacted,@7}    // $67
        mov (8|M24)              r41.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $63
        addc (8|M0)              r42.0<1>:ud   r22.0<8;8,1>:ud   0x1:ud              {AccWrEn,Compacted} // $71
        shl (16|M0)              r86.0<1>:d    r86.0<8;8,1>:d    31:w               {Compacted,@6}   // $65
        mov (8|M0)               r44.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $71
        addc (8|M8)              r43.0<1>:ud   r23.0<8;8,1>:ud   0x1:ud              {AccWrEn}       // $73
        mov (8|M16)              r88.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@7}       // $62
        mov (8|M8)               r45.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $73
        addc (8|M16)             r46.0<1>:ud   r26.0<8;8,1>:ud   0x1:ud              {AccWrEn}       // $75
        mov (8|M24)              r89.0<1>:f    r41.0<8;8,1>:f                   {Compacted,@7}       // $64
        mov (8|M16)              r48.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $75
        addc (8|M24)             r47.0<1>:ud   r27.0<8;8,1>:ud   0x1:ud              {AccWrEn}       // $77
        or (16|M0)               r118.0<1>:d   r34.0<8;8,1>:d    r86.0<8;8,1>:d   {Compacted,@7}     // $69
        mov (8|M24)              r49.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $77
        addc (8|M0)              r50.0<1>:ud   r42.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn,Compacted} // $79
        shr (16|M16)             r38.0<1>:d    r38.0<8;8,1>:ud   1:w               {Compacted}       // $68
        mov (8|M0)               r52.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $79
        addc (8|M8)              r51.0<1>:ud   r43.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}          // $81
        shl (16|M16)             r88.0<1>:d    r88.0<8;8,1>:d    31:w               {Compacted,@7}   // $66
        mov (8|M8)               r53.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $81
        addc (8|M16)             r54.0<1>:ud   r46.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn}          // $83
        or (16|M16)              r120.0<1>:d   r38.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted,@3}     // $70
        mov (8|M16)              r56.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $83
        addc (8|M24)             r55.0<1>:ud   r47.0<8;8,1>:ud   r29.0<8;8,1>:ud  {AccWrEn}          // $85
        add (8|M0)               r90.0<1>:ud   r52.0<8;8,1>:ud   r44.0<8;8,1>:ud  {Compacted,@7}     // $80
        mov (8|M24)              r57.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $85
        addc (8|M0)              r58.0<1>:ud   r14.0<8;8,1>:ud   r12.0<8;8,1>:ud  {AccWrEn,Compacted} // $99
        add (8|M8)               r91.0<1>:ud   r53.0<8;8,1>:ud   r45.0<8;8,1>:ud  {Compacted,@7}     // $82
        mov (8|M0)               r60.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $99
        addc (8|M8)              r59.0<1>:ud   r15.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn}          // $102
        shr (16|M0)              r50.0<1>:d    r50.0<8;8,1>:ud   1:w               {Compacted}       // $89
        mov (8|M8)               r61.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $102
        addc (8|M16)             r62.0<1>:ud   r20.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn}          // $105
        shl (16|M0)              r90.0<1>:d    r90.0<8;8,1>:d    31:w               {Compacted,@6}   // $87
        mov (8|M16)              r64.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $105
        addc (8|M24)             r63.0<1>:ud   r21.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}          // $108
        add (8|M16)              r92.0<1>:ud   r56.0<8;8,1>:ud   r48.0<8;8,1>:ud  {Compacted}        // $84
        mov (8|M24)              r65.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $108
        addc (8|M0)              r34.0<1>:ud   r12.0<8;8,1>:ud   0x1:ud              {AccWrEn,Compacted} // $119
        add (8|M24)              r93.0<1>:ud   r57.0<8;8,1>:ud   r49.0<8;8,1>:ud  {Compacted}        // $86
        mov (8|M0)               r36.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $119
        addc (8|M8)              r35.0<1>:ud   r13.0<8;8,1>:ud   0x1:ud              {AccWrEn}       // $121
        or (16|M0)               r50.0<1>:d    r50.0<8;8,1>:d    r90.0<8;8,1>:d   {Compacted,@7}     // $91
        mov (8|M8)               r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $121
        addc (8|M16)             r38.0<1>:ud   r18.0<8;8,1>:ud   0x1:ud              {AccWrEn}       // $123
        asr (16|M0)              r68.0<1>:d    r14.0<8;8,1>:d    31:w               {Compacted}      // $97
        mov (8|M16)              r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $123
        addc (8|M24)             r39.0<1>:ud   r19.0<8;8,1>:ud   0x1:ud              {AccWrEn}       // $125
        asr (16|M16)             r74.0<1>:d    r18.0<8;8,1>:d    31:w               {Compacted}      // $96
        mov (8|M24)              r41.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $125
        addc (8|M0)              r42.0<1>:ud   r34.0<8;8,1>:ud   r14.0<8;8,1>:ud  {AccWrEn,Compacted} // $127
        asr (16|M16)             r76.0<1>:d    r20.0<8;8,1>:d    31:w               {Compacted}      // $98
        mov (8|M0)               r44.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $127
        addc (8|M8)              r43.0<1>:ud   r35.0<8;8,1>:ud   r15.0<8;8,1>:ud  {AccWrEn}          // $130
        shr (16|M16)             r54.0<1>:d    r54.0<8;8,1>:ud   1:w               {Compacted}       // $90
        mov (8|M8)               r45.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $130
        addc (8|M16)             r46.0<1>:ud   r38.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn}          // $133
        shl (16|M16)             r92.0<1>:d    r92.0<8;8,1>:d    31:w               {Compacted}      // $88
        mov (8|M16)              r48.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $133
        addc (8|M24)             r47.0<1>:ud   r39.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn}          // $136
        add (16|M0)              r122.0<1>:d   r118.0<8;8,1>:d   r50.0<8;8,1>:d   {Compacted}        // $93
        mov (8|M24)              r49.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $136
(W)     mul (8|M0)               acc0.0<1>:ud  r24.0<8;8,1>:ud   r22.0<2;1,0>:uw                     // $149
        mach (8|M0)              r50.0<1>:d    r24.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r25.0<8;8,1>:ud   r23.0<2;1,0>:uw                     // $149
        mach (8|M8)              r51.0<1>:d    r25.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn}          // $154
(W)     mul (8|M0)               acc0.0<1>:ud  r28.0<8;8,1>:ud   r26.0<2;1,0>:uw                     // $154
        add (8|M0)               r94.0<1>:ud   r68.0<8;8,1>:ud   r66.0<8;8,1>:ud  {Compacted}        // $100
        add (8|M8)               r95.0<1>:ud   r69.0<8;8,1>:ud   r67.0<8;8,1>:ud  {Compacted}        // $103
        add (8|M16)              r96.0<1>:ud   r76.0<8;8,1>:ud   r74.0<8;8,1>:ud  {Compacted}        // $106
        add (8|M24)              r97.0<1>:ud   r77.0<8;8,1>:ud   r75.0<8;8,1>:ud  {Compacted}        // $109
        or (16|M16)              r54.0<1>:d    r54.0<8;8,1>:d    r92.0<8;8,1>:d   {Compacted}        // $92
        mach (8|M16)             r52.0<1>:d    r28.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r29.0<8;8,1>:ud   r27.0<2;1,0>:uw                     // $154
        mach (8|M24)             r53.0<1>:d    r29.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}          // $159
(W)     mul (8|M0)               acc0.0<1>:ud  r14.0<8;8,1>:ud   r12.0<2;1,0>:uw                     // $159
        add (8|M0)               r94.0<1>:ud   r60.0<8;8,1>:ud   r94.0<8;8,1>:ud  {Compacted,@7}     // $101
        add (8|M8)               r95.0<1>:ud   r61.0<8;8,1>:ud   r95.0<8;8,1>:ud  {Compacted,@7}     // $104
        add (8|M16)              r96.0<1>:ud   r64.0<8;8,1>:ud   r96.0<8;8,1>:ud  {Compacted,@7}     // $107 R{} IR{}{E:0,E:0,},  {BC=1}
        add (8|M24)              r97.0<1>:ud   r65.0<8;8,1>:ud   r97.0<8;8,1>:ud  {Compacted,@7}     // $110 R{} IR{}{O:0,O:0,},  {BC=1}
        add (16|M16)             r124.0<1>:d   r120.0<8;8,1>:d   r54.0<8;8,1>:d   {Compacted,@7}     // $94
        mach (8|M0)              r54.0<1>:d    r14.0<8;8,1>:ud   r12.0<8;8,1>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   r13.0<2;1,0>:uw                     // $159
        bfrev (16|M0)            r70.0<1>:d    r14.0<8;8,1>:d                                        // $21
        bfrev (16|M16)           r72.0<1>:d    r20.0<8;8,1>:d                                        // $22
        mach (8|M8)              r55.0<1>:d    r15.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn}          // $160
(W)     mul (8|M0)               acc0.0<1>:d   r14.0<8;8,1>:ud   r66.0<2;1,0>:uw                     // $160
        shr (16|M0)              r58.0<1>:d    r58.0<8;8,1>:ud   1:w               {Compacted}       // $113
        shr (16|M16)             r62.0<1>:d    r62.0<8;8,1>:ud   1:w               {Compacted}       // $114
        shl (16|M0)              r94.0<1>:d    r94.0<8;8,1>:d    31:w               {Compacted}      // $111
        shl (16|M16)             r96.0<1>:d    r96.0<8;8,1>:d    31:w               {Compacted,@7}   // $112
        mach (8|M0)              r56.0<1>:d    r14.0<8;8,1>:ud   r66.0<8;8,1>:d                      // $160
(W)     mul (8|M8)               acc0.0<1>:d   r15.0<8;8,1>:ud   r67.0<2;1,0>:uw                     // $160
        lzd (16|M0)              r78.0<1>:ud   r12.0<8;8,1>:ud                                       // $19
        lzd (16|M16)             r80.0<1>:ud   r18.0<8;8,1>:ud                                       // $20
        lzd (16|M0)              r82.0<1>:ud   r70.0<8;8,1>:ud                                       // $23
        lzd (16|M16)             r84.0<1>:ud   r72.0<8;8,1>:ud                                       // $24
        mach (8|M8)              r57.0<1>:d    r15.0<8;8,1>:ud   r67.0<8;8,1>:d                      // $161
(W)     mul (8|M0)               acc0.0<1>:d   r12.0<8;8,1>:ud   r68.0<2;1,0>:uw                     // $162
        or (16|M0)               r58.0<1>:d    r58.0<8;8,1>:d    r94.0<8;8,1>:d   {Compacted,@7}     // $115
        or (16|M16)              r62.0<1>:d    r62.0<8;8,1>:d    r96.0<8;8,1>:d   {Compacted,@7}     // $116
        add (16|M0)              r54.0<1>:d    r54.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@4}     // $161
        mach (8|M0)              r56.0<1>:d    r12.0<8;8,1>:ud   r68.0<8;8,1>:d                      // $162
(W)     mul (8|M8)               acc0.0<1>:d   r13.0<8;8,1>:ud   r69.0<2;1,0>:uw                     // $162
        rol (16|M0)              r98.0<1>:ud   r22.0<8;8,1>:ud   r24.0<8;8,1>:d                      // $31
        rol (16|M0)              r102.0<1>:ud  r22.0<8;8,1>:ud   7:w                                 // $33
        rol (16|M16)             r100.0<1>:ud  r26.0<8;8,1>:ud   r28.0<8;8,1>:d                      // $32
        rol (16|M16)             r104.0<1>:ud  r26.0<8;8,1>:ud   7:w                                 // $34
        add (16|M0)              r78.0<1>:d    r78.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}        // $25
        add (16|M16)             r80.0<1>:d    r80.0<8;8,1>:d    r84.0<8;8,1>:d   {Compacted}        // $26
        mach (8|M8)              r57.0<1>:d    r13.0<8;8,1>:ud   r69.0<8;8,1>:d                      // $163
(W)     mul (8|M0)               acc0.0<1>:ud  r20.0<8;8,1>:ud   r18.0<2;1,0>:uw                     // $164
        cbit (16|M0)             r106.0<1>:ud  r22.0<8;8,1>:ud                                       // $27
        cbit (16|M16)            r108.0<1>:ud  r26.0<8;8,1>:ud                                       // $28
        add (8|M0)               r60.0<1>:ud   r36.0<8;8,1>:ud   r66.0<8;8,1>:ud  {Compacted}        // $120
        add (8|M8)               r61.0<1>:ud   r37.0<8;8,1>:ud   r67.0<8;8,1>:ud  {Compacted}        // $122
        add (16|M0)              r6.0<1>:d     r122.0<8;8,1>:d   r58.0<8;8,1>:d   {Compacted}        // $117 R{} IR{}{E:5,E:5,},  R{} IR{}{O:5,O:5,},  {BC=2}
        add (16|M16)             r8.0<1>:d     r124.0<8;8,1>:d   r62.0<8;8,1>:d   {Compacted}        // $118
        mach (8|M16)             r58.0<1>:d    r20.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn}          // 
        add (8|M16)              r62.0<1>:ud   r40.0<8;8,1>:ud   r74.0<8;8,1>:ud  {Compacted}        // $124
        add (8|M24)              r63.0<1>:ud   r41.0<8;8,1>:ud   r75.0<8;8,1>:ud  {Compacted}        // $126
(W)     mul (8|M0)               acc0.0<1>:ud  r21.0<8;8,1>:ud   r19.0<2;1,0>:uw                     // $164
        mach (8|M24)             r59.0<1>:d    r21.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}          // $165
(W)     mul (8|M16)              acc0.0<1>:d   r20.0<8;8,1>:ud   r74.0<2;1,0>:uw                     // $165
        cmp (16|M0)   (gt)f0.0   null<1>:d     r12.0<8;8,1>:d    r14.0<8;8,1>:d                      // $49
        cmp (16|M16)  (gt)f0.0   null<1>:d     r18.0<8;8,1>:d    r20.0<8;8,1>:d                      // $50
        add (16|M0)              r98.0<1>:d    r98.0<8;8,1>:d    r102.0<8;8,1>:d  {Compacted}        // $35
        add (16|M16)             r100.0<1>:d   r100.0<8;8,1>:d   r104.0<8;8,1>:d  {Compacted}        // $36
        add (16|M0)              r78.0<1>:d    r78.0<8;8,1>:d    r106.0<8;8,1>:d  {Compacted}        // $29
        add (16|M16)             r80.0<1>:d    r80.0<8;8,1>:d    r108.0<8;8,1>:d  {Compacted}        // $30
        add (8|M0)               r66.0<1>:ud   r60.0<8;8,1>:ud   r68.0<8;8,1>:ud  {Compacted}        // $128
        add (8|M8)               r67.0<1>:ud   r61.0<8;8,1>:ud   r69.0<8;8,1>:ud  {Compacted}        // $131
        mach (8|M16)             r64.0<1>:d    r20.0<8;8,1>:ud   r74.0<8;8,1>:d                      // $165
        add (8|M16)              r68.0<1>:ud   r62.0<8;8,1>:ud   r76.0<8;8,1>:ud  {Compacted}        // $134
        add (8|M24)              r69.0<1>:ud   r63.0<8;8,1>:ud   r77.0<8;8,1>:ud  {Compacted}        // $137
(W)     mul (8|M24)              acc0.0<1>:d   r21.0<8;8,1>:ud   r75.0<2;1,0>:uw                     // $165
        add (16|M0)              r114.0<1>:d   r14.0<8;8,1>:d    -r12.0<8;8,1>:d  {Compacted}        // $47
        add (16|M16)             r116.0<1>:d   r20.0<8;8,1>:d    -r18.0<8;8,1>:d  {Compacted}        // $48
        mach (8|M24)             r65.0<1>:d    r21.0<8;8,1>:ud   r75.0<8;8,1>:d                      // $166
        add (8|M0)               r66.0<1>:ud   r44.0<8;8,1>:ud   r66.0<8;8,1>:ud  {Compacted,@7}     // $129
        add (8|M8)               r67.0<1>:ud   r45.0<8;8,1>:ud   r67.0<8;8,1>:ud  {Compacted,@7}     // $132
        add (8|M16)              r68.0<1>:ud   r48.0<8;8,1>:ud   r68.0<8;8,1>:ud  {Compacted,@7}     // $135
        add (8|M24)              r69.0<1>:ud   r49.0<8;8,1>:ud   r69.0<8;8,1>:ud  {Compacted,@7}     // $138
(W)     mul (8|M16)              acc0.0<1>:d   r18.0<8;8,1>:ud   r76.0<2;1,0>:uw                     // $167
        shl (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    1:w               {Compacted}       // $41
        shl (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    1:w               {Compacted}       // $42
        add (16|M0)              r78.0<1>:d    r78.0<8;8,1>:d    r98.0<8;8,1>:d   {Compacted}        // $37
        add (16|M16)             r80.0<1>:d    r80.0<8;8,1>:d    r100.0<8;8,1>:d  {Compacted}        // $38
        add (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted,@7}     // $166
        mach (8|M16)             r64.0<1>:d    r18.0<8;8,1>:ud   r76.0<8;8,1>:d                      // $167
(W)     mul (8|M24)              acc0.0<1>:d   r19.0<8;8,1>:ud   r77.0<2;1,0>:uw                     // $167
        add (16|M0)              r110.0<1>:d   r12.0<8;8,1>:d    -r14.0<8;8,1>:d  {Compacted}        // $45
        add (16|M16)             r112.0<1>:d   r18.0<8;8,1>:d    -r20.0<8;8,1>:d  {Compacted}        // $46
        shr (16|M0)              r42.0<1>:d    r42.0<8;8,1>:ud   1:w               {Compacted}       // $141
        shr (16|M16)             r46.0<1>:d    r46.0<8;8,1>:ud   1:w               {Compacted}       // $142
        shl (16|M0)              r66.0<1>:d    r66.0<8;8,1>:d    31:w               {Compacted}      // $139
        shl (16|M16)             r68.0<1>:d    r68.0<8;8,1>:d    31:w               {Compacted}      // $140
        mach (8|M24)             r65.0<1>:d    r19.0<8;8,1>:ud   r77.0<8;8,1>:d                      // $168
(~f0.0) mov (16|M0)              r110.0<1>:f   r114.0<8;8,1>:f                                       // $51
(~f0.0) mov (16|M16)             r112.0<1>:f   r116.0<8;8,1>:f                                       // $52
        add (16|M0)              r70.0<1>:d    r54.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}        // $163
        add (16|M0)              r2.0<1>:d     r30.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted}        // $43 R{} IR{}{E:7,E:7,},  R{} IR{}{O:7,O:7,},  {BC=2}
        add (16|M16)             r4.0<1>:d     r32.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted}        // $44 R{} IR{}{E:0,E:0,},  R{} IR{}{O:0,O:0,},  {BC=2}
        add (16|M16)             r72.0<1>:d    r58.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted,@6}     // $168
        add (16|M0)              r110.0<1>:d   (abs)r12.0<8;8,1>:d  r110.0<8;8,1>:d {Compacted,@6}   // $53
        add (16|M16)             r112.0<1>:d   (abs)r18.0<8;8,1>:d  r112.0<8;8,1>:d {Compacted,@6}   // $54
        or (16|M0)               r42.0<1>:d    r42.0<8;8,1>:d    r66.0<8;8,1>:d   {Compacted,@7}     // $143
        or (16|M16)              r46.0<1>:d    r46.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted,@7}     // $144
        add (16|M0)              r74.0<1>:d    r50.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@7}     // $169
        add (16|M16)             r76.0<1>:d    r52.0<8;8,1>:d    r72.0<8;8,1>:d   {Compacted,@6}     // $170
        add (16|M0)              r30.0<1>:d    r2.0<8;8,1>:d     r110.0<8;8,1>:d  {Compacted,@6}     // $55
        add (16|M16)             r32.0<1>:d    r4.0<8;8,1>:d     r112.0<8;8,1>:d  {Compacted,@6}     // $56
        add (16|M0)              r42.0<1>:d    r6.0<8;8,1>:d     r42.0<8;8,1>:d   {Compacted,@6}     // $145
        add (16|M16)             r46.0<1>:d    r8.0<8;8,1>:d     r46.0<8;8,1>:d   {Compacted,@6}     // $146
        add (16|M0)              r70.0<1>:d    r70.0<8;8,1>:d    5:w               {Compacted}       // $171
        add (16|M16)             r72.0<1>:d    r72.0<8;8,1>:d    5:w               {Compacted}       // $172
        sel (16|M0)   (ge)f0.0   r86.0<1>:d    r12.0<8;8,1>:d    -10:w               {Compacted}     // $189
        sel (16|M16)  (ge)f0.0   r88.0<1>:d    r18.0<8;8,1>:d    -10:w                               // $190
        and (16|M0)              r82.0<1>:d    r22.0<8;8,1>:d    -252645136:d                        // $181
        and (16|M16)             r84.0<1>:d    r26.0<8;8,1>:d    -252645136:d                        // $182
        and (16|M0)              r78.0<1>:d    r24.0<8;8,1>:d    252645135:d                         // $179
        and (16|M16)             r80.0<1>:d    r28.0<8;8,1>:d    252645135:d                         // $180
        add (16|M0)              r90.0<1>:d    r30.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@7}     // $147
        add (16|M16)             r92.0<1>:d    r32.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted,@7}     // $148
        add (16|M0)              r74.0<1>:d    r74.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@7}     // $173
        add (16|M16)             r76.0<1>:d    r76.0<8;8,1>:d    r72.0<8;8,1>:d   {Compacted,@7}     // $174
(f0.0)  sel (16|M0)              r94.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $177
(f0.0)  sel (16|M16)             r96.0<1>:d    r28.0<8;8,1>:d    r26.0<8;8,1>:d                      // $178
        sel (16|M0)   (ge)f0.0   r98.0<1>:ud   r24.0<8;8,1>:ud   r22.0<8;8,1>:ud  {Compacted}        // $193
        sel (16|M16)  (ge)f0.0   r100.0<1>:ud  r28.0<8;8,1>:ud   r26.0<8;8,1>:ud                     // $194
        sel (16|M0)   (lt)f0.0   r86.0<1>:d    r86.0<8;8,1>:d    10:w               {Compacted}      // $191
        sel (16|M16)  (lt)f0.0   r88.0<1>:d    r88.0<8;8,1>:d    10:w                                // $192
        or (16|M0)               r78.0<1>:d    r78.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}        // $183
        or (16|M16)              r80.0<1>:d    r80.0<8;8,1>:d    r84.0<8;8,1>:d   {Compacted}        // $184
        add (16|M0)              r102.0<1>:d   r90.0<8;8,1>:d    r74.0<8;8,1>:d   {Compacted,@7}     // $175 R{} IR{}{E:5,E:5,},  R{} IR{}{O:5,O:5,},  {BC=2}
        add (16|M16)             r104.0<1>:d   r92.0<8;8,1>:d    r76.0<8;8,1>:d   {Compacted,@7}     // $176 R{} IR{}{E:6,E:6,},  R{} IR{}{O:6,O:6,},  {BC=2}
        add (16|M0)              r86.0<1>:d    r86.0<8;8,1>:d    r98.0<8;8,1>:d   {Compacted,@6}     // $195
        add (16|M16)             r88.0<1>:d    r88.0<8;8,1>:d    r100.0<8;8,1>:d  {Compacted,@6}     // $196
        add (16|M0)              r94.0<1>:d    r94.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted,@6}     // $185 R{} IR{}{E:7,E:7,},  R{} IR{}{O:7,O:7,},  {BC=2}
        add (16|M16)             r96.0<1>:d    r96.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted,@6}     // $186 R{} IR{}{E:0,E:0,},  R{} IR{}{O:0,O:0,},  {BC=2}
        sel (16|M0)   (lt)f0.0   r106.0<1>:d   r14.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}        // $197
        sel (16|M16)  (lt)f0.0   r108.0<1>:d   r20.0<8;8,1>:d    r18.0<8;8,1>:d                      // $198
        add (16|M0)              r110.0<1>:d   r102.0<8;8,1>:d   r94.0<8;8,1>:d   {Compacted,@4}     // $187
        add (16|M16)             r112.0<1>:d   r104.0<8;8,1>:d   r96.0<8;8,1>:d   {Compacted,@4}     // $188
        add (16|M0)              r86.0<1>:d    r86.0<8;8,1>:d    -r106.0<8;8,1>:d {Compacted,@4}     // $199
        add (16|M16)             r88.0<1>:d    r88.0<8;8,1>:d    -r108.0<8;8,1>:d {Compacted,@4}     // $200
        add (16|M0)              r86.0<1>:d    r110.0<8;8,1>:d   r86.0<8;8,1>:d   {Compacted,@2}     // $201
        add (16|M16)             r88.0<1>:d    r112.0<8;8,1>:d   r88.0<8;8,1>:d   {Compacted,@2}     // $202
        add (16|M0)              r86.0<1>:d    r86.0<8;8,1>:d    3:w               {Compacted,@2}    // $203
        add (16|M16)             r88.0<1>:d    r88.0<8;8,1>:d    3:w               {Compacted,@2}    // $204
        send.dc1 (16|M0)         null     r10     r86     0x80            0x04025E02           {@2,$4} // wr:2+2, rd:0; untyped surface write with x // $206
        send.dc1 (16|M16)        null     r16     r88     0x80            0x04025E02           {@1,$5} // wr:2+2, rd:0; untyped surface write with x // $208
(W)     send.dc0 (8|M0)          r114     r126    null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing // $209
(W)     mov (8|M0)               null<1>:ud    r114.0<8;8,1>:ud                 {$6.dst}             //  memory fence commit; $209
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $209


//.BankConflicts: 16
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 16
//.SIMD16ReadSuppressions: 7
//.SIMD8s: 366
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 4
//.accSubCandidateUse: 4
