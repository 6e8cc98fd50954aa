//.kernel atomic_global
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 253
//.RA type	LOCAL_FIRST_FIT_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r99.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r99.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r99.0)
//.declare V0039 (47)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0050 (58)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r2.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0059 (67)  rf=r size=8 type=uq align=16 words (r28.0)
//.declare V0060 (68)  rf=r size=8 type=ud alias=V0059+0 align=16 words (r28.0)
//.declare V0061 (69)  rf=r size=8 type=ud alias=V0034+0 align=4 words (r8.0)
//.declare V0062 (70)  rf=r size=4 type=d align=16 words (r32.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0066 (74)  rf=r size=32 type=d align=16 words (r37.0)
//.declare V0067 (75)  rf=r size=16 type=d align=2 words (r4.1)
//.declare V0068 (76)  rf=r size=8 type=d align=2 words (r5.5)
//.declare V0071 (79)  rf=r size=8 type=d alias=V0034+0 align=4 words (r8.0)
//.declare V0072 (80)  rf=r size=4 type=d align=16 words (r4.0)
//.declare V0074 (82)  rf=r size=4 type=ud alias=V0072+0 align=2 words (r4.0)
//.declare V0078 (86)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0079 (87)  rf=r size=8 type=uq align=16 words (r38.0)
//.declare V0080 (88)  rf=r size=8 type=ud alias=V0079+0 align=16 words (r38.0)
//.declare V0081 (89)  rf=r size=8 type=d alias=V0079+0 align=16 words (r38.0)
//.declare V0084 (92)  rf=r size=4 type=d align=16 words (r58.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0087 (95)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0088 (96)  rf=r size=32 type=d align=16 words (r38.0)
//.declare V0089 (97)  rf=r size=16 type=d align=2 words (r5.1)
//.declare V0090 (98)  rf=r size=8 type=d align=2 words (r6.5)
//.declare V0091 (99)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0093 (101)  rf=r size=4 type=ud alias=V0091+0 align=2 words (r6.0)
//.declare V0095 (103)  rf=r size=4 type=ud align=16 words (r10.0)
//.declare V0096 (104)  rf=r size=8 type=uq align=16 words (r60.0)
//.declare V0097 (105)  rf=r size=8 type=ud alias=V0096+0 align=16 words (r60.0)
//.declare V0098 (106)  rf=r size=8 type=d alias=V0096+0 align=16 words (r60.0)
//.declare P01 (109)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0101 (110)  rf=r size=2 type=uw align=1 words (r100.0)
//.declare V0103 (112)  rf=r size=4 type=ud align=2 words (r6.7)
//.declare V0104 (113)  rf=r size=4 type=d align=16 words (r36.0)
//.declare V0105 (114)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0107 (116)  rf=r size=4 type=ud alias=V0105+0 align=2 words (r11.0)
//.declare V0109 (118)  rf=r size=4 type=ud align=16 words (r12.0)
//.declare V0110 (119)  rf=r size=8 type=uq align=16 words (r26.0)
//.declare V0111 (120)  rf=r size=8 type=ud alias=V0110+0 align=16 words (r26.0)
//.declare V0112 (121)  rf=r size=8 type=d alias=V0110+0 align=16 words (r26.0)
//.declare V0115 (124)  rf=r size=4 type=d align=16 words (r62.0)
//.declare V0116 (125)  rf=r size=4 type=d align=16 words (r13.0)
//.declare V0118 (127)  rf=r size=4 type=ud alias=V0116+0 align=2 words (r13.0)
//.declare V0120 (129)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0121 (130)  rf=r size=8 type=uq align=16 words (r28.0)
//.declare V0122 (131)  rf=r size=8 type=ud alias=V0121+0 align=16 words (r28.0)
//.declare V0123 (132)  rf=r size=8 type=d alias=V0121+0 align=16 words (r28.0)
//.declare V0124 (133)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0125 (134)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0128 (137)  rf=r size=4 type=d align=16 words (r4.0)
//.declare V0129 (138)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0130 (139)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0131 (140)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0132 (141)  rf=r size=32 type=d align=16 words (r28.0)
//.declare V0133 (142)  rf=r size=16 type=d align=2 words (r6.1)
//.declare V0134 (143)  rf=r size=8 type=d align=2 words (r7.5)
//.declare V0135 (144)  rf=r size=4 type=d align=16 words (r15.0)
//.declare V0137 (146)  rf=r size=4 type=ud alias=V0135+0 align=2 words (r15.0)
//.declare V0139 (148)  rf=r size=4 type=ud align=16 words (r16.0)
//.declare V0140 (149)  rf=r size=8 type=uq align=16 words (r10.0)
//.declare V0141 (150)  rf=r size=8 type=ud alias=V0140+0 align=16 words (r10.0)
//.declare V0142 (151)  rf=r size=8 type=d alias=V0140+0 align=16 words (r10.0)
//.declare V0145 (154)  rf=r size=4 type=d align=16 words (r32.0)
//.declare V0146 (155)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0147 (156)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0148 (157)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0149 (158)  rf=r size=32 type=d align=16 words (r29.0)
//.declare V0150 (159)  rf=r size=16 type=d align=2 words (r7.1)
//.declare V0151 (160)  rf=r size=8 type=d align=2 words (r8.6)
//.declare V0152 (161)  rf=r size=4 type=d align=16 words (r17.0)
//.declare V0154 (163)  rf=r size=4 type=ud alias=V0152+0 align=2 words (r17.0)
//.declare V0156 (165)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0157 (166)  rf=r size=8 type=uq align=16 words (r12.0)
//.declare V0158 (167)  rf=r size=8 type=ud alias=V0157+0 align=16 words (r12.0)
//.declare V0159 (168)  rf=r size=8 type=d alias=V0157+0 align=16 words (r12.0)
//.declare V0160 (169)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0161 (170)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0162 (171)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0163 (172)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0168 (177)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0169 (178)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0170 (179)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0171 (180)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0172 (181)  rf=r size=32 type=d align=16 words (r18.0)
//.declare V0173 (182)  rf=r size=16 type=d align=2 words (r9.1)
//.declare V0174 (183)  rf=r size=8 type=d align=2 words (r10.5)
//.declare V0175 (184)  rf=r size=4 type=d align=16 words (r20.0)
//.declare V0177 (186)  rf=r size=4 type=ud alias=V0175+0 align=2 words (r20.0)
//.declare V0179 (188)  rf=r size=4 type=ud align=16 words (r23.0)
//.declare V0180 (189)  rf=r size=8 type=uq align=16 words (r26.0)
//.declare V0181 (190)  rf=r size=8 type=ud alias=V0180+0 align=16 words (r26.0)
//.declare V0182 (191)  rf=r size=8 type=d alias=V0180+0 align=16 words (r26.0)
//.declare V0185 (194)  rf=r size=4 type=d align=16 words (r14.0)
//.declare V0186 (195)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0187 (196)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0188 (197)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0189 (198)  rf=r size=32 type=d align=16 words (r19.0)
//.declare V0190 (199)  rf=r size=16 type=d align=2 words (r10.1)
//.declare V0191 (200)  rf=r size=8 type=d align=2 words (r11.5)
//.declare V0192 (201)  rf=r size=4 type=d align=16 words (r24.0)
//.declare V0194 (203)  rf=r size=4 type=ud alias=V0192+0 align=2 words (r24.0)
//.declare V0196 (205)  rf=r size=4 type=ud align=16 words (r27.0)
//.declare V0197 (206)  rf=r size=8 type=uq align=16 words (r4.0)
//.declare V0198 (207)  rf=r size=8 type=ud alias=V0197+0 align=16 words (r4.0)
//.declare V0199 (208)  rf=r size=8 type=d alias=V0197+0 align=16 words (r4.0)
//.declare V0204 (213)  rf=r size=4 type=d align=16 words (r16.0)
//.declare V0205 (214)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0206 (215)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0207 (216)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0208 (217)  rf=r size=32 type=d align=16 words (r32.0)
//.declare V0209 (218)  rf=r size=16 type=d align=2 words (r11.1)
//.declare V0210 (219)  rf=r size=8 type=d align=2 words (r12.5)
//.declare V0211 (220)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0212 (221)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0215 (224)  rf=r size=8 type=uq align=16 words (r28.0)
//.declare V0216 (225)  rf=r size=8 type=ud alias=V0215+0 align=16 words (r28.0)
//.declare V0217 (226)  rf=r size=8 type=ud alias=V0035+0 align=4 words (r8.2)
//.declare V0218 (227)  rf=r size=4 type=ud align=16 words (r32.0)
//.declare V0219 (228)  rf=r size=64 type=ud align=16 words (r70.0)
//.declare V0220 (229)  rf=r size=64 type=d alias=V0219+0 align=16 words (r70.0)
//.declare V0221 (230)  rf=r size=64 type=ud align=16 words (r72.0)
//.declare V0222 (231)  rf=r size=64 type=d alias=V0221+0 align=16 words (r72.0)
//.declare V0223 (232)  rf=r size=64 type=ud align=16 words (r91.0)
//.declare V0224 (233)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare V0225 (234)  rf=r size=16 type=ud align=2 words (r12.1)
//.declare V0226 (235)  rf=r size=8 type=ud align=2 words (r13.5)
//.declare V0229 (238)  rf=r size=8 type=d alias=V0035+0 align=4 words (r8.2)
//.declare V0230 (239)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0232 (241)  rf=r size=4 type=ud alias=V0230+0 align=2 words (r7.0)
//.declare V0236 (245)  rf=r size=4 type=ud align=16 words (r78.0)
//.declare V0237 (246)  rf=r size=8 type=uq align=16 words (r10.0)
//.declare V0238 (247)  rf=r size=8 type=ud alias=V0237+0 align=16 words (r10.0)
//.declare V0239 (248)  rf=r size=8 type=d alias=V0237+0 align=16 words (r10.0)
//.declare V0242 (251)  rf=r size=4 type=ud align=16 words (r6.0)
//.declare V0243 (252)  rf=r size=64 type=ud align=16 words (r74.0)
//.declare V0244 (253)  rf=r size=64 type=d alias=V0243+0 align=16 words (r74.0)
//.declare V0245 (254)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare V0246 (255)  rf=r size=64 type=d alias=V0245+0 align=16 words (r18.0)
//.declare V0247 (256)  rf=r size=64 type=ud align=16 words (r66.0)
//.declare V0248 (257)  rf=r size=32 type=ud align=16 words (r39.0)
//.declare V0249 (258)  rf=r size=16 type=ud align=2 words (r13.1)
//.declare V0250 (259)  rf=r size=8 type=ud align=2 words (r14.1)
//.declare V0251 (260)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0252 (261)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0253 (262)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0254 (263)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0257 (266)  rf=r size=8 type=d alias=V0036+0 align=4 words (r8.4)
//.declare V0258 (267)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0259 (268)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0260 (269)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0261 (270)  rf=r size=64 type=d align=16 words (r95.0)
//.declare V0262 (271)  rf=r size=64 type=ud alias=V0251+0 align=16 words (r2.0)
//.declare V0263 (272)  rf=r size=64 type=ud alias=V0252+0 align=16 words (r34.0)
//.declare V0264 (273)  rf=r size=64 type=d align=16 words (r97.0)
//.declare V0265 (274)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0266 (275)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0267 (276)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0268 (277)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0269 (278)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0270 (279)  rf=r size=64 type=ud alias=V0266+0 align=16 words (r42.0)
//.declare V0271 (280)  rf=r size=64 type=ud alias=V0267+0 align=16 words (r44.0)
//.declare V0272 (281)  rf=r size=64 type=ud alias=V0268+0 align=16 words (r46.0)
//.declare V0273 (282)  rf=r size=64 type=ud alias=V0269+0 align=16 words (r48.0)
//.declare V0274 (283)  rf=r size=64 type=ud alias=V0258+0 align=16 words (r76.0)
//.declare V0275 (284)  rf=r size=64 type=ud alias=V0259+0 align=16 words (r68.0)
//.declare V0276 (285)  rf=r size=64 type=ud alias=V0264+0 align=16 words (r97.0)
//.declare V0277 (286)  rf=r size=64 type=ud alias=V0265+0 align=16 words (r25.0)
//.declare V0280 (289)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare V0281 (290)  rf=r size=32 type=ud align=16 words (r40.0)
//.declare V0282 (291)  rf=r size=32 type=ud align=16 words (r41.0)
//.declare V0283 (292)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0284 (293)  rf=r size=128 type=uq align=16 words (r50.0)
//.declare V0285 (294)  rf=r size=128 type=uq align=16 words (r54.0)
//.declare V0286 (295)  rf=r size=128 type=ud alias=V0284+0 align=16 words (r50.0)
//.declare V0287 (296)  rf=r size=128 type=ud alias=V0285+0 align=16 words (r54.0)
//.declare V0288 (297)  rf=r size=128 type=d alias=V0284+0 align=16 words (r50.0)
//.declare V0289 (298)  rf=r size=128 type=d alias=V0285+0 align=16 words (r54.0)
//.declare V0290 (299)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0291 (300)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0292 (301)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0293 (302)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0294 (303)  rf=r size=64 type=ud align=16 words (r15.0)
//.declare V0295 (304)  rf=r size=64 type=ud alias=V0292+0 align=16 words (r4.0)
//.declare V0296 (305)  rf=r size=64 type=ud alias=V0293+0 align=16 words (r2.0)
//.declare V0297 (306)  rf=r size=64 type=ud align=16 words (r13.0)
//.declare V0298 (307)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0299 (308)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0300 (309)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0301 (310)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0302 (311)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0303 (312)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0304 (313)  rf=r size=64 type=ud alias=V0298+0 align=16 words (r6.0)
//.declare V0305 (314)  rf=r size=64 type=ud alias=V0299+0 align=16 words (r9.0)
//.declare V0306 (315)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0307 (316)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0308 (317)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0309 (318)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0310 (319)  rf=r size=64 type=ud alias=V0306+0 align=16 words (r11.0)
//.declare V0311 (320)  rf=r size=64 type=ud alias=V0307+0 align=16 words (r32.0)
//.declare V0312 (321)  rf=r size=64 type=ud alias=V0308+0 align=16 words (r34.0)
//.declare V0313 (322)  rf=r size=64 type=ud alias=V0309+0 align=16 words (r36.0)
//.declare V0314 (323)  rf=r size=64 type=ud alias=V0302+0 align=16 words (r17.0)
//.declare V0315 (324)  rf=r size=64 type=ud alias=V0303+0 align=16 words (r25.0)
//.declare V0316 (325)  rf=r size=64 type=ud alias=V0300+0 align=16 words (r19.0)
//.declare V0317 (326)  rf=r size=64 type=ud alias=V0301+0 align=16 words (r23.0)
//.declare V0318 (327)  rf=r size=32 type=ud align=16 words (r27.0)
//.declare V0319 (328)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare V0320 (329)  rf=r size=32 type=ud align=16 words (r29.0)
//.declare V0321 (330)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0322 (331)  rf=r size=128 type=uq align=16 words (r38.0)
//.declare V0323 (332)  rf=r size=128 type=uq align=16 words (r42.0)
//.declare V0324 (333)  rf=r size=128 type=ud alias=V0322+0 align=16 words (r38.0)
//.declare V0325 (334)  rf=r size=128 type=ud alias=V0323+0 align=16 words (r42.0)
//.declare V0326 (335)  rf=r size=128 type=d alias=V0322+0 align=16 words (r38.0)
//.declare V0327 (336)  rf=r size=128 type=d alias=V0323+0 align=16 words (r42.0)
//.declare V0328 (337)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0329 (338)  rf=r size=64 type=d align=16 words (r13.0)
//.declare  (341)  rf=r size=64 type=ud align=16 words (r15.0)
//.declare  (342)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare  (343)  rf=r size=64 type=ud align=16 words (r17.0)
//.declare  (344)  rf=r size=64 type=ud align=16 words (r19.0)
//.declare  (345)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (346)  rf=r size=2 type=w align=1 words (r4.2)
//.declare  (348)  rf=r size=64 type=f align=16 words (r38.0)
//.declare  (349)  rf=r size=64 type=f align=16 words (r60.0)
//.declare  (350)  rf=r size=64 type=f align=16 words (r26.0)
//.declare  (351)  rf=r size=64 type=f align=16 words (r28.0)
//.declare  (352)  rf=r size=64 type=f align=16 words (r50.0)
//.declare  (353)  rf=r size=64 type=f align=16 words (r38.0)
//.declare  (354)  rf=r size=64 type=f align=16 words (r40.0)

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
(W)     mov (8|M0)               r99.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r99.2<0;1,0>:uw                     // $2
(W)     mov (16|M0)              r28.0<1>:f    0x0:f                                                 //  (0x00000000:f); $122
(W)     mov (16|M0)              r36.0<1>:f    0x0:f                                                 //  (0x00000000:f); $10
(W)     mov (1|M0)               r4.2<1>:hf    0x1:hf                                                // $88
(W)     mov (16|M16)             r32.0<1>:f    0x0:f                                                 //  (0x00000000:f); $124
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r99.1<0;1,0>:d   {Compacted}        // $5
(W)     addc (1|M0)              r4.0<1>:ud    r8.0<0;1,0>:ud    0x4:ud              {AccWrEn,Compacted} // $22
(W)     mov (16|M0)              r38.0<1>:f    0x0:f                                                 //  (0x00000000:f); $26
(W)     mov (16|M16)             r40.0<1>:f    0x0:f                                                 //  (0x00000000:f); $28
        add (16|M0)              r18.0<1>:d    r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
