//.kernel private_array
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 288
//.RA type	LOCAL_FIRST_FIT_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r37.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
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
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r37.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r37.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r10.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r14.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0059 (67)  rf=r size=1024 type=d align=16 words (r38.0)
//.declare V0060 (68)  rf=r size=1024 type=d align=16 words (r70.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0070 (78)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0080 (88)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0087 (95)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0088 (96)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0089 (97)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0090 (98)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0091 (99)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0092 (100)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0093 (101)  rf=r size=64 type=b align=16 words (r8.0)
//.declare V0094 (102)  rf=r size=64 type=b align=16 words (r33.0)
//.declare V0095 (103)  rf=r size=64 type=b alias=V0091+0 align=16 words (r20.0)
//.declare V0096 (104)  rf=r size=64 type=b alias=V0092+0 align=16 words (r22.0)
//.declare V0097 (105)  rf=r size=32 type=b align=16 words (r24.0)
//.declare V0098 (106)  rf=r size=32 type=b align=16 words (r7.0)
//.declare V0099 (107)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0100 (108)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0101 (109)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare V0102 (110)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare V0103 (111)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare V0104 (112)  rf=r size=32 type=uw align=16 words (r2.0)
//.declare A00 (113)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0105 (114)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare V0106 (115)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare A01 (116)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0107 (117)  rf=r size=32 type=b align=16 words (r12.0)
//.declare V0108 (118)  rf=r size=32 type=b align=16 words (r8.0)
//.declare V0109 (119)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0110 (120)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0111 (121)  rf=r size=32 type=uw align=16 words (r13.0)
//.declare V0112 (122)  rf=r size=32 type=uw align=16 words (r18.0)
//.declare A02 (123)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0113 (124)  rf=r size=32 type=uw align=16 words (r9.0)
//.declare V0114 (125)  rf=r size=32 type=uw align=16 words (r19.0)
//.declare A03 (126)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0115 (127)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0116 (128)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0117 (129)  rf=r size=32 type=ub alias=V0107+0 align=16 words (r12.0)
//.declare V0118 (130)  rf=r size=32 type=ub alias=V0108+0 align=16 words (r8.0)
//.declare V0119 (131)  rf=r size=64 type=uw alias=V0115+0 align=16 words (r3.0)
//.declare V0120 (132)  rf=r size=64 type=uw alias=V0116+0 align=16 words (r28.0)
//.declare V0121 (133)  rf=r size=32 type=uw align=16 words (r7.0)
//.declare A04 (134)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare P01 (135)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P02 (136)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P03 (137)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (138)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P05 (139)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P06 (140)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P07 (141)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P08 (142)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P09 (143)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P10 (144)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P11 (145)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P12 (146)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P13 (147)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P14 (148)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P15 (149)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P16 (150)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0122 (151)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare A05 (152)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare P17 (153)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P18 (154)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P19 (155)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P20 (156)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P21 (157)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P22 (158)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P23 (159)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P24 (160)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P25 (161)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P26 (162)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P27 (163)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P28 (164)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P29 (165)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P30 (166)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P31 (167)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P32 (168)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0123 (169)  rf=r size=32 type=b align=16 words (r3.0)
//.declare V0124 (170)  rf=r size=32 type=b align=16 words (r8.0)
//.declare V0125 (171)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0126 (172)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0127 (173)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare V0128 (174)  rf=r size=32 type=uw align=16 words (r7.0)
//.declare A06 (175)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0129 (176)  rf=r size=32 type=uw align=16 words (r9.0)
//.declare V0130 (177)  rf=r size=32 type=uw align=16 words (r18.0)
//.declare A07 (178)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0131 (179)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0132 (180)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0133 (181)  rf=r size=32 type=b align=16 words (r19.0)
//.declare V0134 (182)  rf=r size=32 type=b align=16 words (r4.0)
//.declare V0135 (183)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0136 (184)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0137 (185)  rf=r size=32 type=uw align=16 words (r26.0)
//.declare V0138 (186)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare A08 (187)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0139 (188)  rf=r size=32 type=uw align=16 words (r7.0)
//.declare V0140 (189)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare A09 (190)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0141 (191)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0142 (192)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0143 (193)  rf=r size=32 type=ub alias=V0133+0 align=16 words (r19.0)
//.declare V0144 (194)  rf=r size=32 type=ub alias=V0134+0 align=16 words (r4.0)
//.declare V0145 (195)  rf=r size=64 type=uw alias=V0141+0 align=16 words (r35.0)
//.declare V0146 (196)  rf=r size=64 type=uw alias=V0142+0 align=16 words (r5.0)
//.declare V0147 (197)  rf=r size=32 type=uw align=16 words (r9.0)
//.declare A10 (198)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare P33 (199)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P34 (200)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P35 (201)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P36 (202)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P37 (203)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P38 (204)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P39 (205)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P40 (206)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P41 (207)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P42 (208)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P43 (209)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P44 (210)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P45 (211)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P46 (212)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P47 (213)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P48 (214)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0148 (215)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare A11 (216)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare P49 (217)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P50 (218)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P51 (219)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P52 (220)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P53 (221)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P54 (222)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P55 (223)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P56 (224)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P57 (225)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P58 (226)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P59 (227)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P60 (228)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P61 (229)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P62 (230)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P63 (231)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P64 (232)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0149 (233)  rf=r size=32 type=b align=16 words (r3.0)
//.declare V0150 (234)  rf=r size=32 type=b align=16 words (r6.0)
//.declare V0151 (235)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0152 (236)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0153 (237)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare V0154 (238)  rf=r size=32 type=uw align=16 words (r5.0)
//.declare A12 (239)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0155 (240)  rf=r size=32 type=uw align=16 words (r9.0)
//.declare V0156 (241)  rf=r size=32 type=uw align=16 words (r12.0)
//.declare A13 (242)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0157 (243)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0158 (244)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0159 (245)  rf=r size=32 type=b align=16 words (r13.0)
//.declare V0160 (246)  rf=r size=32 type=b align=16 words (r19.0)
//.declare V0161 (247)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0162 (248)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0163 (249)  rf=r size=32 type=uw align=16 words (r18.0)
//.declare V0164 (250)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare A14 (251)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0165 (252)  rf=r size=32 type=uw align=16 words (r6.0)
//.declare V0166 (253)  rf=r size=32 type=uw align=16 words (r9.0)
//.declare A15 (254)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0167 (255)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0168 (256)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0169 (257)  rf=r size=32 type=ub alias=V0159+0 align=16 words (r13.0)
//.declare V0170 (258)  rf=r size=32 type=ub alias=V0160+0 align=16 words (r19.0)
//.declare V0171 (259)  rf=r size=64 type=uw alias=V0167+0 align=16 words (r35.0)
//.declare V0172 (260)  rf=r size=64 type=uw alias=V0168+0 align=16 words (r7.0)
//.declare V0173 (261)  rf=r size=32 type=uw align=16 words (r12.0)
//.declare A16 (262)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare P65 (263)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P66 (264)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P67 (265)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P68 (266)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P69 (267)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P70 (268)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P71 (269)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P72 (270)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P73 (271)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P74 (272)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P75 (273)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P76 (274)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P77 (275)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P78 (276)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P79 (277)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P80 (278)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0174 (279)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare A17 (280)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare P81 (281)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P82 (282)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P83 (283)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P84 (284)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P85 (285)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P86 (286)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P87 (287)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P88 (288)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P89 (289)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P90 (290)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P91 (291)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P92 (292)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P93 (293)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P94 (294)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P95 (295)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P96 (296)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0175 (297)  rf=r size=32 type=b align=16 words (r3.0)
//.declare V0176 (298)  rf=r size=32 type=b align=16 words (r8.0)
//.declare V0177 (299)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0178 (300)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0179 (301)  rf=r size=32 type=uw align=16 words (r6.0)
//.declare V0180 (302)  rf=r size=32 type=uw align=16 words (r7.0)
//.declare A18 (303)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0181 (304)  rf=r size=32 type=uw align=16 words (r9.0)
//.declare V0182 (305)  rf=r size=32 type=uw align=16 words (r16.0)
//.declare A19 (306)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0183 (307)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0184 (308)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0185 (309)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (310)  rf=r size=32 type=ud align=16 words (r127.0)

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
// | V0183    | :uq      |      8 | r8       | general    |
// | V0184    | :uq      |      8 | r8+8     | general    |
// | V0185    | :uq      |      8 | r8+16    | general    |
// | V0044    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r37.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r37.1<0;1,0>:d   {Compacted}        // $2
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r12.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r14.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $10
        send (16|M0)             r16:w    r10     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M16)            r18:w    r14     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        shl (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    1:w                                 // $17
        shl (16|M16)             r22.0<1>:d    r18.0<8;8,1>:d    1:w                                 // $18
        mul (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    3:w                                 // $23
        mul (16|M16)             r8.0<1>:d     r18.0<8;8,1>:d    3:w                                 // $24
        add (16|M0)              r40.0<1>:d    r20.0<8;8,1>:d    1:w                                 // $19
        shl (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    3:w                                 // $53
        add (16|M16)             r72.0<1>:d    r22.0<8;8,1>:d    1:w                                 // $20
        shl (16|M16)             r22.0<1>:d    r18.0<8;8,1>:d    3:w                                 // $54
        add (16|M0)              r42.0<1>:d    r24.0<8;8,1>:d    2:w                                 // $25
        add (16|M0)              r52.0<1>:d    r20.0<8;8,1>:d    7:w                                 // $55
        send (16|M0)             r20:w    r10     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $108
        add (16|M16)             r84.0<1>:d    r22.0<8;8,1>:d    7:w                                 // $56
        send (16|M16)            r22:w    r14     0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $110
        add (16|M16)             r74.0<1>:d    r8.0<8;8,1>:d     2:w                                 // $26
        mul (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    9:w                                 // $59
        mul (16|M16)             r8.0<1>:d     r18.0<8;8,1>:d    9:w                                 // $60
        mul (16|M0)              r4.0<1>:d     r16.0<8;8,1>:d    5:w                                 // $35
        mul (16|M16)             r2.0<1>:d     r18.0<8;8,1>:d    5:w                                 // $36
        add (16|M0)              r54.0<1>:d    r24.0<8;8,1>:d    8:w                                 // $61
        add (16|M16)             r86.0<1>:d    r8.0<8;8,1>:d     8:w                                 // $62
(W)     mov (8|M0)               r8.0<1>:uw    0x76543210:v                                          // $124
        add (16|M0)              r46.0<1>:d    r4.0<8;8,1>:d     4:w                                 // $37
        add (16|M16)             r78.0<1>:d    r2.0<8;8,1>:d     4:w                                 // $38
        mul (16|M0)              r4.0<1>:d     r16.0<8;8,1>:d    11:w                                // $71
        mul (16|M16)             r2.0<1>:d     r18.0<8;8,1>:d    11:w                                // $72
(W)     add (8|M0)               r8.8<1>:uw    r8.0<8;8,1>:uw    8:w                                 // $125
        shl (16|M0)              r26.0<1>:d    r16.0<8;8,1>:d    2:w                                 // $29
        mul (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    6:w                                 // $41
        mul (16|M0)              r30.0<1>:d    r16.0<8;8,1>:d    7:w                                 // $47
        shl (16|M16)             r28.0<1>:d    r18.0<8;8,1>:d    2:w                                 // $30
        mul (16|M16)             r12.0<1>:d    r18.0<8;8,1>:d    6:w                                 // $42
        mul (16|M16)             r32.0<1>:d    r18.0<8;8,1>:d    7:w                                 // $48
        add (16|M0)              r58.0<1>:d    r4.0<8;8,1>:d     10:w                                // $73
        add (16|M16)             r90.0<1>:d    r2.0<8;8,1>:d     10:w                                // $74
(W)     mul (16|M0)              r2.0<1>:uw    r8.0<16;16,1>:uw  0x4:uw                              // $126
        add (16|M0)              r44.0<1>:d    r26.0<8;8,1>:d    3:w                                 // $31
        add (16|M0)              r48.0<1>:d    r6.0<8;8,1>:d     5:w                                 // $43
        add (16|M0)              r50.0<1>:d    r30.0<8;8,1>:d    6:w                                 // $49
        add (16|M16)             r76.0<1>:d    r28.0<8;8,1>:d    3:w                                 // $32
        add (16|M16)             r80.0<1>:d    r12.0<8;8,1>:d    5:w                                 // $44
        add (16|M16)             r82.0<1>:d    r32.0<8;8,1>:d    6:w                                 // $50
        mul (16|M0)              r26.0<1>:d    r16.0<8;8,1>:d    10:w                                // $65
        mul (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    12:w                                // $77
        mul (16|M0)              r30.0<1>:d    r16.0<8;8,1>:d    13:w                                // $83
        mul (16|M16)             r28.0<1>:d    r18.0<8;8,1>:d    10:w                                // $66
        mul (16|M16)             r12.0<1>:d    r18.0<8;8,1>:d    12:w                                // $78
        mul (16|M16)             r32.0<1>:d    r18.0<8;8,1>:d    13:w                                // $84
        add (16|M0)              r56.0<1>:d    r26.0<8;8,1>:d    9:w                                 // $67
        add (16|M0)              r60.0<1>:d    r6.0<8;8,1>:d     11:w                                // $79
        add (16|M0)              r62.0<1>:d    r30.0<8;8,1>:d    12:w                                // $85
        add (16|M16)             r88.0<1>:d    r28.0<8;8,1>:d    9:w                                 // $68
        add (16|M16)             r92.0<1>:d    r12.0<8;8,1>:d    11:w                                // $80
        add (16|M16)             r94.0<1>:d    r32.0<8;8,1>:d    12:w                                // $86
        mul (16|M0)              r25.0<1>:d    r16.0<8;8,1>:d    15:w                                // $95
        mul (16|M0)              r5.0<1>:d     r16.0<8;8,1>:d    14:w                                // $89
        mul (16|M16)             r27.0<1>:d    r18.0<8;8,1>:d    15:w                                // $96
        shl (16|M0)              r29.0<1>:d    r16.0<8;8,1>:d    4:w                                 // $101
        mul (16|M16)             r12.0<1>:d    r18.0<8;8,1>:d    14:w                                // $90
        shl (16|M16)             r31.0<1>:d    r18.0<8;8,1>:d    4:w                                 // $102
        mov (16|M0)              r38.0<1>:d    r16.0<8;8,1>:d                   {Compacted}          // $15
        mov (16|M16)             r70.0<1>:d    r18.0<8;8,1>:d                                        // $16
        add (16|M0)              r66.0<1>:d    r25.0<8;8,1>:d    14:w                                // $97
        add (16|M0)              r64.0<1>:d    r5.0<8;8,1>:d     13:w                                // $91
        add (16|M16)             r98.0<1>:d    r27.0<8;8,1>:d    14:w                                // $98
        add (16|M0)              r68.0<1>:d    r29.0<8;8,1>:d    15:w                                // $103
        add (16|M16)             r96.0<1>:d    r12.0<8;8,1>:d    13:w                                // $92
        add (16|M16)             r100.0<1>:d   r31.0<8;8,1>:d    15:w                                // $104
        add (16|M0)              r24.0<2>:b    r20.0<4;1,0>:b    5:w                                 // $119
        mov (16|M0)              r8.0<1>:b     r20.0<4;1,0>:b                                        // $111
        add (16|M16)             r7.0<2>:b     r22.0<4;1,0>:b    5:w                                 // $120
        mov (16|M16)             r33.0<1>:b    r22.0<4;1,0>:b                                        // $115
        and (16|M0)              r24.0<2>:b    r24.0<2;1,0>:b    15:w                                // $121
        and (16|M16)             r7.0<2>:b     r7.0<2;1,0>:b     15:w                                // $122
        mul (16|M0)              r4.0<1>:uw    r24.0<2;1,0>:b    0x40:uw                             // $123
        add (16|M0)              r3.0<1>:uw    r4.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $127
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x4C0:uw                            // $128
        mov (16|M0)              r16.0<1>:d    r[a0.0]<1,0>:d                                        // $129
        mul (16|M16)             r4.0<1>:uw    r7.0<2;1,0>:b     0x40:uw                             // $130
        add (16|M16)             r3.0<1>:uw    r4.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $131
        add (16|M16)             a0.0<1>:uw    r3.0<16;16,1>:uw  0x8C0:uw                            // $132
        mov (16|M16)             r5.0<1>:d     r[a0.0]<1,0>:d                                        // $133
        and (16|M0)              r12.0<2>:b    r20.1<4;1,0>:b    15:w                                // $134
        and (16|M16)             r8.0<2>:b     r22.1<4;1,0>:b    15:w                                // $135
        mul (16|M0)              r13.0<1>:uw   r12.0<2;1,0>:b    0x40:uw                             // $136
        add (16|M0)              r18.0<1>:uw   r13.0<16;16,1>:uw  r2.0<16;16,1>:uw                   // $137
        add (16|M0)              a0.0<1>:uw    r18.0<16;16,1>:uw  0x4C0:uw                           // $138
        mov (16|M0)              r24.0<1>:d    r[a0.0]<1,0>:d                                        // $139
        mul (16|M16)             r9.0<1>:uw    r8.0<2;1,0>:b     0x40:uw                             // $140
        add (16|M16)             r19.0<1>:uw   r9.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $141
        add (16|M16)             a0.0<1>:uw    r19.0<16;16,1>:uw  0x8C0:uw                           // $142
        mov (16|M16)             r26.0<1>:d    r[a0.0]<1,0>:d                                        // $143
        mov (16|M0)              r3.0<1>:d     r12.0<2;1,0>:ub                                       // $146
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}        // $144
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r5.0<8;8,1>:d                       // $145
        mov (16|M16)             r28.0<1>:d    r8.0<2;1,0>:ub                                        // $147
        mul (16|M0)              r7.0<1>:uw    r3.0<2;1,0>:uw    0x40:uw                             // $148
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x4C0:uw                            // $149
        smov (16|M0)             r[a0.0]<1>:d  r24.0<0;1,0>:d    0x1:uw                              // $151
        smov (16|M0)             r[a0.1]<1>:d  r24.1<0;1,0>:d    0x2:uw                              // $153
        smov (16|M0)             r[a0.2]<1>:d  r24.2<0;1,0>:d    0x4:uw                              // $155
        smov (16|M0)             r[a0.3]<1>:d  r24.3<0;1,0>:d    0x8:uw                              // $157
        smov (16|M0)             r[a0.4]<1>:d  r24.4<0;1,0>:d    0x10:uw                             // $159
        smov (16|M0)             r[a0.5]<1>:d  r24.5<0;1,0>:d    0x20:uw                             // $161
        smov (16|M0)             r[a0.6]<1>:d  r24.6<0;1,0>:d    0x40:uw                             // $163
        smov (16|M0)             r[a0.7]<1>:d  r24.7<0;1,0>:d    0x80:uw                             // $165
        smov (16|M0)             r[a0.8]<1>:d  r25.0<0;1,0>:d    0x100:uw                            // $167
        smov (16|M0)             r[a0.9]<1>:d  r25.1<0;1,0>:d    0x200:uw                            // $169
        smov (16|M0)             r[a0.10]<1>:d  r25.2<0;1,0>:d   0x400:uw                            // $171
        smov (16|M0)             r[a0.11]<1>:d  r25.3<0;1,0>:d   0x800:uw                            // $173
        smov (16|M0)             r[a0.12]<1>:d  r25.4<0;1,0>:d   0x1000:uw                           // $175
        smov (16|M0)             r[a0.13]<1>:d  r25.5<0;1,0>:d   0x2000:uw                           // $177
        smov (16|M0)             r[a0.14]<1>:d  r25.6<0;1,0>:d   0x4000:uw                           // $179
        smov (16|M0)             r[a0.15]<1>:d  r25.7<0;1,0>:d   0x8000:uw                           // $181
        mul (16|M16)             r3.0<1>:uw    r28.0<2;1,0>:uw   0x40:uw                             // $182
        add (16|M16)             a0.0<1>:uw    r3.0<16;16,1>:uw  0x8C0:uw                            // $183
        smov (16|M16)            r[a0.0]<1>:d  r26.0<0;1,0>:d    0x1:uw                              // $185
        smov (16|M16)            r[a0.1]<1>:d  r26.1<0;1,0>:d    0x2:uw                              // $187
        smov (16|M16)            r[a0.2]<1>:d  r26.2<0;1,0>:d    0x4:uw                              // $189
        smov (16|M16)            r[a0.3]<1>:d  r26.3<0;1,0>:d    0x8:uw                              // $191
        smov (16|M16)            r[a0.4]<1>:d  r26.4<0;1,0>:d    0x10:uw                             // $193
        smov (16|M16)            r[a0.5]<1>:d  r26.5<0;1,0>:d    0x20:uw                             // $195
        smov (16|M16)            r[a0.6]<1>:d  r26.6<0;1,0>:d    0x40:uw                             // $197
        smov (16|M16)            r[a0.7]<1>:d  r26.7<0;1,0>:d    0x80:uw                             // $199
        smov (16|M16)            r[a0.8]<1>:d  r27.0<0;1,0>:d    0x100:uw                            // $201
        smov (16|M16)            r[a0.9]<1>:d  r27.1<0;1,0>:d    0x200:uw                            // $203
        smov (16|M16)            r[a0.10]<1>:d  r27.2<0;1,0>:d   0x400:uw                            // $205
        smov (16|M16)            r[a0.11]<1>:d  r27.3<0;1,0>:d   0x800:uw                            // $207
        smov (16|M16)            r[a0.12]<1>:d  r27.4<0;1,0>:d   0x1000:uw                           // $209
        smov (16|M16)            r[a0.13]<1>:d  r27.5<0;1,0>:d   0x2000:uw                           // $211
        smov (16|M16)            r[a0.14]<1>:d  r27.6<0;1,0>:d   0x4000:uw                           // $213
        smov (16|M16)            r[a0.15]<1>:d  r27.7<0;1,0>:d   0x8000:uw                           // $215
        add (16|M0)              r3.0<2>:b     r20.1<4;1,0>:b    5:w                                 // $216
        add (16|M16)             r8.0<2>:b     r22.1<4;1,0>:b    5:w                                 // $217
        and (16|M0)              r3.0<2>:b     r3.0<2;1,0>:b     15:w                                // $218
        and (16|M16)             r8.0<2>:b     r8.0<2;1,0>:b     15:w                                // $219
        mul (16|M0)              r4.0<1>:uw    r3.0<2;1,0>:b     0x40:uw                             // $220
        add (16|M0)              r7.0<1>:uw    r4.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $221
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x4C0:uw                            // $222
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                                        // $223
        mul (16|M16)             r9.0<1>:uw    r8.0<2;1,0>:b     0x40:uw                             // $224
        add (16|M16)             r18.0<1>:uw   r9.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $225
        add (16|M16)             a0.0<1>:uw    r18.0<16;16,1>:uw  0x8C0:uw                           // $226
        mov (16|M16)             r24.0<1>:d    r[a0.0]<1,0>:d                                        // $227
        and (16|M0)              r19.0<2>:b    r20.2<4;1,0>:b    15:w                                // $230
        add (16|M0)              r27.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}        // $228
        add (16|M16)             r29.0<1>:d    r5.0<8;8,1>:d     r24.0<8;8,1>:d                      // $229
        and (16|M16)             r4.0<2>:b     r22.2<4;1,0>:b    15:w                                // $231
        mul (16|M0)              r26.0<1>:uw   r19.0<2;1,0>:b    0x40:uw                             // $232
        add (16|M0)              r3.0<1>:uw    r26.0<16;16,1>:uw  r2.0<16;16,1>:uw                   // $233
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x4C0:uw                            // $234
        mov (16|M0)              r31.0<1>:d    r[a0.0]<1,0>:d                                        // $235
        mul (16|M16)             r7.0<1>:uw    r4.0<2;1,0>:b     0x40:uw                             // $236
        add (16|M16)             r8.0<1>:uw    r7.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $237
        add (16|M16)             a0.0<1>:uw    r8.0<16;16,1>:uw  0x8C0:uw                            // $238
        mov (16|M16)             r33.0<1>:d    r[a0.0]<1,0>:d                                        // $239
        mov (16|M0)              r35.0<1>:d    r19.0<2;1,0>:ub                                       // $242
        add (16|M0)              r31.0<1>:d    r31.0<8;8,1>:d    r27.0<8;8,1>:d   {Compacted}        // $240
        add (16|M16)             r33.0<1>:d    r33.0<8;8,1>:d    r29.0<8;8,1>:d                      // $241
        mov (16|M16)             r5.0<1>:d     r4.0<2;1,0>:ub                                        // $243
        mul (16|M0)              r9.0<1>:uw    r35.0<2;1,0>:uw   0x40:uw                             // $244
        add (16|M0)              a0.0<1>:uw    r9.0<16;16,1>:uw  0x4C0:uw                            // $245
        smov (16|M0)             r[a0.0]<1>:d  r31.0<0;1,0>:d    0x1:uw                              // $247
        smov (16|M0)             r[a0.1]<1>:d  r31.1<0;1,0>:d    0x2:uw                              // $249
        smov (16|M0)             r[a0.2]<1>:d  r31.2<0;1,0>:d    0x4:uw                              // $251
        smov (16|M0)             r[a0.3]<1>:d  r31.3<0;1,0>:d    0x8:uw                              // $253
        smov (16|M0)             r[a0.4]<1>:d  r31.4<0;1,0>:d    0x10:uw                             // $255
        smov (16|M0)             r[a0.5]<1>:d  r31.5<0;1,0>:d    0x20:uw                             // $257
        smov (16|M0)             r[a0.6]<1>:d  r31.6<0;1,0>:d    0x40:uw                             // $259
        smov (16|M0)             r[a0.7]<1>:d  r31.7<0;1,0>:d    0x80:uw                             // $261
        smov (16|M0)             r[a0.8]<1>:d  r32.0<0;1,0>:d    0x100:uw                            // $263
        smov (16|M0)             r[a0.9]<1>:d  r32.1<0;1,0>:d    0x200:uw                            // $265
        smov (16|M0)             r[a0.10]<1>:d  r32.2<0;1,0>:d   0x400:uw                            // $267
        smov (16|M0)             r[a0.11]<1>:d  r32.3<0;1,0>:d   0x800:uw                            // $269
        smov (16|M0)             r[a0.12]<1>:d  r32.4<0;1,0>:d   0x1000:uw                           // $271
        smov (16|M0)             r[a0.13]<1>:d  r32.5<0;1,0>:d   0x2000:uw                           // $273
        smov (16|M0)             r[a0.14]<1>:d  r32.6<0;1,0>:d   0x4000:uw                           // $275
        smov (16|M0)             r[a0.15]<1>:d  r32.7<0;1,0>:d   0x8000:uw                           // $277
        mul (16|M16)             r3.0<1>:uw    r5.0<2;1,0>:uw    0x40:uw                             // $278
        add (16|M16)             a0.0<1>:uw    r3.0<16;16,1>:uw  0x8C0:uw                            // $279
        smov (16|M16)            r[a0.0]<1>:d  r33.0<0;1,0>:d    0x1:uw                              // $281
        smov (16|M16)            r[a0.1]<1>:d  r33.1<0;1,0>:d    0x2:uw                              // $283
        smov (16|M16)            r[a0.2]<1>:d  r33.2<0;1,0>:d    0x4:uw                              // $285
        smov (16|M16)            r[a0.3]<1>:d  r33.3<0;1,0>:d    0x8:uw                              // $287
        smov (16|M16)            r[a0.4]<1>:d  r33.4<0;1,0>:d    0x10:uw                             // $289
        smov (16|M16)            r[a0.5]<1>:d  r33.5<0;1,0>:d    0x20:uw                             // $291
        smov (16|M16)            r[a0.6]<1>:d  r33.6<0;1,0>:d    0x40:uw                             // $293
        smov (16|M16)            r[a0.7]<1>:d  r33.7<0;1,0>:d    0x80:uw                             // $295
        smov (16|M16)            r[a0.8]<1>:d  r34.0<0;1,0>:d    0x100:uw                            // $297
        smov (16|M16)            r[a0.9]<1>:d  r34.1<0;1,0>:d    0x200:uw                            // $299
        smov (16|M16)            r[a0.10]<1>:d  r34.2<0;1,0>:d   0x400:uw                            // $301
        smov (16|M16)            r[a0.11]<1>:d  r34.3<0;1,0>:d   0x800:uw                            // $303
        smov (16|M16)            r[a0.12]<1>:d  r34.4<0;1,0>:d   0x1000:uw                           // $305
        smov (16|M16)            r[a0.13]<1>:d  r34.5<0;1,0>:d   0x2000:uw                           // $307
        smov (16|M16)            r[a0.14]<1>:d  r34.6<0;1,0>:d   0x4000:uw                           // $309
        smov (16|M16)            r[a0.15]<1>:d  r34.7<0;1,0>:d   0x8000:uw                           // $311
        add (16|M0)              r3.0<2>:b     r20.2<4;1,0>:b    5:w                                 // $312
        add (16|M16)             r6.0<2>:b     r22.2<4;1,0>:b    5:w                                 // $313
        and (16|M0)              r3.0<2>:b     r3.0<2;1,0>:b     15:w                                // $314
        and (16|M16)             r6.0<2>:b     r6.0<2;1,0>:b     15:w                                // $315
        mul (16|M0)              r4.0<1>:uw    r3.0<2;1,0>:b     0x40:uw                             // $316
        add (16|M0)              r5.0<1>:uw    r4.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $317
        add (16|M0)              a0.0<1>:uw    r5.0<16;16,1>:uw  0x4C0:uw                            // $318
        mov (16|M0)              r7.0<1>:d     r[a0.0]<1,0>:d                                        // $319
        mul (16|M16)             r9.0<1>:uw    r6.0<2;1,0>:b     0x40:uw                             // $320
        add (16|M16)             r12.0<1>:uw   r9.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $321
        add (16|M16)             a0.0<1>:uw    r12.0<16;16,1>:uw  0x8C0:uw                           // $322
        mov (16|M16)             r16.0<1>:d    r[a0.0]<1,0>:d                                        // $323
        and (16|M0)              r13.0<2>:b    r20.3<4;1,0>:b    15:w                                // $326
        add (16|M0)              r24.0<1>:d    r27.0<8;8,1>:d    r7.0<8;8,1>:d    {Compacted}        // $324
        add (16|M16)             r4.0<1>:d     r29.0<8;8,1>:d    r16.0<8;8,1>:d                      // $325
        and (16|M16)             r19.0<2>:b    r22.3<4;1,0>:b    15:w                                // $327
        mul (16|M0)              r18.0<1>:uw   r13.0<2;1,0>:b    0x40:uw                             // $328
        add (16|M0)              r3.0<1>:uw    r18.0<16;16,1>:uw  r2.0<16;16,1>:uw                   // $329
        add (16|M0)              a0.0<1>:uw    r3.0<16;16,1>:uw  0x4C0:uw                            // $330
        mov (16|M0)              r31.0<1>:d    r[a0.0]<1,0>:d                                        // $331
        mul (16|M16)             r6.0<1>:uw    r19.0<2;1,0>:b    0x40:uw                             // $332
        add (16|M16)             r9.0<1>:uw    r6.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $333
        add (16|M16)             a0.0<1>:uw    r9.0<16;16,1>:uw  0x8C0:uw                            // $334
        mov (16|M16)             r33.0<1>:d    r[a0.0]<1,0>:d                                        // $335
        mov (16|M0)              r35.0<1>:d    r13.0<2;1,0>:ub                                       // $338
        add (16|M0)              r31.0<1>:d    r31.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $336
        add (16|M16)             r33.0<1>:d    r33.0<8;8,1>:d    r4.0<8;8,1>:d                       // $337
        mov (16|M16)             r7.0<1>:d     r19.0<2;1,0>:ub                                       // $339
        mul (16|M0)              r12.0<1>:uw   r35.0<2;1,0>:uw   0x40:uw                             // $340
        add (16|M0)              a0.0<1>:uw    r12.0<16;16,1>:uw  0x4C0:uw                           // $341
        smov (16|M0)             r[a0.0]<1>:d  r31.0<0;1,0>:d    0x1:uw                              // $343
        smov (16|M0)             r[a0.1]<1>:d  r31.1<0;1,0>:d    0x2:uw                              // $345
        smov (16|M0)             r[a0.2]<1>:d  r31.2<0;1,0>:d    0x4:uw                              // $347
        smov (16|M0)             r[a0.3]<1>:d  r31.3<0;1,0>:d    0x8:uw                              // $349
        smov (16|M0)             r[a0.4]<1>:d  r31.4<0;1,0>:d    0x10:uw                             // $351
        smov (16|M0)             r[a0.5]<1>:d  r31.5<0;1,0>:d    0x20:uw                             // $353
        smov (16|M0)             r[a0.6]<1>:d  r31.6<0;1,0>:d    0x40:uw                             // $355
        smov (16|M0)             r[a0.7]<1>:d  r31.7<0;1,0>:d    0x80:uw                             // $357
        smov (16|M0)             r[a0.8]<1>:d  r32.0<0;1,0>:d    0x100:uw                            // $359
        smov (16|M0)             r[a0.9]<1>:d  r32.1<0;1,0>:d    0x200:uw                            // $361
        smov (16|M0)             r[a0.10]<1>:d  r32.2<0;1,0>:d   0x400:uw                            // $363
        smov (16|M0)             r[a0.11]<1>:d  r32.3<0;1,0>:d   0x800:uw                            // $365
        smov (16|M0)             r[a0.12]<1>:d  r32.4<0;1,0>:d   0x1000:uw                           // $367
        smov (16|M0)             r[a0.13]<1>:d  r32.5<0;1,0>:d   0x2000:uw                           // $369
        smov (16|M0)             r[a0.14]<1>:d  r32.6<0;1,0>:d   0x4000:uw                           // $371
        smov (16|M0)             r[a0.15]<1>:d  r32.7<0;1,0>:d   0x8000:uw                           // $373
        mul (16|M16)             r3.0<1>:uw    r7.0<2;1,0>:uw    0x40:uw                             // $374
        add (16|M16)             a0.0<1>:uw    r3.0<16;16,1>:uw  0x8C0:uw                            // $375
        smov (16|M16)            r[a0.0]<1>:d  r33.0<0;1,0>:d    0x1:uw                              // $377
        smov (16|M16)            r[a0.1]<1>:d  r33.1<0;1,0>:d    0x2:uw                              // $379
        smov (16|M16)            r[a0.2]<1>:d  r33.2<0;1,0>:d    0x4:uw                              // $381
        smov (16|M16)            r[a0.3]<1>:d  r33.3<0;1,0>:d    0x8:uw                              // $383
        smov (16|M16)            r[a0.4]<1>:d  r33.4<0;1,0>:d    0x10:uw                             // $385
        smov (16|M16)            r[a0.5]<1>:d  r33.5<0;1,0>:d    0x20:uw                             // $387
        smov (16|M16)            r[a0.6]<1>:d  r33.6<0;1,0>:d    0x40:uw                             // $389
        smov (16|M16)            r[a0.7]<1>:d  r33.7<0;1,0>:d    0x80:uw                             // $391
        smov (16|M16)            r[a0.8]<1>:d  r34.0<0;1,0>:d    0x100:uw                            // $393
        smov (16|M16)            r[a0.9]<1>:d  r34.1<0;1,0>:d    0x200:uw                            // $395
        smov (16|M16)            r[a0.10]<1>:d  r34.2<0;1,0>:d   0x400:uw                            // $397
        smov (16|M16)            r[a0.11]<1>:d  r34.3<0;1,0>:d   0x800:uw                            // $399
        smov (16|M16)            r[a0.12]<1>:d  r34.4<0;1,0>:d   0x1000:uw                           // $401
        smov (16|M16)            r[a0.13]<1>:d  r34.5<0;1,0>:d   0x2000:uw                           // $403
        smov (16|M16)            r[a0.14]<1>:d  r34.6<0;1,0>:d   0x4000:uw                           // $405
        smov (16|M16)            r[a0.15]<1>:d  r34.7<0;1,0>:d   0x8000:uw                           // $407
        add (16|M0)              r3.0<2>:b     r20.3<4;1,0>:b    5:w                                 // $408
        add (16|M16)             r8.0<2>:b     r22.3<4;1,0>:b    5:w                                 // $409
        and (16|M0)              r3.0<2>:b     r3.0<2;1,0>:b     15:w                                // $410
        and (16|M16)             r8.0<2>:b     r8.0<2;1,0>:b     15:w                                // $411
        mul (16|M0)              r6.0<1>:uw    r3.0<2;1,0>:b     0x40:uw                             // $412
        add (16|M0)              r7.0<1>:uw    r6.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $413
        add (16|M0)              a0.0<1>:uw    r7.0<16;16,1>:uw  0x4C0:uw                            // $414
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                                        // $415
        mul (16|M16)             r9.0<1>:uw    r8.0<2;1,0>:b     0x40:uw                             // $416
        add (16|M16)             r16.0<1>:uw   r9.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $417
        add (16|M16)             a0.0<1>:uw    r16.0<16;16,1>:uw  0x8C0:uw                           // $418
        mov (16|M16)             r17.0<1>:d    r[a0.0]<1,0>:d                                        // $419
        add (16|M0)              r12.0<1>:d    r24.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}        // $420
        add (16|M16)             r17.0<1>:d    r4.0<8;8,1>:d     r17.0<8;8,1>:d                      // $421
(W)     mov (8|M0)               r127.0<1>:ud  r37.0<8;8,1>:ud                  {Compacted}          // $426
        sends (16|M0)            null:w   r10     r12     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $423
        sends (16|M16)           null:w   r14     r17     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $425
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $426
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
