//.kernel math_round
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 410
//.RA type	LOCAL_FIRST_FIT_BC_RA
//.spill flag store 4
//.spill flag load 6

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r53.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r53.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r53.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r62.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r64.0)
//.declare V0056 (64)  rf=r size=128 type=f align=16 words (r66.0)
//.declare V0057 (65)  rf=r size=128 type=f align=16 words (r70.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0059 (67)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0060 (68)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0061 (69)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0062 (70)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0063 (71)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0064 (72)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0065 (73)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0066 (74)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0067 (75)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0068 (76)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0069 (77)  rf=r size=4 type=f align=2 words (r8.0)
//.declare V0070 (78)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0071 (79)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0072 (80)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0073 (81)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0074 (82)  rf=r size=4 type=f align=2 words (r52.0)
//.declare P01 (83)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0075 (84)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0076 (85)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0077 (86)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0078 (87)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0079 (88)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0080 (89)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0081 (90)  rf=r size=4 type=f align=2 words (r6.0)
//.declare P02 (91)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0082 (92)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0083 (93)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0084 (94)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0085 (95)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0086 (96)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0087 (97)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0088 (98)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0089 (99)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0090 (100)  rf=r size=128 type=d alias=V0056+0 align=16 words (r66.0)
//.declare V0091 (101)  rf=r size=128 type=d alias=V0057+0 align=16 words (r70.0)
//.declare V0092 (102)  rf=r size=64 type=f alias=V0088+0 align=16 words (r74.0)
//.declare V0093 (103)  rf=r size=64 type=f alias=V0089+0 align=16 words (r76.0)
//.declare V0094 (104)  rf=r size=64 type=f align=16 words (r78.0)
//.declare V0095 (105)  rf=r size=64 type=f align=16 words (r80.0)
//.declare P03 (106)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare P04 (107)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0096 (108)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0097 (109)  rf=r size=64 type=f align=16 words (r50.0)
//.declare P05 (110)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0098 (111)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0099 (112)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0100 (113)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0101 (114)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0102 (115)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0103 (116)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0104 (117)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0105 (118)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0106 (119)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0107 (120)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0108 (121)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0109 (122)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0110 (123)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0111 (124)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0112 (125)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0113 (126)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0114 (127)  rf=r size=4 type=f align=2 words (r9.3)
//.declare P06 (128)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0115 (129)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0116 (130)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0117 (131)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0118 (132)  rf=r size=64 type=f align=16 words (r56.0)
//.declare P07 (133)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0119 (134)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0120 (135)  rf=r size=64 type=f align=16 words (r42.0)
//.declare P08 (136)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare P09 (137)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0121 (138)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0122 (139)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0123 (140)  rf=r size=64 type=f alias=V0121+0 align=16 words (r28.0)
//.declare V0124 (141)  rf=r size=64 type=f alias=V0122+0 align=16 words (r30.0)
//.declare V0125 (142)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0126 (143)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0127 (144)  rf=r size=64 type=f align=16 words (r82.0)
//.declare V0128 (145)  rf=r size=64 type=f align=16 words (r84.0)
//.declare V0129 (146)  rf=r size=64 type=f align=16 words (r86.0)
//.declare V0130 (147)  rf=r size=64 type=f align=16 words (r88.0)
//.declare V0131 (148)  rf=r size=4 type=f align=2 words (r91.0)
//.declare V0132 (149)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0133 (150)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0134 (151)  rf=r size=64 type=f alias=V0132+0 align=16 words (r44.0)
//.declare V0135 (152)  rf=r size=64 type=f alias=V0133+0 align=16 words (r46.0)
//.declare  (153)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (154)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P10 (155)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0136 (156)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0137 (157)  rf=r size=64 type=d align=16 words (r18.0)
//.declare P11 (158)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P12 (159)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0138 (160)  rf=r size=64 type=f align=16 words (r92.0)
//.declare V0139 (161)  rf=r size=64 type=f align=16 words (r94.0)
//.declare P13 (162)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0140 (163)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0141 (164)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0142 (165)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0143 (166)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0144 (167)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0145 (168)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0146 (169)  rf=r size=64 type=d alias=V0138+0 align=16 words (r92.0)
//.declare V0147 (170)  rf=r size=64 type=d alias=V0139+0 align=16 words (r94.0)
//.declare P14 (171)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0148 (172)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0149 (173)  rf=r size=64 type=f align=16 words (r18.0)
//.declare P15 (174)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0150 (175)  rf=r size=64 type=ud alias=V0144+0 align=16 words (r12.0)
//.declare V0151 (176)  rf=r size=64 type=ud alias=V0145+0 align=16 words (r14.0)
//.declare V0152 (177)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0153 (178)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0154 (179)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0155 (180)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0156 (181)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0157 (182)  rf=r size=64 type=f align=16 words (r26.0)
//.declare P16 (183)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0158 (184)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0159 (185)  rf=r size=64 type=f align=16 words (r102.0)
//.declare P17 (186)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0160 (187)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0161 (188)  rf=r size=64 type=f align=16 words (r106.0)
//.declare P18 (189)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P19 (190)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P20 (191)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0162 (192)  rf=r size=64 type=f align=16 words (r108.0)
//.declare V0163 (193)  rf=r size=64 type=f align=16 words (r110.0)
//.declare P21 (194)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P22 (195)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P23 (196)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P24 (197)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0164 (198)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0165 (199)  rf=r size=64 type=d align=16 words (r114.0)
//.declare P25 (200)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0166 (201)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0167 (202)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0168 (203)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0169 (204)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0170 (205)  rf=r size=64 type=d alias=V0166+0 align=16 words (r4.0)
//.declare V0171 (206)  rf=r size=64 type=d alias=V0167+0 align=16 words (r10.0)
//.declare V0172 (207)  rf=r size=64 type=ud alias=V0166+0 align=16 words (r4.0)
//.declare V0173 (208)  rf=r size=64 type=ud alias=V0167+0 align=16 words (r10.0)
//.declare V0174 (209)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0175 (210)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0176 (211)  rf=r size=64 type=d alias=V0094+0 align=16 words (r78.0)
//.declare V0177 (212)  rf=r size=64 type=d alias=V0095+0 align=16 words (r80.0)
//.declare V0178 (213)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r78.0)
//.declare V0179 (214)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r80.0)
//.declare P26 (215)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P27 (216)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0180 (217)  rf=r size=64 type=ud alias=V0164+0 align=16 words (r112.0)
//.declare V0181 (218)  rf=r size=64 type=ud alias=V0165+0 align=16 words (r114.0)
//.declare V0182 (219)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0183 (220)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0184 (221)  rf=r size=32 type=b align=16 words (r6.0)
//.declare V0185 (222)  rf=r size=32 type=b align=16 words (r8.0)
//.declare V0186 (223)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0187 (224)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0188 (225)  rf=r size=32 type=ub alias=V0184+0 align=16 words (r6.0)
//.declare V0189 (226)  rf=r size=32 type=ub alias=V0185+0 align=16 words (r8.0)
//.declare P28 (227)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0190 (228)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0191 (229)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0192 (230)  rf=r size=32 type=b align=16 words (r20.0)
//.declare V0193 (231)  rf=r size=32 type=b align=16 words (r21.0)
//.declare V0196 (234)  rf=r size=32 type=ub alias=V0192+0 align=16 words (r20.0)
//.declare V0197 (235)  rf=r size=32 type=ub alias=V0193+0 align=16 words (r21.0)
//.declare V0198 (236)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0199 (237)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0200 (238)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0201 (239)  rf=r size=64 type=d align=16 words (r28.0)
//.declare P29 (240)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0202 (241)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0203 (242)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0204 (243)  rf=r size=64 type=f alias=V0200+0 align=16 words (r26.0)
//.declare V0205 (244)  rf=r size=64 type=f alias=V0201+0 align=16 words (r28.0)
//.declare P30 (245)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P31 (246)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0206 (247)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0207 (248)  rf=r size=64 type=f align=16 words (r118.0)
//.declare P32 (249)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0208 (250)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0209 (251)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0210 (252)  rf=r size=64 type=f alias=V0208+0 align=16 words (r4.0)
//.declare V0211 (253)  rf=r size=64 type=f alias=V0209+0 align=16 words (r10.0)
//.declare  (254)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (255)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0212 (256)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0213 (257)  rf=r size=64 type=f align=16 words (r14.0)
//.declare P33 (258)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0214 (259)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0215 (260)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0216 (261)  rf=r size=64 type=f alias=V0214+0 align=16 words (r4.0)
//.declare V0217 (262)  rf=r size=64 type=f alias=V0215+0 align=16 words (r10.0)
//.declare  (263)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (264)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0218 (265)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0219 (266)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0220 (267)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0221 (268)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0222 (269)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0223 (270)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0224 (271)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (272)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (273)  rf=r size=32 type=uw align=16 words (r6.0)
//.declare  (274)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare  (275)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare  (276)  rf=r size=32 type=uw align=16 words (r5.0)
//.declare  (277)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare  (278)  rf=r size=32 type=uw align=16 words (r5.0)
//.declare  (279)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare  (280)  rf=r size=32 type=uw align=16 words (r5.0)
//.declare  (281)  rf=r size=4 type=f align=2 words (r3.0)
//.declare  (283)  rf=r size=4 type=f align=2 words (r6.1)
//.declare  (285)  rf=r size=4 type=f align=2 words (r3.0)
//.declare  (287)  rf=r size=4 type=f align=2 words (r3.0)
//.declare  (289)  rf=r size=2 type=uw align=1 words (r3.0)
//.declare  (293)  rf=r size=2 type=uw align=1 words (r3.0)
//.declare  (295)  rf=r size=2 type=uw align=1 words (r3.0)
//.declare  (297)  rf=r size=4 type=f align=2 words (r3.0)
//.declare  (299)  rf=r size=2 type=w align=1 words (r3.2)
//.declare  (305)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare  (306)  rf=r size=8 type=ud align=16 words (r90.0) Input_Output
//.declare  (307)  rf=r size=4 type=uw align=2 words (r3.6)
//.declare  (308)  rf=r size=4 type=uw align=2 words (r3.2)
//.declare  (309)  rf=r size=4 type=uw align=2 words (r3.4)
//.declare  (310)  rf=r size=4 type=uw align=2 words (r90.4)
//.declare  (311)  rf=r size=4 type=uw align=2 words (r3.0)
//.declare  (312)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (313)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (314)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (315)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (316)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (317)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (318)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (319)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (320)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (321)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (322)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (323)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (324)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (325)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (326)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (327)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (328)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (329)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (330)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (331)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (332)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (333)  rf=r size=4 type=uw align=2 words (r3.0)
//.declare  (334)  rf=r size=4 type=uw align=2 words (r90.6)
//.declare  (335)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (336)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (337)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (338)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (339)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (340)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (341)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (342)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (343)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (344)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (345)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (346)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (347)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (348)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (349)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (350)  rf=r size=2 type=uw align=1 words (r2.0)
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
(W)     mov (8|M0)               r53.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r53.2<0;1,0>:uw  {Compacted,@1}     // $2
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r53.1<0;1,0>:d   {Compacted}        // $5
(W)     mov (1|M0)               r6.0<1>:f     0x40000000:f                               {Compacted} // $19
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r62.0<1>:d    r4.0<8;8,1>:d     2:w               {Compacted,@2}    // $9
        shl (16|M16)             r64.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}    // $10
        send.dc1 (16|M0)         r66      r62     null    0x0            0x04405C00           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy // $12
        send.dc1 (16|M16)        r70      r64     null    0x0            0x04405C00           {@1,$1} // wr:2+0, rd:4; untyped surface read with xy // $14
