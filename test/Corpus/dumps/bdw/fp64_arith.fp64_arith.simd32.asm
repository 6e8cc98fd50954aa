//.kernel fp64_arith
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 497
//.RA type	HYBRID_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.2)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0053 (61)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r46.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r48.0)
//.declare V0055 (63)  rf=r size=128 type=d align=16 words (r42.0)
//.declare V0056 (64)  rf=r size=128 type=d align=16 words (r38.0)
//.declare V0061 (69)  rf=r size=128 type=d align=16 words (r118.0)
//.declare V0062 (70)  rf=r size=128 type=d align=16 words (r10.0)
//.declare  (79)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (80)  rf=r size=128 type=df align=16 words (r0.0)
//.declare  (81)  rf=r size=128 type=df align=16 words (r0.0)
//.declare  (82)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (83)  rf=r size=128 type=df align=16 words (r112.0)
//.declare  (84)  rf=r size=128 type=df align=16 words (r116.0)
//.declare  (85)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (86)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (87)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (88)  rf=r size=32 type=df align=16 words (r17.0)
//.declare  (89)  rf=r size=32 type=df align=16 words (r15.0)
//.declare  (91)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (92)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (93)  rf=r size=128 type=df align=16 words (r0.0)
//.declare  (94)  rf=r size=128 type=df align=16 words (r0.0)
//.declare  (95)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (96)  rf=r size=128 type=df align=16 words (r112.0)
//.declare  (97)  rf=r size=128 type=df align=16 words (r116.0)
//.declare  (98)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (99)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (100)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (102)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (107)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (108)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (109)  rf=r size=32 type=df align=16 words (r16.0)
//.declare  (110)  rf=r size=32 type=df align=16 words (r14.0)
//.declare  (111)  rf=r size=128 type=df align=16 words (r116.0)
//.declare  (112)  rf=r size=128 type=df align=16 words (r10.0)
//.declare  (113)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (114)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (115)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (116)  rf=r size=128 type=df align=16 words (r124.0)
//.declare  (118)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (119)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (120)  rf=r size=128 type=df align=16 words (r116.0)
//.declare  (121)  rf=r size=128 type=df align=16 words (r6.0)
//.declare  (122)  rf=r size=128 type=df align=16 words (r120.0)
//.declare  (123)  rf=r size=128 type=df align=16 words (r10.0)
//.declare  (124)  rf=r size=128 type=df align=16 words (r2.0)
//.declare  (125)  rf=r size=128 type=df align=16 words (r124.0)
//.declare V0079 (131)  rf=r size=8 type=df align=4 words (r1.0)
//.declare P01 (151)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (158)  rf=r size=192 type=ud align=16 words (r10.0)
//.declare  (159)  rf=r size=192 type=ud align=16 words (r16.0)
//.declare V0105 (160)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0106 (161)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0107 (162)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0108 (163)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0109 (164)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0110 (165)  rf=r size=64 type=f align=16 words (r116.0)
//.declare  (170)  rf=r size=128 type=ud align=16 words (r8.0)
//.declare  (171)  rf=r size=128 type=ud align=16 words (r120.0)
//.declare V0123 (180)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0124 (181)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0127 (184)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0128 (185)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0129 (186)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0130 (187)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0131 (188)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0132 (189)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0133 (190)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0134 (191)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0135 (192)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0136 (193)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0137 (194)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0138 (195)  rf=r size=64 type=d align=16 words (r106.0)
//.declare P02 (196)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0139 (197)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r10.0)
//.declare V0140 (198)  rf=r size=64 type=ud alias=V0128+0 align=16 words (r120.0)
//.declare V0141 (199)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0142 (200)  rf=r size=64 type=d align=16 words (r116.0)
//.declare P03 (201)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0143 (202)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0144 (203)  rf=r size=64 type=d align=16 words (r104.0)
//.declare P04 (204)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0145 (205)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0146 (206)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0147 (207)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0148 (208)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0149 (209)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0150 (210)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0151 (211)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0152 (212)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0157 (217)  rf=r size=64 type=ud alias=V0149+0 align=16 words (r16.0)
//.declare V0158 (218)  rf=r size=64 type=ud alias=V0150+0 align=16 words (r110.0)
//.declare V0175 (235)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0176 (236)  rf=r size=64 type=d align=16 words (r102.0)
//.declare P05 (237)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P06 (238)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (253)  rf=r size=192 type=ud align=16 words (r34.0)
//.declare  (254)  rf=r size=192 type=ud align=16 words (r114.0)
//.declare V0191 (255)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0192 (256)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0193 (257)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0194 (258)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0195 (259)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare  (260)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (261)  rf=r size=32 type=uw align=16 words (r123.0)
//.declare  (262)  rf=r size=32 type=uw align=16 words (r122.0)
//.declare  (263)  rf=r size=32 type=uw align=16 words (r107.0)
//.declare  (264)  rf=r size=32 type=uw align=16 words (r111.0)
//.declare  (265)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (266)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (267)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (268)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (269)  rf=r size=64 type=f align=32 words (r22.0)
//.declare  (270)  rf=r size=64 type=f align=32 words (r116.0)
//.declare  (271)  rf=r size=64 type=f align=32 words (r26.0)
//.declare  (272)  rf=r size=64 type=f align=32 words (r120.0)
//.declare  (273)  rf=r size=64 type=d align=32 words (r114.0)
//.declare  (274)  rf=r size=64 type=d align=32 words (r118.0)
//.declare  (275)  rf=r size=64 type=d align=32 words (r110.0)
//.declare  (276)  rf=r size=64 type=d align=32 words (r2.0)
//.declare  (277)  rf=r size=2 type=w align=1 words (r1.0)
//.declare  (281)  rf=r size=2 type=w align=1 words (r126.0)
//.declare  (287)  rf=r size=64 type=d align=32 words (r10.0)
//.declare  (288)  rf=r size=64 type=d align=32 words (r122.0)
//.declare  (289)  rf=r size=64 type=d align=32 words (r120.0)
//.declare  (290)  rf=r size=64 type=d align=32 words (r96.0)
//.declare  (291)  rf=r size=2 type=uw align=1 words (r126.0)
//.declare  (295)  rf=r size=8 type=df align=4 words (r121.0)
//.declare  (299)  rf=r size=8 type=df align=4 words (r126.0)
//.declare  (315)  rf=r size=8 type=df align=4 words (r121.1)
//.declare  (319)  rf=r size=64 type=df align=16 words (r90.0)
//.declare  (320)  rf=r size=64 type=df align=16 words (r92.0)
//.declare  (321)  rf=r size=64 type=df align=16 words (r94.0)
//.declare  (322)  rf=r size=64 type=df align=16 words (r96.0)
//.declare  (323)  rf=r size=64 type=df align=16 words (r36.0)
//.declare  (324)  rf=r size=64 type=df align=16 words (r34.0)
//.declare  (325)  rf=r size=64 type=df align=16 words (r32.0)
//.declare  (326)  rf=r size=64 type=df align=16 words (r30.0)
//.declare  (327)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (328)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (329)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (330)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (331)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (332)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (335)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (336)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (337)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (338)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (339)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (340)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (343)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (344)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (345)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (346)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (347)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (348)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (349)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (350)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (351)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (352)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (353)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (354)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (355)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (356)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (357)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (358)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (359)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (360)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (361)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (362)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (363)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (364)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (365)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (366)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (367)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (368)  rf=r size=64 type=df align=16 words (r114.0)
//.declare  (369)  rf=r size=64 type=df align=16 words (r12.0)
//.declare  (370)  rf=r size=64 type=df align=16 words (r106.0)
//.declare  (371)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (372)  rf=r size=64 type=df align=16 words (r104.0)
//.declare  (373)  rf=r size=64 type=df align=16 words (r24.0)
//.declare  (374)  rf=r size=64 type=df align=16 words (r102.0)
//.declare  (375)  rf=r size=64 type=df align=16 words (r18.0)
//.declare  (376)  rf=r size=64 type=df align=16 words (r120.0)
//.declare  (377)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (378)  rf=r size=64 type=df align=16 words (r118.0)
//.declare  (379)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (380)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (381)  rf=r size=64 type=df align=16 words (r20.0)
//.declare  (382)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (383)  rf=r size=64 type=df align=16 words (r26.0)
//.declare  (384)  rf=r size=64 type=df align=16 words (r100.0)
//.declare  (385)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (386)  rf=r size=64 type=df align=16 words (r98.0)
//.declare  (387)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (388)  rf=r size=64 type=df align=16 words (r124.0)
//.declare  (389)  rf=r size=64 type=df align=16 words (r4.0)
//.declare  (390)  rf=r size=64 type=df align=16 words (r122.0)
//.declare  (391)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (392)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (393)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (394)  rf=r size=64 type=d align=16 words (r118.0)
//.declare  (395)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (396)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (397)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (398)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (399)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (400)  rf=r size=64 type=q align=16 words (r112.0)
//.declare  (401)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (402)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (403)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (404)  rf=r size=64 type=q align=16 words (r104.0)
//.declare  (405)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (406)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (411)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (412)  rf=r size=64 type=q align=16 words (r102.0)
//.declare  (413)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (414)  rf=r size=64 type=q align=16 words (r100.0)
//.declare  (415)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (416)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (417)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (418)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (419)  rf=r size=64 type=df align=16 words (r14.0)
//.declare  (420)  rf=r size=64 type=df align=16 words (r28.0)
//.declare  (421)  rf=r size=64 type=df align=16 words (r22.0)
//.declare  (422)  rf=r size=64 type=df align=16 words (r116.0)
//.declare  (423)  rf=r size=64 type=q align=16 words (r106.0)
//.declare  (424)  rf=r size=64 type=q align=16 words (r110.0)
//.declare  (425)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (426)  rf=r size=64 type=q align=16 words (r108.0)
//.declare  (427)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (428)  rf=r size=64 type=q align=16 words (r104.0)
//.declare  (429)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (430)  rf=r size=64 type=q align=16 words (r98.0)
//.declare  (435)  rf=r size=64 type=df align=16 words (r112.0)
//.declare  (436)  rf=r size=64 type=df align=16 words (r2.0)
//.declare  (437)  rf=r size=64 type=df align=16 words (r108.0)
//.declare  (438)  rf=r size=64 type=df align=16 words (r8.0)
//.declare  (439)  rf=r size=64 type=df align=16 words (r110.0)
//.declare  (440)  rf=r size=64 type=df align=16 words (r6.0)
//.declare  (441)  rf=r size=64 type=df align=16 words (r10.0)
//.declare  (442)  rf=r size=64 type=df align=16 words (r16.0)
//.declare  (443)  rf=r size=64 type=q align=16 words (r124.0)
//.declare  (444)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (445)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (446)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (447)  rf=r size=64 type=q align=16 words (r122.0)
//.declare  (448)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (449)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (450)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (451)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (452)  rf=r size=64 type=d align=16 words (r112.0)
//.declare  (453)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (454)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (455)  rf=r size=64 type=d alias=+0 align=16 words (r90.0)
//.declare  (456)  rf=r size=64 type=d alias=+0 align=16 words (r92.0)
//.declare  (457)  rf=r size=64 type=d alias=+0 align=16 words (r94.0)
//.declare  (458)  rf=r size=64 type=d alias=+0 align=16 words (r96.0)
//.declare  (459)  rf=r size=64 type=d alias=+0 align=16 words (r36.0)
//.declare  (460)  rf=r size=64 type=d alias=+0 align=16 words (r34.0)
//.declare  (461)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (462)  rf=r size=64 type=d alias=+0 align=16 words (r30.0)
//.declare  (463)  rf=r size=64 type=d alias=+0 align=16 words (r2.0)
//.declare  (464)  rf=r size=64 type=d alias=+0 align=16 words (r124.0)
//.declare  (465)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (466)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (467)  rf=r size=64 type=d alias=+0 align=16 words (r2.0)
//.declare  (468)  rf=r size=64 type=d alias=+0 align=16 words (r112.0)
//.declare  (469)  rf=r size=64 type=d alias=+0 align=16 words (r6.0)
//.declare  (470)  rf=r size=64 type=d alias=+0 align=16 words (r124.0)
//.declare  (471)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (472)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (473)  rf=r size=64 type=d alias=+0 align=16 words (r22.0)
//.declare  (474)  rf=r size=64 type=d alias=+0 align=16 words (r116.0)
//.declare  (475)  rf=r size=64 type=uq alias=+0 align=16 words (r106.0)
//.declare  (476)  rf=r size=64 type=uq alias=+0 align=16 words (r110.0)
//.declare  (477)  rf=r size=64 type=uq alias=+0 align=16 words (r16.0)
//.declare  (478)  rf=r size=64 type=uq alias=+0 align=16 words (r108.0)
//.declare  (479)  rf=r size=64 type=d alias=+0 align=16 words (r122.0)
//.declare  (480)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (481)  rf=r size=64 type=d alias=+0 align=16 words (r30.0)
//.declare  (482)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (483)  rf=r size=32 type=d align=16 words (r1.0)
//.declare  (484)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (485)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (486)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (487)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (488)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (489)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (490)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (491)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (492)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (493)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (494)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (495)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (496)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (497)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (498)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (499)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (500)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (501)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (502)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (503)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (504)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (505)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (506)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (507)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (508)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (509)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (510)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (511)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (512)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (513)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (514)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (515)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (516)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (517)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (518)  rf=r size=32 type=d align=16 words (r36.0)
//.declare  (519)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (520)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (521)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (522)  rf=r size=32 type=d align=16 words (r96.0)
//.declare  (523)  rf=r size=32 type=d align=16 words (r97.0)
//.declare  (524)  rf=r size=32 type=d align=16 words (r98.0)
//.declare  (525)  rf=r size=32 type=d align=16 words (r99.0)
//.declare  (526)  rf=r size=32 type=d align=16 words (r100.0)
//.declare  (527)  rf=r size=32 type=d align=16 words (r101.0)
//.declare  (528)  rf=r size=32 type=d align=16 words (r102.0)
//.declare  (529)  rf=r size=32 type=d align=16 words (r103.0)
//.declare  (530)  rf=r size=32 type=d align=16 words (r104.0)
//.declare  (531)  rf=r size=32 type=d align=16 words (r105.0)
//.declare  (532)  rf=r size=32 type=d align=16 words (r106.0)
//.declare  (533)  rf=r size=32 type=d align=16 words (r107.0)
//.declare  (534)  rf=r size=32 type=d align=16 words (r108.0)
//.declare  (535)  rf=r size=32 type=d align=16 words (r109.0)
//.declare  (536)  rf=r size=32 type=d align=16 words (r110.0)
//.declare  (537)  rf=r size=32 type=d align=16 words (r111.0)
//.declare  (538)  rf=r size=32 type=d align=16 words (r112.0)
//.declare  (539)  rf=r size=32 type=d align=16 words (r113.0)
//.declare  (540)  rf=r size=32 type=d align=16 words (r114.0)
//.declare  (541)  rf=r size=32 type=d align=16 words (r115.0)
//.declare  (542)  rf=r size=32 type=d align=16 words (r116.0)
//.declare  (543)  rf=r size=32 type=d align=16 words (r117.0)
//.declare  (544)  rf=r size=32 type=d align=16 words (r118.0)
//.declare  (545)  rf=r size=32 type=d align=16 words (r119.0)
//.declare  (546)  rf=r size=32 type=d align=16 words (r120.0)
//.declare  (547)  rf=r size=32 type=d align=16 words (r121.0)
//.declare  (548)  rf=r size=32 type=d align=16 words (r122.0)
//.declare  (549)  rf=r size=32 type=d align=16 words (r123.0)
//.declare  (550)  rf=r size=32 type=d align=16 words (r124.0)
//.declare  (551)  rf=r size=32 type=d align=16 words (r125.0)
//.declare  (552)  rf=r size=32 type=d align=16 words (r126.0)

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
// | V0191    | :uq      |      8 | r8       | general    |
// | V0192    | :uq      |      8 | r8+8     | general    |
// | V0193    | :uq      |      8 | r8+16    | general    |
// | V0194    | :uq      |      8 | r8+24    | general    |
// | V0195    | :uq      |      8 | r9       | general    |
// | V0037    | :d x 3   |     12 | r9+8     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (4|M0)               r14.0<1>:df   0x3FF8000000000000:df                                 // $1
(W)     mov (4|M0)               r16.0<1>:df   0x3FE0000000000000:df                                 // $1
(W)     mov (4|M0)               r15.0<1>:df   0x3FF0000000000000:df                                 // $1
(W)     mov (4|M0)               r17.0<1>:df   0x0:df                                                // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r9.2<0;1,0>:d     r0.1<0;1,0>:d                       // $2
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r52.0<1>:d    r124.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r50.0<1>:d    r122.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r46.0<1>:d    r52.0<8;8,1>:d    3:w                                 // $9
        shl (16|M16)             r48.0<1>:d    r50.0<8;8,1>:d    3:w                                 // $10
        send (16|M0)             r42:w    r46:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $12
        send (16|M0)             r118:w   r46:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $24
        send (16|M16)            r38:w    r48:f   0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $14
        send (16|M16)            r10:w    r48:f   0xC            0x04405C01           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $26
        mov (8|M0)               r90.0<2>:d    r42.0<8;8,1>:d                                        // $15
        mov (8|M0)               r90.1<2>:d    r44.0<8;8,1>:d                                        // $17
        mov (8|M0)               r36.0<2>:d    r118.0<8;8,1>:d                                       // $27
        mov (8|M8)               r92.0<2>:d    r43.0<8;8,1>:d                                        // $16
        mov (8|M0)               r36.1<2>:d    r120.0<8;8,1>:d                                       // $29
        mov (8|M8)               r34.0<2>:d    r119.0<8;8,1>:d                                       // $28
        mov (8|M16)              r94.0<2>:d    r38.0<8;8,1>:d                                        // $19
        mov (8|M24)              r96.0<2>:d    r39.0<8;8,1>:d                                        // $20
        mov (8|M16)              r32.0<2>:d    r10.0<8;8,1>:d                                        // $31
        mov (8|M24)              r30.0<2>:d    r11.0<8;8,1>:d                                        // $32
        mov (8|M8)               r92.1<2>:d    r45.0<8;8,1>:d                                        // $18
        math.invm (4|M0) (eo)f1.0  r2.mme0:df  r90.nomme:df      r36.nomme:df                        // $37
        mov (8|M8)               r34.1<2>:d    r121.0<8;8,1>:d                                       // $30
        mov (8|M16)              r94.1<2>:d    r40.0<8;8,1>:d                                        // $21
        mov (8|M24)              r96.1<2>:d    r41.0<8;8,1>:d                                        // $22
        mov (8|M16)              r32.1<2>:d    r12.0<8;8,1>:d                                        // $33
        mov (8|M24)              r30.1<2>:d    r13.0<8;8,1>:d                                        // $34
        mad (8|M0)               r12.0<1>:df   r90.0<2;1>:df     r36.0<2;1>:df     r90.0<1>:df       // $35 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r10.0<1>:df   r92.0<2;1>:df     r34.0<2;1>:df     r92.0<1>:df       // $35 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r18.0<1>:df   r94.0<2;1>:df     r32.0<2;1>:df     r94.0<1>:df       // $36 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r20.0<1>:df   r96.0<2;1>:df     r30.0<2;1>:df     r96.0<1>:df       // $36 {0=EH, 1=EL, 2=EH, BC=OK}
