//.kernel int8_sat
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 304
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 4
//.spill flag load 6

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r126.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r126.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r126.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.2)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0049 (57)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r10.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r12.0)
//.declare V0058 (66)  rf=r size=32 type=w align=16 words (r46.0)
//.declare V0059 (67)  rf=r size=32 type=w align=16 words (r47.0)
//.declare V0060 (68)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare V0061 (69)  rf=r size=64 type=w alias=V0060+0 align=16 words (r22.0)
//.declare V0062 (70)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare V0063 (71)  rf=r size=64 type=w alias=V0062+0 align=16 words (r24.0)
//.declare V0066 (74)  rf=r size=32 type=b alias=V0058+0 align=16 words (r46.0)
//.declare V0067 (75)  rf=r size=32 type=b alias=V0059+0 align=16 words (r47.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0070 (78)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r14.0)
//.declare V0071 (79)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r16.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0076 (84)  rf=r size=64 type=b alias=V0072+0 align=16 words (r18.0)
//.declare V0077 (85)  rf=r size=64 type=b alias=V0073+0 align=16 words (r20.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0084 (92)  rf=r size=64 type=ud alias=V0078+0 align=16 words (r74.0)
//.declare V0085 (93)  rf=r size=64 type=ud alias=V0079+0 align=16 words (r76.0)
//.declare V0088 (96)  rf=r size=32 type=b align=16 words (r81.0)
//.declare V0089 (97)  rf=r size=32 type=b align=16 words (r82.0)
//.declare P01 (98)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0090 (99)  rf=r size=32 type=ub alias=V0088+0 align=16 words (r81.0)
//.declare V0091 (100)  rf=r size=32 type=ub alias=V0089+0 align=16 words (r82.0)
//.declare V0096 (105)  rf=r size=32 type=w align=16 words (r68.0)
//.declare V0097 (106)  rf=r size=32 type=w align=16 words (r69.0)
//.declare V0098 (107)  rf=r size=32 type=w align=16 words (r90.0)
//.declare V0099 (108)  rf=r size=32 type=w align=16 words (r91.0)
//.declare V0100 (109)  rf=r size=32 type=uw alias=V0096+0 align=16 words (r68.0)
//.declare V0101 (110)  rf=r size=32 type=uw alias=V0097+0 align=16 words (r69.0)
//.declare V0102 (111)  rf=r size=32 type=uw alias=V0098+0 align=16 words (r90.0)
//.declare V0103 (112)  rf=r size=32 type=uw alias=V0099+0 align=16 words (r91.0)
//.declare V0104 (113)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0105 (114)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0106 (115)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0107 (116)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0108 (117)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0109 (118)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0110 (119)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0111 (120)  rf=r size=64 type=f align=16 words (r121.0)
//.declare V0112 (121)  rf=r size=16 type=b align=16 words (r66.0)
//.declare V0113 (122)  rf=r size=16 type=b align=16 words (r67.0)
//.declare V0114 (123)  rf=r size=16 type=ub alias=V0112+0 align=16 words (r66.0)
//.declare V0115 (124)  rf=r size=16 type=ub alias=V0113+0 align=16 words (r67.0)
//.declare V0116 (125)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0117 (126)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0120 (129)  rf=r size=16 type=b align=16 words (r28.0)
//.declare V0121 (130)  rf=r size=16 type=b align=16 words (r29.0)
//.declare V0122 (131)  rf=r size=16 type=ub alias=V0120+0 align=16 words (r28.0)
//.declare V0123 (132)  rf=r size=16 type=ub alias=V0121+0 align=16 words (r29.0)
//.declare V0124 (133)  rf=r size=64 type=ud align=16 words (r34.0)
//.declare V0125 (134)  rf=r size=64 type=ud align=16 words (r36.0)
//.declare V0126 (135)  rf=r size=32 type=b align=16 words (r30.0)
//.declare V0127 (136)  rf=r size=32 type=b align=16 words (r31.0)
//.declare V0128 (137)  rf=r size=32 type=b align=16 words (r58.0)
//.declare V0129 (138)  rf=r size=32 type=b align=16 words (r59.0)
//.declare V0130 (139)  rf=r size=32 type=b align=16 words (r48.0)
//.declare V0131 (140)  rf=r size=32 type=b align=16 words (r49.0)
//.declare P02 (141)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0136 (146)  rf=r size=32 type=b align=16 words (r85.0)
//.declare V0137 (147)  rf=r size=32 type=b align=16 words (r86.0)
//.declare V0138 (148)  rf=r size=32 type=b align=16 words (r32.0)
//.declare V0139 (149)  rf=r size=32 type=b align=16 words (r33.0)
//.declare V0140 (150)  rf=r size=32 type=b align=16 words (r62.0)
//.declare V0141 (151)  rf=r size=32 type=b align=16 words (r63.0)
//.declare V0142 (152)  rf=r size=32 type=b align=16 words (r50.0)
//.declare V0143 (153)  rf=r size=32 type=b align=16 words (r51.0)
//.declare P03 (154)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0148 (159)  rf=r size=32 type=b align=16 words (r87.0)
//.declare V0149 (160)  rf=r size=32 type=b align=16 words (r88.0)
//.declare V0150 (161)  rf=r size=32 type=b align=16 words (r34.0)
//.declare V0151 (162)  rf=r size=32 type=b align=16 words (r35.0)
//.declare V0152 (163)  rf=r size=32 type=b align=16 words (r66.0)
//.declare V0153 (164)  rf=r size=32 type=b align=16 words (r67.0)
//.declare V0154 (165)  rf=r size=32 type=b align=16 words (r52.0)
//.declare V0155 (166)  rf=r size=32 type=b align=16 words (r53.0)
//.declare P04 (167)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0160 (172)  rf=r size=32 type=b align=16 words (r89.0)
//.declare V0161 (173)  rf=r size=32 type=b align=16 words (r90.0)
//.declare V0162 (174)  rf=r size=32 type=b align=16 words (r36.0)
//.declare V0163 (175)  rf=r size=32 type=b align=16 words (r37.0)
//.declare V0164 (176)  rf=r size=32 type=b align=16 words (r70.0)
//.declare V0165 (177)  rf=r size=32 type=b align=16 words (r71.0)
//.declare V0166 (178)  rf=r size=32 type=b align=16 words (r54.0)
//.declare V0167 (179)  rf=r size=32 type=b align=16 words (r55.0)
//.declare P05 (180)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0172 (185)  rf=r size=32 type=b align=16 words (r91.0)
//.declare V0173 (186)  rf=r size=32 type=b align=16 words (r92.0)
//.declare V0174 (187)  rf=r size=32 type=b align=16 words (r103.0)
//.declare V0175 (188)  rf=r size=32 type=b align=16 words (r104.0)
//.declare V0176 (189)  rf=r size=32 type=b align=16 words (r8.0)
//.declare V0177 (190)  rf=r size=32 type=b align=16 words (r9.0)
//.declare V0178 (191)  rf=r size=32 type=b align=16 words (r123.0)
//.declare V0179 (192)  rf=r size=32 type=b align=16 words (r124.0)
//.declare P06 (193)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0180 (194)  rf=r size=32 type=b align=16 words (r70.0)
//.declare V0181 (195)  rf=r size=32 type=b align=16 words (r71.0)
//.declare P07 (196)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0186 (201)  rf=r size=32 type=b align=16 words (r92.0)
//.declare V0187 (202)  rf=r size=32 type=b align=16 words (r93.0)
//.declare V0188 (203)  rf=r size=32 type=b align=16 words (r105.0)
//.declare V0189 (204)  rf=r size=32 type=b align=16 words (r106.0)
//.declare V0190 (205)  rf=r size=32 type=b align=16 words (r25.0)
//.declare V0191 (206)  rf=r size=32 type=b align=16 words (r30.0)
//.declare V0192 (207)  rf=r size=32 type=b align=16 words (r2.0)
//.declare V0193 (208)  rf=r size=32 type=b align=16 words (r3.0)
//.declare P08 (209)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0194 (210)  rf=r size=32 type=b align=16 words (r74.0)
//.declare V0195 (211)  rf=r size=32 type=b align=16 words (r75.0)
//.declare P09 (212)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0200 (217)  rf=r size=32 type=b align=16 words (r94.0)
//.declare V0201 (218)  rf=r size=32 type=b align=16 words (r95.0)
//.declare V0202 (219)  rf=r size=32 type=b align=16 words (r107.0)
//.declare V0203 (220)  rf=r size=32 type=b align=16 words (r108.0)
//.declare V0204 (221)  rf=r size=32 type=b align=16 words (r34.0)
//.declare V0205 (222)  rf=r size=32 type=b align=16 words (r35.0)
//.declare V0206 (223)  rf=r size=32 type=b align=16 words (r4.0)
//.declare V0207 (224)  rf=r size=32 type=b align=16 words (r5.0)
//.declare P10 (225)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0208 (226)  rf=r size=32 type=b align=16 words (r78.0)
//.declare V0209 (227)  rf=r size=32 type=b align=16 words (r79.0)
//.declare P11 (228)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0214 (233)  rf=r size=32 type=b align=16 words (r96.0)
//.declare V0215 (234)  rf=r size=32 type=b align=16 words (r97.0)
//.declare V0216 (235)  rf=r size=32 type=b align=16 words (r109.0)
//.declare V0217 (236)  rf=r size=32 type=b align=16 words (r110.0)
//.declare V0218 (237)  rf=r size=32 type=b align=16 words (r41.0)
//.declare V0219 (238)  rf=r size=32 type=b align=16 words (r42.0)
//.declare V0220 (239)  rf=r size=32 type=b align=16 words (r6.0)
//.declare V0221 (240)  rf=r size=32 type=b align=16 words (r7.0)
//.declare P12 (241)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0222 (242)  rf=r size=32 type=b align=16 words (r82.0)
//.declare V0223 (243)  rf=r size=32 type=b align=16 words (r83.0)
//.declare P13 (244)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0228 (249)  rf=r size=32 type=b align=16 words (r98.0)
//.declare V0229 (250)  rf=r size=32 type=b align=16 words (r99.0)
//.declare V0230 (251)  rf=r size=32 type=b align=16 words (r112.0)
//.declare V0231 (252)  rf=r size=32 type=b align=16 words (r113.0)
//.declare V0232 (253)  rf=r size=32 type=b align=16 words (r4.0)
//.declare V0233 (254)  rf=r size=32 type=b align=16 words (r5.0)
//.declare V0234 (255)  rf=r size=32 type=b align=16 words (r114.0)
//.declare V0235 (256)  rf=r size=32 type=b align=16 words (r115.0)
//.declare V0236 (257)  rf=r size=32 type=b align=16 words (r6.0)
//.declare V0237 (258)  rf=r size=32 type=b align=16 words (r7.0)
//.declare V0238 (259)  rf=r size=32 type=b align=16 words (r116.0)
//.declare V0239 (260)  rf=r size=32 type=b align=16 words (r117.0)
//.declare V0240 (261)  rf=r size=32 type=b align=16 words (r8.0)
//.declare V0241 (262)  rf=r size=32 type=b align=16 words (r9.0)
//.declare V0242 (263)  rf=r size=32 type=b align=16 words (r118.0)
//.declare V0243 (264)  rf=r size=32 type=b align=16 words (r119.0)
//.declare V0244 (265)  rf=r size=32 type=b align=16 words (r18.0)
//.declare V0245 (266)  rf=r size=32 type=b align=16 words (r19.0)
//.declare V0246 (267)  rf=r size=32 type=b align=16 words (r100.0)
//.declare V0247 (268)  rf=r size=32 type=b align=16 words (r101.0)
//.declare V0248 (269)  rf=r size=32 type=b align=16 words (r102.0)
//.declare V0249 (270)  rf=r size=32 type=b align=16 words (r103.0)
//.declare V0250 (271)  rf=r size=32 type=b align=16 words (r104.0)
//.declare V0251 (272)  rf=r size=32 type=b align=16 words (r105.0)
//.declare V0252 (273)  rf=r size=32 type=b align=16 words (r106.0)
//.declare V0253 (274)  rf=r size=32 type=b align=16 words (r107.0)
//.declare V0254 (275)  rf=r size=32 type=b align=16 words (r120.0)
//.declare V0255 (276)  rf=r size=32 type=b align=16 words (r121.0)
//.declare V0256 (277)  rf=r size=32 type=ub alias=V0246+0 align=16 words (r100.0)
//.declare V0257 (278)  rf=r size=32 type=ub alias=V0247+0 align=16 words (r101.0)
//.declare V0258 (279)  rf=r size=32 type=ub alias=V0254+0 align=16 words (r120.0)
//.declare V0259 (280)  rf=r size=32 type=ub alias=V0255+0 align=16 words (r121.0)
//.declare V0260 (281)  rf=r size=32 type=b align=16 words (r122.0)
//.declare V0261 (282)  rf=r size=32 type=b align=16 words (r123.0)
//.declare V0262 (283)  rf=r size=32 type=ub alias=V0248+0 align=16 words (r102.0)
//.declare V0263 (284)  rf=r size=32 type=ub alias=V0249+0 align=16 words (r103.0)
//.declare V0264 (285)  rf=r size=32 type=ub alias=V0260+0 align=16 words (r122.0)
//.declare V0265 (286)  rf=r size=32 type=ub alias=V0261+0 align=16 words (r123.0)
//.declare V0266 (287)  rf=r size=32 type=b align=16 words (r124.0)
//.declare V0267 (288)  rf=r size=32 type=b align=16 words (r125.0)
//.declare V0268 (289)  rf=r size=32 type=ub alias=V0250+0 align=16 words (r104.0)
//.declare V0269 (290)  rf=r size=32 type=ub alias=V0251+0 align=16 words (r105.0)
//.declare V0270 (291)  rf=r size=32 type=ub alias=V0266+0 align=16 words (r124.0)
//.declare V0271 (292)  rf=r size=32 type=ub alias=V0267+0 align=16 words (r125.0)
//.declare V0272 (293)  rf=r size=32 type=b align=16 words (r2.0)
//.declare V0273 (294)  rf=r size=32 type=b align=16 words (r3.0)
//.declare V0274 (295)  rf=r size=32 type=ub alias=V0252+0 align=16 words (r106.0)
//.declare V0275 (296)  rf=r size=32 type=ub alias=V0253+0 align=16 words (r107.0)
//.declare V0276 (297)  rf=r size=32 type=ub alias=V0272+0 align=16 words (r2.0)
//.declare V0277 (298)  rf=r size=32 type=ub alias=V0273+0 align=16 words (r3.0)
//.declare V0284 (305)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0285 (306)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0286 (307)  rf=r size=64 type=b alias=V0284+0 align=16 words (r30.0)
//.declare V0287 (308)  rf=r size=64 type=b alias=V0285+0 align=16 words (r32.0)
//.declare V0288 (309)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0289 (310)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0290 (311)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0291 (312)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0292 (313)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare  (314)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (315)  rf=r size=64 type=b alias=V0078+0 align=16 words (r74.0)
//.declare  (316)  rf=r size=64 type=b alias=V0078+0 align=16 words (r74.0)
//.declare  (317)  rf=r size=64 type=b alias=V0079+0 align=16 words (r76.0)
//.declare  (318)  rf=r size=64 type=b alias=V0079+0 align=16 words (r76.0)
//.declare  (319)  rf=r size=64 type=ub align=32 words (r52.0)
//.declare  (320)  rf=r size=64 type=ub align=32 words (r54.0)
//.declare  (321)  rf=r size=64 type=b align=32 words (r108.0)
//.declare  (322)  rf=r size=64 type=b align=32 words (r110.0)
//.declare  (323)  rf=r size=2 type=w align=1 words (r125.0)
//.declare  (325)  rf=r size=2 type=w align=1 words (r58.0)
//.declare  (339)  rf=r size=32 type=uw align=16 words (r56.0)
//.declare  (340)  rf=r size=32 type=uw align=16 words (r57.0)
//.declare  (341)  rf=r size=32 type=w align=16 words (r83.0)
//.declare  (342)  rf=r size=32 type=w align=16 words (r84.0)
//.declare  (343)  rf=r size=32 type=uw align=16 words (r101.0)
//.declare  (344)  rf=r size=32 type=uw align=16 words (r102.0)
//.declare  (345)  rf=r size=32 type=uw align=16 words (r56.0)
//.declare  (346)  rf=r size=32 type=uw align=16 words (r57.0)
//.declare  (347)  rf=r size=32 type=w align=16 words (r38.0)
//.declare  (348)  rf=r size=32 type=w align=16 words (r39.0)
//.declare  (349)  rf=r size=32 type=w align=16 words (r60.0)
//.declare  (350)  rf=r size=32 type=w align=16 words (r61.0)
//.declare  (351)  rf=r size=32 type=w align=16 words (r40.0)
//.declare  (352)  rf=r size=32 type=w align=16 words (r41.0)
//.declare  (353)  rf=r size=32 type=w align=16 words (r64.0)
//.declare  (354)  rf=r size=32 type=w align=16 words (r65.0)
//.declare  (355)  rf=r size=32 type=w align=16 words (r42.0)
//.declare  (356)  rf=r size=32 type=w align=16 words (r43.0)
//.declare  (357)  rf=r size=32 type=w align=16 words (r68.0)
//.declare  (358)  rf=r size=32 type=w align=16 words (r69.0)
//.declare  (359)  rf=r size=32 type=w align=16 words (r44.0)
//.declare  (360)  rf=r size=32 type=w align=16 words (r45.0)
//.declare  (361)  rf=r size=32 type=w align=16 words (r72.0)
//.declare  (362)  rf=r size=32 type=w align=16 words (r73.0)
//.declare  (363)  rf=r size=32 type=w align=16 words (r93.0)
//.declare  (364)  rf=r size=32 type=w align=16 words (r94.0)
//.declare  (367)  rf=r size=32 type=w align=16 words (r111.0)
//.declare  (368)  rf=r size=32 type=w align=16 words (r112.0)
//.declare  (371)  rf=r size=32 type=w align=16 words (r23.0)
//.declare  (372)  rf=r size=32 type=w align=16 words (r24.0)
//.declare  (373)  rf=r size=32 type=w align=16 words (r72.0)
//.declare  (374)  rf=r size=32 type=w align=16 words (r73.0)
//.declare  (375)  rf=r size=32 type=w align=16 words (r95.0)
//.declare  (376)  rf=r size=32 type=w align=16 words (r96.0)
//.declare  (379)  rf=r size=32 type=w align=16 words (r113.0)
//.declare  (380)  rf=r size=32 type=w align=16 words (r114.0)
//.declare  (383)  rf=r size=32 type=w align=16 words (r32.0)
//.declare  (384)  rf=r size=32 type=w align=16 words (r33.0)
//.declare  (385)  rf=r size=32 type=w align=16 words (r76.0)
//.declare  (386)  rf=r size=32 type=w align=16 words (r77.0)
//.declare  (387)  rf=r size=32 type=w align=16 words (r97.0)
//.declare  (388)  rf=r size=32 type=w align=16 words (r98.0)
//.declare  (391)  rf=r size=32 type=w align=16 words (r115.0)
//.declare  (392)  rf=r size=32 type=w align=16 words (r116.0)
//.declare  (395)  rf=r size=32 type=w align=16 words (r37.0)
//.declare  (396)  rf=r size=32 type=w align=16 words (r40.0)
//.declare  (397)  rf=r size=32 type=w align=16 words (r80.0)
//.declare  (398)  rf=r size=32 type=w align=16 words (r81.0)
//.declare  (399)  rf=r size=32 type=w align=16 words (r99.0)
//.declare  (400)  rf=r size=32 type=w align=16 words (r100.0)
//.declare  (403)  rf=r size=32 type=w align=16 words (r117.0)
//.declare  (404)  rf=r size=32 type=w align=16 words (r118.0)
//.declare  (407)  rf=r size=32 type=w align=16 words (r44.0)
//.declare  (408)  rf=r size=32 type=w align=16 words (r45.0)
//.declare  (409)  rf=r size=32 type=w align=16 words (r84.0)
//.declare  (410)  rf=r size=32 type=w align=16 words (r85.0)
//.declare  (411)  rf=r size=32 type=w align=16 words (r20.0)
//.declare  (412)  rf=r size=32 type=w align=16 words (r21.0)
//.declare  (413)  rf=r size=32 type=w align=16 words (r22.0)
//.declare  (414)  rf=r size=32 type=w align=16 words (r23.0)
//.declare  (415)  rf=r size=32 type=w align=16 words (r24.0)
//.declare  (416)  rf=r size=32 type=w align=16 words (r25.0)
//.declare  (417)  rf=r size=32 type=w align=16 words (r26.0)
//.declare  (418)  rf=r size=32 type=w align=16 words (r27.0)
//.declare  (419)  rf=r size=32 type=ud align=16 words (r38.0)
//.declare  (420)  rf=r size=4 type=uw align=2 words (r79.0)
//.declare  (421)  rf=r size=4 type=uw align=2 words (r78.0)
//.declare  (422)  rf=r size=4 type=uw align=2 words (r61.0)
//.declare  (423)  rf=r size=4 type=uw align=2 words (r36.0)
//.declare  (424)  rf=r size=4 type=uw align=2 words (r60.0)
//.declare  (425)  rf=r size=4 type=uw align=2 words (r31.0)
//.declare  (426)  rf=r size=4 type=uw align=2 words (r59.0)
//.declare  (427)  rf=r size=4 type=uw align=2 words (r22.0)
//.declare  (428)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (429)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (430)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (431)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (432)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (433)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (434)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (435)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (436)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (437)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (438)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (439)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (440)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (441)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (442)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (443)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (444)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (445)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (446)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (447)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (448)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (449)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (450)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (451)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (452)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (453)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (454)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (455)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (456)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (457)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (458)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (459)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (460)  rf=r size=4 type=uw align=2 words (r80.0)
//.declare  (461)  rf=r size=4 type=uw align=2 words (r43.0)
//.declare  (462)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (463)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (464)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (465)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (466)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (467)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (468)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (469)  rf=f32  size=4 type=uw align=2 words (f1.0)

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
// | V0288    | :uq      |      8 | r8       | general    |
// | V0289    | :uq      |      8 | r8+8     | general    |
// | V0290    | :uq      |      8 | r8+16    | general    |
// | V0291    | :uq      |      8 | r8+24    | general    |
// | V0292    | :uq      |      8 | r9       | general    |
// | V0037    | :d x 3   |     12 | r9+8     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.2<0;1,0>:d     r126.2<0;1,0>:uw {@1}               // $2
(W)     mach (1|M0)              r3.0<1>:d     r9.2<0;1,0>:d     r126.1<0;1,0>:d                     // $5
(W)     mov (1|M0)               r125.0<1>:hf  0x0:hf                                                // $143
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $5
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}    // $19
        shl (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}    // $20
        send.dc1 (16|M0)         r18      r14     null    0x0            0x04205E01           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $22
        send.dc1 (16|M16)        r20      r16     null    0x0            0x04205E01           {@1,$1} // wr:2+0, rd:2; untyped surface read with x // $24
        send.dc0 (16|M0)         r22      r10     null    0x0            0x04210500           {$2} // wr:2+0, rd:2; byte gathering read 16b // $10
        send.dc0 (16|M16)        r24      r12     null    0x0            0x04210500           {$3} // wr:2+0, rd:2; byte gathering read 16b // $13
        send.dc1 (16|M0)         r26      r14     null    0x0            0x04205E02           {$4} // wr:2+0, rd:2; untyped surface read with x // $60
        send.dc1 (16|M16)        r28      r16     null    0x0            0x04205E02           {$5} // wr:2+0, rd:2; untyped surface read with x // $62
