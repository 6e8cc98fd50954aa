//.kernel sg_types
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 473
//.RA type	LOCAL_FIRST_FIT_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r7.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r8.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r7.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r7.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r7.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r7.6)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r33.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r33.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.4)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r7.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0048 (56)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0053 (61)  rf=r size=32 type=w align=16 words (r40.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r38.0)
//.declare V0055 (63)  rf=r size=16 type=b align=16 words (r41.0)
//.declare V0056 (64)  rf=r size=64 type=ud align=16 words (r10.0)
//.declare V0057 (65)  rf=r size=64 type=b alias=V0056+0 align=16 words (r10.0)
//.declare V0058 (66)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0059 (67)  rf=r size=4 type=d align=16 words (r42.0)
//.declare V0060 (68)  rf=r size=4 type=d align=2 words (r41.4)
//.declare P01 (69)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0062 (71)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0063 (72)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0064 (73)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0066 (75)  rf=r size=64 type=ud alias=V0063+0 align=16 words (r10.0)
//.declare V0067 (76)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0069 (78)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0070 (79)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0071 (80)  rf=r size=4 type=ud alias=V0069+0 align=2 words (r5.0)
//.declare V0072 (81)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0073 (82)  rf=r size=4 type=ud alias=V0070+0 align=2 words (r6.0)
//.declare V0074 (83)  rf=r size=4 type=d align=2 words (r14.0)
//.declare P02 (84)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0075 (85)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r12.0)
//.declare V0076 (86)  rf=r size=4 type=ud alias=V0074+0 align=2 words (r14.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0078 (88)  rf=r size=16 type=b align=16 words (r6.0)
//.declare V0080 (90)  rf=r size=16 type=ub alias=V0078+0 align=16 words (r6.0)
//.declare V0082 (92)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0083 (93)  rf=r size=16 type=b align=16 words (r43.0)
//.declare V0084 (94)  rf=r size=64 type=uw alias=V0082+0 align=16 words (r24.0)
//.declare A00 (96)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0086 (97)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0087 (98)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r46.0)
//.declare V0088 (99)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0089 (100)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0090 (101)  rf=r size=64 type=w alias=V0089+0 align=16 words (r26.0)
//.declare V0091 (102)  rf=r size=32 type=w align=16 words (r48.0)
//.declare V0092 (103)  rf=r size=32 type=w align=16 words (r8.0)
//.declare V0093 (104)  rf=r size=32 type=w align=16 words (r9.0)
//.declare V0094 (105)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0095 (106)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r50.0)
//.declare V0096 (107)  rf=r size=128 type=d align=16 words (r28.0)
//.declare V0097 (108)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0098 (109)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0100 (111)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0102 (113)  rf=r size=64 type=ud alias=V0100+0 align=16 words (r10.0)
//.declare V0103 (114)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0105 (116)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0106 (117)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0107 (118)  rf=r size=4 type=ud alias=V0105+0 align=2 words (r5.0)
//.declare V0108 (119)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0109 (120)  rf=r size=4 type=ud alias=V0106+0 align=2 words (r6.0)
//.declare V0110 (121)  rf=r size=4 type=d align=2 words (r14.0)
//.declare P03 (122)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0111 (123)  rf=r size=64 type=ud alias=V0103+0 align=16 words (r12.0)
//.declare V0112 (124)  rf=r size=4 type=ud alias=V0110+0 align=2 words (r14.0)
//.declare V0113 (125)  rf=r size=64 type=d align=16 words (r56.0)
//.declare P04 (126)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0114 (127)  rf=r size=64 type=ud alias=V0113+0 align=16 words (r56.0)
//.declare P05 (128)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0147 (161)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0148 (162)  rf=r size=4 type=d align=2 words (r5.1)
//.declare V0149 (163)  rf=r size=4 type=ud alias=V0147+0 align=2 words (r5.0)
//.declare V0150 (164)  rf=r size=4 type=ud alias=V0148+0 align=2 words (r5.1)
//.declare V0151 (165)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r52.0)
//.declare V0152 (166)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r54.0)
//.declare V0153 (167)  rf=r size=4 type=ud align=16 words (r6.0)
//.declare V0154 (168)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0155 (169)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0156 (170)  rf=r size=4 type=ud alias=V0154+0 align=2 words (r8.0)
//.declare V0157 (171)  rf=r size=4 type=ud alias=V0155+0 align=2 words (r7.3)
//.declare V0158 (172)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0159 (173)  rf=r size=4 type=d align=16 words (r10.0)
//.declare V0160 (174)  rf=r size=4 type=d align=2 words (r10.1)
//.declare V0161 (175)  rf=r size=4 type=ud alias=V0159+0 align=2 words (r10.0)
//.declare V0162 (176)  rf=r size=4 type=ud alias=V0160+0 align=2 words (r10.1)
//.declare V0163 (177)  rf=r size=4 type=ud align=16 words (r11.0)
//.declare V0164 (178)  rf=r size=4 type=d align=16 words (r12.0)
//.declare V0165 (179)  rf=r size=4 type=d align=2 words (r12.1)
//.declare V0166 (180)  rf=r size=4 type=ud alias=V0164+0 align=2 words (r12.0)
//.declare V0167 (181)  rf=r size=4 type=ud alias=V0165+0 align=2 words (r12.1)
//.declare V0168 (182)  rf=r size=4 type=ud align=16 words (r13.0)
//.declare V0169 (183)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0170 (184)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0171 (185)  rf=r size=4 type=ud alias=V0169+0 align=2 words (r6.0)
//.declare V0172 (186)  rf=r size=4 type=ud alias=V0170+0 align=2 words (r5.0)
//.declare V0173 (187)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0174 (188)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0175 (189)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0176 (190)  rf=r size=4 type=ud alias=V0174+0 align=2 words (r8.0)
//.declare V0177 (191)  rf=r size=4 type=ud alias=V0175+0 align=2 words (r7.3)
//.declare V0178 (192)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0179 (193)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0180 (194)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0181 (195)  rf=r size=4 type=ud alias=V0179+0 align=2 words (r11.0)
//.declare V0182 (196)  rf=r size=4 type=ud alias=V0180+0 align=2 words (r10.0)
//.declare V0183 (197)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare V0184 (198)  rf=r size=4 type=d align=16 words (r13.0)
//.declare V0185 (199)  rf=r size=4 type=d align=2 words (r12.0)
//.declare V0186 (200)  rf=r size=4 type=ud alias=V0184+0 align=2 words (r13.0)
//.declare V0187 (201)  rf=r size=4 type=ud alias=V0185+0 align=2 words (r12.0)
//.declare V0188 (202)  rf=r size=4 type=ud align=16 words (r16.0)
//.declare V0189 (203)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0190 (204)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0191 (205)  rf=r size=4 type=ud alias=V0189+0 align=2 words (r6.0)
//.declare V0192 (206)  rf=r size=4 type=ud alias=V0190+0 align=2 words (r5.0)
//.declare V0193 (207)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0194 (208)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0195 (209)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0196 (210)  rf=r size=4 type=ud alias=V0194+0 align=2 words (r8.0)
//.declare V0197 (211)  rf=r size=4 type=ud alias=V0195+0 align=2 words (r7.3)
//.declare V0198 (212)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0199 (213)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0200 (214)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0201 (215)  rf=r size=4 type=ud alias=V0199+0 align=2 words (r11.0)
//.declare V0202 (216)  rf=r size=4 type=ud alias=V0200+0 align=2 words (r10.0)
//.declare V0203 (217)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare V0204 (218)  rf=r size=4 type=d align=16 words (r13.0)
//.declare V0205 (219)  rf=r size=4 type=d align=2 words (r12.0)
//.declare V0206 (220)  rf=r size=4 type=ud alias=V0204+0 align=2 words (r13.0)
//.declare V0207 (221)  rf=r size=4 type=ud alias=V0205+0 align=2 words (r12.0)
//.declare V0208 (222)  rf=r size=4 type=ud align=16 words (r16.0)
//.declare V0209 (223)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0210 (224)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0211 (225)  rf=r size=4 type=ud alias=V0209+0 align=2 words (r6.0)
//.declare V0212 (226)  rf=r size=4 type=ud alias=V0210+0 align=2 words (r5.0)
//.declare V0213 (227)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0214 (228)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0215 (229)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0216 (230)  rf=r size=4 type=ud alias=V0214+0 align=2 words (r8.0)
//.declare V0217 (231)  rf=r size=4 type=ud alias=V0215+0 align=2 words (r7.3)
//.declare V0218 (232)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0219 (233)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0220 (234)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0221 (235)  rf=r size=4 type=ud alias=V0219+0 align=2 words (r11.0)
//.declare V0222 (236)  rf=r size=4 type=ud alias=V0220+0 align=2 words (r10.0)
//.declare V0223 (237)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare V0224 (238)  rf=r size=4 type=d align=16 words (r13.0)
//.declare V0225 (239)  rf=r size=4 type=d align=2 words (r12.0)
//.declare V0226 (240)  rf=r size=4 type=ud alias=V0224+0 align=2 words (r13.0)
//.declare V0227 (241)  rf=r size=4 type=ud alias=V0225+0 align=2 words (r12.0)
//.declare V0230 (244)  rf=r size=4 type=ud align=16 words (r16.0)
//.declare V0231 (245)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0232 (246)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0233 (247)  rf=r size=4 type=ud alias=V0231+0 align=2 words (r6.0)
//.declare V0234 (248)  rf=r size=4 type=ud alias=V0232+0 align=2 words (r5.0)
//.declare V0237 (251)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0238 (252)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0239 (253)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0240 (254)  rf=r size=4 type=ud alias=V0238+0 align=2 words (r8.0)
//.declare V0241 (255)  rf=r size=4 type=ud alias=V0239+0 align=2 words (r7.3)
//.declare V0244 (258)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0245 (259)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0246 (260)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0247 (261)  rf=r size=4 type=ud alias=V0245+0 align=2 words (r11.0)
//.declare V0248 (262)  rf=r size=4 type=ud alias=V0246+0 align=2 words (r10.0)
//.declare V0251 (265)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare V0252 (266)  rf=r size=4 type=d align=16 words (r13.0)
//.declare V0253 (267)  rf=r size=4 type=d align=2 words (r12.0)
//.declare V0254 (268)  rf=r size=4 type=ud alias=V0252+0 align=2 words (r13.0)
//.declare V0255 (269)  rf=r size=4 type=ud alias=V0253+0 align=2 words (r12.0)
//.declare V0258 (272)  rf=r size=4 type=ud align=16 words (r16.0)
//.declare V0259 (273)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0260 (274)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0261 (275)  rf=r size=4 type=ud alias=V0259+0 align=2 words (r6.0)
//.declare V0262 (276)  rf=r size=4 type=ud alias=V0260+0 align=2 words (r5.0)
//.declare V0265 (279)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0266 (280)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0267 (281)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0268 (282)  rf=r size=4 type=ud alias=V0266+0 align=2 words (r8.0)
//.declare V0269 (283)  rf=r size=4 type=ud alias=V0267+0 align=2 words (r7.3)
//.declare V0272 (286)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0273 (287)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0274 (288)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0275 (289)  rf=r size=4 type=ud alias=V0273+0 align=2 words (r11.0)
//.declare V0276 (290)  rf=r size=4 type=ud alias=V0274+0 align=2 words (r10.0)
//.declare V0279 (293)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare V0280 (294)  rf=r size=4 type=d align=16 words (r13.0)
//.declare V0281 (295)  rf=r size=4 type=d align=2 words (r12.0)
//.declare V0282 (296)  rf=r size=4 type=ud alias=V0280+0 align=2 words (r13.0)
//.declare V0283 (297)  rf=r size=4 type=ud alias=V0281+0 align=2 words (r12.0)
//.declare V0286 (300)  rf=r size=4 type=ud align=16 words (r16.0)
//.declare V0287 (301)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0288 (302)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0289 (303)  rf=r size=4 type=ud alias=V0287+0 align=2 words (r6.0)
//.declare V0290 (304)  rf=r size=4 type=ud alias=V0288+0 align=2 words (r5.0)
//.declare V0293 (307)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0294 (308)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0295 (309)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0296 (310)  rf=r size=4 type=ud alias=V0294+0 align=2 words (r8.0)
//.declare V0297 (311)  rf=r size=4 type=ud alias=V0295+0 align=2 words (r7.3)
//.declare V0300 (314)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0301 (315)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0302 (316)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0303 (317)  rf=r size=4 type=ud alias=V0301+0 align=2 words (r11.0)
//.declare V0304 (318)  rf=r size=4 type=ud alias=V0302+0 align=2 words (r10.0)
//.declare V0307 (321)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare V0308 (322)  rf=r size=4 type=d align=16 words (r13.0)
//.declare V0309 (323)  rf=r size=4 type=d align=2 words (r12.0)
//.declare V0310 (324)  rf=r size=4 type=ud alias=V0308+0 align=2 words (r13.0)
//.declare V0311 (325)  rf=r size=4 type=ud alias=V0309+0 align=2 words (r12.0)
//.declare V0314 (328)  rf=r size=4 type=ud align=16 words (r16.0)
//.declare V0315 (329)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0316 (330)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0317 (331)  rf=r size=4 type=ud alias=V0315+0 align=2 words (r6.0)
//.declare V0318 (332)  rf=r size=4 type=ud alias=V0316+0 align=2 words (r5.0)
//.declare V0321 (335)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0322 (336)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0323 (337)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0324 (338)  rf=r size=4 type=ud alias=V0322+0 align=2 words (r8.0)
//.declare V0325 (339)  rf=r size=4 type=ud alias=V0323+0 align=2 words (r7.3)
//.declare V0328 (342)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0329 (343)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0330 (344)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0331 (345)  rf=r size=4 type=ud alias=V0329+0 align=2 words (r11.0)
//.declare V0332 (346)  rf=r size=4 type=ud alias=V0330+0 align=2 words (r10.0)
//.declare V0335 (349)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare V0336 (350)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0337 (351)  rf=r size=64 type=d align=16 words (r60.0)
//.declare P06 (352)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0338 (353)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0339 (354)  rf=r size=4 type=d align=2 words (r5.1)
//.declare V0340 (355)  rf=r size=4 type=ud alias=V0338+0 align=2 words (r5.0)
//.declare V0341 (356)  rf=r size=4 type=ud alias=V0339+0 align=2 words (r5.1)
//.declare V0342 (357)  rf=r size=4 type=ud align=16 words (r6.0)
//.declare V0343 (358)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0344 (359)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0345 (360)  rf=r size=4 type=ud alias=V0343+0 align=2 words (r8.0)
//.declare V0346 (361)  rf=r size=4 type=ud alias=V0344+0 align=2 words (r7.3)
//.declare V0347 (362)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0348 (363)  rf=r size=4 type=d align=16 words (r10.0)
//.declare V0349 (364)  rf=r size=4 type=d align=2 words (r10.1)
//.declare V0350 (365)  rf=r size=4 type=ud alias=V0348+0 align=2 words (r10.0)
//.declare V0351 (366)  rf=r size=4 type=ud alias=V0349+0 align=2 words (r10.1)
//.declare V0352 (367)  rf=r size=4 type=ud align=16 words (r11.0)
//.declare V0353 (368)  rf=r size=4 type=d align=16 words (r12.0)
//.declare V0354 (369)  rf=r size=4 type=d align=2 words (r12.1)
//.declare V0355 (370)  rf=r size=4 type=ud alias=V0353+0 align=2 words (r12.0)
//.declare V0356 (371)  rf=r size=4 type=ud alias=V0354+0 align=2 words (r12.1)
//.declare V0357 (372)  rf=r size=4 type=ud align=16 words (r13.0)
//.declare V0358 (373)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0359 (374)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0360 (375)  rf=r size=4 type=ud alias=V0358+0 align=2 words (r6.0)
//.declare V0361 (376)  rf=r size=4 type=ud alias=V0359+0 align=2 words (r5.0)
//.declare V0362 (377)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0363 (378)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0364 (379)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0365 (380)  rf=r size=4 type=ud alias=V0363+0 align=2 words (r8.0)
//.declare V0366 (381)  rf=r size=4 type=ud alias=V0364+0 align=2 words (r7.3)
//.declare V0367 (382)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0368 (383)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0369 (384)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0370 (385)  rf=r size=4 type=ud alias=V0368+0 align=2 words (r11.0)
//.declare V0371 (386)  rf=r size=4 type=ud alias=V0369+0 align=2 words (r10.0)
//.declare V0372 (387)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare V0373 (388)  rf=r size=4 type=d align=16 words (r13.0)
//.declare V0374 (389)  rf=r size=4 type=d align=2 words (r12.0)
//.declare V0375 (390)  rf=r size=4 type=ud alias=V0373+0 align=2 words (r13.0)
//.declare V0376 (391)  rf=r size=4 type=ud alias=V0374+0 align=2 words (r12.0)
//.declare V0377 (392)  rf=r size=4 type=ud align=16 words (r16.0)
//.declare V0378 (393)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0379 (394)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0380 (395)  rf=r size=4 type=ud alias=V0378+0 align=2 words (r6.0)
//.declare V0381 (396)  rf=r size=4 type=ud alias=V0379+0 align=2 words (r5.0)
//.declare V0382 (397)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0383 (398)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0384 (399)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0385 (400)  rf=r size=4 type=ud alias=V0383+0 align=2 words (r8.0)
//.declare V0386 (401)  rf=r size=4 type=ud alias=V0384+0 align=2 words (r7.3)
//.declare V0387 (402)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0388 (403)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0389 (404)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0390 (405)  rf=r size=4 type=ud alias=V0388+0 align=2 words (r11.0)
//.declare V0391 (406)  rf=r size=4 type=ud alias=V0389+0 align=2 words (r10.0)
//.declare V0392 (407)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare V0393 (408)  rf=r size=4 type=d align=16 words (r13.0)
//.declare V0394 (409)  rf=r size=4 type=d align=2 words (r12.0)
//.declare V0395 (410)  rf=r size=4 type=ud alias=V0393+0 align=2 words (r13.0)
//.declare V0396 (411)  rf=r size=4 type=ud alias=V0394+0 align=2 words (r12.0)
//.declare V0397 (412)  rf=r size=4 type=ud align=16 words (r16.0)
//.declare V0398 (413)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0399 (414)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0400 (415)  rf=r size=4 type=ud alias=V0398+0 align=2 words (r6.0)
//.declare V0401 (416)  rf=r size=4 type=ud alias=V0399+0 align=2 words (r5.0)
//.declare V0402 (417)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0403 (418)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0404 (419)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0405 (420)  rf=r size=4 type=ud alias=V0403+0 align=2 words (r8.0)
//.declare V0406 (421)  rf=r size=4 type=ud alias=V0404+0 align=2 words (r7.3)
//.declare V0407 (422)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0408 (423)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0409 (424)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0410 (425)  rf=r size=4 type=ud alias=V0408+0 align=2 words (r11.0)
//.declare V0411 (426)  rf=r size=4 type=ud alias=V0409+0 align=2 words (r10.0)
//.declare V0412 (427)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare P07 (428)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0413 (429)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0414 (430)  rf=r size=32 type=uw alias=V0053+0 align=16 words (r40.0)
//.declare V0415 (431)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0416 (432)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0417 (433)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0418 (434)  rf=r size=128 type=d align=16 words (r66.0)
//.declare V0419 (435)  rf=r size=64 type=ud align=16 words (r10.0)
//.declare V0420 (436)  rf=r size=64 type=ud align=16 words (r12.0)
//.declare V0421 (437)  rf=r size=64 type=ud align=16 words (r14.0)
//.declare A01 (438)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0422 (439)  rf=r size=64 type=uw alias=V0421+0 align=16 words (r14.0)
//.declare V0423 (440)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0424 (441)  rf=r size=128 type=d align=16 words (r70.0)
//.declare V0425 (442)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare V0426 (443)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare V0427 (444)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare A02 (445)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0428 (446)  rf=r size=64 type=uw alias=V0427+0 align=16 words (r24.0)
//.declare P08 (447)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0429 (448)  rf=r size=64 type=ud alias=V0415+0 align=16 words (r64.0)
//.declare V0430 (449)  rf=r size=64 type=ud alias=V0413+0 align=16 words (r62.0)
//.declare V0431 (450)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0432 (451)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0433 (452)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0434 (453)  rf=r size=64 type=ud alias=V0433+0 align=16 words (r74.0)
//.declare V0435 (454)  rf=r size=64 type=ud alias=V0431+0 align=16 words (r12.0)
//.declare V0436 (455)  rf=r size=64 type=ud alias=V0432+0 align=16 words (r14.0)
//.declare V0437 (456)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0438 (457)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare P09 (458)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0439 (459)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0440 (460)  rf=r size=64 type=uw alias=V0439+0 align=16 words (r8.0)
//.declare V0441 (461)  rf=r size=32 type=uw align=16 words (r5.0)
//.declare A03 (462)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare A04 (464)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0443 (465)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0444 (466)  rf=r size=4 type=d align=2 words (r5.1)
//.declare V0445 (467)  rf=r size=4 type=ud alias=V0443+0 align=2 words (r5.0)
//.declare V0446 (468)  rf=r size=4 type=ud alias=V0444+0 align=2 words (r5.1)
//.declare V0447 (469)  rf=r size=4 type=ud align=16 words (r6.0)
//.declare V0448 (470)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0449 (471)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0450 (472)  rf=r size=4 type=ud alias=V0448+0 align=2 words (r8.0)
//.declare V0451 (473)  rf=r size=4 type=ud alias=V0449+0 align=2 words (r7.3)
//.declare V0452 (474)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0453 (475)  rf=r size=4 type=d align=16 words (r10.0)
//.declare V0454 (476)  rf=r size=4 type=d align=2 words (r10.1)
//.declare V0455 (477)  rf=r size=4 type=ud alias=V0453+0 align=2 words (r10.0)
//.declare V0456 (478)  rf=r size=4 type=ud alias=V0454+0 align=2 words (r10.1)
//.declare V0457 (479)  rf=r size=4 type=ud align=16 words (r11.0)
//.declare V0458 (480)  rf=r size=4 type=d align=16 words (r12.0)
//.declare V0459 (481)  rf=r size=4 type=d align=2 words (r12.1)
//.declare V0460 (482)  rf=r size=4 type=ud alias=V0458+0 align=2 words (r12.0)
//.declare V0461 (483)  rf=r size=4 type=ud alias=V0459+0 align=2 words (r12.1)
//.declare V0462 (484)  rf=r size=4 type=ud align=16 words (r13.0)
//.declare V0463 (485)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0464 (486)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0465 (487)  rf=r size=4 type=ud alias=V0463+0 align=2 words (r6.0)
//.declare V0466 (488)  rf=r size=4 type=ud alias=V0464+0 align=2 words (r5.0)
//.declare V0467 (489)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0468 (490)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0469 (491)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0470 (492)  rf=r size=4 type=ud alias=V0468+0 align=2 words (r8.0)
//.declare V0471 (493)  rf=r size=4 type=ud alias=V0469+0 align=2 words (r7.3)
//.declare V0472 (494)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0473 (495)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0474 (496)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0475 (497)  rf=r size=4 type=ud alias=V0473+0 align=2 words (r11.0)
//.declare V0476 (498)  rf=r size=4 type=ud alias=V0474+0 align=2 words (r10.0)
//.declare V0477 (499)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare V0478 (500)  rf=r size=128 type=d align=16 words (r8.0)
//.declare V0479 (501)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0480 (502)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0481 (503)  rf=r size=4 type=d align=16 words (r49.0)
//.declare V0482 (504)  rf=r size=4 type=d align=2 words (r41.5)
//.declare V0483 (505)  rf=r size=4 type=ud alias=V0481+0 align=2 words (r49.0)
//.declare V0484 (506)  rf=r size=4 type=ud alias=V0482+0 align=2 words (r41.5)
//.declare V0485 (507)  rf=r size=64 type=ud alias=V0336+0 align=16 words (r58.0)
//.declare V0486 (508)  rf=r size=64 type=ud alias=V0337+0 align=16 words (r60.0)
//.declare V0487 (509)  rf=r size=64 type=ud alias=V0479+0 align=16 words (r76.0)
//.declare V0488 (510)  rf=r size=64 type=ud alias=V0480+0 align=16 words (r78.0)
//.declare V0489 (511)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0491 (513)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0493 (515)  rf=r size=64 type=ud alias=V0491+0 align=16 words (r10.0)
//.declare V0494 (516)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0496 (518)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0497 (519)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0498 (520)  rf=r size=4 type=ud alias=V0496+0 align=2 words (r5.0)
//.declare V0499 (521)  rf=r size=4 type=d align=2 words (r7.3)
//.declare V0500 (522)  rf=r size=4 type=ud alias=V0497+0 align=2 words (r6.0)
//.declare V0501 (523)  rf=r size=4 type=d align=2 words (r14.0)
//.declare P10 (524)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0502 (525)  rf=r size=64 type=ud alias=V0494+0 align=16 words (r12.0)
//.declare V0503 (526)  rf=r size=4 type=ud alias=V0501+0 align=2 words (r14.0)
//.declare V0504 (527)  rf=r size=64 type=d align=16 words (r80.0)
//.declare P11 (528)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0505 (529)  rf=r size=64 type=ud alias=V0504+0 align=16 words (r80.0)
//.declare V0506 (530)  rf=r size=4 type=d align=2 words (r41.6)
//.declare V0507 (531)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0508 (532)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0509 (533)  rf=r size=128 type=d align=16 words (r82.0)
//.declare V0510 (534)  rf=r size=64 type=ud align=16 words (r8.0)
//.declare V0511 (535)  rf=r size=64 type=ud align=16 words (r10.0)
//.declare V0512 (536)  rf=r size=64 type=ud align=16 words (r12.0)
//.declare A05 (537)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0513 (538)  rf=r size=64 type=uw alias=V0512+0 align=16 words (r12.0)
//.declare V0514 (539)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0515 (540)  rf=r size=128 type=d align=16 words (r86.0)
//.declare V0516 (541)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare V0517 (542)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare V0518 (543)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare A06 (544)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0519 (545)  rf=r size=64 type=uw alias=V0518+0 align=16 words (r22.0)
//.declare P12 (546)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0520 (547)  rf=r size=64 type=ud alias=V0508+0 align=16 words (r16.0)
//.declare P13 (548)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P14 (549)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare P15 (550)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0521 (551)  rf=r size=4 type=ud alias=V0506+0 align=2 words (r41.6)
//.declare V0523 (553)  rf=r size=64 type=ud align=16 words (r14.0)
//.declare V0524 (554)  rf=r size=64 type=hf alias=V0523+0 align=16 words (r14.0)
//.declare V0525 (555)  rf=r size=2 type=hf align=1 words (r16.0)
//.declare V0526 (556)  rf=r size=32 type=hf align=16 words (r5.0)
//.declare V0527 (557)  rf=r size=16 type=hf align=2 words (r6.0)
//.declare V0528 (558)  rf=r size=8 type=hf align=2 words (r7.6)
//.declare V0529 (559)  rf=r size=4 type=hf align=2 words (r9.0)
//.declare V0530 (560)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0531 (561)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0532 (562)  rf=r size=64 type=ud alias=V0530+0 align=16 words (r8.0)
//.declare V0533 (563)  rf=r size=64 type=ud alias=V0531+0 align=16 words (r18.0)
//.declare V0534 (564)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0535 (565)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0536 (566)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0537 (567)  rf=r size=16 type=ub alias=V0083+0 align=16 words (r43.0)
//.declare V0538 (568)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0539 (569)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0540 (570)  rf=r size=64 type=ud alias=V0538+0 align=16 words (r16.0)
//.declare V0541 (571)  rf=r size=64 type=ud alias=V0539+0 align=16 words (r28.0)
//.declare V0542 (572)  rf=r size=64 type=ud alias=V0536+0 align=16 words (r12.0)
//.declare V0543 (573)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0544 (574)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0545 (575)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0546 (576)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0547 (577)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0548 (578)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0549 (579)  rf=r size=64 type=ud alias=V0547+0 align=16 words (r26.0)
//.declare V0550 (580)  rf=r size=64 type=ud alias=V0548+0 align=16 words (r34.0)
//.declare V0551 (581)  rf=r size=64 type=ud alias=V0545+0 align=16 words (r22.0)
//.declare V0552 (582)  rf=r size=64 type=ud alias=V0546+0 align=16 words (r30.0)
//.declare V0553 (583)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare V0554 (584)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0555 (585)  rf=r size=128 type=d align=16 words (r10.0)
//.declare V0556 (586)  rf=r size=32 type=hf align=16 words (r8.0)
//.declare V0557 (587)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare V0558 (588)  rf=r size=64 type=hf alias=V0557+0 align=16 words (r18.0)
//.declare V0559 (589)  rf=r size=2 type=hf align=1 words (r17.0)
//.declare V0560 (590)  rf=r size=2 type=uw alias=V0559+0 align=1 words (r17.0)
//.declare V0561 (591)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare V0562 (592)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0563 (593)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0564 (594)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0565 (595)  rf=r size=8 type=uq align=4 words (r5.3)
//.declare V0566 (596)  rf=r size=8 type=uq align=4 words (r6.0)
//.declare V0567 (597)  rf=r size=8 type=uq align=4 words (r6.1)
//.declare  (598)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (599)  rf=r size=32 type=b alias=V0053+0 align=16 words (r40.0)
//.declare  (600)  rf=r size=64 type=b alias=V0077+0 align=16 words (r44.0)
//.declare  (601)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (602)  rf=r size=32 type=b align=16 words (r5.0)
//.declare  (603)  rf=r size=64 type=ub align=16 words (r21.0)
//.declare  (604)  rf=r size=16 type=uw align=16 words (r8.0)
//.declare  (605)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare  (606)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare  (607)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (608)  rf=r size=16 type=uw align=16 words (r9.0)
//.declare  (609)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare  (610)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare  (611)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (612)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (613)  rf=r size=16 type=w align=8 words (r5.0)
//.declare  (615)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (616)  rf=r size=16 type=w align=8 words (r5.8)
//.declare  (618)  rf=r size=64 type=d align=32 words (r16.0)
//.declare  (619)  rf=r size=64 type=d align=32 words (r26.0)
//.declare  (620)  rf=r size=64 type=d align=32 words (r10.0)
//.declare  (621)  rf=r size=64 type=d align=32 words (r12.0)
//.declare  (622)  rf=r size=64 type=d align=32 words (r14.0)
//.declare  (623)  rf=r size=64 type=d align=32 words (r24.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0562    | :uq      |      8 | r5       | general    |
// | V0563    | :uq      |      8 | r5+8     | general    |
// | V0564    | :uq      |      8 | r5+16    | general    |
// | V0565    | :uq      |      8 | r5+24    | general    |
// | V0566    | :uq      |      8 | r6       | general    |
// | V0567    | :uq      |      8 | r6+8     | general    |
// | V0037    | :d x 3   |     12 | r6+16    | general    |
// | V0038    | :d x 3   |     12 | r7       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B003}
_main:
(W)     mov (8|M0)               r33.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                                                // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r7.0<0;1,0>:d     r33.2<0;1,0>:uw                     // $2
        mov (16|M0)              r36.0<1>:d    r1.0<16;16,1>:uw                                      // $3
