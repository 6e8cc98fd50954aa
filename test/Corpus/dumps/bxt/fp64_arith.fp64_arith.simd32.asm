//.kernel fp64_arith
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 652
//.RA type	HYBRID_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r50.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
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
//.declare %sp (24)  rf=r size=8 type=uq align=16 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=16 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=16 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=16 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r50.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r50.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.2)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r124.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0058 (66)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r58.0)
//.declare V0059 (67)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r56.0)
//.declare V0060 (68)  rf=r size=128 type=d align=16 words (r42.0)
//.declare V0061 (69)  rf=r size=128 type=d align=16 words (r38.0)
//.declare V0066 (74)  rf=r size=128 type=d align=16 words (r52.0)
//.declare V0067 (75)  rf=r size=128 type=d align=16 words (r46.0)
//.declare  (84)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (85)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (86)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (87)  rf=r size=128 type=df align=16 words (r12.0)
//.declare  (88)  rf=r size=128 type=df align=16 words (r112.0)
//.declare  (89)  rf=r size=128 type=df align=16 words (r116.0)
//.declare  (90)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (91)  rf=r size=128 type=df align=16 words (r4.0)
//.declare  (92)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (93)  rf=r size=32 type=df align=16 words (r10.0)
//.declare  (94)  rf=r size=32 type=df align=16 words (r3.0)
//.declare  (96)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (97)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (98)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (99)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (100)  rf=r size=128 type=df align=16 words (r12.0)
//.declare  (101)  rf=r size=128 type=df align=16 words (r112.0)
//.declare  (102)  rf=r size=128 type=df align=16 words (r116.0)
//.declare  (103)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (104)  rf=r size=128 type=df align=16 words (r4.0)
//.declare  (105)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (107)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (112)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (113)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (114)  rf=r size=32 type=df align=16 words (r8.0)
//.declare  (115)  rf=r size=32 type=df align=16 words (r20.0)
//.declare  (116)  rf=r size=128 type=df align=16 words (r116.0)
//.declare  (117)  rf=r size=128 type=df align=16 words (r16.0)
//.declare  (118)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (119)  rf=r size=128 type=df align=16 words (r12.0)
//.declare  (120)  rf=r size=128 type=df align=16 words (r4.0)
//.declare  (121)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (123)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (124)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (125)  rf=r size=128 type=df align=16 words (r116.0)
//.declare  (126)  rf=r size=128 type=df align=16 words (r4.0)
//.declare  (127)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (128)  rf=r size=128 type=df align=16 words (r16.0)
//.declare  (129)  rf=r size=128 type=df align=16 words (r12.0)
//.declare  (130)  rf=r size=128 type=df align=16 words (r124.0)
//.declare V0084 (136)  rf=r size=8 type=df align=4 words (r121.0)
//.declare P01 (156)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0106 (159)  rf=r size=128 type=d align=16 words (r118.0)
//.declare V0107 (160)  rf=r size=128 type=d align=16 words (r10.0)
//.declare V0110 (163)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0111 (164)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0112 (165)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0113 (166)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0114 (167)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0115 (168)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0116 (169)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0117 (170)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0118 (171)  rf=r size=64 type=ud alias=V0116+0 align=16 words (r6.0)
//.declare V0119 (172)  rf=r size=64 type=ud alias=V0117+0 align=16 words (r8.0)
//.declare V0122 (175)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0123 (176)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0127 (180)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0128 (181)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0129 (182)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r114.0)
//.declare V0130 (183)  rf=r size=64 type=ud alias=V0128+0 align=16 words (r110.0)
//.declare V0135 (188)  rf=r size=8 type=df align=4 words (r119.0)
//.declare V0136 (189)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0137 (190)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0138 (191)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r22.0)
//.declare V0139 (192)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r16.0)
//.declare V0140 (193)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0141 (194)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0142 (195)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0143 (196)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0144 (197)  rf=r size=64 type=ud alias=V0140+0 align=16 words (r4.0)
//.declare V0145 (198)  rf=r size=64 type=ud alias=V0141+0 align=16 words (r118.0)
//.declare V0146 (199)  rf=r size=64 type=ud alias=V0142+0 align=16 words (r120.0)
//.declare V0147 (200)  rf=r size=64 type=ud alias=V0143+0 align=16 words (r112.0)
//.declare V0148 (201)  rf=r size=64 type=ud alias=V0122+0 align=16 words (r124.0)
//.declare V0149 (202)  rf=r size=64 type=ud alias=V0123+0 align=16 words (r10.0)
//.declare V0150 (203)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare V0151 (204)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0152 (205)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0153 (206)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0154 (207)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0155 (208)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0156 (209)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0157 (210)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0160 (213)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0161 (214)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0164 (217)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0165 (218)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0166 (219)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0167 (220)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0168 (221)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0169 (222)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0170 (223)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0171 (224)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0172 (225)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0173 (226)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0174 (227)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0175 (228)  rf=r size=64 type=d align=16 words (r102.0)
//.declare P02 (229)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0176 (230)  rf=r size=64 type=ud alias=V0164+0 align=16 words (r24.0)
//.declare V0177 (231)  rf=r size=64 type=ud alias=V0165+0 align=16 words (r108.0)
//.declare V0178 (232)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0179 (233)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0180 (234)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0181 (235)  rf=r size=64 type=d align=16 words (r100.0)
//.declare  (236)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (237)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0182 (238)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0183 (239)  rf=r size=64 type=d align=16 words (r98.0)
//.declare P03 (240)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0184 (241)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0185 (242)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0186 (243)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0187 (244)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0194 (251)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0195 (252)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0196 (253)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0197 (254)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0198 (255)  rf=r size=64 type=ud alias=V0194+0 align=16 words (r8.0)
//.declare V0199 (256)  rf=r size=64 type=ud alias=V0195+0 align=16 words (r32.0)
//.declare V0200 (257)  rf=r size=64 type=ud alias=V0196+0 align=16 words (r28.0)
//.declare V0201 (258)  rf=r size=64 type=ud alias=V0197+0 align=16 words (r34.0)
//.declare V0202 (259)  rf=r size=64 type=ud alias=V0154+0 align=16 words (r14.0)
//.declare V0203 (260)  rf=r size=64 type=ud alias=V0155+0 align=16 words (r20.0)
//.declare V0204 (261)  rf=r size=64 type=ud alias=V0156+0 align=16 words (r22.0)
//.declare V0205 (262)  rf=r size=64 type=ud alias=V0157+0 align=16 words (r124.0)
//.declare V0206 (263)  rf=r size=64 type=ud alias=V0184+0 align=16 words (r2.0)
//.declare V0207 (264)  rf=r size=64 type=ud alias=V0185+0 align=16 words (r114.0)
//.declare V0208 (265)  rf=r size=64 type=ud alias=V0186+0 align=16 words (r10.0)
//.declare V0209 (266)  rf=r size=64 type=ud alias=V0187+0 align=16 words (r110.0)
//.declare V0210 (267)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare V0211 (268)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0212 (269)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0213 (270)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare P04 (271)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P05 (276)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0224 (283)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0225 (284)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0228 (287)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0229 (288)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0232 (291)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0233 (292)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0234 (293)  rf=r size=64 type=ud alias=V0232+0 align=16 words (r20.0)
//.declare V0235 (294)  rf=r size=64 type=ud alias=V0233+0 align=16 words (r26.0)
//.declare V0240 (299)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0241 (300)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0242 (301)  rf=r size=64 type=ud alias=V0240+0 align=16 words (r98.0)
//.declare V0243 (302)  rf=r size=64 type=ud alias=V0241+0 align=16 words (r2.0)
//.declare V0244 (303)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0245 (304)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0246 (305)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0247 (306)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0248 (307)  rf=r size=64 type=ud alias=V0244+0 align=16 words (r122.0)
//.declare V0249 (308)  rf=r size=64 type=ud alias=V0245+0 align=16 words (r114.0)
//.declare V0250 (309)  rf=r size=64 type=ud alias=V0246+0 align=16 words (r6.0)
//.declare V0251 (310)  rf=r size=64 type=ud alias=V0247+0 align=16 words (r10.0)
//.declare V0252 (311)  rf=r size=64 type=ud alias=V0228+0 align=16 words (r22.0)
//.declare V0253 (312)  rf=r size=64 type=ud alias=V0229+0 align=16 words (r124.0)
//.declare V0254 (313)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare V0255 (314)  rf=r size=32 type=ud align=16 words (r116.0)
//.declare V0256 (315)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0257 (316)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0258 (317)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0259 (318)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0260 (319)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0261 (320)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0262 (321)  rf=r size=64 type=ud alias=V0258+0 align=16 words (r14.0)
//.declare V0263 (322)  rf=r size=64 type=ud alias=V0259+0 align=16 words (r110.0)
//.declare V0264 (323)  rf=r size=64 type=ud alias=V0260+0 align=16 words (r16.0)
//.declare V0265 (324)  rf=r size=64 type=ud alias=V0261+0 align=16 words (r2.0)
//.declare V0266 (325)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare V0267 (326)  rf=r size=32 type=ud align=16 words (r116.0)
//.declare V0268 (327)  rf=r size=32 type=ud align=16 words (r108.0)
//.declare V0269 (328)  rf=r size=32 type=ud align=16 words (r124.0)
//.declare V0270 (329)  rf=r size=128 type=d align=16 words (r104.0)
//.declare V0271 (330)  rf=r size=128 type=d align=16 words (r100.0)
//.declare V0272 (331)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0273 (332)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0274 (333)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0275 (334)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0276 (335)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare  (336)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (337)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (338)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (339)  rf=r size=8 type=df align=8 words (r126.2)
//.declare  (340)  rf=r size=8 type=ud alias=+0 align=8 words (r126.4)
//.declare  (341)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (342)  rf=r size=8 type=ud alias=+0 align=8 words (r125.0)
//.declare  (343)  rf=r size=8 type=df align=8 words (r125.2)
//.declare  (344)  rf=r size=8 type=ud alias=+0 align=8 words (r125.4)
//.declare  (345)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (346)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (347)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (348)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (349)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (350)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (351)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (352)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (357)  rf=r size=64 type=f align=32 words (r116.0)
//.declare  (358)  rf=r size=64 type=f align=32 words (r2.0)
//.declare  (359)  rf=r size=64 type=f align=32 words (r112.0)
//.declare  (360)  rf=r size=64 type=f align=32 words (r6.0)
//.declare  (361)  rf=r size=64 type=d align=32 words (r14.0)
//.declare  (362)  rf=r size=64 type=d align=32 words (r18.0)
//.declare  (363)  rf=r size=64 type=d align=32 words (r10.0)
//.declare  (364)  rf=r size=64 type=d align=32 words (r122.0)
//.declare  (365)  rf=r size=64 type=ud align=32 words (r116.0)
//.declare  (366)  rf=r size=64 type=ud align=32 words (r8.0)
//.declare  (367)  rf=r size=64 type=ud align=32 words (r112.0)
//.declare  (368)  rf=r size=64 type=ud align=32 words (r12.0)
//.declare  (369)  rf=r size=64 type=ud align=32 words (r2.0)
//.declare  (370)  rf=r size=64 type=ud align=32 words (r24.0)
//.declare  (371)  rf=r size=64 type=ud align=32 words (r26.0)
//.declare  (372)  rf=r size=64 type=ud align=32 words (r28.0)
//.declare  (373)  rf=r size=2 type=w align=1 words (r16.0)
//.declare  (377)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (378)  rf=r size=8 type=df align=8 words (r8.0)
//.declare  (379)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (380)  rf=r size=8 type=df align=8 words (r115.0)
//.declare  (381)  rf=r size=64 type=ud align=32 words (r16.0)
//.declare  (382)  rf=r size=64 type=ud align=32 words (r102.0)
//.declare  (383)  rf=r size=64 type=ud align=32 words (r24.0)
//.declare  (384)  rf=r size=64 type=ud align=32 words (r100.0)
//.declare  (385)  rf=r size=64 type=ud align=32 words (r100.0)
//.declare  (386)  rf=r size=64 type=ud align=32 words (r90.0)
//.declare  (387)  rf=r size=64 type=ud align=32 words (r24.0)
//.declare  (388)  rf=r size=64 type=ud align=32 words (r94.0)
//.declare  (389)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (390)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (391)  rf=r size=8 type=df align=8 words (r18.0)
//.declare  (392)  rf=r size=8 type=ud alias=+0 align=8 words (r18.0)
//.declare  (393)  rf=r size=8 type=df align=8 words (r6.0)
//.declare  (394)  rf=r size=8 type=ud alias=+0 align=8 words (r6.0)
//.declare  (395)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (396)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (397)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (398)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (399)  rf=r size=8 type=df align=8 words (r123.0)
//.declare  (400)  rf=r size=8 type=ud alias=+0 align=8 words (r123.0)
//.declare  (401)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (402)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (403)  rf=r size=8 type=df align=8 words (r122.0)
//.declare  (404)  rf=r size=8 type=ud alias=+0 align=8 words (r122.0)
//.declare  (405)  rf=r size=8 type=df align=8 words (r8.0)
//.declare  (406)  rf=r size=8 type=ud alias=+0 align=8 words (r8.0)
//.declare  (407)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (408)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (409)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (410)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (411)  rf=r size=8 type=df align=8 words (r123.0)
//.declare  (412)  rf=r size=8 type=ud alias=+0 align=8 words (r123.0)
//.declare  (413)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (414)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (415)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (416)  rf=r size=8 type=ud alias=+0 align=8 words (r125.0)
//.declare  (417)  rf=r size=8 type=df align=8 words (r6.0)
//.declare  (418)  rf=r size=8 type=ud alias=+0 align=8 words (r6.0)
//.declare  (419)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (420)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (421)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (422)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (423)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (424)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (425)  rf=r size=8 type=df align=8 words (r12.0)
//.declare  (426)  rf=r size=8 type=ud alias=+0 align=8 words (r12.0)
//.declare  (427)  rf=r size=8 type=df align=8 words (r121.0)
//.declare  (428)  rf=r size=8 type=ud alias=+0 align=8 words (r121.0)
//.declare  (429)  rf=r size=8 type=df align=8 words (r4.0)
//.declare  (430)  rf=r size=8 type=ud alias=+0 align=8 words (r4.0)
//.declare  (431)  rf=r size=64 type=ud align=16 words (r14.0)
//.declare  (432)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare  (433)  rf=r size=64 type=ud align=16 words (r122.0)
//.declare  (434)  rf=r size=64 type=ud align=16 words (r2.0)
//.declare  (435)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (436)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (437)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (438)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (439)  rf=r size=8 type=df align=8 words (r3.2)
//.declare  (440)  rf=r size=8 type=ud alias=+0 align=8 words (r3.4)
//.declare  (441)  rf=r size=8 type=df align=8 words (r12.0)
//.declare  (442)  rf=r size=8 type=ud alias=+0 align=8 words (r12.0)
//.declare  (443)  rf=r size=8 type=df align=8 words (r8.2)
//.declare  (444)  rf=r size=8 type=ud alias=+0 align=8 words (r8.4)
//.declare  (445)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (446)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (447)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (448)  rf=r size=8 type=ud alias=+0 align=8 words (r125.0)
//.declare  (449)  rf=r size=8 type=df align=8 words (r124.0)
//.declare  (450)  rf=r size=8 type=ud alias=+0 align=8 words (r124.0)
//.declare  (451)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (452)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (453)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (454)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (455)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (456)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (457)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (458)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (459)  rf=r size=8 type=df align=8 words (r111.0)
//.declare  (460)  rf=r size=8 type=ud alias=+0 align=8 words (r111.0)
//.declare  (461)  rf=r size=64 type=ud align=16 words (r98.0)
//.declare  (462)  rf=r size=64 type=ud align=16 words (r94.0)
//.declare  (463)  rf=r size=64 type=ud align=16 words (r2.0)
//.declare  (464)  rf=r size=64 type=ud align=16 words (r114.0)
//.declare  (465)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (466)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (467)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (468)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (469)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (470)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (471)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (472)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (473)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (474)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (475)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (476)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (477)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (478)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (481)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (482)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (483)  rf=r size=64 type=df align=16 words (r66.0)
//.declare  (484)  rf=r size=64 type=df align=16 words (r64.0)
//.declare  (485)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (486)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (489)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (490)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (491)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (492)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (493)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (494)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (495)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (496)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (497)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (498)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (499)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (500)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (501)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (502)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (503)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (504)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (505)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (506)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (507)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (508)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (509)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (510)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (511)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (512)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (513)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (514)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (515)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (516)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (517)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (518)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (519)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (520)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (521)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (522)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (523)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (524)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (525)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (526)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (527)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (528)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (529)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (530)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (531)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (532)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (533)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (534)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (535)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (536)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (537)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (538)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (539)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (540)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (541)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (542)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (543)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (544)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (545)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (546)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (547)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (548)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (549)  rf=r size=64 type=d align=16 words (r108.0)
//.declare  (550)  rf=r size=64 type=d align=16 words (r104.0)
//.declare  (551)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (552)  rf=r size=64 type=d align=16 words (r16.0)
//.declare  (553)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (554)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (555)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (556)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (557)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (558)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (559)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (560)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (561)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (562)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (563)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (564)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (565)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (566)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (567)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (568)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (569)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (570)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (571)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (572)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (573)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (574)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (575)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (576)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (577)  rf=r size=64 type=d alias=+0 align=16 words (r90.0)
//.declare  (578)  rf=r size=64 type=d alias=+0 align=16 words (r92.0)
//.declare  (579)  rf=r size=64 type=d alias=+0 align=16 words (r94.0)
//.declare  (580)  rf=r size=64 type=d alias=+0 align=16 words (r96.0)
//.declare  (581)  rf=r size=64 type=d alias=+0 align=16 words (r36.0)
//.declare  (582)  rf=r size=64 type=d alias=+0 align=16 words (r34.0)
//.declare  (583)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (584)  rf=r size=64 type=d alias=+0 align=16 words (r30.0)
//.declare  (585)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (586)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (587)  rf=r size=64 type=d alias=+0 align=16 words (r124.0)
//.declare  (588)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (589)  rf=r size=64 type=d alias=+0 align=16 words (r100.0)
//.declare  (590)  rf=r size=64 type=d alias=+0 align=16 words (r98.0)
//.declare  (591)  rf=r size=64 type=d alias=+0 align=16 words (r102.0)
//.declare  (592)  rf=r size=64 type=d alias=+0 align=16 words (r24.0)
//.declare  (593)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (594)  rf=r size=64 type=d alias=+0 align=16 words (r108.0)
//.declare  (595)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (596)  rf=r size=64 type=d alias=+0 align=16 words (r106.0)
//.declare  (597)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (598)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (599)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (600)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (601)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (602)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (603)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (604)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (605)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (606)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (607)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (608)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (609)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (610)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (611)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (612)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (613)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (614)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (615)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (616)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (617)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (618)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (619)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (620)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (621)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (622)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (623)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (624)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (625)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (626)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (627)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (628)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (629)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (630)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (631)  rf=r size=32 type=d align=16 words (r90.0)
//.declare  (632)  rf=r size=32 type=d align=16 words (r91.0)
//.declare  (633)  rf=r size=32 type=d align=16 words (r92.0)
//.declare  (634)  rf=r size=32 type=d align=16 words (r93.0)
//.declare  (635)  rf=r size=32 type=d align=16 words (r94.0)
//.declare  (636)  rf=r size=32 type=d align=16 words (r95.0)
//.declare  (637)  rf=r size=32 type=d align=16 words (r96.0)
//.declare  (638)  rf=r size=32 type=d align=16 words (r97.0)
//.declare  (639)  rf=r size=32 type=d align=16 words (r98.0)
//.declare  (640)  rf=r size=32 type=d align=16 words (r99.0)
//.declare  (641)  rf=r size=32 type=d align=16 words (r100.0)
//.declare  (642)  rf=r size=32 type=d align=16 words (r101.0)
//.declare  (643)  rf=r size=32 type=d align=16 words (r102.0)
//.declare  (644)  rf=r size=32 type=d align=16 words (r103.0)
//.declare  (645)  rf=r size=32 type=d align=16 words (r104.0)
//.declare  (646)  rf=r size=32 type=d align=16 words (r105.0)
//.declare  (647)  rf=r size=32 type=d align=16 words (r106.0)
//.declare  (648)  rf=r size=32 type=d align=16 words (r107.0)
//.declare  (649)  rf=r size=32 type=d align=16 words (r108.0)
//.declare  (650)  rf=r size=32 type=d align=16 words (r109.0)
//.declare  (651)  rf=r size=32 type=d align=16 words (r110.0)
//.declare  (652)  rf=r size=32 type=d align=16 words (r111.0)
//.declare  (653)  rf=r size=32 type=d align=16 words (r112.0)
//.declare  (654)  rf=r size=32 type=d align=16 words (r113.0)
//.declare  (655)  rf=r size=32 type=d align=16 words (r114.0)
//.declare  (656)  rf=r size=32 type=d align=16 words (r115.0)
//.declare  (657)  rf=r size=32 type=d align=16 words (r116.0)
//.declare  (658)  rf=r size=32 type=d align=16 words (r117.0)
//.declare  (659)  rf=r size=32 type=d align=16 words (r118.0)
//.declare  (660)  rf=r size=32 type=d align=16 words (r119.0)
//.declare  (661)  rf=r size=32 type=d align=16 words (r120.0)
//.declare  (662)  rf=r size=32 type=d align=16 words (r121.0)
//.declare  (663)  rf=r size=32 type=d align=16 words (r122.0)
//.declare  (664)  rf=r size=32 type=d align=16 words (r123.0)
//.declare  (665)  rf=r size=32 type=d align=16 words (r124.0)
//.declare  (666)  rf=r size=32 type=d align=16 words (r125.0)
//.declare  (667)  rf=r size=32 type=d align=16 words (r126.0)

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
// | V0272    | :uq      |      8 | r8       | general    |
// | V0273    | :uq      |      8 | r8+8     | general    |
// | V0274    | :uq      |      8 | r8+16    | general    |
// | V0275    | :uq      |      8 | r8+24    | general    |
// | V0276    | :uq      |      8 | r9       | general    |
// | V0037    | :d x 3   |     12 | r9+8     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r50.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $1
(W)     mov (1|M0)               r126.1<1>:ud  0x3FF80000:ud                                         // $1
(W)     mov (1|M0)               r126.4<1>:ud  0x0:ud                              {Compacted}       // $1
(W)     mov (1|M0)               r125.0<1>:ud  0x0:ud                              {Compacted}       // $1
(W)     mov (1|M0)               r126.5<1>:ud  0x3FE00000:ud                                         // $1
(W)     mov (1|M0)               r125.1<1>:ud  0x3FF00000:ud                                         // $1
(W)     mov (1|M0)               r125.4<1>:ud  0x0:ud                              {Compacted}       // $1
(W)     mov (1|M0)               r125.5<1>:ud  0x0:ud                                                // $1
(W)     mov (4|M0)               r20.0<1>:df   r126.0<0;1,0>:df                                      // $1
(W)     mov (4|M0)               r8.0<1>:df    r126.2<0;1,0>:df                                      // $1
(W)     mov (4|M0)               r3.0<1>:df    r125.0<0;1,0>:df                                      // $1
(W)     mov (4|M0)               r10.0<1>:df   r125.2<0;1,0>:df                                      // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r124.0<1>:d   r9.2<0;1,0>:d     r50.1<0;1,0>:d                      // $2
        add (16|M0)              r122.0<1>:d   r124.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r120.0<1>:d   r124.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r62.0<1>:d    r122.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r60.0<1>:d    r120.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r58.0<1>:d    r62.0<8;8,1>:d    3:w                                 // $9
        shl (16|M16)             r56.0<1>:d    r60.0<8;8,1>:d    3:w                                 // $10
        send (16|M0)             r42:w    r58     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $12
        send (16|M0)             r52:w    r58     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $24
        send (16|M16)            r38:w    r56     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $14
        send (16|M16)            r46:w    r56     0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $26
        mov (8|M0)               r90.0<2>:d    r42.0<8;8,1>:d                                        // $15
        mov (8|M0)               r90.1<2>:d    r44.0<8;8,1>:d                                        // $17
        mov (8|M0)               r36.0<2>:d    r52.0<8;8,1>:d                                        // $27
        mov (8|M8)               r92.0<2>:d    r43.0<8;8,1>:d                                        // $16
        mov (8|M0)               r36.1<2>:d    r54.0<8;8,1>:d                                        // $29
        mov (8|M8)               r34.0<2>:d    r53.0<8;8,1>:d                                        // $28
        mov (8|M16)              r94.0<2>:d    r38.0<8;8,1>:d                                        // $19
        mov (8|M24)              r96.0<2>:d    r39.0<8;8,1>:d                                        // $20
        mov (8|M16)              r32.0<2>:d    r46.0<8;8,1>:d                                        // $31
        mov (8|M24)              r30.0<2>:d    r47.0<8;8,1>:d                                        // $32
        mov (8|M8)               r92.1<2>:d    r45.0<8;8,1>:d                                        // $18
        math.invm (4|M0) (eo)f0.0  r12.mme0:df  r90.nomme:df     r36.nomme:df                        // $37
        mov (8|M8)               r34.1<2>:d    r55.0<8;8,1>:d                                        // $30
        mov (8|M16)              r94.1<2>:d    r40.0<8;8,1>:d                                        // $21
        mov (8|M24)              r96.1<2>:d    r41.0<8;8,1>:d                                        // $22
        mov (8|M16)              r32.1<2>:d    r48.0<8;8,1>:d                                        // $33
        mov (8|M24)              r30.1<2>:d    r49.0<8;8,1>:d                                        // $34
        mad (8|M0)               r16.0<1>:df   r90.0<2;1>:df     r36.0<2;1>:df     r90.0<1>:df       // $35 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r18.0<1>:df   r92.0<2;1>:df     r34.0<2;1>:df     r92.0<1>:df       // $35 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r22.0<1>:df   r94.0<2;1>:df     r32.0<2;1>:df     r94.0<1>:df       // $36 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r24.0<1>:df   r96.0<2;1>:df     r30.0<2;1>:df     r96.0<1>:df       // $36 {0=EH, 1=EL, 2=EH, BC=OK}
