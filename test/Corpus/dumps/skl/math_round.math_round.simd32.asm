//.kernel math_round
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 358
//.RA type	LOCAL_FIRST_FIT_BC_RA
//.spill flag store 6
//.spill flag load 9

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
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
//.declare %sp (24)  rf=r size=8 type=uq align=16 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=16 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=16 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=16 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r28.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r28.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r30.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r32.0)
//.declare V0056 (64)  rf=r size=128 type=f align=16 words (r34.0)
//.declare V0057 (65)  rf=r size=128 type=f align=16 words (r38.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0059 (67)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0060 (68)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0061 (69)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0062 (70)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0063 (71)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0064 (72)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0065 (73)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0066 (74)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0068 (76)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0069 (77)  rf=r size=4 type=f align=2 words (r8.0)
//.declare V0070 (78)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0071 (79)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0072 (80)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0073 (81)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0074 (82)  rf=r size=4 type=f align=2 words (r6.1)
//.declare P01 (83)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0075 (84)  rf=r size=64 type=f align=16 words (r108.0)
//.declare V0076 (85)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0077 (86)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0078 (87)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0079 (88)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0080 (89)  rf=r size=64 type=f align=16 words (r94.0)
//.declare V0081 (90)  rf=r size=4 type=f align=2 words (r8.0)
//.declare P02 (91)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0082 (92)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0083 (93)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0084 (94)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0085 (95)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0086 (96)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0087 (97)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0088 (98)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0089 (99)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0090 (100)  rf=r size=128 type=d alias=V0056+0 align=16 words (r34.0)
//.declare V0091 (101)  rf=r size=128 type=d alias=V0057+0 align=16 words (r38.0)
//.declare V0092 (102)  rf=r size=64 type=f alias=V0088+0 align=16 words (r42.0)
//.declare V0093 (103)  rf=r size=64 type=f alias=V0089+0 align=16 words (r44.0)
//.declare V0094 (104)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0095 (105)  rf=r size=64 type=f align=16 words (r48.0)
//.declare P03 (106)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare P04 (107)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0096 (108)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V0097 (109)  rf=r size=64 type=f align=16 words (r22.0)
//.declare P05 (110)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0098 (111)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0099 (112)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0100 (113)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0101 (114)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0102 (115)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0103 (116)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0104 (117)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0105 (118)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0106 (119)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0107 (120)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0108 (121)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0109 (122)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0110 (123)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0111 (124)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0112 (125)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0113 (126)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0114 (127)  rf=r size=4 type=f align=2 words (r6.0)
//.declare P06 (128)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0115 (129)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0116 (130)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0117 (131)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0118 (132)  rf=r size=64 type=f align=16 words (r16.0)
//.declare P07 (133)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0119 (134)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0120 (135)  rf=r size=64 type=f align=16 words (r12.0)
//.declare P08 (136)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P09 (137)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0121 (138)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0122 (139)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0123 (140)  rf=r size=64 type=f alias=V0121+0 align=16 words (r20.0)
//.declare V0124 (141)  rf=r size=64 type=f alias=V0122+0 align=16 words (r108.0)
//.declare V0125 (142)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0126 (143)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0127 (144)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0128 (145)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0129 (146)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0130 (147)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0131 (148)  rf=r size=4 type=f align=2 words (r9.3)
//.declare P10 (149)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0132 (150)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0133 (151)  rf=r size=64 type=d align=16 words (r112.0)
//.declare P11 (152)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P12 (153)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P13 (154)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0134 (155)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0135 (156)  rf=r size=64 type=f align=16 words (r60.0)
//.declare P14 (157)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0136 (158)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0137 (159)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0138 (160)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0139 (161)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0140 (162)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0141 (163)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0142 (164)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0143 (165)  rf=r size=64 type=f align=16 words (r114.0)
//.declare P15 (166)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0144 (167)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0145 (168)  rf=r size=64 type=f align=16 words (r68.0)
//.declare P16 (169)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0146 (170)  rf=r size=64 type=f align=16 words (r70.0)
//.declare V0147 (171)  rf=r size=64 type=f align=16 words (r72.0)
//.declare P17 (172)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P18 (173)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P19 (174)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0148 (175)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0149 (176)  rf=r size=64 type=f align=16 words (r76.0)
//.declare P20 (177)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P21 (178)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P22 (179)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P23 (180)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0150 (181)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0151 (182)  rf=r size=64 type=d align=16 words (r80.0)
//.declare P24 (183)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0152 (184)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0153 (185)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0154 (186)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0155 (187)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0156 (188)  rf=r size=64 type=d alias=V0152+0 align=16 words (r124.0)
//.declare V0157 (189)  rf=r size=64 type=d alias=V0153+0 align=16 words (r122.0)
//.declare V0158 (190)  rf=r size=64 type=ud alias=V0152+0 align=16 words (r124.0)
//.declare V0159 (191)  rf=r size=64 type=ud alias=V0153+0 align=16 words (r122.0)
//.declare V0160 (192)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0161 (193)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0162 (194)  rf=r size=64 type=d alias=V0094+0 align=16 words (r46.0)
//.declare V0163 (195)  rf=r size=64 type=d alias=V0095+0 align=16 words (r48.0)
//.declare V0164 (196)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r46.0)
//.declare V0165 (197)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r48.0)
//.declare P25 (198)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P26 (199)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0166 (200)  rf=r size=64 type=ud alias=V0150+0 align=16 words (r78.0)
//.declare V0167 (201)  rf=r size=64 type=ud alias=V0151+0 align=16 words (r80.0)
//.declare V0168 (202)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0169 (203)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0170 (204)  rf=r size=32 type=b align=16 words (r4.0)
//.declare V0171 (205)  rf=r size=32 type=b align=16 words (r121.0)
//.declare V0172 (206)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0173 (207)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0174 (208)  rf=r size=32 type=ub alias=V0170+0 align=16 words (r4.0)
//.declare V0175 (209)  rf=r size=32 type=ub alias=V0171+0 align=16 words (r121.0)
//.declare P27 (210)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0176 (211)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0177 (212)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0178 (213)  rf=r size=32 type=b align=16 words (r5.0)
//.declare V0179 (214)  rf=r size=32 type=b align=16 words (r120.0)
//.declare V0182 (217)  rf=r size=32 type=ub alias=V0178+0 align=16 words (r5.0)
//.declare V0183 (218)  rf=r size=32 type=ub alias=V0179+0 align=16 words (r120.0)
//.declare V0184 (219)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0185 (220)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0186 (221)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0187 (222)  rf=r size=64 type=d align=16 words (r112.0)
//.declare P28 (223)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0188 (224)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0189 (225)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0190 (226)  rf=r size=64 type=f alias=V0186+0 align=16 words (r16.0)
//.declare V0191 (227)  rf=r size=64 type=f alias=V0187+0 align=16 words (r112.0)
//.declare P29 (228)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P30 (229)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0192 (230)  rf=r size=64 type=f align=16 words (r82.0)
//.declare V0193 (231)  rf=r size=64 type=f align=16 words (r84.0)
//.declare P31 (232)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0194 (233)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0195 (234)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0196 (235)  rf=r size=64 type=f alias=V0194+0 align=16 words (r124.0)
//.declare V0197 (236)  rf=r size=64 type=f alias=V0195+0 align=16 words (r122.0)
//.declare  (237)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (238)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0198 (239)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0199 (240)  rf=r size=64 type=f align=16 words (r118.0)
//.declare P32 (241)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0200 (242)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0201 (243)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0202 (244)  rf=r size=64 type=f alias=V0200+0 align=16 words (r124.0)
//.declare V0203 (245)  rf=r size=64 type=f alias=V0201+0 align=16 words (r122.0)
//.declare  (246)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (247)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0204 (248)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0205 (249)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0206 (250)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0207 (251)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0208 (252)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0209 (253)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0210 (254)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (255)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (256)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (257)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (258)  rf=r size=32 type=uw align=16 words (r123.0)
//.declare  (259)  rf=r size=32 type=uw align=16 words (r122.0)
//.declare  (260)  rf=r size=32 type=uw align=16 words (r125.0)
//.declare  (261)  rf=r size=32 type=uw align=16 words (r124.0)
//.declare  (262)  rf=r size=32 type=uw align=16 words (r125.0)
//.declare  (263)  rf=r size=32 type=uw align=16 words (r124.0)
//.declare  (264)  rf=r size=32 type=uw align=16 words (r125.0)
//.declare  (265)  rf=r size=32 type=uw align=16 words (r124.0)
//.declare  (266)  rf=r size=4 type=f align=2 words (r3.0)
//.declare  (268)  rf=r size=4 type=f align=2 words (r126.2)
//.declare  (270)  rf=r size=2 type=w align=1 words (r3.0)
//.declare  (272)  rf=r size=4 type=f align=2 words (r126.0)
//.declare  (274)  rf=r size=2 type=uw align=1 words (r126.0)
//.declare  (278)  rf=r size=2 type=uw align=1 words (r126.0)
//.declare  (280)  rf=r size=2 type=uw align=1 words (r126.0)
//.declare  (282)  rf=r size=4 type=f align=2 words (r126.0)
//.declare  (284)  rf=r size=2 type=w align=1 words (r3.0)
//.declare  (290)  rf=r size=4 type=uw align=2 words (r126.2)
//.declare  (291)  rf=r size=4 type=uw align=2 words (r9.8)
//.declare  (292)  rf=r size=4 type=uw align=2 words (r126.0)
//.declare  (293)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (294)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (295)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (296)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (297)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (298)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (299)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (300)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (301)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (302)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (303)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (304)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (305)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (306)  rf=r size=4 type=uw align=2 words (r126.0)
//.declare  (307)  rf=r size=4 type=uw align=2 words (r126.0)
//.declare  (308)  rf=r size=4 type=uw align=2 words (r9.10)
//.declare  (309)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (310)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (311)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (312)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (313)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (314)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (315)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (316)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (317)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (318)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (319)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (320)  rf=f32  size=4 type=uw align=2 words (f1.0)

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
// | V0208    | :uq      |      8 | r8       | general    |
// | V0209    | :uq      |      8 | r8+8     | general    |
// | V0210    | :uq      |      8 | r8+16    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B006}
_main:
(W)     mov (8|M0)               r28.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r9.0<0;1,0>:d     r28.1<0;1,0>:d   {Compacted}        // $2
(W)     mov (1|M0)               r3.0<1>:f     0xBEFFFFFF:f                                          // $34
(W)     mov (1|M0)               r6.0<1>:f     0x40000000:f                                          // $19
(W)     mov (1|M0)               r8.0<1>:f     0x40400000:f                                          // $24
(W)     mov (1|M0)               r126.2<1>:f   0x0:f                                                 // $90
(W)     mov (1|M0)               r6.1<1>:f     0x40800000:f                                          // $29
(W)     mov (1|M0)               r9.3<1>:f     0x3F800000:f                                          // $120
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r30.0<1>:d    r124.0<8;8,1>:d   2:w                                 // $9
        shl (16|M16)             r32.0<1>:d    r122.0<8;8,1>:d   2:w                                 // $10
        send (16|M0)             r34:w    r30     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $12
        send (16|M16)            r38:w    r32     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $14
        cmp (16|M0)   (lt)f1.0   null<1>:f     r34.0<8;8,1>:f    0x0:f                               // $32
        rndd (16|M0)             r120.0<1>:f   r34.0<8;8,1>:f                   {Compacted}          // $15
        cmp (16|M0)   (ne)f0.0   null<1>:f     r34.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}        // $43
        rndd (16|M16)            r118.0<1>:f   r38.0<8;8,1>:f                                        // $16
        cmp (16|M16)  (ne)f0.0   null<1>:f     r38.0<8;8,1>:f    r38.0<8;8,1>:f                      // $44