(~f1.0) if (4|M0)                            _fp64_arith_k0_0_ifJip  _fp64_arith_k0_0_ifJip          // $37
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_fp64_arith_k0_16_:
        madm (4|M0)              r112.mme1:df  r17.nomme:df      r90.nomme:df      r2.mme0:df        // $37 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r116.mme2:df  r15.nomme:df      -r36.nomme:df     r2.mme0:df        // $37 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r120.mme3:df  r90.nomme:df      -r36.nomme:df     r112.mme1:df      // $37 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r6.mme4:df    r2.mme0:df        r116.mme2:df      r2.mme0:df        // $37 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r124.mme5:df  r15.nomme:df      -r36.nomme:df     r6.mme4:df        // $37 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r2.mme6:df    r2.mme0:df        r116.mme2:df      r6.mme4:df        // $37 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r112.mme7:df  r112.mme1:df      r120.mme3:df      r6.mme4:df        // $37 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r6.mme0:df    r6.mme4:df        r2.mme6:df        r124.mme5:df      // $37 {0=EL, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r120.mme1:df  r90.nomme:df      -r36.nomme:df     r112.mme7:df      // $37 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r2.nomme:df   r112.mme7:df      r120.mme1:df      r6.mme0:df        // $37 {0=EH, 1=EH, 2=EL, BC=OK}
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_fp64_arith_k0_0_ifJip:
        endif (4|M0)                         L776                                                    // $37