(~f0.0) if (4|M0)                            _fp64_arith_k0_0_ifJip  _fp64_arith_k0_0_ifJip          // $37
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_fp64_arith_k0_16_:
        madm (4|M0)              r112.mme1:df  r10.nomme:df      r90.nomme:df      r12.mme0:df       // $37 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r116.mme2:df  r3.nomme:df       -r36.nomme:df     r12.mme0:df       // $37 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r120.mme3:df  r90.nomme:df      -r36.nomme:df     r112.mme1:df      // $37 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r4.mme4:df    r12.mme0:df       r116.mme2:df      r12.mme0:df       // $37 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r124.mme5:df  r3.nomme:df       -r36.nomme:df     r4.mme4:df        // $37 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r12.mme6:df   r12.mme0:df       r116.mme2:df      r4.mme4:df        // $37 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r112.mme7:df  r112.mme1:df      r120.mme3:df      r4.mme4:df        // $37 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r4.mme0:df    r4.mme4:df        r12.mme6:df       r124.mme5:df      // $37 {0=EL, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r120.mme1:df  r90.nomme:df      -r36.nomme:df     r112.mme7:df      // $37 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r12.nomme:df  r112.mme7:df      r120.mme1:df      r4.mme0:df        // $37 {0=EH, 1=EH, 2=EL, BC=OK}
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_fp64_arith_k0_0_ifJip:
        endif (4|M0)                         L888                                                    // $37
