//.kernel int8_sat
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 243
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 6
//.spill flag load 9

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
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r10.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r12.0)
//.declare V0058 (66)  rf=r size=32 type=w align=16 words (r30.0)
//.declare V0059 (67)  rf=r size=32 type=w align=16 words (r31.0)
//.declare V0060 (68)  rf=r size=64 type=ud align=16 words (r14.0)
//.declare V0061 (69)  rf=r size=64 type=w alias=V0060+0 align=16 words (r14.0)
//.declare V0062 (70)  rf=r size=64 type=ud align=16 words (r16.0)
//.declare V0063 (71)  rf=r size=64 type=w alias=V0062+0 align=16 words (r16.0)
//.declare V0066 (74)  rf=r size=32 type=b alias=V0058+0 align=16 words (r30.0)
//.declare V0067 (75)  rf=r size=32 type=b alias=V0059+0 align=16 words (r31.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0070 (78)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r18.0)
//.declare V0071 (79)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r20.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0076 (84)  rf=r size=64 type=b alias=V0072+0 align=16 words (r22.0)
//.declare V0077 (85)  rf=r size=64 type=b alias=V0073+0 align=16 words (r24.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0084 (92)  rf=r size=64 type=ud alias=V0078+0 align=16 words (r32.0)
//.declare V0085 (93)  rf=r size=64 type=ud alias=V0079+0 align=16 words (r34.0)
//.declare V0088 (96)  rf=r size=32 type=b align=16 words (r44.0)
//.declare V0089 (97)  rf=r size=32 type=b align=16 words (r45.0)
//.declare P01 (98)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0090 (99)  rf=r size=32 type=ub alias=V0088+0 align=16 words (r44.0)
//.declare V0091 (100)  rf=r size=32 type=ub alias=V0089+0 align=16 words (r45.0)
//.declare V0094 (103)  rf=r size=32 type=w align=16 words (r87.0)
//.declare V0095 (104)  rf=r size=32 type=w align=16 words (r88.0)
//.declare V0098 (107)  rf=r size=32 type=w align=16 words (r14.0)
//.declare V0099 (108)  rf=r size=32 type=w align=16 words (r15.0)
//.declare V0100 (109)  rf=r size=32 type=uw alias=V0094+0 align=16 words (r87.0)
//.declare V0101 (110)  rf=r size=32 type=uw alias=V0095+0 align=16 words (r88.0)
//.declare V0102 (111)  rf=r size=32 type=uw alias=V0098+0 align=16 words (r14.0)
//.declare V0103 (112)  rf=r size=32 type=uw alias=V0099+0 align=16 words (r15.0)
//.declare V0104 (113)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0105 (114)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0106 (115)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0107 (116)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0108 (117)  rf=r size=64 type=d align=16 words (r117.0)
//.declare V0109 (118)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0110 (119)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0111 (120)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V0112 (121)  rf=r size=16 type=b align=16 words (r121.0)
//.declare V0113 (122)  rf=r size=16 type=b align=16 words (r122.0)
//.declare V0114 (123)  rf=r size=16 type=ub alias=V0112+0 align=16 words (r121.0)
//.declare V0115 (124)  rf=r size=16 type=ub alias=V0113+0 align=16 words (r122.0)
//.declare V0116 (125)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0117 (126)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0120 (129)  rf=r size=16 type=b align=16 words (r56.0)
//.declare V0121 (130)  rf=r size=16 type=b align=16 words (r57.0)
//.declare V0122 (131)  rf=r size=16 type=ub alias=V0120+0 align=16 words (r56.0)
//.declare V0123 (132)  rf=r size=16 type=ub alias=V0121+0 align=16 words (r57.0)
//.declare V0124 (133)  rf=r size=64 type=ud align=16 words (r74.0)
//.declare V0125 (134)  rf=r size=64 type=ud align=16 words (r76.0)
//.declare V0126 (135)  rf=r size=32 type=b align=16 words (r36.0)
//.declare V0127 (136)  rf=r size=32 type=b align=16 words (r37.0)
//.declare V0128 (137)  rf=r size=32 type=b align=16 words (r46.0)
//.declare V0129 (138)  rf=r size=32 type=b align=16 words (r47.0)
//.declare V0130 (139)  rf=r size=32 type=b align=16 words (r48.0)
//.declare V0131 (140)  rf=r size=32 type=b align=16 words (r49.0)
//.declare P02 (141)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0136 (146)  rf=r size=32 type=b align=16 words (r70.0)
//.declare V0137 (147)  rf=r size=32 type=b align=16 words (r71.0)
//.declare V0138 (148)  rf=r size=32 type=b align=16 words (r38.0)
//.declare V0139 (149)  rf=r size=32 type=b align=16 words (r39.0)
//.declare V0140 (150)  rf=r size=32 type=b align=16 words (r50.0)
//.declare V0141 (151)  rf=r size=32 type=b align=16 words (r51.0)
//.declare V0142 (152)  rf=r size=32 type=b align=16 words (r52.0)
//.declare V0143 (153)  rf=r size=32 type=b align=16 words (r53.0)
//.declare P03 (154)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0148 (159)  rf=r size=32 type=b align=16 words (r72.0)
//.declare V0149 (160)  rf=r size=32 type=b align=16 words (r73.0)
//.declare V0150 (161)  rf=r size=32 type=b align=16 words (r40.0)
//.declare V0151 (162)  rf=r size=32 type=b align=16 words (r41.0)
//.declare V0152 (163)  rf=r size=32 type=b align=16 words (r54.0)
//.declare V0153 (164)  rf=r size=32 type=b align=16 words (r55.0)
//.declare V0154 (165)  rf=r size=32 type=b align=16 words (r56.0)
//.declare V0155 (166)  rf=r size=32 type=b align=16 words (r57.0)
//.declare P04 (167)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0160 (172)  rf=r size=32 type=b align=16 words (r74.0)
//.declare V0161 (173)  rf=r size=32 type=b align=16 words (r75.0)
//.declare V0162 (174)  rf=r size=32 type=b align=16 words (r42.0)
//.declare V0163 (175)  rf=r size=32 type=b align=16 words (r43.0)
//.declare V0164 (176)  rf=r size=32 type=b align=16 words (r58.0)
//.declare V0165 (177)  rf=r size=32 type=b align=16 words (r59.0)
//.declare V0166 (178)  rf=r size=32 type=b align=16 words (r60.0)
//.declare V0167 (179)  rf=r size=32 type=b align=16 words (r61.0)
//.declare P05 (180)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0172 (185)  rf=r size=32 type=b align=16 words (r76.0)
//.declare V0173 (186)  rf=r size=32 type=b align=16 words (r77.0)
//.declare V0174 (187)  rf=r size=32 type=b align=16 words (r78.0)
//.declare V0175 (188)  rf=r size=32 type=b align=16 words (r79.0)
//.declare V0176 (189)  rf=r size=32 type=b align=16 words (r97.0)
//.declare V0177 (190)  rf=r size=32 type=b align=16 words (r98.0)
//.declare V0178 (191)  rf=r size=32 type=b align=16 words (r99.0)
//.declare V0179 (192)  rf=r size=32 type=b align=16 words (r100.0)
//.declare P06 (193)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0180 (194)  rf=r size=32 type=b align=16 words (r123.0)
//.declare V0181 (195)  rf=r size=32 type=b align=16 words (r124.0)
//.declare P07 (196)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0186 (201)  rf=r size=32 type=b align=16 words (r28.0)
//.declare V0187 (202)  rf=r size=32 type=b align=16 words (r29.0)
//.declare V0188 (203)  rf=r size=32 type=b align=16 words (r81.0)
//.declare V0189 (204)  rf=r size=32 type=b align=16 words (r82.0)
//.declare V0190 (205)  rf=r size=32 type=b align=16 words (r102.0)
//.declare V0191 (206)  rf=r size=32 type=b align=16 words (r103.0)
//.declare V0192 (207)  rf=r size=32 type=b align=16 words (r104.0)
//.declare V0193 (208)  rf=r size=32 type=b align=16 words (r105.0)
//.declare P08 (209)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0194 (210)  rf=r size=32 type=b align=16 words (r2.0)
//.declare V0195 (211)  rf=r size=32 type=b align=16 words (r3.0)
//.declare P09 (212)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0200 (217)  rf=r size=32 type=b align=16 words (r30.0)
//.declare V0201 (218)  rf=r size=32 type=b align=16 words (r31.0)
//.declare V0202 (219)  rf=r size=32 type=b align=16 words (r83.0)
//.declare V0203 (220)  rf=r size=32 type=b align=16 words (r84.0)
//.declare V0204 (221)  rf=r size=32 type=b align=16 words (r107.0)
//.declare V0205 (222)  rf=r size=32 type=b align=16 words (r108.0)
//.declare V0206 (223)  rf=r size=32 type=b align=16 words (r109.0)
//.declare V0207 (224)  rf=r size=32 type=b align=16 words (r110.0)
//.declare P10 (225)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0208 (226)  rf=r size=32 type=b align=16 words (r5.0)
//.declare V0209 (227)  rf=r size=32 type=b align=16 words (r6.0)
//.declare P11 (228)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0214 (233)  rf=r size=32 type=b align=16 words (r32.0)
//.declare V0215 (234)  rf=r size=32 type=b align=16 words (r33.0)
//.declare V0216 (235)  rf=r size=32 type=b align=16 words (r85.0)
//.declare V0217 (236)  rf=r size=32 type=b align=16 words (r86.0)
//.declare V0218 (237)  rf=r size=32 type=b align=16 words (r112.0)
//.declare V0219 (238)  rf=r size=32 type=b align=16 words (r113.0)
//.declare V0220 (239)  rf=r size=32 type=b align=16 words (r114.0)
//.declare V0221 (240)  rf=r size=32 type=b align=16 words (r115.0)
//.declare P12 (241)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0222 (242)  rf=r size=32 type=b align=16 words (r8.0)
//.declare V0223 (243)  rf=r size=32 type=b align=16 words (r9.0)
//.declare P13 (244)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0228 (249)  rf=r size=32 type=b align=16 words (r34.0)
//.declare V0229 (250)  rf=r size=32 type=b align=16 words (r35.0)
//.declare V0230 (251)  rf=r size=32 type=b align=16 words (r40.0)
//.declare V0231 (252)  rf=r size=32 type=b align=16 words (r41.0)
//.declare V0232 (253)  rf=r size=32 type=b align=16 words (r58.0)
//.declare V0233 (254)  rf=r size=32 type=b align=16 words (r59.0)
//.declare V0234 (255)  rf=r size=32 type=b align=16 words (r42.0)
//.declare V0235 (256)  rf=r size=32 type=b align=16 words (r43.0)
//.declare V0236 (257)  rf=r size=32 type=b align=16 words (r60.0)
//.declare V0237 (258)  rf=r size=32 type=b align=16 words (r61.0)
//.declare V0238 (259)  rf=r size=32 type=b align=16 words (r44.0)
//.declare V0239 (260)  rf=r size=32 type=b align=16 words (r45.0)
//.declare V0240 (261)  rf=r size=32 type=b align=16 words (r62.0)
//.declare V0241 (262)  rf=r size=32 type=b align=16 words (r63.0)
//.declare V0242 (263)  rf=r size=32 type=b align=16 words (r46.0)
//.declare V0243 (264)  rf=r size=32 type=b align=16 words (r47.0)
//.declare V0244 (265)  rf=r size=32 type=b align=16 words (r64.0)
//.declare V0245 (266)  rf=r size=32 type=b align=16 words (r65.0)
//.declare V0246 (267)  rf=r size=32 type=b align=16 words (r48.0)
//.declare V0247 (268)  rf=r size=32 type=b align=16 words (r49.0)
//.declare V0248 (269)  rf=r size=32 type=b align=16 words (r50.0)
//.declare V0249 (270)  rf=r size=32 type=b align=16 words (r51.0)
//.declare V0250 (271)  rf=r size=32 type=b align=16 words (r52.0)
//.declare V0251 (272)  rf=r size=32 type=b align=16 words (r53.0)
//.declare V0252 (273)  rf=r size=32 type=b align=16 words (r54.0)
//.declare V0253 (274)  rf=r size=32 type=b align=16 words (r55.0)
//.declare V0254 (275)  rf=r size=32 type=b align=16 words (r66.0)
//.declare V0255 (276)  rf=r size=32 type=b align=16 words (r67.0)
//.declare V0256 (277)  rf=r size=32 type=ub alias=V0246+0 align=16 words (r48.0)
//.declare V0257 (278)  rf=r size=32 type=ub alias=V0247+0 align=16 words (r49.0)
//.declare V0258 (279)  rf=r size=32 type=ub alias=V0254+0 align=16 words (r66.0)
//.declare V0259 (280)  rf=r size=32 type=ub alias=V0255+0 align=16 words (r67.0)
//.declare V0260 (281)  rf=r size=32 type=b align=16 words (r68.0)
//.declare V0261 (282)  rf=r size=32 type=b align=16 words (r69.0)
//.declare V0262 (283)  rf=r size=32 type=ub alias=V0248+0 align=16 words (r50.0)
//.declare V0263 (284)  rf=r size=32 type=ub alias=V0249+0 align=16 words (r51.0)
//.declare V0264 (285)  rf=r size=32 type=ub alias=V0260+0 align=16 words (r68.0)
//.declare V0265 (286)  rf=r size=32 type=ub alias=V0261+0 align=16 words (r69.0)
//.declare V0266 (287)  rf=r size=32 type=b align=16 words (r70.0)
//.declare V0267 (288)  rf=r size=32 type=b align=16 words (r71.0)
//.declare V0268 (289)  rf=r size=32 type=ub alias=V0250+0 align=16 words (r52.0)
//.declare V0269 (290)  rf=r size=32 type=ub alias=V0251+0 align=16 words (r53.0)
//.declare V0270 (291)  rf=r size=32 type=ub alias=V0266+0 align=16 words (r70.0)
//.declare V0271 (292)  rf=r size=32 type=ub alias=V0267+0 align=16 words (r71.0)
//.declare V0272 (293)  rf=r size=32 type=b align=16 words (r72.0)
//.declare V0273 (294)  rf=r size=32 type=b align=16 words (r73.0)
//.declare V0274 (295)  rf=r size=32 type=ub alias=V0252+0 align=16 words (r54.0)
//.declare V0275 (296)  rf=r size=32 type=ub alias=V0253+0 align=16 words (r55.0)
//.declare V0276 (297)  rf=r size=32 type=ub alias=V0272+0 align=16 words (r72.0)
//.declare V0277 (298)  rf=r size=32 type=ub alias=V0273+0 align=16 words (r73.0)
//.declare V0284 (305)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0285 (306)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0286 (307)  rf=r size=64 type=b alias=V0284+0 align=16 words (r78.0)
//.declare V0287 (308)  rf=r size=64 type=b alias=V0285+0 align=16 words (r80.0)
//.declare V0288 (309)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0289 (310)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0290 (311)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0291 (312)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0292 (313)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare  (314)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (315)  rf=r size=64 type=b alias=V0078+0 align=16 words (r32.0)
//.declare  (316)  rf=r size=64 type=b alias=V0078+0 align=16 words (r32.0)
//.declare  (317)  rf=r size=64 type=b alias=V0079+0 align=16 words (r34.0)
//.declare  (318)  rf=r size=64 type=b alias=V0079+0 align=16 words (r34.0)
//.declare  (319)  rf=r size=64 type=ub align=32 words (r93.0)
//.declare  (320)  rf=r size=64 type=ub align=32 words (r95.0)
//.declare  (321)  rf=r size=64 type=b align=32 words (r36.0)
//.declare  (322)  rf=r size=64 type=b align=32 words (r38.0)
//.declare  (323)  rf=r size=2 type=w align=1 words (r80.0)
//.declare  (325)  rf=r size=2 type=w align=1 words (r101.0)
//.declare  (339)  rf=r size=4 type=uw align=2 words (r63.0)
//.declare  (340)  rf=r size=4 type=uw align=2 words (r62.0)
//.declare  (341)  rf=r size=4 type=uw align=2 words (r65.0)
//.declare  (342)  rf=r size=4 type=uw align=2 words (r111.0)
//.declare  (343)  rf=r size=4 type=uw align=2 words (r4.0)
//.declare  (344)  rf=r size=4 type=uw align=2 words (r116.0)
//.declare  (345)  rf=r size=4 type=uw align=2 words (r125.0)
//.declare  (346)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (347)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (348)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (349)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (350)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (351)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (352)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (353)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (354)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (355)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (356)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (357)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (358)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (359)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (360)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (361)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (362)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (363)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (364)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (365)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (366)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (367)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (368)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (369)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (370)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (371)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (372)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (373)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (374)  rf=r size=4 type=uw align=2 words (r7.0)
//.declare  (375)  rf=r size=4 type=uw align=2 words (r106.0)
//.declare  (376)  rf=r size=4 type=uw align=2 words (r64.0)
//.declare  (377)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (378)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (379)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (380)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (381)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (382)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (383)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (384)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (385)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (386)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (387)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (388)  rf=f32  size=4 type=uw align=2 words (f1.0)

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
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.2<0;1,0>:d     r126.1<0;1,0>:d                     // $2
(W)     mov (1|M0)               r80.0<1>:w    0:w                                                   // $145
(W)     mov (1|M0)               r101.0<1>:w   -128:w                                                // $147
(W)     mov (8|M0)               r127.0<1>:ud  r126.0<8;8,1>:ud                 {Compacted}          // $263
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r18.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $19
        send (16|M0)             r14:w    r10     0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $10
        shl (16|M16)             r20.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $20
        send (16|M16)            r16:w    r12     0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $13
        send (16|M0)             r22:w    r18     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $22
        send (16|M0)             r26:w    r18     0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $62
        send (16|M16)            r24:w    r20     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $24
        send (16|M16)            r28:w    r20     0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $64
        mov (16|M0)              r30.0<1>:w    r14.0<2;1,0>:w                                        // $11
        mov (16|M16)             r31.0<1>:w    r16.0<2;1,0>:w                                        // $14
        add (16|M0)              r36.0<2>:b    r22.0<4;1,0>:b    100:w                               // $91
        xor (16|M0)              r46.0<2>:b    r22.0<4;1,0>:b    100:w                               // $93
        add (16|M0)              r38.0<2>:b    r22.1<4;1,0>:b    -100:w                              // $103
        xor (16|M0)              r50.0<2>:b    r22.1<4;1,0>:b    -100:w                              // $105
        xor (16|M0)              r48.0<2>:b    r36.0<2;1,0>:b    r22.0<4;1,0>:b                      // $95
        add (16|M0)              r40.0<2>:b    r22.2<4;1,0>:b    50:w                                // $115
        xor (16|M0)              r52.0<2>:b    r38.0<2;1,0>:b    r22.1<4;1,0>:b                      // $107
        add (16|M0)              r32.0<1>:d    r30.1<2;1,0>:ub   r30.0<2;1,0>:ub                     // $37
        and (16|M0)   (lt)f1.0   null<2>:b     ~r46.0<2;1,0>:b   r48.0<2;1,0>:b                      // $97
        add (16|M16)             r37.0<2>:b    r24.0<4;1,0>:b    100:w                               // $92
        xor (16|M0)              r54.0<2>:b    r22.2<4;1,0>:b    50:w                                // $117
        xor (16|M0)              r56.0<2>:b    r40.0<2;1,0>:b    r22.2<4;1,0>:b                      // $119
