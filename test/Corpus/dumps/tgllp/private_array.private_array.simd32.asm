//.kernel private_array
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 408
//.RA type	LOCAL_FIRST_FIT_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r40.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r40.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r40.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0048 (56)  rf=r size=4 type=d align=16 words (r3.0)
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
//.declare V0059 (67)  rf=r size=1024 type=d align=16 words (r41.0)
//.declare V0060 (68)  rf=r size=1024 type=d align=16 words (r73.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0070 (78)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0080 (88)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0087 (95)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0088 (96)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0089 (97)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0090 (98)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0091 (99)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0092 (100)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0093 (101)  rf=r size=64 type=b align=16 words (r20.0)
//.declare V0094 (102)  rf=r size=64 type=b align=16 words (r28.0)
//.declare V0095 (103)  rf=r size=64 type=b alias=V0091+0 align=16 words (r32.0)
//.declare V0096 (104)  rf=r size=64 type=b alias=V0092+0 align=16 words (r34.0)
//.declare V0097 (105)  rf=r size=32 type=b align=16 words (r20.0)
//.declare V0098 (106)  rf=r size=32 type=b align=16 words (r27.0)
//.declare V0099 (107)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0100 (108)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0101 (109)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare V0102 (110)  rf=r size=32 type=uw align=16 words (r22.0)
//.declare V0103 (111)  rf=r size=32 type=uw align=16 words (r21.0)
//.declare V0104 (112)  rf=r size=32 type=uw align=16 words (r9.0)
//.declare A00 (113)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0105 (114)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare V0106 (115)  rf=r size=32 type=uw align=16 words (r18.0)
//.declare A01 (116)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0107 (117)  rf=r size=32 type=b align=16 words (r6.0)
//.declare V0108 (118)  rf=r size=32 type=b align=16 words (r13.0)
//.declare V0109 (119)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0110 (120)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0111 (121)  rf=r size=32 type=uw align=16 words (r7.0)
//.declare V0112 (122)  rf=r size=32 type=uw align=16 words (r12.0)
//.declare A02 (123)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0113 (124)  rf=r size=32 type=uw align=16 words (r23.0)
//.declare V0114 (125)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare A03 (126)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0115 (127)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0116 (128)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0117 (129)  rf=r size=32 type=ub alias=V0107+0 align=16 words (r6.0)
//.declare V0118 (130)  rf=r size=32 type=ub alias=V0108+0 align=16 words (r13.0)
//.declare V0119 (131)  rf=r size=64 type=uw alias=V0115+0 align=16 words (r26.0)
//.declare V0120 (132)  rf=r size=64 type=uw alias=V0116+0 align=16 words (r28.0)
//.declare V0121 (133)  rf=r size=32 type=uw align=16 words (r18.0)
//.declare A04 (134)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare P01 (135)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P02 (136)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P03 (137)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P04 (138)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P05 (139)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P06 (140)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P07 (141)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P08 (142)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P09 (143)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P10 (144)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P11 (145)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P12 (146)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P13 (147)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P14 (148)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P15 (149)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P16 (150)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0122 (151)  rf=r size=32 type=uw align=16 words (r6.0)
//.declare A05 (152)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare P17 (153)  rf=f32  size=4 type=uw align=2 words (f0.0)
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
//.declare V0123 (169)  rf=r size=32 type=b align=16 words (r6.0)
//.declare V0124 (170)  rf=r size=32 type=b align=16 words (r12.0)
//.declare V0125 (171)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0126 (172)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0127 (173)  rf=r size=32 type=uw align=16 words (r7.0)
//.declare V0128 (174)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare A06 (175)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0129 (176)  rf=r size=32 type=uw align=16 words (r13.0)
//.declare V0130 (177)  rf=r size=32 type=uw align=16 words (r18.0)
//.declare A07 (178)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0131 (179)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0132 (180)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0133 (181)  rf=r size=32 type=b align=16 words (r23.0)
//.declare V0134 (182)  rf=r size=32 type=b align=16 words (r8.0)
//.declare V0135 (183)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0136 (184)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0137 (185)  rf=r size=32 type=uw align=16 words (r6.0)
//.declare V0138 (186)  rf=r size=32 type=uw align=16 words (r7.0)
//.declare A08 (187)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0139 (188)  rf=r size=32 type=uw align=16 words (r18.0)
//.declare V0140 (189)  rf=r size=32 type=uw align=16 words (r30.0)
//.declare A09 (190)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0141 (191)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0142 (192)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0143 (193)  rf=r size=32 type=ub alias=V0133+0 align=16 words (r23.0)
//.declare V0144 (194)  rf=r size=32 type=ub alias=V0134+0 align=16 words (r8.0)
//.declare V0145 (195)  rf=r size=64 type=uw alias=V0141+0 align=16 words (r38.0)
//.declare V0146 (196)  rf=r size=64 type=uw alias=V0142+0 align=16 words (r4.0)
//.declare V0147 (197)  rf=r size=32 type=uw align=16 words (r6.0)
//.declare A10 (198)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare P33 (199)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P34 (200)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P35 (201)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P36 (202)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P37 (203)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P38 (204)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P39 (205)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P40 (206)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P41 (207)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P42 (208)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P43 (209)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P44 (210)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P45 (211)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P46 (212)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P47 (213)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P48 (214)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0148 (215)  rf=r size=32 type=uw align=16 words (r6.0)
//.declare A11 (216)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare P49 (217)  rf=f32  size=4 type=uw align=2 words (f0.0)
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
//.declare V0149 (233)  rf=r size=32 type=b align=16 words (r4.0)
//.declare V0150 (234)  rf=r size=32 type=b align=16 words (r7.0)
//.declare V0151 (235)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0152 (236)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0153 (237)  rf=r size=32 type=uw align=16 words (r5.0)
//.declare V0154 (238)  rf=r size=32 type=uw align=16 words (r6.0)
//.declare A12 (239)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0155 (240)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare V0156 (241)  rf=r size=32 type=uw align=16 words (r16.0)
//.declare A13 (242)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0157 (243)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0158 (244)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0159 (245)  rf=r size=32 type=b align=16 words (r19.0)
//.declare V0160 (246)  rf=r size=32 type=b align=16 words (r6.0)
//.declare V0161 (247)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0162 (248)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0163 (249)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare V0164 (250)  rf=r size=32 type=uw align=16 words (r5.0)
//.declare A14 (251)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0165 (252)  rf=r size=32 type=uw align=16 words (r16.0)
//.declare V0166 (253)  rf=r size=32 type=uw align=16 words (r30.0)
//.declare A15 (254)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0167 (255)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0168 (256)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0169 (257)  rf=r size=32 type=ub alias=V0159+0 align=16 words (r19.0)
//.declare V0170 (258)  rf=r size=32 type=ub alias=V0160+0 align=16 words (r6.0)
//.declare V0171 (259)  rf=r size=64 type=uw alias=V0167+0 align=16 words (r38.0)
//.declare V0172 (260)  rf=r size=64 type=uw alias=V0168+0 align=16 words (r16.0)
//.declare V0173 (261)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare A16 (262)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare P65 (263)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P66 (264)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P67 (265)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P68 (266)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P69 (267)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P70 (268)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P71 (269)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P72 (270)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P73 (271)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P74 (272)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P75 (273)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P76 (274)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P77 (275)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P78 (276)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P79 (277)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P80 (278)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0174 (279)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare A17 (280)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare P81 (281)  rf=f32  size=4 type=uw align=2 words (f0.0)
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
//.declare V0175 (297)  rf=r size=32 type=b align=16 words (r4.0)
//.declare V0176 (298)  rf=r size=32 type=b align=16 words (r7.0)
//.declare V0177 (299)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0178 (300)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0179 (301)  rf=r size=32 type=uw align=16 words (r5.0)
//.declare V0180 (302)  rf=r size=32 type=uw align=16 words (r6.0)
//.declare A18 (303)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0181 (304)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare V0182 (305)  rf=r size=32 type=uw align=16 words (r16.0)
//.declare A19 (306)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0183 (307)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0184 (308)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0185 (309)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (310)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (311)  rf=r size=64 type=d align=32 words (r16.0)
//.declare  (312)  rf=r size=64 type=d align=32 words (r2.0)
//.declare  (313)  rf=r size=64 type=d align=32 words (r21.0)
//.declare  (314)  rf=r size=64 type=d align=32 words (r16.0)
//.declare  (315)  rf=r size=64 type=d align=32 words (r16.0)
//.declare  (316)  rf=r size=64 type=d align=32 words (r21.0)
//.declare  (317)  rf=r size=64 type=d align=32 words (r12.0)
//.declare  (318)  rf=r size=64 type=d align=32 words (r36.0)
//.declare  (319)  rf=r size=64 type=d align=32 words (r12.0)
//.declare  (320)  rf=r size=64 type=d align=32 words (r17.0)
//.declare  (321)  rf=r size=64 type=d align=32 words (r7.0)
//.declare  (322)  rf=r size=64 type=d align=32 words (r36.0)
//.declare  (323)  rf=r size=64 type=d align=32 words (r12.0)
//.declare  (324)  rf=r size=64 type=d align=32 words (r17.0)
//.declare  (325)  rf=r size=32 type=ud align=16 words (r4.0)

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
(W)     mov (8|M0)               r40.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     mov (16|M0)              a0.0<1>:uw    0x0:uw                                                // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r40.2<0;1,0>:uw  {Compacted,@1}     // $2
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r40.1<0;1,0>:d   {Compacted}        // $5
        add (16|M16)             r12.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw {@1}               // $6
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        shl (16|M16)             r14.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}    // $10
        shl (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     2:w               {Compacted,@2}    // $9
        send.dc1 (16|M16)        r18      r14     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $14
        send.dc1 (16|M0)         r16      r10     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x // $12
        mul (16|M16)             r32.0<1>:d    r18.0<8;8,1>:d    7:w               {Compacted,$0.dst} // $48
        shl (16|M0)              r34.0<1>:d    r16.0<8;8,1>:d    3:w               {Compacted,$1.dst} // $53
        add (16|M16)             r85.0<1>:d    r32.0<8;8,1>:d    6:w               {Compacted,@2}    // $50
        send.dc1 (16|M0)         r32      r10     null    0x0            0x04205E01           {@1,$2} // wr:2+0, rd:2; untyped surface read with x // $108
        add (16|M0)              r55.0<1>:d    r34.0<8;8,1>:d    7:w               {Compacted,@2}    // $55
        send.dc1 (16|M16)        r34      r14     null    0x0            0x04205E01           {@1,$3} // wr:2+0, rd:2; untyped surface read with x // $110
        shl (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    1:w               {Compacted}       // $17
        mul (16|M16)             r8.0<1>:d     r18.0<8;8,1>:d    3:w               {Compacted}       // $24
        add (16|M0)              r43.0<1>:d    r20.0<8;8,1>:d    1:w               {Compacted,@2}    // $19
        shl (16|M16)             r20.0<1>:d    r18.0<8;8,1>:d    3:w               {Compacted}       // $54
        shl (16|M16)             r22.0<1>:d    r18.0<8;8,1>:d    1:w               {Compacted}       // $18
        add (16|M16)             r87.0<1>:d    r20.0<8;8,1>:d    7:w               {Compacted,@2}    // $56
(W)     mov (8|M0)               r21.0<1>:uw   0x76543210:v                                          // $124
        add (16|M16)             r77.0<1>:d    r8.0<8;8,1>:d     2:w               {Compacted,@6}    // $26
        mul (16|M0)              r8.0<1>:d     r16.0<8;8,1>:d    10:w               {Compacted}      // $65
(W)     add (8|M0)               r21.8<1>:uw   r21.0<8;8,1>:uw   8:w               {@3}              // $125
        add (16|M16)             r75.0<1>:d    r22.0<8;8,1>:d    1:w               {Compacted,@6}    // $20
        add (16|M0)              r59.0<1>:d    r8.0<8;8,1>:d     9:w               {Compacted,@3}    // $67
        mul (16|M0)              r22.0<1>:d    r16.0<8;8,1>:d    9:w               {Compacted}       // $59
(W)     mul (16|M0)              r9.0<1>:uw    r21.0<16;16,1>:uw  0x4:uw             {@4}            // $126
        mul (16|M16)             r4.0<1>:d     r18.0<8;8,1>:d    5:w               {Compacted}       // $36
        mul (16|M16)             r6.0<1>:d     r18.0<8;8,1>:d    6:w               {Compacted}       // $42
        mul (16|M0)              r24.0<1>:d    r16.0<8;8,1>:d    3:w               {Compacted}       // $23
        shl (16|M0)              r26.0<1>:d    r16.0<8;8,1>:d    2:w               {Compacted}       // $29
        mul (16|M0)              r2.0<1>:d     r16.0<8;8,1>:d    6:w               {Compacted}       // $41
        add (16|M0)              r20.0<2>:b    r32.0<4;1,0>:b    5:w               {$2.dst}          // $119
        mul (16|M0)              r12.0<1>:d    r16.0<8;8,1>:d    7:w               {Compacted}       // $47
        and (16|M0)              r20.0<2>:b    r20.0<2;1,0>:b    15:w               {@2}             // $121
        mul (16|M0)              acc0.0<1>:uw  r20.0<2;1,0>:b    0x40:uw              {@1}           // $123
        add (16|M0)              r57.0<1>:d    r22.0<8;8,1>:d    8:w               {Compacted,@7}    // $61
        add (16|M0)              acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw {@7}             // $127
        shl (16|M16)             r28.0<1>:d    r18.0<8;8,1>:d    2:w               {Compacted}       // $30
        mul (16|M0)              r30.0<1>:d    r16.0<8;8,1>:d    5:w               {Compacted}       // $35
        add (16|M16)             r81.0<1>:d    r4.0<8;8,1>:d     4:w               {Compacted}       // $38
        add (16|M16)             r83.0<1>:d    r6.0<8;8,1>:d     5:w               {Compacted}       // $44
        add (16|M0)              r45.0<1>:d    r24.0<8;8,1>:d    2:w               {Compacted}       // $25
        add (16|M0)              r47.0<1>:d    r26.0<8;8,1>:d    3:w               {Compacted}       // $31
        add (16|M0)              r51.0<1>:d    r2.0<8;8,1>:d     5:w               {Compacted}       // $43
        add (16|M0)              r53.0<1>:d    r12.0<8;8,1>:d    6:w               {Compacted}       // $49
        mul (16|M0)              r4.0<1>:d     r16.0<8;8,1>:d    12:w               {Compacted}      // $77
        mul (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    13:w               {Compacted}      // $83
        mul (16|M16)             r24.0<1>:d    r18.0<8;8,1>:d    9:w               {Compacted}       // $60
        mul (16|M16)             r26.0<1>:d    r18.0<8;8,1>:d    10:w               {Compacted}      // $66
        mul (16|M16)             r2.0<1>:d     r18.0<8;8,1>:d    12:w               {Compacted}      // $78
        mul (16|M16)             r12.0<1>:d    r18.0<8;8,1>:d    13:w               {Compacted}      // $84
        add (16|M0)              a0.0<1>:uw    acc0.0<16;16,1>:uw  0x520:uw                          // $128
        add (16|M16)             r79.0<1>:d    r28.0<8;8,1>:d    3:w               {Compacted}       // $32
        add (16|M0)              r49.0<1>:d    r30.0<8;8,1>:d    4:w               {Compacted}       // $37
        add (16|M0)              r63.0<1>:d    r4.0<8;8,1>:d     11:w               {Compacted,@7}   // $79
        add (16|M0)              r65.0<1>:d    r6.0<8;8,1>:d     12:w               {Compacted,@7}   // $85
        add (16|M16)             r89.0<1>:d    r24.0<8;8,1>:d    8:w               {Compacted,@7}    // $62
        add (16|M16)             r91.0<1>:d    r26.0<8;8,1>:d    9:w               {Compacted,@7}    // $68
        add (16|M16)             r95.0<1>:d    r2.0<8;8,1>:d     11:w               {Compacted,@7}   // $80
        add (16|M16)             r97.0<1>:d    r12.0<8;8,1>:d    12:w               {Compacted,@7}   // $86
        mul (16|M0)              r28.0<1>:d    r16.0<8;8,1>:d    11:w               {Compacted}      // $71
        mul (16|M16)             r30.0<1>:d    r18.0<8;8,1>:d    11:w               {Compacted}      // $72
        mul (16|M0)              r4.0<1>:d     r16.0<8;8,1>:d    14:w               {Compacted}      // $89
        mul (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    15:w               {Compacted}      // $95
        shl (16|M0)              r23.0<1>:d    r16.0<8;8,1>:d    4:w               {Compacted}       // $101
        shl (16|M16)             r25.0<1>:d    r18.0<8;8,1>:d    4:w               {Compacted}       // $102
        add (16|M16)             r27.0<2>:b    r34.0<4;1,0>:b    5:w               {$3.dst}          // $120
        mul (16|M16)             r2.0<1>:d     r18.0<8;8,1>:d    14:w               {Compacted}      // $90
        mul (16|M16)             r12.0<1>:d    r18.0<8;8,1>:d    15:w               {Compacted}      // $96
        mov (16|M16)             r73.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // $16
        mov (16|M0)              r41.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // $15
        mov (16|M0)              r20.0<1>:b    r32.0<4;1,0>:b                                        // $111
        add (16|M0)              r61.0<1>:d    r28.0<8;8,1>:d    10:w               {Compacted}      // $73
        add (16|M16)             r93.0<1>:d    r30.0<8;8,1>:d    10:w               {Compacted}      // $74
        add (16|M0)              r67.0<1>:d    r4.0<8;8,1>:d     13:w               {Compacted}      // $91
        add (16|M0)              r69.0<1>:d    r6.0<8;8,1>:d     14:w               {Compacted}      // $97
        add (16|M0)              r71.0<1>:d    r23.0<8;8,1>:d    15:w               {Compacted}      // $103
        add (16|M16)             r103.0<1>:d   r25.0<8;8,1>:d    15:w               {Compacted}      // $104
        and (16|M16)             r27.0<2>:b    r27.0<2;1,0>:b    15:w                                // $122
        add (16|M16)             r99.0<1>:d    r2.0<8;8,1>:d     13:w               {Compacted}      // $92
        add (16|M16)             r101.0<1>:d   r12.0<8;8,1>:d    14:w               {Compacted}      // $98
        mov (16|M16)             r28.0<1>:b    r34.0<4;1,0>:b                                        // $115
        mov (16|M0)              r16.0<1>:d    r[a0.0]<1,0>:d                   {@6}                 // $129
        mul (16|M16)             acc0.0<1>:uw  r27.0<2;1,0>:b    0x40:uw              {@1}           // $130
        mov (16|M0)              r4.0<1>:f     r16.0<8;8,1>:f                   {Compacted,@2}       // $129
        add (16|M16)             acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $131
        add (16|M16)             a0.0<1>:uw    acc0.0<16;16,1>:uw  0x920:uw                          // $132
        mov (16|M16)             r2.0<1>:d     r[a0.0]<1,0>:d                   {@7}                 // $133
        and (16|M0)              r6.0<2>:b     r32.1<4;1,0>:b    15:w               {@1}             // $134
        mul (16|M0)              acc0.0<1>:uw  r6.0<2;1,0>:b     0x40:uw              {@1}           // $136
        mov (16|M16)             r19.0<1>:f    r2.0<8;8,1>:f                    {Compacted,@3}       // $133
        add (16|M0)              acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $137
        and (16|M16)             r13.0<2>:b    r34.1<4;1,0>:b    15:w                                // $135
        add (16|M0)              a0.0<1>:uw    acc0.0<16;16,1>:uw  0x520:uw                          // $138
        mov (16|M0)              r21.0<1>:d    r[a0.0]<1,0>:d                                        // $139
        mul (16|M16)             acc0.0<1>:uw  r13.0<2;1,0>:b    0x40:uw              {@1}           // $140
        mov (16|M0)              r24.0<1>:f    r21.0<8;8,1>:f                   {Compacted,@2}       // $139
        add (16|M16)             acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $141
        add (16|M16)             a0.0<1>:uw    acc0.0<16;16,1>:uw  0x920:uw                          // $142
        mov (16|M16)             r16.0<1>:d    r[a0.0]<1,0>:d                                        // $143
        mov (16|M0)              r26.0<1>:d    r6.0<2;1,0>:ub                   {@1}                 // $146
        mul (16|M0)              r18.0<1>:uw   r26.0<2;1,0>:uw   0x40:uw              {Compacted,@1} // $148
(W)     mov (1|M0)               f1.0<1>:ud    0x1:uw                                                // $151
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@7}     // $144
        mov (16|M16)             r2.0<1>:f     r16.0<8;8,1>:f                   {Compacted,@5}       // $143
        add (8|M8)               r18.8<1>:uw   r18.8<8;8,1>:uw   0x20:uw              {@4}           // $149
        mov (16|M16)             r28.0<1>:d    r13.0<2;1,0>:ub                                       // $147
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     r19.0<8;8,1>:d   {Compacted,@3}     // $145
        add (16|M0)              a0.0<1>:uw    r18.0<16;16,1>:uw  0x520:uw             {@3}          // $150
(f1.0)  mov (8|M0)               r[a0.0]<1>:d  r24.0<0;1,0>:d                   {@6}                 // $152
(W)     mov (1|M0)               f1.0<1>:ud    0x2:uw                                                // $153
(f1.0)  mov (8|M0)               r[a0.1]<1>:d  r24.1<0;1,0>:d                                        // $154
(W)     mov (1|M0)               f0.0<1>:ud    0x4:uw                                                // $155
(f0.0)  mov (8|M0)               r[a0.2]<1>:d  r24.2<0;1,0>:d                                        // $156
(W)     mov (1|M0)               f1.0<1>:ud    0x8:uw                                                // $157
(f1.0)  mov (8|M0)               r[a0.3]<1>:d  r24.3<0;1,0>:d                                        // $158
(W)     mov (1|M0)               f0.0<1>:ud    0x10:uw                                               // $159
(f0.0)  mov (8|M0)               r[a0.4]<1>:d  r24.4<0;1,0>:d                                        // $160
(W)     mov (1|M0)               f1.0<1>:ud    0x20:uw                                               // $161
(f1.0)  mov (8|M0)               r[a0.5]<1>:d  r24.5<0;1,0>:d                                        // $162
(W)     mov (1|M0)               f0.0<1>:ud    0x40:uw                                               // $163
(f0.0)  mov (8|M0)               r[a0.6]<1>:d  r24.6<0;1,0>:d                                        // $164
(W)     mov (1|M0)               f1.0<1>:ud    0x80:uw                                               // $165
(f1.0)  mov (8|M0)               r[a0.7]<1>:d  r24.7<0;1,0>:d                                        // $166
(W)     mov (1|M0)               f0.0<1>:ud    0x100:uw                                              // $167
(f0.0)  mov (8|M8)               r[a0.8]<1>:d  r25.0<0;1,0>:d                                        // $168
(W)     mov (1|M0)               f1.0<1>:ud    0x200:uw                                              // $169
(f1.0)  mov (8|M8)               r[a0.9]<1>:d  r25.1<0;1,0>:d                                        // $170
(W)     mov (1|M0)               f0.0<1>:ud    0x400:uw                                              // $171
(f0.0)  mov (8|M8)               r[a0.10]<1>:d  r25.2<0;1,0>:d                                       // $172
(W)     mov (1|M0)               f1.0<1>:ud    0x800:uw                                              // $173
(f1.0)  mov (8|M8)               r[a0.11]<1>:d  r25.3<0;1,0>:d                                       // $174
(W)     mov (1|M0)               f0.0<1>:ud    0x1000:uw                                             // $175
(f0.0)  mov (8|M8)               r[a0.12]<1>:d  r25.4<0;1,0>:d                                       // $176
(W)     mov (1|M0)               f1.0<1>:ud    0x2000:uw                                             // $177
(f1.0)  mov (8|M8)               r[a0.13]<1>:d  r25.5<0;1,0>:d                                       // $178
(W)     mov (1|M0)               f0.0<1>:ud    0x4000:uw                                             // $179
(f0.0)  mov (8|M8)               r[a0.14]<1>:d  r25.6<0;1,0>:d                                       // $180
(W)     mov (1|M0)               f1.0<1>:ud    0x8000:uw                                             // $181
(f1.0)  mov (8|M8)               r[a0.15]<1>:d  r25.7<0;1,0>:d                                       // $182
        mul (16|M16)             r6.0<1>:uw    r28.0<2;1,0>:uw   0x40:uw              {Compacted}    // $183
(W)     mov (1|M0)               f0.1<1>:uw    0x1:uw                                                // $186
        add (8|M24)              r6.8<1>:uw    r6.8<8;8,1>:uw    0x20:uw              {@2}           // $184
        add (16|M16)             a0.0<1>:uw    r6.0<16;16,1>:uw  0x920:uw              {@1}          // $185
(f0.0)  mov (8|M16)              r[a0.0]<1>:d  r2.0<0;1,0>:d                                         // $187
(W)     mov (1|M0)               f0.1<1>:uw    0x2:uw                                                // $188
(f0.0)  mov (8|M16)              r[a0.1]<1>:d  r2.1<0;1,0>:d                                         // $189
(W)     mov (1|M0)               f1.1<1>:uw    0x4:uw                                                // $190
(f1.0)  mov (8|M16)              r[a0.2]<1>:d  r2.2<0;1,0>:d                                         // $191
(W)     mov (1|M0)               f0.1<1>:uw    0x8:uw                                                // $192
(f0.0)  mov (8|M16)              r[a0.3]<1>:d  r2.3<0;1,0>:d                                         // $193
(W)     mov (1|M0)               f1.1<1>:uw    0x10:uw                                               // $194
(f1.0)  mov (8|M16)              r[a0.4]<1>:d  r2.4<0;1,0>:d                                         // $195
(W)     mov (1|M0)               f0.1<1>:uw    0x20:uw                                               // $196
(f0.0)  mov (8|M16)              r[a0.5]<1>:d  r2.5<0;1,0>:d                                         // $197
(W)     mov (1|M0)               f1.1<1>:uw    0x40:uw                                               // $198
(f1.0)  mov (8|M16)              r[a0.6]<1>:d  r2.6<0;1,0>:d                                         // $199
(W)     mov (1|M0)               f0.1<1>:uw    0x80:uw                                               // $200
(f0.0)  mov (8|M16)              r[a0.7]<1>:d  r2.7<0;1,0>:d                                         // $201
(W)     mov (1|M0)               f1.1<1>:uw    0x100:uw                                              // $202
(f1.0)  mov (8|M24)              r[a0.8]<1>:d  r3.0<0;1,0>:d                                         // $203
(W)     mov (1|M0)               f0.1<1>:uw    0x200:uw                                              // $204
(f0.0)  mov (8|M24)              r[a0.9]<1>:d  r3.1<0;1,0>:d                                         // $205
(W)     mov (1|M0)               f1.1<1>:uw    0x400:uw                                              // $206
(f1.0)  mov (8|M24)              r[a0.10]<1>:d  r3.2<0;1,0>:d                                        // $207
(W)     mov (1|M0)               f0.1<1>:uw    0x800:uw                                              // $208
(f0.0)  mov (8|M24)              r[a0.11]<1>:d  r3.3<0;1,0>:d                                        // $209
(W)     mov (1|M0)               f1.1<1>:uw    0x1000:uw                                             // $210
(f1.0)  mov (8|M24)              r[a0.12]<1>:d  r3.4<0;1,0>:d                                        // $211
(W)     mov (1|M0)               f0.1<1>:uw    0x2000:uw                                             // $212
(f0.0)  mov (8|M24)              r[a0.13]<1>:d  r3.5<0;1,0>:d                                        // $213
(W)     mov (1|M0)               f1.1<1>:uw    0x4000:uw                                             // $214
(f1.0)  mov (8|M24)              r[a0.14]<1>:d  r3.6<0;1,0>:d                                        // $215
(W)     mov (1|M0)               f0.1<1>:uw    0x8000:uw                                             // $216
(f0.0)  mov (8|M24)              r[a0.15]<1>:d  r3.7<0;1,0>:d                                        // $217
        add (16|M0)              r6.0<2>:b     r32.1<4;1,0>:b    5:w                                 // $218
        add (16|M16)             r12.0<2>:b    r34.1<4;1,0>:b    5:w                                 // $219
        and (16|M0)              r6.0<2>:b     r6.0<2;1,0>:b     15:w               {@2}             // $220
        mul (16|M0)              acc0.0<1>:uw  r6.0<2;1,0>:b     0x40:uw              {@1}           // $222
        and (16|M16)             r12.0<2>:b    r12.0<2;1,0>:b    15:w               {@3}             // $221
        add (16|M0)              acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $223
        add (16|M0)              a0.0<1>:uw    acc0.0<16;16,1>:uw  0x520:uw                          // $224
        mov (16|M0)              r16.0<1>:d    r[a0.0]<1,0>:d                                        // $225
        mul (16|M16)             acc0.0<1>:uw  r12.0<2;1,0>:b    0x40:uw              {@1}           // $226
        mov (16|M0)              r2.0<1>:f     r16.0<8;8,1>:f                   {Compacted,@2}       // $225
        add (16|M16)             acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $227
        add (16|M16)             a0.0<1>:uw    acc0.0<16;16,1>:uw  0x920:uw                          // $228
        mov (16|M16)             r21.0<1>:d    r[a0.0]<1,0>:d                                        // $229
        and (16|M0)              r23.0<2>:b    r32.2<4;1,0>:b    15:w               {@1}             // $232
        mul (16|M0)              acc0.0<1>:uw  r23.0<2;1,0>:b    0x40:uw              {@1}           // $234
        mov (16|M16)             r24.0<1>:f    r21.0<8;8,1>:f                   {Compacted,@3}       // $229
        add (16|M0)              acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $235
        add (16|M0)              r26.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@7}     // $230
        add (16|M0)              a0.0<1>:uw    acc0.0<16;16,1>:uw  0x520:uw                          // $236
        and (16|M16)             r8.0<2>:b     r34.2<4;1,0>:b    15:w                                // $233
        add (16|M16)             r28.0<1>:d    r19.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted,@5}     // $231
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                                        // $237
        mul (16|M16)             acc0.0<1>:uw  r8.0<2;1,0>:b     0x40:uw              {@1}           // $238
        mov (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@2}       // $237
        add (16|M16)             acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $239
        add (16|M16)             a0.0<1>:uw    acc0.0<16;16,1>:uw  0x920:uw                          // $240
        mov (16|M16)             r36.0<1>:d    r[a0.0]<1,0>:d                                        // $241
        mov (16|M0)              r38.0<1>:d    r23.0<2;1,0>:ub                  {@1}                 // $244
        mul (16|M0)              r6.0<1>:uw    r38.0<2;1,0>:uw   0x40:uw              {Compacted,@1} // $246
(W)     mov (1|M0)               f1.0<1>:ud    0x1:uw                                                // $249
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@7}     // $242
        mov (16|M16)             r2.0<1>:f     r36.0<8;8,1>:f                   {Compacted,@5}       // $241
        add (8|M8)               r6.8<1>:uw    r6.8<8;8,1>:uw    0x20:uw              {@4}           // $247
        mov (16|M16)             r4.0<1>:d     r8.0<2;1,0>:ub                                        // $245
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     r28.0<8;8,1>:d   {Compacted,@3}     // $243
        add (16|M0)              a0.0<1>:uw    r6.0<16;16,1>:uw  0x520:uw              {@3}          // $248
