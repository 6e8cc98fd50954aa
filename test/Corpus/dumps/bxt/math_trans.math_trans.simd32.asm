//.kernel math_trans
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 1599
//.RA type	GRAPH_COLORING_FF_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r88.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r88.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r88.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=8 type=uq align=4 words (r102.1)
//.declare V0047 (55)  rf=r size=8 type=uq align=4 words (r102.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r96.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r94.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r125.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r123.0)
//.declare P01 (67)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0059 (68)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0060 (69)  rf=r size=64 type=f align=16 words (r121.0)
//.declare V0061 (70)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0062 (71)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0063 (72)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0064 (73)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0065 (74)  rf=r size=64 type=d alias=V0059+0 align=16 words (r119.0)
//.declare V0066 (75)  rf=r size=64 type=d alias=V0060+0 align=16 words (r121.0)
//.declare V0067 (76)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0068 (77)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0069 (78)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0070 (79)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0071 (80)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0072 (81)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0073 (82)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0074 (83)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0075 (84)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0076 (85)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0077 (86)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0078 (87)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0079 (88)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0080 (89)  rf=r size=64 type=f align=16 words (r121.0)
//.declare V0081 (90)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0082 (91)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0083 (92)  rf=r size=64 type=d alias=V0076+0 align=16 words (r4.0)
//.declare V0084 (93)  rf=r size=64 type=d alias=V0077+0 align=16 words (r2.0)
//.declare V0085 (94)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0086 (95)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0087 (96)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0088 (97)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0089 (98)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0090 (99)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0091 (100)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0092 (101)  rf=r size=64 type=f align=16 words (r115.0)
//.declare V0093 (102)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0094 (103)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0095 (104)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0096 (105)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0097 (106)  rf=r size=64 type=f alias=V0081+0 align=16 words (r4.0)
//.declare V0098 (107)  rf=r size=64 type=f alias=V0082+0 align=16 words (r2.0)
//.declare V0099 (108)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0100 (109)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0101 (110)  rf=r size=64 type=d alias=V0057+0 align=16 words (r125.0)
//.declare V0102 (111)  rf=r size=64 type=d alias=V0058+0 align=16 words (r123.0)
//.declare P02 (112)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0103 (113)  rf=r size=64 type=f alias=V0099+0 align=16 words (r2.0)
//.declare V0104 (114)  rf=r size=64 type=f alias=V0100+0 align=16 words (r24.0)
//.declare V0105 (115)  rf=r size=4 type=f align=2 words (r127.1)
//.declare V0106 (116)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0107 (117)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0108 (118)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0109 (119)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0110 (120)  rf=r size=64 type=ud alias=V0099+0 align=16 words (r2.0)
//.declare V0111 (121)  rf=r size=64 type=ud alias=V0100+0 align=16 words (r24.0)
//.declare V0112 (122)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0113 (123)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0114 (124)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0115 (125)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0116 (126)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0117 (127)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0120 (130)  rf=r size=64 type=ud alias=V0114+0 align=16 words (r14.0)
//.declare V0121 (131)  rf=r size=64 type=ud alias=V0115+0 align=16 words (r40.0)
//.declare V0122 (132)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0124 (134)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0126 (136)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0127 (137)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0130 (140)  rf=r size=64 type=ud alias=V0126+0 align=16 words (r12.0)
//.declare V0131 (141)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r8.0)
//.declare V0136 (146)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0137 (147)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0138 (148)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0140 (150)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0142 (152)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0143 (153)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0146 (156)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r22.0)
//.declare V0147 (157)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r20.0)
//.declare V0148 (158)  rf=r size=64 type=ud alias=V0142+0 align=16 words (r12.0)
//.declare V0149 (159)  rf=r size=64 type=ud alias=V0143+0 align=16 words (r8.0)
//.declare V0152 (162)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0153 (163)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0154 (164)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0156 (166)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0158 (168)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0159 (169)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0162 (172)  rf=r size=64 type=ud alias=V0152+0 align=16 words (r32.0)
//.declare V0163 (173)  rf=r size=64 type=ud alias=V0153+0 align=16 words (r22.0)
//.declare V0164 (174)  rf=r size=64 type=ud alias=V0158+0 align=16 words (r20.0)
//.declare V0165 (175)  rf=r size=64 type=ud alias=V0159+0 align=16 words (r12.0)
//.declare V0168 (178)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0169 (179)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0170 (180)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0172 (182)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0174 (184)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0175 (185)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0178 (188)  rf=r size=64 type=ud alias=V0168+0 align=16 words (r42.0)
//.declare V0179 (189)  rf=r size=64 type=ud alias=V0169+0 align=16 words (r36.0)
//.declare V0180 (190)  rf=r size=64 type=ud alias=V0174+0 align=16 words (r34.0)
//.declare V0181 (191)  rf=r size=64 type=ud alias=V0175+0 align=16 words (r20.0)
//.declare V0184 (194)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0185 (195)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0186 (196)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0188 (198)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0190 (200)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0191 (201)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0194 (204)  rf=r size=64 type=ud alias=V0184+0 align=16 words (r12.0)
//.declare V0195 (205)  rf=r size=64 type=ud alias=V0185+0 align=16 words (r46.0)
//.declare V0196 (206)  rf=r size=64 type=ud alias=V0190+0 align=16 words (r42.0)
//.declare V0197 (207)  rf=r size=64 type=ud alias=V0191+0 align=16 words (r44.0)
//.declare V0200 (210)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0201 (211)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0202 (212)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0204 (214)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0206 (216)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0207 (217)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0210 (220)  rf=r size=64 type=ud alias=V0200+0 align=16 words (r46.0)
//.declare V0211 (221)  rf=r size=64 type=ud alias=V0201+0 align=16 words (r50.0)
//.declare V0212 (222)  rf=r size=64 type=ud alias=V0206+0 align=16 words (r44.0)
//.declare V0213 (223)  rf=r size=64 type=ud alias=V0207+0 align=16 words (r48.0)
//.declare V0216 (226)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0217 (227)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0218 (228)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0220 (230)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0222 (232)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0223 (233)  rf=r size=64 type=d align=16 words (r40.0)
//.declare P03 (234)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0224 (235)  rf=r size=64 type=ud alias=V0222+0 align=16 words (r18.0)
//.declare V0225 (236)  rf=r size=64 type=ud alias=V0223+0 align=16 words (r40.0)
//.declare V0226 (237)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0227 (238)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0228 (239)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0229 (240)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0230 (241)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0231 (242)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0232 (243)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0233 (244)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0234 (245)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0235 (246)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0236 (247)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0237 (248)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0238 (249)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0239 (250)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0240 (251)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0241 (252)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0242 (253)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0243 (254)  rf=r size=64 type=d align=16 words (r40.0)
//.declare P04 (255)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0244 (256)  rf=r size=64 type=ud alias=V0242+0 align=16 words (r6.0)
//.declare V0245 (257)  rf=r size=64 type=ud alias=V0243+0 align=16 words (r40.0)
//.declare V0246 (258)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0247 (259)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0248 (260)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0249 (261)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0250 (262)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0251 (263)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0252 (264)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0253 (265)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0254 (266)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0255 (267)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0256 (268)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0257 (269)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0258 (270)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0259 (271)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0260 (272)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0261 (273)  rf=r size=64 type=d align=16 words (r26.0)
//.declare P05 (274)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0262 (275)  rf=r size=64 type=ud alias=V0260+0 align=16 words (r22.0)
//.declare V0263 (276)  rf=r size=64 type=ud alias=V0261+0 align=16 words (r26.0)
//.declare V0264 (277)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0265 (278)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0266 (279)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0267 (280)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0268 (281)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0269 (282)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0270 (283)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0271 (284)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0272 (285)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0273 (286)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0274 (287)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0275 (288)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0276 (289)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0277 (290)  rf=r size=64 type=d align=16 words (r28.0)
//.declare P06 (291)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0278 (292)  rf=r size=64 type=ud alias=V0276+0 align=16 words (r8.0)
//.declare V0279 (293)  rf=r size=64 type=ud alias=V0277+0 align=16 words (r28.0)
//.declare V0280 (294)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0281 (295)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0282 (296)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0283 (297)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0284 (298)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0285 (299)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0286 (300)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0287 (301)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0288 (302)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0289 (303)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0290 (304)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0291 (305)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0292 (306)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0293 (307)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0294 (308)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0295 (309)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0296 (310)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0297 (311)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0298 (312)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0299 (313)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0300 (314)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0301 (315)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0302 (316)  rf=r size=64 type=ud alias=V0282+0 align=16 words (r12.0)
//.declare V0303 (317)  rf=r size=64 type=ud alias=V0283+0 align=16 words (r22.0)
//.declare V0304 (318)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0305 (319)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0306 (320)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0307 (321)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0308 (322)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0309 (323)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0310 (324)  rf=r size=64 type=ud alias=V0284+0 align=16 words (r10.0)
//.declare V0311 (325)  rf=r size=64 type=ud alias=V0285+0 align=16 words (r20.0)
//.declare V0312 (326)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0313 (327)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0314 (328)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0315 (329)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0316 (330)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0317 (331)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0318 (332)  rf=r size=64 type=ud alias=V0286+0 align=16 words (r6.0)
//.declare V0319 (333)  rf=r size=64 type=ud alias=V0287+0 align=16 words (r14.0)
//.declare P07 (334)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0320 (335)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0321 (336)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0322 (337)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0323 (338)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0324 (339)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0325 (340)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0326 (341)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0327 (342)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0328 (343)  rf=r size=64 type=ud alias=V0320+0 align=16 words (r4.0)
//.declare V0329 (344)  rf=r size=64 type=ud alias=V0321+0 align=16 words (r8.0)
//.declare V0330 (345)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0331 (346)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0332 (347)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0333 (348)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0334 (349)  rf=r size=64 type=ud alias=V0322+0 align=16 words (r18.0)
//.declare V0335 (350)  rf=r size=64 type=ud alias=V0323+0 align=16 words (r28.0)
//.declare V0336 (351)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0337 (352)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0338 (353)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0339 (354)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0340 (355)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0341 (356)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0342 (357)  rf=r size=64 type=ud alias=V0324+0 align=16 words (r12.0)
//.declare V0343 (358)  rf=r size=64 type=ud alias=V0325+0 align=16 words (r30.0)
//.declare V0344 (359)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0345 (360)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0346 (361)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0347 (362)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0348 (363)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0349 (364)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0350 (365)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0351 (366)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0352 (367)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0353 (368)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0354 (369)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0355 (370)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0356 (371)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0357 (372)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0358 (373)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0359 (374)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0360 (375)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0361 (376)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0362 (377)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0363 (378)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0364 (379)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0365 (380)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0366 (381)  rf=r size=64 type=ud alias=V0358+0 align=16 words (r22.0)
//.declare V0367 (382)  rf=r size=64 type=ud alias=V0359+0 align=16 words (r26.0)
//.declare V0368 (383)  rf=r size=64 type=ud alias=V0364+0 align=16 words (r14.0)
//.declare V0369 (384)  rf=r size=64 type=ud alias=V0365+0 align=16 words (r28.0)
//.declare V0370 (385)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0371 (386)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0372 (387)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0373 (388)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0374 (389)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0375 (390)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0376 (391)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0377 (392)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0378 (393)  rf=r size=64 type=ud alias=V0360+0 align=16 words (r18.0)
//.declare V0379 (394)  rf=r size=64 type=ud alias=V0361+0 align=16 words (r42.0)
//.declare V0380 (395)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0381 (396)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0382 (397)  rf=r size=64 type=ud alias=V0362+0 align=16 words (r30.0)
//.declare V0383 (398)  rf=r size=64 type=ud alias=V0363+0 align=16 words (r46.0)
//.declare V0384 (399)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0385 (400)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0386 (401)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0387 (402)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0388 (403)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0389 (404)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0390 (405)  rf=r size=64 type=ud alias=V0380+0 align=16 words (r26.0)
//.declare V0391 (406)  rf=r size=64 type=ud alias=V0381+0 align=16 words (r40.0)
//.declare V0392 (407)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0393 (408)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0394 (409)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0395 (410)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0396 (411)  rf=r size=64 type=ud alias=V0384+0 align=16 words (r22.0)
//.declare V0397 (412)  rf=r size=64 type=ud alias=V0385+0 align=16 words (r44.0)
//.declare V0398 (413)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0399 (414)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0400 (415)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0401 (416)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0402 (417)  rf=r size=64 type=ud alias=V0398+0 align=16 words (r32.0)
//.declare V0403 (418)  rf=r size=64 type=ud alias=V0399+0 align=16 words (r42.0)
//.declare V0404 (419)  rf=r size=64 type=ud alias=V0400+0 align=16 words (r36.0)
//.declare V0405 (420)  rf=r size=64 type=ud alias=V0401+0 align=16 words (r34.0)
//.declare V0406 (421)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0407 (422)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0408 (423)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0409 (424)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0410 (425)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0411 (426)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0412 (427)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0413 (428)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0414 (429)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0415 (430)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0416 (431)  rf=r size=64 type=ud alias=V0410+0 align=16 words (r36.0)
//.declare V0417 (432)  rf=r size=64 type=ud alias=V0411+0 align=16 words (r32.0)
//.declare V0418 (433)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0419 (434)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0420 (435)  rf=r size=64 type=f alias=V0386+0 align=16 words (r18.0)
//.declare V0421 (436)  rf=r size=64 type=f alias=V0387+0 align=16 words (r30.0)
//.declare V0422 (437)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0423 (438)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0424 (439)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0425 (440)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0426 (441)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0427 (442)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0428 (443)  rf=r size=64 type=f alias=V0412+0 align=16 words (r14.0)
//.declare V0429 (444)  rf=r size=64 type=f alias=V0413+0 align=16 words (r22.0)
//.declare V0430 (445)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0431 (446)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0432 (447)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0433 (448)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0434 (449)  rf=r size=64 type=f align=16 words (r121.0)
//.declare V0435 (450)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0436 (451)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0437 (452)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0438 (453)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0439 (454)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0440 (455)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0441 (456)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0442 (457)  rf=r size=4 type=f align=2 words (r127.2)
//.declare V0443 (458)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0444 (459)  rf=r size=64 type=f align=16 words (r115.0)
//.declare V0445 (460)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0446 (461)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0447 (462)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0448 (463)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0449 (464)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0450 (465)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0451 (466)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0452 (467)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0453 (468)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0454 (469)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0455 (470)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0456 (471)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0457 (472)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0458 (473)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0459 (474)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0460 (475)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0461 (476)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0462 (477)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0463 (478)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0464 (479)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0465 (480)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0466 (481)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0467 (482)  rf=r size=64 type=f align=16 words (r115.0)
//.declare P08 (483)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0472 (488)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0473 (489)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0474 (490)  rf=r size=4 type=f align=2 words (r102.6)
//.declare V0475 (491)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0476 (492)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0477 (493)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0478 (494)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0479 (495)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0480 (496)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0481 (497)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0482 (498)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0483 (499)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0484 (500)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0485 (501)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0486 (502)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0487 (503)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0488 (504)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0489 (505)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0490 (506)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0491 (507)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0492 (508)  rf=r size=64 type=d alias=V0430+0 align=16 words (r10.0)
//.declare V0493 (509)  rf=r size=64 type=d alias=V0431+0 align=16 words (r14.0)
//.declare V0494 (510)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0495 (511)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0496 (512)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0497 (513)  rf=r size=64 type=d align=16 words (r12.0)
//.declare P09 (514)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0498 (515)  rf=r size=64 type=ud alias=V0496+0 align=16 words (r18.0)
//.declare V0499 (516)  rf=r size=64 type=ud alias=V0497+0 align=16 words (r12.0)
//.declare V0500 (517)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0501 (518)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0502 (519)  rf=r size=64 type=f alias=V0494+0 align=16 words (r30.0)
//.declare V0503 (520)  rf=r size=64 type=f alias=V0495+0 align=16 words (r26.0)
//.declare P10 (521)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0504 (522)  rf=r size=64 type=ud alias=V0490+0 align=16 words (r22.0)
//.declare V0505 (523)  rf=r size=64 type=ud alias=V0491+0 align=16 words (r20.0)
//.declare V0506 (524)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0507 (525)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0508 (526)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0509 (527)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0510 (528)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0511 (529)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0512 (530)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0513 (531)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0514 (532)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0515 (533)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0516 (534)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0517 (535)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0518 (536)  rf=r size=4 type=f align=2 words (r102.6)
//.declare V0519 (537)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0520 (538)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0521 (539)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0522 (540)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0523 (541)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0524 (542)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0525 (543)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0526 (544)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0527 (545)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0528 (546)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0529 (547)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0530 (548)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0531 (549)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0532 (550)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0533 (551)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0534 (552)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0535 (553)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0536 (554)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0537 (555)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0538 (556)  rf=r size=64 type=d alias=V0512+0 align=16 words (r8.0)
//.declare V0539 (557)  rf=r size=64 type=d alias=V0513+0 align=16 words (r12.0)
//.declare P11 (558)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0540 (559)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0541 (560)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0542 (561)  rf=r size=64 type=f alias=V0536+0 align=16 words (r10.0)
//.declare V0543 (562)  rf=r size=64 type=f alias=V0537+0 align=16 words (r4.0)
//.declare P12 (563)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0544 (564)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0545 (565)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0546 (566)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0547 (567)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0548 (568)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0549 (569)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0550 (570)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0551 (571)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0552 (572)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0553 (573)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0554 (574)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0555 (575)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0556 (576)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0557 (577)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0558 (578)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0559 (579)  rf=r size=64 type=f align=16 words (r10.0)
//.declare P13 (580)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P14 (581)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0560 (582)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0561 (583)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0562 (584)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0563 (585)  rf=r size=64 type=f align=16 words (r76.0)
//.declare P15 (586)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P16 (587)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0564 (588)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0565 (589)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0566 (590)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0567 (591)  rf=r size=64 type=f align=16 words (r2.0)
//.declare P17 (592)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0568 (593)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0569 (594)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0570 (595)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0571 (596)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0572 (597)  rf=r size=64 type=d alias=V0566+0 align=16 words (r4.0)
//.declare V0573 (598)  rf=r size=64 type=d alias=V0567+0 align=16 words (r2.0)
//.declare V0574 (599)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0575 (600)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0576 (601)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0577 (602)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0578 (603)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0579 (604)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0580 (605)  rf=r size=64 type=f align=16 words (r121.0)
//.declare V0581 (606)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0582 (607)  rf=r size=64 type=f alias=V0574+0 align=16 words (r8.0)
//.declare V0583 (608)  rf=r size=64 type=f alias=V0575+0 align=16 words (r6.0)
//.declare V0584 (609)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0585 (610)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0586 (611)  rf=r size=4 type=f align=2 words (r102.5)
//.declare V0587 (612)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0588 (613)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0589 (614)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0590 (615)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0591 (616)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0592 (617)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0593 (618)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0594 (619)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0595 (620)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0596 (621)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0597 (622)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0598 (623)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0599 (624)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0600 (625)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0601 (626)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0602 (627)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0603 (628)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0604 (629)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0605 (630)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0606 (631)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0607 (632)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0608 (633)  rf=r size=4 type=f align=2 words (r102.4)
//.declare V0609 (634)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0610 (635)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0611 (636)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0612 (637)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0613 (638)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0614 (639)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0615 (640)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0616 (641)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0617 (642)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0618 (643)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0619 (644)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0620 (645)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0621 (646)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0622 (647)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0623 (648)  rf=r size=64 type=d alias=V0619+0 align=16 words (r2.0)
//.declare V0624 (649)  rf=r size=64 type=d alias=V0620+0 align=16 words (r74.0)
//.declare V0625 (650)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0626 (651)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0627 (652)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0628 (653)  rf=r size=64 type=d align=16 words (r48.0)
//.declare  (654)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (655)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0629 (656)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0630 (657)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0631 (658)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0632 (659)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0633 (660)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0634 (661)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0635 (662)  rf=r size=64 type=ud alias=V0619+0 align=16 words (r2.0)
//.declare V0636 (663)  rf=r size=64 type=ud alias=V0620+0 align=16 words (r74.0)
//.declare V0637 (664)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0638 (665)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0639 (666)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0640 (667)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0641 (668)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0642 (669)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0643 (670)  rf=r size=64 type=ud alias=V0641+0 align=16 words (r4.0)
//.declare V0644 (671)  rf=r size=64 type=ud alias=V0642+0 align=16 words (r6.0)
//.declare V0645 (672)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0646 (673)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0647 (674)  rf=r size=8 type=q align=4 words (r12.1)
//.declare V0648 (675)  rf=r size=8 type=uq alias=V0647+0 align=4 words (r12.1)
//.declare V0650 (677)  rf=r size=8 type=d alias=V0647+0 align=4 words (r12.2)
//.declare V0655 (682)  rf=r size=4 type=d align=16 words (r12.0)
//.declare V0656 (683)  rf=r size=4 type=d align=2 words (r102.2)
//.declare V0657 (684)  rf=r size=4 type=ud alias=V0655+0 align=2 words (r12.0)
//.declare V0658 (685)  rf=r size=4 type=ud alias=V0656+0 align=2 words (r102.2)
//.declare V0661 (688)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0662 (689)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0663 (690)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0666 (693)  rf=r size=64 type=ud alias=V0662+0 align=16 words (r4.0)
//.declare V0667 (694)  rf=r size=64 type=ud alias=V0663+0 align=16 words (r10.0)
//.declare V0670 (697)  rf=r size=64 type=ud alias=V0645+0 align=16 words (r8.0)
//.declare V0671 (698)  rf=r size=64 type=ud alias=V0646+0 align=16 words (r6.0)
//.declare V0672 (699)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare V0673 (700)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0674 (701)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0675 (702)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0676 (703)  rf=r size=128 type=uq align=16 words (r6.0)
//.declare V0677 (704)  rf=r size=128 type=uq align=16 words (r6.0)
//.declare V0678 (705)  rf=r size=128 type=ud alias=V0676+0 align=16 words (r6.0)
//.declare V0679 (706)  rf=r size=128 type=ud alias=V0677+0 align=16 words (r6.0)
//.declare V0680 (707)  rf=r size=128 type=d alias=V0676+0 align=16 words (r6.0)
//.declare V0681 (708)  rf=r size=128 type=d alias=V0677+0 align=16 words (r6.0)
//.declare V0682 (709)  rf=r size=192 type=f align=16 words (r4.0)
//.declare V0683 (710)  rf=r size=192 type=f align=16 words (r10.0)
//.declare V0684 (711)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0685 (712)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0686 (713)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0687 (714)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0688 (715)  rf=r size=64 type=f alias=V0631+0 align=16 words (r32.0)
//.declare V0689 (716)  rf=r size=64 type=f alias=V0632+0 align=16 words (r26.0)
//.declare V0690 (717)  rf=r size=64 type=f alias=V0684+0 align=16 words (r34.0)
//.declare V0691 (718)  rf=r size=64 type=f alias=V0685+0 align=16 words (r30.0)
//.declare V0692 (719)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0693 (720)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0694 (721)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0695 (722)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0696 (723)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0697 (724)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0698 (725)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0699 (726)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0700 (727)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0701 (728)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0702 (729)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0703 (730)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0704 (731)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0705 (732)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0706 (733)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0707 (734)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0708 (735)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0709 (736)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0710 (737)  rf=r size=64 type=d alias=V0696+0 align=16 words (r8.0)
//.declare V0711 (738)  rf=r size=64 type=d alias=V0697+0 align=16 words (r44.0)
//.declare V0712 (739)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0713 (740)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0714 (741)  rf=r size=64 type=f alias=V0708+0 align=16 words (r32.0)
//.declare V0715 (742)  rf=r size=64 type=f alias=V0709+0 align=16 words (r40.0)
//.declare V0716 (743)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0717 (744)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0718 (745)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0719 (746)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0720 (747)  rf=r size=64 type=f alias=V0716+0 align=16 words (r8.0)
//.declare V0721 (748)  rf=r size=64 type=f alias=V0717+0 align=16 words (r34.0)
//.declare V0722 (749)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0723 (750)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0724 (751)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0725 (752)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0726 (753)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0727 (754)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0728 (755)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0729 (756)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0730 (757)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0731 (758)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0732 (759)  rf=r size=64 type=d alias=V0728+0 align=16 words (r8.0)
//.declare V0733 (760)  rf=r size=64 type=d alias=V0729+0 align=16 words (r16.0)
//.declare P18 (761)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0734 (762)  rf=r size=64 type=ud alias=V0730+0 align=16 words (r32.0)
//.declare V0735 (763)  rf=r size=64 type=ud alias=V0731+0 align=16 words (r24.0)
//.declare P19 (764)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0736 (765)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0737 (766)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0738 (767)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0739 (768)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0740 (769)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0741 (770)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0742 (771)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0743 (772)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0744 (773)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0745 (774)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0746 (775)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0747 (776)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0748 (777)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0749 (778)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0750 (779)  rf=r size=64 type=d alias=V0744+0 align=16 words (r2.0)
//.declare V0751 (780)  rf=r size=64 type=d alias=V0745+0 align=16 words (r6.0)
//.declare V0752 (781)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0753 (782)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0754 (783)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0755 (784)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0756 (785)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0757 (786)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0758 (787)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0759 (788)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0760 (789)  rf=r size=64 type=f alias=V0758+0 align=16 words (r2.0)
//.declare V0761 (790)  rf=r size=64 type=f alias=V0759+0 align=16 words (r72.0)
//.declare V0762 (791)  rf=r size=64 type=d alias=V0756+0 align=16 words (r2.0)
//.declare V0763 (792)  rf=r size=64 type=d alias=V0757+0 align=16 words (r6.0)
//.declare V0764 (793)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0765 (794)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0766 (795)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0767 (796)  rf=r size=64 type=d align=16 words (r4.0)
//.declare  (797)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (798)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0768 (799)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0769 (800)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0770 (801)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0771 (802)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0772 (803)  rf=r size=64 type=ud alias=V0770+0 align=16 words (r6.0)
//.declare V0773 (804)  rf=r size=64 type=ud alias=V0771+0 align=16 words (r4.0)
//.declare V0774 (805)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0775 (806)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (807)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (808)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P20 (809)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P21 (810)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P22 (811)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P23 (812)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P24 (813)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0776 (814)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0777 (815)  rf=r size=64 type=f align=16 words (r4.0)
//.declare P25 (816)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P26 (817)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0778 (818)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0779 (819)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0780 (820)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0781 (821)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0782 (822)  rf=r size=64 type=f alias=V0778+0 align=16 words (r2.0)
//.declare V0783 (823)  rf=r size=64 type=f alias=V0779+0 align=16 words (r4.0)
//.declare P27 (824)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0784 (825)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0785 (826)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0786 (827)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0787 (828)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0788 (829)  rf=r size=64 type=d alias=V0780+0 align=16 words (r28.0)
//.declare V0789 (830)  rf=r size=64 type=d alias=V0781+0 align=16 words (r34.0)
//.declare V0790 (831)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0791 (832)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0792 (833)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0793 (834)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0794 (835)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0795 (836)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0796 (837)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0797 (838)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0798 (839)  rf=r size=64 type=ud alias=V0794+0 align=16 words (r2.0)
//.declare V0799 (840)  rf=r size=64 type=ud alias=V0795+0 align=16 words (r4.0)
//.declare V0800 (841)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0801 (842)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0802 (843)  rf=r size=8 type=q align=4 words (r102.1)
//.declare V0803 (844)  rf=r size=8 type=uq alias=V0802+0 align=4 words (r102.1)
//.declare V0805 (846)  rf=r size=8 type=d alias=V0802+0 align=4 words (r102.2)
//.declare V0810 (851)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0811 (852)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0814 (855)  rf=r size=64 type=ud alias=V0810+0 align=16 words (r2.0)
//.declare V0815 (856)  rf=r size=64 type=ud alias=V0811+0 align=16 words (r8.0)
//.declare V0818 (859)  rf=r size=64 type=ud alias=V0800+0 align=16 words (r6.0)
//.declare V0819 (860)  rf=r size=64 type=ud alias=V0801+0 align=16 words (r10.0)
//.declare V0822 (863)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0823 (864)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0824 (865)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0825 (866)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0826 (867)  rf=r size=128 type=uq align=16 words (r4.0)
//.declare V0827 (868)  rf=r size=128 type=uq align=16 words (r4.0)
//.declare V0828 (869)  rf=r size=128 type=ud alias=V0826+0 align=16 words (r4.0)
//.declare V0829 (870)  rf=r size=128 type=ud alias=V0827+0 align=16 words (r4.0)
//.declare V0830 (871)  rf=r size=128 type=d alias=V0826+0 align=16 words (r4.0)
//.declare V0831 (872)  rf=r size=128 type=d alias=V0827+0 align=16 words (r4.0)
//.declare V0832 (873)  rf=r size=64 type=f align=16 words (r92.0)
//.declare V0833 (874)  rf=r size=64 type=f align=16 words (r86.0)
//.declare V0834 (875)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0835 (876)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0844 (885)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0845 (886)  rf=r size=4 type=d align=2 words (r102.4)
//.declare V0846 (887)  rf=r size=4 type=ud alias=V0844+0 align=2 words (r8.0)
//.declare V0847 (888)  rf=r size=4 type=ud alias=V0845+0 align=2 words (r102.4)
//.declare V0850 (891)  rf=r size=4 type=ud align=16 words (r40.0)
//.declare V0851 (892)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0852 (893)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0855 (896)  rf=r size=64 type=ud alias=V0851+0 align=16 words (r22.0)
//.declare V0856 (897)  rf=r size=64 type=ud alias=V0852+0 align=16 words (r24.0)
//.declare V0859 (900)  rf=r size=64 type=ud alias=V0834+0 align=16 words (r4.0)
//.declare V0860 (901)  rf=r size=64 type=ud alias=V0835+0 align=16 words (r6.0)
//.declare V0861 (902)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0862 (903)  rf=r size=32 type=ud align=16 words (r19.0)
//.declare V0863 (904)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0864 (905)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare V0865 (906)  rf=r size=128 type=uq align=16 words (r10.0)
//.declare V0866 (907)  rf=r size=128 type=uq align=16 words (r18.0)
//.declare V0867 (908)  rf=r size=128 type=ud alias=V0865+0 align=16 words (r10.0)
//.declare V0868 (909)  rf=r size=128 type=ud alias=V0866+0 align=16 words (r18.0)
//.declare V0869 (910)  rf=r size=128 type=d alias=V0865+0 align=16 words (r10.0)
//.declare V0870 (911)  rf=r size=128 type=d alias=V0866+0 align=16 words (r18.0)
//.declare V0871 (912)  rf=r size=128 type=f align=16 words (r10.0)
//.declare V0872 (913)  rf=r size=128 type=f align=16 words (r22.0)
//.declare V0873 (914)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0874 (915)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0875 (916)  rf=r size=64 type=f alias=V0786+0 align=16 words (r48.0)
//.declare V0876 (917)  rf=r size=64 type=f alias=V0787+0 align=16 words (r70.0)
//.declare V0877 (918)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0878 (919)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0879 (920)  rf=r size=64 type=d alias=V0873+0 align=16 words (r2.0)
//.declare V0880 (921)  rf=r size=64 type=d alias=V0874+0 align=16 words (r32.0)
//.declare V0881 (922)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0882 (923)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0883 (924)  rf=r size=64 type=ud alias=V0877+0 align=16 words (r4.0)
//.declare V0884 (925)  rf=r size=64 type=ud alias=V0878+0 align=16 words (r6.0)
//.declare V0885 (926)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0886 (927)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0895 (936)  rf=r size=4 type=d align=16 words (r20.0)
//.declare V0896 (937)  rf=r size=4 type=d align=2 words (r102.5)
//.declare V0897 (938)  rf=r size=4 type=ud alias=V0895+0 align=2 words (r20.0)
//.declare V0898 (939)  rf=r size=4 type=ud alias=V0896+0 align=2 words (r102.5)
//.declare V0901 (942)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0902 (943)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0903 (944)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0906 (947)  rf=r size=64 type=ud alias=V0902+0 align=16 words (r26.0)
//.declare V0907 (948)  rf=r size=64 type=ud alias=V0903+0 align=16 words (r38.0)
//.declare V0910 (951)  rf=r size=64 type=ud alias=V0885+0 align=16 words (r4.0)
//.declare V0911 (952)  rf=r size=64 type=ud alias=V0886+0 align=16 words (r6.0)
//.declare V0912 (953)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0913 (954)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0914 (955)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0915 (956)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0916 (957)  rf=r size=128 type=uq align=16 words (r14.0)
//.declare V0917 (958)  rf=r size=128 type=uq align=16 words (r4.0)
//.declare V0918 (959)  rf=r size=128 type=ud alias=V0916+0 align=16 words (r14.0)
//.declare V0919 (960)  rf=r size=128 type=ud alias=V0917+0 align=16 words (r4.0)
//.declare V0920 (961)  rf=r size=128 type=d alias=V0916+0 align=16 words (r14.0)
//.declare V0921 (962)  rf=r size=128 type=d alias=V0917+0 align=16 words (r4.0)
//.declare V0922 (963)  rf=r size=64 type=f align=16 words (r90.0)
//.declare V0923 (964)  rf=r size=64 type=f align=16 words (r80.0)
//.declare V0924 (965)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0925 (966)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0934 (975)  rf=r size=4 type=d align=16 words (r18.0)
//.declare V0935 (976)  rf=r size=4 type=d align=2 words (r102.4)
//.declare V0936 (977)  rf=r size=4 type=ud alias=V0934+0 align=2 words (r18.0)
//.declare V0937 (978)  rf=r size=4 type=ud alias=V0935+0 align=2 words (r102.4)
//.declare V0940 (981)  rf=r size=4 type=ud align=16 words (r56.0)
//.declare V0941 (982)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0942 (983)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0945 (986)  rf=r size=64 type=ud alias=V0941+0 align=16 words (r14.0)
//.declare V0946 (987)  rf=r size=64 type=ud alias=V0942+0 align=16 words (r16.0)
//.declare V0949 (990)  rf=r size=64 type=ud alias=V0924+0 align=16 words (r4.0)
//.declare V0950 (991)  rf=r size=64 type=ud alias=V0925+0 align=16 words (r7.0)
//.declare V0951 (992)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0952 (993)  rf=r size=32 type=ud align=16 words (r31.0)
//.declare V0953 (994)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0954 (995)  rf=r size=32 type=ud align=16 words (r29.0)
//.declare V0955 (996)  rf=r size=128 type=uq align=16 words (r4.0)
//.declare V0956 (997)  rf=r size=128 type=uq align=16 words (r18.0)
//.declare V0957 (998)  rf=r size=128 type=ud alias=V0955+0 align=16 words (r4.0)
//.declare V0958 (999)  rf=r size=128 type=ud alias=V0956+0 align=16 words (r18.0)
//.declare V0959 (1000)  rf=r size=128 type=d alias=V0955+0 align=16 words (r4.0)
//.declare V0960 (1001)  rf=r size=128 type=d alias=V0956+0 align=16 words (r18.0)
//.declare V0961 (1002)  rf=r size=128 type=f align=16 words (r6.0)
//.declare V0962 (1003)  rf=r size=128 type=f align=16 words (r18.0)
//.declare V0963 (1004)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0964 (1005)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0965 (1006)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0966 (1007)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0967 (1008)  rf=r size=64 type=d alias=V0963+0 align=16 words (r26.0)
//.declare V0968 (1009)  rf=r size=64 type=d alias=V0964+0 align=16 words (r32.0)
//.declare V0969 (1010)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0970 (1011)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0971 (1012)  rf=r size=64 type=ud alias=V0965+0 align=16 words (r2.0)
//.declare V0972 (1013)  rf=r size=64 type=ud alias=V0966+0 align=16 words (r7.0)
//.declare V0973 (1014)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0974 (1015)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0983 (1024)  rf=r size=4 type=d align=16 words (r38.0)
//.declare V0984 (1025)  rf=r size=4 type=d align=2 words (r102.5)
//.declare V0985 (1026)  rf=r size=4 type=ud alias=V0983+0 align=2 words (r38.0)
//.declare V0986 (1027)  rf=r size=4 type=ud alias=V0984+0 align=2 words (r102.5)
//.declare V0989 (1030)  rf=r size=4 type=ud align=16 words (r52.0)
//.declare V0990 (1031)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0991 (1032)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0994 (1035)  rf=r size=64 type=ud alias=V0990+0 align=16 words (r8.0)
//.declare V0995 (1036)  rf=r size=64 type=ud alias=V0991+0 align=16 words (r40.0)
//.declare V0998 (1039)  rf=r size=64 type=ud alias=V0973+0 align=16 words (r4.0)
//.declare V0999 (1040)  rf=r size=64 type=ud alias=V0974+0 align=16 words (r20.0)
//.declare V1000 (1041)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare V1001 (1042)  rf=r size=32 type=ud align=16 words (r43.0)
//.declare V1002 (1043)  rf=r size=32 type=ud align=16 words (r42.0)
//.declare V1003 (1044)  rf=r size=32 type=ud align=16 words (r44.0)
//.declare V1004 (1045)  rf=r size=128 type=uq align=16 words (r28.0)
//.declare V1005 (1046)  rf=r size=128 type=uq align=16 words (r14.0)
//.declare V1006 (1047)  rf=r size=128 type=ud alias=V1004+0 align=16 words (r28.0)
//.declare V1007 (1048)  rf=r size=128 type=ud alias=V1005+0 align=16 words (r14.0)
//.declare V1008 (1049)  rf=r size=128 type=d alias=V1004+0 align=16 words (r28.0)
//.declare V1009 (1050)  rf=r size=128 type=d alias=V1005+0 align=16 words (r14.0)
//.declare V1010 (1051)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V1011 (1052)  rf=r size=64 type=f align=16 words (r78.0)
//.declare V1012 (1053)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1013 (1054)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V1022 (1063)  rf=r size=4 type=d align=16 words (r46.0)
//.declare V1023 (1064)  rf=r size=4 type=d align=2 words (r102.2)
//.declare V1024 (1065)  rf=r size=4 type=ud alias=V1022+0 align=2 words (r46.0)
//.declare V1025 (1066)  rf=r size=4 type=ud alias=V1023+0 align=2 words (r102.2)
//.declare V1028 (1069)  rf=r size=4 type=ud align=16 words (r54.0)
//.declare V1029 (1070)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1030 (1071)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V1033 (1074)  rf=r size=64 type=ud alias=V1029+0 align=16 words (r4.0)
//.declare V1034 (1075)  rf=r size=64 type=ud alias=V1030+0 align=16 words (r40.0)
//.declare V1037 (1078)  rf=r size=64 type=ud alias=V1012+0 align=16 words (r2.0)
//.declare V1038 (1079)  rf=r size=64 type=ud alias=V1013+0 align=16 words (r38.0)
//.declare V1039 (1080)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V1040 (1081)  rf=r size=32 type=ud align=16 words (r15.0)
//.declare V1041 (1082)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V1042 (1083)  rf=r size=32 type=ud align=16 words (r38.0)
//.declare V1043 (1084)  rf=r size=128 type=uq align=16 words (r28.0)
//.declare V1044 (1085)  rf=r size=128 type=uq align=16 words (r14.0)
//.declare V1045 (1086)  rf=r size=128 type=ud alias=V1043+0 align=16 words (r28.0)
//.declare V1046 (1087)  rf=r size=128 type=ud alias=V1044+0 align=16 words (r14.0)
//.declare V1047 (1088)  rf=r size=128 type=d alias=V1043+0 align=16 words (r28.0)
//.declare V1048 (1089)  rf=r size=128 type=d alias=V1044+0 align=16 words (r14.0)
//.declare V1049 (1090)  rf=r size=128 type=f align=16 words (r2.0)
//.declare V1050 (1091)  rf=r size=128 type=f align=16 words (r14.0)
//.declare V1051 (1092)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V1052 (1093)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V1053 (1094)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V1054 (1095)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V1055 (1096)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V1056 (1097)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V1057 (1098)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V1058 (1099)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V1059 (1100)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V1060 (1101)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V1061 (1102)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V1062 (1103)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V1063 (1104)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V1064 (1105)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V1065 (1106)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V1066 (1107)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1067 (1108)  rf=r size=64 type=d alias=V1063+0 align=16 words (r34.0)
//.declare V1068 (1109)  rf=r size=64 type=d alias=V1064+0 align=16 words (r56.0)
//.declare V1069 (1110)  rf=r size=64 type=ud alias=V1063+0 align=16 words (r34.0)
//.declare V1070 (1111)  rf=r size=64 type=ud alias=V1064+0 align=16 words (r56.0)
//.declare V1071 (1112)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V1072 (1113)  rf=r size=64 type=d align=16 words (r84.0)
//.declare P28 (1114)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V1073 (1115)  rf=r size=64 type=ud alias=V1071+0 align=16 words (r54.0)
//.declare V1074 (1116)  rf=r size=64 type=ud alias=V1072+0 align=16 words (r84.0)
//.declare V1075 (1117)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1076 (1118)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1077 (1119)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1078 (1120)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1079 (1121)  rf=r size=8 type=q align=4 words (r102.1)
//.declare V1080 (1122)  rf=r size=8 type=uq alias=V1079+0 align=4 words (r102.1)
//.declare V1082 (1124)  rf=r size=8 type=d alias=V1079+0 align=4 words (r102.2)
//.declare V1087 (1129)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1088 (1130)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V1091 (1133)  rf=r size=64 type=ud alias=V1087+0 align=16 words (r2.0)
//.declare V1092 (1134)  rf=r size=64 type=ud alias=V1088+0 align=16 words (r82.0)
//.declare V1095 (1137)  rf=r size=64 type=ud alias=V1077+0 align=16 words (r4.0)
//.declare V1096 (1138)  rf=r size=64 type=ud alias=V1078+0 align=16 words (r26.0)
//.declare V1099 (1141)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V1100 (1142)  rf=r size=32 type=ud align=16 words (r29.0)
//.declare V1101 (1143)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare V1102 (1144)  rf=r size=32 type=ud align=16 words (r89.0)
//.declare V1103 (1145)  rf=r size=128 type=uq align=16 words (r30.0)
//.declare V1104 (1146)  rf=r size=128 type=uq align=16 words (r26.0)
//.declare V1105 (1147)  rf=r size=128 type=ud alias=V1103+0 align=16 words (r30.0)
//.declare V1106 (1148)  rf=r size=128 type=ud alias=V1104+0 align=16 words (r26.0)
//.declare V1107 (1149)  rf=r size=128 type=d alias=V1103+0 align=16 words (r30.0)
//.declare V1108 (1150)  rf=r size=128 type=d alias=V1104+0 align=16 words (r26.0)
//.declare V1109 (1151)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1110 (1152)  rf=r size=64 type=f align=16 words (r26.0)
//.declare P29 (1153)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V1111 (1154)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1112 (1155)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V1113 (1156)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V1114 (1157)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V1115 (1158)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V1116 (1159)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V1117 (1160)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1118 (1161)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1119 (1162)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1120 (1163)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1121 (1164)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1122 (1165)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V1123 (1166)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1124 (1167)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1125 (1168)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1126 (1169)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V1127 (1170)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1128 (1171)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V1129 (1172)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1130 (1173)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V1131 (1174)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1132 (1175)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1133 (1176)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1134 (1177)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1135 (1178)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1136 (1179)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1137 (1180)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1138 (1181)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1139 (1182)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1140 (1183)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1141 (1184)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1142 (1185)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1143 (1186)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1144 (1187)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1145 (1188)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1146 (1189)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1147 (1190)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1148 (1191)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1149 (1192)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1150 (1193)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1151 (1194)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1152 (1195)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1153 (1196)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1154 (1197)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1155 (1198)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1156 (1199)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1157 (1200)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1158 (1201)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1159 (1202)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1160 (1203)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1161 (1204)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1162 (1205)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1163 (1206)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1164 (1207)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1165 (1208)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1166 (1209)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1167 (1210)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1168 (1211)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1169 (1212)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1170 (1213)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1171 (1214)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1172 (1215)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1173 (1216)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1174 (1217)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1175 (1218)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1176 (1219)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1177 (1220)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1178 (1221)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1179 (1222)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1180 (1223)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1181 (1224)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1182 (1225)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1183 (1226)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1184 (1227)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1185 (1228)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1186 (1229)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1187 (1230)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V1188 (1231)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V1189 (1232)  rf=r size=64 type=d alias=V1183+0 align=16 words (r12.0)
//.declare V1190 (1233)  rf=r size=64 type=d alias=V1184+0 align=16 words (r20.0)
//.declare V1191 (1234)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V1192 (1235)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V1193 (1236)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1194 (1237)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1195 (1238)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1196 (1239)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1197 (1240)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1198 (1241)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1199 (1242)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1200 (1243)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V1201 (1244)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1202 (1245)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V1203 (1246)  rf=r size=8 type=q align=4 words (r24.0)
//.declare V1204 (1247)  rf=r size=8 type=uq alias=V1203+0 align=4 words (r24.0)
//.declare V1206 (1249)  rf=r size=8 type=d alias=V1203+0 align=4 words (r24.0)
//.declare V1211 (1254)  rf=r size=4 type=d align=16 words (r30.0)
//.declare V1212 (1255)  rf=r size=4 type=d align=2 words (r32.0)
//.declare V1213 (1256)  rf=r size=4 type=ud alias=V1211+0 align=2 words (r30.0)
//.declare V1214 (1257)  rf=r size=4 type=ud alias=V1212+0 align=2 words (r32.0)
//.declare V1217 (1260)  rf=r size=4 type=ud align=16 words (r32.0)
//.declare V1218 (1261)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1219 (1262)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1222 (1265)  rf=r size=64 type=ud alias=V1218+0 align=16 words (r2.0)
//.declare V1223 (1266)  rf=r size=64 type=ud alias=V1219+0 align=16 words (r4.0)
//.declare V1226 (1269)  rf=r size=64 type=ud alias=V1201+0 align=16 words (r4.0)
//.declare V1227 (1270)  rf=r size=64 type=ud alias=V1202+0 align=16 words (r6.0)
//.declare V1228 (1271)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare V1229 (1272)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare V1230 (1273)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V1231 (1274)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V1232 (1275)  rf=r size=128 type=uq align=16 words (r22.0)
//.declare V1233 (1276)  rf=r size=128 type=uq align=16 words (r6.0)
//.declare V1234 (1277)  rf=r size=128 type=ud alias=V1232+0 align=16 words (r22.0)
//.declare V1235 (1278)  rf=r size=128 type=ud alias=V1233+0 align=16 words (r6.0)
//.declare V1236 (1279)  rf=r size=128 type=d alias=V1232+0 align=16 words (r22.0)
//.declare V1237 (1280)  rf=r size=128 type=d alias=V1233+0 align=16 words (r6.0)
//.declare V1238 (1281)  rf=r size=128 type=f align=16 words (r2.0)
//.declare V1239 (1282)  rf=r size=128 type=f align=16 words (r6.0)
//.declare V1240 (1283)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1241 (1284)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1242 (1285)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1243 (1286)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1244 (1287)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1245 (1288)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1246 (1289)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V1247 (1290)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V1248 (1291)  rf=r size=64 type=d alias=V1244+0 align=16 words (r12.0)
//.declare V1249 (1292)  rf=r size=64 type=d alias=V1245+0 align=16 words (r22.0)
//.declare V1250 (1293)  rf=r size=64 type=ud alias=V1244+0 align=16 words (r12.0)
//.declare V1251 (1294)  rf=r size=64 type=ud alias=V1245+0 align=16 words (r22.0)
//.declare V1252 (1295)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V1253 (1296)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V1254 (1297)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V1255 (1298)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1256 (1299)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V1257 (1300)  rf=r size=64 type=d align=16 words (r26.0)
//.declare P30 (1301)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P31 (1302)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P32 (1303)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V1258 (1304)  rf=r size=64 type=ud alias=V1256+0 align=16 words (r28.0)
//.declare V1259 (1305)  rf=r size=64 type=ud alias=V1257+0 align=16 words (r26.0)
//.declare P33 (1306)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V1260 (1307)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1261 (1308)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1262 (1309)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1263 (1310)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1264 (1311)  rf=r size=64 type=f alias=V1260+0 align=16 words (r2.0)
//.declare V1265 (1312)  rf=r size=64 type=f alias=V1261+0 align=16 words (r26.0)
//.declare V1266 (1313)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1267 (1314)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1268 (1315)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1269 (1316)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1270 (1317)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1271 (1318)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1272 (1319)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1273 (1320)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V1274 (1321)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1275 (1322)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1276 (1323)  rf=r size=64 type=f alias=V1272+0 align=16 words (r26.0)
//.declare V1277 (1324)  rf=r size=64 type=f alias=V1273+0 align=16 words (r28.0)
//.declare V1278 (1325)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1279 (1326)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1280 (1327)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1281 (1328)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1282 (1329)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1283 (1330)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1284 (1331)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V1285 (1332)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V1286 (1333)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1287 (1334)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1288 (1335)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1289 (1336)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1290 (1337)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1291 (1338)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1292 (1339)  rf=r size=64 type=d alias=V1288+0 align=16 words (r2.0)
//.declare V1293 (1340)  rf=r size=64 type=d alias=V1289+0 align=16 words (r4.0)
//.declare V1294 (1341)  rf=r size=64 type=f alias=V1290+0 align=16 words (r2.0)
//.declare V1295 (1342)  rf=r size=64 type=f alias=V1291+0 align=16 words (r4.0)
//.declare V1296 (1343)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1297 (1344)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1298 (1345)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1299 (1346)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1300 (1347)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1301 (1348)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1302 (1349)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1303 (1350)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1304 (1351)  rf=r size=4 type=f align=2 words (r10.0)
//.declare V1305 (1352)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V1306 (1353)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (1354)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (1355)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare  (1356)  rf=r size=32 type=uw align=16 words (r2.0)
//.declare  (1357)  rf=r size=32 type=uw align=16 words (r25.0)
//.declare  (1358)  rf=r size=32 type=uw align=16 words (r24.0)
//.declare  (1359)  rf=r size=32 type=uw align=16 words (r5.0)
//.declare  (1360)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare  (1361)  rf=r size=2 type=w align=1 words (r102.10)
//.declare  (1369)  rf=r size=2 type=uw align=1 words (r102.8)
//.declare  (1371)  rf=r size=4 type=f align=2 words (r102.4)
//.declare  (1373)  rf=r size=2 type=uw align=1 words (r102.4)
//.declare  (1375)  rf=r size=2 type=uw align=1 words (r102.4)
//.declare  (1377)  rf=r size=2 type=w align=1 words (r102.8)
//.declare  (1379)  rf=r size=64 type=d align=16 words (r4.0)
//.declare  (1380)  rf=r size=64 type=d align=16 words (r22.0)
//.declare  (1381)  rf=r size=64 type=d align=16 words (r26.0)
//.declare  (1382)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (1383)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1384)  rf=r size=64 type=d align=16 words (r32.0)
//.declare  (1385)  rf=r size=64 type=d align=16 words (r30.0)
//.declare  (1386)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (1387)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (1388)  rf=r size=64 type=d align=16 words (r34.0)
//.declare  (1389)  rf=r size=64 type=d align=16 words (r32.0)
//.declare  (1390)  rf=r size=64 type=d align=16 words (r20.0)
//.declare  (1391)  rf=r size=64 type=d align=16 words (r22.0)
//.declare  (1392)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (1393)  rf=r size=64 type=d align=16 words (r34.0)
//.declare  (1394)  rf=r size=64 type=d align=16 words (r42.0)
//.declare  (1395)  rf=r size=64 type=d align=16 words (r20.0)
//.declare  (1396)  rf=r size=64 type=d align=16 words (r36.0)
//.declare  (1397)  rf=r size=64 type=d align=16 words (r42.0)
//.declare  (1398)  rf=r size=64 type=d align=16 words (r48.0)
//.declare  (1399)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (1400)  rf=r size=64 type=d align=16 words (r36.0)
//.declare  (1401)  rf=r size=64 type=d align=16 words (r46.0)
//.declare  (1402)  rf=r size=64 type=d align=16 words (r52.0)
//.declare  (1403)  rf=r size=64 type=ud alias=+0 align=16 words (r4.0)
//.declare  (1404)  rf=r size=64 type=ud alias=+0 align=16 words (r22.0)
//.declare  (1405)  rf=r size=64 type=ud alias=+0 align=16 words (r26.0)
//.declare  (1406)  rf=r size=64 type=ud alias=+0 align=16 words (r12.0)
//.declare  (1407)  rf=r size=64 type=ud alias=+0 align=16 words (r10.0)
//.declare  (1408)  rf=r size=64 type=ud alias=+0 align=16 words (r32.0)
//.declare  (1409)  rf=r size=64 type=ud alias=+0 align=16 words (r30.0)
//.declare  (1410)  rf=r size=64 type=ud alias=+0 align=16 words (r12.0)
//.declare  (1411)  rf=r size=64 type=ud alias=+0 align=16 words (r8.0)
//.declare  (1412)  rf=r size=64 type=ud alias=+0 align=16 words (r34.0)
//.declare  (1413)  rf=r size=64 type=ud alias=+0 align=16 words (r32.0)
//.declare  (1414)  rf=r size=64 type=ud alias=+0 align=16 words (r20.0)
//.declare  (1415)  rf=r size=64 type=ud alias=+0 align=16 words (r22.0)
//.declare  (1416)  rf=r size=64 type=ud alias=+0 align=16 words (r12.0)
//.declare  (1417)  rf=r size=64 type=ud alias=+0 align=16 words (r34.0)
//.declare  (1418)  rf=r size=64 type=ud alias=+0 align=16 words (r42.0)
//.declare  (1419)  rf=r size=64 type=ud alias=+0 align=16 words (r20.0)
//.declare  (1420)  rf=r size=64 type=ud alias=+0 align=16 words (r36.0)
//.declare  (1421)  rf=r size=64 type=ud alias=+0 align=16 words (r42.0)
//.declare  (1422)  rf=r size=64 type=ud alias=+0 align=16 words (r48.0)
//.declare  (1423)  rf=r size=64 type=ud alias=+0 align=16 words (r12.0)
//.declare  (1424)  rf=r size=64 type=ud alias=+0 align=16 words (r36.0)
//.declare  (1425)  rf=r size=64 type=ud alias=+0 align=16 words (r46.0)
//.declare  (1426)  rf=r size=64 type=ud alias=+0 align=16 words (r52.0)

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
// | V1305    | :uq      |      8 | r8       | general    |
// | V1306    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r88.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r6.0<1>:d     r8.4<0;1,0>:d     r88.1<0;1,0>:d                      // $4
(W)     mov (1|M0)               r102.2<1>:ud  0x6E10CA2E:ud                                         // $2
(W)     mov (1|M0)               r102.3<1>:ud  0x6E10CA2E:ud                                         // $2
(W)     mov (1|M0)               r102.0<1>:ud  0x6E10CA2E:ud                                         // $3
(W)     mov (1|M0)               r102.1<1>:ud  0x6E10CA2E:ud                                         // $3
        add (16|M0)              r4.0<1>:d     r6.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $7
        add (16|M16)             r2.0<1>:d     r6.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $8
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $9
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     r7.0<0;1,0>:d                       // $10
        shl (16|M0)              r96.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $11
        shl (16|M16)             r94.0<1>:d    r2.0<8;8,1>:d     2:w                                 // $12
        send (16|M0)             r125:w   r96     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M16)            r123:w   r94     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
        cmp (16|M0)   (gt)f0.0   null<1>:f     (abs)r125.0<8;8,1>:f  0x461C4000:f                    // $17
        cmp (16|M16)  (gt)f0.0   null<1>:f     (abs)r123.0<8;8,1>:f  0x461C4000:f                    // $18