(W)     mov (1|M0)               r62.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $97
        and (16|M0)   (lt)f1.0   null<2>:b     ~r50.0<2;1,0>:b   r52.0<2;1,0>:b                      // $109
        shr (16|M0)              r44.0<2>:b    r30.1<2;1,0>:ub   1:w                                 // $43
        sel (16|M0)   (lt)f0.0   r32.0<1>:ud   r32.0<8;8,1>:ud   0xFF:uw                             // $39
        xor (16|M16)             r47.0<2>:b    r24.0<4;1,0>:b    100:w                               // $94
        xor (16|M16)             r49.0<2>:b    r37.0<2;1,0>:b    r24.0<4;1,0>:b                      // $96
        add (16|M16)             r39.0<2>:b    r24.1<4;1,0>:b    -100:w                              // $104
(W)     mov (1|M0)               r63.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $109
        and (16|M0)   (lt)f1.0   null<2>:b     ~r54.0<2;1,0>:b   r56.0<2;1,0>:b                      // $121
(W)     mov (1|M0)               f0.0<1>:ud    r62.0<0;1,0>:ud                  {Compacted}          // $99
        add (16|M0)              r44.0<2>:b    r32.0<4;1,0>:b    -r44.0<2;1,0>:b                     // $45
        add (16|M16)             r34.0<1>:d    r31.1<2;1,0>:ub   r31.0<2;1,0>:ub                     // $38
        and (16|M16)  (lt)f0.0   null<2>:b     ~r47.0<2;1,0>:b   r49.0<2;1,0>:b                      // $99
        xor (16|M16)             r51.0<2>:b    r24.1<4;1,0>:b    -100:w                              // $106
        xor (16|M16)             r53.0<2>:b    r39.0<2;1,0>:b    r24.1<4;1,0>:b                      // $108
        add (16|M16)             r41.0<2>:b    r24.2<4;1,0>:b    50:w                                // $116
