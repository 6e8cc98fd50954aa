//.kernel wg_collectives
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 491
//.RA type	LOCAL_FIRST_FIT_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r18.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r18.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r18.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r5.4)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0049 (57)  rf=r size=64 type=ud alias=V0048+0 align=16 words (r124.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0051 (59)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0053 (61)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0054 (62)  rf=r size=16 type=d align=2 words (r6.3)
//.declare V0055 (63)  rf=r size=8 type=d align=2 words (r12.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0059 (67)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0061 (69)  rf=r size=4 type=d align=2 words (r126.1)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0063 (71)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r22.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0065 (73)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r8.0)
//.declare V0066 (74)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0067 (75)  rf=r size=4 type=d align=16 words (r123.0)
//.declare V0068 (76)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0069 (77)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0070 (78)  rf=r size=4 type=ud alias=V0068+0 align=2 words (r6.3)
//.declare V0071 (79)  rf=r size=4 type=d align=2 words (r19.0)
//.declare V0072 (80)  rf=r size=4 type=ud alias=V0069+0 align=2 words (r7.0)
//.declare V0073 (81)  rf=r size=32 type=w align=16 words (r122.0)
//.declare V0074 (82)  rf=r size=4 type=d alias=+4 align=2 words (r123.5)
//.declare P01 (83)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0076 (85)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0077 (86)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0078 (87)  rf=r size=4 type=ud alias=V0076+0 align=2 words (r5.0)
//.declare V0079 (88)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0080 (89)  rf=r size=4 type=ud alias=V0077+0 align=2 words (r6.3)
//.declare V0081 (90)  rf=r size=4 type=d align=2 words (r8.0)
//.declare P02 (91)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0082 (92)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r24.0)
//.declare V0083 (93)  rf=r size=4 type=ud alias=V0081+0 align=2 words (r8.0)
//.declare V0084 (94)  rf=r size=64 type=d align=16 words (r26.0)
//.declare P03 (95)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0085 (96)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0086 (97)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r8.0)
//.declare V0087 (98)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (99)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (100)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0088 (101)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0089 (102)  rf=r size=32 type=uw alias=V0073+0 align=16 words (r122.0)
//.declare P04 (103)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0090 (104)  rf=r size=4 type=ud alias=V0071+0 align=2 words (r19.0)
//.declare V0091 (105)  rf=r size=4 type=d align=2 words (r19.1)
//.declare V0092 (106)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0093 (107)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0094 (108)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0095 (109)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r28.0)
//.declare V0096 (110)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0097 (111)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r116.0)
//.declare V0098 (112)  rf=r size=4 type=d align=2 words (r19.2)
//.declare V0099 (113)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0100 (114)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0101 (115)  rf=r size=4 type=ud alias=V0099+0 align=2 words (r5.0)
//.declare V0102 (116)  rf=r size=4 type=d align=2 words (r126.2)
//.declare V0103 (117)  rf=r size=4 type=ud alias=V0100+0 align=2 words (r6.3)
//.declare V0104 (118)  rf=r size=4 type=d align=2 words (r7.0)
//.declare P05 (119)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0105 (120)  rf=r size=64 type=ud alias=V0093+0 align=16 words (r118.0)
//.declare V0106 (121)  rf=r size=4 type=ud alias=V0104+0 align=2 words (r7.0)
//.declare P06 (122)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0107 (123)  rf=r size=4 type=ud alias=V0098+0 align=2 words (r19.2)
//.declare V0108 (124)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0109 (125)  rf=r size=4 type=d align=2 words (r126.3)
//.declare V0110 (126)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0111 (127)  rf=r size=32 type=d align=16 words (r9.0)
//.declare V0112 (128)  rf=r size=16 type=d align=2 words (r5.0)
//.declare V0113 (129)  rf=r size=8 type=d align=2 words (r6.3)
//.declare V0114 (130)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (131)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (132)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare P07 (133)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0115 (134)  rf=r size=4 type=ud alias=V0102+0 align=2 words (r126.2)
//.declare P08 (135)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0116 (136)  rf=r size=4 type=ud alias=V0091+0 align=2 words (r19.1)
//.declare V0117 (137)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r26.0)
//.declare P09 (138)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0118 (139)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r120.0)
//.declare V0119 (140)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0120 (141)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0121 (142)  rf=r size=64 type=ud alias=V0120+0 align=16 words (r8.0)
//.declare V0122 (143)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0123 (144)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0124 (145)  rf=r size=32 type=d align=16 words (r9.0)
//.declare V0125 (146)  rf=r size=16 type=d align=2 words (r5.0)
//.declare V0126 (147)  rf=r size=8 type=d align=2 words (r6.3)
//.declare V0127 (148)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0128 (149)  rf=r size=4 type=d align=16 words (r34.0)
//.declare V0129 (150)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0130 (151)  rf=r size=4 type=ud alias=V0128+0 align=16 words (r34.0)
//.declare V0131 (152)  rf=r size=4 type=d align=2 words (r126.4)
//.declare V0132 (153)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0133 (154)  rf=r size=4 type=ud alias=V0132+0 align=16 words (r5.0)
//.declare V0134 (155)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0135 (156)  rf=r size=4 type=ud alias=V0134+0 align=16 words (r7.0)
//.declare P10 (157)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0136 (158)  rf=r size=4 type=ud alias=V0131+0 align=2 words (r126.4)
//.declare V0137 (159)  rf=r size=4 type=d align=2 words (r19.3)
//.declare  (160)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (161)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0139 (163)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0140 (164)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0141 (165)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0142 (166)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0144 (168)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0145 (169)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0146 (170)  rf=r size=4 type=ud alias=V0144+0 align=2 words (r5.0)
//.declare V0147 (171)  rf=r size=4 type=d alias=+0 align=2 words (r123.4)
//.declare V0148 (172)  rf=r size=4 type=ud alias=V0145+0 align=2 words (r6.3)
//.declare V0149 (173)  rf=r size=4 type=d alias=+0 align=2 words (r7.0)
//.declare V0150 (174)  rf=r size=4 type=d alias=+4 align=2 words (r7.1)
//.declare P11 (175)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0151 (176)  rf=r size=4 type=ud alias=V0149+0 align=2 words (r7.0)
//.declare P12 (177)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0152 (178)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0153 (179)  rf=r size=64 type=ud alias=V0152+0 align=16 words (r8.0)
//.declare  (180)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (181)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0154 (182)  rf=r size=4 type=d align=16 words (r111.0)
//.declare V0155 (183)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0156 (184)  rf=r size=4 type=ud alias=V0154+0 align=16 words (r111.0)
//.declare V0157 (185)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (186)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P13 (187)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0158 (188)  rf=r size=64 type=d align=16 words (r12.0)
//.declare P14 (189)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0159 (190)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0160 (191)  rf=r size=4 type=d align=2 words (r126.5)
//.declare V0161 (192)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0162 (193)  rf=r size=4 type=ud alias=V0161+0 align=16 words (r5.0)
//.declare V0163 (194)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0164 (195)  rf=r size=4 type=ud alias=V0163+0 align=16 words (r7.0)
//.declare V0165 (196)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (197)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P15 (198)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0166 (199)  rf=r size=4 type=ud alias=V0160+0 align=2 words (r126.5)
//.declare V0167 (200)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P16 (201)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (202)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare P17 (203)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0168 (204)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0169 (205)  rf=r size=64 type=d align=16 words (r40.0)
//.declare  (206)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0171 (208)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0172 (209)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0173 (210)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0174 (211)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0176 (213)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0177 (214)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0178 (215)  rf=r size=4 type=ud alias=V0176+0 align=2 words (r5.0)
//.declare V0179 (216)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0180 (217)  rf=r size=4 type=ud alias=V0177+0 align=2 words (r6.3)
//.declare V0181 (218)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0182 (219)  rf=r size=4 type=d align=2 words (r8.1)
//.declare P18 (220)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0183 (221)  rf=r size=4 type=ud alias=V0181+0 align=2 words (r8.0)
//.declare V0184 (222)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0185 (223)  rf=r size=128 type=d align=16 words (r7.0)
//.declare V0186 (224)  rf=r size=64 type=d align=16 words (r106.0)
//.declare P19 (225)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0187 (226)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0188 (227)  rf=r size=64 type=ud alias=V0187+0 align=16 words (r8.0)
//.declare  (228)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (229)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0189 (230)  rf=r size=4 type=d align=16 words (r35.0)
//.declare V0190 (231)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0191 (232)  rf=r size=4 type=ud alias=V0189+0 align=16 words (r35.0)
//.declare V0192 (233)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0193 (234)  rf=r size=4 type=d align=2 words (r19.4)
//.declare V0194 (235)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0195 (236)  rf=r size=4 type=ud alias=V0194+0 align=16 words (r5.0)
//.declare V0196 (237)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0197 (238)  rf=r size=4 type=ud alias=V0196+0 align=16 words (r7.0)
//.declare V0198 (239)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (240)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P20 (241)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0199 (242)  rf=r size=4 type=ud alias=V0193+0 align=2 words (r19.4)
//.declare V0200 (243)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P21 (244)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (245)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0201 (246)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0202 (247)  rf=r size=64 type=d align=16 words (r102.0)
//.declare  (248)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0203 (249)  rf=r size=32 type=w align=16 words (r11.0)
//.declare P22 (250)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0205 (252)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare P23 (253)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0206 (254)  rf=r size=2 type=uw align=16 words (r44.0)
//.declare V0207 (255)  rf=r size=2 type=uw align=2 words (r5.2)
//.declare V0208 (256)  rf=r size=4 type=ud align=2 words (r6.3)
//.declare V0209 (257)  rf=r size=4 type=uw alias=V0208+0 align=2 words (r6.6)
//.declare A00 (258)  rf=a size=2 type=uw align=1 words (a0.0)
//.declare V0211 (260)  rf=r size=4 type=ud align=16 words (r7.0)
//.declare  (262)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (263)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0213 (264)  rf=r size=4 type=d align=16 words (r101.0)
//.declare V0214 (265)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0215 (266)  rf=r size=4 type=ud alias=V0213+0 align=16 words (r101.0)
//.declare  (267)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare  (268)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare P24 (269)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (270)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (271)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0216 (272)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0217 (273)  rf=r size=4 type=d align=16 words (r9.0)
//.declare  (274)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare  (275)  rf=r size=32 type=ud align=16 words (r11.0)
//.declare P25 (276)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0218 (277)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0219 (278)  rf=r size=4 type=d align=16 words (r7.0)
//.declare  (279)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (280)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0220 (281)  rf=r size=4 type=d align=16 words (r45.0)
//.declare V0221 (282)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0222 (283)  rf=r size=4 type=ud alias=V0220+0 align=16 words (r45.0)
//.declare  (284)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare  (285)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0224 (287)  rf=r size=4 type=d align=16 words (r11.0)
//.declare  (288)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (289)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare P26 (290)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0225 (291)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0226 (292)  rf=r size=4 type=d align=16 words (r7.0)
//.declare  (293)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (294)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0227 (295)  rf=r size=4 type=d align=16 words (r9.0)
//.declare V0228 (296)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0229 (297)  rf=r size=4 type=ud alias=V0227+0 align=16 words (r9.0)
//.declare V0230 (298)  rf=r size=4 type=d align=2 words (r126.6)
//.declare V0231 (299)  rf=r size=4 type=d align=2 words (r19.5)
//.declare V0233 (301)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r20.0)
//.declare V0234 (302)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0235 (303)  rf=r size=64 type=d alias=V0234+0 align=16 words (r7.0)
//.declare V0236 (304)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare V0237 (305)  rf=r size=16 type=ud align=2 words (r5.0)
//.declare V0238 (306)  rf=r size=8 type=ud align=2 words (r6.3)
//.declare V0239 (307)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (308)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0240 (309)  rf=r size=64 type=ud align=16 words (r12.0)
//.declare V0241 (310)  rf=r size=64 type=d alias=V0240+0 align=16 words (r12.0)
//.declare V0242 (311)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0243 (312)  rf=r size=16 type=ud align=2 words (r15.0)
//.declare V0244 (313)  rf=r size=8 type=ud align=2 words (r16.0)
//.declare V0245 (314)  rf=r size=4 type=d align=2 words (r5.0)
//.declare  (315)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0246 (316)  rf=r size=4 type=d align=2 words (r6.3)
//.declare P27 (317)  rf=f1  size=2 type=uw align=1 words (f0.1)
//.declare V0247 (318)  rf=r size=2 type=b align=1 words (r6.16)
//.declare V0249 (320)  rf=r size=2 type=ub alias=V0247+0 align=1 words (r6.16)
//.declare V0250 (321)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0251 (322)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0252 (323)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0253 (324)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare  (325)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (326)  rf=r size=8 type=d align=8 words (r7.0)
//.declare  (327)  rf=r size=8 type=d align=8 words (r123.4)
//.declare  (328)  rf=r size=64 type=d align=16 words (r14.0)
//.declare  (329)  rf=r size=2 type=uw align=1 words (r5.0)
//.declare  (330)  rf=r size=2 type=w align=1 words (r5.2)
//.declare  (331)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare  (332)  rf=r size=32 type=ud align=16 words (r11.0)
//.declare  (333)  rf=r size=32 type=ud align=16 words (r46.0) Input_Output
//.declare  (334)  rf=r size=8 type=ud align=16 words (r110.0) Input_Output
//.declare  (335)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (336)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (337)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (338)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (339)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (340)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (341)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (342)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (343)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (344)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (345)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (346)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (347)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (348)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (349)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (350)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (351)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (352)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (353)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (354)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (355)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (356)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (357)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (358)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (359)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (360)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (361)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (362)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (363)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (364)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (365)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (366)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (367)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (368)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (369)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (370)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (371)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (372)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (373)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (374)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (375)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (376)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (377)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (378)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (379)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (380)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (381)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (382)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (383)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (384)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (385)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (386)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (387)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (388)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (389)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (390)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (391)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (392)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (393)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (394)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (395)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (396)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (397)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (398)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (399)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (400)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (401)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (402)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (403)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (404)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (405)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (406)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (407)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (408)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (409)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (410)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (411)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (412)  rf=r size=8 type=w align=1 words (r0.0)

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
(W)     mov (8|M0)               r18.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r18.2<0;1,0>:uw  {Compacted,@1}     // $2
(W)     mach (1|M0)              r5.0<1>:d     r6.0<0;1,0>:d     r18.1<0;1,0>:d   {Compacted}        // $4
        mul (16|M0)              r14.0<1>:d    r5.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $17
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $4
        add (16|M0)              r16.0<1>:d    r14.0<8;8,1>:d    r2.0<16;16,1>:uw {@2}               // $18
        add (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted,@2}     // $5
