//.kernel wg_collectives
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 358
//.RA type	LOCAL_FIRST_FIT_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r17.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r17.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r17.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r5.4)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0049 (57)  rf=r size=64 type=ud alias=V0048+0 align=16 words (r18.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0051 (59)  rf=r size=4 type=d align=2 words (r22.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0053 (61)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0054 (62)  rf=r size=16 type=d align=2 words (r6.3)
//.declare V0055 (63)  rf=r size=8 type=d align=2 words (r12.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0059 (67)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0061 (69)  rf=r size=4 type=d align=2 words (r22.1)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0063 (71)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r24.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0065 (73)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r8.0)
//.declare V0066 (74)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0067 (75)  rf=r size=4 type=d align=2 words (r22.2)
//.declare V0068 (76)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0069 (77)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0070 (78)  rf=r size=4 type=ud alias=V0068+0 align=2 words (r6.3)
//.declare V0071 (79)  rf=r size=4 type=d align=2 words (r22.3)
//.declare V0072 (80)  rf=r size=4 type=ud alias=V0069+0 align=2 words (r7.0)
//.declare V0073 (81)  rf=r size=32 type=w align=16 words (r23.0)
//.declare V0074 (82)  rf=r size=4 type=d alias=+4 align=2 words (r45.5)
//.declare P01 (83)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0076 (85)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0077 (86)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0078 (87)  rf=r size=4 type=ud alias=V0076+0 align=2 words (r5.0)
//.declare V0079 (88)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0080 (89)  rf=r size=4 type=ud alias=V0077+0 align=2 words (r6.3)
//.declare V0081 (90)  rf=r size=4 type=d align=2 words (r8.0)
//.declare P02 (91)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0082 (92)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r26.0)
//.declare V0083 (93)  rf=r size=4 type=ud alias=V0081+0 align=2 words (r8.0)
//.declare V0084 (94)  rf=r size=64 type=d align=16 words (r28.0)
//.declare P03 (95)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0085 (96)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0086 (97)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r8.0)
//.declare V0087 (98)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (99)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0088 (100)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0089 (101)  rf=r size=32 type=uw alias=V0073+0 align=16 words (r23.0)
//.declare P04 (102)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0090 (103)  rf=r size=4 type=ud alias=V0071+0 align=2 words (r22.3)
//.declare V0091 (104)  rf=r size=4 type=d align=2 words (r22.4)
//.declare V0092 (105)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0093 (106)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0094 (107)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0095 (108)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r34.0)
//.declare V0096 (109)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0097 (110)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r36.0)
//.declare V0098 (111)  rf=r size=4 type=d align=2 words (r22.5)
//.declare V0099 (112)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0100 (113)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0101 (114)  rf=r size=4 type=ud alias=V0099+0 align=2 words (r5.0)
//.declare V0102 (115)  rf=r size=4 type=d align=2 words (r22.6)
//.declare V0103 (116)  rf=r size=4 type=ud alias=V0100+0 align=2 words (r6.3)
//.declare V0104 (117)  rf=r size=4 type=d align=2 words (r7.0)
//.declare P05 (118)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0105 (119)  rf=r size=64 type=ud alias=V0093+0 align=16 words (r32.0)
//.declare V0106 (120)  rf=r size=4 type=ud alias=V0104+0 align=2 words (r7.0)
//.declare P06 (121)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0107 (122)  rf=r size=4 type=ud alias=V0098+0 align=2 words (r22.5)
//.declare V0108 (123)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0109 (124)  rf=r size=4 type=d align=2 words (r22.7)
//.declare V0110 (125)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0111 (126)  rf=r size=32 type=d align=16 words (r9.0)
//.declare V0112 (127)  rf=r size=16 type=d align=2 words (r5.0)
//.declare V0113 (128)  rf=r size=8 type=d align=2 words (r6.3)
//.declare V0114 (129)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (130)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare P07 (131)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0115 (132)  rf=r size=4 type=ud alias=V0102+0 align=2 words (r22.6)
//.declare P08 (133)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0116 (134)  rf=r size=4 type=ud alias=V0091+0 align=2 words (r22.4)
//.declare V0117 (135)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r28.0)
//.declare P09 (136)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0118 (137)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r30.0)
//.declare V0119 (138)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0120 (139)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0121 (140)  rf=r size=64 type=ud alias=V0120+0 align=16 words (r8.0)
//.declare V0122 (141)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0123 (142)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0124 (143)  rf=r size=32 type=d align=16 words (r9.0)
//.declare V0125 (144)  rf=r size=16 type=d align=2 words (r5.0)
//.declare V0126 (145)  rf=r size=8 type=d align=2 words (r6.3)
//.declare V0127 (146)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0128 (147)  rf=r size=4 type=d align=16 words (r44.0)
//.declare V0129 (148)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0130 (149)  rf=r size=4 type=ud alias=V0128+0 align=16 words (r44.0)
//.declare V0131 (150)  rf=r size=4 type=d align=2 words (r44.1)
//.declare V0132 (151)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0133 (152)  rf=r size=4 type=ud alias=V0132+0 align=16 words (r5.0)
//.declare V0134 (153)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0135 (154)  rf=r size=4 type=ud alias=V0134+0 align=16 words (r7.0)
//.declare P10 (155)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0136 (156)  rf=r size=4 type=ud alias=V0131+0 align=2 words (r44.1)
//.declare V0137 (157)  rf=r size=4 type=d align=2 words (r44.2)
//.declare  (158)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0139 (160)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0140 (161)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0141 (162)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0142 (163)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0144 (165)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0145 (166)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0146 (167)  rf=r size=4 type=ud alias=V0144+0 align=2 words (r5.0)
//.declare V0147 (168)  rf=r size=4 type=d alias=+0 align=2 words (r45.4)
//.declare V0148 (169)  rf=r size=4 type=ud alias=V0145+0 align=2 words (r6.3)
//.declare V0149 (170)  rf=r size=4 type=d alias=+0 align=2 words (r7.0)
//.declare V0150 (171)  rf=r size=4 type=d alias=+4 align=2 words (r7.1)
//.declare P11 (172)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0151 (173)  rf=r size=4 type=ud alias=V0149+0 align=2 words (r7.0)
//.declare P12 (174)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0152 (175)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0153 (176)  rf=r size=64 type=ud alias=V0152+0 align=16 words (r8.0)
//.declare  (177)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0154 (178)  rf=r size=4 type=d align=16 words (r45.0)
//.declare V0155 (179)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0156 (180)  rf=r size=4 type=ud alias=V0154+0 align=16 words (r45.0)
//.declare V0157 (181)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (182)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P13 (183)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0158 (184)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P14 (185)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0159 (186)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0160 (187)  rf=r size=4 type=d align=2 words (r44.3)
//.declare V0161 (188)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0162 (189)  rf=r size=4 type=ud alias=V0161+0 align=16 words (r5.0)
//.declare V0163 (190)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0164 (191)  rf=r size=4 type=ud alias=V0163+0 align=16 words (r7.0)
//.declare V0165 (192)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (193)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P15 (194)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0166 (195)  rf=r size=4 type=ud alias=V0160+0 align=2 words (r44.3)
//.declare V0167 (196)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P16 (197)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P17 (198)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0168 (199)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0169 (200)  rf=r size=64 type=d align=16 words (r52.0)
//.declare  (201)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0171 (203)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0172 (204)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0173 (205)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0174 (206)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0176 (208)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0177 (209)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0178 (210)  rf=r size=4 type=ud alias=V0176+0 align=2 words (r5.0)
//.declare V0179 (211)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0180 (212)  rf=r size=4 type=ud alias=V0177+0 align=2 words (r6.3)
//.declare V0181 (213)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0182 (214)  rf=r size=4 type=d align=2 words (r8.1)
//.declare P18 (215)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0183 (216)  rf=r size=4 type=ud alias=V0181+0 align=2 words (r8.0)
//.declare V0184 (217)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0185 (218)  rf=r size=128 type=d align=16 words (r7.0)
//.declare V0186 (219)  rf=r size=64 type=d align=16 words (r58.0)
//.declare P19 (220)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0187 (221)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0188 (222)  rf=r size=64 type=ud alias=V0187+0 align=16 words (r8.0)
//.declare  (223)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0189 (224)  rf=r size=4 type=d align=16 words (r60.0)
//.declare V0190 (225)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0191 (226)  rf=r size=4 type=ud alias=V0189+0 align=16 words (r60.0)
//.declare V0192 (227)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0193 (228)  rf=r size=4 type=d align=2 words (r44.4)
//.declare V0194 (229)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0195 (230)  rf=r size=4 type=ud alias=V0194+0 align=16 words (r5.0)
//.declare V0196 (231)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0197 (232)  rf=r size=4 type=ud alias=V0196+0 align=16 words (r7.0)
//.declare V0198 (233)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (234)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare P20 (235)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0199 (236)  rf=r size=4 type=ud alias=V0193+0 align=2 words (r44.4)
//.declare V0200 (237)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P21 (238)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0201 (239)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0202 (240)  rf=r size=64 type=d align=16 words (r64.0)
//.declare  (241)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0203 (242)  rf=r size=32 type=w align=16 words (r10.0)
//.declare P22 (243)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0205 (245)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare P23 (246)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0206 (247)  rf=r size=2 type=uw align=16 words (r61.0)
//.declare V0207 (248)  rf=r size=2 type=uw align=2 words (r5.2)
//.declare V0208 (249)  rf=r size=4 type=ud align=2 words (r6.3)
//.declare V0209 (250)  rf=r size=4 type=uw alias=V0208+0 align=2 words (r6.6)
//.declare A00 (251)  rf=a size=2 type=uw align=1 words (a0.0)
//.declare V0211 (253)  rf=r size=4 type=ud align=16 words (r7.0)
//.declare  (255)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0213 (256)  rf=r size=4 type=d align=16 words (r66.0)
//.declare V0214 (257)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0215 (258)  rf=r size=4 type=ud alias=V0213+0 align=16 words (r66.0)
//.declare  (259)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare P24 (260)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (261)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0216 (262)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0217 (263)  rf=r size=4 type=d align=16 words (r8.0)
//.declare  (264)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare P25 (265)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0218 (266)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0219 (267)  rf=r size=4 type=d align=16 words (r7.0)
//.declare  (268)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0220 (269)  rf=r size=4 type=d align=16 words (r67.0)
//.declare V0221 (270)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0222 (271)  rf=r size=4 type=ud alias=V0220+0 align=16 words (r67.0)
//.declare  (272)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0223 (273)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0224 (274)  rf=r size=4 type=d align=16 words (r10.0)
//.declare  (275)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare P26 (276)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0225 (277)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0226 (278)  rf=r size=4 type=d align=16 words (r7.0)
//.declare  (279)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0227 (280)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0228 (281)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0229 (282)  rf=r size=4 type=ud alias=V0227+0 align=16 words (r8.0)
//.declare V0230 (283)  rf=r size=4 type=d align=2 words (r44.5)
//.declare V0231 (284)  rf=r size=4 type=d align=2 words (r44.6)
//.declare V0233 (286)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r20.0)
//.declare V0234 (287)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0235 (288)  rf=r size=64 type=d alias=V0234+0 align=16 words (r7.0)
//.declare V0236 (289)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare V0237 (290)  rf=r size=16 type=ud align=2 words (r5.0)
//.declare V0238 (291)  rf=r size=8 type=ud align=2 words (r6.3)
//.declare V0239 (292)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (293)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0240 (294)  rf=r size=64 type=ud align=16 words (r12.0)
//.declare V0241 (295)  rf=r size=64 type=d alias=V0240+0 align=16 words (r12.0)
//.declare V0242 (296)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0243 (297)  rf=r size=16 type=ud align=2 words (r15.0)
//.declare V0244 (298)  rf=r size=8 type=ud align=2 words (r16.0)
//.declare V0245 (299)  rf=r size=4 type=d align=2 words (r5.0)
//.declare  (300)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0246 (301)  rf=r size=4 type=d align=2 words (r6.3)
//.declare P27 (302)  rf=f1  size=2 type=uw align=1 words (f1.0)
//.declare V0247 (303)  rf=r size=2 type=b align=1 words (r7.0)
//.declare V0249 (305)  rf=r size=2 type=ub alias=V0247+0 align=1 words (r7.0)
//.declare V0250 (306)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0251 (307)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0252 (308)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0253 (309)  rf=r size=4 type=d align=2 words (r8.1)
//.declare V0254 (310)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0255 (311)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare  (312)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (313)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (314)  rf=r size=8 type=d align=8 words (r7.0)
//.declare  (315)  rf=r size=8 type=d align=8 words (r45.4)
//.declare  (316)  rf=r size=2 type=uw align=1 words (r5.0)
//.declare  (317)  rf=r size=2 type=w align=1 words (r6.8)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0254    | :uq      |      8 | r5       | general    |
// | V0255    | :uq      |      8 | r5+8     | general    |
// | V0037    | :d x 3   |     12 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B003}
_main:
(W)     mov (8|M0)               r17.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r6.0<0;1,0>:d     r17.1<0;1,0>:d   {Compacted}        // $2
        mul (16|M0)              r14.0<1>:d    r5.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $16
