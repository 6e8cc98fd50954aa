//.kernel atomic_global
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 249
//.RA type	LOCAL_FIRST_FIT_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r98.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r98.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r98.0)
//.declare V0039 (47)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r3.1)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r2.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0059 (67)  rf=r size=8 type=uq align=16 words (r18.0)
//.declare V0060 (68)  rf=r size=4 type=d align=16 words (r26.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0064 (72)  rf=r size=32 type=d align=16 words (r40.0)
//.declare V0065 (73)  rf=r size=16 type=d align=2 words (r2.1)
//.declare V0066 (74)  rf=r size=8 type=d align=2 words (r3.5)
//.declare V0069 (77)  rf=r size=8 type=d alias=V0034+0 align=4 words (r8.0)
//.declare V0070 (78)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0072 (80)  rf=r size=4 type=ud alias=V0070+0 align=2 words (r3.0)
//.declare V0076 (84)  rf=r size=4 type=ud align=16 words (r4.0)
//.declare V0077 (85)  rf=r size=8 type=uq align=16 words (r32.0)
//.declare V0078 (86)  rf=r size=8 type=ud alias=V0077+0 align=16 words (r32.0)
//.declare V0079 (87)  rf=r size=8 type=d alias=V0077+0 align=16 words (r32.0)
//.declare V0082 (90)  rf=r size=4 type=d align=16 words (r34.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0086 (94)  rf=r size=32 type=d align=16 words (r41.0)
//.declare V0087 (95)  rf=r size=16 type=d align=2 words (r3.1)
//.declare V0088 (96)  rf=r size=8 type=d align=2 words (r4.5)
//.declare V0089 (97)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0091 (99)  rf=r size=4 type=ud alias=V0089+0 align=2 words (r5.0)
//.declare V0093 (101)  rf=r size=4 type=ud align=16 words (r6.0)
//.declare V0094 (102)  rf=r size=8 type=uq align=16 words (r40.0)
//.declare V0095 (103)  rf=r size=8 type=ud alias=V0094+0 align=16 words (r40.0)
//.declare V0096 (104)  rf=r size=8 type=d alias=V0094+0 align=16 words (r40.0)
//.declare P01 (107)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0099 (108)  rf=r size=2 type=uw align=1 words (r99.0)
//.declare V0101 (110)  rf=r size=4 type=ud align=2 words (r4.7)
//.declare V0102 (111)  rf=r size=4 type=d align=16 words (r36.0)
//.declare V0103 (112)  rf=r size=4 type=d align=16 words (r10.0)
//.declare V0105 (114)  rf=r size=4 type=ud alias=V0103+0 align=2 words (r10.0)
//.declare V0107 (116)  rf=r size=4 type=ud align=16 words (r11.0)
//.declare V0108 (117)  rf=r size=8 type=uq align=16 words (r38.0)
//.declare V0109 (118)  rf=r size=8 type=ud alias=V0108+0 align=16 words (r38.0)
//.declare V0110 (119)  rf=r size=8 type=d alias=V0108+0 align=16 words (r38.0)
//.declare V0113 (122)  rf=r size=4 type=d align=16 words (r48.0)
//.declare V0114 (123)  rf=r size=4 type=d align=16 words (r12.0)
//.declare V0116 (125)  rf=r size=4 type=ud alias=V0114+0 align=2 words (r12.0)
//.declare V0118 (127)  rf=r size=4 type=ud align=16 words (r13.0)
//.declare V0119 (128)  rf=r size=8 type=uq align=16 words (r18.0)
//.declare V0120 (129)  rf=r size=8 type=ud alias=V0119+0 align=16 words (r18.0)
//.declare V0121 (130)  rf=r size=8 type=d alias=V0119+0 align=16 words (r18.0)
//.declare V0122 (131)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0123 (132)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0126 (135)  rf=r size=4 type=d align=16 words (r26.0)
//.declare V0127 (136)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0128 (137)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0129 (138)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0130 (139)  rf=r size=32 type=d align=16 words (r17.0)
//.declare V0131 (140)  rf=r size=16 type=d align=2 words (r4.1)
//.declare V0132 (141)  rf=r size=8 type=d align=2 words (r5.5)
//.declare V0133 (142)  rf=r size=4 type=d align=16 words (r14.0)
//.declare V0135 (144)  rf=r size=4 type=ud alias=V0133+0 align=2 words (r14.0)
//.declare V0137 (146)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare V0138 (147)  rf=r size=8 type=uq align=16 words (r6.0)
//.declare V0139 (148)  rf=r size=8 type=ud alias=V0138+0 align=16 words (r6.0)
//.declare V0140 (149)  rf=r size=8 type=d alias=V0138+0 align=16 words (r6.0)
//.declare V0143 (152)  rf=r size=4 type=d align=16 words (r32.0)
//.declare V0144 (153)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0145 (154)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0146 (155)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0147 (156)  rf=r size=32 type=d align=16 words (r18.0)
//.declare V0148 (157)  rf=r size=16 type=d align=2 words (r5.1)
//.declare V0149 (158)  rf=r size=8 type=d align=2 words (r6.5)
//.declare V0150 (159)  rf=r size=4 type=d align=16 words (r16.0)
//.declare V0152 (161)  rf=r size=4 type=ud alias=V0150+0 align=2 words (r16.0)
//.declare V0154 (163)  rf=r size=4 type=ud align=16 words (r19.0)
//.declare V0155 (164)  rf=r size=8 type=uq align=16 words (r34.0)
//.declare V0156 (165)  rf=r size=8 type=ud alias=V0155+0 align=16 words (r34.0)
//.declare V0157 (166)  rf=r size=8 type=d alias=V0155+0 align=16 words (r34.0)
//.declare V0158 (167)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0159 (168)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0160 (169)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0161 (170)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0166 (175)  rf=r size=4 type=d align=16 words (r4.0)
//.declare V0167 (176)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0168 (177)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0169 (178)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0170 (179)  rf=r size=32 type=d align=16 words (r26.0)
//.declare V0171 (180)  rf=r size=16 type=d align=2 words (r6.1)
//.declare V0172 (181)  rf=r size=8 type=d align=2 words (r7.5)
//.declare V0173 (182)  rf=r size=4 type=d align=16 words (r20.0)
//.declare V0175 (184)  rf=r size=4 type=ud alias=V0173+0 align=2 words (r20.0)
//.declare V0177 (186)  rf=r size=4 type=ud align=16 words (r23.0)
//.declare V0178 (187)  rf=r size=8 type=uq align=16 words (r10.0)
//.declare V0179 (188)  rf=r size=8 type=ud alias=V0178+0 align=16 words (r10.0)
//.declare V0180 (189)  rf=r size=8 type=d alias=V0178+0 align=16 words (r10.0)
//.declare V0183 (192)  rf=r size=4 type=d align=16 words (r12.0)
//.declare V0184 (193)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0185 (194)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0186 (195)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0187 (196)  rf=r size=32 type=d align=16 words (r27.0)
//.declare V0188 (197)  rf=r size=16 type=d align=2 words (r7.1)
//.declare V0189 (198)  rf=r size=8 type=d align=2 words (r8.6)
//.declare V0190 (199)  rf=r size=4 type=d align=16 words (r24.0)
//.declare V0192 (201)  rf=r size=4 type=ud alias=V0190+0 align=2 words (r24.0)
//.declare V0194 (203)  rf=r size=4 type=ud align=16 words (r25.0)
//.declare V0195 (204)  rf=r size=8 type=uq align=16 words (r18.0)
//.declare V0196 (205)  rf=r size=8 type=ud alias=V0195+0 align=16 words (r18.0)
//.declare V0197 (206)  rf=r size=8 type=d alias=V0195+0 align=16 words (r18.0)
//.declare V0202 (211)  rf=r size=4 type=d align=16 words (r14.0)
//.declare V0203 (212)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0204 (213)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0205 (214)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0206 (215)  rf=r size=32 type=d align=16 words (r32.0)
//.declare V0207 (216)  rf=r size=16 type=d align=2 words (r10.1)
//.declare V0208 (217)  rf=r size=8 type=d align=2 words (r11.5)
//.declare V0209 (218)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0210 (219)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0213 (222)  rf=r size=8 type=uq align=16 words (r6.0)
//.declare V0214 (223)  rf=r size=4 type=ud align=16 words (r16.0)
//.declare V0215 (224)  rf=r size=64 type=ud align=16 words (r72.0)
//.declare V0216 (225)  rf=r size=64 type=d alias=V0215+0 align=16 words (r72.0)
//.declare V0217 (226)  rf=r size=64 type=ud align=16 words (r74.0)
//.declare V0218 (227)  rf=r size=64 type=d alias=V0217+0 align=16 words (r74.0)
//.declare V0219 (228)  rf=r size=64 type=ud align=16 words (r68.0)
//.declare V0220 (229)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare V0221 (230)  rf=r size=16 type=ud align=2 words (r11.1)
//.declare V0222 (231)  rf=r size=8 type=ud align=2 words (r12.5)
//.declare V0225 (234)  rf=r size=8 type=d alias=V0035+0 align=4 words (r8.2)
//.declare V0226 (235)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0228 (237)  rf=r size=4 type=ud alias=V0226+0 align=2 words (r7.0)
//.declare V0232 (241)  rf=r size=4 type=ud align=16 words (r2.0)
//.declare V0233 (242)  rf=r size=8 type=uq align=16 words (r4.0)
//.declare V0234 (243)  rf=r size=8 type=ud alias=V0233+0 align=16 words (r4.0)
//.declare V0235 (244)  rf=r size=8 type=d alias=V0233+0 align=16 words (r4.0)
//.declare V0238 (247)  rf=r size=4 type=ud align=16 words (r20.0)
//.declare V0239 (248)  rf=r size=64 type=ud align=16 words (r32.0)
//.declare V0240 (249)  rf=r size=64 type=d alias=V0239+0 align=16 words (r32.0)
//.declare V0241 (250)  rf=r size=64 type=ud align=16 words (r34.0)
//.declare V0242 (251)  rf=r size=64 type=d alias=V0241+0 align=16 words (r34.0)
//.declare V0243 (252)  rf=r size=64 type=ud align=16 words (r70.0)
//.declare V0244 (253)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare V0245 (254)  rf=r size=16 type=ud align=2 words (r12.1)
//.declare V0246 (255)  rf=r size=8 type=ud align=2 words (r13.1)
//.declare V0247 (256)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0248 (257)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0249 (258)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0250 (259)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0253 (262)  rf=r size=8 type=d alias=V0036+0 align=4 words (r8.4)
//.declare V0254 (263)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0255 (264)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0256 (265)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0257 (266)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0258 (267)  rf=r size=64 type=ud alias=V0247+0 align=16 words (r28.0)
//.declare V0259 (268)  rf=r size=64 type=ud alias=V0248+0 align=16 words (r76.0)
//.declare V0260 (269)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0261 (270)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0262 (271)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0263 (272)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0264 (273)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0265 (274)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0266 (275)  rf=r size=64 type=ud alias=V0262+0 align=16 words (r46.0)
//.declare V0267 (276)  rf=r size=64 type=ud alias=V0263+0 align=16 words (r42.0)
//.declare V0268 (277)  rf=r size=64 type=ud alias=V0264+0 align=16 words (r44.0)
//.declare V0269 (278)  rf=r size=64 type=ud alias=V0265+0 align=16 words (r49.0)
//.declare V0270 (279)  rf=r size=64 type=ud alias=V0254+0 align=16 words (r78.0)
//.declare V0271 (280)  rf=r size=64 type=ud alias=V0255+0 align=16 words (r92.0)
//.declare V0272 (281)  rf=r size=64 type=ud alias=V0260+0 align=16 words (r36.0)
//.declare V0273 (282)  rf=r size=64 type=ud alias=V0261+0 align=16 words (r38.0)
//.declare V0276 (285)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare V0277 (286)  rf=r size=32 type=ud align=16 words (r35.0)
//.declare V0278 (287)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare V0279 (288)  rf=r size=32 type=ud align=16 words (r17.0)
//.declare V0280 (289)  rf=r size=128 type=uq align=16 words (r51.0)
//.declare V0281 (290)  rf=r size=128 type=uq align=16 words (r55.0)
//.declare V0282 (291)  rf=r size=128 type=ud alias=V0280+0 align=16 words (r51.0)
//.declare V0283 (292)  rf=r size=128 type=ud alias=V0281+0 align=16 words (r55.0)
//.declare V0284 (293)  rf=r size=128 type=d alias=V0280+0 align=16 words (r51.0)
//.declare V0285 (294)  rf=r size=128 type=d alias=V0281+0 align=16 words (r55.0)
//.declare V0286 (295)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0287 (296)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0288 (297)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0289 (298)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0290 (299)  rf=r size=64 type=ud align=16 words (r2.0)
//.declare V0291 (300)  rf=r size=64 type=ud alias=V0288+0 align=16 words (r4.0)
//.declare V0292 (301)  rf=r size=64 type=ud alias=V0289+0 align=16 words (r6.0)
//.declare V0293 (302)  rf=r size=64 type=ud align=16 words (r11.0)
//.declare V0294 (303)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0295 (304)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0296 (305)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0297 (306)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0298 (307)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0299 (308)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0300 (309)  rf=r size=64 type=ud alias=V0294+0 align=16 words (r13.0)
//.declare V0301 (310)  rf=r size=64 type=ud alias=V0295+0 align=16 words (r15.0)
//.declare V0302 (311)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0303 (312)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0304 (313)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0305 (314)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0306 (315)  rf=r size=64 type=ud alias=V0302+0 align=16 words (r9.0)
//.declare V0307 (316)  rf=r size=64 type=ud alias=V0303+0 align=16 words (r32.0)
//.declare V0308 (317)  rf=r size=64 type=ud alias=V0304+0 align=16 words (r34.0)
//.declare V0309 (318)  rf=r size=64 type=ud alias=V0305+0 align=16 words (r36.0)
//.declare V0310 (319)  rf=r size=64 type=ud alias=V0298+0 align=16 words (r17.0)
//.declare V0311 (320)  rf=r size=64 type=ud alias=V0299+0 align=16 words (r25.0)
//.declare V0312 (321)  rf=r size=64 type=ud alias=V0296+0 align=16 words (r19.0)
//.declare V0313 (322)  rf=r size=64 type=ud alias=V0297+0 align=16 words (r23.0)
//.declare V0314 (323)  rf=r size=32 type=ud align=16 words (r27.0)
//.declare V0315 (324)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare V0316 (325)  rf=r size=32 type=ud align=16 words (r29.0)
//.declare V0317 (326)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0318 (327)  rf=r size=128 type=uq align=16 words (r13.0)
//.declare V0319 (328)  rf=r size=128 type=uq align=16 words (r38.0)
//.declare V0320 (329)  rf=r size=128 type=ud alias=V0318+0 align=16 words (r13.0)
//.declare V0321 (330)  rf=r size=128 type=ud alias=V0319+0 align=16 words (r38.0)
//.declare V0322 (331)  rf=r size=128 type=d alias=V0318+0 align=16 words (r13.0)
//.declare V0323 (332)  rf=r size=128 type=d alias=V0319+0 align=16 words (r38.0)
//.declare V0324 (333)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0325 (334)  rf=r size=64 type=d align=16 words (r17.0)
//.declare  (337)  rf=r size=64 type=ud align=16 words (r19.0)
//.declare  (338)  rf=r size=64 type=ud align=16 words (r23.0)
//.declare  (339)  rf=r size=64 type=ud align=16 words (r21.0)
//.declare  (340)  rf=r size=64 type=ud align=16 words (r2.0)
//.declare  (341)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (342)  rf=r size=2 type=w align=1 words (r2.0)

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
// | V0040    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r98.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     addc (1|M0)              r3.0<1>:ud    r8.0<0;1,0>:ud    0x4:ud              {AccWrEn,Compacted} // $22
(W)     mov (16|M0)              r26.0<1>:d    0:w                                                   // $122
(W)     mul (1|M0)               r3.1<1>:d     r9.0<0;1,0>:d     r98.1<0;1,0>:d                      // $2
(W)     mov (16|M0)              r36.0<1>:d    0:w                                                   // $10
(W)     mov (16|M16)             r38.0<1>:d    0:w                                                   // $12
(W)     mov (1|M0)               r4.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $22
(W)     addc (1|M0)              r5.0<1>:ud    r8.0<0;1,0>:ud    0x8:ud              {AccWrEn,Compacted} // $36
        add (16|M0)              r17.0<1>:d    r3.1<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r28.0<1>:d    r3.1<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
