//.kernel atomic_c11
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 256
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.1)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.7)
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
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r126.0)
//.declare V0039 (47)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r9.1)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0051 (59)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r2.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0060 (68)  rf=r size=8 type=uq align=16 words (r26.0)
//.declare V0061 (69)  rf=r size=8 type=ud alias=V0060+0 align=16 words (r26.0)
//.declare V0062 (70)  rf=r size=8 type=ud alias=V0034+0 align=4 words (r8.0)
//.declare V0063 (71)  rf=r size=4 type=d align=16 words (r28.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0067 (75)  rf=r size=32 type=d align=16 words (r22.0)
//.declare V0068 (76)  rf=r size=16 type=d align=2 words (r23.0)
//.declare V0069 (77)  rf=r size=8 type=d align=2 words (r24.0)
//.declare V0072 (80)  rf=r size=8 type=d alias=V0034+0 align=4 words (r8.0)
//.declare V0073 (81)  rf=r size=4 type=d align=16 words (r25.0)
//.declare V0075 (83)  rf=r size=4 type=ud alias=V0073+0 align=2 words (r25.0)
//.declare V0079 (87)  rf=r size=4 type=ud align=16 words (r29.0)
//.declare V0080 (88)  rf=r size=8 type=uq align=16 words (r30.0)
//.declare V0081 (89)  rf=r size=8 type=ud alias=V0080+0 align=16 words (r30.0)
//.declare V0082 (90)  rf=r size=8 type=d alias=V0080+0 align=16 words (r30.0)
//.declare  (91)  rf=r size=32 type=ud align=16 words (r31.0)
//.declare V0085 (94)  rf=r size=4 type=d align=16 words (r42.0)
//.declare V0086 (95)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0087 (96)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0088 (97)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0089 (98)  rf=r size=32 type=d align=16 words (r38.0)
//.declare V0090 (99)  rf=r size=16 type=d align=2 words (r39.0)
//.declare V0091 (100)  rf=r size=8 type=d align=2 words (r40.0)
//.declare  (101)  rf=r size=32 type=ud align=16 words (r43.0)
//.declare V0092 (102)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0093 (103)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0094 (104)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0095 (105)  rf=r size=64 type=d align=16 words (r51.0)
//.declare  (106)  rf=r size=32 type=ud align=16 words (r53.0)
//.declare V0098 (109)  rf=r size=8 type=uq align=16 words (r64.0)
//.declare V0099 (110)  rf=r size=8 type=ud alias=V0098+0 align=16 words (r64.0)
//.declare V0100 (111)  rf=r size=8 type=ud alias=V0035+0 align=4 words (r8.2)
//.declare V0101 (112)  rf=r size=4 type=d align=16 words (r66.0)
//.declare V0102 (113)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0103 (114)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0104 (115)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0105 (116)  rf=r size=32 type=d align=16 words (r60.0)
//.declare V0106 (117)  rf=r size=16 type=d align=2 words (r61.0)
//.declare V0107 (118)  rf=r size=8 type=d align=2 words (r62.0)
//.declare V0110 (121)  rf=r size=8 type=d alias=V0035+0 align=4 words (r8.2)
//.declare V0111 (122)  rf=r size=4 type=d align=16 words (r63.0)
//.declare V0113 (124)  rf=r size=4 type=ud alias=V0111+0 align=2 words (r63.0)
//.declare V0117 (128)  rf=r size=4 type=ud align=16 words (r67.0)
//.declare V0118 (129)  rf=r size=8 type=uq align=16 words (r68.0)
//.declare V0119 (130)  rf=r size=8 type=ud alias=V0118+0 align=16 words (r68.0)
//.declare V0120 (131)  rf=r size=8 type=d alias=V0118+0 align=16 words (r68.0)
//.declare  (134)  rf=r size=32 type=ud align=16 words (r69.0)
//.declare V0125 (137)  rf=r size=4 type=d align=16 words (r80.0)
//.declare V0126 (138)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0127 (139)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0128 (140)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0129 (141)  rf=r size=32 type=d align=16 words (r76.0)
//.declare V0130 (142)  rf=r size=16 type=d align=2 words (r77.0)
//.declare V0131 (143)  rf=r size=8 type=d align=2 words (r78.0)
//.declare  (144)  rf=r size=32 type=ud align=16 words (r81.0)
//.declare V0132 (145)  rf=r size=4 type=d align=16 words (r82.0)
//.declare V0134 (147)  rf=r size=4 type=ud alias=V0132+0 align=2 words (r82.0)
//.declare V0136 (149)  rf=r size=4 type=ud align=16 words (r83.0)
//.declare V0137 (150)  rf=r size=8 type=uq align=16 words (r84.0)
//.declare V0138 (151)  rf=r size=8 type=ud alias=V0137+0 align=16 words (r84.0)
//.declare V0139 (152)  rf=r size=8 type=d alias=V0137+0 align=16 words (r84.0)
//.declare  (153)  rf=r size=32 type=ud align=16 words (r85.0)
//.declare V0142 (156)  rf=r size=4 type=d align=16 words (r96.0)
//.declare V0143 (157)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0144 (158)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0145 (159)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0146 (160)  rf=r size=32 type=d align=16 words (r92.0)
//.declare V0147 (161)  rf=r size=16 type=d align=2 words (r93.0)
//.declare V0148 (162)  rf=r size=8 type=d align=2 words (r94.0)
//.declare  (163)  rf=r size=32 type=ud align=16 words (r97.0)
//.declare V0149 (164)  rf=r size=4 type=d align=16 words (r98.0)
//.declare V0151 (166)  rf=r size=4 type=ud alias=V0149+0 align=2 words (r98.0)
//.declare V0153 (168)  rf=r size=4 type=ud align=16 words (r99.0)
//.declare V0154 (169)  rf=r size=8 type=uq align=16 words (r100.0)
//.declare V0155 (170)  rf=r size=8 type=ud alias=V0154+0 align=16 words (r100.0)
//.declare V0156 (171)  rf=r size=8 type=d alias=V0154+0 align=16 words (r100.0)
//.declare  (174)  rf=r size=32 type=ud align=16 words (r101.0)
//.declare V0161 (177)  rf=r size=4 type=d align=16 words (r112.0)
//.declare V0162 (178)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0163 (179)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0164 (180)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0165 (181)  rf=r size=32 type=d align=16 words (r108.0)
//.declare V0166 (182)  rf=r size=16 type=d align=2 words (r109.0)
//.declare V0167 (183)  rf=r size=8 type=d align=2 words (r110.0)
//.declare  (184)  rf=r size=32 type=ud align=16 words (r113.0)
//.declare V0168 (185)  rf=r size=4 type=d align=16 words (r114.0)
//.declare V0170 (187)  rf=r size=4 type=ud alias=V0168+0 align=2 words (r114.0)
//.declare V0172 (189)  rf=r size=4 type=ud align=16 words (r115.0)
//.declare V0173 (190)  rf=r size=8 type=uq align=16 words (r116.0)
//.declare V0174 (191)  rf=r size=8 type=ud alias=V0173+0 align=16 words (r116.0)
//.declare V0175 (192)  rf=r size=8 type=d alias=V0173+0 align=16 words (r116.0)
//.declare  (193)  rf=r size=32 type=ud align=16 words (r117.0)
//.declare V0178 (196)  rf=r size=4 type=ud align=16 words (r4.0)
//.declare V0179 (197)  rf=r size=64 type=ud align=16 words (r118.0)
//.declare V0180 (198)  rf=r size=64 type=d alias=V0179+0 align=16 words (r118.0)
//.declare V0181 (199)  rf=r size=64 type=ud align=16 words (r120.0)
//.declare V0182 (200)  rf=r size=64 type=d alias=V0181+0 align=16 words (r120.0)
//.declare V0183 (201)  rf=r size=64 type=ud align=16 words (r122.0)
//.declare V0184 (202)  rf=r size=32 type=ud align=16 words (r124.0)
//.declare V0185 (203)  rf=r size=16 type=ud align=2 words (r125.0)
//.declare V0186 (204)  rf=r size=8 type=ud align=2 words (r2.0)
//.declare  (205)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare V0187 (206)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0189 (208)  rf=r size=4 type=ud alias=V0187+0 align=2 words (r6.0)
//.declare V0191 (210)  rf=r size=4 type=ud align=16 words (r7.0)
//.declare V0192 (211)  rf=r size=8 type=uq align=16 words (r10.0)
//.declare V0193 (212)  rf=r size=8 type=ud alias=V0192+0 align=16 words (r10.0)
//.declare V0194 (213)  rf=r size=8 type=d alias=V0192+0 align=16 words (r10.0)
//.declare  (214)  rf=r size=32 type=ud align=16 words (r11.0)
//.declare V0197 (217)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0198 (218)  rf=r size=128 type=uq align=16 words (r24.0)
//.declare V0199 (219)  rf=r size=128 type=ud alias=V0198+0 align=16 words (r24.0)
//.declare V0200 (220)  rf=r size=64 type=d align=16 words (r18.0)
//.declare  (221)  rf=r size=64 type=ud align=16 words (r28.0)
//.declare  (222)  rf=r size=64 type=ud align=16 words (r30.0)
//.declare V0201 (223)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0202 (224)  rf=r size=128 type=uq align=16 words (r32.0)
//.declare V0203 (225)  rf=r size=128 type=ud alias=V0202+0 align=16 words (r32.0)
//.declare V0204 (226)  rf=r size=64 type=d align=16 words (r22.0)
//.declare  (227)  rf=r size=64 type=ud align=16 words (r36.0)
//.declare  (228)  rf=r size=64 type=ud align=16 words (r38.0)
//.declare  (229)  rf=r size=32 type=ud align=16 words (r40.0)
//.declare V0207 (232)  rf=r size=8 type=d alias=V0036+0 align=4 words (r8.4)
//.declare V0208 (233)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0209 (234)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0210 (235)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0211 (236)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0212 (237)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0213 (238)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0214 (239)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r12.0)
//.declare V0215 (240)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r14.0)
//.declare V0216 (241)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0217 (242)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0218 (243)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0219 (244)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0220 (245)  rf=r size=64 type=ud alias=V0216+0 align=16 words (r43.0)
//.declare V0221 (246)  rf=r size=64 type=ud alias=V0217+0 align=16 words (r49.0)
//.declare V0222 (247)  rf=r size=64 type=ud alias=V0218+0 align=16 words (r65.0)
//.declare V0223 (248)  rf=r size=64 type=ud alias=V0219+0 align=16 words (r67.0)
//.declare V0224 (249)  rf=r size=64 type=ud alias=V0210+0 align=16 words (r41.0)
//.declare V0225 (250)  rf=r size=64 type=ud alias=V0211+0 align=16 words (r45.0)
//.declare V0226 (251)  rf=r size=64 type=ud alias=V0208+0 align=16 words (r52.0)
//.declare V0227 (252)  rf=r size=64 type=ud alias=V0209+0 align=16 words (r54.0)
//.declare V0230 (255)  rf=r size=32 type=ud align=16 words (r47.0)
//.declare V0231 (256)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare V0232 (257)  rf=r size=32 type=ud align=16 words (r51.0)
//.declare V0233 (258)  rf=r size=32 type=ud align=16 words (r56.0)
//.declare V0234 (259)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0235 (260)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0238 (263)  rf=r size=64 type=ud alias=V0234+0 align=16 words (r57.0)
//.declare V0239 (264)  rf=r size=64 type=ud alias=V0235+0 align=16 words (r73.0)
//.declare V0242 (267)  rf=r size=32 type=ud align=16 words (r63.0)
//.declare V0243 (268)  rf=r size=32 type=ud align=16 words (r64.0)
//.declare V0244 (269)  rf=r size=32 type=ud align=16 words (r75.0)
//.declare V0245 (270)  rf=r size=32 type=ud align=16 words (r76.0)
//.declare V0246 (271)  rf=r size=64 type=f align=16 words (r81.0)
//.declare V0247 (272)  rf=r size=64 type=f align=16 words (r83.0)
//.declare  (273)  rf=r size=32 type=ud align=16 words (r85.0)
//.declare V0248 (274)  rf=r size=128 type=uq align=16 words (r69.0)
//.declare V0249 (275)  rf=r size=128 type=uq align=16 words (r77.0)
//.declare V0250 (276)  rf=r size=128 type=ud alias=V0248+0 align=16 words (r69.0)
//.declare V0251 (277)  rf=r size=128 type=ud alias=V0249+0 align=16 words (r77.0)
//.declare V0252 (278)  rf=r size=128 type=d alias=V0248+0 align=16 words (r69.0)
//.declare V0253 (279)  rf=r size=128 type=d alias=V0249+0 align=16 words (r77.0)
//.declare V0254 (280)  rf=r size=64 type=d alias=V0246+0 align=16 words (r81.0)
//.declare V0255 (281)  rf=r size=64 type=d alias=V0247+0 align=16 words (r83.0)
//.declare  (284)  rf=r size=32 type=ud align=16 words (r86.0)
//.declare  (285)  rf=r size=32 type=ud align=16 words (r87.0)
//.declare  (286)  rf=r size=32 type=ud align=16 words (r88.0)
//.declare V0261 (290)  rf=r size=64 type=ud align=16 words (r89.0)
//.declare V0265 (294)  rf=r size=64 type=ud align=16 words (r91.0)
//.declare  (295)  rf=r size=32 type=ud align=16 words (r93.0)
//.declare V0266 (296)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0267 (297)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0270 (300)  rf=r size=4 type=d align=16 words (r94.0)
//.declare V0272 (302)  rf=r size=4 type=ud alias=V0270+0 align=2 words (r94.0)
//.declare V0274 (304)  rf=r size=4 type=ud align=16 words (r95.0)
//.declare V0275 (305)  rf=r size=8 type=uq align=16 words (r100.0)
//.declare V0276 (306)  rf=r size=8 type=ud alias=V0275+0 align=16 words (r100.0)
//.declare V0277 (307)  rf=r size=8 type=d alias=V0275+0 align=16 words (r100.0)
//.declare  (308)  rf=r size=32 type=ud align=16 words (r101.0)
//.declare V0280 (311)  rf=r size=128 type=uq align=16 words (r102.0)
//.declare V0281 (312)  rf=r size=128 type=ud alias=V0280+0 align=16 words (r102.0)
//.declare V0283 (314)  rf=r size=64 type=ud align=16 words (r110.0)
//.declare V0286 (317)  rf=r size=128 type=uq align=16 words (r106.0)
//.declare V0287 (318)  rf=r size=128 type=ud alias=V0286+0 align=16 words (r106.0)
//.declare V0289 (320)  rf=r size=64 type=ud align=16 words (r112.0)
//.declare  (321)  rf=r size=32 type=ud align=16 words (r114.0)
//.declare V0290 (322)  rf=r size=64 type=d align=16 words (r115.0)
//.declare V0291 (323)  rf=r size=64 type=d align=16 words (r117.0)
//.declare V0292 (324)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0293 (325)  rf=r size=64 type=d align=16 words (r121.0)
//.declare V0294 (326)  rf=r size=64 type=ud alias=V0292+0 align=16 words (r119.0)
//.declare V0295 (327)  rf=r size=64 type=ud alias=V0293+0 align=16 words (r121.0)
//.declare V0296 (328)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (329)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (330)  rf=r size=2 type=w align=1 words (r48.0)
//.declare  (332)  rf=r size=32 type=ud align=16 words (r123.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0041    | :w x 16  |     32 | r1       | general    |
// | V0042    | :w x 16  |     32 | r2       | general    |
// | V0043    | :w x 16  |     32 | r3       | general    |
// | V0044    | :w x 16  |     32 | r4       | general    |
// | V0045    | :w x 16  |     32 | r5       | general    |
// | V0046    | :w x 16  |     32 | r6       | general    |
// | V0039    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0035    | :uq      |      8 | r8+8     | general    |
// | V0036    | :uq      |      8 | r8+16    | general    |
// | V0296    | :uq      |      8 | r8+24    | general    |
// | V0050    | :d       |      4 | r9       | general    |
// | V0040    | :d x 3   |     12 | r9+4     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r126.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.1<0;1,0>:d     r126.2<0;1,0>:uw {@1}               // $2
(W)     mach (1|M0)              r3.0<1>:d     r9.1<0;1,0>:d     r126.1<0;1,0>:d                     // $5
(W)     mov (16|M0)              r16.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $10
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
(W)     mov (16|M16)             r18.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $12
        mov (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@3}       // $11
        mov (16|M16)             r18.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@3}       // $13