(W)     mov (1|M0)               r9.4<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $32
(~f0.0) sel (16|M0)              r4.0<1>:f     r120.0<8;8,1>:f   0x7FFFFFFF:f                        // $45
        cmp (16|M0)   (gt)f1.0   null<1>:f     r36.0<8;8,1>:f    0x0:f                               // $94
(~f0.0) sel (16|M16)             r116.0<1>:f   r118.0<8;8,1>:f   0x7FFFFFFF:f                        // $46
(W)     mov (1|M0)               f0.0<1>:ud    r9.4<0;1,0>:ud                   {Compacted}          // $33
        cmp (16|M16)  (lt)f0.0   null<1>:f     r38.0<8;8,1>:f    0x0:f                               // $33
(W)     mov (1|M0)               r126.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $94
        add (16|M0)              r124.0<1>:f   r34.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted}        // $47
        and (16|M0)              r42.0<1>:d    r34.0<8;8,1>:d    -2147483648:d                       // $51
(W)     mov (1|M0)               r9.4<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $33
        add (16|M16)             r12.0<1>:f    r38.0<8;8,1>:f    -r116.0<8;8,1>:f                    // $48
(W)     mov (1|M0)               f0.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $95
        cmp (16|M16)  (gt)f0.0   null<1>:f     r40.0<8;8,1>:f    0x0:f                               // $95
        sel (16|M0)   (lt)f0.0   r106.0<1>:f   r124.0<8;8,1>:f   0x3F7FFFFF:f                        // $49
