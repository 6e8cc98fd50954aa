//.kernel wg_collectives
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 342
//.RA type	LOCAL_FIRST_FIT_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r5.4)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0047 (55)  rf=r size=64 type=ud alias=V0046+0 align=16 words (r18.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r22.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0051 (59)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0052 (60)  rf=r size=16 type=d align=2 words (r6.3)
//.declare V0053 (61)  rf=r size=8 type=d align=2 words (r12.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0059 (67)  rf=r size=4 type=d align=2 words (r23.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0061 (69)  rf=r size=64 type=ud alias=V0058+0 align=16 words (r24.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0063 (71)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r8.0)
//.declare V0064 (72)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0065 (73)  rf=r size=4 type=d align=2 words (r28.0)
//.declare V0066 (74)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0067 (75)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0068 (76)  rf=r size=4 type=ud alias=V0066+0 align=2 words (r7.0)
//.declare V0069 (77)  rf=r size=4 type=d align=2 words (r29.0)
//.declare V0070 (78)  rf=r size=4 type=ud alias=V0067+0 align=2 words (r6.3)
//.declare V0071 (79)  rf=r size=32 type=w align=16 words (r30.0)
//.declare V0072 (80)  rf=r size=4 type=d alias=+4 align=2 words (r86.1)
//.declare P01 (81)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0074 (83)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0075 (84)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0076 (85)  rf=r size=4 type=ud alias=V0074+0 align=2 words (r5.0)
//.declare V0077 (86)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0078 (87)  rf=r size=4 type=ud alias=V0075+0 align=2 words (r6.3)
//.declare V0079 (88)  rf=r size=4 type=d align=2 words (r8.0)
//.declare P02 (89)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0080 (90)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r26.0)
//.declare V0081 (91)  rf=r size=4 type=ud alias=V0079+0 align=2 words (r8.0)
//.declare V0082 (92)  rf=r size=64 type=d align=16 words (r32.0)
//.declare P03 (93)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (97)  rf=r size=128 type=ud align=16 words (r8.0)
//.declare  (98)  rf=r size=32 type=ud align=16 words (r31.0)
//.declare V0086 (99)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0087 (100)  rf=r size=32 type=uw alias=V0071+0 align=16 words (r30.0)
//.declare P04 (101)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0088 (102)  rf=r size=4 type=ud alias=V0069+0 align=2 words (r29.0)
//.declare V0089 (103)  rf=r size=4 type=d align=2 words (r36.0)
//.declare V0090 (104)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0091 (105)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0092 (106)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0093 (107)  rf=r size=64 type=ud alias=V0092+0 align=16 words (r40.0)
//.declare V0094 (108)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0095 (109)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r42.0)
//.declare V0096 (110)  rf=r size=4 type=d align=2 words (r37.0)
//.declare V0097 (111)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0098 (112)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0099 (113)  rf=r size=4 type=ud alias=V0097+0 align=2 words (r5.0)
//.declare V0100 (114)  rf=r size=4 type=d align=2 words (r44.0)
//.declare V0101 (115)  rf=r size=4 type=ud alias=V0098+0 align=2 words (r6.3)
//.declare V0102 (116)  rf=r size=4 type=d align=2 words (r7.0)
//.declare P05 (117)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0103 (118)  rf=r size=64 type=ud alias=V0091+0 align=16 words (r38.0)
//.declare V0104 (119)  rf=r size=4 type=ud alias=V0102+0 align=2 words (r7.0)
//.declare P06 (120)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0105 (121)  rf=r size=4 type=ud alias=V0096+0 align=2 words (r37.0)
//.declare V0106 (122)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0107 (123)  rf=r size=4 type=d align=2 words (r45.0)
//.declare V0108 (124)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0109 (125)  rf=r size=32 type=d align=16 words (r9.0)
//.declare V0110 (126)  rf=r size=16 type=d align=2 words (r5.0)
//.declare V0111 (127)  rf=r size=8 type=d align=2 words (r6.3)
//.declare  (129)  rf=r size=128 type=ud align=16 words (r8.0)
//.declare P07 (131)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0113 (132)  rf=r size=4 type=ud alias=V0100+0 align=2 words (r44.0)
//.declare P08 (133)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0114 (134)  rf=r size=4 type=ud alias=V0089+0 align=2 words (r36.0)
//.declare V0115 (135)  rf=r size=64 type=ud alias=V0082+0 align=16 words (r32.0)
//.declare P09 (136)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0116 (137)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r34.0)
//.declare V0117 (138)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0118 (139)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0119 (140)  rf=r size=64 type=ud alias=V0118+0 align=16 words (r8.0)
//.declare V0120 (141)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0121 (142)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0122 (143)  rf=r size=32 type=d align=16 words (r9.0)
//.declare V0123 (144)  rf=r size=16 type=d align=2 words (r5.0)
//.declare V0124 (145)  rf=r size=8 type=d align=2 words (r6.3)
//.declare V0125 (146)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0126 (147)  rf=r size=4 type=d align=16 words (r52.0)
//.declare V0127 (148)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0128 (149)  rf=r size=4 type=ud alias=V0126+0 align=16 words (r52.0)
//.declare V0129 (150)  rf=r size=4 type=d align=2 words (r53.0)
//.declare V0130 (151)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0131 (152)  rf=r size=4 type=ud alias=V0130+0 align=16 words (r5.0)
//.declare V0132 (153)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0133 (154)  rf=r size=4 type=ud alias=V0132+0 align=16 words (r7.0)
//.declare P10 (155)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0134 (156)  rf=r size=4 type=ud alias=V0129+0 align=2 words (r53.0)
//.declare V0135 (157)  rf=r size=4 type=d align=2 words (r54.0)
//.declare V0137 (160)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0138 (161)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0139 (162)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0140 (163)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0142 (165)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0143 (166)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0144 (167)  rf=r size=4 type=ud alias=V0142+0 align=2 words (r5.0)
//.declare V0145 (168)  rf=r size=4 type=d alias=+0 align=2 words (r86.0)
//.declare V0146 (169)  rf=r size=4 type=ud alias=V0143+0 align=2 words (r6.3)
//.declare V0147 (170)  rf=r size=4 type=d alias=+0 align=2 words (r7.0)
//.declare V0148 (171)  rf=r size=4 type=d alias=+4 align=2 words (r7.1)
//.declare P11 (172)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0149 (173)  rf=r size=4 type=ud alias=V0147+0 align=2 words (r7.0)
//.declare P12 (174)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (177)  rf=r size=128 type=ud align=16 words (r8.0)
//.declare V0152 (179)  rf=r size=4 type=d align=16 words (r55.0)
//.declare V0153 (180)  rf=r size=4 type=ud align=16 words (r7.0)
//.declare V0154 (181)  rf=r size=4 type=ud alias=V0152+0 align=16 words (r55.0)
//.declare P13 (182)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0155 (183)  rf=r size=64 type=d align=16 words (r8.0)
//.declare P14 (184)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P15 (185)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0156 (186)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0157 (187)  rf=r size=4 type=d align=2 words (r62.0)
//.declare V0158 (188)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0159 (189)  rf=r size=4 type=ud alias=V0158+0 align=16 words (r5.0)
//.declare V0160 (190)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0161 (191)  rf=r size=4 type=ud alias=V0160+0 align=16 words (r7.0)
//.declare P16 (192)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0162 (193)  rf=r size=64 type=d align=16 words (r8.0)
//.declare P17 (194)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0163 (195)  rf=r size=4 type=ud alias=V0157+0 align=2 words (r62.0)
//.declare P18 (196)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P19 (197)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0164 (198)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0165 (199)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0167 (202)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0168 (203)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0169 (204)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0170 (205)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0172 (207)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0173 (208)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0174 (209)  rf=r size=4 type=ud alias=V0172+0 align=2 words (r5.0)
//.declare V0175 (210)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V0176 (211)  rf=r size=4 type=ud alias=V0173+0 align=2 words (r6.3)
//.declare V0177 (212)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0178 (213)  rf=r size=4 type=d align=2 words (r8.1)
//.declare P20 (214)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0179 (215)  rf=r size=4 type=ud alias=V0177+0 align=2 words (r8.0)
//.declare V0180 (216)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0181 (217)  rf=r size=128 type=d align=16 words (r70.0)
//.declare V0182 (218)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0183 (219)  rf=r size=64 type=ud align=16 words (r9.0)
//.declare V0184 (220)  rf=r size=64 type=ud align=16 words (r11.0)
//.declare A00 (221)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0185 (222)  rf=r size=64 type=uw alias=V0184+0 align=16 words (r11.0)
//.declare V0186 (223)  rf=r size=64 type=d align=16 words (r74.0)
//.declare P21 (224)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (227)  rf=r size=128 type=ud align=16 words (r8.0)
//.declare V0189 (229)  rf=r size=4 type=d align=16 words (r63.0)
//.declare V0190 (230)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0191 (231)  rf=r size=4 type=ud alias=V0189+0 align=16 words (r63.0)
//.declare V0192 (232)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0193 (233)  rf=r size=4 type=d align=2 words (r78.0)
//.declare V0194 (234)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0195 (235)  rf=r size=4 type=ud alias=V0194+0 align=16 words (r5.0)
//.declare V0196 (236)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0197 (237)  rf=r size=4 type=ud alias=V0196+0 align=16 words (r7.0)
//.declare P22 (238)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0198 (239)  rf=r size=64 type=d align=16 words (r8.0)
//.declare P23 (240)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0199 (241)  rf=r size=4 type=ud alias=V0193+0 align=2 words (r78.0)
//.declare P24 (242)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0200 (243)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0201 (244)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0202 (246)  rf=r size=32 type=w align=16 words (r7.0)
//.declare P25 (247)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P26 (250)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0205 (251)  rf=r size=2 type=uw align=16 words (r79.0)
//.declare V0206 (252)  rf=r size=2 type=uw align=2 words (r5.0)
//.declare V0207 (253)  rf=r size=4 type=ud align=2 words (r6.3)
//.declare V0208 (254)  rf=r size=4 type=uw alias=V0207+0 align=2 words (r6.6)
//.declare A01 (255)  rf=a size=2 type=uw align=1 words (a0.0)
//.declare  (259)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0212 (261)  rf=r size=4 type=d align=16 words (r82.0)
//.declare V0213 (262)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0214 (263)  rf=r size=4 type=ud alias=V0212+0 align=16 words (r82.0)
//.declare P27 (265)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (269)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare P28 (271)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (274)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0219 (276)  rf=r size=4 type=d align=16 words (r83.0)
//.declare V0220 (277)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0221 (278)  rf=r size=4 type=ud alias=V0219+0 align=16 words (r83.0)
//.declare  (282)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare P29 (284)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (287)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0226 (289)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0227 (290)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0228 (291)  rf=r size=4 type=ud alias=V0226+0 align=16 words (r7.0)
//.declare V0229 (292)  rf=r size=4 type=d align=2 words (r84.0)
//.declare V0230 (293)  rf=r size=4 type=d align=2 words (r85.0)
//.declare V0232 (295)  rf=r size=64 type=ud alias=V0048+0 align=16 words (r20.0)
//.declare V0233 (296)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0234 (297)  rf=r size=64 type=d alias=V0233+0 align=16 words (r7.0)
//.declare V0235 (298)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare V0236 (299)  rf=r size=16 type=ud align=2 words (r5.0)
//.declare V0237 (300)  rf=r size=8 type=ud align=2 words (r6.3)
//.declare V0238 (301)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (302)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0239 (303)  rf=r size=64 type=ud align=16 words (r12.0)
//.declare V0240 (304)  rf=r size=64 type=d alias=V0239+0 align=16 words (r12.0)
//.declare V0241 (305)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0242 (306)  rf=r size=16 type=ud align=2 words (r15.0)
//.declare V0243 (307)  rf=r size=8 type=ud align=2 words (r16.0)
//.declare V0244 (308)  rf=r size=4 type=d align=2 words (r5.0)
//.declare  (309)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0245 (310)  rf=r size=4 type=d align=2 words (r6.3)
//.declare P30 (311)  rf=f1  size=2 type=uw align=1 words (f1.1)
//.declare V0246 (312)  rf=r size=2 type=b align=1 words (r7.0)
//.declare V0248 (314)  rf=r size=2 type=ub alias=V0246+0 align=1 words (r7.0)
//.declare V0249 (315)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0250 (316)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0251 (317)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0252 (318)  rf=r size=4 type=d align=2 words (r8.1)
//.declare  (319)  rf=r size=128 type=ud align=16 words (r14.0)
//.declare V0253 (320)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0254 (321)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare  (322)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (323)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (324)  rf=r size=8 type=d align=8 words (r7.0)
//.declare  (325)  rf=r size=8 type=d align=8 words (r86.0)
//.declare  (326)  rf=r size=2 type=w align=1 words (r5.0)
//.declare  (327)  rf=r size=2 type=w align=1 words (r6.6)
//.declare  (328)  rf=r size=2 type=uw align=1 words (r5.0)
//.declare  (329)  rf=r size=16 type=w align=8 words (r5.0)
//.declare  (330)  rf=r size=2 type=w align=1 words (r6.6)
//.declare  (331)  rf=r size=2 type=w align=1 words (r6.8)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0253    | :uq      |      8 | r5       | general    |
// | V0254    | :uq      |      8 | r5+8     | general    |
// | V0037    | :d x 3   |     12 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B003}
_main:
(W)     and (8|M0)               r31.0<1>:ud   r0.2<0;1,0>:ud    0xF000000:ud                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r6.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
        mul (16|M0)              r14.0<1>:d    r5.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $16