(W)     add (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@1}     // $14
(W)     addc (1|M0)              r25.0<1>:ud   r8.0<0;1,0>:ud    0x4:ud              {AccWrEn}       // $22
(W)     add (8|M0)               r22.0<1>:d    r20.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted,@2}     // $15
(W)     mov (2|M0)               r26.0<1>:f    r8.0<2;2,1>:f                    {Compacted}          // $9
(W)     add (4|M0)               r23.0<1>:d    r22.0<4;4,1>:d    r22.4<4;4,1>:d   {@2}               // $16
(W)     mov (1|M0)               r29.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $22
(W)     add (2|M0)               r24.0<1>:d    r23.0<2;2,1>:d    r23.2<2;2,1>:d   {Compacted,@2}     // $17
(W)     mov (1|M0)               r30.0<2>:f    r25.0<0;1,0>:f                   {Compacted,@6}       // $24
(W)     add (1|M0)               r28.0<1>:d    r24.0<0;1,0>:d    r24.1<0;1,0>:d   {Compacted,@2}     // $18
(W)     add (1|M0)               r30.1<2>:ud   r29.0<0;1,0>:ud   r8.1<0;1,0>:ud   {@4}               // $23
(W)     send.dc1 (1|M0)          null     r26     r28     0x40            0x040487FF           {@2,$0} // wr:2+1, rd:0; untyped a64 atomic int32 integer add // $19
(W)     send.dc0 (8|M0)          r31      r126    null    0x0            0x0219E000           {$1} // wr:1h+0, rd:1; synchronized global fence flushing // $26
(W)     mov (16|M0)              r32.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $27
(W)     mov (16|M16)             r34.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $29
        mov (16|M0)              r32.0<1>:d    -r12.0<8;8,1>:d                                       // $28
        mov (16|M16)             r34.0<1>:d    -r14.0<8;8,1>:d                                       // $30