(W)     mov (1|M0)               r3.0<1>:f     0xBEFFFFFF:f                                          // $34
(W)     mov (1|M0)               r6.1<1>:f     0x0:f                               {Compacted}       // $90
(W)     mov (1|M0)               r9.3<1>:f     0x3E800000:f                               {Compacted} // $85
(W)     mov (1|M0)               r8.0<1>:f     0x40400000:f                               {Compacted} // $24
(W)     mov (1|M0)               r52.0<1>:f    0x40800000:f                               {Compacted} // $29
(W)     mov (1|M0)               r91.0<1>:f    0x3F800000:f                               {Compacted} // $120
        cmp (16|M0)   (ne)f1.0   null<1>:f     r66.0<8;8,1>:f    r66.0<8;8,1>:f   {$0.dst}           // $43
        rndd (16|M0)             r12.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $15
        cmp (16|M16)  (ne)f1.0   null<1>:f     r70.0<8;8,1>:f    r70.0<8;8,1>:f   {$1.dst}           // $44
(~f1.0) sel (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f    0x7FFFFFFF:f               {@2}     // $45
        cmp (16|M0)   (lt)f1.0   null<1>:f     r66.0<8;8,1>:f    0x0:f               {Compacted}     // $32
        rndd (16|M16)            acc0.0<1>:f   r70.0<8;8,1>:f                                        // $16
(W)     mov (1|M0)               r90.2<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $32
        cmp (16|M0)   (lt)f1.0   null<1>:f     r66.0<8;8,1>:f    0x3F000000:f               {Compacted} // $88
(~f1.0) sel (16|M16)             r18.0<1>:f    acc0.0<8;8,1>:f   0x7FFFFFFF:f                        // $46
(W)     mov (1|M0)               r3.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $88
(W)     mov (1|M0)               f0.0<1>:ud    r90.2<0;1,0>:ud                  {@4}                 // $33
(W)     mov (1|M0)               f1.0<1>:ud    r3.1<0;1,0>:ud                   {@2}                 // $89
        cmp (16|M16)  (lt)f1.0   null<1>:f     r70.0<8;8,1>:f    0x3F000000:f                        // $89
        cmp (16|M16)  (lt)f0.0   null<1>:f     r70.0<8;8,1>:f    0x0:f                               // $33
(W)     mov (1|M0)               r3.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $89
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r66.0<8;8,1>:f  0x7F800000:f                     // $57
(W)     mov (1|M0)               r90.2<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $33
        rndu (16|M0)             r20.0<1>:f    r68.0<8;8,1>:f                   {Compacted}          // $17
(W)     mov (1|M0)               r3.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $57
        rndu (16|M16)            r22.0<1>:f    r72.0<8;8,1>:f                   {Compacted}          // $18
(W)     mov (1|M0)               f1.0<1>:ud    r3.2<0;1,0>:ud                   {@2}                 // $58
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r70.0<8;8,1>:f  0x7F800000:f                     // $58
        cmp (16|M0)   (gt)f0.0   null<1>:f     r68.0<8;8,1>:f    0x0:f               {Compacted}     // $94
(W)     mov (1|M0)               r3.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $58
        cmp (16|M0)   (lt)f1.0   null<1>:f     r68.0<8;8,1>:f    0x0:f               {Compacted}     // $98
        cmp (16|M16)  (gt)f0.0   null<1>:f     r72.0<8;8,1>:f    0x0:f                               // $95
(W)     mov (1|M0)               r3.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $98
        add (16|M0)              r4.0<1>:f     r66.0<8;8,1>:f    -r16.0<8;8,1>:f  {Compacted}        // $47
(W)     mov (1|M0)               f1.0<1>:ud    r3.3<0;1,0>:ud                   {@2}                 // $99
        cmp (16|M16)  (lt)f1.0   null<1>:f     r72.0<8;8,1>:f    0x0:f                               // $99
        add (16|M16)             r10.0<1>:f    r70.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted}        // $48
