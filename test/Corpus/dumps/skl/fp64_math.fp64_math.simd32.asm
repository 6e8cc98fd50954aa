//.kernel fp64_math
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 1317
//.RA type	HYBRID_BC_RA
//.spill flag store 4
//.spill flag load 10

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r52.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r52.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r52.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=8 type=uq align=4 words (r72.3)
//.declare V0047 (55)  rf=r size=8 type=uq align=4 words (r82.0)
//.declare V0048 (56)  rf=r size=8 type=uq align=4 words (r72.2)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r68.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r66.0)
//.declare V0058 (66)  rf=r size=128 type=d align=16 words (r118.0)
//.declare V0059 (67)  rf=r size=128 type=d align=16 words (r10.0)
//.declare V0070 (78)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0080 (88)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r110.0)
//.declare P01 (94)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0086 (95)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r6.0)
//.declare V0087 (96)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r122.0)
//.declare V0088 (97)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0089 (98)  rf=r size=64 type=d align=16 words (r104.0)
//.declare P02 (99)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0090 (100)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0091 (101)  rf=r size=64 type=d align=16 words (r124.0)
//.declare P03 (102)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0092 (103)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0093 (104)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0094 (105)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0095 (106)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0096 (107)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0097 (108)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0098 (109)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0099 (110)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0104 (115)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r14.0)
//.declare V0105 (116)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r122.0)
//.declare V0122 (133)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0123 (134)  rf=r size=64 type=d align=16 words (r24.0)
//.declare P04 (135)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P05 (136)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare P06 (137)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0126 (140)  rf=r size=8 type=df align=4 words (r60.0)
//.declare V0127 (141)  rf=r size=8 type=df align=4 words (r60.1)
//.declare V0130 (144)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0131 (145)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0142 (156)  rf=r size=8 type=df align=4 words (r60.3)
//.declare V0145 (159)  rf=r size=8 type=q align=4 words (r72.1)
//.declare V0146 (160)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0147 (161)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0150 (164)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0151 (165)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0152 (166)  rf=r size=64 type=ud alias=V0146+0 align=16 words (r10.0)
//.declare V0153 (167)  rf=r size=64 type=ud alias=V0147+0 align=16 words (r120.0)
//.declare P07 (168)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0154 (169)  rf=r size=64 type=ud alias=V0150+0 align=16 words (r12.0)
//.declare V0155 (170)  rf=r size=64 type=ud alias=V0151+0 align=16 words (r108.0)
//.declare V0165 (180)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0166 (181)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0169 (184)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0170 (185)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0171 (186)  rf=r size=64 type=ud alias=V0165+0 align=16 words (r96.0)
//.declare V0172 (187)  rf=r size=64 type=ud alias=V0166+0 align=16 words (r30.0)
//.declare V0173 (188)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0174 (189)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0175 (190)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0176 (191)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0177 (192)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0178 (193)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0179 (194)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0180 (195)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0181 (196)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0182 (197)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0183 (198)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0184 (199)  rf=r size=64 type=d align=16 words (r34.0)
//.declare P08 (200)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0185 (201)  rf=r size=64 type=ud alias=V0173+0 align=16 words (r106.0)
//.declare V0186 (202)  rf=r size=64 type=ud alias=V0174+0 align=16 words (r26.0)
//.declare V0187 (203)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0188 (204)  rf=r size=64 type=d align=16 words (r26.0)
//.declare P09 (205)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0189 (206)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0190 (207)  rf=r size=64 type=d align=16 words (r14.0)
//.declare P10 (208)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0191 (209)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0192 (210)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0193 (211)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0194 (212)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0209 (227)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0210 (228)  rf=r size=64 type=d align=16 words (r124.0)
//.declare P11 (231)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0213 (232)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0214 (233)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0217 (236)  rf=r size=64 type=ud alias=V0213+0 align=16 words (r104.0)
//.declare V0218 (237)  rf=r size=64 type=ud alias=V0214+0 align=16 words (r6.0)
//.declare V0232 (251)  rf=r size=8 type=df align=4 words (r28.0)
//.declare V0235 (254)  rf=r size=8 type=df align=4 words (r117.0)
//.declare P12 (255)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0242 (262)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0243 (263)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0246 (266)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0247 (267)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0248 (268)  rf=r size=64 type=ud alias=V0242+0 align=16 words (r124.0)
//.declare V0249 (269)  rf=r size=64 type=ud alias=V0243+0 align=16 words (r4.0)
//.declare V0250 (270)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0251 (271)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0252 (272)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0253 (273)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0254 (274)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0255 (275)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0256 (276)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0257 (277)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0258 (278)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0259 (279)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0260 (280)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0261 (281)  rf=r size=64 type=d align=16 words (r22.0)
//.declare P13 (282)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0262 (283)  rf=r size=64 type=ud alias=V0250+0 align=16 words (r118.0)
//.declare V0263 (284)  rf=r size=64 type=ud alias=V0251+0 align=16 words (r12.0)
//.declare V0264 (285)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0265 (286)  rf=r size=64 type=d align=16 words (r2.0)
//.declare P14 (287)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0266 (288)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0267 (289)  rf=r size=64 type=d align=16 words (r122.0)
//.declare P15 (290)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0268 (291)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0269 (292)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0270 (293)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0271 (294)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0284 (307)  rf=r size=8 type=df align=4 words (r126.0)
//.declare V0287 (310)  rf=r size=8 type=df align=4 words (r72.0)
//.declare  (313)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (314)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (315)  rf=r size=32 type=df align=16 words (r39.0)
//.declare  (316)  rf=r size=32 type=df align=16 words (r38.0)
//.declare  (317)  rf=r size=32 type=df align=16 words (r49.0)
//.declare  (318)  rf=r size=32 type=df align=16 words (r47.0)
//.declare  (319)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (320)  rf=r size=128 type=df align=16 words (r18.0)
//.declare  (321)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (322)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (323)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (324)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (326)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (327)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (328)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (329)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (330)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (331)  rf=r size=128 type=df align=16 words (r10.0)
//.declare  (332)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (333)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (337)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (338)  rf=r size=128 type=df align=16 words (r14.0)
//.declare  (339)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (340)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (341)  rf=r size=128 type=df align=16 words (r10.0)
//.declare  (342)  rf=r size=128 type=df align=16 words (r116.0)
//.declare  (343)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (344)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (345)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (347)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (348)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (349)  rf=r size=128 type=df align=16 words (r14.0)
//.declare  (350)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (351)  rf=r size=128 type=df align=16 words (r90.0)
//.declare  (352)  rf=r size=128 type=df align=16 words (r10.0)
//.declare  (353)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (354)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (355)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (356)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (358)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0297 (364)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0298 (365)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0299 (366)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0300 (367)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0301 (368)  rf=r size=4 type=f align=2 words (r121.0)
//.declare V0302 (369)  rf=r size=4 type=f align=2 words (r121.1)
//.declare V0303 (370)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0304 (371)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0305 (372)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0306 (373)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0307 (374)  rf=r size=64 type=d alias=V0299+0 align=16 words (r118.0)
//.declare V0308 (375)  rf=r size=64 type=d alias=V0300+0 align=16 words (r116.0)
//.declare V0313 (380)  rf=r size=64 type=ud alias=V0305+0 align=16 words (r10.0)
//.declare V0314 (381)  rf=r size=64 type=ud alias=V0306+0 align=16 words (r114.0)
//.declare V0315 (382)  rf=r size=128 type=q align=16 words (r12.0)
//.declare V0316 (383)  rf=r size=128 type=q align=16 words (r110.0)
//.declare V0317 (384)  rf=r size=128 type=uq alias=V0315+0 align=16 words (r12.0)
//.declare V0318 (385)  rf=r size=128 type=uq alias=V0316+0 align=16 words (r110.0)
//.declare V0319 (386)  rf=r size=128 type=q align=16 words (r2.0)
//.declare V0320 (387)  rf=r size=128 type=q align=16 words (r122.0)
//.declare V0321 (388)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0322 (389)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0323 (390)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0324 (391)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0325 (392)  rf=r size=128 type=d alias=V0319+0 align=16 words (r2.0)
//.declare V0326 (393)  rf=r size=128 type=d alias=V0320+0 align=16 words (r122.0)
//.declare V0327 (394)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0328 (395)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0331 (398)  rf=r size=8 type=q align=4 words (r60.2)
//.declare V0336 (403)  rf=r size=8 type=df align=4 words (r18.0)
//.declare V0339 (406)  rf=r size=8 type=df align=4 words (r12.1)
//.declare V0342 (409)  rf=r size=8 type=df align=4 words (r12.0)
//.declare V0343 (410)  rf=r size=8 type=df align=4 words (r126.0)
//.declare V0346 (413)  rf=r size=8 type=df align=4 words (r115.0)
//.declare V0349 (416)  rf=r size=8 type=df align=4 words (r13.0)
//.declare V0354 (421)  rf=r size=8 type=df align=4 words (r126.0)
//.declare P16 (422)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0363 (431)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0364 (432)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0367 (435)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0368 (436)  rf=r size=64 type=d align=16 words (r4.0)
//.declare P17 (437)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P18 (440)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0371 (441)  rf=r size=64 type=ud alias=V0367+0 align=16 words (r6.0)
//.declare V0372 (442)  rf=r size=64 type=ud alias=V0368+0 align=16 words (r4.0)
//.declare P19 (452)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0388 (459)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0389 (460)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0406 (477)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0407 (478)  rf=r size=64 type=d align=16 words (r62.0)
//.declare P20 (481)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P21 (483)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P22 (484)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0420 (494)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0421 (495)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0424 (498)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0425 (499)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0426 (500)  rf=r size=64 type=ud alias=V0406+0 align=16 words (r64.0)
//.declare V0427 (501)  rf=r size=64 type=ud alias=V0407+0 align=16 words (r62.0)
//.declare V0428 (502)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0429 (503)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0444 (518)  rf=r size=8 type=q align=4 words (r126.0)
//.declare V0445 (519)  rf=r size=128 type=q align=16 words (r102.0)
//.declare V0446 (520)  rf=r size=128 type=q align=16 words (r20.0)
//.declare V0447 (521)  rf=r size=128 type=uq alias=V0445+0 align=16 words (r102.0)
//.declare V0448 (522)  rf=r size=128 type=uq alias=V0446+0 align=16 words (r20.0)
//.declare V0449 (523)  rf=r size=128 type=df align=16 words (r98.0)
//.declare V0450 (524)  rf=r size=128 type=df align=16 words (r24.0)
//.declare P23 (525)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0464 (539)  rf=r size=8 type=df align=4 words (r14.0)
//.declare V0465 (540)  rf=r size=8 type=df align=4 words (r111.0)
//.declare V0468 (543)  rf=r size=8 type=df align=4 words (r14.1)
//.declare V0469 (544)  rf=r size=8 type=df align=4 words (r14.2)
//.declare V0482 (557)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0483 (558)  rf=r size=64 type=d align=16 words (r6.0)
//.declare P24 (559)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0484 (560)  rf=r size=8 type=df align=4 words (r72.0)
//.declare P25 (564)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P26 (567)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P27 (568)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P28 (576)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0500 (580)  rf=r size=8 type=df align=4 words (r70.3)
//.declare V0501 (581)  rf=r size=8 type=df align=4 words (r70.2)
//.declare V0502 (582)  rf=r size=8 type=df align=4 words (r70.1)
//.declare V0503 (583)  rf=r size=8 type=df align=4 words (r70.0)
//.declare V0504 (584)  rf=r size=8 type=df align=4 words (r60.3)
//.declare V0505 (585)  rf=r size=8 type=df align=4 words (r6.0)
//.declare V0506 (586)  rf=r size=8 type=df align=4 words (r60.0)
//.declare V0535 (615)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0536 (616)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0539 (619)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0540 (620)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0541 (621)  rf=r size=64 type=ud alias=V0535+0 align=16 words (r124.0)
//.declare V0542 (622)  rf=r size=64 type=ud alias=V0536+0 align=16 words (r2.0)
//.declare V0543 (623)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0544 (624)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0553 (633)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0554 (634)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0568 (648)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0569 (649)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0576 (656)  rf=r size=64 type=ud alias=V0568+0 align=16 words (r22.0)
//.declare V0577 (657)  rf=r size=64 type=ud alias=V0569+0 align=16 words (r106.0)
//.declare V0578 (658)  rf=r size=128 type=q align=16 words (r6.0)
//.declare V0579 (659)  rf=r size=128 type=q align=16 words (r118.0)
//.declare V0580 (660)  rf=r size=128 type=uq alias=V0578+0 align=16 words (r6.0)
//.declare V0581 (661)  rf=r size=128 type=uq alias=V0579+0 align=16 words (r118.0)
//.declare V0582 (662)  rf=r size=256 type=df align=16 words (r24.0)
//.declare V0583 (663)  rf=r size=256 type=df align=16 words (r98.0)
//.declare V0586 (666)  rf=r size=8 type=q align=4 words (r10.0)
//.declare V0587 (667)  rf=r size=128 type=q align=16 words (r16.0)
//.declare V0588 (668)  rf=r size=128 type=q align=16 words (r114.0)
//.declare V0589 (669)  rf=r size=128 type=uq alias=V0587+0 align=16 words (r16.0)
//.declare V0590 (670)  rf=r size=128 type=uq alias=V0588+0 align=16 words (r114.0)
//.declare V0591 (671)  rf=r size=128 type=df align=16 words (r32.0)
//.declare V0592 (672)  rf=r size=128 type=df align=16 words (r94.0)
//.declare V0647 (727)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0648 (728)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0649 (729)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0650 (730)  rf=r size=64 type=d align=16 words (r4.0)
//.declare P29 (731)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P30 (732)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0655 (737)  rf=r size=128 type=d align=16 words (r118.0)
//.declare V0656 (738)  rf=r size=128 type=d align=16 words (r6.0)
//.declare V0659 (741)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0660 (742)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (743)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (744)  rf=r size=32 type=uw align=16 words (r125.0)
//.declare  (745)  rf=r size=32 type=uw align=16 words (r9.0)
//.declare  (746)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare  (747)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare  (748)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare  (749)  rf=r size=32 type=uw align=16 words (r126.0)
//.declare  (750)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare  (751)  rf=r size=32 type=uw align=16 words (r124.0)
//.declare  (752)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (753)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (754)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (755)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (756)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (757)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (758)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (759)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (760)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (761)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (762)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (763)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (764)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (765)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (766)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (767)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (768)  rf=r size=2 type=w align=1 words (r2.1)
//.declare  (772)  rf=r size=2 type=w align=1 words (r2.0)
//.declare  (778)  rf=r size=64 type=d align=32 words (r8.0)
//.declare  (779)  rf=r size=64 type=d align=32 words (r124.0)
//.declare  (780)  rf=r size=64 type=d align=32 words (r18.0)
//.declare  (781)  rf=r size=64 type=d align=32 words (r110.0)
//.declare  (782)  rf=r size=2 type=uw align=1 words (r2.2)
//.declare  (788)  rf=r size=8 type=df align=4 words (r2.1)
//.declare  (808)  rf=r size=8 type=df align=4 words (r12.0)
//.declare  (812)  rf=r size=2 type=w align=1 words (r20.0)
//.declare  (816)  rf=r size=2 type=w align=1 words (r126.0)
//.declare  (822)  rf=r size=8 type=df align=4 words (r2.2)
//.declare  (826)  rf=r size=8 type=df align=4 words (r3.0)
//.declare  (834)  rf=r size=8 type=q align=4 words (r126.0)
//.declare  (842)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (843)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (844)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (845)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (846)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (847)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (848)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (849)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (850)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (851)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (852)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (853)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (854)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (855)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (856)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (857)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (858)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (859)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (860)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (861)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (862)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (863)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (864)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (865)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (866)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (867)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (868)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (869)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (870)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (871)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (872)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (873)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (874)  rf=r size=64 type=f align=32 words (r2.0)
//.declare  (875)  rf=r size=64 type=f align=32 words (r124.0)
//.declare  (876)  rf=r size=64 type=f align=32 words (r4.0)
//.declare  (877)  rf=r size=64 type=f align=32 words (r122.0)
//.declare  (878)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (882)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (886)  rf=r size=8 type=uq align=4 words (r18.0)
//.declare  (890)  rf=r size=4 type=d align=2 words (r126.0)
//.declare  (892)  rf=r size=8 type=df align=4 words (r16.0)
//.declare  (896)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (900)  rf=r size=2 type=uw align=1 words (r125.0)
//.declare  (904)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (908)  rf=r size=8 type=df align=4 words (r2.0)
//.declare  (912)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (913)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (914)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (915)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (916)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (917)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (918)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (919)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (920)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (921)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (922)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (923)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (924)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (925)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (926)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (927)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (928)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (929)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (930)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (931)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (932)  rf=r size=64 type=f align=32 words (r116.0)
//.declare  (933)  rf=r size=64 type=f align=32 words (r12.0)
//.declare  (934)  rf=r size=64 type=f align=32 words (r114.0)
//.declare  (935)  rf=r size=64 type=f align=32 words (r14.0)
//.declare  (936)  rf=r size=8 type=df align=4 words (r14.0)
//.declare  (940)  rf=r size=8 type=q align=4 words (r126.0)
//.declare  (944)  rf=r size=8 type=q align=4 words (r6.0)
//.declare  (948)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (952)  rf=r size=8 type=df align=4 words (r117.0)
//.declare  (956)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (960)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (964)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (968)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (972)  rf=r size=2 type=w align=1 words (r14.0)
//.declare  (978)  rf=r size=8 type=df align=4 words (r2.0)
//.declare  (982)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (986)  rf=r size=8 type=df align=4 words (r16.0)
//.declare  (990)  rf=r size=8 type=df align=4 words (r4.0)
//.declare  (998)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (1006)  rf=r size=64 type=df align=16 words (r40.0)
//.declare  (1007)  rf=r size=64 type=df align=16 words (r42.0)
//.declare  (1008)  rf=r size=64 type=df align=16 words (r44.0)
//.declare  (1009)  rf=r size=64 type=df align=16 words (r54.0)
//.declare  (1010)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (1011)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (1012)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1013)  rf=r size=64 type=q align=16 words (r112.0)
//.declare  (1014)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1015)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (1016)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (1017)  rf=r size=64 type=q align=16 words (r110.0)
//.declare  (1022)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (1023)  rf=r size=64 type=q align=16 words (r108.0)
//.declare  (1024)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (1025)  rf=r size=64 type=q align=16 words (r98.0)
//.declare  (1026)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1027)  rf=r size=64 type=d align=16 words (r118.0)
//.declare  (1028)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (1029)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (1030)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1031)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1032)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1033)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1034)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (1035)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (1036)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1037)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1038)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (1039)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (1040)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (1041)  rf=r size=64 type=q align=16 words (r104.0)
//.declare  (1046)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1047)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1048)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1049)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1050)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1051)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1052)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1053)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1054)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1055)  rf=r size=64 type=d align=16 words (r22.0)
//.declare  (1056)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (1057)  rf=r size=64 type=d align=16 words (r104.0)
//.declare  (1058)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1059)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1060)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1061)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1062)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1063)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1064)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1065)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1066)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1067)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1068)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1069)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1070)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1071)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (1072)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1073)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1074)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1075)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1076)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1077)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (1078)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1079)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1080)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1081)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1082)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1083)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1084)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1085)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1086)  rf=r size=64 type=d align=16 words (r88.0)
//.declare  (1087)  rf=r size=64 type=d align=16 words (r94.0)
//.declare  (1088)  rf=r size=64 type=d align=16 words (r28.0)
//.declare  (1089)  rf=r size=64 type=d align=16 words (r14.0)
//.declare  (1090)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1091)  rf=r size=64 type=df align=16 words (r86.0)
//.declare  (1092)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1093)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1094)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (1095)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (1096)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (1097)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (1098)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1099)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1100)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1101)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1102)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1103)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1104)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1105)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1106)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1107)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1108)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1109)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1110)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (1111)  rf=r size=64 type=q align=16 words (r98.0)
//.declare  (1112)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (1113)  rf=r size=64 type=q align=16 words (r96.0)
//.declare  (1114)  rf=r size=64 type=q align=16 words (r104.0)
//.declare  (1115)  rf=r size=64 type=q align=16 words (r94.0)
//.declare  (1116)  rf=r size=64 type=q align=16 words (r92.0)
//.declare  (1117)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1118)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1119)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1120)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1121)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1122)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1123)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1124)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1125)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1126)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1127)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1128)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1129)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1130)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1131)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1132)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1133)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1134)  rf=r size=64 type=d align=16 words (r102.0)
//.declare  (1135)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (1136)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1137)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (1138)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1139)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1140)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1141)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1142)  rf=r size=64 type=df align=16 words (r50.0)
//.declare  (1143)  rf=r size=64 type=df align=16 words (r56.0)
//.declare  (1144)  rf=r size=64 type=df align=16 words (r58.0)
//.declare  (1145)  rf=r size=64 type=df align=16 words (r62.0)
//.declare  (1146)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1147)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1148)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1149)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1150)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1151)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1152)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1153)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1154)  rf=r size=64 type=df align=16 words (r48.0)
//.declare  (1155)  rf=r size=64 type=df align=16 words (r46.0)
//.declare  (1158)  rf=r size=64 type=df align=16 words (r78.0)
//.declare  (1159)  rf=r size=64 type=df align=16 words (r76.0)
//.declare  (1160)  rf=r size=64 type=df align=16 words (r74.0)
//.declare  (1161)  rf=r size=64 type=df align=16 words (r70.0)
//.declare  (1162)  rf=r size=64 type=df align=16 words (r38.0)
//.declare  (1163)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1164)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1165)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1170)  rf=r size=64 type=q align=16 words (r64.0)
//.declare  (1171)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (1172)  rf=r size=64 type=q align=16 words (r58.0)
//.declare  (1173)  rf=r size=64 type=q align=16 words (r56.0)
//.declare  (1174)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1175)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1176)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1177)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1178)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1179)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1180)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1181)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1182)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1183)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1184)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1185)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1186)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1187)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1188)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1189)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1190)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1191)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1192)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1193)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1194)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1195)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1196)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1197)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1198)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1199)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1200)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1201)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1202)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1203)  rf=r size=64 type=df align=16 words (r50.0)
//.declare  (1204)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1205)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1206)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (1207)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1208)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (1209)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1210)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (1211)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1212)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1213)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1214)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1215)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1216)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1217)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1218)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (1219)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1220)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (1221)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1222)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (1223)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1224)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1225)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1226)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (1227)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1228)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (1229)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (1230)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1231)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1232)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1233)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1234)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1235)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1236)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1237)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1238)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1239)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1240)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (1241)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (1242)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1243)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1244)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1245)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (1246)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1247)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1248)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1249)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1250)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1251)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1252)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1253)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1254)  rf=r size=64 type=df align=16 words (r80.0)
//.declare  (1255)  rf=r size=64 type=df align=16 words (r78.0)
//.declare  (1256)  rf=r size=64 type=df align=16 words (r76.0)
//.declare  (1257)  rf=r size=64 type=df align=16 words (r74.0)
//.declare  (1258)  rf=r size=64 type=df align=16 words (r50.0)
//.declare  (1259)  rf=r size=64 type=df align=16 words (r48.0)
//.declare  (1260)  rf=r size=64 type=df align=16 words (r46.0)
//.declare  (1261)  rf=r size=64 type=df align=16 words (r44.0)
//.declare  (1262)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1263)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (1264)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1265)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (1266)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1267)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (1268)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1269)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1270)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1271)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1272)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1273)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1274)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1275)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1276)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1277)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1278)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (1279)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (1280)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (1281)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (1282)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (1283)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (1284)  rf=r size=64 type=q align=16 words (r112.0)
//.declare  (1285)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (1286)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1287)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1288)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1289)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1290)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1291)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1292)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1293)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1294)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1295)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1296)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1297)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1298)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1299)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1300)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1301)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1302)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1303)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1304)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1305)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1306)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1307)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1308)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1309)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (1310)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1311)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1312)  rf=r size=64 type=df align=16 words (r38.0)
//.declare  (1313)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1314)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1315)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1316)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1317)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1318)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1319)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1320)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1321)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1322)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1323)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1324)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1325)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1326)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1327)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1328)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1329)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1330)  rf=r size=64 type=df align=16 words (r50.0)
//.declare  (1331)  rf=r size=64 type=df align=16 words (r58.0)
//.declare  (1332)  rf=r size=64 type=df align=16 words (r56.0)
//.declare  (1333)  rf=r size=64 type=df align=16 words (r54.0)
//.declare  (1334)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1335)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1336)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1337)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1338)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1339)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1340)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1341)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1342)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1343)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1344)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1345)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1346)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (1347)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1348)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (1349)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1350)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1351)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1352)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1353)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1354)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1355)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1356)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1357)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1358)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1359)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1360)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1361)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1362)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1363)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1364)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1365)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1366)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1367)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1368)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1369)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1370)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1371)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1372)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1373)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1374)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1375)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1376)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1377)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1378)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1379)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1380)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1381)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1382)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1383)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1384)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1385)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1386)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1387)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1388)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1389)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1390)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1391)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1392)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1393)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1394)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1395)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1396)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1397)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1398)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1399)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1400)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1401)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1402)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1403)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1404)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1405)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1406)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1407)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1408)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1409)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1410)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1411)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (1412)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1413)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1414)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1415)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1416)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1417)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1418)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (1419)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1420)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1421)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1422)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (1423)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1424)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (1425)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (1426)  rf=r size=64 type=q align=16 words (r112.0)
//.declare  (1427)  rf=r size=64 type=q align=16 words (r110.0)
//.declare  (1428)  rf=r size=64 type=q align=16 words (r108.0)
//.declare  (1429)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (1430)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1431)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1432)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1433)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1438)  rf=r size=64 type=df align=16 words (r86.0)
//.declare  (1439)  rf=r size=64 type=df align=16 words (r38.0)
//.declare  (1440)  rf=r size=64 type=df align=16 words (r40.0)
//.declare  (1441)  rf=r size=64 type=df align=16 words (r84.0)
//.declare  (1442)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1443)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1444)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1445)  rf=r size=64 type=df align=16 words (r88.0)
//.declare  (1446)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1447)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1448)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1449)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1450)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1451)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1452)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1453)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (1454)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1455)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1456)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1457)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1458)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1459)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1460)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1461)  rf=r size=64 type=df align=16 words (r88.0)
//.declare  (1462)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1463)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1464)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1465)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1466)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1467)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1468)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1469)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1470)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1471)  rf=r size=64 type=df align=16 words (r42.0)
//.declare  (1472)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1473)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1474)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1475)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1476)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1477)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1478)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1479)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1480)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1481)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1482)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1483)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1484)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1485)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1486)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1487)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1488)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1489)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1490)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1491)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1492)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1493)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1494)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1495)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1496)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1497)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1498)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1499)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1500)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1501)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1502)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1503)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1504)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1505)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1506)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1507)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1508)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1509)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1510)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1511)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1512)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1513)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1514)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1515)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1516)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1517)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1518)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1519)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1520)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1521)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1522)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1523)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1524)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1525)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1526)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1527)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1528)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1529)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1530)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1531)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1532)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1533)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1534)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1535)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1536)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1537)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1538)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1539)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1540)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1541)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1542)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1543)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1544)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1545)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1546)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1547)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1548)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1549)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1550)  rf=r size=64 type=d alias=+0 align=16 words (r40.0)
//.declare  (1551)  rf=r size=64 type=d alias=+0 align=16 words (r42.0)
//.declare  (1552)  rf=r size=64 type=d alias=+0 align=16 words (r44.0)
//.declare  (1553)  rf=r size=64 type=d alias=+0 align=16 words (r54.0)
//.declare  (1554)  rf=r size=64 type=d alias=+0 align=16 words (r116.0)
//.declare  (1555)  rf=r size=64 type=d alias=+0 align=16 words (r114.0)
//.declare  (1556)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1557)  rf=r size=64 type=d alias=+0 align=16 words (r112.0)
//.declare  (1558)  rf=r size=64 type=d alias=+0 align=16 words (r18.0)
//.declare  (1559)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1560)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (1561)  rf=r size=64 type=d alias=+0 align=16 words (r110.0)
//.declare  (1562)  rf=r size=64 type=uq alias=+0 align=16 words (r20.0)
//.declare  (1563)  rf=r size=64 type=uq alias=+0 align=16 words (r120.0)
//.declare  (1564)  rf=r size=64 type=uq alias=+0 align=16 words (r10.0)
//.declare  (1565)  rf=r size=64 type=uq alias=+0 align=16 words (r118.0)
//.declare  (1566)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (1567)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (1568)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (1569)  rf=r size=64 type=d alias=+0 align=16 words (r106.0)
//.declare  (1570)  rf=r size=64 type=d alias=+0 align=16 words (r6.0)
//.declare  (1571)  rf=r size=64 type=d alias=+0 align=16 words (r124.0)
//.declare  (1572)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1573)  rf=r size=64 type=d alias=+0 align=16 words (r118.0)
//.declare  (1574)  rf=r size=64 type=df alias=+0 align=16 words (r6.0)
//.declare  (1575)  rf=r size=64 type=df alias=+0 align=16 words (r124.0)
//.declare  (1576)  rf=r size=64 type=df alias=+0 align=16 words (r8.0)
//.declare  (1577)  rf=r size=64 type=df alias=+0 align=16 words (r118.0)
//.declare  (1578)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (1579)  rf=r size=64 type=d alias=+0 align=16 words (r104.0)
//.declare  (1580)  rf=r size=64 type=d alias=+0 align=16 words (r22.0)
//.declare  (1581)  rf=r size=64 type=d alias=+0 align=16 words (r98.0)
//.declare  (1582)  rf=r size=64 type=d alias=+0 align=16 words (r100.0)
//.declare  (1583)  rf=r size=64 type=d alias=+0 align=16 words (r86.0)
//.declare  (1584)  rf=r size=64 type=d alias=+0 align=16 words (r90.0)
//.declare  (1585)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (1586)  rf=r size=64 type=uq alias=+0 align=16 words (r26.0)
//.declare  (1587)  rf=r size=64 type=uq alias=+0 align=16 words (r28.0)
//.declare  (1588)  rf=r size=64 type=uq alias=+0 align=16 words (r106.0)
//.declare  (1589)  rf=r size=64 type=uq alias=+0 align=16 words (r14.0)
//.declare  (1590)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (1591)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (1592)  rf=r size=64 type=d alias=+0 align=16 words (r106.0)
//.declare  (1593)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (1594)  rf=r size=64 type=q alias=+0 align=16 words (r22.0)
//.declare  (1595)  rf=r size=64 type=q alias=+0 align=16 words (r118.0)
//.declare  (1596)  rf=r size=64 type=q alias=+0 align=16 words (r124.0)
//.declare  (1597)  rf=r size=64 type=q alias=+0 align=16 words (r8.0)
//.declare  (1598)  rf=r size=64 type=df alias=+0 align=16 words (r104.0)
//.declare  (1599)  rf=r size=64 type=df alias=+0 align=16 words (r94.0)
//.declare  (1600)  rf=r size=64 type=df alias=+0 align=16 words (r92.0)
//.declare  (1601)  rf=r size=64 type=df alias=+0 align=16 words (r2.0)
//.declare  (1602)  rf=r size=64 type=d alias=+0 align=16 words (r104.0)
//.declare  (1603)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (1604)  rf=r size=64 type=d alias=+0 align=16 words (r116.0)
//.declare  (1605)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (1606)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (1607)  rf=r size=64 type=d alias=+0 align=16 words (r116.0)
//.declare  (1608)  rf=r size=64 type=d alias=+0 align=16 words (r114.0)
//.declare  (1609)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1610)  rf=r size=64 type=df alias=+0 align=16 words (r120.0)
//.declare  (1611)  rf=r size=64 type=df alias=+0 align=16 words (r6.0)
//.declare  (1612)  rf=r size=64 type=df alias=+0 align=16 words (r118.0)
//.declare  (1613)  rf=r size=64 type=df alias=+0 align=16 words (r8.0)
//.declare  (1614)  rf=r size=64 type=d alias=+0 align=16 words (r38.0)
//.declare  (1615)  rf=r size=64 type=d alias=+0 align=16 words (r36.0)
//.declare  (1616)  rf=r size=64 type=d alias=+0 align=16 words (r34.0)
//.declare  (1617)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (1618)  rf=r size=64 type=q alias=+0 align=16 words (r38.0)
//.declare  (1619)  rf=r size=64 type=q alias=+0 align=16 words (r36.0)
//.declare  (1620)  rf=r size=64 type=q alias=+0 align=16 words (r34.0)
//.declare  (1621)  rf=r size=64 type=q alias=+0 align=16 words (r32.0)
//.declare  (1622)  rf=r size=64 type=uq alias=+0 align=16 words (r116.0)
//.declare  (1623)  rf=r size=64 type=uq alias=+0 align=16 words (r10.0)
//.declare  (1624)  rf=r size=64 type=uq alias=+0 align=16 words (r114.0)
//.declare  (1625)  rf=r size=64 type=uq alias=+0 align=16 words (r12.0)
//.declare  (1626)  rf=r size=64 type=df alias=+0 align=16 words (r8.0)
//.declare  (1627)  rf=r size=64 type=df alias=+0 align=16 words (r10.0)
//.declare  (1628)  rf=r size=64 type=df alias=+0 align=16 words (r118.0)
//.declare  (1629)  rf=r size=64 type=df alias=+0 align=16 words (r116.0)
//.declare  (1630)  rf=r size=64 type=d alias=+0 align=16 words (r50.0)
//.declare  (1631)  rf=r size=64 type=d alias=+0 align=16 words (r48.0)
//.declare  (1632)  rf=r size=64 type=d alias=+0 align=16 words (r46.0)
//.declare  (1633)  rf=r size=64 type=d alias=+0 align=16 words (r44.0)
//.declare  (1634)  rf=r size=64 type=q alias=+0 align=16 words (r50.0)
//.declare  (1635)  rf=r size=64 type=q alias=+0 align=16 words (r48.0)
//.declare  (1636)  rf=r size=64 type=q alias=+0 align=16 words (r46.0)
//.declare  (1637)  rf=r size=64 type=q alias=+0 align=16 words (r44.0)
//.declare  (1638)  rf=r size=64 type=df alias=+0 align=16 words (r8.0)
//.declare  (1639)  rf=r size=64 type=df alias=+0 align=16 words (r120.0)
//.declare  (1640)  rf=r size=64 type=df alias=+0 align=16 words (r10.0)
//.declare  (1641)  rf=r size=64 type=df alias=+0 align=16 words (r118.0)
//.declare  (1642)  rf=r size=64 type=uq alias=+0 align=16 words (r122.0)
//.declare  (1643)  rf=r size=64 type=uq alias=+0 align=16 words (r4.0)
//.declare  (1644)  rf=r size=64 type=uq alias=+0 align=16 words (r108.0)
//.declare  (1645)  rf=r size=64 type=uq alias=+0 align=16 words (r6.0)
//.declare  (1646)  rf=r size=64 type=q alias=+0 align=16 words (r24.0)
//.declare  (1647)  rf=r size=64 type=q alias=+0 align=16 words (r22.0)
//.declare  (1648)  rf=r size=64 type=q alias=+0 align=16 words (r20.0)
//.declare  (1649)  rf=r size=64 type=q alias=+0 align=16 words (r18.0)
//.declare  (1650)  rf=r size=64 type=df alias=+0 align=16 words (r124.0)
//.declare  (1651)  rf=r size=64 type=df alias=+0 align=16 words (r2.0)
//.declare  (1652)  rf=r size=64 type=df alias=+0 align=16 words (r122.0)
//.declare  (1653)  rf=r size=64 type=df alias=+0 align=16 words (r4.0)
//.declare  (1654)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (1655)  rf=r size=64 type=d alias=+0 align=16 words (r30.0)
//.declare  (1656)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (1657)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (1658)  rf=r size=64 type=q alias=+0 align=16 words (r32.0)
//.declare  (1659)  rf=r size=64 type=q alias=+0 align=16 words (r30.0)
//.declare  (1660)  rf=r size=64 type=q alias=+0 align=16 words (r28.0)
//.declare  (1661)  rf=r size=64 type=q alias=+0 align=16 words (r26.0)
//.declare  (1662)  rf=r size=64 type=df alias=+0 align=16 words (r112.0)
//.declare  (1663)  rf=r size=64 type=df alias=+0 align=16 words (r110.0)
//.declare  (1664)  rf=r size=64 type=df alias=+0 align=16 words (r108.0)
//.declare  (1665)  rf=r size=64 type=df alias=+0 align=16 words (r14.0)
//.declare  (1666)  rf=r size=64 type=d alias=+0 align=16 words (r18.0)
//.declare  (1667)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1668)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (1669)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1670)  rf=r size=64 type=d alias=+0 align=16 words (r124.0)
//.declare  (1671)  rf=r size=64 type=d alias=+0 align=16 words (r2.0)
//.declare  (1672)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (1673)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1674)  rf=r size=4 type=uw align=2 words (r16.0)
//.declare  (1675)  rf=r size=4 type=uw align=2 words (r126.0)
//.declare  (1676)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1677)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1678)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1679)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1680)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1681)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1682)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1683)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1684)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1685)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1686)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1687)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1688)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (1689)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (1690)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (1691)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (1692)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (1693)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (1694)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (1695)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (1696)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (1697)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (1698)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (1699)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (1700)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (1701)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (1702)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (1703)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (1704)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (1705)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (1706)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (1707)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (1708)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (1709)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (1710)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (1711)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (1712)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (1713)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (1714)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (1715)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (1716)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (1717)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (1718)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (1719)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (1720)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (1721)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (1722)  rf=r size=32 type=d align=16 words (r36.0)
//.declare  (1723)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (1724)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (1725)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (1726)  rf=r size=32 type=d align=16 words (r40.0)
//.declare  (1727)  rf=r size=32 type=d align=16 words (r41.0)
//.declare  (1728)  rf=r size=32 type=d align=16 words (r42.0)
//.declare  (1729)  rf=r size=32 type=d align=16 words (r43.0)
//.declare  (1730)  rf=r size=32 type=d align=16 words (r84.0)
//.declare  (1731)  rf=r size=32 type=d align=16 words (r85.0)
//.declare  (1732)  rf=r size=32 type=d align=16 words (r86.0)
//.declare  (1733)  rf=r size=32 type=d align=16 words (r87.0)
//.declare  (1734)  rf=r size=32 type=d align=16 words (r88.0)
//.declare  (1735)  rf=r size=32 type=d align=16 words (r89.0)
//.declare  (1736)  rf=r size=32 type=d align=16 words (r90.0)
//.declare  (1737)  rf=r size=32 type=d align=16 words (r91.0)
//.declare  (1738)  rf=r size=32 type=d align=16 words (r92.0)
//.declare  (1739)  rf=r size=32 type=d align=16 words (r93.0)
//.declare  (1740)  rf=r size=32 type=d align=16 words (r94.0)
//.declare  (1741)  rf=r size=32 type=d align=16 words (r95.0)
//.declare  (1742)  rf=r size=32 type=d align=16 words (r96.0)
//.declare  (1743)  rf=r size=32 type=d align=16 words (r97.0)
//.declare  (1744)  rf=r size=32 type=d align=16 words (r98.0)
//.declare  (1745)  rf=r size=32 type=d align=16 words (r99.0)
//.declare  (1746)  rf=r size=32 type=d align=16 words (r100.0)
//.declare  (1747)  rf=r size=32 type=d align=16 words (r101.0)
//.declare  (1748)  rf=r size=32 type=d align=16 words (r102.0)
//.declare  (1749)  rf=r size=32 type=d align=16 words (r103.0)
//.declare  (1750)  rf=r size=32 type=d align=16 words (r104.0)
//.declare  (1751)  rf=r size=32 type=d align=16 words (r105.0)
//.declare  (1752)  rf=r size=32 type=d align=16 words (r106.0)
//.declare  (1753)  rf=r size=32 type=d align=16 words (r107.0)
//.declare  (1754)  rf=r size=32 type=d align=16 words (r108.0)
//.declare  (1755)  rf=r size=32 type=d align=16 words (r109.0)
//.declare  (1756)  rf=r size=32 type=d align=16 words (r110.0)
//.declare  (1757)  rf=r size=32 type=d align=16 words (r111.0)
//.declare  (1758)  rf=r size=32 type=d align=16 words (r112.0)
//.declare  (1759)  rf=r size=32 type=d align=16 words (r113.0)
//.declare  (1760)  rf=r size=32 type=d align=16 words (r114.0)
//.declare  (1761)  rf=r size=32 type=d align=16 words (r115.0)
//.declare  (1762)  rf=r size=32 type=d align=16 words (r116.0)
//.declare  (1763)  rf=r size=32 type=d align=16 words (r117.0)
//.declare  (1764)  rf=r size=32 type=d align=16 words (r118.0)
//.declare  (1765)  rf=r size=32 type=d align=16 words (r119.0)
//.declare  (1766)  rf=r size=32 type=d align=16 words (r120.0)
//.declare  (1767)  rf=r size=32 type=d align=16 words (r121.0)
//.declare  (1768)  rf=r size=32 type=d align=16 words (r122.0)
//.declare  (1769)  rf=r size=32 type=d align=16 words (r123.0)
//.declare  (1770)  rf=r size=32 type=d align=16 words (r124.0)
//.declare  (1771)  rf=r size=32 type=d align=16 words (r125.0)
//.declare  (1772)  rf=r size=32 type=d align=16 words (r126.0)

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
// | V0659    | :uq      |      8 | r8       | general    |
// | V0660    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r52.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     mov (4|M0)               r47.0<1>:df   0x3FF8000000000000:df                                 // $1
(W)     mov (4|M0)               r49.0<1>:df   0x3FE0000000000000:df                                 // $1
(W)     mov (4|M0)               r38.0<1>:df   0x3FF0000000000000:df                                 // $1
(W)     mov (4|M0)               r39.0<1>:df   0x0:df                                                // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r8.4<0;1,0>:d     r52.1<0;1,0>:d                      // $5
(W)     mov (1|M0)               r72.1<1>:q    9223372036854775807:q                                 // $139
(W)     mov (1|M0)               r60.0<1>:df   0x0:df                                                // $110
(W)     mov (1|M0)               r60.1<1>:df   0xBFF0000000000000:df                                 // $111
(W)     mov (1|M0)               r72.0<1>:df   0x3FF0000000000000:df                                 // $313
(W)     mov (1|M0)               r60.3<1>:df   0x4000000000000000:df                                 // $136
(W)     mov (1|M0)               r72.3<1>:uq   0x6E10CA2E:uq                                         // $2
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $8
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $9
(W)     mov (1|M0)               r82.0<1>:uq   0x6E10CA2E:uq                                         // $3
        mov (8|M0)               r32.0<1>:df   r60.3<0;1,0>:df                                       // $137
        mov (8|M16)              r34.0<1>:df   r60.3<0;1,0>:df                                       // $138
        add (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $10
        add (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   r7.0<0;1,0>:d                       // $11
(W)     mov (1|M0)               r72.2<1>:uq   0x6E10CA2E:uq                                         // $4
        shl (16|M0)              r68.0<1>:d    r124.0<8;8,1>:d   3:w                                 // $12
        shl (16|M16)             r66.0<1>:d    r122.0<8;8,1>:d   3:w                                 // $13
        send (16|M0)             r118:w   r68     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $15
        send (16|M16)            r10:w    r66     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $17
        shr (16|M0)              r2.0<1>:d     r120.0<8;8,1>:ud  20:w                                // $36
        shr (16|M16)             r124.0<1>:d   r12.0<8;8,1>:ud   20:w                                // $37
        mov (8|M0)               r116.0<2>:d   r118.0<8;8,1>:d                                       // $26
        mov (8|M8)               r114.0<2>:d   r119.0<8;8,1>:d                                       // $27
        mov (8|M0)               r116.1<2>:d   r120.0<8;8,1>:d                                       // $28
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     2047:w                              // $38
        and (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   2047:w                              // $39
(W)     mov (1|M0)               r2.0<1>:w     1:w                                                   // $64
        mov (8|M8)               r114.1<2>:d   r121.0<8;8,1>:d                                       // $29
(W)     mov (1|M0)               r2.1<1>:w     -1:w                                                  // $54
        add (16|M0)              r8.0<1>:d     -r6.0<8;8,1>:d    1075:w                              // $40
        add (16|M0)              r14.0<1>:d    -r6.0<8;8,1>:d    1043:w                              // $42
        add (16|M16)             r110.0<1>:d   -r122.0<8;8,1>:d  1075:w                              // $41
        cmp (16|M0)   (lt)f0.0   null<1>:d     r6.0<8;8,1>:ud    0x3FF:uw                            // $58
        sel (16|M0)   (lt)f0.0   r8.0<1>:d     r8.0<8;8,1>:d     32:w                                // $44
        sel (16|M0)   (lt)f0.0   r14.0<1>:d    r14.0<8;8,1>:d    20:w                                // $46
        sel (16|M16)  (lt)f0.0   r110.0<1>:d   r110.0<8;8,1>:d   32:w                                // $45
        add (16|M16)             r108.0<1>:d   -r122.0<8;8,1>:d  1043:w                              // $43
        sel (16|M0)   (ge)f0.0   r16.0<1>:d    r8.0<8;8,1>:d     0:w                                 // $48
        sel (16|M0)   (ge)f0.0   r14.0<1>:d    r14.0<8;8,1>:d    0:w                                 // $50
        sel (16|M16)  (ge)f0.0   r106.0<1>:d   r110.0<8;8,1>:d   0:w                                 // $49
        cmp (16|M16)  (lt)f0.0   null<1>:d     r122.0<8;8,1>:ud  0x3FF:uw                            // $59
        cmp (16|M0)   (eq)f1.0   null<1>:d     r16.0<8;8,1>:d    32:w                                // $62
        and (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    31:w                                // $52
        shl (16|M0)              r14.0<1>:d    r2.1<0;1,0>:w     r14.0<8;8,1>:d                      // $56
        cmp (16|M16)  (eq)f1.0   null<1>:d     r106.0<8;8,1>:d   32:w                                // $63
(f1.0)  sel (16|M0)              r8.0<1>:d     r2.0<0;1,0>:w     0:w                                 // $64
        sel (16|M16)  (lt)f0.0   r108.0<1>:d   r108.0<8;8,1>:d   20:w                                // $47
(f0.0)  mov (16|M0)              r8.0<1>:d     1:w                                                   // $66
        shl (16|M0)              r18.0<1>:d    r2.1<0;1,0>:w     r6.0<8;8,1>:d                       // $54
(~f0.0) sel (16|M0)              r20.0<1>:d    r14.0<8;8,1>:d    -2147483648:d                       // $60
(f1.0)  sel (16|M16)             r124.0<1>:d   r2.0<0;1,0>:w     0:w                                 // $65
        cmp (16|M0)   (ne)f1.0   null<1>:d     r8.0<8;8,1>:d     0:w                                 // $68
        sel (16|M16)  (ge)f0.0   r108.0<1>:d   r108.0<8;8,1>:d   0:w                                 // $51
(f0.0)  mov (16|M16)             r124.0<1>:d   1:w                                                   // $67
        mov (8|M0)               r22.0<1>:d    r116.0<2;1,0>:d                                       // $72
        mov (8|M8)               r23.0<1>:d    r114.0<2;1,0>:d                                       // $72
        and (16|M0)              r100.0<1>:d   r20.0<8;8,1>:d    r120.0<8;8,1>:d  {Compacted}        // $76
(~f1.0) sel (16|M0)              r16.0<1>:d    r18.0<8;8,1>:d    0:w                                 // $70
        and (16|M16)             r122.0<1>:d   r106.0<8;8,1>:d   31:w                                // $53
        shl (16|M16)             r108.0<1>:d   r2.1<0;1,0>:w     r108.0<8;8,1>:d                     // $57
        cmp (16|M16)  (ne)f1.0   null<1>:d     r124.0<8;8,1>:d   0:w                                 // $69
        shl (8|M0)               r8.0<1>:q     r100.0<8;8,1>:d   32:w                                // $78
        and (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $74
        shl (8|M8)               r124.0<1>:q   r101.0<8;8,1>:d   32:w                                // $78
        mov (8|M16)              r4.0<2>:d     r10.0<8;8,1>:d                                        // $30
        mov (8|M24)              r112.0<2>:d   r11.0<8;8,1>:d                                        // $31
        shl (16|M16)             r110.0<1>:d   r2.1<0;1,0>:w     r122.0<8;8,1>:d                     // $55
(~f0.0) sel (16|M16)             r104.0<1>:d   r108.0<8;8,1>:d   -2147483648:d                       // $61
        mov (8|M16)              r4.1<2>:d     r12.0<8;8,1>:d                                        // $32
        mov (8|M24)              r112.1<2>:d   r13.0<8;8,1>:d                                        // $33
        or (8|M0)                r24.0<1>:q    r8.0<4;4,1>:q     r14.0<8;8,1>:ud                     // $82
        or (8|M8)                r108.0<1>:q   r124.0<4;4,1>:q   r15.0<8;8,1>:ud                     // $82
        mov (8|M0)               r40.0<2>:d    r118.0<8;8,1>:d                                       // $18
        mov (8|M8)               r42.0<2>:d    r119.0<8;8,1>:d                                       // $19
(~f1.0) sel (16|M16)             r106.0<1>:d   r110.0<8;8,1>:d   0:w                                 // $71
        mov (8|M16)              r102.0<1>:d   r4.0<2;1,0>:d                                         // $73
        mov (8|M24)              r103.0<1>:d   r112.0<2;1,0>:d                                       // $73
        mov (8|M0)               r40.1<2>:d    r120.0<8;8,1>:d                                       // $20
        and (16|M16)             r6.0<1>:d     r104.0<8;8,1>:d   r12.0<8;8,1>:d                      // $77
        mov (8|M8)               r42.1<2>:d    r121.0<8;8,1>:d                                       // $21
        add (8|M0)               r20.0<1>:q    r116.0<4;4,1>:q   -r24.0<4;4,1>:q                     // $96
        add (8|M8)               r120.0<1>:q   r114.0<4;4,1>:q   -r108.0<4;4,1>:q                    // $96
        mov (8|M16)              r44.0<2>:d    r10.0<8;8,1>:d                                        // $22
        mov (8|M24)              r54.0<2>:d    r11.0<8;8,1>:d                                        // $23
        and (16|M16)             r122.0<1>:d   r106.0<8;8,1>:d   r102.0<8;8,1>:d                     // $75
        mov (8|M16)              r44.1<2>:d    r12.0<8;8,1>:d                                        // $24
        mov (8|M24)              r54.1<2>:d    r13.0<8;8,1>:d                                        // $25
        shl (8|M16)              r18.0<1>:q    r6.0<8;8,1>:d     32:w                                // $79
        shl (8|M24)              r110.0<1>:q   r7.0<8;8,1>:d     32:w                                // $79
        shr (8|M0)               r12.0<1>:q    r20.0<4;4,1>:uq   32:w                                // $98
        shr (8|M8)               r106.0<1>:q   r120.0<4;4,1>:uq  32:w                                // $98
(W)     mov (1|M0)               r2.2<1>:uw    0x1:uw                                                // $108
        cmp (8|M0)    (gt)f1.0   null<1>:q     r116.0<4;4,1>:q   -1:w                                // $104
        cmp (8|M8)    (gt)f1.0   null<1>:q     r114.0<4;4,1>:q   -1:w                                // $104
        or (8|M16)               r26.0<1>:q    r18.0<4;4,1>:q    r122.0<8;8,1>:ud                    // $83
        or (8|M24)               r98.0<1>:q    r110.0<4;4,1>:q   r123.0<8;8,1>:ud                    // $83
        or (8|M0)                r8.0<2>:d     r12.0<4;4,1>:q    r20.0<4;4,1>:q                      // $100
        or (8|M8)                r124.0<2>:d   r106.0<4;4,1>:q   r120.0<4;4,1>:q                     // $100
        cmp (8|M16)   (gt)f1.0   null<1>:q     r4.0<4;4,1>:q     -1:w                                // $105
        cmp (8|M24)   (gt)f1.0   null<1>:q     r112.0<4;4,1>:q   -1:w                                // $105
(f1.0)  sel (16|M0)              r3.0<1>:uw    r2.2<0;1,0>:uw    0x0:uw                              // $108
        add (8|M16)              r10.0<1>:q    r4.0<4;4,1>:q     -r26.0<4;4,1>:q                     // $97
        add (8|M24)              r118.0<1>:q   r112.0<4;4,1>:q   -r98.0<4;4,1>:q                     // $97
        mov (8|M0)               r22.0<1>:d    r8.0<2;1,0>:d                                         // $100
        mov (8|M8)               r23.0<1>:d    r124.0<2;1,0>:d                                       // $100
(f1.0)  sel (16|M16)             r125.0<1>:uw  r2.2<0;1,0>:uw    0x0:uw                              // $109
        mov (16|M16)             r12.0<1>:d    r6.0<8;8,1>:d                                         // $87
        shr (8|M16)              r16.0<1>:q    r10.0<4;4,1>:uq   32:w                                // $99
        shr (8|M24)              r104.0<1>:q   r118.0<4;4,1>:uq  32:w                                // $99
        cmp (16|M0)   (eq)f0.0   null<1>:d     r22.0<8;8,1>:d    0:w                                 // $106
        mov (16|M16)             r120.0<1>:d   r122.0<8;8,1>:d                                       // $85
        and (8|M0)               r6.0<1>:q     r116.0<4;4,1>:q   r72.1<0;1,0>:q                      // $140
        or (8|M16)               r18.0<2>:d    r16.0<4;4,1>:q    r10.0<4;4,1>:q                      // $101
        or (8|M24)               r110.0<2>:d   r104.0<4;4,1>:q   r118.0<4;4,1>:q                     // $101
(W)     mov (1|M0)               r126.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $106
        mov (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $84
        mov (16|M0)              r118.0<1>:d   r100.0<8;8,1>:d                  {Compacted}          // $86
        mov (8|M16)              r24.0<1>:d    r18.0<2;1,0>:d                                        // $101
        mov (8|M24)              r25.0<1>:d    r110.0<2;1,0>:d                                       // $101
(W)     mov (1|M0)               f0.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $107
        mov (8|M0)               r18.0<2>:d    r10.0<8;8,1>:d                                        // $88
        mov (8|M8)               r20.0<2>:d    r11.0<8;8,1>:d                                        // $89
        mov (8|M0)               r18.1<2>:d    r118.0<8;8,1>:d                                       // $90
        mov (8|M8)               r20.1<2>:d    r119.0<8;8,1>:d                                       // $91
        and (8|M24)              r118.0<1>:q   r112.0<4;4,1>:q   r72.1<0;1,0>:q                      // $141
        cmp (16|M16)  (eq)f0.0   null<1>:d     r24.0<8;8,1>:d    0:w                                 // $107
(f0.0)  sel (16|M0)              r8.0<1>:uw    r2.2<0;1,0>:uw    0x0:uw                              // $108
(f1.0)  sel (16|M16)             r106.0<1>:d   r2.1<0;1,0>:w     0:w                                 // $117
(f1.0)  sel (16|M0)              r14.0<1>:d    r2.1<0;1,0>:w     0:w                                 // $116
(W)     mov (1|M0)               r126.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $107
        or (16|M0)    (ne)f0.0   null<1>:uw    r3.0<16;16,1>:uw  r8.0<16;16,1>:uw {Compacted}        // $108
(f0.0)  sel (16|M16)             r9.0<1>:uw    r2.2<0;1,0>:uw    0x0:uw                              // $109
        mov (8|M16)              r122.0<2>:d   r120.0<8;8,1>:d                                       // $92
        mov (8|M24)              r110.0<2>:d   r121.0<8;8,1>:d                                       // $93
        mov (8|M0)               r10.0<1>:d    r6.1<2;1,0>:d                                         // $142
(W)     mov (1|M0)               r16.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $108
        mov (8|M24)              r121.0<1>:d   r118.1<2;1,0>:d                                       // $145
        and (16|M16)             r106.0<1>:d   r106.0<8;8,1>:d   1072693248:d                        // $119
        and (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    1072693248:d                        // $118
(W)     mov (1|M0)               f1.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $120
(W)     mov (1|M0)               f0.0<1>:ud    r16.0<0;1,0>:ud                  {Compacted}          // $109
        or (16|M16)   (ne)f0.0   null<1>:uw    r125.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $109
        and (8|M8)               r124.0<1>:q   r114.0<4;4,1>:q   r72.1<0;1,0>:q                      // $140
        and (8|M16)              r8.0<1>:q     r4.0<4;4,1>:q     r72.1<0;1,0>:q                      // $141
        mov (8|M16)              r122.1<2>:d   r12.0<8;8,1>:d                                        // $94
        mov (8|M24)              r110.1<2>:d   r13.0<8;8,1>:d                                        // $95
(~f1.0) sel (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d    0:w                                 // $120
(W)     mov (1|M0)               r16.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $109
        mov (8|M8)               r11.0<1>:d    r124.1<2;1,0>:d                                       // $143
        mov (8|M16)              r120.0<1>:d   r8.1<2;1,0>:d                                         // $144
(~f1.0) sel (16|M16)             r104.0<1>:d   r106.0<8;8,1>:d   0:w                                 // $121
(W)     mov (1|M0)               r2.1<1>:df    0x3FF0000000000000:df                                 // $150
(W)     mov (1|M0)               r3.0<1>:df    0x3FE0000000000000:df                                 // $153
(W)     mov (1|M0)               f1.0<1>:ud    r16.0<0;1,0>:ud                  {Compacted}          // $112
        shr (16|M0)              r12.0<1>:d    r10.0<8;8,1>:ud   20:w                                // $146
        shr (16|M16)             r108.0<1>:d   r120.0<8;8,1>:ud  20:w                                // $147
        mov (16|M0)              r10.0<1>:d    0:w                                                   // $122
        mov (16|M16)             r120.0<1>:d   0:w                                                   // $124
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x433:uw                            // $148
(f1.0)  sel (8|M0)               r12.0<1>:df   r60.0<0;1,0>:df   r60.1<0;1,0>:df                     // $112
        mov (8|M0)               r26.0<2>:d    r10.0<8;8,1>:d                                        // $126
(W)     mov (1|M0)               r2.2<1>:df    0x0:df                                                // $150
        mov (8|M16)              r14.0<2>:d    r120.0<8;8,1>:d                                       // $130
        mov (8|M24)              r106.0<2>:d   r121.0<8;8,1>:d                                       // $131
        mov (8|M0)               r26.1<2>:d    r22.0<8;8,1>:d                                        // $128
        mov (8|M16)              r14.1<2>:d    r104.0<8;8,1>:d                                       // $132
        mov (8|M24)              r106.1<2>:d   r105.0<8;8,1>:d                                       // $133
        cmp (16|M16)  (lt)f0.0   null<1>:d     r108.0<8;8,1>:ud  0x433:uw                            // $149
        mov (8|M8)               r28.0<2>:d    r11.0<8;8,1>:d                                        // $127
(f1.0)  sel (8|M16)              r24.0<1>:df   r60.0<0;1,0>:df   r60.1<0;1,0>:df                     // $113
        mov (8|M8)               r28.1<2>:d    r23.0<8;8,1>:d                                        // $129
(f1.0)  sel (8|M24)              r102.0<1>:df  r60.0<0;1,0>:df   r60.1<0;1,0>:df                     // $113
        add (8|M0)               r100.0<1>:df  r12.0<4;4,1>:df   r18.0<4;4,1>:df                     // $114
(f1.0)  sel (8|M8)               r108.0<1>:df  r60.0<0;1,0>:df   r60.1<0;1,0>:df                     // $112
        add (8|M0)               r10.0<1>:df   r18.0<4;4,1>:df   r26.0<4;4,1>:df                     // $134
        add (8|M16)              r22.0<1>:df   r122.0<4;4,1>:df  r14.0<4;4,1>:df                     // $135
        add (8|M24)              r94.0<1>:df   r110.0<4;4,1>:df  r106.0<4;4,1>:df                    // $135
(f0.0)  sel (8|M0)               r14.0<1>:df   r2.1<0;1,0>:df    r2.2<0;1,0>:df                      // $150
(f0.0)  sel (8|M8)               r106.0<1>:df  r2.1<0;1,0>:df    r2.2<0;1,0>:df                      // $150
        mov (8|M8)               r120.0<1>:df  r60.3<0;1,0>:df                                       // $137
        mov (8|M24)              r104.0<1>:df  r60.3<0;1,0>:df                                       // $138
        add (8|M16)              r16.0<1>:df   r24.0<4;4,1>:df   r122.0<4;4,1>:df                    // $115
        add (8|M8)               r30.0<1>:df   r20.0<4;4,1>:df   r28.0<4;4,1>:df                     // $134
        add (8|M24)              r96.0<1>:df   r102.0<4;4,1>:df  r110.0<4;4,1>:df                    // $115
        add (8|M8)               r98.0<1>:df   r108.0<4;4,1>:df  r20.0<4;4,1>:df                     // $114
        mad (8|M0)               r12.0<1>:df   r100.0<2;1>:df    r32.0<2;1>:df     r10.0<1>:df       // $137 {0=EH, 1=EL, 2=EL, BC=BAD}
(f0.0)  sel (8|M24)              r92.0<1>:df   r2.1<0;1,0>:df    r2.2<0;1,0>:df                      // $151
(f0.0)  sel (8|M16)              r26.0<1>:df   r2.1<0;1,0>:df    r2.2<0;1,0>:df                      // $151
        mul (8|M0)               r28.0<1>:df   r14.0<4;4,1>:df   r3.0<0;1,0>:df                      // $153
        mul (8|M8)               r100.0<1>:df  r106.0<4;4,1>:df  r3.0<0;1,0>:df                      // $153
        mad (8|M16)              r24.0<1>:df   r16.0<2;1>:df     r34.0<2;1>:df     r22.0<1>:df       // $138 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r102.0<1>:df  r96.0<2;1>:df     r104.0<2;1>:df    r94.0<1>:df       // $138 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M8)               r108.0<1>:df  r98.0<2;1>:df     r120.0<2;1>:df    r30.0<1>:df       // $137 {0=EH, 1=EH, 2=EL, BC=OK}
        mul (8|M24)              r120.0<1>:df  r92.0<4;4,1>:df   r3.0<0;1,0>:df                      // $154
        mul (8|M16)              r10.0<1>:df   r26.0<4;4,1>:df   r3.0<0;1,0>:df                      // $154
        add (8|M0)               r16.0<1>:df   r28.0<4;4,1>:df   r6.0<4;4,1>:df                      // $155
        add (8|M8)               r104.0<1>:df  r100.0<4;4,1>:df  r124.0<4;4,1>:df                    // $155
(W)     mov (1|M0)               r126.0<1>:q   -9223372036854775808:q                                // $234
        add (8|M24)              r98.0<1>:df   r120.0<4;4,1>:df  r118.0<4;4,1>:df                    // $156
        add (8|M16)              r22.0<1>:df   r10.0<4;4,1>:df   r8.0<4;4,1>:df                      // $156
        mov (8|M0)               r96.0<1>:d    r16.1<2;1,0>:d                                        // $157
        mov (8|M8)               r97.0<1>:d    r104.1<2;1,0>:d                                       // $158
        mov (8|M0)               r36.0<1>:d    r16.0<2;1,0>:d                                        // $197
        mov (8|M8)               r37.0<1>:d    r104.0<2;1,0>:d                                       // $197
        mov (8|M24)              r31.0<1>:d    r98.1<2;1,0>:d                                        // $160
        mov (8|M16)              r30.0<1>:d    r22.1<2;1,0>:d                                        // $159
        shr (16|M0)              r94.0<1>:d    r96.0<8;8,1>:ud   20:w                                // $161
        shr (16|M16)             r14.0<1>:d    r30.0<8;8,1>:ud   20:w                                // $162
        and (16|M0)              r106.0<1>:d   r94.0<8;8,1>:d    2047:w                              // $163
        and (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    2047:w                              // $164
        add (16|M0)              r92.0<1>:d    -r106.0<8;8,1>:d  1075:w                              // $165
        add (16|M0)              r100.0<1>:d   -r106.0<8;8,1>:d  1043:w                              // $167
        cmp (16|M0)   (lt)f1.0   null<1>:d     r106.0<8;8,1>:ud  0x3FF:uw                            // $183
        add (16|M16)             r28.0<1>:d    -r26.0<8;8,1>:d   1075:w                              // $166
        sel (16|M0)   (lt)f0.0   r92.0<1>:d    r92.0<8;8,1>:d    32:w                                // $169
        add (16|M16)             r32.0<1>:d    -r26.0<8;8,1>:d   1043:w                              // $168
        sel (16|M0)   (lt)f0.0   r100.0<1>:d   r100.0<8;8,1>:d   20:w                                // $171
        sel (16|M16)  (lt)f0.0   r28.0<1>:d    r28.0<8;8,1>:d    32:w                                // $170
        sel (16|M0)   (ge)f0.0   r120.0<1>:d   r92.0<8;8,1>:d    0:w                                 // $173
        cmp (16|M16)  (lt)f1.0   null<1>:d     r26.0<8;8,1>:ud   0x3FF:uw                            // $184
        sel (16|M16)  (lt)f0.0   r32.0<1>:d    r32.0<8;8,1>:d    20:w                                // $172
        sel (16|M16)  (ge)f0.0   r10.0<1>:d    r28.0<8;8,1>:d    0:w                                 // $174
        cmp (16|M0)   (eq)f0.0   null<1>:d     r120.0<8;8,1>:d   32:w                                // $187
        and (16|M0)              r92.0<1>:d    r120.0<8;8,1>:d   31:w                                // $177
        sel (16|M0)   (ge)f0.0   r100.0<1>:d   r100.0<8;8,1>:d   0:w                                 // $175
        cmp (16|M16)  (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    32:w                                // $188
(f0.0)  sel (16|M0)              r94.0<1>:d    r2.0<0;1,0>:w     0:w                                 // $189
        and (16|M16)             r28.0<1>:d    r10.0<8;8,1>:d    31:w                                // $178
(f1.0)  mov (16|M0)              r94.0<1>:d    1:w                                                   // $191
(f0.0)  sel (16|M16)             r14.0<1>:d    r2.0<0;1,0>:w     0:w                                 // $190
        shl (16|M0)              r90.0<1>:d    r2.1<0;1,0>:w     r92.0<8;8,1>:d                      // $179
(f1.0)  mov (16|M16)             r14.0<1>:d    1:w                                                   // $192
        cmp (16|M0)   (ne)f0.0   null<1>:d     r94.0<8;8,1>:d    0:w                                 // $193
        sel (16|M16)  (ge)f0.0   r32.0<1>:d    r32.0<8;8,1>:d    0:w                                 // $176
        shl (16|M0)              r100.0<1>:d   r2.1<0;1,0>:w     r100.0<8;8,1>:d                     // $181
        shl (16|M16)             r34.0<1>:d    r2.1<0;1,0>:w     r28.0<8;8,1>:d                      // $180
        cmp (16|M16)  (ne)f0.0   null<1>:d     r14.0<8;8,1>:d    0:w                                 // $194
(~f0.0) sel (16|M0)              r120.0<1>:d   r90.0<8;8,1>:d    0:w                                 // $195
        shl (16|M16)             r32.0<1>:d    r2.1<0;1,0>:w     r32.0<8;8,1>:d                      // $182
(~f1.0) sel (16|M0)              r106.0<1>:d   r100.0<8;8,1>:d   -2147483648:d                       // $185
        mov (8|M16)              r92.0<1>:d    r22.0<2;1,0>:d                                        // $198
        mov (8|M24)              r93.0<1>:d    r98.0<2;1,0>:d                                        // $198
(~f0.0) sel (16|M16)             r10.0<1>:d    r34.0<8;8,1>:d    0:w                                 // $196
        and (16|M0)              r88.0<1>:d    r120.0<8;8,1>:d   r36.0<8;8,1>:d   {Compacted}        // $199
(~f1.0) sel (16|M16)             r26.0<1>:d    r32.0<8;8,1>:d    -2147483648:d                       // $186
        and (16|M0)              r94.0<1>:d    r106.0<8;8,1>:d   r96.0<8;8,1>:d   {Compacted}        // $201
        and (16|M16)             r28.0<1>:d    r10.0<8;8,1>:d    r92.0<8;8,1>:d                      // $200
        mov (8|M0)               r100.0<2>:d   r88.0<8;8,1>:d                                        // $207
        mov (8|M8)               r86.0<2>:d    r89.0<8;8,1>:d                                        // $208
        and (16|M16)             r14.0<1>:d    r26.0<8;8,1>:d    r30.0<8;8,1>:d                      // $202
        mov (8|M0)               r100.1<2>:d   r94.0<8;8,1>:d                                        // $209
        mov (8|M8)               r86.1<2>:d    r95.0<8;8,1>:d                                        // $210
        mov (8|M16)              r90.0<2>:d    r28.0<8;8,1>:d                                        // $211
        mov (8|M24)              r16.0<2>:d    r29.0<8;8,1>:d                                        // $212
        and (8|M8)               r98.0<1>:q    r114.0<4;4,1>:q   r126.0<0;1,0>:q                     // $234
        mov (8|M16)              r90.1<2>:d    r14.0<8;8,1>:d                                        // $213
        mov (8|M24)              r16.1<2>:d    r15.0<8;8,1>:d                                        // $214
        add (8|M0)               r22.0<1>:df   r100.0<4;4,1>:df  -r6.0<4;4,1>:df                     // $219
        add (8|M8)               r10.0<1>:df   r86.0<4;4,1>:df   -r124.0<4;4,1>:df                   // $219
        mov (8|M0)               r26.0<1>:uq   r100.0<4;4,1>:df                                      // $215
        mov (8|M8)               r28.0<1>:uq   r86.0<4;4,1>:df                                       // $215
        and (8|M24)              r96.0<1>:q    r112.0<4;4,1>:q   r126.0<0;1,0>:q                     // $235
        add (8|M16)              r32.0<1>:df   r90.0<4;4,1>:df   -r8.0<4;4,1>:df                     // $220
        add (8|M24)              r120.0<1>:df  r16.0<4;4,1>:df   -r118.0<4;4,1>:df                   // $220
        cmp (8|M0)    (eq)f1.0   null<1>:df    r22.0<4;4,1>:df   r3.0<0;1,0>:df                      // $221
        cmp (8|M8)    (eq)f1.0   null<1>:df    r10.0<4;4,1>:df   r3.0<0;1,0>:df                      // $221
        mov (8|M16)              r106.0<1>:uq  r90.0<4;4,1>:df                                       // $216
        mov (8|M24)              r14.0<1>:uq   r16.0<4;4,1>:df                                       // $216
        mov (8|M0)               r8.0<1>:d     r26.0<2;1,0>:d                                        // $217
        cmp (8|M16)   (eq)f1.0   null<1>:df    r32.0<4;4,1>:df   r3.0<0;1,0>:df                      // $222
        cmp (8|M24)   (eq)f1.0   null<1>:df    r120.0<4;4,1>:df  r3.0<0;1,0>:df                      // $222
        mov (8|M8)               r9.0<1>:d     r28.0<2;1,0>:d                                        // $217
(f1.0)  sel (16|M0)              r104.0<1>:d   r2.1<0;1,0>:w     0:w                                 // $223
        mov (8|M16)              r124.0<1>:d   r106.0<2;1,0>:d                                       // $218
        mov (8|M24)              r125.0<1>:d   r14.0<2;1,0>:d                                        // $218
(W)     mov (1|M0)               r28.0<1>:df   0x4008000000000000:df                                 // $238
(f1.0)  sel (16|M16)             r6.0<1>:d     r2.1<0;1,0>:w     0:w                                 // $224
        mov (16|M0)              r104.0<1>:d   -r104.0<8;8,1>:d                 {Compacted}          // $225
        and (8|M0)               r106.0<1>:q   r116.0<4;4,1>:q   r126.0<0;1,0>:q                     // $234
(W)     mov (1|M0)               r117.0<1>:df  0x4010000000000000:df                                 // $241
        cmp (8|M0)    (lt)f1.0   null<1>:df    r40.0<4;4,1>:df   r60.0<0;1,0>:df                     // $244
        mov (16|M16)             r6.0<1>:d     -r6.0<8;8,1>:d                                        // $226
        and (16|M0)              r104.0<1>:d   r104.0<8;8,1>:d   r8.0<8;8,1>:d    {Compacted}        // $227
        cmp (8|M8)    (lt)f1.0   null<1>:df    r42.0<4;4,1>:df   r60.0<0;1,0>:df                     // $244
        cmp (8|M16)   (lt)f1.0   null<1>:df    r44.0<4;4,1>:df   r60.0<0;1,0>:df                     // $245
        cmp (8|M24)   (lt)f1.0   null<1>:df    r54.0<4;4,1>:df   r60.0<0;1,0>:df                     // $245
        and (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     r124.0<8;8,1>:d                     // $228
        mov (8|M0)               r2.0<1>:df    r104.0<8;8,1>:ud                                      // $229
        mov (8|M8)               r120.0<1>:df  r105.0<8;8,1>:ud                                      // $229
        and (8|M16)              r26.0<1>:q    r4.0<4;4,1>:q     r126.0<0;1,0>:q                     // $235
(W)     mov (1|M0)               r126.0<1>:w   1:w                                                   // $284
        mov (8|M24)              r14.0<1>:df   r7.0<8;8,1>:ud                                        // $230
        mov (8|M16)              r10.0<1>:df   r6.0<8;8,1>:ud                                        // $230
        add (8|M0)               r22.0<1>:df   r100.0<4;4,1>:df  -r2.0<4;4,1>:df                     // $231
        add (8|M8)               r118.0<1>:df  r86.0<4;4,1>:df   -r120.0<4;4,1>:df                   // $231
        mov (8|M0)               r120.0<1>:df  r28.0<0;1,0>:df                                       // $239
        mov (8|M8)               r6.0<1>:df    r28.0<0;1,0>:df                                       // $239
        mov (8|M16)              r100.0<1>:df  r28.0<0;1,0>:df                                       // $240
        add (8|M24)              r8.0<1>:df    r16.0<4;4,1>:df   -r14.0<4;4,1>:df                    // $232
        add (8|M16)              r124.0<1>:df  r90.0<4;4,1>:df   -r10.0<4;4,1>:df                    // $232
        or (8|M0)                r104.0<1>:q   r106.0<4;4,1>:q   r22.0<4;4,1>:q                      // $236
        mov (8|M24)              r10.0<1>:df   r28.0<0;1,0>:df                                       // $240
        or (8|M8)                r94.0<1>:q    r98.0<4;4,1>:q    r118.0<4;4,1>:q                     // $236
        mov (8|M0)               r14.0<1>:df   r117.0<0;1,0>:df                                      // $242
        mov (8|M24)              r118.0<1>:df  r117.0<0;1,0>:df                                      // $243
        or (8|M24)               r2.0<1>:q     r96.0<4;4,1>:q    r8.0<4;4,1>:q                       // $237
        or (8|M16)               r92.0<1>:q    r26.0<4;4,1>:q    r124.0<4;4,1>:q                     // $237
        mad (8|M0)               r114.0<1>:df  r12.0<2;1>:df     r120.0<2;1>:df    r104.0<1>:df      // $239 {0=EL, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r12.0<1>:df   0xBFDFFFFFFFFFFFFF:df                                 // $248
        mad (8|M8)               r112.0<1>:df  r108.0<2;1>:df    r6.0<2;1>:df      r94.0<1>:df       // $239 {0=EH, 1=EL, 2=EH, BC=OK}
        mov (8|M16)              r8.0<1>:df    r117.0<0;1,0>:df                                      // $243
        mov (8|M8)               r124.0<1>:df  r117.0<0;1,0>:df                                      // $242
        mad (8|M24)              r4.0<1>:df    r102.0<2;1>:df    r10.0<2;1>:df     r2.0<1>:df        // $240 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M16)              r90.0<1>:df   r24.0<2;1>:df     r100.0<2;1>:df    r92.0<1>:df       // $240 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M0)               r16.0<1>:df   r114.0<2;1>:df    r14.0<2;1>:df     r18.0<1>:df       // $242 {0=EH, 1=EL, 2=EL, BC=BAD}
(f1.0)  sel (8|M0)               r120.0<1>:df  r12.0<0;1,0>:df   -r12.0<0;1,0>:df                    // $248
(f1.0)  sel (8|M8)               r6.0<1>:df    r12.0<0;1,0>:df   -r12.0<0;1,0>:df                    // $248
(f1.0)  sel (8|M16)              r108.0<1>:df  r12.0<0;1,0>:df   -r12.0<0;1,0>:df                    // $249
(f1.0)  sel (8|M24)              r2.0<1>:df    r12.0<0;1,0>:df   -r12.0<0;1,0>:df                    // $249
        mad (8|M8)               r106.0<1>:df  r112.0<2;1>:df    r124.0<2;1>:df    r20.0<1>:df       // $242 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (8|M24)              r96.0<1>:df   r4.0<2;1>:df      r118.0<2;1>:df    r110.0<1>:df      // $243 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r98.0<1>:df   r90.0<2;1>:df     r8.0<2;1>:df      r122.0<1>:df      // $243 {0=EH, 1=EL, 2=EH, BC=OK}
        add (8|M0)               r104.0<1>:df  r120.0<4;4,1>:df  r40.0<4;4,1>:df                     // $250
        add (8|M8)               r10.0<1>:df   r6.0<4;4,1>:df    r42.0<4;4,1>:df                     // $250
        add (8|M16)              r116.0<1>:df  r108.0<4;4,1>:df  r44.0<4;4,1>:df                     // $251
        add (8|M24)              r14.0<1>:df   r2.0<4;4,1>:df    r54.0<4;4,1>:df                     // $251
(W)     mov (1|M0)               r20.0<1>:w    -1:w                                                  // $274
        mov (8|M0)               r124.0<1>:d   r104.1<2;1,0>:d                                       // $252
        mov (8|M8)               r125.0<1>:d   r10.1<2;1,0>:d                                        // $253
        mov (8|M16)              r4.0<1>:d     r116.1<2;1,0>:d                                       // $254
        mov (8|M24)              r5.0<1>:d     r14.1<2;1,0>:d                                        // $255
        mov (8|M0)               r108.0<1>:d   r104.0<2;1,0>:d                                       // $292
        mov (8|M8)               r109.0<1>:d   r10.0<2;1,0>:d                                        // $292
        shr (16|M0)              r122.0<1>:d   r124.0<8;8,1>:ud  20:w                                // $256
        shr (16|M16)             r8.0<1>:d     r4.0<8;8,1>:ud    20:w                                // $257
        and (16|M0)              r118.0<1>:d   r122.0<8;8,1>:d   2047:w                              // $258
        and (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     2047:w                              // $259
        add (16|M0)              r120.0<1>:d   -r118.0<8;8,1>:d  1075:w                              // $260
        add (16|M16)             r6.0<1>:d     -r12.0<8;8,1>:d   1075:w                              // $261
        add (16|M0)              r112.0<1>:d   -r118.0<8;8,1>:d  1043:w                              // $262
        add (16|M16)             r18.0<1>:d    -r12.0<8;8,1>:d   1043:w                              // $263
        sel (16|M0)   (lt)f0.0   r120.0<1>:d   r120.0<8;8,1>:d   32:w                                // $264
        sel (16|M16)  (lt)f0.0   r6.0<1>:d     r6.0<8;8,1>:d     32:w                                // $265
        cmp (16|M0)   (lt)f0.0   null<1>:d     r118.0<8;8,1>:ud  0x3FF:uw                            // $278
        cmp (16|M16)  (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x3FF:uw                            // $279
        sel (16|M0)   (ge)f0.0   r114.0<1>:d   r120.0<8;8,1>:d   0:w                                 // $268
        sel (16|M16)  (ge)f0.0   r2.0<1>:d     r6.0<8;8,1>:d     0:w                                 // $269
        sel (16|M0)   (lt)f0.0   r112.0<1>:d   r112.0<8;8,1>:d   20:w                                // $266
        sel (16|M16)  (lt)f0.0   r18.0<1>:d    r18.0<8;8,1>:d    20:w                                // $267
        cmp (16|M0)   (eq)f1.0   null<1>:d     r114.0<8;8,1>:d   32:w                                // $282
        cmp (16|M16)  (eq)f1.0   null<1>:d     r2.0<8;8,1>:d     32:w                                // $283
        and (16|M0)              r120.0<1>:d   r114.0<8;8,1>:d   31:w                                // $272
        and (16|M16)             r6.0<1>:d     r2.0<8;8,1>:d     31:w                                // $273
(f1.0)  sel (16|M0)              r8.0<1>:d     r126.0<0;1,0>:w   0:w                                 // $284
(f1.0)  sel (16|M16)             r122.0<1>:d   r126.0<0;1,0>:w   0:w                                 // $285
(f0.0)  mov (16|M0)              r8.0<1>:d     1:w                                                   // $286
(f0.0)  mov (16|M16)             r122.0<1>:d   1:w                                                   // $287
        sel (16|M0)   (ge)f0.0   r112.0<1>:d   r112.0<8;8,1>:d   0:w                                 // $270
        sel (16|M16)  (ge)f0.0   r18.0<1>:d    r18.0<8;8,1>:d    0:w                                 // $271
        shl (16|M0)              r110.0<1>:d   r20.0<0;1,0>:w    r120.0<8;8,1>:d                     // $274
        shl (16|M16)             r22.0<1>:d    r20.0<0;1,0>:w    r6.0<8;8,1>:d                       // $275
        cmp (16|M0)   (ne)f1.0   null<1>:d     r8.0<8;8,1>:d     0:w                                 // $288
        cmp (16|M16)  (ne)f1.0   null<1>:d     r122.0<8;8,1>:d   0:w                                 // $289
        shl (16|M0)              r112.0<1>:d   r20.0<0;1,0>:w    r112.0<8;8,1>:d                     // $276
        shl (16|M16)             r18.0<1>:d    r20.0<0;1,0>:w    r18.0<8;8,1>:d                      // $277
        mov (8|M16)              r120.0<1>:d   r116.0<2;1,0>:d                                       // $293
        mov (8|M24)              r121.0<1>:d   r14.0<2;1,0>:d                                        // $293
(~f1.0) sel (16|M0)              r114.0<1>:d   r110.0<8;8,1>:d   0:w                                 // $290
(~f1.0) sel (16|M16)             r12.0<1>:d    r22.0<8;8,1>:d    0:w                                 // $291
(~f0.0) sel (16|M0)              r118.0<1>:d   r112.0<8;8,1>:d   -2147483648:d                       // $280
(~f0.0) sel (16|M16)             r2.0<1>:d     r18.0<8;8,1>:d    -2147483648:d                       // $281
        add (8|M0)               r112.0<1>:df  (abs)r40.0<4;4,1>:df  r72.0<0;1,0>:df                 // $314
        and (16|M0)              r102.0<1>:d   r114.0<8;8,1>:d   r108.0<8;8,1>:d  {Compacted}        // $294
        and (16|M16)             r6.0<1>:d     r12.0<8;8,1>:d    r120.0<8;8,1>:d                     // $295
(W)     mov (1|M0)               r126.0<1>:df  0x4014000000000000:df                                 // $310
        and (16|M0)              r122.0<1>:d   r118.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}        // $296
        and (16|M16)             r8.0<1>:d     r2.0<8;8,1>:d     r4.0<8;8,1>:d                       // $297
        math.rsqtm (4|M0) (eo)f1.0  r18.mme0:df  r112.nomme:df                                       // $316
        mov (8|M8)               r116.0<2>:d   r103.0<8;8,1>:d                                       // $303
        mov (8|M16)              r114.0<2>:d   r6.0<8;8,1>:d                                         // $306
        mov (8|M0)               r10.0<2>:d    r102.0<8;8,1>:d                                       // $302
        mov (8|M24)              r12.0<2>:d    r7.0<8;8,1>:d                                         // $307
        mov (8|M8)               r124.0<1>:df  r126.0<0;1,0>:df                                      // $311
        mov (8|M16)              r4.0<1>:df    r126.0<0;1,0>:df                                      // $312
        mov (8|M8)               r116.1<2>:d   r123.0<8;8,1>:d                                       // $305
        mov (8|M16)              r114.1<2>:d   r8.0<8;8,1>:d                                         // $308
        mov (8|M0)               r2.0<1>:df    r126.0<0;1,0>:df                                      // $311
        mov (8|M24)              r120.0<1>:df  r126.0<0;1,0>:df                                      // $312
        mov (8|M0)               r10.1<2>:d    r122.0<8;8,1>:d                                       // $304
        mov (8|M24)              r12.1<2>:d    r9.0<8;8,1>:d                                         // $309
        add (8|M24)              r118.0<1>:df  (abs)r54.0<4;4,1>:df  r72.0<0;1,0>:df                 // $315
        mad (8|M8)               r56.0<1>:df   r106.0<2;1>:df    r124.0<2;1>:df    r116.0<1>:df      // $311 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r58.0<1>:df   r98.0<2;1>:df     r4.0<2;1>:df      r114.0<1>:df      // $312 {0=EH, 1=EL, 2=EH, BC=OK}
        add (8|M16)              r116.0<1>:df  (abs)r44.0<4;4,1>:df  r72.0<0;1,0>:df                 // $315
        add (8|M8)               r114.0<1>:df  (abs)r42.0<4;4,1>:df  r72.0<0;1,0>:df                 // $314
        mad (8|M0)               r50.0<1>:df   r16.0<2;1>:df     r2.0<2;1>:df      r10.0<1>:df       // $311 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r62.0<1>:df   r96.0<2;1>:df     r120.0<2;1>:df    r12.0<1>:df       // $312 {0=EH, 1=EH, 2=EL, BC=OK}
(~f1.0) if (4|M0)                            _fp64_math_k0_0_ifJip  _fp64_math_k0_0_ifJip            // $316
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_fp64_math_k0_16_:
        madm (4|M0)              r6.mme1:df    r39.nomme:df      r49.nomme:df      r18.mme0:df       // $316 {0=OL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M0)              r124.mme2:df  r39.nomme:df      r112.nomme:df     r18.mme0:df       // $316 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r2.mme3:df    r49.nomme:df      -r124.mme2:df     r6.mme1:df        // $316 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r120.mme5:df  r38.nomme:df      r47.nomme:df      r2.mme3:df        // $316 {0=EL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M0)              r18.mme6:df   r39.nomme:df      r2.mme3:df        r124.mme2:df      // $316 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r2.mme7:df    r39.nomme:df      r2.mme3:df        r6.mme1:df        // $316 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r18.mme6:df   r124.mme2:df      r120.mme5:df      r18.mme6:df       // $316 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r120.mme5:df  r6.mme1:df        r120.mme5:df      r2.mme7:df        // $316 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r6.mme1:df    r112.nomme:df     -r18.mme6:df      r18.mme6:df       // $316 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M0)              r18.nomme:df  r18.mme6:df       r6.mme1:df        r120.mme5:df      // $316 {0=EL, 1=EL, 2=EH, BC=OK}
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_fp64_math_k0_0_ifJip:
        endif (4|M0)                         L6480                                                   // $316
L6480:
        math.rsqtm (4|M4) (eo)f1.0  r19.mme0:df  r113.nomme:df                                       // $316
(~f1.0) if (4|M4)                            _fp64_math_k0_1_ifJip  _fp64_math_k0_1_ifJip            // $316
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_fp64_math_k0_17_:
        madm (4|M4)              r7.mme1:df    r39.nomme:df      r49.nomme:df      r19.mme0:df       // $316 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r125.mme2:df  r39.nomme:df      r113.nomme:df     r19.mme0:df       // $316 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r3.mme3:df    r49.nomme:df      -r125.mme2:df     r7.mme1:df        // $316 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r121.mme5:df  r38.nomme:df      r47.nomme:df      r3.mme3:df        // $316 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r19.mme6:df   r39.nomme:df      r3.mme3:df        r125.mme2:df      // $316 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r3.mme7:df    r39.nomme:df      r3.mme3:df        r7.mme1:df        // $316 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r19.mme6:df   r125.mme2:df      r121.mme5:df      r19.mme6:df       // $316 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r121.mme5:df  r7.mme1:df        r121.mme5:df      r3.mme7:df        // $316 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r7.mme1:df    r113.nomme:df     -r19.mme6:df      r19.mme6:df       // $316 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M4)              r19.nomme:df  r19.mme6:df       r7.mme1:df        r121.mme5:df      // $316 {0=OL, 1=OL, 2=OH, BC=OK}
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_fp64_math_k0_1_ifJip:
        endif (4|M4)                         L6688                                                   // $316
L6688:
        math.rsqtm (4|M8) (eo)f1.0  r20.mme0:df  r114.nomme:df                                       // $316
(~f1.0) if (4|M8)                            _fp64_math_k0_2_ifJip  _fp64_math_k0_2_ifJip            // $316
// B005: [inDivergent],  Preds:{B004},  Succs:{B006}
_fp64_math_k0_18_:
        madm (4|M8)              r8.mme1:df    r39.nomme:df      r49.nomme:df      r20.mme0:df       // $316 {0=OL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M8)              r126.mme2:df  r39.nomme:df      r114.nomme:df     r20.mme0:df       // $316 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r4.mme3:df    r49.nomme:df      -r126.mme2:df     r8.mme1:df        // $316 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r122.mme5:df  r38.nomme:df      r47.nomme:df      r4.mme3:df        // $316 {0=EL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M8)              r20.mme6:df   r39.nomme:df      r4.mme3:df        r126.mme2:df      // $316 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r4.mme7:df    r39.nomme:df      r4.mme3:df        r8.mme1:df        // $316 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r20.mme6:df   r126.mme2:df      r122.mme5:df      r20.mme6:df       // $316 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r122.mme5:df  r8.mme1:df        r122.mme5:df      r4.mme7:df        // $316 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r8.mme1:df    r114.nomme:df     -r20.mme6:df      r20.mme6:df       // $316 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M8)              r20.nomme:df  r20.mme6:df       r8.mme1:df        r122.mme5:df      // $316 {0=EL, 1=EL, 2=EH, BC=OK}
// B006: Preds:{B005, B004},  Succs:{B007, B008}
_fp64_math_k0_2_ifJip:
        endif (4|M8)                         L6896                                                   // $316
L6896:
        math.rsqtm (4|M12) (eo)f1.0  r21.mme0:df  r115.nomme:df                                      // $316
(~f1.0) if (4|M12)                           _fp64_math_k0_3_ifJip  _fp64_math_k0_3_ifJip            // $316
// B007: [inDivergent],  Preds:{B006},  Succs:{B008}
_fp64_math_k0_19_:
        madm (4|M12)             r9.mme1:df    r39.nomme:df      r49.nomme:df      r21.mme0:df       // $316 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r127.mme2:df  r39.nomme:df      r115.nomme:df     r21.mme0:df       // $316 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r5.mme3:df    r49.nomme:df      -r127.mme2:df     r9.mme1:df        // $316 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r123.mme5:df  r38.nomme:df      r47.nomme:df      r5.mme3:df        // $316 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r21.mme6:df   r39.nomme:df      r5.mme3:df        r127.mme2:df      // $316 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r5.mme7:df    r39.nomme:df      r5.mme3:df        r9.mme1:df        // $316 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r21.mme6:df   r127.mme2:df      r123.mme5:df      r21.mme6:df       // $316 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r123.mme5:df  r9.mme1:df        r123.mme5:df      r5.mme7:df        // $316 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r9.mme1:df    r115.nomme:df     -r21.mme6:df      r21.mme6:df       // $316 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M12)             r21.nomme:df  r21.mme6:df       r9.mme1:df        r123.mme5:df      // $316 {0=OL, 1=OL, 2=OH, BC=OK}
// B008: Preds:{B007, B006},  Succs:{B009, B010}
_fp64_math_k0_3_ifJip:
        endif (4|M12)                        L7104                                                   // $316
L7104:
        math.rsqtm (4|M16) (eo)f0.0  r2.mme0:df  r116.nomme:df                                       // $317
        mov (8|M0)               r110.0<1>:df  r18.0<4;4,1>:df                                       // $316
        mov (8|M8)               r108.0<1>:df  r20.0<4;4,1>:df                                       // $316
(~f0.0) if (4|M16)                           _fp64_math_k0_4_ifJip  _fp64_math_k0_4_ifJip            // $317
// B009: [inDivergent],  Preds:{B008},  Succs:{B010}
_fp64_math_k0_20_:
        madm (4|M16)             r10.mme1:df   r39.nomme:df      r49.nomme:df      r2.mme0:df        // $317 {0=OL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M16)             r124.mme2:df  r39.nomme:df      r116.nomme:df     r2.mme0:df        // $317 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r6.mme3:df    r49.nomme:df      -r124.mme2:df     r10.mme1:df       // $317 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r120.mme5:df  r38.nomme:df      r47.nomme:df      r6.mme3:df        // $317 {0=EL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M16)             r2.mme6:df    r39.nomme:df      r6.mme3:df        r124.mme2:df      // $317 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r6.mme7:df    r39.nomme:df      r6.mme3:df        r10.mme1:df       // $317 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r2.mme6:df    r124.mme2:df      r120.mme5:df      r2.mme6:df        // $317 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r120.mme5:df  r10.mme1:df       r120.mme5:df      r6.mme7:df        // $317 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r10.mme1:df   r116.nomme:df     -r2.mme6:df       r2.mme6:df        // $317 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M16)             r2.nomme:df   r2.mme6:df        r10.mme1:df       r120.mme5:df      // $317 {0=EL, 1=EL, 2=EH, BC=OK}
// B010: Preds:{B009, B008},  Succs:{B011, B012}
_fp64_math_k0_4_ifJip:
        endif (4|M16)                        L7344                                                   // $317
L7344:
        math.rsqtm (4|M20) (eo)f0.0  r3.mme0:df  r117.nomme:df                                       // $317
(~f0.0) if (4|M20)                           _fp64_math_k0_5_ifJip  _fp64_math_k0_5_ifJip            // $317
// B011: [inDivergent],  Preds:{B010},  Succs:{B012}
_fp64_math_k0_21_:
        madm (4|M20)             r11.mme1:df   r39.nomme:df      r49.nomme:df      r3.mme0:df        // $317 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r125.mme2:df  r39.nomme:df      r117.nomme:df     r3.mme0:df        // $317 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r7.mme3:df    r49.nomme:df      -r125.mme2:df     r11.mme1:df       // $317 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r121.mme5:df  r38.nomme:df      r47.nomme:df      r7.mme3:df        // $317 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r3.mme6:df    r39.nomme:df      r7.mme3:df        r125.mme2:df      // $317 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r7.mme7:df    r39.nomme:df      r7.mme3:df        r11.mme1:df       // $317 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r3.mme6:df    r125.mme2:df      r121.mme5:df      r3.mme6:df        // $317 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r121.mme5:df  r11.mme1:df       r121.mme5:df      r7.mme7:df        // $317 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r11.mme1:df   r117.nomme:df     -r3.mme6:df       r3.mme6:df        // $317 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M20)             r3.nomme:df   r3.mme6:df        r11.mme1:df       r121.mme5:df      // $317 {0=OL, 1=OL, 2=OH, BC=OK}
// B012: Preds:{B011, B010},  Succs:{B013, B014}
_fp64_math_k0_5_ifJip:
        endif (4|M20)                        L7552                                                   // $317
L7552:
        math.rsqtm (4|M24) (eo)f0.0  r4.mme0:df  r118.nomme:df                                       // $317
(~f0.0) if (4|M24)                           _fp64_math_k0_6_ifJip  _fp64_math_k0_6_ifJip            // $317
// B013: [inDivergent],  Preds:{B012},  Succs:{B014}
_fp64_math_k0_22_:
        madm (4|M24)             r12.mme1:df   r39.nomme:df      r49.nomme:df      r4.mme0:df        // $317 {0=OL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M24)             r126.mme2:df  r39.nomme:df      r118.nomme:df     r4.mme0:df        // $317 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r8.mme3:df    r49.nomme:df      -r126.mme2:df     r12.mme1:df       // $317 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r122.mme5:df  r38.nomme:df      r47.nomme:df      r8.mme3:df        // $317 {0=EL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M24)             r4.mme6:df    r39.nomme:df      r8.mme3:df        r126.mme2:df      // $317 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r8.mme7:df    r39.nomme:df      r8.mme3:df        r12.mme1:df       // $317 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r4.mme6:df    r126.mme2:df      r122.mme5:df      r4.mme6:df        // $317 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r122.mme5:df  r12.mme1:df       r122.mme5:df      r8.mme7:df        // $317 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r12.mme1:df   r118.nomme:df     -r4.mme6:df       r4.mme6:df        // $317 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M24)             r4.nomme:df   r4.mme6:df        r12.mme1:df       r122.mme5:df      // $317 {0=EL, 1=EL, 2=EH, BC=OK}
// B014: Preds:{B013, B012},  Succs:{B015, B016}
_fp64_math_k0_6_ifJip:
        endif (4|M24)                        L7760                                                   // $317
L7760:
        math.rsqtm (4|M28) (eo)f0.0  r5.mme0:df  r119.nomme:df                                       // $317
(~f0.0) if (4|M28)                           _fp64_math_k0_7_ifJip  _fp64_math_k0_7_ifJip            // $317
// B015: [inDivergent],  Preds:{B014},  Succs:{B016}
_fp64_math_k0_23_:
        madm (4|M28)             r13.mme1:df   r39.nomme:df      r49.nomme:df      r5.mme0:df        // $317 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r127.mme2:df  r39.nomme:df      r119.nomme:df     r5.mme0:df        // $317 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r9.mme3:df    r49.nomme:df      -r127.mme2:df     r13.mme1:df       // $317 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r123.mme5:df  r38.nomme:df      r47.nomme:df      r9.mme3:df        // $317 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r5.mme6:df    r39.nomme:df      r9.mme3:df        r127.mme2:df      // $317 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r9.mme7:df    r39.nomme:df      r9.mme3:df        r13.mme1:df       // $317 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r5.mme6:df    r127.mme2:df      r123.mme5:df      r5.mme6:df        // $317 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r123.mme5:df  r13.mme1:df       r123.mme5:df      r9.mme7:df        // $317 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r13.mme1:df   r119.nomme:df     -r5.mme6:df       r5.mme6:df        // $317 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M28)             r5.nomme:df   r5.mme6:df        r13.mme1:df       r123.mme5:df      // $317 {0=OL, 1=OL, 2=OH, BC=OK}
// B016: Preds:{B015, B014},  Succs:{B017, B018}
_fp64_math_k0_7_ifJip:
        endif (4|M28)                        L7968                                                   // $317
L7968:
        mov (8|M0)               r14.0<1>:df   r72.0<0;1,0>:df                                       // $318
        mov (8|M16)              r114.0<1>:df  r2.0<4;4,1>:df                                        // $317
        mov (8|M24)              r112.0<1>:df  r4.0<4;4,1>:df                                        // $317
        mov (8|M8)               r16.0<1>:df   r72.0<0;1,0>:df                                       // $318
        math.invm (4|M0) (eo)f0.0  r124.mme0:df  r14.nomme:df    r110.nomme:df                       // $318
(~f0.0) if (4|M0)                            _fp64_math_k0_8_ifJip  _fp64_math_k0_8_ifJip            // $318
// B017: [inDivergent],  Preds:{B016},  Succs:{B018}
_fp64_math_k0_24_:
        madm (4|M0)              r10.mme1:df   r39.nomme:df      r14.nomme:df      r124.mme0:df      // $318 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r116.mme2:df  r38.nomme:df      -r110.nomme:df    r124.mme0:df      // $318 {0=EL, 1=EH, 2=EH, BC=BAD}
        madm (4|M0)              r120.mme3:df  r14.nomme:df      -r110.nomme:df    r10.mme1:df       // $318 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r6.mme4:df    r124.mme0:df      r116.mme2:df      r124.mme0:df      // $318 {0=EH, 1=EH, 2=EH, BC=BAD}
        madm (4|M0)              r2.mme5:df    r38.nomme:df      -r110.nomme:df    r6.mme4:df        // $318 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r124.mme6:df  r124.mme0:df      r116.mme2:df      r6.mme4:df        // $318 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r10.mme7:df   r10.mme1:df       r120.mme3:df      r6.mme4:df        // $318 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r6.mme0:df    r6.mme4:df        r124.mme6:df      r2.mme5:df        // $318 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r120.mme1:df  r14.nomme:df      -r110.nomme:df    r10.mme7:df       // $318 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r124.nomme:df  r10.mme7:df      r120.mme1:df      r6.mme0:df        // $318 {0=EL, 1=EH, 2=EL, BC=OK}
// B018: Preds:{B017, B016},  Succs:{B019, B020}
_fp64_math_k0_8_ifJip:
        endif (4|M0)                         L8240                                                   // $318
L8240:
        math.invm (4|M4) (eo)f0.0  r125.mme0:df  r15.nomme:df    r111.nomme:df                       // $318
(~f0.0) if (4|M4)                            _fp64_math_k0_9_ifJip  _fp64_math_k0_9_ifJip            // $318
// B019: [inDivergent],  Preds:{B018},  Succs:{B020}
_fp64_math_k0_25_:
        madm (4|M4)              r11.mme1:df   r39.nomme:df      r15.nomme:df      r125.mme0:df      // $318 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r117.mme2:df  r38.nomme:df      -r111.nomme:df    r125.mme0:df      // $318 {0=EL, 1=OH, 2=OH, BC=BAD}
        madm (4|M4)              r121.mme3:df  r15.nomme:df      -r111.nomme:df    r11.mme1:df       // $318 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r7.mme4:df    r125.mme0:df      r117.mme2:df      r125.mme0:df      // $318 {0=OH, 1=OH, 2=OH, BC=BAD}
        madm (4|M4)              r3.mme5:df    r38.nomme:df      -r111.nomme:df    r7.mme4:df        // $318 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r125.mme6:df  r125.mme0:df      r117.mme2:df      r7.mme4:df        // $318 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r11.mme7:df   r11.mme1:df       r121.mme3:df      r7.mme4:df        // $318 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r7.mme0:df    r7.mme4:df        r125.mme6:df      r3.mme5:df        // $318 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r121.mme1:df  r15.nomme:df      -r111.nomme:df    r11.mme7:df       // $318 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r125.nomme:df  r11.mme7:df      r121.mme1:df      r7.mme0:df        // $318 {0=OL, 1=OH, 2=OL, BC=OK}
// B020: Preds:{B019, B018},  Succs:{B021, B022}
_fp64_math_k0_9_ifJip:
        endif (4|M4)                         L8448                                                   // $318
L8448:
        math.invm (4|M8) (eo)f0.0  r126.mme0:df  r16.nomme:df    r108.nomme:df                       // $318
(~f0.0) if (4|M8)                            _fp64_math_k0_10_ifJip  _fp64_math_k0_10_ifJip          // $318
// B021: [inDivergent],  Preds:{B020},  Succs:{B022}
_fp64_math_k0_26_:
        madm (4|M8)              r12.mme1:df   r39.nomme:df      r16.nomme:df      r126.mme0:df      // $318 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r118.mme2:df  r38.nomme:df      -r108.nomme:df    r126.mme0:df      // $318 {0=EL, 1=EH, 2=EH, BC=BAD}
        madm (4|M8)              r122.mme3:df  r16.nomme:df      -r108.nomme:df    r12.mme1:df       // $318 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r8.mme4:df    r126.mme0:df      r118.mme2:df      r126.mme0:df      // $318 {0=EH, 1=EH, 2=EH, BC=BAD}
        madm (4|M8)              r4.mme5:df    r38.nomme:df      -r108.nomme:df    r8.mme4:df        // $318 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r126.mme6:df  r126.mme0:df      r118.mme2:df      r8.mme4:df        // $318 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r12.mme7:df   r12.mme1:df       r122.mme3:df      r8.mme4:df        // $318 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r8.mme0:df    r8.mme4:df        r126.mme6:df      r4.mme5:df        // $318 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r122.mme1:df  r16.nomme:df      -r108.nomme:df    r12.mme7:df       // $318 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r126.nomme:df  r12.mme7:df      r122.mme1:df      r8.mme0:df        // $318 {0=EL, 1=EH, 2=EL, BC=OK}
// B022: Preds:{B021, B020},  Succs:{B023, B024}
_fp64_math_k0_10_ifJip:
        endif (4|M8)                         L8656                                                   // $318
L8656:
        math.invm (4|M12) (eo)f0.0  r127.mme0:df  r17.nomme:df   r109.nomme:df                       // $318
(~f0.0) if (4|M12)                           _fp64_math_k0_11_ifJip  _fp64_math_k0_11_ifJip          // $318
// B023: [inDivergent],  Preds:{B022},  Succs:{B024}
_fp64_math_k0_27_:
        madm (4|M12)             r13.mme1:df   r39.nomme:df      r17.nomme:df      r127.mme0:df      // $318 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r119.mme2:df  r38.nomme:df      -r109.nomme:df    r127.mme0:df      // $318 {0=EL, 1=OH, 2=OH, BC=BAD}
        madm (4|M12)             r123.mme3:df  r17.nomme:df      -r109.nomme:df    r13.mme1:df       // $318 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r9.mme4:df    r127.mme0:df      r119.mme2:df      r127.mme0:df      // $318 {0=OH, 1=OH, 2=OH, BC=BAD}
        madm (4|M12)             r5.mme5:df    r38.nomme:df      -r109.nomme:df    r9.mme4:df        // $318 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r127.mme6:df  r127.mme0:df      r119.mme2:df      r9.mme4:df        // $318 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r13.mme7:df   r13.mme1:df       r123.mme3:df      r9.mme4:df        // $318 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r9.mme0:df    r9.mme4:df        r127.mme6:df      r5.mme5:df        // $318 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r123.mme1:df  r17.nomme:df      -r109.nomme:df    r13.mme7:df       // $318 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r127.nomme:df  r13.mme7:df      r123.mme1:df      r9.mme0:df        // $318 {0=OL, 1=OH, 2=OL, BC=OK}
// B024: Preds:{B023, B022},  Succs:{B025, B026}
_fp64_math_k0_11_ifJip:
        endif (4|M12)                        L8864                                                   // $318
L8864:
        mov (8|M16)              r14.0<1>:df   r72.0<0;1,0>:df                                       // $319
        mov (8|M0)               r48.0<1>:df   r124.0<4;4,1>:df                                      // $318
        mov (8|M8)               r46.0<1>:df   r126.0<4;4,1>:df                                      // $318
        mov (8|M24)              r16.0<1>:df   r72.0<0;1,0>:df                                       // $319
        math.invm (4|M16) (eo)f1.0  r90.mme0:df  r14.nomme:df    r114.nomme:df                       // $319
(~f1.0) if (4|M16)                           _fp64_math_k0_12_ifJip  _fp64_math_k0_12_ifJip          // $319
// B025: [inDivergent],  Preds:{B024},  Succs:{B026}
_fp64_math_k0_28_:
        madm (4|M16)             r10.mme1:df   r39.nomme:df      r14.nomme:df      r90.mme0:df       // $319 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r120.mme2:df  r38.nomme:df      -r114.nomme:df    r90.mme0:df       // $319 {0=EL, 1=EH, 2=EH, BC=BAD}
        madm (4|M16)             r124.mme3:df  r14.nomme:df      -r114.nomme:df    r10.mme1:df       // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r6.mme4:df    r90.mme0:df       r120.mme2:df      r90.mme0:df       // $319 {0=EH, 1=EH, 2=EH, BC=BAD}
        madm (4|M16)             r2.mme5:df    r38.nomme:df      -r114.nomme:df    r6.mme4:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r90.mme6:df   r90.mme0:df       r120.mme2:df      r6.mme4:df        // $319 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r10.mme7:df   r10.mme1:df       r124.mme3:df      r6.mme4:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r6.mme0:df    r6.mme4:df        r90.mme6:df       r2.mme5:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r124.mme1:df  r14.nomme:df      -r114.nomme:df    r10.mme7:df       // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r90.nomme:df  r10.mme7:df       r124.mme1:df      r6.mme0:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
// B026: Preds:{B025, B024},  Succs:{B027, B028}
_fp64_math_k0_12_ifJip:
        endif (4|M16)                        L9136                                                   // $319
L9136:
        math.invm (4|M20) (eo)f1.0  r91.mme0:df  r15.nomme:df    r115.nomme:df                       // $319
(~f1.0) if (4|M20)                           _fp64_math_k0_13_ifJip  _fp64_math_k0_13_ifJip          // $319
// B027: [inDivergent],  Preds:{B026},  Succs:{B028}
_fp64_math_k0_29_:
        madm (4|M20)             r11.mme1:df   r39.nomme:df      r15.nomme:df      r91.mme0:df       // $319 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r121.mme2:df  r38.nomme:df      -r115.nomme:df    r91.mme0:df       // $319 {0=EL, 1=OH, 2=OH, BC=BAD}
        madm (4|M20)             r125.mme3:df  r15.nomme:df      -r115.nomme:df    r11.mme1:df       // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r7.mme4:df    r91.mme0:df       r121.mme2:df      r91.mme0:df       // $319 {0=OH, 1=OH, 2=OH, BC=BAD}
        madm (4|M20)             r3.mme5:df    r38.nomme:df      -r115.nomme:df    r7.mme4:df        // $319 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r91.mme6:df   r91.mme0:df       r121.mme2:df      r7.mme4:df        // $319 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r11.mme7:df   r11.mme1:df       r125.mme3:df      r7.mme4:df        // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r7.mme0:df    r7.mme4:df        r91.mme6:df       r3.mme5:df        // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r125.mme1:df  r15.nomme:df      -r115.nomme:df    r11.mme7:df       // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r91.nomme:df  r11.mme7:df       r125.mme1:df      r7.mme0:df        // $319 {0=OL, 1=OH, 2=OL, BC=OK}
// B028: Preds:{B027, B026},  Succs:{B029, B030}
_fp64_math_k0_13_ifJip:
        endif (4|M20)                        L9344                                                   // $319
L9344:
        math.invm (4|M24) (eo)f1.0  r92.mme0:df  r16.nomme:df    r112.nomme:df                       // $319
(~f1.0) if (4|M24)                           _fp64_math_k0_14_ifJip  _fp64_math_k0_14_ifJip          // $319
// B029: [inDivergent],  Preds:{B028},  Succs:{B030}
_fp64_math_k0_30_:
        madm (4|M24)             r12.mme1:df   r39.nomme:df      r16.nomme:df      r92.mme0:df       // $319 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r122.mme2:df  r38.nomme:df      -r112.nomme:df    r92.mme0:df       // $319 {0=EL, 1=EH, 2=EH, BC=BAD}
        madm (4|M24)             r126.mme3:df  r16.nomme:df      -r112.nomme:df    r12.mme1:df       // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r8.mme4:df    r92.mme0:df       r122.mme2:df      r92.mme0:df       // $319 {0=EH, 1=EH, 2=EH, BC=BAD}
        madm (4|M24)             r4.mme5:df    r38.nomme:df      -r112.nomme:df    r8.mme4:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r92.mme6:df   r92.mme0:df       r122.mme2:df      r8.mme4:df        // $319 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r12.mme7:df   r12.mme1:df       r126.mme3:df      r8.mme4:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r8.mme0:df    r8.mme4:df        r92.mme6:df       r4.mme5:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r126.mme1:df  r16.nomme:df      -r112.nomme:df    r12.mme7:df       // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r92.nomme:df  r12.mme7:df       r126.mme1:df      r8.mme0:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
// B030: Preds:{B029, B028},  Succs:{B031, B032}
_fp64_math_k0_14_ifJip:
        endif (4|M24)                        L9552                                                   // $319
L9552:
        math.invm (4|M28) (eo)f1.0  r93.mme0:df  r17.nomme:df    r113.nomme:df                       // $319
(~f1.0) if (4|M28)                           _fp64_math_k0_15_ifJip  _fp64_math_k0_15_ifJip          // $319
// B031: [inDivergent],  Preds:{B030},  Succs:{B032}
_fp64_math_k0_31_:
        madm (4|M28)             r13.mme1:df   r39.nomme:df      r17.nomme:df      r93.mme0:df       // $319 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r123.mme2:df  r38.nomme:df      -r113.nomme:df    r93.mme0:df       // $319 {0=EL, 1=OH, 2=OH, BC=BAD}
        madm (4|M28)             r127.mme3:df  r17.nomme:df      -r113.nomme:df    r13.mme1:df       // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r9.mme4:df    r93.mme0:df       r123.mme2:df      r93.mme0:df       // $319 {0=OH, 1=OH, 2=OH, BC=BAD}
        madm (4|M28)             r5.mme5:df    r38.nomme:df      -r113.nomme:df    r9.mme4:df        // $319 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r93.mme6:df   r93.mme0:df       r123.mme2:df      r9.mme4:df        // $319 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r13.mme7:df   r13.mme1:df       r127.mme3:df      r9.mme4:df        // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r9.mme0:df    r9.mme4:df        r93.mme6:df       r5.mme5:df        // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r127.mme1:df  r17.nomme:df      -r113.nomme:df    r13.mme7:df       // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r93.nomme:df  r13.mme7:df       r127.mme1:df      r9.mme0:df        // $319 {0=OL, 1=OH, 2=OL, BC=OK}
// B032: Preds:{B031, B030},  Succs:{B033, B034}
_fp64_math_k0_15_ifJip:
        endif (4|M28)                        L9760                                                   // $319
L9760:
(W)     mov (1|M0)               r126.0<1>:df  0x3F847AE147AE147B:df                                 // $323
(W)     mov (1|M0)               r121.0<1>:f   0x3FB8AA3B:f                                          // $327
(W)     mov (1|M0)               r18.0<1>:df   0xBFE62E42FEFA39EF:df                                 // $357
(W)     mov (1|M0)               r121.1<1>:f   0x48C07FE0:f                                          // $328
        add (8|M0)               r78.0<1>:df   r50.0<4;4,1>:df   r48.0<4;4,1>:df                     // $320
(W)     mov (1|M0)               r60.2<1>:q    0xFFFFFFFF:ud                                         // $352
        add (8|M24)              r70.0<1>:df   r62.0<4;4,1>:df   r92.0<4;4,1>:df                     // $321
        mul (8|M0)               r38.0<1>:df   r40.0<4;4,1>:df   r126.0<0;1,0>:df                    // $323
        mul (8|M8)               r36.0<1>:df   r42.0<4;4,1>:df   r126.0<0;1,0>:df                    // $323
        mul (8|M16)              r34.0<1>:df   r44.0<4;4,1>:df   r126.0<0;1,0>:df                    // $324
        mul (8|M24)              r32.0<1>:df   r54.0<4;4,1>:df   r126.0<0;1,0>:df                    // $324
        mov (8|M8)               r104.0<1>:df  r18.0<0;1,0>:df                                       // $358
        mov (8|M16)              r24.0<1>:df   r18.0<0;1,0>:df                                       // $359
(W)     mov (1|M0)               r126.0<1>:df  0x3FA5555D88783C48:df                                 // $364
        mov (8|M0)               r2.0<2>:f     r38.0<4;4,1>:df                                       // $325
        mov (8|M8)               r124.0<2>:f   r36.0<4;4,1>:df                                       // $325
        mov (8|M16)              r4.0<2>:f     r34.0<4;4,1>:df                                       // $326
        mov (8|M24)              r122.0<2>:f   r32.0<4;4,1>:df                                       // $326
        add (8|M8)               r76.0<1>:df   r56.0<4;4,1>:df   r46.0<4;4,1>:df                     // $320
        add (8|M16)              r74.0<1>:df   r58.0<4;4,1>:df   r90.0<4;4,1>:df                     // $321
        mov (8|M0)               r92.0<1>:df   r72.0<0;1,0>:df                                       // $373
        mov (8|M0)               r6.0<1>:f     r2.0<2;1,0>:f                                         // $325
        mov (8|M8)               r7.0<1>:f     r124.0<2;1,0>:f                                       // $325
        mov (8|M16)              r8.0<1>:f     r4.0<2;1,0>:f                                         // $326
        mov (8|M24)              r9.0<1>:f     r122.0<2;1,0>:f                                       // $326
        mad (16|M0)              r118.0<1>:f   r121.1<0;0>:f     r121.0<0;0>:f     r6.0<1>:f        {Compacted} // $329 {0=OH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r116.0<1>:f   r121.1<0;0>:f     r121.0<0;0>:f     r8.0<1>:f        {Compacted} // $330 {0=OH, 1=OH, 2=EL, BC=GOOD}
        cmp (16|M0)   (gt)f1.0   null<1>:f     (abs)r6.0<8;8,1>:f  0x4431195C:f                      // $378
        cmp (16|M16)  (gt)f1.0   null<1>:f     (abs)r8.0<8;8,1>:f  0x4431195C:f                      // $379
        shl (16|M0)              r10.0<1>:d    r118.0<8;8,1>:d   3:w                                 // $333
        shl (16|M16)             r114.0<1>:d   r116.0<8;8,1>:d   3:w                                 // $334
        add (16|M16)             r120.0<1>:f   r116.0<8;8,1>:f   0xC8C07FE0:f                        // $332
        add (16|M0)              r16.0<1>:f    r118.0<8;8,1>:f   0xC8C07FE0:f                        // $331
        and (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    248:w                               // $335
        and (16|M16)             r114.0<1>:d   r114.0<8;8,1>:d   248:w                               // $336
        mov (8|M24)              r106.0<1>:df  r121.0<8;8,1>:f                                       // $356
        mov (8|M8)               r22.0<1>:df   r17.0<8;8,1>:f                                        // $355
        mov (8|M16)              r108.0<1>:df  r120.0<8;8,1>:f                                       // $356
        add (8|M0)               r12.0<1>:q    r10.0<8;8,1>:ud   r72.3<0;1,0>:q                      // $340
        add (8|M8)               r14.0<1>:q    r11.0<8;8,1>:ud   r72.3<0;1,0>:q                      // $340
        add (8|M16)              r110.0<1>:q   r114.0<8;8,1>:ud  r72.3<0;1,0>:q                      // $341
        add (8|M24)              r112.0<1>:q   r115.0<8;8,1>:ud  r72.3<0;1,0>:q                      // $341
        mov (8|M24)              r114.0<1>:df  r18.0<0;1,0>:df                                       // $359
        mov (8|M0)               r20.0<1>:df   r16.0<8;8,1>:f                                        // $355
        mov (8|M0)               r10.0<1>:df   r18.0<0;1,0>:df                                       // $358
        mov (8|M0)               r120.0<1>:df  r126.0<0;1,0>:df                                      // $365
        send (16|M0)             r2:w     r12:uq  0xC            0x084412FF           // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read // $342
(W)     mov (1|M0)               r12.1<1>:df   0xBC7ABC9E3B39803F:df                                 // $360
        send (16|M16)            r122:w   r110:uq  0xC           0x084412FF           // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read // $343
(W)     mov (1|M0)               r12.0<1>:df   0x3F8111175064CCB0:df                                 // $363
        mad (8|M24)              r110.0<1>:df  r32.0<2;1>:df     r114.0<2;1>:df    r106.0<1>:df      // $359 {0=EL, 1=EH, 2=EH, BC=BAD}
        shl (16|M0)              r114.0<1>:d   r118.0<8;8,1>:d   15:w                                // $344
        mad (8|M8)               r112.0<1>:df  r36.0<2;1>:df     r104.0<2;1>:df    r22.0<1>:df       // $358 {0=EL, 1=EH, 2=EL, BC=OK}
        mov (8|M8)               r18.0<1>:df   r12.1<0;1,0>:df                                       // $361
        mad (8|M16)              r26.0<1>:df   r34.0<2;1>:df     r24.0<2;1>:df     r108.0<1>:df      // $359 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M0)               r14.0<1>:df   r38.0<2;1>:df     r10.0<2;1>:df     r20.0<1>:df       // $358 {0=EL, 1=EL, 2=EL, BC=BAD}
        mov (8|M0)               r102.0<1>:df  r12.1<0;1,0>:df                                       // $361
        mov (8|M16)              r100.0<1>:df  r12.1<0;1,0>:df                                       // $362
        mov (8|M0)               r16.0<1>:df   r12.0<0;1,0>:df                                       // $365
        shl (16|M16)             r96.0<1>:d    r116.0<8;8,1>:d   15:w                                // $345
        mad (8|M8)               r10.0<1>:df   r112.0<2;1>:df    r18.0<2;1>:df     r22.0<1>:df       // $361 {0=EH, 1=EL, 2=EL, BC=BAD}
        mov (8|M24)              r30.0<1>:df   r12.1<0;1,0>:df                                       // $362
        mov (8|M16)              r116.0<1>:df  r12.0<0;1,0>:df                                       // $366
        mov (8|M16)              r18.0<1>:df   r126.0<0;1,0>:df                                      // $366
        mad (8|M0)               r98.0<1>:df   r14.0<2;1>:df     r102.0<2;1>:df    r20.0<1>:df       // $361 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M16)              r104.0<1>:df  r26.0<2;1>:df     r100.0<2;1>:df    r108.0<1>:df      // $362 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M0)               r28.0<1>:df   r120.0<2;1>:df    r16.0<2;1>:df     r14.0<1>:df       // $365 {0=EH, 1=EL, 2=EL, BC=BAD}
        mov (8|M8)               r118.0<1>:df  r126.0<0;1,0>:df                                      // $365
        mov (8|M24)              r20.0<1>:df   r126.0<0;1,0>:df                                      // $366
        mov (8|M24)              r108.0<1>:df  r12.0<0;1,0>:df                                       // $366
        mov (8|M8)               r120.0<1>:df  r12.0<0;1,0>:df                                       // $365
(W)     mov (1|M0)               r13.0<1>:df   0x3FDFFFFFFFFD0B99:df                                 // $370
        mad (8|M24)              r24.0<1>:df   r110.0<2;1>:df    r30.0<2;1>:df     r106.0<1>:df      // $362 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r102.0<1>:df  r18.0<2;1>:df     r116.0<2;1>:df    r26.0<1>:df       // $366 {0=EL, 1=EH, 2=EL, BC=OK}
(W)     mov (1|M0)               r126.0<1>:df  0x3C943095E0F2F7D1:df                                 // $375
        mad (8|M24)              r100.0<1>:df  r20.0<2;1>:df     r108.0<2;1>:df    r110.0<1>:df      // $366 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M8)               r106.0<1>:df  r118.0<2;1>:df    r120.0<2;1>:df    r112.0<1>:df      // $365 {0=EH, 1=EH, 2=EH, BC=BAD}
        mov (8|M16)              r18.0<1>:df   r13.0<0;1,0>:df                                       // $372
        mov (8|M0)               r120.0<1>:df  r13.0<0;1,0>:df                                       // $371
        mov (8|M8)               r118.0<1>:df  r13.0<0;1,0>:df                                       // $371
        mov (8|M24)              r116.0<1>:df  r13.0<0;1,0>:df                                       // $372
        mov (8|M16)              r12.0<1>:df   r126.0<0;1,0>:df                                      // $377
        mov (8|M0)               r94.0<1>:d    r2.1<2;1,0>:d                                         // $346
        mov (8|M8)               r95.0<1>:d    r4.1<2;1,0>:d                                         // $347
        and (8|M8)               r62.0<1>:q    r4.0<4;4,1>:q     r60.2<0;1,0>:q                      // $353
        mov (8|M16)              r16.0<1>:d    r122.1<2;1,0>:d                                       // $348
        mov (8|M24)              r17.0<1>:d    r124.1<2;1,0>:d                                       // $349
        and (8|M0)               r64.0<1>:q    r2.0<4;4,1>:q     r60.2<0;1,0>:q                      // $353
        and (8|M16)              r58.0<1>:q    r122.0<4;4,1>:q   r60.2<0;1,0>:q                      // $354
        and (8|M24)              r56.0<1>:q    r124.0<4;4,1>:q   r60.2<0;1,0>:q                      // $354
        xor (16|M0)              r48.0<1>:d    r114.0<8;8,1>:d   r94.0<8;8,1>:d   {Compacted}        // $350
(W)     mov (1|M0)               r115.0<1>:df  0x3FC5555555538D19:df                                 // $367
        xor (16|M16)             r46.0<1>:d    r96.0<8;8,1>:d    r16.0<8;8,1>:d                      // $351
        mov (8|M16)              r4.0<1>:df    r115.0<0;1,0>:df                                      // $369
        mov (8|M0)               r2.0<1>:df    r115.0<0;1,0>:df                                      // $368
        mov (8|M8)               r124.0<1>:df  r115.0<0;1,0>:df                                      // $368
        mov (8|M24)              r122.0<1>:df  r115.0<0;1,0>:df                                      // $369
        mad (8|M16)              r22.0<1>:df   r4.0<2;1>:df      r26.0<2;1>:df     r102.0<1>:df      // $369 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M0)               r16.0<1>:df   r2.0<2;1>:df      r14.0<2;1>:df     r28.0<1>:df       // $368 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r96.0<1>:df   r124.0<2;1>:df    r112.0<2;1>:df    r106.0<1>:df      // $368 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M24)              r94.0<1>:df   r122.0<2;1>:df    r110.0<2;1>:df    r100.0<1>:df      // $369 {0=EH, 1=EH, 2=EH, BC=BAD}
        mov (8|M16)              r2.0<1>:df    r72.0<0;1,0>:df                                       // $374
        mov (8|M8)               r124.0<1>:df  r72.0<0;1,0>:df                                       // $373
        mov (8|M24)              r122.0<1>:df  r72.0<0;1,0>:df                                       // $374
        mad (8|M16)              r30.0<1>:df   r18.0<2;1>:df     r26.0<2;1>:df     r22.0<1>:df       // $372 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M0)               r20.0<1>:df   r120.0<2;1>:df    r14.0<2;1>:df     r16.0<1>:df       // $371 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r108.0<1>:df  r118.0<2;1>:df    r112.0<2;1>:df    r96.0<1>:df       // $371 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M24)              r114.0<1>:df  r116.0<2;1>:df    r110.0<2;1>:df    r94.0<1>:df       // $372 {0=EH, 1=EH, 2=EH, BC=BAD}
        mov (8|M0)               r120.0<1>:df  r126.0<0;1,0>:df                                      // $376
        mov (8|M8)               r118.0<1>:df  r126.0<0;1,0>:df                                      // $376
        mov (8|M24)              r116.0<1>:df  r126.0<0;1,0>:df                                      // $377
        mad (8|M16)              r28.0<1>:df   r2.0<2;1>:df      r104.0<2;1>:df    r30.0<1>:df       // $374 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M0)               r4.0<1>:df    r92.0<2;1>:df     r98.0<2;1>:df     r20.0<1>:df       // $373 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (8|M8)               r106.0<1>:df  r124.0<2;1>:df    r10.0<2;1>:df     r108.0<1>:df      // $373 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r102.0<1>:df  r122.0<2;1>:df    r24.0<2;1>:df     r114.0<1>:df      // $374 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r30.0<1>:df   r12.0<2;1>:df     r104.0<2;1>:df    r28.0<1>:df       // $377 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M0)               r14.0<1>:df   r120.0<2;1>:df    r98.0<2;1>:df     r4.0<1>:df        // $376 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (8|M8)               r50.0<1>:df   r118.0<2;1>:df    r10.0<2;1>:df     r106.0<1>:df      // $376 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r28.0<1>:df   r116.0<2;1>:df    r24.0<2;1>:df     r102.0<1>:df      // $377 {0=EH, 1=EL, 2=EH, BC=OK}
(~f1.0) if (32|M0)                           _0_015            _0_017                                // $380
// B033: [inDivergent],  Preds:{B032},  Succs:{B038}
_0_016:
        shl (8|M0)               r124.0<1>:q   r48.0<8;8,1>:d    32:w                                // $382
        shl (8|M8)               r2.0<1>:q     r49.0<8;8,1>:d    32:w                                // $382
        shl (8|M16)              r122.0<1>:q   r46.0<8;8,1>:d    32:w                                // $383
        shl (8|M24)              r4.0<1>:q     r47.0<8;8,1>:d    32:w                                // $383
        or (8|M0)                r120.0<1>:q   r124.0<4;4,1>:q   r64.0<4;4,1>:q                      // $384
        or (8|M8)                r6.0<1>:q     r2.0<4;4,1>:q     r62.0<4;4,1>:q                      // $384
        or (8|M16)               r118.0<1>:q   r122.0<4;4,1>:q   r58.0<4;4,1>:q                      // $385
        or (8|M24)               r8.0<1>:q     r4.0<4;4,1>:q     r56.0<4;4,1>:q                      // $385
        mad (8|M0)               r20.0<1>:df   r120.0<2;1>:df    r14.0<2;1>:df     r120.0<1>:df      // $386 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r22.0<1>:df   r6.0<2;1>:df      r50.0<2;1>:df     r6.0<1>:df        // $386 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M16)              r24.0<1>:df   r118.0<2;1>:df    r30.0<2;1>:df     r118.0<1>:df      // $387 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r26.0<1>:df   r8.0<2;1>:df      r28.0<2;1>:df     r8.0<1>:df        // $387 {0=EL, 1=EL, 2=EL, BC=BAD}
        else (32|M0)                         _0_017            _0_017                                // $380
// B034: [inDivergent],  Preds:{B032},  Succs:{B035, B036}
_0_015:
        mov (8|M0)               r124.0<1>:d   r38.1<2;1,0>:d                                        // $390
        mov (8|M8)               r125.0<1>:d   r36.1<2;1,0>:d                                        // $391
        mov (8|M16)              r2.0<1>:d     r34.1<2;1,0>:d                                        // $392
        mov (8|M24)              r3.0<1>:d     r32.1<2;1,0>:d                                        // $393
        cmp (8|M0)    (gt)f1.0   null<1>:q     r38.0<4;4,1>:q    -1:w                                // $396
        cmp (8|M8)    (gt)f1.0   null<1>:q     r36.0<4;4,1>:q    -1:w                                // $396
        cmp (8|M16)   (gt)f1.0   null<1>:q     r34.0<4;4,1>:q    -1:w                                // $397
        cmp (8|M24)   (gt)f1.0   null<1>:q     r32.0<4;4,1>:q    -1:w                                // $397
        and (16|M0)              r6.0<1>:d     r124.0<8;8,1>:d   2147483647:d                        // $394
        and (16|M16)             r4.0<1>:d     r2.0<8;8,1>:d     2147483647:d                        // $395
        cmp (16|M0)   (lt)f0.0   null<1>:d     r6.0<8;8,1>:ud    0x40879127:ud                       // $398
        cmp (16|M16)  (lt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0x40879127:ud                       // $399
(~f0.0) if (32|M0)                           _0_018            _fp64_math_k0_34_cf                   // $400
// B035: [inDivergent],  Preds:{B034},  Succs:{B037}
_0_019:
        shl (8|M0)               r124.0<1>:q   r6.0<8;8,1>:d     32:w                                // $402
        shl (8|M8)               r2.0<1>:q     r7.0<8;8,1>:d     32:w                                // $402
        shl (8|M16)              r122.0<1>:q   r4.0<8;8,1>:d     32:w                                // $403
        and (8|M0)               r120.0<1>:q   r38.0<4;4,1>:q    r60.2<0;1,0>:q                      // $404
        and (8|M16)              r118.0<1>:q   r34.0<4;4,1>:q    r60.2<0;1,0>:q                      // $405
        and (8|M24)              r8.0<1>:q     r32.0<4;4,1>:q    r60.2<0;1,0>:q                      // $405
        and (8|M8)               r6.0<1>:q     r36.0<4;4,1>:q    r60.2<0;1,0>:q                      // $404
        shl (8|M24)              r4.0<1>:q     r5.0<8;8,1>:d     32:w                                // $403
(W)     mov (1|M0)               r126.0<1>:df  0x7FF0000000000000:df                                 // $409
(W)     mov (1|M0)               r18.0<1>:uq   0x7FF0000000000001:uq                                 // $412
        or (8|M0)                r116.0<1>:q   r124.0<4;4,1>:q   r120.0<4;4,1>:q                     // $406
        or (8|M16)               r114.0<1>:q   r122.0<4;4,1>:q   r118.0<4;4,1>:q                     // $407
        or (8|M8)                r10.0<1>:q    r2.0<4;4,1>:q     r6.0<4;4,1>:q                       // $406
        or (8|M24)               r12.0<1>:q    r4.0<4;4,1>:q     r8.0<4;4,1>:q                       // $407
(~f1.0) sel (8|M0)               r14.0<1>:df   r60.0<0;1,0>:df   r126.0<0;1,0>:df                    // $409
(~f1.0) sel (8|M8)               r112.0<1>:df  r60.0<0;1,0>:df   r126.0<0;1,0>:df                    // $409
(~f1.0) sel (8|M16)              r16.0<1>:df   r60.0<0;1,0>:df   r126.0<0;1,0>:df                    // $410
(~f1.0) sel (8|M24)              r110.0<1>:df  r60.0<0;1,0>:df   r126.0<0;1,0>:df                    // $410
        cmp (8|M0)    (lt)f0.0   null<1>:q     r116.0<4;4,1>:uq  r18.0<0;1,0>:uq                     // $412
        cmp (8|M16)   (lt)f0.0   null<1>:q     r114.0<4;4,1>:uq  r18.0<0;1,0>:uq                     // $413
        cmp (8|M8)    (lt)f0.0   null<1>:q     r10.0<4;4,1>:uq   r18.0<0;1,0>:uq                     // $412
        cmp (8|M24)   (lt)f0.0   null<1>:q     r12.0<4;4,1>:uq   r18.0<0;1,0>:uq                     // $413
(f0.0)  sel (8|M0)               r2.0<1>:df    r14.0<4;4,1>:df   r38.0<4;4,1>:df                     // $414
(f0.0)  sel (8|M16)              r4.0<1>:df    r16.0<4;4,1>:df   r34.0<4;4,1>:df                     // $415
(f0.0)  sel (8|M8)               r124.0<1>:df  r112.0<4;4,1>:df  r36.0<4;4,1>:df                     // $414
(f0.0)  sel (8|M24)              r122.0<1>:df  r110.0<4;4,1>:df  r32.0<4;4,1>:df                     // $415
        add (8|M0)               r20.0<1>:df   r2.0<4;4,1>:df    r60.0<0;1,0>:df                     // $416
        add (8|M16)              r24.0<1>:df   r4.0<4;4,1>:df    r60.0<0;1,0>:df                     // $417
        add (8|M8)               r22.0<1>:df   r124.0<4;4,1>:df  r60.0<0;1,0>:df                     // $416
        add (8|M24)              r26.0<1>:df   r122.0<4;4,1>:df  r60.0<0;1,0>:df                     // $417
        else (32|M0)                         _fp64_math_k0_34_cf  _fp64_math_k0_34_cf                // $400
// B036: [inDivergent],  Preds:{B034},  Succs:{B037}
_0_018:
(W)     mov (1|M0)               r126.0<1>:d   -134217728:d                                          // $420
(W)     mov (1|M0)               r16.0<1>:df   0x47F0000000000000:df                                 // $432
(f1.0)  sel (16|M0)              r2.0<1>:d     r126.0<0;1,0>:d   134217728:d                         // $420
(f1.0)  sel (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   134217728:d                         // $421
(W)     mov (1|M0)               r126.0<1>:df  0x37F0000000000000:df                                 // $432
        add (16|M0)              r2.0<1>:d     r48.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $422
        add (16|M16)             r124.0<1>:d   r46.0<8;8,1>:d    r124.0<8;8,1>:d                     // $423
(f1.0)  sel (8|M24)              r110.0<1>:df  r16.0<0;1,0>:df   r126.0<0;1,0>:df                    // $433
        shl (8|M0)               r4.0<1>:q     r2.0<8;8,1>:d     32:w                                // $424
        shl (8|M8)               r6.0<1>:q     r3.0<8;8,1>:d     32:w                                // $424
        shl (8|M16)              r122.0<1>:q   r124.0<8;8,1>:d   32:w                                // $425
        shl (8|M24)              r120.0<1>:q   r125.0<8;8,1>:d   32:w                                // $425
(f1.0)  sel (8|M0)               r2.0<1>:df    r16.0<0;1,0>:df   r126.0<0;1,0>:df                    // $432
(f1.0)  sel (8|M8)               r124.0<1>:df  r16.0<0;1,0>:df   r126.0<0;1,0>:df                    // $432
        or (8|M0)                r8.0<1>:q     r4.0<4;4,1>:q     r64.0<4;4,1>:q                      // $426
        or (8|M8)                r10.0<1>:q    r6.0<4;4,1>:q     r62.0<4;4,1>:q                      // $426
        or (8|M16)               r118.0<1>:q   r122.0<4;4,1>:q   r58.0<4;4,1>:q                      // $427
        or (8|M24)               r116.0<1>:q   r120.0<4;4,1>:q   r56.0<4;4,1>:q                      // $427
(f1.0)  sel (8|M16)              r4.0<1>:df    r16.0<0;1,0>:df   r126.0<0;1,0>:df                    // $433
        mad (8|M0)               r12.0<1>:df   r8.0<2;1>:df      r14.0<2;1>:df     r8.0<1>:df        // $428 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r14.0<1>:df   r10.0<2;1>:df     r50.0<2;1>:df     r10.0<1>:df       // $428 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M16)              r114.0<1>:df  r118.0<2;1>:df    r30.0<2;1>:df     r118.0<1>:df      // $429 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r112.0<1>:df  r116.0<2;1>:df    r28.0<2;1>:df     r116.0<1>:df      // $429 {0=EH, 1=EL, 2=EH, BC=OK}
        mul (8|M0)               r20.0<1>:df   r2.0<4;4,1>:df    r12.0<4;4,1>:df                     // $434
        mul (8|M8)               r22.0<1>:df   r124.0<4;4,1>:df  r14.0<4;4,1>:df                     // $434
        mul (8|M16)              r24.0<1>:df   r4.0<4;4,1>:df    r114.0<4;4,1>:df                    // $435
        mul (8|M24)              r26.0<1>:df   r110.0<4;4,1>:df  r112.0<4;4,1>:df                    // $435
// B037: [inDivergent],  Preds:{B036, B035},  Succs:{B038}
_fp64_math_k0_34_cf:
        endif (32|M0)                        _0_017                                                  // $400
// B038: Preds:{B033, B037},  Succs:{B039, B040}
_0_017:
        endif (32|M0)                        L13024                                                  // $380
L13024:
        add (8|M16)              r46.0<1>:df   (abs)r44.0<4;4,1>:df  r60.3<0;1,0>:df                 // $440
        add (8|M0)               r50.0<1>:df   (abs)r40.0<4;4,1>:df  r60.3<0;1,0>:df                 // $439
        add (8|M8)               r48.0<1>:df   (abs)r42.0<4;4,1>:df  r60.3<0;1,0>:df                 // $439
(W)     mov (1|M0)               r126.0<1>:df  0x7FEFFFFFFFFFFFFF:df                                 // $446
        add (8|M24)              r44.0<1>:df   (abs)r54.0<4;4,1>:df  r60.3<0;1,0>:df                 // $440
(W)     mov (1|M0)               r2.0<1>:df    0x10000000000000:df                                   // $451
(W)     mov (1|M0)               r125.0<1>:uw  0x1:uw                                                // $452
        add (8|M0)               r80.0<1>:df   r78.0<4;4,1>:df   r20.0<4;4,1>:df                     // $437
        add (8|M8)               r78.0<1>:df   r76.0<4;4,1>:df   r22.0<4;4,1>:df                     // $437
        add (8|M16)              r76.0<1>:df   r74.0<4;4,1>:df   r24.0<4;4,1>:df                     // $438
        cmp (8|M0)    (le)f1.0   null<1>:df    r50.0<4;4,1>:df   r126.0<0;1,0>:df                    // $446
        cmp (8|M8)    (le)f1.0   null<1>:df    r48.0<4;4,1>:df   r126.0<0;1,0>:df                    // $446
        cmp (8|M16)   (le)f1.0   null<1>:df    r46.0<4;4,1>:df   r126.0<0;1,0>:df                    // $447
        cmp (8|M24)   (le)f1.0   null<1>:df    r44.0<4;4,1>:df   r126.0<0;1,0>:df                    // $447
        mov (8|M16)              r62.0<1>:d    r46.1<2;1,0>:d                                        // $443
        mov (8|M0)               r64.0<1>:d    r50.1<2;1,0>:d                                        // $441
        mov (8|M8)               r65.0<1>:d    r48.1<2;1,0>:d                                        // $442
        add (8|M24)              r74.0<1>:df   r70.0<4;4,1>:df   r26.0<4;4,1>:df                     // $438
(W)     not (1|M0)               f0.0<1>:uw    f1.0<0;1,0>:uw                                        // $448
        cmp (8|M0)    (lt)f1.0   null<1>:df    r50.0<4;4,1>:df   r2.0<0;1,0>:df                      // $451
(W)     not (1|M16)              f0.1<1>:uw    f1.1<0;1,0>:uw                                        // $449
        cmp (8|M8)    (lt)f1.0   null<1>:df    r48.0<4;4,1>:df   r2.0<0;1,0>:df                      // $451
        cmp (8|M16)   (lt)f1.0   null<1>:df    r46.0<4;4,1>:df   r2.0<0;1,0>:df                      // $453
        cmp (8|M24)   (lt)f1.0   null<1>:df    r44.0<4;4,1>:df   r2.0<0;1,0>:df                      // $453
        mov (8|M24)              r63.0<1>:d    r44.1<2;1,0>:d                                        // $444
(f0.0)  sel (16|M0)              r124.0<1>:uw  r125.0<0;1,0>:uw  0x0:uw                              // $452
(f0.0)  sel (16|M16)             r126.0<1>:uw  r125.0<0;1,0>:uw  0x0:uw                              // $454
(f1.0)  sel (16|M0)              r3.0<1>:uw    r125.0<0;1,0>:uw  0x0:uw                              // $452
(f1.0)  sel (16|M16)             r4.0<1>:uw    r125.0<0;1,0>:uw  0x0:uw                              // $454
        or (16|M0)    (ne)f1.0   null<1>:uw    r3.0<16;16,1>:uw  r124.0<16;16,1>:uw                  // $452
        or (16|M16)   (ne)f1.0   null<1>:uw    r4.0<16;16,1>:uw  r126.0<16;16,1>:uw                  // $454
(~f1.0) if (32|M0)                           _0_020            _fp64_math_k0_32_cf                   // $455
// B039: [inDivergent],  Preds:{B038},  Succs:{B051}
_0_021:
(W)     mov (1|M0)               r126.0<1>:q   4503599627370495:q                                    // $458
(W)     mov (1|M0)               r6.0<1>:q     4562146422526312448:q                                 // $461
        mov (8|M0)               r28.0<1>:df   r60.1<0;1,0>:df                                       // $473
        shr (16|M0)              r38.0<1>:d    r64.0<8;8,1>:ud   20:w                                // $467
        shr (16|M16)             r90.0<1>:d    r62.0<8;8,1>:ud   20:w                                // $468
        and (8|M0)               r2.0<1>:q     r50.0<4;4,1>:q    r126.0<0;1,0>:q                     // $458
        and (8|M8)               r124.0<1>:q   r48.0<4;4,1>:q    r126.0<0;1,0>:q                     // $458
        and (8|M16)              r4.0<1>:q     r46.0<4;4,1>:q    r126.0<0;1,0>:q                     // $459
        and (8|M24)              r122.0<1>:q   r44.0<4;4,1>:q    r126.0<0;1,0>:q                     // $459
(W)     add (1|M0)               r126.0<1>:q   r82.0<0;1,0>:q    -4218864:d                          // $480
        or (8|M0)                r8.0<1>:q     r2.0<4;4,1>:q     r6.0<0;1,0>:q                       // $461
        or (8|M8)                r120.0<1>:q   r124.0<4;4,1>:q   r6.0<0;1,0>:q                       // $461
        or (8|M16)               r10.0<1>:q    r4.0<4;4,1>:q     r6.0<0;1,0>:q                       // $462
        or (8|M24)               r118.0<1>:q   r122.0<4;4,1>:q   r6.0<0;1,0>:q                       // $462
        mov (8|M0)               r116.0<2>:f   r8.0<4;4,1>:df                                        // $463
        mov (8|M8)               r12.0<2>:f    r120.0<4;4,1>:df                                      // $463
        mov (8|M16)              r114.0<2>:f   r10.0<4;4,1>:df                                       // $464
        mov (8|M24)              r14.0<2>:f    r118.0<4;4,1>:df                                      // $464
        mov (8|M0)               r112.0<1>:f   r116.0<2;1,0>:f                                       // $463
        mov (8|M8)               r113.0<1>:f   r12.0<2;1,0>:f                                        // $463
        mov (8|M16)              r110.0<1>:f   r114.0<2;1,0>:f                                       // $464
        mov (8|M24)              r111.0<1>:f   r14.0<2;1,0>:f                                        // $464
        math.inv (16|M0)         r112.0<1>:f   r112.0<8;8,1>:f                  {Compacted}          // $465
        math.inv (16|M16)        r110.0<1>:f   r110.0<8;8,1>:f                                       // $466
        rnde (16|M0)             r2.0<1>:f     r112.0<8;8,1>:f                  {Compacted}          // $469
        rnde (16|M16)            r124.0<1>:f   r110.0<8;8,1>:f                                       // $470
(W)     mov (1|M0)               r111.0<1>:df  0xBFD0000148058EE1:df                                 // $499
        mov (8|M0)               r122.0<1>:df  r2.0<8;8,1>:f                                         // $471
        mov (8|M8)               r4.0<1>:df    r3.0<8;8,1>:f                                         // $471
        cmp (16|M0)   (gt)f0.0   null<1>:f     r2.0<8;8,1>:f     0x44350000:f                        // $485
        mov (8|M16)              r108.0<1>:df  r124.0<8;8,1>:f                                       // $472
        mov (8|M24)              r6.0<1>:df    r125.0<8;8,1>:f                                       // $472
        cmp (16|M16)  (gt)f0.0   null<1>:f     r124.0<8;8,1>:f   0x44350000:f                        // $486
        shr (8|M0)               r116.0<1>:q   r122.0<4;4,1>:uq  40:w                                // $475
        shr (8|M8)               r12.0<1>:q    r4.0<4;4,1>:uq    40:w                                // $475
        mov (8|M24)              r94.0<1>:df   r111.0<0;1,0>:df                                      // $501
        shr (8|M16)              r114.0<1>:q   r108.0<4;4,1>:uq  40:w                                // $476
        shr (8|M24)              r14.0<1>:q    r6.0<4;4,1>:uq    40:w                                // $476
        mov (8|M16)              r96.0<1>:df   r111.0<0;1,0>:df                                      // $501
        and (8|M0)               r106.0<1>:q   r116.0<4;4,1>:q   16777208:d                          // $477
        and (8|M8)               r16.0<1>:q    r12.0<4;4,1>:q    16777208:d                          // $477
        mov (8|M8)               r116.0<1>:df  r60.1<0;1,0>:df                                       // $473
        and (8|M16)              r112.0<1>:q   r114.0<4;4,1>:q   16777208:d                          // $478
        and (8|M24)              r18.0<1>:q    r14.0<4;4,1>:q    16777208:d                          // $478
        mov (8|M24)              r114.0<1>:df  r60.1<0;1,0>:df                                       // $474
        mov (8|M16)              r12.0<1>:df   r60.1<0;1,0>:df                                       // $474
        add (8|M0)               r102.0<1>:q   r106.0<4;4,1>:q   r126.0<0;1,0>:q                     // $481
        add (8|M8)               r104.0<1>:q   r16.0<4;4,1>:q    r126.0<0;1,0>:q                     // $481
(W)     mov (1|M0)               r14.0<1>:df   0x3FC9999CACDB4D0A:df                                 // $498
        add (8|M16)              r20.0<1>:q    r112.0<4;4,1>:q   r126.0<0;1,0>:q                     // $482
        add (8|M24)              r22.0<1>:q    r18.0<4;4,1>:q    r126.0<0;1,0>:q                     // $482
(W)     mov (1|M0)               r14.1<1>:df   0x3FD55555555543C5:df                                 // $502
        mad (8|M0)               r16.0<1>:df   r28.0<2;1>:df     r122.0<2;1>:df    r8.0<1>:df        // $473 {0=EL, 1=EH, 2=EL, BC=OK}
(W)     mov (1|M0)               r14.2<1>:df   0xBFDFFFFFFFFFF81F:df                                 // $503
        send (16|M0)             r98:w    r102:uq  0xC           0x084412FF           // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read // $483
        mad (8|M8)               r112.0<1>:df  r116.0<2;1>:df    r4.0<2;1>:df      r120.0<1>:df      // $473 {0=EH, 1=EL, 2=EH, BC=OK}
        send (16|M16)            r24:w    r20:uq  0xC            0x084412FF           // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read // $484
        mad (8|M24)              r106.0<1>:df  r114.0<2;1>:df    r6.0<2;1>:df      r118.0<1>:df      // $474 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r18.0<1>:df   r12.0<2;1>:df     r108.0<2;1>:df    r10.0<1>:df       // $474 {0=EL, 1=EH, 2=EL, BC=OK}
        mov (8|M16)              r30.0<1>:df   r14.0<0;1,0>:df                                       // $501
        mov (8|M24)              r32.0<1>:df   r14.0<0;1,0>:df                                       // $501
        mov (8|M0)               r104.0<1>:df  r111.0<0;1,0>:df                                      // $500
        mov (8|M0)               r8.0<1>:df    r14.1<0;1,0>:df                                       // $504
        mov (8|M8)               r4.0<1>:df    r14.1<0;1,0>:df                                       // $504
        mov (8|M0)               r20.0<1>:df   r14.0<0;1,0>:df                                       // $500
        mov (8|M8)               r22.0<1>:df   r14.0<0;1,0>:df                                       // $500
        mov (8|M0)               r122.0<1>:df  r14.2<0;1,0>:df                                       // $504
        mov (8|M8)               r120.0<1>:df  r14.2<0;1,0>:df                                       // $504
        mov (8|M16)              r6.0<1>:df    r14.1<0;1,0>:df                                       // $505
        mov (8|M16)              r118.0<1>:df  r14.2<0;1,0>:df                                       // $505
(W)     mov (1|M0)               r126.0<1>:df  0x408FF00000000000:df                                 // $489
(W)     mov (1|M0)               r14.0<1>:df   0x408FF80000000000:df                                 // $489
        mov (8|M8)               r102.0<1>:df  r111.0<0;1,0>:df                                      // $500
        mov (8|M24)              r116.0<1>:df  r14.2<0;1,0>:df                                       // $505
        mov (8|M24)              r10.0<1>:df   r14.1<0;1,0>:df                                       // $505
        mad (8|M0)               r12.0<1>:df   r104.0<2;1>:df    r20.0<2;1>:df     r16.0<1>:df       // $500 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M0)               r34.0<1>:df   r122.0<2;1>:df    r8.0<2;1>:df      r16.0<1>:df       // $504 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r108.0<1>:df  r120.0<2;1>:df    r4.0<2;1>:df      r112.0<1>:df      // $504 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r36.0<1>:df   r118.0<2;1>:df    r6.0<2;1>:df      r18.0<1>:df       // $505 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r110.0<1>:df  r94.0<2;1>:df     r32.0<2;1>:df     r106.0<1>:df      // $501 {0=EH, 1=EL, 2=EH, BC=OK}
(f0.0)  sel (8|M0)               r20.0<1>:df   r14.0<0;1,0>:df   r126.0<0;1,0>:df                    // $489
(f0.0)  sel (8|M8)               r104.0<1>:df  r14.0<0;1,0>:df   r126.0<0;1,0>:df                    // $489
(f0.0)  sel (8|M16)              r8.0<1>:df    r14.0<0;1,0>:df   r126.0<0;1,0>:df                    // $490
(f0.0)  sel (8|M24)              r122.0<1>:df  r14.0<0;1,0>:df   r126.0<0;1,0>:df                    // $490
        mov (8|M0)               r4.0<1>:df    r38.0<8;8,1>:d                                        // $491
        mov (8|M16)              r120.0<1>:df  r90.0<8;8,1>:d                                        // $492
        mov (8|M8)               r6.0<1>:df    r39.0<8;8,1>:d                                        // $491
        mov (8|M24)              r118.0<1>:df  r91.0<8;8,1>:d                                        // $492
        mad (8|M16)              r28.0<1>:df   r96.0<2;1>:df     r30.0<2;1>:df     r18.0<1>:df       // $501 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r114.0<1>:df  r102.0<2;1>:df    r22.0<2;1>:df     r112.0<1>:df      // $500 {0=EH, 1=EL, 2=EH, BC=OK}
        mul (8|M0)               r32.0<1>:df   r16.0<4;4,1>:df   r16.0<4;4,1>:df                     // $506
        mul (8|M8)               r94.0<1>:df   r112.0<4;4,1>:df  r112.0<4;4,1>:df                    // $506
        mad (8|M24)              r92.0<1>:df   r116.0<2;1>:df    r10.0<2;1>:df     r106.0<1>:df      // $505 {0=EH, 1=EL, 2=EH, BC=OK}
        mul (8|M16)              r38.0<1>:df   r18.0<4;4,1>:df   r18.0<4;4,1>:df                     // $507
        mul (8|M24)              r90.0<1>:df   r106.0<4;4,1>:df  r106.0<4;4,1>:df                    // $507
        add (8|M0)               r2.0<1>:df    r4.0<4;4,1>:df    -r20.0<4;4,1>:df                    // $493
        add (8|M16)              r22.0<1>:df   r120.0<4;4,1>:df  -r8.0<4;4,1>:df                     // $494
        add (8|M8)               r10.0<1>:df   r6.0<4;4,1>:df    -r104.0<4;4,1>:df                   // $493
(W)     mov (1|M0)               r117.0<1>:df  0x3FE62E42FEFA39EF:df                                 // $496
        add (8|M24)              r124.0<1>:df  r118.0<4;4,1>:df  -r122.0<4;4,1>:df                   // $494
        mad (8|M0)               r4.0<1>:df    r34.0<2;1>:df     r32.0<2;1>:df     r12.0<1>:df       // $508 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r120.0<1>:df  r108.0<2;1>:df    r94.0<2;1>:df     r114.0<1>:df      // $508 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r6.0<1>:df    r36.0<2;1>:df     r38.0<2;1>:df     r28.0<1>:df       // $509 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r122.0<1>:df  r92.0<2;1>:df     r90.0<2;1>:df     r110.0<1>:df      // $509 {0=EH, 1=EH, 2=EH, BC=BAD}
        mul (8|M0)               r102.0<1>:df  r2.0<4;4,1>:df    r117.0<0;1,0>:df                    // $496
        mul (8|M24)              r96.0<1>:df   r124.0<4;4,1>:df  r117.0<0;1,0>:df                    // $497
        mul (8|M0)               r2.0<1>:df    r32.0<4;4,1>:df   r4.0<4;4,1>:df                      // $510
        mul (8|M8)               r118.0<1>:df  r94.0<4;4,1>:df   r120.0<4;4,1>:df                    // $510
        mul (8|M16)              r8.0<1>:df    r38.0<4;4,1>:df   r6.0<4;4,1>:df                      // $511
        mul (8|M24)              r124.0<1>:df  r90.0<4;4,1>:df   r122.0<4;4,1>:df                    // $511
        mul (8|M8)               r30.0<1>:df   r10.0<4;4,1>:df   r117.0<0;1,0>:df                    // $496
        mul (8|M16)              r14.0<1>:df   r22.0<4;4,1>:df   r117.0<0;1,0>:df                    // $497
        add (8|M0)               r10.0<1>:df   r16.0<4;4,1>:df   r2.0<4;4,1>:df                      // $512
        add (8|M8)               r116.0<1>:df  r112.0<4;4,1>:df  r118.0<4;4,1>:df                    // $512
        add (8|M16)              r20.0<1>:df   r18.0<4;4,1>:df   r8.0<4;4,1>:df                      // $513
        add (8|M24)              r104.0<1>:df  r106.0<4;4,1>:df  r124.0<4;4,1>:df                    // $513
        add (8|M0)               r12.0<1>:df   r98.0<4;4,1>:df   r10.0<4;4,1>:df                     // $514
        add (8|M8)               r114.0<1>:df  r100.0<4;4,1>:df  r116.0<4;4,1>:df                    // $514
        add (8|M16)              r108.0<1>:df  r24.0<4;4,1>:df   r20.0<4;4,1>:df                     // $515
        add (8|M24)              r22.0<1>:df   r26.0<4;4,1>:df   r104.0<4;4,1>:df                    // $515
        add (8|M0)               r50.0<1>:df   r102.0<4;4,1>:df  r12.0<4;4,1>:df                     // $516
        add (8|M8)               r58.0<1>:df   r30.0<4;4,1>:df   r114.0<4;4,1>:df                    // $516
        add (8|M16)              r56.0<1>:df   r14.0<4;4,1>:df   r108.0<4;4,1>:df                    // $517
        add (8|M24)              r54.0<1>:df   r96.0<4;4,1>:df   r22.0<4;4,1>:df                     // $517
        else (32|M0)                         _fp64_math_k0_32_cf  _fp64_math_k0_32_cf                // $455
// B040: [inDivergent],  Preds:{B038},  Succs:{B041, B049}
_0_020:
        and (16|M0)              r8.0<1>:d     r64.0<8;8,1>:d    2146435072:d                        // $520
        and (16|M16)             r6.0<1>:d     r62.0<8;8,1>:d    2146435072:d                        // $521
(W)     mov (1|M0)               r72.0<1>:df   0x7FF8000000000000:df                                 // $524
        cmp (16|M0)   (eq)f0.0   null<1>:d     r8.0<8;8,1>:d     2146435072:d                        // $522
        cmp (16|M16)  (eq)f0.0   null<1>:d     r6.0<8;8,1>:d     2146435072:d                        // $523
(~f0.0) if (32|M0)                           _0_023            _fp64_math_k0_35_cf                   // $525
// B041: [inDivergent],  Preds:{B040},  Succs:{B042, B043}
_0_024:
(W)     mov (1|M0)               r126.0<1>:df  0x43B0000000000000:df                                 // $528
        cmp (16|M0)   (eq)f1.0   null<1>:d     r8.0<8;8,1>:d     0:w                                 // $530
        cmp (16|M16)  (eq)f1.0   null<1>:d     r6.0<8;8,1>:d     0:w                                 // $531
        mul (8|M0)               r2.0<1>:df    r50.0<4;4,1>:df   r126.0<0;1,0>:df                    // $528
        mul (8|M8)               r124.0<1>:df  r48.0<4;4,1>:df   r126.0<0;1,0>:df                    // $528
        mul (8|M16)              r4.0<1>:df    r46.0<4;4,1>:df   r126.0<0;1,0>:df                    // $529
        mul (8|M24)              r122.0<1>:df  r44.0<4;4,1>:df   r126.0<0;1,0>:df                    // $529
(f1.0)  sel (8|M0)               r32.0<1>:df   r2.0<4;4,1>:df    r50.0<4;4,1>:df                     // $532
(f1.0)  sel (8|M8)               r30.0<1>:df   r124.0<4;4,1>:df  r48.0<4;4,1>:df                     // $532
(f1.0)  sel (8|M16)              r28.0<1>:df   r4.0<4;4,1>:df    r46.0<4;4,1>:df                     // $533
(f1.0)  sel (8|M24)              r26.0<1>:df   r122.0<4;4,1>:df  r44.0<4;4,1>:df                     // $533
        cmp (8|M0)    (gt)f0.0   null<1>:df    r32.0<4;4,1>:df   r60.0<0;1,0>:df                     // $534
        cmp (8|M8)    (gt)f0.0   null<1>:df    r30.0<4;4,1>:df   r60.0<0;1,0>:df                     // $534
        cmp (8|M16)   (gt)f0.0   null<1>:df    r28.0<4;4,1>:df   r60.0<0;1,0>:df                     // $535
        cmp (8|M24)   (gt)f0.0   null<1>:df    r26.0<4;4,1>:df   r60.0<0;1,0>:df                     // $535
(~f0.0) if (32|M0)                           _0_025            _fp64_math_k0_33_cf                   // $536
// B042: [inDivergent],  Preds:{B041},  Succs:{B047}
_0_026:
        cmp (8|M0)    (eq)f1.0   null<1>:df    r32.0<4;4,1>:df   r60.0<0;1,0>:df                     // $538
        cmp (8|M8)    (eq)f1.0   null<1>:df    r30.0<4;4,1>:df   r60.0<0;1,0>:df                     // $538
        cmp (8|M16)   (eq)f1.0   null<1>:df    r28.0<4;4,1>:df   r60.0<0;1,0>:df                     // $539
        cmp (8|M24)   (eq)f1.0   null<1>:df    r26.0<4;4,1>:df   r60.0<0;1,0>:df                     // $539
(W)     mov (1|M0)               r126.0<1>:df  0xFFF0000000000000:df                                 // $541
(~f1.0) sel (8|M0)               r50.0<1>:df   r72.0<0;1,0>:df   r126.0<0;1,0>:df                    // $541
(~f1.0) sel (8|M8)               r58.0<1>:df   r72.0<0;1,0>:df   r126.0<0;1,0>:df                    // $541
(~f1.0) sel (8|M16)              r56.0<1>:df   r72.0<0;1,0>:df   r126.0<0;1,0>:df                    // $542
(~f1.0) sel (8|M24)              r54.0<1>:df   r72.0<0;1,0>:df   r126.0<0;1,0>:df                    // $542
        else (32|M0)                         _fp64_math_k0_33_cf  _fp64_math_k0_33_cf                // $536
// B043: [inDivergent],  Preds:{B041},  Succs:{B044, B045}
_0_025:
        add (8|M0)               r24.0<1>:df   r32.0<4;4,1>:df   r60.1<0;1,0>:df                     // $545
        add (8|M8)               r22.0<1>:df   r30.0<4;4,1>:df   r60.1<0;1,0>:df                     // $545
        add (8|M16)              r20.0<1>:df   r28.0<4;4,1>:df   r60.1<0;1,0>:df                     // $546
        add (8|M24)              r18.0<1>:df   r26.0<4;4,1>:df   r60.1<0;1,0>:df                     // $546
(W)     mov (1|M0)               r126.0<1>:df  0x3F84000000000000:df                                 // $550
(W)     mov (1|M0)               r70.3<1>:df   0xBFE0000000000000:df                                 // $552
(W)     mov (1|M0)               r70.2<1>:df   0x3FD5555555555613:df                                 // $553
        and (8|M0)               r124.0<1>:q   r24.0<4;4,1>:q    r72.1<0;1,0>:q                      // $547
        and (8|M8)               r2.0<1>:q     r22.0<4;4,1>:q    r72.1<0;1,0>:q                      // $547
        and (8|M16)              r122.0<1>:q   r20.0<4;4,1>:q    r72.1<0;1,0>:q                      // $548
        and (8|M24)              r4.0<1>:q     r18.0<4;4,1>:q    r72.1<0;1,0>:q                      // $548
(W)     mov (1|M0)               r70.1<1>:df   0xBFD0000000000262:df                                 // $554
(W)     mov (1|M0)               r60.3<1>:df   0xBFC555555228B38F:df                                 // $556
(W)     mov (1|M0)               r70.0<1>:df   0x3FC9999997B36C81:df                                 // $555
        cmp (8|M0)    (gt)f0.0   null<1>:df    r124.0<4;4,1>:df  r126.0<0;1,0>:df                    // $550
        cmp (8|M8)    (gt)f0.0   null<1>:df    r2.0<4;4,1>:df    r126.0<0;1,0>:df                    // $550
        cmp (8|M16)   (gt)f0.0   null<1>:df    r122.0<4;4,1>:df  r126.0<0;1,0>:df                    // $551
        cmp (8|M24)   (gt)f0.0   null<1>:df    r4.0<4;4,1>:df    r126.0<0;1,0>:df                    // $551
(W)     mov (1|M0)               r6.0<1>:df    0x3FC249C02481059D:df                                 // $557
(W)     mov (1|M0)               r60.0<1>:df   0x3FC000B405A2836D:df                                 // $558
(~f0.0) if (32|M0)                           _0_027            _fp64_math_k0_37_cf                   // $559
// B044: [inDivergent],  Preds:{B043},  Succs:{B046}
_0_028:
        mul (8|M0)               r124.0<1>:df  r24.0<4;4,1>:df   r60.0<0;1,0>:df                     // $561
        mul (8|M8)               r2.0<1>:df    r22.0<4;4,1>:df   r60.0<0;1,0>:df                     // $561
        mul (8|M16)              r122.0<1>:df  r20.0<4;4,1>:df   r60.0<0;1,0>:df                     // $562
        mul (8|M24)              r4.0<1>:df    r18.0<4;4,1>:df   r60.0<0;1,0>:df                     // $562
(W)     mov (1|M0)               r126.0<1>:df  0x3FC249C02481059D:df                                 // $563
        add (8|M0)               r120.0<1>:df  -r124.0<4;4,1>:df  r126.0<0;1,0>:df                   // $563
        add (8|M8)               r6.0<1>:df    -r2.0<4;4,1>:df   r126.0<0;1,0>:df                    // $563
        add (8|M16)              r118.0<1>:df  -r122.0<4;4,1>:df  r126.0<0;1,0>:df                   // $564
        add (8|M24)              r8.0<1>:df    -r4.0<4;4,1>:df   r126.0<0;1,0>:df                    // $564
        mul (8|M0)               r116.0<1>:df  r24.0<4;4,1>:df   r120.0<4;4,1>:df                    // $565
        mul (8|M8)               r10.0<1>:df   r22.0<4;4,1>:df   r6.0<4;4,1>:df                      // $565
        mul (8|M16)              r114.0<1>:df  r20.0<4;4,1>:df   r118.0<4;4,1>:df                    // $566
        mul (8|M24)              r12.0<1>:df   r18.0<4;4,1>:df   r8.0<4;4,1>:df                      // $566
        add (8|M0)               r112.0<1>:df  r116.0<4;4,1>:df  r60.3<0;1,0>:df                     // $567
        add (8|M8)               r14.0<1>:df   r10.0<4;4,1>:df   r60.3<0;1,0>:df                     // $567
        add (8|M16)              r110.0<1>:df  r114.0<4;4,1>:df  r60.3<0;1,0>:df                     // $568
        add (8|M24)              r16.0<1>:df   r12.0<4;4,1>:df   r60.3<0;1,0>:df                     // $568
        mul (8|M0)               r124.0<1>:df  r24.0<4;4,1>:df   r112.0<4;4,1>:df                    // $569
        mul (8|M8)               r2.0<1>:df    r22.0<4;4,1>:df   r14.0<4;4,1>:df                     // $569
        mul (8|M16)              r122.0<1>:df  r20.0<4;4,1>:df   r110.0<4;4,1>:df                    // $570
        mul (8|M24)              r4.0<1>:df    r18.0<4;4,1>:df   r16.0<4;4,1>:df                     // $570
        add (8|M0)               r120.0<1>:df  r124.0<4;4,1>:df  r70.0<0;1,0>:df                     // $571
        add (8|M8)               r6.0<1>:df    r2.0<4;4,1>:df    r70.0<0;1,0>:df                     // $571
        add (8|M16)              r118.0<1>:df  r122.0<4;4,1>:df  r70.0<0;1,0>:df                     // $572
        add (8|M24)              r8.0<1>:df    r4.0<4;4,1>:df    r70.0<0;1,0>:df                     // $572
        mul (8|M0)               r116.0<1>:df  r24.0<4;4,1>:df   r120.0<4;4,1>:df                    // $573
        mul (8|M8)               r10.0<1>:df   r22.0<4;4,1>:df   r6.0<4;4,1>:df                      // $573
        mul (8|M16)              r114.0<1>:df  r20.0<4;4,1>:df   r118.0<4;4,1>:df                    // $574
        mul (8|M24)              r12.0<1>:df   r18.0<4;4,1>:df   r8.0<4;4,1>:df                      // $574
        add (8|M0)               r112.0<1>:df  r116.0<4;4,1>:df  r70.1<0;1,0>:df                     // $575
        add (8|M8)               r14.0<1>:df   r10.0<4;4,1>:df   r70.1<0;1,0>:df                     // $575
        add (8|M16)              r110.0<1>:df  r114.0<4;4,1>:df  r70.1<0;1,0>:df                     // $576
        add (8|M24)              r16.0<1>:df   r12.0<4;4,1>:df   r70.1<0;1,0>:df                     // $576
        mul (8|M0)               r124.0<1>:df  r24.0<4;4,1>:df   r112.0<4;4,1>:df                    // $577
        mul (8|M8)               r2.0<1>:df    r22.0<4;4,1>:df   r14.0<4;4,1>:df                     // $577
        mul (8|M16)              r122.0<1>:df  r20.0<4;4,1>:df   r110.0<4;4,1>:df                    // $578
        mul (8|M24)              r4.0<1>:df    r18.0<4;4,1>:df   r16.0<4;4,1>:df                     // $578
        add (8|M0)               r120.0<1>:df  r124.0<4;4,1>:df  r70.2<0;1,0>:df                     // $579
        add (8|M8)               r6.0<1>:df    r2.0<4;4,1>:df    r70.2<0;1,0>:df                     // $579
        add (8|M16)              r118.0<1>:df  r122.0<4;4,1>:df  r70.2<0;1,0>:df                     // $580
        add (8|M24)              r8.0<1>:df    r4.0<4;4,1>:df    r70.2<0;1,0>:df                     // $580
        mul (8|M0)               r116.0<1>:df  r24.0<4;4,1>:df   r120.0<4;4,1>:df                    // $581
        mul (8|M8)               r10.0<1>:df   r22.0<4;4,1>:df   r6.0<4;4,1>:df                      // $581
        mul (8|M16)              r114.0<1>:df  r20.0<4;4,1>:df   r118.0<4;4,1>:df                    // $582
        mul (8|M24)              r12.0<1>:df   r18.0<4;4,1>:df   r8.0<4;4,1>:df                      // $582
        add (8|M0)               r112.0<1>:df  r116.0<4;4,1>:df  r70.3<0;1,0>:df                     // $583
        add (8|M8)               r14.0<1>:df   r10.0<4;4,1>:df   r70.3<0;1,0>:df                     // $583
        add (8|M16)              r110.0<1>:df  r114.0<4;4,1>:df  r70.3<0;1,0>:df                     // $584
        add (8|M24)              r16.0<1>:df   r12.0<4;4,1>:df   r70.3<0;1,0>:df                     // $584
        mul (8|M0)               r124.0<1>:df  r24.0<4;4,1>:df   r112.0<4;4,1>:df                    // $585
        mul (8|M8)               r2.0<1>:df    r22.0<4;4,1>:df   r14.0<4;4,1>:df                     // $585
        mul (8|M16)              r122.0<1>:df  r20.0<4;4,1>:df   r110.0<4;4,1>:df                    // $586
        mul (8|M24)              r4.0<1>:df    r18.0<4;4,1>:df   r16.0<4;4,1>:df                     // $586
        mul (8|M0)               r120.0<1>:df  r24.0<4;4,1>:df   r124.0<4;4,1>:df                    // $587
        mul (8|M8)               r6.0<1>:df    r22.0<4;4,1>:df   r2.0<4;4,1>:df                      // $587
        mul (8|M16)              r118.0<1>:df  r20.0<4;4,1>:df   r122.0<4;4,1>:df                    // $588
        mul (8|M24)              r8.0<1>:df    r18.0<4;4,1>:df   r4.0<4;4,1>:df                      // $588
        add (8|M0)               r50.0<1>:df   r24.0<4;4,1>:df   r120.0<4;4,1>:df                    // $589
        add (8|M8)               r58.0<1>:df   r22.0<4;4,1>:df   r6.0<4;4,1>:df                      // $589
        add (8|M16)              r56.0<1>:df   r20.0<4;4,1>:df   r118.0<4;4,1>:df                    // $590
        add (8|M24)              r54.0<1>:df   r18.0<4;4,1>:df   r8.0<4;4,1>:df                      // $590
        else (32|M0)                         _fp64_math_k0_37_cf  _fp64_math_k0_37_cf                // $559
// B045: [inDivergent],  Preds:{B043},  Succs:{B046}
_0_027:
        mov (8|M0)               r124.0<1>:d   r32.1<2;1,0>:d                                        // $593
        mov (8|M8)               r125.0<1>:d   r30.1<2;1,0>:d                                        // $594
        mov (8|M16)              r2.0<1>:d     r28.1<2;1,0>:d                                        // $595
        mov (8|M24)              r3.0<1>:d     r26.1<2;1,0>:d                                        // $596
        and (8|M0)               r116.0<1>:q   r32.0<4;4,1>:q    r60.2<0;1,0>:q                      // $619
        and (8|M8)               r10.0<1>:q    r30.0<4;4,1>:q    r60.2<0;1,0>:q                      // $619
(W)     mov (1|M0)               r16.0<1>:df   0x42D0000000000040:df                                 // $624
        and (8|M16)              r114.0<1>:q   r28.0<4;4,1>:q    r60.2<0;1,0>:q                      // $620
        and (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   -2146435073:d                       // $613
        and (16|M16)             r4.0<1>:d     r2.0<8;8,1>:d     -2146435073:d                       // $614
        and (8|M24)              r12.0<1>:q    r26.0<4;4,1>:q    r60.2<0;1,0>:q                      // $620
        shr (16|M0)              r86.0<1>:d    r124.0<8;8,1>:ud  20:w                                // $597
        or (16|M0)               r122.0<1>:d   r122.0<8;8,1>:d   1072693248:d                        // $615
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     1072693248:d                        // $616
(W)     mov (1|M0)               r126.0<1>:df  0x3D2EF35793C76730:df                                 // $611
        and (16|M0)              r86.0<1>:d    r86.0<8;8,1>:d    2047:w                              // $599
        shl (8|M0)               r120.0<1>:q   r122.0<8;8,1>:d   32:w                                // $617
        shl (8|M8)               r118.0<1>:q   r123.0<8;8,1>:d   32:w                                // $617
        shl (8|M16)              r6.0<1>:q     r4.0<8;8,1>:d     32:w                                // $618
        shl (8|M24)              r8.0<1>:q     r5.0<8;8,1>:d     32:w                                // $618
        or (8|M0)                r112.0<1>:q   r120.0<4;4,1>:q   r116.0<4;4,1>:q                     // $621
        or (8|M8)                r110.0<1>:q   r118.0<4;4,1>:q   r10.0<4;4,1>:q                      // $621
        or (8|M16)               r108.0<1>:q   r6.0<4;4,1>:q     r114.0<4;4,1>:q                     // $622
        or (8|M24)               r14.0<1>:q    r8.0<4;4,1>:q     r12.0<4;4,1>:q                      // $622
(W)     add (1|M0)               r10.0<1>:q    r72.2<0;1,0>:q    16:w                                // $640
        add (8|M0)               r18.0<1>:df   r112.0<4;4,1>:df  r16.0<0;1,0>:df                     // $624
        add (8|M8)               r20.0<1>:df   r110.0<4;4,1>:df  r16.0<0;1,0>:df                     // $624
        add (8|M16)              r122.0<1>:df  r108.0<4;4,1>:df  r16.0<0;1,0>:df                     // $625
        add (8|M24)              r4.0<1>:df    r14.0<4;4,1>:df   r16.0<0;1,0>:df                     // $625
        mov (8|M0)               r22.0<1>:d    r18.0<2;1,0>:d                                        // $626
        mov (8|M8)               r23.0<1>:d    r20.0<2;1,0>:d                                        // $626
        mov (8|M16)              r106.0<1>:d   r122.0<2;1,0>:d                                       // $627
        mov (8|M24)              r107.0<1>:d   r4.0<2;1,0>:d                                         // $627
(W)     mov (1|M0)               r4.0<1>:df    0x4140000000000000:df                                 // $650
        and (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    127:w                               // $628
        and (16|M16)             r106.0<1>:d   r106.0<8;8,1>:d   127:w                               // $629
        add (8|M0)               r12.0<1>:df   r112.0<4;4,1>:df  r4.0<0;1,0>:df                      // $650
        add (8|M8)               r122.0<1>:df  r110.0<4;4,1>:df  r4.0<0;1,0>:df                      // $650
        mul (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    24:w                                // $630
        mul (16|M16)             r106.0<1>:d   r106.0<8;8,1>:d   24:w                                // $631
        add (8|M0)               r6.0<1>:q     r22.0<8;8,1>:ud   r72.2<0;1,0>:q                      // $635
        add (8|M8)               r8.0<1>:q     r23.0<8;8,1>:ud   r72.2<0;1,0>:q                      // $635
        add (8|M16)              r118.0<1>:q   r106.0<8;8,1>:ud  r72.2<0;1,0>:q                      // $636
        add (8|M24)              r120.0<1>:q   r107.0<8;8,1>:ud  r72.2<0;1,0>:q                      // $636
        add (8|M0)               r16.0<1>:q    r22.0<8;8,1>:ud   r10.0<0;1,0>:q                      // $641
        add (8|M8)               r18.0<1>:q    r23.0<8;8,1>:ud   r10.0<0;1,0>:q                      // $641
        add (8|M16)              r114.0<1>:q   r106.0<8;8,1>:ud  r10.0<0;1,0>:q                      // $642
        add (8|M24)              r116.0<1>:q   r107.0<8;8,1>:ud  r10.0<0;1,0>:q                      // $642
        send (16|M0)             r24:w    r6:uq   0xC            0x088416FF           // wr:4+0, rd:8; hdc.dc1; a64 qword gathering read // $637
        add (8|M0)               r8.0<1>:df    r12.0<4;4,1>:df   -r4.0<0;1,0>:df                     // $653
        send (16|M16)            r98:w    r118:uq  0xC           0x088416FF           // wr:4+0, rd:8; hdc.dc1; a64 qword gathering read // $638
        add (8|M24)              r120.0<1>:df  r14.0<4;4,1>:df   r4.0<0;1,0>:df                      // $651
        send (16|M0)             r32:w    r16:uq  0xC            0x084412FF           // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read // $643
        add (8|M16)              r6.0<1>:df    r108.0<4;4,1>:df  r4.0<0;1,0>:df                      // $651
        send (16|M16)            r94:w    r114:uq  0xC           0x084412FF           // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read // $644
        add (8|M8)               r118.0<1>:df  r122.0<4;4,1>:df  -r4.0<0;1,0>:df                     // $653
        add (8|M24)              r92.0<1>:df   r120.0<4;4,1>:df  -r4.0<0;1,0>:df                     // $654
        add (8|M0)               r106.0<1>:df  r112.0<4;4,1>:df  -r8.0<4;4,1>:df                     // $655
        add (8|M16)              r20.0<1>:df   r6.0<4;4,1>:df    -r4.0<0;1,0>:df                     // $654
        add (8|M8)               r90.0<1>:df   r110.0<4;4,1>:df  -r118.0<4;4,1>:df                   // $655
        add (8|M24)              r10.0<1>:df   r14.0<4;4,1>:df   -r92.0<4;4,1>:df                    // $656
(W)     mov (1|M0)               r14.0<1>:w    -1083:w                                               // $601
        add (8|M16)              r116.0<1>:df  r108.0<4;4,1>:df  -r20.0<4;4,1>:df                    // $656
        mul (8|M0)               r16.0<1>:df   r8.0<4;4,1>:df    r24.0<4;4,1>:df                     // $657
        shr (16|M16)             r8.0<1>:d     r2.0<8;8,1>:ud    20:w                                // $598
        mul (8|M8)               r114.0<1>:df  r118.0<4;4,1>:df  r26.0<4;4,1>:df                     // $657
(f1.0)  sel (16|M0)              r118.0<1>:d   r14.0<0;1,0>:w    -1023:w                             // $601
        mul (8|M16)              r18.0<1>:df   r20.0<4;4,1>:df   r98.0<4;4,1>:df                     // $658
        add (8|M0)               r12.0<1>:df   r16.0<4;4,1>:df   r60.1<0;1,0>:df                     // $659
        and (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     2047:w                              // $600
(f1.0)  sel (16|M16)             r16.0<1>:d    r14.0<0;1,0>:w    -1023:w                             // $602
        add (16|M0)              r86.0<1>:d    r86.0<8;8,1>:d    r118.0<8;8,1>:d  {Compacted}        // $603
        mul (8|M24)              r88.0<1>:df   r92.0<4;4,1>:df   r100.0<4;4,1>:df                    // $658
        mul (8|M16)              r108.0<1>:df  r116.0<4;4,1>:df  r98.0<4;4,1>:df                     // $662
        mul (8|M24)              r4.0<1>:df    r10.0<4;4,1>:df   r100.0<4;4,1>:df                    // $662
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r16.0<8;8,1>:d                      // $604
        add (8|M8)               r122.0<1>:df  r114.0<4;4,1>:df  r60.1<0;1,0>:df                     // $659
        add (8|M16)              r6.0<1>:df    r18.0<4;4,1>:df   r60.1<0;1,0>:df                     // $660
(W)     mov (1|M0)               r2.0<1>:df    0x3FE62E42FEFA3800:df                                 // $608
        mov (8|M8)               r116.0<1>:df  r87.0<8;8,1>:d                                        // $605
        mov (8|M0)               r114.0<1>:df  r86.0<8;8,1>:d                                        // $605
        mov (8|M16)              r10.0<1>:df   r8.0<8;8,1>:d                                         // $606
        mov (8|M24)              r18.0<1>:df   r9.0<8;8,1>:d                                         // $606
        mul (8|M0)               r112.0<1>:df  r106.0<4;4,1>:df  r24.0<4;4,1>:df                     // $661
        mul (8|M8)               r110.0<1>:df  r90.0<4;4,1>:df   r26.0<4;4,1>:df                     // $661
        add (8|M24)              r120.0<1>:df  r88.0<4;4,1>:df   r60.1<0;1,0>:df                     // $660
        mul (8|M8)               r20.0<1>:df   r116.0<4;4,1>:df  r126.0<0;1,0>:df                    // $611
        mul (8|M8)               r92.0<1>:df   r116.0<4;4,1>:df  r2.0<0;1,0>:df                      // $608
        mul (8|M0)               r124.0<1>:df  r114.0<4;4,1>:df  r126.0<0;1,0>:df                    // $611
        mul (8|M0)               r118.0<1>:df  r114.0<4;4,1>:df  r2.0<0;1,0>:df                      // $608
        mul (8|M16)              r106.0<1>:df  r10.0<4;4,1>:df   r126.0<0;1,0>:df                    // $612
        mul (8|M16)              r16.0<1>:df   r10.0<4;4,1>:df   r2.0<0;1,0>:df                      // $609
        mul (8|M24)              r14.0<1>:df   r18.0<4;4,1>:df   r126.0<0;1,0>:df                    // $612
        mul (8|M24)              r22.0<1>:df   r18.0<4;4,1>:df   r2.0<0;1,0>:df                      // $609
        add (8|M16)              r116.0<1>:df  r108.0<4;4,1>:df  r6.0<4;4,1>:df                      // $664
        add (8|M0)               r114.0<1>:df  r112.0<4;4,1>:df  r12.0<4;4,1>:df                     // $663
        add (8|M8)               r42.0<1>:df   r110.0<4;4,1>:df  r122.0<4;4,1>:df                    // $663
        add (8|M24)              r2.0<1>:df    r4.0<4;4,1>:df    r120.0<4;4,1>:df                    // $664
        add (8|M0)               r90.0<1>:df   r124.0<4;4,1>:df  r32.0<4;4,1>:df                     // $647
        add (8|M16)              r36.0<1>:df   r106.0<4;4,1>:df  r94.0<4;4,1>:df                     // $648
        add (8|M24)              r88.0<1>:df   r14.0<4;4,1>:df   r96.0<4;4,1>:df                     // $648
(W)     mov (1|M0)               r126.0<1>:df  0x3FC249C02481059D:df                                 // $667
        mul (8|M16)              r106.0<1>:df  r116.0<4;4,1>:df  r60.0<0;1,0>:df                     // $666
        mul (8|M0)               r124.0<1>:df  r114.0<4;4,1>:df  r60.0<0;1,0>:df                     // $665
        mul (8|M8)               r10.0<1>:df   r42.0<4;4,1>:df   r60.0<0;1,0>:df                     // $665
        mul (8|M24)              r14.0<1>:df   r2.0<4;4,1>:df    r60.0<0;1,0>:df                     // $666
        add (8|M0)               r86.0<1>:df   r118.0<4;4,1>:df  r28.0<4;4,1>:df                     // $645
        add (8|M16)              r40.0<1>:df   r16.0<4;4,1>:df   r102.0<4;4,1>:df                    // $646
        add (8|M24)              r84.0<1>:df   r22.0<4;4,1>:df   r104.0<4;4,1>:df                    // $646
        add (8|M16)              r104.0<1>:df  -r106.0<4;4,1>:df  r126.0<0;1,0>:df                   // $668
        add (8|M0)               r118.0<1>:df  -r124.0<4;4,1>:df  r126.0<0;1,0>:df                   // $667
        add (8|M8)               r16.0<1>:df   -r10.0<4;4,1>:df  r126.0<0;1,0>:df                    // $667
        add (8|M24)              r18.0<1>:df   -r14.0<4;4,1>:df  r126.0<0;1,0>:df                    // $668
        add (8|M8)               r8.0<1>:df    r20.0<4;4,1>:df   r34.0<4;4,1>:df                     // $647
        add (8|M8)               r38.0<1>:df   r92.0<4;4,1>:df   r30.0<4;4,1>:df                     // $645
        mul (8|M16)              r100.0<1>:df  r116.0<4;4,1>:df  r104.0<4;4,1>:df                    // $670
        mul (8|M0)               r102.0<1>:df  r114.0<4;4,1>:df  r118.0<4;4,1>:df                    // $669
        mul (8|M8)               r20.0<1>:df   r42.0<4;4,1>:df   r16.0<4;4,1>:df                     // $669
        mul (8|M24)              r22.0<1>:df   r2.0<4;4,1>:df    r18.0<4;4,1>:df                     // $670
        add (8|M8)               r94.0<1>:df   r110.0<4;4,1>:df  r8.0<4;4,1>:df                      // $695
        add (8|M16)              r96.0<1>:df   r100.0<4;4,1>:df  r60.3<0;1,0>:df                     // $672
        add (8|M0)               r98.0<1>:df   r102.0<4;4,1>:df  r60.3<0;1,0>:df                     // $671
        add (8|M8)               r24.0<1>:df   r20.0<4;4,1>:df   r60.3<0;1,0>:df                     // $671
        add (8|M24)              r26.0<1>:df   r22.0<4;4,1>:df   r60.3<0;1,0>:df                     // $672
        mul (8|M16)              r106.0<1>:df  r116.0<4;4,1>:df  r96.0<4;4,1>:df                     // $674
        mul (8|M0)               r124.0<1>:df  r114.0<4;4,1>:df  r98.0<4;4,1>:df                     // $673
        mul (8|M8)               r10.0<1>:df   r42.0<4;4,1>:df   r24.0<4;4,1>:df                     // $673
        mul (8|M24)              r14.0<1>:df   r2.0<4;4,1>:df    r26.0<4;4,1>:df                     // $674
        add (8|M16)              r104.0<1>:df  r106.0<4;4,1>:df  r70.0<0;1,0>:df                     // $676
        add (8|M0)               r118.0<1>:df  r124.0<4;4,1>:df  r70.0<0;1,0>:df                     // $675
        add (8|M8)               r16.0<1>:df   r10.0<4;4,1>:df   r70.0<0;1,0>:df                     // $675
        add (8|M24)              r18.0<1>:df   r14.0<4;4,1>:df   r70.0<0;1,0>:df                     // $676
        mul (8|M16)              r100.0<1>:df  r116.0<4;4,1>:df  r104.0<4;4,1>:df                    // $678
        mul (8|M0)               r102.0<1>:df  r114.0<4;4,1>:df  r118.0<4;4,1>:df                    // $677
        mul (8|M8)               r20.0<1>:df   r42.0<4;4,1>:df   r16.0<4;4,1>:df                     // $677
        mul (8|M24)              r22.0<1>:df   r2.0<4;4,1>:df    r18.0<4;4,1>:df                     // $678
        add (8|M16)              r96.0<1>:df   r100.0<4;4,1>:df  r70.1<0;1,0>:df                     // $680
        add (8|M0)               r98.0<1>:df   r102.0<4;4,1>:df  r70.1<0;1,0>:df                     // $679
        add (8|M8)               r24.0<1>:df   r20.0<4;4,1>:df   r70.1<0;1,0>:df                     // $679
        add (8|M24)              r26.0<1>:df   r22.0<4;4,1>:df   r70.1<0;1,0>:df                     // $680
        mul (8|M16)              r106.0<1>:df  r116.0<4;4,1>:df  r96.0<4;4,1>:df                     // $682
        mul (8|M0)               r124.0<1>:df  r114.0<4;4,1>:df  r98.0<4;4,1>:df                     // $681
        mul (8|M8)               r10.0<1>:df   r42.0<4;4,1>:df   r24.0<4;4,1>:df                     // $681
        mul (8|M24)              r14.0<1>:df   r2.0<4;4,1>:df    r26.0<4;4,1>:df                     // $682
        add (8|M16)              r104.0<1>:df  r106.0<4;4,1>:df  r70.2<0;1,0>:df                     // $684
        add (8|M0)               r118.0<1>:df  r124.0<4;4,1>:df  r70.2<0;1,0>:df                     // $683
        add (8|M8)               r16.0<1>:df   r10.0<4;4,1>:df   r70.2<0;1,0>:df                     // $683
        add (8|M24)              r18.0<1>:df   r14.0<4;4,1>:df   r70.2<0;1,0>:df                     // $684
        mul (8|M16)              r100.0<1>:df  r116.0<4;4,1>:df  r104.0<4;4,1>:df                    // $686
        mul (8|M0)               r102.0<1>:df  r114.0<4;4,1>:df  r118.0<4;4,1>:df                    // $685
        mul (8|M8)               r20.0<1>:df   r42.0<4;4,1>:df   r16.0<4;4,1>:df                     // $685
        mul (8|M24)              r22.0<1>:df   r2.0<4;4,1>:df    r18.0<4;4,1>:df                     // $686
        add (8|M16)              r96.0<1>:df   r100.0<4;4,1>:df  r70.3<0;1,0>:df                     // $688
        add (8|M0)               r98.0<1>:df   r102.0<4;4,1>:df  r70.3<0;1,0>:df                     // $687
        add (8|M8)               r24.0<1>:df   r20.0<4;4,1>:df   r70.3<0;1,0>:df                     // $687
        add (8|M24)              r26.0<1>:df   r22.0<4;4,1>:df   r70.3<0;1,0>:df                     // $688
        add (8|M24)              r100.0<1>:df  r4.0<4;4,1>:df    r88.0<4;4,1>:df                     // $696
        add (8|M0)               r102.0<1>:df  r112.0<4;4,1>:df  r90.0<4;4,1>:df                     // $695
        add (8|M16)              r20.0<1>:df   r108.0<4;4,1>:df  r36.0<4;4,1>:df                     // $696
        mul (8|M16)              r106.0<1>:df  r116.0<4;4,1>:df  r96.0<4;4,1>:df                     // $690
        mul (8|M0)               r124.0<1>:df  r114.0<4;4,1>:df  r98.0<4;4,1>:df                     // $689
        mul (8|M8)               r10.0<1>:df   r42.0<4;4,1>:df   r24.0<4;4,1>:df                     // $689
        mul (8|M24)              r14.0<1>:df   r2.0<4;4,1>:df    r26.0<4;4,1>:df                     // $690
        add (8|M0)               r22.0<1>:df   r86.0<4;4,1>:df   r12.0<4;4,1>:df                     // $693
        add (8|M24)              r96.0<1>:df   r84.0<4;4,1>:df   r120.0<4;4,1>:df                    // $694
        add (8|M8)               r98.0<1>:df   r38.0<4;4,1>:df   r122.0<4;4,1>:df                    // $693
        mul (8|M16)              r104.0<1>:df  r116.0<4;4,1>:df  r106.0<4;4,1>:df                    // $692
        mul (8|M0)               r118.0<1>:df  r114.0<4;4,1>:df  r124.0<4;4,1>:df                    // $691
        mul (8|M8)               r16.0<1>:df   r42.0<4;4,1>:df   r10.0<4;4,1>:df                     // $691
        mul (8|M24)              r18.0<1>:df   r2.0<4;4,1>:df    r14.0<4;4,1>:df                     // $692
        add (8|M16)              r24.0<1>:df   r40.0<4;4,1>:df   r6.0<4;4,1>:df                      // $694
        add (8|M16)              r10.0<1>:df   r20.0<4;4,1>:df   r104.0<4;4,1>:df                    // $698
        add (8|M0)               r124.0<1>:df  r102.0<4;4,1>:df  r118.0<4;4,1>:df                    // $697
        add (8|M8)               r114.0<1>:df  r94.0<4;4,1>:df   r16.0<4;4,1>:df                     // $697
        add (8|M24)              r116.0<1>:df  r100.0<4;4,1>:df  r18.0<4;4,1>:df                     // $698
        add (8|M16)              r56.0<1>:df   r24.0<4;4,1>:df   r10.0<4;4,1>:df                     // $700
        add (8|M0)               r50.0<1>:df   r22.0<4;4,1>:df   r124.0<4;4,1>:df                    // $699
        add (8|M8)               r58.0<1>:df   r98.0<4;4,1>:df   r114.0<4;4,1>:df                    // $699
        add (8|M24)              r54.0<1>:df   r96.0<4;4,1>:df   r116.0<4;4,1>:df                    // $700
// B046: [inDivergent],  Preds:{B045, B044},  Succs:{B047}
_fp64_math_k0_37_cf:
        endif (32|M0)                        _fp64_math_k0_33_cf                                     // $559
// B047: [inDivergent],  Preds:{B042, B046},  Succs:{B048}
_fp64_math_k0_33_cf:
        endif (32|M0)                        _fp64_math_k0_36_cf                                     // $536
// B048: [inDivergent],  Preds:{B047},  Succs:{B050}
_fp64_math_k0_36_cf:
        else (32|M0)                         _fp64_math_k0_35_cf  _fp64_math_k0_35_cf                // $525
// B049: [inDivergent],  Preds:{B040},  Succs:{B050}
_0_023:
        and (16|M0)              r124.0<1>:d   r64.0<8;8,1>:d    -2146435073:d                       // $703
        and (16|M16)             r2.0<1>:d     r62.0<8;8,1>:d    -2146435073:d                       // $704
        mov (8|M0)               r122.0<1>:d   r50.0<2;1,0>:d                                        // $705
        mov (8|M8)               r123.0<1>:d   r48.0<2;1,0>:d                                        // $705
        mov (8|M16)              r4.0<1>:d     r46.0<2;1,0>:d                                        // $706
        mov (8|M24)              r5.0<1>:d     r44.0<2;1,0>:d                                        // $706
        cmp (16|M0)   (eq)f0.0   null<1>:d     r124.0<8;8,1>:d   -2147483648:d                       // $707
        cmp (16|M16)  (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     -2147483648:d                       // $708
        mul (8|M0)               r120.0<1>:df  r50.0<4;4,1>:df   r50.0<4;4,1>:df                     // $713
        mul (8|M8)               r6.0<1>:df    r48.0<4;4,1>:df   r48.0<4;4,1>:df                     // $713
        mul (8|M16)              r118.0<1>:df  r46.0<4;4,1>:df   r46.0<4;4,1>:df                     // $714
        mul (8|M24)              r8.0<1>:df    r44.0<4;4,1>:df   r44.0<4;4,1>:df                     // $714
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r122.0<8;8,1>:d   0:w                                 // $709
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     0:w                                 // $711
(f0.0)  sel (8|M0)               r50.0<1>:df   r72.0<0;1,0>:df   r120.0<4;4,1>:df                    // $715
(f0.0)  sel (8|M8)               r58.0<1>:df   r72.0<0;1,0>:df   r6.0<4;4,1>:df                      // $715
(f0.0)  sel (8|M16)              r56.0<1>:df   r72.0<0;1,0>:df   r118.0<4;4,1>:df                    // $716
(f0.0)  sel (8|M24)              r54.0<1>:df   r72.0<0;1,0>:df   r8.0<4;4,1>:df                      // $716
// B050: [inDivergent],  Preds:{B049, B048},  Succs:{B051}
_fp64_math_k0_35_cf:
        endif (32|M0)                        _fp64_math_k0_32_cf                                     // $525
// B051: Preds:{B039, B050},  Succs:{B052}
_fp64_math_k0_32_cf:
        endif (32|M0)                        _0_022                                                  // $455
// B052: Preds:{B051},  Succs:{}
_0_022:
        add (8|M0)               r124.0<1>:df  r80.0<4;4,1>:df   r50.0<4;4,1>:df                     // $718
        add (8|M8)               r2.0<1>:df    r78.0<4;4,1>:df   r58.0<4;4,1>:df                     // $718
        add (8|M16)              r122.0<1>:df  r76.0<4;4,1>:df   r56.0<4;4,1>:df                     // $719
        add (8|M24)              r4.0<1>:df    r74.0<4;4,1>:df   r54.0<4;4,1>:df                     // $719
(W)     mov (8|M0)               r127.0<1>:ud  r52.0<8;8,1>:ud                  {Compacted}          // $732
        mov (8|M0)               r118.0<1>:d   r124.0<2;1,0>:d                                       // $720
        mov (8|M0)               r120.0<1>:d   r124.1<2;1,0>:d                                       // $722
        mov (8|M8)               r119.0<1>:d   r2.0<2;1,0>:d                                         // $721
        mov (8|M8)               r121.0<1>:d   r2.1<2;1,0>:d                                         // $723
        mov (8|M16)              r6.0<1>:d     r122.0<2;1,0>:d                                       // $724
        mov (8|M16)              r8.0<1>:d     r122.1<2;1,0>:d                                       // $726
        mov (8|M24)              r7.0<1>:d     r4.0<2;1,0>:d                                         // $725
        mov (8|M24)              r9.0<1>:d     r4.1<2;1,0>:d                                         // $727
        sends (16|M0)            null:w   r68     r118    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $729
        sends (16|M16)           null:w   r66     r6      0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $731
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                                        // $732
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $732
// Bank Conflict Statistics: 
// -- GOOD: 18
// --  BAD: 68
// --   OK: 144
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