(W)     mov (1|M0)               f1.0<1>:ud    r9.4<0;1,0>:ud                   {Compacted}          // $34
        and (16|M16)             r44.0<1>:d    r38.0<8;8,1>:d    -2147483648:d                       // $52
(W)     mov (1|M0)               r126.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $95
(W)     mov (1|M0)               f0.0<1>:ud    r9.4<0;1,0>:ud                   {Compacted}          // $35
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r34.0<8;8,1>:f  0x7F800000:f                     // $57
(f1.0)  sel (16|M0)              r108.0<1>:f   r3.0<0;1,0>:f     0x3EFFFFFF:f                        // $34
        cmp (16|M0)   (lt)f1.0   null<1>:f     r34.0<8;8,1>:f    0x3F000000:f                        // $88
(f0.0)  sel (16|M16)             r16.0<1>:f    r3.0<0;1,0>:f     0x3EFFFFFF:f                        // $35
(f0.0)  sel (16|M0)              r102.0<1>:f   r42.0<8;8,1>:f    r106.0<8;8,1>:f  {Compacted}        // $59
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r38.0<8;8,1>:f  0x7F800000:f                     // $58
(W)     mov (1|M0)               r126.1<1>:ud  f1.0<0;1,0>:ud                                        // $88
        cmp (16|M0)   (ne)f0.0   null<1>:f     r34.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}        // $61
        sel (16|M16)  (lt)f0.0   r18.0<1>:f    r12.0<8;8,1>:f    0x3F7FFFFF:f                        // $50
        rndu (16|M0)             r10.0<1>:f    r36.0<8;8,1>:f                   {Compacted}          // $17
(W)     mov (1|M0)               f1.0<1>:ud    r126.1<0;1,0>:ud                 {Compacted}          // $89
        cmp (16|M16)  (lt)f1.0   null<1>:f     r38.0<8;8,1>:f    0x3F000000:f                        // $89
(f0.0)  sel (16|M16)             r22.0<1>:f    r44.0<8;8,1>:f    r18.0<8;8,1>:f                      // $60
        rndu (16|M16)            r114.0<1>:f   r40.0<8;8,1>:f                                        // $18
        rnde (16|M0)             r112.0<1>:f   r34.0<8;8,1>:f                   {Compacted}          // $22
(W)     mov (1|M0)               r126.1<1>:ud  f1.0<0;1,0>:ud                                        // $89
(W)     mov (1|M0)               f1.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $96
(W)     mov (1|M0)               r126.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $61
        mad (16|M0)              r14.0<1>:f    r120.0<2;1>:f     r6.0<0;0>:f       r10.0<1>:f       {Compacted} // $20 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r122.0<1>:f   r118.0<2;1>:f     r6.0<0;0>:f       r114.0<1>:f      {Compacted} // $21 {0=EH, 1=EL, 2=EH, BC=OK}
        rnde (16|M16)            r110.0<1>:f   r38.0<8;8,1>:f                                        // $23
(W)     mov (1|M0)               f0.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $62
        cmp (16|M16)  (ne)f0.0   null<1>:f     r38.0<8;8,1>:f    r38.0<8;8,1>:f                      // $62
(~f1.0) sel (16|M0)              r124.0<1>:f   r36.0<8;8,1>:f    0x3F800000:f                        // $96
(~f1.0) sel (16|M16)             r12.0<1>:f    r40.0<8;8,1>:f    0x3F800000:f                        // $97
        cmp (16|M0)   (lt)f1.0   null<1>:f     r36.0<8;8,1>:f    0x0:f                               // $98
        cmp (16|M16)  (lt)f1.0   null<1>:f     r40.0<8;8,1>:f    0x0:f                               // $99
(W)     mov (1|M0)               r126.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $62
(W)     mov (1|M0)               f0.0<1>:ud    r126.1<0;1,0>:ud                 {Compacted}          // $90
        mad (16|M0)              r118.0<1>:f   r14.0<2;1>:f      r8.0<0;0>:f       r112.0<1>:f      {Compacted} // $25 {0=EL, 1=EL, 2=EH, BC=OK}
(f1.0)  mov (16|M0)              r124.0<1>:f   0xBF800000:f                                          // $100
(f1.0)  mov (16|M16)             r12.0<1>:f    0xBF800000:f                                          // $101
        add (16|M0)              r120.0<1>:f   r36.0<8;8,1>:f    -r34.0<8;8,1>:f  {Compacted}        // $83
        add (16|M16)             r10.0<1>:f    r40.0<8;8,1>:f    -r38.0<8;8,1>:f                     // $84
(W)     mov (1|M0)               r6.0<1>:f     0x3E800000:f                                          // $85
(f0.0)  sel (16|M0)              r112.0<1>:f   r126.2<0;1,0>:f   0x3F800000:f                        // $90
(W)     mov (1|M0)               f1.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $63
        cmp (16|M0)   (eq)f0.0   null<1>:f     r36.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}        // $102
        rndz (16|M0)             r104.0<1>:f   r36.0<8;8,1>:f                   {Compacted}          // $27
        rndz (16|M16)            r20.0<1>:f    r40.0<8;8,1>:f                                        // $28
        add (16|M0)              r108.0<1>:f   r108.0<8;8,1>:f   r34.0<8;8,1>:f   {Compacted}        // $36
        add (16|M16)             r16.0<1>:f    r16.0<8;8,1>:f    r38.0<8;8,1>:f                      // $37
        mad (16|M16)             r114.0<1>:f   r122.0<2;1>:f     r8.0<0;0>:f       r110.0<1>:f      {Compacted} // $26 {0=EH, 1=EL, 2=EH, BC=OK}
(f0.0)  sel (16|M16)             r24.0<1>:f    r126.2<0;1,0>:f   0x3F800000:f                        // $91
        mad (16|M16)             r14.0<1>:f    r38.0<2;1>:f      r6.0<0;0>:f       r10.0<1>:f       {Compacted} // $87 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M0)              r122.0<1>:f   r34.0<2;1>:f      r6.0<0;0>:f       r120.0<1>:f      {Compacted} // $86 {0=EL, 1=EL, 2=EH, BC=OK}
        cmp (16|M16)  (eq)f0.0   null<1>:f     r40.0<8;8,1>:f    r40.0<8;8,1>:f                      // $103