(W)     add (16|M0)              r36.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted,@1}     // $31
(W)     add (8|M0)               r38.0<1>:d    r36.0<8;8,1>:d    r37.0<8;8,1>:d   {Compacted,@1}     // $32
(W)     add (4|M0)               r39.0<1>:d    r38.0<4;4,1>:d    r38.4<4;4,1>:d   {@1}               // $33
(W)     add (2|M0)               r40.0<1>:d    r39.0<2;2,1>:d    r39.2<2;2,1>:d   {Compacted,@1}     // $34
(W)     add (1|M0)               r42.0<1>:d    r40.0<0;1,0>:d    r40.1<0;1,0>:d   {Compacted,@1}     // $35
(W)     mov (8|M0)               null<1>:ud    r31.0<8;8,1>:ud                  {$1.dst}             //  memory fence commit; $36
(W)     send.dc1 (1|M0)          null     r30     r42     0x40            0x040487FF           {@2,$2} // wr:2+1, rd:0; untyped a64 atomic int32 integer add // $36
(W)     send.dc0 (8|M0)          r43      r126    null    0x0            0x0219E100           {$3} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $37
        and (16|M0)              r44.0<1>:d    r12.0<8;8,1>:d    31:w               {Compacted}      // $38
        and (16|M16)             r46.0<1>:d    r14.0<8;8,1>:d    31:w               {Compacted}      // $39
