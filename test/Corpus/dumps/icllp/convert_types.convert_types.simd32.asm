//.kernel convert_types
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 470
//.RA type	HYBRID_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r118.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r118.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r118.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0050 (58)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r10.0)
//.declare V0058 (66)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r16.0)
//.declare V0059 (67)  rf=r size=16 type=b align=16 words (r47.0)
//.declare V0060 (68)  rf=r size=16 type=b align=16 words (r45.0)
//.declare V0061 (69)  rf=r size=64 type=ud align=16 words (r12.0)
//.declare V0062 (70)  rf=r size=64 type=b alias=V0061+0 align=16 words (r12.0)
//.declare V0063 (71)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare V0064 (72)  rf=r size=64 type=b alias=V0063+0 align=16 words (r18.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0067 (75)  rf=r size=64 type=ud alias=V0065+0 align=16 words (r20.0)
//.declare V0068 (76)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r24.0)
//.declare V0069 (77)  rf=r size=32 type=w align=16 words (r120.0)
//.declare V0070 (78)  rf=r size=32 type=w align=16 words (r119.0)
//.declare V0071 (79)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare V0072 (80)  rf=r size=64 type=w alias=V0071+0 align=16 words (r22.0)
//.declare V0073 (81)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare V0074 (82)  rf=r size=64 type=w alias=V0073+0 align=16 words (r26.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0077 (85)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r116.0)
//.declare V0078 (86)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r110.0)
//.declare V0079 (87)  rf=r size=128 type=d align=16 words (r70.0)
//.declare V0080 (88)  rf=r size=128 type=d align=16 words (r66.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0083 (91)  rf=r size=64 type=ud alias=V0081+0 align=16 words (r108.0)
//.declare V0084 (92)  rf=r size=64 type=ud alias=V0082+0 align=16 words (r106.0)
//.declare V0085 (93)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0086 (94)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0087 (95)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0088 (96)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0089 (97)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0090 (98)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0091 (99)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0092 (100)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0093 (101)  rf=r size=16 type=ub alias=V0059+0 align=16 words (r47.0)
//.declare V0094 (102)  rf=r size=16 type=ub alias=V0060+0 align=16 words (r45.0)
//.declare V0095 (103)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0096 (104)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0097 (105)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0098 (106)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0099 (107)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r6.0)
//.declare V0100 (108)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r16.0)
//.declare V0101 (109)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r22.0)
//.declare V0102 (110)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r26.0)
//.declare V0103 (111)  rf=r size=64 type=ud alias=V0087+0 align=16 words (r2.0)
//.declare V0104 (112)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r8.0)
//.declare V0105 (113)  rf=r size=64 type=ud alias=V0089+0 align=16 words (r28.0)
//.declare V0106 (114)  rf=r size=64 type=ud alias=V0090+0 align=16 words (r56.0)
//.declare V0107 (115)  rf=r size=64 type=ud alias=V0091+0 align=16 words (r4.0)
//.declare V0108 (116)  rf=r size=64 type=ud alias=V0092+0 align=16 words (r14.0)
//.declare V0109 (117)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0110 (118)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0111 (119)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0112 (120)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0113 (121)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0114 (122)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0115 (123)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0116 (124)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0117 (125)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0118 (126)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0119 (127)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0120 (128)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0121 (129)  rf=r size=64 type=ud alias=V0117+0 align=16 words (r28.0)
//.declare V0122 (130)  rf=r size=64 type=ud alias=V0118+0 align=16 words (r22.0)
//.declare V0123 (131)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r62.0)
//.declare V0124 (132)  rf=r size=64 type=ud alias=V0120+0 align=16 words (r64.0)
//.declare V0125 (133)  rf=r size=64 type=ud alias=V0113+0 align=16 words (r12.0)
//.declare V0126 (134)  rf=r size=64 type=ud alias=V0114+0 align=16 words (r30.0)
//.declare V0127 (135)  rf=r size=64 type=ud alias=V0115+0 align=16 words (r58.0)
//.declare V0128 (136)  rf=r size=64 type=ud alias=V0116+0 align=16 words (r60.0)
//.declare V0129 (137)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare V0130 (138)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0131 (139)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare V0132 (140)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare V0133 (141)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0134 (142)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0135 (143)  rf=r size=32 type=uw alias=V0069+0 align=16 words (r120.0)
//.declare V0136 (144)  rf=r size=32 type=uw alias=V0070+0 align=16 words (r119.0)
//.declare V0137 (145)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0138 (146)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0139 (147)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0140 (148)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0141 (149)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r38.0)
//.declare V0142 (150)  rf=r size=64 type=ud alias=V0138+0 align=16 words (r6.0)
//.declare V0143 (151)  rf=r size=64 type=ud alias=V0139+0 align=16 words (r10.0)
//.declare V0144 (152)  rf=r size=64 type=ud alias=V0140+0 align=16 words (r12.0)
//.declare V0145 (153)  rf=r size=64 type=ud alias=V0133+0 align=16 words (r14.0)
//.declare V0146 (154)  rf=r size=64 type=ud alias=V0134+0 align=16 words (r26.0)
//.declare V0147 (155)  rf=r size=32 type=ud align=16 words (r40.0)
//.declare V0148 (156)  rf=r size=32 type=ud align=16 words (r42.0)
//.declare V0149 (157)  rf=r size=32 type=ud align=16 words (r44.0)
//.declare V0150 (158)  rf=r size=32 type=ud align=16 words (r46.0)
//.declare V0151 (159)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0152 (160)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0153 (161)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0154 (162)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0155 (163)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0156 (164)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0157 (165)  rf=r size=64 type=ud alias=V0153+0 align=16 words (r16.0)
//.declare V0158 (166)  rf=r size=64 type=ud alias=V0154+0 align=16 words (r52.0)
//.declare V0159 (167)  rf=r size=64 type=ud alias=V0155+0 align=16 words (r18.0)
//.declare V0160 (168)  rf=r size=64 type=ud alias=V0156+0 align=16 words (r20.0)
//.declare V0161 (169)  rf=r size=128 type=ud alias=V0079+0 align=16 words (r70.0)
//.declare V0162 (170)  rf=r size=128 type=ud alias=V0080+0 align=16 words (r66.0)
//.declare V0163 (171)  rf=r size=64 type=ud alias=V0151+0 align=16 words (r2.0)
//.declare V0164 (172)  rf=r size=64 type=ud alias=V0152+0 align=16 words (r8.0)
//.declare V0165 (173)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare V0166 (174)  rf=r size=32 type=ud align=16 words (r50.0)
//.declare V0167 (175)  rf=r size=32 type=ud align=16 words (r54.0)
//.declare V0168 (176)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0169 (177)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0170 (178)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0171 (179)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0172 (180)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0173 (181)  rf=r size=64 type=ud alias=V0169+0 align=16 words (r104.0)
//.declare V0174 (182)  rf=r size=64 type=ud alias=V0170+0 align=16 words (r102.0)
//.declare V0175 (183)  rf=r size=64 type=ud alias=V0171+0 align=16 words (r80.0)
//.declare V0176 (184)  rf=r size=64 type=ud alias=V0172+0 align=16 words (r78.0)
//.declare V0177 (185)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0178 (186)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0179 (187)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare V0180 (188)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0181 (189)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0182 (190)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0183 (191)  rf=r size=64 type=d alias=V0085+0 align=16 words (r76.0)
//.declare V0184 (192)  rf=r size=64 type=d alias=V0086+0 align=16 words (r74.0)
//.declare V0185 (193)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0186 (194)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0187 (195)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0188 (196)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0189 (197)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0190 (198)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0191 (199)  rf=r size=64 type=ud alias=V0189+0 align=16 words (r26.0)
//.declare V0192 (200)  rf=r size=64 type=ud alias=V0190+0 align=16 words (r28.0)
//.declare V0193 (201)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0194 (202)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0195 (203)  rf=r size=4 type=f align=2 words (r45.4)
//.declare V0196 (204)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0197 (205)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0198 (206)  rf=r size=64 type=ud alias=V0196+0 align=16 words (r14.0)
//.declare V0199 (207)  rf=r size=64 type=ud alias=V0197+0 align=16 words (r36.0)
//.declare V0200 (208)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0201 (209)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0202 (210)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0203 (211)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0204 (212)  rf=r size=64 type=ud alias=V0200+0 align=16 words (r90.0)
//.declare V0205 (213)  rf=r size=64 type=ud alias=V0201+0 align=16 words (r98.0)
//.declare V0206 (214)  rf=r size=64 type=ud alias=V0202+0 align=16 words (r114.0)
//.declare V0207 (215)  rf=r size=64 type=ud alias=V0203+0 align=16 words (r112.0)
//.declare V0208 (216)  rf=r size=64 type=ud alias=V0181+0 align=16 words (r2.0)
//.declare V0209 (217)  rf=r size=64 type=ud alias=V0182+0 align=16 words (r34.0)
//.declare V0210 (218)  rf=r size=32 type=ud align=16 words (r38.0)
//.declare V0211 (219)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0212 (220)  rf=r size=32 type=ud align=16 words (r40.0)
//.declare V0213 (221)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare P01 (222)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P02 (223)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0214 (224)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0215 (225)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0216 (226)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0217 (227)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0218 (228)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0219 (229)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0220 (230)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0221 (231)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0222 (232)  rf=r size=64 type=ud alias=V0220+0 align=16 words (r40.0)
//.declare V0223 (233)  rf=r size=64 type=ud alias=V0221+0 align=16 words (r42.0)
//.declare V0224 (234)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0225 (235)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0226 (236)  rf=r size=64 type=ud alias=V0224+0 align=16 words (r36.0)
//.declare V0227 (237)  rf=r size=64 type=ud alias=V0225+0 align=16 words (r38.0)
//.declare V0228 (238)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0229 (239)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0230 (240)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0231 (241)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0232 (242)  rf=r size=64 type=ud alias=V0228+0 align=16 words (r100.0)
//.declare V0233 (243)  rf=r size=64 type=ud alias=V0229+0 align=16 words (r94.0)
//.declare V0234 (244)  rf=r size=64 type=ud alias=V0230+0 align=16 words (r96.0)
//.declare V0235 (245)  rf=r size=64 type=ud alias=V0231+0 align=16 words (r92.0)
//.declare V0236 (246)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0237 (247)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0238 (248)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0239 (249)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0240 (250)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0241 (251)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0242 (252)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0243 (253)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0244 (254)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0245 (255)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0246 (256)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0247 (257)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0248 (258)  rf=r size=64 type=d align=16 words (r126.0)
//.declare V0249 (259)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0250 (260)  rf=r size=64 type=ud alias=V0246+0 align=16 words (r18.0)
//.declare V0251 (261)  rf=r size=64 type=ud alias=V0247+0 align=16 words (r22.0)
//.declare V0252 (262)  rf=r size=64 type=ud alias=V0248+0 align=16 words (r126.0)
//.declare V0253 (263)  rf=r size=64 type=ud alias=V0249+0 align=16 words (r20.0)
//.declare V0254 (264)  rf=r size=64 type=ud alias=V0242+0 align=16 words (r2.0)
//.declare V0255 (265)  rf=r size=64 type=ud alias=V0243+0 align=16 words (r4.0)
//.declare V0256 (266)  rf=r size=64 type=ud alias=V0244+0 align=16 words (r10.0)
//.declare V0257 (267)  rf=r size=64 type=ud alias=V0245+0 align=16 words (r12.0)
//.declare V0258 (268)  rf=r size=64 type=ud alias=V0240+0 align=16 words (r124.0)
//.declare V0259 (269)  rf=r size=64 type=ud alias=V0241+0 align=16 words (r122.0)
//.declare V0260 (270)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0261 (271)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0262 (272)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0263 (273)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0264 (274)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0265 (275)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0266 (276)  rf=r size=64 type=ud alias=V0264+0 align=16 words (r30.0)
//.declare V0267 (277)  rf=r size=64 type=ud alias=V0265+0 align=16 words (r28.0)
//.declare P03 (278)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (279)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0270 (282)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0271 (283)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0272 (284)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0273 (285)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0274 (286)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0275 (287)  rf=r size=64 type=d align=16 words (r52.0)
//.declare P05 (288)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0276 (289)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0277 (290)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0278 (291)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0279 (292)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0280 (293)  rf=r size=64 type=f alias=V0278+0 align=16 words (r6.0)
//.declare V0281 (294)  rf=r size=64 type=f alias=V0279+0 align=16 words (r8.0)
//.declare V0282 (295)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0283 (296)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0284 (297)  rf=r size=64 type=d alias=V0276+0 align=16 words (r2.0)
//.declare V0285 (298)  rf=r size=64 type=d alias=V0277+0 align=16 words (r4.0)
//.declare V0286 (299)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0287 (300)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0288 (301)  rf=r size=64 type=f alias=V0282+0 align=16 words (r10.0)
//.declare V0289 (302)  rf=r size=64 type=f alias=V0283+0 align=16 words (r12.0)
//.declare V0290 (303)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0291 (304)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0292 (305)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0293 (306)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0294 (307)  rf=r size=64 type=ud alias=V0292+0 align=16 words (r22.0)
//.declare V0295 (308)  rf=r size=64 type=ud alias=V0293+0 align=16 words (r24.0)
//.declare V0296 (309)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0297 (310)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0298 (311)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0299 (312)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0300 (313)  rf=r size=64 type=ud alias=V0298+0 align=16 words (r26.0)
//.declare V0301 (314)  rf=r size=64 type=ud alias=V0299+0 align=16 words (r28.0)
//.declare V0302 (315)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0303 (316)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0304 (317)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0305 (318)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0306 (319)  rf=r size=64 type=ud alias=V0302+0 align=16 words (r88.0)
//.declare V0307 (320)  rf=r size=64 type=ud alias=V0303+0 align=16 words (r86.0)
//.declare V0308 (321)  rf=r size=64 type=ud alias=V0304+0 align=16 words (r84.0)
//.declare V0309 (322)  rf=r size=64 type=ud alias=V0305+0 align=16 words (r82.0)
//.declare V0310 (323)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0311 (324)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0312 (325)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0313 (326)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0314 (327)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0315 (328)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0316 (329)  rf=r size=64 type=ud alias=V0314+0 align=16 words (r26.0)
//.declare V0317 (330)  rf=r size=64 type=ud alias=V0315+0 align=16 words (r24.0)
//.declare P06 (331)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P07 (332)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0320 (335)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0321 (336)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0322 (337)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0323 (338)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0326 (341)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0327 (342)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0328 (343)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0329 (344)  rf=r size=64 type=d align=16 words (r48.0)
//.declare P08 (345)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0330 (346)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0331 (347)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0332 (348)  rf=r size=64 type=ud alias=V0326+0 align=16 words (r34.0)
//.declare V0333 (349)  rf=r size=64 type=ud alias=V0327+0 align=16 words (r32.0)
//.declare V0334 (350)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0335 (351)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0336 (352)  rf=r size=64 type=f alias=V0334+0 align=16 words (r6.0)
//.declare V0337 (353)  rf=r size=64 type=f alias=V0335+0 align=16 words (r8.0)
//.declare V0338 (354)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0339 (355)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0340 (356)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0341 (357)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0342 (358)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0343 (359)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0344 (360)  rf=r size=64 type=ud alias=V0342+0 align=16 words (r18.0)
//.declare V0345 (361)  rf=r size=64 type=ud alias=V0343+0 align=16 words (r20.0)
//.declare V0346 (362)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0347 (363)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0348 (364)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0349 (365)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0350 (366)  rf=r size=64 type=ud alias=V0348+0 align=16 words (r26.0)
//.declare V0351 (367)  rf=r size=64 type=ud alias=V0349+0 align=16 words (r28.0)
//.declare V0352 (368)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0353 (369)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0354 (370)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0355 (371)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0356 (372)  rf=r size=64 type=ud alias=V0352+0 align=16 words (r6.0)
//.declare V0357 (373)  rf=r size=64 type=ud alias=V0353+0 align=16 words (r2.0)
//.declare V0358 (374)  rf=r size=64 type=ud alias=V0354+0 align=16 words (r30.0)
//.declare V0359 (375)  rf=r size=64 type=ud alias=V0355+0 align=16 words (r12.0)
//.declare V0360 (376)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0361 (377)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0362 (378)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0363 (379)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0364 (380)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0365 (381)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0366 (382)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0367 (383)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0368 (384)  rf=r size=64 type=ud alias=V0364+0 align=16 words (r8.0)
//.declare V0369 (385)  rf=r size=64 type=ud alias=V0365+0 align=16 words (r4.0)
//.declare V0370 (386)  rf=r size=64 type=ud alias=V0366+0 align=16 words (r18.0)
//.declare V0371 (387)  rf=r size=64 type=ud alias=V0367+0 align=16 words (r20.0)
//.declare V0372 (388)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0373 (389)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0374 (390)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare V0375 (391)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0376 (392)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0377 (393)  rf=r size=32 type=w align=16 words (r7.0)
//.declare V0378 (394)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0379 (395)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0380 (396)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0381 (397)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0382 (398)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0383 (399)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0384 (400)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0385 (401)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0386 (402)  rf=r size=64 type=ud alias=V0382+0 align=16 words (r2.0)
//.declare V0387 (403)  rf=r size=64 type=ud alias=V0383+0 align=16 words (r28.0)
//.declare V0388 (404)  rf=r size=64 type=ud alias=V0384+0 align=16 words (r12.0)
//.declare V0389 (405)  rf=r size=64 type=ud alias=V0385+0 align=16 words (r32.0)
//.declare V0390 (406)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r76.0)
//.declare V0391 (407)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r74.0)
//.declare V0392 (408)  rf=r size=64 type=ud alias=V0378+0 align=16 words (r10.0)
//.declare V0393 (409)  rf=r size=64 type=ud alias=V0379+0 align=16 words (r16.0)
//.declare V0394 (410)  rf=r size=64 type=ud alias=V0380+0 align=16 words (r24.0)
//.declare V0395 (411)  rf=r size=64 type=ud alias=V0381+0 align=16 words (r22.0)
//.declare V0396 (412)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare V0397 (413)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0398 (414)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0399 (415)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0400 (416)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0401 (417)  rf=r size=64 type=d align=16 words (r36.0)
//.declare P09 (418)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P10 (419)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P11 (420)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0402 (421)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0403 (422)  rf=r size=64 type=d align=16 words (r14.0)
//.declare P12 (423)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P13 (424)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P14 (425)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0404 (426)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0405 (427)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0406 (428)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0407 (429)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0408 (430)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0409 (431)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0410 (432)  rf=r size=64 type=ud alias=V0406+0 align=16 words (r22.0)
//.declare V0411 (433)  rf=r size=64 type=ud alias=V0407+0 align=16 words (r34.0)
//.declare V0412 (434)  rf=r size=64 type=ud alias=V0408+0 align=16 words (r26.0)
//.declare V0413 (435)  rf=r size=64 type=ud alias=V0409+0 align=16 words (r38.0)
//.declare V0414 (436)  rf=r size=64 type=ud alias=V0404+0 align=16 words (r6.0)
//.declare V0415 (437)  rf=r size=64 type=ud alias=V0405+0 align=16 words (r16.0)
//.declare V0416 (438)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0417 (439)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0418 (440)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare V0419 (441)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0420 (442)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0421 (443)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0422 (444)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0423 (445)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0424 (446)  rf=r size=64 type=ud alias=V0420+0 align=16 words (r14.0)
//.declare V0425 (447)  rf=r size=64 type=ud alias=V0421+0 align=16 words (r6.0)
//.declare V0426 (448)  rf=r size=64 type=ud alias=V0422+0 align=16 words (r24.0)
//.declare V0427 (449)  rf=r size=64 type=ud alias=V0423+0 align=16 words (r16.0)
//.declare V0428 (450)  rf=r size=32 type=ud align=16 words (r40.0)
//.declare V0429 (451)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0430 (452)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0431 (453)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0432 (454)  rf=r size=128 type=d align=16 words (r28.0)
//.declare V0433 (455)  rf=r size=128 type=d align=16 words (r40.0)
//.declare V0434 (456)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0435 (457)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0436 (458)  rf=r size=32 type=b align=16 words (r4.0)
//.declare V0437 (459)  rf=r size=32 type=b align=16 words (r5.0)
//.declare V0438 (460)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0439 (461)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0440 (462)  rf=r size=64 type=ud alias=V0438+0 align=16 words (r12.0)
//.declare V0441 (463)  rf=r size=64 type=ud alias=V0439+0 align=16 words (r10.0)
//.declare V0444 (466)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0445 (467)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0446 (468)  rf=r size=64 type=ud alias=V0444+0 align=16 words (r6.0)
//.declare V0447 (469)  rf=r size=64 type=ud alias=V0445+0 align=16 words (r14.0)
//.declare V0450 (472)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0451 (473)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0452 (474)  rf=r size=64 type=ud alias=V0450+0 align=16 words (r16.0)
//.declare V0453 (475)  rf=r size=64 type=ud alias=V0451+0 align=16 words (r18.0)
//.declare V0458 (480)  rf=r size=64 type=w align=16 words (r20.0)
//.declare V0459 (481)  rf=r size=64 type=w align=16 words (r22.0)
//.declare V0464 (486)  rf=r size=64 type=b alias=V0458+0 align=16 words (r20.0)
//.declare V0465 (487)  rf=r size=64 type=b alias=V0459+0 align=16 words (r22.0)
//.declare V0472 (494)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0473 (495)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0474 (496)  rf=r size=64 type=b alias=V0472+0 align=16 words (r26.0)
//.declare V0475 (497)  rf=r size=64 type=b alias=V0473+0 align=16 words (r28.0)
//.declare V0476 (498)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0477 (499)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0478 (500)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0479 (501)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0480 (502)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare V0481 (503)  rf=r size=8 type=uq align=4 words (r9.1)
//.declare  (504)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (505)  rf=r size=64 type=b alias=V0438+0 align=16 words (r12.0)
//.declare  (506)  rf=r size=64 type=b alias=V0439+0 align=16 words (r10.0)
//.declare  (507)  rf=r size=64 type=b alias=V0444+0 align=16 words (r6.0)
//.declare  (508)  rf=r size=64 type=b alias=V0445+0 align=16 words (r14.0)
//.declare  (509)  rf=r size=64 type=b alias=V0450+0 align=16 words (r16.0)
//.declare  (510)  rf=r size=64 type=b alias=V0451+0 align=16 words (r18.0)
//.declare  (511)  rf=r size=32 type=b alias=V0069+0 align=16 words (r120.0)
//.declare  (512)  rf=r size=32 type=b alias=V0070+0 align=16 words (r119.0)
//.declare  (513)  rf=r size=32 type=w align=16 words (r24.0)
//.declare  (514)  rf=r size=32 type=w align=16 words (r25.0)
//.declare  (515)  rf=r size=32 type=w align=16 words (r2.0)
//.declare  (516)  rf=r size=32 type=w align=16 words (r3.0)
//.declare  (517)  rf=r size=32 type=w align=16 words (r8.0)
//.declare  (518)  rf=r size=32 type=w align=16 words (r9.0)
//.declare  (519)  rf=r size=32 type=w align=16 words (r30.0)
//.declare  (520)  rf=r size=32 type=w align=16 words (r4.0)
//.declare  (521)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (522)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (523)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (524)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (525)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (526)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (527)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (528)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (529)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (530)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (531)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (532)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (533)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (534)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (535)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (536)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (537)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (538)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (539)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (540)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (541)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (542)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (543)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (544)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (545)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (546)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (547)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (548)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (549)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (550)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (551)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (552)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (553)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (554)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (555)  rf=r size=32 type=d align=16 words (r36.0)
//.declare  (556)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (557)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (558)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (559)  rf=r size=32 type=d align=16 words (r40.0)
//.declare  (560)  rf=r size=32 type=d align=16 words (r41.0)
//.declare  (561)  rf=r size=32 type=d align=16 words (r42.0)
//.declare  (562)  rf=r size=32 type=d align=16 words (r43.0)
//.declare  (563)  rf=r size=32 type=d align=16 words (r44.0)
//.declare  (564)  rf=r size=32 type=d align=16 words (r46.0)
//.declare  (565)  rf=r size=32 type=d align=16 words (r48.0)
//.declare  (566)  rf=r size=32 type=d align=16 words (r50.0)
//.declare  (567)  rf=r size=32 type=d align=16 words (r52.0)
//.declare  (568)  rf=r size=32 type=d align=16 words (r53.0)
//.declare  (569)  rf=r size=32 type=d align=16 words (r54.0)
//.declare  (570)  rf=r size=32 type=d align=16 words (r56.0)
//.declare  (571)  rf=r size=32 type=d align=16 words (r57.0)
//.declare  (572)  rf=r size=32 type=d align=16 words (r58.0)
//.declare  (573)  rf=r size=32 type=d align=16 words (r59.0)
//.declare  (574)  rf=r size=32 type=d align=16 words (r60.0)
//.declare  (575)  rf=r size=32 type=d align=16 words (r61.0)
//.declare  (576)  rf=r size=32 type=d align=16 words (r62.0)
//.declare  (577)  rf=r size=32 type=d align=16 words (r63.0)
//.declare  (578)  rf=r size=32 type=d align=16 words (r64.0)
//.declare  (579)  rf=r size=32 type=d align=16 words (r65.0)
//.declare  (580)  rf=r size=64 type=f align=16 words (r10.0)
//.declare  (581)  rf=r size=64 type=f align=16 words (r16.0)
//.declare  (582)  rf=r size=64 type=f align=16 words (r20.0)
//.declare  (583)  rf=r size=64 type=f align=16 words (r24.0)
//.declare  (584)  rf=r size=64 type=f align=16 words (r116.0)
//.declare  (585)  rf=r size=64 type=f align=16 words (r110.0)

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
// | V0476    | :uq      |      8 | r8       | general    |
// | V0477    | :uq      |      8 | r8+8     | general    |
// | V0478    | :uq      |      8 | r8+16    | general    |
// | V0479    | :uq      |      8 | r8+24    | general    |
// | V0480    | :uq      |      8 | r9       | general    |
// | V0481    | :uq      |      8 | r9+8     | general    |
// | V0037    | :d x 3   |     12 | r9+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B006}
_main:
(W)     mov (8|M0)               r118.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.4<0;1,0>:d     r118.2<0;1,0>:uw                    // $2
(W)     mov (1|M0)               r45.4<1>:f    0xCF800000:f                                          // $105
(W)     mach (1|M0)              r3.0<1>:d     r9.4<0;1,0>:d     r118.1<0;1,0>:d                     // $5
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r14.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        send (16|M0)             r12:w    r10:f   0xA            0x04210100           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $10
        shl (16|M0)              r20.0<1>:d    r10.0<8;8,1>:d    1:w                                 // $15
        send (16|M16)            r18:w    r16:f   0xA            0x04210100           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $13
        shl (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    1:w                                 // $16
        shl (16|M0)              r116.0<1>:d   r10.0<8;8,1>:d    3:w                                 // $23
        send (16|M0)             r22:w    r20:f   0xA            0x04210501           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $18
        shl (16|M16)             r110.0<1>:d   r16.0<8;8,1>:d    3:w                                 // $24
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $21
        send (16|M16)            r26:w    r24:f   0xA            0x04210501           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $21
        shl (16|M0)              r108.0<1>:d   r10.0<8;8,1>:d    2:w                                 // $29
(W)     mov (8|M0)               r16.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // $26
        send (16|M0)             r70:w    r116:f  0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $26
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $28
        send (16|M16)            r66:w    r110:f  0xC            0x04405C02           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $28
        shl (16|M16)             r106.0<1>:d   r16.0<8;8,1>:d    2:w                                 // $30
(W)     mov (8|M0)               r24.0<1>:f    r24.0<8;8,1>:f                   {Compacted}          // $32
        send (16|M0)             r76:w    r108:f  0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $32
(W)     mov (8|M0)               r116.0<1>:f   r116.0<8;8,1>:f                  {Compacted}          // $34
        send (16|M16)            r74:w    r106:f  0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $34
        mov (16|M0)              r47.0<1>:b    r12.0<4;1,0>:b                                        // $11
        mov (16|M16)             r45.0<1>:b    r18.0<4;1,0>:b                                        // $14
        mov (16|M0)              r2.0<1>:d     r47.0<8;8,1>:b                                        // $35
        mov (16|M0)              r4.0<1>:d     r47.0<8;8,1>:ub                                       // $39
        mov (16|M16)             r8.0<1>:d     r45.0<8;8,1>:b                                        // $36
        mov (16|M16)             r14.0<1>:d    r45.0<8;8,1>:ub                                       // $40
        mov (16|M0)              r120.0<1>:hf  r22.0<2;1,0>:hf                                       // $19
        addc (8|M0)              r6.0<1>:ud    r2.0<8;8,1>:ud    r4.0<8;8,1>:ud   {AccWrEn,Compacted} // $41
        mov (16|M16)             r119.0<1>:hf  r26.0<2;1,0>:hf                                       // $22
        asr (16|M16)             r56.0<1>:d    r8.0<8;8,1>:d     31:w                                // $38
        mov (16|M0)              r12.0<1>:d    r120.0<16;16,1>:w                                     // $49
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $41
        addc (8|M8)              r7.0<1>:ud    r3.0<8;8,1>:ud    r5.0<8;8,1>:ud   {AccWrEn,Compacted} // $43
        mov (16|M16)             r30.0<1>:d    r119.0<16;16,1>:w                                     // $50
        mov (16|M16)             r26.0<1>:d    r119.0<16;16,1>:uw                                    // $66
        asr (16|M0)              r58.0<1>:d    r12.0<8;8,1>:d    31:w                                // $51
        mov (8|M8)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $43
        addc (8|M16)             r16.0<1>:ud   r8.0<8;8,1>:ud    r14.0<8;8,1>:ud  {AccWrEn}          // $45
        asr (16|M16)             r60.0<1>:d    r30.0<8;8,1>:d    31:w                                // $52
        cmp (16|M0)   (le)f1.0   null<1>:f     r76.0<8;8,1>:f    0x0:f                               // $126
        cmp (16|M16)  (le)f1.0   null<1>:f     r74.0<8;8,1>:f    0x0:f                               // $127
        mov (8|M16)              r24.0<1>:ud   acc0.0<8;8,1>:ud                                      // $45
        addc (8|M24)             r17.0<1>:ud   r9.0<8;8,1>:ud    r15.0<8;8,1>:ud  {AccWrEn}          // $47
        mov (16|M0)              r14.0<1>:d    r120.0<16;16,1>:uw                                    // $65
        asr (16|M16)             r8.0<1>:d     r66.0<8;8,1>:d    31:w                                // $76
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                                      // $47
        addc (8|M0)              r28.0<1>:ud   r6.0<8;8,1>:ud    r12.0<8;8,1>:ud  {AccWrEn,Compacted} // $53
        mov (8|M0)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $53
        addc (8|M8)              r29.0<1>:ud   r7.0<8;8,1>:ud    r13.0<8;8,1>:ud  {AccWrEn,Compacted} // $56
        mov (8|M8)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $56
        addc (8|M16)             r22.0<1>:ud   r16.0<8;8,1>:ud   r30.0<8;8,1>:ud  {AccWrEn}          // $59
        mov (8|M16)              r34.0<1>:ud   acc0.0<8;8,1>:ud                                      // $59
        addc (8|M24)             r23.0<1>:ud   r17.0<8;8,1>:ud   r31.0<8;8,1>:ud  {AccWrEn}          // $62
        mov (8|M24)              r36.0<1>:ud   acc0.0<8;8,1>:ud                                      // $62
        addc (8|M0)              r38.0<1>:ud   r28.0<8;8,1>:ud   r14.0<8;8,1>:ud  {AccWrEn,Compacted} // $67
        mov (8|M0)               r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $67
        addc (8|M8)              r39.0<1>:ud   r29.0<8;8,1>:ud   r15.0<8;8,1>:ud  {AccWrEn,Compacted} // $69
        asr (16|M0)              r28.0<1>:d    r2.0<8;8,1>:d     31:w                                // $37
        asr (16|M0)              r2.0<1>:d     r70.0<8;8,1>:d    31:w                                // $75
        mov (8|M8)               r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $69
        addc (8|M16)             r6.0<1>:ud    r22.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}          // $71
        add (8|M0)               r22.0<1>:ud   r20.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted}        // $42
        add (8|M16)              r26.0<1>:ud   r24.0<8;8,1>:ud   r56.0<8;8,1>:ud                     // $46
        mov (8|M16)              r44.0<1>:ud   acc0.0<8;8,1>:ud                                      // $71
        addc (8|M24)             r7.0<1>:ud    r23.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}          // $73
        add (8|M8)               r23.0<1>:ud   r10.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted}        // $44
        add (8|M0)               r62.0<1>:ud   r22.0<8;8,1>:ud   r58.0<8;8,1>:ud  {Compacted}        // $54
        add (8|M24)              r27.0<1>:ud   r18.0<8;8,1>:ud   r57.0<8;8,1>:ud                     // $48
        add (8|M16)              r64.0<1>:ud   r26.0<8;8,1>:ud   r60.0<8;8,1>:ud                     // $60
        mov (8|M24)              r46.0<1>:ud   acc0.0<8;8,1>:ud                                      // $73
        addc (8|M0)              r16.0<1>:ud   r70.0<8;8,1>:ud   r72.0<8;8,1>:ud  {AccWrEn,Compacted} // $77
        add (8|M8)               r63.0<1>:ud   r23.0<8;8,1>:ud   r59.0<8;8,1>:ud  {Compacted}        // $57
        add (8|M24)              r65.0<1>:ud   r27.0<8;8,1>:ud   r61.0<8;8,1>:ud                     // $63
        mul (16|M16)             r26.0<1>:f    (abs)r74.0<8;8,1>:f  0x2F800000:f                     // $100
        add (8|M0)               r62.0<1>:ud   r32.0<8;8,1>:ud   r62.0<8;8,1>:ud  {Compacted}        // $55
        add (8|M16)              r64.0<1>:ud   r34.0<8;8,1>:ud   r64.0<8;8,1>:ud                     // $61
        mov (8|M0)               r48.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $77
        addc (8|M8)              r17.0<1>:ud   r71.0<8;8,1>:ud   r73.0<8;8,1>:ud  {AccWrEn,Compacted} // $79
        add (8|M8)               r63.0<1>:ud   r4.0<8;8,1>:ud    r63.0<8;8,1>:ud  {Compacted}        // $58
        mul (16|M0)              r4.0<1>:f     (abs)r76.0<8;8,1>:f  0x2F800000:f                     // $99
        add (8|M24)              r65.0<1>:ud   r36.0<8;8,1>:ud   r65.0<8;8,1>:ud                     // $64
        asr (16|M16)             r34.0<1>:d    r74.0<8;8,1>:d    31:w                                // $98
        mov (8|M8)               r50.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $79
        addc (8|M16)             r52.0<1>:ud   r66.0<8;8,1>:ud   r68.0<8;8,1>:ud  {AccWrEn}          // $81
        rndz (16|M0)             r22.0<1>:f    r4.0<8;8,1>:f                    {Compacted}          // $101
        add (8|M0)               r18.0<1>:ud   r48.0<8;8,1>:ud   r2.0<8;8,1>:ud   {Compacted}        // $78
        add (8|M0)               r10.0<1>:ud   r40.0<8;8,1>:ud   r62.0<8;8,1>:ud  {Compacted}        // $68
        add (8|M16)              r12.0<1>:ud   r44.0<8;8,1>:ud   r64.0<8;8,1>:ud                     // $72
        add (8|M8)               r19.0<1>:ud   r50.0<8;8,1>:ud   r3.0<8;8,1>:ud   {Compacted}        // $80
        mov (8|M16)              r54.0<1>:ud   acc0.0<8;8,1>:ud                                      // $81
        addc (8|M24)             r53.0<1>:ud   r67.0<8;8,1>:ud   r69.0<8;8,1>:ud  {AccWrEn}          // $83
        mad (16|M0)              r28.0<1>:f    (abs)r76.0<8;1>:f  r22.0<8;1>:f     r45.4<0>:f        // $106 {0=EH, 1=EL, 2=OL, BC=GOOD}
        asr (16|M0)              r2.0<1>:d     r76.0<8;8,1>:d    31:w                                // $97
        add (8|M8)               r11.0<1>:ud   r42.0<8;8,1>:ud   r63.0<8;8,1>:ud  {Compacted}        // $70
        add (8|M16)              r20.0<1>:ud   r54.0<8;8,1>:ud   r8.0<8;8,1>:ud                      // $82
        mov (8|M24)              r14.0<1>:ud   acc0.0<8;8,1>:ud                                      // $83
        addc (8|M0)              r104.0<1>:ud  r38.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,Compacted} // $85
        add (8|M24)              r13.0<1>:ud   r46.0<8;8,1>:ud   r65.0<8;8,1>:ud                     // $74
        add (8|M0)               r80.0<1>:ud   r10.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted}        // $86
        add (8|M8)               r81.0<1>:ud   r11.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted}        // $89
        add (8|M16)              r78.0<1>:ud   r12.0<8;8,1>:ud   r20.0<8;8,1>:ud                     // $92
        add (8|M24)              r21.0<1>:ud   r14.0<8;8,1>:ud   r9.0<8;8,1>:ud                      // $84
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $85
        addc (8|M8)              r105.0<1>:ud  r39.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn,Compacted} // $88
        mov (16|M0)              r14.0<1>:ud   r28.0<8;8,1>:f                   {Compacted}          // $108
        rndz (16|M16)            r8.0<1>:f     r26.0<8;8,1>:f                                        // $102
        mov (16|M0)              r26.0<1>:ud   r22.0<8;8,1>:f                   {Compacted}          // $103
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $88
        addc (8|M16)             r102.0<1>:ud  r6.0<8;8,1>:ud    r52.0<8;8,1>:ud  {AccWrEn}          // $91
        xor (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $110
        mad (16|M16)             r4.0<1>:f     (abs)r74.0<8;1>:f  r8.0<8;1>:f      r45.4<0>:f        // $107 {0=EH, 1=EL, 2=OL, BC=GOOD}
        mov (16|M16)             r28.0<1>:ud   r8.0<8;8,1>:f                                         // $104
        mov (8|M16)              r32.0<1>:ud   acc0.0<8;8,1>:ud                                      // $91
        addc (8|M24)             r103.0<1>:ud  r7.0<8;8,1>:ud    r53.0<8;8,1>:ud  {AccWrEn}          // $94
        xor (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $112
        mov (16|M16)             r36.0<1>:ud   r4.0<8;8,1>:f                                         // $109
        xor (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    r34.0<8;8,1>:d                      // $113
        mov (8|M24)              r16.0<1>:ud   acc0.0<8;8,1>:ud                                      // $94
        subb (8|M0)              r90.0<1>:ud   r14.0<8;8,1>:ud   r2.0<8;8,1>:ud   {AccWrEn,Compacted} // $114
        add (8|M24)              r79.0<1>:ud   r13.0<8;8,1>:ud   r21.0<8;8,1>:ud                     // $95
        xor (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    r34.0<8;8,1>:d                      // $111
        add (8|M0)               r114.0<1>:ud  r26.0<8;8,1>:ud   -r2.0<8;8,1>:ud  {Compacted}        // $115
        add (8|M8)               r115.0<1>:ud  r27.0<8;8,1>:ud   -r3.0<8;8,1>:ud  {Compacted}        // $118
        add (8|M16)              r112.0<1>:ud  r28.0<8;8,1>:ud   -r34.0<8;8,1>:ud                    // $121
        mov (8|M0)               r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $114
        subb (8|M8)              r91.0<1>:ud   r15.0<8;8,1>:ud   r3.0<8;8,1>:ud   {AccWrEn,Compacted} // $117
        add (8|M24)              r113.0<1>:ud  r29.0<8;8,1>:ud   -r35.0<8;8,1>:ud                    // $124
        add (8|M0)               r80.0<1>:ud   r24.0<8;8,1>:ud   r80.0<8;8,1>:ud  {Compacted}        // $87
        add (8|M8)               r81.0<1>:ud   r30.0<8;8,1>:ud   r81.0<8;8,1>:ud  {Compacted}        // $90
        add (8|M16)              r78.0<1>:ud   r32.0<8;8,1>:ud   r78.0<8;8,1>:ud                     // $93
        add (8|M24)              r79.0<1>:ud   r16.0<8;8,1>:ud   r79.0<8;8,1>:ud                     // $96
        add (8|M0)               r114.0<1>:ud  -r38.0<8;8,1>:ud  r114.0<8;8,1>:ud {Compacted}        // $116
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $117
        subb (8|M16)             r98.0<1>:ud   r36.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn}          // $120
        add (8|M8)               r115.0<1>:ud  -r6.0<8;8,1>:ud   r115.0<8;8,1>:ud {Compacted}        // $119
        mov (8|M16)              r40.0<1>:ud   acc0.0<8;8,1>:ud                                      // $120
        subb (8|M24)             r99.0<1>:ud   r37.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn}          // $123
        add (8|M16)              r112.0<1>:ud  -r40.0<8;8,1>:ud  r112.0<8;8,1>:ud                    // $122
        mov (8|M24)              r4.0<1>:ud    acc0.0<8;8,1>:ud                                      // $123
        add (8|M24)              r113.0<1>:ud  -r4.0<8;8,1>:ud   r113.0<8;8,1>:ud                    // $125
(~f1.0) if (32|M0)                           _0_024            _0_028                                // $128
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B003}
_0_025:
        cmp (16|M0)   (ge)f0.0   null<1>:f     r76.0<8;8,1>:f    0x5F800000:f                        // $130
        cmp (16|M16)  (ge)f0.0   null<1>:f     r74.0<8;8,1>:f    0x5F800000:f                        // $131
(~f0.0) if (32|M0)                           _0_026            _convert_types_k0_1_cf                // $132
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_027:
        mul (16|M0)              acc0.0<1>:f   r76.0<8;8,1>:f    0x2F800000:f                        // $134
        mul (16|M16)             r4.0<1>:f     r74.0<8;8,1>:f    0x2F800000:f                        // $135
        rndz (16|M0)             r6.0<1>:f     acc0.0<8;8,1>:f                                       // $136
        rndz (16|M16)            r8.0<1>:f     r4.0<8;8,1>:f                                         // $137
        mad (16|M0)              r10.0<1>:f    r76.0<8;1>:f      r6.0<8;1>:f       r45.4<0>:f        // $138 {0=EH, 1=EL, 2=OL, BC=GOOD}
        mad (16|M16)             r12.0<1>:f    r74.0<8;1>:f      r8.0<8;1>:f       r45.4<0>:f        // $139 {0=EH, 1=EL, 2=OL, BC=GOOD}
        mov (16|M0)              r40.0<1>:ud   r6.0<8;8,1>:f                    {Compacted}          // $140
        mov (16|M16)             r42.0<1>:ud   r8.0<8;8,1>:f                                         // $141
        mov (16|M0)              r36.0<1>:ud   r10.0<8;8,1>:f                   {Compacted}          // $142
        mov (16|M16)             r38.0<1>:ud   r12.0<8;8,1>:f                                        // $143
        else (32|M0)                         _convert_types_k0_1_cf  _convert_types_k0_1_cf          // $132
// B003: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_026:
        mov (16|M0)              r36.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $146
        mov (16|M16)             r38.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $147
        mov (16|M0)              r40.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $148
        mov (16|M16)             r42.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $149
// B004: [inDivergent],  Preds:{B003, B002},  Succs:{B005}
_convert_types_k0_1_cf:
        endif (32|M0)                        _convert_types_k0_3_cf                                  // $132
// B005: [inDivergent],  Preds:{B004},  Succs:{B007}
_convert_types_k0_3_cf:
        else (32|M0)                         _0_028            _0_028                                // $128
// B006: [inDivergent],  Preds:{B000},  Succs:{B007}
_0_024:
        mov (16|M0)              r36.0<1>:f    0x0:f                                                 //  (0x00000000:f); $152
        mov (16|M16)             r38.0<1>:f    0x0:f                                                 //  (0x00000000:f); $153
        mov (16|M0)              r40.0<1>:f    0x0:f                                                 //  (0x00000000:f); $154
        mov (16|M16)             r42.0<1>:f    0x0:f                                                 //  (0x00000000:f); $155
// B007: Preds:{B006, B005},  Succs:{B008, B012}
_0_028:
        endif (32|M0)                        L2344                                                   // $128
L2344:
        addc (8|M0)              r100.0<1>:ud  r36.0<8;8,1>:ud   r90.0<8;8,1>:ud  {AccWrEn,Compacted} // $157
        add (8|M0)               r96.0<1>:ud   r40.0<8;8,1>:ud   r114.0<8;8,1>:ud {Compacted}        // $158
        asr (16|M0)              r124.0<1>:d   r72.0<8;8,1>:d    31:w                                // $169
        add (8|M16)              r92.0<1>:ud   r42.0<8;8,1>:ud   r112.0<8;8,1>:ud                    // $164
        add (8|M8)               r97.0<1>:ud   r41.0<8;8,1>:ud   r115.0<8;8,1>:ud {Compacted}        // $161
        asr (16|M16)             r122.0<1>:d   r68.0<8;8,1>:d    31:w                                // $170
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $157
        addc (8|M8)              r101.0<1>:ud  r37.0<8;8,1>:ud   r91.0<8;8,1>:ud  {AccWrEn,Compacted} // $160
        add (8|M24)              r93.0<1>:ud   r43.0<8;8,1>:ud   r113.0<8;8,1>:ud                    // $167
        xor (16|M0)              r10.0<1>:d    r72.0<8;8,1>:d    r124.0<8;8,1>:d  {Compacted}        // $173
        xor (16|M16)             r12.0<1>:d    r68.0<8;8,1>:d    r122.0<8;8,1>:d                     // $174
        add (8|M0)               r96.0<1>:ud   r2.0<8;8,1>:ud    r96.0<8;8,1>:ud  {Compacted}        // $159
        mov (8|M8)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $160
        addc (8|M16)             r94.0<1>:ud   r38.0<8;8,1>:ud   r98.0<8;8,1>:ud  {AccWrEn}          // $163
        xor (16|M0)              r2.0<1>:d     r70.0<8;8,1>:d    r124.0<8;8,1>:d  {Compacted}        // $171
        add (8|M0)               r126.0<1>:ud  r10.0<8;8,1>:ud   -r124.0<8;8,1>:ud {Compacted}       // $176
        add (8|M8)               r127.0<1>:ud  r11.0<8;8,1>:ud   -r125.0<8;8,1>:ud {Compacted}       // $179
        add (8|M16)              r20.0<1>:ud   r12.0<8;8,1>:ud   -r122.0<8;8,1>:ud                   // $182
        add (8|M8)               r97.0<1>:ud   r4.0<8;8,1>:ud    r97.0<8;8,1>:ud  {Compacted}        // $162
        mov (8|M16)              r6.0<1>:ud    acc0.0<8;8,1>:ud                                      // $163
        addc (8|M24)             r95.0<1>:ud   r39.0<8;8,1>:ud   r99.0<8;8,1>:ud  {AccWrEn}          // $166
        xor (16|M16)             r4.0<1>:d     r66.0<8;8,1>:d    r122.0<8;8,1>:d                     // $172
        add (8|M24)              r21.0<1>:ud   r13.0<8;8,1>:ud   -r123.0<8;8,1>:ud                   // $185
        add (8|M16)              r92.0<1>:ud   r6.0<8;8,1>:ud    r92.0<8;8,1>:ud                     // $165
        mov (8|M24)              r8.0<1>:ud    acc0.0<8;8,1>:ud                                      // $166
        subb (8|M0)              r18.0<1>:ud   r2.0<8;8,1>:ud    r124.0<8;8,1>:ud {AccWrEn,Compacted} // $175
        add (8|M24)              r93.0<1>:ud   r8.0<8;8,1>:ud    r93.0<8;8,1>:ud                     // $168
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $175
        subb (8|M8)              r19.0<1>:ud   r3.0<8;8,1>:ud    r125.0<8;8,1>:ud {AccWrEn,Compacted} // $178
        add (8|M0)               r126.0<1>:ud  -r6.0<8;8,1>:ud   r126.0<8;8,1>:ud {Compacted}        // $177
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $178
        subb (8|M16)             r22.0<1>:ud   r4.0<8;8,1>:ud    r122.0<8;8,1>:ud {AccWrEn}          // $181
        add (8|M8)               r127.0<1>:ud  -r8.0<8;8,1>:ud   r127.0<8;8,1>:ud {Compacted}        // $180
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                                      // $181
        subb (8|M24)             r23.0<1>:ud   r5.0<8;8,1>:ud    r123.0<8;8,1>:ud {AccWrEn}          // $184
        lzd (16|M0)              r30.0<1>:ud   r126.0<8;8,1>:ud                 {Compacted}          // $187
        mov (8|M24)              r16.0<1>:ud   acc0.0<8;8,1>:ud                                      // $184
        add (8|M16)              r20.0<1>:ud   -r14.0<8;8,1>:ud  r20.0<8;8,1>:ud                     // $183
        cmp (16|M0)   (ne)f1.0   null<1>:d     r30.0<8;8,1>:d    32:w                                // $189
        add (8|M24)              r21.0<1>:ud   -r16.0<8;8,1>:ud  r21.0<8;8,1>:ud                     // $186
        lzd (16|M16)             r28.0<1>:ud   r20.0<8;8,1>:ud                                       // $188
        cmp (16|M16)  (ne)f1.0   null<1>:d     r28.0<8;8,1>:d    32:w                                // $190
(f1.0)  if (32|M0)                           _0_029            _0_029                                // $191
// B008: [inDivergent],  Preds:{B007},  Succs:{B009, B010}
_0_030:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r30.0<8;8,1>:d    0:w                                 // $193
        cmp (16|M16)  (ne)f0.0   null<1>:d     r28.0<8;8,1>:d    0:w                                 // $194
(f0.0)  if (32|M0)                           _0_031            _0_033                                // $195
// B009: [inDivergent],  Preds:{B008},  Succs:{B011}
_0_032:
        shl (16|M0)              r2.0<1>:d     r126.0<8;8,1>:d   r30.0<8;8,1>:d   {Compacted}        // $199
        shl (16|M16)             r4.0<1>:d     r20.0<8;8,1>:d    r28.0<8;8,1>:d                      // $200
        shr (16|M0)              r6.0<1>:d     r18.0<8;8,1>:ud   -r30.0<8;8,1>:d                     // $201
        shr (16|M16)             r8.0<1>:d     r22.0<8;8,1>:ud   -r28.0<8;8,1>:d                     // $202
        shl (16|M0)              r54.0<1>:d    r18.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $197
        shl (16|M16)             r52.0<1>:d    r22.0<8;8,1>:d    r28.0<8;8,1>:d                      // $198
        or (16|M0)               r18.0<1>:d    r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}        // $203
        or (16|M16)              r22.0<1>:d    r4.0<8;8,1>:d     r8.0<8;8,1>:d                       // $204
        else (32|M0)                         _0_033            _0_033                                // $195