(W)     mov (1|M0)               r64.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $121
        cmp (16|M0)   (gt)f1.0   null<1>:w     r44.0<2;1,0>:ub   r32.0<4;1,0>:ub                     // $47
        shr (16|M16)             r45.0<2>:b    r31.1<2;1,0>:ub   1:w                                 // $44
        sel (16|M16)  (lt)f0.0   r34.0<1>:ud   r34.0<8;8,1>:ud   0xFF:uw                             // $40
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $99
(W)     mov (1|M0)               f0.0<1>:ud    r63.0<0;1,0>:ud                  {Compacted}          // $111
        and (16|M16)  (lt)f0.0   null<2>:b     ~r51.0<2;1,0>:b   r53.0<2;1,0>:b                      // $111
        xor (16|M16)             r55.0<2>:b    r24.2<4;1,0>:b    50:w                                // $118
        xor (16|M16)             r57.0<2>:b    r41.0<2;1,0>:b    r24.2<4;1,0>:b                      // $120
        add (16|M0)              r42.0<2>:b    r22.3<4;1,0>:b    -50:w                               // $127
        add (16|M16)             r43.0<2>:b    r24.3<4;1,0>:b    -50:w                               // $128
(W)     mov (1|M0)               r65.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $47
        add (16|M16)             r45.0<2>:b    r34.0<4;1,0>:b    -r45.0<2;1,0>:b                     // $46