(W)     mov (1|M0)               r48.0<1>:hf   0x1:hf                                                // $40
        shl (16|M0)              r49.0<1>:d    r48.0<0;1,0>:w    r44.0<8;8,1>:d   {@1}               // $40
        shl (16|M16)             r51.0<1>:d    r48.0<0;1,0>:w    r46.0<8;8,1>:d   {@3}               // $41
(W)     mov (8|M0)               null<1>:ud    r43.0<8;8,1>:ud                  {$3.dst}             //  memory fence commit; $42
(W)     send.dc0 (8|M0)          r53      r126    null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing // $42
(W)     mov (16|M0)              r54.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $44
(W)     mov (16|M16)             r56.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $46
        mov (16|M0)              r54.0<1>:f    r49.0<8;8,1>:f                   {Compacted,@5}       // $45
        mov (16|M16)             r56.0<1>:f    r51.0<8;8,1>:f                   {Compacted,@5}       // $47
(W)     or (16|M0)               r58.0<1>:d    r54.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@1}     // $48
(W)     or (8|M0)                r60.0<1>:d    r58.0<8;8,1>:d    r59.0<8;8,1>:d   {Compacted,@1}     // $49
(W)     addc (1|M0)              r63.0<1>:ud   r8.2<0;1,0>:ud    0x4:ud              {AccWrEn}       // $56
(W)     or (4|M0)                r61.0<1>:d    r60.0<4;4,1>:d    r60.4<4;4,1>:d   {@2}               // $50
(W)     mov (2|M0)               r64.0<1>:f    r8.2<2;2,1>:f                    {Compacted}          // $43
(W)     or (2|M0)                r62.0<1>:d    r61.0<2;2,1>:d    r61.2<2;2,1>:d   {Compacted,@2}     // $51
(W)     mov (1|M0)               r67.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $56
(W)     or (1|M0)                r66.0<1>:d    r62.0<0;1,0>:d    r62.1<0;1,0>:d   {Compacted,@2}     // $52
(W)     mov (1|M0)               r68.0<2>:f    r63.0<0;1,0>:f                   {Compacted,@6}       // $58
(W)     mov (8|M0)               null<1>:ud    r53.0<8;8,1>:ud                  {$4.dst}             //  memory fence commit; $53
(W)     send.dc1 (1|M0)          null     r64     r66     0x40            0x040482FF           {@3,$5} // wr:2+1, rd:0; untyped a64 atomic int32 logical OR // $53
(W)     add (1|M0)               r68.1<2>:ud   r67.0<0;1,0>:ud   r8.3<0;1,0>:ud   {@4}               // $57
(W)     send.dc0 (8|M0)          r69      r126    null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing // $62
(W)     mov (16|M0)              r70.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $63
(W)     mov (16|M16)             r72.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $65
        not (16|M0)              r70.0<1>:d    r49.0<8;8,1>:d                                        // $60
        not (16|M16)             r72.0<1>:d    r51.0<8;8,1>:d                                        // $61