(W)     mov (8|M0)               r40.0<1>:w    0x76543210:v                                          // $6
(W)     mach (1|M0)              r5.0<1>:d     r7.0<0;1,0>:d     r33.1<0;1,0>:d   {Compacted}        // $3
(W)     mul (1|M0)               acc0.0<1>:d   r6.5<0;1,0>:d     r6.8<0;1,0>:uw                      // $11
(W)     add (8|M0)               r40.8<1>:w    r40.0<8;8,1>:w    8:w                                 // $7
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r36.0<8;8,1>:d   {Compacted}        // $4
(W)     mach (1|M0)              r6.0<1>:d     r6.5<0;1,0>:d     r6.4<0;1,0>:d                       // $12
        add (16|M0)              r38.0<1>:d    r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r6.12<0;1,0>:uw                     // $12
        send (16|M0)             r10:w    r38:f   0xA            0x04210100           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $9
(W)     mach (1|M0)              r42.0<1>:d    r6.0<0;1,0>:d     r6.6<0;1,0>:d    {Compacted}        // $13
(W)     and (1|M0)               r41.4<1>:d    r42.0<0;1,0>:d    15:w                                // $13
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r41.4<0;1,0>:d    0:w                                 // $14
        mov (16|M0)              r41.0<1>:b    r10.0<4;1,0>:b                                        // $10