L776:
        math.invm (4|M4) (eo)f1.0  r3.mme0:df  r91.nomme:df      r37.nomme:df                        // $37
(~f1.0) if (4|M4)                            _fp64_arith_k0_1_ifJip  _fp64_arith_k0_1_ifJip          // $37
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_fp64_arith_k0_17_:
        madm (4|M4)              r113.mme1:df  r17.nomme:df      r91.nomme:df      r3.mme0:df        // $37 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r117.mme2:df  r15.nomme:df      -r37.nomme:df     r3.mme0:df        // $37 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r121.mme3:df  r91.nomme:df      -r37.nomme:df     r113.mme1:df      // $37 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r7.mme4:df    r3.mme0:df        r117.mme2:df      r3.mme0:df        // $37 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r125.mme5:df  r15.nomme:df      -r37.nomme:df     r7.mme4:df        // $37 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r3.mme6:df    r3.mme0:df        r117.mme2:df      r7.mme4:df        // $37 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r113.mme7:df  r113.mme1:df      r121.mme3:df      r7.mme4:df        // $37 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r7.mme0:df    r7.mme4:df        r3.mme6:df        r125.mme5:df      // $37 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r121.mme1:df  r91.nomme:df      -r37.nomme:df     r113.mme7:df      // $37 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r3.nomme:df   r113.mme7:df      r121.mme1:df      r7.mme0:df        // $37 {0=OH, 1=OH, 2=OL, BC=OK}
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_fp64_arith_k0_1_ifJip:
        endif (4|M4)                         L984                                                    // $37
L984:
        math.invm (4|M8) (eo)f1.0  r4.mme0:df  r92.nomme:df      r34.nomme:df                        // $37
(~f1.0) if (4|M8)                            _fp64_arith_k0_2_ifJip  _fp64_arith_k0_2_ifJip          // $37
// B005: [inDivergent],  Preds:{B004},  Succs:{B006}
_fp64_arith_k0_18_:
        madm (4|M8)              r114.mme1:df  r17.nomme:df      r92.nomme:df      r4.mme0:df        // $37 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r118.mme2:df  r15.nomme:df      -r34.nomme:df     r4.mme0:df        // $37 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r122.mme3:df  r92.nomme:df      -r34.nomme:df     r114.mme1:df      // $37 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r8.mme4:df    r4.mme0:df        r118.mme2:df      r4.mme0:df        // $37 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r126.mme5:df  r15.nomme:df      -r34.nomme:df     r8.mme4:df        // $37 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r4.mme6:df    r4.mme0:df        r118.mme2:df      r8.mme4:df        // $37 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r114.mme7:df  r114.mme1:df      r122.mme3:df      r8.mme4:df        // $37 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r8.mme0:df    r8.mme4:df        r4.mme6:df        r126.mme5:df      // $37 {0=EL, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r122.mme1:df  r92.nomme:df      -r34.nomme:df     r114.mme7:df      // $37 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r4.nomme:df   r114.mme7:df      r122.mme1:df      r8.mme0:df        // $37 {0=EH, 1=EH, 2=EL, BC=OK}
// B006: Preds:{B005, B004},  Succs:{B007, B008}
_fp64_arith_k0_2_ifJip:
        endif (4|M8)                         L1192                                                   // $37
L1192:
        math.invm (4|M12) (eo)f1.0  r5.mme0:df  r93.nomme:df     r35.nomme:df                        // $37
(~f1.0) if (4|M12)                           _fp64_arith_k0_3_ifJip  _fp64_arith_k0_3_ifJip          // $37
// B007: [inDivergent],  Preds:{B006},  Succs:{B008}
_fp64_arith_k0_19_:
        madm (4|M12)             r115.mme1:df  r17.nomme:df      r93.nomme:df      r5.mme0:df        // $37 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r119.mme2:df  r15.nomme:df      -r35.nomme:df     r5.mme0:df        // $37 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r123.mme3:df  r93.nomme:df      -r35.nomme:df     r115.mme1:df      // $37 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r9.mme4:df    r5.mme0:df        r119.mme2:df      r5.mme0:df        // $37 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r127.mme5:df  r15.nomme:df      -r35.nomme:df     r9.mme4:df        // $37 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r5.mme6:df    r5.mme0:df        r119.mme2:df      r9.mme4:df        // $37 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r115.mme7:df  r115.mme1:df      r123.mme3:df      r9.mme4:df        // $37 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r9.mme0:df    r9.mme4:df        r5.mme6:df        r127.mme5:df      // $37 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r123.mme1:df  r93.nomme:df      -r35.nomme:df     r115.mme7:df      // $37 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r5.nomme:df   r115.mme7:df      r123.mme1:df      r9.mme0:df        // $37 {0=OH, 1=OH, 2=OL, BC=OK}
// B008: Preds:{B007, B006},  Succs:{B009, B010}
_fp64_arith_k0_3_ifJip:
        endif (4|M12)                        L1400                                                   // $37
L1400:
        math.invm (4|M16) (eo)f1.0  r6.mme0:df  r94.nomme:df     r32.nomme:df                        // $38
        mov (8|M0)               r24.0<1>:df   r2.0<4;4,1>:df                                        // $37
        mov (8|M8)               r22.0<1>:df   r4.0<4;4,1>:df                                        // $37
(~f1.0) if (4|M16)                           _fp64_arith_k0_4_ifJip  _fp64_arith_k0_4_ifJip          // $38
// B009: [inDivergent],  Preds:{B008},  Succs:{B010}
_fp64_arith_k0_20_:
        madm (4|M16)             r112.mme1:df  r17.nomme:df      r94.nomme:df      r6.mme0:df        // $38 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r116.mme2:df  r15.nomme:df      -r32.nomme:df     r6.mme0:df        // $38 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r120.mme3:df  r94.nomme:df      -r32.nomme:df     r112.mme1:df      // $38 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r2.mme4:df    r6.mme0:df        r116.mme2:df      r6.mme0:df        // $38 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r124.mme5:df  r15.nomme:df      -r32.nomme:df     r2.mme4:df        // $38 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r6.mme6:df    r6.mme0:df        r116.mme2:df      r2.mme4:df        // $38 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r112.mme7:df  r112.mme1:df      r120.mme3:df      r2.mme4:df        // $38 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r2.mme0:df    r2.mme4:df        r6.mme6:df        r124.mme5:df      // $38 {0=EL, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r120.mme1:df  r94.nomme:df      -r32.nomme:df     r112.mme7:df      // $38 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r6.nomme:df   r112.mme7:df      r120.mme1:df      r2.mme0:df        // $38 {0=EH, 1=EH, 2=EL, BC=OK}
// B010: Preds:{B009, B008},  Succs:{B011, B012}
_fp64_arith_k0_4_ifJip:
        endif (4|M16)                        L1640                                                   // $38
L1640:
        math.invm (4|M20) (eo)f1.0  r7.mme0:df  r95.nomme:df     r33.nomme:df                        // $38
(~f1.0) if (4|M20)                           _fp64_arith_k0_5_ifJip  _fp64_arith_k0_5_ifJip          // $38
// B011: [inDivergent],  Preds:{B010},  Succs:{B012}
_fp64_arith_k0_21_:
        madm (4|M20)             r113.mme1:df  r17.nomme:df      r95.nomme:df      r7.mme0:df        // $38 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r117.mme2:df  r15.nomme:df      -r33.nomme:df     r7.mme0:df        // $38 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r121.mme3:df  r95.nomme:df      -r33.nomme:df     r113.mme1:df      // $38 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r3.mme4:df    r7.mme0:df        r117.mme2:df      r7.mme0:df        // $38 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r125.mme5:df  r15.nomme:df      -r33.nomme:df     r3.mme4:df        // $38 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r7.mme6:df    r7.mme0:df        r117.mme2:df      r3.mme4:df        // $38 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r113.mme7:df  r113.mme1:df      r121.mme3:df      r3.mme4:df        // $38 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r3.mme0:df    r3.mme4:df        r7.mme6:df        r125.mme5:df      // $38 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r121.mme1:df  r95.nomme:df      -r33.nomme:df     r113.mme7:df      // $38 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r7.nomme:df   r113.mme7:df      r121.mme1:df      r3.mme0:df        // $38 {0=OH, 1=OH, 2=OL, BC=OK}