(W)     mov (8|M0)               r127.0<1>:f   r126.0<8;8,1>:f                  {Compacted}          // $261
        add (16|M0)              r30.0<2>:b    r18.0<4;1,0>:b    100:w               {$0.dst}        // $89
        mov (16|M0)              r38.0<1>:w    r18.0<4;1,0>:b                                        // $93
        xor (16|M0)              r48.0<2>:b    r30.0<2;1,0>:b    r38.0<16;16,1>:w {@1}               // $93
        add (16|M0)              r32.0<2>:b    r18.1<4;1,0>:b    -100:w                              // $101
        mov (16|M0)              r40.0<1>:w    r18.1<4;1,0>:b                                        // $105
        xor (16|M0)              r58.0<2>:b    r18.0<4;1,0>:b    100:w                               // $91
        mov (16|M0)              r60.0<1>:w    r48.0<2;1,0>:b                   {@4}                 // $95
        add (16|M16)             r31.0<2>:b    r20.0<4;1,0>:b    100:w               {$1.dst}        // $90
        mov (16|M16)             r39.0<1>:w    r20.0<4;1,0>:b                                        // $94
        xor (16|M0)              r50.0<2>:b    r32.0<2;1,0>:b    r40.0<16;16,1>:w {@5}               // $105
        and (16|M0)   (lt)f0.0   null<2>:b     ~r58.0<2;1,0>:b   r60.0<16;16,1>:w {@4}               // $95
        add (16|M0)              r34.0<2>:b    r18.2<4;1,0>:b    50:w                                // $113
        mov (16|M0)              r42.0<1>:w    r18.2<4;1,0>:b                                        // $117
        xor (16|M0)              r62.0<2>:b    r18.1<4;1,0>:b    -100:w                              // $103
        xor (16|M16)             r49.0<2>:b    r31.0<2;1,0>:b    r39.0<16;16,1>:w {@6}               // $94
        mov (16|M0)              r64.0<1>:w    r50.0<2;1,0>:b                   {@6}                 // $107
        add (16|M16)             r33.0<2>:b    r20.1<4;1,0>:b    -100:w                              // $102
        mov (16|M16)             r41.0<1>:w    r20.1<4;1,0>:b                                        // $106
        xor (16|M16)             r59.0<2>:b    r20.0<4;1,0>:b    100:w                               // $92
