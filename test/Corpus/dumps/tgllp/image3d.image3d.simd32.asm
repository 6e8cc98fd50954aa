//.kernel image3d
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 184
//.RA type	HYBRID_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r114.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r114.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r114.0)
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
//.declare V0048 (56)  rf=r size=4 type=d align=16 words (r9.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0054 (62)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0055 (63)  rf=r size=64 type=d alias=V0053+0 align=16 words (r112.0)
//.declare V0056 (64)  rf=r size=64 type=d alias=V0054+0 align=16 words (r110.0)
//.declare V0057 (65)  rf=r size=4 type=d align=16 words (r14.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0060 (68)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0061 (69)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r4.0)
//.declare V0062 (70)  rf=r size=192 type=f align=16 words (r84.0)
//.declare V0063 (71)  rf=r size=192 type=f align=16 words (r78.0)
//.declare V0064 (72)  rf=r size=192 type=d alias=V0062+0 align=16 words (r84.0)
//.declare V0065 (73)  rf=r size=192 type=d alias=V0063+0 align=16 words (r78.0)
//.declare V0066 (74)  rf=r size=4 type=d align=16 words (r15.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0069 (77)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r5.0)
//.declare V0070 (78)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r6.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0073 (81)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0074 (82)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0075 (83)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0076 (84)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0077 (85)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0078 (86)  rf=r size=64 type=f align=16 words (r118.0)
//.declare P01 (87)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P02 (88)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P03 (91)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (94)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0085 (97)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0086 (98)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0087 (99)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0088 (100)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0089 (101)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0090 (102)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0091 (103)  rf=r size=256 type=f align=16 words (r98.0)
//.declare V0092 (104)  rf=r size=256 type=f align=16 words (r90.0)
//.declare  (105)  rf=r size=128 type=ud align=16 words (r2.0)
//.declare  (107)  rf=r size=128 type=ud align=16 words (r10.0)
//.declare V0093 (109)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0094 (110)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0095 (111)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0096 (112)  rf=r size=64 type=f align=16 words (r126.0)
//.declare V0097 (113)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0098 (114)  rf=r size=64 type=f align=16 words (r6.0)
//.declare P05 (115)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P06 (116)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P07 (117)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0099 (118)  rf=r size=256 type=f align=16 words (r10.0)
//.declare V0100 (119)  rf=r size=256 type=f align=16 words (r22.0)
//.declare  (120)  rf=r size=128 type=ud align=16 words (r2.0)
//.declare  (122)  rf=r size=128 type=ud align=16 words (r18.0)
//.declare V0101 (124)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0102 (125)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0103 (126)  rf=r size=256 type=f align=16 words (r40.0)
//.declare V0104 (127)  rf=r size=256 type=f align=16 words (r48.0)
//.declare  (128)  rf=r size=128 type=ud align=16 words (r32.0)
//.declare  (129)  rf=r size=128 type=ud align=16 words (r36.0)
//.declare V0105 (130)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0106 (131)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0107 (132)  rf=r size=256 type=d alias=V0103+0 align=16 words (r40.0)
//.declare V0108 (133)  rf=r size=256 type=d alias=V0104+0 align=16 words (r48.0)
//.declare V0109 (134)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0110 (135)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0111 (136)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0112 (137)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0113 (138)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0114 (139)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0115 (140)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0116 (141)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0117 (142)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0118 (143)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0119 (144)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0120 (145)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0121 (146)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0122 (147)  rf=r size=64 type=d align=16 words (r64.0)
//.declare P08 (148)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0123 (149)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0124 (150)  rf=r size=64 type=d align=16 words (r68.0)
//.declare P09 (151)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0125 (152)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0126 (153)  rf=r size=64 type=d align=16 words (r72.0)
//.declare P10 (154)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0127 (155)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0128 (156)  rf=r size=64 type=d align=16 words (r76.0)
//.declare P11 (157)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0129 (158)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0130 (159)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0131 (160)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0132 (161)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0133 (162)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0134 (163)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0135 (164)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0136 (165)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0137 (166)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0138 (167)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0139 (168)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0140 (169)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0141 (170)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0142 (171)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0143 (172)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0144 (173)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0145 (174)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0146 (175)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0147 (176)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0148 (177)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0149 (178)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0150 (179)  rf=r size=64 type=f alias=V0123+0 align=16 words (r66.0)
//.declare V0151 (180)  rf=r size=64 type=f alias=V0124+0 align=16 words (r68.0)
//.declare V0152 (181)  rf=r size=4 type=f align=2 words (r54.0)
//.declare V0153 (182)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0154 (183)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0155 (184)  rf=r size=64 type=f alias=V0125+0 align=16 words (r70.0)
//.declare V0156 (185)  rf=r size=64 type=f alias=V0126+0 align=16 words (r72.0)
//.declare V0157 (186)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0158 (187)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0159 (188)  rf=r size=64 type=f alias=V0127+0 align=16 words (r74.0)
//.declare V0160 (189)  rf=r size=64 type=f alias=V0128+0 align=16 words (r76.0)
//.declare V0161 (190)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0162 (191)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0163 (192)  rf=r size=64 type=f alias=V0129+0 align=16 words (r2.0)
//.declare V0164 (193)  rf=r size=64 type=f alias=V0130+0 align=16 words (r4.0)
//.declare  (195)  rf=r size=192 type=ud align=16 words (r24.0)
//.declare  (197)  rf=r size=192 type=ud align=16 words (r30.0)
//.declare  (199)  rf=r size=192 type=ud align=16 words (r2.0)
//.declare  (201)  rf=r size=192 type=ud align=16 words (r24.0)
//.declare  (202)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (211)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare  (212)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (213)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (214)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (215)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (216)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (217)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (218)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (219)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (220)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (221)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (222)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (223)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (224)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (225)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (226)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (227)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (228)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (229)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (230)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (231)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (232)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (233)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (234)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (235)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (236)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (237)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (238)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (239)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (240)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (241)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (242)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (243)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (244)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (245)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (246)  rf=r size=32 type=d align=16 words (r36.0)
//.declare  (247)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (248)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (249)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (250)  rf=r size=32 type=d align=16 words (r40.0)
//.declare  (251)  rf=r size=32 type=d align=16 words (r41.0)
//.declare  (252)  rf=r size=32 type=d align=16 words (r42.0)
//.declare  (253)  rf=r size=32 type=d align=16 words (r43.0)
//.declare  (254)  rf=r size=32 type=d align=16 words (r44.0)
//.declare  (255)  rf=r size=32 type=d align=16 words (r45.0)
//.declare  (256)  rf=r size=32 type=d align=16 words (r46.0)
//.declare  (257)  rf=r size=32 type=d align=16 words (r47.0)
//.declare  (258)  rf=r size=32 type=d align=16 words (r48.0)
//.declare  (259)  rf=r size=32 type=d align=16 words (r49.0)
//.declare  (260)  rf=r size=32 type=d align=16 words (r50.0)
//.declare  (261)  rf=r size=32 type=d align=16 words (r51.0)
//.declare  (262)  rf=r size=32 type=d align=16 words (r52.0)
//.declare  (263)  rf=r size=32 type=d align=16 words (r53.0)
//.declare  (264)  rf=r size=32 type=d align=16 words (r54.0)
//.declare  (265)  rf=r size=32 type=d align=16 words (r55.0)
//.declare  (266)  rf=r size=32 type=d align=16 words (r56.0)
//.declare  (267)  rf=r size=32 type=d align=16 words (r57.0)
//.declare  (268)  rf=r size=32 type=d align=16 words (r58.0)
//.declare  (269)  rf=r size=32 type=d align=16 words (r59.0)
//.declare  (270)  rf=r size=32 type=d align=16 words (r60.0)
//.declare  (271)  rf=r size=32 type=d align=16 words (r61.0)
//.declare  (272)  rf=r size=32 type=d align=16 words (r62.0)
//.declare  (273)  rf=r size=32 type=d align=16 words (r63.0)
//.declare  (274)  rf=r size=32 type=d align=16 words (r64.0)
//.declare  (275)  rf=r size=32 type=d align=16 words (r65.0)
//.declare  (276)  rf=r size=32 type=d align=16 words (r66.0)
//.declare  (277)  rf=r size=32 type=d align=16 words (r67.0)
//.declare  (278)  rf=r size=32 type=d align=16 words (r68.0)
//.declare  (279)  rf=r size=32 type=d align=16 words (r69.0)
//.declare  (280)  rf=r size=32 type=d align=16 words (r70.0)
//.declare  (281)  rf=r size=32 type=d align=16 words (r71.0)
//.declare  (282)  rf=r size=32 type=d align=16 words (r72.0)
//.declare  (283)  rf=r size=32 type=d align=16 words (r73.0)
//.declare  (284)  rf=r size=32 type=d align=16 words (r74.0)
//.declare  (285)  rf=r size=32 type=d align=16 words (r75.0)
//.declare  (286)  rf=r size=32 type=d align=16 words (r76.0)
//.declare  (287)  rf=r size=32 type=d align=16 words (r77.0)
//.declare  (288)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (289)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (290)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (291)  rf=r size=8 type=w align=1 words (r0.0)

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
(W)     mov (8|M0)               r114.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r8.0<0;1,0>:d     r114.2<0;1,0>:uw {Compacted,@1}     // $2
(W)     mach (1|M0)              r9.0<1>:d     r8.0<0;1,0>:d     r114.1<0;1,0>:d  {Compacted}        // $5
(W)     mul (1|M0)               acc0.0<1>:d   r8.1<0;1,0>:d     r114.12<0;1,0>:uw                   // $9
(W)     mach (1|M0)              r14.0<1>:d    r8.1<0;1,0>:d     r114.6<0;1,0>:d                     // $12
(W)     mul (1|M0)               acc0.0<1>:d   r8.2<0;1,0>:d     r114.14<0;1,0>:uw                   // $16
(W)     mach (1|M0)              r15.0<1>:d    r8.2<0;1,0>:d     r114.7<0;1,0>:d                     // $19
        add (16|M0)              r10.0<1>:d    r9.0<0;1,0>:d     r1.0<16;16,1>:uw {@5}               // $5
        add (16|M16)             r12.0<1>:d    r9.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r16.0<1>:d    r14.0<0;1,0>:d    r3.0<16;16,1>:uw {@5}               // $12
        add (16|M16)             r18.0<1>:d    r14.0<0;1,0>:d    r4.0<16;16,1>:uw                    // $13
        add (16|M0)              r20.0<1>:d    r15.0<0;1,0>:d    r5.0<16;16,1>:uw {@5}               // $19
        add (16|M16)             r22.0<1>:d    r15.0<0;1,0>:d    r6.0<16;16,1>:uw                    // $20
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r8.6<0;1,0>:d     0:w               {Compacted}       // $29
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r8.6<0;1,0>:d     0:w                                 // $30
        add (16|M0)              r112.0<1>:d   r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@7}     // $7
        add (16|M16)             r110.0<1>:d   r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@7}     // $8
        add (16|M0)              r84.0<1>:d    r16.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@7}     // $14
        add (16|M16)             r78.0<1>:d    r18.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted,@7}     // $15
        add (16|M0)              r108.0<1>:d   r20.0<8;8,1>:d    r7.2<0;1,0>:d    {Compacted,@7}     // $21
        add (16|M16)             r106.0<1>:d   r22.0<8;8,1>:d    r7.2<0;1,0>:d    {Compacted,@7}     // $22
        mov (16|M0)              r14.0<1>:f    r112.0<8;8,1>:d                  {Compacted,@6}       // $23
        mov (16|M16)             r16.0<1>:f    r110.0<8;8,1>:d                  {Compacted,@6}       // $24
        mov (16|M0)              r18.0<1>:f    r84.0<8;8,1>:d                   {Compacted,@6}       // $25
        mov (16|M16)             r20.0<1>:f    r78.0<8;8,1>:d                   {Compacted,@6}       // $26
        mov (16|M0)              r22.0<1>:f    r108.0<8;8,1>:d                  {Compacted,@6}       // $27
        mov (16|M16)             r118.0<1>:f   r106.0<8;8,1>:d                  {Compacted,@6}       // $28
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $31
(~f0.0) if (32|M0)                           _0_007            _0_009                                // $31
// B001: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_008:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r112.0<8;8,1>:d   0:w               {Compacted}       // $33
        cmp (16|M16)  (lt)f1.0   null<1>:d     r110.0<8;8,1>:d   0:w                                 // $34
