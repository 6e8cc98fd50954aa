//.kernel fp64_math
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 1707
//.RA type	HYBRID_BC_RA
//.spill flag store 2
//.spill flag load 3

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
//.declare V0046 (54)  rf=r size=8 type=uq align=4 words (r48.0)
//.declare V0047 (55)  rf=r size=8 type=uq align=4 words (r84.0)
//.declare V0048 (56)  rf=r size=8 type=uq align=4 words (r84.1)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r124.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r74.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r72.0)
//.declare V0058 (66)  rf=r size=128 type=d align=16 words (r118.0)
//.declare V0059 (67)  rf=r size=128 type=d align=16 words (r10.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0070 (78)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0080 (88)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r22.0)
//.declare P01 (94)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0086 (95)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r124.0)
//.declare V0087 (96)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r4.0)
//.declare V0088 (97)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0089 (98)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0090 (99)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0091 (100)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (101)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (102)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0092 (103)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0093 (104)  rf=r size=64 type=d align=16 words (r20.0)
//.declare P02 (105)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0094 (106)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0095 (107)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0096 (108)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0097 (109)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0104 (116)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0105 (117)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0106 (118)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0107 (119)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0108 (120)  rf=r size=64 type=ud alias=V0104+0 align=16 words (r18.0)
//.declare V0109 (121)  rf=r size=64 type=ud alias=V0105+0 align=16 words (r106.0)
//.declare V0110 (122)  rf=r size=64 type=ud alias=V0106+0 align=16 words (r22.0)
//.declare V0111 (123)  rf=r size=64 type=ud alias=V0107+0 align=16 words (r100.0)
//.declare V0112 (124)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r114.0)
//.declare V0113 (125)  rf=r size=64 type=ud alias=V0065+0 align=16 words (r8.0)
//.declare V0114 (126)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r116.0)
//.declare V0115 (127)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r14.0)
//.declare V0116 (128)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r110.0)
//.declare V0117 (129)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r4.0)
//.declare V0118 (130)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r104.0)
//.declare V0119 (131)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r102.0)
//.declare V0120 (132)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0121 (133)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0122 (134)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0123 (135)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare P03 (136)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare P04 (137)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P05 (142)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0130 (145)  rf=r size=8 type=df align=4 words (r60.0)
//.declare V0131 (146)  rf=r size=8 type=df align=4 words (r60.1)
//.declare V0134 (149)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0135 (150)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (151)  rf=f16  size=2 type=uw align=1 words (spilled -> )
//.declare  (152)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0146 (163)  rf=r size=8 type=df align=4 words (r60.2)
//.declare V0147 (164)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0148 (165)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0155 (172)  rf=r size=64 type=ud alias=V0147+0 align=16 words (r10.0)
//.declare V0156 (173)  rf=r size=64 type=ud alias=V0148+0 align=16 words (r122.0)
//.declare P06 (174)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0164 (182)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0165 (183)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0168 (186)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0169 (187)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0170 (188)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0171 (189)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0172 (190)  rf=r size=64 type=ud alias=V0168+0 align=16 words (r34.0)
//.declare V0173 (191)  rf=r size=64 type=ud alias=V0169+0 align=16 words (r86.0)
//.declare V0174 (192)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0175 (193)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0176 (194)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0177 (195)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0178 (196)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0179 (197)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0180 (198)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0181 (199)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0182 (200)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0183 (201)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0184 (202)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0185 (203)  rf=r size=64 type=d align=16 words (r102.0)
//.declare P07 (204)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0186 (205)  rf=r size=64 type=ud alias=V0174+0 align=16 words (r38.0)
//.declare V0187 (206)  rf=r size=64 type=ud alias=V0175+0 align=16 words (r94.0)
//.declare V0188 (207)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0189 (208)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0190 (209)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0191 (210)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (211)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (212)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0192 (213)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0193 (214)  rf=r size=64 type=d align=16 words (r112.0)
//.declare P08 (215)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0194 (216)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0195 (217)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0207 (229)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0208 (230)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0209 (231)  rf=r size=64 type=ud alias=V0207+0 align=16 words (r106.0)
//.declare V0210 (232)  rf=r size=64 type=ud alias=V0208+0 align=16 words (r102.0)
//.declare V0215 (237)  rf=r size=8 type=df align=4 words (r2.0)
//.declare V0216 (238)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0217 (239)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0218 (240)  rf=r size=64 type=ud alias=V0216+0 align=16 words (r18.0)
//.declare V0219 (241)  rf=r size=64 type=ud alias=V0217+0 align=16 words (r122.0)
//.declare P09 (244)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0222 (245)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0223 (246)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0226 (249)  rf=r size=64 type=ud alias=V0222+0 align=16 words (r100.0)
//.declare V0227 (250)  rf=r size=64 type=ud alias=V0223+0 align=16 words (r28.0)
//.declare V0230 (253)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0231 (254)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0244 (267)  rf=r size=8 type=df align=4 words (r126.0)
//.declare V0247 (270)  rf=r size=8 type=df align=4 words (r113.0)
//.declare P10 (271)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0254 (278)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0255 (279)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0258 (282)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0259 (283)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0260 (284)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0261 (285)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0262 (286)  rf=r size=64 type=ud alias=V0258+0 align=16 words (r102.0)
//.declare V0263 (287)  rf=r size=64 type=ud alias=V0259+0 align=16 words (r26.0)
//.declare V0264 (288)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0265 (289)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0266 (290)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0267 (291)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0268 (292)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0269 (293)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0270 (294)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0271 (295)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0272 (296)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0273 (297)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0274 (298)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0275 (299)  rf=r size=64 type=d align=16 words (r122.0)
//.declare P11 (300)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0276 (301)  rf=r size=64 type=ud alias=V0264+0 align=16 words (r12.0)
//.declare V0277 (302)  rf=r size=64 type=ud alias=V0265+0 align=16 words (r122.0)
//.declare V0278 (303)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0279 (304)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0280 (305)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0281 (306)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (307)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (308)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0282 (309)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0283 (310)  rf=r size=64 type=d align=16 words (r118.0)
//.declare P12 (311)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0284 (312)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0285 (313)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0296 (324)  rf=r size=8 type=df align=4 words (r126.0)
//.declare V0299 (327)  rf=r size=8 type=df align=4 words (r60.3)
//.declare  (330)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (331)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (332)  rf=r size=32 type=df align=16 words (r41.0)
//.declare  (333)  rf=r size=32 type=df align=16 words (r40.0)
//.declare  (334)  rf=r size=32 type=df align=16 words (r51.0)
//.declare  (335)  rf=r size=32 type=df align=16 words (r49.0)
//.declare  (336)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (337)  rf=r size=128 type=df align=16 words (r10.0)
//.declare  (338)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (339)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (340)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (341)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (343)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (344)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (345)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (346)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (347)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (348)  rf=r size=128 type=df align=16 words (r10.0)
//.declare  (349)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (350)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (354)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (355)  rf=r size=128 type=df align=16 words (r14.0)
//.declare  (356)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (357)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (358)  rf=r size=128 type=df align=16 words (r10.0)
//.declare  (359)  rf=r size=128 type=df align=16 words (r116.0)
//.declare  (360)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (361)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (362)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (364)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (365)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (366)  rf=r size=128 type=df align=16 words (r14.0)
//.declare  (367)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (368)  rf=r size=128 type=df align=16 words (r100.0)
//.declare  (369)  rf=r size=128 type=df align=16 words (r10.0)
//.declare  (370)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (371)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (372)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (373)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (375)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0309 (381)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0310 (382)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0311 (383)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0312 (384)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0313 (385)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0314 (386)  rf=r size=4 type=f align=2 words (r2.0)
//.declare V0315 (387)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0316 (388)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0317 (389)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0318 (390)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0319 (391)  rf=r size=64 type=d alias=V0311+0 align=16 words (r116.0)
//.declare V0320 (392)  rf=r size=64 type=d alias=V0312+0 align=16 words (r12.0)
//.declare V0321 (393)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0322 (394)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0323 (395)  rf=r size=8 type=q align=4 words (r126.0)
//.declare V0324 (396)  rf=r size=8 type=uq alias=V0323+0 align=4 words (r126.0)
//.declare V0326 (398)  rf=r size=8 type=d alias=V0323+0 align=4 words (r126.0)
//.declare V0331 (403)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0332 (404)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0335 (407)  rf=r size=64 type=ud alias=V0331+0 align=16 words (r124.0)
//.declare V0336 (408)  rf=r size=64 type=ud alias=V0332+0 align=16 words (r8.0)
//.declare V0339 (411)  rf=r size=64 type=ud alias=V0321+0 align=16 words (r4.0)
//.declare V0340 (412)  rf=r size=64 type=ud alias=V0322+0 align=16 words (r16.0)
//.declare V0343 (415)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0344 (416)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0345 (417)  rf=r size=32 type=ud align=16 words (r122.0)
//.declare V0346 (418)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0347 (419)  rf=r size=128 type=uq align=16 words (r22.0)
//.declare V0348 (420)  rf=r size=128 type=uq align=16 words (r110.0)
//.declare V0349 (421)  rf=r size=128 type=ud alias=V0347+0 align=16 words (r22.0)
//.declare V0350 (422)  rf=r size=128 type=ud alias=V0348+0 align=16 words (r110.0)
//.declare V0351 (423)  rf=r size=128 type=d alias=V0347+0 align=16 words (r22.0)
//.declare V0352 (424)  rf=r size=128 type=d alias=V0348+0 align=16 words (r110.0)
//.declare V0353 (425)  rf=r size=128 type=d align=16 words (r56.0)
//.declare V0354 (426)  rf=r size=128 type=d align=16 words (r48.0)
//.declare V0355 (427)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0356 (428)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0357 (429)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0358 (430)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0363 (435)  rf=r size=8 type=df align=4 words (r126.0)
//.declare V0366 (438)  rf=r size=8 type=df align=4 words (r123.0)
//.declare V0369 (441)  rf=r size=8 type=df align=4 words (r122.0)
//.declare V0370 (442)  rf=r size=8 type=df align=4 words (r126.0)
//.declare V0373 (445)  rf=r size=8 type=df align=4 words (r123.0)
//.declare V0376 (448)  rf=r size=8 type=df align=4 words (r126.0)
//.declare V0381 (453)  rf=r size=8 type=df align=4 words (r126.0)
//.declare P13 (454)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0394 (467)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0395 (468)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0396 (469)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0397 (470)  rf=r size=64 type=d align=16 words (r12.0)
//.declare P14 (471)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P15 (472)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0398 (473)  rf=r size=64 type=ud alias=V0396+0 align=16 words (r10.0)
//.declare V0399 (474)  rf=r size=64 type=ud alias=V0397+0 align=16 words (r12.0)
//.declare P16 (475)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P17 (478)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P18 (479)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0407 (485)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0408 (486)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0429 (507)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0430 (508)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0437 (515)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0438 (516)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0439 (517)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0440 (518)  rf=r size=64 type=d align=16 words (r62.0)
//.declare P19 (519)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P20 (521)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0442 (522)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0443 (523)  rf=r size=64 type=f align=16 words (r34.0)
//.declare P21 (524)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0447 (528)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0448 (529)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0451 (532)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0452 (533)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0453 (534)  rf=r size=64 type=ud alias=V0447+0 align=16 words (r114.0)
//.declare V0454 (535)  rf=r size=64 type=ud alias=V0448+0 align=16 words (r4.0)
//.declare V0455 (536)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0456 (537)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0457 (538)  rf=r size=8 type=q align=4 words (r126.0)
//.declare V0458 (539)  rf=r size=8 type=uq alias=V0457+0 align=4 words (r126.0)
//.declare V0460 (541)  rf=r size=8 type=d alias=V0457+0 align=4 words (r126.0)
//.declare V0465 (546)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0466 (547)  rf=r size=4 type=d align=2 words (r8.1)
//.declare V0467 (548)  rf=r size=4 type=ud alias=V0465+0 align=2 words (r8.0)
//.declare V0468 (549)  rf=r size=4 type=ud alias=V0466+0 align=2 words (r8.1)
//.declare V0471 (552)  rf=r size=4 type=ud align=16 words (r121.0)
//.declare V0472 (553)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0473 (554)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0474 (555)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0475 (556)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0476 (557)  rf=r size=64 type=ud alias=V0472+0 align=16 words (r24.0)
//.declare V0477 (558)  rf=r size=64 type=ud alias=V0473+0 align=16 words (r14.0)
//.declare V0478 (559)  rf=r size=64 type=ud alias=V0474+0 align=16 words (r4.0)
//.declare V0479 (560)  rf=r size=64 type=ud alias=V0475+0 align=16 words (r12.0)
//.declare V0480 (561)  rf=r size=64 type=ud alias=V0455+0 align=16 words (r122.0)
//.declare V0481 (562)  rf=r size=64 type=ud alias=V0456+0 align=16 words (r6.0)
//.declare V0482 (563)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0483 (564)  rf=r size=32 type=ud align=16 words (r124.0)
//.declare V0484 (565)  rf=r size=32 type=ud align=16 words (r120.0)
//.declare V0485 (566)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0486 (567)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0487 (568)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0488 (569)  rf=r size=64 type=ud alias=V0439+0 align=16 words (r64.0)
//.declare V0489 (570)  rf=r size=64 type=ud alias=V0440+0 align=16 words (r62.0)
//.declare V0492 (573)  rf=r size=128 type=uq align=16 words (r122.0)
//.declare V0493 (574)  rf=r size=128 type=uq align=16 words (r2.0)
//.declare V0494 (575)  rf=r size=128 type=ud alias=V0492+0 align=16 words (r122.0)
//.declare V0495 (576)  rf=r size=128 type=ud alias=V0493+0 align=16 words (r2.0)
//.declare V0496 (577)  rf=r size=128 type=d alias=V0492+0 align=16 words (r122.0)
//.declare V0497 (578)  rf=r size=128 type=d alias=V0493+0 align=16 words (r2.0)
//.declare V0498 (579)  rf=r size=128 type=df align=16 words (r118.0)
//.declare V0499 (580)  rf=r size=128 type=df align=16 words (r6.0)
//.declare P22 (581)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0513 (595)  rf=r size=8 type=df align=4 words (r2.0)
//.declare V0514 (596)  rf=r size=8 type=df align=4 words (r123.0)
//.declare V0517 (599)  rf=r size=8 type=df align=4 words (r2.1)
//.declare V0518 (600)  rf=r size=8 type=df align=4 words (r2.2)
//.declare V0531 (613)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0532 (614)  rf=r size=64 type=d align=16 words (r8.0)
//.declare P23 (615)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0533 (616)  rf=r size=8 type=df align=4 words (r70.3)
//.declare P24 (620)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P25 (623)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P26 (624)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P27 (640)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0555 (642)  rf=r size=8 type=df align=4 words (r70.2)
//.declare V0556 (643)  rf=r size=8 type=df align=4 words (r70.1)
//.declare V0557 (644)  rf=r size=8 type=df align=4 words (r70.0)
//.declare V0558 (645)  rf=r size=8 type=df align=4 words (r60.3)
//.declare V0559 (646)  rf=r size=8 type=df align=4 words (r60.2)
//.declare V0560 (647)  rf=r size=8 type=df align=4 words (r125.0)
//.declare V0561 (648)  rf=r size=8 type=df align=4 words (r60.0)
//.declare V0590 (677)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0591 (678)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0594 (681)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0595 (682)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0596 (683)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0597 (684)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0598 (685)  rf=r size=64 type=ud alias=V0594+0 align=16 words (r124.0)
//.declare V0599 (686)  rf=r size=64 type=ud alias=V0595+0 align=16 words (r4.0)
//.declare V0600 (687)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0601 (688)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0610 (697)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0611 (698)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0621 (708)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0622 (709)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0625 (712)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0626 (713)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0627 (714)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0628 (715)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0629 (716)  rf=r size=8 type=q align=4 words (r126.0)
//.declare V0630 (717)  rf=r size=8 type=uq alias=V0629+0 align=4 words (r126.0)
//.declare V0632 (719)  rf=r size=8 type=d alias=V0629+0 align=4 words (r126.0)
//.declare V0637 (724)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0638 (725)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0641 (728)  rf=r size=64 type=ud alias=V0637+0 align=16 words (r122.0)
//.declare V0642 (729)  rf=r size=64 type=ud alias=V0638+0 align=16 words (r118.0)
//.declare V0645 (732)  rf=r size=64 type=ud alias=V0627+0 align=16 words (r2.0)
//.declare V0646 (733)  rf=r size=64 type=ud alias=V0628+0 align=16 words (r22.0)
//.declare V0649 (736)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0650 (737)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0651 (738)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0652 (739)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0653 (740)  rf=r size=128 type=uq align=16 words (r26.0)
//.declare V0654 (741)  rf=r size=128 type=uq align=16 words (r106.0)
//.declare V0655 (742)  rf=r size=128 type=ud alias=V0653+0 align=16 words (r26.0)
//.declare V0656 (743)  rf=r size=128 type=ud alias=V0654+0 align=16 words (r106.0)
//.declare V0657 (744)  rf=r size=128 type=d alias=V0653+0 align=16 words (r26.0)
//.declare V0658 (745)  rf=r size=128 type=d alias=V0654+0 align=16 words (r106.0)
//.declare V0659 (746)  rf=r size=256 type=df align=16 words (r30.0)
//.declare V0660 (747)  rf=r size=256 type=df align=16 words (r98.0)
//.declare V0669 (756)  rf=r size=4 type=d align=16 words (r121.0)
//.declare V0670 (757)  rf=r size=4 type=d align=2 words (r13.0)
//.declare V0671 (758)  rf=r size=4 type=ud alias=V0669+0 align=2 words (r121.0)
//.declare V0672 (759)  rf=r size=4 type=ud alias=V0670+0 align=2 words (r13.0)
//.declare V0675 (762)  rf=r size=4 type=ud align=16 words (r7.0)
//.declare V0676 (763)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0677 (764)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0680 (767)  rf=r size=64 type=ud alias=V0676+0 align=16 words (r114.0)
//.declare V0681 (768)  rf=r size=64 type=ud alias=V0677+0 align=16 words (r8.0)
//.declare V0684 (771)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0685 (772)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0686 (773)  rf=r size=32 type=ud align=16 words (r122.0)
//.declare V0687 (774)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0688 (775)  rf=r size=128 type=uq align=16 words (r16.0)
//.declare V0689 (776)  rf=r size=128 type=uq align=16 words (r106.0)
//.declare V0690 (777)  rf=r size=128 type=ud alias=V0688+0 align=16 words (r16.0)
//.declare V0691 (778)  rf=r size=128 type=ud alias=V0689+0 align=16 words (r106.0)
//.declare V0692 (779)  rf=r size=128 type=d alias=V0688+0 align=16 words (r16.0)
//.declare V0693 (780)  rf=r size=128 type=d alias=V0689+0 align=16 words (r106.0)
//.declare V0694 (781)  rf=r size=128 type=df align=16 words (r24.0)
//.declare V0695 (782)  rf=r size=128 type=df align=16 words (r118.0)
//.declare V0750 (837)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0751 (838)  rf=r size=64 type=d align=16 words (r2.0)
//.declare P28 (839)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P29 (840)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0756 (845)  rf=r size=128 type=d align=16 words (r118.0)
//.declare V0757 (846)  rf=r size=128 type=d align=16 words (r6.0)
//.declare V0760 (849)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0761 (850)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (851)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (852)  rf=r size=32 type=uw align=16 words (r123.0)
//.declare  (853)  rf=r size=32 type=uw align=16 words (r16.0)
//.declare  (854)  rf=r size=32 type=uw align=16 words (r124.0)
//.declare  (855)  rf=r size=32 type=uw align=16 words (r7.0)
//.declare  (856)  rf=r size=32 type=uw align=16 words (r126.0)
//.declare  (857)  rf=r size=32 type=uw align=16 words (r2.0)
//.declare  (858)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare  (859)  rf=r size=32 type=uw align=16 words (r124.0)
//.declare  (860)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (861)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (862)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (863)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (864)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (865)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (866)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (867)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (868)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (869)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (870)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (871)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (872)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (873)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (874)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (875)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (876)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (877)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (878)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (879)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (880)  rf=r size=2 type=w align=1 words (r6.0)
//.declare  (884)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (888)  rf=r size=8 type=df align=8 words (r20.0)
//.declare  (889)  rf=r size=8 type=df align=8 words (r121.0)
//.declare  (890)  rf=r size=8 type=df align=8 words (r21.0)
//.declare  (891)  rf=r size=8 type=df align=8 words (r120.0)
//.declare  (896)  rf=r size=64 type=ud align=32 words (r114.0)
//.declare  (897)  rf=r size=64 type=ud align=32 words (r22.0)
//.declare  (898)  rf=r size=64 type=ud align=32 words (r108.0)
//.declare  (899)  rf=r size=64 type=ud align=32 words (r24.0)
//.declare  (900)  rf=r size=64 type=ud align=32 words (r10.0)
//.declare  (901)  rf=r size=64 type=ud align=32 words (r20.0)
//.declare  (902)  rf=r size=64 type=ud align=32 words (r100.0)
//.declare  (903)  rf=r size=64 type=ud align=32 words (r96.0)
//.declare  (904)  rf=r size=2 type=w align=1 words (r2.0)
//.declare  (906)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (907)  rf=r size=8 type=df align=8 words (r3.2)
//.declare  (908)  rf=r size=8 type=df align=8 words (r119.2)
//.declare  (909)  rf=r size=8 type=df align=8 words (r8.2)
//.declare  (914)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (915)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (916)  rf=r size=8 type=df align=8 words (r126.2)
//.declare  (917)  rf=r size=8 type=ud alias=+0 align=8 words (r126.4)
//.declare  (918)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (919)  rf=r size=8 type=ud alias=+0 align=8 words (r125.0)
//.declare  (920)  rf=r size=8 type=df align=8 words (r125.2)
//.declare  (921)  rf=r size=8 type=ud alias=+0 align=8 words (r125.4)
//.declare  (922)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (923)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (924)  rf=r size=8 type=df align=8 words (r122.0)
//.declare  (925)  rf=r size=8 type=ud alias=+0 align=8 words (r122.0)
//.declare  (926)  rf=r size=8 type=df align=8 words (r6.2)
//.declare  (927)  rf=r size=8 type=ud alias=+0 align=8 words (r6.4)
//.declare  (928)  rf=r size=8 type=df align=8 words (r6.2)
//.declare  (929)  rf=r size=8 type=ud alias=+0 align=8 words (r6.4)
//.declare  (930)  rf=r size=8 type=df align=8 words (r126.2)
//.declare  (931)  rf=r size=8 type=ud alias=+0 align=8 words (r126.4)
//.declare  (932)  rf=r size=8 type=df align=8 words (r7.0)
//.declare  (933)  rf=r size=8 type=ud alias=+0 align=8 words (r7.0)
//.declare  (934)  rf=r size=8 type=df align=8 words (r20.2)
//.declare  (935)  rf=r size=8 type=ud alias=+0 align=8 words (r20.4)
//.declare  (936)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (937)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (938)  rf=r size=8 type=df align=8 words (r121.2)
//.declare  (939)  rf=r size=8 type=ud alias=+0 align=8 words (r121.4)
//.declare  (940)  rf=r size=8 type=df align=8 words (r7.2)
//.declare  (941)  rf=r size=8 type=ud alias=+0 align=8 words (r7.4)
//.declare  (942)  rf=r size=8 type=df align=8 words (r10.0)
//.declare  (943)  rf=r size=8 type=ud alias=+0 align=8 words (r10.0)
//.declare  (944)  rf=r size=8 type=df align=8 words (r99.0)
//.declare  (945)  rf=r size=8 type=ud alias=+0 align=8 words (r99.0)
//.declare  (946)  rf=r size=8 type=df align=8 words (r6.2)
//.declare  (947)  rf=r size=8 type=ud alias=+0 align=8 words (r6.4)
//.declare  (948)  rf=r size=8 type=df align=8 words (r7.0)
//.declare  (949)  rf=r size=8 type=ud alias=+0 align=8 words (r7.0)
//.declare  (950)  rf=r size=8 type=df align=8 words (r115.0)
//.declare  (951)  rf=r size=8 type=ud alias=+0 align=8 words (r115.0)
//.declare  (952)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (953)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (954)  rf=r size=8 type=df align=8 words (r126.2)
//.declare  (955)  rf=r size=8 type=ud alias=+0 align=8 words (r126.4)
//.declare  (956)  rf=r size=8 type=df align=8 words (r119.0)
//.declare  (957)  rf=r size=8 type=ud alias=+0 align=8 words (r119.0)
//.declare  (958)  rf=r size=8 type=df align=8 words (r119.2)
//.declare  (959)  rf=r size=8 type=ud alias=+0 align=8 words (r119.4)
//.declare  (960)  rf=r size=64 type=ud align=16 words (r28.0)
//.declare  (961)  rf=r size=64 type=ud align=16 words (r118.0)
//.declare  (962)  rf=r size=64 type=ud align=16 words (r112.0)
//.declare  (963)  rf=r size=64 type=ud align=16 words (r100.0)
//.declare  (964)  rf=r size=8 type=df align=8 words (r26.0)
//.declare  (965)  rf=r size=8 type=ud alias=+0 align=8 words (r26.0)
//.declare  (966)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (967)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (968)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (969)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (970)  rf=r size=8 type=df align=8 words (r3.2)
//.declare  (971)  rf=r size=8 type=ud alias=+0 align=8 words (r3.4)
//.declare  (972)  rf=r size=8 type=df align=8 words (r28.0)
//.declare  (973)  rf=r size=8 type=ud alias=+0 align=8 words (r28.0)
//.declare  (974)  rf=r size=64 type=ud align=16 words (r118.0)
//.declare  (975)  rf=r size=64 type=ud align=16 words (r112.0)
//.declare  (976)  rf=r size=64 type=ud align=16 words (r8.0)
//.declare  (977)  rf=r size=64 type=ud align=16 words (r10.0)
//.declare  (978)  rf=r size=8 type=df align=8 words (r2.2)
//.declare  (979)  rf=r size=8 type=ud alias=+0 align=8 words (r2.4)
//.declare  (980)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (981)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (982)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (983)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (984)  rf=r size=8 type=df align=8 words (r119.0)
//.declare  (985)  rf=r size=8 type=ud alias=+0 align=8 words (r119.0)
//.declare  (986)  rf=r size=8 type=df align=8 words (r126.2)
//.declare  (987)  rf=r size=8 type=ud alias=+0 align=8 words (r126.4)
//.declare  (988)  rf=r size=8 type=df align=8 words (r8.0)
//.declare  (989)  rf=r size=8 type=ud alias=+0 align=8 words (r8.0)
//.declare  (990)  rf=r size=8 type=df align=8 words (r115.0)
//.declare  (991)  rf=r size=8 type=ud alias=+0 align=8 words (r115.0)
//.declare  (992)  rf=r size=8 type=df align=8 words (r118.0)
//.declare  (993)  rf=r size=8 type=ud alias=+0 align=8 words (r118.0)
//.declare  (994)  rf=r size=8 type=df align=8 words (r2.2)
//.declare  (995)  rf=r size=8 type=ud alias=+0 align=8 words (r2.4)
//.declare  (996)  rf=r size=8 type=df align=8 words (r9.0)
//.declare  (997)  rf=r size=8 type=ud alias=+0 align=8 words (r9.0)
//.declare  (998)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (999)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (1000)  rf=r size=8 type=df align=8 words (r2.2)
//.declare  (1001)  rf=r size=8 type=ud alias=+0 align=8 words (r2.4)
//.declare  (1002)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1003)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1004)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1005)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1006)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1007)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1008)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1009)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1010)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1011)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1012)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1013)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1014)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1015)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1016)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1017)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1018)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1019)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1020)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1021)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1022)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1023)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1024)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1025)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1026)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1027)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1028)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1029)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1030)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1031)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1032)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1033)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1034)  rf=r size=64 type=f align=32 words (r122.0)
//.declare  (1035)  rf=r size=64 type=f align=32 words (r4.0)
//.declare  (1036)  rf=r size=64 type=f align=32 words (r118.0)
//.declare  (1037)  rf=r size=64 type=f align=32 words (r8.0)
//.declare  (1038)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1039)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1040)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (1041)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (1042)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (1043)  rf=r size=8 type=ud alias=+0 align=8 words (r125.0)
//.declare  (1044)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (1045)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (1046)  rf=r size=64 type=f align=16 words (r118.0)
//.declare  (1047)  rf=r size=64 type=f align=16 words (r2.0)
//.declare  (1048)  rf=r size=64 type=f align=16 words (r10.0)
//.declare  (1049)  rf=r size=64 type=f align=16 words (r14.0)
//.declare  (1050)  rf=r size=8 type=df align=8 words (r123.0)
//.declare  (1051)  rf=r size=8 type=ud alias=+0 align=8 words (r123.0)
//.declare  (1052)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (1053)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (1054)  rf=r size=8 type=df align=8 words (r8.0)
//.declare  (1055)  rf=r size=8 type=ud alias=+0 align=8 words (r8.0)
//.declare  (1056)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (1057)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (1058)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (1059)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (1060)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (1061)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (1062)  rf=r size=8 type=df align=8 words (r18.0)
//.declare  (1063)  rf=r size=8 type=ud alias=+0 align=8 words (r18.0)
//.declare  (1064)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1065)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1066)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (1067)  rf=r size=8 type=ud alias=+0 align=8 words (r125.0)
//.declare  (1068)  rf=r size=8 type=df align=8 words (r4.0)
//.declare  (1069)  rf=r size=8 type=ud alias=+0 align=8 words (r4.0)
//.declare  (1070)  rf=r size=8 type=df align=8 words (r124.0)
//.declare  (1071)  rf=r size=8 type=ud alias=+0 align=8 words (r124.0)
//.declare  (1072)  rf=r size=4 type=d align=2 words (r126.0)
//.declare  (1074)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1075)  rf=r size=8 type=df align=8 words (r6.0)
//.declare  (1076)  rf=r size=8 type=df align=8 words (r119.0)
//.declare  (1077)  rf=r size=8 type=df align=8 words (r5.0)
//.declare  (1078)  rf=r size=8 type=df align=8 words (r16.0)
//.declare  (1079)  rf=r size=8 type=ud alias=+0 align=8 words (r16.0)
//.declare  (1080)  rf=r size=8 type=df align=8 words (r4.0)
//.declare  (1081)  rf=r size=8 type=ud alias=+0 align=8 words (r4.0)
//.declare  (1082)  rf=r size=8 type=df align=8 words (r5.0)
//.declare  (1083)  rf=r size=8 type=ud alias=+0 align=8 words (r5.0)
//.declare  (1084)  rf=r size=8 type=df align=8 words (r123.0)
//.declare  (1085)  rf=r size=8 type=ud alias=+0 align=8 words (r123.0)
//.declare  (1086)  rf=r size=8 type=df align=8 words (r122.0)
//.declare  (1087)  rf=r size=8 type=ud alias=+0 align=8 words (r122.0)
//.declare  (1088)  rf=r size=8 type=df align=8 words (r7.0)
//.declare  (1089)  rf=r size=8 type=ud alias=+0 align=8 words (r7.0)
//.declare  (1090)  rf=r size=8 type=df align=8 words (r4.0)
//.declare  (1091)  rf=r size=8 type=ud alias=+0 align=8 words (r4.0)
//.declare  (1092)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1093)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1094)  rf=r size=64 type=f align=32 words (r124.0)
//.declare  (1095)  rf=r size=64 type=f align=32 words (r2.0)
//.declare  (1096)  rf=r size=64 type=f align=32 words (r4.0)
//.declare  (1097)  rf=r size=64 type=f align=32 words (r118.0)
//.declare  (1098)  rf=r size=2 type=uw align=1 words (r125.0)
//.declare  (1102)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1103)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1104)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (1105)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (1106)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (1107)  rf=r size=8 type=ud alias=+0 align=8 words (r125.0)
//.declare  (1108)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (1109)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (1110)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1111)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1112)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (1113)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (1114)  rf=r size=8 type=df align=8 words (r4.0)
//.declare  (1115)  rf=r size=8 type=ud alias=+0 align=8 words (r4.0)
//.declare  (1116)  rf=r size=8 type=df align=8 words (r125.2)
//.declare  (1117)  rf=r size=8 type=ud alias=+0 align=8 words (r125.4)
//.declare  (1118)  rf=r size=64 type=f align=16 words (r122.0)
//.declare  (1119)  rf=r size=64 type=f align=16 words (r120.0)
//.declare  (1120)  rf=r size=64 type=f align=16 words (r118.0)
//.declare  (1121)  rf=r size=64 type=f align=16 words (r116.0)
//.declare  (1122)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1123)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1124)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1125)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1126)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1127)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1128)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1129)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1130)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1131)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1132)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1133)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1134)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1135)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1136)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1137)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1138)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1139)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1140)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1141)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1142)  rf=r size=8 type=df align=8 words (r32.0)
//.declare  (1143)  rf=r size=8 type=df align=8 words (r97.0)
//.declare  (1144)  rf=r size=8 type=df align=8 words (r109.0)
//.declare  (1145)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (1146)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (1147)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (1148)  rf=r size=8 type=df align=8 words (r126.2)
//.declare  (1149)  rf=r size=8 type=ud alias=+0 align=8 words (r126.4)
//.declare  (1150)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1151)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1152)  rf=r size=8 type=df align=8 words (r18.0)
//.declare  (1153)  rf=r size=8 type=ud alias=+0 align=8 words (r18.0)
//.declare  (1154)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (1155)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (1156)  rf=r size=8 type=df align=8 words (r10.0)
//.declare  (1157)  rf=r size=8 type=ud alias=+0 align=8 words (r10.0)
//.declare  (1158)  rf=r size=8 type=df align=8 words (r3.2)
//.declare  (1159)  rf=r size=8 type=ud alias=+0 align=8 words (r3.4)
//.declare  (1160)  rf=r size=8 type=df align=8 words (r10.2)
//.declare  (1161)  rf=r size=8 type=ud alias=+0 align=8 words (r10.4)
//.declare  (1162)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (1163)  rf=r size=64 type=d align=16 words (r14.0)
//.declare  (1164)  rf=r size=64 type=d align=16 words (r116.0)
//.declare  (1165)  rf=r size=64 type=d align=16 words (r114.0)
//.declare  (1166)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1167)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1168)  rf=r size=8 type=df align=8 words (r126.2)
//.declare  (1169)  rf=r size=8 type=ud alias=+0 align=8 words (r126.4)
//.declare  (1170)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (1171)  rf=r size=8 type=ud alias=+0 align=8 words (r125.0)
//.declare  (1172)  rf=r size=8 type=df align=8 words (r125.2)
//.declare  (1173)  rf=r size=8 type=ud alias=+0 align=8 words (r125.4)
//.declare  (1174)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1175)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1176)  rf=r size=8 type=df align=8 words (r10.0)
//.declare  (1177)  rf=r size=8 type=ud alias=+0 align=8 words (r10.0)
//.declare  (1178)  rf=r size=8 type=df align=8 words (r126.2)
//.declare  (1179)  rf=r size=8 type=ud alias=+0 align=8 words (r126.4)
//.declare  (1180)  rf=r size=8 type=df align=8 words (r117.0)
//.declare  (1181)  rf=r size=8 type=ud alias=+0 align=8 words (r117.0)
//.declare  (1182)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1183)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1184)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1185)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1186)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (1187)  rf=r size=8 type=ud alias=+0 align=8 words (r125.0)
//.declare  (1188)  rf=r size=8 type=df align=8 words (r4.0)
//.declare  (1189)  rf=r size=8 type=ud alias=+0 align=8 words (r4.0)
//.declare  (1190)  rf=r size=8 type=df align=8 words (r124.0)
//.declare  (1191)  rf=r size=8 type=ud alias=+0 align=8 words (r124.0)
//.declare  (1192)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1193)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1194)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (1195)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (1196)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (1197)  rf=r size=8 type=ud alias=+0 align=8 words (r125.0)
//.declare  (1198)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (1199)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (1200)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (1201)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (1202)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (1203)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (1204)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1205)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1206)  rf=r size=8 type=df align=8 words (r4.0)
//.declare  (1207)  rf=r size=8 type=ud alias=+0 align=8 words (r4.0)
//.declare  (1208)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (1209)  rf=r size=8 type=ud alias=+0 align=8 words (r125.0)
//.declare  (1210)  rf=r size=8 type=df align=8 words (r124.0)
//.declare  (1211)  rf=r size=8 type=ud alias=+0 align=8 words (r124.0)
//.declare  (1212)  rf=r size=8 type=df align=8 words (r123.0)
//.declare  (1213)  rf=r size=8 type=ud alias=+0 align=8 words (r123.0)
//.declare  (1214)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (1215)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (1216)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1217)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1218)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (1219)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (1220)  rf=r size=8 type=df align=8 words (r4.0)
//.declare  (1221)  rf=r size=8 type=ud alias=+0 align=8 words (r4.0)
//.declare  (1222)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1223)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1224)  rf=r size=8 type=df align=8 words (r6.0)
//.declare  (1225)  rf=r size=8 type=ud alias=+0 align=8 words (r6.0)
//.declare  (1226)  rf=r size=8 type=df align=8 words (r119.0)
//.declare  (1227)  rf=r size=8 type=ud alias=+0 align=8 words (r119.0)
//.declare  (1228)  rf=r size=8 type=df align=8 words (r7.0)
//.declare  (1229)  rf=r size=8 type=ud alias=+0 align=8 words (r7.0)
//.declare  (1230)  rf=r size=2 type=w align=1 words (r126.0)
//.declare  (1232)  rf=r size=64 type=d align=16 words (r114.0)
//.declare  (1233)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (1234)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (1235)  rf=r size=64 type=d align=16 words (r14.0)
//.declare  (1236)  rf=r size=8 type=df align=8 words (r126.2)
//.declare  (1237)  rf=r size=8 type=ud alias=+0 align=8 words (r126.4)
//.declare  (1238)  rf=r size=8 type=df align=8 words (r123.0)
//.declare  (1239)  rf=r size=8 type=ud alias=+0 align=8 words (r123.0)
//.declare  (1240)  rf=r size=8 type=df align=8 words (r2.2)
//.declare  (1241)  rf=r size=8 type=ud alias=+0 align=8 words (r2.4)
//.declare  (1242)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (1243)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (1244)  rf=r size=8 type=df align=8 words (r109.0)
//.declare  (1245)  rf=r size=8 type=ud alias=+0 align=8 words (r109.0)
//.declare  (1246)  rf=r size=8 type=df align=8 words (r22.0)
//.declare  (1247)  rf=r size=8 type=ud alias=+0 align=8 words (r22.0)
//.declare  (1248)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1249)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1250)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (1251)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (1252)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1253)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1254)  rf=r size=8 type=df align=8 words (r12.0)
//.declare  (1255)  rf=r size=8 type=ud alias=+0 align=8 words (r12.0)
//.declare  (1256)  rf=r size=8 type=df align=8 words (r6.0)
//.declare  (1257)  rf=r size=8 type=ud alias=+0 align=8 words (r6.0)
//.declare  (1258)  rf=r size=8 type=df align=8 words (r6.2)
//.declare  (1259)  rf=r size=8 type=ud alias=+0 align=8 words (r6.4)
//.declare  (1260)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1261)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1262)  rf=r size=8 type=df align=8 words (r2.0)
//.declare  (1263)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (1264)  rf=r size=8 type=df align=8 words (r126.2)
//.declare  (1265)  rf=r size=8 type=ud alias=+0 align=8 words (r126.4)
//.declare  (1266)  rf=r size=8 type=df align=8 words (r125.0)
//.declare  (1267)  rf=r size=8 type=ud alias=+0 align=8 words (r125.0)
//.declare  (1268)  rf=r size=8 type=df align=8 words (r3.0)
//.declare  (1269)  rf=r size=8 type=ud alias=+0 align=8 words (r3.0)
//.declare  (1270)  rf=r size=8 type=df align=8 words (r124.0)
//.declare  (1271)  rf=r size=8 type=ud alias=+0 align=8 words (r124.0)
//.declare  (1272)  rf=r size=8 type=df align=8 words (r3.2)
//.declare  (1273)  rf=r size=8 type=ud alias=+0 align=8 words (r3.4)
//.declare  (1274)  rf=r size=8 type=df align=8 words (r8.0)
//.declare  (1275)  rf=r size=8 type=ud alias=+0 align=8 words (r8.0)
//.declare  (1276)  rf=r size=8 type=df align=8 words (r126.0)
//.declare  (1277)  rf=r size=8 type=ud alias=+0 align=8 words (r126.0)
//.declare  (1278)  rf=r size=8 type=df align=8 words (r16.0)
//.declare  (1279)  rf=r size=8 type=ud alias=+0 align=8 words (r16.0)
//.declare  (1280)  rf=r size=8 type=df align=8 words (r126.2)
//.declare  (1281)  rf=r size=8 type=ud alias=+0 align=8 words (r126.4)
//.declare  (1282)  rf=r size=8 type=df align=8 words (r107.0)
//.declare  (1283)  rf=r size=8 type=ud alias=+0 align=8 words (r107.0)
//.declare  (1284)  rf=r size=64 type=df align=16 words (r42.0)
//.declare  (1285)  rf=r size=64 type=df align=16 words (r44.0)
//.declare  (1286)  rf=r size=64 type=df align=16 words (r46.0)
//.declare  (1287)  rf=r size=64 type=df align=16 words (r54.0)
//.declare  (1288)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (1289)  rf=r size=64 type=d align=16 words (r118.0)
//.declare  (1290)  rf=r size=64 type=d align=16 words (r18.0)
//.declare  (1291)  rf=r size=64 type=d align=16 words (r112.0)
//.declare  (1292)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1293)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1294)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1295)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1296)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1297)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1298)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1299)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1300)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1301)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1302)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1303)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1304)  rf=r size=64 type=d align=16 words (r22.0)
//.declare  (1305)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (1306)  rf=r size=64 type=d align=16 words (r108.0)
//.declare  (1307)  rf=r size=64 type=d align=16 words (r20.0)
//.declare  (1308)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1309)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1310)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1311)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1312)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1313)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1314)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1315)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1316)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1317)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1318)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1319)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1320)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (1321)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (1322)  rf=r size=64 type=d align=16 words (r24.0)
//.declare  (1323)  rf=r size=64 type=d align=16 words (r108.0)
//.declare  (1324)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1325)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1326)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1327)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1328)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1329)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1330)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1331)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1332)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1333)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1334)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (1335)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1336)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1337)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1338)  rf=r size=64 type=df align=16 words (r88.0)
//.declare  (1339)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1340)  rf=r size=64 type=d align=16 words (r18.0)
//.declare  (1341)  rf=r size=64 type=d align=16 words (r24.0)
//.declare  (1342)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (1343)  rf=r size=64 type=d align=16 words (r114.0)
//.declare  (1344)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1345)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1346)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1347)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1348)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1349)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1350)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1351)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1352)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1353)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1354)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1355)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1356)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1357)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1358)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1359)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1360)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1361)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1362)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1363)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1364)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1365)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1366)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1367)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1368)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (1369)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1370)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1371)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1372)  rf=r size=64 type=d align=16 words (r100.0)
//.declare  (1373)  rf=r size=64 type=d align=16 words (r118.0)
//.declare  (1374)  rf=r size=64 type=d align=16 words (r112.0)
//.declare  (1375)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (1376)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1377)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (1378)  rf=r size=64 type=d align=16 words (r116.0)
//.declare  (1379)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1380)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1381)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1382)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1383)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1384)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1385)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1386)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1387)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1388)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1389)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1390)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1391)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1392)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1393)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1394)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1395)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1396)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1397)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1398)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1399)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1400)  rf=r size=64 type=d align=16 words (r116.0)
//.declare  (1401)  rf=r size=64 type=d align=16 words (r110.0)
//.declare  (1402)  rf=r size=64 type=d align=16 words (r16.0)
//.declare  (1403)  rf=r size=64 type=d align=16 words (r14.0)
//.declare  (1404)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1405)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1406)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1407)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1408)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1409)  rf=r size=64 type=df align=16 words (r62.0)
//.declare  (1410)  rf=r size=64 type=df align=16 words (r64.0)
//.declare  (1411)  rf=r size=64 type=df align=16 words (r66.0)
//.declare  (1412)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1413)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1414)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1415)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1416)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1417)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1418)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1419)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1420)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1421)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1424)  rf=r size=64 type=df align=16 words (r76.0)
//.declare  (1425)  rf=r size=64 type=df align=16 words (r70.0)
//.declare  (1426)  rf=r size=64 type=df align=16 words (r68.0)
//.declare  (1427)  rf=r size=64 type=df align=16 words (r66.0)
//.declare  (1428)  rf=r size=64 type=df align=16 words (r40.0)
//.declare  (1429)  rf=r size=64 type=df align=16 words (r38.0)
//.declare  (1430)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1431)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1432)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1433)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1434)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1435)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1436)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1437)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1438)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1439)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1440)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1441)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1442)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1443)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1444)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1445)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1446)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1447)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1448)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1449)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1450)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1451)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1452)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1453)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1454)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1455)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1456)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1457)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1458)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1459)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1460)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1461)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1462)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1463)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1464)  rf=r size=64 type=d align=16 words (r124.0)
//.declare  (1465)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (1466)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (1467)  rf=r size=64 type=d align=16 words (r4.0)
//.declare  (1468)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1469)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1470)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1471)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1472)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1473)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1474)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1475)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1476)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (1477)  rf=r size=64 type=d align=16 words (r124.0)
//.declare  (1478)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1479)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (1480)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1481)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1482)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1483)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1484)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1485)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1486)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1487)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1488)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1489)  rf=r size=64 type=d align=16 words (r4.0)
//.declare  (1490)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (1491)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (1492)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1493)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1494)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1495)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1496)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1497)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1498)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1499)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1500)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1501)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1502)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1503)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1504)  rf=r size=64 type=df align=16 words (r82.0)
//.declare  (1505)  rf=r size=64 type=df align=16 words (r80.0)
//.declare  (1506)  rf=r size=64 type=df align=16 words (r78.0)
//.declare  (1507)  rf=r size=64 type=df align=16 words (r76.0)
//.declare  (1508)  rf=r size=64 type=df align=16 words (r50.0)
//.declare  (1509)  rf=r size=64 type=df align=16 words (r48.0)
//.declare  (1510)  rf=r size=64 type=df align=16 words (r46.0)
//.declare  (1511)  rf=r size=64 type=df align=16 words (r44.0)
//.declare  (1512)  rf=r size=64 type=d align=16 words (r68.0)
//.declare  (1513)  rf=r size=64 type=d align=16 words (r124.0)
//.declare  (1514)  rf=r size=64 type=d align=16 words (r66.0)
//.declare  (1515)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (1516)  rf=r size=64 type=d align=16 words (r118.0)
//.declare  (1517)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (1518)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (1519)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1520)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1521)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1522)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1523)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1524)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1525)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1526)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1527)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1528)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1529)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1530)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1531)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1532)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1533)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1534)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1535)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1536)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1537)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1538)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1539)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (1540)  rf=r size=64 type=df align=16 words (r38.0)
//.declare  (1541)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1542)  rf=r size=64 type=df align=16 words (r40.0)
//.declare  (1543)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1544)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1545)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1546)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1547)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1548)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1549)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1550)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1551)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1552)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1553)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1554)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1555)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1556)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1557)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1558)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1559)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1560)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1561)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1562)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1563)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (1564)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1565)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1566)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1567)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1568)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1569)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1570)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (1571)  rf=r size=64 type=df align=16 words (r38.0)
//.declare  (1572)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1573)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1574)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1575)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1576)  rf=r size=64 type=df align=16 words (r50.0)
//.declare  (1577)  rf=r size=64 type=df align=16 words (r58.0)
//.declare  (1578)  rf=r size=64 type=df align=16 words (r56.0)
//.declare  (1579)  rf=r size=64 type=df align=16 words (r54.0)
//.declare  (1580)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1581)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1582)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1583)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1584)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (1585)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1586)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1587)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1588)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1589)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1590)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1591)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1592)  rf=r size=64 type=d align=16 words (r124.0)
//.declare  (1593)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (1594)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (1595)  rf=r size=64 type=d align=16 words (r4.0)
//.declare  (1596)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (1597)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1598)  rf=r size=64 type=d align=16 words (r118.0)
//.declare  (1599)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (1600)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1601)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1602)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1603)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1604)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1605)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1606)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1607)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1608)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1609)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1610)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1611)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1612)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1613)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1614)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1615)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1616)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1617)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1618)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1619)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1620)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1621)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1622)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1623)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1624)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1625)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1626)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1627)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1628)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1629)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1630)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1631)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1632)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1633)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1634)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1635)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1636)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1637)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1638)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1639)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1640)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1641)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1642)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1643)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1644)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1645)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1646)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1647)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1648)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1649)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1650)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1651)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1652)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1653)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1654)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1655)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1656)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1657)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1658)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1659)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1660)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1661)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1662)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1663)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1664)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1665)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1666)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1667)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1668)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1669)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1670)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1671)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1672)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1673)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (1674)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (1675)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (1676)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1677)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1678)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1679)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1680)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1681)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1682)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1683)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1684)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (1685)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (1686)  rf=r size=64 type=df align=16 words (r40.0)
//.declare  (1687)  rf=r size=64 type=df align=16 words (r42.0)
//.declare  (1688)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (1689)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (1690)  rf=r size=64 type=df align=16 words (r38.0)
//.declare  (1691)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (1692)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1693)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1694)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1695)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1696)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1697)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1698)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1699)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1700)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1701)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1702)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1703)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1704)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1705)  rf=r size=64 type=df align=16 words (r88.0)
//.declare  (1706)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1707)  rf=r size=64 type=df align=16 words (r86.0)
//.declare  (1708)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1709)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1710)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1711)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1712)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1713)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1714)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (1715)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (1716)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1717)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1718)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (1719)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (1720)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1721)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1722)  rf=r size=64 type=df align=16 words (r88.0)
//.declare  (1723)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1724)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1725)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1726)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1727)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1728)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1729)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1730)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1731)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1732)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1733)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1734)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1735)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (1736)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1737)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1738)  rf=r size=64 type=df align=16 words (r88.0)
//.declare  (1739)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1740)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1741)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1742)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1743)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1744)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1745)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1746)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1747)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1748)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1749)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1750)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1751)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1752)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1753)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1754)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1755)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1756)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1757)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1758)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1759)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1760)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1761)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1762)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1763)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1764)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1765)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1766)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (1767)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1768)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1769)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1770)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (1771)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (1772)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (1773)  rf=r size=64 type=df align=16 words (r88.0)
//.declare  (1774)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (1775)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (1776)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (1777)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (1778)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (1779)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (1780)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (1781)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (1782)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (1783)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (1784)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (1785)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (1786)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (1787)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (1788)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1789)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1790)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (1791)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (1792)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (1793)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (1794)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (1795)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (1796)  rf=r size=64 type=d alias=+0 align=16 words (r42.0)
//.declare  (1797)  rf=r size=64 type=d alias=+0 align=16 words (r44.0)
//.declare  (1798)  rf=r size=64 type=d alias=+0 align=16 words (r46.0)
//.declare  (1799)  rf=r size=64 type=d alias=+0 align=16 words (r54.0)
//.declare  (1800)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1801)  rf=r size=64 type=d alias=+0 align=16 words (r110.0)
//.declare  (1802)  rf=r size=64 type=d alias=+0 align=16 words (r124.0)
//.declare  (1803)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (1804)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1805)  rf=r size=64 type=d alias=+0 align=16 words (r24.0)
//.declare  (1806)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (1807)  rf=r size=64 type=d alias=+0 align=16 words (r120.0)
//.declare  (1808)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1809)  rf=r size=64 type=d alias=+0 align=16 words (r96.0)
//.declare  (1810)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (1811)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1812)  rf=r size=64 type=d alias=+0 align=16 words (r90.0)
//.declare  (1813)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (1814)  rf=r size=64 type=d alias=+0 align=16 words (r88.0)
//.declare  (1815)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1816)  rf=r size=64 type=d alias=+0 align=16 words (r94.0)
//.declare  (1817)  rf=r size=64 type=d alias=+0 align=16 words (r6.0)
//.declare  (1818)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1819)  rf=r size=64 type=d alias=+0 align=16 words (r120.0)
//.declare  (1820)  rf=r size=64 type=d alias=+0 align=16 words (r92.0)
//.declare  (1821)  rf=r size=64 type=d alias=+0 align=16 words (r90.0)
//.declare  (1822)  rf=r size=64 type=d alias=+0 align=16 words (r18.0)
//.declare  (1823)  rf=r size=64 type=d alias=+0 align=16 words (r36.0)
//.declare  (1824)  rf=r size=64 type=d alias=+0 align=16 words (r108.0)
//.declare  (1825)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1826)  rf=r size=64 type=d alias=+0 align=16 words (r96.0)
//.declare  (1827)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (1828)  rf=r size=64 type=d alias=+0 align=16 words (r106.0)
//.declare  (1829)  rf=r size=64 type=d alias=+0 align=16 words (r22.0)
//.declare  (1830)  rf=r size=64 type=d alias=+0 align=16 words (r114.0)
//.declare  (1831)  rf=r size=64 type=d alias=+0 align=16 words (r24.0)
//.declare  (1832)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1833)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (1834)  rf=r size=64 type=d alias=+0 align=16 words (r118.0)
//.declare  (1835)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1836)  rf=r size=64 type=d alias=+0 align=16 words (r120.0)
//.declare  (1837)  rf=r size=64 type=d alias=+0 align=16 words (r118.0)
//.declare  (1838)  rf=r size=64 type=d alias=+0 align=16 words (r116.0)
//.declare  (1839)  rf=r size=64 type=d alias=+0 align=16 words (r6.0)
//.declare  (1840)  rf=r size=64 type=d alias=+0 align=16 words (r40.0)
//.declare  (1841)  rf=r size=64 type=d alias=+0 align=16 words (r38.0)
//.declare  (1842)  rf=r size=64 type=d alias=+0 align=16 words (r36.0)
//.declare  (1843)  rf=r size=64 type=d alias=+0 align=16 words (r34.0)
//.declare  (1844)  rf=r size=64 type=ud alias=+0 align=16 words (r8.0)
//.declare  (1845)  rf=r size=64 type=ud alias=+0 align=16 words (r6.0)
//.declare  (1846)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1847)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (1848)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1849)  rf=r size=64 type=d alias=+0 align=16 words (r118.0)
//.declare  (1850)  rf=r size=64 type=d alias=+0 align=16 words (r50.0)
//.declare  (1851)  rf=r size=64 type=d alias=+0 align=16 words (r48.0)
//.declare  (1852)  rf=r size=64 type=d alias=+0 align=16 words (r46.0)
//.declare  (1853)  rf=r size=64 type=d alias=+0 align=16 words (r44.0)
//.declare  (1854)  rf=r size=64 type=d alias=+0 align=16 words (r22.0)
//.declare  (1855)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1856)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (1857)  rf=r size=64 type=d alias=+0 align=16 words (r18.0)
//.declare  (1858)  rf=r size=64 type=d alias=+0 align=16 words (r110.0)
//.declare  (1859)  rf=r size=64 type=d alias=+0 align=16 words (r112.0)
//.declare  (1860)  rf=r size=64 type=d alias=+0 align=16 words (r108.0)
//.declare  (1861)  rf=r size=64 type=d alias=+0 align=16 words (r106.0)
//.declare  (1862)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1863)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (1864)  rf=r size=64 type=d alias=+0 align=16 words (r24.0)
//.declare  (1865)  rf=r size=64 type=d alias=+0 align=16 words (r22.0)
//.declare  (1866)  rf=r size=64 type=d alias=+0 align=16 words (r116.0)
//.declare  (1867)  rf=r size=64 type=d alias=+0 align=16 words (r114.0)
//.declare  (1868)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (1869)  rf=r size=64 type=d alias=+0 align=16 words (r112.0)
//.declare  (1870)  rf=r size=64 type=d alias=+0 align=16 words (r34.0)
//.declare  (1871)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (1872)  rf=r size=64 type=d alias=+0 align=16 words (r30.0)
//.declare  (1873)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (1874)  rf=r size=64 type=d alias=+0 align=16 words (r116.0)
//.declare  (1875)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (1876)  rf=r size=64 type=d alias=+0 align=16 words (r112.0)
//.declare  (1877)  rf=r size=64 type=d alias=+0 align=16 words (r110.0)
//.declare  (1878)  rf=r size=64 type=d alias=+0 align=16 words (r114.0)
//.declare  (1879)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (1880)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (1881)  rf=r size=64 type=d alias=+0 align=16 words (r120.0)
//.declare  (1882)  rf=r size=64 type=d alias=+0 align=16 words (r124.0)
//.declare  (1883)  rf=r size=64 type=d alias=+0 align=16 words (r2.0)
//.declare  (1884)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (1885)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1886)  rf=r size=4 type=uw align=2 words (r125.0)
//.declare  (1887)  rf=r size=2 type=uw align=1 words (r126.0)
//.declare  (1888)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (1889)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1890)  rf=r size=4 type=uw align=2 words (r3.0)
//.declare  (1891)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1892)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1893)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1894)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1895)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (1896)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (1897)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (1898)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (1899)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (1900)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (1901)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (1902)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (1903)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (1904)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (1905)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (1906)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (1907)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (1908)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (1909)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (1910)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (1911)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (1912)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (1913)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (1914)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (1915)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (1916)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (1917)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (1918)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (1919)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (1920)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (1921)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (1922)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (1923)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (1924)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (1925)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (1926)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (1927)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (1928)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (1929)  rf=r size=32 type=d align=16 words (r36.0)
//.declare  (1930)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (1931)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (1932)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (1933)  rf=r size=32 type=d align=16 words (r40.0)
//.declare  (1934)  rf=r size=32 type=d align=16 words (r41.0)
//.declare  (1935)  rf=r size=32 type=d align=16 words (r42.0)
//.declare  (1936)  rf=r size=32 type=d align=16 words (r43.0)
//.declare  (1937)  rf=r size=32 type=d align=16 words (r86.0)
//.declare  (1938)  rf=r size=32 type=d align=16 words (r87.0)
//.declare  (1939)  rf=r size=32 type=d align=16 words (r88.0)
//.declare  (1940)  rf=r size=32 type=d align=16 words (r89.0)
//.declare  (1941)  rf=r size=32 type=d align=16 words (r90.0)
//.declare  (1942)  rf=r size=32 type=d align=16 words (r91.0)
//.declare  (1943)  rf=r size=32 type=d align=16 words (r92.0)
//.declare  (1944)  rf=r size=32 type=d align=16 words (r93.0)
//.declare  (1945)  rf=r size=32 type=d align=16 words (r94.0)
//.declare  (1946)  rf=r size=32 type=d align=16 words (r95.0)
//.declare  (1947)  rf=r size=32 type=d align=16 words (r96.0)
//.declare  (1948)  rf=r size=32 type=d align=16 words (r97.0)
//.declare  (1949)  rf=r size=32 type=d align=16 words (r98.0)
//.declare  (1950)  rf=r size=32 type=d align=16 words (r99.0)
//.declare  (1951)  rf=r size=32 type=d align=16 words (r100.0)
//.declare  (1952)  rf=r size=32 type=d align=16 words (r101.0)
//.declare  (1953)  rf=r size=32 type=d align=16 words (r102.0)
//.declare  (1954)  rf=r size=32 type=d align=16 words (r103.0)
//.declare  (1955)  rf=r size=32 type=d align=16 words (r104.0)
//.declare  (1956)  rf=r size=32 type=d align=16 words (r105.0)
//.declare  (1957)  rf=r size=32 type=d align=16 words (r106.0)
//.declare  (1958)  rf=r size=32 type=d align=16 words (r107.0)
//.declare  (1959)  rf=r size=32 type=d align=16 words (r108.0)
//.declare  (1960)  rf=r size=32 type=d align=16 words (r109.0)
//.declare  (1961)  rf=r size=32 type=d align=16 words (r110.0)
//.declare  (1962)  rf=r size=32 type=d align=16 words (r111.0)
//.declare  (1963)  rf=r size=32 type=d align=16 words (r112.0)
//.declare  (1964)  rf=r size=32 type=d align=16 words (r113.0)
//.declare  (1965)  rf=r size=32 type=d align=16 words (r114.0)
//.declare  (1966)  rf=r size=32 type=d align=16 words (r115.0)
//.declare  (1967)  rf=r size=32 type=d align=16 words (r116.0)
//.declare  (1968)  rf=r size=32 type=d align=16 words (r117.0)
//.declare  (1969)  rf=r size=32 type=d align=16 words (r118.0)
//.declare  (1970)  rf=r size=32 type=d align=16 words (r119.0)
//.declare  (1971)  rf=r size=32 type=d align=16 words (r120.0)
//.declare  (1972)  rf=r size=32 type=d align=16 words (r121.0)
//.declare  (1973)  rf=r size=32 type=d align=16 words (r122.0)
//.declare  (1974)  rf=r size=32 type=d align=16 words (r123.0)
//.declare  (1975)  rf=r size=32 type=d align=16 words (r124.0)
//.declare  (1976)  rf=r size=32 type=d align=16 words (r125.0)
//.declare  (1977)  rf=r size=32 type=d align=16 words (r126.0)

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
// | V0760    | :uq      |      8 | r8       | general    |
// | V0761    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r52.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $1
(W)     mov (1|M0)               r126.1<1>:ud  0x3FF80000:ud                                         // $1
(W)     mov (1|M0)               r126.4<1>:ud  0x0:ud                              {Compacted}       // $1
(W)     mov (1|M0)               r125.0<1>:ud  0x0:ud                              {Compacted}       // $1
(W)     mov (1|M0)               r126.5<1>:ud  0x3FE00000:ud                                         // $1
(W)     mov (1|M0)               r125.1<1>:ud  0x3FF00000:ud                                         // $1
(W)     mov (1|M0)               r125.4<1>:ud  0x0:ud                              {Compacted}       // $1
(W)     mov (1|M0)               r125.5<1>:ud  0x0:ud                                                // $1
(W)     mov (4|M0)               r49.0<1>:df   r126.0<0;1,0>:df                                      // $1
(W)     mov (4|M0)               r51.0<1>:df   r126.2<0;1,0>:df                                      // $1
(W)     mov (4|M0)               r40.0<1>:df   r125.0<0;1,0>:df                                      // $1
(W)     mov (4|M0)               r41.0<1>:df   r125.2<0;1,0>:df                                      // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r124.0<1>:d   r8.4<0;1,0>:d     r52.1<0;1,0>:d                      // $5
(W)     mov (1|M0)               r6.0<1>:w     -1:w                                                  // $50
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $102
(W)     mov (1|M0)               r6.4<1>:ud    0x0:ud                              {Compacted}       // $128
(W)     mov (1|M0)               r126.1<1>:ud  0x0:ud                              {Compacted}       // $102
(W)     mov (1|M0)               r6.5<1>:ud    0x40000000:ud                                         // $128
(W)     mov (1|M0)               r126.4<1>:ud  0x0:ud                              {Compacted}       // $149
        add (16|M0)              r122.0<1>:d   r124.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $8
        add (16|M16)             r4.0<1>:d     r124.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $9