(W)     mul (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r16.0<2;1,0>:uw  {Compacted,@2}     // $18
        shl (16|M0)              r124.0<1>:d   r8.0<8;8,1>:d     2:w               {Compacted,@2}    // $6
        mach (8|M0)              r16.0<1>:d    r5.4<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}        // $18
        send.dc1 (16|M0)         r20      r124    null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $8
(W)     mul (8|M8)               acc0.0<1>:d   r5.4<0;1,0>:d     r17.0<2;1,0>:uw                     // $18
        mach (8|M8)              r17.0<1>:d    r5.4<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}        // $19
(W)     mul (1|M0)               acc0.0<1>:d   r5.5<0;1,0>:d     r5.8<0;1,0>:uw                      // $23
(W)     mach (1|M0)              r5.0<1>:d     r5.5<0;1,0>:d     r5.4<0;1,0>:d                       // $24
(W)     mov (16|M0)              r10.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $9
(W)     mul (1|M0)               acc0.0<1>:d   r5.0<0;1,0>:d     r5.12<0;1,0>:uw  {Compacted,@2}     // $24
(W)     mach (1|M0)              r123.0<1>:d   r5.0<0;1,0>:d     r5.6<0;1,0>:d    {Compacted}        // $25
        add (16|M0)              r22.0<1>:d    r16.0<8;8,1>:d    r1.0<16;16,1>:uw {@6}               // $19
(W)     and (1|M0)               r123.5<1>:d   r123.0<0;1,0>:d   15:w               {Compacted,@2}   // $30
        shr (16|M0)              r8.0<1>:d     r22.0<8;8,1>:ud   3:w               {Compacted,@2}    // $21
(W)     cmp (16|M0)   (eq)f1.1   null<1>:d     r123.5<0;1,0>:d   0:w               {@2}              // $31
(W)     mov (1|M0)               r126.1<1>:f   0x1:f                                                 //  (0x00000001:f); $20
(W)     mov (8|M0)               r122.0<1>:w   0x76543210:v                                          // $28
        shr (16|M0)              r24.0<1>:d    r8.0<8;8,1>:ud    r126.1<0;1,0>:d  {@2}               // $22
(W)     add (8|M0)               r122.8<1>:w   r122.0<8;8,1>:w   8:w               {@2}              // $29
        mov (16|M0)              r10.0<1>:f    r20.0<8;8,1>:f                   {Compacted,$0.dst}   // $10
