//.kernel debug_o0
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string "-debug "
//.full_options "-debug -emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abiver 2 -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -nopresched -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -fusedCallWA 1 -generateDebugInfo -insertRSDummyMov "
//.instCount 290
//.RA type	GRAPH_COLORING_FF_RA
//.spill size 131072

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare hw_tid (4)  rf=r size=4 type=ud align=2 words (r5.6)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
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
//.declare %arg (22)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=32 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r127.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r127.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0043 (51)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0047 (55)  rf=r size=384 type=d alias=%arg+0 align=16 words (r26.0)
//.declare V0049 (57)  rf=r size=256 type=d alias=%retval+0 align=16 words (r26.0)
//.declare V0051 (59)  rf=r size=8 type=uq alias=%sp+0 align=16 words (r127.3)
//.declare V0053 (61)  rf=r size=8 type=uq alias=%fp+0 align=16 words (r127.2)
//.declare V0055 (63)  rf=r size=4 type=ud alias=hw_tid+0 align=16 words (r5.6)
//.declare V0056 (64)  rf=r size=4 type=ud align=2 words (r5.6)
//.declare V0057 (65)  rf=r size=8 type=ud alias=V0043+0 align=4 words (r5.4)
//.declare V0058 (66)  rf=r size=8 type=ud align=16 words (r7.0)
//.declare V0059 (67)  rf=r size=8 type=ud align=16 words (r3.0)
//.declare V0060 (68)  rf=r size=4 type=ud align=16 words (r2.0)
//.declare V0061 (69)  rf=r size=8 type=ud alias=V0051+0 align=4 words (r127.6)
//.declare V0062 (70)  rf=r size=8 type=ud alias=V0053+0 align=4 words (r127.4)
//.declare V0063 (71)  rf=r size=8 type=ud align=16 words (r7.0)
//.declare V0064 (72)  rf=r size=8 type=ud align=16 words (r3.0)
//.declare V0065 (73)  rf=r size=4 type=ud align=16 words (r2.0)
//.declare V0066 (74)  rf=r size=8 type=uq align=16 words (r7.0)
//.declare V0067 (75)  rf=r size=8 type=ud alias=V0066+0 align=4 words (r7.0)
//.declare V0068 (76)  rf=r size=8 type=uq align=16 words (r3.0)
//.declare V0069 (77)  rf=r size=8 type=ud alias=V0068+0 align=16 words (r3.0)
//.declare  (78)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0070 (79)  rf=r size=16 type=w align=16 words (r2.0)
//.declare V0071 (80)  rf=r size=32 type=d align=16 words (r64.0)
//.declare V0072 (81)  rf=r size=16 type=uw alias=V0070+0 align=16 words (r2.0)
//.declare V0073 (82)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0074 (83)  rf=r size=64 type=uq align=16 words (r2.0)
//.declare V0075 (84)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0076 (85)  rf=r size=8 type=ud align=16 words (r8.0)
//.declare V0077 (86)  rf=r size=8 type=ud align=16 words (r7.0)
//.declare V0078 (87)  rf=r size=4 type=ud align=16 words (r2.0)
//.declare V0079 (88)  rf=r size=8 type=ud alias=V0075+0 align=4 words (r5.4)
//.declare V0080 (89)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0081 (90)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare V0082 (91)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0083 (92)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0084 (93)  rf=r size=32 type=d alias=V0082+0 align=16 words (r2.0)
//.declare V0085 (94)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0086 (95)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0087 (96)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0088 (97)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r2.0)
//.declare V0089 (98)  rf=r size=4 type=d align=2 words (r5.5)
//.declare V0090 (99)  rf=r size=4 type=d align=2 words (r5.4)
//.declare V0091 (100)  rf=r size=8 type=d alias=V0034+0 align=4 words (r5.0)
//.declare V0092 (101)  rf=r size=8 type=d align=2 words (r5.0)
//.declare V0093 (102)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0094 (103)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V0095 (104)  rf=r size=64 type=uq align=16 words (r62.0)
//.declare V0096 (105)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0097 (106)  rf=r size=8 type=ud align=16 words (r9.0)
//.declare V0098 (107)  rf=r size=8 type=ud align=16 words (r7.0)
//.declare V0099 (108)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0100 (109)  rf=r size=8 type=ud alias=V0096+0 align=4 words (r5.0)
//.declare V0101 (110)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0102 (111)  rf=r size=32 type=ud align=16 words (r11.0)
//.declare V0103 (112)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0104 (113)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare V0105 (114)  rf=r size=32 type=d alias=V0103+0 align=16 words (r7.0)
//.declare V0106 (115)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0107 (116)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0108 (117)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0109 (118)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r62.0)
//.declare V0110 (119)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0111 (120)  rf=r size=4 type=d align=2 words (r6.5)
//.declare V0112 (121)  rf=r size=8 type=d alias=V0035+0 align=4 words (r5.2)
//.declare V0113 (122)  rf=r size=8 type=d align=2 words (r6.3)
//.declare V0114 (123)  rf=r size=64 type=d align=16 words (r7.0)
//.declare P01 (124)  rf=f1  size=2 type=uw align=1 words (f0.0)
//.declare V0115 (125)  rf=r size=2 type=b align=1 words (r6.12)
//.declare V0116 (126)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0117 (127)  rf=r size=2 type=ub alias=V0115+0 align=1 words (r6.12)
//.declare V0118 (128)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0119 (129)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0120 (130)  rf=r size=4 type=uw alias=V0118+0 align=2 words (r6.6)
//.declare V0121 (131)  rf=r size=2 type=uw align=1 words (r6.6)
//.declare A00 (132)  rf=a size=2 type=uw align=1 words (a0.0)
//.declare V0122 (133)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0123 (134)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V0124 (135)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r1.0)
//.declare V0125 (136)  rf=r size=32 type=d align=16 words (r9.0)
//.declare V0126 (137)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V0127 (138)  rf=r size=64 type=uq align=16 words (r60.0)
//.declare V0128 (139)  rf=r size=8 type=uq align=4 words (r4.0)
//.declare V0129 (140)  rf=r size=8 type=ud align=16 words (r7.0)
//.declare V0130 (141)  rf=r size=8 type=ud align=16 words (r6.0)
//.declare V0131 (142)  rf=r size=4 type=ud align=16 words (r4.0)
//.declare V0132 (143)  rf=r size=8 type=ud alias=V0128+0 align=4 words (r4.0)
//.declare V0133 (144)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0134 (145)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0135 (146)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0136 (147)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0137 (148)  rf=r size=32 type=d alias=V0135+0 align=16 words (r4.0)
//.declare V0138 (149)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0139 (150)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0140 (151)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare V0141 (152)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r60.0)
//.declare V0142 (153)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0143 (154)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0144 (155)  rf=r size=64 type=uq align=16 words (r4.0)
//.declare V0145 (156)  rf=r size=64 type=ud alias=V0144+0 align=16 words (r4.0)
//.declare V0146 (157)  rf=r size=64 type=d alias=V0144+0 align=16 words (r4.0)
//.declare V0147 (158)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0148 (159)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V0149 (160)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0150 (161)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V0151 (162)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0152 (163)  rf=r size=64 type=ud alias=V0147+0 align=16 words (r2.0)
//.declare V0153 (164)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0154 (165)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V0155 (166)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0156 (167)  rf=r size=32 type=ud alias=V0154+0 align=16 words (r6.0)
//.declare V0157 (168)  rf=r size=32 type=ud alias=V0155+0 align=16 words (r2.0)
//.declare V0158 (169)  rf=r size=32 type=ud alias=V0148+0 align=16 words (r6.0)
//.declare V0159 (170)  rf=r size=32 type=ud alias=V0149+0 align=16 words (r7.0)
//.declare V0160 (171)  rf=r size=32 type=ud alias=V0150+0 align=16 words (r5.0)
//.declare V0161 (172)  rf=r size=32 type=ud alias=V0153+0 align=16 words (r2.0)
//.declare V0162 (173)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0163 (174)  rf=r size=64 type=uq align=16 words (r4.0)
//.declare V0164 (175)  rf=r size=64 type=ud alias=V0163+0 align=16 words (r4.0)
//.declare V0165 (176)  rf=r size=64 type=d alias=V0163+0 align=16 words (r4.0)
//.declare V0166 (177)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0167 (178)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0168 (179)  rf=r size=64 type=uq align=16 words (r66.0)
//.declare V0169 (180)  rf=r size=8 type=uq align=4 words (r2.0)
//.declare V0170 (181)  rf=r size=8 type=ud align=16 words (r5.0)
//.declare V0171 (182)  rf=r size=8 type=ud align=16 words (r4.0)
//.declare V0172 (183)  rf=r size=4 type=ud align=16 words (r2.0)
//.declare V0173 (184)  rf=r size=8 type=ud alias=V0169+0 align=4 words (r2.0)
//.declare V0174 (185)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare V0175 (186)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0176 (187)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0177 (188)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0178 (189)  rf=r size=32 type=d alias=V0176+0 align=16 words (r2.0)
//.declare V0179 (190)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare V0180 (191)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0181 (192)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0182 (193)  rf=r size=64 type=ud alias=V0168+0 align=16 words (r66.0)
//.declare V0183 (194)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0184 (195)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0186 (197)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0187 (198)  rf=r size=64 type=uq align=16 words (r64.0)
//.declare V0188 (199)  rf=r size=8 type=uq align=4 words (r2.0)
//.declare V0189 (200)  rf=r size=8 type=ud align=16 words (r5.0)
//.declare V0190 (201)  rf=r size=8 type=ud align=16 words (r4.0)
//.declare V0191 (202)  rf=r size=4 type=ud align=16 words (r2.0)
//.declare V0192 (203)  rf=r size=8 type=ud alias=V0188+0 align=4 words (r2.0)
//.declare V0193 (204)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare V0194 (205)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0195 (206)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0196 (207)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0197 (208)  rf=r size=32 type=d alias=V0195+0 align=16 words (r2.0)
//.declare V0198 (209)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare V0199 (210)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0200 (211)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0201 (212)  rf=r size=64 type=ud alias=V0187+0 align=16 words (r64.0)
//.declare V0202 (213)  rf=r size=32 type=d align=16 words (r2.0)
//.declare P02 (214)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0203 (215)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0204 (216)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0205 (217)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0206 (218)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0207 (219)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V0208 (220)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0209 (221)  rf=r size=64 type=uq align=16 words (r4.0)
//.declare V0210 (222)  rf=r size=64 type=ud alias=V0209+0 align=16 words (r4.0)
//.declare V0211 (223)  rf=r size=64 type=d alias=V0209+0 align=16 words (r4.0)
//.declare V0212 (224)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0213 (225)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V0214 (226)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0215 (227)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V0216 (228)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0217 (229)  rf=r size=64 type=ud alias=V0212+0 align=16 words (r2.0)
//.declare V0218 (230)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0219 (231)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V0220 (232)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0221 (233)  rf=r size=32 type=ud alias=V0219+0 align=16 words (r6.0)
//.declare V0222 (234)  rf=r size=32 type=ud alias=V0220+0 align=16 words (r2.0)
//.declare V0223 (235)  rf=r size=32 type=ud alias=V0213+0 align=16 words (r6.0)
//.declare V0224 (236)  rf=r size=32 type=ud alias=V0214+0 align=16 words (r7.0)
//.declare V0225 (237)  rf=r size=32 type=ud alias=V0215+0 align=16 words (r5.0)
//.declare V0226 (238)  rf=r size=32 type=ud alias=V0218+0 align=16 words (r2.0)
//.declare V0227 (239)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0228 (240)  rf=r size=64 type=uq align=16 words (r4.0)
//.declare V0229 (241)  rf=r size=64 type=ud alias=V0228+0 align=16 words (r4.0)
//.declare V0230 (242)  rf=r size=64 type=d alias=V0228+0 align=16 words (r4.0)
//.declare  (243)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (244)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (245)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (246)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (247)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (248)  rf=r size=2 type=w align=1 words (r5.8)
//.declare  (249)  rf=r size=2 type=w align=1 words (r5.0)
//.declare  (250)  rf=r size=2 type=w align=1 words (r6.6)
//.declare  (251)  rf=r size=2 type=w align=1 words (r6.6)
//.declare  (252)  rf=r size=2 type=w align=1 words (r4.0)
//.declare  (253)  rf=r size=2 type=w align=1 words (r2.0)
//.declare  (254)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (255)  rf=r size=2 type=w align=1 words (r2.0)
//.declare  (256)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (257)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (258)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (259)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare be_fp (260)  rf=r size=4 type=ud align=2 words (r127.3)
//.declare be_sp (261)  rf=r size=4 type=ud align=2 words (r127.2)
//.declare SR (262)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare VCE_SAVE (263)  rf=r size=2080 type=ud align=16 words (r60.0)
//.declare  (264)  rf=r size=1888 type=ud align=16 words
//.declare  (265)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (266)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (267)  rf=r size=1888 type=ud align=16 words
//.declare  (268)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (269)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (270)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (271)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (272)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare  (273)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare  (288)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (289)  rf=r size=8 type=w align=1 words (r0.0)
//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=32 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r127.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r127.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0037 (43)  rf=r size=384 type=d alias=%arg+0 align=16 words (r26.0)
//.declare V0039 (45)  rf=r size=256 type=d alias=%retval+0 align=16 words (r26.0)
//.declare V0041 (47)  rf=r size=8 type=uq alias=%sp+0 align=16 words (r127.3)
//.declare V0043 (49)  rf=r size=8 type=uq alias=%fp+0 align=16 words (r127.2)
//.declare V0045 (51)  rf=r size=8 type=uq align=16 words (r10.0)
//.declare V0046 (52)  rf=r size=8 type=ud alias=V0045+0 align=4 words (r10.0)
//.declare V0047 (53)  rf=r size=8 type=ud alias=V0043+0 align=4 words (r127.4)
//.declare V0048 (54)  rf=r size=8 type=ud alias=V0041+0 align=4 words (r127.6)
//.declare V0049 (55)  rf=r size=8 type=ud align=16 words (r5.0)
//.declare V0050 (56)  rf=r size=8 type=ud align=16 words (r4.0)
//.declare V0051 (57)  rf=r size=4 type=ud align=16 words (r3.0)
//.declare V0052 (58)  rf=r size=8 type=uq align=16 words (r4.0)
//.declare V0053 (59)  rf=r size=8 type=ud alias=V0052+0 align=16 words (r4.0)
//.declare  (60)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0054 (61)  rf=r size=16 type=w align=16 words (r3.0)
//.declare V0055 (62)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0056 (63)  rf=r size=16 type=uw alias=V0054+0 align=16 words (r3.0)
//.declare V0057 (64)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0058 (65)  rf=r size=64 type=uq align=16 words (r5.0)
//.declare V0059 (66)  rf=r size=8 type=uq align=4 words (r2.1)
//.declare V0060 (67)  rf=r size=8 type=ud align=16 words (r6.0)
//.declare V0061 (68)  rf=r size=8 type=ud align=16 words (r5.0)
//.declare V0062 (69)  rf=r size=4 type=ud align=16 words (r3.0)
//.declare V0063 (70)  rf=r size=8 type=ud alias=V0059+0 align=4 words (r2.2)
//.declare V0064 (71)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0065 (72)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare V0066 (73)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0067 (74)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare V0068 (75)  rf=r size=32 type=d alias=V0066+0 align=16 words (r3.0)
//.declare V0069 (76)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0070 (77)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0071 (78)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0072 (79)  rf=r size=64 type=ud alias=V0058+0 align=16 words (r5.0)
//.declare V0073 (80)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0074 (81)  rf=r size=64 type=uq align=16 words (r3.0)
//.declare V0075 (82)  rf=r size=8 type=uq align=4 words (r2.1)
//.declare V0076 (83)  rf=r size=8 type=ud align=16 words (r8.0)
//.declare V0077 (84)  rf=r size=8 type=ud align=16 words (r7.0)
//.declare V0078 (85)  rf=r size=4 type=ud align=16 words (r3.0)
//.declare V0079 (86)  rf=r size=8 type=ud alias=V0075+0 align=4 words (r2.2)
//.declare V0080 (87)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0081 (88)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare V0082 (89)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0083 (90)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0084 (91)  rf=r size=32 type=d alias=V0082+0 align=16 words (r3.0)
//.declare V0085 (92)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0086 (93)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0087 (94)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0088 (95)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r3.0)
//.declare V0089 (96)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0090 (97)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (98)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (99)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (100)  rf=r size=2 type=w align=1 words (r2.4)
//.declare  (101)  rf=r size=2 type=w align=1 words (r2.4)
//.declare  (102)  rf=r size=8 type=ud align=2 words (r2.0) Input_Output
//.declare  (103)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare be_fp (104)  rf=r size=4 type=ud align=2 words (r127.3)
//.declare be_sp (105)  rf=r size=4 type=ud align=2 words (r127.2)
//.declare SR (106)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare VCE_SAVE (107)  rf=r size=2080 type=ud align=16 words (r60.0)
//.declare  (108)  rf=r size=16 type=ud align=2 words (r59.4)
//.declare  (109)  rf=r size=16 type=ud align=2 words (r127.0)
//.declare  (110)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (111)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (112)  rf=r size=2 type=uw align=1 words (r2.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0040    | :w x 16  |     32 | r1       | general    |
// | V0041    | :w x 16  |     32 | r2       | general    |
// | V0042    | :w x 16  |     32 | r3       | general    |
// | V0038    | :d x 8   |     32 | r4       | general    |
// | V0034    | :uq      |      8 | r5       | general    |
// | V0035    | :uq      |      8 | r5+8     | general    |
// | V0043    | :uq      |      8 | r5+16    | general    |
// | V0039    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: [FCALL],  Preds:{},  Succs:{B006}
_main:
(W)     or (1|M0)                sr0.2<1>:ud   sr0.2<0;1,0>:ud   0xFFFFFF00:ud              {@1}     // $19
(W)     mov (8|M0)               r125.0<1>:ud  r0.0<1;1,0>:ud                   {@1}                 // $19
(W)     mov (8|M0)               r126.0<1>:f   r125.0<8;8,1>:f                  {@1}                 // $19
(W)     mov (1|M0)               r127.3<1>:f   0x0:f                                                 //  (0x00000000:f); $19
(W)     mov (1|M0)               r127.2<1>:f   0x0:f                                                 //  (0x00000000:f); $19
(W)     and (1|M0)               r5.6<1>:ud    r0.5<0;1,0>:ud    0x3FF:ud                            // $19
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               r5.6<1>:ud    r5.6<0;1,0>:ud    0x3C0:uw              {@1}          // $2
(W)     mov (2|M0)               r7.0<1>:f     r5.4<2;2,1>:f                                         // $3
(W)     addc (1|M0)              r3.0<1>:ud    r7.0<0;1,0>:ud    r5.6<0;1,0>:ud   {AccWrEn,@1}       // $4
(W)     mov (1|M0)               r2.0<1>:ud    acc0.0<0;1,0>:ud                                      // $4
(W)     add (1|M0)               r3.1<1>:ud    r2.0<0;1,0>:ud    r7.1<0;1,0>:ud   {@1}               // $5
(W)     mov (2|M0)               r127.6<1>:f   r3.0<2;2,1>:f                    {@1}                 // $6
(W)     mov (2|M0)               r127.4<1>:f   r127.6<2;2,1>:f                  {@1}                 // $7
(W)     mov (2|M0)               r7.0<1>:f     r127.6<2;2,1>:f                                       // $8
(W)     addc (1|M0)              r3.0<1>:ud    r7.0<0;1,0>:ud    0x110:ud              {AccWrEn,@1}  // $9
(W)     mov (1|M0)               r2.0<1>:ud    acc0.0<0;1,0>:ud                                      // $9
(W)     add (1|M0)               r3.1<1>:ud    r2.0<0;1,0>:ud    r7.1<0;1,0>:ud   {@1}               // $10
(W)     mov (2|M0)               r127.6<1>:f   r3.0<2;2,1>:f                    {@1}                 // $11
(W)     mov (1|M0)               r7.0<2>:f     0x0:f                                                 //  (0x00000000:f); $12
(W)     mov (1|M0)               r7.1<2>:f     0x0:f                                                 //  (0x00000000:f); $13
(W)     mov (2|M0)               r3.0<1>:f     r127.4<2;2,1>:f                  {@7}                 // $14
(W)     mov (1|M0)               r2.0<1>:f     r3.0<0;1,0>:f                    {@1}                 // $15
(W)     mov (1|M0)               r2.1<1>:f     r3.1<0;1,0>:f                                         // $15
(W)     send.dc1 (8|M0)          null     r2      r7      0x40            0x020D40FF           {@1,$0} // wr:1h+1, rd:0; a64 unaligned oword block write x1 // $15
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                               {$0.src}   // $16