(W)     mov (1|M0)               r78.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $95
        xor (16|M0)              r52.0<2>:b    r34.0<2;1,0>:b    r42.0<16;16,1>:w {@7}               // $117
        mov (16|M16)             r61.0<1>:w    r49.0<2;1,0>:b                   {@7}                 // $97
        and (16|M0)   (lt)f0.0   null<2>:b     ~r62.0<2;1,0>:b   r64.0<16;16,1>:w {@7}               // $107
        xor (16|M0)              r66.0<2>:b    r18.2<4;1,0>:b    50:w                                // $115
        xor (16|M16)             r51.0<2>:b    r33.0<2;1,0>:b    r41.0<16;16,1>:w {@7}               // $106
(W)     mov (1|M0)               f1.0<1>:ud    r78.0<0;1,0>:ud                  {@6}                 // $97
        mov (16|M0)              r68.0<1>:w    r52.0<2;1,0>:b                   {@6}                 // $119
        and (16|M16)  (lt)f1.0   null<2>:b     ~r59.0<2;1,0>:b   r61.0<16;16,1>:w {@6}               // $97
        add (16|M16)             r35.0<2>:b    r20.2<4;1,0>:b    50:w                                // $114
        mov (16|M16)             r43.0<1>:w    r20.2<4;1,0>:b                                        // $118
        xor (16|M16)             r63.0<2>:b    r20.1<4;1,0>:b    -100:w                              // $104