// B010: [inDivergent],  Preds:{B008},  Succs:{B011}
_0_031:
        mov (16|M0)              r54.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // $209
        mov (16|M16)             r52.0<1>:f    r22.0<8;8,1>:f                                        // $210
        mov (16|M0)              r18.0<1>:f    r126.0<8;8,1>:f                  {Compacted}          // $211
        mov (16|M16)             r22.0<1>:f    r20.0<8;8,1>:f                                        // $212
// B011: [inDivergent],  Preds:{B010, B009},  Succs:{B012}
_0_033:
        endif (32|M0)                        L3112                                                   // $195
L3112:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r54.0<8;8,1>:d    0:w                                 // $214
        cmp (16|M16)  (ne)f1.0   null<1>:d     r52.0<8;8,1>:d    0:w                                 // $215
(f1.0)  or (16|M0)               r18.0<1>:d    r18.0<8;8,1>:d    1:w                                 // $218
(f1.0)  or (16|M16)              r22.0<1>:d    r22.0<8;8,1>:d    1:w                                 // $219
// B012: Preds:{B007, B011},  Succs:{B013, B018}
_0_029:
        endif (32|M0)                        L3192                                                   // $191
L3192:
        add (16|M0)              r6.0<1>:d     -r30.0<8;8,1>:d   159:w                               // $223
        mov (16|M0)              acc0.0<1>:f   r18.0<8;8,1>:ud                                       // $221
        and (16|M0)              r10.0<1>:d    r124.0<8;8,1>:d   -2147483648:d                       // $229
        add (16|M16)             r8.0<1>:d     -r28.0<8;8,1>:d   159:w                               // $224
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     23:w                                // $225
        mov (16|M16)             r4.0<1>:f     r22.0<8;8,1>:ud                                       // $222
        and (16|M16)             r12.0<1>:d    r122.0<8;8,1>:d   -2147483648:d                       // $230
        shl (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     23:w                                // $226
        mul (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted}        // $227
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r8.0<8;8,1>:f                       // $228
        or (16|M0)               r10.0<1>:d    r2.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}        // $231
        or (16|M16)              r12.0<1>:d    r4.0<8;8,1>:d     r12.0<8;8,1>:d                      // $232
        mul (16|M0)              acc0.0<1>:f   r10.0<8;8,1>:f    0x2F800000:f                        // $233
        mul (16|M16)             r16.0<1>:f    r12.0<8;8,1>:f    0x2F800000:f                        // $234
        rndz (16|M0)             r18.0<1>:f    acc0.0<8;8,1>:f                                       // $235
        rndz (16|M16)            r20.0<1>:f    r16.0<8;8,1>:f                                        // $236
        mad (16|M0)              r6.0<1>:f     r10.0<8;1>:f      r18.0<8;1>:f      r45.4<0>:f        // $239 {0=EL, 1=EL, 2=OL, BC=GOOD}
        mov (16|M0)              r22.0<1>:ud   r18.0<8;8,1>:f                   {Compacted}          // $237
        mad (16|M16)             r8.0<1>:f     r12.0<8;1>:f      r20.0<8;1>:f      r45.4<0>:f        // $240 {0=EL, 1=EL, 2=OL, BC=GOOD}
        mov (16|M0)              r26.0<1>:ud   r6.0<8;8,1>:f                    {Compacted}          // $241
        mov (16|M16)             r24.0<1>:ud   r20.0<8;8,1>:f                                        // $238
        add (8|M0)               r84.0<1>:ud   r96.0<8;8,1>:ud   r22.0<8;8,1>:ud  {Compacted}        // $244
        mov (16|M16)             r28.0<1>:ud   r8.0<8;8,1>:f                                         // $242
        addc (8|M0)              r88.0<1>:ud   r100.0<8;8,1>:ud  r26.0<8;8,1>:ud  {AccWrEn,Compacted} // $243
        add (8|M8)               r85.0<1>:ud   r97.0<8;8,1>:ud   r23.0<8;8,1>:ud  {Compacted}        // $247
        add (8|M16)              r82.0<1>:ud   r92.0<8;8,1>:ud   r24.0<8;8,1>:ud                     // $250
        add (8|M24)              r83.0<1>:ud   r93.0<8;8,1>:ud   r25.0<8;8,1>:ud                     // $253
        lzd (16|M16)             r24.0<1>:ud   r68.0<8;8,1>:ud                                       // $256
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $243
        addc (8|M8)              r89.0<1>:ud   r101.0<8;8,1>:ud  r27.0<8;8,1>:ud  {AccWrEn,Compacted} // $246
        lzd (16|M0)              r26.0<1>:ud   r72.0<8;8,1>:ud                  {Compacted}          // $255
        cmp (16|M16)  (ne)f0.0   null<1>:d     r24.0<8;8,1>:d    32:w                                // $258
        add (8|M0)               r84.0<1>:ud   r2.0<8;8,1>:ud    r84.0<8;8,1>:ud  {Compacted}        // $245
        mov (8|M8)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $246
        addc (8|M16)             r86.0<1>:ud   r94.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn}          // $249
        cmp (16|M0)   (ne)f0.0   null<1>:d     r26.0<8;8,1>:d    32:w                                // $257
        add (8|M8)               r85.0<1>:ud   r4.0<8;8,1>:ud    r85.0<8;8,1>:ud  {Compacted}        // $248
        mov (8|M16)              r10.0<1>:ud   acc0.0<8;8,1>:ud                                      // $249
        addc (8|M24)             r87.0<1>:ud   r95.0<8;8,1>:ud   r29.0<8;8,1>:ud  {AccWrEn}          // $252
        add (8|M16)              r82.0<1>:ud   r10.0<8;8,1>:ud   r82.0<8;8,1>:ud                     // $251
        mov (8|M24)              r6.0<1>:ud    acc0.0<8;8,1>:ud                                      // $252
        add (8|M24)              r83.0<1>:ud   r6.0<8;8,1>:ud    r83.0<8;8,1>:ud                     // $254