(W)     mov (1|M0)               r63.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $111
(W)     mov (1|M0)               f0.0<1>:ud    r64.0<0;1,0>:ud                  {Compacted}          // $123
        and (16|M16)  (lt)f0.0   null<2>:b     ~r55.0<2;1,0>:b   r57.0<2;1,0>:b                      // $123
        xor (16|M0)              r58.0<2>:b    r22.3<4;1,0>:b    -50:w                               // $129
        xor (16|M16)             r59.0<2>:b    r24.3<4;1,0>:b    -50:w                               // $130
        xor (16|M0)              r60.0<2>:b    r42.0<2;1,0>:b    r22.3<4;1,0>:b                      // $131
        xor (16|M16)             r61.0<2>:b    r43.0<2;1,0>:b    r24.3<4;1,0>:b                      // $132
(W)     mov (1|M0)               f1.0<1>:ud    r65.0<0;1,0>:ud                  {Compacted}          // $48
        cmp (16|M16)  (gt)f1.0   null<1>:w     r45.0<2;1,0>:ub   r34.0<4;1,0>:ub                     // $48
(W)     mov (1|M0)               r64.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $123
        and (16|M0)   (lt)f0.0   null<2>:b     ~r58.0<2;1,0>:b   r60.0<2;1,0>:b                      // $133
        and (16|M16)  (lt)f0.0   null<2>:b     ~r59.0<2;1,0>:b   r61.0<2;1,0>:b                      // $135
