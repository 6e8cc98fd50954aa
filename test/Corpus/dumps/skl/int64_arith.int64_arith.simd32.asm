//.kernel int64_arith
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 1017
//.RA type	HYBRID_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r94.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
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
//.declare %sp (24)  rf=r size=8 type=uq align=16 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=16 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=16 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=16 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r94.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r94.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r118.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r116.0)
//.declare V0057 (65)  rf=r size=128 type=d align=16 words (r14.0)
//.declare V0058 (66)  rf=r size=128 type=d align=16 words (r24.0)
//.declare V0063 (71)  rf=r size=128 type=d align=16 words (r10.0)
//.declare V0064 (72)  rf=r size=128 type=d align=16 words (r20.0)
//.declare V0075 (83)  rf=r size=64 type=ud align=16 words (r4.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0077 (85)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r32.0)
//.declare V0080 (88)  rf=r size=64 type=ud align=16 words (r28.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0082 (90)  rf=r size=64 type=ud alias=V0081+0 align=16 words (r20.0)
//.declare V0083 (91)  rf=r size=64 type=ud align=16 words (r16.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0090 (98)  rf=r size=64 type=ud align=16 words (r10.0)
//.declare V0091 (99)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0092 (100)  rf=r size=64 type=ud alias=V0091+0 align=16 words (r36.0)
//.declare V0093 (101)  rf=r size=64 type=ud align=16 words (r12.0)
//.declare V0094 (102)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0095 (103)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r22.0)
//.declare V0096 (104)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare V0097 (105)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0098 (106)  rf=r size=64 type=d align=16 words (r14.0)
//.declare P01 (117)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0109 (118)  rf=r size=8 type=q align=4 words (r95.1)
//.declare V0112 (121)  rf=r size=8 type=uq alias=V0109+0 align=4 words (r95.1)
//.declare V0113 (122)  rf=r size=4 type=d align=2 words (r95.4)
//.declare V0120 (129)  rf=r size=8 type=q align=4 words (r95.0)
//.declare V0121 (130)  rf=r size=4 type=ud alias=V0113+0 align=2 words (r95.4)
//.declare P02 (137)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0132 (142)  rf=r size=8 type=q align=4 words (r4.0)
//.declare P03 (143)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0133 (144)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0134 (145)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0135 (146)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0136 (147)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0137 (148)  rf=r size=64 type=ud alias=V0133+0 align=16 words (r10.0)
//.declare V0138 (149)  rf=r size=64 type=ud alias=V0134+0 align=16 words (r16.0)
//.declare V0139 (150)  rf=r size=64 type=ud alias=V0135+0 align=16 words (r22.0)
//.declare V0140 (151)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r4.0)
//.declare P04 (152)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P05 (161)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P06 (166)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0155 (169)  rf=r size=4 type=d align=2 words (r95.0)
//.declare V0161 (175)  rf=r size=4 type=ud alias=V0155+0 align=2 words (r95.0)
//.declare P07 (184)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P08 (189)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0174 (190)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0175 (191)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0176 (192)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0177 (193)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0178 (194)  rf=r size=64 type=ud alias=V0174+0 align=16 words (r10.0)
//.declare V0179 (195)  rf=r size=64 type=ud alias=V0175+0 align=16 words (r16.0)
//.declare V0180 (196)  rf=r size=64 type=ud alias=V0176+0 align=16 words (r22.0)
//.declare V0181 (197)  rf=r size=64 type=ud alias=V0177+0 align=16 words (r4.0)
//.declare V0202 (218)  rf=r size=8 type=q align=4 words (r95.0)
//.declare V0215 (231)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare V0216 (232)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0217 (233)  rf=r size=64 type=ud alias=V0216+0 align=16 words (r26.0)
//.declare V0220 (236)  rf=r size=64 type=ud align=16 words (r28.0)
//.declare V0221 (237)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0222 (238)  rf=r size=64 type=ud alias=V0221+0 align=16 words (r30.0)
//.declare V0223 (239)  rf=r size=64 type=ud align=16 words (r32.0)
//.declare V0224 (240)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0225 (241)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0230 (246)  rf=r size=64 type=ud align=16 words (r42.0)
//.declare V0231 (247)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0232 (248)  rf=r size=64 type=ud alias=V0231+0 align=16 words (r44.0)
//.declare V0233 (249)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare V0234 (250)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0235 (251)  rf=r size=64 type=ud alias=V0234+0 align=16 words (r26.0)
//.declare V0236 (252)  rf=r size=64 type=ud align=16 words (r28.0)
//.declare V0237 (253)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0238 (254)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0243 (259)  rf=r size=64 type=ud align=16 words (r46.0)
//.declare V0244 (260)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0245 (261)  rf=r size=64 type=ud alias=V0244+0 align=16 words (r56.0)
//.declare V0246 (262)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0247 (263)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0248 (264)  rf=r size=64 type=ud alias=V0247+0 align=16 words (r24.0)
//.declare V0249 (265)  rf=r size=64 type=ud align=16 words (r32.0)
//.declare V0250 (266)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0251 (267)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0256 (272)  rf=r size=64 type=ud align=16 words (r58.0)
//.declare V0257 (273)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0258 (274)  rf=r size=64 type=ud alias=V0257+0 align=16 words (r60.0)
//.declare V0259 (275)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare V0260 (276)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0261 (277)  rf=r size=64 type=ud alias=V0260+0 align=16 words (r26.0)
//.declare V0262 (278)  rf=r size=64 type=ud align=16 words (r30.0)
//.declare V0263 (279)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0264 (280)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0267 (283)  rf=r size=64 type=ud align=16 words (r62.0)
//.declare V0268 (284)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0269 (285)  rf=r size=64 type=ud alias=V0268+0 align=16 words (r64.0)
//.declare V0272 (288)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0273 (289)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0274 (290)  rf=r size=64 type=ud alias=V0273+0 align=16 words (r24.0)
//.declare V0275 (291)  rf=r size=64 type=ud align=16 words (r28.0)
//.declare V0276 (292)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0277 (293)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0282 (298)  rf=r size=64 type=ud align=16 words (r58.0)
//.declare V0283 (299)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0284 (300)  rf=r size=64 type=ud alias=V0283+0 align=16 words (r60.0)
//.declare V0285 (301)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare V0286 (302)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0287 (303)  rf=r size=64 type=ud alias=V0286+0 align=16 words (r26.0)
//.declare V0288 (304)  rf=r size=64 type=ud align=16 words (r32.0)
//.declare V0289 (305)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0290 (306)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0293 (309)  rf=r size=64 type=ud align=16 words (r62.0)
//.declare V0294 (310)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0295 (311)  rf=r size=64 type=ud alias=V0294+0 align=16 words (r64.0)
//.declare V0296 (312)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0297 (313)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0298 (314)  rf=r size=64 type=ud alias=V0297+0 align=16 words (r24.0)
//.declare V0299 (315)  rf=r size=64 type=ud align=16 words (r30.0)
//.declare V0300 (316)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0301 (317)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0306 (322)  rf=r size=64 type=ud align=16 words (r58.0)
//.declare V0307 (323)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0308 (324)  rf=r size=64 type=ud alias=V0307+0 align=16 words (r60.0)
//.declare V0309 (325)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare V0310 (326)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0311 (327)  rf=r size=64 type=ud alias=V0310+0 align=16 words (r26.0)
//.declare V0312 (328)  rf=r size=64 type=ud align=16 words (r28.0)
//.declare V0313 (329)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0314 (330)  rf=r size=64 type=d align=16 words (r32.0)
//.declare P09 (355)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0341 (358)  rf=r size=64 type=ud align=16 words (r4.0)
//.declare V0342 (359)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0343 (360)  rf=r size=64 type=ud alias=V0342+0 align=16 words (r10.0)
//.declare V0344 (361)  rf=r size=64 type=ud align=16 words (r12.0)
//.declare V0345 (362)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0346 (363)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0351 (368)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare V0352 (369)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0353 (370)  rf=r size=64 type=ud alias=V0352+0 align=16 words (r24.0)
//.declare V0354 (371)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0355 (372)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0356 (373)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0359 (376)  rf=r size=64 type=ud align=16 words (r16.0)
//.declare V0360 (377)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0361 (378)  rf=r size=64 type=ud alias=V0360+0 align=16 words (r28.0)
//.declare V0362 (379)  rf=r size=64 type=ud align=16 words (r30.0)
//.declare V0363 (380)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0364 (381)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0369 (386)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0370 (387)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0371 (388)  rf=r size=64 type=ud alias=V0370+0 align=16 words (r32.0)
//.declare V0372 (389)  rf=r size=64 type=ud align=16 words (r34.0)
//.declare V0373 (390)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0374 (391)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0383 (400)  rf=r size=64 type=ud align=16 words (r44.0)
//.declare V0384 (401)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0385 (402)  rf=r size=64 type=ud alias=V0384+0 align=16 words (r34.0)
//.declare V0386 (403)  rf=r size=64 type=ud align=16 words (r16.0)
//.declare V0387 (404)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0388 (405)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0393 (410)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare V0394 (411)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0395 (412)  rf=r size=64 type=ud alias=V0394+0 align=16 words (r22.0)
//.declare V0396 (413)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare V0397 (414)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0398 (415)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0405 (422)  rf=r size=64 type=ud align=16 words (r44.0)
//.declare V0406 (423)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0407 (424)  rf=r size=64 type=ud alias=V0406+0 align=16 words (r24.0)
//.declare V0408 (425)  rf=r size=64 type=ud align=16 words (r28.0)
//.declare V0409 (426)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0410 (427)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0415 (432)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare V0416 (433)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0417 (434)  rf=r size=64 type=ud alias=V0416+0 align=16 words (r30.0)
//.declare V0418 (435)  rf=r size=64 type=ud align=16 words (r34.0)
//.declare V0419 (436)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0420 (437)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0437 (454)  rf=r size=8 type=q align=4 words (r3.0)
//.declare V0438 (455)  rf=r size=8 type=q align=4 words (r6.0)
//.declare V0439 (456)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0440 (457)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0441 (458)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0442 (459)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0443 (460)  rf=r size=64 type=ud alias=V0439+0 align=16 words (r4.0)
//.declare V0444 (461)  rf=r size=64 type=ud alias=V0440+0 align=16 words (r10.0)
//.declare V0445 (462)  rf=r size=64 type=ud alias=V0441+0 align=16 words (r12.0)
//.declare V0446 (463)  rf=r size=64 type=ud alias=V0442+0 align=16 words (r14.0)
//.declare V0447 (464)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0448 (465)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0449 (466)  rf=r size=64 type=ud alias=V0447+0 align=16 words (r16.0)
//.declare V0450 (467)  rf=r size=64 type=ud alias=V0448+0 align=16 words (r18.0)
//.declare V0483 (500)  rf=r size=64 type=ud align=16 words (r32.0)
//.declare V0484 (501)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0485 (502)  rf=r size=64 type=ud alias=V0484+0 align=16 words (r34.0)
//.declare V0488 (505)  rf=r size=64 type=ud align=16 words (r36.0)
//.declare V0489 (506)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0490 (507)  rf=r size=64 type=ud alias=V0489+0 align=16 words (r38.0)
//.declare V0491 (508)  rf=r size=64 type=ud align=16 words (r48.0)
//.declare V0492 (509)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0493 (510)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0498 (515)  rf=r size=64 type=ud align=16 words (r58.0)
//.declare V0499 (516)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0500 (517)  rf=r size=64 type=ud alias=V0499+0 align=16 words (r60.0)
//.declare V0501 (518)  rf=r size=64 type=ud align=16 words (r32.0)
//.declare V0502 (519)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0503 (520)  rf=r size=64 type=ud alias=V0502+0 align=16 words (r34.0)
//.declare V0504 (521)  rf=r size=64 type=ud align=16 words (r36.0)
//.declare V0505 (522)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0506 (523)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0511 (528)  rf=r size=64 type=ud align=16 words (r62.0)
//.declare V0512 (529)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0513 (530)  rf=r size=64 type=ud alias=V0512+0 align=16 words (r64.0)
//.declare V0514 (531)  rf=r size=64 type=ud align=16 words (r34.0)
//.declare V0515 (532)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0516 (533)  rf=r size=64 type=ud alias=V0515+0 align=16 words (r32.0)
//.declare V0517 (534)  rf=r size=64 type=ud align=16 words (r48.0)
//.declare V0518 (535)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0519 (536)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0524 (541)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0525 (542)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0526 (543)  rf=r size=64 type=ud alias=V0525+0 align=16 words (r60.0)
//.declare V0527 (544)  rf=r size=64 type=ud align=16 words (r32.0)
//.declare V0528 (545)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0529 (546)  rf=r size=64 type=ud alias=V0528+0 align=16 words (r34.0)
//.declare V0530 (547)  rf=r size=64 type=ud align=16 words (r38.0)
//.declare V0531 (548)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0532 (549)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0535 (552)  rf=r size=64 type=ud align=16 words (r30.0)
//.declare V0536 (553)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0537 (554)  rf=r size=64 type=ud alias=V0536+0 align=16 words (r64.0)
//.declare V0540 (557)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0541 (558)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0542 (559)  rf=r size=64 type=ud alias=V0541+0 align=16 words (r32.0)
//.declare V0543 (560)  rf=r size=64 type=ud align=16 words (r34.0)
//.declare V0544 (561)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0545 (562)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0550 (567)  rf=r size=64 type=ud align=16 words (r48.0)
//.declare V0551 (568)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0552 (569)  rf=r size=64 type=ud alias=V0551+0 align=16 words (r60.0)
//.declare V0553 (570)  rf=r size=64 type=ud align=16 words (r30.0)
//.declare V0554 (571)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0555 (572)  rf=r size=64 type=ud alias=V0554+0 align=16 words (r26.0)
//.declare V0556 (573)  rf=r size=64 type=ud align=16 words (r32.0)
//.declare V0557 (574)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0558 (575)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0561 (578)  rf=r size=64 type=ud align=16 words (r46.0)
//.declare V0562 (579)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0563 (580)  rf=r size=64 type=ud alias=V0562+0 align=16 words (r64.0)
//.declare V0564 (581)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0565 (582)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0566 (583)  rf=r size=64 type=ud alias=V0565+0 align=16 words (r30.0)
//.declare V0567 (584)  rf=r size=64 type=ud align=16 words (r36.0)
//.declare V0568 (585)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0569 (586)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0574 (591)  rf=r size=64 type=ud align=16 words (r4.0)
//.declare V0575 (592)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0576 (593)  rf=r size=64 type=ud alias=V0575+0 align=16 words (r10.0)
//.declare V0577 (594)  rf=r size=64 type=ud align=16 words (r16.0)
//.declare V0578 (595)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0579 (596)  rf=r size=64 type=ud alias=V0578+0 align=16 words (r18.0)
//.declare V0580 (597)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0581 (598)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0582 (599)  rf=r size=64 type=d align=16 words (r32.0)
//.declare P10 (622)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P11 (633)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0623 (642)  rf=r size=128 type=d align=16 words (r16.0)
//.declare V0624 (643)  rf=r size=128 type=d align=16 words (r20.0)
//.declare  (648)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (649)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0631 (652)  rf=r size=128 type=d align=16 words (r36.0)
//.declare V0632 (653)  rf=r size=128 type=d align=16 words (r12.0)
//.declare V0635 (656)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0636 (657)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0637 (658)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0638 (659)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (660)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (661)  rf=r size=2 type=w align=1 words (r3.0)
//.declare  (662)  rf=r size=64 type=d align=32 words (r4.0)
//.declare  (663)  rf=r size=64 type=d align=32 words (r12.0)
//.declare  (664)  rf=r size=64 type=d align=32 words (r14.0)
//.declare  (665)  rf=r size=64 type=d align=32 words (r18.0)
//.declare  (666)  rf=r size=64 type=d align=32 words (r20.0)
//.declare  (667)  rf=r size=64 type=d align=32 words (r24.0)
//.declare  (668)  rf=r size=64 type=d align=32 words (r26.0)
//.declare  (669)  rf=r size=64 type=d align=32 words (r28.0)
//.declare  (670)  rf=r size=64 type=d align=32 words (r4.0)
//.declare  (671)  rf=r size=64 type=d align=32 words (r12.0)
//.declare  (672)  rf=r size=64 type=d align=32 words (r14.0)
//.declare  (673)  rf=r size=64 type=d align=32 words (r18.0)
//.declare  (674)  rf=r size=64 type=d align=32 words (r20.0)
//.declare  (675)  rf=r size=64 type=d align=32 words (r24.0)
//.declare  (676)  rf=r size=64 type=d align=32 words (r26.0)
//.declare  (677)  rf=r size=64 type=d align=32 words (r28.0)
//.declare  (682)  rf=r size=64 type=q align=16 words (r84.0)
//.declare  (683)  rf=r size=64 type=q align=16 words (r82.0)
//.declare  (684)  rf=r size=64 type=q align=16 words (r80.0)
//.declare  (685)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (686)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (687)  rf=r size=64 type=q align=16 words (r112.0)
//.declare  (688)  rf=r size=64 type=q align=16 words (r110.0)
//.declare  (689)  rf=r size=64 type=q align=16 words (r108.0)
//.declare  (690)  rf=r size=64 type=q align=16 words (r92.0)
//.declare  (691)  rf=r size=64 type=q align=16 words (r90.0)
//.declare  (692)  rf=r size=64 type=q align=16 words (r88.0)
//.declare  (693)  rf=r size=64 type=q align=16 words (r86.0)
//.declare  (694)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (695)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (696)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (697)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (698)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (699)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (700)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (701)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (702)  rf=r size=64 type=q align=16 words (r60.0)
//.declare  (703)  rf=r size=64 type=q align=16 words (r64.0)
//.declare  (704)  rf=r size=64 type=q align=16 words (r66.0)
//.declare  (705)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (706)  rf=r size=64 type=q align=16 words (r58.0)
//.declare  (707)  rf=r size=64 type=q align=16 words (r56.0)
//.declare  (708)  rf=r size=64 type=q align=16 words (r54.0)
//.declare  (709)  rf=r size=64 type=q align=16 words (r52.0)
//.declare  (710)  rf=r size=64 type=q align=16 words (r50.0)
//.declare  (711)  rf=r size=64 type=q align=16 words (r48.0)
//.declare  (712)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (713)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (714)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (715)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (716)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (717)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (718)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (719)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (720)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (721)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (722)  rf=r size=64 type=q align=16 words (r36.0)
//.declare  (723)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (724)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (725)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (726)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (727)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (728)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (729)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (730)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (731)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (732)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (733)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (734)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (735)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (736)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (737)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (746)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (747)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (748)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (749)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (750)  rf=r size=64 type=q align=16 words (r68.0)
//.declare  (751)  rf=r size=64 type=q align=16 words (r64.0)
//.declare  (752)  rf=r size=64 type=q align=16 words (r60.0)
//.declare  (753)  rf=r size=64 type=q align=16 words (r58.0)
//.declare  (754)  rf=r size=64 type=q align=16 words (r56.0)
//.declare  (755)  rf=r size=64 type=q align=16 words (r54.0)
//.declare  (756)  rf=r size=64 type=q align=16 words (r52.0)
//.declare  (757)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (758)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (759)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (760)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (761)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (762)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (763)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (764)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (765)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (766)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (767)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (768)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (769)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (770)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (771)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (772)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (773)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (774)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (775)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (776)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (777)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (778)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (779)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (780)  rf=r size=64 type=q align=16 words (r36.0)
//.declare  (781)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (782)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (783)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (784)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (785)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (786)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (787)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (788)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (789)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (790)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (791)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (792)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (793)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (794)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (795)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (796)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (797)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (798)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (799)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (800)  rf=r size=64 type=q align=16 words (r36.0)
//.declare  (801)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (802)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (803)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (804)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (805)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (806)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (807)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (808)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (809)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (810)  rf=r size=64 type=q align=16 words (r126.0)
//.declare  (811)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (812)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (813)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (814)  rf=r size=64 type=q align=16 words (r48.0)
//.declare  (815)  rf=r size=64 type=q align=16 words (r50.0)
//.declare  (816)  rf=r size=64 type=q align=16 words (r52.0)
//.declare  (817)  rf=r size=64 type=q align=16 words (r54.0)
//.declare  (818)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (819)  rf=r size=64 type=q align=16 words (r104.0)
//.declare  (820)  rf=r size=64 type=q align=16 words (r102.0)
//.declare  (821)  rf=r size=64 type=q align=16 words (r100.0)
//.declare  (822)  rf=r size=64 type=q align=16 words (r98.0)
//.declare  (823)  rf=r size=64 type=q align=16 words (r96.0)
//.declare  (824)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (825)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (826)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (827)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (828)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (829)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (830)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (831)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (832)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (833)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (834)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (835)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (836)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (837)  rf=r size=64 type=q align=16 words (r36.0)
//.declare  (838)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (839)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (840)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (841)  rf=r size=64 type=q align=16 words (r56.0)
//.declare  (842)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (843)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (844)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (845)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (846)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (847)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (848)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (849)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (850)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (851)  rf=r size=64 type=q align=16 words (r64.0)
//.declare  (852)  rf=r size=64 type=q align=16 words (r66.0)
//.declare  (853)  rf=r size=64 type=q align=16 words (r68.0)
//.declare  (854)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (855)  rf=r size=64 type=q align=16 words (r58.0)
//.declare  (856)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (857)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (858)  rf=r size=64 type=q align=16 words (r60.0)
//.declare  (859)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (860)  rf=r size=64 type=q align=16 words (r70.0)
//.declare  (861)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (862)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (863)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (864)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (865)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (866)  rf=r size=64 type=q align=16 words (r72.0)
//.declare  (867)  rf=r size=64 type=q align=16 words (r74.0)
//.declare  (868)  rf=r size=64 type=q align=16 words (r76.0)
//.declare  (869)  rf=r size=64 type=q align=16 words (r78.0)
//.declare  (870)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (871)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (872)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (873)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (874)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (875)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (876)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (877)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (878)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (879)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (880)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (881)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (882)  rf=r size=64 type=q align=16 words (r56.0)
//.declare  (883)  rf=r size=64 type=q align=16 words (r58.0)
//.declare  (884)  rf=r size=64 type=q align=16 words (r60.0)
//.declare  (885)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (886)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (887)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (888)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (889)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (890)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (891)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (892)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (893)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (894)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (895)  rf=r size=64 type=q align=16 words (r36.0)
//.declare  (896)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (897)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (898)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (899)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (900)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (901)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (902)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (903)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (904)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (905)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (906)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (907)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (908)  rf=r size=64 type=q align=16 words (r36.0)
//.declare  (909)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (910)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (911)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (912)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (913)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (914)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (915)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (916)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (917)  rf=r size=64 type=q align=16 words (r36.0)
//.declare  (918)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (919)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (920)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (921)  rf=r size=64 type=q align=16 words (r48.0)
//.declare  (922)  rf=r size=64 type=q align=16 words (r50.0)
//.declare  (923)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (924)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (925)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (926)  rf=r size=64 type=q align=16 words (r52.0)
//.declare  (927)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (928)  rf=r size=64 type=q align=16 words (r54.0)
//.declare  (929)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (930)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (931)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (932)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (933)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (934)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (935)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (936)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (937)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (938)  rf=r size=64 type=q align=16 words (r102.0)
//.declare  (939)  rf=r size=64 type=q align=16 words (r100.0)
//.declare  (940)  rf=r size=64 type=q align=16 words (r98.0)
//.declare  (941)  rf=r size=64 type=q align=16 words (r96.0)
//.declare  (942)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (943)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (944)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (945)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (946)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (947)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (948)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (949)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (950)  rf=r size=64 type=q align=16 words (r78.0)
//.declare  (951)  rf=r size=64 type=q align=16 words (r76.0)
//.declare  (952)  rf=r size=64 type=q align=16 words (r74.0)
//.declare  (953)  rf=r size=64 type=q align=16 words (r72.0)
//.declare  (954)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (955)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (956)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (957)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (958)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (959)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (960)  rf=r size=64 type=q align=16 words (r36.0)
//.declare  (961)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (962)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (963)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (964)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (965)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (966)  rf=r size=64 type=q align=16 words (r48.0)
//.declare  (967)  rf=r size=64 type=q align=16 words (r50.0)
//.declare  (968)  rf=r size=64 type=q align=16 words (r52.0)
//.declare  (969)  rf=r size=64 type=q align=16 words (r54.0)
//.declare  (970)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (971)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (972)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (973)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (974)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (975)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (976)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (977)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (978)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (979)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (980)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (981)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (982)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (983)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (984)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (985)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (986)  rf=r size=64 type=q align=16 words (r54.0)
//.declare  (987)  rf=r size=64 type=q align=16 words (r56.0)
//.declare  (988)  rf=r size=64 type=q align=16 words (r50.0)
//.declare  (989)  rf=r size=64 type=q align=16 words (r52.0)
//.declare  (990)  rf=r size=64 type=q align=16 words (r58.0)
//.declare  (991)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (992)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (993)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (994)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (995)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (996)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (997)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (998)  rf=r size=64 type=q align=16 words (r70.0)
//.declare  (999)  rf=r size=64 type=q align=16 words (r68.0)
//.declare  (1000)  rf=r size=64 type=q align=16 words (r66.0)
//.declare  (1001)  rf=r size=64 type=q align=16 words (r64.0)
//.declare  (1002)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (1003)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (1004)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (1005)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (1006)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1007)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (1008)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1009)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (1010)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (1011)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (1012)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (1013)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (1014)  rf=r size=64 type=q align=16 words (r58.0)
//.declare  (1015)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (1016)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (1017)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (1018)  rf=r size=64 type=q align=16 words (r36.0)
//.declare  (1019)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (1020)  rf=r size=64 type=q align=16 words (r48.0)
//.declare  (1021)  rf=r size=64 type=q align=16 words (r60.0)
//.declare  (1022)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1023)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (1024)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1025)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (1026)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (1027)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (1028)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (1029)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (1030)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (1031)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (1032)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1033)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1034)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1035)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1036)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (1037)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (1038)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (1039)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (1040)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (1041)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (1042)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (1043)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (1044)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (1045)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (1054)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (1055)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (1056)  rf=r size=64 type=q align=16 words (r36.0)
//.declare  (1057)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (1058)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1059)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1060)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (1061)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (1062)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (1063)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (1064)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (1065)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (1066)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (1067)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1068)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (1069)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (1070)  rf=r size=64 type=d alias=+0 align=16 words (r84.0)
//.declare  (1071)  rf=r size=64 type=d alias=+0 align=16 words (r82.0)
//.declare  (1072)  rf=r size=64 type=d alias=+0 align=16 words (r80.0)
//.declare  (1073)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1074)  rf=r size=64 type=d alias=+0 align=16 words (r114.0)
//.declare  (1075)  rf=r size=64 type=d alias=+0 align=16 words (r112.0)
//.declare  (1076)  rf=r size=64 type=d alias=+0 align=16 words (r110.0)
//.declare  (1077)  rf=r size=64 type=d alias=+0 align=16 words (r108.0)
//.declare  (1078)  rf=r size=64 type=ud alias=+0 align=16 words (r84.0)
//.declare  (1079)  rf=r size=64 type=ud alias=+0 align=16 words (r82.0)
//.declare  (1080)  rf=r size=64 type=ud alias=+0 align=16 words (r92.0)
//.declare  (1081)  rf=r size=64 type=ud alias=+0 align=16 words (r90.0)
//.declare  (1082)  rf=r size=64 type=ud alias=+0 align=16 words (r20.0)
//.declare  (1083)  rf=r size=64 type=ud alias=+0 align=16 words (r26.0)
//.declare  (1084)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1085)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (1086)  rf=r size=64 type=ud alias=+0 align=16 words (r80.0)
//.declare  (1087)  rf=r size=64 type=ud alias=+0 align=16 words (r8.0)
//.declare  (1088)  rf=r size=64 type=ud alias=+0 align=16 words (r88.0)
//.declare  (1089)  rf=r size=64 type=ud alias=+0 align=16 words (r86.0)
//.declare  (1090)  rf=r size=64 type=ud alias=+0 align=16 words (r22.0)
//.declare  (1091)  rf=r size=64 type=ud alias=+0 align=16 words (r32.0)
//.declare  (1092)  rf=r size=64 type=d alias=+0 align=16 words (r22.0)
//.declare  (1093)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (1094)  rf=r size=64 type=uq alias=+0 align=16 words (r4.0)
//.declare  (1095)  rf=r size=64 type=uq alias=+0 align=16 words (r14.0)
//.declare  (1096)  rf=r size=64 type=uq alias=+0 align=16 words (r10.0)
//.declare  (1097)  rf=r size=64 type=uq alias=+0 align=16 words (r12.0)
//.declare  (1098)  rf=r size=64 type=uq alias=+0 align=16 words (r58.0)
//.declare  (1099)  rf=r size=64 type=uq alias=+0 align=16 words (r56.0)
//.declare  (1100)  rf=r size=64 type=uq alias=+0 align=16 words (r54.0)
//.declare  (1101)  rf=r size=64 type=uq alias=+0 align=16 words (r52.0)
//.declare  (1102)  rf=r size=64 type=uq alias=+0 align=16 words (r16.0)
//.declare  (1103)  rf=r size=64 type=uq alias=+0 align=16 words (r50.0)
//.declare  (1104)  rf=r size=64 type=uq alias=+0 align=16 words (r46.0)
//.declare  (1105)  rf=r size=64 type=uq alias=+0 align=16 words (r48.0)
//.declare  (1106)  rf=r size=64 type=uq alias=+0 align=16 words (r40.0)
//.declare  (1107)  rf=r size=64 type=uq alias=+0 align=16 words (r44.0)
//.declare  (1108)  rf=r size=64 type=uq alias=+0 align=16 words (r38.0)
//.declare  (1109)  rf=r size=64 type=uq alias=+0 align=16 words (r42.0)
//.declare  (1110)  rf=r size=64 type=uq alias=+0 align=16 words (r4.0)
//.declare  (1111)  rf=r size=64 type=uq alias=+0 align=16 words (r10.0)
//.declare  (1112)  rf=r size=64 type=uq alias=+0 align=16 words (r12.0)
//.declare  (1113)  rf=r size=64 type=uq alias=+0 align=16 words (r14.0)
//.declare  (1114)  rf=r size=64 type=uq alias=+0 align=16 words (r56.0)
//.declare  (1115)  rf=r size=64 type=uq alias=+0 align=16 words (r54.0)
//.declare  (1116)  rf=r size=64 type=uq alias=+0 align=16 words (r52.0)
//.declare  (1117)  rf=r size=64 type=uq alias=+0 align=16 words (r46.0)
//.declare  (1118)  rf=r size=64 type=uq alias=+0 align=16 words (r32.0)
//.declare  (1119)  rf=r size=64 type=uq alias=+0 align=16 words (r34.0)
//.declare  (1120)  rf=r size=64 type=uq alias=+0 align=16 words (r36.0)
//.declare  (1121)  rf=r size=64 type=uq alias=+0 align=16 words (r38.0)
//.declare  (1122)  rf=r size=64 type=uq alias=+0 align=16 words (r84.0)
//.declare  (1123)  rf=r size=64 type=uq alias=+0 align=16 words (r82.0)
//.declare  (1124)  rf=r size=64 type=uq alias=+0 align=16 words (r80.0)
//.declare  (1125)  rf=r size=64 type=uq alias=+0 align=16 words (r8.0)
//.declare  (1126)  rf=r size=64 type=uq alias=+0 align=16 words (r114.0)
//.declare  (1127)  rf=r size=64 type=uq alias=+0 align=16 words (r112.0)
//.declare  (1128)  rf=r size=64 type=uq alias=+0 align=16 words (r110.0)
//.declare  (1129)  rf=r size=64 type=uq alias=+0 align=16 words (r108.0)
//.declare  (1130)  rf=r size=64 type=ud alias=+0 align=16 words (r16.0)
//.declare  (1131)  rf=r size=64 type=ud alias=+0 align=16 words (r18.0)
//.declare  (1132)  rf=r size=64 type=ud alias=+0 align=16 words (r98.0)
//.declare  (1133)  rf=r size=64 type=ud alias=+0 align=16 words (r96.0)
//.declare  (1134)  rf=r size=64 type=ud alias=+0 align=16 words (r38.0)
//.declare  (1135)  rf=r size=64 type=ud alias=+0 align=16 words (r40.0)
//.declare  (1136)  rf=r size=64 type=d alias=+0 align=16 words (r38.0)
//.declare  (1137)  rf=r size=64 type=d alias=+0 align=16 words (r40.0)
//.declare  (1138)  rf=r size=64 type=ud alias=+0 align=16 words (r20.0)
//.declare  (1139)  rf=r size=64 type=ud alias=+0 align=16 words (r22.0)
//.declare  (1140)  rf=r size=64 type=ud alias=+0 align=16 words (r6.0)
//.declare  (1141)  rf=r size=64 type=ud alias=+0 align=16 words (r2.0)
//.declare  (1142)  rf=r size=64 type=ud alias=+0 align=16 words (r34.0)
//.declare  (1143)  rf=r size=64 type=ud alias=+0 align=16 words (r36.0)
//.declare  (1144)  rf=r size=64 type=d alias=+0 align=16 words (r34.0)
//.declare  (1145)  rf=r size=64 type=d alias=+0 align=16 words (r36.0)
//.declare  (1146)  rf=r size=64 type=ud alias=+0 align=16 words (r4.0)
//.declare  (1147)  rf=r size=64 type=ud alias=+0 align=16 words (r10.0)
//.declare  (1148)  rf=r size=64 type=ud alias=+0 align=16 words (r42.0)
//.declare  (1149)  rf=r size=64 type=ud alias=+0 align=16 words (r44.0)
//.declare  (1150)  rf=r size=64 type=d alias=+0 align=16 words (r42.0)
//.declare  (1151)  rf=r size=64 type=d alias=+0 align=16 words (r44.0)
//.declare  (1152)  rf=r size=64 type=ud alias=+0 align=16 words (r12.0)
//.declare  (1153)  rf=r size=64 type=ud alias=+0 align=16 words (r14.0)
//.declare  (1154)  rf=r size=64 type=ud alias=+0 align=16 words (r46.0)
//.declare  (1155)  rf=r size=64 type=ud alias=+0 align=16 words (r56.0)
//.declare  (1156)  rf=r size=64 type=d alias=+0 align=16 words (r46.0)
//.declare  (1157)  rf=r size=64 type=d alias=+0 align=16 words (r56.0)
//.declare  (1158)  rf=r size=64 type=ud alias=+0 align=16 words (r106.0)
//.declare  (1159)  rf=r size=64 type=ud alias=+0 align=16 words (r104.0)
//.declare  (1160)  rf=r size=64 type=ud alias=+0 align=16 words (r16.0)
//.declare  (1161)  rf=r size=64 type=ud alias=+0 align=16 words (r18.0)
//.declare  (1162)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (1163)  rf=r size=64 type=d alias=+0 align=16 words (r18.0)
//.declare  (1164)  rf=r size=64 type=ud alias=+0 align=16 words (r102.0)
//.declare  (1165)  rf=r size=64 type=ud alias=+0 align=16 words (r100.0)
//.declare  (1166)  rf=r size=64 type=ud alias=+0 align=16 words (r20.0)
//.declare  (1167)  rf=r size=64 type=ud alias=+0 align=16 words (r22.0)
//.declare  (1168)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1169)  rf=r size=64 type=d alias=+0 align=16 words (r22.0)
//.declare  (1170)  rf=r size=64 type=ud alias=+0 align=16 words (r4.0)
//.declare  (1171)  rf=r size=64 type=ud alias=+0 align=16 words (r10.0)
//.declare  (1172)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1173)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (1174)  rf=r size=64 type=ud alias=+0 align=16 words (r12.0)
//.declare  (1175)  rf=r size=64 type=ud alias=+0 align=16 words (r14.0)
//.declare  (1176)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1177)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (1178)  rf=r size=64 type=uq alias=+0 align=16 words (r4.0)
//.declare  (1179)  rf=r size=64 type=uq alias=+0 align=16 words (r10.0)
//.declare  (1180)  rf=r size=64 type=uq alias=+0 align=16 words (r12.0)
//.declare  (1181)  rf=r size=64 type=uq alias=+0 align=16 words (r14.0)
//.declare  (1182)  rf=r size=64 type=uq alias=+0 align=16 words (r4.0)
//.declare  (1183)  rf=r size=64 type=uq alias=+0 align=16 words (r10.0)
//.declare  (1184)  rf=r size=64 type=uq alias=+0 align=16 words (r12.0)
//.declare  (1185)  rf=r size=64 type=uq alias=+0 align=16 words (r14.0)
//.declare  (1186)  rf=r size=64 type=uq alias=+0 align=16 words (r16.0)
//.declare  (1187)  rf=r size=64 type=uq alias=+0 align=16 words (r18.0)
//.declare  (1188)  rf=r size=64 type=uq alias=+0 align=16 words (r20.0)
//.declare  (1189)  rf=r size=64 type=uq alias=+0 align=16 words (r22.0)
//.declare  (1190)  rf=r size=64 type=ud alias=+0 align=16 words (r18.0)
//.declare  (1191)  rf=r size=64 type=ud alias=+0 align=16 words (r20.0)
//.declare  (1192)  rf=r size=64 type=d alias=+0 align=16 words (r18.0)
//.declare  (1193)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1194)  rf=r size=64 type=ud alias=+0 align=16 words (r12.0)
//.declare  (1195)  rf=r size=64 type=ud alias=+0 align=16 words (r14.0)
//.declare  (1196)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1197)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (1198)  rf=r size=64 type=ud alias=+0 align=16 words (r4.0)
//.declare  (1199)  rf=r size=64 type=ud alias=+0 align=16 words (r24.0)
//.declare  (1200)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1201)  rf=r size=64 type=d alias=+0 align=16 words (r24.0)
//.declare  (1202)  rf=r size=64 type=ud alias=+0 align=16 words (r22.0)
//.declare  (1203)  rf=r size=64 type=ud alias=+0 align=16 words (r28.0)
//.declare  (1204)  rf=r size=64 type=d alias=+0 align=16 words (r22.0)
//.declare  (1205)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (1206)  rf=r size=64 type=uq alias=+0 align=16 words (r18.0)
//.declare  (1207)  rf=r size=64 type=uq alias=+0 align=16 words (r20.0)
//.declare  (1208)  rf=r size=64 type=uq alias=+0 align=16 words (r12.0)
//.declare  (1209)  rf=r size=64 type=uq alias=+0 align=16 words (r14.0)
//.declare  (1210)  rf=r size=64 type=ud alias=+0 align=16 words (r14.0)
//.declare  (1211)  rf=r size=64 type=ud alias=+0 align=16 words (r18.0)
//.declare  (1212)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (1213)  rf=r size=64 type=d alias=+0 align=16 words (r18.0)
//.declare  (1214)  rf=r size=64 type=ud alias=+0 align=16 words (r12.0)
//.declare  (1215)  rf=r size=64 type=ud alias=+0 align=16 words (r16.0)
//.declare  (1216)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1217)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (1218)  rf=r size=64 type=ud alias=+0 align=16 words (r12.0)
//.declare  (1219)  rf=r size=64 type=ud alias=+0 align=16 words (r16.0)
//.declare  (1220)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1221)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (1222)  rf=r size=64 type=ud alias=+0 align=16 words (r28.0)
//.declare  (1223)  rf=r size=64 type=ud alias=+0 align=16 words (r36.0)
//.declare  (1224)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (1225)  rf=r size=64 type=d alias=+0 align=16 words (r36.0)
//.declare  (1226)  rf=r size=64 type=uq alias=+0 align=16 words (r42.0)
//.declare  (1227)  rf=r size=64 type=uq alias=+0 align=16 words (r26.0)
//.declare  (1228)  rf=r size=64 type=uq alias=+0 align=16 words (r32.0)
//.declare  (1229)  rf=r size=64 type=uq alias=+0 align=16 words (r10.0)
//.declare  (1230)  rf=r size=64 type=uq alias=+0 align=16 words (r40.0)
//.declare  (1231)  rf=r size=64 type=uq alias=+0 align=16 words (r20.0)
//.declare  (1232)  rf=r size=64 type=uq alias=+0 align=16 words (r22.0)
//.declare  (1233)  rf=r size=64 type=uq alias=+0 align=16 words (r4.0)
//.declare  (1234)  rf=r size=64 type=uq alias=+0 align=16 words (r42.0)
//.declare  (1235)  rf=r size=64 type=uq alias=+0 align=16 words (r26.0)
//.declare  (1236)  rf=r size=64 type=uq alias=+0 align=16 words (r32.0)
//.declare  (1237)  rf=r size=64 type=uq alias=+0 align=16 words (r10.0)
//.declare  (1238)  rf=r size=64 type=uq alias=+0 align=16 words (r32.0)
//.declare  (1239)  rf=r size=64 type=uq alias=+0 align=16 words (r34.0)
//.declare  (1240)  rf=r size=64 type=uq alias=+0 align=16 words (r36.0)
//.declare  (1241)  rf=r size=64 type=uq alias=+0 align=16 words (r38.0)
//.declare  (1242)  rf=r size=64 type=uq alias=+0 align=16 words (r48.0)
//.declare  (1243)  rf=r size=64 type=uq alias=+0 align=16 words (r50.0)
//.declare  (1244)  rf=r size=64 type=uq alias=+0 align=16 words (r52.0)
//.declare  (1245)  rf=r size=64 type=uq alias=+0 align=16 words (r54.0)
//.declare  (1246)  rf=r size=64 type=ud alias=+0 align=16 words (r40.0)
//.declare  (1247)  rf=r size=64 type=ud alias=+0 align=16 words (r42.0)
//.declare  (1248)  rf=r size=64 type=ud alias=+0 align=16 words (r24.0)
//.declare  (1249)  rf=r size=64 type=ud alias=+0 align=16 words (r26.0)
//.declare  (1250)  rf=r size=64 type=ud alias=+0 align=16 words (r54.0)
//.declare  (1251)  rf=r size=64 type=ud alias=+0 align=16 words (r56.0)
//.declare  (1252)  rf=r size=64 type=d alias=+0 align=16 words (r54.0)
//.declare  (1253)  rf=r size=64 type=d alias=+0 align=16 words (r56.0)
//.declare  (1254)  rf=r size=64 type=ud alias=+0 align=16 words (r44.0)
//.declare  (1255)  rf=r size=64 type=ud alias=+0 align=16 words (r46.0)
//.declare  (1256)  rf=r size=64 type=ud alias=+0 align=16 words (r28.0)
//.declare  (1257)  rf=r size=64 type=ud alias=+0 align=16 words (r30.0)
//.declare  (1258)  rf=r size=64 type=ud alias=+0 align=16 words (r50.0)
//.declare  (1259)  rf=r size=64 type=ud alias=+0 align=16 words (r52.0)
//.declare  (1260)  rf=r size=64 type=d alias=+0 align=16 words (r50.0)
//.declare  (1261)  rf=r size=64 type=d alias=+0 align=16 words (r52.0)
//.declare  (1262)  rf=r size=64 type=ud alias=+0 align=16 words (r16.0)
//.declare  (1263)  rf=r size=64 type=ud alias=+0 align=16 words (r18.0)
//.declare  (1264)  rf=r size=64 type=ud alias=+0 align=16 words (r58.0)
//.declare  (1265)  rf=r size=64 type=ud alias=+0 align=16 words (r24.0)
//.declare  (1266)  rf=r size=64 type=d alias=+0 align=16 words (r58.0)
//.declare  (1267)  rf=r size=64 type=d alias=+0 align=16 words (r24.0)
//.declare  (1268)  rf=r size=64 type=ud alias=+0 align=16 words (r20.0)
//.declare  (1269)  rf=r size=64 type=ud alias=+0 align=16 words (r22.0)
//.declare  (1270)  rf=r size=64 type=ud alias=+0 align=16 words (r62.0)
//.declare  (1271)  rf=r size=64 type=ud alias=+0 align=16 words (r28.0)
//.declare  (1272)  rf=r size=64 type=d alias=+0 align=16 words (r62.0)
//.declare  (1273)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (1274)  rf=r size=64 type=ud alias=+0 align=16 words (r4.0)
//.declare  (1275)  rf=r size=64 type=ud alias=+0 align=16 words (r10.0)
//.declare  (1276)  rf=r size=64 type=ud alias=+0 align=16 words (r40.0)
//.declare  (1277)  rf=r size=64 type=ud alias=+0 align=16 words (r42.0)
//.declare  (1278)  rf=r size=64 type=d alias=+0 align=16 words (r40.0)
//.declare  (1279)  rf=r size=64 type=d alias=+0 align=16 words (r42.0)
//.declare  (1280)  rf=r size=64 type=ud alias=+0 align=16 words (r12.0)
//.declare  (1281)  rf=r size=64 type=ud alias=+0 align=16 words (r14.0)
//.declare  (1282)  rf=r size=64 type=ud alias=+0 align=16 words (r38.0)
//.declare  (1283)  rf=r size=64 type=ud alias=+0 align=16 words (r44.0)
//.declare  (1284)  rf=r size=64 type=d alias=+0 align=16 words (r38.0)
//.declare  (1285)  rf=r size=64 type=d alias=+0 align=16 words (r44.0)
//.declare  (1286)  rf=r size=64 type=ud alias=+0 align=16 words (r70.0)
//.declare  (1287)  rf=r size=64 type=ud alias=+0 align=16 words (r68.0)
//.declare  (1288)  rf=r size=64 type=d alias=+0 align=16 words (r70.0)
//.declare  (1289)  rf=r size=64 type=d alias=+0 align=16 words (r68.0)
//.declare  (1290)  rf=r size=64 type=ud alias=+0 align=16 words (r66.0)
//.declare  (1291)  rf=r size=64 type=ud alias=+0 align=16 words (r64.0)
//.declare  (1292)  rf=r size=64 type=d alias=+0 align=16 words (r66.0)
//.declare  (1293)  rf=r size=64 type=d alias=+0 align=16 words (r64.0)
//.declare  (1294)  rf=r size=64 type=uq alias=+0 align=16 words (r70.0)
//.declare  (1295)  rf=r size=64 type=uq alias=+0 align=16 words (r68.0)
//.declare  (1296)  rf=r size=64 type=uq alias=+0 align=16 words (r66.0)
//.declare  (1297)  rf=r size=64 type=uq alias=+0 align=16 words (r64.0)
//.declare  (1298)  rf=r size=64 type=uq alias=+0 align=16 words (r58.0)
//.declare  (1299)  rf=r size=64 type=uq alias=+0 align=16 words (r32.0)
//.declare  (1300)  rf=r size=64 type=uq alias=+0 align=16 words (r28.0)
//.declare  (1301)  rf=r size=64 type=uq alias=+0 align=16 words (r26.0)
//.declare  (1302)  rf=r size=64 type=uq alias=+0 align=16 words (r40.0)
//.declare  (1303)  rf=r size=64 type=uq alias=+0 align=16 words (r42.0)
//.declare  (1304)  rf=r size=64 type=uq alias=+0 align=16 words (r38.0)
//.declare  (1305)  rf=r size=64 type=uq alias=+0 align=16 words (r44.0)
//.declare  (1306)  rf=r size=64 type=d alias=+0 align=16 words (r58.0)
//.declare  (1307)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (1308)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (1309)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (1310)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1311)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (1312)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (1313)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (1314)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (1315)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (1316)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (1317)  rf=r size=64 type=d alias=+0 align=16 words (r34.0)
//.declare  (1318)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (1319)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (1320)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (1321)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (1322)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (1323)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (1324)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (1325)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (1326)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (1327)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (1328)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (1329)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (1330)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (1331)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (1332)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (1333)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (1334)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (1335)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (1336)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (1337)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (1338)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (1339)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (1340)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (1341)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (1342)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (1343)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (1344)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (1345)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (1346)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (1347)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (1348)  rf=r size=32 type=d align=16 words (r36.0)
//.declare  (1349)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (1350)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (1351)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (1352)  rf=r size=32 type=d align=16 words (r40.0)
//.declare  (1353)  rf=r size=32 type=d align=16 words (r41.0)
//.declare  (1354)  rf=r size=32 type=d align=16 words (r42.0)
//.declare  (1355)  rf=r size=32 type=d align=16 words (r43.0)
//.declare  (1356)  rf=r size=32 type=d align=16 words (r44.0)
//.declare  (1357)  rf=r size=32 type=d align=16 words (r45.0)
//.declare  (1358)  rf=r size=32 type=d align=16 words (r46.0)
//.declare  (1359)  rf=r size=32 type=d align=16 words (r47.0)
//.declare  (1360)  rf=r size=32 type=d align=16 words (r48.0)
//.declare  (1361)  rf=r size=32 type=d align=16 words (r49.0)
//.declare  (1362)  rf=r size=32 type=d align=16 words (r50.0)
//.declare  (1363)  rf=r size=32 type=d align=16 words (r51.0)
//.declare  (1364)  rf=r size=32 type=d align=16 words (r52.0)
//.declare  (1365)  rf=r size=32 type=d align=16 words (r53.0)
//.declare  (1366)  rf=r size=32 type=d align=16 words (r54.0)
//.declare  (1367)  rf=r size=32 type=d align=16 words (r55.0)
//.declare  (1368)  rf=r size=32 type=d align=16 words (r56.0)
//.declare  (1369)  rf=r size=32 type=d align=16 words (r57.0)
//.declare  (1370)  rf=r size=32 type=d align=16 words (r58.0)
//.declare  (1371)  rf=r size=32 type=d align=16 words (r59.0)
//.declare  (1372)  rf=r size=32 type=d align=16 words (r60.0)
//.declare  (1373)  rf=r size=32 type=d align=16 words (r61.0)
//.declare  (1374)  rf=r size=32 type=d align=16 words (r62.0)
//.declare  (1375)  rf=r size=32 type=d align=16 words (r63.0)
//.declare  (1376)  rf=r size=32 type=d align=16 words (r64.0)
//.declare  (1377)  rf=r size=32 type=d align=16 words (r65.0)
//.declare  (1378)  rf=r size=32 type=d align=16 words (r66.0)
//.declare  (1379)  rf=r size=32 type=d align=16 words (r67.0)
//.declare  (1380)  rf=r size=32 type=d align=16 words (r68.0)
//.declare  (1381)  rf=r size=32 type=d align=16 words (r69.0)
//.declare  (1382)  rf=r size=32 type=d align=16 words (r70.0)
//.declare  (1383)  rf=r size=32 type=d align=16 words (r71.0)
//.declare  (1384)  rf=r size=32 type=d align=16 words (r72.0)
//.declare  (1385)  rf=r size=32 type=d align=16 words (r73.0)
//.declare  (1386)  rf=r size=32 type=d align=16 words (r74.0)
//.declare  (1387)  rf=r size=32 type=d align=16 words (r75.0)
//.declare  (1388)  rf=r size=32 type=d align=16 words (r76.0)
//.declare  (1389)  rf=r size=32 type=d align=16 words (r77.0)
//.declare  (1390)  rf=r size=32 type=d align=16 words (r78.0)
//.declare  (1391)  rf=r size=32 type=d align=16 words (r79.0)

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
// | V0635    | :uq      |      8 | r8       | general    |
// | V0636    | :uq      |      8 | r8+8     | general    |
// | V0637    | :uq      |      8 | r8+16    | general    |
// | V0638    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B008}
_main:
(W)     mov (8|M0)               r94.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r94.1<0;1,0>:d   {Compacted}        // $2
(W)     mov (1|M0)               r95.1<1>:q    4294967296:q                                          // $71
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r18.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r118.0<1>:d   r4.0<8;8,1>:d     3:w                                 // $9
        shl (16|M16)             r116.0<1>:d   r18.0<8;8,1>:d    3:w                                 // $10
        send (16|M0)             r10:w    r118    0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $24
        send (16|M0)             r14:w    r118    0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $12
        send (16|M16)            r20:w    r116    0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $26
        send (16|M16)            r24:w    r116    0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $14
        mov (8|M0)               r114.0<2>:d   r10.0<8;8,1>:d                                        // $27
        mov (8|M0)               r114.1<2>:d   r12.0<8;8,1>:d                                        // $29
        mov (8|M0)               r84.0<2>:d    r14.0<8;8,1>:d                                        // $15
        mov (8|M8)               r112.0<2>:d   r11.0<8;8,1>:d                                        // $28
        mov (8|M8)               r82.0<2>:d    r15.0<8;8,1>:d                                        // $16
        mov (8|M8)               r112.1<2>:d   r13.0<8;8,1>:d                                        // $30
        mov (8|M16)              r110.0<2>:d   r20.0<8;8,1>:d                                        // $31
        mov (8|M16)              r80.0<2>:d    r24.0<8;8,1>:d                                        // $19
        or (8|M0)                r92.0<1>:q    r114.0<4;4,1>:q   1:w                                 // $35
        mov (8|M0)               r4.0<1>:ud    r84.0<2;1,0>:ud                                       // $37
        mov (8|M16)              r110.1<2>:d   r22.0<8;8,1>:d                                        // $33
        mov (8|M8)               r5.0<1>:ud    r82.0<2;1,0>:ud                                       // $37
        or (8|M8)                r90.0<1>:q    r112.0<4;4,1>:q   1:w                                 // $35
        mov (8|M24)              r108.0<2>:d   r21.0<8;8,1>:d                                        // $32
        mov (8|M16)              r10.0<1>:ud   r80.0<2;1,0>:ud                                       // $49
        mov (8|M0)               r28.0<1>:ud   r92.0<2;1,0>:ud                                       // $39
        mov (8|M24)              r108.1<2>:d   r23.0<8;8,1>:d                                        // $34
        or (8|M16)               r88.0<1>:q    r110.0<4;4,1>:q   1:w                                 // $36
        mov (8|M24)              r8.0<2>:d     r25.0<8;8,1>:d                                        // $20
        mov (8|M8)               r29.0<1>:ud   r90.0<2;1,0>:ud                                       // $39
        mov (8|M0)               r20.0<1>:ud   r92.1<2;1,0>:ud                                       // $40
        mov (8|M8)               r21.0<1>:ud   r90.1<2;1,0>:ud                                       // $40