(f1.0)  mov (16|M0)              r102.0<1>:f   0x7FFFFFFF:f                                          // $63
(W)     mov (1|M0)               r3.0<1>:w     1:w                                                   // $125
(~f0.0) mov (16|M0)              r124.0<1>:f   0x0:f                                                 // $104
        cmp (16|M0)   (ne)f1.0   null<1>:f     r34.0<8;8,1>:f    r34.0<8;8,1>:f                      // $123
        mad (16|M0)              r110.0<1>:f   r118.0<2;1>:f     r6.1<0;0>:f       r104.0<1>:f      {Compacted} // $30 {0=EH, 1=EL, 2=EH, BC=OK}
        rndz (16|M0)             r100.0<1>:f   r108.0<8;8,1>:f                  {Compacted}          // $38
        rndz (16|M16)            r18.0<1>:f    r16.0<8;8,1>:f                                        // $39
        mad (16|M16)             r106.0<1>:f   r114.0<2;1>:f     r6.1<0;0>:f       r20.0<1>:f       {Compacted} // $31 {0=EH, 1=EL, 2=EL, BC=BAD}
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r34.0<8;8,1>:f  0x7F800000:f                     // $127
        sel (16|M0)   (ge)f0.0   r26.0<1>:f    r34.0<8;8,1>:f    0xBF800000:f                        // $75
        sel (16|M16)  (lt)f0.0   r98.0<1>:f    r38.0<8;8,1>:f    r40.0<8;8,1>:f                      // $70
        sel (16|M16)  (ge)f0.0   r96.0<1>:f    r38.0<8;8,1>:f    r40.0<8;8,1>:f                      // $72
(f1.0)  mov (16|M16)             r22.0<1>:f    0x7FFFFFFF:f                                          // $64
(W)     mov (1|M0)               r8.0<1>:f     0x40A00000:f                                          // $40
        sel (16|M0)   (ge)f0.0   r10.0<1>:f    r34.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}        // $71
        sel (16|M0)   (lt)f0.0   r120.0<1>:f   r34.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}        // $69
(~f0.0) mov (16|M16)             r12.0<1>:f    0x0:f                                                 // $105
        sel (16|M16)  (ge)f0.0   r118.0<1>:f   r38.0<8;8,1>:f    0xBF800000:f                        // $76
        and (16|M16)             r108.0<1>:d   r40.0<8;8,1>:d    -2147483648:d                       // $109
        add (16|M16)             r16.0<1>:f    r14.0<8;8,1>:f    r24.0<8;8,1>:f                      // $93
        add (16|M0)              r114.0<1>:f   r122.0<8;8,1>:f   r112.0<8;8,1>:f  {Compacted}        // $92
        and (16|M0)              r20.0<1>:d    r36.0<8;8,1>:d    -2147483648:d                       // $108
(f1.0)  sel (16|M0)              r24.0<1>:d    r3.0<0;1,0>:w     0:w                                 // $125
        add (16|M0)              r102.0<1>:f   r102.0<8;8,1>:f   r4.0<8;8,1>:f    {Compacted}        // $65
(f0.0)  mov (16|M0)              r24.0<1>:d    1:w                                                   // $129
        cmp (16|M16)  (ne)f1.0   null<1>:f     r38.0<8;8,1>:f    r38.0<8;8,1>:f                      // $124
        add (16|M16)             r98.0<1>:f    r98.0<8;8,1>:f    -r96.0<8;8,1>:f                     // $74
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    r116.0<8;8,1>:f                     // $66
        mad (16|M0)              r104.0<1>:f   r110.0<2;1>:f     r8.0<0;0>:f       r100.0<1>:f      {Compacted} // $41 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r94.0<1>:f    r106.0<2;1>:f     r8.0<0;0>:f       r18.0<1>:f       {Compacted} // $42 {0=EH, 1=EL, 2=EL, BC=BAD}
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r38.0<8;8,1>:f  0x7F800000:f                     // $128
        add (16|M0)              r120.0<1>:f   r120.0<8;8,1>:f   -r10.0<8;8,1>:f  {Compacted}        // $73
        sel (16|M0)   (lt)f0.0   r14.0<1>:f    r26.0<8;8,1>:f    0x3F800000:f                        // $77
        sel (16|M16)  (lt)f0.0   r122.0<1>:f   r118.0<8;8,1>:f   0x3F800000:f                        // $78
        or (16|M16)              r108.0<1>:d   r108.0<8;8,1>:d   1073741824:d                        // $111
        add (16|M16)             r12.0<1>:f    r16.0<8;8,1>:f    r12.0<8;8,1>:f                      // $107
        add (16|M0)              r124.0<1>:f   r114.0<8;8,1>:f   r124.0<8;8,1>:f  {Compacted}        // $106
        or (16|M0)               r20.0<1>:d    r20.0<8;8,1>:d    1073741824:d                        // $110
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r34.0<8;8,1>:f  0x7F800000:f                     // $55
        add (16|M0)              r4.0<1>:f     r34.0<8;8,1>:f    -r36.0<8;8,1>:f  {Compacted}        // $114
(f1.0)  sel (16|M16)             r112.0<1>:d   r3.0<0;1,0>:w     0:w                                 // $126
        add (16|M0)              r116.0<1>:f   r104.0<8;8,1>:f   r102.0<8;8,1>:f  {Compacted}        // $67
        add (16|M16)             r110.0<1>:f   r94.0<8;8,1>:f    r22.0<8;8,1>:f                      // $68
        add (16|M16)             r118.0<1>:f   r38.0<8;8,1>:f    -r40.0<8;8,1>:f                     // $115
        add (16|M0)              r120.0<1>:f   r120.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted}        // $79
        add (16|M16)             r98.0<1>:f    r98.0<8;8,1>:f    r122.0<8;8,1>:f                     // $80
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    r108.0<8;8,1>:f                     // $113
        add (16|M0)              r124.0<1>:f   r124.0<8;8,1>:f   r20.0<8;8,1>:f   {Compacted}        // $112
(W)     mov (1|M0)               r9.5<1>:ud    f0.0<0;1,0>:ud                                        // $55
(f0.0)  mov (16|M16)             r112.0<1>:d   1:w                                                   // $130
        add (16|M0)              r114.0<1>:f   r116.0<8;8,1>:f   r120.0<8;8,1>:f  {Compacted}        // $81
        add (16|M16)             r106.0<1>:f   r110.0<8;8,1>:f   r98.0<8;8,1>:f                      // $82
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    (abs)r118.0<8;8,1>:f                // $117
        add (16|M0)              r124.0<1>:f   r124.0<8;8,1>:f   (abs)r4.0<8;8,1>:f {Compacted}      // $116