(W)     mov (16|M0)              r10.0<1>:d    0:w                                                   // $9
(W)     mov (1|M0)               r22.1<1>:d    0x1:uw                                                // $21
(W)     mov (8|M0)               r23.0<1>:w    0x76543210:v                                          // $29
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $4
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r2.0<16;16,1>:uw                    // $18
(W)     mul (1|M0)               r5.0<1>:d     r5.5<0;1,0>:d     r5.4<0;1,0>:d                       // $24
(W)     add (8|M0)               r23.8<1>:w    r23.0<8;8,1>:w    8:w                                 // $30
        add (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
(W)     mul (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r14.0<2;1,0>:uw                     // $19
(W)     mul (1|M0)               r22.2<1>:d    r5.0<0;1,0>:d     r5.6<0;1,0>:d                       // $25
        shl (16|M0)              r18.0<1>:d    r8.0<8;8,1>:d     2:w                                 // $6
        mach (8|M0)              null<1>:d     r5.4<0;1,0>:d     r14.0<8;8,1>:d   {AccWrEn,Compacted} // $20
(W)     and (1|M0)               r45.5<1>:d    r22.2<0;1,0>:d    15:w                                // $31
        send (16|M0)             r20:w    r18     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $8
        mov (8|M0)               r14.0<1>:d    acc0.0<8;8,1>:d                                       // $20
(W)     mul (8|M0)               acc0.0<1>:d   r5.4<0;1,0>:d     r15.0<2;1,0>:uw                     // $19
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r45.5<0;1,0>:d    0:w                                 // $32
        mach (8|M8)              null<1>:d     r5.4<0;1,0>:d     r15.0<8;8,1>:d   {AccWrEn,Compacted} // $20
        mov (8|M8)               r15.0<1>:d    acc0.0<8;8,1>:d                                       // $20
        add (16|M0)              r24.0<1>:d    r14.0<8;8,1>:d    r1.0<16;16,1>:uw                    // $20
        shr (16|M0)              r8.0<1>:d     r24.0<8;8,1>:ud   3:w                                 // $22
        shr (16|M0)              r26.0<1>:d    r8.0<8;8,1>:ud    r22.1<0;1,0>:d                      // $23
        mov (16|M0)              r10.0<1>:d    r20.0<8;8,1>:d                   {Compacted}          // $10
(W)     add (8|M0)               r7.0<1>:d     r10.0<8;8,1>:d    r11.0<8;8,1>:d   {Compacted}        // $11
(W)     add (4|M0)               r6.3<1>:d     r7.0<4;4,1>:d     r7.4<4;4,1>:d                       // $12
(W)     add (2|M0)               r12.0<1>:d    r6.3<2;2,1>:d     r6.5<2;2,1>:d                       // $13
(W)     add (1|M0)               r6.3<1>:d     r22.2<0;1,0>:d    15:w                                // $26
(W)     add (1|M0)               r22.0<1>:d    r12.0<0;1,0>:d    r12.1<0;1,0>:d   {Compacted}        // $14
(W)     shr (1|M0)               r7.0<1>:d     r6.3<0;1,0>:ud    3:w                                 // $27
(W)     shr (1|M0)               r22.3<1>:d    r7.0<0;1,0>:ud    r22.1<0;1,0>:d                      // $28
(W&f0.0) jmpi                                _0_069                                                  // $33
// B001: Preds:{B000},  Succs:{B002, B003}
_0_070:
(W)     add (1|M0)               r5.0<1>:d     r22.2<0;1,0>:d    15:w                                // $36
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w                                 // $37
(W)     shr (1|M0)               r7.0<1>:d     r6.3<0;1,0>:ud    r22.1<0;1,0>:d                      // $38
(W)     add (1|M0)               r8.0<1>:d     r7.0<0;1,0>:d     -1:w                                // $39
        cmp (16|M0)   (lt)f1.1   null<1>:d     r26.0<8;8,1>:ud   r8.0<0;1,0>:ud                      // $40
(~f1.1) goto (16|M0)                         _0_069            _0_069                                // $41
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_071:
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                                                // $44
        mov (16|M0)              r28.0<1>:d    r45.5<0;1,0>:d                   {Compacted}          // $43
(f0.1)  goto (16|M0)                         _0_069            _0_072                                // $44
// B003: [inDivergent],  Preds:{B001, B000},  Succs:{B004}
_0_069:
        join (16|M0)                         _0_072                                                  // 
L656:
        mov (16|M0)              r28.0<1>:d    16:w                                                  // $46
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_0_072:
        join (16|M0)                         _0_072                                                  // 
L688:
        cmp (16|M0)   (eq)f1.1   null<1>:w     r23.0<16;16,1>:w  0:w                                 // $48
(f1.1)  if (16|M0)                           _0_073            _0_073                                // $49
// B005: [inDivergent],  Preds:{B004},  Succs:{B006}
_0_074:
        shl (16|M0)              r8.0<1>:d     r26.0<8;8,1>:d    2:w                                 // $51
        mov (16|M0)              r10.0<1>:d    r22.0<0;1,0>:d                   {Compacted}          // $52
        sends (16|M0)            null:w   r8      r10     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $53
// B006: Preds:{B005, B004},  Succs:{B007, B008}
_0_073:
        endif (16|M0)                        L776                                                    // $49
L776:
(W)     and (8|M0)               r7.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $56
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $56
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $56
(W)     wait                                 n0.0<0;1,0>:ud                                          // $56
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r22.3<0;1,0>:ud   0x10:uw                             // $58
        mov (16|M0)              r30.0<1>:d    r23.0<16;16,1>:uw                                     // $57
(W&f1.0) jmpi                                _0_075                                                  // $59
// B007: Preds:{B006},  Succs:{B019}
_0_076:
(W)     mov (1|M0)               r22.4<1>:d    r22.3<0;1,0>:d                                        // $61
(W)     jmpi                                 _0_077                                                  // $62
// B008: Preds:{B006},  Succs:{B009}
_0_075:
        mul (16|M0)              r8.0<1>:d     r26.0<8;8,1>:d    16:w                                // $64
        shl (16|M0)              r36.0<1>:d    r26.0<8;8,1>:d    2:w                                 // $67
(W)     mov (1|M0)               r22.5<1>:d    r22.3<0;1,0>:d                                        // $68
        add (16|M0)              r32.0<1>:d    r8.0<8;8,1>:d     r30.0<8;8,1>:d   {Compacted}        // $65
        shl (16|M0)              r34.0<1>:d    r32.0<8;8,1>:d    2:w                                 // $66
// B009: Preds:{B018, B008},  Succs:{B010, B016}
_0_078:
(W)     add (1|M0)               r5.0<1>:d     r22.5<0;1,0>:d    15:w                                // $70
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w                                 // $71
(W)     shr (1|M0)               r22.6<1>:d    r6.3<0;1,0>:ud    r22.1<0;1,0>:d                      // $72
(W)     mul (1|M0)               r7.0<1>:d     r22.6<0;1,0>:d    16:w                                // $73
        cmp (16|M0)   (lt)f0.1   null<1>:d     r32.0<8;8,1>:ud   r7.0<0;1,0>:ud                      // $74
(f0.1)  if (16|M0)                           _0_079            _0_079                                // $75
// B010: [inDivergent],  Preds:{B009},  Succs:{B011, B012}
_0_080:
        cmp (16|M0)   (lt)f0.1   null<1>:d     r32.0<8;8,1>:ud   r22.5<0;1,0>:ud                     // $77
(~f0.1) if (16|M0)                           _0_081            _0_083                                // $78
// B011: [inDivergent],  Preds:{B010},  Succs:{B013}
_0_082:
        mov (16|M0)              r38.0<1>:d    0:w                                                   // $80
        else (16|M0)                         _0_083            _0_083                                // $78
// B012: [inDivergent],  Preds:{B010},  Succs:{B013}
_0_081:
        send (16|M0)             r38:w    r34     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $83
// B013: [inDivergent],  Preds:{B012, B011},  Succs:{B014, B015}
_0_083:
        endif (16|M0)                        L1184                                                   // $78
L1184:
(W)     mov (16|M0)              r7.0<1>:d     0:w                                                   // $85
        mov (16|M0)              r7.0<1>:d     r38.0<8;8,1>:d                   {Compacted}          // $86
(W)     add (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}        // $87
(W)     add (4|M0)               r5.0<1>:d     r9.0<4;4,1>:d     r9.4<4;4,1>:d    {Compacted}        // $88
(W)     add (2|M0)               r6.3<1>:d     r5.0<2;2,1>:d     r5.2<2;2,1>:d                       // $89
(W)     add (1|M0)               r22.7<1>:d    r6.3<0;1,0>:d     r6.4<0;1,0>:d                       // $90
(f1.1)  if (16|M0)                           _wg_collectives_k0_2_cf  _wg_collectives_k0_2_cf        // $91
// B014: [inDivergent],  Preds:{B013},  Succs:{B015}
_0_084:
        mov (16|M0)              r8.0<1>:d     r22.7<0;1,0>:d                                        // $93
        sends (16|M0)            null:w   r36     r8      0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $94
// B015: [inDivergent],  Preds:{B014, B013},  Succs:{B016}
_wg_collectives_k0_2_cf:
        endif (16|M0)                        _0_079                                                  // $91
// B016: Preds:{B009, B015},  Succs:{B017, B019}
_0_079:
        endif (16|M0)                        L1336                                                   // $75
L1336:
(W)     and (8|M0)               r7.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $97
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $97
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $97
(W)     wait                                 n0.0<0;1,0>:ud                                          // $97
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r22.6<0;1,0>:ud   0x10:uw                             // $98
(W)     mov (1|M0)               r22.4<1>:d    r22.6<0;1,0>:d                                        // $99
(~f1.0) break (16|M0)                        _wg_collectives_k0_1_cf  _wg_collectives_k0_1_cf        // $100
// B017: Preds:{B016},  Succs:{B018}
_0_085:
(W)     mov (1|M0)               r22.5<1>:d    r22.6<0;1,0>:d                                        // $102
// B018: Preds:{B017},  Succs:{B009}
_wg_collectives_k0_1_cf:
        while (16|M0)                        _0_078                                                  // $103
// B019: Preds:{B016, B007},  Succs:{B020, B024}
_0_077:
        cmp (16|M0)   (gt)f0.1   null<1>:d     r22.4<0;1,0>:ud   r28.0<8;8,1>:ud                     // $105
(~f0.1) if (16|M0)                           _0_086            _0_091                                // $106
// B020: [inDivergent],  Preds:{B019},  Succs:{B021, B022}
_0_087:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r22.4<0;1,0>:ud   r30.0<8;8,1>:ud                     // $108
(~f1.0) if (16|M0)                           _0_088            _0_090                                // $109
// B021: [inDivergent],  Preds:{B020},  Succs:{B023}
_0_089:
        mov (16|M0)              r40.0<1>:d    0:w                                                   // $111
        else (16|M0)                         _0_090            _0_090                                // $109
// B022: [inDivergent],  Preds:{B020},  Succs:{B023}
_0_088:
        shl (16|M0)              r8.0<1>:d     r30.0<8;8,1>:d    2:w                                 // $114
        send (16|M0)             r40:w    r8      0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $115
// B023: [inDivergent],  Preds:{B022, B021},  Succs:{B027}
_0_090:
        endif (16|M0)                        L1624                                                   // $109
L1624:
(W)     mov (16|M0)              r7.0<1>:d     0:w                                                   // $117
        mov (16|M0)              r7.0<1>:d     r40.0<8;8,1>:d                   {Compacted}          // $118
(W)     add (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}        // $119
(W)     add (4|M0)               r5.0<1>:d     r9.0<4;4,1>:d     r9.4<4;4,1>:d    {Compacted}        // $120
(W)     add (2|M0)               r6.3<1>:d     r5.0<2;2,1>:d     r5.2<2;2,1>:d                       // $121
(W)     add (1|M0)               r10.0<1>:d    r6.3<0;1,0>:d     r6.4<0;1,0>:d                       // $122
        mov (16|M0)              r42.0<1>:d    r10.0<0;1,0>:d                   {Compacted}          // $123
        else (16|M0)                         _0_091            _0_091                                // $106
// B024: [inDivergent],  Preds:{B019},  Succs:{B025}
_0_086:
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $126
(W)     mov (1|M0)               r44.1<1>:d    1:w                                                   // $128
(W)     send (1|M0)              r44      r5      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $127
// B025: [inDivergent],  Preds:{B025, B024},  Succs:{B026, B025}
_0_092:
(W)     shl (1|M0)               r5.0<1>:d     r44.1<0;1,0>:d    2:w                                 // $130
(W)     add (1|M0)               r44.1<1>:d    r44.1<0;1,0>:d    1:w                                 // $133
(W)     send (1|M0)              r7       r5      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $131
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r44.1<0;1,0>:ud   r22.4<0;1,0>:ud                     // $134
(W)     add (1|M0)               r44.0<1>:d    r7.0<0;1,0>:d     r44.0<0;1,0>:d   {Compacted}        // $132
(W)     mov (1|M0)               r44.2<1>:d    r44.0<0;1,0>:d                   {Compacted}          // $135
(W&f0.1) jmpi                                _0_092                                                  // $136
// B026: [inDivergent],  Preds:{B025},  Succs:{B027}
_0_093:
        mov (16|M0)              r42.0<1>:d    r44.2<0;1,0>:d                   {Compacted}          // $138
// B027: Preds:{B023, B026},  Succs:{B028, B029}
_0_091:
        endif (16|M0)                        L1888                                                   // $106
L1888:
(W)     and (8|M0)               r7.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $141
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $141
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $141
(W)     wait                                 n0.0<0;1,0>:ud                                          // $141
(W)     mov (16|M0)              r8.0<1>:d     0:w                                                   // $142
        mov (16|M0)              r8.0<1>:d     r20.0<8;8,1>:d                   {Compacted}          // $143
(W)     mov (1|M0)               r10.0<1>:d    0:w                                                   // $144
(W)     mov (8|M0)               r10.1<1>:d    r8.0<8;8,1>:d                                         // $145
(W)     mov (4|M0)               r11.1<1>:d    r9.0<4;4,1>:d                                         // $146
(W)     mov (2|M0)               r11.5<1>:d    r9.4<2;2,1>:d                                         // $147
(W)     mov (1|M0)               r11.7<1>:d    r9.6<0;1,0>:d                                         // $148
(W)     add (8|M0)               r10.1<2>:d    r10.0<2;1,0>:d    r10.1<2;1,0>:d                      // $149
(W)     add (4|M0)               r10.2<4>:d    r10.2<4;1,0>:d    r10.1<4;1,0>:d                      // $150
(W)     add (4|M0)               r10.3<4>:d    r10.3<4;1,0>:d    r10.1<4;1,0>:d                      // $151
(W)     add (4|M0)               r10.4<1>:d    r10.3<0;1,0>:d    r10.4<4;4,1>:d                      // $152
(W)     add (4|M0)               r11.4<1>:d    r11.3<0;1,0>:d    r11.4<4;4,1>:d                      // $153
(W)     add (8|M0)               r11.0<1>:d    r10.7<0;1,0>:d    r11.0<8;8,1>:d                      // $154
        add (16|M0)              r46.0<1>:d    r10.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $156
(W&~f0.0) jmpi                               _0_094                                                  // $157
// B028: Preds:{B027},  Succs:{B030}
_0_095:
        mov (16|M0)              r48.0<1>:d    15:w                                                  // $159
(W)     jmpi                                 _0_096                                                  // $160
// B029: Preds:{B027},  Succs:{B030}
_0_094:
(W)     add (1|M0)               r5.0<1>:d     r22.2<0;1,0>:d    15:w                                // $163
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w                                 // $164
(W)     shr (1|M0)               r45.4<1>:d    r6.3<0;1,0>:ud    r22.1<0;1,0>:d                      // $165
(W)     add (2|M0)               r7.0<1>:d     r45.4<2;2,1>:d    -1:w                                // $166
        cmp (16|M0)   (lt)f0.1   null<1>:d     r26.0<8;8,1>:ud   r7.0<0;1,0>:ud                      // $168
(~f0.1) sel (16|M0)              r48.0<1>:d    r7.1<0;1,0>:d     15:w                                // $169
// B030: Preds:{B029, B028},  Succs:{B031, B032}
_0_096:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r48.0<8;8,1>:d    r30.0<8;8,1>:d                      // $171
(f1.0)  if (16|M0)                           _0_097            _0_097                                // $172
// B031: [inDivergent],  Preds:{B030},  Succs:{B032}
_0_098:
        shl (16|M0)              r8.0<1>:d     r26.0<8;8,1>:d    2:w                                 // $174
        sends (16|M0)            null:w   r8      r46     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $175
// B032: Preds:{B031, B030},  Succs:{B033, B034}
_0_097:
        endif (16|M0)                        L2384                                                   // $172
L2384:
(W)     and (8|M0)               r7.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $178
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $178
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $178
(W)     wait                                 n0.0<0;1,0>:ud                                          // $178
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $179
        cmp (16|M0)   (eq)f0.1   r8.0<1>:d     r26.0<8;8,1>:d    1:w                                 // $181
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r22.3<0;1,0>:ud   0x2:uw                              // $182
(W)     send (1|M0)              r45      r5      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $180
(~f0.1) sel (16|M0)              r10.0<1>:d    -r8.0<8;8,1>:d    1:w                                 // $183
        cmp (16|M0)   (ne)f1.0   null<1>:d     r10.0<8;8,1>:d    0:w                                 // $184
(f1.0)  if (16|M0)                           _0_099            _0_101                                // $185
// B033: [inDivergent],  Preds:{B032},  Succs:{B036}
_0_100:
        mov (16|M0)              r50.0<1>:d    r45.0<0;1,0>:d                   {Compacted}          // $187
        else (16|M0)                         _0_101            _0_101                                // $185
// B034: [inDivergent],  Preds:{B032},  Succs:{B035}
_0_099:
(W)     mov (1|M0)               r44.3<1>:d    1:w                                                   // $190
// B035: [inDivergent],  Preds:{B035, B034},  Succs:{B036, B035}
_0_102:
(W)     shl (1|M0)               r5.0<1>:d     r44.3<0;1,0>:d    2:w                                 // $192
(W)     add (1|M0)               r44.3<1>:d    r44.3<0;1,0>:d    1:w                                 // $195
(W)     send (1|M0)              r7       r5      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $193
        cmp (16|M0)   (eq)f0.1   r8.0<1>:d     r26.0<8;8,1>:d    r44.3<0;1,0>:d   {Compacted}        // $196
(W)     cmp (16|M0)   (ge)f0.1   null<1>:d     r44.3<0;1,0>:ud   r22.3<0;1,0>:ud                     // $197
(~f0.1) sel (16|M0)              r10.0<1>:d    -r8.0<8;8,1>:d    1:w                                 // $198
        cmp (16|M0)   (ne)f0.1   null<1>:d     r10.0<8;8,1>:d    0:w                                 // $199
(W)     add (1|M0)               r45.0<1>:d    r7.0<0;1,0>:d     r45.0<0;1,0>:d   {Compacted}        // $194
        mov (16|M0)              r50.0<1>:d    r45.0<0;1,0>:d                   {Compacted}          // $200
(~f0.1) while (16|M0)                        _0_102                                                  // $201
// B036: Preds:{B033, B035},  Succs:{B037, B038}
_0_101:
        endif (16|M0)                        L2752                                                   // $185
L2752:
(W)     mov (1|M0)               r5.0<1>:uw    0x10:uw                                               // $204
(W)     and (8|M0)               r7.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $207
        cmp (16|M0)   (gt)f0.1   null<1>:d     r5.0<0;1,0>:uw    r24.0<8;8,1>:ud                     // $204
(~f0.1) sel (16|M0)              r8.0<1>:d     r50.0<8;8,1>:d    0:w                                 // $205
        add (16|M0)              r52.0<1>:d    r8.0<8;8,1>:d     r46.0<8;8,1>:d   {Compacted}        // $206
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $207
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $207
(W)     wait                                 n0.0<0;1,0>:ud                                          // $207
(W)     mov (16|M0)              r10.0<1>:d    -2147483648:d                                         // $208
        mov (16|M0)              r10.0<1>:d    r20.0<8;8,1>:d                   {Compacted}          // $209
(W)     mov (1|M0)               r12.0<1>:d    -2147483648:d                                         // $210
(W)     mov (8|M0)               r12.1<1>:d    r10.0<8;8,1>:d                                        // $211
(W)     mov (4|M0)               r13.1<1>:d    r11.0<4;4,1>:d                                        // $212
(W)     mov (2|M0)               r13.5<1>:d    r11.4<2;2,1>:d                                        // $213
(W)     mov (1|M0)               r13.7<1>:d    r11.6<0;1,0>:d                                        // $214
(W)     sel (8|M0)    (ge)f0.0   r12.1<2>:d    r12.0<2;1,0>:d    r12.1<2;1,0>:d                      // $215
(W)     sel (4|M0)    (ge)f0.0   r12.2<4>:d    r12.2<4;1,0>:d    r12.1<4;1,0>:d                      // $216
(W)     sel (4|M0)    (ge)f0.0   r12.3<4>:d    r12.3<4;1,0>:d    r12.1<4;1,0>:d                      // $217
(W)     sel (4|M0)    (ge)f0.0   r12.4<1>:d    r12.3<0;1,0>:d    r12.4<4;4,1>:d                      // $218
(W)     sel (4|M0)    (ge)f0.0   r13.4<1>:d    r13.3<0;1,0>:d    r13.4<4;4,1>:d                      // $219
(W)     sel (8|M0)    (ge)f0.0   r13.0<1>:d    r12.7<0;1,0>:d    r13.0<8;8,1>:d                      // $220
        sel (16|M0)   (ge)f0.0   r54.0<1>:d    r12.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $222
(W&~f0.0) jmpi                               _0_103                                                  // $223
// B037: Preds:{B036},  Succs:{B039}
_0_104:
        mov (16|M0)              r56.0<1>:d    15:w                                                  // $225
(W)     jmpi                                 _0_105                                                  // $226
// B038: Preds:{B036},  Succs:{B039}
_0_103:
(W)     add (1|M0)               r5.0<1>:d     r22.2<0;1,0>:d    15:w                                // $229
(W)     add (1|M0)               r8.1<1>:d     r45.5<0;1,0>:d    -1:w                                // $233
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w                                 // $230
(W)     shr (1|M0)               r7.0<1>:d     r6.3<0;1,0>:ud    r22.1<0;1,0>:d                      // $231
(W)     add (1|M0)               r8.0<1>:d     r7.0<0;1,0>:d     -1:w                                // $232
        cmp (16|M0)   (lt)f0.0   null<1>:d     r26.0<8;8,1>:ud   r8.0<0;1,0>:ud                      // $234
(~f0.0) sel (16|M0)              r56.0<1>:d    r8.1<0;1,0>:d     15:w                                // $235
// B039: Preds:{B038, B037},  Succs:{B040, B041}
_0_105:
(W)     mov (16|M0)              r7.0<1>:d     -2147483648:d                                         // $237
(W)     mov (16|M0)              r9.0<1>:d     r54.0<8;8,1>:d                   {Compacted}          // $238
        mov (8|M0)               r12.0<1>:d    r8.7<1;1,0>:d                                         // $239
        mov (8|M0)               r13.0<1>:d    r9.7<1;1,0>:d                                         // $240
(~f1.1) sel (16|M0)              r58.0<1>:d    r12.0<8;8,1>:d    -2147483648:d                       // $241
        cmp (16|M0)   (eq)f1.1   null<1>:d     r56.0<8;8,1>:d    r30.0<8;8,1>:d                      // $242
(f1.1)  if (16|M0)                           _0_106            _0_106                                // $243
// B040: [inDivergent],  Preds:{B039},  Succs:{B041}
_0_107:
        shl (16|M0)              r8.0<1>:d     r26.0<8;8,1>:d    2:w                                 // $245
        sends (16|M0)            null:w   r8      r54     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $246
// B041: Preds:{B040, B039},  Succs:{B042, B043}
_0_106:
        endif (16|M0)                        L3392                                                   // $243
L3392:
(W)     and (8|M0)               r7.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $249
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $249
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $249
(W)     wait                                 n0.0<0;1,0>:ud                                          // $249
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $250
(W)     send (1|M0)              r60      r5      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $251
(f1.0)  if (16|M0)                           _0_108            _0_110                                // $252
// B042: [inDivergent],  Preds:{B041},  Succs:{B045}
_0_109:
        mov (16|M0)              r62.0<1>:d    r60.0<0;1,0>:d                   {Compacted}          // $254
        else (16|M0)                         _0_110            _0_110                                // $252
// B043: [inDivergent],  Preds:{B041},  Succs:{B044}
_0_108:
(W)     mov (1|M0)               r44.4<1>:d    1:w                                                   // $257
// B044: [inDivergent],  Preds:{B044, B043},  Succs:{B045, B044}
_0_111:
(W)     shl (1|M0)               r5.0<1>:d     r44.4<0;1,0>:d    2:w                                 // $259
(W)     add (1|M0)               r44.4<1>:d    r44.4<0;1,0>:d    1:w                                 // $262
(W)     send (1|M0)              r7       r5      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $260
        cmp (16|M0)   (eq)f1.0   r8.0<1>:d     r26.0<8;8,1>:d    r44.4<0;1,0>:d                      // $263
(W)     cmp (16|M0)   (ge)f1.1   null<1>:d     r44.4<0;1,0>:ud   r22.3<0;1,0>:ud                     // $264
(~f1.1) sel (16|M0)              r10.0<1>:d    -r8.0<8;8,1>:d    1:w                                 // $265
        cmp (16|M0)   (ne)f1.0   null<1>:d     r10.0<8;8,1>:d    0:w                                 // $266
(W)     sel (1|M0)    (ge)f0.0   r60.0<1>:d    r7.0<0;1,0>:d     r60.0<0;1,0>:d   {Compacted}        // $261
        mov (16|M0)              r62.0<1>:d    r60.0<0;1,0>:d                   {Compacted}          // $267
(~f1.0) while (16|M0)                        _0_111                                                  // $268
// B045: Preds:{B042, B044},  Succs:{B046, B047}
_0_110:
        endif (16|M0)                        L3704                                                   // $252
L3704:
        sel (16|M0)   (ge)f0.0   r8.0<1>:d     r62.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted}        // $271
(W)     and (8|M0)               r7.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $273
(f0.1)  sel (16|M0)              r64.0<1>:d    r58.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $272
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $273
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $273
(W)     wait                                 n0.0<0;1,0>:ud                                          // $273
        or (16|M0)               r10.0<1>:w    r1.0<16;16,1>:w   r2.0<16;16,1>:w                     // $274
        or (16|M0)    (eq)f0.1   null<1>:w     r10.0<16;16,1>:w  r3.0<16;16,1>:w                     // $275
(f0.1)  if (16|M0)                           _0_112            _0_112                                // $277
// B046: [inDivergent],  Preds:{B045},  Succs:{B047}
_0_113:
(W)     mov (1|M0)               f1.1<1>:uw    0x0:uw                                                // $280
        cmp (16|M0)   (eq)f1.1   null<1>:w     r61.0<0;1,0>:uw   r61.0<0;1,0>:uw                     // $281
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $279
(W)     mov (1|M0)               r5.2<1>:uw    f1.1<0;1,0>:uw                                        // $282
(W)     fbl (1|M0)               r6.3<1>:ud    r5.2<0;1,0>:uw                                        // $283
(W)     shl (1|M0)               r6.3<1>:ud    r6.3<0;1,0>:ud    2:w                                 // $284
(W)     add (1|M0)               a0.0<1>:uw    r6.6<0;1,0>:uw    0x280:uw                            // $285
(W)     mov (1|M0)               r7.0<1>:d     r[a0.0]<0;1,0>:d                                      // $286
(W)     sends (1|M0)             null:ud  r5      r7      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $288
// B047: Preds:{B046, B045},  Succs:{B048, B053}
_0_112:
        endif (16|M0)                        L3992                                                   // $277
L3992:
(W)     and (8|M0)               r7.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $291
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $291
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $291
(W)     wait                                 n0.0<0;1,0>:ud                                          // $291
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $292
(W)     send (1|M0)              r66      r5      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $293
(W)     and (8|M0)               r8.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $295
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $295
(W)     send (1|M0)              null     r8      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $295
(W)     wait                                 n0.0<0;1,0>:ud                                          // $295
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r22.3<0;1,0>:d    1:w                                 // $296
(W&f0.0) jmpi                                _0_114                                                  // $297
// B048: Preds:{B047},  Succs:{B049, B050}
_0_115:
(W)     and (8|M0)               r7.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $300
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $300
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $300
(W)     wait                                 n0.0<0;1,0>:ud                                          // $300
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $301
(W)     mov (1|M0)               r8.0<1>:d     0:w                                                   // $302
(W)     sends (1|M0)             null:ud  r5      r8      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $303
(W)     and (8|M0)               r9.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $305
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $305
(W)     send (1|M0)              null     r9      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $305
(W)     wait                                 n0.0<0;1,0>:ud                                          // $305
        cmp (16|M0)   (lt)f1.1   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $306
(f1.1)  if (16|M0)                           _0_116            _0_116                                // $307
// B049: [inDivergent],  Preds:{B048},  Succs:{B050}
_0_117:
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $309
(W)     mov (1|M0)               r7.0<1>:d     1:w                                                   // $310
(W)     sends (1|M0)             null:ud  r5      r7      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $311
// B050: Preds:{B049, B048},  Succs:{B051, B052}
_0_116:
        endif (16|M0)                        L4456                                                   // $307
L4456:
(W)     and (8|M0)               r7.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $314
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $314
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $314
(W)     wait                                 n0.0<0;1,0>:ud                                          // $314
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $315
(W)     send (1|M0)              r67      r5      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $316
(W)     and (8|M0)               r8.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $318
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $318
(W)     send (1|M0)              null     r8      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $318
(W)     wait                                 n0.0<0;1,0>:ud                                          // $318
(W)     mov (1|M0)               r9.0<1>:ud    0x0:uw                                                // $319
(W)     mov (1|M0)               r10.0<1>:d    1:w                                                   // $320
(W)     sends (1|M0)             null:ud  r9      r10     0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $321
(W)     and (8|M0)               r7.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $323
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $323
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $323
(W)     wait                                 n0.0<0;1,0>:ud                                          // $323
        cmp (16|M0)   (lt)f1.0   null<1>:d     r20.0<8;8,1>:d    1000:w                              // $324
(~f1.0) if (16|M0)                           _0_118            _0_118                                // $325
// B051: [inDivergent],  Preds:{B050},  Succs:{B052}
_0_119:
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $327
(W)     mov (1|M0)               r7.0<1>:d     0:w                                                   // $328
(W)     sends (1|M0)             null:ud  r5      r7      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $329
// B052: Preds:{B051, B050},  Succs:{B054}
_0_118:
        endif (16|M0)                        L4824                                                   // $325
L4824:
(W)     and (8|M0)               r7.0<1>:ud    r17.2<0;1,0>:ud   0x8F000000:ud                       // $332
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $332
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $332
(W)     wait                                 n0.0<0;1,0>:ud                                          // $332
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $333
(W)     mov (1|M0)               r44.5<1>:d    r67.0<0;1,0>:d                                        // $335
(W)     send (1|M0)              r8       r5      0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $334
(W)     mov (1|M0)               r44.6<1>:d    r8.0<0;1,0>:d                                         // $336
(W)     jmpi                                 _0_120                                                  // $337
// B053: Preds:{B047},  Succs:{B054}
_0_114:
        cmp (16|M0)   (lt)f0.0   r10.0<1>:d    r20.0<8;8,1>:d    1000:w                              // $346
(W)     mov (16|M0)              r7.0<1>:ud    0x0:uw                                                // $340
(W)     mov (16|M0)              r12.0<1>:ud   0xFFFFFFFF:ud                              {Compacted} // $348
        shr (16|M0)              r7.0<1>:d     r20.0<8;8,1>:ud   31:w                                // $339
        mov (16|M0)              r12.0<1>:d    -r10.0<8;8,1>:d                  {Compacted}          // $347
(W)     sel (8|M0)    (ge)f0.0   r9.0<1>:ud    r7.0<8;8,1>:ud    r8.0<8;8,1>:ud   {Compacted}        // $342
(W)     sel (8|M0)    (lt)f0.0   r14.0<1>:ud   r12.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted}        // $350
(W)     sel (4|M0)    (ge)f0.0   r5.0<1>:ud    r9.0<4;4,1>:ud    r9.4<4;4,1>:ud   {Compacted}        // $343
(W)     sel (4|M0)    (lt)f0.0   r15.0<1>:ud   r14.0<4;4,1>:ud   r14.4<4;4,1>:ud  {Compacted}        // $351
(W)     sel (2|M0)    (ge)f0.0   r6.3<1>:ud    r5.0<2;2,1>:ud    r5.2<2;2,1>:ud                      // $344
(W)     sel (2|M0)    (lt)f0.0   r16.0<1>:ud   r15.0<2;2,1>:ud   r15.2<2;2,1>:ud                     // $352
(W)     sel (1|M0)    (ge)f0.0   r44.5<1>:d    r6.3<0;1,0>:ud    r6.4<0;1,0>:ud                      // $345
(W)     sel (1|M0)    (lt)f0.0   r44.6<1>:d    r16.0<0;1,0>:ud   r16.1<0;1,0>:ud                     // $353
// B054: Preds:{B053, B052},  Succs:{}
_0_120:
        mul (16|M0)              r10.0<1>:d    r52.0<8;8,1>:d    3:w                                 // $361