(W)     add (8|M0)               r7.0<1>:d     r10.0<8;8,1>:d    r11.0<8;8,1>:d   {Compacted,@1}     // $11
(W)     add (4|M0)               r6.3<1>:d     r7.0<4;4,1>:d     r7.4<4;4,1>:d    {@1}               // $12
(W)     add (2|M0)               r12.0<1>:d    r6.3<2;2,1>:d     r6.5<2;2,1>:d    {@1}               // $13
(W)     add (1|M0)               r6.3<1>:d     r123.0<0;1,0>:d   15:w               {Compacted}      // $25
(W)     add (1|M0)               r126.0<1>:d   r12.0<0;1,0>:d    r12.1<0;1,0>:d   {Compacted,@2}     // $14
(W)     shr (1|M0)               r7.0<1>:d     r6.3<0;1,0>:ud    3:w               {Compacted,@2}    // $26
(W)     shr (1|M0)               r19.0<1>:d    r7.0<0;1,0>:ud    r126.1<0;1,0>:d  {@1}               // $27
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $32
(f1.1)  goto (16|M0)                         _0_069            _0_069                                // $32
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B003}
_0_070:
(W)     add (1|M0)               r5.0<1>:d     r123.0<0;1,0>:d   15:w               {Compacted}      // $35
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@1}    // $36
(W)     shr (1|M0)               r7.0<1>:d     r6.3<0;1,0>:ud    r126.1<0;1,0>:d  {@1}               // $37
(W)     add (1|M0)               r8.0<1>:d     r7.0<0;1,0>:d     -1:w               {Compacted,@1}   // $38
        cmp (16|M0)   (lt)f1.0   null<1>:d     r24.0<8;8,1>:ud   r8.0<0;1,0>:ud   {@1}               // $39 R{} IR{}{E:4,E:4,},  R{r8,} IR{} {BC=1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $40
(f1.0)  goto (16|M0)                         _0_069            _0_069                                // $40
// B002: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B004}
_0_071:
        mov (16|M0)              r26.0<1>:f    r123.5<0;1,0>:f                  {Compacted}          // $42
        goto (16|M0)                         _0_069            _0_072                                // $43
// B003: [NoMaskWA],  [inDivergent],  Preds:{B001, B000},  Succs:{B004}
_0_069:
        join (16|M0)                         _0_072                                                  // 
L584:
        mov (16|M0)              r26.0<1>:f    0x10:f                                                //  (0x00000010:f); $45
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_0_072:
        join (16|M0)                         L616                                                    // 
L616:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r122.0<16;16,1>:w  0:w                                // $47
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $48
(f1.0)  if (16|M0)                           _0_073            _0_073                                // $48
// B005: [inDivergent],  Preds:{B004},  Succs:{B006}
_0_074:
        shl (16|M0)              r8.0<1>:d     r24.0<8;8,1>:d    2:w               {Compacted}       // $50
        mov (16|M0)              r10.0<1>:f    r126.0<0;1,0>:f                  {Compacted}          // $51
        send.dc1 (16|M0)         null     r8      r10     0x80            0x04025EFE           {@1,$1} // wr:2+2, rd:0; untyped surface write with x // $52
// B006: Preds:{B005, B004},  Succs:{B007, B008}
_0_073:
        endif (16|M0)                        L712                                                    // $48
L712:
(W)     send.dc0 (8|M0)          r7       r18     null    0x0            0x0219E0FE           {$2} // wr:1h+0, rd:1; synchronized SLM fence // $54
(W)     and (8|M0)               r8.0<1>:ud    r18.2<0;1,0>:ud   0x7F000000:ud              {$1.src} // $55
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$2.dst}             //  memory fence commit; $55
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$3} // wr:1+0, rd:0; signal barrier // $55
(W)     sync.bar                             null                                                    // $55
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r19.0<0;1,0>:ud   0x10:uw                             // $57
        mov (16|M0)              r120.0<1>:d   r122.0<16;16,1>:uw                                    // $56
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $58
(~f0.1) if (16|M0)                           _0_075            _0_077                                // $58
// B007: [inDivergent],  Preds:{B006},  Succs:{B019}
_0_076:
(W)     mov (1|M0)               r19.1<1>:f    r19.0<0;1,0>:f                   {Compacted}          // $60
        else (16|M0)                         _0_077            _0_077                                // $58
// B008: [inDivergent],  Preds:{B006},  Succs:{B009}
_0_075:
        mul (16|M0)              r8.0<1>:d     r24.0<8;8,1>:d    16:w               {Compacted,$3.src} // $63
        shl (16|M0)              r116.0<1>:d   r24.0<8;8,1>:d    2:w               {Compacted}       // $66
        add (16|M0)              r118.0<1>:d   r8.0<8;8,1>:d     r120.0<8;8,1>:d  {Compacted,@2}     // $64 R{} IR{}{E:4,E:4,},  R{} IR{}{O:4,O:4,},  {BC=2}
(W)     mov (1|M0)               r19.2<1>:f    r19.0<0;1,0>:f                   {Compacted}          // $67
        shl (16|M0)              r28.0<1>:d    r118.0<8;8,1>:d   2:w               {Compacted,@2}    // $65
// B009: [NoMaskWA],  [inDivergent],  Preds:{B018, B008},  Succs:{B010, B016}
_0_078:
(W)     mov (1|M0)               r110.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $69
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $69
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $69
(W&f0.0.any16h) add (1|M0)       r5.0<1>:d     r19.2<0;1,0>:d    15:w               {@5}             // $69
(W&f0.0.any16h) shr (1|M0)       r6.3<1>:d     r5.0<0;1,0>:ud    3:w               {@1}              // $70
(W&f0.0.any16h) shr (1|M0)       r126.2<1>:d   r6.3<0;1,0>:ud    r126.1<0;1,0>:d  {@1}               // $71
(W&f0.0.any16h) mul (1|M0)       r7.0<1>:d     r126.2<0;1,0>:d   16:w               {@1}             // $72
(W)     mov (1|M0)               f0.0<1>:uw    r110.0<0;1,0>:uw                 {@7}                 // $73
        cmp (16|M0)   (lt)f0.0   null<1>:d     r118.0<8;8,1>:ud  r7.0<0;1,0>:ud   {@2}               // $73
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $74
(f0.0)  if (16|M0)                           _0_079            _0_079                                // $74
// B010: [NoMaskWA],  [inDivergent],  Preds:{B009},  Succs:{B011, B012}
_0_080:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r118.0<8;8,1>:ud  r19.2<0;1,0>:ud                     // $76
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3} // $77
(~f0.0) if (16|M0)                           _0_081            _0_083                                // $77
// B011: [NoMaskWA],  [inDivergent],  Preds:{B010},  Succs:{B013}
_0_082:
        mov (16|M0)              r30.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $79
        else (16|M0)                         _0_083            _0_083                                // $77
// B012: [NoMaskWA],  [inDivergent],  Preds:{B010},  Succs:{B013}
_0_081:
        send.dc1 (16|M0)         r30      r28     null    0x0            0x04205EFE           {@2,$5} // wr:2+0, rd:2; untyped surface read with x // $82
// B013: [NoMaskWA],  [inDivergent],  Preds:{B012, B011},  Succs:{B014, B015}
_0_083:
        endif (16|M0)                        L1192                                                   // $77
L1192:
(W)     mov (1|M0)               r110.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $84
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $84
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $84
(W&f0.0.any16h) mov (16|M0)      r7.0<1>:f     0x0:f                               {$4.src}          //  (0x00000000:f); $84
        mov (16|M0)              r7.0<1>:f     r30.0<8;8,1>:f                   {Compacted,$5.dst}   // $85
(W&f0.0.any16h) add (8|M0)       r9.0<1>:d     r7.0<8;8,1>:d     r8.0<8;8,1>:d    {@1}               // $86
(W&f0.0.any16h) add (4|M0)       r5.0<1>:d     r9.0<4;4,1>:d     r9.4<4;4,1>:d    {@1}               // $87
(W&f0.0.any16h) add (2|M0)       r6.3<1>:d     r5.0<2;2,1>:d     r5.2<2;2,1>:d    {@1}               // $88
(W&f0.0.any16h) add (1|M0)       r126.3<1>:d   r6.3<0;1,0>:d     r6.4<0;1,0>:d    {@1}               // $89
(W)     mov (1|M0)               f0.0<1>:uw    r110.0<0;1,0>:uw                 {@7}                 // $90
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $90
(f1.0)  if (16|M0)                           _wg_collectives_k0_3_cf  _wg_collectives_k0_3_cf        // $90
// B014: [NoMaskWA],  [inDivergent],  Preds:{B013},  Succs:{B015}
_0_084:
        mov (16|M0)              r8.0<1>:f     r126.3<0;1,0>:f                  {Compacted,@4}       // $92
        send.dc1 (16|M0)         null     r116    r8      0x80            0x04025EFE           {@1,$6} // wr:2+2, rd:0; untyped surface write with x // $93
// B015: [NoMaskWA],  [inDivergent],  Preds:{B014, B013},  Succs:{B016}
_wg_collectives_k0_3_cf:
        endif (16|M0)                        _0_079                                                  // $90
// B016: [NoMaskWA],  [inDivergent],  Preds:{B009, B015},  Succs:{B017, B019}
_0_079:
        endif (16|M0)                        L1424                                                   // $74
