//.kernel math_round
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 367
//.RA type	HYBRID_BC_RA
//.spill flag store 6
//.spill flag load 11

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r46.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r46.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r46.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r126.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r42.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r40.0)
//.declare V0056 (64)  rf=r size=128 type=f align=16 words (r84.0)
//.declare V0057 (65)  rf=r size=128 type=f align=16 words (r36.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0059 (67)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0060 (68)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0061 (69)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0062 (70)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0063 (71)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0064 (72)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0065 (73)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0066 (74)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0068 (76)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0069 (77)  rf=r size=4 type=f align=2 words (r8.0)
//.declare V0070 (78)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0071 (79)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0072 (80)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0073 (81)  rf=r size=64 type=f align=16 words (r94.0)
//.declare V0074 (82)  rf=r size=4 type=f align=2 words (r6.1)
//.declare P01 (83)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0075 (84)  rf=r size=64 type=f align=16 words (r108.0)
//.declare V0076 (85)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0077 (86)  rf=r size=64 type=f align=16 words (r92.0)
//.declare V0078 (87)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0079 (88)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0080 (89)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0081 (90)  rf=r size=4 type=f align=2 words (r8.0)
//.declare P02 (91)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0082 (92)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0083 (93)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0084 (94)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0085 (95)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0086 (96)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0087 (97)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0088 (98)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0089 (99)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0090 (100)  rf=r size=128 type=d alias=V0056+0 align=16 words (r84.0)
//.declare V0091 (101)  rf=r size=128 type=d alias=V0057+0 align=16 words (r36.0)
//.declare V0092 (102)  rf=r size=64 type=f alias=V0088+0 align=16 words (r2.0)
//.declare V0093 (103)  rf=r size=64 type=f alias=V0089+0 align=16 words (r44.0)
//.declare V0094 (104)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0095 (105)  rf=r size=64 type=f align=16 words (r6.0)
//.declare P03 (106)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare P04 (107)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0096 (108)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0097 (109)  rf=r size=64 type=f align=16 words (r20.0)
//.declare P05 (110)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0098 (111)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0099 (112)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0100 (113)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0101 (114)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0102 (115)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0103 (116)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0104 (117)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0105 (118)  rf=r size=64 type=f align=16 words (r90.0)
//.declare V0106 (119)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0107 (120)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0108 (121)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V0109 (122)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0110 (123)  rf=r size=64 type=f align=16 words (r88.0)
//.declare V0111 (124)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0112 (125)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0113 (126)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0114 (127)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0115 (128)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0116 (129)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0117 (130)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0118 (131)  rf=r size=64 type=f align=16 words (r108.0)
//.declare V0119 (132)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0120 (133)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0121 (134)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0122 (135)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0123 (136)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0124 (137)  rf=r size=4 type=f align=2 words (r6.0)
//.declare P06 (138)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0125 (139)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0126 (140)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0127 (141)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0128 (142)  rf=r size=64 type=f align=16 words (r118.0)
//.declare P07 (143)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0129 (144)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0130 (145)  rf=r size=64 type=f align=16 words (r122.0)
//.declare P08 (146)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P09 (147)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0131 (148)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0132 (149)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0133 (150)  rf=r size=64 type=f alias=V0131+0 align=16 words (r4.0)
//.declare V0134 (151)  rf=r size=64 type=f alias=V0132+0 align=16 words (r120.0)
//.declare V0135 (152)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0136 (153)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0137 (154)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0138 (155)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0139 (156)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0140 (157)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0141 (158)  rf=r size=4 type=f align=2 words (r48.1)
//.declare V0142 (159)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0143 (160)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0144 (161)  rf=r size=64 type=f alias=V0142+0 align=16 words (r10.0)
//.declare V0145 (162)  rf=r size=64 type=f alias=V0143+0 align=16 words (r116.0)
//.declare  (163)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (164)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P10 (165)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0146 (166)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0147 (167)  rf=r size=64 type=d align=16 words (r118.0)
//.declare P11 (168)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P12 (169)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0148 (170)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0149 (171)  rf=r size=64 type=f align=16 words (r10.0)
//.declare P13 (172)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0150 (173)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0151 (174)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0152 (175)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0153 (176)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0154 (177)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0155 (178)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0156 (179)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0157 (180)  rf=r size=64 type=f align=16 words (r116.0)
//.declare P14 (181)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0158 (182)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0159 (183)  rf=r size=64 type=f align=16 words (r20.0)
//.declare P15 (184)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0160 (185)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0161 (186)  rf=r size=64 type=f align=16 words (r8.0)
//.declare P16 (187)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P17 (188)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P18 (189)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0162 (190)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0163 (191)  rf=r size=64 type=f align=16 words (r26.0)
//.declare P19 (192)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P20 (193)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P21 (194)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P22 (195)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0164 (196)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0165 (197)  rf=r size=64 type=d align=16 words (r22.0)
//.declare P23 (198)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0166 (199)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0167 (200)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0168 (201)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0169 (202)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0170 (203)  rf=r size=64 type=d alias=V0166+0 align=16 words (r124.0)
//.declare V0171 (204)  rf=r size=64 type=d alias=V0167+0 align=16 words (r122.0)
//.declare V0172 (205)  rf=r size=64 type=ud alias=V0166+0 align=16 words (r124.0)
//.declare V0173 (206)  rf=r size=64 type=ud alias=V0167+0 align=16 words (r122.0)
//.declare V0174 (207)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0175 (208)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0176 (209)  rf=r size=64 type=d alias=V0094+0 align=16 words (r16.0)
//.declare V0177 (210)  rf=r size=64 type=d alias=V0095+0 align=16 words (r6.0)
//.declare V0178 (211)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r16.0)
//.declare V0179 (212)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r6.0)
//.declare P24 (213)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P25 (214)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0180 (215)  rf=r size=64 type=ud alias=V0164+0 align=16 words (r24.0)
//.declare V0181 (216)  rf=r size=64 type=ud alias=V0165+0 align=16 words (r22.0)
//.declare V0182 (217)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0183 (218)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0184 (219)  rf=r size=32 type=b align=16 words (r4.0)
//.declare V0185 (220)  rf=r size=32 type=b align=16 words (r121.0)
//.declare V0186 (221)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0187 (222)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0188 (223)  rf=r size=32 type=ub alias=V0184+0 align=16 words (r4.0)
//.declare V0189 (224)  rf=r size=32 type=ub alias=V0185+0 align=16 words (r121.0)
//.declare P26 (225)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0190 (226)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0191 (227)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0192 (228)  rf=r size=32 type=b align=16 words (r5.0)
//.declare V0193 (229)  rf=r size=32 type=b align=16 words (r120.0)
//.declare V0196 (232)  rf=r size=32 type=ub alias=V0192+0 align=16 words (r5.0)
//.declare V0197 (233)  rf=r size=32 type=ub alias=V0193+0 align=16 words (r120.0)
//.declare V0198 (234)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0199 (235)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0200 (236)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0201 (237)  rf=r size=64 type=d align=16 words (r112.0)
//.declare P27 (238)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0202 (239)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0203 (240)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0204 (241)  rf=r size=64 type=f alias=V0200+0 align=16 words (r16.0)
//.declare V0205 (242)  rf=r size=64 type=f alias=V0201+0 align=16 words (r112.0)
//.declare P28 (243)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P29 (244)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0206 (245)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0207 (246)  rf=r size=64 type=f align=16 words (r4.0)
//.declare P30 (247)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0208 (248)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0209 (249)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0210 (250)  rf=r size=64 type=f alias=V0208+0 align=16 words (r124.0)
//.declare V0211 (251)  rf=r size=64 type=f alias=V0209+0 align=16 words (r122.0)
//.declare  (252)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (253)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0212 (254)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0213 (255)  rf=r size=64 type=f align=16 words (r118.0)
//.declare P31 (256)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0214 (257)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0215 (258)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0216 (259)  rf=r size=64 type=f alias=V0214+0 align=16 words (r124.0)
//.declare V0217 (260)  rf=r size=64 type=f alias=V0215+0 align=16 words (r122.0)
//.declare  (261)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (262)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0218 (263)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0219 (264)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0220 (265)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0221 (266)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0222 (267)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0223 (268)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0224 (269)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (270)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (271)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (272)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (273)  rf=r size=32 type=uw align=16 words (r123.0)
//.declare  (274)  rf=r size=32 type=uw align=16 words (r122.0)
//.declare  (275)  rf=r size=32 type=uw align=16 words (r125.0)
//.declare  (276)  rf=r size=32 type=uw align=16 words (r124.0)
//.declare  (277)  rf=r size=32 type=uw align=16 words (r125.0)
//.declare  (278)  rf=r size=32 type=uw align=16 words (r124.0)
//.declare  (279)  rf=r size=32 type=uw align=16 words (r125.0)
//.declare  (280)  rf=r size=32 type=uw align=16 words (r124.0)
//.declare  (281)  rf=r size=4 type=f align=2 words (r3.0)
//.declare  (283)  rf=r size=4 type=f align=2 words (r126.1)
//.declare  (285)  rf=r size=4 type=f align=2 words (r126.0)
//.declare  (287)  rf=r size=2 type=uw align=1 words (r126.0)
//.declare  (291)  rf=r size=2 type=uw align=1 words (r126.0)
//.declare  (293)  rf=r size=2 type=uw align=1 words (r126.0)
//.declare  (295)  rf=r size=4 type=f align=2 words (r126.0)
//.declare  (297)  rf=r size=2 type=w align=1 words (r3.0)
//.declare  (303)  rf=r size=4 type=uw align=2 words (r126.0)
//.declare  (304)  rf=r size=4 type=uw align=2 words (r48.0)
//.declare  (305)  rf=r size=4 type=uw align=2 words (r48.4)
//.declare  (306)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (307)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (308)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (309)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (310)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (311)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (312)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (313)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (314)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (315)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (316)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (317)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (318)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (319)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (320)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (321)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (322)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (323)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (324)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (325)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (326)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (327)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (328)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (329)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (330)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (331)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (332)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (333)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (334)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (335)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (336)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (337)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (338)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (339)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (340)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (341)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (342)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (343)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (344)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (345)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (346)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (347)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (348)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (349)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (350)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (351)  rf=r size=32 type=d align=16 words (r88.0)
//.declare  (352)  rf=r size=32 type=d align=16 words (r89.0)
//.declare  (353)  rf=r size=32 type=d align=16 words (r90.0)
//.declare  (354)  rf=r size=32 type=d align=16 words (r91.0)
//.declare  (355)  rf=r size=32 type=d align=16 words (r92.0)
//.declare  (356)  rf=r size=32 type=d align=16 words (r93.0)
//.declare  (357)  rf=r size=32 type=d align=16 words (r94.0)
//.declare  (358)  rf=r size=32 type=d align=16 words (r95.0)
//.declare  (359)  rf=r size=32 type=d align=16 words (r96.0)
//.declare  (360)  rf=r size=32 type=d align=16 words (r97.0)
//.declare  (361)  rf=r size=32 type=d align=16 words (r98.0)
//.declare  (362)  rf=r size=32 type=d align=16 words (r99.0)
//.declare  (363)  rf=r size=32 type=d align=16 words (r100.0)
//.declare  (364)  rf=r size=32 type=d align=16 words (r101.0)
//.declare  (365)  rf=r size=32 type=d align=16 words (r102.0)
//.declare  (366)  rf=r size=32 type=d align=16 words (r103.0)
//.declare  (367)  rf=r size=32 type=d align=16 words (r104.0)
//.declare  (368)  rf=r size=32 type=d align=16 words (r105.0)
//.declare  (369)  rf=r size=32 type=d align=16 words (r106.0)
//.declare  (370)  rf=r size=32 type=d align=16 words (r107.0)
//.declare  (371)  rf=r size=32 type=d align=16 words (r108.0)
//.declare  (372)  rf=r size=32 type=d align=16 words (r109.0)
//.declare  (373)  rf=r size=32 type=d align=16 words (r110.0)
//.declare  (374)  rf=r size=32 type=d align=16 words (r111.0)
//.declare  (375)  rf=r size=32 type=d align=16 words (r112.0)
//.declare  (376)  rf=r size=32 type=d align=16 words (r113.0)
//.declare  (377)  rf=r size=32 type=d align=16 words (r114.0)
//.declare  (378)  rf=r size=32 type=d align=16 words (r115.0)
//.declare  (379)  rf=r size=32 type=d align=16 words (r116.0)
//.declare  (380)  rf=r size=32 type=d align=16 words (r117.0)
//.declare  (381)  rf=r size=32 type=d align=16 words (r118.0)
//.declare  (382)  rf=r size=32 type=d align=16 words (r119.0)
//.declare  (383)  rf=r size=32 type=d align=16 words (r120.0)
//.declare  (384)  rf=r size=32 type=d align=16 words (r121.0)
//.declare  (385)  rf=r size=32 type=d align=16 words (r122.0)
//.declare  (386)  rf=r size=32 type=d align=16 words (r123.0)
//.declare  (387)  rf=r size=32 type=d align=16 words (r124.0)
//.declare  (388)  rf=r size=32 type=d align=16 words (r125.0)
//.declare  (389)  rf=r size=32 type=d align=16 words (r126.0)

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
// | V0222    | :uq      |      8 | r8       | general    |
// | V0223    | :uq      |      8 | r8+8     | general    |
// | V0224    | :uq      |      8 | r8+16    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B006}
_main:
(W)     mov (8|M0)               r46.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r126.0<1>:d   r9.0<0;1,0>:d     r46.1<0;1,0>:d   {Compacted}        // $2
(W)     mov (1|M0)               r3.0<1>:f     0xBEFFFFFF:f                                          // $34
(W)     mov (1|M0)               r126.1<1>:f   0x0:f                                                 // $100
(W)     mov (1|M0)               r6.0<1>:f     0x40000000:f                                          // $19
(W)     mov (1|M0)               r8.0<1>:f     0x40400000:f                                          // $24
(W)     mov (1|M0)               r6.1<1>:f     0x40800000:f                                          // $29
(W)     mov (1|M0)               r48.1<1>:f    0x3F800000:f                                          // $130
        add (16|M0)              r124.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r122.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r42.0<1>:d    r124.0<8;8,1>:d   2:w                                 // $9
        shl (16|M16)             r40.0<1>:d    r122.0<8;8,1>:d   2:w                                 // $10
        send (16|M0)             r84:w    r42     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $12
        send (16|M16)            r36:w    r40     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $14
        cmp (16|M0)   (lt)f1.0   null<1>:f     r84.0<8;8,1>:f    0x0:f                               // $32
        rndd (16|M0)             r120.0<1>:f   r84.0<8;8,1>:f                   {Compacted}          // $15
        cmp (16|M0)   (ne)f0.0   null<1>:f     r84.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted}        // $43
        rndd (16|M16)            r118.0<1>:f   r36.0<8;8,1>:f                                        // $16
        cmp (16|M16)  (ne)f0.0   null<1>:f     r36.0<8;8,1>:f    r36.0<8;8,1>:f                      // $44
