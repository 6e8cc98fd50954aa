//.kernel atomic_c11
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 276
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r29.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r29.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r29.0)
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
//.declare V0060 (68)  rf=r size=8 type=uq align=16 words (r28.0)
//.declare V0061 (69)  rf=r size=8 type=ud alias=V0060+0 align=16 words (r28.0)
//.declare V0062 (70)  rf=r size=8 type=ud alias=V0034+0 align=4 words (r8.0)
//.declare V0063 (71)  rf=r size=4 type=d align=16 words (r30.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0067 (75)  rf=r size=32 type=d align=16 words (r22.0)
//.declare V0068 (76)  rf=r size=16 type=d align=2 words (r23.0)
//.declare V0069 (77)  rf=r size=8 type=d align=2 words (r25.0)
//.declare V0070 (78)  rf=r size=4 type=d align=2 words (r24.0)
//.declare V0071 (79)  rf=r size=4 type=d align=2 words (r31.0)
//.declare V0072 (80)  rf=r size=8 type=d alias=V0034+0 align=4 words (r8.0)
//.declare V0073 (81)  rf=r size=4 type=d align=16 words (r26.0)
//.declare V0075 (83)  rf=r size=4 type=ud alias=V0073+0 align=2 words (r26.0)
//.declare V0077 (85)  rf=r size=4 type=ud alias=V0070+0 align=2 words (r24.0)
//.declare V0078 (86)  rf=r size=4 type=ud alias=V0071+0 align=2 words (r31.0)
//.declare V0079 (87)  rf=r size=4 type=ud align=16 words (r32.0)
//.declare V0080 (88)  rf=r size=8 type=uq align=16 words (r34.0)
//.declare V0081 (89)  rf=r size=8 type=ud alias=V0080+0 align=16 words (r34.0)
//.declare V0082 (90)  rf=r size=8 type=d alias=V0080+0 align=16 words (r34.0)
//.declare  (91)  rf=r size=32 type=ud align=16 words (r35.0)
//.declare V0085 (94)  rf=r size=4 type=d align=16 words (r46.0)
//.declare V0086 (95)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0087 (96)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0088 (97)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0089 (98)  rf=r size=32 type=d align=16 words (r42.0)
//.declare V0090 (99)  rf=r size=16 type=d align=2 words (r43.0)
//.declare V0091 (100)  rf=r size=8 type=d align=2 words (r44.0)
//.declare  (101)  rf=r size=32 type=ud align=16 words (r47.0)
//.declare V0092 (102)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0093 (103)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0094 (104)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0095 (105)  rf=r size=64 type=d align=16 words (r55.0)
//.declare  (106)  rf=r size=32 type=ud align=16 words (r57.0)
//.declare V0098 (109)  rf=r size=8 type=uq align=16 words (r68.0)
//.declare V0099 (110)  rf=r size=8 type=ud alias=V0098+0 align=16 words (r68.0)
//.declare V0100 (111)  rf=r size=8 type=ud alias=V0035+0 align=4 words (r8.2)
//.declare V0101 (112)  rf=r size=4 type=d align=16 words (r70.0)
//.declare V0102 (113)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0103 (114)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0104 (115)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0105 (116)  rf=r size=32 type=d align=16 words (r64.0)
//.declare V0106 (117)  rf=r size=16 type=d align=2 words (r65.0)
//.declare V0107 (118)  rf=r size=8 type=d align=2 words (r66.0)
//.declare V0110 (121)  rf=r size=8 type=d alias=V0035+0 align=4 words (r8.2)
//.declare V0111 (122)  rf=r size=4 type=d align=16 words (r67.0)
//.declare V0113 (124)  rf=r size=4 type=ud alias=V0111+0 align=2 words (r67.0)
//.declare V0117 (128)  rf=r size=4 type=ud align=16 words (r71.0)
//.declare V0118 (129)  rf=r size=8 type=uq align=16 words (r72.0)
//.declare V0119 (130)  rf=r size=8 type=ud alias=V0118+0 align=16 words (r72.0)
//.declare V0120 (131)  rf=r size=8 type=d alias=V0118+0 align=16 words (r72.0)
//.declare  (134)  rf=r size=32 type=ud align=16 words (r73.0)
//.declare V0125 (137)  rf=r size=4 type=d align=16 words (r84.0)
//.declare V0126 (138)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0127 (139)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0128 (140)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0129 (141)  rf=r size=32 type=d align=16 words (r80.0)
//.declare V0130 (142)  rf=r size=16 type=d align=2 words (r81.0)
//.declare V0131 (143)  rf=r size=8 type=d align=2 words (r82.0)
//.declare  (144)  rf=r size=32 type=ud align=16 words (r85.0)
//.declare V0132 (145)  rf=r size=4 type=d align=16 words (r86.0)
//.declare V0134 (147)  rf=r size=4 type=ud alias=V0132+0 align=2 words (r86.0)
//.declare V0136 (149)  rf=r size=4 type=ud align=16 words (r87.0)
//.declare V0137 (150)  rf=r size=8 type=uq align=16 words (r88.0)
//.declare V0138 (151)  rf=r size=8 type=ud alias=V0137+0 align=16 words (r88.0)
//.declare V0139 (152)  rf=r size=8 type=d alias=V0137+0 align=16 words (r88.0)
//.declare  (153)  rf=r size=32 type=ud align=16 words (r89.0)
//.declare V0142 (156)  rf=r size=4 type=d align=16 words (r100.0)
//.declare V0143 (157)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0144 (158)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0145 (159)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0146 (160)  rf=r size=32 type=d align=16 words (r96.0)
//.declare V0147 (161)  rf=r size=16 type=d align=2 words (r97.0)
//.declare V0148 (162)  rf=r size=8 type=d align=2 words (r98.0)
//.declare  (163)  rf=r size=32 type=ud align=16 words (r101.0)
//.declare V0149 (164)  rf=r size=4 type=d align=16 words (r102.0)
//.declare V0151 (166)  rf=r size=4 type=ud alias=V0149+0 align=2 words (r102.0)
//.declare V0153 (168)  rf=r size=4 type=ud align=16 words (r103.0)
//.declare V0154 (169)  rf=r size=8 type=uq align=16 words (r104.0)
//.declare V0155 (170)  rf=r size=8 type=ud alias=V0154+0 align=16 words (r104.0)
//.declare V0156 (171)  rf=r size=8 type=d alias=V0154+0 align=16 words (r104.0)
//.declare  (174)  rf=r size=32 type=ud align=16 words (r105.0)
//.declare V0161 (177)  rf=r size=4 type=d align=16 words (r116.0)
//.declare V0162 (178)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0163 (179)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0164 (180)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0165 (181)  rf=r size=32 type=d align=16 words (r112.0)
//.declare V0166 (182)  rf=r size=16 type=d align=2 words (r113.0)
//.declare V0167 (183)  rf=r size=8 type=d align=2 words (r114.0)
//.declare  (184)  rf=r size=32 type=ud align=16 words (r117.0)
//.declare V0168 (185)  rf=r size=4 type=d align=16 words (r118.0)
//.declare V0170 (187)  rf=r size=4 type=ud alias=V0168+0 align=2 words (r118.0)
//.declare V0172 (189)  rf=r size=4 type=ud align=16 words (r119.0)
//.declare V0173 (190)  rf=r size=8 type=uq align=16 words (r120.0)
//.declare V0174 (191)  rf=r size=8 type=ud alias=V0173+0 align=16 words (r120.0)
//.declare V0175 (192)  rf=r size=8 type=d alias=V0173+0 align=16 words (r120.0)
//.declare  (193)  rf=r size=32 type=ud align=16 words (r121.0)
//.declare V0178 (196)  rf=r size=4 type=ud align=16 words (r8.0)
//.declare V0179 (197)  rf=r size=64 type=ud align=16 words (r122.0)
//.declare V0180 (198)  rf=r size=64 type=d alias=V0179+0 align=16 words (r122.0)
//.declare V0181 (199)  rf=r size=64 type=ud align=16 words (r124.0)
//.declare V0182 (200)  rf=r size=64 type=d alias=V0181+0 align=16 words (r124.0)
//.declare V0183 (201)  rf=r size=64 type=ud align=16 words (r2.0)
//.declare V0184 (202)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0185 (203)  rf=r size=16 type=ud align=2 words (r5.0)
//.declare V0186 (204)  rf=r size=8 type=ud align=2 words (r6.0)
//.declare  (205)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0187 (206)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0189 (208)  rf=r size=4 type=ud alias=V0187+0 align=2 words (r11.0)
//.declare V0191 (210)  rf=r size=4 type=ud align=16 words (r16.0)
//.declare V0192 (211)  rf=r size=8 type=uq align=16 words (r18.0)
//.declare V0193 (212)  rf=r size=8 type=ud alias=V0192+0 align=16 words (r18.0)
//.declare V0194 (213)  rf=r size=8 type=d alias=V0192+0 align=16 words (r18.0)
//.declare  (214)  rf=r size=32 type=ud align=16 words (r19.0)
//.declare V0197 (217)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0198 (218)  rf=r size=128 type=uq align=16 words (r32.0)
//.declare V0199 (219)  rf=r size=128 type=ud alias=V0198+0 align=16 words (r32.0)
//.declare V0200 (220)  rf=r size=64 type=d align=16 words (r22.0)
//.declare  (221)  rf=r size=64 type=ud align=16 words (r36.0)
//.declare  (222)  rf=r size=64 type=ud align=16 words (r38.0)
//.declare V0201 (223)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0202 (224)  rf=r size=128 type=uq align=16 words (r40.0)
//.declare V0203 (225)  rf=r size=128 type=ud alias=V0202+0 align=16 words (r40.0)
//.declare V0204 (226)  rf=r size=64 type=d align=16 words (r27.0)
//.declare  (227)  rf=r size=64 type=ud align=16 words (r44.0)
//.declare  (228)  rf=r size=64 type=ud align=16 words (r46.0)
//.declare  (229)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare V0207 (232)  rf=r size=8 type=d alias=V0036+0 align=4 words (r8.4)
//.declare V0208 (233)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0209 (234)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0210 (235)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0211 (236)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0212 (237)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0213 (238)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0214 (239)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r12.0)
//.declare V0215 (240)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r14.0)
//.declare V0216 (241)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0217 (242)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0218 (243)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0219 (244)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0220 (245)  rf=r size=64 type=ud alias=V0216+0 align=16 words (r51.0)
//.declare V0221 (246)  rf=r size=64 type=ud alias=V0217+0 align=16 words (r57.0)
//.declare V0222 (247)  rf=r size=64 type=ud alias=V0218+0 align=16 words (r75.0)
//.declare V0223 (248)  rf=r size=64 type=ud alias=V0219+0 align=16 words (r77.0)
//.declare V0224 (249)  rf=r size=64 type=ud alias=V0210+0 align=16 words (r49.0)
//.declare V0225 (250)  rf=r size=64 type=ud alias=V0211+0 align=16 words (r53.0)
//.declare V0226 (251)  rf=r size=64 type=ud alias=V0208+0 align=16 words (r60.0)
//.declare V0227 (252)  rf=r size=64 type=ud alias=V0209+0 align=16 words (r62.0)
//.declare V0230 (255)  rf=r size=32 type=ud align=16 words (r55.0)
//.declare V0231 (256)  rf=r size=32 type=ud align=16 words (r56.0)
//.declare V0232 (257)  rf=r size=32 type=ud align=16 words (r59.0)
//.declare V0233 (258)  rf=r size=32 type=ud align=16 words (r64.0)
//.declare V0234 (259)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0235 (260)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0238 (263)  rf=r size=64 type=ud alias=V0234+0 align=16 words (r65.0)
//.declare V0239 (264)  rf=r size=64 type=ud alias=V0235+0 align=16 words (r73.0)
//.declare V0242 (267)  rf=r size=32 type=ud align=16 words (r71.0)
//.declare V0243 (268)  rf=r size=32 type=ud align=16 words (r72.0)
//.declare V0244 (269)  rf=r size=32 type=ud align=16 words (r79.0)
//.declare V0245 (270)  rf=r size=32 type=ud align=16 words (r88.0)
//.declare V0246 (271)  rf=r size=64 type=f align=16 words (r89.0)
//.declare V0247 (272)  rf=r size=64 type=f align=16 words (r91.0)
//.declare  (273)  rf=r size=32 type=ud align=16 words (r93.0)
//.declare V0248 (274)  rf=r size=128 type=uq align=16 words (r80.0)
//.declare V0249 (275)  rf=r size=128 type=uq align=16 words (r84.0)
//.declare V0250 (276)  rf=r size=128 type=ud alias=V0248+0 align=16 words (r80.0)
//.declare V0251 (277)  rf=r size=128 type=ud alias=V0249+0 align=16 words (r84.0)
//.declare V0252 (278)  rf=r size=128 type=d alias=V0248+0 align=16 words (r80.0)
//.declare V0253 (279)  rf=r size=128 type=d alias=V0249+0 align=16 words (r84.0)
//.declare V0254 (280)  rf=r size=64 type=d alias=V0246+0 align=16 words (r89.0)
//.declare V0255 (281)  rf=r size=64 type=d alias=V0247+0 align=16 words (r91.0)
//.declare  (284)  rf=r size=32 type=ud align=16 words (r94.0)
//.declare  (285)  rf=r size=32 type=ud align=16 words (r95.0)
//.declare  (286)  rf=r size=32 type=ud align=16 words (r96.0)
//.declare V0260 (289)  rf=r size=64 type=d align=16 words (r97.0)
//.declare V0261 (290)  rf=r size=64 type=ud align=16 words (r101.0)
//.declare V0264 (293)  rf=r size=64 type=d align=16 words (r99.0)
//.declare V0265 (294)  rf=r size=64 type=ud align=16 words (r103.0)
//.declare  (295)  rf=r size=32 type=ud align=16 words (r105.0)
//.declare V0266 (296)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0267 (297)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0270 (300)  rf=r size=4 type=d align=16 words (r106.0)
//.declare V0272 (302)  rf=r size=4 type=ud alias=V0270+0 align=2 words (r106.0)
//.declare V0274 (304)  rf=r size=4 type=ud align=16 words (r107.0)
//.declare V0275 (305)  rf=r size=8 type=uq align=16 words (r112.0)
//.declare V0276 (306)  rf=r size=8 type=ud alias=V0275+0 align=16 words (r112.0)
//.declare V0277 (307)  rf=r size=8 type=d alias=V0275+0 align=16 words (r112.0)
//.declare  (308)  rf=r size=32 type=ud align=16 words (r113.0)
//.declare V0280 (311)  rf=r size=128 type=uq align=16 words (r114.0)
//.declare V0281 (312)  rf=r size=128 type=ud alias=V0280+0 align=16 words (r114.0)
//.declare V0283 (314)  rf=r size=64 type=ud align=16 words (r122.0)
//.declare V0286 (317)  rf=r size=128 type=uq align=16 words (r118.0)
//.declare V0287 (318)  rf=r size=128 type=ud alias=V0286+0 align=16 words (r118.0)
//.declare V0289 (320)  rf=r size=64 type=ud align=16 words (r124.0)
//.declare  (321)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0290 (322)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0291 (323)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0292 (324)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0293 (325)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0294 (326)  rf=r size=64 type=ud alias=V0292+0 align=16 words (r3.0)
//.declare V0295 (327)  rf=r size=64 type=ud alias=V0293+0 align=16 words (r5.0)
//.declare V0296 (328)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (329)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (330)  rf=r size=2 type=w align=1 words (r52.0)
//.declare  (332)  rf=r size=64 type=f align=16 words (r28.0)
//.declare  (333)  rf=r size=64 type=f align=16 words (r34.0)
//.declare  (334)  rf=r size=64 type=f align=16 words (r68.0)
//.declare  (335)  rf=r size=64 type=f align=16 words (r72.0)
//.declare  (336)  rf=r size=64 type=f align=16 words (r88.0)
//.declare  (337)  rf=r size=64 type=f align=16 words (r104.0)
//.declare  (338)  rf=r size=64 type=f align=16 words (r120.0)
//.declare  (339)  rf=r size=64 type=f align=16 words (r32.0)
//.declare  (340)  rf=r size=64 type=f align=16 words (r34.0)
//.declare  (341)  rf=r size=64 type=f align=16 words (r40.0)
//.declare  (342)  rf=r size=64 type=f align=16 words (r42.0)
//.declare  (343)  rf=r size=64 type=f align=16 words (r80.0)
//.declare  (344)  rf=r size=64 type=f align=16 words (r82.0)
//.declare  (345)  rf=r size=64 type=f align=16 words (r84.0)
//.declare  (346)  rf=r size=64 type=f align=16 words (r86.0)
//.declare  (347)  rf=r size=64 type=f align=16 words (r96.0)
//.declare  (348)  rf=r size=64 type=f align=16 words (r80.0)
//.declare  (349)  rf=r size=64 type=f align=16 words (r82.0)
//.declare  (350)  rf=r size=64 type=f align=16 words (r114.0)
//.declare  (351)  rf=r size=64 type=f align=16 words (r116.0)

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
(W)     mov (8|M0)               r29.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.1<0;1,0>:d     r29.2<0;1,0>:uw                     // $2
(W)     mov (16|M0)              r16.0<1>:f    0x0:f                                                 //  (0x00000000:f); $10
(W)     mov (16|M16)             r18.0<1>:f    0x0:f                                                 //  (0x00000000:f); $12
(W)     mov (1|M0)               r24.0<1>:f    r8.0<0;1,0>:f                    {Compacted}          // $20
(W)     mov (2|M0)               r28.0<1>:f    r8.0<2;2,1>:f                                         // $9
(W)     mach (1|M0)              r3.0<1>:d     r9.1<0;1,0>:d     r29.1<0;1,0>:d                      // $5
(W)     mov (1|M0)               r31.0<1>:f    r8.1<0;1,0>:f                    {Compacted}          // $21
(W)     addc (1|M0)              r26.0<1>:ud   r24.0<0;1,0>:ud   0x4:ud              {AccWrEn,Compacted} // $22
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
(W)     mov (1|M0)               r32.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $22
(W)     mov (1|M0)               r34.0<2>:f    r26.0<0;1,0>:f                                        // $24
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
(W)     add (1|M0)               r34.1<2>:ud   r32.0<0;1,0>:ud   r31.0<0;1,0>:ud                     // $23
        mov (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $11
        mov (16|M16)             r18.0<1>:f    r14.0<8;8,1>:f                                        // $13
(W)     add (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $14
(W)     add (8|M0)               r22.0<1>:d    r20.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted}        // $15
(W)     add (4|M0)               r23.0<1>:d    r22.0<4;4,1>:d    r22.4<4;4,1>:d   {Compacted}        // $16
(W)     add (2|M0)               r25.0<1>:d    r23.0<2;2,1>:d    r23.2<2;2,1>:d                      // $17
(W)     add (1|M0)               r30.0<1>:d    r25.0<0;1,0>:d    r25.1<0;1,0>:d   {Compacted}        // $18
(W)     sends (1|M0)             null:ud  r28     r30     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $19
(W)     send (8|M0)              r35      r29:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $26
(W)     mov (8|M0)               null<1>:ud    r35.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $27
(W)     mov (16|M0)              r36.0<1>:f    0x0:f                                                 //  (0x00000000:f); $27
(W)     mov (16|M16)             r38.0<1>:f    0x0:f                                                 //  (0x00000000:f); $29
        mov (16|M0)              r36.0<1>:d    -r12.0<8;8,1>:d                  {Compacted}          // $28
        mov (16|M16)             r38.0<1>:d    -r14.0<8;8,1>:d                                       // $30
(W)     add (16|M0)              r40.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $31
(W)     add (8|M0)               r42.0<1>:d    r40.0<8;8,1>:d    r41.0<8;8,1>:d   {Compacted}        // $32
(W)     add (4|M0)               r43.0<1>:d    r42.0<4;4,1>:d    r42.4<4;4,1>:d   {Compacted}        // $33
(W)     add (2|M0)               r44.0<1>:d    r43.0<2;2,1>:d    r43.2<2;2,1>:d                      // $34
(W)     add (1|M0)               r46.0<1>:d    r44.0<0;1,0>:d    r44.1<0;1,0>:d   {Compacted}        // $35
(W)     sends (1|M0)             null:ud  r34     r46     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $36
(W)     send (8|M0)              r47      r29:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $37
(W)     mov (8|M0)               null<1>:ud    r47.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $38
        and (16|M0)              r48.0<1>:d    r12.0<8;8,1>:d    31:w                                // $38
        and (16|M16)             r50.0<1>:d    r14.0<8;8,1>:d    31:w                                // $39
(W)     mov (1|M0)               r52.0<1>:hf   0x1:hf                                                // $40
        shl (16|M0)              r53.0<1>:d    r52.0<0;1,0>:w    r48.0<8;8,1>:d                      // $40
        shl (16|M16)             r55.0<1>:d    r52.0<0;1,0>:w    r50.0<8;8,1>:d                      // $41
(W)     send (8|M0)              r57      r29:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $42
(W)     mov (8|M0)               null<1>:ud    r57.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $44
(W)     mov (16|M0)              r58.0<1>:f    0x0:f                                                 //  (0x00000000:f); $44
(W)     mov (16|M16)             r60.0<1>:f    0x0:f                                                 //  (0x00000000:f); $46
        mov (16|M0)              r58.0<1>:f    r53.0<8;8,1>:f                   {Compacted}          // $45
        mov (16|M16)             r60.0<1>:f    r55.0<8;8,1>:f                                        // $47
(W)     addc (1|M0)              r67.0<1>:ud   r8.2<0;1,0>:ud    0x4:ud              {AccWrEn,Compacted} // $56
(W)     mov (2|M0)               r68.0<1>:f    r8.2<2;2,1>:f                                         // $43
(W)     or (16|M0)               r62.0<1>:d    r58.0<8;8,1>:d    r60.0<8;8,1>:d   {Compacted}        // $48
(W)     mov (1|M0)               r71.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $56
(W)     mov (1|M0)               r72.0<2>:f    r67.0<0;1,0>:f                                        // $58
(W)     or (8|M0)                r64.0<1>:d    r62.0<8;8,1>:d    r63.0<8;8,1>:d   {Compacted}        // $49
(W)     add (1|M0)               r72.1<2>:ud   r71.0<0;1,0>:ud   r8.3<0;1,0>:ud                      // $57
(W)     or (4|M0)                r65.0<1>:d    r64.0<4;4,1>:d    r64.4<4;4,1>:d   {Compacted}        // $50
(W)     or (2|M0)                r66.0<1>:d    r65.0<2;2,1>:d    r65.2<2;2,1>:d                      // $51
(W)     or (1|M0)                r70.0<1>:d    r66.0<0;1,0>:d    r66.1<0;1,0>:d   {Compacted}        // $52
(W)     sends (1|M0)             null:ud  r68     r70     0x4C            0x040482FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical OR // $53
(W)     mov (8|M0)               r28.0<1>:f    r28.0<8;8,1>:f                   {Compacted}          // $62
(W)     send (8|M0)              r73      r29:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $62
(W)     mov (8|M0)               null<1>:ud    r73.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $63
(W)     mov (16|M0)              r74.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $63
(W)     mov (16|M16)             r76.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $65
        not (16|M0)              r74.0<1>:d    r53.0<8;8,1>:d                   {Compacted}          // $60
        not (16|M16)             r76.0<1>:d    r55.0<8;8,1>:d                                        // $61
(W)     and (16|M0)              r78.0<1>:d    r74.0<8;8,1>:d    r76.0<8;8,1>:d   {Compacted}        // $67
(W)     and (8|M0)               r80.0<1>:d    r78.0<8;8,1>:d    r79.0<8;8,1>:d   {Compacted}        // $68
(W)     and (4|M0)               r81.0<1>:d    r80.0<4;4,1>:d    r80.4<4;4,1>:d   {Compacted}        // $69
(W)     and (2|M0)               r82.0<1>:d    r81.0<2;2,1>:d    r81.2<2;2,1>:d                      // $70
(W)     and (1|M0)               r84.0<1>:d    r82.0<0;1,0>:d    r82.1<0;1,0>:d   {Compacted}        // $71
(W)     sends (1|M0)             null:ud  r72     r84     0x4C            0x040481FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical AND // $72
(W)     mov (8|M0)               r34.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $73
(W)     send (8|M0)              r85      r29:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $73
(W)     mov (8|M0)               null<1>:ud    r85.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $74
(W)     addc (1|M0)              r86.0<1>:ud   r8.2<0;1,0>:ud    0x8:ud              {AccWrEn,Compacted} // $74
(W)     mov (1|M0)               r87.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $74
(W)     mov (1|M0)               r88.0<2>:f    r86.0<0;1,0>:f                                        // $76
(W)     add (1|M0)               r88.1<2>:ud   r87.0<0;1,0>:ud   r8.3<0;1,0>:ud                      // $75
(W)     send (8|M0)              r89      r29:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $78
(W)     mov (8|M0)               null<1>:ud    r89.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $79
(W)     mov (16|M0)              r90.0<1>:f    0x0:f                                                 //  (0x00000000:f); $79
(W)     mov (16|M16)             r92.0<1>:f    0x0:f                                                 //  (0x00000000:f); $81
        mov (16|M0)              r90.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $80
        mov (16|M16)             r92.0<1>:f    r14.0<8;8,1>:f                                        // $82
(W)     xor (16|M0)              r94.0<1>:d    r90.0<8;8,1>:d    r92.0<8;8,1>:d   {Compacted}        // $83
(W)     xor (8|M0)               r96.0<1>:d    r94.0<8;8,1>:d    r95.0<8;8,1>:d   {Compacted}        // $84
(W)     xor (4|M0)               r97.0<1>:d    r96.0<4;4,1>:d    r96.4<4;4,1>:d   {Compacted}        // $85
(W)     xor (2|M0)               r98.0<1>:d    r97.0<2;2,1>:d    r97.2<2;2,1>:d                      // $86
(W)     xor (1|M0)               r100.0<1>:d   r98.0<0;1,0>:d    r98.1<0;1,0>:d   {Compacted}        // $87
(W)     sends (1|M0)             null:ud  r88     r100    0x4C            0x040483FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical XOR // $88
(W)     mov (8|M0)               r68.0<1>:f    r68.0<8;8,1>:f                   {Compacted}          // $89
(W)     send (8|M0)              r101     r29:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $89
(W)     mov (8|M0)               null<1>:ud    r101.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $90
(W)     addc (1|M0)              r102.0<1>:ud  r24.0<0;1,0>:ud   0x8:ud              {AccWrEn,Compacted} // $90
(W)     mov (1|M0)               r103.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}          // $90
(W)     mov (1|M0)               r104.0<2>:f   r102.0<0;1,0>:f                                       // $92
(W)     add (1|M0)               r104.1<2>:ud  r103.0<0;1,0>:ud  r31.0<0;1,0>:ud                     // $91
(W)     send (8|M0)              r105     r29:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $96
(W)     mov (8|M0)               null<1>:ud    r105.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $97
(W)     mov (16|M0)              r106.0<1>:f   0x7FFFFFFF:f                                          //  (0x7fffffff:f); $97
(W)     mov (16|M16)             r108.0<1>:f   0x7FFFFFFF:f                                          //  (0x7fffffff:f); $99
        mov (16|M0)              r106.0<1>:d   -r12.0<8;8,1>:d                  {Compacted}          // $94
        mov (16|M16)             r108.0<1>:d   -r14.0<8;8,1>:d                                       // $95