L888:
        math.invm (4|M4) (eo)f0.0  r13.mme0:df  r91.nomme:df     r37.nomme:df                        // $37
(~f0.0) if (4|M4)                            _fp64_arith_k0_1_ifJip  _fp64_arith_k0_1_ifJip          // $37
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_fp64_arith_k0_17_:
        madm (4|M4)              r113.mme1:df  r10.nomme:df      r91.nomme:df      r13.mme0:df       // $37 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r117.mme2:df  r3.nomme:df       -r37.nomme:df     r13.mme0:df       // $37 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r121.mme3:df  r91.nomme:df      -r37.nomme:df     r113.mme1:df      // $37 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r5.mme4:df    r13.mme0:df       r117.mme2:df      r13.mme0:df       // $37 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r125.mme5:df  r3.nomme:df       -r37.nomme:df     r5.mme4:df        // $37 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r13.mme6:df   r13.mme0:df       r117.mme2:df      r5.mme4:df        // $37 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r113.mme7:df  r113.mme1:df      r121.mme3:df      r5.mme4:df        // $37 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r5.mme0:df    r5.mme4:df        r13.mme6:df       r125.mme5:df      // $37 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r121.mme1:df  r91.nomme:df      -r37.nomme:df     r113.mme7:df      // $37 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r13.nomme:df  r113.mme7:df      r121.mme1:df      r5.mme0:df        // $37 {0=OH, 1=OH, 2=OL, BC=OK}
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_fp64_arith_k0_1_ifJip:
        endif (4|M4)                         L1096                                                   // $37
L1096:
        math.invm (4|M8) (eo)f0.0  r14.mme0:df  r92.nomme:df     r34.nomme:df                        // $37
(~f0.0) if (4|M8)                            _fp64_arith_k0_2_ifJip  _fp64_arith_k0_2_ifJip          // $37
// B005: [inDivergent],  Preds:{B004},  Succs:{B006}
_fp64_arith_k0_18_:
        madm (4|M8)              r114.mme1:df  r10.nomme:df      r92.nomme:df      r14.mme0:df       // $37 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r118.mme2:df  r3.nomme:df       -r34.nomme:df     r14.mme0:df       // $37 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r122.mme3:df  r92.nomme:df      -r34.nomme:df     r114.mme1:df      // $37 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r6.mme4:df    r14.mme0:df       r118.mme2:df      r14.mme0:df       // $37 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r126.mme5:df  r3.nomme:df       -r34.nomme:df     r6.mme4:df        // $37 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r14.mme6:df   r14.mme0:df       r118.mme2:df      r6.mme4:df        // $37 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r114.mme7:df  r114.mme1:df      r122.mme3:df      r6.mme4:df        // $37 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r6.mme0:df    r6.mme4:df        r14.mme6:df       r126.mme5:df      // $37 {0=EL, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r122.mme1:df  r92.nomme:df      -r34.nomme:df     r114.mme7:df      // $37 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r14.nomme:df  r114.mme7:df      r122.mme1:df      r6.mme0:df        // $37 {0=EH, 1=EH, 2=EL, BC=OK}
// B006: Preds:{B005, B004},  Succs:{B007, B008}
_fp64_arith_k0_2_ifJip:
        endif (4|M8)                         L1304                                                   // $37
L1304:
        math.invm (4|M12) (eo)f0.0  r15.mme0:df  r93.nomme:df    r35.nomme:df                        // $37
(~f0.0) if (4|M12)                           _fp64_arith_k0_3_ifJip  _fp64_arith_k0_3_ifJip          // $37
// B007: [inDivergent],  Preds:{B006},  Succs:{B008}
_fp64_arith_k0_19_:
        madm (4|M12)             r115.mme1:df  r10.nomme:df      r93.nomme:df      r15.mme0:df       // $37 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r119.mme2:df  r3.nomme:df       -r35.nomme:df     r15.mme0:df       // $37 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r123.mme3:df  r93.nomme:df      -r35.nomme:df     r115.mme1:df      // $37 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r7.mme4:df    r15.mme0:df       r119.mme2:df      r15.mme0:df       // $37 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r127.mme5:df  r3.nomme:df       -r35.nomme:df     r7.mme4:df        // $37 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r15.mme6:df   r15.mme0:df       r119.mme2:df      r7.mme4:df        // $37 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r115.mme7:df  r115.mme1:df      r123.mme3:df      r7.mme4:df        // $37 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r7.mme0:df    r7.mme4:df        r15.mme6:df       r127.mme5:df      // $37 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r123.mme1:df  r93.nomme:df      -r35.nomme:df     r115.mme7:df      // $37 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r15.nomme:df  r115.mme7:df      r123.mme1:df      r7.mme0:df        // $37 {0=OH, 1=OH, 2=OL, BC=OK}
// B008: Preds:{B007, B006},  Succs:{B009, B010}
_fp64_arith_k0_3_ifJip:
        endif (4|M12)                        L1512                                                   // $37
L1512:
        mov (8|M0)               r28.0<1>:df   r12.0<4;4,1>:df                                       // $37
        math.invm (4|M16) (eo)f0.0  r12.mme0:df  r94.nomme:df    r32.nomme:df                        // $38
        mov (8|M8)               r26.0<1>:df   r14.0<4;4,1>:df                                       // $37
(~f0.0) if (4|M16)                           _fp64_arith_k0_4_ifJip  _fp64_arith_k0_4_ifJip          // $38
// B009: [inDivergent],  Preds:{B008},  Succs:{B010}
_fp64_arith_k0_20_:
        madm (4|M16)             r112.mme1:df  r10.nomme:df      r94.nomme:df      r12.mme0:df       // $38 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r116.mme2:df  r3.nomme:df       -r32.nomme:df     r12.mme0:df       // $38 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r120.mme3:df  r94.nomme:df      -r32.nomme:df     r112.mme1:df      // $38 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r4.mme4:df    r12.mme0:df       r116.mme2:df      r12.mme0:df       // $38 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r124.mme5:df  r3.nomme:df       -r32.nomme:df     r4.mme4:df        // $38 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r12.mme6:df   r12.mme0:df       r116.mme2:df      r4.mme4:df        // $38 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r112.mme7:df  r112.mme1:df      r120.mme3:df      r4.mme4:df        // $38 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r4.mme0:df    r4.mme4:df        r12.mme6:df       r124.mme5:df      // $38 {0=EL, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r120.mme1:df  r94.nomme:df      -r32.nomme:df     r112.mme7:df      // $38 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r12.nomme:df  r112.mme7:df      r120.mme1:df      r4.mme0:df        // $38 {0=EH, 1=EH, 2=EL, BC=OK}
// B010: Preds:{B009, B008},  Succs:{B011, B012}
_fp64_arith_k0_4_ifJip:
        endif (4|M16)                        L1752                                                   // $38
L1752:
        math.invm (4|M20) (eo)f0.0  r13.mme0:df  r95.nomme:df    r33.nomme:df                        // $38
(~f0.0) if (4|M20)                           _fp64_arith_k0_5_ifJip  _fp64_arith_k0_5_ifJip          // $38
// B011: [inDivergent],  Preds:{B010},  Succs:{B012}
_fp64_arith_k0_21_:
        madm (4|M20)             r113.mme1:df  r10.nomme:df      r95.nomme:df      r13.mme0:df       // $38 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r117.mme2:df  r3.nomme:df       -r33.nomme:df     r13.mme0:df       // $38 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r121.mme3:df  r95.nomme:df      -r33.nomme:df     r113.mme1:df      // $38 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r5.mme4:df    r13.mme0:df       r117.mme2:df      r13.mme0:df       // $38 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r125.mme5:df  r3.nomme:df       -r33.nomme:df     r5.mme4:df        // $38 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r13.mme6:df   r13.mme0:df       r117.mme2:df      r5.mme4:df        // $38 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r113.mme7:df  r113.mme1:df      r121.mme3:df      r5.mme4:df        // $38 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r5.mme0:df    r5.mme4:df        r13.mme6:df       r125.mme5:df      // $38 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r121.mme1:df  r95.nomme:df      -r33.nomme:df     r113.mme7:df      // $38 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r13.nomme:df  r113.mme7:df      r121.mme1:df      r5.mme0:df        // $38 {0=OH, 1=OH, 2=OL, BC=OK}
// B012: Preds:{B011, B010},  Succs:{B013, B014}
_fp64_arith_k0_5_ifJip:
        endif (4|M20)                        L1960                                                   // $38
L1960:
        math.invm (4|M24) (eo)f0.0  r14.mme0:df  r96.nomme:df    r30.nomme:df                        // $38