(W)     and (16|M0)              r74.0<1>:d    r70.0<8;8,1>:d    r72.0<8;8,1>:d   {Compacted,@1}     // $67
(W)     and (8|M0)               r76.0<1>:d    r74.0<8;8,1>:d    r75.0<8;8,1>:d   {Compacted,@1}     // $68
(W)     and (4|M0)               r77.0<1>:d    r76.0<4;4,1>:d    r76.4<4;4,1>:d   {@1}               // $69
(W)     and (2|M0)               r78.0<1>:d    r77.0<2;2,1>:d    r77.2<2;2,1>:d   {Compacted,@1}     // $70
(W)     and (1|M0)               r80.0<1>:d    r78.0<0;1,0>:d    r78.1<0;1,0>:d   {Compacted,@1}     // $71
(W)     mov (8|M0)               null<1>:ud    r69.0<8;8,1>:ud                  {$6.dst}             //  memory fence commit; $72
(W)     send.dc1 (1|M0)          null     r68     r80     0x40            0x040481FF           {@2,$7} // wr:2+1, rd:0; untyped a64 atomic int32 logical AND // $72
(W)     send.dc0 (8|M0)          r81      r126    null    0x0            0x0219E100           {$8} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $73
(W)     addc (1|M0)              r82.0<1>:ud   r8.2<0;1,0>:ud    0x8:ud              {AccWrEn}       // $74
(W)     mov (1|M0)               r83.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $74
(W)     mov (1|M0)               r84.0<2>:f    r82.0<0;1,0>:f                   {Compacted,@2}       // $76
(W)     add (1|M0)               r84.1<2>:ud   r83.0<0;1,0>:ud   r8.3<0;1,0>:ud   {@2}               // $75
(W)     mov (8|M0)               null<1>:ud    r81.0<8;8,1>:ud                  {$8.dst}             //  memory fence commit; $78
(W)     send.dc0 (8|M0)          r85      r126    null    0x0            0x0219E000           {$9} // wr:1h+0, rd:1; synchronized global fence flushing // $78
(W)     mov (16|M0)              r86.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $79
(W)     mov (16|M16)             r88.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $81
        mov (16|M0)              r86.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $80
        mov (16|M16)             r88.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $82
(W)     xor (16|M0)              r90.0<1>:d    r86.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted,@1}     // $83
(W)     xor (8|M0)               r92.0<1>:d    r90.0<8;8,1>:d    r91.0<8;8,1>:d   {Compacted,@1}     // $84
(W)     xor (4|M0)               r93.0<1>:d    r92.0<4;4,1>:d    r92.4<4;4,1>:d   {@1}               // $85
(W)     xor (2|M0)               r94.0<1>:d    r93.0<2;2,1>:d    r93.2<2;2,1>:d   {Compacted,@1}     // $86
(W)     xor (1|M0)               r96.0<1>:d    r94.0<0;1,0>:d    r94.1<0;1,0>:d   {Compacted,@1}     // $87
(W)     mov (8|M0)               null<1>:ud    r85.0<8;8,1>:ud                  {$9.dst}             //  memory fence commit; $88
(W)     send.dc1 (1|M0)          null     r84     r96     0x40            0x040483FF           {@2,$10} // wr:2+1, rd:0; untyped a64 atomic int32 logical XOR // $88
(W)     send.dc0 (8|M0)          r97      r126    null    0x0            0x0219E100           {$11} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $89
(W)     addc (1|M0)              r98.0<1>:ud   r8.0<0;1,0>:ud    0x8:ud              {AccWrEn}       // $90
(W)     mov (1|M0)               r99.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $90
(W)     mov (1|M0)               r100.0<2>:f   r98.0<0;1,0>:f                   {Compacted,@2}       // $92
(W)     add (1|M0)               r100.1<2>:ud  r99.0<0;1,0>:ud   r8.1<0;1,0>:ud   {@2}               // $91
(W)     mov (8|M0)               null<1>:ud    r97.0<8;8,1>:ud                  {$11.dst}            //  memory fence commit; $96
(W)     send.dc0 (8|M0)          r101     r126    null    0x0            0x0219E000           {$12} // wr:1h+0, rd:1; synchronized global fence flushing // $96
(W)     mov (16|M0)              r102.0<1>:f   0x7FFFFFFF:f                                          //  (0x7fffffff:f); $97
(W)     mov (16|M16)             r104.0<1>:f   0x7FFFFFFF:f                                          //  (0x7fffffff:f); $99
        mov (16|M0)              r102.0<1>:d   -r12.0<8;8,1>:d                                       // $94
        mov (16|M16)             r104.0<1>:d   -r14.0<8;8,1>:d                                       // $95
(W)     sel (16|M0)   (lt)f0.0   r106.0<1>:d   r102.0<8;8,1>:d   r104.0<8;8,1>:d  {Compacted,@1}     // $101
(W)     sel (8|M0)    (lt)f0.0   r108.0<1>:d   r106.0<8;8,1>:d   r107.0<8;8,1>:d  {@1}               // $102
(W)     sel (4|M0)    (lt)f0.0   r109.0<1>:d   r108.0<4;4,1>:d   r108.4<4;4,1>:d  {@1}               // $103
(W)     sel (2|M0)    (lt)f0.0   r110.0<1>:d   r109.0<2;2,1>:d   r109.2<2;2,1>:d  {@1}               // $104
(W)     sel (1|M0)    (lt)f0.0   r112.0<1>:d   r110.0<0;1,0>:d   r110.1<0;1,0>:d  {@1}               // $105
(W)     mov (8|M0)               null<1>:ud    r101.0<8;8,1>:ud                 {$12.dst}            //  memory fence commit; $106
(W)     send.dc1 (1|M0)          null     r100    r112    0x40            0x04048BFF           {@2,$13} // wr:2+1, rd:0; untyped a64 atomic int32 signed-integer min // $106
(W)     send.dc0 (8|M0)          r113     r126    null    0x0            0x0219E100           {$14} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $107
(W)     addc (1|M0)              r114.0<1>:ud  r8.2<0;1,0>:ud    0xC:ud              {AccWrEn}       // $108
(W)     mov (1|M0)               r115.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}          // $108
(W)     mov (1|M0)               r116.0<2>:f   r114.0<0;1,0>:f                  {Compacted,@2}       // $110
(W)     add (1|M0)               r116.1<2>:ud  r115.0<0;1,0>:ud  r8.3<0;1,0>:ud   {@2}               // $109
(W)     mov (8|M0)               null<1>:ud    r113.0<8;8,1>:ud                 {$14.dst}            //  memory fence commit; $112
(W)     send.dc0 (8|M0)          r117     r126    null    0x0            0x0219E000           {$15} // wr:1h+0, rd:1; synchronized global fence flushing // $112
(W)     mov (16|M0)              r118.0<1>:f   0x0:f                               {Compacted}       //  (0x00000000:f); $113
(W)     mov (16|M16)             r120.0<1>:f   0x0:f                               {Compacted}       //  (0x00000000:f); $115
        mov (16|M0)              r118.0<1>:f   r12.0<8;8,1>:f                   {Compacted}          // $114
        mov (16|M16)             r120.0<1>:f   r14.0<8;8,1>:f                   {Compacted}          // $116