(W&f0.0) jmpi                                _0_038                                                  // $15
// B001: Preds:{B000},  Succs:{B002, B003}
_0_039:
        mul (16|M0)              r8.0<1>:d     r6.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $19
(W)     add (1|M0)               r5.0<1>:d     r42.0<0;1,0>:d    15:w                                // $26
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r2.0<16;16,1>:uw                    // $20
(W)     shr (1|M0)               r6.0<1>:d     r5.0<0;1,0>:ud    3:w                                 // $27
(W)     mul (8|M0)               acc0.0<1>:d   r6.4<0;1,0>:d     r10.0<2;1,0>:uw                     // $20
(W)     shr (1|M0)               r7.3<1>:d     r6.0<0;1,0>:ud    0x1:uw                              // $28
        mach (8|M0)              r10.0<1>:d    r6.4<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}        // $20
(W)     mul (8|M8)               acc0.0<1>:d   r6.4<0;1,0>:d     r11.0<2;1,0>:uw                     // $20
(W)     add (1|M0)               r14.0<1>:d    r7.3<0;1,0>:d     -1:w                                // $29
        mach (8|M8)              r11.0<1>:d    r6.4<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}        // $21
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $21
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   3:w                                 // $23
        shr (16|M0)              r12.0<1>:d    r10.0<8;8,1>:ud   0x1:uw                              // $24
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r14.0<0;1,0>:ud                     // $30
(f1.0)  goto (16|M0)                         _0_038            _0_038                                // $31
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_040:
        mov (16|M0)              r44.0<1>:f    r41.4<0;1,0>:f                   {Compacted}          // $33
        goto (16|M0)                         _0_038            _0_041                                // $34