(~f0.0) if (4|M24)                           _fp64_arith_k0_6_ifJip  _fp64_arith_k0_6_ifJip          // $38
// B013: [inDivergent],  Preds:{B012},  Succs:{B014}
_fp64_arith_k0_22_:
        madm (4|M24)             r114.mme1:df  r10.nomme:df      r96.nomme:df      r14.mme0:df       // $38 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r118.mme2:df  r3.nomme:df       -r30.nomme:df     r14.mme0:df       // $38 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r122.mme3:df  r96.nomme:df      -r30.nomme:df     r114.mme1:df      // $38 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r6.mme4:df    r14.mme0:df       r118.mme2:df      r14.mme0:df       // $38 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r126.mme5:df  r3.nomme:df       -r30.nomme:df     r6.mme4:df        // $38 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r14.mme6:df   r14.mme0:df       r118.mme2:df      r6.mme4:df        // $38 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r114.mme7:df  r114.mme1:df      r122.mme3:df      r6.mme4:df        // $38 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r6.mme0:df    r6.mme4:df        r14.mme6:df       r126.mme5:df      // $38 {0=EL, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r122.mme1:df  r96.nomme:df      -r30.nomme:df     r114.mme7:df      // $38 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r14.nomme:df  r114.mme7:df      r122.mme1:df      r6.mme0:df        // $38 {0=EH, 1=EH, 2=EL, BC=OK}
// B014: Preds:{B013, B012},  Succs:{B015, B016}
_fp64_arith_k0_6_ifJip:
        endif (4|M24)                        L2168                                                   // $38
L2168:
        math.invm (4|M28) (eo)f0.0  r15.mme0:df  r97.nomme:df    r31.nomme:df                        // $38
(~f0.0) if (4|M28)                           _fp64_arith_k0_7_ifJip  _fp64_arith_k0_7_ifJip          // $38
// B015: [inDivergent],  Preds:{B014},  Succs:{B016}
_fp64_arith_k0_23_:
        madm (4|M28)             r115.mme1:df  r10.nomme:df      r97.nomme:df      r15.mme0:df       // $38 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r119.mme2:df  r3.nomme:df       -r31.nomme:df     r15.mme0:df       // $38 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r123.mme3:df  r97.nomme:df      -r31.nomme:df     r115.mme1:df      // $38 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r7.mme4:df    r15.mme0:df       r119.mme2:df      r15.mme0:df       // $38 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r127.mme5:df  r3.nomme:df       -r31.nomme:df     r7.mme4:df        // $38 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r15.mme6:df   r15.mme0:df       r119.mme2:df      r7.mme4:df        // $38 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r115.mme7:df  r115.mme1:df      r123.mme3:df      r7.mme4:df        // $38 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r7.mme0:df    r7.mme4:df        r15.mme6:df       r127.mme5:df      // $38 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r123.mme1:df  r97.nomme:df      -r31.nomme:df     r115.mme7:df      // $38 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r15.nomme:df  r115.mme7:df      r123.mme1:df      r7.mme0:df        // $38 {0=OH, 1=OH, 2=OL, BC=OK}
// B016: Preds:{B015, B014},  Succs:{B017, B018}
_fp64_arith_k0_7_ifJip:
        endif (4|M28)                        L2376                                                   // $38
L2376:
        mov (8|M0)               r116.0<1>:df  (abs)r90.0<4;4,1>:df                                  // $41
        add (8|M0)               r28.0<1>:df   r16.0<4;4,1>:df   r28.0<4;4,1>:df                     // $39
        add (8|M8)               r26.0<1>:df   r18.0<4;4,1>:df   r26.0<4;4,1>:df                     // $39
        add (8|M16)              r66.0<1>:df   r22.0<4;4,1>:df   r12.0<4;4,1>:df                     // $40
        add (8|M24)              r64.0<1>:df   r24.0<4;4,1>:df   r14.0<4;4,1>:df                     // $40
        mov (8|M8)               r118.0<1>:df  (abs)r92.0<4;4,1>:df                                  // $41
        math.rsqtm (4|M0) (eo)f1.0  r16.mme0:df  r116.nomme:df                                       // $41
(~f1.0) if (4|M0)                            _fp64_arith_k0_8_ifJip  _fp64_arith_k0_8_ifJip          // $41
// B017: [inDivergent],  Preds:{B016},  Succs:{B018}
_fp64_arith_k0_24_:
        madm (4|M0)              r12.mme1:df   r10.nomme:df      r8.nomme:df       r16.mme0:df       // $41 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r124.mme2:df  r10.nomme:df      r116.nomme:df     r16.mme0:df       // $41 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r4.mme3:df    r8.nomme:df       -r124.mme2:df     r12.mme1:df       // $41 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r120.mme5:df  r3.nomme:df       r20.nomme:df      r4.mme3:df        // $41 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r16.mme6:df   r10.nomme:df      r4.mme3:df        r124.mme2:df      // $41 {0=EL, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r4.mme7:df    r10.nomme:df      r4.mme3:df        r12.mme1:df       // $41 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r16.mme6:df   r124.mme2:df      r120.mme5:df      r16.mme6:df       // $41 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r120.mme5:df  r12.mme1:df       r120.mme5:df      r4.mme7:df        // $41 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r12.mme1:df   r116.nomme:df     -r16.mme6:df      r16.mme6:df       // $41 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M0)              r16.nomme:df  r16.mme6:df       r12.mme1:df       r120.mme5:df      // $41 {0=EL, 1=EL, 2=EH, BC=OK}
// B018: Preds:{B017, B016},  Succs:{B019, B020}
_fp64_arith_k0_8_ifJip:
        endif (4|M0)                         L2680                                                   // $41
L2680:
        math.rsqtm (4|M4) (eo)f1.0  r17.mme0:df  r117.nomme:df                                       // $41
(~f1.0) if (4|M4)                            _fp64_arith_k0_9_ifJip  _fp64_arith_k0_9_ifJip          // $41
// B019: [inDivergent],  Preds:{B018},  Succs:{B020}
_fp64_arith_k0_25_:
        madm (4|M4)              r13.mme1:df   r10.nomme:df      r8.nomme:df       r17.mme0:df       // $41 {0=EL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M4)              r125.mme2:df  r10.nomme:df      r117.nomme:df     r17.mme0:df       // $41 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r5.mme3:df    r8.nomme:df       -r125.mme2:df     r13.mme1:df       // $41 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r121.mme5:df  r3.nomme:df       r20.nomme:df      r5.mme3:df        // $41 {0=OL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M4)              r17.mme6:df   r10.nomme:df      r5.mme3:df        r125.mme2:df      // $41 {0=EL, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r5.mme7:df    r10.nomme:df      r5.mme3:df        r13.mme1:df       // $41 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r17.mme6:df   r125.mme2:df      r121.mme5:df      r17.mme6:df       // $41 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r121.mme5:df  r13.mme1:df       r121.mme5:df      r5.mme7:df        // $41 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r13.mme1:df   r117.nomme:df     -r17.mme6:df      r17.mme6:df       // $41 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M4)              r17.nomme:df  r17.mme6:df       r13.mme1:df       r121.mme5:df      // $41 {0=OL, 1=OL, 2=OH, BC=OK}
// B020: Preds:{B019, B018},  Succs:{B021, B022}
_fp64_arith_k0_9_ifJip:
        endif (4|M4)                         L2888                                                   // $41
L2888:
        math.rsqtm (4|M8) (eo)f1.0  r18.mme0:df  r118.nomme:df                                       // $41
(~f1.0) if (4|M8)                            _fp64_arith_k0_10_ifJip  _fp64_arith_k0_10_ifJip        // $41
// B021: [inDivergent],  Preds:{B020},  Succs:{B022}
_fp64_arith_k0_26_:
        madm (4|M8)              r14.mme1:df   r10.nomme:df      r8.nomme:df       r18.mme0:df       // $41 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r126.mme2:df  r10.nomme:df      r118.nomme:df     r18.mme0:df       // $41 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r6.mme3:df    r8.nomme:df       -r126.mme2:df     r14.mme1:df       // $41 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r122.mme5:df  r3.nomme:df       r20.nomme:df      r6.mme3:df        // $41 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r18.mme6:df   r10.nomme:df      r6.mme3:df        r126.mme2:df      // $41 {0=EL, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r6.mme7:df    r10.nomme:df      r6.mme3:df        r14.mme1:df       // $41 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r18.mme6:df   r126.mme2:df      r122.mme5:df      r18.mme6:df       // $41 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r122.mme5:df  r14.mme1:df       r122.mme5:df      r6.mme7:df        // $41 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r14.mme1:df   r118.nomme:df     -r18.mme6:df      r18.mme6:df       // $41 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M8)              r18.nomme:df  r18.mme6:df       r14.mme1:df       r122.mme5:df      // $41 {0=EL, 1=EL, 2=EH, BC=OK}
// B022: Preds:{B021, B020},  Succs:{B023, B024}
_fp64_arith_k0_10_ifJip:
        endif (4|M8)                         L3096                                                   // $41
L3096:
        math.rsqtm (4|M12) (eo)f1.0  r19.mme0:df  r119.nomme:df                                      // $41
(~f1.0) if (4|M12)                           _fp64_arith_k0_11_ifJip  _fp64_arith_k0_11_ifJip        // $41
// B023: [inDivergent],  Preds:{B022},  Succs:{B024}
_fp64_arith_k0_27_:
        madm (4|M12)             r15.mme1:df   r10.nomme:df      r8.nomme:df       r19.mme0:df       // $41 {0=EL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M12)             r127.mme2:df  r10.nomme:df      r119.nomme:df     r19.mme0:df       // $41 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r7.mme3:df    r8.nomme:df       -r127.mme2:df     r15.mme1:df       // $41 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r123.mme5:df  r3.nomme:df       r20.nomme:df      r7.mme3:df        // $41 {0=OL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M12)             r19.mme6:df   r10.nomme:df      r7.mme3:df        r127.mme2:df      // $41 {0=EL, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r7.mme7:df    r10.nomme:df      r7.mme3:df        r15.mme1:df       // $41 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r19.mme6:df   r127.mme2:df      r123.mme5:df      r19.mme6:df       // $41 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r123.mme5:df  r15.mme1:df       r123.mme5:df      r7.mme7:df        // $41 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r15.mme1:df   r119.nomme:df     -r19.mme6:df      r19.mme6:df       // $41 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M12)             r19.nomme:df  r19.mme6:df       r15.mme1:df       r123.mme5:df      // $41 {0=OL, 1=OL, 2=OH, BC=OK}
// B024: Preds:{B023, B022},  Succs:{B025, B026}
_fp64_arith_k0_11_ifJip:
        endif (4|M12)                        L3304                                                   // $41
L3304:
        mov (8|M16)              r116.0<1>:df  (abs)r94.0<4;4,1>:df                                  // $42
        mov (8|M0)               r24.0<1>:df   r16.0<4;4,1>:df                                       // $41
        mov (8|M8)               r22.0<1>:df   r18.0<4;4,1>:df                                       // $41
        mov (8|M24)              r118.0<1>:df  (abs)r96.0<4;4,1>:df                                  // $42
        math.rsqtm (4|M16) (eo)f1.0  r4.mme0:df  r116.nomme:df                                       // $42
(~f1.0) if (4|M16)                           _fp64_arith_k0_12_ifJip  _fp64_arith_k0_12_ifJip        // $42
// B025: [inDivergent],  Preds:{B024},  Succs:{B026}
_fp64_arith_k0_28_:
        madm (4|M16)             r16.mme1:df   r10.nomme:df      r8.nomme:df       r4.mme0:df        // $42 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r124.mme2:df  r10.nomme:df      r116.nomme:df     r4.mme0:df        // $42 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r12.mme3:df   r8.nomme:df       -r124.mme2:df     r16.mme1:df       // $42 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r120.mme5:df  r3.nomme:df       r20.nomme:df      r12.mme3:df       // $42 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r4.mme6:df    r10.nomme:df      r12.mme3:df       r124.mme2:df      // $42 {0=EL, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r12.mme7:df   r10.nomme:df      r12.mme3:df       r16.mme1:df       // $42 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r4.mme6:df    r124.mme2:df      r120.mme5:df      r4.mme6:df        // $42 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r120.mme5:df  r16.mme1:df       r120.mme5:df      r12.mme7:df       // $42 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r16.mme1:df   r116.nomme:df     -r4.mme6:df       r4.mme6:df        // $42 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M16)             r4.nomme:df   r4.mme6:df        r16.mme1:df       r120.mme5:df      // $42 {0=EL, 1=EL, 2=EH, BC=OK}
// B026: Preds:{B025, B024},  Succs:{B027, B028}
_fp64_arith_k0_12_ifJip:
        endif (4|M16)                        L3576                                                   // $42