(W)     mov (1|M0)               r65.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $48
(W)     mov (1|M0)               f1.0<1>:ud    r62.0<0;1,0>:ud                  {Compacted}          // $101
        mov (16|M0)              r66.0<1>:f    r26.0<8;8,1>:d                   {Compacted}          // $69
(~f0.0) sel (16|M0)              r76.0<2>:b    r42.0<2;1,0>:b    -128:w                              // $137
(~f0.0) sel (16|M16)             r77.0<2>:b    r43.0<2;1,0>:b    -128:w                              // $138
(W)     mov (1|M0)               f0.0<1>:ud    r65.0<0;1,0>:ud                  {Compacted}          // $49
(~f1.0) sel (16|M0)              r70.0<2>:b    r36.0<2;1,0>:b    127:w                               // $101
(~f1.0) sel (16|M16)             r71.0<2>:b    r37.0<2;1,0>:b    127:w                               // $102
(W)     mov (1|M0)               f1.0<1>:ud    r63.0<0;1,0>:ud                  {Compacted}          // $113
        mov (16|M16)             r68.0<1>:f    r28.0<8;8,1>:d                                        // $70
(f0.0)  mov (16|M0)              r44.0<2>:b    0:w                                                   // $49
        cmp (16|M0)   (lt)f0.0   null<1>:w     r80.0<0;1,0>:w    r22.2<4;1,0>:b                      // $161
(~f1.0) sel (16|M0)              r72.0<2>:b    r38.0<2;1,0>:b    -128:w                              // $113
(~f1.0) sel (16|M16)             r73.0<2>:b    r39.0<2;1,0>:b    -128:w                              // $114
(W)     mov (1|M0)               f1.0<1>:ud    r64.0<0;1,0>:ud                  {Compacted}          // $125
(W)     mov (1|M0)               r106.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $161
        add (16|M0)              r78.0<2>:b    r70.0<2;1,0>:b    -r22.3<4;1,0>:b                     // $139
        xor (16|M0)              r97.0<2>:b    r70.0<2;1,0>:b    ~r22.3<4;1,0>:b                     // $141
        add (16|M0)              r81.0<2>:b    r72.0<2;1,0>:b    -r22.2<4;1,0>:b                     // $155
(W)     mov (1|M0)               f0.0<1>:ud    r106.0<0;1,0>:ud                 {Compacted}          // $162
        cmp (16|M16)  (lt)f0.0   null<1>:w     r80.0<0;1,0>:w    r24.2<4;1,0>:b                      // $162
(~f1.0) sel (16|M0)              r74.0<2>:b    r40.0<2;1,0>:b    127:w                               // $125
(~f1.0) sel (16|M16)             r75.0<2>:b    r41.0<2;1,0>:b    127:w                               // $126
(W)     mov (1|M0)               f1.0<1>:ud    r65.0<0;1,0>:ud                  {Compacted}          // $50
(W)     mov (1|M0)               r106.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $162
        cmp (16|M0)   (lt)f0.0   null<1>:w     r80.0<0;1,0>:w    r22.1<4;1,0>:b                      // $177
        cmp (16|M0)   (lt)f1.0   null<1>:w     r80.0<0;1,0>:w    r22.3<4;1,0>:b                      // $145
        xor (16|M0)              r99.0<2>:b    r78.0<2;1,0>:b    r70.0<2;1,0>:b                      // $143
(f1.0)  mov (16|M16)             r45.0<2>:b    0:w                                                   // $50
(W)     mov (1|M0)               r111.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $177
(f1.0)  sel (16|M0)              r123.0<2>:b   r101.0<0;1,0>:w   127:w                               // $147
        cmp (16|M16)  (lt)f1.0   null<1>:w     r80.0<0;1,0>:w    r24.3<4;1,0>:b                      // $146
        and (16|M0)   (lt)f1.0   null<2>:b     ~r97.0<2;1,0>:b   r99.0<2;1,0>:b                      // $149