(f0.0)  if (32|M0)                           _0_035            _convert_types_k0_0_cf                // $259
// B013: [inDivergent],  Preds:{B012},  Succs:{B014, B015}
_0_036:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r26.0<8;8,1>:d    0:w                                 // $261
        cmp (16|M16)  (ne)f1.0   null<1>:d     r24.0<8;8,1>:d    0:w                                 // $262
(f1.0)  if (32|M0)                           _0_037            _0_039                                // $263
// B014: [inDivergent],  Preds:{B013},  Succs:{B016}
_0_038:
        shl (16|M0)              r2.0<1>:d     r72.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $267
        shl (16|M16)             r4.0<1>:d     r68.0<8;8,1>:d    r24.0<8;8,1>:d                      // $268
        shr (16|M0)              r6.0<1>:d     r70.0<8;8,1>:ud   -r26.0<8;8,1>:d                     // $269
        shr (16|M16)             r8.0<1>:d     r66.0<8;8,1>:ud   -r24.0<8;8,1>:d                     // $270
        shl (16|M0)              r50.0<1>:d    r70.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $265
        shl (16|M16)             r48.0<1>:d    r66.0<8;8,1>:d    r24.0<8;8,1>:d                      // $266
        or (16|M0)               r34.0<1>:d    r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}        // $271
        or (16|M16)              r32.0<1>:d    r4.0<8;8,1>:d     r8.0<8;8,1>:d                       // $272
        else (32|M0)                         _0_039            _0_039                                // $263