(W)     mov (16|M0)              r40.0<1>:d    0:w                                                   // $26
(W)     mov (1|M0)               r6.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $36
(W)     addc (1|M0)              r10.0<1>:ud   r8.0<0;1,0>:ud    0xC:ud              {AccWrEn,Compacted} // $46
        add (16|M0)              r21.0<1>:d    r17.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r30.0<1>:d    r28.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
(W)     mov (16|M16)             r17.0<1>:d    0:w                                                   // $124
(W)     mov (1|M0)               r11.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $46
(W)     addc (1|M0)              r12.0<1>:ud   r8.0<0;1,0>:ud    0x10:ud              {AccWrEn,Compacted} // $52
        shl (16|M0)              r28.0<1>:d    r21.0<8;8,1>:d    1:w                                 // $161
(W)     mov (16|M16)             r42.0<1>:d    0:w                                                   // $28
(W)     mov (1|M0)               r2.0<1>:w     1:w                                                   // $88
        and (16|M0)              r32.0<1>:d    r21.0<8;8,1>:d    31:w                                // $86
(W)     mov (1|M0)               r13.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $52
(W)     addc (1|M0)              r14.0<1>:ud   r8.0<0;1,0>:ud    0x14:ud              {AccWrEn,Compacted} // $68
        and (16|M16)             r34.0<1>:d    r30.0<8;8,1>:d    31:w                                // $87
        mov (16|M0)              r36.0<1>:d    r21.0<8;8,1>:d                   {Compacted}          // $11
        mov (16|M16)             r38.0<1>:d    r30.0<8;8,1>:d                                        // $13
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $68
(W)     addc (1|M0)              r16.0<1>:ud   r8.0<0;1,0>:ud    0x18:ud              {AccWrEn,Compacted} // $82
        add (16|M0)              r44.0<1>:d    r21.0<8;8,1>:d    -100:w                              // $56
        mov (16|M0)              r40.0<1>:d    -r21.0<8;8,1>:d                  {Compacted}          // $27
        add (16|M16)             r46.0<1>:d    r30.0<8;8,1>:d    -100:w                              // $57