(W)     mov (1|M0)               r79.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $107
        mov (16|M16)             r65.0<1>:w    r51.0<2;1,0>:b                   {@7}                 // $109
        and (16|M0)   (lt)f0.0   null<2>:b     ~r66.0<2;1,0>:b   r68.0<16;16,1>:w {@7}               // $119
        mov (16|M0)              r46.0<1>:hf   r22.0<2;1,0>:hf                  {$2.dst}             // $11
(W)     mov (1|M0)               r78.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $97
        xor (16|M16)             r53.0<2>:b    r35.0<2;1,0>:b    r43.0<16;16,1>:w {@7}               // $118
(W)     mov (1|M0)               f1.0<1>:ud    r79.0<0;1,0>:ud                  {@6}                 // $109
        and (16|M16)  (lt)f1.0   null<2>:b     ~r63.0<2;1,0>:b   r65.0<16;16,1>:w {@6}               // $109
        add (16|M0)              r36.0<2>:b    r18.3<4;1,0>:b    -50:w                               // $125
        mov (16|M0)              r44.0<1>:w    r18.3<4;1,0>:b                                        // $129
        xor (16|M16)             r67.0<2>:b    r20.2<4;1,0>:b    50:w                                // $116
        mov (16|M0)              r56.0<1>:uw   r46.0<2;1,0>:ub                  {@7}                 // $37
(W)     mov (1|M0)               r80.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $119
        mov (16|M16)             r69.0<1>:w    r53.0<2;1,0>:b                   {@7}                 // $121
        mov (16|M16)             r47.0<1>:hf   r24.0<2;1,0>:hf                  {$3.dst}             // $14
        shr (16|M0)              r81.0<2>:b    r46.1<2;1,0>:ub   1:w                                 // $43