(W)     sel (16|M0)   (lt)f0.0   r110.0<1>:d   r106.0<8;8,1>:d   r108.0<8;8,1>:d  {Compacted}        // $101
(W)     sel (8|M0)    (lt)f0.0   r112.0<1>:d   r110.0<8;8,1>:d   r111.0<8;8,1>:d  {Compacted}        // $102
(W)     sel (4|M0)    (lt)f0.0   r113.0<1>:d   r112.0<4;4,1>:d   r112.4<4;4,1>:d  {Compacted}        // $103
(W)     sel (2|M0)    (lt)f0.0   r114.0<1>:d   r113.0<2;2,1>:d   r113.2<2;2,1>:d                     // $104
(W)     sel (1|M0)    (lt)f0.0   r116.0<1>:d   r114.0<0;1,0>:d   r114.1<0;1,0>:d  {Compacted}        // $105
(W)     sends (1|M0)             null:ud  r104    r116    0x4C            0x04048BFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer min // $106
(W)     mov (8|M0)               r72.0<1>:f    r72.0<8;8,1>:f                   {Compacted}          // $107
(W)     send (8|M0)              r117     r29:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $107
(W)     mov (8|M0)               null<1>:ud    r117.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $108
(W)     addc (1|M0)              r118.0<1>:ud  r8.2<0;1,0>:ud    0xC:ud              {AccWrEn,Compacted} // $108
(W)     mov (1|M0)               r119.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}          // $108
(W)     mov (1|M0)               r120.0<2>:f   r118.0<0;1,0>:f                                       // $110
(W)     add (1|M0)               r120.1<2>:ud  r119.0<0;1,0>:ud  r8.3<0;1,0>:ud                      // $109
(W)     send (8|M0)              r121     r29:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $112
(W)     mov (8|M0)               null<1>:ud    r121.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $113
(W)     mov (16|M0)              r122.0<1>:f   0x0:f                                                 //  (0x00000000:f); $113
(W)     mov (16|M16)             r124.0<1>:f   0x0:f                                                 //  (0x00000000:f); $115
        mov (16|M0)              r122.0<1>:f   r12.0<8;8,1>:f                   {Compacted}          // $114
        mov (16|M16)             r124.0<1>:f   r14.0<8;8,1>:f                                        // $116
