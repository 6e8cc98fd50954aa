//.kernel int16_ops
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 214
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
//.declare V0048 (56)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r14.0)
//.declare V0058 (66)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r16.0)
//.declare V0059 (67)  rf=r size=256 type=d align=16 words (r18.0)
//.declare V0060 (68)  rf=r size=256 type=d align=16 words (r26.0)
//.declare V0063 (71)  rf=r size=256 type=w alias=V0059+0 align=16 words (r18.0)
//.declare V0064 (72)  rf=r size=256 type=w alias=V0060+0 align=16 words (r26.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0067 (75)  rf=r size=64 type=ud alias=V0065+0 align=16 words (r34.0)
//.declare V0068 (76)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r36.0)
//.declare V0071 (79)  rf=r size=64 type=ud align=16 words (r38.0)
//.declare V0072 (80)  rf=r size=64 type=w alias=V0071+0 align=16 words (r38.0)
//.declare V0073 (81)  rf=r size=64 type=ud align=16 words (r40.0)
//.declare V0074 (82)  rf=r size=64 type=w alias=V0073+0 align=16 words (r40.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0079 (87)  rf=r size=32 type=w align=16 words (r22.0)
//.declare V0080 (88)  rf=r size=32 type=w align=16 words (r23.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0085 (93)  rf=r size=32 type=w align=16 words (r24.0)
//.declare V0086 (94)  rf=r size=32 type=w align=16 words (r25.0)
//.declare V0089 (97)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0090 (98)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0091 (99)  rf=r size=32 type=w align=16 words (r26.0)
//.declare V0092 (100)  rf=r size=32 type=w align=16 words (r27.0)
//.declare V0095 (103)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0096 (104)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0097 (105)  rf=r size=32 type=w align=16 words (r28.0)
//.declare V0098 (106)  rf=r size=32 type=w align=16 words (r29.0)
//.declare V0101 (109)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0102 (110)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0103 (111)  rf=r size=32 type=w align=16 words (r30.0)
//.declare V0104 (112)  rf=r size=32 type=w align=16 words (r31.0)
//.declare V0107 (115)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0108 (116)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0109 (117)  rf=r size=32 type=w align=16 words (r32.0)
//.declare V0110 (118)  rf=r size=32 type=w align=16 words (r33.0)
//.declare V0113 (121)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0114 (122)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0115 (123)  rf=r size=32 type=w align=16 words (r34.0)
//.declare V0116 (124)  rf=r size=32 type=w align=16 words (r35.0)
//.declare V0119 (127)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0120 (128)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0121 (129)  rf=r size=32 type=w align=16 words (r48.0)
//.declare V0122 (130)  rf=r size=32 type=w align=16 words (r49.0)
//.declare V0123 (131)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0124 (132)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0125 (133)  rf=r size=64 type=ud alias=V0123+0 align=16 words (r74.0)
//.declare V0126 (134)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r76.0)
//.declare V0127 (135)  rf=r size=32 type=w align=16 words (r36.0)
//.declare V0128 (136)  rf=r size=32 type=w align=16 words (r37.0)
//.declare V0129 (137)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0130 (138)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0131 (139)  rf=r size=64 type=ud alias=V0129+0 align=16 words (r78.0)
//.declare V0132 (140)  rf=r size=64 type=ud alias=V0130+0 align=16 words (r80.0)
//.declare V0133 (141)  rf=r size=32 type=w align=16 words (r42.0)
//.declare V0134 (142)  rf=r size=32 type=w align=16 words (r43.0)
//.declare V0135 (143)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0136 (144)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0137 (145)  rf=r size=64 type=ud alias=V0135+0 align=16 words (r82.0)
//.declare V0138 (146)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r84.0)
//.declare V0139 (147)  rf=r size=32 type=w align=16 words (r44.0)
//.declare V0140 (148)  rf=r size=32 type=w align=16 words (r45.0)
//.declare V0141 (149)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0142 (150)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0143 (151)  rf=r size=64 type=ud alias=V0141+0 align=16 words (r86.0)
//.declare V0144 (152)  rf=r size=64 type=ud alias=V0142+0 align=16 words (r88.0)
//.declare V0145 (153)  rf=r size=32 type=w align=16 words (r46.0)
//.declare V0146 (154)  rf=r size=32 type=w align=16 words (r47.0)
//.declare V0147 (155)  rf=r size=32 type=w align=16 words (r50.0)
//.declare V0148 (156)  rf=r size=32 type=w align=16 words (r51.0)
//.declare V0149 (157)  rf=r size=32 type=w align=16 words (r66.0)
//.declare V0150 (158)  rf=r size=32 type=w align=16 words (r67.0)
//.declare V0151 (159)  rf=r size=32 type=w align=16 words (r52.0)
//.declare V0152 (160)  rf=r size=32 type=w align=16 words (r53.0)
//.declare V0153 (161)  rf=r size=32 type=w align=16 words (r68.0)
//.declare V0154 (162)  rf=r size=32 type=w align=16 words (r69.0)
//.declare V0155 (163)  rf=r size=32 type=w align=16 words (r54.0)
//.declare V0156 (164)  rf=r size=32 type=w align=16 words (r55.0)
//.declare V0157 (165)  rf=r size=32 type=w align=16 words (r70.0)
//.declare V0158 (166)  rf=r size=32 type=w align=16 words (r71.0)
//.declare V0159 (167)  rf=r size=32 type=w align=16 words (r56.0)
//.declare V0160 (168)  rf=r size=32 type=w align=16 words (r57.0)
//.declare V0161 (169)  rf=r size=32 type=w align=16 words (r72.0)
//.declare V0162 (170)  rf=r size=32 type=w align=16 words (r73.0)
//.declare V0163 (171)  rf=r size=32 type=w align=16 words (r58.0)
//.declare V0164 (172)  rf=r size=32 type=w align=16 words (r59.0)
//.declare V0165 (173)  rf=r size=32 type=w align=16 words (r74.0)
//.declare V0166 (174)  rf=r size=32 type=w align=16 words (r75.0)
//.declare V0167 (175)  rf=r size=32 type=w align=16 words (r60.0)
//.declare V0168 (176)  rf=r size=32 type=w align=16 words (r61.0)
//.declare V0169 (177)  rf=r size=32 type=w align=16 words (r76.0)
//.declare V0170 (178)  rf=r size=32 type=w align=16 words (r77.0)
//.declare V0171 (179)  rf=r size=32 type=w align=16 words (r62.0)
//.declare V0172 (180)  rf=r size=32 type=w align=16 words (r63.0)
//.declare V0173 (181)  rf=r size=32 type=w align=16 words (r78.0)
//.declare V0174 (182)  rf=r size=32 type=w align=16 words (r79.0)
//.declare V0175 (183)  rf=r size=32 type=w align=16 words (r64.0)
//.declare V0176 (184)  rf=r size=32 type=w align=16 words (r65.0)
//.declare V0177 (185)  rf=r size=32 type=w align=16 words (r80.0)
//.declare V0178 (186)  rf=r size=32 type=w align=16 words (r81.0)
//.declare V0179 (187)  rf=r size=32 type=w align=16 words (r82.0)
//.declare V0180 (188)  rf=r size=32 type=w align=16 words (r83.0)
//.declare V0181 (189)  rf=r size=32 type=w align=16 words (r84.0)
//.declare V0182 (190)  rf=r size=32 type=w align=16 words (r85.0)
//.declare V0183 (191)  rf=r size=32 type=w align=16 words (r86.0)
//.declare V0184 (192)  rf=r size=32 type=w align=16 words (r87.0)
//.declare V0185 (193)  rf=r size=32 type=w align=16 words (r88.0)
//.declare V0186 (194)  rf=r size=32 type=w align=16 words (r89.0)
//.declare V0187 (195)  rf=r size=32 type=w align=16 words (r90.0)
//.declare V0188 (196)  rf=r size=32 type=w align=16 words (r91.0)
//.declare V0189 (197)  rf=r size=32 type=w align=16 words (r92.0)
//.declare V0190 (198)  rf=r size=32 type=w align=16 words (r93.0)
//.declare V0191 (199)  rf=r size=32 type=w align=16 words (r94.0)
//.declare V0192 (200)  rf=r size=32 type=w align=16 words (r95.0)
//.declare V0193 (201)  rf=r size=32 type=w align=16 words (r96.0)
//.declare V0194 (202)  rf=r size=32 type=w align=16 words (r97.0)
//.declare V0195 (203)  rf=r size=32 type=ub alias=V0177+0 align=16 words (r80.0)
//.declare V0196 (204)  rf=r size=32 type=ub alias=V0178+0 align=16 words (r81.0)
//.declare V0197 (205)  rf=r size=32 type=ub alias=V0193+0 align=16 words (r96.0)
//.declare V0198 (206)  rf=r size=32 type=ub alias=V0194+0 align=16 words (r97.0)
//.declare V0199 (207)  rf=r size=32 type=w align=16 words (r108.0)
//.declare V0200 (208)  rf=r size=32 type=w align=16 words (r109.0)
//.declare  (209)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (210)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0201 (211)  rf=r size=32 type=w align=16 words (r110.0)
//.declare V0202 (212)  rf=r size=32 type=w align=16 words (r111.0)
//.declare  (213)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (214)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0203 (215)  rf=r size=32 type=w align=16 words (r112.0)
//.declare V0204 (216)  rf=r size=32 type=w align=16 words (r113.0)
//.declare  (217)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (218)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0205 (219)  rf=r size=32 type=w align=16 words (r114.0)
//.declare V0206 (220)  rf=r size=32 type=w align=16 words (r115.0)
//.declare  (221)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (222)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0207 (223)  rf=r size=32 type=w align=16 words (r116.0)
//.declare V0208 (224)  rf=r size=32 type=w align=16 words (r117.0)
//.declare  (225)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (226)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0209 (227)  rf=r size=32 type=w align=16 words (r118.0)
//.declare V0210 (228)  rf=r size=32 type=w align=16 words (r119.0)
//.declare  (229)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (230)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0211 (231)  rf=r size=32 type=w align=16 words (r120.0)
//.declare V0212 (232)  rf=r size=32 type=w align=16 words (r121.0)
//.declare  (233)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (234)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0213 (235)  rf=r size=32 type=w align=16 words (r122.0)
//.declare V0214 (236)  rf=r size=32 type=w align=16 words (r123.0)
//.declare  (237)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (238)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0233 (257)  rf=r size=256 type=d align=16 words (r18.0)
//.declare V0234 (258)  rf=r size=256 type=d align=16 words (r26.0)
//.declare V0235 (259)  rf=r size=256 type=w alias=V0233+0 align=16 words (r18.0)
//.declare V0236 (260)  rf=r size=256 type=w alias=V0234+0 align=16 words (r26.0)
//.declare V0237 (261)  rf=r size=32 type=w align=16 words (r106.0)
//.declare V0238 (262)  rf=r size=32 type=w align=16 words (r107.0)
//.declare V0239 (263)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0240 (264)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0245 (269)  rf=r size=32 type=uw alias=V0237+0 align=16 words (r106.0)
//.declare V0246 (270)  rf=r size=32 type=uw alias=V0238+0 align=16 words (r107.0)
//.declare V0247 (271)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0248 (272)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0249 (273)  rf=r size=32 type=w align=16 words (r98.0)
//.declare V0250 (274)  rf=r size=32 type=w align=16 words (r99.0)
//.declare V0251 (275)  rf=r size=32 type=w align=16 words (r100.0)
//.declare V0252 (276)  rf=r size=32 type=w align=16 words (r101.0)
//.declare P01 (277)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0253 (278)  rf=r size=32 type=uw alias=V0251+0 align=16 words (r100.0)
//.declare V0254 (279)  rf=r size=32 type=uw alias=V0252+0 align=16 words (r101.0)
//.declare V0255 (280)  rf=r size=32 type=uw alias=V0249+0 align=16 words (r98.0)
//.declare V0256 (281)  rf=r size=32 type=uw alias=V0250+0 align=16 words (r99.0)
//.declare V0257 (282)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0258 (283)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0259 (284)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0260 (285)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0261 (286)  rf=r size=64 type=ud alias=V0259+0 align=16 words (r38.0)
//.declare V0262 (287)  rf=r size=64 type=ud alias=V0260+0 align=16 words (r40.0)
//.declare V0263 (288)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0264 (289)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0265 (290)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0266 (291)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (292)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (293)  rf=r size=64 type=w align=32 words (r106.0)
//.declare  (294)  rf=r size=64 type=w align=32 words (r108.0)
//.declare  (295)  rf=r size=64 type=w align=32 words (r110.0)
//.declare  (296)  rf=r size=64 type=w align=32 words (r112.0)
//.declare  (297)  rf=r size=64 type=w align=32 words (r114.0)
//.declare  (298)  rf=r size=64 type=w align=32 words (r116.0)
//.declare  (299)  rf=r size=64 type=w align=32 words (r118.0)
//.declare  (300)  rf=r size=64 type=w align=32 words (r120.0)
//.declare  (301)  rf=r size=64 type=w align=32 words (r122.0)
//.declare  (302)  rf=r size=64 type=w align=32 words (r124.0)
//.declare  (303)  rf=r size=64 type=w align=32 words (r2.0)
//.declare  (304)  rf=r size=64 type=w align=32 words (r4.0)
//.declare  (305)  rf=r size=64 type=w align=32 words (r6.0)
//.declare  (306)  rf=r size=64 type=w align=32 words (r8.0)
//.declare  (307)  rf=r size=64 type=w align=32 words (r18.0)
//.declare  (308)  rf=r size=64 type=w align=32 words (r20.0)
//.declare  (309)  rf=r size=64 type=w align=32 words (r90.0)
//.declare  (310)  rf=r size=64 type=w align=32 words (r92.0)
//.declare  (311)  rf=r size=64 type=w align=32 words (r94.0)
//.declare  (312)  rf=r size=64 type=w align=32 words (r96.0)
//.declare  (313)  rf=r size=64 type=w align=32 words (r98.0)
//.declare  (314)  rf=r size=64 type=w align=32 words (r100.0)
//.declare  (315)  rf=r size=64 type=w align=32 words (r102.0)
//.declare  (316)  rf=r size=64 type=w align=32 words (r104.0)
//.declare  (317)  rf=r size=32 type=ud align=16 words (r42.0)

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
// | V0263    | :uq      |      8 | r8       | general    |
// | V0264    | :uq      |      8 | r8+8     | general    |
// | V0265    | :uq      |      8 | r8+16    | general    |
// | V0266    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r126.2<0;1,0>:uw {Compacted,@1}     // $2
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r126.1<0;1,0>:d  {Compacted}        // $5
(W)     mov (8|M0)               r127.0<1>:f   r126.0<8;8,1>:f                  {Compacted}          // $289
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $5
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    4:w               {Compacted,@2}    // $9
        shl (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    4:w               {Compacted,@2}    // $10
        send.dc1 (16|M0)         r18      r14     null    0x0            0x04805000           {@2,$0} // wr:2+0, rd:8; untyped surface read with xyzw // $12
        send.dc1 (16|M16)        r26      r16     null    0x0            0x04805000           {@1,$1} // wr:2+0, rd:8; untyped surface read with xyzw // $14
        shl (16|M0)              r34.0<1>:d    r10.0<8;8,1>:d    1:w               {Compacted}       // $31
        shl (16|M16)             r36.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted}       // $32
        send.dc0 (16|M0)         r38      r34     null    0x0            0x04210501           {@2,$2} // wr:2+0, rd:2; byte gathering read 16b // $34
        send.dc0 (16|M16)        r40      r36     null    0x0            0x04210501           {@1,$3} // wr:2+0, rd:2; byte gathering read 16b // $37
        mul (16|M0)              r42.0<1>:d    r18.0<2;1,0>:w    3:w               {$0.dst}          // $41
        mul (16|M0)              r46.0<1>:d    r18.1<2;1,0>:w    3:w                                 // $51
        mul (16|M0)              r50.0<1>:d    r20.0<2;1,0>:w    3:w                                 // $61
        mul (16|M0)              r54.0<1>:d    r20.1<2;1,0>:w    3:w                                 // $71
        mul (16|M0)              r58.0<1>:d    r22.0<2;1,0>:w    3:w                                 // $81
        mul (16|M0)              r62.0<1>:d    r22.1<2;1,0>:w    3:w                                 // $91
        mul (16|M0)              r66.0<1>:d    r24.0<2;1,0>:w    3:w                                 // $101
        mul (16|M16)             r44.0<1>:d    r26.0<2;1,0>:w    3:w               {$1.dst}          // $42
        mul (16|M16)             r48.0<1>:d    r26.1<2;1,0>:w    3:w                                 // $52
        mul (16|M16)             r52.0<1>:d    r28.0<2;1,0>:w    3:w                                 // $62
        mul (16|M16)             r56.0<1>:d    r28.1<2;1,0>:w    3:w                                 // $72
        mul (16|M16)             r60.0<1>:d    r30.0<2;1,0>:w    3:w                                 // $82
        mul (16|M16)             r64.0<1>:d    r30.1<2;1,0>:w    3:w                                 // $92
        mul (16|M16)             r68.0<1>:d    r32.0<2;1,0>:w    3:w                                 // $102
        mul (16|M0)              r70.0<1>:d    r24.1<2;1,0>:w    3:w                                 // $111
        mul (16|M0)              r74.0<1>:d    r24.1<2;1,0>:w    r18.0<2;1,0>:w                      // $119
        mul (16|M0)              r78.0<1>:d    r24.0<2;1,0>:w    r18.1<2;1,0>:w                      // $125
        mul (16|M0)              r82.0<1>:d    r22.1<2;1,0>:w    r20.0<2;1,0>:w                      // $131
        mul (16|M0)              r86.0<1>:d    r22.0<2;1,0>:w    r20.1<2;1,0>:w                      // $137
        mul (16|M16)             r72.0<1>:d    r32.1<2;1,0>:w    3:w                                 // $112
        mul (16|M16)             r76.0<1>:d    r32.1<2;1,0>:w    r26.0<2;1,0>:w                      // $120
        mul (16|M16)             r80.0<1>:d    r32.0<2;1,0>:w    r26.1<2;1,0>:w                      // $126
        mul (16|M16)             r84.0<1>:d    r30.1<2;1,0>:w    r28.0<2;1,0>:w                      // $132
        mul (16|M16)             r88.0<1>:d    r30.0<2;1,0>:w    r28.1<2;1,0>:w                      // $138
        sel (16|M0)   (ge)f0.0   r42.0<1>:d    r42.0<8;8,1>:d    -32761:w                            // $43
        sel (16|M0)   (ge)f0.0   r46.0<1>:d    r46.0<8;8,1>:d    -32761:w                            // $53
        sel (16|M0)   (ge)f0.0   r50.0<1>:d    r50.0<8;8,1>:d    -32761:w                            // $63
        sel (16|M0)   (ge)f0.0   r54.0<1>:d    r54.0<8;8,1>:d    -32761:w                            // $73
        sel (16|M0)   (ge)f0.0   r58.0<1>:d    r58.0<8;8,1>:d    -32761:w                            // $83
        sel (16|M0)   (ge)f0.0   r62.0<1>:d    r62.0<8;8,1>:d    -32761:w                            // $93
        sel (16|M0)   (ge)f0.0   r66.0<1>:d    r66.0<8;8,1>:d    -32761:w                            // $103
        sel (16|M16)  (ge)f0.0   r44.0<1>:d    r44.0<8;8,1>:d    -32761:w                            // $44
        sel (16|M16)  (ge)f0.0   r48.0<1>:d    r48.0<8;8,1>:d    -32761:w                            // $54
        sel (16|M16)  (ge)f0.0   r52.0<1>:d    r52.0<8;8,1>:d    -32761:w                            // $64
        sel (16|M16)  (ge)f0.0   r56.0<1>:d    r56.0<8;8,1>:d    -32761:w                            // $74
        sel (16|M16)  (ge)f0.0   r60.0<1>:d    r60.0<8;8,1>:d    -32761:w                            // $84
        sel (16|M16)  (ge)f0.0   r64.0<1>:d    r64.0<8;8,1>:d    -32761:w                            // $94
        sel (16|M16)  (ge)f0.0   r68.0<1>:d    r68.0<8;8,1>:d    -32761:w                            // $104
        sel (16|M0)   (ge)f0.0   r70.0<1>:d    r70.0<8;8,1>:d    -32761:w                            // $113
        shr (16|M0)              r90.0<2>:w    r74.0<8;8,1>:ud   16:w                                // $121
        shr (16|M0)              r94.0<2>:w    r78.0<8;8,1>:ud   16:w                                // $127
        shr (16|M0)              r98.0<2>:w    r82.0<8;8,1>:ud   16:w                                // $133
        shr (16|M0)              r102.0<2>:w   r86.0<8;8,1>:ud   16:w                                // $139
        sel (16|M16)  (ge)f0.0   r72.0<1>:d    r72.0<8;8,1>:d    -32761:w                            // $114
        shr (16|M16)             r92.0<2>:w    r76.0<8;8,1>:ud   16:w                                // $122
        shr (16|M16)             r96.0<2>:w    r80.0<8;8,1>:ud   16:w                                // $128
        shr (16|M16)             r100.0<2>:w   r84.0<8;8,1>:ud   16:w                                // $134
        shr (16|M16)             r104.0<2>:w   r88.0<8;8,1>:ud   16:w                                // $140
        sel (16|M0)   (lt)f0.0   r106.0<2>:w   r42.0<8;8,1>:d    0x8006:uw                           // $45
        sel (16|M0)   (lt)f0.0   r110.0<2>:w   r46.0<8;8,1>:d    0x8006:uw                           // $55
        sel (16|M0)   (lt)f0.0   r114.0<2>:w   r50.0<8;8,1>:d    0x8006:uw                           // $65
        sel (16|M0)   (lt)f0.0   r118.0<2>:w   r54.0<8;8,1>:d    0x8006:uw                           // $75
        sel (16|M0)   (lt)f0.0   r122.0<2>:w   r58.0<8;8,1>:d    0x8006:uw                           // $85
        sel (16|M0)   (lt)f0.0   r2.0<2>:w     r62.0<8;8,1>:d    0x8006:uw                           // $95
        sel (16|M0)   (lt)f0.0   r6.0<2>:w     r66.0<8;8,1>:d    0x8006:uw                           // $105
        sel (16|M16)  (lt)f0.0   r108.0<2>:w   r44.0<8;8,1>:d    0x8006:uw                           // $46
        sel (16|M16)  (lt)f0.0   r112.0<2>:w   r48.0<8;8,1>:d    0x8006:uw                           // $56
        sel (16|M16)  (lt)f0.0   r116.0<2>:w   r52.0<8;8,1>:d    0x8006:uw                           // $66
        sel (16|M16)  (lt)f0.0   r120.0<2>:w   r56.0<8;8,1>:d    0x8006:uw                           // $76
        sel (16|M16)  (lt)f0.0   r124.0<2>:w   r60.0<8;8,1>:d    0x8006:uw                           // $86
        sel (16|M16)  (lt)f0.0   r4.0<2>:w     r64.0<8;8,1>:d    0x8006:uw                           // $96
        sel (16|M16)  (lt)f0.0   r8.0<2>:w     r68.0<8;8,1>:d    0x8006:uw                           // $106
        sel (16|M0)   (lt)f0.0   r18.0<2>:w    r70.0<8;8,1>:d    0x8006:uw                           // $115
        sel (16|M16)  (lt)f0.0   r20.0<2>:w    r72.0<8;8,1>:d    0x8006:uw                           // $116
        mov (16|M0)              r36.0<1>:hf   r90.0<2;1,0>:hf                  {$3.src}             // $121
        mov (16|M16)             r37.0<1>:hf   r92.0<2;1,0>:hf                                       // $122
        mov (16|M0)              r22.0<1>:hf   r106.0<2;1,0>:hf                                      // $45
        mov (16|M0)              r42.0<1>:hf   r94.0<2;1,0>:hf                                       // $127
        mov (16|M16)             r43.0<1>:hf   r96.0<2;1,0>:hf                                       // $128
        mov (16|M0)              r24.0<1>:hf   r110.0<2;1,0>:hf                                      // $55
        mov (16|M0)              r46.0<1>:hf   r102.0<2;1,0>:hf                                      // $139
        mov (16|M16)             r47.0<1>:hf   r104.0<2;1,0>:hf                                      // $140
        mov (16|M0)              r26.0<1>:hf   r114.0<2;1,0>:hf                                      // $65
        mov (16|M0)              r28.0<1>:hf   r118.0<2;1,0>:hf                                      // $75
        mov (16|M0)              r30.0<1>:hf   r122.0<2;1,0>:hf                                      // $85
        mov (16|M0)              r32.0<1>:hf   r2.0<2;1,0>:hf                                        // $95
        mov (16|M0)              acc0.0<1>:w   r6.0<2;1,0>:w                                         // $105
        mov (16|M16)             r23.0<1>:hf   r108.0<2;1,0>:hf                                      // $46
        mov (16|M0)              r44.0<1>:hf   r98.0<2;1,0>:hf                                       // $133
        mov (16|M16)             r45.0<1>:hf   r100.0<2;1,0>:hf                                      // $134
        mov (16|M16)             r25.0<1>:hf   r112.0<2;1,0>:hf                                      // $56
        mov (16|M16)             r27.0<1>:hf   r116.0<2;1,0>:hf                                      // $66
        mov (16|M16)             r29.0<1>:hf   r120.0<2;1,0>:hf                                      // $76
        mov (16|M16)             r31.0<1>:hf   r124.0<2;1,0>:hf                                      // $86
        mov (16|M16)             r33.0<1>:hf   r4.0<2;1,0>:hf                                        // $96
        mov (16|M16)             r35.0<1>:hf   r8.0<2;1,0>:hf                   {$2.src}             // $106
        mov (16|M0)              r48.0<1>:hf   r18.0<2;1,0>:hf                                       // $115
        mov (16|M16)             r49.0<1>:hf   r20.0<2;1,0>:hf                                       // $116
        add (16|M0)              r50.0<1>:w    r22.0<16;16,1>:w  r36.0<16;16,1>:w                    // $143
        add (16|M0)              r52.0<1>:w    r24.0<16;16,1>:w  r42.0<16;16,1>:w                    // $147
        add (16|M0)              r56.0<1>:w    r28.0<16;16,1>:w  r46.0<16;16,1>:w                    // $155
        add (16|M0)              r58.0<1>:w    r30.0<16;16,1>:w  r46.0<16;16,1>:w                    // $159
        add (16|M0)              acc0.0<1>:w   acc0.0<16;16,1>:w  r42.0<16;16,1>:w                   // $167
        add (16|M16)             r51.0<1>:w    r23.0<16;16,1>:w  r37.0<16;16,1>:w                    // $144
        add (16|M0)              r54.0<1>:w    r26.0<16;16,1>:w  r44.0<16;16,1>:w                    // $151
        add (16|M0)              r60.0<1>:w    r32.0<16;16,1>:w  r44.0<16;16,1>:w                    // $163
        add (16|M16)             r53.0<1>:w    r25.0<16;16,1>:w  r43.0<16;16,1>:w                    // $148
        add (16|M16)             r55.0<1>:w    r27.0<16;16,1>:w  r45.0<16;16,1>:w                    // $152
        add (16|M16)             r57.0<1>:w    r29.0<16;16,1>:w  r47.0<16;16,1>:w                    // $156
        add (16|M16)             r59.0<1>:w    r31.0<16;16,1>:w  r47.0<16;16,1>:w                    // $160
        add (16|M16)             r61.0<1>:w    r33.0<16;16,1>:w  r45.0<16;16,1>:w                    // $164
        add (16|M16)             r63.0<1>:w    r35.0<16;16,1>:w  r43.0<16;16,1>:w                    // $168
        shl (16|M0)              r98.0<1>:w    r38.0<2;1,0>:w    2:w               {$2.dst}          // $271
        shl (16|M16)             r99.0<1>:w    r40.0<2;1,0>:w    2:w               {$3.dst}          // $272
        add (16|M0)              r64.0<1>:w    r48.0<16;16,1>:w  r36.0<16;16,1>:w                    // $171
        add (16|M16)             r65.0<1>:w    r49.0<16;16,1>:w  r37.0<16;16,1>:w                    // $172
        add (16|M0)              r66.0<1>:w    r50.0<16;16,1>:w  -7:w                                // $145
        add (16|M0)              r68.0<1>:w    r52.0<16;16,1>:w  -7:w                                // $149
        add (16|M0)              r72.0<1>:w    r56.0<16;16,1>:w  -7:w                                // $157
        add (16|M0)              r74.0<1>:w    r58.0<16;16,1>:w  -7:w                                // $161
        add (16|M0)              r78.0<1>:w    acc0.0<16;16,1>:w  -7:w                               // $169
        add (16|M16)             r67.0<1>:w    r51.0<16;16,1>:w  -7:w                                // $146
        add (16|M0)              r70.0<1>:w    r54.0<16;16,1>:w  -7:w                                // $153
        add (16|M0)              r76.0<1>:w    r60.0<16;16,1>:w  -7:w                                // $165
        add (16|M16)             r69.0<1>:w    r53.0<16;16,1>:w  -7:w                                // $150
        add (16|M16)             r71.0<1>:w    r55.0<16;16,1>:w  -7:w                                // $154
        add (16|M16)             r73.0<1>:w    r57.0<16;16,1>:w  -7:w                                // $158
        add (16|M16)             r75.0<1>:w    r59.0<16;16,1>:w  -7:w                                // $162
        add (16|M16)             r77.0<1>:w    r61.0<16;16,1>:w  -7:w                                // $166
        add (16|M16)             r79.0<1>:w    r63.0<16;16,1>:w  -7:w                                // $170
        add (16|M0)              r100.0<1>:w   r98.0<16;16,1>:w  -25536:w                            // $273
        add (16|M16)             r101.0<1>:w   r99.0<16;16,1>:w  -25536:w                            // $274
        add (16|M0)              r80.0<1>:w    r64.0<16;16,1>:w  -7:w                                // $173
        add (16|M16)             r81.0<1>:w    r65.0<16;16,1>:w  -7:w                                // $174
        mov (16|M0)              r102.0<1>:d   r38.0<2;1,0>:uw                                       // $263
        mov (16|M16)             r104.0<1>:d   r40.0<2;1,0>:uw                                       // $264
        rol (16|M0)              r82.0<1>:uw   r66.0<16;16,1>:uw  1:w                                // $175
        rol (16|M0)              r84.0<1>:uw   r68.0<16;16,1>:uw  2:w                                // $177
        rol (16|M0)              r88.0<1>:uw   r72.0<16;16,1>:uw  4:w                                // $181
        rol (16|M0)              r90.0<1>:uw   r74.0<16;16,1>:uw  5:w                                // $183
        rol (16|M0)              r94.0<1>:uw   r78.0<16;16,1>:uw  7:w                                // $187
        rol (16|M16)             r83.0<1>:uw   r67.0<16;16,1>:uw  1:w                                // $176
        rol (16|M0)              r86.0<1>:uw   r70.0<16;16,1>:uw  3:w                                // $179
        rol (16|M0)              r92.0<1>:uw   r76.0<16;16,1>:uw  6:w                                // $185
        rol (16|M16)             r85.0<1>:uw   r69.0<16;16,1>:uw  2:w                                // $178
        rol (16|M16)             r87.0<1>:uw   r71.0<16;16,1>:uw  3:w                                // $180
        rol (16|M16)             r89.0<1>:uw   r73.0<16;16,1>:uw  4:w                                // $182
        rol (16|M16)             r91.0<1>:uw   r75.0<16;16,1>:uw  5:w                                // $184
        rol (16|M16)             r93.0<1>:uw   r77.0<16;16,1>:uw  6:w                                // $186
        rol (16|M16)             r95.0<1>:uw   r79.0<16;16,1>:uw  7:w                                // $188
        cmp (16|M0)   (lt)f0.0   null<1>:w     r100.0<16;16,1>:uw  r98.0<16;16,1>:uw                 // $275
        cmp (16|M16)  (lt)f0.0   null<1>:w     r101.0<16;16,1>:uw  r99.0<16;16,1>:uw                 // $276
        mov (16|M0)              r96.1<2>:ub   r80.0<2;1,0>:ub                                       // $189
        mov (16|M16)             r97.1<2>:ub   r81.0<2;1,0>:ub                                       // $191
        mov (16|M0)              r96.0<2>:ub   r80.1<2;1,0>:ub                                       // $190
        mov (16|M16)             r97.0<2>:ub   r81.1<2;1,0>:ub                                       // $192
        mul (16|M0)              r106.0<1>:w   r38.0<2;1,0>:w    3:w                                 // $261
        mul (16|M16)             r107.0<1>:w   r40.0<2;1,0>:w    3:w                                 // $262
        shl (16|M0)              r102.0<1>:d   r102.0<8;8,1>:d   16:w               {Compacted}      // $265
        shl (16|M16)             r104.0<1>:d   r104.0<8;8,1>:d   16:w               {Compacted}      // $266
        cmp (16|M0)   (lt)f1.0   r108.0<1>:w   r82.0<16;16,1>:w  1:w                                 // $193
        cmp (16|M16)  (lt)f1.0   r109.0<1>:w   r83.0<16;16,1>:w  1:w                                 // $194
        cmp (16|M0)   (lt)f1.0   r110.0<1>:w   r84.0<16;16,1>:w  1:w                                 // $195
        cmp (16|M16)  (lt)f1.0   r111.0<1>:w   r85.0<16;16,1>:w  1:w                                 // $196
        cmp (16|M0)   (lt)f1.0   r112.0<1>:w   r86.0<16;16,1>:w  1:w                                 // $197
        cmp (16|M16)  (lt)f1.0   r113.0<1>:w   r87.0<16;16,1>:w  1:w                                 // $198
        cmp (16|M0)   (lt)f1.0   r114.0<1>:w   r88.0<16;16,1>:w  1:w                                 // $199
        cmp (16|M16)  (lt)f1.0   r115.0<1>:w   r89.0<16;16,1>:w  1:w                                 // $200
        cmp (16|M0)   (lt)f1.0   r116.0<1>:w   r90.0<16;16,1>:w  1:w                                 // $201
        cmp (16|M16)  (lt)f1.0   r117.0<1>:w   r91.0<16;16,1>:w  1:w                                 // $202
        cmp (16|M0)   (lt)f1.0   r118.0<1>:w   r92.0<16;16,1>:w  1:w                                 // $203
        cmp (16|M16)  (lt)f1.0   r119.0<1>:w   r93.0<16;16,1>:w  1:w                                 // $204
        cmp (16|M0)   (lt)f1.0   r120.0<1>:w   r94.0<16;16,1>:w  1:w                                 // $205
        cmp (16|M16)  (lt)f1.0   r121.0<1>:w   r95.0<16;16,1>:w  1:w                                 // $206
        cmp (16|M0)   (lt)f1.0   r122.0<1>:w   r96.0<16;16,1>:w  1:w                                 // $207
        cmp (16|M16)  (lt)f1.0   r123.0<1>:w   r97.0<16;16,1>:w  1:w                                 // $208
