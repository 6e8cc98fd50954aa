//.kernel stateless_4gb
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 226
//.RA type	HYBRID_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r114.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r114.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0037 (45)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0038 (46)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare V0039 (47)  rf=r size=8 type=uq align=4 words (r9.1)
//.declare V0041 (49)  rf=r size=32 type=d alias=+0 align=16 words (r114.0)
//.declare V0042 (50)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0043 (51)  rf=r size=12 type=d align=2 words (r9.4)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0048 (56)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0049 (57)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0056 (64)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0059 (67)  rf=r size=32 type=uw alias=V0044+0 align=16 words (r1.0)
//.declare V0060 (68)  rf=r size=32 type=uw alias=V0045+0 align=16 words (r2.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0065 (73)  rf=r size=8 type=d alias=V0035+0 align=16 words (r8.2)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0070 (78)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r82.0)
//.declare V0071 (79)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r80.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0076 (84)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r12.0)
//.declare V0077 (85)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r16.0)
//.declare V0078 (86)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r28.0)
//.declare V0079 (87)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r34.0)
//.declare V0080 (88)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r88.0)
//.declare V0081 (89)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r90.0)
//.declare V0082 (90)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r86.0)
//.declare V0083 (91)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r84.0)
//.declare V0086 (94)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0087 (95)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0088 (96)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0089 (97)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0090 (98)  rf=r size=128 type=uq align=16 words (r62.0)
//.declare V0091 (99)  rf=r size=128 type=uq align=16 words (r42.0)
//.declare V0092 (100)  rf=r size=128 type=ud alias=V0090+0 align=16 words (r62.0)
//.declare V0093 (101)  rf=r size=128 type=ud alias=V0091+0 align=16 words (r42.0)
//.declare V0094 (102)  rf=r size=128 type=d alias=V0090+0 align=16 words (r62.0)
//.declare V0095 (103)  rf=r size=128 type=d alias=V0091+0 align=16 words (r42.0)
//.declare V0096 (104)  rf=r size=256 type=f align=16 words (r46.0)
//.declare V0097 (105)  rf=r size=256 type=f align=16 words (r66.0)
//.declare V0100 (108)  rf=r size=8 type=d alias=V0034+0 align=16 words (r8.0)
//.declare V0101 (109)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0102 (110)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0105 (113)  rf=r size=64 type=ud alias=V0101+0 align=16 words (r20.0)
//.declare V0106 (114)  rf=r size=64 type=ud alias=V0102+0 align=16 words (r22.0)
//.declare V0111 (119)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0112 (120)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0113 (121)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare V0114 (122)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0115 (123)  rf=r size=128 type=uq align=16 words (r75.0)
//.declare V0116 (124)  rf=r size=128 type=uq align=16 words (r58.0)
//.declare V0117 (125)  rf=r size=128 type=ud alias=V0115+0 align=16 words (r75.0)
//.declare V0118 (126)  rf=r size=128 type=ud alias=V0116+0 align=16 words (r58.0)
//.declare V0119 (127)  rf=r size=128 type=d alias=V0115+0 align=16 words (r75.0)
//.declare V0120 (128)  rf=r size=128 type=d alias=V0116+0 align=16 words (r58.0)
//.declare V0123 (131)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare V0124 (132)  rf=r size=64 type=b alias=V0123+0 align=16 words (r24.0)
//.declare V0125 (133)  rf=r size=64 type=ud align=16 words (r6.0)
//.declare V0126 (134)  rf=r size=64 type=b alias=V0125+0 align=16 words (r6.0)
//.declare V0127 (135)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0128 (136)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0129 (137)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0130 (138)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0133 (141)  rf=r size=8 type=d alias=V0036+0 align=16 words (r8.4)
//.declare V0134 (142)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0135 (143)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0136 (144)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0137 (145)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0138 (146)  rf=r size=64 type=ud alias=V0134+0 align=16 words (r32.0)
//.declare V0139 (147)  rf=r size=64 type=ud alias=V0135+0 align=16 words (r48.0)
//.declare V0140 (148)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r38.0)
//.declare V0141 (149)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r52.0)
//.declare V0142 (150)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r24.0)
//.declare V0143 (151)  rf=r size=64 type=ud alias=V0128+0 align=16 words (r34.0)
//.declare V0144 (152)  rf=r size=64 type=ud alias=V0129+0 align=16 words (r28.0)
//.declare V0145 (153)  rf=r size=64 type=ud alias=V0130+0 align=16 words (r40.0)
//.declare V0148 (156)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare V0149 (157)  rf=r size=32 type=ud align=16 words (r46.0)
//.declare V0150 (158)  rf=r size=32 type=ud align=16 words (r50.0)
//.declare V0151 (159)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0152 (160)  rf=r size=128 type=uq align=16 words (r42.0)
//.declare V0153 (161)  rf=r size=128 type=uq align=16 words (r58.0)
//.declare V0154 (162)  rf=r size=128 type=ud alias=V0152+0 align=16 words (r42.0)
//.declare V0155 (163)  rf=r size=128 type=ud alias=V0153+0 align=16 words (r58.0)
//.declare V0156 (164)  rf=r size=128 type=d alias=V0152+0 align=16 words (r42.0)
//.declare V0157 (165)  rf=r size=128 type=d alias=V0153+0 align=16 words (r58.0)
//.declare V0158 (166)  rf=r size=128 type=d align=16 words (r54.0)
//.declare V0159 (167)  rf=r size=128 type=d align=16 words (r36.0)
//.declare V0160 (168)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0161 (169)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0164 (172)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0165 (173)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0166 (174)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0167 (175)  rf=r size=64 type=f align=16 words (r108.0)
//.declare V0168 (176)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0169 (177)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0170 (178)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0171 (179)  rf=r size=64 type=f align=16 words (r94.0)
//.declare V0172 (180)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0173 (181)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0174 (182)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0175 (183)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0176 (184)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0177 (185)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0178 (186)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0179 (187)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0180 (188)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0181 (189)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0182 (190)  rf=r size=64 type=ud alias=V0178+0 align=16 words (r102.0)
//.declare V0183 (191)  rf=r size=64 type=ud alias=V0179+0 align=16 words (r100.0)
//.declare V0184 (192)  rf=r size=64 type=ud alias=V0180+0 align=16 words (r120.0)
//.declare V0185 (193)  rf=r size=64 type=ud alias=V0181+0 align=16 words (r118.0)
//.declare V0186 (194)  rf=r size=64 type=ud alias=V0174+0 align=16 words (r4.0)
//.declare V0187 (195)  rf=r size=64 type=ud alias=V0175+0 align=16 words (r6.0)
//.declare V0188 (196)  rf=r size=64 type=ud alias=V0176+0 align=16 words (r16.0)
//.declare V0189 (197)  rf=r size=64 type=ud alias=V0177+0 align=16 words (r2.0)
//.declare V0190 (198)  rf=r size=64 type=ud alias=V0172+0 align=16 words (r96.0)
//.declare V0191 (199)  rf=r size=64 type=ud alias=V0173+0 align=16 words (r92.0)
//.declare V0192 (200)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0193 (201)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0194 (202)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0195 (203)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0196 (204)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0197 (205)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0198 (206)  rf=r size=64 type=ud alias=V0196+0 align=16 words (r124.0)
//.declare V0199 (207)  rf=r size=64 type=ud alias=V0197+0 align=16 words (r122.0)
//.declare P01 (208)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P02 (209)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0202 (212)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0203 (213)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0204 (214)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0205 (215)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0206 (216)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0207 (217)  rf=r size=64 type=d align=16 words (r126.0)
//.declare P03 (218)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0208 (219)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0209 (220)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0210 (221)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0211 (222)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0212 (223)  rf=r size=64 type=f alias=V0210+0 align=16 words (r4.0)
//.declare V0213 (224)  rf=r size=64 type=f alias=V0211+0 align=16 words (r6.0)
//.declare V0214 (225)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0215 (226)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0216 (227)  rf=r size=64 type=d alias=V0208+0 align=16 words (r12.0)
//.declare V0217 (228)  rf=r size=64 type=d alias=V0209+0 align=16 words (r14.0)
//.declare V0220 (231)  rf=r size=64 type=f alias=V0214+0 align=16 words (r20.0)
//.declare V0221 (232)  rf=r size=64 type=f alias=V0215+0 align=16 words (r22.0)
//.declare V0222 (233)  rf=r size=256 type=f align=16 words (r38.0)
//.declare V0223 (234)  rf=r size=256 type=f align=16 words (r46.0)
//.declare V0226 (237)  rf=r size=8 type=d alias=V0038+0 align=16 words (r9.0)
//.declare V0227 (238)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0228 (239)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0229 (240)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0230 (241)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0231 (242)  rf=r size=64 type=ud alias=V0227+0 align=16 words (r2.0)
//.declare V0232 (243)  rf=r size=64 type=ud alias=V0228+0 align=16 words (r18.0)
//.declare V0233 (244)  rf=r size=64 type=ud alias=V0229+0 align=16 words (r24.0)
//.declare V0234 (245)  rf=r size=64 type=ud alias=V0230+0 align=16 words (r28.0)
//.declare V0237 (248)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0238 (249)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0239 (250)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare V0240 (251)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0241 (252)  rf=r size=128 type=uq align=16 words (r30.0)
//.declare V0242 (253)  rf=r size=128 type=uq align=16 words (r34.0)
//.declare V0243 (254)  rf=r size=128 type=ud alias=V0241+0 align=16 words (r30.0)
//.declare V0244 (255)  rf=r size=128 type=ud alias=V0242+0 align=16 words (r34.0)
//.declare V0245 (256)  rf=r size=128 type=d alias=V0241+0 align=16 words (r30.0)
//.declare V0246 (257)  rf=r size=128 type=d alias=V0242+0 align=16 words (r34.0)
//.declare V0249 (260)  rf=r size=64 type=ud align=16 words (r6.0)
//.declare V0250 (261)  rf=r size=64 type=b alias=V0249+0 align=16 words (r6.0)
//.declare V0251 (262)  rf=r size=64 type=ud align=16 words (r10.0)
//.declare V0252 (263)  rf=r size=64 type=b alias=V0251+0 align=16 words (r10.0)
//.declare V0255 (266)  rf=r size=32 type=b align=16 words (r3.0)
//.declare V0256 (267)  rf=r size=32 type=b align=16 words (r17.0)
//.declare V0259 (270)  rf=r size=8 type=d alias=V0039+0 align=16 words (r9.2)
//.declare V0260 (271)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0261 (272)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0264 (275)  rf=r size=64 type=ud alias=V0260+0 align=16 words (r12.0)
//.declare V0265 (276)  rf=r size=64 type=ud alias=V0261+0 align=16 words (r4.0)
//.declare V0270 (281)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0271 (282)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0272 (283)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0273 (284)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0274 (285)  rf=r size=128 type=uq align=16 words (r21.0)
//.declare V0275 (286)  rf=r size=128 type=uq align=16 words (r25.0)
//.declare V0276 (287)  rf=r size=128 type=ud alias=V0274+0 align=16 words (r21.0)
//.declare V0277 (288)  rf=r size=128 type=ud alias=V0275+0 align=16 words (r25.0)
//.declare V0278 (289)  rf=r size=128 type=d alias=V0274+0 align=16 words (r21.0)
//.declare V0279 (290)  rf=r size=128 type=d alias=V0275+0 align=16 words (r25.0)
//.declare V0280 (291)  rf=r size=32 type=ub alias=V0255+0 align=16 words (r3.0)
//.declare V0281 (292)  rf=r size=32 type=ub alias=V0256+0 align=16 words (r17.0)
//.declare V0282 (293)  rf=r size=64 type=ud align=16 words (r30.0)
//.declare V0283 (294)  rf=r size=64 type=ud align=16 words (r6.0)
//.declare V0286 (297)  rf=r size=64 type=ud align=16 words (r10.0)
//.declare V0287 (298)  rf=r size=64 type=b alias=V0286+0 align=16 words (r10.0)
//.declare V0288 (299)  rf=r size=64 type=ud align=16 words (r14.0)
//.declare V0289 (300)  rf=r size=64 type=b alias=V0288+0 align=16 words (r14.0)
//.declare V0296 (307)  rf=r size=8 type=uq align=16 words (r16.0)
//.declare V0297 (308)  rf=r size=8 type=ud alias=V0296+0 align=16 words (r16.0)
//.declare V0298 (309)  rf=r size=8 type=ud alias=V0037+0 align=16 words (r8.6)
//.declare V0299 (310)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0300 (311)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0301 (312)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0302 (313)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0303 (314)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0304 (315)  rf=r size=16 type=d align=2 words (r4.0)
//.declare V0305 (316)  rf=r size=8 type=d align=2 words (r3.0)
//.declare  (317)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (318)  rf=r size=64 type=b alias=V0061+0 align=16 words (r82.0)
//.declare  (319)  rf=r size=64 type=b alias=V0062+0 align=16 words (r80.0)
//.declare  (320)  rf=r size=32 type=w align=16 words (r15.0)
//.declare  (321)  rf=r size=32 type=w align=16 words (r2.0)
//.declare  (322)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (323)  rf=r size=8 type=ud align=16 words (r74.0) Input_Output
//.declare  (324)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (325)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (326)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (327)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (328)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (329)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (330)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (331)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (332)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (333)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (334)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (335)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (336)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (337)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (338)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (339)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (340)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (341)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (342)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (343)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (344)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (345)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (346)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (347)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (348)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (349)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (350)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (351)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (352)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (353)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (354)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (355)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (356)  rf=r size=32 type=d align=16 words (r36.0)
//.declare  (357)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (358)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (359)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (360)  rf=r size=32 type=d align=16 words (r40.0)
//.declare  (361)  rf=r size=32 type=d align=16 words (r41.0)
//.declare  (362)  rf=r size=32 type=d align=16 words (r42.0)
//.declare  (363)  rf=r size=32 type=d align=16 words (r43.0)
//.declare  (364)  rf=r size=32 type=d align=16 words (r44.0)
//.declare  (365)  rf=r size=32 type=d align=16 words (r45.0)
//.declare  (366)  rf=r size=32 type=d align=16 words (r46.0)
//.declare  (367)  rf=r size=32 type=d align=16 words (r47.0)
//.declare  (368)  rf=r size=32 type=d align=16 words (r48.0)
//.declare  (369)  rf=r size=32 type=d align=16 words (r49.0)
//.declare  (370)  rf=r size=32 type=d align=16 words (r50.0)
//.declare  (371)  rf=r size=32 type=d align=16 words (r51.0)
//.declare  (372)  rf=r size=32 type=d align=16 words (r52.0)
//.declare  (373)  rf=r size=32 type=d align=16 words (r53.0)
//.declare  (374)  rf=r size=32 type=d align=16 words (r54.0)
//.declare  (375)  rf=r size=32 type=d align=16 words (r55.0)
//.declare  (376)  rf=r size=32 type=d align=16 words (r56.0)
//.declare  (377)  rf=r size=32 type=d align=16 words (r57.0)
//.declare  (378)  rf=r size=32 type=d align=16 words (r58.0)
//.declare  (379)  rf=r size=32 type=d align=16 words (r59.0)
//.declare  (380)  rf=r size=32 type=d align=16 words (r60.0)
//.declare  (381)  rf=r size=32 type=d align=16 words (r61.0)
//.declare  (382)  rf=r size=32 type=d align=16 words (r62.0)
//.declare  (383)  rf=r size=32 type=d align=16 words (r63.0)
//.declare  (384)  rf=r size=32 type=d align=16 words (r64.0)
//.declare  (385)  rf=r size=32 type=d align=16 words (r65.0)
//.declare  (386)  rf=r size=32 type=d align=16 words (r66.0)
//.declare  (387)  rf=r size=32 type=d align=16 words (r67.0)
//.declare  (388)  rf=r size=32 type=d align=16 words (r68.0)
//.declare  (389)  rf=r size=32 type=d align=16 words (r69.0)
//.declare  (390)  rf=r size=32 type=d align=16 words (r70.0)
//.declare  (391)  rf=r size=32 type=d align=16 words (r71.0)
//.declare  (392)  rf=r size=32 type=d align=16 words (r72.0)
//.declare  (393)  rf=r size=32 type=d align=16 words (r73.0)
//.declare  (394)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (395)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (396)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (397)  rf=r size=8 type=w align=1 words (r0.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0044    | :w x 16  |     32 | r1       | general    |
// | V0045    | :w x 16  |     32 | r2       | general    |
// | V0046    | :w x 16  |     32 | r3       | general    |
// | V0047    | :w x 16  |     32 | r4       | general    |
// | V0048    | :w x 16  |     32 | r5       | general    |
// | V0049    | :w x 16  |     32 | r6       | general    |
// | V0042    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0035    | :uq      |      8 | r8+8     | general    |
// | V0036    | :uq      |      8 | r8+16    | general    |
// | V0037    | :uq      |      8 | r8+24    | general    |
// | V0038    | :uq      |      8 | r9       | general    |
// | V0039    | :uq      |      8 | r9+8     | general    |
// | V0043    | :d x 3   |     12 | r9+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B005}
_main:
(W)     mov (8|M0)               r114.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.4<0;1,0>:d     r114.2<0;1,0>:uw {@1}               // $2
(W)     mach (1|M0)              r3.0<1>:d     r9.4<0;1,0>:d     r114.1<0;1,0>:d                     // $5
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}               // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r82.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r80.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r88.0<1>:d    r82.0<8;8,1>:d    4:w               {Compacted,@2}    // $11
        shl (16|M16)             r90.0<1>:d    r80.0<8;8,1>:d    4:w               {Compacted,@2}    // $12
        addc (8|M0)              r12.0<1>:ud   r88.0<8;8,1>:ud   r8.2<0;1,0>:ud   {AccWrEn,Compacted,@2} // $15 R{} IR{}{E:4,E:4,},  {BC=1}
        shl (16|M0)              r24.0<1>:d    r82.0<8;8,1>:d    3:w               {Compacted}       // $51
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $15
        addc (8|M8)              r13.0<1>:ud   r89.0<8;8,1>:ud   r8.2<0;1,0>:ud   {AccWrEn}          // $18
        shr (16|M0)              r28.0<1>:d    r82.0<8;8,1>:ud   29:w               {Compacted}      // $53
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $18
        addc (8|M16)             r16.0<1>:ud   r90.0<8;8,1>:ud   r8.2<0;1,0>:ud   {AccWrEn,@7}       // $21
        shl (16|M16)             r34.0<1>:d    r80.0<8;8,1>:d    3:w               {Compacted}       // $52
        mov (8|M16)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $21
        addc (8|M24)             r17.0<1>:ud   r91.0<8;8,1>:ud   r8.2<0;1,0>:ud   {AccWrEn}          // $24
        add (8|M0)               r38.0<1>:ud   r28.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted,@6}     // $58
        mov (8|M24)              r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $24
        addc (8|M0)              r20.0<1>:ud   r8.0<0;1,0>:ud    r82.0<8;8,1>:ud  {AccWrEn,Compacted} // $35
        add (8|M8)               r39.0<1>:ud   r29.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $61
        mov (8|M0)               r2.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $35
        addc (8|M8)              r21.0<1>:ud   r8.0<0;1,0>:ud    r83.0<8;8,1>:ud  {AccWrEn}          // $37
        shr (16|M16)             r40.0<1>:d    r80.0<8;8,1>:ud   29:w               {Compacted}      // $54
        mov (8|M8)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $37
        addc (8|M16)             r22.0<1>:ud   r8.0<0;1,0>:ud    r80.0<8;8,1>:ud  {AccWrEn}          // $39
        add (8|M16)              r52.0<1>:ud   r40.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted,@3}     // $64 R{} IR{}{E:4,E:4,},  {BC=1}
        mov (8|M16)              r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $39
        addc (8|M24)             r23.0<1>:ud   r8.0<0;1,0>:ud    r81.0<8;8,1>:ud  {AccWrEn}          // $41
        add (8|M24)              r53.0<1>:ud   r41.0<8;8,1>:ud   r8.5<0;1,0>:ud   {Compacted}        // $67
        mov (8|M24)              r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $41
        addc (8|M0)              r32.0<1>:ud   r24.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn,Compacted} // $57 R{} IR{}{E:4,E:4,},  {BC=1}
        shr (16|M0)              r86.0<1>:d    r82.0<8;8,1>:ud   28:w               {Compacted}      // $13
        mov (8|M0)               r36.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $57
        addc (8|M8)              r33.0<1>:ud   r25.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $60
        add (8|M0)               r42.1<2>:ud   r36.0<8;8,1>:ud   r38.0<8;8,1>:ud  {Compacted,@2}     // $59
        mov (8|M8)               r46.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $60
        addc (8|M16)             r48.0<1>:ud   r34.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $63
        mov (8|M0)               r42.0<2>:f    r32.0<8;8,1>:f                   {Compacted,@7}       // $69
        add (8|M8)               r44.1<2>:ud   r46.0<8;8,1>:ud   r39.0<8;8,1>:ud  {Compacted,@3}     // $62
        mov (8|M16)              r50.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $63
        mov (8|M8)               r44.0<2>:f    r33.0<8;8,1>:f                   {Compacted,@7}       // $69
        addc (8|M24)             r49.0<1>:ud   r35.0<8;8,1>:ud   r8.4<0;1,0>:ud   {AccWrEn}          // $66
        send.dc1 (16|M0)         r54      r42     null    0x0            0x084415FF           {@2,$0} // wr:4+0, rd:4; a64 dword gathering read // $73
        mov (8|M24)              r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $66
        add (8|M16)              r58.1<2>:ud   r50.0<8;8,1>:ud   r52.0<8;8,1>:ud  {Compacted,@4}     // $65
        add (8|M24)              r60.1<2>:ud   r24.0<8;8,1>:ud   r53.0<8;8,1>:ud  {Compacted,@2}     // $68
        mov (8|M16)              r58.0<2>:f    r48.0<8;8,1>:f                   {Compacted,@7}       // $71
        mov (8|M24)              r60.0<2>:f    r49.0<8;8,1>:f                   {Compacted,@5}       // $71
        shr (16|M16)             r84.0<1>:d    r80.0<8;8,1>:ud   28:w               {Compacted}      // $14
        send.dc1 (16|M16)        r36      r58     null    0x0            0x084415FF           {@2,$1} // wr:4+0, rd:4; a64 dword gathering read // $74
        add (8|M0)               r28.0<1>:ud   r86.0<8;8,1>:ud   r8.3<0;1,0>:ud   {Compacted}        // $16
        add (8|M16)              r58.1<2>:ud   r26.0<8;8,1>:ud   r8.1<0;1,0>:ud   {$1.src}           // $40
        add (8|M24)              r60.1<2>:ud   r30.0<8;8,1>:ud   r8.1<0;1,0>:ud                      // $42
        mov (8|M16)              r58.0<2>:f    r22.0<8;8,1>:f                   {Compacted}          // $45
        mov (8|M24)              r60.0<2>:f    r23.0<8;8,1>:f                   {Compacted}          // $45
        add (8|M0)               r75.1<2>:ud   r2.0<8;8,1>:ud    r8.1<0;1,0>:ud                      // $36
        add (8|M8)               r77.1<2>:ud   r10.0<8;8,1>:ud   r8.1<0;1,0>:ud                      // $38
        add (8|M8)               r29.0<1>:ud   r87.0<8;8,1>:ud   r8.3<0;1,0>:ud   {Compacted}        // $19
        add (8|M16)              r34.0<1>:ud   r84.0<8;8,1>:ud   r8.3<0;1,0>:ud   {Compacted,@7}     // $22
        add (8|M24)              r35.0<1>:ud   r85.0<8;8,1>:ud   r8.3<0;1,0>:ud   {Compacted}        // $25
        add (8|M0)               r62.1<2>:ud   r6.0<8;8,1>:ud    r28.0<8;8,1>:ud  {Compacted,@7}     // $17
        send.dc1 (16|M16)        r6       r58     null    0x0            0x082410FF           {@1,$2} // wr:4+0, rd:2; a64 byte gathering read 8b // $49
        mov (8|M0)               r75.0<2>:f    r20.0<8;8,1>:f                   {Compacted}          // $43
        mov (8|M8)               r77.0<2>:f    r21.0<8;8,1>:f                   {Compacted}          // $43
        add (8|M8)               r64.1<2>:ud   r14.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted,@6}     // $20
        send.dc1 (16|M0)         r24      r75     null    0x0            0x082410FF           {@2,$3} // wr:4+0, rd:2; a64 byte gathering read 8b // $47
        sync.nop                             null                             {Compacted,$0.src}     // $23
        add (8|M16)              r42.1<2>:ud   r18.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted,@6}     // $23 R{} IR{}{E:1,E:1,},  R{r18,r34,} IR{} {BC=1}
        add (8|M24)              r44.1<2>:ud   r4.0<8;8,1>:ud    r35.0<8;8,1>:ud  {Compacted,@6}     // $26
        mov (8|M0)               r62.0<2>:f    r12.0<8;8,1>:f                   {Compacted}          // $27
        mov (8|M8)               r64.0<2>:f    r13.0<8;8,1>:f                   {Compacted}          // $27
        mov (8|M16)              r42.0<2>:f    r16.0<8;8,1>:f                   {Compacted}          // $29
        mov (8|M24)              r44.0<2>:f    r17.0<8;8,1>:f                   {Compacted}          // $29
        send.dc1 (16|M0)         r46      r62     null    0x0            0x088419FF           {@3,$4} // wr:4+0, rd:8; a64 dword gathering read // $31
        send.dc1 (16|M16)        r66      r42     null    0x0            0x088419FF           {@1,$5} // wr:4+0, rd:8; a64 dword gathering read // $32
        asr (16|M0)              r96.0<1>:d    r56.0<8;8,1>:d    31:w               {Compacted,$0.dst} // $85
        xor (16|M0)              r4.0<1>:d     r54.0<8;8,1>:d    r96.0<8;8,1>:d   {Compacted,@1}     // $87
        subb (8|M0)              r102.0<1>:ud  r4.0<8;8,1>:ud    r96.0<8;8,1>:ud  {AccWrEn,Compacted,@1} // $91
        xor (16|M0)              r16.0<1>:d    r56.0<8;8,1>:d    r96.0<8;8,1>:d   {Compacted}        // $89
        mov (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $91
        asr (16|M16)             r92.0<1>:d    r38.0<8;8,1>:d    31:w               {Compacted,$1.dst} // $86
        subb (8|M8)              r103.0<1>:ud  r5.0<8;8,1>:ud    r97.0<8;8,1>:ud  {AccWrEn}          // $94
        add (8|M0)               r120.0<1>:ud  r16.0<8;8,1>:ud   -r96.0<8;8,1>:ud {Compacted,@4}     // $92 R{} IR{}{E:0,E:0,},  {BC=1}
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $94
        add (8|M8)               r121.0<1>:ud  r17.0<8;8,1>:ud   -r97.0<8;8,1>:ud {Compacted}        // $95 R{} IR{}{O:0,O:0,},  {BC=1}
        add (8|M0)               r120.0<1>:ud  -r12.0<8;8,1>:ud  r120.0<8;8,1>:ud {Compacted,@3}     // $93
        add (8|M8)               r121.0<1>:ud  -r14.0<8;8,1>:ud  r121.0<8;8,1>:ud {Compacted,@2}     // $96
        lzd (16|M0)              r124.0<1>:ud  r120.0<8;8,1>:ud                 {@1}                 // $103
        cmp (16|M0)   (ne)f0.0   null<1>:d     r124.0<8;8,1>:d   32:w               {Compacted,@1}   // $105
        mov (16|M16)             r10.0<1>:f    r6.0<4;1,0>:ub                   {Compacted,$2.dst}   // $76
        xor (16|M16)             r6.0<1>:d     r36.0<8;8,1>:d    r92.0<8;8,1>:d   {Compacted,@7}     // $88
        mov (16|M0)              r2.0<1>:f     r24.0<4;1,0>:ub                  {Compacted,$3.dst}   // $75
        subb (8|M16)             r100.0<1>:ud  r6.0<8;8,1>:ud    r92.0<8;8,1>:ud  {AccWrEn,@2}       // $97
        mul (16|M0)              r116.0<1>:f   r46.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@2,$4.dst} // $77
        mul (16|M0)              r110.0<1>:f   r48.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $79
        mul (16|M0)              r106.0<1>:f   r50.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $81 R{} IR{}{E:1,E:1,},  R{} IR{}{O:1,O:1,},  {BC=2}
        mul (16|M0)              r98.0<1>:f    r52.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $83
        mul (16|M16)             r112.0<1>:f   r66.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@7,$5.dst} // $78
        mul (16|M16)             r108.0<1>:f   r68.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $80
        mul (16|M16)             r104.0<1>:f   r70.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $82
        mul (16|M16)             r94.0<1>:f    r72.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $84
        xor (16|M16)             r2.0<1>:d     r38.0<8;8,1>:d    r92.0<8;8,1>:d   {Compacted}        // $90
        mov (8|M16)              r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $97
        subb (8|M24)             r101.0<1>:ud  r7.0<8;8,1>:ud    r93.0<8;8,1>:ud  {AccWrEn}          // $100
        add (8|M16)              r118.0<1>:ud  r2.0<8;8,1>:ud    -r92.0<8;8,1>:ud {Compacted,@3}     // $98
        add (8|M24)              r119.0<1>:ud  r3.0<8;8,1>:ud    -r93.0<8;8,1>:ud {Compacted}        // $101
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $100
        add (8|M16)              r118.0<1>:ud  -r10.0<8;8,1>:ud  r118.0<8;8,1>:ud {Compacted,@3}     // $99
        add (8|M24)              r119.0<1>:ud  -r18.0<8;8,1>:ud  r119.0<8;8,1>:ud {Compacted,@2}     // $102
        lzd (16|M16)             r122.0<1>:ud  r118.0<8;8,1>:ud                 {@1}                 // $104
        cmp (16|M16)  (ne)f0.0   null<1>:d     r122.0<8;8,1>:d   32:w               {@1}             // $106
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $107
(f0.0)  if (32|M0)                           _stateless_4gb_k0_0_cf  _stateless_4gb_k0_0_cf          // $107
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B003}
_0_011:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r124.0<8;8,1>:d   0:w                                 // $109
        cmp (16|M16)  (ne)f1.0   null<1>:d     r122.0<8;8,1>:d   0:w                                 // $110
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $111
(f1.0)  if (32|M0)                           _0_012            _0_014                                // $111
// B002: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B004}
_0_013:
        shl (16|M0)              r2.0<1>:d     r120.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}        // $115
        shl (16|M16)             r4.0<1>:d     r118.0<8;8,1>:d   r122.0<8;8,1>:d  {Compacted}        // $116
        shr (16|M0)              r6.0<1>:d     r102.0<8;8,1>:ud  -r124.0<8;8,1>:d                    // $117
        shr (16|M16)             r10.0<1>:d    r100.0<8;8,1>:ud  -r122.0<8;8,1>:d                    // $118
        shl (16|M0)              r12.0<1>:d    r102.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}        // $113
        shl (16|M16)             r126.0<1>:d   r100.0<8;8,1>:d   r122.0<8;8,1>:d  {Compacted}        // $114
        or (16|M0)               r102.0<1>:d   r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted,@4}     // $119
        or (16|M16)              r100.0<1>:d   r4.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted,@4}     // $120
        else (32|M0)                         _0_014            _0_014                                // $111