(W)     mov (16|M0)              r10.0<1>:d    0:w                                                   // $9
(W)     mov (1|M0)               r23.0<1>:d    0x1:uw                                                // $21
(W)     mov (8|M0)               r30.0<1>:w    0x76543210:v                                          // $29
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $4
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r2.0<16;16,1>:uw                    // $18
(W)     mul (1|M0)               r5.0<1>:d     r5.5<0;1,0>:d     r5.4<0;1,0>:d                       // $24
(W)     add (8|M0)               r30.8<1>:w    r30.0<8;8,1>:w    8:w                                 // $30
        add (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
        mul (16|M0)              r14.0<1>:d    r5.4<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}        // $19
(W)     mul (1|M0)               r28.0<1>:d    r5.0<0;1,0>:d     r5.6<0;1,0>:d    {Compacted}        // $25
        shl (16|M0)              r18.0<1>:d    r8.0<8;8,1>:d     2:w                                 // $6
        add (16|M0)              r24.0<1>:d    r14.0<8;8,1>:d    r1.0<16;16,1>:uw                    // $20
(W)     and (1|M0)               r86.1<1>:d    r28.0<0;1,0>:d    15:w                                // $31
        send (16|M0)             r20:w    r18:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $8
        shr (16|M0)              r8.0<1>:d     r24.0<8;8,1>:ud   3:w                                 // $22
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r86.1<0;1,0>:d    0:w                                 // $32
        shr (16|M0)              r26.0<1>:d    r8.0<8;8,1>:ud    r23.0<0;1,0>:d                      // $23
        mov (16|M0)              r10.0<1>:d    r20.0<8;8,1>:d                   {Compacted}          // $10
