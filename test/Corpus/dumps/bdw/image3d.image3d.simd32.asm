//.kernel image3d
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 199
//.RA type	HYBRID_BC_RA

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
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r8.3)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.5)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0054 (62)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0055 (63)  rf=r size=64 type=d alias=V0053+0 align=16 words (r66.0)
//.declare V0056 (64)  rf=r size=64 type=d alias=V0054+0 align=16 words (r64.0)
//.declare V0057 (65)  rf=r size=4 type=d align=2 words (r121.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0060 (68)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0061 (69)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r4.0)
//.declare V0062 (70)  rf=r size=192 type=f align=16 words (r54.0)
//.declare V0063 (71)  rf=r size=192 type=f align=16 words (r48.0)
//.declare V0064 (72)  rf=r size=192 type=d alias=V0062+0 align=16 words (r54.0)
//.declare V0065 (73)  rf=r size=192 type=d alias=V0063+0 align=16 words (r48.0)
//.declare V0066 (74)  rf=r size=4 type=d align=2 words (r120.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0069 (77)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r5.0)
//.declare V0070 (78)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r6.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0073 (81)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0074 (82)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0075 (83)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0076 (84)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0077 (85)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0078 (86)  rf=r size=64 type=f align=16 words (r2.0)
//.declare P01 (87)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P02 (88)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P03 (91)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (94)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0085 (97)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0086 (98)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0087 (99)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0088 (100)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0089 (101)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0090 (102)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0091 (103)  rf=r size=256 type=f align=16 words (r72.0)
//.declare V0092 (104)  rf=r size=256 type=f align=16 words (r80.0)
//.declare  (106)  rf=r size=256 type=ud align=16 words (r118.0)
//.declare  (109)  rf=r size=256 type=ud align=16 words (r10.0)
//.declare V0095 (111)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0096 (112)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0097 (113)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0098 (114)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0099 (115)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0100 (116)  rf=r size=64 type=f align=16 words (r2.0)
//.declare P05 (117)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P06 (118)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P07 (119)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0101 (120)  rf=r size=256 type=f align=16 words (r110.0)
//.declare V0102 (121)  rf=r size=256 type=f align=16 words (r18.0)
//.declare  (123)  rf=r size=256 type=ud align=16 words (r118.0)
//.declare  (126)  rf=r size=256 type=ud align=16 words (r10.0)
//.declare V0105 (128)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0106 (129)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0107 (130)  rf=r size=256 type=f align=16 words (r118.0)
//.declare V0108 (131)  rf=r size=256 type=f align=16 words (r10.0)
//.declare  (133)  rf=r size=256 type=ud align=16 words (r100.0)
//.declare  (135)  rf=r size=256 type=ud align=16 words (r26.0)
//.declare V0111 (136)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0112 (137)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0113 (138)  rf=r size=256 type=d alias=V0107+0 align=16 words (r118.0)
//.declare V0114 (139)  rf=r size=256 type=d alias=V0108+0 align=16 words (r10.0)
//.declare V0115 (140)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0116 (141)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0117 (142)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0118 (143)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0119 (144)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0120 (145)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0121 (146)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0122 (147)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0123 (148)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0124 (149)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0125 (150)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0126 (151)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0127 (152)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0128 (153)  rf=r size=64 type=d align=16 words (r30.0)
//.declare P08 (154)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0129 (155)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0130 (156)  rf=r size=64 type=d align=16 words (r32.0)
//.declare P09 (157)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0131 (158)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0132 (159)  rf=r size=64 type=d align=16 words (r36.0)
//.declare P10 (160)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0133 (161)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0134 (162)  rf=r size=64 type=d align=16 words (r38.0)
//.declare P11 (163)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0135 (164)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0136 (165)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0137 (166)  rf=r size=64 type=f align=16 words (r108.0)
//.declare V0138 (167)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0139 (168)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0140 (169)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0141 (170)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0142 (171)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0143 (172)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V0144 (173)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0145 (174)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0146 (175)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0147 (176)  rf=r size=4 type=f align=2 words (r34.0)
//.declare V0148 (177)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0149 (178)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0150 (179)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0151 (180)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0152 (181)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0153 (182)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0154 (183)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0155 (184)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0156 (185)  rf=r size=64 type=f alias=V0129+0 align=16 words (r92.0)
//.declare V0157 (186)  rf=r size=64 type=f alias=V0130+0 align=16 words (r32.0)
//.declare V0158 (187)  rf=r size=4 type=f align=2 words (r16.0)
//.declare V0159 (188)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0160 (189)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0161 (190)  rf=r size=64 type=f alias=V0131+0 align=16 words (r90.0)
//.declare V0162 (191)  rf=r size=64 type=f alias=V0132+0 align=16 words (r36.0)
//.declare V0163 (192)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0164 (193)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0165 (194)  rf=r size=64 type=f alias=V0133+0 align=16 words (r88.0)
//.declare V0166 (195)  rf=r size=64 type=f alias=V0134+0 align=16 words (r38.0)
//.declare V0167 (196)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0168 (197)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0169 (198)  rf=r size=64 type=f alias=V0135+0 align=16 words (r106.0)
//.declare V0170 (199)  rf=r size=64 type=f alias=V0136+0 align=16 words (r4.0)
//.declare  (201)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare  (202)  rf=r size=256 type=ud align=16 words (r40.0)
//.declare  (204)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (205)  rf=r size=256 type=ud align=16 words (r102.0)
//.declare  (207)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare  (208)  rf=r size=256 type=ud align=16 words (r94.0)
//.declare  (210)  rf=r size=32 type=ud align=16 words (r1.0)
//.declare  (211)  rf=r size=256 type=ud align=16 words (r119.0)
//.declare  (212)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (221)  rf=r size=32 type=d align=16 words (r1.0)
//.declare  (222)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (223)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (224)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (225)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (226)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (227)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (228)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (229)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (230)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (231)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (232)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (233)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (234)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (235)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (236)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (237)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (238)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (239)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (240)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (241)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (242)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (243)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (244)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (245)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (246)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (247)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (248)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (249)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (250)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (251)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (252)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (253)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (254)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (255)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (256)  rf=r size=32 type=d align=16 words (r36.0)
//.declare  (257)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (258)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (259)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (260)  rf=r size=32 type=d align=16 words (r40.0)
//.declare  (261)  rf=r size=32 type=d align=16 words (r41.0)
//.declare  (262)  rf=r size=32 type=d align=16 words (r42.0)
//.declare  (263)  rf=r size=32 type=d align=16 words (r43.0)
//.declare  (264)  rf=r size=32 type=d align=16 words (r44.0)
//.declare  (265)  rf=r size=32 type=d align=16 words (r45.0)
//.declare  (266)  rf=r size=32 type=d align=16 words (r46.0)
//.declare  (267)  rf=r size=32 type=d align=16 words (r47.0)
//.declare  (268)  rf=r size=32 type=d align=16 words (r88.0)
//.declare  (269)  rf=r size=32 type=d align=16 words (r89.0)
//.declare  (270)  rf=r size=32 type=d align=16 words (r90.0)
//.declare  (271)  rf=r size=32 type=d align=16 words (r91.0)
//.declare  (272)  rf=r size=32 type=d align=16 words (r92.0)
//.declare  (273)  rf=r size=32 type=d align=16 words (r93.0)
//.declare  (274)  rf=r size=32 type=d align=16 words (r94.0)
//.declare  (275)  rf=r size=32 type=d align=16 words (r95.0)
//.declare  (276)  rf=r size=32 type=d align=16 words (r96.0)
//.declare  (277)  rf=r size=32 type=d align=16 words (r97.0)
//.declare  (278)  rf=r size=32 type=d align=16 words (r98.0)
//.declare  (279)  rf=r size=32 type=d align=16 words (r99.0)
//.declare  (280)  rf=r size=32 type=d align=16 words (r100.0)
//.declare  (281)  rf=r size=32 type=d align=16 words (r101.0)
//.declare  (282)  rf=r size=32 type=d align=16 words (r102.0)
//.declare  (283)  rf=r size=32 type=d align=16 words (r103.0)
//.declare  (284)  rf=r size=32 type=d align=16 words (r104.0)
//.declare  (285)  rf=r size=32 type=d align=16 words (r105.0)
//.declare  (286)  rf=r size=32 type=d align=16 words (r106.0)
//.declare  (287)  rf=r size=32 type=d align=16 words (r107.0)
//.declare  (288)  rf=r size=32 type=d align=16 words (r108.0)
//.declare  (289)  rf=r size=32 type=d align=16 words (r109.0)
//.declare  (290)  rf=r size=32 type=d align=16 words (r110.0)
//.declare  (291)  rf=r size=32 type=d align=16 words (r111.0)
//.declare  (292)  rf=r size=32 type=d align=16 words (r112.0)
//.declare  (293)  rf=r size=32 type=d align=16 words (r113.0)
//.declare  (294)  rf=r size=32 type=d align=16 words (r114.0)
//.declare  (295)  rf=r size=32 type=d align=16 words (r115.0)
//.declare  (296)  rf=r size=32 type=d align=16 words (r116.0)
//.declare  (297)  rf=r size=32 type=d align=16 words (r117.0)
//.declare  (298)  rf=r size=32 type=d align=16 words (r118.0)
//.declare  (299)  rf=r size=32 type=d align=16 words (r119.0)
//.declare  (300)  rf=r size=32 type=d align=16 words (r120.0)
//.declare  (301)  rf=r size=32 type=d align=16 words (r121.0)
//.declare  (302)  rf=r size=32 type=d align=16 words (r122.0)
//.declare  (303)  rf=r size=32 type=d align=16 words (r123.0)
//.declare  (304)  rf=r size=32 type=d align=16 words (r124.0)
//.declare  (305)  rf=r size=32 type=d align=16 words (r125.0)
//.declare  (306)  rf=r size=32 type=d align=16 words (r126.0)

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
// | V0037    | :d x 3   |     12 | r8       | general    |
// | V0044    | :d       |      4 | r8+12    | general    |
// | V0045    | :d       |      4 | r8+16    | general    |
// | V0046    | :d       |      4 | r8+20    | general    |
// | V0047    | :d       |      4 | r8+24    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r8.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
(W)     mul (1|M0)               r121.0<1>:d   r8.1<0;1,0>:d     r0.6<0;1,0>:d                       // $9
(W)     mul (1|M0)               r120.0<1>:d   r8.2<0;1,0>:d     r0.7<0;1,0>:d                       // $16
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r8.6<0;1,0>:d     0:w                                 // $29
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r8.6<0;1,0>:d     0:w                                 // $30
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r118.0<1>:d   r121.0<0;1,0>:d   r3.0<16;16,1>:uw                    // $12
        add (16|M16)             r116.0<1>:d   r121.0<0;1,0>:d   r4.0<16;16,1>:uw                    // $13
        add (16|M0)              r114.0<1>:d   r120.0<0;1,0>:d   r5.0<16;16,1>:uw                    // $19
        add (16|M16)             r112.0<1>:d   r120.0<0;1,0>:d   r6.0<16;16,1>:uw                    // $20
        add (16|M0)              r66.0<1>:d    r124.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r64.0<1>:d    r122.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
        add (16|M0)              r54.0<1>:d    r118.0<8;8,1>:d   r7.1<0;1,0>:d    {Compacted}        // $14
        add (16|M16)             r48.0<1>:d    r116.0<8;8,1>:d   r7.1<0;1,0>:d                       // $15
        add (16|M0)              r62.0<1>:d    r114.0<8;8,1>:d   r7.2<0;1,0>:d    {Compacted}        // $21
        add (16|M16)             r60.0<1>:d    r112.0<8;8,1>:d   r7.2<0;1,0>:d                       // $22
        mov (16|M0)              r22.0<1>:f    r66.0<8;8,1>:d                   {Compacted}          // $23
        mov (16|M0)              r20.0<1>:f    r54.0<8;8,1>:d                   {Compacted}          // $25
        mov (16|M16)             r6.0<1>:f     r64.0<8;8,1>:d                                        // $24
        mov (16|M16)             r4.0<1>:f     r48.0<8;8,1>:d                                        // $26
        mov (16|M0)              r18.0<1>:f    r62.0<8;8,1>:d                   {Compacted}          // $27
        mov (16|M16)             r2.0<1>:f     r60.0<8;8,1>:d                                        // $28
