//.kernel image3d
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 181
//.RA type	HYBRID_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r60.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare samplerHeader (7)  rf=r size=32 type=ud align=16 words (r9.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r60.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r60.0)
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
//.declare V0053 (61)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0054 (62)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0055 (63)  rf=r size=64 type=d alias=V0053+0 align=16 words (r58.0)
//.declare V0056 (64)  rf=r size=64 type=d alias=V0054+0 align=16 words (r56.0)
//.declare V0057 (65)  rf=r size=4 type=d align=2 words (r121.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0060 (68)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0061 (69)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r4.0)
//.declare V0062 (70)  rf=r size=192 type=f align=16 words (r46.0)
//.declare V0063 (71)  rf=r size=192 type=f align=16 words (r40.0)
//.declare V0064 (72)  rf=r size=192 type=d alias=V0062+0 align=16 words (r46.0)
//.declare V0065 (73)  rf=r size=192 type=d alias=V0063+0 align=16 words (r40.0)
//.declare V0066 (74)  rf=r size=4 type=d align=2 words (r120.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0069 (77)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r5.0)
//.declare V0070 (78)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r6.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0073 (81)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0074 (82)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0075 (83)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0076 (84)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0077 (85)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0078 (86)  rf=r size=64 type=f align=16 words (r12.0)
//.declare P01 (87)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P02 (88)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P03 (91)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (94)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0085 (97)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0086 (98)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0087 (99)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0088 (100)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0089 (101)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0090 (102)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0091 (103)  rf=r size=256 type=f align=16 words (r72.0)
//.declare V0092 (104)  rf=r size=256 type=f align=16 words (r80.0)
//.declare  (105)  rf=r size=192 type=ud align=16 words (r120.0)
//.declare  (107)  rf=r size=192 type=ud align=16 words (r2.0)
//.declare V0093 (109)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0094 (110)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0095 (111)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0096 (112)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0097 (113)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0098 (114)  rf=r size=64 type=f align=16 words (r12.0)
//.declare P05 (115)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P06 (116)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P07 (117)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0099 (118)  rf=r size=256 type=f align=16 words (r112.0)
//.declare V0100 (119)  rf=r size=256 type=f align=16 words (r10.0)
//.declare  (120)  rf=r size=192 type=ud align=16 words (r120.0)
//.declare  (122)  rf=r size=192 type=ud align=16 words (r2.0)
//.declare V0101 (124)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0102 (125)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0103 (126)  rf=r size=256 type=f align=16 words (r96.0)
//.declare V0104 (127)  rf=r size=256 type=f align=16 words (r26.0)
//.declare  (128)  rf=r size=192 type=ud align=16 words (r104.0)
//.declare  (129)  rf=r size=192 type=ud align=16 words (r20.0)
//.declare V0105 (130)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0106 (131)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0107 (132)  rf=r size=256 type=d alias=V0103+0 align=16 words (r96.0)
//.declare V0108 (133)  rf=r size=256 type=d alias=V0104+0 align=16 words (r26.0)
//.declare V0109 (134)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0110 (135)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0111 (136)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0112 (137)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0113 (138)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0114 (139)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0115 (140)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0116 (141)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0117 (142)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0118 (143)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0119 (144)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0120 (145)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0121 (146)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0122 (147)  rf=r size=64 type=d align=16 words (r24.0)
//.declare P08 (148)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0123 (149)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0124 (150)  rf=r size=64 type=d align=16 words (r34.0)
//.declare P09 (151)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0125 (152)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0126 (153)  rf=r size=64 type=d align=16 words (r36.0)
//.declare P10 (154)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0127 (155)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0128 (156)  rf=r size=64 type=d align=16 words (r38.0)
//.declare P11 (157)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0129 (158)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0130 (159)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0131 (160)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0132 (161)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0133 (162)  rf=r size=64 type=f align=16 words (r108.0)
//.declare V0134 (163)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0135 (164)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0136 (165)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0137 (166)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0138 (167)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0139 (168)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0140 (169)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0141 (170)  rf=r size=4 type=f align=2 words (r22.0)
//.declare V0142 (171)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V0143 (172)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0144 (173)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0145 (174)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0146 (175)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0147 (176)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0148 (177)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0149 (178)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0150 (179)  rf=r size=64 type=f alias=V0123+0 align=16 words (r92.0)
//.declare V0151 (180)  rf=r size=64 type=f alias=V0124+0 align=16 words (r34.0)
//.declare V0152 (181)  rf=r size=4 type=f align=2 words (r28.0)
//.declare V0153 (182)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0154 (183)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0155 (184)  rf=r size=64 type=f alias=V0125+0 align=16 words (r90.0)
//.declare V0156 (185)  rf=r size=64 type=f alias=V0126+0 align=16 words (r36.0)
//.declare V0157 (186)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0158 (187)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0159 (188)  rf=r size=64 type=f alias=V0127+0 align=16 words (r88.0)
//.declare V0160 (189)  rf=r size=64 type=f alias=V0128+0 align=16 words (r38.0)
//.declare V0161 (190)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0162 (191)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0163 (192)  rf=r size=64 type=f alias=V0129+0 align=16 words (r124.0)
//.declare V0164 (193)  rf=r size=64 type=f alias=V0130+0 align=16 words (r2.0)
//.declare  (195)  rf=r size=192 type=ud align=16 words (r14.0)
//.declare  (197)  rf=r size=192 type=ud align=16 words (r106.0)
//.declare  (199)  rf=r size=192 type=ud align=16 words (r100.0)
//.declare  (201)  rf=r size=192 type=ud align=16 words (r120.0)
//.declare  (202)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (211)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (212)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (213)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (214)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (215)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (216)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (217)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (218)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (219)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (220)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (221)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (222)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (223)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (224)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (225)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (226)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (227)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (228)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (229)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (230)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (231)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (232)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (233)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (234)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (235)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (236)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (237)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (238)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (239)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (240)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (241)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (242)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (243)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (244)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (245)  rf=r size=32 type=d align=16 words (r36.0)
//.declare  (246)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (247)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (248)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (249)  rf=r size=32 type=d align=16 words (r88.0)
//.declare  (250)  rf=r size=32 type=d align=16 words (r89.0)
//.declare  (251)  rf=r size=32 type=d align=16 words (r90.0)
//.declare  (252)  rf=r size=32 type=d align=16 words (r91.0)
//.declare  (253)  rf=r size=32 type=d align=16 words (r92.0)
//.declare  (254)  rf=r size=32 type=d align=16 words (r93.0)
//.declare  (255)  rf=r size=32 type=d align=16 words (r94.0)
//.declare  (256)  rf=r size=32 type=d align=16 words (r95.0)
//.declare  (257)  rf=r size=32 type=d align=16 words (r96.0)
//.declare  (258)  rf=r size=32 type=d align=16 words (r97.0)
//.declare  (259)  rf=r size=32 type=d align=16 words (r98.0)
//.declare  (260)  rf=r size=32 type=d align=16 words (r99.0)
//.declare  (261)  rf=r size=32 type=d align=16 words (r100.0)
//.declare  (262)  rf=r size=32 type=d align=16 words (r101.0)
//.declare  (263)  rf=r size=32 type=d align=16 words (r102.0)
//.declare  (264)  rf=r size=32 type=d align=16 words (r103.0)
//.declare  (265)  rf=r size=32 type=d align=16 words (r104.0)
//.declare  (266)  rf=r size=32 type=d align=16 words (r105.0)
//.declare  (267)  rf=r size=32 type=d align=16 words (r106.0)
//.declare  (268)  rf=r size=32 type=d align=16 words (r107.0)
//.declare  (269)  rf=r size=32 type=d align=16 words (r108.0)
//.declare  (270)  rf=r size=32 type=d align=16 words (r109.0)
//.declare  (271)  rf=r size=32 type=d align=16 words (r110.0)
//.declare  (272)  rf=r size=32 type=d align=16 words (r111.0)
//.declare  (273)  rf=r size=32 type=d align=16 words (r112.0)
//.declare  (274)  rf=r size=32 type=d align=16 words (r113.0)
//.declare  (275)  rf=r size=32 type=d align=16 words (r114.0)
//.declare  (276)  rf=r size=32 type=d align=16 words (r115.0)
//.declare  (277)  rf=r size=32 type=d align=16 words (r116.0)
//.declare  (278)  rf=r size=32 type=d align=16 words (r117.0)
//.declare  (279)  rf=r size=32 type=d align=16 words (r118.0)
//.declare  (280)  rf=r size=32 type=d align=16 words (r119.0)
//.declare  (281)  rf=r size=32 type=d align=16 words (r120.0)
//.declare  (282)  rf=r size=32 type=d align=16 words (r121.0)
//.declare  (283)  rf=r size=32 type=d align=16 words (r122.0)
//.declare  (284)  rf=r size=32 type=d align=16 words (r123.0)
//.declare  (285)  rf=r size=32 type=d align=16 words (r124.0)
//.declare  (286)  rf=r size=32 type=d align=16 words (r125.0)
//.declare  (287)  rf=r size=32 type=d align=16 words (r126.0)

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