(W)     mov (1|M0)               f0.0<1>:ud    r9.5<0;1,0>:ud                   {Compacted}          // $56
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r38.0<8;8,1>:f  0x7F800000:f                     // $56
        cmp (16|M0)   (ne)f1.0   null<1>:d     r24.0<8;8,1>:d    0:w                                 // $131
        cmp (16|M16)  (ne)f1.0   null<1>:d     r112.0<8;8,1>:d   0:w                                 // $132
        mov (16|M0)              r46.0<1>:f    (abs)r34.0<8;8,1>:f              {Compacted}          // $53
        mad (16|M0)              r54.0<1>:f    r9.3<0;0>:f       r36.0<2;1>:f      r34.0<1>:f       {Compacted} // $121 {0=OL, 1=EL, 2=EL, BC=BAD}
        mov (16|M16)             r48.0<1>:f    (abs)r38.0<8;8,1>:f                                   // $54
        mad (16|M16)             r56.0<1>:f    r9.3<0;0>:f       r40.0<2;1>:f      r38.0<1>:f       {Compacted} // $122 {0=OL, 1=EL, 2=EL, BC=BAD}
        add (16|M16)             r52.0<1>:f    r106.0<8;8,1>:f   r12.0<8;8,1>:f                      // $119
        add (16|M0)              r50.0<1>:f    r114.0<8;8,1>:f   r124.0<8;8,1>:f  {Compacted}        // $118
(W)     mov (1|M0)               r9.5<1>:ud    f0.0<0;1,0>:ud                                        // $56
(~f1.0) if (32|M0)                           _0_032            _0_036                                // $133
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B003}
_0_033:
        cmp (16|M0)   (gt)f1.0   null<1>:f     (abs)r34.0<8;8,1>:f  0x40400000:f                     // $135
        cmp (16|M16)  (gt)f1.0   null<1>:f     (abs)r38.0<8;8,1>:f  0x40400000:f                     // $136
(f1.0)  sel (16|M0)              r58.0<1>:f    (abs)r34.0<8;8,1>:f  0x40400000:f                     // $137
(f1.0)  sel (16|M16)             r60.0<1>:f    (abs)r38.0<8;8,1>:f  0x40400000:f                     // $138
        cmp (16|M0)   (eq)f0.0   null<1>:f     r58.0<8;8,1>:f    0x0:f               {Compacted}     // $139
(W)     mov (1|M0)               r126.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $139
(W)     mov (1|M0)               f0.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $140
        cmp (16|M16)  (eq)f0.0   null<1>:f     r60.0<8;8,1>:f    0x0:f                               // $140
(W)     mov (1|M0)               r126.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $140
(f0.0)  if (32|M0)                           _0_034            _math_round_k0_1_cf                   // $141
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_035:
        mov (16|M0)              r62.0<1>:f    0x0:f                                                 // $143
        mov (16|M16)             r64.0<1>:f    0x0:f                                                 // $144
        else (32|M0)                         _math_round_k0_1_cf  _math_round_k0_1_cf                // $141
// B003: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_034:
(~f1.0) sel (16|M0)              r124.0<1>:f   (abs)r34.0<8;8,1>:f  0x40400000:f                     // $147
(~f1.0) sel (16|M16)             r122.0<1>:f   (abs)r38.0<8;8,1>:f  0x40400000:f                     // $148
        math.fdiv (16|M0)        r124.0<1>:f   r124.0<8;8,1>:f   r58.0<8;8,1>:f   {Compacted}        // $149
        nop                                                                                          // $150
        math.fdiv (16|M16)       r122.0<1>:f   r122.0<8;8,1>:f   r60.0<8;8,1>:f                      // $150
        nop                                                                                          // $151
        mad (16|M0)              r120.0<1>:f   r9.3<0;0>:f       r124.0<2;1>:f     r124.0<1>:f      {Compacted} // $151 {0=OL, 1=EH, 2=EH, BC=GOOD}
        mad (16|M16)             r118.0<1>:f   r9.3<0;0>:f       r122.0<2;1>:f     r122.0<1>:f      {Compacted} // $152 {0=OL, 1=EH, 2=EH, BC=GOOD}
        math.sqt (16|M0)         r116.0<1>:f   r120.0<8;8,1>:f                  {Compacted}          // $153
        math.sqt (16|M16)        r114.0<1>:f   r118.0<8;8,1>:f                                       // $154
        mul (16|M0)              r62.0<1>:f    r58.0<8;8,1>:f    r116.0<8;8,1>:f  {Compacted}        // $155
        mul (16|M16)             r64.0<1>:f    r60.0<8;8,1>:f    r114.0<8;8,1>:f                     // $156
// B004: [inDivergent],  Preds:{B003, B002},  Succs:{B005}
_math_round_k0_1_cf:
        endif (32|M0)                        _math_round_k0_2_cf                                     // $141
// B005: [inDivergent],  Preds:{B004},  Succs:{B007}
_math_round_k0_2_cf:
        else (32|M0)                         _0_036            _0_036                                // $133
// B006: [inDivergent],  Preds:{B000},  Succs:{B007}
_0_032:
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r34.0<8;8,1>:f  0x7F800000:f                     // $159
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r38.0<8;8,1>:f  0x7F800000:f                     // $160
(W)     mov (1|M0)               r126.0<1>:f   0x7F800000:f                                          // $161
(f1.0)  sel (16|M0)              r62.0<1>:f    r126.0<0;1,0>:f   0x7FFFFFFF:f                        // $161
(f1.0)  sel (16|M16)             r64.0<1>:f    r126.0<0;1,0>:f   0x7FFFFFFF:f                        // $162
// B007: Preds:{B006, B005},  Succs:{B008, B009}
_0_036:
        endif (32|M0)                        L2456                                                   // $133
L2456:
(W)     mov (1|M0)               r126.0<1>:uw  0x1:uw                                                // $167
(W)     mov (1|M0)               f1.0<1>:ud    r9.5<0;1,0>:ud                   {Compacted}          // $167
        cmp (16|M0)   (ne)f0.0   null<1>:f     r34.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}        // $166
        cmp (16|M16)  (ne)f0.0   null<1>:f     r38.0<8;8,1>:f    r38.0<8;8,1>:f                      // $168
        add (16|M0)              r66.0<1>:f    r54.0<8;8,1>:f    r62.0<8;8,1>:f   {Compacted}        // $164