(W)     add (8|M0)               r7.0<1>:d     r10.0<8;8,1>:d    r11.0<8;8,1>:d   {Compacted}        // $11
(W)     add (4|M0)               r6.3<1>:d     r7.0<4;4,1>:d     r7.4<4;4,1>:d                       // $12
(W)     add (1|M0)               r7.0<1>:d     r28.0<0;1,0>:d    15:w                                // $26
(W)     add (2|M0)               r12.0<1>:d    r6.3<2;2,1>:d     r6.5<2;2,1>:d                       // $13
(W)     shr (1|M0)               r6.3<1>:d     r7.0<0;1,0>:ud    3:w                                 // $27
(W)     add (1|M0)               r22.0<1>:d    r12.0<0;1,0>:d    r12.1<0;1,0>:d   {Compacted}        // $14
(W)     shr (1|M0)               r29.0<1>:d    r6.3<0;1,0>:ud    r23.0<0;1,0>:d                      // $28
(W&f0.0) jmpi                                _0_069                                                  // $33
// B001: Preds:{B000},  Succs:{B002, B003}
_0_070:
(W)     add (1|M0)               r5.0<1>:d     r28.0<0;1,0>:d    15:w                                // $36
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w                                 // $37
(W)     shr (1|M0)               r7.0<1>:d     r6.3<0;1,0>:ud    r23.0<0;1,0>:d                      // $38
(W)     add (1|M0)               r8.0<1>:d     r7.0<0;1,0>:d     -1:w                                // $39
        cmp (16|M0)   (lt)f1.1   null<1>:d     r26.0<8;8,1>:ud   r8.0<0;1,0>:ud                      // $40
(~f1.1) goto (16|M0)                         _0_069            _0_069                                // $41
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_071:
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                                                // $44
        mov (16|M0)              r32.0<1>:d    r86.1<0;1,0>:d                   {Compacted}          // $43
(f0.1)  goto (16|M0)                         _0_069            _0_072                                // $44
// B003: [inDivergent],  Preds:{B001, B000},  Succs:{B004}
_0_069:
        join (16|M0)                         _0_072                                                  // 
L576:
        mov (16|M0)              r32.0<1>:d    16:w                                                  // $46
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_0_072:
        join (16|M0)                         _0_072                                                  // 
L608:
        cmp (16|M0)   (eq)f1.1   null<1>:w     r30.0<16;16,1>:w  0:w                                 // $48
(f1.1)  if (16|M0)                           _0_073            _0_073                                // $49
// B005: [inDivergent],  Preds:{B004},  Succs:{B006}
_0_074:
        shl (16|M0)              r8.0<1>:d     r26.0<8;8,1>:d    2:w                                 // $51
        mov (16|M0)              r10.0<1>:d    r22.0<0;1,0>:d                   {Compacted}          // $52
        send (16|M0)             null:w   r8:f    0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $53
// B006: Preds:{B005, B004},  Succs:{B007, B008}
_0_073:
        endif (16|M0)                        L696                                                    // $49
L696:
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $56
(W)     wait                                 n0.0<0;1,0>:ud                                          // $56
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r29.0<0;1,0>:ud   0x10:uw                             // $58
        mov (16|M0)              r34.0<1>:d    r30.0<16;16,1>:uw                                     // $57
(W&f1.0) jmpi                                _0_075                                                  // $59
// B007: Preds:{B006},  Succs:{B019}
_0_076:
(W)     mov (1|M0)               r36.0<1>:d    r29.0<0;1,0>:d                   {Compacted}          // $61
(W)     jmpi                                 _0_077                                                  // $62
// B008: Preds:{B006},  Succs:{B009}
_0_075:
        mul (16|M0)              r8.0<1>:d     r26.0<8;8,1>:d    16:w                                // $64
        shl (16|M0)              r42.0<1>:d    r26.0<8;8,1>:d    2:w                                 // $67