(W)     mul (8|M0)               acc0.0<1>:ud  r4.0<8;8,1>:ud    r28.0<2;1,0>:uw                     // $42
        or (8|M24)               r86.0<1>:q    r108.0<4;4,1>:q   1:w                                 // $36
        mov (8|M16)              r12.0<1>:ud   r88.0<2;1,0>:ud                                       // $51
        mov (8|M24)              r11.0<1>:ud   r8.0<2;1,0>:ud                                        // $49
        mov (8|M16)              r22.0<1>:ud   r88.1<2;1,0>:ud                                       // $52
        mov (8|M0)               r84.1<2>:d    r16.0<8;8,1>:d                                        // $17
        mov (8|M8)               r82.1<2>:d    r17.0<8;8,1>:d                                        // $18
        mach (8|M0)              r18.0<1>:d    r4.0<8;8,1>:ud    r28.0<8;8,1>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r5.0<8;8,1>:ud    r29.0<2;1,0>:uw                     // $42
        mov (8|M24)              r13.0<1>:ud   r86.0<2;1,0>:ud                                       // $51
        mov (8|M24)              r23.0<1>:ud   r86.1<2;1,0>:ud                                       // $52
        mov (8|M16)              r80.1<2>:d    r26.0<8;8,1>:d                                        // $21
        mov (8|M24)              r8.1<2>:d     r27.0<8;8,1>:d                                        // $22
        mul (16|M0)              r34.0<1>:d    r4.0<8;8,1>:ud    r20.0<8;8,1>:d                      // $43
        mach (8|M8)              r19.0<1>:d    r5.0<8;8,1>:ud    r29.0<8;8,1>:ud  {AccWrEn}          // $43
