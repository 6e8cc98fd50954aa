//.kernel wg_collectives
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 400
//.RA type	LOCAL_FIRST_FIT_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r6.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r7.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r6.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r6.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r6.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r6.6)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r7.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r7.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r5.4)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=4 type=d align=16 words (r126.0)
//.declare V0046 (54)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0049 (57)  rf=r size=64 type=ud alias=V0048+0 align=16 words (r112.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0051 (59)  rf=r size=4 type=d align=2 words (r111.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0053 (61)  rf=r size=32 type=d align=16 words (r121.0)
//.declare V0054 (62)  rf=r size=16 type=d align=2 words (r120.0)
//.declare V0055 (63)  rf=r size=8 type=d align=2 words (r119.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0059 (67)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0061 (69)  rf=r size=4 type=d align=2 words (r111.1)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0063 (71)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r10.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0065 (73)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r124.0)
//.declare V0066 (74)  rf=r size=4 type=d align=16 words (r126.0)
//.declare V0067 (75)  rf=r size=4 type=d align=16 words (r110.0)
//.declare V0068 (76)  rf=r size=4 type=d align=2 words (r123.0)
//.declare V0069 (77)  rf=r size=4 type=d align=2 words (r122.0)
//.declare V0070 (78)  rf=r size=4 type=ud alias=V0068+0 align=2 words (r123.0)
//.declare V0071 (79)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0072 (80)  rf=r size=4 type=ud alias=V0069+0 align=2 words (r122.0)
//.declare V0073 (81)  rf=r size=32 type=w align=16 words (r109.0)
//.declare V0074 (82)  rf=r size=4 type=d alias=+4 align=2 words (r110.5)
//.declare P01 (83)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0076 (85)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0077 (86)  rf=r size=4 type=d align=2 words (r125.0)
//.declare V0078 (87)  rf=r size=4 type=ud alias=V0076+0 align=2 words (r126.0)
//.declare V0079 (88)  rf=r size=4 type=d align=2 words (r124.0)
//.declare V0080 (89)  rf=r size=4 type=ud alias=V0077+0 align=2 words (r125.0)
//.declare V0081 (90)  rf=r size=4 type=d align=2 words (r123.0)
//.declare P02 (91)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0082 (92)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r12.0)
//.declare V0083 (93)  rf=r size=4 type=ud alias=V0081+0 align=2 words (r123.0)
//.declare V0084 (94)  rf=r size=64 type=d align=16 words (r14.0)
//.declare P03 (95)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0085 (96)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0086 (97)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r124.0)
//.declare V0087 (98)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (99)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare  (100)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare V0088 (101)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0089 (102)  rf=r size=32 type=uw alias=V0073+0 align=16 words (r109.0)
//.declare P04 (103)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0090 (104)  rf=r size=4 type=ud alias=V0071+0 align=2 words (r5.0)
//.declare V0091 (105)  rf=r size=4 type=d align=2 words (r5.1)
//.declare V0092 (106)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0093 (107)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0094 (108)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0095 (109)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r16.0)
//.declare V0096 (110)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0097 (111)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r102.0)
//.declare V0098 (112)  rf=r size=4 type=d align=2 words (r5.2)
//.declare V0099 (113)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0100 (114)  rf=r size=4 type=d align=2 words (r125.0)
//.declare V0101 (115)  rf=r size=4 type=ud alias=V0099+0 align=2 words (r126.0)
//.declare V0102 (116)  rf=r size=4 type=d align=2 words (r111.2)
//.declare V0103 (117)  rf=r size=4 type=ud alias=V0100+0 align=2 words (r125.0)
//.declare V0104 (118)  rf=r size=4 type=d align=2 words (r124.0)
//.declare P05 (119)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0105 (120)  rf=r size=64 type=ud alias=V0093+0 align=16 words (r104.0)
//.declare V0106 (121)  rf=r size=4 type=ud alias=V0104+0 align=2 words (r124.0)
//.declare P06 (122)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0107 (123)  rf=r size=4 type=ud alias=V0098+0 align=2 words (r5.2)
//.declare V0108 (124)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0109 (125)  rf=r size=4 type=d align=2 words (r111.3)
//.declare V0110 (126)  rf=r size=64 type=d align=16 words (r125.0)
//.declare V0111 (127)  rf=r size=32 type=d align=16 words (r124.0)
//.declare V0112 (128)  rf=r size=16 type=d align=2 words (r123.0)
//.declare V0113 (129)  rf=r size=8 type=d align=2 words (r122.0)
//.declare V0114 (130)  rf=r size=64 type=d align=16 words (r124.0)
//.declare  (131)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare  (132)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare P07 (133)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0115 (134)  rf=r size=4 type=ud alias=V0102+0 align=2 words (r111.2)
//.declare P08 (135)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0116 (136)  rf=r size=4 type=ud alias=V0091+0 align=2 words (r5.1)
//.declare V0117 (137)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r14.0)
//.declare P09 (138)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0118 (139)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r106.0)
//.declare V0119 (140)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0120 (141)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0121 (142)  rf=r size=64 type=ud alias=V0120+0 align=16 words (r124.0)
//.declare V0122 (143)  rf=r size=4 type=d align=2 words (r121.0)
//.declare V0123 (144)  rf=r size=64 type=d align=16 words (r125.0)
//.declare V0124 (145)  rf=r size=32 type=d align=16 words (r124.0)
//.declare V0125 (146)  rf=r size=16 type=d align=2 words (r123.0)
//.declare V0126 (147)  rf=r size=8 type=d align=2 words (r122.0)
//.declare V0127 (148)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0128 (149)  rf=r size=4 type=d align=16 words (r22.0)
//.declare V0129 (150)  rf=r size=4 type=ud align=16 words (r126.0)
//.declare V0130 (151)  rf=r size=4 type=ud alias=V0128+0 align=16 words (r22.0)
//.declare V0131 (152)  rf=r size=4 type=d align=2 words (r111.4)
//.declare V0132 (153)  rf=r size=4 type=d align=16 words (r126.0)
//.declare V0133 (154)  rf=r size=4 type=ud alias=V0132+0 align=16 words (r126.0)
//.declare V0134 (155)  rf=r size=4 type=d align=16 words (r125.0)
//.declare V0135 (156)  rf=r size=4 type=ud alias=V0134+0 align=16 words (r125.0)
//.declare P10 (157)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0136 (158)  rf=r size=4 type=ud alias=V0131+0 align=2 words (r111.4)
//.declare V0137 (159)  rf=r size=4 type=d align=2 words (r5.3)
//.declare  (160)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare  (161)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare V0139 (163)  rf=r size=64 type=d align=16 words (r123.0)
//.declare V0140 (164)  rf=r size=64 type=d align=16 words (r121.0)
//.declare V0141 (165)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0142 (166)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0144 (168)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0145 (169)  rf=r size=4 type=d align=2 words (r125.0)
//.declare V0146 (170)  rf=r size=4 type=ud alias=V0144+0 align=2 words (r126.0)
//.declare V0147 (171)  rf=r size=4 type=d alias=+0 align=2 words (r110.4)
//.declare V0148 (172)  rf=r size=4 type=ud alias=V0145+0 align=2 words (r125.0)
//.declare V0149 (173)  rf=r size=4 type=d alias=+0 align=2 words (r124.0)
//.declare V0150 (174)  rf=r size=4 type=d alias=+4 align=2 words (r124.1)
//.declare P11 (175)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0151 (176)  rf=r size=4 type=ud alias=V0149+0 align=2 words (r124.0)
//.declare P12 (177)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0152 (178)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0153 (179)  rf=r size=64 type=ud alias=V0152+0 align=16 words (r124.0)
//.declare  (180)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare  (181)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare V0154 (182)  rf=r size=4 type=d align=16 words (r108.0)
//.declare V0155 (183)  rf=r size=4 type=ud align=16 words (r124.0)
//.declare V0156 (184)  rf=r size=4 type=ud alias=V0154+0 align=16 words (r108.0)
//.declare V0157 (185)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (186)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P13 (187)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0158 (188)  rf=r size=64 type=d align=16 words (r120.0)
//.declare P14 (189)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0159 (190)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0160 (191)  rf=r size=4 type=d align=2 words (r111.5)
//.declare V0161 (192)  rf=r size=4 type=d align=16 words (r126.0)
//.declare V0162 (193)  rf=r size=4 type=ud alias=V0161+0 align=16 words (r126.0)
//.declare V0163 (194)  rf=r size=4 type=d align=16 words (r125.0)
//.declare V0164 (195)  rf=r size=4 type=ud alias=V0163+0 align=16 words (r125.0)
//.declare V0165 (196)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (197)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P15 (198)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0166 (199)  rf=r size=4 type=ud alias=V0160+0 align=2 words (r111.5)
//.declare V0167 (200)  rf=r size=64 type=d align=16 words (r120.0)
//.declare P16 (201)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (202)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare P17 (203)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0168 (204)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0169 (205)  rf=r size=64 type=d align=16 words (r28.0)
//.declare  (206)  rf=r size=32 type=ud align=16 words (r124.0)
//.declare V0171 (208)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0172 (209)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0173 (210)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0174 (211)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0176 (213)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0177 (214)  rf=r size=4 type=d align=2 words (r125.0)
//.declare V0178 (215)  rf=r size=4 type=ud alias=V0176+0 align=2 words (r126.0)
//.declare V0179 (216)  rf=r size=4 type=d align=2 words (r124.0)
//.declare V0180 (217)  rf=r size=4 type=ud alias=V0177+0 align=2 words (r125.0)
//.declare V0181 (218)  rf=r size=4 type=d align=2 words (r123.0)
//.declare V0182 (219)  rf=r size=4 type=d align=2 words (r123.1)
//.declare P18 (220)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0183 (221)  rf=r size=4 type=ud alias=V0181+0 align=2 words (r123.0)
//.declare V0184 (222)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0185 (223)  rf=r size=128 type=d align=16 words (r123.0)
//.declare V0186 (224)  rf=r size=64 type=d align=16 words (r94.0)
//.declare P19 (225)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0187 (226)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0188 (227)  rf=r size=64 type=ud alias=V0187+0 align=16 words (r124.0)
//.declare  (228)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare  (229)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare V0189 (230)  rf=r size=4 type=d align=16 words (r23.0)
//.declare V0190 (231)  rf=r size=4 type=ud align=16 words (r124.0)
//.declare V0191 (232)  rf=r size=4 type=ud alias=V0189+0 align=16 words (r23.0)
//.declare V0192 (233)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0193 (234)  rf=r size=4 type=d align=2 words (r5.7)
//.declare V0194 (235)  rf=r size=4 type=d align=16 words (r126.0)
//.declare V0195 (236)  rf=r size=4 type=ud alias=V0194+0 align=16 words (r126.0)
//.declare V0196 (237)  rf=r size=4 type=d align=16 words (r125.0)
//.declare V0197 (238)  rf=r size=4 type=ud alias=V0196+0 align=16 words (r125.0)
//.declare V0198 (239)  rf=r size=64 type=d align=16 words (r122.0)
//.declare  (240)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P20 (241)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0199 (242)  rf=r size=4 type=ud alias=V0193+0 align=2 words (r5.7)
//.declare V0200 (243)  rf=r size=64 type=d align=16 words (r120.0)
//.declare P21 (244)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (245)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare V0201 (246)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0202 (247)  rf=r size=64 type=d align=16 words (r90.0)
//.declare  (248)  rf=r size=32 type=ud align=16 words (r123.0)
//.declare V0203 (249)  rf=r size=32 type=w align=16 words (r122.0)
//.declare P22 (250)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0205 (252)  rf=r size=4 type=ud align=16 words (r126.0)
//.declare P23 (253)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0206 (254)  rf=r size=2 type=uw align=16 words (r32.0)
//.declare V0207 (255)  rf=r size=2 type=uw align=2 words (r126.2)
//.declare V0208 (256)  rf=r size=4 type=ud align=2 words (r125.0)
//.declare V0209 (257)  rf=r size=4 type=uw alias=V0208+0 align=2 words (r125.0)
//.declare A00 (258)  rf=a size=2 type=uw align=1 words (a0.0)
//.declare V0211 (260)  rf=r size=4 type=ud align=16 words (r124.0)
//.declare  (262)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare  (263)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare V0213 (264)  rf=r size=4 type=d align=16 words (r89.0)
//.declare V0214 (265)  rf=r size=4 type=ud align=16 words (r124.0)
//.declare V0215 (266)  rf=r size=4 type=ud alias=V0213+0 align=16 words (r89.0)
//.declare  (267)  rf=r size=32 type=ud align=16 words (r123.0)
//.declare  (268)  rf=r size=32 type=ud align=16 words (r122.0)
//.declare P24 (269)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (270)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare  (271)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare V0216 (272)  rf=r size=4 type=ud align=16 words (r124.0)
//.declare V0217 (273)  rf=r size=4 type=d align=16 words (r123.0)
//.declare  (274)  rf=r size=32 type=ud align=16 words (r122.0)
//.declare  (275)  rf=r size=32 type=ud align=16 words (r121.0)
//.declare P25 (276)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0218 (277)  rf=r size=4 type=ud align=16 words (r126.0)
//.declare V0219 (278)  rf=r size=4 type=d align=16 words (r125.0)
//.declare  (279)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare  (280)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare V0220 (281)  rf=r size=4 type=d align=16 words (r33.0)
//.declare V0221 (282)  rf=r size=4 type=ud align=16 words (r124.0)
//.declare V0222 (283)  rf=r size=4 type=ud alias=V0220+0 align=16 words (r33.0)
//.declare  (284)  rf=r size=32 type=ud align=16 words (r123.0)
//.declare  (285)  rf=r size=32 type=ud align=16 words (r122.0)
//.declare V0223 (286)  rf=r size=4 type=ud align=16 words (r121.0)
//.declare V0224 (287)  rf=r size=4 type=d align=16 words (r120.0)
//.declare  (288)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare  (289)  rf=r size=32 type=ud align=16 words (r119.0)
//.declare P26 (290)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0225 (291)  rf=r size=4 type=ud align=16 words (r126.0)
//.declare V0226 (292)  rf=r size=4 type=d align=16 words (r125.0)
//.declare  (293)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare  (294)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare V0227 (295)  rf=r size=4 type=d align=16 words (r123.0)
//.declare V0228 (296)  rf=r size=4 type=ud align=16 words (r124.0)
//.declare V0229 (297)  rf=r size=4 type=ud alias=V0227+0 align=16 words (r123.0)
//.declare V0230 (298)  rf=r size=4 type=d align=2 words (r111.6)
//.declare V0231 (299)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0233 (301)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r8.0)
//.declare V0234 (302)  rf=r size=64 type=ud align=16 words (r125.0)
//.declare V0235 (303)  rf=r size=64 type=d alias=V0234+0 align=16 words (r125.0)
//.declare V0236 (304)  rf=r size=32 type=ud align=16 words (r124.0)
//.declare V0237 (305)  rf=r size=16 type=ud align=2 words (r123.0)
//.declare V0238 (306)  rf=r size=8 type=ud align=2 words (r122.0)
//.declare V0239 (307)  rf=r size=64 type=d align=16 words (r120.0)
//.declare  (308)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0240 (309)  rf=r size=64 type=ud align=16 words (r118.0)
//.declare V0241 (310)  rf=r size=64 type=d alias=V0240+0 align=16 words (r118.0)
//.declare V0242 (311)  rf=r size=32 type=ud align=16 words (r117.0)
//.declare V0243 (312)  rf=r size=16 type=ud align=2 words (r116.0)
//.declare V0244 (313)  rf=r size=8 type=ud align=2 words (r115.0)
//.declare V0245 (314)  rf=r size=4 type=d align=2 words (r126.0)
//.declare  (315)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0246 (316)  rf=r size=4 type=d align=2 words (r125.0)
//.declare P27 (317)  rf=f1  size=2 type=uw align=1 words (f0.1)
//.declare V0247 (318)  rf=r size=2 type=b align=1 words (r124.0)
//.declare V0249 (320)  rf=r size=2 type=ub alias=V0247+0 align=1 words (r124.0)
//.declare V0250 (321)  rf=r size=4 type=d align=2 words (r123.0)
//.declare V0251 (322)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0252 (323)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0253 (324)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare  (325)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (326)  rf=r size=8 type=d align=8 words (r124.0)
//.declare  (327)  rf=r size=8 type=d align=8 words (r110.4)
//.declare  (328)  rf=r size=64 type=d align=16 words (r116.0)
//.declare  (329)  rf=r size=2 type=uw align=1 words (r125.0)
//.declare  (330)  rf=r size=2 type=w align=1 words (r125.2)
//.declare  (331)  rf=r size=64 type=f align=16 words (r124.0)
//.declare  (332)  rf=r size=64 type=f align=16 words (r125.0)
//.declare  (333)  rf=r size=64 type=f align=16 words (r16.0)
//.declare  (334)  rf=r size=64 type=f align=16 words (r102.0)
//.declare  (335)  rf=r size=64 type=f align=16 words (r125.0)
//.declare  (336)  rf=r size=64 type=f align=16 words (r124.0)
//.declare  (337)  rf=r size=64 type=f align=16 words (r126.0)
//.declare  (338)  rf=r size=64 type=f align=16 words (r125.0)
//.declare  (339)  rf=r size=64 type=f align=16 words (r124.0)
//.declare  (340)  rf=r size=64 type=f align=16 words (r125.0)
//.declare  (341)  rf=r size=64 type=f align=16 words (r124.0)
//.declare  (342)  rf=r size=64 type=f align=16 words (r124.0)
//.declare  (343)  rf=r size=64 type=f align=16 words (r124.0)
//.declare  (344)  rf=r size=64 type=f align=16 words (r125.0)
//.declare  (345)  rf=r size=64 type=f align=16 words (r124.0)
//.declare  (346)  rf=r size=64 type=f align=16 words (r123.0)
//.declare  (347)  rf=r size=64 type=f align=16 words (r126.0)
//.declare  (348)  rf=r size=64 type=f align=16 words (r125.0)
//.declare  (349)  rf=r size=64 type=f align=16 words (r124.0)
//.declare  (350)  rf=r size=64 type=f align=16 words (r122.0)
//.declare  (351)  rf=r size=64 type=f align=16 words (r125.0)
//.declare  (352)  rf=r size=64 type=f align=16 words (r124.0)
//.declare  (353)  rf=r size=64 type=f align=16 words (r121.0)
//.declare  (354)  rf=r size=64 type=f align=16 words (r126.0)
//.declare  (355)  rf=r size=64 type=f align=16 words (r125.0)
//.declare  (356)  rf=r size=64 type=f align=16 words (r124.0)
//.declare  (357)  rf=r size=64 type=f align=16 words (r122.0)
//.declare  (358)  rf=r size=64 type=f align=16 words (r121.0)
//.declare  (359)  rf=r size=64 type=f align=16 words (r119.0)
//.declare  (360)  rf=r size=64 type=f align=16 words (r126.0)
//.declare  (361)  rf=r size=64 type=f align=16 words (r125.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0252    | :uq      |      8 | r5       | general    |
// | V0253    | :uq      |      8 | r5+8     | general    |
// | V0037    | :d x 3   |     12 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B003}
_main:
(W)     mov (8|M0)               r7.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r7.2<0;1,0>:uw                      // $2
        mul (16|M0)              r116.0<1>:d   r5.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $17