L1424:
(W)     mov (1|M0)               r110.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $95
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $95
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $95
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $95
(W&f0.0.any16h) send.dc0 (8|M0)   r7      r18     null    0x0            0x0219E0FE           {$7} // wr:1h+0, rd:1; synchronized SLM fence // $95
        sync.nop                             null                             {Compacted,$4.src}     // $96
(W&f0.0.any16h) and (8|M0)       r8.0<1>:ud    r18.2<0;1,0>:ud   0x7F000000:ud              {$6.src} // $96
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$7.dst}             //  memory fence commit; $96
(W&f0.0.any16h) send.gtwy (1|M0)   null   r8      null    0x0            0x02000004           {@2,$4} // wr:1+0, rd:0; signal barrier // $96
(W)     sync.bar                             null                                                    // $96
(W)     mov (1|M0)               r46.0<1>:uw   f0.1<0;1,0>:uw                   {Compacted}          // $97
(W)     cmp (16|M0)   (gt)f0.1   null<1>:d     r126.2<0;1,0>:ud  0x10:uw                             // $97
(W&~f0.0.any16h) mov (1|M0)      f0.1<1>:uw    r46.0<0;1,0>:uw                  {@2}                 // $98
(W&f0.0.any16h) mov (1|M0)       r19.1<1>:f    r126.2<0;1,0>:f                                       // $98
(W)     mov (1|M0)               f0.0<1>:uw    r110.0<0;1,0>:uw                 {@7}                 // $99
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $99
(~f0.1) break (16|M0)                        _wg_collectives_k0_2_cf  _wg_collectives_k0_2_cf        // $99
// B017: [NoMaskWA],  [inDivergent],  Preds:{B016},  Succs:{B018}
_0_085:
(W)     mov (1|M0)               r110.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $101
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $101
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $101
(W&f0.0.any16h) mov (1|M0)       r19.2<1>:f    r126.2<0;1,0>:f                                       // $101
(W)     mov (1|M0)               f0.0<1>:uw    r110.0<0;1,0>:uw                 {@4}                 // 
// B018: [NoMaskWA],  [inDivergent],  Preds:{B017},  Succs:{B009}
_wg_collectives_k0_2_cf:
        while (16|M0)                        _0_078                                                  // $102
// B019: Preds:{B007, B016},  Succs:{B020, B024}
_0_077:
        endif (16|M0)                        L1776                                                   // $58
L1776:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r19.1<0;1,0>:ud   r26.0<8;8,1>:ud  {@7}               // $104
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $105
(~f0.0) if (16|M0)                           _0_086            _0_091                                // $105
// B020: [inDivergent],  Preds:{B019},  Succs:{B021, B022}
_0_087:
        cmp (16|M0)   (gt)f0.1   null<1>:d     r19.1<0;1,0>:ud   r120.0<8;8,1>:ud                    // $107
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@3} // $108
(~f0.1) if (16|M0)                           _0_088            _0_090                                // $108
// B021: [NoMaskWA],  [inDivergent],  Preds:{B020},  Succs:{B023}
_0_089:
        mov (16|M0)              r32.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $110
        else (16|M0)                         _0_090            _0_090                                // $108
// B022: [NoMaskWA],  [inDivergent],  Preds:{B020},  Succs:{B023}
_0_088:
        sync.nop                             null                             {Compacted,$4.src}     // $113
        shl (16|M0)              r8.0<1>:d     r120.0<8;8,1>:d   2:w               {Compacted,$3.src} // $113
        send.dc1 (16|M0)         r32      r8      null    0x0            0x04205EFE           {@1,$8} // wr:2+0, rd:2; untyped surface read with x // $114
// B023: [NoMaskWA],  [inDivergent],  Preds:{B022, B021},  Succs:{B027}
_0_090:
        endif (16|M0)                        L1944                                                   // $108
L1944:
(W)     mov (1|M0)               r110.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $116
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $116
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $116
        sync.allrd                           ($4,$8)                                                 // $116
(W&f0.0.any16h) mov (16|M0)      r7.0<1>:f     0x0:f                               {$3.src}          //  (0x00000000:f); $116
        mov (16|M0)              r7.0<1>:f     r32.0<8;8,1>:f                   {Compacted,$8.dst}   // $117
(W&f0.0.any16h) add (8|M0)       r9.0<1>:d     r7.0<8;8,1>:d     r8.0<8;8,1>:d    {@1}               // $118
(W&f0.0.any16h) add (4|M0)       r5.0<1>:d     r9.0<4;4,1>:d     r9.4<4;4,1>:d    {@1}               // $119
(W&f0.0.any16h) add (2|M0)       r6.3<1>:d     r5.0<2;2,1>:d     r5.2<2;2,1>:d    {@1}               // $120
(W&f0.0.any16h) add (1|M0)       r10.0<1>:d    r6.3<0;1,0>:d     r6.4<0;1,0>:d    {@1}               // $121
(W)     mov (1|M0)               f0.0<1>:uw    r110.0<0;1,0>:uw                 {@7}                 // $122
        mov (16|M0)              r114.0<1>:f   r10.0<0;1,0>:f                   {Compacted,@2}       // $122
        else (16|M0)                         _0_091            _0_091                                // $105
// B024: [NoMaskWA],  [inDivergent],  Preds:{B019},  Succs:{B025}
_0_086:
(W)     mov (1|M0)               r110.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $125
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $125
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $125
(W&f0.0.any16h) mov (1|M0)       r5.0<1>:f     0x0:f                                                 //  (0x00000000:f); $125
(W&f0.0.any16h) mov (1|M0)       r126.4<1>:f   0x1:f                                                 //  (0x00000001:f); $127
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $126
(W&f0.0.any16h) send.dc0 (1|M0)   r34     r5      null    0x0            0x021108FE           {@3,$9} // wr:1+0, rd:1; byte gathering read 32b // $126
(W)     mov (1|M0)               f0.0<1>:uw    r110.0<0;1,0>:uw                 {@6}                 // 
// B025: [NoMaskWA],  [inDivergent],  Preds:{B025, B024},  Succs:{B026, B025}
_0_092:
(W)     mov (1|M0)               r110.0<1>:uw  f0.1<0;1,0>:uw                   {Compacted}          // $129
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                                                // $129
        cmp (16|M0)   (eq)f0.1   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $129
(W)     mov (1|M0)               r46.0<1>:uw   f0.0<0;1,0>:uw                   {Compacted}          // $133
        sync.nop                             null                             {Compacted,$9.src}     // $129
(W&f0.1.any16h) shl (1|M0)       r5.0<1>:d     r126.4<0;1,0>:d   2:w               {@7}              // $129
(W&f0.1.any16h) add (1|M0)       r126.4<1>:d   r126.4<0;1,0>:d   1:w                                 // $132
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $130
(W&f0.1.any16h) send.dc0 (1|M0)   r7      r5      null    0x0            0x021108FE           {@3,$10} // wr:1+0, rd:1; byte gathering read 32b // $130
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r126.4<0;1,0>:ud  r19.1<0;1,0>:ud  {@2}               // $133
(W&~f0.1.any16h) mov (1|M0)      f0.0<1>:uw    r46.0<0;1,0>:uw                  {@5}                 // $134
        sync.nop                             null                             {Compacted,$10.dst}    // $131
(W&f0.1.any16h) add (1|M0)       r34.0<1>:d    r7.0<0;1,0>:d     r34.0<0;1,0>:d   {$9.dst}           // $131
(W&f0.1.any16h) mov (1|M0)       r19.3<1>:f    r34.0<0;1,0>:f                   {@1}                 // $134
(W)     mov (1|M0)               f0.1<1>:uw    r110.0<0;1,0>:uw                 {@7}                 // $135
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6} // $135
(f0.0)  while (16|M0)                        _0_092                                                  // $135
// B026: [NoMaskWA],  [inDivergent],  Preds:{B025},  Succs:{B027}
_0_093:
        mov (16|M0)              r114.0<1>:f   r19.3<0;1,0>:f                   {Compacted,@4}       // $137
// B027: Preds:{B023, B026},  Succs:{B028, B029}
_0_091:
        endif (16|M0)                        L2512                                                   // $105
L2512:
(W)     send.dc0 (8|M0)          r7       r18     null    0x0            0x0219E0FE           {$11} // wr:1h+0, rd:1; synchronized SLM fence // $139
        sync.nop                             null                             {Compacted,$4.src}     // $140
(W)     and (8|M0)               r8.0<1>:ud    r18.2<0;1,0>:ud   0x7F000000:ud              {$3.src} // $140
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$11.dst}            //  memory fence commit; $140
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$12} // wr:1+0, rd:0; signal barrier // $140
(W)     sync.bar                             null                                                    // $140
(W)     mov (16|M0)              r9.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $141
        mov (16|M0)              r9.0<1>:f     r20.0<8;8,1>:f                   {Compacted}          // $142
