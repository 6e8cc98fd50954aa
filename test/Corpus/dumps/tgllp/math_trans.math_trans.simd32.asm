//.kernel math_trans
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 1557
//.RA type	HYBRID_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r67.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r67.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r67.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=8 type=uq align=4 words (r80.0)
//.declare V0047 (55)  rf=r size=8 type=uq align=4 words (r66.1)
//.declare V0048 (56)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r118.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r116.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r72.0)
//.declare P01 (67)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0059 (68)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0060 (69)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0061 (70)  rf=r size=4 type=f align=2 words (r2.0)
//.declare V0062 (71)  rf=r size=4 type=f align=2 words (r3.0)
//.declare V0063 (72)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0064 (73)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0065 (74)  rf=r size=64 type=d alias=V0059+0 align=16 words (r4.0)
//.declare V0066 (75)  rf=r size=64 type=d alias=V0060+0 align=16 words (r6.0)
//.declare V0067 (76)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0068 (77)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0069 (78)  rf=r size=4 type=f align=2 words (r12.0)
//.declare V0070 (79)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0071 (80)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0072 (81)  rf=r size=4 type=f align=2 words (r18.0)
//.declare V0073 (82)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0074 (83)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0075 (84)  rf=r size=4 type=f align=2 words (r24.0)
//.declare V0076 (85)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0077 (86)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0078 (87)  rf=r size=4 type=f align=2 words (r28.0)
//.declare V0079 (88)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0080 (89)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0081 (90)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0082 (91)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0083 (92)  rf=r size=64 type=d alias=V0076+0 align=16 words (r30.0)
//.declare V0084 (93)  rf=r size=64 type=d alias=V0077+0 align=16 words (r32.0)
//.declare V0085 (94)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0086 (95)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0087 (96)  rf=r size=4 type=f align=2 words (r14.0)
//.declare V0088 (97)  rf=r size=4 type=f align=2 words (r14.1)
//.declare V0089 (98)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0090 (99)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0091 (100)  rf=r size=4 type=f align=2 words (r15.0)
//.declare V0092 (101)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0093 (102)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0094 (103)  rf=r size=4 type=f align=2 words (r2.0)
//.declare V0095 (104)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0096 (105)  rf=r size=64 type=f align=16 words (r86.0)
//.declare V0097 (106)  rf=r size=64 type=f alias=V0081+0 align=16 words (r38.0)
//.declare V0098 (107)  rf=r size=64 type=f alias=V0082+0 align=16 words (r12.0)
//.declare V0099 (108)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0100 (109)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0101 (110)  rf=r size=64 type=d alias=V0057+0 align=16 words (r74.0)
//.declare V0102 (111)  rf=r size=64 type=d alias=V0058+0 align=16 words (r72.0)
//.declare P02 (112)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0103 (113)  rf=r size=64 type=f alias=V0099+0 align=16 words (r62.0)
//.declare V0104 (114)  rf=r size=64 type=f alias=V0100+0 align=16 words (r64.0)
//.declare V0105 (115)  rf=r size=4 type=f align=2 words (r66.6)
//.declare V0106 (116)  rf=r size=4 type=f align=2 words (r66.4)
//.declare V0107 (117)  rf=r size=4 type=f align=2 words (r66.5)
//.declare V0108 (118)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0109 (119)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0110 (120)  rf=r size=64 type=ud alias=V0099+0 align=16 words (r62.0)
//.declare V0111 (121)  rf=r size=64 type=ud alias=V0100+0 align=16 words (r64.0)
//.declare V0112 (122)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0113 (123)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0114 (124)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0115 (125)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0116 (126)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0117 (127)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0120 (130)  rf=r size=64 type=ud alias=V0114+0 align=16 words (r10.0)
//.declare V0121 (131)  rf=r size=64 type=ud alias=V0115+0 align=16 words (r12.0)
//.declare V0122 (132)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0124 (134)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0126 (136)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0127 (137)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0130 (140)  rf=r size=64 type=ud alias=V0126+0 align=16 words (r8.0)
//.declare V0131 (141)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r20.0)
//.declare V0136 (146)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0137 (147)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0138 (148)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0140 (150)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0142 (152)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0143 (153)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0146 (156)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r8.0)
//.declare V0147 (157)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r18.0)
//.declare V0148 (158)  rf=r size=64 type=ud alias=V0142+0 align=16 words (r6.0)
//.declare V0149 (159)  rf=r size=64 type=ud alias=V0143+0 align=16 words (r20.0)
//.declare V0152 (162)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0153 (163)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0154 (164)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0156 (166)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0158 (168)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0159 (169)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0162 (172)  rf=r size=64 type=ud alias=V0152+0 align=16 words (r6.0)
//.declare V0163 (173)  rf=r size=64 type=ud alias=V0153+0 align=16 words (r8.0)
//.declare V0164 (174)  rf=r size=64 type=ud alias=V0158+0 align=16 words (r18.0)
//.declare V0165 (175)  rf=r size=64 type=ud alias=V0159+0 align=16 words (r20.0)
//.declare V0168 (178)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0169 (179)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0170 (180)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0172 (182)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0174 (184)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0175 (185)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0178 (188)  rf=r size=64 type=ud alias=V0168+0 align=16 words (r6.0)
//.declare V0179 (189)  rf=r size=64 type=ud alias=V0169+0 align=16 words (r18.0)
//.declare V0180 (190)  rf=r size=64 type=ud alias=V0174+0 align=16 words (r8.0)
//.declare V0181 (191)  rf=r size=64 type=ud alias=V0175+0 align=16 words (r20.0)
//.declare V0184 (194)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0185 (195)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0186 (196)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0188 (198)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0190 (200)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0191 (201)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0194 (204)  rf=r size=64 type=ud alias=V0184+0 align=16 words (r6.0)
//.declare V0195 (205)  rf=r size=64 type=ud alias=V0185+0 align=16 words (r8.0)
//.declare V0196 (206)  rf=r size=64 type=ud alias=V0190+0 align=16 words (r18.0)
//.declare V0197 (207)  rf=r size=64 type=ud alias=V0191+0 align=16 words (r20.0)
//.declare V0200 (210)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0201 (211)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0202 (212)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0204 (214)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0206 (216)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0207 (217)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0210 (220)  rf=r size=64 type=ud alias=V0200+0 align=16 words (r6.0)
//.declare V0211 (221)  rf=r size=64 type=ud alias=V0201+0 align=16 words (r18.0)
//.declare V0212 (222)  rf=r size=64 type=ud alias=V0206+0 align=16 words (r8.0)
//.declare V0213 (223)  rf=r size=64 type=ud alias=V0207+0 align=16 words (r20.0)
//.declare V0216 (226)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0217 (227)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0218 (228)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0220 (230)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0222 (232)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0223 (233)  rf=r size=64 type=d align=16 words (r20.0)
//.declare P03 (234)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0224 (235)  rf=r size=64 type=ud alias=V0222+0 align=16 words (r18.0)
//.declare V0225 (236)  rf=r size=64 type=ud alias=V0223+0 align=16 words (r20.0)
//.declare V0226 (237)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0227 (238)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0228 (239)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0229 (240)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0230 (241)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0231 (242)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0232 (243)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0233 (244)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0234 (245)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0235 (246)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0236 (247)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0237 (248)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0238 (249)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0239 (250)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0240 (251)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0241 (252)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0242 (253)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0243 (254)  rf=r size=64 type=d align=16 words (r42.0)
//.declare P04 (255)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0244 (256)  rf=r size=64 type=ud alias=V0242+0 align=16 words (r32.0)
//.declare V0245 (257)  rf=r size=64 type=ud alias=V0243+0 align=16 words (r42.0)
//.declare V0246 (258)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0247 (259)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0248 (260)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0249 (261)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0250 (262)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0251 (263)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0252 (264)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0253 (265)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0254 (266)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0255 (267)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0256 (268)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0257 (269)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0258 (270)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0259 (271)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0260 (272)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0261 (273)  rf=r size=64 type=d align=16 words (r56.0)
//.declare P05 (274)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0262 (275)  rf=r size=64 type=ud alias=V0260+0 align=16 words (r54.0)
//.declare V0263 (276)  rf=r size=64 type=ud alias=V0261+0 align=16 words (r56.0)
//.declare V0264 (277)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0265 (278)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0266 (279)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0267 (280)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0268 (281)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0269 (282)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0270 (283)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0271 (284)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0272 (285)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0273 (286)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0274 (287)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0275 (288)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0276 (289)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0277 (290)  rf=r size=64 type=d align=16 words (r30.0)
//.declare P06 (291)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0278 (292)  rf=r size=64 type=ud alias=V0276+0 align=16 words (r28.0)
//.declare V0279 (293)  rf=r size=64 type=ud alias=V0277+0 align=16 words (r30.0)
//.declare V0280 (294)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0281 (295)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0282 (296)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0283 (297)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0284 (298)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0285 (299)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0286 (300)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0287 (301)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0288 (302)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0289 (303)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0290 (304)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0291 (305)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0292 (306)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0293 (307)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0294 (308)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0295 (309)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0296 (310)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0297 (311)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0298 (312)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0299 (313)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0300 (314)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0301 (315)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0302 (316)  rf=r size=64 type=ud alias=V0282+0 align=16 words (r22.0)
//.declare V0303 (317)  rf=r size=64 type=ud alias=V0283+0 align=16 words (r24.0)
//.declare V0304 (318)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0305 (319)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0306 (320)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0307 (321)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0308 (322)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0309 (323)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0310 (324)  rf=r size=64 type=ud alias=V0284+0 align=16 words (r18.0)
//.declare V0311 (325)  rf=r size=64 type=ud alias=V0285+0 align=16 words (r20.0)
//.declare V0312 (326)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0313 (327)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0314 (328)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0315 (329)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0316 (330)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0317 (331)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0318 (332)  rf=r size=64 type=ud alias=V0286+0 align=16 words (r26.0)
//.declare V0319 (333)  rf=r size=64 type=ud alias=V0287+0 align=16 words (r34.0)
//.declare P07 (334)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0320 (335)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0321 (336)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0322 (337)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0323 (338)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0324 (339)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0325 (340)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0326 (341)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0327 (342)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0328 (343)  rf=r size=64 type=ud alias=V0320+0 align=16 words (r6.0)
//.declare V0329 (344)  rf=r size=64 type=ud alias=V0321+0 align=16 words (r8.0)
//.declare V0330 (345)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0331 (346)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0332 (347)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0333 (348)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0334 (349)  rf=r size=64 type=ud alias=V0322+0 align=16 words (r44.0)
//.declare V0335 (350)  rf=r size=64 type=ud alias=V0323+0 align=16 words (r48.0)
//.declare V0336 (351)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0337 (352)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0338 (353)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0339 (354)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0340 (355)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0341 (356)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0342 (357)  rf=r size=64 type=ud alias=V0324+0 align=16 words (r36.0)
//.declare V0343 (358)  rf=r size=64 type=ud alias=V0325+0 align=16 words (r38.0)
//.declare V0344 (359)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0345 (360)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0346 (361)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0347 (362)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0348 (363)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0349 (364)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0350 (365)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0351 (366)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0352 (367)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0353 (368)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0354 (369)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0355 (370)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0356 (371)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0357 (372)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0358 (373)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0359 (374)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0360 (375)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0361 (376)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0362 (377)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0363 (378)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0364 (379)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0365 (380)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0366 (381)  rf=r size=64 type=ud alias=V0358+0 align=16 words (r22.0)
//.declare V0367 (382)  rf=r size=64 type=ud alias=V0359+0 align=16 words (r24.0)
//.declare V0368 (383)  rf=r size=64 type=ud alias=V0364+0 align=16 words (r38.0)
//.declare V0369 (384)  rf=r size=64 type=ud alias=V0365+0 align=16 words (r40.0)
//.declare V0370 (385)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0371 (386)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0372 (387)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0373 (388)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0374 (389)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0375 (390)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0376 (391)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0377 (392)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0378 (393)  rf=r size=64 type=ud alias=V0360+0 align=16 words (r26.0)
//.declare V0379 (394)  rf=r size=64 type=ud alias=V0361+0 align=16 words (r34.0)
//.declare V0380 (395)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0381 (396)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0382 (397)  rf=r size=64 type=ud alias=V0362+0 align=16 words (r30.0)
//.declare V0383 (398)  rf=r size=64 type=ud alias=V0363+0 align=16 words (r36.0)
//.declare V0384 (399)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0385 (400)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0386 (401)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0387 (402)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0388 (403)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0389 (404)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0390 (405)  rf=r size=64 type=ud alias=V0380+0 align=16 words (r28.0)
//.declare V0391 (406)  rf=r size=64 type=ud alias=V0381+0 align=16 words (r32.0)
//.declare V0392 (407)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0393 (408)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0394 (409)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0395 (410)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0396 (411)  rf=r size=64 type=ud alias=V0384+0 align=16 words (r22.0)
//.declare V0397 (412)  rf=r size=64 type=ud alias=V0385+0 align=16 words (r24.0)
//.declare V0398 (413)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0399 (414)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0400 (415)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0401 (416)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0402 (417)  rf=r size=64 type=ud alias=V0398+0 align=16 words (r30.0)
//.declare V0403 (418)  rf=r size=64 type=ud alias=V0399+0 align=16 words (r34.0)
//.declare V0404 (419)  rf=r size=64 type=ud alias=V0400+0 align=16 words (r36.0)
//.declare V0405 (420)  rf=r size=64 type=ud alias=V0401+0 align=16 words (r48.0)
//.declare V0406 (421)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0407 (422)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0408 (423)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0409 (424)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0410 (425)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0411 (426)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0412 (427)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0413 (428)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0414 (429)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0415 (430)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0416 (431)  rf=r size=64 type=ud alias=V0410+0 align=16 words (r14.0)
//.declare V0417 (432)  rf=r size=64 type=ud alias=V0411+0 align=16 words (r16.0)
//.declare V0418 (433)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0419 (434)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0420 (435)  rf=r size=64 type=f alias=V0386+0 align=16 words (r46.0)
//.declare V0421 (436)  rf=r size=64 type=f alias=V0387+0 align=16 words (r10.0)
//.declare V0422 (437)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0423 (438)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0424 (439)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0425 (440)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0426 (441)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0427 (442)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0428 (443)  rf=r size=64 type=f alias=V0412+0 align=16 words (r20.0)
//.declare V0429 (444)  rf=r size=64 type=f alias=V0413+0 align=16 words (r26.0)
//.declare V0430 (445)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0431 (446)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0432 (447)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0433 (448)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0434 (449)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0435 (450)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0436 (451)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0437 (452)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0438 (453)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0439 (454)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0440 (455)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0441 (456)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0442 (457)  rf=r size=4 type=f align=2 words (r2.0)
//.declare V0443 (458)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0444 (459)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0445 (460)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0446 (461)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0447 (462)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0448 (463)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0449 (464)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0450 (465)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0451 (466)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0452 (467)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0453 (468)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0454 (469)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0455 (470)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0456 (471)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0457 (472)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0458 (473)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0459 (474)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0460 (475)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0461 (476)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0462 (477)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0463 (478)  rf=r size=4 type=f align=2 words (r16.0)
//.declare V0464 (479)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0465 (480)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0466 (481)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0467 (482)  rf=r size=64 type=f align=16 words (r32.0)
//.declare P08 (483)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0472 (488)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0473 (489)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0474 (490)  rf=r size=4 type=f align=2 words (r2.0)
//.declare V0475 (491)  rf=r size=4 type=f align=2 words (r3.0)
//.declare V0476 (492)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0477 (493)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0478 (494)  rf=r size=4 type=f align=2 words (r9.0)
//.declare V0479 (495)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0480 (496)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0481 (497)  rf=r size=4 type=f align=2 words (r15.0)
//.declare V0482 (498)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0483 (499)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0484 (500)  rf=r size=4 type=f align=2 words (r21.0)
//.declare V0485 (501)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0486 (502)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0487 (503)  rf=r size=4 type=f align=2 words (r27.0)
//.declare V0488 (504)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0489 (505)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0490 (506)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0491 (507)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0492 (508)  rf=r size=64 type=d alias=V0430+0 align=16 words (r36.0)
//.declare V0493 (509)  rf=r size=64 type=d alias=V0431+0 align=16 words (r34.0)
//.declare V0494 (510)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0495 (511)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0496 (512)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0497 (513)  rf=r size=64 type=d align=16 words (r16.0)
//.declare P09 (514)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0498 (515)  rf=r size=64 type=ud alias=V0496+0 align=16 words (r14.0)
//.declare V0499 (516)  rf=r size=64 type=ud alias=V0497+0 align=16 words (r16.0)
//.declare V0500 (517)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0501 (518)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0502 (519)  rf=r size=64 type=f alias=V0494+0 align=16 words (r10.0)
//.declare V0503 (520)  rf=r size=64 type=f alias=V0495+0 align=16 words (r12.0)
//.declare P10 (521)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0504 (522)  rf=r size=64 type=ud alias=V0490+0 align=16 words (r6.0)
//.declare V0505 (523)  rf=r size=64 type=ud alias=V0491+0 align=16 words (r8.0)
//.declare V0506 (524)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0507 (525)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0508 (526)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0509 (527)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0510 (528)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0511 (529)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0512 (530)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0513 (531)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0514 (532)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0515 (533)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0516 (534)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0517 (535)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0518 (536)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0519 (537)  rf=r size=4 type=f align=2 words (r6.1)
//.declare V0520 (538)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0521 (539)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0522 (540)  rf=r size=4 type=f align=2 words (r7.0)
//.declare V0523 (541)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0524 (542)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0525 (543)  rf=r size=4 type=f align=2 words (r16.0)
//.declare V0526 (544)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0527 (545)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0528 (546)  rf=r size=4 type=f align=2 words (r17.0)
//.declare V0529 (547)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0530 (548)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0531 (549)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0532 (550)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0533 (551)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0534 (552)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0535 (553)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V0536 (554)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0537 (555)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0538 (556)  rf=r size=64 type=d alias=V0512+0 align=16 words (r8.0)
//.declare V0539 (557)  rf=r size=64 type=d alias=V0513+0 align=16 words (r30.0)
//.declare P11 (558)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0540 (559)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0541 (560)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0542 (561)  rf=r size=64 type=f alias=V0536+0 align=16 words (r2.0)
//.declare V0543 (562)  rf=r size=64 type=f alias=V0537+0 align=16 words (r4.0)
//.declare P12 (563)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0544 (564)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0545 (565)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0546 (566)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0547 (567)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0548 (568)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0549 (569)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0550 (570)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0551 (571)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0552 (572)  rf=r size=4 type=f align=2 words (r14.0)
//.declare V0553 (573)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0554 (574)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0555 (575)  rf=r size=4 type=f align=2 words (r20.0)
//.declare V0556 (576)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0557 (577)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0558 (578)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0559 (579)  rf=r size=64 type=f align=16 words (r8.0)
//.declare P13 (580)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P14 (581)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0560 (582)  rf=r size=64 type=f align=16 words (r90.0)
//.declare V0561 (583)  rf=r size=64 type=f align=16 words (r88.0)
//.declare V0562 (584)  rf=r size=64 type=f align=16 words (r78.0)
//.declare V0563 (585)  rf=r size=64 type=f align=16 words (r82.0)
//.declare P15 (586)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P16 (587)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0564 (588)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0565 (589)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0566 (590)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0567 (591)  rf=r size=64 type=f align=16 words (r4.0)
//.declare P17 (592)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0568 (593)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0569 (594)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0570 (595)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0571 (596)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0572 (597)  rf=r size=64 type=d alias=V0566+0 align=16 words (r2.0)
//.declare V0573 (598)  rf=r size=64 type=d alias=V0567+0 align=16 words (r4.0)
//.declare V0574 (599)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0575 (600)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0576 (601)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0577 (602)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0578 (603)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0579 (604)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0580 (605)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0581 (606)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0582 (607)  rf=r size=64 type=f alias=V0574+0 align=16 words (r16.0)
//.declare V0583 (608)  rf=r size=64 type=f alias=V0575+0 align=16 words (r18.0)
//.declare V0584 (609)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0585 (610)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0586 (611)  rf=r size=4 type=f align=2 words (r26.0)
//.declare V0587 (612)  rf=r size=4 type=f align=2 words (r26.1)
//.declare V0588 (613)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0589 (614)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0590 (615)  rf=r size=4 type=f align=2 words (r27.0)
//.declare V0591 (616)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0592 (617)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0593 (618)  rf=r size=4 type=f align=2 words (r14.0)
//.declare V0594 (619)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0595 (620)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0596 (621)  rf=r size=4 type=f align=2 words (r15.0)
//.declare V0597 (622)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0598 (623)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0599 (624)  rf=r size=4 type=f align=2 words (r20.0)
//.declare V0600 (625)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0601 (626)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0602 (627)  rf=r size=4 type=f align=2 words (r21.0)
//.declare V0603 (628)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0604 (629)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0605 (630)  rf=r size=4 type=f align=2 words (r26.0)
//.declare V0606 (631)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0607 (632)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0608 (633)  rf=r size=4 type=f align=2 words (r14.0)
//.declare V0609 (634)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0610 (635)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0611 (636)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0612 (637)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0613 (638)  rf=r size=4 type=f align=2 words (r20.0)
//.declare V0614 (639)  rf=r size=4 type=f align=2 words (r28.0)
//.declare V0615 (640)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0616 (641)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0617 (642)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0618 (643)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0619 (644)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V0620 (645)  rf=r size=64 type=f align=16 words (r70.0)
//.declare V0621 (646)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0622 (647)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0623 (648)  rf=r size=64 type=d alias=V0619+0 align=16 words (r68.0)
//.declare V0624 (649)  rf=r size=64 type=d alias=V0620+0 align=16 words (r70.0)
//.declare V0625 (650)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0626 (651)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0627 (652)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0628 (653)  rf=r size=64 type=d align=16 words (r38.0)
//.declare  (654)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (655)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0629 (656)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0630 (657)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0631 (658)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0632 (659)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0633 (660)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0634 (661)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0635 (662)  rf=r size=64 type=ud alias=V0619+0 align=16 words (r68.0)
//.declare V0636 (663)  rf=r size=64 type=ud alias=V0620+0 align=16 words (r70.0)
//.declare V0637 (664)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0638 (665)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0639 (666)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0640 (667)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0641 (668)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0642 (669)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0643 (670)  rf=r size=64 type=ud alias=V0641+0 align=16 words (r2.0)
//.declare V0644 (671)  rf=r size=64 type=ud alias=V0642+0 align=16 words (r4.0)
//.declare V0645 (672)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0646 (673)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0647 (674)  rf=r size=8 type=q align=4 words (r6.0)
//.declare V0648 (675)  rf=r size=8 type=uq alias=V0647+0 align=4 words (r6.0)
//.declare V0649 (676)  rf=r size=8 type=ud alias=V0647+0 align=4 words (r6.0)
//.declare V0650 (677)  rf=r size=8 type=ud alias=V0046+0 align=4 words (r80.0)
//.declare V0652 (679)  rf=r size=8 type=d alias=V0647+0 align=4 words (r6.0)
//.declare V0658 (685)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0659 (686)  rf=r size=4 type=d align=2 words (r2.0)
//.declare V0660 (687)  rf=r size=4 type=ud alias=V0658+0 align=2 words (r7.0)
//.declare V0661 (688)  rf=r size=4 type=ud alias=V0659+0 align=2 words (r2.0)
//.declare V0664 (691)  rf=r size=4 type=ud align=16 words (r10.0)
//.declare V0665 (692)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0666 (693)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0669 (696)  rf=r size=64 type=ud alias=V0665+0 align=16 words (r12.0)
//.declare V0670 (697)  rf=r size=64 type=ud alias=V0666+0 align=16 words (r20.0)
//.declare V0673 (700)  rf=r size=64 type=ud alias=V0645+0 align=16 words (r8.0)
//.declare V0674 (701)  rf=r size=64 type=ud alias=V0646+0 align=16 words (r14.0)
//.declare V0675 (702)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0676 (703)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0677 (704)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare V0678 (705)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0679 (706)  rf=r size=128 type=uq align=16 words (r36.0)
//.declare V0680 (707)  rf=r size=128 type=uq align=16 words (r25.0)
//.declare V0681 (708)  rf=r size=128 type=ud alias=V0679+0 align=16 words (r36.0)
//.declare V0682 (709)  rf=r size=128 type=ud alias=V0680+0 align=16 words (r25.0)
//.declare V0683 (710)  rf=r size=128 type=d alias=V0679+0 align=16 words (r36.0)
//.declare V0684 (711)  rf=r size=128 type=d alias=V0680+0 align=16 words (r25.0)
//.declare V0685 (712)  rf=r size=192 type=f align=16 words (r40.0)
//.declare V0686 (713)  rf=r size=192 type=f align=16 words (r30.0)
//.declare V0687 (714)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0688 (715)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0689 (716)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0690 (717)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0691 (718)  rf=r size=64 type=f alias=V0631+0 align=16 words (r6.0)
//.declare V0692 (719)  rf=r size=64 type=f alias=V0632+0 align=16 words (r4.0)
//.declare V0693 (720)  rf=r size=64 type=f alias=V0687+0 align=16 words (r10.0)
//.declare V0694 (721)  rf=r size=64 type=f alias=V0688+0 align=16 words (r8.0)
//.declare V0695 (722)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0696 (723)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0697 (724)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0698 (725)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0699 (726)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0700 (727)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0701 (728)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0702 (729)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0703 (730)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0704 (731)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0705 (732)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0706 (733)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0707 (734)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0708 (735)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0709 (736)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0710 (737)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0711 (738)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0712 (739)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0713 (740)  rf=r size=64 type=d alias=V0699+0 align=16 words (r18.0)
//.declare V0714 (741)  rf=r size=64 type=d alias=V0700+0 align=16 words (r12.0)
//.declare V0715 (742)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0716 (743)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0717 (744)  rf=r size=64 type=f alias=V0711+0 align=16 words (r14.0)
//.declare V0718 (745)  rf=r size=64 type=f alias=V0712+0 align=16 words (r52.0)
//.declare V0719 (746)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0720 (747)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0721 (748)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0722 (749)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0723 (750)  rf=r size=64 type=f alias=V0719+0 align=16 words (r30.0)
//.declare V0724 (751)  rf=r size=64 type=f alias=V0720+0 align=16 words (r54.0)
//.declare V0725 (752)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0726 (753)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0727 (754)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0728 (755)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0729 (756)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0730 (757)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0731 (758)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0732 (759)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0733 (760)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0734 (761)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0735 (762)  rf=r size=64 type=d alias=V0731+0 align=16 words (r32.0)
//.declare V0736 (763)  rf=r size=64 type=d alias=V0732+0 align=16 words (r30.0)
//.declare P18 (764)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0737 (765)  rf=r size=64 type=ud alias=V0733+0 align=16 words (r12.0)
//.declare V0738 (766)  rf=r size=64 type=ud alias=V0734+0 align=16 words (r4.0)
//.declare P19 (767)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0739 (768)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0740 (769)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0741 (770)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0742 (771)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0743 (772)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0744 (773)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0745 (774)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0746 (775)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0747 (776)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0748 (777)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0749 (778)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0750 (779)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0751 (780)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0752 (781)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0753 (782)  rf=r size=64 type=d alias=V0747+0 align=16 words (r18.0)
//.declare V0754 (783)  rf=r size=64 type=d alias=V0748+0 align=16 words (r20.0)
//.declare V0755 (784)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0756 (785)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0757 (786)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0758 (787)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0759 (788)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0760 (789)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0761 (790)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0762 (791)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0763 (792)  rf=r size=64 type=f alias=V0761+0 align=16 words (r68.0)
//.declare V0764 (793)  rf=r size=64 type=f alias=V0762+0 align=16 words (r76.0)
//.declare V0765 (794)  rf=r size=64 type=d alias=V0759+0 align=16 words (r10.0)
//.declare V0766 (795)  rf=r size=64 type=d alias=V0760+0 align=16 words (r12.0)
//.declare V0767 (796)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0768 (797)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0769 (798)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0770 (799)  rf=r size=64 type=d align=16 words (r4.0)
//.declare  (800)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (801)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0771 (802)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0772 (803)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0773 (804)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0774 (805)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0775 (806)  rf=r size=64 type=ud alias=V0773+0 align=16 words (r10.0)
//.declare V0776 (807)  rf=r size=64 type=ud alias=V0774+0 align=16 words (r12.0)
//.declare V0777 (808)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0778 (809)  rf=r size=64 type=d align=16 words (r16.0)
//.declare  (810)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (811)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P20 (812)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P21 (813)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P22 (814)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P23 (815)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P24 (816)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0779 (817)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0780 (818)  rf=r size=64 type=f align=16 words (r4.0)
//.declare P25 (819)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P26 (820)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0781 (821)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0782 (822)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0783 (823)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0784 (824)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0785 (825)  rf=r size=64 type=f alias=V0781+0 align=16 words (r2.0)
//.declare V0786 (826)  rf=r size=64 type=f alias=V0782+0 align=16 words (r6.0)
//.declare P27 (827)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0787 (828)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0788 (829)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0789 (830)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0790 (831)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0791 (832)  rf=r size=64 type=d alias=V0783+0 align=16 words (r4.0)
//.declare V0792 (833)  rf=r size=64 type=d alias=V0784+0 align=16 words (r8.0)
//.declare V0793 (834)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0794 (835)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0795 (836)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0796 (837)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0797 (838)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0798 (839)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0799 (840)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0800 (841)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0801 (842)  rf=r size=64 type=ud alias=V0797+0 align=16 words (r10.0)
//.declare V0802 (843)  rf=r size=64 type=ud alias=V0798+0 align=16 words (r12.0)
//.declare V0803 (844)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0804 (845)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0805 (846)  rf=r size=8 type=q align=4 words (r18.0)
//.declare V0806 (847)  rf=r size=8 type=uq alias=V0805+0 align=4 words (r18.0)
//.declare V0807 (848)  rf=r size=8 type=ud alias=V0805+0 align=4 words (r18.0)
//.declare V0808 (849)  rf=r size=8 type=ud alias=V0047+0 align=4 words (r66.2)
//.declare V0810 (851)  rf=r size=8 type=d alias=V0805+0 align=4 words (r18.0)
//.declare V0816 (857)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0817 (858)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0820 (861)  rf=r size=64 type=ud alias=V0816+0 align=16 words (r2.0)
//.declare V0821 (862)  rf=r size=64 type=ud alias=V0817+0 align=16 words (r26.0)
//.declare V0824 (865)  rf=r size=64 type=ud alias=V0803+0 align=16 words (r16.0)
//.declare V0825 (866)  rf=r size=64 type=ud alias=V0804+0 align=16 words (r22.0)
//.declare V0828 (869)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0829 (870)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0830 (871)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0831 (872)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0832 (873)  rf=r size=128 type=uq align=16 words (r28.0)
//.declare V0833 (874)  rf=r size=128 type=uq align=16 words (r32.0)
//.declare V0834 (875)  rf=r size=128 type=ud alias=V0832+0 align=16 words (r28.0)
//.declare V0835 (876)  rf=r size=128 type=ud alias=V0833+0 align=16 words (r32.0)
//.declare V0836 (877)  rf=r size=128 type=d alias=V0832+0 align=16 words (r28.0)
//.declare V0837 (878)  rf=r size=128 type=d alias=V0833+0 align=16 words (r32.0)
//.declare V0838 (879)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0839 (880)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0840 (881)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0841 (882)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0852 (893)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0853 (894)  rf=r size=4 type=d align=2 words (r11.0)
//.declare V0854 (895)  rf=r size=4 type=ud alias=V0852+0 align=2 words (r11.0)
//.declare V0855 (896)  rf=r size=4 type=ud alias=V0853+0 align=2 words (r11.0)
//.declare V0858 (899)  rf=r size=4 type=ud align=16 words (r13.0)
//.declare V0859 (900)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0860 (901)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0863 (904)  rf=r size=64 type=ud alias=V0859+0 align=16 words (r16.0)
//.declare V0864 (905)  rf=r size=64 type=ud alias=V0860+0 align=16 words (r14.0)
//.declare V0867 (908)  rf=r size=64 type=ud alias=V0840+0 align=16 words (r6.0)
//.declare V0868 (909)  rf=r size=64 type=ud alias=V0841+0 align=16 words (r24.0)
//.declare V0869 (910)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0870 (911)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0871 (912)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare V0872 (913)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare V0873 (914)  rf=r size=128 type=uq align=16 words (r53.0)
//.declare V0874 (915)  rf=r size=128 type=uq align=16 words (r57.0)
//.declare V0875 (916)  rf=r size=128 type=ud alias=V0873+0 align=16 words (r53.0)
//.declare V0876 (917)  rf=r size=128 type=ud alias=V0874+0 align=16 words (r57.0)
//.declare V0877 (918)  rf=r size=128 type=d alias=V0873+0 align=16 words (r53.0)
//.declare V0878 (919)  rf=r size=128 type=d alias=V0874+0 align=16 words (r57.0)
//.declare V0879 (920)  rf=r size=128 type=f align=16 words (r88.0)
//.declare V0880 (921)  rf=r size=128 type=f align=16 words (r92.0)
//.declare V0881 (922)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0882 (923)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0883 (924)  rf=r size=64 type=f alias=V0789+0 align=16 words (r68.0)
//.declare V0884 (925)  rf=r size=64 type=f alias=V0790+0 align=16 words (r80.0)
//.declare V0885 (926)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0886 (927)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0887 (928)  rf=r size=64 type=d alias=V0881+0 align=16 words (r2.0)
//.declare V0888 (929)  rf=r size=64 type=d alias=V0882+0 align=16 words (r26.0)
//.declare V0889 (930)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0890 (931)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0891 (932)  rf=r size=64 type=ud alias=V0885+0 align=16 words (r22.0)
//.declare V0892 (933)  rf=r size=64 type=ud alias=V0886+0 align=16 words (r28.0)
//.declare V0893 (934)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0894 (935)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0905 (946)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0906 (947)  rf=r size=4 type=d align=2 words (r6.1)
//.declare V0907 (948)  rf=r size=4 type=ud alias=V0905+0 align=2 words (r6.0)
//.declare V0908 (949)  rf=r size=4 type=ud alias=V0906+0 align=2 words (r6.1)
//.declare V0911 (952)  rf=r size=4 type=ud align=16 words (r7.0)
//.declare V0912 (953)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0913 (954)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0916 (957)  rf=r size=64 type=ud alias=V0912+0 align=16 words (r38.0)
//.declare V0917 (958)  rf=r size=64 type=ud alias=V0913+0 align=16 words (r24.0)
//.declare V0920 (961)  rf=r size=64 type=ud alias=V0893+0 align=16 words (r20.0)
//.declare V0921 (962)  rf=r size=64 type=ud alias=V0894+0 align=16 words (r40.0)
//.declare V0922 (963)  rf=r size=32 type=ud align=16 words (r42.0)
//.declare V0923 (964)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare V0924 (965)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare V0925 (966)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0926 (967)  rf=r size=128 type=uq align=16 words (r43.0)
//.declare V0927 (968)  rf=r size=128 type=uq align=16 words (r49.0)
//.declare V0928 (969)  rf=r size=128 type=ud alias=V0926+0 align=16 words (r43.0)
//.declare V0929 (970)  rf=r size=128 type=ud alias=V0927+0 align=16 words (r49.0)
//.declare V0930 (971)  rf=r size=128 type=d alias=V0926+0 align=16 words (r43.0)
//.declare V0931 (972)  rf=r size=128 type=d alias=V0927+0 align=16 words (r49.0)
//.declare V0932 (973)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0933 (974)  rf=r size=64 type=f align=16 words (r108.0)
//.declare V0934 (975)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0935 (976)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0946 (987)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0947 (988)  rf=r size=4 type=d align=2 words (r5.1)
//.declare V0948 (989)  rf=r size=4 type=ud alias=V0946+0 align=2 words (r5.0)
//.declare V0949 (990)  rf=r size=4 type=ud alias=V0947+0 align=2 words (r5.1)
//.declare V0952 (993)  rf=r size=4 type=ud align=16 words (r7.0)
//.declare V0953 (994)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0954 (995)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0957 (998)  rf=r size=64 type=ud alias=V0953+0 align=16 words (r12.0)
//.declare V0958 (999)  rf=r size=64 type=ud alias=V0954+0 align=16 words (r24.0)
//.declare V0961 (1002)  rf=r size=64 type=ud alias=V0934+0 align=16 words (r8.0)
//.declare V0962 (1003)  rf=r size=64 type=ud alias=V0935+0 align=16 words (r22.0)
//.declare V0963 (1004)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare V0964 (1005)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0965 (1006)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0966 (1007)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare V0967 (1008)  rf=r size=128 type=uq align=16 words (r49.0)
//.declare V0968 (1009)  rf=r size=128 type=uq align=16 words (r53.0)
//.declare V0969 (1010)  rf=r size=128 type=ud alias=V0967+0 align=16 words (r49.0)
//.declare V0970 (1011)  rf=r size=128 type=ud alias=V0968+0 align=16 words (r53.0)
//.declare V0971 (1012)  rf=r size=128 type=d alias=V0967+0 align=16 words (r49.0)
//.declare V0972 (1013)  rf=r size=128 type=d alias=V0968+0 align=16 words (r53.0)
//.declare V0973 (1014)  rf=r size=128 type=f align=16 words (r84.0)
//.declare V0974 (1015)  rf=r size=128 type=f align=16 words (r48.0)
//.declare V0975 (1016)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0976 (1017)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0977 (1018)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0978 (1019)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0979 (1020)  rf=r size=64 type=d alias=V0975+0 align=16 words (r10.0)
//.declare V0980 (1021)  rf=r size=64 type=d alias=V0976+0 align=16 words (r32.0)
//.declare V0981 (1022)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0982 (1023)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0983 (1024)  rf=r size=64 type=ud alias=V0977+0 align=16 words (r20.0)
//.declare V0984 (1025)  rf=r size=64 type=ud alias=V0978+0 align=16 words (r30.0)
//.declare V0985 (1026)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0986 (1027)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0997 (1038)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0998 (1039)  rf=r size=4 type=d align=2 words (r5.2)
//.declare V0999 (1040)  rf=r size=4 type=ud alias=V0997+0 align=2 words (r8.0)
//.declare V1000 (1041)  rf=r size=4 type=ud alias=V0998+0 align=2 words (r5.2)
//.declare V1003 (1044)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V1004 (1045)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V1005 (1046)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V1008 (1049)  rf=r size=64 type=ud alias=V1004+0 align=16 words (r38.0)
//.declare V1009 (1050)  rf=r size=64 type=ud alias=V1005+0 align=16 words (r22.0)
//.declare V1012 (1053)  rf=r size=64 type=ud alias=V0985+0 align=16 words (r34.0)
//.declare V1013 (1054)  rf=r size=64 type=ud alias=V0986+0 align=16 words (r40.0)
//.declare V1014 (1055)  rf=r size=32 type=ud align=16 words (r42.0)
//.declare V1015 (1056)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V1016 (1057)  rf=r size=32 type=ud align=16 words (r44.0)
//.declare V1017 (1058)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare V1018 (1059)  rf=r size=128 type=uq align=16 words (r57.0)
//.declare V1019 (1060)  rf=r size=128 type=uq align=16 words (r61.0)
//.declare V1020 (1061)  rf=r size=128 type=ud alias=V1018+0 align=16 words (r57.0)
//.declare V1021 (1062)  rf=r size=128 type=ud alias=V1019+0 align=16 words (r61.0)
//.declare V1022 (1063)  rf=r size=128 type=d alias=V1018+0 align=16 words (r57.0)
//.declare V1023 (1064)  rf=r size=128 type=d alias=V1019+0 align=16 words (r61.0)
//.declare V1024 (1065)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V1025 (1066)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V1026 (1067)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V1027 (1068)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V1038 (1079)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V1039 (1080)  rf=r size=4 type=d align=2 words (r2.0)
//.declare V1040 (1081)  rf=r size=4 type=ud alias=V1038+0 align=2 words (r5.0)
//.declare V1041 (1082)  rf=r size=4 type=ud alias=V1039+0 align=2 words (r2.0)
//.declare V1044 (1085)  rf=r size=4 type=ud align=16 words (r19.0)
//.declare V1045 (1086)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V1046 (1087)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V1049 (1090)  rf=r size=64 type=ud alias=V1045+0 align=16 words (r6.0)
//.declare V1050 (1091)  rf=r size=64 type=ud alias=V1046+0 align=16 words (r12.0)
//.declare V1053 (1094)  rf=r size=64 type=ud alias=V1026+0 align=16 words (r46.0)
//.declare V1054 (1095)  rf=r size=64 type=ud alias=V1027+0 align=16 words (r30.0)
//.declare V1055 (1096)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V1056 (1097)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V1057 (1098)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V1058 (1099)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V1059 (1100)  rf=r size=128 type=uq align=16 words (r21.0)
//.declare V1060 (1101)  rf=r size=128 type=uq align=16 words (r25.0)
//.declare V1061 (1102)  rf=r size=128 type=ud alias=V1059+0 align=16 words (r21.0)
//.declare V1062 (1103)  rf=r size=128 type=ud alias=V1060+0 align=16 words (r25.0)
//.declare V1063 (1104)  rf=r size=128 type=d alias=V1059+0 align=16 words (r21.0)
//.declare V1064 (1105)  rf=r size=128 type=d alias=V1060+0 align=16 words (r25.0)
//.declare V1065 (1106)  rf=r size=128 type=f align=16 words (r34.0)
//.declare V1066 (1107)  rf=r size=128 type=f align=16 words (r44.0)
//.declare V1067 (1108)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V1068 (1109)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V1069 (1110)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V1070 (1111)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V1071 (1112)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V1072 (1113)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V1073 (1114)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V1074 (1115)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V1075 (1116)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V1076 (1117)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V1077 (1118)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V1078 (1119)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V1079 (1120)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V1080 (1121)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V1081 (1122)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1082 (1123)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1083 (1124)  rf=r size=64 type=d alias=V1079+0 align=16 words (r40.0)
//.declare V1084 (1125)  rf=r size=64 type=d alias=V1080+0 align=16 words (r42.0)
//.declare V1085 (1126)  rf=r size=64 type=ud alias=V1079+0 align=16 words (r40.0)
//.declare V1086 (1127)  rf=r size=64 type=ud alias=V1080+0 align=16 words (r42.0)
//.declare V1087 (1128)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1088 (1129)  rf=r size=64 type=d align=16 words (r32.0)
//.declare P28 (1130)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V1089 (1131)  rf=r size=64 type=ud alias=V1087+0 align=16 words (r2.0)
//.declare V1090 (1132)  rf=r size=64 type=ud alias=V1088+0 align=16 words (r32.0)
//.declare V1091 (1133)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1092 (1134)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1093 (1135)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V1094 (1136)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V1095 (1137)  rf=r size=8 type=q align=4 words (r8.0)
//.declare V1096 (1138)  rf=r size=8 type=uq alias=V1095+0 align=4 words (r8.0)
//.declare V1097 (1139)  rf=r size=8 type=ud alias=V1095+0 align=4 words (r8.0)
//.declare V1099 (1141)  rf=r size=8 type=d alias=V1095+0 align=4 words (r8.0)
//.declare V1105 (1147)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V1106 (1148)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V1109 (1151)  rf=r size=64 type=ud alias=V1105+0 align=16 words (r10.0)
//.declare V1110 (1152)  rf=r size=64 type=ud alias=V1106+0 align=16 words (r18.0)
//.declare V1113 (1155)  rf=r size=64 type=ud alias=V1093+0 align=16 words (r6.0)
//.declare V1114 (1156)  rf=r size=64 type=ud alias=V1094+0 align=16 words (r12.0)
//.declare V1117 (1159)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V1118 (1160)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V1119 (1161)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V1120 (1162)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare V1121 (1163)  rf=r size=128 type=uq align=16 words (r23.0)
//.declare V1122 (1164)  rf=r size=128 type=uq align=16 words (r27.0)
//.declare V1123 (1165)  rf=r size=128 type=ud alias=V1121+0 align=16 words (r23.0)
//.declare V1124 (1166)  rf=r size=128 type=ud alias=V1122+0 align=16 words (r27.0)
//.declare V1125 (1167)  rf=r size=128 type=d alias=V1121+0 align=16 words (r23.0)
//.declare V1126 (1168)  rf=r size=128 type=d alias=V1122+0 align=16 words (r27.0)
//.declare V1127 (1169)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1128 (1170)  rf=r size=64 type=f align=16 words (r4.0)
//.declare P29 (1171)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V1129 (1172)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1130 (1173)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1131 (1174)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1132 (1175)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1133 (1176)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1134 (1177)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1135 (1178)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1136 (1179)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1137 (1180)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1138 (1181)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1139 (1182)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1140 (1183)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1141 (1184)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1142 (1185)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1143 (1186)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1144 (1187)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1145 (1188)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1146 (1189)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1147 (1190)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1148 (1191)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1149 (1192)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1150 (1193)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1151 (1194)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1152 (1195)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1153 (1196)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1154 (1197)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V1155 (1198)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1156 (1199)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1157 (1200)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1158 (1201)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1159 (1202)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1160 (1203)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V1161 (1204)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1162 (1205)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1163 (1206)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1164 (1207)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1165 (1208)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1166 (1209)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1167 (1210)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1168 (1211)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V1169 (1212)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1170 (1213)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1171 (1214)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1172 (1215)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1173 (1216)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1174 (1217)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1175 (1218)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1176 (1219)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V1177 (1220)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1178 (1221)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1179 (1222)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1180 (1223)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1181 (1224)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1182 (1225)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V1183 (1226)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V1184 (1227)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1185 (1228)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1186 (1229)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1187 (1230)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1188 (1231)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V1189 (1232)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1190 (1233)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V1191 (1234)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1192 (1235)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1193 (1236)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1194 (1237)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1195 (1238)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1196 (1239)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1197 (1240)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1198 (1241)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1199 (1242)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1200 (1243)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1201 (1244)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V1202 (1245)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1203 (1246)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1204 (1247)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1205 (1248)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V1206 (1249)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V1207 (1250)  rf=r size=64 type=d alias=V1201+0 align=16 words (r42.0)
//.declare V1208 (1251)  rf=r size=64 type=d alias=V1202+0 align=16 words (r14.0)
//.declare V1209 (1252)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V1210 (1253)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V1211 (1254)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1212 (1255)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1213 (1256)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1214 (1257)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1215 (1258)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1216 (1259)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1217 (1260)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V1218 (1261)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1219 (1262)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V1220 (1263)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1221 (1264)  rf=r size=8 type=q align=4 words (r10.0)
//.declare V1222 (1265)  rf=r size=8 type=uq alias=V1221+0 align=4 words (r10.0)
//.declare V1223 (1266)  rf=r size=8 type=ud alias=V1221+0 align=4 words (r10.0)
//.declare V1225 (1268)  rf=r size=8 type=d alias=V1221+0 align=4 words (r10.0)
//.declare V1231 (1274)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V1232 (1275)  rf=r size=4 type=d align=2 words (r7.0)
//.declare V1233 (1276)  rf=r size=4 type=ud alias=V1231+0 align=2 words (r11.0)
//.declare V1234 (1277)  rf=r size=4 type=ud alias=V1232+0 align=2 words (r7.0)
//.declare V1237 (1280)  rf=r size=4 type=ud align=16 words (r30.0)
//.declare V1238 (1281)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1239 (1282)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V1242 (1285)  rf=r size=64 type=ud alias=V1238+0 align=16 words (r4.0)
//.declare V1243 (1286)  rf=r size=64 type=ud alias=V1239+0 align=16 words (r12.0)
//.declare V1246 (1289)  rf=r size=64 type=ud alias=V1219+0 align=16 words (r24.0)
//.declare V1247 (1290)  rf=r size=64 type=ud alias=V1220+0 align=16 words (r2.0)
//.declare V1248 (1291)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V1249 (1292)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V1250 (1293)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare V1251 (1294)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare V1252 (1295)  rf=r size=128 type=uq align=16 words (r37.0)
//.declare V1253 (1296)  rf=r size=128 type=uq align=16 words (r44.0)
//.declare V1254 (1297)  rf=r size=128 type=ud alias=V1252+0 align=16 words (r37.0)
//.declare V1255 (1298)  rf=r size=128 type=ud alias=V1253+0 align=16 words (r44.0)
//.declare V1256 (1299)  rf=r size=128 type=d alias=V1252+0 align=16 words (r37.0)
//.declare V1257 (1300)  rf=r size=128 type=d alias=V1253+0 align=16 words (r44.0)
//.declare V1258 (1301)  rf=r size=128 type=f align=16 words (r48.0)
//.declare V1259 (1302)  rf=r size=128 type=f align=16 words (r34.0)
//.declare V1260 (1303)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1261 (1304)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1262 (1305)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1263 (1306)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1264 (1307)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V1265 (1308)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1266 (1309)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V1267 (1310)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V1268 (1311)  rf=r size=64 type=d alias=V1264+0 align=16 words (r40.0)
//.declare V1269 (1312)  rf=r size=64 type=d alias=V1265+0 align=16 words (r30.0)
//.declare V1270 (1313)  rf=r size=64 type=ud alias=V1264+0 align=16 words (r40.0)
//.declare V1271 (1314)  rf=r size=64 type=ud alias=V1265+0 align=16 words (r30.0)
//.declare V1272 (1315)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V1273 (1316)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V1274 (1317)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1275 (1318)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1276 (1319)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V1277 (1320)  rf=r size=64 type=d align=16 words (r2.0)
//.declare P30 (1321)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P31 (1322)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P32 (1323)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V1278 (1324)  rf=r size=64 type=ud alias=V1276+0 align=16 words (r6.0)
//.declare V1279 (1325)  rf=r size=64 type=ud alias=V1277+0 align=16 words (r2.0)
//.declare P33 (1326)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V1280 (1327)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1281 (1328)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1282 (1329)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1283 (1330)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1284 (1331)  rf=r size=64 type=f alias=V1280+0 align=16 words (r2.0)
//.declare V1285 (1332)  rf=r size=64 type=f alias=V1281+0 align=16 words (r4.0)
//.declare V1286 (1333)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1287 (1334)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1288 (1335)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1289 (1336)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1290 (1337)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1291 (1338)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1292 (1339)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V1293 (1340)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V1294 (1341)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1295 (1342)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1296 (1343)  rf=r size=64 type=f alias=V1292+0 align=16 words (r14.0)
//.declare V1297 (1344)  rf=r size=64 type=f alias=V1293+0 align=16 words (r16.0)
//.declare V1298 (1345)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1299 (1346)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1300 (1347)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1301 (1348)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1302 (1349)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1303 (1350)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1304 (1351)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1305 (1352)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1306 (1353)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V1307 (1354)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V1308 (1355)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1309 (1356)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1310 (1357)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V1311 (1358)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V1312 (1359)  rf=r size=64 type=d alias=V1308+0 align=16 words (r2.0)
//.declare V1313 (1360)  rf=r size=64 type=d alias=V1309+0 align=16 words (r4.0)
//.declare V1314 (1361)  rf=r size=64 type=f alias=V1310+0 align=16 words (r6.0)
//.declare V1315 (1362)  rf=r size=64 type=f alias=V1311+0 align=16 words (r8.0)
//.declare V1316 (1363)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1317 (1364)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1318 (1365)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1319 (1366)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1320 (1367)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1321 (1368)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1322 (1369)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1323 (1370)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1324 (1371)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1325 (1372)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1326 (1373)  rf=r size=4 type=f align=2 words (r18.0)
//.declare V1327 (1374)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V1328 (1375)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1329 (1376)  rf=r size=64 type=d alias=V1324+0 align=16 words (r20.0)
//.declare V1330 (1377)  rf=r size=64 type=d alias=V1325+0 align=16 words (r22.0)
//.declare P34 (1378)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V1331 (1379)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1332 (1380)  rf=r size=64 type=f align=16 words (r30.0)
//.declare P35 (1381)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V1333 (1382)  rf=r size=64 type=ud alias=V1327+0 align=16 words (r24.0)
//.declare V1334 (1383)  rf=r size=64 type=ud alias=V1328+0 align=16 words (r26.0)
//.declare V1335 (1384)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1336 (1385)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1337 (1386)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V1338 (1387)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (1388)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (1389)  rf=r size=32 type=uw align=16 words (r7.0)
//.declare  (1390)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare  (1391)  rf=r size=32 type=uw align=16 words (r15.0)
//.declare  (1392)  rf=r size=32 type=uw align=16 words (r18.0)
//.declare  (1393)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare  (1394)  rf=r size=32 type=uw align=16 words (r4.0)
//.declare  (1395)  rf=r size=2 type=w align=1 words (r50.0)
//.declare  (1403)  rf=r size=2 type=uw align=1 words (r6.0)
//.declare  (1405)  rf=r size=4 type=f align=2 words (r6.0)
//.declare  (1407)  rf=r size=2 type=uw align=1 words (r14.0)
//.declare  (1409)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1411)  rf=r size=2 type=w align=1 words (r6.0)
//.declare  (1413)  rf=r size=4 type=f align=2 words (r19.0)
//.declare  (1415)  rf=r size=64 type=d align=16 words (r22.0)
//.declare  (1416)  rf=r size=64 type=d align=16 words (r24.0)
//.declare  (1417)  rf=r size=64 type=d align=16 words (r26.0)
//.declare  (1418)  rf=r size=64 type=d align=16 words (r28.0)
//.declare  (1419)  rf=r size=64 type=d align=16 words (r34.0)
//.declare  (1420)  rf=r size=64 type=d align=16 words (r36.0)
//.declare  (1421)  rf=r size=64 type=d align=16 words (r24.0)
//.declare  (1422)  rf=r size=64 type=d align=16 words (r28.0)
//.declare  (1423)  rf=r size=64 type=d align=16 words (r38.0)
//.declare  (1424)  rf=r size=64 type=d align=16 words (r40.0)
//.declare  (1425)  rf=r size=64 type=d align=16 words (r28.0)
//.declare  (1426)  rf=r size=64 type=d align=16 words (r30.0)
//.declare  (1427)  rf=r size=64 type=d align=16 words (r42.0)
//.declare  (1428)  rf=r size=64 type=d align=16 words (r44.0)
//.declare  (1429)  rf=r size=64 type=d align=16 words (r30.0)
//.declare  (1430)  rf=r size=64 type=d align=16 words (r32.0)
//.declare  (1431)  rf=r size=64 type=d align=16 words (r46.0)
//.declare  (1432)  rf=r size=64 type=d align=16 words (r48.0)
//.declare  (1433)  rf=r size=64 type=d align=16 words (r32.0)
//.declare  (1434)  rf=r size=64 type=d align=16 words (r36.0)
//.declare  (1435)  rf=r size=64 type=d align=16 words (r50.0)
//.declare  (1436)  rf=r size=64 type=d align=16 words (r52.0)
//.declare  (1437)  rf=r size=64 type=d align=16 words (r36.0)
//.declare  (1438)  rf=r size=64 type=d align=16 words (r40.0)
//.declare  (1439)  rf=r size=64 type=ud alias=+0 align=16 words (r22.0)
//.declare  (1440)  rf=r size=64 type=ud alias=+0 align=16 words (r24.0)
//.declare  (1441)  rf=r size=64 type=ud alias=+0 align=16 words (r26.0)
//.declare  (1442)  rf=r size=64 type=ud alias=+0 align=16 words (r28.0)
//.declare  (1443)  rf=r size=64 type=ud alias=+0 align=16 words (r34.0)
//.declare  (1444)  rf=r size=64 type=ud alias=+0 align=16 words (r36.0)
//.declare  (1445)  rf=r size=64 type=ud alias=+0 align=16 words (r24.0)
//.declare  (1446)  rf=r size=64 type=ud alias=+0 align=16 words (r28.0)
//.declare  (1447)  rf=r size=64 type=ud alias=+0 align=16 words (r38.0)
//.declare  (1448)  rf=r size=64 type=ud alias=+0 align=16 words (r40.0)
//.declare  (1449)  rf=r size=64 type=ud alias=+0 align=16 words (r28.0)
//.declare  (1450)  rf=r size=64 type=ud alias=+0 align=16 words (r30.0)
//.declare  (1451)  rf=r size=64 type=ud alias=+0 align=16 words (r42.0)
//.declare  (1452)  rf=r size=64 type=ud alias=+0 align=16 words (r44.0)
//.declare  (1453)  rf=r size=64 type=ud alias=+0 align=16 words (r30.0)
//.declare  (1454)  rf=r size=64 type=ud alias=+0 align=16 words (r32.0)
//.declare  (1455)  rf=r size=64 type=ud alias=+0 align=16 words (r46.0)
//.declare  (1456)  rf=r size=64 type=ud alias=+0 align=16 words (r48.0)
//.declare  (1457)  rf=r size=64 type=ud alias=+0 align=16 words (r32.0)
//.declare  (1458)  rf=r size=64 type=ud alias=+0 align=16 words (r36.0)
//.declare  (1459)  rf=r size=64 type=ud alias=+0 align=16 words (r50.0)
//.declare  (1460)  rf=r size=64 type=ud alias=+0 align=16 words (r52.0)
//.declare  (1461)  rf=r size=64 type=ud alias=+0 align=16 words (r36.0)
//.declare  (1462)  rf=r size=64 type=ud alias=+0 align=16 words (r40.0)
//.declare  (1463)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare  (1464)  rf=r size=8 type=ud align=16 words (r66.0) Input_Output
//.declare  (1465)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (1466)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (1467)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (1468)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (1469)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (1470)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (1471)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (1472)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (1473)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (1474)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (1475)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (1476)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (1477)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (1478)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (1479)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (1480)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (1481)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (1482)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (1483)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (1484)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (1485)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (1486)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (1487)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (1488)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (1489)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (1490)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (1491)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (1492)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (1493)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (1494)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (1495)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (1496)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (1497)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (1498)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (1499)  rf=r size=32 type=d align=16 words (r36.0)
//.declare  (1500)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (1501)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (1502)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (1503)  rf=r size=32 type=d align=16 words (r40.0)
//.declare  (1504)  rf=r size=32 type=d align=16 words (r41.0)
//.declare  (1505)  rf=r size=32 type=d align=16 words (r42.0)
//.declare  (1506)  rf=r size=32 type=d align=16 words (r43.0)
//.declare  (1507)  rf=r size=32 type=d align=16 words (r44.0)
//.declare  (1508)  rf=r size=32 type=d align=16 words (r45.0)
//.declare  (1509)  rf=r size=32 type=d align=16 words (r46.0)
//.declare  (1510)  rf=r size=32 type=d align=16 words (r47.0)
//.declare  (1511)  rf=r size=32 type=d align=16 words (r48.0)
//.declare  (1512)  rf=r size=32 type=d align=16 words (r49.0)
//.declare  (1513)  rf=r size=32 type=d align=16 words (r50.0)
//.declare  (1514)  rf=r size=32 type=d align=16 words (r51.0)
//.declare  (1515)  rf=r size=32 type=d align=16 words (r52.0)
//.declare  (1516)  rf=r size=32 type=d align=16 words (r53.0)
//.declare  (1517)  rf=r size=32 type=d align=16 words (r54.0)
//.declare  (1518)  rf=r size=32 type=d align=16 words (r55.0)
//.declare  (1519)  rf=r size=32 type=d align=16 words (r56.0)
//.declare  (1520)  rf=r size=32 type=d align=16 words (r57.0)
//.declare  (1521)  rf=r size=32 type=d align=16 words (r58.0)
//.declare  (1522)  rf=r size=32 type=d align=16 words (r59.0)
//.declare  (1523)  rf=r size=32 type=d align=16 words (r60.0)
//.declare  (1524)  rf=r size=32 type=d align=16 words (r61.0)
//.declare  (1525)  rf=r size=32 type=d align=16 words (r62.0)
//.declare  (1526)  rf=r size=32 type=d align=16 words (r63.0)
//.declare  (1527)  rf=r size=32 type=d align=16 words (r64.0)
//.declare  (1528)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1529)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1530)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1531)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1532)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1533)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1534)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1535)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1536)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1537)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1538)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1539)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1540)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1541)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1542)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1543)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1544)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1545)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1546)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1547)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1548)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1549)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1550)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1551)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1552)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1553)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1554)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1555)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1556)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1557)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1558)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1559)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1560)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1561)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1562)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1563)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1564)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1565)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1566)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1567)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1568)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1569)  rf=r size=8 type=w align=1 words (r0.0)

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
// | V1337    | :uq      |      8 | r8       | general    |
// | V1338    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r67.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r67.2<0;1,0>:uw  {@1}               // $4
(W)     mach (1|M0)              r3.0<1>:d     r8.4<0;1,0>:d     r67.1<0;1,0>:d                      // $7
(W)     mov (1|M0)               r80.0<1>:ud   0x6E10CA2E:ud                                         // $2
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $7
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $8
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $9
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $10
        shl (16|M0)              r118.0<1>:d   r4.0<8;8,1>:d     2:w               {Compacted,@2}    // $11
        shl (16|M16)             r116.0<1>:d   r10.0<8;8,1>:d    2:w               {Compacted,@2}    // $12
        send.dc1 (16|M0)         r74      r118    null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $14
        send.dc1 (16|M16)        r72      r116    null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x // $16