// B015: [inDivergent],  Preds:{B013},  Succs:{B016}
_0_037:
        mov (16|M0)              r34.0<1>:f    r72.0<8;8,1>:f                   {Compacted}          // $279
        mov (16|M16)             r32.0<1>:f    r68.0<8;8,1>:f                                        // $280
        mov (16|M0)              r50.0<1>:f    r70.0<8;8,1>:f                   {Compacted}          // $281
        mov (16|M16)             r48.0<1>:f    r66.0<8;8,1>:f                                        // $282
// B016: [inDivergent],  Preds:{B015, B014},  Succs:{B017}
_0_039:
        endif (32|M0)                        L4008                                                   // $263
L4008:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r50.0<8;8,1>:d    0:w                                 // $284
        cmp (16|M16)  (ne)f0.0   null<1>:d     r48.0<8;8,1>:d    0:w                                 // $285
(f0.0)  or (16|M0)               r34.0<1>:d    r34.0<8;8,1>:d    1:w                                 // $288
(f0.0)  or (16|M16)              r32.0<1>:d    r32.0<8;8,1>:d    1:w                                 // $289
// B017: [inDivergent],  Preds:{B016},  Succs:{B019}
// _convert_types_k0_5_cf:
        else (32|M0)                         _convert_types_k0_0_cf  _convert_types_k0_0_cf          // $259