(W)     mov (1|M0)               r19.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $82
(W)     addc (1|M0)              r20.0<1>:ud   r8.0<0;1,0>:ud    0x1C:ud              {AccWrEn,Compacted} // $102
        mov (16|M16)             r42.0<1>:d    -r30.0<8;8,1>:d                                       // $29
        shl (16|M0)              r78.0<1>:d    r28.0<8;8,1>:d    2:w                                 // $167
(W)     mov (16|M0)              r48.0<1>:d    2147483647:d                                          // $58
(W)     mov (1|M0)               r23.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $102
(W)     addc (1|M0)              r24.0<1>:ud   r8.0<0;1,0>:ud    0x20:ud              {AccWrEn,Compacted} // $116
(W)     mov (16|M16)             r50.0<1>:d    2147483647:d                                          // $60
        shl (16|M16)             r76.0<1>:d    r30.0<8;8,1>:d    1:w                                 // $162
        shl (16|M0)              r56.0<1>:d    r2.0<0;1,0>:w     r32.0<8;8,1>:d                      // $88
(W)     mov (1|M0)               r25.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $116
(W)     mul (8|M0)               acc0.0<1>:d   r21.0<8;8,1>:d    0x101:uw                            // $120
        shl (16|M16)             r58.0<1>:d    r2.0<0;1,0>:w     r34.0<8;8,1>:d                      // $89