(W)     mov (1|M0)               r37.0<1>:d    r29.0<0;1,0>:d                   {Compacted}          // $68
        add (16|M0)              r38.0<1>:d    r8.0<8;8,1>:d     r34.0<8;8,1>:d   {Compacted}        // $65
        shl (16|M0)              r40.0<1>:d    r38.0<8;8,1>:d    2:w                                 // $66
// B009: Preds:{B018, B008},  Succs:{B010, B016}
_0_078:
(W)     add (1|M0)               r5.0<1>:d     r37.0<0;1,0>:d    15:w                                // $70
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w                                 // $71
(W)     shr (1|M0)               r44.0<1>:d    r6.3<0;1,0>:ud    r23.0<0;1,0>:d                      // $72
(W)     mul (1|M0)               r7.0<1>:d     r44.0<0;1,0>:d    16:w                                // $73
        cmp (16|M0)   (lt)f0.1   null<1>:d     r38.0<8;8,1>:ud   r7.0<0;1,0>:ud                      // $74
(f0.1)  if (16|M0)                           _0_079            _0_079                                // $75
// B010: [inDivergent],  Preds:{B009},  Succs:{B011, B012}
_0_080:
        cmp (16|M0)   (lt)f0.1   null<1>:d     r38.0<8;8,1>:ud   r37.0<0;1,0>:ud                     // $77
(~f0.1) if (16|M0)                           _0_081            _0_083                                // $78
// B011: [inDivergent],  Preds:{B010},  Succs:{B013}
_0_082:
        mov (16|M0)              r46.0<1>:d    0:w                                                   // $80
        else (16|M0)                         _0_083            _0_083                                // $78
// B012: [inDivergent],  Preds:{B010},  Succs:{B013}
_0_081:
        send (16|M0)             r46:w    r40:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $83
// B013: [inDivergent],  Preds:{B012, B011},  Succs:{B014, B015}
_0_083:
        endif (16|M0)                        L1056                                                   // $78
L1056:
(W)     mov (16|M0)              r7.0<1>:d     0:w                                                   // $85
        mov (16|M0)              r7.0<1>:d     r46.0<8;8,1>:d                   {Compacted}          // $86
(W)     add (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}        // $87
(W)     add (4|M0)               r5.0<1>:d     r9.0<4;4,1>:d     r9.4<4;4,1>:d    {Compacted}        // $88
(W)     add (2|M0)               r6.3<1>:d     r5.0<2;2,1>:d     r5.2<2;2,1>:d                       // $89
(W)     add (1|M0)               r45.0<1>:d    r6.3<0;1,0>:d     r6.4<0;1,0>:d                       // $90
(f1.1)  if (16|M0)                           _wg_collectives_k0_2_cf  _wg_collectives_k0_2_cf        // $91
// B014: [inDivergent],  Preds:{B013},  Succs:{B015}
_0_084:
        mov (16|M0)              r10.0<1>:d    r45.0<0;1,0>:d                   {Compacted}          // $93
        mov (16|M0)              r8.0<1>:ud    r42.0<8;8,1>:ud                  {Compacted}          // $94
        send (16|M0)             null:w   r8:f    0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $94
// B015: [inDivergent],  Preds:{B014, B013},  Succs:{B016}
_wg_collectives_k0_2_cf:
        endif (16|M0)                        _0_079                                                  // $91
// B016: Preds:{B009, B015},  Succs:{B017, B019}
_0_079:
        endif (16|M0)                        L1208                                                   // $75
L1208:
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $97
(W)     wait                                 n0.0<0;1,0>:ud                                          // $97
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r44.0<0;1,0>:ud   0x10:uw                             // $98
(W)     mov (1|M0)               r36.0<1>:d    r44.0<0;1,0>:d                   {Compacted}          // $99
(~f1.0) break (16|M0)                        _wg_collectives_k0_1_cf  _wg_collectives_k0_1_cf        // $100
// B017: Preds:{B016},  Succs:{B018}
_0_085:
(W)     mov (1|M0)               r37.0<1>:d    r44.0<0;1,0>:d                   {Compacted}          // $102
// B018: Preds:{B017},  Succs:{B009}
_wg_collectives_k0_1_cf:
        while (16|M0)                        _0_078                                                  // $103
// B019: Preds:{B016, B007},  Succs:{B020, B024}
_0_077:
        cmp (16|M0)   (gt)f0.1   null<1>:d     r36.0<0;1,0>:ud   r32.0<8;8,1>:ud                     // $105
(~f0.1) if (16|M0)                           _0_086            _0_091                                // $106
// B020: [inDivergent],  Preds:{B019},  Succs:{B021, B022}
_0_087:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r36.0<0;1,0>:ud   r34.0<8;8,1>:ud                     // $108
(~f1.0) if (16|M0)                           _0_088            _0_090                                // $109
// B021: [inDivergent],  Preds:{B020},  Succs:{B023}
_0_089:
        mov (16|M0)              r48.0<1>:d    0:w                                                   // $111
        else (16|M0)                         _0_090            _0_090                                // $109
// B022: [inDivergent],  Preds:{B020},  Succs:{B023}
_0_088:
        shl (16|M0)              r8.0<1>:d     r34.0<8;8,1>:d    2:w                                 // $114
        send (16|M0)             r48:w    r8:f    0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $115
// B023: [inDivergent],  Preds:{B022, B021},  Succs:{B027}
_0_090:
        endif (16|M0)                        L1448                                                   // $109
L1448:
(W)     mov (16|M0)              r7.0<1>:d     0:w                                                   // $117
        mov (16|M0)              r7.0<1>:d     r48.0<8;8,1>:d                   {Compacted}          // $118
(W)     add (8|M0)               r9.0<1>:d     r7.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}        // $119
(W)     add (4|M0)               r5.0<1>:d     r9.0<4;4,1>:d     r9.4<4;4,1>:d    {Compacted}        // $120
(W)     add (2|M0)               r6.3<1>:d     r5.0<2;2,1>:d     r5.2<2;2,1>:d                       // $121
(W)     add (1|M0)               r10.0<1>:d    r6.3<0;1,0>:d     r6.4<0;1,0>:d                       // $122
        mov (16|M0)              r50.0<1>:d    r10.0<0;1,0>:d                   {Compacted}          // $123
        else (16|M0)                         _0_091            _0_091                                // $106