// B003: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B004}
_0_012:
        mov (16|M0)              r12.0<1>:f    r102.0<8;8,1>:f                  {Compacted,@3}       // $125
        mov (16|M16)             r126.0<1>:f   r100.0<8;8,1>:f                  {Compacted,@3}       // $126
        mov (16|M0)              r102.0<1>:f   r120.0<8;8,1>:f                  {Compacted}          // $127
        mov (16|M16)             r100.0<1>:f   r118.0<8;8,1>:f                  {Compacted}          // $128
// B004: [NoMaskWA],  [inDivergent],  Preds:{B003, B002},  Succs:{B005}
_0_014:
        endif (32|M0)                        L1408                                                   // $111
L1408:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r12.0<8;8,1>:d    0:w               {Compacted,@5}    // $130
        cmp (16|M16)  (ne)f0.0   null<1>:d     r126.0<8;8,1>:d   0:w               {@5}              // $131
(f0.0)  or (16|M0)               r102.0<1>:d   r102.0<8;8,1>:d   1:w               {Compacted,@5}    // $134
(f0.0)  or (16|M16)              r100.0<1>:d   r100.0<8;8,1>:d   1:w               {@5}              // $135
// B005: [NoMaskWA],  Preds:{B000, B004},  Succs:{B006}
_stateless_4gb_k0_0_cf:
        endif (32|M0)                        _0_010                                                  // $107
