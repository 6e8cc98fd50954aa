//.kernel math_trans
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 1365
//.RA type	GRAPH_COLORING_FF_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=8 type=uq align=4 words (r90.1)
//.declare V0045 (53)  rf=r size=8 type=uq align=4 words (r90.0)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0053 (61)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r94.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r91.0)
//.declare V0055 (63)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0056 (64)  rf=r size=64 type=f align=16 words (r121.0)
//.declare P01 (65)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0057 (66)  rf=r size=64 type=f align=16 words (r126.0)
//.declare V0058 (67)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0059 (68)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0060 (69)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0061 (70)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0062 (71)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0063 (72)  rf=r size=64 type=d alias=V0057+0 align=16 words (r126.0)
//.declare V0064 (73)  rf=r size=64 type=d alias=V0058+0 align=16 words (r119.0)
//.declare V0065 (74)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0066 (75)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0067 (76)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0068 (77)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0069 (78)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0070 (79)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0071 (80)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0072 (81)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0073 (82)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0074 (83)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0075 (84)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0076 (85)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0077 (86)  rf=r size=64 type=f align=16 words (r126.0)
//.declare V0078 (87)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0079 (88)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0080 (89)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0081 (90)  rf=r size=64 type=d alias=V0074+0 align=16 words (r4.0)
//.declare V0082 (91)  rf=r size=64 type=d alias=V0075+0 align=16 words (r1.0)
//.declare V0083 (92)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0084 (93)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0085 (94)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0086 (95)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0087 (96)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0088 (97)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0089 (98)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0090 (99)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0091 (100)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0092 (101)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0093 (102)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0094 (103)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0095 (104)  rf=r size=64 type=f alias=V0079+0 align=16 words (r4.0)
//.declare V0096 (105)  rf=r size=64 type=f alias=V0080+0 align=16 words (r1.0)
//.declare V0097 (106)  rf=r size=64 type=d align=16 words (r126.0)
//.declare V0098 (107)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0099 (108)  rf=r size=64 type=d alias=V0055+0 align=16 words (r124.0)
//.declare V0100 (109)  rf=r size=64 type=d alias=V0056+0 align=16 words (r121.0)
//.declare P02 (110)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0101 (111)  rf=r size=64 type=f alias=V0097+0 align=16 words (r126.0)
//.declare V0102 (112)  rf=r size=64 type=f alias=V0098+0 align=16 words (r119.0)
//.declare V0103 (113)  rf=r size=4 type=f align=2 words (r123.1)
//.declare V0104 (114)  rf=r size=4 type=f align=2 words (r123.0)
//.declare V0105 (115)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0106 (116)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0107 (117)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0108 (118)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r126.0)
//.declare V0109 (119)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r119.0)
//.declare V0110 (120)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0111 (121)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0112 (122)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0113 (123)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0114 (124)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0115 (125)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0118 (128)  rf=r size=64 type=ud alias=V0112+0 align=16 words (r10.0)
//.declare V0119 (129)  rf=r size=64 type=ud alias=V0113+0 align=16 words (r36.0)
//.declare V0120 (130)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0121 (131)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0124 (134)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0125 (135)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0128 (138)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r18.0)
//.declare V0129 (139)  rf=r size=64 type=ud alias=V0125+0 align=16 words (r16.0)
//.declare V0130 (140)  rf=r size=64 type=ud alias=V0120+0 align=16 words (r14.0)
//.declare V0131 (141)  rf=r size=64 type=ud alias=V0121+0 align=16 words (r8.0)
//.declare V0136 (146)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0137 (147)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0140 (150)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0141 (151)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0142 (152)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0143 (153)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0146 (156)  rf=r size=64 type=ud alias=V0140+0 align=16 words (r24.0)
//.declare V0147 (157)  rf=r size=64 type=ud alias=V0141+0 align=16 words (r16.0)
//.declare V0148 (158)  rf=r size=64 type=ud alias=V0142+0 align=16 words (r18.0)
//.declare V0149 (159)  rf=r size=64 type=ud alias=V0143+0 align=16 words (r14.0)
//.declare V0154 (164)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0155 (165)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0158 (168)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0159 (169)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0160 (170)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0161 (171)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0164 (174)  rf=r size=64 type=ud alias=V0158+0 align=16 words (r28.0)
//.declare V0165 (175)  rf=r size=64 type=ud alias=V0159+0 align=16 words (r18.0)
//.declare V0166 (176)  rf=r size=64 type=ud alias=V0160+0 align=16 words (r26.0)
//.declare V0167 (177)  rf=r size=64 type=ud alias=V0161+0 align=16 words (r16.0)
//.declare V0172 (182)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0173 (183)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0176 (186)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0177 (187)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0178 (188)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0179 (189)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0182 (192)  rf=r size=64 type=ud alias=V0176+0 align=16 words (r34.0)
//.declare V0183 (193)  rf=r size=64 type=ud alias=V0177+0 align=16 words (r30.0)
//.declare V0184 (194)  rf=r size=64 type=ud alias=V0178+0 align=16 words (r28.0)
//.declare V0185 (195)  rf=r size=64 type=ud alias=V0179+0 align=16 words (r18.0)
//.declare V0190 (200)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0191 (201)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0194 (204)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0195 (205)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0196 (206)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0197 (207)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0200 (210)  rf=r size=64 type=ud alias=V0194+0 align=16 words (r30.0)
//.declare V0201 (211)  rf=r size=64 type=ud alias=V0195+0 align=16 words (r40.0)
//.declare V0202 (212)  rf=r size=64 type=ud alias=V0196+0 align=16 words (r34.0)
//.declare V0203 (213)  rf=r size=64 type=ud alias=V0197+0 align=16 words (r38.0)
//.declare V0208 (218)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0209 (219)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0212 (222)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0213 (223)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0214 (224)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0215 (225)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0218 (228)  rf=r size=64 type=ud alias=V0212+0 align=16 words (r38.0)
//.declare V0219 (229)  rf=r size=64 type=ud alias=V0213+0 align=16 words (r46.0)
//.declare V0220 (230)  rf=r size=64 type=ud alias=V0214+0 align=16 words (r40.0)
//.declare V0221 (231)  rf=r size=64 type=ud alias=V0215+0 align=16 words (r42.0)
//.declare V0226 (236)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0227 (237)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0230 (240)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0231 (241)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0232 (242)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0233 (243)  rf=r size=64 type=d align=16 words (r32.0)
//.declare P03 (244)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0234 (245)  rf=r size=64 type=ud alias=V0232+0 align=16 words (r12.0)
//.declare V0235 (246)  rf=r size=64 type=ud alias=V0233+0 align=16 words (r32.0)
//.declare V0236 (247)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0237 (248)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0238 (249)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0239 (250)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0240 (251)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0241 (252)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0242 (253)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0243 (254)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0244 (255)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0245 (256)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0246 (257)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0247 (258)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0248 (259)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0249 (260)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0250 (261)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0251 (262)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0252 (263)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0253 (264)  rf=r size=64 type=d align=16 words (r40.0)
//.declare P04 (265)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0254 (266)  rf=r size=64 type=ud alias=V0252+0 align=16 words (r4.0)
//.declare V0255 (267)  rf=r size=64 type=ud alias=V0253+0 align=16 words (r40.0)
//.declare V0256 (268)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0257 (269)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0258 (270)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0259 (271)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0260 (272)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0261 (273)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0262 (274)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0263 (275)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0264 (276)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0265 (277)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0266 (278)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0267 (279)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0268 (280)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0269 (281)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0270 (282)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0271 (283)  rf=r size=64 type=d align=16 words (r34.0)
//.declare P05 (284)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0272 (285)  rf=r size=64 type=ud alias=V0270+0 align=16 words (r20.0)
//.declare V0273 (286)  rf=r size=64 type=ud alias=V0271+0 align=16 words (r34.0)
//.declare V0274 (287)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0275 (288)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0276 (289)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0277 (290)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0278 (291)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0279 (292)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0280 (293)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0281 (294)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0282 (295)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0283 (296)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0284 (297)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0285 (298)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0286 (299)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0287 (300)  rf=r size=64 type=d align=16 words (r22.0)
//.declare P06 (301)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0288 (302)  rf=r size=64 type=ud alias=V0286+0 align=16 words (r14.0)
//.declare V0289 (303)  rf=r size=64 type=ud alias=V0287+0 align=16 words (r22.0)
//.declare V0290 (304)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0291 (305)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0292 (306)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0293 (307)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0294 (308)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0295 (309)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0296 (310)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0297 (311)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0298 (312)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0299 (313)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0300 (314)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0301 (315)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0302 (316)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0303 (317)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0304 (318)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0305 (319)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0306 (320)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0307 (321)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0308 (322)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0309 (323)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0310 (324)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0311 (325)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0312 (326)  rf=r size=64 type=ud alias=V0292+0 align=16 words (r10.0)
//.declare V0313 (327)  rf=r size=64 type=ud alias=V0293+0 align=16 words (r18.0)
//.declare V0314 (328)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0315 (329)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0316 (330)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0317 (331)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0318 (332)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0319 (333)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0320 (334)  rf=r size=64 type=ud alias=V0294+0 align=16 words (r8.0)
//.declare V0321 (335)  rf=r size=64 type=ud alias=V0295+0 align=16 words (r16.0)
//.declare V0322 (336)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0323 (337)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0324 (338)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0325 (339)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0326 (340)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0327 (341)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0328 (342)  rf=r size=64 type=ud alias=V0296+0 align=16 words (r4.0)
//.declare V0329 (343)  rf=r size=64 type=ud alias=V0297+0 align=16 words (r12.0)
//.declare P07 (344)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0330 (345)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0331 (346)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0332 (347)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0333 (348)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0334 (349)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0335 (350)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0336 (351)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0337 (352)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0338 (353)  rf=r size=64 type=ud alias=V0330+0 align=16 words (r2.0)
//.declare V0339 (354)  rf=r size=64 type=ud alias=V0331+0 align=16 words (r6.0)
//.declare V0340 (355)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0341 (356)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0342 (357)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0343 (358)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0344 (359)  rf=r size=64 type=ud alias=V0332+0 align=16 words (r14.0)
//.declare V0345 (360)  rf=r size=64 type=ud alias=V0333+0 align=16 words (r22.0)
//.declare V0346 (361)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0347 (362)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0348 (363)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0349 (364)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0350 (365)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0351 (366)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0352 (367)  rf=r size=64 type=ud alias=V0334+0 align=16 words (r10.0)
//.declare V0353 (368)  rf=r size=64 type=ud alias=V0335+0 align=16 words (r24.0)
//.declare V0354 (369)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0355 (370)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0356 (371)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0357 (372)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0358 (373)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0359 (374)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0360 (375)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0361 (376)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0362 (377)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0363 (378)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0364 (379)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0365 (380)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0366 (381)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0367 (382)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0368 (383)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0369 (384)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0370 (385)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0371 (386)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0372 (387)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0373 (388)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0374 (389)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0375 (390)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0376 (391)  rf=r size=64 type=ud alias=V0368+0 align=16 words (r20.0)
//.declare V0377 (392)  rf=r size=64 type=ud alias=V0369+0 align=16 words (r32.0)
//.declare V0378 (393)  rf=r size=64 type=ud alias=V0374+0 align=16 words (r12.0)
//.declare V0379 (394)  rf=r size=64 type=ud alias=V0375+0 align=16 words (r22.0)
//.declare V0380 (395)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0381 (396)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0382 (397)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0383 (398)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0384 (399)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0385 (400)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0386 (401)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0387 (402)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0388 (403)  rf=r size=64 type=ud alias=V0370+0 align=16 words (r16.0)
//.declare V0389 (404)  rf=r size=64 type=ud alias=V0371+0 align=16 words (r34.0)
//.declare V0390 (405)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0391 (406)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0392 (407)  rf=r size=64 type=ud alias=V0372+0 align=16 words (r18.0)
//.declare V0393 (408)  rf=r size=64 type=ud alias=V0373+0 align=16 words (r38.0)
//.declare V0394 (409)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0395 (410)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0396 (411)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0397 (412)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0398 (413)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0399 (414)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0400 (415)  rf=r size=64 type=ud alias=V0390+0 align=16 words (r20.0)
//.declare V0401 (416)  rf=r size=64 type=ud alias=V0391+0 align=16 words (r32.0)
//.declare V0402 (417)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0403 (418)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0404 (419)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0405 (420)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0406 (421)  rf=r size=64 type=ud alias=V0394+0 align=16 words (r18.0)
//.declare V0407 (422)  rf=r size=64 type=ud alias=V0395+0 align=16 words (r38.0)
//.declare V0408 (423)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0409 (424)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0410 (425)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0411 (426)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0412 (427)  rf=r size=64 type=ud alias=V0408+0 align=16 words (r24.0)
//.declare V0413 (428)  rf=r size=64 type=ud alias=V0409+0 align=16 words (r36.0)
//.declare V0414 (429)  rf=r size=64 type=ud alias=V0410+0 align=16 words (r30.0)
//.declare V0415 (430)  rf=r size=64 type=ud alias=V0411+0 align=16 words (r28.0)
//.declare V0416 (431)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0417 (432)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0418 (433)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0419 (434)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0420 (435)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0421 (436)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0422 (437)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0423 (438)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0424 (439)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0425 (440)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0426 (441)  rf=r size=64 type=ud alias=V0420+0 align=16 words (r30.0)
//.declare V0427 (442)  rf=r size=64 type=ud alias=V0421+0 align=16 words (r24.0)
//.declare V0428 (443)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0429 (444)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0430 (445)  rf=r size=64 type=f alias=V0396+0 align=16 words (r16.0)
//.declare V0431 (446)  rf=r size=64 type=f alias=V0397+0 align=16 words (r26.0)
//.declare V0432 (447)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0433 (448)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0434 (449)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0435 (450)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0436 (451)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0437 (452)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0438 (453)  rf=r size=64 type=f alias=V0422+0 align=16 words (r12.0)
//.declare V0439 (454)  rf=r size=64 type=f alias=V0423+0 align=16 words (r18.0)
//.declare V0440 (455)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0441 (456)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0442 (457)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0443 (458)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0444 (459)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0445 (460)  rf=r size=64 type=f align=16 words (r113.0)
//.declare V0446 (461)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0447 (462)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0448 (463)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0449 (464)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0450 (465)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0451 (466)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0452 (467)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0453 (468)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0454 (469)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0455 (470)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0456 (471)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0457 (472)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0458 (473)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0459 (474)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0460 (475)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0461 (476)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0462 (477)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0463 (478)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0464 (479)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0465 (480)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0466 (481)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0467 (482)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0468 (483)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0469 (484)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0470 (485)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0471 (486)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0472 (487)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0473 (488)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0474 (489)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0475 (490)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0476 (491)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0477 (492)  rf=r size=64 type=f align=16 words (r107.0)
//.declare P08 (493)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0482 (498)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0483 (499)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0484 (500)  rf=r size=4 type=f align=2 words (r90.6)
//.declare V0485 (501)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0486 (502)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0487 (503)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0488 (504)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0489 (505)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0490 (506)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0491 (507)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0492 (508)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0493 (509)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0494 (510)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0495 (511)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0496 (512)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0497 (513)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0498 (514)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0499 (515)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0500 (516)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0501 (517)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0502 (518)  rf=r size=64 type=d alias=V0440+0 align=16 words (r8.0)
//.declare V0503 (519)  rf=r size=64 type=d alias=V0441+0 align=16 words (r12.0)
//.declare V0504 (520)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0505 (521)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0506 (522)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0507 (523)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P09 (524)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0508 (525)  rf=r size=64 type=ud alias=V0506+0 align=16 words (r14.0)
//.declare V0509 (526)  rf=r size=64 type=ud alias=V0507+0 align=16 words (r10.0)
//.declare V0510 (527)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0511 (528)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0512 (529)  rf=r size=64 type=f alias=V0504+0 align=16 words (r24.0)
//.declare V0513 (530)  rf=r size=64 type=f alias=V0505+0 align=16 words (r20.0)
//.declare P10 (531)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0514 (532)  rf=r size=64 type=ud alias=V0500+0 align=16 words (r18.0)
//.declare V0515 (533)  rf=r size=64 type=ud alias=V0501+0 align=16 words (r16.0)
//.declare V0516 (534)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0517 (535)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0518 (536)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0519 (537)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0520 (538)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0521 (539)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0522 (540)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0523 (541)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0524 (542)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0525 (543)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0526 (544)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0527 (545)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0528 (546)  rf=r size=4 type=f align=2 words (r90.6)
//.declare V0529 (547)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0530 (548)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0531 (549)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0532 (550)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0533 (551)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0534 (552)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0535 (553)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0536 (554)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0537 (555)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0538 (556)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0539 (557)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0540 (558)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0541 (559)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0542 (560)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0543 (561)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0544 (562)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0545 (563)  rf=r size=4 type=f align=2 words (r123.0)
//.declare V0546 (564)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0547 (565)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0548 (566)  rf=r size=64 type=d alias=V0522+0 align=16 words (r6.0)
//.declare V0549 (567)  rf=r size=64 type=d alias=V0523+0 align=16 words (r18.0)
//.declare P11 (568)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0550 (569)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0551 (570)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0552 (571)  rf=r size=64 type=f alias=V0546+0 align=16 words (r8.0)
//.declare V0553 (572)  rf=r size=64 type=f alias=V0547+0 align=16 words (r1.0)
//.declare P12 (573)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0554 (574)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0555 (575)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0556 (576)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0557 (577)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0558 (578)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0559 (579)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0560 (580)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0561 (581)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0562 (582)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0563 (583)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0564 (584)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0565 (585)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0566 (586)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0567 (587)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0568 (588)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0569 (589)  rf=r size=64 type=f align=16 words (r10.0)
//.declare P13 (590)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P14 (591)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0570 (592)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0571 (593)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0572 (594)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0573 (595)  rf=r size=64 type=f align=16 words (r62.0)
//.declare P15 (596)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P16 (597)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0574 (598)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0575 (599)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0576 (600)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0577 (601)  rf=r size=64 type=f align=16 words (r1.0)
//.declare P17 (602)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0578 (603)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0579 (604)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0580 (605)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0581 (606)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0582 (607)  rf=r size=64 type=d alias=V0576+0 align=16 words (r4.0)
//.declare V0583 (608)  rf=r size=64 type=d alias=V0577+0 align=16 words (r1.0)
//.declare V0584 (609)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0585 (610)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0586 (611)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0587 (612)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0588 (613)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0589 (614)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0590 (615)  rf=r size=64 type=f align=16 words (r126.0)
//.declare V0591 (616)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0592 (617)  rf=r size=64 type=f alias=V0584+0 align=16 words (r8.0)
//.declare V0593 (618)  rf=r size=64 type=f alias=V0585+0 align=16 words (r6.0)
//.declare V0594 (619)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0595 (620)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0596 (621)  rf=r size=4 type=f align=2 words (r90.5)
//.declare V0597 (622)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0598 (623)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0599 (624)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0600 (625)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0601 (626)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0602 (627)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0603 (628)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0604 (629)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0605 (630)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0606 (631)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0607 (632)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0608 (633)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0609 (634)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0610 (635)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0611 (636)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0612 (637)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0613 (638)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0614 (639)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0615 (640)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0616 (641)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0617 (642)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0618 (643)  rf=r size=4 type=f align=2 words (r90.4)
//.declare V0619 (644)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0620 (645)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0621 (646)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0622 (647)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0623 (648)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0624 (649)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0625 (650)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0626 (651)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0627 (652)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0628 (653)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0629 (654)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0630 (655)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0631 (656)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0632 (657)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0633 (658)  rf=r size=64 type=d alias=V0629+0 align=16 words (r12.0)
//.declare V0634 (659)  rf=r size=64 type=d alias=V0630+0 align=16 words (r60.0)
//.declare V0635 (660)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0636 (661)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0637 (662)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0638 (663)  rf=r size=64 type=d align=16 words (r70.0)
//.declare  (664)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (665)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0639 (666)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0640 (667)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0641 (668)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0642 (669)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0643 (670)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0644 (671)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0645 (672)  rf=r size=64 type=ud alias=V0629+0 align=16 words (r12.0)
//.declare V0646 (673)  rf=r size=64 type=ud alias=V0630+0 align=16 words (r60.0)
//.declare V0647 (674)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0648 (675)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0649 (676)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0650 (677)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V0651 (678)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0652 (679)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0653 (680)  rf=r size=64 type=ud alias=V0651+0 align=16 words (r4.0)
//.declare V0654 (681)  rf=r size=64 type=ud alias=V0652+0 align=16 words (r1.0)
//.declare V0657 (684)  rf=r size=8 type=q align=4 words (r90.1)
//.declare V0660 (687)  rf=r size=128 type=q align=16 words (r6.0)
//.declare V0661 (688)  rf=r size=128 type=q align=16 words (r6.0)
//.declare V0662 (689)  rf=r size=128 type=uq alias=V0660+0 align=16 words (r6.0)
//.declare V0663 (690)  rf=r size=128 type=uq alias=V0661+0 align=16 words (r6.0)
//.declare V0664 (691)  rf=r size=192 type=f align=16 words (r14.0)
//.declare V0665 (692)  rf=r size=192 type=f align=16 words (r1.0)
//.declare V0666 (693)  rf=r size=96 type=f align=16 words (r20.0)
//.declare V0667 (694)  rf=r size=96 type=f align=16 words (r7.0)
//.declare V0668 (695)  rf=r size=96 type=f align=16 words (r37.0)
//.declare V0669 (696)  rf=r size=96 type=f align=16 words (r34.0)
//.declare V0670 (697)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0671 (698)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0672 (699)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0673 (700)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0674 (701)  rf=r size=64 type=f alias=V0641+0 align=16 words (r28.0)
//.declare V0675 (702)  rf=r size=64 type=f alias=V0642+0 align=16 words (r30.0)
//.declare V0676 (703)  rf=r size=64 type=f alias=V0670+0 align=16 words (r26.0)
//.declare V0677 (704)  rf=r size=64 type=f alias=V0671+0 align=16 words (r32.0)
//.declare V0678 (705)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0679 (706)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0680 (707)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0681 (708)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0682 (709)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0683 (710)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0684 (711)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0685 (712)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0686 (713)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0687 (714)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0688 (715)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0689 (716)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0690 (717)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0691 (718)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0692 (719)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0693 (720)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0694 (721)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0695 (722)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0696 (723)  rf=r size=64 type=d alias=V0682+0 align=16 words (r28.0)
//.declare V0697 (724)  rf=r size=64 type=d alias=V0683+0 align=16 words (r50.0)
//.declare V0698 (725)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0699 (726)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0700 (727)  rf=r size=64 type=f alias=V0694+0 align=16 words (r26.0)
//.declare V0701 (728)  rf=r size=64 type=f alias=V0695+0 align=16 words (r18.0)
//.declare V0702 (729)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0703 (730)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0704 (731)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0705 (732)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0706 (733)  rf=r size=64 type=f alias=V0702+0 align=16 words (r2.0)
//.declare V0707 (734)  rf=r size=64 type=f alias=V0703+0 align=16 words (r16.0)
//.declare V0708 (735)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0709 (736)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0710 (737)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0711 (738)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0712 (739)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0713 (740)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0714 (741)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0715 (742)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0716 (743)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0717 (744)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0718 (745)  rf=r size=64 type=d alias=V0714+0 align=16 words (r2.0)
//.declare V0719 (746)  rf=r size=64 type=d alias=V0715+0 align=16 words (r8.0)
//.declare P18 (747)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0720 (748)  rf=r size=64 type=ud alias=V0716+0 align=16 words (r32.0)
//.declare V0721 (749)  rf=r size=64 type=ud alias=V0717+0 align=16 words (r26.0)
//.declare P19 (750)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0722 (751)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0723 (752)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0724 (753)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0725 (754)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0726 (755)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0727 (756)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0728 (757)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0729 (758)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0730 (759)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0731 (760)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0732 (761)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0733 (762)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0734 (763)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0735 (764)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0736 (765)  rf=r size=64 type=d alias=V0730+0 align=16 words (r6.0)
//.declare V0737 (766)  rf=r size=64 type=d alias=V0731+0 align=16 words (r4.0)
//.declare V0738 (767)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0739 (768)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0740 (769)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0741 (770)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0742 (771)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0743 (772)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0744 (773)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0745 (774)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0746 (775)  rf=r size=64 type=f alias=V0744+0 align=16 words (r12.0)
//.declare V0747 (776)  rf=r size=64 type=f alias=V0745+0 align=16 words (r58.0)
//.declare V0748 (777)  rf=r size=64 type=d alias=V0742+0 align=16 words (r4.0)
//.declare V0749 (778)  rf=r size=64 type=d alias=V0743+0 align=16 words (r1.0)
//.declare V0750 (779)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0751 (780)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0752 (781)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0753 (782)  rf=r size=64 type=d align=16 words (r4.0)
//.declare  (783)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (784)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0754 (785)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0755 (786)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0756 (787)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0757 (788)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0758 (789)  rf=r size=64 type=ud alias=V0756+0 align=16 words (r6.0)
//.declare V0759 (790)  rf=r size=64 type=ud alias=V0757+0 align=16 words (r4.0)
//.declare V0760 (791)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0761 (792)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (793)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (794)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P20 (795)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P21 (796)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P22 (797)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P23 (798)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P24 (799)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0762 (800)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0763 (801)  rf=r size=64 type=f align=16 words (r4.0)
//.declare P25 (802)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P26 (803)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0764 (804)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0765 (805)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0766 (806)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0767 (807)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0768 (808)  rf=r size=64 type=f alias=V0764+0 align=16 words (r6.0)
//.declare V0769 (809)  rf=r size=64 type=f alias=V0765+0 align=16 words (r4.0)
//.declare P27 (810)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0770 (811)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0771 (812)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0772 (813)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0773 (814)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0774 (815)  rf=r size=64 type=d alias=V0766+0 align=16 words (r8.0)
//.declare V0775 (816)  rf=r size=64 type=d alias=V0767+0 align=16 words (r26.0)
//.declare V0776 (817)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0777 (818)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0778 (819)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0779 (820)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0780 (821)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0781 (822)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0782 (823)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0783 (824)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0784 (825)  rf=r size=64 type=ud alias=V0780+0 align=16 words (r4.0)
//.declare V0785 (826)  rf=r size=64 type=ud alias=V0781+0 align=16 words (r1.0)
//.declare V0786 (827)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0787 (828)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0792 (833)  rf=r size=64 type=ud alias=V0786+0 align=16 words (r6.0)
//.declare V0793 (834)  rf=r size=64 type=ud alias=V0787+0 align=16 words (r3.0)
//.declare V0794 (835)  rf=r size=128 type=q align=16 words (r14.0)
//.declare V0795 (836)  rf=r size=128 type=q align=16 words (r1.0)
//.declare V0796 (837)  rf=r size=128 type=uq alias=V0794+0 align=16 words (r14.0)
//.declare V0797 (838)  rf=r size=128 type=uq alias=V0795+0 align=16 words (r1.0)
//.declare V0798 (839)  rf=r size=64 type=f align=16 words (r72.0)
//.declare V0799 (840)  rf=r size=64 type=f align=16 words (r70.0)
//.declare V0800 (841)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0801 (842)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0804 (845)  rf=r size=8 type=q align=4 words (r90.1)
//.declare V0807 (848)  rf=r size=64 type=ud alias=V0800+0 align=16 words (r4.0)
//.declare V0808 (849)  rf=r size=64 type=ud alias=V0801+0 align=16 words (r6.0)
//.declare V0809 (850)  rf=r size=128 type=q align=16 words (r14.0)
//.declare V0810 (851)  rf=r size=128 type=q align=16 words (r4.0)
//.declare V0811 (852)  rf=r size=128 type=uq alias=V0809+0 align=16 words (r14.0)
//.declare V0812 (853)  rf=r size=128 type=uq alias=V0810+0 align=16 words (r4.0)
//.declare V0815 (856)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0816 (857)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0817 (858)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0818 (859)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0819 (860)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0820 (861)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0821 (862)  rf=r size=64 type=f alias=V0772+0 align=16 words (r30.0)
//.declare V0822 (863)  rf=r size=64 type=f alias=V0773+0 align=16 words (r56.0)
//.declare V0823 (864)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0824 (865)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0825 (866)  rf=r size=64 type=d alias=V0819+0 align=16 words (r2.0)
//.declare V0826 (867)  rf=r size=64 type=d alias=V0820+0 align=16 words (r18.0)
//.declare V0827 (868)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0828 (869)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0829 (870)  rf=r size=64 type=ud alias=V0823+0 align=16 words (r6.0)
//.declare V0830 (871)  rf=r size=64 type=ud alias=V0824+0 align=16 words (r4.0)
//.declare V0831 (872)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0832 (873)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0835 (876)  rf=r size=8 type=q align=4 words (r90.1)
//.declare V0838 (879)  rf=r size=64 type=ud alias=V0831+0 align=16 words (r4.0)
//.declare V0839 (880)  rf=r size=64 type=ud alias=V0832+0 align=16 words (r6.0)
//.declare V0840 (881)  rf=r size=128 type=q align=16 words (r14.0)
//.declare V0841 (882)  rf=r size=128 type=q align=16 words (r4.0)
//.declare V0842 (883)  rf=r size=128 type=uq alias=V0840+0 align=16 words (r14.0)
//.declare V0843 (884)  rf=r size=128 type=uq alias=V0841+0 align=16 words (r4.0)
//.declare V0844 (885)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V0845 (886)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0846 (887)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0847 (888)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0850 (891)  rf=r size=8 type=q align=4 words (r90.1)
//.declare V0853 (894)  rf=r size=64 type=ud alias=V0846+0 align=16 words (r12.0)
//.declare V0854 (895)  rf=r size=64 type=ud alias=V0847+0 align=16 words (r20.0)
//.declare V0855 (896)  rf=r size=128 type=q align=16 words (r22.0)
//.declare V0856 (897)  rf=r size=128 type=q align=16 words (r18.0)
//.declare V0857 (898)  rf=r size=128 type=uq alias=V0855+0 align=16 words (r22.0)
//.declare V0858 (899)  rf=r size=128 type=uq alias=V0856+0 align=16 words (r18.0)
//.declare V0861 (902)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0862 (903)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0863 (904)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0864 (905)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0865 (906)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0866 (907)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0867 (908)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0868 (909)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0869 (910)  rf=r size=64 type=d alias=V0865+0 align=16 words (r2.0)
//.declare V0870 (911)  rf=r size=64 type=d alias=V0866+0 align=16 words (r8.0)
//.declare V0871 (912)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0872 (913)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0873 (914)  rf=r size=64 type=ud alias=V0867+0 align=16 words (r4.0)
//.declare V0874 (915)  rf=r size=64 type=ud alias=V0868+0 align=16 words (r6.0)
//.declare V0875 (916)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0876 (917)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0879 (920)  rf=r size=8 type=q align=4 words (r90.1)
//.declare V0882 (923)  rf=r size=64 type=ud alias=V0875+0 align=16 words (r6.0)
//.declare V0883 (924)  rf=r size=64 type=ud alias=V0876+0 align=16 words (r36.0)
//.declare V0884 (925)  rf=r size=128 type=q align=16 words (r26.0)
//.declare V0885 (926)  rf=r size=128 type=q align=16 words (r22.0)
//.declare V0886 (927)  rf=r size=128 type=uq alias=V0884+0 align=16 words (r26.0)
//.declare V0887 (928)  rf=r size=128 type=uq alias=V0885+0 align=16 words (r22.0)
//.declare V0888 (929)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0889 (930)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0890 (931)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0891 (932)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0894 (935)  rf=r size=8 type=q align=4 words (r90.2)
//.declare V0897 (938)  rf=r size=64 type=ud alias=V0890+0 align=16 words (r4.0)
//.declare V0898 (939)  rf=r size=64 type=ud alias=V0891+0 align=16 words (r34.0)
//.declare V0899 (940)  rf=r size=128 type=q align=16 words (r18.0)
//.declare V0900 (941)  rf=r size=128 type=q align=16 words (r4.0)
//.declare V0901 (942)  rf=r size=128 type=uq alias=V0899+0 align=16 words (r18.0)
//.declare V0902 (943)  rf=r size=128 type=uq alias=V0900+0 align=16 words (r4.0)
//.declare V0905 (946)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0906 (947)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0907 (948)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0908 (949)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0909 (950)  rf=r size=64 type=f align=16 words (r84.0)
//.declare V0910 (951)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0911 (952)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0912 (953)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0913 (954)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0914 (955)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0915 (956)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0916 (957)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0917 (958)  rf=r size=64 type=f align=16 words (r78.0)
//.declare V0918 (959)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0919 (960)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0920 (961)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0921 (962)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0922 (963)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0923 (964)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0924 (965)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0925 (966)  rf=r size=64 type=d alias=V0921+0 align=16 words (r20.0)
//.declare V0926 (967)  rf=r size=64 type=d alias=V0922+0 align=16 words (r40.0)
//.declare V0927 (968)  rf=r size=64 type=ud alias=V0921+0 align=16 words (r20.0)
//.declare V0928 (969)  rf=r size=64 type=ud alias=V0922+0 align=16 words (r40.0)
//.declare V0929 (970)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0930 (971)  rf=r size=64 type=d align=16 words (r74.0)
//.declare P28 (972)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0931 (973)  rf=r size=64 type=ud alias=V0929+0 align=16 words (r18.0)
//.declare V0932 (974)  rf=r size=64 type=ud alias=V0930+0 align=16 words (r74.0)
//.declare V0933 (975)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0934 (976)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0939 (981)  rf=r size=64 type=ud alias=V0933+0 align=16 words (r4.0)
//.declare V0940 (982)  rf=r size=64 type=ud alias=V0934+0 align=16 words (r7.0)
//.declare V0941 (983)  rf=r size=128 type=q align=16 words (r1.0)
//.declare V0942 (984)  rf=r size=128 type=q align=16 words (r5.0)
//.declare V0943 (985)  rf=r size=128 type=uq alias=V0941+0 align=16 words (r1.0)
//.declare V0944 (986)  rf=r size=128 type=uq alias=V0942+0 align=16 words (r5.0)
//.declare V0945 (987)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0946 (988)  rf=r size=64 type=f align=16 words (r3.0)
//.declare P29 (989)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0947 (990)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0948 (991)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0949 (992)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0950 (993)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0951 (994)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0952 (995)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0953 (996)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0954 (997)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0955 (998)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0956 (999)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0957 (1000)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0958 (1001)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0959 (1002)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0960 (1003)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0961 (1004)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0962 (1005)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0963 (1006)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0964 (1007)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0965 (1008)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0966 (1009)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0967 (1010)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0968 (1011)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0969 (1012)  rf=r size=64 type=f align=16 words (r70.0)
//.declare V0970 (1013)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V0971 (1014)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0972 (1015)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0973 (1016)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0974 (1017)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0975 (1018)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0976 (1019)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0977 (1020)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0978 (1021)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0979 (1022)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0980 (1023)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0981 (1024)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0982 (1025)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0983 (1026)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0984 (1027)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0985 (1028)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0986 (1029)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0987 (1030)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0988 (1031)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0989 (1032)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0990 (1033)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0991 (1034)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0992 (1035)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0993 (1036)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0994 (1037)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0995 (1038)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0996 (1039)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0997 (1040)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0998 (1041)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0999 (1042)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1000 (1043)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1001 (1044)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1002 (1045)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1003 (1046)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1004 (1047)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1005 (1048)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1006 (1049)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V1007 (1050)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1008 (1051)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1009 (1052)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1010 (1053)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1011 (1054)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1012 (1055)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1013 (1056)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1014 (1057)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1015 (1058)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1016 (1059)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1017 (1060)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1018 (1061)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V1019 (1062)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1020 (1063)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1021 (1064)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1022 (1065)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1023 (1066)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1024 (1067)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V1025 (1068)  rf=r size=64 type=d alias=V1019+0 align=16 words (r6.0)
//.declare V1026 (1069)  rf=r size=64 type=d alias=V1020+0 align=16 words (r26.0)
//.declare V1027 (1070)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1028 (1071)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V1029 (1072)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1030 (1073)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V1031 (1074)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1032 (1075)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V1033 (1076)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1034 (1077)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1035 (1078)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1036 (1079)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V1039 (1082)  rf=r size=8 type=q align=4 words (r42.0)
//.declare V1042 (1085)  rf=r size=64 type=ud alias=V1035+0 align=16 words (r4.0)
//.declare V1043 (1086)  rf=r size=64 type=ud alias=V1036+0 align=16 words (r8.0)
//.declare V1044 (1087)  rf=r size=128 type=q align=16 words (r14.0)
//.declare V1045 (1088)  rf=r size=128 type=q align=16 words (r18.0)
//.declare V1046 (1089)  rf=r size=128 type=uq alias=V1044+0 align=16 words (r14.0)
//.declare V1047 (1090)  rf=r size=128 type=uq alias=V1045+0 align=16 words (r18.0)
//.declare V1050 (1093)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1051 (1094)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1052 (1095)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1053 (1096)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1054 (1097)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1055 (1098)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1056 (1099)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1057 (1100)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1058 (1101)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1059 (1102)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1060 (1103)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V1061 (1104)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V1062 (1105)  rf=r size=64 type=d alias=V1058+0 align=16 words (r8.0)
//.declare V1063 (1106)  rf=r size=64 type=d alias=V1059+0 align=16 words (r20.0)
//.declare V1064 (1107)  rf=r size=64 type=ud alias=V1058+0 align=16 words (r8.0)
//.declare V1065 (1108)  rf=r size=64 type=ud alias=V1059+0 align=16 words (r20.0)
//.declare V1066 (1109)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V1067 (1110)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V1068 (1111)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1069 (1112)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V1070 (1113)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1071 (1114)  rf=r size=64 type=d align=16 words (r24.0)
//.declare P30 (1115)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P31 (1116)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P32 (1117)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V1072 (1118)  rf=r size=64 type=ud alias=V1070+0 align=16 words (r26.0)
//.declare V1073 (1119)  rf=r size=64 type=ud alias=V1071+0 align=16 words (r24.0)
//.declare P33 (1120)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V1074 (1121)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1075 (1122)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V1076 (1123)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1077 (1124)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1078 (1125)  rf=r size=64 type=f alias=V1074+0 align=16 words (r2.0)
//.declare V1079 (1126)  rf=r size=64 type=f alias=V1075+0 align=16 words (r24.0)
//.declare V1080 (1127)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1081 (1128)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1082 (1129)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1083 (1130)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1084 (1131)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1085 (1132)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1086 (1133)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1087 (1134)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V1088 (1135)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1089 (1136)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1090 (1137)  rf=r size=64 type=f alias=V1086+0 align=16 words (r26.0)
//.declare V1091 (1138)  rf=r size=64 type=f alias=V1087+0 align=16 words (r24.0)
//.declare V1092 (1139)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1093 (1140)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1094 (1141)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1095 (1142)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1096 (1143)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1097 (1144)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1098 (1145)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V1099 (1146)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V1100 (1147)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1101 (1148)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V1102 (1149)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1103 (1150)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V1104 (1151)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1105 (1152)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V1106 (1153)  rf=r size=64 type=d alias=V1102+0 align=16 words (r4.0)
//.declare V1107 (1154)  rf=r size=64 type=d alias=V1103+0 align=16 words (r1.0)
//.declare V1108 (1155)  rf=r size=64 type=f alias=V1104+0 align=16 words (r4.0)
//.declare V1109 (1156)  rf=r size=64 type=f alias=V1105+0 align=16 words (r1.0)
//.declare V1110 (1157)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1111 (1158)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1112 (1159)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1113 (1160)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V1114 (1161)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1115 (1162)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1116 (1163)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1117 (1164)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V1118 (1165)  rf=r size=4 type=f align=2 words (r2.0)
//.declare  (1166)  rf=r size=128 type=ud align=16 words (r5.0)
//.declare  (1167)  rf=r size=128 type=ud align=16 words (r1.0)
//.declare V1119 (1168)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V1120 (1169)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (1170)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (1171)  rf=r size=32 type=uw align=16 words (r2.0)
//.declare  (1172)  rf=r size=32 type=uw align=16 words (r1.0)
//.declare  (1173)  rf=r size=32 type=uw align=16 words (r14.0)
//.declare  (1174)  rf=r size=32 type=uw align=16 words (r1.0)
//.declare  (1175)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare  (1176)  rf=r size=32 type=uw align=16 words (r1.0)
//.declare  (1177)  rf=r size=2 type=w align=1 words (r90.10)
//.declare  (1185)  rf=r size=2 type=uw align=1 words (r90.8)
//.declare  (1187)  rf=r size=4 type=f align=2 words (r90.4)
//.declare  (1189)  rf=r size=2 type=uw align=1 words (r90.4)
//.declare  (1191)  rf=r size=2 type=uw align=1 words (r90.4)
//.declare  (1193)  rf=r size=2 type=w align=1 words (r90.8)
//.declare  (1195)  rf=r size=64 type=q align=16 words (r1.0)
//.declare  (1196)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1197)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1198)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (1199)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (1200)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1201)  rf=r size=64 type=d align=16 words (r20.0)
//.declare  (1202)  rf=r size=64 type=d align=16 words (r14.0)
//.declare  (1203)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1204)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (1205)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (1206)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (1207)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1208)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (1209)  rf=r size=64 type=d align=16 words (r24.0)
//.declare  (1210)  rf=r size=64 type=d align=16 words (r18.0)
//.declare  (1211)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (1212)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (1213)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (1214)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (1215)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (1216)  rf=r size=64 type=d align=16 words (r14.0)
//.declare  (1217)  rf=r size=64 type=d align=16 words (r26.0)
//.declare  (1218)  rf=r size=64 type=d align=16 words (r28.0)
//.declare  (1219)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (1220)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (1221)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (1222)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (1223)  rf=r size=64 type=d align=16 words (r16.0)
//.declare  (1224)  rf=r size=64 type=d align=16 words (r14.0)
//.declare  (1225)  rf=r size=64 type=d align=16 words (r28.0)
//.declare  (1226)  rf=r size=64 type=d align=16 words (r38.0)
//.declare  (1227)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (1228)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (1229)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (1230)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (1231)  rf=r size=64 type=d align=16 words (r14.0)
//.declare  (1232)  rf=r size=64 type=d align=16 words (r18.0)
//.declare  (1233)  rf=r size=64 type=d align=16 words (r34.0)
//.declare  (1234)  rf=r size=64 type=d align=16 words (r42.0)
//.declare  (1235)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (1236)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (1237)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (1238)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (1239)  rf=r size=64 type=d align=16 words (r18.0)
//.declare  (1240)  rf=r size=64 type=d align=16 words (r30.0)
//.declare  (1241)  rf=r size=64 type=d align=16 words (r38.0)
//.declare  (1242)  rf=r size=64 type=d align=16 words (r40.0)
//.declare  (1243)  rf=r size=64 type=q align=16 words (r50.0)
//.declare  (1244)  rf=r size=64 type=q align=16 words (r48.0)
//.declare  (1245)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (1246)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (1259)  rf=r size=64 type=f align=16 words (r16.0)
//.declare  (1260)  rf=r size=64 type=f align=16 words (r88.0)
//.declare  (1261)  rf=r size=64 type=f align=16 words (r38.0)
//.declare  (1262)  rf=r size=64 type=f align=16 words (r82.0)
//.declare  (1271)  rf=r size=64 type=f align=16 words (r14.0)
//.declare  (1272)  rf=r size=64 type=f align=16 words (r86.0)
//.declare  (1273)  rf=r size=64 type=f align=16 words (r36.0)
//.declare  (1274)  rf=r size=64 type=f align=16 words (r76.0)
//.declare  (1283)  rf=r size=64 type=f align=16 words (r12.0)
//.declare  (1284)  rf=r size=64 type=f align=16 words (r80.0)
//.declare  (1285)  rf=r size=64 type=f align=16 words (r34.0)
//.declare  (1286)  rf=r size=64 type=f align=16 words (r32.0)
//.declare  (1295)  rf=r size=64 type=f align=16 words (r4.0)
//.declare  (1296)  rf=r size=64 type=f align=16 words (r18.0)
//.declare  (1297)  rf=r size=64 type=f align=16 words (r14.0)
//.declare  (1298)  rf=r size=64 type=f align=16 words (r8.0)
//.declare  (1299)  rf=r size=64 type=d alias=+0 align=16 words (r1.0)
//.declare  (1300)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1301)  rf=r size=64 type=d alias=+0 align=16 words (r6.0)
//.declare  (1302)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (1303)  rf=r size=64 type=ud alias=+0 align=16 words (r2.0)
//.declare  (1304)  rf=r size=64 type=ud alias=+0 align=16 words (r6.0)
//.declare  (1305)  rf=r size=64 type=ud alias=+0 align=16 words (r20.0)
//.declare  (1306)  rf=r size=64 type=ud alias=+0 align=16 words (r14.0)
//.declare  (1307)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1308)  rf=r size=64 type=d alias=+0 align=16 words (r24.0)
//.declare  (1309)  rf=r size=64 type=d alias=+0 align=16 words (r18.0)
//.declare  (1310)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (1311)  rf=r size=64 type=ud alias=+0 align=16 words (r6.0)
//.declare  (1312)  rf=r size=64 type=ud alias=+0 align=16 words (r8.0)
//.declare  (1313)  rf=r size=64 type=ud alias=+0 align=16 words (r24.0)
//.declare  (1314)  rf=r size=64 type=ud alias=+0 align=16 words (r18.0)
//.declare  (1315)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (1316)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (1317)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (1318)  rf=r size=64 type=d alias=+0 align=16 words (r30.0)
//.declare  (1319)  rf=r size=64 type=ud alias=+0 align=16 words (r8.0)
//.declare  (1320)  rf=r size=64 type=ud alias=+0 align=16 words (r14.0)
//.declare  (1321)  rf=r size=64 type=ud alias=+0 align=16 words (r26.0)
//.declare  (1322)  rf=r size=64 type=ud alias=+0 align=16 words (r28.0)
//.declare  (1323)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (1324)  rf=r size=64 type=d alias=+0 align=16 words (r34.0)
//.declare  (1325)  rf=r size=64 type=d alias=+0 align=16 words (r30.0)
//.declare  (1326)  rf=r size=64 type=d alias=+0 align=16 words (r38.0)
//.declare  (1327)  rf=r size=64 type=ud alias=+0 align=16 words (r16.0)
//.declare  (1328)  rf=r size=64 type=ud alias=+0 align=16 words (r14.0)
//.declare  (1329)  rf=r size=64 type=ud alias=+0 align=16 words (r28.0)
//.declare  (1330)  rf=r size=64 type=ud alias=+0 align=16 words (r38.0)
//.declare  (1331)  rf=r size=64 type=d alias=+0 align=16 words (r18.0)
//.declare  (1332)  rf=r size=64 type=d alias=+0 align=16 words (r34.0)
//.declare  (1333)  rf=r size=64 type=d alias=+0 align=16 words (r30.0)
//.declare  (1334)  rf=r size=64 type=d alias=+0 align=16 words (r40.0)
//.declare  (1335)  rf=r size=64 type=ud alias=+0 align=16 words (r14.0)
//.declare  (1336)  rf=r size=64 type=ud alias=+0 align=16 words (r18.0)
//.declare  (1337)  rf=r size=64 type=ud alias=+0 align=16 words (r34.0)
//.declare  (1338)  rf=r size=64 type=ud alias=+0 align=16 words (r42.0)
//.declare  (1339)  rf=r size=64 type=d alias=+0 align=16 words (r30.0)
//.declare  (1340)  rf=r size=64 type=d alias=+0 align=16 words (r40.0)
//.declare  (1341)  rf=r size=64 type=d alias=+0 align=16 words (r38.0)
//.declare  (1342)  rf=r size=64 type=d alias=+0 align=16 words (r46.0)
//.declare  (1343)  rf=r size=64 type=ud alias=+0 align=16 words (r18.0)
//.declare  (1344)  rf=r size=64 type=ud alias=+0 align=16 words (r30.0)
//.declare  (1345)  rf=r size=64 type=ud alias=+0 align=16 words (r38.0)
//.declare  (1346)  rf=r size=64 type=ud alias=+0 align=16 words (r40.0)
//.declare  (1347)  rf=r size=64 type=d alias=+0 align=16 words (r50.0)
//.declare  (1348)  rf=r size=64 type=d alias=+0 align=16 words (r48.0)
//.declare  (1349)  rf=r size=64 type=d alias=+0 align=16 words (r46.0)
//.declare  (1350)  rf=r size=64 type=d alias=+0 align=16 words (r42.0)

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
// | V1119    | :uq      |      8 | r8       | general    |
// | V1120    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r6.0<1>:d     r8.4<0;1,0>:d     r0.1<0;1,0>:d                       // $4
(W)     mov (1|M0)               r90.1<1>:uq   0x6E10CA2E:uq                                         // $2
(W)     mov (1|M0)               r90.0<1>:uq   0x6E10CA2E:uq                                         // $3
        add (16|M0)              r4.0<1>:d     r6.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $7
        add (16|M16)             r1.0<1>:d     r6.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $8
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $9
        add (16|M16)             r1.0<1>:d     r1.0<8;8,1>:d     r7.0<0;1,0>:d                       // $10
        shl (16|M0)              r94.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $11
        shl (16|M16)             r91.0<1>:d    r1.0<8;8,1>:d     2:w                                 // $12
        send (16|M0)             r124:w   r94:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M16)            r121:w   r91:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
        cmp (16|M0)   (gt)f0.0   null<1>:f     (abs)r124.0<8;8,1>:f  0x461C4000:f                    // $17
        cmp (16|M16)  (gt)f0.0   null<1>:f     (abs)r121.0<8;8,1>:f  0x461C4000:f                    // $18