(W)     mov (1|M0)               r79.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $109
        xor (16|M0)              r54.0<2>:b    r36.0<2;1,0>:b    r44.0<16;16,1>:w {@7}               // $129
        add (16|M0)              r74.0<1>:d    r46.1<2;1,0>:ub   r56.0<16;16,1>:uw {@7}              // $37
(W)     mov (1|M0)               f1.0<1>:ud    r80.0<0;1,0>:ud                  {@7}                 // $121
        and (16|M16)  (lt)f1.0   null<2>:b     ~r67.0<2;1,0>:b   r69.0<16;16,1>:w {@7}               // $121
        add (16|M16)             r37.0<2>:b    r20.3<4;1,0>:b    -50:w                               // $126
        xor (16|M0)              r70.0<2>:b    r18.3<4;1,0>:b    -50:w                               // $127
        mov (16|M16)             r45.0<1>:w    r20.3<4;1,0>:b                                        // $130
        mov (16|M16)             r57.0<1>:uw   r47.0<2;1,0>:ub                  {@7}                 // $38
        mov (16|M0)              r72.0<1>:w    r54.0<2;1,0>:b                   {@7}                 // $131
        mov (16|M0)              r83.0<1>:w    -r81.0<2;1,0>:b                  {@7}                 // $45
        sel (16|M0)   (lt)f0.0   r74.0<1>:ud   r74.0<8;8,1>:ud   0xFF:uw              {@7}           // $39
        shr (16|M16)             r82.0<2>:b    r47.1<2;1,0>:ub   1:w                                 // $44
(W)     mov (1|M0)               r80.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $121
        xor (16|M16)             r55.0<2>:b    r37.0<2;1,0>:b    r45.0<16;16,1>:w {@7}               // $130
        add (16|M16)             r76.0<1>:d    r47.1<2;1,0>:ub   r57.0<16;16,1>:uw {@7}              // $38
        and (16|M0)   (lt)f1.0   null<2>:b     ~r70.0<2;1,0>:b   r72.0<16;16,1>:w {@7}               // $131
        add (16|M0)              r81.0<2>:b    r74.0<4;1,0>:b    r83.0<16;16,1>:w {@6}               // $45
        xor (16|M16)             r71.0<2>:b    r20.3<4;1,0>:b    -50:w                               // $128
        mov (16|M0)              r101.0<1>:uw  r74.0<4;1,0>:ub                                       // $47
        mov (16|M16)             r73.0<1>:w    r55.0<2;1,0>:b                   {@6}                 // $133
        mov (16|M16)             r84.0<1>:w    -r82.0<2;1,0>:b                  {@7}                 // $46
        sel (16|M16)  (lt)f0.0   r76.0<1>:ud   r76.0<8;8,1>:ud   0xFF:uw              {@7}           // $40
(~f1.0) sel (16|M0)              r91.0<2>:b    r36.0<2;1,0>:b    -128:w                              // $135
        and (16|M16)  (lt)f1.0   null<2>:b     ~r71.0<2;1,0>:b   r73.0<16;16,1>:w {@4}               // $133
        cmp (16|M0)   (gt)f1.0   null<1>:w     r81.0<2;1,0>:ub   r101.0<16;16,1>:uw {@6}             // $47
        add (16|M16)             r82.0<2>:b    r76.0<4;1,0>:b    r84.0<16;16,1>:w {@4}               // $46
        mov (16|M16)             r102.0<1>:uw  r76.0<4;1,0>:ub                                       // $48
(W)     mov (1|M0)               f0.0<1>:ud    r78.0<0;1,0>:ud                                       // $99
(~f1.0) sel (16|M16)             r92.0<2>:b    r37.0<2;1,0>:b    -128:w                              // $136
(f1.0)  mov (16|M0)              r81.0<2>:b    0:w                                                   // $49
        cmp (16|M16)  (gt)f1.0   null<1>:w     r82.0<2;1,0>:ub   r102.0<16;16,1>:uw {@4}             // $48
        cmp (16|M0)   (lt)f1.0   null<1>:w     r125.0<0;1,0>:w   r44.0<16;16,1>:w                    // $143
(~f0.0) sel (16|M0)              r85.0<2>:b    r30.0<2;1,0>:b    127:w                               // $99
(~f0.0) sel (16|M16)             r86.0<2>:b    r31.0<2;1,0>:b    127:w                               // $100
(W)     mov (1|M0)               r22.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $143
(W)     mov (1|M0)               f0.0<1>:ud    r79.0<0;1,0>:ud                                       // $111
        cmp (16|M0)   (lt)f1.0   null<1>:w     r125.0<0;1,0>:w   r42.0<16;16,1>:w                    // $159
        mov (16|M0)              r93.0<1>:w    -r18.3<4;1,0>:b                                       // $137
(~f0.0) sel (16|M0)              r87.0<2>:b    r32.0<2;1,0>:b    -128:w                              // $111
(~f0.0) sel (16|M16)             r88.0<2>:b    r33.0<2;1,0>:b    -128:w                              // $112
(W)     mov (1|M0)               r31.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $159
(W)     mov (1|M0)               f0.0<1>:ud    r80.0<0;1,0>:ud                                       // $123
        cmp (16|M0)   (lt)f1.0   null<1>:w     r125.0<0;1,0>:w   r40.0<16;16,1>:w                    // $175
        add (16|M0)              r103.0<2>:b   r85.0<2;1,0>:b    r93.0<16;16,1>:w {@6}               // $137
        mov (16|M0)              r111.0<1>:w   r85.0<2;1,0>:b                                        // $141
        mov (16|M0)              r95.0<1>:w    -r18.2<4;1,0>:b                                       // $153
(~f0.0) sel (16|M0)              r89.0<2>:b    r34.0<2;1,0>:b    127:w                               // $123
(~f0.0) sel (16|M16)             r90.0<2>:b    r35.0<2;1,0>:b    127:w                               // $124
(W)     mov (1|M0)               r36.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $175
        xor (16|M0)              r123.0<2>:b   r103.0<2;1,0>:b   r111.0<16;16,1>:w {@5}              // $141
(W)     mov (1|M0)               f0.0<1>:ud    r22.0<0;1,0>:ud                                       // $144
        cmp (16|M0)   (lt)f1.0   null<1>:w     r125.0<0;1,0>:w   r38.0<16;16,1>:w                    // $191
        cmp (16|M16)  (lt)f0.0   null<1>:w     r125.0<0;1,0>:w   r45.0<16;16,1>:w                    // $144
        add (16|M0)              r105.0<2>:b   r87.0<2;1,0>:b    r95.0<16;16,1>:w {@7}               // $153
        xor (16|M0)              r8.0<2>:b     r85.0<2;1,0>:b    ~r44.0<16;16,1>:w                   // $139
        mov (16|M0)              r113.0<1>:w   r87.0<2;1,0>:b                                        // $157
        mov (16|M0)              r23.0<1>:w    r123.0<2;1,0>:b                  {@7}                 // $147
        mov (16|M0)              r97.0<1>:w    -r18.1<4;1,0>:b                                       // $169
        xor (16|M16)             r30.0<2>:b    r88.0<2;1,0>:b    ~r43.0<16;16,1>:w                   // $156