// B018: [inDivergent],  Preds:{B012},  Succs:{B019}
_0_035:
        mov (16|M0)              r34.0<1>:f    r70.0<8;8,1>:f                   {Compacted}          // $292
        mov (16|M16)             r32.0<1>:f    r66.0<8;8,1>:f                                        // $293
// B019: Preds:{B018, B017},  Succs:{B020}
_convert_types_k0_0_cf:
        endif (32|M0)                        _0_040                                                  // $259
// B020: Preds:{B019},  Succs:{}
_0_040:
        add (16|M0)              r6.0<1>:d     -r26.0<8;8,1>:d   159:w                               // $297
        mov (16|M0)              acc0.0<1>:f   r34.0<8;8,1>:ud                                       // $295
        add (16|M16)             r8.0<1>:d     -r24.0<8;8,1>:d   159:w                               // $298
        mov (16|M16)             r4.0<1>:f     r32.0<8;8,1>:ud                                       // $296
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     23:w                                // $299
        cmp (16|M0)   (lt)f1.0   null<1>:d     r70.0<8;8,1>:ud   0xFFFF:uw                           // $359
        shl (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     23:w                                // $300
        cmp (16|M0)   (gt)f0.0   null<1>:d     r70.0<8;8,1>:ud   0x0:uw                              // $371
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r6.0<8;8,1>:f                       // $301
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r72.0<8;8,1>:d    0:w                                 // $361
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r8.0<8;8,1>:f                       // $302
        and (16|M0)              r34.0<1>:d    r70.0<8;8,1>:d    0xFFFF:uw                           // $357
        mul (16|M0)              r10.0<1>:f    acc0.0<8;8,1>:f   0x2F800000:f                        // $303
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r72.0<8;8,1>:d    0:w                                 // $373
        mul (16|M16)             r12.0<1>:f    r4.0<8;8,1>:f     0x2F800000:f                        // $304
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r72.0<8;8,1>:d    0:w                                 // $365
        rndz (16|M0)             r14.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $305
        cmp (16|M16)  (lt)f1.0   null<1>:d     r66.0<8;8,1>:ud   0xFFFF:uw                           // $360
        rndz (16|M16)            r16.0<1>:f    r12.0<8;8,1>:f                                        // $306
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r72.0<8;8,1>:d    0:w                                 // $377
        mac (16|M0)              r22.0<1>:f    r14.0<8;8,1>:f    r45.4<0;1,0>:f   {Compacted}        // $309
        mov (16|M0)              r18.0<1>:ud   r14.0<8;8,1>:f                   {Compacted}          // $307
        mad (16|M16)             r24.0<1>:f    r4.0<8;1>:f       r16.0<8;1>:f      r45.4<0>:f        // $310 {0=EL, 1=EL, 2=OL, BC=GOOD}
        mov (16|M16)             r20.0<1>:ud   r16.0<8;8,1>:f                                        // $308
        mov (16|M0)              r26.0<1>:ud   r22.0<8;8,1>:f                   {Compacted}          // $311
        add (8|M0)               r30.0<1>:ud   r84.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted}        // $314
        mov (16|M16)             r28.0<1>:ud   r24.0<8;8,1>:f                                        // $312
        add (8|M8)               r31.0<1>:ud   r85.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted}        // $317
        add (8|M16)              r12.0<1>:ud   r82.0<8;8,1>:ud   r20.0<8;8,1>:ud                     // $320
        addc (8|M0)              r6.0<1>:ud    r88.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn,Compacted} // $313
        add (8|M24)              r13.0<1>:ud   r83.0<8;8,1>:ud   r21.0<8;8,1>:ud                     // $323
        cmp (16|M16)  (gt)f0.0   null<1>:d     r66.0<8;8,1>:ud   0x0:uw                              // $372
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r68.0<8;8,1>:d    0:w                                 // $363
        and (16|M16)             r36.0<1>:d    r66.0<8;8,1>:d    0xFFFF:uw                           // $358
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $313
        addc (8|M8)              r7.0<1>:ud    r89.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn,Compacted} // $316
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r68.0<8;8,1>:d    0:w                                 // $375
(~f1.0) cmp (16|M16)  (lt)f1.0   null<1>:d     r68.0<8;8,1>:d    0:w                                 // $367
(W)     mov (8|M0)               r127.0<1>:f   r118.0<8;8,1>:f                  {Compacted}          // $471
        add (8|M0)               r30.0<1>:ud   r8.0<8;8,1>:ud    r30.0<8;8,1>:ud  {Compacted}        // $315
        mov (8|M8)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $316
        addc (8|M16)             r2.0<1>:ud    r86.0<8;8,1>:ud   r28.0<8;8,1>:ud  {AccWrEn}          // $319