(W)     cmp (1|M0)    (ne)f1.1   r5.0<1>:d     r44.5<0;1,0>:d    0:w                                 // $355
(W)     cmp (1|M0)    (eq)f1.0   null<1>:d     r44.6<0;1,0>:d    0:w                                 // $357
(W)     mov (1|M0)               r6.8<1>:w     0:w                                                   // $358
        mul (16|M0)              r12.0<1>:d    r64.0<8;8,1>:d    5:w                                 // $363
        add (16|M0)              r10.0<1>:d    r42.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $362
(W)     mul (1|M0)               r8.1<1>:d     r66.0<0;1,0>:d    7:w                                 // $365
(W)     mov (1|M0)               r6.3<1>:d     -r5.0<0;1,0>:d                                        // $356
(W&f1.0) sel (1|M0)              r7.0<2>:b     r6.8<0;1,0>:w     2:w                                 // $358
(W)     mov (8|M0)               r127.0<1>:ud  r17.0<8;8,1>:ud                  {Compacted}          // $370
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}        // $364
(W)     or (1|M0)                r8.0<1>:d     r7.0<0;1,0>:ub    r6.3<0;1,0>:d                       // $360
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r8.1<0;1,0>:d    {Compacted}        // $366
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r8.0<0;1,0>:d    {Compacted}        // $367
        sends (16|M0)            null:w   r18     r10     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $369
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                                        // $370
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $370
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