(W)     sel (16|M0)   (ge)f0.0   r122.0<1>:ud  r118.0<8;8,1>:ud  r120.0<8;8,1>:ud {Compacted,@1}     // $117
(W)     sel (8|M0)    (ge)f0.0   r124.0<1>:ud  r122.0<8;8,1>:ud  r123.0<8;8,1>:ud {@1}               // $118
(W)     sel (4|M0)    (ge)f0.0   r125.0<1>:ud  r124.0<4;4,1>:ud  r124.4<4;4,1>:ud {@1}               // $119
(W)     sel (2|M0)    (ge)f0.0   r2.0<1>:ud    r125.0<2;2,1>:ud  r125.2<2;2,1>:ud {@1}               // $120
(W)     sel (1|M0)    (ge)f0.0   r4.0<1>:ud    r2.0<0;1,0>:ud    r2.1<0;1,0>:ud   {@1}               // $121
(W)     mov (8|M0)               null<1>:ud    r117.0<8;8,1>:ud                 {$15.dst}            //  memory fence commit; $122
(W)     send.dc1 (1|M0)          null     r116    r4      0x40            0x04048CFF           {@2,$1} // wr:2+1, rd:0; untyped a64 atomic int32 unsigned-integer max // $122
(W)     send.dc0 (8|M0)          r5       r126    null    0x0            0x0219E100           {$3} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $123
(W)     addc (1|M0)              r6.0<1>:ud    r8.0<0;1,0>:ud    0xC:ud              {AccWrEn}       // $124
(W)     mov (1|M0)               r7.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $124
(W)     add (1|M0)               r10.1<2>:ud   r7.0<0;1,0>:ud    r8.1<0;1,0>:ud   {@1}               // $125
(W)     mov (8|M0)               null<1>:ud    r5.0<8;8,1>:ud                   {$3.dst}             //  memory fence commit; $128
(W)     send.dc0 (8|M0)          r11      r126    null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing // $128
        mov (16|M0)              r16.0<1>:f    0x1:f                                                 //  (0x00000001:f); $129
        mov (16|M0)              r18.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $132
        mov (16|M16)             r20.0<1>:f    0x1:f                                                 //  (0x00000001:f); $135
        mov (16|M16)             r22.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $138
        mov (8|M0)               r24.0<2>:f    r6.0<0;1,0>:f                    {Compacted,@7}       // $130
        mov (8|M8)               r26.0<2>:f    r6.0<0;1,0>:f                    {Compacted,$0.src}   // $130
        mov (8|M16)              r32.0<2>:f    r6.0<0;1,0>:f                    {Compacted}          // $136
        mov (8|M24)              r34.0<2>:f    r6.0<0;1,0>:f                    {Compacted}          // $136
        mov (8|M0)               r29.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@7}       // $133
        mov (8|M8)               r31.0<1>:f    r17.0<8;8,1>:f                   {Compacted,$2.src}   // $134
        mov (8|M0)               r28.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@7}       // $133
        mov (8|M8)               r30.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // $134
        mov (8|M16)              r37.0<1>:f    r20.0<8;8,1>:f                   {Compacted,@7}       // $139
        mov (8|M24)              r39.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $140
        mov (8|M16)              r36.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@7}       // $139
        mov (8|M24)              r38.0<1>:f    r23.0<8;8,1>:f                   {Compacted}          // $140
        mov (8|M0)               r24.1<2>:f    r10.1<0;1,0>:f                   {Compacted}          // $131
        mov (8|M8)               r26.1<2>:f    r10.1<0;1,0>:f                   {Compacted}          // $131
        mov (8|M16)              r32.1<2>:f    r10.1<0;1,0>:f                   {Compacted}          // $137
        mov (8|M24)              r34.1<2>:f    r10.1<0;1,0>:f                   {Compacted}          // $137
(W)     mov (8|M0)               null<1>:ud    r11.0<8;8,1>:ud                  {$4.dst}             //  memory fence commit; $133
        send.dc1 (8|M0)          null     r24     r28     0x80            0x04048EFF           {@5,$6} // wr:2+2, rd:0; untyped a64 atomic int32 integer compare and swap // $133
        send.dc1 (8|M8)          null     r26     r30     0x80            0x04048EFF           {@4,$8} // wr:2+2, rd:0; untyped a64 atomic int32 integer compare and swap // $134
        send.dc1 (8|M16)         null     r32     r36     0x80            0x04048EFF           {@3,$9} // wr:2+2, rd:0; untyped a64 atomic int32 integer compare and swap // $139
        send.dc1 (8|M24)         null     r34     r38     0x80            0x04048EFF           {@2,$11} // wr:2+2, rd:0; untyped a64 atomic int32 integer compare and swap // $140