(W)     mov (16|M0)              r52.0<1>:d    -2147483648:d                                         // $72
(W)     mov (16|M16)             r54.0<1>:d    -2147483648:d                                         // $74
        mach (8|M0)              null<1>:d     r21.0<8;8,1>:d    16843009:d               {AccWrEn}  // $124
        mul (16|M0)              r68.0<1>:d    r21.0<8;8,1>:d    3:w                                 // $132
        mul (16|M16)             r70.0<1>:d    r30.0<8;8,1>:d    3:w                                 // $133
(W)     add (16|M0)              r82.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $14
        mov (8|M0)               r26.0<1>:d    acc0.0<8;8,1>:d                                       // $124
(W)     mul (8|M0)               acc0.0<1>:d   r22.0<8;8,1>:d    0x101:uw                            // $120
        mov (16|M0)              r48.0<1>:d    r44.0<8;8,1>:d                   {Compacted}          // $59
(W)     add (16|M0)              r84.0<1>:d    r40.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted}        // $30
        mov (16|M16)             r50.0<1>:d    r46.0<8;8,1>:d                                        // $61
        mach (8|M8)              null<1>:d     r22.0<8;8,1>:d    16843009:d               {AccWrEn}  // $124
        mov (16|M0)              r52.0<1>:d    r44.0<8;8,1>:d                   {Compacted}          // $73
        mov (16|M16)             r54.0<1>:d    r46.0<8;8,1>:d                                        // $75