(W)     mov (16|M0)              r122.0<1>:f   0x0:f                                                 //  (0x00000000:f); $9
(W)     mov (1|M0)               r111.1<1>:f   0x1:f                                                 //  (0x00000001:f); $20
(W)     mov (8|M0)               r109.0<1>:w   0x76543210:v                                          // $28
(W)     mach (1|M0)              r126.0<1>:d   r6.0<0;1,0>:d     r7.1<0;1,0>:d    {Compacted}        // $4
        add (16|M0)              r114.0<1>:d   r116.0<8;8,1>:d   r2.0<16;16,1>:uw                    // $18
(W)     add (8|M0)               r109.8<1>:w   r109.0<8;8,1>:w   8:w                                 // $29
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $4
(W)     mul (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r114.0<2;1,0>:uw                    // $18
        add (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   r4.0<0;1,0>:d    {Compacted}        // $5
        mach (8|M0)              r114.0<1>:d   r5.4<0;1,0>:d     r114.0<8;8,1>:d  {Compacted}        // $18
(W)     mul (8|M8)               acc0.0<1>:d   r5.4<0;1,0>:d     r115.0<2;1,0>:uw                    // $18
        shl (16|M0)              r112.0<1>:d   r124.0<8;8,1>:d   2:w                                 // $6
        mach (8|M8)              r115.0<1>:d   r5.4<0;1,0>:d     r115.0<8;8,1>:d  {Compacted}        // $19
(W)     mul (1|M0)               acc0.0<1>:d   r5.5<0;1,0>:d     r5.8<0;1,0>:uw                      // $23
        send (16|M0)             r8:w     r112:f  0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $8
        add (16|M0)              r10.0<1>:d    r114.0<8;8,1>:d   r1.0<16;16,1>:uw                    // $19
(W)     mach (1|M0)              r126.0<1>:d   r5.5<0;1,0>:d     r5.4<0;1,0>:d                       // $24
        shr (16|M0)              r124.0<1>:d   r10.0<8;8,1>:ud   3:w                                 // $21
(W)     mul (1|M0)               acc0.0<1>:d   r126.0<0;1,0>:d   r5.12<0;1,0>:uw                     // $24
        shr (16|M0)              r12.0<1>:d    r124.0<8;8,1>:ud  r111.1<0;1,0>:d                     // $22
(W)     mach (1|M0)              r110.0<1>:d   r126.0<0;1,0>:d   r5.6<0;1,0>:d    {Compacted}        // $25
(W)     and (1|M0)               r110.5<1>:d   r110.0<0;1,0>:d   15:w                                // $30
(W)     cmp (16|M0)   (eq)f1.1   null<1>:d     r110.5<0;1,0>:d   0:w                                 // $31
        mov (16|M0)              r122.0<1>:f   r8.0<8;8,1>:f                    {Compacted}          // $10
(W)     add (8|M0)               r121.0<1>:d   r122.0<8;8,1>:d   r123.0<8;8,1>:d  {Compacted}        // $11
(W)     add (1|M0)               r123.0<1>:d   r110.0<0;1,0>:d   15:w                                // $25
(W)     add (4|M0)               r120.0<1>:d   r121.0<4;4,1>:d   r121.4<4;4,1>:d  {Compacted}        // $12
(W)     shr (1|M0)               r122.0<1>:d   r123.0<0;1,0>:ud  3:w                                 // $26
(W)     add (2|M0)               r119.0<1>:d   r120.0<2;2,1>:d   r120.2<2;2,1>:d                     // $13
(W)     shr (1|M0)               r5.0<1>:d     r122.0<0;1,0>:ud  r111.1<0;1,0>:d                     // $27
(W)     add (1|M0)               r111.0<1>:d   r119.0<0;1,0>:d   r119.1<0;1,0>:d  {Compacted}        // $14
(W&f1.1) jmpi                                _0_069                                                  // $32
// B001: Preds:{B000},  Succs:{B002, B003}
_0_070:
(W)     add (1|M0)               r126.0<1>:d   r110.0<0;1,0>:d   15:w                                // $35
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  3:w                                 // $36
(W)     shr (1|M0)               r124.0<1>:d   r125.0<0;1,0>:ud  r111.1<0;1,0>:d                     // $37
(W)     add (1|M0)               r123.0<1>:d   r124.0<0;1,0>:d   -1:w                                // $38
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   r123.0<0;1,0>:ud                    // $39
(f1.0)  goto (16|M0)                         _0_069            _0_069                                // $40
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_071:
        mov (16|M0)              r14.0<1>:f    r110.5<0;1,0>:f                  {Compacted}          // $42
        goto (16|M0)                         _0_069            _0_072                                // $43
// B003: [inDivergent],  Preds:{B001, B000},  Succs:{B004}
_0_069:
        join (16|M0)                         _0_072                                                  // 
L640:
        mov (16|M0)              r14.0<1>:f    0x10:f                                                //  (0x00000010:f); $45
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_0_072:
        join (16|M0)                         _0_072                                                  // 
L672:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r109.0<16;16,1>:w  0:w                                // $47
(f1.0)  if (16|M0)                           _0_073            _0_073                                // $48
// B005: [inDivergent],  Preds:{B004},  Succs:{B006}
_0_074:
        shl (16|M0)              r124.0<1>:d   r12.0<8;8,1>:d    2:w                                 // $50
        mov (16|M0)              r122.0<1>:f   r111.0<0;1,0>:f                  {Compacted}          // $51
        sends (16|M0)            null:w   r124    r122    0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $52
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}          // 
// B006: Preds:{B005, B004},  Succs:{B007, B008}
_0_073:
        endif (16|M0)                        L768                                                    // $48
L768:
(W)     send (8|M0)              r126     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $54
(W)     mov (8|M0)               null<1>:ud    r126.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $55
(W)     and (8|M0)               r125.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $55
(W)     send (1|M0)              null     r125:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $55
(W)     wait                                 n0.0<0;1,0>:ud                                          // $55
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r5.0<0;1,0>:ud    0x10:uw                             // $57
        mov (16|M0)              r106.0<1>:d   r109.0<16;16,1>:uw                                    // $56
(W)     mov (8|M0)               r125.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $58
(W&f0.1) jmpi                                _0_075                                                  // $58
// B007: Preds:{B006},  Succs:{B019}
_0_076:
(W)     mov (1|M0)               r5.1<1>:f     r5.0<0;1,0>:f                                         // $60
(W)     jmpi                                 _0_077                                                  // $61
// B008: Preds:{B006},  Succs:{B009}
_0_075:
        mul (16|M0)              r124.0<1>:d   r12.0<8;8,1>:d    16:w                                // $63
        shl (16|M0)              r102.0<1>:d   r12.0<8;8,1>:d    2:w                                 // $66
(W)     mov (1|M0)               r5.2<1>:f     r5.0<0;1,0>:f                    {Compacted}          // $67
        add (16|M0)              r104.0<1>:d   r124.0<8;8,1>:d   r106.0<8;8,1>:d  {Compacted}        // $64
        shl (16|M0)              r16.0<1>:d    r104.0<8;8,1>:d   2:w                                 // $65
// B009: Preds:{B018, B008},  Succs:{B010, B016}
_0_078:
(W)     add (1|M0)               r126.0<1>:d   r5.2<0;1,0>:d     15:w                                // $69
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  3:w                                 // $70
(W)     shr (1|M0)               r111.2<1>:d   r125.0<0;1,0>:ud  r111.1<0;1,0>:d                     // $71
(W)     mul (1|M0)               r124.0<1>:d   r111.2<0;1,0>:d   16:w                                // $72
        cmp (16|M0)   (lt)f0.0   null<1>:d     r104.0<8;8,1>:ud  r124.0<0;1,0>:ud                    // $73
(f0.0)  if (16|M0)                           _0_079            _0_079                                // $74
// B010: [inDivergent],  Preds:{B009},  Succs:{B011, B012}
_0_080:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r104.0<8;8,1>:ud  r5.2<0;1,0>:ud                      // $76
(~f0.0) if (16|M0)                           _0_081            _0_083                                // $77
// B011: [inDivergent],  Preds:{B010},  Succs:{B013}
_0_082:
        mov (16|M0)              r18.0<1>:f    0x0:f                                                 //  (0x00000000:f); $79
        else (16|M0)                         _0_083            _0_083                                // $77
// B012: [inDivergent],  Preds:{B010},  Succs:{B013}
_0_081:
        send (16|M0)             r18:w    r16:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $82
(W)     mov (8|M0)               r16.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // 
// B013: [inDivergent],  Preds:{B012, B011},  Succs:{B014, B015}
_0_083:
        endif (16|M0)                        L1192                                                   // $77
L1192:
(W)     mov (16|M0)              r125.0<1>:f   0x0:f                                                 //  (0x00000000:f); $84
        mov (16|M0)              r125.0<1>:f   r18.0<8;8,1>:f                   {Compacted}          // $85
(W)     add (8|M0)               r124.0<1>:d   r125.0<8;8,1>:d   r126.0<8;8,1>:d  {Compacted}        // $86
(W)     add (4|M0)               r123.0<1>:d   r124.0<4;4,1>:d   r124.4<4;4,1>:d  {Compacted}        // $87
(W)     add (2|M0)               r122.0<1>:d   r123.0<2;2,1>:d   r123.2<2;2,1>:d                     // $88
(W)     add (1|M0)               r111.3<1>:d   r122.0<0;1,0>:d   r122.1<0;1,0>:d                     // $89
(f1.0)  if (16|M0)                           _wg_collectives_k0_2_cf  _wg_collectives_k0_2_cf        // $90
// B014: [inDivergent],  Preds:{B013},  Succs:{B015}
_0_084:
        mov (16|M0)              r124.0<1>:f   r111.3<0;1,0>:f                  {Compacted}          // $92
        sends (16|M0)            null:w   r102    r124    0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $93
(W)     mov (8|M0)               r102.0<1>:f   r102.0<8;8,1>:f                  {Compacted}          // 
// B015: [inDivergent],  Preds:{B014, B013},  Succs:{B016}
_wg_collectives_k0_2_cf:
        endif (16|M0)                        _0_079                                                  // $90
// B016: Preds:{B009, B015},  Succs:{B017, B019}
_0_079:
        endif (16|M0)                        L1344                                                   // $74
L1344:
(W)     send (8|M0)              r126     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $95
(W)     mov (8|M0)               null<1>:ud    r126.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $96
(W)     and (8|M0)               r125.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $96
(W)     send (1|M0)              null     r125:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $96
(W)     wait                                 n0.0<0;1,0>:ud                                          // $96
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r111.2<0;1,0>:ud  0x10:uw                             // $97
(W)     mov (1|M0)               r5.1<1>:f     r111.2<0;1,0>:f                                       // $98
(W)     mov (8|M0)               r125.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $99
(~f0.1) break (16|M0)                        _wg_collectives_k0_1_cf  _wg_collectives_k0_1_cf        // $99
// B017: Preds:{B016},  Succs:{B018}
_0_085:
(W)     mov (1|M0)               r5.2<1>:f     r111.2<0;1,0>:f                                       // $101
// B018: Preds:{B017},  Succs:{B009}
_wg_collectives_k0_1_cf:
        while (16|M0)                        _0_078                                                  // $102
// B019: Preds:{B016, B007},  Succs:{B020, B024}
_0_077:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r5.1<0;1,0>:ud    r14.0<8;8,1>:ud                     // $104
(~f0.0) if (16|M0)                           _0_086            _0_091                                // $105
// B020: [inDivergent],  Preds:{B019},  Succs:{B021, B022}
_0_087:
        cmp (16|M0)   (gt)f0.1   null<1>:d     r5.1<0;1,0>:ud    r106.0<8;8,1>:ud                    // $107
(~f0.1) if (16|M0)                           _0_088            _0_090                                // $108
// B021: [inDivergent],  Preds:{B020},  Succs:{B023}
_0_089:
        mov (16|M0)              r20.0<1>:f    0x0:f                                                 //  (0x00000000:f); $110
        else (16|M0)                         _0_090            _0_090                                // $108
// B022: [inDivergent],  Preds:{B020},  Succs:{B023}
_0_088:
        shl (16|M0)              r124.0<1>:d   r106.0<8;8,1>:d   2:w                                 // $113
        send (16|M0)             r20:w    r124:f  0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $114
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}          // 
// B023: [inDivergent],  Preds:{B022, B021},  Succs:{B027}
_0_090:
        endif (16|M0)                        L1656                                                   // $108