(W)     mov (1|M0)               r80.1<1>:ud   0x6E10CA2E:ud                                         // $2
(W)     mov (1|M0)               r66.2<1>:ud   0x6E10CA2E:ud                                         // $3
(W)     mov (1|M0)               r66.3<1>:ud   0x6E10CA2E:ud                                         // $3
        cmp (16|M0)   (gt)f1.0   null<1>:f     (abs)r74.0<8;8,1>:f  0x461C4000:f            {$0.dst} // $17
        cmp (16|M16)  (gt)f1.0   null<1>:f     (abs)r72.0<8;8,1>:f  0x461C4000:f            {$1.dst} // $18
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $19
(~f1.0) if (32|M0)                           _0_038            _0_040                                // $19
// B001: [inDivergent],  Preds:{B000},  Succs:{B009}
_0_039:
(W)     mov (1|M0)               r2.0<1>:f     0x3EA2F983:f                                          // $21
(W)     mov (1|M0)               r3.0<1>:f     0x4B400000:f                               {Compacted} // $22
(W)     mov (1|M0)               r12.0<1>:f    0xC0490000:f                                          // $29
        mad (16|M0)              r4.0<1>:f     r3.0<0;0>:f       r74.0<8;1>:f      r2.0<0>:f        {Compacted,@2} // $23
        mad (16|M16)             r6.0<1>:f     r3.0<0;0>:f       r72.0<8;1>:f      r2.0<0>:f        {Compacted} // $24
        shl (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     31:w               {Compacted,@2}   // $25
        shl (16|M16)             r10.0<1>:d    r6.0<8;8,1>:d     31:w               {Compacted,@2}   // $26
        add (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     0xCB400000:f               {Compacted} // $27
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0xCB400000:f               {Compacted} // $28
(W)     mov (1|M0)               r18.0<1>:f    0xBA7DA000:f                                          // $32
        mad (16|M0)              r14.0<1>:f    r74.0<8;1>:f      acc0.0<8;1>:f     r12.0<0>:f       {Compacted,@7} // $30
        mad (16|M16)             r16.0<1>:f    r72.0<8;1>:f      r6.0<8;1>:f       r12.0<0>:f       {Compacted,@3} // $31
(W)     mov (1|M0)               r24.0<1>:f    0xB4222000:f                                          // $35
        mad (16|M0)              r20.0<1>:f    r14.0<8;1>:f      acc0.0<8;1>:f     r18.0<0>:f       {Compacted,@3} // $33
        mad (16|M16)             r22.0<1>:f    r16.0<8;1>:f      r6.0<8;1>:f       r18.0<0>:f       {Compacted,@3} // $34
(W)     mov (1|M0)               r28.0<1>:f    0xACB4611A:f                                          // $38
        mad (16|M0)              r26.0<1>:f    r20.0<8;1>:f      acc0.0<8;1>:f     r24.0<0>:f       {Compacted,@3} // $36
        mad (16|M16)             r2.0<1>:f     r22.0<8;1>:f      r6.0<8;1>:f       r24.0<0>:f       {Compacted,@3} // $37 R{r24,} IR{}{E:3,E:3,},  R{r24,} IR{}{O:3,O:3,},  {BC=2}
        mad (16|M0)              r30.0<1>:f    r26.0<8;1>:f      acc0.0<8;1>:f     r28.0<0>:f       {Compacted,@2} // $39
        mad (16|M16)             r32.0<1>:f    r2.0<8;1>:f       r6.0<8;1>:f       r28.0<0>:f       {Compacted,@2} // $40
        mul (16|M0)              r34.0<1>:f    r30.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@2}     // $41
        mul (16|M16)             r36.0<1>:f    r32.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@2}     // $42