(~f0.0) if (32|M0)                           _0_038            _0_040                                // $19
// B001: [inDivergent],  Preds:{B000},  Succs:{B009}
_0_039:
(W)     mov (1|M0)               r102.5<1>:f   0x3EA2F983:f                                          // $21
(W)     mov (1|M0)               r102.4<1>:f   0x4B400000:f                                          // $22
        mad (8|M0)               r119.0<1>:f   r102.4<0;0>:f     r102.5<0;0>:f     r125.0<1>:f      {Compacted} // $23 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (8|M8)               r120.0<1>:f   r102.4<0;0>:f     r102.5<0;0>:f     r126.0<1>:f       // $23 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r121.0<1>:f   r102.4<0;0>:f     r102.5<0;0>:f     r123.0<1>:f       // $24 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (8|M24)              r122.0<1>:f   r102.4<0;0>:f     r102.5<0;0>:f     r124.0<1>:f       // $24 {0=EH, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r102.4<1>:f   0xC0490000:f                                          // $29
(W)     mov (1|M0)               r102.5<1>:f   0x362EDEF8:f                                          // $45
        shl (16|M0)              r10.0<1>:d    r119.0<8;8,1>:d   31:w                                // $25
        shl (16|M16)             r8.0<1>:d     r121.0<8;8,1>:d   31:w                                // $26
        add (16|M0)              r119.0<1>:f   r119.0<8;8,1>:f   0xCB400000:f                        // $27
        add (16|M16)             r121.0<1>:f   r121.0<8;8,1>:f   0xCB400000:f                        // $28
        mad (8|M0)               r4.0<1>:f     r125.0<2;1>:f     r102.4<0;0>:f     r119.0<1>:f      {Compacted} // $30 {0=OH, 1=EH, 2=OH, BC=GOOD}
        mad (8|M8)               r5.0<1>:f     r126.0<2;1>:f     r102.4<0;0>:f     r120.0<1>:f       // $30 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r2.0<1>:f     r123.0<2;1>:f     r102.4<0;0>:f     r121.0<1>:f       // $31 {0=OH, 1=EH, 2=OH, BC=GOOD}
        mad (8|M24)              r3.0<1>:f     r124.0<2;1>:f     r102.4<0;0>:f     r122.0<1>:f       // $31 {0=EH, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r102.4<1>:f   0xBA7DA000:f                                          // $32
        mad (8|M0)               r6.0<1>:f     r4.0<2;1>:f       r102.4<0;0>:f     r119.0<1>:f      {Compacted} // $33 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (8|M8)               r7.0<1>:f     r5.0<2;1>:f       r102.4<0;0>:f     r120.0<1>:f       // $33 {0=OL, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r4.0<1>:f     r2.0<2;1>:f       r102.4<0;0>:f     r121.0<1>:f       // $34 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (8|M24)              r5.0<1>:f     r3.0<2;1>:f       r102.4<0;0>:f     r122.0<1>:f       // $34 {0=OL, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r102.4<1>:f   0xB4222000:f                                          // $35
        mad (8|M0)               r2.0<1>:f     r6.0<2;1>:f       r102.4<0;0>:f     r119.0<1>:f      {Compacted} // $36 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (8|M8)               r3.0<1>:f     r7.0<2;1>:f       r102.4<0;0>:f     r120.0<1>:f       // $36 {0=OL, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r6.0<1>:f     r4.0<2;1>:f       r102.4<0;0>:f     r121.0<1>:f       // $37 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (8|M24)              r7.0<1>:f     r5.0<2;1>:f       r102.4<0;0>:f     r122.0<1>:f       // $37 {0=OL, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r102.4<1>:f   0xACB4611A:f                                          // $38
        mad (8|M0)               r4.0<1>:f     r2.0<2;1>:f       r102.4<0;0>:f     r119.0<1>:f      {Compacted} // $39 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (8|M8)               r5.0<1>:f     r3.0<2;1>:f       r102.4<0;0>:f     r120.0<1>:f       // $39 {0=OL, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r2.0<1>:f     r6.0<2;1>:f       r102.4<0;0>:f     r121.0<1>:f       // $40 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (8|M24)              r3.0<1>:f     r7.0<2;1>:f       r102.4<0;0>:f     r122.0<1>:f       // $40 {0=OL, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r102.4<1>:f   0xB94FB7FF:f                                          // $46
        mul (16|M0)              r119.0<1>:f   r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $41
        mul (16|M16)             r121.0<1>:f   r2.0<8;8,1>:f     r2.0<8;8,1>:f                       // $42
        xor (16|M16)             r2.0<1>:d     r8.0<8;8,1>:d     r2.0<8;8,1>:d                       // $44
        xor (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}        // $43
        mad (8|M0)               r8.0<1>:f     r102.4<0;0>:f     r102.5<0;0>:f     r119.0<1>:f      {Compacted} // $47 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (8|M8)               r9.0<1>:f     r102.4<0;0>:f     r102.5<0;0>:f     r120.0<1>:f       // $47 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r6.0<1>:f     r102.4<0;0>:f     r102.5<0;0>:f     r121.0<1>:f       // $48 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (8|M24)              r7.0<1>:f     r102.4<0;0>:f     r102.5<0;0>:f     r122.0<1>:f       // $48 {0=EH, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r102.4<1>:f   0x3C08876A:f                                          // $49
        mad (8|M0)               r10.0<1>:f    r102.4<0;0>:f     r119.0<2;1>:f     r8.0<1>:f        {Compacted} // $50 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r11.0<1>:f    r102.4<0;0>:f     r120.0<2;1>:f     r9.0<1>:f         // $50 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mad (8|M16)              r8.0<1>:f     r102.4<0;0>:f     r121.0<2;1>:f     r6.0<1>:f         // $51 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r9.0<1>:f     r102.4<0;0>:f     r122.0<2;1>:f     r7.0<1>:f         // $51 {0=EH, 1=EH, 2=OL, BC=GOOD}