(W)     mov (1|M0)               r5.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $22
(W)     addc (1|M0)              r6.0<1>:ud    r8.0<0;1,0>:ud    0x8:ud              {AccWrEn,Compacted} // $36
        add (16|M16)             r25.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
(W)     mov (16|M16)             r48.0<1>:f    0x7FFFFFFF:f                                          //  (0x7fffffff:f); $60
        add (16|M0)              r21.0<1>:d    r18.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $7
(W)     mov (1|M0)               r10.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $36
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    0xC:ud              {AccWrEn,Compacted} // $46
        add (16|M16)             r30.0<1>:d    r25.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
(W)     mov (16|M16)             r25.0<1>:f    0x0:f                                                 //  (0x00000000:f); $12
        and (16|M0)              r18.0<1>:d    r21.0<8;8,1>:d    31:w                                // $86
(W)     mov (1|M0)               r12.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $46
(W)     addc (1|M0)              r13.0<1>:ud   r8.0<0;1,0>:ud    0x10:ud              {AccWrEn,Compacted} // $52
        add (16|M16)             r44.0<1>:d    r30.0<8;8,1>:d    -100:w                              // $57
        mov (16|M0)              r36.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $11
        and (16|M16)             r34.0<1>:d    r30.0<8;8,1>:d    31:w                                // $87
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $52
(W)     addc (1|M0)              r15.0<1>:ud   r8.0<0;1,0>:ud    0x14:ud              {AccWrEn,Compacted} // $68
        mov (16|M16)             r25.0<1>:f    r30.0<8;8,1>:f                                        // $13
        add (16|M0)              r42.0<1>:d    r21.0<8;8,1>:d    -100:w                              // $56