(W)     mov (1|M0)               r14.0<1>:f    0x362EDEF8:f                                          // $45
(W)     mov (1|M0)               r14.1<1>:f    0xB94FB7FF:f                                          // $46
(W)     mov (1|M0)               r15.0<1>:f    0x3C08876A:f                                          // $49
        mad (16|M0)              acc0.0<1>:f   r14.1<0;0>:f      r34.0<8;1>:f      r14.0<0>:f       {Compacted,@2} // $47
        mad (16|M16)             r18.0<1>:f    r14.1<0;0>:f      r36.0<8;1>:f      r14.0<0>:f       {Compacted,@5} // $48
(W)     mov (1|M0)               r2.0<1>:f     0xBE2AAAA6:f                                          // $52
        mad (16|M0)              acc0.0<1>:f   r15.0<0;0>:f      acc0.0<8;1>:f     r34.0<1>:f       {Compacted,@4} // $50
        mad (16|M16)             r4.0<1>:f     r15.0<0;0>:f      r18.0<8;1>:f      r36.0<1>:f       {Compacted,@3} // $51
        mad (16|M0)              r6.0<1>:f     r2.0<0;0>:f       acc0.0<8;1>:f     r34.0<1>:f       {Compacted,@3} // $53 R{} IR{}{E:1,E:1,},  R{r2,} IR{} {BC=1}
        mad (16|M16)             r22.0<1>:f    r2.0<0;0>:f       r4.0<8;1>:f       r36.0<1>:f       {Compacted,@2} // $54 R{r2,} IR{}{E:2,E:2,},  R{r2,} IR{}{O:2,O:2,},  {BC=2}
        mul (16|M0)              acc0.0<1>:f   r34.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@2}     // $55
        mul (16|M16)             r22.0<1>:f    r36.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@2}     // $56
        xor (16|M0)              r38.0<1>:d    r8.0<8;8,1>:d     r30.0<8;8,1>:d   {Compacted}        // $43
        xor (16|M16)             r12.0<1>:d    r10.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $44
        mad (16|M0)              r76.0<1>:f    r38.0<8;1>:f      acc0.0<8;1>:f     r38.0<1>:f       {Compacted,@2} // $57
        mad (16|M16)             r86.0<1>:f    r12.0<8;1>:f      r22.0<8;1>:f      r12.0<1>:f       {Compacted,@2} // $58
        else (32|M0)                         _0_040            _0_040                                // $19
// B002: [inDivergent],  Preds:{B000},  Succs:{B003, B004}
_0_038:
        and (16|M0)              r62.0<1>:d    r74.0<8;8,1>:d    2147483647:d                        // $61
        and (16|M16)             r64.0<1>:d    r72.0<8;8,1>:d    2147483647:d                        // $62
        cmp (16|M0)   (lt)f0.0   null<1>:f     (abs)r62.0<8;8,1>:f  0x40000000:f            {Compacted,@2} // $63
        cmp (16|M16)  (lt)f0.0   null<1>:f     (abs)r64.0<8;8,1>:f  0x40000000:f            {@2}     // $64
(W)     mov (1|M0)               r66.6<1>:f    0x33A22168:f                                          // $65
(W)     mov (1|M0)               r66.4<1>:f    0x3FC90FDA:f                                          // $66
(W)     mov (1|M0)               r66.5<1>:f    0x3F000000:f                               {Compacted} // $67
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $68
(~f0.0) if (32|M0)                           _0_041            _0_043                                // $68
// B003: [NoMaskWA],  [inDivergent],  Preds:{B002},  Succs:{B005}
_0_042:
        shr (16|M0)              r2.0<1>:d     r62.0<8;8,1>:ud   23:w               {Compacted}      // $70
(W)     mov (1|M0)               r66.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $76
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $76
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}               // $76
        and (16|M0)              r6.0<1>:d     r74.0<8;8,1>:d    8388607:d                           // $72
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $76
        and (16|M16)             r8.0<1>:d     r72.0<8;8,1>:d    8388607:d                           // $73
        or (16|M0)               r10.0<1>:d    r6.0<8;8,1>:d     8388608:d               {@3}        // $74
        or (16|M16)              r12.0<1>:d    r8.0<8;8,1>:d     8388608:d               {@2}        // $75
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r10.0<8;8,1>:d    0x63AB:uw              {@2}         // $76
        mach (8|M0)              r14.0<1>:d    r10.0<8;8,1>:d    -28220501:d                         // $76
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r11.0<8;8,1>:d    0x63AB:uw                           // $76
        mach (8|M8)              r15.0<1>:d    r11.0<8;8,1>:d    -28220501:d                         // $77
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r12.0<8;8,1>:d    0x63AB:uw              {@5}         // $77
        mach (8|M16)             r16.0<1>:d    r12.0<8;8,1>:d    -28220501:d                         // $77
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r13.0<8;8,1>:d    0x63AB:uw                           // $77
        mach (8|M24)             r17.0<1>:d    r13.0<8;8,1>:d    -28220501:d                         // $78
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r10.0<8;8,1>:ud   0x63AB:uw                           // $78
        mach (8|M0)              r18.0<1>:d    r10.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r11.0<8;8,1>:ud   0x63AB:uw                           // $78
        mach (8|M8)              r19.0<1>:d    r11.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn} // $83
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x63AB:uw                           // $83
        mach (8|M16)             r6.0<1>:d     r12.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x63AB:uw                           // $83
        mach (8|M24)             r7.0<1>:d     r13.0<8;8,1>:ud   0xFE5163AB:ud              {AccWrEn} // $88
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r10.0<8;8,1>:d    0x9041:uw                           // $88
        mach (8|M0)              r8.0<1>:d     r10.0<8;8,1>:d    1011060801:d                        // $88
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r11.0<8;8,1>:d    0x9041:uw                           // $88
        mach (8|M8)              r9.0<1>:d     r11.0<8;8,1>:d    1011060801:d                        // $89
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r12.0<8;8,1>:d    0x9041:uw                           // $89
        mach (8|M16)             r20.0<1>:d    r12.0<8;8,1>:d    1011060801:d                        // $89
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r13.0<8;8,1>:d    0x9041:uw                           // $89
        mach (8|M24)             r21.0<1>:d    r13.0<8;8,1>:d    1011060801:d                        // $90
        addc (8|M0)              r22.0<1>:ud   r8.0<8;8,1>:ud    r18.0<8;8,1>:ud  {AccWrEn,Compacted,@7} // $90
        shr (16|M16)             r4.0<1>:d     r64.0<8;8,1>:ud   23:w               {Compacted}      // $71
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $90
        addc (8|M8)              r23.0<1>:ud   r9.0<8;8,1>:ud    r19.0<8;8,1>:ud  {AccWrEn,@7}       // $90
(W)     mov (1|M0)               r66.1<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $76
        mov (8|M8)               r25.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $90
        addc (8|M16)             r26.0<1>:ud   r20.0<8;8,1>:ud   r6.0<8;8,1>:ud   {AccWrEn,@7}       // $91
        mov (8|M16)              r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $91
        addc (8|M24)             r27.0<1>:ud   r21.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn,@7}       // $91
        mov (8|M24)              r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $91
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r10.0<8;8,1>:ud   0x9041:uw                           // $92
        mach (8|M0)              r30.0<1>:d    r10.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r11.0<8;8,1>:ud   0x9041:uw                           // $92
        mach (8|M8)              r31.0<1>:d    r11.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn} // $97
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x9041:uw                           // $97
        mach (8|M16)             r32.0<1>:d    r12.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x9041:uw                           // $97
        mach (8|M24)             r33.0<1>:d    r13.0<8;8,1>:ud   0x3C439041:ud              {AccWrEn} // $102
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r10.0<8;8,1>:d    0x9599:uw                           // $104
        add (16|M0)              r8.0<1>:d     r30.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted,@6}     // $102
        mach (8|M0)              r6.0<1>:d     r10.0<8;8,1>:d    -614296167:d                        // $104
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r11.0<8;8,1>:d    0x9599:uw                           // $104
        mach (8|M8)              r7.0<1>:d     r11.0<8;8,1>:d    -614296167:d                        // $105
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r12.0<8;8,1>:d    0x9599:uw                           // $105
        mach (8|M16)             r20.0<1>:d    r12.0<8;8,1>:d    -614296167:d                        // $105
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r13.0<8;8,1>:d    0x9599:uw                           // $105
        mach (8|M24)             r21.0<1>:d    r13.0<8;8,1>:d    -614296167:d                        // $106
        addc (8|M0)              r34.0<1>:ud   r8.0<8;8,1>:ud    r6.0<8;8,1>:ud   {AccWrEn,Compacted,@7} // $106
        add (16|M16)             r18.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted,@7}     // $103
        mov (8|M0)               r36.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $106
        addc (8|M8)              r35.0<1>:ud   r9.0<8;8,1>:ud    r7.0<8;8,1>:ud   {AccWrEn,@7}       // $106
        mov (8|M8)               r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $106
        addc (8|M16)             r24.0<1>:ud   r18.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn,@4}       // $107
        mov (8|M16)              r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $107
        addc (8|M24)             r25.0<1>:ud   r19.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn,@7}       // $107
        mov (8|M24)              r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $107
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r10.0<8;8,1>:ud   0x9599:uw                           // $108
        mach (8|M0)              r30.0<1>:d    r10.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r11.0<8;8,1>:ud   0x9599:uw                           // $108
        mach (8|M8)              r31.0<1>:d    r11.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn} // $113
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x9599:uw                           // $113
        mach (8|M16)             r32.0<1>:d    r12.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x9599:uw                           // $113
        mach (8|M24)             r33.0<1>:d    r13.0<8;8,1>:ud   0xDB629599:ud              {AccWrEn} // $118
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r10.0<8;8,1>:d    0xDDC0:uw                           // $120
        add (16|M0)              r6.0<1>:d     r30.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted,@6}     // $118
        mach (8|M0)              r18.0<1>:d    r10.0<8;8,1>:d    -181084736:d                        // $120
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r11.0<8;8,1>:d    0xDDC0:uw                           // $120
        mach (8|M8)              r19.0<1>:d    r11.0<8;8,1>:d    -181084736:d                        // $121
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r12.0<8;8,1>:d    0xDDC0:uw                           // $121
        mach (8|M16)             r20.0<1>:d    r12.0<8;8,1>:d    -181084736:d                        // $121
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r13.0<8;8,1>:d    0xDDC0:uw                           // $121
        mach (8|M24)             r21.0<1>:d    r13.0<8;8,1>:d    -181084736:d                        // $122
        addc (8|M0)              r38.0<1>:ud   r6.0<8;8,1>:ud    r18.0<8;8,1>:ud  {AccWrEn,Compacted,@7} // $122
        add (16|M16)             r8.0<1>:d     r32.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted,@7}     // $119
        mov (8|M0)               r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $122
        addc (8|M8)              r39.0<1>:ud   r7.0<8;8,1>:ud    r19.0<8;8,1>:ud  {AccWrEn,@7}       // $122
        mov (8|M8)               r41.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $122
        addc (8|M16)             r28.0<1>:ud   r8.0<8;8,1>:ud    r20.0<8;8,1>:ud  {AccWrEn,@4}       // $123
        mov (8|M16)              r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $123
        addc (8|M24)             r29.0<1>:ud   r9.0<8;8,1>:ud    r21.0<8;8,1>:ud  {AccWrEn,@7}       // $123
        mov (8|M24)              r31.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $123
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r10.0<8;8,1>:ud   0xDDC0:uw                           // $124
        mach (8|M0)              r32.0<1>:d    r10.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r11.0<8;8,1>:ud   0xDDC0:uw                           // $124
        mach (8|M8)              r33.0<1>:d    r11.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn} // $129
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0xDDC0:uw                           // $129
        mach (8|M16)             r36.0<1>:d    r12.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0xDDC0:uw                           // $129
        mach (8|M24)             r37.0<1>:d    r13.0<8;8,1>:ud   0xF534DDC0:ud              {AccWrEn} // $134
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r10.0<8;8,1>:d    0x57D1:uw                           // $136
        add (16|M0)              r6.0<1>:d     r32.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted,@6}     // $134
        mach (8|M0)              r8.0<1>:d     r10.0<8;8,1>:d    -64530479:d                         // $136
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r11.0<8;8,1>:d    0x57D1:uw                           // $136
        mach (8|M8)              r9.0<1>:d     r11.0<8;8,1>:d    -64530479:d                         // $137
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r12.0<8;8,1>:d    0x57D1:uw                           // $137
        mach (8|M16)             r20.0<1>:d    r12.0<8;8,1>:d    -64530479:d                         // $137
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r13.0<8;8,1>:d    0x57D1:uw                           // $137
        mach (8|M24)             r21.0<1>:d    r13.0<8;8,1>:d    -64530479:d                         // $138
        addc (8|M0)              r42.0<1>:ud   r6.0<8;8,1>:ud    r8.0<8;8,1>:ud   {AccWrEn,Compacted,@7} // $138
        add (16|M16)             r18.0<1>:d    r36.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@7}     // $135
        mov (8|M0)               r44.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $138
        addc (8|M8)              r43.0<1>:ud   r7.0<8;8,1>:ud    r9.0<8;8,1>:ud   {AccWrEn,@7}       // $138
        mov (8|M8)               r45.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $138
        addc (8|M16)             r30.0<1>:ud   r18.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn,@4}       // $139
        mov (8|M16)              r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $139
        addc (8|M24)             r31.0<1>:ud   r19.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn,@7}       // $139
        mov (8|M24)              r33.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $139
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r10.0<8;8,1>:ud   0x57D1:uw                           // $140
        mach (8|M0)              r36.0<1>:d    r10.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r11.0<8;8,1>:ud   0x57D1:uw                           // $140
        mach (8|M8)              r37.0<1>:d    r11.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn} // $145
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x57D1:uw                           // $145
        mach (8|M16)             r40.0<1>:d    r12.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x57D1:uw                           // $145
        mach (8|M24)             r41.0<1>:d    r13.0<8;8,1>:ud   0xFC2757D1:ud              {AccWrEn} // $150
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r10.0<8;8,1>:d    0x1529:uw                           // $152
        add (16|M0)              r6.0<1>:d     r36.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted,@6}     // $150
        mach (8|M0)              r18.0<1>:d    r10.0<8;8,1>:d    1313084713:d                        // $152
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r11.0<8;8,1>:d    0x1529:uw                           // $152
        mach (8|M8)              r19.0<1>:d    r11.0<8;8,1>:d    1313084713:d                        // $153
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r12.0<8;8,1>:d    0x1529:uw                           // $153
        mach (8|M16)             r20.0<1>:d    r12.0<8;8,1>:d    1313084713:d                        // $153
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r13.0<8;8,1>:d    0x1529:uw                           // $153
        mach (8|M24)             r21.0<1>:d    r13.0<8;8,1>:d    1313084713:d                        // $154
        addc (8|M0)              r46.0<1>:ud   r6.0<8;8,1>:ud    r18.0<8;8,1>:ud  {AccWrEn,Compacted,@7} // $154
        add (16|M16)             r8.0<1>:d     r40.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted,@7}     // $151
        mov (8|M0)               r48.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $154
        addc (8|M8)              r47.0<1>:ud   r7.0<8;8,1>:ud    r19.0<8;8,1>:ud  {AccWrEn,@7}       // $154
        mov (8|M8)               r49.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $154
        addc (8|M16)             r32.0<1>:ud   r8.0<8;8,1>:ud    r20.0<8;8,1>:ud  {AccWrEn,@4}       // $155
        mov (8|M16)              r36.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $155
        addc (8|M24)             r33.0<1>:ud   r9.0<8;8,1>:ud    r21.0<8;8,1>:ud  {AccWrEn,@7}       // $155
        mov (8|M24)              r37.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $155
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r10.0<8;8,1>:ud   0x1529:uw                           // $156
        mach (8|M0)              r40.0<1>:d    r10.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r11.0<8;8,1>:ud   0x1529:uw                           // $156
        mach (8|M8)              r41.0<1>:d    r11.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn} // $161
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x1529:uw                           // $161
        mach (8|M16)             r44.0<1>:d    r12.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x1529:uw                           // $161
        mach (8|M24)             r45.0<1>:d    r13.0<8;8,1>:ud   0x4E441529:ud              {AccWrEn} // $166
(W&f1.0) mul (8|M0)              acc0.0<1>:d   r10.0<8;8,1>:d    0x836E:uw                           // $168
        add (16|M0)              r6.0<1>:d     r40.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@6}     // $166
        mach (8|M0)              r8.0<1>:d     r10.0<8;8,1>:d    -1560706194:d                       // $168
(W&f1.0) mul (8|M8)              acc0.0<1>:d   r11.0<8;8,1>:d    0x836E:uw                           // $168
        mach (8|M8)              r9.0<1>:d     r11.0<8;8,1>:d    -1560706194:d                       // $169
(W&f1.0) mul (8|M16)             acc0.0<1>:d   r12.0<8;8,1>:d    0x836E:uw                           // $169
        mach (8|M16)             r20.0<1>:d    r12.0<8;8,1>:d    -1560706194:d                       // $169
(W&f1.0) mul (8|M24)             acc0.0<1>:d   r13.0<8;8,1>:d    0x836E:uw                           // $169
        mach (8|M24)             r21.0<1>:d    r13.0<8;8,1>:d    -1560706194:d                       // $170
        addc (8|M0)              r50.0<1>:ud   r6.0<8;8,1>:ud    r8.0<8;8,1>:ud   {AccWrEn,Compacted,@7} // $170
        add (16|M16)             r18.0<1>:d    r44.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted,@7}     // $167
        mov (8|M0)               r52.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $170
        addc (8|M8)              r51.0<1>:ud   r7.0<8;8,1>:ud    r9.0<8;8,1>:ud   {AccWrEn,@7}       // $170
        mov (8|M8)               r53.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $170
        addc (8|M16)             r36.0<1>:ud   r18.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn,@4}       // $171
        mov (8|M16)              r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $171
        addc (8|M24)             r37.0<1>:ud   r19.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn,@7}       // $171
        add (16|M0)              r18.0<1>:d    r2.0<8;8,1>:d     -120:w               {Compacted}    // $184
        mov (8|M24)              r41.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $171
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r10.0<8;8,1>:ud   0x836E:uw                           // $172
        mach (8|M0)              r44.0<1>:d    r10.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r11.0<8;8,1>:ud   0x836E:uw                           // $172
        add (16|M16)             r20.0<1>:d    r4.0<8;8,1>:d     -120:w               {Compacted}    // $185
        mach (8|M8)              r45.0<1>:d    r11.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn} // $177
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r12.0<8;8,1>:ud   0x836E:uw                           // $177
        cmp (16|M0)   (gt)f0.0   null<1>:d     r18.0<8;8,1>:ud   0x1F:uw              {@7}           // $186
        mach (8|M16)             r48.0<1>:d    r12.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn} // 
(W&f1.0) mul (8|M0)              acc0.0<1>:ud  r13.0<8;8,1>:ud   0x836E:uw                           // $177
        add (16|M0)              r6.0<1>:d     r44.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@5}     // $182
        mach (8|M24)             r49.0<1>:d    r13.0<8;8,1>:ud   0xA2F9836E:ud              {AccWrEn} // $182
        cmp (16|M16)  (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x1F:uw              {@7}           // $187
        add (16|M16)             r8.0<1>:d     r48.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted,@2}     // $183
(f0.0)  sel (16|M0)              r56.0<1>:d    r46.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}        // $190
(f0.0)  sel (16|M0)              r54.0<1>:d    r50.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted,@5}     // $188
(W&f1.0) mov (1|M0)              r50.0<1>:hf   0xFFE0:hf                                             // $202
(f0.0)  sel (16|M0)              r60.0<1>:d    r42.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}        // $192
(f0.0)  sel (16|M16)             r58.0<1>:d    r32.0<8;8,1>:d    r36.0<8;8,1>:d                      // $191
(f0.0)  sel (16|M16)             r10.0<1>:d    r36.0<8;8,1>:d    r8.0<8;8,1>:d    {@6}               // $189
(f0.0)  sel (16|M16)             r46.0<1>:d    r50.0<0;1,0>:w    0:w               {@4}              // $203
(f0.0)  sel (16|M0)              r36.0<1>:d    r50.0<0;1,0>:w    0:w                                 // $202
(f0.0)  sel (16|M0)              r44.0<1>:d    r38.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted}        // $194
(f0.0)  sel (16|M16)             r12.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $193
        add (16|M16)             r42.0<1>:d    r46.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@4}     // $205
        add (16|M0)              r32.0<1>:d    r36.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@4}     // $204
(W)     mov (1|M0)               f1.0<1>:ud    r66.0<0;1,0>:ud                                       // $202
        cmp (16|M0)   (gt)f1.0   null<1>:d     r32.0<8;8,1>:ud   0x1F:uw              {@2}           // $206
        cmp (16|M16)  (gt)f1.0   null<1>:d     r42.0<8;8,1>:ud   0x1F:uw              {@4}           // $207
(f0.0)  sel (16|M16)             r40.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d                      // $195
(f1.0)  sel (16|M0)              r46.0<1>:d    r50.0<0;1,0>:w    0:w                                 // $220
(f1.0)  sel (16|M16)             r30.0<1>:d    r58.0<8;8,1>:d    r10.0<8;8,1>:d                      // $209 R{} IR{}{E:5,E:5,},  R{} IR{}{O:5,O:5,},  {BC=2}
(f1.0)  sel (16|M16)             r10.0<1>:d    r50.0<0;1,0>:w    0:w                                 // $221
(f0.0)  sel (16|M16)             r4.0<1>:d     r24.0<8;8,1>:d    r28.0<8;8,1>:d                      // $197
(f0.0)  sel (16|M16)             r52.0<1>:d    r26.0<8;8,1>:d    r24.0<8;8,1>:d                      // $199
(f1.0)  sel (16|M0)              r28.0<1>:d    r56.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}        // $208
(f1.0)  sel (16|M0)              r24.0<1>:d    r60.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}        // $210
        add (16|M0)              r54.0<1>:d    r46.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted,@7}     // $222
        add (16|M16)             r56.0<1>:d    r10.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@6}     // $223 R{} IR{}{E:5,E:5,},  R{} IR{}{O:5,O:5,},  {BC=2}