(W)     mul (8|M0)               acc0.0<1>:ud  r10.0<8;8,1>:ud   r12.0<2;1,0>:uw                     // $54
        mul (16|M16)             r14.0<1>:d    r10.0<8;8,1>:ud   r22.0<8;8,1>:d                      // $55
        mov (8|M0)               r32.0<1>:ud   r84.1<2;1,0>:ud                                       // $38
        mov (8|M8)               r33.0<1>:ud   r82.1<2;1,0>:ud                                       // $38
        mov (8|M16)              r36.0<1>:ud   r80.1<2;1,0>:ud                                       // $50
        mov (8|M24)              r37.0<1>:ud   r8.1<2;1,0>:ud                                        // $50
        mach (8|M16)             r30.0<1>:d    r10.0<8;8,1>:ud   r12.0<8;8,1>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r11.0<8;8,1>:ud   r13.0<2;1,0>:uw                     // $54
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $44
        mul (16|M0)              r34.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:ud                     // $45
        mul (16|M0)              r16.0<1>:ud   r4.0<8;8,1>:ud    r28.0<8;8,1>:ud  {Compacted}        // $41
        mach (8|M24)             r31.0<1>:d    r11.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn}          // $55
        mul (16|M16)             r24.0<1>:ud   r10.0<8;8,1>:ud   r12.0<8;8,1>:ud                     // $53
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $46
        mov (8|M0)               r20.0<2>:ud   r16.0<8;8,1>:ud                                       // $47
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r14.0<8;8,1>:d                      // $56
        mul (16|M16)             r14.0<1>:d    r36.0<8;8,1>:d    r12.0<8;8,1>:ud                     // $57
        mov (8|M16)              r22.0<2>:ud   r24.0<8;8,1>:ud                                       // $59
        mov (8|M24)              r32.0<2>:ud   r25.0<8;8,1>:ud                                       // $59
        add (8|M0)               r4.0<1>:q     r84.0<4;4,1>:q    -r92.0<4;4,1>:q                     // $61
        add (8|M16)              r10.0<1>:q    r80.0<4;4,1>:q    -r88.0<4;4,1>:q                     // $62
        mov (8|M0)               r20.1<2>:d    r18.0<8;8,1>:d                                        // $48
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r14.0<8;8,1>:d                      // $58
        add (8|M24)              r12.0<1>:q    r8.0<4;4,1>:q     -r86.0<4;4,1>:q                     // $62
        mov (8|M0)               r50.0<1>:q    (abs)r92.0<4;4,1>:q                                   // $67
        mov (8|M8)               r48.0<1>:q    (abs)r90.0<4;4,1>:q                                   // $67
        mov (8|M16)              r44.0<1>:q    (abs)r88.0<4;4,1>:q                                   // $68
        mov (8|M24)              r42.0<1>:q    (abs)r86.0<4;4,1>:q                                   // $68
        mov (8|M16)              r22.1<2>:d    r30.0<8;8,1>:d                                        // $60
        mov (8|M24)              r32.1<2>:d    r31.0<8;8,1>:d                                        // $60
        mov (8|M0)               r58.0<1>:q    (abs)r84.0<4;4,1>:q                                   // $65
        mov (8|M8)               r56.0<1>:q    (abs)r82.0<4;4,1>:q                                   // $65
        mov (8|M16)              r54.0<1>:q    (abs)r80.0<4;4,1>:q                                   // $66
        mov (8|M24)              r52.0<1>:q    (abs)r8.0<4;4,1>:q                                    // $66
        add (8|M0)               r60.0<1>:q    r20.0<4;4,1>:q    r4.0<4;4,1>:q                       // $63
        add (8|M16)              r66.0<1>:q    r22.0<4;4,1>:q    r10.0<4;4,1>:q                      // $64
        add (8|M24)              r62.0<1>:q    r32.0<4;4,1>:q    r12.0<4;4,1>:q                      // $64
        or (8|M0)                r4.0<1>:q     r50.0<4;4,1>:q    r58.0<4;4,1>:q                      // $69
        or (8|M8)                r14.0<1>:q    r48.0<4;4,1>:q    r56.0<4;4,1>:q                      // $69
        or (8|M16)               r10.0<1>:q    r44.0<4;4,1>:q    r54.0<4;4,1>:q                      // $70
        or (8|M24)               r12.0<1>:q    r42.0<4;4,1>:q    r52.0<4;4,1>:q                      // $70
        mov (8|M8)               r26.0<2>:ud   r17.0<8;8,1>:ud                                       // $47
        add (8|M8)               r28.0<1>:q    r82.0<4;4,1>:q    -r90.0<4;4,1>:q                     // $61
        mov (8|M8)               r26.1<2>:d    r19.0<8;8,1>:d                                        // $48
        cmp (8|M0)    (lt)f0.0   null<1>:q     r4.0<4;4,1>:uq    r95.1<0;1,0>:uq                     // $72
        cmp (8|M8)    (lt)f0.0   null<1>:q     r14.0<4;4,1>:uq   r95.1<0;1,0>:uq                     // $72
        cmp (8|M16)   (lt)f0.0   null<1>:q     r10.0<4;4,1>:uq   r95.1<0;1,0>:uq                     // $73
        cmp (8|M24)   (lt)f0.0   null<1>:q     r12.0<4;4,1>:uq   r95.1<0;1,0>:uq                     // $73
        add (8|M8)               r64.0<1>:q    r26.0<4;4,1>:q    r28.0<4;4,1>:q                      // $63