(~f0.0) if (32|M0)                           _0_038            _0_040                                // $19
// B001: [inDivergent],  Preds:{B000},  Succs:{B009}
_0_039:
(W)     mov (1|M0)               r90.5<1>:f    0x3EA2F983:f                                          // $21
(W)     mov (1|M0)               r90.4<1>:f    0x4B400000:f                                          // $22
        mad (16|M0)              r126.0<1>:f   r90.4<0;0>:f      r90.5<0;0>:f      r124.0<1>:f      {Compacted} // $23 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r119.0<1>:f   r90.4<0;0>:f      r90.5<0;0>:f      r121.0<1>:f      {Compacted} // $24 {0=EH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0xC0490000:f                                          // $29
(W)     mov (1|M0)               r90.5<1>:f    0x362EDEF8:f                                          // $45
        shl (16|M0)              r8.0<1>:d     r126.0<8;8,1>:d   31:w                                // $25
        shl (16|M16)             r6.0<1>:d     r119.0<8;8,1>:d   31:w                                // $26
        add (16|M0)              r126.0<1>:f   r126.0<8;8,1>:f   0xCB400000:f                        // $27
        add (16|M16)             r119.0<1>:f   r119.0<8;8,1>:f   0xCB400000:f                        // $28
        mad (16|M0)              r4.0<1>:f     r124.0<2;1>:f     r90.4<0;0>:f      r126.0<1>:f      {Compacted} // $30 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r1.0<1>:f     r121.0<2;1>:f     r90.4<0;0>:f      r119.0<1>:f      {Compacted} // $31 {0=OH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0xBA7DA000:f                                          // $32
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       r90.4<0;0>:f      r126.0<1>:f      {Compacted} // $33 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r1.0<1>:f     r1.0<2;1>:f       r90.4<0;0>:f      r119.0<1>:f      {Compacted} // $34 {0=OL, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0xB4222000:f                                          // $35
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       r90.4<0;0>:f      r126.0<1>:f      {Compacted} // $36 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r1.0<1>:f     r1.0<2;1>:f       r90.4<0;0>:f      r119.0<1>:f      {Compacted} // $37 {0=OL, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0xACB4611A:f                                          // $38
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       r90.4<0;0>:f      r126.0<1>:f      {Compacted} // $39 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r1.0<1>:f     r1.0<2;1>:f       r90.4<0;0>:f      r119.0<1>:f      {Compacted} // $40 {0=OL, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0xB94FB7FF:f                                          // $46
        mul (16|M0)              r126.0<1>:f   r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $41
        mul (16|M16)             r119.0<1>:f   r1.0<8;8,1>:f     r1.0<8;8,1>:f                       // $42
        xor (16|M0)              r4.0<1>:d     r8.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}        // $43
        xor (16|M16)             r1.0<1>:d     r6.0<8;8,1>:d     r1.0<8;8,1>:d                       // $44
        mad (16|M0)              r8.0<1>:f     r90.4<0;0>:f      r90.5<0;0>:f      r126.0<1>:f      {Compacted} // $47 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r6.0<1>:f     r90.4<0;0>:f      r90.5<0;0>:f      r119.0<1>:f      {Compacted} // $48 {0=EH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0x3C08876A:f                                          // $49
        mad (16|M0)              r8.0<1>:f     r90.4<0;0>:f      r126.0<2;1>:f     r8.0<1>:f        {Compacted} // $50 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r6.0<1>:f     r90.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $51 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0xBE2AAAA6:f                                          // $52
        mad (16|M0)              r114.0<1>:f   r90.4<0;0>:f      r126.0<2;1>:f     r8.0<1>:f        {Compacted} // $53 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r117.0<1>:f   r90.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $54 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mul (16|M0)              r114.0<1>:f   r126.0<8;8,1>:f   r114.0<8;8,1>:f  {Compacted}        // $55
        mul (16|M16)             r117.0<1>:f   r119.0<8;8,1>:f   r117.0<8;8,1>:f                     // $56
        mad (16|M0)              r44.0<1>:f    r4.0<2;1>:f       r4.0<2;1>:f       r114.0<1>:f      {Compacted} // $57 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r64.0<1>:f    r1.0<2;1>:f       r1.0<2;1>:f       r117.0<1>:f      {Compacted} // $58 {0=OL, 1=OL, 2=OH, BC=OK}
        else (32|M0)                         _0_040            _0_040                                // $19