(W)     mov (1|M0)               r102.4<1>:f   0xBE2AAAA6:f                                          // $52
        mad (8|M0)               r115.0<1>:f   r102.4<0;0>:f     r119.0<2;1>:f     r10.0<1>:f       {Compacted} // $53 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r116.0<1>:f   r102.4<0;0>:f     r120.0<2;1>:f     r11.0<1>:f        // $53 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mad (8|M16)              r117.0<1>:f   r102.4<0;0>:f     r121.0<2;1>:f     r8.0<1>:f         // $54 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r118.0<1>:f   r102.4<0;0>:f     r122.0<2;1>:f     r9.0<1>:f         // $54 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mul (16|M0)              r115.0<1>:f   r119.0<8;8,1>:f   r115.0<8;8,1>:f  {Compacted}        // $55
        mul (16|M16)             r117.0<1>:f   r121.0<8;8,1>:f   r117.0<8;8,1>:f                     // $56
        mad (8|M0)               r18.0<1>:f    r4.0<2;1>:f       r4.0<2;1>:f       r115.0<1>:f      {Compacted} // $57 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r19.0<1>:f    r5.0<2;1>:f       r5.0<2;1>:f       r116.0<1>:f       // $57 {0=OL, 1=OL, 2=EH, BC=GOOD}
        mad (8|M16)              r16.0<1>:f    r2.0<2;1>:f       r2.0<2;1>:f       r117.0<1>:f       // $58 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (8|M24)              r17.0<1>:f    r3.0<2;1>:f       r3.0<2;1>:f       r118.0<1>:f       // $58 {0=OL, 1=OL, 2=EH, BC=GOOD}
        else (32|M0)                         _0_040            _0_040                                // $19
// B002: [inDivergent],  Preds:{B000},  Succs:{B003, B004}
_0_038:
        and (16|M0)              r2.0<1>:d     r125.0<8;8,1>:d   2147483647:d                        // $61
        and (16|M16)             r24.0<1>:d    r123.0<8;8,1>:d   2147483647:d                        // $62
(W)     mov (1|M0)               r127.1<1>:f   0x33A22168:f                                          // $65
(W)     mov (1|M0)               r127.0<1>:f   0x3FC90FDA:f                                          // $66
(W)     mov (1|M0)               r102.4<1>:f   0x3F000000:f                                          // $67
        cmp (16|M0)   (lt)f1.0   null<1>:f     (abs)r2.0<8;8,1>:f  0x40000000:f                      // $63
        cmp (16|M16)  (lt)f1.0   null<1>:f     (abs)r24.0<8;8,1>:f  0x40000000:f                     // $64
(~f1.0) if (32|M0)                           _0_041            _0_043                                // $68
// B003: [inDivergent],  Preds:{B002},  Succs:{B005}
_0_042:
        and (16|M0)              r6.0<1>:d     r125.0<8;8,1>:d   8388607:d                           // $72
        and (16|M16)             r4.0<1>:d     r123.0<8;8,1>:d   8388607:d                           // $73
        shr (16|M0)              r18.0<1>:d    r2.0<8;8,1>:ud    23:w                                // $70
        shr (16|M16)             r38.0<1>:d    r24.0<8;8,1>:ud   23:w                                // $71
        or (16|M0)               r14.0<1>:d    r6.0<8;8,1>:d     8388608:d                           // $74
        or (16|M16)              r40.0<1>:d    r4.0<8;8,1>:d     8388608:d                           // $75
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    -120:w                              // $184
(W)     mov (1|M0)               r102.10<1>:w  -32:w                                                 // $202
(W)     mul (8|M0)               acc0.0<1>:d   r14.0<8;8,1>:d    0x63AB:uw                           // $76
        cmp (16|M0)   (gt)f0.0   null<1>:d     r18.0<8;8,1>:ud   0x1F:uw                             // $186
        mach (8|M0)              null<1>:d     r14.0<8;8,1>:d    -28220501:d               {AccWrEn} // $77
        mov (8|M0)               r6.0<1>:d     acc0.0<8;8,1>:d                                       // $77
(W)     mul (8|M0)               acc0.0<1>:d   r15.0<8;8,1>:d    0x63AB:uw                           // $76
        mach (8|M8)              null<1>:d     r15.0<8;8,1>:d    -28220501:d               {AccWrEn} // $77
        mov (8|M8)               r7.0<1>:d     acc0.0<8;8,1>:d                                       // $77
(W)     mul (8|M0)               acc0.0<1>:d   r40.0<8;8,1>:d    0x63AB:uw                           // $77
        mach (8|M16)             null<1>:d     r40.0<8;8,1>:d    -28220501:d               {AccWrEn} // $78
        mov (8|M16)              r28.0<1>:d    acc0.0<8;8,1>:d                                       // $78
(W)     mul (8|M0)               acc0.0<1>:d   r41.0<8;8,1>:d    0x63AB:uw                           // $77
        mach (8|M24)             null<1>:d     r41.0<8;8,1>:d    -28220501:d               {AccWrEn} // $78
        mov (8|M24)              r29.0<1>:d    acc0.0<8;8,1>:d                                       // $78
(W)     mul (8|M0)               acc0.0<1>:ud  r14.0<8;8,1>:ud   0x63AB:uw                           // $78
        mach (8|M0)              r20.0<1>:d    r14.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   0x63AB:uw                           // $78
        mach (8|M8)              r21.0<1>:d    r15.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn} // $83
(W)     mul (8|M0)               acc0.0<1>:ud  r40.0<8;8,1>:ud   0x63AB:uw                           // $83
        mach (8|M16)             r10.0<1>:d    r40.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r41.0<8;8,1>:ud   0x63AB:uw                           // $83
        mach (8|M24)             r11.0<1>:d    r41.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn} // $88
(W)     mul (8|M0)               acc0.0<1>:d   r14.0<8;8,1>:d    0x9041:uw                           // $88
        mach (8|M0)              null<1>:d     r14.0<8;8,1>:d    1011060801:d               {AccWrEn} // $89
        mov (8|M0)               r12.0<1>:d    acc0.0<8;8,1>:d                                       // $89
(W)     mul (8|M0)               acc0.0<1>:d   r15.0<8;8,1>:d    0x9041:uw                           // $88
        mach (8|M8)              null<1>:d     r15.0<8;8,1>:d    1011060801:d               {AccWrEn} // $89
        mov (8|M8)               r13.0<1>:d    acc0.0<8;8,1>:d                                       // $89
(W)     mul (8|M0)               acc0.0<1>:d   r40.0<8;8,1>:d    0x9041:uw                           // $89
        mach (8|M16)             null<1>:d     r40.0<8;8,1>:d    1011060801:d               {AccWrEn} // $90
        mov (8|M16)              r8.0<1>:d     acc0.0<8;8,1>:d                                       // $90
(W)     mul (8|M0)               acc0.0<1>:d   r41.0<8;8,1>:d    0x9041:uw                           // $89
        mach (8|M24)             null<1>:d     r41.0<8;8,1>:d    1011060801:d               {AccWrEn} // $90
        mov (8|M24)              r9.0<1>:d     acc0.0<8;8,1>:d                                       // $90
        addc (8|M0)              r4.0<1>:ud    r12.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn,Compacted} // $90
        mov (8|M0)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $90
        addc (8|M8)              r5.0<1>:ud    r13.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn,Compacted} // $90
        mov (8|M8)               r23.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $90
        addc (8|M16)             r26.0<1>:ud   r8.0<8;8,1>:ud    r10.0<8;8,1>:ud  {AccWrEn}          // $91
        mov (8|M16)              r12.0<1>:ud   acc0.0<8;8,1>:ud                                      // $91
        addc (8|M24)             r27.0<1>:ud   r9.0<8;8,1>:ud    r11.0<8;8,1>:ud  {AccWrEn}          // $91
        mov (8|M24)              r13.0<1>:ud   acc0.0<8;8,1>:ud                                      // $91
(W)     mul (8|M0)               acc0.0<1>:ud  r14.0<8;8,1>:ud   0x9041:uw                           // $92
        mach (8|M0)              r10.0<1>:d    r14.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   0x9041:uw                           // $92
        mach (8|M8)              r11.0<1>:d    r15.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn} // $97
(W)     mul (8|M0)               acc0.0<1>:ud  r40.0<8;8,1>:ud   0x9041:uw                           // $97
        add (16|M0)              r22.0<1>:d    r10.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $102
        mach (8|M16)             r8.0<1>:d     r40.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r41.0<8;8,1>:ud   0x9041:uw                           // $97
        mach (8|M24)             r9.0<1>:d     r41.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn} // $102
(W)     mul (8|M0)               acc0.0<1>:d   r14.0<8;8,1>:d    0x9599:uw                           // $104
        add (16|M16)             r20.0<1>:d    r8.0<8;8,1>:d     r12.0<8;8,1>:d                      // $103
        mach (8|M0)              null<1>:d     r14.0<8;8,1>:d    -614296167:d               {AccWrEn} // $105
        mov (8|M0)               r12.0<1>:d    acc0.0<8;8,1>:d                                       // $105
(W)     mul (8|M0)               acc0.0<1>:d   r15.0<8;8,1>:d    0x9599:uw                           // $104
        mach (8|M8)              null<1>:d     r15.0<8;8,1>:d    -614296167:d               {AccWrEn} // $105
        mov (8|M8)               r13.0<1>:d    acc0.0<8;8,1>:d                                       // $105
(W)     mul (8|M0)               acc0.0<1>:d   r40.0<8;8,1>:d    0x9599:uw                           // $105
        mach (8|M16)             null<1>:d     r40.0<8;8,1>:d    -614296167:d               {AccWrEn} // $106
        mov (8|M16)              r8.0<1>:d     acc0.0<8;8,1>:d                                       // $106
(W)     mul (8|M0)               acc0.0<1>:d   r41.0<8;8,1>:d    0x9599:uw                           // $105
        mach (8|M24)             null<1>:d     r41.0<8;8,1>:d    -614296167:d               {AccWrEn} // $106
        mov (8|M24)              r9.0<1>:d     acc0.0<8;8,1>:d                                       // $106
        addc (8|M0)              r10.0<1>:ud   r22.0<8;8,1>:ud   r12.0<8;8,1>:ud  {AccWrEn,Compacted} // $106
        mov (8|M0)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $106
        addc (8|M8)              r11.0<1>:ud   r23.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn,Compacted} // $106
        mov (8|M8)               r33.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $106
        addc (8|M16)             r30.0<1>:ud   r20.0<8;8,1>:ud   r8.0<8;8,1>:ud   {AccWrEn}          // $107
        mov (8|M16)              r12.0<1>:ud   acc0.0<8;8,1>:ud                                      // $107
        addc (8|M24)             r31.0<1>:ud   r21.0<8;8,1>:ud   r9.0<8;8,1>:ud   {AccWrEn}          // $107
        mov (8|M24)              r13.0<1>:ud   acc0.0<8;8,1>:ud                                      // $107
(W)     mul (8|M0)               acc0.0<1>:ud  r14.0<8;8,1>:ud   0x9599:uw                           // $108
        mach (8|M0)              r20.0<1>:d    r14.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   0x9599:uw                           // $108
        mach (8|M8)              r21.0<1>:d    r15.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn} // $113
(W)     mul (8|M0)               acc0.0<1>:ud  r40.0<8;8,1>:ud   0x9599:uw                           // $113
        add (16|M0)              r32.0<1>:d    r20.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $118
        mach (8|M16)             r8.0<1>:d     r40.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r41.0<8;8,1>:ud   0x9599:uw                           // $113
        mach (8|M24)             r9.0<1>:d     r41.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn} // $118
(W)     mul (8|M0)               acc0.0<1>:d   r14.0<8;8,1>:d    0xDDC0:uw                           // $120
        add (16|M16)             r22.0<1>:d    r8.0<8;8,1>:d     r12.0<8;8,1>:d                      // $119
        mach (8|M0)              null<1>:d     r14.0<8;8,1>:d    -181084736:d               {AccWrEn} // $121
        mov (8|M0)               r20.0<1>:d    acc0.0<8;8,1>:d                                       // $121
(W)     mul (8|M0)               acc0.0<1>:d   r15.0<8;8,1>:d    0xDDC0:uw                           // $120
        mach (8|M8)              null<1>:d     r15.0<8;8,1>:d    -181084736:d               {AccWrEn} // $121
        mov (8|M8)               r21.0<1>:d    acc0.0<8;8,1>:d                                       // $121
(W)     mul (8|M0)               acc0.0<1>:d   r40.0<8;8,1>:d    0xDDC0:uw                           // $121
        mach (8|M16)             null<1>:d     r40.0<8;8,1>:d    -181084736:d               {AccWrEn} // $122
        mov (8|M16)              r12.0<1>:d    acc0.0<8;8,1>:d                                       // $122
(W)     mul (8|M0)               acc0.0<1>:d   r41.0<8;8,1>:d    0xDDC0:uw                           // $121
        mach (8|M24)             null<1>:d     r41.0<8;8,1>:d    -181084736:d               {AccWrEn} // $122
        mov (8|M24)              r13.0<1>:d    acc0.0<8;8,1>:d                                       // $122
        addc (8|M0)              r8.0<1>:ud    r32.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn,Compacted} // $122
        mov (8|M0)               r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $122
        addc (8|M8)              r9.0<1>:ud    r33.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn,Compacted} // $122
        mov (8|M8)               r35.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $122
        addc (8|M16)             r32.0<1>:ud   r22.0<8;8,1>:ud   r12.0<8;8,1>:ud  {AccWrEn}          // $123
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                                      // $123
        addc (8|M24)             r33.0<1>:ud   r23.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn}          // $123
        mov (8|M24)              r21.0<1>:ud   acc0.0<8;8,1>:ud                                      // $123
(W)     mul (8|M0)               acc0.0<1>:ud  r14.0<8;8,1>:ud   0xDDC0:uw                           // $124
        mach (8|M0)              r22.0<1>:d    r14.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   0xDDC0:uw                           // $124
        mach (8|M8)              r23.0<1>:d    r15.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn} // $129
(W)     mul (8|M0)               acc0.0<1>:ud  r40.0<8;8,1>:ud   0xDDC0:uw                           // $129
        add (16|M0)              r42.0<1>:d    r22.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $134
        mach (8|M16)             r12.0<1>:d    r40.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r41.0<8;8,1>:ud   0xDDC0:uw                           // $129
        mach (8|M24)             r13.0<1>:d    r41.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn} // $134
(W)     mul (8|M0)               acc0.0<1>:d   r14.0<8;8,1>:d    0x57D1:uw                           // $136
        add (16|M16)             r36.0<1>:d    r12.0<8;8,1>:d    r20.0<8;8,1>:d                      // $135
        mach (8|M0)              null<1>:d     r14.0<8;8,1>:d    -64530479:d               {AccWrEn} // $137
        mov (8|M0)               r34.0<1>:d    acc0.0<8;8,1>:d                                       // $137
(W)     mul (8|M0)               acc0.0<1>:d   r15.0<8;8,1>:d    0x57D1:uw                           // $136
        mach (8|M8)              null<1>:d     r15.0<8;8,1>:d    -64530479:d               {AccWrEn} // $137
        mov (8|M8)               r35.0<1>:d    acc0.0<8;8,1>:d                                       // $137
(W)     mul (8|M0)               acc0.0<1>:d   r40.0<8;8,1>:d    0x57D1:uw                           // $137
        mach (8|M16)             null<1>:d     r40.0<8;8,1>:d    -64530479:d               {AccWrEn} // $138
        mov (8|M16)              r20.0<1>:d    acc0.0<8;8,1>:d                                       // $138
(W)     mul (8|M0)               acc0.0<1>:d   r41.0<8;8,1>:d    0x57D1:uw                           // $137
        mach (8|M24)             null<1>:d     r41.0<8;8,1>:d    -64530479:d               {AccWrEn} // $138
        mov (8|M24)              r21.0<1>:d    acc0.0<8;8,1>:d                                       // $138
        addc (8|M0)              r22.0<1>:ud   r42.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn,Compacted} // $138
        mov (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $138
        addc (8|M8)              r23.0<1>:ud   r43.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn,Compacted} // $138
        mov (8|M8)               r13.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $138
        addc (8|M16)             r34.0<1>:ud   r36.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn}          // $139
        mov (8|M16)              r42.0<1>:ud   acc0.0<8;8,1>:ud                                      // $139
        addc (8|M24)             r35.0<1>:ud   r37.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn}          // $139
        mov (8|M24)              r43.0<1>:ud   acc0.0<8;8,1>:ud                                      // $139
(W)     mul (8|M0)               acc0.0<1>:ud  r14.0<8;8,1>:ud   0x57D1:uw                           // $140
        mach (8|M0)              r36.0<1>:d    r14.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   0x57D1:uw                           // $140
        mach (8|M8)              r37.0<1>:d    r15.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn} // $145
(W)     mul (8|M0)               acc0.0<1>:ud  r40.0<8;8,1>:ud   0x57D1:uw                           // $145
        add (16|M0)              r12.0<1>:d    r36.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}        // $150
        mach (8|M16)             r20.0<1>:d    r40.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r41.0<8;8,1>:ud   0x57D1:uw                           // $145
        mach (8|M24)             r21.0<1>:d    r41.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn} // $150
(W)     mul (8|M0)               acc0.0<1>:d   r14.0<8;8,1>:d    0x1529:uw                           // $152
        add (16|M16)             r46.0<1>:d    r20.0<8;8,1>:d    r42.0<8;8,1>:d                      // $151
        mach (8|M0)              null<1>:d     r14.0<8;8,1>:d    1313084713:d               {AccWrEn} // $153
        mov (8|M0)               r42.0<1>:d    acc0.0<8;8,1>:d                                       // $153
(W)     mul (8|M0)               acc0.0<1>:d   r15.0<8;8,1>:d    0x1529:uw                           // $152
        mach (8|M8)              null<1>:d     r15.0<8;8,1>:d    1313084713:d               {AccWrEn} // $153
        mov (8|M8)               r43.0<1>:d    acc0.0<8;8,1>:d                                       // $153
(W)     mul (8|M0)               acc0.0<1>:d   r40.0<8;8,1>:d    0x1529:uw                           // $153
        mach (8|M16)             null<1>:d     r40.0<8;8,1>:d    1313084713:d               {AccWrEn} // $154
        mov (8|M16)              r44.0<1>:d    acc0.0<8;8,1>:d                                       // $154
(W)     mul (8|M0)               acc0.0<1>:d   r41.0<8;8,1>:d    0x1529:uw                           // $153
        mach (8|M24)             null<1>:d     r41.0<8;8,1>:d    1313084713:d               {AccWrEn} // $154
        mov (8|M24)              r45.0<1>:d    acc0.0<8;8,1>:d                                       // $154
        addc (8|M0)              r20.0<1>:ud   r12.0<8;8,1>:ud   r42.0<8;8,1>:ud  {AccWrEn,Compacted} // $154
        mov (8|M0)               r36.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $154
        addc (8|M8)              r21.0<1>:ud   r13.0<8;8,1>:ud   r43.0<8;8,1>:ud  {AccWrEn,Compacted} // $154
        mov (8|M8)               r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $154
        addc (8|M16)             r42.0<1>:ud   r46.0<8;8,1>:ud   r44.0<8;8,1>:ud  {AccWrEn}          // $155
        mov (8|M16)              r48.0<1>:ud   acc0.0<8;8,1>:ud                                      // $155
        addc (8|M24)             r43.0<1>:ud   r47.0<8;8,1>:ud   r45.0<8;8,1>:ud  {AccWrEn}          // $155
        mov (8|M24)              r49.0<1>:ud   acc0.0<8;8,1>:ud                                      // $155
(W)     mul (8|M0)               acc0.0<1>:ud  r14.0<8;8,1>:ud   0x1529:uw                           // $156
        mach (8|M0)              r44.0<1>:d    r14.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   0x1529:uw                           // $156
        mach (8|M8)              r45.0<1>:d    r15.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn} // $161
(W)     mul (8|M0)               acc0.0<1>:ud  r40.0<8;8,1>:ud   0x1529:uw                           // $161
        add (16|M0)              r46.0<1>:d    r44.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $166
        mach (8|M16)             r12.0<1>:d    r40.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r41.0<8;8,1>:ud   0x1529:uw                           // $161
        mach (8|M24)             r13.0<1>:d    r41.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn} // $166
(W)     mul (8|M0)               acc0.0<1>:d   r14.0<8;8,1>:d    0x836E:uw                           // $168
        add (16|M16)             r50.0<1>:d    r12.0<8;8,1>:d    r48.0<8;8,1>:d                      // $167
        mach (8|M0)              null<1>:d     r14.0<8;8,1>:d    -1560706194:d               {AccWrEn} // $169
        mov (8|M0)               r44.0<1>:d    acc0.0<8;8,1>:d                                       // $169
(W)     mul (8|M0)               acc0.0<1>:d   r15.0<8;8,1>:d    0x836E:uw                           // $168
        mach (8|M8)              null<1>:d     r15.0<8;8,1>:d    -1560706194:d               {AccWrEn} // $169
        mov (8|M8)               r45.0<1>:d    acc0.0<8;8,1>:d                                       // $169
(W)     mul (8|M0)               acc0.0<1>:d   r40.0<8;8,1>:d    0x836E:uw                           // $169
        mach (8|M16)             null<1>:d     r40.0<8;8,1>:d    -1560706194:d               {AccWrEn} // $170
        mov (8|M16)              r48.0<1>:d    acc0.0<8;8,1>:d                                       // $170
(W)     mul (8|M0)               acc0.0<1>:d   r41.0<8;8,1>:d    0x836E:uw                           // $169
        mach (8|M24)             null<1>:d     r41.0<8;8,1>:d    -1560706194:d               {AccWrEn} // $170
        mov (8|M24)              r49.0<1>:d    acc0.0<8;8,1>:d                                       // $170
        addc (8|M0)              r12.0<1>:ud   r46.0<8;8,1>:ud   r44.0<8;8,1>:ud  {AccWrEn,Compacted} // $170
        mov (8|M0)               r36.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $170
        addc (8|M8)              r13.0<1>:ud   r47.0<8;8,1>:ud   r45.0<8;8,1>:ud  {AccWrEn,Compacted} // $170
        mov (8|M8)               r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $170
        addc (8|M16)             r46.0<1>:ud   r50.0<8;8,1>:ud   r48.0<8;8,1>:ud  {AccWrEn}          // $171
        mov (8|M16)              r52.0<1>:ud   acc0.0<8;8,1>:ud                                      // $171
        addc (8|M24)             r47.0<1>:ud   r51.0<8;8,1>:ud   r49.0<8;8,1>:ud  {AccWrEn}          // $171
        mov (8|M24)              r53.0<1>:ud   acc0.0<8;8,1>:ud                                      // $171