(W)     mov (16|M16)             r52.0<1>:f    0x80000000:f                                          //  (0x80000000:f); $74
(W)     mov (1|M0)               r16.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $68
(W)     addc (1|M0)              r17.0<1>:ud   r8.0<0;1,0>:ud    0x18:ud              {AccWrEn,Compacted} // $82
        shl (16|M0)              r2.0<1>:d     r21.0<8;8,1>:d    1:w                                 // $161
        mov (16|M0)              r38.0<1>:d    -r21.0<8;8,1>:d                  {Compacted}          // $27
        mov (16|M16)             r40.0<1>:d    -r30.0<8;8,1>:d                                       // $29
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $82
(W)     addc (1|M0)              r20.0<1>:ud   r8.0<0;1,0>:ud    0x1C:ud              {AccWrEn,Compacted} // $102
        mov (16|M16)             r48.0<1>:f    r44.0<8;8,1>:f                                        // $61
        mov (16|M16)             r52.0<1>:f    r44.0<8;8,1>:f                                        // $75
(W)     mov (16|M0)              r46.0<1>:f    0x7FFFFFFF:f                                          //  (0x7fffffff:f); $58
(W)     mov (1|M0)               r23.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $102
(W)     addc (1|M0)              r24.0<1>:ud   r8.0<0;1,0>:ud    0x20:ud              {AccWrEn,Compacted} // $116
        shl (16|M0)              r54.0<1>:d    r4.2<0;1,0>:w     r18.0<8;8,1>:d                      // $88
        shl (16|M16)             r56.0<1>:d    r4.2<0;1,0>:w     r34.0<8;8,1>:d                      // $89