(W)     mov (1|M0)               r48.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $32
        cmp (16|M0)   (gt)f1.0   null<1>:f     r86.0<8;8,1>:f    0x0:f                               // $104
(~f0.0) sel (16|M0)              r4.0<1>:f     r120.0<8;8,1>:f   0x7FFFFFFF:f                        // $45
(~f0.0) sel (16|M16)             r116.0<1>:f   r118.0<8;8,1>:f   0x7FFFFFFF:f                        // $46
(W)     mov (1|M0)               f0.0<1>:ud    r48.0<0;1,0>:ud                  {Compacted}          // $33
        cmp (16|M16)  (lt)f0.0   null<1>:f     r36.0<8;8,1>:f    0x0:f                               // $33
(W)     mov (1|M0)               r126.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $104
        add (16|M0)              r124.0<1>:f   r84.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted}        // $47
        add (16|M16)             r12.0<1>:f    r36.0<8;8,1>:f    -r116.0<8;8,1>:f                    // $48
(W)     mov (1|M0)               r48.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $33
        rndu (16|M0)             r10.0<1>:f    r86.0<8;8,1>:f                   {Compacted}          // $17
(W)     mov (1|M0)               f0.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $105
        cmp (16|M16)  (gt)f0.0   null<1>:f     r38.0<8;8,1>:f    0x0:f                               // $105
        rndu (16|M16)            r114.0<1>:f   r38.0<8;8,1>:f                                        // $18