// B003: [inDivergent],  Preds:{B001, B000},  Succs:{B004}
_0_038:
        join (16|M0)                         _0_041                                                  // 
L528:
        mov (16|M0)              r44.0<1>:f    0x10:f                                                //  (0x00000010:f); $36
// B004: Preds:{B003, B002},  Succs:{B005, B007}
_0_041:
        join (16|M0)                         _0_041                                                  // 
L560:
        add (16|M0)              r5.0<2>:b     r40.0<2;1,0>:b    1:w                                 // $39
        mov (8|M0)               r8.0<1>:uw    r44.0<4;1,0>:ub                                       // $447
        mov (8|M8)               r9.0<1>:uw    r45.0<4;1,0>:ub                                       // $41
        mov (16|M0)              r6.0<1>:b     r5.0<2;1,0>:b                                         // $39
        mov (8|M0)               r12.0<1>:ud   r8.0<8;8,1>:uw                                        // $447
        mov (8|M8)               r16.0<1>:ud   r9.0<8;8,1>:uw                                        // $41
        mov (8|M0)               r10.0<1>:ud   r6.0<8;8,1>:ub                                        // $447
        mov (8|M8)               r14.0<1>:ud   r6.8<8;8,1>:ub                                        // $41
        math.irem (8|M0)         r18.0<1>:d    r10.0<8;8,1>:ud   r12.0<8;8,1>:ud                     // $447
        math.irem (8|M8)         r20.0<1>:d    r14.0<8;8,1>:ud   r16.0<8;8,1>:ud                     // $41
        mov (8|M0)               r21.0<4>:ub   r18.0<8;8,1>:d                                        // $447
        mov (8|M8)               r22.0<4>:ub   r20.0<8;8,1>:d                                        // $41
        mov (16|M0)              r6.0<1>:ub    r21.0<4;1,0>:ub                                       // $41
        mov (16|M0)              r24.0<1>:d    r6.0<8;8,1>:ub                                        // $42
        add (16|M0)              a0.0<1>:uw    r24.0<2;1,0>:uw   0x520:uw                            // $44
        mov (16|M0)              r43.0<1>:b    r[a0.0]<1,0>:b                                        // $45
        shl (16|M0)              r46.0<1>:d    r38.0<8;8,1>:d    1:w                                 // $46
        shl (16|M0)              r50.0<1>:d    r38.0<8;8,1>:d    3:w                                 // $57
        send (16|M0)             r26:w    r46:f   0xA            0x04210501           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $48
        send (16|M0)             r28:w    r50:f   0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $59
        mov (16|M0)              r5.0<1>:hf    r26.0<2;1,0>:hf                                       // $49
        mov (16|M0)              r52.0<1>:f    r28.0<8;8,1>:f                   {Compacted}          // $60
        mov (16|M0)              r54.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $61
(W)     mov (8|M0)               r8.0<2>:hf    r5.1<2;1,0>:hf                                        // $50
(W)     mov (8|M0)               r8.1<2>:hf    r5.0<2;1,0>:hf                                        // $51
(W)     mov (4|M0)               r9.0<4>:hf    r8.2<4;1,0>:hf                                        // $52
(W)     mov (4|M0)               r9.2<4>:hf    r8.0<4;1,0>:hf                                        // $53
(W)     mov (4|M0)               r9.1<4>:hf    r8.3<4;1,0>:hf                                        // $54
(W)     mov (4|M0)               r9.3<4>:hf    r8.1<4;1,0>:hf                                        // $55
(W)     mov (16|M0)              r48.0<1>:hf   r9.0<16;16,1>:hf                                      // $56
(W&f0.0) jmpi                                _0_042                                                  // $62
// B005: Preds:{B004},  Succs:{B006, B007}
_0_043:
        mul (16|M0)              r8.0<1>:d     r6.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $66
(W)     add (1|M0)               r5.0<1>:d     r42.0<0;1,0>:d    15:w                                // $73
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r2.0<16;16,1>:uw                    // $67
(W)     shr (1|M0)               r6.0<1>:d     r5.0<0;1,0>:ud    3:w                                 // $74
(W)     mul (8|M0)               acc0.0<1>:d   r6.4<0;1,0>:d     r10.0<2;1,0>:uw                     // $67
(W)     shr (1|M0)               r7.3<1>:d     r6.0<0;1,0>:ud    0x1:uw                              // $75
        mach (8|M0)              r10.0<1>:d    r6.4<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}        // $67
(W)     mul (8|M8)               acc0.0<1>:d   r6.4<0;1,0>:d     r11.0<2;1,0>:uw                     // $67
(W)     add (1|M0)               r14.0<1>:d    r7.3<0;1,0>:d     -1:w                                // $76
        mach (8|M8)              r11.0<1>:d    r6.4<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}        // $68
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $68
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   3:w                                 // $70
        shr (16|M0)              r12.0<1>:d    r10.0<8;8,1>:ud   0x1:uw                              // $71
        cmp (16|M0)   (lt)f0.1   null<1>:d     r12.0<8;8,1>:ud   r14.0<0;1,0>:ud                     // $77
(f0.1)  goto (16|M0)                         _0_042            _0_042                                // $78
// B006: [inDivergent],  Preds:{B005},  Succs:{B008}
_0_044:
        mov (16|M0)              r56.0<1>:f    r41.4<0;1,0>:f                   {Compacted}          // $80
        goto (16|M0)                         _0_042            _0_045                                // $81
// B007: [inDivergent],  Preds:{B005, B004},  Succs:{B008}
_0_042:
        join (16|M0)                         _0_045                                                  // 
L1296:
        mov (16|M0)              r56.0<1>:f    0x10:f                                                //  (0x00000010:f); $83
// B008: Preds:{B007, B006},  Succs:{B009, B013}
_0_045:
        join (16|M0)                         _0_045                                                  // 
L1328:
        cmp (16|M0)   (lt)f1.1   null<1>:d     r56.0<8;8,1>:ud   0x10:uw                             // $85