// B024: [inDivergent],  Preds:{B019},  Succs:{B025}
_0_086:
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $126
(W)     mov (1|M0)               r53.0<1>:d    1:w                                                   // $128
(W)     send (1|M0)              r52      r5:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $127
// B025: [inDivergent],  Preds:{B025, B024},  Succs:{B026, B025}
_0_092:
(W)     shl (1|M0)               r5.0<1>:d     r53.0<0;1,0>:d    2:w                                 // $130
(W)     add (1|M0)               r53.0<1>:d    r53.0<0;1,0>:d    1:w                                 // $133
(W)     send (1|M0)              r7       r5:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $131
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r53.0<0;1,0>:ud   r36.0<0;1,0>:ud                     // $134
(W)     add (1|M0)               r52.0<1>:d    r7.0<0;1,0>:d     r52.0<0;1,0>:d   {Compacted}        // $132
(W)     mov (1|M0)               r54.0<1>:d    r52.0<0;1,0>:d                   {Compacted}          // $135
(W&f0.1) jmpi                                _0_092                                                  // $136
// B026: [inDivergent],  Preds:{B025},  Succs:{B027}
_0_093:
        mov (16|M0)              r50.0<1>:d    r54.0<0;1,0>:d                   {Compacted}          // $138
// B027: Preds:{B023, B026},  Succs:{B028, B029}
_0_091:
        endif (16|M0)                        L1712                                                   // $106
L1712:
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $141
(W)     wait                                 n0.0<0;1,0>:ud                                          // $141
(W)     mov (16|M0)              r7.0<1>:d     0:w                                                   // $142
        mov (16|M0)              r7.0<1>:d     r20.0<8;8,1>:d                   {Compacted}          // $143
(W)     mov (1|M0)               r9.0<1>:d     0:w                                                   // $144
(W)     mov (4|M0)               r9.1<1>:d     r7.0<4;4,1>:d                                         // $145
(W)     mov (2|M0)               r9.7<1>:d     r7.6<2;2,1>:d                                         // $145
(W)     mov (2|M0)               r9.5<1>:d     r7.4<2;2,1>:d                                         // $145
(W)     mov (4|M0)               r10.1<1>:d    r8.0<4;4,1>:d                                         // $146
(W)     mov (2|M0)               r10.5<1>:d    r8.4<2;2,1>:d                                         // $147
(W)     mov (1|M0)               r10.7<1>:d    r8.6<0;1,0>:d                                         // $148
(W)     add (8|M0)               r9.1<2>:d     r9.0<2;1,0>:d     r9.1<2;1,0>:d                       // $149
(W)     add (4|M0)               r9.2<4>:d     r9.2<4;1,0>:d     r9.1<4;1,0>:d                       // $150
(W)     add (4|M0)               r9.3<4>:d     r9.3<4;1,0>:d     r9.1<4;1,0>:d                       // $151
(W)     add (4|M0)               r9.4<1>:d     r9.3<0;1,0>:d     r9.4<4;4,1>:d                       // $152
(W)     add (4|M0)               r10.4<1>:d    r10.3<0;1,0>:d    r10.4<4;4,1>:d                      // $153
(W)     add (8|M0)               r10.0<1>:d    r9.7<0;1,0>:d     r10.0<8;8,1>:d                      // $154
        add (16|M0)              r56.0<1>:d    r9.0<8;8,1>:d     r20.0<8;8,1>:d   {Compacted}        // $156
(W&~f0.0) jmpi                               _0_094                                                  // $157
// B028: Preds:{B027},  Succs:{B030}
_0_095:
        mov (16|M0)              r58.0<1>:d    15:w                                                  // $159
(W)     jmpi                                 _0_096                                                  // $160
// B029: Preds:{B027},  Succs:{B030}
_0_094:
(W)     add (1|M0)               r5.0<1>:d     r28.0<0;1,0>:d    15:w                                // $163
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w                                 // $164
(W)     shr (1|M0)               r86.0<1>:d    r6.3<0;1,0>:ud    r23.0<0;1,0>:d                      // $165
(W)     add (2|M0)               r7.0<1>:d     r86.0<2;2,1>:d    -1:w                                // $166
        cmp (16|M0)   (lt)f0.1   null<1>:d     r26.0<8;8,1>:ud   r7.0<0;1,0>:ud                      // $168
(~f0.1) sel (16|M0)              r58.0<1>:d    r7.1<0;1,0>:d     15:w                                // $169
// B030: Preds:{B029, B028},  Succs:{B031, B032}
_0_096:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r58.0<8;8,1>:d    r34.0<8;8,1>:d                      // $171
(f1.0)  if (16|M0)                           _0_097            _0_097                                // $172
// B031: [inDivergent],  Preds:{B030},  Succs:{B032}
_0_098:
        shl (16|M0)              r8.0<1>:d     r26.0<8;8,1>:d    2:w                                 // $174
        mov (16|M0)              r10.0<1>:d    r56.0<8;8,1>:d                   {Compacted}          // $175
        send (16|M0)             null:w   r8:f    0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $175
// B032: Preds:{B031, B030},  Succs:{B033, B034}
_0_097:
        endif (16|M0)                        L2216                                                   // $172
L2216:
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $178
(W)     wait                                 n0.0<0;1,0>:ud                                          // $178
(W)     mov (1|M0)               r7.0<1>:ud    0x0:uw                                                // $179
        cmp (16|M0)   (eq)f0.1   null<1>:d     r26.0<8;8,1>:d    1:w                                 // $181
(W)     mov (1|M0)               r5.0<1>:w     1:w                                                   // $182
(W)     send (1|M0)              r55      r7:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $180
(f0.1)  sel (16|M0)              r8.0<1>:d     r5.0<0;1,0>:w     0:w                                 // $182
(W)     cmp (16|M0)   (lt)f0.1   null<1>:d     r29.0<0;1,0>:ud   0x2:uw                              // $183
(f0.1)  mov (16|M0)              r8.0<1>:d     1:w                                                   // $184
        cmp (16|M0)   (ne)f1.0   null<1>:d     r8.0<8;8,1>:d     0:w                                 // $185
(f1.0)  if (16|M0)                           _0_099            _0_101                                // $186
// B033: [inDivergent],  Preds:{B032},  Succs:{B036}
_0_100:
        mov (16|M0)              r60.0<1>:d    r55.0<0;1,0>:d                   {Compacted}          // $188
        else (16|M0)                         _0_101            _0_101                                // $186