(W)     mov (1|M0)               r11.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $143
(W)     mov (8|M0)               r11.1<1>:f    r9.0<8;8,1>:f                    {Compacted,@2}       // $144
(W)     mov (4|M0)               r12.1<1>:f    r10.0<4;4,1>:f                                        // $145
(W)     mov (2|M0)               r12.5<1>:f    r10.4<2;2,1>:f                                        // $146
(W)     mov (1|M0)               r12.7<1>:f    r10.6<0;1,0>:f                                        // $147
(W)     add (8|M0)               r11.1<2>:d    r11.0<2;1,0>:d    r11.1<2;1,0>:d   {@1}               // $148
(W)     add (4|M0)               r11.2<4>:d    r11.2<4;1,0>:d    r11.1<4;1,0>:d   {@1}               // $149
(W)     add (4|M0)               r11.3<4>:d    r11.3<4;1,0>:d    r11.1<4;1,0>:d   {@1}               // $150
(W)     add (4|M0)               r11.4<1>:d    r11.3<0;1,0>:d    r11.4<4;4,1>:d   {@1}               // $151
(W)     add (4|M0)               r12.4<1>:d    r12.3<0;1,0>:d    r12.4<4;4,1>:d                      // $152
(W)     add (8|M0)               r12.0<1>:d    r11.7<0;1,0>:d    r12.0<8;8,1>:d   {Compacted,@1}     // $153
        add (16|M0)              r112.0<1>:d   r11.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@1}     // $155
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $156
(f1.1)  if (16|M0)                           _0_094            _0_096                                // $156
// B028: [inDivergent],  Preds:{B027},  Succs:{B030}
_0_095:
        mov (16|M0)              r36.0<1>:f    0xF:f                                                 //  (0x0000000f:f); $158
        else (16|M0)                         _0_096            _0_096                                // $156
// B029: [inDivergent],  Preds:{B027},  Succs:{B030}
_0_094:
(W)     add (1|M0)               r5.0<1>:d     r123.0<0;1,0>:d   15:w               {Compacted}      // $162
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@1}    // $163
(W)     shr (1|M0)               r123.4<1>:d   r6.3<0;1,0>:ud    r126.1<0;1,0>:d  {@1}               // $164
(W)     add (2|M0)               r7.0<1>:d     r123.4<2;2,1>:d   -1:w               {Compacted,@1}   // $165
        cmp (16|M0)   (lt)f0.0   null<1>:d     r24.0<8;8,1>:ud   r7.0<0;1,0>:ud   {@1}               // $167
(~f0.0) sel (16|M0)              r36.0<1>:d    r7.1<0;1,0>:d     15:w                                // $168
// B030: Preds:{B029, B028},  Succs:{B031, B032}
_0_096:
        endif (16|M0)                        L2928                                                   // $156
L2928:
        cmp (16|M0)   (eq)f0.1   null<1>:d     r36.0<8;8,1>:d    r120.0<8;8,1>:d  {@2}               // $170
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $171
(f0.1)  if (16|M0)                           _0_097            _0_097                                // $171
// B031: [inDivergent],  Preds:{B030},  Succs:{B032}
_0_098:
        shl (16|M0)              r8.0<1>:d     r24.0<8;8,1>:d    2:w               {Compacted,$12.src} // $173
        send.dc1 (16|M0)         null     r8      r112    0x80            0x04025EFE           {@1,$13} // wr:2+2, rd:0; untyped surface write with x // $174
// B032: Preds:{B031, B030},  Succs:{B033, B034}
_0_097:
        endif (16|M0)                        L3016                                                   // $171
L3016:
(W)     send.dc0 (8|M0)          r7       r18     null    0x0            0x0219E0FE           {@7,$14} // wr:1h+0, rd:1; synchronized SLM fence // $176
        sync.nop                             null                             {Compacted,$13.src}    // $177
(W)     and (8|M0)               r8.0<1>:ud    r18.2<0;1,0>:ud   0x7F000000:ud              {$12.src} // $177
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$14.dst}            //  memory fence commit; $177
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$15} // wr:1+0, rd:0; signal barrier // $177
(W)     sync.bar                             null                                                    // $177
        cmp (16|M0)   (eq)f0.0   r10.0<1>:d    r24.0<8;8,1>:d    1:w               {Compacted}       // $180
(W)     mov (1|M0)               r5.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $178
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r19.0<0;1,0>:ud   0x2:uw                              // $181
(W)     send.dc0 (1|M0)          r111     r5      null    0x0            0x021108FE           {@2,$0} // wr:1+0, rd:1; byte gathering read 32b // $179
(~f0.0) sel (16|M0)              r12.0<1>:d    -r10.0<8;8,1>:d   1:w               {@3}              // $182
        cmp (16|M0)   (ne)f0.1   null<1>:d     r12.0<8;8,1>:d    0:w               {@1}              // $183
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $184
(f0.1)  if (16|M0)                           _0_099            _0_101                                // $184
// B033: [inDivergent],  Preds:{B032},  Succs:{B036}
_0_100:
        mov (16|M0)              r38.0<1>:f    r111.0<0;1,0>:f                  {Compacted,$0.dst}   // $186
        else (16|M0)                         _0_101            _0_101                                // $184
// B034: [inDivergent],  Preds:{B032},  Succs:{B035}
_0_099:
(W)     mov (1|M0)               r126.5<1>:f   0x1:f                                                 //  (0x00000001:f); $189
// B035: [inDivergent],  Preds:{B035, B034},  Succs:{B036, B035}
_0_102:
        sync.nop                             null                             {Compacted,$0.src}     // $191
(W)     shl (1|M0)               r5.0<1>:d     r126.5<0;1,0>:d   2:w               {Compacted,@1}    // $191
(W)     add (1|M0)               r126.5<1>:d   r126.5<0;1,0>:d   1:w                                 // $194
(W)     send.dc0 (1|M0)          r7       r5      null    0x0            0x021108FE           {@2,$1} // wr:1+0, rd:1; byte gathering read 32b // $192
        sync.nop                             null                             {Compacted,$15.src}    // $195
        cmp (16|M0)   (eq)f0.0   r8.0<1>:d     r24.0<8;8,1>:d    r126.5<0;1,0>:d  {Compacted,@1}     // $195
(W)     cmp (16|M0)   (ge)f0.0   null<1>:d     r126.5<0;1,0>:ud  r19.0<0;1,0>:ud                     // $196
(~f0.0) sel (16|M0)              r10.0<1>:d    -r8.0<8;8,1>:d    1:w               {@2}              // $197
        cmp (16|M0)   (ne)f0.0   null<1>:d     r10.0<8;8,1>:d    0:w               {Compacted,@1}    // $198
        sync.nop                             null                             {Compacted,$1.dst}     // $193
(W)     add (1|M0)               r111.0<1>:d   r7.0<0;1,0>:d     r111.0<0;1,0>:d  {Compacted,$0.dst} // $193
        mov (16|M0)              r38.0<1>:f    r111.0<0;1,0>:f                  {Compacted,@1}       // $199
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $200
(~f0.0) while (16|M0)                        _0_102                                                  // $200
// B036: Preds:{B033, B035},  Succs:{B037, B038}
_0_101:
        endif (16|M0)                        L3432                                                   // $184
L3432:
(W)     send.dc0 (8|M0)          r7       r18     null    0x0            0x0219E0FE           {$2} // wr:1h+0, rd:1; synchronized SLM fence // $202
(W)     mov (1|M0)               r5.0<1>:hf    0x10:hf                                               // $203
(W)     and (8|M0)               r10.0<1>:ud   r18.2<0;1,0>:ud   0x7F000000:ud                       // $206
        cmp (16|M0)   (gt)f0.0   null<1>:d     r5.0<0;1,0>:uw    r22.0<8;8,1>:ud  {@2}               // $203
        sync.nop                             null                             {Compacted,$15.src}    // $204
(~f0.0) sel (16|M0)              r8.0<1>:d     r38.0<8;8,1>:d    0:w               {@7}              // $204
        add (16|M0)              r40.0<1>:d    r8.0<8;8,1>:d     r112.0<8;8,1>:d  {Compacted,@1}     // $205
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$2.dst}             //  memory fence commit; $206
(W)     send.gtwy (1|M0)         null     r10     null    0x0            0x02000004           {@5,$3} // wr:1+0, rd:0; signal barrier // $206
(W)     sync.bar                             null                                                    // $206
(W)     mov (16|M0)              r11.0<1>:f    0x80000000:f                               {Compacted} //  (0x80000000:f); $207
        mov (16|M0)              r11.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $208