(W)     mov (1|M0)               r22.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $144
        xor (16|M0)              r2.0<2>:b     r105.0<2;1,0>:b   r113.0<16;16,1>:w {@5}              // $157
(W)     mov (1|M0)               f0.0<1>:ud    r31.0<0;1,0>:ud                                       // $160
        cmp (16|M16)  (lt)f0.0   null<1>:w     r125.0<0;1,0>:w   r43.0<16;16,1>:w                    // $160
(W)     mov (1|M0)               r43.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $191
        and (16|M0)   (lt)f1.0   null<2>:b     ~r8.0<2;1,0>:b    r23.0<16;16,1>:w {@7}               // $147
        add (16|M0)              r107.0<2>:b   r89.0<2;1,0>:b    r97.0<16;16,1>:w {@7}               // $169
        xor (16|M0)              r25.0<2>:b    r87.0<2;1,0>:b    ~r42.0<16;16,1>:w                   // $155
        mov (16|M0)              r115.0<1>:w   r89.0<2;1,0>:b                                        // $173
        mov (16|M0)              r32.0<1>:w    r2.0<2;1,0>:b                    {@7}                 // $163
(W)     mov (1|M0)               r59.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $147
        xor (16|M0)              r4.0<2>:b     r107.0<2;1,0>:b   r115.0<16;16,1>:w {@3}              // $173
        and (16|M0)   (lt)f1.0   null<2>:b     ~r25.0<2;1,0>:b   r32.0<16;16,1>:w {@3}               // $163
        xor (16|M0)              r34.0<2>:b    r89.0<2;1,0>:b    ~r40.0<16;16,1>:w                   // $171
        mov (16|M0)              r37.0<1>:w    r4.0<2;1,0>:b                    {@3}                 // $179
(W)     mov (1|M0)               r60.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $163
        and (16|M0)   (lt)f1.0   null<2>:b     ~r34.0<2;1,0>:b   r37.0<16;16,1>:w {@2}               // $179
(f1.0)  mov (16|M16)             r82.0<2>:b    0:w                                                   // $50
(W)     mov (1|M0)               r61.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $179
(W)     mov (1|M0)               f1.0<1>:ud    r22.0<0;1,0>:ud                                       // $145
        mov (16|M16)             r94.0<1>:w    -r20.3<4;1,0>:b                                       // $138
(W)     mov (1|M0)               r58.0<1>:hf   0xFF80:hf                                             // $145
(W)     mov (1|M0)               r31.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $160
(W)     mov (1|M0)               f0.0<1>:ud    r36.0<0;1,0>:ud                                       // $176
        cmp (16|M16)  (lt)f0.0   null<1>:w     r125.0<0;1,0>:w   r41.0<16;16,1>:w                    // $176
        add (16|M16)             r104.0<2>:b   r86.0<2;1,0>:b    r94.0<16;16,1>:w {@5}               // $138
        mov (16|M16)             r112.0<1>:w   r86.0<2;1,0>:b                                        // $142
(f1.0)  sel (16|M0)              r70.0<2>:b    r58.0<0;1,0>:w    127:w               {@6}            // $145
(f1.0)  sel (16|M16)             r71.0<2>:b    r58.0<0;1,0>:w    127:w                               // $146
(W)     mov (1|M0)               f1.0<1>:ud    r31.0<0;1,0>:ud                  {@7}                 // $161
        mov (16|M16)             r96.0<1>:w    -r20.2<4;1,0>:b                                       // $154
(W)     mov (1|M0)               r36.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $176
        xor (16|M16)             r124.0<2>:b   r104.0<2;1,0>:b   r112.0<16;16,1>:w {@6}              // $142
(W)     mov (1|M0)               f0.0<1>:ud    r43.0<0;1,0>:ud                                       // $192
        cmp (16|M16)  (lt)f0.0   null<1>:w     r125.0<0;1,0>:w   r39.0<16;16,1>:w                    // $192
        add (16|M16)             r106.0<2>:b   r88.0<2;1,0>:b    r96.0<16;16,1>:w {@5}               // $154
        xor (16|M16)             r9.0<2>:b     r86.0<2;1,0>:b    ~r45.0<16;16,1>:w                   // $140
        mov (16|M16)             r114.0<1>:w   r88.0<2;1,0>:b                                        // $158
(f1.0)  sel (16|M0)              r74.0<2>:b    r58.0<0;1,0>:w    127:w                               // $161
(f1.0)  sel (16|M16)             r75.0<2>:b    r58.0<0;1,0>:w    127:w                               // $162
        mov (16|M16)             r24.0<1>:w    r124.0<2;1,0>:b                  {@7}                 // $149
(W)     mov (1|M0)               f1.0<1>:ud    r36.0<0;1,0>:ud                  {@7}                 // $177
        mov (16|M16)             r98.0<1>:w    -r20.1<4;1,0>:b                                       // $170
(W)     mov (1|M0)               r43.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $192
        xor (16|M16)             r3.0<2>:b     r106.0<2;1,0>:b   r114.0<16;16,1>:w {@7}              // $158
(W)     mov (1|M0)               f0.0<1>:ud    r59.0<0;1,0>:ud                                       // $149
        and (16|M16)  (lt)f0.0   null<2>:b     ~r9.0<2;1,0>:b    r24.0<16;16,1>:w {@6}               // $149
        add (16|M16)             r108.0<2>:b   r90.0<2;1,0>:b    r98.0<16;16,1>:w {@5}               // $170
        mov (16|M16)             r116.0<1>:w   r90.0<2;1,0>:b                                        // $174
(f1.0)  sel (16|M0)              r78.0<2>:b    r58.0<0;1,0>:w    127:w                               // $177
(f1.0)  sel (16|M16)             r79.0<2>:b    r58.0<0;1,0>:w    127:w                               // $178
        mov (16|M16)             r33.0<1>:w    r3.0<2;1,0>:b                    {@7}                 // $165
(W)     mov (1|M0)               f1.0<1>:ud    r43.0<0;1,0>:ud                  {@7}                 // $193
(W)     mov (1|M0)               r59.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $149
        xor (16|M16)             r5.0<2>:b     r108.0<2;1,0>:b   r116.0<16;16,1>:w {@6}              // $174
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                                       // $165
        and (16|M16)  (lt)f0.0   null<2>:b     ~r30.0<2;1,0>:b   r33.0<16;16,1>:w {@5}               // $165
        mov (16|M0)              r99.0<1>:w    -r18.0<4;1,0>:b                                       // $185
        mov (16|M16)             r100.0<1>:w   -r20.0<4;1,0>:b                                       // $186
        xor (16|M16)             r35.0<2>:b    r90.0<2;1,0>:b    ~r41.0<16;16,1>:w                   // $172
        mov (16|M16)             r57.0<1>:uw   r82.0<2;1,0>:ub                                       // $56
        mov (16|M16)             r40.0<1>:w    r5.0<2;1,0>:b                    {@7}                 // $181