// B034: [inDivergent],  Preds:{B032},  Succs:{B035}
_0_099:
(W)     mov (1|M0)               r62.0<1>:d    1:w                                                   // $191
// B035: [inDivergent],  Preds:{B035, B034},  Succs:{B036, B035}
_0_102:
(W)     shl (1|M0)               r5.0<1>:d     r62.0<0;1,0>:d    2:w                                 // $193
(W)     add (1|M0)               r62.0<1>:d    r62.0<0;1,0>:d    1:w                                 // $196
(W)     mov (1|M0)               r6.6<1>:w     1:w                                                   // $198
(W)     send (1|M0)              r7       r5:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $194
        cmp (16|M0)   (eq)f0.1   null<1>:d     r26.0<8;8,1>:d    r62.0<0;1,0>:d   {Compacted}        // $197
(f0.1)  sel (16|M0)              r8.0<1>:d     r6.6<0;1,0>:w     0:w                                 // $198
(W)     cmp (16|M0)   (ge)f0.1   null<1>:d     r62.0<0;1,0>:ud   r29.0<0;1,0>:ud                     // $199
(f0.1)  mov (16|M0)              r8.0<1>:d     1:w                                                   // $200
        cmp (16|M0)   (ne)f0.1   null<1>:d     r8.0<8;8,1>:d     0:w                                 // $201
(W)     add (1|M0)               r55.0<1>:d    r7.0<0;1,0>:d     r55.0<0;1,0>:d   {Compacted}        // $195
        mov (16|M0)              r60.0<1>:d    r55.0<0;1,0>:d                   {Compacted}          // $202
(~f0.1) while (16|M0)                        _0_102                                                  // $203
// B036: Preds:{B033, B035},  Succs:{B037, B038}
_0_101:
        endif (16|M0)                        L2616                                                   // $186
L2616:
(W)     mov (1|M0)               r5.0<1>:uw    0x10:uw                                               // $206
        cmp (16|M0)   (gt)f0.1   null<1>:d     r5.0<0;1,0>:uw    r24.0<8;8,1>:ud                     // $206
(~f0.1) sel (16|M0)              r8.0<1>:d     r60.0<8;8,1>:d    0:w                                 // $207
        add (16|M0)              r64.0<1>:d    r8.0<8;8,1>:d     r56.0<8;8,1>:d   {Compacted}        // $208
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $209
(W)     wait                                 n0.0<0;1,0>:ud                                          // $209
(W)     mov (16|M0)              r10.0<1>:d    -2147483648:d                                         // $210
        mov (16|M0)              r10.0<1>:d    r20.0<8;8,1>:d                   {Compacted}          // $211
(W)     mov (1|M0)               r12.0<1>:d    -2147483648:d                                         // $212
(W)     mov (4|M0)               r12.1<1>:d    r10.0<4;4,1>:d                                        // $213
(W)     mov (2|M0)               r12.7<1>:d    r10.6<2;2,1>:d                                        // $213
(W)     mov (2|M0)               r12.5<1>:d    r10.4<2;2,1>:d                                        // $213
(W)     mov (4|M0)               r13.1<1>:d    r11.0<4;4,1>:d                                        // $214
(W)     mov (2|M0)               r13.5<1>:d    r11.4<2;2,1>:d                                        // $215
(W)     mov (1|M0)               r13.7<1>:d    r11.6<0;1,0>:d                                        // $216
(W)     sel (8|M0)    (ge)f0.0   r12.1<2>:d    r12.0<2;1,0>:d    r12.1<2;1,0>:d                      // $217
(W)     sel (4|M0)    (ge)f0.0   r12.2<4>:d    r12.2<4;1,0>:d    r12.1<4;1,0>:d                      // $218
(W)     sel (4|M0)    (ge)f0.0   r12.3<4>:d    r12.3<4;1,0>:d    r12.1<4;1,0>:d                      // $219
(W)     sel (4|M0)    (ge)f0.0   r12.4<1>:d    r12.3<0;1,0>:d    r12.4<4;4,1>:d                      // $220
(W)     sel (4|M0)    (ge)f0.0   r13.4<1>:d    r13.3<0;1,0>:d    r13.4<4;4,1>:d                      // $221
(W)     sel (8|M0)    (ge)f0.0   r13.0<1>:d    r12.7<0;1,0>:d    r13.0<8;8,1>:d                      // $222
        sel (16|M0)   (ge)f0.0   r66.0<1>:d    r12.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $224
(W&~f0.0) jmpi                               _0_103                                                  // $225
// B037: Preds:{B036},  Succs:{B039}
_0_104:
        mov (16|M0)              r68.0<1>:d    15:w                                                  // $227
(W)     jmpi                                 _0_105                                                  // $228
// B038: Preds:{B036},  Succs:{B039}
_0_103:
(W)     add (1|M0)               r5.0<1>:d     r28.0<0;1,0>:d    15:w                                // $231
(W)     add (1|M0)               r8.1<1>:d     r86.1<0;1,0>:d    -1:w                                // $235
(W)     shr (1|M0)               r6.3<1>:d     r5.0<0;1,0>:ud    3:w                                 // $232
(W)     shr (1|M0)               r7.0<1>:d     r6.3<0;1,0>:ud    r23.0<0;1,0>:d                      // $233
(W)     add (1|M0)               r8.0<1>:d     r7.0<0;1,0>:d     -1:w                                // $234
        cmp (16|M0)   (lt)f0.0   null<1>:d     r26.0<8;8,1>:ud   r8.0<0;1,0>:ud                      // $236
(~f0.0) sel (16|M0)              r68.0<1>:d    r8.1<0;1,0>:d     15:w                                // $237
// B039: Preds:{B038, B037},  Succs:{B040, B041}
_0_105:
(W)     mov (8|M0)               r5.0<1>:w     0x76543210:v                                          // $241
(W)     mov (16|M0)              r70.0<1>:d    -2147483648:d                                         // $239
(W)     mov (16|M0)              r72.0<1>:d    r66.0<8;8,1>:d                   {Compacted}          // $240
(W)     mov (8|M0)               r7.0<1>:ud    r5.0<8;8,1>:w                                         // $241
(W)     add (8|M0)               r8.0<1>:ud    r7.0<8;8,1>:ud    0x8:uw                              // $242
(W)     add (16|M0)              r9.0<1>:ud    r7.0<8;8,1>:ud    15:w                                // $243
(W)     shl (16|M0)              r11.0<1>:ud   r9.0<8;8,1>:ud    0x2:uw                              // $244
(W)     add (16|M0)              a0.0<1>:uw    r11.0<2;1,0>:uw   0x8C0:uw                            // $245
        mov (16|M0)              r14.0<1>:d    r[a0.0]<1,0>:d                                        // $246