(f1.1)  goto (16|M0)                         _0_046            _0_046                                // $86
// B009: [inDivergent],  Preds:{B008},  Succs:{B010, B011}
_0_047:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r56.0<8;8,1>:ud   0x20:uw                             // $88
(f1.0)  goto (16|M0)                         _0_048            _0_048                                // $89
// B010: [inDivergent],  Preds:{B009},  Succs:{B020}
_0_049:
(W)     addc (1|M0)              r5.0<1>:ud    r52.1<0;1,0>:ud   r52.0<0;1,0>:ud  {AccWrEn,Compacted} // $123
(W)     add (1|M0)               r5.1<1>:ud    r54.1<0;1,0>:ud   r54.0<0;1,0>:ud                     // $124
(W)     mov (1|M0)               r6.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $123
(W)     addc (1|M0)              r8.0<1>:ud    r5.0<0;1,0>:ud    r52.2<0;1,0>:ud  {AccWrEn,Compacted} // $126
(W)     add (1|M0)               r5.1<1>:ud    r6.0<0;1,0>:ud    r5.1<0;1,0>:ud                      // $125
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $126
(W)     addc (1|M0)              r10.0<1>:ud   r8.0<0;1,0>:ud    r52.3<0;1,0>:ud  {AccWrEn,Compacted} // $129
(W)     add (1|M0)               r7.3<1>:ud    r5.1<0;1,0>:ud    r54.2<0;1,0>:ud                     // $127
(W)     mov (1|M0)               r11.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $129
(W)     addc (1|M0)              r12.0<1>:ud   r10.0<0;1,0>:ud   r52.4<0;1,0>:ud  {AccWrEn,Compacted} // $132
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $128
(W)     mov (1|M0)               r13.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $132
(W)     addc (1|M0)              r6.0<1>:ud    r12.0<0;1,0>:ud   r52.5<0;1,0>:ud  {AccWrEn,Compacted} // $135
(W)     add (1|M0)               r10.1<1>:ud   r7.3<0;1,0>:ud    r54.3<0;1,0>:ud                     // $130
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $135
(W)     addc (1|M0)              r8.0<1>:ud    r6.0<0;1,0>:ud    r52.6<0;1,0>:ud  {AccWrEn,Compacted} // $138
(W)     add (1|M0)               r10.1<1>:ud   r11.0<0;1,0>:ud   r10.1<0;1,0>:ud                     // $131
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $138
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r52.7<0;1,0>:ud  {AccWrEn,Compacted} // $141
(W)     add (1|M0)               r12.1<1>:ud   r10.1<0;1,0>:ud   r54.4<0;1,0>:ud                     // $133
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $141
(W)     add (1|M0)               r12.1<1>:ud   r13.0<0;1,0>:ud   r12.1<0;1,0>:ud                     // $134
(W)     addc (1|M0)              r13.0<1>:ud   r11.0<0;1,0>:ud   r53.0<0;1,0>:ud  {AccWrEn,Compacted} // $144
(W)     add (1|M0)               r5.0<1>:ud    r12.1<0;1,0>:ud   r54.5<0;1,0>:ud                     // $136
(W)     mov (1|M0)               r16.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $144
(W)     addc (1|M0)              r6.0<1>:ud    r13.0<0;1,0>:ud   r53.1<0;1,0>:ud  {AccWrEn,Compacted} // $147
(W)     add (1|M0)               r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {Compacted}        // $137
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $147
(W)     addc (1|M0)              r8.0<1>:ud    r6.0<0;1,0>:ud    r53.2<0;1,0>:ud  {AccWrEn,Compacted} // $150
(W)     add (1|M0)               r7.3<1>:ud    r5.0<0;1,0>:ud    r54.6<0;1,0>:ud                     // $139
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $140
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $150
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r53.3<0;1,0>:ud  {AccWrEn,Compacted} // $153
(W)     add (1|M0)               r10.0<1>:ud   r7.3<0;1,0>:ud    r54.7<0;1,0>:ud                     // $142
(W)     add (1|M0)               r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {Compacted}        // $143
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $153
(W)     addc (1|M0)              r13.0<1>:ud   r11.0<0;1,0>:ud   r53.4<0;1,0>:ud  {AccWrEn,Compacted} // $156
(W)     add (1|M0)               r12.0<1>:ud   r10.0<0;1,0>:ud   r55.0<0;1,0>:ud  {Compacted}        // $145
(W)     add (1|M0)               r12.0<1>:ud   r16.0<0;1,0>:ud   r12.0<0;1,0>:ud  {Compacted}        // $146
(W)     mov (1|M0)               r16.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $156
(W)     addc (1|M0)              r6.0<1>:ud    r13.0<0;1,0>:ud   r53.5<0;1,0>:ud  {AccWrEn,Compacted} // $159
(W)     add (1|M0)               r5.0<1>:ud    r12.0<0;1,0>:ud   r55.1<0;1,0>:ud  {Compacted}        // $148
(W)     add (1|M0)               r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {Compacted}        // $149
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $159
(W)     addc (1|M0)              r8.0<1>:ud    r6.0<0;1,0>:ud    r53.6<0;1,0>:ud  {AccWrEn,Compacted} // $162
(W)     add (1|M0)               r7.3<1>:ud    r5.0<0;1,0>:ud    r55.2<0;1,0>:ud                     // $151
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $152
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $162
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r53.7<0;1,0>:ud  {AccWrEn,Compacted} // $165
(W)     add (1|M0)               r10.0<1>:ud   r7.3<0;1,0>:ud    r55.3<0;1,0>:ud                     // $154
(W)     add (1|M0)               r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {Compacted}        // $155
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $165
(W)     addc (1|M0)              r13.0<1>:ud   r11.0<0;1,0>:ud   r52.0<0;1,0>:ud  {AccWrEn,Compacted} // $168
(W)     add (1|M0)               r12.0<1>:ud   r10.0<0;1,0>:ud   r55.4<0;1,0>:ud  {Compacted}        // $157
(W)     add (1|M0)               r12.0<1>:ud   r16.0<0;1,0>:ud   r12.0<0;1,0>:ud  {Compacted}        // $158
(W)     mov (1|M0)               r16.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $168
(W)     addc (1|M0)              r6.0<1>:ud    r13.0<0;1,0>:ud   r52.1<0;1,0>:ud  {AccWrEn,Compacted} // $171
(W)     add (1|M0)               r5.0<1>:ud    r12.0<0;1,0>:ud   r55.5<0;1,0>:ud  {Compacted}        // $160
(W)     add (1|M0)               r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {Compacted}        // $161
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $171
(W)     addc (1|M0)              r8.0<1>:ud    r6.0<0;1,0>:ud    r52.2<0;1,0>:ud  {AccWrEn,Compacted} // $174
(W)     add (1|M0)               r7.3<1>:ud    r5.0<0;1,0>:ud    r55.6<0;1,0>:ud                     // $163
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $164
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $174
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r52.3<0;1,0>:ud  {AccWrEn,Compacted} // $177
(W)     add (1|M0)               r10.0<1>:ud   r7.3<0;1,0>:ud    r55.7<0;1,0>:ud                     // $166
(W)     add (1|M0)               r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {Compacted}        // $167
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $177
(W)     addc (1|M0)              r13.0<1>:ud   r11.0<0;1,0>:ud   r52.4<0;1,0>:ud  {AccWrEn,Compacted} // $180
(W)     add (1|M0)               r12.0<1>:ud   r10.0<0;1,0>:ud   r54.0<0;1,0>:ud  {Compacted}        // $169
(W)     add (1|M0)               r12.0<1>:ud   r16.0<0;1,0>:ud   r12.0<0;1,0>:ud  {Compacted}        // $170
(W)     mov (1|M0)               r16.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $180
(W)     addc (1|M0)              r6.0<1>:ud    r13.0<0;1,0>:ud   r52.5<0;1,0>:ud  {AccWrEn,Compacted} // $183
(W)     add (1|M0)               r5.0<1>:ud    r12.0<0;1,0>:ud   r54.1<0;1,0>:ud  {Compacted}        // $172
(W)     add (1|M0)               r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {Compacted}        // $173
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $183
(W)     addc (1|M0)              r8.0<1>:ud    r6.0<0;1,0>:ud    r52.6<0;1,0>:ud  {AccWrEn,Compacted} // $186
(W)     add (1|M0)               r7.3<1>:ud    r5.0<0;1,0>:ud    r54.2<0;1,0>:ud                     // $175
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $176
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $186
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r52.7<0;1,0>:ud  {AccWrEn,Compacted} // $189
(W)     add (1|M0)               r10.0<1>:ud   r7.3<0;1,0>:ud    r54.3<0;1,0>:ud                     // $178
(W)     add (1|M0)               r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {Compacted}        // $179
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $189
(W)     addc (1|M0)              r13.0<1>:ud   r11.0<0;1,0>:ud   r53.0<0;1,0>:ud  {AccWrEn,Compacted} // $192
(W)     add (1|M0)               r12.0<1>:ud   r10.0<0;1,0>:ud   r54.4<0;1,0>:ud  {Compacted}        // $181
(W)     add (1|M0)               r12.0<1>:ud   r16.0<0;1,0>:ud   r12.0<0;1,0>:ud  {Compacted}        // $182
(W)     mov (1|M0)               r16.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $192
(W)     addc (1|M0)              r6.0<1>:ud    r13.0<0;1,0>:ud   r53.1<0;1,0>:ud  {AccWrEn,Compacted} // $195
(W)     add (1|M0)               r5.0<1>:ud    r12.0<0;1,0>:ud   r54.5<0;1,0>:ud  {Compacted}        // $184
(W)     add (1|M0)               r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {Compacted}        // $185
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $195
(W)     addc (1|M0)              r8.0<1>:ud    r6.0<0;1,0>:ud    r53.2<0;1,0>:ud  {AccWrEn,Compacted} // $198
(W)     add (1|M0)               r7.3<1>:ud    r5.0<0;1,0>:ud    r54.6<0;1,0>:ud                     // $187
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $188
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $198
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r53.3<0;1,0>:ud  {AccWrEn,Compacted} // $201
(W)     add (1|M0)               r10.0<1>:ud   r7.3<0;1,0>:ud    r54.7<0;1,0>:ud                     // $190
(W)     add (1|M0)               r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {Compacted}        // $191
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $201
(W)     addc (1|M0)              r13.0<1>:ud   r11.0<0;1,0>:ud   r53.4<0;1,0>:ud  {AccWrEn,Compacted} // $204
(W)     add (1|M0)               r12.0<1>:ud   r10.0<0;1,0>:ud   r55.0<0;1,0>:ud  {Compacted}        // $193
(W)     add (1|M0)               r12.0<1>:ud   r16.0<0;1,0>:ud   r12.0<0;1,0>:ud  {Compacted}        // $194
(W)     mov (1|M0)               r16.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $204
(W)     addc (1|M0)              r6.0<1>:ud    r13.0<0;1,0>:ud   r53.5<0;1,0>:ud  {AccWrEn,Compacted} // $207
(W)     add (1|M0)               r5.0<1>:ud    r12.0<0;1,0>:ud   r55.1<0;1,0>:ud  {Compacted}        // $196
(W)     add (1|M0)               r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {Compacted}        // $197
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $207
(W)     addc (1|M0)              r8.0<1>:ud    r6.0<0;1,0>:ud    r53.6<0;1,0>:ud  {AccWrEn,Compacted} // $210
(W)     add (1|M0)               r7.3<1>:ud    r5.0<0;1,0>:ud    r55.2<0;1,0>:ud                     // $199
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $200
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $210
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r53.7<0;1,0>:ud  {AccWrEn,Compacted} // $213
(W)     add (1|M0)               r10.0<1>:ud   r7.3<0;1,0>:ud    r55.3<0;1,0>:ud                     // $202
        mov (16|M0)              r58.0<1>:f    r11.0<0;1,0>:f                   {Compacted}          // $216