// B000: Preds:{},  Succs:{B001}
_image3d_k0_0_:
(W)     mov (8|M0)               r60.0<1>:ud   r0.0<1;1,0>:ud                                        // 
(W)     mov (8|M0)               r9.0<1>:ud    r60.0<8;8,1>:ud                  {Compacted}          // 
// B001: Preds:{B000},  Succs:{B002, B003}
// _main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r8.0<0;1,0>:d     r60.1<0;1,0>:d   {Compacted}        // $2
(W)     mul (1|M0)               r121.0<1>:d   r8.1<0;1,0>:d     r60.6<0;1,0>:d                      // $9
(W)     mul (1|M0)               r120.0<1>:d   r8.2<0;1,0>:d     r60.7<0;1,0>:d                      // $16
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r8.6<0;1,0>:d     0:w                                 // $29
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r8.6<0;1,0>:d     0:w                                 // $30
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r118.0<1>:d   r121.0<0;1,0>:d   r3.0<16;16,1>:uw                    // $12
        add (16|M16)             r116.0<1>:d   r121.0<0;1,0>:d   r4.0<16;16,1>:uw                    // $13
        add (16|M0)              r114.0<1>:d   r120.0<0;1,0>:d   r5.0<16;16,1>:uw                    // $19
        add (16|M16)             r112.0<1>:d   r120.0<0;1,0>:d   r6.0<16;16,1>:uw                    // $20
        add (16|M0)              r58.0<1>:d    r124.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r56.0<1>:d    r122.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
        add (16|M0)              r46.0<1>:d    r118.0<8;8,1>:d   r7.1<0;1,0>:d    {Compacted}        // $14
        add (16|M16)             r40.0<1>:d    r116.0<8;8,1>:d   r7.1<0;1,0>:d                       // $15
        add (16|M0)              r54.0<1>:d    r114.0<8;8,1>:d   r7.2<0;1,0>:d    {Compacted}        // $21
        add (16|M16)             r52.0<1>:d    r112.0<8;8,1>:d   r7.2<0;1,0>:d                       // $22
        mov (16|M0)              r20.0<1>:f    r58.0<8;8,1>:d                   {Compacted}          // $23
        mov (16|M16)             r18.0<1>:f    r56.0<8;8,1>:d                                        // $24
        mov (16|M0)              r16.0<1>:f    r46.0<8;8,1>:d                   {Compacted}          // $25
        mov (16|M16)             r10.0<1>:f    r40.0<8;8,1>:d                                        // $26
        mov (16|M0)              r14.0<1>:f    r54.0<8;8,1>:d                   {Compacted}          // $27
        mov (16|M16)             r12.0<1>:f    r52.0<8;8,1>:d                                        // $28