(~f1.1) sel (16|M0)              r74.0<1>:d    r14.0<8;8,1>:d    -2147483648:d                       // $247
        cmp (16|M0)   (eq)f1.1   null<1>:d     r68.0<8;8,1>:d    r34.0<8;8,1>:d                      // $248
(f1.1)  if (16|M0)                           _0_106            _0_106                                // $249
// B040: [inDivergent],  Preds:{B039},  Succs:{B041}
_0_107:
        shl (16|M0)              r8.0<1>:d     r26.0<8;8,1>:d    2:w                                 // $251
        mov (16|M0)              r10.0<1>:d    r66.0<8;8,1>:d                   {Compacted}          // $252
        send (16|M0)             null:w   r8:f    0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $252
// B041: Preds:{B040, B039},  Succs:{B042, B043}
_0_106:
        endif (16|M0)                        L3344                                                   // $249
L3344:
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $255
(W)     wait                                 n0.0<0;1,0>:ud                                          // $255
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $256
(W)     send (1|M0)              r63      r5:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $257
(f1.0)  if (16|M0)                           _0_108            _0_110                                // $258
// B042: [inDivergent],  Preds:{B041},  Succs:{B045}
_0_109:
        mov (16|M0)              r76.0<1>:d    r63.0<0;1,0>:d                   {Compacted}          // $260
        else (16|M0)                         _0_110            _0_110                                // $258
// B043: [inDivergent],  Preds:{B041},  Succs:{B044}
_0_108:
(W)     mov (1|M0)               r78.0<1>:d    1:w                                                   // $263
// B044: [inDivergent],  Preds:{B044, B043},  Succs:{B045, B044}
_0_111:
(W)     shl (1|M0)               r5.0<1>:d     r78.0<0;1,0>:d    2:w                                 // $265
(W)     add (1|M0)               r78.0<1>:d    r78.0<0;1,0>:d    1:w                                 // $268
(W)     mov (1|M0)               r6.6<1>:w     1:w                                                   // $270
(W)     send (1|M0)              r7       r5:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $266
        cmp (16|M0)   (eq)f0.0   null<1>:d     r26.0<8;8,1>:d    r78.0<0;1,0>:d   {Compacted}        // $269
(W)     cmp (16|M0)   (ge)f1.1   null<1>:d     r78.0<0;1,0>:ud   r29.0<0;1,0>:ud                     // $271
(f0.0)  sel (16|M0)              r8.0<1>:d     r6.6<0;1,0>:w     0:w                                 // $270
(f1.1)  mov (16|M0)              r8.0<1>:d     1:w                                                   // $272
        cmp (16|M0)   (ne)f1.0   null<1>:d     r8.0<8;8,1>:d     0:w                                 // $273
(W)     sel (1|M0)    (ge)f0.0   r63.0<1>:d    r7.0<0;1,0>:d     r63.0<0;1,0>:d   {Compacted}        // $267
        mov (16|M0)              r76.0<1>:d    r63.0<0;1,0>:d                   {Compacted}          // $274
(~f1.0) while (16|M0)                        _0_111                                                  // $275
// B045: Preds:{B042, B044},  Succs:{B046, B047}
_0_110:
        endif (16|M0)                        L3648                                                   // $258
L3648:
        sel (16|M0)   (ge)f0.0   r8.0<1>:d     r76.0<8;8,1>:d    r74.0<8;8,1>:d   {Compacted}        // $278
(f0.1)  sel (16|M0)              r80.0<1>:d    r74.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $279
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $280
(W)     wait                                 n0.0<0;1,0>:ud                                          // $280
        or (16|M0)               r7.0<1>:w     r1.0<16;16,1>:w   r2.0<16;16,1>:w                     // $281
        or (16|M0)    (eq)f0.1   null<1>:w     r7.0<16;16,1>:w   r3.0<16;16,1>:w                     // $282
(f0.1)  if (16|M0)                           _0_112            _0_112                                // $284
// B046: [inDivergent],  Preds:{B045},  Succs:{B047}
_0_113:
(W)     mov (1|M0)               f1.0<1>:uw    0x0:uw                                                // $287
        cmp (16|M0)   (eq)f1.0   null<1>:w     r79.0<0;1,0>:uw   r79.0<0;1,0>:uw                     // $288
(W)     mov (1|M0)               r7.0<1>:ud    0x0:uw                                                // $286
(W)     mov (1|M0)               r5.0<1>:uw    f1.0<0;1,0>:uw                                        // $289
(W)     fbl (1|M0)               r6.3<1>:ud    r5.0<0;1,0>:uw                                        // $290
(W)     shl (1|M0)               r6.3<1>:ud    r6.3<0;1,0>:ud    2:w                                 // $291
(W)     add (1|M0)               a0.0<1>:uw    r6.6<0;1,0>:uw    0x280:uw                            // $292
(W)     mov (1|M0)               r8.0<1>:d     r[a0.0]<0;1,0>:d                                      // $293
(W)     send (1|M0)              null     r7:f    0xA            0x040308FE           // wr:2+0, rd:0; hdc.dc0; byte scattering write 32b // $295
// B047: Preds:{B046, B045},  Succs:{B048, B053}
_0_112:
        endif (16|M0)                        L3904                                                   // $284
L3904:
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $298
(W)     wait                                 n0.0<0;1,0>:ud                                          // $298
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $299
(W)     send (1|M0)              r82      r5:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $300
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $302
(W)     wait                                 n0.0<0;1,0>:ud                                          // $302
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r29.0<0;1,0>:d    1:w                                 // $303
(W&f0.0) jmpi                                _0_114                                                  // $304
// B048: Preds:{B047},  Succs:{B049, B050}
_0_115:
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $307
(W)     wait                                 n0.0<0;1,0>:ud                                          // $307
(W)     mov (1|M0)               r7.0<1>:ud    0x0:uw                                                // $308
(W)     mov (1|M0)               r8.0<1>:d     0:w                                                   // $309
(W)     send (1|M0)              null     r7:f    0xA            0x040308FE           // wr:2+0, rd:0; hdc.dc0; byte scattering write 32b // $310
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $312
(W)     wait                                 n0.0<0;1,0>:ud                                          // $312
        cmp (16|M0)   (lt)f1.1   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $313