(~f0.0) if (32|M0)                           _0_022            _0_027                                // $74
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_023:
(W)     mov (1|M0)               r95.4<1>:d    63:w                                                  // $76
        mov (8|M0)               r16.0<1>:q    0:w                                                   // $77
        mov (8|M8)               r46.0<1>:q    0:w                                                   // $77
        mov (8|M16)              r40.0<1>:q    0:w                                                   // $78
        mov (8|M24)              r38.0<1>:q    0:w                                                   // $78
        mov (8|M0)               r36.0<1>:q    0:w                                                   // $79
        mov (8|M8)               r34.0<1>:q    0:w                                                   // $79
        mov (8|M16)              r32.0<1>:q    0:w                                                   // $80
        mov (8|M24)              r6.0<1>:q     0:w                                                   // $80
// B002: [inDivergent],  Preds:{B006, B001},  Succs:{B003, B004}
_0_024:
(W)     mov (1|M0)               r95.0<1>:q    r95.4<0;1,0>:ud                                       // $84
        shl (8|M0)               r4.0<1>:q     r16.0<4;4,1>:q    1:w                                 // $82
        shl (8|M8)               r10.0<1>:q    r46.0<4;4,1>:q    1:w                                 // $82
        shl (8|M16)              r12.0<1>:q    r40.0<4;4,1>:q    1:w                                 // $83
        shl (8|M24)              r14.0<1>:q    r38.0<4;4,1>:q    1:w                                 // $83
        shr (8|M0)               r16.0<1>:q    r58.0<4;4,1>:uq   r95.0<0;1,0>:q                      // $85
        shr (8|M8)               r18.0<1>:q    r56.0<4;4,1>:uq   r95.0<0;1,0>:q                      // $85
        shr (8|M16)              r20.0<1>:q    r54.0<4;4,1>:uq   r95.0<0;1,0>:q                      // $86
        shr (8|M24)              r22.0<1>:q    r52.0<4;4,1>:uq   r95.0<0;1,0>:q                      // $86
        and (8|M0)               r24.0<1>:q    r16.0<4;4,1>:q    1:w                                 // $87
        and (8|M8)               r26.0<1>:q    r18.0<4;4,1>:q    1:w                                 // $87
        and (8|M16)              r28.0<1>:q    r20.0<4;4,1>:q    1:w                                 // $88
        and (8|M24)              r30.0<1>:q    r22.0<4;4,1>:q    1:w                                 // $88
        or (8|M0)                r16.0<1>:q    r24.0<4;4,1>:q    r4.0<4;4,1>:q                       // $89
        or (8|M8)                r46.0<1>:q    r26.0<4;4,1>:q    r10.0<4;4,1>:q                      // $89
        or (8|M16)               r40.0<1>:q    r28.0<4;4,1>:q    r12.0<4;4,1>:q                      // $90
        or (8|M24)               r38.0<1>:q    r30.0<4;4,1>:q    r14.0<4;4,1>:q                      // $90
        cmp (8|M0)    (lt)f0.0   null<1>:q     r16.0<4;4,1>:uq   r50.0<4;4,1>:uq                     // $91
        cmp (8|M8)    (lt)f0.0   null<1>:q     r46.0<4;4,1>:uq   r48.0<4;4,1>:uq                     // $91
        cmp (8|M16)   (lt)f0.0   null<1>:q     r40.0<4;4,1>:uq   r44.0<4;4,1>:uq                     // $92
        cmp (8|M24)   (lt)f0.0   null<1>:q     r38.0<4;4,1>:uq   r42.0<4;4,1>:uq                     // $92
(~f0.0) if (32|M0)                           _0_025            _0_025                                // $93
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_026:
(W)     mov (1|M0)               r3.0<1>:w     1:w                                                   // $97
        add (8|M0)               r16.0<1>:q    r16.0<4;4,1>:q    -(abs)r92.0<4;4,1>:q                // $95
        add (8|M8)               r46.0<1>:q    r46.0<4;4,1>:q    -(abs)r90.0<4;4,1>:q                // $95
        add (8|M16)              r40.0<1>:q    r40.0<4;4,1>:q    -(abs)r88.0<4;4,1>:q                // $96
        add (8|M24)              r38.0<1>:q    r38.0<4;4,1>:q    -(abs)r86.0<4;4,1>:q                // $96
(W)     shl (1|M0)               r4.0<1>:q     r3.0<0;1,0>:w     r95.0<0;1,0>:q                      // $97
        or (8|M0)                r36.0<1>:q    r4.0<0;1,0>:q     r36.0<4;4,1>:q                      // $98
        or (8|M8)                r34.0<1>:q    r4.0<0;1,0>:q     r34.0<4;4,1>:q                      // $98
        or (8|M16)               r32.0<1>:q    r4.0<0;1,0>:q     r32.0<4;4,1>:q                      // $99
        or (8|M24)               r6.0<1>:q     r4.0<0;1,0>:q     r6.0<4;4,1>:q                       // $99
// B004: [inDivergent],  Preds:{B003, B002},  Succs:{B005, B007}
_0_025:
        endif (32|M0)                        L2248                                                   // $93
L2248:
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r95.4<0;1,0>:d    0:w                                 // $101
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r95.4<0;1,0>:d    0:w                                 // $102
(f1.0)  break (32|M0)                        _int64_arith_k0_4_cf  _int64_arith_k0_4_cf              // $103
// B005: [inDivergent],  Preds:{B004},  Succs:{B006}
_0_028:
(W)     add (1|M0)               r95.4<1>:d    r95.4<0;1,0>:d    -1:w                                // $105
// B006: [inDivergent],  Preds:{B005},  Succs:{B002}
_int64_arith_k0_4_cf:
        while (32|M0)                        _0_024                                                  // $106
// B007: [inDivergent],  Preds:{B004},  Succs:{B009}
_int64_arith_k0_3_cf:
        else (32|M0)                         _0_027            _0_027                                // $74
// B008: [inDivergent],  Preds:{B000},  Succs:{B009}
_0_022:
        mov (8|M0)               r4.0<2>:d     (abs)r84.0<4;4,1>:q                                   // $108
        mov (8|M8)               r12.0<2>:d    (abs)r82.0<4;4,1>:q                                   // $108
        mov (8|M16)              r14.0<2>:d    (abs)r80.0<4;4,1>:q                                   // $109
        mov (8|M24)              r18.0<2>:d    (abs)r8.0<4;4,1>:q                                    // $109
        mov (8|M0)               r20.0<2>:d    (abs)r92.0<4;4,1>:q                                   // $110
        mov (8|M8)               r24.0<2>:d    (abs)r90.0<4;4,1>:q                                   // $110
        mov (8|M16)              r26.0<2>:d    (abs)r88.0<4;4,1>:q                                   // $111
        mov (8|M24)              r28.0<2>:d    (abs)r86.0<4;4,1>:q                                   // $111
        mov (8|M0)               r10.0<1>:d    r4.0<2;1,0>:d                                         // $108
        mov (8|M8)               r11.0<1>:d    r12.0<2;1,0>:d                                        // $108
        mov (8|M16)              r16.0<1>:d    r14.0<2;1,0>:d                                        // $109
        mov (8|M24)              r17.0<1>:d    r18.0<2;1,0>:d                                        // $109
        mov (8|M0)               r22.0<1>:d    r20.0<2;1,0>:d                                        // $110
        mov (8|M8)               r23.0<1>:d    r24.0<2;1,0>:d                                        // $110
        mov (8|M16)              r4.0<1>:d     r26.0<2;1,0>:d                                        // $111
        mov (8|M24)              r5.0<1>:d     r28.0<2;1,0>:d                                        // $111
        math.iqot (8|M0)         r10.0<1>:ud   r10.0<8;8,1>:ud   r22.0<8;8,1>:ud  {Compacted}        // $613
        math.iqot (8|M8)         r11.0<1>:ud   r11.0<8;8,1>:ud   r23.0<8;8,1>:ud  {Compacted}        // $112
        math.iqot (8|M16)        r16.0<1>:ud   r16.0<8;8,1>:ud   r4.0<8;8,1>:ud                      // $613
        math.iqot (8|M24)        r17.0<1>:ud   r17.0<8;8,1>:ud   r5.0<8;8,1>:ud                      // $113
        mov (8|M0)               r36.0<1>:q    r10.0<8;8,1>:ud                                       // $114
        mov (8|M8)               r34.0<1>:q    r11.0<8;8,1>:ud                                       // $114
        mov (8|M16)              r32.0<1>:q    r16.0<8;8,1>:ud                                       // $115
        mov (8|M24)              r6.0<1>:q     r17.0<8;8,1>:ud                                       // $115
// B009: Preds:{B008, B007},  Succs:{B010, B015}
_0_027:
        endif (32|M0)                        L2728                                                   // $74
L2728:
        xor (8|M0)    (lt)f1.0   null<1>:q     r114.0<4;4,1>:q   r84.0<4;4,1>:q                      // $117
        xor (8|M8)    (lt)f1.0   null<1>:q     r112.0<4;4,1>:q   r82.0<4;4,1>:q                      // $117
        xor (8|M16)   (lt)f1.0   null<1>:q     r110.0<4;4,1>:q   r80.0<4;4,1>:q                      // $119
        xor (8|M24)   (lt)f1.0   null<1>:q     r108.0<4;4,1>:q   r8.0<4;4,1>:q                       // $119
        mov (8|M0)               r56.0<1>:q    (abs)r84.0<4;4,1>:q                                   // $127
        mov (8|M8)               r54.0<1>:q    (abs)r82.0<4;4,1>:q                                   // $127
        mov (8|M16)              r52.0<1>:q    (abs)r80.0<4;4,1>:q                                   // $128
(f1.0)  sel (8|M0)               r4.0<1>:q     -r36.0<4;4,1>:q   r36.0<4;4,1>:q                      // $121
(f1.0)  sel (8|M8)               r10.0<1>:q    -r34.0<4;4,1>:q   r34.0<4;4,1>:q                      // $121
(f1.0)  sel (8|M16)              r12.0<1>:q    -r32.0<4;4,1>:q   r32.0<4;4,1>:q                      // $122
(f1.0)  sel (8|M24)              r14.0<1>:q    -r6.0<4;4,1>:q    r6.0<4;4,1>:q                       // $122
        mov (8|M24)              r46.0<1>:q    (abs)r8.0<4;4,1>:q                                    // $128
        cmp (8|M0)    (lt)f0.0   null<1>:q     r84.0<4;4,1>:q    0:w                                 // $125
        cmp (8|M8)    (lt)f0.0   null<1>:q     r82.0<4;4,1>:q    0:w                                 // $125
        add (8|M0)               r68.0<1>:q    r60.0<4;4,1>:q    r4.0<4;4,1>:q                       // $123
        add (8|M8)               r64.0<1>:q    r64.0<4;4,1>:q    r10.0<4;4,1>:q                      // $123
        add (8|M16)              r60.0<1>:q    r66.0<4;4,1>:q    r12.0<4;4,1>:q                      // $124
        add (8|M24)              r58.0<1>:q    r62.0<4;4,1>:q    r14.0<4;4,1>:q                      // $124
        or (8|M0)                r4.0<1>:q     r50.0<4;4,1>:q    r56.0<4;4,1>:q                      // $129
        or (8|M8)                r10.0<1>:q    r48.0<4;4,1>:q    r54.0<4;4,1>:q                      // $129
        or (8|M16)               r12.0<1>:q    r44.0<4;4,1>:q    r52.0<4;4,1>:q                      // $130
        or (8|M24)               r14.0<1>:q    r42.0<4;4,1>:q    r46.0<4;4,1>:q                      // $130
        cmp (8|M16)   (lt)f0.0   null<1>:q     r80.0<4;4,1>:q    0:w                                 // $126
        cmp (8|M24)   (lt)f0.0   null<1>:q     r8.0<4;4,1>:q     0:w                                 // $126
        cmp (8|M0)    (lt)f1.0   null<1>:q     r4.0<4;4,1>:uq    r95.1<0;1,0>:uq                     // $131
        cmp (8|M8)    (lt)f1.0   null<1>:q     r10.0<4;4,1>:uq   r95.1<0;1,0>:uq                     // $131
        cmp (8|M16)   (lt)f1.0   null<1>:q     r12.0<4;4,1>:uq   r95.1<0;1,0>:uq                     // $132
        cmp (8|M24)   (lt)f1.0   null<1>:q     r14.0<4;4,1>:uq   r95.1<0;1,0>:uq                     // $132
(~f1.0) if (32|M0)                           _0_029            _0_032                                // $133
// B010: [inDivergent],  Preds:{B009},  Succs:{B011}
_0_030:
(W)     mov (1|M0)               r95.0<1>:d    63:w                                                  // $135
        mov (8|M0)               r32.0<1>:q    0:w                                                   // $136
        mov (8|M8)               r40.0<1>:q    0:w                                                   // $136
        mov (8|M16)              r6.0<1>:q     0:w                                                   // $137
        mov (8|M24)              r2.0<1>:q     0:w                                                   // $137
// B011: [inDivergent],  Preds:{B013, B010},  Succs:{B012, B014}
_0_031:
        shr (8|M0)               r16.0<1>:q    r56.0<4;4,1>:uq   r95.0<0;1,0>:ud                     // $142
        shr (8|M8)               r18.0<1>:q    r54.0<4;4,1>:uq   r95.0<0;1,0>:ud                     // $142
        shr (8|M16)              r20.0<1>:q    r52.0<4;4,1>:uq   r95.0<0;1,0>:ud                     // $143
        shr (8|M24)              r22.0<1>:q    r46.0<4;4,1>:uq   r95.0<0;1,0>:ud                     // $143
        shl (8|M0)               r4.0<1>:q     r32.0<4;4,1>:q    1:w                                 // $139
        shl (8|M8)               r10.0<1>:q    r40.0<4;4,1>:q    1:w                                 // $139
        shl (8|M16)              r12.0<1>:q    r6.0<4;4,1>:q     1:w                                 // $140
        shl (8|M24)              r14.0<1>:q    r2.0<4;4,1>:q     1:w                                 // $140
        and (8|M0)               r24.0<1>:q    r16.0<4;4,1>:q    1:w                                 // $144
        and (8|M8)               r26.0<1>:q    r18.0<4;4,1>:q    1:w                                 // $144
        and (8|M16)              r28.0<1>:q    r20.0<4;4,1>:q    1:w                                 // $145
        and (8|M24)              r30.0<1>:q    r22.0<4;4,1>:q    1:w                                 // $145
        or (8|M0)                r32.0<1>:q    r24.0<4;4,1>:q    r4.0<4;4,1>:q                       // $146
        or (8|M8)                r34.0<1>:q    r26.0<4;4,1>:q    r10.0<4;4,1>:q                      // $146
        or (8|M16)               r36.0<1>:q    r28.0<4;4,1>:q    r12.0<4;4,1>:q                      // $147
        or (8|M24)               r38.0<1>:q    r30.0<4;4,1>:q    r14.0<4;4,1>:q                      // $147
        cmp (8|M0)    (lt)f1.0   null<1>:q     r32.0<4;4,1>:uq   r50.0<4;4,1>:uq                     // $148
        cmp (8|M8)    (lt)f1.0   null<1>:q     r34.0<4;4,1>:uq   r48.0<4;4,1>:uq                     // $148
        cmp (8|M16)   (lt)f1.0   null<1>:q     r36.0<4;4,1>:uq   r44.0<4;4,1>:uq                     // $149
        cmp (8|M24)   (lt)f1.0   null<1>:q     r38.0<4;4,1>:uq   r42.0<4;4,1>:uq                     // $149
(~f1.0) sel (8|M0)               r16.0<1>:q    (abs)r92.0<4;4,1>:q  0:w                              // $150
(~f1.0) sel (8|M8)               r18.0<1>:q    (abs)r90.0<4;4,1>:q  0:w                              // $150
(~f1.0) sel (8|M16)              r20.0<1>:q    (abs)r88.0<4;4,1>:q  0:w                              // $151
(~f1.0) sel (8|M24)              r22.0<1>:q    (abs)r86.0<4;4,1>:q  0:w                              // $151
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r95.0<0;1,0>:d    0:w                                 // $154
(W)     cmp (16|M16)  (eq)f1.0   null<1>:d     r95.0<0;1,0>:d    0:w                                 // $155
        add (8|M0)               r32.0<1>:q    r32.0<4;4,1>:q    -r16.0<4;4,1>:q                     // $152
        add (8|M8)               r40.0<1>:q    r34.0<4;4,1>:q    -r18.0<4;4,1>:q                     // $152
        add (8|M16)              r6.0<1>:q     r36.0<4;4,1>:q    -r20.0<4;4,1>:q                     // $153
        add (8|M24)              r2.0<1>:q     r38.0<4;4,1>:q    -r22.0<4;4,1>:q                     // $153
(f1.0)  break (32|M0)                        _int64_arith_k0_6_cf  _int64_arith_k0_6_cf              // $156
// B012: [inDivergent],  Preds:{B011},  Succs:{B013}
_0_033:
(W)     add (1|M0)               r95.0<1>:d    r95.0<0;1,0>:d    -1:w                                // $158
// B013: [inDivergent],  Preds:{B012},  Succs:{B011}
_int64_arith_k0_6_cf:
        while (32|M0)                        _0_031                                                  // $159
// B014: [inDivergent],  Preds:{B011},  Succs:{B016}
_int64_arith_k0_5_cf:
        else (32|M0)                         _0_032            _0_032                                // $133
// B015: [inDivergent],  Preds:{B009},  Succs:{B016}
_0_029:
        mov (8|M0)               r4.0<2>:d     (abs)r84.0<4;4,1>:q                                   // $161
        mov (8|M8)               r12.0<2>:d    (abs)r82.0<4;4,1>:q                                   // $161
        mov (8|M16)              r14.0<2>:d    (abs)r80.0<4;4,1>:q                                   // $162
        mov (8|M24)              r18.0<2>:d    (abs)r8.0<4;4,1>:q                                    // $162
        mov (8|M0)               r20.0<2>:d    (abs)r92.0<4;4,1>:q                                   // $163
        mov (8|M8)               r24.0<2>:d    (abs)r90.0<4;4,1>:q                                   // $163
        mov (8|M16)              r26.0<2>:d    (abs)r88.0<4;4,1>:q                                   // $164
        mov (8|M24)              r28.0<2>:d    (abs)r86.0<4;4,1>:q                                   // $164
        mov (8|M0)               r10.0<1>:d    r4.0<2;1,0>:d                                         // $161
        mov (8|M8)               r11.0<1>:d    r12.0<2;1,0>:d                                        // $161
        mov (8|M16)              r16.0<1>:d    r14.0<2;1,0>:d                                        // $162
        mov (8|M24)              r17.0<1>:d    r18.0<2;1,0>:d                                        // $162
        mov (8|M0)               r22.0<1>:d    r20.0<2;1,0>:d                                        // $163
        mov (8|M8)               r23.0<1>:d    r24.0<2;1,0>:d                                        // $163
        mov (8|M16)              r4.0<1>:d     r26.0<2;1,0>:d                                        // $164
        mov (8|M24)              r5.0<1>:d     r28.0<2;1,0>:d                                        // $164
        math.irem (8|M0)         r10.0<1>:ud   r10.0<8;8,1>:ud   r22.0<8;8,1>:ud  {Compacted}        // $613
        math.irem (8|M8)         r11.0<1>:ud   r11.0<8;8,1>:ud   r23.0<8;8,1>:ud  {Compacted}        // $165
        math.irem (8|M16)        r16.0<1>:ud   r16.0<8;8,1>:ud   r4.0<8;8,1>:ud                      // $613
        math.irem (8|M24)        r17.0<1>:ud   r17.0<8;8,1>:ud   r5.0<8;8,1>:ud                      // $166
        mov (8|M0)               r32.0<1>:q    r10.0<8;8,1>:ud                                       // $167
        mov (8|M8)               r40.0<1>:q    r11.0<8;8,1>:ud                                       // $167
        mov (8|M16)              r6.0<1>:q     r16.0<8;8,1>:ud                                       // $168
        mov (8|M24)              r2.0<1>:q     r17.0<8;8,1>:ud                                       // $168