L3576:
        math.rsqtm (4|M20) (eo)f1.0  r5.mme0:df  r117.nomme:df                                       // $42
(~f1.0) if (4|M20)                           _fp64_arith_k0_13_ifJip  _fp64_arith_k0_13_ifJip        // $42
// B027: [inDivergent],  Preds:{B026},  Succs:{B028}
_fp64_arith_k0_29_:
        madm (4|M20)             r17.mme1:df   r10.nomme:df      r8.nomme:df       r5.mme0:df        // $42 {0=EL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M20)             r125.mme2:df  r10.nomme:df      r117.nomme:df     r5.mme0:df        // $42 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r13.mme3:df   r8.nomme:df       -r125.mme2:df     r17.mme1:df       // $42 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r121.mme5:df  r3.nomme:df       r20.nomme:df      r13.mme3:df       // $42 {0=OL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M20)             r5.mme6:df    r10.nomme:df      r13.mme3:df       r125.mme2:df      // $42 {0=EL, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r13.mme7:df   r10.nomme:df      r13.mme3:df       r17.mme1:df       // $42 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r5.mme6:df    r125.mme2:df      r121.mme5:df      r5.mme6:df        // $42 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r121.mme5:df  r17.mme1:df       r121.mme5:df      r13.mme7:df       // $42 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r17.mme1:df   r117.nomme:df     -r5.mme6:df       r5.mme6:df        // $42 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M20)             r5.nomme:df   r5.mme6:df        r17.mme1:df       r121.mme5:df      // $42 {0=OL, 1=OL, 2=OH, BC=OK}
// B028: Preds:{B027, B026},  Succs:{B029, B030}
_fp64_arith_k0_13_ifJip:
        endif (4|M20)                        L3784                                                   // $42
L3784:
        math.rsqtm (4|M24) (eo)f1.0  r6.mme0:df  r118.nomme:df                                       // $42
(~f1.0) if (4|M24)                           _fp64_arith_k0_14_ifJip  _fp64_arith_k0_14_ifJip        // $42
// B029: [inDivergent],  Preds:{B028},  Succs:{B030}
_fp64_arith_k0_30_:
        madm (4|M24)             r18.mme1:df   r10.nomme:df      r8.nomme:df       r6.mme0:df        // $42 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r126.mme2:df  r10.nomme:df      r118.nomme:df     r6.mme0:df        // $42 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r14.mme3:df   r8.nomme:df       -r126.mme2:df     r18.mme1:df       // $42 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r122.mme5:df  r3.nomme:df       r20.nomme:df      r14.mme3:df       // $42 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r6.mme6:df    r10.nomme:df      r14.mme3:df       r126.mme2:df      // $42 {0=EL, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r14.mme7:df   r10.nomme:df      r14.mme3:df       r18.mme1:df       // $42 {0=EL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r6.mme6:df    r126.mme2:df      r122.mme5:df      r6.mme6:df        // $42 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r122.mme5:df  r18.mme1:df       r122.mme5:df      r14.mme7:df       // $42 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r18.mme1:df   r118.nomme:df     -r6.mme6:df       r6.mme6:df        // $42 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M24)             r6.nomme:df   r6.mme6:df        r18.mme1:df       r122.mme5:df      // $42 {0=EL, 1=EL, 2=EH, BC=OK}
// B030: Preds:{B029, B028},  Succs:{B031, B032}
_fp64_arith_k0_14_ifJip:
        endif (4|M24)                        L3992                                                   // $42
L3992:
        math.rsqtm (4|M28) (eo)f1.0  r7.mme0:df  r119.nomme:df                                       // $42
(~f1.0) if (4|M28)                           _fp64_arith_k0_15_ifJip  _fp64_arith_k0_15_ifJip        // $42
// B031: [inDivergent],  Preds:{B030},  Succs:{B032}
_fp64_arith_k0_31_:
        madm (4|M28)             r19.mme1:df   r10.nomme:df      r8.nomme:df       r7.mme0:df        // $42 {0=EL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M28)             r127.mme2:df  r10.nomme:df      r119.nomme:df     r7.mme0:df        // $42 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r15.mme3:df   r8.nomme:df       -r127.mme2:df     r19.mme1:df       // $42 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r123.mme5:df  r3.nomme:df       r20.nomme:df      r15.mme3:df       // $42 {0=OL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M28)             r7.mme6:df    r10.nomme:df      r15.mme3:df       r127.mme2:df      // $42 {0=EL, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r15.mme7:df   r10.nomme:df      r15.mme3:df       r19.mme1:df       // $42 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r7.mme6:df    r127.mme2:df      r123.mme5:df      r7.mme6:df        // $42 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r123.mme5:df  r19.mme1:df       r123.mme5:df      r15.mme7:df       // $42 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r19.mme1:df   r119.nomme:df     -r7.mme6:df       r7.mme6:df        // $42 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M28)             r7.nomme:df   r7.mme6:df        r19.mme1:df       r123.mme5:df      // $42 {0=OL, 1=OL, 2=OH, BC=OK}
// B032: Preds:{B031, B030},  Succs:{}
_fp64_arith_k0_15_ifJip:
        endif (4|M28)                        L4200                                                   // $42
L4200:
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $45
        add (8|M16)              r122.0<1>:df  r66.0<4;4,1>:df   r4.0<4;4,1>:df                      // $44
(W)     mov (1|M0)               r126.1<1>:ud  0x3FE00000:ud                                         // $45
        add (8|M24)              r4.0<1>:df    r64.0<4;4,1>:df   r6.0<4;4,1>:df                      // $44
        add (8|M8)               r2.0<1>:df    r26.0<4;4,1>:df   r22.0<4;4,1>:df                     // $43
        add (8|M0)               r124.0<1>:df  r28.0<4;4,1>:df   r24.0<4;4,1>:df                     // $43
(W)     mov (1|M0)               r18.0<1>:ud   0x0:ud                              {Compacted}       // $51
        cmp (8|M0)    (lt)f0.0   null<1>:df    r90.0<4;4,1>:df   r36.0<4;4,1>:df                     // $67
(W)     mov (1|M0)               r18.1<1>:ud   0x7FF80000:ud                                         // $51
(W)     mov (1|M0)               r121.0<1>:df  r126.0<0;1,0>:df                                      // $45
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $52
        cmp (8|M8)    (lt)f0.0   null<1>:df    r92.0<4;4,1>:df   r34.0<4;4,1>:df                     // $67
(W)     mov (1|M0)               r126.1<1>:ud  0x7FF80000:ud                                         // $52
        cmp (8|M16)   (lt)f0.0   null<1>:df    r94.0<4;4,1>:df   r32.0<4;4,1>:df                     // $68
        cmp (8|M24)   (lt)f0.0   null<1>:df    r96.0<4;4,1>:df   r30.0<4;4,1>:df                     // $68
        sel (8|M0)    (lt)f0.0   r106.0<1>:df  r90.0<4;4,1>:df   r18.0<0;1,0>:df                     // $51
        mov (8|M8)               r118.0<1>:df  r121.0<0;1,0>:df                                      // $46
        mov (8|M16)              r10.0<1>:df   r121.0<0;1,0>:df                                      // $47
        mov (8|M0)               r6.0<1>:df    r121.0<0;1,0>:df                                      // $46
        mov (8|M24)              r114.0<1>:df  r121.0<0;1,0>:df                                      // $47
(W)     mov (8|M0)               r127.0<1>:ud  r50.0<8;8,1>:ud                  {Compacted}          // $263
        mad (8|M8)               r116.0<1>:df  r118.0<2;1>:df    r34.0<2;1>:df     r92.0<1>:df       // $46 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r12.0<1>:df   r10.0<2;1>:df     r32.0<2;1>:df     r94.0<1>:df       // $47 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M0)               r8.0<1>:df    r6.0<2;1>:df      r36.0<2;1>:df     r90.0<1>:df       // $46 {0=EL, 1=EL, 2=EH, BC=OK}
(W)     mov (1|M0)               r6.0<1>:ud    0x0:ud                              {Compacted}       // $51
(W)     mov (1|M0)               r6.1<1>:ud    0x7FF80000:ud                                         // $51
        mad (8|M24)              r112.0<1>:df  r114.0<2;1>:df    r30.0<2;1>:df     r96.0<1>:df       // $47 {0=EH, 1=EL, 2=EH, BC=OK}
        add (8|M8)               r110.0<1>:df  r2.0<4;4,1>:df    r116.0<4;4,1>:df                    // $48
        add (8|M16)              r16.0<1>:df   r122.0<4;4,1>:df  r12.0<4;4,1>:df                     // $49
(W)     mov (1|M0)               r3.0<1>:ud    0x0:ud                              {Compacted}       // $53
(W)     mov (1|M0)               r122.0<1>:ud  0x0:ud                              {Compacted}       // $54
(W)     mov (1|M0)               r3.1<1>:ud    0x7FF80000:ud                                         // $53
(W)     mov (1|M0)               r122.1<1>:ud  0x7FF80000:ud                                         // $54
(W)     mov (1|M0)               r2.0<1>:ud    0x0:ud                              {Compacted}       // $52
        add (8|M0)               r14.0<1>:df   r124.0<4;4,1>:df  r8.0<4;4,1>:df                      // $48
(W)     mov (1|M0)               r2.1<1>:ud    0x7FF80000:ud                                         // $52
        sel (8|M8)    (lt)f0.0   r10.0<1>:df   r92.0<4;4,1>:df   r6.0<0;1,0>:df                      // $51
        add (8|M24)              r108.0<1>:df  r4.0<4;4,1>:df    r112.0<4;4,1>:df                    // $49
        sel (8|M16)   (lt)f0.0   r124.0<1>:df  r94.0<4;4,1>:df   r126.0<0;1,0>:df                    // $52
        sel (8|M8)    (lt)f0.0   r6.0<1>:df    r34.0<4;4,1>:df   r3.0<0;1,0>:df                      // $53
        sel (8|M16)   (lt)f0.0   r118.0<1>:df  r32.0<4;4,1>:df   r122.0<0;1,0>:df                    // $54
(W)     mov (1|M0)               r123.0<1>:ud  0x0:ud                              {Compacted}       // $53
        sel (8|M24)   (lt)f0.0   r4.0<1>:df    r96.0<4;4,1>:df   r2.0<0;1,0>:df                      // $52
(W)     mov (1|M0)               r123.1<1>:ud  0x7FF80000:ud                                         // $53
(W)     mov (1|M0)               r8.0<1>:ud    0x0:ud                              {Compacted}       // $54
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $57
(W)     mov (1|M0)               r8.1<1>:ud    0x7FF80000:ud                                         // $54
(W)     mov (1|M0)               r126.1<1>:ud  0x7FF80000:ud                                         // $57
(W)     mov (1|M0)               r2.0<1>:ud    0x0:ud                              {Compacted}       // $57
        sel (8|M8)    (ge)f0.0   r18.0<1>:df   r10.0<4;4,1>:df   r6.0<4;4,1>:df                      // $55
(W)     mov (1|M0)               r2.1<1>:ud    0x7FF80000:ud                                         // $57
        sel (8|M16)   (ge)f0.0   r114.0<1>:df  r124.0<4;4,1>:df  r118.0<4;4,1>:df                    // $56
        sel (8|M0)    (lt)f0.0   r120.0<1>:df  r36.0<4;4,1>:df   r123.0<0;1,0>:df                    // $53
(W)     mov (1|M0)               r6.0<1>:ud    0x0:ud                              {Compacted}       // $59
(W)     mov (1|M0)               r125.0<1>:ud  0x0:ud                              {Compacted}       // $59
(W)     mov (1|M0)               r6.1<1>:ud    0x7FF80000:ud                                         // $59
(W)     mov (1|M0)               r125.1<1>:ud  0x7FF80000:ud                                         // $59
        sel (8|M24)   (lt)f0.0   r12.0<1>:df   r30.0<4;4,1>:df   r8.0<0;1,0>:df                      // $54
(W)     mov (1|M0)               r123.0<1>:ud  0x0:ud                              {Compacted}       // $58
        sel (8|M0)    (lt)f0.0   r112.0<1>:df  r90.0<4;4,1>:df   r126.0<0;1,0>:df                    // $57