L1656:
(W)     mov (16|M0)              r125.0<1>:f   0x0:f                                                 //  (0x00000000:f); $116
        mov (16|M0)              r125.0<1>:f   r20.0<8;8,1>:f                   {Compacted}          // $117
(W)     add (8|M0)               r124.0<1>:d   r125.0<8;8,1>:d   r126.0<8;8,1>:d  {Compacted}        // $118
(W)     add (4|M0)               r123.0<1>:d   r124.0<4;4,1>:d   r124.4<4;4,1>:d  {Compacted}        // $119
(W)     add (2|M0)               r122.0<1>:d   r123.0<2;2,1>:d   r123.2<2;2,1>:d                     // $120
(W)     add (1|M0)               r121.0<1>:d   r122.0<0;1,0>:d   r122.1<0;1,0>:d  {Compacted}        // $121
        mov (16|M0)              r100.0<1>:f   r121.0<0;1,0>:f                  {Compacted}          // $122
        else (16|M0)                         _0_091            _0_091                                // $105
// B024: [inDivergent],  Preds:{B019},  Succs:{B025}
_0_086:
(W)     mov (1|M0)               r126.0<1>:f   0x0:f                                                 //  (0x00000000:f); $125
(W)     mov (1|M0)               r111.4<1>:f   0x1:f                                                 //  (0x00000001:f); $127
(W)     send (1|M0)              r22      r126:f  0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $126
(W)     mov (8|M0)               r126.0<1>:f   r126.0<8;8,1>:f                  {Compacted}          // 
// B025: [inDivergent],  Preds:{B025, B024},  Succs:{B026, B025}
_0_092:
(W)     shl (1|M0)               r126.0<1>:d   r111.4<0;1,0>:d   2:w                                 // $129
(W)     add (1|M0)               r111.4<1>:d   r111.4<0;1,0>:d   1:w                                 // $132
(W)     send (1|M0)              r125     r126:f  0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $130
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r111.4<0;1,0>:ud  r5.1<0;1,0>:ud                      // $133
(W)     add (1|M0)               r22.0<1>:d    r125.0<0;1,0>:d   r22.0<0;1,0>:d   {Compacted}        // $131
(W)     mov (1|M0)               r5.3<1>:f     r22.0<0;1,0>:f                                        // $134
(W&f0.0) jmpi                                _0_092                                                  // $135
// B026: [inDivergent],  Preds:{B025},  Succs:{B027}
_0_093:
        mov (16|M0)              r100.0<1>:f   r5.3<0;1,0>:f                    {Compacted}          // $137