// File: /tmp/visa-corpus-work/src/debug_o0.cl

// Line 11:  kernel void debug_o0(global const int *in, global int *out) {
        mov (8|M0)               r64.0<1>:d    r2.0<8;8,1>:uw                   {@1}                 // $20
        mul (8|M0)               r3.0<1>:d     r64.0<8;8,1>:d    8:w               {@1}              // $21
(W)     mov (1|M0)               r5.8<1>:hf    0x8:hf                                                // $22
        mul (8|M0)               acc0.0<1>:d   r5.8<0;1,0>:w     8:w               {@1}              // $22
        add (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   r3.0<8;8,1>:d    {@3}               // $23
(W)     mov (2|M0)               r8.0<1>:f     r127.4<2;2,1>:f                                       // $23
(W)     addc (1|M0)              r7.0<1>:ud    r8.0<0;1,0>:ud    0x10:ud              {AccWrEn,@1}   // $24
(W)     mov (1|M0)               r2.0<1>:ud    acc0.0<0;1,0>:ud                                      // $24
(W)     add (1|M0)               r7.1<1>:ud    r2.0<0;1,0>:ud    r8.1<0;1,0>:ud   {@1}               // $25
(W)     mov (2|M0)               r5.4<1>:f     r7.0<2;2,1>:f                    {@1}                 // $26
        mov (8|M0)               r7.0<1>:f     r5.4<0;1,0>:f                    {@1}                 // $27
        mov (8|M0)               r9.0<1>:f     r5.5<0;1,0>:f                                         // $28
        mov (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f                    {@7}                 // $29
        asr (8|M0)               r3.0<1>:ud    r3.0<8;8,1>:d     0x1F:uw                             // $30
        addc (8|M0)              r8.0<1>:ud    r7.0<8;8,1>:ud    r2.0<8;8,1>:ud   {AccWrEn,@2}       // $31
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                                      // $31
        add (8|M0)               r7.0<1>:ud    r9.0<8;8,1>:ud    r3.0<8;8,1>:ud   {@3}               // $32
        add (8|M0)               r7.0<1>:ud    r2.0<8;8,1>:ud    r7.0<8;8,1>:ud   {@1}               // $33
        mov (8|M0)               r2.0<2>:f     r8.0<8;8,1>:f                    {@4}                 // $34
        mov (8|M0)               r2.1<2>:f     r7.0<8;8,1>:f                    {@2}                 // $35
(W)     mov (1|M0)               r5.5<1>:f     r5.0<0;1,0>:f                                         // $36
(W)     mov (1|M0)               r5.4<1>:f     r5.1<0;1,0>:f                                         // $37
(W)     mov (1|M0)               r5.0<1>:f     r5.5<0;1,0>:f                    {@2}                 // $38
(W)     mov (1|M0)               r5.1<1>:f     r5.4<0;1,0>:f                    {@2}                 // $39
        mov (8|M0)               r7.0<1>:f     r5.0<0;1,0>:f                    {@2}                 // $40
        mov (8|M0)               r8.0<1>:f     r5.1<0;1,0>:f                    {@2}                 // $41
        send.dc1 (8|M0)          null     r2      r7      0x80            0x040685FF           {@1,$1} // wr:2+2, rd:0; a64 dword scattering write // $42
        mul (8|M0)               r8.0<1>:d     r64.0<8;8,1>:d    8:w               {$1.src}          // $43
(W)     mov (1|M0)               r5.0<1>:hf    0x8:hf                                                // $44
        mul (8|M0)               acc0.0<1>:d   r5.0<0;1,0>:w     16:w               {@1}             // $44
        add (8|M0)               r8.0<1>:d     acc0.0<8;8,1>:d   r8.0<8;8,1>:d    {@3}               // $45
(W)     mov (2|M0)               r9.0<1>:f     r127.4<2;2,1>:f                                       // $45
(W)     addc (1|M0)              r7.0<1>:ud    r9.0<0;1,0>:ud    0x10:ud              {AccWrEn,@1}   // $46
(W)     mov (1|M0)               r5.0<1>:ud    acc0.0<0;1,0>:ud                                      // $46
(W)     add (1|M0)               r7.1<1>:ud    r5.0<0;1,0>:ud    r9.1<0;1,0>:ud   {@1}               // $47
(W)     mov (2|M0)               r5.0<1>:f     r7.0<2;2,1>:f                    {@1}                 // $48
        mov (8|M0)               r10.0<1>:f    r5.0<0;1,0>:f                    {@1}                 // $49
        mov (8|M0)               r11.0<1>:f    r5.1<0;1,0>:f                                         // $50
        mov (8|M0)               r7.0<1>:f     r8.0<8;8,1>:f                    {@7}                 // $51
        asr (8|M0)               r9.0<1>:ud    r8.0<8;8,1>:d     0x1F:uw                             // $52
        addc (8|M0)              r10.0<1>:ud   r10.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn,@2}       // $53
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                                      // $53
        add (8|M0)               r7.0<1>:ud    r11.0<8;8,1>:ud   r9.0<8;8,1>:ud   {@3}               // $54
        add (8|M0)               r7.0<1>:ud    r8.0<8;8,1>:ud    r7.0<8;8,1>:ud   {@1}               // $55
        mov (8|M0)               r62.0<2>:f    r10.0<8;8,1>:f                   {@4}                 // $56
        mov (8|M0)               r62.1<2>:f    r7.0<8;8,1>:f                    {@2}                 // $57
(W)     mov (1|M0)               r5.0<1>:f     r5.2<0;1,0>:f                                         // $58
(W)     mov (1|M0)               r6.5<1>:f     r5.3<0;1,0>:f                                         // $59
(W)     mov (1|M0)               r6.3<1>:f     r5.0<0;1,0>:f                    {@2}                 // $60
(W)     mov (1|M0)               r6.4<1>:f     r6.5<0;1,0>:f                    {@2}                 // $61
        mov (8|M0)               r7.0<1>:f     r6.3<0;1,0>:f                    {@2}                 // $62
        mov (8|M0)               r8.0<1>:f     r6.4<0;1,0>:f                    {@2}                 // $63
        send.dc1 (8|M0)          null     r62     r7      0x80            0x040685FF           {@1,$2} // wr:2+2, rd:0; a64 dword scattering write // $64

// Line 12:  size_t i = get_global_id(0);
(W)     mov (1|M0)               r6.6<1>:hf    0x0:hf                                                // $66
(W)     cmp (1|M0)    (eq)f0.0   null<1>:w     r6.6<0;1,0>:w     0:w               {@1}              // $66
(W)     mov (1|M0)               r6.6<1>:hf    0x1:hf                                                // $67
(W&f0.0) sel (1|M0)              r6.12<2>:b    r6.6<0;1,0>:w     5:w               {@1}              // $67
(W)     mov (1|M0)               r6.3<1>:d     r6.12<0;1,0>:ub                  {@1}                 // $68
(W)     mul (1|M0)               r6.6<1>:uw    r6.6<0;1,0>:uw    0x4:uw              {@1}            // $70
(W)     add (1|M0)               a0.0<1>:uw    r6.6<0;1,0>:uw    0xFA0:uw              {@1}          // $71
(W)     mov (1|M0)               r6.3<1>:d     r[a0.0]<0;1,0>:d                                      // $72
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r6.6<0;1,0>:uw   {@1}               // $73
(W)     mach (1|M0)              r6.0<1>:d     r6.0<0;1,0>:d     r6.3<0;1,0>:d                       // $74
        mov (8|M0)               acc0.0<1>:d   r1.0<8;8,1>:uw                                        // $74
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r6.0<0;1,0>:d    {@2}               // $75
        add (8|M0)               r9.0<1>:d     acc0.0<8;8,1>:d   r4.0<0;1,0>:d                       // $76
        mul (8|M0)               r5.0<1>:d     r64.0<8;8,1>:d    8:w                                 // $77
(W)     mov (1|M0)               r4.0<1>:hf    0x8:hf                                                // $78
        mul (8|M0)               acc0.0<1>:d   r4.0<0;1,0>:w     24:w               {@1}             // $78
        add (8|M0)               r5.0<1>:d     acc0.0<8;8,1>:d   r5.0<8;8,1>:d    {@3}               // $79
(W)     mov (2|M0)               r7.0<1>:f     r127.4<2;2,1>:f                  {$2.src}             // $79
(W)     addc (1|M0)              r6.0<1>:ud    r7.0<0;1,0>:ud    0x10:ud              {AccWrEn,@1}   // $80
(W)     mov (1|M0)               r4.0<1>:ud    acc0.0<0;1,0>:ud                                      // $80
(W)     add (1|M0)               r6.1<1>:ud    r4.0<0;1,0>:ud    r7.1<0;1,0>:ud   {@1}               // $81
(W)     mov (2|M0)               r4.0<1>:f     r6.0<2;2,1>:f                    {@1}                 // $82
        mov (8|M0)               r7.0<1>:f     r4.0<0;1,0>:f                    {@1}                 // $83
        mov (8|M0)               r8.0<1>:f     r4.1<0;1,0>:f                                         // $84
        mov (8|M0)               r4.0<1>:f     r5.0<8;8,1>:f                    {@7}                 // $85
        asr (8|M0)               r6.0<1>:ud    r5.0<8;8,1>:d     0x1F:uw                             // $86
        addc (8|M0)              r7.0<1>:ud    r7.0<8;8,1>:ud    r4.0<8;8,1>:ud   {AccWrEn,@2}       // $87
        mov (8|M0)               r5.0<1>:ud    acc0.0<8;8,1>:ud                                      // $87
        add (8|M0)               r4.0<1>:ud    r8.0<8;8,1>:ud    r6.0<8;8,1>:ud   {@3}               // $88
        add (8|M0)               r4.0<1>:ud    r5.0<8;8,1>:ud    r4.0<8;8,1>:ud   {@1}               // $89
        mov (8|M0)               r60.0<2>:f    r7.0<8;8,1>:f                    {@4}                 // $90
        mov (8|M0)               r60.1<2>:f    r4.0<8;8,1>:f                    {@2}                 // $91
        mov (8|M0)               r4.0<1>:f     r9.0<8;8,1>:f                                         // $92
        mov (8|M0)               r5.0<1>:f     0x0:f                                                 //  (0x00000000:f); $93
        send.dc1 (8|M0)          null     r60     r4      0x80            0x040685FF           {@1,$3} // wr:2+2, rd:0; a64 dword scattering write // $94

// Line 13:  int x = in[i];
        send.dc1 (8|M0)          r6       r2      null    0x0            0x042405FF           {$4} // wr:2+0, rd:2; a64 dword gathering read // $96
        sync.nop                             null                             {$4.dst}               // $97
        mov (8|M0)               r4.0<2>:f     r6.0<8;8,1>:f                    {$3.src}             // $97
        mov (8|M0)               r4.1<2>:f     r7.0<8;8,1>:f                                         // $98
        send.dc1 (8|M0)          r2       r60     null    0x0            0x042405FF           {$5} // wr:2+0, rd:2; a64 dword gathering read // $99
        mov (8|M0)               r6.0<1>:f     r4.0<2;1,0>:f                    {@1}                 // $100
        mov (8|M0)               r7.0<1>:f     r4.1<2;1,0>:f                                         // $101
        shl (8|M0)               r5.0<1>:d     r2.0<8;8,1>:d     2:w               {$5.dst}          // $102
        shr (8|M0)               r4.0<1>:d     r2.0<8;8,1>:ud    30:w                                // $103
        shl (8|M0)               r2.0<1>:d     r3.0<8;8,1>:d     2:w                                 // $104
        or (8|M0)                r2.0<1>:d     r2.0<8;8,1>:d     r4.0<8;8,1>:d    {@1}               // $105
        addc (8|M0)              r6.0<1>:ud    r6.0<8;8,1>:ud    r5.0<8;8,1>:ud   {AccWrEn,@4}       // $106
        mov (8|M0)               r3.0<1>:ud    acc0.0<8;8,1>:ud                                      // $106
        add (8|M0)               r2.0<1>:ud    r7.0<8;8,1>:ud    r2.0<8;8,1>:ud   {@3}               // $107
        add (8|M0)               r2.0<1>:ud    r3.0<8;8,1>:ud    r2.0<8;8,1>:ud   {@1}               // $108
        mov (8|M0)               r4.0<2>:f     r6.0<8;8,1>:f                    {@4}                 // $109
        mov (8|M0)               r4.1<2>:f     r2.0<8;8,1>:f                    {@2}                 // $110
        send.dc1 (8|M0)          r7       r4      null    0x0            0x041401FF           {@1,$6} // wr:2+0, rd:1; a64 dword gathering read // $111
        mul (8|M0)               r3.0<1>:d     r64.0<8;8,1>:d    4:w                                 // $112
(W)     mov (1|M0)               r2.0<1>:hf    0x8:hf                                                // $113
        mul (8|M0)               acc0.0<1>:d   r2.0<0;1,0>:w     0:w               {@1}              // $113
        add (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   r3.0<8;8,1>:d    {@3}               // $114
(W)     mov (2|M0)               r5.0<1>:f     r127.4<2;2,1>:f                  {$6.src}             // $114
(W)     addc (1|M0)              r4.0<1>:ud    r5.0<0;1,0>:ud    0x10:ud              {AccWrEn,@1}   // $115
(W)     mov (1|M0)               r2.0<1>:ud    acc0.0<0;1,0>:ud                                      // $115
(W)     add (1|M0)               r4.1<1>:ud    r2.0<0;1,0>:ud    r5.1<0;1,0>:ud   {@1}               // $116
(W)     mov (2|M0)               r2.0<1>:f     r4.0<2;2,1>:f                    {@1}                 // $117
        mov (8|M0)               r5.0<1>:f     r2.0<0;1,0>:f                    {@1}                 // $118
        mov (8|M0)               r6.0<1>:f     r2.1<0;1,0>:f                                         // $119
        mov (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f                    {@7}                 // $120
        asr (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:d     0x1F:uw                             // $121
        addc (8|M0)              r5.0<1>:ud    r5.0<8;8,1>:ud    r2.0<8;8,1>:ud   {AccWrEn,@2}       // $122
        mov (8|M0)               r3.0<1>:ud    acc0.0<8;8,1>:ud                                      // $122
        add (8|M0)               r2.0<1>:ud    r6.0<8;8,1>:ud    r4.0<8;8,1>:ud   {@3}               // $123
        add (8|M0)               r2.0<1>:ud    r3.0<8;8,1>:ud    r2.0<8;8,1>:ud   {@1}               // $124
        mov (8|M0)               r66.0<2>:f    r5.0<8;8,1>:f                    {@4}                 // $125
        mov (8|M0)               r66.1<2>:f    r2.0<8;8,1>:f                    {@2}                 // $126
        send.dc1 (8|M0)          null     r66     r7      0x40            0x040681FF           {@1,$6} // wr:2+1, rd:0; a64 dword scattering write // $127

// Line 14:  int r = weigh(x, 3);
        send.dc1 (8|M0)          r2       r66     null    0x0            0x041401FF           {$7} // wr:2+0, rd:1; a64 dword gathering read // $129
        mov (8|M0)               r26.0<1>:f    r2.0<8;8,1>:f                    {$7.dst}             // $130
        mov (8|M0)               r27.0<1>:f    0x3:f                                                 //  (0x00000003:f); $131
        sync.nop                             null                             {$6.src}               // $132
        call (8|M0)              r127.0        L_f0_weigh                       {@1}                 // $132
// B001: Preds:{B006},  Succs:{B002, B004}
_debug_o0_k0_0_:
        sync.nop                             null                             {$6.src}               // $133
        mov (8|M0)               r7.0<1>:f     r26.0<8;8,1>:f                   {@3}                 // $133
        mul (8|M0)               r3.0<1>:d     r64.0<8;8,1>:d    4:w                                 // $134
(W)     mov (1|M0)               r2.0<1>:hf    0x8:hf                                                // $135
        mul (8|M0)               acc0.0<1>:d   r2.0<0;1,0>:w     4:w               {@1}              // $135
        add (8|M0)               r3.0<1>:d     acc0.0<8;8,1>:d   r3.0<8;8,1>:d    {@3}               // $136
(W)     mov (2|M0)               r5.0<1>:f     r127.4<2;2,1>:f                                       // $136
(W)     addc (1|M0)              r4.0<1>:ud    r5.0<0;1,0>:ud    0x10:ud              {AccWrEn,@1}   // $137
(W)     mov (1|M0)               r2.0<1>:ud    acc0.0<0;1,0>:ud                                      // $137
(W)     add (1|M0)               r4.1<1>:ud    r2.0<0;1,0>:ud    r5.1<0;1,0>:ud   {@1}               // $138
(W)     mov (2|M0)               r2.0<1>:f     r4.0<2;2,1>:f                    {@1}                 // $139
        mov (8|M0)               r5.0<1>:f     r2.0<0;1,0>:f                    {@1}                 // $140
        mov (8|M0)               r6.0<1>:f     r2.1<0;1,0>:f                                         // $141
        mov (8|M0)               r2.0<1>:f     r3.0<8;8,1>:f                    {@7}                 // $142
        asr (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:d     0x1F:uw                             // $143
        addc (8|M0)              r5.0<1>:ud    r5.0<8;8,1>:ud    r2.0<8;8,1>:ud   {AccWrEn,@2}       // $144
        mov (8|M0)               r3.0<1>:ud    acc0.0<8;8,1>:ud                                      // $144
        add (8|M0)               r2.0<1>:ud    r6.0<8;8,1>:ud    r4.0<8;8,1>:ud   {@3}               // $145
        add (8|M0)               r2.0<1>:ud    r3.0<8;8,1>:ud    r2.0<8;8,1>:ud   {@1}               // $146
        mov (8|M0)               r64.0<2>:f    r5.0<8;8,1>:f                    {@4}                 // $147
        mov (8|M0)               r64.1<2>:f    r2.0<8;8,1>:f                    {@2}                 // $148
        send.dc1 (8|M0)          null     r64     r7      0x40            0x040681FF           {@1,$8} // wr:2+1, rd:0; a64 dword scattering write // $149

// Line 15:  if (x > 10)
        send.dc1 (8|M0)          r2       r66     null    0x0            0x041401FF           {$9} // wr:2+0, rd:1; a64 dword gathering read // $151
        cmp (8|M0)    (gt)f0.0   null<1>:d     r2.0<8;8,1>:d     10:w               {$9.dst}         // $152
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $153
(f0.0)  if (8|M0)                            _debug_o0_k0_2_cf  _debug_o0_k0_2_cf                    // $153
// B002: [FCALL],  [inDivergent],  Preds:{B001},  Succs:{B006}
_0_005:

// Line 16:  r += weigh(r, x);
        send.dc1 (8|M0)          r3       r64     null    0x0            0x041401FF           {$10} // wr:2+0, rd:1; a64 dword gathering read // $156
        send.dc1 (8|M0)          r2       r66     null    0x0            0x041401FF           {@3,$11} // wr:2+0, rd:1; a64 dword gathering read // $157
        mov (8|M0)               r26.0<1>:f    r3.0<8;8,1>:f                    {$10.dst}            // $158
        mov (8|M0)               r27.0<1>:f    r2.0<8;8,1>:f                    {$11.dst}            // $159
        sync.nop                             null                             {$8.src}               // $160
        call (8|M0)              r127.0        L_f0_weigh                       {@1}                 // $160
// B003: [inDivergent],  Preds:{B006},  Succs:{B004}
_debug_o0_k0_1_:
        mov (8|M0)               r3.0<1>:f     r26.0<8;8,1>:f                   {@3}                 // $161
        send.dc1 (8|M0)          r2       r64     null    0x0            0x041401FF           {@3,$12} // wr:2+0, rd:1; a64 dword gathering read // $162
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     r3.0<8;8,1>:d    {@1,$12.dst}       // $163
        send.dc1 (8|M0)          null     r64     r2      0x40            0x040681FF           {@1,$13} // wr:2+1, rd:0; a64 dword scattering write // $164
// B004: Preds:{B001, B003},  Succs:{B005}
_debug_o0_k0_2_cf:

// Line 15:  if (x > 10)
        endif (8|M0)                         _0_004                                                  // $153
// B005: Preds:{B004},  Succs:{}
_0_004:

// Line 17:  out[i] = r;
        send.dc1 (8|M0)          r8       r64     null    0x0            0x041401FF           {$14} // wr:2+0, rd:1; a64 dword gathering read // $167
        send.dc1 (8|M0)          r2       r62     null    0x0            0x042405FF           {$15} // wr:2+0, rd:2; a64 dword gathering read // $168
        mov (8|M0)               r4.0<2>:f     r2.0<8;8,1>:f                    {$15.dst}            // $169
        mov (8|M0)               r4.1<2>:f     r3.0<8;8,1>:f                                         // $170
        send.dc1 (8|M0)          r2       r60     null    0x0            0x042405FF           {@1,$0} // wr:2+0, rd:2; a64 dword gathering read // $171
        mov (8|M0)               r6.0<1>:f     r4.0<2;1,0>:f                    {@1}                 // $172
        mov (8|M0)               r7.0<1>:f     r4.1<2;1,0>:f                    {$8.src}             // $173
        shl (8|M0)               r5.0<1>:d     r2.0<8;8,1>:d     2:w               {$0.dst}          // $174
        shr (8|M0)               r4.0<1>:d     r2.0<8;8,1>:ud    30:w                                // $175
        shl (8|M0)               r2.0<1>:d     r3.0<8;8,1>:d     2:w                                 // $176
        or (8|M0)                r2.0<1>:d     r2.0<8;8,1>:d     r4.0<8;8,1>:d    {@1}               // $177
        addc (8|M0)              r6.0<1>:ud    r6.0<8;8,1>:ud    r5.0<8;8,1>:ud   {AccWrEn,@4}       // $178
        mov (8|M0)               r3.0<1>:ud    acc0.0<8;8,1>:ud                                      // $178
        add (8|M0)               r2.0<1>:ud    r7.0<8;8,1>:ud    r2.0<8;8,1>:ud   {@3}               // $179
        add (8|M0)               r2.0<1>:ud    r3.0<8;8,1>:ud    r2.0<8;8,1>:ud   {@1}               // $180
        mov (8|M0)               r4.0<2>:f     r6.0<8;8,1>:f                    {@4}                 // $181
        mov (8|M0)               r4.1<2>:f     r2.0<8;8,1>:f                    {@2}                 // $182
        send.dc1 (8|M0)          null     r4      r8      0x40            0x040681FF           {@1,$14} // wr:2+1, rd:0; a64 dword scattering write // $183

// Line 18:  }
(W)     mov (8|M0)               r112.0<1>:f   r125.0<8;8,1>:f                                       // $185
(W)     send.dc0 (8|M0)          r2       r125    null    0x0            0x0219E000           {$1} // wr:1h+0, rd:1; synchronized global fence flushing // $185
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$1.dst}             //  memory fence commit; $185
(W)     send.dc0 (8|M0)          r2       r125    null    0x0            0x0219E0FE           {@1,$2} // wr:1h+0, rd:1; synchronized SLM fence // $185
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$2.dst}             //  memory fence commit; $185
(W)     send.ts (8|M0)           null     r112    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $185
// B006: [NoMaskWA],  [inDivergent],  Preds:{B002, B000},  Succs:{B003, B001}
L_f0_weigh:
(W)     add (1|M0)               r126.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud                              // $1
(W)     send.dc0 (8|M0)          null     r126    r127    0x40            0x020A02FF           {@1,$0} // wr:1h+1, rd:0; oword block write x2 //  stack spill:  to FP[0x32]; $1
(W)     mov (4|M0)               r59.4<1>:f    r127.0<4;4,1>:f                                       //  save vISA SP/FP to temp; $1
(W)     mov (1|M0)               r127.3<1>:f   r127.2<0;1,0>:f                  {$0.src}             //  vISA_FP = vISA_SP; $1
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x4:ud                              //  vISA_SP += vISA_frameSize; $1
(W)     mov (1|M0)               r2.0<1>:uw    f0.0<0;1,0>:uw                                        // $1
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $1
        cmp (8|M0)    (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@2}               // $1
(W&f0.0.any8h) mov (2|M0)        r10.0<1>:f    r127.4<2;2,1>:f                                       // $1
(W&f0.0.any8h) mov (2|M0)        r127.4<1>:f   r127.6<2;2,1>:f                                       // $2
(W&f0.0.any8h) mov (2|M0)        r5.0<1>:f     r127.6<2;2,1>:f                                       // $3
(W&f0.0.any8h) addc (1|M0)       r4.0<1>:ud    r5.0<0;1,0>:ud    0x50:ud              {AccWrEn,@1}   // $4
(W&f0.0.any8h) mov (1|M0)        r3.0<1>:ud    acc0.0<0;1,0>:ud                                      // $4
(W&f0.0.any8h) add (1|M0)        r4.1<1>:ud    r3.0<0;1,0>:ud    r5.1<0;1,0>:ud   {@1}               // $5
(W&f0.0.any8h) mov (2|M0)        r127.6<1>:f   r4.0<2;2,1>:f                    {@1}                 // $6
(W&f0.0.any8h) mov (2|M0)        r4.0<1>:f     r127.4<2;2,1>:f                  {@6}                 // $7
(W&f0.0.any8h) mov (1|M0)        r3.0<1>:f     r4.0<0;1,0>:f                    {@1}                 // $8
(W&f0.0.any8h) mov (1|M0)        r3.1<1>:f     r4.1<0;1,0>:f                                         // $8
(W&f0.0.any8h) send.dc1 (8|M0)   null     r3      r10     0x40            0x020D40FF           {@1,$1} // wr:1h+1, rd:0; a64 unaligned oword block write x1 // $8
(W&f0.0.any8h) mov (8|M0)        r3.0<1>:w     0x76543210:v                               {$1.src}   // $9
        mov (8|M0)               r7.0<1>:d     r3.0<8;8,1>:uw                   {@1}                 // $10

// Line 8:  __attribute__((noinline)) int weigh(int a, int b) {
        mul (8|M0)               r4.0<1>:d     r7.0<8;8,1>:d     4:w               {@1}              // $14
(W&f0.0.any8h) mov (1|M0)        r2.4<1>:hf    0x8:hf                                                // $15
        mul (8|M0)               acc0.0<1>:d   r2.4<0;1,0>:w     0:w               {@1}              // $15
        add (8|M0)               r4.0<1>:d     acc0.0<8;8,1>:d   r4.0<8;8,1>:d    {@3}               // $16
(W&f0.0.any8h) mov (2|M0)        r6.0<1>:f     r127.4<2;2,1>:f                                       // $16
(W&f0.0.any8h) addc (1|M0)       r5.0<1>:ud    r6.0<0;1,0>:ud    0x10:ud              {AccWrEn,@1}   // $17
(W&f0.0.any8h) mov (1|M0)        r3.0<1>:ud    acc0.0<0;1,0>:ud                                      // $17
(W&f0.0.any8h) add (1|M0)        r5.1<1>:ud    r3.0<0;1,0>:ud    r6.1<0;1,0>:ud   {@1}               // $18
(W&f0.0.any8h) mov (2|M0)        r2.2<1>:f     r5.0<2;2,1>:f                    {@1}                 // $19
        mov (8|M0)               r6.0<1>:f     r2.2<0;1,0>:f                    {@1}                 // $20
        mov (8|M0)               r9.0<1>:f     r2.3<0;1,0>:f                                         // $21
        mov (8|M0)               r3.0<1>:f     r4.0<8;8,1>:f                    {@7}                 // $22
        asr (8|M0)               r5.0<1>:ud    r4.0<8;8,1>:d     0x1F:uw                             // $23
        addc (8|M0)              r8.0<1>:ud    r6.0<8;8,1>:ud    r3.0<8;8,1>:ud   {AccWrEn,@2}       // $24
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                                      // $24
        add (8|M0)               r3.0<1>:ud    r9.0<8;8,1>:ud    r5.0<8;8,1>:ud   {@3}               // $25
        add (8|M0)               r3.0<1>:ud    r4.0<8;8,1>:ud    r3.0<8;8,1>:ud   {@1}               // $26
        mov (8|M0)               r5.0<2>:f     r8.0<8;8,1>:f                    {@4}                 // $27
        mov (8|M0)               r5.1<2>:f     r3.0<8;8,1>:f                    {@2}                 // $28
        send.dc1 (8|M0)          null     r5      r26     0x40            0x040681FF           {@1,$2} // wr:2+1, rd:0; a64 dword scattering write // $29
        mul (8|M0)               r4.0<1>:d     r7.0<8;8,1>:d     4:w                                 // $30
(W&f0.0.any8h) mov (1|M0)        r2.4<1>:hf    0x8:hf                                                // $31
        mul (8|M0)               acc0.0<1>:d   r2.4<0;1,0>:w     4:w               {@1}              // $31
        add (8|M0)               r4.0<1>:d     acc0.0<8;8,1>:d   r4.0<8;8,1>:d    {@3}               // $32
(W&f0.0.any8h) mov (2|M0)        r8.0<1>:f     r127.4<2;2,1>:f                                       // $32
(W&f0.0.any8h) addc (1|M0)       r7.0<1>:ud    r8.0<0;1,0>:ud    0x10:ud              {AccWrEn,@1}   // $33
(W&f0.0.any8h) mov (1|M0)        r3.0<1>:ud    acc0.0<0;1,0>:ud                                      // $33
(W&f0.0.any8h) add (1|M0)        r7.1<1>:ud    r3.0<0;1,0>:ud    r8.1<0;1,0>:ud   {@1}               // $34
(W&f0.0.any8h) mov (2|M0)        r2.2<1>:f     r7.0<2;2,1>:f                    {@1}                 // $35
        mov (8|M0)               r7.0<1>:f     r2.2<0;1,0>:f                    {@1}                 // $36
        mov (8|M0)               r9.0<1>:f     r2.3<0;1,0>:f                                         // $37
        mov (8|M0)               r3.0<1>:f     r4.0<8;8,1>:f                    {@7}                 // $38
        asr (8|M0)               r4.0<1>:ud    r4.0<8;8,1>:d     0x1F:uw                             // $39
        addc (8|M0)              r8.0<1>:ud    r7.0<8;8,1>:ud    r3.0<8;8,1>:ud   {AccWrEn,@2}       // $40
        mov (8|M0)               r3.0<1>:ud    acc0.0<8;8,1>:ud                                      // $40
        add (8|M0)               r7.0<1>:ud    r9.0<8;8,1>:ud    r4.0<8;8,1>:ud   {@3}               // $41
        add (8|M0)               r7.0<1>:ud    r3.0<8;8,1>:ud    r7.0<8;8,1>:ud   {@1}               // $42
        mov (8|M0)               r3.0<2>:f     r8.0<8;8,1>:f                    {@4}                 // $43
        mov (8|M0)               r3.1<2>:f     r7.0<8;8,1>:f                    {@2}                 // $44
        send.dc1 (8|M0)          null     r3      r27     0x40            0x040681FF           {@1,$3} // wr:2+1, rd:0; a64 dword scattering write // $45

// Line 9:  return a * 7 - b;
        send.dc1 (8|M0)          r7       r5      null    0x0            0x041401FF           {$4} // wr:2+0, rd:1; a64 dword gathering read // $47
        send.dc1 (8|M0)          r5       r3      null    0x0            0x041401FF           {$5} // wr:2+0, rd:1; a64 dword gathering read // $48
        sync.nop                             null                             {$5.dst}               // $49
        mad (8|M0)               acc0.0<1>:d   -r5.0<8;1>:d      r7.0<8;1>:d       7:w               {$4.dst} // $49
(W&f0.0.any8h) mov (2|M0)        r127.6<1>:f   r127.4<2;2,1>:f                                       // $50
(W&f0.0.any8h) mov (2|M0)        r127.4<1>:f   r10.0<2;2,1>:f                                        // $51
(W)     mov (1|M0)               f0.0<1>:uw    r2.0<0;1,0>:uw                                        // $52
        mov (8|M0)               r26.0<1>:d    acc0.0<8;8,1>:d                  {$2.src}             // $52
(W)     mov (4|M0)               r127.0<1>:f   r59.4<4;4,1>:f                                        //  restore vISA SP/FP from temp; $53
        sync.nop                             null                             {$3.src}               // $53
        ret (8|M0)                           r127.0                           {@1}                   // $53


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 240
//
//.RMWs: 1
//
//.accSubDef: 7
//.accSubUse: 7
//.accSubCandidateDef: 13
//.accSubCandidateUse: 13