(W&f0.0) jmpi                                _0_007                                                  // $31
// B002: Preds:{B001},  Succs:{B004}
_0_008:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r58.0<8;8,1>:d    0:w                                 // $33
        cmp (16|M16)  (lt)f1.0   null<1>:d     r56.0<8;8,1>:d    0:w                                 // $34
(~f1.0) sel (16|M0)              r2.0<1>:f     r20.0<8;8,1>:f    0xBF800000:f                        // $35
(~f1.0) sel (16|M16)             r22.0<1>:f    r18.0<8;8,1>:f    0xBF800000:f                        // $36
        cmp (16|M0)   (lt)f1.0   null<1>:d     r46.0<8;8,1>:d    0:w                                 // $37
        cmp (16|M16)  (lt)f1.0   null<1>:d     r40.0<8;8,1>:d    0:w                                 // $38
(~f1.0) sel (16|M0)              r6.0<1>:f     r16.0<8;8,1>:f    0xBF800000:f                        // $39
(~f1.0) sel (16|M16)             r26.0<1>:f    r10.0<8;8,1>:f    0xBF800000:f                        // $40
        cmp (16|M0)   (lt)f1.0   null<1>:d     r54.0<8;8,1>:d    0:w                                 // $41
        cmp (16|M16)  (lt)f1.0   null<1>:d     r52.0<8;8,1>:d    0:w                                 // $42