// B016: Preds:{B015, B014},  Succs:{B017, B018}
_0_032:
        endif (32|M0)                        L4200                                                   // $133
L4200:
(f0.0)  sel (8|M0)               r4.0<1>:q     -r32.0<4;4,1>:q   r32.0<4;4,1>:q                      // $170
        and (8|M0)               r24.0<1>:q    r92.0<4;4,1>:q    63:w                                // $174
(f0.0)  sel (8|M8)               r10.0<1>:q    -r40.0<4;4,1>:q   r40.0<4;4,1>:q                      // $170
        and (8|M8)               r26.0<1>:q    r90.0<4;4,1>:q    63:w                                // $174
(f0.0)  sel (8|M16)              r12.0<1>:q    -r6.0<4;4,1>:q    r6.0<4;4,1>:q                       // $171
        and (8|M16)              r28.0<1>:q    r88.0<4;4,1>:q    63:w                                // $175
        shr (8|M0)               r98.0<1>:q    r84.0<4;4,1>:uq   32:w                                // $189
        add (8|M0)               r16.0<1>:q    r68.0<4;4,1>:q    r4.0<4;4,1>:q                       // $172
        shl (8|M0)               r32.0<1>:q    r84.0<4;4,1>:q    r24.0<4;4,1>:q                      // $176
        asr (8|M0)               r4.0<1>:q     r84.0<4;4,1>:q    7:w                                 // $178
        add (8|M8)               r18.0<1>:q    r64.0<4;4,1>:q    r10.0<4;4,1>:q                      // $172
        shl (8|M8)               r34.0<1>:q    r82.0<4;4,1>:q    r26.0<4;4,1>:q                      // $176
        asr (8|M8)               r10.0<1>:q    r82.0<4;4,1>:q    7:w                                 // $178
        add (8|M16)              r20.0<1>:q    r60.0<4;4,1>:q    r12.0<4;4,1>:q                      // $173
        shl (8|M16)              r36.0<1>:q    r80.0<4;4,1>:q    r28.0<4;4,1>:q                      // $177
        asr (8|M16)              r12.0<1>:q    r80.0<4;4,1>:q    7:w                                 // $179
        add (8|M0)               r40.0<1>:q    r32.0<4;4,1>:q    r4.0<4;4,1>:q                       // $180
(f0.0)  sel (8|M24)              r14.0<1>:q    -r2.0<4;4,1>:q    r2.0<4;4,1>:q                       // $171
        and (8|M24)              r30.0<1>:q    r86.0<4;4,1>:q    63:w                                // $175
        add (8|M8)               r42.0<1>:q    r34.0<4;4,1>:q    r10.0<4;4,1>:q                      // $180
        shr (8|M0)               r48.0<1>:q    r84.0<4;4,1>:uq   r24.0<4;4,1>:q                      // $184
        shr (8|M16)              r52.0<1>:q    r80.0<4;4,1>:uq   r28.0<4;4,1>:q                      // $185
        mov (8|M0)               r28.0<1>:ud   r98.0<2;1,0>:ud                                       // $197
        xor (8|M0)               r126.0<1>:q   r16.0<4;4,1>:q    r40.0<4;4,1>:q                      // $182
        shr (8|M0)               r16.0<1>:q    r114.0<4;4,1>:uq  32:w                                // $193
        shr (8|M8)               r96.0<1>:q    r82.0<4;4,1>:uq   32:w                                // $189
        xor (8|M8)               r124.0<1>:q   r18.0<4;4,1>:q    r42.0<4;4,1>:q                      // $182
        shr (8|M8)               r18.0<1>:q    r112.0<4;4,1>:uq  32:w                                // $193
        add (8|M16)              r44.0<1>:q    r36.0<4;4,1>:q    r12.0<4;4,1>:q                      // $181
        add (8|M24)              r22.0<1>:q    r58.0<4;4,1>:q    r14.0<4;4,1>:q                      // $173
        shl (8|M24)              r38.0<1>:q    r8.0<4;4,1>:q     r30.0<4;4,1>:q                      // $177
        mov (8|M0)               r24.0<1>:ud   r16.0<2;1,0>:ud                                       // $195
        asr (8|M24)              r14.0<1>:q    r8.0<4;4,1>:q     7:w                                 // $179
        shr (8|M24)              r54.0<1>:q    r8.0<4;4,1>:uq    r30.0<4;4,1>:q                      // $185
        mov (8|M8)               r29.0<1>:ud   r96.0<2;1,0>:ud                                       // $197
        mov (8|M8)               r25.0<1>:ud   r18.0<2;1,0>:ud                                       // $195
        mov (8|M0)               r30.0<1>:ud   r98.1<2;1,0>:ud                                       // $198
        mov (8|M8)               r31.0<1>:ud   r96.1<2;1,0>:ud                                       // $198
(W)     mul (8|M0)               acc0.0<1>:ud  r24.0<8;8,1>:ud   r28.0<2;1,0>:uw                     // $200
        xor (8|M16)              r122.0<1>:q   r20.0<4;4,1>:q    r44.0<4;4,1>:q                      // $183
        shr (8|M16)              r6.0<1>:q     r80.0<4;4,1>:uq   32:w                                // $190
        shr (8|M16)              r20.0<1>:q    r110.0<4;4,1>:uq  32:w                                // $194
        add (8|M24)              r46.0<1>:q    r38.0<4;4,1>:q    r14.0<4;4,1>:q                      // $181
        mul (16|M0)              r32.0<1>:ud   r24.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted}        // $199
        mach (8|M0)              r34.0<1>:d    r24.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn}          // 
        mul (16|M0)              r36.0<1>:d    r24.0<8;8,1>:ud   r30.0<8;8,1>:d                      // $201
(W)     mul (8|M0)               acc0.0<1>:ud  r25.0<8;8,1>:ud   r29.0<2;1,0>:uw                     // $200
        mov (8|M16)              r42.0<1>:ud   r20.0<2;1,0>:ud                                       // $207
        mov (8|M16)              r24.0<1>:ud   r6.0<2;1,0>:ud                                        // $209
        xor (8|M24)              r120.0<1>:q   r22.0<4;4,1>:q    r46.0<4;4,1>:q                      // $183
        shr (8|M24)              r2.0<1>:q     r8.0<4;4,1>:uq    32:w                                // $190
        shr (8|M24)              r22.0<1>:q    r108.0<4;4,1>:uq  32:w                                // $194
        shr (8|M8)               r50.0<1>:q    r82.0<4;4,1>:uq   r26.0<4;4,1>:q                      // $184
        mach (8|M8)              r35.0<1>:d    r25.0<8;8,1>:ud   r29.0<8;8,1>:ud  {AccWrEn}          // $201
        mov (8|M0)               r26.0<1>:ud   r16.1<2;1,0>:ud                                       // $196
        mov (8|M8)               r27.0<1>:ud   r18.1<2;1,0>:ud                                       // $196
(W)     mul (8|M0)               acc0.0<1>:ud  r42.0<8;8,1>:ud   r24.0<2;1,0>:uw                     // $212
        mov (8|M24)              r25.0<1>:ud   r2.0<2;1,0>:ud                                        // $209
        mov (8|M24)              r43.0<1>:ud   r22.0<2;1,0>:ud                                       // $207
(W)     mov (1|M0)               r95.0<1>:q    0xFFFFFFFF:ud                                         // $186
        add (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $202
        mul (16|M0)              r36.0<1>:d    r26.0<8;8,1>:d    r28.0<8;8,1>:ud                     // $203
        mach (8|M16)             r30.0<1>:d    r42.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn}          // 
        mov (8|M16)              r26.0<1>:ud   r6.1<2;1,0>:ud                                        // $210
        mov (8|M24)              r27.0<1>:ud   r2.1<2;1,0>:ud                                        // $210
(W)     mul (8|M0)               acc0.0<1>:ud  r43.0<8;8,1>:ud   r25.0<2;1,0>:uw                     // $212
        and (8|M0)               r4.0<1>:q     r92.0<4;4,1>:q    r95.0<0;1,0>:q                      // $191
        mov (8|M0)               r38.0<2>:ud   r32.0<8;8,1>:ud                                       // $205
        mov (8|M8)               r40.0<2>:ud   r33.0<8;8,1>:ud                                       // $205
        mov (8|M16)              r44.0<1>:ud   r20.1<2;1,0>:ud                                       // $208
        mov (8|M24)              r45.0<1>:ud   r22.1<2;1,0>:ud                                       // $208
        mul (16|M16)             r32.0<1>:d    r42.0<8;8,1>:ud   r26.0<8;8,1>:d                      // $213
        mach (8|M24)             r31.0<1>:d    r43.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}          // $213
        mov (8|M0)               r46.0<1>:ud   r4.0<2;1,0>:ud                                        // $219
        mov (8|M0)               r26.0<1>:ud   r98.0<2;1,0>:ud                                       // $221
        and (8|M8)               r10.0<1>:q    r90.0<4;4,1>:q    r95.0<0;1,0>:q                      // $191
        add (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $204
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $214
        mul (16|M16)             r28.0<1>:ud   r42.0<8;8,1>:ud   r24.0<8;8,1>:ud                     // $211
        mul (16|M16)             r32.0<1>:d    r44.0<8;8,1>:d    r24.0<8;8,1>:ud                     // $215
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   r26.0<2;1,0>:uw                     // $224
        mov (8|M8)               r27.0<1>:ud   r96.0<2;1,0>:ud                                       // $221
        mov (8|M8)               r47.0<1>:ud   r10.0<2;1,0>:ud                                       // $219
        mov (8|M0)               r38.1<2>:d    r34.0<8;8,1>:d                                        // $206
        mov (8|M8)               r40.1<2>:d    r35.0<8;8,1>:d                                        // $206
        mov (8|M16)              r34.0<2>:ud   r28.0<8;8,1>:ud                                       // $217
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $216
        mach (8|M0)              r28.0<1>:d    r46.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}          // 
        mov (8|M0)               r24.0<1>:ud   r98.1<2;1,0>:ud                                       // $222
        mov (8|M8)               r25.0<1>:ud   r96.1<2;1,0>:ud                                       // $222
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   r27.0<2;1,0>:uw                     // $224
        and (8|M16)              r12.0<1>:q    r88.0<4;4,1>:q    r95.0<0;1,0>:q                      // $192
        mov (8|M24)              r36.0<2>:ud   r29.0<8;8,1>:ud                                       // $217
        mov (8|M16)              r34.1<2>:d    r30.0<8;8,1>:d                                        // $218
        mov (8|M24)              r36.1<2>:d    r31.0<8;8,1>:d                                        // $218
        mov (8|M0)               r56.0<1>:ud   r4.1<2;1,0>:ud                                        // $220
        mul (16|M0)              r30.0<1>:d    r46.0<8;8,1>:ud   r24.0<8;8,1>:d                      // $225
        mach (8|M8)              r29.0<1>:d    r47.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}          // $225
        mov (8|M16)              r58.0<1>:ud   r12.0<2;1,0>:ud                                       // $231
        mov (8|M16)              r24.0<1>:ud   r6.0<2;1,0>:ud                                        // $233
        mov (8|M8)               r57.0<1>:ud   r10.1<2;1,0>:ud                                       // $220
        and (8|M24)              r14.0<1>:q    r86.0<4;4,1>:q    r95.0<0;1,0>:q                      // $192
        mul (16|M0)              r32.0<1>:ud   r46.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted}        // $223
        add (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $226
(W)     mul (8|M0)               acc0.0<1>:ud  r58.0<8;8,1>:ud   r24.0<2;1,0>:uw                     // $236
        mul (16|M0)              r30.0<1>:d    r56.0<8;8,1>:d    r26.0<8;8,1>:ud                     // $227
        mov (8|M24)              r25.0<1>:ud   r2.0<2;1,0>:ud                                        // $233
        mov (8|M24)              r59.0<1>:ud   r14.0<2;1,0>:ud                                       // $231
        mov (8|M0)               r42.0<2>:ud   r32.0<8;8,1>:ud                                       // $229
        mov (8|M16)              r26.0<1>:ud   r6.1<2;1,0>:ud                                        // $234
        mach (8|M16)             r32.0<1>:d    r58.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn}          // 
        add (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $228
        mov (8|M24)              r27.0<1>:ud   r2.1<2;1,0>:ud                                        // $234
(W)     mul (8|M0)               acc0.0<1>:ud  r59.0<8;8,1>:ud   r25.0<2;1,0>:uw                     // $236
        and (8|M0)               r106.0<1>:q   r84.0<4;4,1>:q    r95.0<0;1,0>:q                      // $187
        mov (8|M8)               r44.0<2>:ud   r33.0<8;8,1>:ud                                       // $229
        mov (8|M0)               r62.0<1>:ud   r16.0<2;1,0>:ud                                       // $243
        mov (8|M0)               r42.1<2>:d    r28.0<8;8,1>:d                                        // $230
        mov (8|M8)               r44.1<2>:d    r29.0<8;8,1>:d                                        // $230
        mul (16|M16)             r28.0<1>:d    r58.0<8;8,1>:ud   r26.0<8;8,1>:d                      // $237
        mach (8|M24)             r33.0<1>:d    r59.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}          // $237
        mov (8|M16)              r60.0<1>:ud   r12.1<2;1,0>:ud                                       // $232
        mov (8|M24)              r61.0<1>:ud   r14.1<2;1,0>:ud                                       // $232
        mov (8|M0)               r26.0<1>:ud   r106.0<2;1,0>:ud                                      // $245
        and (8|M8)               r104.0<1>:q   r82.0<4;4,1>:q    r95.0<0;1,0>:q                      // $187
        mul (16|M16)             r30.0<1>:ud   r58.0<8;8,1>:ud   r24.0<8;8,1>:ud                     // $235
        add (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d                      // $238
        mul (16|M16)             r28.0<1>:d    r60.0<8;8,1>:d    r24.0<8;8,1>:ud                     // $239
(W)     mul (8|M0)               acc0.0<1>:ud  r62.0<8;8,1>:ud   r26.0<2;1,0>:uw                     // $248
        mov (8|M8)               r63.0<1>:ud   r18.0<2;1,0>:ud                                       // $243
        mov (8|M8)               r27.0<1>:ud   r104.0<2;1,0>:ud                                      // $245
        mov (8|M16)              r46.0<2>:ud   r30.0<8;8,1>:ud                                       // $241
        mov (8|M0)               r24.0<1>:ud   r106.1<2;1,0>:ud                                      // $246
        add (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d                      // $240
        mach (8|M0)              r30.0<1>:d    r62.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}          // 
        mov (8|M8)               r25.0<1>:ud   r104.1<2;1,0>:ud                                      // $246
(W)     mul (8|M0)               acc0.0<1>:ud  r63.0<8;8,1>:ud   r27.0<2;1,0>:uw                     // $248
        and (8|M16)              r102.0<1>:q   r80.0<4;4,1>:q    r95.0<0;1,0>:q                      // $188
        mov (8|M24)              r56.0<2>:ud   r31.0<8;8,1>:ud                                       // $241
        mov (8|M16)              r46.1<2>:d    r32.0<8;8,1>:d                                        // $242
        mov (8|M24)              r56.1<2>:d    r33.0<8;8,1>:d                                        // $242
        mov (8|M16)              r58.0<1>:ud   r20.0<2;1,0>:ud                                       // $255
        mul (16|M0)              r32.0<1>:d    r62.0<8;8,1>:ud   r24.0<8;8,1>:d                      // $249
        mach (8|M8)              r31.0<1>:d    r63.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}          // $249
        mov (8|M16)              r24.0<1>:ud   r102.0<2;1,0>:ud                                      // $257
        mov (8|M0)               r64.0<1>:ud   r16.1<2;1,0>:ud                                       // $244
        mov (8|M8)               r65.0<1>:ud   r18.1<2;1,0>:ud                                       // $244
        and (8|M24)              r100.0<1>:q   r8.0<4;4,1>:q     r95.0<0;1,0>:q                      // $188
        mul (16|M0)              r28.0<1>:ud   r62.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted}        // $247
        add (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $250
(W)     mul (8|M0)               acc0.0<1>:ud  r58.0<8;8,1>:ud   r24.0<2;1,0>:uw                     // $260
        mul (16|M0)              r32.0<1>:d    r64.0<8;8,1>:d    r26.0<8;8,1>:ud                     // $251
        mov (8|M24)              r59.0<1>:ud   r22.0<2;1,0>:ud                                       // $255
        mov (8|M24)              r25.0<1>:ud   r100.0<2;1,0>:ud                                      // $257
        mov (8|M0)               r16.0<2>:ud   r28.0<8;8,1>:ud                                       // $253
        mov (8|M16)              r26.0<1>:ud   r102.1<2;1,0>:ud                                      // $258
        mach (8|M16)             r28.0<1>:d    r58.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn}          // 
        add (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $252
        mov (8|M24)              r27.0<1>:ud   r100.1<2;1,0>:ud                                      // $258
(W)     mul (8|M0)               acc0.0<1>:ud  r59.0<8;8,1>:ud   r25.0<2;1,0>:uw                     // $260
        mov (8|M8)               r18.0<2>:ud   r29.0<8;8,1>:ud                                       // $253
        mov (8|M16)              r60.0<1>:ud   r20.1<2;1,0>:ud                                       // $256
        mov (8|M24)              r61.0<1>:ud   r22.1<2;1,0>:ud                                       // $256
        mov (8|M0)               r16.1<2>:d    r30.0<8;8,1>:d                                        // $254
        mov (8|M8)               r18.1<2>:d    r31.0<8;8,1>:d                                        // $254
        mul (16|M16)             r30.0<1>:d    r58.0<8;8,1>:ud   r26.0<8;8,1>:d                      // $261
        mach (8|M24)             r29.0<1>:d    r59.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}          // $261
        mov (8|M0)               r62.0<1>:ud   r4.0<2;1,0>:ud                                        // $267
        mov (8|M0)               r26.0<1>:ud   r106.0<2;1,0>:ud                                      // $269
        mul (16|M16)             r32.0<1>:ud   r58.0<8;8,1>:ud   r24.0<8;8,1>:ud                     // $259
        mov (8|M8)               r63.0<1>:ud   r10.0<2;1,0>:ud                                       // $267
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d                      // $262
        mul (16|M16)             r30.0<1>:d    r60.0<8;8,1>:d    r24.0<8;8,1>:ud                     // $263