(W)     mov (1|M0)               f0.0<1>:ud    r111.0<0;1,0>:ud                 {Compacted}          // $178
        cmp (16|M16)  (lt)f0.0   null<1>:w     r80.0<0;1,0>:w    r24.1<4;1,0>:b                      // $178
        add (16|M16)             r79.0<2>:b    r71.0<2;1,0>:b    -r24.3<4;1,0>:b                     // $140
(f1.0)  sel (16|M16)             r124.0<2>:b   r101.0<0;1,0>:w   127:w                               // $148
(W)     mov (1|M0)               r125.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $149
(W)     mov (1|M0)               r111.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $178
        cmp (16|M0)   (lt)f0.0   null<1>:w     r80.0<0;1,0>:w    r22.0<4;1,0>:b                      // $193
(W)     mov (1|M0)               f1.0<1>:ud    r106.0<0;1,0>:ud                 {Compacted}          // $163
        xor (16|M0)              r102.0<2>:b   r72.0<2;1,0>:b    ~r22.2<4;1,0>:b                     // $157
        xor (16|M0)              r104.0<2>:b   r81.0<2;1,0>:b    r72.0<2;1,0>:b                      // $159
(W)     mov (1|M0)               r116.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $193
        xor (16|M16)             r98.0<2>:b    r71.0<2;1,0>:b    ~r24.3<4;1,0>:b                     // $142
        xor (16|M16)             r100.0<2>:b   r79.0<2;1,0>:b    r71.0<2;1,0>:b                      // $144
(f1.0)  sel (16|M0)              r2.0<2>:b     r101.0<0;1,0>:w   127:w                               // $163
(W)     mov (1|M0)               f0.0<1>:ud    r116.0<0;1,0>:ud                 {Compacted}          // $194
        cmp (16|M16)  (lt)f0.0   null<1>:w     r80.0<0;1,0>:w    r24.0<4;1,0>:b                      // $194
        and (16|M0)   (lt)f1.0   null<2>:b     ~r102.0<2;1,0>:b  r104.0<2;1,0>:b                     // $165
        add (16|M0)              r83.0<2>:b    r74.0<2;1,0>:b    -r22.1<4;1,0>:b                     // $171
        add (16|M16)             r82.0<2>:b    r73.0<2;1,0>:b    -r24.2<4;1,0>:b                     // $156
(W)     mov (1|M0)               r116.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $194
(W)     mov (1|M0)               f0.0<1>:ud    r125.0<0;1,0>:ud                 {Compacted}          // $151
        and (16|M16)  (lt)f0.0   null<2>:b     ~r98.0<2;1,0>:b   r100.0<2;1,0>:b                     // $151
(W)     mov (1|M0)               r4.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $165
(W)     mov (1|M0)               f1.0<1>:ud    r111.0<0;1,0>:ud                 {Compacted}          // $179
        xor (16|M0)              r107.0<2>:b   r74.0<2;1,0>:b    ~r22.1<4;1,0>:b                     // $173
        xor (16|M0)              r109.0<2>:b   r83.0<2;1,0>:b    r74.0<2;1,0>:b                      // $175
(W)     mov (1|M0)               r125.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $151
(W)     mov (1|M0)               f0.0<1>:ud    r106.0<0;1,0>:ud                 {Compacted}          // $164
        xor (16|M16)             r103.0<2>:b   r73.0<2;1,0>:b    ~r24.2<4;1,0>:b                     // $158
        xor (16|M16)             r105.0<2>:b   r82.0<2;1,0>:b    r73.0<2;1,0>:b                      // $160
(f1.0)  sel (16|M0)              r5.0<2>:b     r101.0<0;1,0>:w   127:w                               // $179
(f0.0)  sel (16|M16)             r3.0<2>:b     r101.0<0;1,0>:w   127:w                               // $164
        and (16|M0)   (lt)f1.0   null<2>:b     ~r107.0<2;1,0>:b  r109.0<2;1,0>:b                     // $181
(W)     mov (1|M0)               f0.0<1>:ud    r4.0<0;1,0>:ud                   {Compacted}          // $167
        and (16|M16)  (lt)f0.0   null<2>:b     ~r103.0<2;1,0>:b  r105.0<2;1,0>:b                     // $167
        add (16|M16)             r84.0<2>:b    r75.0<2;1,0>:b    -r24.1<4;1,0>:b                     // $172
(W)     mov (1|M0)               r7.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $181
(W)     mov (1|M0)               f1.0<1>:ud    r116.0<0;1,0>:ud                 {Compacted}          // $195
        xor (16|M16)             r108.0<2>:b   r75.0<2;1,0>:b    ~r24.1<4;1,0>:b                     // $174
(W)     mov (1|M0)               r4.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $167
(W)     mov (1|M0)               f0.0<1>:ud    r111.0<0;1,0>:ud                 {Compacted}          // $180
        xor (16|M16)             r110.0<2>:b   r84.0<2;1,0>:b    r75.0<2;1,0>:b                      // $176
(f1.0)  sel (16|M0)              r8.0<2>:b     r101.0<0;1,0>:w   127:w                               // $195
(W)     mov (1|M0)               f1.0<1>:ud    r125.0<0;1,0>:ud                 {Compacted}          // $153
        mul (16|M0)              r66.0<1>:f    r66.0<8;8,1>:f    0x3F333333:f                        // $71