(f1.0)  mov (8|M0)               r[a0.0]<1>:d  r16.0<0;1,0>:d                   {@6}                 // $250
(W)     mov (1|M0)               f1.0<1>:ud    0x2:uw                                                // $251
(f1.0)  mov (8|M0)               r[a0.1]<1>:d  r16.1<0;1,0>:d                                        // $252
(W)     mov (1|M0)               f0.0<1>:ud    0x4:uw                                                // $253
(f0.0)  mov (8|M0)               r[a0.2]<1>:d  r16.2<0;1,0>:d                                        // $254
(W)     mov (1|M0)               f1.0<1>:ud    0x8:uw                                                // $255
(f1.0)  mov (8|M0)               r[a0.3]<1>:d  r16.3<0;1,0>:d                                        // $256
(W)     mov (1|M0)               f0.0<1>:ud    0x10:uw                                               // $257
(f0.0)  mov (8|M0)               r[a0.4]<1>:d  r16.4<0;1,0>:d                                        // $258
(W)     mov (1|M0)               f1.0<1>:ud    0x20:uw                                               // $259
(f1.0)  mov (8|M0)               r[a0.5]<1>:d  r16.5<0;1,0>:d                                        // $260
(W)     mov (1|M0)               f0.0<1>:ud    0x40:uw                                               // $261
(f0.0)  mov (8|M0)               r[a0.6]<1>:d  r16.6<0;1,0>:d                                        // $262
(W)     mov (1|M0)               f1.0<1>:ud    0x80:uw                                               // $263
(f1.0)  mov (8|M0)               r[a0.7]<1>:d  r16.7<0;1,0>:d                                        // $264
(W)     mov (1|M0)               f0.0<1>:ud    0x100:uw                                              // $265
(f0.0)  mov (8|M8)               r[a0.8]<1>:d  r17.0<0;1,0>:d                                        // $266
(W)     mov (1|M0)               f1.0<1>:ud    0x200:uw                                              // $267
(f1.0)  mov (8|M8)               r[a0.9]<1>:d  r17.1<0;1,0>:d                                        // $268
(W)     mov (1|M0)               f0.0<1>:ud    0x400:uw                                              // $269
(f0.0)  mov (8|M8)               r[a0.10]<1>:d  r17.2<0;1,0>:d                                       // $270
(W)     mov (1|M0)               f1.0<1>:ud    0x800:uw                                              // $271
(f1.0)  mov (8|M8)               r[a0.11]<1>:d  r17.3<0;1,0>:d                                       // $272
(W)     mov (1|M0)               f0.0<1>:ud    0x1000:uw                                             // $273
(f0.0)  mov (8|M8)               r[a0.12]<1>:d  r17.4<0;1,0>:d                                       // $274
(W)     mov (1|M0)               f1.0<1>:ud    0x2000:uw                                             // $275
(f1.0)  mov (8|M8)               r[a0.13]<1>:d  r17.5<0;1,0>:d                                       // $276
(W)     mov (1|M0)               f0.0<1>:ud    0x4000:uw                                             // $277
(f0.0)  mov (8|M8)               r[a0.14]<1>:d  r17.6<0;1,0>:d                                       // $278
(W)     mov (1|M0)               f1.0<1>:ud    0x8000:uw                                             // $279
(f1.0)  mov (8|M8)               r[a0.15]<1>:d  r17.7<0;1,0>:d                                       // $280
        mul (16|M16)             r6.0<1>:uw    r4.0<2;1,0>:uw    0x40:uw              {Compacted}    // $281