(W)     mov (16|M0)              r60.0<1>:d    -1:w                                                  // $92
        mov (8|M8)               r27.0<1>:d    acc0.0<8;8,1>:d                                       // $124
(W)     mul (8|M0)               acc0.0<1>:d   r30.0<8;8,1>:d    0x101:uw                            // $121
(W)     mov (16|M16)             r62.0<1>:d    -1:w                                                  // $94
(W)     mov (16|M0)              r64.0<1>:d    0:w                                                   // $106
(W)     mov (16|M16)             r66.0<1>:d    0:w                                                   // $108
        mach (8|M16)             null<1>:d     r30.0<8;8,1>:d    16843009:d               {AccWrEn}  // $126
(W)     mov (16|M0)              r32.0<1>:ud   0x0:uw                                                // $151
(W)     mov (16|M16)             r34.0<1>:ud   0x0:uw                                                // $153
        asr (16|M16)             r44.0<1>:d    r76.0<8;8,1>:d    31:w                                // $164
        mov (8|M16)              r17.0<1>:d    acc0.0<8;8,1>:d                                       // $126
(W)     mul (8|M0)               acc0.0<1>:d   r31.0<8;8,1>:d    0x101:uw                            // $121
        not (16|M0)              r60.0<1>:d    r56.0<8;8,1>:d                   {Compacted}          // $90
        not (16|M16)             r62.0<1>:d    r58.0<8;8,1>:d                                        // $91
        mov (16|M0)              r64.0<1>:d    r56.0<8;8,1>:d                   {Compacted}          // $107
        mach (8|M24)             null<1>:d     r31.0<8;8,1>:d    16843009:d               {AccWrEn}  // $126
(W)     add (8|M0)               r40.0<1>:d    r82.0<8;8,1>:d    r83.0<8;8,1>:d   {Compacted}        // $15
        mov (16|M16)             r66.0<1>:d    r58.0<8;8,1>:d                                        // $109
        mov (16|M0)              r32.0<1>:d    r68.0<8;8,1>:d                   {Compacted}          // $152
        mov (8|M24)              r18.0<1>:d    acc0.0<8;8,1>:d                                       // $126
(W)     addc (1|M0)              r7.0<1>:ud    r8.2<0;1,0>:ud    0x4:ud              {AccWrEn,Compacted} // $147
        mov (16|M16)             r34.0<1>:d    r70.0<8;8,1>:d                                        // $154
(W)     mov (16|M0)              r72.0<1>:ud   0xFFFFFFFF:ud                              {Compacted} // $135
(W)     mov (16|M16)             r74.0<1>:ud   0xFFFFFFFF:ud                                         // $137
(W)     mov (1|M0)               r2.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $147
        addc (8|M0)              r46.0<1>:ud   r78.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,Compacted} // $175
(W)     add (8|M0)               r41.0<1>:d    r84.0<8;8,1>:d    r85.0<8;8,1>:d   {Compacted}        // $31
(W)     sel (16|M0)   (lt)f0.0   r56.0<1>:d    r48.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}        // $62
(W)     sel (16|M0)   (ge)f0.0   r58.0<1>:d    r52.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}        // $76
        mov (16|M0)              r72.0<1>:d    r68.0<8;8,1>:d                   {Compacted}          // $136
        mov (16|M16)             r74.0<1>:d    r70.0<8;8,1>:d                                        // $138
        mov (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $175
        asr (16|M0)              r80.0<1>:d    r28.0<8;8,1>:d    31:w                                // $163
        addc (8|M8)              r47.0<1>:ud   r79.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,Compacted} // $178
        shl (16|M16)             r92.0<1>:d    r76.0<8;8,1>:d    2:w                                 // $168
        shr (16|M16)             r96.0<1>:d    r76.0<8;8,1>:ud   30:w                                // $170
        shl (16|M16)             r38.0<1>:d    r44.0<8;8,1>:d    2:w                                 // $172
(W)     and (16|M0)              r86.0<1>:d    r60.0<8;8,1>:d    r62.0<8;8,1>:d   {Compacted}        // $96
(W)     xor (16|M0)              r90.0<1>:d    r26.0<8;8,1>:d    r17.0<8;8,1>:d   {Compacted}        // $126
(W)     add (4|M0)               r2.1<1>:d     r40.0<4;4,1>:d    r40.4<4;4,1>:d                      // $16
(W)     sel (16|M0)   (ge)f0.0   r70.0<1>:ud   r32.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted}        // $155
(W)     or (16|M0)               r88.0<1>:d    r64.0<8;8,1>:d    r66.0<8;8,1>:d   {Compacted}        // $110
(W)     add (4|M0)               r3.1<1>:d     r41.0<4;4,1>:d    r41.4<4;4,1>:d                      // $32
(W)     sel (8|M0)    (lt)f0.0   r17.0<1>:d    r56.0<8;8,1>:d    r57.0<8;8,1>:d   {Compacted}        // $63
(W)     sel (8|M0)    (ge)f0.0   r18.0<1>:d    r58.0<8;8,1>:d    r59.0<8;8,1>:d   {Compacted}        // $77
(W)     sel (16|M0)   (lt)f0.0   r68.0<1>:ud   r72.0<8;8,1>:ud   r74.0<8;8,1>:ud  {Compacted}        // $139
(W)     mov (1|M0)               f0.0<1>:ud    0x0:uw                                                // $40
        shr (16|M0)              r94.0<1>:d    r28.0<8;8,1>:ud   30:w                                // $169
        shl (16|M0)              r36.0<1>:d    r80.0<8;8,1>:d    2:w                                 // $171
        mov (8|M8)               r35.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $178
        or (16|M16)              r38.0<1>:d    r38.0<8;8,1>:d    r96.0<8;8,1>:d                      // $174