(W)     mov (1|M0)               r3.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $99
(W)     mov (1|M0)               f1.0<1>:ud    r90.2<0;1,0>:ud                                       // $34
        mad (16|M0)              r44.0<1>:f    r12.0<8;1>:f      r20.0<8;1>:f      r6.0<0>:f        {Compacted} // $20 R{} IR{}{E:6,E:2,E:3,},  R{r6,} IR{}{O:6,O:2,},  {BC=1}
        mad (16|M16)             r46.0<1>:f    acc0.0<8;1>:f     r22.0<8;1>:f      r6.0<0>:f         // $21
(f1.0)  sel (16|M0)              r28.0<1>:f    r3.0<0;1,0>:f     0x3EFFFFFF:f                        // $34
        cmp (16|M0)   (ne)f1.0   null<1>:f     r66.0<8;8,1>:f    r66.0<8;8,1>:f                      // $61
(f1.0)  sel (16|M16)             r30.0<1>:f    r3.0<0;1,0>:f     0x3EFFFFFF:f                        // $35
(W)     mov (1|M0)               r3.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $61
(W)     mov (1|M0)               f1.0<1>:ud    r3.1<0;1,0>:ud                                        // $90
        and (16|M0)              r74.0<1>:d    r66.0<8;8,1>:d    -2147483648:d                       // $51
        and (16|M16)             r76.0<1>:d    r70.0<8;8,1>:d    -2147483648:d                       // $52
(f1.0)  sel (16|M0)              r12.0<1>:f    r6.1<0;1,0>:f     0x3F800000:f               {Compacted} // $90
(f1.0)  sel (16|M16)             r14.0<1>:f    r6.1<0;1,0>:f     0x3F800000:f                        // $91
(W)     mov (1|M0)               f1.0<1>:ud    r3.2<0;1,0>:ud                                        // $59
(~f0.0) sel (16|M0)              r40.0<1>:f    r68.0<8;8,1>:f    0x3F800000:f                        // $96
(~f0.0) sel (16|M16)             r42.0<1>:f    r72.0<8;8,1>:f    0x3F800000:f                        // $97
        sel (16|M0)   (lt)f0.0   r36.0<1>:f    r4.0<8;8,1>:f     0x3F7FFFFF:f                        // $49
        sel (16|M16)  (lt)f0.0   r38.0<1>:f    r10.0<8;8,1>:f    0x3F7FFFFF:f                        // $50
(W)     mov (1|M0)               f0.0<1>:ud    r3.0<0;1,0>:ud                   {@7}                 // $62
        cmp (16|M16)  (ne)f0.0   null<1>:f     r70.0<8;8,1>:f    r70.0<8;8,1>:f                      // $62
(f1.0)  sel (16|M0)              r48.0<1>:f    r74.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,@4}     // $59
(f1.0)  sel (16|M16)             r50.0<1>:f    r76.0<8;8,1>:f    r38.0<8;8,1>:f   {@4}               // $60
(W)     mov (1|M0)               f1.0<1>:ud    r3.3<0;1,0>:ud                                        // $100
(W)     mov (1|M0)               r3.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $62
        cmp (16|M0)   (eq)f0.0   null<1>:f     r68.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}        // $102
(f1.0)  mov (16|M0)              r40.0<1>:f    0xBF800000:f                               {Compacted} // $100
(f1.0)  mov (16|M16)             r42.0<1>:f    0xBF800000:f                                          // $101
(W)     mov (1|M0)               f1.0<1>:ud    r3.0<0;1,0>:ud                   {@4}                 // $63
        add (16|M0)              acc0.0<1>:f   r68.0<8;8,1>:f    -r66.0<8;8,1>:f  {Compacted}        // $83
        rnde (16|M0)             r32.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $22
        add (16|M16)             r26.0<1>:f    r72.0<8;8,1>:f    -r70.0<8;8,1>:f  {Compacted}        // $84
        rnde (16|M16)            r34.0<1>:f    r70.0<8;8,1>:f                   {Compacted}          // $23
        cmp (16|M16)  (eq)f0.0   null<1>:f     r72.0<8;8,1>:f    r72.0<8;8,1>:f                      // $103
        add (16|M0)              r28.0<1>:f    r28.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}        // $36
        add (16|M16)             r30.0<1>:f    r30.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted}        // $37
(~f0.0) mov (16|M0)              r40.0<1>:f    0x0:f                                                 // $104
        mad (16|M0)              acc0.0<1>:f   r66.0<8;1>:f      acc0.0<8;1>:f     r9.3<0>:f        {Compacted} // $86
(f1.0)  mov (16|M0)              r48.0<1>:f    0x7FFFFFFF:f                                          // $63
        mad (16|M16)             r10.0<1>:f    r70.0<8;1>:f      r26.0<8;1>:f      r9.3<0>:f        {Compacted,@7} // $87
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r66.0<8;8,1>:f  0x7F800000:f            {Compacted} // $125
        mad (16|M0)              r24.0<1>:f    r44.0<8;1>:f      r32.0<8;1>:f      r8.0<0>:f        {Compacted,@7} // $25 R{} IR{}{E:6,E:0,E:4,},  R{r8,} IR{}{O:6,O:0,},  {BC=1}
        cmp (16|M0)   (ne)f1.0   r44.0<1>:f    r66.0<8;8,1>:f    r66.0<8;8,1>:f                      // $123
        rndz (16|M0)             r20.0<1>:f    r68.0<8;8,1>:f                   {Compacted}          // $27
        rndz (16|M16)            r22.0<1>:f    r72.0<8;8,1>:f                   {Compacted}          // $28
        add (16|M0)              r54.0<1>:f    acc0.0<8;8,1>:f   r12.0<8;8,1>:f   {Compacted}        // $92
        mad (16|M16)             acc0.0<1>:f   r46.0<8;1>:f      r34.0<8;1>:f      r8.0<0>:f        {Compacted} // $26 R{} IR{}{E:7,E:1,E:4,},  R{r8,} IR{}{O:7,O:1,},  {BC=1}
        add (16|M16)             r56.0<1>:f    r10.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@7}     // $93
        sel (16|M0)   (lt)f0.0   r36.0<1>:f    r66.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}        // $69
        sel (16|M16)  (lt)f0.0   r38.0<1>:f    r70.0<8;8,1>:f    r72.0<8;8,1>:f                      // $70