// B012: Preds:{B011, B010},  Succs:{B013, B014}
_fp64_arith_k0_5_ifJip:
        endif (4|M20)                        L1848                                                   // $38
L1848:
        math.invm (4|M24) (eo)f1.0  r8.mme0:df  r96.nomme:df     r30.nomme:df                        // $38
(~f1.0) if (4|M24)                           _fp64_arith_k0_6_ifJip  _fp64_arith_k0_6_ifJip          // $38
// B013: [inDivergent],  Preds:{B012},  Succs:{B014}
_fp64_arith_k0_22_:
        madm (4|M24)             r114.mme1:df  r17.nomme:df      r96.nomme:df      r8.mme0:df        // $38 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r118.mme2:df  r15.nomme:df      -r30.nomme:df     r8.mme0:df        // $38 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r122.mme3:df  r96.nomme:df      -r30.nomme:df     r114.mme1:df      // $38 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r4.mme4:df    r8.mme0:df        r118.mme2:df      r8.mme0:df        // $38 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r126.mme5:df  r15.nomme:df      -r30.nomme:df     r4.mme4:df        // $38 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r8.mme6:df    r8.mme0:df        r118.mme2:df      r4.mme4:df        // $38 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r114.mme7:df  r114.mme1:df      r122.mme3:df      r4.mme4:df        // $38 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r4.mme0:df    r4.mme4:df        r8.mme6:df        r126.mme5:df      // $38 {0=EL, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r122.mme1:df  r96.nomme:df      -r30.nomme:df     r114.mme7:df      // $38 {0=EH, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r8.nomme:df   r114.mme7:df      r122.mme1:df      r4.mme0:df        // $38 {0=EH, 1=EH, 2=EL, BC=OK}
// B014: Preds:{B013, B012},  Succs:{B015, B016}
_fp64_arith_k0_6_ifJip:
        endif (4|M24)                        L2056                                                   // $38
L2056:
        math.invm (4|M28) (eo)f1.0  r9.mme0:df  r97.nomme:df     r31.nomme:df                        // $38
(~f1.0) if (4|M28)                           _fp64_arith_k0_7_ifJip  _fp64_arith_k0_7_ifJip          // $38
// B015: [inDivergent],  Preds:{B014},  Succs:{B016}
_fp64_arith_k0_23_:
        madm (4|M28)             r115.mme1:df  r17.nomme:df      r97.nomme:df      r9.mme0:df        // $38 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r119.mme2:df  r15.nomme:df      -r31.nomme:df     r9.mme0:df        // $38 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r123.mme3:df  r97.nomme:df      -r31.nomme:df     r115.mme1:df      // $38 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r5.mme4:df    r9.mme0:df        r119.mme2:df      r9.mme0:df        // $38 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r127.mme5:df  r15.nomme:df      -r31.nomme:df     r5.mme4:df        // $38 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r9.mme6:df    r9.mme0:df        r119.mme2:df      r5.mme4:df        // $38 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r115.mme7:df  r115.mme1:df      r123.mme3:df      r5.mme4:df        // $38 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r5.mme0:df    r5.mme4:df        r9.mme6:df        r127.mme5:df      // $38 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r123.mme1:df  r97.nomme:df      -r31.nomme:df     r115.mme7:df      // $38 {0=OH, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r9.nomme:df   r115.mme7:df      r123.mme1:df      r5.mme0:df        // $38 {0=OH, 1=OH, 2=OL, BC=OK}
// B016: Preds:{B015, B014},  Succs:{B017, B018}
_fp64_arith_k0_7_ifJip:
        endif (4|M28)                        L2264                                                   // $38
L2264:
        mov (8|M0)               r116.0<1>:df  (abs)r90.0<4;4,1>:df                                  // $41
        add (8|M8)               r22.0<1>:df   r10.0<4;4,1>:df   r22.0<4;4,1>:df                     // $39
        add (8|M16)              r26.0<1>:df   r18.0<4;4,1>:df   r6.0<4;4,1>:df                      // $40
        add (8|M0)               r24.0<1>:df   r12.0<4;4,1>:df   r24.0<4;4,1>:df                     // $39
        mov (8|M8)               r118.0<1>:df  (abs)r92.0<4;4,1>:df                                  // $41
        add (8|M24)              r18.0<1>:df   r20.0<4;4,1>:df   r8.0<4;4,1>:df                      // $40
        math.rsqtm (4|M0) (eo)f0.0  r10.mme0:df  r116.nomme:df                                       // $41
(~f0.0) if (4|M0)                            _fp64_arith_k0_8_ifJip  _fp64_arith_k0_8_ifJip          // $41
// B017: [inDivergent],  Preds:{B016},  Succs:{B018}
_fp64_arith_k0_24_:
        madm (4|M0)              r6.mme1:df    r17.nomme:df      r16.nomme:df      r10.mme0:df       // $41 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r124.mme2:df  r17.nomme:df      r116.nomme:df     r10.mme0:df       // $41 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r2.mme3:df    r16.nomme:df      -r124.mme2:df     r6.mme1:df        // $41 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r120.mme5:df  r15.nomme:df      r14.nomme:df      r2.mme3:df        // $41 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r10.mme6:df   r17.nomme:df      r2.mme3:df        r124.mme2:df      // $41 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M0)              r2.mme7:df    r17.nomme:df      r2.mme3:df        r6.mme1:df        // $41 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M0)              r10.mme6:df   r124.mme2:df      r120.mme5:df      r10.mme6:df       // $41 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r120.mme5:df  r6.mme1:df        r120.mme5:df      r2.mme7:df        // $41 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M0)              r6.mme1:df    r116.nomme:df     -r10.mme6:df      r10.mme6:df       // $41 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M0)              r10.nomme:df  r10.mme6:df       r6.mme1:df        r120.mme5:df      // $41 {0=EL, 1=EL, 2=EH, BC=OK}
// B018: Preds:{B017, B016},  Succs:{B019, B020}
_fp64_arith_k0_8_ifJip:
        endif (4|M0)                         L2568                                                   // $41
L2568:
        math.rsqtm (4|M4) (eo)f0.0  r11.mme0:df  r117.nomme:df                                       // $41
(~f0.0) if (4|M4)                            _fp64_arith_k0_9_ifJip  _fp64_arith_k0_9_ifJip          // $41
// B019: [inDivergent],  Preds:{B018},  Succs:{B020}
_fp64_arith_k0_25_:
        madm (4|M4)              r7.mme1:df    r17.nomme:df      r16.nomme:df      r11.mme0:df       // $41 {0=OL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M4)              r125.mme2:df  r17.nomme:df      r117.nomme:df     r11.mme0:df       // $41 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r3.mme3:df    r16.nomme:df      -r125.mme2:df     r7.mme1:df        // $41 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r121.mme5:df  r15.nomme:df      r14.nomme:df      r3.mme3:df        // $41 {0=OL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M4)              r11.mme6:df   r17.nomme:df      r3.mme3:df        r125.mme2:df      // $41 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M4)              r3.mme7:df    r17.nomme:df      r3.mme3:df        r7.mme1:df        // $41 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M4)              r11.mme6:df   r125.mme2:df      r121.mme5:df      r11.mme6:df       // $41 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r121.mme5:df  r7.mme1:df        r121.mme5:df      r3.mme7:df        // $41 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M4)              r7.mme1:df    r117.nomme:df     -r11.mme6:df      r11.mme6:df       // $41 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M4)              r11.nomme:df  r11.mme6:df       r7.mme1:df        r121.mme5:df      // $41 {0=OL, 1=OL, 2=OH, BC=OK}
// B020: Preds:{B019, B018},  Succs:{B021, B022}
_fp64_arith_k0_9_ifJip:
        endif (4|M4)                         L2776                                                   // $41
L2776:
        math.rsqtm (4|M8) (eo)f0.0  r12.mme0:df  r118.nomme:df                                       // $41
(~f0.0) if (4|M8)                            _fp64_arith_k0_10_ifJip  _fp64_arith_k0_10_ifJip        // $41
// B021: [inDivergent],  Preds:{B020},  Succs:{B022}
_fp64_arith_k0_26_:
        madm (4|M8)              r8.mme1:df    r17.nomme:df      r16.nomme:df      r12.mme0:df       // $41 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r126.mme2:df  r17.nomme:df      r118.nomme:df     r12.mme0:df       // $41 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r4.mme3:df    r16.nomme:df      -r126.mme2:df     r8.mme1:df        // $41 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r122.mme5:df  r15.nomme:df      r14.nomme:df      r4.mme3:df        // $41 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r12.mme6:df   r17.nomme:df      r4.mme3:df        r126.mme2:df      // $41 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M8)              r4.mme7:df    r17.nomme:df      r4.mme3:df        r8.mme1:df        // $41 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M8)              r12.mme6:df   r126.mme2:df      r122.mme5:df      r12.mme6:df       // $41 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r122.mme5:df  r8.mme1:df        r122.mme5:df      r4.mme7:df        // $41 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M8)              r8.mme1:df    r118.nomme:df     -r12.mme6:df      r12.mme6:df       // $41 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M8)              r12.nomme:df  r12.mme6:df       r8.mme1:df        r122.mme5:df      // $41 {0=EL, 1=EL, 2=EH, BC=OK}