(f0.0)  sel (16|M16)             r6.0<2>:b     r101.0<0;1,0>:w   127:w                               // $180
(W)     mov (1|M0)               f0.0<1>:ud    r7.0<0;1,0>:ud                   {Compacted}          // $183
        mul (16|M16)             r68.0<1>:f    r68.0<8;8,1>:f    0x3F333333:f                        // $72
        and (16|M16)  (lt)f0.0   null<2>:b     ~r108.0<2;1,0>:b  r110.0<2;1,0>:b                     // $183
        sel (16|M16)  (ge)f0.0   r91.0<1>:d    r28.0<8;8,1>:d    0:w                                 // $66
        add (16|M0)              r85.0<2>:b    r76.0<2;1,0>:b    -r22.0<4;1,0>:b                     // $187
        mul (16|M0)              r87.0<1>:w    r44.0<2;1,0>:ub   3:w                                 // $53
        mul (16|M16)             r88.0<1>:w    r45.0<2;1,0>:ub   3:w                                 // $54
(f1.0)  sel (16|M0)              r28.0<2>:b    r123.0<2;1,0>:b   r78.0<2;1,0>:b                      // $153
(f1.0)  sel (16|M16)             r29.0<2>:b    r124.0<2;1,0>:b   r79.0<2;1,0>:b                      // $154
        add (16|M16)             r86.0<2>:b    r77.0<2;1,0>:b    -r24.0<4;1,0>:b                     // $188
        sel (16|M0)   (ge)f0.0   r89.0<1>:d    r26.0<8;8,1>:d    0:w                                 // $65
        mov (16|M0)              (sat)r93.0<4>:ub  r66.0<8;8,1>:f                                    // $73
(W)     mov (1|M0)               f1.0<1>:ud    r4.0<0;1,0>:ud                   {Compacted}          // $169
        mov (16|M16)             (sat)r95.0<4>:ub  r68.0<8;8,1>:f                                    // $74
(W)     mov (1|M0)               r7.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $183
        xor (16|M0)              r112.0<2>:b   r76.0<2;1,0>:b    ~r22.0<4;1,0>:b                     // $189
        xor (16|M0)              r114.0<2>:b   r85.0<2;1,0>:b    r76.0<2;1,0>:b                      // $191
(W)     mov (1|M0)               f0.0<1>:ud    r116.0<0;1,0>:ud                 {Compacted}          // $196
        add (16|M0)              r87.0<1>:w    r87.0<16;16,1>:w  r30.0<2;1,0>:ub                     // $57
        add (16|M16)             r88.0<1>:w    r88.0<16;16,1>:w  r31.0<2;1,0>:ub                     // $58
        xor (16|M16)             r113.0<2>:b   r77.0<2;1,0>:b    ~r24.0<4;1,0>:b                     // $190
        xor (16|M16)             r115.0<2>:b   r86.0<2;1,0>:b    r77.0<2;1,0>:b                      // $192
        sel (16|M0)   (lt)f0.0   r117.0<1>:d   r89.0<8;8,1>:d    255:w                               // $67
        mov (16|M0)              r121.0<1>:ub  r93.0<4;1,0>:ub                                       // $73
(f1.0)  sel (16|M0)              r30.0<2>:b    r2.0<2;1,0>:b     r81.0<2;1,0>:b                      // $169
(f1.0)  sel (16|M16)             r31.0<2>:b    r3.0<2;1,0>:b     r82.0<2;1,0>:b                      // $170
        sel (16|M16)  (lt)f0.0   r119.0<1>:d   r91.0<8;8,1>:d    255:w                               // $68
        mov (16|M16)             r122.0<1>:ub  r95.0<4;1,0>:ub                                       // $74
(W)     mov (1|M0)               f1.0<1>:ud    r7.0<0;1,0>:ud                   {Compacted}          // $185
        and (16|M0)   (lt)f0.0   null<2>:b     ~r112.0<2;1,0>:b  r114.0<2;1,0>:b                     // $197
(f0.0)  sel (16|M16)             r9.0<2>:b     r101.0<0;1,0>:w   127:w                               // $196
        and (16|M16)  (lt)f0.0   null<2>:b     ~r113.0<2;1,0>:b  r115.0<2;1,0>:b                     // $199
        sel (16|M0)   (lt)f0.0   r14.0<1>:uw   r87.0<16;16,1>:uw  0xFF:uw                            // $59
        add (16|M0)              r16.0<1>:d    r117.0<8;8,1>:d   r121.0<8;8,1>:ub                    // $77
        sel (16|M16)  (lt)f0.0   r15.0<1>:uw   r88.0<16;16,1>:uw  0xFF:uw                            // $60
        add (16|M16)             r26.0<1>:d    r119.0<8;8,1>:d   r122.0<8;8,1>:ub                    // $78
(f1.0)  sel (16|M0)              r32.0<2>:b    r5.0<2;1,0>:b     r83.0<2;1,0>:b                      // $185
(f1.0)  sel (16|M16)             r33.0<2>:b    r6.0<2;1,0>:b     r84.0<2;1,0>:b                      // $186
(f0.0)  sel (16|M0)              r34.0<2>:b    r8.0<2;1,0>:b     r85.0<2;1,0>:b                      // $201
        mov (16|M0)              r48.0<2>:b    (abs)r22.0<4;1,0>:b                                   // $219
        sel (16|M0)   (ge)f0.0   r40.0<2>:b    r28.0<2;1,0>:b    -60:w                               // $203