// B006: Preds:{B005},  Succs:{}
_0_010:
        add (16|M0)              r4.0<1>:d     -r124.0<8;8,1>:d  159:w               {Compacted}     // $139
        add (16|M16)             r6.0<1>:d     -r122.0<8;8,1>:d  159:w               {Compacted}     // $140
        addc (8|M0)              r2.0<1>:ud    r88.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn,Compacted} // $161
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     23:w               {Compacted,@3}   // $141
        shl (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     23:w               {Compacted,@3}   // $142
        mov (16|M0)              r12.0<1>:f    r102.0<8;8,1>:ud                 {Compacted,@7}       // $137
        mov (16|M16)             r14.0<1>:f    r100.0<8;8,1>:ud                 {Compacted,@7}       // $138
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $161
        addc (8|M8)              r3.0<1>:ud    r89.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}          // $164 R{} IR{}{O:4,O:4,},  {BC=1}
        mul (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@4}     // $143
        mul (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@4}     // $144
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $164
        addc (8|M16)             r18.0<1>:ud   r90.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}          // $167
        and (16|M0)              r20.0<1>:d    r96.0<8;8,1>:d    -2147483648:d                       // $145
        and (16|M16)             r22.0<1>:d    r92.0<8;8,1>:d    -2147483648:d                       // $146
        mov (8|M16)              r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $167
        addc (8|M24)             r19.0<1>:ud   r91.0<8;8,1>:ud   r9.0<0;1,0>:ud   {AccWrEn}          // $170
        or (16|M0)               r20.0<1>:d    r12.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@4}     // $147
        or (16|M16)              r22.0<1>:d    r14.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted,@4}     // $148
        add (8|M0)               r24.0<1>:ud   r86.0<8;8,1>:ud   r9.1<0;1,0>:ud   {Compacted}        // $162
        add (8|M16)              r28.0<1>:ud   r84.0<8;8,1>:ud   r9.1<0;1,0>:ud   {Compacted}        // $168
        add (8|M8)               r25.0<1>:ud   r87.0<8;8,1>:ud   r9.1<0;1,0>:ud   {Compacted}        // $165
        add (8|M24)              r29.0<1>:ud   r85.0<8;8,1>:ud   r9.1<0;1,0>:ud   {Compacted}        // $171
        mov (8|M24)              r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $170
        add (16|M0)              r44.0<1>:f    r98.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@7}     // $149
        add (16|M16)             r52.0<1>:f    r94.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@7}     // $150
        mov (16|M0)              r38.0<1>:f    r116.0<8;8,1>:f                  {Compacted}          // $151
        mov (16|M16)             r46.0<1>:f    r112.0<8;8,1>:f                  {Compacted}          // $152
        mov (16|M0)              r40.0<1>:f    r110.0<8;8,1>:f                  {Compacted}          // $153
        mov (16|M16)             r48.0<1>:f    r108.0<8;8,1>:f                  {Compacted}          // $154
        mov (16|M0)              r42.0<1>:f    r106.0<8;8,1>:f                  {Compacted}          // $155
        mov (16|M16)             r50.0<1>:f    r104.0<8;8,1>:f                  {Compacted}          // $156
        add (8|M0)               r30.1<2>:ud   r10.0<8;8,1>:ud   r24.0<8;8,1>:ud  {Compacted}        // $163
        add (8|M16)              r34.1<2>:ud   r26.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted}        // $169
        add (8|M8)               r32.1<2>:ud   r16.0<8;8,1>:ud   r25.0<8;8,1>:ud  {Compacted}        // $166
        add (8|M24)              r36.1<2>:ud   r4.0<8;8,1>:ud    r29.0<8;8,1>:ud  {Compacted}        // $172
        mov (8|M0)               r30.0<2>:f    r2.0<8;8,1>:f                    {Compacted}          // $173
        mov (8|M16)              r34.0<2>:f    r18.0<8;8,1>:f                   {Compacted}          // $175
        mov (8|M8)               r32.0<2>:f    r3.0<8;8,1>:f                    {Compacted}          // $173
        mov (8|M24)              r36.0<2>:f    r19.0<8;8,1>:f                   {Compacted}          // $175
        send.dc1 (16|M0)         null     r30     r38     0x200            0x080699FF           {@2,$6} // wr:4+8, rd:0; a64 dword scattering write // $177
        send.dc1 (16|M16)        null     r34     r46     0x200            0x080699FF           {@1,$7} // wr:4+8, rd:0; a64 dword scattering write // $178
        addc (8|M0)              r12.0<1>:ud   r9.2<0;1,0>:ud    r82.0<8;8,1>:ud  {AccWrEn,Compacted} // $189
        mov (16|M0)              r15.0<1>:w    r82.0<4;1,0>:b                                        // $185
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $189
        addc (8|M8)              r13.0<1>:ud   r9.2<0;1,0>:ud    r83.0<8;8,1>:ud  {AccWrEn}          // $191
        mov (16|M16)             r2.0<1>:w     r80.0<4;1,0>:b                                        // $186
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $191
        addc (8|M16)             r4.0<1>:ud    r9.2<0;1,0>:ud    r80.0<8;8,1>:ud  {AccWrEn}          // $193
        add (8|M0)               r21.1<2>:ud   r14.0<8;8,1>:ud   r9.3<0;1,0>:ud   {@5}               // $190
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $193
        addc (8|M24)             r5.0<1>:ud    r9.2<0;1,0>:ud    r81.0<8;8,1>:ud  {AccWrEn}          // $195
        add (8|M8)               r23.1<2>:ud   r16.0<8;8,1>:ud   r9.3<0;1,0>:ud   {@5}               // $192
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $195
        mov (8|M0)               r21.0<2>:f    r12.0<8;8,1>:f                   {Compacted}          // $197
        add (8|M16)              r25.1<2>:ud   r20.0<8;8,1>:ud   r9.3<0;1,0>:ud   {@5}               // $194
        mov (8|M8)               r23.0<2>:f    r13.0<8;8,1>:f                   {Compacted,@7}       // $197
        add (8|M24)              r27.1<2>:ud   r18.0<8;8,1>:ud   r9.3<0;1,0>:ud   {@4}               // $196
        mov (8|M16)              r25.0<2>:f    r4.0<8;8,1>:f                    {Compacted,@7}       // $199
        mov (8|M24)              r27.0<2>:f    r5.0<8;8,1>:f                    {Compacted,@7}       // $199