// B027: Preds:{B023, B026},  Succs:{B028, B029}
_0_091:
        endif (16|M0)                        L1928                                                   // $105
L1928:
(W)     send (8|M0)              r126     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $139
(W)     mov (8|M0)               null<1>:ud    r126.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $140
(W)     and (8|M0)               r125.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $140
(W)     send (1|M0)              null     r125:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $140
(W)     wait                                 n0.0<0;1,0>:ud                                          // $140
(W)     mov (16|M0)              r123.0<1>:f   0x0:f                                                 //  (0x00000000:f); $141
        mov (16|M0)              r123.0<1>:f   r8.0<8;8,1>:f                    {Compacted}          // $142
(W)     mov (1|M0)               r121.0<1>:f   0x0:f                                                 //  (0x00000000:f); $143
(W)     mov (8|M0)               r121.1<1>:f   r123.0<8;8,1>:f                                       // $144
(W)     mov (4|M0)               r122.1<1>:f   r124.0<4;4,1>:f                                       // $145
(W)     mov (2|M0)               r122.5<1>:f   r124.4<2;2,1>:f                                       // $146
(W)     mov (1|M0)               r122.7<1>:f   r124.6<0;1,0>:f                                       // $147
(W)     add (8|M0)               r121.1<2>:d   r121.0<2;1,0>:d   r121.1<2;1,0>:d                     // $148
(W)     add (4|M0)               r121.2<4>:d   r121.2<4;1,0>:d   r121.1<4;1,0>:d                     // $149
(W)     add (4|M0)               r121.3<4>:d   r121.3<4;1,0>:d   r121.1<4;1,0>:d                     // $150
(W)     add (4|M0)               r121.4<1>:d   r121.3<0;1,0>:d   r121.4<4;4,1>:d                     // $151
(W)     add (4|M0)               r122.4<1>:d   r122.3<0;1,0>:d   r122.4<4;4,1>:d                     // $152
(W)     add (8|M0)               r122.0<1>:d   r121.7<0;1,0>:d   r122.0<8;8,1>:d                     // $153
        add (16|M0)              r98.0<1>:d    r121.0<8;8,1>:d   r8.0<8;8,1>:d    {Compacted}        // $155