(~f1.0) sel (16|M0)              r32.0<1>:f    r14.0<8;8,1>:f    0xBF800000:f               {@7}     // $35
(~f1.0) sel (16|M16)             r34.0<1>:f    r16.0<8;8,1>:f    0xBF800000:f               {@7}     // $36
        cmp (16|M0)   (lt)f1.0   null<1>:d     r84.0<8;8,1>:d    0:w               {Compacted}       // $37
        cmp (16|M16)  (lt)f1.0   null<1>:d     r78.0<8;8,1>:d    0:w                                 // $38
(~f1.0) sel (16|M0)              r24.0<1>:f    r18.0<8;8,1>:f    0xBF800000:f                        // $39
(~f1.0) sel (16|M16)             r28.0<1>:f    r20.0<8;8,1>:f    0xBF800000:f                        // $40
        cmp (16|M0)   (lt)f1.0   null<1>:d     r108.0<8;8,1>:d   0:w               {Compacted}       // $41
        cmp (16|M16)  (lt)f1.0   null<1>:d     r106.0<8;8,1>:d   0:w                                 // $42
(~f1.0) sel (16|M0)              r26.0<1>:f    r22.0<8;8,1>:f    0xBF800000:f                        // $43
(~f1.0) sel (16|M16)             r30.0<1>:f    r118.0<8;8,1>:f   0xBF800000:f                        // $44
        else (32|M0)                         _0_009            _0_009                                // $31