(f1.0)  mov (16|M16)             r50.0<1>:f    0x7FFFFFFF:f                                          // $64
(~f0.0) mov (16|M16)             r42.0<1>:f    0x0:f                                                 // $105
        rndz (16|M0)             r58.0<1>:f    r28.0<8;8,1>:f                   {Compacted}          // $38
        rndz (16|M16)            r60.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $39
        sel (16|M0)   (ge)f0.0   r32.0<1>:f    r66.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}        // $71
        sel (16|M16)  (ge)f0.0   r34.0<1>:f    r70.0<8;8,1>:f    r72.0<8;8,1>:f                      // $72
(W)     mov (1|M0)               r6.0<1>:f     0x40A00000:f                               {Compacted} // $40
        add (16|M0)              r48.0<1>:f    r48.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}        // $65 R{} IR{}{E:0,E:0,},  R{} IR{}{O:0,O:0,},  {BC=2}
        mad (16|M0)              r4.0<1>:f     r24.0<8;1>:f      r20.0<8;1>:f      r52.0<0>:f       {Compacted} // $30 R{} IR{}{E:4,E:2,E:2,},  R{r52,} IR{}{O:4,O:2,},  {BC=1}
        sel (16|M0)   (ge)f0.0   r12.0<1>:f    r66.0<8;8,1>:f    0xBF800000:f               {Compacted} // $75
        mad (16|M16)             r10.0<1>:f    acc0.0<8;1>:f     r22.0<8;1>:f      r52.0<0>:f        // $31
        sel (16|M16)  (ge)f0.0   r14.0<1>:f    r70.0<8;8,1>:f    0xBF800000:f                        // $76
        cmp (16|M16)  (ne)f1.0   r46.0<1>:f    r70.0<8;8,1>:f    r70.0<8;8,1>:f                      // $124
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r70.0<8;8,1>:f  0x7F800000:f                     // $126
        and (16|M0)              r28.0<1>:d    r68.0<8;8,1>:d    -2147483648:d                       // $108
        and (16|M16)             r30.0<1>:d    r72.0<8;8,1>:d    -2147483648:d                       // $109
(~f0.0) sel (16|M0)              r16.0<1>:d    -r44.0<8;8,1>:d   1:w                                 // $127
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r66.0<8;8,1>:f  0x7F800000:f            {Compacted} // $55
        add (16|M0)              r40.0<1>:f    r54.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted}        // $106
        add (16|M16)             r50.0<1>:f    r50.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $66 R{} IR{}{E:1,E:1,},  R{} IR{}{O:1,O:1,},  {BC=2}
        add (16|M16)             r42.0<1>:f    r56.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}        // $107
        add (16|M0)              r36.0<1>:f    r36.0<8;8,1>:f    -r32.0<8;8,1>:f  {Compacted}        // $73
        add (16|M16)             r38.0<1>:f    r38.0<8;8,1>:f    -r34.0<8;8,1>:f  {Compacted}        // $74
        mad (16|M0)              acc0.0<1>:f   r4.0<8;1>:f       r58.0<8;1>:f      r6.0<0>:f        {Compacted} // $41 R{} IR{}{E:2,E:5,E:3,},  R{r6,} IR{}{O:2,O:5,},  {BC=1}
        sel (16|M0)   (lt)f0.0   r24.0<1>:f    r12.0<8;8,1>:f    0x3F800000:f               {Compacted} // $77
        mad (16|M16)             r22.0<1>:f    r10.0<8;1>:f      r60.0<8;1>:f      r6.0<0>:f        {Compacted} // $42 R{} IR{}{E:5,E:6,E:3,},  R{r6,} IR{}{O:5,O:6,},  {BC=1}
        sel (16|M16)  (lt)f0.0   r26.0<1>:f    r14.0<8;8,1>:f    0x3F800000:f                        // $78
        or (16|M0)               r28.0<1>:d    r28.0<8;8,1>:d    1073741824:d                        // $110
        or (16|M16)              r30.0<1>:d    r30.0<8;8,1>:d    1073741824:d                        // $111
(W)     mov (1|M0)               r90.3<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $55
(~f0.0) sel (16|M16)             r18.0<1>:d    -r46.0<8;8,1>:d   1:w                                 // $128
        add (16|M0)              r32.0<1>:f    acc0.0<8;8,1>:f   r48.0<8;8,1>:f   {Compacted}        // $67
        add (16|M0)              r4.0<1>:f     r66.0<8;8,1>:f    -r68.0<8;8,1>:f  {Compacted}        // $114
        add (16|M0)              r36.0<1>:f    r36.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@7}     // $79
        add (16|M16)             r34.0<1>:f    r22.0<8;8,1>:f    r50.0<8;8,1>:f   {Compacted,@7}     // $68
        add (16|M16)             r10.0<1>:f    r70.0<8;8,1>:f    -r72.0<8;8,1>:f  {Compacted}        // $115
        add (16|M16)             r38.0<1>:f    r38.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@7}     // $80
        add (16|M0)              acc0.0<1>:f   r40.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@7}     // $112
        add (16|M16)             r42.0<1>:f    r42.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@7}     // $113
        cmp (16|M0)   (ne)f1.0   null<1>:d     r16.0<8;8,1>:d    0:w                                 // $129
        cmp (16|M16)  (ne)f1.0   null<1>:d     r18.0<8;8,1>:d    0:w               {@7}              // $130
(W)     mov (1|M0)               f0.0<1>:ud    r90.3<0;1,0>:ud                                       // $56
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r70.0<8;8,1>:f  0x7F800000:f                     // $56
        add (16|M0)              r12.0<1>:f    r32.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,@7}     // $81
        add (16|M16)             r14.0<1>:f    r34.0<8;8,1>:f    r38.0<8;8,1>:f   {Compacted,@7}     // $82
        add (16|M0)              r40.0<1>:f    acc0.0<8;8,1>:f   (abs)r4.0<8;8,1>:f {Compacted}      // $116
        add (16|M16)             r42.0<1>:f    r42.0<8;8,1>:f    (abs)r10.0<8;8,1>:f {Compacted,@7}  // $117 R{} IR{}{E:5,E:5,},  R{} IR{}{O:5,O:5,},  {BC=2}
        mov (16|M0)              r78.0<1>:f    (abs)r66.0<8;8,1>:f              {Compacted}          // $53
        mad (16|M0)              r86.0<1>:f    r91.0<0;0>:f      r68.0<8;1>:f      r66.0<1>:f       {Compacted} // $121
        mov (16|M16)             r80.0<1>:f    (abs)r70.0<8;8,1>:f              {Compacted}          // $54
        mad (16|M16)             r88.0<1>:f    r91.0<0;0>:f      r72.0<8;1>:f      r70.0<1>:f       {Compacted} // $122
(W)     mov (1|M0)               r90.3<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $56
        add (16|M0)              r82.0<1>:f    r12.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted,@7}     // $118
        add (16|M16)             r84.0<1>:f    r14.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted,@7}     // $119
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $131
(~f1.0) if (32|M0)                           _0_032            _0_036                                // $131
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B003}
_0_033:
        cmp (16|M0)   (gt)f1.0   null<1>:f     (abs)r66.0<8;8,1>:f  0x40400000:f                     // $133
        cmp (16|M16)  (gt)f1.0   null<1>:f     (abs)r70.0<8;8,1>:f  0x40400000:f                     // $134
(f1.0)  sel (16|M0)              r92.0<1>:f    (abs)r66.0<8;8,1>:f  0x40400000:f            {Compacted} // $135
        cmp (16|M0)   (eq)f0.0   null<1>:f     r92.0<8;8,1>:f    0x0:f               {Compacted,@1}  // $137