(W)     mov (8|M0)               r125.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $156
(W&~f1.1) jmpi                               _0_094                                                  // $156
// B028: Preds:{B027},  Succs:{B030}
_0_095:
        mov (16|M0)              r24.0<1>:f    0xF:f                                                 //  (0x0000000f:f); $158
(W)     jmpi                                 _0_096                                                  // $159
// B029: Preds:{B027},  Succs:{B030}
_0_094:
(W)     add (1|M0)               r126.0<1>:d   r110.0<0;1,0>:d   15:w                                // $162
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  3:w                                 // $163
(W)     shr (1|M0)               r110.4<1>:d   r125.0<0;1,0>:ud  r111.1<0;1,0>:d                     // $164
(W)     add (2|M0)               r124.0<1>:d   r110.4<2;2,1>:d   -1:w                                // $165
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   r124.0<0;1,0>:ud                    // $167
(~f0.0) sel (16|M0)              r24.0<1>:d    r124.1<0;1,0>:d   15:w                                // $168
// B030: Preds:{B029, B028},  Succs:{B031, B032}
_0_096:
        cmp (16|M0)   (eq)f0.1   null<1>:d     r24.0<8;8,1>:d    r106.0<8;8,1>:d  {Compacted}        // $170
(f0.1)  if (16|M0)                           _0_097            _0_097                                // $171
// B031: [inDivergent],  Preds:{B030},  Succs:{B032}
_0_098:
        shl (16|M0)              r124.0<1>:d   r12.0<8;8,1>:d    2:w                                 // $173
        sends (16|M0)            null:w   r124    r98     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $174
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}          // 
// B032: Preds:{B031, B030},  Succs:{B033, B034}
_0_097:
        endif (16|M0)                        L2440                                                   // $171