(W&f0.0) jmpi                                _0_007                                                  // $31
// B001: Preds:{B000},  Succs:{B003}
_0_008:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r66.0<8;8,1>:d    0:w                                 // $33
        cmp (16|M16)  (lt)f1.0   null<1>:d     r64.0<8;8,1>:d    0:w                                 // $34
(~f1.0) sel (16|M0)              r14.0<1>:f    r22.0<8;8,1>:f    0xBF800000:f                        // $35
(~f1.0) sel (16|M16)             r28.0<1>:f    r6.0<8;8,1>:f     0xBF800000:f                        // $36
        cmp (16|M0)   (lt)f1.0   null<1>:d     r54.0<8;8,1>:d    0:w                                 // $37
        cmp (16|M16)  (lt)f1.0   null<1>:d     r48.0<8;8,1>:d    0:w                                 // $38
(~f1.0) sel (16|M0)              r12.0<1>:f    r20.0<8;8,1>:f    0xBF800000:f                        // $39
(~f1.0) sel (16|M16)             r26.0<1>:f    r4.0<8;8,1>:f     0xBF800000:f                        // $40
        cmp (16|M0)   (lt)f1.0   null<1>:d     r62.0<8;8,1>:d    0:w                                 // $41
        cmp (16|M16)  (lt)f1.0   null<1>:d     r60.0<8;8,1>:d    0:w                                 // $42