(W)     add (1|M0)               r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {Compacted}        // $203
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $213
(W)     add (1|M0)               r12.0<1>:ud   r10.0<0;1,0>:ud   r55.4<0;1,0>:ud  {Compacted}        // $205
(W)     add (1|M0)               r12.0<1>:ud   r16.0<0;1,0>:ud   r12.0<0;1,0>:ud  {Compacted}        // $206
(W)     add (1|M0)               r5.0<1>:ud    r12.0<0;1,0>:ud   r55.5<0;1,0>:ud  {Compacted}        // $208
(W)     add (1|M0)               r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {Compacted}        // $209
(W)     add (1|M0)               r7.3<1>:ud    r5.0<0;1,0>:ud    r55.6<0;1,0>:ud                     // $211
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $212
(W)     add (1|M0)               r10.0<1>:ud   r7.3<0;1,0>:ud    r55.7<0;1,0>:ud                     // $214
(W)     add (1|M0)               r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {Compacted}        // $215
        mov (16|M0)              r60.0<1>:f    r10.0<0;1,0>:f                   {Compacted}          // $217
        goto (16|M0)                         _0_048            _0_050                                // $218
// B011: [inDivergent],  Preds:{B009},  Succs:{B012, B014}
_0_048:
        join (16|M0)                         _0_046                                                  // 
L2672:
        cmp (16|M0)   (eq)f0.1   null<1>:d     r56.0<8;8,1>:d    16:w                                // $220
(~f0.1) goto (16|M0)                         _0_046            _0_051                                // $221
// B012: [inDivergent],  Preds:{B011},  Succs:{B020}
_0_052:
(W)     addc (1|M0)              r5.0<1>:ud    r52.1<0;1,0>:ud   r52.0<0;1,0>:ud  {AccWrEn,Compacted} // $223
(W)     add (1|M0)               r5.1<1>:ud    r54.1<0;1,0>:ud   r54.0<0;1,0>:ud                     // $224
(W)     mov (1|M0)               r6.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $223
(W)     addc (1|M0)              r8.0<1>:ud    r5.0<0;1,0>:ud    r52.2<0;1,0>:ud  {AccWrEn,Compacted} // $226
(W)     add (1|M0)               r5.1<1>:ud    r6.0<0;1,0>:ud    r5.1<0;1,0>:ud                      // $225
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $226
(W)     addc (1|M0)              r10.0<1>:ud   r8.0<0;1,0>:ud    r52.3<0;1,0>:ud  {AccWrEn,Compacted} // $229
(W)     add (1|M0)               r7.3<1>:ud    r5.1<0;1,0>:ud    r54.2<0;1,0>:ud                     // $227
(W)     mov (1|M0)               r11.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $229
(W)     addc (1|M0)              r12.0<1>:ud   r10.0<0;1,0>:ud   r52.4<0;1,0>:ud  {AccWrEn,Compacted} // $232
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $228
(W)     mov (1|M0)               r13.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $232
(W)     addc (1|M0)              r6.0<1>:ud    r12.0<0;1,0>:ud   r52.5<0;1,0>:ud  {AccWrEn,Compacted} // $235
(W)     add (1|M0)               r10.1<1>:ud   r7.3<0;1,0>:ud    r54.3<0;1,0>:ud                     // $230
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $235
(W)     addc (1|M0)              r8.0<1>:ud    r6.0<0;1,0>:ud    r52.6<0;1,0>:ud  {AccWrEn,Compacted} // $238
(W)     add (1|M0)               r10.1<1>:ud   r11.0<0;1,0>:ud   r10.1<0;1,0>:ud                     // $231
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $238
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r52.7<0;1,0>:ud  {AccWrEn,Compacted} // $241
(W)     add (1|M0)               r12.1<1>:ud   r10.1<0;1,0>:ud   r54.4<0;1,0>:ud                     // $233
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $241
(W)     add (1|M0)               r12.1<1>:ud   r13.0<0;1,0>:ud   r12.1<0;1,0>:ud                     // $234
(W)     addc (1|M0)              r13.0<1>:ud   r11.0<0;1,0>:ud   r53.0<0;1,0>:ud  {AccWrEn,Compacted} // $244
(W)     add (1|M0)               r5.0<1>:ud    r12.1<0;1,0>:ud   r54.5<0;1,0>:ud                     // $236
(W)     mov (1|M0)               r16.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $244
(W)     addc (1|M0)              r6.0<1>:ud    r13.0<0;1,0>:ud   r53.1<0;1,0>:ud  {AccWrEn,Compacted} // $247
(W)     add (1|M0)               r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {Compacted}        // $237
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $247
(W)     addc (1|M0)              r8.0<1>:ud    r6.0<0;1,0>:ud    r53.2<0;1,0>:ud  {AccWrEn,Compacted} // $250
(W)     add (1|M0)               r7.3<1>:ud    r5.0<0;1,0>:ud    r54.6<0;1,0>:ud                     // $239
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $240
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $250
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r53.3<0;1,0>:ud  {AccWrEn,Compacted} // $253
(W)     add (1|M0)               r10.0<1>:ud   r7.3<0;1,0>:ud    r54.7<0;1,0>:ud                     // $242
(W)     add (1|M0)               r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {Compacted}        // $243
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $253
(W)     addc (1|M0)              r13.0<1>:ud   r11.0<0;1,0>:ud   r53.4<0;1,0>:ud  {AccWrEn,Compacted} // $256
(W)     add (1|M0)               r12.0<1>:ud   r10.0<0;1,0>:ud   r55.0<0;1,0>:ud  {Compacted}        // $245
(W)     add (1|M0)               r12.0<1>:ud   r16.0<0;1,0>:ud   r12.0<0;1,0>:ud  {Compacted}        // $246
(W)     mov (1|M0)               r16.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $256
(W)     addc (1|M0)              r6.0<1>:ud    r13.0<0;1,0>:ud   r53.5<0;1,0>:ud  {AccWrEn,Compacted} // $259
(W)     add (1|M0)               r5.0<1>:ud    r12.0<0;1,0>:ud   r55.1<0;1,0>:ud  {Compacted}        // $248
(W)     add (1|M0)               r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {Compacted}        // $249
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $259
(W)     addc (1|M0)              r8.0<1>:ud    r6.0<0;1,0>:ud    r53.6<0;1,0>:ud  {AccWrEn,Compacted} // $262
(W)     add (1|M0)               r7.3<1>:ud    r5.0<0;1,0>:ud    r55.2<0;1,0>:ud                     // $251
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $252
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $262
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r53.7<0;1,0>:ud  {AccWrEn,Compacted} // $265
(W)     add (1|M0)               r10.0<1>:ud   r7.3<0;1,0>:ud    r55.3<0;1,0>:ud                     // $254
        mov (16|M0)              r58.0<1>:f    r11.0<0;1,0>:f                   {Compacted}          // $268
(W)     add (1|M0)               r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {Compacted}        // $255
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $265
(W)     add (1|M0)               r12.0<1>:ud   r10.0<0;1,0>:ud   r55.4<0;1,0>:ud  {Compacted}        // $257
(W)     add (1|M0)               r12.0<1>:ud   r16.0<0;1,0>:ud   r12.0<0;1,0>:ud  {Compacted}        // $258
(W)     add (1|M0)               r5.0<1>:ud    r12.0<0;1,0>:ud   r55.5<0;1,0>:ud  {Compacted}        // $260
(W)     add (1|M0)               r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {Compacted}        // $261
(W)     add (1|M0)               r7.3<1>:ud    r5.0<0;1,0>:ud    r55.6<0;1,0>:ud                     // $263
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $264
(W)     add (1|M0)               r10.0<1>:ud   r7.3<0;1,0>:ud    r55.7<0;1,0>:ud                     // $266
(W)     add (1|M0)               r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {Compacted}        // $267
        mov (16|M0)              r60.0<1>:f    r10.0<0;1,0>:f                   {Compacted}          // $269
        goto (16|M0)                         _0_046            _0_050                                // $270
// B013: [inDivergent],  Preds:{B008},  Succs:{B014, B019}
_0_046:
        join (16|M0)                         _0_051                                                  // 
L3376:
        cmp (16|M0)   (eq)f1.1   null<1>:d     r56.0<8;8,1>:d    8:w                                 // $272
(f1.1)  goto (16|M0)                         _0_051            _0_053                                // $273
// B014: [inDivergent],  Preds:{B013, B011},  Succs:{B015}
_0_051:
        join (16|M0)                         _0_053                                                  // 