L2440:
(W)     send (8|M0)              r126     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $176
(W)     mov (8|M0)               null<1>:ud    r126.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $177
(W)     and (8|M0)               r125.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $177
(W)     send (1|M0)              null     r125:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $177
(W)     wait                                 n0.0<0;1,0>:ud                                          // $177
(W)     mov (1|M0)               r124.0<1>:f   0x0:f                                                 //  (0x00000000:f); $178
        cmp (16|M0)   (eq)f0.0   r122.0<1>:d   r12.0<8;8,1>:d    1:w                                 // $180
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r5.0<0;1,0>:ud    0x2:uw                              // $181
(W)     send (1|M0)              r108     r124:f  0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $179
(~f0.0) sel (16|M0)              r120.0<1>:d   -r122.0<8;8,1>:d  1:w                                 // $182
        cmp (16|M0)   (ne)f0.1   null<1>:d     r120.0<8;8,1>:d   0:w                                 // $183
(W)     mov (8|M0)               r125.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $184
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}          // $184
(f0.1)  if (16|M0)                           _0_099            _0_101                                // $184
// B033: [inDivergent],  Preds:{B032},  Succs:{B036}
_0_100:
        mov (16|M0)              r26.0<1>:f    r108.0<0;1,0>:f                  {Compacted}          // $186
        else (16|M0)                         _0_101            _0_101                                // $184
// B034: [inDivergent],  Preds:{B032},  Succs:{B035}
_0_099:
(W)     mov (1|M0)               r111.5<1>:f   0x1:f                                                 //  (0x00000001:f); $189
// B035: [inDivergent],  Preds:{B035, B034},  Succs:{B036, B035}
_0_102:
(W)     shl (1|M0)               r126.0<1>:d   r111.5<0;1,0>:d   2:w                                 // $191
(W)     add (1|M0)               r111.5<1>:d   r111.5<0;1,0>:d   1:w                                 // $194
(W)     send (1|M0)              r125     r126:f  0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $192
        cmp (16|M0)   (eq)f0.0   r122.0<1>:d   r12.0<8;8,1>:d    r111.5<0;1,0>:d  {Compacted}        // $195
(W)     cmp (16|M0)   (ge)f0.0   null<1>:d     r111.5<0;1,0>:ud  r5.0<0;1,0>:ud                      // $196
(~f0.0) sel (16|M0)              r120.0<1>:d   -r122.0<8;8,1>:d  1:w                                 // $197
        cmp (16|M0)   (ne)f0.0   null<1>:d     r120.0<8;8,1>:d   0:w                                 // $198
(W)     add (1|M0)               r108.0<1>:d   r125.0<0;1,0>:d   r108.0<0;1,0>:d  {Compacted}        // $193
        mov (16|M0)              r26.0<1>:f    r108.0<0;1,0>:f                  {Compacted}          // $199
(~f0.0) while (16|M0)                        _0_102                                                  // $200
// B036: Preds:{B033, B035},  Succs:{B037, B038}
_0_101:
        endif (16|M0)                        L2832                                                   // $184
L2832:
(W)     send (8|M0)              r126     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $202
(W)     mov (8|M0)               null<1>:ud    r126.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $203
(W)     mov (1|M0)               r125.0<1>:hf  0x10:hf                                               // $203
(W)     and (8|M0)               r124.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $206
        cmp (16|M0)   (gt)f0.0   null<1>:d     r125.0<0;1,0>:uw  r10.0<8;8,1>:ud                     // $203
(~f0.0) sel (16|M0)              r122.0<1>:d   r26.0<8;8,1>:d    0:w                                 // $204
        add (16|M0)              r28.0<1>:d    r122.0<8;8,1>:d   r98.0<8;8,1>:d   {Compacted}        // $205
(W)     send (1|M0)              null     r124:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $206
(W)     wait                                 n0.0<0;1,0>:ud                                          // $206
(W)     mov (16|M0)              r120.0<1>:f   0x80000000:f                                          //  (0x80000000:f); $207
        mov (16|M0)              r120.0<1>:f   r8.0<8;8,1>:f                    {Compacted}          // $208
(W)     mov (1|M0)               r118.0<1>:f   0x80000000:f                                          //  (0x80000000:f); $209
(W)     mov (8|M0)               r118.1<1>:f   r120.0<8;8,1>:f                                       // $210
(W)     mov (4|M0)               r119.1<1>:f   r121.0<4;4,1>:f                                       // $211
(W)     mov (2|M0)               r119.5<1>:f   r121.4<2;2,1>:f                                       // $212
(W)     mov (1|M0)               r119.7<1>:f   r121.6<0;1,0>:f                                       // $213
(W)     sel (8|M0)    (ge)f0.0   r118.1<2>:d   r118.0<2;1,0>:d   r118.1<2;1,0>:d                     // $214
(W)     sel (4|M0)    (ge)f0.0   r118.2<4>:d   r118.2<4;1,0>:d   r118.1<4;1,0>:d                     // $215
(W)     sel (4|M0)    (ge)f0.0   r118.3<4>:d   r118.3<4;1,0>:d   r118.1<4;1,0>:d                     // $216
(W)     sel (4|M0)    (ge)f0.0   r118.4<1>:d   r118.3<0;1,0>:d   r118.4<4;4,1>:d                     // $217
(W)     sel (4|M0)    (ge)f0.0   r119.4<1>:d   r119.3<0;1,0>:d   r119.4<4;4,1>:d                     // $218
(W)     sel (8|M0)    (ge)f0.0   r119.0<1>:d   r118.7<0;1,0>:d   r119.0<8;8,1>:d                     // $219
        sel (16|M0)   (ge)f0.0   r96.0<1>:d    r118.0<8;8,1>:d   r8.0<8;8,1>:d    {Compacted}        // $221
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}          // $222
(W&~f1.1) jmpi                               _0_103                                                  // $222
// B037: Preds:{B036},  Succs:{B039}
_0_104:
        mov (16|M0)              r30.0<1>:f    0xF:f                                                 //  (0x0000000f:f); $224
(W)     jmpi                                 _0_105                                                  // $225
// B038: Preds:{B036},  Succs:{B039}
_0_103:
(W)     add (1|M0)               r126.0<1>:d   r110.0<0;1,0>:d   15:w                                // $228
(W)     add (1|M0)               r123.1<1>:d   r110.5<0;1,0>:d   -1:w                                // $232
(W)     shr (1|M0)               r125.0<1>:d   r126.0<0;1,0>:ud  3:w                                 // $229
(W)     shr (1|M0)               r124.0<1>:d   r125.0<0;1,0>:ud  r111.1<0;1,0>:d                     // $230
(W)     add (1|M0)               r123.0<1>:d   r124.0<0;1,0>:d   -1:w                                // $231
        cmp (16|M0)   (lt)f1.1   null<1>:d     r12.0<8;8,1>:ud   r123.0<0;1,0>:ud                    // $233
(~f1.1) sel (16|M0)              r30.0<1>:d    r123.1<0;1,0>:d   15:w                                // $234
// B039: Preds:{B038, B037},  Succs:{B040, B041}
_0_105:
(W)     mov (16|M0)              r123.0<1>:f   0x80000000:f                                          //  (0x80000000:f); $236
(W)     mov (16|M0)              r125.0<1>:f   r96.0<8;8,1>:f                   {Compacted}          // $237
        mov (8|M0)               r120.0<1>:f   r124.7<1;1,0>:f                                       // $238
        mov (8|M0)               r121.0<1>:f   r125.7<1;1,0>:f                                       // $239
(~f1.0) sel (16|M0)              r94.0<1>:d    r120.0<8;8,1>:d   -2147483648:d                       // $240
        cmp (16|M0)   (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    r106.0<8;8,1>:d                     // $241
(f1.0)  if (16|M0)                           _0_106            _0_106                                // $242
// B040: [inDivergent],  Preds:{B039},  Succs:{B041}
_0_107:
        shl (16|M0)              r124.0<1>:d   r12.0<8;8,1>:d    2:w                                 // $244
        sends (16|M0)            null:w   r124    r96     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $245
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}          // 
// B041: Preds:{B040, B039},  Succs:{B042, B043}
_0_106:
        endif (16|M0)                        L3496                                                   // $242