(f0.0)  mov (16|M0)              r100.0<1>:hf  0xFFFF:hf                                             // $277
(f0.0)  mov (16|M16)             r101.0<1>:hf  0xFFFF:hf                                             // $278
        or (16|M0)               r124.0<1>:d   r102.0<8;8,1>:d   r106.0<16;16,1>:uw                  // $269
        or (16|M16)              r2.0<1>:d     r104.0<8;8,1>:d   r107.0<16;16,1>:uw                  // $270
        shl (16|M0)              r38.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted}       // $283
        shl (16|M16)             r40.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted}       // $284
        asr (16|M0)              r18.0<2>:w    r82.0<16;16,1>:w  -r108.0<16;16,1>:w                  // $209
        asr (16|M16)             r26.0<2>:w    r83.0<16;16,1>:w  -r109.0<16;16,1>:w                  // $210
        asr (16|M0)              r20.0<2>:w    r86.0<16;16,1>:w  -r112.0<16;16,1>:w                  // $213
        asr (16|M16)             r28.0<2>:w    r87.0<16;16,1>:w  -r113.0<16;16,1>:w                  // $214
        asr (16|M0)              r22.0<2>:w    r90.0<16;16,1>:w  -r116.0<16;16,1>:w                  // $217
        asr (16|M16)             r30.0<2>:w    r91.0<16;16,1>:w  -r117.0<16;16,1>:w                  // $218
        asr (16|M0)              r24.0<2>:w    r94.0<16;16,1>:w  -r120.0<16;16,1>:w                  // $221
        asr (16|M16)             r32.0<2>:w    r95.0<16;16,1>:w  -r121.0<16;16,1>:w                  // $222
        add (16|M0)              r34.0<1>:d    r124.0<8;8,1>:d   r100.0<16;16,1>:uw                  // $281
        add (16|M16)             r36.0<1>:d    r2.0<8;8,1>:d     r101.0<16;16,1>:uw                  // $282
        asr (16|M0)              r18.1<2>:w    r84.0<16;16,1>:w  -r110.0<16;16,1>:w                  // $211
        asr (16|M16)             r26.1<2>:w    r85.0<16;16,1>:w  -r111.0<16;16,1>:w                  // $212
        asr (16|M0)              r20.1<2>:w    r88.0<16;16,1>:w  -r114.0<16;16,1>:w                  // $215
        asr (16|M16)             r28.1<2>:w    r89.0<16;16,1>:w  -r115.0<16;16,1>:w                  // $216
        asr (16|M0)              r22.1<2>:w    r92.0<16;16,1>:w  -r118.0<16;16,1>:w                  // $219
        asr (16|M16)             r30.1<2>:w    r93.0<16;16,1>:w  -r119.0<16;16,1>:w                  // $220
        asr (16|M0)              r24.1<2>:w    r96.0<16;16,1>:w  -r122.0<16;16,1>:w                  // $223
        asr (16|M16)             r32.1<2>:w    r97.0<16;16,1>:w  -r123.0<16;16,1>:w                  // $224
        send.dc1 (16|M0)         null     r14     r18     0x200            0x04025002           {@2,$4} // wr:2+8, rd:0; untyped surface write with xyzw // $258
        send.dc1 (16|M16)        null     r16     r26     0x200            0x04025002           {@1,$5} // wr:2+8, rd:0; untyped surface write with xyzw // $260
        send.dc1 (16|M0)         null     r38     r34     0x80            0x04025E03           {@7,$6} // wr:2+2, rd:0; untyped surface write with x // $286
        send.dc1 (16|M16)        null     r40     r36     0x80            0x04025E03           {@7,$7} // wr:2+2, rd:0; untyped surface write with x // $288
(W)     send.dc0 (8|M0)          r42      r126    null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing // $289
(W)     mov (8|M0)               null<1>:ud    r42.0<8;8,1>:ud                  {$8.dst}             //  memory fence commit; $289
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $289


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 340
//
//.RMWs: 4
//
//.accSubDef: 2
//.accSubUse: 2
//.accSubCandidateDef: 32
//.accSubCandidateUse: 32