(W)     add (16|M0)              r44.0<1>:d    r36.0<8;8,1>:d    r25.0<8;8,1>:d   {Compacted}        // $14
(W)     mov (1|M0)               r27.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $116
(W)     mul (8|M0)               acc0.0<1>:d   r21.0<8;8,1>:d    0x101:uw                            // $120
        mov (16|M0)              r46.0<1>:f    r42.0<8;8,1>:f                   {Compacted}          // $59
(W)     mov (16|M0)              r50.0<1>:f    0x80000000:f                                          //  (0x80000000:f); $72
(W)     mov (16|M0)              r58.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $92
        mach (8|M0)              r28.0<1>:d    r21.0<8;8,1>:d    16843009:d                          // $120
(W)     mul (8|M8)               acc0.0<1>:d   r22.0<8;8,1>:d    0x101:uw                            // $120
(W)     mov (16|M16)             r60.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $94
        mul (16|M0)              r66.0<1>:d    r21.0<8;8,1>:d    3:w                                 // $132
        mul (16|M16)             r68.0<1>:d    r30.0<8;8,1>:d    3:w                                 // $133
        mach (8|M8)              r29.0<1>:d    r22.0<8;8,1>:d    16843009:d                          // $124
(W)     mul (8|M16)              acc0.0<1>:d   r30.0<8;8,1>:d    0x101:uw                            // $121
        asr (16|M0)              r79.0<1>:d    r2.0<8;8,1>:d     31:w                                // $163