(W)     mov (16|M0)              r32.0<1>:f    0x0:f                               {Compacted,$6.src} //  (0x00000000:f); $212
(W)     mov (16|M16)             r19.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $214
(W)     mov (2|M0)               r16.0<1>:f    r8.6<2;2,1>:f                    {Compacted}          // $211
(W)     mov (8|M0)               r127.0<1>:f   r114.0<8;8,1>:f                  {Compacted}          // $222
        send.dc1 (16|M0)         r6       r75     null    0x0            0x082410FF           {$8} // wr:4+0, rd:2; a64 byte gathering read 8b // $179
        send.dc1 (16|M16)        r10      r58     null    0x0            0x082410FF           {$9} // wr:4+0, rd:2; a64 byte gathering read 8b // $181
        xor (16|M0)              r3.0<2>:b     r6.0<4;1,0>:b     r15.0<16;16,1>:w {$8.dst}           // $185
        xor (16|M16)             r17.0<2>:b    r10.0<4;1,0>:b    r2.0<16;16,1>:w  {$9.dst}           // $186
        mov (16|M0)              r30.0<1>:ud   r3.0<2;1,0>:ub                   {@2}                 // $201
        mov (16|M16)             r6.0<1>:ud    r17.0<2;1,0>:ub                  {@2}                 // $203
        send.dc1 (16|M0)         null     r21     r30     0x80            0x080690FF           {@2,$10} // wr:4+2, rd:0; a64 byte scattering write 8b // $202
        send.dc1 (16|M16)        null     r25     r6      0x80            0x080690FF           {@1,$11} // wr:4+2, rd:0; a64 byte scattering write 8b // $204
        send.dc1 (16|M0)         r10      r75     null    0x0            0x082410FF           {$12} // wr:4+0, rd:2; a64 byte gathering read 8b // $205
        send.dc1 (16|M16)        r14      r58     null    0x0            0x082410FF           {$13} // wr:4+0, rd:2; a64 byte gathering read 8b // $207
        mov (16|M0)              r32.0<1>:d    r10.0<4;1,0>:ub                  {$12.dst}            // $209
        mov (16|M16)             r19.0<1>:d    r14.0<4;1,0>:ub                  {$13.dst}            // $210