(f1.0)  sel (16|M16)             r83.0<2>:b    r58.0<0;1,0>:w    127:w                               // $194
(f1.0)  sel (16|M0)              r82.0<2>:b    r58.0<0;1,0>:w    127:w                               // $193
(W)     mov (1|M0)               f1.0<1>:ud    r59.0<0;1,0>:ud                  {@7}                 // $151
        add (16|M0)              r109.0<2>:b   r91.0<2;1,0>:b    r99.0<16;16,1>:w {@7}               // $185
        add (16|M16)             r110.0<2>:b   r92.0<2;1,0>:b    r100.0<16;16,1>:w {@7}              // $186
        mov (16|M0)              acc0.0<1>:f   r26.0<8;8,1>:d                   {$4.dst}             // $67
        mov (16|M16)             r121.0<1>:f   r28.0<8;8,1>:d                   {Compacted,$5.dst}   // $68
        mov (16|M0)              r117.0<1>:w   r91.0<2;1,0>:b                                        // $189
        mov (16|M16)             r118.0<1>:w   r92.0<2;1,0>:b                                        // $190
        mov (16|M0)              r72.0<1>:w    r103.0<2;1,0>:b                                       // $151
        mov (16|M16)             r73.0<1>:w    r104.0<2;1,0>:b                                       // $152
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $165
(W)     mov (1|M0)               f0.0<1>:ud    r61.0<0;1,0>:ud                                       // $181
        and (16|M16)  (lt)f0.0   null<2>:b     ~r35.0<2;1,0>:b   r40.0<16;16,1>:w                    // $181
        xor (16|M16)             r42.0<2>:b    r92.0<2;1,0>:b    ~r39.0<16;16,1>:w                   // $188
        mul (16|M0)              r119.0<1>:f   acc0.0<8;8,1>:f   0x3F333333:f                        // $69
        mul (16|M16)             r121.0<1>:f   r121.0<8;8,1>:f   0x3F333333:f               {@7}     // $70
        xor (16|M0)              r6.0<2>:b     r109.0<2;1,0>:b   r117.0<16;16,1>:w {@7}              // $189
        xor (16|M16)             r7.0<2>:b     r110.0<2;1,0>:b   r118.0<16;16,1>:w {@7}              // $190
(f1.0)  sel (16|M16)             r93.0<2>:b    r71.0<2;1,0>:b    r73.0<16;16,1>:w {@7}               // $152
(f1.0)  sel (16|M0)              r92.0<2>:b    r70.0<2;1,0>:b    r72.0<16;16,1>:w {@7}               // $151
(W)     mov (1|M0)               f1.0<1>:ud    r60.0<0;1,0>:ud                  {@7}                 // $167
        mov (16|M0)              r76.0<1>:w    r105.0<2;1,0>:b                                       // $167
        mov (16|M16)             r77.0<1>:w    r106.0<2;1,0>:b                                       // $168
        xor (16|M0)              r41.0<2>:b    r91.0<2;1,0>:b    ~r38.0<16;16,1>:w                   // $187
(W)     mov (1|M0)               r61.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $181
        mov (16|M0)              r44.0<1>:w    r6.0<2;1,0>:b                    {@7}                 // $195
        mov (16|M16)             r45.0<1>:w    r7.0<2;1,0>:b                    {@7}                 // $197
        sel (16|M0)   (ge)f0.0   r48.0<1>:d    r26.0<8;8,1>:d    0:w               {Compacted}       // $63
        sel (16|M16)  (ge)f0.0   r50.0<1>:d    r28.0<8;8,1>:d    0:w                                 // $64
        mov (16|M0)              (sat)r52.0<4>:ub  r119.0<8;8,1>:f                                   // $71
        mov (16|M16)             (sat)r54.0<4>:ub  r121.0<8;8,1>:f                                   // $72
        mov (16|M0)              r56.0<1>:uw   r81.0<2;1,0>:ub                                       // $55
(f1.0)  sel (16|M0)              r94.0<2>:b    r74.0<2;1,0>:b    r76.0<16;16,1>:w {@7}               // $167
(f1.0)  sel (16|M16)             r95.0<2>:b    r75.0<2;1,0>:b    r77.0<16;16,1>:w {@7}               // $168
        and (16|M0)   (lt)f0.0   null<2>:b     ~r41.0<2;1,0>:b   r44.0<16;16,1>:w {@7}               // $195
        and (16|M16)  (lt)f0.0   null<2>:b     ~r42.0<2;1,0>:b   r45.0<16;16,1>:w {@7}               // $197
(W)     mov (1|M0)               f1.0<1>:ud    r61.0<0;1,0>:ud                                       // $183
        sel (16|M0)   (lt)f0.0   r62.0<1>:d    r48.0<8;8,1>:d    255:w               {Compacted,@7}  // $65
        sel (16|M16)  (lt)f0.0   r64.0<1>:d    r50.0<8;8,1>:d    255:w               {@7}            // $66
        mov (16|M0)              r66.0<1>:ub   r52.0<4;1,0>:ub                  {@7}                 // $71
        mov (16|M16)             r67.0<1>:ub   r54.0<4;1,0>:ub                  {@7}                 // $72
        mov (16|M0)              r80.0<1>:w    r107.0<2;1,0>:b                                       // $183
        mad (16|M16)             r69.0<1>:w    r47.0<4;2>:ub     r57.0<8;1>:uw     3:w               // $56
        mov (16|M0)              r84.0<1>:w    r109.0<2;1,0>:b                                       // $199
        mov (16|M16)             r85.0<1>:w    r110.0<2;1,0>:b                                       // $200
        mad (16|M0)              r68.0<1>:w    r46.0<4;2>:ub     r56.0<8;1>:uw     3:w               // $55
        mov (16|M16)             r81.0<1>:w    r108.0<2;1,0>:b                                       // $184
        add (16|M0)              r86.0<1>:d    r66.0<8;8,1>:ub   r62.0<8;8,1>:d   {@7}               // $75
        add (16|M16)             r88.0<1>:d    r67.0<8;8,1>:ub   r64.0<8;8,1>:d   {@7}               // $76
        mov (16|M16)             r101.0<2>:b   (abs)r20.0<4;1,0>:b                                   // $218
        mov (16|M0)              r102.0<2>:b   (abs)r18.1<4;1,0>:b                                   // $219
        mov (16|M0)              r100.0<2>:b   (abs)r18.0<4;1,0>:b                                   // $217
        mov (16|M16)             r103.0<2>:b   (abs)r20.1<4;1,0>:b                                   // $220
        mov (16|M0)              r104.0<2>:b   (abs)r18.2<4;1,0>:b                                   // $221
        mov (16|M16)             r105.0<2>:b   (abs)r20.2<4;1,0>:b                                   // $222
        mov (16|M0)              r106.0<2>:b   (abs)r18.3<4;1,0>:b                                   // $223
(f1.0)  sel (16|M0)              r96.0<2>:b    r78.0<2;1,0>:b    r80.0<16;16,1>:w                    // $183
        mov (16|M16)             r107.0<2>:b   (abs)r20.3<4;1,0>:b                                   // $224
        sel (16|M16)  (lt)f0.0   r91.0<1>:uw   r69.0<16;16,1>:uw  0xFF:uw                            // $58
(f0.0)  sel (16|M0)              r98.0<2>:b    r82.0<2;1,0>:b    r84.0<16;16,1>:w                    // $199
(f0.0)  sel (16|M16)             r99.0<2>:b    r83.0<2;1,0>:b    r85.0<16;16,1>:w                    // $200
        sel (16|M0)   (lt)f0.0   r90.0<1>:uw   r68.0<16;16,1>:uw  0xFF:uw                            // $57