(W)     mov (1|M0)               f0.1<1>:uw    0x1:uw                                                // $284
        add (8|M24)              r6.8<1>:uw    r6.8<8;8,1>:uw    0x20:uw              {@2}           // $282
        add (16|M16)             a0.0<1>:uw    r6.0<16;16,1>:uw  0x920:uw              {@1}          // $283
(f0.0)  mov (8|M16)              r[a0.0]<1>:d  r2.0<0;1,0>:d                                         // $285
(W)     mov (1|M0)               f0.1<1>:uw    0x2:uw                                                // $286
(f0.0)  mov (8|M16)              r[a0.1]<1>:d  r2.1<0;1,0>:d                                         // $287
(W)     mov (1|M0)               f1.1<1>:uw    0x4:uw                                                // $288
(f1.0)  mov (8|M16)              r[a0.2]<1>:d  r2.2<0;1,0>:d                                         // $289
(W)     mov (1|M0)               f0.1<1>:uw    0x8:uw                                                // $290
(f0.0)  mov (8|M16)              r[a0.3]<1>:d  r2.3<0;1,0>:d                                         // $291
(W)     mov (1|M0)               f1.1<1>:uw    0x10:uw                                               // $292
(f1.0)  mov (8|M16)              r[a0.4]<1>:d  r2.4<0;1,0>:d                                         // $293
(W)     mov (1|M0)               f0.1<1>:uw    0x20:uw                                               // $294
(f0.0)  mov (8|M16)              r[a0.5]<1>:d  r2.5<0;1,0>:d                                         // $295
(W)     mov (1|M0)               f1.1<1>:uw    0x40:uw                                               // $296
(f1.0)  mov (8|M16)              r[a0.6]<1>:d  r2.6<0;1,0>:d                                         // $297
(W)     mov (1|M0)               f0.1<1>:uw    0x80:uw                                               // $298
(f0.0)  mov (8|M16)              r[a0.7]<1>:d  r2.7<0;1,0>:d                                         // $299
(W)     mov (1|M0)               f1.1<1>:uw    0x100:uw                                              // $300
(f1.0)  mov (8|M24)              r[a0.8]<1>:d  r3.0<0;1,0>:d                                         // $301
(W)     mov (1|M0)               f0.1<1>:uw    0x200:uw                                              // $302
(f0.0)  mov (8|M24)              r[a0.9]<1>:d  r3.1<0;1,0>:d                                         // $303
(W)     mov (1|M0)               f1.1<1>:uw    0x400:uw                                              // $304
(f1.0)  mov (8|M24)              r[a0.10]<1>:d  r3.2<0;1,0>:d                                        // $305
(W)     mov (1|M0)               f0.1<1>:uw    0x800:uw                                              // $306
(f0.0)  mov (8|M24)              r[a0.11]<1>:d  r3.3<0;1,0>:d                                        // $307
(W)     mov (1|M0)               f1.1<1>:uw    0x1000:uw                                             // $308
(f1.0)  mov (8|M24)              r[a0.12]<1>:d  r3.4<0;1,0>:d                                        // $309
(W)     mov (1|M0)               f0.1<1>:uw    0x2000:uw                                             // $310
(f0.0)  mov (8|M24)              r[a0.13]<1>:d  r3.5<0;1,0>:d                                        // $311
(W)     mov (1|M0)               f1.1<1>:uw    0x4000:uw                                             // $312
(f1.0)  mov (8|M24)              r[a0.14]<1>:d  r3.6<0;1,0>:d                                        // $313
(W)     mov (1|M0)               f0.1<1>:uw    0x8000:uw                                             // $314
(f0.0)  mov (8|M24)              r[a0.15]<1>:d  r3.7<0;1,0>:d                                        // $315
        add (16|M0)              r4.0<2>:b     r32.2<4;1,0>:b    5:w                                 // $316
        add (16|M16)             r7.0<2>:b     r34.2<4;1,0>:b    5:w                                 // $317
        and (16|M0)              r4.0<2>:b     r4.0<2;1,0>:b     15:w               {@2}             // $318
        mul (16|M0)              acc0.0<1>:uw  r4.0<2;1,0>:b     0x40:uw              {@1}           // $320
        and (16|M16)             r7.0<2>:b     r7.0<2;1,0>:b     15:w               {@3}             // $319
        add (16|M0)              acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $321
        add (16|M0)              a0.0<1>:uw    acc0.0<16;16,1>:uw  0x520:uw                          // $322
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                                        // $323
        mul (16|M16)             acc0.0<1>:uw  r7.0<2;1,0>:b     0x40:uw              {@1}           // $324
        mov (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f                   {Compacted,@2}       // $323
        add (16|M16)             acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $325
        add (16|M16)             a0.0<1>:uw    acc0.0<16;16,1>:uw  0x920:uw                          // $326
        mov (16|M16)             r17.0<1>:d    r[a0.0]<1,0>:d                                        // $327
        and (16|M0)              r19.0<2>:b    r32.3<4;1,0>:b    15:w               {@1}             // $330
        mul (16|M0)              acc0.0<1>:uw  r19.0<2;1,0>:b    0x40:uw              {@1}           // $332
        mov (16|M16)             r20.0<1>:f    r17.0<8;8,1>:f                   {Compacted,@3}       // $327
        add (16|M0)              acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $333
        add (16|M0)              r22.0<1>:d    r26.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@7}     // $328
        add (16|M0)              a0.0<1>:uw    acc0.0<16;16,1>:uw  0x520:uw                          // $334
        and (16|M16)             r6.0<2>:b     r34.3<4;1,0>:b    15:w                                // $331
        add (16|M16)             r24.0<1>:d    r28.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@5}     // $329
        mov (16|M0)              r7.0<1>:d     r[a0.0]<1,0>:d                                        // $335
        mul (16|M16)             acc0.0<1>:uw  r6.0<2;1,0>:b     0x40:uw              {@1}           // $336
        mov (16|M0)              r12.0<1>:f    r7.0<8;8,1>:f                    {Compacted,@2}       // $335
        add (16|M16)             acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $337
        add (16|M16)             a0.0<1>:uw    acc0.0<16;16,1>:uw  0x920:uw                          // $338
        mov (16|M16)             r36.0<1>:d    r[a0.0]<1,0>:d                                        // $339
        mov (16|M0)              r38.0<1>:d    r19.0<2;1,0>:ub                  {@1}                 // $342
        mul (16|M0)              r4.0<1>:uw    r38.0<2;1,0>:uw   0x40:uw              {Compacted,@1} // $344