(W)     and (8|M0)               r26.0<1>:d    r86.0<8;8,1>:d    r87.0<8;8,1>:d   {Compacted}        // $97
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r99.0<0;1,0>:uw   r99.0<0;1,0>:uw                     // $41
        addc (8|M16)             r42.0<1>:ud   r92.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $181
(W)     xor (8|M0)               r32.0<1>:d    r90.0<8;8,1>:d    r91.0<8;8,1>:d   {Compacted}        // $127
(W)     add (2|M0)               r3.5<1>:d     r2.1<2;2,1>:d     r2.3<2;2,1>:d                       // $17
(W)     sel (8|M0)    (ge)f0.0   r34.0<1>:ud   r70.0<8;8,1>:ud   r71.0<8;8,1>:ud  {Compacted}        // $156
(W)     or (8|M0)                r27.0<1>:d    r88.0<8;8,1>:d    r89.0<8;8,1>:d   {Compacted}        // $111
(W)     add (2|M0)               r4.5<1>:d     r3.1<2;2,1>:d     r3.3<2;2,1>:d                       // $33
(W)     sel (4|M0)    (ge)f0.0   r5.1<1>:d     r18.0<4;4,1>:d    r18.4<4;4,1>:d                      // $78
(W)     sel (4|M0)    (lt)f0.0   r4.1<1>:d     r17.0<4;4,1>:d    r17.4<4;4,1>:d                      // $64
(W)     sel (8|M0)    (lt)f0.0   r33.0<1>:ud   r68.0<8;8,1>:ud   r69.0<8;8,1>:ud  {Compacted}        // $140
        or (16|M0)               r36.0<1>:d    r36.0<8;8,1>:d    r94.0<8;8,1>:d   {Compacted}        // $173
        add (8|M16)              r49.0<1>:ud   r38.0<8;8,1>:ud   r8.5<0;1,0>:ud                      // $182
(W)     and (4|M0)               r6.1<1>:d     r26.0<4;4,1>:d    r26.4<4;4,1>:d                      // $98
(W)     cbit (1|M0)              r4.7<1>:ud    f0.0<0;1,0>:ud                                        // $43
        mov (8|M16)              r48.0<1>:ud   acc0.0<8;8,1>:ud                                      // $181
(W)     mov (1|M0)               r18.0<1>:uq   r8.0<0;1,0>:uq                                        // $9
(W)     xor (4|M0)               r10.1<1>:d    r32.0<4;4,1>:d    r32.4<4;4,1>:d                      // $128
(W)     sel (4|M0)    (ge)f0.0   r12.1<1>:ud   r34.0<4;4,1>:ud   r34.4<4;4,1>:ud                     // $157
(W)     add (1|M0)               r26.0<1>:d    r3.5<0;1,0>:d     r3.6<0;1,0>:d                       // $18
(W)     or (4|M0)                r7.1<1>:d     r27.0<4;4,1>:d    r27.4<4;4,1>:d                      // $112
(W)     sel (2|M0)    (lt)f0.0   r5.5<1>:d     r4.1<2;2,1>:d     r4.3<2;2,1>:d                       // $65
(W)     add (1|M0)               r32.1<2>:ud   r4.0<0;1,0>:ud    r8.1<0;1,0>:ud                      // $23
(W)     add (1|M0)               r34.0<1>:d    r4.5<0;1,0>:d     r4.6<0;1,0>:d                       // $34
(W)     mov (1|M0)               r32.0<2>:d    r3.0<0;1,0>:d                                         // $24
(W)     sel (2|M0)    (ge)f0.0   r6.5<1>:d     r5.1<2;2,1>:d     r5.3<2;2,1>:d                       // $79
(W)     sel (4|M0)    (lt)f0.0   r11.1<1>:ud   r33.0<4;4,1>:ud   r33.4<4;4,1>:ud                     // $141
        add (8|M0)               r44.0<1>:ud   r36.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $176
(W)     add (1|M0)               r40.1<2>:ud   r6.0<0;1,0>:ud    r8.1<0;1,0>:ud                      // $37
        add (8|M16)              r55.1<2>:ud   r48.0<8;8,1>:ud   r49.0<8;8,1>:ud                     // $183