(W)     mov (1|M0)               f1.0<1>:ud    r48.0<0;1,0>:ud                  {Compacted}          // $34
        and (16|M16)             r44.0<1>:d    r36.0<8;8,1>:d    -2147483648:d                       // $52
(W)     mov (1|M0)               r126.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $105
(W)     mov (1|M0)               f0.0<1>:ud    r48.0<0;1,0>:ud                  {Compacted}          // $35
        sel (16|M0)   (lt)f0.0   r106.0<1>:f   r124.0<8;8,1>:f   0x3F7FFFFF:f                        // $49
(f1.0)  sel (16|M0)              r108.0<1>:f   r3.0<0;1,0>:f     0x3EFFFFFF:f                        // $34
        cmp (16|M0)   (lt)f1.0   null<1>:f     r84.0<8;8,1>:f    0x3F000000:f                        // $98
(f0.0)  sel (16|M16)             r16.0<1>:f    r3.0<0;1,0>:f     0x3EFFFFFF:f                        // $35
        sel (16|M16)  (lt)f0.0   r18.0<1>:f    r12.0<8;8,1>:f    0x3F7FFFFF:f                        // $50
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r84.0<8;8,1>:f  0x7F800000:f                     // $57
        and (16|M0)              r2.0<1>:d     r84.0<8;8,1>:d    -2147483648:d                       // $51
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r36.0<8;8,1>:f  0x7F800000:f                     // $58
(f1.0)  sel (16|M0)              r28.0<1>:f    r126.1<0;1,0>:f   0x3F800000:f                        // $100
        rnde (16|M0)             r112.0<1>:f   r84.0<8;8,1>:f                   {Compacted}          // $22
        rnde (16|M16)            r110.0<1>:f   r36.0<8;8,1>:f                                        // $23
        mad (8|M0)               r14.0<1>:f    r120.0<2;1>:f     r6.0<0;0>:f       r10.0<1>:f       {Compacted} // $20 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M8)               r15.0<1>:f    r121.0<2;1>:f     r6.0<0;0>:f       r11.0<1>:f        // $20 {0=OH, 1=EL, 2=OL, BC=GOOD}
        mad (8|M16)              r122.0<1>:f   r118.0<2;1>:f     r6.0<0;0>:f       r114.0<1>:f       // $21 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r123.0<1>:f   r119.0<2;1>:f     r6.0<0;0>:f       r115.0<1>:f       // $21 {0=OH, 1=EL, 2=OH, BC=GOOD}
        cmp (16|M16)  (lt)f1.0   null<1>:f     r36.0<8;8,1>:f    0x3F000000:f                        // $99
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r84.0<8;8,1>:f  0x7F800000:f                     // $55
(f0.0)  sel (16|M0)              r104.0<1>:f   r2.0<8;8,1>:f     r106.0<8;8,1>:f  {Compacted}        // $59
(f0.0)  sel (16|M16)             r20.0<1>:f    r44.0<8;8,1>:f    r18.0<8;8,1>:f                      // $60
        cmp (16|M0)   (ne)f0.0   null<1>:f     r84.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted}        // $61
        cmp (16|M16)  (ne)f0.0   null<1>:f     r36.0<8;8,1>:f    r36.0<8;8,1>:f                      // $62
        add (16|M0)              r120.0<1>:f   r86.0<8;8,1>:f    -r84.0<8;8,1>:f  {Compacted}        // $93
(W)     mov (1|M0)               r6.0<1>:f     0x3E800000:f                                          // $95
        rndz (16|M0)             r118.0<1>:f   r86.0<8;8,1>:f                   {Compacted}          // $27
        mad (8|M0)               r124.0<1>:f   r14.0<2;1>:f      r8.0<0;0>:f       r112.0<1>:f      {Compacted} // $25 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r125.0<1>:f   r15.0<2;1>:f      r8.0<0;0>:f       r113.0<1>:f       // $25 {0=OL, 1=EL, 2=OH, BC=GOOD}
        mad (8|M16)              r12.0<1>:f    r122.0<2;1>:f     r8.0<0;0>:f       r110.0<1>:f       // $26 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r13.0<1>:f    r123.0<2;1>:f     r8.0<0;0>:f       r111.0<1>:f       // $26 {0=OH, 1=EL, 2=OH, BC=GOOD}
        sel (16|M0)   (lt)f0.0   r102.0<1>:f   r86.0<8;8,1>:f    0x7FC00000:f                        // $77
        sel (16|M0)   (lt)f0.0   r106.0<1>:f   r84.0<8;8,1>:f    0x7FC00000:f                        // $83
(W)     mov (1|M0)               r48.2<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $55
        sel (16|M0)   (lt)f0.0   r112.0<1>:f   r84.0<8;8,1>:f    0x7FC00000:f                        // $69
        sel (16|M0)   (lt)f0.0   r122.0<1>:f   r86.0<8;8,1>:f    0x7FC00000:f                        // $71
        sel (16|M0)   (lt)f0.0   r110.0<1>:f   r84.0<8;8,1>:f    0x7FC00000:f                        // $75
        add (16|M0)              r108.0<1>:f   r108.0<8;8,1>:f   r84.0<8;8,1>:f   {Compacted}        // $36