(f1.0)  sel (16|M16)             r97.0<2>:b    r79.0<2;1,0>:b    r81.0<16;16,1>:w                    // $184
        sel (16|M16)  (ge)f0.0   r113.0<2>:b   r93.0<2;1,0>:b    -60:w                               // $202
        sel (16|M0)   (ge)f0.0   r112.0<2>:b   r92.0<2;1,0>:b    -60:w                               // $201
        sel (16|M0)   (ge)f0.0   r114.0<2>:b   r94.0<2;1,0>:b    -60:w                               // $205
        sel (16|M16)  (ge)f0.0   r115.0<2>:b   r95.0<2;1,0>:b    -60:w                               // $206
        sel (16|M16)  (lt)f0.0   r121.0<2>:ub  r101.0<2;1,0>:ub  0x7F:uw                             // $226
        sel (16|M0)   (lt)f0.0   r122.0<2>:ub  r102.0<2;1,0>:ub  0x7F:uw                             // $227
        sel (16|M0)   (lt)f0.0   r120.0<2>:ub  r100.0<2;1,0>:ub  0x7F:uw                             // $225
        sel (16|M16)  (lt)f0.0   r123.0<2>:ub  r103.0<2;1,0>:ub  0x7F:uw                             // $228
        sel (16|M0)   (lt)f0.0   r124.0<2>:ub  r104.0<2;1,0>:ub  0x7F:uw                             // $229
        sel (16|M16)  (lt)f0.0   r125.0<2>:ub  r105.0<2;1,0>:ub  0x7F:uw                             // $230
        sel (16|M0)   (lt)f0.0   r2.0<2>:ub    r106.0<2;1,0>:ub  0x7F:uw                             // $231
        sel (16|M0)   (ge)f0.0   r116.0<2>:b   r96.0<2;1,0>:b    -60:w                               // $209
        sel (16|M16)  (lt)f0.0   r3.0<2>:ub    r107.0<2;1,0>:ub  0x7F:uw                             // $232
        add (16|M16)             r110.0<4>:b   r88.0<8;8,1>:d    r91.0<16;16,1>:uw                   // $80
        sel (16|M0)   (ge)f0.0   r118.0<2>:b   r98.0<2;1,0>:b    -60:w                               // $213
        sel (16|M16)  (ge)f0.0   r119.0<2>:b   r99.0<2;1,0>:b    -60:w                               // $214
        add (16|M0)              r108.0<4>:b   r86.0<8;8,1>:d    r90.0<16;16,1>:uw                   // $79
        sel (16|M16)  (ge)f0.0   r117.0<2>:b   r97.0<2;1,0>:b    -60:w                               // $210
        sel (16|M16)  (lt)f0.0   r5.0<2>:b     r113.0<2;1,0>:b   60:w                                // $204
        sel (16|M0)   (lt)f0.0   r4.0<2>:b     r112.0<2;1,0>:b   60:w                                // $203
        sel (16|M0)   (lt)f0.0   r6.0<2>:b     r114.0<2;1,0>:b   60:w                                // $207
        sel (16|M16)  (lt)f0.0   r7.0<2>:b     r115.0<2;1,0>:b   60:w                                // $208
        mov (16|M16)             r21.0<1>:w    r121.0<2;1,0>:b                                       // $234
        mov (16|M0)              r22.0<1>:w    r122.0<2;1,0>:b                                       // $235
        mov (16|M0)              r20.0<1>:w    r120.0<2;1,0>:b                                       // $233
        mov (16|M16)             r23.0<1>:w    r123.0<2;1,0>:b                                       // $236
        mov (16|M0)              r24.0<1>:w    r124.0<2;1,0>:b                                       // $237
        mov (16|M16)             r25.0<1>:w    r125.0<2;1,0>:b                                       // $238
        mov (16|M0)              r26.0<1>:w    r2.0<2;1,0>:b                                         // $239
        sel (16|M0)   (lt)f0.0   r8.0<2>:b     r116.0<2;1,0>:b   60:w                                // $211
        mov (16|M16)             r27.0<1>:w    r3.0<2;1,0>:b                                         // $240
        sel (16|M0)   (lt)f0.0   r18.0<2>:b    r118.0<2;1,0>:b   60:w                                // $215
        sel (16|M16)  (lt)f0.0   r19.0<2>:b    r119.0<2;1,0>:b   60:w                                // $216
        sel (16|M16)  (lt)f0.0   r9.0<2>:b     r117.0<2;1,0>:b   60:w                                // $212
        mov (16|M16)             r29.0<1>:b    r110.0<4;1,0>:b                                       // $80
        mov (16|M0)              r28.0<1>:b    r108.0<4;1,0>:b                                       // $79
        add (16|M16)             r32.0<4>:b    r5.0<2;1,0>:b     r21.0<16;16,1>:w                    // $234 R{} IR{}{O:2,O:2,},  R{r5,r21,} IR{} {BC=1}
        add (16|M0)              r30.0<4>:b    r4.0<2;1,0>:b     r20.0<16;16,1>:w                    // $233 R{} IR{}{E:2,E:2,},  R{r4,r20,} IR{} {BC=1}
        add (16|M16)             r32.1<4>:b    r7.0<2;1,0>:b     r23.0<16;16,1>:w                    // $236 R{} IR{}{O:3,O:3,},  R{r7,r23,} IR{} {BC=1}
        add (16|M0)              r30.1<4>:b    r6.0<2;1,0>:b     r22.0<16;16,1>:w                    // $235 R{} IR{}{E:3,E:3,},  R{r6,r22,} IR{} {BC=1}
        add (16|M16)             r32.2<4>:b    r9.0<2;1,0>:b     r25.0<16;16,1>:w {@7}               // $238 R{} IR{}{O:4,O:4,},  R{r9,r25,} IR{} {BC=1}
        add (16|M0)              r30.2<4>:b    r8.0<2;1,0>:b     r24.0<16;16,1>:w                    // $237 R{} IR{}{E:4,E:4,},  R{r8,r24,} IR{} {BC=1}
        add (16|M16)             r32.3<4>:b    r19.0<2;1,0>:b    r27.0<16;16,1>:w {@7}               // $240
        add (16|M0)              r30.3<4>:b    r18.0<2;1,0>:b    r26.0<16;16,1>:w                    // $239
        mov (16|M16)             r36.0<1>:ud   r29.0<8;8,1>:ub                  {@7}                 // $86
        mov (16|M0)              r34.0<1>:ud   r28.0<8;8,1>:ub                  {@7}                 // $83
        send.dc0 (16|M0)         null     r10     r34     0x80            0x04030103           {@1,$6} // wr:2+2, rd:0; byte scattering write 8b // $85
        send.dc0 (16|M16)        null     r12     r36     0x80            0x04030103           {@2,$7} // wr:2+2, rd:0; byte scattering write 8b // $88
        send.dc1 (16|M0)         null     r14     r30     0x80            0x04025E04           {@3,$8} // wr:2+2, rd:0; untyped surface write with x // $258
        send.dc1 (16|M16)        null     r16     r32     0x80            0x04025E04           {@4,$9} // wr:2+2, rd:0; untyped surface write with x // $260
(W)     send.dc0 (8|M0)          r38      r126    null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing // $261
(W)     mov (8|M0)               null<1>:ud    r38.0<8;8,1>:ud                  {$10.dst}            //  memory fence commit; $261
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $261


//.BankConflicts: 6
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 6
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 388
//
//.RMWs: 122
//
//.accSubDef: 1
//.accSubUse: 1
//.accSubCandidateDef: 2
//.accSubCandidateUse: 2