(W)     sel (16|M0)   (ge)f0.0   r2.0<1>:ud    r122.0<8;8,1>:ud  r124.0<8;8,1>:ud {Compacted}        // $117
(W)     sel (8|M0)    (ge)f0.0   r4.0<1>:ud    r2.0<8;8,1>:ud    r3.0<8;8,1>:ud   {Compacted}        // $118
(W)     sel (4|M0)    (ge)f0.0   r5.0<1>:ud    r4.0<4;4,1>:ud    r4.4<4;4,1>:ud   {Compacted}        // $119
(W)     sel (2|M0)    (ge)f0.0   r6.0<1>:ud    r5.0<2;2,1>:ud    r5.2<2;2,1>:ud                      // $120
(W)     sel (1|M0)    (ge)f0.0   r8.0<1>:ud    r6.0<0;1,0>:ud    r6.1<0;1,0>:ud   {Compacted}        // $121
(W)     sends (1|M0)             null:ud  r120    r8      0x4C            0x04048CFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer max // $122
(W)     mov (8|M0)               r88.0<1>:f    r88.0<8;8,1>:f                   {Compacted}          // $123
(W)     send (8|M0)              r10      r29:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $123
(W)     mov (8|M0)               null<1>:ud    r10.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $124
(W)     addc (1|M0)              r11.0<1>:ud   r24.0<0;1,0>:ud   0xC:ud              {AccWrEn,Compacted} // $124
(W)     mov (1|M0)               r16.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $124
(W)     add (1|M0)               r18.1<2>:ud   r16.0<0;1,0>:ud   r31.0<0;1,0>:ud                     // $125
(W)     send (8|M0)              r19      r29:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $128
(W)     mov (8|M0)               null<1>:ud    r19.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $129
        mov (16|M0)              r20.0<1>:f    0x1:f                                                 //  (0x00000001:f); $129
        mov (16|M0)              r22.0<1>:f    0x0:f                                                 //  (0x00000000:f); $132
        mov (16|M16)             r25.0<1>:f    0x1:f                                                 //  (0x00000001:f); $135
        mov (16|M16)             r27.0<1>:f    0x0:f                                                 //  (0x00000000:f); $138
        mov (8|M0)               r32.0<2>:f    r11.0<0;1,0>:f                                        // $130
        mov (8|M8)               r34.0<2>:f    r11.0<0;1,0>:f                                        // $130
        mov (8|M0)               r37.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $133
        mov (8|M0)               r32.1<2>:f    r18.1<0;1,0>:f                                        // $131
        mov (8|M0)               r36.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // $133
        mov (8|M16)              r40.0<2>:f    r11.0<0;1,0>:f                                        // $136
        mov (8|M8)               r39.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $134
        mov (8|M8)               r38.0<1>:f    r23.0<8;8,1>:f                   {Compacted}          // $134
        mov (8|M8)               r34.1<2>:f    r18.1<0;1,0>:f                                        // $131
        mov (8|M24)              r42.0<2>:f    r11.0<0;1,0>:f                                        // $136
        mov (8|M16)              r45.0<1>:f    r25.0<8;8,1>:f                                        // $139
        mov (8|M16)              r44.0<1>:f    r27.0<8;8,1>:f                                        // $139
        mov (8|M16)              r40.1<2>:f    r18.1<0;1,0>:f                                        // $137
        mov (8|M24)              r47.0<1>:f    r26.0<8;8,1>:f                                        // $140
        mov (8|M24)              r46.0<1>:f    r28.0<8;8,1>:f                                        // $140
        mov (8|M24)              r42.1<2>:f    r18.1<0;1,0>:f                                        // $137
        sends (8|M0)             null:ud  r32     r36     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $133