(W)     mov (1|M0)               r123.1<1>:ud  0x7FF80000:ud                                         // $58
        sel (8|M8)    (lt)f0.0   r22.0<1>:df   r92.0<4;4,1>:df   r2.0<0;1,0>:df                      // $57
(W)     mov (1|M0)               r3.0<1>:ud    0x0:ud                              {Compacted}       // $58
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $60
(W)     mov (1|M0)               r3.1<1>:ud    0x7FF80000:ud                                         // $58
(W)     mov (1|M0)               r126.1<1>:ud  0x7FF80000:ud                                         // $60
(W)     mov (1|M0)               r2.0<1>:ud    0x0:ud                              {Compacted}       // $60
        sel (8|M0)    (ge)f0.0   r116.0<1>:df  r106.0<4;4,1>:df  r120.0<4;4,1>:df                    // $55
(W)     mov (1|M0)               r2.1<1>:ud    0x7FF80000:ud                                         // $60
        sel (8|M8)    (lt)f0.0   r8.0<1>:df    r34.0<4;4,1>:df   r6.0<0;1,0>:df                      // $59
        sel (8|M0)    (lt)f0.0   r118.0<1>:df  r36.0<4;4,1>:df   r125.0<0;1,0>:df                    // $59
        sel (8|M24)   (ge)f0.0   r20.0<1>:df   r4.0<4;4,1>:df    r12.0<4;4,1>:df                     // $56
        sel (8|M16)   (lt)f0.0   r120.0<1>:df  r94.0<4;4,1>:df   r123.0<0;1,0>:df                    // $58
        sel (8|M24)   (lt)f0.0   r4.0<1>:df    r96.0<4;4,1>:df   r3.0<0;1,0>:df                      // $58
        sel (8|M16)   (lt)f0.0   r122.0<1>:df  r32.0<4;4,1>:df   r126.0<0;1,0>:df                    // $60
        sel (8|M24)   (lt)f0.0   r10.0<1>:df   r30.0<4;4,1>:df   r2.0<0;1,0>:df                      // $60
        sel (8|M8)    (lt)f0.0   r12.0<1>:df   r22.0<4;4,1>:df   r8.0<4;4,1>:df                      // $61
        sel (8|M0)    (lt)f0.0   r106.0<1>:df  r112.0<4;4,1>:df  r118.0<4;4,1>:df                    // $61
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $102
(W)     mov (1|M0)               r126.1<1>:ud  0x3DF00000:ud                                         // $102
        sel (8|M16)   (lt)f0.0   r124.0<1>:df  r120.0<4;4,1>:df  r122.0<4;4,1>:df                    // $62
        sel (8|M24)   (lt)f0.0   r24.0<1>:df   r4.0<4;4,1>:df    r10.0<4;4,1>:df                     // $62
        add (8|M8)               r6.0<1>:df    r18.0<4;4,1>:df   -r12.0<4;4,1>:df                    // $63
        add (8|M0)               r104.0<1>:df  r116.0<4;4,1>:df  -r106.0<4;4,1>:df                   // $63
        mov (8|M8)               r18.0<2>:d    r92.0<4;4,1>:df                                       // $85
        add (8|M16)              r102.0<1>:df  r114.0<4;4,1>:df  -r124.0<4;4,1>:df                   // $64
        add (8|M24)              r26.0<1>:df   r20.0<4;4,1>:df   -r24.0<4;4,1>:df                    // $64
        add (8|M8)               r28.0<1>:df   r110.0<4;4,1>:df  r6.0<4;4,1>:df                      // $65
        add (8|M0)               r100.0<1>:df  r14.0<4;4,1>:df   r104.0<4;4,1>:df                    // $65
        mov (8|M0)               r14.0<2>:d    r90.0<4;4,1>:df                                       // $85
        add (8|M16)              r98.0<1>:df   r16.0<4;4,1>:df   r102.0<4;4,1>:df                    // $66
        add (8|M24)              r2.0<1>:df    r108.0<4;4,1>:df  r26.0<4;4,1>:df                     // $66
(f0.0)  sel (8|M8)               r4.0<1>:df    r28.0<4;4,1>:df   -r28.0<4;4,1>:df                    // $69
(f0.0)  sel (8|M0)               r122.0<1>:df  r100.0<4;4,1>:df  -r100.0<4;4,1>:df                   // $69
        mov (8|M8)               r17.0<1>:d    r18.0<2;1,0>:d                                        // $85
        mov (8|M0)               r16.0<1>:d    r14.0<2;1,0>:d                                        // $85
(f0.0)  sel (8|M16)              r124.0<1>:df  r98.0<4;4,1>:df   -r98.0<4;4,1>:df                    // $70
(f0.0)  sel (8|M24)              r8.0<1>:df    r2.0<4;4,1>:df    -r2.0<4;4,1>:df                     // $70
        mov (8|M8)               r119.0<1>:d   r4.0<2;1,0>:d                                         // $72
        mov (8|M8)               r121.0<1>:d   r4.1<2;1,0>:d                                         // $74
        mov (8|M0)               r118.0<1>:d   r122.0<2;1,0>:d                                       // $71
        mov (8|M0)               r120.0<1>:d   r122.1<2;1,0>:d                                       // $73
        mov (8|M0)               r116.0<2>:f   r122.0<4;4,1>:df                                      // $83
        mov (8|M16)              r10.0<1>:d    r124.0<2;1,0>:d                                       // $75
        mov (8|M16)              r12.0<1>:d    r124.1<2;1,0>:d                                       // $77
        mov (8|M24)              r11.0<1>:d    r8.0<2;1,0>:d                                         // $76
        mov (8|M24)              r13.0<1>:d    r8.1<2;1,0>:d                                         // $78
        mov (8|M24)              r122.0<2>:d   r96.0<4;4,1>:df                                       // $86
        sends (16|M0)            null:w   r58     r118    0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $80
        mov (8|M8)               r2.0<2>:f     r4.0<4;4,1>:df                                        // $83
        mov (8|M16)              r112.0<2>:f   r124.0<4;4,1>:df                                      // $84
        mov (8|M24)              r6.0<2>:f     r8.0<4;4,1>:df                                        // $84
        sends (16|M16)           null:w   r56     r10     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $82
        mov (8|M16)              r10.0<2>:d    r94.0<4;4,1>:df                                       // $86
        mov (8|M24)              r13.0<1>:d    r122.0<2;1,0>:d                                       // $86
        mov (8|M8)               r115.0<1>:f   r2.0<2;1,0>:f                                         // $83
        mov (8|M0)               r114.0<1>:f   r116.0<2;1,0>:f                                       // $83
        mov (16|M0)              r2.0<1>:f     r16.0<8;8,1>:d                   {Compacted}          // $87
        mov (8|M16)              r110.0<1>:f   r112.0<2;1,0>:f                                       // $84
        mov (8|M16)              r12.0<1>:d    r10.0<2;1,0>:d                                        // $86
        mov (8|M24)              r111.0<1>:f   r6.0<2;1,0>:f                                         // $84
        shl (16|M0)              r6.0<1>:d     r62.0<8;8,1>:d    2:w                                 // $91
        add (16|M0)              r114.0<1>:f   r114.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}        // $89
        shl (16|M16)             r8.0<1>:d     r60.0<8;8,1>:d    2:w                                 // $92
        mov (16|M16)             r4.0<1>:f     r12.0<8;8,1>:d                                        // $88
(W)     mov (1|M0)               r12.0<1>:ud   0x0:ud                              {Compacted}       // $102
        mul (8|M0)               r122.0<1>:df  (abs)r36.0<4;4,1>:df  r126.0<0;1,0>:df                // $102
(W)     mov (1|M0)               r12.1<1>:ud   0x3DF00000:ud                                         // $102
        sends (16|M0)            null:w   r6      r114    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $94
        add (16|M16)             r110.0<1>:f   r110.0<8;8,1>:f   r4.0<8;8,1>:f                       // $90
(W)     mov (1|M0)               r121.0<1>:ud  0x0:ud                              {Compacted}       // $103
(W)     mov (1|M0)               r4.0<1>:ud    0x0:ud                              {Compacted}       // $103
        mul (8|M8)               r2.0<1>:df    (abs)r34.0<4;4,1>:df  r12.0<0;1,0>:df                 // $102
(W)     mov (1|M0)               r121.1<1>:ud  0x3DF00000:ud                                         // $103
(W)     mov (1|M0)               r4.1<1>:ud    0x3DF00000:ud                                         // $103
        sends (16|M16)           null:w   r8      r110    0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $96
        mov (8|M0)               r116.0<2>:ud  r122.0<4;4,1>:df                                      // $104
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $108
        mov (8|M8)               r8.0<2>:ud    r2.0<4;4,1>:df                                        // $104
        mul (8|M16)              r118.0<1>:df  (abs)r32.0<4;4,1>:df  r121.0<0;1,0>:df                // $103
        mul (8|M24)              r6.0<1>:df    (abs)r30.0<4;4,1>:df  r4.0<0;1,0>:df                  // $103
(W)     mov (1|M0)               r126.1<1>:ud  0xC1F00000:ud                                         // $108
        asr (16|M0)              r124.0<1>:d   r54.0<8;8,1>:d    31:w                                // $99
        mov (8|M0)               r114.0<1>:ud  r116.0<2;1,0>:ud                                      // $104
        mov (8|M8)               r115.0<1>:ud  r8.0<2;1,0>:ud                                        // $104
        mov (8|M16)              r112.0<2>:ud  r118.0<4;4,1>:df                                      // $105
        mov (8|M24)              r12.0<2>:ud   r6.0<4;4,1>:df                                        // $105
(W)     mov (1|M0)               r119.0<1>:df  r126.0<0;1,0>:df                                      // $108
        asr (16|M16)             r10.0<1>:d    r48.0<8;8,1>:d    31:w                                // $100
        mov (8|M0)               r14.0<2>:ud   r114.0<8;8,1>:ud                                      // $106
        mov (8|M8)               r18.0<2>:ud   r115.0<8;8,1>:ud                                      // $106
        mov (8|M16)              r110.0<1>:ud  r112.0<2;1,0>:ud                                      // $105
        mov (8|M24)              r111.0<1>:ud  r12.0<2;1,0>:ud                                       // $105
        mov (8|M0)               r6.0<1>:df    r119.0<0;1,0>:df                                      // $109
        mov (8|M8)               r116.0<1>:df  r119.0<0;1,0>:df                                      // $109
        xor (16|M0)              r114.0<1>:d   r114.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}        // $115
        mov (8|M0)               r16.0<1>:df   r14.0<8;4,2>:ud                                       // $106
        mov (8|M8)               r4.0<1>:df    r18.0<8;4,2>:ud                                       // $106
        mov (8|M24)              r2.0<2>:ud    r111.0<8;8,1>:ud                                      // $107
        mov (8|M16)              r122.0<2>:ud  r110.0<8;8,1>:ud                                      // $107
        mov (8|M16)              r18.0<1>:df   r119.0<0;1,0>:df                                      // $110
        xor (16|M16)             r110.0<1>:d   r110.0<8;8,1>:d   r10.0<8;8,1>:d                      // $116
        mad (8|M0)               r12.0<1>:df   (abs)r36.0<2;1>:df  r6.0<2;1>:df    r16.0<1>:df       // $109 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r14.0<1>:df   (abs)r34.0<2;1>:df  r116.0<2;1>:df  r4.0<1>:df        // $109 {0=EL, 1=EH, 2=EL, BC=OK}
        mov (8|M24)              r8.0<1>:df    r2.0<8;4,2>:ud                                        // $107
        mov (8|M16)              r120.0<1>:df  r122.0<8;4,2>:ud                                      // $107
        mov (8|M24)              r122.0<1>:df  r119.0<0;1,0>:df                                      // $110
        mov (8|M0)               r2.0<2>:ud    r12.0<4;4,1>:df                                       // $111
        mov (8|M8)               r24.0<2>:ud   r14.0<4;4,1>:df                                       // $111
        mov (16|M0)              r14.0<1>:d    r42.0<8;8,1>:d                   {Compacted}          // $129
        mad (8|M16)              r112.0<1>:df  (abs)r32.0<2;1>:df  r18.0<2;1>:df   r120.0<1>:df      // $110 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r20.0<1>:df   (abs)r30.0<2;1>:df  r122.0<2;1>:df  r8.0<1>:df        // $110 {0=EL, 1=EH, 2=EL, BC=OK}
        add (8|M8)               r121.0<1>:ud  r115.0<8;8,1>:ud  -r125.0<8;8,1>:ud {Compacted}       // $121
        mov (8|M0)               r22.0<1>:ud   r2.0<2;1,0>:ud                                        // $111
        mov (8|M8)               r23.0<1>:ud   r24.0<2;1,0>:ud                                       // $111
        add (8|M0)               r120.0<1>:ud  r114.0<8;8,1>:ud  -r124.0<8;8,1>:ud {Compacted}       // $118
        shr (16|M16)             r114.0<1>:d   r40.0<8;8,1>:ud   20:w                                // $136
        mov (8|M16)              r26.0<2>:ud   r112.0<4;4,1>:df                                      // $112
        mov (8|M24)              r28.0<2>:ud   r20.0<4;4,1>:df                                       // $112
        add (8|M16)              r112.0<1>:ud  r110.0<8;8,1>:ud  -r10.0<8;8,1>:ud                    // $124
        xor (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    r124.0<8;8,1>:d  {Compacted}        // $113
        add (8|M24)              r113.0<1>:ud  r111.0<8;8,1>:ud  -r11.0<8;8,1>:ud                    // $127
        and (16|M16)             r108.0<1>:d   r114.0<8;8,1>:d   2047:w                              // $138
        mov (8|M16)              r16.0<1>:ud   r26.0<2;1,0>:ud                                       // $112
        mov (8|M24)              r17.0<1>:ud   r28.0<2;1,0>:ud                                       // $112
        subb (8|M0)              r4.0<1>:ud    r22.0<8;8,1>:ud   r124.0<8;8,1>:ud {AccWrEn,Compacted} // $117
        mov (16|M16)             r20.0<1>:d    r38.0<8;8,1>:d                                        // $130
        add (16|M16)             r106.0<1>:d   -r108.0<8;8,1>:d  1075:w                              // $140
        cmp (16|M16)  (lt)f0.0   null<1>:d     r108.0<8;8,1>:ud  0x3FF:uw                            // $158
        mov (8|M0)               r126.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}          // $117
        subb (8|M8)              r5.0<1>:ud    r23.0<8;8,1>:ud   r125.0<8;8,1>:ud {AccWrEn,Compacted} // $120
        xor (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r10.0<8;8,1>:d                      // $114
        sel (16|M16)  (lt)f0.0   r106.0<1>:d   r106.0<8;8,1>:d   32:w                                // $144
        add (16|M16)             r110.0<1>:d   -r108.0<8;8,1>:d  1043:w                              // $142
        mov (8|M8)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $120
        subb (8|M16)             r118.0<1>:ud  r16.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn}          // $123