(W)     mul (8|M0)               acc0.0<1>:ud  r62.0<8;8,1>:ud   r26.0<2;1,0>:uw                     // $272
        mov (8|M8)               r27.0<1>:ud   r104.0<2;1,0>:ud                                      // $269
        mov (8|M16)              r20.0<2>:ud   r32.0<8;8,1>:ud                                       // $265
        mov (8|M0)               r24.0<1>:ud   r106.1<2;1,0>:ud                                      // $270
        mov (8|M8)               r25.0<1>:ud   r104.1<2;1,0>:ud                                      // $270
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d                      // $264
        mach (8|M0)              r32.0<1>:d    r62.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r63.0<8;8,1>:ud   r27.0<2;1,0>:uw                     // $272
        mov (8|M24)              r22.0<2>:ud   r33.0<8;8,1>:ud                                       // $265
        mov (8|M16)              r58.0<1>:ud   r12.0<2;1,0>:ud                                       // $279
        mov (8|M16)              r20.1<2>:d    r28.0<8;8,1>:d                                        // $266
        mov (8|M24)              r22.1<2>:d    r29.0<8;8,1>:d                                        // $266
        mul (16|M0)              r28.0<1>:d    r62.0<8;8,1>:ud   r24.0<8;8,1>:d                      // $273
        mach (8|M8)              r33.0<1>:d    r63.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}          // $273
        mov (8|M16)              r24.0<1>:ud   r102.0<2;1,0>:ud                                      // $281
        mov (8|M0)               r64.0<1>:ud   r4.1<2;1,0>:ud                                        // $268
        mov (8|M8)               r65.0<1>:ud   r10.1<2;1,0>:ud                                       // $268
        mul (16|M0)              r30.0<1>:ud   r62.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted}        // $271
        add (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $274
(W)     mul (8|M0)               acc0.0<1>:ud  r58.0<8;8,1>:ud   r24.0<2;1,0>:uw                     // $284
        mov (8|M24)              r59.0<1>:ud   r14.0<2;1,0>:ud                                       // $279
        mul (16|M0)              r28.0<1>:d    r64.0<8;8,1>:d    r26.0<8;8,1>:ud                     // $275
        mov (8|M24)              r25.0<1>:ud   r100.0<2;1,0>:ud                                      // $281
        mov (8|M0)               r4.0<2>:ud    r30.0<8;8,1>:ud                                       // $277
        mov (8|M16)              r26.0<1>:ud   r102.1<2;1,0>:ud                                      // $282
        mach (8|M16)             r30.0<1>:d    r58.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn}          // 
        add (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $276
        mov (8|M24)              r27.0<1>:ud   r100.1<2;1,0>:ud                                      // $282
(W)     mul (8|M0)               acc0.0<1>:ud  r59.0<8;8,1>:ud   r25.0<2;1,0>:uw                     // $284
        mov (8|M8)               r10.0<2>:ud   r31.0<8;8,1>:ud                                       // $277
        mov (8|M16)              r60.0<1>:ud   r12.1<2;1,0>:ud                                       // $280
        mov (8|M24)              r61.0<1>:ud   r14.1<2;1,0>:ud                                       // $280
        mov (8|M0)               r4.1<2>:d     r32.0<8;8,1>:d                                        // $278
        mov (8|M8)               r10.1<2>:d    r33.0<8;8,1>:d                                        // $278
        mul (16|M16)             r32.0<1>:d    r58.0<8;8,1>:ud   r26.0<8;8,1>:d                      // $285
        mach (8|M24)             r31.0<1>:d    r59.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}          // $285
        mul (16|M16)             r28.0<1>:ud   r58.0<8;8,1>:ud   r24.0<8;8,1>:ud                     // $283
        and (8|M0)               r26.0<1>:q    r16.0<4;4,1>:q    r95.0<0;1,0>:q                      // $293
        and (8|M8)               r58.0<1>:q    r18.0<4;4,1>:q    r95.0<0;1,0>:q                      // $293
        shr (8|M0)               r62.0<1>:q    r4.0<4;4,1>:uq    32:w                                // $291
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $286
        mul (16|M16)             r32.0<1>:d    r60.0<8;8,1>:d    r24.0<8;8,1>:ud                     // $287
        mov (8|M16)              r12.0<2>:ud   r28.0<8;8,1>:ud                                       // $289
        mov (8|M24)              r14.0<2>:ud   r29.0<8;8,1>:ud                                       // $289
        and (8|M16)              r24.0<1>:q    r20.0<4;4,1>:q    r95.0<0;1,0>:q                      // $294
        shr (8|M8)               r64.0<1>:q    r10.0<4;4,1>:uq   32:w                                // $291
        add (8|M0)               r60.0<1>:q    r26.0<4;4,1>:q    r42.0<4;4,1>:q                      // $295
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $288
        and (8|M24)              r32.0<1>:q    r22.0<4;4,1>:q    r95.0<0;1,0>:q                      // $294
        add (8|M8)               r28.0<1>:q    r58.0<4;4,1>:q    r44.0<4;4,1>:q                      // $295
        add (8|M16)              r70.0<1>:q    r24.0<4;4,1>:q    r46.0<4;4,1>:q                      // $296
        shr (8|M0)               r26.0<1>:q    r16.0<4;4,1>:uq   32:w                                // $301
        shr (8|M8)               r42.0<1>:q    r18.0<4;4,1>:uq   32:w                                // $301
        mov (8|M16)              r12.1<2>:d    r30.0<8;8,1>:d                                        // $290
        mov (8|M24)              r14.1<2>:d    r31.0<8;8,1>:d                                        // $290
        add (8|M24)              r30.0<1>:q    r32.0<4;4,1>:q    r56.0<4;4,1>:q                      // $296
        shr (8|M16)              r24.0<1>:q    r20.0<4;4,1>:uq   32:w                                // $302
        add (8|M0)               r4.0<1>:q     r60.0<4;4,1>:q    r62.0<4;4,1>:q                      // $297
        add (8|M8)               r10.0<1>:q    r28.0<4;4,1>:q    r64.0<4;4,1>:q                      // $297
        shr (8|M24)              r32.0<1>:q    r22.0<4;4,1>:uq   32:w                                // $302
        shr (8|M16)              r66.0<1>:q    r12.0<4;4,1>:uq   32:w                                // $292
        shr (8|M24)              r68.0<1>:q    r14.0<4;4,1>:uq   32:w                                // $292
        add (8|M0)               r44.0<1>:q    r26.0<4;4,1>:q    r38.0<4;4,1>:q                      // $303
        add (8|M8)               r28.0<1>:q    r42.0<4;4,1>:q    r40.0<4;4,1>:q                      // $303
        add (8|M16)              r46.0<1>:q    r24.0<4;4,1>:q    r34.0<4;4,1>:q                      // $304
        shr (8|M0)               r72.0<1>:q    r4.0<4;4,1>:uq    32:w                                // $299
        shr (8|M8)               r74.0<1>:q    r10.0<4;4,1>:uq   32:w                                // $299
        add (8|M16)              r12.0<1>:q    r70.0<4;4,1>:q    r66.0<4;4,1>:q                      // $298
        add (8|M24)              r14.0<1>:q    r30.0<4;4,1>:q    r68.0<4;4,1>:q                      // $298
        add (8|M24)              r30.0<1>:q    r32.0<4;4,1>:q    r36.0<4;4,1>:q                      // $304
        cmp (8|M0)    (lt)f1.0   null<1>:q     r84.0<4;4,1>:uq   r95.1<0;1,0>:uq                     // $309
        cmp (8|M8)    (lt)f1.0   null<1>:q     r82.0<4;4,1>:uq   r95.1<0;1,0>:uq                     // $309
        add (8|M0)               r4.0<1>:q     r44.0<4;4,1>:q    r72.0<4;4,1>:q                      // $305
        add (8|M8)               r10.0<1>:q    r28.0<4;4,1>:q    r74.0<4;4,1>:q                      // $305
        shr (8|M16)              r76.0<1>:q    r12.0<4;4,1>:uq   32:w                                // $300
        shr (8|M24)              r78.0<1>:q    r14.0<4;4,1>:uq   32:w                                // $300
        cmp (8|M16)   (lt)f1.0   null<1>:q     r80.0<4;4,1>:uq   r95.1<0;1,0>:uq                     // $310
        cmp (8|M24)   (lt)f1.0   null<1>:q     r8.0<4;4,1>:uq    r95.1<0;1,0>:uq                     // $310
        add (8|M0)               r56.0<1>:q    r48.0<4;4,1>:q    r4.0<4;4,1>:q                       // $307
        add (8|M8)               r58.0<1>:q    r50.0<4;4,1>:q    r10.0<4;4,1>:q                      // $307
        add (8|M16)              r12.0<1>:q    r46.0<4;4,1>:q    r76.0<4;4,1>:q                      // $306
        add (8|M24)              r14.0<1>:q    r30.0<4;4,1>:q    r78.0<4;4,1>:q                      // $306
        add (8|M16)              r60.0<1>:q    r52.0<4;4,1>:q    r12.0<4;4,1>:q                      // $308
        add (8|M24)              r62.0<1>:q    r54.0<4;4,1>:q    r14.0<4;4,1>:q                      // $308
(~f1.0) if (32|M0)                           _0_034            _0_036                                // $311
// B017: [inDivergent],  Preds:{B016},  Succs:{B019}
_0_035:
        mov (8|M0)               r4.0<1>:ud    r106.0<2;1,0>:ud                                      // $313
        mov (8|M8)               r5.0<1>:ud    r104.0<2;1,0>:ud                                      // $313
        mov (8|M16)              r22.0<1>:ud   r102.0<2;1,0>:ud                                      // $323
        mov (8|M0)               r10.0<1>:ud   r106.1<2;1,0>:ud                                      // $314
        mov (8|M8)               r11.0<1>:ud   r104.1<2;1,0>:ud                                      // $314
        mov (8|M24)              r23.0<1>:ud   r100.0<2;1,0>:ud                                      // $323
        mov (8|M16)              r24.0<1>:ud   r102.1<2;1,0>:ud                                      // $324
(W)     mul (8|M0)               acc0.0<1>:ud  r4.0<8;8,1>:ud    0xCCCD:uw                           // $316
        mul (16|M0)              r12.0<1>:ud   r4.0<8;8,1>:ud    0xCCCCCCCD:ud                       // $315
        mov (8|M24)              r25.0<1>:ud   r100.1<2;1,0>:ud                                      // $324
        mul (16|M0)              r16.0<1>:d    r10.0<8;8,1>:d    0xCCCCCCCD:ud                       // $319
        mul (16|M16)             r26.0<1>:ud   r22.0<8;8,1>:ud   0xCCCCCCCD:ud                       // $325
        mach (8|M0)              r14.0<1>:d    r4.0<8;8,1>:ud    0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r5.0<8;8,1>:ud    0xCCCD:uw                           // $316
        mov (8|M0)               r18.0<2>:ud   r12.0<8;8,1>:ud                                       // $321
        mov (8|M8)               r20.0<2>:ud   r13.0<8;8,1>:ud                                       // $321
        mov (8|M16)              r12.0<2>:ud   r26.0<8;8,1>:ud                                       // $331
        mov (8|M16)              r26.0<1>:ud   r6.0<2;1,0>:ud                                        // $343
        mul (16|M16)             r10.0<1>:d    r24.0<8;8,1>:d    0xCCCCCCCD:ud                       // $329
        mach (8|M8)              r15.0<1>:d    r5.0<8;8,1>:ud    0xCCCCCCCD:ud              {AccWrEn} // $319
(W)     mul (8|M0)               acc0.0<1>:ud  r22.0<8;8,1>:ud   0xCCCD:uw                           // $326
        mov (8|M0)               r28.0<1>:ud   r98.1<2;1,0>:ud                                       // $334
        mov (8|M8)               r29.0<1>:ud   r96.1<2;1,0>:ud                                       // $334
        mov (8|M0)               r44.0<1>:ud   r106.0<2;1,0>:ud                                      // $357
        mov (8|M16)              r32.0<1>:ud   r6.1<2;1,0>:ud                                        // $344
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}        // $320
        mach (8|M16)             r4.0<1>:d     r22.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r23.0<8;8,1>:ud   0xCCCD:uw                           // $326
        mov (8|M0)               r16.0<1>:ud   r98.0<2;1,0>:ud                                       // $333
        mov (8|M8)               r17.0<1>:ud   r96.0<2;1,0>:ud                                       // $333
        mov (8|M0)               r18.1<2>:d    r14.0<8;8,1>:d                                        // $322
        mov (8|M8)               r20.1<2>:d    r15.0<8;8,1>:d                                        // $322
        mov (8|M24)              r14.0<2>:ud   r27.0<8;8,1>:ud                                       // $331
        mov (8|M24)              r27.0<1>:ud   r2.0<2;1,0>:ud                                        // $343
        mach (8|M24)             r5.0<1>:d     r23.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $329
(W)     mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   0xCCCD:uw                           // $336
        mul (16|M0)              r30.0<1>:ud   r16.0<8;8,1>:ud   0xCCCCCCCD:ud                       // $335
        mov (8|M24)              r33.0<1>:ud   r2.1<2;1,0>:ud                                        // $344
        mov (8|M8)               r45.0<1>:ud   r104.0<2;1,0>:ud                                      // $357
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r10.0<8;8,1>:d                      // $330
        mach (8|M0)              r22.0<1>:d    r16.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r17.0<8;8,1>:ud   0xCCCD:uw                           // $336
        mul (16|M0)              r10.0<1>:d    r28.0<8;8,1>:d    0xCCCCCCCD:ud                       // $339
        mov (8|M16)              r12.1<2>:d    r4.0<8;8,1>:d                                         // $332
        mul (16|M16)             r34.0<1>:ud   r26.0<8;8,1>:ud   0xCCCCCCCD:ud                       // $345
        shr (8|M8)               r36.0<1>:q    r20.0<4;4,1>:uq   32:w                                // $353
        mach (8|M8)              r23.0<1>:d    r17.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $339
(W)     mul (8|M0)               acc0.0<1>:ud  r26.0<8;8,1>:ud   0xCCCD:uw                           // $346
        shr (8|M16)              r38.0<1>:q    r12.0<4;4,1>:uq   32:w                                // $354
        mov (8|M24)              r14.1<2>:d    r5.0<8;8,1>:d                                         // $332
        mov (8|M16)              r20.0<1>:ud   r102.0<2;1,0>:ud                                      // $367
        mov (8|M8)               r24.0<2>:ud   r31.0<8;8,1>:ud                                       // $341
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $340
        mach (8|M16)             r16.0<1>:d    r26.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r27.0<8;8,1>:ud   0xCCCD:uw                           // $346
        mul (16|M16)             r10.0<1>:d    r32.0<8;8,1>:d    0xCCCCCCCD:ud                       // $349
        mov (8|M0)               r4.0<2>:ud    r30.0<8;8,1>:ud                                       // $341
        mov (8|M24)              r28.0<2>:ud   r35.0<8;8,1>:ud                                       // $351
        mov (8|M8)               r24.1<2>:d    r23.0<8;8,1>:d                                        // $342
        mov (8|M0)               r4.1<2>:d     r22.0<8;8,1>:d                                        // $342
        mach (8|M24)             r17.0<1>:d    r27.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $349
(W)     mul (8|M0)               acc0.0<1>:ud  r44.0<8;8,1>:ud   0xCCCC:uw                           // $360
        shr (8|M24)              r40.0<1>:q    r14.0<4;4,1>:uq   32:w                                // $354
        shr (8|M0)               r30.0<1>:q    r18.0<4;4,1>:uq   32:w                                // $353
        mov (8|M16)              r22.0<2>:ud   r34.0<8;8,1>:ud                                       // $351
        mov (8|M8)               r35.0<1>:ud   r104.1<2;1,0>:ud                                      // $358
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r10.0<8;8,1>:d                      // $350
        mach (8|M0)              r12.0<1>:d    r44.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r45.0<8;8,1>:ud   0xCCCC:uw                           // $360
        mov (8|M0)               r34.0<1>:ud   r106.1<2;1,0>:ud                                      // $358
        mov (8|M24)              r21.0<1>:ud   r100.0<2;1,0>:ud                                      // $367
        mov (8|M24)              r28.1<2>:d    r17.0<8;8,1>:d                                        // $352
        add (8|M0)               r42.0<1>:q    r4.0<4;4,1>:q     r30.0<4;4,1>:q                      // $355
        mov (8|M16)              r22.1<2>:d    r16.0<8;8,1>:d                                        // $352
        mul (16|M0)              r16.0<1>:ud   r44.0<8;8,1>:ud   0xCCCCCCCC:ud                       // $359
        mach (8|M8)              r13.0<1>:d    r45.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // $363
(W)     mul (8|M0)               acc0.0<1>:ud  r20.0<8;8,1>:ud   0xCCCC:uw                           // $370
        add (8|M24)              r10.0<1>:q    r28.0<4;4,1>:q    r40.0<4;4,1>:q                      // $356
        mul (16|M0)              r4.0<1>:d     r34.0<8;8,1>:d    0xCCCCCCCC:ud                       // $363
        mov (8|M0)               r44.0<1>:ud   r98.0<2;1,0>:ud                                       // $381
        add (8|M8)               r26.0<1>:q    r24.0<4;4,1>:q    r36.0<4;4,1>:q                      // $355
        mov (8|M8)               r45.0<1>:ud   r96.0<2;1,0>:ud                                       // $381
        mach (8|M16)             r28.0<1>:d    r20.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r21.0<8;8,1>:ud   0xCCCC:uw                           // $370
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}        // $364
        mov (8|M8)               r18.0<2>:ud   r17.0<8;8,1>:ud                                       // $365
        and (8|M8)               r34.0<1>:q    r26.0<4;4,1>:q    r95.0<0;1,0>:q                      // $377
        mul (16|M16)             r24.0<1>:ud   r20.0<8;8,1>:ud   0xCCCCCCCC:ud                       // $369
        mach (8|M24)             r29.0<1>:d    r21.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // $373
(W)     mul (8|M0)               acc0.0<1>:ud  r44.0<8;8,1>:ud   0xCCCC:uw                           // $384
        mov (8|M8)               r18.1<2>:d    r13.0<8;8,1>:d                                        // $366
        mov (8|M0)               r14.0<2>:ud   r16.0<8;8,1>:ud                                       // $365
        and (8|M0)               r30.0<1>:q    r42.0<4;4,1>:q    r95.0<0;1,0>:q                      // $377
        mov (8|M0)               r14.1<2>:d    r12.0<8;8,1>:d                                        // $366
        mov (8|M24)              r16.0<2>:ud   r25.0<8;8,1>:ud                                       // $375
        mov (8|M16)              r12.0<2>:ud   r24.0<8;8,1>:ud                                       // $375
        mach (8|M0)              r46.0<1>:d    r44.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r45.0<8;8,1>:ud   0xCCCC:uw                           // $384
        add (8|M8)               r20.0<1>:q    r18.0<4;4,1>:q    r34.0<4;4,1>:q                      // $379
        mov (8|M16)              r18.0<1>:ud   r6.0<2;1,0>:ud                                        // $391
        add (8|M16)              r32.0<1>:q    r22.0<4;4,1>:q    r38.0<4;4,1>:q                      // $356
        mov (8|M8)               r25.0<1>:ud   r96.1<2;1,0>:ud                                       // $382
        mov (8|M0)               r24.0<1>:ud   r98.1<2;1,0>:ud                                       // $382
        mov (8|M16)              r22.0<1>:ud   r102.1<2;1,0>:ud                                      // $368
        mach (8|M8)              r47.0<1>:d    r45.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // $387
        mov (8|M24)              r23.0<1>:ud   r100.1<2;1,0>:ud                                      // $368
(W)     mul (8|M0)               acc0.0<1>:ud  r18.0<8;8,1>:ud   0xCCCC:uw                           // $394
        mov (8|M24)              r19.0<1>:ud   r2.0<2;1,0>:ud                                        // $391
        add (8|M0)               r40.0<1>:q    r14.0<4;4,1>:q    r30.0<4;4,1>:q                      // $379
        mul (16|M0)              r14.0<1>:d    r24.0<8;8,1>:d    0xCCCCCCCC:ud                       // $387
        mov (8|M16)              r30.0<1>:ud   r6.1<2;1,0>:ud                                        // $392
        mul (16|M16)             r4.0<1>:d     r22.0<8;8,1>:d    0xCCCCCCCC:ud                       // $373
        mach (8|M16)             r24.0<1>:d    r18.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // 
        mov (8|M24)              r31.0<1>:ud   r2.1<2;1,0>:ud                                        // $392