// B002: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_007:
        mov (16|M0)              r32.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $53
        mov (16|M16)             r34.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // $54
        mov (16|M0)              r24.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // $55
        mov (16|M16)             r28.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $56
        mov (16|M0)              r26.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // $57
        mov (16|M16)             r30.0<1>:f    r118.0<8;8,1>:f                  {Compacted}          // $58
// B003: Preds:{B002, B001},  Succs:{B004, B005}
_0_009:
        endif (32|M0)                        L608                                                    // $31
L608:
        mov (16|M0)              r2.0<1>:f     r24.0<8;8,1>:f                   {Compacted,@5}       // $62
        mov (16|M0)              r4.0<1>:f     r26.0<8;8,1>:f                   {Compacted,@4}       // $62
        mov (16|M16)             r10.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@6}       // $65
        mov (16|M16)             r12.0<1>:f    r30.0<8;8,1>:f                   {Compacted,@5}       // $65
        send.smpl (16|M0)        r98      r32     r2      0x100            0x04858000           {@3,$0} // wr:2+4, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $62
        send.smpl (16|M16)       r90      r34     r10     0x100            0x04858000           {@1,$1} // wr:2+4, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $65
        add (16|M0)              r124.0<1>:f   r14.0<8;8,1>:f    0x3E800000:f               {Compacted} // $66
        add (16|M16)             r116.0<1>:f   r16.0<8;8,1>:f    0x3E800000:f               {Compacted} // $67
        add (16|M0)              r120.0<1>:f   r18.0<8;8,1>:f    0x3F000000:f               {Compacted} // $68
        add (16|M16)             r126.0<1>:f   r20.0<8;8,1>:f    0x3F000000:f               {Compacted} // $69
        add (16|M0)              r122.0<1>:f   r22.0<8;8,1>:f    0x3F400000:f               {Compacted} // $70
        add (16|M16)             r6.0<1>:f     r118.0<8;8,1>:f   0x3F400000:f               {Compacted} // $71
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $72
(~f0.0) if (32|M0)                           _image3d_k0_0_cf  _image3d_k0_0_cf                      // $72
// B004: [inDivergent],  Preds:{B003},  Succs:{B005}
_0_011:
        cmp (16|M0)   (lt)f1.0   null<1>:f     r124.0<8;8,1>:f   0x0:f               {Compacted,@7}  // $74
        cmp (16|M16)  (lt)f1.0   null<1>:f     r116.0<8;8,1>:f   0x0:f               {@7}            // $75
        cmp (16|M0)   (lt)f0.0   null<1>:f     r120.0<8;8,1>:f   0x0:f               {Compacted,@7}  // $78
        cmp (16|M16)  (lt)f0.0   null<1>:f     r126.0<8;8,1>:f   0x0:f               {@7}            // $79