(f0.0)  sel (16|M16)             r35.0<2>:b    r9.0<2;1,0>:b     r86.0<2;1,0>:b                      // $202
        mov (16|M0)              r50.0<2>:b    (abs)r22.1<4;1,0>:b                                   // $221
        mov (16|M16)             r49.0<2>:b    (abs)r24.0<4;1,0>:b                                   // $220
        sel (16|M16)  (ge)f0.0   r41.0<2>:b    r29.0<2;1,0>:b    -60:w                               // $204
        sel (16|M0)   (ge)f0.0   r42.0<2>:b    r30.0<2;1,0>:b    -60:w                               // $207
        add (16|M0)              r36.0<4>:b    r16.0<8;8,1>:d    r14.0<16;16,1>:uw                   // $81
        mov (16|M0)              r52.0<2>:b    (abs)r22.2<4;1,0>:b                                   // $223
        mov (16|M16)             r51.0<2>:b    (abs)r24.1<4;1,0>:b                                   // $222
        sel (16|M16)  (ge)f0.0   r43.0<2>:b    r31.0<2;1,0>:b    -60:w                               // $208
        add (16|M16)             r38.0<4>:b    r26.0<8;8,1>:d    r15.0<16;16,1>:uw                   // $82
        sel (16|M0)   (ge)f0.0   r44.0<2>:b    r32.0<2;1,0>:b    -60:w                               // $211
        mov (16|M0)              r54.0<2>:b    (abs)r22.3<4;1,0>:b                                   // $225
        mov (16|M16)             r53.0<2>:b    (abs)r24.2<4;1,0>:b                                   // $224
        sel (16|M16)  (ge)f0.0   r45.0<2>:b    r33.0<2;1,0>:b    -60:w                               // $212
        sel (16|M0)   (ge)f0.0   r46.0<2>:b    r34.0<2;1,0>:b    -60:w                               // $215
        sel (16|M0)   (lt)f0.0   r66.0<2>:ub   r48.0<2;1,0>:ub   0x7F:uw                             // $227
        sel (16|M0)   (lt)f0.0   r58.0<2>:b    r40.0<2;1,0>:b    60:w                                // $205
        mov (16|M16)             r55.0<2>:b    (abs)r24.3<4;1,0>:b                                   // $226
        sel (16|M16)  (ge)f0.0   r47.0<2>:b    r35.0<2;1,0>:b    -60:w                               // $216
        sel (16|M0)   (lt)f0.0   r68.0<2>:ub   r50.0<2;1,0>:ub   0x7F:uw                             // $229
        sel (16|M16)  (lt)f0.0   r67.0<2>:ub   r49.0<2;1,0>:ub   0x7F:uw                             // $228
        sel (16|M16)  (lt)f0.0   r59.0<2>:b    r41.0<2;1,0>:b    60:w                                // $206
        sel (16|M0)   (lt)f0.0   r60.0<2>:b    r42.0<2;1,0>:b    60:w                                // $209
        mov (16|M0)              r56.0<1>:b    r36.0<4;1,0>:b                                        // $81
        sel (16|M0)   (lt)f0.0   r70.0<2>:ub   r52.0<2;1,0>:ub   0x7F:uw                             // $231
        sel (16|M16)  (lt)f0.0   r69.0<2>:ub   r51.0<2;1,0>:ub   0x7F:uw                             // $230
        sel (16|M16)  (lt)f0.0   r61.0<2>:b    r43.0<2;1,0>:b    60:w                                // $210
        mov (16|M16)             r57.0<1>:b    r38.0<4;1,0>:b                                        // $82
        sel (16|M0)   (lt)f0.0   r62.0<2>:b    r44.0<2;1,0>:b    60:w                                // $213
        sel (16|M0)   (lt)f0.0   r72.0<2>:ub   r54.0<2;1,0>:ub   0x7F:uw                             // $233
        sel (16|M16)  (lt)f0.0   r71.0<2>:ub   r53.0<2;1,0>:ub   0x7F:uw                             // $232
        sel (16|M16)  (lt)f0.0   r63.0<2>:b    r45.0<2;1,0>:b    60:w                                // $214
        sel (16|M0)   (lt)f0.0   r64.0<2>:b    r46.0<2;1,0>:b    60:w                                // $217
        add (16|M0)              r78.0<4>:b    r58.0<2;1,0>:b    r66.0<2;1,0>:b                      // $235
        sel (16|M16)  (lt)f0.0   r73.0<2>:ub   r55.0<2;1,0>:ub   0x7F:uw                             // $234
        sel (16|M16)  (lt)f0.0   r65.0<2>:b    r47.0<2;1,0>:b    60:w                                // $218
        add (16|M16)             r80.0<4>:b    r59.0<2;1,0>:b    r67.0<2;1,0>:b                      // $236
        mov (16|M0)              r74.0<1>:ud   r56.0<8;8,1>:ub                                       // $85
        add (16|M0)              r78.1<4>:b    r60.0<2;1,0>:b    r68.0<2;1,0>:b                      // $237
        mov (16|M16)             r76.0<1>:ud   r57.0<8;8,1>:ub                                       // $88
        add (16|M16)             r80.1<4>:b    r61.0<2;1,0>:b    r69.0<2;1,0>:b                      // $238
        add (16|M0)              r78.2<4>:b    r62.0<2;1,0>:b    r70.0<2;1,0>:b                      // $239
        add (16|M16)             r80.2<4>:b    r63.0<2;1,0>:b    r71.0<2;1,0>:b                      // $240
        add (16|M0)              r78.3<4>:b    r64.0<2;1,0>:b    r72.0<2;1,0>:b                      // $241
        add (16|M16)             r80.3<4>:b    r65.0<2;1,0>:b    r73.0<2;1,0>:b                      // $242
        sends (16|M0)            null:w   r10     r74     0x8A            0x04030103           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b // $87
        sends (16|M16)           null:w   r12     r76     0x8A            0x04030103           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b // $90
        sends (16|M0)            null:w   r18     r78     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $260
        sends (16|M16)           null:w   r20     r80     0x8C            0x04025E04           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $262
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $263
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
