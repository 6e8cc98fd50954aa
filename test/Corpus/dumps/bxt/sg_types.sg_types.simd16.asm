//.kernel sg_types
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 221
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r116.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r7.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r8.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r7.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r7.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r7.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r7.6)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r116.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r116.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.4)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r7.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r117.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0053 (61)  rf=r size=32 type=w align=16 words (r121.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r119.0)
//.declare V0055 (63)  rf=r size=16 type=b align=16 words (r122.0)
//.declare V0056 (64)  rf=r size=64 type=ud align=16 words (r9.0)
//.declare V0057 (65)  rf=r size=64 type=b alias=V0056+0 align=16 words (r9.0)
//.declare V0058 (66)  rf=r size=4 type=d align=2 words (r11.0)
//.declare V0059 (67)  rf=r size=4 type=d align=2 words (r122.4)
//.declare V0060 (68)  rf=r size=4 type=d align=2 words (r122.5)
//.declare P01 (69)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0061 (70)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0062 (71)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0064 (73)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0066 (75)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r3.0)
//.declare V0067 (76)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0069 (78)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0070 (79)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0071 (80)  rf=r size=4 type=ud alias=V0069+0 align=2 words (r7.0)
//.declare V0072 (81)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0073 (82)  rf=r size=4 type=ud alias=V0070+0 align=2 words (r8.0)
//.declare V0074 (83)  rf=r size=4 type=d align=2 words (r10.0)
//.declare P02 (84)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0075 (85)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r5.0)
//.declare V0076 (86)  rf=r size=4 type=ud alias=V0074+0 align=2 words (r10.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r123.0)
//.declare V0078 (88)  rf=r size=16 type=b align=16 words (r3.0)
//.declare V0080 (90)  rf=r size=16 type=ub alias=V0078+0 align=16 words (r3.0)
//.declare V0082 (92)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0083 (93)  rf=r size=16 type=b align=16 words (r14.0)
//.declare V0084 (94)  rf=r size=64 type=uw alias=V0082+0 align=16 words (r12.0)
//.declare A00 (96)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0086 (97)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0087 (98)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r30.0)
//.declare V0088 (99)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0089 (100)  rf=r size=64 type=ud align=16 words (r35.0)
//.declare V0090 (101)  rf=r size=64 type=w alias=V0089+0 align=16 words (r35.0)
//.declare V0092 (103)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0093 (104)  rf=r size=32 type=w align=16 words (r11.0)
//.declare V0094 (105)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0095 (106)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r15.0)
//.declare V0096 (107)  rf=r size=128 type=d align=16 words (r17.0)
//.declare V0100 (111)  rf=r size=8 type=q align=4 words (r111.0)
//.declare V0102 (113)  rf=r size=64 type=q align=16 words (r96.0)
//.declare V0103 (114)  rf=r size=32 type=q align=16 words (r98.0)
//.declare V0104 (115)  rf=r size=16 type=q align=4 words (r108.0)
//.declare V0105 (116)  rf=r size=8 type=d align=2 words (r112.0)
//.declare V0106 (117)  rf=r size=8 type=d alias=V0100+0 align=4 words (r111.0)
//.declare V0107 (118)  rf=r size=4 type=d align=16 words (r113.0)
//.declare V0108 (119)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0109 (120)  rf=r size=4 type=ud alias=V0107+0 align=2 words (r113.0)
//.declare V0110 (121)  rf=r size=4 type=ud alias=V0108+0 align=2 words (r7.0)
//.declare V0111 (122)  rf=r size=8 type=ud alias=V0105+0 align=2 words (r112.0)
//.declare V0112 (123)  rf=r size=128 type=ud alias=V0096+0 align=16 words (r17.0)
//.declare V0113 (124)  rf=r size=4 type=ud align=16 words (r3.0)
//.declare V0119 (130)  rf=r size=128 type=q align=16 words (r44.0)
//.declare V0122 (133)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0123 (134)  rf=r size=64 type=d align=16 words (r109.0)
//.declare P03 (135)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0124 (136)  rf=r size=64 type=ud alias=V0122+0 align=16 words (r106.0)
//.declare P04 (137)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P05 (138)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0125 (139)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0126 (140)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0128 (142)  rf=r size=64 type=ud align=16 words (r25.0)
//.declare V0129 (143)  rf=r size=64 type=hf alias=V0128+0 align=16 words (r25.0)
//.declare V0130 (144)  rf=r size=2 type=hf align=1 words (r33.0)
//.declare V0131 (145)  rf=r size=32 type=hf align=16 words (r27.0)
//.declare V0132 (146)  rf=r size=16 type=hf align=2 words (r28.0)
//.declare V0133 (147)  rf=r size=8 type=hf align=2 words (r29.0)
//.declare V0134 (148)  rf=r size=4 type=hf align=2 words (r32.0)
//.declare V0135 (149)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0136 (150)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0137 (151)  rf=r size=64 type=ud alias=V0135+0 align=16 words (r4.0)
//.declare V0138 (152)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r19.0)
//.declare V0139 (153)  rf=r size=64 type=ud alias=V0125+0 align=16 words (r114.0)
//.declare V0140 (154)  rf=r size=64 type=ud alias=V0126+0 align=16 words (r12.0)
//.declare V0141 (155)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0142 (156)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0143 (157)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0144 (158)  rf=r size=16 type=ub alias=V0083+0 align=16 words (r14.0)
//.declare V0145 (159)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0146 (160)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0147 (161)  rf=r size=64 type=ud alias=V0145+0 align=16 words (r17.0)
//.declare V0148 (162)  rf=r size=64 type=ud alias=V0146+0 align=16 words (r23.0)
//.declare V0149 (163)  rf=r size=64 type=ud alias=V0143+0 align=16 words (r9.0)
//.declare V0150 (164)  rf=r size=32 type=ud align=16 words (r21.0)
//.declare V0151 (165)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare V0152 (166)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0153 (167)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0154 (168)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0155 (169)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0156 (170)  rf=r size=64 type=ud alias=V0154+0 align=16 words (r36.0)
//.declare V0157 (171)  rf=r size=64 type=ud alias=V0155+0 align=16 words (r41.0)
//.declare V0158 (172)  rf=r size=64 type=ud alias=V0152+0 align=16 words (r34.0)
//.declare V0159 (173)  rf=r size=64 type=ud alias=V0153+0 align=16 words (r38.0)
//.declare V0160 (174)  rf=r size=32 type=ud align=16 words (r40.0)
//.declare V0161 (175)  rf=r size=32 type=ud align=16 words (r43.0)
//.declare V0162 (176)  rf=r size=128 type=d align=16 words (r44.0)
//.declare V0163 (177)  rf=r size=32 type=hf align=16 words (r50.0)
//.declare V0164 (178)  rf=r size=64 type=ud align=16 words (r48.0)
//.declare V0165 (179)  rf=r size=64 type=hf alias=V0164+0 align=16 words (r48.0)
//.declare V0166 (180)  rf=r size=2 type=hf align=1 words (r51.0)
//.declare V0167 (181)  rf=r size=2 type=uw alias=V0166+0 align=1 words (r51.0)
//.declare V0168 (182)  rf=r size=64 type=ud align=16 words (r52.0)
//.declare V0169 (183)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0170 (184)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0171 (185)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0172 (186)  rf=r size=8 type=uq align=4 words (r5.3)
//.declare V0173 (187)  rf=r size=8 type=uq align=4 words (r6.0)
//.declare V0174 (188)  rf=r size=8 type=uq align=4 words (r6.1)
//.declare  (189)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (190)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (191)  rf=r size=32 type=b alias=V0053+0 align=16 words (r121.0)
//.declare  (192)  rf=r size=64 type=b alias=V0077+0 align=16 words (r123.0)
//.declare  (193)  rf=r size=32 type=b align=16 words (r2.0)
//.declare  (194)  rf=r size=64 type=ub align=16 words (r10.0)
//.declare  (195)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare  (196)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (197)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (198)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare  (199)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (200)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (201)  rf=r size=16 type=q align=16 words (r99.0)
//.declare  (202)  rf=r size=16 type=ud alias=+0 align=2 words (r99.0)
//.declare  (203)  rf=r size=16 type=ud alias=V0103+0 align=2 words (r98.0)
//.declare  (204)  rf=r size=16 type=q align=16 words (r100.0)
//.declare  (205)  rf=r size=16 type=ud alias=+0 align=2 words (r100.0)
//.declare  (206)  rf=r size=16 type=ud alias=V0103+0 align=2 words (r98.0)
//.declare  (207)  rf=r size=16 type=q align=16 words (r105.0)
//.declare  (208)  rf=r size=16 type=ud alias=V0104+0 align=2 words (r108.0)
//.declare  (209)  rf=r size=16 type=ud alias=+0 align=2 words (r105.0)
//.declare  (210)  rf=r size=8 type=q align=8 words (r25.0)
//.declare  (211)  rf=r size=8 type=ud alias=+0 align=8 words (r25.0)
//.declare  (212)  rf=r size=8 type=q align=8 words (r32.0)
//.declare  (213)  rf=r size=8 type=ud alias=+0 align=8 words (r32.0)
//.declare  (214)  rf=r size=8 type=q align=8 words (r41.0)
//.declare  (215)  rf=r size=8 type=ud alias=+0 align=8 words (r41.0)
//.declare  (216)  rf=r size=32 type=q align=16 words (r33.0)
//.declare  (217)  rf=r size=32 type=ud alias=+0 align=16 words (r33.0)
//.declare  (219)  rf=r size=32 type=q align=16 words (r42.0)
//.declare  (220)  rf=r size=32 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (221)  rf=r size=32 type=ud alias=+0 align=16 words (r42.0)
//.declare  (222)  rf=r size=32 type=q align=16 words (r34.0)
//.declare  (223)  rf=r size=32 type=ud alias=+0 align=16 words (r34.0)
//.declare  (225)  rf=r size=32 type=q align=16 words (r43.0)
//.declare  (226)  rf=r size=32 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (227)  rf=r size=32 type=ud alias=+0 align=16 words (r43.0)
//.declare  (228)  rf=r size=32 type=q align=16 words (r48.0)
//.declare  (229)  rf=r size=32 type=ud alias=+0 align=16 words (r48.0)
//.declare  (231)  rf=r size=32 type=q align=16 words (r56.0)
//.declare  (232)  rf=r size=32 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (233)  rf=r size=32 type=ud alias=+0 align=16 words (r56.0)
//.declare  (234)  rf=r size=16 type=q align=16 words (r49.0)
//.declare  (235)  rf=r size=16 type=ud alias=+0 align=2 words (r49.0)
//.declare  (237)  rf=r size=16 type=q align=16 words (r57.0)
//.declare  (238)  rf=r size=16 type=ud alias=V0119+0 align=2 words (r44.0)
//.declare  (239)  rf=r size=16 type=ud alias=+0 align=2 words (r57.0)
//.declare  (240)  rf=r size=64 type=q align=16 words (r50.0)
//.declare  (241)  rf=r size=64 type=ud alias=+0 align=16 words (r50.0)
//.declare  (242)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (243)  rf=r size=64 type=q align=16 words (r52.0)
//.declare  (244)  rf=r size=64 type=ud alias=+0 align=16 words (r52.0)
//.declare  (245)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (246)  rf=r size=64 type=q align=16 words (r54.0)
//.declare  (247)  rf=r size=64 type=ud alias=+0 align=16 words (r54.0)
//.declare  (248)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (249)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (250)  rf=r size=64 type=ud alias=+0 align=16 words (r54.0)
//.declare  (251)  rf=r size=64 type=q align=16 words (r58.0)
//.declare  (252)  rf=r size=64 type=ud alias=+0 align=16 words (r58.0)
//.declare  (253)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (254)  rf=r size=64 type=q align=16 words (r60.0)
//.declare  (255)  rf=r size=64 type=ud alias=+0 align=16 words (r60.0)
//.declare  (256)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (257)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (258)  rf=r size=64 type=ud alias=+0 align=16 words (r62.0)
//.declare  (259)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (260)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (261)  rf=r size=64 type=ud alias=+0 align=16 words (r62.0)
//.declare  (262)  rf=r size=64 type=q align=16 words (r64.0)
//.declare  (263)  rf=r size=64 type=ud alias=+0 align=16 words (r64.0)
//.declare  (264)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (265)  rf=r size=64 type=q align=16 words (r66.0)
//.declare  (266)  rf=r size=64 type=ud alias=+0 align=16 words (r66.0)
//.declare  (267)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (268)  rf=r size=64 type=q align=16 words (r68.0)
//.declare  (269)  rf=r size=64 type=ud alias=+0 align=16 words (r68.0)
//.declare  (270)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (271)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (272)  rf=r size=64 type=ud alias=+0 align=16 words (r68.0)
//.declare  (273)  rf=r size=64 type=q align=16 words (r70.0)
//.declare  (274)  rf=r size=64 type=ud alias=+0 align=16 words (r70.0)
//.declare  (275)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (276)  rf=r size=64 type=q align=16 words (r72.0)
//.declare  (277)  rf=r size=64 type=ud alias=+0 align=16 words (r72.0)
//.declare  (278)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (279)  rf=r size=64 type=q align=16 words (r74.0)
//.declare  (280)  rf=r size=64 type=ud alias=+0 align=16 words (r74.0)
//.declare  (281)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (282)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (283)  rf=r size=64 type=ud alias=+0 align=16 words (r74.0)
//.declare  (284)  rf=r size=64 type=q align=16 words (r76.0)
//.declare  (285)  rf=r size=64 type=ud alias=+0 align=16 words (r76.0)
//.declare  (286)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (287)  rf=r size=64 type=q align=16 words (r78.0)
//.declare  (288)  rf=r size=64 type=ud alias=+0 align=16 words (r78.0)
//.declare  (289)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (290)  rf=r size=64 type=q align=16 words (r80.0)
//.declare  (291)  rf=r size=64 type=ud alias=+0 align=16 words (r80.0)
//.declare  (292)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (293)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (294)  rf=r size=64 type=ud alias=+0 align=16 words (r80.0)
//.declare  (295)  rf=r size=64 type=q align=16 words (r82.0)
//.declare  (296)  rf=r size=64 type=ud alias=+0 align=16 words (r82.0)
//.declare  (297)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (298)  rf=r size=64 type=q align=16 words (r84.0)
//.declare  (299)  rf=r size=64 type=ud alias=+0 align=16 words (r84.0)
//.declare  (300)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (301)  rf=r size=64 type=q align=16 words (r86.0)
//.declare  (302)  rf=r size=64 type=ud alias=+0 align=16 words (r86.0)
//.declare  (303)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (304)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r44.0)
//.declare  (305)  rf=r size=64 type=ud alias=+0 align=16 words (r86.0)
//.declare  (306)  rf=r size=64 type=d align=16 words (r21.0)
//.declare  (307)  rf=r size=64 type=d align=16 words (r23.0)
//.declare  (308)  rf=r size=64 type=q align=16 words (r88.0)
//.declare  (309)  rf=r size=64 type=q align=16 words (r90.0)
//.declare  (310)  rf=r size=64 type=q align=16 words (r92.0)
//.declare  (311)  rf=r size=64 type=q align=16 words (r94.0)
//.declare  (314)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (315)  rf=r size=64 type=q align=16 words (r37.0)
//.declare  (316)  rf=r size=64 type=q align=16 words (r101.0)
//.declare  (317)  rf=r size=64 type=q align=16 words (r103.0)
//.declare  (318)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (319)  rf=r size=64 type=q align=16 words (r39.0)
//.declare  (322)  rf=r size=64 type=d alias=+0 align=16 words (r88.0)
//.declare  (323)  rf=r size=64 type=d alias=+0 align=16 words (r90.0)
//.declare  (324)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (325)  rf=r size=64 type=d alias=+0 align=16 words (r37.0)
//.declare  (326)  rf=r size=64 type=ud alias=+0 align=16 words (r28.0)
//.declare  (327)  rf=r size=64 type=ud alias=+0 align=16 words (r39.0)
//.declare  (328)  rf=r size=64 type=d alias=+0 align=16 words (r101.0)
//.declare  (329)  rf=r size=64 type=d alias=+0 align=16 words (r103.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0169    | :uq      |      8 | r5       | general    |
// | V0170    | :uq      |      8 | r5+8     | general    |
// | V0171    | :uq      |      8 | r5+16    | general    |
// | V0172    | :uq      |      8 | r5+24    | general    |
// | V0173    | :uq      |      8 | r6       | general    |
// | V0174    | :uq      |      8 | r6+8     | general    |
// | V0037    | :d x 3   |     12 | r6+16    | general    |
// | V0038    | :d x 3   |     12 | r7       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B003}
_main:
(W)     mov (8|M0)               r116.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r7.0<0;1,0>:d     r116.1<0;1,0>:d  {Compacted}        // $2
        mov (16|M0)              r117.0<1>:d   r1.0<16;16,1>:uw                                      // $3