(f1.0)  sel (16|M16)             r94.0<1>:f    (abs)r70.0<8;8,1>:f  0x40400000:f                     // $136
(W)     mov (1|M0)               r3.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $137
(W)     mov (1|M0)               f0.0<1>:ud    r3.0<0;1,0>:ud                   {@1}                 // $138
        cmp (16|M16)  (eq)f0.0   null<1>:f     r94.0<8;8,1>:f    0x0:f               {@3}            // $138
(W)     mov (1|M0)               r3.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $138
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $139
(f0.0)  if (32|M0)                           _0_034            _math_round_k0_1_cf                   // $139
// B002: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B004}
_0_035:
        mov (16|M0)              r96.0<1>:f    0x0:f                               {Compacted}       // $141
        mov (16|M16)             r98.0<1>:f    0x0:f                               {Compacted}       // $142
        else (32|M0)                         _math_round_k0_1_cf  _math_round_k0_1_cf                // $139
// B003: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B004}
_0_034:
(~f1.0) sel (16|M0)              r4.0<1>:f     (abs)r66.0<8;8,1>:f  0x40400000:f                     // $145
(~f1.0) sel (16|M16)             r10.0<1>:f    (abs)r70.0<8;8,1>:f  0x40400000:f                     // $146
(W)     mov (1|M0)               r90.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $151
        and (16|M0)   (eq)f1.0   r12.0<1>:d    r92.0<8;8,1>:d    2139095040:d                        // $147
        and (16|M16)  (eq)f1.0   r14.0<1>:d    r94.0<8;8,1>:d    2139095040:d                        // $148
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $151
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $151
(W&f0.0.any32h) mov (1|M0)       r3.0<1>:f     0x4F800000:f                                          // $151
(W)     mov (1|M0)               f0.0<1>:ud    r90.0<0;1,0>:ud                  {@6}                 // $151
        cmp (16|M0)   (ge)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x64000000:ud              {@6}     // $153
        cmp (16|M16)  (ge)f0.0   null<1>:d     r14.0<8;8,1>:ud   0x64000000:ud              {@6}     // $154
(f1.0)  sel (16|M0)              r16.0<1>:f    r3.0<0;1,0>:f     0x3F800000:f               {Compacted,@4} // $151
(f1.0)  sel (16|M16)             r18.0<1>:f    r3.0<0;1,0>:f     0x3F800000:f                        // $152
(f0.0)  mov (16|M0)              r16.0<1>:f    0x2F800000:f                               {Compacted} // $155
(f0.0)  mov (16|M16)             r18.0<1>:f    0x2F800000:f                                          // $156
        mul (16|M0)              r20.0<1>:f    r92.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,@2}     // $157
        mul (16|M16)             r22.0<1>:f    r94.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted,@2}     // $158
        math.inv (16|M0)         r20.0<1>:f    r20.0<8;8,1>:f                   {@2,$2}              // $159
        math.inv (16|M16)        r22.0<1>:f    r22.0<8;8,1>:f                   {@1,$3}              // $160
        mul (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,$2.dst} // $161 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        mul (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,$3.dst} // $162
        mul (16|M0)              r20.0<1>:f    acc0.0<8;8,1>:f   r16.0<8;8,1>:f   {Compacted}        // $163
        mul (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted,@2}     // $164
        mad (16|M0)              r12.0<1>:f    r91.0<0;0>:f      r20.0<8;1>:f      r20.0<1>:f       {Compacted,@2} // $165
        mad (16|M16)             r14.0<1>:f    r91.0<0;0>:f      r22.0<8;1>:f      r22.0<1>:f       {Compacted,@2} // $166
        math.sqt (16|M0)         r24.0<1>:f    r12.0<8;8,1>:f                   {@2,$4}              // $167
        math.sqt (16|M16)        r26.0<1>:f    r14.0<8;8,1>:f                   {@1,$5}              // $168
        mul (16|M0)              r96.0<1>:f    r92.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,$4.dst} // $169
        mul (16|M16)             r98.0<1>:f    r94.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,$5.dst} // $170
// B004: [NoMaskWA],  [inDivergent],  Preds:{B003, B002},  Succs:{B005}
_math_round_k0_1_cf:
        endif (32|M0)                        _math_round_k0_2_cf                                     // $139
// B005: [NoMaskWA],  [inDivergent],  Preds:{B004},  Succs:{B007}
_math_round_k0_2_cf:
        else (32|M0)                         _0_036            _0_036                                // $131
// B006: [NoMaskWA],  [inDivergent],  Preds:{B000},  Succs:{B007}
_0_032:
(W)     mov (1|M0)               r90.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $175
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $175
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $175
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r66.0<8;8,1>:f  0x7F800000:f                     // $173
        cmp (16|M16)  (eq)f1.0   null<1>:f     (abs)r70.0<8;8,1>:f  0x7F800000:f                     // $174
(W&f0.0.any32h) mov (1|M0)       r3.0<1>:f     0x7F800000:f                                          // $175
(W)     mov (1|M0)               f0.0<1>:ud    r90.0<0;1,0>:ud                  {@6}                 // $175
(f1.0)  sel (16|M0)              r96.0<1>:f    r3.0<0;1,0>:f     0x7FFFFFFF:f               {@2}     // $175
(f1.0)  sel (16|M16)             r98.0<1>:f    r3.0<0;1,0>:f     0x7FFFFFFF:f                        // $176
// B007: Preds:{B006, B005},  Succs:{B008, B009}
_0_036:
        endif (32|M0)                        L2496                                                   // $131
L2496:
(W)     mov (1|M0)               f1.0<1>:ud    r90.3<0;1,0>:ud                                       // $181
(W)     mov (1|M0)               r3.0<1>:hf    0x1:hf                                                // $181
        cmp (16|M0)   (ne)f0.0   null<1>:f     r66.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}        // $180
        cmp (16|M16)  (ne)f0.0   null<1>:f     r70.0<8;8,1>:f    r70.0<8;8,1>:f                      // $182