(f0.0)  mov (16|M0)              r104.0<1>:f   0x7FFFFFFF:f                                          // $63
(f0.0)  mov (16|M16)             r20.0<1>:f    0x7FFFFFFF:f                                          // $64
        mad (8|M0)               r100.0<1>:f   r84.0<2;1>:f      r6.0<0;0>:f       r120.0<1>:f      {Compacted} // $96 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r101.0<1>:f   r85.0<2;1>:f      r6.0<0;0>:f       r121.0<1>:f       // $96 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (8|M0)               r96.0<1>:f    r124.0<2;1>:f     r6.1<0;0>:f       r118.0<1>:f      {Compacted} // $30 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r97.0<1>:f    r125.0<2;1>:f     r6.1<0;0>:f       r119.0<1>:f       // $30 {0=OH, 1=EL, 2=OH, BC=GOOD}
        add (16|M16)             r16.0<1>:f    r16.0<8;8,1>:f    r36.0<8;8,1>:f                      // $37
        sel (16|M0)   (ge)f0.0   r88.0<1>:f    r110.0<8;8,1>:f   r102.0<8;8,1>:f  {Compacted}        // $79
(W)     mov (1|M0)               f0.0<1>:ud    r48.2<0;1,0>:ud                  {Compacted}          // $56
        sel (16|M0)   (lt)f0.0   r120.0<1>:f   r112.0<8;8,1>:f   r122.0<8;8,1>:f  {Compacted}        // $73
        sel (16|M0)   (ge)f0.0   r124.0<1>:f   r106.0<8;8,1>:f   0xBF800000:f                        // $85
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r36.0<8;8,1>:f  0x7F800000:f                     // $56
(W)     mov (1|M0)               r8.0<1>:f     0x40A00000:f                                          // $40
        rndz (16|M0)             r92.0<1>:f    r108.0<8;8,1>:f                  {Compacted}          // $38
(f1.0)  sel (16|M16)             r30.0<1>:f    r126.1<0;1,0>:f   0x3F800000:f                        // $101
        sel (16|M16)  (lt)f0.0   r22.0<1>:f    r38.0<8;8,1>:f    0x7FC00000:f                        // $72
        sel (16|M16)  (lt)f0.0   r14.0<1>:f    r36.0<8;8,1>:f    0x7FC00000:f                        // $70
        rndz (16|M16)            r32.0<1>:f    r16.0<8;8,1>:f                                        // $39
        add (16|M0)              r120.0<1>:f   r120.0<8;8,1>:f   -r88.0<8;8,1>:f  {Compacted}        // $81
        sel (16|M0)   (lt)f0.0   r122.0<1>:f   r124.0<8;8,1>:f   0x3F800000:f                        // $87
(W)     mov (1|M0)               f1.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $106
(W)     mov (1|M0)               r48.2<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $56
        add (16|M0)              r104.0<1>:f   r104.0<8;8,1>:f   r4.0<8;8,1>:f    {Compacted}        // $65
        mad (8|M0)               r16.0<1>:f    r96.0<2;1>:f      r8.0<0;0>:f       r92.0<1>:f       {Compacted} // $41 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (8|M8)               r17.0<1>:f    r97.0<2;1>:f      r8.0<0;0>:f       r93.0<1>:f        // $41 {0=OH, 1=EL, 2=OH, BC=GOOD}
(W)     mov (1|M0)               f0.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $107
        add (16|M16)             r10.0<1>:f    r38.0<8;8,1>:f    -r36.0<8;8,1>:f                     // $94
        sel (16|M16)  (lt)f0.0   r90.0<1>:f    r14.0<8;8,1>:f    r22.0<8;8,1>:f                      // $74
        add (16|M0)              r120.0<1>:f   r120.0<8;8,1>:f   r122.0<8;8,1>:f  {Compacted}        // $89
(~f1.0) sel (16|M0)              r124.0<1>:f   r86.0<8;8,1>:f    0x3F800000:f                        // $106
        sel (16|M16)  (lt)f0.0   r24.0<1>:f    r36.0<8;8,1>:f    0x7FC00000:f                        // $76
        sel (16|M16)  (lt)f0.0   r26.0<1>:f    r38.0<8;8,1>:f    0x7FC00000:f                        // $78
        rndz (16|M16)            r114.0<1>:f   r38.0<8;8,1>:f                                        // $28
        cmp (16|M16)  (lt)f1.0   null<1>:f     r38.0<8;8,1>:f    0x0:f                               // $109
        add (16|M0)              r14.0<1>:f    r16.0<8;8,1>:f    r104.0<8;8,1>:f  {Compacted}        // $67
(~f0.0) sel (16|M16)             r122.0<1>:f   r38.0<8;8,1>:f    0x3F800000:f                        // $107
        cmp (16|M0)   (lt)f1.0   null<1>:f     r86.0<8;8,1>:f    0x0:f                               // $108
        sel (16|M16)  (lt)f0.0   r18.0<1>:f    r36.0<8;8,1>:f    0x7FC00000:f                        // $84
        cmp (16|M0)   (eq)f0.0   null<1>:f     r86.0<8;8,1>:f    r86.0<8;8,1>:f   {Compacted}        // $112
        mad (8|M16)              r98.0<1>:f    r36.0<2;1>:f      r6.0<0;0>:f       r10.0<1>:f        // $97 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r99.0<1>:f    r37.0<2;1>:f      r6.0<0;0>:f       r11.0<1>:f        // $97 {0=OL, 1=EL, 2=OL, BC=GOOD}
        cmp (16|M16)  (eq)f0.0   null<1>:f     r38.0<8;8,1>:f    r38.0<8;8,1>:f                      // $113
        mad (8|M16)              r94.0<1>:f    r12.0<2;1>:f      r6.1<0;0>:f       r114.0<1>:f       // $31 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (8|M24)              r95.0<1>:f    r13.0<2;1>:f      r6.1<0;0>:f       r115.0<1>:f       // $31 {0=OL, 1=EL, 2=OH, BC=GOOD}
(f1.0)  mov (16|M16)             r122.0<1>:f   0xBF800000:f                                          // $111
        add (16|M0)              r108.0<1>:f   r14.0<8;8,1>:f    r120.0<8;8,1>:f  {Compacted}        // $91
(f1.0)  mov (16|M0)              r124.0<1>:f   0xBF800000:f                                          // $110
        sel (16|M16)  (ge)f0.0   r10.0<1>:f    r24.0<8;8,1>:f    r26.0<8;8,1>:f                      // $80
        and (16|M0)              r4.0<1>:d     r86.0<8;8,1>:d    -2147483648:d                       // $118
        sel (16|M16)  (ge)f0.0   r34.0<1>:f    r18.0<8;8,1>:f    0xBF800000:f                        // $86
        add (16|M0)              r12.0<1>:f    r100.0<8;8,1>:f   r28.0<8;8,1>:f   {Compacted}        // $102
        add (16|M16)             r118.0<1>:f   r98.0<8;8,1>:f    r30.0<8;8,1>:f                      // $103
(~f0.0) mov (16|M16)             r122.0<1>:f   0x0:f                                                 // $115
        and (16|M16)             r120.0<1>:d   r38.0<8;8,1>:d    -2147483648:d                       // $119