// B022: Preds:{B021, B020},  Succs:{B023, B024}
_fp64_arith_k0_10_ifJip:
        endif (4|M8)                         L2984                                                   // $41
L2984:
        math.rsqtm (4|M12) (eo)f0.0  r13.mme0:df  r119.nomme:df                                      // $41
(~f0.0) if (4|M12)                           _fp64_arith_k0_11_ifJip  _fp64_arith_k0_11_ifJip        // $41
// B023: [inDivergent],  Preds:{B022},  Succs:{B024}
_fp64_arith_k0_27_:
        madm (4|M12)             r9.mme1:df    r17.nomme:df      r16.nomme:df      r13.mme0:df       // $41 {0=OL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M12)             r127.mme2:df  r17.nomme:df      r119.nomme:df     r13.mme0:df       // $41 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r5.mme3:df    r16.nomme:df      -r127.mme2:df     r9.mme1:df        // $41 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r123.mme5:df  r15.nomme:df      r14.nomme:df      r5.mme3:df        // $41 {0=OL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M12)             r13.mme6:df   r17.nomme:df      r5.mme3:df        r127.mme2:df      // $41 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M12)             r5.mme7:df    r17.nomme:df      r5.mme3:df        r9.mme1:df        // $41 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M12)             r13.mme6:df   r127.mme2:df      r123.mme5:df      r13.mme6:df       // $41 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r123.mme5:df  r9.mme1:df        r123.mme5:df      r5.mme7:df        // $41 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M12)             r9.mme1:df    r119.nomme:df     -r13.mme6:df      r13.mme6:df       // $41 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M12)             r13.nomme:df  r13.mme6:df       r9.mme1:df        r123.mme5:df      // $41 {0=OL, 1=OL, 2=OH, BC=OK}
// B024: Preds:{B023, B022},  Succs:{B025, B026}
_fp64_arith_k0_11_ifJip:
        endif (4|M12)                        L3192                                                   // $41
L3192:
        mov (8|M16)              r116.0<1>:df  (abs)r94.0<4;4,1>:df                                  // $42
        mov (8|M0)               r20.0<1>:df   r10.0<4;4,1>:df                                       // $41
        mov (8|M8)               r28.0<1>:df   r12.0<4;4,1>:df                                       // $41
        mov (8|M24)              r118.0<1>:df  (abs)r96.0<4;4,1>:df                                  // $42
        math.rsqtm (4|M16) (eo)f0.0  r6.mme0:df  r116.nomme:df                                       // $42
(~f0.0) if (4|M16)                           _fp64_arith_k0_12_ifJip  _fp64_arith_k0_12_ifJip        // $42
// B025: [inDivergent],  Preds:{B024},  Succs:{B026}
_fp64_arith_k0_28_:
        madm (4|M16)             r10.mme1:df   r17.nomme:df      r16.nomme:df      r6.mme0:df        // $42 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r124.mme2:df  r17.nomme:df      r116.nomme:df     r6.mme0:df        // $42 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r2.mme3:df    r16.nomme:df      -r124.mme2:df     r10.mme1:df       // $42 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r120.mme5:df  r15.nomme:df      r14.nomme:df      r2.mme3:df        // $42 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r6.mme6:df    r17.nomme:df      r2.mme3:df        r124.mme2:df      // $42 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M16)             r2.mme7:df    r17.nomme:df      r2.mme3:df        r10.mme1:df       // $42 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M16)             r6.mme6:df    r124.mme2:df      r120.mme5:df      r6.mme6:df        // $42 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r120.mme5:df  r10.mme1:df       r120.mme5:df      r2.mme7:df        // $42 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M16)             r10.mme1:df   r116.nomme:df     -r6.mme6:df       r6.mme6:df        // $42 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M16)             r6.nomme:df   r6.mme6:df        r10.mme1:df       r120.mme5:df      // $42 {0=EL, 1=EL, 2=EH, BC=OK}
// B026: Preds:{B025, B024},  Succs:{B027, B028}
_fp64_arith_k0_12_ifJip:
        endif (4|M16)                        L3464                                                   // $42
L3464:
        math.rsqtm (4|M20) (eo)f0.0  r7.mme0:df  r117.nomme:df                                       // $42
(~f0.0) if (4|M20)                           _fp64_arith_k0_13_ifJip  _fp64_arith_k0_13_ifJip        // $42
// B027: [inDivergent],  Preds:{B026},  Succs:{B028}
_fp64_arith_k0_29_:
        madm (4|M20)             r11.mme1:df   r17.nomme:df      r16.nomme:df      r7.mme0:df        // $42 {0=OL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M20)             r125.mme2:df  r17.nomme:df      r117.nomme:df     r7.mme0:df        // $42 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r3.mme3:df    r16.nomme:df      -r125.mme2:df     r11.mme1:df       // $42 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r121.mme5:df  r15.nomme:df      r14.nomme:df      r3.mme3:df        // $42 {0=OL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M20)             r7.mme6:df    r17.nomme:df      r3.mme3:df        r125.mme2:df      // $42 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M20)             r3.mme7:df    r17.nomme:df      r3.mme3:df        r11.mme1:df       // $42 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M20)             r7.mme6:df    r125.mme2:df      r121.mme5:df      r7.mme6:df        // $42 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r121.mme5:df  r11.mme1:df       r121.mme5:df      r3.mme7:df        // $42 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M20)             r11.mme1:df   r117.nomme:df     -r7.mme6:df       r7.mme6:df        // $42 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M20)             r7.nomme:df   r7.mme6:df        r11.mme1:df       r121.mme5:df      // $42 {0=OL, 1=OL, 2=OH, BC=OK}
// B028: Preds:{B027, B026},  Succs:{B029, B030}
_fp64_arith_k0_13_ifJip:
        endif (4|M20)                        L3672                                                   // $42
L3672:
        math.rsqtm (4|M24) (eo)f0.0  r8.mme0:df  r118.nomme:df                                       // $42
(~f0.0) if (4|M24)                           _fp64_arith_k0_14_ifJip  _fp64_arith_k0_14_ifJip        // $42
// B029: [inDivergent],  Preds:{B028},  Succs:{B030}
_fp64_arith_k0_30_:
        madm (4|M24)             r12.mme1:df   r17.nomme:df      r16.nomme:df      r8.mme0:df        // $42 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r126.mme2:df  r17.nomme:df      r118.nomme:df     r8.mme0:df        // $42 {0=OL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r4.mme3:df    r16.nomme:df      -r126.mme2:df     r12.mme1:df       // $42 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r122.mme5:df  r15.nomme:df      r14.nomme:df      r4.mme3:df        // $42 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r8.mme6:df    r17.nomme:df      r4.mme3:df        r126.mme2:df      // $42 {0=OL, 1=EL, 2=EH, BC=OK}
        madm (4|M24)             r4.mme7:df    r17.nomme:df      r4.mme3:df        r12.mme1:df       // $42 {0=OL, 1=EL, 2=EL, BC=BAD}
        madm (4|M24)             r8.mme6:df    r126.mme2:df      r122.mme5:df      r8.mme6:df        // $42 {0=EH, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r122.mme5:df  r12.mme1:df       r122.mme5:df      r4.mme7:df        // $42 {0=EL, 1=EH, 2=EL, BC=OK}
        madm (4|M24)             r12.mme1:df   r118.nomme:df     -r8.mme6:df       r8.mme6:df        // $42 {0=EH, 1=EL, 2=EL, BC=GOOD}
        madm (4|M24)             r8.nomme:df   r8.mme6:df        r12.mme1:df       r122.mme5:df      // $42 {0=EL, 1=EL, 2=EH, BC=OK}
// B030: Preds:{B029, B028},  Succs:{B031, B032}
_fp64_arith_k0_14_ifJip:
        endif (4|M24)                        L3880                                                   // $42
L3880:
        math.rsqtm (4|M28) (eo)f0.0  r9.mme0:df  r119.nomme:df                                       // $42
(~f0.0) if (4|M28)                           _fp64_arith_k0_15_ifJip  _fp64_arith_k0_15_ifJip        // $42
// B031: [inDivergent],  Preds:{B030},  Succs:{B032}
_fp64_arith_k0_31_:
        madm (4|M28)             r13.mme1:df   r17.nomme:df      r16.nomme:df      r9.mme0:df        // $42 {0=OL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M28)             r127.mme2:df  r17.nomme:df      r119.nomme:df     r9.mme0:df        // $42 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r5.mme3:df    r16.nomme:df      -r127.mme2:df     r13.mme1:df       // $42 {0=EL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r123.mme5:df  r15.nomme:df      r14.nomme:df      r5.mme3:df        // $42 {0=OL, 1=EL, 2=OL, BC=GOOD}
        madm (4|M28)             r9.mme6:df    r17.nomme:df      r5.mme3:df        r127.mme2:df      // $42 {0=OL, 1=OL, 2=OH, BC=OK}
        madm (4|M28)             r5.mme7:df    r17.nomme:df      r5.mme3:df        r13.mme1:df       // $42 {0=OL, 1=OL, 2=OL, BC=BAD}
        madm (4|M28)             r9.mme6:df    r127.mme2:df      r123.mme5:df      r9.mme6:df        // $42 {0=OH, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r123.mme5:df  r13.mme1:df       r123.mme5:df      r5.mme7:df        // $42 {0=OL, 1=OH, 2=OL, BC=OK}
        madm (4|M28)             r13.mme1:df   r119.nomme:df     -r9.mme6:df       r9.mme6:df        // $42 {0=OH, 1=OL, 2=OL, BC=GOOD}
        madm (4|M28)             r9.nomme:df   r9.mme6:df        r13.mme1:df       r123.mme5:df      // $42 {0=OL, 1=OL, 2=OH, BC=OK}