(f1.0)  mov (16|M0)              r124.0<1>:f   0xBF800000:f                               {Compacted} // $76
(f1.0)  mov (16|M16)             r116.0<1>:f   0xBF800000:f                                          // $77
        cmp (16|M0)   (lt)f1.0   null<1>:f     r122.0<8;8,1>:f   0x0:f               {Compacted,@7}  // $82
        cmp (16|M16)  (lt)f1.0   null<1>:f     r6.0<8;8,1>:f     0x0:f               {@7}            // $83
(f0.0)  mov (16|M0)              r120.0<1>:f   0xBF800000:f                               {Compacted} // $80
(f0.0)  mov (16|M16)             r126.0<1>:f   0xBF800000:f                                          // $81
(f1.0)  mov (16|M0)              r122.0<1>:f   0xBF800000:f                               {Compacted} // $84
(f1.0)  mov (16|M16)             r6.0<1>:f     0xBF800000:f                                          // $85
// B005: Preds:{B004, B003},  Succs:{B006}
_image3d_k0_0_cf:
        endif (32|M0)                        _0_010                                                  // $72
// B006: Preds:{B005},  Succs:{}
_0_010:
        mov (16|M16)             r20.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}       // $92
        not (16|M0)              r6.0<1>:d     r108.0<8;8,1>:d                                       // $93
        sync.nop                             null                             {Compacted,$1.src}     // $95
        add (16|M0)              r34.0<1>:d    r6.0<8;8,1>:d     r8.5<0;1,0>:d    {Compacted,@1}     // $95
        not (16|M16)             r30.0<1>:d    r106.0<8;8,1>:d                                       // $94
        mov (16|M0)              r32.0<1>:f    r84.0<8;8,1>:f                   {Compacted,$0.src}   // $98
        send.smpl (16|M0)        r40      r112    r32     0x100            0x0485A000           {@1,$2} // wr:2+4, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $98
        add (16|M16)             r38.0<1>:d    r30.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted,@2}     // $96
        mov (16|M16)             r36.0<1>:f    r78.0<8;8,1>:f                   {Compacted}          // $100
        send.smpl (16|M16)       r48      r110    r36     0x100            0x0485A000           {@1,$3} // wr:2+4, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $100
        mov (16|M0)              r2.0<1>:f     r120.0<8;8,1>:f                  {Compacted}          // $89
        mov (16|M0)              r4.0<1>:f     r122.0<8;8,1>:f                  {Compacted,@7}       // $89
        send.smpl (16|M0)        r10      r124    r2      0x100            0x04858000           {@1,$4} // wr:2+4, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $89
        mov (16|M16)             r18.0<1>:f    r126.0<8;8,1>:f                  {Compacted}          // $92
        send.smpl (16|M16)       r22      r116    r18     0x100            0x04858000           {@1,$5} // wr:2+4, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $92