(W)     send.dc0 (8|M0)          r40      r126    null    0x0            0x0219E100           {$12} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $141
        shl (16|M0)              r41.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted}       // $146
        shl (16|M16)             r45.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted}       // $147
        addc (8|M0)              r43.0<1>:ud   r41.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,Compacted,@2} // $154
        asr (16|M0)              r52.0<1>:d    r12.0<8;8,1>:d    31:w               {Compacted}      // $144
        mov (8|M0)               r47.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $154
        addc (8|M8)              r44.0<1>:ud   r42.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $157
        asr (16|M16)             r54.0<1>:d    r14.0<8;8,1>:d    31:w               {Compacted}      // $145
        mov (8|M8)               r48.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $157
        addc (8|M16)             r49.0<1>:ud   r45.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,@7}       // $160
        shr (16|M0)              r59.0<1>:d    r12.0<8;8,1>:ud   30:w               {Compacted}      // $148
        mov (8|M16)              r51.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $160
        addc (8|M24)             r50.0<1>:ud   r46.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $163
        shr (16|M16)             r61.0<1>:d    r14.0<8;8,1>:ud   30:w               {Compacted}      // $149
        mov (8|M24)              r56.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $163
        addc (8|M0)              r57.0<1>:ud   r43.0<8;8,1>:ud   0x4:ud              {AccWrEn,Compacted} // $166
        shl (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    2:w               {Compacted}       // $150
        shl (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    2:w               {Compacted,@7}    // $151
        mov (8|M0)               r63.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $166
        addc (8|M8)              r58.0<1>:ud   r44.0<8;8,1>:ud   0x4:ud              {AccWrEn}       // $168
        or (16|M0)               r52.0<1>:d    r52.0<8;8,1>:d    r59.0<8;8,1>:d   {Compacted,@4}     // $152
        or (16|M16)              r54.0<1>:d    r54.0<8;8,1>:d    r61.0<8;8,1>:d   {Compacted,@4}     // $153
        mov (8|M8)               r64.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted,$5.src}   // $168
        addc (8|M16)             r73.0<1>:ud   r49.0<8;8,1>:ud   0x4:ud              {AccWrEn}       // $170
        add (8|M0)               r65.0<1>:ud   r52.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted,@4}     // $155
        add (8|M8)               r66.0<1>:ud   r53.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $158
        add (8|M16)              r67.0<1>:ud   r54.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted,@5}     // $161
        add (8|M24)              r68.0<1>:ud   r55.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted,$7.src} // $164
        mov (8|M16)              r75.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $170
        addc (8|M24)             r74.0<1>:ud   r50.0<8;8,1>:ud   0x4:ud              {AccWrEn}       // $172
        add (8|M0)               r65.0<1>:ud   r47.0<8;8,1>:ud   r65.0<8;8,1>:ud  {Compacted,@6}     // $156
        add (8|M8)               r66.0<1>:ud   r48.0<8;8,1>:ud   r66.0<8;8,1>:ud  {Compacted,@6}     // $159
        add (8|M16)              r67.0<1>:ud   r51.0<8;8,1>:ud   r67.0<8;8,1>:ud  {Compacted,@6}     // $162 R{} IR{}{O:1,O:1,},  {BC=1}
        add (8|M24)              r68.0<1>:ud   r56.0<8;8,1>:ud   r68.0<8;8,1>:ud  {Compacted,@6}     // $165
        mov (8|M24)              r76.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $172
        mov (16|M0)              r81.0<1>:f    r12.0<8;8,1>:d                   {Compacted}          // $174
        mov (16|M16)             r83.0<1>:f    r14.0<8;8,1>:d                   {Compacted,$10.src}  // $175
        add (8|M0)               r69.1<2>:ud   r63.0<8;8,1>:ud   r65.0<8;8,1>:ud  {Compacted,@7}     // $167
        add (8|M8)               r71.1<2>:ud   r64.0<8;8,1>:ud   r66.0<8;8,1>:ud  {Compacted,@7}     // $169
        add (8|M16)              r77.1<2>:ud   r75.0<8;8,1>:ud   r67.0<8;8,1>:ud  {Compacted,@7}     // $171
        add (8|M24)              r79.1<2>:ud   r76.0<8;8,1>:ud   r68.0<8;8,1>:ud  {Compacted,@6}     // $173
(W)     mov (8|M0)               null<1>:ud    r40.0<8;8,1>:ud                  {$12.dst}            //  memory fence commit; $176
(W)     send.dc0 (8|M0)          r85      r126    null    0x0            0x0219E000           {$14} // wr:1h+0, rd:1; synchronized global fence flushing // $176
        mov (8|M0)               r69.0<2>:f    r57.0<8;8,1>:f                   {Compacted}          // $177
        mov (8|M8)               r71.0<2>:f    r58.0<8;8,1>:f                   {Compacted}          // $177
        mov (8|M16)              r77.0<2>:f    r73.0<8;8,1>:f                   {Compacted}          // $179
        mov (8|M24)              r79.0<2>:f    r74.0<8;8,1>:f                   {Compacted}          // $179
(W)     mov (8|M0)               null<1>:ud    r85.0<8;8,1>:ud                  {$14.dst}            //  memory fence commit; $181
        send.dc1 (8|M0)          null     r69     r81     0x40            0x040484FF           {@5,$15} // wr:2+1, rd:0; untyped a64 atomic int32 store // $181
        send.dc1 (8|M8)          null     r71     r82     0x40            0x040484FF           {@4,$0} // wr:2+1, rd:0; untyped a64 atomic int32 store // $182
        send.dc1 (8|M16)         null     r77     r83     0x40            0x040484FF           {@3,$2} // wr:2+1, rd:0; untyped a64 atomic int32 store // $183
        send.dc1 (8|M24)         null     r79     r84     0x40            0x040484FF           {@2,$3} // wr:2+1, rd:0; untyped a64 atomic int32 store // $184
