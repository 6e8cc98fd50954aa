//.kernel fp64_math
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 1330
//.RA type	HYBRID_BC_RA
//.spill flag store 4
//.spill flag load 10

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
//.declare V0044 (52)  rf=r size=8 type=uq align=4 words (r70.3)
//.declare V0045 (53)  rf=r size=8 type=uq align=4 words (r80.0)
//.declare V0046 (54)  rf=r size=8 type=uq align=4 words (r70.2)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r68.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r66.0)
//.declare V0056 (64)  rf=r size=128 type=d align=16 words (r118.0)
//.declare V0057 (65)  rf=r size=128 type=d align=16 words (r10.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0080 (88)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r110.0)
//.declare P01 (92)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0084 (93)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r6.0)
//.declare V0085 (94)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r122.0)
//.declare V0086 (95)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0087 (96)  rf=r size=64 type=d align=16 words (r104.0)
//.declare P02 (97)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0088 (98)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0089 (99)  rf=r size=64 type=d align=16 words (r124.0)
//.declare P03 (100)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0090 (101)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0091 (102)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0092 (103)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0093 (104)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0094 (105)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0095 (106)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0096 (107)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0097 (108)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0102 (113)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r14.0)
//.declare V0103 (114)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r122.0)
//.declare V0120 (131)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0121 (132)  rf=r size=64 type=d align=16 words (r22.0)
//.declare P04 (133)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P05 (134)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare P06 (135)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0124 (138)  rf=r size=8 type=df align=4 words (r56.0)
//.declare V0125 (139)  rf=r size=8 type=df align=4 words (r56.1)
//.declare V0128 (142)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0129 (143)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0140 (154)  rf=r size=8 type=df align=4 words (r56.3)
//.declare V0143 (157)  rf=r size=8 type=q align=4 words (r70.0)
//.declare V0144 (158)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0145 (159)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0148 (162)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0149 (163)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0150 (164)  rf=r size=64 type=ud alias=V0144+0 align=16 words (r10.0)
//.declare V0151 (165)  rf=r size=64 type=ud alias=V0145+0 align=16 words (r120.0)
//.declare P07 (166)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0152 (167)  rf=r size=64 type=ud alias=V0148+0 align=16 words (r12.0)
//.declare V0153 (168)  rf=r size=64 type=ud alias=V0149+0 align=16 words (r108.0)
//.declare V0163 (178)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0164 (179)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0167 (182)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0168 (183)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0169 (184)  rf=r size=64 type=ud alias=V0163+0 align=16 words (r96.0)
//.declare V0170 (185)  rf=r size=64 type=ud alias=V0164+0 align=16 words (r28.0)
//.declare V0171 (186)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0172 (187)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0173 (188)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0174 (189)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0175 (190)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0176 (191)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0177 (192)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0178 (193)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0179 (194)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0180 (195)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0181 (196)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0182 (197)  rf=r size=64 type=d align=16 words (r34.0)
//.declare P08 (198)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0183 (199)  rf=r size=64 type=ud alias=V0171+0 align=16 words (r106.0)
//.declare V0184 (200)  rf=r size=64 type=ud alias=V0172+0 align=16 words (r24.0)
//.declare V0185 (201)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0186 (202)  rf=r size=64 type=d align=16 words (r24.0)
//.declare P09 (203)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0187 (204)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0188 (205)  rf=r size=64 type=d align=16 words (r14.0)
//.declare P10 (206)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0189 (207)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0190 (208)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0191 (209)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0192 (210)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0207 (225)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0208 (226)  rf=r size=64 type=d align=16 words (r124.0)
//.declare P11 (229)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0211 (230)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0212 (231)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0215 (234)  rf=r size=64 type=ud alias=V0211+0 align=16 words (r104.0)
//.declare V0216 (235)  rf=r size=64 type=ud alias=V0212+0 align=16 words (r2.0)
//.declare V0230 (249)  rf=r size=8 type=df align=4 words (r1.0)
//.declare V0233 (252)  rf=r size=8 type=df align=4 words (r117.0)
//.declare P12 (253)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0240 (260)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0241 (261)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0244 (264)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0245 (265)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0246 (266)  rf=r size=64 type=ud alias=V0240+0 align=16 words (r124.0)
//.declare V0247 (267)  rf=r size=64 type=ud alias=V0241+0 align=16 words (r4.0)
//.declare V0248 (268)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0249 (269)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0250 (270)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0251 (271)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0252 (272)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0253 (273)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0254 (274)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0255 (275)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0256 (276)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0257 (277)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0258 (278)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0259 (279)  rf=r size=64 type=d align=16 words (r18.0)
//.declare P13 (280)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0260 (281)  rf=r size=64 type=ud alias=V0248+0 align=16 words (r118.0)
//.declare V0261 (282)  rf=r size=64 type=ud alias=V0249+0 align=16 words (r14.0)
//.declare V0262 (283)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0263 (284)  rf=r size=64 type=d align=16 words (r2.0)
//.declare P14 (285)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0264 (286)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0265 (287)  rf=r size=64 type=d align=16 words (r122.0)
//.declare P15 (288)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0266 (289)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0267 (290)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0268 (291)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0269 (292)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0282 (305)  rf=r size=8 type=df align=4 words (r126.0)
//.declare V0285 (308)  rf=r size=8 type=df align=4 words (r70.1)
//.declare  (311)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (312)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (313)  rf=r size=32 type=df align=16 words (r39.0)
//.declare  (314)  rf=r size=32 type=df align=16 words (r38.0)
//.declare  (315)  rf=r size=32 type=df align=16 words (r43.0)
//.declare  (316)  rf=r size=32 type=df align=16 words (r41.0)
//.declare  (317)  rf=r size=128 type=df align=16 words (r0.0)
//.declare  (318)  rf=r size=128 type=df align=16 words (r14.0)
//.declare  (319)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (320)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (321)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (322)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (324)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (325)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (326)  rf=r size=128 type=df align=16 words (r0.0)
//.declare  (327)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (328)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (329)  rf=r size=128 type=df align=16 words (r10.0)
//.declare  (330)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (331)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (335)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (336)  rf=r size=128 type=df align=16 words (r14.0)
//.declare  (337)  rf=r size=128 type=df align=16 words (r0.0)
//.declare  (338)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (339)  rf=r size=128 type=df align=16 words (r10.0)
//.declare  (340)  rf=r size=128 type=df align=16 words (r116.0)
//.declare  (341)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (342)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (343)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (345)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (346)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (347)  rf=r size=128 type=df align=16 words (r14.0)
//.declare  (348)  rf=r size=128 type=df align=16 words (r0.0)
//.declare  (349)  rf=r size=128 type=df align=16 words (r98.0)
//.declare  (350)  rf=r size=128 type=df align=16 words (r10.0)
//.declare  (351)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (352)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (353)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (354)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (356)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0295 (362)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0296 (363)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0297 (364)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0298 (365)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0299 (366)  rf=r size=4 type=f align=2 words (r126.0)
//.declare V0300 (367)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0301 (368)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0302 (369)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0303 (370)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0304 (371)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0305 (372)  rf=r size=64 type=d alias=V0297+0 align=16 words (r8.0)
//.declare V0306 (373)  rf=r size=64 type=d alias=V0298+0 align=16 words (r10.0)
//.declare V0311 (378)  rf=r size=64 type=ud alias=V0303+0 align=16 words (r116.0)
//.declare V0312 (379)  rf=r size=64 type=ud alias=V0304+0 align=16 words (r12.0)
//.declare V0313 (380)  rf=r size=128 type=q align=16 words (r112.0)
//.declare V0314 (381)  rf=r size=128 type=q align=16 words (r14.0)
//.declare V0315 (382)  rf=r size=128 type=uq alias=V0313+0 align=16 words (r112.0)
//.declare V0316 (383)  rf=r size=128 type=uq alias=V0314+0 align=16 words (r14.0)
//.declare V0317 (384)  rf=r size=128 type=q align=16 words (r122.0)
//.declare V0318 (385)  rf=r size=128 type=q align=16 words (r108.0)
//.declare V0319 (386)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0320 (387)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0321 (388)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0322 (389)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0323 (390)  rf=r size=128 type=d alias=V0317+0 align=16 words (r122.0)
//.declare V0324 (391)  rf=r size=128 type=d alias=V0318+0 align=16 words (r108.0)
//.declare V0325 (392)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0326 (393)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0329 (396)  rf=r size=8 type=q align=4 words (r56.2)
//.declare V0334 (401)  rf=r size=8 type=df align=4 words (r1.0)
//.declare V0337 (404)  rf=r size=8 type=df align=4 words (r126.0)
//.declare V0340 (407)  rf=r size=8 type=df align=4 words (r126.1)
//.declare V0341 (408)  rf=r size=8 type=df align=4 words (r126.2)
//.declare V0344 (411)  rf=r size=8 type=df align=4 words (r125.0)
//.declare V0347 (414)  rf=r size=8 type=df align=4 words (r1.0)
//.declare V0352 (419)  rf=r size=8 type=df align=4 words (r1.0)
//.declare P16 (420)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0361 (429)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0362 (430)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0365 (433)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0366 (434)  rf=r size=64 type=d align=16 words (r6.0)
//.declare P17 (435)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P18 (438)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0369 (439)  rf=r size=64 type=ud alias=V0365+0 align=16 words (r4.0)
//.declare V0370 (440)  rf=r size=64 type=ud alias=V0366+0 align=16 words (r6.0)
//.declare P19 (450)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0386 (457)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0387 (458)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0404 (475)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0405 (476)  rf=r size=64 type=d align=16 words (r58.0)
//.declare P20 (479)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P21 (481)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P22 (482)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0418 (492)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0419 (493)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0422 (496)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0423 (497)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0424 (498)  rf=r size=64 type=ud alias=V0404+0 align=16 words (r60.0)
//.declare V0425 (499)  rf=r size=64 type=ud alias=V0405+0 align=16 words (r58.0)
//.declare V0426 (500)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0427 (501)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0442 (516)  rf=r size=8 type=q align=4 words (r1.0)
//.declare V0443 (517)  rf=r size=128 type=q align=16 words (r22.0)
//.declare V0444 (518)  rf=r size=128 type=q align=16 words (r104.0)
//.declare V0445 (519)  rf=r size=128 type=uq alias=V0443+0 align=16 words (r22.0)
//.declare V0446 (520)  rf=r size=128 type=uq alias=V0444+0 align=16 words (r104.0)
//.declare V0447 (521)  rf=r size=128 type=df align=16 words (r100.0)
//.declare V0448 (522)  rf=r size=128 type=df align=16 words (r26.0)
//.declare P23 (523)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0462 (537)  rf=r size=8 type=df align=4 words (r126.0)
//.declare V0463 (538)  rf=r size=8 type=df align=4 words (r16.0)
//.declare V0466 (541)  rf=r size=8 type=df align=4 words (r126.1)
//.declare V0467 (542)  rf=r size=8 type=df align=4 words (r126.2)
//.declare V0480 (555)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0481 (556)  rf=r size=64 type=d align=16 words (r6.0)
//.declare P24 (557)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0482 (558)  rf=r size=8 type=df align=4 words (r64.0)
//.declare P25 (562)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P26 (565)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P27 (566)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P28 (574)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0498 (578)  rf=r size=8 type=df align=4 words (r62.3)
//.declare V0499 (579)  rf=r size=8 type=df align=4 words (r62.2)
//.declare V0500 (580)  rf=r size=8 type=df align=4 words (r62.1)
//.declare V0501 (581)  rf=r size=8 type=df align=4 words (r62.0)
//.declare V0502 (582)  rf=r size=8 type=df align=4 words (r56.3)
//.declare V0503 (583)  rf=r size=8 type=df align=4 words (r126.0)
//.declare V0504 (584)  rf=r size=8 type=df align=4 words (r56.0)
//.declare V0533 (613)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0534 (614)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0537 (617)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0538 (618)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0539 (619)  rf=r size=64 type=ud alias=V0533+0 align=16 words (r2.0)
//.declare V0540 (620)  rf=r size=64 type=ud alias=V0534+0 align=16 words (r124.0)
//.declare V0541 (621)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0542 (622)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0551 (631)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0552 (632)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0566 (646)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0567 (647)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0574 (654)  rf=r size=64 type=ud alias=V0566+0 align=16 words (r106.0)
//.declare V0575 (655)  rf=r size=64 type=ud alias=V0567+0 align=16 words (r20.0)
//.declare V0576 (656)  rf=r size=128 type=q align=16 words (r118.0)
//.declare V0577 (657)  rf=r size=128 type=q align=16 words (r6.0)
//.declare V0578 (658)  rf=r size=128 type=uq alias=V0576+0 align=16 words (r118.0)
//.declare V0579 (659)  rf=r size=128 type=uq alias=V0577+0 align=16 words (r6.0)
//.declare V0582 (662)  rf=r size=128 type=df align=16 words (r114.0)
//.declare V0583 (663)  rf=r size=128 type=df align=16 words (r108.0)
//.declare V0584 (664)  rf=r size=128 type=df align=16 words (r10.0)
//.declare V0585 (665)  rf=r size=128 type=df align=16 words (r22.0)
//.declare V0588 (668)  rf=r size=8 type=q align=4 words (r126.0)
//.declare V0589 (669)  rf=r size=128 type=q align=16 words (r102.0)
//.declare V0590 (670)  rf=r size=128 type=q align=16 words (r26.0)
//.declare V0591 (671)  rf=r size=128 type=uq alias=V0589+0 align=16 words (r102.0)
//.declare V0592 (672)  rf=r size=128 type=uq alias=V0590+0 align=16 words (r26.0)
//.declare V0593 (673)  rf=r size=128 type=df align=16 words (r98.0)
//.declare V0594 (674)  rf=r size=128 type=df align=16 words (r94.0)
//.declare V0649 (729)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0650 (730)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0651 (731)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0652 (732)  rf=r size=64 type=d align=16 words (r122.0)
//.declare P29 (733)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P30 (734)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (743)  rf=r size=192 type=ud align=16 words (r114.0)
//.declare  (744)  rf=r size=192 type=ud align=16 words (r12.0)
//.declare V0661 (745)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0662 (746)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (747)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (748)  rf=r size=32 type=uw align=16 words (r125.0)
//.declare  (749)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare  (750)  rf=r size=32 type=uw align=16 words (r2.0)
//.declare  (751)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare  (752)  rf=r size=32 type=uw align=16 words (r124.0)
//.declare  (753)  rf=r size=32 type=uw align=16 words (r1.0)
//.declare  (754)  rf=r size=32 type=uw align=16 words (r125.0)
//.declare  (755)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare  (756)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (757)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (758)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (759)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (760)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (761)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (762)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (763)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (764)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (765)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (766)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (767)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (768)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (769)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (770)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (771)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (772)  rf=r size=2 type=w align=1 words (r1.1)
//.declare  (776)  rf=r size=2 type=w align=1 words (r1.0)
//.declare  (782)  rf=r size=64 type=d align=32 words (r2.0)
//.declare  (783)  rf=r size=64 type=d align=32 words (r124.0)
//.declare  (784)  rf=r size=64 type=d align=32 words (r8.0)
//.declare  (785)  rf=r size=64 type=d align=32 words (r110.0)
//.declare  (786)  rf=r size=2 type=uw align=1 words (r1.2)
//.declare  (792)  rf=r size=8 type=df align=4 words (r1.1)
//.declare  (812)  rf=r size=8 type=df align=4 words (r1.0)
//.declare  (816)  rf=r size=2 type=w align=1 words (r1.0)
//.declare  (820)  rf=r size=2 type=w align=1 words (r126.0)
//.declare  (826)  rf=r size=8 type=df align=4 words (r1.2)
//.declare  (830)  rf=r size=8 type=df align=4 words (r26.0)
//.declare  (838)  rf=r size=8 type=q align=4 words (r126.0)
//.declare  (846)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (847)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (848)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (849)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (850)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (851)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (852)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (853)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (854)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (855)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (856)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (857)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (858)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (859)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (860)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (861)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (862)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (863)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (864)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (865)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (866)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (867)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (868)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (869)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (870)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (871)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (872)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (873)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (874)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (875)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (876)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (877)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (878)  rf=r size=64 type=f align=32 words (r124.0)
//.declare  (879)  rf=r size=64 type=f align=32 words (r2.0)
//.declare  (880)  rf=r size=64 type=f align=32 words (r122.0)
//.declare  (881)  rf=r size=64 type=f align=32 words (r4.0)
//.declare  (882)  rf=r size=8 type=df align=4 words (r1.0)
//.declare  (886)  rf=r size=8 type=df align=4 words (r1.0)
//.declare  (890)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare  (894)  rf=r size=4 type=d align=2 words (r1.0)
//.declare  (896)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (900)  rf=r size=8 type=df align=4 words (r1.0)
//.declare  (904)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (908)  rf=r size=8 type=df align=4 words (r1.0)
//.declare  (912)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (916)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (917)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (918)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (919)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (920)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (921)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (922)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (923)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (924)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (925)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (926)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (927)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (928)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (929)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (930)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (931)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (932)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (933)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (934)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (935)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (936)  rf=r size=64 type=f align=32 words (r10.0)
//.declare  (937)  rf=r size=64 type=f align=32 words (r116.0)
//.declare  (938)  rf=r size=64 type=f align=32 words (r12.0)
//.declare  (939)  rf=r size=64 type=f align=32 words (r114.0)
//.declare  (940)  rf=r size=8 type=df align=4 words (r1.0)
//.declare  (944)  rf=r size=8 type=q align=4 words (r1.0)
//.declare  (948)  rf=r size=8 type=q align=4 words (r126.0)
//.declare  (952)  rf=r size=8 type=df align=4 words (r1.1)
//.declare  (956)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (960)  rf=r size=8 type=df align=4 words (r1.0)
//.declare  (964)  rf=r size=8 type=df align=4 words (r1.0)
//.declare  (968)  rf=r size=8 type=df align=4 words (r1.0)
//.declare  (972)  rf=r size=8 type=df align=4 words (r1.0)
//.declare  (976)  rf=r size=2 type=w align=1 words (r1.0)
//.declare  (982)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (986)  rf=r size=8 type=df align=4 words (r2.0)
//.declare  (990)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (994)  rf=r size=8 type=df align=4 words (r1.0)
//.declare  (1002)  rf=r size=8 type=df align=4 words (r1.0)
//.declare  (1010)  rf=r size=64 type=df align=16 words (r44.0)
//.declare  (1011)  rf=r size=64 type=df align=16 words (r48.0)
//.declare  (1012)  rf=r size=64 type=df align=16 words (r50.0)
//.declare  (1013)  rf=r size=64 type=df align=16 words (r52.0)
//.declare  (1014)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (1015)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (1016)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1017)  rf=r size=64 type=q align=16 words (r112.0)
//.declare  (1018)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1019)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (1020)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1021)  rf=r size=64 type=q align=16 words (r110.0)
//.declare  (1026)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (1027)  rf=r size=64 type=q align=16 words (r108.0)
//.declare  (1028)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (1029)  rf=r size=64 type=q align=16 words (r98.0)
//.declare  (1030)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1031)  rf=r size=64 type=d align=16 words (r118.0)
//.declare  (1032)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (1033)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (1034)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1035)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1036)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1037)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1038)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (1039)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (1040)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1041)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1042)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (1043)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (1044)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (1045)  rf=r size=64 type=q align=16 words (r104.0)
//.declare  (1050)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1051)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1052)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1053)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1054)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1055)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1056)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1057)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1058)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1059)  rf=r size=64 type=d align=16 words (r20.0)
//.declare  (1060)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (1061)  rf=r size=64 type=d align=16 words (r104.0)
//.declare  (1062)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1063)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1064)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1065)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1066)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1067)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1068)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1069)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1070)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1071)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1072)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1073)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1074)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1075)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (1076)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1077)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1078)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1079)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1080)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1081)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (1082)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1083)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1084)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1085)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1086)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1087)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1088)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1089)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1090)  rf=r size=64 type=d align=16 words (r88.0)
//.declare  (1091)  rf=r size=64 type=d align=16 words (r94.0)
//.declare  (1092)  rf=r size=64 type=d align=16 words (r30.0)
//.declare  (1093)  rf=r size=64 type=d align=16 words (r14.0)
//.declare  (1094)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1095)  rf=r size=64 type=df align=16 words (r86.0)
//.declare  (1096)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1097)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1098)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (1099)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (1100)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (1101)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (1102)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1103)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1104)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1105)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1106)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1107)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1108)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1109)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1110)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1111)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1112)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1113)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1114)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (1115)  rf=r size=64 type=q align=16 words (r98.0)
//.declare  (1116)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (1117)  rf=r size=64 type=q align=16 words (r96.0)
//.declare  (1118)  rf=r size=64 type=q align=16 words (r104.0)
//.declare  (1119)  rf=r size=64 type=q align=16 words (r94.0)
//.declare  (1120)  rf=r size=64 type=q align=16 words (r92.0)
//.declare  (1121)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1122)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1123)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1124)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1125)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1126)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1127)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1128)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1129)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1130)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1131)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1132)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1133)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1134)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1135)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1136)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1137)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1138)  rf=r size=64 type=d align=16 words (r102.0)
//.declare  (1139)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (1140)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1141)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1142)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1143)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1144)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1145)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1146)  rf=r size=64 type=df align=16 words (r58.0)
//.declare  (1147)  rf=r size=64 type=df align=16 words (r60.0)
//.declare  (1148)  rf=r size=64 type=df align=16 words (r54.0)
//.declare  (1149)  rf=r size=64 type=df align=16 words (r46.0)
//.declare  (1150)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1151)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1152)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1153)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1154)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1155)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1156)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1157)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1158)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1159)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1162)  rf=r size=64 type=df align=16 words (r78.0)
//.declare  (1163)  rf=r size=64 type=df align=16 words (r76.0)
//.declare  (1164)  rf=r size=64 type=df align=16 words (r74.0)
//.declare  (1165)  rf=r size=64 type=df align=16 words (r72.0)
//.declare  (1166)  rf=r size=64 type=df align=16 words (r42.0)
//.declare  (1167)  rf=r size=64 type=df align=16 words (r40.0)
//.declare  (1168)  rf=r size=64 type=df align=16 words (r38.0)
//.declare  (1169)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1174)  rf=r size=64 type=q align=16 words (r64.0)
//.declare  (1175)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (1176)  rf=r size=64 type=q align=16 words (r60.0)
//.declare  (1177)  rf=r size=64 type=q align=16 words (r58.0)
//.declare  (1178)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1179)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1180)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1181)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1182)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1183)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1184)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1185)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1186)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1187)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1188)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1189)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1190)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1191)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1192)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1193)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1194)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1195)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1196)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1197)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1198)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1199)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1200)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1201)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1202)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1203)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1204)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1205)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1206)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1207)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1208)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1209)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1210)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1211)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (1212)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1213)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (1214)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1215)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (1216)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1217)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1218)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1219)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1220)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1221)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1222)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1223)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (1224)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1225)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (1226)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1227)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (1228)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1229)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1230)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1231)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (1232)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (1233)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (1234)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1235)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1236)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1237)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1238)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1239)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1240)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1241)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1242)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (1243)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (1244)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1245)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1246)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1247)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (1248)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1249)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1250)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1251)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1252)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1253)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1254)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1255)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1256)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1257)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1258)  rf=r size=64 type=df align=16 words (r78.0)
//.declare  (1259)  rf=r size=64 type=df align=16 words (r76.0)
//.declare  (1260)  rf=r size=64 type=df align=16 words (r74.0)
//.declare  (1261)  rf=r size=64 type=df align=16 words (r72.0)
//.declare  (1262)  rf=r size=64 type=df align=16 words (r46.0)
//.declare  (1263)  rf=r size=64 type=df align=16 words (r48.0)
//.declare  (1264)  rf=r size=64 type=df align=16 words (r44.0)
//.declare  (1265)  rf=r size=64 type=df align=16 words (r42.0)
//.declare  (1266)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (1267)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1268)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (1269)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1270)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (1271)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1272)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1273)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1274)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1275)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1276)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1277)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1278)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1279)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1280)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1281)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1282)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1283)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (1284)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (1285)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (1286)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (1287)  rf=r size=64 type=q align=16 words (r110.0)
//.declare  (1288)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (1289)  rf=r size=64 type=q align=16 words (r108.0)
//.declare  (1290)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1291)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1292)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1293)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1294)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1295)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1296)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1297)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1298)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1299)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1300)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1301)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1302)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1303)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1304)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1305)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1306)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1307)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1308)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1309)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1310)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1311)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1312)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1313)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1314)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (1315)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1316)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1317)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1318)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1319)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1320)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1321)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1322)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1323)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1324)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1325)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1326)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1327)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1328)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1329)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1330)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1331)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1332)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1333)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1334)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1335)  rf=r size=64 type=df align=16 words (r54.0)
//.declare  (1336)  rf=r size=64 type=df align=16 words (r52.0)
//.declare  (1337)  rf=r size=64 type=df align=16 words (r50.0)
//.declare  (1338)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1339)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1340)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1341)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1342)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1343)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1344)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1345)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1346)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1347)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1348)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1349)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1350)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1351)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (1352)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1353)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (1354)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1355)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1356)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1357)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1358)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1359)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1360)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1361)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1362)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1363)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1364)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1365)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1366)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1367)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1368)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1369)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1370)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1371)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1372)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1373)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1374)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1375)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1376)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1377)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1378)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1379)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1380)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1381)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1382)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1383)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1384)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1385)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1386)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1387)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1388)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1389)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1390)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1391)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1392)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1393)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1394)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1395)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1396)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1397)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1398)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1399)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1400)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1401)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1402)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1403)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1404)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1405)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1406)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1407)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1408)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1409)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1410)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1411)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1412)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1413)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1414)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1415)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1416)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1417)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (1418)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1419)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1420)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1421)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1422)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1423)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1424)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (1425)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (1426)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1427)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (1428)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (1429)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (1430)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (1431)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (1432)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (1433)  rf=r size=64 type=q align=16 words (r112.0)
//.declare  (1434)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1435)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1436)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1437)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1442)  rf=r size=64 type=df align=16 words (r86.0)
//.declare  (1443)  rf=r size=64 type=df align=16 words (r84.0)
//.declare  (1444)  rf=r size=64 type=df align=16 words (r82.0)
//.declare  (1445)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1446)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1447)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1448)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1449)  rf=r size=64 type=df align=16 words (r88.0)
//.declare  (1450)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1451)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1452)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1453)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1454)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1455)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1456)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1457)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1458)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1459)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1460)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1461)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1462)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1463)  rf=r size=64 type=df align=16 words (r38.0)
//.declare  (1464)  rf=r size=64 type=df align=16 words (r40.0)
//.declare  (1465)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1466)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1467)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1468)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1469)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1470)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1471)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1472)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1473)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1474)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1475)  rf=r size=64 type=df align=16 words (r80.0)
//.declare  (1476)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1477)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1478)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1479)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1480)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1481)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1482)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1483)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1484)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1485)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1486)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1487)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1488)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1489)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1490)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1491)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1492)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1493)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1494)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1495)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1496)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1497)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1498)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1499)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1500)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1501)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1502)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1503)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1504)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1505)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1506)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1507)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1508)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1509)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1510)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1511)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1512)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1513)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1514)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1515)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1516)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1517)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1518)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1519)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1520)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1521)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1522)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1523)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1524)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1525)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1526)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1527)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1528)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1529)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1530)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1531)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1532)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1533)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1534)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1535)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1536)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1537)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1538)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1539)  rf=r size=64 type=df align=16 words (r38.0)
//.declare  (1540)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1541)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1542)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1543)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1544)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1545)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1546)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1547)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1548)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1549)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1550)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1551)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1552)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1553)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1554)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1555)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (1556)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (1557)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1558)  rf=r size=64 type=d alias=+0 align=16 words (r44.0)
//.declare  (1559)  rf=r size=64 type=d alias=+0 align=16 words (r48.0)
//.declare  (1560)  rf=r size=64 type=d alias=+0 align=16 words (r50.0)
//.declare  (1561)  rf=r size=64 type=d alias=+0 align=16 words (r52.0)
//.declare  (1562)  rf=r size=64 type=d alias=+0 align=16 words (r116.0)
//.declare  (1563)  rf=r size=64 type=d alias=+0 align=16 words (r114.0)
//.declare  (1564)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1565)  rf=r size=64 type=d alias=+0 align=16 words (r112.0)
//.declare  (1566)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (1567)  rf=r size=64 type=d alias=+0 align=16 words (r18.0)
//.declare  (1568)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (1569)  rf=r size=64 type=d alias=+0 align=16 words (r110.0)
//.declare  (1570)  rf=r size=64 type=uq alias=+0 align=16 words (r18.0)
//.declare  (1571)  rf=r size=64 type=uq alias=+0 align=16 words (r120.0)
//.declare  (1572)  rf=r size=64 type=uq alias=+0 align=16 words (r10.0)
//.declare  (1573)  rf=r size=64 type=uq alias=+0 align=16 words (r118.0)
//.declare  (1574)  rf=r size=64 type=d alias=+0 align=16 words (r24.0)
//.declare  (1575)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (1576)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (1577)  rf=r size=64 type=d alias=+0 align=16 words (r106.0)
//.declare  (1578)  rf=r size=64 type=d alias=+0 align=16 words (r2.0)
//.declare  (1579)  rf=r size=64 type=d alias=+0 align=16 words (r124.0)
//.declare  (1580)  rf=r size=64 type=d alias=+0 align=16 words (r6.0)
//.declare  (1581)  rf=r size=64 type=d alias=+0 align=16 words (r118.0)
//.declare  (1582)  rf=r size=64 type=df alias=+0 align=16 words (r2.0)
//.declare  (1583)  rf=r size=64 type=df alias=+0 align=16 words (r124.0)
//.declare  (1584)  rf=r size=64 type=df alias=+0 align=16 words (r6.0)
//.declare  (1585)  rf=r size=64 type=df alias=+0 align=16 words (r118.0)
//.declare  (1586)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1587)  rf=r size=64 type=d alias=+0 align=16 words (r104.0)
//.declare  (1588)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1589)  rf=r size=64 type=d alias=+0 align=16 words (r98.0)
//.declare  (1590)  rf=r size=64 type=d alias=+0 align=16 words (r100.0)
//.declare  (1591)  rf=r size=64 type=d alias=+0 align=16 words (r86.0)
//.declare  (1592)  rf=r size=64 type=d alias=+0 align=16 words (r90.0)
//.declare  (1593)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1594)  rf=r size=64 type=uq alias=+0 align=16 words (r24.0)
//.declare  (1595)  rf=r size=64 type=uq alias=+0 align=16 words (r28.0)
//.declare  (1596)  rf=r size=64 type=uq alias=+0 align=16 words (r106.0)
//.declare  (1597)  rf=r size=64 type=uq alias=+0 align=16 words (r14.0)
//.declare  (1598)  rf=r size=64 type=d alias=+0 align=16 words (r24.0)
//.declare  (1599)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (1600)  rf=r size=64 type=d alias=+0 align=16 words (r106.0)
//.declare  (1601)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (1602)  rf=r size=64 type=q alias=+0 align=16 words (r24.0)
//.declare  (1603)  rf=r size=64 type=q alias=+0 align=16 words (r118.0)
//.declare  (1604)  rf=r size=64 type=q alias=+0 align=16 words (r124.0)
//.declare  (1605)  rf=r size=64 type=q alias=+0 align=16 words (r6.0)
//.declare  (1606)  rf=r size=64 type=df alias=+0 align=16 words (r104.0)
//.declare  (1607)  rf=r size=64 type=df alias=+0 align=16 words (r94.0)
//.declare  (1608)  rf=r size=64 type=df alias=+0 align=16 words (r92.0)
//.declare  (1609)  rf=r size=64 type=df alias=+0 align=16 words (r2.0)
//.declare  (1610)  rf=r size=64 type=d alias=+0 align=16 words (r104.0)
//.declare  (1611)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1612)  rf=r size=64 type=d alias=+0 align=16 words (r116.0)
//.declare  (1613)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1614)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1615)  rf=r size=64 type=d alias=+0 align=16 words (r116.0)
//.declare  (1616)  rf=r size=64 type=d alias=+0 align=16 words (r114.0)
//.declare  (1617)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1618)  rf=r size=64 type=df alias=+0 align=16 words (r6.0)
//.declare  (1619)  rf=r size=64 type=df alias=+0 align=16 words (r120.0)
//.declare  (1620)  rf=r size=64 type=df alias=+0 align=16 words (r8.0)
//.declare  (1621)  rf=r size=64 type=df alias=+0 align=16 words (r118.0)
//.declare  (1622)  rf=r size=64 type=d alias=+0 align=16 words (r42.0)
//.declare  (1623)  rf=r size=64 type=d alias=+0 align=16 words (r40.0)
//.declare  (1624)  rf=r size=64 type=d alias=+0 align=16 words (r38.0)
//.declare  (1625)  rf=r size=64 type=d alias=+0 align=16 words (r36.0)
//.declare  (1626)  rf=r size=64 type=q alias=+0 align=16 words (r42.0)
//.declare  (1627)  rf=r size=64 type=q alias=+0 align=16 words (r40.0)
//.declare  (1628)  rf=r size=64 type=q alias=+0 align=16 words (r38.0)
//.declare  (1629)  rf=r size=64 type=q alias=+0 align=16 words (r36.0)
//.declare  (1630)  rf=r size=64 type=uq alias=+0 align=16 words (r10.0)
//.declare  (1631)  rf=r size=64 type=uq alias=+0 align=16 words (r116.0)
//.declare  (1632)  rf=r size=64 type=uq alias=+0 align=16 words (r12.0)
//.declare  (1633)  rf=r size=64 type=uq alias=+0 align=16 words (r114.0)
//.declare  (1634)  rf=r size=64 type=df alias=+0 align=16 words (r118.0)
//.declare  (1635)  rf=r size=64 type=df alias=+0 align=16 words (r116.0)
//.declare  (1636)  rf=r size=64 type=df alias=+0 align=16 words (r8.0)
//.declare  (1637)  rf=r size=64 type=df alias=+0 align=16 words (r10.0)
//.declare  (1638)  rf=r size=64 type=d alias=+0 align=16 words (r46.0)
//.declare  (1639)  rf=r size=64 type=d alias=+0 align=16 words (r48.0)
//.declare  (1640)  rf=r size=64 type=d alias=+0 align=16 words (r44.0)
//.declare  (1641)  rf=r size=64 type=d alias=+0 align=16 words (r42.0)
//.declare  (1642)  rf=r size=64 type=q alias=+0 align=16 words (r46.0)
//.declare  (1643)  rf=r size=64 type=q alias=+0 align=16 words (r48.0)
//.declare  (1644)  rf=r size=64 type=q alias=+0 align=16 words (r44.0)
//.declare  (1645)  rf=r size=64 type=q alias=+0 align=16 words (r42.0)
//.declare  (1646)  rf=r size=64 type=df alias=+0 align=16 words (r120.0)
//.declare  (1647)  rf=r size=64 type=df alias=+0 align=16 words (r6.0)
//.declare  (1648)  rf=r size=64 type=df alias=+0 align=16 words (r118.0)
//.declare  (1649)  rf=r size=64 type=df alias=+0 align=16 words (r8.0)
//.declare  (1650)  rf=r size=64 type=uq alias=+0 align=16 words (r4.0)
//.declare  (1651)  rf=r size=64 type=uq alias=+0 align=16 words (r122.0)
//.declare  (1652)  rf=r size=64 type=uq alias=+0 align=16 words (r18.0)
//.declare  (1653)  rf=r size=64 type=uq alias=+0 align=16 words (r112.0)
//.declare  (1654)  rf=r size=64 type=q alias=+0 align=16 words (r24.0)
//.declare  (1655)  rf=r size=64 type=q alias=+0 align=16 words (r22.0)
//.declare  (1656)  rf=r size=64 type=q alias=+0 align=16 words (r20.0)
//.declare  (1657)  rf=r size=64 type=q alias=+0 align=16 words (r18.0)
//.declare  (1658)  rf=r size=64 type=df alias=+0 align=16 words (r2.0)
//.declare  (1659)  rf=r size=64 type=df alias=+0 align=16 words (r124.0)
//.declare  (1660)  rf=r size=64 type=df alias=+0 align=16 words (r4.0)
//.declare  (1661)  rf=r size=64 type=df alias=+0 align=16 words (r122.0)
//.declare  (1662)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (1663)  rf=r size=64 type=d alias=+0 align=16 words (r30.0)
//.declare  (1664)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (1665)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (1666)  rf=r size=64 type=q alias=+0 align=16 words (r10.0)
//.declare  (1667)  rf=r size=64 type=q alias=+0 align=16 words (r30.0)
//.declare  (1668)  rf=r size=64 type=q alias=+0 align=16 words (r28.0)
//.declare  (1669)  rf=r size=64 type=q alias=+0 align=16 words (r26.0)
//.declare  (1670)  rf=r size=64 type=df alias=+0 align=16 words (r14.0)
//.declare  (1671)  rf=r size=64 type=df alias=+0 align=16 words (r16.0)
//.declare  (1672)  rf=r size=64 type=df alias=+0 align=16 words (r18.0)
//.declare  (1673)  rf=r size=64 type=df alias=+0 align=16 words (r112.0)
//.declare  (1674)  rf=r size=64 type=d alias=+0 align=16 words (r110.0)
//.declare  (1675)  rf=r size=64 type=d alias=+0 align=16 words (r108.0)
//.declare  (1676)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1677)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (1678)  rf=r size=64 type=d alias=+0 align=16 words (r2.0)
//.declare  (1679)  rf=r size=64 type=d alias=+0 align=16 words (r124.0)
//.declare  (1680)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1681)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (1682)  rf=r size=4 type=uw align=2 words (r9.0)
//.declare  (1683)  rf=r size=4 type=uw align=2 words (r126.0)
//.declare  (1684)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1685)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1686)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1687)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1688)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1689)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1690)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1691)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1692)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1693)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1694)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1695)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1696)  rf=r size=32 type=d align=16 words (r1.0)
//.declare  (1697)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (1698)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (1699)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (1700)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (1701)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (1702)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (1703)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (1704)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (1705)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (1706)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (1707)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (1708)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (1709)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (1710)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (1711)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (1712)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (1713)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (1714)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (1715)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (1716)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (1717)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (1718)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (1719)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (1720)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (1721)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (1722)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (1723)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (1724)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (1725)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (1726)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (1727)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (1728)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (1729)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (1730)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (1731)  rf=r size=32 type=d align=16 words (r36.0)
//.declare  (1732)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (1733)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (1734)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (1735)  rf=r size=32 type=d align=16 words (r40.0)
//.declare  (1736)  rf=r size=32 type=d align=16 words (r41.0)
//.declare  (1737)  rf=r size=32 type=d align=16 words (r80.0)
//.declare  (1738)  rf=r size=32 type=d align=16 words (r81.0)
//.declare  (1739)  rf=r size=32 type=d align=16 words (r82.0)
//.declare  (1740)  rf=r size=32 type=d align=16 words (r83.0)
//.declare  (1741)  rf=r size=32 type=d align=16 words (r84.0)
//.declare  (1742)  rf=r size=32 type=d align=16 words (r85.0)
//.declare  (1743)  rf=r size=32 type=d align=16 words (r86.0)
//.declare  (1744)  rf=r size=32 type=d align=16 words (r87.0)
//.declare  (1745)  rf=r size=32 type=d align=16 words (r88.0)
//.declare  (1746)  rf=r size=32 type=d align=16 words (r89.0)
//.declare  (1747)  rf=r size=32 type=d align=16 words (r90.0)
//.declare  (1748)  rf=r size=32 type=d align=16 words (r91.0)
//.declare  (1749)  rf=r size=32 type=d align=16 words (r92.0)
//.declare  (1750)  rf=r size=32 type=d align=16 words (r93.0)
//.declare  (1751)  rf=r size=32 type=d align=16 words (r94.0)
//.declare  (1752)  rf=r size=32 type=d align=16 words (r95.0)
//.declare  (1753)  rf=r size=32 type=d align=16 words (r96.0)
//.declare  (1754)  rf=r size=32 type=d align=16 words (r97.0)
//.declare  (1755)  rf=r size=32 type=d align=16 words (r98.0)
//.declare  (1756)  rf=r size=32 type=d align=16 words (r99.0)
//.declare  (1757)  rf=r size=32 type=d align=16 words (r100.0)
//.declare  (1758)  rf=r size=32 type=d align=16 words (r101.0)
//.declare  (1759)  rf=r size=32 type=d align=16 words (r102.0)
//.declare  (1760)  rf=r size=32 type=d align=16 words (r103.0)
//.declare  (1761)  rf=r size=32 type=d align=16 words (r104.0)
//.declare  (1762)  rf=r size=32 type=d align=16 words (r105.0)
//.declare  (1763)  rf=r size=32 type=d align=16 words (r106.0)
//.declare  (1764)  rf=r size=32 type=d align=16 words (r107.0)
//.declare  (1765)  rf=r size=32 type=d align=16 words (r108.0)
//.declare  (1766)  rf=r size=32 type=d align=16 words (r109.0)
//.declare  (1767)  rf=r size=32 type=d align=16 words (r110.0)
//.declare  (1768)  rf=r size=32 type=d align=16 words (r111.0)
//.declare  (1769)  rf=r size=32 type=d align=16 words (r112.0)
//.declare  (1770)  rf=r size=32 type=d align=16 words (r113.0)
//.declare  (1771)  rf=r size=32 type=d align=16 words (r114.0)
//.declare  (1772)  rf=r size=32 type=d align=16 words (r115.0)
//.declare  (1773)  rf=r size=32 type=d align=16 words (r116.0)
//.declare  (1774)  rf=r size=32 type=d align=16 words (r117.0)
//.declare  (1775)  rf=r size=32 type=d align=16 words (r118.0)
//.declare  (1776)  rf=r size=32 type=d align=16 words (r119.0)
//.declare  (1777)  rf=r size=32 type=d align=16 words (r120.0)
//.declare  (1778)  rf=r size=32 type=d align=16 words (r121.0)
//.declare  (1779)  rf=r size=32 type=d align=16 words (r122.0)
//.declare  (1780)  rf=r size=32 type=d align=16 words (r123.0)
//.declare  (1781)  rf=r size=32 type=d align=16 words (r124.0)
//.declare  (1782)  rf=r size=32 type=d align=16 words (r125.0)
//.declare  (1783)  rf=r size=32 type=d align=16 words (r126.0)

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
// | V0661    | :uq      |      8 | r8       | general    |
// | V0662    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (4|M0)               r41.0<1>:df   0x3FF8000000000000:df                                 // $1
(W)     mov (4|M0)               r43.0<1>:df   0x3FE0000000000000:df                                 // $1
(W)     mov (4|M0)               r38.0<1>:df   0x3FF0000000000000:df                                 // $1
(W)     mov (4|M0)               r39.0<1>:df   0x0:df                                                // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r8.4<0;1,0>:d     r0.1<0;1,0>:d                       // $5
(W)     mov (1|M0)               r70.0<1>:q    9223372036854775807:q                                 // $139
(W)     mov (1|M0)               r56.0<1>:df   0x0:df                                                // $110
(W)     mov (1|M0)               r56.1<1>:df   0xBFF0000000000000:df                                 // $111
(W)     mov (1|M0)               r70.1<1>:df   0x3FF0000000000000:df                                 // $313
(W)     mov (1|M0)               r56.3<1>:df   0x4000000000000000:df                                 // $136
(W)     mov (1|M0)               r70.3<1>:uq   0x6E10CA2E:uq                                         // $2
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $8
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $9
(W)     mov (1|M0)               r1.0<1>:w     1:w                                                   // $64
(W)     mov (1|M0)               r1.1<1>:w     -1:w                                                  // $54
(W)     mov (1|M0)               r1.2<1>:uw    0x1:uw                                                // $108
        add (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $10
        add (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   r7.0<0;1,0>:d                       // $11
(W)     mov (1|M0)               r1.1<1>:df    0x3FF0000000000000:df                                 // $150
        mov (8|M0)               r30.0<1>:df   r56.3<0;1,0>:df                                       // $137
(W)     mov (1|M0)               r1.2<1>:df    0x0:df                                                // $150
        shl (16|M0)              r68.0<1>:d    r124.0<8;8,1>:d   3:w                                 // $12
        shl (16|M16)             r66.0<1>:d    r122.0<8;8,1>:d   3:w                                 // $13
        mov (8|M16)              r32.0<1>:df   r56.3<0;1,0>:df                                       // $138
(W)     mov (1|M0)               r80.0<1>:uq   0x6E10CA2E:uq                                         // $3
(W)     mov (1|M0)               r70.2<1>:uq   0x6E10CA2E:uq                                         // $4
        send (16|M0)             r118:w   r68:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $15
        send (16|M16)            r10:w    r66:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $17
        shr (16|M0)              r2.0<1>:d     r120.0<8;8,1>:ud  20:w                                // $36
        shr (16|M16)             r124.0<1>:d   r12.0<8;8,1>:ud   20:w                                // $37
        mov (8|M0)               r116.0<2>:d   r118.0<8;8,1>:d                                       // $26
        mov (8|M8)               r114.0<2>:d   r119.0<8;8,1>:d                                       // $27
        mov (8|M0)               r116.1<2>:d   r120.0<8;8,1>:d                                       // $28
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     2047:w                              // $38
        and (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   2047:w                              // $39
        mov (8|M8)               r114.1<2>:d   r121.0<8;8,1>:d                                       // $29
        mov (8|M16)              r4.0<2>:d     r10.0<8;8,1>:d                                        // $30
        mov (8|M0)               r20.0<1>:d    r116.0<2;1,0>:d                                       // $72
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
        shl (16|M0)              r14.0<1>:d    r1.1<0;1,0>:w     r14.0<8;8,1>:d                      // $56
        cmp (16|M16)  (eq)f1.0   null<1>:d     r106.0<8;8,1>:d   32:w                                // $63
(f1.0)  sel (16|M0)              r2.0<1>:d     r1.0<0;1,0>:w     0:w                                 // $64
        sel (16|M16)  (lt)f0.0   r108.0<1>:d   r108.0<8;8,1>:d   20:w                                // $47
(f0.0)  mov (16|M0)              r2.0<1>:d     1:w                                                   // $66
        shl (16|M0)              r8.0<1>:d     r1.1<0;1,0>:w     r6.0<8;8,1>:d                       // $54
(~f0.0) sel (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    -2147483648:d                       // $60
(f1.0)  sel (16|M16)             r124.0<1>:d   r1.0<0;1,0>:w     0:w                                 // $65
        cmp (16|M0)   (ne)f1.0   null<1>:d     r2.0<8;8,1>:d     0:w                                 // $68
        sel (16|M16)  (ge)f0.0   r108.0<1>:d   r108.0<8;8,1>:d   0:w                                 // $51
(f0.0)  mov (16|M16)             r124.0<1>:d   1:w                                                   // $67
        mov (8|M8)               r21.0<1>:d    r114.0<2;1,0>:d                                       // $72
        and (16|M0)              r100.0<1>:d   r18.0<8;8,1>:d    r120.0<8;8,1>:d  {Compacted}        // $76
(~f1.0) sel (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     0:w                                 // $70
        and (16|M16)             r122.0<1>:d   r106.0<8;8,1>:d   31:w                                // $53
        shl (16|M16)             r108.0<1>:d   r1.1<0;1,0>:w     r108.0<8;8,1>:d                     // $57
        cmp (16|M16)  (ne)f1.0   null<1>:d     r124.0<8;8,1>:d   0:w                                 // $69
        shl (8|M0)               r2.0<1>:q     r100.0<8;8,1>:d   32:w                                // $78
        and (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $74
        shl (8|M8)               r124.0<1>:q   r101.0<8;8,1>:d   32:w                                // $78
        mov (8|M24)              r112.0<2>:d   r11.0<8;8,1>:d                                        // $31
        mov (8|M16)              r4.1<2>:d     r12.0<8;8,1>:d                                        // $32
        shl (16|M16)             r110.0<1>:d   r1.1<0;1,0>:w     r122.0<8;8,1>:d                     // $55
(~f0.0) sel (16|M16)             r104.0<1>:d   r108.0<8;8,1>:d   -2147483648:d                       // $61
        mov (8|M24)              r112.1<2>:d   r13.0<8;8,1>:d                                        // $33
        or (8|M0)                r22.0<1>:q    r2.0<4;4,1>:q     r14.0<8;8,1>:ud                     // $82
        or (8|M8)                r108.0<1>:q   r124.0<4;4,1>:q   r15.0<8;8,1>:ud                     // $82
        mov (8|M0)               r44.0<2>:d    r118.0<8;8,1>:d                                       // $18
        mov (8|M8)               r48.0<2>:d    r119.0<8;8,1>:d                                       // $19
        mov (8|M16)              r102.0<1>:d   r4.0<2;1,0>:d                                         // $73
(~f1.0) sel (16|M16)             r106.0<1>:d   r110.0<8;8,1>:d   0:w                                 // $71
        mov (8|M24)              r103.0<1>:d   r112.0<2;1,0>:d                                       // $73
        mov (8|M0)               r44.1<2>:d    r120.0<8;8,1>:d                                       // $20
        mov (8|M8)               r48.1<2>:d    r121.0<8;8,1>:d                                       // $21
        and (16|M16)             r6.0<1>:d     r104.0<8;8,1>:d   r12.0<8;8,1>:d                      // $77
        add (8|M0)               r18.0<1>:q    r116.0<4;4,1>:q   -r22.0<4;4,1>:q                     // $96
        add (8|M8)               r120.0<1>:q   r114.0<4;4,1>:q   -r108.0<4;4,1>:q                    // $96
        mov (8|M16)              r50.0<2>:d    r10.0<8;8,1>:d                                        // $22
        mov (8|M24)              r52.0<2>:d    r11.0<8;8,1>:d                                        // $23
        and (16|M16)             r122.0<1>:d   r106.0<8;8,1>:d   r102.0<8;8,1>:d                     // $75
        mov (8|M16)              r50.1<2>:d    r12.0<8;8,1>:d                                        // $24
        mov (8|M24)              r52.1<2>:d    r13.0<8;8,1>:d                                        // $25
        shl (8|M16)              r8.0<1>:q     r6.0<8;8,1>:d     32:w                                // $79
        shl (8|M24)              r110.0<1>:q   r7.0<8;8,1>:d     32:w                                // $79
        shr (8|M0)               r12.0<1>:q    r18.0<4;4,1>:uq   32:w                                // $98
        shr (8|M8)               r106.0<1>:q   r120.0<4;4,1>:uq  32:w                                // $98
        cmp (8|M0)    (gt)f1.0   null<1>:q     r116.0<4;4,1>:q   -1:w                                // $104
        cmp (8|M8)    (gt)f1.0   null<1>:q     r114.0<4;4,1>:q   -1:w                                // $104
        cmp (8|M16)   (gt)f1.0   null<1>:q     r4.0<4;4,1>:q     -1:w                                // $105
        or (8|M16)               r24.0<1>:q    r8.0<4;4,1>:q     r122.0<8;8,1>:ud                    // $83
        or (8|M24)               r98.0<1>:q    r110.0<4;4,1>:q   r123.0<8;8,1>:ud                    // $83
        or (8|M0)                r2.0<2>:d     r12.0<4;4,1>:q    r18.0<4;4,1>:q                      // $100
        or (8|M8)                r124.0<2>:d   r106.0<4;4,1>:q   r120.0<4;4,1>:q                     // $100
        cmp (8|M24)   (gt)f1.0   null<1>:q     r112.0<4;4,1>:q   -1:w                                // $105
        mov (16|M16)             r12.0<1>:d    r6.0<8;8,1>:d                                         // $87
        add (8|M16)              r10.0<1>:q    r4.0<4;4,1>:q     -r24.0<4;4,1>:q                     // $97
        add (8|M24)              r118.0<1>:q   r112.0<4;4,1>:q   -r98.0<4;4,1>:q                     // $97
        mov (8|M0)               r20.0<1>:d    r2.0<2;1,0>:d                                         // $100
        mov (8|M8)               r21.0<1>:d    r124.0<2;1,0>:d                                       // $100
(f1.0)  sel (16|M0)              r2.0<1>:uw    r1.2<0;1,0>:uw    0x0:uw                              // $108
(f1.0)  sel (16|M16)             r125.0<1>:uw  r1.2<0;1,0>:uw    0x0:uw                              // $109
        shr (8|M16)              r16.0<1>:q    r10.0<4;4,1>:uq   32:w                                // $99
        shr (8|M24)              r104.0<1>:q   r118.0<4;4,1>:uq  32:w                                // $99
        cmp (16|M0)   (eq)f0.0   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $106
        mov (16|M16)             r120.0<1>:d   r122.0<8;8,1>:d                                       // $85
        and (8|M16)              r6.0<1>:q     r4.0<4;4,1>:q     r70.0<0;1,0>:q                      // $141
        or (8|M16)               r8.0<2>:d     r16.0<4;4,1>:q    r10.0<4;4,1>:q                      // $101
        or (8|M24)               r110.0<2>:d   r104.0<4;4,1>:q   r118.0<4;4,1>:q                     // $101
(W)     mov (1|M0)               r126.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $106
        mov (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $84
        mov (16|M0)              r118.0<1>:d   r100.0<8;8,1>:d                  {Compacted}          // $86
        mov (8|M16)              r22.0<1>:d    r8.0<2;1,0>:d                                         // $101
        mov (8|M24)              r23.0<1>:d    r110.0<2;1,0>:d                                       // $101
(W)     mov (1|M0)               f0.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $107
        mov (8|M0)               r16.0<2>:d    r10.0<8;8,1>:d                                        // $88
        mov (8|M8)               r18.0<2>:d    r11.0<8;8,1>:d                                        // $89
        mov (8|M0)               r16.1<2>:d    r118.0<8;8,1>:d                                       // $90
        mov (8|M8)               r18.1<2>:d    r119.0<8;8,1>:d                                       // $91
        and (8|M24)              r118.0<1>:q   r112.0<4;4,1>:q   r70.0<0;1,0>:q                      // $141
        cmp (16|M16)  (eq)f0.0   null<1>:d     r22.0<8;8,1>:d    0:w                                 // $107
(f0.0)  sel (16|M0)              r3.0<1>:uw    r1.2<0;1,0>:uw    0x0:uw                              // $108
(f1.0)  sel (16|M16)             r106.0<1>:d   r1.1<0;1,0>:w     0:w                                 // $117
(f1.0)  sel (16|M0)              r14.0<1>:d    r1.1<0;1,0>:w     0:w                                 // $116
(W)     mov (1|M0)               r126.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $107
        or (16|M0)    (ne)f0.0   null<1>:uw    r2.0<16;16,1>:uw  r3.0<16;16,1>:uw {Compacted}        // $108
(f0.0)  sel (16|M16)             r8.0<1>:uw    r1.2<0;1,0>:uw    0x0:uw                              // $109
        and (8|M0)               r2.0<1>:q     r116.0<4;4,1>:q   r70.0<0;1,0>:q                      // $140
        mov (8|M16)              r122.0<2>:d   r120.0<8;8,1>:d                                       // $92
        mov (8|M24)              r110.0<2>:d   r121.0<8;8,1>:d                                       // $93
(W)     mov (1|M0)               r9.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $108
        mov (8|M16)              r120.0<1>:d   r6.1<2;1,0>:d                                         // $144
        mov (8|M24)              r121.0<1>:d   r118.1<2;1,0>:d                                       // $145
        and (16|M16)             r106.0<1>:d   r106.0<8;8,1>:d   1072693248:d                        // $119
        mov (8|M0)               r10.0<1>:d    r2.1<2;1,0>:d                                         // $142
        and (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    1072693248:d                        // $118
(W)     mov (1|M0)               f0.0<1>:ud    r9.0<0;1,0>:ud                   {Compacted}          // $109
        or (16|M16)   (ne)f0.0   null<1>:uw    r125.0<16;16,1>:uw  r8.0<16;16,1>:uw                  // $109
        and (8|M8)               r124.0<1>:q   r114.0<4;4,1>:q   r70.0<0;1,0>:q                      // $140
(W)     mov (1|M0)               f1.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $120
        mov (8|M16)              r122.1<2>:d   r12.0<8;8,1>:d                                        // $94
        mov (8|M24)              r110.1<2>:d   r13.0<8;8,1>:d                                        // $95
        shr (16|M16)             r108.0<1>:d   r120.0<8;8,1>:ud  20:w                                // $147
(W)     mov (1|M0)               r9.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $109
        mov (8|M8)               r11.0<1>:d    r124.1<2;1,0>:d                                       // $143
(~f1.0) sel (16|M0)              r20.0<1>:d    r14.0<8;8,1>:d    0:w                                 // $120
(~f1.0) sel (16|M16)             r104.0<1>:d   r106.0<8;8,1>:d   0:w                                 // $121
        mov (16|M16)             r120.0<1>:d   0:w                                                   // $124
        shr (16|M0)              r12.0<1>:d    r10.0<8;8,1>:ud   20:w                                // $146
        mov (16|M0)              r10.0<1>:d    0:w                                                   // $122
(W)     mov (1|M0)               f1.0<1>:ud    r9.0<0;1,0>:ud                   {Compacted}          // $112
        cmp (16|M16)  (lt)f0.0   null<1>:d     r108.0<8;8,1>:ud  0x433:uw                            // $149
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x433:uw                            // $148
        mov (8|M16)              r14.0<2>:d    r120.0<8;8,1>:d                                       // $130
        mov (8|M24)              r106.0<2>:d   r121.0<8;8,1>:d                                       // $131
        mov (8|M0)               r24.0<2>:d    r10.0<8;8,1>:d                                        // $126
        mov (8|M8)               r26.0<2>:d    r11.0<8;8,1>:d                                        // $127
        mov (8|M16)              r14.1<2>:d    r104.0<8;8,1>:d                                       // $132
(f1.0)  sel (8|M0)               r12.0<1>:df   r56.0<0;1,0>:df   r56.1<0;1,0>:df                     // $112
(f1.0)  sel (8|M8)               r108.0<1>:df  r56.0<0;1,0>:df   r56.1<0;1,0>:df                     // $112
        mov (8|M24)              r106.1<2>:d   r105.0<8;8,1>:d                                       // $133
        mov (8|M0)               r24.1<2>:d    r20.0<8;8,1>:d                                        // $128
        mov (8|M8)               r26.1<2>:d    r21.0<8;8,1>:d                                        // $129
(f1.0)  sel (8|M16)              r22.0<1>:df   r56.0<0;1,0>:df   r56.1<0;1,0>:df                     // $113
(f1.0)  sel (8|M24)              r102.0<1>:df  r56.0<0;1,0>:df   r56.1<0;1,0>:df                     // $113
        mov (8|M8)               r120.0<1>:df  r56.3<0;1,0>:df                                       // $137
        add (8|M16)              r20.0<1>:df   r122.0<4;4,1>:df  r14.0<4;4,1>:df                     // $135
        add (8|M0)               r100.0<1>:df  r12.0<4;4,1>:df   r16.0<4;4,1>:df                     // $114
        add (8|M8)               r98.0<1>:df   r108.0<4;4,1>:df  r18.0<4;4,1>:df                     // $114
        add (8|M24)              r94.0<1>:df   r110.0<4;4,1>:df  r106.0<4;4,1>:df                    // $135
        add (8|M0)               r10.0<1>:df   r16.0<4;4,1>:df   r24.0<4;4,1>:df                     // $134
        add (8|M8)               r28.0<1>:df   r18.0<4;4,1>:df   r26.0<4;4,1>:df                     // $134
(f0.0)  sel (8|M24)              r92.0<1>:df   r1.1<0;1,0>:df    r1.2<0;1,0>:df                      // $151
(f0.0)  sel (8|M0)               r14.0<1>:df   r1.1<0;1,0>:df    r1.2<0;1,0>:df                      // $150
(f0.0)  sel (8|M8)               r106.0<1>:df  r1.1<0;1,0>:df    r1.2<0;1,0>:df                      // $150
(f0.0)  sel (8|M16)              r24.0<1>:df   r1.1<0;1,0>:df    r1.2<0;1,0>:df                      // $151
(W)     mov (1|M0)               r26.0<1>:df   0x3FE0000000000000:df                                 // $153
        mov (8|M24)              r104.0<1>:df  r56.3<0;1,0>:df                                       // $138
        add (8|M16)              r8.0<1>:df    r22.0<4;4,1>:df   r122.0<4;4,1>:df                    // $115
        add (8|M24)              r96.0<1>:df   r102.0<4;4,1>:df  r110.0<4;4,1>:df                    // $115
        mad (8|M0)               r12.0<1>:df   r100.0<2;1>:df    r30.0<2;1>:df     r10.0<1>:df       // $137 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r108.0<1>:df  r98.0<2;1>:df     r120.0<2;1>:df    r28.0<1>:df       // $137 {0=EH, 1=EH, 2=EL, BC=OK}
(W)     mov (1|M0)               r126.0<1>:q   -9223372036854775808:q                                // $234
        mul (8|M0)               r34.0<1>:df   r14.0<4;4,1>:df   r26.0<0;1,0>:df                     // $153
        mul (8|M8)               r100.0<1>:df  r106.0<4;4,1>:df  r26.0<0;1,0>:df                     // $153
        mul (8|M16)              r10.0<1>:df   r24.0<4;4,1>:df   r26.0<0;1,0>:df                     // $154
        mul (8|M24)              r120.0<1>:df  r92.0<4;4,1>:df   r26.0<0;1,0>:df                     // $154
        mad (8|M16)              r22.0<1>:df   r8.0<2;1>:df      r32.0<2;1>:df     r20.0<1>:df       // $138 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r102.0<1>:df  r96.0<2;1>:df     r104.0<2;1>:df    r94.0<1>:df       // $138 {0=EH, 1=EH, 2=EH, BC=BAD}
        add (8|M0)               r8.0<1>:df    r34.0<4;4,1>:df   r2.0<4;4,1>:df                      // $155
        add (8|M8)               r104.0<1>:df  r100.0<4;4,1>:df  r124.0<4;4,1>:df                    // $155
        add (8|M16)              r20.0<1>:df   r10.0<4;4,1>:df   r6.0<4;4,1>:df                      // $156
        add (8|M24)              r98.0<1>:df   r120.0<4;4,1>:df  r118.0<4;4,1>:df                    // $156
        mov (8|M0)               r96.0<1>:d    r8.1<2;1,0>:d                                         // $157
        mov (8|M8)               r97.0<1>:d    r104.1<2;1,0>:d                                       // $158
        mov (8|M16)              r28.0<1>:d    r20.1<2;1,0>:d                                        // $159
        mov (8|M24)              r29.0<1>:d    r98.1<2;1,0>:d                                        // $160
        mov (8|M0)               r36.0<1>:d    r8.0<2;1,0>:d                                         // $197
        mov (8|M8)               r37.0<1>:d    r104.0<2;1,0>:d                                       // $197
        shr (16|M0)              r94.0<1>:d    r96.0<8;8,1>:ud   20:w                                // $161
        shr (16|M16)             r14.0<1>:d    r28.0<8;8,1>:ud   20:w                                // $162
        and (16|M0)              r106.0<1>:d   r94.0<8;8,1>:d    2047:w                              // $163
        and (16|M16)             r24.0<1>:d    r14.0<8;8,1>:d    2047:w                              // $164
        add (16|M0)              r92.0<1>:d    -r106.0<8;8,1>:d  1075:w                              // $165
        add (16|M16)             r30.0<1>:d    -r24.0<8;8,1>:d   1075:w                              // $166
        add (16|M0)              r100.0<1>:d   -r106.0<8;8,1>:d  1043:w                              // $167
        add (16|M16)             r32.0<1>:d    -r24.0<8;8,1>:d   1043:w                              // $168
        sel (16|M0)   (lt)f0.0   r92.0<1>:d    r92.0<8;8,1>:d    32:w                                // $169
        sel (16|M16)  (lt)f0.0   r30.0<1>:d    r30.0<8;8,1>:d    32:w                                // $170
        cmp (16|M0)   (lt)f1.0   null<1>:d     r106.0<8;8,1>:ud  0x3FF:uw                            // $183
        cmp (16|M16)  (lt)f1.0   null<1>:d     r24.0<8;8,1>:ud   0x3FF:uw                            // $184
        sel (16|M0)   (ge)f0.0   r120.0<1>:d   r92.0<8;8,1>:d    0:w                                 // $173
        sel (16|M16)  (ge)f0.0   r10.0<1>:d    r30.0<8;8,1>:d    0:w                                 // $174
        sel (16|M0)   (lt)f0.0   r100.0<1>:d   r100.0<8;8,1>:d   20:w                                // $171
        sel (16|M16)  (lt)f0.0   r32.0<1>:d    r32.0<8;8,1>:d    20:w                                // $172
        cmp (16|M0)   (eq)f0.0   null<1>:d     r120.0<8;8,1>:d   32:w                                // $187
        cmp (16|M16)  (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    32:w                                // $188
        and (16|M0)              r92.0<1>:d    r120.0<8;8,1>:d   31:w                                // $177
        and (16|M16)             r30.0<1>:d    r10.0<8;8,1>:d    31:w                                // $178
(f0.0)  sel (16|M0)              r94.0<1>:d    r1.0<0;1,0>:w     0:w                                 // $189
(f0.0)  sel (16|M16)             r14.0<1>:d    r1.0<0;1,0>:w     0:w                                 // $190
(f1.0)  mov (16|M0)              r94.0<1>:d    1:w                                                   // $191
(f1.0)  mov (16|M16)             r14.0<1>:d    1:w                                                   // $192
        sel (16|M0)   (ge)f0.0   r100.0<1>:d   r100.0<8;8,1>:d   0:w                                 // $175
        sel (16|M16)  (ge)f0.0   r32.0<1>:d    r32.0<8;8,1>:d    0:w                                 // $176
        shl (16|M0)              r90.0<1>:d    r1.1<0;1,0>:w     r92.0<8;8,1>:d                      // $179
        shl (16|M16)             r34.0<1>:d    r1.1<0;1,0>:w     r30.0<8;8,1>:d                      // $180
        cmp (16|M0)   (ne)f0.0   null<1>:d     r94.0<8;8,1>:d    0:w                                 // $193
        cmp (16|M16)  (ne)f0.0   null<1>:d     r14.0<8;8,1>:d    0:w                                 // $194
        shl (16|M0)              r100.0<1>:d   r1.1<0;1,0>:w     r100.0<8;8,1>:d                     // $181
        shl (16|M16)             r32.0<1>:d    r1.1<0;1,0>:w     r32.0<8;8,1>:d                      // $182
        mov (8|M16)              r92.0<1>:d    r20.0<2;1,0>:d                                        // $198
        mov (8|M24)              r93.0<1>:d    r98.0<2;1,0>:d                                        // $198
(~f0.0) sel (16|M0)              r120.0<1>:d   r90.0<8;8,1>:d    0:w                                 // $195
(~f0.0) sel (16|M16)             r10.0<1>:d    r34.0<8;8,1>:d    0:w                                 // $196
(~f1.0) sel (16|M0)              r106.0<1>:d   r100.0<8;8,1>:d   -2147483648:d                       // $185
(~f1.0) sel (16|M16)             r24.0<1>:d    r32.0<8;8,1>:d    -2147483648:d                       // $186
        and (16|M0)              r88.0<1>:d    r120.0<8;8,1>:d   r36.0<8;8,1>:d   {Compacted}        // $199
        and (16|M16)             r30.0<1>:d    r10.0<8;8,1>:d    r92.0<8;8,1>:d                      // $200
        and (16|M0)              r94.0<1>:d    r106.0<8;8,1>:d   r96.0<8;8,1>:d   {Compacted}        // $201
        and (16|M16)             r14.0<1>:d    r24.0<8;8,1>:d    r28.0<8;8,1>:d                      // $202
        mov (8|M0)               r100.0<2>:d   r88.0<8;8,1>:d                                        // $207
        mov (8|M8)               r86.0<2>:d    r89.0<8;8,1>:d                                        // $208
        mov (8|M16)              r90.0<2>:d    r30.0<8;8,1>:d                                        // $211
        mov (8|M24)              r8.0<2>:d     r31.0<8;8,1>:d                                        // $212
        mov (8|M0)               r100.1<2>:d   r94.0<8;8,1>:d                                        // $209
        mov (8|M8)               r86.1<2>:d    r95.0<8;8,1>:d                                        // $210
        mov (8|M16)              r90.1<2>:d    r14.0<8;8,1>:d                                        // $213
        mov (8|M24)              r8.1<2>:d     r15.0<8;8,1>:d                                        // $214
        and (8|M8)               r98.0<1>:q    r114.0<4;4,1>:q   r126.0<0;1,0>:q                     // $234
        and (8|M24)              r96.0<1>:q    r112.0<4;4,1>:q   r126.0<0;1,0>:q                     // $235
        add (8|M0)               r20.0<1>:df   r100.0<4;4,1>:df  -r2.0<4;4,1>:df                     // $219
        add (8|M8)               r10.0<1>:df   r86.0<4;4,1>:df   -r124.0<4;4,1>:df                   // $219
        add (8|M16)              r32.0<1>:df   r90.0<4;4,1>:df   -r6.0<4;4,1>:df                     // $220
        add (8|M24)              r120.0<1>:df  r8.0<4;4,1>:df    -r118.0<4;4,1>:df                   // $220
        mov (8|M0)               r24.0<1>:uq   r100.0<4;4,1>:df                                      // $215
        mov (8|M8)               r28.0<1>:uq   r86.0<4;4,1>:df                                       // $215
        mov (8|M16)              r106.0<1>:uq  r90.0<4;4,1>:df                                       // $216
        cmp (8|M0)    (eq)f1.0   null<1>:df    r20.0<4;4,1>:df   r26.0<0;1,0>:df                     // $221
        cmp (8|M8)    (eq)f1.0   null<1>:df    r10.0<4;4,1>:df   r26.0<0;1,0>:df                     // $221
        cmp (8|M16)   (eq)f1.0   null<1>:df    r32.0<4;4,1>:df   r26.0<0;1,0>:df                     // $222
        cmp (8|M24)   (eq)f1.0   null<1>:df    r120.0<4;4,1>:df  r26.0<0;1,0>:df                     // $222
        mov (8|M24)              r14.0<1>:uq   r8.0<4;4,1>:df                                        // $216
        mov (8|M0)               r6.0<1>:d     r24.0<2;1,0>:d                                        // $217
        mov (8|M8)               r7.0<1>:d     r28.0<2;1,0>:d                                        // $217
        mov (8|M16)              r124.0<1>:d   r106.0<2;1,0>:d                                       // $218
(f1.0)  sel (16|M0)              r104.0<1>:d   r1.1<0;1,0>:w     0:w                                 // $223
(f1.0)  sel (16|M16)             r2.0<1>:d     r1.1<0;1,0>:w     0:w                                 // $224
        mov (8|M24)              r125.0<1>:d   r14.0<2;1,0>:d                                        // $218
        and (8|M0)               r106.0<1>:q   r116.0<4;4,1>:q   r126.0<0;1,0>:q                     // $234
(W)     mov (1|M0)               r1.0<1>:df    0x4008000000000000:df                                 // $238
        mov (16|M0)              r104.0<1>:d   -r104.0<8;8,1>:d                 {Compacted}          // $225
        mov (16|M16)             r2.0<1>:d     -r2.0<8;8,1>:d                                        // $226
        cmp (8|M0)    (lt)f1.0   null<1>:df    r44.0<4;4,1>:df   r56.0<0;1,0>:df                     // $244
        cmp (8|M8)    (lt)f1.0   null<1>:df    r48.0<4;4,1>:df   r56.0<0;1,0>:df                     // $244
        cmp (8|M16)   (lt)f1.0   null<1>:df    r50.0<4;4,1>:df   r56.0<0;1,0>:df                     // $245
        and (16|M0)              r104.0<1>:d   r104.0<8;8,1>:d   r6.0<8;8,1>:d    {Compacted}        // $227
        and (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     r124.0<8;8,1>:d                     // $228
        cmp (8|M24)   (lt)f1.0   null<1>:df    r52.0<4;4,1>:df   r56.0<0;1,0>:df                     // $245
        and (8|M16)              r26.0<1>:q    r4.0<4;4,1>:q     r126.0<0;1,0>:q                     // $235
(W)     mov (1|M0)               r117.0<1>:df  0x4010000000000000:df                                 // $241
        mov (8|M0)               r10.0<1>:df   r104.0<8;8,1>:ud                                      // $229
        mov (8|M8)               r120.0<1>:df  r105.0<8;8,1>:ud                                      // $229
        mov (8|M24)              r14.0<1>:df   r3.0<8;8,1>:ud                                        // $230
        mov (8|M16)              r20.0<1>:df   r2.0<8;8,1>:ud                                        // $230
(W)     mov (1|M0)               r126.0<1>:w   1:w                                                   // $284
        add (8|M0)               r24.0<1>:df   r100.0<4;4,1>:df  -r10.0<4;4,1>:df                    // $231
        add (8|M8)               r118.0<1>:df  r86.0<4;4,1>:df   -r120.0<4;4,1>:df                   // $231
        add (8|M24)              r6.0<1>:df    r8.0<4;4,1>:df    -r14.0<4;4,1>:df                    // $232
        mov (8|M8)               r10.0<1>:df   r1.0<0;1,0>:df                                        // $239
        mov (8|M16)              r100.0<1>:df  r1.0<0;1,0>:df                                        // $240
        mov (8|M0)               r120.0<1>:df  r1.0<0;1,0>:df                                        // $239
        mov (8|M24)              r8.0<1>:df    r1.0<0;1,0>:df                                        // $240
        or (8|M0)                r104.0<1>:q   r106.0<4;4,1>:q   r24.0<4;4,1>:q                      // $236
        or (8|M8)                r94.0<1>:q    r98.0<4;4,1>:q    r118.0<4;4,1>:q                     // $236
        or (8|M24)               r2.0<1>:q     r96.0<4;4,1>:q    r6.0<4;4,1>:q                       // $237
(W)     mov (1|M0)               r1.0<1>:df    0xBFDFFFFFFFFFFFFF:df                                 // $248
        add (8|M16)              r124.0<1>:df  r90.0<4;4,1>:df   -r20.0<4;4,1>:df                    // $232
        mov (8|M0)               r14.0<1>:df   r117.0<0;1,0>:df                                      // $242
        mov (8|M24)              r118.0<1>:df  r117.0<0;1,0>:df                                      // $243
        mad (8|M0)               r114.0<1>:df  r12.0<2;1>:df     r120.0<2;1>:df    r104.0<1>:df      // $239 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M8)               r112.0<1>:df  r108.0<2;1>:df    r10.0<2;1>:df     r94.0<1>:df       // $239 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r4.0<1>:df    r102.0<2;1>:df    r8.0<2;1>:df      r2.0<1>:df        // $240 {0=EH, 1=EL, 2=EL, BC=BAD}
(f1.0)  sel (8|M0)               r120.0<1>:df  r1.0<0;1,0>:df    -r1.0<0;1,0>:df                     // $248
(f1.0)  sel (8|M8)               r10.0<1>:df   r1.0<0;1,0>:df    -r1.0<0;1,0>:df                     // $248
(f1.0)  sel (8|M16)              r108.0<1>:df  r1.0<0;1,0>:df    -r1.0<0;1,0>:df                     // $249
(f1.0)  sel (8|M24)              r2.0<1>:df    r1.0<0;1,0>:df    -r1.0<0;1,0>:df                     // $249
        or (8|M16)               r92.0<1>:q    r26.0<4;4,1>:q    r124.0<4;4,1>:q                     // $237
        mov (8|M16)              r6.0<1>:df    r117.0<0;1,0>:df                                      // $243
        mov (8|M8)               r124.0<1>:df  r117.0<0;1,0>:df                                      // $242
        add (8|M0)               r104.0<1>:df  r120.0<4;4,1>:df  r44.0<4;4,1>:df                     // $250
        add (8|M8)               r8.0<1>:df    r10.0<4;4,1>:df   r48.0<4;4,1>:df                     // $250
        add (8|M16)              r116.0<1>:df  r108.0<4;4,1>:df  r50.0<4;4,1>:df                     // $251
        add (8|M24)              r12.0<1>:df   r2.0<4;4,1>:df    r52.0<4;4,1>:df                     // $251
        mad (8|M24)              r96.0<1>:df   r4.0<2;1>:df      r118.0<2;1>:df    r110.0<1>:df      // $243 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r90.0<1>:df   r22.0<2;1>:df     r100.0<2;1>:df    r92.0<1>:df       // $240 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M8)               r106.0<1>:df  r112.0<2;1>:df    r124.0<2;1>:df    r18.0<1>:df       // $242 {0=EH, 1=EH, 2=EL, BC=OK}
        mov (8|M0)               r124.0<1>:d   r104.1<2;1,0>:d                                       // $252
        mov (8|M8)               r125.0<1>:d   r8.1<2;1,0>:d                                         // $253
        mov (8|M16)              r4.0<1>:d     r116.1<2;1,0>:d                                       // $254
        mov (8|M24)              r5.0<1>:d     r12.1<2;1,0>:d                                        // $255
        mad (8|M0)               r20.0<1>:df   r114.0<2;1>:df    r14.0<2;1>:df     r16.0<1>:df       // $242 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M16)              r98.0<1>:df   r90.0<2;1>:df     r6.0<2;1>:df      r122.0<1>:df      // $243 {0=EH, 1=EL, 2=EH, BC=OK}
(W)     mov (1|M0)               r1.0<1>:w     -1:w                                                  // $274
        mov (8|M0)               r108.0<1>:d   r104.0<2;1,0>:d                                       // $292
        shr (16|M0)              r122.0<1>:d   r124.0<8;8,1>:ud  20:w                                // $256
        shr (16|M16)             r6.0<1>:d     r4.0<8;8,1>:ud    20:w                                // $257
        mov (8|M8)               r109.0<1>:d   r8.0<2;1,0>:d                                         // $292
        and (16|M0)              r118.0<1>:d   r122.0<8;8,1>:d   2047:w                              // $258
        and (16|M16)             r14.0<1>:d    r6.0<8;8,1>:d     2047:w                              // $259
        add (16|M0)              r120.0<1>:d   -r118.0<8;8,1>:d  1075:w                              // $260
        add (16|M16)             r10.0<1>:d    -r14.0<8;8,1>:d   1075:w                              // $261
        add (16|M0)              r112.0<1>:d   -r118.0<8;8,1>:d  1043:w                              // $262
        add (16|M16)             r16.0<1>:d    -r14.0<8;8,1>:d   1043:w                              // $263
        sel (16|M0)   (lt)f0.0   r120.0<1>:d   r120.0<8;8,1>:d   32:w                                // $264
        sel (16|M16)  (lt)f0.0   r10.0<1>:d    r10.0<8;8,1>:d    32:w                                // $265
        cmp (16|M0)   (lt)f0.0   null<1>:d     r118.0<8;8,1>:ud  0x3FF:uw                            // $278
        cmp (16|M16)  (lt)f0.0   null<1>:d     r14.0<8;8,1>:ud   0x3FF:uw                            // $279
        sel (16|M0)   (ge)f0.0   r114.0<1>:d   r120.0<8;8,1>:d   0:w                                 // $268
        sel (16|M16)  (ge)f0.0   r2.0<1>:d     r10.0<8;8,1>:d    0:w                                 // $269
        sel (16|M0)   (lt)f0.0   r112.0<1>:d   r112.0<8;8,1>:d   20:w                                // $266
        sel (16|M16)  (lt)f0.0   r16.0<1>:d    r16.0<8;8,1>:d    20:w                                // $267
        cmp (16|M0)   (eq)f1.0   null<1>:d     r114.0<8;8,1>:d   32:w                                // $282
        cmp (16|M16)  (eq)f1.0   null<1>:d     r2.0<8;8,1>:d     32:w                                // $283
        and (16|M0)              r120.0<1>:d   r114.0<8;8,1>:d   31:w                                // $272
        and (16|M16)             r10.0<1>:d    r2.0<8;8,1>:d     31:w                                // $273
(f1.0)  sel (16|M0)              r6.0<1>:d     r126.0<0;1,0>:w   0:w                                 // $284
(f1.0)  sel (16|M16)             r122.0<1>:d   r126.0<0;1,0>:w   0:w                                 // $285
(f0.0)  mov (16|M0)              r6.0<1>:d     1:w                                                   // $286
(f0.0)  mov (16|M16)             r122.0<1>:d   1:w                                                   // $287
        sel (16|M0)   (ge)f0.0   r112.0<1>:d   r112.0<8;8,1>:d   0:w                                 // $270
        sel (16|M16)  (ge)f0.0   r16.0<1>:d    r16.0<8;8,1>:d    0:w                                 // $271
        shl (16|M0)              r110.0<1>:d   r1.0<0;1,0>:w     r120.0<8;8,1>:d                     // $274
        shl (16|M16)             r18.0<1>:d    r1.0<0;1,0>:w     r10.0<8;8,1>:d                      // $275
        cmp (16|M0)   (ne)f1.0   null<1>:d     r6.0<8;8,1>:d     0:w                                 // $288
        cmp (16|M16)  (ne)f1.0   null<1>:d     r122.0<8;8,1>:d   0:w                                 // $289
        shl (16|M0)              r112.0<1>:d   r1.0<0;1,0>:w     r112.0<8;8,1>:d                     // $276
        shl (16|M16)             r16.0<1>:d    r1.0<0;1,0>:w     r16.0<8;8,1>:d                      // $277
        mov (8|M16)              r120.0<1>:d   r116.0<2;1,0>:d                                       // $293
        mov (8|M24)              r121.0<1>:d   r12.0<2;1,0>:d                                        // $293
(~f1.0) sel (16|M0)              r114.0<1>:d   r110.0<8;8,1>:d   0:w                                 // $290
(~f1.0) sel (16|M16)             r14.0<1>:d    r18.0<8;8,1>:d    0:w                                 // $291
(~f0.0) sel (16|M0)              r118.0<1>:d   r112.0<8;8,1>:d   -2147483648:d                       // $280
(~f0.0) sel (16|M16)             r2.0<1>:d     r16.0<8;8,1>:d    -2147483648:d                       // $281
        add (8|M0)               r112.0<1>:df  (abs)r44.0<4;4,1>:df  r70.1<0;1,0>:df                 // $314
        and (16|M0)              r102.0<1>:d   r114.0<8;8,1>:d   r108.0<8;8,1>:d  {Compacted}        // $294
        and (16|M16)             r6.0<1>:d     r14.0<8;8,1>:d    r120.0<8;8,1>:d                     // $295
(W)     mov (1|M0)               r126.0<1>:df  0x4014000000000000:df                                 // $310
        and (16|M0)              r122.0<1>:d   r118.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}        // $296
        and (16|M16)             r10.0<1>:d    r2.0<8;8,1>:d     r4.0<8;8,1>:d                       // $297
        math.rsqtm (4|M0) (eo)f1.0  r14.mme0:df  r112.nomme:df                                       // $316
        mov (8|M8)               r116.0<2>:d   r103.0<8;8,1>:d                                       // $303
        mov (8|M16)              r114.0<2>:d   r6.0<8;8,1>:d                                         // $306
        mov (8|M0)               r8.0<2>:d     r102.0<8;8,1>:d                                       // $302
        mov (8|M24)              r12.0<2>:d    r7.0<8;8,1>:d                                         // $307
        mov (8|M8)               r124.0<1>:df  r126.0<0;1,0>:df                                      // $311
        mov (8|M16)              r4.0<1>:df    r126.0<0;1,0>:df                                      // $312
        mov (8|M8)               r116.1<2>:d   r123.0<8;8,1>:d                                       // $305
        mov (8|M16)              r114.1<2>:d   r10.0<8;8,1>:d                                        // $308
        mov (8|M0)               r2.0<1>:df    r126.0<0;1,0>:df                                      // $311
        mov (8|M24)              r120.0<1>:df  r126.0<0;1,0>:df                                      // $312
        mov (8|M0)               r8.1<2>:d     r122.0<8;8,1>:d                                       // $304
        mov (8|M24)              r12.1<2>:d    r11.0<8;8,1>:d                                        // $309
        add (8|M24)              r118.0<1>:df  (abs)r52.0<4;4,1>:df  r70.1<0;1,0>:df                 // $315
        mad (8|M8)               r60.0<1>:df   r106.0<2;1>:df    r124.0<2;1>:df    r116.0<1>:df      // $311 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r54.0<1>:df   r98.0<2;1>:df     r4.0<2;1>:df      r114.0<1>:df      // $312 {0=EH, 1=EL, 2=EH, BC=OK}
        add (8|M16)              r116.0<1>:df  (abs)r50.0<4;4,1>:df  r70.1<0;1,0>:df                 // $315
        add (8|M8)               r114.0<1>:df  (abs)r48.0<4;4,1>:df  r70.1<0;1,0>:df                 // $314
        mad (8|M0)               r58.0<1>:df   r20.0<2;1>:df     r2.0<2;1>:df      r8.0<1>:df        // $311 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r46.0<1>:df   r96.0<2;1>:df     r120.0<2;1>:df    r12.0<1>:df       // $312 {0=EH, 1=EH, 2=EL, BC=OK}
(~f1.0) if (4|M0)                            _fp64_math_k0_0_ifJip  _fp64_math_k0_0_ifJip            // $316
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_fp64_math_k0_16_:
        madm (4|M0)              r6.mme1:df    r39.nomme:df      r43.nomme:df      r14.mme0:df       // $316 {0=OL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M0)              r124.mme2:df  r39.nomme:df      r112.nomme:df     r14.mme0:df       // $316 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r2.mme3:df    r43.nomme:df      -r124.mme2:df     r6.mme1:df        // $316 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r120.mme5:df  r38.nomme:df      r41.nomme:df      r2.mme3:df        // $316 {0=EL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M0)              r14.mme6:df   r39.nomme:df      r2.mme3:df        r124.mme2:df      // $316 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r2.mme7:df    r39.nomme:df      r2.mme3:df        r6.mme1:df        // $316 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r14.mme6:df   r124.mme2:df      r120.mme5:df      r14.mme6:df       // $316 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r120.mme5:df  r6.mme1:df        r120.mme5:df      r2.mme7:df        // $316 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r6.mme1:df    r112.nomme:df     -r14.mme6:df      r14.mme6:df       // $316 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M0)              r14.nomme:df  r14.mme6:df       r6.mme1:df        r120.mme5:df      // $316 {0=EL, 1=EL, 2=EH, BC=OK}
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_fp64_math_k0_0_ifJip:
        endif (4|M0)                         L6464                                                   // $316
L6464:
        math.rsqtm (4|M4) (eo)f1.0  r15.mme0:df  r113.nomme:df                                       // $316
(~f1.0) if (4|M4)                            _fp64_math_k0_1_ifJip  _fp64_math_k0_1_ifJip            // $316
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_fp64_math_k0_17_:
        madm (4|M4)              r7.mme1:df    r39.nomme:df      r43.nomme:df      r15.mme0:df       // $316 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r125.mme2:df  r39.nomme:df      r113.nomme:df     r15.mme0:df       // $316 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r3.mme3:df    r43.nomme:df      -r125.mme2:df     r7.mme1:df        // $316 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r121.mme5:df  r38.nomme:df      r41.nomme:df      r3.mme3:df        // $316 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r15.mme6:df   r39.nomme:df      r3.mme3:df        r125.mme2:df      // $316 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r3.mme7:df    r39.nomme:df      r3.mme3:df        r7.mme1:df        // $316 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r15.mme6:df   r125.mme2:df      r121.mme5:df      r15.mme6:df       // $316 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r121.mme5:df  r7.mme1:df        r121.mme5:df      r3.mme7:df        // $316 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r7.mme1:df    r113.nomme:df     -r15.mme6:df      r15.mme6:df       // $316 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M4)              r15.nomme:df  r15.mme6:df       r7.mme1:df        r121.mme5:df      // $316 {0=OL, 1=OL, 2=OH, BC=OK}
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_fp64_math_k0_1_ifJip:
        endif (4|M4)                         L6672                                                   // $316
L6672:
        math.rsqtm (4|M8) (eo)f1.0  r16.mme0:df  r114.nomme:df                                       // $316
(~f1.0) if (4|M8)                            _fp64_math_k0_2_ifJip  _fp64_math_k0_2_ifJip            // $316
// B005: [inDivergent],  Preds:{B004},  Succs:{B006}
_fp64_math_k0_18_:
        madm (4|M8)              r8.mme1:df    r39.nomme:df      r43.nomme:df      r16.mme0:df       // $316 {0=OL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M8)              r126.mme2:df  r39.nomme:df      r114.nomme:df     r16.mme0:df       // $316 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r4.mme3:df    r43.nomme:df      -r126.mme2:df     r8.mme1:df        // $316 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r122.mme5:df  r38.nomme:df      r41.nomme:df      r4.mme3:df        // $316 {0=EL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M8)              r16.mme6:df   r39.nomme:df      r4.mme3:df        r126.mme2:df      // $316 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r4.mme7:df    r39.nomme:df      r4.mme3:df        r8.mme1:df        // $316 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r16.mme6:df   r126.mme2:df      r122.mme5:df      r16.mme6:df       // $316 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r122.mme5:df  r8.mme1:df        r122.mme5:df      r4.mme7:df        // $316 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r8.mme1:df    r114.nomme:df     -r16.mme6:df      r16.mme6:df       // $316 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M8)              r16.nomme:df  r16.mme6:df       r8.mme1:df        r122.mme5:df      // $316 {0=EL, 1=EL, 2=EH, BC=OK}
// B006: Preds:{B005, B004},  Succs:{B007, B008}
_fp64_math_k0_2_ifJip:
        endif (4|M8)                         L6880                                                   // $316
L6880:
        math.rsqtm (4|M12) (eo)f1.0  r17.mme0:df  r115.nomme:df                                      // $316
(~f1.0) if (4|M12)                           _fp64_math_k0_3_ifJip  _fp64_math_k0_3_ifJip            // $316
// B007: [inDivergent],  Preds:{B006},  Succs:{B008}
_fp64_math_k0_19_:
        madm (4|M12)             r9.mme1:df    r39.nomme:df      r43.nomme:df      r17.mme0:df       // $316 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r127.mme2:df  r39.nomme:df      r115.nomme:df     r17.mme0:df       // $316 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r5.mme3:df    r43.nomme:df      -r127.mme2:df     r9.mme1:df        // $316 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r123.mme5:df  r38.nomme:df      r41.nomme:df      r5.mme3:df        // $316 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r17.mme6:df   r39.nomme:df      r5.mme3:df        r127.mme2:df      // $316 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r5.mme7:df    r39.nomme:df      r5.mme3:df        r9.mme1:df        // $316 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r17.mme6:df   r127.mme2:df      r123.mme5:df      r17.mme6:df       // $316 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r123.mme5:df  r9.mme1:df        r123.mme5:df      r5.mme7:df        // $316 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r9.mme1:df    r115.nomme:df     -r17.mme6:df      r17.mme6:df       // $316 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M12)             r17.nomme:df  r17.mme6:df       r9.mme1:df        r123.mme5:df      // $316 {0=OL, 1=OL, 2=OH, BC=OK}
// B008: Preds:{B007, B006},  Succs:{B009, B010}
_fp64_math_k0_3_ifJip:
        endif (4|M12)                        L7088                                                   // $316
L7088:
        math.rsqtm (4|M16) (eo)f0.0  r2.mme0:df  r116.nomme:df                                       // $317
        mov (8|M0)               r110.0<1>:df  r14.0<4;4,1>:df                                       // $316
        mov (8|M8)               r108.0<1>:df  r16.0<4;4,1>:df                                       // $316
(~f0.0) if (4|M16)                           _fp64_math_k0_4_ifJip  _fp64_math_k0_4_ifJip            // $317
// B009: [inDivergent],  Preds:{B008},  Succs:{B010}
_fp64_math_k0_20_:
        madm (4|M16)             r10.mme1:df   r39.nomme:df      r43.nomme:df      r2.mme0:df        // $317 {0=OL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M16)             r124.mme2:df  r39.nomme:df      r116.nomme:df     r2.mme0:df        // $317 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r6.mme3:df    r43.nomme:df      -r124.mme2:df     r10.mme1:df       // $317 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r120.mme5:df  r38.nomme:df      r41.nomme:df      r6.mme3:df        // $317 {0=EL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M16)             r2.mme6:df    r39.nomme:df      r6.mme3:df        r124.mme2:df      // $317 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r6.mme7:df    r39.nomme:df      r6.mme3:df        r10.mme1:df       // $317 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r2.mme6:df    r124.mme2:df      r120.mme5:df      r2.mme6:df        // $317 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r120.mme5:df  r10.mme1:df       r120.mme5:df      r6.mme7:df        // $317 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r10.mme1:df   r116.nomme:df     -r2.mme6:df       r2.mme6:df        // $317 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M16)             r2.nomme:df   r2.mme6:df        r10.mme1:df       r120.mme5:df      // $317 {0=EL, 1=EL, 2=EH, BC=OK}
// B010: Preds:{B009, B008},  Succs:{B011, B012}
_fp64_math_k0_4_ifJip:
        endif (4|M16)                        L7328                                                   // $317
L7328:
        math.rsqtm (4|M20) (eo)f0.0  r3.mme0:df  r117.nomme:df                                       // $317
(~f0.0) if (4|M20)                           _fp64_math_k0_5_ifJip  _fp64_math_k0_5_ifJip            // $317
// B011: [inDivergent],  Preds:{B010},  Succs:{B012}
_fp64_math_k0_21_:
        madm (4|M20)             r11.mme1:df   r39.nomme:df      r43.nomme:df      r3.mme0:df        // $317 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r125.mme2:df  r39.nomme:df      r117.nomme:df     r3.mme0:df        // $317 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r7.mme3:df    r43.nomme:df      -r125.mme2:df     r11.mme1:df       // $317 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r121.mme5:df  r38.nomme:df      r41.nomme:df      r7.mme3:df        // $317 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r3.mme6:df    r39.nomme:df      r7.mme3:df        r125.mme2:df      // $317 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r7.mme7:df    r39.nomme:df      r7.mme3:df        r11.mme1:df       // $317 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r3.mme6:df    r125.mme2:df      r121.mme5:df      r3.mme6:df        // $317 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r121.mme5:df  r11.mme1:df       r121.mme5:df      r7.mme7:df        // $317 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r11.mme1:df   r117.nomme:df     -r3.mme6:df       r3.mme6:df        // $317 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M20)             r3.nomme:df   r3.mme6:df        r11.mme1:df       r121.mme5:df      // $317 {0=OL, 1=OL, 2=OH, BC=OK}
// B012: Preds:{B011, B010},  Succs:{B013, B014}
_fp64_math_k0_5_ifJip:
        endif (4|M20)                        L7536                                                   // $317
L7536:
        math.rsqtm (4|M24) (eo)f0.0  r4.mme0:df  r118.nomme:df                                       // $317
(~f0.0) if (4|M24)                           _fp64_math_k0_6_ifJip  _fp64_math_k0_6_ifJip            // $317
// B013: [inDivergent],  Preds:{B012},  Succs:{B014}
_fp64_math_k0_22_:
        madm (4|M24)             r12.mme1:df   r39.nomme:df      r43.nomme:df      r4.mme0:df        // $317 {0=OL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M24)             r126.mme2:df  r39.nomme:df      r118.nomme:df     r4.mme0:df        // $317 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r8.mme3:df    r43.nomme:df      -r126.mme2:df     r12.mme1:df       // $317 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r122.mme5:df  r38.nomme:df      r41.nomme:df      r8.mme3:df        // $317 {0=EL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M24)             r4.mme6:df    r39.nomme:df      r8.mme3:df        r126.mme2:df      // $317 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r8.mme7:df    r39.nomme:df      r8.mme3:df        r12.mme1:df       // $317 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r4.mme6:df    r126.mme2:df      r122.mme5:df      r4.mme6:df        // $317 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r122.mme5:df  r12.mme1:df       r122.mme5:df      r8.mme7:df        // $317 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r12.mme1:df   r118.nomme:df     -r4.mme6:df       r4.mme6:df        // $317 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M24)             r4.nomme:df   r4.mme6:df        r12.mme1:df       r122.mme5:df      // $317 {0=EL, 1=EL, 2=EH, BC=OK}
// B014: Preds:{B013, B012},  Succs:{B015, B016}
_fp64_math_k0_6_ifJip:
        endif (4|M24)                        L7744                                                   // $317
L7744:
        math.rsqtm (4|M28) (eo)f0.0  r5.mme0:df  r119.nomme:df                                       // $317
(~f0.0) if (4|M28)                           _fp64_math_k0_7_ifJip  _fp64_math_k0_7_ifJip            // $317
// B015: [inDivergent],  Preds:{B014},  Succs:{B016}
_fp64_math_k0_23_:
        madm (4|M28)             r13.mme1:df   r39.nomme:df      r43.nomme:df      r5.mme0:df        // $317 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r127.mme2:df  r39.nomme:df      r119.nomme:df     r5.mme0:df        // $317 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r9.mme3:df    r43.nomme:df      -r127.mme2:df     r13.mme1:df       // $317 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r123.mme5:df  r38.nomme:df      r41.nomme:df      r9.mme3:df        // $317 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r5.mme6:df    r39.nomme:df      r9.mme3:df        r127.mme2:df      // $317 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r9.mme7:df    r39.nomme:df      r9.mme3:df        r13.mme1:df       // $317 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r5.mme6:df    r127.mme2:df      r123.mme5:df      r5.mme6:df        // $317 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r123.mme5:df  r13.mme1:df       r123.mme5:df      r9.mme7:df        // $317 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r13.mme1:df   r119.nomme:df     -r5.mme6:df       r5.mme6:df        // $317 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M28)             r5.nomme:df   r5.mme6:df        r13.mme1:df       r123.mme5:df      // $317 {0=OL, 1=OL, 2=OH, BC=OK}
// B016: Preds:{B015, B014},  Succs:{B017, B018}
_fp64_math_k0_7_ifJip:
        endif (4|M28)                        L7952                                                   // $317
L7952:
        mov (8|M0)               r14.0<1>:df   r70.1<0;1,0>:df                                       // $318
        mov (8|M16)              r112.0<1>:df  r2.0<4;4,1>:df                                        // $317
        mov (8|M24)              r114.0<1>:df  r4.0<4;4,1>:df                                        // $317
        mov (8|M8)               r16.0<1>:df   r70.1<0;1,0>:df                                       // $318
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
        endif (4|M0)                         L8224                                                   // $318
L8224:
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
        endif (4|M4)                         L8432                                                   // $318
L8432:
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
        endif (4|M8)                         L8640                                                   // $318
L8640:
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
        endif (4|M12)                        L8848                                                   // $318
L8848:
        mov (8|M16)              r14.0<1>:df   r70.1<0;1,0>:df                                       // $319
        mov (8|M0)               r34.0<1>:df   r124.0<4;4,1>:df                                      // $318
        mov (8|M8)               r32.0<1>:df   r126.0<4;4,1>:df                                      // $318
        mov (8|M24)              r16.0<1>:df   r70.1<0;1,0>:df                                       // $319
        math.invm (4|M16) (eo)f1.0  r98.mme0:df  r14.nomme:df    r112.nomme:df                       // $319
(~f1.0) if (4|M16)                           _fp64_math_k0_12_ifJip  _fp64_math_k0_12_ifJip          // $319
// B025: [inDivergent],  Preds:{B024},  Succs:{B026}
_fp64_math_k0_28_:
        madm (4|M16)             r10.mme1:df   r39.nomme:df      r14.nomme:df      r98.mme0:df       // $319 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r120.mme2:df  r38.nomme:df      -r112.nomme:df    r98.mme0:df       // $319 {0=EL, 1=EH, 2=EH, BC=BAD}
        madm (4|M16)             r124.mme3:df  r14.nomme:df      -r112.nomme:df    r10.mme1:df       // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r6.mme4:df    r98.mme0:df       r120.mme2:df      r98.mme0:df       // $319 {0=EH, 1=EH, 2=EH, BC=BAD}
        madm (4|M16)             r2.mme5:df    r38.nomme:df      -r112.nomme:df    r6.mme4:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r98.mme6:df   r98.mme0:df       r120.mme2:df      r6.mme4:df        // $319 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r10.mme7:df   r10.mme1:df       r124.mme3:df      r6.mme4:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r6.mme0:df    r6.mme4:df        r98.mme6:df       r2.mme5:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r124.mme1:df  r14.nomme:df      -r112.nomme:df    r10.mme7:df       // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r98.nomme:df  r10.mme7:df       r124.mme1:df      r6.mme0:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
// B026: Preds:{B025, B024},  Succs:{B027, B028}
_fp64_math_k0_12_ifJip:
        endif (4|M16)                        L9120                                                   // $319
L9120:
        math.invm (4|M20) (eo)f1.0  r99.mme0:df  r15.nomme:df    r113.nomme:df                       // $319
(~f1.0) if (4|M20)                           _fp64_math_k0_13_ifJip  _fp64_math_k0_13_ifJip          // $319
// B027: [inDivergent],  Preds:{B026},  Succs:{B028}
_fp64_math_k0_29_:
        madm (4|M20)             r11.mme1:df   r39.nomme:df      r15.nomme:df      r99.mme0:df       // $319 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r121.mme2:df  r38.nomme:df      -r113.nomme:df    r99.mme0:df       // $319 {0=EL, 1=OH, 2=OH, BC=BAD}
        madm (4|M20)             r125.mme3:df  r15.nomme:df      -r113.nomme:df    r11.mme1:df       // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r7.mme4:df    r99.mme0:df       r121.mme2:df      r99.mme0:df       // $319 {0=OH, 1=OH, 2=OH, BC=BAD}
        madm (4|M20)             r3.mme5:df    r38.nomme:df      -r113.nomme:df    r7.mme4:df        // $319 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r99.mme6:df   r99.mme0:df       r121.mme2:df      r7.mme4:df        // $319 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r11.mme7:df   r11.mme1:df       r125.mme3:df      r7.mme4:df        // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r7.mme0:df    r7.mme4:df        r99.mme6:df       r3.mme5:df        // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r125.mme1:df  r15.nomme:df      -r113.nomme:df    r11.mme7:df       // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r99.nomme:df  r11.mme7:df       r125.mme1:df      r7.mme0:df        // $319 {0=OL, 1=OH, 2=OL, BC=OK}
// B028: Preds:{B027, B026},  Succs:{B029, B030}
_fp64_math_k0_13_ifJip:
        endif (4|M20)                        L9328                                                   // $319
L9328:
        math.invm (4|M24) (eo)f1.0  r100.mme0:df  r16.nomme:df   r114.nomme:df                       // $319
(~f1.0) if (4|M24)                           _fp64_math_k0_14_ifJip  _fp64_math_k0_14_ifJip          // $319
// B029: [inDivergent],  Preds:{B028},  Succs:{B030}
_fp64_math_k0_30_:
        madm (4|M24)             r12.mme1:df   r39.nomme:df      r16.nomme:df      r100.mme0:df      // $319 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r122.mme2:df  r38.nomme:df      -r114.nomme:df    r100.mme0:df      // $319 {0=EL, 1=EH, 2=EH, BC=BAD}
        madm (4|M24)             r126.mme3:df  r16.nomme:df      -r114.nomme:df    r12.mme1:df       // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r8.mme4:df    r100.mme0:df      r122.mme2:df      r100.mme0:df      // $319 {0=EH, 1=EH, 2=EH, BC=BAD}
        madm (4|M24)             r4.mme5:df    r38.nomme:df      -r114.nomme:df    r8.mme4:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r100.mme6:df  r100.mme0:df      r122.mme2:df      r8.mme4:df        // $319 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r12.mme7:df   r12.mme1:df       r126.mme3:df      r8.mme4:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r8.mme0:df    r8.mme4:df        r100.mme6:df      r4.mme5:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r126.mme1:df  r16.nomme:df      -r114.nomme:df    r12.mme7:df       // $319 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r100.nomme:df  r12.mme7:df      r126.mme1:df      r8.mme0:df        // $319 {0=EL, 1=EH, 2=EL, BC=OK}
// B030: Preds:{B029, B028},  Succs:{B031, B032}
_fp64_math_k0_14_ifJip:
        endif (4|M24)                        L9536                                                   // $319
L9536:
        math.invm (4|M28) (eo)f1.0  r101.mme0:df  r17.nomme:df   r115.nomme:df                       // $319
(~f1.0) if (4|M28)                           _fp64_math_k0_15_ifJip  _fp64_math_k0_15_ifJip          // $319
// B031: [inDivergent],  Preds:{B030},  Succs:{B032}
_fp64_math_k0_31_:
        madm (4|M28)             r13.mme1:df   r39.nomme:df      r17.nomme:df      r101.mme0:df      // $319 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r123.mme2:df  r38.nomme:df      -r115.nomme:df    r101.mme0:df      // $319 {0=EL, 1=OH, 2=OH, BC=BAD}
        madm (4|M28)             r127.mme3:df  r17.nomme:df      -r115.nomme:df    r13.mme1:df       // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r9.mme4:df    r101.mme0:df      r123.mme2:df      r101.mme0:df      // $319 {0=OH, 1=OH, 2=OH, BC=BAD}
        madm (4|M28)             r5.mme5:df    r38.nomme:df      -r115.nomme:df    r9.mme4:df        // $319 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r101.mme6:df  r101.mme0:df      r123.mme2:df      r9.mme4:df        // $319 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r13.mme7:df   r13.mme1:df       r127.mme3:df      r9.mme4:df        // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r9.mme0:df    r9.mme4:df        r101.mme6:df      r5.mme5:df        // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r127.mme1:df  r17.nomme:df      -r115.nomme:df    r13.mme7:df       // $319 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r101.nomme:df  r13.mme7:df      r127.mme1:df      r9.mme0:df        // $319 {0=OL, 1=OH, 2=OL, BC=OK}
// B032: Preds:{B031, B030},  Succs:{B033, B034}
_fp64_math_k0_15_ifJip:
        endif (4|M28)                        L9744                                                   // $319
L9744:
(W)     mov (1|M0)               r1.0<1>:df    0x3F847AE147AE147B:df                                 // $323
(W)     mov (1|M0)               r126.0<1>:f   0x3FB8AA3B:f                                          // $327
(W)     mov (1|M0)               r6.0<1>:f     0x48C07FE0:f                                          // $328
(W)     mov (1|M0)               r56.2<1>:q    0xFFFFFFFF:ud                                         // $354
(W)     mov (1|M0)               r126.1<1>:df  0x3F8111175064CCB0:df                                 // $365
        add (8|M24)              r72.0<1>:df   r46.0<4;4,1>:df   r100.0<4;4,1>:df                    // $321
(W)     mov (1|M0)               r126.2<1>:df  0x3FA5555D88783C48:df                                 // $366
        mul (8|M0)               r42.0<1>:df   r44.0<4;4,1>:df   r1.0<0;1,0>:df                      // $323
        mul (8|M8)               r40.0<1>:df   r48.0<4;4,1>:df   r1.0<0;1,0>:df                      // $323
        mul (8|M16)              r38.0<1>:df   r50.0<4;4,1>:df   r1.0<0;1,0>:df                      // $324
        mul (8|M24)              r36.0<1>:df   r52.0<4;4,1>:df   r1.0<0;1,0>:df                      // $324
(W)     mov (1|M0)               r1.0<1>:df    0xBFE62E42FEFA39EF:df                                 // $359
        mov (8|M24)              r100.0<1>:df  r126.1<0;1,0>:df                                      // $368
        add (8|M16)              r74.0<1>:df   r54.0<4;4,1>:df   r98.0<4;4,1>:df                     // $321
        mov (8|M0)               r124.0<2>:f   r42.0<4;4,1>:df                                       // $325
        mov (8|M8)               r2.0<2>:f     r40.0<4;4,1>:df                                       // $325
        mov (8|M16)              r122.0<2>:f   r38.0<4;4,1>:df                                       // $326
        mov (8|M24)              r4.0<2>:f     r36.0<4;4,1>:df                                       // $326
        mov (8|M24)              r24.0<1>:df   r1.0<0;1,0>:df                                        // $361
        add (8|M0)               r78.0<1>:df   r58.0<4;4,1>:df   r34.0<4;4,1>:df                     // $320
        add (8|M8)               r76.0<1>:df   r60.0<4;4,1>:df   r32.0<4;4,1>:df                     // $320
        mov (8|M0)               r120.0<1>:f   r124.0<2;1,0>:f                                       // $325
        mov (8|M8)               r121.0<1>:f   r2.0<2;1,0>:f                                         // $325
        mov (8|M16)              r118.0<1>:f   r122.0<2;1,0>:f                                       // $326
        mov (8|M24)              r119.0<1>:f   r4.0<2;1,0>:f                                         // $326
        mad (16|M0)              r8.0<1>:f     r6.0<0;0>:f       r126.0<0;0>:f     r120.0<1>:f      {Compacted} // $329 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r10.0<1>:f    r6.0<0;0>:f       r126.0<0;0>:f     r118.0<1>:f      {Compacted} // $330 {0=EL, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r126.0<1>:df  0xBC7ABC9E3B39803F:df                                 // $362
        cmp (16|M0)   (gt)f1.0   null<1>:f     (abs)r120.0<8;8,1>:f  0x4431195C:f                    // $380
        shl (16|M0)              r116.0<1>:d   r8.0<8;8,1>:d     3:w                                 // $333
        shl (16|M16)             r12.0<1>:d    r10.0<8;8,1>:d    3:w                                 // $334
        add (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     0xC8C07FE0:f                        // $331
        add (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f    0xC8C07FE0:f                        // $332
        and (16|M0)              r116.0<1>:d   r116.0<8;8,1>:d   248:w                               // $335
        and (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    248:w                               // $336
        mov (8|M0)               r6.0<1>:df    r2.0<8;8,1>:f                                         // $357
        mov (8|M8)               r18.0<1>:df   r3.0<8;8,1>:f                                         // $357
        mov (8|M0)               r104.0<1>:df  r126.0<0;1,0>:df                                      // $363
        add (8|M0)               r112.0<1>:q   r116.0<8;8,1>:ud  r70.3<0;1,0>:q                      // $340
        add (8|M8)               r114.0<1>:q   r117.0<8;8,1>:ud  r70.3<0;1,0>:q                      // $340
        add (8|M16)              r14.0<1>:q    r12.0<8;8,1>:ud   r70.3<0;1,0>:q                      // $341
        add (8|M24)              r16.0<1>:q    r13.0<8;8,1>:ud   r70.3<0;1,0>:q                      // $341
        mov (8|M0)               r116.0<1>:df  r1.0<0;1,0>:df                                        // $360
        mov (8|M8)               r12.0<1>:df   r1.0<0;1,0>:df                                        // $360
        mov (8|M16)              r20.0<1>:df   r4.0<8;8,1>:f                                         // $358
        send (8|M0)              r122:q   r112:f  0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $342
        mov (8|M8)               r2.0<1>:df    r126.0<0;1,0>:df                                      // $363
        send (8|M8)              r124:q   r114:f  0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $343
        send (8|M16)             r108:q   r14:f   0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $344
        mov (8|M16)              r114.0<1>:df  r1.0<0;1,0>:df                                        // $361
        send (8|M24)             r110:q   r16:f   0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $345
        mad (8|M0)               r112.0<1>:df  r42.0<2;1>:df     r116.0<2;1>:df    r6.0<1>:df        // $360 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M8)               r14.0<1>:df   r40.0<2;1>:df     r12.0<2;1>:df     r18.0<1>:df       // $360 {0=EL, 1=EL, 2=EL, BC=BAD}
        mov (8|M24)              r22.0<1>:df   r5.0<8;8,1>:f                                         // $358
        shl (16|M0)              r26.0<1>:d    r8.0<8;8,1>:d     15:w                                // $346
        shl (16|M16)             r28.0<1>:d    r10.0<8;8,1>:d    15:w                                // $347
        mad (8|M16)              r106.0<1>:df  r38.0<2;1>:df     r114.0<2;1>:df    r20.0<1>:df       // $361 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M0)               r102.0<1>:df  r112.0<2;1>:df    r104.0<2;1>:df    r6.0<1>:df        // $363 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (8|M8)               r4.0<1>:df    r14.0<2;1>:df     r2.0<2;1>:df      r18.0<1>:df       // $363 {0=EL, 1=EL, 2=EL, BC=BAD}
        mov (8|M0)               r116.0<1>:df  r126.1<0;1,0>:df                                      // $367
        mov (8|M16)              r8.0<1>:df    r126.2<0;1,0>:df                                      // $368
        mov (8|M24)              r10.0<1>:df   r126.2<0;1,0>:df                                      // $368
        mov (8|M8)               r114.0<1>:df  r126.1<0;1,0>:df                                      // $367
        mad (8|M24)              r16.0<1>:df   r36.0<2;1>:df     r24.0<2;1>:df     r22.0<1>:df       // $361 {0=EL, 1=EL, 2=EL, BC=BAD}
        mov (8|M8)               r6.0<1>:df    r126.2<0;1,0>:df                                      // $367
        mov (8|M16)              r104.0<1>:df  r126.1<0;1,0>:df                                      // $368
        mov (8|M0)               r2.0<1>:df    r126.2<0;1,0>:df                                      // $367
(W)     mov (1|M0)               r1.0<1>:df    0x3FDFFFFFFFFD0B99:df                                 // $372
        mov (8|M16)              r96.0<1>:df   r126.0<0;1,0>:df                                      // $364
        cmp (16|M16)  (gt)f1.0   null<1>:f     (abs)r118.0<8;8,1>:f  0x4431195C:f                    // $381
        mad (8|M16)              r18.0<1>:df   r8.0<2;1>:df      r104.0<2;1>:df    r106.0<1>:df      // $368 {0=EL, 1=EH, 2=EH, BC=BAD}
        mov (8|M0)               r104.0<1>:df  r1.0<0;1,0>:df                                        // $373
        mov (8|M24)              r8.0<1>:df    r1.0<0;1,0>:df                                        // $374
        mov (8|M0)               r30.0<1>:d    r122.1<2;1,0>:d                                       // $348
        and (8|M0)               r64.0<1>:q    r122.0<4;4,1>:q   r56.2<0;1,0>:q                      // $355
        mov (8|M8)               r31.0<1>:d    r124.1<2;1,0>:d                                       // $349
        mov (8|M16)              r12.0<1>:d    r108.1<2;1,0>:d                                       // $350
        and (8|M8)               r62.0<1>:q    r124.0<4;4,1>:q   r56.2<0;1,0>:q                      // $355
        mov (8|M24)              r13.0<1>:d    r110.1<2;1,0>:d                                       // $351
(W)     mov (1|M0)               r125.0<1>:df  0x3FC5555555538D19:df                                 // $369
        and (8|M16)              r60.0<1>:q    r108.0<4;4,1>:q   r56.2<0;1,0>:q                      // $356
        and (8|M24)              r58.0<1>:q    r110.0<4;4,1>:q   r56.2<0;1,0>:q                      // $356
        xor (16|M0)              r54.0<1>:d    r26.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $352
        mad (8|M8)               r122.0<1>:df  r6.0<2;1>:df      r114.0<2;1>:df    r14.0<1>:df       // $367 {0=EL, 1=EH, 2=EL, BC=OK}
        xor (16|M16)             r46.0<1>:d    r28.0<8;8,1>:d    r12.0<8;8,1>:d                      // $353
        mad (8|M24)              r110.0<1>:df  r10.0<2;1>:df     r100.0<2;1>:df    r16.0<1>:df       // $368 {0=EL, 1=EH, 2=EL, BC=OK}
        mov (8|M0)               r24.0<1>:df   r125.0<0;1,0>:df                                      // $370
        mov (8|M8)               r108.0<1>:df  r125.0<0;1,0>:df                                      // $370
        mov (8|M16)              r26.0<1>:df   r125.0<0;1,0>:df                                      // $371
        mov (8|M24)              r98.0<1>:df   r125.0<0;1,0>:df                                      // $371
        mad (8|M0)               r12.0<1>:df   r2.0<2;1>:df      r116.0<2;1>:df    r112.0<1>:df      // $367 {0=EL, 1=EH, 2=EH, BC=BAD}
        mov (8|M8)               r6.0<1>:df    r1.0<0;1,0>:df                                        // $373
        mov (8|M24)              r28.0<1>:df   r126.0<0;1,0>:df                                      // $364
        mov (8|M16)              r100.0<1>:df  r1.0<0;1,0>:df                                        // $374
        mad (8|M8)               r116.0<1>:df  r108.0<2;1>:df    r14.0<2;1>:df     r122.0<1>:df      // $370 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r2.0<1>:df    r26.0<2;1>:df     r106.0<2;1>:df    r18.0<1>:df       // $371 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M24)              r114.0<1>:df  r98.0<2;1>:df     r16.0<2;1>:df     r110.0<1>:df      // $371 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M0)               r30.0<1>:df   r24.0<2;1>:df     r112.0<2;1>:df    r12.0<1>:df       // $370 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M16)              r124.0<1>:df  r106.0<2;1>:df    r96.0<2;1>:df     r20.0<1>:df       // $364 {0=EH, 1=EH, 2=EL, BC=OK}
(W)     mov (1|M0)               r1.0<1>:df    0x3C943095E0F2F7D1:df                                 // $377
        mov (8|M0)               r122.0<1>:df  r70.1<0;1,0>:df                                       // $375
        mov (8|M24)              r108.0<1>:df  r70.1<0;1,0>:df                                       // $376
        mov (8|M8)               r110.0<1>:df  r70.1<0;1,0>:df                                       // $375
        mov (8|M16)              r24.0<1>:df   r70.1<0;1,0>:df                                       // $376
        mad (8|M24)              r10.0<1>:df   r16.0<2;1>:df     r28.0<2;1>:df     r22.0<1>:df       // $364 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r34.0<1>:df   r6.0<2;1>:df      r14.0<2;1>:df     r116.0<1>:df      // $373 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r94.0<1>:df   r100.0<2;1>:df    r106.0<2;1>:df    r2.0<1>:df        // $374 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (8|M24)              r12.0<1>:df   r8.0<2;1>:df      r16.0<2;1>:df     r114.0<1>:df      // $374 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M0)               r32.0<1>:df   r104.0<2;1>:df    r112.0<2;1>:df    r30.0<1>:df       // $373 {0=EH, 1=EH, 2=EL, BC=OK}
        mov (8|M0)               r116.0<1>:df  r1.0<0;1,0>:df                                        // $378
        mov (8|M24)              r6.0<1>:df    r1.0<0;1,0>:df                                        // $379
        mov (8|M8)               r2.0<1>:df    r1.0<0;1,0>:df                                        // $378
        mov (8|M16)              r114.0<1>:df  r1.0<0;1,0>:df                                        // $379
        mad (8|M8)               r20.0<1>:df   r110.0<2;1>:df    r4.0<2;1>:df      r34.0<1>:df       // $375 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M16)              r98.0<1>:df   r24.0<2;1>:df     r124.0<2;1>:df    r94.0<1>:df       // $376 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M24)              r22.0<1>:df   r108.0<2;1>:df    r10.0<2;1>:df     r12.0<1>:df       // $376 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M0)               r18.0<1>:df   r122.0<2;1>:df    r102.0<2;1>:df    r32.0<1>:df       // $375 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (8|M8)               r30.0<1>:df   r2.0<2;1>:df      r4.0<2;1>:df      r20.0<1>:df       // $378 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M16)              r28.0<1>:df   r114.0<2;1>:df    r124.0<2;1>:df    r98.0<1>:df       // $379 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M24)              r26.0<1>:df   r6.0<2;1>:df      r10.0<2;1>:df     r22.0<1>:df       // $379 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M0)               r18.0<1>:df   r116.0<2;1>:df    r102.0<2;1>:df    r18.0<1>:df       // $378 {0=EH, 1=EH, 2=EL, BC=OK}
(~f1.0) if (32|M0)                           _0_015            _0_017                                // $382
// B033: [inDivergent],  Preds:{B032},  Succs:{B038}
_0_016:
        shl (8|M0)               r2.0<1>:q     r54.0<8;8,1>:d    32:w                                // $384
        shl (8|M8)               r124.0<1>:q   r55.0<8;8,1>:d    32:w                                // $384
        shl (8|M16)              r4.0<1>:q     r46.0<8;8,1>:d    32:w                                // $385
        shl (8|M24)              r122.0<1>:q   r47.0<8;8,1>:d    32:w                                // $385
        or (8|M0)                r6.0<1>:q     r2.0<4;4,1>:q     r64.0<4;4,1>:q                      // $386
        or (8|M8)                r120.0<1>:q   r124.0<4;4,1>:q   r62.0<4;4,1>:q                      // $386
        or (8|M16)               r8.0<1>:q     r4.0<4;4,1>:q     r60.0<4;4,1>:q                      // $387
        or (8|M24)               r118.0<1>:q   r122.0<4;4,1>:q   r58.0<4;4,1>:q                      // $387
        mad (8|M0)               r18.0<1>:df   r6.0<2;1>:df      r18.0<2;1>:df     r6.0<1>:df        // $388 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r20.0<1>:df   r120.0<2;1>:df    r30.0<2;1>:df     r120.0<1>:df      // $388 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r22.0<1>:df   r8.0<2;1>:df      r28.0<2;1>:df     r8.0<1>:df        // $389 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r24.0<1>:df   r118.0<2;1>:df    r26.0<2;1>:df     r118.0<1>:df      // $389 {0=EH, 1=EL, 2=EH, BC=OK}
        else (32|M0)                         _0_017            _0_017                                // $382
// B034: [inDivergent],  Preds:{B032},  Succs:{B035, B036}
_0_015:
        mov (8|M0)               r2.0<1>:d     r42.1<2;1,0>:d                                        // $392
        mov (8|M8)               r3.0<1>:d     r40.1<2;1,0>:d                                        // $393
        mov (8|M16)              r124.0<1>:d   r38.1<2;1,0>:d                                        // $394
        mov (8|M24)              r125.0<1>:d   r36.1<2;1,0>:d                                        // $395
        cmp (8|M0)    (gt)f1.0   null<1>:q     r42.0<4;4,1>:q    -1:w                                // $398
        cmp (8|M8)    (gt)f1.0   null<1>:q     r40.0<4;4,1>:q    -1:w                                // $398
        cmp (8|M16)   (gt)f1.0   null<1>:q     r38.0<4;4,1>:q    -1:w                                // $399
        cmp (8|M24)   (gt)f1.0   null<1>:q     r36.0<4;4,1>:q    -1:w                                // $399
        and (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     2147483647:d                        // $396
        and (16|M16)             r6.0<1>:d     r124.0<8;8,1>:d   2147483647:d                        // $397
        cmp (16|M0)   (lt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0x40879127:ud                       // $400
        cmp (16|M16)  (lt)f0.0   null<1>:d     r6.0<8;8,1>:ud    0x40879127:ud                       // $401
(~f0.0) if (32|M0)                           _0_018            _fp64_math_k0_34_cf                   // $402
// B035: [inDivergent],  Preds:{B034},  Succs:{B037}
_0_019:
        shl (8|M0)               r2.0<1>:q     r4.0<8;8,1>:d     32:w                                // $404
        shl (8|M8)               r124.0<1>:q   r5.0<8;8,1>:d     32:w                                // $404
        shl (8|M24)              r122.0<1>:q   r7.0<8;8,1>:d     32:w                                // $405
        shl (8|M16)              r4.0<1>:q     r6.0<8;8,1>:d     32:w                                // $405
        and (8|M8)               r120.0<1>:q   r40.0<4;4,1>:q    r56.2<0;1,0>:q                      // $406
        and (8|M16)              r8.0<1>:q     r38.0<4;4,1>:q    r56.2<0;1,0>:q                      // $407
        and (8|M24)              r118.0<1>:q   r36.0<4;4,1>:q    r56.2<0;1,0>:q                      // $407
        and (8|M0)               r6.0<1>:q     r42.0<4;4,1>:q    r56.2<0;1,0>:q                      // $406
(W)     mov (1|M0)               r1.0<1>:df    0x7FF0000000000000:df                                 // $411
(W)     mov (1|M0)               r126.0<1>:uq  0x7FF0000000000001:uq                                 // $414
        or (8|M8)                r116.0<1>:q   r124.0<4;4,1>:q   r120.0<4;4,1>:q                     // $408
        or (8|M16)               r12.0<1>:q    r4.0<4;4,1>:q     r8.0<4;4,1>:q                       // $409
        or (8|M24)               r114.0<1>:q   r122.0<4;4,1>:q   r118.0<4;4,1>:q                     // $409
        or (8|M0)                r10.0<1>:q    r2.0<4;4,1>:q     r6.0<4;4,1>:q                       // $408
(~f1.0) sel (8|M0)               r112.0<1>:df  r56.0<0;1,0>:df   r1.0<0;1,0>:df                      // $411
(~f1.0) sel (8|M8)               r14.0<1>:df   r56.0<0;1,0>:df   r1.0<0;1,0>:df                      // $411
(~f1.0) sel (8|M16)              r110.0<1>:df  r56.0<0;1,0>:df   r1.0<0;1,0>:df                      // $412
(~f1.0) sel (8|M24)              r16.0<1>:df   r56.0<0;1,0>:df   r1.0<0;1,0>:df                      // $412
        cmp (8|M8)    (lt)f0.0   null<1>:q     r116.0<4;4,1>:uq  r126.0<0;1,0>:uq                    // $414
        cmp (8|M16)   (lt)f0.0   null<1>:q     r12.0<4;4,1>:uq   r126.0<0;1,0>:uq                    // $415
        cmp (8|M24)   (lt)f0.0   null<1>:q     r114.0<4;4,1>:uq  r126.0<0;1,0>:uq                    // $415
        cmp (8|M0)    (lt)f0.0   null<1>:q     r10.0<4;4,1>:uq   r126.0<0;1,0>:uq                    // $414
(f0.0)  sel (8|M8)               r2.0<1>:df    r14.0<4;4,1>:df   r40.0<4;4,1>:df                     // $416
(f0.0)  sel (8|M16)              r122.0<1>:df  r110.0<4;4,1>:df  r38.0<4;4,1>:df                     // $417
(f0.0)  sel (8|M24)              r4.0<1>:df    r16.0<4;4,1>:df   r36.0<4;4,1>:df                     // $417
(f0.0)  sel (8|M0)               r124.0<1>:df  r112.0<4;4,1>:df  r42.0<4;4,1>:df                     // $416
        add (8|M8)               r20.0<1>:df   r2.0<4;4,1>:df    r56.0<0;1,0>:df                     // $418
        add (8|M16)              r22.0<1>:df   r122.0<4;4,1>:df  r56.0<0;1,0>:df                     // $419
        add (8|M24)              r24.0<1>:df   r4.0<4;4,1>:df    r56.0<0;1,0>:df                     // $419
        add (8|M0)               r18.0<1>:df   r124.0<4;4,1>:df  r56.0<0;1,0>:df                     // $418
        else (32|M0)                         _fp64_math_k0_34_cf  _fp64_math_k0_34_cf                // $402
// B036: [inDivergent],  Preds:{B034},  Succs:{B037}
_0_018:
(W)     mov (1|M0)               r1.0<1>:d     -134217728:d                                          // $422
(W)     mov (1|M0)               r126.0<1>:df  0x47F0000000000000:df                                 // $434
(f1.0)  sel (16|M0)              r124.0<1>:d   r1.0<0;1,0>:d     134217728:d                         // $422
(f1.0)  sel (16|M16)             r2.0<1>:d     r1.0<0;1,0>:d     134217728:d                         // $423
(W)     mov (1|M0)               r1.0<1>:df    0x37F0000000000000:df                                 // $434
        add (16|M0)              r124.0<1>:d   r54.0<8;8,1>:d    r124.0<8;8,1>:d  {Compacted}        // $424
        add (16|M16)             r2.0<1>:d     r46.0<8;8,1>:d    r2.0<8;8,1>:d                       // $425
(f1.0)  sel (8|M24)              r16.0<1>:df   r126.0<0;1,0>:df  r1.0<0;1,0>:df                      // $435
        shl (8|M0)               r122.0<1>:q   r124.0<8;8,1>:d   32:w                                // $426
        shl (8|M8)               r120.0<1>:q   r125.0<8;8,1>:d   32:w                                // $426
        shl (8|M16)              r4.0<1>:q     r2.0<8;8,1>:d     32:w                                // $427
        shl (8|M24)              r6.0<1>:q     r3.0<8;8,1>:d     32:w                                // $427
(f1.0)  sel (8|M0)               r124.0<1>:df  r126.0<0;1,0>:df  r1.0<0;1,0>:df                      // $434
(f1.0)  sel (8|M8)               r2.0<1>:df    r126.0<0;1,0>:df  r1.0<0;1,0>:df                      // $434
        or (8|M0)                r118.0<1>:q   r122.0<4;4,1>:q   r64.0<4;4,1>:q                      // $428
        or (8|M8)                r116.0<1>:q   r120.0<4;4,1>:q   r62.0<4;4,1>:q                      // $428
        or (8|M16)               r8.0<1>:q     r4.0<4;4,1>:q     r60.0<4;4,1>:q                      // $429
        or (8|M24)               r10.0<1>:q    r6.0<4;4,1>:q     r58.0<4;4,1>:q                      // $429
(f1.0)  sel (8|M16)              r122.0<1>:df  r126.0<0;1,0>:df  r1.0<0;1,0>:df                      // $435
        mad (8|M0)               r114.0<1>:df  r118.0<2;1>:df    r18.0<2;1>:df     r118.0<1>:df      // $430 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r112.0<1>:df  r116.0<2;1>:df    r30.0<2;1>:df     r116.0<1>:df      // $430 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r12.0<1>:df   r8.0<2;1>:df      r28.0<2;1>:df     r8.0<1>:df        // $431 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r14.0<1>:df   r10.0<2;1>:df     r26.0<2;1>:df     r10.0<1>:df       // $431 {0=EL, 1=EL, 2=EL, BC=BAD}
        mul (8|M0)               r18.0<1>:df   r124.0<4;4,1>:df  r114.0<4;4,1>:df                    // $436
        mul (8|M8)               r20.0<1>:df   r2.0<4;4,1>:df    r112.0<4;4,1>:df                    // $436
        mul (8|M16)              r22.0<1>:df   r122.0<4;4,1>:df  r12.0<4;4,1>:df                     // $437
        mul (8|M24)              r24.0<1>:df   r16.0<4;4,1>:df   r14.0<4;4,1>:df                     // $437
// B037: [inDivergent],  Preds:{B036, B035},  Succs:{B038}
_fp64_math_k0_34_cf:
        endif (32|M0)                        _0_017                                                  // $402
// B038: Preds:{B033, B037},  Succs:{B039, B040}
_0_017:
        endif (32|M0)                        L13040                                                  // $382
L13040:
        add (8|M0)               r46.0<1>:df   (abs)r44.0<4;4,1>:df  r56.3<0;1,0>:df                 // $441
        add (8|M8)               r48.0<1>:df   (abs)r48.0<4;4,1>:df  r56.3<0;1,0>:df                 // $441
        add (8|M24)              r42.0<1>:df   (abs)r52.0<4;4,1>:df  r56.3<0;1,0>:df                 // $442
(W)     mov (1|M0)               r1.0<1>:df    0x7FEFFFFFFFFFFFFF:df                                 // $448
        add (8|M16)              r44.0<1>:df   (abs)r50.0<4;4,1>:df  r56.3<0;1,0>:df                 // $442
(W)     mov (1|M0)               r126.0<1>:df  0x10000000000000:df                                   // $453
(W)     mov (1|M0)               r2.0<1>:uw    0x1:uw                                                // $454
        add (8|M0)               r78.0<1>:df   r78.0<4;4,1>:df   r18.0<4;4,1>:df                     // $439
        add (8|M8)               r76.0<1>:df   r76.0<4;4,1>:df   r20.0<4;4,1>:df                     // $439
        add (8|M16)              r74.0<1>:df   r74.0<4;4,1>:df   r22.0<4;4,1>:df                     // $440
        cmp (8|M0)    (le)f1.0   null<1>:df    r46.0<4;4,1>:df   r1.0<0;1,0>:df                      // $448
        cmp (8|M8)    (le)f1.0   null<1>:df    r48.0<4;4,1>:df   r1.0<0;1,0>:df                      // $448
        cmp (8|M24)   (le)f1.0   null<1>:df    r42.0<4;4,1>:df   r1.0<0;1,0>:df                      // $449
        cmp (8|M16)   (le)f1.0   null<1>:df    r44.0<4;4,1>:df   r1.0<0;1,0>:df                      // $449
        add (8|M24)              r72.0<1>:df   r72.0<4;4,1>:df   r24.0<4;4,1>:df                     // $440
        mov (8|M0)               r60.0<1>:d    r46.1<2;1,0>:d                                        // $443
        mov (8|M8)               r61.0<1>:d    r48.1<2;1,0>:d                                        // $444
        mov (8|M24)              r59.0<1>:d    r42.1<2;1,0>:d                                        // $446
(W)     not (1|M0)               f0.0<1>:uw    f1.0<0;1,0>:uw                                        // $450
        cmp (8|M0)    (lt)f1.0   null<1>:df    r46.0<4;4,1>:df   r126.0<0;1,0>:df                    // $453
(W)     not (1|M16)              f0.1<1>:uw    f1.1<0;1,0>:uw                                        // $451
        cmp (8|M8)    (lt)f1.0   null<1>:df    r48.0<4;4,1>:df   r126.0<0;1,0>:df                    // $453
        cmp (8|M16)   (lt)f1.0   null<1>:df    r44.0<4;4,1>:df   r126.0<0;1,0>:df                    // $455
        cmp (8|M24)   (lt)f1.0   null<1>:df    r42.0<4;4,1>:df   r126.0<0;1,0>:df                    // $455
        mov (8|M16)              r58.0<1>:d    r44.1<2;1,0>:d                                        // $445
(f0.0)  sel (16|M0)              r3.0<1>:uw    r2.0<0;1,0>:uw    0x0:uw                              // $454
(f0.0)  sel (16|M16)             r1.0<1>:uw    r2.0<0;1,0>:uw    0x0:uw                              // $456
(f1.0)  sel (16|M0)              r125.0<1>:uw  r2.0<0;1,0>:uw    0x0:uw                              // $454
(f1.0)  sel (16|M16)             r124.0<1>:uw  r2.0<0;1,0>:uw    0x0:uw                              // $456
        or (16|M0)    (ne)f1.0   null<1>:uw    r125.0<16;16,1>:uw  r3.0<16;16,1>:uw                  // $454
        or (16|M16)   (ne)f1.0   null<1>:uw    r124.0<16;16,1>:uw  r1.0<16;16,1>:uw                  // $456
(~f1.0) if (32|M0)                           _0_020            _fp64_math_k0_32_cf                   // $457
// B039: [inDivergent],  Preds:{B038},  Succs:{B051}
_0_021:
(W)     mov (1|M0)               r1.0<1>:q     4503599627370495:q                                    // $460
(W)     mov (1|M0)               r126.0<1>:q   4562146422526312448:q                                 // $463
(W)     mov (1|M0)               r126.1<1>:df  0x3FD55555555543C5:df                                 // $506
        shr (16|M16)             r92.0<1>:d    r58.0<8;8,1>:ud   20:w                                // $470
(W)     mov (1|M0)               r126.2<1>:df  0xBFDFFFFFFFFFF81F:df                                 // $507
(W)     mov (1|M0)               r1.1<1>:df    0x408FF00000000000:df                                 // $493
        and (8|M0)               r124.0<1>:q   r46.0<4;4,1>:q    r1.0<0;1,0>:q                       // $460
        and (8|M8)               r2.0<1>:q     r48.0<4;4,1>:q    r1.0<0;1,0>:q                       // $460
        and (8|M16)              r122.0<1>:q   r44.0<4;4,1>:q    r1.0<0;1,0>:q                       // $461
        and (8|M24)              r4.0<1>:q     r42.0<4;4,1>:q    r1.0<0;1,0>:q                       // $461
(W)     add (1|M0)               r1.0<1>:q     r80.0<0;1,0>:q    -4218864:d                          // $482
        or (8|M0)                r120.0<1>:q   r124.0<4;4,1>:q   r126.0<0;1,0>:q                     // $463
        or (8|M8)                r6.0<1>:q     r2.0<4;4,1>:q     r126.0<0;1,0>:q                     // $463
        or (8|M16)               r118.0<1>:q   r122.0<4;4,1>:q   r126.0<0;1,0>:q                     // $464
        or (8|M24)               r8.0<1>:q     r4.0<4;4,1>:q     r126.0<0;1,0>:q                     // $464
(W)     mov (1|M0)               r126.0<1>:df  0x3FC9999CACDB4D0A:df                                 // $502
        mov (8|M0)               r10.0<2>:f    r120.0<4;4,1>:df                                      // $465
        mov (8|M8)               r116.0<2>:f   r6.0<4;4,1>:df                                        // $465
        mov (8|M16)              r12.0<2>:f    r118.0<4;4,1>:df                                      // $466
        mov (8|M24)              r114.0<2>:f   r8.0<4;4,1>:df                                        // $466
        mov (8|M24)              r96.0<1>:df   r126.0<0;1,0>:df                                      // $505
        mov (8|M16)              r98.0<1>:df   r126.0<0;1,0>:df                                      // $505
        mov (8|M0)               r14.0<1>:f    r10.0<2;1,0>:f                                        // $465
        mov (8|M8)               r15.0<1>:f    r116.0<2;1,0>:f                                       // $465
        mov (8|M16)              r16.0<1>:f    r12.0<2;1,0>:f                                        // $466
        mov (8|M24)              r17.0<1>:f    r114.0<2;1,0>:f                                       // $466
        math.inv (16|M0)         r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $467
        math.inv (16|M16)        r16.0<1>:f    r16.0<8;8,1>:f                                        // $468
        rnde (16|M0)             r124.0<1>:f   r14.0<8;8,1>:f                   {Compacted}          // $471
        rnde (16|M16)            r2.0<1>:f     r16.0<8;8,1>:f                                        // $472
(W)     mov (1|M0)               r16.0<1>:df   0xBFD0000148058EE1:df                                 // $503
        mov (8|M0)               r4.0<1>:df    r124.0<8;8,1>:f                                       // $473
        mov (8|M8)               r122.0<1>:df  r125.0<8;8,1>:f                                       // $473
        cmp (16|M0)   (gt)f0.0   null<1>:f     r124.0<8;8,1>:f   0x44350000:f                        // $489
        mov (8|M16)              r18.0<1>:df   r2.0<8;8,1>:f                                         // $474
        mov (8|M24)              r112.0<1>:df  r3.0<8;8,1>:f                                         // $474
        cmp (16|M16)  (gt)f0.0   null<1>:f     r2.0<8;8,1>:f     0x44350000:f                        // $490
        shr (8|M0)               r10.0<1>:q    r4.0<4;4,1>:uq    40:w                                // $477
        shr (8|M8)               r116.0<1>:q   r122.0<4;4,1>:uq  40:w                                // $477
        mov (8|M24)              r32.0<1>:df   r16.0<0;1,0>:df                                       // $505
        shr (8|M16)              r12.0<1>:q    r18.0<4;4,1>:uq   40:w                                // $478
        shr (8|M24)              r114.0<1>:q   r112.0<4;4,1>:uq  40:w                                // $478
        mov (8|M16)              r30.0<1>:df   r16.0<0;1,0>:df                                       // $505
        and (8|M0)               r20.0<1>:q    r10.0<4;4,1>:q    16777208:d                          // $479
        and (8|M8)               r110.0<1>:q   r116.0<4;4,1>:q   16777208:d                          // $479
        mov (8|M8)               r10.0<1>:df   r56.1<0;1,0>:df                                       // $475
        and (8|M16)              r14.0<1>:q    r12.0<4;4,1>:q    16777208:d                          // $480
        and (8|M24)              r108.0<1>:q   r114.0<4;4,1>:q   16777208:d                          // $480
        mov (8|M0)               r116.0<1>:df  r56.1<0;1,0>:df                                       // $475
        mov (8|M16)              r114.0<1>:df  r56.1<0;1,0>:df                                       // $476
        add (8|M0)               r22.0<1>:q    r20.0<4;4,1>:q    r1.0<0;1,0>:q                       // $483
        add (8|M8)               r24.0<1>:q    r110.0<4;4,1>:q   r1.0<0;1,0>:q                       // $483
        mov (8|M24)              r12.0<1>:df   r56.1<0;1,0>:df                                       // $476
        add (8|M16)              r104.0<1>:q   r14.0<4;4,1>:q    r1.0<0;1,0>:q                       // $484
        add (8|M24)              r106.0<1>:q   r108.0<4;4,1>:q   r1.0<0;1,0>:q                       // $484
        mad (8|M8)               r14.0<1>:df   r10.0<2;1>:df     r122.0<2;1>:df    r6.0<1>:df        // $475 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M0)               r110.0<1>:df  r116.0<2;1>:df    r4.0<2;1>:df      r120.0<1>:df      // $475 {0=EH, 1=EL, 2=EH, BC=OK}
        send (8|M0)              r100:df  r22:f   0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $485
        mad (8|M16)              r108.0<1>:df  r114.0<2;1>:df    r18.0<2;1>:df     r118.0<1>:df      // $476 {0=EH, 1=EL, 2=EH, BC=OK}
        send (8|M8)              r102:df  r24:f   0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $486
        mov (8|M8)               r122.0<1>:df  r126.1<0;1,0>:df                                      // $508
        send (8|M16)             r26:df   r104:f  0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $487
        mov (8|M8)               r6.0<1>:df    r126.2<0;1,0>:df                                      // $508
        send (8|M24)             r28:df   r106:f  0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $488
        mov (8|M0)               r120.0<1>:df  r126.1<0;1,0>:df                                      // $508
        mov (8|M0)               r4.0<1>:df    r126.2<0;1,0>:df                                      // $508
        mov (8|M0)               r22.0<1>:df   r16.0<0;1,0>:df                                       // $504
        mov (8|M8)               r24.0<1>:df   r16.0<0;1,0>:df                                       // $504
        mov (8|M8)               r104.0<1>:df  r126.0<0;1,0>:df                                      // $504
        mov (8|M0)               r106.0<1>:df  r126.0<0;1,0>:df                                      // $504
(W)     mov (1|M0)               r1.0<1>:df    0x408FF80000000000:df                                 // $493
        mad (8|M24)              r20.0<1>:df   r12.0<2;1>:df     r112.0<2;1>:df    r8.0<1>:df        // $476 {0=EL, 1=EH, 2=EL, BC=OK}
        shr (16|M0)              r18.0<1>:d    r60.0<8;8,1>:ud   20:w                                // $469
        mov (8|M16)              r118.0<1>:df  r126.1<0;1,0>:df                                      // $509
        mad (8|M8)               r16.0<1>:df   r6.0<2;1>:df      r122.0<2;1>:df    r14.0<1>:df       // $508 {0=EL, 1=EH, 2=EL, BC=OK}
        mov (8|M16)              r8.0<1>:df    r126.2<0;1,0>:df                                      // $509
        mad (8|M0)               r112.0<1>:df  r4.0<2;1>:df      r120.0<2;1>:df    r110.0<1>:df      // $508 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M8)               r10.0<1>:df   r24.0<2;1>:df     r104.0<2;1>:df    r14.0<1>:df       // $504 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M0)               r116.0<1>:df  r22.0<2;1>:df     r106.0<2;1>:df    r110.0<1>:df      // $504 {0=EL, 1=EH, 2=EH, BC=BAD}
        mov (8|M16)              r122.0<1>:df  r92.0<8;8,1>:d                                        // $496
        mad (8|M24)              r12.0<1>:df   r32.0<2;1>:df     r96.0<2;1>:df     r20.0<1>:df       // $505 {0=EL, 1=EH, 2=EL, BC=OK}
(f0.0)  sel (8|M16)              r24.0<1>:df   r1.0<0;1,0>:df    r1.1<0;1,0>:df                      // $494
        mov (8|M0)               r4.0<1>:df    r18.0<8;8,1>:d                                        // $495
        mov (8|M8)               r6.0<1>:df    r19.0<8;8,1>:d                                        // $495
(f0.0)  sel (8|M0)               r22.0<1>:df   r1.0<0;1,0>:df    r1.1<0;1,0>:df                      // $493
(f0.0)  sel (8|M8)               r106.0<1>:df  r1.0<0;1,0>:df    r1.1<0;1,0>:df                      // $493
        mov (8|M24)              r96.0<1>:df   r126.2<0;1,0>:df                                      // $509
        mov (8|M24)              r18.0<1>:df   r126.1<0;1,0>:df                                      // $509
        mad (8|M16)              r114.0<1>:df  r30.0<2;1>:df     r98.0<2;1>:df     r108.0<1>:df      // $505 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r94.0<1>:df   r8.0<2;1>:df      r118.0<2;1>:df    r108.0<1>:df      // $509 {0=EL, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r126.0<1>:df  0x3FE62E42FEFA39EF:df                                 // $500
(f0.0)  sel (8|M24)              r120.0<1>:df  r1.0<0;1,0>:df    r1.1<0;1,0>:df                      // $494
        add (8|M16)              r30.0<1>:df   r122.0<4;4,1>:df  -r24.0<4;4,1>:df                    // $498
        mov (8|M24)              r118.0<1>:df  r93.0<8;8,1>:d                                        // $496
        add (8|M0)               r8.0<1>:df    r4.0<4;4,1>:df    -r22.0<4;4,1>:df                    // $497
        add (8|M8)               r2.0<1>:df    r6.0<4;4,1>:df    -r106.0<4;4,1>:df                   // $497
        mul (8|M16)              r122.0<1>:df  r108.0<4;4,1>:df  r108.0<4;4,1>:df                    // $511
        mad (8|M24)              r36.0<1>:df   r96.0<2;1>:df     r18.0<2;1>:df     r20.0<1>:df       // $509 {0=EH, 1=EL, 2=EL, BC=BAD}
        mul (8|M0)               r92.0<1>:df   r110.0<4;4,1>:df  r110.0<4;4,1>:df                    // $510
        mul (8|M8)               r4.0<1>:df    r14.0<4;4,1>:df   r14.0<4;4,1>:df                     // $510
        mul (8|M24)              r6.0<1>:df    r20.0<4;4,1>:df   r20.0<4;4,1>:df                     // $511
        add (8|M24)              r124.0<1>:df  r118.0<4;4,1>:df  -r120.0<4;4,1>:df                   // $498
        mul (8|M0)               r104.0<1>:df  r8.0<4;4,1>:df    r126.0<0;1,0>:df                    // $500
        mul (8|M8)               r32.0<1>:df   r2.0<4;4,1>:df    r126.0<0;1,0>:df                    // $500
        mad (8|M16)              r118.0<1>:df  r94.0<2;1>:df     r122.0<2;1>:df    r114.0<1>:df      // $513 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M0)               r120.0<1>:df  r112.0<2;1>:df    r92.0<2;1>:df     r116.0<1>:df      // $512 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M8)               r8.0<1>:df    r16.0<2;1>:df     r4.0<2;1>:df      r10.0<1>:df       // $512 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r2.0<1>:df    r36.0<2;1>:df     r6.0<2;1>:df      r12.0<1>:df       // $513 {0=EL, 1=EL, 2=EL, BC=BAD}
        mul (8|M24)              r98.0<1>:df   r124.0<4;4,1>:df  r126.0<0;1,0>:df                    // $501
        mul (8|M16)              r34.0<1>:df   r30.0<4;4,1>:df   r126.0<0;1,0>:df                    // $501
        mul (8|M16)              r106.0<1>:df  r122.0<4;4,1>:df  r118.0<4;4,1>:df                    // $515
        mul (8|M0)               r124.0<1>:df  r92.0<4;4,1>:df   r120.0<4;4,1>:df                    // $514
        mul (8|M8)               r22.0<1>:df   r4.0<4;4,1>:df    r8.0<4;4,1>:df                      // $514
        mul (8|M24)              r18.0<1>:df   r6.0<4;4,1>:df    r2.0<4;4,1>:df                      // $515
        add (8|M16)              r90.0<1>:df   r108.0<4;4,1>:df  r106.0<4;4,1>:df                    // $517
        add (8|M0)               r96.0<1>:df   r110.0<4;4,1>:df  r124.0<4;4,1>:df                    // $516
        add (8|M8)               r24.0<1>:df   r14.0<4;4,1>:df   r22.0<4;4,1>:df                     // $516
        add (8|M24)              r30.0<1>:df   r20.0<4;4,1>:df   r18.0<4;4,1>:df                     // $517
        add (8|M0)               r116.0<1>:df  r100.0<4;4,1>:df  r96.0<4;4,1>:df                     // $518
        add (8|M8)               r112.0<1>:df  r102.0<4;4,1>:df  r24.0<4;4,1>:df                     // $518
        add (8|M16)              r114.0<1>:df  r26.0<4;4,1>:df   r90.0<4;4,1>:df                     // $519
        add (8|M24)              r10.0<1>:df   r28.0<4;4,1>:df   r30.0<4;4,1>:df                     // $519
        add (8|M0)               r14.0<1>:df   r104.0<4;4,1>:df  r116.0<4;4,1>:df                    // $520
        add (8|M8)               r54.0<1>:df   r32.0<4;4,1>:df   r112.0<4;4,1>:df                    // $520
        add (8|M16)              r52.0<1>:df   r34.0<4;4,1>:df   r114.0<4;4,1>:df                    // $521
        add (8|M24)              r50.0<1>:df   r98.0<4;4,1>:df   r10.0<4;4,1>:df                     // $521
        else (32|M0)                         _fp64_math_k0_32_cf  _fp64_math_k0_32_cf                // $457
// B040: [inDivergent],  Preds:{B038},  Succs:{B041, B049}
_0_020:
        and (16|M0)              r8.0<1>:d     r60.0<8;8,1>:d    2146435072:d                        // $524
        and (16|M16)             r6.0<1>:d     r58.0<8;8,1>:d    2146435072:d                        // $525
(W)     mov (1|M0)               r64.0<1>:df   0x7FF8000000000000:df                                 // $528
        cmp (16|M0)   (eq)f0.0   null<1>:d     r8.0<8;8,1>:d     2146435072:d                        // $526
        cmp (16|M16)  (eq)f0.0   null<1>:d     r6.0<8;8,1>:d     2146435072:d                        // $527
(~f0.0) if (32|M0)                           _0_023            _fp64_math_k0_35_cf                   // $529
// B041: [inDivergent],  Preds:{B040},  Succs:{B042, B043}
_0_024:
(W)     mov (1|M0)               r1.0<1>:df    0x43B0000000000000:df                                 // $532
        cmp (16|M0)   (eq)f1.0   null<1>:d     r8.0<8;8,1>:d     0:w                                 // $534
        cmp (16|M16)  (eq)f1.0   null<1>:d     r6.0<8;8,1>:d     0:w                                 // $535
        mul (8|M0)               r124.0<1>:df  r46.0<4;4,1>:df   r1.0<0;1,0>:df                      // $532
        mul (8|M8)               r2.0<1>:df    r48.0<4;4,1>:df   r1.0<0;1,0>:df                      // $532
        mul (8|M16)              r122.0<1>:df  r44.0<4;4,1>:df   r1.0<0;1,0>:df                      // $533
        mul (8|M24)              r4.0<1>:df    r42.0<4;4,1>:df   r1.0<0;1,0>:df                      // $533
(f1.0)  sel (8|M0)               r10.0<1>:df   r124.0<4;4,1>:df  r46.0<4;4,1>:df                     // $536
(f1.0)  sel (8|M8)               r30.0<1>:df   r2.0<4;4,1>:df    r48.0<4;4,1>:df                     // $536
(f1.0)  sel (8|M16)              r28.0<1>:df   r122.0<4;4,1>:df  r44.0<4;4,1>:df                     // $537
(f1.0)  sel (8|M24)              r26.0<1>:df   r4.0<4;4,1>:df    r42.0<4;4,1>:df                     // $537
        cmp (8|M0)    (gt)f0.0   null<1>:df    r10.0<4;4,1>:df   r56.0<0;1,0>:df                     // $538
        cmp (8|M8)    (gt)f0.0   null<1>:df    r30.0<4;4,1>:df   r56.0<0;1,0>:df                     // $538
        cmp (8|M16)   (gt)f0.0   null<1>:df    r28.0<4;4,1>:df   r56.0<0;1,0>:df                     // $539
        cmp (8|M24)   (gt)f0.0   null<1>:df    r26.0<4;4,1>:df   r56.0<0;1,0>:df                     // $539
(~f0.0) if (32|M0)                           _0_025            _fp64_math_k0_33_cf                   // $540
// B042: [inDivergent],  Preds:{B041},  Succs:{B047}
_0_026:
        cmp (8|M0)    (eq)f1.0   null<1>:df    r10.0<4;4,1>:df   r56.0<0;1,0>:df                     // $542
        cmp (8|M8)    (eq)f1.0   null<1>:df    r30.0<4;4,1>:df   r56.0<0;1,0>:df                     // $542
        cmp (8|M16)   (eq)f1.0   null<1>:df    r28.0<4;4,1>:df   r56.0<0;1,0>:df                     // $543
        cmp (8|M24)   (eq)f1.0   null<1>:df    r26.0<4;4,1>:df   r56.0<0;1,0>:df                     // $543
(W)     mov (1|M0)               r1.0<1>:df    0xFFF0000000000000:df                                 // $545
(~f1.0) sel (8|M0)               r14.0<1>:df   r64.0<0;1,0>:df   r1.0<0;1,0>:df                      // $545
(~f1.0) sel (8|M8)               r54.0<1>:df   r64.0<0;1,0>:df   r1.0<0;1,0>:df                      // $545
(~f1.0) sel (8|M16)              r52.0<1>:df   r64.0<0;1,0>:df   r1.0<0;1,0>:df                      // $546
(~f1.0) sel (8|M24)              r50.0<1>:df   r64.0<0;1,0>:df   r1.0<0;1,0>:df                      // $546
        else (32|M0)                         _fp64_math_k0_33_cf  _fp64_math_k0_33_cf                // $540
// B043: [inDivergent],  Preds:{B041},  Succs:{B044, B045}
_0_025:
        add (8|M0)               r24.0<1>:df   r10.0<4;4,1>:df   r56.1<0;1,0>:df                     // $549
        add (8|M8)               r22.0<1>:df   r30.0<4;4,1>:df   r56.1<0;1,0>:df                     // $549
        add (8|M16)              r20.0<1>:df   r28.0<4;4,1>:df   r56.1<0;1,0>:df                     // $550
        add (8|M24)              r18.0<1>:df   r26.0<4;4,1>:df   r56.1<0;1,0>:df                     // $550
(W)     mov (1|M0)               r1.0<1>:df    0x3F84000000000000:df                                 // $554
(W)     mov (1|M0)               r62.3<1>:df   0xBFE0000000000000:df                                 // $556
(W)     mov (1|M0)               r62.2<1>:df   0x3FD5555555555613:df                                 // $557
        and (8|M0)               r2.0<1>:q     r24.0<4;4,1>:q    r70.0<0;1,0>:q                      // $551
        and (8|M8)               r124.0<1>:q   r22.0<4;4,1>:q    r70.0<0;1,0>:q                      // $551
        and (8|M16)              r4.0<1>:q     r20.0<4;4,1>:q    r70.0<0;1,0>:q                      // $552
        and (8|M24)              r122.0<1>:q   r18.0<4;4,1>:q    r70.0<0;1,0>:q                      // $552
(W)     mov (1|M0)               r62.1<1>:df   0xBFD0000000000262:df                                 // $558
(W)     mov (1|M0)               r56.3<1>:df   0xBFC555555228B38F:df                                 // $560
(W)     mov (1|M0)               r62.0<1>:df   0x3FC9999997B36C81:df                                 // $559
        cmp (8|M0)    (gt)f0.0   null<1>:df    r2.0<4;4,1>:df    r1.0<0;1,0>:df                      // $554
        cmp (8|M8)    (gt)f0.0   null<1>:df    r124.0<4;4,1>:df  r1.0<0;1,0>:df                      // $554
        cmp (8|M16)   (gt)f0.0   null<1>:df    r4.0<4;4,1>:df    r1.0<0;1,0>:df                      // $555
        cmp (8|M24)   (gt)f0.0   null<1>:df    r122.0<4;4,1>:df  r1.0<0;1,0>:df                      // $555
(W)     mov (1|M0)               r126.0<1>:df  0x3FC249C02481059D:df                                 // $561
(W)     mov (1|M0)               r56.0<1>:df   0x3FC000B405A2836D:df                                 // $562
(~f0.0) if (32|M0)                           _0_027            _fp64_math_k0_37_cf                   // $563
// B044: [inDivergent],  Preds:{B043},  Succs:{B046}
_0_028:
        mul (8|M0)               r2.0<1>:df    r24.0<4;4,1>:df   r56.0<0;1,0>:df                     // $565
        mul (8|M8)               r124.0<1>:df  r22.0<4;4,1>:df   r56.0<0;1,0>:df                     // $565
        mul (8|M16)              r4.0<1>:df    r20.0<4;4,1>:df   r56.0<0;1,0>:df                     // $566
        mul (8|M24)              r122.0<1>:df  r18.0<4;4,1>:df   r56.0<0;1,0>:df                     // $566
(W)     mov (1|M0)               r1.0<1>:df    0x3FC249C02481059D:df                                 // $567
        add (8|M0)               r6.0<1>:df    -r2.0<4;4,1>:df   r1.0<0;1,0>:df                      // $567
        add (8|M8)               r120.0<1>:df  -r124.0<4;4,1>:df  r1.0<0;1,0>:df                     // $567
        add (8|M16)              r8.0<1>:df    -r4.0<4;4,1>:df   r1.0<0;1,0>:df                      // $568
        add (8|M24)              r118.0<1>:df  -r122.0<4;4,1>:df  r1.0<0;1,0>:df                     // $568
        mul (8|M0)               r10.0<1>:df   r24.0<4;4,1>:df   r6.0<4;4,1>:df                      // $569
        mul (8|M8)               r116.0<1>:df  r22.0<4;4,1>:df   r120.0<4;4,1>:df                    // $569
        mul (8|M16)              r12.0<1>:df   r20.0<4;4,1>:df   r8.0<4;4,1>:df                      // $570
        mul (8|M24)              r114.0<1>:df  r18.0<4;4,1>:df   r118.0<4;4,1>:df                    // $570
        add (8|M0)               r14.0<1>:df   r10.0<4;4,1>:df   r56.3<0;1,0>:df                     // $571
        add (8|M8)               r112.0<1>:df  r116.0<4;4,1>:df  r56.3<0;1,0>:df                     // $571
        add (8|M16)              r16.0<1>:df   r12.0<4;4,1>:df   r56.3<0;1,0>:df                     // $572
        add (8|M24)              r110.0<1>:df  r114.0<4;4,1>:df  r56.3<0;1,0>:df                     // $572
        mul (8|M0)               r2.0<1>:df    r24.0<4;4,1>:df   r14.0<4;4,1>:df                     // $573
        mul (8|M8)               r124.0<1>:df  r22.0<4;4,1>:df   r112.0<4;4,1>:df                    // $573
        mul (8|M16)              r4.0<1>:df    r20.0<4;4,1>:df   r16.0<4;4,1>:df                     // $574
        mul (8|M24)              r122.0<1>:df  r18.0<4;4,1>:df   r110.0<4;4,1>:df                    // $574
        add (8|M0)               r6.0<1>:df    r2.0<4;4,1>:df    r62.0<0;1,0>:df                     // $575
        add (8|M8)               r120.0<1>:df  r124.0<4;4,1>:df  r62.0<0;1,0>:df                     // $575
        add (8|M16)              r8.0<1>:df    r4.0<4;4,1>:df    r62.0<0;1,0>:df                     // $576
        add (8|M24)              r118.0<1>:df  r122.0<4;4,1>:df  r62.0<0;1,0>:df                     // $576
        mul (8|M0)               r10.0<1>:df   r24.0<4;4,1>:df   r6.0<4;4,1>:df                      // $577
        mul (8|M8)               r116.0<1>:df  r22.0<4;4,1>:df   r120.0<4;4,1>:df                    // $577
        mul (8|M16)              r12.0<1>:df   r20.0<4;4,1>:df   r8.0<4;4,1>:df                      // $578
        mul (8|M24)              r114.0<1>:df  r18.0<4;4,1>:df   r118.0<4;4,1>:df                    // $578
        add (8|M0)               r14.0<1>:df   r10.0<4;4,1>:df   r62.1<0;1,0>:df                     // $579
        add (8|M8)               r112.0<1>:df  r116.0<4;4,1>:df  r62.1<0;1,0>:df                     // $579
        add (8|M16)              r16.0<1>:df   r12.0<4;4,1>:df   r62.1<0;1,0>:df                     // $580
        add (8|M24)              r110.0<1>:df  r114.0<4;4,1>:df  r62.1<0;1,0>:df                     // $580
        mul (8|M0)               r2.0<1>:df    r24.0<4;4,1>:df   r14.0<4;4,1>:df                     // $581
        mul (8|M8)               r124.0<1>:df  r22.0<4;4,1>:df   r112.0<4;4,1>:df                    // $581
        mul (8|M16)              r4.0<1>:df    r20.0<4;4,1>:df   r16.0<4;4,1>:df                     // $582
        mul (8|M24)              r122.0<1>:df  r18.0<4;4,1>:df   r110.0<4;4,1>:df                    // $582
        add (8|M0)               r6.0<1>:df    r2.0<4;4,1>:df    r62.2<0;1,0>:df                     // $583
        add (8|M8)               r120.0<1>:df  r124.0<4;4,1>:df  r62.2<0;1,0>:df                     // $583
        add (8|M16)              r8.0<1>:df    r4.0<4;4,1>:df    r62.2<0;1,0>:df                     // $584
        add (8|M24)              r118.0<1>:df  r122.0<4;4,1>:df  r62.2<0;1,0>:df                     // $584
        mul (8|M0)               r10.0<1>:df   r24.0<4;4,1>:df   r6.0<4;4,1>:df                      // $585
        mul (8|M8)               r116.0<1>:df  r22.0<4;4,1>:df   r120.0<4;4,1>:df                    // $585
        mul (8|M16)              r12.0<1>:df   r20.0<4;4,1>:df   r8.0<4;4,1>:df                      // $586
        mul (8|M24)              r114.0<1>:df  r18.0<4;4,1>:df   r118.0<4;4,1>:df                    // $586
        add (8|M0)               r14.0<1>:df   r10.0<4;4,1>:df   r62.3<0;1,0>:df                     // $587
        add (8|M8)               r112.0<1>:df  r116.0<4;4,1>:df  r62.3<0;1,0>:df                     // $587
        add (8|M16)              r16.0<1>:df   r12.0<4;4,1>:df   r62.3<0;1,0>:df                     // $588
        add (8|M24)              r110.0<1>:df  r114.0<4;4,1>:df  r62.3<0;1,0>:df                     // $588
        mul (8|M0)               r2.0<1>:df    r24.0<4;4,1>:df   r14.0<4;4,1>:df                     // $589
        mul (8|M8)               r124.0<1>:df  r22.0<4;4,1>:df   r112.0<4;4,1>:df                    // $589
        mul (8|M16)              r4.0<1>:df    r20.0<4;4,1>:df   r16.0<4;4,1>:df                     // $590
        mul (8|M24)              r122.0<1>:df  r18.0<4;4,1>:df   r110.0<4;4,1>:df                    // $590
        mul (8|M0)               r6.0<1>:df    r24.0<4;4,1>:df   r2.0<4;4,1>:df                      // $591
        mul (8|M8)               r120.0<1>:df  r22.0<4;4,1>:df   r124.0<4;4,1>:df                    // $591
        mul (8|M16)              r8.0<1>:df    r20.0<4;4,1>:df   r4.0<4;4,1>:df                      // $592
        mul (8|M24)              r118.0<1>:df  r18.0<4;4,1>:df   r122.0<4;4,1>:df                    // $592
        add (8|M0)               r14.0<1>:df   r24.0<4;4,1>:df   r6.0<4;4,1>:df                      // $593
        add (8|M8)               r54.0<1>:df   r22.0<4;4,1>:df   r120.0<4;4,1>:df                    // $593
        add (8|M16)              r52.0<1>:df   r20.0<4;4,1>:df   r8.0<4;4,1>:df                      // $594
        add (8|M24)              r50.0<1>:df   r18.0<4;4,1>:df   r118.0<4;4,1>:df                    // $594
        else (32|M0)                         _fp64_math_k0_37_cf  _fp64_math_k0_37_cf                // $563
// B045: [inDivergent],  Preds:{B043},  Succs:{B046}
_0_027:
        mov (8|M0)               r2.0<1>:d     r10.1<2;1,0>:d                                        // $597
        mov (8|M8)               r3.0<1>:d     r30.1<2;1,0>:d                                        // $598
        mov (8|M16)              r124.0<1>:d   r28.1<2;1,0>:d                                        // $599
        mov (8|M24)              r125.0<1>:d   r26.1<2;1,0>:d                                        // $600
        and (8|M8)               r116.0<1>:q   r30.0<4;4,1>:q    r56.2<0;1,0>:q                      // $623
        and (8|M0)               r10.0<1>:q    r10.0<4;4,1>:q    r56.2<0;1,0>:q                      // $623
        and (8|M16)              r12.0<1>:q    r28.0<4;4,1>:q    r56.2<0;1,0>:q                      // $624
        and (8|M24)              r114.0<1>:q   r26.0<4;4,1>:q    r56.2<0;1,0>:q                      // $624
        and (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     -2146435073:d                       // $617
        and (16|M16)             r122.0<1>:d   r124.0<8;8,1>:d   -2146435073:d                       // $618
(W)     mov (1|M0)               r126.0<1>:df  0x42D0000000000040:df                                 // $628
(W)     mov (1|M0)               r1.0<1>:df    0x4140000000000000:df                                 // $666
        or (16|M0)               r4.0<1>:d     r4.0<8;8,1>:d     1072693248:d                        // $619
        or (16|M16)              r122.0<1>:d   r122.0<8;8,1>:d   1072693248:d                        // $620
        shl (8|M0)               r6.0<1>:q     r4.0<8;8,1>:d     32:w                                // $621
        shl (8|M8)               r8.0<1>:q     r5.0<8;8,1>:d     32:w                                // $621
        shl (8|M16)              r120.0<1>:q   r122.0<8;8,1>:d   32:w                                // $622
        shl (8|M24)              r118.0<1>:q   r123.0<8;8,1>:d   32:w                                // $622
        or (8|M0)                r14.0<1>:q    r6.0<4;4,1>:q     r10.0<4;4,1>:q                      // $625
        or (8|M8)                r16.0<1>:q    r8.0<4;4,1>:q     r116.0<4;4,1>:q                     // $625
        or (8|M16)               r18.0<1>:q    r120.0<4;4,1>:q   r12.0<4;4,1>:q                      // $626
        or (8|M24)               r112.0<1>:q   r118.0<4;4,1>:q   r114.0<4;4,1>:q                     // $626
        add (8|M0)               r110.0<1>:df  r14.0<4;4,1>:df   r126.0<0;1,0>:df                    // $628
        add (8|M8)               r108.0<1>:df  r16.0<4;4,1>:df   r126.0<0;1,0>:df                    // $628
        add (8|M16)              r4.0<1>:df    r18.0<4;4,1>:df   r126.0<0;1,0>:df                    // $629
        add (8|M24)              r122.0<1>:df  r112.0<4;4,1>:df  r126.0<0;1,0>:df                    // $629
(W)     add (1|M0)               r126.0<1>:q   r70.2<0;1,0>:q    16:w                                // $654
        mov (8|M0)               r106.0<1>:d   r110.0<2;1,0>:d                                       // $630
        mov (8|M8)               r107.0<1>:d   r108.0<2;1,0>:d                                       // $630
        mov (8|M16)              r20.0<1>:d    r4.0<2;1,0>:d                                         // $631
        mov (8|M24)              r21.0<1>:d    r122.0<2;1,0>:d                                       // $631
        add (8|M0)               r4.0<1>:df    r14.0<4;4,1>:df   r1.0<0;1,0>:df                      // $666
        add (8|M24)              r122.0<1>:df  r112.0<4;4,1>:df  r1.0<0;1,0>:df                      // $667
        and (16|M0)              r106.0<1>:d   r106.0<8;8,1>:d   127:w                               // $632
        and (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    127:w                               // $633
        add (8|M0)               r30.0<1>:df   r4.0<4;4,1>:df    -r1.0<0;1,0>:df                     // $669
        mul (16|M0)              r106.0<1>:d   r106.0<8;8,1>:d   24:w                                // $634
        mul (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    24:w                                // $635
        add (8|M0)               r34.0<1>:df   r14.0<4;4,1>:df   -r30.0<4;4,1>:df                    // $671
        add (8|M0)               r118.0<1>:q   r106.0<8;8,1>:ud  r70.2<0;1,0>:q                      // $639
        add (8|M8)               r120.0<1>:q   r107.0<8;8,1>:ud  r70.2<0;1,0>:q                      // $639
        add (8|M16)              r6.0<1>:q     r20.0<8;8,1>:ud   r70.2<0;1,0>:q                      // $640
        add (8|M24)              r8.0<1>:q     r21.0<8;8,1>:ud   r70.2<0;1,0>:q                      // $640
        add (8|M0)               r102.0<1>:q   r106.0<8;8,1>:ud  r126.0<0;1,0>:q                     // $655
        add (8|M8)               r104.0<1>:q   r107.0<8;8,1>:ud  r126.0<0;1,0>:q                     // $655
        add (8|M16)              r26.0<1>:q    r20.0<8;8,1>:ud   r126.0<0;1,0>:q                     // $656
        send (8|M0)              r114:df  r118:f  0xC            0x044406FF           // wr:2+0, rd:4; hdc.dc1; a64 qword gathering read // $641
        send (8|M8)              r108:df  r120:f  0xC            0x044406FF           // wr:2+0, rd:4; hdc.dc1; a64 qword gathering read // $642
        add (8|M24)              r28.0<1>:q    r21.0<8;8,1>:ud   r126.0<0;1,0>:q                     // $656
        send (8|M16)             r10:df   r6:f    0xC            0x044406FF           // wr:2+0, rd:4; hdc.dc1; a64 qword gathering read // $647
        send (8|M24)             r22:df   r8:f    0xC            0x044406FF           // wr:2+0, rd:4; hdc.dc1; a64 qword gathering read // $648
        send (8|M0)              r98:df   r102:f  0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $657
        send (8|M8)              r100:df  r104:f  0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $658
        add (8|M8)               r6.0<1>:df    r16.0<4;4,1>:df   r1.0<0;1,0>:df                      // $666
        send (8|M16)             r94:df   r26:f   0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $659
        add (8|M16)              r8.0<1>:df    r18.0<4;4,1>:df   r1.0<0;1,0>:df                      // $667
        send (8|M24)             r96:df   r28:f   0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $660
        add (8|M24)              r120.0<1>:df  r122.0<4;4,1>:df  -r1.0<0;1,0>:df                     // $670
        shr (16|M16)             r104.0<1>:d   r124.0<8;8,1>:ud  20:w                                // $602
        add (8|M8)               r32.0<1>:df   r6.0<4;4,1>:df    -r1.0<0;1,0>:df                     // $669
(W)     mov (1|M0)               r126.0<1>:df  0x3FE62E42FEFA3800:df                                 // $612
        add (8|M16)              r20.0<1>:df   r8.0<4;4,1>:df    -r1.0<0;1,0>:df                     // $670
(W)     mov (1|M0)               r1.0<1>:w     -1083:w                                               // $605
        add (8|M24)              r118.0<1>:df  r112.0<4;4,1>:df  -r120.0<4;4,1>:df                   // $672
        and (16|M16)             r104.0<1>:d   r104.0<8;8,1>:d   2047:w                              // $604
        add (8|M8)               r36.0<1>:df   r16.0<4;4,1>:df   -r32.0<4;4,1>:df                    // $671
        add (8|M16)              r26.0<1>:df   r18.0<4;4,1>:df   -r20.0<4;4,1>:df                    // $672
        mul (8|M0)               r28.0<1>:df   r30.0<4;4,1>:df   r114.0<4;4,1>:df                    // $673
        shr (16|M0)              r30.0<1>:d    r2.0<8;8,1>:ud    20:w                                // $601
        mul (8|M16)              r40.0<1>:df   r20.0<4;4,1>:df   r10.0<4;4,1>:df                     // $674
        mul (8|M24)              r106.0<1>:df  r120.0<4;4,1>:df  r22.0<4;4,1>:df                     // $674
(f1.0)  sel (16|M0)              r20.0<1>:d    r1.0<0;1,0>:w     -1023:w                             // $605
(f1.0)  sel (16|M16)             r120.0<1>:d   r1.0<0;1,0>:w     -1023:w                             // $606
        and (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    2047:w                              // $603
        mul (8|M8)               r38.0<1>:df   r32.0<4;4,1>:df   r108.0<4;4,1>:df                    // $673
        mul (8|M16)              r18.0<1>:df   r26.0<4;4,1>:df   r10.0<4;4,1>:df                     // $678
        mul (8|M24)              r112.0<1>:df  r118.0<4;4,1>:df  r22.0<4;4,1>:df                     // $678
        add (16|M16)             r104.0<1>:d   r104.0<8;8,1>:d   r120.0<8;8,1>:d                     // $608
        add (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $607
        add (8|M0)               r4.0<1>:df    r28.0<4;4,1>:df   r56.1<0;1,0>:df                     // $675
(W)     mov (1|M0)               r2.0<1>:df    0x3D2EF35793C76730:df                                 // $615
        mul (8|M0)               r14.0<1>:df   r34.0<4;4,1>:df   r114.0<4;4,1>:df                    // $677
        mov (8|M16)              r118.0<1>:df  r104.0<8;8,1>:d                                       // $610
        mul (8|M8)               r16.0<1>:df   r36.0<4;4,1>:df   r108.0<4;4,1>:df                    // $677
        mov (8|M0)               r28.0<1>:df   r30.0<8;8,1>:d                                        // $609
        mov (8|M8)               r26.0<1>:df   r31.0<8;8,1>:d                                        // $609
        add (8|M16)              r8.0<1>:df    r40.0<4;4,1>:df   r56.1<0;1,0>:df                     // $676
        add (8|M24)              r122.0<1>:df  r106.0<4;4,1>:df  r56.1<0;1,0>:df                     // $676
        add (8|M8)               r6.0<1>:df    r38.0<4;4,1>:df   r56.1<0;1,0>:df                     // $675
        mov (8|M24)              r106.0<1>:df  r105.0<8;8,1>:d                                       // $610
        mul (8|M16)              r34.0<1>:df   r118.0<4;4,1>:df  r2.0<0;1,0>:df                      // $616
        mul (8|M16)              r120.0<1>:df  r118.0<4;4,1>:df  r126.0<0;1,0>:df                    // $613
        mul (8|M0)               r32.0<1>:df   r28.0<4;4,1>:df   r2.0<0;1,0>:df                      // $615
        mul (8|M0)               r20.0<1>:df   r28.0<4;4,1>:df   r126.0<0;1,0>:df                    // $612
        mul (8|M8)               r124.0<1>:df  r26.0<4;4,1>:df   r2.0<0;1,0>:df                      // $615
        mul (8|M8)               r36.0<1>:df   r26.0<4;4,1>:df   r126.0<0;1,0>:df                    // $612
        add (8|M0)               r28.0<1>:df   r14.0<4;4,1>:df   r4.0<4;4,1>:df                      // $679
        add (8|M24)              r118.0<1>:df  r112.0<4;4,1>:df  r122.0<4;4,1>:df                    // $680
        add (8|M8)               r80.0<1>:df   r16.0<4;4,1>:df   r6.0<4;4,1>:df                      // $679
        add (8|M16)              r26.0<1>:df   r18.0<4;4,1>:df   r8.0<4;4,1>:df                      // $680
        mul (8|M24)              r102.0<1>:df  r106.0<4;4,1>:df  r2.0<0;1,0>:df                      // $616
        mul (8|M24)              r92.0<1>:df   r106.0<4;4,1>:df  r126.0<0;1,0>:df                    // $613
        add (8|M16)              r90.0<1>:df   r34.0<4;4,1>:df   r94.0<4;4,1>:df                     // $664
        add (8|M0)               r30.0<1>:df   r32.0<4;4,1>:df   r98.0<4;4,1>:df                     // $663
        add (8|M8)               r104.0<1>:df  r124.0<4;4,1>:df  r100.0<4;4,1>:df                    // $663
(W)     mov (1|M0)               r1.0<1>:df    0x3FC249C02481059D:df                                 // $683
        mul (8|M0)               r32.0<1>:df   r28.0<4;4,1>:df   r56.0<0;1,0>:df                     // $681
        mul (8|M24)              r106.0<1>:df  r118.0<4;4,1>:df  r56.0<0;1,0>:df                     // $682
        mul (8|M8)               r124.0<1>:df  r80.0<4;4,1>:df   r56.0<0;1,0>:df                     // $681
        mul (8|M16)              r34.0<1>:df   r26.0<4;4,1>:df   r56.0<0;1,0>:df                     // $682
        add (8|M16)              r82.0<1>:df   r120.0<4;4,1>:df  r12.0<4;4,1>:df                     // $662
        add (8|M0)               r86.0<1>:df   r20.0<4;4,1>:df   r116.0<4;4,1>:df                    // $661
        add (8|M8)               r84.0<1>:df   r36.0<4;4,1>:df   r110.0<4;4,1>:df                    // $661
        add (8|M0)               r20.0<1>:df   -r32.0<4;4,1>:df  r1.0<0;1,0>:df                      // $683
        add (8|M24)              r116.0<1>:df  -r106.0<4;4,1>:df  r1.0<0;1,0>:df                     // $684
        add (8|M8)               r120.0<1>:df  -r124.0<4;4,1>:df  r1.0<0;1,0>:df                     // $683
        add (8|M16)              r10.0<1>:df   -r34.0<4;4,1>:df  r1.0<0;1,0>:df                      // $684
        add (8|M24)              r88.0<1>:df   r102.0<4;4,1>:df  r96.0<4;4,1>:df                     // $664
        add (8|M24)              r2.0<1>:df    r92.0<4;4,1>:df   r24.0<4;4,1>:df                     // $662
        add (8|M8)               r38.0<1>:df   r16.0<4;4,1>:df   r104.0<4;4,1>:df                    // $711
        mul (8|M0)               r12.0<1>:df   r28.0<4;4,1>:df   r20.0<4;4,1>:df                     // $685
        mul (8|M24)              r110.0<1>:df  r118.0<4;4,1>:df  r116.0<4;4,1>:df                    // $686
        mul (8|M8)               r114.0<1>:df  r80.0<4;4,1>:df   r120.0<4;4,1>:df                    // $685
        mul (8|M16)              r22.0<1>:df   r26.0<4;4,1>:df   r10.0<4;4,1>:df                     // $686
        add (8|M0)               r100.0<1>:df  r86.0<4;4,1>:df   r4.0<4;4,1>:df                      // $709
        add (8|M0)               r24.0<1>:df   r12.0<4;4,1>:df   r56.3<0;1,0>:df                     // $687
        add (8|M24)              r102.0<1>:df  r110.0<4;4,1>:df  r56.3<0;1,0>:df                     // $688
        add (8|M8)               r108.0<1>:df  r114.0<4;4,1>:df  r56.3<0;1,0>:df                     // $687
        add (8|M16)              r36.0<1>:df   r22.0<4;4,1>:df   r56.3<0;1,0>:df                     // $688
        mul (8|M0)               r32.0<1>:df   r28.0<4;4,1>:df   r24.0<4;4,1>:df                     // $689
        mul (8|M24)              r106.0<1>:df  r118.0<4;4,1>:df  r102.0<4;4,1>:df                    // $690
        mul (8|M8)               r124.0<1>:df  r80.0<4;4,1>:df   r108.0<4;4,1>:df                    // $689
        mul (8|M16)              r34.0<1>:df   r26.0<4;4,1>:df   r36.0<4;4,1>:df                     // $690
        add (8|M0)               r20.0<1>:df   r32.0<4;4,1>:df   r62.0<0;1,0>:df                     // $691
        add (8|M24)              r116.0<1>:df  r106.0<4;4,1>:df  r62.0<0;1,0>:df                     // $692
        add (8|M8)               r120.0<1>:df  r124.0<4;4,1>:df  r62.0<0;1,0>:df                     // $691
        add (8|M16)              r10.0<1>:df   r34.0<4;4,1>:df   r62.0<0;1,0>:df                     // $692
        mul (8|M0)               r12.0<1>:df   r28.0<4;4,1>:df   r20.0<4;4,1>:df                     // $693
        mul (8|M24)              r110.0<1>:df  r118.0<4;4,1>:df  r116.0<4;4,1>:df                    // $694
        mul (8|M8)               r114.0<1>:df  r80.0<4;4,1>:df   r120.0<4;4,1>:df                    // $693
        mul (8|M16)              r22.0<1>:df   r26.0<4;4,1>:df   r10.0<4;4,1>:df                     // $694
        add (8|M0)               r24.0<1>:df   r12.0<4;4,1>:df   r62.1<0;1,0>:df                     // $695
        add (8|M24)              r102.0<1>:df  r110.0<4;4,1>:df  r62.1<0;1,0>:df                     // $696
        add (8|M8)               r108.0<1>:df  r114.0<4;4,1>:df  r62.1<0;1,0>:df                     // $695
        add (8|M16)              r36.0<1>:df   r22.0<4;4,1>:df   r62.1<0;1,0>:df                     // $696
        mul (8|M0)               r32.0<1>:df   r28.0<4;4,1>:df   r24.0<4;4,1>:df                     // $697
        mul (8|M24)              r106.0<1>:df  r118.0<4;4,1>:df  r102.0<4;4,1>:df                    // $698
        mul (8|M8)               r124.0<1>:df  r80.0<4;4,1>:df   r108.0<4;4,1>:df                    // $697
        mul (8|M16)              r34.0<1>:df   r26.0<4;4,1>:df   r36.0<4;4,1>:df                     // $698
        add (8|M0)               r20.0<1>:df   r32.0<4;4,1>:df   r62.2<0;1,0>:df                     // $699
        add (8|M24)              r116.0<1>:df  r106.0<4;4,1>:df  r62.2<0;1,0>:df                     // $700
        add (8|M8)               r120.0<1>:df  r124.0<4;4,1>:df  r62.2<0;1,0>:df                     // $699
        add (8|M16)              r10.0<1>:df   r34.0<4;4,1>:df   r62.2<0;1,0>:df                     // $700
        mul (8|M0)               r12.0<1>:df   r28.0<4;4,1>:df   r20.0<4;4,1>:df                     // $701
        mul (8|M24)              r110.0<1>:df  r118.0<4;4,1>:df  r116.0<4;4,1>:df                    // $702
        mul (8|M8)               r114.0<1>:df  r80.0<4;4,1>:df   r120.0<4;4,1>:df                    // $701
        mul (8|M16)              r22.0<1>:df   r26.0<4;4,1>:df   r10.0<4;4,1>:df                     // $702
        add (8|M0)               r24.0<1>:df   r12.0<4;4,1>:df   r62.3<0;1,0>:df                     // $703
        add (8|M24)              r102.0<1>:df  r110.0<4;4,1>:df  r62.3<0;1,0>:df                     // $704
        add (8|M8)               r108.0<1>:df  r114.0<4;4,1>:df  r62.3<0;1,0>:df                     // $703
        add (8|M16)              r36.0<1>:df   r22.0<4;4,1>:df   r62.3<0;1,0>:df                     // $704
        add (8|M0)               r12.0<1>:df   r14.0<4;4,1>:df   r30.0<4;4,1>:df                     // $711
        add (8|M24)              r110.0<1>:df  r112.0<4;4,1>:df  r88.0<4;4,1>:df                     // $712
        add (8|M16)              r114.0<1>:df  r18.0<4;4,1>:df   r90.0<4;4,1>:df                     // $712
        mul (8|M0)               r32.0<1>:df   r28.0<4;4,1>:df   r24.0<4;4,1>:df                     // $705
        mul (8|M24)              r106.0<1>:df  r118.0<4;4,1>:df  r102.0<4;4,1>:df                    // $706
        mul (8|M8)               r124.0<1>:df  r80.0<4;4,1>:df   r108.0<4;4,1>:df                    // $705
        mul (8|M16)              r34.0<1>:df   r26.0<4;4,1>:df   r36.0<4;4,1>:df                     // $706
        add (8|M8)               r22.0<1>:df   r84.0<4;4,1>:df   r6.0<4;4,1>:df                      // $709
        add (8|M24)              r24.0<1>:df   r2.0<4;4,1>:df    r122.0<4;4,1>:df                    // $710
        add (8|M16)              r108.0<1>:df  r82.0<4;4,1>:df   r8.0<4;4,1>:df                      // $710
        mul (8|M0)               r20.0<1>:df   r28.0<4;4,1>:df   r32.0<4;4,1>:df                     // $707
        mul (8|M24)              r116.0<1>:df  r118.0<4;4,1>:df  r106.0<4;4,1>:df                    // $708
        mul (8|M8)               r120.0<1>:df  r80.0<4;4,1>:df   r124.0<4;4,1>:df                    // $707
        mul (8|M16)              r10.0<1>:df   r26.0<4;4,1>:df   r34.0<4;4,1>:df                     // $708
        add (8|M0)               r28.0<1>:df   r12.0<4;4,1>:df   r20.0<4;4,1>:df                     // $713
        add (8|M24)              r118.0<1>:df  r110.0<4;4,1>:df  r116.0<4;4,1>:df                    // $714
        add (8|M8)               r32.0<1>:df   r38.0<4;4,1>:df   r120.0<4;4,1>:df                    // $713
        add (8|M16)              r124.0<1>:df  r114.0<4;4,1>:df  r10.0<4;4,1>:df                     // $714
        add (8|M0)               r14.0<1>:df   r100.0<4;4,1>:df  r28.0<4;4,1>:df                     // $715
        add (8|M24)              r50.0<1>:df   r24.0<4;4,1>:df   r118.0<4;4,1>:df                    // $716
        add (8|M8)               r54.0<1>:df   r22.0<4;4,1>:df   r32.0<4;4,1>:df                     // $715
        add (8|M16)              r52.0<1>:df   r108.0<4;4,1>:df  r124.0<4;4,1>:df                    // $716
// B046: [inDivergent],  Preds:{B045, B044},  Succs:{B047}
_fp64_math_k0_37_cf:
        endif (32|M0)                        _fp64_math_k0_33_cf                                     // $563
// B047: [inDivergent],  Preds:{B042, B046},  Succs:{B048}
_fp64_math_k0_33_cf:
        endif (32|M0)                        _fp64_math_k0_36_cf                                     // $540
// B048: [inDivergent],  Preds:{B047},  Succs:{B050}
_fp64_math_k0_36_cf:
        else (32|M0)                         _fp64_math_k0_35_cf  _fp64_math_k0_35_cf                // $529
// B049: [inDivergent],  Preds:{B040},  Succs:{B050}
_0_023:
        and (16|M0)              r2.0<1>:d     r60.0<8;8,1>:d    -2146435073:d                       // $719
        and (16|M16)             r124.0<1>:d   r58.0<8;8,1>:d    -2146435073:d                       // $720
        mov (8|M0)               r4.0<1>:d     r46.0<2;1,0>:d                                        // $721
        mov (8|M8)               r5.0<1>:d     r48.0<2;1,0>:d                                        // $721
        mov (8|M16)              r122.0<1>:d   r44.0<2;1,0>:d                                        // $722
        mov (8|M24)              r123.0<1>:d   r42.0<2;1,0>:d                                        // $722
        cmp (16|M0)   (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     -2147483648:d                       // $723
        cmp (16|M16)  (eq)f0.0   null<1>:d     r124.0<8;8,1>:d   -2147483648:d                       // $724
        mul (8|M0)               r6.0<1>:df    r46.0<4;4,1>:df   r46.0<4;4,1>:df                     // $729
        mul (8|M8)               r120.0<1>:df  r48.0<4;4,1>:df   r48.0<4;4,1>:df                     // $729
        mul (8|M16)              r8.0<1>:df    r44.0<4;4,1>:df   r44.0<4;4,1>:df                     // $730
        mul (8|M24)              r118.0<1>:df  r42.0<4;4,1>:df   r42.0<4;4,1>:df                     // $730
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     0:w                                 // $725
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r122.0<8;8,1>:d   0:w                                 // $727
(f0.0)  sel (8|M0)               r14.0<1>:df   r64.0<0;1,0>:df   r6.0<4;4,1>:df                      // $731
(f0.0)  sel (8|M8)               r54.0<1>:df   r64.0<0;1,0>:df   r120.0<4;4,1>:df                    // $731
(f0.0)  sel (8|M16)              r52.0<1>:df   r64.0<0;1,0>:df   r8.0<4;4,1>:df                      // $732
(f0.0)  sel (8|M24)              r50.0<1>:df   r64.0<0;1,0>:df   r118.0<4;4,1>:df                    // $732
// B050: [inDivergent],  Preds:{B049, B048},  Succs:{B051}
_fp64_math_k0_35_cf:
        endif (32|M0)                        _fp64_math_k0_32_cf                                     // $529
// B051: Preds:{B039, B050},  Succs:{B052}
_fp64_math_k0_32_cf:
        endif (32|M0)                        _0_022                                                  // $457
// B052: Preds:{B051},  Succs:{}
_0_022:
        add (8|M0)               r2.0<1>:df    r78.0<4;4,1>:df   r14.0<4;4,1>:df                     // $734
        add (8|M8)               r124.0<1>:df  r76.0<4;4,1>:df   r54.0<4;4,1>:df                     // $734
        add (8|M16)              r4.0<1>:df    r74.0<4;4,1>:df   r52.0<4;4,1>:df                     // $735
        add (8|M24)              r122.0<1>:df  r72.0<4;4,1>:df   r50.0<4;4,1>:df                     // $735
        mov (16|M0)              r114.0<1>:ud  r68.0<8;8,1>:ud                  {Compacted}          // $745
        mov (16|M16)             r12.0<1>:ud   r66.0<8;8,1>:ud                                       // $747
        mov (8|M0)               r6.0<1>:d     r2.0<2;1,0>:d                                         // $736
        mov (8|M0)               r8.0<1>:d     r2.1<2;1,0>:d                                         // $738
        mov (8|M8)               r7.0<1>:d     r124.0<2;1,0>:d                                       // $737
        mov (8|M8)               r9.0<1>:d     r124.1<2;1,0>:d                                       // $739
        mov (8|M16)              r120.0<1>:d   r4.0<2;1,0>:d                                         // $740
        mov (8|M16)              r10.0<1>:d    r4.1<2;1,0>:d                                         // $742
        mov (8|M24)              r121.0<1>:d   r122.0<2;1,0>:d                                       // $741
        mov (8|M24)              r11.0<1>:d    r122.1<2;1,0>:d                                       // $743
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $748
        mov (16|M0)              r116.0<1>:d   r6.0<8;8,1>:d                    {Compacted}          // $745
        mov (16|M0)              r118.0<1>:d   r8.0<8;8,1>:d                    {Compacted}          // $745
        mov (16|M16)             r14.0<1>:d    r120.0<8;8,1>:d                                       // $747
        mov (16|M16)             r16.0<1>:d    r10.0<8;8,1>:d                                        // $747
        send (16|M0)             null:w   r114:f  0xC            0x0C025C01           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $745
        send (16|M16)            null:w   r12:f   0xC            0x0C025C01           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $747
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                                        // $748
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $748
// Bank Conflict Statistics: 
// -- GOOD: 16
// --  BAD: 69
// --   OK: 145
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