(W)     mul (8|M0)               acc0.0<1>:ud  r19.0<8;8,1>:ud   0xCCCC:uw                           // $394
        add (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $388
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    r4.0<8;8,1>:d                       // $374
        and (8|M24)              r38.0<1>:q    r10.0<4;4,1>:q    r95.0<0;1,0>:q                      // $378
        mul (16|M16)             r14.0<1>:d    r30.0<8;8,1>:d    0xCCCCCCCC:ud                       // $397
        mach (8|M24)             r25.0<1>:d    r19.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // $397
        and (8|M16)              r36.0<1>:q    r32.0<4;4,1>:q    r95.0<0;1,0>:q                      // $378
        mov (8|M16)              r12.1<2>:d    r28.0<8;8,1>:d                                        // $376
        mov (8|M24)              r16.1<2>:d    r29.0<8;8,1>:d                                        // $376
        mul (16|M0)              r28.0<1>:ud   r44.0<8;8,1>:ud   0xCCCCCCCC:ud                       // $383
        mul (16|M16)             r34.0<1>:ud   r18.0<8;8,1>:ud   0xCCCCCCCC:ud                       // $393
        add (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    r14.0<8;8,1>:d                      // $398
        add (8|M16)              r22.0<1>:q    r12.0<4;4,1>:q    r36.0<4;4,1>:q                      // $380
        add (8|M24)              r4.0<1>:q     r16.0<4;4,1>:q    r38.0<4;4,1>:q                      // $380
        mov (8|M0)               r12.0<2>:ud   r28.0<8;8,1>:ud                                       // $389
        mov (8|M8)               r16.0<2>:ud   r29.0<8;8,1>:ud                                       // $389
        shr (8|M8)               r44.0<1>:q    r26.0<4;4,1>:uq   32:w                                // $401
        mov (8|M0)               r12.1<2>:d    r46.0<8;8,1>:d                                        // $390
        mov (8|M24)              r36.0<2>:ud   r35.0<8;8,1>:ud                                       // $399
        mov (8|M8)               r16.1<2>:d    r47.0<8;8,1>:d                                        // $390
        mov (8|M16)              r28.0<2>:ud   r34.0<8;8,1>:ud                                       // $399
        shr (8|M24)              r48.0<1>:q    r10.0<4;4,1>:uq   32:w                                // $402
        shr (8|M0)               r38.0<1>:q    r42.0<4;4,1>:uq   32:w                                // $401
        mov (8|M24)              r36.1<2>:d    r25.0<8;8,1>:d                                        // $400
        shr (8|M16)              r46.0<1>:q    r32.0<4;4,1>:uq   32:w                                // $402
        mov (8|M16)              r28.1<2>:d    r24.0<8;8,1>:d                                        // $400
        shr (8|M8)               r34.0<1>:q    r20.0<4;4,1>:uq   32:w                                // $405
        add (8|M8)               r18.0<1>:q    r16.0<4;4,1>:q    r44.0<4;4,1>:q                      // $403
        shr (8|M0)               r52.0<1>:q    r40.0<4;4,1>:uq   32:w                                // $405
        shr (8|M16)              r54.0<1>:q    r22.0<4;4,1>:uq   32:w                                // $406
        shr (8|M24)              r24.0<1>:q    r4.0<4;4,1>:uq    32:w                                // $406
        add (8|M0)               r50.0<1>:q    r12.0<4;4,1>:q    r38.0<4;4,1>:q                      // $403
        add (8|M24)              r14.0<1>:q    r36.0<4;4,1>:q    r48.0<4;4,1>:q                      // $404
        add (8|M16)              r30.0<1>:q    r28.0<4;4,1>:q    r46.0<4;4,1>:q                      // $404
        add (8|M8)               r26.0<1>:q    r18.0<4;4,1>:q    r34.0<4;4,1>:q                      // $407
(W)     mov (1|M0)               r6.0<1>:q     0xCCCCCCCD:ud                                         // $412
(W)     mov (1|M0)               r3.0<1>:q     0xCCCCCCCC:ud                                         // $411
        add (8|M0)               r42.0<1>:q    r50.0<4;4,1>:q    r52.0<4;4,1>:q                      // $407
        add (8|M24)              r10.0<1>:q    r14.0<4;4,1>:q    r24.0<4;4,1>:q                      // $408
        add (8|M16)              r32.0<1>:q    r30.0<4;4,1>:q    r54.0<4;4,1>:q                      // $408
        shr (8|M8)               r24.0<1>:q    r26.0<4;4,1>:uq   3:w                                 // $409
        shr (8|M0)               r20.0<1>:q    r42.0<4;4,1>:uq   3:w                                 // $409
        shr (8|M24)              r22.0<1>:q    r10.0<4;4,1>:uq   3:w                                 // $410
        shr (8|M16)              r26.0<1>:q    r32.0<4;4,1>:uq   3:w                                 // $410
        else (32|M0)                         _0_036            _0_036                                // $311
// B018: [inDivergent],  Preds:{B016},  Succs:{B019}
_0_034:
        mov (8|M0)               r4.0<1>:d     r84.0<2;1,0>:d                                        // $415
        mov (8|M8)               r5.0<1>:d     r82.0<2;1,0>:d                                        // $415
        mov (8|M16)              r10.0<1>:d    r80.0<2;1,0>:d                                        // $416
        mov (8|M24)              r11.0<1>:d    r8.0<2;1,0>:d                                         // $416
(W)     mul (8|M0)               acc0.0<1>:ud  r4.0<8;8,1>:ud    0xCCCD:uw                           // $417
        mach (8|M0)              r12.0<1>:ud   r4.0<8;8,1>:ud    0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r5.0<8;8,1>:ud    0xCCCD:uw                           // $417
        mach (8|M8)              r13.0<1>:ud   r5.0<8;8,1>:ud    0xCCCCCCCD:ud              {AccWrEn} // $418
(W)     mul (8|M0)               acc0.0<1>:ud  r10.0<8;8,1>:ud   0xCCCD:uw                           // $418
        shr (16|M0)              r16.0<1>:d    r12.0<8;8,1>:ud   3:w                                 // $419
        mach (8|M16)             r14.0<1>:ud   r10.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r11.0<8;8,1>:ud   0xCCCD:uw                           // $418
        mov (8|M0)               r20.0<1>:q    r16.0<8;8,1>:ud                                       // $421
        mov (8|M8)               r24.0<1>:q    r17.0<8;8,1>:ud                                       // $421
        mach (8|M24)             r15.0<1>:ud   r11.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $419
        shr (16|M16)             r18.0<1>:d    r14.0<8;8,1>:ud   3:w                                 // $420
        mov (8|M16)              r26.0<1>:q    r18.0<8;8,1>:ud                                       // $422
        mov (8|M24)              r22.0<1>:q    r19.0<8;8,1>:ud                                       // $422
// B019: Preds:{B018, B017},  Succs:{B020, B021}
_0_036:
        endif (32|M0)                        L11048                                                  // $311
L11048:
        asr (8|M0)               r4.0<1>:q     r84.0<4;4,1>:q    63:w                                // $426
        asr (8|M0)               r16.0<1>:q    r114.0<4;4,1>:q   63:w                                // $428
        add (8|M8)               r100.0<1>:q   r58.0<4;4,1>:q    r24.0<4;4,1>:q                      // $424
        asr (8|M16)              r12.0<1>:q    r80.0<4;4,1>:q    63:w                                // $427
        asr (8|M8)               r10.0<1>:q    r82.0<4;4,1>:q    63:w                                // $426
        asr (8|M8)               r18.0<1>:q    r112.0<4;4,1>:q   63:w                                // $428
        add (8|M16)              r98.0<1>:q    r60.0<4;4,1>:q    r26.0<4;4,1>:q                      // $425
        xor (8|M0)               r24.0<1>:q    r4.0<4;4,1>:q     r84.0<4;4,1>:q                      // $432
        xor (8|M0)               r40.0<1>:q    r16.0<4;4,1>:q    r92.0<4;4,1>:q                      // $436
        asr (8|M24)              r14.0<1>:q    r8.0<4;4,1>:q     63:w                                // $427
        xor (8|M16)              r28.0<1>:q    r12.0<4;4,1>:q    r80.0<4;4,1>:q                      // $433
        xor (8|M8)               r26.0<1>:q    r10.0<4;4,1>:q    r82.0<4;4,1>:q                      // $432
        xor (8|M8)               r42.0<1>:q    r18.0<4;4,1>:q    r90.0<4;4,1>:q                      // $436
        add (8|M0)               r102.0<1>:q   r56.0<4;4,1>:q    r20.0<4;4,1>:q                      // $424
        add (8|M0)               r32.0<1>:q    r24.0<4;4,1>:q    -r4.0<4;4,1>:q                      // $434
        add (8|M0)               r48.0<1>:q    r40.0<4;4,1>:q    -r16.0<4;4,1>:q                     // $438
        asr (8|M16)              r20.0<1>:q    r110.0<4;4,1>:q   63:w                                // $429
        add (8|M16)              r36.0<1>:q    r28.0<4;4,1>:q    -r12.0<4;4,1>:q                     // $435
        xor (8|M24)              r30.0<1>:q    r14.0<4;4,1>:q    r8.0<4;4,1>:q                       // $433
        add (8|M8)               r34.0<1>:q    r26.0<4;4,1>:q    -r10.0<4;4,1>:q                     // $434
        add (8|M8)               r50.0<1>:q    r42.0<4;4,1>:q    -r18.0<4;4,1>:q                     // $438
        shr (8|M0)               r24.0<1>:q    r32.0<4;4,1>:uq   32:w                                // $442
        shr (8|M0)               r40.0<1>:q    r48.0<4;4,1>:uq   32:w                                // $446
        xor (8|M16)              r44.0<1>:q    r20.0<4;4,1>:q    r88.0<4;4,1>:q                      // $437
        add (8|M24)              r96.0<1>:q    r62.0<4;4,1>:q    r22.0<4;4,1>:q                      // $425
        xor (8|M0)               r78.0<1>:q    r16.0<4;4,1>:q    r4.0<4;4,1>:q                       // $430
        xor (8|M16)              r74.0<1>:q    r20.0<4;4,1>:q    r12.0<4;4,1>:q                      // $431
        shr (8|M16)              r28.0<1>:q    r36.0<4;4,1>:uq   32:w                                // $443
        asr (8|M24)              r22.0<1>:q    r108.0<4;4,1>:q   63:w                                // $429
        and (8|M0)               r4.0<1>:q     r32.0<4;4,1>:q    r95.0<0;1,0>:q                      // $440
        and (8|M16)              r12.0<1>:q    r36.0<4;4,1>:q    r95.0<0;1,0>:q                      // $441
        mov (8|M0)               r32.0<1>:ud   r40.0<2;1,0>:ud                                       // $448
        mov (8|M0)               r36.0<1>:ud   r24.0<2;1,0>:ud                                       // $450
        add (8|M24)              r38.0<1>:q    r30.0<4;4,1>:q    -r14.0<4;4,1>:q                     // $435
        shr (8|M8)               r26.0<1>:q    r34.0<4;4,1>:uq   32:w                                // $442
        shr (8|M8)               r42.0<1>:q    r50.0<4;4,1>:uq   32:w                                // $446
        add (8|M16)              r52.0<1>:q    r44.0<4;4,1>:q    -r20.0<4;4,1>:q                     // $439
        xor (8|M24)              r46.0<1>:q    r22.0<4;4,1>:q    r86.0<4;4,1>:q                      // $437
        xor (8|M24)              r72.0<1>:q    r22.0<4;4,1>:q    r14.0<4;4,1>:q                      // $431
(W)     mul (8|M0)               acc0.0<1>:ud  r32.0<8;8,1>:ud   r36.0<2;1,0>:uw                     // $453
        and (8|M24)              r14.0<1>:q    r38.0<4;4,1>:q    r95.0<0;1,0>:q                      // $441
        shr (8|M24)              r30.0<1>:q    r38.0<4;4,1>:uq   32:w                                // $443
        mov (8|M8)               r37.0<1>:ud   r26.0<2;1,0>:ud                                       // $450
        mov (8|M8)               r33.0<1>:ud   r42.0<2;1,0>:ud                                       // $448
        mov (8|M0)               r38.0<1>:ud   r24.1<2;1,0>:ud                                       // $451
        mov (8|M8)               r39.0<1>:ud   r26.1<2;1,0>:ud                                       // $451
        shr (8|M16)              r44.0<1>:q    r52.0<4;4,1>:uq   32:w                                // $447
        xor (8|M8)               r76.0<1>:q    r18.0<4;4,1>:q    r10.0<4;4,1>:q                      // $430
        add (8|M24)              r54.0<1>:q    r46.0<4;4,1>:q    -r22.0<4;4,1>:q                     // $439
        and (8|M8)               r18.0<1>:q    r50.0<4;4,1>:q    r95.0<0;1,0>:q                      // $444
        mach (8|M0)              r50.0<1>:d    r32.0<8;8,1>:ud   r36.0<8;8,1>:ud  {AccWrEn}          // 
        and (8|M0)               r16.0<1>:q    r48.0<4;4,1>:q    r95.0<0;1,0>:q                      // $444
        and (8|M16)              r20.0<1>:q    r52.0<4;4,1>:q    r95.0<0;1,0>:q                      // $445
(W)     mul (8|M0)               acc0.0<1>:ud  r33.0<8;8,1>:ud   r37.0<2;1,0>:uw                     // $453
        mul (16|M0)              r48.0<1>:ud   r32.0<8;8,1>:ud   r36.0<8;8,1>:ud  {Compacted}        // $452
        mul (16|M0)              r52.0<1>:d    r32.0<8;8,1>:ud   r38.0<8;8,1>:d                      // $454
        mov (8|M16)              r58.0<1>:ud   r44.0<2;1,0>:ud                                       // $460
        mov (8|M16)              r32.0<1>:ud   r28.0<2;1,0>:ud                                       // $462
        shr (8|M24)              r46.0<1>:q    r54.0<4;4,1>:uq   32:w                                // $447
        mach (8|M8)              r51.0<1>:d    r33.0<8;8,1>:ud   r37.0<8;8,1>:ud  {AccWrEn}          // $454
        and (8|M8)               r10.0<1>:q    r34.0<4;4,1>:q    r95.0<0;1,0>:q                      // $440
        mov (8|M0)               r34.0<1>:ud   r40.1<2;1,0>:ud                                       // $449
        mov (8|M8)               r35.0<1>:ud   r42.1<2;1,0>:ud                                       // $449
(W)     mul (8|M0)               acc0.0<1>:ud  r58.0<8;8,1>:ud   r32.0<2;1,0>:uw                     // $465
        mov (8|M24)              r33.0<1>:ud   r30.0<2;1,0>:ud                                       // $462
        mov (8|M24)              r59.0<1>:ud   r46.0<2;1,0>:ud                                       // $460
        add (16|M0)              r50.0<1>:d    r50.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}        // $455
        and (8|M24)              r22.0<1>:q    r54.0<4;4,1>:q    r95.0<0;1,0>:q                      // $445
        mul (16|M0)              r52.0<1>:d    r34.0<8;8,1>:d    r36.0<8;8,1>:ud                     // $456
        mach (8|M16)             r38.0<1>:d    r58.0<8;8,1>:ud   r32.0<8;8,1>:ud  {AccWrEn}          // 
        mov (8|M16)              r34.0<1>:ud   r28.1<2;1,0>:ud                                       // $463
        mov (8|M24)              r35.0<1>:ud   r30.1<2;1,0>:ud                                       // $463
(W)     mul (8|M0)               acc0.0<1>:ud  r59.0<8;8,1>:ud   r33.0<2;1,0>:uw                     // $465
        mov (8|M8)               r56.0<2>:ud   r49.0<8;8,1>:ud                                       // $458
        mov (8|M0)               r54.0<2>:ud   r48.0<8;8,1>:ud                                       // $458
        mov (8|M16)              r60.0<1>:ud   r44.1<2;1,0>:ud                                       // $461
        mov (8|M0)               r62.0<1>:ud   r16.0<2;1,0>:ud                                       // $472
        mov (8|M24)              r61.0<1>:ud   r46.1<2;1,0>:ud                                       // $461
        mul (16|M16)             r48.0<1>:d    r58.0<8;8,1>:ud   r34.0<8;8,1>:d                      // $466
        mach (8|M24)             r39.0<1>:d    r59.0<8;8,1>:ud   r33.0<8;8,1>:ud  {AccWrEn}          // $466
        mov (8|M0)               r34.0<1>:ud   r24.0<2;1,0>:ud                                       // $474
        add (16|M0)              r50.0<1>:d    r50.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}        // $457
        mul (16|M16)             r36.0<1>:ud   r58.0<8;8,1>:ud   r32.0<8;8,1>:ud                     // $464
        add (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    r48.0<8;8,1>:d                      // $467
        mul (16|M16)             r48.0<1>:d    r60.0<8;8,1>:d    r32.0<8;8,1>:ud                     // $468
(W)     mul (8|M0)               acc0.0<1>:ud  r62.0<8;8,1>:ud   r34.0<2;1,0>:uw                     // $477
        mov (8|M8)               r63.0<1>:ud   r18.0<2;1,0>:ud                                       // $472
        mov (8|M8)               r35.0<1>:ud   r26.0<2;1,0>:ud                                       // $474
        mov (8|M0)               r54.1<2>:d    r50.0<8;8,1>:d                                        // $459
        mov (8|M8)               r56.1<2>:d    r51.0<8;8,1>:d                                        // $459
        mov (8|M16)              r50.0<2>:ud   r36.0<8;8,1>:ud                                       // $470
        add (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    r48.0<8;8,1>:d                      // $469
        mach (8|M0)              r36.0<1>:d    r62.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn}          // 
        mov (8|M0)               r32.0<1>:ud   r24.1<2;1,0>:ud                                       // $475
        mov (8|M8)               r33.0<1>:ud   r26.1<2;1,0>:ud                                       // $475
(W)     mul (8|M0)               acc0.0<1>:ud  r63.0<8;8,1>:ud   r35.0<2;1,0>:uw                     // $477
        mov (8|M24)              r52.0<2>:ud   r37.0<8;8,1>:ud                                       // $470
        mov (8|M16)              r50.1<2>:d    r38.0<8;8,1>:d                                        // $471
        mov (8|M24)              r52.1<2>:d    r39.0<8;8,1>:d                                        // $471
        mov (8|M16)              r26.0<1>:ud   r20.0<2;1,0>:ud                                       // $484
        mov (8|M8)               r65.0<1>:ud   r18.1<2;1,0>:ud                                       // $473
        mul (16|M0)              r38.0<1>:d    r62.0<8;8,1>:ud   r32.0<8;8,1>:d                      // $478
        mach (8|M8)              r37.0<1>:d    r63.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn}          // $478
        mov (8|M16)              r32.0<1>:ud   r28.0<2;1,0>:ud                                       // $486
        mov (8|M0)               r64.0<1>:ud   r16.1<2;1,0>:ud                                       // $473
        mul (16|M0)              r48.0<1>:ud   r62.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted}        // $476
        mov (8|M24)              r27.0<1>:ud   r22.0<2;1,0>:ud                                       // $484
        add (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $479
(W)     mul (8|M0)               acc0.0<1>:ud  r26.0<8;8,1>:ud   r32.0<2;1,0>:uw                     // $489
        mul (16|M0)              r38.0<1>:d    r64.0<8;8,1>:d    r34.0<8;8,1>:ud                     // $480
        mov (8|M24)              r33.0<1>:ud   r30.0<2;1,0>:ud                                       // $486
        mov (8|M0)               r58.0<2>:ud   r48.0<8;8,1>:ud                                       // $482
        mov (8|M16)              r34.0<1>:ud   r28.1<2;1,0>:ud                                       // $487
        mov (8|M24)              r35.0<1>:ud   r30.1<2;1,0>:ud                                       // $487
        mach (8|M16)             r48.0<1>:d    r26.0<8;8,1>:ud   r32.0<8;8,1>:ud  {AccWrEn}          // 
        add (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $481
(W)     mul (8|M0)               acc0.0<1>:ud  r27.0<8;8,1>:ud   r33.0<2;1,0>:uw                     // $489
        mov (8|M8)               r24.0<2>:ud   r49.0<8;8,1>:ud                                       // $482
        mov (8|M16)              r60.0<1>:ud   r20.1<2;1,0>:ud                                       // $485
        mov (8|M24)              r61.0<1>:ud   r22.1<2;1,0>:ud                                       // $485
        mul (16|M16)             r38.0<1>:ud   r26.0<8;8,1>:ud   r32.0<8;8,1>:ud                     // $488
        mov (8|M0)               r58.1<2>:d    r36.0<8;8,1>:d                                        // $483
        mov (8|M8)               r24.1<2>:d    r37.0<8;8,1>:d                                        // $483
        mach (8|M24)             r49.0<1>:d    r27.0<8;8,1>:ud   r33.0<8;8,1>:ud  {AccWrEn}          // $490
        mul (16|M16)             r36.0<1>:d    r26.0<8;8,1>:ud   r34.0<8;8,1>:d                      // $490
        mov (8|M0)               r30.0<1>:ud   r40.0<2;1,0>:ud                                       // $496
        mov (8|M0)               r26.0<1>:ud   r4.0<2;1,0>:ud                                        // $498
        mov (8|M8)               r31.0<1>:ud   r42.0<2;1,0>:ud                                       // $496
        mov (8|M8)               r27.0<1>:ud   r10.0<2;1,0>:ud                                       // $498
        mov (8|M16)              r62.0<2>:ud   r38.0<8;8,1>:ud                                       // $494
        add (16|M16)             r48.0<1>:d    r48.0<8;8,1>:d    r36.0<8;8,1>:d                      // $491
        mul (16|M16)             r36.0<1>:d    r60.0<8;8,1>:d    r32.0<8;8,1>:ud                     // $492
(W)     mul (8|M0)               acc0.0<1>:ud  r30.0<8;8,1>:ud   r26.0<2;1,0>:uw                     // $501
        mov (8|M0)               r32.0<1>:ud   r4.1<2;1,0>:ud                                        // $499
        mov (8|M8)               r33.0<1>:ud   r10.1<2;1,0>:ud                                       // $499
        mov (8|M24)              r28.0<2>:ud   r39.0<8;8,1>:ud                                       // $494
        mul (16|M0)              r34.0<1>:ud   r30.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted}        // $500
        add (16|M16)             r48.0<1>:d    r48.0<8;8,1>:d    r36.0<8;8,1>:d                      // $493
        mach (8|M0)              r36.0<1>:d    r30.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r31.0<8;8,1>:ud   r27.0<2;1,0>:uw                     // $501
        mul (16|M0)              r38.0<1>:d    r30.0<8;8,1>:ud   r32.0<8;8,1>:d                      // $502
        mov (8|M16)              r62.1<2>:d    r48.0<8;8,1>:d                                        // $495
        mov (8|M0)               r64.0<1>:ud   r40.1<2;1,0>:ud                                       // $497
        mov (8|M8)               r65.0<1>:ud   r42.1<2;1,0>:ud                                       // $497
        mov (8|M16)              r30.0<1>:ud   r12.0<2;1,0>:ud                                       // $510
        mach (8|M8)              r37.0<1>:d    r31.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}          // $502
        mov (8|M16)              r48.0<1>:ud   r44.0<2;1,0>:ud                                       // $508
        mov (8|M24)              r28.1<2>:d    r49.0<8;8,1>:d                                        // $495
        mov (8|M24)              r31.0<1>:ud   r14.0<2;1,0>:ud                                       // $510
        mov (8|M24)              r49.0<1>:ud   r46.0<2;1,0>:ud                                       // $508
        mov (8|M0)               r40.0<2>:ud   r34.0<8;8,1>:ud                                       // $506
        add (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $503
        mul (16|M0)              r38.0<1>:d    r64.0<8;8,1>:d    r26.0<8;8,1>:ud                     // $504
(W)     mul (8|M0)               acc0.0<1>:ud  r48.0<8;8,1>:ud   r30.0<2;1,0>:uw                     // $513
        mov (8|M16)              r26.0<1>:ud   r12.1<2;1,0>:ud                                       // $511
        mov (8|M24)              r27.0<1>:ud   r14.1<2;1,0>:ud                                       // $511
        mov (8|M8)               r42.0<2>:ud   r35.0<8;8,1>:ud                                       // $506
        mov (8|M24)              r61.0<1>:ud   r46.1<2;1,0>:ud                                       // $509
        add (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $505
        mach (8|M16)             r34.0<1>:d    r48.0<8;8,1>:ud   r30.0<8;8,1>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r49.0<8;8,1>:ud   r31.0<2;1,0>:uw                     // $513
        mov (8|M0)               r46.0<1>:ud   r16.0<2;1,0>:ud                                       // $520
        mov (8|M16)              r60.0<1>:ud   r44.1<2;1,0>:ud                                       // $509
        mov (8|M0)               r40.1<2>:d    r36.0<8;8,1>:d                                        // $507
        mov (8|M8)               r42.1<2>:d    r37.0<8;8,1>:d                                        // $507
        mul (16|M16)             r36.0<1>:d    r48.0<8;8,1>:ud   r26.0<8;8,1>:d                      // $514
        mach (8|M24)             r35.0<1>:d    r49.0<8;8,1>:ud   r31.0<8;8,1>:ud  {AccWrEn}          // $514
        mov (8|M0)               r26.0<1>:ud   r4.0<2;1,0>:ud                                        // $522
        mul (16|M16)             r32.0<1>:ud   r48.0<8;8,1>:ud   r30.0<8;8,1>:ud                     // $512
        mov (8|M8)               r47.0<1>:ud   r18.0<2;1,0>:ud                                       // $520
        mov (8|M8)               r27.0<1>:ud   r10.0<2;1,0>:ud                                       // $522
        add (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    r36.0<8;8,1>:d                      // $515
(W)     mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   r26.0<2;1,0>:uw                     // $525
        mul (16|M16)             r36.0<1>:d    r60.0<8;8,1>:d    r30.0<8;8,1>:ud                     // $516
        mov (8|M16)              r38.0<2>:ud   r32.0<8;8,1>:ud                                       // $518
        mov (8|M0)               r30.0<1>:ud   r4.1<2;1,0>:ud                                        // $523
        mov (8|M8)               r31.0<1>:ud   r10.1<2;1,0>:ud                                       // $523
        mov (8|M24)              r44.0<2>:ud   r33.0<8;8,1>:ud                                       // $518
        mach (8|M0)              r32.0<1>:d    r46.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}          // 
        add (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    r36.0<8;8,1>:d                      // $517
(W)     mul (8|M0)               acc0.0<1>:ud  r47.0<8;8,1>:ud   r27.0<2;1,0>:uw                     // $525
        mov (8|M0)               r64.0<1>:ud   r16.1<2;1,0>:ud                                       // $521
        mov (8|M16)              r4.0<1>:ud    r20.0<2;1,0>:ud                                       // $532
        mov (8|M16)              r16.0<1>:ud   r12.0<2;1,0>:ud                                       // $534
        mov (8|M8)               r65.0<1>:ud   r18.1<2;1,0>:ud                                       // $521
        mov (8|M16)              r38.1<2>:d    r34.0<8;8,1>:d                                        // $519
        mov (8|M24)              r44.1<2>:d    r35.0<8;8,1>:d                                        // $519
        mach (8|M8)              r33.0<1>:d    r47.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}          // $526
        mul (16|M0)              r34.0<1>:d    r46.0<8;8,1>:ud   r30.0<8;8,1>:d                      // $526
(W)     mul (8|M0)               acc0.0<1>:ud  r4.0<8;8,1>:ud    r16.0<2;1,0>:uw                     // $537
        mov (8|M24)              r5.0<1>:ud    r22.0<2;1,0>:ud                                       // $532
        mov (8|M24)              r17.0<1>:ud   r14.0<2;1,0>:ud                                       // $534
        mul (16|M0)              r36.0<1>:ud   r46.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted}        // $524
        add (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $527
        mul (16|M0)              r34.0<1>:d    r64.0<8;8,1>:d    r26.0<8;8,1>:ud                     // $528
        mach (8|M16)             r30.0<1>:d    r4.0<8;8,1>:ud    r16.0<8;8,1>:ud  {AccWrEn}          // 
        mov (8|M16)              r18.0<1>:ud   r12.1<2;1,0>:ud                                       // $535
        mov (8|M24)              r19.0<1>:ud   r14.1<2;1,0>:ud                                       // $535
(W)     mul (8|M0)               acc0.0<1>:ud  r5.0<8;8,1>:ud    r17.0<2;1,0>:uw                     // $537
        add (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $529
        mov (8|M0)               r70.0<2>:ud   r36.0<8;8,1>:ud                                       // $530
        mov (8|M8)               r68.0<2>:ud   r37.0<8;8,1>:ud                                       // $530
        mov (8|M16)              r10.0<1>:ud   r20.1<2;1,0>:ud                                       // $533
        mov (8|M24)              r11.0<1>:ud   r22.1<2;1,0>:ud                                       // $533
        mach (8|M24)             r31.0<1>:d    r5.0<8;8,1>:ud    r17.0<8;8,1>:ud  {AccWrEn}          // $538
        mov (8|M0)               r70.1<2>:d    r32.0<8;8,1>:d                                        // $531
        mov (8|M8)               r68.1<2>:d    r33.0<8;8,1>:d                                        // $531
        mul (16|M16)             r32.0<1>:d    r4.0<8;8,1>:ud    r18.0<8;8,1>:d                      // $538
        mul (16|M16)             r26.0<1>:ud   r4.0<8;8,1>:ud    r16.0<8;8,1>:ud                     // $536
        and (8|M0)               r4.0<1>:q     r40.0<4;4,1>:q    r95.0<0;1,0>:q                      // $546
        and (8|M8)               r18.0<1>:q    r42.0<4;4,1>:q    r95.0<0;1,0>:q                      // $546
        shr (8|M0)               r12.0<1>:q    r70.0<4;4,1>:uq   32:w                                // $544
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $539
        mul (16|M16)             r32.0<1>:d    r10.0<8;8,1>:d    r16.0<8;8,1>:ud                     // $540
        mov (8|M16)              r66.0<2>:ud   r26.0<8;8,1>:ud                                       // $542
        mov (8|M24)              r64.0<2>:ud   r27.0<8;8,1>:ud                                       // $542
        and (8|M16)              r10.0<1>:q    r38.0<4;4,1>:q    r95.0<0;1,0>:q                      // $547
        and (8|M24)              r16.0<1>:q    r44.0<4;4,1>:q    r95.0<0;1,0>:q                      // $547
        shr (8|M8)               r14.0<1>:q    r68.0<4;4,1>:uq   32:w                                // $544
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $541
        add (8|M0)               r32.0<1>:q    r4.0<4;4,1>:q     r58.0<4;4,1>:q                      // $548
        add (8|M8)               r26.0<1>:q    r18.0<4;4,1>:q    r24.0<4;4,1>:q                      // $548
        add (8|M16)              r34.0<1>:q    r10.0<4;4,1>:q    r62.0<4;4,1>:q                      // $549
        shr (8|M0)               r4.0<1>:q     r40.0<4;4,1>:uq   32:w                                // $554
        shr (8|M8)               r18.0<1>:q    r42.0<4;4,1>:uq   32:w                                // $554
        mov (8|M16)              r66.1<2>:d    r30.0<8;8,1>:d                                        // $543
        mov (8|M24)              r64.1<2>:d    r31.0<8;8,1>:d                                        // $543
        add (8|M24)              r30.0<1>:q    r16.0<4;4,1>:q    r28.0<4;4,1>:q                      // $549
        add (8|M0)               r58.0<1>:q    r32.0<4;4,1>:q    r12.0<4;4,1>:q                      // $550
        add (8|M8)               r32.0<1>:q    r26.0<4;4,1>:q    r14.0<4;4,1>:q                      // $550
        shr (8|M16)              r10.0<1>:q    r38.0<4;4,1>:uq   32:w                                // $555
        shr (8|M24)              r16.0<1>:q    r44.0<4;4,1>:uq   32:w                                // $555
        shr (8|M16)              r20.0<1>:q    r66.0<4;4,1>:uq   32:w                                // $545
        shr (8|M24)              r22.0<1>:q    r64.0<4;4,1>:uq   32:w                                // $545
        add (8|M0)               r12.0<1>:q    r4.0<4;4,1>:q     r54.0<4;4,1>:q                      // $556
        add (8|M8)               r14.0<1>:q    r18.0<4;4,1>:q    r56.0<4;4,1>:q                      // $556
        shr (8|M0)               r36.0<1>:q    r58.0<4;4,1>:uq   32:w                                // $552
        shr (8|M8)               r46.0<1>:q    r32.0<4;4,1>:uq   32:w                                // $552
        cmp (8|M0)    (eq)f0.0   null<1>:q     r78.0<4;4,1>:q    0:w                                 // $560
        add (8|M16)              r28.0<1>:q    r34.0<4;4,1>:q    r20.0<4;4,1>:q                      // $551
        add (8|M24)              r26.0<1>:q    r30.0<4;4,1>:q    r22.0<4;4,1>:q                      // $551
        add (8|M16)              r20.0<1>:q    r10.0<4;4,1>:q    r50.0<4;4,1>:q                      // $557
        add (8|M24)              r22.0<1>:q    r16.0<4;4,1>:q    r52.0<4;4,1>:q                      // $557
        cmp (8|M16)   (eq)f0.0   null<1>:q     r74.0<4;4,1>:q    0:w                                 // $561
        cmp (8|M24)   (eq)f0.0   null<1>:q     r72.0<4;4,1>:q    0:w                                 // $561
        cmp (8|M8)    (eq)f0.0   null<1>:q     r76.0<4;4,1>:q    0:w                                 // $560
        shr (8|M16)              r48.0<1>:q    r28.0<4;4,1>:uq   32:w                                // $553
        shr (8|M24)              r60.0<1>:q    r26.0<4;4,1>:uq   32:w                                // $553
        add (8|M0)               r24.0<1>:q    r12.0<4;4,1>:q    r36.0<4;4,1>:q                      // $558
        add (8|M8)               r40.0<1>:q    r14.0<4;4,1>:q    r46.0<4;4,1>:q                      // $558
        add (8|M16)              r6.0<1>:q     r20.0<4;4,1>:q    r48.0<4;4,1>:q                      // $559
        add (8|M24)              r2.0<1>:q     r22.0<4;4,1>:q    r60.0<4;4,1>:q                      // $559
(~f0.0) if (32|M0)                           _int64_arith_k0_0_cf  _int64_arith_k0_0_cf              // $562
// B020: [inDivergent],  Preds:{B019},  Succs:{B021}
_0_038:
        shl (8|M0)               r4.0<1>:q     r58.0<2;1,0>:d    32:w                                // $568
        shl (8|M8)               r10.0<1>:q    r32.0<2;1,0>:d    32:w                                // $568
        shl (8|M16)              r12.0<1>:q    r28.0<2;1,0>:d    32:w                                // $569
        shl (8|M24)              r14.0<1>:q    r26.0<2;1,0>:d    32:w                                // $569
        and (8|M0)               r16.0<1>:q    r70.0<4;4,1>:q    r95.0<0;1,0>:q                      // $570
        and (8|M8)               r18.0<1>:q    r68.0<4;4,1>:q    r95.0<0;1,0>:q                      // $570
        and (8|M16)              r20.0<1>:q    r66.0<4;4,1>:q    r95.0<0;1,0>:q                      // $571
        and (8|M24)              r22.0<1>:q    r64.0<4;4,1>:q    r95.0<0;1,0>:q                      // $571
        xor (8|M0)               r24.0<1>:q    r24.0<4;4,1>:q    r78.0<4;4,1>:q                      // $572
        xor (8|M24)              r30.0<1>:q    r2.0<4;4,1>:q     r72.0<4;4,1>:q                      // $573
        xor (8|M16)              r28.0<1>:q    r6.0<4;4,1>:q     r74.0<4;4,1>:q                      // $573
        or (8|M0)     (eq)f0.0   null<1>:q     r4.0<4;4,1>:q     r16.0<4;4,1>:q                      // $574
        or (8|M8)     (eq)f0.0   null<1>:q     r10.0<4;4,1>:q    r18.0<4;4,1>:q                      // $574
        or (8|M16)    (eq)f0.0   null<1>:q     r12.0<4;4,1>:q    r20.0<4;4,1>:q                      // $576
        or (8|M24)    (eq)f0.0   null<1>:q     r14.0<4;4,1>:q    r22.0<4;4,1>:q                      // $576
        xor (8|M8)               r26.0<1>:q    r40.0<4;4,1>:q    r76.0<4;4,1>:q                      // $572
(f0.0)  sel (8|M0)               r32.0<1>:q    r78.0<4;4,1>:q    0:w                                 // $578
(f0.0)  sel (8|M8)               r34.0<1>:q    r76.0<4;4,1>:q    0:w                                 // $578
(f0.0)  sel (8|M16)              r36.0<1>:q    r74.0<4;4,1>:q    0:w                                 // $579
(f0.0)  sel (8|M24)              r38.0<1>:q    r72.0<4;4,1>:q    0:w                                 // $579
        add (8|M0)               r24.0<1>:q    r24.0<4;4,1>:q    -r32.0<4;4,1>:q                     // $580
        add (8|M8)               r40.0<1>:q    r26.0<4;4,1>:q    -r34.0<4;4,1>:q                     // $580
        add (8|M16)              r6.0<1>:q     r28.0<4;4,1>:q    -r36.0<4;4,1>:q                     // $581
        add (8|M24)              r2.0<1>:q     r30.0<4;4,1>:q    -r38.0<4;4,1>:q                     // $581
// B021: Preds:{B020, B019},  Succs:{B022}
_int64_arith_k0_0_cf:
        endif (32|M0)                        _0_037                                                  // $562
// B022: Preds:{B021},  Succs:{}
_0_037:
        add (8|M0)               r4.0<1>:q     r102.0<4;4,1>:q   r24.0<4;4,1>:q                      // $583
        add (8|M8)               r10.0<1>:q    r100.0<4;4,1>:q   r40.0<4;4,1>:q                      // $583
        cmp (8|M8)    (ge)f1.0   r26.0<1>:q    r82.0<4;4,1>:q    r90.0<4;4,1>:q                      // $597
        cmp (8|M0)    (ge)f1.0   r24.0<1>:q    r84.0<4;4,1>:q    r92.0<4;4,1>:q                      // $597
        cmp (8|M16)   (ge)f0.0   r28.0<1>:q    r80.0<4;4,1>:q    r88.0<4;4,1>:q                      // $598
        cmp (8|M24)   (ge)f0.0   r30.0<1>:q    r8.0<4;4,1>:q     r86.0<4;4,1>:q                      // $598
        add (8|M16)              r12.0<1>:q    r98.0<4;4,1>:q    r6.0<4;4,1>:q                       // $584
        add (8|M24)              r14.0<1>:q    r96.0<4;4,1>:q    r2.0<4;4,1>:q                       // $584
        mov (8|M0)               r16.0<1>:d    r4.0<2;1,0>:d                                         // $585
        mov (8|M0)               r18.0<1>:d    r4.1<2;1,0>:d                                         // $587
        mov (8|M8)               r17.0<1>:d    r10.0<2;1,0>:d                                        // $586
        mov (8|M8)               r19.0<1>:d    r10.1<2;1,0>:d                                        // $588
        add (8|M0)               r4.0<1>:q     r126.0<4;4,1>:q   r24.0<4;4,1>:q                      // $599
        add (8|M8)               r10.0<1>:q    r124.0<4;4,1>:q   r26.0<4;4,1>:q                      // $599
        add (8|M16)              r32.0<1>:q    r122.0<4;4,1>:q   r28.0<4;4,1>:q                      // $600
        add (8|M24)              r34.0<1>:q    r120.0<4;4,1>:q   r30.0<4;4,1>:q                      // $600
        mov (8|M16)              r20.0<1>:d    r12.0<2;1,0>:d                                        // $589
        mov (8|M16)              r22.0<1>:d    r12.1<2;1,0>:d                                        // $591
        mov (8|M24)              r21.0<1>:d    r14.0<2;1,0>:d                                        // $590
        mov (8|M24)              r23.0<1>:d    r14.1<2;1,0>:d                                        // $592
        mov (8|M0)               r36.0<1>:d    r4.0<2;1,0>:d                                         // $601
        mov (8|M0)               r38.0<1>:d    r4.1<2;1,0>:d                                         // $603
        mov (8|M8)               r37.0<1>:d    r10.0<2;1,0>:d                                        // $602
        mov (8|M8)               r39.0<1>:d    r10.1<2;1,0>:d                                        // $604
        mov (8|M16)              r12.0<1>:d    r32.0<2;1,0>:d                                        // $605
        mov (8|M16)              r14.0<1>:d    r32.1<2;1,0>:d                                        // $607
        mov (8|M24)              r13.0<1>:d    r34.0<2;1,0>:d                                        // $606
        mov (8|M24)              r15.0<1>:d    r34.1<2;1,0>:d                                        // $608
        sends (16|M0)            null:w   r118    r16     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $594
(W)     mov (8|M0)               r127.0<1>:ud  r94.0<8;8,1>:ud                  {Compacted}          // $613
        sends (16|M16)           null:w   r116    r20     0x10C            0x04025C03           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $596
        sends (16|M0)            null:w   r118    r36     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $610
        sends (16|M16)           null:w   r116    r12     0x10C            0x04025C02           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $612
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                                        // $613
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                                        // $613
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $613
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