(~f0.0) mov (16|M0)              r124.0<1>:f   0x0:f                                                 // $114
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r116.0<8;8,1>:f                     // $66
        mad (8|M16)              r114.0<1>:f   r94.0<2;1>:f      r8.0<0;0>:f       r32.0<1>:f        // $42 {0=EH, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r115.0<1>:f   r95.0<2;1>:f      r8.0<0;0>:f       r33.0<1>:f        // $42 {0=OH, 1=EL, 2=OL, BC=GOOD}
        add (16|M16)             r90.0<1>:f    r90.0<8;8,1>:f    -r10.0<8;8,1>:f                     // $82
        or (16|M0)               r4.0<1>:d     r4.0<8;8,1>:d     1073741824:d                        // $120
        sel (16|M16)  (lt)f0.0   r112.0<1>:f   r34.0<8;8,1>:f    0x3F800000:f                        // $88
        add (16|M16)             r122.0<1>:f   r118.0<8;8,1>:f   r122.0<8;8,1>:f                     // $117
        cmp (16|M16)  (ne)f1.0   r116.0<1>:f   r36.0<8;8,1>:f    r36.0<8;8,1>:f                      // $134
        or (16|M16)              r120.0<1>:d   r120.0<8;8,1>:d   1073741824:d                        // $121
        add (16|M0)              r124.0<1>:f   r12.0<8;8,1>:f    r124.0<8;8,1>:f  {Compacted}        // $116
        cmp (16|M0)   (ne)f1.0   r10.0<1>:f    r84.0<8;8,1>:f    r84.0<8;8,1>:f                      // $133
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r36.0<8;8,1>:f  0x7F800000:f                     // $136
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r84.0<8;8,1>:f  0x7F800000:f                     // $135
        add (16|M16)             r110.0<1>:f   r114.0<8;8,1>:f   r20.0<8;8,1>:f                      // $68
        add (16|M0)              r14.0<1>:f    r84.0<8;8,1>:f    -r86.0<8;8,1>:f  {Compacted}        // $124
        add (16|M16)             r90.0<1>:f    r90.0<8;8,1>:f    r112.0<8;8,1>:f                     // $90
        add (16|M16)             r122.0<1>:f   r122.0<8;8,1>:f   r120.0<8;8,1>:f                     // $123
        add (16|M0)              r124.0<1>:f   r124.0<8;8,1>:f   r4.0<8;8,1>:f    {Compacted}        // $122
        add (16|M16)             r114.0<1>:f   r36.0<8;8,1>:f    -r38.0<8;8,1>:f                     // $125
(~f1.0) sel (16|M16)             r118.0<1>:d   -r116.0<8;8,1>:d  1:w                                 // $138
(~f1.0) sel (16|M0)              r12.0<1>:d    -r10.0<8;8,1>:d   1:w                                 // $137
        add (16|M16)             r106.0<1>:f   r110.0<8;8,1>:f   r90.0<8;8,1>:f                      // $92
        add (16|M0)              r124.0<1>:f   r124.0<8;8,1>:f   (abs)r14.0<8;8,1>:f {Compacted}     // $126
        add (16|M16)             r122.0<1>:f   r122.0<8;8,1>:f   (abs)r114.0<8;8,1>:f                // $127
        cmp (16|M16)  (ne)f1.0   null<1>:d     r118.0<8;8,1>:d   0:w                                 // $140
        cmp (16|M0)   (ne)f1.0   null<1>:d     r12.0<8;8,1>:d    0:w                                 // $139
        mov (16|M0)              r16.0<1>:f    (abs)r84.0<8;8,1>:f              {Compacted}          // $53
        mov (16|M16)             r6.0<1>:f     (abs)r36.0<8;8,1>:f                                   // $54
        add (16|M0)              r32.0<1>:f    r108.0<8;8,1>:f   r124.0<8;8,1>:f  {Compacted}        // $128
        add (16|M16)             r30.0<1>:f    r106.0<8;8,1>:f   r122.0<8;8,1>:f                     // $129
        mad (8|M16)              r18.0<1>:f    r48.1<0;0>:f      r38.0<2;1>:f      r36.0<1>:f        // $132 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (8|M24)              r19.0<1>:f    r48.1<0;0>:f      r39.0<2;1>:f      r37.0<1>:f        // $132 {0=EL, 1=OL, 2=OL, BC=BAD}
        mad (8|M0)               r14.0<1>:f    r48.1<0;0>:f      r86.0<2;1>:f      r84.0<1>:f       {Compacted} // $131 {0=EL, 1=EH, 2=EH, BC=BAD}
        mad (8|M8)               r15.0<1>:f    r48.1<0;0>:f      r87.0<2;1>:f      r85.0<1>:f        // $131 {0=EL, 1=OH, 2=OH, BC=BAD}
(~f1.0) if (32|M0)                           _0_032            _0_036                                // $141
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B003}
_0_033:
        cmp (16|M0)   (gt)f1.0   null<1>:f     (abs)r84.0<8;8,1>:f  0x40400000:f                     // $143
        cmp (16|M16)  (gt)f1.0   null<1>:f     (abs)r36.0<8;8,1>:f  0x40400000:f                     // $144
(f1.0)  sel (16|M0)              r8.0<1>:f     (abs)r84.0<8;8,1>:f  0x40400000:f                     // $145
(f1.0)  sel (16|M16)             r10.0<1>:f    (abs)r36.0<8;8,1>:f  0x40400000:f                     // $146
        cmp (16|M0)   (eq)f0.0   null<1>:f     r8.0<8;8,1>:f     0x0:f               {Compacted}     // $147
        cmp (16|M16)  (eq)f0.0   null<1>:f     r10.0<8;8,1>:f    0x0:f                               // $148
(f0.0)  if (32|M0)                           _0_034            _math_round_k0_1_cf                   // $149
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_035:
        mov (16|M0)              r4.0<1>:f     0x0:f                                                 // $151
        mov (16|M16)             r12.0<1>:f    0x0:f                                                 // $152
        else (32|M0)                         _math_round_k0_1_cf  _math_round_k0_1_cf                // $149
// B003: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_034:
(~f1.0) sel (16|M0)              r124.0<1>:f   (abs)r84.0<8;8,1>:f  0x40400000:f                     // $155
(~f1.0) sel (16|M16)             r122.0<1>:f   (abs)r36.0<8;8,1>:f  0x40400000:f                     // $156
        math.fdiv (16|M0)        r124.0<1>:f   r124.0<8;8,1>:f   r8.0<8;8,1>:f    {Compacted}        // $157
        nop                                                                                          // $158
        math.fdiv (16|M16)       r122.0<1>:f   r122.0<8;8,1>:f   r10.0<8;8,1>:f                      // $158
        mad (8|M0)               r4.0<1>:f     r48.1<0;0>:f      r124.0<2;1>:f     r124.0<1>:f      {Compacted} // $159 {0=EL, 1=EH, 2=EH, BC=GOOD}
        mad (8|M8)               r5.0<1>:f     r48.1<0;0>:f      r125.0<2;1>:f     r125.0<1>:f       // $159 {0=EL, 1=OH, 2=OH, BC=GOOD}
        mad (8|M16)              r120.0<1>:f   r48.1<0;0>:f      r122.0<2;1>:f     r122.0<1>:f       // $160 {0=EL, 1=EH, 2=EH, BC=GOOD}
        mad (8|M24)              r121.0<1>:f   r48.1<0;0>:f      r123.0<2;1>:f     r123.0<1>:f       // $160 {0=EL, 1=OH, 2=OH, BC=GOOD}
        math.sqt (16|M0)         r118.0<1>:f   r4.0<8;8,1>:f                    {Compacted}          // $161
        math.sqt (16|M16)        r116.0<1>:f   r120.0<8;8,1>:f                                       // $162
        mul (16|M0)              r4.0<1>:f     r8.0<8;8,1>:f     r118.0<8;8,1>:f  {Compacted}        // $163
        mul (16|M16)             r12.0<1>:f    r10.0<8;8,1>:f    r116.0<8;8,1>:f                     // $164