(W)     mov (8|M0)               r127.0<1>:f   r114.0<8;8,1>:f                  {Compacted}          // $183
        sync.nop                             null                             {Compacted,$4.src}     // $101
        and (16|M0)              r2.0<1>:d     r40.0<8;8,1>:d    -2139095041:d               {$2.dst} // $101
        cmp (16|M0)   (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     r40.0<8;8,1>:d   {@1}               // $117
        and (16|M0)              r56.0<1>:d    r42.0<8;8,1>:d    -2139095041:d                       // $103
        sync.nop                             null                             {Compacted,$5.src}     // $104
        and (16|M16)             r18.0<1>:d    r50.0<8;8,1>:d    -2139095041:d               {$3.dst} // $104
        and (16|M0)              r20.0<1>:d    r44.0<8;8,1>:d    -2139095041:d                       // $105
        and (16|M0)              r8.0<1>:d     r40.0<8;8,1>:d    -2147483648:d                       // $109
        and (16|M16)             r4.0<1>:d     r48.0<8;8,1>:d    -2139095041:d                       // $102
        cmp (16|M0)   (eq)f1.0   null<1>:d     r56.0<8;8,1>:d    r42.0<8;8,1>:d   {@5}               // $121
        cmp (16|M16)  (eq)f1.0   null<1>:d     r18.0<8;8,1>:d    r50.0<8;8,1>:d   {@5}               // $122 R{} IR{}{E:1,E:1,},  R{} IR{}{O:1,O:1,},  {BC=2}
(f0.0)  sel (16|M0)              r66.0<1>:d    r8.0<8;8,1>:d     r40.0<8;8,1>:d   {Compacted,@4}     // $119 R{} IR{}{E:4,E:4,},  R{} IR{}{O:4,O:4,},  {BC=2}
        cmp (16|M16)  (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     r48.0<8;8,1>:d   {@4}               // $118
        cmp (16|M0)   (eq)f0.0   null<1>:d     r20.0<8;8,1>:d    r44.0<8;8,1>:d   {@7}               // $125
        and (16|M0)              r6.0<1>:d     r46.0<8;8,1>:d    -2139095041:d                       // $107
        and (16|M0)              r34.0<1>:d    r42.0<8;8,1>:d    -2147483648:d                       // $111
        and (16|M16)             r30.0<1>:d    r54.0<8;8,1>:d    -2139095041:d                       // $108
        and (16|M16)             r36.0<1>:d    r50.0<8;8,1>:d    -2147483648:d                       // $112
        and (16|M0)              r38.0<1>:d    r44.0<8;8,1>:d    -2147483648:d                       // $113
        and (16|M16)             r32.0<1>:d    r48.0<8;8,1>:d    -2147483648:d                       // $110
        and (16|M16)             r58.0<1>:d    r52.0<8;8,1>:d    -2139095041:d                       // $106
(f1.0)  sel (16|M0)              r70.0<1>:d    r34.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@6}     // $123
(f1.0)  sel (16|M16)             r72.0<1>:d    r36.0<8;8,1>:d    r50.0<8;8,1>:d   {@5}               // $124
        cmp (16|M0)   (eq)f1.0   null<1>:d     r6.0<8;8,1>:d     r46.0<8;8,1>:d   {@7}               // $129
        cmp (16|M16)  (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    r54.0<8;8,1>:d   {@7}               // $130
        mul (16|M0)              r8.0<1>:f     r10.0<8;8,1>:f    0x3E800000:f               {Compacted,$4.dst} // $133
        mul (16|M0)              r20.0<1>:f    r14.0<8;8,1>:f    0x3E800000:f               {Compacted} // $137
(f0.0)  sel (16|M0)              r74.0<1>:d    r38.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted,@7}     // $127
(f0.0)  sel (16|M16)             r68.0<1>:d    r32.0<8;8,1>:d    r48.0<8;8,1>:d   {@7}               // $120 R{} IR{}{E:0,E:0,},  R{} IR{}{O:0,O:0,},  {BC=2}
        mul (16|M0)              r38.0<1>:f    r16.0<8;8,1>:f    0x3E800000:f               {Compacted} // $139
        mul (16|M0)              r32.0<1>:f    r12.0<8;8,1>:f    0x3E800000:f               {Compacted} // $135
        and (16|M0)              r62.0<1>:d    r46.0<8;8,1>:d    -2147483648:d                       // $115
        and (16|M16)             r64.0<1>:d    r54.0<8;8,1>:d    -2147483648:d                       // $116
(W)     mov (1|M0)               r6.0<1>:f     0x3F000000:f                               {Compacted} // $141
        cmp (16|M16)  (eq)f0.0   null<1>:d     r58.0<8;8,1>:d    r52.0<8;8,1>:d                      // $126
        mul (16|M16)             r56.0<1>:f    r28.0<8;8,1>:f    0x3E800000:f               {Compacted,$5.dst} // $140
        mul (16|M16)             r18.0<1>:f    r22.0<8;8,1>:f    0x3E800000:f               {Compacted} // $134
        mul (16|M16)             r34.0<1>:f    r24.0<8;8,1>:f    0x3E800000:f               {Compacted} // $136
        mul (16|M16)             r36.0<1>:f    r26.0<8;8,1>:f    0x3E800000:f               {Compacted} // $138
        and (16|M16)             r60.0<1>:d    r52.0<8;8,1>:d    -2147483648:d                       // $114
(f1.0)  sel (16|M0)              r2.0<1>:d     r62.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted,@7}     // $131 R{} IR{}{E:7,E:7,},  R{} IR{}{O:7,O:7,},  {BC=2}
(f1.0)  sel (16|M16)             r4.0<1>:d     r64.0<8;8,1>:d    r54.0<8;8,1>:d   {@7}               // $132
        mad (16|M0)              r30.0<1>:f    r8.0<8;1>:f       r98.0<8;1>:f      r6.0<0>:f        {Compacted,@7,$0.dst} // $142 R{} IR{}{E:4,E:1,E:3,},  R{r6,} IR{}{O:4,O:1,},  {BC=1}
        mad (16|M0)              r42.0<1>:f    r32.0<8;1>:f      r100.0<8;1>:f     r6.0<0>:f        {Compacted} // $144
        mad (16|M0)              r50.0<1>:f    r38.0<8;1>:f      r104.0<8;1>:f     r6.0<0>:f        {Compacted} // $148
        mad (16|M0)              acc0.0<1>:f   r20.0<8;1>:f      r102.0<8;1>:f     r6.0<0>:f        {Compacted} // $146