(W)     mov (1|M0)               r13.0<1>:f    0x80000000:f                               {Compacted} //  (0x80000000:f); $209
(W)     mov (8|M0)               r13.1<1>:f    r11.0<8;8,1>:f                   {Compacted,@2}       // $210
(W)     mov (4|M0)               r14.1<1>:f    r12.0<4;4,1>:f                                        // $211
(W)     mov (2|M0)               r14.5<1>:f    r12.4<2;2,1>:f                                        // $212
(W)     mov (1|M0)               r14.7<1>:f    r12.6<0;1,0>:f                                        // $213
(W)     sel (8|M0)    (ge)f0.0   r13.1<2>:d    r13.0<2;1,0>:d    r13.1<2;1,0>:d   {@1}               // $214
(W)     sel (4|M0)    (ge)f0.0   r13.2<4>:d    r13.2<4;1,0>:d    r13.1<4;1,0>:d   {@1}               // $215
(W)     sel (4|M0)    (ge)f0.0   r13.3<4>:d    r13.3<4;1,0>:d    r13.1<4;1,0>:d   {@1}               // $216
(W)     sel (4|M0)    (ge)f0.0   r13.4<1>:d    r13.3<0;1,0>:d    r13.4<4;4,1>:d   {@1}               // $217
(W)     sel (4|M0)    (ge)f0.0   r14.4<1>:d    r14.3<0;1,0>:d    r14.4<4;4,1>:d                      // $218
(W)     sel (8|M0)    (ge)f0.0   r14.0<1>:d    r13.7<0;1,0>:d    r14.0<8;8,1>:d   {@1}               // $219
        sel (16|M0)   (ge)f0.0   r108.0<1>:d   r13.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@1}     // $221
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $222
(f1.1)  if (16|M0)                           _0_103            _0_105                                // $222
// B037: [inDivergent],  Preds:{B036},  Succs:{B039}
_0_104:
        mov (16|M0)              r42.0<1>:f    0xF:f                                                 //  (0x0000000f:f); $224
        else (16|M0)                         _0_105            _0_105                                // $222
// B038: [inDivergent],  Preds:{B036},  Succs:{B039}
_0_103:
(W)     add (1|M0)               r5.0<1>:d     r123.0<0;1,0>:d   15:w               {Compacted}      // $228
(W)     add (1|M0)               r8.1<1>:d     r123.5<0;1,0>:d   -1:w                                // $232
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w               {Compacted,@2}    // $229
(W)     shr (1|M0)               r7.0<1>:d     r6.3<0;1,0>:ud    r126.1<0;1,0>:d  {@1}               // $230
(W)     add (1|M0)               r8.0<1>:d     r7.0<0;1,0>:d     -1:w               {Compacted,@1}   // $231
        cmp (16|M0)   (lt)f1.1   null<1>:d     r24.0<8;8,1>:ud   r8.0<0;1,0>:ud   {@1}               // $233 R{} IR{}{E:4,E:4,},  R{r8,} IR{} {BC=1}
(~f1.1) sel (16|M0)              r42.0<1>:d    r8.1<0;1,0>:d     15:w               {@5}             // $234
// B039: Preds:{B038, B037},  Succs:{B040, B041}
_0_105:
        endif (16|M0)                        L3928                                                   // $222
L3928:
(W)     mov (16|M0)              r7.0<1>:f     0x80000000:f                               {Compacted} //  (0x80000000:f); $236
(W)     mov (16|M0)              r9.0<1>:f     r108.0<8;8,1>:f                  {Compacted,$3.src}   // $237
        mov (8|M0)               r12.0<1>:f    r8.7<1;1,0>:f                    {Compacted,@1}       // $238
        mov (8|M0)               r13.0<1>:f    r9.7<1;1,0>:f                    {Compacted}          // $239
(~f1.0) sel (16|M0)              r106.0<1>:d   r12.0<8;8,1>:d    -2147483648:d               {@1}    // $240
        cmp (16|M0)   (eq)f1.0   null<1>:d     r42.0<8;8,1>:d    r120.0<8;8,1>:d  {@7}               // $241
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $242
(f1.0)  if (16|M0)                           _0_106            _0_106                                // $242
// B040: [inDivergent],  Preds:{B039},  Succs:{B041}
_0_107:
        shl (16|M0)              r8.0<1>:d     r24.0<8;8,1>:d    2:w               {Compacted}       // $244
        send.dc1 (16|M0)         null     r8      r108    0x80            0x04025EFE           {@1,$4} // wr:2+2, rd:0; untyped surface write with x // $245
// B041: Preds:{B040, B039},  Succs:{B042, B043}
_0_106:
        endif (16|M0)                        L4064                                                   // $242
L4064:
(W)     send.dc0 (8|M0)          r7       r18     null    0x0            0x0219E0FE           {$5} // wr:1h+0, rd:1; synchronized SLM fence // $247
(W)     and (8|M0)               r8.0<1>:ud    r18.2<0;1,0>:ud   0x7F000000:ud              {$4.src} // $248
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$5.dst}             //  memory fence commit; $248
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$6} // wr:1+0, rd:0; signal barrier // $248
(W)     sync.bar                             null                                                    // $248
(W)     mov (1|M0)               r5.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $249
(W)     send.dc0 (1|M0)          r35      r5      null    0x0            0x021108FE           {@1,$7} // wr:1+0, rd:1; byte gathering read 32b // $250
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $251
(f0.1)  if (16|M0)                           _0_108            _0_110                                // $251
// B042: [inDivergent],  Preds:{B041},  Succs:{B045}
_0_109:
        mov (16|M0)              r104.0<1>:f   r35.0<0;1,0>:f                   {Compacted,$7.dst}   // $253
        else (16|M0)                         _0_110            _0_110                                // $251
// B043: [inDivergent],  Preds:{B041},  Succs:{B044}
_0_108:
(W)     mov (1|M0)               r19.4<1>:f    0x1:f                                                 //  (0x00000001:f); $256
// B044: [inDivergent],  Preds:{B044, B043},  Succs:{B045, B044}
_0_111:
        sync.nop                             null                             {Compacted,$7.src}     // $258
(W)     shl (1|M0)               r5.0<1>:d     r19.4<0;1,0>:d    2:w               {Compacted,@1}    // $258
(W)     add (1|M0)               r19.4<1>:d    r19.4<0;1,0>:d    1:w                                 // $261
(W)     send.dc0 (1|M0)          r7       r5      null    0x0            0x021108FE           {@2,$8} // wr:1+0, rd:1; byte gathering read 32b // $259
        sync.nop                             null                             {Compacted,$6.src}     // $262
        cmp (16|M0)   (eq)f0.1   r8.0<1>:d     r24.0<8;8,1>:d    r19.4<0;1,0>:d   {@1}               // $262
(W)     cmp (16|M0)   (ge)f1.0   null<1>:d     r19.4<0;1,0>:ud   r19.0<0;1,0>:ud                     // $263
(~f1.0) sel (16|M0)              r10.0<1>:d    -r8.0<8;8,1>:d    1:w               {@2}              // $264
        cmp (16|M0)   (ne)f0.1   null<1>:d     r10.0<8;8,1>:d    0:w               {@1}              // $265
        sync.nop                             null                             {Compacted,$8.dst}     // $260
(W)     sel (1|M0)    (ge)f0.0   r35.0<1>:d    r7.0<0;1,0>:d     r35.0<0;1,0>:d   {$7.dst}           // $260
        mov (16|M0)              r104.0<1>:f   r35.0<0;1,0>:f                   {Compacted,@1}       // $266
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $267
(~f0.1) while (16|M0)                        _0_111                                                  // $267
// B045: Preds:{B042, B044},  Succs:{B046, B047}
_0_110:
        endif (16|M0)                        L4440                                                   // $251
L4440:
(W)     send.dc0 (8|M0)          r7       r18     null    0x0            0x0219E0FE           {$9} // wr:1h+0, rd:1; synchronized SLM fence // $269
        sync.nop                             null                             {Compacted,$6.src}     // $270
        sel (16|M0)   (ge)f0.0   r8.0<1>:d     r104.0<8;8,1>:d   r106.0<8;8,1>:d  {Compacted,@4}     // $270
(W)     and (8|M0)               r10.0<1>:ud   r18.2<0;1,0>:ud   0x7F000000:ud                       // $272
(f0.0)  sel (16|M0)              r102.0<1>:d   r106.0<8;8,1>:d   r8.0<8;8,1>:d    {Compacted,@2}     // $271
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$9.dst}             //  memory fence commit; $272
(W)     send.gtwy (1|M0)         null     r10     null    0x0            0x02000004           {@3,$10} // wr:1+0, rd:0; signal barrier // $272
(W)     sync.bar                             null                                                    // $272
        or (16|M0)               acc0.0<1>:w   r1.0<16;16,1>:w   r2.0<16;16,1>:w                     // $273
        or (16|M0)    (eq)f1.1   null<1>:w     acc0.0<16;16,1>:w  r3.0<16;16,1>:w                    // $274
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $276
(f1.1)  if (16|M0)                           _0_112            _0_112                                // $276
// B046: [inDivergent],  Preds:{B045},  Succs:{B047}
_0_113:
(W)     mov (1|M0)               f1.0<1>:uw    0x0:uw                                                // $279
        cmp (16|M0)   (eq)f1.0   null<1>:w     r44.0<0;1,0>:uw   r44.0<0;1,0>:uw                     // $280