(~f0.0) cmp (16|M16)  (gt)f0.0   null<1>:d     r68.0<8;8,1>:d    0:w                                 // $379
        add (8|M0)               r18.0<1>:ud   r80.0<8;8,1>:ud   r30.0<8;8,1>:ud  {Compacted}        // $326
        add (8|M8)               r31.0<1>:ud   r10.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted}        // $318
        mov (8|M16)              r4.0<1>:ud    acc0.0<8;8,1>:ud                                      // $319
        addc (8|M24)             r3.0<1>:ud    r87.0<8;8,1>:ud   r29.0<8;8,1>:ud  {AccWrEn}          // $322
        add (8|M8)               r19.0<1>:ud   r81.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted}        // $329
        add (8|M16)              r12.0<1>:ud   r4.0<8;8,1>:ud    r12.0<8;8,1>:ud                     // $321
        mov (8|M24)              r14.0<1>:ud   acc0.0<8;8,1>:ud                                      // $322
        addc (8|M0)              r8.0<1>:ud    r104.0<8;8,1>:ud  r6.0<8;8,1>:ud   {AccWrEn,Compacted} // $325
        sel (16|M0)   (ge)f0.0   r6.0<1>:w     r120.0<16;16,1>:w  -128:w                             // $337
        add (8|M16)              r20.0<1>:ud   r78.0<8;8,1>:ud   r12.0<8;8,1>:ud                     // $332
        add (8|M24)              r13.0<1>:ud   r14.0<8;8,1>:ud   r13.0<8;8,1>:ud                     // $324
        mov (8|M0)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $325
        addc (8|M8)              r9.0<1>:ud    r105.0<8;8,1>:ud  r7.0<8;8,1>:ud   {AccWrEn,Compacted} // $328
        sel (16|M0)   (lt)f0.0   r6.0<1>:w     r6.0<16;16,1>:w   127:w                               // $339
        sel (16|M16)  (ge)f0.0   r7.0<1>:w     r119.0<16;16,1>:w  -128:w                             // $338
        add (8|M24)              r21.0<1>:ud   r79.0<8;8,1>:ud   r13.0<8;8,1>:ud                     // $335
        add (8|M0)               r18.0<1>:ud   r16.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted}        // $327
        mov (8|M8)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $328
        addc (8|M16)             r4.0<1>:ud    r102.0<8;8,1>:ud  r2.0<8;8,1>:ud   {AccWrEn}          // $331
        sel (16|M16)  (lt)f0.0   r7.0<1>:w     r7.0<16;16,1>:w   127:w                               // $340
        add (8|M8)               r19.0<1>:ud   r10.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted}        // $330
        mov (8|M16)              r22.0<1>:ud   acc0.0<8;8,1>:ud                                      // $331
        addc (8|M24)             r5.0<1>:ud    r103.0<8;8,1>:ud  r3.0<8;8,1>:ud   {AccWrEn}          // $334
        mov (16|M0)              r10.0<1>:d    r6.0<16;16,1>:w                                       // $341
        mov (16|M16)             r16.0<1>:d    r7.0<16;16,1>:w                                       // $342
        add (8|M16)              r20.0<1>:ud   r22.0<8;8,1>:ud   r20.0<8;8,1>:ud                     // $333
        mov (8|M24)              r14.0<1>:ud   acc0.0<8;8,1>:ud                                      // $334
        addc (8|M0)              r2.0<1>:ud    r76.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn,Compacted} // $345
        asr (16|M0)              r24.0<1>:d    r10.0<8;8,1>:d    31:w                                // $343
        asr (16|M16)             r22.0<1>:d    r16.0<8;8,1>:d    31:w                                // $344
        add (8|M24)              r21.0<1>:ud   r14.0<8;8,1>:ud   r21.0<8;8,1>:ud                     // $336
        mov (8|M0)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $345
        addc (8|M8)              r3.0<1>:ud    r77.0<8;8,1>:ud   r11.0<8;8,1>:ud  {AccWrEn,Compacted} // $348