(W)     add (16|M0)              r83.0<1>:d    r38.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}        // $30
(W)     mov (16|M0)              r62.0<1>:f    0x0:f                                                 //  (0x00000000:f); $106
        mach (8|M16)             r32.0<1>:d    r30.0<8;8,1>:d    16843009:d                          // $121
(W)     mul (8|M24)              acc0.0<1>:d   r31.0<8;8,1>:d    0x101:uw                            // $121
(W)     mov (16|M16)             r64.0<1>:f    0x0:f                                                 //  (0x00000000:f); $108
        shl (16|M16)             r34.0<1>:d    r30.0<8;8,1>:d    1:w                                 // $162
        mov (16|M0)              r50.0<1>:f    r42.0<8;8,1>:f                   {Compacted}          // $73
        mach (8|M24)             r33.0<1>:d    r31.0<8;8,1>:d    16843009:d                          // $126
(W)     add (8|M0)               r37.0<1>:d    r44.0<8;8,1>:d    r45.0<8;8,1>:d   {Compacted}        // $15
        not (16|M0)              r58.0<1>:d    r54.0<8;8,1>:d                   {Compacted}          // $90
        not (16|M16)             r60.0<1>:d    r56.0<8;8,1>:d                                        // $91
(W)     sel (16|M0)   (lt)f0.0   r85.0<1>:d    r46.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}        // $62
        mov (16|M0)              r62.0<1>:f    r54.0<8;8,1>:f                   {Compacted}          // $107
        mov (16|M16)             r64.0<1>:f    r56.0<8;8,1>:f                                        // $109
(W)     addc (1|M0)              r7.0<1>:ud    r8.2<0;1,0>:ud    0x4:ud              {AccWrEn,Compacted} // $147
        shl (16|M0)              r76.0<1>:d    r2.0<8;8,1>:d     2:w                                 // $167
(W)     mov (16|M0)              r74.0<1>:f    0x0:f                                                 //  (0x00000000:f); $151
(W)     mov (16|M16)             r18.0<1>:f    0x0:f                                                 //  (0x00000000:f); $153
(W)     mov (16|M0)              r70.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $135
(W)     mov (16|M16)             r72.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $137
        shr (16|M0)              r93.0<1>:d    r2.0<8;8,1>:ud    30:w                                // $169
        shl (16|M0)              r97.0<1>:d    r79.0<8;8,1>:d    2:w                                 // $171
(W)     add (8|M0)               r38.0<1>:d    r83.0<8;8,1>:d    r84.0<8;8,1>:d   {Compacted}        // $31
        mov (16|M0)              r74.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $152
        mov (16|M16)             r18.0<1>:f    r68.0<8;8,1>:f                                        // $154
        asr (16|M16)             r81.0<1>:d    r34.0<8;8,1>:d    31:w                                // $164
(W)     xor (16|M0)              r89.0<1>:d    r28.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $126
(W)     sel (16|M0)   (ge)f0.0   r54.0<1>:d    r50.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}        // $76
        mov (16|M0)              r70.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $136
        mov (16|M16)             r72.0<1>:f    r68.0<8;8,1>:f                                        // $138
(W)     add (4|M0)               r4.1<1>:d     r37.0<4;4,1>:d    r37.4<4;4,1>:d                      // $16
(W)     and (16|M0)              r56.0<1>:d    r58.0<8;8,1>:d    r60.0<8;8,1>:d   {Compacted}        // $96
(W)     or (16|M0)               r87.0<1>:d    r62.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted}        // $110
(W)     mov (1|M0)               r78.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $147
(W)     sel (8|M0)    (lt)f0.0   r28.0<1>:d    r85.0<8;8,1>:d    r86.0<8;8,1>:d   {Compacted}        // $63
        addc (8|M0)              r42.0<1>:ud   r76.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,Compacted} // $175
(W)     mov (1|M0)               f0.0<1>:ud    0x0:uw                                                // $40
        or (16|M0)               r97.0<1>:d    r97.0<8;8,1>:d    r93.0<8;8,1>:d   {Compacted}        // $173
(W)     add (4|M0)               r5.1<1>:d     r38.0<4;4,1>:d    r38.4<4;4,1>:d                      // $32
(W)     sel (16|M0)   (ge)f0.0   r66.0<1>:ud   r74.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted}        // $155
        shr (16|M16)             r95.0<1>:d    r34.0<8;8,1>:ud   30:w                                // $170
        shl (16|M16)             r25.0<1>:d    r81.0<8;8,1>:d    2:w                                 // $172