(f0.0)  sel (16|M0)              r2.0<1>:d     r34.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $196
(f0.0)  sel (16|M0)              r48.0<1>:d    r22.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $198
(f0.0)  sel (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $200
(f0.0)  sel (16|M16)             r8.0<1>:d     r16.0<8;8,1>:d    r26.0<8;8,1>:d                      // $201
        cmp (16|M0)   (gt)f0.0   null<1>:d     r54.0<8;8,1>:ud   0x1F:uw              {@6}           // $224
        cmp (16|M16)  (gt)f0.0   null<1>:d     r56.0<8;8,1>:ud   0x1F:uw              {@6}           // $225
(f1.0)  sel (16|M16)             r14.0<1>:d    r12.0<8;8,1>:d    r58.0<8;8,1>:d                      // $211
(f0.0)  sel (16|M0)              r42.0<1>:d    r50.0<0;1,0>:w    0:w                                 // $236
(f0.0)  sel (16|M16)             r46.0<1>:d    r50.0<0;1,0>:w    0:w                                 // $237
(f1.0)  sel (16|M16)             r34.0<1>:d    r4.0<8;8,1>:d     r40.0<8;8,1>:d                      // $215
(f1.0)  sel (16|M16)             r22.0<1>:d    r40.0<8;8,1>:d    r12.0<8;8,1>:d                      // $213
(f0.0)  sel (16|M0)              r12.0<1>:d    r24.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $226
(f0.0)  sel (16|M16)             r40.0<1>:d    r14.0<8;8,1>:d    r30.0<8;8,1>:d   {@6}               // $227 R{} IR{}{E:7,E:7,},  R{} IR{}{O:7,O:7,},  {BC=2}
        add (16|M0)              r28.0<1>:d    r42.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted,@6}     // $238
        add (16|M16)             r30.0<1>:d    r46.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@6}     // $239
(f1.0)  sel (16|M16)             r20.0<1>:d    r52.0<8;8,1>:d    r4.0<8;8,1>:d                       // $217 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
(f1.0)  sel (16|M0)              r18.0<1>:d    r48.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $216
(f1.0)  sel (16|M0)              r36.0<1>:d    r6.0<8;8,1>:d     r48.0<8;8,1>:d   {Compacted}        // $218
(f1.0)  sel (16|M0)              r16.0<1>:d    r44.0<8;8,1>:d    r60.0<8;8,1>:d   {Compacted}        // $212 R{} IR{}{E:6,E:6,},  R{} IR{}{O:6,O:6,},  {BC=2}
(f1.0)  sel (16|M0)              r26.0<1>:d    r2.0<8;8,1>:d     r44.0<8;8,1>:d   {Compacted}        // $214
(f1.0)  sel (16|M16)             r38.0<1>:d    r8.0<8;8,1>:d     r52.0<8;8,1>:d                      // $219
        cmp (16|M0)   (gt)f1.0   null<1>:d     r28.0<8;8,1>:ud   0x1F:uw              {@7}           // $240
        cmp (16|M16)  (gt)f1.0   null<1>:d     r30.0<8;8,1>:ud   0x1F:uw              {@7}           // $241
(f0.0)  sel (16|M0)              r32.0<1>:d    r36.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@6}     // $234
(f0.0)  sel (16|M16)             r10.0<1>:d    r38.0<8;8,1>:d    r20.0<8;8,1>:d   {@4}               // $235
(f1.0)  sel (16|M0)              r36.0<1>:d    r50.0<0;1,0>:w    0:w                                 // $250
(f1.0)  sel (16|M16)             r38.0<1>:d    r50.0<0;1,0>:w    0:w                                 // $251
(f0.0)  sel (16|M16)             r4.0<1>:d     r22.0<8;8,1>:d    r14.0<8;8,1>:d                      // $229
(f0.0)  sel (16|M16)             r48.0<1>:d    r20.0<8;8,1>:d    r34.0<8;8,1>:d                      // $233
(f0.0)  sel (16|M0)              r2.0<1>:d     r16.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted,@7}     // $228
(f0.0)  sel (16|M0)              r6.0<1>:d     r26.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted,@7}     // $230
(f0.0)  sel (16|M0)              r44.0<1>:d    r18.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $232
(f0.0)  sel (16|M16)             r8.0<1>:d     r34.0<8;8,1>:d    r22.0<8;8,1>:d                      // $231
        add (16|M0)   (eq)f0.0   r42.0<1>:d    r36.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted,@7}     // $252
        add (16|M16)  (eq)f0.0   r46.0<1>:d    r38.0<8;8,1>:d    r30.0<8;8,1>:d   {@7}               // $253
(f1.0)  sel (16|M0)              r14.0<1>:d    r2.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted,@6}     // $242
(f1.0)  sel (16|M16)             r16.0<1>:d    r4.0<8;8,1>:d     r40.0<8;8,1>:d   {@7}               // $243
        mov (16|M0)              r12.0<1>:d    -r42.0<8;8,1>:d                  {@4}                 // $254
        mov (16|M16)             r40.0<1>:d    -r46.0<8;8,1>:d                  {@4}                 // $255
(f1.0)  sel (16|M0)              r18.0<1>:d    r44.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted,@7}     // $246
(f1.0)  sel (16|M0)              r26.0<1>:d    r32.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}        // $248
(f1.0)  sel (16|M0)              r22.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}        // $244
(f1.0)  sel (16|M16)             r24.0<1>:d    r8.0<8;8,1>:d     r4.0<8;8,1>:d    {@7}               // $245
(f1.0)  sel (16|M16)             r34.0<1>:d    r10.0<8;8,1>:d    r48.0<8;8,1>:d                      // $249
        and (16|M0)              r32.0<1>:d    r12.0<8;8,1>:d    31:w               {Compacted,@7}   // $260
        and (16|M0)              r2.0<1>:d     r42.0<8;8,1>:d    31:w               {Compacted}      // $256
        and (16|M16)             r4.0<1>:d     r46.0<8;8,1>:d    31:w               {Compacted}      // $257
        and (16|M16)             r10.0<1>:d    r40.0<8;8,1>:d    31:w               {Compacted,@7}   // $261
(f1.0)  sel (16|M16)             r20.0<1>:d    r48.0<8;8,1>:d    r8.0<8;8,1>:d                       // $247
        shr (16|M0)              r44.0<1>:d    r22.0<8;8,1>:ud   r32.0<8;8,1>:d   {@5}               // $262
        shl (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@5}     // $258
        shl (16|M0)              r36.0<1>:d    r22.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $266
        shr (16|M0)              r42.0<1>:d    r18.0<8;8,1>:ud   r32.0<8;8,1>:d                      // $268
        shl (16|M16)             r8.0<1>:d     r16.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@7}     // $259
        shr (16|M16)             r48.0<1>:d    r24.0<8;8,1>:ud   r10.0<8;8,1>:d   {@7}               // $263
        shl (16|M16)             r38.0<1>:d    r24.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}        // $267
        shr (16|M16)             r46.0<1>:d    r20.0<8;8,1>:ud   r10.0<8;8,1>:d   {@7}               // $269
        or (16|M0)               r28.0<1>:d    r6.0<8;8,1>:d     r44.0<8;8,1>:d   {Compacted,@7}     // $264
        or (16|M0)               r50.0<1>:d    r36.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@6}     // $270
        or (16|M16)              r30.0<1>:d    r8.0<8;8,1>:d     r48.0<8;8,1>:d   {Compacted,@5}     // $265
        shr (16|M0)              r54.0<1>:d    r26.0<8;8,1>:ud   r32.0<8;8,1>:d                      // $274
        shl (16|M0)              r12.0<1>:d    r18.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $272 R{} IR{}{E:1,E:1,},  R{} IR{}{O:1,O:1,},  {BC=2}
        shr (16|M16)             r56.0<1>:d    r34.0<8;8,1>:ud   r10.0<8;8,1>:d                      // $275
        shl (16|M16)             r40.0<1>:d    r20.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}        // $273 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        or (16|M16)              r52.0<1>:d    r38.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted,@7}     // $271
(f0.0)  sel (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted,@7}     // $280
(f0.0)  sel (16|M0)              r44.0<1>:d    r22.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@7}     // $282
(f0.0)  sel (16|M16)             r8.0<1>:d     r16.0<8;8,1>:d    r30.0<8;8,1>:d   {@7}               // $281
        or (16|M0)               r12.0<1>:d    r12.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted,@7}     // $276
        or (16|M16)              r40.0<1>:d    r40.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,@6}     // $277 R{} IR{}{E:4,E:4,},  R{} IR{}{O:4,O:4,},  {BC=2}
(f0.0)  sel (16|M16)             r48.0<1>:d    r24.0<8;8,1>:d    r52.0<8;8,1>:d   {@6}               // $283
        shr (16|M0)              r2.0<1>:d     r6.0<8;8,1>:ud    29:w               {Compacted,@6}   // $286
        shl (16|M0)              r32.0<1>:d    r6.0<8;8,1>:d     2:w               {Compacted}       // $288
        shr (16|M0)              r42.0<1>:d    r44.0<8;8,1>:ud   30:w               {Compacted,@7}   // $290
        shr (16|M16)             r4.0<1>:d     r8.0<8;8,1>:ud    29:w               {Compacted,@7}   // $287
        shl (16|M16)             r10.0<1>:d    r8.0<8;8,1>:d     2:w               {Compacted}       // $289
(f0.0)  sel (16|M0)              r36.0<1>:d    r18.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@7}     // $284
(f0.0)  sel (16|M16)             r38.0<1>:d    r20.0<8;8,1>:d    r40.0<8;8,1>:d   {@7}               // $285
        shr (16|M16)             r46.0<1>:d    r48.0<8;8,1>:ud   30:w               {Compacted,@7}   // $291
        shl (16|M0)              r22.0<1>:d    r44.0<8;8,1>:d    2:w               {Compacted}       // $294
        or (16|M0)               r14.0<1>:d    r32.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted,@7}     // $292
        and (16|M16)             r44.0<1>:d    r4.0<8;8,1>:d     1:w               {Compacted,@7}    // $307
        and (16|M0)              r42.0<1>:d    r2.0<8;8,1>:d     1:w               {Compacted,@7}    // $306
        shl (16|M16)             r24.0<1>:d    r48.0<8;8,1>:d    2:w               {Compacted}       // $295
        shr (16|M0)              r12.0<1>:d    r36.0<8;8,1>:ud   30:w               {Compacted,@7}   // $296
        shr (16|M16)             r18.0<1>:d    r38.0<8;8,1>:ud   30:w               {Compacted,@7}   // $297
        or (16|M16)              r16.0<1>:d    r10.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted,@7}     // $293
        mov (16|M16)             r48.0<1>:d    -r44.0<8;8,1>:d                  {@6}                 // $309
        mov (16|M0)              r46.0<1>:d    -r42.0<8;8,1>:d                  {@6}                 // $308
        shr (16|M16)             r52.0<1>:d    r34.0<8;8,1>:ud   30:w               {Compacted}      // $303
        shl (16|M16)             r40.0<1>:d    r38.0<8;8,1>:d    2:w               {Compacted}       // $301
        or (16|M0)               r20.0<1>:d    r22.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@7}     // $298
        or (16|M16)              r28.0<1>:d    r24.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@7}     // $299
        xor (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted,@5}     // $312 R{} IR{}{E:7,E:7,},  R{} IR{}{O:7,O:7,},  {BC=2}
        xor (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted,@7}     // $313 R{} IR{}{E:0,E:0,},  R{} IR{}{O:0,O:0,},  {BC=2}
        shr (16|M0)              r50.0<1>:d    r26.0<8;8,1>:ud   30:w               {Compacted}      // $302
        shl (16|M0)              r30.0<1>:d    r36.0<8;8,1>:d    2:w               {Compacted}       // $300
        or (16|M16)              r10.0<1>:d    r40.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@7}     // $305
        lzd (16|M0)              r38.0<1>:ud   r22.0<8;8,1>:ud                  {@5}                 // $318
        lzd (16|M16)             r40.0<1>:ud   r24.0<8;8,1>:ud                  {@5}                 // $319
        shl (16|M0)              r12.0<1>:d    r2.0<8;8,1>:d     31:w               {Compacted}      // $310
        shl (16|M16)             r18.0<1>:d    r4.0<8;8,1>:d     31:w               {Compacted}      // $311
        or (16|M0)               r32.0<1>:d    r30.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@6}     // $304
        add (16|M16)             r52.0<1>:d    r40.0<8;8,1>:d    1:w               {Compacted,@4}    // $321
        add (16|M0)              r2.0<1>:d     -r38.0<8;8,1>:d   31:w               {Compacted,@6}   // $322
        add (16|M16)             r4.0<1>:d     -r40.0<8;8,1>:d   31:w               {Compacted}      // $323
        add (16|M0)              r50.0<1>:d    r38.0<8;8,1>:d    1:w               {Compacted}       // $320
(W)     mov (1|M0)               r66.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $340
        xor (16|M16)             r34.0<1>:d    r28.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}        // $315
        xor (16|M0)              r26.0<1>:d    r20.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}        // $314
        xor (16|M16)             r36.0<1>:d    r10.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}        // $317
        xor (16|M0)              r30.0<1>:d    r32.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted,@7}     // $316
        and (16|M16)             r52.0<1>:d    r52.0<8;8,1>:d    31:w               {Compacted,@7}   // $325
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     31:w               {Compacted,@7}   // $328
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     31:w               {Compacted,@7}   // $329
        and (16|M0)              r50.0<1>:d    r50.0<8;8,1>:d    31:w               {Compacted,@7}   // $324
(W)     mov (1|M0)               f0.0<1>:ud    r66.1<0;1,0>:ud                                       // $340
        shl (16|M16)             r16.0<1>:d    r24.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@5}     // $327
        shr (16|M0)              r10.0<1>:d    r26.0<8;8,1>:ud   r2.0<8;8,1>:d    {@5}               // $330
        shr (16|M16)             r20.0<1>:d    r34.0<8;8,1>:ud   r4.0<8;8,1>:d    {@5}               // $331
        shl (16|M0)              r14.0<1>:d    r22.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@5}     // $326
        shl (16|M16)             r52.0<1>:d    r34.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}        // $335
        shr (16|M0)              r2.0<1>:d     r30.0<8;8,1>:ud   r2.0<8;8,1>:d    {@7}               // $336
        shr (16|M16)             r4.0<1>:d     r36.0<8;8,1>:ud   r4.0<8;8,1>:d                       // $337 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        shl (16|M0)              r50.0<1>:d    r26.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}        // $334
(W&f0.0) mul (8|M0)              acc0.0<1>:d   r38.0<8;8,1>:d    0x0:uw                              // $340
        or (16|M16)              r32.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@7}     // $333
        or (16|M0)               r28.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@7}     // $332
        or (16|M16)              r24.0<1>:d    r52.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@5}     // $339 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        or (16|M0)               r22.0<1>:d    r50.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@5}     // $338 R{} IR{}{E:1,E:1,},  R{} IR{}{O:1,O:1,},  {BC=2}
        mach (8|M0)              r46.0<1>:d    r38.0<8;8,1>:d    -8388608:d                          // $340
(W&f0.0) mul (8|M8)              acc0.0<1>:d   r39.0<8;8,1>:d    0x0:uw                              // $340
        mach (8|M8)              r47.0<1>:d    r39.0<8;8,1>:d    -8388608:d                          // $341
(W&f0.0) mul (8|M16)             acc0.0<1>:d   r40.0<8;8,1>:d    0x0:uw                              // $341
        shl (16|M16)             r16.0<1>:d    r32.0<8;8,1>:d    23:w               {Compacted,@7}   // $351
        shl (16|M0)              r14.0<1>:d    r28.0<8;8,1>:d    23:w               {Compacted,@7}   // $350
        shr (16|M16)             r26.0<1>:d    r24.0<8;8,1>:ud   9:w               {Compacted,@7}    // $353
        shr (16|M0)              r20.0<1>:d    r22.0<8;8,1>:ud   9:w               {Compacted,@7}    // $352
        mach (8|M16)             r10.0<1>:d    r40.0<8;8,1>:d    -8388608:d                          // $341
(W&f0.0) mul (8|M24)             acc0.0<1>:d   r41.0<8;8,1>:d    0x0:uw                              // $341
        mach (8|M24)             r11.0<1>:d    r41.0<8;8,1>:d    -8388608:d                          // $342
        add (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    1056964608:d               {@7}     // $342
        or (16|M16)              r34.0<1>:d    r16.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@6}     // $355
        or (16|M0)               r30.0<1>:d    r14.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@6}     // $354
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1056964608:d               {@4}     // $343
        shr (16|M16)             r4.0<1>:d     r32.0<8;8,1>:ud   9:w               {Compacted}       // $347
        shr (16|M0)              r2.0<1>:d     r28.0<8;8,1>:ud   9:w               {Compacted}       // $346
        lzd (16|M16)             r48.0<1>:ud   r34.0<8;8,1>:ud                  {@5}                 // $357
        lzd (16|M0)              r36.0<1>:ud   r30.0<8;8,1>:ud                  {@5}                 // $356
        or (16|M0)               r46.0<1>:d    r46.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@7}     // $344
        or (16|M16)              r10.0<1>:d    r10.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@6}     // $345
        add (16|M16)             r26.0<1>:d    -r40.0<8;8,1>:d   488:w               {Compacted}     // $375
        add (16|M0)              r20.0<1>:d    -r38.0<8;8,1>:d   488:w               {Compacted}     // $374
        not (16|M16)             r52.0<1>:d    r48.0<8;8,1>:d                   {@6}                 // $359
        not (16|M0)              r50.0<1>:d    r36.0<8;8,1>:d                   {@6}                 // $358
        or (16|M0)               r46.0<1>:d    r46.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@6}     // $348
        or (16|M16)              r10.0<1>:d    r10.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@6}     // $349
        add (16|M0)              r2.0<1>:d     r36.0<8;8,1>:d    1:w               {Compacted}       // $360
        add (16|M16)             r4.0<1>:d     r48.0<8;8,1>:d    1:w               {Compacted}       // $361
        add (16|M0)              r36.0<1>:d    -r36.0<8;8,1>:d   31:w               {Compacted}      // $362
        add (16|M16)             r48.0<1>:d    -r48.0<8;8,1>:d   31:w               {Compacted}      // $363
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@7}     // $377
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted,@7}     // $376
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     31:w               {Compacted,@6}   // $364
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     31:w               {Compacted,@6}   // $365
        and (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    31:w               {Compacted,@6}   // $368
        and (16|M16)             r48.0<1>:d    r48.0<8;8,1>:d    31:w               {Compacted,@6}   // $369
        shl (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    23:w               {Compacted,@6}   // $379
        shl (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    23:w               {Compacted,@6}   // $378
        shl (16|M0)              r2.0<1>:d     r30.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@6}     // $366
        shl (16|M16)             r4.0<1>:d     r34.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@6}     // $367
        shr (16|M0)              r36.0<1>:d    r22.0<8;8,1>:ud   r36.0<8;8,1>:d   {@6}               // $370
        shr (16|M16)             r48.0<1>:d    r24.0<8;8,1>:ud   r48.0<8;8,1>:d   {@6}               // $371
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    1065353216:d               {@6}     // $381
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    1065353216:d               {@6}     // $380
        mul (16|M0)              r22.0<1>:f    r46.0<8;8,1>:f    0x3FC90FDA:f                        // $388
        or (16|M0)               r14.0<1>:d    r2.0<8;8,1>:d     r36.0<8;8,1>:d   {Compacted,@5}     // $372
        mul (16|M16)             r24.0<1>:f    r10.0<8;8,1>:f    0x3FC90FDA:f                        // $389
        or (16|M16)              r16.0<1>:d    r4.0<8;8,1>:d     r48.0<8;8,1>:d   {Compacted,@6}     // $373
        shr (16|M0)              r2.0<1>:d     r14.0<8;8,1>:ud   9:w               {Compacted,@3}    // $384
        shr (16|M16)             r4.0<1>:d     r16.0<8;8,1>:ud   9:w               {Compacted,@2}    // $385
        or (16|M16)              r26.0<1>:d    r26.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@7}     // $383
        or (16|M0)               r20.0<1>:d    r20.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@7}     // $382
        mad (16|M0)              acc0.0<1>:f   -r22.0<8;1>:f     r46.0<8;1>:f      r66.4<0>:f       {Compacted,@7} // $390 R{} IR{}{E:3,E:7,E:1,},  R{r66,} IR{}{O:3,O:7,},  {BC=1}
        mad (16|M16)             r30.0<1>:f    -r24.0<8;1>:f     r10.0<8;1>:f      r66.4<0>:f       {Compacted,@7} // $391
        or (16|M16)              r26.0<1>:d    r26.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}     // $387
        or (16|M0)               r20.0<1>:d    r20.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}     // $386
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r46.0<8;1>:f      r66.6<0>:f        // $392
        mad (16|M16)             r34.0<1>:f    r30.0<8;1>:f      r10.0<8;1>:f      r66.6<0>:f       {Compacted,@4} // $393
        mad (16|M0)              r12.0<1>:f    acc0.0<8;1>:f     r20.0<8;1>:f      r66.4<0>:f       {@3} // $394
        mad (16|M16)             r18.0<1>:f    r34.0<8;1>:f      r26.0<8;1>:f      r66.4<0>:f       {Compacted,@2} // $395
        add (16|M0)              r36.0<1>:f    r22.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@2}     // $396
        add (16|M16)             r34.0<1>:f    r24.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted,@2}     // $397
        shr (16|M0)              r14.0<1>:d    r6.0<8;8,1>:ud    30:w               {Compacted}      // $402
        shr (16|M16)             r16.0<1>:d    r8.0<8;8,1>:ud    30:w               {Compacted}      // $403
        add (16|M0)              r2.0<1>:f     r36.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted,@4}     // $398
        add (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f    -r24.0<8;8,1>:f  {Compacted,@4}     // $399
(W)     mov (1|M0)               f0.0<1>:ud    r66.0<0;1,0>:ud                                       // $342
        add (16|M0)              r46.0<1>:d    r42.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@5}     // $404
        add (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted,@5}     // $405
        add (16|M0)              r38.0<1>:f    r12.0<8;8,1>:f    -r2.0<8;8,1>:f   {Compacted,@5}     // $400
        add (16|M16)             r40.0<1>:f    r18.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted,@5}     // $401
        else (32|M0)                         _0_043            _0_043                                // $68
// B004: [NoMaskWA],  [inDivergent],  Preds:{B002},  Succs:{B005}
_0_041:
(W)     mov (1|M0)               r66.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $408
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $408
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $408
(W&f0.0.any32h) mov (1|M0)       r2.0<1>:f     0x3F22F983:f                                          // $408
        mad (16|M0)              acc0.0<1>:f   r66.5<0;0>:f      r62.0<8;1>:f      r2.0<0>:f        {Compacted,@1} // $409 R{} IR{}{E:1,E:7,E:1,},  R{r66,r2,} IR{} {BC=1}
        mad (16|M16)             r6.0<1>:f     r66.5<0;0>:f      r64.0<8;1>:f      r2.0<0>:f        {Compacted} // $410
        rndz (16|M0)             r8.0<1>:f     acc0.0<8;8,1>:f                  {Compacted}          // $411
        rndz (16|M16)            r10.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@2}       // $412
        mul (16|M0)              r12.0<1>:f    r8.0<8;8,1>:f     0x3FC90FDA:f               {@2}     // $413
        mul (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f    0x3FC90FDA:f               {@2}     // $414
        add (16|M0)              r20.0<1>:f    r62.0<8;8,1>:f    -r12.0<8;8,1>:f  {Compacted,@2}     // $417
        add (16|M16)             r22.0<1>:f    r64.0<8;8,1>:f    -r14.0<8;8,1>:f  {Compacted,@2}     // $418
        add (16|M0)              acc0.0<1>:f   r62.0<8;8,1>:f    -r20.0<8;8,1>:f  {Compacted,@2}     // $419
        add (16|M16)             r26.0<1>:f    r64.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted,@2}     // $420
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -r12.0<8;8,1>:f  {Compacted}        // $421
        add (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    -r14.0<8;8,1>:f  {Compacted,@2}     // $422
        mad (16|M0)              r16.0<1>:f    -r12.0<8;1>:f     r8.0<8;1>:f       r66.4<0>:f       {Compacted} // $415 R{} IR{}{E:6,E:4,E:1,},  R{r66,} IR{}{O:6,O:4,},  {BC=1}
        mad (16|M16)             r18.0<1>:f    -r14.0<8;1>:f     r10.0<8;1>:f      r66.4<0>:f       {Compacted} // $416
        add (16|M0)              r24.0<1>:f    acc0.0<8;8,1>:f   -r16.0<8;8,1>:f  {Compacted,@2}     // $423
        add (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted,@2}     // $424
        mul (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     0x33A22168:f                        // $427
        mul (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f    0x33A22168:f                        // $428
        add (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@4}     // $425
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@4}     // $426
        add (16|M0)              r30.0<1>:f    acc0.0<8;8,1>:f   -r2.0<8;8,1>:f   {Compacted,@4}     // $431
        add (16|M16)             r32.0<1>:f    r22.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted,@2}     // $432
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -r30.0<8;8,1>:f  {Compacted,@2}     // $433
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    -r32.0<8;8,1>:f  {Compacted,@2}     // $434
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -r2.0<8;8,1>:f   {Compacted}        // $435
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted,@2}     // $436
        mad (16|M0)              r6.0<1>:f     -r2.0<8;1>:f      r8.0<8;1>:f       r66.6<0>:f       {Compacted} // $429 R{} IR{}{E:1,E:4,E:1,},  R{r66,} IR{}{O:1,O:4,},  {BC=1}
        mad (16|M16)             r28.0<1>:f    -r4.0<8;1>:f      r10.0<8;1>:f      r66.6<0>:f       {Compacted} // $430
        add (16|M0)              r20.0<1>:f    acc0.0<8;8,1>:f   -r6.0<8;8,1>:f   {Compacted,@2}     // $437
        add (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    -r28.0<8;8,1>:f  {Compacted,@2}     // $438
        mul (16|M0)              r12.0<1>:f    r8.0<8;8,1>:f     0x27C234C4:f                        // $441
        mul (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f    0x27C234C4:f                        // $442
        add (16|M0)              acc0.0<1>:f   r30.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@4}     // $439
        add (16|M16)             r32.0<1>:f    r32.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@4}     // $440
        add (16|M0)              r26.0<1>:f    acc0.0<8;8,1>:f   -r12.0<8;8,1>:f  {Compacted,@4}     // $446
        add (16|M16)             r2.0<1>:f     r32.0<8;8,1>:f    -r14.0<8;8,1>:f  {Compacted,@2}     // $447
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -r26.0<8;8,1>:f  {Compacted,@2}     // $448
        add (16|M16)             r32.0<1>:f    r32.0<8;8,1>:f    -r2.0<8;8,1>:f   {Compacted,@2}     // $449
(W&f0.0.any32h) mov (1|M0)       r16.0<1>:f    0x27C234C4:f                                          // $443
        add (16|M0)              r30.0<1>:f    acc0.0<8;8,1>:f   -r12.0<8;8,1>:f  {Compacted}        // $450
        add (16|M16)             r32.0<1>:f    r32.0<8;8,1>:f    -r14.0<8;8,1>:f  {Compacted,@3}     // $451
        mad (16|M0)              acc0.0<1>:f   -r12.0<8;1>:f     r8.0<8;1>:f       r16.0<0>:f       {Compacted,@3} // $444 R{} IR{}{E:6,E:4,E:0,},  R{r16,} IR{}{O:6,O:4,},  {BC=1}
        mad (16|M16)             r24.0<1>:f    -r14.0<8;1>:f     r10.0<8;1>:f      r16.0<0>:f       {Compacted} // $445
        mov (16|M0)              r46.0<1>:d    r8.0<8;8,1>:f                    {Compacted}          // $456
        mov (16|M16)             r44.0<1>:d    r10.0<8;8,1>:f                   {Compacted}          // $457
        add (16|M0)              r36.0<1>:f    r26.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@6}     // $452
        add (16|M16)             r34.0<1>:f    r2.0<8;8,1>:f     r32.0<8;8,1>:f   {Compacted,@6}     // $453
        mov (16|M0)              r38.0<1>:f    -acc0.0<8;8,1>:f                 {Compacted}          // $454
        mov (16|M16)             r40.0<1>:f    -r24.0<8;8,1>:f                  {Compacted,@6}       // $455
(W)     mov (1|M0)               f0.0<1>:ud    r66.0<0;1,0>:ud                                       // $444
// B005: [NoMaskWA],  [inDivergent],  Preds:{B004, B003},  Succs:{B006, B007}
_0_043:
        endif (32|M0)                        L6440                                                   // $68