(W)     mov (1|M0)               r16.0<1>:w    -1:w                                                  // $153
        sel (16|M16)  (ge)f0.0   r104.0<1>:d   r106.0<8;8,1>:d   0:w                                 // $148
        sel (16|M16)  (lt)f0.0   r110.0<1>:d   r110.0<8;8,1>:d   20:w                                // $146
        add (8|M8)               r121.0<1>:ud  -r2.0<8;8,1>:ud   r121.0<8;8,1>:ud {Compacted}        // $122
        shr (16|M0)              r2.0<1>:d     r44.0<8;8,1>:ud   20:w                                // $135
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                                      // $123
        subb (8|M24)             r119.0<1>:ud  r17.0<8;8,1>:ud   r11.0<8;8,1>:ud  {AccWrEn}          // $126
        cmp (16|M16)  (eq)f1.0   r100.0<1>:d   r104.0<8;8,1>:d   32:w                                // $162
        and (16|M16)             r114.0<1>:d   r104.0<8;8,1>:d   31:w                                // $152
        and (16|M0)              r24.0<1>:d    r2.0<8;8,1>:d     2047:w                              // $137
        add (8|M16)              r112.0<1>:ud  -r8.0<8;8,1>:ud   r112.0<8;8,1>:ud                    // $125
        mov (8|M24)              r12.0<1>:ud   acc0.0<8;8,1>:ud                                      // $126
(~f0.0) sel (16|M16)             r98.0<1>:d    -r100.0<8;8,1>:d  1:w                                 // $164
        shl (16|M16)             r102.0<1>:d   r16.0<0;1,0>:w    r114.0<8;8,1>:d                     // $154
        add (16|M0)              r8.0<1>:d     -r24.0<8;8,1>:d   1075:w                              // $139
        add (8|M24)              r113.0<1>:ud  -r12.0<8;8,1>:ud  r113.0<8;8,1>:ud                    // $128
        add (16|M0)              r10.0<1>:d    -r24.0<8;8,1>:d   1043:w                              // $141
        cmp (16|M0)   (lt)f0.0   null<1>:d     r24.0<8;8,1>:ud   0x3FF:uw                            // $157
        sel (16|M0)   (lt)f0.0   r8.0<1>:d     r8.0<8;8,1>:d     32:w                                // $143
        cmp (16|M16)  (ne)f1.0   null<1>:d     r98.0<8;8,1>:d    0:w                                 // $166
        sel (16|M0)   (lt)f0.0   r10.0<1>:d    r10.0<8;8,1>:d    20:w                                // $145
        sel (16|M16)  (ge)f0.0   r110.0<1>:d   r110.0<8;8,1>:d   0:w                                 // $150
        sel (16|M0)   (ge)f0.0   r12.0<1>:d    r8.0<8;8,1>:d     0:w                                 // $147
(~f1.0) sel (16|M16)             r114.0<1>:d   r102.0<8;8,1>:d   0:w                                 // $168
        sel (16|M0)   (ge)f0.0   r10.0<1>:d    r10.0<8;8,1>:d    0:w                                 // $149
        shl (16|M16)             r110.0<1>:d   r16.0<0;1,0>:w    r110.0<8;8,1>:d                     // $156
        cmp (16|M0)   (eq)f1.0   r28.0<1>:d    r12.0<8;8,1>:d    32:w                                // $161
        and (16|M0)              r2.0<1>:d     r12.0<8;8,1>:d    31:w                                // $151
        shl (16|M0)              r10.0<1>:d    r16.0<0;1,0>:w    r10.0<8;8,1>:d                      // $155
        and (16|M16)             r114.0<1>:d   r114.0<8;8,1>:d   r20.0<8;8,1>:d                      // $170
(~f0.0) sel (16|M0)              r30.0<1>:d    -r28.0<8;8,1>:d   1:w                                 // $163
        shl (16|M0)              r26.0<1>:d    r16.0<0;1,0>:w    r2.0<8;8,1>:d                       // $153
(~f0.0) sel (16|M0)              r8.0<1>:d     r10.0<8;8,1>:d    -2147483648:d                       // $159
(~f0.0) sel (16|M16)             r106.0<1>:d   r110.0<8;8,1>:d   -2147483648:d                       // $160
        cmp (16|M0)   (ne)f1.0   null<1>:d     r30.0<8;8,1>:d    0:w                                 // $165
        mov (16|M16)             r12.0<1>:d    r114.0<8;8,1>:d                                       // $174
        and (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r44.0<8;8,1>:d   {Compacted}        // $171
        and (16|M16)             r110.0<1>:d   r106.0<8;8,1>:d   r40.0<8;8,1>:d                      // $172
(~f1.0) sel (16|M0)              r2.0<1>:d     r26.0<8;8,1>:d    0:w                                 // $167
        mov (8|M16)              r102.0<2>:d   r12.0<8;8,1>:d                                        // $181
        mov (16|M16)             r124.0<1>:d   r40.0<8;8,1>:d                                        // $132
        mov (16|M16)             r16.0<1>:d    r110.0<8;8,1>:d                                       // $176
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}        // $169
        mov (16|M0)              r22.0<1>:d    r44.0<8;8,1>:d                   {Compacted}          // $131
        add (8|M16)              r34.0<1>:ud   r124.0<8;8,1>:ud  -r110.0<8;8,1>:ud                   // $192
        mov (8|M16)              r102.1<2>:d   r16.0<8;8,1>:d                                        // $183
        add (8|M24)              r35.0<1>:ud   r125.0<8;8,1>:ud  -r111.0<8;8,1>:ud                   // $195
        subb (8|M0)              r8.0<1>:ud    r14.0<8;8,1>:ud   r2.0<8;8,1>:ud   {AccWrEn,Compacted} // $185
        mov (16|M0)              r108.0<1>:d   r2.0<8;8,1>:d                    {Compacted}          // $173
        add (8|M0)               r28.0<1>:ud   r22.0<8;8,1>:ud   -r10.0<8;8,1>:ud {Compacted}        // $186
        add (8|M8)               r29.0<1>:ud   r23.0<8;8,1>:ud   -r11.0<8;8,1>:ud {Compacted}        // $189
(W)     mov (1|M0)               r2.0<1>:ud    0x0:ud                              {Compacted}       // $207
        add (8|M0)               r120.0<1>:ud  -r126.0<8;8,1>:ud  r120.0<8;8,1>:ud {Compacted}       // $119
        mov (8|M0)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $185
        subb (8|M8)              r9.0<1>:ud    r15.0<8;8,1>:ud   r3.0<8;8,1>:ud   {AccWrEn,Compacted} // $188
(W)     mov (1|M0)               r2.1<1>:ud    0x0:ud                              {Compacted}       // $207
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $208
(W)     mov (1|M0)               r3.4<1>:ud    0x0:ud                              {Compacted}       // $207
(W)     mov (1|M0)               r126.1<1>:ud  0x0:ud                              {Compacted}       // $208
(W)     mov (1|M0)               r3.5<1>:ud    0xBFF00000:ud                                         // $207
        add (8|M0)               r28.0<1>:ud   -r26.0<8;8,1>:ud  r28.0<8;8,1>:ud  {Compacted}        // $187
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $188
        subb (8|M16)             r32.0<1>:ud   r20.0<8;8,1>:ud   r114.0<8;8,1>:ud {AccWrEn}          // $191
(W)     mov (1|M0)               r3.0<1>:df    r2.0<0;1,0>:df                                        // $207
        mov (16|M0)              r104.0<1>:d   r10.0<8;8,1>:d                   {Compacted}          // $175
        mov (8|M0)               r100.0<2>:d   r108.0<8;8,1>:d                                       // $177
        mov (8|M8)               r98.0<2>:d    r109.0<8;8,1>:d                                       // $178
        add (8|M8)               r29.0<1>:ud   -r30.0<8;8,1>:ud  r29.0<8;8,1>:ud  {Compacted}        // $190
        mov (8|M16)              r12.0<1>:ud   acc0.0<8;8,1>:ud                                      // $191
        subb (8|M24)             r33.0<1>:ud   r21.0<8;8,1>:ud   r115.0<8;8,1>:ud {AccWrEn}          // $194
(W)     mov (1|M0)               r2.0<1>:df    r126.0<0;1,0>:df                                      // $208
        mov (8|M0)               r100.1<2>:d   r104.0<8;8,1>:d                                       // $179
        mov (8|M8)               r98.1<2>:d    r105.0<8;8,1>:d                                       // $180
        mov (8|M24)              r24.0<2>:d    r13.0<8;8,1>:d                                        // $182
        or (16|M0)    (eq)f1.0   null<1>:d     r28.0<8;8,1>:d    r8.0<8;8,1>:d                       // $197
        mov (8|M24)              r16.0<1>:ud   acc0.0<8;8,1>:ud                                      // $194
        add (8|M16)              r34.0<1>:ud   -r12.0<8;8,1>:ud  r34.0<8;8,1>:ud                     // $193
(W)     mov (1|M0)               r12.0<1>:ud   0x0:ud                              {Compacted}       // $207
(W)     mov (1|M0)               r8.4<1>:ud    0x0:ud                              {Compacted}       // $207
(W)     mov (1|M0)               r12.1<1>:ud   0x0:ud                              {Compacted}       // $207
(~f1.0) cmp (16|M0)   (gt)f1.0   null<1>:d     r22.0<8;8,1>:d    -1:w                                // $201
        add (8|M24)              r35.0<1>:ud   -r16.0<8;8,1>:ud  r35.0<8;8,1>:ud                     // $196