(W)     xor (8|M0)               r32.0<1>:d    r89.0<8;8,1>:d    r90.0<8;8,1>:d   {Compacted}        // $127
(W)     sel (8|M0)    (ge)f0.0   r29.0<1>:d    r54.0<8;8,1>:d    r55.0<8;8,1>:d   {Compacted}        // $77
(W)     sel (16|M0)   (lt)f0.0   r91.0<1>:ud   r70.0<8;8,1>:ud   r72.0<8;8,1>:ud  {Compacted}        // $139
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r100.0<0;1,0>:uw  r100.0<0;1,0>:uw                    // $41
(W)     add (2|M0)               r5.5<1>:d     r4.1<2;2,1>:d     r4.3<2;2,1>:d                       // $17
(W)     and (8|M0)               r18.0<1>:d    r56.0<8;8,1>:d    r57.0<8;8,1>:d   {Compacted}        // $97
(W)     sel (4|M0)    (lt)f0.0   r6.1<1>:d     r28.0<4;4,1>:d    r28.4<4;4,1>:d                      // $64
(W)     or (8|M0)                r19.0<1>:d    r87.0<8;8,1>:d    r88.0<8;8,1>:d   {Compacted}        // $111
        mov (8|M0)               r36.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $175
        addc (8|M8)              r43.0<1>:ud   r77.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,Compacted} // $178
        shl (16|M16)             r68.0<1>:d    r34.0<8;8,1>:d    2:w                                 // $168
        add (8|M0)               r46.0<1>:ud   r97.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $176
(W)     add (2|M0)               r6.5<1>:d     r5.1<2;2,1>:d     r5.3<2;2,1>:d                       // $33
        or (16|M16)              r25.0<1>:d    r25.0<8;8,1>:d    r95.0<8;8,1>:d                      // $174
(W)     xor (4|M0)               r11.1<1>:d    r32.0<4;4,1>:d    r32.4<4;4,1>:d                      // $128
(W)     sel (4|M0)    (ge)f0.0   r7.1<1>:d     r29.0<4;4,1>:d    r29.4<4;4,1>:d                      // $78
(W)     sel (8|M0)    (lt)f0.0   r33.0<1>:ud   r91.0<8;8,1>:ud   r92.0<8;8,1>:ud  {Compacted}        // $140
(W)     cbit (1|M0)              r6.7<1>:ud    f0.0<0;1,0>:ud                                        // $43
(W)     mov (2|M0)               r28.0<1>:f    r8.0<2;2,1>:f                                         // $9
(W)     and (4|M0)               r9.1<1>:d     r18.0<4;4,1>:d    r18.4<4;4,1>:d                      // $98
(W)     add (1|M0)               r32.0<1>:d    r5.5<0;1,0>:d     r5.6<0;1,0>:d                       // $18
(W)     sel (2|M0)    (lt)f0.0   r7.5<1>:d     r6.1<2;2,1>:d     r6.3<2;2,1>:d                       // $65
(W)     or (4|M0)                r10.1<1>:d    r19.0<4;4,1>:d    r19.4<4;4,1>:d                      // $112
(W)     sel (8|M0)    (ge)f0.0   r39.0<1>:ud   r66.0<8;8,1>:ud   r67.0<8;8,1>:ud  {Compacted}        // $156
        mov (8|M8)               r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $178
        addc (8|M16)             r44.0<1>:ud   r68.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $181
(W)     add (1|M0)               r38.1<2>:ud   r5.0<0;1,0>:ud    r8.1<0;1,0>:ud                      // $23
        add (8|M0)               r50.1<2>:ud   r36.0<8;8,1>:ud   r46.0<8;8,1>:ud                     // $177
(W)     mov (1|M0)               r38.0<2>:f    r4.0<0;1,0>:f                                         // $24
(W)     add (1|M0)               r58.0<1>:d    r6.5<0;1,0>:d     r6.6<0;1,0>:d                       // $34
(W)     add (1|M0)               r60.1<2>:ud   r10.0<0;1,0>:ud   r8.1<0;1,0>:ud                      // $37
        add (8|M24)              r49.0<1>:ud   r26.0<8;8,1>:ud   r8.5<0;1,0>:ud                      // $185
(W)     mov (1|M0)               r60.0<2>:f    r6.0<0;1,0>:f                                         // $38
(W)     sel (2|M0)    (ge)f0.0   r8.6<1>:d     r7.1<2;2,1>:d     r7.3<2;2,1>:d                       // $79
(W)     sel (4|M0)    (lt)f0.0   r12.1<1>:ud   r33.0<4;4,1>:ud   r33.4<4;4,1>:ud                     // $141
(W)     mov (1|M0)               r36.0<1>:f    r6.7<0;1,0>:f                                         // $44
(W)     sends (1|M0)             null:ud  r28     r32     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $19
(W)     mov (1|M0)               r62.0<1>:d    -r6.7<0;1,0>:ud                                       // $50
(W)     and (2|M0)               r10.5<1>:d    r9.1<2;2,1>:d     r9.3<2;2,1>:d                       // $99
(W)     add (1|M0)               r26.1<2>:ud   r12.0<0;1,0>:ud   r8.1<0;1,0>:ud                      // $47
(W)     or (2|M0)                r11.5<1>:d    r10.1<2;2,1>:d    r10.3<2;2,1>:d                      // $113
(W)     mov (1|M0)               r26.0<2>:f    r11.0<0;1,0>:f                                        // $48
(W)     sel (1|M0)    (lt)f0.0   r4.0<1>:d     r7.5<0;1,0>:d     r7.6<0;1,0>:d                       // $66
(W)     add (1|M0)               r28.1<2>:ud   r14.0<0;1,0>:ud   r8.1<0;1,0>:ud                      // $53
(W)     xor (2|M0)               r12.5<1>:d    r11.1<2;2,1>:d    r11.3<2;2,1>:d                      // $129
(W)     mov (1|M0)               r28.0<2>:f    r13.0<0;1,0>:f                                        // $54
(W)     sel (4|M0)    (ge)f0.0   r13.1<1>:ud   r39.0<4;4,1>:ud   r39.4<4;4,1>:ud                     // $157
        mov (8|M16)              r41.0<1>:ud   acc0.0<8;8,1>:ud                                      // $181