(~f1.0) sel (16|M0)              r4.0<1>:f     r14.0<8;8,1>:f    0xBF800000:f                        // $43
(~f1.0) sel (16|M16)             r24.0<1>:f    r12.0<8;8,1>:f    0xBF800000:f                        // $44
(W)     jmpi                                 _0_009                                                  // $51
// B003: Preds:{B001},  Succs:{B004}
_0_007:
        mov (16|M0)              r2.0<1>:f     r20.0<8;8,1>:f                   {Compacted}          // $53
        mov (16|M16)             r22.0<1>:f    r18.0<8;8,1>:f                                        // $54
        mov (16|M0)              r6.0<1>:f     r16.0<8;8,1>:f                   {Compacted}          // $55
        mov (16|M16)             r26.0<1>:f    r10.0<8;8,1>:f                                        // $56
        mov (16|M0)              r4.0<1>:f     r14.0<8;8,1>:f                   {Compacted}          // $57
        mov (16|M16)             r24.0<1>:f    r12.0<8;8,1>:f                                        // $58
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_0_009:
(W)     mov (1|M0)               r9.2<1>:ud    0x0:ud                              {Compacted}       // $62
        mov (16|M0)              r120.0<1>:f   r2.0<8;8,1>:f                    {Compacted}          // $62
        mov (16|M0)              r122.0<1>:f   r6.0<8;8,1>:f                    {Compacted}          // $62
        mov (16|M0)              r124.0<1>:f   r4.0<8;8,1>:f                    {Compacted}          // $62
        mov (16|M16)             r2.0<1>:f     r22.0<8;8,1>:f                                        // $65
        mov (16|M16)             r6.0<1>:f     r24.0<8;8,1>:f                                        // $65
        mov (16|M16)             r4.0<1>:f     r26.0<8;8,1>:f                                        // $65
        sends (16|M0)            r72:w    r9      r120    0x182            0x028D8000           // wr:1h+6, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $62
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    0x3E800000:f                        // $67
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    0x3F000000:f                        // $69
        sends (16|M16)           r80:w    r9      r2      0x182            0x028D8000           // wr:1h+6, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $65
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    0x3F400000:f                        // $71
        add (16|M0)              r2.0<1>:f     r20.0<8;8,1>:f    0x3E800000:f                        // $66
        add (16|M0)              r6.0<1>:f     r16.0<8;8,1>:f    0x3F000000:f                        // $68
        add (16|M0)              r4.0<1>:f     r14.0<8;8,1>:f    0x3F400000:f                        // $70
(W&f0.0) jmpi                                _0_010                                                  // $72
// B005: Preds:{B004},  Succs:{B006}
_0_011:
        cmp (16|M0)   (lt)f1.0   null<1>:f     r2.0<8;8,1>:f     0x0:f                               // $74
        cmp (16|M16)  (lt)f1.0   null<1>:f     r18.0<8;8,1>:f    0x0:f                               // $75
        cmp (16|M0)   (lt)f0.0   null<1>:f     r6.0<8;8,1>:f     0x0:f               {Compacted}     // $78
        cmp (16|M16)  (lt)f0.0   null<1>:f     r10.0<8;8,1>:f    0x0:f                               // $79
(f1.0)  mov (16|M0)              r2.0<1>:f     0xBF800000:f                                          // $76
(f1.0)  mov (16|M16)             r18.0<1>:f    0xBF800000:f                                          // $77
        cmp (16|M0)   (lt)f1.0   null<1>:f     r4.0<8;8,1>:f     0x0:f                               // $82
        cmp (16|M16)  (lt)f1.0   null<1>:f     r12.0<8;8,1>:f    0x0:f                               // $83
(f0.0)  mov (16|M0)              r6.0<1>:f     0xBF800000:f                                          // $80
(f0.0)  mov (16|M16)             r10.0<1>:f    0xBF800000:f                                          // $81
(f1.0)  mov (16|M0)              r4.0<1>:f     0xBF800000:f                                          // $84
(f1.0)  mov (16|M16)             r12.0<1>:f    0xBF800000:f                                          // $85
// B006: Preds:{B005, B004},  Succs:{}
_0_010:
        mov (16|M0)              r120.0<1>:f   r2.0<8;8,1>:f                    {Compacted}          // $89
        mov (16|M16)             r2.0<1>:f     r18.0<8;8,1>:f                                        // $92
        not (16|M16)             r18.0<1>:d    r52.0<8;8,1>:d                                        // $94