(W)     mov (1|M0)               r40.0<2>:d    r5.0<0;1,0>:d                                         // $38
(W)     mov (1|M0)               r36.0<1>:d    r4.7<0;1,0>:ud                                        // $44
(W)     sends (1|M0)             null:ud  r18     r26     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $19
(W)     add (1|M0)               r38.1<2>:ud   r11.0<0;1,0>:ud   r8.1<0;1,0>:ud                      // $47
(W)     and (2|M0)               r7.5<1>:d     r6.1<2;2,1>:d     r6.3<2;2,1>:d                       // $99
(W)     mov (1|M0)               r38.0<2>:d    r10.0<0;1,0>:d                                        // $48
(W)     mov (1|M0)               r48.0<1>:d    -r4.7<0;1,0>:ud                                       // $50
(W)     sends (1|M0)             null:ud  r32     r34     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $35
(W)     or (2|M0)                r8.6<1>:d     r7.1<2;2,1>:d     r7.3<2;2,1>:d                       // $113
(W)     add (1|M0)               r18.1<2>:ud   r13.0<0;1,0>:ud   r8.1<0;1,0>:ud                      // $53
(W)     sel (1|M0)    (lt)f0.0   r26.0<1>:d    r5.5<0;1,0>:d     r5.6<0;1,0>:d                       // $66
(W)     mov (1|M0)               r18.0<2>:d    r12.0<0;1,0>:d                                        // $54
(W)     xor (2|M0)               r11.5<1>:d    r10.1<2;2,1>:d    r10.3<2;2,1>:d                      // $129
(W)     mov (1|M0)               r6.0<2>:d     r14.0<0;1,0>:d                                        // $70
(W)     sel (1|M0)    (ge)f0.0   r32.0<1>:d    r6.5<0;1,0>:d     r6.6<0;1,0>:d                       // $80
(W)     add (1|M0)               r6.1<2>:ud    r15.0<0;1,0>:ud   r8.1<0;1,0>:ud                      // $69
(W)     sel (2|M0)    (lt)f0.0   r12.5<1>:ud   r11.1<2;2,1>:ud   r11.3<2;2,1>:ud                     // $142
        addc (8|M24)             r43.0<1>:ud   r93.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $184
(W)     sends (1|M0)             null:ud  r40     r36     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $45
(W)     add (1|M0)               r34.1<2>:ud   r19.0<0;1,0>:ud   r8.1<0;1,0>:ud                      // $83
(W)     sends (1|M0)             null:ud  r38     r48     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $51
(W)     mov (1|M0)               r34.0<2>:d    r16.0<0;1,0>:d                                        // $84
(W)     and (1|M0)               r4.0<1>:d     r7.5<0;1,0>:d     r7.6<0;1,0>:d                       // $100
(W)     sends (1|M0)             null:ud  r18     r26     0x4C            0x04048BFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer min // $67
(W)     sel (2|M0)    (ge)f0.0   r13.1<1>:ud   r12.1<2;2,1>:ud   r12.3<2;2,1>:ud                     // $158
(W)     mov (1|M0)               r10.0<2>:d    r20.0<0;1,0>:d                                        // $104
(W)     or (1|M0)                r12.0<1>:d    r8.6<0;1,0>:d     r8.7<0;1,0>:d                       // $114
(W)     add (1|M0)               r10.1<2>:ud   r23.0<0;1,0>:ud   r8.1<0;1,0>:ud                      // $103
(W)     sends (1|M0)             null:ud  r6      r32     0x4C            0x04048AFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer max // $81
        add (8|M8)               r45.0<1>:ud   r37.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $179
(W)     xor (1|M0)               r14.0<1>:d    r11.5<0;1,0>:d    r11.6<0;1,0>:d                      // $130
(W)     add (1|M0)               r18.1<2>:ud   r25.0<0;1,0>:ud   r8.1<0;1,0>:ud                      // $117
(W)     sel (1|M0)    (lt)f0.0   r16.0<1>:ud   r12.5<0;1,0>:ud   r12.6<0;1,0>:ud                     // $143
(W)     mov (1|M0)               r18.0<2>:d    r24.0<0;1,0>:d                                        // $118
(W)     mov (1|M0)               r6.0<1>:uq    r8.1<0;1,0>:uq                                        // $134
        add (8|M24)              r50.0<1>:ud   r39.0<8;8,1>:ud   r8.5<0;1,0>:ud                      // $185
        mov (8|M24)              r17.0<1>:ud   acc0.0<8;8,1>:ud                                      // $184
(W)     sends (1|M0)             null:ud  r34     r4      0x4C            0x040481FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical AND // $101
(W)     add (1|M0)               r4.1<2>:ud    r2.0<0;1,0>:ud    r8.3<0;1,0>:ud                      // $148
(W)     sends (1|M0)             null:ud  r10     r12     0x4C            0x040482FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical OR // $115
        add (8|M0)               r51.1<2>:ud   r9.0<8;8,1>:ud    r44.0<8;8,1>:ud                     // $177
(W)     sel (1|M0)    (ge)f0.0   r20.0<1>:ud   r13.1<0;1,0>:ud   r13.2<0;1,0>:ud                     // $159
(W)     mov (1|M0)               r4.0<2>:d     r7.0<0;1,0>:d                                         // $149
(W)     sends (1|M0)             null:ud  r18     r14     0x4C            0x040483FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical XOR // $131
        add (8|M8)               r53.1<2>:ud   r35.0<8;8,1>:ud   r45.0<8;8,1>:ud                     // $180
        mov (8|M0)               r51.0<2>:d    r46.0<8;8,1>:d                                        // $187
        add (16|M0)              r9.0<1>:d     r21.0<8;8,1>:d    7:w                                 // $191
(W)     sends (1|M0)             null:ud  r6      r16     0x4C            0x04048DFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer min // $144
        mov (8|M8)               r53.0<2>:d    r47.0<8;8,1>:d                                        // $187
        mov (8|M16)              r55.0<2>:d    r42.0<8;8,1>:d                                        // $189
        add (8|M24)              r57.1<2>:ud   r17.0<8;8,1>:ud   r50.0<8;8,1>:ud                     // $186
        add (16|M16)             r5.0<1>:d     r30.0<8;8,1>:d    7:w                                 // $192
        mov (8|M24)              r57.0<2>:d    r43.0<8;8,1>:d                                        // $189