// B032: Preds:{B031, B030},  Succs:{}
_fp64_arith_k0_15_ifJip:
        endif (4|M28)                        L4088                                                   // $42
L4088:
(W)     mov (1|M0)               r1.0<1>:df    0x3FE0000000000000:df                                 // $45
        add (8|M16)              r4.0<1>:df    r26.0<4;4,1>:df   r6.0<4;4,1>:df                      // $44
        add (8|M0)               r2.0<1>:df    r24.0<4;4,1>:df   r20.0<4;4,1>:df                     // $43
        add (8|M24)              r122.0<1>:df  r18.0<4;4,1>:df   r8.0<4;4,1>:df                      // $44
(W)     mov (1|M0)               r126.0<1>:df  0x7FF8000000000000:df                                 // $51
        add (8|M8)               r124.0<1>:df  r22.0<4;4,1>:df   r28.0<4;4,1>:df                     // $43
        cmp (8|M16)   (lt)f1.0   null<1>:df    r94.0<4;4,1>:df   r32.0<4;4,1>:df                     // $68
        mov (8|M0)               r120.0<1>:df  r1.0<0;1,0>:df                                        // $46
        mov (8|M24)              r10.0<1>:df   r1.0<0;1,0>:df                                        // $47
        mov (8|M8)               r6.0<1>:df    r1.0<0;1,0>:df                                        // $46
        mov (8|M16)              r116.0<1>:df  r1.0<0;1,0>:df                                        // $47
        sel (8|M24)   (lt)f0.0   r108.0<1>:df  r96.0<4;4,1>:df   r126.0<0;1,0>:df                    // $52
        sel (8|M24)   (lt)f0.0   r106.0<1>:df  r96.0<4;4,1>:df   r126.0<0;1,0>:df                    // $58
        sel (8|M16)   (lt)f0.0   r24.0<1>:df   r32.0<4;4,1>:df   r126.0<0;1,0>:df                    // $60
        mad (8|M0)               r118.0<1>:df  r120.0<2;1>:df    r36.0<2;1>:df     r90.0<1>:df       // $46 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r12.0<1>:df   r10.0<2;1>:df     r30.0<2;1>:df     r96.0<1>:df       // $47 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r8.0<1>:df    r6.0<2;1>:df      r34.0<2;1>:df     r92.0<1>:df       // $46 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M16)              r114.0<1>:df  r116.0<2;1>:df    r32.0<2;1>:df     r94.0<1>:df       // $47 {0=EH, 1=EL, 2=EH, BC=OK}
        sel (8|M16)   (lt)f0.0   r10.0<1>:df   r32.0<4;4,1>:df   r126.0<0;1,0>:df                    // $54
        sel (8|M16)   (lt)f0.0   r6.0<1>:df    r94.0<4;4,1>:df   r126.0<0;1,0>:df                    // $52
        sel (8|M24)   (lt)f0.0   r102.0<1>:df  r30.0<4;4,1>:df   r126.0<0;1,0>:df                    // $60
        add (8|M0)               r112.0<1>:df  r2.0<4;4,1>:df    r118.0<4;4,1>:df                    // $48
        add (8|M24)              r16.0<1>:df   r122.0<4;4,1>:df  r12.0<4;4,1>:df                     // $49
        sel (8|M24)   (lt)f0.0   r118.0<1>:df  r30.0<4;4,1>:df   r126.0<0;1,0>:df                    // $54
        sel (8|M16)   (lt)f0.0   r12.0<1>:df   r94.0<4;4,1>:df   r126.0<0;1,0>:df                    // $58
        add (8|M16)              r110.0<1>:df  r4.0<4;4,1>:df    r114.0<4;4,1>:df                    // $49
        sel (8|M0)    (lt)f0.0   r18.0<1>:df   r90.0<4;4,1>:df   r126.0<0;1,0>:df                    // $51
        sel (8|M0)    (lt)f0.0   r20.0<1>:df   r36.0<4;4,1>:df   r126.0<0;1,0>:df                    // $53
        sel (8|M16)   (ge)f0.0   r4.0<1>:df    r6.0<4;4,1>:df    r10.0<4;4,1>:df                     // $56
        sel (8|M8)    (lt)f0.0   r120.0<1>:df  r92.0<4;4,1>:df   r126.0<0;1,0>:df                    // $51
        sel (8|M24)   (ge)f0.0   r122.0<1>:df  r108.0<4;4,1>:df  r118.0<4;4,1>:df                    // $56
        sel (8|M16)   (lt)f0.0   r6.0<1>:df    r12.0<4;4,1>:df   r24.0<4;4,1>:df                     // $62
        sel (8|M24)   (lt)f0.0   r118.0<1>:df  r106.0<4;4,1>:df  r102.0<4;4,1>:df                    // $62
        sel (8|M8)    (lt)f0.0   r116.0<1>:df  r34.0<4;4,1>:df   r126.0<0;1,0>:df                    // $53
        add (8|M8)               r14.0<1>:df   r124.0<4;4,1>:df  r8.0<4;4,1>:df                      // $48
        sel (8|M0)    (lt)f0.0   r22.0<1>:df   r36.0<4;4,1>:df   r126.0<0;1,0>:df                    // $59
        sel (8|M8)    (lt)f0.0   r104.0<1>:df  r34.0<4;4,1>:df   r126.0<0;1,0>:df                    // $59
        sel (8|M8)    (lt)f0.0   r114.0<1>:df  r92.0<4;4,1>:df   r126.0<0;1,0>:df                    // $57
        sel (8|M0)    (lt)f0.0   r8.0<1>:df    r90.0<4;4,1>:df   r126.0<0;1,0>:df                    // $57
        sel (8|M0)    (ge)f0.0   r2.0<1>:df    r18.0<4;4,1>:df   r20.0<4;4,1>:df                     // $55
        add (8|M24)              r108.0<1>:df  r122.0<4;4,1>:df  -r118.0<4;4,1>:df                   // $64
        add (8|M16)              r20.0<1>:df   r4.0<4;4,1>:df    -r6.0<4;4,1>:df                     // $64
        sel (8|M8)    (ge)f0.0   r124.0<1>:df  r120.0<4;4,1>:df  r116.0<4;4,1>:df                    // $55
        cmp (8|M24)   (lt)f1.0   null<1>:df    r96.0<4;4,1>:df   r30.0<4;4,1>:df                     // $68
        sel (8|M8)    (lt)f0.0   r120.0<1>:df  r114.0<4;4,1>:df  r104.0<4;4,1>:df                    // $61
        sel (8|M0)    (lt)f0.0   r18.0<1>:df   r8.0<4;4,1>:df    r22.0<4;4,1>:df                     // $61
        cmp (8|M0)    (lt)f1.0   null<1>:df    r90.0<4;4,1>:df   r36.0<4;4,1>:df                     // $67
        add (8|M24)              r98.0<1>:df   r16.0<4;4,1>:df   r108.0<4;4,1>:df                    // $66
        add (8|M16)              r28.0<1>:df   r110.0<4;4,1>:df  r20.0<4;4,1>:df                     // $66
        cmp (8|M8)    (lt)f1.0   null<1>:df    r92.0<4;4,1>:df   r34.0<4;4,1>:df                     // $67
        mov (8|M0)               r114.0<2>:d   r90.0<4;4,1>:df                                       // $85
        add (8|M8)               r116.0<1>:df  r124.0<4;4,1>:df  -r120.0<4;4,1>:df                   // $63
        add (8|M0)               r10.0<1>:df   r2.0<4;4,1>:df    -r18.0<4;4,1>:df                    // $63
        mov (8|M16)              r110.0<2>:d   r94.0<4;4,1>:df                                       // $86
(f1.0)  sel (8|M24)              r122.0<1>:df  r98.0<4;4,1>:df   -r98.0<4;4,1>:df                    // $70
(f1.0)  sel (8|M16)              r4.0<1>:df    r28.0<4;4,1>:df   -r28.0<4;4,1>:df                    // $70
        mov (16|M16)             r16.0<1>:ud   r48.0<8;8,1>:ud                                       // $82
        add (8|M8)               r100.0<1>:df  r14.0<4;4,1>:df   r116.0<4;4,1>:df                    // $65
        add (8|M0)               r26.0<1>:df   r112.0<4;4,1>:df  r10.0<4;4,1>:df                     // $65
        mov (8|M0)               r112.0<1>:d   r114.0<2;1,0>:d                                       // $85
        mov (8|M24)              r119.0<1>:d   r122.1<2;1,0>:d                                       // $78
        mov (8|M16)              r118.0<1>:d   r4.1<2;1,0>:d                                         // $77
        mov (8|M16)              r108.0<1>:d   r110.0<2;1,0>:d                                       // $86
        mov (16|M0)              r10.0<1>:ud   r46.0<8;8,1>:ud                  {Compacted}          // $80