// B002: [inDivergent],  Preds:{B000},  Succs:{B003, B004}
_0_038:
        and (16|M0)              r126.0<1>:d   r124.0<8;8,1>:d   2147483647:d                        // $61
        and (16|M16)             r119.0<1>:d   r121.0<8;8,1>:d   2147483647:d                        // $62
(W)     mov (1|M0)               r123.1<1>:f   0x33A22168:f                                          // $65
(W)     mov (1|M0)               r123.0<1>:f   0x3FC90FDA:f                                          // $66
(W)     mov (1|M0)               r90.4<1>:f    0x3F000000:f                                          // $67
        cmp (16|M0)   (lt)f1.0   null<1>:f     (abs)r126.0<8;8,1>:f  0x40000000:f                    // $63
        cmp (16|M16)  (lt)f1.0   null<1>:f     (abs)r119.0<8;8,1>:f  0x40000000:f                    // $64
(~f1.0) if (32|M0)                           _0_041            _0_043                                // $68
// B003: [inDivergent],  Preds:{B002},  Succs:{B005}
_0_042:
        and (16|M0)              r4.0<1>:d     r124.0<8;8,1>:d   8388607:d                           // $72
        and (16|M16)             r1.0<1>:d     r121.0<8;8,1>:d   8388607:d                           // $73
        shr (16|M0)              r12.0<1>:d    r126.0<8;8,1>:ud  23:w                                // $70
        shr (16|M16)             r32.0<1>:d    r119.0<8;8,1>:ud  23:w                                // $71
        or (16|M0)               r10.0<1>:d    r4.0<8;8,1>:d     8388608:d                           // $74
        or (16|M16)              r36.0<1>:d    r1.0<8;8,1>:d     8388608:d                           // $75
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    -120:w                              // $156
        add (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    -120:w                              // $157
        mul (8|M0)               r1.0<1>:q     r10.0<8;8,1>:ud   0xFE5163AB:ud                       // $78
        mul (16|M0)              r18.0<1>:d    r10.0<8;8,1>:d    1011060801:d                        // $84
        mul (8|M8)               r8.0<1>:q     r11.0<8;8,1>:ud   0xFE5163AB:ud                       // $78
        mul (8|M16)              r6.0<1>:q     r36.0<8;8,1>:ud   0xFE5163AB:ud                       // $79
        mul (8|M24)              r16.0<1>:q    r37.0<8;8,1>:ud   0xFE5163AB:ud                       // $79
        mul (8|M8)               r24.0<1>:q    r11.0<8;8,1>:ud   0x3C439041:ud                       // $88
        mov (8|M0)               r14.0<1>:d    r1.1<2;1,0>:d                                         // $80
        mul (8|M24)              r26.0<1>:q    r37.0<8;8,1>:ud   0x3C439041:ud                       // $89
        mul (8|M8)               r28.0<1>:q    r11.0<8;8,1>:ud   0xDB629599:ud                       // $100
        mov (8|M8)               r15.0<1>:d    r8.1<2;1,0>:d                                         // $81
        mov (8|M16)              r8.0<1>:d     r6.1<2;1,0>:d                                         // $82
        mov (8|M24)              r9.0<1>:d     r16.1<2;1,0>:d                                        // $83
        mul (16|M16)             r16.0<1>:d    r36.0<8;8,1>:d    1011060801:d                        // $85
        addc (8|M0)              r2.0<1>:ud    r18.0<8;8,1>:ud   r14.0<8;8,1>:ud  {AccWrEn,Compacted} // $86
        mul (8|M24)              r30.0<1>:q    r37.0<8;8,1>:ud   0xDB629599:ud                       // $101
        mul (8|M24)              r38.0<1>:q    r37.0<8;8,1>:ud   0xF534DDC0:ud                       // $113
        mul (8|M8)               r34.0<1>:q    r11.0<8;8,1>:ud   0xF534DDC0:ud                       // $112
        mul (8|M24)              r40.0<1>:q    r37.0<8;8,1>:ud   0xFC2757D1:ud                       // $125
        mul (8|M24)              r46.0<1>:q    r37.0<8;8,1>:ud   0x4E441529:ud                       // $137
        mul (8|M0)               r50.0<1>:q    r10.0<8;8,1>:ud   0xA2F9836E:ud                       // $148
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $86
        addc (8|M8)              r3.0<1>:ud    r19.0<8;8,1>:ud   r15.0<8;8,1>:ud  {AccWrEn,Compacted} // $86
        mul (8|M16)              r18.0<1>:q    r36.0<8;8,1>:ud   0x3C439041:ud                       // $89
        mul (8|M8)               r48.0<1>:q    r11.0<8;8,1>:ud   0xA2F9836E:ud                       // $148
        mul (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    -28220501:d                         // $76
        cmp (16|M0)   (gt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x1F:uw                             // $158
        mov (8|M8)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $86
        addc (8|M16)             r20.0<1>:ud   r16.0<8;8,1>:ud   r8.0<8;8,1>:ud   {AccWrEn}          // $87
        mul (16|M16)             r22.0<1>:d    r36.0<8;8,1>:d    -28220501:d                         // $77
        cmp (16|M16)  (gt)f0.0   null<1>:d     r32.0<8;8,1>:ud   0x1F:uw                             // $159
(W)     mov (1|M0)               r90.10<1>:w   -32:w                                                 // $174
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                                      // $87
        addc (8|M24)             r21.0<1>:ud   r17.0<8;8,1>:ud   r9.0<8;8,1>:ud   {AccWrEn}          // $87
        mul (8|M0)               r8.0<1>:q     r10.0<8;8,1>:ud   0x3C439041:ud                       // $88
        mov (8|M8)               r17.0<1>:d    r24.1<2;1,0>:d                                        // $91
        mov (8|M24)              r15.0<1>:ud   acc0.0<8;8,1>:ud                                      // $87
        mov (8|M0)               r16.0<1>:d    r8.1<2;1,0>:d                                         // $90
        mov (8|M16)              r8.0<1>:d     r18.1<2;1,0>:d                                        // $92
        mul (16|M0)              r18.0<1>:d    r10.0<8;8,1>:d    -614296167:d                        // $96
        mov (8|M24)              r9.0<1>:d     r26.1<2;1,0>:d                                        // $93
        mul (8|M16)              r26.0<1>:q    r36.0<8;8,1>:ud   0xDB629599:ud                       // $101
        add (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $94
        add (16|M16)             r16.0<1>:d    r8.0<8;8,1>:d     r14.0<8;8,1>:d                      // $95
        mul (16|M16)             r14.0<1>:d    r36.0<8;8,1>:d    -614296167:d                        // $97
        addc (8|M0)              r6.0<1>:ud    r24.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,Compacted} // $98
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $98
        addc (8|M8)              r7.0<1>:ud    r25.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted} // $98
        mov (8|M8)               r9.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $98
        addc (8|M16)             r24.0<1>:ud   r16.0<8;8,1>:ud   r14.0<8;8,1>:ud  {AccWrEn}          // $99
        mov (8|M16)              r18.0<1>:ud   acc0.0<8;8,1>:ud                                      // $99
        addc (8|M24)             r25.0<1>:ud   r17.0<8;8,1>:ud   r15.0<8;8,1>:ud  {AccWrEn}          // $99
        mul (8|M0)               r14.0<1>:q    r10.0<8;8,1>:ud   0xDB629599:ud                       // $100
        mov (8|M8)               r17.0<1>:d    r28.1<2;1,0>:d                                        // $103
        mov (8|M24)              r19.0<1>:ud   acc0.0<8;8,1>:ud                                      // $99
        mov (8|M0)               r16.0<1>:d    r14.1<2;1,0>:d                                        // $102
        mov (8|M16)              r14.0<1>:d    r26.1<2;1,0>:d                                        // $104
        mul (16|M0)              r26.0<1>:d    r10.0<8;8,1>:d    -181084736:d                        // $108
        mov (8|M24)              r15.0<1>:d    r30.1<2;1,0>:d                                        // $105
        mul (8|M16)              r30.0<1>:q    r36.0<8;8,1>:ud   0xF534DDC0:ud                       // $113
        add (16|M0)              r28.0<1>:d    r16.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $106
        mul (16|M16)             r16.0<1>:d    r36.0<8;8,1>:d    -181084736:d                        // $109
        add (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    r18.0<8;8,1>:d                      // $107
        addc (8|M0)              r8.0<1>:ud    r28.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn,Compacted} // $110
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $110
        addc (8|M8)              r9.0<1>:ud    r29.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn,Compacted} // $110
        mov (8|M8)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $110
        addc (8|M16)             r26.0<1>:ud   r18.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn}          // $111
        mov (8|M16)              r28.0<1>:ud   acc0.0<8;8,1>:ud                                      // $111
        addc (8|M24)             r27.0<1>:ud   r19.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}          // $111
        mul (8|M0)               r16.0<1>:q    r10.0<8;8,1>:ud   0xF534DDC0:ud                       // $112
        mov (8|M8)               r19.0<1>:d    r34.1<2;1,0>:d                                        // $115
        mov (8|M24)              r29.0<1>:ud   acc0.0<8;8,1>:ud                                      // $111
        mov (8|M0)               r18.0<1>:d    r16.1<2;1,0>:d                                        // $114
        mov (8|M16)              r16.0<1>:d    r30.1<2;1,0>:d                                        // $116
        mov (8|M24)              r17.0<1>:d    r38.1<2;1,0>:d                                        // $117
        add (16|M0)              r34.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $118
        add (16|M16)             r30.0<1>:d    r16.0<8;8,1>:d    r28.0<8;8,1>:d                      // $119
        mul (16|M0)              r28.0<1>:d    r10.0<8;8,1>:d    -64530479:d                         // $120
        mul (16|M16)             r18.0<1>:d    r36.0<8;8,1>:d    -64530479:d                         // $121
        addc (8|M0)              r16.0<1>:ud   r34.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn,Compacted} // $122
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $122
        addc (8|M8)              r17.0<1>:ud   r35.0<8;8,1>:ud   r29.0<8;8,1>:ud  {AccWrEn,Compacted} // $122
        mul (8|M8)               r34.0<1>:q    r11.0<8;8,1>:ud   0xFC2757D1:ud                       // $124
        mov (8|M8)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $122
        addc (8|M16)             r28.0<1>:ud   r30.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn}          // $123
        mov (8|M16)              r38.0<1>:ud   acc0.0<8;8,1>:ud                                      // $123
        addc (8|M24)             r29.0<1>:ud   r31.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}          // $123
        mul (8|M0)               r18.0<1>:q    r10.0<8;8,1>:ud   0xFC2757D1:ud                       // $124
        mul (8|M16)              r30.0<1>:q    r36.0<8;8,1>:ud   0xFC2757D1:ud                       // $125
        mov (8|M24)              r39.0<1>:ud   acc0.0<8;8,1>:ud                                      // $123
        mov (8|M0)               r18.0<1>:d    r18.1<2;1,0>:d                                        // $126
        mov (8|M8)               r19.0<1>:d    r34.1<2;1,0>:d                                        // $127
        mov (8|M16)              r34.0<1>:d    r30.1<2;1,0>:d                                        // $128
        mov (8|M24)              r35.0<1>:d    r40.1<2;1,0>:d                                        // $129
        add (16|M0)              r30.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $130
        add (16|M16)             r40.0<1>:d    r34.0<8;8,1>:d    r38.0<8;8,1>:d                      // $131
        mul (16|M0)              r34.0<1>:d    r10.0<8;8,1>:d    1313084713:d                        // $132
        mul (16|M16)             r38.0<1>:d    r36.0<8;8,1>:d    1313084713:d                        // $133
        addc (8|M0)              r14.0<1>:ud   r30.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn,Compacted} // $134
        mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $134
        addc (8|M8)              r15.0<1>:ud   r31.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn,Compacted} // $134
        mul (8|M0)               r30.0<1>:q    r10.0<8;8,1>:ud   0x4E441529:ud                       // $136
        mov (8|M8)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $134
        addc (8|M16)             r34.0<1>:ud   r40.0<8;8,1>:ud   r38.0<8;8,1>:ud  {AccWrEn}          // $135
        mov (8|M0)               r30.0<1>:d    r30.1<2;1,0>:d                                        // $138
        mov (8|M16)              r42.0<1>:ud   acc0.0<8;8,1>:ud                                      // $135
        addc (8|M24)             r35.0<1>:ud   r41.0<8;8,1>:ud   r39.0<8;8,1>:ud  {AccWrEn}          // $135
        mul (8|M8)               r40.0<1>:q    r11.0<8;8,1>:ud   0x4E441529:ud                       // $136
        mul (8|M16)              r38.0<1>:q    r36.0<8;8,1>:ud   0x4E441529:ud                       // $137
        mov (8|M24)              r43.0<1>:ud   acc0.0<8;8,1>:ud                                      // $135
        mov (8|M8)               r31.0<1>:d    r40.1<2;1,0>:d                                        // $139
        mov (8|M16)              r40.0<1>:d    r38.1<2;1,0>:d                                        // $140
        mov (8|M24)              r41.0<1>:d    r46.1<2;1,0>:d                                        // $141
        add (16|M0)              r38.0<1>:d    r30.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $142
        add (16|M16)             r46.0<1>:d    r40.0<8;8,1>:d    r42.0<8;8,1>:d                      // $143
        mul (16|M0)              r40.0<1>:d    r10.0<8;8,1>:d    -1560706194:d                       // $144
        mul (16|M16)             r42.0<1>:d    r36.0<8;8,1>:d    -1560706194:d                       // $145
        mov (8|M0)               r10.0<1>:d    r50.1<2;1,0>:d                                        // $150
        mov (8|M8)               r11.0<1>:d    r48.1<2;1,0>:d                                        // $151
        addc (8|M0)              r18.0<1>:ud   r38.0<8;8,1>:ud   r40.0<8;8,1>:ud  {AccWrEn,Compacted} // $146
        mov (8|M0)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $146
        addc (8|M8)              r19.0<1>:ud   r39.0<8;8,1>:ud   r41.0<8;8,1>:ud  {AccWrEn,Compacted} // $146
        mov (8|M8)               r31.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $146
        addc (8|M16)             r38.0<1>:ud   r46.0<8;8,1>:ud   r42.0<8;8,1>:ud  {AccWrEn}          // $147
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $154
        mov (8|M16)              r40.0<1>:ud   acc0.0<8;8,1>:ud                                      // $147
        addc (8|M24)             r39.0<1>:ud   r47.0<8;8,1>:ud   r43.0<8;8,1>:ud  {AccWrEn}          // $147
        mul (8|M16)              r46.0<1>:q    r36.0<8;8,1>:ud   0xA2F9836E:ud                       // $149
        mul (8|M24)              r42.0<1>:q    r37.0<8;8,1>:ud   0xA2F9836E:ud                       // $149