(W)     sends (1|M0)             null:ud  r38     r58     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $35
        addc (8|M24)             r45.0<1>:ud   r69.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $184
(W)     sends (1|M0)             null:ud  r60     r36     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $45
(W)     mov (1|M0)               r10.0<2>:f    r15.0<0;1,0>:f                                        // $70
(W)     sel (1|M0)    (ge)f0.0   r32.0<1>:d    r8.6<0;1,0>:d     r8.7<0;1,0>:d                       // $80
(W)     sel (2|M0)    (lt)f0.0   r13.5<1>:ud   r12.1<2;2,1>:ud   r12.3<2;2,1>:ud                     // $142
(W)     add (1|M0)               r10.1<2>:ud   r16.0<0;1,0>:ud   r8.1<0;1,0>:ud                      // $69
(W)     sends (1|M0)             null:ud  r26     r62     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $51
(W)     mov (1|M0)               r12.0<2>:f    r17.0<0;1,0>:f                                        // $84
(W)     and (1|M0)               r6.0<1>:d     r10.5<0;1,0>:d    r10.6<0;1,0>:d                      // $100
(W)     add (1|M0)               r12.1<2>:ud   r9.0<0;1,0>:ud    r8.1<0;1,0>:ud                      // $83
(W)     mov (8|M0)               r38.0<1>:f    r38.0<8;8,1>:f                   {Compacted}          // $67
(W)     sends (1|M0)             null:ud  r28     r4      0x4C            0x04048BFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer min // $67
(W)     or (1|M0)                r14.0<1>:d    r11.5<0;1,0>:d    r11.6<0;1,0>:d                      // $114
(W)     add (1|M0)               r26.1<2>:ud   r23.0<0;1,0>:ud   r8.1<0;1,0>:ud                      // $103
(W)     add (1|M0)               r4.1<2>:ud    r27.0<0;1,0>:ud   r8.1<0;1,0>:ud                      // $117
(W)     mov (1|M0)               r26.0<2>:f    r20.0<0;1,0>:f                                        // $104
(W)     sel (2|M0)    (ge)f0.0   r14.1<1>:ud   r13.1<2;2,1>:ud   r13.3<2;2,1>:ud                     // $158
(W)     xor (1|M0)               r16.0<1>:d    r12.5<0;1,0>:d    r12.6<0;1,0>:d                      // $130
(W)     mov (1|M0)               r4.0<2>:f     r24.0<0;1,0>:f                                        // $118
        add (8|M8)               r47.0<1>:ud   r98.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $179
        add (8|M16)              r48.0<1>:ud   r25.0<8;8,1>:ud   r8.5<0;1,0>:ud                      // $182
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                                      // $184
(W)     sends (1|M0)             null:ud  r10     r32     0x4C            0x04048AFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer max // $81
(W)     mov (2|M0)               r28.0<1>:f    r8.2<2;2,1>:f                                         // $134
(W)     sends (1|M0)             null:ud  r12     r6      0x4C            0x040481FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical AND // $101
(W)     sel (1|M0)    (lt)f0.0   r32.0<1>:ud   r13.5<0;1,0>:ud   r13.6<0;1,0>:ud                     // $143
(W)     sends (1|M0)             null:ud  r26     r14     0x4C            0x040482FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical OR // $115
(W)     add (1|M0)               r10.1<2>:ud   r78.0<0;1,0>:ud   r8.3<0;1,0>:ud                      // $148
(W)     mov (8|M0)               r60.0<1>:f    r60.0<8;8,1>:f                   {Compacted}          // $131
(W)     sends (1|M0)             null:ud  r4      r16     0x4C            0x040483FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical XOR // $131
(W)     mov (1|M0)               r10.0<2>:f    r7.0<0;1,0>:f                                         // $149
(W)     sel (1|M0)    (ge)f0.0   r6.0<1>:ud    r14.1<0;1,0>:ud   r14.2<0;1,0>:ud                     // $159
        mov (8|M0)               r50.0<2>:f    r42.0<8;8,1>:f                                        // $187
        add (8|M8)               r52.1<2>:ud   r40.0<8;8,1>:ud   r47.0<8;8,1>:ud                     // $180
        add (16|M0)              r4.0<1>:d     r21.0<8;8,1>:d    7:w                                 // $191
        add (8|M16)              r54.1<2>:ud   r41.0<8;8,1>:ud   r48.0<8;8,1>:ud                     // $183
        mov (8|M8)               r52.0<2>:f    r43.0<8;8,1>:f                                        // $187
        add (16|M16)             r11.0<1>:d    r30.0<8;8,1>:d    7:w                                 // $192
        add (8|M24)              r56.1<2>:ud   r18.0<8;8,1>:ud   r49.0<8;8,1>:ud                     // $186
        mov (8|M16)              r54.0<2>:f    r44.0<8;8,1>:f                                        // $189
        mov (8|M24)              r56.0<2>:f    r45.0<8;8,1>:f                                        // $189