(W)     sends (1|M0)             null:ud  r4      r20     0x4C            0x04048CFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer max // $160
        add (16|M0)              r13.0<1>:d    r28.0<8;8,1>:d    1:w                                 // $199
        sends (8|M0)             r2:ud    r51     r9      0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $193
        add (16|M16)             r15.0<1>:d    r76.0<8;8,1>:d    1:w                                 // $200
        sends (8|M8)             r3:ud    r53     r10     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $194
        sends (8|M16)            r11:ud   r55     r5      0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $196
        shl (16|M0)              r17.0<1>:d    r13.0<8;8,1>:d    2:w                                 // $203
        sends (8|M24)            r12:ud   r57     r6      0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $197
        asr (16|M0)              r19.0<1>:d    r13.0<8;8,1>:d    31:w                                // $201
        asr (16|M16)             r23.0<1>:d    r15.0<8;8,1>:d    31:w                                // $202
        addc (8|M0)              r9.0<1>:ud    r17.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,Compacted} // $211
        shl (16|M16)             r25.0<1>:d    r15.0<8;8,1>:d    2:w                                 // $204
        shr (16|M0)              r13.0<1>:d    r13.0<8;8,1>:ud   30:w                                // $205
        shl (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    2:w                                 // $207
        mov (8|M0)               r27.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $211
        addc (8|M8)              r10.0<1>:ud   r18.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,Compacted} // $214
        shr (16|M16)             r15.0<1>:d    r15.0<8;8,1>:ud   30:w                                // $206
        shl (16|M16)             r23.0<1>:d    r23.0<8;8,1>:d    2:w                                 // $208
        or (16|M0)               r19.0<1>:d    r19.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}        // $209
        mov (8|M8)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $214
        addc (8|M16)             r32.0<1>:ud   r25.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $217
        add (16|M16)             r17.0<1>:d    r30.0<8;8,1>:d    9:w                                 // $228
        or (16|M16)              r23.0<1>:d    r23.0<8;8,1>:d    r15.0<8;8,1>:d                      // $210
        add (8|M0)               r34.0<1>:ud   r19.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $212
        add (8|M8)               r35.0<1>:ud   r20.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $215
        mov (8|M16)              r29.0<1>:ud   acc0.0<8;8,1>:ud                                      // $217
        addc (8|M24)             r33.0<1>:ud   r26.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $220
(W)     mov (8|M0)               r127.0<1>:ud  r98.0<8;8,1>:ud                  {Compacted}          // $233
        add (8|M16)              r36.0<1>:ud   r23.0<8;8,1>:ud   r8.5<0;1,0>:ud                      // $218
        add (8|M24)              r37.0<1>:ud   r24.0<8;8,1>:ud   r8.5<0;1,0>:ud                      // $221
        add (8|M0)               r13.1<2>:ud   r27.0<8;8,1>:ud   r34.0<8;8,1>:ud                     // $213
        add (8|M8)               r15.1<2>:ud   r28.0<8;8,1>:ud   r35.0<8;8,1>:ud                     // $216
        mov (8|M0)               r13.0<2>:d    r9.0<8;8,1>:d                                         // $223
        mov (8|M8)               r15.0<2>:d    r10.0<8;8,1>:d                                        // $223
        add (8|M16)              r38.1<2>:ud   r29.0<8;8,1>:ud   r36.0<8;8,1>:ud                     // $219
        mov (8|M16)              r38.0<2>:d    r32.0<8;8,1>:d                                        // $225
        mov (16|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud                   {Compacted}          // $195
        mov (8|M24)              r2.0<1>:ud    acc0.0<8;8,1>:ud                                      // $220
        mov (8|M24)              r3.0<1>:d     r18.0<8;8,1>:d                                        // $232
        mov (16|M16)             r6.0<1>:ud    r11.0<8;8,1>:ud                                       // $198
        add (16|M0)              r11.0<1>:d    r21.0<8;8,1>:d    9:w                                 // $227
        mov (8|M0)               r19.0<1>:d    r4.0<8;8,1>:d                    {Compacted}          // $229
        mov (8|M8)               r23.0<1>:d    r5.0<8;8,1>:d                    {Compacted}          // $230
        mov (8|M16)              r22.0<1>:d    r17.0<8;8,1>:d                                        // $231
        add (8|M24)              r40.1<2>:ud   r2.0<8;8,1>:ud    r37.0<8;8,1>:ud                     // $222
        mov (8|M16)              r21.0<1>:d    r6.0<8;8,1>:d                                         // $231
        mov (8|M0)               r20.0<1>:d    r11.0<8;8,1>:d                   {Compacted}          // $229
        mov (8|M8)               r24.0<1>:d    r12.0<8;8,1>:d                   {Compacted}          // $230
        mov (8|M24)              r40.0<2>:d    r33.0<8;8,1>:d                                        // $225
        mov (8|M24)              r2.0<1>:d     r7.0<8;8,1>:d                                         // $232
        sends (8|M0)             null:ud  r13     r19     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $229
        sends (8|M8)             null:ud  r15     r23     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $230
        sends (8|M16)            null:ud  r38     r21     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $231
        sends (8|M24)            null:ud  r40     r2      0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $232
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $233
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