(f1.0)  sel (16|M0)              r124.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $167
(W)     mov (1|M0)               f1.0<1>:ud    r9.5<0;1,0>:ud                   {Compacted}          // $169
(f0.0)  sel (16|M0)              r125.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $167
(f0.0)  sel (16|M16)             r123.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $169
        add (16|M16)             r68.0<1>:f    r56.0<8;8,1>:f    r64.0<8;8,1>:f                      // $165
(f1.0)  sel (16|M16)             r122.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $169
        or (16|M0)    (ne)f0.0   null<1>:uw    r125.0<16;16,1>:uw  r124.0<16;16,1>:uw {Compacted}    // $167
        or (16|M16)   (ne)f0.0   null<1>:uw    r123.0<16;16,1>:uw  r122.0<16;16,1>:uw                // $169
(f0.0)  if (32|M0)                           _0_037            _math_round_k0_0_cf                   // $170
// B008: [inDivergent],  Preds:{B007},  Succs:{B032}
_0_038:
        mov (16|M0)              r70.0<1>:f    0x7FFFFFFF:f                                          // $172
        mov (16|M16)             r72.0<1>:f    0x7FFFFFFF:f                                          // $173
        else (32|M0)                         _math_round_k0_0_cf  _math_round_k0_0_cf                // $170
// B009: [inDivergent],  Preds:{B007},  Succs:{B010, B011}
_0_037:
        cmp (16|M0)   (ne)f0.0   null<1>:f     r34.0<8;8,1>:f    0x0:f               {Compacted}     // $176
        cmp (16|M16)  (ne)f0.0   null<1>:f     r38.0<8;8,1>:f    0x0:f                               // $177
(~f0.0) if (32|M0)                           _0_040            _math_round_k0_3_cf                   // $178
// B010: [inDivergent],  Preds:{B009},  Succs:{B031}
_0_041:
        mov (16|M0)              r70.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $180
        mov (16|M16)             r72.0<1>:f    r38.0<8;8,1>:f                                        // $181
        else (32|M0)                         _math_round_k0_3_cf  _math_round_k0_3_cf                // $178
// B011: [inDivergent],  Preds:{B009},  Succs:{B012, B013}
_0_040:
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r34.0<8;8,1>:f  0x3FC00000:f                     // $184
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r38.0<8;8,1>:f  0x3FC00000:f                     // $185
(f1.0)  if (32|M0)                           _0_042            _math_round_k0_4_cf                   // $186
// B012: [inDivergent],  Preds:{B011},  Succs:{B030}
_0_043:
        mov (16|M0)              r70.0<1>:f    r42.0<8;8,1>:f                   {Compacted}          // $188
        mov (16|M16)             r72.0<1>:f    r44.0<8;8,1>:f                                        // $189
        else (32|M0)                         _math_round_k0_4_cf  _math_round_k0_4_cf                // $186
// B013: [inDivergent],  Preds:{B011},  Succs:{B014, B015}
_0_042:
        cmp (16|M0)   (lt)f0.0   null<1>:f     (abs)r34.0<8;8,1>:f  0x3FC00000:f                     // $192
        cmp (16|M16)  (lt)f0.0   null<1>:f     (abs)r38.0<8;8,1>:f  0x3FC00000:f                     // $193
(f0.0)  if (32|M0)                           _0_044            _math_round_k0_5_cf                   // $194
// B014: [inDivergent],  Preds:{B013},  Succs:{B029}
_0_045:
        mov (16|M0)              r70.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $196
        mov (16|M16)             r72.0<1>:f    r38.0<8;8,1>:f                                        // $197
        else (32|M0)                         _math_round_k0_5_cf  _math_round_k0_5_cf                // $194
// B015: [inDivergent],  Preds:{B013},  Succs:{B016, B020}
_0_044:
        cmp (16|M16)  (ge)f1.0   null<1>:f     (abs)r48.0<8;8,1>:f  0x800000:f                       // $203
        cmp (16|M16)  (lt)f0.0   null<1>:f     (abs)r48.0<8;8,1>:f  0x7F800000:f                     // $206
(W)     mov (1|M0)               r126.0<1>:uw  0x1:uw                                                // $207
        cmp (16|M0)   (ge)f0.0   null<1>:f     (abs)r46.0<8;8,1>:f  0x800000:f                       // $202
        mov (16|M0)              r74.0<1>:f    -(abs)r34.0<8;8,1>:f                                  // $200
        mov (16|M16)             r76.0<1>:f    -(abs)r38.0<8;8,1>:f                                  // $201
(f0.0)  sel (16|M16)             r125.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $207
(f1.0)  sel (16|M16)             r124.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $207
(f0.0)  cmp (16|M0)   (lt)f0.0   null<1>:f     (abs)r46.0<8;8,1>:f  0x7F800000:f                     // $204
        and (16|M16)  (ne)f0.0   null<1>:uw    r125.0<16;16,1>:uw  r124.0<16;16,1>:uw                // $207
(~f0.0) goto (32|M0)                         _0_046            _0_046                                // $208
// B016: [inDivergent],  Preds:{B015},  Succs:{B017, B018}
_0_047:
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r48.0<8;8,1>:f  0x7F800000:f                     // $211
        cmp (16|M16)  (ne)f1.0   null<1>:f     (abs)r38.0<8;8,1>:f  (abs)r38.0<8;8,1>:f              // $214
(W)     mov (1|M0)               r126.0<1>:uw  0x1:uw                                                // $215
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r46.0<8;8,1>:f  0x7F800000:f                     // $210
(f1.0)  sel (16|M16)             r125.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $215
(f0.0)  sel (16|M16)             r124.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $215
(~f1.0) cmp (16|M0)   (ne)f1.0   null<1>:f     (abs)r34.0<8;8,1>:f  (abs)r34.0<8;8,1>:f              // $212
        or (16|M16)   (ne)f1.0   null<1>:uw    r125.0<16;16,1>:uw  r124.0<16;16,1>:uw                // $215
(f1.0)  goto (32|M0)                         _0_048            _0_048                                // $216
// B017: [inDivergent],  Preds:{B016},  Succs:{B022}
_0_049:
(W)     mov (1|M0)               f1.0<1>:ud    0x0:uw                                                // $220
        mov (16|M0)              r78.0<1>:d    2147483647:d                                          // $218
        mov (16|M16)             r80.0<1>:d    2147483647:d                                          // $219
(f1.0)  goto (32|M0)                         _0_048            _0_050                                // $220
// B018: [inDivergent],  Preds:{B016},  Succs:{B019, B028}
_0_048:
        join (32|M0)                         _0_046                                                  // 