L6440:
        and (16|M0)   (eq)f1.0   null<1>:d     r46.0<8;8,1>:d    1:w               {@7}              // $461
        and (16|M16)  (eq)f1.0   null<1>:d     r44.0<8;8,1>:d    1:w               {@7}              // $463
        mul (16|M0)              r42.0<1>:f    r36.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,@7}     // $459
        mul (16|M16)             r32.0<1>:f    r34.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@7}     // $460
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $465
(~f1.0) if (32|M0)                           _0_044            _0_046                                // $465
// B006: [NoMaskWA],  [inDivergent],  Preds:{B005},  Succs:{B008}
_0_045:
(W)     mov (1|M0)               r66.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $467
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $467
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $467
(W&f0.0.any32h) mov (1|M0)       r2.0<1>:f     0xAD47D74E:f                                          // $467
(W&f0.0.any32h) mov (1|M0)       r3.0<1>:f     0x310F74F6:f                                          // $468
(W&f0.0.any32h) mov (1|M0)       r9.0<1>:f     0xB492923A:f                                          // $471
        mad (16|M0)              acc0.0<1>:f   r3.0<0;0>:f       r42.0<8;1>:f      r2.0<0>:f        {Compacted,@2} // $469
(W&f0.0.any32h) mov (1|M0)       r15.0<1>:f    0x37D00AE2:f                                          // $474
        mad (16|M16)             r6.0<1>:f     r3.0<0;0>:f       r32.0<8;1>:f      r2.0<0>:f        {Compacted,@7} // $470
        mad (16|M0)              acc0.0<1>:f   r9.0<0;0>:f       acc0.0<8;1>:f     r42.0<1>:f       {Compacted,@4} // $472
(W&f0.0.any32h) mov (1|M0)       r21.0<1>:f    0xBAB60B60:f                                          // $477
        mad (16|M16)             r12.0<1>:f    r9.0<0;0>:f       r6.0<8;1>:f       r32.0<1>:f       {Compacted,@3} // $473
        mad (16|M0)              acc0.0<1>:f   r15.0<0;0>:f      acc0.0<8;1>:f     r42.0<1>:f       {Compacted,@5} // $475
        and (16|M0)              r6.0<1>:d     r36.0<8;8,1>:d    2147483647:d                        // $485
        and (16|M16)             r8.0<1>:d     r34.0<8;8,1>:d    2147483647:d                        // $486
        mad (16|M16)             r18.0<1>:f    r15.0<0;0>:f      r12.0<8;1>:f      r32.0<1>:f       {Compacted,@4} // $476
        mad (16|M0)              r22.0<1>:f    r21.0<0;0>:f      acc0.0<8;1>:f     r42.0<1>:f       {Compacted,@6} // $478
        add (16|M0)              r14.0<1>:d    r6.0<8;8,1>:d     -1050253722:d               {@4}    // $489
        add (16|M16)             r16.0<1>:d    r8.0<8;8,1>:d     -1050253722:d               {@4}    // $490
(W&f0.0.any32h) mov (1|M0)       r27.0<1>:f    0x3D2AAAAB:f                                          // $480
        mad (16|M16)             acc0.0<1>:f   r21.0<0;0>:f      r18.0<8;1>:f      r32.0<1>:f       {Compacted,@5} // $479
        cmp (16|M0)   (gt)f1.0   null<1>:d     r6.0<8;8,1>:ud    0x3F480000:ud                       // $495
        cmp (16|M16)  (gt)f1.0   null<1>:d     r8.0<8;8,1>:ud    0x3F480000:ud                       // $496
(W)     mov (1|M0)               f0.0<1>:ud    r66.0<0;1,0>:ud                                       // $481
        cmp (16|M0)   (lt)f0.0   null<1>:d     r14.0<8;8,1>:ud   0xAE6667:ud              {@7}       // $491
        cmp (16|M16)  (lt)f0.0   null<1>:d     r16.0<8;8,1>:ud   0xAE6667:ud              {@7}       // $492
        add (16|M0)              r10.0<1>:d    r6.0<8;8,1>:d     -16777216:d                         // $487
        add (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     -16777216:d                         // $488
        mad (16|M0)              r28.0<1>:f    r27.0<0;0>:f      r22.0<8;1>:f      r42.0<1>:f       {Compacted,@7} // $481
        mad (16|M16)             r30.0<1>:f    r27.0<0;0>:f      acc0.0<8;1>:f     r32.0<1>:f       {Compacted} // $482
        mul (16|M0)              r14.0<1>:f    r38.0<8;8,1>:f    -r36.0<8;8,1>:f  {Compacted}        // $503
        mul (16|M16)             r16.0<1>:f    r40.0<8;8,1>:f    -r34.0<8;8,1>:f  {Compacted}        // $504
        mul (16|M0)              acc0.0<1>:f   r42.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@4}     // $483
        mul (16|M16)             r4.0<1>:f     r32.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@4}     // $484
(f0.0)  sel (16|M0)              r18.0<1>:f    r10.0<8;8,1>:f    0x0:f               {Compacted,@7}  // $493
(f0.0)  sel (16|M16)             r20.0<1>:f    r12.0<8;8,1>:f    0x0:f               {@7}            // $494
(f1.0)  mov (16|M0)              r18.0<1>:f    0x3E900000:f                               {Compacted} // $497
(f1.0)  mov (16|M16)             r20.0<1>:f    0x3E900000:f                                          // $498
        mad (16|M0)              r10.0<1>:f    r14.0<8;1>:f      acc0.0<8;1>:f     r42.0<1>:f       {Compacted,@7} // $505
        mad (16|M16)             r12.0<1>:f    r16.0<8;1>:f      r4.0<8;1>:f       r32.0<1>:f       {Compacted,@6} // $506 R{} IR{}{E:0,E:2,E:0,},  R{} IR{}{O:0,O:2,O:0,},  {BC=2}
        mad (16|M0)              acc0.0<1>:f   -r18.0<8;1>:f     r42.0<8;1>:f      r66.5<0>:f       {Compacted,@4} // $499 R{} IR{}{E:1,E:5,E:1,},  R{r66,} IR{}{O:1,O:5,},  {BC=1}
        mad (16|M16)             r24.0<1>:f    -r20.0<8;1>:f     r32.0<8;1>:f      r66.5<0>:f       {Compacted,@4} // $500
        add (16|M0)              r18.0<1>:f    -r18.0<8;8,1>:f   0x3F800000:f               {Compacted} // $501
        add (16|M0)              r22.0<1>:f    acc0.0<8;8,1>:f   -r10.0<8;8,1>:f  {Compacted,@5}     // $507
        add (16|M16)             acc0.0<1>:f   -r20.0<8;8,1>:f   0x3F800000:f               {Compacted} // $502
        add (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    -r12.0<8;8,1>:f  {Compacted,@4}     // $508
        add (16|M0)              r8.0<1>:f     r18.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted,@3}     // $509
        add (16|M16)             r30.0<1>:f    acc0.0<8;8,1>:f   -r24.0<8;8,1>:f  {Compacted,@2}     // $510
        else (32|M0)                         _0_046            _0_046                                // $465
// B007: [NoMaskWA],  [inDivergent],  Preds:{B005},  Succs:{B008}
_0_044:
        mul (16|M0)              r2.0<1>:f     r36.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}        // $513
(W)     mov (1|M0)               r66.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $515
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $515
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}               // $515
(W&f0.0.any32h) mov (1|M0)       r6.0<1>:f     0x2F2EC9D3:f                                          // $515
(W&f0.0.any32h) mov (1|M0)       r6.1<1>:f     0xB2D72F34:f                                          // $516
(W&f0.0.any32h) mov (1|M0)       r7.0<1>:f     0x3636DF25:f                                          // $519
        mad (16|M0)              acc0.0<1>:f   r6.1<0;0>:f       r42.0<8;1>:f      r6.0<0>:f        {Compacted,@2} // $517
        mad (16|M16)             r10.0<1>:f    r6.1<0;0>:f       r32.0<8;1>:f      r6.0<0>:f        {Compacted} // $518
(W&f0.0.any32h) mov (1|M0)       r16.0<1>:f    0xB95009D4:f                                          // $522
        mad (16|M0)              acc0.0<1>:f   r7.0<0;0>:f       acc0.0<8;1>:f     r42.0<1>:f       {Compacted,@4} // $520
        mad (16|M16)             r14.0<1>:f    r7.0<0;0>:f       r10.0<8;1>:f      r32.0<1>:f       {Compacted,@3} // $521
(W&f0.0.any32h) mov (1|M0)       r17.0<1>:f    0x3C088887:f                                          // $525
        mad (16|M0)              acc0.0<1>:f   r16.0<0;0>:f      acc0.0<8;1>:f     r42.0<1>:f       {Compacted,@4} // $523
        mad (16|M16)             r20.0<1>:f    r16.0<0;0>:f      r14.0<8;1>:f      r32.0<1>:f       {Compacted,@3} // $524
        mul (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $514
        mad (16|M0)              acc0.0<1>:f   r17.0<0;0>:f      acc0.0<8;1>:f     r42.0<1>:f       {Compacted,@4} // $526
        mad (16|M16)             r24.0<1>:f    r17.0<0;0>:f      r20.0<8;1>:f      r32.0<1>:f       {Compacted,@3} // $527
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   -r2.0<8;8,1>:f   {Compacted}        // $528
        mul (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted,@2}     // $529
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r38.0<8;1>:f      r66.5<0>:f        // $530
        mad (16|M16)             r28.0<1>:f    r24.0<8;1>:f      r40.0<8;1>:f      r66.5<0>:f       {Compacted,@2} // $531 R{r66,} IR{}{E:4,E:4,},  R{r66,} IR{}{O:4,O:4,},  {BC=2}
(W&f0.0.any32h) mov (1|M0)       r6.0<1>:f     0x3E2AAAAB:f                                          // $534
        mad (16|M0)              acc0.0<1>:f   -r38.0<8;1>:f     acc0.0<8;1>:f     r42.0<1>:f       {Compacted} // $532
        mad (16|M16)             r10.0<1>:f    -r40.0<8;1>:f     r28.0<8;1>:f      r32.0<1>:f       {Compacted,@3} // $533 R{} IR{}{E:4,E:6,E:0,},  R{} IR{}{O:4,O:6,O:0,},  {BC=2}
        mad (16|M0)              r12.0<1>:f    acc0.0<8;1>:f     r2.0<8;1>:f       r6.0<0>:f        {@3} // $535
        mad (16|M16)             r14.0<1>:f    r10.0<8;1>:f      r4.0<8;1>:f       r6.0<0>:f        {Compacted,@2} // $536
        add (16|M0)              r8.0<1>:f     r36.0<8;8,1>:f    -r12.0<8;8,1>:f  {Compacted,@2}     // $537
        add (16|M16)             r30.0<1>:f    r34.0<8;8,1>:f    -r14.0<8;8,1>:f  {Compacted,@2}     // $538
(W)     mov (1|M0)               f0.0<1>:ud    r66.0<0;1,0>:ud                                       // $535
// B008: [NoMaskWA],  [inDivergent],  Preds:{B007, B006},  Succs:{B009}
_0_046:
        endif (32|M0)                        L7432                                                   // $465
L7432:
        shl (16|M0)              r2.0<1>:d     r46.0<8;8,1>:d    30:w               {Compacted}      // $540
        shl (16|M16)             r4.0<1>:d     r44.0<8;8,1>:d    30:w               {Compacted}      // $541
        xor (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r74.0<8;8,1>:d   {Compacted,@2}     // $542
        xor (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r72.0<8;8,1>:d   {Compacted,@2}     // $543
        cmp (16|M0)   (gt)f0.0   null<1>:d     r62.0<8;8,1>:ud   0x7F7FFFFF:ud                       // $548
        cmp (16|M16)  (gt)f0.0   null<1>:d     r64.0<8;8,1>:ud   0x7F7FFFFF:ud                       // $549
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     -2147483648:d               {@4}    // $544
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     -2147483648:d               {@4}    // $545
        cmp (16|M0)   (eq)f1.0   null<1>:f     r74.0<8;8,1>:f    0x0:f                               // $552
        cmp (16|M16)  (eq)f1.0   null<1>:f     r72.0<8;8,1>:f    0x0:f                               // $553
        xor (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted,@4}     // $546
        xor (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r30.0<8;8,1>:d   {Compacted,@4}     // $547
(~f0.0) sel (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0x7FC00000:f               {@2}     // $550
(~f0.0) sel (16|M16)             r8.0<1>:f     r4.0<8;8,1>:f     0x7FC00000:f               {@2}     // $551
(f1.0)  sel (16|M0)              r76.0<1>:f    r74.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@2}     // $554
(f1.0)  sel (16|M16)             r86.0<1>:f    r72.0<8;8,1>:f    r8.0<8;8,1>:f    {@2}               // $555 R{} IR{}{E:4,E:4,},  R{} IR{}{O:4,O:4,},  {BC=2}
// B009: Preds:{B001, B008},  Succs:{B010, B011}
_0_040:
        endif (32|M0)                        L7648                                                   // $19
L7648:
        mul (16|M16)             acc0.0<1>:f   r72.0<8;8,1>:f    0x3DCCCCCD:f                        // $558
        mul (16|M0)              r2.0<1>:f     r74.0<8;8,1>:f    0x3DCCCCCD:f                        // $557
        mul (16|M16)             r8.0<1>:f     acc0.0<8;8,1>:f   0x3FB8AA3B:f                        // $560
(W)     mov (1|M0)               r14.0<1>:f    0xBF317200:f                                          // $563
        rndz (16|M16)            r12.0<1>:f    r8.0<8;8,1>:f                    {Compacted,@2}       // $562
(W)     mov (1|M0)               r20.0<1>:f    0xB5BFBE8E:f                                          // $566
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0x3FB8AA3B:f               {@5}     // $559
        mad (16|M16)             r18.0<1>:f    acc0.0<8;1>:f     r12.0<8;1>:f      r14.0<0>:f       {@3} // $565
        mad (16|M16)             r24.0<1>:f    r18.0<8;1>:f      r12.0<8;1>:f      r20.0<0>:f       {Compacted,@1} // $568 R{} IR{}{E:1,E:6,E:2,},  R{r20,} IR{}{O:1,O:6,},  {BC=1}
        rndz (16|M0)             r10.0<1>:f    r6.0<8;8,1>:f                    {Compacted,@3}       // $561
        mul (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    0x3FB8AA3B:f               {@2}     // $570
        mad (16|M0)              r16.0<1>:f    r2.0<8;1>:f       r10.0<8;1>:f      r14.0<0>:f       {Compacted,@2} // $564 R{} IR{}{E:1,E:5,E:7,},  R{r14,} IR{}{O:1,O:5,},  {BC=1}
        math.exp (16|M16)        r28.0<1>:f    r12.0<8;8,1>:f                   {$2}                 // $572
        mad (16|M0)              r22.0<1>:f    r16.0<8;1>:f      r10.0<8;1>:f      r20.0<0>:f       {Compacted,@1} // $567 R{} IR{}{E:0,E:5,E:2,},  R{r20,} IR{}{O:0,O:5,},  {BC=1}
        math.exp (16|M16)        r8.0<1>:f     r24.0<8;8,1>:f                   {@3,$3}              // $574
        cmp (16|M16)  (lt)f0.0   null<1>:f     acc0.0<8;8,1>:f   0xC2D20000:f                        // $578
        mul (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    0x3FB8AA3B:f               {@2}     // $569
        cmp (16|M16)  (gt)f1.0   null<1>:f     acc0.0<8;8,1>:f   0x42D20000:f                        // $582
        math.exp (16|M0)         r26.0<1>:f    r10.0<8;8,1>:f                   {$4}                 // $571
        sync.nop                             null                             {Compacted,$3.dst}     // $576
        mul (16|M16)             r28.0<1>:f    r28.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted,$2.dst} // $576
        math.exp (16|M0)         r6.0<1>:f     r22.0<8;8,1>:f                   {@3,$5}              // $573
(f0.0)  mov (16|M16)             r28.0<1>:f    0x0:f                                                 // $580
        cmp (16|M0)   (lt)f0.0   null<1>:f     r2.0<8;8,1>:f     0xC2D20000:f                        // $577
(~f1.0) sel (16|M16)             r88.0<1>:f    r28.0<8;8,1>:f    0x7F800000:f               {@2}     // $584
        add (16|M16)  (gt)f1.0   r82.0<1>:f    (abs)r72.0<8;8,1>:f  0x3F800000:f                     // $586
        cmp (16|M0)   (gt)f1.0   null<1>:f     r2.0<8;8,1>:f     0x42D20000:f                        // $581
        add (16|M0)              r78.0<1>:f    (abs)r74.0<8;8,1>:f  0x3F800000:f            {Compacted} // $585
        sync.nop                             null                             {Compacted,$5.dst}     // $575
        mul (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,$4.dst} // $575
        cmp (16|M16)  (lt)f0.0   null<1>:f     (abs)r82.0<8;8,1>:f  0x7F800000:f            {@4}     // $588
(f0.0)  mov (16|M0)              r26.0<1>:f    0x0:f                               {Compacted}       // $579
(W)     mov (1|M0)               r6.0<1>:hf    0x1:hf                                                // $592
(~f1.0) sel (16|M0)              r90.0<1>:f    r26.0<8;8,1>:f    0x7F800000:f               {@2}     // $583
        cmp (16|M0)   (lt)f1.0   null<1>:f     (abs)r78.0<8;8,1>:f  0x7F800000:f            {Compacted,@6} // $587
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r6.0<0;1,0>:uw    0x0:uw              {@3}            // $592
(f0.0)  sel (16|M16)             r8.0<1>:uw    r6.0<0;1,0>:uw    0x0:uw                              // $592
(f1.0)  cmp (16|M0)   (gt)f1.0   null<1>:f     r78.0<8;8,1>:f    0x0:f                               // $589
        and (16|M16)  (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r8.0<16;16,1>:uw {@2}             // $592
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $593
(~f1.0) if (32|M0)                           _0_047            _0_049                                // $593
// B010: [inDivergent],  Preds:{B009},  Succs:{B012}
_0_048:
        math.log (16|M0)         r64.0<1>:f    r78.0<8;8,1>:f                   {$6}                 // $595
        math.log (16|M16)        r62.0<1>:f    r82.0<8;8,1>:f                   {$7}                 // $596
        else (32|M0)                         _0_049            _0_049                                // $593
// B011: [inDivergent],  Preds:{B009},  Succs:{B012}
_0_047:
        cmp (16|M0)   (lt)f0.0   null<1>:f     r78.0<8;8,1>:f    0x800000:f               {Compacted} // $601
        cmp (16|M16)  (lt)f0.0   null<1>:f     r82.0<8;8,1>:f    0x800000:f                          // $602
        mul (16|M0)              r2.0<1>:f     r78.0<8;8,1>:f    0x4B000000:f               {Compacted} // $599
        mul (16|M16)             r4.0<1>:f     r82.0<8;8,1>:f    0x4B000000:f               {Compacted} // $600
(~f0.0) mov (16|M0)              r2.0<1>:f     r78.0<8;8,1>:f                                        // $605
(~f0.0) mov (16|M16)             r4.0<1>:f     r82.0<8;8,1>:f                                        // $606
        add (16|M0)              r12.0<1>:d    r2.0<8;8,1>:d     -1059760811:d               {@2}    // $607
        add (16|M16)             r14.0<1>:d    r4.0<8;8,1>:d     -1059760811:d               {@2}    // $608
        and (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    8388607:d               {@2}        // $609
        and (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    8388607:d               {@2}        // $610
        add (16|M0)              r16.0<1>:d    r16.0<8;8,1>:d    1059760811:d               {@2}     // $611
        add (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    1059760811:d               {@2}     // $612
        add (16|M0)              r2.0<1>:f     r16.0<8;8,1>:f    0xBF800000:f               {Compacted,@2} // $619
        add (16|M16)             r4.0<1>:f     r18.0<8;8,1>:f    0xBF800000:f               {Compacted,@2} // $620
(W)     mov (1|M0)               r26.0<1>:f    0xBE0402C8:f                                          // $621
(W)     mov (1|M0)               r26.1<1>:f    0x3E0F335D:f                                          // $622
        asr (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    23:w               {Compacted}      // $613
        asr (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    23:w               {Compacted}      // $614
(W)     mov (1|M0)               r6.0<1>:f     0xC1B80000:f                                          // $603
(W)     mov (1|M0)               r27.0<1>:f    0xBDF9889E:f                                          // $625
        mad (16|M0)              acc0.0<1>:f   r26.1<0;0>:f      r2.0<8;1>:f       r26.0<0>:f       {Compacted,@5} // $623
        mad (16|M16)             r30.0<1>:f    r26.1<0;0>:f      r4.0<8;1>:f       r26.0<0>:f       {Compacted,@7} // $624
        mov (16|M0)              r20.0<1>:f    r12.0<8;8,1>:d                   {Compacted,@6}       // $615
        mov (16|M16)             r22.0<1>:f    r14.0<8;8,1>:d                   {Compacted,@6}       // $616
(f0.0)  sel (16|M0)              r8.0<1>:f     r6.0<0;1,0>:f     0x0:f               {Compacted,@6}  // $603
(f0.0)  sel (16|M16)             r10.0<1>:f    r6.0<0;1,0>:f     0x0:f                               // $604
        mad (16|M0)              r32.0<1>:f    r27.0<0;0>:f      acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@7} // $626
        mad (16|M16)             r12.0<1>:f    r27.0<0;0>:f      r30.0<8;1>:f      r4.0<1>:f        {Compacted,@6} // $627
(W)     mov (1|M0)               r14.0<1>:f    0x3E0F6B8C:f                                          // $628
(W)     mov (1|M0)               r15.0<1>:f    0xBE2ACEE6:f                                          // $631
        add (16|M0)              r6.0<1>:f     r8.0<8;8,1>:f     r20.0<8;8,1>:f   {Compacted,@6}     // $617
        add (16|M16)             r24.0<1>:f    r10.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted,@6}     // $618
        mad (16|M0)              acc0.0<1>:f   r14.0<0;0>:f      r32.0<8;1>:f      r2.0<1>:f        {Compacted,@4} // $629 R{} IR{}{E:7,E:0,E:1,},  R{r14,} IR{}{O:0,O:1,},  {BC=1}
        mad (16|M16)             r10.0<1>:f    r14.0<0;0>:f      r12.0<8;1>:f      r4.0<1>:f        {Compacted,@6} // $630
(W)     mov (1|M0)               r20.0<1>:f    0x3E4CE814:f                                          // $634
        mad (16|M0)              acc0.0<1>:f   r15.0<0;0>:f      acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@6} // $632
        mad (16|M16)             r18.0<1>:f    r15.0<0;0>:f      r10.0<8;1>:f      r4.0<1>:f        {Compacted,@3} // $633
(W)     mov (1|M0)               r21.0<1>:f    0xBE7FFF78:f                                          // $637
        mad (16|M0)              acc0.0<1>:f   r20.0<0;0>:f      acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@4} // $635
        mad (16|M16)             r34.0<1>:f    r20.0<0;0>:f      r18.0<8;1>:f      r4.0<1>:f        {Compacted,@3} // $636
(W)     mov (1|M0)               r26.0<1>:f    0x3EAAAA83:f                                          // $640
        mad (16|M0)              acc0.0<1>:f   r21.0<0;0>:f      acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@4} // $638
        mad (16|M16)             r30.0<1>:f    r21.0<0;0>:f      r34.0<8;1>:f      r4.0<1>:f        {Compacted,@3} // $639
(W)     mov (1|M0)               r14.0<1>:f    0xBF000000:f                               {Compacted} // $643
        mad (16|M0)              acc0.0<1>:f   r26.0<0;0>:f      acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@4} // $641
        mad (16|M16)             r12.0<1>:f    r26.0<0;0>:f      r30.0<8;1>:f      r4.0<1>:f        {Compacted,@3} // $642
        mad (16|M0)              r8.0<1>:f     r14.0<0;0>:f      acc0.0<8;1>:f     r2.0<1>:f        {Compacted,@3} // $644
        mad (16|M16)             r10.0<1>:f    r14.0<0;0>:f      r12.0<8;1>:f      r4.0<1>:f        {Compacted,@2} // $645
        mul (16|M0)              acc0.0<1>:f   r2.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted,@2}     // $646
        mul (16|M16)             r10.0<1>:f    r4.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted,@2}     // $647
(W)     mov (1|M0)               r20.0<1>:f    0x35BFBE8E:f                                          // $650
        mad (16|M0)              acc0.0<1>:f   r2.0<8;1>:f       acc0.0<8;1>:f     r2.0<1>:f        {Compacted} // $648
        mad (16|M16)             r18.0<1>:f    r4.0<8;1>:f       r10.0<8;1>:f      r4.0<1>:f        {Compacted,@3} // $649
(W)     mov (1|M0)               r28.0<1>:f    0x3F317200:f                                          // $653
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r6.0<8;1>:f       r20.0<0>:f       {@4} // $651
        mad (16|M16)             r34.0<1>:f    r18.0<8;1>:f      r24.0<8;1>:f      r20.0<0>:f       {Compacted,@3} // $652
        mad (16|M0)              r64.0<1>:f    acc0.0<8;1>:f     r6.0<8;1>:f       r28.0<0>:f       {@3,$6.dst} // $654
        mad (16|M16)             r62.0<1>:f    r34.0<8;1>:f      r24.0<8;1>:f      r28.0<0>:f       {Compacted,@2,$7.dst} // $655
// B012: Preds:{B011, B010},  Succs:{B013, B014}
_0_049:
        endif (32|M0)                        L8920                                                   // $593
L8920:
        add (16|M0)              r68.0<1>:f    (abs)r74.0<8;8,1>:f  0x3F000000:f            {Compacted} // $661
        add (16|M16)             r70.0<1>:f    (abs)r72.0<8;8,1>:f  0x3F000000:f            {Compacted} // $662
        and (16|M0)              r2.0<1>:d     r68.0<8;8,1>:d    8323072:d               {@2}        // $679
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     65536:d               {@1}          // $681
        and (16|M16)             r4.0<1>:d     r70.0<8;8,1>:d    8323072:d               {@3}        // $680
        shr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:ud    17:w               {Compacted,@2}   // $683
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     65536:d               {@2}          // $682
(W)     mov (2|M0)               r6.0<1>:f     r80.0<2;2,1>:f                   {Compacted}          // $687
        mul (16|M0)              r8.0<1>:d     r2.0<8;8,1>:d     12:w               {Compacted,@3}   // $685
        shr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:ud    17:w               {Compacted,@3}   // $684
(W)     addc (1|M0)              r7.0<1>:ud    r6.0<0;1,0>:ud    0x14:ud              {AccWrEn,@3}   // $691
        mul (16|M16)             r14.0<1>:d    r4.0<8;8,1>:d     12:w               {Compacted,@2}   // $686
(W)     mov (1|M0)               r10.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $691
        addc (8|M0)              r12.0<1>:ud   r8.0<8;8,1>:ud    r7.0<0;1,0>:ud   {AccWrEn,Compacted,@3} // $693
(W)     add (1|M0)               r2.0<1>:ud    r10.0<0;1,0>:ud   r6.1<0;1,0>:ud   {Compacted,@2}     // $692
        mov (8|M0)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $693
        addc (8|M8)              r13.0<1>:ud   r9.0<8;8,1>:ud    r7.0<0;1,0>:ud   {AccWrEn}          // $696
        add (8|M0)               r36.1<2>:ud   r16.0<8;8,1>:ud   r2.0<0;1,0>:ud   {Compacted,@2}     // $695
        mov (8|M8)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $696
        addc (8|M16)             r20.0<1>:ud   r14.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn,@7}       // $699
        mov (8|M0)               r36.0<2>:f    r12.0<8;8,1>:f                   {Compacted,@7}       // $705
        mov (8|M16)              r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $699
        addc (8|M24)             r21.0<1>:ud   r15.0<8;8,1>:ud   r7.0<0;1,0>:ud   {AccWrEn}          // $702
        add (8|M16)              r25.1<2>:ud   r22.0<8;8,1>:ud   r2.0<0;1,0>:ud   {Compacted,@2}     // $701
        mov (8|M24)              r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $702
        mov (8|M16)              r25.0<2>:f    r20.0<8;8,1>:f                   {Compacted,@6}       // $707
        add (8|M24)              r27.1<2>:ud   r24.0<8;8,1>:ud   r2.0<0;1,0>:ud   {Compacted,@2}     // $704
        mov (8|M24)              r27.0<2>:f    r21.0<8;8,1>:f                   {Compacted,@5}       // $707
        add (8|M8)               r38.1<2>:ud   r18.0<8;8,1>:ud   r2.0<0;1,0>:ud   {Compacted,@7}     // $698 R{} IR{}{E:1,E:1,},  R{r18,r2,} IR{} {BC=1}
        send.dc1 (16|M16)        r30      r25     null    0x0            0x086458FF           {@2,$8} // wr:4+0, rd:6; a64 untyped surface read with xyz // $710
        mov (8|M8)               r38.0<2>:f    r13.0<8;8,1>:f                   {Compacted}          // $705
        and (16|M16)             r60.0<1>:d    r70.0<8;8,1>:d    8388607:d                           // $670
        send.dc1 (16|M0)         r40      r36     null    0x0            0x086458FF           {@2,$9} // wr:4+0, rd:6; a64 untyped surface read with xyz // $709
        and (16|M0)              r58.0<1>:d    r68.0<8;8,1>:d    8388607:d                           // $669
        or (16|M16)              r4.0<1>:d     r60.0<8;8,1>:d    1065353216:d               {@2}     // $672
        or (16|M0)               r6.0<1>:d     r58.0<8;8,1>:d    1065353216:d               {@2}     // $671
        and (16|M16)             r8.0<1>:d     r4.0<8;8,1>:d     1073725440:d               {@2}     // $712
        and (16|M0)              r10.0<1>:d    r6.0<8;8,1>:d     1073725440:d               {@2}     // $711
        add (16|M16)             r14.0<1>:f    r4.0<8;8,1>:f     -r8.0<8;8,1>:f   {Compacted,@2}     // $714
        add (16|M0)              r16.0<1>:f    r6.0<8;8,1>:f     -r10.0<8;8,1>:f  {Compacted,@2}     // $713
        shr (16|M16)             r84.0<1>:d    r70.0<8;8,1>:ud   23:w               {Compacted}      // $674
        shr (16|M0)              r80.0<1>:d    r68.0<8;8,1>:ud   23:w               {Compacted}      // $673
        add (16|M0)              r36.0<1>:d    r68.0<8;8,1>:d    1081999360:d               {$9.src} // $665
        mul (16|M16)             acc0.0<1>:f   r34.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted,$8.dst} // $716
        mul (16|M16)             r12.0<1>:f    r14.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@6}     // $722
        add (16|M16)             r20.0<1>:f    acc0.0<8;8,1>:f   0xBF800000:f               {Compacted} // $718
        mul (16|M0)              acc0.0<1>:f   r44.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,$9.dst} // $715
        mul (16|M0)              r18.0<1>:f    r16.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted,@7}     // $721
        add (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   0xBF800000:f               {Compacted} // $717
        add (16|M16)             r22.0<1>:f    r30.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@4}     // $720
        add (16|M16)             r20.0<1>:f    r12.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@6}     // $724
        add (16|M0)              r24.0<1>:f    r40.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@3}     // $719
        add (16|M0)              r2.0<1>:f     r18.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@5}     // $723 R{} IR{}{E:1,E:1,},  R{} IR{}{O:1,O:1,},  {BC=2}
        mul (16|M16)             acc0.0<1>:f   r20.0<8;8,1>:f    0x3E800000:f               {Compacted,@3} // $726
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0x3E800000:f               {Compacted,@2} // $725
        add (16|M16)             r4.0<1>:f     -acc0.0<8;8,1>:f  0x3EAAAAAB:f                        // $728
        add (16|M16)             r8.0<1>:d     r84.0<8;8,1>:d    -127:w               {Compacted}    // $676
        add (16|M0)              r6.0<1>:f     -r6.0<8;8,1>:f    0x3EAAAAAB:f               {@3}     // $727
        add (16|M0)              r10.0<1>:d    r80.0<8;8,1>:d    -127:w               {Compacted}    // $675
        mul (16|M16)             r4.0<1>:f     r20.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@4}     // $730 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        mov (16|M16)             acc0.0<1>:f   r8.0<8;8,1>:d                    {@4}                 // $678
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted,@4}     // $729
        add (16|M16)             r16.0<1>:d    r70.0<8;8,1>:d    1081999360:d                        // $666
        mov (16|M0)              r26.0<1>:f    r10.0<8;8,1>:d                   {Compacted,@5}       // $677
        mul (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}        // $734
        add (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     0xBF000000:f               {Compacted,@6} // $732
        mul (16|M16)             r28.0<1>:f    acc0.0<8;8,1>:f   0x3805FDF4:f                        // $740
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $733
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     0xBF000000:f               {Compacted,@7} // $731
        mul (16|M0)              r46.0<1>:f    r26.0<8;8,1>:f    0x3805FDF4:f               {@6}     // $739
        mul (16|M16)             r8.0<1>:f     acc0.0<8;8,1>:f   0x3F317000:f                        // $738
        cmp (16|M16)  (gt)f1.0   r38.0<1>:d    r16.0<8;8,1>:d    2147221504:d               {@7}     // $668
        mul (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@7}     // $736 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        add (16|M16)             acc0.0<1>:f   r28.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@7}     // $744
        cmp (16|M0)   (gt)f0.0   r10.0<1>:d    r36.0<8;8,1>:d    2147221504:d                        // $667
        mul (16|M0)              r48.0<1>:f    r26.0<8;8,1>:f    0x3F317000:f                        // $737
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted,@7}     // $735
        add (16|M0)              r46.0<1>:f    r46.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted,@7}     // $743
        add (16|M16)             r50.0<1>:f    r8.0<8;8,1>:f     r22.0<8;8,1>:f   {Compacted,@7}     // $742
        add (16|M16)             r16.0<1>:f    acc0.0<8;8,1>:f   r20.0<8;8,1>:f   {Compacted,@7}     // $746
        and (16|M16)             r52.0<1>:d    r12.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted,@7}     // $748
        and (16|M16)             r54.0<1>:d    r12.0<8;8,1>:d    ~r38.0<8;8,1>:d  {Compacted}        // $752
        add (16|M0)              acc0.0<1>:f   r48.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@7}     // $741
        add (16|M0)              r4.0<1>:f     r46.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@6}     // $745
        and (16|M0)              r14.0<1>:d    r18.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@7}     // $747
        and (16|M0)              r30.0<1>:d    r18.0<8;8,1>:d    ~r10.0<8;8,1>:d  {Compacted}        // $751
        add (16|M16)             r26.0<1>:f    r16.0<8;8,1>:f    r54.0<8;8,1>:f   {Compacted,@5}     // $754
        add (16|M16)             r24.0<1>:f    r50.0<8;8,1>:f    r52.0<8;8,1>:f   {Compacted,@7}     // $750
        add (16|M0)              r28.0<1>:f    acc0.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted,@4}     // $749
        add (16|M0)              r34.0<1>:f    r4.0<8;8,1>:f     r30.0<8;8,1>:f   {Compacted,@4}     // $753
        add (16|M16)             acc0.0<1>:f   r24.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@3}     // $756
        add (16|M0)              r22.0<1>:f    r28.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@2}     // $755
        mul (16|M16)             r10.0<1>:f    acc0.0<8;8,1>:f   0x45800800:f                        // $758
        mul (16|M0)              r16.0<1>:f    r22.0<8;8,1>:f    0x45800800:f               {@2}     // $757
        add (16|M0)              r20.0<1>:f    r90.0<8;8,1>:f    r64.0<8;8,1>:f   {Compacted,$6.dst} // $657
        add (16|M16)             acc0.0<1>:f   acc0.0<8;8,1>:f   r10.0<8;8,1>:f   {Compacted,@3}     // $760
        add (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,@3}     // $759
        add (16|M0)              r122.0<1>:f   r76.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@3}     // $659
        add (16|M16)             r20.0<1>:f    acc0.0<8;8,1>:f   -r10.0<8;8,1>:f  {Compacted}        // $762
        add (16|M0)              r10.0<1>:f    r22.0<8;8,1>:f    -r16.0<8;8,1>:f  {Compacted,@3}     // $761
        mul (16|M16)             r30.0<1>:f    r20.0<8;8,1>:f    0x3FD9A000:f               {@2}     // $764
        add (16|M16)             r6.0<1>:d     r70.0<8;8,1>:d    2139095040:d                        // $664
        add (16|M16)             r12.0<1>:f    r88.0<8;8,1>:f    r62.0<8;8,1>:f   {Compacted,$7.dst} // $658
        mul (16|M0)              r32.0<1>:f    r10.0<8;8,1>:f    0x3FD9A000:f               {@4}     // $763
        and (16|M16)             r4.0<1>:d     r30.0<8;8,1>:d    2147483647:d               {@4}     // $766
        cmp (16|M16)  (gt)f0.0   null<1>:d     r6.0<8;8,1>:d     -16777218:d               {@4}      // $771
        add (16|M16)             r120.0<1>:f   r86.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@4}     // $660
        cmp (16|M16)  (gt)f1.0   null<1>:d     r4.0<8;8,1>:ud    0x42819F00:ud              {@3}     // $768
        and (16|M0)              r12.0<1>:d    r32.0<8;8,1>:d    2147483647:d               {@5}     // $765