(f0.0)  sel (16|M0)              r10.0<1>:d    r18.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $160
(f0.0)  sel (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $162
        mov (8|M24)              r41.0<1>:ud   acc0.0<8;8,1>:ud                                      // $147
        mov (8|M16)              r36.0<1>:d    r46.1<2;1,0>:d                                        // $152
        mov (8|M24)              r37.0<1>:d    r42.1<2;1,0>:d                                        // $153
(f0.0)  sel (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $164
(f0.0)  sel (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}        // $166
(f0.0)  sel (16|M0)              r8.0<1>:d     r6.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}        // $168
        add (16|M16)             r30.0<1>:d    r36.0<8;8,1>:d    r40.0<8;8,1>:d                      // $155
(f0.0)  sel (16|M16)             r36.0<1>:d    r34.0<8;8,1>:d    r38.0<8;8,1>:d                      // $163
(f0.0)  sel (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}        // $170
(f0.0)  sel (16|M16)             r34.0<1>:d    r28.0<8;8,1>:d    r34.0<8;8,1>:d                      // $165
(f0.0)  sel (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}        // $172
(f0.0)  sel (16|M16)             r28.0<1>:d    r26.0<8;8,1>:d    r28.0<8;8,1>:d                      // $167
(f0.0)  sel (16|M0)              r4.0<1>:d     r90.10<0;1,0>:w   0:w                                 // $174
(f0.0)  sel (16|M16)             r26.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d                      // $169
(f0.0)  sel (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d                      // $171
(f0.0)  sel (16|M16)             r20.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d                      // $173
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}        // $176
(f0.0)  sel (16|M16)             r22.0<1>:d    r90.10<0;1,0>:w   0:w                                 // $175
(f0.0)  sel (16|M16)             r30.0<1>:d    r38.0<8;8,1>:d    r30.0<8;8,1>:d                      // $161
        cmp (16|M0)   (gt)f1.0   null<1>:d     r4.0<8;8,1>:ud    0x1F:uw                             // $178
        add (16|M16)             r40.0<1>:d    r22.0<8;8,1>:d    r32.0<8;8,1>:d                      // $177
(f1.0)  sel (16|M0)              r10.0<1>:d    r18.0<8;8,1>:d    r10.0<8;8,1>:d                      // $180
(f1.0)  sel (16|M0)              r12.0<1>:d    r14.0<8;8,1>:d    r18.0<8;8,1>:d                      // $182
        cmp (16|M16)  (gt)f1.0   null<1>:d     r40.0<8;8,1>:ud   0x1F:uw                             // $179
(f1.0)  sel (16|M0)              r18.0<1>:d    r90.10<0;1,0>:w   0:w                                 // $192
(f1.0)  sel (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d    r14.0<8;8,1>:d                      // $184
(f1.0)  sel (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     r16.0<8;8,1>:d                      // $186
(f1.0)  sel (16|M16)             r42.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d                      // $191
        add (16|M0)              r20.0<1>:d    r18.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}        // $194
(f1.0)  sel (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r6.0<8;8,1>:d                       // $190
(f1.0)  sel (16|M0)              r8.0<1>:d     r6.0<8;8,1>:d     r8.0<8;8,1>:d                       // $188
(f1.0)  sel (16|M16)             r6.0<1>:d     r90.10<0;1,0>:w   0:w                                 // $193
(f1.0)  sel (16|M16)             r38.0<1>:d    r36.0<8;8,1>:d    r30.0<8;8,1>:d                      // $181
        cmp (16|M0)   (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x1F:uw                             // $196
(f1.0)  sel (16|M16)             r32.0<1>:d    r34.0<8;8,1>:d    r36.0<8;8,1>:d                      // $183
(f1.0)  sel (16|M16)             r30.0<1>:d    r28.0<8;8,1>:d    r34.0<8;8,1>:d                      // $185
        add (16|M16)             r34.0<1>:d    r6.0<8;8,1>:d     r40.0<8;8,1>:d                      // $195
(f0.0)  sel (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $198
(f0.0)  sel (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}        // $200
(f0.0)  sel (16|M0)              r4.0<1>:d     r8.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}        // $204
        cmp (16|M16)  (gt)f0.0   null<1>:d     r34.0<8;8,1>:ud   0x1F:uw                             // $197
(f0.0)  sel (16|M0)              r12.0<1>:d    r2.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}        // $206
(f1.0)  sel (16|M16)             r22.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d                      // $189
(f1.0)  sel (16|M16)             r28.0<1>:d    r26.0<8;8,1>:d    r28.0<8;8,1>:d                      // $187
(f0.0)  sel (16|M0)              r8.0<1>:d     r90.10<0;1,0>:w   0:w                                 // $208
(f0.0)  sel (16|M16)             r1.0<1>:d     r90.10<0;1,0>:w   0:w                                 // $209
(f0.0)  sel (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $202
(f0.0)  sel (16|M16)             r26.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d                      // $203
(f0.0)  sel (16|M16)             r24.0<1>:d    r22.0<8;8,1>:d    r28.0<8;8,1>:d                      // $205
        add (16|M0)              r14.0<1>:d    r8.0<8;8,1>:d     r20.0<8;8,1>:d   {Compacted}        // $210
(f0.0)  sel (16|M16)             r28.0<1>:d    r42.0<8;8,1>:d    r22.0<8;8,1>:d                      // $207
        add (16|M16)             r22.0<1>:d    r1.0<8;8,1>:d     r34.0<8;8,1>:d                      // $211
(f0.0)  sel (16|M16)             r36.0<1>:d    r32.0<8;8,1>:d    r38.0<8;8,1>:d                      // $199
        cmp (16|M0)   (gt)f1.0   null<1>:d     r14.0<8;8,1>:ud   0x1F:uw                             // $212
(f0.0)  sel (16|M16)             r32.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $201
        cmp (16|M16)  (gt)f1.0   null<1>:d     r22.0<8;8,1>:ud   0x1F:uw                             // $213
(f1.0)  sel (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     r6.0<8;8,1>:d                       // $218
(f1.0)  sel (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    r18.0<8;8,1>:d                      // $214
(f1.0)  sel (16|M0)              r4.0<1>:d     r12.0<8;8,1>:d    r4.0<8;8,1>:d                       // $220
(f1.0)  sel (16|M0)              r10.0<1>:d    r6.0<8;8,1>:d     r10.0<8;8,1>:d                      // $216
(f1.0)  sel (16|M16)             r16.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d                      // $219
(f1.0)  sel (16|M16)             r12.0<1>:d    r28.0<8;8,1>:d    r24.0<8;8,1>:d                      // $221
(f1.0)  sel (16|M16)             r6.0<1>:d     r90.10<0;1,0>:w   0:w                                 // $223
(f1.0)  sel (16|M0)              r24.0<1>:d    r90.10<0;1,0>:w   0:w                                 // $222
(f1.0)  sel (16|M16)             r18.0<1>:d    r26.0<8;8,1>:d    r32.0<8;8,1>:d                      // $217
(f1.0)  sel (16|M16)             r20.0<1>:d    r32.0<8;8,1>:d    r36.0<8;8,1>:d                      // $215
        add (16|M16)  (eq)f0.0   r6.0<1>:d     r6.0<8;8,1>:d     r22.0<8;8,1>:d                      // $225
        add (16|M0)   (eq)f0.0   r14.0<1>:d    r24.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $224
        mov (16|M16)             r28.0<1>:d    -r6.0<8;8,1>:d                                        // $227
        mov (16|M0)              r22.0<1>:d    -r14.0<8;8,1>:d                  {Compacted}          // $226
        and (16|M16)             r26.0<1>:d    r6.0<8;8,1>:d     31:w                                // $229
        and (16|M0)              r24.0<1>:d    r14.0<8;8,1>:d    31:w                                // $228
        and (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    31:w                                // $233
        and (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    31:w                                // $232
        shl (16|M16)             r30.0<1>:d    r20.0<8;8,1>:d    r26.0<8;8,1>:d                      // $231
        shl (16|M0)              r32.0<1>:d    r2.0<8;8,1>:d     r24.0<8;8,1>:d   {Compacted}        // $230
        shr (16|M16)             r14.0<1>:d    r18.0<8;8,1>:ud   r28.0<8;8,1>:d                      // $235
        shr (16|M0)              r6.0<1>:d     r10.0<8;8,1>:ud   r22.0<8;8,1>:d                      // $234
        shl (16|M0)              r36.0<1>:d    r10.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $238
        shl (16|M0)              r24.0<1>:d    r8.0<8;8,1>:d     r24.0<8;8,1>:d   {Compacted}        // $244
        or (16|M16)              r34.0<1>:d    r30.0<8;8,1>:d    r14.0<8;8,1>:d                      // $237
        or (16|M0)               r6.0<1>:d     r32.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $236
        shr (16|M16)             r30.0<1>:d    r16.0<8;8,1>:ud   r28.0<8;8,1>:d                      // $241
        shl (16|M16)             r32.0<1>:d    r18.0<8;8,1>:d    r26.0<8;8,1>:d                      // $239
        shr (16|M0)              r14.0<1>:d    r8.0<8;8,1>:ud    r22.0<8;8,1>:d                      // $240
        shl (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    r26.0<8;8,1>:d                      // $245
(f0.0)  sel (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}        // $252
        or (16|M16)              r30.0<1>:d    r32.0<8;8,1>:d    r30.0<8;8,1>:d                      // $243
        shr (16|M0)              r32.0<1>:d    r4.0<8;8,1>:ud    r22.0<8;8,1>:d                      // $246
        shr (16|M16)             r22.0<1>:d    r12.0<8;8,1>:ud   r28.0<8;8,1>:d                      // $247
        or (16|M0)               r14.0<1>:d    r36.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $242
(f0.0)  sel (16|M16)             r6.0<1>:d     r20.0<8;8,1>:d    r34.0<8;8,1>:d                      // $253
        or (16|M0)               r24.0<1>:d    r24.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $248
        or (16|M16)              r26.0<1>:d    r26.0<8;8,1>:d    r22.0<8;8,1>:d                      // $249
(f0.0)  sel (16|M16)             r22.0<1>:d    r18.0<8;8,1>:d    r30.0<8;8,1>:d                      // $255
(f0.0)  sel (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $254
(f0.0)  sel (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r24.0<8;8,1>:d   {Compacted}        // $256
(f0.0)  sel (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    r26.0<8;8,1>:d                      // $257
        shl (16|M16)             r26.0<1>:d    r6.0<8;8,1>:d     2:w                                 // $261
        shr (16|M16)             r16.0<1>:d    r22.0<8;8,1>:ud   30:w                                // $263
        shl (16|M0)              r28.0<1>:d    r2.0<8;8,1>:d     2:w                                 // $260
        shr (16|M0)              r18.0<1>:d    r14.0<8;8,1>:ud   30:w                                // $262
        shl (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    2:w                                 // $267
        or (16|M16)              r30.0<1>:d    r26.0<8;8,1>:d    r16.0<8;8,1>:d                      // $265
        shl (16|M0)              r26.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $266
        shr (16|M16)             r14.0<1>:d    r24.0<8;8,1>:ud   30:w                                // $269
        or (16|M0)               r18.0<1>:d    r28.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $264
        shr (16|M0)              r16.0<1>:d    r10.0<8;8,1>:ud   30:w                                // $268
        shr (16|M0)              r8.0<1>:d     r2.0<8;8,1>:ud    29:w                                // $258
        or (16|M16)              r28.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d                      // $271
        shl (16|M0)              r22.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $272
        shr (16|M0)              r14.0<1>:d    r4.0<8;8,1>:ud    30:w                                // $274
        shl (16|M16)             r10.0<1>:d    r24.0<8;8,1>:d    2:w                                 // $273
        shr (16|M16)             r4.0<1>:d     r12.0<8;8,1>:ud   30:w                                // $275
        or (16|M0)               r16.0<1>:d    r26.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}        // $270
        shr (16|M16)             r20.0<1>:d    r6.0<8;8,1>:ud    29:w                                // $259
        or (16|M0)               r12.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $276
        or (16|M16)              r26.0<1>:d    r10.0<8;8,1>:d    r4.0<8;8,1>:d                       // $277
        and (16|M0)              r4.0<1>:d     r8.0<8;8,1>:d     1:w                                 // $278
        and (16|M16)             r10.0<1>:d    r20.0<8;8,1>:d    1:w                                 // $279
        shl (16|M16)             r14.0<1>:d    r20.0<8;8,1>:d    31:w                                // $283
        shl (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     31:w                                // $282
        mov (16|M0)              r24.0<1>:d    -r4.0<8;8,1>:d                   {Compacted}          // $280
        mov (16|M16)             r22.0<1>:d    -r10.0<8;8,1>:d                                       // $281
        shr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:ud    30:w                                // $374
        shr (16|M16)             r6.0<1>:d     r6.0<8;8,1>:ud    30:w                                // $375
        xor (16|M0)              r20.0<1>:d    r18.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $284
        xor (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $288
        xor (16|M16)             r32.0<1>:d    r30.0<8;8,1>:d    r22.0<8;8,1>:d                      // $285
        xor (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $286
        lzd (16|M0)              r12.0<1>:ud   r20.0<8;8,1>:ud                  {Compacted}          // $290
        xor (16|M16)             r38.0<1>:d    r26.0<8;8,1>:d    r22.0<8;8,1>:d                      // $289
        xor (16|M16)             r34.0<1>:d    r28.0<8;8,1>:d    r22.0<8;8,1>:d                      // $287
        lzd (16|M16)             r22.0<1>:ud   r32.0<8;8,1>:ud                                       // $291
        add (16|M0)              r26.0<1>:d    r12.0<8;8,1>:d    1:w                                 // $292
        add (16|M0)              r24.0<1>:d    -r12.0<8;8,1>:d   31:w                                // $294
        add (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}        // $376
        add (16|M16)             r30.0<1>:d    r22.0<8;8,1>:d    1:w                                 // $293
        and (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    31:w                                // $296
        and (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    31:w                                // $300
        add (16|M16)             r28.0<1>:d    -r22.0<8;8,1>:d   31:w                                // $295
        and (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    31:w                                // $297
        shl (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $298
        shr (16|M0)              r40.0<1>:d    r16.0<8;8,1>:ud   r24.0<8;8,1>:d                      // $302
        shl (16|M0)              r26.0<1>:d    r16.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $306
        shr (16|M0)              r24.0<1>:d    r18.0<8;8,1>:ud   r24.0<8;8,1>:d                      // $308
        and (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    31:w                                // $301
        shl (16|M16)             r36.0<1>:d    r32.0<8;8,1>:d    r30.0<8;8,1>:d                      // $299
        mul (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    -8388608:d                          // $312
        or (16|M0)               r18.0<1>:d    r26.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $310
        shr (16|M16)             r32.0<1>:d    r34.0<8;8,1>:ud   r28.0<8;8,1>:d                      // $303
        mul (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d    -8388608:d                          // $313
        shl (16|M16)             r30.0<1>:d    r34.0<8;8,1>:d    r30.0<8;8,1>:d                      // $307
        shr (16|M16)             r28.0<1>:d    r38.0<8;8,1>:ud   r28.0<8;8,1>:d                      // $309
        or (16|M16)              r32.0<1>:d    r36.0<8;8,1>:d    r32.0<8;8,1>:d                      // $305
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    1056964608:d                        // $315
        or (16|M0)               r20.0<1>:d    r20.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}        // $304
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    1056964608:d                        // $314
        shr (16|M16)             r24.0<1>:d    r32.0<8;8,1>:ud   9:w                                 // $319
        or (16|M16)              r26.0<1>:d    r26.0<8;8,1>:d    r14.0<8;8,1>:d                      // $317
        or (16|M16)              r38.0<1>:d    r30.0<8;8,1>:d    r28.0<8;8,1>:d                      // $311
        shl (16|M0)              r30.0<1>:d    r20.0<8;8,1>:d    23:w                                // $322
        or (16|M0)               r16.0<1>:d    r16.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $316
        or (16|M16)              r26.0<1>:d    r26.0<8;8,1>:d    r24.0<8;8,1>:d                      // $321
        shr (16|M0)              r24.0<1>:d    r18.0<8;8,1>:ud   9:w                                 // $324
        shr (16|M0)              r28.0<1>:d    r20.0<8;8,1>:ud   9:w                                 // $318
        shr (16|M16)             r20.0<1>:d    r38.0<8;8,1>:ud   9:w                                 // $325
        add (16|M0)              r12.0<1>:d    -r12.0<8;8,1>:d   488:w                               // $346
        or (16|M0)               r24.0<1>:d    r30.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $326
        or (16|M0)               r16.0<1>:d    r16.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $320
        shl (16|M16)             r28.0<1>:d    r32.0<8;8,1>:d    23:w                                // $323
        add (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d                       // $377
        lzd (16|M0)              r30.0<1>:ud   r24.0<8;8,1>:ud                  {Compacted}          // $328
        or (16|M16)              r36.0<1>:d    r28.0<8;8,1>:d    r20.0<8;8,1>:d                      // $327
        not (16|M0)              r20.0<1>:d    r30.0<8;8,1>:d                   {Compacted}          // $330
        add (16|M0)              r34.0<1>:d    r30.0<8;8,1>:d    1:w                                 // $332
        add (16|M0)              r30.0<1>:d    -r30.0<8;8,1>:d   31:w                                // $334
        lzd (16|M16)             r28.0<1>:ud   r36.0<8;8,1>:ud                                       // $329
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $348
        and (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    31:w                                // $336
        and (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    31:w                                // $340
        not (16|M16)             r40.0<1>:d    r28.0<8;8,1>:d                                        // $331
        add (16|M16)             r32.0<1>:d    r28.0<8;8,1>:d    1:w                                 // $333
        add (16|M16)             r28.0<1>:d    -r28.0<8;8,1>:d   31:w                                // $335
        shr (16|M0)              r30.0<1>:d    r18.0<8;8,1>:ud   r30.0<8;8,1>:d                      // $342
        add (16|M16)             r18.0<1>:d    -r22.0<8;8,1>:d   488:w                               // $347
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    23:w                                // $350
        shl (16|M0)              r34.0<1>:d    r24.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $338
        and (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    31:w                                // $337
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    r40.0<8;8,1>:d                      // $349
        and (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    31:w                                // $341
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    1065353216:d                        // $352
        or (16|M0)               r30.0<1>:d    r34.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $344
        shl (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    23:w                                // $351
        shl (16|M16)             r32.0<1>:d    r36.0<8;8,1>:d    r32.0<8;8,1>:d                      // $339
        shr (16|M16)             r28.0<1>:d    r38.0<8;8,1>:ud   r28.0<8;8,1>:d                      // $343
        or (16|M0)               r12.0<1>:d    r12.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $354
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    1065353216:d                        // $353
        mul (16|M0)              r20.0<1>:f    r16.0<8;8,1>:f    0x3FC90FDA:f                        // $360
        or (16|M16)              r24.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d                      // $345
        or (16|M16)              r18.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d                      // $355
        shr (16|M0)              r14.0<1>:d    r30.0<8;8,1>:ud   9:w                                 // $356
        shr (16|M16)             r8.0<1>:d     r24.0<8;8,1>:ud   9:w                                 // $357
        mad (16|M0)              r22.0<1>:f    -r20.0<2;1>:f     r123.0<0;0>:f     r16.0<1>:f       {Compacted} // $362 {0=EL, 1=OH, 2=EL, BC=GOOD}
        or (16|M0)               r12.0<1>:d    r12.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $358
        mul (16|M16)             r14.0<1>:f    r26.0<8;8,1>:f    0x3FC90FDA:f                        // $361
        or (16|M16)              r18.0<1>:d    r18.0<8;8,1>:d    r8.0<8;8,1>:d                       // $359
        mad (16|M0)              r16.0<1>:f    r22.0<2;1>:f      r123.1<0;0>:f     r16.0<1>:f       {Compacted} // $364 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r8.0<1>:f     -r14.0<2;1>:f     r123.0<0;0>:f     r26.0<1>:f       {Compacted} // $363 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M0)              r22.0<1>:f    r16.0<2;1>:f      r123.0<0;0>:f     r12.0<1>:f       {Compacted} // $366 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r8.0<1>:f     r8.0<2;1>:f       r123.1<0;0>:f     r26.0<1>:f       {Compacted} // $365 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r16.0<1>:f    r8.0<2;1>:f       r123.0<0;0>:f     r18.0<1>:f       {Compacted} // $367 {0=EL, 1=OH, 2=EL, BC=GOOD}
        add (16|M0)              r8.0<1>:f     r20.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}        // $368
        add (16|M16)             r12.0<1>:f    r14.0<8;8,1>:f    r16.0<8;8,1>:f                      // $369
        add (16|M0)              r18.0<1>:f    r8.0<8;8,1>:f     -r20.0<8;8,1>:f  {Compacted}        // $370
        add (16|M16)             r14.0<1>:f    r12.0<8;8,1>:f    -r14.0<8;8,1>:f                     // $371
        add (16|M0)              r116.0<1>:f   r22.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted}        // $372
        add (16|M16)             r113.0<1>:f   r16.0<8;8,1>:f    -r14.0<8;8,1>:f                     // $373
        else (32|M0)                         _0_043            _0_043                                // $68
// B004: [inDivergent],  Preds:{B002},  Succs:{B005}
_0_041:
(W)     mov (1|M0)               r90.5<1>:f    0x3F22F983:f                                          // $380
        mad (16|M0)              r2.0<1>:f     r90.4<0;0>:f      r90.5<0;0>:f      r126.0<1>:f      {Compacted} // $381 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r6.0<1>:f     r90.4<0;0>:f      r90.5<0;0>:f      r119.0<1>:f      {Compacted} // $382 {0=EH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.5<1>:f    0x27C234C4:f                                          // $415
        rndz (16|M0)             r110.0<1>:f   r2.0<8;8,1>:f                    {Compacted}          // $383
        rndz (16|M16)            r107.0<1>:f   r6.0<8;8,1>:f                                         // $384
        mul (16|M0)              r16.0<1>:f    r110.0<8;8,1>:f   0x3FC90FDA:f                        // $385
        mul (16|M16)             r14.0<1>:f    r107.0<8;8,1>:f   0x3FC90FDA:f                        // $386
        mov (16|M16)             r4.0<1>:d     r107.0<8;8,1>:f                                       // $429
        add (16|M0)              r2.0<1>:f     r126.0<8;8,1>:f   -r16.0<8;8,1>:f  {Compacted}        // $389
        add (16|M16)             r6.0<1>:f     r119.0<8;8,1>:f   -r14.0<8;8,1>:f                     // $390
        mad (16|M0)              r20.0<1>:f    -r16.0<2;1>:f     r123.0<0;0>:f     r110.0<1>:f      {Compacted} // $387 {0=EL, 1=OH, 2=EH, BC=GOOD}
        mad (16|M16)             r18.0<1>:f    -r14.0<2;1>:f     r123.0<0;0>:f     r107.0<1>:f      {Compacted} // $388 {0=EL, 1=OH, 2=OH, BC=BAD}
        add (16|M0)              r8.0<1>:f     r126.0<8;8,1>:f   -r2.0<8;8,1>:f   {Compacted}        // $391
        add (16|M16)             r10.0<1>:f    r119.0<8;8,1>:f   -r6.0<8;8,1>:f                      // $392
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     -r16.0<8;8,1>:f  {Compacted}        // $393
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    -r14.0<8;8,1>:f                     // $394
        mul (16|M0)              r16.0<1>:f    r110.0<8;8,1>:f   0x33A22168:f                        // $399
        mul (16|M16)             r14.0<1>:f    r107.0<8;8,1>:f   0x33A22168:f                        // $400
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     -r20.0<8;8,1>:f  {Compacted}        // $395
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    -r18.0<8;8,1>:f                     // $396
        mad (16|M0)              r20.0<1>:f    -r16.0<2;1>:f     r123.1<0;0>:f     r110.0<1>:f      {Compacted} // $401 {0=EL, 1=OH, 2=EH, BC=GOOD}
        mad (16|M16)             r18.0<1>:f    -r14.0<2;1>:f     r123.1<0;0>:f     r107.0<1>:f      {Compacted} // $402 {0=EL, 1=OH, 2=OH, BC=BAD}
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $397
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     r10.0<8;8,1>:f                      // $398
        add (16|M0)              r8.0<1>:f     r2.0<8;8,1>:f     -r16.0<8;8,1>:f  {Compacted}        // $403
        add (16|M16)             r10.0<1>:f    r6.0<8;8,1>:f     -r14.0<8;8,1>:f                     // $404
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r8.0<8;8,1>:f   {Compacted}        // $405
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     -r10.0<8;8,1>:f                     // $406
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r16.0<8;8,1>:f  {Compacted}        // $407
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     -r14.0<8;8,1>:f                     // $408
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r20.0<8;8,1>:f  {Compacted}        // $409
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     -r18.0<8;8,1>:f                     // $410
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $411
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    r6.0<8;8,1>:f                       // $412
        mul (16|M0)              r2.0<1>:f     r110.0<8;8,1>:f   0x27C234C4:f                        // $413
        mul (16|M16)             r6.0<1>:f     r107.0<8;8,1>:f   0x27C234C4:f                        // $414
        add (16|M0)              r16.0<1>:f    r8.0<8;8,1>:f     -r2.0<8;8,1>:f   {Compacted}        // $418
        add (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f    -r6.0<8;8,1>:f                      // $419
        mad (16|M0)              r20.0<1>:f    -r2.0<2;1>:f      r90.5<0;0>:f      r110.0<1>:f      {Compacted} // $416 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r18.0<1>:f    -r6.0<2;1>:f      r90.5<0;0>:f      r107.0<1>:f      {Compacted} // $417 {0=EL, 1=EH, 2=OH, BC=GOOD}
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     -r16.0<8;8,1>:f  {Compacted}        // $420
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    -r14.0<8;8,1>:f                     // $421
        mov (16|M0)              r116.0<1>:f   -r20.0<8;8,1>:f                  {Compacted}          // $426
        mov (16|M16)             r113.0<1>:f   -r18.0<8;8,1>:f                                       // $427
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     -r2.0<8;8,1>:f   {Compacted}        // $422
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    -r6.0<8;8,1>:f                      // $423
        mov (16|M0)              r2.0<1>:d     r110.0<8;8,1>:f                  {Compacted}          // $428
        add (16|M0)              r8.0<1>:f     r16.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}        // $424
        add (16|M16)             r12.0<1>:f    r14.0<8;8,1>:f    r10.0<8;8,1>:f                      // $425
// B005: [inDivergent],  Preds:{B004, B003},  Succs:{B006, B007}
_0_043:
        endif (32|M0)                        L6456                                                   // $68
L6456:
        and (16|M0)   (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     1:w                                 // $433
        and (16|M16)  (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     1:w                                 // $435
        mul (16|M0)              r110.0<1>:f   r8.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $431
        mul (16|M16)             r107.0<1>:f   r12.0<8;8,1>:f    r12.0<8;8,1>:f                      // $432
(~f0.0) if (32|M0)                           _0_044            _0_046                                // $437
// B006: [inDivergent],  Preds:{B005},  Succs:{B008}
_0_045:
(W)     mov (1|M0)               r90.6<1>:f    0xAD47D74E:f                                          // $439
        and (16|M0)              r18.0<1>:d    r8.0<8;8,1>:d     2147483647:d                        // $457
(W)     mov (1|M0)               r90.5<1>:f    0x310F74F6:f                                          // $440
        and (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    2147483647:d                        // $458
        mul (16|M0)              r8.0<1>:f     r116.0<8;8,1>:f   -r8.0<8;8,1>:f   {Compacted}        // $475
        add (16|M0)              r24.0<1>:d    r18.0<8;8,1>:d    -16777216:d                         // $459
        mad (16|M0)              r10.0<1>:f    r90.5<0;0>:f      r90.6<0;0>:f      r110.0<1>:f      {Compacted} // $441 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r6.0<1>:f     r90.5<0;0>:f      r90.6<0;0>:f      r107.0<1>:f      {Compacted} // $442 {0=EH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.5<1>:f    0xB492923A:f                                          // $443
        cmp (16|M0)   (gt)f0.0   null<1>:d     r18.0<8;8,1>:ud   0x3F480000:ud                       // $467
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    -16777216:d                         // $460
        cmp (16|M16)  (gt)f0.0   null<1>:d     r16.0<8;8,1>:ud   0x3F480000:ud                       // $468
        mad (16|M0)              r10.0<1>:f    r90.5<0;0>:f      r10.0<2;1>:f      r110.0<1>:f      {Compacted} // $444 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r6.0<1>:f     r90.5<0;0>:f      r6.0<2;1>:f       r107.0<1>:f      {Compacted} // $445 {0=EH, 1=EL, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.5<1>:f    0x37D00AE2:f                                          // $446
        mad (16|M0)              r10.0<1>:f    r90.5<0;0>:f      r10.0<2;1>:f      r110.0<1>:f      {Compacted} // $447 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r6.0<1>:f     r90.5<0;0>:f      r6.0<2;1>:f       r107.0<1>:f      {Compacted} // $448 {0=EH, 1=EL, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.5<1>:f    0xBAB60B60:f                                          // $449
        mad (16|M0)              r10.0<1>:f    r90.5<0;0>:f      r10.0<2;1>:f      r110.0<1>:f      {Compacted} // $450 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r6.0<1>:f     r90.5<0;0>:f      r6.0<2;1>:f       r107.0<1>:f      {Compacted} // $451 {0=EH, 1=EL, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.5<1>:f    0x3D2AAAAB:f                                          // $452
        mad (16|M0)              r14.0<1>:f    r90.5<0;0>:f      r10.0<2;1>:f      r110.0<1>:f      {Compacted} // $453 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r10.0<1>:f    r90.5<0;0>:f      r6.0<2;1>:f       r107.0<1>:f      {Compacted} // $454 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mul (16|M0)              r6.0<1>:f     r110.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted}        // $455
        mul (16|M16)             r22.0<1>:f    r107.0<8;8,1>:f   r10.0<8;8,1>:f                      // $456
        add (16|M0)              r14.0<1>:d    r18.0<8;8,1>:d    -1050253722:d                       // $461
        add (16|M16)             r10.0<1>:d    r16.0<8;8,1>:d    -1050253722:d                       // $462
        mad (16|M0)              r8.0<1>:f     r8.0<2;1>:f       r6.0<2;1>:f       r110.0<1>:f      {Compacted} // $477 {0=EL, 1=EL, 2=EH, BC=OK}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r14.0<8;8,1>:ud   0xAE6667:ud                         // $463
        cmp (16|M16)  (lt)f1.0   null<1>:d     r10.0<8;8,1>:ud   0xAE6667:ud                         // $464
(f1.0)  sel (16|M0)              r14.0<1>:f    r24.0<8;8,1>:f    0x0:f                               // $465
(f1.0)  sel (16|M16)             r10.0<1>:f    r20.0<8;8,1>:f    0x0:f                               // $466
(f0.0)  mov (16|M0)              r14.0<1>:f    0x3E900000:f                                          // $469
(f0.0)  mov (16|M16)             r10.0<1>:f    0x3E900000:f                                          // $470
        mul (16|M16)             r20.0<1>:f    r113.0<8;8,1>:f   -r12.0<8;8,1>:f                     // $476
        mad (16|M0)              r18.0<1>:f    -r14.0<2;1>:f     r90.4<0;0>:f      r110.0<1>:f      {Compacted} // $471 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r16.0<1>:f    -r10.0<2;1>:f     r90.4<0;0>:f      r107.0<1>:f      {Compacted} // $472 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r20.0<2;1>:f      r22.0<2;1>:f      r107.0<1>:f      {Compacted} // $478 {0=EL, 1=EL, 2=OH, BC=GOOD}
        add (16|M0)              r14.0<1>:f    -r14.0<8;8,1>:f   0x3F800000:f                        // $473
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    -r8.0<8;8,1>:f   {Compacted}        // $479
        add (16|M16)             r10.0<1>:f    -r10.0<8;8,1>:f   0x3F800000:f                        // $474
        add (16|M16)             r16.0<1>:f    r16.0<8;8,1>:f    -r6.0<8;8,1>:f                      // $480
        add (16|M0)              r6.0<1>:f     r14.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted}        // $481
        add (16|M16)             r18.0<1>:f    r10.0<8;8,1>:f    -r16.0<8;8,1>:f                     // $482
        else (32|M0)                         _0_046            _0_046                                // $437
// B007: [inDivergent],  Preds:{B005},  Succs:{B008}
_0_044:
(W)     mov (1|M0)               r90.6<1>:f    0x2F2EC9D3:f                                          // $487
        mul (16|M0)              r6.0<1>:f     r8.0<8;8,1>:f     r110.0<8;8,1>:f  {Compacted}        // $485
(W)     mov (1|M0)               r90.5<1>:f    0xB2D72F34:f                                          // $488
        mul (16|M16)             r16.0<1>:f    r12.0<8;8,1>:f    r107.0<8;8,1>:f                     // $486
(W)     mov (1|M0)               r123.0<1>:f   0x3E2AAAAB:f                                          // $506
        mad (16|M0)              r14.0<1>:f    r90.5<0;0>:f      r90.6<0;0>:f      r110.0<1>:f      {Compacted} // $489 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r10.0<1>:f    r90.5<0;0>:f      r90.6<0;0>:f      r107.0<1>:f      {Compacted} // $490 {0=EH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.5<1>:f    0x3636DF25:f                                          // $491
        mad (16|M0)              r14.0<1>:f    r90.5<0;0>:f      r14.0<2;1>:f      r110.0<1>:f      {Compacted} // $492 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r10.0<1>:f    r90.5<0;0>:f      r10.0<2;1>:f      r107.0<1>:f      {Compacted} // $493 {0=EH, 1=EL, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.5<1>:f    0xB95009D4:f                                          // $494
        mad (16|M0)              r14.0<1>:f    r90.5<0;0>:f      r14.0<2;1>:f      r110.0<1>:f      {Compacted} // $495 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r10.0<1>:f    r90.5<0;0>:f      r10.0<2;1>:f      r107.0<1>:f      {Compacted} // $496 {0=EH, 1=EL, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.5<1>:f    0x3C088887:f                                          // $497
        mad (16|M0)              r14.0<1>:f    r90.5<0;0>:f      r14.0<2;1>:f      r110.0<1>:f      {Compacted} // $498 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r10.0<1>:f    r90.5<0;0>:f      r10.0<2;1>:f      r107.0<1>:f      {Compacted} // $499 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mul (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    -r6.0<8;8,1>:f   {Compacted}        // $500
        mul (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    -r16.0<8;8,1>:f                     // $501
        mad (16|M0)              r14.0<1>:f    r14.0<2;1>:f      r90.4<0;0>:f      r116.0<1>:f      {Compacted} // $502 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r10.0<1>:f    r10.0<2;1>:f      r90.4<0;0>:f      r113.0<1>:f      {Compacted} // $503 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (16|M0)              r14.0<1>:f    -r116.0<2;1>:f    r14.0<2;1>:f      r110.0<1>:f      {Compacted} // $504 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r10.0<1>:f    -r113.0<2;1>:f    r10.0<2;1>:f      r107.0<1>:f      {Compacted} // $505 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r6.0<1>:f     r14.0<2;1>:f      r123.0<0;0>:f     r6.0<1>:f        {Compacted} // $507 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r10.0<1>:f    r10.0<2;1>:f      r123.0<0;0>:f     r16.0<1>:f       {Compacted} // $508 {0=EL, 1=OH, 2=EL, BC=GOOD}
        add (16|M0)              r6.0<1>:f     r8.0<8;8,1>:f     -r6.0<8;8,1>:f   {Compacted}        // $509
        add (16|M16)             r18.0<1>:f    r12.0<8;8,1>:f    -r10.0<8;8,1>:f                     // $510
// B008: [inDivergent],  Preds:{B007, B006},  Succs:{B009}
_0_046:
        endif (32|M0)                        L7400                                                   // $437
L7400:
        shl (16|M0)              r8.0<1>:d     r2.0<8;8,1>:d     30:w                                // $512
        shl (16|M16)             r1.0<1>:d     r4.0<8;8,1>:d     30:w                                // $513
        cmp (16|M0)   (gt)f1.0   null<1>:d     r126.0<8;8,1>:ud  0x7F7FFFFF:ud                       // $520
        cmp (16|M16)  (gt)f1.0   null<1>:d     r119.0<8;8,1>:ud  0x7F7FFFFF:ud                       // $521
        xor (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     r124.0<8;8,1>:d  {Compacted}        // $514
        xor (16|M16)             r1.0<1>:d     r1.0<8;8,1>:d     r121.0<8;8,1>:d                     // $515
        and (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     -2147483648:d                       // $516
        and (16|M16)             r1.0<1>:d     r1.0<8;8,1>:d     -2147483648:d                       // $517
        xor (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}        // $518
        xor (16|M16)             r1.0<1>:d     r1.0<8;8,1>:d     r18.0<8;8,1>:d                      // $519
(~f1.0) sel (16|M0)              r4.0<1>:f     r8.0<8;8,1>:f     0x7FC00000:f                        // $522
(~f1.0) sel (16|M16)             r1.0<1>:f     r1.0<8;8,1>:f     0x7FC00000:f                        // $523
        csel (16|M0)  (eq)f0.0   r44.0<1>:f    r124.0<2;1>:f     r4.0<2;1>:f       r124.0<1>:f       // $526 {0=EH, 1=EL, 2=EH, BC=OK}
        csel (16|M16) (eq)f0.0   r64.0<1>:f    r121.0<2;1>:f     r1.0<2;1>:f       r121.0<1>:f       // $527 {0=OH, 1=OL, 2=OH, BC=OK}
// B009: Preds:{B001, B008},  Succs:{B010, B011}
_0_040:
        endif (32|M0)                        L7624                                                   // $19
L7624:
        mul (16|M0)              r8.0<1>:f     r124.0<8;8,1>:f   0x3DCCCCCD:f                        // $529
        mul (16|M16)             r6.0<1>:f     r121.0<8;8,1>:f   0x3DCCCCCD:f                        // $530
(W)     mov (1|M0)               r127.0<1>:f   0xBF317200:f                                          // $535
(W)     mov (1|M0)               r90.8<1>:uw   0x1:uw                                                // $564
        mul (16|M0)              r4.0<1>:f     r8.0<8;8,1>:f     0x3FB8AA3B:f                        // $531
        mul (16|M16)             r1.0<1>:f     r6.0<8;8,1>:f     0x3FB8AA3B:f                        // $532
        cmp (16|M16)  (lt)f0.0   null<1>:f     r6.0<8;8,1>:f     0xC2D20000:f                        // $550
        cmp (16|M16)  (gt)f1.0   null<1>:f     r6.0<8;8,1>:f     0x42D20000:f                        // $554
        rndz (16|M0)             r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}          // $533
        rndz (16|M16)            r1.0<1>:f     r1.0<8;8,1>:f                                         // $534
        cmp (16|M0)   (lt)f0.0   null<1>:f     r8.0<8;8,1>:f     0xC2D20000:f                        // $549
        cmp (16|M0)   (gt)f1.0   null<1>:f     r8.0<8;8,1>:f     0x42D20000:f                        // $553
        mad (16|M0)              r12.0<1>:f    r8.0<2;1>:f       r127.0<0;0>:f     r4.0<1>:f        {Compacted} // $536 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r10.0<1>:f    r6.0<2;1>:f       r127.0<0;0>:f     r1.0<1>:f        {Compacted} // $537 {0=EL, 1=OH, 2=OL, BC=OK}
(W)     mov (1|M0)               r127.0<1>:f   0xB5BFBE8E:f                                          // $538
        mad (16|M16)             r10.0<1>:f    r10.0<2;1>:f      r127.0<0;0>:f     r1.0<1>:f        {Compacted} // $540 {0=EL, 1=OH, 2=OL, BC=OK}
        mad (16|M0)              r12.0<1>:f    r12.0<2;1>:f      r127.0<0;0>:f     r4.0<1>:f        {Compacted} // $539 {0=EL, 1=OH, 2=EL, BC=GOOD}
        math.exp (16|M16)        r1.0<1>:f     r1.0<8;8,1>:f                                         // $544
        mul (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    0x3FB8AA3B:f                        // $542
        mul (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    0x3FB8AA3B:f                        // $541
        math.exp (16|M0)         r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}          // $543
        math.exp (16|M16)        r10.0<1>:f    r10.0<8;8,1>:f                                        // $546
        math.exp (16|M0)         r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $545
        mul (16|M16)             r1.0<1>:f     r1.0<8;8,1>:f     r10.0<8;8,1>:f                      // $548
(f0.0)  mov (16|M16)             r1.0<1>:f     0x0:f                                                 // $552
        mul (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted}        // $547
(f0.0)  mov (16|M0)              r4.0<1>:f     0x0:f                                                 // $551
        add (16|M0)              r10.0<1>:f    (abs)r124.0<8;8,1>:f  0x3F800000:f                    // $557
(~f1.0) sel (16|M16)             r58.0<1>:f    r1.0<8;8,1>:f     0x7F800000:f                        // $556
        add (16|M16)  (gt)f1.0   r62.0<1>:f    (abs)r121.0<8;8,1>:f  0x3F800000:f                    // $558
(~f1.0) sel (16|M0)              r42.0<1>:f    r4.0<8;8,1>:f     0x7F800000:f                        // $555
        cmp (16|M0)   (lt)f1.0   null<1>:f     (abs)r10.0<8;8,1>:f  0x7F800000:f                     // $559
        cmp (16|M16)  (lt)f0.0   null<1>:f     (abs)r62.0<8;8,1>:f  0x7F800000:f                     // $560
(f1.0)  sel (16|M16)             r2.0<1>:uw    r90.8<0;1,0>:uw   0x0:uw                              // $564
(f1.0)  cmp (16|M0)   (gt)f1.0   null<1>:f     r10.0<8;8,1>:f    0x0:f                               // $561
(f0.0)  sel (16|M16)             r1.0<1>:uw    r90.8<0;1,0>:uw   0x0:uw                              // $564
        and (16|M16)  (ne)f1.0   null<1>:uw    r2.0<16;16,1>:uw  r1.0<16;16,1>:uw                    // $564
(~f1.0) if (32|M0)                           _0_047            _0_049                                // $565
// B010: [inDivergent],  Preds:{B009},  Succs:{B012}
_0_048:
        math.log (16|M0)         r40.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $567
        math.log (16|M16)        r56.0<1>:f    r62.0<8;8,1>:f                                        // $568
        else (32|M0)                         _0_049            _0_049                                // $565
// B011: [inDivergent],  Preds:{B009},  Succs:{B012}
_0_047:
        cmp (16|M0)   (lt)f0.0   null<1>:f     r10.0<8;8,1>:f    0x800000:f                          // $573
        cmp (16|M16)  (lt)f0.0   null<1>:f     r62.0<8;8,1>:f    0x800000:f                          // $574
        mul (16|M0)              r4.0<1>:f     r10.0<8;8,1>:f    0x4B000000:f                        // $571
        mul (16|M16)             r1.0<1>:f     r62.0<8;8,1>:f    0x4B000000:f                        // $572
(~f0.0) mov (16|M0)              r4.0<1>:f     r10.0<8;8,1>:f                                        // $577
(~f0.0) mov (16|M16)             r1.0<1>:f     r62.0<8;8,1>:f                                        // $578
(W)     mov (1|M0)               r90.4<1>:f    0xC1B80000:f                                          // $575
(W)     mov (1|M0)               r90.5<1>:f    0xBE0402C8:f                                          // $593
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     -1059760811:d                       // $579
        add (16|M16)             r1.0<1>:d     r1.0<8;8,1>:d     -1059760811:d                       // $580
(f0.0)  sel (16|M0)              r16.0<1>:f    r90.4<0;1,0>:f    0x0:f               {Compacted}     // $575
(f0.0)  sel (16|M16)             r12.0<1>:f    r90.4<0;1,0>:f    0x0:f                               // $576
        and (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     8388607:d                           // $581
        and (16|M16)             r6.0<1>:d     r1.0<8;8,1>:d     8388607:d                           // $582
(W)     mov (1|M0)               r90.4<1>:f    0x3E0F335D:f                                          // $594
        asr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     23:w                                // $585
        add (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     1059760811:d                        // $583
        add (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     1059760811:d                        // $584
        asr (16|M16)             r1.0<1>:d     r1.0<8;8,1>:d     23:w                                // $586
        mov (16|M0)              r14.0<1>:f    r4.0<8;8,1>:d                    {Compacted}          // $587
        add (16|M0)              r126.0<1>:f   r8.0<8;8,1>:f     0xBF800000:f                        // $591
        add (16|M16)             r119.0<1>:f   r6.0<8;8,1>:f     0xBF800000:f                        // $592
        mov (16|M16)             r4.0<1>:f     r1.0<8;8,1>:d                                         // $588
        add (16|M0)              r2.0<1>:f     r16.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}        // $589
        mad (16|M0)              r8.0<1>:f     r90.4<0;0>:f      r90.5<0;0>:f      r126.0<1>:f      {Compacted} // $595 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r6.0<1>:f     r90.4<0;0>:f      r90.5<0;0>:f      r119.0<1>:f      {Compacted} // $596 {0=EH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0xBDF9889E:f                                          // $597
        add (16|M16)             r4.0<1>:f     r12.0<8;8,1>:f    r4.0<8;8,1>:f                       // $590
        mad (16|M0)              r8.0<1>:f     r90.4<0;0>:f      r126.0<2;1>:f     r8.0<1>:f        {Compacted} // $598 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r6.0<1>:f     r90.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $599 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0x3E0F6B8C:f                                          // $600
        mad (16|M0)              r8.0<1>:f     r90.4<0;0>:f      r126.0<2;1>:f     r8.0<1>:f        {Compacted} // $601 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r6.0<1>:f     r90.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $602 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0xBE2ACEE6:f                                          // $603
        mad (16|M0)              r8.0<1>:f     r90.4<0;0>:f      r126.0<2;1>:f     r8.0<1>:f        {Compacted} // $604 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r6.0<1>:f     r90.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $605 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0x3E4CE814:f                                          // $606
        mad (16|M0)              r8.0<1>:f     r90.4<0;0>:f      r126.0<2;1>:f     r8.0<1>:f        {Compacted} // $607 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r6.0<1>:f     r90.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $608 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0xBE7FFF78:f                                          // $609
        mad (16|M0)              r8.0<1>:f     r90.4<0;0>:f      r126.0<2;1>:f     r8.0<1>:f        {Compacted} // $610 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r6.0<1>:f     r90.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $611 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0x3EAAAA83:f                                          // $612
        mad (16|M0)              r8.0<1>:f     r90.4<0;0>:f      r126.0<2;1>:f     r8.0<1>:f        {Compacted} // $613 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r6.0<1>:f     r90.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $614 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r90.4<1>:f    0xBF000000:f                                          // $615
        mad (16|M0)              r8.0<1>:f     r90.4<0;0>:f      r126.0<2;1>:f     r8.0<1>:f        {Compacted} // $616 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r6.0<1>:f     r90.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $617 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mul (16|M0)              r8.0<1>:f     r126.0<8;8,1>:f   r8.0<8;8,1>:f    {Compacted}        // $618
        mul (16|M16)             r6.0<1>:f     r119.0<8;8,1>:f   r6.0<8;8,1>:f                       // $619
        mad (16|M0)              r8.0<1>:f     r126.0<2;1>:f     r126.0<2;1>:f     r8.0<1>:f        {Compacted} // $620 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r6.0<1>:f     r119.0<2;1>:f     r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $621 {0=OH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r127.0<1>:f   0x35BFBE8E:f                                          // $622
        mad (16|M0)              r8.0<1>:f     r8.0<2;1>:f       r127.0<0;0>:f     r2.0<1>:f        {Compacted} // $623 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r6.0<2;1>:f       r127.0<0;0>:f     r4.0<1>:f        {Compacted} // $624 {0=EL, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r127.0<1>:f   0x3F317200:f                                          // $625
        mad (16|M0)              r40.0<1>:f    r8.0<2;1>:f       r127.0<0;0>:f     r2.0<1>:f        {Compacted} // $626 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r56.0<1>:f    r6.0<2;1>:f       r127.0<0;0>:f     r4.0<1>:f        {Compacted} // $627 {0=EL, 1=OH, 2=EL, BC=GOOD}
// B012: Preds:{B011, B010},  Succs:{B013, B014}
_0_049:
        endif (32|M0)                        L8944                                                   // $565
L8944:
        add (16|M16)             r60.0<1>:f    (abs)r121.0<8;8,1>:f  0x3F000000:f                    // $634
        add (16|M0)              r12.0<1>:f    (abs)r124.0<8;8,1>:f  0x3F000000:f                    // $633
(W)     add (1|M0)               r90.1<1>:q    r90.1<0;1,0>:q    20:w                                // $660
        and (16|M16)             r1.0<1>:d     r60.0<8;8,1>:d    8323072:d                           // $652
        and (16|M0)              r4.0<1>:d     r12.0<8;8,1>:d    8323072:d                           // $651
        and (16|M16)             r48.0<1>:d    r60.0<8;8,1>:d    8388607:d                           // $642
        and (16|M0)              r24.0<1>:d    r12.0<8;8,1>:d    8388607:d                           // $641
        add (16|M16)             r1.0<1>:d     r1.0<8;8,1>:d     65536:d                             // $654
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     65536:d                             // $653
        or (16|M16)              r30.0<1>:d    r48.0<8;8,1>:d    1065353216:d                        // $644
        or (16|M0)               r28.0<1>:d    r24.0<8;8,1>:d    1065353216:d                        // $643
        shr (16|M16)             r1.0<1>:d     r1.0<8;8,1>:ud    17:w                                // $656
        shr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:ud    17:w                                // $655
        and (16|M16)             r32.0<1>:d    r30.0<8;8,1>:d    1073725440:d                        // $682
        and (16|M0)              r26.0<1>:d    r28.0<8;8,1>:d    1073725440:d                        // $681
        mul (16|M16)             r1.0<1>:d     r1.0<8;8,1>:d     12:w                                // $658
        mul (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     12:w                                // $657
        add (16|M16)             r30.0<1>:f    r30.0<8;8,1>:f    -r32.0<8;8,1>:f                     // $684
        shr (16|M16)             r46.0<1>:d    r60.0<8;8,1>:ud   23:w                                // $646
        add (8|M16)              r6.0<1>:q     r1.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $664
        add (8|M24)              r8.0<1>:q     r2.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $664
        add (16|M16)             r70.0<1>:d    r60.0<8;8,1>:d    1081999360:d                        // $638
        add (16|M16)             r68.0<1>:d    r46.0<8;8,1>:d    -127:w                              // $648
        send (8|M16)             r37:f    r6:f    0xC            0x043468FF           // wr:2+0, rd:3; hdc.dc1; a64 untyped surface read with xyz // $673
        send (8|M24)             r34:f    r8:f    0xC            0x043468FF           // wr:2+0, rd:3; hdc.dc1; a64 untyped surface read with xyz // $674
        add (8|M0)               r6.0<1>:q     r4.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $663
        add (8|M8)               r8.0<1>:q     r5.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $663
        cmp (16|M16)  (gt)f1.0   r70.0<1>:d    r70.0<8;8,1>:d    2147221504:d                        // $640
        mov (16|M16)             r68.0<1>:f    r68.0<8;8,1>:d                                        // $650
(W)     mov (1|M0)               r90.4<1>:uw   0x1:uw                                                // $742
        send (8|M0)              r20:f    r6:f    0xC            0x043468FF           // wr:2+0, rd:3; hdc.dc1; a64 untyped surface read with xyz // $665
        send (8|M8)              r7:f     r8:f    0xC            0x043468FF           // wr:2+0, rd:3; hdc.dc1; a64 untyped surface read with xyz // $666
        mov (8|M16)              r5.0<1>:f     r39.0<8;8,1>:f                                        // $679
        mov (8|M24)              r6.0<1>:f     r36.0<8;8,1>:f                                        // $680
        mov (8|M16)              r1.0<1>:f     r37.0<8;8,1>:f                                        // $675
        mov (8|M24)              r2.0<1>:f     r34.0<8;8,1>:f                                        // $676
        mov (8|M16)              r3.0<1>:f     r38.0<8;8,1>:f                                        // $677
        mov (8|M24)              r4.0<1>:f     r35.0<8;8,1>:f                                        // $678
        mul (16|M16)             r38.0<1>:f    r68.0<8;8,1>:f    0x3805FDF4:f                        // $710
        mul (16|M16)             r54.0<1>:f    r5.0<8;8,1>:f     r32.0<8;8,1>:f                      // $686
        mov (8|M0)               r18.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // $671
        mov (8|M8)               r19.0<1>:f    r9.0<8;8,1>:f                    {Compacted}          // $672
        add (16|M0)              r22.0<1>:f    r28.0<8;8,1>:f    -r26.0<8;8,1>:f  {Compacted}        // $683
        mul (16|M16)             r50.0<1>:f    r30.0<8;8,1>:f    r5.0<8;8,1>:f                       // $692
        add (16|M16)             r54.0<1>:f    r54.0<8;8,1>:f    0xBF800000:f                        // $688
        mul (16|M0)              r32.0<1>:f    r18.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $685
        mov (8|M0)               r14.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $667
        mov (8|M8)               r15.0<1>:f    r7.0<8;8,1>:f                    {Compacted}          // $668
        mul (16|M0)              r28.0<1>:f    r22.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $691
        add (16|M16)             r52.0<1>:f    r1.0<8;8,1>:f     r54.0<8;8,1>:f                      // $690
        add (16|M0)              r32.0<1>:f    r32.0<8;8,1>:f    0xBF800000:f                        // $687
        add (16|M16)             r54.0<1>:f    r50.0<8;8,1>:f    r54.0<8;8,1>:f                      // $694
        shr (16|M0)              r22.0<1>:d    r12.0<8;8,1>:ud   23:w                                // $645
        mov (8|M8)               r17.0<1>:f    r8.0<8;8,1>:f                    {Compacted}          // $670
        add (16|M0)              r30.0<1>:f    r14.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $689
        add (16|M0)              r32.0<1>:f    r28.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $693
        mul (16|M16)             r66.0<1>:f    r54.0<8;8,1>:f    0x3E800000:f                        // $696
        add (16|M0)              r36.0<1>:d    r22.0<8;8,1>:d    -127:w                              // $647
        mov (8|M0)               r16.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $669
        mul (16|M0)              r26.0<1>:f    r32.0<8;8,1>:f    0x3E800000:f                        // $695
        add (16|M16)             r66.0<1>:f    -r66.0<8;8,1>:f   0x3EAAAAAB:f                        // $698
        mov (16|M0)              r36.0<1>:f    r36.0<8;8,1>:d                   {Compacted}          // $649
        add (16|M0)              r34.0<1>:d    r12.0<8;8,1>:d    1081999360:d                        // $637
        add (16|M0)              r26.0<1>:f    -r26.0<8;8,1>:f   0x3EAAAAAB:f                        // $697
        mul (16|M16)             r66.0<1>:f    r54.0<8;8,1>:f    r66.0<8;8,1>:f                      // $700
        mul (16|M0)              r8.0<1>:f     r36.0<8;8,1>:f    0x3805FDF4:f                        // $709
        mul (16|M16)             r54.0<1>:f    r54.0<8;8,1>:f    r54.0<8;8,1>:f                      // $704
        mul (16|M0)              r26.0<1>:f    r32.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $699
        add (16|M16)             r66.0<1>:f    r66.0<8;8,1>:f    0xBF000000:f                        // $702
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     r16.0<8;8,1>:f   {Compacted}        // $713
        add (16|M0)              r18.0<1>:f    r42.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted}        // $629
        mul (16|M0)              r32.0<1>:f    r32.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $703
        add (16|M16)             r16.0<1>:f    r58.0<8;8,1>:f    r56.0<8;8,1>:f                      // $630
        add (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    0xBF000000:f                        // $701
        add (16|M16)             r38.0<1>:f    r38.0<8;8,1>:f    r3.0<8;8,1>:f                       // $714
        mul (16|M16)             r20.0<1>:f    r68.0<8;8,1>:f    0x3F317000:f                        // $708
        mul (16|M16)             r54.0<1>:f    r54.0<8;8,1>:f    r66.0<8;8,1>:f                      // $706
        cmp (16|M0)   (gt)f0.0   r2.0<1>:d     r34.0<8;8,1>:d    2147221504:d                        // $639
        mul (16|M0)              r4.0<1>:f     r36.0<8;8,1>:f    0x3F317000:f                        // $707
        add (16|M0)              r98.0<1>:f    r44.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $631
        add (16|M16)             r96.0<1>:f    r64.0<8;8,1>:f    r16.0<8;8,1>:f                      // $632
        mul (16|M0)              r32.0<1>:f    r32.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $705
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r52.0<8;8,1>:f                      // $712
        add (16|M16)             r34.0<1>:f    r38.0<8;8,1>:f    r54.0<8;8,1>:f                      // $716
        and (16|M16)             r18.0<1>:d    r50.0<8;8,1>:d    r70.0<8;8,1>:d                      // $718
        and (16|M16)             r16.0<1>:d    r50.0<8;8,1>:d    ~r70.0<8;8,1>:d                     // $722
        add (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     r30.0<8;8,1>:f   {Compacted}        // $711
        and (16|M0)              r26.0<1>:d    r28.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $717
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     r32.0<8;8,1>:f   {Compacted}        // $715
        and (16|M0)              r2.0<1>:d     r28.0<8;8,1>:d    ~r2.0<8;8,1>:d   {Compacted}        // $721
        add (16|M16)             r30.0<1>:f    r20.0<8;8,1>:f    r18.0<8;8,1>:f                      // $720
        add (16|M16)             r28.0<1>:f    r34.0<8;8,1>:f    r16.0<8;8,1>:f                      // $724
        add (16|M0)              r16.0<1>:f    r6.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted}        // $719
        add (16|M0)              r6.0<1>:f     r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $723
        add (16|M16)             r14.0<1>:d    r60.0<8;8,1>:d    2139095040:d                        // $636
        add (16|M16)             r1.0<1>:f     r30.0<8;8,1>:f    r28.0<8;8,1>:f                      // $726
        add (16|M0)              r4.0<1>:d     r12.0<8;8,1>:d    2139095040:d                        // $635
        add (16|M0)              r8.0<1>:f     r16.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}        // $725
        cmp (16|M16)  (gt)f0.0   null<1>:d     r14.0<8;8,1>:d    -16777218:d                         // $741
        mul (16|M16)             r18.0<1>:f    r1.0<8;8,1>:f     0x45800800:f                        // $728
        mul (16|M0)              r26.0<1>:f    r8.0<8;8,1>:f     0x45800800:f                        // $727
(f0.0)  sel (16|M16)             r14.0<1>:uw   r90.4<0;1,0>:uw   0x0:uw                              // $742
        add (16|M16)             r1.0<1>:f     r1.0<8;8,1>:f     r18.0<8;8,1>:f                      // $730
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted}        // $729
        add (16|M16)             r20.0<1>:f    r1.0<8;8,1>:f     -r18.0<8;8,1>:f                     // $732
        add (16|M0)              r18.0<1>:f    r8.0<8;8,1>:f     -r26.0<8;8,1>:f  {Compacted}        // $731
        mul (16|M16)             r8.0<1>:f     r20.0<8;8,1>:f    0x3FD9A000:f                        // $734
        mul (16|M0)              r2.0<1>:f     r18.0<8;8,1>:f    0x3FD9A000:f                        // $733
        and (16|M16)             r26.0<1>:d    r8.0<8;8,1>:d     2147483647:d                        // $736
        and (16|M0)              r32.0<1>:d    r2.0<8;8,1>:d     2147483647:d                        // $735
        cmp (16|M16)  (gt)f1.0   null<1>:d     r26.0<8;8,1>:ud   0x42819F00:ud                       // $738
        cmp (16|M0)   (gt)f0.0   null<1>:d     r32.0<8;8,1>:ud   0x42819F00:ud                       // $737
(f1.0)  sel (16|M16)             r1.0<1>:uw    r90.4<0;1,0>:uw   0x0:uw                              // $742
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r4.0<8;8,1>:d     -16777218:d                         // $739
        or (16|M16)   (ne)f0.0   null<1>:uw    r14.0<16;16,1>:uw  r1.0<16;16,1>:uw                   // $742
(~f0.0) if (32|M0)                           _0_050            _math_trans_k0_0_cf                   // $743
// B013: [inDivergent],  Preds:{B012},  Succs:{B054}
_0_051:
        add (16|M16)             r4.0<1>:f     r30.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $746
        add (16|M0)              r12.0<1>:f    r16.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted}        // $745
        mul (16|M0)              r14.0<1>:f    r18.0<8;8,1>:f    0xB94CC000:f                        // $751
        add (16|M16)             r4.0<1>:f     r28.0<8;8,1>:f    r4.0<8;8,1>:f                       // $748
        add (16|M0)              r12.0<1>:f    r6.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted}        // $747
        mul (16|M16)             r6.0<1>:f     r20.0<8;8,1>:f    0xB94CC000:f                        // $752
        mul (16|M16)             r16.0<1>:f    r4.0<8;8,1>:f     0xB94CC000:f                        // $750
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     0x3FD9A000:f                        // $756
        mul (16|M0)              r22.0<1>:f    r12.0<8;8,1>:f    0xB94CC000:f                        // $749
        mul (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    0x3FD9A000:f                        // $755
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     r16.0<8;8,1>:f                      // $754
        add (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}        // $753
        add (16|M16)             r16.0<1>:f    r4.0<8;8,1>:f     r6.0<8;8,1>:f                       // $758
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0x3FB8AA3B:f                        // $759
        mul (16|M16)             r4.0<1>:f     r8.0<8;8,1>:f     0x3FB8AA3B:f                        // $760
        add (16|M0)              r20.0<1>:f    r12.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}        // $757
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     0x4B400000:f                        // $761
        add (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     0x4B400000:f                        // $762
        add (16|M0)              r12.0<1>:f    r6.0<8;8,1>:f     0xCB400000:f                        // $763
        add (16|M16)             r14.0<1>:f    r4.0<8;8,1>:f     0xCB400000:f                        // $764
        shl (16|M0)              r22.0<1>:d    r6.0<8;8,1>:d     23:w                                // $765
        shl (16|M16)             r18.0<1>:d    r4.0<8;8,1>:d     23:w                                // $766
        mul (16|M0)              r6.0<1>:f     r12.0<8;8,1>:f    0x3F317200:f                        // $767
        mul (16|M16)             r4.0<1>:f     r14.0<8;8,1>:f    0x3F317200:f                        // $768
        mul (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    0x35BFBE8E:f                        // $771
        mul (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    0x35BFBE8E:f                        // $772
        add (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     -r6.0<8;8,1>:f   {Compacted}        // $769
        add (16|M16)             r4.0<1>:f     r8.0<8;8,1>:f     -r4.0<8;8,1>:f                      // $770
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     -r12.0<8;8,1>:f  {Compacted}        // $773
        add (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     -r14.0<8;8,1>:f                     // $774
        add (16|M0)              r8.0<1>:f     r20.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}        // $775
        add (16|M16)             r6.0<1>:f     r16.0<8;8,1>:f    r4.0<8;8,1>:f                       // $776
        mul (16|M0)              r4.0<1>:f     r8.0<8;8,1>:f     0x3C07D9FE:f                        // $777
        mul (16|M16)             r1.0<1>:f     r6.0<8;8,1>:f     0x3C07D9FE:f                        // $778
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0x3D2B8392:f                        // $779
        add (16|M16)             r1.0<1>:f     r1.0<8;8,1>:f     0x3D2B8392:f                        // $780
        mul (16|M0)              r4.0<1>:f     r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $781
        mul (16|M16)             r1.0<1>:f     r6.0<8;8,1>:f     r1.0<8;8,1>:f                       // $782
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0x3E2AACAC:f                        // $783
        add (16|M16)             r1.0<1>:f     r1.0<8;8,1>:f     0x3E2AACAC:f                        // $784
        mul (16|M0)              r4.0<1>:f     r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $785
        mul (16|M16)             r1.0<1>:f     r6.0<8;8,1>:f     r1.0<8;8,1>:f                       // $786
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0x3EFFFF34:f                        // $787
        add (16|M16)             r1.0<1>:f     r1.0<8;8,1>:f     0x3EFFFF34:f                        // $788
        mul (16|M0)              r4.0<1>:f     r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $789
        mul (16|M16)             r1.0<1>:f     r6.0<8;8,1>:f     r1.0<8;8,1>:f                       // $790
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0x3F7FFFFE:f                        // $791
        add (16|M16)             r1.0<1>:f     r1.0<8;8,1>:f     0x3F7FFFFE:f                        // $792
        mul (16|M0)              r4.0<1>:f     r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $793
        mul (16|M16)             r1.0<1>:f     r6.0<8;8,1>:f     r1.0<8;8,1>:f                       // $794
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0x3F800000:f                        // $795
        add (16|M16)             r1.0<1>:f     r1.0<8;8,1>:f     0x3F800000:f                        // $796
        add (16|M0)              r12.0<1>:d    r22.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}        // $797
        add (16|M16)             r58.0<1>:d    r18.0<8;8,1>:d    r1.0<8;8,1>:d                       // $798
        else (32|M0)                         _math_trans_k0_0_cf  _math_trans_k0_0_cf                // $743
// B014: [inDivergent],  Preds:{B012},  Succs:{B015, B052}
_0_050:
        cmp (16|M0)   (eq)f1.0   r6.0<1>:d     r24.0<8;8,1>:d    0:w                                 // $803
        cmp (16|M16)  (eq)f0.0   r4.0<1>:d     r48.0<8;8,1>:d    0:w                                 // $804
        and (16|M0)              r2.0<1>:d     r22.0<8;8,1>:d    255:w                               // $801
        and (16|M16)             r14.0<1>:d    r46.0<8;8,1>:d    255:w                               // $802
        mov (16|M0)              r20.0<1>:d    -r6.0<8;8,1>:d                   {Compacted}          // $805
        mov (16|M16)             r18.0<1>:d    -r4.0<8;8,1>:d                                        // $806
        not (16|M0)              r6.0<1>:d     r12.0<8;8,1>:d                   {Compacted}          // $807
        not (16|M16)             r4.0<1>:d     r60.0<8;8,1>:d                                        // $808
        cmp (16|M0)   (eq)f0.0   r16.0<1>:d    r2.0<8;8,1>:d     127:w                               // $811
        cmp (16|M16)  (eq)f1.0   r8.0<1>:d     r14.0<8;8,1>:d    127:w                               // $812
        shr (16|M0)              r6.0<1>:d     r6.0<8;8,1>:ud    31:w                                // $809
        shr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:ud    31:w                                // $810
        mov (16|M0)              r16.0<1>:d    -r16.0<8;8,1>:d                  {Compacted}          // $813
        mov (16|M16)             r8.0<1>:d     -r8.0<8;8,1>:d                                        // $814
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r20.0<8;8,1>:d   {Compacted}        // $815
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r18.0<8;8,1>:d                      // $816
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}        // $817
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r8.0<8;8,1>:d                       // $818
        cmp (16|M0)   (eq)f1.0   null<1>:d     r6.0<8;8,1>:d     1:w                                 // $819
        cmp (16|M16)  (eq)f1.0   null<1>:d     r4.0<8;8,1>:d     1:w                                 // $820
(~f1.0) if (32|M0)                           _0_053            _math_trans_k0_8_cf                   // $821
// B015: [inDivergent],  Preds:{B014},  Succs:{B016, B017}
_0_054:
        cmp (16|M16)  (ne)f0.0   null<1>:d     r14.0<8;8,1>:d    255:w                               // $824
        cmp (16|M16)  (eq)f1.0   null<1>:d     r48.0<8;8,1>:d    0:w                                 // $827
(W)     mov (1|M0)               r90.4<1>:uw   0x1:uw                                                // $828
        cmp (16|M0)   (ne)f1.0   null<1>:d     r2.0<8;8,1>:d     255:w                               // $823
(f1.0)  sel (16|M16)             r4.0<1>:uw    r90.4<0;1,0>:uw   0x0:uw                              // $828
(f0.0)  sel (16|M16)             r1.0<1>:uw    r90.4<0;1,0>:uw   0x0:uw                              // $828
(~f1.0) cmp (16|M0)   (eq)f1.0   null<1>:d     r24.0<8;8,1>:d    0:w                                 // $825
        or (16|M16)   (ne)f1.0   null<1>:uw    r4.0<16;16,1>:uw  r1.0<16;16,1>:uw                    // $828
(~f1.0) if (32|M0)                           _0_055            _math_trans_k0_6_cf                   // $829
// B016: [inDivergent],  Preds:{B015},  Succs:{B050}
_0_056:
        add (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    0x3FD9999A:f                        // $831
        add (16|M16)             r58.0<1>:f    r60.0<8;8,1>:f    0x3FD9999A:f                        // $832
        else (32|M0)                         _math_trans_k0_6_cf  _math_trans_k0_6_cf                // $829
// B017: [inDivergent],  Preds:{B015},  Succs:{B018, B019}
_0_055:
        cmp (16|M0)   (ne)f0.0   null<1>:f     r12.0<8;8,1>:f    0x0:f               {Compacted}     // $835
        cmp (16|M16)  (ne)f0.0   null<1>:f     r60.0<8;8,1>:f    0x0:f                               // $836
(~f0.0) if (32|M0)                           _0_057            _math_trans_k0_10_cf                  // $837
// B018: [inDivergent],  Preds:{B017},  Succs:{B049}
_0_058:
        mul (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}        // $839
        mul (16|M16)             r58.0<1>:f    r60.0<8;8,1>:f    r60.0<8;8,1>:f                      // $840
        else (32|M0)                         _math_trans_k0_10_cf  _math_trans_k0_10_cf              // $837
// B019: [inDivergent],  Preds:{B017},  Succs:{B020, B021}
_0_057:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r2.0<8;8,1>:d     255:w                               // $843
        cmp (16|M16)  (ne)f1.0   null<1>:d     r14.0<8;8,1>:d    255:w                               // $844
(~f1.0) if (32|M0)                           _0_059            _math_trans_k0_11_cf                  // $845
// B020: [inDivergent],  Preds:{B019},  Succs:{B048}
_0_060:
        mul (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}        // $847
        mul (16|M16)             r4.0<1>:f     r60.0<8;8,1>:f    r60.0<8;8,1>:f                      // $848
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r12.0<8;8,1>:f  0x7F800000:f                     // $851
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r60.0<8;8,1>:f  0x7F800000:f                     // $852
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3FD9999A:f                        // $849
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     0x3FD9999A:f                        // $850
(f0.0)  sel (16|M0)              r12.0<1>:f    (abs)r12.0<8;8,1>:f  r2.0<8;8,1>:f {Compacted}        // $853
(f0.0)  sel (16|M16)             r58.0<1>:f    (abs)r60.0<8;8,1>:f  r4.0<8;8,1>:f                    // $854
        else (32|M0)                         _math_trans_k0_11_cf  _math_trans_k0_11_cf              // $845
// B021: [inDivergent],  Preds:{B019},  Succs:{B022, B046}
_0_059:
        cmp (16|M0)   (gt)f0.0   null<1>:f     r12.0<8;8,1>:f    0x0:f               {Compacted}     // $857
        cmp (16|M16)  (gt)f0.0   null<1>:f     r60.0<8;8,1>:f    0x0:f                               // $858
(f0.0)  if (32|M0)                           _0_061            _math_trans_k0_12_cf                  // $859
// B022: [inDivergent],  Preds:{B021},  Succs:{B023, B024}
_0_062:
        and (16|M0)              r6.0<1>:d     r12.0<8;8,1>:d    2147483647:d                        // $861
        and (16|M16)             r4.0<1>:d     r60.0<8;8,1>:d    2147483647:d                        // $862
        cmp (16|M0)   (eq)f1.0   null<1>:d     r2.0<8;8,1>:d     0:w                                 // $865
        cmp (16|M16)  (eq)f1.0   null<1>:d     r14.0<8;8,1>:d    0:w                                 // $866
        mul (16|M0)              r8.0<1>:f     r6.0<8;8,1>:f     0x5F800000:f                        // $863
        mul (16|M16)             r26.0<1>:f    r4.0<8;8,1>:f     0x5F800000:f                        // $864
(~f1.0) mov (16|M0)              r8.0<1>:f     r6.0<8;8,1>:f                                         // $869
(~f1.0) mov (16|M16)             r26.0<1>:f    r4.0<8;8,1>:f                                         // $870
(W)     add (1|M0)               r90.1<1>:q    r90.0<0;1,0>:q    108:w                               // $931
(W)     mov (1|M0)               r90.8<1>:w    -64:w                                                 // $867
        and (16|M0)              r4.0<1>:d     r8.0<8;8,1>:d     7864320:d                           // $883
        and (16|M16)             r1.0<1>:d     r26.0<8;8,1>:d    7864320:d                           // $884
        and (16|M0)              r30.0<1>:d    r8.0<8;8,1>:d     -2139095041:d                       // $871
        and (16|M16)             r56.0<1>:d    r26.0<8;8,1>:d    -2139095041:d                       // $872
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     524288:d                            // $885
        add (16|M16)             r1.0<1>:d     r1.0<8;8,1>:d     524288:d                            // $886
        or (16|M0)               r30.0<1>:d    r30.0<8;8,1>:d    1065353216:d                        // $873
        or (16|M16)              r56.0<1>:d    r56.0<8;8,1>:d    1065353216:d                        // $874
        shr (16|M0)              r12.0<1>:d    r4.0<8;8,1>:ud    20:w                                // $887
        shr (16|M16)             r24.0<1>:d    r1.0<8;8,1>:ud    20:w                                // $888
        shl (16|M0)              r6.0<1>:d     r12.0<8;8,1>:d    2:w                                 // $889
        shl (16|M16)             r3.0<1>:d     r24.0<8;8,1>:d    2:w                                 // $890
        add (8|M0)               r14.0<1>:q    r6.0<8;8,1>:ud    r90.0<0;1,0>:q                      // $894
        add (8|M8)               r16.0<1>:q    r7.0<8;8,1>:ud    r90.0<0;1,0>:q                      // $894
        add (8|M16)              r1.0<1>:q     r3.0<8;8,1>:ud    r90.0<0;1,0>:q                      // $895
        add (8|M24)              r3.0<1>:q     r4.0<8;8,1>:ud    r90.0<0;1,0>:q                      // $895
        send (8|M0)              r72:f    r14:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $896
        send (8|M8)              r73:f    r16:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $897
        send (8|M16)             r70:f    r1:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $898
        send (8|M24)             r71:f    r3:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $899
        mul (16|M0)              r2.0<1>:f     r72.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}        // $920
        mul (16|M16)             r18.0<1>:f    r70.0<8;8,1>:f    r56.0<8;8,1>:f                      // $921
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     1966080:d                           // $922
        and (16|M16)             r4.0<1>:d     r18.0<8;8,1>:d    1966080:d                           // $923
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     131072:d                            // $924
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     131072:d                            // $925
        shr (16|M0)              r20.0<1>:d    r6.0<8;8,1>:ud    18:w                                // $926
        shr (16|M16)             r22.0<1>:d    r4.0<8;8,1>:ud    18:w                                // $927
        shl (16|M0)              r4.0<1>:d     r20.0<8;8,1>:d    2:w                                 // $928
        shl (16|M16)             r6.0<1>:d     r22.0<8;8,1>:d    2:w                                 // $929
        add (8|M0)               r14.0<1>:q    r4.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $934
        add (8|M8)               r16.0<1>:q    r5.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $934
        add (8|M16)              r4.0<1>:q     r6.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $935
        add (8|M24)              r6.0<1>:q     r7.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $935
(W)     add (1|M0)               r90.1<1>:q    r90.0<0;1,0>:q    36:w                                // $903
        send (8|M0)              r68:f    r14:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $936
        send (8|M8)              r69:f    r16:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $937
        send (8|M16)             r66:f    r4:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $938
        send (8|M24)             r67:f    r6:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $939
        shl (16|M0)              r4.0<1>:d     r12.0<8;8,1>:d    3:w                                 // $900
        shl (16|M16)             r6.0<1>:d     r24.0<8;8,1>:d    3:w                                 // $901
        shl (16|M0)              r12.0<1>:d    r20.0<8;8,1>:d    3:w                                 // $940
        shl (16|M16)             r20.0<1>:d    r22.0<8;8,1>:d    3:w                                 // $941
        add (8|M0)               r14.0<1>:q    r4.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $906
        add (8|M8)               r16.0<1>:q    r5.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $906
        add (8|M16)              r4.0<1>:q     r6.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $907
        add (8|M24)              r6.0<1>:q     r7.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $907
(W)     add (1|M0)               r90.1<1>:q    r90.0<0;1,0>:q    144:w                               // $943
        send (8|M0)              r28:f    r14:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $908
        send (8|M8)              r34:f    r16:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $909
        send (8|M16)             r32:f    r4:f    0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $914
        and (16|M0)              r4.0<1>:d     r8.0<8;8,1>:d     2147483647:d                        // $875
        send (8|M24)             r36:f    r6:f    0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $915
        and (16|M16)             r8.0<1>:d     r26.0<8;8,1>:d    2147483647:d                        // $876
(f1.0)  sel (16|M16)             r14.0<1>:d    r90.8<0;1,0>:w    0:w                                 // $868
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     -1060634624:d                       // $877
(f1.0)  sel (16|M0)              r6.0<1>:d     r90.8<0;1,0>:w    0:w                                 // $867
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     -1060634624:d                       // $878
        add (8|M0)               r22.0<1>:q    r12.0<8;8,1>:ud   r90.1<0;1,0>:q                      // $946
        asr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     23:w                                // $879
        add (8|M8)               r24.0<1>:q    r13.0<8;8,1>:ud   r90.1<0;1,0>:q                      // $946
(W)     add (1|M0)               r90.2<1>:q    r90.0<0;1,0>:q    284:w                               // $983
        asr (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     23:w                                // $880
        send (8|M0)              r42:f    r22:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $948
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}        // $881
        send (8|M8)              r40:f    r24:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $949
        add (16|M16)             r14.0<1>:d    r8.0<8;8,1>:d     r14.0<8;8,1>:d                      // $882
        mov (16|M0)              r84.0<1>:f    r12.0<8;8,1>:d                   {Compacted}          // $1000
        mov (16|M16)             r52.0<1>:f    r14.0<8;8,1>:d                                        // $1001
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r68.0<8;8,1>:f   {Compacted}        // $960
        mul (16|M16)             r8.0<1>:f     r18.0<8;8,1>:f    r66.0<8;8,1>:f                      // $961
        add (8|M16)              r18.0<1>:q    r20.0<8;8,1>:ud   r90.1<0;1,0>:q                      // $947
        add (8|M24)              r20.0<1>:q    r21.0<8;8,1>:ud   r90.1<0;1,0>:q                      // $947
(W)     add (1|M0)               r90.1<1>:q    r90.0<0;1,0>:q    216:w                               // $971
        and (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     507904:d                            // $962
        and (16|M16)             r6.0<1>:d     r8.0<8;8,1>:d     507904:d                            // $963
        send (8|M24)             r44:f    r20:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $955
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     16384:w                             // $964
        add (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     16384:w                             // $965
        mov (8|M0)               r16.0<1>:f    r28.0<8;8,1>:f                   {Compacted}          // $910
        mov (8|M8)               r17.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $911
        mov (8|M8)               r89.0<1>:f    r35.0<8;8,1>:f                   {Compacted}          // $913
        shr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:ud    15:w                                // $966
        shr (16|M16)             r26.0<1>:d    r6.0<8;8,1>:ud    15:w                                // $967
        mov (8|M24)              r39.0<1>:f    r36.0<8;8,1>:f                                        // $917
        mov (8|M24)              r83.0<1>:f    r37.0<8;8,1>:f                                        // $919
        mov (8|M16)              r38.0<1>:f    r32.0<8;8,1>:f                                        // $916
        shl (16|M0)              r6.0<1>:d     r4.0<8;8,1>:d     2:w                                 // $968
        shl (16|M16)             r36.0<1>:d    r26.0<8;8,1>:d    2:w                                 // $969
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     3:w                                 // $980
        shl (16|M16)             r34.0<1>:d    r26.0<8;8,1>:d    3:w                                 // $981
        mov (8|M16)              r82.0<1>:f    r33.0<8;8,1>:f                                        // $918
        send (8|M16)             r32:f    r18:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $954
        mov (8|M0)               r88.0<1>:f    r29.0<8;8,1>:f                   {Compacted}          // $912
        add (8|M16)              r22.0<1>:q    r36.0<8;8,1>:ud   r90.1<0;1,0>:q                      // $975
        add (8|M0)               r26.0<1>:q    r6.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $974
        add (8|M8)               r28.0<1>:q    r7.0<8;8,1>:ud    r90.1<0;1,0>:q                      // $974
        add (8|M0)               r18.0<1>:q    r4.0<8;8,1>:ud    r90.2<0;1,0>:q                      // $986
        add (8|M8)               r20.0<1>:q    r5.0<8;8,1>:ud    r90.2<0;1,0>:q                      // $986
        add (8|M24)              r24.0<1>:q    r37.0<8;8,1>:ud   r90.1<0;1,0>:q                      // $975
        add (8|M24)              r6.0<1>:q     r35.0<8;8,1>:ud   r90.2<0;1,0>:q                      // $987
        add (8|M16)              r4.0<1>:q     r34.0<8;8,1>:ud   r90.2<0;1,0>:q                      // $987
        send (8|M16)             r54:f    r22:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $978
        send (8|M0)              r64:f    r26:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $976
        send (8|M0)              r22:f    r18:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $988
        send (8|M8)              r65:f    r28:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $977
        send (8|M8)              r18:f    r20:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $989
        send (8|M24)             r55:f    r24:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $979
        send (8|M24)             r6:f     r6:f    0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $995
        add (16|M16)             r50.0<1>:f    r38.0<8;8,1>:f    r52.0<8;8,1>:f                      // $1003
        send (8|M16)             r4:f     r4:f    0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $994
        mov (8|M0)               r14.0<1>:f    r42.0<8;8,1>:f                   {Compacted}          // $950
        mov (8|M8)               r15.0<1>:f    r40.0<8;8,1>:f                   {Compacted}          // $951
        add (16|M0)              r28.0<1>:f    r16.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted}        // $1002
        mov (8|M0)               r86.0<1>:f    r43.0<8;8,1>:f                   {Compacted}          // $952
        mov (8|M8)               r87.0<1>:f    r41.0<8;8,1>:f                   {Compacted}          // $953
        add (16|M0)              r26.0<1>:f    r28.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}        // $1004
        mov (8|M24)              r37.0<1>:f    r44.0<8;8,1>:f                                        // $957
        mov (8|M24)              r77.0<1>:f    r45.0<8;8,1>:f                                        // $959
        mov (8|M16)              r36.0<1>:f    r32.0<8;8,1>:f                                        // $956
        mov (8|M16)              r76.0<1>:f    r33.0<8;8,1>:f                                        // $958
        add (16|M16)             r48.0<1>:f    r50.0<8;8,1>:f    r36.0<8;8,1>:f                      // $1005
        mov (8|M0)               r12.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // $990
        mul (16|M0)              r78.0<1>:f    r2.0<8;8,1>:f     r64.0<8;8,1>:f   {Compacted}        // $1008
        mov (8|M8)               r13.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // $991
        mul (16|M16)             r44.0<1>:f    r8.0<8;8,1>:f     r54.0<8;8,1>:f                      // $1009
        mov (8|M24)              r35.0<1>:f    r6.0<8;8,1>:f                                         // $997
        mov (8|M16)              r34.0<1>:f    r4.0<8;8,1>:f                                         // $996
        mov (8|M0)               r80.0<1>:f    r23.0<8;8,1>:f                   {Compacted}          // $992
        add (16|M0)              r22.0<1>:f    r78.0<8;8,1>:f    0xBFB88000:f                        // $1010
        add (16|M0)              r24.0<1>:f    r26.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}        // $1006
        add (16|M16)             r42.0<1>:f    r44.0<8;8,1>:f    0xBFB88000:f                        // $1011
        add (16|M16)             r46.0<1>:f    r48.0<8;8,1>:f    r34.0<8;8,1>:f                      // $1007
        mov (8|M16)              r32.0<1>:f    r5.0<8;8,1>:f                                         // $998
        add (16|M0)              r20.0<1>:f    r24.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}        // $1012
        mov (8|M8)               r81.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // $993
        mov (8|M24)              r33.0<1>:f    r7.0<8;8,1>:f                                         // $999
        add (16|M16)             r40.0<1>:f    r46.0<8;8,1>:f    r42.0<8;8,1>:f                      // $1013
        shr (16|M0)              r4.0<1>:d     r20.0<8;8,1>:ud   23:w                                // $1014
        shr (16|M16)             r1.0<1>:d     r40.0<8;8,1>:ud   23:w                                // $1015
        and (16|M0)              r18.0<1>:d    r4.0<8;8,1>:d     255:w                               // $1016
        and (16|M16)             r74.0<1>:d    r1.0<8;8,1>:d     255:w                               // $1017
        cmp (16|M0)   (lt)f1.0   null<1>:d     r18.0<8;8,1>:ud   0x8A:uw                             // $1018
        cmp (16|M16)  (lt)f1.0   null<1>:d     r74.0<8;8,1>:ud   0x8A:uw                             // $1019
(~f1.0) if (32|M0)                           _0_063            _math_trans_k0_5_cf                   // $1020
// B023: [inDivergent],  Preds:{B022},  Succs:{B044}
_0_064:
        shr (16|M0)              r4.0<1>:d     r20.0<8;8,1>:ud   29:w                                // $1022
        shr (16|M16)             r7.0<1>:d     r40.0<8;8,1>:ud   29:w                                // $1023
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     4:w                                 // $1024
        and (16|M16)             r7.0<1>:d     r7.0<8;8,1>:d     4:w                                 // $1025
        or (16|M0)               r4.0<1>:d     r4.0<8;8,1>:d     1472:w                              // $1026
        or (16|M16)              r7.0<1>:d     r7.0<8;8,1>:d     1472:w                              // $1027
        add (8|M0)               r1.0<1>:q     r4.0<8;8,1>:ud    r90.0<0;1,0>:q                      // $1031
        add (8|M8)               r3.0<1>:q     r5.0<8;8,1>:ud    r90.0<0;1,0>:q                      // $1031
        add (8|M16)              r5.0<1>:q     r7.0<8;8,1>:ud    r90.0<0;1,0>:q                      // $1032
        add (8|M24)              r7.0<1>:q     r8.0<8;8,1>:ud    r90.0<0;1,0>:q                      // $1032
        send (8|M0)              r1:f     r1:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $1033
        send (8|M8)              r2:f     r3:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $1034
        send (8|M16)             r3:f     r5:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $1035
        send (8|M24)             r4:f     r7:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $1036
        mul (16|M0)              r12.0<1>:f    r1.0<8;8,1>:f     r1.0<8;8,1>:f    {Compacted}        // $1037
        mul (16|M16)             r58.0<1>:f    r3.0<8;8,1>:f     r3.0<8;8,1>:f                       // $1038
        else (32|M0)                         _math_trans_k0_5_cf  _math_trans_k0_5_cf                // $1020
// B024: [inDivergent],  Preds:{B022},  Succs:{B025, B042}
_0_063:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r18.0<8;8,1>:ud   0x41:uw                             // $1041
        cmp (16|M16)  (gt)f0.0   null<1>:d     r74.0<8;8,1>:ud   0x41:uw                             // $1042
(f0.0)  if (32|M0)                           _0_065            _math_trans_k0_14_cf                  // $1043
// B025: [inDivergent],  Preds:{B024},  Succs:{B026, B039}
_0_066:
        mul (16|M16)             r4.0<1>:f     r70.0<8;8,1>:f    r66.0<8;8,1>:f                      // $1068
        mul (16|M0)              r2.0<1>:f     r72.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}        // $1067
        mul (16|M0)              r6.0<1>:f     r30.0<8;8,1>:f    0x45800800:f                        // $1071
        add (16|M16)             r52.0<1>:f    r52.0<8;8,1>:f    -r50.0<8;8,1>:f                     // $1046
        mul (16|M16)             r18.0<1>:f    r4.0<8;8,1>:f     r54.0<8;8,1>:f                      // $1070
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r64.0<8;8,1>:f   {Compacted}        // $1069
        mul (16|M16)             r64.0<1>:f    r56.0<8;8,1>:f    0x45800800:f                        // $1072
        add (16|M0)              r8.0<1>:f     r6.0<8;8,1>:f     -r30.0<8;8,1>:f  {Compacted}        // $1073
        mul (16|M16)             r54.0<1>:f    r18.0<8;8,1>:f    0x45800800:f                        // $1080
        mul (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f     0x45800800:f                        // $1079
        add (16|M16)             r66.0<1>:f    r64.0<8;8,1>:f    -r56.0<8;8,1>:f                     // $1074
        add (16|M0)              r8.0<1>:f     r6.0<8;8,1>:f     -r8.0<8;8,1>:f   {Compacted}        // $1075
        add (16|M16)             r68.0<1>:f    r54.0<8;8,1>:f    -r18.0<8;8,1>:f                     // $1082
        add (16|M0)              r70.0<1>:f    r4.0<8;8,1>:f     -r2.0<8;8,1>:f   {Compacted}        // $1081
        add (16|M16)             r64.0<1>:f    r64.0<8;8,1>:f    -r66.0<8;8,1>:f                     // $1076
        add (16|M0)              r6.0<1>:f     r30.0<8;8,1>:f    -r8.0<8;8,1>:f   {Compacted}        // $1077
        add (16|M16)             r54.0<1>:f    r54.0<8;8,1>:f    -r68.0<8;8,1>:f                     // $1084
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -r70.0<8;8,1>:f  {Compacted}        // $1083
        add (16|M16)             r30.0<1>:f    r56.0<8;8,1>:f    -r64.0<8;8,1>:f                     // $1078
        add (16|M16)             r50.0<1>:f    r50.0<8;8,1>:f    -r48.0<8;8,1>:f                     // $1050
        add (16|M16)             r56.0<1>:f    r18.0<8;8,1>:f    -r54.0<8;8,1>:f                     // $1086
        add (16|M0)              r18.0<1>:f    r84.0<8;8,1>:f    -r28.0<8;8,1>:f  {Compacted}        // $1045
        add (16|M0)              r28.0<1>:f    r28.0<8;8,1>:f    -r26.0<8;8,1>:f  {Compacted}        // $1049
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r4.0<8;8,1>:f   {Compacted}        // $1085
        add (16|M16)             r52.0<1>:f    r38.0<8;8,1>:f    r52.0<8;8,1>:f                      // $1048
        add (16|M0)              r18.0<1>:f    r16.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $1047
        add (16|M0)              r28.0<1>:f    r14.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted}        // $1051
        add (16|M0)              r14.0<1>:f    r26.0<8;8,1>:f    -r24.0<8;8,1>:f  {Compacted}        // $1053
        add (16|M16)             r50.0<1>:f    r36.0<8;8,1>:f    r50.0<8;8,1>:f                      // $1052
        add (16|M16)             r16.0<1>:f    r48.0<8;8,1>:f    -r46.0<8;8,1>:f                     // $1054
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted}        // $1057
        add (16|M0)              r14.0<1>:f    r12.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}        // $1055
        add (16|M16)             r52.0<1>:f    r52.0<8;8,1>:f    r50.0<8;8,1>:f                      // $1058
        add (16|M16)             r16.0<1>:f    r34.0<8;8,1>:f    r16.0<8;8,1>:f                      // $1056
        add (16|M0)              r26.0<1>:f    r24.0<8;8,1>:f    -r20.0<8;8,1>:f  {Compacted}        // $1103
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}        // $1059
        mul (16|M16)             r14.0<1>:f    r64.0<8;8,1>:f    r54.0<8;8,1>:f                      // $1088
        mul (16|M16)             r54.0<1>:f    r30.0<8;8,1>:f    r54.0<8;8,1>:f                      // $1092
        add (16|M16)             r52.0<1>:f    r52.0<8;8,1>:f    r16.0<8;8,1>:f                      // $1060
        add (16|M0)              r18.0<1>:f    r88.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $1061
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    -r44.0<8;8,1>:f                     // $1090
        add (16|M16)             r24.0<1>:f    r46.0<8;8,1>:f    -r40.0<8;8,1>:f                     // $1104
        add (16|M16)             r52.0<1>:f    r82.0<8;8,1>:f    r52.0<8;8,1>:f                      // $1062
        add (16|M0)              r18.0<1>:f    r86.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $1063
        add (16|M16)             r54.0<1>:f    r54.0<8;8,1>:f    r14.0<8;8,1>:f                      // $1094
        mul (16|M0)              r14.0<1>:f    r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1095
        add (16|M0)              r26.0<1>:f    r22.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $1105
        add (16|M0)              r12.0<1>:f    r80.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $1065
        mul (16|M0)              r18.0<1>:f    r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $1087
        mul (16|M0)              r4.0<1>:f     r6.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $1091
        mul (16|M16)             r8.0<1>:f     r64.0<8;8,1>:f    r56.0<8;8,1>:f                      // $1096
        add (16|M16)             r52.0<1>:f    r76.0<8;8,1>:f    r52.0<8;8,1>:f                      // $1064
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    -r78.0<8;8,1>:f  {Compacted}        // $1089
        add (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     r54.0<8;8,1>:f                      // $1098
        add (16|M16)             r16.0<1>:f    r32.0<8;8,1>:f    r52.0<8;8,1>:f                      // $1066
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r18.0<8;8,1>:f   {Compacted}        // $1093
        add (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1097
        mul (16|M0)              r4.0<1>:f     r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1099
        mul (16|M16)             r1.0<1>:f     r30.0<8;8,1>:f    r56.0<8;8,1>:f                      // $1100
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r14.0<8;8,1>:f   {Compacted}        // $1101
        add (16|M16)             r18.0<1>:f    r1.0<8;8,1>:f     r8.0<8;8,1>:f                       // $1102
        add (16|M0)              r8.0<1>:f     r22.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1107
        add (16|M16)             r6.0<1>:f     r42.0<8;8,1>:f    r18.0<8;8,1>:f                      // $1108
        add (16|M16)             r22.0<1>:f    r42.0<8;8,1>:f    r24.0<8;8,1>:f                      // $1106
(W)     add (1|M0)               r42.0<1>:q    r90.0<0;1,0>:q    420:w                               // $1192
        mul (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     0x3DAB1EA1:f                        // $1109
        mul (16|M16)             r14.0<1>:f    r6.0<8;8,1>:f     0x3DAB1EA1:f                        // $1110
        add (16|M0)              r2.0<1>:f     -r2.0<8;8,1>:f    0x3E246F69:f                        // $1111
        add (16|M16)             r14.0<1>:f    -r14.0<8;8,1>:f   0x3E246F69:f                        // $1112
        mul (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1113
        mul (16|M16)             r14.0<1>:f    r6.0<8;8,1>:f     r14.0<8;8,1>:f                      // $1114
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0xBEB1C35D:f                        // $1115
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    0xBEB1C35D:f                        // $1116
        mul (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1117
        mul (16|M16)             r14.0<1>:f    r6.0<8;8,1>:f     r14.0<8;8,1>:f                      // $1118
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3A6A6369:f                        // $1119
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    0x3A6A6369:f                        // $1120
        mul (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1121
        mul (16|M16)             r14.0<1>:f    r6.0<8;8,1>:f     r14.0<8;8,1>:f                      // $1122
        add (16|M0)              r6.0<1>:f     r26.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1123
        add (16|M16)             r4.0<1>:f     r22.0<8;8,1>:f    r18.0<8;8,1>:f                      // $1124
        add (16|M0)              r18.0<1>:f    r20.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $1127
        add (16|M16)             r32.0<1>:f    r40.0<8;8,1>:f    r14.0<8;8,1>:f                      // $1128
        add (16|M0)              r22.0<1>:f    r12.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}        // $1125
        add (16|M16)             r38.0<1>:f    r16.0<8;8,1>:f    r4.0<8;8,1>:f                       // $1126
        add (16|M0)              r30.0<1>:f    r20.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted}        // $1129
        add (16|M16)             r40.0<1>:f    r40.0<8;8,1>:f    -r32.0<8;8,1>:f                     // $1130
        add (16|M0)              r24.0<1>:f    r22.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $1133
        add (16|M16)             r34.0<1>:f    r38.0<8;8,1>:f    r32.0<8;8,1>:f                      // $1134
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r30.0<8;8,1>:f   {Compacted}        // $1131
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    r40.0<8;8,1>:f                      // $1132
        mul (16|M0)              r6.0<1>:f     r24.0<8;8,1>:f    0x45800800:f                        // $1141
        mul (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f    0x45800800:f                        // $1142
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    -r24.0<8;8,1>:f  {Compacted}        // $1135
        add (16|M16)             r32.0<1>:f    r32.0<8;8,1>:f    -r34.0<8;8,1>:f                     // $1136
        add (16|M0)              r12.0<1>:f    r6.0<8;8,1>:f     -r24.0<8;8,1>:f  {Compacted}        // $1143
        add (16|M16)             r8.0<1>:f     r4.0<8;8,1>:f     -r34.0<8;8,1>:f                     // $1144
        add (16|M0)              r18.0<1>:f    r22.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $1137
        add (16|M16)             r32.0<1>:f    r38.0<8;8,1>:f    r32.0<8;8,1>:f                      // $1138
        add (16|M0)              r16.0<1>:f    r6.0<8;8,1>:f     -r12.0<8;8,1>:f  {Compacted}        // $1145
        add (16|M16)             r36.0<1>:f    r4.0<8;8,1>:f     -r8.0<8;8,1>:f                      // $1146
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r18.0<8;8,1>:f   {Compacted}        // $1139
        add (16|M16)             r32.0<1>:f    r14.0<8;8,1>:f    r32.0<8;8,1>:f                      // $1140
        add (16|M0)              r20.0<1>:f    r24.0<8;8,1>:f    -r16.0<8;8,1>:f  {Compacted}        // $1147
        add (16|M16)             r24.0<1>:f    r34.0<8;8,1>:f    -r36.0<8;8,1>:f                     // $1148
        mul (16|M0)              r12.0<1>:f    r16.0<8;8,1>:f    0x3FD9A000:f                        // $1149
        mul (16|M16)             r28.0<1>:f    r36.0<8;8,1>:f    0x3FD9A000:f                        // $1150
        mul (16|M0)              r30.0<1>:f    r20.0<8;8,1>:f    0xB94CC000:f                        // $1151
        mul (16|M0)              r20.0<1>:f    r20.0<8;8,1>:f    0x3FD9A000:f                        // $1153
        mul (16|M16)             r22.0<1>:f    r24.0<8;8,1>:f    0xB94CC000:f                        // $1152
        mul (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    0x3FD9A000:f                        // $1154
        mul (16|M0)              r16.0<1>:f    r16.0<8;8,1>:f    0xB94CC000:f                        // $1157
        add (16|M0)              r30.0<1>:f    r30.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}        // $1155
        add (16|M0)              r6.0<1>:f     r12.0<8;8,1>:f    0x47C00000:f                        // $1163
        mul (16|M16)             r14.0<1>:f    r36.0<8;8,1>:f    0xB94CC000:f                        // $1158
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    r24.0<8;8,1>:f                      // $1156
        add (16|M16)             r26.0<1>:f    r28.0<8;8,1>:f    0x47C00000:f                        // $1164
        add (16|M0)              r24.0<1>:f    r16.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}        // $1159
        add (16|M0)              r16.0<1>:f    r6.0<8;8,1>:f     0xC7C00000:f                        // $1165
        mul (16|M0)              r20.0<1>:f    r2.0<8;8,1>:f     0x3FD9999A:f                        // $1161
        add (16|M16)             r18.0<1>:f    r14.0<8;8,1>:f    r22.0<8;8,1>:f                      // $1160
        mul (16|M16)             r1.0<1>:f     r32.0<8;8,1>:f    0x3FD9999A:f                        // $1162
        add (16|M16)             r14.0<1>:f    r26.0<8;8,1>:f    0xC7C00000:f                        // $1166
        add (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f    -r16.0<8;8,1>:f  {Compacted}        // $1171
        add (16|M0)              r12.0<1>:f    r20.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}        // $1173
        add (16|M16)             r1.0<1>:f     r1.0<8;8,1>:f     r18.0<8;8,1>:f                      // $1174
        add (16|M16)             r14.0<1>:f    r28.0<8;8,1>:f    -r14.0<8;8,1>:f                     // $1172
        shl (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     3:w                                 // $1187
        add (16|M0)              r16.0<1>:f    r16.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}        // $1175
        shl (16|M16)             r8.0<1>:d     r26.0<8;8,1>:d    3:w                                 // $1188
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    r1.0<8;8,1>:f                       // $1176
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     1016:w                              // $1189
        mul (16|M0)              r12.0<1>:f    r16.0<8;8,1>:f    0x3D635847:f                        // $1177
        and (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     1016:w                              // $1190
        mul (16|M16)             r1.0<1>:f     r14.0<8;8,1>:f    0x3D635847:f                        // $1178
        add (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    0x3E75FDF0:f                        // $1179
        add (8|M16)              r18.0<1>:q    r8.0<8;8,1>:ud    r42.0<0;1,0>:q                      // $1196
        add (8|M24)              r20.0<1>:q    r9.0<8;8,1>:ud    r42.0<0;1,0>:q                      // $1196
        add (16|M16)             r1.0<1>:f     r1.0<8;8,1>:f     0x3E75FDF0:f                        // $1180
        mul (16|M0)              r12.0<1>:f    r16.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}        // $1181
        send (8|M16)             r8:f     r18:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $1203
        mul (16|M16)             r1.0<1>:f     r14.0<8;8,1>:f    r1.0<8;8,1>:f                       // $1182
        add (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    0x3F317218:f                        // $1183
        add (16|M16)             r1.0<1>:f     r1.0<8;8,1>:f     0x3F317218:f                        // $1184
        mul (16|M0)              r12.0<1>:f    r16.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}        // $1185
        add (8|M8)               r16.0<1>:q    r5.0<8;8,1>:ud    r42.0<0;1,0>:q                      // $1195
        mul (16|M16)             r28.0<1>:f    r14.0<8;8,1>:f    r1.0<8;8,1>:f                       // $1186
        add (8|M0)               r14.0<1>:q    r4.0<8;8,1>:ud    r42.0<0;1,0>:q                      // $1195
        shl (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     10:w                                // $1167
        send (8|M8)              r22:f    r16:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $1198
        send (8|M24)             r16:f    r20:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $1204
        shl (16|M16)             r6.0<1>:d     r26.0<8;8,1>:d    10:w                                // $1168
        send (8|M0)              r24:f    r14:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $1197
        asr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     17:w                                // $1169
        asr (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     17:w                                // $1170
        add (16|M0)              r26.0<1>:d    r2.0<8;8,1>:d     -127:w                              // $1219
        mov (8|M16)              r14.0<1>:f    r8.0<8;8,1>:f                                         // $1205
        mov (8|M16)              r8.0<1>:f     r9.0<8;8,1>:f                                         // $1207
        mov (8|M8)               r5.0<1>:f     r22.0<8;8,1>:f                   {Compacted}          // $1200
        mov (8|M24)              r15.0<1>:f    r16.0<8;8,1>:f                                        // $1206
        mov (8|M24)              r9.0<1>:f     r17.0<8;8,1>:f                                        // $1208
        mov (8|M8)               r19.0<1>:f    r23.0<8;8,1>:f                   {Compacted}          // $1202
        mov (8|M0)               r4.0<1>:f     r24.0<8;8,1>:f                   {Compacted}          // $1199
        mov (8|M0)               r18.0<1>:f    r25.0<8;8,1>:f                   {Compacted}          // $1201
        add (16|M16)             r24.0<1>:d    r6.0<8;8,1>:d     -127:w                              // $1220
        mul (16|M16)             r16.0<1>:f    r28.0<8;8,1>:f    r14.0<8;8,1>:f                      // $1210
        mul (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1209
        add (16|M16)             r22.0<1>:f    r16.0<8;8,1>:f    r8.0<8;8,1>:f                       // $1212
        add (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $1211
        add (16|M16)             r20.0<1>:f    r14.0<8;8,1>:f    r22.0<8;8,1>:f                      // $1214
        add (16|M0)              r8.0<1>:f     r4.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted}        // $1213
        shr (16|M16)             r18.0<1>:d    r20.0<8;8,1>:ud   23:w                                // $1216
        shr (16|M0)              r16.0<1>:d    r8.0<8;8,1>:ud    23:w                                // $1215
        and (16|M16)             r28.0<1>:d    r18.0<8;8,1>:d    255:w                               // $1218
        and (16|M0)              r30.0<1>:d    r16.0<8;8,1>:d    255:w                               // $1217
        add (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    r28.0<8;8,1>:d                      // $1222
        add (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $1221
        cmp (16|M16)  (lt)f1.0   null<1>:d     r24.0<8;8,1>:d    128:w                               // $1224
        cmp (16|M0)   (lt)f1.0   null<1>:d     r26.0<8;8,1>:d    128:w                               // $1223
(f1.0)  if (32|M0)                           _0_067            _math_trans_k0_4_cf                   // $1225
// B026: [inDivergent],  Preds:{B025},  Succs:{B027, B036}
_0_068:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r26.0<8;8,1>:d    -127:w                              // $1227
        cmp (16|M16)  (gt)f0.0   null<1>:d     r24.0<8;8,1>:d    -127:w                              // $1228
(~f0.0) if (32|M0)                           _0_069            _math_trans_k0_3_cf                   // $1229
// B027: [inDivergent],  Preds:{B026},  Succs:{B028, B033}
_0_070:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r26.0<8;8,1>:ud   0xFFFFFF77:ud                       // $1231
        cmp (16|M16)  (gt)f1.0   null<1>:d     r24.0<8;8,1>:ud   0xFFFFFF77:ud                       // $1232
(~f1.0) if (32|M0)                           _0_071            _math_trans_k0_2_cf                   // $1233
// B028: [inDivergent],  Preds:{B027},  Succs:{B029, B030}
_0_072:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r26.0<8;8,1>:ud   0xFFFFFF60:ud                       // $1235
        cmp (16|M16)  (gt)f0.0   null<1>:d     r24.0<8;8,1>:ud   0xFFFFFF60:ud                       // $1236
(f0.0)  if (32|M0)                           _0_073            _math_trans_k0_1_cf                   // $1237
// B029: [inDivergent],  Preds:{B028},  Succs:{B031}
_0_074:
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w                                // $1239
        shl (16|M16)             r24.0<1>:d    r6.0<8;8,1>:d     23:w                                // $1240
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1602224128:d                        // $1241
        add (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    1602224128:d                        // $1242
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2139095040:d                        // $1243
        and (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    2139095040:d                        // $1244
        mul (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1245
        mul (16|M16)             r24.0<1>:f    r20.0<8;8,1>:f    r24.0<8;8,1>:f                      // $1246
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x1F800000:f                        // $1247
        mul (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    0x1F800000:f                        // $1248
        add (16|M0)              r12.0<1>:f    r2.0<8;8,1>:f     0x0:f               {Compacted}     // $1249
        add (16|M16)             r58.0<1>:f    r24.0<8;8,1>:f    0x0:f                               // $1250
        else (32|M0)                         _math_trans_k0_1_cf  _math_trans_k0_1_cf                // $1237
// B030: [inDivergent],  Preds:{B028},  Succs:{B031}
_0_073:
        mov (16|M0)              r12.0<1>:f    0x0:f                                                 // $1253
        mov (16|M16)             r58.0<1>:f    0x0:f                                                 // $1254
// B031: [inDivergent],  Preds:{B030, B029},  Succs:{B032}
_math_trans_k0_1_cf:
        endif (32|M0)                        _math_trans_k0_18_cf                                    // $1237
// B032: [inDivergent],  Preds:{B031},  Succs:{B034}
_math_trans_k0_18_cf:
        else (32|M0)                         _math_trans_k0_2_cf  _math_trans_k0_2_cf                // $1233
// B033: [inDivergent],  Preds:{B027},  Succs:{B034}
_0_071:
        mul (16|M0)              r16.0<1>:f    r8.0<8;8,1>:f     0x45800800:f                        // $1257
        mul (16|M16)             r24.0<1>:f    r20.0<8;8,1>:f    0x45800800:f                        // $1258
        add (16|M0)              r28.0<1>:f    r16.0<8;8,1>:f    -r8.0<8;8,1>:f   {Compacted}        // $1259
        add (16|M16)             r26.0<1>:f    r24.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $1260
        add (16|M0)              r16.0<1>:f    r16.0<8;8,1>:f    -r28.0<8;8,1>:f  {Compacted}        // $1261
        add (16|M16)             r28.0<1>:f    r24.0<8;8,1>:f    -r26.0<8;8,1>:f                     // $1262
        shl (16|M0)              r26.0<1>:d    r2.0<8;8,1>:d     23:w                                // $1263
        shl (16|M16)             r24.0<1>:d    r6.0<8;8,1>:d     23:w                                // $1264
        add (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    1602224128:d                        // $1265
        add (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    1602224128:d                        // $1266
        and (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    2139095040:d                        // $1267
        and (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    2139095040:d                        // $1268
        mul (16|M0)              r2.0<1>:f     r16.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $1269
        mul (16|M16)             r30.0<1>:f    r28.0<8;8,1>:f    r24.0<8;8,1>:f                      // $1270
        mul (16|M0)              r32.0<1>:f    r2.0<8;8,1>:f     0x1F800000:f                        // $1271
        add (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     -r8.0<8;8,1>:f   {Compacted}        // $1273
        add (16|M16)             r4.0<1>:f     r14.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $1274
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     -r16.0<8;8,1>:f  {Compacted}        // $1277
        add (16|M16)             r14.0<1>:f    r20.0<8;8,1>:f    -r28.0<8;8,1>:f                     // $1278
        add (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $1275
        add (16|M16)             r4.0<1>:f     r22.0<8;8,1>:f    r4.0<8;8,1>:f                       // $1276
        mul (16|M16)             r30.0<1>:f    r30.0<8;8,1>:f    0x1F800000:f                        // $1272
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $1279
        add (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r14.0<8;8,1>:f                      // $1280
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted}        // $1281
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r24.0<8;8,1>:f                      // $1282
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x1F800000:f                        // $1283
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     0x1F800000:f                        // $1284
        add (16|M0)              r2.0<1>:f     r32.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $1285
        add (16|M16)             r4.0<1>:f     r30.0<8;8,1>:f    r4.0<8;8,1>:f                       // $1286
        add (16|M0)              r12.0<1>:f    r2.0<8;8,1>:f     0x0:f               {Compacted}     // $1287
        add (16|M16)             r58.0<1>:f    r4.0<8;8,1>:f     0x0:f                               // $1288
// B034: [inDivergent],  Preds:{B033, B032},  Succs:{B035}
_math_trans_k0_2_cf:
        endif (32|M0)                        _math_trans_k0_17_cf                                    // $1233
// B035: [inDivergent],  Preds:{B034},  Succs:{B037}
_math_trans_k0_17_cf:
        else (32|M0)                         _math_trans_k0_3_cf  _math_trans_k0_3_cf                // $1229
// B036: [inDivergent],  Preds:{B026},  Succs:{B037}
_0_069:
        add (16|M0)              r4.0<1>:d     r16.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $1293
        add (16|M16)             r1.0<1>:d     r18.0<8;8,1>:d    r6.0<8;8,1>:d                       // $1294
        and (16|M0)              r12.0<1>:d    r8.0<8;8,1>:d     -2139095041:d                       // $1291
        and (16|M16)             r8.0<1>:d     r20.0<8;8,1>:d    -2139095041:d                       // $1292
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     23:w                                // $1295
        shl (16|M16)             r1.0<1>:d     r1.0<8;8,1>:d     23:w                                // $1296
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2139095040:d                        // $1297
        and (16|M16)             r1.0<1>:d     r1.0<8;8,1>:d     2139095040:d                        // $1298
        or (16|M0)               r12.0<1>:d    r4.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}        // $1299
        or (16|M16)              r58.0<1>:d    r1.0<8;8,1>:d     r8.0<8;8,1>:d                       // $1300
// B037: [inDivergent],  Preds:{B036, B035},  Succs:{B038}
_math_trans_k0_3_cf:
        endif (32|M0)                        _math_trans_k0_16_cf                                    // $1229
// B038: [inDivergent],  Preds:{B037},  Succs:{B040}
_math_trans_k0_16_cf:
        else (32|M0)                         _math_trans_k0_4_cf  _math_trans_k0_4_cf                // $1225
// B039: [inDivergent],  Preds:{B025},  Succs:{B040}
_0_067:
        mov (16|M0)              r12.0<1>:f    0x7F800000:f                                          // $1303
        mov (16|M16)             r58.0<1>:f    0x7F800000:f                                          // $1304
// B040: [inDivergent],  Preds:{B039, B038},  Succs:{B041}
_math_trans_k0_4_cf:
        endif (32|M0)                        _math_trans_k0_15_cf                                    // $1225
// B041: [inDivergent],  Preds:{B040},  Succs:{B043}
_math_trans_k0_15_cf:
        else (32|M0)                         _math_trans_k0_14_cf  _math_trans_k0_14_cf              // $1043
// B042: [inDivergent],  Preds:{B024},  Succs:{B043}
_0_065:
        mov (16|M0)              r12.0<1>:f    0x3F800000:f                                          // $1307
        mov (16|M16)             r58.0<1>:f    0x3F800000:f                                          // $1308
// B043: [inDivergent],  Preds:{B042, B041},  Succs:{B044}
_math_trans_k0_14_cf:
        endif (32|M0)                        _math_trans_k0_5_cf                                     // $1043
// B044: [inDivergent],  Preds:{B023, B043},  Succs:{B045}
_math_trans_k0_5_cf:
        endif (32|M0)                        _math_trans_k0_13_cf                                    // $1020
// B045: [inDivergent],  Preds:{B044},  Succs:{B047}
_math_trans_k0_13_cf:
        else (32|M0)                         _math_trans_k0_12_cf  _math_trans_k0_12_cf              // $859
// B046: [inDivergent],  Preds:{B021},  Succs:{B047}
_0_061:
        mov (16|M0)              r12.0<1>:f    0x7FC00000:f                                          // $1311
        mov (16|M16)             r58.0<1>:f    0x7FC00000:f                                          // $1312
// B047: [inDivergent],  Preds:{B046, B045},  Succs:{B048}
_math_trans_k0_12_cf:
        endif (32|M0)                        _math_trans_k0_11_cf                                    // $859
// B048: [inDivergent],  Preds:{B020, B047},  Succs:{B049}
_math_trans_k0_11_cf:
        endif (32|M0)                        _math_trans_k0_10_cf                                    // $845
// B049: [inDivergent],  Preds:{B018, B048},  Succs:{B050}
_math_trans_k0_10_cf:
        endif (32|M0)                        _math_trans_k0_6_cf                                     // $837
// B050: [inDivergent],  Preds:{B016, B049},  Succs:{B051}
_math_trans_k0_6_cf:
        endif (32|M0)                        _math_trans_k0_9_cf                                     // $829
// B051: [inDivergent],  Preds:{B050},  Succs:{B053}
_math_trans_k0_9_cf:
        else (32|M0)                         _math_trans_k0_8_cf  _math_trans_k0_8_cf                // $821
// B052: [inDivergent],  Preds:{B014},  Succs:{B053}
_0_053:
        add (16|M0)              r4.0<1>:f     r12.0<8;8,1>:f    0x3FD9999A:f                        // $1315
        add (16|M16)             r1.0<1>:f     r60.0<8;8,1>:f    0x3FD9999A:f                        // $1316
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     -2147483648:d                       // $1317
        and (16|M16)             r1.0<1>:d     r1.0<8;8,1>:d     -2147483648:d                       // $1318
        or (16|M0)               r4.0<1>:d     r4.0<8;8,1>:d     1065353216:d                        // $1319
        or (16|M16)              r1.0<1>:d     r1.0<8;8,1>:d     1065353216:d                        // $1320
        mul (16|M0)              r12.0<1>:f    r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $1321
        mul (16|M16)             r58.0<1>:f    r1.0<8;8,1>:f     r1.0<8;8,1>:f                       // $1322
// B053: [inDivergent],  Preds:{B052, B051},  Succs:{B054}
_math_trans_k0_8_cf:
        endif (32|M0)                        _math_trans_k0_0_cf                                     // $821
// B054: Preds:{B013, B053},  Succs:{B055}
_math_trans_k0_0_cf:
        endif (32|M0)                        _0_052                                                  // $743
// B055: Preds:{B054},  Succs:{}
_0_052:
        math.sqt (16|M16)        r1.0<1>:f     (abs)r121.0<8;8,1>:f                                  // $1327
        math.rsqt (16|M16)       r8.0<1>:f     r62.0<8;8,1>:f                                        // $1329
        add (16|M0)              r6.0<1>:f     r98.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}        // $1324
        math.sqt (16|M0)         r4.0<1>:f     (abs)r124.0<8;8,1>:f             {Compacted}          // $1326
        add (16|M16)             r12.0<1>:f    r96.0<8;8,1>:f    r58.0<8;8,1>:f                      // $1325
        math.rsqt (16|M0)        r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $1328
        add (16|M16)             r1.0<1>:f     r1.0<8;8,1>:f     r8.0<8;8,1>:f                       // $1331
(W)     mov (8|M0)               r112.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $1343
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted}        // $1330
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    r1.0<8;8,1>:f                       // $1333
(W)     mov (1|M0)               r2.0<1>:f     0x3F800000:f                                          // $1334
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $1332
        mad (16|M0)              r4.0<1>:f     r2.0<0;0>:f       r124.0<2;1>:f     r124.0<1>:f      {Compacted} // $1335 {0=EL, 1=EH, 2=EH, BC=GOOD}
        mad (16|M16)             r1.0<1>:f     r2.0<0;0>:f       r121.0<2;1>:f     r121.0<1>:f      {Compacted} // $1336 {0=EL, 1=OH, 2=OH, BC=GOOD}
        math.fdiv (16|M0)        r7.0<1>:f     r6.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $1337
        nop                                                                                          // $1338
        math.fdiv (16|M16)       r3.0<1>:f     r12.0<8;8,1>:f    r1.0<8;8,1>:f                       // $1338
        nop                                                                                          // $1340
        mov (16|M0)              r5.0<1>:ud    r94.0<8;8,1>:ud                  {Compacted}          // $1340
        mov (16|M16)             r1.0<1>:ud    r91.0<8;8,1>:ud                                       // $1342
        send (16|M0)             null:w   r5:f    0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $1340
        send (16|M16)            null:w   r1:f    0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $1342
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                                        // $1343
(W)     send (8|M0)              null     r112:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $1343
// Bank Conflict Statistics: 
// -- GOOD: 50
// --  BAD: 15
// --   OK: 25
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