(W)     mov (1|M0)               r8.5<1>:ud    0xBFF00000:ud                                         // $207
        mov (8|M24)              r24.1<2>:d    r17.0<8;8,1>:d                                        // $184
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $217
(W)     mov (1|M0)               r8.0<1>:df    r12.0<0;1,0>:df                                       // $207
(f1.0)  sel (8|M0)               r10.0<1>:df   r3.0<0;1,0>:df    r3.2<0;1,0>:df                      // $207
(W)     mov (1|M0)               r3.0<1>:ud    0x0:ud                              {Compacted}       // $208
        or (16|M16)   (eq)f1.0   null<1>:d     r34.0<8;8,1>:d    r32.0<8;8,1>:d                      // $199
(W)     mov (1|M0)               r3.1<1>:ud    0xBFF00000:ud                                         // $208
(W)     mov (1|M0)               r126.1<1>:ud  0x3DF00000:ud                                         // $217
(f1.0)  sel (8|M8)               r14.0<1>:df   r8.0<0;1,0>:df    r8.2<0;1,0>:df                      // $207
        add (8|M0)               r8.0<1>:df    r10.0<4;4,1>:df   r100.0<4;4,1>:df                    // $209
(~f1.0) cmp (16|M16)  (gt)f1.0   null<1>:d     r124.0<8;8,1>:d   -1:w                                // $203
(W)     mov (1|M0)               r124.0<1>:ud  0x0:ud                              {Compacted}       // $208
(W)     mov (1|M0)               r125.0<1>:ud  0x0:ud                              {Compacted}       // $208
(W)     mov (1|M0)               r124.1<1>:ud  0x0:ud                              {Compacted}       // $208
(W)     mov (1|M0)               r125.1<1>:ud  0xBFF00000:ud                                         // $208
        add (8|M8)               r108.0<1>:df  r14.0<4;4,1>:df   r98.0<4;4,1>:df                     // $209
        mov (8|M0)               r20.0<1>:d    r8.1<2;1,0>:d                                         // $211
(W)     mov (1|M0)               r115.0<1>:df  r124.0<0;1,0>:df                                      // $208
(f1.0)  sel (8|M16)              r16.0<1>:df   r2.0<0;1,0>:df    r125.0<0;1,0>:df                    // $208
(W)     mov (1|M0)               r2.0<1>:ud    0x0:ud                              {Compacted}       // $217
(W)     mov (1|M0)               r2.1<1>:ud    0x3DF00000:ud                                         // $217
        mov (8|M8)               r21.0<1>:d    r108.1<2;1,0>:d                                       // $212
(f1.0)  sel (8|M24)              r110.0<1>:df  r115.0<0;1,0>:df  r3.0<0;1,0>:df                      // $208
        add (8|M16)              r12.0<1>:df   r16.0<4;4,1>:df   r102.0<4;4,1>:df                    // $210
        mul (8|M8)               r114.0<1>:df  (abs)r108.0<4;4,1>:df  r126.0<0;1,0>:df               // $217
        mul (8|M0)               r10.0<1>:df   (abs)r8.0<4;4,1>:df  r2.0<0;1,0>:df                   // $217
(W)     mov (1|M0)               r3.0<1>:ud    0x0:ud                              {Compacted}       // $218
(W)     mov (1|M0)               r3.1<1>:ud    0x3DF00000:ud                                         // $218
        asr (16|M0)              r22.0<1>:d    r20.0<8;8,1>:d    31:w                                // $215
        add (8|M24)              r106.0<1>:df  r110.0<4;4,1>:df  r24.0<4;4,1>:df                     // $210
        mov (8|M16)              r104.0<1>:d   r12.1<2;1,0>:d                                        // $213
        mov (8|M8)               r102.0<2>:ud  r114.0<4;4,1>:df                                      // $219
        mov (8|M0)               r16.0<2>:ud   r10.0<4;4,1>:df                                       // $219
(W)     mov (1|M0)               r111.0<1>:ud  0x0:ud                              {Compacted}       // $218
(W)     mov (1|M0)               r111.1<1>:ud  0x3DF00000:ud                                         // $218
        mul (8|M16)              r14.0<1>:df   (abs)r12.0<4;4,1>:df  r3.0<0;1,0>:df                  // $218
        mov (8|M24)              r105.0<1>:d   r106.1<2;1,0>:d                                       // $214
        mov (8|M8)               r21.0<1>:ud   r102.0<2;1,0>:ud                                      // $219
        mov (8|M0)               r20.0<1>:ud   r16.0<2;1,0>:ud                                       // $219
        mov (8|M16)              r24.0<2>:ud   r14.0<4;4,1>:df                                       // $220
        asr (16|M16)             r124.0<1>:d   r104.0<8;8,1>:d   31:w                                // $216
        mul (8|M24)              r104.0<1>:df  (abs)r106.0<4;4,1>:df  r111.0<0;1,0>:df               // $218
        mov (8|M8)               r94.0<2>:ud   r21.0<8;8,1>:ud                                       // $221
        mov (8|M0)               r98.0<2>:ud   r20.0<8;8,1>:ud                                       // $221
        xor (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $229
        mov (8|M16)              r26.0<1>:ud   r24.0<2;1,0>:ud                                       // $220
        mov (8|M24)              r100.0<2>:ud  r104.0<4;4,1>:df                                      // $220
        mov (8|M8)               r110.0<1>:df  r94.0<8;4,2>:ud                                       // $221
        mov (8|M0)               r96.0<1>:df   r98.0<8;4,2>:ud                                       // $221
        mov (8|M16)              r2.0<2>:ud    r26.0<8;8,1>:ud                                       // $222
        mov (8|M24)              r27.0<1>:ud   r100.0<2;1,0>:ud                                      // $220
        mad (8|M8)               r92.0<1>:df   (abs)r108.0<2;1>:df  r116.0<2;1>:df  r110.0<1>:df     // $223 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M0)               r14.0<1>:df   (abs)r8.0<2;1>:df  r6.0<2;1>:df     r96.0<1>:df       // $223 {0=EL, 1=EL, 2=EH, BC=OK}
        add (8|M0)               r6.0<1>:ud    r20.0<8;8,1>:ud   -r22.0<8;8,1>:ud {Compacted}        // $232
        add (8|M8)               r7.0<1>:ud    r21.0<8;8,1>:ud   -r23.0<8;8,1>:ud {Compacted}        // $235
        mov (8|M16)              r10.0<1>:df   r2.0<8;4,2>:ud                                        // $222
        mov (8|M24)              r114.0<2>:ud  r27.0<8;8,1>:ud                                       // $222
        mov (8|M8)               r90.0<2>:ud   r92.0<4;4,1>:df                                       // $225
        mov (8|M0)               r100.0<2>:ud  r14.0<4;4,1>:df                                       // $225
        xor (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r124.0<8;8,1>:d                     // $230
        mad (8|M16)              r16.0<1>:df   (abs)r12.0<2;1>:df  r18.0<2;1>:df   r10.0<1>:df       // $224 {0=EL, 1=EL, 2=EL, BC=BAD}
        mov (8|M24)              r102.0<1>:df  r114.0<8;4,2>:ud                                      // $222
        mov (8|M8)               r99.0<1>:ud   r90.0<2;1,0>:ud                                       // $225
        mov (8|M0)               r98.0<1>:ud   r100.0<2;1,0>:ud                                      // $225
        add (8|M16)              r10.0<1>:ud   r26.0<8;8,1>:ud   -r124.0<8;8,1>:ud                   // $238
        add (8|M24)              r11.0<1>:ud   r27.0<8;8,1>:ud   -r125.0<8;8,1>:ud                   // $241
        mov (8|M16)              r24.0<2>:ud   r16.0<4;4,1>:df                                       // $226
        mad (8|M24)              r104.0<1>:df  (abs)r106.0<2;1>:df  r122.0<2;1>:df  r102.0<1>:df     // $224 {0=EH, 1=EH, 2=EH, BC=BAD}
        xor (16|M0)              r98.0<1>:d    r98.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $227
        mov (8|M16)              r2.0<1>:ud    r24.0<2;1,0>:ud                                       // $226
        mov (8|M24)              r94.0<2>:ud   r104.0<4;4,1>:df                                      // $226
        subb (8|M0)              r122.0<1>:ud  r98.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted} // $231
        mov (8|M24)              r3.0<1>:ud    r94.0<2;1,0>:ud                                       // $226
        mov (8|M0)               r126.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}          // $231
        subb (8|M8)              r123.0<1>:ud  r99.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn,Compacted} // $234
        xor (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     r124.0<8;8,1>:d                     // $228
        add (8|M0)               r6.0<1>:ud    -r126.0<8;8,1>:ud  r6.0<8;8,1>:ud  {Compacted}        // $233
        mov (8|M8)               r116.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}          // $234
        subb (8|M16)             r114.0<1>:ud  r2.0<8;8,1>:ud    r124.0<8;8,1>:ud {AccWrEn}          // $237
        add (8|M0)               r16.0<1>:ud   r120.0<8;8,1>:ud  r6.0<8;8,1>:ud   {Compacted}        // $244
        add (8|M8)               r7.0<1>:ud    -r116.0<8;8,1>:ud  r7.0<8;8,1>:ud  {Compacted}        // $236
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                                      // $237
        subb (8|M24)             r115.0<1>:ud  r3.0<8;8,1>:ud    r125.0<8;8,1>:ud {AccWrEn}          // $240
        add (8|M8)               r17.0<1>:ud   r121.0<8;8,1>:ud  r7.0<8;8,1>:ud   {Compacted}        // $247
        add (8|M16)              r10.0<1>:ud   -r8.0<8;8,1>:ud   r10.0<8;8,1>:ud                     // $239
        mov (8|M24)              r12.0<1>:ud   acc0.0<8;8,1>:ud                                      // $240
        addc (8|M0)              r14.0<1>:ud   r4.0<8;8,1>:ud    r122.0<8;8,1>:ud {AccWrEn,Compacted} // $243
        add (8|M16)              r2.0<1>:ud    r112.0<8;8,1>:ud  r10.0<8;8,1>:ud                     // $250
        add (8|M24)              r11.0<1>:ud   -r12.0<8;8,1>:ud  r11.0<8;8,1>:ud                     // $242
        mov (8|M0)               r126.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}          // $243
        addc (8|M8)              r15.0<1>:ud   r5.0<8;8,1>:ud    r123.0<8;8,1>:ud {AccWrEn,Compacted} // $246
        add (8|M24)              r3.0<1>:ud    r113.0<8;8,1>:ud  r11.0<8;8,1>:ud                     // $253
        add (8|M0)               r16.0<1>:ud   r126.0<8;8,1>:ud  r16.0<8;8,1>:ud  {Compacted}        // $245
        mov (8|M8)               r116.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}          // $246
        addc (8|M16)             r110.0<1>:ud  r118.0<8;8,1>:ud  r114.0<8;8,1>:ud {AccWrEn}          // $249
        mov (16|M0)              r104.0<1>:d   r14.0<8;8,1>:d                   {Compacted}          // $255
        add (8|M8)               r17.0<1>:ud   r116.0<8;8,1>:ud  r17.0<8;8,1>:ud  {Compacted}        // $248
        mov (8|M16)              r108.0<1>:ud  acc0.0<8;8,1>:ud                                      // $249
        addc (8|M24)             r111.0<1>:ud  r119.0<8;8,1>:ud  r115.0<8;8,1>:ud {AccWrEn}          // $252
        mov (16|M0)              r106.0<1>:d   r16.0<8;8,1>:d                   {Compacted}          // $257
        mov (8|M24)              r124.0<1>:ud  acc0.0<8;8,1>:ud                                      // $252
        add (8|M16)              r2.0<1>:ud    r108.0<8;8,1>:ud  r2.0<8;8,1>:ud                      // $251
        mov (16|M16)             r100.0<1>:d   r110.0<8;8,1>:d                                       // $256
        sends (16|M0)            null:w   r58     r104    0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $260
        add (8|M24)              r3.0<1>:ud    r124.0<8;8,1>:ud  r3.0<8;8,1>:ud                      // $254
        mov (16|M16)             r102.0<1>:d   r2.0<8;8,1>:d                                         // $258
        sends (16|M16)           null:w   r56     r100    0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $262
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $263
// Bank Conflict Statistics: 
// -- GOOD: 16
// --  BAD: 36
// --   OK: 124
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