(W)     mov (1|M0)               r14.0<1>:hf   0x1:hf                                                // $772
        cmp (16|M0)   (gt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0x42819F00:ud              {@2}     // $767
        add (16|M0)              r8.0<1>:d     r68.0<8;8,1>:d    2139095040:d                        // $663
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r14.0<0;1,0>:uw   0x0:uw              {@3}            // $772
(f1.0)  sel (16|M16)             r18.0<1>:uw   r14.0<0;1,0>:uw   0x0:uw                              // $772
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r8.0<8;8,1>:d     -16777218:d               {@3}      // $769
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r18.0<16;16,1>:uw {@2}            // $772
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $773
(~f0.0) if (32|M0)                           _0_050            _math_trans_k0_0_cf                   // $773
// B013: [inDivergent],  Preds:{B012},  Succs:{B054}
_0_051:
        add (16|M16)             r4.0<1>:f     r24.0<8;8,1>:f    -r20.0<8;8,1>:f  {Compacted}        // $776
        mul (16|M16)             r12.0<1>:f    r20.0<8;8,1>:f    0xB94CC000:f                        // $782
        mul (16|M0)              acc0.0<1>:f   r32.0<8;8,1>:f    0x3FB8AA3B:f                        // $789
        mul (16|M16)             r20.0<1>:f    r30.0<8;8,1>:f    0x3FB8AA3B:f                        // $790
        add (16|M0)              r2.0<1>:f     r28.0<8;8,1>:f    -r10.0<8;8,1>:f  {Compacted}        // $775
        add (16|M0)              r18.0<1>:f    acc0.0<8;8,1>:f   0x4B400000:f               {Compacted} // $791
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    0x4B400000:f               {Compacted,@3} // $792
        add (16|M16)             acc0.0<1>:f   r26.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@7}     // $778
        add (16|M0)              r2.0<1>:f     r34.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@4}     // $777 R{} IR{}{E:1,E:1,},  R{} IR{}{O:1,O:1,},  {BC=2}
        add (16|M0)              r22.0<1>:f    r18.0<8;8,1>:f    0xCB400000:f               {Compacted,@4} // $793
        add (16|M16)             r24.0<1>:f    r20.0<8;8,1>:f    0xCB400000:f               {Compacted,@4} // $794
        mul (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    0xB94CC000:f                        // $781
        mul (16|M16)             r8.0<1>:f     acc0.0<8;8,1>:f   0xB94CC000:f                        // $780
        mul (16|M0)              r6.0<1>:f     r2.0<8;8,1>:f     0xB94CC000:f               {@5}     // $779
        mul (16|M0)              r26.0<1>:f    r22.0<8;8,1>:f    0x3F317200:f               {@5}     // $797
        mul (16|M16)             r28.0<1>:f    r24.0<8;8,1>:f    0x3F317200:f               {@5}     // $798
        mul (16|M16)             r4.0<1>:f     acc0.0<8;8,1>:f   0x3FD9A000:f                        // $786
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted,@5}     // $784
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3FD9A000:f                        // $785
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@6}     // $783
        mul (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    0x35BFBE8E:f                        // $801
        add (16|M0)              r26.0<1>:f    r32.0<8;8,1>:f    -r26.0<8;8,1>:f  {Compacted,@7}     // $799
        mul (16|M16)             r24.0<1>:f    r24.0<8;8,1>:f    0x35BFBE8E:f                        // $802
        add (16|M16)             r28.0<1>:f    r30.0<8;8,1>:f    -r28.0<8;8,1>:f  {Compacted,@7}     // $800
        add (16|M16)             r16.0<1>:f    r4.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted,@7}     // $788
        add (16|M0)              acc0.0<1>:f   r2.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted,@6}     // $787
        add (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted,@5}     // $803
        add (16|M16)             r28.0<1>:f    r28.0<8;8,1>:f    -r24.0<8;8,1>:f  {Compacted,@4}     // $804
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r26.0<8;8,1>:f   {Compacted,@2}     // $805
        add (16|M16)             r4.0<1>:f     r16.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@2}     // $806
        mul (16|M0)              r10.0<1>:f    acc0.0<8;8,1>:f   0x3C07D9FE:f                        // $807
        mul (16|M16)             r12.0<1>:f    r4.0<8;8,1>:f     0x3C07D9FE:f               {@2}     // $808
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    0x3D2B8392:f               {@2}     // $809
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    0x3D2B8392:f               {@2}     // $810
        mul (16|M0)              r10.0<1>:f    acc0.0<8;8,1>:f   r10.0<8;8,1>:f   {Compacted,@2}     // $811
        mul (16|M16)             r12.0<1>:f    r4.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted,@2}     // $812
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    0x3E2AACAC:f               {@2}     // $813
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    0x3E2AACAC:f               {@2}     // $814
        mul (16|M0)              r10.0<1>:f    acc0.0<8;8,1>:f   r10.0<8;8,1>:f   {Compacted,@2}     // $815
        mul (16|M16)             r12.0<1>:f    r4.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted,@2}     // $816
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    0x3EFFFF34:f               {@2}     // $817
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    0x3EFFFF34:f               {@2}     // $818
        mul (16|M0)              r10.0<1>:f    acc0.0<8;8,1>:f   r10.0<8;8,1>:f   {Compacted,@2}     // $819
        mul (16|M16)             r12.0<1>:f    r4.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted,@2}     // $820
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    0x3F7FFFFE:f               {@2}     // $821
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    0x3F7FFFFE:f               {@2}     // $822
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r10.0<8;8,1>:f   {Compacted,@2}     // $823
        mul (16|M16)             r12.0<1>:f    r4.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted,@2}     // $824
        shl (16|M16)             r8.0<1>:d     r20.0<8;8,1>:d    23:w               {Compacted}      // $796
        shl (16|M0)              r6.0<1>:d     r18.0<8;8,1>:d    23:w               {Compacted}      // $795
        add (16|M0)              r10.0<1>:f    acc0.0<8;8,1>:f   0x3F800000:f               {Compacted} // $825
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    0x3F800000:f               {Compacted,@4} // $826
        add (16|M0)              r68.0<1>:d    r6.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted,@2}     // $827
        add (16|M16)             r76.0<1>:d    r8.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted,@2}     // $828
        else (32|M0)                         _math_trans_k0_0_cf  _math_trans_k0_0_cf                // $773
// B014: [inDivergent],  Preds:{B012},  Succs:{B015, B052}
_0_050:
        and (16|M0)              r22.0<1>:d    r80.0<8;8,1>:d    255:w               {Compacted}     // $831
        and (16|M16)             r20.0<1>:d    r84.0<8;8,1>:d    255:w               {Compacted}     // $832
        cmp (16|M0)   (eq)f1.0   r2.0<1>:d     r58.0<8;8,1>:d    0:w                                 // $833
        cmp (16|M16)  (eq)f0.0   r4.0<1>:d     r60.0<8;8,1>:d    0:w                                 // $834
        not (16|M0)              r10.0<1>:d    r68.0<8;8,1>:d                   {@7}                 // $837
        not (16|M16)             r12.0<1>:d    r70.0<8;8,1>:d                                        // $838
        cmp (16|M0)   (eq)f0.0   r14.0<1>:d    r22.0<8;8,1>:d    127:w               {Compacted,@6}  // $841
        cmp (16|M16)  (eq)f1.0   r16.0<1>:d    r20.0<8;8,1>:d    127:w               {@6}            // $842
        shr (16|M0)              r10.0<1>:d    r10.0<8;8,1>:ud   31:w               {Compacted,@4}   // $839
        shr (16|M16)             r12.0<1>:d    r12.0<8;8,1>:ud   31:w               {Compacted,@4}   // $840
        mov (16|M0)              r6.0<1>:d     -r2.0<8;8,1>:d                   {@7}                 // $835
        mov (16|M16)             r8.0<1>:d     -r4.0<8;8,1>:d                   {@7}                 // $836
        mov (16|M0)              r14.0<1>:d    -r14.0<8;8,1>:d                  {@6}                 // $843
        mov (16|M16)             r16.0<1>:d    -r16.0<8;8,1>:d                  {@6}                 // $844
        and (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted,@4}     // $845
        and (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted,@4}     // $846
        and (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@2}     // $847
        and (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted,@2}     // $848
        cmp (16|M0)   (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    1:w               {Compacted,@2}    // $849
        cmp (16|M16)  (eq)f0.0   null<1>:d     r12.0<8;8,1>:d    1:w               {@2}              // $850
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $851
(~f0.0) if (32|M0)                           _0_053            _math_trans_k0_8_cf                   // $851
// B015: [NoMaskWA],  [inDivergent],  Preds:{B014},  Succs:{B016, B017}
_0_054:
        cmp (16|M16)  (ne)f0.0   null<1>:d     r20.0<8;8,1>:d    255:w                               // $854
        cmp (16|M16)  (eq)f1.0   null<1>:d     r60.0<8;8,1>:d    0:w                                 // $857
(W)     mov (1|M0)               r66.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $858
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $858
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $858
(W&f0.0.any32h) mov (1|M0)       r2.0<1>:hf    0x1:hf                                                // $858
(W)     mov (1|M0)               f0.0<1>:ud    r66.0<0;1,0>:ud                  {@4}                 // $858
        cmp (16|M0)   (ne)f1.0   null<1>:d     r22.0<8;8,1>:d    255:w                               // $853
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r2.0<0;1,0>:uw    0x0:uw              {@3}            // $858
(f0.0)  sel (16|M16)             r4.0<1>:uw    r2.0<0;1,0>:uw    0x0:uw                              // $858
(~f1.0) cmp (16|M0)   (eq)f1.0   null<1>:d     r58.0<8;8,1>:d    0:w                                 // $855
        or (16|M16)   (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r4.0<16;16,1>:uw {@2}             // $858
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $859
(~f1.0) if (32|M0)                           _0_055            _math_trans_k0_6_cf                   // $859
// B016: [NoMaskWA],  [inDivergent],  Preds:{B015},  Succs:{B050}
_0_056:
        add (16|M0)              r68.0<1>:f    r68.0<8;8,1>:f    0x3FD9999A:f                        // $861
        add (16|M16)             r76.0<1>:f    r70.0<8;8,1>:f    0x3FD9999A:f                        // $862
        else (32|M0)                         _math_trans_k0_6_cf  _math_trans_k0_6_cf                // $859
// B017: [NoMaskWA],  [inDivergent],  Preds:{B015},  Succs:{B018, B019}
_0_055:
        cmp (16|M0)   (ne)f1.0   null<1>:f     r68.0<8;8,1>:f    0x0:f               {@3}            // $865
        cmp (16|M16)  (ne)f1.0   null<1>:f     r70.0<8;8,1>:f    0x0:f                               // $866
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $867
(~f1.0) if (32|M0)                           _0_057            _math_trans_k0_10_cf                  // $867
// B018: [NoMaskWA],  [inDivergent],  Preds:{B017},  Succs:{B049}
_0_058:
        mul (16|M0)              r68.0<1>:f    r68.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}        // $869
        mul (16|M16)             r76.0<1>:f    r70.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted}        // $870
        else (32|M0)                         _math_trans_k0_10_cf  _math_trans_k0_10_cf              // $867