(W)     mul (8|M0)               acc0.0<1>:ud  r14.0<8;8,1>:ud   0x836E:uw                           // $172
        mach (8|M0)              r44.0<1>:d    r14.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   0x836E:uw                           // $172
        mach (8|M8)              r45.0<1>:d    r15.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn} // $177
(W)     mul (8|M0)               acc0.0<1>:ud  r40.0<8;8,1>:ud   0x836E:uw                           // $177
        add (16|M0)              r14.0<1>:d    r44.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $182
        mach (8|M16)             r48.0<1>:d    r40.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r41.0<8;8,1>:ud   0x836E:uw                           // $177
(f0.0)  sel (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $188
(f0.0)  sel (16|M0)              r12.0<1>:d    r20.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}        // $190
        mach (8|M24)             r49.0<1>:d    r41.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn} // $182
(f0.0)  sel (16|M0)              r20.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $192
        add (16|M16)             r40.0<1>:d    r38.0<8;8,1>:d    -120:w                              // $185
(f0.0)  sel (16|M0)              r22.0<1>:d    r8.0<8;8,1>:d     r22.0<8;8,1>:d   {Compacted}        // $194
(f0.0)  sel (16|M0)              r8.0<1>:d     r10.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $196
(f0.0)  sel (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}        // $198
        add (16|M16)             r36.0<1>:d    r48.0<8;8,1>:d    r52.0<8;8,1>:d                      // $183
        cmp (16|M16)  (gt)f0.0   null<1>:d     r40.0<8;8,1>:ud   0x1F:uw                             // $187
(f0.0)  sel (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}        // $200
(f0.0)  sel (16|M0)              r6.0<1>:d     r102.10<0;1,0>:w  0:w                                 // $202
(f0.0)  sel (16|M16)             r38.0<1>:d    r46.0<8;8,1>:d    r36.0<8;8,1>:d                      // $189
(f0.0)  sel (16|M16)             r36.0<1>:d    r42.0<8;8,1>:d    r46.0<8;8,1>:d                      // $191
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r18.0<8;8,1>:d   {Compacted}        // $204
(f0.0)  sel (16|M16)             r42.0<1>:d    r34.0<8;8,1>:d    r42.0<8;8,1>:d                      // $193
(f0.0)  sel (16|M16)             r34.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d                      // $195
(f0.0)  sel (16|M16)             r32.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $197
        cmp (16|M0)   (gt)f1.0   null<1>:d     r6.0<8;8,1>:ud    0x1F:uw                             // $206