(W)     sends (1|M0)             null:ud  r28     r32     0x4C            0x04048DFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer min // $144
(W)     sends (1|M0)             null:ud  r10     r6      0x4C            0x04048CFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer max // $160
        add (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     1:w                                 // $199
        sends (8|M0)             r15:ud   r50     r4      0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $193
        add (16|M16)             r9.0<1>:d     r34.0<8;8,1>:d    1:w                                 // $200
(W)     mov (8|M0)               r26.0<1>:f    r26.0<8;8,1>:f                   {Compacted}          // $194
        sends (8|M8)             r16:ud   r52     r5      0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $194
(W)     mov (8|M0)               r28.0<1>:f    r28.0<8;8,1>:f                   {Compacted}          // $196
        sends (8|M16)            r13:ud   r54     r11     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $196
        shl (16|M0)              r17.0<1>:d    r6.0<8;8,1>:d     2:w                                 // $203
(W)     mov (8|M0)               r50.0<1>:f    r50.0<8;8,1>:f                   {Compacted}          // $197
        sends (8|M24)            r14:ud   r56     r12     0x4C            0x0414A4FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 store // $197
        asr (16|M0)              r19.0<1>:d    r6.0<8;8,1>:d     31:w                                // $201
        asr (16|M16)             r23.0<1>:d    r9.0<8;8,1>:d     31:w                                // $202
        addc (8|M0)              r11.0<1>:ud   r17.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,Compacted} // $211
        shl (16|M16)             r25.0<1>:d    r9.0<8;8,1>:d     2:w                                 // $204
        shr (16|M0)              r6.0<1>:d     r6.0<8;8,1>:ud    30:w                                // $205
        shl (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    2:w                                 // $207
        mov (8|M0)               r27.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $211
        addc (8|M8)              r12.0<1>:ud   r18.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,Compacted} // $214
        shr (16|M16)             r9.0<1>:d     r9.0<8;8,1>:ud    30:w                                // $206
        shl (16|M16)             r23.0<1>:d    r23.0<8;8,1>:d    2:w                                 // $208
        or (16|M0)               r19.0<1>:d    r19.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $209
        mov (8|M8)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $214
        addc (8|M16)             r32.0<1>:ud   r25.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $217
(W)     mov (8|M0)               r127.0<1>:f   r99.0<8;8,1>:f                   {Compacted}          // $233
        or (16|M16)              r23.0<1>:d    r23.0<8;8,1>:d    r9.0<8;8,1>:d                       // $210
        add (8|M0)               r34.0<1>:ud   r19.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $212
        add (8|M8)               r35.0<1>:ud   r20.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $215
        add (16|M0)              r9.0<1>:d     r21.0<8;8,1>:d    9:w                                 // $227
        mov (8|M16)              r29.0<1>:ud   acc0.0<8;8,1>:ud                                      // $217
        addc (8|M24)             r33.0<1>:ud   r26.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $220
        add (8|M16)              r36.0<1>:ud   r23.0<8;8,1>:ud   r8.5<0;1,0>:ud                      // $218
        add (8|M24)              r37.0<1>:ud   r24.0<8;8,1>:ud   r8.5<0;1,0>:ud                      // $221
        add (8|M0)               r38.1<2>:ud   r27.0<8;8,1>:ud   r34.0<8;8,1>:ud                     // $213
        add (8|M8)               r40.1<2>:ud   r28.0<8;8,1>:ud   r35.0<8;8,1>:ud                     // $216
        mov (8|M0)               r38.0<2>:f    r11.0<8;8,1>:f                                        // $223
        mov (8|M8)               r8.0<1>:f     r10.0<8;8,1>:f                   {Compacted}          // $230
        mov (8|M24)              r6.0<1>:ud    acc0.0<8;8,1>:ud                                      // $220
        mov (8|M8)               r40.0<2>:f    r12.0<8;8,1>:f                                        // $223
        add (8|M16)              r42.1<2>:ud   r29.0<8;8,1>:ud   r36.0<8;8,1>:ud                     // $219
        mov (8|M16)              r42.0<2>:f    r32.0<8;8,1>:f                                        // $225
        add (8|M24)              r44.1<2>:ud   r6.0<8;8,1>:ud    r37.0<8;8,1>:ud                     // $222
        mov (8|M24)              r44.0<2>:f    r33.0<8;8,1>:f                                        // $225
        mov (16|M0)              r4.0<1>:f     r15.0<8;8,1>:f                   {Compacted}          // $195
        mov (8|M0)               r16.0<1>:f    r9.0<8;8,1>:f                    {Compacted}          // $229
        mov (16|M16)             r2.0<1>:f     r13.0<8;8,1>:f                                        // $198
        add (16|M16)             r13.0<1>:d    r30.0<8;8,1>:d    9:w                                 // $228
        mov (8|M0)               r15.0<1>:f    r4.0<8;8,1>:f                    {Compacted}          // $229
        mov (8|M8)               r7.0<1>:f     r5.0<8;8,1>:f                    {Compacted}          // $230
        mov (8|M16)              r17.0<1>:f    r2.0<8;8,1>:f                                         // $231
        mov (8|M24)              r19.0<1>:f    r3.0<8;8,1>:f                                         // $232
        mov (8|M16)              r18.0<1>:f    r13.0<8;8,1>:f                                        // $231
        mov (8|M24)              r20.0<1>:f    r14.0<8;8,1>:f                                        // $232
        sends (8|M0)             null:ud  r38     r15     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $229
        sends (8|M8)             null:ud  r40     r7      0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $230
        sends (8|M16)            null:ud  r42     r17     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $231
(W)     mov (8|M0)               r38.0<1>:f    r38.0<8;8,1>:f                   {Compacted}          // $232
        sends (8|M24)            null:ud  r44     r19     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $232
(W)     mov (8|M0)               r40.0<1>:f    r40.0<8;8,1>:f                   {Compacted}          // $233
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $233
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