(W)     mov (1|M0)               f1.0<1>:ud    0x1:uw                                                // $347
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted,@7}     // $340
        mov (16|M16)             r2.0<1>:f     r36.0<8;8,1>:f                   {Compacted,@5}       // $339
        add (8|M8)               r4.8<1>:uw    r4.8<8;8,1>:uw    0x20:uw              {@4}           // $345
        mov (16|M16)             r16.0<1>:d    r6.0<2;1,0>:ub                                        // $343
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     r24.0<8;8,1>:d   {Compacted,@3}     // $341
        add (16|M0)              a0.0<1>:uw    r4.0<16;16,1>:uw  0x520:uw              {@3}          // $346
(f1.0)  mov (8|M0)               r[a0.0]<1>:d  r12.0<0;1,0>:d                   {@6}                 // $348
(W)     mov (1|M0)               f1.0<1>:ud    0x2:uw                                                // $349
(f1.0)  mov (8|M0)               r[a0.1]<1>:d  r12.1<0;1,0>:d                                        // $350
(W)     mov (1|M0)               f0.0<1>:ud    0x4:uw                                                // $351
(f0.0)  mov (8|M0)               r[a0.2]<1>:d  r12.2<0;1,0>:d                                        // $352
(W)     mov (1|M0)               f1.0<1>:ud    0x8:uw                                                // $353
(f1.0)  mov (8|M0)               r[a0.3]<1>:d  r12.3<0;1,0>:d                                        // $354
(W)     mov (1|M0)               f0.0<1>:ud    0x10:uw                                               // $355
(f0.0)  mov (8|M0)               r[a0.4]<1>:d  r12.4<0;1,0>:d                                        // $356
(W)     mov (1|M0)               f1.0<1>:ud    0x20:uw                                               // $357
(f1.0)  mov (8|M0)               r[a0.5]<1>:d  r12.5<0;1,0>:d                                        // $358
(W)     mov (1|M0)               f0.0<1>:ud    0x40:uw                                               // $359
(f0.0)  mov (8|M0)               r[a0.6]<1>:d  r12.6<0;1,0>:d                                        // $360
(W)     mov (1|M0)               f1.0<1>:ud    0x80:uw                                               // $361
(f1.0)  mov (8|M0)               r[a0.7]<1>:d  r12.7<0;1,0>:d                                        // $362
(W)     mov (1|M0)               f0.0<1>:ud    0x100:uw                                              // $363
(f0.0)  mov (8|M8)               r[a0.8]<1>:d  r13.0<0;1,0>:d                                        // $364
(W)     mov (1|M0)               f1.0<1>:ud    0x200:uw                                              // $365
(f1.0)  mov (8|M8)               r[a0.9]<1>:d  r13.1<0;1,0>:d                                        // $366
(W)     mov (1|M0)               f0.0<1>:ud    0x400:uw                                              // $367
(f0.0)  mov (8|M8)               r[a0.10]<1>:d  r13.2<0;1,0>:d                                       // $368
(W)     mov (1|M0)               f1.0<1>:ud    0x800:uw                                              // $369
(f1.0)  mov (8|M8)               r[a0.11]<1>:d  r13.3<0;1,0>:d                                       // $370
(W)     mov (1|M0)               f0.0<1>:ud    0x1000:uw                                             // $371
(f0.0)  mov (8|M8)               r[a0.12]<1>:d  r13.4<0;1,0>:d                                       // $372
(W)     mov (1|M0)               f1.0<1>:ud    0x2000:uw                                             // $373
(f1.0)  mov (8|M8)               r[a0.13]<1>:d  r13.5<0;1,0>:d                                       // $374
(W)     mov (1|M0)               f0.0<1>:ud    0x4000:uw                                             // $375
(f0.0)  mov (8|M8)               r[a0.14]<1>:d  r13.6<0;1,0>:d                                       // $376
(W)     mov (1|M0)               f1.0<1>:ud    0x8000:uw                                             // $377
(f1.0)  mov (8|M8)               r[a0.15]<1>:d  r13.7<0;1,0>:d                                       // $378
        mul (16|M16)             r4.0<1>:uw    r16.0<2;1,0>:uw   0x40:uw              {Compacted}    // $379