L3344:
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r34.0<8;8,1>:f  0x0:f                            // $222
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r38.0<8;8,1>:f  0x0:f                            // $223
(~f1.0) goto (32|M0)                         _0_046            _0_051                                // $224
// B019: [inDivergent],  Preds:{B018},  Succs:{B021}
_0_052:
        mul (16|M0)              r124.0<1>:f   (abs)r34.0<8;8,1>:f  0x4B000000:f                     // $226
        mul (16|M16)             r122.0<1>:f   (abs)r38.0<8;8,1>:f  0x4B000000:f                     // $227
(W)     mov (1|M0)               f0.0<1>:ud    0x0:uw                                                // $234
        shr (16|M0)              r120.0<1>:d   r124.0<8;8,1>:ud  23:w                                // $228
        shr (16|M16)             r118.0<1>:d   r122.0<8;8,1>:ud  23:w                                // $229
        and (16|M0)              r120.0<1>:d   r120.0<8;8,1>:d   255:w                               // $230
        and (16|M16)             r118.0<1>:d   r118.0<8;8,1>:d   255:w                               // $231
        add (16|M0)              r78.0<1>:d    r120.0<8;8,1>:d   -150:w                              // $232
        add (16|M16)             r80.0<1>:d    r118.0<8;8,1>:d   -150:w                              // $233
(f0.0)  goto (32|M0)                         _0_046            _0_053                                // $234
// B020: [inDivergent],  Preds:{B015},  Succs:{B021}
_0_046:
        join (32|M0)                         _0_053                                                  // 