// B019: [NoMaskWA],  [inDivergent],  Preds:{B017},  Succs:{B020, B021}
_0_057:
        cmp (16|M0)   (ne)f0.0   null<1>:d     r22.0<8;8,1>:d    255:w               {Compacted}     // $873
        cmp (16|M16)  (ne)f0.0   null<1>:d     r20.0<8;8,1>:d    255:w                               // $874
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $875
(~f0.0) if (32|M0)                           _0_059            _math_trans_k0_11_cf                  // $875
// B020: [NoMaskWA],  [inDivergent],  Preds:{B019},  Succs:{B048}
_0_060:
        mul (16|M0)              acc0.0<1>:f   r68.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted,@7}     // $877
        mul (16|M16)             r4.0<1>:f     r70.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted}        // $878
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r68.0<8;8,1>:f  0x7F800000:f            {Compacted} // $881
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r70.0<8;8,1>:f  0x7F800000:f                     // $882
        mul (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   0x3FD9999A:f                        // $879
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     0x3FD9999A:f               {@4}     // $880
(f0.0)  sel (16|M0)              r68.0<1>:f    (abs)r68.0<8;8,1>:f  r2.0<8;8,1>:f {Compacted,@2}     // $883
(f0.0)  sel (16|M16)             r76.0<1>:f    (abs)r70.0<8;8,1>:f  r4.0<8;8,1>:f {@2}               // $884
        else (32|M0)                         _math_trans_k0_11_cf  _math_trans_k0_11_cf              // $875
// B021: [NoMaskWA],  [inDivergent],  Preds:{B019},  Succs:{B022, B046}
_0_059:
        cmp (16|M0)   (gt)f1.0   null<1>:f     r68.0<8;8,1>:f    0x0:f               {@3}            // $887
        cmp (16|M16)  (gt)f1.0   null<1>:f     r70.0<8;8,1>:f    0x0:f                               // $888
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $889
(f1.0)  if (32|M0)                           _0_061            _math_trans_k0_12_cf                  // $889
// B022: [NoMaskWA],  [inDivergent],  Preds:{B021},  Succs:{B023, B024}
_0_062:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    0:w                                 // $895
        and (16|M0)              r2.0<1>:d     r68.0<8;8,1>:d    2147483647:d                        // $891
        cmp (16|M16)  (eq)f1.0   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $896
        mul (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f     0x5F800000:f               {Compacted,@2} // $893
(~f1.0) mov (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f                                         // $899
        and (16|M16)             r6.0<1>:d     r70.0<8;8,1>:d    2147483647:d                        // $892
        and (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     7864320:d               {@2}        // $913
        mul (16|M16)             r8.0<1>:f     r6.0<8;8,1>:f     0x5F800000:f               {Compacted,@2} // $894
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    524288:d               {@2}         // $915
(~f1.0) mov (16|M16)             r8.0<1>:f     r6.0<8;8,1>:f                                         // $900
        and (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     7864320:d               {@1}        // $914
(W)     mov (1|M0)               r66.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $921
        shr (16|M0)              r14.0<1>:d    r10.0<8;8,1>:ud   20:w               {Compacted,@4}   // $917
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $921
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $921
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    524288:d               {@5}         // $916
        shl (16|M0)              r16.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@4}    // $919
(W&f0.0.any32h) mov (2|M0)       r18.0<1>:f    r66.2<2;2,1>:f                                        // $921
        shr (16|M16)             r20.0<1>:d    r12.0<8;8,1>:ud   20:w               {Compacted,@3}   // $918
        addc (8|M0)              r2.0<1>:ud    r16.0<8;8,1>:ud   r18.0<0;1,0>:ud  {AccWrEn,Compacted,@2} // $925
        shl (16|M16)             r22.0<1>:d    r20.0<8;8,1>:d    2:w               {Compacted,@2}    // $920
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $925
        addc (8|M8)              r3.0<1>:ud    r17.0<8;8,1>:ud   r18.0<0;1,0>:ud  {AccWrEn}          // $928
        add (8|M0)               r28.1<2>:ud   r24.0<8;8,1>:ud   r18.1<0;1,0>:ud  {@2}               // $927
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $928
        addc (8|M16)             r26.0<1>:ud   r22.0<8;8,1>:ud   r18.0<0;1,0>:ud  {AccWrEn,@5}       // $931
        mov (8|M0)               r28.0<2>:f    r2.0<8;8,1>:f                    {Compacted,@7}       // $937
        add (8|M8)               r30.1<2>:ud   r6.0<8;8,1>:ud    r18.1<0;1,0>:ud  {@3}               // $930
        mov (8|M16)              r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $931
        mov (8|M8)               r30.0<2>:f    r3.0<8;8,1>:f                    {Compacted,@7}       // $937
        addc (8|M24)             r27.0<1>:ud   r23.0<8;8,1>:ud   r18.0<0;1,0>:ud  {AccWrEn}          // $934
        send.dc1 (16|M0)         r112     r28     null    0x0            0x082411FF           {@2,$10} // wr:4+0, rd:2; a64 dword gathering read // $941
        mov (8|M24)              r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $934
        add (8|M16)              r32.1<2>:ud   r10.0<8;8,1>:ud   r18.1<0;1,0>:ud  {@4}               // $933
        add (8|M24)              r34.1<2>:ud   r12.0<8;8,1>:ud   r18.1<0;1,0>:ud  {@2}               // $936
        mov (8|M16)              r32.0<2>:f    r26.0<8;8,1>:f                   {Compacted,@7}       // $939
        mov (8|M24)              r34.0<2>:f    r27.0<8;8,1>:f                   {Compacted,@5}       // $939
        and (16|M0)              r68.0<1>:d    r4.0<8;8,1>:d     -2139095041:d                       // $901
        send.dc1 (16|M16)        r114     r32     null    0x0            0x082411FF           {@2,$11} // wr:4+0, rd:2; a64 dword gathering read // $942
        or (16|M0)               r68.0<1>:d    r68.0<8;8,1>:d    1065353216:d               {@1}     // $903
        and (16|M16)             r80.0<1>:d    r8.0<8;8,1>:d     -2139095041:d                       // $902
        shl (16|M0)              r6.0<1>:d     r14.0<8;8,1>:d    3:w               {Compacted}       // $943
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r18.0<0;1,0>:ud   0x24:ud              {AccWrEn}      // $949
        or (16|M16)              r80.0<1>:d    r80.0<8;8,1>:d    1065353216:d               {@3}     // $904
(W&f0.0.any32h) mov (1|M0)       r13.0<1>:ud   acc0.0<0;1,0>:ud                                      // $949
        addc (8|M0)              r16.0<1>:ud   r6.0<8;8,1>:ud    r11.0<0;1,0>:ud  {AccWrEn,Compacted,@3} // $951
        shl (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    3:w               {Compacted}       // $944
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $951
        addc (8|M8)              r17.0<1>:ud   r7.0<8;8,1>:ud    r11.0<0;1,0>:ud  {AccWrEn}          // $954
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $954
        addc (8|M16)             r14.0<1>:ud   r24.0<8;8,1>:ud   r11.0<0;1,0>:ud  {AccWrEn,@4}       // $957
        mov (8|M16)              r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted,$11.src}  // $957
        addc (8|M24)             r15.0<1>:ud   r25.0<8;8,1>:ud   r11.0<0;1,0>:ud  {AccWrEn}          // $960
(W&f0.0.any32h) add (1|M0)       r11.0<1>:ud   r13.0<0;1,0>:ud   r18.1<0;1,0>:ud  {@7}               // $950
        mov (8|M24)              r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $960
(W&f0.0.any32h) addc (1|M0)      r6.0<1>:ud    r18.0<0;1,0>:ud   0x6C:ud              {AccWrEn}      // $983
        add (8|M0)               r53.1<2>:ud   r10.0<8;8,1>:ud   r11.0<0;1,0>:ud  {Compacted,@3}     // $953
(W&f0.0.any32h) mov (1|M0)       r7.0<1>:ud    acc0.0<0;1,0>:ud                                      // $983
        add (8|M8)               r55.1<2>:ud   r12.0<8;8,1>:ud   r11.0<0;1,0>:ud  {Compacted,@7}     // $956
(W&f0.0.any32h) add (1|M0)       r6.1<1>:ud    r7.0<0;1,0>:ud    r18.1<0;1,0>:ud  {@2}               // $984
        add (8|M16)              r57.1<2>:ud   r32.0<8;8,1>:ud   r11.0<0;1,0>:ud  {Compacted,@7}     // $959
        add (8|M24)              r59.1<2>:ud   r34.0<8;8,1>:ud   r11.0<0;1,0>:ud  {Compacted,@7}     // $962
        mul (16|M0)              r2.0<1>:f     r112.0<8;8,1>:f   r68.0<8;8,1>:f   {Compacted,$10.dst} // $969
        mov (8|M0)               r53.0<2>:f    r16.0<8;8,1>:f                   {Compacted}          // $963
        and (16|M0)              r22.0<1>:d    r2.0<8;8,1>:d     1966080:d               {@2}        // $971
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    131072:d               {@1}         // $973
        mov (8|M8)               r55.0<2>:f    r17.0<8;8,1>:f                   {Compacted}          // $963
        shr (16|M0)              r30.0<1>:d    r22.0<8;8,1>:ud   18:w               {Compacted,@2}   // $975
        mul (16|M16)             r26.0<1>:f    r114.0<8;8,1>:f   r80.0<8;8,1>:f   {Compacted,$11.dst} // $970
        shl (16|M0)              r20.0<1>:d    r30.0<8;8,1>:d    2:w               {Compacted,@2}    // $977
        and (16|M16)             r28.0<1>:d    r26.0<8;8,1>:d    1966080:d               {@2}        // $972
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    131072:d               {@1}         // $974
        addc (8|M0)              r38.0<1>:ud   r20.0<8;8,1>:ud   r6.0<0;1,0>:ud   {AccWrEn,Compacted,@3} // $985
        shr (16|M16)             r36.0<1>:d    r28.0<8;8,1>:ud   18:w               {Compacted,@2}   // $976
        mov (8|M0)               r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $985
        shl (16|M16)             r40.0<1>:d    r36.0<8;8,1>:d    2:w               {Compacted,@2}    // $978
        addc (8|M8)              r39.0<1>:ud   r21.0<8;8,1>:ud   r6.0<0;1,0>:ud   {AccWrEn}          // $988
        add (8|M0)               r43.1<2>:ud   r42.0<8;8,1>:ud   r6.1<0;1,0>:ud   {@3}               // $987
        mov (8|M8)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $988
        addc (8|M16)             r24.0<1>:ud   r40.0<8;8,1>:ud   r6.0<0;1,0>:ud   {AccWrEn,@4}       // $991
        mov (8|M0)               r43.0<2>:f    r38.0<8;8,1>:f                   {Compacted,@7}       // $997
        add (8|M8)               r45.1<2>:ud   r22.0<8;8,1>:ud   r6.1<0;1,0>:ud   {@3}               // $990 R{} IR{}{E:3,E:3,},  R{r22,r6,} IR{} {BC=1}
        mov (8|M16)              r48.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $991
        mov (8|M8)               r45.0<2>:f    r39.0<8;8,1>:f                   {Compacted,@7}       // $997
        addc (8|M24)             r25.0<1>:ud   r41.0<8;8,1>:ud   r6.0<0;1,0>:ud   {AccWrEn}          // $994
        send.dc1 (16|M0)         r110     r43     null    0x0            0x082411FF           {@2,$12} // wr:4+0, rd:2; a64 dword gathering read // $1001
        and (16|M0)              r20.0<1>:d    r4.0<8;8,1>:d     2147483647:d                        // $905
        mov (8|M24)              r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $994
        add (8|M16)              r49.1<2>:ud   r48.0<8;8,1>:ud   r6.1<0;1,0>:ud   {@5}               // $993
        add (8|M24)              r51.1<2>:ud   r4.0<8;8,1>:ud    r6.1<0;1,0>:ud   {@2}               // $996
        mov (8|M16)              r49.0<2>:f    r24.0<8;8,1>:f                   {Compacted,@7}       // $999
        mov (8|M24)              r51.0<2>:f    r25.0<8;8,1>:f                   {Compacted,@6}       // $999
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    -1060634624:d               {@6}    // $907
        send.dc1 (16|M16)        r108     r49     null    0x0            0x082411FF           {@2,$13} // wr:4+0, rd:2; a64 dword gathering read // $1002
        and (16|M16)             r22.0<1>:d    r8.0<8;8,1>:d     2147483647:d                        // $906
(W&f0.0.any32h) mov (1|M0)       r6.0<1>:hf    0xFFC0:hf                                             // $897
        asr (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    23:w               {Compacted,@3}   // $909
        add (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    -1060634624:d               {@3}    // $908
(f1.0)  sel (16|M0)              r10.0<1>:d    r6.0<0;1,0>:w     0:w               {@3}              // $897
        add (16|M0)              r16.0<1>:d    r20.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@1}     // $911
        shl (16|M0)              r8.0<1>:d     r30.0<8;8,1>:d    3:w               {Compacted}       // $1003
        asr (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    23:w               {Compacted,@4}   // $910
(W&f0.0.any32h) addc (1|M0)      r5.0<1>:ud    r18.0<0;1,0>:ud   0x90:ud              {AccWrEn}      // $1009
(f1.0)  sel (16|M16)             r12.0<1>:d    r6.0<0;1,0>:w     0:w                                 // $898
        mov (8|M16)              r57.0<2>:f    r14.0<8;8,1>:f                   {Compacted}          // $965
        mov (8|M24)              r59.0<2>:f    r15.0<8;8,1>:f                   {Compacted}          // $965
(W&f0.0.any32h) mov (1|M0)       r7.0<1>:ud    acc0.0<0;1,0>:ud                                      // $1009
        add (16|M16)             r14.0<1>:d    r22.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@4}     // $912
        addc (8|M0)              r12.0<1>:ud   r8.0<8;8,1>:ud    r5.0<0;1,0>:ud   {AccWrEn,Compacted,@6} // $1011
        shl (16|M16)             r22.0<1>:d    r36.0<8;8,1>:d    3:w               {Compacted}       // $1004
        mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1011
        addc (8|M8)              r13.0<1>:ud   r9.0<8;8,1>:ud    r5.0<0;1,0>:ud   {AccWrEn}          // $1014
        mul (16|M0)              r10.0<1>:f    r2.0<8;8,1>:f     r110.0<8;8,1>:f  {Compacted,$12.dst} // $1029
        mov (8|M8)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $1014
        and (16|M0)              r20.0<1>:d    r10.0<8;8,1>:d    507904:d               {@2}         // $1031
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    16384:w               {@1}          // $1033
        addc (8|M16)             r24.0<1>:ud   r22.0<8;8,1>:ud   r5.0<0;1,0>:ud   {AccWrEn,@7}       // $1017
        shr (16|M0)              r2.0<1>:d     r20.0<8;8,1>:ud   15:w               {Compacted,@2}   // $1035
        mov (8|M16)              r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $1017
        mul (16|M16)             r32.0<1>:f    r26.0<8;8,1>:f    r108.0<8;8,1>:f  {Compacted,$13.dst} // $1030
        addc (8|M24)             r25.0<1>:ud   r23.0<8;8,1>:ud   r5.0<0;1,0>:ud   {AccWrEn}          // $1020
        and (16|M16)             r30.0<1>:d    r32.0<8;8,1>:d    507904:d               {@2}         // $1032
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    16384:w               {@1}          // $1034
        shl (16|M0)              r34.0<1>:d    r2.0<8;8,1>:d     2:w               {Compacted,@6}    // $1037
        mov (8|M24)              r36.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1020
        shr (16|M16)             r26.0<1>:d    r30.0<8;8,1>:ud   15:w               {Compacted,@3}   // $1036
(W&f0.0.any32h) addc (1|M0)      r8.0<1>:ud    r18.0<0;1,0>:ud   0xD8:ud              {AccWrEn}      // $1043
        shl (16|M16)             r40.0<1>:d    r26.0<8;8,1>:d    2:w               {Compacted,@2}    // $1038
(W&f0.0.any32h) mov (1|M0)       r9.0<1>:ud    acc0.0<0;1,0>:ud                                      // $1043
        addc (8|M0)              r38.0<1>:ud   r34.0<8;8,1>:ud   r8.0<0;1,0>:ud   {AccWrEn,Compacted,@3} // $1045
        shl (16|M0)              r46.0<1>:d    r2.0<8;8,1>:d     3:w               {Compacted}       // $1063
        mov (8|M0)               r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1045
        addc (8|M8)              r39.0<1>:ud   r35.0<8;8,1>:ud   r8.0<0;1,0>:ud   {AccWrEn}          // $1048
(W&f0.0.any32h) add (1|M0)       r5.1<1>:ud    r7.0<0;1,0>:ud    r18.1<0;1,0>:ud                     // $1010
        mov (8|M8)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1048
        addc (8|M16)             r22.0<1>:ud   r40.0<8;8,1>:ud   r8.0<0;1,0>:ud   {AccWrEn,@7}       // $1051 R{} IR{}{E:4,E:4,},  {BC=1}
        send.dc1 (16|M0)         r88      r53     null    0x0            0x084415FF           {$14} // wr:4+0, rd:4; a64 dword gathering read // $967
        mov (8|M16)              r44.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1051
        addc (8|M24)             r23.0<1>:ud   r41.0<8;8,1>:ud   r8.0<0;1,0>:ud   {AccWrEn}          // $1054
        sync.nop                             null                             {Compacted,$14.src}    // $1019
        add (8|M16)              r53.1<2>:ud   r6.0<8;8,1>:ud    r5.1<0;1,0>:ud   {@5}               // $1019
        mov (8|M24)              r48.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1054
(W&f0.0.any32h) addc (1|M0)      r5.0<1>:ud    r18.0<0;1,0>:ud   0x11C:ud              {AccWrEn}     // $1069
        shl (16|M16)             r30.0<1>:d    r26.0<8;8,1>:d    3:w               {Compacted}       // $1064
(W&f0.0.any32h) mov (1|M0)       r19.0<1>:ud   acc0.0<0;1,0>:ud                                      // $1069
        addc (8|M0)              r6.0<1>:ud    r46.0<8;8,1>:ud   r5.0<0;1,0>:ud   {AccWrEn,Compacted,@3} // $1071
        add (8|M8)               r51.1<2>:ud   r4.0<8;8,1>:ud    r5.1<0;1,0>:ud                      // $1016
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $1071
        addc (8|M8)              r7.0<1>:ud    r47.0<8;8,1>:ud   r5.0<0;1,0>:ud   {AccWrEn}          // $1074
(W&f0.0.any32h) add (1|M0)       r5.2<1>:ud    r9.0<0;1,0>:ud    r18.1<0;1,0>:ud                     // $1044
        add (8|M0)               r49.1<2>:ud   r28.0<8;8,1>:ud   r5.1<0;1,0>:ud                      // $1013
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $1074
        mov (8|M0)               r49.0<2>:f    r12.0<8;8,1>:f                   {Compacted}          // $1023
        addc (8|M16)             r12.0<1>:ud   r30.0<8;8,1>:ud   r5.0<0;1,0>:ud   {AccWrEn,@7}       // $1077
        send.dc1 (16|M16)        r92      r57     null    0x0            0x084415FF           {$15} // wr:4+0, rd:4; a64 dword gathering read // $968
        mov (8|M8)               r51.0<2>:f    r13.0<8;8,1>:f                   {Compacted}          // $1023
        sync.nop                             null                             {Compacted,$15.src}    // $1050
        add (8|M8)               r59.1<2>:ud   r20.0<8;8,1>:ud   r5.2<0;1,0>:ud   {@6}               // $1050
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1077
        addc (8|M24)             r13.0<1>:ud   r31.0<8;8,1>:ud   r5.0<0;1,0>:ud   {AccWrEn}          // $1080
        add (8|M24)              r55.1<2>:ud   r36.0<8;8,1>:ud   r5.1<0;1,0>:ud                      // $1022
        mov (8|M16)              r53.0<2>:f    r24.0<8;8,1>:f                   {Compacted}          // $1025
        add (8|M16)              r61.1<2>:ud   r44.0<8;8,1>:ud   r5.2<0;1,0>:ud                      // $1053
        add (8|M24)              r63.1<2>:ud   r48.0<8;8,1>:ud   r5.2<0;1,0>:ud                      // $1056
        add (8|M0)               r57.1<2>:ud   r42.0<8;8,1>:ud   r5.2<0;1,0>:ud                      // $1047
        mov (8|M8)               r59.0<2>:f    r39.0<8;8,1>:f                   {Compacted}          // $1057
        mov (8|M24)              r55.0<2>:f    r25.0<8;8,1>:f                   {Compacted}          // $1025
        mov (8|M16)              r61.0<2>:f    r22.0<8;8,1>:f                   {Compacted}          // $1059
        mov (8|M24)              r63.0<2>:f    r23.0<8;8,1>:f                   {Compacted}          // $1059
        mov (8|M0)               r57.0<2>:f    r38.0<8;8,1>:f                   {Compacted}          // $1057
(W&f0.0.any32h) add (1|M0)       r2.0<1>:ud    r19.0<0;1,0>:ud   r18.1<0;1,0>:ud                     // $1070
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1080
        send.dc1 (16|M0)         r84      r49     null    0x0            0x084415FF           {$0} // wr:4+0, rd:4; a64 dword gathering read // $1027
        send.dc1 (16|M16)        r104     r61     null    0x0            0x082411FF           {@4,$1} // wr:4+0, rd:2; a64 dword gathering read // $1062
        send.dc1 (16|M0)         r106     r57     null    0x0            0x082411FF           {@3,$2} // wr:4+0, rd:2; a64 dword gathering read // $1061
        sync.nop                             null                             {Compacted,$0.src}     // $1028
        send.dc1 (16|M16)        r48      r53     null    0x0            0x084415FF           {@6,$3} // wr:4+0, rd:4; a64 dword gathering read // $1028
        add (8|M0)               r21.1<2>:ud   r4.0<8;8,1>:ud    r2.0<0;1,0>:ud   {Compacted,@2}     // $1073
        add (8|M8)               r23.1<2>:ud   r8.0<8;8,1>:ud    r2.0<0;1,0>:ud   {Compacted}        // $1076
        add (8|M16)              r25.1<2>:ud   r20.0<8;8,1>:ud   r2.0<0;1,0>:ud   {Compacted}        // $1079
        add (8|M24)              r27.1<2>:ud   r18.0<8;8,1>:ud   r2.0<0;1,0>:ud   {Compacted,@4}     // $1082
        mov (8|M0)               r21.0<2>:f    r6.0<8;8,1>:f                    {Compacted}          // $1083
        mov (8|M8)               r23.0<2>:f    r7.0<8;8,1>:f                    {Compacted}          // $1083
        mov (8|M16)              r25.0<2>:f    r12.0<8;8,1>:f                   {Compacted}          // $1085
        mov (8|M24)              r27.0<2>:f    r13.0<8;8,1>:f                   {Compacted}          // $1085
        send.dc1 (16|M0)         r34      r21     null    0x0            0x084415FF           {@3,$4} // wr:4+0, rd:4; a64 dword gathering read // $1087
        send.dc1 (16|M16)        r44      r25     null    0x0            0x084415FF           {@1,$5} // wr:4+0, rd:4; a64 dword gathering read // $1088
        mov (16|M0)              r96.0<1>:f    r16.0<8;8,1>:d                   {Compacted}          // $1089
        mov (16|M16)             r100.0<1>:f   r14.0<8;8,1>:d                   {Compacted}          // $1090
        sync.nop                             null                             {Compacted,$3.src}     // $1091
        add (16|M0)              r52.0<1>:f    r88.0<8;8,1>:f    r96.0<8;8,1>:f   {Compacted,@2,$14.dst} // $1091
        add (16|M16)             r54.0<1>:f    r92.0<8;8,1>:f    r100.0<8;8,1>:f  {Compacted,@2,$15.dst} // $1092
(W)     mov (1|M0)               f0.0<1>:ud    r66.0<0;1,0>:ud                                       // $1027
        add (16|M0)              r38.0<1>:f    r52.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted,@3,$0.dst} // $1093 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        mul (16|M16)             r102.0<1>:f   r32.0<8;8,1>:f    r104.0<8;8,1>:f  {Compacted,$1.dst} // $1098
        mul (16|M0)              r98.0<1>:f    r10.0<8;8,1>:f    r106.0<8;8,1>:f  {Compacted,$2.dst} // $1097 R{} IR{}{E:5,E:5,},  R{} IR{}{O:5,O:5,},  {BC=2}
        add (16|M16)             r56.0<1>:f    r54.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted,@5,$3.dst} // $1094
        add (16|M16)             r62.0<1>:f    r102.0<8;8,1>:f   0xBFB88000:f               {@3}     // $1100
        add (16|M0)              r58.0<1>:f    r98.0<8;8,1>:f    0xBFB88000:f               {@3}     // $1099
        add (16|M0)              r60.0<1>:f    r38.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@6,$4.dst} // $1095
        add (16|M16)             r64.0<1>:f    r56.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted,@4,$5.dst} // $1096
        add (16|M0)              r40.0<1>:f    r60.0<8;8,1>:f    r58.0<8;8,1>:f   {Compacted,@2}     // $1101
        add (16|M16)             r42.0<1>:f    r64.0<8;8,1>:f    r62.0<8;8,1>:f   {Compacted,@2}     // $1102
        shr (16|M0)              r2.0<1>:d     r40.0<8;8,1>:ud   23:w               {Compacted,@2}   // $1103
        shr (16|M16)             r4.0<1>:d     r42.0<8;8,1>:ud   23:w               {Compacted,@2}   // $1104
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     255:w               {Compacted,@2}  // $1105
        and (16|M16)             r32.0<1>:d    r4.0<8;8,1>:d     255:w               {Compacted,@2}  // $1106
        cmp (16|M0)   (lt)f0.0   null<1>:d     r2.0<8;8,1>:ud    0x8A:uw              {@2}           // $1107
        cmp (16|M16)  (lt)f0.0   null<1>:d     r32.0<8;8,1>:ud   0x8A:uw              {@2}           // $1108
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $1109
(~f0.0) if (32|M0)                           _0_063            _math_trans_k0_5_cf                   // $1109
// B023: [NoMaskWA],  [inDivergent],  Preds:{B022},  Succs:{B044}
_0_064:
        shr (16|M0)              r2.0<1>:d     r40.0<8;8,1>:ud   29:w               {Compacted}      // $1111
(W)     mov (1|M0)               r66.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $1117
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     4:w               {Compacted,@2}    // $1113
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $1117
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@2}               // $1117
        shr (16|M16)             r4.0<1>:d     r42.0<8;8,1>:ud   29:w               {Compacted}      // $1112
        or (16|M0)               r6.0<1>:d     r2.0<8;8,1>:d     1472:w               {Compacted}    // $1115
(W&f0.0.any32h) mov (2|M0)       r8.0<1>:f     r66.2<2;2,1>:f                                        // $1117
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     4:w               {Compacted,@3}    // $1114
        addc (8|M0)              r10.0<1>:ud   r6.0<8;8,1>:ud    r8.0<0;1,0>:ud   {AccWrEn,Compacted,@2} // $1121
        or (16|M16)              r12.0<1>:d    r4.0<8;8,1>:d     1472:w               {Compacted,@2} // $1116
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1121
        addc (8|M8)              r11.0<1>:ud   r7.0<8;8,1>:ud    r8.0<0;1,0>:ud   {AccWrEn}          // $1124
        add (8|M0)               r23.1<2>:ud   r14.0<8;8,1>:ud   r8.1<0;1,0>:ud   {@2}               // $1123
        mov (8|M8)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1124
        addc (8|M16)             r18.0<1>:ud   r12.0<8;8,1>:ud   r8.0<0;1,0>:ud   {AccWrEn,@5}       // $1127
        mov (8|M0)               r23.0<2>:f    r10.0<8;8,1>:f                   {Compacted,@7}       // $1133
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1127
        addc (8|M24)             r19.0<1>:ud   r13.0<8;8,1>:ud   r8.0<0;1,0>:ud   {AccWrEn}          // $1130
        add (8|M8)               r25.1<2>:ud   r16.0<8;8,1>:ud   r8.1<0;1,0>:ud   {@5}               // $1126
        mov (8|M24)              r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1130
        add (8|M16)              r27.1<2>:ud   r20.0<8;8,1>:ud   r8.1<0;1,0>:ud   {@4}               // $1129
        mov (8|M8)               r25.0<2>:f    r11.0<8;8,1>:f                   {Compacted,@7}       // $1133
        add (8|M24)              r29.1<2>:ud   r22.0<8;8,1>:ud   r8.1<0;1,0>:ud   {@3}               // $1132
        mov (8|M16)              r27.0<2>:f    r18.0<8;8,1>:f                   {Compacted,@7}       // $1135
        mov (8|M24)              r29.0<2>:f    r19.0<8;8,1>:f                   {Compacted,@7}       // $1135
        send.dc1 (16|M0)         r2       r23     null    0x0            0x082411FF           {@4,$6} // wr:4+0, rd:2; a64 dword gathering read // $1137
        send.dc1 (16|M16)        r4       r27     null    0x0            0x082411FF           {@1,$7} // wr:4+0, rd:2; a64 dword gathering read // $1138
(W)     mov (1|M0)               f0.0<1>:ud    r66.0<0;1,0>:ud                                       // $1114
        mul (16|M0)              r68.0<1>:f    r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted,$6.dst} // $1139
        mul (16|M16)             r76.0<1>:f    r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted,$7.dst} // $1140
        else (32|M0)                         _math_trans_k0_5_cf  _math_trans_k0_5_cf                // $1109
// B024: [NoMaskWA],  [inDivergent],  Preds:{B022},  Succs:{B025, B042}
_0_063:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0x41:uw                             // $1143
        cmp (16|M16)  (gt)f1.0   null<1>:d     r32.0<8;8,1>:ud   0x41:uw                             // $1144
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $1145
(f1.0)  if (32|M0)                           _0_065            _math_trans_k0_14_cf                  // $1145
// B025: [NoMaskWA],  [inDivergent],  Preds:{B024},  Succs:{B026, B039}
_0_066:
        mul (16|M0)              acc0.0<1>:f   r112.0<8;8,1>:f   r110.0<8;8,1>:f  {Compacted}        // $1169
        mul (16|M16)             r6.0<1>:f     r114.0<8;8,1>:f   r108.0<8;8,1>:f  {Compacted}        // $1170
        add (16|M0)              r26.0<1>:f    r96.0<8;8,1>:f    -r52.0<8;8,1>:f  {Compacted}        // $1147
        mul (16|M0)              r4.0<1>:f     acc0.0<8;8,1>:f   r106.0<8;8,1>:f  {Compacted}        // $1171
        add (16|M0)              r2.0<1>:f     r52.0<8;8,1>:f    -r38.0<8;8,1>:f  {Compacted}        // $1151
        mul (16|M0)              acc0.0<1>:f   r68.0<8;8,1>:f    0x45800800:f                        // $1173
        mul (16|M16)             r14.0<1>:f    r80.0<8;8,1>:f    0x45800800:f                        // $1174
        mul (16|M16)             r10.0<1>:f    r6.0<8;8,1>:f     r104.0<8;8,1>:f  {Compacted,@6}     // $1172
        add (16|M0)              r26.0<1>:f    r88.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@6}     // $1149
        add (16|M0)              r2.0<1>:f     r84.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@5}     // $1153
        add (16|M0)              r6.0<1>:f     r38.0<8;8,1>:f    -r60.0<8;8,1>:f  {Compacted}        // $1155
        add (16|M16)             r28.0<1>:f    r100.0<8;8,1>:f   -r54.0<8;8,1>:f  {Compacted}        // $1148
        add (16|M16)             r30.0<1>:f    r54.0<8;8,1>:f    -r56.0<8;8,1>:f  {Compacted}        // $1152
        add (16|M0)              r12.0<1>:f    acc0.0<8;8,1>:f   -r68.0<8;8,1>:f  {Compacted}        // $1175
        add (16|M16)             r18.0<1>:f    r14.0<8;8,1>:f    -r80.0<8;8,1>:f  {Compacted,@7}     // $1176
        add (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@6}     // $1159
        add (16|M0)              r6.0<1>:f     r34.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@6}     // $1157
        add (16|M16)             r28.0<1>:f    r92.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@6}     // $1150 R{} IR{}{E:6,E:6,},  R{} IR{}{O:6,O:6,},  {BC=2}
        add (16|M16)             r30.0<1>:f    r48.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@6}     // $1154
        add (16|M0)              r16.0<1>:f    acc0.0<8;8,1>:f   -r12.0<8;8,1>:f  {Compacted,@6}     // $1177
        add (16|M16)             r22.0<1>:f    r14.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted,@6}     // $1178
        add (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@5}     // $1161
        add (16|M16)             r8.0<1>:f     r56.0<8;8,1>:f    -r64.0<8;8,1>:f  {Compacted}        // $1156
        mul (16|M0)              acc0.0<1>:f   r4.0<8;8,1>:f     0x45800800:f                        // $1181
        mul (16|M16)             r6.0<1>:f     r10.0<8;8,1>:f    0x45800800:f                        // $1182
        add (16|M16)             r28.0<1>:f    r28.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@7}     // $1160
        add (16|M0)              r26.0<1>:f    r90.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@5}     // $1163 R{} IR{}{E:5,E:5,},  R{} IR{}{O:5,O:5,},  {BC=2}
        add (16|M16)             r8.0<1>:f     r44.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted,@5}     // $1158
        add (16|M0)              r18.0<1>:f    acc0.0<8;8,1>:f   -r4.0<8;8,1>:f   {Compacted}        // $1183
        add (16|M16)             r30.0<1>:f    r6.0<8;8,1>:f     -r10.0<8;8,1>:f  {Compacted,@5}     // $1184
        add (16|M0)              r26.0<1>:f    r86.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@4}     // $1165
        add (16|M16)             r28.0<1>:f    r28.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted,@4}     // $1162
        add (16|M0)              r14.0<1>:f    acc0.0<8;8,1>:f   -r18.0<8;8,1>:f  {Compacted,@4}     // $1185
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     -r30.0<8;8,1>:f  {Compacted,@4}     // $1186
        add (16|M0)              acc0.0<1>:f   r68.0<8;8,1>:f    -r16.0<8;8,1>:f  {Compacted}        // $1179
        add (16|M16)             r24.0<1>:f    r80.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted}        // $1180
        add (16|M0)              r12.0<1>:f    r36.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@6}     // $1167
        add (16|M16)             r28.0<1>:f    r94.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@6}     // $1164
        mul (16|M0)              r32.0<1>:f    r16.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@6}     // $1189
        mul (16|M16)             r26.0<1>:f    r22.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@6}     // $1190 R{} IR{}{E:3,E:3,},  R{} IR{}{O:3,O:3,},  {BC=2}
        add (16|M0)              r8.0<1>:f     r4.0<8;8,1>:f     -r14.0<8;8,1>:f  {Compacted}        // $1187
        add (16|M16)             r34.0<1>:f    r10.0<8;8,1>:f    -r6.0<8;8,1>:f   {Compacted}        // $1188
        add (16|M16)             r28.0<1>:f    r50.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@5}     // $1166
        add (16|M0)              r32.0<1>:f    r32.0<8;8,1>:f    -r98.0<8;8,1>:f  {Compacted,@5}     // $1191
        add (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    -r102.0<8;8,1>:f {Compacted,@5}     // $1192
        mul (16|M0)              r14.0<1>:f    acc0.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted}        // $1193
        mul (16|M16)             r6.0<1>:f     r24.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@7}     // $1194
        mul (16|M16)             r4.0<1>:f     r22.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@6}     // $1198
        add (16|M16)             r2.0<1>:f     r46.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@6}     // $1168
        add (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@4}     // $1195
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted,@4}     // $1196
        mul (16|M0)              r28.0<1>:f    r16.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted,@7}     // $1197
        mul (16|M0)              r18.0<1>:f    acc0.0<8;8,1>:f   r8.0<8;8,1>:f    {Compacted}        // $1201
        mul (16|M16)             acc0.0<1>:f   r24.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}        // $1202
        add (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted,@4}     // $1200
        add (16|M0)              r28.0<1>:f    r28.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@4}     // $1199
        add (16|M16)             r16.0<1>:f    acc0.0<8;8,1>:f   r4.0<8;8,1>:f    {Compacted,@2}     // $1204
        add (16|M0)              r30.0<1>:f    r18.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@2}     // $1203
        add (16|M16)             acc0.0<1>:f   r62.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,@2}     // $1210
        add (16|M0)              r32.0<1>:f    r58.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@2}     // $1209
        mul (16|M16)             r14.0<1>:f    acc0.0<8;8,1>:f   0x3DAB1EA1:f                        // $1212
        mul (16|M0)              r10.0<1>:f    r32.0<8;8,1>:f    0x3DAB1EA1:f               {@2}     // $1211
        add (16|M16)             r14.0<1>:f    -r14.0<8;8,1>:f   0x3E246F69:f               {@2}     // $1214
        add (16|M0)              r10.0<1>:f    -r10.0<8;8,1>:f   0x3E246F69:f               {@2}     // $1213
        mul (16|M16)             r14.0<1>:f    acc0.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted,@2}     // $1216
        mul (16|M0)              r10.0<1>:f    r32.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@2}     // $1215
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    0xBEB1C35D:f               {@2}     // $1218
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    0xBEB1C35D:f               {@2}     // $1217
        add (16|M16)             r8.0<1>:f     r64.0<8;8,1>:f    -r42.0<8;8,1>:f  {Compacted}        // $1206
        add (16|M0)              r6.0<1>:f     r60.0<8;8,1>:f    -r40.0<8;8,1>:f  {Compacted}        // $1205
        mul (16|M16)             r14.0<1>:f    acc0.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted,@4}     // $1220
        mul (16|M0)              r10.0<1>:f    r32.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@4}     // $1219
        add (16|M16)             r20.0<1>:f    r62.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted,@4}     // $1208
        add (16|M0)              r4.0<1>:f     r58.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@4}     // $1207
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    0x3A6A6369:f               {@4}     // $1222
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    0x3A6A6369:f               {@4}     // $1221
        add (16|M16)             r26.0<1>:f    r20.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,@4}     // $1226
        add (16|M0)              r18.0<1>:f    r4.0<8;8,1>:f     r30.0<8;8,1>:f   {Compacted,@4}     // $1225
        mul (16|M16)             r14.0<1>:f    acc0.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted,@4}     // $1224
        mul (16|M0)              r10.0<1>:f    r32.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@4}     // $1223
        add (16|M16)             r28.0<1>:f    r2.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted,@4}     // $1228
        add (16|M0)              r22.0<1>:f    r12.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted,@4}     // $1227
        add (16|M16)             r34.0<1>:f    r42.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@4}     // $1230
        add (16|M0)              r24.0<1>:f    r40.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@4}     // $1229
        add (16|M16)             r32.0<1>:f    r28.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@2}     // $1236
        add (16|M0)              r6.0<1>:f     r22.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@2}     // $1235
        mul (16|M16)             acc0.0<1>:f   r32.0<8;8,1>:f    0x45800800:f               {@2}     // $1244
        mul (16|M0)              r36.0<1>:f    r6.0<8;8,1>:f     0x45800800:f               {@2}     // $1243
        add (16|M16)             r12.0<1>:f    acc0.0<8;8,1>:f   -r32.0<8;8,1>:f  {Compacted}        // $1246
        add (16|M0)              r4.0<1>:f     r36.0<8;8,1>:f    -r6.0<8;8,1>:f   {Compacted,@2}     // $1245
        add (16|M16)             r2.0<1>:f     r42.0<8;8,1>:f    -r34.0<8;8,1>:f  {Compacted}        // $1232
        add (16|M16)             r38.0<1>:f    acc0.0<8;8,1>:f   -r12.0<8;8,1>:f  {Compacted,@3}     // $1248
        add (16|M0)              r30.0<1>:f    r36.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted,@3}     // $1247 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@3}     // $1234
        mul (16|M0)              r18.0<1>:f    r30.0<8;8,1>:f    0x3FD9A000:f               {@2}     // $1251
        mul (16|M16)             r2.0<1>:f     r38.0<8;8,1>:f    0xB94CC000:f               {@4}     // $1260
        add (16|M0)              r20.0<1>:f    r40.0<8;8,1>:f    -r24.0<8;8,1>:f  {Compacted}        // $1231 R{} IR{}{E:4,E:4,},  R{} IR{}{O:4,O:4,},  {BC=2}
        add (16|M16)             r34.0<1>:f    r34.0<8;8,1>:f    -r32.0<8;8,1>:f  {Compacted}        // $1238
        add (16|M0)              r24.0<1>:f    r24.0<8;8,1>:f    -r6.0<8;8,1>:f   {Compacted}        // $1237
        add (16|M0)              r26.0<1>:f    r6.0<8;8,1>:f     -r30.0<8;8,1>:f  {Compacted}        // $1249