(W)     mov (1|M0)               r5.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $278
(W)     mov (1|M0)               r5.2<1>:uw    f1.0<0;1,0>:uw                   {Compacted}          // $281
(W)     fbl (1|M0)               r6.3<1>:ud    r5.2<0;1,0>:uw                   {@1}                 // $282
(W)     shl (1|M0)               r6.3<1>:ud    r6.3<0;1,0>:ud    2:w               {@1}              // $283
(W)     add (1|M0)               a0.0<1>:uw    r6.6<0;1,0>:uw    0x280:uw              {@1}          // $284
(W)     mov (1|M0)               r7.0<1>:d     r[a0.0]<0;1,0>:d                                      // $285
(W)     send.dc0 (1|M0)          null     r5      r7      0x40            0x020308FE           {@1,$11} // wr:1+1, rd:0; byte scattering write 32b // $287
// B047: Preds:{B046, B045},  Succs:{B048, B053}
_0_112:
        endif (16|M0)                        L4752                                                   // $276
L4752:
        sync.nop                             null                             {Compacted,$11.src}    // $289
(W)     send.dc0 (8|M0)          r7       r18     null    0x0            0x0219E0FE           {$12} // wr:1h+0, rd:1; synchronized SLM fence // $289
(W)     and (8|M0)               r8.0<1>:ud    r18.2<0;1,0>:ud   0x7F000000:ud                       // $290
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$12.dst}            //  memory fence commit; $290
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$13} // wr:1+0, rd:0; signal barrier // $290
(W)     sync.bar                             null                                                    // $290
(W)     mov (1|M0)               r5.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $291
(W)     send.dc0 (1|M0)          r101     r5      null    0x0            0x021108FE           {@1,$14} // wr:1+0, rd:1; byte gathering read 32b // $292
(W)     send.dc0 (8|M0)          r9       r18     null    0x0            0x0219E0FE           {$15} // wr:1h+0, rd:1; synchronized SLM fence // $293
(W)     and (8|M0)               r10.0<1>:ud   r18.2<0;1,0>:ud   0x7F000000:ud              {$10.src} // $294
(W)     mov (8|M0)               null<1>:ud    r9.0<8;8,1>:ud                   {$15.dst}            //  memory fence commit; $294
(W)     send.gtwy (1|M0)         null     r10     null    0x0            0x02000004           {@2,$0} // wr:1+0, rd:0; signal barrier // $294
(W)     sync.bar                             null                                                    // $294
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r19.0<0;1,0>:d    1:w                                 // $295
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $296
(~f1.0) if (16|M0)                           _0_114            _wg_collectives_k0_0_cf               // $296
// B048: [inDivergent],  Preds:{B047},  Succs:{B049, B050}
_0_115:
(W)     send.dc0 (8|M0)          r7       r18     null    0x0            0x0219E0FE           {@7,$1} // wr:1h+0, rd:1; synchronized SLM fence // $298
(W)     and (8|M0)               r8.0<1>:ud    r18.2<0;1,0>:ud   0x7F000000:ud              {$13.src} // $299
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$1.dst}             //  memory fence commit; $299
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$2} // wr:1+0, rd:0; signal barrier // $299
(W)     sync.bar                             null                                                    // $299
(W)     mov (1|M0)               r5.0<1>:f     0x0:f                               {Compacted,$14.src} //  (0x00000000:f); $300
(W)     mov (1|M0)               r9.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $301
(W)     send.dc0 (1|M0)          null     r5      r9      0x40            0x020308FE           {@1,$3} // wr:1+1, rd:0; byte scattering write 32b // $302
        sync.nop                             null                             {Compacted,$0.src}     // $303
(W)     send.dc0 (8|M0)          r10      r18     null    0x0            0x0219E0FE           {$4} // wr:1h+0, rd:1; synchronized SLM fence // $303
(W)     and (8|M0)               r11.0<1>:ud   r18.2<0;1,0>:ud   0x7F000000:ud                       // $304
(W)     mov (8|M0)               null<1>:ud    r10.0<8;8,1>:ud                  {$4.dst}             //  memory fence commit; $304
(W)     send.gtwy (1|M0)         null     r11     null    0x0            0x02000004           {@2,$5} // wr:1+0, rd:0; signal barrier // $304
(W)     sync.bar                             null                                                    // $304
        cmp (16|M0)   (lt)f0.1   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $305
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $306
(f0.1)  if (16|M0)                           _0_116            _0_116                                // $306
// B049: [NoMaskWA],  [inDivergent],  Preds:{B048},  Succs:{B050}
_0_117:
(W)     mov (1|M0)               r110.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $308
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $308
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $308
(W&f0.0.any16h) mov (1|M0)       r5.0<1>:f     0x0:f                               {$3.src}          //  (0x00000000:f); $308
(W&f0.0.any16h) mov (1|M0)       r7.0<1>:f     0x1:f                                                 //  (0x00000001:f); $309
(W&f0.0.any16h) send.dc0 (1|M0)   null    r5      r7      0x40            0x020308FE           {@1,$6} // wr:1+1, rd:0; byte scattering write 32b // $310
(W)     mov (1|M0)               f0.0<1>:uw    r110.0<0;1,0>:uw                 {@5}                 // 
// B050: [NoMaskWA],  [inDivergent],  Preds:{B049, B048},  Succs:{B051, B052}
_0_116:
        endif (16|M0)                        L5360                                                   // $306
L5360:
(W)     mov (1|M0)               r110.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $312
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $312
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $312
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $312
        sync.nop                             null                             {Compacted,$6.src}     // $312
(W&f0.0.any16h) send.dc0 (8|M0)   r7      r18     null    0x0            0x0219E0FE           {$7} // wr:1h+0, rd:1; synchronized SLM fence // $312
(W&f0.0.any16h) and (8|M0)       r8.0<1>:ud    r18.2<0;1,0>:ud   0x7F000000:ud              {$2.src} // $313
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$7.dst}             //  memory fence commit; $313
(W&f0.0.any16h) send.gtwy (1|M0)   null   r8      null    0x0            0x02000004           {@2,$8} // wr:1+0, rd:0; signal barrier // $313
(W)     sync.bar                             null                                                    // $313
(W&f0.0.any16h) mov (1|M0)       r5.0<1>:f     0x0:f                               {$3.src}          //  (0x00000000:f); $314
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $315
(W&f0.0.any16h) send.dc0 (1|M0)   r45     r5      null    0x0            0x021108FE           {@2,$9} // wr:1+0, rd:1; byte gathering read 32b // $315
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@1} // $316
(W&f0.0.any16h) send.dc0 (8|M0)   r9      r18     null    0x0            0x0219E0FE           {$10} // wr:1h+0, rd:1; synchronized SLM fence // $316
(W&f0.0.any16h) and (8|M0)       r10.0<1>:ud   r18.2<0;1,0>:ud   0x7F000000:ud                       // $317
(W)     mov (8|M0)               null<1>:ud    r9.0<8;8,1>:ud                   {$10.dst}            //  memory fence commit; $317
(W&f0.0.any16h) send.gtwy (1|M0)   null   r10     null    0x0            0x02000004           {@2,$11} // wr:1+0, rd:0; signal barrier // $317
(W)     sync.bar                             null                                                    // $317
(W&f0.0.any16h) mov (1|M0)       r11.0<1>:f    0x1:f                               {$5.src}          //  (0x00000001:f); $319
(W&f0.0.any16h) send.dc0 (1|M0)   null    r5      r11     0x40            0x020308FE           {@1,$12} // wr:1+1, rd:0; byte scattering write 32b // $320
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $321
(W&f0.0.any16h) send.dc0 (8|M0)   r7      r18     null    0x0            0x0219E0FE           {@7,$15} // wr:1h+0, rd:1; synchronized SLM fence // $321
(W&f0.0.any16h) and (8|M0)       r12.0<1>:ud   r18.2<0;1,0>:ud   0x7F000000:ud                       // $322
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$15.dst}            //  memory fence commit; $322
(W&f0.0.any16h) send.gtwy (1|M0)   null   r12     null    0x0            0x02000004           {@2,$1} // wr:1+0, rd:0; signal barrier // $322
(W)     mov (1|M0)               f0.0<1>:uw    r110.0<0;1,0>:uw                                      // $322
(W)     sync.bar                             null                                                    // $322
        cmp (16|M0)   (lt)f0.0   null<1>:d     r20.0<8;8,1>:d    1000:w               {Compacted}    // $323
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@5} // $324
(~f0.0) if (16|M0)                           _0_118            _0_118                                // $324
// B051: [NoMaskWA],  [inDivergent],  Preds:{B050},  Succs:{B052}
_0_119:
(W)     mov (1|M0)               r110.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $326
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $326
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $326
(W&f0.0.any16h) mov (1|M0)       r5.0<1>:f     0x0:f                               {$12.src}         //  (0x00000000:f); $326
(W&f0.0.any16h) mov (1|M0)       r7.0<1>:f     0x0:f                                                 //  (0x00000000:f); $327
(W&f0.0.any16h) send.dc0 (1|M0)   null    r5      r7      0x40            0x020308FE           {@1,$4} // wr:1+1, rd:0; byte scattering write 32b // $328
(W)     mov (1|M0)               f0.0<1>:uw    r110.0<0;1,0>:uw                 {@5}                 // 
// B052: [NoMaskWA],  [inDivergent],  Preds:{B051, B050},  Succs:{B054}
_0_118:
        endif (16|M0)                        L5952                                                   // $324