(W)     mov (8|M0)               r104.0<1>:f   r104.0<8;8,1>:f                  {Compacted}          // $134
        sends (8|M8)             null:ud  r34     r38     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $134
(W)     mov (8|M0)               r120.0<1>:f   r120.0<8;8,1>:f                  {Compacted}          // $139
        sends (8|M16)            null:ud  r40     r44     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $139
(W)     mov (8|M0)               r32.0<1>:f    r32.0<8;8,1>:f                   {Compacted}          // $140
        sends (8|M24)            null:ud  r42     r46     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $140
(W)     mov (8|M0)               r34.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $141
(W)     send (8|M0)              r48      r29:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $141
(W)     mov (8|M0)               null<1>:ud    r48.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $146
        shl (16|M0)              r49.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $146
        shl (16|M16)             r53.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $147
        asr (16|M0)              r60.0<1>:d    r12.0<8;8,1>:d    31:w                                // $144
        asr (16|M16)             r62.0<1>:d    r14.0<8;8,1>:d    31:w                                // $145
        addc (8|M0)              r51.0<1>:ud   r49.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,Compacted} // $154
        shr (16|M0)              r67.0<1>:d    r12.0<8;8,1>:ud   30:w                                // $148
        shr (16|M16)             r69.0<1>:d    r14.0<8;8,1>:ud   30:w                                // $149
        shl (16|M0)              r60.0<1>:d    r60.0<8;8,1>:d    2:w                                 // $150
        mov (8|M0)               r55.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $154
        addc (8|M8)              r52.0<1>:ud   r50.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,Compacted} // $157
        shl (16|M16)             r62.0<1>:d    r62.0<8;8,1>:d    2:w                                 // $151
        mov (16|M0)              r89.0<1>:f    r12.0<8;8,1>:d                   {Compacted}          // $174
        or (16|M0)               r60.0<1>:d    r60.0<8;8,1>:d    r67.0<8;8,1>:d   {Compacted}        // $152
        mov (8|M8)               r56.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $157
        addc (8|M16)             r57.0<1>:ud   r53.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $160
        or (16|M16)              r62.0<1>:d    r62.0<8;8,1>:d    r69.0<8;8,1>:d                      // $153
        mov (16|M16)             r91.0<1>:f    r14.0<8;8,1>:d                                        // $175
        add (8|M0)               r75.0<1>:ud   r60.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $155
        add (8|M8)               r76.0<1>:ud   r61.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $158
        mov (8|M16)              r59.0<1>:ud   acc0.0<8;8,1>:ud                                      // $160
        addc (8|M24)             r58.0<1>:ud   r54.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $163
        add (8|M16)              r77.0<1>:ud   r62.0<8;8,1>:ud   r8.5<0;1,0>:ud                      // $161
        add (8|M24)              r78.0<1>:ud   r63.0<8;8,1>:ud   r8.5<0;1,0>:ud                      // $164
        add (8|M0)               r75.0<1>:ud   r55.0<8;8,1>:ud   r75.0<8;8,1>:ud  {Compacted}        // $156
        add (8|M8)               r76.0<1>:ud   r56.0<8;8,1>:ud   r76.0<8;8,1>:ud  {Compacted}        // $159
        mov (8|M24)              r64.0<1>:ud   acc0.0<8;8,1>:ud                                      // $163
        addc (8|M0)              r65.0<1>:ud   r51.0<8;8,1>:ud   0x4:ud              {AccWrEn,Compacted} // $166
        add (8|M16)              r77.0<1>:ud   r59.0<8;8,1>:ud   r77.0<8;8,1>:ud                     // $162
        add (8|M24)              r78.0<1>:ud   r64.0<8;8,1>:ud   r78.0<8;8,1>:ud                     // $165
        mov (8|M0)               r71.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $166
        addc (8|M8)              r66.0<1>:ud   r52.0<8;8,1>:ud   0x4:ud              {AccWrEn,Compacted} // $168
        add (8|M0)               r80.1<2>:ud   r71.0<8;8,1>:ud   r75.0<8;8,1>:ud                     // $167
        mov (8|M8)               r72.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $168
        addc (8|M16)             r73.0<1>:ud   r57.0<8;8,1>:ud   0x4:ud              {AccWrEn}       // $170
        add (8|M8)               r82.1<2>:ud   r72.0<8;8,1>:ud   r76.0<8;8,1>:ud                     // $169
        mov (8|M16)              r79.0<1>:ud   acc0.0<8;8,1>:ud                                      // $170
        addc (8|M24)             r74.0<1>:ud   r58.0<8;8,1>:ud   0x4:ud              {AccWrEn}       // $172
        add (8|M16)              r84.1<2>:ud   r79.0<8;8,1>:ud   r77.0<8;8,1>:ud                     // $171
        mov (8|M24)              r88.0<1>:ud   acc0.0<8;8,1>:ud                                      // $172
        add (8|M24)              r86.1<2>:ud   r88.0<8;8,1>:ud   r78.0<8;8,1>:ud                     // $173