L3496:
(W)     send (8|M0)              r126     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $247
(W)     mov (8|M0)               null<1>:ud    r126.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $248
(W)     and (8|M0)               r125.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $248
(W)     send (1|M0)              null     r125:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $248
(W)     wait                                 n0.0<0;1,0>:ud                                          // $248
(W)     mov (1|M0)               r124.0<1>:f   0x0:f                                                 //  (0x00000000:f); $249
(W)     send (1|M0)              r23      r124:f  0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $250
(W)     mov (8|M0)               r125.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $251
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}          // $251
(f0.1)  if (16|M0)                           _0_108            _0_110                                // $251
// B042: [inDivergent],  Preds:{B041},  Succs:{B045}
_0_109:
        mov (16|M0)              r92.0<1>:f    r23.0<0;1,0>:f                   {Compacted}          // $253
        else (16|M0)                         _0_110            _0_110                                // $251
// B043: [inDivergent],  Preds:{B041},  Succs:{B044}
_0_108:
(W)     mov (1|M0)               r5.7<1>:f     0x1:f                                                 //  (0x00000001:f); $256
// B044: [inDivergent],  Preds:{B044, B043},  Succs:{B045, B044}
_0_111:
(W)     shl (1|M0)               r126.0<1>:d   r5.7<0;1,0>:d     2:w                                 // $258
(W)     add (1|M0)               r5.7<1>:d     r5.7<0;1,0>:d     1:w                                 // $261
(W)     send (1|M0)              r125     r126:f  0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $259
        cmp (16|M0)   (eq)f0.1   r122.0<1>:d   r12.0<8;8,1>:d    r5.7<0;1,0>:d    {Compacted}        // $262
(W)     cmp (16|M0)   (ge)f1.0   null<1>:d     r5.7<0;1,0>:ud    r5.0<0;1,0>:ud                      // $263
(~f1.0) sel (16|M0)              r120.0<1>:d   -r122.0<8;8,1>:d  1:w                                 // $264
        cmp (16|M0)   (ne)f0.1   null<1>:d     r120.0<8;8,1>:d   0:w                                 // $265
(W)     sel (1|M0)    (ge)f0.0   r23.0<1>:d    r125.0<0;1,0>:d   r23.0<0;1,0>:d   {Compacted}        // $260
        mov (16|M0)              r92.0<1>:f    r23.0<0;1,0>:f                   {Compacted}          // $266
(~f0.1) while (16|M0)                        _0_111                                                  // $267
// B045: Preds:{B042, B044},  Succs:{B046, B047}
_0_110:
        endif (16|M0)                        L3824                                                   // $251
L3824:
(W)     send (8|M0)              r126     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $269
(W)     mov (8|M0)               null<1>:ud    r126.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $270
        sel (16|M0)   (ge)f0.0   r124.0<1>:d   r92.0<8;8,1>:d    r94.0<8;8,1>:d   {Compacted}        // $270
(W)     and (8|M0)               r123.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $272
(f0.0)  sel (16|M0)              r90.0<1>:d    r94.0<8;8,1>:d    r124.0<8;8,1>:d  {Compacted}        // $271
(W)     send (1|M0)              null     r123:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $272
(W)     wait                                 n0.0<0;1,0>:ud                                          // $272
        or (16|M0)               acc0.0<1>:w   r1.0<16;16,1>:w   r2.0<16;16,1>:w                     // $273
        or (16|M0)    (eq)f1.1   null<1>:w     acc0.0<16;16,1>:w  r3.0<16;16,1>:w                    // $274
(W)     mov (8|M0)               r123.0<1>:f   r123.0<8;8,1>:f                  {Compacted}          // $276
(f1.1)  if (16|M0)                           _0_112            _0_112                                // $276
// B046: [inDivergent],  Preds:{B045},  Succs:{B047}
_0_113:
(W)     mov (1|M0)               f1.0<1>:uw    0x0:uw                                                // $279
        cmp (16|M0)   (eq)f1.0   null<1>:w     r32.0<0;1,0>:uw   r32.0<0;1,0>:uw                     // $280
(W)     mov (1|M0)               r126.0<1>:f   0x0:f                                                 //  (0x00000000:f); $278
(W)     mov (1|M0)               r126.2<1>:uw  f1.0<0;1,0>:uw                                        // $281
(W)     fbl (1|M0)               r125.0<1>:ud  r126.2<0;1,0>:uw                                      // $282
(W)     shl (1|M0)               r125.0<1>:ud  r125.0<0;1,0>:ud  2:w                                 // $283
(W)     add (1|M0)               a0.0<1>:uw    r125.0<0;1,0>:uw  0x100:uw                            // $284
(W)     mov (1|M0)               r124.0<1>:d   r[a0.0]<0;1,0>:d                                      // $285
(W)     sends (1|M0)             null:ud  r126    r124    0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $287
(W)     mov (8|M0)               r126.0<1>:f   r126.0<8;8,1>:f                  {Compacted}          // 
// B047: Preds:{B046, B045},  Succs:{B048, B053}
_0_112:
        endif (16|M0)                        L4136                                                   // $276
L4136:
(W)     send (8|M0)              r126     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $289
(W)     mov (8|M0)               null<1>:ud    r126.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $290
(W)     and (8|M0)               r125.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $290
(W)     send (1|M0)              null     r125:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $290
(W)     wait                                 n0.0<0;1,0>:ud                                          // $290
(W)     mov (1|M0)               r124.0<1>:f   0x0:f                                                 //  (0x00000000:f); $291
(W)     send (1|M0)              r89      r124:f  0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $292
(W)     send (8|M0)              r123     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $293
(W)     mov (8|M0)               null<1>:ud    r123.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $294
(W)     and (8|M0)               r122.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $294
(W)     send (1|M0)              null     r122:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $294
(W)     wait                                 n0.0<0;1,0>:ud                                          // $294
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r5.0<0;1,0>:d     1:w                                 // $295
(W)     mov (8|M0)               r125.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $296
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}          // $296
(W)     mov (8|M0)               r122.0<1>:f   r122.0<8;8,1>:f                  {Compacted}          // $296
(W&f1.0) jmpi                                _0_114                                                  // $296
// B048: Preds:{B047},  Succs:{B049, B050}
_0_115:
(W)     send (8|M0)              r126     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $298
(W)     mov (8|M0)               null<1>:ud    r126.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $299
(W)     and (8|M0)               r125.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $299
(W)     send (1|M0)              null     r125:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $299
(W)     wait                                 n0.0<0;1,0>:ud                                          // $299
(W)     mov (1|M0)               r124.0<1>:f   0x0:f                                                 //  (0x00000000:f); $300
(W)     mov (1|M0)               r123.0<1>:f   0x0:f                                                 //  (0x00000000:f); $301
(W)     sends (1|M0)             null:ud  r124    r123    0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $302
(W)     send (8|M0)              r122     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $303
(W)     mov (8|M0)               null<1>:ud    r122.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $304
(W)     and (8|M0)               r121.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $304
(W)     send (1|M0)              null     r121:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $304
(W)     wait                                 n0.0<0;1,0>:ud                                          // $304
        cmp (16|M0)   (lt)f0.1   null<1>:d     r8.0<8;8,1>:d     0:w                                 // $305
(W)     mov (8|M0)               r125.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $306
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}          // $306
(W)     mov (8|M0)               r121.0<1>:f   r121.0<8;8,1>:f                  {Compacted}          // $306
(f0.1)  if (16|M0)                           _0_116            _0_116                                // $306
// B049: [inDivergent],  Preds:{B048},  Succs:{B050}
_0_117:
(W)     mov (1|M0)               r126.0<1>:f   0x0:f                                                 //  (0x00000000:f); $308
(W)     mov (1|M0)               r125.0<1>:f   0x1:f                                                 //  (0x00000001:f); $309
(W)     sends (1|M0)             null:ud  r126    r125    0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $310
(W)     mov (8|M0)               r126.0<1>:f   r126.0<8;8,1>:f                  {Compacted}          // 
// B050: Preds:{B049, B048},  Succs:{B051, B052}
_0_116:
        endif (16|M0)                        L4688                                                   // $306