L5952:
(W)     mov (1|M0)               r110.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $330
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $330
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $330
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $330
        sync.nop                             null                             {Compacted,$4.src}     // $330
(W&f0.0.any16h) send.dc0 (8|M0)   r7      r18     null    0x0            0x0219E0FE           {$6} // wr:1h+0, rd:1; synchronized SLM fence // $330
(W&f0.0.any16h) and (8|M0)       r8.0<1>:ud    r18.2<0;1,0>:ud   0x7F000000:ud              {$8.src} // $331
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$6.dst}             //  memory fence commit; $331
(W&f0.0.any16h) send.gtwy (1|M0)   null   r8      null    0x0            0x02000004           {@2,$2} // wr:1+0, rd:0; signal barrier // $331
(W)     sync.bar                             null                                                    // $331
(W&f0.0.any16h) mov (1|M0)       r5.0<1>:f     0x0:f                               {$12.src}         //  (0x00000000:f); $332
(W&f0.0.any16h) mov (1|M0)       r126.6<1>:f   r45.0<0;1,0>:f                   {$9.dst}             // $334
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@5} // $333
(W&f0.0.any16h) send.dc0 (1|M0)   r9      r5      null    0x0            0x021108FE           {@3,$3} // wr:1+0, rd:1; byte gathering read 32b // $333
(W&f0.0.any16h) mov (1|M0)       r19.5<1>:f    r9.0<0;1,0>:f                    {$3.dst}             // $335
(W)     mov (1|M0)               f0.0<1>:uw    r110.0<0;1,0>:uw                 {@7}                 // $296
        else (16|M0)                         _wg_collectives_k0_0_cf  _wg_collectives_k0_0_cf        // $296
// B053: [NoMaskWA],  [inDivergent],  Preds:{B047},  Succs:{B054}
_0_114:
(W)     mov (1|M0)               r110.0<1>:uw  f0.0<0;1,0>:uw                   {Compacted}          // $339
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $339
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $339
        sync.nop                             null                             {Compacted,$11.src}    // $345
        cmp (16|M0)   (lt)f1.1   r10.0<1>:d    r20.0<8;8,1>:d    1000:w               {$0.src}       // $345
        sync.nop                             null                             {Compacted,$2.src}     // $339
(W&f0.0.any16h) mov (16|M0)      r7.0<1>:f     0x0:f                               {$13.src}         //  (0x00000000:f); $339
        shr (16|M0)              r7.0<1>:d     r20.0<8;8,1>:ud   31:w               {Compacted}      // $338
(W&f0.0.any16h) mov (16|M0)      r12.0<1>:f    0xFFFFFFFF:f                               {$1.src}   //  (0xffffffff:f); $347
(W)     sel (8|M0)    (ge)f0.0   r46.0<1>:ud   r7.0<8;8,1>:ud    r8.0<8;8,1>:ud   {@2}               // $341
        mov (16|M0)              r12.0<1>:d    -r10.0<8;8,1>:d                  {@5}                 // $346
(W&f0.0.any16h) mov (8|M0)       r9.0<1>:f     r46.0<8;8,1>:f                   {@2}                 // $342
(W)     sel (4|M0)    (ge)f0.0   r46.0<1>:ud   r9.0<4;4,1>:ud    r9.4<4;4,1>:ud   {@1}               // $342
        sync.nop                             null                             {Compacted,$14.src}    // $343
(W&f0.0.any16h) mov (4|M0)       r5.0<1>:f     r46.0<4;4,1>:f                   {@1}                 // $343
(W)     sel (2|M0)    (ge)f0.0   r46.0<1>:ud   r5.0<2;2,1>:ud    r5.2<2;2,1>:ud   {@1}               // $343
(W&f0.0.any16h) mov (2|M0)       r6.3<1>:f     r46.0<2;2,1>:f                   {@1}                 // $344
(W)     sel (1|M0)    (ge)f0.0   r46.0<1>:d    r6.3<0;1,0>:ud    r6.4<0;1,0>:ud   {@1}               // $344
(W&f0.0.any16h) mov (1|M0)       r126.6<1>:f   r46.0<0;1,0>:f                   {@1}                 // $345
(W)     sel (8|M0)    (lt)f0.0   r46.0<1>:ud   r12.0<8;8,1>:ud   r13.0<8;8,1>:ud  {@7}               // $349
(W&f0.0.any16h) mov (8|M0)       r14.0<1>:f    r46.0<8;8,1>:f                   {@1}                 // $350
(W)     sel (4|M0)    (lt)f0.0   r46.0<1>:ud   r14.0<4;4,1>:ud   r14.4<4;4,1>:ud  {@1}               // $350
(W&f0.0.any16h) mov (4|M0)       r15.0<1>:f    r46.0<4;4,1>:f                   {@1}                 // $351
(W)     sel (2|M0)    (lt)f0.0   r46.0<1>:ud   r15.0<2;2,1>:ud   r15.2<2;2,1>:ud  {@1}               // $351
(W&f0.0.any16h) mov (2|M0)       r16.0<1>:f    r46.0<2;2,1>:f                   {@1}                 // $352
(W)     sel (1|M0)    (lt)f0.0   r46.0<1>:d    r16.0<0;1,0>:ud   r16.1<0;1,0>:ud  {@1}               // $352
(W&f0.0.any16h) mov (1|M0)       r19.5<1>:f    r46.0<0;1,0>:f                   {@1}                 // 
(W)     mov (1|M0)               f0.0<1>:uw    r110.0<0;1,0>:uw                                      // 
// B054: Preds:{B052, B053},  Succs:{B055}
_wg_collectives_k0_0_cf:
        endif (16|M0)                        _0_120                                                  // $296
// B055: Preds:{B054},  Succs:{}
_0_120:
(W)     cmp (1|M0)    (ne)f1.0   r5.0<1>:d     r126.6<0;1,0>:d   0:w               {@7}              // $354
(W)     cmp (1|M0)    (eq)f0.1   null<1>:d     r19.5<0;1,0>:d    0:w               {@4}              // $356
(W)     mov (1|M0)               r5.2<1>:hf    0x0:hf                                                // $357
        mad (16|M0)              r8.0<1>:d     r114.0<8;1>:d     r40.0<8;1>:d      3:w               {$2.src} // $360
(W)     mov (1|M0)               r6.3<1>:d     -r5.0<0;1,0>:d                   {@4}                 // $355
(W&f0.1) sel (1|M0)              r6.16<2>:b    r5.2<0;1,0>:w     2:w               {@3}              // $357
        mad (16|M0)              r8.0<1>:d     r8.0<8;1>:d       r102.0<8;1>:d     5:w               {@3} // $361
(W)     or (1|M0)                r7.0<1>:d     r6.16<0;1,0>:ub   r6.3<0;1,0>:d    {@2}               // $359
        mad (16|M0)              r8.0<1>:d     r8.0<8;1>:d       r101.0<0;0>:d     7:w               {@2,$14.dst} // $362
        add (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@1}     // $363
(W)     mov (8|M0)               r127.0<1>:f   r18.0<8;8,1>:f                   {Compacted}          // $366
        send.dc1 (16|M0)         null     r124    r8      0x80            0x04025E01           {@2,$7} // wr:2+2, rd:0; untyped surface write with x // $365
        sync.nop                             null                             {Compacted,$11.src}    // $366
(W)     send.dc0 (8|M0)          r10      r18     null    0x0            0x0219E000           {$8} // wr:1h+0, rd:1; synchronized global fence flushing // $366
(W)     mov (8|M0)               null<1>:ud    r10.0<8;8,1>:ud                  {$8.dst}             //  memory fence commit; $366
(W)     send.dc0 (8|M0)          r11      r18     null    0x0            0x0219E0FE           {$9} // wr:1h+0, rd:1; synchronized SLM fence // $366
(W)     mov (8|M0)               null<1>:ud    r11.0<8;8,1>:ud                  {$9.dst}             //  memory fence commit; $366
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $366


//.BankConflicts: 4
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 4
//.SIMD16ReadSuppressions: 1
//.SIMD8s: 579
//
//.RMWs: 1
//
//.accSubDef: 1
//.accSubUse: 1
//.accSubCandidateDef: 1
//.accSubCandidateUse: 1