(f1.0)  sel (16|M0)              r5.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw              {Compacted,@3}  // $181
(W)     mov (1|M0)               f1.0<1>:ud    r90.3<0;1,0>:ud                                       // $183
(f0.0)  sel (16|M0)              acc0.0<1>:uw  r3.0<0;1,0>:uw    0x0:uw                              // $181
(f0.0)  sel (16|M16)             r6.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw                              // $183
(f1.0)  sel (16|M16)             r8.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw                              // $183
        or (16|M0)    (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r5.0<16;16,1>:uw {@5}             // $181
        or (16|M16)   (ne)f0.0   null<1>:uw    r6.0<16;16,1>:uw  r8.0<16;16,1>:uw {@2}               // $183
        add (16|M0)              r100.0<1>:f   r86.0<8;8,1>:f    r96.0<8;8,1>:f   {Compacted}        // $178
        add (16|M16)             r102.0<1>:f   r88.0<8;8,1>:f    r98.0<8;8,1>:f   {Compacted}        // $179
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $184
(f0.0)  if (32|M0)                           _0_037            _math_round_k0_0_cf                   // $184
// B008: [inDivergent],  Preds:{B007},  Succs:{B032}
_0_038:
        mov (16|M0)              r104.0<1>:f   0x7FFFFFFF:f                                          // $186
        mov (16|M16)             r106.0<1>:f   0x7FFFFFFF:f                                          // $187
        else (32|M0)                         _math_round_k0_0_cf  _math_round_k0_0_cf                // $184
// B009: [inDivergent],  Preds:{B007},  Succs:{B010, B011}
_0_037:
        cmp (16|M0)   (ne)f1.0   null<1>:f     r66.0<8;8,1>:f    0x0:f                               // $190
        cmp (16|M16)  (ne)f1.0   null<1>:f     r70.0<8;8,1>:f    0x0:f                               // $191
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $192
(~f1.0) if (32|M0)                           _0_040            _math_round_k0_3_cf                   // $192
// B010: [NoMaskWA],  [inDivergent],  Preds:{B009},  Succs:{B031}
_0_041:
        mov (16|M0)              r104.0<1>:f   r66.0<8;8,1>:f                   {Compacted}          // $194
        mov (16|M16)             r106.0<1>:f   r70.0<8;8,1>:f                   {Compacted}          // $195
        else (32|M0)                         _math_round_k0_3_cf  _math_round_k0_3_cf                // $192
// B011: [NoMaskWA],  [inDivergent],  Preds:{B009},  Succs:{B012, B013}
_0_040:
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r66.0<8;8,1>:f  0x3FC00000:f            {Compacted} // $198
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r70.0<8;8,1>:f  0x3FC00000:f                     // $199
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $200
(f0.0)  if (32|M0)                           _0_042            _math_round_k0_4_cf                   // $200
// B012: [NoMaskWA],  [inDivergent],  Preds:{B011},  Succs:{B030}
_0_043:
        mov (16|M0)              r104.0<1>:f   r74.0<8;8,1>:f                   {Compacted}          // $202
        mov (16|M16)             r106.0<1>:f   r76.0<8;8,1>:f                   {Compacted}          // $203
        else (32|M0)                         _math_round_k0_4_cf  _math_round_k0_4_cf                // $200
// B013: [NoMaskWA],  [inDivergent],  Preds:{B011},  Succs:{B014, B015}
_0_042:
        cmp (16|M0)   (lt)f1.0   null<1>:f     (abs)r66.0<8;8,1>:f  0x3FC00000:f            {Compacted} // $206
        cmp (16|M16)  (lt)f1.0   null<1>:f     (abs)r70.0<8;8,1>:f  0x3FC00000:f                     // $207
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $208
(f1.0)  if (32|M0)                           _0_044            _math_round_k0_5_cf                   // $208
// B014: [NoMaskWA],  [inDivergent],  Preds:{B013},  Succs:{B029}
_0_045:
        mov (16|M0)              r104.0<1>:f   r66.0<8;8,1>:f                   {Compacted}          // $210
        mov (16|M16)             r106.0<1>:f   r70.0<8;8,1>:f                   {Compacted}          // $211
        else (32|M0)                         _math_round_k0_5_cf  _math_round_k0_5_cf                // $208
// B015: [NoMaskWA],  [inDivergent],  Preds:{B013},  Succs:{B016, B020}
_0_044:
        cmp (16|M0)   (ge)f0.0   null<1>:f     (abs)r78.0<8;8,1>:f  0x800000:f            {Compacted} // $216
        cmp (16|M16)  (lt)f0.0   null<1>:f     (abs)r80.0<8;8,1>:f  0x7F800000:f                     // $220
(f0.0)  cmp (16|M0)   (lt)f0.0   null<1>:f     (abs)r78.0<8;8,1>:f  0x7F800000:f                     // $218
        cmp (16|M16)  (ge)f1.0   null<1>:f     (abs)r80.0<8;8,1>:f  0x800000:f                       // $217
(W)     mov (1|M0)               r90.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $221
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $221
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $221
(W&f0.0.any32h) mov (1|M0)       r3.0<1>:hf    0x1:hf                                                // $221
(W)     mov (1|M0)               f0.0<1>:ud    r90.0<0;1,0>:ud                  {@4}                 // $221
(f1.0)  sel (16|M16)             r5.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw              {@2}            // $221
        mov (16|M0)              r108.0<1>:f   -(abs)r66.0<8;8,1>:f             {Compacted}          // $214
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r3.0<0;1,0>:uw    0x0:uw                              // $221
        and (16|M16)  (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r5.0<16;16,1>:uw {@3}             // $221
        mov (16|M16)             r110.0<1>:f   -(abs)r70.0<8;8,1>:f             {Compacted}          // $215
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $222
(f0.0)  goto (32|M0)                         _0_046            _0_046                                // $222
// B016: [NoMaskWA],  [inDivergent],  Preds:{B015},  Succs:{B017, B018}
_0_047:
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r80.0<8;8,1>:f  0x7F800000:f                     // $225
        cmp (16|M16)  (ne)f1.0   null<1>:f     (abs)r70.0<8;8,1>:f  (abs)r70.0<8;8,1>:f              // $228
(W)     mov (1|M0)               r90.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $229
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $229
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $229
(W&f0.0.any32h) mov (1|M0)       r3.0<1>:hf    0x1:hf                                                // $229
(W)     mov (1|M0)               f0.0<1>:ud    r90.0<0;1,0>:ud                  {@4}                 // $229
        cmp (16|M0)   (eq)f1.0   null<1>:f     (abs)r78.0<8;8,1>:f  0x7F800000:f                     // $224
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r3.0<0;1,0>:uw    0x0:uw              {@3}            // $229
(f0.0)  sel (16|M16)             r5.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw                              // $229
(~f1.0) cmp (16|M0)   (ne)f1.0   null<1>:f     (abs)r66.0<8;8,1>:f  (abs)r66.0<8;8,1>:f              // $226
        or (16|M16)   (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r5.0<16;16,1>:uw {@2}             // $229
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $230
(~f1.0) goto (32|M0)                         _0_048            _0_048                                // $230
// B017: [NoMaskWA],  [inDivergent],  Preds:{B016},  Succs:{B022}
_0_049:
        mov (16|M0)              r112.0<1>:f   0x7FFFFFFF:f                                          //  (0x7fffffff:f); $232
        mov (16|M16)             r114.0<1>:f   0x7FFFFFFF:f                                          //  (0x7fffffff:f); $233
        goto (32|M0)                         _0_048            _0_050                                // $234
// B018: [NoMaskWA],  [inDivergent],  Preds:{B016},  Succs:{B019, B028}
_0_048:
        join (32|M0)                         _0_046                                                  // 
L3528:
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r66.0<8;8,1>:f  0x0:f            {Compacted}     // $236
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r70.0<8;8,1>:f  0x0:f                            // $237
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $238
(f0.0)  goto (32|M0)                         _0_046            _0_051                                // $238
// B019: [NoMaskWA],  [inDivergent],  Preds:{B018},  Succs:{B021}
_0_052:
        mul (16|M0)              r4.0<1>:f     (abs)r66.0<8;8,1>:f  0x4B000000:f            {Compacted} // $240
        mul (16|M16)             r10.0<1>:f    (abs)r70.0<8;8,1>:f  0x4B000000:f            {Compacted} // $241
        shr (16|M0)              r12.0<1>:d    r4.0<8;8,1>:ud    23:w               {Compacted,@2}   // $242
        shr (16|M16)             r14.0<1>:d    r10.0<8;8,1>:ud   23:w               {Compacted,@2}   // $243
        and (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    255:w               {Compacted,@2}  // $244
        and (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    255:w               {Compacted,@2}  // $245
        add (16|M0)              r112.0<1>:d   r12.0<8;8,1>:d    -150:w               {Compacted,@2} // $246
        add (16|M16)             r114.0<1>:d   r14.0<8;8,1>:d    -150:w               {Compacted,@2} // $247
        goto (32|M0)                         _0_046            _0_053                                // $248
// B020: [NoMaskWA],  [inDivergent],  Preds:{B015},  Succs:{B021}
_0_046:
        join (32|M0)                         _0_053                                                  // 
L3680:
        shr (16|M0)              r4.0<1>:d     r78.0<8;8,1>:ud   23:w               {Compacted}      // $250
        shr (16|M16)             r10.0<1>:d    r80.0<8;8,1>:ud   23:w               {Compacted}      // $251
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     255:w               {Compacted,@2}  // $252
        and (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    255:w               {Compacted,@2}  // $253
        add (16|M0)              r112.0<1>:d   r4.0<8;8,1>:d     -127:w               {Compacted,@2} // $254
        add (16|M16)             r114.0<1>:d   r10.0<8;8,1>:d    -127:w               {Compacted,@2} // $255
// B021: [NoMaskWA],  [inDivergent],  Preds:{B020, B019},  Succs:{B022, B028}
_0_053:
        join (32|M0)                         _0_050                                                  // 
L3744:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r112.0<8;8,1>:d   -1:w               {@3}             // $257
        cmp (16|M16)  (gt)f1.0   null<1>:d     r114.0<8;8,1>:d   -1:w               {@3}             // $258
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $259
(~f1.0) goto (32|M0)                         _0_050            _0_051                                // $259
// B022: [NoMaskWA],  [inDivergent],  Preds:{B021, B017},  Succs:{B023, B027}
_0_050:
        join (32|M0)                         _0_051                                                  // 
L3824:
(W)     mov (1|M0)               r90.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $263
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $263
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $263
        cmp (16|M0)   (gt)f0.0   null<1>:d     r112.0<8;8,1>:ud  0x7C:uw                             // $261
        cmp (16|M16)  (gt)f0.0   null<1>:d     r114.0<8;8,1>:ud  0x7C:uw                             // $262
(W&f1.0.any32h) mov (1|M0)       r3.2<1>:hf    0x7C:hf                                               // $265
(W&f1.0.any32h) mov (1|M0)       r3.0<1>:f     0x1800000:f                                           // $263
(f0.0)  sel (16|M0)              r6.0<2>:b     r3.2<0;1,0>:w     0:w               {@2}              // $265
(f0.0)  sel (16|M16)             r8.0<2>:b     r3.2<0;1,0>:w     0:w                                 // $266
        add (16|M0)              r12.0<1>:d    r6.0<2;1,0>:ub    -r112.0<8;8,1>:d {@2}               // $269
        add (16|M16)             r14.0<1>:d    r8.0<2;1,0>:ub    -r114.0<8;8,1>:d {@2}               // $270
(W)     mov (1|M0)               f1.0<1>:ud    r90.0<0;1,0>:ud                  {@7}                 // $265
        cmp (16|M0)   (lt)f1.0   null<1>:d     r12.0<8;8,1>:d    -124:w               {Compacted,@3} // $271
        cmp (16|M16)  (lt)f1.0   null<1>:d     r14.0<8;8,1>:d    -124:w               {@3}           // $272
(f1.0)  sel (16|M0)              r20.0<2>:b    r3.2<0;1,0>:w     0:w                                 // $275
(f1.0)  sel (16|M16)             r21.0<2>:b    r3.2<0;1,0>:w     0:w                                 // $276
(f0.0)  sel (16|M0)              r4.0<1>:f     r3.0<0;1,0>:f     0x3F800000:f               {Compacted,@7} // $263
(f0.0)  sel (16|M16)             r10.0<1>:f    r3.0<0;1,0>:f     0x3F800000:f                        // $264
        add (16|M0)   (eq)f0.0   r22.0<1>:d    r20.0<2;1,0>:ub   r12.0<8;8,1>:d   {@4}               // $279
        add (16|M16)  (eq)f0.0   r24.0<1>:d    r21.0<2;1,0>:ub   r14.0<8;8,1>:d   {@4}               // $280
        shl (16|M0)              r26.0<1>:d    r22.0<8;8,1>:d    23:w               {Compacted,@2}   // $281
        shl (16|M16)             r28.0<1>:d    r24.0<8;8,1>:d    23:w               {Compacted,@2}   // $282
        add (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    1065353216:d               {@2}     // $283
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    1065353216:d               {@2}     // $284
(f1.0)  sel (16|M0)              acc0.0<1>:f   r3.0<0;1,0>:f     0x3F800000:f               {Compacted} // $273
(f1.0)  sel (16|M16)             r18.0<1>:f    r3.0<0;1,0>:f     0x3F800000:f                        // $274
(~f0.0) sel (16|M0)              r30.0<1>:f    r26.0<8;8,1>:f    0x3F800000:f               {@4}     // $287
(~f0.0) sel (16|M16)             r32.0<1>:f    r28.0<8;8,1>:f    0x3F800000:f               {@4}     // $288
        cmp (16|M0)   (lt)f1.0   null<1>:d     r22.0<8;8,1>:d    -124:w               {Compacted}    // $289
        cmp (16|M16)  (lt)f1.0   null<1>:d     r24.0<8;8,1>:d    -124:w                              // $290
        cmp (16|M0)   (gt)f0.0   null<1>:d     r22.0<8;8,1>:d    127:w               {Compacted}     // $293
        cmp (16|M16)  (gt)f0.0   null<1>:d     r24.0<8;8,1>:d    127:w                               // $294
(f1.0)  mov (16|M0)              r30.0<1>:f    0x1800000:f                               {Compacted} // $291
(f1.0)  mov (16|M16)             r32.0<1>:f    0x1800000:f                                           // $292
(f0.0)  mov (16|M0)              r30.0<1>:f    0x7F000000:f                               {Compacted} // $295
(f0.0)  mov (16|M16)             r32.0<1>:f    0x7F000000:f                                          // $296
        mul (16|M0)              r30.0<1>:f    (abs)r66.0<8;8,1>:f  r30.0<8;8,1>:f {Compacted,@2}    // $297
        mul (16|M16)             r32.0<1>:f    (abs)r70.0<8;8,1>:f  r32.0<8;8,1>:f {Compacted,@2}    // $298
        cmp (16|M0)   (eq)f0.0   null<1>:d     r112.0<8;8,1>:d   0:w               {Compacted}       // $303
        cmp (16|M16)  (eq)f0.0   null<1>:d     r114.0<8;8,1>:d   0:w                                 // $304
        mul (16|M0)              r30.0<1>:f    r4.0<8;8,1>:f     r30.0<8;8,1>:f   {Compacted,@4}     // $299
        mul (16|M16)             r32.0<1>:f    r10.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@4}     // $300
        mul (16|M0)              r116.0<1>:f   acc0.0<8;8,1>:f   r30.0<8;8,1>:f   {Compacted,@2}     // $301
        mul (16|M16)             r118.0<1>:f   r18.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@2}     // $302
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $305
(~f0.0) if (32|M0)                           _0_054            _0_054                                // $305
// B023: Preds:{B022},  Succs:{B024}
_math_round_k0_9_preHeader:
_0_055:
// B024: [NoMaskWA],  [inDivergent],  Preds:{B023, B026},  Succs:{B025, B027}
        cmp (16|M0)   (ge)f0.0   r4.0<1>:f     r116.0<8;8,1>:f   0x3FC00000:f               {Compacted,@4} // $307
        cmp (16|M16)  (ge)f1.0   r10.0<1>:f    r118.0<8;8,1>:f   0x3FC00000:f               {@4}     // $308
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     1069547520:d               {@2}     // $309
        and (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1069547520:d               {@2}     // $310
        cmp (16|M16)  (gt)f0.0   null<1>:d     r114.0<8;8,1>:ud  0x1:uw                              // $316
        cmp (16|M0)   (gt)f0.0   null<1>:d     r112.0<8;8,1>:ud  0x1:uw                              // $315
        add (16|M0)              r12.0<1>:f    r116.0<8;8,1>:f   -r4.0<8;8,1>:f   {Compacted,@4}     // $311 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        add (16|M16)             r14.0<1>:f    r118.0<8;8,1>:f   -r10.0<8;8,1>:f  {Compacted,@4}     // $312
        add (16|M0)              r116.0<1>:f   r12.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@2}     // $313
        add (16|M16)             r118.0<1>:f   r14.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@2}     // $314
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $317
(~f0.0) break (32|M0)                        _math_round_k0_8_cf  _math_round_k0_8_cf                // $317
// B025: [NoMaskWA],  [inDivergent],  Preds:{B024},  Succs:{B026}
_0_056:
        add (16|M0)              r112.0<1>:d   r112.0<8;8,1>:d   -1:w               {Compacted}      // $319
        add (16|M16)             r114.0<1>:d   r114.0<8;8,1>:d   -1:w               {Compacted}      // $320
// B026: [NoMaskWA],  [inDivergent],  Preds:{B025},  Succs:{B024}
_math_round_k0_8_cf:
        while (32|M0)                        _math_round_k0_9_preHeader                              // $321
// B027: [NoMaskWA],  [inDivergent],  Preds:{B022, B024},  Succs:{B028}
_0_054:
        endif (32|M0)                        L4624                                                   // $305
L4624:
        cmp (16|M0)   (ge)f0.0   r4.0<1>:f     r116.0<8;8,1>:f   0x3FC00000:f               {Compacted,@7} // $323
        cmp (16|M16)  (ge)f0.0   r10.0<1>:f    r118.0<8;8,1>:f   0x3FC00000:f               {@7}     // $324
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     1069547520:d               {@2}     // $325
        and (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1069547520:d               {@2}     // $326
        add (16|M0)              r78.0<1>:f    r116.0<8;8,1>:f   -r4.0<8;8,1>:f   {Compacted,@2}     // $327 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        add (16|M16)             r80.0<1>:f    r118.0<8;8,1>:f   -r10.0<8;8,1>:f  {Compacted,@2}     // $328
        mov (16|M0)              r108.0<1>:f   -r78.0<8;8,1>:f                  {Compacted,@2}       // $329
        mov (16|M16)             r110.0<1>:f   -r80.0<8;8,1>:f                  {Compacted,@2}       // $330
// B028: [NoMaskWA],  [inDivergent],  Preds:{B027, B021, B018},  Succs:{B029}
_0_051:
        join (32|M0)                         L4728                                                   // 
L4728:
(W)     mov (1|M0)               r90.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $332
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $332
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $332
(W&f0.0.any32h) mov (1|M0)       f1.0<1>:ud    r90.2<0;1,0>:ud                                       // $332
(W)     mov (1|M0)               r90.1<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $332
(W)     mov (1|M0)               f0.0<1>:ud    r90.0<0;1,0>:ud                  {@5}                 // $332
(f1.0)  sel (16|M0)              r104.0<1>:f   r108.0<8;8,1>:f   r78.0<8;8,1>:f   {Compacted,@7}     // $332
(W)     mov (1|M0)               r90.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $333
(W)     mov (1|M0)               f1.0<1>:ud    r90.1<0;1,0>:ud                  {@4}                 // $333
(W&f1.0.any32h) mov (1|M0)       f0.0<1>:ud    r90.2<0;1,0>:ud                                       // $333
(W)     mov (1|M0)               f1.0<1>:ud    r90.0<0;1,0>:ud                  {@3}                 // $333
(f0.0)  sel (16|M16)             r106.0<1>:f   r110.0<8;8,1>:f   r80.0<8;8,1>:f                      // $333
// B029: [NoMaskWA],  [inDivergent],  Preds:{B014, B028},  Succs:{B030}
_math_round_k0_5_cf:
        endif (32|M0)                        _math_round_k0_4_cf                                     // $208
// B030: [NoMaskWA],  [inDivergent],  Preds:{B012, B029},  Succs:{B031}
_math_round_k0_4_cf:
        endif (32|M0)                        _math_round_k0_3_cf                                     // $200
// B031: [NoMaskWA],  [inDivergent],  Preds:{B010, B030},  Succs:{B032}
_math_round_k0_3_cf:
        endif (32|M0)                        _math_round_k0_0_cf                                     // $192
// B032: Preds:{B008, B031},  Succs:{B033}
_math_round_k0_0_cf:
        endif (32|M0)                        _0_039                                                  // $184
// B033: Preds:{B032},  Succs:{}
_0_039:
        add (16|M0)              r4.0<1>:f     r100.0<8;8,1>:f   r104.0<8;8,1>:f  {Compacted,@7}     // $335
        add (16|M16)             r10.0<1>:f    r102.0<8;8,1>:f   r106.0<8;8,1>:f  {Compacted,@6}     // $336
        frc (16|M0)              r12.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $343
        frc (16|M16)             r14.0<1>:f    r70.0<8;8,1>:f                   {Compacted}          // $344
        add (16|M0)              r4.0<1>:f     r82.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@4}     // $337
        add (16|M16)             r10.0<1>:f    r84.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@4}     // $338
        send.dc1 (16|M0)         null     r62     r4      0x80            0x04025E01           {@2,$6} // wr:2+2, rd:0; untyped surface write with x // $340
        send.dc1 (16|M16)        null     r64     r10     0x80            0x04025E01           {@1,$7} // wr:2+2, rd:0; untyped surface write with x // $342
        send.dc1 (16|M0)         null     r62     r12     0x80            0x04025E02           {@4,$8} // wr:2+2, rd:0; untyped surface write with x // $346
        send.dc1 (16|M16)        null     r64     r14     0x80            0x04025E02           {@3,$9} // wr:2+2, rd:0; untyped surface write with x // $348
(W)     mov (8|M0)               r127.0<1>:f   r53.0<8;8,1>:f                   {Compacted}          // $349
(W)     send.dc0 (8|M0)          r3       r53     null    0x0            0x0219E000           {$10} // wr:1h+0, rd:1; synchronized global fence flushing // $349
(W)     mov (8|M0)               null<1>:ud    r3.0<8;8,1>:ud                   {$10.dst}            //  memory fence commit; $349
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $349


//.BankConflicts: 18
//.BankConflicts.SameBank: 6
//.BankConflicts.TwoSrc: 12
//.SIMD16ReadSuppressions: 6
//.SIMD8s: 667
//
//.RMWs: 4
//
//.accSubDef: 11
//.accSubUse: 12
//.accSubCandidateDef: 54
//.accSubCandidateUse: 56