// B004: [inDivergent],  Preds:{B003, B002},  Succs:{B005}
_math_round_k0_1_cf:
        endif (32|M0)                        _math_round_k0_2_cf                                     // $149
// B005: [inDivergent],  Preds:{B004},  Succs:{B007}
_math_round_k0_2_cf:
        else (32|M0)                         _0_036            _0_036                                // $141
// B006: [inDivergent],  Preds:{B000},  Succs:{B007}
_0_032:
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r84.0<8;8,1>:f  0x7F800000:f                     // $167
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r36.0<8;8,1>:f  0x7F800000:f                     // $168
(W)     mov (1|M0)               r126.0<1>:f   0x7F800000:f                                          // $169
(f0.0)  sel (16|M0)              r4.0<1>:f     r126.0<0;1,0>:f   0x7FFFFFFF:f                        // $169
(f0.0)  sel (16|M16)             r12.0<1>:f    r126.0<0;1,0>:f   0x7FFFFFFF:f                        // $170
// B007: Preds:{B006, B005},  Succs:{B008, B009}
_0_036:
        endif (32|M0)                        L2720                                                   // $141
L2720:
(W)     mov (1|M0)               r126.0<1>:uw  0x1:uw                                                // $175
(W)     mov (1|M0)               f1.0<1>:ud    r48.2<0;1,0>:ud                  {Compacted}          // $175
        cmp (16|M0)   (ne)f0.0   null<1>:f     r84.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted}        // $174
        cmp (16|M16)  (ne)f0.0   null<1>:f     r36.0<8;8,1>:f    r36.0<8;8,1>:f                      // $176
        add (16|M0)              r28.0<1>:f    r14.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $172
(f1.0)  sel (16|M0)              r124.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $175
(W)     mov (1|M0)               f1.0<1>:ud    r48.2<0;1,0>:ud                  {Compacted}          // $177
(f0.0)  sel (16|M0)              r125.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $175
(f0.0)  sel (16|M16)             r123.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $177
        add (16|M16)             r20.0<1>:f    r18.0<8;8,1>:f    r12.0<8;8,1>:f                      // $173
(f1.0)  sel (16|M16)             r122.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $177
        or (16|M0)    (ne)f0.0   null<1>:uw    r125.0<16;16,1>:uw  r124.0<16;16,1>:uw {Compacted}    // $175
        or (16|M16)   (ne)f0.0   null<1>:uw    r123.0<16;16,1>:uw  r122.0<16;16,1>:uw                // $177
(f0.0)  if (32|M0)                           _0_037            _math_round_k0_0_cf                   // $178
// B008: [inDivergent],  Preds:{B007},  Succs:{B032}
_0_038:
        mov (16|M0)              r10.0<1>:f    0x7FFFFFFF:f                                          // $180
        mov (16|M16)             r8.0<1>:f     0x7FFFFFFF:f                                          // $181
        else (32|M0)                         _math_round_k0_0_cf  _math_round_k0_0_cf                // $178
// B009: [inDivergent],  Preds:{B007},  Succs:{B010, B011}
_0_037:
        cmp (16|M0)   (ne)f0.0   null<1>:f     r84.0<8;8,1>:f    0x0:f               {Compacted}     // $184
        cmp (16|M16)  (ne)f0.0   null<1>:f     r36.0<8;8,1>:f    0x0:f                               // $185
(~f0.0) if (32|M0)                           _0_040            _math_round_k0_3_cf                   // $186
// B010: [inDivergent],  Preds:{B009},  Succs:{B031}
_0_041:
        mov (16|M0)              r10.0<1>:f    r84.0<8;8,1>:f                   {Compacted}          // $188
        mov (16|M16)             r8.0<1>:f     r36.0<8;8,1>:f                                        // $189
        else (32|M0)                         _math_round_k0_3_cf  _math_round_k0_3_cf                // $186
// B011: [inDivergent],  Preds:{B009},  Succs:{B012, B013}
_0_040:
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r84.0<8;8,1>:f  0x3FC00000:f                     // $192
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r36.0<8;8,1>:f  0x3FC00000:f                     // $193
(f1.0)  if (32|M0)                           _0_042            _math_round_k0_4_cf                   // $194
// B012: [inDivergent],  Preds:{B011},  Succs:{B030}
_0_043:
        mov (16|M0)              r10.0<1>:f    r2.0<8;8,1>:f                    {Compacted}          // $196
        mov (16|M16)             r8.0<1>:f     r44.0<8;8,1>:f                                        // $197
        else (32|M0)                         _math_round_k0_4_cf  _math_round_k0_4_cf                // $194
// B013: [inDivergent],  Preds:{B011},  Succs:{B014, B015}
_0_042:
        cmp (16|M0)   (lt)f0.0   null<1>:f     (abs)r84.0<8;8,1>:f  0x3FC00000:f                     // $200
        cmp (16|M16)  (lt)f0.0   null<1>:f     (abs)r36.0<8;8,1>:f  0x3FC00000:f                     // $201
(f0.0)  if (32|M0)                           _0_044            _math_round_k0_5_cf                   // $202
// B014: [inDivergent],  Preds:{B013},  Succs:{B029}
_0_045:
        mov (16|M0)              r10.0<1>:f    r84.0<8;8,1>:f                   {Compacted}          // $204
        mov (16|M16)             r8.0<1>:f     r36.0<8;8,1>:f                                        // $205
        else (32|M0)                         _math_round_k0_5_cf  _math_round_k0_5_cf                // $202
// B015: [inDivergent],  Preds:{B013},  Succs:{B016, B020}
_0_044:
        cmp (16|M16)  (ge)f1.0   null<1>:f     (abs)r6.0<8;8,1>:f  0x800000:f                        // $211
        cmp (16|M16)  (lt)f0.0   null<1>:f     (abs)r6.0<8;8,1>:f  0x7F800000:f                      // $214
(W)     mov (1|M0)               r126.0<1>:uw  0x1:uw                                                // $215
        cmp (16|M0)   (ge)f0.0   null<1>:f     (abs)r16.0<8;8,1>:f  0x800000:f                       // $210
        mov (16|M0)              r10.0<1>:f    -(abs)r84.0<8;8,1>:f                                  // $208
        mov (16|M16)             r26.0<1>:f    -(abs)r36.0<8;8,1>:f                                  // $209
(f0.0)  sel (16|M16)             r125.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $215
(f1.0)  sel (16|M16)             r124.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $215
(f0.0)  cmp (16|M0)   (lt)f0.0   null<1>:f     (abs)r16.0<8;8,1>:f  0x7F800000:f                     // $212
        and (16|M16)  (ne)f0.0   null<1>:uw    r125.0<16;16,1>:uw  r124.0<16;16,1>:uw                // $215