(W)     send (8|M0)              r93      r29:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $176
(W)     mov (8|M0)               null<1>:ud    r93.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $177
        mov (8|M0)               r80.0<2>:f    r65.0<8;8,1>:f                                        // $177
        mov (8|M8)               r82.0<2>:f    r66.0<8;8,1>:f                                        // $177
        mov (8|M16)              r84.0<2>:f    r73.0<8;8,1>:f                                        // $179
        mov (8|M24)              r86.0<2>:f    r74.0<8;8,1>:f                                        // $179
        sends (8|M0)             null:ud  r80     r89     0x4C            0x040484FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store // $181
(W)     mov (8|M0)               r40.0<1>:f    r40.0<8;8,1>:f                   {Compacted}          // $182
        sends (8|M8)             null:ud  r82     r90     0x4C            0x040484FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store // $182
(W)     mov (8|M0)               r42.0<1>:f    r42.0<8;8,1>:f                   {Compacted}          // $183
        sends (8|M16)            null:ud  r84     r91     0x4C            0x040484FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store // $183
(W)     mov (8|M0)               r80.0<1>:f    r80.0<8;8,1>:f                   {Compacted}          // $184
        sends (8|M24)            null:ud  r86     r92     0x4C            0x040484FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store // $184
(W)     mov (8|M0)               r82.0<1>:f    r82.0<8;8,1>:f                   {Compacted}          // $185
(W)     send (8|M0)              r94      r29:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $185
(W)     mov (8|M0)               null<1>:ud    r94.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $186
(W)     send (8|M0)              r95      r29:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $186
(W)     mov (8|M0)               null<1>:ud    r95.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $187
(W)     and (8|M0)               r96.0<1>:ud   r29.2<0;1,0>:ud   0x7F000000:ud                       // $187
(W)     send (1|M0)              null     r96:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $187
(W)     wait                                 n0.0<0;1,0>:ud                                          // $187
        mov (16|M0)              r97.0<1>:f    0x0:f                                                 //  (0x00000000:f); $188
        mov (16|M16)             r99.0<1>:f    0x0:f                                                 //  (0x00000000:f); $192