L3424:
        mov (16|M0)              r62.0<1>:d    r40.0<16;16,1>:uw                                     // $275
        mov (16|M0)              r64.0<1>:f    0x1:f                                                 //  (0x00000001:f); $276
// B015: [inDivergent],  Preds:{B017, B014},  Succs:{B016, B018}
_0_054:
(W)     mov (8|M0)               r5.0<1>:w     0x76543210:v                                          // $281
        add (16|M0)              r8.0<1>:d     -r64.0<8;8,1>:d   16:w                                // $278
(W)     mov (16|M0)              r66.0<1>:f    0x0:f                                                 //  (0x00000000:f); $279
(W)     mov (16|M0)              r68.0<1>:f    r52.0<8;8,1>:f                   {Compacted}          // $280
(W)     mov (8|M0)               r10.0<1>:ud   r5.0<8;8,1>:w                                         // $281
(W)     add (8|M0)               r11.0<1>:ud   r10.0<8;8,1>:ud   0x8:uw                              // $282
(W)     add (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   r8.0<8;8,1>:d                       // $283
(W)     shl (16|M0)              r14.0<1>:ud   r12.0<8;8,1>:ud   0x2:uw                              // $284
(W)     add (16|M0)              a0.0<1>:uw    r14.0<2;1,0>:uw   0x840:uw                            // $285
        mov (16|M0)              r16.0<1>:d    r[a0.0]<1,0>:d                                        // $286
(W)     mov (8|M0)               r20.0<1>:ud   r5.0<8;8,1>:w                                         // $289
        mov (16|M0)              r18.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // $286
(W)     mov (16|M0)              r70.0<1>:f    0x0:f                                                 //  (0x00000000:f); $287
(W)     mov (16|M0)              r72.0<1>:f    r54.0<8;8,1>:f                   {Compacted}          // $288
(W)     add (8|M0)               r21.0<1>:ud   r20.0<8;8,1>:ud   0x8:uw                              // $290
(W)     add (16|M0)              r22.0<1>:ud   r20.0<8;8,1>:ud   r8.0<8;8,1>:d                       // $291
(W)     shl (16|M0)              r24.0<1>:ud   r22.0<8;8,1>:ud   0x2:uw                              // $292
(W)     add (16|M0)              a0.0<1>:uw    r24.0<2;1,0>:uw   0x8C0:uw                            // $293
        mov (16|M0)              r26.0<1>:d    r[a0.0]<1,0>:d                                        // $294
        cmp (16|M0)   (gt)f0.1   null<1>:d     r64.0<8;8,1>:ud   r62.0<8;8,1>:ud                     // $295
        mov (16|M0)              r10.0<1>:f    r26.0<8;8,1>:f                   {Compacted}          // $294
        shl (16|M0)              r64.0<1>:d    r64.0<8;8,1>:d    1:w                                 // $304
(~f0.1) sel (16|M0)              r12.0<1>:d    r18.0<8;8,1>:d    0:w                                 // $296
(~f0.1) sel (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    0:w                                 // $297
        cmp (16|M0)   (lt)f1.1   null<1>:d     r64.0<8;8,1>:ud   0x10:uw                             // $305
        addc (8|M0)              r74.0<1>:ud   r12.0<8;8,1>:ud   r52.0<8;8,1>:ud  {AccWrEn,Compacted} // $298
        add (8|M0)               r54.0<1>:ud   r14.0<8;8,1>:ud   r54.0<8;8,1>:ud  {Compacted}        // $299
        add (8|M8)               r55.0<1>:ud   r15.0<8;8,1>:ud   r55.0<8;8,1>:ud  {Compacted}        // $302
        mov (8|M0)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $298
        addc (8|M8)              r75.0<1>:ud   r13.0<8;8,1>:ud   r53.0<8;8,1>:ud  {AccWrEn,Compacted} // $301
        add (8|M0)               r54.0<1>:ud   r16.0<8;8,1>:ud   r54.0<8;8,1>:ud  {Compacted}        // $300
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $301
        mov (16|M0)              r52.0<1>:f    r74.0<8;8,1>:f                   {Compacted}          // $306
        add (8|M8)               r55.0<1>:ud   r8.0<8;8,1>:ud    r55.0<8;8,1>:ud  {Compacted}        // $303
(~f1.1) break (16|M0)                        _sg_types_k0_1_cf  _sg_types_k0_1_cf                    // $307
// B016: [inDivergent],  Preds:{B015},  Succs:{B017}
_0_056:
        mov (16|M0)              r52.0<1>:f    r74.0<8;8,1>:f                   {Compacted}          // $309
// B017: [inDivergent],  Preds:{B016},  Succs:{B015}
_sg_types_k0_1_cf:
        while (16|M0)                        _0_054                                                  // $310
// B018: [inDivergent],  Preds:{B015},  Succs:{B020}
_0_055:
        add (16|M0)              r8.0<1>:d     r56.0<8;8,1>:d    -1:w                                // $312
        shl (16|M0)              r5.0<1>:uw    r8.0<2;1,0>:uw    0x2:uw                              // $313
        add (16|M0)              a0.0<1>:uw    r5.0<16;16,1>:uw  0x680:uw                            // $314
        mov (16|M0)              r10.0<1>:d    r[a0.0]<1,0>:d                                        // $315
        add (16|M0)              a0.0<1>:uw    r5.0<16;16,1>:uw  0x6C0:uw                            // $317
        mov (16|M0)              r58.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $315
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                                        // $318
        mov (16|M0)              r60.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $318
        goto (16|M0)                         _0_053            _0_050                                // $319
// B019: [inDivergent],  Preds:{B013},  Succs:{B020}
_0_053:
        join (16|M0)                         _0_050                                                  // 
L4080:
(W)     addc (1|M0)              r5.0<1>:ud    r52.1<0;1,0>:ud   r52.0<0;1,0>:ud  {AccWrEn,Compacted} // $321
(W)     add (1|M0)               r5.1<1>:ud    r54.1<0;1,0>:ud   r54.0<0;1,0>:ud                     // $322
(W)     mov (1|M0)               r6.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $321
(W)     addc (1|M0)              r8.0<1>:ud    r5.0<0;1,0>:ud    r52.2<0;1,0>:ud  {AccWrEn,Compacted} // $324
(W)     add (1|M0)               r5.1<1>:ud    r6.0<0;1,0>:ud    r5.1<0;1,0>:ud                      // $323
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $324
(W)     addc (1|M0)              r10.0<1>:ud   r8.0<0;1,0>:ud    r52.3<0;1,0>:ud  {AccWrEn,Compacted} // $327
(W)     add (1|M0)               r7.3<1>:ud    r5.1<0;1,0>:ud    r54.2<0;1,0>:ud                     // $325
(W)     mov (1|M0)               r11.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $327
(W)     addc (1|M0)              r12.0<1>:ud   r10.0<0;1,0>:ud   r52.4<0;1,0>:ud  {AccWrEn,Compacted} // $330
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $326
(W)     mov (1|M0)               r13.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $330
(W)     addc (1|M0)              r6.0<1>:ud    r12.0<0;1,0>:ud   r52.5<0;1,0>:ud  {AccWrEn,Compacted} // $333
(W)     add (1|M0)               r10.1<1>:ud   r7.3<0;1,0>:ud    r54.3<0;1,0>:ud                     // $328
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $333
(W)     addc (1|M0)              r8.0<1>:ud    r6.0<0;1,0>:ud    r52.6<0;1,0>:ud  {AccWrEn,Compacted} // $336
(W)     add (1|M0)               r10.1<1>:ud   r11.0<0;1,0>:ud   r10.1<0;1,0>:ud                     // $329
(W)     mov (1|M0)               r9.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $336
(W)     addc (1|M0)              r11.0<1>:ud   r8.0<0;1,0>:ud    r52.7<0;1,0>:ud  {AccWrEn,Compacted} // $339
(W)     add (1|M0)               r12.1<1>:ud   r10.1<0;1,0>:ud   r54.4<0;1,0>:ud                     // $331
(W)     mov (1|M0)               r15.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $339
(W)     add (1|M0)               r12.1<1>:ud   r13.0<0;1,0>:ud   r12.1<0;1,0>:ud                     // $332
        mov (16|M0)              r58.0<1>:f    r11.0<0;1,0>:f                   {Compacted}          // $342
(W)     add (1|M0)               r5.0<1>:ud    r12.1<0;1,0>:ud   r54.5<0;1,0>:ud                     // $334
(W)     add (1|M0)               r5.0<1>:ud    r14.0<0;1,0>:ud   r5.0<0;1,0>:ud   {Compacted}        // $335
(W)     add (1|M0)               r7.3<1>:ud    r5.0<0;1,0>:ud    r54.6<0;1,0>:ud                     // $337
(W)     add (1|M0)               r7.3<1>:ud    r9.0<0;1,0>:ud    r7.3<0;1,0>:ud                      // $338
(W)     add (1|M0)               r10.0<1>:ud   r7.3<0;1,0>:ud    r54.7<0;1,0>:ud                     // $340
(W)     add (1|M0)               r10.0<1>:ud   r15.0<0;1,0>:ud   r10.0<0;1,0>:ud  {Compacted}        // $341
        mov (16|M0)              r60.0<1>:f    r10.0<0;1,0>:f                   {Compacted}          // $343
// B020: Preds:{B019, B018, B012, B010},  Succs:{B021, B023}
_0_050:
        join (16|M0)                         _0_050                                                  // 
L4432:
        send (16|M0)             r8:w     r50:f   0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $346
        mov (16|M0)              r76.0<1>:f    r8.0<8;8,1>:f                    {Compacted}          // $347
        mov (16|M0)              r78.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $348
(W)     addc (1|M0)              r49.0<1>:ud   r58.0<0;1,0>:ud   r76.1<0;1,0>:ud  {AccWrEn,Compacted} // $349
(W)     add (1|M0)               r41.5<1>:ud   r60.0<0;1,0>:ud   r78.1<0;1,0>:ud                     // $350
(W)     mov (1|M0)               r5.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $349
(W)     add (1|M0)               r41.5<1>:ud   r5.0<0;1,0>:ud    r41.5<0;1,0>:ud                     // $351
(W&f0.0) jmpi                                _0_057                                                  // $352
// B021: Preds:{B020},  Succs:{B022, B023}
_0_058:
        mul (16|M0)              r8.0<1>:d     r6.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $356
(W)     add (1|M0)               r5.0<1>:d     r42.0<0;1,0>:d    15:w                                // $363
        add (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r2.0<16;16,1>:uw                    // $357
(W)     shr (1|M0)               r6.0<1>:d     r5.0<0;1,0>:ud    3:w                                 // $364
(W)     mul (8|M0)               acc0.0<1>:d   r6.4<0;1,0>:d     r10.0<2;1,0>:uw                     // $357
(W)     shr (1|M0)               r7.3<1>:d     r6.0<0;1,0>:ud    0x1:uw                              // $365
        mach (8|M0)              r10.0<1>:d    r6.4<0;1,0>:d     r10.0<8;8,1>:d   {Compacted}        // $357
(W)     mul (8|M8)               acc0.0<1>:d   r6.4<0;1,0>:d     r11.0<2;1,0>:uw                     // $357
(W)     add (1|M0)               r14.0<1>:d    r7.3<0;1,0>:d     -1:w                                // $366
        mach (8|M8)              r11.0<1>:d    r6.4<0;1,0>:d     r11.0<8;8,1>:d   {Compacted}        // $358
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $358
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   3:w                                 // $360
        shr (16|M0)              r12.0<1>:d    r10.0<8;8,1>:ud   0x1:uw                              // $361
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r14.0<0;1,0>:ud                     // $367
(f1.0)  goto (16|M0)                         _0_057            _0_057                                // $368
// B022: [inDivergent],  Preds:{B021},  Succs:{B024}
_0_059:
        mov (16|M0)              r80.0<1>:f    r41.4<0;1,0>:f                   {Compacted}          // $370
        goto (16|M0)                         _0_057            _0_060                                // $371
// B023: [inDivergent],  Preds:{B021, B020},  Succs:{B024}
_0_057:
        join (16|M0)                         _0_060                                                  // 
L4784:
        mov (16|M0)              r80.0<1>:f    0x10:f                                                //  (0x00000010:f); $373
// B024: Preds:{B023, B022},  Succs:{B025, B027}
_0_060:
        join (16|M0)                         _0_060                                                  // 
L4816:
        cmp (16|M0)   (gt)f0.1   null<1>:d     r80.0<8;8,1>:ud   0x1:uw                              // $375
(f0.1)  if (16|M0)                           _sg_types_k0_0_cf  _sg_types_k0_0_cf                    // $376
// B025: [inDivergent],  Preds:{B024},  Succs:{B026}
_0_062:
(W)     mov (1|M0)               r41.6<1>:f    0x1:f                                                 //  (0x00000001:f); $378
// B026: [inDivergent],  Preds:{B026, B025},  Succs:{B027, B026}
_0_063:
(W)     mov (8|M0)               r5.8<1>:w     0x76543210:v                                          // $383
(W)     mov (16|M0)              r82.0<1>:f    0x0:f                                                 //  (0x00000000:f); $381
(W)     add (1|M0)               r5.0<1>:d     -r41.6<0;1,0>:d   16:w                                // $380
(W)     mov (16|M0)              r84.0<1>:f    r76.0<8;8,1>:f                   {Compacted}          // $382
(W)     mov (8|M0)               r8.0<1>:ud    r5.8<8;8,1>:w                                         // $383
(W)     add (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:ud    0x8:uw                              // $384
(W)     add (16|M0)              r10.0<1>:ud   r8.0<8;8,1>:ud    r5.0<0;1,0>:d                       // $385
(W)     shl (16|M0)              r12.0<1>:ud   r10.0<8;8,1>:ud   0x2:uw                              // $386
(W)     add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0xA40:uw                            // $387
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                                        // $388
(W)     mov (8|M0)               r18.0<1>:ud   r5.8<8;8,1>:w                                         // $391
        mov (16|M0)              r16.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $388
(W)     mov (16|M0)              r86.0<1>:f    0x80000000:f                                          //  (0x80000000:f); $389
(W)     mov (16|M0)              r88.0<1>:f    r78.0<8;8,1>:f                   {Compacted}          // $390
(W)     add (8|M0)               r19.0<1>:ud   r18.0<8;8,1>:ud   0x8:uw                              // $392
(W)     add (16|M0)              r20.0<1>:ud   r18.0<8;8,1>:ud   r5.0<0;1,0>:d                       // $393
(W)     shl (16|M0)              r22.0<1>:ud   r20.0<8;8,1>:ud   0x2:uw                              // $394
(W)     add (16|M0)              a0.0<1>:uw    r22.0<2;1,0>:uw   0xAC0:uw                            // $395
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                                        // $396
        mov (16|M0)              r8.0<1>:f     r24.0<8;8,1>:f                   {Compacted}          // $396
        cmp (16|M0)   (lt)f1.1   null<1>:d     r76.0<8;8,1>:ud   r16.0<8;8,1>:ud                     // $397
(W)     shl (1|M0)               r41.6<1>:d    r41.6<0;1,0>:d    1:w                                 // $404
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r78.0<8;8,1>:d    r8.0<8;8,1>:d                       // $398
        cmp (16|M0)   (lt)f1.0   null<1>:d     r41.6<0;1,0>:ud   r80.0<8;8,1>:ud                     // $405
(~f1.1) cmp (16|M0)   (lt)f1.1   null<1>:d     r78.0<8;8,1>:d    r8.0<8;8,1>:d                       // $400
(f1.1)  mov (16|M0)              r76.0<1>:f    r16.0<8;8,1>:f                                        // $402
(f1.1)  mov (16|M0)              r78.0<1>:f    r8.0<8;8,1>:f                                         // $403
(f1.0)  while (16|M0)                        _0_063                                                  // $406
// B027: Preds:{B024, B026},  Succs:{B028}
_sg_types_k0_0_cf:
        endif (16|M0)                        _0_061                                                  // $376
// B028: Preds:{B027},  Succs:{}
_0_061:
        addc (8|M0)              r8.0<1>:ud    r49.0<0;1,0>:ud   r76.0<8;8,1>:ud  {AccWrEn,Compacted} // $417
        mov (16|M0)              r12.0<1>:d    r43.0<8;8,1>:ub                                       // $423
        mov (16|M0)              r22.0<1>:d    r48.0<16;16,1>:w                                      // $428
        add (8|M0)               r18.0<1>:ud   r41.5<0;1,0>:ud   r78.0<8;8,1>:ud  {Compacted}        // $418
        add (8|M8)               r19.0<1>:ud   r41.5<0;1,0>:ud   r79.0<8;8,1>:ud  {Compacted}        // $421
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $417
        addc (8|M8)              r9.0<1>:ud    r49.0<0;1,0>:ud   r77.0<8;8,1>:ud  {AccWrEn,Compacted} // $420
(W)     mov (16|M0)              r5.0<1>:hf    0xFC00:hf                                             // $411
        asr (16|M0)              r30.0<1>:d    r22.0<8;8,1>:d    31:w                                // $429
(W)     mov (8|M0)               r127.0<1>:f   r33.0<8;8,1>:f                   {Compacted}          // $447
        add (8|M0)               r18.0<1>:ud   r10.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted}        // $419
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $420
        addc (8|M0)              r16.0<1>:ud   r8.0<8;8,1>:ud    r12.0<8;8,1>:ud  {AccWrEn,Compacted} // $424
        add (8|M8)               r19.0<1>:ud   r14.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted}        // $422
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $424
        addc (8|M8)              r17.0<1>:ud   r9.0<8;8,1>:ud    r13.0<8;8,1>:ud  {AccWrEn,Compacted} // $426
        send (16|M0)             r14:w    r46:f   0xA            0x04210503           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $409
        add (8|M0)               r28.0<1>:ud   r20.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted}        // $425
        mov (8|M8)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $426
        addc (8|M0)              r26.0<1>:ud   r16.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted} // $430
        add (8|M0)               r34.0<1>:ud   r28.0<8;8,1>:ud   r30.0<8;8,1>:ud  {Compacted}        // $431
        add (8|M8)               r29.0<1>:ud   r24.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted}        // $427
        mov (8|M0)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $430
        addc (8|M8)              r27.0<1>:ud   r17.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,Compacted} // $433
        add (8|M8)               r35.0<1>:ud   r29.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted}        // $434
        add (8|M0)               r34.0<1>:ud   r32.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted}        // $432
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $433
        mov (16|M0)              r10.0<1>:f    r26.0<8;8,1>:f                   {Compacted}          // $436
        add (8|M8)               r35.0<1>:ud   r8.0<8;8,1>:ud    r35.0<8;8,1>:ud  {Compacted}        // $435
        mov (16|M0)              r12.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $437
        sends (16|M0)            null:w   r50     r10     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $439
        mov (16|M0)              r5.0<1>:hf    r14.0<2;1,0>:hf                                       // $410
(W)     sel (8|M0)    (ge)f0.0   r6.0<1>:hf    r5.0<8;8,1>:hf    r5.8<8;8,1>:hf                      // $413
(W)     sel (4|M0)    (ge)f0.0   r7.6<1>:hf    r6.0<4;4,1>:hf    r6.4<4;4,1>:hf                      // $414
(W)     sel (2|M0)    (ge)f0.0   r9.0<1>:hf    r7.6<2;2,1>:hf    r7.8<2;2,1>:hf                      // $415
(W)     sel (1|M0)    (ge)f0.0   r16.0<1>:hf   r9.0<0;1,0>:hf    r9.1<0;1,0>:hf                      // $416
        send (16|M0)             r18:w    r46:f   0xA            0x04210503           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $441
        mov (16|M0)              r8.0<1>:hf    r18.0<2;1,0>:hf                                       // $442
(W)     add (1|M0)               r17.0<1>:hf   r16.0<0;1,0>:hf   r8.0<0;1,0>:hf                      // $443
        mov (16|M0)              r20.0<1>:ud   r17.0<0;1,0>:uw                                       // $444
        sends (16|M0)            null:w   r46     r20     0x8A            0x04030505           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b // $446
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $447
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