(~f0.0) goto (32|M0)                         _0_046            _0_046                                // $216
// B016: [inDivergent],  Preds:{B015},  Succs:{B017, B018}
_0_047:
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r6.0<8;8,1>:f  0x7F800000:f                      // $219
        cmp (16|M16)  (ne)f1.0   null<1>:f     (abs)r36.0<8;8,1>:f  (abs)r36.0<8;8,1>:f              // $222
(W)     mov (1|M0)               r126.0<1>:uw  0x1:uw                                                // $223
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r16.0<8;8,1>:f  0x7F800000:f                     // $218
(f1.0)  sel (16|M16)             r125.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $223
(f0.0)  sel (16|M16)             r124.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $223
(~f1.0) cmp (16|M0)   (ne)f1.0   null<1>:f     (abs)r84.0<8;8,1>:f  (abs)r84.0<8;8,1>:f              // $220
        or (16|M16)   (ne)f1.0   null<1>:uw    r125.0<16;16,1>:uw  r124.0<16;16,1>:uw                // $223
(f1.0)  goto (32|M0)                         _0_048            _0_048                                // $224
// B017: [inDivergent],  Preds:{B016},  Succs:{B022}
_0_049:
(W)     mov (1|M0)               f1.0<1>:ud    0x0:uw                                                // $228
        mov (16|M0)              r24.0<1>:d    2147483647:d                                          // $226
        mov (16|M16)             r22.0<1>:d    2147483647:d                                          // $227
(f1.0)  goto (32|M0)                         _0_048            _0_050                                // $228
// B018: [inDivergent],  Preds:{B016},  Succs:{B019, B028}
_0_048:
        join (32|M0)                         _0_046                                                  // 
L3608:
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r84.0<8;8,1>:f  0x0:f                            // $230
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r36.0<8;8,1>:f  0x0:f                            // $231
(~f1.0) goto (32|M0)                         _0_046            _0_051                                // $232
// B019: [inDivergent],  Preds:{B018},  Succs:{B021}
_0_052:
        mul (16|M0)              r124.0<1>:f   (abs)r84.0<8;8,1>:f  0x4B000000:f                     // $234
        mul (16|M16)             r122.0<1>:f   (abs)r36.0<8;8,1>:f  0x4B000000:f                     // $235
(W)     mov (1|M0)               f0.0<1>:ud    0x0:uw                                                // $242
        shr (16|M0)              r120.0<1>:d   r124.0<8;8,1>:ud  23:w                                // $236
        shr (16|M16)             r118.0<1>:d   r122.0<8;8,1>:ud  23:w                                // $237
        and (16|M0)              r120.0<1>:d   r120.0<8;8,1>:d   255:w                               // $238
        and (16|M16)             r118.0<1>:d   r118.0<8;8,1>:d   255:w                               // $239
        add (16|M0)              r24.0<1>:d    r120.0<8;8,1>:d   -150:w                              // $240
        add (16|M16)             r22.0<1>:d    r118.0<8;8,1>:d   -150:w                              // $241
(f0.0)  goto (32|M0)                         _0_046            _0_053                                // $242
// B020: [inDivergent],  Preds:{B015},  Succs:{B021}
_0_046:
        join (32|M0)                         _0_053                                                  // 