(W)     add (16|M0)              r12.0<1>:d    r32.0<8;8,1>:d    r19.0<8;8,1>:d   {Compacted,@1}     // $216
(W)     add (8|M0)               r2.0<1>:d     r12.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted,@1}     // $217
(W)     add (4|M0)               r4.0<1>:d     r2.0<4;4,1>:d     r2.4<4;4,1>:d    {@1}               // $218
(W)     add (2|M0)               r3.0<1>:d     r4.0<2;2,1>:d     r4.2<2;2,1>:d    {Compacted,@1}     // $219
        sync.nop                             null                             {Compacted,$11.src}    // $220
(W)     add (1|M0)               r6.0<1>:d     r3.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted,@1}     // $220
(W)     send.dc1 (1|M0)          null     r16     r6      0x40            0x040487FF           {@1,$14} // wr:2+1, rd:0; untyped a64 atomic int32 integer add // $221
(W)     send.dc0 (8|M0)          r5       r114    null    0x0            0x0219E000           {$15} // wr:1h+0, rd:1; synchronized global fence flushing // $222
(W)     mov (8|M0)               null<1>:ud    r5.0<8;8,1>:ud                   {$15.dst}            //  memory fence commit; $222
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $222


//.BankConflicts: 9
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 9
//.SIMD16ReadSuppressions: 1
//.SIMD8s: 347
//
//.RMWs: 2
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 2
//.accSubCandidateUse: 2