(f1.1)  if (16|M0)                           _0_116            _0_116                                // $314
// B049: [inDivergent],  Preds:{B048},  Succs:{B050}
_0_117:
(W)     mov (1|M0)               r7.0<1>:ud    0x0:uw                                                // $316
(W)     mov (1|M0)               r8.0<1>:d     1:w                                                   // $317
(W)     send (1|M0)              null     r7:f    0xA            0x040308FE           // wr:2+0, rd:0; hdc.dc0; byte scattering write 32b // $318
// B050: Preds:{B049, B048},  Succs:{B051, B052}
_0_116:
        endif (16|M0)                        L4240                                                   // $314
L4240:
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $321
(W)     wait                                 n0.0<0;1,0>:ud                                          // $321
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $322
(W)     send (1|M0)              r83      r5:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $323
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $325
(W)     wait                                 n0.0<0;1,0>:ud                                          // $325
(W)     mov (1|M0)               r7.0<1>:ud    0x0:uw                                                // $326
(W)     mov (1|M0)               r8.0<1>:d     1:w                                                   // $327
(W)     send (1|M0)              null     r7:f    0xA            0x040308FE           // wr:2+0, rd:0; hdc.dc0; byte scattering write 32b // $328
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $330
(W)     wait                                 n0.0<0;1,0>:ud                                          // $330
        cmp (16|M0)   (lt)f1.0   null<1>:d     r20.0<8;8,1>:d    1000:w                              // $331
(~f1.0) if (16|M0)                           _0_118            _0_118                                // $332
// B051: [inDivergent],  Preds:{B050},  Succs:{B052}
_0_119:
(W)     mov (1|M0)               r7.0<1>:ud    0x0:uw                                                // $334
(W)     mov (1|M0)               r8.0<1>:d     0:w                                                   // $335
(W)     send (1|M0)              null     r7:f    0xA            0x040308FE           // wr:2+0, rd:0; hdc.dc0; byte scattering write 32b // $336
// B052: Preds:{B051, B050},  Succs:{B054}
_0_118:
        endif (16|M0)                        L4512                                                   // $332
L4512:
(W)     send (1|M0)              null     r31:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $339
(W)     wait                                 n0.0<0;1,0>:ud                                          // $339
(W)     mov (1|M0)               r5.0<1>:ud    0x0:uw                                                // $340
(W)     mov (1|M0)               r84.0<1>:d    r83.0<0;1,0>:d                   {Compacted}          // $342
(W)     send (1|M0)              r7       r5:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $341
(W)     mov (1|M0)               r85.0<1>:d    r7.0<0;1,0>:d                    {Compacted}          // $343
(W)     jmpi                                 _0_120                                                  // $344
// B053: Preds:{B047},  Succs:{B054}
_0_114:
        cmp (16|M0)   (lt)f1.1   r10.0<1>:d    r20.0<8;8,1>:d    1000:w                              // $353
(W)     mov (16|M0)              r7.0<1>:ud    0x0:uw                                                // $347
(W)     mov (16|M0)              r12.0<1>:ud   0xFFFFFFFF:ud                              {Compacted} // $355
        shr (16|M0)              r7.0<1>:d     r20.0<8;8,1>:ud   31:w                                // $346
        mov (16|M0)              r12.0<1>:d    -r10.0<8;8,1>:d                  {Compacted}          // $354
(W)     sel (8|M0)    (ge)f0.0   r9.0<1>:ud    r7.0<8;8,1>:ud    r8.0<8;8,1>:ud   {Compacted}        // $349
(W)     sel (8|M0)    (lt)f0.0   r14.0<1>:ud   r12.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted}        // $357
(W)     sel (4|M0)    (ge)f0.0   r5.0<1>:ud    r9.0<4;4,1>:ud    r9.4<4;4,1>:ud   {Compacted}        // $350
(W)     sel (4|M0)    (lt)f0.0   r15.0<1>:ud   r14.0<4;4,1>:ud   r14.4<4;4,1>:ud  {Compacted}        // $358
(W)     sel (2|M0)    (ge)f0.0   r6.3<1>:ud    r5.0<2;2,1>:ud    r5.2<2;2,1>:ud                      // $351
(W)     sel (2|M0)    (lt)f0.0   r16.0<1>:ud   r15.0<2;2,1>:ud   r15.2<2;2,1>:ud                     // $359
(W)     sel (1|M0)    (ge)f0.0   r84.0<1>:d    r6.3<0;1,0>:ud    r6.4<0;1,0>:ud                      // $352
(W)     sel (1|M0)    (lt)f0.0   r85.0<1>:d    r16.0<0;1,0>:ud   r16.1<0;1,0>:ud                     // $360
// B054: Preds:{B053, B052},  Succs:{}
_0_120:
        mul (16|M0)              r10.0<1>:d    r64.0<8;8,1>:d    3:w                                 // $368
(W)     cmp (1|M0)    (ne)f1.0   r5.0<1>:d     r84.0<0;1,0>:d    0:w                                 // $362
(W)     cmp (1|M0)    (eq)f1.1   null<1>:d     r85.0<0;1,0>:d    0:w                                 // $364
(W)     mov (1|M0)               r6.8<1>:w     0:w                                                   // $365
        mul (16|M0)              r12.0<1>:d    r80.0<8;8,1>:d    5:w                                 // $370
        add (16|M0)              r10.0<1>:d    r50.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $369
(W)     mul (1|M0)               r8.1<1>:d     r82.0<0;1,0>:d    7:w                                 // $372
(W)     mov (1|M0)               r6.3<1>:d     -r5.0<0;1,0>:d                                        // $363
(W&f1.1) sel (1|M0)              r7.0<2>:b     r6.8<0;1,0>:w     2:w                                 // $365
        mov (16|M0)              r14.0<1>:ud   r18.0<8;8,1>:ud                  {Compacted}          // $376
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}        // $371
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $377
(W)     or (1|M0)                r8.0<1>:d     r7.0<0;1,0>:ub    r6.3<0;1,0>:d                       // $367
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r8.1<0;1,0>:d    {Compacted}        // $373
        add (16|M0)              r16.0<1>:d    r10.0<8;8,1>:d    r8.0<0;1,0>:d    {Compacted}        // $374
        send (16|M0)             null:w   r14:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $376
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                                        // $377
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $377
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