(W)     mov (1|M0)               r60.0<1>:df   r126.0<0;1,0>:df                                      // $102
(W)     mov (1|M0)               r126.1<1>:ud  0x3FF00000:ud                                         // $150
(W)     mov (1|M0)               r60.2<1>:df   r6.2<0;1,0>:df                                        // $128
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $10
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d                       // $11
(W)     mov (1|M0)               r6.4<1>:ud    0x0:ud                              {Compacted}       // $149
(W)     mov (1|M0)               r126.5<1>:ud  0x0:ud                                                // $149
(W)     mov (1|M0)               r6.5<1>:ud    0x3FF00000:ud                                         // $149
        shl (16|M0)              r74.0<1>:d    r122.0<8;8,1>:d   3:w                                 // $12
        shl (16|M16)             r72.0<1>:d    r4.0<8;8,1>:d     3:w                                 // $13
(W)     mov (1|M0)               r99.0<1>:ud   0x0:ud                              {Compacted}       // $152
(W)     mov (1|M0)               r48.0<1>:ud   0x6E10CA2E:ud                                         // $2
(W)     mov (1|M0)               r99.1<1>:ud   0x3FE00000:ud                                         // $152
        send (16|M0)             r118:w   r74     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $15
(W)     mov (1|M0)               r48.1<1>:ud   0x6E10CA2E:ud                                         // $2
        send (16|M16)            r10:w    r72     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $17