L3832:
        shr (16|M0)              r124.0<1>:d   r16.0<8;8,1>:ud   23:w                                // $244
        shr (16|M16)             r122.0<1>:d   r6.0<8;8,1>:ud    23:w                                // $245
        and (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   255:w                               // $246
        and (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   255:w                               // $247
        add (16|M0)              r24.0<1>:d    r124.0<8;8,1>:d   -127:w                              // $248
        add (16|M16)             r22.0<1>:d    r122.0<8;8,1>:d   -127:w                              // $249
// B021: [inDivergent],  Preds:{B020, B019},  Succs:{B022, B028}
_0_053:
        join (32|M0)                         _0_050                                                  // 
L3944:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r24.0<8;8,1>:d    -1:w                                // $251
        cmp (16|M16)  (gt)f0.0   null<1>:d     r22.0<8;8,1>:d    -1:w                                // $252
(f0.0)  goto (32|M0)                         _0_050            _0_051                                // $253
// B022: [inDivergent],  Preds:{B021, B017},  Succs:{B023, B027}
_0_050:
        join (32|M0)                         _0_051                                                  // 
L4008:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r24.0<8;8,1>:ud   0x7C:uw                             // $255
        cmp (16|M16)  (gt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x7C:uw                             // $256
(W)     mov (1|M0)               r3.0<1>:w     124:w                                                 // $259
(W)     mov (1|M0)               r126.0<1>:f   0x1800000:f                                           // $257
(f0.0)  sel (16|M0)              r4.0<2>:b     r3.0<0;1,0>:w     0:w                                 // $259
(f0.0)  sel (16|M16)             r121.0<2>:b   r3.0<0;1,0>:w     0:w                                 // $260
(f0.0)  sel (16|M0)              r124.0<1>:f   r126.0<0;1,0>:f   0x3F800000:f                        // $257
(f0.0)  sel (16|M16)             r122.0<1>:f   r126.0<0;1,0>:f   0x3F800000:f                        // $258
        add (16|M0)              r10.0<1>:d    r4.0<2;1,0>:ub    -r24.0<8;8,1>:d                     // $263
        add (16|M16)             r118.0<1>:d   r121.0<2;1,0>:ub  -r22.0<8;8,1>:d                     // $264
        cmp (16|M0)   (lt)f1.0   null<1>:d     r10.0<8;8,1>:d    -124:w                              // $265
        cmp (16|M16)  (lt)f1.0   null<1>:d     r118.0<8;8,1>:d   -124:w                              // $266
(f1.0)  sel (16|M0)              r5.0<2>:b     r3.0<0;1,0>:w     0:w                                 // $269
(f1.0)  sel (16|M16)             r120.0<2>:b   r3.0<0;1,0>:w     0:w                                 // $270
(f1.0)  sel (16|M0)              r12.0<1>:f    r126.0<0;1,0>:f   0x3F800000:f                        // $267
(f1.0)  sel (16|M16)             r116.0<1>:f   r126.0<0;1,0>:f   0x3F800000:f                        // $268
        add (16|M0)   (eq)f1.0   r14.0<1>:d    r5.0<2;1,0>:ub    r10.0<8;8,1>:d                      // $273
        add (16|M16)  (eq)f1.0   r114.0<1>:d   r120.0<2;1,0>:ub  r118.0<8;8,1>:d                     // $274
        shl (16|M0)              r16.0<1>:d    r14.0<8;8,1>:d    23:w                                // $275
        shl (16|M16)             r112.0<1>:d   r114.0<8;8,1>:d   23:w                                // $276
        cmp (16|M0)   (lt)f0.0   null<1>:d     r14.0<8;8,1>:d    -124:w                              // $283
        cmp (16|M16)  (lt)f0.0   null<1>:d     r114.0<8;8,1>:d   -124:w                              // $284
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    1065353216:d                        // $277
        add (16|M16)             r112.0<1>:d   r112.0<8;8,1>:d   1065353216:d                        // $278
(~f1.0) sel (16|M0)              r18.0<1>:f    r16.0<8;8,1>:f    0x3F800000:f                        // $281
(~f1.0) sel (16|M16)             r110.0<1>:f   r112.0<8;8,1>:f   0x3F800000:f                        // $282
        cmp (16|M0)   (gt)f1.0   null<1>:d     r14.0<8;8,1>:d    127:w                               // $287
        cmp (16|M16)  (gt)f1.0   null<1>:d     r114.0<8;8,1>:d   127:w                               // $288
(f0.0)  mov (16|M0)              r18.0<1>:f    0x1800000:f                                           // $285
(f0.0)  mov (16|M16)             r110.0<1>:f   0x1800000:f                                           // $286
(f1.0)  mov (16|M0)              r18.0<1>:f    0x7F000000:f                                          // $289
(f1.0)  mov (16|M16)             r110.0<1>:f   0x7F000000:f                                          // $290
        cmp (16|M0)   (eq)f1.0   null<1>:d     r24.0<8;8,1>:d    0:w                                 // $297
        cmp (16|M16)  (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    0:w                                 // $298
        mul (16|M0)              r18.0<1>:f    (abs)r84.0<8;8,1>:f  r18.0<8;8,1>:f {Compacted}       // $291
        mul (16|M16)             r110.0<1>:f   (abs)r36.0<8;8,1>:f  r110.0<8;8,1>:f                  // $292
        mul (16|M0)              r18.0<1>:f    r124.0<8;8,1>:f   r18.0<8;8,1>:f   {Compacted}        // $293
        mul (16|M16)             r110.0<1>:f   r122.0<8;8,1>:f   r110.0<8;8,1>:f                     // $294
        mul (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $295
        mul (16|M16)             r4.0<1>:f     r116.0<8;8,1>:f   r110.0<8;8,1>:f                     // $296
(~f1.0) if (32|M0)                           _0_054            _0_054                                // $299
// B023: Preds:{B022},  Succs:{B024}
_math_round_k0_9_preHeader:
_0_055:
// B024: [inDivergent],  Preds:{B023, B026},  Succs:{B025, B027}
        cmp (16|M0)   (ge)f0.0   r124.0<1>:f   r2.0<8;8,1>:f     0x3FC00000:f                        // $301
        cmp (16|M16)  (ge)f0.0   r122.0<1>:f   r4.0<8;8,1>:f     0x3FC00000:f                        // $302
        cmp (16|M0)   (gt)f0.0   null<1>:d     r24.0<8;8,1>:ud   0x1:uw                              // $309
        cmp (16|M16)  (gt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x1:uw                              // $310
        and (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   1069547520:d                        // $303
        and (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   1069547520:d                        // $304
        add (16|M0)              r120.0<1>:f   r2.0<8;8,1>:f     -r124.0<8;8,1>:f {Compacted}        // $305
        add (16|M16)             r118.0<1>:f   r4.0<8;8,1>:f     -r122.0<8;8,1>:f                    // $306
        add (16|M0)              r2.0<1>:f     r120.0<8;8,1>:f   r120.0<8;8,1>:f  {Compacted}        // $307
        add (16|M16)             r4.0<1>:f     r118.0<8;8,1>:f   r118.0<8;8,1>:f                     // $308
(~f0.0) break (32|M0)                        _math_round_k0_8_cf  _math_round_k0_8_cf                // $311
// B025: [inDivergent],  Preds:{B024},  Succs:{B026}
_0_056:
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    -1:w                                // $313
        add (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    -1:w                                // $314
// B026: [inDivergent],  Preds:{B025},  Succs:{B024}
_math_round_k0_8_cf:
        while (32|M0)                        _math_round_k0_9_preHeader                              // $315
// B027: [inDivergent],  Preds:{B022, B024},  Succs:{B028}
_0_054:
        endif (32|M0)                        L4864                                                   // $299
L4864:
        cmp (16|M0)   (ge)f0.0   r124.0<1>:f   r2.0<8;8,1>:f     0x3FC00000:f                        // $317
        cmp (16|M16)  (ge)f0.0   r122.0<1>:f   r4.0<8;8,1>:f     0x3FC00000:f                        // $318
        and (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   1069547520:d                        // $319
        and (16|M16)             r122.0<1>:d   r122.0<8;8,1>:d   1069547520:d                        // $320
        add (16|M0)              r16.0<1>:f    r2.0<8;8,1>:f     -r124.0<8;8,1>:f {Compacted}        // $321
        add (16|M16)             r6.0<1>:f     r4.0<8;8,1>:f     -r122.0<8;8,1>:f                    // $322
        mov (16|M0)              r10.0<1>:f    -r16.0<8;8,1>:f                  {Compacted}          // $323
        mov (16|M16)             r26.0<1>:f    -r6.0<8;8,1>:f                                        // $324
// B028: [inDivergent],  Preds:{B027, B021, B018},  Succs:{B029}
_0_051:
        join (32|M0)                         _0_051                                                  // 
L4992:
(W)     mov (1|M0)               f1.0<1>:ud    r48.0<0;1,0>:ud                  {Compacted}          // $326
(W)     mov (1|M0)               f0.0<1>:ud    r48.0<0;1,0>:ud                  {Compacted}          // $327
(f1.0)  sel (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    r16.0<8;8,1>:f                      // $326
(f0.0)  sel (16|M16)             r8.0<1>:f     r26.0<8;8,1>:f    r6.0<8;8,1>:f                       // $327
// B029: [inDivergent],  Preds:{B014, B028},  Succs:{B030}
_math_round_k0_5_cf:
        endif (32|M0)                        _math_round_k0_4_cf                                     // $202
// B030: [inDivergent],  Preds:{B012, B029},  Succs:{B031}
_math_round_k0_4_cf:
        endif (32|M0)                        _math_round_k0_3_cf                                     // $194
// B031: [inDivergent],  Preds:{B010, B030},  Succs:{B032}
_math_round_k0_3_cf:
        endif (32|M0)                        _math_round_k0_0_cf                                     // $186
// B032: Preds:{B008, B031},  Succs:{B033}
_math_round_k0_0_cf:
        endif (32|M0)                        _0_039                                                  // $178
// B033: Preds:{B032},  Succs:{}
_0_039:
        add (16|M0)              r124.0<1>:f   r28.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $329
        add (16|M16)             r122.0<1>:f   r20.0<8;8,1>:f    r8.0<8;8,1>:f                       // $330
        frc (16|M0)              r120.0<1>:f   r84.0<8;8,1>:f                   {Compacted}          // $337
        frc (16|M16)             r118.0<1>:f   r36.0<8;8,1>:f                                        // $338
        add (16|M0)              r124.0<1>:f   r32.0<8;8,1>:f    r124.0<8;8,1>:f  {Compacted}        // $331
        add (16|M16)             r122.0<1>:f   r30.0<8;8,1>:f    r122.0<8;8,1>:f                     // $332
(W)     mov (8|M0)               r127.0<1>:ud  r46.0<8;8,1>:ud                  {Compacted}          // $343
        sends (16|M0)            null:w   r42     r124    0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $334
        sends (16|M16)           null:w   r40     r122    0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $336
        sends (16|M0)            null:w   r42     r120    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $340
        sends (16|M16)           null:w   r40     r118    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $342
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                                        // $343
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $343
// Bank Conflict Statistics: 
// -- GOOD: 14
// --  BAD: 7
// --   OK: 7
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