(W)     mov (1|M0)               r66.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $1293
        add (16|M0)              r42.0<1>:f    r18.0<8;8,1>:f    0x47C00000:f               {Compacted,@7} // $1265
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $1293
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@7}               // $1293
        mul (16|M16)             r16.0<1>:f    r38.0<8;8,1>:f    0x3FD9A000:f                        // $1252
        add (16|M16)             acc0.0<1>:f   r32.0<8;8,1>:f    -r38.0<8;8,1>:f  {Compacted}        // $1250
        add (16|M0)              r10.0<1>:f    r10.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@7}     // $1233
        add (16|M16)             r34.0<1>:f    r28.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@7}     // $1240
        add (16|M0)              r24.0<1>:f    r22.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@7}     // $1239
        mul (16|M0)              r4.0<1>:f     r26.0<8;8,1>:f    0xB94CC000:f               {@7}     // $1253
        mul (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    0x3FD9A000:f                        // $1255
        shl (16|M0)              r44.0<1>:d    r42.0<8;8,1>:d    3:w               {Compacted,@7}    // $1289
        mul (16|M16)             r8.0<1>:f     acc0.0<8;8,1>:f   0xB94CC000:f                        // $1254
        add (16|M16)             r36.0<1>:f    r14.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@6}     // $1242
        add (16|M0)              r12.0<1>:f    r10.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@6}     // $1241
        mul (16|M16)             r40.0<1>:f    acc0.0<8;8,1>:f   0x3FD9A000:f                        // $1256
        add (16|M16)             r14.0<1>:f    r16.0<8;8,1>:f    0x47C00000:f               {Compacted} // $1266
(W&f0.0.any32h) mov (2|M0)       r10.0<1>:f    r66.2<2;2,1>:f                                        // $1293
        mul (16|M0)              r6.0<1>:f     r30.0<8;8,1>:f    0xB94CC000:f                        // $1259
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted,@7}     // $1257
        and (16|M0)              r24.0<1>:d    r44.0<8;8,1>:d    1016:w               {Compacted,@7} // $1291
(W&f0.0.any32h) addc (1|M0)      r11.0<1>:ud   r10.0<0;1,0>:ud   0x1A4:ud              {AccWrEn,@4}  // $1297
        add (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     r40.0<8;8,1>:f   {Compacted,@7}     // $1258 R{} IR{}{E:4,E:4,},  R{} IR{}{O:4,O:4,},  {BC=2}
        shl (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    3:w               {Compacted,@7}    // $1290
        add (16|M0)              r20.0<1>:f    r6.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted,@5}     // $1261
(W&f0.0.any32h) mov (1|M0)       r30.0<1>:ud   acc0.0<0;1,0>:ud                                      // $1297
        addc (8|M0)              r4.0<1>:ud    r24.0<8;8,1>:ud   r11.0<0;1,0>:ud  {AccWrEn,Compacted,@5} // $1299
        add (16|M16)             r22.0<1>:f    r2.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted,@5}     // $1262
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $1299
        and (16|M16)             r2.0<1>:d     r26.0<8;8,1>:d    1016:w               {Compacted,@6} // $1292
        addc (8|M8)              r5.0<1>:ud    r25.0<8;8,1>:ud   r11.0<0;1,0>:ud  {AccWrEn}          // $1302
        mul (16|M0)              r28.0<1>:f    r12.0<8;8,1>:f    0x3FD9999A:f                        // $1263
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $1302
        addc (8|M16)             r12.0<1>:ud   r2.0<8;8,1>:ud    r11.0<0;1,0>:ud  {AccWrEn,@4}       // $1305
        mul (16|M16)             r32.0<1>:f    r36.0<8;8,1>:f    0x3FD9999A:f                        // $1264
        mov (8|M16)              r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1305
        addc (8|M24)             r13.0<1>:ud   r3.0<8;8,1>:ud    r11.0<0;1,0>:ud  {AccWrEn}          // $1308
(W&f0.0.any32h) add (1|M0)       r7.0<1>:ud    r30.0<0;1,0>:ud   r10.1<0;1,0>:ud                     // $1298
        mov (8|M24)              r36.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $1308
        add (8|M0)               r37.1<2>:ud   r6.0<8;8,1>:ud    r7.0<0;1,0>:ud   {Compacted,@2}     // $1301
        add (8|M8)               r39.1<2>:ud   r8.0<8;8,1>:ud    r7.0<0;1,0>:ud   {Compacted,@7}     // $1304
        add (8|M16)              r44.1<2>:ud   r34.0<8;8,1>:ud   r7.0<0;1,0>:ud   {Compacted,@6}     // $1307
        add (8|M24)              r46.1<2>:ud   r36.0<8;8,1>:ud   r7.0<0;1,0>:ud   {Compacted,@4}     // $1310
        mov (8|M0)               r37.0<2>:f    r4.0<8;8,1>:f                    {Compacted}          // $1311
        mov (8|M8)               r39.0<2>:f    r5.0<8;8,1>:f                    {Compacted}          // $1311
        mov (8|M16)              r44.0<2>:f    r12.0<8;8,1>:f                   {Compacted}          // $1313
        mov (8|M24)              r46.0<2>:f    r13.0<8;8,1>:f                   {Compacted,@7}       // $1313
        send.dc1 (16|M0)         r48      r37     null    0x0            0x084415FF           {@3,$8} // wr:4+0, rd:4; a64 dword gathering read // $1315
        sync.nop                             null                             {Compacted,$8.src}     // $1316
        send.dc1 (16|M16)        r34      r44     null    0x0            0x084415FF           {@1,$9} // wr:4+0, rd:4; a64 dword gathering read // $1316
        add (16|M0)              r2.0<1>:f     r42.0<8;8,1>:f    0xC7C00000:f               {Compacted} // $1267
        add (16|M16)             r10.0<1>:f    r14.0<8;8,1>:f    0xC7C00000:f               {Compacted} // $1268
        add (16|M16)             r24.0<1>:f    r32.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}        // $1276
        add (16|M0)              r8.0<1>:f     r28.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}        // $1275
        add (16|M0)              acc0.0<1>:f   r18.0<8;8,1>:f    -r2.0<8;8,1>:f   {Compacted,@4}     // $1273 R{} IR{}{E:1,E:1,},  R{} IR{}{O:1,O:1,},  {BC=2}
        add (16|M16)             r10.0<1>:f    r16.0<8;8,1>:f    -r10.0<8;8,1>:f  {Compacted,@4}     // $1274
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r8.0<8;8,1>:f    {Compacted,@3}     // $1277
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted,@2}     // $1278
        mul (16|M0)              r4.0<1>:f     acc0.0<8;8,1>:f   0x3D635847:f                        // $1279
        mul (16|M16)             r6.0<1>:f     r10.0<8;8,1>:f    0x3D635847:f               {@2}     // $1280
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0x3E75FDF0:f               {@2}     // $1281
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3E75FDF0:f               {@2}     // $1282
        mul (16|M0)              r4.0<1>:f     acc0.0<8;8,1>:f   r4.0<8;8,1>:f    {Compacted,@2}     // $1283
        mul (16|M16)             r6.0<1>:f     r10.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@2}     // $1284
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0x3F317218:f               {@2}     // $1285
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3F317218:f               {@2}     // $1286
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r4.0<8;8,1>:f    {Compacted,@2}     // $1287
        mul (16|M16)             r16.0<1>:f    r10.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted,@2}     // $1288
        shl (16|M16)             r22.0<1>:d    r14.0<8;8,1>:d    10:w               {Compacted}      // $1270
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r48.0<8;8,1>:f   {Compacted,$8.dst} // $1317
        mul (16|M16)             r18.0<1>:f    r16.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted,@3,$9.dst} // $1318
        add (16|M0)              r32.0<1>:f    acc0.0<8;8,1>:f   r50.0<8;8,1>:f   {Compacted}        // $1319
        add (16|M16)             r26.0<1>:f    r18.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted,@2}     // $1320
        shl (16|M0)              r20.0<1>:d    r42.0<8;8,1>:d    10:w               {Compacted}      // $1269
        add (16|M0)              r40.0<1>:f    r48.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@3}     // $1321 R{} IR{}{E:0,E:0,},  R{} IR{}{O:0,O:0,},  {BC=2}
        add (16|M16)             r30.0<1>:f    r34.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@3}     // $1322
        asr (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d    17:w               {Compacted,@7}   // $1272
        asr (16|M0)              r14.0<1>:d    r20.0<8;8,1>:d    17:w               {Compacted,@4}   // $1271
        shr (16|M0)              r10.0<1>:d    r40.0<8;8,1>:ud   23:w               {Compacted,@4}   // $1323
        shr (16|M16)             r28.0<1>:d    r30.0<8;8,1>:ud   23:w               {Compacted,@4}   // $1324
        add (16|M16)             r4.0<1>:d     r38.0<8;8,1>:d    -127:w               {Compacted,@4} // $1328
        add (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    -127:w               {Compacted,@4} // $1327
        and (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    255:w               {Compacted,@4}  // $1325
        and (16|M16)             r8.0<1>:d     r28.0<8;8,1>:d    255:w               {Compacted,@4}  // $1326
        add (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted,@2}     // $1329
        add (16|M16)             r2.0<1>:d     r4.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted,@2}     // $1330
(W)     mov (1|M0)               f0.0<1>:ud    r66.0<0;1,0>:ud                                       // $1308
        cmp (16|M0)   (lt)f0.0   null<1>:d     r6.0<8;8,1>:d     128:w               {Compacted,@3}  // $1331
        cmp (16|M16)  (lt)f0.0   null<1>:d     r2.0<8;8,1>:d     128:w               {@3}            // $1332
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $1333
(f0.0)  if (32|M0)                           _0_067            _math_trans_k0_4_cf                   // $1333
// B026: [NoMaskWA],  [inDivergent],  Preds:{B025},  Succs:{B027, B036}
_0_068:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r6.0<8;8,1>:d     -127:w                              // $1335
        cmp (16|M16)  (gt)f1.0   null<1>:d     r2.0<8;8,1>:d     -127:w                              // $1336
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $1337
(~f1.0) if (32|M0)                           _0_069            _math_trans_k0_3_cf                   // $1337
// B027: [NoMaskWA],  [inDivergent],  Preds:{B026},  Succs:{B028, B033}
_0_070:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r6.0<8;8,1>:ud    0xFFFFFF77:ud                       // $1339
        cmp (16|M16)  (gt)f0.0   null<1>:d     r2.0<8;8,1>:ud    0xFFFFFF77:ud                       // $1340
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $1341
(~f0.0) if (32|M0)                           _0_071            _math_trans_k0_2_cf                   // $1341
// B028: [NoMaskWA],  [inDivergent],  Preds:{B027},  Succs:{B029, B030}
_0_072:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r6.0<8;8,1>:ud    0xFFFFFF60:ud                       // $1343
        cmp (16|M16)  (gt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0xFFFFFF60:ud                       // $1344
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $1345
(f1.0)  if (32|M0)                           _0_073            _math_trans_k0_1_cf                   // $1345
// B029: [NoMaskWA],  [inDivergent],  Preds:{B028},  Succs:{B031}
_0_074:
        shl (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    23:w               {Compacted}      // $1347
        shl (16|M16)             r4.0<1>:d     r38.0<8;8,1>:d    23:w               {Compacted}      // $1348
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1602224128:d               {@2}     // $1349
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     1602224128:d               {@2}     // $1350
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2139095040:d               {@2}     // $1351
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2139095040:d               {@2}     // $1352
        mul (16|M0)              acc0.0<1>:f   r40.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@2}     // $1353
        mul (16|M16)             r8.0<1>:f     r30.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@2}     // $1354
        mul (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   0x1F800000:f               {Compacted} // $1355
        mul (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     0x1F800000:f               {Compacted,@2} // $1356
        add (16|M0)              r68.0<1>:f    acc0.0<8;8,1>:f   0x0:f               {Compacted}     // $1357
        add (16|M16)             r76.0<1>:f    r8.0<8;8,1>:f     0x0:f               {Compacted,@2}  // $1358
        else (32|M0)                         _math_trans_k0_1_cf  _math_trans_k0_1_cf                // $1345
// B030: [NoMaskWA],  [inDivergent],  Preds:{B028},  Succs:{B031}
_0_073:
        mov (16|M0)              r68.0<1>:f    0x0:f                               {Compacted}       // $1361
        mov (16|M16)             r76.0<1>:f    0x0:f                               {Compacted}       // $1362
// B031: [NoMaskWA],  [inDivergent],  Preds:{B030, B029},  Succs:{B032}
_math_trans_k0_1_cf:
        endif (32|M0)                        _math_trans_k0_18_cf                                    // $1345
// B032: [NoMaskWA],  [inDivergent],  Preds:{B031},  Succs:{B034}
_math_trans_k0_18_cf:
        else (32|M0)                         _math_trans_k0_2_cf  _math_trans_k0_2_cf                // $1341
// B033: [NoMaskWA],  [inDivergent],  Preds:{B027},  Succs:{B034}
_0_071:
        mul (16|M0)              acc0.0<1>:f   r40.0<8;8,1>:f    0x45800800:f                        // $1365
        mul (16|M16)             r4.0<1>:f     r30.0<8;8,1>:f    0x45800800:f                        // $1366
        add (16|M0)              r6.0<1>:f     acc0.0<8;8,1>:f   -r40.0<8;8,1>:f  {Compacted}        // $1367
        add (16|M16)             r8.0<1>:f     r4.0<8;8,1>:f     -r30.0<8;8,1>:f  {Compacted,@2}     // $1368
        add (16|M0)              r10.0<1>:f    acc0.0<8;8,1>:f   -r6.0<8;8,1>:f   {Compacted,@2}     // $1369
        add (16|M16)             r12.0<1>:f    r4.0<8;8,1>:f     -r8.0<8;8,1>:f   {Compacted,@2}     // $1370
        add (16|M0)              r2.0<1>:f     r48.0<8;8,1>:f    -r40.0<8;8,1>:f  {Compacted}        // $1381
        add (16|M16)             r4.0<1>:f     r34.0<8;8,1>:f    -r30.0<8;8,1>:f  {Compacted}        // $1382
        shl (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    23:w               {Compacted}      // $1371
        shl (16|M16)             r16.0<1>:d    r38.0<8;8,1>:d    23:w               {Compacted}      // $1372
        add (16|M0)              r6.0<1>:f     r40.0<8;8,1>:f    -r10.0<8;8,1>:f  {Compacted,@6}     // $1385
        add (16|M16)             r8.0<1>:f     r30.0<8;8,1>:f    -r12.0<8;8,1>:f  {Compacted,@6}     // $1386
        add (16|M0)              acc0.0<1>:f   r32.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@6}     // $1383
        add (16|M16)             r4.0<1>:f     r26.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@6}     // $1384
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    1602224128:d               {@6}     // $1373
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    1602224128:d               {@6}     // $1374
        add (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted,@6}     // $1387
        add (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted,@4}     // $1388
        and (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    2139095040:d               {@4}     // $1375
        and (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    2139095040:d               {@4}     // $1376
        mul (16|M0)              acc0.0<1>:f   r10.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@2}     // $1377
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r14.0<8;8,1>:f   {Compacted,@5}     // $1389
        mul (16|M16)             r20.0<1>:f    r12.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,@3}     // $1378
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r16.0<8;8,1>:f   {Compacted,@6}     // $1390
        mul (16|M0)              r22.0<1>:f    acc0.0<8;8,1>:f   0x1F800000:f               {Compacted} // $1379
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x1F800000:f               {Compacted,@4} // $1391
        mul (16|M16)             r24.0<1>:f    r20.0<8;8,1>:f    0x1F800000:f               {Compacted,@4} // $1380
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     0x1F800000:f               {Compacted,@4} // $1392
        add (16|M0)              acc0.0<1>:f   r22.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@3}     // $1393
        add (16|M16)             r4.0<1>:f     r24.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@2}     // $1394
        add (16|M0)              r68.0<1>:f    acc0.0<8;8,1>:f   0x0:f               {Compacted}     // $1395
        add (16|M16)             r76.0<1>:f    r4.0<8;8,1>:f     0x0:f               {Compacted,@2}  // $1396
// B034: [NoMaskWA],  [inDivergent],  Preds:{B033, B032},  Succs:{B035}
_math_trans_k0_2_cf:
        endif (32|M0)                        _math_trans_k0_17_cf                                    // $1341
// B035: [NoMaskWA],  [inDivergent],  Preds:{B034},  Succs:{B037}
_math_trans_k0_17_cf:
        else (32|M0)                         _math_trans_k0_3_cf  _math_trans_k0_3_cf                // $1337
// B036: [NoMaskWA],  [inDivergent],  Preds:{B026},  Succs:{B037}
_0_069:
        add (16|M0)              r6.0<1>:d     r10.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $1401
        add (16|M16)             r8.0<1>:d     r28.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $1402
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     23:w               {Compacted,@2}   // $1403
        shl (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     23:w               {Compacted,@2}   // $1404
        and (16|M0)              r2.0<1>:d     r40.0<8;8,1>:d    -2139095041:d                       // $1399
        and (16|M16)             r4.0<1>:d     r30.0<8;8,1>:d    -2139095041:d                       // $1400
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     2139095040:d               {@4}     // $1405
        and (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     2139095040:d               {@4}     // $1406
        or (16|M0)               r68.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@2}     // $1407
        or (16|M16)              r76.0<1>:d    r8.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted,@2}     // $1408
// B037: [NoMaskWA],  [inDivergent],  Preds:{B036, B035},  Succs:{B038}
_math_trans_k0_3_cf:
        endif (32|M0)                        _math_trans_k0_16_cf                                    // $1337
// B038: [NoMaskWA],  [inDivergent],  Preds:{B037},  Succs:{B040}
_math_trans_k0_16_cf:
        else (32|M0)                         _math_trans_k0_4_cf  _math_trans_k0_4_cf                // $1333
// B039: [NoMaskWA],  [inDivergent],  Preds:{B025},  Succs:{B040}
_0_067:
        mov (16|M0)              r68.0<1>:f    0x7F800000:f                               {Compacted} // $1411
        mov (16|M16)             r76.0<1>:f    0x7F800000:f                               {Compacted} // $1412
// B040: [NoMaskWA],  [inDivergent],  Preds:{B039, B038},  Succs:{B041}
_math_trans_k0_4_cf:
        endif (32|M0)                        _math_trans_k0_15_cf                                    // $1333
// B041: [NoMaskWA],  [inDivergent],  Preds:{B040},  Succs:{B043}
_math_trans_k0_15_cf:
        else (32|M0)                         _math_trans_k0_14_cf  _math_trans_k0_14_cf              // $1145
// B042: [NoMaskWA],  [inDivergent],  Preds:{B024},  Succs:{B043}
_0_065:
        mov (16|M0)              r68.0<1>:f    0x3F800000:f                               {Compacted} // $1415
        mov (16|M16)             r76.0<1>:f    0x3F800000:f                               {Compacted} // $1416
// B043: [NoMaskWA],  [inDivergent],  Preds:{B042, B041},  Succs:{B044}
_math_trans_k0_14_cf:
        endif (32|M0)                        _math_trans_k0_5_cf                                     // $1145
// B044: [NoMaskWA],  [inDivergent],  Preds:{B023, B043},  Succs:{B045}
_math_trans_k0_5_cf:
        endif (32|M0)                        _math_trans_k0_13_cf                                    // $1109
// B045: [NoMaskWA],  [inDivergent],  Preds:{B044},  Succs:{B047}
_math_trans_k0_13_cf:
        else (32|M0)                         _math_trans_k0_12_cf  _math_trans_k0_12_cf              // $889
// B046: [NoMaskWA],  [inDivergent],  Preds:{B021},  Succs:{B047}
_0_061:
        mov (16|M0)              r68.0<1>:f    0x7FC00000:f                               {Compacted} // $1419
        mov (16|M16)             r76.0<1>:f    0x7FC00000:f                               {Compacted} // $1420
// B047: [NoMaskWA],  [inDivergent],  Preds:{B046, B045},  Succs:{B048}
_math_trans_k0_12_cf:
        endif (32|M0)                        _math_trans_k0_11_cf                                    // $889
// B048: [NoMaskWA],  [inDivergent],  Preds:{B020, B047},  Succs:{B049}
_math_trans_k0_11_cf:
        endif (32|M0)                        _math_trans_k0_10_cf                                    // $875
// B049: [NoMaskWA],  [inDivergent],  Preds:{B018, B048},  Succs:{B050}
_math_trans_k0_10_cf:
        endif (32|M0)                        _math_trans_k0_6_cf                                     // $867
// B050: [NoMaskWA],  [inDivergent],  Preds:{B016, B049},  Succs:{B051}
_math_trans_k0_6_cf:
        endif (32|M0)                        _math_trans_k0_9_cf                                     // $859
// B051: [NoMaskWA],  [inDivergent],  Preds:{B050},  Succs:{B053}
_math_trans_k0_9_cf:
        else (32|M0)                         _math_trans_k0_8_cf  _math_trans_k0_8_cf                // $851
// B052: [NoMaskWA],  [inDivergent],  Preds:{B014},  Succs:{B053}
_0_053:
        add (16|M0)              r2.0<1>:f     r68.0<8;8,1>:f    0x3FD9999A:f               {@7}     // $1423
        add (16|M16)             r4.0<1>:f     r70.0<8;8,1>:f    0x3FD9999A:f                        // $1424
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     -2147483648:d               {@2}    // $1425
        and (16|M16)             r8.0<1>:d     r4.0<8;8,1>:d     -2147483648:d               {@2}    // $1426
        or (16|M0)               r6.0<1>:d     r6.0<8;8,1>:d     1065353216:d               {@2}     // $1427
        or (16|M16)              r8.0<1>:d     r8.0<8;8,1>:d     1065353216:d               {@2}     // $1428
        mul (16|M0)              r68.0<1>:f    r6.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted,@2}     // $1429
        mul (16|M16)             r76.0<1>:f    r8.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted,@2}     // $1430
// B053: [NoMaskWA],  [inDivergent],  Preds:{B052, B051},  Succs:{B054}
_math_trans_k0_8_cf:
        endif (32|M0)                        _math_trans_k0_0_cf                                     // $851
// B054: Preds:{B013, B053},  Succs:{B055}
_math_trans_k0_0_cf:
        endif (32|M0)                        _0_052                                                  // $773
// B055: Preds:{B054},  Succs:{}
_0_052:
(W)     mov (1|M0)               r18.0<1>:f    0x3F800000:f                               {Compacted} // $1442
        math.sqt (16|M0)         r6.0<1>:f     (abs)r74.0<8;8,1>:f              {@5,$10}             // $1434
        mad (16|M0)              r20.0<1>:f    r18.0<0;0>:f      r74.0<8;1>:f      r74.0<1>:f       {Compacted,@1} // $1443
        mad (16|M16)             r22.0<1>:f    r18.0<0;0>:f      r72.0<8;1>:f      r72.0<1>:f       {Compacted} // $1444
        and (16|M0)   (eq)f1.0   r24.0<1>:d    r20.0<8;8,1>:d    2139095040:d               {@2}     // $1445
        and (16|M16)  (eq)f1.0   r26.0<1>:d    r22.0<8;8,1>:d    2139095040:d               {@2}     // $1446
        math.sqt (16|M16)        r8.0<1>:f     (abs)r72.0<8;8,1>:f              {@7,$11}             // $1435
        cmp (16|M0)   (ge)f0.0   null<1>:d     r24.0<8;8,1>:ud   0x64000000:ud              {@2}     // $1451
        math.rsqt (16|M0)        r10.0<1>:f    r78.0<8;8,1>:f                   {$12}                // $1436
        cmp (16|M16)  (ge)f0.0   null<1>:d     r26.0<8;8,1>:ud   0x64000000:ud              {@2}     // $1452
        math.rsqt (16|M16)       r12.0<1>:f    r82.0<8;8,1>:f                   {$13}                // $1437
(W)     mov (1|M0)               r19.0<1>:f    0x4F800000:f                               {Compacted} // $1449
        add (16|M0)              acc0.0<1>:f   r122.0<8;8,1>:f   r68.0<8;8,1>:f   {Compacted}        // $1432
        add (16|M16)             r4.0<1>:f     r120.0<8;8,1>:f   r76.0<8;8,1>:f   {Compacted}        // $1433
        sync.nop                             null                             {Compacted,$12.dst}    // $1438
        add (16|M0)              r6.0<1>:f     r6.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted,$10.dst} // $1438
        sync.nop                             null                             {Compacted,$13.dst}    // $1439
        add (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted,$11.dst} // $1439
(f1.0)  sel (16|M0)              r28.0<1>:f    r19.0<0;1,0>:f    0x3F800000:f               {Compacted,@5} // $1449
(f1.0)  sel (16|M16)             r30.0<1>:f    r19.0<0;1,0>:f    0x3F800000:f                        // $1450
(f0.0)  mov (16|M0)              r28.0<1>:f    0x2F800000:f                               {Compacted} // $1453
(f0.0)  mov (16|M16)             r30.0<1>:f    0x2F800000:f                                          // $1454
        add (16|M0)              r14.0<1>:f    acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted,@6}     // $1440
        add (16|M16)             r16.0<1>:f    r4.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted,@6}     // $1441
        mul (16|M0)              r2.0<1>:f     r20.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@4}     // $1455
        mul (16|M16)             r4.0<1>:f     r22.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@4}     // $1456
        math.inv (16|M0)         r2.0<1>:f     r2.0<8;8,1>:f                    {@2,$14}             // $1457
(W)     mov (8|M0)               r127.0<1>:f   r67.0<8;8,1>:f                   {Compacted}          // $1467
        math.inv (16|M16)        r4.0<1>:f     r4.0<8;8,1>:f                    {@2,$15}             // $1458
        mul (16|M0)              acc0.0<1>:f   r2.0<8;8,1>:f     r14.0<8;8,1>:f   {Compacted,@5,$14.dst} // $1459
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r16.0<8;8,1>:f   {Compacted,@5,$15.dst} // $1460
        mul (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   r28.0<8;8,1>:f   {Compacted}        // $1461
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r30.0<8;8,1>:f   {Compacted,@2}     // $1462
        send.dc1 (16|M0)         null     r118    r2      0x80            0x04025E01           {@2,$0} // wr:2+2, rd:0; untyped surface write with x // $1464
        send.dc1 (16|M16)        null     r116    r4      0x80            0x04025E01           {@1,$1} // wr:2+2, rd:0; untyped surface write with x // $1466
(W)     send.dc0 (8|M0)          r6       r67     null    0x0            0x0219E000           {$2} // wr:1h+0, rd:1; synchronized global fence flushing // $1467
(W)     mov (8|M0)               null<1>:ud    r6.0<8;8,1>:ud                   {$2.dst}             //  memory fence commit; $1467
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $1467


//.BankConflicts: 80
//.BankConflicts.SameBank: 14
//.BankConflicts.TwoSrc: 66
//.SIMD16ReadSuppressions: 31
//.SIMD8s: 2633
//
//.RMWs: 0
//
//.accSubDef: 76
//.accSubUse: 102
//.accSubCandidateDef: 239
//.accSubCandidateUse: 299