(f1.0)  sel (16|M0)              r10.0<1>:d    r34.0<8;8,1>:d    0xFFFF:uw                           // $369
        add (8|M0)               r12.0<1>:ud   r26.0<8;8,1>:ud   r24.0<8;8,1>:ud  {Compacted}        // $347
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $348
        addc (8|M16)             r28.0<1>:ud   r74.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn}          // $351
        add (8|M8)               r13.0<1>:ud   r14.0<8;8,1>:ud   r25.0<8;8,1>:ud  {Compacted}        // $350
        mov (8|M16)              r30.0<1>:ud   acc0.0<8;8,1>:ud                                      // $351
        addc (8|M24)             r29.0<1>:ud   r75.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}          // $354
(f1.0)  sel (16|M16)             r14.0<1>:d    r36.0<8;8,1>:d    0xFFFF:uw                           // $370
        add (8|M16)              r32.0<1>:ud   r30.0<8;8,1>:ud   r22.0<8;8,1>:ud                     // $353
        mov (8|M24)              r6.0<1>:ud    acc0.0<8;8,1>:ud                                      // $354
(f0.0)  sel (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d    0:w                                 // $382
        add (8|M24)              r33.0<1>:ud   r6.0<8;8,1>:ud    r23.0<8;8,1>:ud                     // $356
(f0.0)  sel (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    0:w                                 // $381
        addc (8|M0)              r22.0<1>:ud   r2.0<8;8,1>:ud    r6.0<8;8,1>:ud   {AccWrEn,Compacted} // $383
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $383
        addc (8|M8)              r23.0<1>:ud   r3.0<8;8,1>:ud    r7.0<8;8,1>:ud   {AccWrEn,Compacted} // $385
        add (8|M0)               r26.0<1>:ud   r24.0<8;8,1>:ud   r12.0<8;8,1>:ud  {Compacted}        // $384
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $385
        addc (8|M16)             r34.0<1>:ud   r28.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn}          // $387
        add (8|M0)               r24.0<1>:ud   r18.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted}        // $392
        add (8|M8)               r27.0<1>:ud   r30.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted}        // $386
        mov (8|M16)              r36.0<1>:ud   acc0.0<8;8,1>:ud                                      // $387
        addc (8|M24)             r35.0<1>:ud   r29.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}          // $389
        add (8|M8)               r25.0<1>:ud   r19.0<8;8,1>:ud   r27.0<8;8,1>:ud  {Compacted}        // $395
        add (8|M16)              r38.0<1>:ud   r36.0<8;8,1>:ud   r32.0<8;8,1>:ud                     // $388
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                                      // $389
        addc (8|M0)              r14.0<1>:ud   r8.0<8;8,1>:ud    r22.0<8;8,1>:ud  {AccWrEn,Compacted} // $391
        mov (16|M16)             r22.0<1>:w    r45.0<8;8,1>:b                                        // $436
        add (8|M16)              r16.0<1>:ud   r20.0<8;8,1>:ud   r38.0<8;8,1>:ud                     // $398
        add (8|M24)              r39.0<1>:ud   r10.0<8;8,1>:ud   r33.0<8;8,1>:ud                     // $390
        mov (8|M0)               r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $391
        addc (8|M8)              r15.0<1>:ud   r9.0<8;8,1>:ud    r23.0<8;8,1>:ud  {AccWrEn,Compacted} // $394
        mov (16|M16)             r8.0<1>:d     r74.0<8;8,1>:f                                        // $412
        mov (16|M0)              r20.0<1>:w    r47.0<8;8,1>:b                                        // $435
        add (8|M24)              r17.0<1>:ud   r21.0<8;8,1>:ud   r39.0<8;8,1>:ud                     // $401
        add (8|M0)               r24.0<1>:ud   r40.0<8;8,1>:ud   r24.0<8;8,1>:ud  {Compacted}        // $393
        mov (8|M8)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $394
        addc (8|M16)             r6.0<1>:ud    r4.0<8;8,1>:ud    r34.0<8;8,1>:ud  {AccWrEn}          // $397
        sel (16|M16)  (ge)f0.0   r18.0<1>:d    r8.0<8;8,1>:d     0:w                                 // $430
        mov (16|M0)              r28.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $403
        sel (16|M0)   (ge)f0.0   r4.0<2>:b     r47.0<8;8,1>:b    0:w                                 // $413
        mov (8|M16)              r12.0<1>:ud   acc0.0<8;8,1>:ud                                      // $397
        addc (8|M24)             r7.0<1>:ud    r5.0<8;8,1>:ud    r35.0<8;8,1>:ud  {AccWrEn}          // $400
        add (8|M8)               r25.0<1>:ud   r2.0<8;8,1>:ud    r25.0<8;8,1>:ud  {Compacted}        // $396
        mov (16|M0)              r2.0<1>:d     r76.0<8;8,1>:f                   {Compacted}          // $411
        sel (16|M16)  (ge)f0.0   r14.0<1>:d    r66.0<8;8,1>:d    0:w                                 // $424
        add (8|M16)              r16.0<1>:ud   r12.0<8;8,1>:ud   r16.0<8;8,1>:ud                     // $399
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                                      // $400
        sel (16|M0)   (ge)f0.0   r12.0<1>:d    r120.0<16;16,1>:w  0:w                                // $417
        mov (16|M16)             r40.0<1>:f    r6.0<8;8,1>:f                                         // $404
        mov (16|M0)              r30.0<1>:f    r24.0<8;8,1>:f                   {Compacted}          // $405
        add (8|M24)              r17.0<1>:ud   r10.0<8;8,1>:ud   r17.0<8;8,1>:ud                     // $402
        sel (16|M16)  (ge)f0.0   r10.0<1>:d    r119.0<16;16,1>:w  0:w                                // $418
        sel (16|M0)   (lt)f0.0   r12.0<1>:ud   r12.0<8;8,1>:ud   0xFF:uw                             // $419
        sel (16|M0)   (ge)f0.0   r6.0<1>:d     r70.0<8;8,1>:d    0:w                                 // $423
        mov (16|M16)             r42.0<1>:f    r16.0<8;8,1>:f                                        // $406
        sel (16|M0)   (ge)f0.0   r16.0<1>:d    r2.0<8;8,1>:d     0:w                                 // $429
        sel (16|M16)  (lt)f0.0   r10.0<1>:ud   r10.0<8;8,1>:ud   0xFF:uw                             // $420
        mov (16|M0)              r24.0<1>:w    r20.0<2;1,0>:b                                        // $443
        sel (16|M16)  (lt)f0.0   r18.0<1>:ud   r18.0<8;8,1>:ud   0xFF:uw                             // $432
        sel (16|M0)   (lt)f0.0   r16.0<1>:ud   r16.0<8;8,1>:ud   0xFF:uw                             // $431
        sel (16|M16)  (ge)f0.0   r5.0<2>:b     r45.0<8;8,1>:b    0:w                                 // $414
        mov (16|M16)             r25.0<1>:w    r22.0<2;1,0>:b                                        // $444
        mov (16|M0)              r2.0<1>:w     r12.0<4;1,0>:b                                        // $445
        sends (16|M0)            null:w   r116    r28     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $408
        mov (16|M0)              r8.0<1>:w     r120.0<2;1,0>:b                                       // $447
        sel (16|M0)   (lt)f0.0   r6.0<1>:ud    r6.0<8;8,1>:ud    0xFF:uw                             // $425
        mov (16|M16)             r3.0<1>:w     r10.0<4;1,0>:b                                        // $446
        mov (16|M0)              r21.0<1>:hf   r120.0<16;16,1>:hf                                    // $439
        mov (16|M16)             r9.0<1>:w     r119.0<2;1,0>:b                                       // $448
        sel (16|M16)  (lt)f0.0   r14.0<1>:ud   r14.0<8;8,1>:ud   0xFF:uw                             // $426
        add (16|M0)              r26.0<4>:b    r4.0<2;1,0>:b     r24.0<16;16,1>:w                    // $443
        mov (16|M0)              r30.0<1>:w    r16.0<4;1,0>:b                                        // $449
        mov (16|M16)             r23.0<1>:hf   r119.0<16;16,1>:hf                                    // $440
        mov (16|M16)             r4.0<1>:w     r18.0<4;1,0>:b                                        // $450
        add (16|M16)             r28.0<4>:b    r5.0<2;1,0>:b     r25.0<16;16,1>:w                    // $444
        add (16|M0)              r26.1<4>:b    r20.1<2;1,0>:b    r2.0<16;16,1>:w                     // $445
        add (16|M16)             r28.1<4>:b    r22.1<2;1,0>:b    r3.0<16;16,1>:w                     // $446
        add (16|M0)              r26.2<4>:b    r6.0<4;1,0>:b     r8.0<16;16,1>:w                     // $447
        add (16|M16)             r28.2<4>:b    r14.0<4;1,0>:b    r9.0<16;16,1>:w                     // $448
        add (16|M0)              r26.3<4>:b    r21.1<2;1,0>:b    r30.0<16;16,1>:w                    // $449
        add (16|M16)             r28.3<4>:b    r23.1<2;1,0>:b    r4.0<16;16,1>:w                     // $450
        sends (16|M16)           null:w   r110    r40     0x10C            0x04025C04           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $410
        sends (16|M0)            null:w   r108    r26     0x8C            0x04025E05           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $468
        sends (16|M16)           null:w   r106    r28     0x8C            0x04025E05           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $470
(W)     mov (8|M0)               r110.0<1>:f   r110.0<8;8,1>:f                  {Compacted}          // $471
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $471
// Bank Conflict Statistics: 
// -- GOOD: 7
// --  BAD: 0
// --   OK: 0
//.accSubDef: 5
//.accSubUse: 6
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