(W)     mov (1|M0)               r54.0<1>:f    0x3E800000:f                               {Compacted} // $150
        mad (16|M16)             r40.0<1>:f    r18.0<8;1>:f      r90.0<8;1>:f      r6.0<0>:f        {Compacted,@7,$1.dst} // $143 R{} IR{}{E:1,E:5,E:3,},  R{r6,} IR{}{O:1,O:5,},  {BC=1}
        mad (16|M16)             r44.0<1>:f    r34.0<8;1>:f      r92.0<8;1>:f      r6.0<0>:f        {Compacted,@7} // $145
        mad (16|M16)             r48.0<1>:f    r36.0<8;1>:f      r94.0<8;1>:f      r6.0<0>:f        {Compacted,@7} // $147
(f0.0)  sel (16|M16)             r76.0<1>:d    r60.0<8;8,1>:d    r52.0<8;8,1>:d   {@7}               // $128
        mad (16|M0)              r10.0<1>:f    r30.0<8;1>:f      r66.0<8;1>:f      r54.0<0>:f       {Compacted,@5} // $151 R{} IR{}{E:7,E:1,E:3,},  R{r54,} IR{}{O:7,O:1,},  {BC=1}
        mad (16|M0)              r14.0<1>:f    r42.0<8;1>:f      r70.0<8;1>:f      r54.0<0>:f       {Compacted,@7} // $153
        mad (16|M0)              r16.0<1>:f    acc0.0<8;1>:f     r74.0<8;1>:f      r54.0<0>:f        // $155
        mad (16|M0)              r22.0<1>:f    r50.0<8;1>:f      r2.0<8;1>:f       r54.0<0>:f       {Compacted,@7} // $157 R{r54,} IR{}{E:1,E:1,},  R{r54,} IR{}{O:1,O:1,},  {BC=2}
        mad (16|M16)             acc0.0<1>:f   r56.0<8;1>:f      r96.0<8;1>:f      r6.0<0>:f        {Compacted} // $149 R{} IR{}{E:4,E:0,E:3,},  R{r6,} IR{}{O:4,O:0,},  {BC=1}
        mov (8|M0)               r24.0<1>:f    r84.0<8;8,1>:f                   {Compacted}          // $164
        mov (8|M0)               r25.0<1>:f    r108.0<8;8,1>:f                  {Compacted}          // $164
        mad (16|M16)             r12.0<1>:f    r40.0<8;1>:f      r68.0<8;1>:f      r54.0<0>:f       {Compacted,@7} // $152 R{} IR{}{E:4,E:2,E:3,},  R{r54,} IR{}{O:4,O:2,},  {BC=1}
        mad (16|M16)             r8.0<1>:f     r44.0<8;1>:f      r72.0<8;1>:f      r54.0<0>:f       {Compacted,@7} // $154
        mad (16|M16)             r18.0<1>:f    r48.0<8;1>:f      r76.0<8;1>:f      r54.0<0>:f       {Compacted,@7} // $156
        mov (8|M0)               r26.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@7}       // $159
        mov (8|M8)               r32.0<1>:f    r11.0<8;8,1>:f                   {Compacted}          // $165
        mov (8|M8)               r30.0<1>:f    r85.0<8;8,1>:f                   {Compacted}          // $170
        mov (8|M8)               r31.0<1>:f    r109.0<8;8,1>:f                  {Compacted}          // $170
        mov (8|M0)               r27.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $160
        mov (8|M8)               r33.0<1>:f    r15.0<8;8,1>:f                   {Compacted}          // $166
        mov (8|M0)               r28.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // $161
        mov (8|M8)               r34.0<1>:f    r17.0<8;8,1>:f                   {Compacted}          // $167
        mov (8|M0)               r29.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // $162
        mov (8|M8)               r35.0<1>:f    r23.0<8;8,1>:f                   {Compacted}          // $168
        mad (16|M16)             r20.0<1>:f    acc0.0<8;1>:f     r4.0<8;1>:f       r54.0<0>:f        // $158
        send.dc1 (8|M0)          null     r112    r24     0x180            0x02035001           {@3,$6} // wr:1+6, rd:0; typed surface write with xyzw; u // $164
        send.dc1 (8|M8)          null     r113    r30     0x180            0x02035001           {@2,$7} // wr:1+6, rd:0; typed surface write with xyzw; u // $170
        mov (8|M16)              r2.0<1>:f     r78.0<8;8,1>:f                   {Compacted}          // $176
        mov (8|M16)              r3.0<1>:f     r106.0<8;8,1>:f                  {Compacted}          // $176
        mov (8|M16)              r6.0<1>:f     r18.0<8;8,1>:f                   {Compacted}          // $173
        mov (8|M16)              r4.0<1>:f     r12.0<8;8,1>:f                   {Compacted}          // $171
        mov (8|M16)              r5.0<1>:f     r8.0<8;8,1>:f                    {Compacted}          // $172
        mov (8|M16)              r7.0<1>:f     r20.0<8;8,1>:f                   {Compacted,@6}       // $174
        mov (8|M24)              r26.0<1>:f    r13.0<8;8,1>:f                   {Compacted,$6.src}   // $177
        mov (8|M24)              r27.0<1>:f    r9.0<8;8,1>:f                    {Compacted}          // $178
        mov (8|M24)              r28.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // $179
        mov (8|M24)              r29.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $180
        mov (8|M24)              r24.0<1>:f    r79.0<8;8,1>:f                   {Compacted}          // $182
        mov (8|M24)              r25.0<1>:f    r107.0<8;8,1>:f                  {Compacted}          // $182
        send.dc1 (8|M16)         null     r110    r2      0x180            0x02035001           {@7,$8} // wr:1+6, rd:0; typed surface write with xyzw; u // $176
        send.dc1 (8|M24)         null     r111    r24     0x180            0x02035001           {@1,$9} // wr:1+6, rd:0; typed surface write with xyzw; u // $182
(W)     send.dc0 (8|M0)          r10      r114    null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing // $183
(W)     mov (8|M0)               null<1>:ud    r10.0<8;8,1>:ud                  {$10.dst}            //  memory fence commit; $183
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $183


//.BankConflicts: 15
//.BankConflicts.SameBank: 5
//.BankConflicts.TwoSrc: 10
//.SIMD16ReadSuppressions: 5
//.SIMD8s: 308
//
//.RMWs: 0
//
//.accSubDef: 2
//.accSubUse: 2
//.accSubCandidateDef: 16
//.accSubCandidateUse: 16