(f1.0)  sel (8|M8)               r124.0<1>:df  r100.0<4;4,1>:df  -r100.0<4;4,1>:df                   // $69
(f1.0)  sel (8|M0)               r2.0<1>:df    r26.0<4;4,1>:df   -r26.0<4;4,1>:df                    // $69
        mov (8|M16)              r26.0<2>:f    r4.0<4;4,1>:df                                        // $84
        mov (16|M16)             r20.0<1>:d    r118.0<8;8,1>:d                                       // $82
        mov (8|M8)               r118.0<2>:d   r92.0<4;4,1>:df                                       // $85
        mov (8|M24)              r9.0<1>:d     r122.0<2;1,0>:d                                       // $76
        mov (8|M8)               r121.0<1>:d   r124.1<2;1,0>:d                                       // $74
        mov (8|M0)               r120.0<1>:d   r2.1<2;1,0>:d                                         // $73
        mov (8|M0)               r6.0<1>:d     r2.0<2;1,0>:d                                         // $71
        mov (8|M0)               r22.0<2>:f    r2.0<4;4,1>:df                                        // $83
        mov (8|M24)              r2.0<2>:d     r96.0<4;4,1>:df                                       // $86
        mov (8|M8)               r7.0<1>:d     r124.0<2;1,0>:d                                       // $72
        mov (8|M8)               r116.0<2>:f   r124.0<4;4,1>:df                                      // $83
        mov (8|M8)               r113.0<1>:d   r118.0<2;1,0>:d                                       // $85
        mov (16|M0)              r14.0<1>:d    r120.0<8;8,1>:d                  {Compacted}          // $80
        mov (8|M24)              r120.0<2>:f   r122.0<4;4,1>:df                                      // $84
        mov (8|M24)              r109.0<1>:d   r2.0<2;1,0>:d                                         // $86
        mov (8|M16)              r8.0<1>:d     r4.0<2;1,0>:d                                         // $75
        mov (16|M0)              r12.0<1>:d    r6.0<8;8,1>:d                    {Compacted}          // $80
        mov (8|M0)               r24.0<1>:f    r22.0<2;1,0>:f                                        // $83
        mov (8|M8)               r25.0<1>:f    r116.0<2;1,0>:f                                       // $83
        mov (16|M0)              r124.0<1>:f   r112.0<8;8,1>:d                  {Compacted}          // $87
        mov (8|M16)              r6.0<1>:f     r26.0<2;1,0>:f                                        // $84
        mov (8|M24)              r7.0<1>:f     r120.0<2;1,0>:f                                       // $84
        mov (16|M16)             r116.0<1>:f   r108.0<8;8,1>:d                                       // $88
        send (16|M0)             null:w   r10:f   0xC            0x0C025C02           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $80
        mov (16|M16)             r18.0<1>:d    r8.0<8;8,1>:d                                         // $82
        add (16|M0)              r10.0<1>:f    r24.0<8;8,1>:f    r124.0<8;8,1>:f  {Compacted}        // $89
        shl (16|M0)              r8.0<1>:d     r52.0<8;8,1>:d    2:w                                 // $91
        shl (16|M16)             r120.0<1>:d   r50.0<8;8,1>:d    2:w                                 // $92
        add (16|M16)             r122.0<1>:f   r6.0<8;8,1>:f     r116.0<8;8,1>:f                     // $90
        send (16|M16)            null:w   r16:f   0xC            0x0C025C02           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $82
(W)     mov (1|M0)               r126.0<1>:w   1:w                                                   // $137
        send (16|M0)             null:w   r8:f    0xC            0x08025E03           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $94
        shr (16|M0)              r8.0<1>:d     r44.0<8;8,1>:ud   20:w                                // $109
        send (16|M16)            null:w   r120:f  0xC            0x08025E03           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $96
        shr (16|M16)             r122.0<1>:d   r40.0<8;8,1>:ud   20:w                                // $110
(W)     mov (1|M0)               r1.0<1>:w     -1:w                                                  // $127
        and (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     2047:w                              // $111
        mov (8|M0)               r2.0<2>:d     r42.0<8;8,1>:d                                        // $99
        mov (8|M8)               r112.0<2>:d   r43.0<8;8,1>:d                                        // $100
        and (16|M16)             r120.0<1>:d   r122.0<8;8,1>:d   2047:w                              // $112
        mov (8|M0)               r2.1<2>:d     r44.0<8;8,1>:d                                        // $101
        add (16|M0)              r14.0<1>:d    -r10.0<8;8,1>:d   1075:w                              // $113
        add (16|M0)              r16.0<1>:d    -r10.0<8;8,1>:d   1043:w                              // $115
        add (16|M16)             r116.0<1>:d   -r120.0<8;8,1>:d  1075:w                              // $114
        add (16|M16)             r110.0<1>:d   -r120.0<8;8,1>:d  1043:w                              // $116
        sel (16|M0)   (lt)f0.0   r14.0<1>:d    r14.0<8;8,1>:d    32:w                                // $117
        sel (16|M0)   (lt)f0.0   r16.0<1>:d    r16.0<8;8,1>:d    20:w                                // $119
        sel (16|M16)  (lt)f0.0   r116.0<1>:d   r116.0<8;8,1>:d   32:w                                // $118
        sel (16|M16)  (lt)f0.0   r110.0<1>:d   r110.0<8;8,1>:d   20:w                                // $120
        sel (16|M0)   (ge)f0.0   r18.0<1>:d    r14.0<8;8,1>:d    0:w                                 // $121
        cmp (16|M0)   (lt)f0.0   null<1>:d     r10.0<8;8,1>:ud   0x3FF:uw                            // $131
        sel (16|M16)  (ge)f0.0   r108.0<1>:d   r116.0<8;8,1>:d   0:w                                 // $122
        sel (16|M0)   (ge)f0.0   r16.0<1>:d    r16.0<8;8,1>:d    0:w                                 // $123
        cmp (16|M0)   (eq)f1.0   null<1>:d     r18.0<8;8,1>:d    32:w                                // $135
        cmp (16|M16)  (lt)f0.0   null<1>:d     r120.0<8;8,1>:ud  0x3FF:uw                            // $132
        cmp (16|M16)  (eq)f1.0   null<1>:d     r108.0<8;8,1>:d   32:w                                // $136
        sel (16|M16)  (ge)f0.0   r110.0<1>:d   r110.0<8;8,1>:d   0:w                                 // $124
(f1.0)  sel (16|M0)              r22.0<1>:d    r126.0<0;1,0>:w   0:w                                 // $137
        and (16|M0)              r8.0<1>:d     r18.0<8;8,1>:d    31:w                                // $125
        shl (16|M0)              r16.0<1>:d    r1.0<0;1,0>:w     r16.0<8;8,1>:d                      // $129
(f0.0)  mov (16|M0)              r22.0<1>:d    1:w                                                   // $139
(f1.0)  sel (16|M16)             r104.0<1>:d   r126.0<0;1,0>:w   0:w                                 // $138
        and (16|M16)             r122.0<1>:d   r108.0<8;8,1>:d   31:w                                // $126
        shl (16|M16)             r110.0<1>:d   r1.0<0;1,0>:w     r110.0<8;8,1>:d                     // $130
(f0.0)  mov (16|M16)             r104.0<1>:d   1:w                                                   // $140
        mov (8|M8)               r112.1<2>:d   r45.0<8;8,1>:d                                        // $102
        shl (16|M0)              r20.0<1>:d    r1.0<0;1,0>:w     r8.0<8;8,1>:d                       // $127
(~f0.0) sel (16|M0)              r14.0<1>:d    r16.0<8;8,1>:d    -2147483648:d                       // $133
        cmp (16|M0)   (ne)f1.0   null<1>:d     r22.0<8;8,1>:d    0:w                                 // $141
        mov (8|M24)              r124.0<2>:d   r39.0<8;8,1>:d                                        // $104
        mov (8|M16)              r6.0<2>:d     r38.0<8;8,1>:d                                        // $103
        shl (16|M16)             r106.0<1>:d   r1.0<0;1,0>:w     r122.0<8;8,1>:d                     // $128
(~f0.0) sel (16|M16)             r116.0<1>:d   r110.0<8;8,1>:d   -2147483648:d                       // $134
        cmp (16|M16)  (ne)f1.0   null<1>:d     r104.0<8;8,1>:d   0:w                                 // $142
        mov (8|M24)              r124.1<2>:d   r41.0<8;8,1>:d                                        // $106
        mov (8|M16)              r6.1<2>:d     r40.0<8;8,1>:d                                        // $105
        mov (8|M0)               r10.0<1>:d    r2.0<2;1,0>:d                                         // $145
        mov (8|M8)               r11.0<1>:d    r112.0<2;1,0>:d                                       // $145
        and (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}        // $149
(~f1.0) sel (16|M0)              r8.0<1>:d     r20.0<8;8,1>:d    0:w                                 // $143
        and (16|M16)             r108.0<1>:d   r116.0<8;8,1>:d   r40.0<8;8,1>:d                      // $150
(~f1.0) sel (16|M16)             r122.0<1>:d   r106.0<8;8,1>:d   0:w                                 // $144
        mov (8|M24)              r121.0<1>:d   r124.0<2;1,0>:d                                       // $146
        mov (8|M16)              r120.0<1>:d   r6.0<2;1,0>:d                                         // $146
        shl (8|M0)               r22.0<1>:q    r18.0<8;8,1>:d    32:w                                // $151
        shl (8|M8)               r104.0<1>:q   r19.0<8;8,1>:d    32:w                                // $151
        and (16|M0)              r16.0<1>:d    r8.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}        // $147
        shl (8|M16)              r20.0<1>:q    r108.0<8;8,1>:d   32:w                                // $152
        shl (8|M24)              r106.0<1>:q   r109.0<8;8,1>:d   32:w                                // $152
        and (16|M16)             r110.0<1>:d   r122.0<8;8,1>:d   r120.0<8;8,1>:d                     // $148
        mov (16|M16)             r120.0<1>:d   r108.0<8;8,1>:d                                       // $160
        or (8|M0)                r24.0<1>:q    r22.0<4;4,1>:q    r16.0<8;8,1>:ud                     // $155
        or (8|M8)                r102.0<1>:q   r104.0<4;4,1>:q   r17.0<8;8,1>:ud                     // $155
        mov (16|M0)              r8.0<1>:d     r16.0<8;8,1>:d                   {Compacted}          // $157
        or (8|M16)               r26.0<1>:q    r20.0<4;4,1>:q    r110.0<8;8,1>:ud                    // $156
        or (8|M24)               r100.0<1>:q   r106.0<4;4,1>:q   r111.0<8;8,1>:ud                    // $156
        mov (16|M16)             r122.0<1>:d   r110.0<8;8,1>:d                                       // $158
        add (8|M0)               r106.0<1>:q   r2.0<4;4,1>:q     -r24.0<4;4,1>:q                     // $169
        add (8|M8)               r110.0<1>:q   r112.0<4;4,1>:q   -r102.0<4;4,1>:q                    // $169
        mov (16|M0)              r10.0<1>:d    r18.0<8;8,1>:d                   {Compacted}          // $159
        add (8|M16)              r16.0<1>:q    r6.0<4;4,1>:q     -r26.0<4;4,1>:q                     // $170
        add (8|M24)              r108.0<1>:q   r124.0<4;4,1>:q   -r100.0<4;4,1>:q                    // $170
        mov (8|M0)               r14.0<2>:d    r8.0<8;8,1>:d                                         // $161
        shr (8|M0)               r18.0<1>:q    r106.0<4;4,1>:uq  32:w                                // $171
        shr (8|M8)               r104.0<1>:q   r110.0<4;4,1>:uq  32:w                                // $171
        mov (8|M8)               r28.0<2>:d    r9.0<8;8,1>:d                                         // $162
        mov (8|M16)              r22.0<2>:d    r122.0<8;8,1>:d                                       // $165
        shr (8|M16)              r8.0<1>:q     r16.0<4;4,1>:uq   32:w                                // $172
        shr (8|M24)              r98.0<1>:q    r108.0<4;4,1>:uq  32:w                                // $172
        mov (8|M24)              r116.0<2>:d   r123.0<8;8,1>:d                                       // $166
        mov (8|M0)               r14.1<2>:d    r10.0<8;8,1>:d                                        // $163
        mov (8|M8)               r28.1<2>:d    r11.0<8;8,1>:d                                        // $164
        or (8|M8)                r122.0<2>:d   r104.0<4;4,1>:q   r110.0<4;4,1>:q                     // $173
        or (8|M0)                r10.0<2>:d    r18.0<4;4,1>:q    r106.0<4;4,1>:q                     // $173
        mov (8|M16)              r22.1<2>:d    r120.0<8;8,1>:d                                       // $167
        mov (8|M24)              r116.1<2>:d   r121.0<8;8,1>:d                                       // $168
        or (8|M24)               r96.0<2>:d    r98.0<4;4,1>:q    r108.0<4;4,1>:q                     // $174
        or (8|M16)               r120.0<2>:d   r8.0<4;4,1>:q     r16.0<4;4,1>:q                      // $174