(W)     mov (1|M0)               r84.0<1>:ud   0x6E10CA2E:ud                                         // $3
(W)     mov (1|M0)               r84.1<1>:ud   0x6E10CA2E:ud                                         // $3
(W)     mov (1|M0)               r84.2<1>:ud   0x6E10CA2E:ud                                         // $4
(W)     mov (1|M0)               r84.3<1>:ud   0x6E10CA2E:ud                                         // $4
        shr (16|M0)              r112.0<1>:d   r120.0<8;8,1>:ud  20:w                                // $32
        mov (16|M0)              r114.0<1>:d   r118.0<8;8,1>:d                  {Compacted}          // $26
        shr (16|M16)             r2.0<1>:d     r12.0<8;8,1>:ud   20:w                                // $33
        mov (16|M16)             r8.0<1>:d     r10.0<8;8,1>:d                                        // $27
        and (16|M0)              r124.0<1>:d   r112.0<8;8,1>:d   2047:w                              // $34
        mov (16|M0)              r116.0<1>:d   r120.0<8;8,1>:d                  {Compacted}          // $28
        and (16|M16)             r4.0<1>:d     r2.0<8;8,1>:d     2047:w                              // $35
        mov (16|M16)             r14.0<1>:d    r12.0<8;8,1>:d                                        // $29
        add (16|M0)              r110.0<1>:d   -r124.0<8;8,1>:d  1075:w                              // $36
        cmp (16|M0)   (lt)f0.0   null<1>:d     r124.0<8;8,1>:ud  0x3FF:uw                            // $54
        add (16|M16)             r16.0<1>:d    -r4.0<8;8,1>:d    1075:w                              // $37
        cmp (16|M16)  (lt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0x3FF:uw                            // $55
        sel (16|M0)   (lt)f0.0   r110.0<1>:d   r110.0<8;8,1>:d   32:w                                // $40
        mov (8|M16)              r46.0<2>:d    r10.0<8;8,1>:d                                        // $22
        sel (16|M16)  (lt)f0.0   r16.0<1>:d    r16.0<8;8,1>:d    32:w                                // $41
        mov (8|M24)              r54.0<2>:d    r11.0<8;8,1>:d                                        // $23
        mov (8|M16)              r46.1<2>:d    r12.0<8;8,1>:d                                        // $24
        sel (16|M0)   (ge)f0.0   r122.0<1>:d   r110.0<8;8,1>:d   0:w                                 // $44
        mov (8|M24)              r54.1<2>:d    r13.0<8;8,1>:d                                        // $25
        sel (16|M16)  (ge)f0.0   r18.0<1>:d    r16.0<8;8,1>:d    0:w                                 // $45
        mov (8|M0)               r42.0<2>:d    r118.0<8;8,1>:d                                       // $18
        mov (8|M8)               r44.0<2>:d    r119.0<8;8,1>:d                                       // $19
        cmp (16|M0)   (eq)f1.0   r108.0<1>:d   r122.0<8;8,1>:d   32:w                                // $58
        and (16|M0)              r112.0<1>:d   r122.0<8;8,1>:d   31:w                                // $48
        cmp (16|M16)  (eq)f1.0   r2.0<1>:d     r18.0<8;8,1>:d    32:w                                // $59
        and (16|M16)             r16.0<1>:d    r18.0<8;8,1>:d    31:w                                // $49
(~f0.0) sel (16|M0)              r106.0<1>:d   -r108.0<8;8,1>:d  1:w                                 // $60
        shl (16|M0)              r104.0<1>:d   r6.0<0;1,0>:w     r112.0<8;8,1>:d                     // $50
(~f0.0) sel (16|M16)             r20.0<1>:d    -r2.0<8;8,1>:d    1:w                                 // $61
        add (16|M16)             r112.0<1>:d   -r4.0<8;8,1>:d    1043:w                              // $39
        cmp (16|M0)   (ne)f1.0   null<1>:d     r106.0<8;8,1>:d   0:w                                 // $62
        add (16|M0)              r122.0<1>:d   -r124.0<8;8,1>:d  1043:w                              // $38
        shl (16|M16)             r22.0<1>:d    r6.0<0;1,0>:w     r16.0<8;8,1>:d                      // $51
        cmp (16|M16)  (ne)f1.0   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $63
(~f1.0) sel (16|M0)              r110.0<1>:d   r104.0<8;8,1>:d   0:w                                 // $64
        sel (16|M16)  (lt)f0.0   r112.0<1>:d   r112.0<8;8,1>:d   20:w                                // $43
        sel (16|M0)   (lt)f0.0   r122.0<1>:d   r122.0<8;8,1>:d   20:w                                // $42
(~f1.0) sel (16|M16)             r4.0<1>:d     r22.0<8;8,1>:d    0:w                                 // $65
        and (16|M0)              r110.0<1>:d   r110.0<8;8,1>:d   r114.0<8;8,1>:d  {Compacted}        // $66
        sel (16|M16)  (ge)f0.0   r112.0<1>:d   r112.0<8;8,1>:d   0:w                                 // $47
        sel (16|M0)   (ge)f0.0   r122.0<1>:d   r122.0<8;8,1>:d   0:w                                 // $46
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r8.0<8;8,1>:d                       // $67
        subb (8|M0)              r18.0<1>:ud   r114.0<8;8,1>:ud  r110.0<8;8,1>:ud {AccWrEn,Compacted} // $82
        shl (16|M16)             r112.0<1>:d   r6.0<0;1,0>:w     r112.0<8;8,1>:d                     // $53
        shl (16|M0)              r122.0<1>:d   r6.0<0;1,0>:w     r122.0<8;8,1>:d                     // $52
        cmp (16|M0)   (gt)f1.0   null<1>:d     r116.0<8;8,1>:d   -1:w                                // $94
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $82
        subb (8|M8)              r19.0<1>:ud   r115.0<8;8,1>:ud  r111.0<8;8,1>:ud {AccWrEn,Compacted} // $85
(~f0.0) sel (16|M16)             r108.0<1>:d   r112.0<8;8,1>:d   -2147483648:d                       // $57
(~f0.0) sel (16|M0)              r124.0<1>:d   r122.0<8;8,1>:d   -2147483648:d                       // $56
(W)     mov (1|M0)               r3.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $94
        cmp (16|M0)   (gt)f1.0   r10.0<1>:d    r116.0<8;8,1>:d   -1:w                                // $108
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $85
        subb (8|M16)             r106.0<1>:ud  r8.0<8;8,1>:ud    r4.0<8;8,1>:ud   {AccWrEn}          // $88
        and (16|M16)             r102.0<1>:d   r108.0<8;8,1>:d   r12.0<8;8,1>:d                      // $69
        and (16|M0)              r104.0<1>:d   r124.0<8;8,1>:d   r120.0<8;8,1>:d  {Compacted}        // $68
(W)     mov (1|M0)               f0.0<1>:ud    r3.0<0;1,0>:ud                   {Compacted}          // $95
        cmp (16|M16)  (gt)f0.0   null<1>:d     r14.0<8;8,1>:d    -1:w                                // $95
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                                      // $88
        subb (8|M24)             r107.0<1>:ud  r9.0<8;8,1>:ud    r5.0<8;8,1>:ud   {AccWrEn}          // $91
        add (8|M16)              r100.0<1>:ud  r14.0<8;8,1>:ud   -r102.0<8;8,1>:ud                   // $89
        add (8|M24)              r101.0<1>:ud  r15.0<8;8,1>:ud   -r103.0<8;8,1>:ud                   // $92
        add (8|M0)               r22.0<1>:ud   r116.0<8;8,1>:ud  -r104.0<8;8,1>:ud {Compacted}       // $83
        add (8|M8)               r23.0<1>:ud   r117.0<8;8,1>:ud  -r105.0<8;8,1>:ud {Compacted}       // $86
        cmp (16|M16)  (gt)f1.0   r12.0<1>:d    r14.0<8;8,1>:d    -1:w                                // $109
        mov (8|M24)              r24.0<1>:ud   acc0.0<8;8,1>:ud                                      // $91
(W)     mov (1|M0)               r3.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $95
        add (8|M16)              r100.0<1>:ud  -r20.0<8;8,1>:ud  r100.0<8;8,1>:ud                    // $90
        add (8|M0)               r22.0<1>:ud   -r2.0<8;8,1>:ud   r22.0<8;8,1>:ud  {Compacted}        // $84
        add (8|M8)               r23.0<1>:ud   -r16.0<8;8,1>:ud  r23.0<8;8,1>:ud  {Compacted}        // $87
(W)     mov (1|M0)               r126.0<1>:uw  f1.0<0;1,0>:uw                                        // $108
(W)     mov (1|M0)               r125.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $109
        add (8|M24)              r101.0<1>:ud  -r24.0<8;8,1>:ud  r101.0<8;8,1>:ud                    // $93
(W)     mov (1|M0)               r2.0<1>:uw    0x1:uw                                                // $100
(W)     mov (1|M0)               f1.0<1>:ud    r3.0<0;1,0>:ud                   {Compacted}          // $100
(W)     mov (1|M0)               r122.0<1>:ud  0x0:ud                              {Compacted}       // $103
        or (16|M0)    (eq)f0.0   null<1>:d     r22.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $96
(W)     mov (1|M0)               r122.1<1>:ud  0xBFF00000:ud                                         // $103
        or (16|M16)   (eq)f0.0   null<1>:d     r100.0<8;8,1>:d   r106.0<8;8,1>:d                     // $98
(f1.0)  sel (16|M16)             r123.0<1>:uw  r2.0<0;1,0>:uw    0x0:uw                              // $101
(f1.0)  sel (16|M0)              r124.0<1>:uw  r2.0<0;1,0>:uw    0x0:uw                              // $100
(f0.0)  sel (16|M0)              r7.0<1>:uw    r2.0<0;1,0>:uw    0x0:uw                              // $100
(f0.0)  sel (16|M16)             r16.0<1>:uw   r2.0<0;1,0>:uw    0x0:uw                              // $101
        and (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    1072693248:d                        // $110
        mov (16|M16)             r18.0<1>:d    r4.0<8;8,1>:d                                         // $71
        mov (8|M0)               r42.1<2>:d    r120.0<8;8,1>:d                                       // $20
        mov (8|M8)               r44.1<2>:d    r121.0<8;8,1>:d                                       // $21
        mov (16|M16)             r112.0<1>:d   r102.0<8;8,1>:d                                       // $73
(W)     mov (1|M0)               r60.1<1>:df   r122.0<0;1,0>:df                                      // $103
        or (16|M16)   (ne)f1.0   null<1>:uw    r123.0<16;16,1>:uw  r16.0<16;16,1>:uw                 // $101
        mov (16|M0)              r120.0<1>:d   r110.0<8;8,1>:d                  {Compacted}          // $70
        mov (16|M0)              r118.0<1>:d   r104.0<8;8,1>:d                  {Compacted}          // $72
        or (16|M0)    (ne)f1.0   null<1>:uw    r124.0<16;16,1>:uw  r7.0<16;16,1>:uw                  // $100
        and (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    1072693248:d                        // $111
(~f0.0) sel (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    0:w                                 // $112
        mov (16|M0)              r22.0<1>:d    0:w                                                   // $114
        mov (8|M16)              r124.0<2>:d   r18.0<8;8,1>:d                                        // $78
(f1.0)  sel (8|M16)              r10.0<1>:df   r60.0<0;1,0>:df   r60.1<0;1,0>:df                     // $105
        mov (8|M16)              r124.1<2>:d   r112.0<8;8,1>:d                                       // $80
        mov (8|M0)               r4.0<2>:d     r120.0<8;8,1>:d                                       // $74
(f1.0)  sel (8|M0)               r122.0<1>:df  r60.0<0;1,0>:df   r60.1<0;1,0>:df                     // $104
        mov (8|M0)               r4.1<2>:d     r118.0<8;8,1>:d                                       // $76
(~f0.0) sel (16|M16)             r20.0<1>:d    r12.0<8;8,1>:d    0:w                                 // $113
        mov (8|M24)              r16.0<2>:d    r19.0<8;8,1>:d                                        // $79
        mov (8|M0)               r12.0<2>:d    r22.0<8;8,1>:d                                        // $118
        mov (8|M8)               r110.0<2>:d   r121.0<8;8,1>:d                                       // $75
        add (8|M16)              r18.0<1>:df   r10.0<4;4,1>:df   r124.0<4;4,1>:df                    // $107
        mov (8|M0)               r12.1<2>:d    r2.0<8;8,1>:d                                         // $120
        mov (8|M8)               r110.1<2>:d   r119.0<8;8,1>:d                                       // $77
        and (16|M0)              r10.0<1>:d    r116.0<8;8,1>:d   2147483647:d                        // $131
        mov (16|M16)             r108.0<1>:d   0:w                                                   // $116
        add (8|M0)               r118.0<1>:df  r122.0<4;4,1>:df  r4.0<4;4,1>:df                      // $106
        and (16|M16)             r122.0<1>:d   r14.0<8;8,1>:d    2147483647:d                        // $132
        mov (8|M8)               r24.0<2>:d    r23.0<8;8,1>:d                                        // $119
        add (8|M0)               r22.0<1>:df   r4.0<4;4,1>:df    r12.0<4;4,1>:df                     // $126
        mov (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d                   {Compacted}          // $135
        mov (8|M16)              r26.0<2>:d    r108.0<8;8,1>:d                                       // $122
        mov (8|M24)              r120.0<2>:d   r109.0<8;8,1>:d                                       // $123
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   20:w                                // $145
        mov (16|M16)             r108.0<1>:d   r122.0<8;8,1>:d                                       // $136
        mov (8|M24)              r16.1<2>:d    r113.0<8;8,1>:d                                       // $81
        mov (8|M24)              r120.1<2>:d   r21.0<8;8,1>:d                                        // $125
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $150
(W)     mov (1|M0)               r7.4<1>:ud    0x0:ud                              {Compacted}       // $150
        shr (16|M16)             r122.0<1>:d   r122.0<8;8,1>:ud  20:w                                // $146
(W)     mov (1|M0)               r7.5<1>:ud    0x3FF00000:ud                                         // $150
(f1.0)  sel (8|M8)               r106.0<1>:df  r60.0<0;1,0>:df   r60.1<0;1,0>:df                     // $104
(W)     mov (1|M0)               r7.0<1>:ud    0x0:ud                              {Compacted}       // $149
        mov (8|M8)               r24.1<2>:d    r3.0<8;8,1>:d                                         // $121
(W)     mov (1|M0)               r7.1<1>:ud    0x3FF00000:ud                                         // $149
        cmp (16|M0)   (lt)f1.0   null<1>:d     r10.0<8;8,1>:ud   0x433:uw                            // $147
(f1.0)  sel (8|M24)              r104.0<1>:df  r60.0<0;1,0>:df   r60.1<0;1,0>:df                     // $105
        add (8|M24)              r100.0<1>:df  r16.0<4;4,1>:df   r120.0<4;4,1>:df                    // $127
(W)     mov (1|M0)               r21.0<1>:df   r126.0<0;1,0>:df                                      // $150
(W)     mov (1|M0)               r10.0<1>:ud   0x0:ud                              {Compacted}       // $150
        cmp (16|M16)  (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  0x433:uw                            // $148
(W)     mov (1|M0)               r10.1<1>:ud   0x0:ud                              {Compacted}       // $150
(W)     mov (1|M0)               r121.4<1>:ud  0x0:ud                              {Compacted}       // $150
(W)     mov (1|M0)               r120.0<1>:df  r7.2<0;1,0>:df                                        // $150
(W)     mov (1|M0)               r121.5<1>:ud  0x0:ud                                                // $150
        mov (8|M16)              r26.1<2>:d    r20.0<8;8,1>:d                                        // $124
        add (8|M8)               r28.0<1>:df   r110.0<4;4,1>:df  r24.0<4;4,1>:df                     // $126
(W)     mov (1|M0)               r121.0<1>:df  r7.0<0;1,0>:df                                        // $149
        mov (16|M0)              r122.0<1>:d   r114.0<8;8,1>:d                  {Compacted}          // $133
(W)     mov (1|M0)               r20.0<1>:df   r6.2<0;1,0>:df                                        // $149
(W)     mov (1|M0)               r20.4<1>:ud   0x0:ud                              {Compacted}       // $149
        add (8|M24)              r102.0<1>:df  r104.0<4;4,1>:df  r16.0<4;4,1>:df                     // $107
(W)     mov (1|M0)               r20.5<1>:ud   0x0:ud                                                // $149
        mov (16|M16)             r24.0<1>:d    r8.0<8;8,1>:d                                         // $134
(W)     mov (1|M0)               r7.0<1>:ud    0x0:ud                              {Compacted}       // $153
(f1.0)  sel (8|M24)              r30.0<1>:df   r120.0<0;1,0>:df  r10.0<0;1,0>:df                     // $150
(W)     mov (1|M0)               r7.1<1>:ud    0x3FE00000:ud                                         // $153
(W)     mov (1|M0)               r115.0<1>:ud  0x0:ud                              {Compacted}       // $153
(f1.0)  sel (8|M16)              r104.0<1>:df  r21.0<0;1,0>:df   r121.2<0;1,0>:df                    // $150
(W)     mov (1|M0)               r115.1<1>:ud  0x3FE00000:ud                                         // $153
        add (8|M8)               r112.0<1>:df  r106.0<4;4,1>:df  r110.0<4;4,1>:df                    // $106
        add (8|M16)              r2.0<1>:df    r124.0<4;4,1>:df  r26.0<4;4,1>:df                     // $127
(f1.0)  sel (8|M0)               r106.0<1>:df  r20.0<0;1,0>:df   r126.2<0;1,0>:df                    // $149
(f1.0)  sel (8|M8)               r26.0<1>:df   r121.0<0;1,0>:df  r20.2<0;1,0>:df                     // $149
(W)     mov (1|M0)               r6.4<1>:ud    0x0:ud                              {Compacted}       // $152
        mov (8|M16)              r10.0<2>:d    r24.0<8;8,1>:d                                        // $141
(W)     mov (1|M0)               r6.5<1>:ud    0x3FE00000:ud                                         // $152
        mov (8|M24)              r20.0<2>:d    r25.0<8;8,1>:d                                        // $142
        mul (8|M16)              r92.0<1>:df   r104.0<4;4,1>:df  r7.0<0;1,0>:df                      // $153
        mov (8|M16)              r10.1<2>:d    r108.0<8;8,1>:d                                       // $143
        mul (8|M24)              r32.0<1>:df   r30.0<4;4,1>:df   r115.0<0;1,0>:df                    // $153
        mov (8|M24)              r20.1<2>:d    r109.0<8;8,1>:d                                       // $144
        mov (8|M8)               r96.0<2>:d    r123.0<8;8,1>:d                                       // $138
        mov (8|M0)               r8.0<2>:d     r122.0<8;8,1>:d                                       // $137
        mov (8|M8)               r96.1<2>:d    r13.0<8;8,1>:d                                        // $140
        mul (8|M8)               r94.0<1>:df   r26.0<4;4,1>:df   r6.2<0;1,0>:df                      // $152
        mov (8|M0)               r8.1<2>:d     r12.0<8;8,1>:d                                        // $139
        add (8|M16)              r88.0<1>:df   r92.0<4;4,1>:df   r10.0<4;4,1>:df                     // $155
        add (8|M24)              r12.0<1>:df   r32.0<4;4,1>:df   r20.0<4;4,1>:df                     // $155
        mul (8|M0)               r120.0<1>:df  r106.0<4;4,1>:df  r99.0<0;1,0>:df                     // $152
        mov (8|M0)               r24.0<1>:df   r60.2<0;1,0>:df                                       // $129
        mov (8|M16)              r26.0<1>:df   r60.2<0;1,0>:df                                       // $130
        add (8|M8)               r122.0<1>:df  r94.0<4;4,1>:df   r96.0<4;4,1>:df                     // $154
        mov (8|M24)              r114.0<1>:df  r60.2<0;1,0>:df                                       // $130
        mov (8|M16)              r86.0<1>:d    r88.1<2;1,0>:d                                        // $162
        mov (8|M24)              r87.0<1>:d    r12.1<2;1,0>:d                                        // $163
        add (8|M0)               r90.0<1>:df   r120.0<4;4,1>:df  r8.0<4;4,1>:df                      // $154
        mov (8|M24)              r107.0<1>:d   r12.0<2;1,0>:d                                        // $159
        mov (8|M8)               r120.0<1>:df  r60.2<0;1,0>:df                                       // $129
        mov (8|M8)               r35.0<1>:d    r122.1<2;1,0>:d                                       // $161
        mov (8|M8)               r109.0<1>:d   r122.0<2;1,0>:d                                       // $157
        mad (8|M0)               r30.0<1>:df   r118.0<2;1>:df    r24.0<2;1>:df     r22.0<1>:df       // $129 {0=EH, 1=EL, 2=EL, BC=BAD}
        shr (16|M16)             r122.0<1>:d   r86.0<8;8,1>:ud   20:w                                // $165
        mov (8|M0)               r34.0<1>:d    r90.1<2;1,0>:d                                        // $160
        mad (8|M8)               r104.0<1>:df  r112.0<2;1>:df    r120.0<2;1>:df    r28.0<1>:df       // $129 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (8|M16)              r32.0<1>:df   r18.0<2;1>:df     r26.0<2;1>:df     r2.0<1>:df        // $130 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r98.0<1>:df   r102.0<2;1>:df    r114.0<2;1>:df    r100.0<1>:df      // $130 {0=EH, 1=EH, 2=EH, BC=BAD}
        mov (8|M16)              r106.0<1>:d   r88.0<2;1,0>:d                                        // $158
        and (16|M16)             r94.0<1>:d    r122.0<8;8,1>:d   2047:w                              // $167
        shr (16|M0)              r36.0<1>:d    r34.0<8;8,1>:ud   20:w                                // $164
        mov (8|M0)               r108.0<1>:d   r90.0<2;1,0>:d                                        // $156
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $215
(W)     mov (1|M0)               r126.1<1>:ud  0x3DF00000:ud                                         // $215
        add (16|M16)             r92.0<1>:d    -r94.0<8;8,1>:d   1075:w                              // $169
        and (16|M0)              r38.0<1>:d    r36.0<8;8,1>:d    2047:w                              // $166
        add (16|M16)             r120.0<1>:d   -r94.0<8;8,1>:d   1043:w                              // $171
        cmp (16|M16)  (lt)f1.0   null<1>:d     r94.0<8;8,1>:ud   0x3FF:uw                            // $187
        sel (16|M16)  (lt)f0.0   r92.0<1>:d    r92.0<8;8,1>:d    32:w                                // $173
        add (16|M0)              r12.0<1>:d    -r38.0<8;8,1>:d   1075:w                              // $168
        sel (16|M16)  (lt)f0.0   r120.0<1>:d   r120.0<8;8,1>:d   20:w                                // $175
        add (16|M0)              r22.0<1>:d    -r38.0<8;8,1>:d   1043:w                              // $170
        sel (16|M16)  (ge)f0.0   r118.0<1>:d   r92.0<8;8,1>:d    0:w                                 // $177
        sel (16|M0)   (lt)f0.0   r12.0<1>:d    r12.0<8;8,1>:d    32:w                                // $172
        cmp (16|M0)   (lt)f1.0   null<1>:d     r38.0<8;8,1>:ud   0x3FF:uw                            // $186
        sel (16|M16)  (ge)f0.0   r120.0<1>:d   r120.0<8;8,1>:d   0:w                                 // $179
        cmp (16|M16)  (eq)f0.0   r122.0<1>:d   r118.0<8;8,1>:d   32:w                                // $191
        sel (16|M0)   (ge)f0.0   r2.0<1>:d     r12.0<8;8,1>:d    0:w                                 // $176
        and (16|M16)             r114.0<1>:d   r118.0<8;8,1>:d   31:w                                // $181
        sel (16|M0)   (lt)f0.0   r22.0<1>:d    r22.0<8;8,1>:d    20:w                                // $174
(~f1.0) sel (16|M16)             r112.0<1>:d   -r122.0<8;8,1>:d  1:w                                 // $193
        cmp (16|M0)   (eq)f0.0   r18.0<1>:d    r2.0<8;8,1>:d     32:w                                // $190
        shl (16|M16)             r102.0<1>:d   r6.0<0;1,0>:w     r114.0<8;8,1>:d                     // $183
        shl (16|M16)             r120.0<1>:d   r6.0<0;1,0>:w     r120.0<8;8,1>:d                     // $185
        cmp (16|M16)  (ne)f0.0   null<1>:d     r112.0<8;8,1>:d   0:w                                 // $195
        and (16|M0)              r24.0<1>:d    r2.0<8;8,1>:d     31:w                                // $180
(~f1.0) sel (16|M0)              r12.0<1>:d    -r18.0<8;8,1>:d   1:w                                 // $192
        sel (16|M0)   (ge)f0.0   r22.0<1>:d    r22.0<8;8,1>:d    0:w                                 // $178
(~f0.0) sel (16|M16)             r118.0<1>:d   r102.0<8;8,1>:d   0:w                                 // $197
(~f1.0) sel (16|M16)             r100.0<1>:d   r120.0<8;8,1>:d   -2147483648:d                       // $189
        shl (16|M0)              r26.0<1>:d    r6.0<0;1,0>:w     r24.0<8;8,1>:d                      // $182
        cmp (16|M0)   (ne)f0.0   null<1>:d     r12.0<8;8,1>:d    0:w                                 // $194
        shl (16|M0)              r22.0<1>:d    r6.0<0;1,0>:w     r22.0<8;8,1>:d                      // $184
        and (16|M16)             r122.0<1>:d   r118.0<8;8,1>:d   r106.0<8;8,1>:d                     // $199
        and (16|M16)             r114.0<1>:d   r100.0<8;8,1>:d   r86.0<8;8,1>:d                      // $201
(~f0.0) sel (16|M0)              r2.0<1>:d     r26.0<8;8,1>:d    0:w                                 // $196
(~f1.0) sel (16|M0)              r28.0<1>:d    r22.0<8;8,1>:d    -2147483648:d                       // $188
        mov (8|M16)              r12.0<2>:d    r122.0<8;8,1>:d                                       // $210
(W)     mov (1|M0)               r119.0<1>:ud  0x0:ud                              {Compacted}       // $216
        mov (8|M16)              r12.1<2>:d    r114.0<8;8,1>:d                                       // $212
(W)     mov (1|M0)               r119.1<1>:ud  0x3DF00000:ud                                         // $216
        and (16|M0)              r18.0<1>:d    r2.0<8;8,1>:d     r108.0<8;8,1>:d  {Compacted}        // $198
        and (16|M0)              r24.0<1>:d    r28.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $200
        mov (8|M24)              r120.0<2>:d   r123.0<8;8,1>:d                                       // $211
(W)     mov (1|M0)               r126.4<1>:ud  0x0:ud                              {Compacted}       // $215
        mul (8|M16)              r122.0<1>:df  r12.0<4;4,1>:df   r119.0<0;1,0>:df                    // $216
        mov (8|M0)               r94.0<2>:d    r18.0<8;8,1>:d                                        // $206
        mov (8|M8)               r6.0<2>:d     r19.0<8;8,1>:d                                        // $207
(W)     mov (1|M0)               r126.5<1>:ud  0x3DF00000:ud                                         // $215
        mov (8|M0)               r94.1<2>:d    r24.0<8;8,1>:d                                        // $208
        mov (8|M8)               r6.1<2>:d     r25.0<8;8,1>:d                                        // $209
(W)     mov (1|M0)               r119.4<1>:ud  0x0:ud                              {Compacted}       // $216
        mov (8|M24)              r120.1<2>:d   r115.0<8;8,1>:d                                       // $213
(W)     mov (1|M0)               r119.5<1>:ud  0x3DF00000:ud                                         // $216
        mov (8|M16)              r108.0<2>:ud  r122.0<4;4,1>:df                                      // $218
(W)     mov (1|M0)               r26.0<1>:ud   0x0:ud                              {Compacted}       // $221
        mul (8|M0)               r112.0<1>:df  r94.0<4;4,1>:df   r126.0<0;1,0>:df                    // $215
        mul (8|M8)               r2.0<1>:df    r6.0<4;4,1>:df    r126.2<0;1,0>:df                    // $215
(W)     mov (1|M0)               r26.1<1>:ud   0xC1F00000:ud                                         // $221
        add (8|M0)               r34.0<1>:df   r94.0<4;4,1>:df   -r8.0<4;4,1>:df                     // $226
        mul (8|M24)              r18.0<1>:df   r120.0<4;4,1>:df  r119.2<0;1,0>:df                    // $216
        mov (8|M16)              r102.0<1>:ud  r108.0<2;1,0>:ud                                      // $218
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $228
        mov (8|M0)               r114.0<2>:ud  r112.0<4;4,1>:df                                      // $217
        mov (8|M8)               r22.0<2>:ud   r2.0<4;4,1>:df                                        // $217
(W)     mov (1|M0)               r2.0<1>:df    r26.0<0;1,0>:df                                       // $221
(W)     mov (1|M0)               r126.1<1>:ud  0x3FE00000:ud                                         // $228
        mov (8|M24)              r24.0<2>:ud   r18.0<4;4,1>:df                                       // $218
        mov (8|M16)              r112.0<2>:ud  r102.0<8;8,1>:ud                                      // $220
(W)     mov (1|M0)               r3.0<1>:ud    0x0:ud                              {Compacted}       // $228
        mov (8|M0)               r106.0<1>:ud  r114.0<2;1,0>:ud                                      // $217
        mov (8|M8)               r107.0<1>:ud  r22.0<2;1,0>:ud                                       // $217
(W)     mov (1|M0)               r3.1<1>:ud    0x3FE00000:ud                                         // $228
        mov (8|M0)               r22.0<1>:df   r2.0<0;1,0>:df                                        // $222
        mov (8|M24)              r103.0<1>:ud  r24.0<2;1,0>:ud                                       // $218
        mov (8|M16)              r114.0<1>:df  r112.0<8;4,2>:ud                                      // $220
        mov (8|M16)              r24.0<1>:df   r2.0<0;1,0>:df                                        // $223
        mov (8|M0)               r28.0<2>:ud   r106.0<8;8,1>:ud                                      // $219
        mov (8|M8)               r118.0<2>:ud  r107.0<8;8,1>:ud                                      // $219
        mov (8|M8)               r92.0<1>:df   r2.0<0;1,0>:df                                        // $222
        add (8|M8)               r106.0<1>:df  r6.0<4;4,1>:df    -r96.0<4;4,1>:df                    // $226
        mov (8|M24)              r100.0<2>:ud  r103.0<8;8,1>:ud                                      // $220
        add (8|M16)              r36.0<1>:df   r12.0<4;4,1>:df   -r10.0<4;4,1>:df                    // $227
        mad (8|M16)              r112.0<1>:df  r12.0<2;1>:df     r24.0<2;1>:df     r114.0<1>:df      // $223 {0=EL, 1=EL, 2=EH, BC=OK}
        mov (8|M0)               r18.0<1>:df   r28.0<8;4,2>:ud                                       // $219
        mov (8|M8)               r122.0<1>:df  r118.0<8;4,2>:ud                                      // $219
(W)     mov (1|M0)               r3.4<1>:ud    0x0:ud                              {Compacted}       // $229
        add (8|M24)              r26.0<1>:df   r120.0<4;4,1>:df  -r20.0<4;4,1>:df                    // $227
        mov (8|M24)              r108.0<1>:df  r100.0<8;4,2>:ud                                      // $220
(W)     mov (1|M0)               r3.5<1>:ud    0x3FE00000:ud                                         // $229
        mov (8|M24)              r90.0<1>:df   r2.0<0;1,0>:df                                        // $223
(W)     mov (1|M0)               r28.0<1>:ud   0x0:ud                              {Compacted}       // $229
        mov (8|M16)              r100.0<2>:ud  r112.0<4;4,1>:df                                      // $225
(W)     mov (1|M0)               r28.1<1>:ud   0x3FE00000:ud                                         // $229
        cmp (8|M0)    (eq)f0.0   null<1>:df    r34.0<4;4,1>:df   r3.0<0;1,0>:df                      // $228
        cmp (8|M8)    (eq)f0.0   null<1>:df    r106.0<4;4,1>:df  r126.0<0;1,0>:df                    // $228
        mad (8|M0)               r8.0<1>:df    r94.0<2;1>:df     r22.0<2;1>:df     r18.0<1>:df       // $222 {0=EH, 1=EL, 2=EL, BC=BAD}
(W)     mov (1|M0)               r2.0<1>:w     -1:w                                                  // $230
        mad (8|M8)               r118.0<1>:df  r6.0<2;1>:df      r92.0<2;1>:df     r122.0<1>:df      // $222 {0=EL, 1=EH, 2=EH, BC=BAD}
        cmp (8|M16)   (eq)f0.0   null<1>:df    r36.0<4;4,1>:df   r3.2<0;1,0>:df                      // $229
(W)     mov (1|M0)               r126.0<1>:ud  0xFFFFFFFF:ud                              {Compacted} // $274
        mad (8|M24)              r102.0<1>:df  r120.0<2;1>:df    r90.0<2;1>:df     r108.0<1>:df      // $223 {0=EH, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r126.1<1>:ud  0xBFDFFFFF:ud                                         // $274
        mov (8|M16)              r122.0<1>:ud  r100.0<2;1,0>:ud                                      // $225
        cmp (8|M24)   (eq)f0.0   null<1>:df    r26.0<4;4,1>:df   r28.0<0;1,0>:df                     // $229
        mov (8|M0)               r10.0<2>:ud   r8.0<4;4,1>:df                                        // $224
(f0.0)  sel (16|M0)              r100.0<1>:d   r2.0<0;1,0>:w     0:w                                 // $230
        mov (8|M8)               r20.0<2>:ud   r118.0<4;4,1>:df                                      // $224
(W)     mov (1|M0)               r126.4<1>:ud  0xFFFFFFFF:ud                              {Compacted} // $274
        cmp (8|M0)    (lt)f1.0   null<1>:df    r42.0<4;4,1>:df   r60.0<0;1,0>:df                     // $270
(W)     mov (1|M0)               r126.5<1>:ud  0xBFDFFFFF:ud                                         // $274
(W)     mov (1|M0)               r115.0<1>:ud  0xFFFFFFFF:ud                              {Compacted} // $275
        mov (8|M24)              r96.0<2>:ud   r102.0<4;4,1>:df                                      // $225
(W)     mov (1|M0)               r115.1<1>:ud  0xBFDFFFFF:ud                                         // $275
(W)     mov (1|M0)               r3.0<1>:df    r126.0<0;1,0>:df                                      // $274
(W)     mov (1|M0)               r119.0<1>:ud  0xFFFFFFFF:ud                              {Compacted} // $274
(f0.0)  sel (16|M16)             r28.0<1>:d    r2.0<0;1,0>:w     0:w                                 // $231
(W)     mov (1|M0)               r119.1<1>:ud  0x3FDFFFFF:ud                                         // $274
        mov (8|M0)               r18.0<1>:ud   r10.0<2;1,0>:ud                                       // $224
        mov (16|M0)              r100.0<1>:d   -r100.0<8;8,1>:d                 {Compacted}          // $232
        mov (8|M8)               r19.0<1>:ud   r20.0<2;1,0>:ud                                       // $224
        cmp (8|M8)    (lt)f1.0   null<1>:df    r44.0<4;4,1>:df   r60.0<0;1,0>:df                     // $270
(W)     mov (1|M0)               r2.4<1>:ud    0xFFFFFFFF:ud                              {Compacted} // $275
(W)     mov (1|M0)               r8.0<1>:ud    0xFFFFFFFF:ud                              {Compacted} // $274
(W)     mov (1|M0)               r2.5<1>:ud    0xBFDFFFFF:ud                                         // $275
(W)     mov (1|M0)               r8.1<1>:ud    0x3FDFFFFF:ud                                         // $274
(W)     mov (1|M0)               r3.2<1>:df    r126.2<0;1,0>:df                                      // $274
        cmp (8|M16)   (lt)f1.0   null<1>:df    r46.0<4;4,1>:df   r60.0<0;1,0>:df                     // $271
(W)     mov (1|M0)               r118.0<1>:ud  0xFFFFFFFF:ud                              {Compacted} // $275
        mov (8|M24)              r123.0<1>:ud  r96.0<2;1,0>:ud                                       // $225
(W)     mov (1|M0)               r118.1<1>:ud  0x3FDFFFFF:ud                                         // $275
(W)     mov (1|M0)               r119.2<1>:df  r115.0<0;1,0>:df                                      // $275
        mov (16|M16)             r28.0<1>:d    -r28.0<8;8,1>:d                                       // $233
(f1.0)  sel (8|M0)               r112.0<1>:df  r3.0<0;1,0>:df    r119.0<0;1,0>:df                    // $274
        and (16|M0)              r100.0<1>:d   r100.0<8;8,1>:d   r18.0<8;8,1>:d   {Compacted}        // $234
        cmp (8|M24)   (lt)f1.0   null<1>:df    r54.0<4;4,1>:df   r60.0<0;1,0>:df                     // $271
(W)     mov (1|M0)               r9.0<1>:ud    0xFFFFFFFF:ud                              {Compacted} // $275
(W)     mov (1|M0)               r8.2<1>:df    r2.2<0;1,0>:df                                        // $275
(W)     mov (1|M0)               r9.1<1>:ud    0x3FDFFFFF:ud                                         // $275
(f1.0)  sel (8|M8)               r10.0<1>:df   r3.2<0;1,0>:df    r8.0<0;1,0>:df                      // $274
(f1.0)  sel (8|M16)              r108.0<1>:df  r119.2<0;1,0>:df  r118.0<0;1,0>:df                    // $275
        and (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    r122.0<8;8,1>:d                     // $235
        add (8|M0)               r106.0<1>:df  r112.0<4;4,1>:df  r42.0<4;4,1>:df                     // $276
        mov (8|M0)               r118.0<2>:ud  r100.0<8;8,1>:ud                                      // $236
        mov (8|M8)               r112.0<2>:ud  r101.0<8;8,1>:ud                                      // $236
(f1.0)  sel (8|M24)              r20.0<1>:df   r8.2<0;1,0>:df    r9.0<0;1,0>:df                      // $275
        add (8|M8)               r22.0<1>:df   r10.0<4;4,1>:df   r44.0<4;4,1>:df                     // $276
        add (8|M16)              r114.0<1>:df  r108.0<4;4,1>:df  r46.0<4;4,1>:df                     // $277
        mov (8|M16)              r8.0<2>:ud    r28.0<8;8,1>:ud                                       // $237
        mov (8|M24)              r10.0<2>:ud   r29.0<8;8,1>:ud                                       // $237
        mov (8|M0)               r108.0<1>:df  r118.0<8;4,2>:ud                                      // $236
        mov (8|M8)               r96.0<1>:df   r112.0<8;4,2>:ud                                      // $236
        add (8|M24)              r24.0<1>:df   r20.0<4;4,1>:df   r54.0<4;4,1>:df                     // $277
(W)     mov (1|M0)               r2.4<1>:ud    0x0:ud                              {Compacted}       // $264
        and (16|M0)              r122.0<1>:d   r116.0<8;8,1>:d   -2147483648:d                       // $240
        mov (8|M16)              r20.0<1>:df   r8.0<8;4,2>:ud                                        // $237
        mov (8|M24)              r34.0<1>:df   r10.0<8;4,2>:ud                                       // $237
        add (8|M0)               r92.0<1>:df   r94.0<4;4,1>:df   -r108.0<4;4,1>:df                   // $238
        add (8|M8)               r90.0<1>:df   r6.0<4;4,1>:df    -r96.0<4;4,1>:df                    // $238
(W)     mov (1|M0)               r2.5<1>:ud    0x40080000:ud                                         // $264
        and (16|M16)             r38.0<1>:d    r14.0<8;8,1>:d    -2147483648:d                       // $241
        add (8|M16)              r18.0<1>:df   r12.0<4;4,1>:df   -r20.0<4;4,1>:df                    // $239
        add (8|M24)              r36.0<1>:df   r120.0<4;4,1>:df  -r34.0<4;4,1>:df                    // $239
        mov (8|M0)               r100.0<1>:d   r92.0<2;1,0>:d                                        // $242
        mov (8|M8)               r101.0<1>:d   r90.0<2;1,0>:d                                        // $243
        mov (8|M0)               r118.0<1>:d   r92.1<2;1,0>:d                                        // $244
        mov (8|M8)               r119.0<1>:d   r90.1<2;1,0>:d                                        // $245
(W)     mov (1|M0)               r126.0<1>:df  r2.2<0;1,0>:df                                        // $264
        mov (8|M16)              r8.0<1>:d     r18.1<2;1,0>:d                                        // $248
        mov (8|M24)              r9.0<1>:d     r36.1<2;1,0>:d                                        // $249
        mov (8|M16)              r112.0<1>:d   r18.0<2;1,0>:d                                        // $246
        mov (8|M24)              r113.0<1>:d   r36.0<2;1,0>:d                                        // $247
        mov (16|M0)              r10.0<1>:d    r100.0<8;8,1>:d                  {Compacted}          // $252
        or (16|M0)               r120.0<1>:d   r122.0<8;8,1>:d   r118.0<8;8,1>:d  {Compacted}        // $250
        or (16|M16)              r6.0<1>:d     r38.0<8;8,1>:d    r8.0<8;8,1>:d                       // $251
        mov (16|M16)             r116.0<1>:d   r112.0<8;8,1>:d                                       // $253
        mov (8|M0)               r108.0<2>:d   r10.0<8;8,1>:d                                        // $256
        mov (8|M0)               r8.0<1>:df    r126.0<0;1,0>:df                                      // $265
        mov (8|M0)               r108.1<2>:d   r120.0<8;8,1>:d                                       // $258
        mov (8|M16)              r26.0<1>:d    r114.1<2;1,0>:d                                       // $284
        mov (8|M24)              r27.0<1>:d    r24.1<2;1,0>:d                                        // $285
        mov (8|M0)               r102.0<1>:d   r106.1<2;1,0>:d                                       // $282
        mov (8|M8)               r103.0<1>:d   r22.1<2;1,0>:d                                        // $283
        mov (8|M24)              r122.0<2>:d   r117.0<8;8,1>:d                                       // $261
        mov (8|M24)              r18.0<1>:df   r126.0<0;1,0>:df                                      // $266
        mov (8|M8)               r12.0<2>:d    r11.0<8;8,1>:d                                        // $257
        mov (8|M24)              r122.1<2>:d   r7.0<8;8,1>:d                                         // $263
        mad (8|M0)               r20.0<1>:df   r30.0<2;1>:df     r8.0<2;1>:df      r108.0<1>:df      // $265 {0=EL, 1=EL, 2=EH, BC=OK}
        mov (8|M8)               r14.0<1>:df   r126.0<0;1,0>:df                                      // $265
        mov (8|M8)               r12.1<2>:d    r121.0<8;8,1>:d                                       // $259
        shr (16|M16)             r108.0<1>:d   r26.0<8;8,1>:ud   20:w                                // $287
        shr (16|M0)              r8.0<1>:d     r102.0<8;8,1>:ud  20:w                                // $286
        mov (8|M16)              r96.0<2>:d    r116.0<8;8,1>:d                                       // $260
(W)     mov (1|M0)               r3.0<1>:ud    0x0:ud                              {Compacted}       // $267
        mov (8|M16)              r118.0<1>:df  r126.0<0;1,0>:df                                      // $266
(W)     mov (1|M0)               r3.1<1>:ud    0x40100000:ud                                         // $267
        mov (8|M16)              r96.1<2>:d    r6.0<8;8,1>:d                                         // $262
        mad (8|M24)              r116.0<1>:df  r98.0<2;1>:df     r18.0<2;1>:df     r122.0<1>:df      // $266 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r28.0<1>:df   r104.0<2;1>:df    r14.0<2;1>:df     r12.0<1>:df       // $265 {0=EH, 1=EL, 2=EL, BC=BAD}
        and (16|M16)             r122.0<1>:d   r108.0<8;8,1>:d   2047:w                              // $289
        and (16|M0)              r12.0<1>:d    r8.0<8;8,1>:d     2047:w                              // $288
(W)     mov (1|M0)               r113.0<1>:df  r3.0<0;1,0>:df                                        // $267
        mad (8|M16)              r120.0<1>:df  r32.0<2;1>:df     r118.0<2;1>:df    r96.0<1>:df       // $266 {0=EL, 1=EH, 2=EH, BC=BAD}
        mov (8|M16)              r10.0<1>:d    r114.0<2;1,0>:d                                       // $280
        add (16|M16)             r118.0<1>:d   -r122.0<8;8,1>:d  1075:w                              // $291
        add (16|M0)              r14.0<1>:d    -r12.0<8;8,1>:d   1075:w                              // $290
        mov (8|M16)              r34.0<1>:df   r113.0<0;1,0>:df                                      // $269
        mov (8|M0)               r6.0<1>:df    r113.0<0;1,0>:df                                      // $268
        mov (8|M8)               r94.0<1>:df   r113.0<0;1,0>:df                                      // $268
        sel (16|M16)  (lt)f0.0   r118.0<1>:d   r118.0<8;8,1>:d   32:w                                // $295
        sel (16|M0)   (lt)f0.0   r14.0<1>:d    r14.0<8;8,1>:d    32:w                                // $294
        mad (8|M16)              r114.0<1>:df  r120.0<2;1>:df    r34.0<2;1>:df     r124.0<1>:df      // $269 {0=EH, 1=EL, 2=EH, BC=OK}
        mov (8|M24)              r92.0<1>:df   r113.0<0;1,0>:df                                      // $269
        mad (8|M0)               r36.0<1>:df   r20.0<2;1>:df     r6.0<2;1>:df      r4.0<1>:df        // $268 {0=EL, 1=EL, 2=EL, BC=BAD}
        sel (16|M16)  (ge)f0.0   r124.0<1>:d   r118.0<8;8,1>:d   0:w                                 // $299
        add (16|M16)             r112.0<1>:d   -r122.0<8;8,1>:d  1043:w                              // $293
        sel (16|M0)   (ge)f0.0   r6.0<1>:d     r14.0<8;8,1>:d    0:w                                 // $298
        add (16|M0)              r4.0<1>:d     -r12.0<8;8,1>:d   1043:w                              // $292
        cmp (16|M16)  (lt)f0.0   null<1>:d     r122.0<8;8,1>:ud  0x3FF:uw                            // $309
        cmp (16|M16)  (eq)f1.0   r120.0<1>:d   r124.0<8;8,1>:d   32:w                                // $313
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x3FF:uw                            // $308
        sel (16|M16)  (lt)f0.0   r112.0<1>:d   r112.0<8;8,1>:d   20:w                                // $297
        cmp (16|M0)   (eq)f1.0   r8.0<1>:d     r6.0<8;8,1>:d     32:w                                // $312
        sel (16|M0)   (lt)f0.0   r4.0<1>:d     r4.0<8;8,1>:d     20:w                                // $296
        mov (8|M0)               r100.0<1>:d   r106.0<2;1,0>:d                                       // $278
        mad (8|M24)              r106.0<1>:df  r116.0<2;1>:df    r92.0<2;1>:df     r16.0<1>:df       // $269 {0=EH, 1=EH, 2=EL, BC=OK}
(~f0.0) sel (16|M16)             r118.0<1>:d   -r120.0<8;8,1>:d  1:w                                 // $315
        and (16|M16)             r116.0<1>:d   r124.0<8;8,1>:d   31:w                                // $303
        sel (16|M16)  (ge)f0.0   r112.0<1>:d   r112.0<8;8,1>:d   0:w                                 // $301
        and (16|M0)              r16.0<1>:d    r6.0<8;8,1>:d     31:w                                // $302
(~f0.0) sel (16|M0)              r14.0<1>:d    -r8.0<8;8,1>:d    1:w                                 // $314
        sel (16|M0)   (ge)f0.0   r4.0<1>:d     r4.0<8;8,1>:d     0:w                                 // $300
(W)     mov (1|M0)               r2.4<1>:ud    0x0:ud                              {Compacted}       // $339
        cmp (16|M16)  (ne)f1.0   null<1>:d     r118.0<8;8,1>:d   0:w                                 // $317
(W)     mov (1|M0)               r2.5<1>:ud    0x3FF00000:ud                                         // $339
        shl (16|M16)             r122.0<1>:d   r2.0<0;1,0>:w     r116.0<8;8,1>:d                     // $305
        shl (16|M16)             r112.0<1>:d   r2.0<0;1,0>:w     r112.0<8;8,1>:d                     // $307
        shl (16|M0)              r12.0<1>:d    r2.0<0;1,0>:w     r16.0<8;8,1>:d                      // $304
        cmp (16|M0)   (ne)f1.0   null<1>:d     r14.0<8;8,1>:d    0:w                                 // $316
        shl (16|M0)              r4.0<1>:d     r2.0<0;1,0>:w     r4.0<8;8,1>:d                       // $306
(W)     mov (1|M0)               r60.3<1>:df   r2.2<0;1,0>:df                                        // $339
        mov (8|M24)              r11.0<1>:d    r24.0<2;1,0>:d                                        // $281
(~f1.0) sel (16|M16)             r120.0<1>:d   r122.0<8;8,1>:d   0:w                                 // $319
        mov (8|M8)               r101.0<1>:d   r22.0<2;1,0>:d                                        // $279
(W)     mov (1|M0)               r3.0<1>:ud    0x0:ud                              {Compacted}       // $336
(~f0.0) sel (16|M16)             r124.0<1>:d   r112.0<8;8,1>:d   -2147483648:d                       // $311
(W)     mov (1|M0)               r3.1<1>:ud    0x40140000:ud                                         // $336
(~f1.0) sel (16|M0)              r8.0<1>:d     r12.0<8;8,1>:d    0:w                                 // $318
(~f0.0) sel (16|M0)              r6.0<1>:d     r4.0<8;8,1>:d     -2147483648:d                       // $310
        add (8|M0)               r112.0<1>:df  (abs)r42.0<4;4,1>:df  r60.3<0;1,0>:df                 // $340
        and (16|M16)             r16.0<1>:d    r120.0<8;8,1>:d   r10.0<8;8,1>:d                      // $321
        mad (8|M8)               r22.0<1>:df   r28.0<2;1>:df     r94.0<2;1>:df     r110.0<1>:df      // $268 {0=EL, 1=EH, 2=EH, BC=BAD}
        and (16|M16)             r14.0<1>:d    r124.0<8;8,1>:d   r26.0<8;8,1>:d                      // $323
(W)     mov (1|M0)               r126.0<1>:df  r3.0<0;1,0>:df                                        // $336
        and (16|M0)              r116.0<1>:d   r8.0<8;8,1>:d     r100.0<8;8,1>:d  {Compacted}        // $320
        and (16|M0)              r110.0<1>:d   r6.0<8;8,1>:d     r102.0<8;8,1>:d  {Compacted}        // $322
        math.rsqtm (4|M0) (eo)f1.0  r10.mme0:df  r112.nomme:df                                       // $342
        mov (8|M16)              r118.0<2>:d   r16.0<8;8,1>:d                                        // $332
        mov (8|M24)              r8.0<2>:d     r17.0<8;8,1>:d                                        // $333
        mov (8|M16)              r6.0<1>:df    r126.0<0;1,0>:df                                      // $338
        mov (8|M0)               r4.0<2>:d     r116.0<8;8,1>:d                                       // $328
        mov (8|M8)               r122.0<2>:d   r117.0<8;8,1>:d                                       // $329
        mov (8|M16)              r118.1<2>:d   r14.0<8;8,1>:d                                        // $334
        mov (8|M0)               r2.0<1>:df    r126.0<0;1,0>:df                                      // $337
        mov (8|M8)               r124.0<1>:df  r126.0<0;1,0>:df                                      // $337
        mov (8|M24)              r120.0<1>:df  r126.0<0;1,0>:df                                      // $338
        mov (8|M24)              r8.1<2>:d     r15.0<8;8,1>:d                                        // $335
        mov (8|M0)               r4.1<2>:d     r110.0<8;8,1>:d                                       // $330
        mov (8|M8)               r122.1<2>:d   r111.0<8;8,1>:d                                       // $331
        mad (8|M16)              r64.0<1>:df   r114.0<2;1>:df    r6.0<2;1>:df      r118.0<1>:df      // $338 {0=EH, 1=EL, 2=EH, BC=OK}
        add (8|M16)              r116.0<1>:df  (abs)r46.0<4;4,1>:df  r60.3<0;1,0>:df                 // $341
        add (8|M8)               r114.0<1>:df  (abs)r44.0<4;4,1>:df  r60.3<0;1,0>:df                 // $340
        add (8|M24)              r118.0<1>:df  (abs)r54.0<4;4,1>:df  r60.3<0;1,0>:df                 // $341
        mad (8|M24)              r66.0<1>:df   r106.0<2;1>:df    r120.0<2;1>:df    r8.0<1>:df        // $338 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (8|M0)               r32.0<1>:df   r36.0<2;1>:df     r2.0<2;1>:df      r4.0<1>:df        // $337 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r62.0<1>:df   r22.0<2;1>:df     r124.0<2;1>:df    r122.0<1>:df      // $337 {0=EL, 1=EH, 2=EH, BC=BAD}
(~f1.0) if (4|M0)                            _fp64_math_k0_0_ifJip  _fp64_math_k0_0_ifJip            // $342
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_fp64_math_k0_16_:
        madm (4|M0)              r6.mme1:df    r41.nomme:df      r51.nomme:df      r10.mme0:df       // $342 {0=OL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M0)              r124.mme2:df  r41.nomme:df      r112.nomme:df     r10.mme0:df       // $342 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r2.mme3:df    r51.nomme:df      -r124.mme2:df     r6.mme1:df        // $342 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r120.mme5:df  r40.nomme:df      r49.nomme:df      r2.mme3:df        // $342 {0=EL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M0)              r10.mme6:df   r41.nomme:df      r2.mme3:df        r124.mme2:df      // $342 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r2.mme7:df    r41.nomme:df      r2.mme3:df        r6.mme1:df        // $342 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r10.mme6:df   r124.mme2:df      r120.mme5:df      r10.mme6:df       // $342 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r120.mme5:df  r6.mme1:df        r120.mme5:df      r2.mme7:df        // $342 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r6.mme1:df    r112.nomme:df     -r10.mme6:df      r10.mme6:df       // $342 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M0)              r10.nomme:df  r10.mme6:df       r6.mme1:df        r120.mme5:df      // $342 {0=EL, 1=EL, 2=EH, BC=OK}
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_fp64_math_k0_0_ifJip:
        endif (4|M0)                         L7816                                                   // $342
L7816:
        math.rsqtm (4|M4) (eo)f1.0  r11.mme0:df  r113.nomme:df                                       // $342
(~f1.0) if (4|M4)                            _fp64_math_k0_1_ifJip  _fp64_math_k0_1_ifJip            // $342
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_fp64_math_k0_17_:
        madm (4|M4)              r7.mme1:df    r41.nomme:df      r51.nomme:df      r11.mme0:df       // $342 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r125.mme2:df  r41.nomme:df      r113.nomme:df     r11.mme0:df       // $342 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r3.mme3:df    r51.nomme:df      -r125.mme2:df     r7.mme1:df        // $342 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r121.mme5:df  r40.nomme:df      r49.nomme:df      r3.mme3:df        // $342 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r11.mme6:df   r41.nomme:df      r3.mme3:df        r125.mme2:df      // $342 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r3.mme7:df    r41.nomme:df      r3.mme3:df        r7.mme1:df        // $342 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r11.mme6:df   r125.mme2:df      r121.mme5:df      r11.mme6:df       // $342 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r121.mme5:df  r7.mme1:df        r121.mme5:df      r3.mme7:df        // $342 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r7.mme1:df    r113.nomme:df     -r11.mme6:df      r11.mme6:df       // $342 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M4)              r11.nomme:df  r11.mme6:df       r7.mme1:df        r121.mme5:df      // $342 {0=OL, 1=OL, 2=OH, BC=OK}
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_fp64_math_k0_1_ifJip:
        endif (4|M4)                         L8024                                                   // $342
L8024:
        math.rsqtm (4|M8) (eo)f1.0  r12.mme0:df  r114.nomme:df                                       // $342
(~f1.0) if (4|M8)                            _fp64_math_k0_2_ifJip  _fp64_math_k0_2_ifJip            // $342
// B005: [inDivergent],  Preds:{B004},  Succs:{B006}
_fp64_math_k0_18_:
        madm (4|M8)              r8.mme1:df    r41.nomme:df      r51.nomme:df      r12.mme0:df       // $342 {0=OL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M8)              r126.mme2:df  r41.nomme:df      r114.nomme:df     r12.mme0:df       // $342 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r4.mme3:df    r51.nomme:df      -r126.mme2:df     r8.mme1:df        // $342 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r122.mme5:df  r40.nomme:df      r49.nomme:df      r4.mme3:df        // $342 {0=EL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M8)              r12.mme6:df   r41.nomme:df      r4.mme3:df        r126.mme2:df      // $342 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r4.mme7:df    r41.nomme:df      r4.mme3:df        r8.mme1:df        // $342 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r12.mme6:df   r126.mme2:df      r122.mme5:df      r12.mme6:df       // $342 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r122.mme5:df  r8.mme1:df        r122.mme5:df      r4.mme7:df        // $342 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r8.mme1:df    r114.nomme:df     -r12.mme6:df      r12.mme6:df       // $342 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M8)              r12.nomme:df  r12.mme6:df       r8.mme1:df        r122.mme5:df      // $342 {0=EL, 1=EL, 2=EH, BC=OK}
// B006: Preds:{B005, B004},  Succs:{B007, B008}
_fp64_math_k0_2_ifJip:
        endif (4|M8)                         L8232                                                   // $342
L8232:
        math.rsqtm (4|M12) (eo)f1.0  r13.mme0:df  r115.nomme:df                                      // $342
(~f1.0) if (4|M12)                           _fp64_math_k0_3_ifJip  _fp64_math_k0_3_ifJip            // $342
// B007: [inDivergent],  Preds:{B006},  Succs:{B008}
_fp64_math_k0_19_:
        madm (4|M12)             r9.mme1:df    r41.nomme:df      r51.nomme:df      r13.mme0:df       // $342 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r127.mme2:df  r41.nomme:df      r115.nomme:df     r13.mme0:df       // $342 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r5.mme3:df    r51.nomme:df      -r127.mme2:df     r9.mme1:df        // $342 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r123.mme5:df  r40.nomme:df      r49.nomme:df      r5.mme3:df        // $342 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r13.mme6:df   r41.nomme:df      r5.mme3:df        r127.mme2:df      // $342 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r5.mme7:df    r41.nomme:df      r5.mme3:df        r9.mme1:df        // $342 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r13.mme6:df   r127.mme2:df      r123.mme5:df      r13.mme6:df       // $342 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r123.mme5:df  r9.mme1:df        r123.mme5:df      r5.mme7:df        // $342 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r9.mme1:df    r115.nomme:df     -r13.mme6:df      r13.mme6:df       // $342 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M12)             r13.nomme:df  r13.mme6:df       r9.mme1:df        r123.mme5:df      // $342 {0=OL, 1=OL, 2=OH, BC=OK}
// B008: Preds:{B007, B006},  Succs:{B009, B010}
_fp64_math_k0_3_ifJip:
        endif (4|M12)                        L8440                                                   // $342
L8440:
        math.rsqtm (4|M16) (eo)f0.0  r2.mme0:df  r116.nomme:df                                       // $343
        mov (8|M0)               r110.0<1>:df  r10.0<4;4,1>:df                                       // $342
        mov (8|M8)               r108.0<1>:df  r12.0<4;4,1>:df                                       // $342
(~f0.0) if (4|M16)                           _fp64_math_k0_4_ifJip  _fp64_math_k0_4_ifJip            // $343
// B009: [inDivergent],  Preds:{B008},  Succs:{B010}
_fp64_math_k0_20_:
        madm (4|M16)             r10.mme1:df   r41.nomme:df      r51.nomme:df      r2.mme0:df        // $343 {0=OL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M16)             r124.mme2:df  r41.nomme:df      r116.nomme:df     r2.mme0:df        // $343 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r6.mme3:df    r51.nomme:df      -r124.mme2:df     r10.mme1:df       // $343 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r120.mme5:df  r40.nomme:df      r49.nomme:df      r6.mme3:df        // $343 {0=EL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M16)             r2.mme6:df    r41.nomme:df      r6.mme3:df        r124.mme2:df      // $343 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r6.mme7:df    r41.nomme:df      r6.mme3:df        r10.mme1:df       // $343 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r2.mme6:df    r124.mme2:df      r120.mme5:df      r2.mme6:df        // $343 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r120.mme5:df  r10.mme1:df       r120.mme5:df      r6.mme7:df        // $343 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r10.mme1:df   r116.nomme:df     -r2.mme6:df       r2.mme6:df        // $343 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M16)             r2.nomme:df   r2.mme6:df        r10.mme1:df       r120.mme5:df      // $343 {0=EL, 1=EL, 2=EH, BC=OK}
// B010: Preds:{B009, B008},  Succs:{B011, B012}
_fp64_math_k0_4_ifJip:
        endif (4|M16)                        L8680                                                   // $343
L8680:
        math.rsqtm (4|M20) (eo)f0.0  r3.mme0:df  r117.nomme:df                                       // $343
(~f0.0) if (4|M20)                           _fp64_math_k0_5_ifJip  _fp64_math_k0_5_ifJip            // $343
// B011: [inDivergent],  Preds:{B010},  Succs:{B012}
_fp64_math_k0_21_:
        madm (4|M20)             r11.mme1:df   r41.nomme:df      r51.nomme:df      r3.mme0:df        // $343 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r125.mme2:df  r41.nomme:df      r117.nomme:df     r3.mme0:df        // $343 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r7.mme3:df    r51.nomme:df      -r125.mme2:df     r11.mme1:df       // $343 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r121.mme5:df  r40.nomme:df      r49.nomme:df      r7.mme3:df        // $343 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r3.mme6:df    r41.nomme:df      r7.mme3:df        r125.mme2:df      // $343 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r7.mme7:df    r41.nomme:df      r7.mme3:df        r11.mme1:df       // $343 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r3.mme6:df    r125.mme2:df      r121.mme5:df      r3.mme6:df        // $343 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r121.mme5:df  r11.mme1:df       r121.mme5:df      r7.mme7:df        // $343 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r11.mme1:df   r117.nomme:df     -r3.mme6:df       r3.mme6:df        // $343 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M20)             r3.nomme:df   r3.mme6:df        r11.mme1:df       r121.mme5:df      // $343 {0=OL, 1=OL, 2=OH, BC=OK}
// B012: Preds:{B011, B010},  Succs:{B013, B014}
_fp64_math_k0_5_ifJip:
        endif (4|M20)                        L8888                                                   // $343
L8888:
        math.rsqtm (4|M24) (eo)f0.0  r4.mme0:df  r118.nomme:df                                       // $343
(~f0.0) if (4|M24)                           _fp64_math_k0_6_ifJip  _fp64_math_k0_6_ifJip            // $343
// B013: [inDivergent],  Preds:{B012},  Succs:{B014}
_fp64_math_k0_22_:
        madm (4|M24)             r12.mme1:df   r41.nomme:df      r51.nomme:df      r4.mme0:df        // $343 {0=OL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M24)             r126.mme2:df  r41.nomme:df      r118.nomme:df     r4.mme0:df        // $343 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r8.mme3:df    r51.nomme:df      -r126.mme2:df     r12.mme1:df       // $343 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r122.mme5:df  r40.nomme:df      r49.nomme:df      r8.mme3:df        // $343 {0=EL, 1=OL, 2=EL, BC=GOOD}
        madm (4|M24)             r4.mme6:df    r41.nomme:df      r8.mme3:df        r126.mme2:df      // $343 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r8.mme7:df    r41.nomme:df      r8.mme3:df        r12.mme1:df       // $343 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r4.mme6:df    r126.mme2:df      r122.mme5:df      r4.mme6:df        // $343 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r122.mme5:df  r12.mme1:df       r122.mme5:df      r8.mme7:df        // $343 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r12.mme1:df   r118.nomme:df     -r4.mme6:df       r4.mme6:df        // $343 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M24)             r4.nomme:df   r4.mme6:df        r12.mme1:df       r122.mme5:df      // $343 {0=EL, 1=EL, 2=EH, BC=OK}
// B014: Preds:{B013, B012},  Succs:{B015, B016}
_fp64_math_k0_6_ifJip:
        endif (4|M24)                        L9096                                                   // $343
L9096:
        math.rsqtm (4|M28) (eo)f0.0  r5.mme0:df  r119.nomme:df                                       // $343
(~f0.0) if (4|M28)                           _fp64_math_k0_7_ifJip  _fp64_math_k0_7_ifJip            // $343
// B015: [inDivergent],  Preds:{B014},  Succs:{B016}
_fp64_math_k0_23_:
        madm (4|M28)             r13.mme1:df   r41.nomme:df      r51.nomme:df      r5.mme0:df        // $343 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r127.mme2:df  r41.nomme:df      r119.nomme:df     r5.mme0:df        // $343 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r9.mme3:df    r51.nomme:df      -r127.mme2:df     r13.mme1:df       // $343 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r123.mme5:df  r40.nomme:df      r49.nomme:df      r9.mme3:df        // $343 {0=EL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r5.mme6:df    r41.nomme:df      r9.mme3:df        r127.mme2:df      // $343 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r9.mme7:df    r41.nomme:df      r9.mme3:df        r13.mme1:df       // $343 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r5.mme6:df    r127.mme2:df      r123.mme5:df      r5.mme6:df        // $343 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r123.mme5:df  r13.mme1:df       r123.mme5:df      r9.mme7:df        // $343 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r13.mme1:df   r119.nomme:df     -r5.mme6:df       r5.mme6:df        // $343 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M28)             r5.nomme:df   r5.mme6:df        r13.mme1:df       r123.mme5:df      // $343 {0=OL, 1=OL, 2=OH, BC=OK}
// B016: Preds:{B015, B014},  Succs:{B017, B018}
_fp64_math_k0_7_ifJip:
        endif (4|M28)                        L9304                                                   // $343
L9304:
        mov (8|M0)               r14.0<1>:df   r60.3<0;1,0>:df                                       // $344
        mov (8|M16)              r114.0<1>:df  r2.0<4;4,1>:df                                        // $343
        mov (8|M24)              r112.0<1>:df  r4.0<4;4,1>:df                                        // $343
        mov (8|M8)               r16.0<1>:df   r60.3<0;1,0>:df                                       // $344
        math.invm (4|M0) (eo)f0.0  r124.mme0:df  r14.nomme:df    r110.nomme:df                       // $344
(~f0.0) if (4|M0)                            _fp64_math_k0_8_ifJip  _fp64_math_k0_8_ifJip            // $344
// B017: [inDivergent],  Preds:{B016},  Succs:{B018}
_fp64_math_k0_24_:
        madm (4|M0)              r10.mme1:df   r41.nomme:df      r14.nomme:df      r124.mme0:df      // $344 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r116.mme2:df  r40.nomme:df      -r110.nomme:df    r124.mme0:df      // $344 {0=EL, 1=EH, 2=EH, BC=BAD}
        madm (4|M0)              r120.mme3:df  r14.nomme:df      -r110.nomme:df    r10.mme1:df       // $344 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r6.mme4:df    r124.mme0:df      r116.mme2:df      r124.mme0:df      // $344 {0=EH, 1=EH, 2=EH, BC=BAD}
        madm (4|M0)              r2.mme5:df    r40.nomme:df      -r110.nomme:df    r6.mme4:df        // $344 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r124.mme6:df  r124.mme0:df      r116.mme2:df      r6.mme4:df        // $344 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r10.mme7:df   r10.mme1:df       r120.mme3:df      r6.mme4:df        // $344 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r6.mme0:df    r6.mme4:df        r124.mme6:df      r2.mme5:df        // $344 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r120.mme1:df  r14.nomme:df      -r110.nomme:df    r10.mme7:df       // $344 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r124.nomme:df  r10.mme7:df      r120.mme1:df      r6.mme0:df        // $344 {0=EL, 1=EH, 2=EL, BC=OK}
// B018: Preds:{B017, B016},  Succs:{B019, B020}
_fp64_math_k0_8_ifJip:
        endif (4|M0)                         L9576                                                   // $344
L9576:
        math.invm (4|M4) (eo)f0.0  r125.mme0:df  r15.nomme:df    r111.nomme:df                       // $344
(~f0.0) if (4|M4)                            _fp64_math_k0_9_ifJip  _fp64_math_k0_9_ifJip            // $344
// B019: [inDivergent],  Preds:{B018},  Succs:{B020}
_fp64_math_k0_25_:
        madm (4|M4)              r11.mme1:df   r41.nomme:df      r15.nomme:df      r125.mme0:df      // $344 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r117.mme2:df  r40.nomme:df      -r111.nomme:df    r125.mme0:df      // $344 {0=EL, 1=OH, 2=OH, BC=BAD}
        madm (4|M4)              r121.mme3:df  r15.nomme:df      -r111.nomme:df    r11.mme1:df       // $344 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r7.mme4:df    r125.mme0:df      r117.mme2:df      r125.mme0:df      // $344 {0=OH, 1=OH, 2=OH, BC=BAD}
        madm (4|M4)              r3.mme5:df    r40.nomme:df      -r111.nomme:df    r7.mme4:df        // $344 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r125.mme6:df  r125.mme0:df      r117.mme2:df      r7.mme4:df        // $344 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r11.mme7:df   r11.mme1:df       r121.mme3:df      r7.mme4:df        // $344 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r7.mme0:df    r7.mme4:df        r125.mme6:df      r3.mme5:df        // $344 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r121.mme1:df  r15.nomme:df      -r111.nomme:df    r11.mme7:df       // $344 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r125.nomme:df  r11.mme7:df      r121.mme1:df      r7.mme0:df        // $344 {0=OL, 1=OH, 2=OL, BC=OK}
// B020: Preds:{B019, B018},  Succs:{B021, B022}
_fp64_math_k0_9_ifJip:
        endif (4|M4)                         L9784                                                   // $344
L9784:
        math.invm (4|M8) (eo)f0.0  r126.mme0:df  r16.nomme:df    r108.nomme:df                       // $344
(~f0.0) if (4|M8)                            _fp64_math_k0_10_ifJip  _fp64_math_k0_10_ifJip          // $344
// B021: [inDivergent],  Preds:{B020},  Succs:{B022}
_fp64_math_k0_26_:
        madm (4|M8)              r12.mme1:df   r41.nomme:df      r16.nomme:df      r126.mme0:df      // $344 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r118.mme2:df  r40.nomme:df      -r108.nomme:df    r126.mme0:df      // $344 {0=EL, 1=EH, 2=EH, BC=BAD}
        madm (4|M8)              r122.mme3:df  r16.nomme:df      -r108.nomme:df    r12.mme1:df       // $344 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r8.mme4:df    r126.mme0:df      r118.mme2:df      r126.mme0:df      // $344 {0=EH, 1=EH, 2=EH, BC=BAD}
        madm (4|M8)              r4.mme5:df    r40.nomme:df      -r108.nomme:df    r8.mme4:df        // $344 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r126.mme6:df  r126.mme0:df      r118.mme2:df      r8.mme4:df        // $344 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r12.mme7:df   r12.mme1:df       r122.mme3:df      r8.mme4:df        // $344 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r8.mme0:df    r8.mme4:df        r126.mme6:df      r4.mme5:df        // $344 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r122.mme1:df  r16.nomme:df      -r108.nomme:df    r12.mme7:df       // $344 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r126.nomme:df  r12.mme7:df      r122.mme1:df      r8.mme0:df        // $344 {0=EL, 1=EH, 2=EL, BC=OK}
// B022: Preds:{B021, B020},  Succs:{B023, B024}
_fp64_math_k0_10_ifJip:
        endif (4|M8)                         L9992                                                   // $344
L9992:
        math.invm (4|M12) (eo)f0.0  r127.mme0:df  r17.nomme:df   r109.nomme:df                       // $344
(~f0.0) if (4|M12)                           _fp64_math_k0_11_ifJip  _fp64_math_k0_11_ifJip          // $344
// B023: [inDivergent],  Preds:{B022},  Succs:{B024}
_fp64_math_k0_27_:
        madm (4|M12)             r13.mme1:df   r41.nomme:df      r17.nomme:df      r127.mme0:df      // $344 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r119.mme2:df  r40.nomme:df      -r109.nomme:df    r127.mme0:df      // $344 {0=EL, 1=OH, 2=OH, BC=BAD}
        madm (4|M12)             r123.mme3:df  r17.nomme:df      -r109.nomme:df    r13.mme1:df       // $344 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r9.mme4:df    r127.mme0:df      r119.mme2:df      r127.mme0:df      // $344 {0=OH, 1=OH, 2=OH, BC=BAD}
        madm (4|M12)             r5.mme5:df    r40.nomme:df      -r109.nomme:df    r9.mme4:df        // $344 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r127.mme6:df  r127.mme0:df      r119.mme2:df      r9.mme4:df        // $344 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r13.mme7:df   r13.mme1:df       r123.mme3:df      r9.mme4:df        // $344 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r9.mme0:df    r9.mme4:df        r127.mme6:df      r5.mme5:df        // $344 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r123.mme1:df  r17.nomme:df      -r109.nomme:df    r13.mme7:df       // $344 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r127.nomme:df  r13.mme7:df      r123.mme1:df      r9.mme0:df        // $344 {0=OL, 1=OH, 2=OL, BC=OK}
// B024: Preds:{B023, B022},  Succs:{B025, B026}
_fp64_math_k0_11_ifJip:
        endif (4|M12)                        L10200                                                  // $344
L10200:
        mov (8|M16)              r14.0<1>:df   r60.3<0;1,0>:df                                       // $345
        mov (8|M0)               r30.0<1>:df   r124.0<4;4,1>:df                                      // $344
        mov (8|M8)               r28.0<1>:df   r126.0<4;4,1>:df                                      // $344
        mov (8|M24)              r16.0<1>:df   r60.3<0;1,0>:df                                       // $345
        math.invm (4|M16) (eo)f1.0  r100.mme0:df  r14.nomme:df   r114.nomme:df                       // $345
(~f1.0) if (4|M16)                           _fp64_math_k0_12_ifJip  _fp64_math_k0_12_ifJip          // $345
// B025: [inDivergent],  Preds:{B024},  Succs:{B026}
_fp64_math_k0_28_:
        madm (4|M16)             r10.mme1:df   r41.nomme:df      r14.nomme:df      r100.mme0:df      // $345 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r120.mme2:df  r40.nomme:df      -r114.nomme:df    r100.mme0:df      // $345 {0=EL, 1=EH, 2=EH, BC=BAD}
        madm (4|M16)             r124.mme3:df  r14.nomme:df      -r114.nomme:df    r10.mme1:df       // $345 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r6.mme4:df    r100.mme0:df      r120.mme2:df      r100.mme0:df      // $345 {0=EH, 1=EH, 2=EH, BC=BAD}
        madm (4|M16)             r2.mme5:df    r40.nomme:df      -r114.nomme:df    r6.mme4:df        // $345 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r100.mme6:df  r100.mme0:df      r120.mme2:df      r6.mme4:df        // $345 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r10.mme7:df   r10.mme1:df       r124.mme3:df      r6.mme4:df        // $345 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r6.mme0:df    r6.mme4:df        r100.mme6:df      r2.mme5:df        // $345 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r124.mme1:df  r14.nomme:df      -r114.nomme:df    r10.mme7:df       // $345 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r100.nomme:df  r10.mme7:df      r124.mme1:df      r6.mme0:df        // $345 {0=EL, 1=EH, 2=EL, BC=OK}
// B026: Preds:{B025, B024},  Succs:{B027, B028}
_fp64_math_k0_12_ifJip:
        endif (4|M16)                        L10472                                                  // $345
L10472:
        math.invm (4|M20) (eo)f1.0  r101.mme0:df  r15.nomme:df   r115.nomme:df                       // $345
(~f1.0) if (4|M20)                           _fp64_math_k0_13_ifJip  _fp64_math_k0_13_ifJip          // $345
// B027: [inDivergent],  Preds:{B026},  Succs:{B028}
_fp64_math_k0_29_:
        madm (4|M20)             r11.mme1:df   r41.nomme:df      r15.nomme:df      r101.mme0:df      // $345 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r121.mme2:df  r40.nomme:df      -r115.nomme:df    r101.mme0:df      // $345 {0=EL, 1=OH, 2=OH, BC=BAD}
        madm (4|M20)             r125.mme3:df  r15.nomme:df      -r115.nomme:df    r11.mme1:df       // $345 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r7.mme4:df    r101.mme0:df      r121.mme2:df      r101.mme0:df      // $345 {0=OH, 1=OH, 2=OH, BC=BAD}
        madm (4|M20)             r3.mme5:df    r40.nomme:df      -r115.nomme:df    r7.mme4:df        // $345 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r101.mme6:df  r101.mme0:df      r121.mme2:df      r7.mme4:df        // $345 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r11.mme7:df   r11.mme1:df       r125.mme3:df      r7.mme4:df        // $345 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r7.mme0:df    r7.mme4:df        r101.mme6:df      r3.mme5:df        // $345 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r125.mme1:df  r15.nomme:df      -r115.nomme:df    r11.mme7:df       // $345 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r101.nomme:df  r11.mme7:df      r125.mme1:df      r7.mme0:df        // $345 {0=OL, 1=OH, 2=OL, BC=OK}
// B028: Preds:{B027, B026},  Succs:{B029, B030}
_fp64_math_k0_13_ifJip:
        endif (4|M20)                        L10680                                                  // $345
L10680:
        math.invm (4|M24) (eo)f1.0  r102.mme0:df  r16.nomme:df   r112.nomme:df                       // $345
(~f1.0) if (4|M24)                           _fp64_math_k0_14_ifJip  _fp64_math_k0_14_ifJip          // $345
// B029: [inDivergent],  Preds:{B028},  Succs:{B030}
_fp64_math_k0_30_:
        madm (4|M24)             r12.mme1:df   r41.nomme:df      r16.nomme:df      r102.mme0:df      // $345 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r122.mme2:df  r40.nomme:df      -r112.nomme:df    r102.mme0:df      // $345 {0=EL, 1=EH, 2=EH, BC=BAD}
        madm (4|M24)             r126.mme3:df  r16.nomme:df      -r112.nomme:df    r12.mme1:df       // $345 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r8.mme4:df    r102.mme0:df      r122.mme2:df      r102.mme0:df      // $345 {0=EH, 1=EH, 2=EH, BC=BAD}
        madm (4|M24)             r4.mme5:df    r40.nomme:df      -r112.nomme:df    r8.mme4:df        // $345 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r102.mme6:df  r102.mme0:df      r122.mme2:df      r8.mme4:df        // $345 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r12.mme7:df   r12.mme1:df       r126.mme3:df      r8.mme4:df        // $345 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r8.mme0:df    r8.mme4:df        r102.mme6:df      r4.mme5:df        // $345 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r126.mme1:df  r16.nomme:df      -r112.nomme:df    r12.mme7:df       // $345 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r102.nomme:df  r12.mme7:df      r126.mme1:df      r8.mme0:df        // $345 {0=EL, 1=EH, 2=EL, BC=OK}
// B030: Preds:{B029, B028},  Succs:{B031, B032}
_fp64_math_k0_14_ifJip:
        endif (4|M24)                        L10888                                                  // $345
L10888:
        math.invm (4|M28) (eo)f1.0  r103.mme0:df  r17.nomme:df   r113.nomme:df                       // $345
(~f1.0) if (4|M28)                           _fp64_math_k0_15_ifJip  _fp64_math_k0_15_ifJip          // $345
// B031: [inDivergent],  Preds:{B030},  Succs:{B032}
_fp64_math_k0_31_:
        madm (4|M28)             r13.mme1:df   r41.nomme:df      r17.nomme:df      r103.mme0:df      // $345 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r123.mme2:df  r40.nomme:df      -r113.nomme:df    r103.mme0:df      // $345 {0=EL, 1=OH, 2=OH, BC=BAD}
        madm (4|M28)             r127.mme3:df  r17.nomme:df      -r113.nomme:df    r13.mme1:df       // $345 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r9.mme4:df    r103.mme0:df      r123.mme2:df      r103.mme0:df      // $345 {0=OH, 1=OH, 2=OH, BC=BAD}
        madm (4|M28)             r5.mme5:df    r40.nomme:df      -r113.nomme:df    r9.mme4:df        // $345 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r103.mme6:df  r103.mme0:df      r123.mme2:df      r9.mme4:df        // $345 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r13.mme7:df   r13.mme1:df       r127.mme3:df      r9.mme4:df        // $345 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r9.mme0:df    r9.mme4:df        r103.mme6:df      r5.mme5:df        // $345 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r127.mme1:df  r17.nomme:df      -r113.nomme:df    r13.mme7:df       // $345 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r103.nomme:df  r13.mme7:df      r127.mme1:df      r9.mme0:df        // $345 {0=OL, 1=OH, 2=OL, BC=OK}
// B032: Preds:{B031, B030},  Succs:{B033, B034}
_fp64_math_k0_15_ifJip:
        endif (4|M28)                        L11096                                                  // $345
L11096:
(W)     mov (1|M0)               r126.0<1>:ud  0x47AE147B:ud                                         // $349
(W)     mov (1|M0)               r2.0<1>:ud    0x47AE147B:ud                                         // $349
(W)     mov (1|M0)               r126.1<1>:ud  0x3F847AE1:ud                                         // $349
(W)     mov (1|M0)               r2.1<1>:ud    0x3F847AE1:ud                                         // $349
(W)     mov (1|M0)               r125.0<1>:ud  0x47AE147B:ud                                         // $350
(W)     mov (1|M0)               r3.0<1>:ud    0x47AE147B:ud                                         // $350
(W)     mov (1|M0)               r125.1<1>:ud  0x3F847AE1:ud                                         // $350
(W)     mov (1|M0)               r3.1<1>:ud    0x3F847AE1:ud                                         // $350
(W)     mov (1|M0)               r6.0<1>:f     0x3FB8AA3B:f                                          // $353
        mul (8|M0)               r40.0<1>:df   r42.0<4;4,1>:df   r126.0<0;1,0>:df                    // $349
        mul (8|M8)               r38.0<1>:df   r44.0<4;4,1>:df   r2.0<0;1,0>:df                      // $349
(W)     mov (1|M0)               r2.0<1>:f     0x48C07FE0:f                                          // $354
(W)     mov (1|M0)               r126.0<1>:uq  r48.0<0;1,0>:uq                                       // $363
        mul (8|M16)              r36.0<1>:df   r46.0<4;4,1>:df   r125.0<0;1,0>:df                    // $350
        mul (8|M24)              r34.0<1>:df   r54.0<4;4,1>:df   r3.0<0;1,0>:df                      // $350
        add (8|M8)               r70.0<1>:df   r62.0<4;4,1>:df   r28.0<4;4,1>:df                     // $346
        mov (8|M0)               r122.0<2>:f   r40.0<4;4,1>:df                                       // $351
        mov (8|M8)               r4.0<2>:f     r38.0<4;4,1>:df                                       // $351
        add (8|M16)              r68.0<1>:df   r64.0<4;4,1>:df   r100.0<4;4,1>:df                    // $347
        add (8|M24)              r66.0<1>:df   r66.0<4;4,1>:df   r102.0<4;4,1>:df                    // $347
        mov (8|M16)              r118.0<2>:f   r36.0<4;4,1>:df                                       // $352
        mov (8|M24)              r8.0<2>:f     r34.0<4;4,1>:df                                       // $352
        add (8|M0)               r76.0<1>:df   r32.0<4;4,1>:df   r30.0<4;4,1>:df                     // $346
        mov (8|M0)               r120.0<1>:f   r122.0<2;1,0>:f                                       // $351
        mov (8|M8)               r121.0<1>:f   r4.0<2;1,0>:f                                         // $351
(W)     mov (1|M0)               r123.0<1>:ud  0xFEFA39EF:ud                                         // $391
(W)     mov (1|M0)               r123.1<1>:ud  0xBFE62E42:ud                                         // $391
        mov (8|M16)              r114.0<1>:f   r118.0<2;1,0>:f                                       // $352
        mov (8|M24)              r115.0<1>:f   r8.0<2;1,0>:f                                         // $352
        mov (8|M0)               r32.0<1>:df   r60.3<0;1,0>:df                                       // $407
        mad (8|M0)               r116.0<1>:f   r2.0<0;0>:f       r6.0<0;0>:f       r120.0<1>:f      {Compacted} // $355 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r117.0<1>:f   r2.0<0;0>:f       r6.0<0;0>:f       r121.0<1>:f       // $355 {0=EL, 1=EL, 2=OH, BC=GOOD}
        cmp (16|M0)   (gt)f1.0   null<1>:f     (abs)r120.0<8;8,1>:f  0x4431195C:f                    // $412
        mad (8|M16)              r12.0<1>:f    r2.0<0;0>:f       r6.0<0;0>:f       r114.0<1>:f       // $356 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r13.0<1>:f    r2.0<0;0>:f       r6.0<0;0>:f       r115.0<1>:f       // $356 {0=EL, 1=EL, 2=OH, BC=GOOD}
        cmp (16|M16)  (gt)f1.0   null<1>:f     (abs)r114.0<8;8,1>:f  0x4431195C:f                    // $413
        shl (16|M0)              r10.0<1>:d    r116.0<8;8,1>:d   3:w                                 // $359
        shl (16|M16)             r14.0<1>:d    r12.0<8;8,1>:d    3:w                                 // $360
        add (16|M16)             r6.0<1>:f     r12.0<8;8,1>:f    0xC8C07FE0:f                        // $358
        and (16|M0)              r4.0<1>:d     r10.0<8;8,1>:d    248:w                               // $361
        and (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    248:w                               // $362
        mov (8|M16)              r10.0<2>:f    r6.0<8;8,1>:f                                         // $390
        mov (8|M24)              r14.0<2>:f    r7.0<8;8,1>:f                                         // $390
        addc (8|M0)              r124.0<1>:ud  r4.0<8;8,1>:ud    r126.0<0;1,0>:ud {AccWrEn,Compacted} // $367
        mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $367
        addc (8|M8)              r125.0<1>:ud  r5.0<8;8,1>:ud    r126.0<0;1,0>:ud {AccWrEn,Compacted} // $370
        add (16|M0)              r4.0<1>:f     r116.0<8;8,1>:f   0xC8C07FE0:f                        // $357
        add (8|M0)               r22.1<2>:ud   r18.0<8;8,1>:ud   r126.1<0;1,0>:ud                    // $369
        mov (8|M8)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $370
        addc (8|M16)             r8.0<1>:ud    r16.0<8;8,1>:ud   r126.0<0;1,0>:ud {AccWrEn}          // $373
        mov (8|M0)               r22.0<2>:d    r124.0<8;8,1>:d                                       // $379
        mov (8|M0)               r118.0<2>:f   r4.0<8;8,1>:f                                         // $389
        mov (8|M16)              r18.0<1>:df   r10.0<8;4,2>:f                                        // $390
        add (8|M8)               r24.1<2>:ud   r20.0<8;8,1>:ud   r126.1<0;1,0>:ud                    // $372
        mov (8|M16)              r122.0<1>:ud  acc0.0<8;8,1>:ud                                      // $373
        addc (8|M24)             r9.0<1>:ud    r17.0<8;8,1>:ud   r126.0<0;1,0>:ud {AccWrEn}          // $376
        mov (8|M8)               r24.0<2>:d    r125.0<8;8,1>:d                                       // $379
        mov (8|M24)              r20.0<1>:df   r14.0<8;4,2>:f                                        // $390
        mov (8|M0)               r124.0<1>:df  r118.0<8;4,2>:f                                       // $389
        add (8|M16)              r110.1<2>:ud  r122.0<8;8,1>:ud  r126.1<0;1,0>:ud                    // $375
        mov (8|M24)              r2.0<1>:ud    acc0.0<8;8,1>:ud                                      // $376
        mov (8|M16)              r110.0<2>:d   r8.0<8;8,1>:d                                         // $381
        send (16|M0)             r56:w    r22:d   0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $383
(W)     mov (1|M0)               r8.0<1>:ud    0x5064CCB0:ud                                         // $397
(W)     mov (1|M0)               r8.1<1>:ud    0x3F811117:ud                                         // $397
        add (8|M24)              r112.1<2>:ud  r2.0<8;8,1>:ud    r126.1<0;1,0>:ud                    // $378
        mov (8|M8)               r2.0<2>:f     r5.0<8;8,1>:f                                         // $389
        mov (8|M24)              r112.0<2>:d   r9.0<8;8,1>:d                                         // $381
(W)     mov (1|M0)               r126.0<1>:df  r123.0<0;1,0>:df                                      // $391
(W)     mov (1|M0)               r122.0<1>:df  r8.0<0;1,0>:df                                        // $397
        mov (8|M8)               r16.0<1>:df   r2.0<8;4,2>:f                                         // $389
        send (16|M16)            r48:w    r110:d  0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $384
(W)     mov (1|M0)               r2.0<1>:ud    0x3B39803F:ud                                         // $394
        mov (8|M24)              r4.0<1>:df    r126.0<0;1,0>:df                                      // $393
(W)     mov (1|M0)               r2.1<1>:ud    0xBC7ABC9E:ud                                         // $394
        mov (8|M16)              r110.0<1>:df  r126.0<0;1,0>:df                                      // $393
        mov (8|M8)               r22.0<1>:df   r126.0<0;1,0>:df                                      // $392
        mov (8|M0)               r112.0<1>:df  r126.0<0;1,0>:df                                      // $392
(W)     mov (1|M0)               r3.0<1>:ud    0x55538D19:ud                                         // $401
(W)     mov (1|M0)               r3.1<1>:ud    0x3FC55555:ud                                         // $401
        mad (8|M24)              r24.0<1>:df   r34.0<2;1>:df     r4.0<2;1>:df      r20.0<1>:df       // $393 {0=EL, 1=EL, 2=EL, BC=BAD}
(W)     mov (1|M0)               r123.0<1>:df  r2.0<0;1,0>:df                                        // $394
(W)     mov (1|M0)               r2.0<1>:ud    0x88783C48:ud                                         // $398
        mad (8|M16)              r106.0<1>:df  r36.0<2;1>:df     r110.0<2;1>:df    r18.0<1>:df       // $393 {0=EL, 1=EH, 2=EL, BC=OK}
(W)     mov (1|M0)               r2.1<1>:ud    0x3FA5555D:ud                                         // $398
        shl (16|M16)             r4.0<1>:d     r12.0<8;8,1>:d    15:w                                // $386
        shl (16|M0)              r110.0<1>:d   r116.0<8;8,1>:d   15:w                                // $385
        mad (8|M8)               r6.0<1>:df    r38.0<2;1>:df     r22.0<2;1>:df     r16.0<1>:df       // $392 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M0)               r108.0<1>:df  r40.0<2;1>:df     r112.0<2;1>:df    r124.0<1>:df      // $392 {0=EL, 1=EH, 2=EH, BC=BAD}
        mov (8|M0)               r10.0<1>:df   r123.0<0;1,0>:df                                      // $395
        mov (8|M8)               r118.0<1>:df  r123.0<0;1,0>:df                                      // $395
(W)     mov (1|M0)               r126.0<1>:df  r2.0<0;1,0>:df                                        // $398
        mov (8|M16)              r14.0<1>:df   r123.0<0;1,0>:df                                      // $396
        mov (8|M24)              r104.0<1>:df  r123.0<0;1,0>:df                                      // $396
(W)     mov (1|M0)               r123.0<1>:df  r3.0<0;1,0>:df                                        // $401
(W)     mov (1|M0)               r2.0<1>:ud    0xFFFD0B99:ud                                         // $404
        mad (8|M0)               r8.0<1>:df    r108.0<2;1>:df    r10.0<2;1>:df     r124.0<1>:df      // $395 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r112.0<1>:df  r6.0<2;1>:df      r118.0<2;1>:df    r16.0<1>:df       // $395 {0=EL, 1=EH, 2=EL, BC=OK}
(W)     mov (1|M0)               r2.1<1>:ud    0x3FDFFFFF:ud                                         // $404
        mov (8|M0)               r124.0<1>:df  r122.0<0;1,0>:df                                      // $399
        mov (8|M0)               r10.0<1>:df   r126.0<0;1,0>:df                                      // $399
        mov (8|M8)               r118.0<1>:df  r122.0<0;1,0>:df                                      // $399
        mov (8|M8)               r12.0<1>:df   r126.0<0;1,0>:df                                      // $399
        mad (8|M16)              r22.0<1>:df   r106.0<2;1>:df    r14.0<2;1>:df     r18.0<1>:df       // $396 {0=EH, 1=EL, 2=EL, BC=BAD}
        mov (8|M16)              r116.0<1>:df  r122.0<0;1,0>:df                                      // $400
        mov (8|M16)              r14.0<1>:df   r126.0<0;1,0>:df                                      // $400
        mad (8|M24)              r26.0<1>:df   r24.0<2;1>:df     r104.0<2;1>:df    r20.0<1>:df       // $396 {0=EL, 1=EH, 2=EL, BC=OK}
        mov (8|M24)              r28.0<1>:df   r123.0<0;1,0>:df                                      // $403
        mov (8|M0)               r100.0<1>:df  r123.0<0;1,0>:df                                      // $402
        mad (8|M0)               r104.0<1>:df  r10.0<2;1>:df     r124.0<2;1>:df    r108.0<1>:df      // $399 {0=EL, 1=EH, 2=EH, BC=BAD}
        mov (8|M8)               r20.0<1>:df   r123.0<0;1,0>:df                                      // $402
        mad (8|M8)               r16.0<1>:df   r12.0<2;1>:df     r118.0<2;1>:df    r6.0<1>:df        // $399 {0=EL, 1=EH, 2=EL, BC=OK}
        mov (8|M16)              r98.0<1>:df   r123.0<0;1,0>:df                                      // $403
        mad (8|M16)              r102.0<1>:df  r14.0<2;1>:df     r116.0<2;1>:df    r106.0<1>:df      // $400 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M0)               r96.0<1>:df   r100.0<2;1>:df    r108.0<2;1>:df    r104.0<1>:df      // $402 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M8)               r30.0<1>:df   r20.0<2;1>:df     r6.0<2;1>:df      r16.0<1>:df       // $402 {0=EL, 1=EL, 2=EL, BC=BAD}
        mov (8|M24)              r20.0<1>:df   r60.3<0;1,0>:df                                       // $408
        mad (8|M16)              r94.0<1>:df   r98.0<2;1>:df     r106.0<2;1>:df    r102.0<1>:df      // $403 {0=EH, 1=EH, 2=EH, BC=BAD}
        mov (8|M16)              r102.0<1>:df  r60.3<0;1,0>:df                                       // $408
        xor (16|M0)              r64.0<1>:d    r110.0<8;8,1>:d   r58.0<8;8,1>:d   {Compacted}        // $387
        mov (8|M24)              r110.0<1>:df  r122.0<0;1,0>:df                                      // $400
        xor (16|M16)             r62.0<1>:d    r4.0<8;8,1>:d     r50.0<8;8,1>:d                      // $388
        mov (8|M24)              r4.0<1>:df    r126.0<0;1,0>:df                                      // $400
(W)     mov (1|M0)               r126.0<1>:df  r2.0<0;1,0>:df                                        // $404
        mad (8|M24)              r18.0<1>:df   r4.0<2;1>:df      r110.0<2;1>:df    r24.0<1>:df       // $400 {0=EL, 1=EH, 2=EL, BC=OK}
        mov (8|M0)               r12.0<1>:df   r126.0<0;1,0>:df                                      // $405
        mov (8|M8)               r124.0<1>:df  r126.0<0;1,0>:df                                      // $405
        mov (8|M16)              r4.0<1>:df    r126.0<0;1,0>:df                                      // $406
        mov (8|M24)              r118.0<1>:df  r126.0<0;1,0>:df                                      // $406
        mov (8|M8)               r110.0<1>:df  r60.3<0;1,0>:df                                       // $407
        mad (8|M24)              r10.0<1>:df   r28.0<2;1>:df     r24.0<2;1>:df     r18.0<1>:df       // $403 {0=EL, 1=EL, 2=EL, BC=BAD}
(W)     mov (1|M0)               r18.0<1>:ud   0xE0F2F7D1:ud                                         // $409
        mad (8|M0)               r116.0<1>:df  r12.0<2;1>:df     r108.0<2;1>:df    r96.0<1>:df       // $405 {0=EL, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r18.1<1>:ud   0x3C943095:ud                                         // $409
        mad (8|M8)               r14.0<1>:df   r124.0<2;1>:df    r6.0<2;1>:df      r30.0<1>:df       // $405 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M16)              r122.0<1>:df  r4.0<2;1>:df      r106.0<2;1>:df    r94.0<1>:df       // $406 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M24)              r2.0<1>:df    r118.0<2;1>:df    r24.0<2;1>:df     r10.0<1>:df       // $406 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M0)               r16.0<1>:df   r32.0<2;1>:df     r8.0<2;1>:df      r116.0<1>:df      // $407 {0=EL, 1=EL, 2=EH, BC=OK}
(W)     mov (1|M0)               r126.0<1>:df  r18.0<0;1,0>:df                                       // $409
        mad (8|M8)               r104.0<1>:df  r110.0<2;1>:df    r112.0<2;1>:df    r14.0<1>:df       // $407 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (8|M16)              r124.0<1>:df  r102.0<2;1>:df    r22.0<2;1>:df     r122.0<1>:df      // $408 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r4.0<1>:df    r20.0<2;1>:df     r26.0<2;1>:df     r2.0<1>:df        // $408 {0=EL, 1=EL, 2=EL, BC=BAD}
        mov (8|M8)               r118.0<1>:df  r126.0<0;1,0>:df                                      // $410
        mov (8|M0)               r6.0<1>:df    r126.0<0;1,0>:df                                      // $410
        mov (8|M16)              r10.0<1>:df   r126.0<0;1,0>:df                                      // $411
        mov (8|M24)              r116.0<1>:df  r126.0<0;1,0>:df                                      // $411
        mad (8|M8)               r110.0<1>:df  r118.0<2;1>:df    r112.0<2;1>:df    r104.0<1>:df      // $410 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M0)               r108.0<1>:df  r6.0<2;1>:df      r8.0<2;1>:df      r16.0<1>:df       // $410 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M16)              r112.0<1>:df  r10.0<2;1>:df     r22.0<2;1>:df     r124.0<1>:df      // $411 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r114.0<1>:df  r116.0<2;1>:df    r26.0<2;1>:df     r4.0<1>:df        // $411 {0=EH, 1=EL, 2=EL, BC=BAD}
(~f1.0) if (32|M0)                           _0_015            _0_017                                // $414
// B033: [inDivergent],  Preds:{B032},  Succs:{B038}
_0_016:
        mov (16|M0)              r124.0<1>:d   r56.0<8;8,1>:d                   {Compacted}          // $416
        mov (16|M16)             r2.0<1>:d     r48.0<8;8,1>:d                                        // $417
        mov (16|M0)              r122.0<1>:d   r64.0<8;8,1>:d                   {Compacted}          // $418
        mov (16|M16)             r4.0<1>:d     r62.0<8;8,1>:d                                        // $419
        mov (8|M0)               r120.0<2>:d   r124.0<8;8,1>:d                                       // $420
        mov (8|M8)               r118.0<2>:d   r125.0<8;8,1>:d                                       // $421
        mov (8|M16)              r116.0<2>:d   r2.0<8;8,1>:d                                         // $424
        mov (8|M24)              r6.0<2>:d     r3.0<8;8,1>:d                                         // $425
        mov (8|M0)               r120.1<2>:d   r122.0<8;8,1>:d                                       // $422
        mov (8|M8)               r118.1<2>:d   r123.0<8;8,1>:d                                       // $423
        mov (8|M16)              r116.1<2>:d   r4.0<8;8,1>:d                                         // $426
        mov (8|M24)              r6.1<2>:d     r5.0<8;8,1>:d                                         // $427
        mad (8|M0)               r18.0<1>:df   r120.0<2;1>:df    r108.0<2;1>:df    r120.0<1>:df      // $428 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M8)               r20.0<1>:df   r118.0<2;1>:df    r110.0<2;1>:df    r118.0<1>:df      // $428 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M16)              r22.0<1>:df   r116.0<2;1>:df    r112.0<2;1>:df    r116.0<1>:df      // $429 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (8|M24)              r24.0<1>:df   r6.0<2;1>:df      r114.0<2;1>:df    r6.0<1>:df        // $429 {0=EL, 1=EH, 2=EL, BC=OK}
        else (32|M0)                         _0_017            _0_017                                // $414
// B034: [inDivergent],  Preds:{B032},  Succs:{B035, B036}
_0_015:
        mov (8|M0)               r122.0<1>:d   r40.1<2;1,0>:d                                        // $440
        mov (8|M8)               r123.0<1>:d   r38.1<2;1,0>:d                                        // $441
        mov (8|M16)              r4.0<1>:d     r36.1<2;1,0>:d                                        // $442
        mov (8|M24)              r5.0<1>:d     r34.1<2;1,0>:d                                        // $443
        mov (8|M0)               r124.0<1>:d   r40.1<2;1,0>:d                                        // $434
        mov (8|M8)               r125.0<1>:d   r38.1<2;1,0>:d                                        // $435
        mov (8|M16)              r2.0<1>:d     r36.1<2;1,0>:d                                        // $438
        mov (8|M24)              r3.0<1>:d     r34.1<2;1,0>:d                                        // $439
        and (16|M0)              r10.0<1>:d    r122.0<8;8,1>:d   2147483647:d                        // $444
        and (16|M16)             r12.0<1>:d    r4.0<8;8,1>:d     2147483647:d                        // $445
        cmp (16|M0)   (gt)f1.0   null<1>:d     r124.0<8;8,1>:d   -1:w                                // $446
        cmp (16|M16)  (gt)f1.0   null<1>:d     r2.0<8;8,1>:d     -1:w                                // $447
        cmp (16|M0)   (lt)f0.0   null<1>:d     r10.0<8;8,1>:ud   0x40879127:ud                       // $448
        cmp (16|M16)  (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x40879127:ud                       // $449
        mov (8|M0)               r8.0<1>:d     r40.0<2;1,0>:d                                        // $432
        mov (8|M8)               r9.0<1>:d     r38.0<2;1,0>:d                                        // $433
        mov (8|M16)              r6.0<1>:d     r36.0<2;1,0>:d                                        // $436
        mov (8|M24)              r7.0<1>:d     r34.0<2;1,0>:d                                        // $437
(~f0.0) if (32|M0)                           _0_018            _fp64_math_k0_34_cf                   // $450
// B035: [inDivergent],  Preds:{B034},  Succs:{B037}
_0_019:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r8.0<8;8,1>:ud    0x1:uw                              // $452
        cmp (16|M16)  (lt)f0.0   null<1>:d     r6.0<8;8,1>:ud    0x1:uw                              // $453
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $463
(W)     mov (1|M0)               r125.0<1>:ud  0x0:ud                              {Compacted}       // $463
(W)     mov (1|M0)               r126.1<1>:ud  0x7FF00000:ud                                         // $463
(W)     mov (1|M0)               r125.1<1>:ud  0x7FF00000:ud                                         // $463
(W)     mov (1|M0)               r4.0<1>:ud    0x0:ud                              {Compacted}       // $464
(W)     mov (1|M0)               r124.0<1>:ud  0x0:ud                              {Compacted}       // $464
(W)     mov (1|M0)               r4.1<1>:ud    0x7FF00000:ud                                         // $464
(W)     mov (1|M0)               r124.1<1>:ud  0x7FF00000:ud                                         // $464
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    2146435072:d                        // $454
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r12.0<8;8,1>:d    2146435072:d                        // $456
(~f1.0) sel (8|M0)               r2.0<1>:df    r60.0<0;1,0>:df   r126.0<0;1,0>:df                    // $463
(~f1.0) sel (8|M8)               r122.0<1>:df  r60.0<0;1,0>:df   r125.0<0;1,0>:df                    // $463
(~f1.0) sel (8|M16)              r6.0<1>:df    r60.0<0;1,0>:df   r4.0<0;1,0>:df                      // $464
(~f1.0) sel (8|M24)              r120.0<1>:df  r60.0<0;1,0>:df   r124.0<0;1,0>:df                    // $464
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r10.0<8;8,1>:ud   0x7FF00000:ud                       // $458
(~f0.0) cmp (16|M16)  (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x7FF00000:ud                       // $460
(f0.0)  sel (8|M0)               r8.0<1>:df    r2.0<4;4,1>:df    r40.0<4;4,1>:df                     // $465
(f0.0)  sel (8|M8)               r118.0<1>:df  r122.0<4;4,1>:df  r38.0<4;4,1>:df                     // $465
(f0.0)  sel (8|M16)              r10.0<1>:df   r6.0<4;4,1>:df    r36.0<4;4,1>:df                     // $466
(f0.0)  sel (8|M24)              r116.0<1>:df  r120.0<4;4,1>:df  r34.0<4;4,1>:df                     // $466
        add (8|M0)               r18.0<1>:df   r8.0<4;4,1>:df    r60.0<0;1,0>:df                     // $467
        add (8|M8)               r20.0<1>:df   r118.0<4;4,1>:df  r60.0<0;1,0>:df                     // $467
        add (8|M16)              r22.0<1>:df   r10.0<4;4,1>:df   r60.0<0;1,0>:df                     // $468
        add (8|M24)              r24.0<1>:df   r116.0<4;4,1>:df  r60.0<0;1,0>:df                     // $468
        else (32|M0)                         _fp64_math_k0_34_cf  _fp64_math_k0_34_cf                // $450
// B036: [inDivergent],  Preds:{B034},  Succs:{B037}
_0_018:
(W)     mov (1|M0)               r126.0<1>:d   -134217728:d                                          // $471
        mov (16|M0)              r6.0<1>:d     r56.0<8;8,1>:d                   {Compacted}          // $475
(W)     mov (1|M0)               r16.0<1>:ud   0x0:ud                              {Compacted}       // $491
(W)     mov (1|M0)               r16.1<1>:ud   0x47F00000:ud                                         // $491
        mov (16|M16)             r120.0<1>:d   r48.0<8;8,1>:d                                        // $476
(f1.0)  sel (16|M0)              r2.0<1>:d     r126.0<0;1,0>:d   134217728:d                         // $471
(f1.0)  sel (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   134217728:d                         // $472
        mov (8|M0)               r8.0<2>:d     r6.0<8;8,1>:d                                         // $479
(W)     mov (1|M0)               r126.0<1>:df  r16.0<0;1,0>:df                                       // $491
        mov (8|M8)               r10.0<2>:d    r7.0<8;8,1>:d                                         // $480
        add (16|M0)              r4.0<1>:d     r64.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $473
        add (16|M16)             r122.0<1>:d   r62.0<8;8,1>:d    r124.0<8;8,1>:d                     // $474
        mov (8|M16)              r12.0<2>:d    r120.0<8;8,1>:d                                       // $483
        mov (8|M24)              r118.0<2>:d   r121.0<8;8,1>:d                                       // $484
(W)     mov (1|M0)               r7.0<1>:ud    0x0:ud                              {Compacted}       // $492
        mov (8|M0)               r8.1<2>:d     r4.0<8;8,1>:d                                         // $481
(W)     mov (1|M0)               r4.0<1>:ud    0x0:ud                              {Compacted}       // $491
        mov (8|M8)               r10.1<2>:d    r5.0<8;8,1>:d                                         // $482
(W)     mov (1|M0)               r4.1<1>:ud    0x37F00000:ud                                         // $491
        mov (8|M16)              r12.1<2>:d    r122.0<8;8,1>:d                                       // $485
        mov (8|M24)              r118.1<2>:d   r123.0<8;8,1>:d                                       // $486
(W)     mov (1|M0)               r5.0<1>:ud    0x0:ud                              {Compacted}       // $491
(W)     mov (1|M0)               r122.0<1>:ud  0x0:ud                              {Compacted}       // $492
(W)     mov (1|M0)               r5.1<1>:ud    0x47F00000:ud                                         // $491
(W)     mov (1|M0)               r122.1<1>:ud  0x47F00000:ud                                         // $492
(f1.0)  sel (8|M0)               r120.0<1>:df  r126.0<0;1,0>:df  r4.0<0;1,0>:df                      // $491
(W)     mov (1|M0)               r4.0<1>:ud    0x0:ud                              {Compacted}       // $492
        mad (8|M24)              r124.0<1>:df  r118.0<2;1>:df    r114.0<2;1>:df    r118.0<1>:df      // $488 {0=EH, 1=EH, 2=EH, BC=BAD}
(W)     mov (1|M0)               r4.1<1>:ud    0x47F00000:ud                                         // $492
(W)     mov (1|M0)               r7.1<1>:ud    0x37F00000:ud                                         // $492
(W)     mov (1|M0)               r6.0<1>:df    r5.0<0;1,0>:df                                        // $491
(W)     mov (1|M0)               r123.0<1>:ud  0x0:ud                              {Compacted}       // $491
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $492
(W)     mov (1|M0)               r123.1<1>:ud  0x37F00000:ud                                         // $491
(W)     mov (1|M0)               r126.1<1>:ud  0x37F00000:ud                                         // $492
(W)     mov (1|M0)               r119.0<1>:df  r122.0<0;1,0>:df                                      // $492
(W)     mov (1|M0)               r5.0<1>:df    r4.0<0;1,0>:df                                        // $492
        mad (8|M0)               r116.0<1>:df  r8.0<2;1>:df      r108.0<2;1>:df    r8.0<1>:df        // $487 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M8)               r2.0<1>:df    r10.0<2;1>:df     r110.0<2;1>:df    r10.0<1>:df       // $487 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M16)              r14.0<1>:df   r12.0<2;1>:df     r112.0<2;1>:df    r12.0<1>:df       // $488 {0=EL, 1=EH, 2=EL, BC=OK}
(f1.0)  sel (8|M8)               r8.0<1>:df    r6.0<0;1,0>:df    r123.0<0;1,0>:df                    // $491
(f1.0)  sel (8|M16)              r114.0<1>:df  r119.0<0;1,0>:df  r7.0<0;1,0>:df                      // $492
(f1.0)  sel (8|M24)              r10.0<1>:df   r5.0<0;1,0>:df    r126.0<0;1,0>:df                    // $492
        mul (8|M0)               r18.0<1>:df   r120.0<4;4,1>:df  r116.0<4;4,1>:df                    // $493
        mul (8|M8)               r20.0<1>:df   r8.0<4;4,1>:df    r2.0<4;4,1>:df                      // $493
        mul (8|M16)              r22.0<1>:df   r114.0<4;4,1>:df  r14.0<4;4,1>:df                     // $494
        mul (8|M24)              r24.0<1>:df   r10.0<4;4,1>:df   r124.0<4;4,1>:df                    // $494
// B037: [inDivergent],  Preds:{B036, B035},  Succs:{B038}
_fp64_math_k0_34_cf:
        endif (32|M0)                        _0_017                                                  // $450
// B038: Preds:{B033, B037},  Succs:{B039, B040}
_0_017:
        endif (32|M0)                        L15128                                                  // $414
L15128:
        add (8|M0)               r50.0<1>:df   (abs)r42.0<4;4,1>:df  r60.2<0;1,0>:df                 // $498
        add (8|M8)               r48.0<1>:df   (abs)r44.0<4;4,1>:df  r60.2<0;1,0>:df                 // $498
        add (8|M16)              r78.0<1>:df   r68.0<4;4,1>:df   r22.0<4;4,1>:df                     // $497
        add (8|M16)              r46.0<1>:df   (abs)r46.0<4;4,1>:df  r60.2<0;1,0>:df                 // $499
        add (8|M24)              r44.0<1>:df   (abs)r54.0<4;4,1>:df  r60.2<0;1,0>:df                 // $499
        add (8|M8)               r80.0<1>:df   r70.0<4;4,1>:df   r20.0<4;4,1>:df                     // $496
        add (8|M0)               r82.0<1>:df   r76.0<4;4,1>:df   r18.0<4;4,1>:df                     // $496
        mov (8|M0)               r124.0<1>:d   r50.1<2;1,0>:d                                        // $502
        mov (8|M8)               r125.0<1>:d   r48.1<2;1,0>:d                                        // $503
        mov (8|M0)               r68.0<1>:d    r50.0<2;1,0>:d                                        // $500
        mov (8|M8)               r69.0<1>:d    r48.0<2;1,0>:d                                        // $501
        mov (8|M16)              r2.0<1>:d     r46.1<2;1,0>:d                                        // $506
        mov (8|M24)              r3.0<1>:d     r44.1<2;1,0>:d                                        // $507
        add (8|M24)              r76.0<1>:df   r66.0<4;4,1>:df   r24.0<4;4,1>:df                     // $497
        mov (8|M16)              r66.0<1>:d    r46.0<2;1,0>:d                                        // $504
        and (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   1048575:d                           // $508
        mov (16|M0)              r118.0<1>:d   r68.0<8;8,1>:d                   {Compacted}          // $512
        mov (8|M24)              r67.0<1>:d    r44.0<2;1,0>:d                                        // $505
        and (16|M16)             r4.0<1>:d     r2.0<8;8,1>:d     1048575:d                           // $509
        or (16|M0)               r120.0<1>:d   r122.0<8;8,1>:d   1062207488:d                        // $510
        mov (8|M0)               r22.0<2>:d    r118.0<8;8,1>:d                                       // $516
        mov (8|M8)               r20.0<2>:d    r119.0<8;8,1>:d                                       // $517
        mov (16|M16)             r8.0<1>:d     r66.0<8;8,1>:d                                        // $513
        or (16|M16)              r6.0<1>:d     r4.0<8;8,1>:d     1062207488:d                        // $511
        mov (8|M0)               r22.1<2>:d    r120.0<8;8,1>:d                                       // $518
        mov (8|M8)               r20.1<2>:d    r121.0<8;8,1>:d                                       // $519
(W)     mov (1|M0)               r126.0<1>:ud  0xFFFFFFFF:ud                              {Compacted} // $533
        mov (8|M16)              r16.0<2>:d    r8.0<8;8,1>:d                                         // $520
        mov (8|M24)              r18.0<2>:d    r9.0<8;8,1>:d                                         // $521
        mov (8|M16)              r16.1<2>:d    r6.0<8;8,1>:d                                         // $522
        mov (8|M24)              r18.1<2>:d    r7.0<8;8,1>:d                                         // $523
        mov (8|M0)               r124.0<2>:f   r22.0<4;4,1>:df                                       // $524
        mov (8|M8)               r2.0<2>:f     r20.0<4;4,1>:df                                       // $524
(W)     mov (1|M0)               r126.1<1>:ud  0x7FEFFFFF:ud                                         // $533
        mov (8|M0)               r64.0<1>:d    r50.1<2;1,0>:d                                        // $528
        mov (8|M8)               r65.0<1>:d    r48.1<2;1,0>:d                                        // $529
        mov (8|M16)              r4.0<2>:f     r16.0<4;4,1>:df                                       // $525
        mov (8|M24)              r118.0<2>:f   r18.0<4;4,1>:df                                       // $525
        mov (8|M0)               r122.0<1>:f   r124.0<2;1,0>:f                                       // $524
        mov (8|M8)               r123.0<1>:f   r2.0<2;1,0>:f                                         // $524
(W)     mov (1|M0)               r125.0<1>:ud  0xFFFFFFFF:ud                              {Compacted} // $534
(W)     mov (1|M0)               r3.0<1>:ud    0xFFFFFFFF:ud                              {Compacted} // $534
(W)     mov (1|M0)               r125.1<1>:ud  0x7FEFFFFF:ud                                         // $534
(W)     mov (1|M0)               r3.1<1>:ud    0x7FEFFFFF:ud                                         // $534
(W)     mov (1|M0)               r2.0<1>:ud    0xFFFFFFFF:ud                              {Compacted} // $533
        mov (8|M16)              r10.0<1>:f    r4.0<2;1,0>:f                                         // $525
        math.inv (16|M0)         r122.0<1>:f   r122.0<8;8,1>:f                  {Compacted}          // $526
(W)     mov (1|M0)               r2.1<1>:ud    0x7FEFFFFF:ud                                         // $533
        mov (8|M24)              r11.0<1>:f    r118.0<2;1,0>:f                                       // $525
        cmp (8|M16)   (le)f0.0   null<1>:df    r46.0<4;4,1>:df   r125.0<0;1,0>:df                    // $534
        cmp (8|M24)   (le)f0.0   null<1>:df    r44.0<4;4,1>:df   r3.0<0;1,0>:df                      // $534
(W)     mov (1|M0)               r125.4<1>:ud  0x0:ud                              {Compacted}       // $542
        cmp (8|M0)    (le)f0.0   null<1>:df    r50.0<4;4,1>:df   r126.0<0;1,0>:df                    // $533
(W)     mov (1|M0)               r125.5<1>:ud  0x100000:ud                                           // $542
        rnde (16|M0)             r36.0<1>:f    r122.0<8;8,1>:f                  {Compacted}          // $537
(W)     mov (1|M0)               r4.0<1>:ud    0x0:ud                              {Compacted}       // $542
        cmp (8|M8)    (le)f0.0   null<1>:df    r48.0<4;4,1>:df   r2.0<0;1,0>:df                      // $533
(W)     mov (1|M0)               r4.1<1>:ud    0x100000:ud                                           // $542
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $540
        math.inv (16|M16)        r10.0<1>:f    r10.0<8;8,1>:f                                        // $527
(W)     mov (1|M0)               r126.1<1>:ud  0x100000:ud                                           // $540
(W)     mov (1|M0)               r2.0<1>:ud    0x0:ud                              {Compacted}       // $540
        mov (8|M0)               r122.0<2>:f   r36.0<8;8,1>:f                                        // $544
(W)     mov (1|M0)               r2.1<1>:ud    0x100000:ud                                           // $540
        mov (8|M8)               r120.0<2>:f   r37.0<8;8,1>:f                                        // $544
(W)     not (1|M16)              f1.1<1>:uw    f0.1<0;1,0>:uw                                        // $536
(W)     mov (1|M0)               r125.0<1>:uw  0x1:uw                                                // $541
(W)     not (1|M0)               f1.0<1>:uw    f0.0<0;1,0>:uw                                        // $535
        cmp (8|M16)   (lt)f0.0   null<1>:df    r46.0<4;4,1>:df   r4.0<0;1,0>:df                      // $542
        cmp (8|M24)   (lt)f0.0   null<1>:df    r44.0<4;4,1>:df   r125.2<0;1,0>:df                    // $542
        cmp (8|M0)    (lt)f0.0   null<1>:df    r50.0<4;4,1>:df   r126.0<0;1,0>:df                    // $540
        cmp (8|M8)    (lt)f0.0   null<1>:df    r48.0<4;4,1>:df   r2.0<0;1,0>:df                      // $540
        mov (8|M0)               r110.0<1>:df  r122.0<8;4,2>:f                                       // $544
        mov (8|M8)               r112.0<1>:df  r120.0<8;4,2>:f                                       // $544
        rnde (16|M16)            r34.0<1>:f    r10.0<8;8,1>:f                                        // $538
(f1.0)  sel (16|M16)             r2.0<1>:uw    r125.0<0;1,0>:uw  0x0:uw                              // $543
(f0.0)  sel (16|M16)             r126.0<1>:uw  r125.0<0;1,0>:uw  0x0:uw                              // $543
(f1.0)  sel (16|M0)              r124.0<1>:uw  r125.0<0;1,0>:uw  0x0:uw                              // $541
(f0.0)  sel (16|M0)              r3.0<1>:uw    r125.0<0;1,0>:uw  0x0:uw                              // $541
        mov (8|M0)               r114.0<1>:d   r110.1<2;1,0>:d                                       // $546
        mov (8|M8)               r115.0<1>:d   r112.1<2;1,0>:d                                       // $547
        mov (8|M16)              r118.0<2>:f   r34.0<8;8,1>:f                                        // $545
        mov (8|M24)              r116.0<2>:f   r35.0<8;8,1>:f                                        // $545
        or (16|M16)   (ne)f0.0   null<1>:uw    r126.0<16;16,1>:uw  r2.0<16;16,1>:uw                  // $543
        or (16|M0)    (ne)f0.0   null<1>:uw    r3.0<16;16,1>:uw  r124.0<16;16,1>:uw {Compacted}      // $541
(W)     mov (1|M0)               r126.0<1>:uq  r84.0<0;1,0>:uq                                       // $554
        shr (16|M0)              r124.0<1>:d   r114.0<8;8,1>:ud  8:w                                 // $550
        mov (8|M16)              r108.0<1>:df  r118.0<8;4,2>:f                                       // $545
        mov (8|M24)              r106.0<1>:df  r116.0<8;4,2>:f                                       // $545
        mov (8|M16)              r62.0<1>:d    r46.1<2;1,0>:d                                        // $530
        mov (8|M24)              r63.0<1>:d    r44.1<2;1,0>:d                                        // $531
(W)     addc (1|M0)              r8.0<1>:ud    r126.0<0;1,0>:ud  0xFFBFA010:ud              {AccWrEn} // $558
        and (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   16777208:d                          // $552
        mov (8|M16)              r4.0<1>:d     r108.1<2;1,0>:d                                       // $548
        mov (8|M24)              r5.0<1>:d     r106.1<2;1,0>:d                                       // $549
(W)     add (1|M0)               r8.1<1>:ud    r126.1<0;1,0>:ud  0xFFFFFFFF:ud              {Compacted} // $559
(W)     mov (1|M0)               r121.0<1>:ud  acc0.0<0;1,0>:ud                 {Compacted}          // $558
        addc (8|M0)              r24.0<1>:ud   r122.0<8;8,1>:ud  r8.0<0;1,0>:ud   {AccWrEn,Compacted} // $561
        shr (16|M16)             r2.0<1>:d     r4.0<8;8,1>:ud    8:w                                 // $551
(W)     add (1|M0)               r8.1<1>:ud    r121.0<0;1,0>:ud  r8.1<0;1,0>:ud                      // $560
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $561
        addc (8|M8)              r25.0<1>:ud   r123.0<8;8,1>:ud  r8.0<0;1,0>:ud   {AccWrEn,Compacted} // $564
        and (16|M16)             r6.0<1>:d     r2.0<8;8,1>:d     16777208:d                          // $553
        mov (8|M0)               r4.0<1>:ud    r8.1<0;1,0>:ud                   {Compacted}          // $562
        mov (8|M8)               r5.0<1>:ud    r8.1<0;1,0>:ud                   {Compacted}          // $565
        mov (8|M8)               r124.0<1>:ud  acc0.0<8;8,1>:ud                 {Compacted}          // $564
        mov (8|M16)              r12.0<1>:ud   r8.1<0;1,0>:ud                                        // $568
        addc (8|M16)             r14.0<1>:ud   r6.0<8;8,1>:ud    r8.0<0;1,0>:ud   {AccWrEn}          // $567
        mov (8|M24)              r13.0<1>:ud   r8.1<0;1,0>:ud                                        // $571
        add (8|M0)               r4.0<1>:ud    r10.0<8;8,1>:ud   r4.0<8;8,1>:ud   {Compacted}        // $563
        add (8|M8)               r5.0<1>:ud    r124.0<8;8,1>:ud  r5.0<8;8,1>:ud   {Compacted}        // $566
        mov (8|M16)              r120.0<1>:ud  acc0.0<8;8,1>:ud                                      // $567
        addc (8|M24)             r15.0<1>:ud   r7.0<8;8,1>:ud    r8.0<0;1,0>:ud   {AccWrEn}          // $570
        add (8|M16)              r12.0<1>:ud   r120.0<8;8,1>:ud  r12.0<8;8,1>:ud                     // $569
        mov (8|M24)              r2.0<1>:ud    acc0.0<8;8,1>:ud                                      // $570
        add (8|M24)              r13.0<1>:ud   r2.0<8;8,1>:ud    r13.0<8;8,1>:ud                     // $572
(~f0.0) if (32|M0)                           _0_020            _fp64_math_k0_32_cf                   // $573
// B039: [inDivergent],  Preds:{B038},  Succs:{B051}
_0_021:
        mov (8|M0)               r122.0<2>:d   r24.0<8;8,1>:d                                        // $579
        mov (8|M8)               r124.0<2>:d   r25.0<8;8,1>:d                                        // $579
        mov (8|M0)               r122.1<2>:d   r4.0<8;8,1>:d                                         // $580
        mov (8|M8)               r124.1<2>:d   r5.0<8;8,1>:d                                         // $580
        mov (8|M16)              r2.0<2>:d     r14.0<8;8,1>:d                                        // $581
        mov (8|M24)              r4.0<2>:d     r15.0<8;8,1>:d                                        // $581
        mov (8|M16)              r2.1<2>:d     r12.0<8;8,1>:d                                        // $582
        mov (8|M24)              r4.1<2>:d     r13.0<8;8,1>:d                                        // $582
(W)     mov (1|M0)               r126.0<1>:ud  0xACDB4D0A:ud                                         // $598
(W)     mov (1|M0)               r10.0<1>:ud   0x48058EE1:ud                                         // $599
        send (16|M0)             r118:w   r122:d  0xC            0x084412FF           // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read // $583
(W)     mov (1|M0)               r126.1<1>:ud  0x3FC9999C:ud                                         // $598
(W)     mov (1|M0)               r10.1<1>:ud   0xBFD00001:ud                                         // $599
        send (16|M16)            r6:w     r2:d    0xC            0x084412FF           // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read // $584
(W)     mov (1|M0)               r126.4<1>:ud  0x555543C5:ud                                         // $602
(W)     mov (1|M0)               r117.0<1>:ud  0xFFFFF81F:ud                              {Compacted} // $603
(W)     mov (1|M0)               r126.5<1>:ud  0x3FD55555:ud                                         // $602
(W)     mov (1|M0)               r117.1<1>:ud  0xBFDFFFFF:ud                                         // $603
        mov (8|M0)               r12.0<1>:df   r60.1<0;1,0>:df                                       // $577
        mov (8|M8)               r114.0<1>:df  r60.1<0;1,0>:df                                       // $577
        mov (8|M16)              r14.0<1>:df   r60.1<0;1,0>:df                                       // $578
        mov (8|M24)              r124.0<1>:df  r60.1<0;1,0>:df                                       // $578
(W)     mov (1|M0)               r2.0<1>:df    r126.0<0;1,0>:df                                      // $598
(W)     mov (1|M0)               r123.0<1>:df  r10.0<0;1,0>:df                                       // $599
(W)     mov (1|M0)               r2.1<1>:df    r126.2<0;1,0>:df                                      // $602
        mad (8|M0)               r4.0<1>:df    r12.0<2;1>:df     r110.0<2;1>:df    r22.0<1>:df       // $577 {0=EL, 1=EH, 2=EL, BC=OK}
(W)     mov (1|M0)               r2.2<1>:df    r117.0<0;1,0>:df                                      // $603
        mad (8|M8)               r112.0<1>:df  r114.0<2;1>:df    r112.0<2;1>:df    r20.0<1>:df       // $577 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (8|M16)              r16.0<1>:df   r14.0<2;1>:df     r108.0<2;1>:df    r16.0<1>:df       // $578 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M24)              r110.0<1>:df  r124.0<2;1>:df    r106.0<2;1>:df    r18.0<1>:df       // $578 {0=EH, 1=EH, 2=EL, BC=OK}
        mov (8|M0)               r18.0<1>:df   r2.0<0;1,0>:df                                        // $600
        mov (8|M0)               r108.0<1>:df  r123.0<0;1,0>:df                                      // $600
        mov (8|M0)               r12.0<1>:df   r2.1<0;1,0>:df                                        // $604
        mov (8|M8)               r14.0<1>:df   r2.1<0;1,0>:df                                        // $604
        mov (8|M0)               r114.0<1>:df  r2.2<0;1,0>:df                                        // $604
        mov (8|M8)               r124.0<1>:df  r2.2<0;1,0>:df                                        // $604
        shr (16|M0)              r24.0<1>:d    r64.0<8;8,1>:ud   20:w                                // $575
(W)     mov (1|M0)               r3.0<1>:ud    0x0:ud                              {Compacted}       // $589
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $589
(W)     mov (1|M0)               r3.1<1>:ud    0x408FF800:ud                                         // $589
(W)     mov (1|M0)               r126.1<1>:ud  0x408FF800:ud                                         // $589
        mov (8|M8)               r20.0<1>:df   r2.0<0;1,0>:df                                        // $600
        mov (8|M16)              r22.0<1>:df   r2.0<0;1,0>:df                                        // $601
        mov (8|M24)              r10.0<1>:df   r2.0<0;1,0>:df                                        // $601
        mov (8|M8)               r106.0<1>:df  r123.0<0;1,0>:df                                      // $600
        mov (8|M24)              r116.0<1>:df  r123.0<0;1,0>:df                                      // $601
        mad (8|M0)               r26.0<1>:df   r108.0<2;1>:df    r18.0<2;1>:df     r4.0<1>:df        // $600 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M0)               r30.0<1>:df   r114.0<2;1>:df    r12.0<2;1>:df     r4.0<1>:df        // $604 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r98.0<1>:df   r124.0<2;1>:df    r14.0<2;1>:df     r112.0<1>:df      // $604 {0=EH, 1=EL, 2=EH, BC=OK}
        shr (16|M16)             r102.0<1>:d   r62.0<8;8,1>:ud   20:w                                // $576
        cmp (16|M0)   (gt)f0.0   null<1>:f     r36.0<8;8,1>:f    0x44350000:f                        // $585
(W)     mov (1|M0)               r3.4<1>:ud    0x0:ud                              {Compacted}       // $590
(W)     mov (1|M0)               r126.4<1>:ud  0x0:ud                              {Compacted}       // $589
(W)     mov (1|M0)               r3.5<1>:ud    0x408FF800:ud                                         // $590
(W)     mov (1|M0)               r126.5<1>:ud  0x408FF000:ud                                         // $589
(W)     mov (1|M0)               r2.0<1>:ud    0x0:ud                              {Compacted}       // $590
(W)     mov (1|M0)               r32.0<1>:df   r3.0<0;1,0>:df                                        // $589
(W)     mov (1|M0)               r2.1<1>:ud    0x408FF800:ud                                         // $590
(W)     mov (1|M0)               r97.0<1>:df   r126.0<0;1,0>:df                                      // $589
(W)     mov (1|M0)               r18.0<1>:ud   0x0:ud                              {Compacted}       // $589
        mov (8|M0)               r12.0<2>:d    r24.0<8;8,1>:d                                        // $591
(W)     mov (1|M0)               r18.1<1>:ud   0x408FF000:ud                                         // $589
        mov (8|M8)               r14.0<2>:d    r25.0<8;8,1>:d                                        // $591
        cmp (16|M16)  (gt)f0.0   null<1>:f     r34.0<8;8,1>:f    0x44350000:f                        // $586
        mov (8|M16)              r104.0<1>:df  r123.0<0;1,0>:df                                      // $601
        mad (8|M24)              r100.0<1>:df  r116.0<2;1>:df    r10.0<2;1>:df     r110.0<1>:df      // $601 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r122.0<1>:df  r106.0<2;1>:df    r20.0<2;1>:df     r112.0<1>:df      // $600 {0=EH, 1=EL, 2=EH, BC=OK}
        mov (8|M24)              r114.0<2>:d   r103.0<8;8,1>:d                                       // $592
(W)     mov (1|M0)               r125.0<1>:df  r3.2<0;1,0>:df                                        // $590
(W)     mov (1|M0)               r109.0<1>:df  r2.0<0;1,0>:df                                        // $590
(W)     mov (1|M0)               r10.0<1>:ud   0x0:ud                              {Compacted}       // $590
(W)     mov (1|M0)               r10.1<1>:ud   0x408FF000:ud                                         // $590
(W)     mov (1|M0)               r10.4<1>:ud   0x0:ud                              {Compacted}       // $590
        mov (8|M16)              r116.0<2>:d   r102.0<8;8,1>:d                                       // $592
(W)     mov (1|M0)               r10.5<1>:ud   0x408FF000:ud                                         // $590
        mov (8|M0)               r34.0<1>:df   r12.0<8;4,2>:d                                        // $591
(f0.0)  sel (8|M0)               r20.0<1>:df   r32.0<0;1,0>:df   r126.2<0;1,0>:df                    // $589
(f0.0)  sel (8|M8)               r106.0<1>:df  r97.0<0;1,0>:df   r18.0<0;1,0>:df                     // $589
        mov (8|M8)               r36.0<1>:df   r14.0<8;4,2>:d                                        // $591
        mad (8|M16)              r28.0<1>:df   r104.0<2;1>:df    r22.0<2;1>:df     r16.0<1>:df       // $601 {0=EH, 1=EL, 2=EL, BC=BAD}
        mov (8|M24)              r92.0<1>:df   r114.0<8;4,2>:d                                       // $592
(W)     mov (1|M0)               r126.4<1>:ud  0xFEFA39EF:ud                                         // $596
(f0.0)  sel (8|M16)              r22.0<1>:df   r109.0<0;1,0>:df  r10.0<0;1,0>:df                     // $590
(W)     mov (1|M0)               r126.5<1>:ud  0x3FE62E42:ud                                         // $596
        mov (8|M16)              r94.0<1>:df   r116.0<8;4,2>:d                                       // $592
(f0.0)  sel (8|M24)              r104.0<1>:df  r125.0<0;1,0>:df  r10.2<0;1,0>:df                     // $590
        add (8|M0)               r38.0<1>:df   r34.0<4;4,1>:df   -r20.0<4;4,1>:df                    // $593
        add (8|M8)               r24.0<1>:df   r36.0<4;4,1>:df   -r106.0<4;4,1>:df                   // $593
        mov (8|M16)              r18.0<1>:df   r2.2<0;1,0>:df                                        // $605
        mov (8|M16)              r114.0<1>:df  r2.1<0;1,0>:df                                        // $605
        mov (8|M24)              r108.0<1>:df  r2.1<0;1,0>:df                                        // $605
        mov (8|M24)              r20.0<1>:df   r2.2<0;1,0>:df                                        // $605
(W)     mov (1|M0)               r125.4<1>:ud  0xFEFA39EF:ud                                         // $597
(W)     mov (1|M0)               r125.5<1>:ud  0x3FE62E42:ud                                         // $597
(W)     mov (1|M0)               r125.0<1>:ud  0xFEFA39EF:ud                                         // $597
        add (8|M16)              r40.0<1>:df   r94.0<4;4,1>:df   -r22.0<4;4,1>:df                    // $594
(W)     mov (1|M0)               r125.1<1>:ud  0x3FE62E42:ud                                         // $597
        add (8|M24)              r102.0<1>:df  r92.0<4;4,1>:df   -r104.0<4;4,1>:df                   // $594
        mul (8|M8)               r12.0<1>:df   r24.0<4;4,1>:df   r126.2<0;1,0>:df                    // $596
        mul (8|M8)               r32.0<1>:df   r112.0<4;4,1>:df  r112.0<4;4,1>:df                    // $606
        mul (8|M16)              r96.0<1>:df   r16.0<4;4,1>:df   r16.0<4;4,1>:df                     // $607
        mad (8|M16)              r106.0<1>:df  r18.0<2;1>:df     r114.0<2;1>:df    r16.0<1>:df       // $605 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M24)              r22.0<1>:df   r20.0<2;1>:df     r108.0<2;1>:df    r110.0<1>:df      // $605 {0=EL, 1=EH, 2=EH, BC=BAD}
        mul (8|M0)               r104.0<1>:df  r4.0<4;4,1>:df    r4.0<4;4,1>:df                      // $606
        mul (8|M24)              r24.0<1>:df   r110.0<4;4,1>:df  r110.0<4;4,1>:df                    // $607
        mul (8|M16)              r14.0<1>:df   r40.0<4;4,1>:df   r125.0<0;1,0>:df                    // $597
        mul (8|M24)              r116.0<1>:df  r102.0<4;4,1>:df  r125.2<0;1,0>:df                    // $597
        mad (8|M8)               r124.0<1>:df  r98.0<2;1>:df     r32.0<2;1>:df     r122.0<1>:df      // $608 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r102.0<1>:df  r106.0<2;1>:df    r96.0<2;1>:df     r28.0<1>:df       // $609 {0=EH, 1=EH, 2=EL, BC=OK}
(W)     mov (1|M0)               r126.0<1>:ud  0xFEFA39EF:ud                                         // $596
        mad (8|M0)               r34.0<1>:df   r30.0<2;1>:df     r104.0<2;1>:df    r26.0<1>:df       // $608 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (8|M24)              r36.0<1>:df   r22.0<2;1>:df     r24.0<2;1>:df     r100.0<1>:df      // $609 {0=EL, 1=EL, 2=EH, BC=OK}
(W)     mov (1|M0)               r126.1<1>:ud  0x3FE62E42:ud                                         // $596
        mul (8|M8)               r2.0<1>:df    r32.0<4;4,1>:df   r124.0<4;4,1>:df                    // $610
        mul (8|M16)              r114.0<1>:df  r96.0<4;4,1>:df   r102.0<4;4,1>:df                    // $611
        mul (8|M0)               r94.0<1>:df   r104.0<4;4,1>:df  r34.0<4;4,1>:df                     // $610
        mul (8|M24)              r18.0<1>:df   r24.0<4;4,1>:df   r36.0<4;4,1>:df                     // $611
        mul (8|M0)               r10.0<1>:df   r38.0<4;4,1>:df   r126.0<0;1,0>:df                    // $596
        add (8|M8)               r20.0<1>:df   r112.0<4;4,1>:df  r2.0<4;4,1>:df                      // $612
        add (8|M16)              r92.0<1>:df   r16.0<4;4,1>:df   r114.0<4;4,1>:df                    // $613
        add (8|M0)               r108.0<1>:df  r4.0<4;4,1>:df    r94.0<4;4,1>:df                     // $612
        add (8|M24)              r38.0<1>:df   r110.0<4;4,1>:df  r18.0<4;4,1>:df                     // $613
        add (8|M0)               r90.0<1>:df   r118.0<4;4,1>:df  r108.0<4;4,1>:df                    // $614
        add (8|M8)               r122.0<1>:df  r120.0<4;4,1>:df  r20.0<4;4,1>:df                     // $614
        add (8|M16)              r106.0<1>:df  r6.0<4;4,1>:df    r92.0<4;4,1>:df                     // $615
        add (8|M24)              r22.0<1>:df   r8.0<4;4,1>:df    r38.0<4;4,1>:df                     // $615
        add (8|M0)               r50.0<1>:df   r10.0<4;4,1>:df   r90.0<4;4,1>:df                     // $616
        add (8|M8)               r58.0<1>:df   r12.0<4;4,1>:df   r122.0<4;4,1>:df                    // $616
        add (8|M16)              r56.0<1>:df   r14.0<4;4,1>:df   r106.0<4;4,1>:df                    // $617
        add (8|M24)              r54.0<1>:df   r116.0<4;4,1>:df  r22.0<4;4,1>:df                     // $617
        else (32|M0)                         _fp64_math_k0_32_cf  _fp64_math_k0_32_cf                // $573
// B040: [inDivergent],  Preds:{B038},  Succs:{B041, B049}
_0_020:
        and (16|M0)              r10.0<1>:d    r64.0<8;8,1>:d    2146435072:d                        // $620
        and (16|M16)             r8.0<1>:d     r62.0<8;8,1>:d    2146435072:d                        // $621
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $624
(W)     mov (1|M0)               r126.1<1>:ud  0x7FF80000:ud                                         // $624
        cmp (16|M0)   (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    2146435072:d                        // $622
        cmp (16|M16)  (eq)f0.0   null<1>:d     r8.0<8;8,1>:d     2146435072:d                        // $623
(W)     mov (1|M0)               r70.3<1>:df   r126.0<0;1,0>:df                                      // $624
(~f0.0) if (32|M0)                           _0_023            _fp64_math_k0_35_cf                   // $625
// B041: [inDivergent],  Preds:{B040},  Succs:{B042, B043}
_0_024:
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $628
(W)     mov (1|M0)               r125.0<1>:ud  0x0:ud                              {Compacted}       // $628
(W)     mov (1|M0)               r126.1<1>:ud  0x43B00000:ud                                         // $628
(W)     mov (1|M0)               r125.1<1>:ud  0x43B00000:ud                                         // $628
(W)     mov (1|M0)               r4.0<1>:ud    0x0:ud                              {Compacted}       // $629
(W)     mov (1|M0)               r124.0<1>:ud  0x0:ud                              {Compacted}       // $629
(W)     mov (1|M0)               r4.1<1>:ud    0x43B00000:ud                                         // $629
(W)     mov (1|M0)               r124.1<1>:ud  0x43B00000:ud                                         // $629
        cmp (16|M0)   (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    0:w                                 // $630
        cmp (16|M16)  (eq)f0.0   null<1>:d     r8.0<8;8,1>:d     0:w                                 // $631
        mul (8|M0)               r2.0<1>:df    r50.0<4;4,1>:df   r126.0<0;1,0>:df                    // $628
        mul (8|M8)               r122.0<1>:df  r48.0<4;4,1>:df   r125.0<0;1,0>:df                    // $628
        mul (8|M16)              r6.0<1>:df    r46.0<4;4,1>:df   r4.0<0;1,0>:df                      // $629
        mul (8|M24)              r120.0<1>:df  r44.0<4;4,1>:df   r124.0<0;1,0>:df                    // $629
(f0.0)  sel (8|M0)               r34.0<1>:df   r2.0<4;4,1>:df    r50.0<4;4,1>:df                     // $632
(f0.0)  sel (8|M8)               r32.0<1>:df   r122.0<4;4,1>:df  r48.0<4;4,1>:df                     // $632
(f0.0)  sel (8|M16)              r30.0<1>:df   r6.0<4;4,1>:df    r46.0<4;4,1>:df                     // $633
(f0.0)  sel (8|M24)              r28.0<1>:df   r120.0<4;4,1>:df  r44.0<4;4,1>:df                     // $633
        cmp (8|M0)    (gt)f1.0   null<1>:df    r34.0<4;4,1>:df   r60.0<0;1,0>:df                     // $634
        cmp (8|M8)    (gt)f1.0   null<1>:df    r32.0<4;4,1>:df   r60.0<0;1,0>:df                     // $634
        cmp (8|M16)   (gt)f1.0   null<1>:df    r30.0<4;4,1>:df   r60.0<0;1,0>:df                     // $635
        cmp (8|M24)   (gt)f1.0   null<1>:df    r28.0<4;4,1>:df   r60.0<0;1,0>:df                     // $635
(~f1.0) if (32|M0)                           _0_025            _fp64_math_k0_33_cf                   // $636
// B042: [inDivergent],  Preds:{B041},  Succs:{B047}
_0_026:
        cmp (8|M0)    (eq)f0.0   null<1>:df    r34.0<4;4,1>:df   r60.0<0;1,0>:df                     // $638
        cmp (8|M8)    (eq)f0.0   null<1>:df    r32.0<4;4,1>:df   r60.0<0;1,0>:df                     // $638
        cmp (8|M16)   (eq)f0.0   null<1>:df    r30.0<4;4,1>:df   r60.0<0;1,0>:df                     // $639
        cmp (8|M24)   (eq)f0.0   null<1>:df    r28.0<4;4,1>:df   r60.0<0;1,0>:df                     // $639
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $641
(W)     mov (1|M0)               r2.0<1>:ud    0x0:ud                              {Compacted}       // $641
(W)     mov (1|M0)               r126.1<1>:ud  0xFFF00000:ud                                         // $641
(W)     mov (1|M0)               r2.1<1>:ud    0xFFF00000:ud                                         // $641
(W)     mov (1|M0)               r125.0<1>:ud  0x0:ud                              {Compacted}       // $642
(W)     mov (1|M0)               r3.0<1>:ud    0x0:ud                              {Compacted}       // $642
(W)     mov (1|M0)               r125.1<1>:ud  0xFFF00000:ud                                         // $642
(W)     mov (1|M0)               r3.1<1>:ud    0xFFF00000:ud                                         // $642
(~f0.0) sel (8|M0)               r50.0<1>:df   r70.3<0;1,0>:df   r126.0<0;1,0>:df                    // $641
(~f0.0) sel (8|M8)               r58.0<1>:df   r70.3<0;1,0>:df   r2.0<0;1,0>:df                      // $641
(~f0.0) sel (8|M16)              r56.0<1>:df   r70.3<0;1,0>:df   r125.0<0;1,0>:df                    // $642
(~f0.0) sel (8|M24)              r54.0<1>:df   r70.3<0;1,0>:df   r3.0<0;1,0>:df                      // $642
        else (32|M0)                         _fp64_math_k0_33_cf  _fp64_math_k0_33_cf                // $636
// B043: [inDivergent],  Preds:{B041},  Succs:{B044, B045}
_0_025:
        add (8|M0)               r20.0<1>:df   r34.0<4;4,1>:df   r60.1<0;1,0>:df                     // $645
        add (8|M8)               r26.0<1>:df   r32.0<4;4,1>:df   r60.1<0;1,0>:df                     // $645
        add (8|M16)              r24.0<1>:df   r30.0<4;4,1>:df   r60.1<0;1,0>:df                     // $646
        add (8|M24)              r22.0<1>:df   r28.0<4;4,1>:df   r60.1<0;1,0>:df                     // $646
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $671
(W)     mov (1|M0)               r126.1<1>:ud  0x3F840000:ud                                         // $671
        mov (8|M0)               r124.0<1>:d   r20.0<2;1,0>:d                                        // $647
        mov (8|M8)               r125.0<1>:d   r26.0<2;1,0>:d                                        // $648
        mov (8|M16)              r122.0<1>:d   r24.0<2;1,0>:d                                        // $651
        mov (8|M24)              r123.0<1>:d   r22.0<2;1,0>:d                                        // $652
        mov (8|M0)               r2.0<1>:d     r20.1<2;1,0>:d                                        // $649
        mov (8|M8)               r3.0<1>:d     r26.1<2;1,0>:d                                        // $650
        mov (8|M16)              r4.0<1>:d     r24.1<2;1,0>:d                                        // $653
        mov (8|M24)              r5.0<1>:d     r22.1<2;1,0>:d                                        // $654
        mov (16|M0)              r120.0<1>:d   r124.0<8;8,1>:d                  {Compacted}          // $657
        mov (16|M16)             r118.0<1>:d   r122.0<8;8,1>:d                                       // $658
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     2147483647:d                        // $655
        and (16|M16)             r8.0<1>:d     r4.0<8;8,1>:d     2147483647:d                        // $656
        mov (8|M0)               r116.0<2>:d   r120.0<8;8,1>:d                                       // $661
        mov (8|M8)               r114.0<2>:d   r121.0<8;8,1>:d                                       // $662
        mov (8|M16)              r10.0<2>:d    r118.0<8;8,1>:d                                       // $665
        mov (8|M24)              r112.0<2>:d   r119.0<8;8,1>:d                                       // $666
(W)     mov (1|M0)               r2.0<1>:ud    0x0:ud                              {Compacted}       // $670
(W)     mov (1|M0)               r3.0<1>:ud    0x0:ud                              {Compacted}       // $670
(W)     mov (1|M0)               r2.1<1>:ud    0x3F840000:ud                                         // $670
(W)     mov (1|M0)               r3.1<1>:ud    0x3F840000:ud                                         // $670
(W)     mov (1|M0)               r4.0<1>:ud    0x0:ud                              {Compacted}       // $671
        mov (8|M0)               r116.1<2>:d   r6.0<8;8,1>:d                                         // $663
(W)     mov (1|M0)               r4.1<1>:ud    0x3F840000:ud                                         // $671
        mov (8|M8)               r114.1<2>:d   r7.0<8;8,1>:d                                         // $664
        mov (8|M16)              r10.1<2>:d    r8.0<8;8,1>:d                                         // $667
        mov (8|M24)              r112.1<2>:d   r9.0<8;8,1>:d                                         // $668
(W)     mov (1|M0)               r125.0<1>:ud  0x0:ud                              {Compacted}       // $672
(W)     mov (1|M0)               r124.0<1>:ud  0x55555613:ud                                         // $673
(W)     mov (1|M0)               r125.1<1>:ud  0xBFE00000:ud                                         // $672
        cmp (8|M0)    (gt)f1.0   null<1>:df    r116.0<4;4,1>:df  r2.0<0;1,0>:df                      // $670
        cmp (8|M8)    (gt)f1.0   null<1>:df    r114.0<4;4,1>:df  r3.0<0;1,0>:df                      // $670
        cmp (8|M16)   (gt)f1.0   null<1>:df    r10.0<4;4,1>:df   r126.0<0;1,0>:df                    // $671
        cmp (8|M24)   (gt)f1.0   null<1>:df    r112.0<4;4,1>:df  r4.0<0;1,0>:df                      // $671
(W)     mov (1|M0)               r124.1<1>:ud  0x3FD55555:ud                                         // $673
(W)     mov (1|M0)               r123.0<1>:ud  0x262:ud                              {Compacted}     // $674
(W)     mov (1|M0)               r2.0<1>:ud    0x97B36C81:ud                                         // $675
(W)     mov (1|M0)               r123.1<1>:ud  0xBFD00000:ud                                         // $674
(W)     mov (1|M0)               r2.1<1>:ud    0x3FC99999:ud                                         // $675
(W)     mov (1|M0)               r3.0<1>:ud    0x2481059D:ud                                         // $677
(W)     mov (1|M0)               r126.0<1>:ud  0x5228B38F:ud                                         // $676
(W)     mov (1|M0)               r3.1<1>:ud    0x3FC249C0:ud                                         // $677
(W)     mov (1|M0)               r126.1<1>:ud  0xBFC55555:ud                                         // $676
(W)     mov (1|M0)               r4.0<1>:ud    0x5A2836D:ud                                          // $678
(W)     mov (1|M0)               r70.2<1>:df   r125.0<0;1,0>:df                                      // $672
(W)     mov (1|M0)               r4.1<1>:ud    0x3FC000B4:ud                                         // $678
(W)     mov (1|M0)               r70.1<1>:df   r124.0<0;1,0>:df                                      // $673
(W)     mov (1|M0)               r70.0<1>:df   r123.0<0;1,0>:df                                      // $674
(W)     mov (1|M0)               r60.3<1>:df   r2.0<0;1,0>:df                                        // $675
(W)     mov (1|M0)               r125.0<1>:df  r3.0<0;1,0>:df                                        // $677
(W)     mov (1|M0)               r60.2<1>:df   r126.0<0;1,0>:df                                      // $676
(W)     mov (1|M0)               r60.0<1>:df   r4.0<0;1,0>:df                                        // $678
(~f1.0) if (32|M0)                           _0_027            _fp64_math_k0_37_cf                   // $679
// B044: [inDivergent],  Preds:{B043},  Succs:{B046}
_0_028:
        mul (8|M0)               r124.0<1>:df  r20.0<4;4,1>:df   r60.0<0;1,0>:df                     // $681
        mul (8|M8)               r2.0<1>:df    r26.0<4;4,1>:df   r60.0<0;1,0>:df                     // $681
        mul (8|M16)              r122.0<1>:df  r24.0<4;4,1>:df   r60.0<0;1,0>:df                     // $682
        mul (8|M24)              r4.0<1>:df    r22.0<4;4,1>:df   r60.0<0;1,0>:df                     // $682
(W)     mov (1|M0)               r126.0<1>:ud  0x2481059D:ud                                         // $683
(W)     mov (1|M0)               r6.0<1>:ud    0x2481059D:ud                                         // $683
(W)     mov (1|M0)               r126.1<1>:ud  0x3FC249C0:ud                                         // $683
(W)     mov (1|M0)               r6.1<1>:ud    0x3FC249C0:ud                                         // $683
(W)     mov (1|M0)               r119.0<1>:ud  0x2481059D:ud                                         // $684
(W)     mov (1|M0)               r7.0<1>:ud    0x2481059D:ud                                         // $684
(W)     mov (1|M0)               r119.1<1>:ud  0x3FC249C0:ud                                         // $684
(W)     mov (1|M0)               r7.1<1>:ud    0x3FC249C0:ud                                         // $684
        add (8|M0)               r120.0<1>:df  -r124.0<4;4,1>:df  r126.0<0;1,0>:df                   // $683
        add (8|M8)               r8.0<1>:df    -r2.0<4;4,1>:df   r6.0<0;1,0>:df                      // $683
        add (8|M16)              r116.0<1>:df  -r122.0<4;4,1>:df  r119.0<0;1,0>:df                   // $684
        add (8|M24)              r10.0<1>:df   -r4.0<4;4,1>:df   r7.0<0;1,0>:df                      // $684
        mul (8|M0)               r114.0<1>:df  r20.0<4;4,1>:df   r120.0<4;4,1>:df                    // $685
        mul (8|M8)               r12.0<1>:df   r26.0<4;4,1>:df   r8.0<4;4,1>:df                      // $685
        mul (8|M16)              r124.0<1>:df  r24.0<4;4,1>:df   r116.0<4;4,1>:df                    // $686
        mul (8|M24)              r14.0<1>:df   r22.0<4;4,1>:df   r10.0<4;4,1>:df                     // $686
        add (8|M0)               r112.0<1>:df  r114.0<4;4,1>:df  r60.2<0;1,0>:df                     // $687
        add (8|M8)               r2.0<1>:df    r12.0<4;4,1>:df   r60.2<0;1,0>:df                     // $687
        add (8|M16)              r110.0<1>:df  r124.0<4;4,1>:df  r60.2<0;1,0>:df                     // $688
        add (8|M24)              r16.0<1>:df   r14.0<4;4,1>:df   r60.2<0;1,0>:df                     // $688
        mul (8|M0)               r122.0<1>:df  r20.0<4;4,1>:df   r112.0<4;4,1>:df                    // $689
        mul (8|M8)               r18.0<1>:df   r26.0<4;4,1>:df   r2.0<4;4,1>:df                      // $689
        mul (8|M16)              r118.0<1>:df  r24.0<4;4,1>:df   r110.0<4;4,1>:df                    // $690
        mul (8|M24)              r4.0<1>:df    r22.0<4;4,1>:df   r16.0<4;4,1>:df                     // $690
        add (8|M0)               r120.0<1>:df  r122.0<4;4,1>:df  r60.3<0;1,0>:df                     // $691
        add (8|M8)               r6.0<1>:df    r18.0<4;4,1>:df   r60.3<0;1,0>:df                     // $691
        add (8|M16)              r116.0<1>:df  r118.0<4;4,1>:df  r60.3<0;1,0>:df                     // $692
        add (8|M24)              r8.0<1>:df    r4.0<4;4,1>:df    r60.3<0;1,0>:df                     // $692
        mul (8|M0)               r114.0<1>:df  r20.0<4;4,1>:df   r120.0<4;4,1>:df                    // $693
        mul (8|M8)               r10.0<1>:df   r26.0<4;4,1>:df   r6.0<4;4,1>:df                      // $693
        mul (8|M16)              r124.0<1>:df  r24.0<4;4,1>:df   r116.0<4;4,1>:df                    // $694
        mul (8|M24)              r12.0<1>:df   r22.0<4;4,1>:df   r8.0<4;4,1>:df                      // $694
        add (8|M0)               r112.0<1>:df  r114.0<4;4,1>:df  r70.0<0;1,0>:df                     // $695
        add (8|M8)               r2.0<1>:df    r10.0<4;4,1>:df   r70.0<0;1,0>:df                     // $695
        add (8|M16)              r110.0<1>:df  r124.0<4;4,1>:df  r70.0<0;1,0>:df                     // $696
        add (8|M24)              r14.0<1>:df   r12.0<4;4,1>:df   r70.0<0;1,0>:df                     // $696
        mul (8|M0)               r122.0<1>:df  r20.0<4;4,1>:df   r112.0<4;4,1>:df                    // $697
        mul (8|M8)               r16.0<1>:df   r26.0<4;4,1>:df   r2.0<4;4,1>:df                      // $697
        mul (8|M16)              r118.0<1>:df  r24.0<4;4,1>:df   r110.0<4;4,1>:df                    // $698
        mul (8|M24)              r4.0<1>:df    r22.0<4;4,1>:df   r14.0<4;4,1>:df                     // $698
        add (8|M0)               r120.0<1>:df  r122.0<4;4,1>:df  r70.1<0;1,0>:df                     // $699
        add (8|M8)               r6.0<1>:df    r16.0<4;4,1>:df   r70.1<0;1,0>:df                     // $699
        add (8|M16)              r116.0<1>:df  r118.0<4;4,1>:df  r70.1<0;1,0>:df                     // $700
        add (8|M24)              r8.0<1>:df    r4.0<4;4,1>:df    r70.1<0;1,0>:df                     // $700
        mul (8|M0)               r114.0<1>:df  r20.0<4;4,1>:df   r120.0<4;4,1>:df                    // $701
        mul (8|M8)               r10.0<1>:df   r26.0<4;4,1>:df   r6.0<4;4,1>:df                      // $701
        mul (8|M16)              r124.0<1>:df  r24.0<4;4,1>:df   r116.0<4;4,1>:df                    // $702
        mul (8|M24)              r12.0<1>:df   r22.0<4;4,1>:df   r8.0<4;4,1>:df                      // $702
        add (8|M0)               r112.0<1>:df  r114.0<4;4,1>:df  r70.2<0;1,0>:df                     // $703
        add (8|M8)               r2.0<1>:df    r10.0<4;4,1>:df   r70.2<0;1,0>:df                     // $703
        add (8|M16)              r110.0<1>:df  r124.0<4;4,1>:df  r70.2<0;1,0>:df                     // $704
        add (8|M24)              r14.0<1>:df   r12.0<4;4,1>:df   r70.2<0;1,0>:df                     // $704
        mul (8|M0)               r122.0<1>:df  r20.0<4;4,1>:df   r112.0<4;4,1>:df                    // $705
        mul (8|M8)               r16.0<1>:df   r26.0<4;4,1>:df   r2.0<4;4,1>:df                      // $705
        mul (8|M16)              r118.0<1>:df  r24.0<4;4,1>:df   r110.0<4;4,1>:df                    // $706
        mul (8|M24)              r4.0<1>:df    r22.0<4;4,1>:df   r14.0<4;4,1>:df                     // $706
        mul (8|M0)               r120.0<1>:df  r20.0<4;4,1>:df   r122.0<4;4,1>:df                    // $707
        mul (8|M8)               r6.0<1>:df    r26.0<4;4,1>:df   r16.0<4;4,1>:df                     // $707
        mul (8|M16)              r116.0<1>:df  r24.0<4;4,1>:df   r118.0<4;4,1>:df                    // $708
        mul (8|M24)              r8.0<1>:df    r22.0<4;4,1>:df   r4.0<4;4,1>:df                      // $708
        add (8|M0)               r50.0<1>:df   r20.0<4;4,1>:df   r120.0<4;4,1>:df                    // $709
        add (8|M8)               r58.0<1>:df   r26.0<4;4,1>:df   r6.0<4;4,1>:df                      // $709
        add (8|M16)              r56.0<1>:df   r24.0<4;4,1>:df   r116.0<4;4,1>:df                    // $710
        add (8|M24)              r54.0<1>:df   r22.0<4;4,1>:df   r8.0<4;4,1>:df                      // $710
        else (32|M0)                         _fp64_math_k0_37_cf  _fp64_math_k0_37_cf                // $679
// B045: [inDivergent],  Preds:{B043},  Succs:{B046}
_0_027:
        mov (8|M0)               r124.0<1>:d   r34.1<2;1,0>:d                                        // $717
        mov (8|M8)               r125.0<1>:d   r32.1<2;1,0>:d                                        // $718
        mov (8|M0)               r2.0<1>:d     r34.0<2;1,0>:d                                        // $713
        mov (8|M8)               r3.0<1>:d     r32.0<2;1,0>:d                                        // $714
        mov (8|M16)              r4.0<1>:d     r30.1<2;1,0>:d                                        // $719
        mov (8|M24)              r5.0<1>:d     r28.1<2;1,0>:d                                        // $720
(W)     mov (1|M0)               r126.0<1>:ud  0x40:ud                              {Compacted}      // $754
(W)     mov (1|M0)               r12.0<1>:ud   0x40:ud                              {Compacted}      // $754
        and (16|M0)              r122.0<1>:d   r124.0<8;8,1>:d   -2146435073:d                       // $737
        mov (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d                    {Compacted}          // $741
(W)     mov (1|M0)               r126.1<1>:ud  0x42D00000:ud                                         // $754
(W)     mov (1|M0)               r12.1<1>:ud   0x42D00000:ud                                         // $754
        mov (8|M16)              r118.0<1>:d   r30.0<2;1,0>:d                                        // $715
        or (16|M0)               r120.0<1>:d   r122.0<8;8,1>:d   1072693248:d                        // $739
        mov (8|M0)               r116.0<2>:d   r6.0<8;8,1>:d                                         // $745
        mov (8|M8)               r10.0<2>:d    r7.0<8;8,1>:d                                         // $746
        mov (8|M24)              r119.0<1>:d   r28.0<2;1,0>:d                                        // $716
        and (16|M16)             r8.0<1>:d     r4.0<8;8,1>:d     -2146435073:d                       // $738
        mov (8|M0)               r116.1<2>:d   r120.0<8;8,1>:d                                       // $747
        mov (8|M8)               r10.1<2>:d    r121.0<8;8,1>:d                                       // $748
(W)     mov (1|M0)               r6.0<1>:ud    0x40:ud                              {Compacted}      // $755
(W)     mov (1|M0)               r6.1<1>:ud    0x42D00000:ud                                         // $755
        mov (16|M16)             r122.0<1>:d   r118.0<8;8,1>:d                                       // $742
        or (16|M16)              r2.0<1>:d     r8.0<8;8,1>:d     1072693248:d                        // $740
        add (8|M0)               r114.0<1>:df  r116.0<4;4,1>:df  r126.0<0;1,0>:df                    // $754
        add (8|M8)               r14.0<1>:df   r10.0<4;4,1>:df   r12.0<0;1,0>:df                     // $754
(W)     mov (1|M0)               r6.4<1>:ud    0x40:ud                              {Compacted}      // $755
        mov (8|M16)              r112.0<2>:d   r122.0<8;8,1>:d                                       // $749
        mov (8|M24)              r110.0<2>:d   r123.0<8;8,1>:d                                       // $750
(W)     mov (1|M0)               r6.5<1>:ud    0x42D00000:ud                                         // $755
        mov (8|M16)              r112.1<2>:d   r2.0<8;8,1>:d                                         // $751
        mov (8|M0)               r8.0<1>:d     r114.0<2;1,0>:d                                       // $756
        mov (8|M8)               r9.0<1>:d     r14.0<2;1,0>:d                                        // $757
        mov (8|M24)              r110.1<2>:d   r3.0<8;8,1>:d                                         // $752
(W)     mov (1|M0)               r126.0<1>:uq  r84.1<0;1,0>:uq                                       // $764
(W)     mov (1|M0)               r126.4<1>:ud  0xFEFA3800:ud                                         // $732
(W)     mov (1|M0)               r126.5<1>:ud  0x3FE62E42:ud                                         // $732
        add (8|M16)              r16.0<1>:df   r112.0<4;4,1>:df  r6.0<0;1,0>:df                      // $755
        and (16|M0)              r12.0<1>:d    r8.0<8;8,1>:d     127:w                               // $760
        add (8|M24)              r120.0<1>:df  r110.0<4;4,1>:df  r6.2<0;1,0>:df                      // $755
        mov (8|M16)              r18.0<1>:d    r16.0<2;1,0>:d                                        // $758
        mul (16|M0)              r2.0<1>:d     r12.0<8;8,1>:d    24:w                                // $762
        mov (8|M24)              r19.0<1>:d    r120.0<2;1,0>:d                                       // $759
        addc (8|M0)              r122.0<1>:ud  r2.0<8;8,1>:ud    r126.0<0;1,0>:ud {AccWrEn,Compacted} // $768
        and (16|M16)             r20.0<1>:d    r18.0<8;8,1>:d    127:w                               // $761
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $768
        addc (8|M8)              r123.0<1>:ud  r3.0<8;8,1>:ud    r126.0<0;1,0>:ud {AccWrEn,Compacted} // $771
        mul (16|M16)             r22.0<1>:d    r20.0<8;8,1>:d    24:w                                // $763
        shr (16|M16)             r20.0<1>:d    r4.0<8;8,1>:ud    20:w                                // $722
        add (8|M0)               r26.1<2>:ud   r24.0<8;8,1>:ud   r126.1<0;1,0>:ud                    // $770
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $771
        addc (8|M16)             r118.0<1>:ud  r22.0<8;8,1>:ud   r126.0<0;1,0>:ud {AccWrEn}          // $774
        mov (8|M0)               r26.0<2>:d    r122.0<8;8,1>:d                                       // $780
        and (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    2047:w                              // $724
        add (8|M8)               r28.1<2>:ud   r14.0<8;8,1>:ud   r126.1<0;1,0>:ud                    // $773
        mov (8|M16)              r6.0<1>:ud    acc0.0<8;8,1>:ud                                      // $774
        addc (8|M24)             r119.0<1>:ud  r23.0<8;8,1>:ud   r126.0<0;1,0>:ud {AccWrEn}          // $777
        mov (8|M8)               r28.0<2>:d    r123.0<8;8,1>:d                                       // $780
        add (8|M16)              r106.1<2>:ud  r6.0<8;8,1>:ud    r126.1<0;1,0>:ud                    // $776
        mov (8|M24)              r8.0<1>:ud    acc0.0<8;8,1>:ud                                      // $777
(W)     addc (1|M0)              r121.0<1>:ud  r126.0<0;1,0>:ud  0x10:ud              {AccWrEn,Compacted} // $790
        mov (8|M16)              r106.0<2>:d   r118.0<8;8,1>:d                                       // $782
        send (16|M0)             r30:w    r26:d   0xC            0x088416FF           // wr:4+0, rd:8; hdc.dc1; a64 qword gathering read // $784
(W)     mov (1|M0)               r126.0<1>:w   -1083:w                                               // $725
        add (8|M24)              r108.1<2>:ud  r8.0<8;8,1>:ud    r126.1<0;1,0>:ud                    // $779
(W)     mov (1|M0)               r7.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $790
        addc (8|M0)              r114.0<1>:ud  r2.0<8;8,1>:ud    r121.0<0;1,0>:ud {AccWrEn,Compacted} // $792
        mov (8|M24)              r108.0<2>:d   r119.0<8;8,1>:d                                       // $782
(W)     add (1|M0)               r13.0<1>:ud   r7.0<0;1,0>:ud    r126.1<0;1,0>:ud {Compacted}        // $791
        mov (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $792
        addc (8|M8)              r115.0<1>:ud  r3.0<8;8,1>:ud    r121.0<0;1,0>:ud {AccWrEn,Compacted} // $795
        send (16|M16)            r98:w    r106:d  0xC            0x088416FF           // wr:4+0, rd:8; hdc.dc1; a64 qword gathering read // $785
        shr (16|M0)              r2.0<1>:d     r124.0<8;8,1>:ud  20:w                                // $721
(W)     mov (1|M0)               r126.1<1>:ud  0x3D2EF357:ud                                         // $736
        add (8|M0)               r16.1<2>:ud   r12.0<8;8,1>:ud   r13.0<0;1,0>:ud                     // $794
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $795
        addc (8|M16)             r8.0<1>:ud    r22.0<8;8,1>:ud   r121.0<0;1,0>:ud {AccWrEn}          // $798
        mov (8|M0)               r16.0<2>:d    r114.0<8;8,1>:d                                       // $804
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2047:w                              // $723
(W)     mov (1|M0)               r22.0<1>:ud   0x93C76730:ud                                         // $735
(W)     mov (1|M0)               r22.1<1>:ud   0x3D2EF357:ud                                         // $735
        add (8|M8)               r18.1<2>:ud   r6.0<8;8,1>:ud    r13.0<0;1,0>:ud                     // $797
        mov (8|M16)              r122.0<1>:ud  acc0.0<8;8,1>:ud                                      // $798
        addc (8|M24)             r9.0<1>:ud    r23.0<8;8,1>:ud   r121.0<0;1,0>:ud {AccWrEn}          // $801
        mov (8|M8)               r18.0<2>:d    r115.0<8;8,1>:d                                       // $804
(f0.0)  sel (16|M16)             r6.0<1>:d     r126.0<0;1,0>:w   -1023:w                             // $726
        add (8|M16)              r106.1<2>:ud  r122.0<8;8,1>:ud  r13.0<0;1,0>:ud                     // $800
        mov (8|M24)              r14.0<1>:ud   acc0.0<8;8,1>:ud                                      // $801
        mov (8|M16)              r106.0<2>:d   r8.0<8;8,1>:d                                         // $806
        send (16|M0)             r24:w    r16:d   0xC            0x084412FF           // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read // $808
(f0.0)  sel (16|M0)              r122.0<1>:d   r126.0<0;1,0>:w   -1023:w                             // $725
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r6.0<8;8,1>:d                       // $728
        add (8|M24)              r108.1<2>:ud  r14.0<8;8,1>:ud   r13.0<0;1,0>:ud                     // $803
        mov (8|M24)              r108.0<2>:d   r9.0<8;8,1>:d                                         // $806
(W)     mov (1|M0)               r126.0<1>:ud  0x93C76730:ud                                         // $736
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r122.0<8;8,1>:d  {Compacted}        // $727
        mov (8|M16)              r12.0<2>:d    r20.0<8;8,1>:d                                        // $730
        mov (8|M24)              r14.0<2>:d    r21.0<8;8,1>:d                                        // $730
(W)     mov (1|M0)               r123.0<1>:ud  0xFEFA3800:ud                                         // $732
        send (16|M16)            r118:w   r106:d  0xC            0x084412FF           // wr:4+0, rd:4; hdc.dc1; a64 qword gathering read // $809
        mov (8|M0)               r114.0<2>:d   r2.0<8;8,1>:d                                         // $729
        mov (8|M8)               r8.0<2>:d     r3.0<8;8,1>:d                                         // $729
(W)     mov (1|M0)               r109.0<1>:ud  0x93C76730:ud                                         // $735
(W)     mov (1|M0)               r2.0<1>:ud    0x93C76730:ud                                         // $736
(W)     mov (1|M0)               r109.1<1>:ud  0x3D2EF357:ud                                         // $735
(W)     mov (1|M0)               r2.1<1>:ud    0x3D2EF357:ud                                         // $736
        mov (8|M16)              r16.0<1>:df   r12.0<8;4,2>:d                                        // $730
        mov (8|M24)              r18.0<1>:df   r14.0<8;4,2>:d                                        // $730
        mov (8|M0)               r124.0<1>:df  r114.0<8;4,2>:d                                       // $729
        mov (8|M8)               r4.0<1>:df    r8.0<8;4,2>:d                                         // $729
(W)     mov (1|M0)               r123.1<1>:ud  0x3FE62E42:ud                                         // $732
(W)     mov (1|M0)               r2.4<1>:ud    0xFEFA3800:ud                                         // $733
(W)     mov (1|M0)               r3.0<1>:ud    0xFEFA3800:ud                                         // $733
(W)     mov (1|M0)               r2.5<1>:ud    0x3FE62E42:ud                                         // $733
(W)     mov (1|M0)               r3.1<1>:ud    0x3FE62E42:ud                                         // $733
        mul (8|M16)              r106.0<1>:df  r16.0<4;4,1>:df   r126.0<0;1,0>:df                    // $736
        mul (8|M24)              r8.0<1>:df    r18.0<4;4,1>:df   r2.0<0;1,0>:df                      // $736
        mul (8|M0)               r114.0<1>:df  r124.0<4;4,1>:df  r109.0<0;1,0>:df                    // $735
        mul (8|M0)               r96.0<1>:df   r124.0<4;4,1>:df  r126.2<0;1,0>:df                    // $732
        mul (8|M8)               r6.0<1>:df    r4.0<4;4,1>:df    r22.0<0;1,0>:df                     // $735
(W)     mov (1|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $815
(W)     mov (1|M0)               r2.0<1>:ud    0x0:ud                              {Compacted}       // $815
(W)     mov (1|M0)               r126.1<1>:ud  0x41400000:ud                                         // $815
(W)     mov (1|M0)               r2.1<1>:ud    0x41400000:ud                                         // $815
(W)     mov (1|M0)               r126.4<1>:ud  0x0:ud                              {Compacted}       // $816
(W)     mov (1|M0)               r125.0<1>:ud  0x0:ud                              {Compacted}       // $816
(W)     mov (1|M0)               r126.5<1>:ud  0x41400000:ud                                         // $816
(W)     mov (1|M0)               r125.1<1>:ud  0x41400000:ud                                         // $816
        mul (8|M8)               r12.0<1>:df   r4.0<4;4,1>:df    r123.0<0;1,0>:df                    // $732
        mul (8|M16)              r14.0<1>:df   r16.0<4;4,1>:df   r2.2<0;1,0>:df                      // $733
        mul (8|M24)              r20.0<1>:df   r18.0<4;4,1>:df   r3.0<0;1,0>:df                      // $733
(W)     mov (1|M0)               r3.4<1>:ud    0x0:ud                              {Compacted}       // $819
(W)     mov (1|M0)               r124.0<1>:ud  0x0:ud                              {Compacted}       // $818
(W)     mov (1|M0)               r3.5<1>:ud    0xC1400000:ud                                         // $819
(W)     mov (1|M0)               r124.1<1>:ud  0xC1400000:ud                                         // $818
        add (8|M0)               r4.0<1>:df    r116.0<4;4,1>:df  r126.0<0;1,0>:df                    // $815
        add (8|M8)               r122.0<1>:df  r10.0<4;4,1>:df   r2.0<0;1,0>:df                      // $815
(W)     mov (1|M0)               r3.0<1>:ud    0x0:ud                              {Compacted}       // $818
(W)     mov (1|M0)               r126.0<1>:ud  0x2481059D:ud                                         // $832
(W)     mov (1|M0)               r3.1<1>:ud    0xC1400000:ud                                         // $818
(W)     mov (1|M0)               r126.1<1>:ud  0x3FC249C0:ud                                         // $832
        add (8|M8)               r22.0<1>:df   r12.0<4;4,1>:df   r36.0<4;4,1>:df                     // $810
        add (8|M0)               r12.0<1>:df   r4.0<4;4,1>:df    r3.0<0;1,0>:df                      // $818
        add (8|M0)               r108.0<1>:df  r96.0<4;4,1>:df   r34.0<4;4,1>:df                     // $810
        mul (8|M0)               r18.0<1>:df   r12.0<4;4,1>:df   r30.0<4;4,1>:df                     // $822
        add (8|M16)              r40.0<1>:df   r14.0<4;4,1>:df   r102.0<4;4,1>:df                    // $811
        add (8|M24)              r42.0<1>:df   r20.0<4;4,1>:df   r104.0<4;4,1>:df                    // $811
        add (8|M0)               r4.0<1>:df    r18.0<4;4,1>:df   r60.1<0;1,0>:df                     // $824
        add (8|M8)               r28.0<1>:df   r6.0<4;4,1>:df    r26.0<4;4,1>:df                     // $812
        add (8|M16)              r6.0<1>:df    r112.0<4;4,1>:df  r126.2<0;1,0>:df                    // $816
        add (8|M0)               r94.0<1>:df   r114.0<4;4,1>:df  r24.0<4;4,1>:df                     // $812
(W)     mov (1|M0)               r126.4<1>:ud  0x2481059D:ud                                         // $833
(W)     mov (1|M0)               r126.5<1>:ud  0x3FC249C0:ud                                         // $833
        add (8|M16)              r14.0<1>:df   r6.0<4;4,1>:df    r3.2<0;1,0>:df                      // $819
        add (8|M24)              r92.0<1>:df   r8.0<4;4,1>:df    r120.0<4;4,1>:df                    // $813
        add (8|M24)              r120.0<1>:df  r110.0<4;4,1>:df  r125.0<0;1,0>:df                    // $816
(W)     mov (1|M0)               r8.0<1>:ud    0x0:ud                              {Compacted}       // $819
        add (8|M16)              r38.0<1>:df   r106.0<4;4,1>:df  r118.0<4;4,1>:df                    // $813
(W)     mov (1|M0)               r8.1<1>:ud    0xC1400000:ud                                         // $819
        add (8|M8)               r118.0<1>:df  r122.0<4;4,1>:df  r124.0<0;1,0>:df                    // $818
        add (8|M16)              r96.0<1>:df   r112.0<4;4,1>:df  -r14.0<4;4,1>:df                    // $821
        mul (8|M16)              r20.0<1>:df   r14.0<4;4,1>:df   r98.0<4;4,1>:df                     // $823
        add (8|M0)               r106.0<1>:df  r116.0<4;4,1>:df  -r12.0<4;4,1>:df                    // $820
        add (8|M24)              r114.0<1>:df  r120.0<4;4,1>:df  r8.0<0;1,0>:df                      // $819
        add (8|M8)               r16.0<1>:df   r10.0<4;4,1>:df   -r118.0<4;4,1>:df                   // $820
        mul (8|M8)               r88.0<1>:df   r118.0<4;4,1>:df  r32.0<4;4,1>:df                     // $822
        mul (8|M16)              r8.0<1>:df    r96.0<4;4,1>:df   r98.0<4;4,1>:df                     // $827
        add (8|M16)              r2.0<1>:df    r20.0<4;4,1>:df   r60.1<0;1,0>:df                     // $825
        mul (8|M0)               r120.0<1>:df  r106.0<4;4,1>:df  r30.0<4;4,1>:df                     // $826
(W)     mov (1|M0)               r107.0<1>:ud  0x2481059D:ud                                         // $833
        add (8|M24)              r90.0<1>:df   r110.0<4;4,1>:df  -r114.0<4;4,1>:df                   // $821
        mul (8|M24)              r86.0<1>:df   r114.0<4;4,1>:df  r100.0<4;4,1>:df                    // $823
        mul (8|M8)               r6.0<1>:df    r16.0<4;4,1>:df   r32.0<4;4,1>:df                     // $826
        add (8|M8)               r124.0<1>:df  r88.0<4;4,1>:df   r60.1<0;1,0>:df                     // $824
        add (8|M16)              r110.0<1>:df  r8.0<4;4,1>:df    r2.0<4;4,1>:df                      // $829
        add (8|M0)               r112.0<1>:df  r120.0<4;4,1>:df  r4.0<4;4,1>:df                      // $828
(W)     mov (1|M0)               r107.1<1>:ud  0x3FC249C0:ud                                         // $833
        mul (8|M24)              r116.0<1>:df  r90.0<4;4,1>:df   r100.0<4;4,1>:df                    // $827
        add (8|M24)              r122.0<1>:df  r86.0<4;4,1>:df   r60.1<0;1,0>:df                     // $825
(W)     mov (1|M0)               r16.0<1>:ud   0x2481059D:ud                                         // $832
        add (8|M8)               r118.0<1>:df  r6.0<4;4,1>:df    r124.0<4;4,1>:df                    // $828
(W)     mov (1|M0)               r16.1<1>:ud   0x3FC249C0:ud                                         // $832
        mul (8|M16)              r88.0<1>:df   r110.0<4;4,1>:df  r60.0<0;1,0>:df                     // $831
        mul (8|M0)               r114.0<1>:df  r112.0<4;4,1>:df  r60.0<0;1,0>:df                     // $830
        add (8|M24)              r10.0<1>:df   r116.0<4;4,1>:df  r122.0<4;4,1>:df                    // $829
        mul (8|M8)               r12.0<1>:df   r118.0<4;4,1>:df  r60.0<0;1,0>:df                     // $830
        add (8|M16)              r102.0<1>:df  -r88.0<4;4,1>:df  r126.2<0;1,0>:df                    // $833
        add (8|M0)               r104.0<1>:df  -r114.0<4;4,1>:df  r126.0<0;1,0>:df                   // $832
        mul (8|M24)              r14.0<1>:df   r10.0<4;4,1>:df   r60.0<0;1,0>:df                     // $831
        add (8|M8)               r18.0<1>:df   -r12.0<4;4,1>:df  r16.0<0;1,0>:df                     // $832
        mul (8|M16)              r98.0<1>:df   r110.0<4;4,1>:df  r102.0<4;4,1>:df                    // $835
        mul (8|M0)               r100.0<1>:df  r112.0<4;4,1>:df  r104.0<4;4,1>:df                    // $834
        add (8|M24)              r20.0<1>:df   -r14.0<4;4,1>:df  r107.0<0;1,0>:df                    // $833
        mul (8|M8)               r24.0<1>:df   r118.0<4;4,1>:df  r18.0<4;4,1>:df                     // $834
        add (8|M16)              r90.0<1>:df   r98.0<4;4,1>:df   r60.2<0;1,0>:df                     // $837
        add (8|M0)               r96.0<1>:df   r100.0<4;4,1>:df  r60.2<0;1,0>:df                     // $836
        mul (8|M24)              r26.0<1>:df   r10.0<4;4,1>:df   r20.0<4;4,1>:df                     // $835
        add (8|M8)               r30.0<1>:df   r24.0<4;4,1>:df   r60.2<0;1,0>:df                     // $836
        mul (8|M16)              r88.0<1>:df   r110.0<4;4,1>:df  r90.0<4;4,1>:df                     // $839
        mul (8|M0)               r114.0<1>:df  r112.0<4;4,1>:df  r96.0<4;4,1>:df                     // $838
        add (8|M24)              r32.0<1>:df   r26.0<4;4,1>:df   r60.2<0;1,0>:df                     // $837
        mul (8|M8)               r12.0<1>:df   r118.0<4;4,1>:df  r30.0<4;4,1>:df                     // $838
        add (8|M16)              r104.0<1>:df  r88.0<4;4,1>:df   r60.3<0;1,0>:df                     // $841
        add (8|M0)               r106.0<1>:df  r114.0<4;4,1>:df  r60.3<0;1,0>:df                     // $840
        mul (8|M24)              r14.0<1>:df   r10.0<4;4,1>:df   r32.0<4;4,1>:df                     // $839
        add (8|M8)               r16.0<1>:df   r12.0<4;4,1>:df   r60.3<0;1,0>:df                     // $840
        mul (8|M16)              r100.0<1>:df  r110.0<4;4,1>:df  r104.0<4;4,1>:df                    // $843
        mul (8|M0)               r102.0<1>:df  r112.0<4;4,1>:df  r106.0<4;4,1>:df                    // $842
        add (8|M24)              r18.0<1>:df   r14.0<4;4,1>:df   r60.3<0;1,0>:df                     // $841
        mul (8|M8)               r20.0<1>:df   r118.0<4;4,1>:df  r16.0<4;4,1>:df                     // $842
        add (8|M16)              r96.0<1>:df   r100.0<4;4,1>:df  r70.0<0;1,0>:df                     // $845
        add (8|M0)               r98.0<1>:df   r102.0<4;4,1>:df  r70.0<0;1,0>:df                     // $844
        mul (8|M24)              r24.0<1>:df   r10.0<4;4,1>:df   r18.0<4;4,1>:df                     // $843
        add (8|M8)               r26.0<1>:df   r20.0<4;4,1>:df   r70.0<0;1,0>:df                     // $844
        mul (8|M16)              r90.0<1>:df   r110.0<4;4,1>:df  r96.0<4;4,1>:df                     // $847
        mul (8|M0)               r114.0<1>:df  r112.0<4;4,1>:df  r98.0<4;4,1>:df                     // $846
        add (8|M24)              r30.0<1>:df   r24.0<4;4,1>:df   r70.0<0;1,0>:df                     // $845
        mul (8|M8)               r12.0<1>:df   r118.0<4;4,1>:df  r26.0<4;4,1>:df                     // $846
        add (8|M16)              r104.0<1>:df  r90.0<4;4,1>:df   r70.1<0;1,0>:df                     // $849
        add (8|M0)               r106.0<1>:df  r114.0<4;4,1>:df  r70.1<0;1,0>:df                     // $848
        mul (8|M24)              r14.0<1>:df   r10.0<4;4,1>:df   r30.0<4;4,1>:df                     // $847
        add (8|M8)               r16.0<1>:df   r12.0<4;4,1>:df   r70.1<0;1,0>:df                     // $848
        mul (8|M16)              r100.0<1>:df  r110.0<4;4,1>:df  r104.0<4;4,1>:df                    // $851
        mul (8|M0)               r102.0<1>:df  r112.0<4;4,1>:df  r106.0<4;4,1>:df                    // $850
        add (8|M24)              r18.0<1>:df   r14.0<4;4,1>:df   r70.1<0;1,0>:df                     // $849
        mul (8|M8)               r20.0<1>:df   r118.0<4;4,1>:df  r16.0<4;4,1>:df                     // $850
        add (8|M16)              r96.0<1>:df   r100.0<4;4,1>:df  r70.2<0;1,0>:df                     // $853
        add (8|M0)               r98.0<1>:df   r102.0<4;4,1>:df  r70.2<0;1,0>:df                     // $852
        add (8|M24)              r100.0<1>:df  r116.0<4;4,1>:df  r92.0<4;4,1>:df                     // $861
        mul (8|M24)              r24.0<1>:df   r10.0<4;4,1>:df   r18.0<4;4,1>:df                     // $851
        add (8|M0)               r102.0<1>:df  r120.0<4;4,1>:df  r94.0<4;4,1>:df                     // $860
        add (8|M8)               r26.0<1>:df   r20.0<4;4,1>:df   r70.2<0;1,0>:df                     // $852
        add (8|M8)               r18.0<1>:df   r6.0<4;4,1>:df    r28.0<4;4,1>:df                     // $860
        mul (8|M16)              r90.0<1>:df   r110.0<4;4,1>:df  r96.0<4;4,1>:df                     // $855
        mul (8|M0)               r114.0<1>:df  r112.0<4;4,1>:df  r98.0<4;4,1>:df                     // $854
        add (8|M16)              r20.0<1>:df   r8.0<4;4,1>:df    r38.0<4;4,1>:df                     // $861
        add (8|M24)              r30.0<1>:df   r24.0<4;4,1>:df   r70.2<0;1,0>:df                     // $853
        add (8|M8)               r98.0<1>:df   r22.0<4;4,1>:df   r124.0<4;4,1>:df                    // $858
        mul (8|M8)               r12.0<1>:df   r118.0<4;4,1>:df  r26.0<4;4,1>:df                     // $854
        add (8|M0)               r24.0<1>:df   r108.0<4;4,1>:df  r4.0<4;4,1>:df                      // $858
        mul (8|M16)              r104.0<1>:df  r110.0<4;4,1>:df  r90.0<4;4,1>:df                     // $857
        mul (8|M0)               r106.0<1>:df  r112.0<4;4,1>:df  r114.0<4;4,1>:df                    // $856
        add (8|M16)              r26.0<1>:df   r40.0<4;4,1>:df   r2.0<4;4,1>:df                      // $859
        mul (8|M24)              r14.0<1>:df   r10.0<4;4,1>:df   r30.0<4;4,1>:df                     // $855
        add (8|M24)              r30.0<1>:df   r42.0<4;4,1>:df   r122.0<4;4,1>:df                    // $859
        mul (8|M8)               r88.0<1>:df   r118.0<4;4,1>:df  r12.0<4;4,1>:df                     // $856
        add (8|M16)              r12.0<1>:df   r20.0<4;4,1>:df   r104.0<4;4,1>:df                    // $863
        add (8|M0)               r114.0<1>:df  r102.0<4;4,1>:df  r106.0<4;4,1>:df                    // $862
        mul (8|M24)              r16.0<1>:df   r10.0<4;4,1>:df   r14.0<4;4,1>:df                     // $857
        add (8|M8)               r118.0<1>:df  r18.0<4;4,1>:df   r88.0<4;4,1>:df                     // $862
        add (8|M16)              r56.0<1>:df   r26.0<4;4,1>:df   r12.0<4;4,1>:df                     // $865
        add (8|M0)               r50.0<1>:df   r24.0<4;4,1>:df   r114.0<4;4,1>:df                    // $864
        add (8|M24)              r112.0<1>:df  r100.0<4;4,1>:df  r16.0<4;4,1>:df                     // $863
        add (8|M8)               r58.0<1>:df   r98.0<4;4,1>:df   r118.0<4;4,1>:df                    // $864
        add (8|M24)              r54.0<1>:df   r30.0<4;4,1>:df   r112.0<4;4,1>:df                    // $865
// B046: [inDivergent],  Preds:{B045, B044},  Succs:{B047}
_fp64_math_k0_37_cf:
        endif (32|M0)                        _fp64_math_k0_33_cf                                     // $679
// B047: [inDivergent],  Preds:{B042, B046},  Succs:{B048}
_fp64_math_k0_33_cf:
        endif (32|M0)                        _fp64_math_k0_36_cf                                     // $636
// B048: [inDivergent],  Preds:{B047},  Succs:{B050}
_fp64_math_k0_36_cf:
        else (32|M0)                         _fp64_math_k0_35_cf  _fp64_math_k0_35_cf                // $625
// B049: [inDivergent],  Preds:{B040},  Succs:{B050}
_0_023:
        and (16|M0)              r124.0<1>:d   r64.0<8;8,1>:d    -2146435073:d                       // $868
        and (16|M16)             r2.0<1>:d     r62.0<8;8,1>:d    -2146435073:d                       // $869
        mul (8|M0)               r122.0<1>:df  r50.0<4;4,1>:df   r50.0<4;4,1>:df                     // $876
        mul (8|M8)               r4.0<1>:df    r48.0<4;4,1>:df   r48.0<4;4,1>:df                     // $876
        mul (8|M16)              r120.0<1>:df  r46.0<4;4,1>:df   r46.0<4;4,1>:df                     // $877
        cmp (16|M0)   (eq)f1.0   null<1>:d     r124.0<8;8,1>:d   -2147483648:d                       // $870
        cmp (16|M16)  (eq)f1.0   null<1>:d     r2.0<8;8,1>:d     -2147483648:d                       // $871
        mul (8|M24)              r6.0<1>:df    r44.0<4;4,1>:df   r44.0<4;4,1>:df                     // $877
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r68.0<8;8,1>:d    0:w                                 // $872
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r66.0<8;8,1>:d    0:w                                 // $874
(f1.0)  sel (8|M0)               r50.0<1>:df   r70.3<0;1,0>:df   r122.0<4;4,1>:df                    // $878
(f1.0)  sel (8|M8)               r58.0<1>:df   r70.3<0;1,0>:df   r4.0<4;4,1>:df                      // $878
(f1.0)  sel (8|M16)              r56.0<1>:df   r70.3<0;1,0>:df   r120.0<4;4,1>:df                    // $879
(f1.0)  sel (8|M24)              r54.0<1>:df   r70.3<0;1,0>:df   r6.0<4;4,1>:df                      // $879
// B050: [inDivergent],  Preds:{B049, B048},  Succs:{B051}
_fp64_math_k0_35_cf:
        endif (32|M0)                        _fp64_math_k0_32_cf                                     // $625
// B051: Preds:{B039, B050},  Succs:{B052}
_fp64_math_k0_32_cf:
        endif (32|M0)                        _0_022                                                  // $573
// B052: Preds:{B051},  Succs:{}
_0_022:
        add (8|M0)               r124.0<1>:df  r82.0<4;4,1>:df   r50.0<4;4,1>:df                     // $881
        add (8|M8)               r2.0<1>:df    r80.0<4;4,1>:df   r58.0<4;4,1>:df                     // $881
        add (8|M16)              r122.0<1>:df  r78.0<4;4,1>:df   r56.0<4;4,1>:df                     // $882
        add (8|M24)              r4.0<1>:df    r76.0<4;4,1>:df   r54.0<4;4,1>:df                     // $882
(W)     mov (8|M0)               r127.0<1>:ud  r52.0<8;8,1>:ud                  {Compacted}          // $895
        mov (8|M0)               r118.0<1>:d   r124.0<2;1,0>:d                                       // $883
        mov (8|M0)               r120.0<1>:d   r124.1<2;1,0>:d                                       // $885
        mov (8|M8)               r119.0<1>:d   r2.0<2;1,0>:d                                         // $884
        mov (8|M8)               r121.0<1>:d   r2.1<2;1,0>:d                                         // $886
        mov (8|M16)              r6.0<1>:d     r122.0<2;1,0>:d                                       // $887
        mov (8|M16)              r8.0<1>:d     r122.1<2;1,0>:d                                       // $889
        mov (8|M24)              r7.0<1>:d     r4.0<2;1,0>:d                                         // $888
        mov (8|M24)              r9.0<1>:d     r4.1<2;1,0>:d                                         // $890
        sends (16|M0)            null:w   r74     r118    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $892
        sends (16|M16)           null:w   r72     r6      0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $894
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                                        // $895
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $895
// Bank Conflict Statistics: 
// -- GOOD: 18
// --  BAD: 70
// --   OK: 148
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