(W)     mov (8|M0)               r84.0<1>:f    r84.0<8;8,1>:f                   {Compacted}          // $189
        sends (8|M0)             r101:ud  r80     r97     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $189
(W)     mov (8|M0)               r86.0<1>:f    r86.0<8;8,1>:f                   {Compacted}          // $190
        sends (8|M8)             r102:ud  r82     r98     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $190
(W)     mov (8|M0)               r96.0<1>:f    r96.0<8;8,1>:f                   {Compacted}          // $193
        sends (8|M16)            r103:ud  r84     r99     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $193
(W)     mov (8|M0)               r80.0<1>:f    r80.0<8;8,1>:f                   {Compacted}          // $194
        sends (8|M24)            r104:ud  r86     r100    0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $194
(W)     mov (8|M0)               r82.0<1>:f    r82.0<8;8,1>:f                   {Compacted}          // $196
(W)     send (8|M0)              r105     r29:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $196
(W)     mov (8|M0)               null<1>:ud    r105.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $199
(W)     addc (1|M0)              r106.0<1>:ud  r24.0<0;1,0>:ud   0x10:ud              {AccWrEn,Compacted} // $199
        mov (16|M0)              r108.0<1>:d   r101.0<8;8,1>:f                  {Compacted}          // $197
        mov (16|M16)             r110.0<1>:d   r103.0<8;8,1>:f                                       // $198