(W)     mov (1|M0)               r126.0<1>:uw  0x1:uw                                                // $180
        mov (8|M8)               r21.0<1>:d    r122.0<2;1,0>:d                                       // $173
        mov (8|M0)               r20.0<1>:d    r10.0<2;1,0>:d                                        // $173
        cmp (8|M0)    (gt)f0.0   null<1>:q     r2.0<4;4,1>:q     -1:w                                // $179
        cmp (8|M8)    (gt)f0.0   null<1>:q     r112.0<4;4,1>:q   -1:w                                // $179
        mov (8|M24)              r103.0<1>:d   r96.0<2;1,0>:d                                        // $174
        mov (8|M16)              r102.0<1>:d   r120.0<2;1,0>:d                                       // $174
        cmp (8|M24)   (gt)f0.0   null<1>:q     r124.0<4;4,1>:q   -1:w                                // $181
        cmp (8|M16)   (gt)f0.0   null<1>:q     r6.0<4;4,1>:q     -1:w                                // $181
        cmp (16|M0)   (eq)f1.0   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $177
(f0.0)  sel (16|M0)              r107.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $180
        cmp (16|M16)  (eq)f1.0   null<1>:d     r102.0<8;8,1>:d   0:w                                 // $178
(f0.0)  sel (16|M16)             r123.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $182
(f1.0)  sel (16|M0)              r111.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $180
(W)     mov (1|M0)               r121.0<1>:df  0x0:df                                                // $185
(f1.0)  sel (16|M16)             r122.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $182
(W)     mov (1|M0)               r121.1<1>:df  0xBFF0000000000000:df                                 // $185
        mov (8|M8)               r118.0<1>:q   r34.0<4;4,1>:df                                       // $97
        or (16|M0)    (ne)f0.0   null<1>:uw    r107.0<16;16,1>:uw  r111.0<16;16,1>:uw {Compacted}    // $180
        mov (8|M0)               r4.0<1>:q     r36.0<4;4,1>:df                                       // $97
        or (16|M16)   (ne)f0.0   null<1>:uw    r123.0<16;16,1>:uw  r122.0<16;16,1>:uw                // $182
        mov (8|M24)              r114.0<1>:q   r30.0<4;4,1>:df                                       // $98
        mov (8|M16)              r12.0<1>:q    r32.0<4;4,1>:df                                       // $98
(f0.0)  sel (8|M0)               r112.0<1>:df  r121.0<0;1,0>:df  r121.1<0;1,0>:df                    // $185
(f0.0)  sel (8|M8)               r2.0<1>:df    r121.0<0;1,0>:df  r121.1<0;1,0>:df                    // $185
        mov (16|M0)              r34.0<1>:ud   r46.0<8;8,1>:ud                  {Compacted}          // $202
(f0.0)  sel (8|M16)              r108.0<1>:df  r121.0<0;1,0>:df  r121.1<0;1,0>:df                    // $186
(f0.0)  sel (8|M24)              r8.0<1>:df    r121.0<0;1,0>:df  r121.1<0;1,0>:df                    // $186
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $205
        add (8|M0)               r110.0<1>:df  r112.0<4;4,1>:df  r14.0<4;4,1>:df                     // $187
        add (8|M8)               r6.0<1>:df    r2.0<4;4,1>:df    r28.0<4;4,1>:df                     // $187
        add (8|M16)              r10.0<1>:df   r108.0<4;4,1>:df  r22.0<4;4,1>:df                     // $188
        add (8|M24)              r16.0<1>:df   r8.0<4;4,1>:df    r116.0<4;4,1>:df                    // $188
        mov (8|M0)               r124.0<1>:q   r110.0<4;4,1>:df                                      // $189
        mov (8|M8)               r18.0<1>:q    r6.0<4;4,1>:df                                        // $189
        mov (8|M16)              r20.0<1>:q    r10.0<4;4,1>:df                                       // $190
        mov (8|M24)              r24.0<1>:q    r16.0<4;4,1>:df                                       // $190
        add (8|M0)               r122.0<1>:q   r4.0<4;4,1>:q     r124.0<4;4,1>:q                     // $191
        add (8|M8)               r26.0<1>:q    r118.0<4;4,1>:q   r18.0<4;4,1>:q                      // $191
        add (8|M16)              r30.0<1>:q    r12.0<4;4,1>:q    r20.0<4;4,1>:q                      // $192
        add (8|M24)              r32.0<1>:q    r114.0<4;4,1>:q   r24.0<4;4,1>:q                      // $192
        mov (16|M16)             r114.0<1>:ud  r48.0<8;8,1>:ud                                       // $204
        mov (8|M0)               r120.0<1>:d   r122.0<2;1,0>:d                                       // $193
        mov (8|M0)               r112.0<1>:d   r122.1<2;1,0>:d                                       // $195
        mov (8|M8)               r121.0<1>:d   r26.0<2;1,0>:d                                        // $194
        mov (8|M8)               r113.0<1>:d   r26.1<2;1,0>:d                                        // $196
        mov (8|M16)              r2.0<1>:d     r30.0<2;1,0>:d                                        // $197
        mov (8|M16)              r6.0<1>:d     r30.1<2;1,0>:d                                        // $199
        mov (8|M24)              r3.0<1>:d     r32.0<2;1,0>:d                                        // $198
        mov (8|M24)              r7.0<1>:d     r32.1<2;1,0>:d                                        // $200
        mov (16|M0)              r36.0<1>:d    r120.0<8;8,1>:d                  {Compacted}          // $202
        mov (16|M0)              r38.0<1>:d    r112.0<8;8,1>:d                  {Compacted}          // $202
        mov (16|M16)             r116.0<1>:d   r2.0<8;8,1>:d                                         // $204
        mov (16|M16)             r118.0<1>:d   r6.0<8;8,1>:d                                         // $204
        send (16|M0)             null:w   r34:f   0xC            0x0C025C04           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $202
        send (16|M16)            null:w   r114:f  0xC            0x0C025C04           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $204
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $205
// Bank Conflict Statistics: 
// -- GOOD: 16
// --  BAD: 32
// --   OK: 120
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