L4688:
(W)     send (8|M0)              r126     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $312
(W)     mov (8|M0)               null<1>:ud    r126.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $313
(W)     and (8|M0)               r125.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $313
(W)     send (1|M0)              null     r125:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $313
(W)     wait                                 n0.0<0;1,0>:ud                                          // $313
(W)     mov (1|M0)               r124.0<1>:f   0x0:f                                                 //  (0x00000000:f); $314
(W)     send (1|M0)              r33      r124:f  0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $315
(W)     send (8|M0)              r123     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $316
(W)     mov (8|M0)               null<1>:ud    r123.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $317
(W)     and (8|M0)               r122.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $317
(W)     send (1|M0)              null     r122:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $317
(W)     wait                                 n0.0<0;1,0>:ud                                          // $317
(W)     mov (1|M0)               r121.0<1>:f   0x0:f                                                 //  (0x00000000:f); $318
(W)     mov (1|M0)               r120.0<1>:f   0x1:f                                                 //  (0x00000001:f); $319
(W)     mov (8|M0)               r125.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $320
(W)     sends (1|M0)             null:ud  r121    r120    0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $320
(W)     mov (8|M0)               r124.0<1>:f   r124.0<8;8,1>:f                  {Compacted}          // $321
(W)     send (8|M0)              r126     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $321
(W)     mov (8|M0)               null<1>:ud    r126.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $322
(W)     and (8|M0)               r119.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $322
(W)     send (1|M0)              null     r119:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $322
(W)     wait                                 n0.0<0;1,0>:ud                                          // $322
        cmp (16|M0)   (lt)f0.0   null<1>:d     r8.0<8;8,1>:d     1000:w                              // $323
(W)     mov (8|M0)               r122.0<1>:f   r122.0<8;8,1>:f                  {Compacted}          // $324
(W)     mov (8|M0)               r121.0<1>:f   r121.0<8;8,1>:f                  {Compacted}          // $324
(W)     mov (8|M0)               r119.0<1>:f   r119.0<8;8,1>:f                  {Compacted}          // $324
(~f0.0) if (16|M0)                           _0_118            _0_118                                // $324
// B051: [inDivergent],  Preds:{B050},  Succs:{B052}
_0_119:
(W)     mov (1|M0)               r126.0<1>:f   0x0:f                                                 //  (0x00000000:f); $326
(W)     mov (1|M0)               r125.0<1>:f   0x0:f                                                 //  (0x00000000:f); $327
(W)     sends (1|M0)             null:ud  r126    r125    0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $328
(W)     mov (8|M0)               r126.0<1>:f   r126.0<8;8,1>:f                  {Compacted}          // 
// B052: Preds:{B051, B050},  Succs:{B054}
_0_118:
        endif (16|M0)                        L5128                                                   // $324
L5128:
(W)     send (8|M0)              r126     r7:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $330
(W)     mov (8|M0)               null<1>:ud    r126.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $331
(W)     and (8|M0)               r125.0<1>:ud  r7.2<0;1,0>:ud    0x7F000000:ud                       // $331
(W)     send (1|M0)              null     r125:f  0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $331
(W)     wait                                 n0.0<0;1,0>:ud                                          // $331
(W)     mov (1|M0)               r124.0<1>:f   0x0:f                                                 //  (0x00000000:f); $332
(W)     mov (1|M0)               r111.6<1>:f   r33.0<0;1,0>:f                                        // $334
(W)     send (1|M0)              r123     r124:f  0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $333
(W)     mov (1|M0)               r6.3<1>:f     r123.0<0;1,0>:f                                       // $335
(W)     mov (8|M0)               r125.0<1>:f   r125.0<8;8,1>:f                  {Compacted}          // $336
(W)     jmpi                                 _0_120                                                  // $336
// B053: Preds:{B047},  Succs:{B054}
_0_114:
        cmp (16|M0)   (lt)f1.1   r120.0<1>:d   r8.0<8;8,1>:d     1000:w                              // $345
(W)     mov (16|M0)              r125.0<1>:f   0x0:f                                                 //  (0x00000000:f); $339
(W)     mov (16|M0)              r118.0<1>:f   0xFFFFFFFF:f                                          //  (0xffffffff:f); $347
        shr (16|M0)              r125.0<1>:d   r8.0<8;8,1>:ud    31:w                                // $338
        mov (16|M0)              r118.0<1>:d   -r120.0<8;8,1>:d                 {Compacted}          // $346
(W)     sel (8|M0)    (ge)f0.0   r124.0<1>:ud  r125.0<8;8,1>:ud  r126.0<8;8,1>:ud {Compacted}        // $341
(W)     sel (8|M0)    (lt)f0.0   r117.0<1>:ud  r118.0<8;8,1>:ud  r119.0<8;8,1>:ud {Compacted}        // $349
(W)     sel (4|M0)    (ge)f0.0   r123.0<1>:ud  r124.0<4;4,1>:ud  r124.4<4;4,1>:ud {Compacted}        // $342
(W)     sel (4|M0)    (lt)f0.0   r116.0<1>:ud  r117.0<4;4,1>:ud  r117.4<4;4,1>:ud {Compacted}        // $350
(W)     sel (2|M0)    (ge)f0.0   r122.0<1>:ud  r123.0<2;2,1>:ud  r123.2<2;2,1>:ud                    // $343
(W)     sel (2|M0)    (lt)f0.0   r115.0<1>:ud  r116.0<2;2,1>:ud  r116.2<2;2,1>:ud                    // $351
(W)     sel (1|M0)    (ge)f0.0   r111.6<1>:d   r122.0<0;1,0>:ud  r122.1<0;1,0>:ud                    // $344
(W)     sel (1|M0)    (lt)f0.0   r6.3<1>:d     r115.0<0;1,0>:ud  r115.1<0;1,0>:ud                    // $352
// B054: Preds:{B053, B052},  Succs:{}
_0_120:
(W)     cmp (1|M0)    (ne)f1.0   r126.0<1>:d   r111.6<0;1,0>:d   0:w                                 // $354
(W)     cmp (1|M0)    (eq)f0.1   null<1>:d     r6.3<0;1,0>:d     0:w                                 // $356
(W)     mov (1|M0)               r125.2<1>:hf  0x0:hf                                                // $357
        mad (16|M0)              r120.0<1>:d   r100.0<8;1>:d     r28.0<8;1>:d      3:w               // $360
(W)     mov (8|M0)               r127.0<1>:f   r7.0<8;8,1>:f                    {Compacted}          // $366
(W)     mov (1|M0)               r125.0<1>:d   -r126.0<0;1,0>:d                 {Compacted}          // $355
(W&f0.1) sel (1|M0)              r124.0<2>:b   r125.2<0;1,0>:w   2:w                                 // $357
        mad (16|M0)              r120.0<1>:d   r120.0<8;1>:d     r90.0<8;1>:d      5:w               // $361
(W)     or (1|M0)                r123.0<1>:d   r124.0<0;1,0>:ub  r125.0<0;1,0>:d                     // $359
        mad (16|M0)              r120.0<1>:d   r120.0<8;1>:d     r89.0<0;0>:d      7:w               // $362
        add (16|M0)              r120.0<1>:d   r120.0<8;8,1>:d   r123.0<0;1,0>:d  {Compacted}        // $363
        sends (16|M0)            null:w   r112    r120    0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $365
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $366
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 1
//.accSubUse: 1
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