(f0.0)  sel (16|M16)             r30.0<1>:d    r26.0<8;8,1>:d    r30.0<8;8,1>:d                      // $199
(f0.0)  sel (16|M16)             r26.0<1>:d    r28.0<8;8,1>:d    r26.0<8;8,1>:d                      // $201
(f0.0)  sel (16|M16)             r28.0<1>:d    r102.10<0;1,0>:w  0:w                                 // $203
(f1.0)  sel (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    r14.0<8;8,1>:d                      // $208
(f1.0)  sel (16|M0)              r18.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d                      // $212
(f1.0)  sel (16|M0)              r12.0<1>:d    r20.0<8;8,1>:d    r12.0<8;8,1>:d                      // $210
(f1.0)  sel (16|M0)              r20.0<1>:d    r8.0<8;8,1>:d     r22.0<8;8,1>:d                      // $214
        add (16|M16)             r40.0<1>:d    r28.0<8;8,1>:d    r40.0<8;8,1>:d                      // $205
(f1.0)  sel (16|M0)              r22.0<1>:d    r102.10<0;1,0>:w  0:w                                 // $220
(f1.0)  sel (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r10.0<8;8,1>:d                      // $218
(f1.0)  sel (16|M0)              r8.0<1>:d     r10.0<8;8,1>:d    r8.0<8;8,1>:d                       // $216
        cmp (16|M16)  (gt)f1.0   null<1>:d     r40.0<8;8,1>:ud   0x1F:uw                             // $207
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $222
(f1.0)  sel (16|M16)             r28.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d                      // $209
(f1.0)  sel (16|M16)             r10.0<1>:d    r102.10<0;1,0>:w  0:w                                 // $221
        cmp (16|M0)   (gt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x1F:uw                             // $224
(f1.0)  sel (16|M16)             r38.0<1>:d    r42.0<8;8,1>:d    r36.0<8;8,1>:d                      // $211
(f1.0)  sel (16|M16)             r36.0<1>:d    r34.0<8;8,1>:d    r42.0<8;8,1>:d                      // $213
(f1.0)  sel (16|M16)             r42.0<1>:d    r26.0<8;8,1>:d    r30.0<8;8,1>:d                      // $219
(f0.0)  sel (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $226
        add (16|M16)             r26.0<1>:d    r10.0<8;8,1>:d    r40.0<8;8,1>:d                      // $223
(f0.0)  sel (16|M0)              r12.0<1>:d    r18.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}        // $228
(f0.0)  sel (16|M0)              r10.0<1>:d    r20.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $230
(f0.0)  sel (16|M0)              r6.0<1>:d     r8.0<8;8,1>:d     r20.0<8;8,1>:d   {Compacted}        // $232
(f0.0)  sel (16|M0)              r18.0<1>:d    r4.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}        // $234
(f0.0)  sel (16|M0)              r8.0<1>:d     r102.10<0;1,0>:w  0:w                                 // $236
        cmp (16|M16)  (gt)f0.0   null<1>:d     r26.0<8;8,1>:ud   0x1F:uw                             // $225
(f1.0)  sel (16|M16)             r34.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d                      // $215
(f1.0)  sel (16|M16)             r32.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $217
        add (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     r22.0<8;8,1>:d   {Compacted}        // $238
(f0.0)  sel (16|M16)             r4.0<1>:d     r102.10<0;1,0>:w  0:w                                 // $237
(f0.0)  sel (16|M16)             r40.0<1>:d    r38.0<8;8,1>:d    r28.0<8;8,1>:d                      // $227
(f0.0)  sel (16|M16)             r30.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d                      // $233
        cmp (16|M0)   (gt)f1.0   null<1>:d     r8.0<8;8,1>:ud    0x1F:uw                             // $240
        add (16|M16)             r28.0<1>:d    r4.0<8;8,1>:d     r26.0<8;8,1>:d                      // $239
(f0.0)  sel (16|M16)             r38.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d                      // $229
(f0.0)  sel (16|M16)             r32.0<1>:d    r42.0<8;8,1>:d    r32.0<8;8,1>:d                      // $235
(f1.0)  sel (16|M0)              r4.0<1>:d     r12.0<8;8,1>:d    r14.0<8;8,1>:d                      // $242
(f0.0)  sel (16|M16)             r36.0<1>:d    r34.0<8;8,1>:d    r36.0<8;8,1>:d                      // $231
        cmp (16|M16)  (gt)f1.0   null<1>:d     r28.0<8;8,1>:ud   0x1F:uw                             // $241
(f1.0)  sel (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r12.0<8;8,1>:d                      // $244
(f1.0)  sel (16|M0)              r10.0<1>:d    r6.0<8;8,1>:d     r10.0<8;8,1>:d                      // $246
(f1.0)  sel (16|M0)              r6.0<1>:d     r18.0<8;8,1>:d    r6.0<8;8,1>:d                       // $248
(f1.0)  sel (16|M16)             r20.0<1>:d    r30.0<8;8,1>:d    r36.0<8;8,1>:d                      // $247
(f1.0)  sel (16|M16)             r14.0<1>:d    r32.0<8;8,1>:d    r30.0<8;8,1>:d                      // $249
(f1.0)  sel (16|M0)              r18.0<1>:d    r102.10<0;1,0>:w  0:w                                 // $250
(f1.0)  sel (16|M16)             r30.0<1>:d    r102.10<0;1,0>:w  0:w                                 // $251
(f1.0)  sel (16|M16)             r26.0<1>:d    r38.0<8;8,1>:d    r40.0<8;8,1>:d                      // $243
(f1.0)  sel (16|M16)             r22.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d                      // $245
        add (16|M0)   (eq)f0.0   r18.0<1>:d    r18.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $252
        add (16|M16)  (eq)f0.0   r8.0<1>:d     r30.0<8;8,1>:d    r28.0<8;8,1>:d                      // $253
        mov (16|M0)              r28.0<1>:d    -r18.0<8;8,1>:d                  {Compacted}          // $254
        mov (16|M16)             r34.0<1>:d    -r8.0<8;8,1>:d                                        // $255
        and (16|M16)             r32.0<1>:d    r8.0<8;8,1>:d     31:w                                // $257
        and (16|M0)              r30.0<1>:d    r18.0<8;8,1>:d    31:w                                // $256
        and (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    31:w                                // $260
        and (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    31:w                                // $261
        shl (16|M16)             r38.0<1>:d    r26.0<8;8,1>:d    r32.0<8;8,1>:d                      // $259
        shl (16|M0)              r18.0<1>:d    r4.0<8;8,1>:d     r30.0<8;8,1>:d   {Compacted}        // $258
        shr (16|M0)              r8.0<1>:d     r12.0<8;8,1>:ud   r28.0<8;8,1>:d                      // $262
        shr (16|M16)             r36.0<1>:d    r22.0<8;8,1>:ud   r34.0<8;8,1>:d                      // $263
        shl (16|M0)              r42.0<1>:d    r12.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $266
        shl (16|M0)              r30.0<1>:d    r10.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $272
        or (16|M0)               r8.0<1>:d     r18.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $264
        or (16|M16)              r40.0<1>:d    r38.0<8;8,1>:d    r36.0<8;8,1>:d                      // $265
        shl (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d    r32.0<8;8,1>:d                      // $267
        shr (16|M16)             r36.0<1>:d    r20.0<8;8,1>:ud   r34.0<8;8,1>:d                      // $269
        shr (16|M0)              r18.0<1>:d    r10.0<8;8,1>:ud   r28.0<8;8,1>:d                      // $268
        shl (16|M16)             r32.0<1>:d    r20.0<8;8,1>:d    r32.0<8;8,1>:d                      // $273
(f0.0)  sel (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}        // $280
        or (16|M16)              r36.0<1>:d    r38.0<8;8,1>:d    r36.0<8;8,1>:d                      // $271
        shr (16|M0)              r38.0<1>:d    r6.0<8;8,1>:ud    r28.0<8;8,1>:d                      // $274
        or (16|M0)               r18.0<1>:d    r42.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $270
        shr (16|M16)             r28.0<1>:d    r14.0<8;8,1>:ud   r34.0<8;8,1>:d                      // $275
(f0.0)  sel (16|M16)             r8.0<1>:d     r26.0<8;8,1>:d    r40.0<8;8,1>:d                      // $281
        or (16|M0)               r30.0<1>:d    r30.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $276
(f0.0)  sel (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $282
        or (16|M16)              r32.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d                      // $277
(f0.0)  sel (16|M16)             r28.0<1>:d    r22.0<8;8,1>:d    r36.0<8;8,1>:d                      // $283
(f0.0)  sel (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $284
        shl (16|M0)              r34.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $288
        shr (16|M0)              r22.0<1>:d    r18.0<8;8,1>:ud   30:w                                // $290
(f0.0)  sel (16|M16)             r30.0<1>:d    r20.0<8;8,1>:d    r32.0<8;8,1>:d                      // $285
        shr (16|M16)             r26.0<1>:d    r28.0<8;8,1>:ud   30:w                                // $291
        shl (16|M16)             r32.0<1>:d    r8.0<8;8,1>:d     2:w                                 // $289
        or (16|M0)               r22.0<1>:d    r34.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $292
        shl (16|M0)              r34.0<1>:d    r18.0<8;8,1>:d    2:w                                 // $294
        shr (16|M0)              r18.0<1>:d    r12.0<8;8,1>:ud   30:w                                // $296
        or (16|M16)              r26.0<1>:d    r32.0<8;8,1>:d    r26.0<8;8,1>:d                      // $293
        shl (16|M16)             r32.0<1>:d    r28.0<8;8,1>:d    2:w                                 // $295
        shr (16|M16)             r28.0<1>:d    r30.0<8;8,1>:ud   30:w                                // $297
        or (16|M0)               r18.0<1>:d    r34.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $298
        shr (16|M0)              r10.0<1>:d    r4.0<8;8,1>:ud    29:w                                // $286
        shr (16|M16)             r20.0<1>:d    r8.0<8;8,1>:ud    29:w                                // $287
        or (16|M16)              r34.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d                      // $299
        shl (16|M0)              r32.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $300
        shr (16|M0)              r28.0<1>:d    r6.0<8;8,1>:ud    30:w                                // $302
        shl (16|M16)             r12.0<1>:d    r30.0<8;8,1>:d    2:w                                 // $301
        shr (16|M16)             r6.0<1>:d     r14.0<8;8,1>:ud   30:w                                // $303
        shr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:ud    30:w                                // $402
        or (16|M0)               r14.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $304
        shr (16|M16)             r8.0<1>:d     r8.0<8;8,1>:ud    30:w                                // $403
        or (16|M16)              r32.0<1>:d    r12.0<8;8,1>:d    r6.0<8;8,1>:d                       // $305
        and (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    1:w                                 // $306
        and (16|M16)             r12.0<1>:d    r20.0<8;8,1>:d    1:w                                 // $307
        shl (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    31:w                                // $311
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    31:w                                // $310
        mov (16|M0)              r30.0<1>:d    -r6.0<8;8,1>:d                   {Compacted}          // $308
        mov (16|M16)             r28.0<1>:d    -r12.0<8;8,1>:d                                       // $309
        add (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}        // $404
        add (16|M16)             r6.0<1>:d     r12.0<8;8,1>:d    r8.0<8;8,1>:d                       // $405
        xor (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $312
        xor (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r28.0<8;8,1>:d                      // $313
        xor (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $314
        xor (16|M16)             r42.0<1>:d    r34.0<8;8,1>:d    r28.0<8;8,1>:d                      // $315
        xor (16|M16)             r46.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d                      // $317
        xor (16|M0)              r30.0<1>:d    r14.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $316
        lzd (16|M16)             r28.0<1>:ud   r26.0<8;8,1>:ud                                       // $319
        lzd (16|M0)              r14.0<1>:ud   r22.0<8;8,1>:ud                  {Compacted}          // $318
        add (16|M16)             r38.0<1>:d    r28.0<8;8,1>:d    1:w                                 // $321
        add (16|M0)              r34.0<1>:d    r14.0<8;8,1>:d    1:w                                 // $320
        add (16|M0)              r32.0<1>:d    -r14.0<8;8,1>:d   31:w                                // $322
(W)     mul (8|M0)               acc0.0<1>:d   r14.0<8;8,1>:d    0x0:uw                              // $340
        and (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    31:w                                // $325
        and (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    31:w                                // $324
        and (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    31:w                                // $328
        mach (8|M0)              null<1>:d     r14.0<8;8,1>:d    -8388608:d               {AccWrEn}  // $341
        shl (16|M16)             r44.0<1>:d    r26.0<8;8,1>:d    r38.0<8;8,1>:d                      // $327
        shl (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $326
        shr (16|M0)              r26.0<1>:d    r18.0<8;8,1>:ud   r32.0<8;8,1>:d                      // $330
        shl (16|M0)              r34.0<1>:d    r18.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $334
        mov (8|M0)               r18.0<1>:d    acc0.0<8;8,1>:d                                       // $341
(W)     mul (8|M0)               acc0.0<1>:d   r15.0<8;8,1>:d    0x0:uw                              // $340
        shr (16|M0)              r32.0<1>:d    r30.0<8;8,1>:ud   r32.0<8;8,1>:d                      // $336
        add (16|M16)             r36.0<1>:d    -r28.0<8;8,1>:d   31:w                                // $323
        or (16|M0)               r26.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $332
        mach (8|M8)              null<1>:d     r15.0<8;8,1>:d    -8388608:d               {AccWrEn}  // $341
        or (16|M0)               r22.0<1>:d    r34.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $338
        and (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    31:w                                // $329
        shl (16|M16)             r38.0<1>:d    r42.0<8;8,1>:d    r38.0<8;8,1>:d                      // $335
        mov (8|M8)               r19.0<1>:d    acc0.0<8;8,1>:d                                       // $341
(W)     mul (8|M0)               acc0.0<1>:d   r28.0<8;8,1>:d    0x0:uw                              // $341
        shr (16|M0)              r34.0<1>:d    r26.0<8;8,1>:ud   9:w                                 // $346
        shr (16|M16)             r40.0<1>:d    r42.0<8;8,1>:ud   r36.0<8;8,1>:d                      // $331
        shr (16|M16)             r36.0<1>:d    r46.0<8;8,1>:ud   r36.0<8;8,1>:d                      // $337
        mach (8|M16)             null<1>:d     r28.0<8;8,1>:d    -8388608:d               {AccWrEn}  // $342
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    1056964608:d                        // $342
        or (16|M16)              r40.0<1>:d    r44.0<8;8,1>:d    r40.0<8;8,1>:d                      // $333
        or (16|M16)              r44.0<1>:d    r38.0<8;8,1>:d    r36.0<8;8,1>:d                      // $339
        mov (8|M16)              r30.0<1>:d    acc0.0<8;8,1>:d                                       // $342
(W)     mul (8|M0)               acc0.0<1>:d   r29.0<8;8,1>:d    0x0:uw                              // $341
        shl (16|M0)              r36.0<1>:d    r26.0<8;8,1>:d    23:w                                // $350
        shr (16|M16)             r32.0<1>:d    r40.0<8;8,1>:ud   9:w                                 // $347
        or (16|M0)               r18.0<1>:d    r18.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $344
        mach (8|M24)             null<1>:d     r29.0<8;8,1>:d    -8388608:d               {AccWrEn}  // $342
        shr (16|M16)             r26.0<1>:d    r44.0<8;8,1>:ud   9:w                                 // $353
        add (16|M0)              r14.0<1>:d    -r14.0<8;8,1>:d   488:w                               // $374
        or (16|M0)               r18.0<1>:d    r18.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $348
        mov (8|M24)              r31.0<1>:d    acc0.0<8;8,1>:d                                       // $342
        shl (16|M16)             r34.0<1>:d    r40.0<8;8,1>:d    23:w                                // $351
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    1056964608:d                        // $343
        or (16|M16)              r42.0<1>:d    r34.0<8;8,1>:d    r26.0<8;8,1>:d                      // $355
        or (16|M16)              r30.0<1>:d    r30.0<8;8,1>:d    r20.0<8;8,1>:d                      // $345
        lzd (16|M16)             r34.0<1>:ud   r42.0<8;8,1>:ud                                       // $357
        or (16|M16)              r30.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $349
        shr (16|M0)              r32.0<1>:d    r22.0<8;8,1>:ud   9:w                                 // $352
        not (16|M16)             r46.0<1>:d    r34.0<8;8,1>:d                                        // $359
        add (16|M16)             r38.0<1>:d    r34.0<8;8,1>:d    1:w                                 // $361
        add (16|M16)             r34.0<1>:d    -r34.0<8;8,1>:d   31:w                                // $363
        or (16|M0)               r32.0<1>:d    r36.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $354
        and (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    31:w                                // $365
        and (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    31:w                                // $369
        lzd (16|M0)              r36.0<1>:ud   r32.0<8;8,1>:ud                  {Compacted}          // $356
        shl (16|M16)             r38.0<1>:d    r42.0<8;8,1>:d    r38.0<8;8,1>:d                      // $367
        shr (16|M16)             r34.0<1>:d    r44.0<8;8,1>:ud   r34.0<8;8,1>:d                      // $371
        not (16|M0)              r26.0<1>:d    r36.0<8;8,1>:d                   {Compacted}          // $358
        add (16|M0)              r40.0<1>:d    r36.0<8;8,1>:d    1:w                                 // $360
        add (16|M0)              r36.0<1>:d    -r36.0<8;8,1>:d   31:w                                // $362
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $376
        and (16|M0)              r40.0<1>:d    r40.0<8;8,1>:d    31:w                                // $364
        and (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    31:w                                // $368
        mul (16|M0)              r26.0<1>:f    r18.0<8;8,1>:f    0x3FC90FDA:f                        // $388
        shl (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    23:w                                // $378
        shl (16|M0)              r40.0<1>:d    r32.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}        // $366
        shr (16|M0)              r36.0<1>:d    r22.0<8;8,1>:ud   r36.0<8;8,1>:d                      // $370
        add (16|M16)             r22.0<1>:d    -r28.0<8;8,1>:d   488:w                               // $375
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    1065353216:d                        // $380
        or (16|M16)              r32.0<1>:d    r38.0<8;8,1>:d    r34.0<8;8,1>:d                      // $373
        or (16|M0)               r36.0<1>:d    r40.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $372
        add (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    r46.0<8;8,1>:d                      // $377
        or (16|M0)               r14.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $382
        shr (16|M16)             r10.0<1>:d    r32.0<8;8,1>:ud   9:w                                 // $385
        shl (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    23:w                                // $379
        add (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    1065353216:d                        // $381
        or (16|M16)              r22.0<1>:d    r22.0<8;8,1>:d    r20.0<8;8,1>:d                      // $383
        shr (16|M0)              r20.0<1>:d    r36.0<8;8,1>:ud   9:w                                 // $384
        or (16|M16)              r22.0<1>:d    r22.0<8;8,1>:d    r10.0<8;8,1>:d                      // $387
        or (16|M0)               r14.0<1>:d    r14.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $386
        mul (16|M16)             r20.0<1>:f    r30.0<8;8,1>:f    0x3FC90FDA:f                        // $389
        mad (8|M0)               r10.0<1>:f    -r26.0<2;1>:f     r127.0<0;0>:f     r18.0<1>:f       {Compacted} // $390 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r11.0<1>:f    -r27.0<2;1>:f     r127.0<0;0>:f     r19.0<1>:f        // $390 {0=OL, 1=OH, 2=OL, BC=OK}
        mad (8|M16)              r28.0<1>:f    -r20.0<2;1>:f     r127.0<0;0>:f     r30.0<1>:f        // $391 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r29.0<1>:f    -r21.0<2;1>:f     r127.0<0;0>:f     r31.0<1>:f        // $391 {0=OL, 1=OH, 2=OL, BC=OK}
        mad (8|M0)               r32.0<1>:f    r10.0<2;1>:f      r127.1<0;0>:f     r18.0<1>:f       {Compacted} // $392 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r33.0<1>:f    r11.0<2;1>:f      r127.1<0;0>:f     r19.0<1>:f        // $392 {0=OL, 1=OH, 2=OL, BC=OK}
        mad (8|M16)              r10.0<1>:f    r28.0<2;1>:f      r127.1<0;0>:f     r30.0<1>:f        // $393 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r11.0<1>:f    r29.0<2;1>:f      r127.1<0;0>:f     r31.0<1>:f        // $393 {0=OL, 1=OH, 2=OL, BC=OK}
        mad (8|M0)               r18.0<1>:f    r32.0<2;1>:f      r127.0<0;0>:f     r14.0<1>:f       {Compacted} // $394 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r19.0<1>:f    r33.0<2;1>:f      r127.0<0;0>:f     r15.0<1>:f        // $394 {0=OL, 1=OH, 2=OL, BC=OK}
        mad (8|M16)              r28.0<1>:f    r10.0<2;1>:f      r127.0<0;0>:f     r22.0<1>:f        // $395 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r29.0<1>:f    r11.0<2;1>:f      r127.0<0;0>:f     r23.0<1>:f        // $395 {0=OL, 1=OH, 2=OL, BC=OK}
        add (16|M0)              r10.0<1>:f    r26.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $396
        add (16|M16)             r14.0<1>:f    r20.0<8;8,1>:f    r28.0<8;8,1>:f                      // $397
        add (16|M0)              r22.0<1>:f    r10.0<8;8,1>:f    -r26.0<8;8,1>:f  {Compacted}        // $398
        add (16|M16)             r20.0<1>:f    r14.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $399
        add (16|M0)              r121.0<1>:f   r18.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted}        // $400
        add (16|M16)             r119.0<1>:f   r28.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $401
        else (32|M0)                         _0_043            _0_043                                // $68
// B004: [inDivergent],  Preds:{B002},  Succs:{B005}
_0_041:
(W)     mov (1|M0)               r127.2<1>:f   0x3F22F983:f                                          // $408
(W)     mov (1|M0)               r102.5<1>:f   0x27C234C4:f                                          // $443
        mad (8|M0)               r4.0<1>:f     r102.4<0;0>:f     r127.2<0;0>:f     r2.0<1>:f        {Compacted} // $409 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r5.0<1>:f     r102.4<0;0>:f     r127.2<0;0>:f     r3.0<1>:f         // $409 {0=EH, 1=OH, 2=OL, BC=OK}
        mad (8|M16)              r8.0<1>:f     r102.4<0;0>:f     r127.2<0;0>:f     r24.0<1>:f        // $410 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r9.0<1>:f     r102.4<0;0>:f     r127.2<0;0>:f     r25.0<1>:f        // $410 {0=EH, 1=OH, 2=OL, BC=OK}
        rndz (16|M0)             r117.0<1>:f   r4.0<8;8,1>:f                    {Compacted}          // $411
        rndz (16|M16)            r115.0<1>:f   r8.0<8;8,1>:f                                         // $412
        mul (16|M0)              r18.0<1>:f    r117.0<8;8,1>:f   0x3FC90FDA:f                        // $413
        mul (16|M16)             r20.0<1>:f    r115.0<8;8,1>:f   0x3FC90FDA:f                        // $414
        mov (16|M16)             r6.0<1>:d     r115.0<8;8,1>:f                                       // $457
        add (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f     -r18.0<8;8,1>:f  {Compacted}        // $417
        add (16|M16)             r8.0<1>:f     r24.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $418
        mad (8|M0)               r26.0<1>:f    -r18.0<2;1>:f     r127.0<0;0>:f     r117.0<1>:f      {Compacted} // $415 {0=EL, 1=OH, 2=OH, BC=BAD}
        mad (8|M8)               r27.0<1>:f    -r19.0<2;1>:f     r127.0<0;0>:f     r118.0<1>:f       // $415 {0=OL, 1=OH, 2=EH, BC=GOOD}
        mad (8|M16)              r22.0<1>:f    -r20.0<2;1>:f     r127.0<0;0>:f     r115.0<1>:f       // $416 {0=EL, 1=OH, 2=OH, BC=BAD}
        add (16|M0)              r10.0<1>:f    r2.0<8;8,1>:f     -r4.0<8;8,1>:f   {Compacted}        // $419
        add (16|M16)             r12.0<1>:f    r24.0<8;8,1>:f    -r8.0<8;8,1>:f                      // $420
        mad (8|M24)              r23.0<1>:f    -r21.0<2;1>:f     r127.0<0;0>:f     r116.0<1>:f       // $416 {0=OL, 1=OH, 2=EH, BC=GOOD}
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted}        // $421
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $422
        mul (16|M0)              r18.0<1>:f    r117.0<8;8,1>:f   0x33A22168:f                        // $427
        mul (16|M16)             r20.0<1>:f    r115.0<8;8,1>:f   0x33A22168:f                        // $428
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    -r26.0<8;8,1>:f  {Compacted}        // $423
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    -r22.0<8;8,1>:f                     // $424
        mad (8|M0)               r26.0<1>:f    -r18.0<2;1>:f     r127.1<0;0>:f     r117.0<1>:f      {Compacted} // $429 {0=EL, 1=OH, 2=OH, BC=BAD}
        mad (8|M8)               r27.0<1>:f    -r19.0<2;1>:f     r127.1<0;0>:f     r118.0<1>:f       // $429 {0=OL, 1=OH, 2=EH, BC=GOOD}
        mad (8|M16)              r22.0<1>:f    -r20.0<2;1>:f     r127.1<0;0>:f     r115.0<1>:f       // $430 {0=EL, 1=OH, 2=OH, BC=BAD}
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted}        // $425
        add (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     r12.0<8;8,1>:f                      // $426
        mad (8|M24)              r23.0<1>:f    -r21.0<2;1>:f     r127.1<0;0>:f     r116.0<1>:f       // $430 {0=OL, 1=OH, 2=EH, BC=GOOD}
        add (16|M0)              r10.0<1>:f    r4.0<8;8,1>:f     -r18.0<8;8,1>:f  {Compacted}        // $431
        add (16|M16)             r12.0<1>:f    r8.0<8;8,1>:f     -r20.0<8;8,1>:f                     // $432
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -r10.0<8;8,1>:f  {Compacted}        // $433
        add (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     -r12.0<8;8,1>:f                     // $434
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -r18.0<8;8,1>:f  {Compacted}        // $435
        add (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     -r20.0<8;8,1>:f                     // $436
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -r26.0<8;8,1>:f  {Compacted}        // $437
        add (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     -r22.0<8;8,1>:f                     // $438
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $439
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    r8.0<8;8,1>:f                       // $440
        mul (16|M0)              r4.0<1>:f     r117.0<8;8,1>:f   0x27C234C4:f                        // $441
        mul (16|M16)             r8.0<1>:f     r115.0<8;8,1>:f   0x27C234C4:f                        // $442
        add (16|M0)              r18.0<1>:f    r10.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted}        // $446
        add (16|M16)             r20.0<1>:f    r12.0<8;8,1>:f    -r8.0<8;8,1>:f                      // $447
        mad (8|M0)               r26.0<1>:f    -r4.0<2;1>:f      r102.5<0;0>:f     r117.0<1>:f      {Compacted} // $444 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (8|M8)               r27.0<1>:f    -r5.0<2;1>:f      r102.5<0;0>:f     r118.0<1>:f       // $444 {0=OL, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r22.0<1>:f    -r8.0<2;1>:f      r102.5<0;0>:f     r115.0<1>:f       // $445 {0=EL, 1=EH, 2=OH, BC=GOOD}
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted}        // $448
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $449
        mad (8|M24)              r23.0<1>:f    -r9.0<2;1>:f      r102.5<0;0>:f     r116.0<1>:f       // $445 {0=OL, 1=EH, 2=EH, BC=BAD}
        mov (16|M0)              r121.0<1>:f   -r26.0<8;8,1>:f                  {Compacted}          // $454
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted}        // $450
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    -r8.0<8;8,1>:f                      // $451
        mov (16|M0)              r4.0<1>:d     r117.0<8;8,1>:f                  {Compacted}          // $456
        mov (16|M16)             r119.0<1>:f   -r22.0<8;8,1>:f                                       // $455
        add (16|M0)              r10.0<1>:f    r18.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $452
        add (16|M16)             r14.0<1>:f    r20.0<8;8,1>:f    r12.0<8;8,1>:f                      // $453
// B005: [inDivergent],  Preds:{B004, B003},  Succs:{B006, B007}
_0_043:
        endif (32|M0)                        L8424                                                   // $68
L8424:
        and (16|M0)   (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     1:w                                 // $461
        and (16|M16)  (eq)f0.0   null<1>:d     r6.0<8;8,1>:d     1:w                                 // $463
        mul (16|M0)              r117.0<1>:f   r10.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $459
        mul (16|M16)             r115.0<1>:f   r14.0<8;8,1>:f    r14.0<8;8,1>:f                      // $460
(~f0.0) if (32|M0)                           _0_044            _0_046                                // $465
// B006: [inDivergent],  Preds:{B005},  Succs:{B008}
_0_045:
(W)     mov (1|M0)               r102.6<1>:f   0xAD47D74E:f                                          // $467
(W)     mov (1|M0)               r102.5<1>:f   0x310F74F6:f                                          // $468
        and (16|M0)              r22.0<1>:d    r10.0<8;8,1>:d    2147483647:d                        // $485
        mul (16|M0)              r10.0<1>:f    r121.0<8;8,1>:f   -r10.0<8;8,1>:f  {Compacted}        // $503
        mad (8|M0)               r12.0<1>:f    r102.5<0;0>:f     r102.6<0;0>:f     r117.0<1>:f      {Compacted} // $469 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (8|M8)               r13.0<1>:f    r102.5<0;0>:f     r102.6<0;0>:f     r118.0<1>:f       // $469 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r8.0<1>:f     r102.5<0;0>:f     r102.6<0;0>:f     r115.0<1>:f       // $470 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (8|M24)              r9.0<1>:f     r102.5<0;0>:f     r102.6<0;0>:f     r116.0<1>:f       // $470 {0=EH, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r102.5<1>:f   0xB492923A:f                                          // $471
        add (16|M0)              r30.0<1>:d    r22.0<8;8,1>:d    -16777216:d                         // $487
        cmp (16|M0)   (gt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x3F480000:ud                       // $495
        mad (8|M0)               r18.0<1>:f    r102.5<0;0>:f     r12.0<2;1>:f      r117.0<1>:f      {Compacted} // $472 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r19.0<1>:f    r102.5<0;0>:f     r13.0<2;1>:f      r118.0<1>:f       // $472 {0=EH, 1=OL, 2=EH, BC=GOOD}
        mad (8|M16)              r20.0<1>:f    r102.5<0;0>:f     r8.0<2;1>:f       r115.0<1>:f       // $473 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M24)              r21.0<1>:f    r102.5<0;0>:f     r9.0<2;1>:f       r116.0<1>:f       // $473 {0=EH, 1=OL, 2=EH, BC=GOOD}
(W)     mov (1|M0)               r102.5<1>:f   0x37D00AE2:f                                          // $474
        mad (8|M0)               r8.0<1>:f     r102.5<0;0>:f     r18.0<2;1>:f      r117.0<1>:f      {Compacted} // $475 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r9.0<1>:f     r102.5<0;0>:f     r19.0<2;1>:f      r118.0<1>:f       // $475 {0=EH, 1=OL, 2=EH, BC=GOOD}
        mad (8|M16)              r12.0<1>:f    r102.5<0;0>:f     r20.0<2;1>:f      r115.0<1>:f       // $476 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M24)              r13.0<1>:f    r102.5<0;0>:f     r21.0<2;1>:f      r116.0<1>:f       // $476 {0=EH, 1=OL, 2=EH, BC=GOOD}
(W)     mov (1|M0)               r102.5<1>:f   0xBAB60B60:f                                          // $477
        mad (8|M0)               r18.0<1>:f    r102.5<0;0>:f     r8.0<2;1>:f       r117.0<1>:f      {Compacted} // $478 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r19.0<1>:f    r102.5<0;0>:f     r9.0<2;1>:f       r118.0<1>:f       // $478 {0=EH, 1=OL, 2=EH, BC=GOOD}
        mad (8|M16)              r8.0<1>:f     r102.5<0;0>:f     r12.0<2;1>:f      r115.0<1>:f       // $479 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M24)              r9.0<1>:f     r102.5<0;0>:f     r13.0<2;1>:f      r116.0<1>:f       // $479 {0=EH, 1=OL, 2=EH, BC=GOOD}
(W)     mov (1|M0)               r102.5<1>:f   0x3D2AAAAB:f                                          // $480
        mad (8|M0)               r20.0<1>:f    r102.5<0;0>:f     r18.0<2;1>:f      r117.0<1>:f      {Compacted} // $481 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r21.0<1>:f    r102.5<0;0>:f     r19.0<2;1>:f      r118.0<1>:f       // $481 {0=EH, 1=OL, 2=EH, BC=GOOD}
        mad (8|M16)              r12.0<1>:f    r102.5<0;0>:f     r8.0<2;1>:f       r115.0<1>:f       // $482 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M24)              r13.0<1>:f    r102.5<0;0>:f     r9.0<2;1>:f       r116.0<1>:f       // $482 {0=EH, 1=OL, 2=EH, BC=GOOD}
        add (16|M0)              r18.0<1>:d    r22.0<8;8,1>:d    -1050253722:d                       // $489
        mul (16|M0)              r8.0<1>:f     r117.0<8;8,1>:f   r20.0<8;8,1>:f   {Compacted}        // $483
        and (16|M16)             r20.0<1>:d    r14.0<8;8,1>:d    2147483647:d                        // $486
        mul (16|M16)             r28.0<1>:f    r115.0<8;8,1>:f   r12.0<8;8,1>:f                      // $484
        cmp (16|M0)   (lt)f1.0   null<1>:d     r18.0<8;8,1>:ud   0xAE6667:ud                         // $491
        add (16|M16)             r12.0<1>:d    r20.0<8;8,1>:d    -1050253722:d                       // $490
        add (16|M16)             r26.0<1>:d    r20.0<8;8,1>:d    -16777216:d                         // $488
        cmp (16|M16)  (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x3F480000:ud                       // $496
(f1.0)  sel (16|M0)              r18.0<1>:f    r30.0<8;8,1>:f    0x0:f                               // $493
        cmp (16|M16)  (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   0xAE6667:ud                         // $492
(f0.0)  mov (16|M0)              r18.0<1>:f    0x3E900000:f                                          // $497
        mad (8|M0)               r30.0<1>:f    r10.0<2;1>:f      r8.0<2;1>:f       r117.0<1>:f      {Compacted} // $505 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r31.0<1>:f    r11.0<2;1>:f      r9.0<2;1>:f       r118.0<1>:f       // $505 {0=OL, 1=OL, 2=EH, BC=GOOD}
(f1.0)  sel (16|M16)             r12.0<1>:f    r26.0<8;8,1>:f    0x0:f                               // $494
        mul (16|M16)             r26.0<1>:f    r119.0<8;8,1>:f   -r14.0<8;8,1>:f                     // $504
(f0.0)  mov (16|M16)             r12.0<1>:f    0x3E900000:f                                          // $498
        mad (8|M0)               r22.0<1>:f    -r18.0<2;1>:f     r102.4<0;0>:f     r117.0<1>:f      {Compacted} // $499 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (8|M8)               r23.0<1>:f    -r19.0<2;1>:f     r102.4<0;0>:f     r118.0<1>:f       // $499 {0=OL, 1=EH, 2=EH, BC=BAD}
        add (16|M0)              r18.0<1>:f    -r18.0<8;8,1>:f   0x3F800000:f                        // $501
        mad (8|M16)              r8.0<1>:f     r26.0<2;1>:f      r28.0<2;1>:f      r115.0<1>:f       // $506 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (8|M24)              r9.0<1>:f     r27.0<2;1>:f      r29.0<2;1>:f      r116.0<1>:f       // $506 {0=OL, 1=OL, 2=EH, BC=GOOD}
        mad (8|M16)              r20.0<1>:f    -r12.0<2;1>:f     r102.4<0;0>:f     r115.0<1>:f       // $500 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (8|M24)              r21.0<1>:f    -r13.0<2;1>:f     r102.4<0;0>:f     r116.0<1>:f       // $500 {0=OL, 1=EH, 2=EH, BC=BAD}
        add (16|M16)             r12.0<1>:f    -r12.0<8;8,1>:f   0x3F800000:f                        // $502
        add (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    -r30.0<8;8,1>:f  {Compacted}        // $507
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    -r8.0<8;8,1>:f                      // $508
        add (16|M0)              r8.0<1>:f     r18.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted}        // $509
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $510
        else (32|M0)                         _0_046            _0_046                                // $465
// B007: [inDivergent],  Preds:{B005},  Succs:{B008}
_0_044:
(W)     mov (1|M0)               r102.6<1>:f   0x2F2EC9D3:f                                          // $515
        mul (16|M0)              r8.0<1>:f     r10.0<8;8,1>:f    r117.0<8;8,1>:f  {Compacted}        // $513
(W)     mov (1|M0)               r102.5<1>:f   0xB2D72F34:f                                          // $516
        mul (16|M16)             r28.0<1>:f    r14.0<8;8,1>:f    r115.0<8;8,1>:f                     // $514
(W)     mov (1|M0)               r127.0<1>:f   0x3E2AAAAB:f                                          // $534
        mad (8|M0)               r18.0<1>:f    r102.5<0;0>:f     r102.6<0;0>:f     r117.0<1>:f      {Compacted} // $517 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (8|M8)               r19.0<1>:f    r102.5<0;0>:f     r102.6<0;0>:f     r118.0<1>:f       // $517 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r20.0<1>:f    r102.5<0;0>:f     r102.6<0;0>:f     r115.0<1>:f       // $518 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (8|M24)              r21.0<1>:f    r102.5<0;0>:f     r102.6<0;0>:f     r116.0<1>:f       // $518 {0=EH, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r102.5<1>:f   0x3636DF25:f                                          // $519
        mad (8|M0)               r22.0<1>:f    r102.5<0;0>:f     r18.0<2;1>:f      r117.0<1>:f      {Compacted} // $520 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r23.0<1>:f    r102.5<0;0>:f     r19.0<2;1>:f      r118.0<1>:f       // $520 {0=EH, 1=OL, 2=EH, BC=GOOD}
        mad (8|M16)              r26.0<1>:f    r102.5<0;0>:f     r20.0<2;1>:f      r115.0<1>:f       // $521 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M24)              r27.0<1>:f    r102.5<0;0>:f     r21.0<2;1>:f      r116.0<1>:f       // $521 {0=EH, 1=OL, 2=EH, BC=GOOD}
(W)     mov (1|M0)               r102.5<1>:f   0xB95009D4:f                                          // $522
        mad (8|M0)               r20.0<1>:f    r102.5<0;0>:f     r22.0<2;1>:f      r117.0<1>:f      {Compacted} // $523 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r21.0<1>:f    r102.5<0;0>:f     r23.0<2;1>:f      r118.0<1>:f       // $523 {0=EH, 1=OL, 2=EH, BC=GOOD}
        mad (8|M16)              r22.0<1>:f    r102.5<0;0>:f     r26.0<2;1>:f      r115.0<1>:f       // $524 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M24)              r23.0<1>:f    r102.5<0;0>:f     r27.0<2;1>:f      r116.0<1>:f       // $524 {0=EH, 1=OL, 2=EH, BC=GOOD}
(W)     mov (1|M0)               r102.5<1>:f   0x3C088887:f                                          // $525
        mad (8|M0)               r18.0<1>:f    r102.5<0;0>:f     r20.0<2;1>:f      r117.0<1>:f      {Compacted} // $526 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r19.0<1>:f    r102.5<0;0>:f     r21.0<2;1>:f      r118.0<1>:f       // $526 {0=EH, 1=OL, 2=EH, BC=GOOD}
        mad (8|M16)              r20.0<1>:f    r102.5<0;0>:f     r22.0<2;1>:f      r115.0<1>:f       // $527 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M24)              r21.0<1>:f    r102.5<0;0>:f     r23.0<2;1>:f      r116.0<1>:f       // $527 {0=EH, 1=OL, 2=EH, BC=GOOD}
        mul (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    -r8.0<8;8,1>:f   {Compacted}        // $528
        mul (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    -r28.0<8;8,1>:f                     // $529
        mad (8|M0)               r26.0<1>:f    r18.0<2;1>:f      r102.4<0;0>:f     r121.0<1>:f      {Compacted} // $530 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (8|M8)               r27.0<1>:f    r19.0<2;1>:f      r102.4<0;0>:f     r122.0<1>:f       // $530 {0=OL, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r22.0<1>:f    r20.0<2;1>:f      r102.4<0;0>:f     r119.0<1>:f       // $531 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (8|M24)              r23.0<1>:f    r21.0<2;1>:f      r102.4<0;0>:f     r120.0<1>:f       // $531 {0=OL, 1=EH, 2=EH, BC=BAD}
        mad (8|M0)               r18.0<1>:f    -r121.0<2;1>:f    r26.0<2;1>:f      r117.0<1>:f      {Compacted} // $532 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M8)               r19.0<1>:f    -r122.0<2;1>:f    r27.0<2;1>:f      r118.0<1>:f       // $532 {0=EH, 1=OL, 2=EH, BC=GOOD}
        mad (8|M16)              r20.0<1>:f    -r119.0<2;1>:f    r22.0<2;1>:f      r115.0<1>:f       // $533 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M24)              r21.0<1>:f    -r120.0<2;1>:f    r23.0<2;1>:f      r116.0<1>:f       // $533 {0=EH, 1=OL, 2=EH, BC=GOOD}
        mad (8|M0)               r26.0<1>:f    r18.0<2;1>:f      r127.0<0;0>:f     r8.0<1>:f        {Compacted} // $535 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r27.0<1>:f    r19.0<2;1>:f      r127.0<0;0>:f     r9.0<1>:f         // $535 {0=OL, 1=OH, 2=OL, BC=OK}
        mad (8|M16)              r22.0<1>:f    r20.0<2;1>:f      r127.0<0;0>:f     r28.0<1>:f        // $536 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r23.0<1>:f    r21.0<2;1>:f      r127.0<0;0>:f     r29.0<1>:f        // $536 {0=OL, 1=OH, 2=OL, BC=OK}
        add (16|M0)              r8.0<1>:f     r10.0<8;8,1>:f    -r26.0<8;8,1>:f  {Compacted}        // $537
        add (16|M16)             r12.0<1>:f    r14.0<8;8,1>:f    -r22.0<8;8,1>:f                     // $538
// B008: [inDivergent],  Preds:{B007, B006},  Succs:{B009}
_0_046:
        endif (32|M0)                        L9928                                                   // $465
L9928:
        shl (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     30:w                                // $540
        shl (16|M16)             r4.0<1>:d     r6.0<8;8,1>:d     30:w                                // $541
        cmp (16|M0)   (gt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0x7F7FFFFF:ud                       // $548
        cmp (16|M16)  (gt)f1.0   null<1>:d     r24.0<8;8,1>:ud   0x7F7FFFFF:ud                       // $549
        xor (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r125.0<8;8,1>:d  {Compacted}        // $542
        xor (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r123.0<8;8,1>:d                     // $543
        and (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    -2147483648:d                       // $544
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     -2147483648:d                       // $545
        xor (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $546
        xor (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r12.0<8;8,1>:d                      // $547
(~f1.0) sel (16|M0)              r6.0<1>:f     r10.0<8;8,1>:f    0x7FC00000:f                        // $550
(~f1.0) sel (16|M16)             r2.0<1>:f     r4.0<8;8,1>:f     0x7FC00000:f                        // $551
        csel (8|M0)   (eq)f0.0   r18.0<1>:f    r125.0<2;1>:f     r6.0<2;1>:f       r125.0<1>:f       // $554 {0=OH, 1=EL, 2=OH, BC=GOOD}
        csel (8|M8)   (eq)f0.0   r19.0<1>:f    r126.0<2;1>:f     r7.0<2;1>:f       r126.0<1>:f       // $554 {0=EH, 1=OL, 2=EH, BC=GOOD}
        csel (8|M16)  (eq)f0.0   r16.0<1>:f    r123.0<2;1>:f     r2.0<2;1>:f       r123.0<1>:f       // $555 {0=OH, 1=EL, 2=OH, BC=GOOD}
        csel (8|M24)  (eq)f0.0   r17.0<1>:f    r124.0<2;1>:f     r3.0<2;1>:f       r124.0<1>:f       // $555 {0=EH, 1=OL, 2=EH, BC=GOOD}
// B009: Preds:{B001, B008},  Succs:{B010, B011}
_0_040:
        endif (32|M0)                        L10184                                                  // $19
L10184:
        mul (16|M0)              r8.0<1>:f     r125.0<8;8,1>:f   0x3DCCCCCD:f                        // $557
        mul (16|M16)             r6.0<1>:f     r123.0<8;8,1>:f   0x3DCCCCCD:f                        // $558
(W)     mov (1|M0)               r127.0<1>:f   0xBF317200:f                                          // $563
        add (16|M0)              r50.0<1>:f    (abs)r125.0<8;8,1>:f  0x3F800000:f                    // $585
        mul (16|M0)              r4.0<1>:f     r8.0<8;8,1>:f     0x3FB8AA3B:f                        // $559
        mul (16|M16)             r2.0<1>:f     r6.0<8;8,1>:f     0x3FB8AA3B:f                        // $560
        cmp (16|M16)  (lt)f0.0   null<1>:f     r6.0<8;8,1>:f     0xC2D20000:f                        // $578
        cmp (16|M16)  (gt)f1.0   null<1>:f     r6.0<8;8,1>:f     0x42D20000:f                        // $582
        rndz (16|M0)             r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}          // $561
        rndz (16|M16)            r2.0<1>:f     r2.0<8;8,1>:f                                         // $562
        cmp (16|M0)   (lt)f0.0   null<1>:f     r8.0<8;8,1>:f     0xC2D20000:f                        // $577
        cmp (16|M0)   (gt)f1.0   null<1>:f     r8.0<8;8,1>:f     0x42D20000:f                        // $581
        mad (8|M0)               r10.0<1>:f    r8.0<2;1>:f       r127.0<0;0>:f     r4.0<1>:f        {Compacted} // $564 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r11.0<1>:f    r9.0<2;1>:f       r127.0<0;0>:f     r5.0<1>:f         // $564 {0=OL, 1=OH, 2=OL, BC=OK}
        mad (8|M16)              r14.0<1>:f    r6.0<2;1>:f       r127.0<0;0>:f     r2.0<1>:f         // $565 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r15.0<1>:f    r7.0<2;1>:f       r127.0<0;0>:f     r3.0<1>:f         // $565 {0=OL, 1=OH, 2=OL, BC=OK}
(W)     mov (1|M0)               r127.0<1>:f   0xB5BFBE8E:f                                          // $566
(W)     mov (1|M0)               r102.8<1>:uw  0x1:uw                                                // $592
        mad (8|M0)               r12.0<1>:f    r10.0<2;1>:f      r127.0<0;0>:f     r4.0<1>:f        {Compacted} // $567 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r13.0<1>:f    r11.0<2;1>:f      r127.0<0;0>:f     r5.0<1>:f         // $567 {0=OL, 1=OH, 2=OL, BC=OK}
        mad (8|M16)              r10.0<1>:f    r14.0<2;1>:f      r127.0<0;0>:f     r2.0<1>:f         // $568 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r11.0<1>:f    r15.0<2;1>:f      r127.0<0;0>:f     r3.0<1>:f         // $568 {0=OL, 1=OH, 2=OL, BC=OK}
        math.exp (16|M16)        r2.0<1>:f     r2.0<8;8,1>:f                                         // $572
        mul (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    0x3FB8AA3B:f                        // $569
        mul (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    0x3FB8AA3B:f                        // $570
        math.exp (16|M0)         r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}          // $571
        math.exp (16|M0)         r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $573
        math.exp (16|M16)        r10.0<1>:f    r10.0<8;8,1>:f                                        // $574
        mul (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted}        // $575
(f0.0)  mov (16|M0)              r4.0<1>:f     0x0:f                                                 // $579
        mul (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     r10.0<8;8,1>:f                      // $576
(f0.0)  mov (16|M16)             r2.0<1>:f     0x0:f                                                 // $580
(~f1.0) sel (16|M0)              r24.0<1>:f    r4.0<8;8,1>:f     0x7F800000:f                        // $583
        cmp (16|M0)   (lt)f1.0   null<1>:f     (abs)r50.0<8;8,1>:f  0x7F800000:f                     // $587
(~f1.0) sel (16|M16)             r38.0<1>:f    r2.0<8;8,1>:f     0x7F800000:f                        // $584
        add (16|M16)  (gt)f1.0   r76.0<1>:f    (abs)r123.0<8;8,1>:f  0x3F800000:f                    // $586
(f1.0)  cmp (16|M0)   (gt)f1.0   null<1>:f     r50.0<8;8,1>:f    0x0:f                               // $589
        cmp (16|M16)  (lt)f0.0   null<1>:f     (abs)r76.0<8;8,1>:f  0x7F800000:f                     // $588
(f1.0)  sel (16|M16)             r3.0<1>:uw    r102.8<0;1,0>:uw  0x0:uw                              // $592
(f0.0)  sel (16|M16)             r2.0<1>:uw    r102.8<0;1,0>:uw  0x0:uw                              // $592
        and (16|M16)  (ne)f1.0   null<1>:uw    r3.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $592
(~f1.0) if (32|M0)                           _0_047            _0_049                                // $593
// B010: [inDivergent],  Preds:{B009},  Succs:{B012}
_0_048:
        math.log (16|M0)         r22.0<1>:f    r50.0<8;8,1>:f                   {Compacted}          // $595
        math.log (16|M16)        r36.0<1>:f    r76.0<8;8,1>:f                                        // $596
        else (32|M0)                         _0_049            _0_049                                // $593
// B011: [inDivergent],  Preds:{B009},  Succs:{B012}
_0_047:
        cmp (16|M0)   (lt)f0.0   null<1>:f     r50.0<8;8,1>:f    0x800000:f                          // $601
        cmp (16|M16)  (lt)f0.0   null<1>:f     r76.0<8;8,1>:f    0x800000:f                          // $602
        mul (16|M0)              r4.0<1>:f     r50.0<8;8,1>:f    0x4B000000:f                        // $599
        mul (16|M16)             r2.0<1>:f     r76.0<8;8,1>:f    0x4B000000:f                        // $600
(~f0.0) mov (16|M0)              r4.0<1>:f     r50.0<8;8,1>:f                                        // $605
(~f0.0) mov (16|M16)             r2.0<1>:f     r76.0<8;8,1>:f                                        // $606
(W)     mov (1|M0)               r102.4<1>:f   0xC1B80000:f                                          // $603
(W)     mov (1|M0)               r102.5<1>:f   0xBE0402C8:f                                          // $621
(W)     mov (1|M0)               r127.0<1>:f   0x35BFBE8E:f                                          // $650
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     -1059760811:d                       // $607
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     -1059760811:d                       // $608
(f0.0)  sel (16|M0)              r14.0<1>:f    r102.4<0;1,0>:f   0x0:f               {Compacted}     // $603
(f0.0)  sel (16|M16)             r10.0<1>:f    r102.4<0;1,0>:f   0x0:f                               // $604
        and (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     8388607:d                           // $609
        and (16|M16)             r6.0<1>:d     r2.0<8;8,1>:d     8388607:d                           // $610
        asr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     23:w                                // $613
        asr (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     23:w                                // $614
        add (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     1059760811:d                        // $611
        add (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     1059760811:d                        // $612
(W)     mov (1|M0)               r102.4<1>:f   0x3E0F335D:f                                          // $622
        mov (16|M0)              r12.0<1>:f    r4.0<8;8,1>:d                    {Compacted}          // $615
        add (16|M0)              r121.0<1>:f   r8.0<8;8,1>:f     0xBF800000:f                        // $619
        add (16|M16)             r119.0<1>:f   r6.0<8;8,1>:f     0xBF800000:f                        // $620
        mov (16|M16)             r4.0<1>:f     r2.0<8;8,1>:d                                         // $616
        add (16|M0)              r2.0<1>:f     r14.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}        // $617
        mad (8|M0)               r8.0<1>:f     r102.4<0;0>:f     r102.5<0;0>:f     r121.0<1>:f      {Compacted} // $623 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (8|M8)               r9.0<1>:f     r102.4<0;0>:f     r102.5<0;0>:f     r122.0<1>:f       // $623 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r6.0<1>:f     r102.4<0;0>:f     r102.5<0;0>:f     r119.0<1>:f       // $624 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (8|M24)              r7.0<1>:f     r102.4<0;0>:f     r102.5<0;0>:f     r120.0<1>:f       // $624 {0=EH, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r102.4<1>:f   0xBDF9889E:f                                          // $625
        add (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f    r4.0<8;8,1>:f                       // $618
        mad (8|M0)               r12.0<1>:f    r102.4<0;0>:f     r121.0<2;1>:f     r8.0<1>:f        {Compacted} // $626 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r13.0<1>:f    r102.4<0;0>:f     r122.0<2;1>:f     r9.0<1>:f         // $626 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mad (8|M16)              r10.0<1>:f    r102.4<0;0>:f     r119.0<2;1>:f     r6.0<1>:f         // $627 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r11.0<1>:f    r102.4<0;0>:f     r120.0<2;1>:f     r7.0<1>:f         // $627 {0=EH, 1=EH, 2=OL, BC=GOOD}
(W)     mov (1|M0)               r102.4<1>:f   0x3E0F6B8C:f                                          // $628
        mad (8|M0)               r6.0<1>:f     r102.4<0;0>:f     r121.0<2;1>:f     r12.0<1>:f       {Compacted} // $629 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r7.0<1>:f     r102.4<0;0>:f     r122.0<2;1>:f     r13.0<1>:f        // $629 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mad (8|M16)              r8.0<1>:f     r102.4<0;0>:f     r119.0<2;1>:f     r10.0<1>:f        // $630 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r9.0<1>:f     r102.4<0;0>:f     r120.0<2;1>:f     r11.0<1>:f        // $630 {0=EH, 1=EH, 2=OL, BC=GOOD}
(W)     mov (1|M0)               r102.4<1>:f   0xBE2ACEE6:f                                          // $631
        mad (8|M0)               r10.0<1>:f    r102.4<0;0>:f     r121.0<2;1>:f     r6.0<1>:f        {Compacted} // $632 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r11.0<1>:f    r102.4<0;0>:f     r122.0<2;1>:f     r7.0<1>:f         // $632 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mad (8|M16)              r6.0<1>:f     r102.4<0;0>:f     r119.0<2;1>:f     r8.0<1>:f         // $633 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r7.0<1>:f     r102.4<0;0>:f     r120.0<2;1>:f     r9.0<1>:f         // $633 {0=EH, 1=EH, 2=OL, BC=GOOD}
(W)     mov (1|M0)               r102.4<1>:f   0x3E4CE814:f                                          // $634
        mad (8|M0)               r12.0<1>:f    r102.4<0;0>:f     r121.0<2;1>:f     r10.0<1>:f       {Compacted} // $635 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r13.0<1>:f    r102.4<0;0>:f     r122.0<2;1>:f     r11.0<1>:f        // $635 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mad (8|M16)              r8.0<1>:f     r102.4<0;0>:f     r119.0<2;1>:f     r6.0<1>:f         // $636 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r9.0<1>:f     r102.4<0;0>:f     r120.0<2;1>:f     r7.0<1>:f         // $636 {0=EH, 1=EH, 2=OL, BC=GOOD}
(W)     mov (1|M0)               r102.4<1>:f   0xBE7FFF78:f                                          // $637
        mad (8|M0)               r10.0<1>:f    r102.4<0;0>:f     r121.0<2;1>:f     r12.0<1>:f       {Compacted} // $638 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r11.0<1>:f    r102.4<0;0>:f     r122.0<2;1>:f     r13.0<1>:f        // $638 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mad (8|M16)              r6.0<1>:f     r102.4<0;0>:f     r119.0<2;1>:f     r8.0<1>:f         // $639 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r7.0<1>:f     r102.4<0;0>:f     r120.0<2;1>:f     r9.0<1>:f         // $639 {0=EH, 1=EH, 2=OL, BC=GOOD}
(W)     mov (1|M0)               r102.4<1>:f   0x3EAAAA83:f                                          // $640
        mad (8|M0)               r12.0<1>:f    r102.4<0;0>:f     r121.0<2;1>:f     r10.0<1>:f       {Compacted} // $641 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r13.0<1>:f    r102.4<0;0>:f     r122.0<2;1>:f     r11.0<1>:f        // $641 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mad (8|M16)              r10.0<1>:f    r102.4<0;0>:f     r119.0<2;1>:f     r6.0<1>:f         // $642 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r11.0<1>:f    r102.4<0;0>:f     r120.0<2;1>:f     r7.0<1>:f         // $642 {0=EH, 1=EH, 2=OL, BC=GOOD}
(W)     mov (1|M0)               r102.4<1>:f   0xBF000000:f                                          // $643
        mad (8|M0)               r8.0<1>:f     r102.4<0;0>:f     r121.0<2;1>:f     r12.0<1>:f       {Compacted} // $644 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r9.0<1>:f     r102.4<0;0>:f     r122.0<2;1>:f     r13.0<1>:f        // $644 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mad (8|M16)              r6.0<1>:f     r102.4<0;0>:f     r119.0<2;1>:f     r10.0<1>:f        // $645 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r7.0<1>:f     r102.4<0;0>:f     r120.0<2;1>:f     r11.0<1>:f        // $645 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mul (16|M0)              r8.0<1>:f     r121.0<8;8,1>:f   r8.0<8;8,1>:f    {Compacted}        // $646
        mul (16|M16)             r6.0<1>:f     r119.0<8;8,1>:f   r6.0<8;8,1>:f                       // $647
        mad (8|M0)               r12.0<1>:f    r121.0<2;1>:f     r121.0<2;1>:f     r8.0<1>:f        {Compacted} // $648 {0=OH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r13.0<1>:f    r122.0<2;1>:f     r122.0<2;1>:f     r9.0<1>:f         // $648 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mad (8|M16)              r8.0<1>:f     r119.0<2;1>:f     r119.0<2;1>:f     r6.0<1>:f         // $649 {0=OH, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r9.0<1>:f     r120.0<2;1>:f     r120.0<2;1>:f     r7.0<1>:f         // $649 {0=EH, 1=EH, 2=OL, BC=GOOD}
        mad (8|M0)               r10.0<1>:f    r12.0<2;1>:f      r127.0<0;0>:f     r2.0<1>:f        {Compacted} // $651 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r11.0<1>:f    r13.0<2;1>:f      r127.0<0;0>:f     r3.0<1>:f         // $651 {0=OL, 1=OH, 2=OL, BC=OK}
        mad (8|M16)              r6.0<1>:f     r8.0<2;1>:f       r127.0<0;0>:f     r4.0<1>:f         // $652 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r7.0<1>:f     r9.0<2;1>:f       r127.0<0;0>:f     r5.0<1>:f         // $652 {0=OL, 1=OH, 2=OL, BC=OK}
(W)     mov (1|M0)               r127.0<1>:f   0x3F317200:f                                          // $653
        mad (8|M0)               r22.0<1>:f    r10.0<2;1>:f      r127.0<0;0>:f     r2.0<1>:f        {Compacted} // $654 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M8)               r23.0<1>:f    r11.0<2;1>:f      r127.0<0;0>:f     r3.0<1>:f         // $654 {0=OL, 1=OH, 2=OL, BC=OK}
        mad (8|M16)              r36.0<1>:f    r6.0<2;1>:f       r127.0<0;0>:f     r4.0<1>:f         // $655 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (8|M24)              r37.0<1>:f    r7.0<2;1>:f       r127.0<0;0>:f     r5.0<1>:f         // $655 {0=OL, 1=OH, 2=OL, BC=OK}
// B012: Preds:{B011, B010},  Succs:{B013, B014}
_0_049:
        endif (32|M0)                        L12024                                                  // $593
L12024:
        add (16|M0)              r2.0<1>:f     (abs)r125.0<8;8,1>:f  0x3F000000:f                    // $661
        add (16|M16)             r74.0<1>:f    (abs)r123.0<8;8,1>:f  0x3F000000:f                    // $662
(W)     mov (1|M0)               r12.1<1>:uq   r102.1<0;1,0>:uq                                      // $687
        add (16|M0)              r22.0<1>:f    r24.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}        // $657
        and (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     8323072:d                           // $679
        and (16|M16)             r6.0<1>:d     r74.0<8;8,1>:d    8323072:d                           // $680
(W)     addc (1|M0)              r12.0<1>:ud   r12.2<0;1,0>:ud   0x14:ud              {AccWrEn,Compacted} // $691
        and (16|M16)             r28.0<1>:d    r74.0<8;8,1>:d    8388607:d                           // $670
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     65536:d                             // $681
        add (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     65536:d                             // $682
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $691
        add (16|M16)             r48.0<1>:d    r74.0<8;8,1>:d    1081999360:d                        // $666
        shr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:ud    17:w                                // $683
        shr (16|M16)             r6.0<1>:d     r6.0<8;8,1>:ud    17:w                                // $684
(W)     add (1|M0)               r102.2<1>:ud  r14.0<0;1,0>:ud   r12.3<0;1,0>:ud                     // $692
        cmp (16|M16)  (gt)f1.0   r48.0<1>:d    r48.0<8;8,1>:d    2147221504:d                        // $668
        mul (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     12:w                                // $685
        mul (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     12:w                                // $686
        add (16|M0)              r100.0<1>:f   r18.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}        // $659
        addc (8|M0)              r4.0<1>:ud    r8.0<8;8,1>:ud    r12.0<0;1,0>:ud  {AccWrEn,Compacted} // $693
        mov (8|M0)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $693
        addc (8|M8)              r5.0<1>:ud    r9.0<8;8,1>:ud    r12.0<0;1,0>:ud  {AccWrEn,Compacted} // $696
        mov (8|M8)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $696
        addc (8|M16)             r10.0<1>:ud   r6.0<8;8,1>:ud    r12.0<0;1,0>:ud  {AccWrEn}          // $699
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                                      // $699
        addc (8|M24)             r11.0<1>:ud   r7.0<8;8,1>:ud    r12.0<0;1,0>:ud  {AccWrEn}          // $702
        add (8|M16)              r6.1<2>:ud    r8.0<8;8,1>:ud    r102.2<0;1,0>:ud                    // $701
        mov (8|M24)              r12.0<1>:ud   acc0.0<8;8,1>:ud                                      // $702
        mov (8|M16)              r6.0<2>:d     r10.0<8;8,1>:d                                        // $707
        add (8|M24)              r8.1<2>:ud    r12.0<8;8,1>:ud   r102.2<0;1,0>:ud                    // $704
        mov (8|M24)              r8.0<2>:d     r11.0<8;8,1>:d                                        // $707
        send (16|M16)            r10:w    r6:d    0xC            0x086458FF           // wr:4+0, rd:6; hdc.dc1; a64 untyped surface read with xyz // $710
        add (8|M0)               r6.1<2>:ud    r26.0<8;8,1>:ud   r102.2<0;1,0>:ud                    // $695
        add (8|M8)               r8.1<2>:ud    r20.0<8;8,1>:ud   r102.2<0;1,0>:ud                    // $698
        mov (8|M0)               r6.0<2>:d     r4.0<8;8,1>:d                                         // $705
        mov (8|M8)               r8.0<2>:d     r5.0<8;8,1>:d                                         // $705
        and (16|M0)              r20.0<1>:d    r2.0<8;8,1>:d     8388607:d                           // $669
        or (16|M16)              r26.0<1>:d    r28.0<8;8,1>:d    1065353216:d                        // $672
(W)     mov (1|M0)               r102.4<1>:uw  0x1:uw                                                // $772
        send (16|M0)             r4:w     r6:d    0xC            0x086458FF           // wr:4+0, rd:6; hdc.dc1; a64 untyped surface read with xyz // $709
        or (16|M0)               r32.0<1>:d    r20.0<8;8,1>:d    1065353216:d                        // $671
        and (16|M16)             r30.0<1>:d    r26.0<8;8,1>:d    1073725440:d                        // $712
        and (16|M0)              r34.0<1>:d    r32.0<8;8,1>:d    1073725440:d                        // $711
        add (16|M16)             r40.0<1>:f    r26.0<8;8,1>:f    -r30.0<8;8,1>:f                     // $714
        mul (16|M16)             r42.0<1>:f    r14.0<8;8,1>:f    r30.0<8;8,1>:f                      // $716
        add (16|M0)              r30.0<1>:f    r32.0<8;8,1>:f    -r34.0<8;8,1>:f  {Compacted}        // $713
        mul (16|M16)             r44.0<1>:f    r40.0<8;8,1>:f    r14.0<8;8,1>:f                      // $722
        shr (16|M16)             r14.0<1>:d    r74.0<8;8,1>:ud   23:w                                // $674
        add (16|M16)             r42.0<1>:f    r42.0<8;8,1>:f    0xBF800000:f                        // $718
        add (16|M0)              r40.0<1>:d    r2.0<8;8,1>:d     1081999360:d                        // $665
        mul (16|M0)              r26.0<1>:f    r8.0<8;8,1>:f     r34.0<8;8,1>:f   {Compacted}        // $715
        mul (16|M0)              r8.0<1>:f     r30.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}        // $721
        add (16|M16)             r46.0<1>:f    r10.0<8;8,1>:f    r42.0<8;8,1>:f                      // $720
        add (16|M16)             r42.0<1>:f    r44.0<8;8,1>:f    r42.0<8;8,1>:f                      // $724
        add (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    0xBF800000:f                        // $717
        add (16|M16)             r34.0<1>:d    r14.0<8;8,1>:d    -127:w                              // $676
        mul (16|M16)             r54.0<1>:f    r42.0<8;8,1>:f    0x3E800000:f                        // $726
        add (16|M0)              r10.0<1>:f    r4.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted}        // $719
        add (16|M0)              r26.0<1>:f    r8.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted}        // $723
        shr (16|M0)              r4.0<1>:d     r2.0<8;8,1>:ud    23:w                                // $673
        add (16|M16)             r54.0<1>:f    -r54.0<8;8,1>:f   0x3EAAAAAB:f                        // $728
        mov (16|M16)             r56.0<1>:f    r34.0<8;8,1>:d                                        // $678
        mul (16|M0)              r32.0<1>:f    r26.0<8;8,1>:f    0x3E800000:f                        // $725
        add (16|M0)              r30.0<1>:d    r4.0<8;8,1>:d     -127:w                              // $675
        mul (16|M16)             r54.0<1>:f    r42.0<8;8,1>:f    r54.0<8;8,1>:f                      // $730
        mul (16|M16)             r52.0<1>:f    r56.0<8;8,1>:f    0x3805FDF4:f                        // $740
        add (16|M0)              r32.0<1>:f    -r32.0<8;8,1>:f   0x3EAAAAAB:f                        // $727
        mov (16|M0)              r34.0<1>:f    r30.0<8;8,1>:d                   {Compacted}          // $677
        mul (16|M16)             r42.0<1>:f    r42.0<8;8,1>:f    r42.0<8;8,1>:f                      // $734
        add (16|M16)             r54.0<1>:f    r54.0<8;8,1>:f    0xBF000000:f                        // $732
        mul (16|M0)              r32.0<1>:f    r26.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $729
        mul (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $733
        mul (16|M0)              r30.0<1>:f    r34.0<8;8,1>:f    0x3805FDF4:f                        // $739
        add (16|M16)             r52.0<1>:f    r52.0<8;8,1>:f    r12.0<8;8,1>:f                      // $744
        add (16|M0)              r32.0<1>:f    r32.0<8;8,1>:f    0xBF000000:f                        // $731
        cmp (16|M0)   (gt)f0.0   r12.0<1>:d    r40.0<8;8,1>:d    2147221504:d                        // $667
        add (16|M0)              r30.0<1>:f    r30.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}        // $743
        mul (16|M16)             r42.0<1>:f    r42.0<8;8,1>:f    r54.0<8;8,1>:f                      // $736
        mul (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $735
        mul (16|M0)              r32.0<1>:f    r34.0<8;8,1>:f    0x3F317000:f                        // $737
        mul (16|M16)             r54.0<1>:f    r56.0<8;8,1>:f    0x3F317000:f                        // $738
        and (16|M16)             r40.0<1>:d    r44.0<8;8,1>:d    r48.0<8;8,1>:d                      // $748
        and (16|M16)             r34.0<1>:d    r44.0<8;8,1>:d    ~r48.0<8;8,1>:d                     // $752
        add (16|M0)              r6.0<1>:f     r32.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $741
        and (16|M0)              r32.0<1>:d    r8.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}        // $747
        add (16|M0)              r10.0<1>:f    r30.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $745
        and (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     ~r12.0<8;8,1>:d  {Compacted}        // $751
        add (16|M16)             r42.0<1>:f    r52.0<8;8,1>:f    r42.0<8;8,1>:f                      // $746
        add (16|M16)             r46.0<1>:f    r54.0<8;8,1>:f    r46.0<8;8,1>:f                      // $742
        add (16|M0)              r12.0<1>:f    r6.0<8;8,1>:f     r32.0<8;8,1>:f   {Compacted}        // $749
        add (16|M0)              r6.0<1>:f     r10.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}        // $753
        add (16|M16)             r8.0<1>:f     r38.0<8;8,1>:f    r36.0<8;8,1>:f                      // $658
        add (16|M16)             r30.0<1>:f    r42.0<8;8,1>:f    r34.0<8;8,1>:f                      // $754
        add (16|M16)             r26.0<1>:f    r46.0<8;8,1>:f    r40.0<8;8,1>:f                      // $750
        add (16|M16)             r34.0<1>:d    r74.0<8;8,1>:d    2139095040:d                        // $664
        add (16|M16)             r98.0<1>:f    r16.0<8;8,1>:f    r8.0<8;8,1>:f                       // $660
        add (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}        // $755
        add (16|M16)             r8.0<1>:f     r26.0<8;8,1>:f    r30.0<8;8,1>:f                      // $756
        cmp (16|M16)  (gt)f0.0   null<1>:d     r34.0<8;8,1>:d    -16777218:d                         // $771
        add (16|M0)              r10.0<1>:d    r2.0<8;8,1>:d     2139095040:d                        // $663
        mul (16|M0)              r24.0<1>:f    r16.0<8;8,1>:f    0x45800800:f                        // $757
        mul (16|M16)             r18.0<1>:f    r8.0<8;8,1>:f     0x45800800:f                        // $758
        add (16|M0)              r16.0<1>:f    r16.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}        // $759
        add (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     r18.0<8;8,1>:f                      // $760
        add (16|M16)             r22.0<1>:f    r8.0<8;8,1>:f     -r18.0<8;8,1>:f                     // $762
        add (16|M0)              r18.0<1>:f    r16.0<8;8,1>:f    -r24.0<8;8,1>:f  {Compacted}        // $761
        mul (16|M16)             r16.0<1>:f    r22.0<8;8,1>:f    0x3FD9A000:f                        // $764
        mul (16|M0)              r8.0<1>:f     r18.0<8;8,1>:f    0x3FD9A000:f                        // $763
        and (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    2147483647:d                        // $766
        and (16|M0)              r32.0<1>:d    r8.0<8;8,1>:d     2147483647:d                        // $765
        cmp (16|M16)  (gt)f1.0   null<1>:d     r24.0<8;8,1>:ud   0x42819F00:ud                       // $768
        cmp (16|M0)   (gt)f0.0   null<1>:d     r32.0<8;8,1>:ud   0x42819F00:ud                       // $767
(f0.0)  sel (16|M16)             r25.0<1>:uw   r102.4<0;1,0>:uw  0x0:uw                              // $772
(f1.0)  sel (16|M16)             r24.0<1>:uw   r102.4<0;1,0>:uw  0x0:uw                              // $772
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r10.0<8;8,1>:d    -16777218:d                         // $769
        or (16|M16)   (ne)f0.0   null<1>:uw    r25.0<16;16,1>:uw  r24.0<16;16,1>:uw                  // $772
(~f0.0) if (32|M0)                           _0_050            _math_trans_k0_0_cf                   // $773
// B013: [inDivergent],  Preds:{B012},  Succs:{B054}
_0_051:
        add (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted}        // $775
        add (16|M16)             r10.0<1>:f    r26.0<8;8,1>:f    -r22.0<8;8,1>:f                     // $776
        mul (16|M0)              r4.0<1>:f     r18.0<8;8,1>:f    0xB94CC000:f                        // $781
        add (16|M0)              r2.0<1>:f     r6.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $777
        add (16|M16)             r10.0<1>:f    r30.0<8;8,1>:f    r10.0<8;8,1>:f                      // $778
        mul (16|M16)             r6.0<1>:f     r22.0<8;8,1>:f    0xB94CC000:f                        // $782
        mul (16|M0)              r20.0<1>:f    r2.0<8;8,1>:f     0xB94CC000:f                        // $779
        mul (16|M16)             r12.0<1>:f    r10.0<8;8,1>:f    0xB94CC000:f                        // $780
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3FD9A000:f                        // $785
        mul (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    0x3FD9A000:f                        // $786
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r20.0<8;8,1>:f   {Compacted}        // $783
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     r12.0<8;8,1>:f                      // $784
        add (16|M0)              r20.0<1>:f    r2.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $787
        add (16|M16)             r12.0<1>:f    r10.0<8;8,1>:f    r6.0<8;8,1>:f                       // $788
        mul (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     0x3FB8AA3B:f                        // $789
        mul (16|M16)             r6.0<1>:f     r16.0<8;8,1>:f    0x3FB8AA3B:f                        // $790
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x4B400000:f                        // $791
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x4B400000:f                        // $792
        add (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f     0xCB400000:f                        // $793
        add (16|M16)             r10.0<1>:f    r6.0<8;8,1>:f     0xCB400000:f                        // $794
        shl (16|M0)              r22.0<1>:d    r2.0<8;8,1>:d     23:w                                // $795
        shl (16|M16)             r18.0<1>:d    r6.0<8;8,1>:d     23:w                                // $796
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     0x3F317200:f                        // $797
        mul (16|M16)             r6.0<1>:f     r10.0<8;8,1>:f    0x3F317200:f                        // $798
        mul (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0x35BFBE8E:f                        // $801
        mul (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    0x35BFBE8E:f                        // $802
        add (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     -r2.0<8;8,1>:f   {Compacted}        // $799
        add (16|M16)             r6.0<1>:f     r16.0<8;8,1>:f    -r6.0<8;8,1>:f                      // $800
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r4.0<8;8,1>:f   {Compacted}        // $803
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     -r10.0<8;8,1>:f                     // $804
        add (16|M0)              r4.0<1>:f     r20.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $805
        add (16|M16)             r8.0<1>:f     r12.0<8;8,1>:f    r6.0<8;8,1>:f                       // $806
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     0x3C07D9FE:f                        // $807
        mul (16|M16)             r6.0<1>:f     r8.0<8;8,1>:f     0x3C07D9FE:f                        // $808
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3D2B8392:f                        // $809
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3D2B8392:f                        // $810
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $811
        mul (16|M16)             r6.0<1>:f     r8.0<8;8,1>:f     r6.0<8;8,1>:f                       // $812
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3E2AACAC:f                        // $813
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3E2AACAC:f                        // $814
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $815
        mul (16|M16)             r6.0<1>:f     r8.0<8;8,1>:f     r6.0<8;8,1>:f                       // $816
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3EFFFF34:f                        // $817
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3EFFFF34:f                        // $818
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $819
        mul (16|M16)             r6.0<1>:f     r8.0<8;8,1>:f     r6.0<8;8,1>:f                       // $820
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3F7FFFFE:f                        // $821
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3F7FFFFE:f                        // $822
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $823
        mul (16|M16)             r6.0<1>:f     r8.0<8;8,1>:f     r6.0<8;8,1>:f                       // $824
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3F800000:f                        // $825
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3F800000:f                        // $826
        add (16|M0)              r2.0<1>:d     r22.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $827
        add (16|M16)             r72.0<1>:d    r18.0<8;8,1>:d    r6.0<8;8,1>:d                       // $828
        else (32|M0)                         _math_trans_k0_0_cf  _math_trans_k0_0_cf                // $773
// B014: [inDivergent],  Preds:{B012},  Succs:{B015, B052}
_0_050:
        and (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     255:w                               // $831
        cmp (16|M0)   (eq)f1.0   r6.0<1>:d     r20.0<8;8,1>:d    0:w                                 // $833
        cmp (16|M16)  (eq)f0.0   r4.0<1>:d     r28.0<8;8,1>:d    0:w                                 // $834
        and (16|M16)             r8.0<1>:d     r14.0<8;8,1>:d    255:w                               // $832
        cmp (16|M0)   (eq)f0.0   r14.0<1>:d    r10.0<8;8,1>:d    127:w                               // $841
        mov (16|M0)              r18.0<1>:d    -r6.0<8;8,1>:d                   {Compacted}          // $835
        mov (16|M16)             r16.0<1>:d    -r4.0<8;8,1>:d                                        // $836
        not (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d                    {Compacted}          // $837
        not (16|M16)             r4.0<1>:d     r74.0<8;8,1>:d                                        // $838
        cmp (16|M16)  (eq)f1.0   r12.0<1>:d    r8.0<8;8,1>:d     127:w                               // $842
        mov (16|M0)              r14.0<1>:d    -r14.0<8;8,1>:d                  {Compacted}          // $843
        shr (16|M0)              r6.0<1>:d     r6.0<8;8,1>:ud    31:w                                // $839
        shr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:ud    31:w                                // $840
        mov (16|M16)             r12.0<1>:d    -r12.0<8;8,1>:d                                       // $844
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r18.0<8;8,1>:d   {Compacted}        // $845
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r16.0<8;8,1>:d                      // $846
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}        // $847
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r12.0<8;8,1>:d                      // $848
        cmp (16|M0)   (eq)f1.0   null<1>:d     r6.0<8;8,1>:d     1:w                                 // $849
        cmp (16|M16)  (eq)f1.0   null<1>:d     r4.0<8;8,1>:d     1:w                                 // $850
(~f1.0) if (32|M0)                           _0_053            _math_trans_k0_8_cf                   // $851
// B015: [inDivergent],  Preds:{B014},  Succs:{B016, B017}
_0_054:
        cmp (16|M16)  (ne)f0.0   null<1>:d     r8.0<8;8,1>:d     255:w                               // $854
        cmp (16|M16)  (eq)f1.0   null<1>:d     r28.0<8;8,1>:d    0:w                                 // $857
(W)     mov (1|M0)               r102.4<1>:uw  0x1:uw                                                // $858
        cmp (16|M0)   (ne)f1.0   null<1>:d     r10.0<8;8,1>:d    255:w                               // $853
(f1.0)  sel (16|M16)             r5.0<1>:uw    r102.4<0;1,0>:uw  0x0:uw                              // $858
(f0.0)  sel (16|M16)             r4.0<1>:uw    r102.4<0;1,0>:uw  0x0:uw                              // $858
(~f1.0) cmp (16|M0)   (eq)f1.0   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $855
        or (16|M16)   (ne)f1.0   null<1>:uw    r5.0<16;16,1>:uw  r4.0<16;16,1>:uw                    // $858
(~f1.0) if (32|M0)                           _0_055            _math_trans_k0_6_cf                   // $859
// B016: [inDivergent],  Preds:{B015},  Succs:{B050}
_0_056:
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3FD9999A:f                        // $861
        add (16|M16)             r72.0<1>:f    r74.0<8;8,1>:f    0x3FD9999A:f                        // $862
        else (32|M0)                         _math_trans_k0_6_cf  _math_trans_k0_6_cf                // $859
// B017: [inDivergent],  Preds:{B015},  Succs:{B018, B019}
_0_055:
        cmp (16|M0)   (ne)f0.0   null<1>:f     r2.0<8;8,1>:f     0x0:f               {Compacted}     // $865
        cmp (16|M16)  (ne)f0.0   null<1>:f     r74.0<8;8,1>:f    0x0:f                               // $866
(~f0.0) if (32|M0)                           _0_057            _math_trans_k0_10_cf                  // $867
// B018: [inDivergent],  Preds:{B017},  Succs:{B049}
_0_058:
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $869
        mul (16|M16)             r72.0<1>:f    r74.0<8;8,1>:f    r74.0<8;8,1>:f                      // $870
        else (32|M0)                         _math_trans_k0_10_cf  _math_trans_k0_10_cf              // $867
// B019: [inDivergent],  Preds:{B017},  Succs:{B020, B021}
_0_057:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r10.0<8;8,1>:d    255:w                               // $873
        cmp (16|M16)  (ne)f1.0   null<1>:d     r8.0<8;8,1>:d     255:w                               // $874
(~f1.0) if (32|M0)                           _0_059            _math_trans_k0_11_cf                  // $875
// B020: [inDivergent],  Preds:{B019},  Succs:{B048}
_0_060:
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $877
        mul (16|M16)             r4.0<1>:f     r74.0<8;8,1>:f    r74.0<8;8,1>:f                      // $878
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r2.0<8;8,1>:f  0x7F800000:f                      // $881
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r74.0<8;8,1>:f  0x7F800000:f                     // $882
        mul (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     0x3FD9999A:f                        // $879
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     0x3FD9999A:f                        // $880
(f0.0)  sel (16|M0)              r2.0<1>:f     (abs)r2.0<8;8,1>:f  r6.0<8;8,1>:f  {Compacted}        // $883
(f0.0)  sel (16|M16)             r72.0<1>:f    (abs)r74.0<8;8,1>:f  r4.0<8;8,1>:f                    // $884
        else (32|M0)                         _math_trans_k0_11_cf  _math_trans_k0_11_cf              // $875
// B021: [inDivergent],  Preds:{B019},  Succs:{B022, B046}
_0_059:
        cmp (16|M0)   (gt)f0.0   null<1>:f     r2.0<8;8,1>:f     0x0:f               {Compacted}     // $887
        cmp (16|M16)  (gt)f0.0   null<1>:f     r74.0<8;8,1>:f    0x0:f                               // $888
(f0.0)  if (32|M0)                           _0_061            _math_trans_k0_12_cf                  // $889
// B022: [inDivergent],  Preds:{B021},  Succs:{B023, B024}
_0_062:
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2147483647:d                        // $891
        cmp (16|M0)   (eq)f1.0   null<1>:d     r10.0<8;8,1>:d    0:w                                 // $895
        and (16|M16)             r4.0<1>:d     r74.0<8;8,1>:d    2147483647:d                        // $892
        cmp (16|M16)  (eq)f1.0   null<1>:d     r8.0<8;8,1>:d     0:w                                 // $896
        mul (16|M0)              r28.0<1>:f    r2.0<8;8,1>:f     0x5F800000:f                        // $893
(~f1.0) mov (16|M0)              r28.0<1>:f    r2.0<8;8,1>:f                                         // $899
        mul (16|M16)             r34.0<1>:f    r4.0<8;8,1>:f     0x5F800000:f                        // $894
(~f1.0) mov (16|M16)             r34.0<1>:f    r4.0<8;8,1>:f                                         // $900
(W)     mov (1|M0)               r102.1<1>:uq  r102.0<0;1,0>:uq                                      // $921
        and (16|M0)              r2.0<1>:d     r28.0<8;8,1>:d    7864320:d                           // $913
        and (16|M0)              r48.0<1>:d    r28.0<8;8,1>:d    -2139095041:d                       // $901
        and (16|M16)             r4.0<1>:d     r34.0<8;8,1>:d    7864320:d                           // $914
        and (16|M16)             r70.0<1>:d    r34.0<8;8,1>:d    -2139095041:d                       // $902
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     524288:d                            // $915
        or (16|M0)               r48.0<1>:d    r48.0<8;8,1>:d    1065353216:d                        // $903
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     524288:d                            // $916
        or (16|M16)              r70.0<1>:d    r70.0<8;8,1>:d    1065353216:d                        // $904
        shr (16|M0)              r14.0<1>:d    r2.0<8;8,1>:ud    20:w                                // $917
        shr (16|M16)             r12.0<1>:d    r4.0<8;8,1>:ud    20:w                                // $918
        shl (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    2:w                                 // $919
        shl (16|M16)             r10.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $920
        addc (8|M0)              r2.0<1>:ud    r6.0<8;8,1>:ud    r102.2<0;1,0>:ud {AccWrEn,Compacted} // $925
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $925
        addc (8|M8)              r3.0<1>:ud    r7.0<8;8,1>:ud    r102.2<0;1,0>:ud {AccWrEn,Compacted} // $928
        add (8|M0)               r4.1<2>:ud    r4.0<8;8,1>:ud    r102.3<0;1,0>:ud                    // $927
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $928
        addc (8|M16)             r8.0<1>:ud    r10.0<8;8,1>:ud   r102.2<0;1,0>:ud {AccWrEn}          // $931
        mov (8|M0)               r4.0<2>:d     r2.0<8;8,1>:d                                         // $937
        add (8|M8)               r6.1<2>:ud    r16.0<8;8,1>:ud   r102.3<0;1,0>:ud                    // $930
        mov (8|M8)               r6.0<2>:d     r3.0<8;8,1>:d                                         // $937
        mov (8|M16)              r16.0<1>:ud   acc0.0<8;8,1>:ud                                      // $931
        addc (8|M24)             r9.0<1>:ud    r11.0<8;8,1>:ud   r102.2<0;1,0>:ud {AccWrEn}          // $934
        send (16|M0)             r92:w    r4:d    0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $941
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                                      // $934
        add (8|M16)              r4.1<2>:ud    r16.0<8;8,1>:ud   r102.3<0;1,0>:ud                    // $933
        mov (8|M16)              r4.0<2>:d     r8.0<8;8,1>:d                                         // $939
(W)     addc (1|M0)              r8.0<1>:ud    r102.2<0;1,0>:ud  0x24:ud              {AccWrEn,Compacted} // $949
        add (8|M24)              r6.1<2>:ud    r10.0<8;8,1>:ud   r102.3<0;1,0>:ud                    // $936
        mov (8|M24)              r6.0<2>:d     r9.0<8;8,1>:d                                         // $939
(W)     mov (1|M0)               r40.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $949
        send (16|M16)            r86:w    r4:d    0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $942
        shl (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    3:w                                 // $943
        shl (16|M16)             r6.0<1>:d     r12.0<8;8,1>:d    3:w                                 // $944
(W)     add (1|M0)               r102.4<1>:ud  r40.0<0;1,0>:ud   r102.3<0;1,0>:ud                    // $950
        addc (8|M0)              r22.0<1>:ud   r4.0<8;8,1>:ud    r8.0<0;1,0>:ud   {AccWrEn,Compacted} // $951
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $951
        addc (8|M8)              r23.0<1>:ud   r5.0<8;8,1>:ud    r8.0<0;1,0>:ud   {AccWrEn,Compacted} // $954
        add (8|M0)               r10.1<2>:ud   r10.0<8;8,1>:ud   r102.4<0;1,0>:ud                    // $953
        mov (8|M8)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $954
        addc (8|M16)             r24.0<1>:ud   r6.0<8;8,1>:ud    r8.0<0;1,0>:ud   {AccWrEn}          // $957
        mov (8|M0)               r10.0<2>:d    r22.0<8;8,1>:d                                        // $963
        mov (8|M16)              r18.0<1>:ud   acc0.0<8;8,1>:ud                                      // $957
        addc (8|M24)             r25.0<1>:ud   r7.0<8;8,1>:ud    r8.0<0;1,0>:ud   {AccWrEn}          // $960
        mov (8|M24)              r36.0<1>:ud   acc0.0<8;8,1>:ud                                      // $960
(W)     addc (1|M0)              r20.0<1>:ud   r102.2<0;1,0>:ud  0x6C:ud              {AccWrEn,Compacted} // $983
        add (8|M24)              r20.1<2>:ud   r36.0<8;8,1>:ud   r102.4<0;1,0>:ud                    // $962
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $983
(W)     add (1|M0)               r102.5<1>:ud  r14.0<0;1,0>:ud   r102.3<0;1,0>:ud                    // $984
        mul (16|M0)              r2.0<1>:f     r92.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted}        // $969
        and (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     1966080:d                           // $971
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     131072:d                            // $973
        mul (16|M16)             r32.0<1>:f    r86.0<8;8,1>:f    r70.0<8;8,1>:f                      // $970
        shr (16|M0)              r8.0<1>:d     r4.0<8;8,1>:ud    18:w                                // $975
        and (16|M16)             r6.0<1>:d     r32.0<8;8,1>:d    1966080:d                           // $972
        shl (16|M0)              r4.0<1>:d     r8.0<8;8,1>:d     2:w                                 // $977
        add (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     131072:d                            // $974
        addc (8|M0)              r26.0<1>:ud   r4.0<8;8,1>:ud    r20.0<0;1,0>:ud  {AccWrEn,Compacted} // $985
        shr (16|M16)             r30.0<1>:d    r6.0<8;8,1>:ud    18:w                                // $976
        mov (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $985
        addc (8|M8)              r27.0<1>:ud   r5.0<8;8,1>:ud    r20.0<0;1,0>:ud  {AccWrEn,Compacted} // $988
        shl (16|M16)             r6.0<1>:d     r30.0<8;8,1>:d    2:w                                 // $978
        add (8|M0)               r14.1<2>:ud   r12.0<8;8,1>:ud   r102.5<0;1,0>:ud                    // $987
        mov (8|M8)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $988
        mov (8|M0)               r14.0<2>:d    r26.0<8;8,1>:d                                        // $997
        addc (8|M16)             r38.0<1>:ud   r6.0<8;8,1>:ud    r20.0<0;1,0>:ud  {AccWrEn}          // $991
        add (8|M8)               r12.1<2>:ud   r19.0<8;8,1>:ud   r102.4<0;1,0>:ud                    // $956
        add (8|M16)              r18.1<2>:ud   r18.0<8;8,1>:ud   r102.4<0;1,0>:ud                    // $959
        mov (8|M8)               r12.0<2>:d    r23.0<8;8,1>:d                                        // $963
        mov (8|M16)              r18.0<2>:d    r24.0<8;8,1>:d                                        // $965
        add (8|M8)               r16.1<2>:ud   r4.0<8;8,1>:ud    r102.5<0;1,0>:ud                    // $990
        mov (8|M8)               r16.0<2>:d    r27.0<8;8,1>:d                                        // $997
        mov (8|M16)              r4.0<1>:ud    acc0.0<8;8,1>:ud                                      // $991
        addc (8|M24)             r39.0<1>:ud   r7.0<8;8,1>:ud    r20.0<0;1,0>:ud  {AccWrEn}          // $994
        mov (8|M24)              r20.0<2>:d    r25.0<8;8,1>:d                                        // $965
(W)     mov (1|M0)               r102.8<1>:w   -64:w                                                 // $897
        send (16|M0)             r10:w    r10:d   0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $967
        send (16|M0)             r90:w    r14:d   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $1001
        mov (8|M24)              r14.0<1>:ud   acc0.0<8;8,1>:ud                                      // $994
        add (8|M16)              r4.1<2>:ud    r4.0<8;8,1>:ud    r102.5<0;1,0>:ud                    // $993
        mov (8|M16)              r4.0<2>:d     r38.0<8;8,1>:d                                        // $999
        send (16|M16)            r22:w    r18:d   0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $968
        and (16|M0)              r18.0<1>:d    r28.0<8;8,1>:d    2147483647:d                        // $905
        add (8|M24)              r6.1<2>:ud    r14.0<8;8,1>:ud   r102.5<0;1,0>:ud                    // $996
(f1.0)  sel (16|M0)              r20.0<1>:d    r102.8<0;1,0>:w   0:w                                 // $897
        mov (8|M24)              r6.0<2>:d     r39.0<8;8,1>:d                                        // $999
        and (16|M16)             r28.0<1>:d    r34.0<8;8,1>:d    2147483647:d                        // $906
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    -1060634624:d                       // $907
(f1.0)  sel (16|M16)             r34.0<1>:d    r102.8<0;1,0>:w   0:w                                 // $898
        send (16|M16)            r80:w    r4:d    0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $1002
        shl (16|M0)              r4.0<1>:d     r8.0<8;8,1>:d     3:w                                 // $1003
        asr (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    23:w                                // $909
        shl (16|M16)             r7.0<1>:d     r30.0<8;8,1>:d    3:w                                 // $1004
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    -1060634624:d                       // $908
        add (16|M0)              r36.0<1>:d    r18.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $911
(W)     addc (1|M0)              r18.0<1>:ud   r102.2<0;1,0>:ud  0x90:ud              {AccWrEn,Compacted} // $1009
        asr (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    23:w                                // $910
(W)     mov (1|M0)               r56.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $1009
        addc (8|M0)              r14.0<1>:ud   r4.0<8;8,1>:ud    r18.0<0;1,0>:ud  {AccWrEn,Compacted} // $1011
        add (16|M16)             r34.0<1>:d    r28.0<8;8,1>:d    r34.0<8;8,1>:d                      // $912
(W)     add (1|M0)               r102.4<1>:ud  r56.0<0;1,0>:ud   r102.3<0;1,0>:ud                    // $1010
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $1011
        addc (8|M8)              r15.0<1>:ud   r5.0<8;8,1>:ud    r18.0<0;1,0>:ud  {AccWrEn,Compacted} // $1014
        mov (16|M16)             r68.0<1>:f    r34.0<8;8,1>:d                                        // $1090
        mov (8|M8)               r31.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1014
        addc (8|M16)             r16.0<1>:ud   r7.0<8;8,1>:ud    r18.0<0;1,0>:ud  {AccWrEn}          // $1017
        mov (8|M16)              r30.0<1>:ud   acc0.0<8;8,1>:ud                                      // $1017
        addc (8|M24)             r17.0<1>:ud   r8.0<8;8,1>:ud    r18.0<0;1,0>:ud  {AccWrEn}          // $1020
        mov (8|M24)              r29.0<1>:ud   acc0.0<8;8,1>:ud                                      // $1020
(W)     addc (1|M0)              r38.0<1>:ud   r102.2<0;1,0>:ud  0xD8:ud              {AccWrEn,Compacted} // $1043
(W)     mov (1|M0)               r52.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $1043
(W)     add (1|M0)               r102.5<1>:ud  r52.0<0;1,0>:ud   r102.3<0;1,0>:ud                    // $1044
        mul (16|M0)              r26.0<1>:f    r2.0<8;8,1>:f     r90.0<8;8,1>:f   {Compacted}        // $1029
        add (16|M16)             r66.0<1>:f    r22.0<8;8,1>:f    r68.0<8;8,1>:f                      // $1092
        and (16|M0)              r2.0<1>:d     r26.0<8;8,1>:d    507904:d                            // $1031
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     16384:w                             // $1033
        mul (16|M16)             r32.0<1>:f    r32.0<8;8,1>:f    r80.0<8;8,1>:f                      // $1030
        shr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:ud    15:w                                // $1035
        and (16|M16)             r7.0<1>:d     r32.0<8;8,1>:d    507904:d                            // $1032
        shl (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     2:w                                 // $1037
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w                                 // $1063
        add (16|M16)             r7.0<1>:d     r7.0<8;8,1>:d     16384:w                             // $1034
        shr (16|M16)             r18.0<1>:d    r7.0<8;8,1>:ud    15:w                                // $1036
        addc (8|M0)              r8.0<1>:ud    r4.0<8;8,1>:ud    r38.0<0;1,0>:ud  {AccWrEn,Compacted} // $1045
        shl (16|M16)             r20.0<1>:d    r18.0<8;8,1>:d    2:w                                 // $1038
        mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1045
        addc (8|M8)              r9.0<1>:ud    r5.0<8;8,1>:ud    r38.0<0;1,0>:ud  {AccWrEn,Compacted} // $1048
        add (8|M0)               r4.1<2>:ud    r6.0<8;8,1>:ud    r102.4<0;1,0>:ud                    // $1013
        add (8|M8)               r6.1<2>:ud    r31.0<8;8,1>:ud   r102.4<0;1,0>:ud                    // $1016
        mov (8|M0)               r4.0<2>:d     r14.0<8;8,1>:d                                        // $1023
        mov (8|M8)               r6.0<2>:d     r15.0<8;8,1>:d                                        // $1023
        mov (8|M8)               r43.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1048
        addc (8|M16)             r40.0<1>:ud   r20.0<8;8,1>:ud   r38.0<0;1,0>:ud  {AccWrEn}          // $1051
        mov (8|M16)              r42.0<1>:ud   acc0.0<8;8,1>:ud                                      // $1051
        addc (8|M24)             r41.0<1>:ud   r21.0<8;8,1>:ud   r38.0<0;1,0>:ud  {AccWrEn}          // $1054
        shl (16|M16)             r38.0<1>:d    r18.0<8;8,1>:d    3:w                                 // $1064
        add (8|M24)              r20.1<2>:ud   r29.0<8;8,1>:ud   r102.4<0;1,0>:ud                    // $1022
        add (8|M16)              r18.1<2>:ud   r30.0<8;8,1>:ud   r102.4<0;1,0>:ud                    // $1019
        mov (8|M24)              r20.0<2>:d    r17.0<8;8,1>:d                                        // $1025
        add (8|M0)               r28.1<2>:ud   r28.0<8;8,1>:ud   r102.5<0;1,0>:ud                    // $1047
        mov (8|M24)              r44.0<1>:ud   acc0.0<8;8,1>:ud                                      // $1054
(W)     addc (1|M0)              r46.0<1>:ud   r102.2<0;1,0>:ud  0x11C:ud              {AccWrEn,Compacted} // $1069
        mov (8|M16)              r18.0<2>:d    r16.0<8;8,1>:d                                        // $1025
        add (8|M8)               r30.1<2>:ud   r43.0<8;8,1>:ud   r102.5<0;1,0>:ud                    // $1050
        add (8|M16)              r14.1<2>:ud   r42.0<8;8,1>:ud   r102.5<0;1,0>:ud                    // $1053
        mov (8|M0)               r28.0<2>:d    r8.0<8;8,1>:d                                         // $1057
        mov (8|M8)               r30.0<2>:d    r9.0<8;8,1>:d                                         // $1057
        add (8|M24)              r16.1<2>:ud   r44.0<8;8,1>:ud   r102.5<0;1,0>:ud                    // $1056
        send (16|M0)             r6:w     r4:d    0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $1027
        mov (8|M16)              r14.0<2>:d    r40.0<8;8,1>:d                                        // $1059
        mov (8|M24)              r16.0<2>:d    r41.0<8;8,1>:d                                        // $1059
(W)     mov (1|M0)               r54.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $1069
        addc (8|M0)              r4.0<1>:ud    r2.0<8;8,1>:ud    r46.0<0;1,0>:ud  {AccWrEn,Compacted} // $1071
        send (16|M0)             r52:w    r28:d   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $1061
        send (16|M16)            r18:w    r18:d   0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $1028
        send (16|M16)            r78:w    r14:d   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $1062
        mov (8|M0)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1071
        addc (8|M8)              r5.0<1>:ud    r3.0<8;8,1>:ud    r46.0<0;1,0>:ud  {AccWrEn,Compacted} // $1074
(W)     add (1|M0)               r102.2<1>:ud  r54.0<0;1,0>:ud   r102.3<0;1,0>:ud                    // $1070
        mov (8|M8)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1074
        addc (8|M16)             r40.0<1>:ud   r38.0<8;8,1>:ud   r46.0<0;1,0>:ud  {AccWrEn}          // $1077
        add (8|M0)               r28.1<2>:ud   r16.0<8;8,1>:ud   r102.2<0;1,0>:ud                    // $1073
        mov (8|M0)               r28.0<2>:d    r4.0<8;8,1>:d                                         // $1083
        add (8|M8)               r30.1<2>:ud   r15.0<8;8,1>:ud   r102.2<0;1,0>:ud                    // $1076
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                                      // $1077
        addc (8|M24)             r41.0<1>:ud   r39.0<8;8,1>:ud   r46.0<0;1,0>:ud  {AccWrEn}          // $1080
        mov (8|M8)               r30.0<2>:d    r5.0<8;8,1>:d                                         // $1083
        mov (16|M0)              r46.0<1>:f    r36.0<8;8,1>:d                   {Compacted}          // $1089
        add (8|M16)              r14.1<2>:ud   r14.0<8;8,1>:ud   r102.2<0;1,0>:ud                    // $1079
        mov (8|M24)              r38.0<1>:ud   acc0.0<8;8,1>:ud                                      // $1080
        mov (8|M16)              r14.0<2>:d    r40.0<8;8,1>:d                                        // $1085
        send (16|M0)             r2:w     r28:d   0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $1087
        add (16|M0)              r44.0<1>:f    r10.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}        // $1091
        add (8|M24)              r16.1<2>:ud   r38.0<8;8,1>:ud   r102.2<0;1,0>:ud                    // $1082
        mov (8|M24)              r16.0<2>:d    r41.0<8;8,1>:d                                        // $1085
        send (16|M16)            r14:w    r14:d   0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $1088
        add (16|M0)              r42.0<1>:f    r44.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}        // $1093
        mul (16|M0)              r38.0<1>:f    r26.0<8;8,1>:f    r52.0<8;8,1>:f   {Compacted}        // $1097
        add (16|M16)             r64.0<1>:f    r66.0<8;8,1>:f    r18.0<8;8,1>:f                      // $1094
        mul (16|M16)             r60.0<1>:f    r32.0<8;8,1>:f    r78.0<8;8,1>:f                      // $1098
        add (16|M0)              r36.0<1>:f    r38.0<8;8,1>:f    0xBFB88000:f                        // $1099
        add (16|M16)             r58.0<1>:f    r60.0<8;8,1>:f    0xBFB88000:f                        // $1100
        add (16|M0)              r40.0<1>:f    r42.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $1095
        add (16|M0)              r34.0<1>:f    r40.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}        // $1101
        add (16|M16)             r62.0<1>:f    r64.0<8;8,1>:f    r14.0<8;8,1>:f                      // $1096
        shr (16|M0)              r28.0<1>:d    r34.0<8;8,1>:ud   23:w                                // $1103
        add (16|M16)             r56.0<1>:f    r62.0<8;8,1>:f    r58.0<8;8,1>:f                      // $1102
        and (16|M0)              r54.0<1>:d    r28.0<8;8,1>:d    255:w                               // $1105
        shr (16|M16)             r26.0<1>:d    r56.0<8;8,1>:ud   23:w                                // $1104
        cmp (16|M0)   (lt)f1.0   null<1>:d     r54.0<8;8,1>:ud   0x8A:uw                             // $1107
        and (16|M16)             r84.0<1>:d    r26.0<8;8,1>:d    255:w                               // $1106
        cmp (16|M16)  (lt)f1.0   null<1>:d     r84.0<8;8,1>:ud   0x8A:uw                             // $1108
(~f1.0) if (32|M0)                           _0_063            _math_trans_k0_5_cf                   // $1109
// B023: [inDivergent],  Preds:{B022},  Succs:{B044}
_0_064:
        shr (16|M0)              r2.0<1>:d     r34.0<8;8,1>:ud   29:w                                // $1111
(W)     mov (1|M0)               r102.1<1>:uq  r102.0<0;1,0>:uq                                      // $1117
        shr (16|M16)             r26.0<1>:d    r56.0<8;8,1>:ud   29:w                                // $1112
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     4:w                                 // $1113
        and (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    4:w                                 // $1114
        or (16|M0)               r4.0<1>:d     r2.0<8;8,1>:d     1472:w                              // $1115
        or (16|M16)              r26.0<1>:d    r26.0<8;8,1>:d    1472:w                              // $1116
        addc (8|M0)              r2.0<1>:ud    r4.0<8;8,1>:ud    r102.2<0;1,0>:ud {AccWrEn,Compacted} // $1121
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $1121
        addc (8|M8)              r3.0<1>:ud    r5.0<8;8,1>:ud    r102.2<0;1,0>:ud {AccWrEn,Compacted} // $1124
        add (8|M0)               r30.1<2>:ud   r6.0<8;8,1>:ud    r102.3<0;1,0>:ud                    // $1123
        mov (8|M8)               r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1124
        addc (8|M16)             r82.0<1>:ud   r26.0<8;8,1>:ud   r102.2<0;1,0>:ud {AccWrEn}          // $1127
        mov (8|M0)               r30.0<2>:d    r2.0<8;8,1>:d                                         // $1133
        add (8|M8)               r32.1<2>:ud   r29.0<8;8,1>:ud   r102.3<0;1,0>:ud                    // $1126
        mov (8|M16)              r28.0<1>:ud   acc0.0<8;8,1>:ud                                      // $1127
        addc (8|M24)             r83.0<1>:ud   r27.0<8;8,1>:ud   r102.2<0;1,0>:ud {AccWrEn}          // $1130
        mov (8|M8)               r32.0<2>:d    r3.0<8;8,1>:d                                         // $1133
        add (8|M16)              r26.1<2>:ud   r28.0<8;8,1>:ud   r102.3<0;1,0>:ud                    // $1129
        mov (8|M24)              r89.0<1>:ud   acc0.0<8;8,1>:ud                                      // $1130
        mov (8|M16)              r26.0<2>:d    r82.0<8;8,1>:d                                        // $1135
        send (16|M0)             r2:w     r30:d   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $1137
        add (8|M24)              r28.1<2>:ud   r89.0<8;8,1>:ud   r102.3<0;1,0>:ud                    // $1132
        mov (8|M24)              r28.0<2>:d    r83.0<8;8,1>:d                                        // $1135
        send (16|M16)            r26:w    r26:d   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $1138
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1139
        mul (16|M16)             r72.0<1>:f    r26.0<8;8,1>:f    r26.0<8;8,1>:f                      // $1140
        else (32|M0)                         _math_trans_k0_5_cf  _math_trans_k0_5_cf                // $1109
// B024: [inDivergent],  Preds:{B022},  Succs:{B025, B042}
_0_063:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r54.0<8;8,1>:ud   0x41:uw                             // $1143
        cmp (16|M16)  (gt)f0.0   null<1>:d     r84.0<8;8,1>:ud   0x41:uw                             // $1144
(f0.0)  if (32|M0)                           _0_065            _math_trans_k0_14_cf                  // $1145
// B025: [inDivergent],  Preds:{B024},  Succs:{B026, B039}
_0_066:
        mul (16|M0)              r26.0<1>:f    r92.0<8;8,1>:f    r90.0<8;8,1>:f   {Compacted}        // $1169
        mul (16|M16)             r30.0<1>:f    r86.0<8;8,1>:f    r80.0<8;8,1>:f                      // $1170
        mul (16|M0)              r28.0<1>:f    r48.0<8;8,1>:f    0x45800800:f                        // $1173
        mul (16|M16)             r32.0<1>:f    r70.0<8;8,1>:f    0x45800800:f                        // $1174
        mul (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    r52.0<8;8,1>:f   {Compacted}        // $1171
        mul (16|M16)             r52.0<1>:f    r30.0<8;8,1>:f    r78.0<8;8,1>:f                      // $1172
        add (16|M0)              r30.0<1>:f    r28.0<8;8,1>:f    -r48.0<8;8,1>:f  {Compacted}        // $1175
        add (16|M16)             r54.0<1>:f    r32.0<8;8,1>:f    -r70.0<8;8,1>:f                     // $1176
        add (16|M0)              r28.0<1>:f    r28.0<8;8,1>:f    -r30.0<8;8,1>:f  {Compacted}        // $1177
        add (16|M0)              r30.0<1>:f    r48.0<8;8,1>:f    -r28.0<8;8,1>:f  {Compacted}        // $1179
        add (16|M16)             r48.0<1>:f    r32.0<8;8,1>:f    -r54.0<8;8,1>:f                     // $1178
        add (16|M0)              r32.0<1>:f    r46.0<8;8,1>:f    -r44.0<8;8,1>:f  {Compacted}        // $1147
        add (16|M0)              r44.0<1>:f    r44.0<8;8,1>:f    -r42.0<8;8,1>:f  {Compacted}        // $1151
        add (16|M0)              r42.0<1>:f    r42.0<8;8,1>:f    -r40.0<8;8,1>:f  {Compacted}        // $1155
        add (16|M16)             r46.0<1>:f    r68.0<8;8,1>:f    -r66.0<8;8,1>:f                     // $1148
        add (16|M0)              r32.0<1>:f    r10.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $1149
        add (16|M0)              r44.0<1>:f    r6.0<8;8,1>:f     r44.0<8;8,1>:f   {Compacted}        // $1153
        add (16|M0)              r42.0<1>:f    r2.0<8;8,1>:f     r42.0<8;8,1>:f   {Compacted}        // $1157
        add (16|M16)             r66.0<1>:f    r66.0<8;8,1>:f    -r64.0<8;8,1>:f                     // $1152
        add (16|M16)             r46.0<1>:f    r22.0<8;8,1>:f    r46.0<8;8,1>:f                      // $1150
        add (16|M0)              r32.0<1>:f    r32.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted}        // $1159
        add (16|M16)             r44.0<1>:f    r64.0<8;8,1>:f    -r62.0<8;8,1>:f                     // $1156
        add (16|M16)             r66.0<1>:f    r18.0<8;8,1>:f    r66.0<8;8,1>:f                      // $1154
        add (16|M16)             r54.0<1>:f    r70.0<8;8,1>:f    -r48.0<8;8,1>:f                     // $1180
        add (16|M0)              r32.0<1>:f    r32.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}        // $1161
        add (16|M16)             r44.0<1>:f    r14.0<8;8,1>:f    r44.0<8;8,1>:f                      // $1158
        add (16|M16)             r46.0<1>:f    r46.0<8;8,1>:f    r66.0<8;8,1>:f                      // $1160
        add (16|M0)              r18.0<1>:f    r40.0<8;8,1>:f    -r34.0<8;8,1>:f  {Compacted}        // $1205
        add (16|M0)              r32.0<1>:f    r12.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $1163
        mul (16|M16)             r12.0<1>:f    r52.0<8;8,1>:f    0x45800800:f                        // $1182
        add (16|M16)             r46.0<1>:f    r46.0<8;8,1>:f    r44.0<8;8,1>:f                      // $1162
        add (16|M0)              r32.0<1>:f    r8.0<8;8,1>:f     r32.0<8;8,1>:f   {Compacted}        // $1165
        add (16|M16)             r10.0<1>:f    r12.0<8;8,1>:f    -r52.0<8;8,1>:f                     // $1184
        add (16|M16)             r46.0<1>:f    r24.0<8;8,1>:f    r46.0<8;8,1>:f                      // $1164
        add (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     r32.0<8;8,1>:f   {Compacted}        // $1167
        mul (16|M0)              r4.0<1>:f     r26.0<8;8,1>:f    0x45800800:f                        // $1181
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    -r10.0<8;8,1>:f                     // $1186
        add (16|M16)             r46.0<1>:f    r20.0<8;8,1>:f    r46.0<8;8,1>:f                      // $1166
        add (16|M0)              r20.0<1>:f    r36.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $1207
        add (16|M0)              r8.0<1>:f     r4.0<8;8,1>:f     -r26.0<8;8,1>:f  {Compacted}        // $1183
        mul (16|M16)             r14.0<1>:f    r48.0<8;8,1>:f    r12.0<8;8,1>:f                      // $1190
        add (16|M16)             r6.0<1>:f     r16.0<8;8,1>:f    r46.0<8;8,1>:f                      // $1168
        add (16|M16)             r16.0<1>:f    r52.0<8;8,1>:f    -r12.0<8;8,1>:f                     // $1188
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -r8.0<8;8,1>:f   {Compacted}        // $1185
        mul (16|M16)             r12.0<1>:f    r54.0<8;8,1>:f    r12.0<8;8,1>:f                      // $1194
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    -r60.0<8;8,1>:f                     // $1192
        add (16|M16)             r18.0<1>:f    r62.0<8;8,1>:f    -r56.0<8;8,1>:f                     // $1206
        mul (16|M0)              r8.0<1>:f     r28.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1189
        add (16|M0)              r10.0<1>:f    r26.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted}        // $1187
        mul (16|M0)              r4.0<1>:f     r30.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1193
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    r14.0<8;8,1>:f                      // $1196
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     -r38.0<8;8,1>:f  {Compacted}        // $1191
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $1195
        mul (16|M0)              r8.0<1>:f     r28.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $1197
        mul (16|M0)              r10.0<1>:f    r30.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $1201
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $1199
        mul (16|M16)             r4.0<1>:f     r48.0<8;8,1>:f    r16.0<8;8,1>:f                      // $1198
        add (16|M0)              r8.0<1>:f     r10.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}        // $1203
        add (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r12.0<8;8,1>:f                      // $1200
        mul (16|M16)             r10.0<1>:f    r54.0<8;8,1>:f    r16.0<8;8,1>:f                      // $1202
        add (16|M0)              r14.0<1>:f    r36.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}        // $1209
        add (16|M0)              r8.0<1>:f     r20.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}        // $1225
        add (16|M16)             r16.0<1>:f    r10.0<8;8,1>:f    r4.0<8;8,1>:f                       // $1204
        mul (16|M0)              r4.0<1>:f     r14.0<8;8,1>:f    0x3DAB1EA1:f                        // $1211
        add (16|M0)              r8.0<1>:f     r2.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $1227
        add (16|M16)             r10.0<1>:f    r58.0<8;8,1>:f    r16.0<8;8,1>:f                      // $1210
        add (16|M0)              r4.0<1>:f     -r4.0<8;8,1>:f    0x3E246F69:f                        // $1213
        mul (16|M16)             r12.0<1>:f    r10.0<8;8,1>:f    0x3DAB1EA1:f                        // $1212
        mul (16|M0)              r4.0<1>:f     r14.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1215
        add (16|M16)             r12.0<1>:f    -r12.0<8;8,1>:f   0x3E246F69:f                        // $1214
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0xBEB1C35D:f                        // $1217
        mul (16|M16)             r12.0<1>:f    r10.0<8;8,1>:f    r12.0<8;8,1>:f                      // $1216
        mul (16|M0)              r4.0<1>:f     r14.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1219
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    0xBEB1C35D:f                        // $1218
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0x3A6A6369:f                        // $1221
        mul (16|M16)             r12.0<1>:f    r10.0<8;8,1>:f    r12.0<8;8,1>:f                      // $1220
        mul (16|M0)              r4.0<1>:f     r14.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1223
        add (16|M16)             r14.0<1>:f    r58.0<8;8,1>:f    r18.0<8;8,1>:f                      // $1208
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    0x3A6A6369:f                        // $1222
        add (16|M0)              r2.0<1>:f     r34.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1229
        mul (16|M16)             r12.0<1>:f    r10.0<8;8,1>:f    r12.0<8;8,1>:f                      // $1224
        add (16|M16)             r10.0<1>:f    r14.0<8;8,1>:f    r16.0<8;8,1>:f                      // $1226
        add (16|M0)              r16.0<1>:f    r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1235
        add (16|M0)              r30.0<1>:f    r34.0<8;8,1>:f    -r2.0<8;8,1>:f   {Compacted}        // $1231
        add (16|M16)             r18.0<1>:f    r56.0<8;8,1>:f    r12.0<8;8,1>:f                      // $1230
        add (16|M16)             r26.0<1>:f    r6.0<8;8,1>:f     r10.0<8;8,1>:f                      // $1228
        mul (16|M0)              r6.0<1>:f     r16.0<8;8,1>:f    0x45800800:f                        // $1243
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r16.0<8;8,1>:f  {Compacted}        // $1237
        add (16|M16)             r28.0<1>:f    r56.0<8;8,1>:f    -r18.0<8;8,1>:f                     // $1232
        add (16|M16)             r20.0<1>:f    r26.0<8;8,1>:f    r18.0<8;8,1>:f                      // $1236
        add (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     -r16.0<8;8,1>:f  {Compacted}        // $1245
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r30.0<8;8,1>:f   {Compacted}        // $1233
        add (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1239
        mul (16|M16)             r14.0<1>:f    r20.0<8;8,1>:f    0x45800800:f                        // $1244
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     -r10.0<8;8,1>:f  {Compacted}        // $1247
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $1238
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    r28.0<8;8,1>:f                      // $1234
        add (16|M16)             r22.0<1>:f    r14.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $1246
        add (16|M0)              r28.0<1>:f    r4.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1241
        add (16|M16)             r18.0<1>:f    r26.0<8;8,1>:f    r18.0<8;8,1>:f                      // $1240
        mul (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     0x3FD9A000:f                        // $1251
        add (16|M16)             r24.0<1>:f    r14.0<8;8,1>:f    -r22.0<8;8,1>:f                     // $1248
        add (16|M0)              r22.0<1>:f    r16.0<8;8,1>:f    -r6.0<8;8,1>:f   {Compacted}        // $1249
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    r18.0<8;8,1>:f                      // $1242
        mul (16|M0)              r18.0<1>:f    r28.0<8;8,1>:f    0x3FD9999A:f                        // $1263
        add (16|M16)             r16.0<1>:f    r20.0<8;8,1>:f    -r24.0<8;8,1>:f                     // $1250
        mul (16|M0)              r20.0<1>:f    r22.0<8;8,1>:f    0xB94CC000:f                        // $1253
        mul (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    0x3FD9A000:f                        // $1255
        mul (16|M0)              r2.0<1>:f     r6.0<8;8,1>:f     0xB94CC000:f                        // $1259
        mul (16|M16)             r8.0<1>:f     r16.0<8;8,1>:f    0xB94CC000:f                        // $1254
        mul (16|M16)             r16.0<1>:f    r16.0<8;8,1>:f    0x3FD9A000:f                        // $1256
        mul (16|M16)             r28.0<1>:f    r12.0<8;8,1>:f    0x3FD9999A:f                        // $1264
        add (16|M0)              r20.0<1>:f    r20.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}        // $1257
        add (16|M0)              r12.0<1>:f    r10.0<8;8,1>:f    0x47C00000:f                        // $1265
        add (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     r16.0<8;8,1>:f                      // $1258
        mul (16|M16)             r14.0<1>:f    r24.0<8;8,1>:f    0x3FD9A000:f                        // $1252
        mul (16|M16)             r4.0<1>:f     r24.0<8;8,1>:f    0xB94CC000:f                        // $1260
        add (16|M0)              r16.0<1>:f    r2.0<8;8,1>:f     r20.0<8;8,1>:f   {Compacted}        // $1261
(W)     mov (1|M0)               r24.0<1>:uq   r102.0<0;1,0>:uq                                      // $1293
        shl (16|M0)              r2.0<1>:d     r12.0<8;8,1>:d    3:w                                 // $1289
        add (16|M16)             r26.0<1>:f    r4.0<8;8,1>:f     r8.0<8;8,1>:f                       // $1262
        add (16|M16)             r20.0<1>:f    r14.0<8;8,1>:f    0x47C00000:f                        // $1266
(W)     addc (1|M0)              r30.0<1>:ud   r24.0<0;1,0>:ud   0x1A4:ud              {AccWrEn,Compacted} // $1297
        and (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     1016:w                              // $1291
        shl (16|M16)             r6.0<1>:d     r20.0<8;8,1>:d    3:w                                 // $1290
(W)     mov (1|M0)               r32.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $1297
        addc (8|M0)              r2.0<1>:ud    r4.0<8;8,1>:ud    r30.0<0;1,0>:ud  {AccWrEn,Compacted} // $1299
        and (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     1016:w                              // $1292
(W)     add (1|M0)               r32.0<1>:ud   r32.0<0;1,0>:ud   r24.1<0;1,0>:ud  {Compacted}        // $1298
        mov (8|M0)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1299
        addc (8|M8)              r3.0<1>:ud    r5.0<8;8,1>:ud    r30.0<0;1,0>:ud  {AccWrEn,Compacted} // $1302
        add (8|M0)               r22.1<2>:ud   r22.0<8;8,1>:ud   r32.0<0;1,0>:ud                     // $1301
        mov (8|M8)               r9.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $1302
        addc (8|M16)             r4.0<1>:ud    r6.0<8;8,1>:ud    r30.0<0;1,0>:ud  {AccWrEn}          // $1305
        mov (8|M0)               r22.0<2>:d    r2.0<8;8,1>:d                                         // $1311
        add (8|M8)               r24.1<2>:ud   r9.0<8;8,1>:ud    r32.0<0;1,0>:ud                     // $1304
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                                      // $1305
        addc (8|M24)             r5.0<1>:ud    r7.0<8;8,1>:ud    r30.0<0;1,0>:ud  {AccWrEn}          // $1308
        mov (8|M8)               r24.0<2>:d    r3.0<8;8,1>:d                                         // $1311
        add (8|M16)              r6.1<2>:ud    r8.0<8;8,1>:ud    r32.0<0;1,0>:ud                     // $1307
        mov (8|M24)              r30.0<1>:ud   acc0.0<8;8,1>:ud                                      // $1308
        mov (8|M16)              r6.0<2>:d     r4.0<8;8,1>:d                                         // $1313
        add (8|M24)              r8.1<2>:ud    r30.0<8;8,1>:ud   r32.0<0;1,0>:ud                     // $1310
        mov (8|M24)              r8.0<2>:d     r5.0<8;8,1>:d                                         // $1313
        send (16|M0)             r2:w     r22:d   0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $1315
        add (16|M16)             r22.0<1>:f    r20.0<8;8,1>:f    0xC7C00000:f                        // $1268
        add (16|M0)              r24.0<1>:f    r12.0<8;8,1>:f    0xC7C00000:f                        // $1267
        send (16|M16)            r6:w     r6:d    0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $1316
        add (16|M16)             r22.0<1>:f    r14.0<8;8,1>:f    -r22.0<8;8,1>:f                     // $1274
        add (16|M0)              r24.0<1>:f    r10.0<8;8,1>:f    -r24.0<8;8,1>:f  {Compacted}        // $1273
        add (16|M0)              r14.0<1>:f    r18.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}        // $1275
        add (16|M16)             r10.0<1>:f    r28.0<8;8,1>:f    r26.0<8;8,1>:f                      // $1276
        add (16|M0)              r24.0<1>:f    r24.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}        // $1277
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    r10.0<8;8,1>:f                      // $1278
        mul (16|M0)              r14.0<1>:f    r24.0<8;8,1>:f    0x3D635847:f                        // $1279
        mul (16|M16)             r10.0<1>:f    r22.0<8;8,1>:f    0x3D635847:f                        // $1280
        add (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    0x3E75FDF0:f                        // $1281
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    0x3E75FDF0:f                        // $1282
        mul (16|M0)              r14.0<1>:f    r24.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}        // $1283
        mul (16|M16)             r10.0<1>:f    r22.0<8;8,1>:f    r10.0<8;8,1>:f                      // $1284
        add (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    0x3F317218:f                        // $1285
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    0x3F317218:f                        // $1286
        mul (16|M0)              r14.0<1>:f    r24.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}        // $1287
        mul (16|M16)             r10.0<1>:f    r22.0<8;8,1>:f    r10.0<8;8,1>:f                      // $1288
        mul (16|M0)              r16.0<1>:f    r14.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $1317
        mul (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f    r6.0<8;8,1>:f                       // $1318
        add (16|M0)              r10.0<1>:f    r16.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1319
        shl (16|M16)             r16.0<1>:d    r20.0<8;8,1>:d    10:w                                // $1270
        add (16|M16)             r24.0<1>:f    r14.0<8;8,1>:f    r8.0<8;8,1>:f                       // $1320
        shl (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    10:w                                // $1269
        add (16|M0)              r12.0<1>:f    r2.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted}        // $1321
        asr (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    17:w                                // $1272
        add (16|M16)             r22.0<1>:f    r6.0<8;8,1>:f     r24.0<8;8,1>:f                      // $1322
        asr (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    17:w                                // $1271
        shr (16|M0)              r16.0<1>:d    r12.0<8;8,1>:ud   23:w                                // $1323
        add (16|M16)             r26.0<1>:d    r20.0<8;8,1>:d    -127:w                              // $1328
        shr (16|M16)             r18.0<1>:d    r22.0<8;8,1>:ud   23:w                                // $1324
        add (16|M0)              r28.0<1>:d    r14.0<8;8,1>:d    -127:w                              // $1327
        and (16|M0)              r32.0<1>:d    r16.0<8;8,1>:d    255:w                               // $1325
        and (16|M16)             r30.0<1>:d    r18.0<8;8,1>:d    255:w                               // $1326
        add (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $1329
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r30.0<8;8,1>:d                      // $1330
        cmp (16|M0)   (lt)f1.0   null<1>:d     r28.0<8;8,1>:d    128:w                               // $1331
        cmp (16|M16)  (lt)f1.0   null<1>:d     r26.0<8;8,1>:d    128:w                               // $1332
(f1.0)  if (32|M0)                           _0_067            _math_trans_k0_4_cf                   // $1333
// B026: [inDivergent],  Preds:{B025},  Succs:{B027, B036}
_0_068:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r28.0<8;8,1>:d    -127:w                              // $1335
        cmp (16|M16)  (gt)f0.0   null<1>:d     r26.0<8;8,1>:d    -127:w                              // $1336
(~f0.0) if (32|M0)                           _0_069            _math_trans_k0_3_cf                   // $1337
// B027: [inDivergent],  Preds:{B026},  Succs:{B028, B033}
_0_070:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r28.0<8;8,1>:ud   0xFFFFFF77:ud                       // $1339
        cmp (16|M16)  (gt)f1.0   null<1>:d     r26.0<8;8,1>:ud   0xFFFFFF77:ud                       // $1340
(~f1.0) if (32|M0)                           _0_071            _math_trans_k0_2_cf                   // $1341
// B028: [inDivergent],  Preds:{B027},  Succs:{B029, B030}
_0_072:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r28.0<8;8,1>:ud   0xFFFFFF60:ud                       // $1343
        cmp (16|M16)  (gt)f0.0   null<1>:d     r26.0<8;8,1>:ud   0xFFFFFF60:ud                       // $1344
(f0.0)  if (32|M0)                           _0_073            _math_trans_k0_1_cf                   // $1345
// B029: [inDivergent],  Preds:{B028},  Succs:{B031}
_0_074:
        shl (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    23:w                                // $1347
        shl (16|M16)             r26.0<1>:d    r20.0<8;8,1>:d    23:w                                // $1348
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1602224128:d                        // $1349
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    1602224128:d                        // $1350
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2139095040:d                        // $1351
        and (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    2139095040:d                        // $1352
        mul (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $1353
        mul (16|M16)             r26.0<1>:f    r22.0<8;8,1>:f    r26.0<8;8,1>:f                      // $1354
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x1F800000:f                        // $1355
        mul (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    0x1F800000:f                        // $1356
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x0:f               {Compacted}     // $1357
        add (16|M16)             r72.0<1>:f    r26.0<8;8,1>:f    0x0:f                               // $1358
        else (32|M0)                         _math_trans_k0_1_cf  _math_trans_k0_1_cf                // $1345
// B030: [inDivergent],  Preds:{B028},  Succs:{B031}
_0_073:
        mov (16|M0)              r2.0<1>:f     0x0:f                                                 // $1361
        mov (16|M16)             r72.0<1>:f    0x0:f                                                 // $1362
// B031: [inDivergent],  Preds:{B030, B029},  Succs:{B032}
_math_trans_k0_1_cf:
        endif (32|M0)                        _math_trans_k0_18_cf                                    // $1345
// B032: [inDivergent],  Preds:{B031},  Succs:{B034}
_math_trans_k0_18_cf:
        else (32|M0)                         _math_trans_k0_2_cf  _math_trans_k0_2_cf                // $1341
// B033: [inDivergent],  Preds:{B027},  Succs:{B034}
_0_071:
        mul (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f    0x45800800:f                        // $1365
        mul (16|M16)             r26.0<1>:f    r22.0<8;8,1>:f    0x45800800:f                        // $1366
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r12.0<8;8,1>:f  {Compacted}        // $1381
        add (16|M16)             r4.0<1>:f     r6.0<8;8,1>:f     -r22.0<8;8,1>:f                     // $1382
        add (16|M0)              r30.0<1>:f    r16.0<8;8,1>:f    -r12.0<8;8,1>:f  {Compacted}        // $1367
        add (16|M16)             r28.0<1>:f    r26.0<8;8,1>:f    -r22.0<8;8,1>:f                     // $1368
        add (16|M0)              r2.0<1>:f     r10.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $1383
        add (16|M16)             r4.0<1>:f     r24.0<8;8,1>:f    r4.0<8;8,1>:f                       // $1384
        add (16|M0)              r16.0<1>:f    r16.0<8;8,1>:f    -r30.0<8;8,1>:f  {Compacted}        // $1369
        add (16|M16)             r30.0<1>:f    r26.0<8;8,1>:f    -r28.0<8;8,1>:f                     // $1370
        shl (16|M0)              r26.0<1>:d    r14.0<8;8,1>:d    23:w                                // $1371
        shl (16|M16)             r28.0<1>:d    r20.0<8;8,1>:d    23:w                                // $1372
        add (16|M0)              r8.0<1>:f     r12.0<8;8,1>:f    -r16.0<8;8,1>:f  {Compacted}        // $1385
        add (16|M16)             r6.0<1>:f     r22.0<8;8,1>:f    -r30.0<8;8,1>:f                     // $1386
        add (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    1602224128:d                        // $1373
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    1602224128:d                        // $1374
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $1387
        add (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r6.0<8;8,1>:f                       // $1388
        and (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    2139095040:d                        // $1375
        and (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    2139095040:d                        // $1376
        mul (16|M0)              r14.0<1>:f    r16.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $1377
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted}        // $1389
        mul (16|M16)             r32.0<1>:f    r30.0<8;8,1>:f    r28.0<8;8,1>:f                      // $1378
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r28.0<8;8,1>:f                      // $1390
        mul (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    0x1F800000:f                        // $1379
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x1F800000:f                        // $1391
        mul (16|M16)             r32.0<1>:f    r32.0<8;8,1>:f    0x1F800000:f                        // $1380
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     0x1F800000:f                        // $1392
        add (16|M0)              r2.0<1>:f     r14.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $1393
        add (16|M16)             r4.0<1>:f     r32.0<8;8,1>:f    r4.0<8;8,1>:f                       // $1394
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x0:f               {Compacted}     // $1395
        add (16|M16)             r72.0<1>:f    r4.0<8;8,1>:f     0x0:f                               // $1396
// B034: [inDivergent],  Preds:{B033, B032},  Succs:{B035}
_math_trans_k0_2_cf:
        endif (32|M0)                        _math_trans_k0_17_cf                                    // $1341
// B035: [inDivergent],  Preds:{B034},  Succs:{B037}
_math_trans_k0_17_cf:
        else (32|M0)                         _math_trans_k0_3_cf  _math_trans_k0_3_cf                // $1337
// B036: [inDivergent],  Preds:{B026},  Succs:{B037}
_0_069:
        add (16|M0)              r2.0<1>:d     r16.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $1401
        add (16|M16)             r4.0<1>:d     r18.0<8;8,1>:d    r20.0<8;8,1>:d                      // $1402
        and (16|M0)              r8.0<1>:d     r12.0<8;8,1>:d    -2139095041:d                       // $1399
        and (16|M16)             r6.0<1>:d     r22.0<8;8,1>:d    -2139095041:d                       // $1400
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w                                // $1403
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w                                // $1404
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2139095040:d                        // $1405
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2139095040:d                        // $1406
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}        // $1407
        or (16|M16)              r72.0<1>:d    r4.0<8;8,1>:d     r6.0<8;8,1>:d                       // $1408
// B037: [inDivergent],  Preds:{B036, B035},  Succs:{B038}
_math_trans_k0_3_cf:
        endif (32|M0)                        _math_trans_k0_16_cf                                    // $1337
// B038: [inDivergent],  Preds:{B037},  Succs:{B040}
_math_trans_k0_16_cf:
        else (32|M0)                         _math_trans_k0_4_cf  _math_trans_k0_4_cf                // $1333
// B039: [inDivergent],  Preds:{B025},  Succs:{B040}
_0_067:
        mov (16|M0)              r2.0<1>:f     0x7F800000:f                                          // $1411
        mov (16|M16)             r72.0<1>:f    0x7F800000:f                                          // $1412
// B040: [inDivergent],  Preds:{B039, B038},  Succs:{B041}
_math_trans_k0_4_cf:
        endif (32|M0)                        _math_trans_k0_15_cf                                    // $1333
// B041: [inDivergent],  Preds:{B040},  Succs:{B043}
_math_trans_k0_15_cf:
        else (32|M0)                         _math_trans_k0_14_cf  _math_trans_k0_14_cf              // $1145
// B042: [inDivergent],  Preds:{B024},  Succs:{B043}
_0_065:
        mov (16|M0)              r2.0<1>:f     0x3F800000:f                                          // $1415
        mov (16|M16)             r72.0<1>:f    0x3F800000:f                                          // $1416
// B043: [inDivergent],  Preds:{B042, B041},  Succs:{B044}
_math_trans_k0_14_cf:
        endif (32|M0)                        _math_trans_k0_5_cf                                     // $1145
// B044: [inDivergent],  Preds:{B023, B043},  Succs:{B045}
_math_trans_k0_5_cf:
        endif (32|M0)                        _math_trans_k0_13_cf                                    // $1109
// B045: [inDivergent],  Preds:{B044},  Succs:{B047}
_math_trans_k0_13_cf:
        else (32|M0)                         _math_trans_k0_12_cf  _math_trans_k0_12_cf              // $889
// B046: [inDivergent],  Preds:{B021},  Succs:{B047}
_0_061:
        mov (16|M0)              r2.0<1>:f     0x7FC00000:f                                          // $1419
        mov (16|M16)             r72.0<1>:f    0x7FC00000:f                                          // $1420
// B047: [inDivergent],  Preds:{B046, B045},  Succs:{B048}
_math_trans_k0_12_cf:
        endif (32|M0)                        _math_trans_k0_11_cf                                    // $889
// B048: [inDivergent],  Preds:{B020, B047},  Succs:{B049}
_math_trans_k0_11_cf:
        endif (32|M0)                        _math_trans_k0_10_cf                                    // $875
// B049: [inDivergent],  Preds:{B018, B048},  Succs:{B050}
_math_trans_k0_10_cf:
        endif (32|M0)                        _math_trans_k0_6_cf                                     // $867
// B050: [inDivergent],  Preds:{B016, B049},  Succs:{B051}
_math_trans_k0_6_cf:
        endif (32|M0)                        _math_trans_k0_9_cf                                     // $859
// B051: [inDivergent],  Preds:{B050},  Succs:{B053}
_math_trans_k0_9_cf:
        else (32|M0)                         _math_trans_k0_8_cf  _math_trans_k0_8_cf                // $851
// B052: [inDivergent],  Preds:{B014},  Succs:{B053}
_0_053:
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3FD9999A:f                        // $1423
        add (16|M16)             r4.0<1>:f     r74.0<8;8,1>:f    0x3FD9999A:f                        // $1424
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     -2147483648:d                       // $1425
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     -2147483648:d                       // $1426
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     1065353216:d                        // $1427
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     1065353216:d                        // $1428
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1429
        mul (16|M16)             r72.0<1>:f    r4.0<8;8,1>:f     r4.0<8;8,1>:f                       // $1430
// B053: [inDivergent],  Preds:{B052, B051},  Succs:{B054}
_math_trans_k0_8_cf:
        endif (32|M0)                        _math_trans_k0_0_cf                                     // $851
// B054: Preds:{B013, B053},  Succs:{B055}
_math_trans_k0_0_cf:
        endif (32|M0)                        _0_052                                                  // $773
// B055: Preds:{B054},  Succs:{}
_0_052:
        math.sqt (16|M0)         r8.0<1>:f     (abs)r125.0<8;8,1>:f             {Compacted}          // $1434
        math.sqt (16|M16)        r6.0<1>:f     (abs)r123.0<8;8,1>:f                                  // $1435
        add (16|M0)              r4.0<1>:f     r100.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}        // $1432
        math.rsqt (16|M0)        r12.0<1>:f    r50.0<8;8,1>:f                   {Compacted}          // $1436
        add (16|M16)             r2.0<1>:f     r98.0<8;8,1>:f    r72.0<8;8,1>:f                      // $1433
        math.rsqt (16|M16)       r10.0<1>:f    r76.0<8;8,1>:f                                        // $1437
(W)     mov (8|M0)               r112.0<1>:ud  r88.0<8;8,1>:ud                  {Compacted}          // $1451
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted}        // $1438
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     r10.0<8;8,1>:f                      // $1439
(W)     mov (1|M0)               r10.0<1>:f    0x3F800000:f                                          // $1442
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $1440
        add (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     r6.0<8;8,1>:f                       // $1441
        mad (8|M0)               r8.0<1>:f     r10.0<0;0>:f      r125.0<2;1>:f     r125.0<1>:f      {Compacted} // $1443 {0=EL, 1=OH, 2=OH, BC=GOOD}
        mad (8|M8)               r9.0<1>:f     r10.0<0;0>:f      r126.0<2;1>:f     r126.0<1>:f       // $1443 {0=EL, 1=EH, 2=EH, BC=GOOD}
        mad (8|M16)              r6.0<1>:f     r10.0<0;0>:f      r123.0<2;1>:f     r123.0<1>:f       // $1444 {0=EL, 1=OH, 2=OH, BC=GOOD}
        mad (8|M24)              r7.0<1>:f     r10.0<0;0>:f      r124.0<2;1>:f     r124.0<1>:f       // $1444 {0=EL, 1=EH, 2=EH, BC=GOOD}
        math.fdiv (16|M0)        r4.0<1>:f     r4.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $1445
        nop                                                                                          // $1446
        math.fdiv (16|M16)       r2.0<1>:f     r2.0<8;8,1>:f     r6.0<8;8,1>:f                       // $1446
        sends (16|M0)            null:w   r96     r4      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $1448
        sends (16|M16)           null:w   r94     r2      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $1450
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                                        // $1451
(W)     send (8|M0)              null     r112    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $1451
// Bank Conflict Statistics: 
// -- GOOD: 134
// --  BAD: 28
// --   OK: 18
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