(W)     mov (1|M0)               r107.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}          // $199
(W)     add (1|M0)               r112.1<2>:ud  r107.0<0;1,0>:ud  r31.0<0;1,0>:ud                     // $200
(W)     send (8|M0)              r113     r29:f   0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $203
(W)     mov (8|M0)               null<1>:ud    r113.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $204
        mov (8|M0)               r114.0<2>:f   r106.0<0;1,0>:f                                       // $204
        mov (8|M8)               r116.0<2>:f   r106.0<0;1,0>:f                                       // $204
        mov (8|M0)               r114.1<2>:f   r112.1<0;1,0>:f                                       // $205
        mov (8|M16)              r118.0<2>:f   r106.0<0;1,0>:f                                       // $210
        mov (8|M8)               r116.1<2>:f   r112.1<0;1,0>:f                                       // $205
        mov (8|M24)              r120.0<2>:f   r106.0<0;1,0>:f                                       // $210
        mov (8|M16)              r118.1<2>:f   r112.1<0;1,0>:f                                       // $211
        mov (8|M24)              r120.1<2>:f   r112.1<0;1,0>:f                                       // $211
        sends (8|M0)             r122:ud  r114    r97     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $207
        sends (8|M8)             r123:ud  r116    r98     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $208
        sends (8|M16)            r124:ud  r118    r99     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $213