(W)     mov (1|M0)               r9.2<1>:ud    0x0:ud                              {Compacted}       // $89
        not (16|M0)              r110.0<1>:d   r54.0<8;8,1>:d                   {Compacted}          // $93
        mov (16|M16)             r20.0<1>:d    r56.0<8;8,1>:d                                        // $100
        mov (16|M16)             r22.0<1>:d    r40.0<8;8,1>:d                                        // $100
        add (16|M16)             r24.0<1>:d    r18.0<8;8,1>:d    r8.5<0;1,0>:d                       // $96
        mov (16|M0)              r104.0<1>:d   r58.0<8;8,1>:d                   {Compacted}          // $98
        mov (16|M0)              r106.0<1>:d   r46.0<8;8,1>:d                   {Compacted}          // $98
        add (16|M0)              r108.0<1>:d   r110.0<8;8,1>:d   r8.5<0;1,0>:d    {Compacted}        // $95
        sends (16|M16)           r26:w    r9      r20     0x182            0x028DA000           // wr:1h+6, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $100
        mov (16|M0)              r122.0<1>:f   r6.0<8;8,1>:f                    {Compacted}          // $89
        mov (16|M0)              r124.0<1>:f   r4.0<8;8,1>:f                    {Compacted}          // $89
        sends (16|M0)            r96:w    r9      r104    0x182            0x028DA000           // wr:1h+6, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $98
        mov (16|M16)             r6.0<1>:f     r12.0<8;8,1>:f                                        // $92
        mov (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f                                        // $92
        sends (16|M0)            r112:w   r9      r120    0x182            0x028D8000           // wr:1h+6, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $89
(W)     mov (8|M0)               r127.0<1>:ud  r60.0<8;8,1>:ud                  {Compacted}          // $183
        sends (16|M16)           r10:w    r9      r2      0x182            0x028D8000           // wr:1h+6, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $92
        and (16|M16)             r2.0<1>:d     r26.0<8;8,1>:d    -2139095041:d                       // $102
        and (16|M16)             r18.0<1>:d    r26.0<8;8,1>:d    -2147483648:d                       // $110
        and (16|M16)             r4.0<1>:d     r28.0<8;8,1>:d    -2139095041:d                       // $104
        and (16|M0)              r124.0<1>:d   r96.0<8;8,1>:d    -2139095041:d                       // $101
        and (16|M0)              r122.0<1>:d   r98.0<8;8,1>:d    -2139095041:d                       // $103
        cmp (16|M16)  (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     r26.0<8;8,1>:d                      // $118
        and (16|M16)             r6.0<1>:d     r30.0<8;8,1>:d    -2139095041:d                       // $106
        and (16|M0)              r108.0<1>:d   r96.0<8;8,1>:d    -2147483648:d                       // $109
        and (16|M0)              r106.0<1>:d   r98.0<8;8,1>:d    -2147483648:d                       // $111
        cmp (16|M0)   (eq)f0.0   null<1>:d     r124.0<8;8,1>:d   r96.0<8;8,1>:d   {Compacted}        // $117
        cmp (16|M0)   (eq)f1.0   null<1>:d     r122.0<8;8,1>:d   r98.0<8;8,1>:d                      // $121
(f0.0)  sel (16|M16)             r34.0<1>:d    r18.0<8;8,1>:d    r26.0<8;8,1>:d                      // $120
        and (16|M16)             r20.0<1>:d    r28.0<8;8,1>:d    -2147483648:d                       // $112
        and (16|M16)             r22.0<1>:d    r30.0<8;8,1>:d    -2147483648:d                       // $114
        and (16|M0)              r120.0<1>:d   r100.0<8;8,1>:d   -2139095041:d                       // $105
        and (16|M0)              r110.0<1>:d   r102.0<8;8,1>:d   -2139095041:d                       // $107
        cmp (16|M16)  (eq)f1.0   null<1>:d     r4.0<8;8,1>:d     r28.0<8;8,1>:d                      // $122
        cmp (16|M16)  (eq)f0.0   null<1>:d     r6.0<8;8,1>:d     r30.0<8;8,1>:d                      // $126
        and (16|M16)             r8.0<1>:d     r32.0<8;8,1>:d    -2139095041:d                       // $108
(f0.0)  sel (16|M0)              r92.0<1>:d    r108.0<8;8,1>:d   r96.0<8;8,1>:d   {Compacted}        // $119
(f1.0)  sel (16|M0)              r90.0<1>:d    r106.0<8;8,1>:d   r98.0<8;8,1>:d                      // $123
        and (16|M0)              r104.0<1>:d   r100.0<8;8,1>:d   -2147483648:d                       // $113
        and (16|M0)              r94.0<1>:d    r102.0<8;8,1>:d   -2147483648:d                       // $115
(f1.0)  sel (16|M16)             r36.0<1>:d    r20.0<8;8,1>:d    r28.0<8;8,1>:d                      // $124
        cmp (16|M0)   (eq)f0.0   null<1>:d     r120.0<8;8,1>:d   r100.0<8;8,1>:d  {Compacted}        // $125
(f0.0)  sel (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d    r30.0<8;8,1>:d                      // $128
        cmp (16|M0)   (eq)f1.0   null<1>:d     r110.0<8;8,1>:d   r102.0<8;8,1>:d                     // $129
        and (16|M16)             r24.0<1>:d    r32.0<8;8,1>:d    -2147483648:d                       // $116
        mul (16|M0)              r122.0<1>:f   r112.0<8;8,1>:f   0x3E800000:f                        // $133
        mul (16|M0)              r108.0<1>:f   r114.0<8;8,1>:f   0x3E800000:f                        // $135
        mul (16|M0)              r106.0<1>:f   r118.0<8;8,1>:f   0x3E800000:f                        // $139
        cmp (16|M16)  (eq)f1.0   null<1>:d     r8.0<8;8,1>:d     r32.0<8;8,1>:d                      // $130
        mul (16|M0)              r120.0<1>:f   r116.0<8;8,1>:f   0x3E800000:f                        // $137
(W)     mov (1|M0)               r22.0<1>:f    0x3F000000:f                                          // $141
        mul (16|M16)             r18.0<1>:f    r12.0<8;8,1>:f    0x3E800000:f                        // $136
        mul (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f    0x3E800000:f                        // $134
        mul (16|M16)             r6.0<1>:f     r14.0<8;8,1>:f    0x3E800000:f                        // $138
        mul (16|M16)             r20.0<1>:f    r16.0<8;8,1>:f    0x3E800000:f                        // $140
(f0.0)  sel (16|M0)              r88.0<1>:d    r104.0<8;8,1>:d   r100.0<8;8,1>:d  {Compacted}        // $127
(f1.0)  sel (16|M0)              r124.0<1>:d   r94.0<8;8,1>:d    r102.0<8;8,1>:d                     // $131
(W)     mov (1|M0)               r28.0<1>:f    0x3E800000:f                                          // $150
(f1.0)  sel (16|M16)             r2.0<1>:d     r24.0<8;8,1>:d    r32.0<8;8,1>:d                      // $132
        mad (16|M0)              r110.0<1>:f   r122.0<2;1>:f     r22.0<0;0>:f      r72.0<1>:f       {Compacted} // $142 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r98.0<1>:f    r106.0<2;1>:f     r22.0<0;0>:f      r78.0<1>:f       {Compacted} // $148 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r100.0<1>:f   r120.0<2;1>:f     r22.0<0;0>:f      r76.0<1>:f       {Compacted} // $146 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r102.0<1>:f   r108.0<2;1>:f     r22.0<0;0>:f      r74.0<1>:f       {Compacted} // $144 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r8.0<1>:f     r18.0<2;1>:f      r22.0<0;0>:f      r82.0<1>:f       {Compacted} // $145 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r104.0<1>:f   r4.0<2;1>:f       r22.0<0;0>:f      r80.0<1>:f       {Compacted} // $143 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r26.0<1>:f    r20.0<2;1>:f      r22.0<0;0>:f      r86.0<1>:f       {Compacted} // $149 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r24.0<1>:f    r6.0<2;1>:f       r22.0<0;0>:f      r84.0<1>:f       {Compacted} // $147 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r118.0<1>:f   r110.0<2;1>:f     r28.0<0;0>:f      r92.0<1>:f       {Compacted} // $151 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r112.0<1>:f   r98.0<2;1>:f      r28.0<0;0>:f      r124.0<1>:f      {Compacted} // $157 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r122.0<1>:f   r100.0<2;1>:f     r28.0<0;0>:f      r88.0<1>:f       {Compacted} // $155 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r114.0<1>:f   r102.0<2;1>:f     r28.0<0;0>:f      r90.0<1>:f       {Compacted} // $153 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r10.0<1>:f    r8.0<2;1>:f       r28.0<0;0>:f      r36.0<1>:f       {Compacted} // $154 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r116.0<1>:f   r104.0<2;1>:f     r28.0<0;0>:f      r34.0<1>:f       {Compacted} // $152 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r12.0<1>:f    r26.0<2;1>:f      r28.0<0;0>:f      r2.0<1>:f        {Compacted} // $158 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r4.0<1>:f     r24.0<2;1>:f      r28.0<0;0>:f      r38.0<1>:f       {Compacted} // $156 {0=EL, 1=EL, 2=EL, BC=BAD}
        mov (8|M0)               r14.0<1>:d    r46.0<8;8,1>:d                   {Compacted}          // $164
        mov (8|M0)               r15.0<1>:d    r54.0<8;8,1>:d                   {Compacted}          // $164
        mov (8|M0)               r16.0<1>:f    r118.0<8;8,1>:f                  {Compacted}          // $159
        mov (8|M0)               r19.0<1>:f    r112.0<8;8,1>:f                  {Compacted}          // $162
        mov (8|M0)               r18.0<1>:f    r122.0<8;8,1>:f                  {Compacted}          // $161
        mov (8|M0)               r17.0<1>:f    r114.0<8;8,1>:f                  {Compacted}          // $160
        mov (8|M8)               r106.0<1>:d   r47.0<8;8,1>:d                   {Compacted}          // $170
        mov (8|M8)               r107.0<1>:d   r55.0<8;8,1>:d                   {Compacted}          // $170
        mov (8|M8)               r108.0<1>:f   r119.0<8;8,1>:f                  {Compacted}          // $165
        mov (8|M8)               r111.0<1>:f   r113.0<8;8,1>:f                  {Compacted}          // $168
        mov (8|M8)               r110.0<1>:f   r123.0<8;8,1>:f                  {Compacted}          // $167
        mov (8|M8)               r109.0<1>:f   r115.0<8;8,1>:f                  {Compacted}          // $166
        mov (8|M16)              r100.0<1>:d   r40.0<8;8,1>:d                                        // $176
        mov (8|M16)              r101.0<1>:d   r52.0<8;8,1>:d                                        // $176
        mov (8|M16)              r103.0<1>:f   r10.0<8;8,1>:f                                        // $172
        mov (8|M16)              r102.0<1>:f   r116.0<8;8,1>:f                                       // $171
        mov (8|M16)              r105.0<1>:f   r12.0<8;8,1>:f                                        // $174
        mov (8|M16)              r104.0<1>:f   r4.0<8;8,1>:f                                         // $173
        mov (8|M24)              r120.0<1>:d   r41.0<8;8,1>:d                                        // $182
        mov (8|M24)              r121.0<1>:d   r53.0<8;8,1>:d                                        // $182
        mov (8|M24)              r125.0<1>:f   r13.0<8;8,1>:f                                        // $180
        mov (8|M24)              r122.0<1>:f   r117.0<8;8,1>:f                                       // $177
        mov (8|M24)              r124.0<1>:f   r5.0<8;8,1>:f                                         // $179
        mov (8|M24)              r123.0<1>:f   r11.0<8;8,1>:f                                        // $178
        sends (8|M0)             null:ud  r58     r14     0x18C            0x02035001           // wr:1+6, rd:0; hdc.dc1; typed surface write with xyzw; u // $164
        sends (8|M8)             null:ud  r59     r106    0x18C            0x02035001           // wr:1+6, rd:0; hdc.dc1; typed surface write with xyzw; u // $170
        sends (8|M16)            null:ud  r56     r100    0x18C            0x02035001           // wr:1+6, rd:0; hdc.dc1; typed surface write with xyzw; u // $176
        sends (8|M24)            null:ud  r57     r120    0x18C            0x02035001           // wr:1+6, rd:0; hdc.dc1; typed surface write with xyzw; u // $182
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $183
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 4
// --   OK: 12
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