L3568:
        shr (16|M0)              r124.0<1>:d   r46.0<8;8,1>:ud   23:w                                // $236
        shr (16|M16)             r122.0<1>:d   r48.0<8;8,1>:ud   23:w                                // $237
        and (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   255:w                               // $238
        and (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   255:w                               // $239
        add (16|M0)              r78.0<1>:d    r124.0<8;8,1>:d   -127:w                              // $240
        add (16|M16)             r80.0<1>:d    r122.0<8;8,1>:d   -127:w                              // $241
// B021: [inDivergent],  Preds:{B020, B019},  Succs:{B022, B028}
_0_053:
        join (32|M0)                         _0_050                                                  // 
L3680:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r78.0<8;8,1>:d    -1:w                                // $243
        cmp (16|M16)  (gt)f0.0   null<1>:d     r80.0<8;8,1>:d    -1:w                                // $244
(f0.0)  goto (32|M0)                         _0_050            _0_051                                // $245
// B022: [inDivergent],  Preds:{B021, B017},  Succs:{B023, B027}
_0_050:
        join (32|M0)                         _0_051                                                  // 
L3744:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r78.0<8;8,1>:ud   0x7C:uw                             // $247
        cmp (16|M16)  (gt)f0.0   null<1>:d     r80.0<8;8,1>:ud   0x7C:uw                             // $248
(W)     mov (1|M0)               r3.0<1>:w     124:w                                                 // $251
(W)     mov (1|M0)               r126.0<1>:f   0x1800000:f                                           // $249
(f0.0)  sel (16|M0)              r4.0<2>:b     r3.0<0;1,0>:w     0:w                                 // $251
(f0.0)  sel (16|M16)             r121.0<2>:b   r3.0<0;1,0>:w     0:w                                 // $252
(f0.0)  sel (16|M0)              r124.0<1>:f   r126.0<0;1,0>:f   0x3F800000:f                        // $249
(f0.0)  sel (16|M16)             r122.0<1>:f   r126.0<0;1,0>:f   0x3F800000:f                        // $250
        add (16|M0)              r10.0<1>:d    r4.0<2;1,0>:ub    -r78.0<8;8,1>:d                     // $255
        add (16|M16)             r118.0<1>:d   r121.0<2;1,0>:ub  -r80.0<8;8,1>:d                     // $256
        cmp (16|M0)   (lt)f1.0   null<1>:d     r10.0<8;8,1>:d    -124:w                              // $257
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:d   -124:w                              // $258
(f1.0)  sel (16|M0)              r5.0<2>:b     r3.0<0;1,0>:w     0:w                                 // $261
(f1.0)  sel (16|M16)             r120.0<2>:b   r3.0<0;1,0>:w     0:w                                 // $262
(f1.0)  sel (16|M0)              r12.0<1>:f    r126.0<0;1,0>:f   0x3F800000:f                        // $259
(f1.0)  sel (16|M16)             r116.0<1>:f   r126.0<0;1,0>:f   0x3F800000:f                        // $260
        add (16|M0)   (eq)f0.0   r14.0<1>:d    r5.0<2;1,0>:ub    r10.0<8;8,1>:d                      // $265
        add (16|M16)  (eq)f0.0   r114.0<1>:d   r120.0<2;1,0>:ub  r118.0<8;8,1>:d                     // $266
        shl (16|M0)              r16.0<1>:d    r14.0<8;8,1>:d    23:w                                // $267
        shl (16|M16)             r112.0<1>:d   r114.0<8;8,1>:d   23:w                                // $268
        cmp (16|M0)   (lt)f1.0   null<1>:d     r14.0<8;8,1>:d    -124:w                              // $275
        cmp (16|M16)  (lt)f1.0   null<1>:d     r114.0<8;8,1>:d   -124:w                              // $276
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    1065353216:d                        // $269
        add (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   1065353216:d                        // $270
(~f0.0) sel (16|M0)              r18.0<1>:f    r16.0<8;8,1>:f    0x3F800000:f                        // $273
(~f0.0) sel (16|M16)             r110.0<1>:f   r112.0<8;8,1>:f   0x3F800000:f                        // $274
        cmp (16|M0)   (gt)f0.0   null<1>:d     r14.0<8;8,1>:d    127:w                               // $279
        cmp (16|M16)  (gt)f0.0   null<1>:d     r114.0<8;8,1>:d   127:w                               // $280
(f1.0)  mov (16|M0)              r18.0<1>:f    0x1800000:f                                           // $277
(f1.0)  mov (16|M16)             r110.0<1>:f   0x1800000:f                                           // $278
(f0.0)  mov (16|M0)              r18.0<1>:f    0x7F000000:f                                          // $281
(f0.0)  mov (16|M16)             r110.0<1>:f   0x7F000000:f                                          // $282
        cmp (16|M0)   (eq)f1.0   null<1>:d     r78.0<8;8,1>:d    0:w                                 // $289
        cmp (16|M16)  (eq)f1.0   null<1>:d     r80.0<8;8,1>:d    0:w                                 // $290
        mul (16|M0)              r18.0<1>:f    (abs)r34.0<8;8,1>:f  r18.0<8;8,1>:f {Compacted}       // $283
        mul (16|M16)             r110.0<1>:f   (abs)r38.0<8;8,1>:f  r110.0<8;8,1>:f                  // $284
        mul (16|M0)              r18.0<1>:f    r124.0<8;8,1>:f   r18.0<8;8,1>:f   {Compacted}        // $285
        mul (16|M16)             r110.0<1>:f   r122.0<8;8,1>:f   r110.0<8;8,1>:f                     // $286
        mul (16|M0)              r82.0<1>:f    r12.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $287
        mul (16|M16)             r84.0<1>:f    r116.0<8;8,1>:f   r110.0<8;8,1>:f                     // $288
(~f1.0) if (32|M0)                           _0_054            _0_054                                // $291
// B023: Preds:{B022},  Succs:{B024}
_math_round_k0_9_preHeader:
_0_055:
// B024: [inDivergent],  Preds:{B023, B026},  Succs:{B025, B027}
        cmp (16|M0)   (ge)f1.0   r124.0<1>:f   r82.0<8;8,1>:f    0x3FC00000:f                        // $293
        cmp (16|M16)  (ge)f1.0   r122.0<1>:f   r84.0<8;8,1>:f    0x3FC00000:f                        // $294
        cmp (16|M0)   (gt)f0.0   null<1>:d     r78.0<8;8,1>:ud   0x1:uw                              // $301
        cmp (16|M16)  (gt)f0.0   null<1>:d     r80.0<8;8,1>:ud   0x1:uw                              // $302
        and (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   1069547520:d                        // $295
        and (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   1069547520:d                        // $296
        add (16|M0)              r120.0<1>:f   r82.0<8;8,1>:f    -r124.0<8;8,1>:f {Compacted}        // $297
        add (16|M16)             r118.0<1>:f   r84.0<8;8,1>:f    -r122.0<8;8,1>:f                    // $298
        add (16|M0)              r82.0<1>:f    r120.0<8;8,1>:f   r120.0<8;8,1>:f  {Compacted}        // $299
        add (16|M16)             r84.0<1>:f    r118.0<8;8,1>:f   r118.0<8;8,1>:f                     // $300
(~f0.0) break (32|M0)                        _math_round_k0_8_cf  _math_round_k0_8_cf                // $303
// B025: [inDivergent],  Preds:{B024},  Succs:{B026}
_0_056:
        add (16|M0)              r78.0<1>:d    r78.0<8;8,1>:d    -1:w                                // $305
        add (16|M16)             r80.0<1>:d    r80.0<8;8,1>:d    -1:w                                // $306
// B026: [inDivergent],  Preds:{B025},  Succs:{B024}
_math_round_k0_8_cf:
        while (32|M0)                        _math_round_k0_9_preHeader                              // $307
// B027: [inDivergent],  Preds:{B022, B024},  Succs:{B028}
_0_054:
        endif (32|M0)                        L4600                                                   // $291
L4600:
        cmp (16|M0)   (ge)f1.0   r124.0<1>:f   r82.0<8;8,1>:f    0x3FC00000:f                        // $309
        cmp (16|M16)  (ge)f0.0   r122.0<1>:f   r84.0<8;8,1>:f    0x3FC00000:f                        // $310
        and (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   1069547520:d                        // $311
        and (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   1069547520:d                        // $312
        add (16|M0)              r46.0<1>:f    r82.0<8;8,1>:f    -r124.0<8;8,1>:f {Compacted}        // $313
        add (16|M16)             r48.0<1>:f    r84.0<8;8,1>:f    -r122.0<8;8,1>:f                    // $314
        mov (16|M0)              r74.0<1>:f    -r46.0<8;8,1>:f                  {Compacted}          // $315
        mov (16|M16)             r76.0<1>:f    -r48.0<8;8,1>:f                                       // $316
// B028: [inDivergent],  Preds:{B027, B021, B018},  Succs:{B029}
_0_051:
        join (32|M0)                         _0_051                                                  // 
L4728:
(W)     mov (1|M0)               f1.0<1>:ud    r9.4<0;1,0>:ud                   {Compacted}          // $318
(W)     mov (1|M0)               f0.0<1>:ud    r9.4<0;1,0>:ud                   {Compacted}          // $319
(f1.0)  sel (16|M0)              r70.0<1>:f    r74.0<8;8,1>:f    r46.0<8;8,1>:f                      // $318
(f0.0)  sel (16|M16)             r72.0<1>:f    r76.0<8;8,1>:f    r48.0<8;8,1>:f                      // $319
// B029: [inDivergent],  Preds:{B014, B028},  Succs:{B030}
_math_round_k0_5_cf:
        endif (32|M0)                        _math_round_k0_4_cf                                     // $194
// B030: [inDivergent],  Preds:{B012, B029},  Succs:{B031}
_math_round_k0_4_cf:
        endif (32|M0)                        _math_round_k0_3_cf                                     // $186
// B031: [inDivergent],  Preds:{B010, B030},  Succs:{B032}
_math_round_k0_3_cf:
        endif (32|M0)                        _math_round_k0_0_cf                                     // $178
// B032: Preds:{B008, B031},  Succs:{B033}
_math_round_k0_0_cf:
        endif (32|M0)                        _0_039                                                  // $170
// B033: Preds:{B032},  Succs:{}
_0_039:
        add (16|M0)              r124.0<1>:f   r66.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted}        // $321
        add (16|M16)             r122.0<1>:f   r68.0<8;8,1>:f    r72.0<8;8,1>:f                      // $322
        frc (16|M0)              r120.0<1>:f   r34.0<8;8,1>:f                   {Compacted}          // $329
        frc (16|M16)             r118.0<1>:f   r38.0<8;8,1>:f                                        // $330
        add (16|M0)              r124.0<1>:f   r50.0<8;8,1>:f    r124.0<8;8,1>:f  {Compacted}        // $323
        add (16|M16)             r122.0<1>:f   r52.0<8;8,1>:f    r122.0<8;8,1>:f                     // $324
(W)     mov (8|M0)               r127.0<1>:ud  r28.0<8;8,1>:ud                  {Compacted}          // $335
        sends (16|M0)            null:w   r30     r124    0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $326
        sends (16|M16)           null:w   r32     r122    0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $328
        sends (16|M0)            null:w   r30     r120    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $332
        sends (16|M16)           null:w   r32     r118    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $334
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                                        // $335
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                                        // $335
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $335
// Bank Conflict Statistics: 
// -- GOOD: 2
// --  BAD: 6
// --   OK: 6
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