(W)     mov (8|M0)               r114.0<1>:f   r114.0<8;8,1>:f                  {Compacted}          // $214
        sends (8|M24)            r125:ud  r120    r100    0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $214
(W)     mov (8|M0)               r116.0<1>:f   r116.0<8;8,1>:f                  {Compacted}          // $216
(W)     send (8|M0)              r2       r29:f   0xA            0x0219E100           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L1 // $216
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {Compacted}          //  memory fence commit; $219
        shl (16|M0)              r3.0<1>:d     r12.0<8;8,1>:d    2:w                                 // $219
        shl (16|M16)             r5.0<1>:d     r14.0<8;8,1>:d    2:w                                 // $220
        add (16|M0)              r7.0<1>:d     r122.0<8;8,1>:d   r108.0<8;8,1>:d  {Compacted}        // $217
        add (16|M16)             r10.0<1>:d    r124.0<8;8,1>:d   r110.0<8;8,1>:d                     // $218
        add (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     r9.0<0;1,0>:d    {Compacted}        // $221
        add (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     r9.0<0;1,0>:d                       // $222
(W)     mov (8|M0)               r127.0<1>:f   r29.0<8;8,1>:f                   {Compacted}          // $227
        sends (16|M0)            null:w   r3      r7      0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $224
        sends (16|M16)           null:w   r5      r10     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $226
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $227
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