(~f1.0) sel (16|M0)              r10.0<1>:f    r18.0<8;8,1>:f    0xBF800000:f                        // $43
(~f1.0) sel (16|M16)             r24.0<1>:f    r2.0<8;8,1>:f     0xBF800000:f                        // $44
(W)     jmpi                                 _0_009                                                  // $51
// B002: Preds:{B000},  Succs:{B003}
_0_007:
        mov (16|M0)              r14.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // $53
        mov (16|M16)             r28.0<1>:f    r6.0<8;8,1>:f                                         // $54
        mov (16|M0)              r12.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $55
        mov (16|M16)             r26.0<1>:f    r4.0<8;8,1>:f                                         // $56
        mov (16|M0)              r10.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // $57
        mov (16|M16)             r24.0<1>:f    r2.0<8;8,1>:f                                         // $58
// B003: Preds:{B002, B001},  Succs:{B004, B005}
_0_009:
        mov (16|M0)              r118.0<1>:f   0x0:f                                                 // $60
        mov (16|M0)              r120.0<1>:f   r14.0<8;8,1>:f                   {Compacted}          // $63
        mov (16|M0)              r122.0<1>:f   r12.0<8;8,1>:f                   {Compacted}          // $63
        mov (16|M0)              r124.0<1>:f   r10.0<8;8,1>:f                   {Compacted}          // $63
        mov (16|M16)             r16.0<1>:f    r24.0<8;8,1>:f                                        // $67
        mov (16|M16)             r14.0<1>:f    r26.0<8;8,1>:f                                        // $67
        mov (16|M16)             r12.0<1>:f    r28.0<8;8,1>:f                                        // $67
        send (16|M0)             r72:w    r118:f  0x2            0x10842000           // wr:8+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $63
        mov (16|M16)             r10.0<1>:f    0x0:f                                                 // $64
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3E800000:f                        // $69
        add (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     0x3F000000:f                        // $71
        add (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     0x3F400000:f                        // $73
        send (16|M16)            r80:w    r10:f   0x2            0x10842000           // wr:8+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $67
        add (16|M0)              r14.0<1>:f    r22.0<8;8,1>:f    0x3E800000:f                        // $68
        add (16|M0)              r12.0<1>:f    r20.0<8;8,1>:f    0x3F000000:f                        // $70
        add (16|M0)              r10.0<1>:f    r18.0<8;8,1>:f    0x3F400000:f                        // $72
(W&f0.0) jmpi                                _0_010                                                  // $74
// B004: Preds:{B003},  Succs:{B005}
_0_011:
        cmp (16|M0)   (lt)f1.0   null<1>:f     r14.0<8;8,1>:f    0x0:f                               // $76
        cmp (16|M16)  (lt)f1.0   null<1>:f     r6.0<8;8,1>:f     0x0:f                               // $77
        cmp (16|M0)   (lt)f0.0   null<1>:f     r12.0<8;8,1>:f    0x0:f               {Compacted}     // $80
        cmp (16|M16)  (lt)f0.0   null<1>:f     r4.0<8;8,1>:f     0x0:f                               // $81
(f1.0)  mov (16|M0)              r14.0<1>:f    0xBF800000:f                                          // $78
(f1.0)  mov (16|M16)             r6.0<1>:f     0xBF800000:f                                          // $79
        cmp (16|M0)   (lt)f1.0   null<1>:f     r10.0<8;8,1>:f    0x0:f                               // $84
        cmp (16|M16)  (lt)f1.0   null<1>:f     r2.0<8;8,1>:f     0x0:f                               // $85
(f0.0)  mov (16|M0)              r12.0<1>:f    0xBF800000:f                                          // $82
(f0.0)  mov (16|M16)             r4.0<1>:f     0xBF800000:f                                          // $83
(f1.0)  mov (16|M0)              r10.0<1>:f    0xBF800000:f                                          // $86
(f1.0)  mov (16|M16)             r2.0<1>:f     0xBF800000:f                                          // $87
// B005: Preds:{B004, B003},  Succs:{}
_0_010:
        mov (16|M16)             r16.0<1>:f    r2.0<8;8,1>:f                                         // $96
        not (16|M16)             r2.0<1>:d     r60.0<8;8,1>:d                                        // $98
        not (16|M0)              r108.0<1>:d   r62.0<8;8,1>:d                   {Compacted}          // $97
        mov (16|M0)              r120.0<1>:f   r14.0<8;8,1>:f                   {Compacted}          // $92
        mov (16|M0)              r122.0<1>:f   r12.0<8;8,1>:f                   {Compacted}          // $92
        mov (16|M0)              r124.0<1>:f   r10.0<8;8,1>:f                   {Compacted}          // $92
        mov (16|M16)             r14.0<1>:f    r4.0<8;8,1>:f                                         // $96
        mov (16|M16)             r12.0<1>:f    r6.0<8;8,1>:f                                         // $96
        mov (16|M16)             r10.0<1>:f    0x0:f                                                 // $93
        mov (16|M0)              r118.0<1>:f   0x0:f                                                 // $89
        mov (16|M16)             r28.0<1>:d    0:w                                                   // $104
        mov (16|M16)             r26.0<1>:d    r64.0<8;8,1>:d                                        // $106
        mov (16|M16)             r30.0<1>:d    r48.0<8;8,1>:d                                        // $106
        add (16|M16)             r32.0<1>:d    r2.0<8;8,1>:d     r8.5<0;1,0>:d                       // $100
        mov (16|M0)              r102.0<1>:d   0:w                                                   // $101
        mov (16|M0)              r100.0<1>:d   r66.0<8;8,1>:d                   {Compacted}          // $103
        mov (16|M0)              r104.0<1>:d   r54.0<8;8,1>:d                   {Compacted}          // $103
        add (16|M0)              r106.0<1>:d   r108.0<8;8,1>:d   r8.5<0;1,0>:d    {Compacted}        // $99
        send (16|M16)            r18:w    r10:f   0x2            0x10842000           // wr:8+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $96
        send (16|M0)             r110:w   r118:f  0x2            0x10842000           // wr:8+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $92
(W)     mov (8|M0)               r1.0<1>:ud    0x0:ud                              {Compacted}       // $176
        send (16|M16)            r10:w    r26:f   0x2            0x10847000           // wr:8+0, rd:8; sampler; simd16 sample load using sampler index 0 // $106
(W)     mov (1|M0)               r1.7<1>:ud    0xFFFF:ud                                             // $176
        send (16|M0)             r118:w   r100:f  0x2            0x10847000           // wr:8+0, rd:8; sampler; simd16 sample load using sampler index 0 // $103
(W)     mov (8|M0)               r126.0<1>:ud  0x0:ud                              {Compacted}       // $170
        mov (8|M0)               r41.0<1>:d    r66.0<8;8,1>:d                   {Compacted}          // $170
(W)     mov (1|M0)               r126.7<1>:ud  0xFFFF:ud                                             // $170
        mov (8|M0)               r42.0<1>:d    r54.0<8;8,1>:d                   {Compacted}          // $170
        mov (8|M0)               r43.0<1>:d    r62.0<8;8,1>:d                   {Compacted}          // $170
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $189
(W)     mov (8|M0)               r40.0<1>:ud   r126.0<8;8,1>:ud                 {Compacted}          // $170
        and (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d    -2139095041:d                       // $108
        and (16|M16)             r2.0<1>:d     r12.0<8;8,1>:d    -2139095041:d                       // $110
        and (16|M0)              r98.0<1>:d    r118.0<8;8,1>:d   -2139095041:d                       // $107
        and (16|M16)             r34.0<1>:d    r10.0<8;8,1>:d    -2147483648:d                       // $116
        cmp (16|M16)  (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     r10.0<8;8,1>:d                      // $124
        and (16|M0)              r108.0<1>:d   r120.0<8;8,1>:d   -2139095041:d                       // $109
        and (16|M0)              r106.0<1>:d   r118.0<8;8,1>:d   -2147483648:d                       // $115
        cmp (16|M0)   (eq)f0.0   null<1>:d     r98.0<8;8,1>:d    r118.0<8;8,1>:d  {Compacted}        // $123
        and (16|M16)             r6.0<1>:d     r14.0<8;8,1>:d    -2139095041:d                       // $112
        and (16|M0)              r96.0<1>:d    r122.0<8;8,1>:d   -2139095041:d                       // $111
        and (16|M16)             r26.0<1>:d    r12.0<8;8,1>:d    -2147483648:d                       // $118
        cmp (16|M16)  (eq)f1.0   null<1>:d     r2.0<8;8,1>:d     r12.0<8;8,1>:d                      // $128
(f0.0)  sel (16|M16)             r32.0<1>:d    r34.0<8;8,1>:d    r10.0<8;8,1>:d                      // $126
        and (16|M0)              r104.0<1>:d   r120.0<8;8,1>:d   -2147483648:d                       // $117
        cmp (16|M0)   (eq)f1.0   null<1>:d     r108.0<8;8,1>:d   r120.0<8;8,1>:d                     // $127
(f0.0)  sel (16|M0)              r92.0<1>:d    r106.0<8;8,1>:d   r118.0<8;8,1>:d  {Compacted}        // $125
        and (16|M16)             r8.0<1>:d     r16.0<8;8,1>:d    -2139095041:d                       // $114
        and (16|M16)             r28.0<1>:d    r14.0<8;8,1>:d    -2147483648:d                       // $120
        cmp (16|M16)  (eq)f0.0   null<1>:d     r6.0<8;8,1>:d     r14.0<8;8,1>:d                      // $132
        and (16|M0)              r94.0<1>:d    r124.0<8;8,1>:d   -2139095041:d                       // $113
        and (16|M0)              r102.0<1>:d   r122.0<8;8,1>:d   -2147483648:d                       // $119
        cmp (16|M0)   (eq)f0.0   null<1>:d     r96.0<8;8,1>:d    r122.0<8;8,1>:d  {Compacted}        // $131
(f1.0)  sel (16|M16)             r36.0<1>:d    r26.0<8;8,1>:d    r12.0<8;8,1>:d                      // $130
(f1.0)  sel (16|M0)              r90.0<1>:d    r104.0<8;8,1>:d   r120.0<8;8,1>:d                     // $129
        and (16|M16)             r30.0<1>:d    r16.0<8;8,1>:d    -2147483648:d                       // $122
(f0.0)  sel (16|M16)             r38.0<1>:d    r28.0<8;8,1>:d    r14.0<8;8,1>:d                      // $134
        cmp (16|M16)  (eq)f1.0   null<1>:d     r8.0<8;8,1>:d     r16.0<8;8,1>:d                      // $136
        and (16|M0)              r100.0<1>:d   r124.0<8;8,1>:d   -2147483648:d                       // $121
        cmp (16|M0)   (eq)f1.0   null<1>:d     r94.0<8;8,1>:d    r124.0<8;8,1>:d                     // $135
(f0.0)  sel (16|M0)              r88.0<1>:d    r102.0<8;8,1>:d   r122.0<8;8,1>:d  {Compacted}        // $133
(W)     mov (1|M0)               r34.0<1>:f    0x3F000000:f                                          // $147
        mul (16|M16)             r28.0<1>:f    r24.0<8;8,1>:f    0x3E800000:f                        // $146
        mul (16|M0)              r98.0<1>:f    r114.0<8;8,1>:f   0x3E800000:f                        // $143
        mul (16|M0)              r108.0<1>:f   r110.0<8;8,1>:f   0x3E800000:f                        // $139
        mul (16|M0)              r104.0<1>:f   r112.0<8;8,1>:f   0x3E800000:f                        // $141
        mul (16|M0)              r102.0<1>:f   r116.0<8;8,1>:f   0x3E800000:f                        // $145
        mul (16|M16)             r2.0<1>:f     r18.0<8;8,1>:f    0x3E800000:f                        // $140
        mul (16|M16)             r6.0<1>:f     r22.0<8;8,1>:f    0x3E800000:f                        // $144
        mul (16|M16)             r26.0<1>:f    r20.0<8;8,1>:f    0x3E800000:f                        // $142
(f1.0)  sel (16|M16)             r4.0<1>:d     r30.0<8;8,1>:d    r16.0<8;8,1>:d                      // $138
(f1.0)  sel (16|M0)              r106.0<1>:d   r100.0<8;8,1>:d   r124.0<8;8,1>:d                     // $137
        mad (16|M16)             r14.0<1>:f    r28.0<2;1>:f      r34.0<0;0>:f      r86.0<1>:f       {Compacted} // $155 {0=EL, 1=EL, 2=EH, BC=OK}
(W)     mov (1|M0)               r16.0<1>:f    0x3E800000:f                                          // $156
        mad (16|M0)              r122.0<1>:f   r98.0<2;1>:f      r34.0<0;0>:f      r76.0<1>:f       {Compacted} // $152 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r96.0<1>:f    r108.0<2;1>:f     r34.0<0;0>:f      r72.0<1>:f       {Compacted} // $148 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r120.0<1>:f   r102.0<2;1>:f     r34.0<0;0>:f      r78.0<1>:f       {Compacted} // $154 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r124.0<1>:f   r104.0<2;1>:f     r34.0<0;0>:f      r74.0<1>:f       {Compacted} // $150 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r8.0<1>:f     r2.0<2;1>:f       r34.0<0;0>:f      r80.0<1>:f       {Compacted} // $149 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r12.0<1>:f    r6.0<2;1>:f       r34.0<0;0>:f      r84.0<1>:f       {Compacted} // $153 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r10.0<1>:f    r26.0<2;1>:f      r34.0<0;0>:f      r82.0<1>:f       {Compacted} // $151 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r20.0<1>:f    r14.0<2;1>:f      r16.0<0;0>:f      r4.0<1>:f        {Compacted} // $164 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M0)              r112.0<1>:f   r122.0<2;1>:f     r16.0<0;0>:f      r88.0<1>:f       {Compacted} // $161 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r118.0<1>:f   r96.0<2;1>:f      r16.0<0;0>:f      r92.0<1>:f       {Compacted} // $157 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r110.0<1>:f   r120.0<2;1>:f     r16.0<0;0>:f      r106.0<1>:f      {Compacted} // $163 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r114.0<1>:f   r124.0<2;1>:f     r16.0<0;0>:f      r90.0<1>:f       {Compacted} // $159 {0=EH, 1=EL, 2=EH, BC=OK}
(W)     mov (8|M0)               r102.0<1>:ud  r1.0<8;8,1>:ud                   {Compacted}          // $176
(W)     mov (8|M0)               r4.0<1>:ud    0x0:ud                              {Compacted}       // $182
        mad (16|M16)             r116.0<1>:f   r8.0<2;1>:f       r16.0<0;0>:f      r32.0<1>:f       {Compacted} // $158 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r2.0<1>:f     r12.0<2;1>:f      r16.0<0;0>:f      r38.0<1>:f       {Compacted} // $162 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r18.0<1>:f    r10.0<2;1>:f      r16.0<0;0>:f      r36.0<1>:f       {Compacted} // $160 {0=EL, 1=EL, 2=EL, BC=BAD}
(W)     mov (8|M0)               r1.0<1>:ud    0x0:ud                              {Compacted}       // $188
(W)     mov (1|M0)               r4.7<1>:ud    0xFFFF:ud                                             // $182
(W)     mov (1|M0)               r1.7<1>:ud    0xFFFF:ud                                             // $188
        mov (8|M0)               r46.0<1>:f    r112.0<8;8,1>:f                  {Compacted}          // $167
        mov (8|M0)               r44.0<1>:f    r118.0<8;8,1>:f                  {Compacted}          // $165
        mov (8|M0)               r47.0<1>:f    r110.0<8;8,1>:f                  {Compacted}          // $168
        mov (8|M0)               r45.0<1>:f    r114.0<8;8,1>:f                  {Compacted}          // $166
        mov (8|M8)               r103.0<1>:d   r67.0<8;8,1>:d                   {Compacted}          // $176
        mov (8|M8)               r104.0<1>:d   r55.0<8;8,1>:d                   {Compacted}          // $176
        mov (8|M8)               r105.0<1>:d   r63.0<8;8,1>:d                   {Compacted}          // $176
        mov (8|M8)               r108.0<1>:f   r113.0<8;8,1>:f                  {Compacted}          // $173
        mov (8|M8)               r106.0<1>:f   r119.0<8;8,1>:f                  {Compacted}          // $171
        mov (8|M8)               r109.0<1>:f   r111.0<8;8,1>:f                  {Compacted}          // $174
        mov (8|M8)               r107.0<1>:f   r115.0<8;8,1>:f                  {Compacted}          // $172
        mov (8|M16)              r95.0<1>:d    r64.0<8;8,1>:d                                        // $182
        mov (8|M16)              r96.0<1>:d    r48.0<8;8,1>:d                                        // $182
        mov (8|M16)              r97.0<1>:d    r60.0<8;8,1>:d                                        // $182
        mov (8|M16)              r101.0<1>:f   r20.0<8;8,1>:f                                        // $180
        mov (8|M16)              r98.0<1>:f    r116.0<8;8,1>:f                                       // $177
        mov (8|M16)              r100.0<1>:f   r2.0<8;8,1>:f                                         // $179
        mov (8|M16)              r99.0<1>:f    r18.0<8;8,1>:f                                        // $178
(W)     mov (8|M0)               r94.0<1>:ud   r4.0<8;8,1>:ud                   {Compacted}          // $182
        mov (8|M24)              r122.0<1>:d   r61.0<8;8,1>:d                                        // $188
        mov (8|M24)              r126.0<1>:f   r21.0<8;8,1>:f                                        // $186
        mov (8|M24)              r120.0<1>:d   r65.0<8;8,1>:d                                        // $188
        mov (8|M24)              r121.0<1>:d   r49.0<8;8,1>:d                                        // $188
        mov (8|M24)              r123.0<1>:f   r117.0<8;8,1>:f                                       // $183
        mov (8|M24)              r125.0<1>:f   r3.0<8;8,1>:f                                         // $185
        mov (8|M24)              r124.0<1>:f   r19.0<8;8,1>:f                                        // $184
(W)     mov (8|M0)               r119.0<1>:ud  r1.0<8;8,1>:ud                   {Compacted}          // $188
        send (8|M0)              null     r40:f   0xC            0x100B5001           // wr:8h+0, rd:0; hdc.dc1; typed surface write with xyzw // $170
        send (8|M8)              null     r102:f  0xC            0x100B5001           // wr:8h+0, rd:0; hdc.dc1; typed surface write with xyzw // $176
        send (8|M16)             null     r94:f   0xC            0x100B5001           // wr:8h+0, rd:0; hdc.dc1; typed surface write with xyzw // $182
        send (8|M24)             null     r119:f  0xC            0x100B5001           // wr:8h+0, rd:0; hdc.dc1; typed surface write with xyzw // $188
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $189
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 4
// --   OK: 12
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