(W)     mov (1|M0)               f0.1<1>:uw    0x1:uw                                                // $382
        add (8|M24)              r4.8<1>:uw    r4.8<8;8,1>:uw    0x20:uw              {@2}           // $380
        add (16|M16)             a0.0<1>:uw    r4.0<16;16,1>:uw  0x920:uw              {@1}          // $381
(f0.0)  mov (8|M16)              r[a0.0]<1>:d  r2.0<0;1,0>:d                                         // $383
(W)     mov (1|M0)               f0.1<1>:uw    0x2:uw                                                // $384
(f0.0)  mov (8|M16)              r[a0.1]<1>:d  r2.1<0;1,0>:d                                         // $385
(W)     mov (1|M0)               f1.1<1>:uw    0x4:uw                                                // $386
(f1.0)  mov (8|M16)              r[a0.2]<1>:d  r2.2<0;1,0>:d                                         // $387
(W)     mov (1|M0)               f0.1<1>:uw    0x8:uw                                                // $388
(f0.0)  mov (8|M16)              r[a0.3]<1>:d  r2.3<0;1,0>:d                                         // $389
(W)     mov (1|M0)               f1.1<1>:uw    0x10:uw                                               // $390
(f1.0)  mov (8|M16)              r[a0.4]<1>:d  r2.4<0;1,0>:d                                         // $391
(W)     mov (1|M0)               f0.1<1>:uw    0x20:uw                                               // $392
(f0.0)  mov (8|M16)              r[a0.5]<1>:d  r2.5<0;1,0>:d                                         // $393
(W)     mov (1|M0)               f1.1<1>:uw    0x40:uw                                               // $394
(f1.0)  mov (8|M16)              r[a0.6]<1>:d  r2.6<0;1,0>:d                                         // $395
(W)     mov (1|M0)               f0.1<1>:uw    0x80:uw                                               // $396
(f0.0)  mov (8|M16)              r[a0.7]<1>:d  r2.7<0;1,0>:d                                         // $397
(W)     mov (1|M0)               f1.1<1>:uw    0x100:uw                                              // $398
(f1.0)  mov (8|M24)              r[a0.8]<1>:d  r3.0<0;1,0>:d                                         // $399
(W)     mov (1|M0)               f0.1<1>:uw    0x200:uw                                              // $400
(f0.0)  mov (8|M24)              r[a0.9]<1>:d  r3.1<0;1,0>:d                                         // $401
(W)     mov (1|M0)               f1.1<1>:uw    0x400:uw                                              // $402
(f1.0)  mov (8|M24)              r[a0.10]<1>:d  r3.2<0;1,0>:d                                        // $403
(W)     mov (1|M0)               f0.1<1>:uw    0x800:uw                                              // $404
(f0.0)  mov (8|M24)              r[a0.11]<1>:d  r3.3<0;1,0>:d                                        // $405
(W)     mov (1|M0)               f1.1<1>:uw    0x1000:uw                                             // $406
(f1.0)  mov (8|M24)              r[a0.12]<1>:d  r3.4<0;1,0>:d                                        // $407
(W)     mov (1|M0)               f0.1<1>:uw    0x2000:uw                                             // $408
(f0.0)  mov (8|M24)              r[a0.13]<1>:d  r3.5<0;1,0>:d                                        // $409
(W)     mov (1|M0)               f1.1<1>:uw    0x4000:uw                                             // $410
(f1.0)  mov (8|M24)              r[a0.14]<1>:d  r3.6<0;1,0>:d                                        // $411
(W)     mov (1|M0)               f0.1<1>:uw    0x8000:uw                                             // $412
(f0.0)  mov (8|M24)              r[a0.15]<1>:d  r3.7<0;1,0>:d                                        // $413
        add (16|M0)              r4.0<2>:b     r32.3<4;1,0>:b    5:w                                 // $414
        add (16|M16)             r7.0<2>:b     r34.3<4;1,0>:b    5:w                                 // $415
        and (16|M0)              r4.0<2>:b     r4.0<2;1,0>:b     15:w               {@2}             // $416
        mul (16|M0)              acc0.0<1>:uw  r4.0<2;1,0>:b     0x40:uw              {@1}           // $418
        and (16|M16)             r7.0<2>:b     r7.0<2;1,0>:b     15:w               {@3}             // $417
        add (16|M0)              acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $419
        add (16|M0)              a0.0<1>:uw    acc0.0<16;16,1>:uw  0x520:uw                          // $420
        mov (16|M0)              r12.0<1>:d    r[a0.0]<1,0>:d                                        // $421
        mul (16|M16)             acc0.0<1>:uw  r7.0<2;1,0>:b     0x40:uw              {@1}           // $422
        mov (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f                   {Compacted,@2}       // $421
        add (16|M16)             acc0.0<1>:uw  acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw                  // $423
        add (16|M16)             a0.0<1>:uw    acc0.0<16;16,1>:uw  0x920:uw                          // $424
        mov (16|M16)             r17.0<1>:d    r[a0.0]<1,0>:d                                        // $425
        mov (16|M16)             r19.0<1>:f    r17.0<8;8,1>:f                   {Compacted,@1}       // $425
        add (16|M0)              r2.0<1>:d     r22.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@5}     // $426
        add (16|M16)             r19.0<1>:d    r24.0<8;8,1>:d    r19.0<8;8,1>:d   {Compacted,@2}     // $427
        send.dc1 (16|M0)         null     r10     r2      0x80            0x04025E02           {@2,$4} // wr:2+2, rd:0; untyped surface write with x // $429
        send.dc1 (16|M16)        null     r14     r19     0x80            0x04025E02           {@1,$5} // wr:2+2, rd:0; untyped surface write with x // $431
(W)     mov (8|M0)               r127.0<1>:f   r40.0<8;8,1>:f                   {Compacted}          // $432
(W)     send.dc0 (8|M0)          r4       r40     null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing // $432
(W)     mov (8|M0)               null<1>:ud    r4.0<8;8,1>:ud                   {$6.dst}             //  memory fence commit; $432
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $432


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 544
//
//.RMWs: 22
//
//.accSubDef: 28
//.accSubUse: 28
//.accSubCandidateDef: 28
//.accSubCandidateUse: 28