(W)     mul (1|M0)               r11.0<1>:d    r6.5<0;1,0>:d     r6.4<0;1,0>:d                       // $11
(W)     mov (8|M0)               r121.0<1>:w   0x76543210:v                                          // $6
        add (16|M0)              r7.0<1>:d     r5.0<0;1,0>:d     r117.0<8;8,1>:d  {Compacted}        // $4
(W)     mul (1|M0)               r122.4<1>:d   r11.0<0;1,0>:d    r6.6<0;1,0>:d                       // $12
(W)     add (8|M0)               r121.8<1>:w   r121.0<8;8,1>:w   8:w                                 // $7
        add (16|M0)              r119.0<1>:d   r7.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
(W)     and (1|M0)               r122.5<1>:d   r122.4<0;1,0>:d   15:w                                // $13
        send (16|M0)             r9:w     r119    0xA            0x04210100           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $9
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r122.5<0;1,0>:d   0:w                                 // $14
        mov (16|M0)              r122.0<1>:b   r9.0<4;1,0>:b                                         // $10
(W&f1.0) jmpi                                _0_007                                                  // $15
// B001: Preds:{B000},  Succs:{B002, B003}
_0_008:
        mul (16|M0)              r3.0<1>:d     r6.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $18
(W)     add (1|M0)               r7.0<1>:d     r122.4<0;1,0>:d   15:w                                // $27
        add (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     r2.0<16;16,1>:uw                    // $20
(W)     shr (1|M0)               r8.0<1>:d     r7.0<0;1,0>:ud    3:w                                 // $28
(W)     mul (8|M0)               acc0.0<1>:d   r6.4<0;1,0>:d     r3.0<2;1,0>:uw                      // $21
(W)     shr (1|M0)               r9.0<1>:d     r8.0<0;1,0>:ud    0x1:uw                              // $29
        mach (8|M0)              null<1>:d     r6.4<0;1,0>:d     r3.0<8;8,1>:d    {AccWrEn,Compacted} // $22
(W)     add (1|M0)               r10.0<1>:d    r9.0<0;1,0>:d     -1:w                                // $30
        mov (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d                                       // $22
(W)     mul (8|M0)               acc0.0<1>:d   r6.4<0;1,0>:d     r4.0<2;1,0>:uw                      // $21
        mach (8|M8)              null<1>:d     r6.4<0;1,0>:d     r4.0<8;8,1>:d    {AccWrEn,Compacted} // $22
        mov (8|M8)               r4.0<1>:d     acc0.0<8;8,1>:d                                       // $22
        add (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     r117.0<8;8,1>:d  {Compacted}        // $22
        shr (16|M0)              r3.0<1>:d     r3.0<8;8,1>:ud    3:w                                 // $24
        shr (16|M0)              r5.0<1>:d     r3.0<8;8,1>:ud    0x1:uw                              // $25
        cmp (16|M0)   (lt)f0.1   null<1>:d     r5.0<8;8,1>:ud    r10.0<0;1,0>:ud                     // $31
(~f0.1) goto (16|M0)                         _0_007            _0_007                                // $32
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_009:
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $35
        mov (16|M0)              r123.0<1>:d   r122.5<0;1,0>:d                  {Compacted}          // $34
(f0.0)  goto (16|M0)                         _0_007            _sg_types_k0_0_cf                     // $35
// B003: [inDivergent],  Preds:{B001, B000},  Succs:{B004}
_0_007:
        join (16|M0)                         _sg_types_k0_0_cf                                       // 
L520:
        mov (16|M0)              r123.0<1>:d   16:w                                                  // $37
// B004: Preds:{B003, B002},  Succs:{B005}
_sg_types_k0_0_cf:
        join (16|M0)                         _sg_types_k0_0_cf                                       // 
// B005: Preds:{B004},  Succs:{}
_0_010:
        add (16|M0)              r2.0<2>:b     r121.0<2;1,0>:b   1:w                                 // $40
        mov (8|M0)               r5.0<1>:ud    r123.0<4;1,0>:ub                                      // $151
        mov (8|M8)               r7.0<1>:ud    r124.0<4;1,0>:ub                                      // $42
        mov (16|M0)              r3.0<1>:b     r2.0<2;1,0>:b                                         // $40
        mov (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ub                                        // $151
        mov (8|M8)               r6.0<1>:ud    r3.8<8;8,1>:ub                                        // $42
        math.irem (8|M0)         r8.0<1>:d     r4.0<8;8,1>:ud    r5.0<8;8,1>:ud                      // $151
        math.irem (8|M8)         r9.0<1>:d     r6.0<8;8,1>:ud    r7.0<8;8,1>:ud                      // $42
        mov (8|M0)               r10.0<4>:ub   r8.0<8;8,1>:d                                         // $151
        mov (8|M8)               r11.0<4>:ub   r9.0<8;8,1>:d                                         // $42
        mov (16|M0)              r3.0<1>:ub    r10.0<4;1,0>:ub                                       // $42
        mov (16|M0)              r12.0<1>:d    r3.0<8;8,1>:ub                                        // $43
        add (16|M0)              a0.0<1>:uw    r12.0<2;1,0>:uw   0xF40:uw                            // $45
        mov (16|M0)              r14.0<1>:b    r[a0.0]<1,0>:b                                        // $46
        shl (16|M0)              r15.0<1>:d    r119.0<8;8,1>:d   3:w                                 // $58
(W)     mov (1|M0)               r25.0<1>:ud   0x0:ud                              {Compacted}       // $83
        shl (16|M0)              r30.0<1>:d    r119.0<8;8,1>:d   1:w                                 // $47
(W)     mov (1|M0)               r25.1<1>:ud   0x80000000:ud                                         // $83
(W)     mov (1|M0)               r32.0<1>:ud   0x0:ud                              {Compacted}       // $83
        send (16|M0)             r17:w    r15     0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $60
(W)     mov (1|M0)               r32.1<1>:ud   0x80000000:ud                                         // $83
        send (16|M0)             r35:w    r30     0xA            0x04210501           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $49
(W)     mov (8|M0)               r28.0<1>:q    r25.0<0;1,0>:q                                        // $83
(W)     mov (1|M0)               r41.0<1>:ud   0x0:ud                              {Compacted}       // $85
(W)     mov (8|M0)               r92.0<1>:q    0:w                                                   // $67
(W)     mov (1|M0)               r41.1<1>:ud   0x80000000:ud                                         // $85
(W)     mov (8|M0)               r39.0<1>:q    r32.0<0;1,0>:q                                        // $83
(W)     mov (8|M0)               r94.0<1>:q    0:w                                                   // $67
        mov (16|M0)              r9.0<1>:d     r14.0<8;8,1>:ub                                       // $127
(W)     mov (8|M0)               r127.0<1>:ud  r116.0<8;8,1>:ud                 {Compacted}          // $151
(W)     mov (1|M0)               r44.0<1>:q    r41.0<0;1,0>:q                                        // $85
        mov (16|M0)              r21.0<1>:d    r17.0<8;8,1>:d                   {Compacted}          // $61
        mov (16|M0)              r23.0<1>:d    r19.0<8;8,1>:d                   {Compacted}          // $62
        mov (16|M0)              r2.0<1>:w     r35.0<2;1,0>:w                                        // $50
        mov (8|M0)               r26.0<2>:d    r21.0<8;8,1>:d                                        // $79
        mov (8|M8)               r37.0<2>:d    r22.0<8;8,1>:d                                        // $80
        mov (8|M0)               r26.1<2>:d    r23.0<8;8,1>:d                                        // $81
        mov (8|M8)               r37.1<2>:d    r24.0<8;8,1>:d                                        // $82
        mov (8|M0)               r88.0<2>:d    r21.0<8;8,1>:d                                        // $63
        mov (8|M8)               r90.0<2>:d    r22.0<8;8,1>:d                                        // $64
        mov (8|M0)               r88.1<2>:d    r23.0<8;8,1>:d                                        // $65
        mov (8|M8)               r90.1<2>:d    r24.0<8;8,1>:d                                        // $66
(W)     mov (8|M0)               r6.0<2>:w     r2.1<2;1,0>:w                                         // $51
        mov (8|M0)               r28.0<1>:q    r26.0<4;4,1>:q                                        // $84
        mov (8|M8)               r39.0<1>:q    r37.0<4;4,1>:q                                        // $84
(W)     mov (8|M0)               r6.1<2>:w     r2.0<2;1,0>:w                                         // $52
        send (16|M0)             r25:w    r30     0xA            0x04210503           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $113
        mov (8|M0)               r92.0<1>:q    r88.0<4;4,1>:q                                        // $68
        mov (8|M8)               r94.0<1>:q    r90.0<4;4,1>:q                                        // $68
(W)     mov (8|M0)               r33.0<1>:ud   r28.0<8;8,1>:ud                  {Compacted}          // $86
(W)     mov (8|M0)               r34.0<1>:ud   r29.0<8;8,1>:ud                  {Compacted}          // $87
(W)     mov (8|M0)               r48.0<1>:ud   r39.0<8;8,1>:ud                  {Compacted}          // $88
(W)     mov (4|M0)               r49.0<1>:ud   r40.0<4;4,1>:ud                  {Compacted}          // $89
(W)     mov (1|M0)               r47.3<1>:q    r40.2<0;1,0>:q                                        // $90
(W)     mov (4|M0)               r11.0<4>:w    r6.2<4;1,0>:w                                         // $53
(W)     add (8|M0)               r96.0<1>:q    r92.0<4;4,1>:q    r94.0<4;4,1>:q                      // $69
(W)     mov (4|M0)               r42.0<1>:q    r33.0<4;4,1>:q                                        // $86
(W)     mov (4|M0)               r43.0<1>:q    r34.0<4;4,1>:q                                        // $87
(W)     mov (4|M0)               r56.0<1>:q    r48.0<4;4,1>:q                                        // $88
(W)     mov (2|M0)               r57.0<1>:q    r49.0<2;2,1>:q                                        // $89
(W)     mov (4|M0)               r11.2<4>:w    r6.0<4;1,0>:w                                         // $54
(W)     mov (4|M0)               r11.1<4>:w    r6.3<4;1,0>:w                                         // $55
(W)     add (4|M0)               r98.0<1>:q    r96.0<4;4,1>:q    r97.0<4;4,1>:q                      // $70
(W)     mov (8|M0)               r44.2<1>:ud   r42.0<8;8,1>:ud                  {Compacted}          // $87
(W)     mov (8|M0)               r45.2<1>:ud   r43.0<8;8,1>:ud                  {Compacted}          // $88
(W)     mov (8|M0)               r46.2<1>:ud   r56.0<8;8,1>:ud                  {Compacted}          // $89
(W)     mov (4|M0)               r11.3<4>:w    r6.1<4;1,0>:w                                         // $56
(W)     mov (4|M0)               r47.2<1>:ud   r57.0<4;4,1>:ud                  {Compacted}          // $90
(W)     mov (16|M0)              r27.0<1>:hf   0xFC00:hf                                             // $115
(W)     mov (4|M0)               r99.0<1>:ud   r98.0<4;4,1>:ud                  {Compacted}          // $71
(W)     mov (8|M0)               r52.0<1>:ud   r44.2<2;2,1>:ud                                       // $91
(W)     mov (16|M0)              r50.0<1>:ud   r44.0<8;8,1>:ud                  {Compacted}          // $91
(W)     mov (8|M0)               r53.0<1>:ud   r45.2<2;2,1>:ud                                       // $91
(W)     mov (8|M0)               r54.0<1>:ud   r44.2<2;2,1>:ud                                       // $91
(W)     mov (8|M0)               r55.0<1>:ud   r45.2<2;2,1>:ud                                       // $91
(W)     mov (8|M0)               r60.0<1>:ud   r46.2<2;2,1>:ud                                       // $92
(W)     mov (8|M0)               r61.0<1>:ud   r47.2<2;2,1>:ud                                       // $92
(W)     mov (8|M0)               r62.0<1>:ud   r46.2<2;2,1>:ud                                       // $92
(W)     mov (8|M0)               r63.0<1>:ud   r47.2<2;2,1>:ud                                       // $92
(W)     sel (4|M0)    (ge)f0.0   r54.0<2>:q    r50.0<4;2,2>:q    r52.0<4;2,2>:q                      // $91
(W)     mov (4|M0)               r100.0<1>:ud  r98.4<4;4,1>:ud                  {Compacted}          // $71
        mov (16|M0)              r34.0<1>:d    r11.0<16;16,1>:w                                      // $132
(W)     mov (8|M0)               r45.2<1>:ud   r55.0<8;8,1>:ud                  {Compacted}          // $92
(W)     mov (8|M0)               r44.2<1>:ud   r54.0<8;8,1>:ud                  {Compacted}          // $92
(W)     add (2|M0)               r105.0<1>:q   r99.0<2;2,1>:q    r100.0<2;2,1>:q                     // $71
        asr (16|M0)              r38.0<1>:d    r34.0<8;8,1>:d    31:w                                // $133
(W)     mov (16|M0)              r58.0<1>:ud   r46.0<8;8,1>:ud                  {Compacted}          // $92
(W)     mov (8|M0)               r67.0<1>:ud   r45.2<2;2,1>:ud                                       // $93
(W)     mov (8|M0)               r64.0<1>:ud   r44.4<4;4,1>:ud                  {Compacted}          // $93
(W)     mov (8|M0)               r66.0<1>:ud   r44.2<2;2,1>:ud                                       // $93
(W)     mov (8|M0)               r68.0<1>:ud   r44.4<4;4,1>:ud                  {Compacted}          // $93
(W)     mov (4|M0)               r108.0<1>:ud  r105.0<4;4,1>:ud                 {Compacted}          // $72
(W)     sel (4|M0)    (ge)f0.0   r62.0<2>:q    r58.0<4;2,2>:q    r60.0<4;2,2>:q                      // $92
(W)     add (1|M0)               r111.0<1>:q   r108.0<0;1,0>:q   r108.1<0;1,0>:q                     // $72
(W)     mov (8|M0)               r46.2<1>:ud   r62.0<8;8,1>:ud                  {Compacted}          // $93
(W)     mov (8|M0)               r47.2<1>:ud   r63.0<8;8,1>:ud                  {Compacted}          // $93
(W)     mov (2|M0)               r112.0<1>:d   r111.0<2;2,1>:d                                       // $73
(W)     mov (8|M0)               r65.0<1>:ud   r45.4<4;4,1>:ud                  {Compacted}          // $93
(W)     mov (8|M0)               r69.0<1>:ud   r45.4<4;4,1>:ud                  {Compacted}          // $93
(W)     mov (8|M0)               r70.0<1>:ud   r46.4<4;4,1>:ud                  {Compacted}          // $94
(W)     mov (8|M0)               r71.0<1>:ud   r47.4<4;4,1>:ud                  {Compacted}          // $94
(W)     mov (8|M0)               r73.0<1>:ud   r47.2<2;2,1>:ud                                       // $94
(W)     mov (8|M0)               r74.0<1>:ud   r46.4<4;4,1>:ud                  {Compacted}          // $94
(W)     mov (8|M0)               r75.0<1>:ud   r47.4<4;4,1>:ud                  {Compacted}          // $94
(W)     sel (2|M0)    (ge)f0.0   r68.0<4>:q    r64.0<4;1,4>:q    r66.0<4;1,4>:q                      // $93
(W)     addc (1|M0)              r113.0<1>:ud  r112.0<0;1,0>:ud  r17.1<0;1,0>:ud  {AccWrEn,Compacted} // $74
(W)     add (1|M0)               r7.0<1>:ud    r112.1<0;1,0>:ud  r19.1<0;1,0>:ud                     // $75
(W)     mov (8|M0)               r45.4<1>:ud   r69.0<8;8,1>:ud                  {Compacted}          // $94
(W)     mov (8|M0)               r44.4<1>:ud   r68.0<8;8,1>:ud                  {Compacted}          // $94
(W)     mov (1|M0)               r3.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $74
(W)     mov (8|M0)               r72.0<1>:ud   r46.2<2;2,1>:ud                                       // $94
(W)     mov (8|M0)               r76.0<1>:ud   r44.6<2;2,1>:ud                                       // $95
(W)     mov (8|M0)               r78.0<1>:ud   r44.2<2;2,1>:ud                                       // $95
(W)     mov (8|M0)               r79.0<1>:ud   r45.2<2;2,1>:ud                                       // $95
(W)     mov (8|M0)               r80.0<1>:ud   r44.6<2;2,1>:ud                                       // $95
(W)     add (1|M0)               r7.0<1>:ud    r3.0<0;1,0>:ud    r7.0<0;1,0>:ud   {Compacted}        // $76
(W)     sel (2|M0)    (ge)f0.0   r74.0<4>:q    r70.0<4;1,4>:q    r72.0<4;1,4>:q                      // $94
(W)     mov (8|M0)               r46.4<1>:ud   r74.0<8;8,1>:ud                  {Compacted}          // $95
(W)     mov (8|M0)               r47.4<1>:ud   r75.0<8;8,1>:ud                  {Compacted}          // $95
(W)     mov (8|M0)               r77.0<1>:ud   r45.6<2;2,1>:ud                                       // $95
(W)     mov (8|M0)               r81.0<1>:ud   r45.6<2;2,1>:ud                                       // $95
(W)     mov (8|M0)               r82.0<1>:ud   r46.6<2;2,1>:ud                                       // $96
(W)     mov (8|M0)               r83.0<1>:ud   r47.6<2;2,1>:ud                                       // $96
(W)     mov (8|M0)               r85.0<1>:ud   r47.2<2;2,1>:ud                                       // $96
(W)     mov (8|M0)               r86.0<1>:ud   r46.6<2;2,1>:ud                                       // $96
(W)     mov (8|M0)               r87.0<1>:ud   r47.6<2;2,1>:ud                                       // $96
(W)     sel (2|M0)    (ge)f0.0   r80.0<4>:q    r76.0<4;1,4>:q    r78.0<4;1,4>:q                      // $95
(W)     mov (8|M0)               r45.6<1>:ud   r81.0<8;8,1>:ud                                       // $96
(W)     mov (8|M0)               r44.6<1>:ud   r80.0<8;8,1>:ud                                       // $96
(W)     mov (8|M0)               r84.0<1>:ud   r46.2<2;2,1>:ud                                       // $96
(W)     sel (4|M0)    (ge)f0.0   r45.0<1>:q    r44.3<0;1,0>:q    r45.0<4;4,1>:q                      // $97
(W)     sel (2|M0)    (ge)f0.0   r86.0<4>:q    r82.0<4;1,4>:q    r84.0<4;1,4>:q                      // $96
        mov (8|M0)               r101.0<1>:q   r44.0<4;4,1>:q                                        // $100
(W)     mov (8|M0)               r46.6<1>:ud   r86.0<8;8,1>:ud                                       // $97
(W)     mov (8|M0)               r47.6<1>:ud   r87.0<8;8,1>:ud                                       // $97
        mov (8|M0)               r106.0<1>:d   r101.0<2;1,0>:d                                       // $101
        mov (8|M0)               r109.0<1>:d   r101.1<2;1,0>:d                                       // $103
(W)     sel (4|M0)    (ge)f0.0   r47.0<1>:q    r46.3<0;1,0>:q    r47.0<4;4,1>:q                      // $98
(W)     sel (8|M0)    (ge)f0.0   r46.0<1>:q    r45.3<0;1,0>:q    r46.0<4;4,1>:q                      // $99
        mov (8|M8)               r103.0<1>:q   r46.0<4;4,1>:q                                        // $100
        mov (8|M8)               r107.0<1>:d   r103.0<2;1,0>:d                                       // $102
        mov (8|M8)               r110.0<1>:d   r103.1<2;1,0>:d                                       // $104
        cmp (16|M0)   (gt)f1.1   null<1>:d     r106.0<8;8,1>:ud  r17.0<8;8,1>:ud                     // $105
(f1.1)  cmp (16|M0)   (eq)f1.1   null<1>:d     r109.0<8;8,1>:d   r19.0<8;8,1>:d                      // $106
(~f1.1) cmp (16|M0)   (gt)f1.1   null<1>:d     r109.0<8;8,1>:d   r19.0<8;8,1>:d                      // $108
        mov (16|M0)              r27.0<1>:hf   r25.0<2;1,0>:hf                                       // $114
(f1.1)  sel (16|M0)              r114.0<1>:d   r106.0<8;8,1>:d   r17.0<8;8,1>:d                      // $110
(f1.1)  sel (16|M0)              r12.0<1>:d    r109.0<8;8,1>:d   r19.0<8;8,1>:d                      // $111
(W)     sel (8|M0)    (ge)f0.0   r28.0<1>:hf   r27.0<8;8,1>:hf   r27.8<8;8,1>:hf                     // $117
        addc (8|M0)              r4.0<1>:ud    r113.0<0;1,0>:ud  r114.0<8;8,1>:ud {AccWrEn,Compacted} // $121
        add (8|M0)               r19.0<1>:ud   r7.0<0;1,0>:ud    r12.0<8;8,1>:ud  {Compacted}        // $122
        add (8|M8)               r20.0<1>:ud   r7.0<0;1,0>:ud    r13.0<8;8,1>:ud  {Compacted}        // $125
(W)     sel (4|M0)    (ge)f0.0   r29.0<1>:hf   r28.0<4;4,1>:hf   r28.4<4;4,1>:hf                     // $118
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $121
        addc (8|M8)              r5.0<1>:ud    r113.0<0;1,0>:ud  r115.0<8;8,1>:ud {AccWrEn,Compacted} // $124
(W)     sel (2|M0)    (ge)f0.0   r32.0<1>:hf   r29.0<2;2,1>:hf   r29.2<2;2,1>:hf                     // $119
        add (8|M0)               r19.0<1>:ud   r8.0<8;8,1>:ud    r19.0<8;8,1>:ud  {Compacted}        // $123
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $124
        addc (8|M0)              r17.0<1>:ud   r4.0<8;8,1>:ud    r9.0<8;8,1>:ud   {AccWrEn,Compacted} // $128
(W)     sel (1|M0)    (ge)f0.0   r33.0<1>:hf   r32.0<0;1,0>:hf   r32.1<0;1,0>:hf                     // $120
        add (8|M8)               r20.0<1>:ud   r14.0<8;8,1>:ud   r20.0<8;8,1>:ud  {Compacted}        // $126
        mov (8|M0)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $128
        addc (8|M8)              r18.0<1>:ud   r5.0<8;8,1>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted} // $130
        add (8|M0)               r23.0<1>:ud   r21.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted}        // $129
        mov (8|M8)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $130
        addc (8|M0)              r36.0<1>:ud   r17.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn,Compacted} // $134
        add (8|M0)               r41.0<1>:ud   r23.0<8;8,1>:ud   r38.0<8;8,1>:ud  {Compacted}        // $135
        add (8|M8)               r24.0<1>:ud   r22.0<8;8,1>:ud   r20.0<8;8,1>:ud  {Compacted}        // $131
        mov (8|M0)               r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $134
        addc (8|M8)              r37.0<1>:ud   r18.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn,Compacted} // $137
        add (8|M8)               r42.0<1>:ud   r24.0<8;8,1>:ud   r39.0<8;8,1>:ud  {Compacted}        // $138
        add (8|M0)               r41.0<1>:ud   r40.0<8;8,1>:ud   r41.0<8;8,1>:ud  {Compacted}        // $136
        mov (8|M8)               r43.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $137
        mov (16|M0)              r44.0<1>:d    r36.0<8;8,1>:d                   {Compacted}          // $140
        add (8|M8)               r42.0<1>:ud   r43.0<8;8,1>:ud   r42.0<8;8,1>:ud  {Compacted}        // $139
        mov (16|M0)              r46.0<1>:d    r41.0<8;8,1>:d                   {Compacted}          // $141
        sends (16|M0)            null:w   r15     r44     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $143
        send (16|M0)             r48:w    r30     0xA            0x04210503           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $145
        mov (16|M0)              r50.0<1>:hf   r48.0<2;1,0>:hf                                       // $146
(W)     add (1|M0)               r51.0<1>:hf   r33.0<0;1,0>:hf   r50.0<0;1,0>:hf                     // $147
        mov (16|M0)              r52.0<1>:ud   r51.0<0;1,0>:uw                                       // $148
        sends (16|M0)            null:w   r30     r52     0x8A            0x04030505           // wr:2+2, rd:0; hdc.dc0; byte scattering write 16b // $150
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $151
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