(W)     send.dc0 (8|M0)          r86      r126    null    0x0            0x0219E100           {$4} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $185
(W)     mov (8|M0)               null<1>:ud    r86.0<8;8,1>:ud                  {$4.dst}             //  memory fence commit; $186
(W)     send.dc0 (8|M0)          r87      r126    null    0x0            0x0219E100           {$5} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $186
(W)     and (8|M0)               r88.0<1>:ud   r126.2<0;1,0>:ud  0x7F000000:ud                       // $187
(W)     mov (8|M0)               null<1>:ud    r87.0<8;8,1>:ud                  {$5.dst}             //  memory fence commit; $187
(W)     send.gtwy (1|M0)         null     r88     null    0x0            0x02000004           {@2,$7} // wr:1+0, rd:0; signal barrier // $187
(W)     sync.bar                             null                                                    // $187
        send.dc1 (8|M0)          r89      r69     r18     0x40            0x0414A2FF           {$10} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR // $189
        send.dc1 (8|M8)          r90      r71     r19     0x40            0x0414A2FF           {$13} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR // $190
        send.dc1 (8|M16)         r91      r77     r22     0x40            0x0414A2FF           {$6} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR // $193
        send.dc1 (8|M24)         r92      r79     r23     0x40            0x0414A2FF           {$8} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR // $194
(W)     send.dc0 (8|M0)          r93      r126    null    0x0            0x0219E100           {$9} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $196
(W)     addc (1|M0)              r94.0<1>:ud   r8.0<0;1,0>:ud    0x10:ud              {AccWrEn}      // $199
        sync.nop                             null                             {Compacted,$13.dst}    // $197
        mov (16|M0)              r96.0<1>:d    r89.0<8;8,1>:f                   {Compacted,$10.dst}  // $197
(W)     mov (1|M0)               r95.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $199
        sync.nop                             null                             {Compacted,$8.dst}     // $198
        mov (16|M16)             r98.0<1>:d    r91.0<8;8,1>:f                   {Compacted,$6.dst}   // $198
(W)     add (1|M0)               r100.1<2>:ud  r95.0<0;1,0>:ud   r8.1<0;1,0>:ud   {@2}               // $200
(W)     mov (8|M0)               null<1>:ud    r93.0<8;8,1>:ud                  {$9.dst}             //  memory fence commit; $203
(W)     send.dc0 (8|M0)          r101     r126    null    0x0            0x0219E000           {$11} // wr:1h+0, rd:1; synchronized global fence flushing // $203
        mov (8|M0)               r102.0<2>:f   r94.0<0;1,0>:f                   {Compacted,@6}       // $204
        mov (8|M8)               r104.0<2>:f   r94.0<0;1,0>:f                   {Compacted}          // $204
        mov (8|M16)              r106.0<2>:f   r94.0<0;1,0>:f                   {Compacted}          // $210
        mov (8|M24)              r108.0<2>:f   r94.0<0;1,0>:f                   {Compacted}          // $210
        mov (8|M0)               r102.1<2>:f   r100.1<0;1,0>:f                  {Compacted,@6}       // $205
        mov (8|M8)               r104.1<2>:f   r100.1<0;1,0>:f                  {Compacted}          // $205
        mov (8|M16)              r106.1<2>:f   r100.1<0;1,0>:f                  {Compacted}          // $211
        mov (8|M24)              r108.1<2>:f   r100.1<0;1,0>:f                  {Compacted}          // $211
(W)     mov (8|M0)               null<1>:ud    r101.0<8;8,1>:ud                 {$11.dst}            //  memory fence commit; $207
        send.dc1 (8|M0)          r110     r102    r18     0x40            0x0414A2FF           {@5,$12} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR // $207
        send.dc1 (8|M8)          r111     r104    r19     0x40            0x0414A2FF           {@4,$14} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR // $208
        send.dc1 (8|M16)         r112     r106    r22     0x40            0x0414A2FF           {@3,$1} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR // $213
        send.dc1 (8|M24)         r113     r108    r23     0x40            0x0414A2FF           {@2,$15} // wr:2+1, rd:1; untyped a64 atomic int32 logical OR // $214
(W)     send.dc0 (8|M0)          r114     r126    null    0x0            0x0219E100           {$0} // wr:1h+0, rd:1; synchronized global fence flushing L1 // $216
        sync.allwr                           ($12,$14)                                               // $217
        add (16|M0)              r115.0<1>:d   r110.0<8;8,1>:d   r96.0<8;8,1>:d   {Compacted,$1.src} // $217
        sync.nop                             null                             {Compacted,$15.dst}    // $218
        add (16|M16)             r117.0<1>:d   r112.0<8;8,1>:d   r98.0<8;8,1>:d   {Compacted,$1.dst} // $218
        add (16|M0)              r119.0<1>:d   r41.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}        // $221 R{} IR{}{O:4,O:4,},  R{r9,} IR{} {BC=1}
        add (16|M16)             r121.0<1>:d   r45.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}        // $222
(W)     mov (8|M0)               null<1>:ud    r114.0<8;8,1>:ud                 {$0.dst}             //  memory fence commit; $224
        send.dc1 (16|M0)         null     r119    r115    0x80            0x04025E03           {@3,$2} // wr:2+2, rd:0; untyped surface write with x // $224
        send.dc1 (16|M16)        null     r121    r117    0x80            0x04025E03           {@2,$3} // wr:2+2, rd:0; untyped surface write with x // $226
(W)     mov (8|M0)               r127.0<1>:f   r126.0<8;8,1>:f                  {Compacted}          // $227
(W)     send.dc0 (8|M0)          r123     r126    null    0x0            0x0219E000           {$4} // wr:1h+0, rd:1; synchronized global fence flushing // $227
(W)     mov (8|M0)               null<1>:ud    r123.0<8;8,1>:ud                 {$4.dst}             //  memory fence commit; $227
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $227


//.BankConflicts: 2
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 2
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 345
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
