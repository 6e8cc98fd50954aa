//.kernel math_trans
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 1301
//.RA type	GRAPH_COLORING_FF_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r88.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r88.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r88.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=8 type=uq align=4 words (r92.1)
//.declare V0047 (55)  rf=r size=8 type=uq align=4 words (r92.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r96.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r93.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r125.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r123.0)
//.declare P01 (67)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0059 (68)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0060 (69)  rf=r size=64 type=f align=16 words (r121.0)
//.declare V0061 (70)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0062 (71)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0063 (72)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0064 (73)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0065 (74)  rf=r size=64 type=d alias=V0059+0 align=16 words (r119.0)
//.declare V0066 (75)  rf=r size=64 type=d alias=V0060+0 align=16 words (r121.0)
//.declare V0067 (76)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0068 (77)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0069 (78)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0070 (79)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0071 (80)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0072 (81)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0073 (82)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0074 (83)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0075 (84)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0076 (85)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0077 (86)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0078 (87)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0079 (88)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0080 (89)  rf=r size=64 type=f align=16 words (r121.0)
//.declare V0081 (90)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0082 (91)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0083 (92)  rf=r size=64 type=d alias=V0076+0 align=16 words (r4.0)
//.declare V0084 (93)  rf=r size=64 type=d alias=V0077+0 align=16 words (r2.0)
//.declare V0085 (94)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0086 (95)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0087 (96)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0088 (97)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0089 (98)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0090 (99)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0091 (100)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0092 (101)  rf=r size=64 type=f align=16 words (r115.0)
//.declare V0093 (102)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0094 (103)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0095 (104)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0096 (105)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0097 (106)  rf=r size=64 type=f alias=V0081+0 align=16 words (r4.0)
//.declare V0098 (107)  rf=r size=64 type=f alias=V0082+0 align=16 words (r2.0)
//.declare V0099 (108)  rf=r size=64 type=d align=16 words (r121.0)
//.declare V0100 (109)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0101 (110)  rf=r size=64 type=d alias=V0057+0 align=16 words (r125.0)
//.declare V0102 (111)  rf=r size=64 type=d alias=V0058+0 align=16 words (r123.0)
//.declare P02 (112)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0103 (113)  rf=r size=64 type=f alias=V0099+0 align=16 words (r121.0)
//.declare V0104 (114)  rf=r size=64 type=f alias=V0100+0 align=16 words (r119.0)
//.declare V0105 (115)  rf=r size=4 type=f align=2 words (r127.1)
//.declare V0106 (116)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0107 (117)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0108 (118)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0109 (119)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0110 (120)  rf=r size=64 type=ud alias=V0099+0 align=16 words (r121.0)
//.declare V0111 (121)  rf=r size=64 type=ud alias=V0100+0 align=16 words (r119.0)
//.declare V0112 (122)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0113 (123)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0114 (124)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0115 (125)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0116 (126)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0117 (127)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0120 (130)  rf=r size=64 type=ud alias=V0114+0 align=16 words (r12.0)
//.declare V0121 (131)  rf=r size=64 type=ud alias=V0115+0 align=16 words (r36.0)
//.declare V0122 (132)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0123 (133)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0126 (136)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0127 (137)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0130 (140)  rf=r size=64 type=ud alias=V0126+0 align=16 words (r18.0)
//.declare V0131 (141)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r20.0)
//.declare V0132 (142)  rf=r size=64 type=ud alias=V0122+0 align=16 words (r10.0)
//.declare V0133 (143)  rf=r size=64 type=ud alias=V0123+0 align=16 words (r8.0)
//.declare V0138 (148)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0139 (149)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0142 (152)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0143 (153)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0144 (154)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0145 (155)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0148 (158)  rf=r size=64 type=ud alias=V0142+0 align=16 words (r26.0)
//.declare V0149 (159)  rf=r size=64 type=ud alias=V0143+0 align=16 words (r20.0)
//.declare V0150 (160)  rf=r size=64 type=ud alias=V0144+0 align=16 words (r18.0)
//.declare V0151 (161)  rf=r size=64 type=ud alias=V0145+0 align=16 words (r10.0)
//.declare V0156 (166)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0157 (167)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0160 (170)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0161 (171)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0162 (172)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0163 (173)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0166 (176)  rf=r size=64 type=ud alias=V0160+0 align=16 words (r32.0)
//.declare V0167 (177)  rf=r size=64 type=ud alias=V0161+0 align=16 words (r30.0)
//.declare V0168 (178)  rf=r size=64 type=ud alias=V0162+0 align=16 words (r18.0)
//.declare V0169 (179)  rf=r size=64 type=ud alias=V0163+0 align=16 words (r20.0)
//.declare V0174 (184)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0175 (185)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0178 (188)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0179 (189)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0180 (190)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0181 (191)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0184 (194)  rf=r size=64 type=ud alias=V0178+0 align=16 words (r30.0)
//.declare V0185 (195)  rf=r size=64 type=ud alias=V0179+0 align=16 words (r38.0)
//.declare V0186 (196)  rf=r size=64 type=ud alias=V0180+0 align=16 words (r18.0)
//.declare V0187 (197)  rf=r size=64 type=ud alias=V0181+0 align=16 words (r32.0)
//.declare V0192 (202)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0193 (203)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0196 (206)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0197 (207)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0198 (208)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0199 (209)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0202 (212)  rf=r size=64 type=ud alias=V0196+0 align=16 words (r32.0)
//.declare V0203 (213)  rf=r size=64 type=ud alias=V0197+0 align=16 words (r42.0)
//.declare V0204 (214)  rf=r size=64 type=ud alias=V0198+0 align=16 words (r38.0)
//.declare V0205 (215)  rf=r size=64 type=ud alias=V0199+0 align=16 words (r40.0)
//.declare V0210 (220)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0211 (221)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0214 (224)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0215 (225)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0216 (226)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0217 (227)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0220 (230)  rf=r size=64 type=ud alias=V0214+0 align=16 words (r40.0)
//.declare V0221 (231)  rf=r size=64 type=ud alias=V0215+0 align=16 words (r46.0)
//.declare V0222 (232)  rf=r size=64 type=ud alias=V0216+0 align=16 words (r42.0)
//.declare V0223 (233)  rf=r size=64 type=ud alias=V0217+0 align=16 words (r44.0)
//.declare V0228 (238)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0229 (239)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0232 (242)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0233 (243)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0234 (244)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0235 (245)  rf=r size=64 type=d align=16 words (r36.0)
//.declare P03 (246)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0236 (247)  rf=r size=64 type=ud alias=V0234+0 align=16 words (r14.0)
//.declare V0237 (248)  rf=r size=64 type=ud alias=V0235+0 align=16 words (r36.0)
//.declare V0238 (249)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0239 (250)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0240 (251)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0241 (252)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0242 (253)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0243 (254)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0244 (255)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0245 (256)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0246 (257)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0247 (258)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0248 (259)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0249 (260)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0250 (261)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0251 (262)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0252 (263)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0253 (264)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0254 (265)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0255 (266)  rf=r size=64 type=d align=16 words (r36.0)
//.declare P04 (267)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0256 (268)  rf=r size=64 type=ud alias=V0254+0 align=16 words (r4.0)
//.declare V0257 (269)  rf=r size=64 type=ud alias=V0255+0 align=16 words (r36.0)
//.declare V0258 (270)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0259 (271)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0260 (272)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0261 (273)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0262 (274)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0263 (275)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0264 (276)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0265 (277)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0266 (278)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0267 (279)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0268 (280)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0269 (281)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0270 (282)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0271 (283)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0272 (284)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0273 (285)  rf=r size=64 type=d align=16 words (r26.0)
//.declare P05 (286)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0274 (287)  rf=r size=64 type=ud alias=V0272+0 align=16 words (r20.0)
//.declare V0275 (288)  rf=r size=64 type=ud alias=V0273+0 align=16 words (r26.0)
//.declare V0276 (289)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0277 (290)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0278 (291)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0279 (292)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0280 (293)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0281 (294)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0282 (295)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0283 (296)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0284 (297)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0285 (298)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0286 (299)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0287 (300)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0288 (301)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0289 (302)  rf=r size=64 type=d align=16 words (r26.0)
//.declare P06 (303)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0290 (304)  rf=r size=64 type=ud alias=V0288+0 align=16 words (r6.0)
//.declare V0291 (305)  rf=r size=64 type=ud alias=V0289+0 align=16 words (r26.0)
//.declare V0292 (306)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0293 (307)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0294 (308)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0295 (309)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0296 (310)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0297 (311)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0298 (312)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0299 (313)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0300 (314)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0301 (315)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0302 (316)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0303 (317)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0304 (318)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0305 (319)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0306 (320)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0307 (321)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0308 (322)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0309 (323)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0310 (324)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0311 (325)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0312 (326)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0313 (327)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0314 (328)  rf=r size=64 type=ud alias=V0294+0 align=16 words (r10.0)
//.declare V0315 (329)  rf=r size=64 type=ud alias=V0295+0 align=16 words (r22.0)
//.declare V0316 (330)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0317 (331)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0318 (332)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0319 (333)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0320 (334)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0321 (335)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0322 (336)  rf=r size=64 type=ud alias=V0296+0 align=16 words (r8.0)
//.declare V0323 (337)  rf=r size=64 type=ud alias=V0297+0 align=16 words (r20.0)
//.declare V0324 (338)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0325 (339)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0326 (340)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0327 (341)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0328 (342)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0329 (343)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0330 (344)  rf=r size=64 type=ud alias=V0298+0 align=16 words (r4.0)
//.declare V0331 (345)  rf=r size=64 type=ud alias=V0299+0 align=16 words (r12.0)
//.declare P07 (346)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0332 (347)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0333 (348)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0334 (349)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0335 (350)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0336 (351)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0337 (352)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0338 (353)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0339 (354)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0340 (355)  rf=r size=64 type=ud alias=V0332+0 align=16 words (r2.0)
//.declare V0341 (356)  rf=r size=64 type=ud alias=V0333+0 align=16 words (r6.0)
//.declare V0342 (357)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0343 (358)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0344 (359)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0345 (360)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0346 (361)  rf=r size=64 type=ud alias=V0334+0 align=16 words (r14.0)
//.declare V0347 (362)  rf=r size=64 type=ud alias=V0335+0 align=16 words (r30.0)
//.declare V0348 (363)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0349 (364)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0350 (365)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0351 (366)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0352 (367)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0353 (368)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0354 (369)  rf=r size=64 type=ud alias=V0336+0 align=16 words (r10.0)
//.declare V0355 (370)  rf=r size=64 type=ud alias=V0337+0 align=16 words (r26.0)
//.declare V0356 (371)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0357 (372)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0358 (373)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0359 (374)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0360 (375)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0361 (376)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0362 (377)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0363 (378)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0364 (379)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0365 (380)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0366 (381)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0367 (382)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0368 (383)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0369 (384)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0370 (385)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0371 (386)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0372 (387)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0373 (388)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0374 (389)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0375 (390)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0376 (391)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0377 (392)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0378 (393)  rf=r size=64 type=ud alias=V0370+0 align=16 words (r20.0)
//.declare V0379 (394)  rf=r size=64 type=ud alias=V0371+0 align=16 words (r22.0)
//.declare V0380 (395)  rf=r size=64 type=ud alias=V0376+0 align=16 words (r12.0)
//.declare V0381 (396)  rf=r size=64 type=ud alias=V0377+0 align=16 words (r24.0)
//.declare V0382 (397)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0383 (398)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0384 (399)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0385 (400)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0386 (401)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0387 (402)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0388 (403)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0389 (404)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0390 (405)  rf=r size=64 type=ud alias=V0372+0 align=16 words (r18.0)
//.declare V0391 (406)  rf=r size=64 type=ud alias=V0373+0 align=16 words (r38.0)
//.declare V0392 (407)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0393 (408)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0394 (409)  rf=r size=64 type=ud alias=V0374+0 align=16 words (r26.0)
//.declare V0395 (410)  rf=r size=64 type=ud alias=V0375+0 align=16 words (r42.0)
//.declare V0396 (411)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0397 (412)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0398 (413)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0399 (414)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0400 (415)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0401 (416)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0402 (417)  rf=r size=64 type=ud alias=V0392+0 align=16 words (r22.0)
//.declare V0403 (418)  rf=r size=64 type=ud alias=V0393+0 align=16 words (r36.0)
//.declare V0404 (419)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0405 (420)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0406 (421)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0407 (422)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0408 (423)  rf=r size=64 type=ud alias=V0396+0 align=16 words (r20.0)
//.declare V0409 (424)  rf=r size=64 type=ud alias=V0397+0 align=16 words (r40.0)
//.declare V0410 (425)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0411 (426)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0412 (427)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0413 (428)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0414 (429)  rf=r size=64 type=ud alias=V0410+0 align=16 words (r26.0)
//.declare V0415 (430)  rf=r size=64 type=ud alias=V0411+0 align=16 words (r38.0)
//.declare V0416 (431)  rf=r size=64 type=ud alias=V0412+0 align=16 words (r32.0)
//.declare V0417 (432)  rf=r size=64 type=ud alias=V0413+0 align=16 words (r30.0)
//.declare V0418 (433)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0419 (434)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0420 (435)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0421 (436)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0422 (437)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0423 (438)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0424 (439)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0425 (440)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0426 (441)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0427 (442)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0428 (443)  rf=r size=64 type=ud alias=V0422+0 align=16 words (r32.0)
//.declare V0429 (444)  rf=r size=64 type=ud alias=V0423+0 align=16 words (r26.0)
//.declare V0430 (445)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0431 (446)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0432 (447)  rf=r size=64 type=f alias=V0398+0 align=16 words (r18.0)
//.declare V0433 (448)  rf=r size=64 type=f alias=V0399+0 align=16 words (r28.0)
//.declare V0434 (449)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0435 (450)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0436 (451)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0437 (452)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0438 (453)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0439 (454)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0440 (455)  rf=r size=64 type=f alias=V0424+0 align=16 words (r12.0)
//.declare V0441 (456)  rf=r size=64 type=f alias=V0425+0 align=16 words (r20.0)
//.declare V0442 (457)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0443 (458)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0444 (459)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0445 (460)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0446 (461)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0447 (462)  rf=r size=64 type=f align=16 words (r115.0)
//.declare V0448 (463)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0449 (464)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0450 (465)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0451 (466)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0452 (467)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0453 (468)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0454 (469)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0455 (470)  rf=r size=64 type=f align=16 words (r113.0)
//.declare V0456 (471)  rf=r size=64 type=f align=16 words (r111.0)
//.declare V0457 (472)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0458 (473)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0459 (474)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0460 (475)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0461 (476)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0462 (477)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0463 (478)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0464 (479)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0465 (480)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0466 (481)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0467 (482)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0468 (483)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0469 (484)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0470 (485)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0471 (486)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0472 (487)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0473 (488)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0474 (489)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0475 (490)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0476 (491)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0477 (492)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0478 (493)  rf=r size=64 type=f align=16 words (r113.0)
//.declare V0479 (494)  rf=r size=64 type=f align=16 words (r111.0)
//.declare P08 (495)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0484 (500)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0485 (501)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0486 (502)  rf=r size=4 type=f align=2 words (r92.6)
//.declare V0487 (503)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0488 (504)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0489 (505)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0490 (506)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0491 (507)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0492 (508)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0493 (509)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0494 (510)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0495 (511)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0496 (512)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0497 (513)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0498 (514)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0499 (515)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0500 (516)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0501 (517)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0502 (518)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0503 (519)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0504 (520)  rf=r size=64 type=d alias=V0442+0 align=16 words (r8.0)
//.declare V0505 (521)  rf=r size=64 type=d alias=V0443+0 align=16 words (r12.0)
//.declare V0506 (522)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0507 (523)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0508 (524)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0509 (525)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P09 (526)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0510 (527)  rf=r size=64 type=ud alias=V0508+0 align=16 words (r14.0)
//.declare V0511 (528)  rf=r size=64 type=ud alias=V0509+0 align=16 words (r10.0)
//.declare V0512 (529)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0513 (530)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0514 (531)  rf=r size=64 type=f alias=V0506+0 align=16 words (r26.0)
//.declare V0515 (532)  rf=r size=64 type=f alias=V0507+0 align=16 words (r22.0)
//.declare P10 (533)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0516 (534)  rf=r size=64 type=ud alias=V0502+0 align=16 words (r18.0)
//.declare V0517 (535)  rf=r size=64 type=ud alias=V0503+0 align=16 words (r20.0)
//.declare V0518 (536)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0519 (537)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0520 (538)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0521 (539)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0522 (540)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0523 (541)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0524 (542)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0525 (543)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0526 (544)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0527 (545)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0528 (546)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0529 (547)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0530 (548)  rf=r size=4 type=f align=2 words (r92.6)
//.declare V0531 (549)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0532 (550)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0533 (551)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0534 (552)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0535 (553)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0536 (554)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0537 (555)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0538 (556)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0539 (557)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0540 (558)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0541 (559)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0542 (560)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0543 (561)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0544 (562)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0545 (563)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0546 (564)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0547 (565)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0548 (566)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0549 (567)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0550 (568)  rf=r size=64 type=d alias=V0524+0 align=16 words (r6.0)
//.declare V0551 (569)  rf=r size=64 type=d alias=V0525+0 align=16 words (r10.0)
//.declare P11 (570)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0552 (571)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0553 (572)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0554 (573)  rf=r size=64 type=f alias=V0548+0 align=16 words (r8.0)
//.declare V0555 (574)  rf=r size=64 type=f alias=V0549+0 align=16 words (r2.0)
//.declare P12 (575)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0556 (576)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0557 (577)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0558 (578)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0559 (579)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0560 (580)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0561 (581)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0562 (582)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0563 (583)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0564 (584)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0565 (585)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0566 (586)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0567 (587)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0568 (588)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0569 (589)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0570 (590)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0571 (591)  rf=r size=64 type=f align=16 words (r10.0)
//.declare P13 (592)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P14 (593)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0572 (594)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0573 (595)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0574 (596)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0575 (597)  rf=r size=64 type=f align=16 words (r76.0)
//.declare P15 (598)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P16 (599)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0576 (600)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0577 (601)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0578 (602)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0579 (603)  rf=r size=64 type=f align=16 words (r2.0)
//.declare P17 (604)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0580 (605)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0581 (606)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0582 (607)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0583 (608)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0584 (609)  rf=r size=64 type=d alias=V0578+0 align=16 words (r4.0)
//.declare V0585 (610)  rf=r size=64 type=d alias=V0579+0 align=16 words (r2.0)
//.declare V0586 (611)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0587 (612)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0588 (613)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0589 (614)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0590 (615)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0591 (616)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0592 (617)  rf=r size=64 type=f align=16 words (r121.0)
//.declare V0593 (618)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0594 (619)  rf=r size=64 type=f alias=V0586+0 align=16 words (r8.0)
//.declare V0595 (620)  rf=r size=64 type=f alias=V0587+0 align=16 words (r6.0)
//.declare V0596 (621)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0597 (622)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0598 (623)  rf=r size=4 type=f align=2 words (r92.5)
//.declare V0599 (624)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0600 (625)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0601 (626)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0602 (627)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0603 (628)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0604 (629)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0605 (630)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0606 (631)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0607 (632)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0608 (633)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0609 (634)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0610 (635)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0611 (636)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0612 (637)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0613 (638)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0614 (639)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0615 (640)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0616 (641)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0617 (642)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0618 (643)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0619 (644)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0620 (645)  rf=r size=4 type=f align=2 words (r92.4)
//.declare V0621 (646)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0622 (647)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0623 (648)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0624 (649)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0625 (650)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0626 (651)  rf=r size=4 type=f align=2 words (r127.0)
//.declare V0627 (652)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0628 (653)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0629 (654)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0630 (655)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0631 (656)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0632 (657)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0633 (658)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0634 (659)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0635 (660)  rf=r size=64 type=d alias=V0631+0 align=16 words (r2.0)
//.declare V0636 (661)  rf=r size=64 type=d alias=V0632+0 align=16 words (r74.0)
//.declare V0637 (662)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0638 (663)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0639 (664)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0640 (665)  rf=r size=64 type=d align=16 words (r50.0)
//.declare  (666)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (667)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0641 (668)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0642 (669)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0643 (670)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0644 (671)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0645 (672)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0646 (673)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0647 (674)  rf=r size=64 type=ud alias=V0631+0 align=16 words (r2.0)
//.declare V0648 (675)  rf=r size=64 type=ud alias=V0632+0 align=16 words (r74.0)
//.declare V0649 (676)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0650 (677)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0651 (678)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0652 (679)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0653 (680)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0654 (681)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0655 (682)  rf=r size=64 type=ud alias=V0653+0 align=16 words (r6.0)
//.declare V0656 (683)  rf=r size=64 type=ud alias=V0654+0 align=16 words (r4.0)
//.declare V0659 (686)  rf=r size=8 type=q align=4 words (r92.1)
//.declare V0662 (689)  rf=r size=128 type=q align=16 words (r26.0)
//.declare V0663 (690)  rf=r size=128 type=q align=16 words (r8.0)
//.declare V0664 (691)  rf=r size=128 type=uq alias=V0662+0 align=16 words (r26.0)
//.declare V0665 (692)  rf=r size=128 type=uq alias=V0663+0 align=16 words (r8.0)
//.declare V0666 (693)  rf=r size=192 type=f align=16 words (r4.0)
//.declare V0667 (694)  rf=r size=192 type=f align=16 words (r10.0)
//.declare V0668 (695)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0669 (696)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0670 (697)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0671 (698)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0672 (699)  rf=r size=64 type=f alias=V0643+0 align=16 words (r32.0)
//.declare V0673 (700)  rf=r size=64 type=f alias=V0644+0 align=16 words (r26.0)
//.declare V0674 (701)  rf=r size=64 type=f alias=V0668+0 align=16 words (r34.0)
//.declare V0675 (702)  rf=r size=64 type=f alias=V0669+0 align=16 words (r30.0)
//.declare V0676 (703)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0677 (704)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0678 (705)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0679 (706)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0680 (707)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0681 (708)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0682 (709)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0683 (710)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0684 (711)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0685 (712)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0686 (713)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0687 (714)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0688 (715)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0689 (716)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0690 (717)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0691 (718)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0692 (719)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0693 (720)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0694 (721)  rf=r size=64 type=d alias=V0680+0 align=16 words (r8.0)
//.declare V0695 (722)  rf=r size=64 type=d alias=V0681+0 align=16 words (r44.0)
//.declare V0696 (723)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0697 (724)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0698 (725)  rf=r size=64 type=f alias=V0692+0 align=16 words (r10.0)
//.declare V0699 (726)  rf=r size=64 type=f alias=V0693+0 align=16 words (r40.0)
//.declare V0700 (727)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0701 (728)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0702 (729)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0703 (730)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0704 (731)  rf=r size=64 type=f alias=V0700+0 align=16 words (r8.0)
//.declare V0705 (732)  rf=r size=64 type=f alias=V0701+0 align=16 words (r34.0)
//.declare V0706 (733)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0707 (734)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0708 (735)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0709 (736)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0710 (737)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0711 (738)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0712 (739)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0713 (740)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0714 (741)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0715 (742)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0716 (743)  rf=r size=64 type=d alias=V0712+0 align=16 words (r12.0)
//.declare V0717 (744)  rf=r size=64 type=d alias=V0713+0 align=16 words (r16.0)
//.declare P18 (745)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0718 (746)  rf=r size=64 type=ud alias=V0714+0 align=16 words (r22.0)
//.declare V0719 (747)  rf=r size=64 type=ud alias=V0715+0 align=16 words (r18.0)
//.declare P19 (748)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0720 (749)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0721 (750)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0722 (751)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0723 (752)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0724 (753)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0725 (754)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0726 (755)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0727 (756)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0728 (757)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0729 (758)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0730 (759)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0731 (760)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0732 (761)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0733 (762)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0734 (763)  rf=r size=64 type=d alias=V0728+0 align=16 words (r2.0)
//.declare V0735 (764)  rf=r size=64 type=d alias=V0729+0 align=16 words (r6.0)
//.declare V0736 (765)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0737 (766)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0738 (767)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0739 (768)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0740 (769)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0741 (770)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0742 (771)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0743 (772)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0744 (773)  rf=r size=64 type=f alias=V0742+0 align=16 words (r2.0)
//.declare V0745 (774)  rf=r size=64 type=f alias=V0743+0 align=16 words (r72.0)
//.declare V0746 (775)  rf=r size=64 type=d alias=V0740+0 align=16 words (r2.0)
//.declare V0747 (776)  rf=r size=64 type=d alias=V0741+0 align=16 words (r6.0)
//.declare V0748 (777)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0749 (778)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0750 (779)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0751 (780)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (781)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (782)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0752 (783)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0753 (784)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0754 (785)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0755 (786)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0756 (787)  rf=r size=64 type=ud alias=V0754+0 align=16 words (r8.0)
//.declare V0757 (788)  rf=r size=64 type=ud alias=V0755+0 align=16 words (r6.0)
//.declare V0758 (789)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0759 (790)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (791)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (792)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P20 (793)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P21 (794)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P22 (795)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P23 (796)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P24 (797)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0760 (798)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0761 (799)  rf=r size=64 type=f align=16 words (r6.0)
//.declare P25 (800)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P26 (801)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0762 (802)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0763 (803)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0764 (804)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0765 (805)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0766 (806)  rf=r size=64 type=f alias=V0762+0 align=16 words (r8.0)
//.declare V0767 (807)  rf=r size=64 type=f alias=V0763+0 align=16 words (r6.0)
//.declare P27 (808)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0768 (809)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0769 (810)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0770 (811)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0771 (812)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0772 (813)  rf=r size=64 type=d alias=V0764+0 align=16 words (r2.0)
//.declare V0773 (814)  rf=r size=64 type=d alias=V0765+0 align=16 words (r28.0)
//.declare V0774 (815)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0775 (816)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0776 (817)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0777 (818)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0778 (819)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0779 (820)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0780 (821)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0781 (822)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0782 (823)  rf=r size=64 type=ud alias=V0778+0 align=16 words (r6.0)
//.declare V0783 (824)  rf=r size=64 type=ud alias=V0779+0 align=16 words (r4.0)
//.declare V0784 (825)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0785 (826)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0790 (831)  rf=r size=64 type=ud alias=V0784+0 align=16 words (r4.0)
//.declare V0791 (832)  rf=r size=64 type=ud alias=V0785+0 align=16 words (r6.0)
//.declare V0792 (833)  rf=r size=128 type=q align=16 words (r8.0)
//.declare V0793 (834)  rf=r size=128 type=q align=16 words (r4.0)
//.declare V0794 (835)  rf=r size=128 type=uq alias=V0792+0 align=16 words (r8.0)
//.declare V0795 (836)  rf=r size=128 type=uq alias=V0793+0 align=16 words (r4.0)
//.declare V0796 (837)  rf=r size=64 type=f align=16 words (r90.0)
//.declare V0797 (838)  rf=r size=64 type=f align=16 words (r84.0)
//.declare V0798 (839)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0799 (840)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0802 (843)  rf=r size=8 type=q align=4 words (r92.1)
//.declare V0805 (846)  rf=r size=64 type=ud alias=V0798+0 align=16 words (r4.0)
//.declare V0806 (847)  rf=r size=64 type=ud alias=V0799+0 align=16 words (r6.0)
//.declare V0807 (848)  rf=r size=128 type=q align=16 words (r8.0)
//.declare V0808 (849)  rf=r size=128 type=q align=16 words (r4.0)
//.declare V0809 (850)  rf=r size=128 type=uq alias=V0807+0 align=16 words (r8.0)
//.declare V0810 (851)  rf=r size=128 type=uq alias=V0808+0 align=16 words (r4.0)
//.declare V0811 (852)  rf=r size=128 type=f align=16 words (r10.0)
//.declare V0812 (853)  rf=r size=128 type=f align=16 words (r22.0)
//.declare V0813 (854)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0814 (855)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0815 (856)  rf=r size=64 type=f alias=V0770+0 align=16 words (r50.0)
//.declare V0816 (857)  rf=r size=64 type=f alias=V0771+0 align=16 words (r70.0)
//.declare V0817 (858)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0818 (859)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0819 (860)  rf=r size=64 type=d alias=V0813+0 align=16 words (r16.0)
//.declare V0820 (861)  rf=r size=64 type=d alias=V0814+0 align=16 words (r20.0)
//.declare V0821 (862)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0822 (863)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0823 (864)  rf=r size=64 type=ud alias=V0817+0 align=16 words (r6.0)
//.declare V0824 (865)  rf=r size=64 type=ud alias=V0818+0 align=16 words (r4.0)
//.declare V0825 (866)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0826 (867)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0829 (870)  rf=r size=8 type=q align=4 words (r92.1)
//.declare V0832 (873)  rf=r size=64 type=ud alias=V0825+0 align=16 words (r4.0)
//.declare V0833 (874)  rf=r size=64 type=ud alias=V0826+0 align=16 words (r6.0)
//.declare V0834 (875)  rf=r size=128 type=q align=16 words (r8.0)
//.declare V0835 (876)  rf=r size=128 type=q align=16 words (r4.0)
//.declare V0836 (877)  rf=r size=128 type=uq alias=V0834+0 align=16 words (r8.0)
//.declare V0837 (878)  rf=r size=128 type=uq alias=V0835+0 align=16 words (r4.0)
//.declare V0838 (879)  rf=r size=64 type=f align=16 words (r86.0)
//.declare V0839 (880)  rf=r size=64 type=f align=16 words (r80.0)
//.declare V0840 (881)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0841 (882)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0844 (885)  rf=r size=8 type=q align=4 words (r92.1)
//.declare V0847 (888)  rf=r size=64 type=ud alias=V0840+0 align=16 words (r14.0)
//.declare V0848 (889)  rf=r size=64 type=ud alias=V0841+0 align=16 words (r16.0)
//.declare V0849 (890)  rf=r size=128 type=q align=16 words (r4.0)
//.declare V0850 (891)  rf=r size=128 type=q align=16 words (r14.0)
//.declare V0851 (892)  rf=r size=128 type=uq alias=V0849+0 align=16 words (r4.0)
//.declare V0852 (893)  rf=r size=128 type=uq alias=V0850+0 align=16 words (r14.0)
//.declare V0853 (894)  rf=r size=128 type=f align=16 words (r6.0)
//.declare V0854 (895)  rf=r size=128 type=f align=16 words (r18.0)
//.declare V0855 (896)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0856 (897)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0857 (898)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0858 (899)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0859 (900)  rf=r size=64 type=d alias=V0855+0 align=16 words (r26.0)
//.declare V0860 (901)  rf=r size=64 type=d alias=V0856+0 align=16 words (r32.0)
//.declare V0861 (902)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0862 (903)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0863 (904)  rf=r size=64 type=ud alias=V0857+0 align=16 words (r2.0)
//.declare V0864 (905)  rf=r size=64 type=ud alias=V0858+0 align=16 words (r4.0)
//.declare V0865 (906)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0866 (907)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0869 (910)  rf=r size=8 type=q align=4 words (r92.1)
//.declare V0872 (913)  rf=r size=64 type=ud alias=V0865+0 align=16 words (r4.0)
//.declare V0873 (914)  rf=r size=64 type=ud alias=V0866+0 align=16 words (r16.0)
//.declare V0874 (915)  rf=r size=128 type=q align=16 words (r28.0)
//.declare V0875 (916)  rf=r size=128 type=q align=16 words (r14.0)
//.declare V0876 (917)  rf=r size=128 type=uq alias=V0874+0 align=16 words (r28.0)
//.declare V0877 (918)  rf=r size=128 type=uq alias=V0875+0 align=16 words (r14.0)
//.declare V0878 (919)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0879 (920)  rf=r size=64 type=f align=16 words (r78.0)
//.declare V0880 (921)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0881 (922)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0884 (925)  rf=r size=8 type=q align=4 words (r92.1)
//.declare V0887 (928)  rf=r size=64 type=ud alias=V0880+0 align=16 words (r2.0)
//.declare V0888 (929)  rf=r size=64 type=ud alias=V0881+0 align=16 words (r4.0)
//.declare V0889 (930)  rf=r size=128 type=q align=16 words (r28.0)
//.declare V0890 (931)  rf=r size=128 type=q align=16 words (r14.0)
//.declare V0891 (932)  rf=r size=128 type=uq alias=V0889+0 align=16 words (r28.0)
//.declare V0892 (933)  rf=r size=128 type=uq alias=V0890+0 align=16 words (r14.0)
//.declare V0893 (934)  rf=r size=128 type=f align=16 words (r2.0)
//.declare V0894 (935)  rf=r size=128 type=f align=16 words (r14.0)
//.declare V0895 (936)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0896 (937)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V0897 (938)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0898 (939)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0899 (940)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0900 (941)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0901 (942)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0902 (943)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0903 (944)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0904 (945)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0905 (946)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0906 (947)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0907 (948)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0908 (949)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0909 (950)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0910 (951)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0911 (952)  rf=r size=64 type=d alias=V0907+0 align=16 words (r34.0)
//.declare V0912 (953)  rf=r size=64 type=d alias=V0908+0 align=16 words (r56.0)
//.declare V0913 (954)  rf=r size=64 type=ud alias=V0907+0 align=16 words (r34.0)
//.declare V0914 (955)  rf=r size=64 type=ud alias=V0908+0 align=16 words (r56.0)
//.declare V0915 (956)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0916 (957)  rf=r size=64 type=d align=16 words (r82.0)
//.declare P28 (958)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0917 (959)  rf=r size=64 type=ud alias=V0915+0 align=16 words (r52.0)
//.declare V0918 (960)  rf=r size=64 type=ud alias=V0916+0 align=16 words (r82.0)
//.declare V0919 (961)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0920 (962)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0925 (967)  rf=r size=64 type=ud alias=V0919+0 align=16 words (r2.0)
//.declare V0926 (968)  rf=r size=64 type=ud alias=V0920+0 align=16 words (r28.0)
//.declare V0927 (969)  rf=r size=128 type=q align=16 words (r30.0)
//.declare V0928 (970)  rf=r size=128 type=q align=16 words (r26.0)
//.declare V0929 (971)  rf=r size=128 type=uq alias=V0927+0 align=16 words (r30.0)
//.declare V0930 (972)  rf=r size=128 type=uq alias=V0928+0 align=16 words (r26.0)
//.declare V0931 (973)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0932 (974)  rf=r size=64 type=f align=16 words (r26.0)
//.declare P29 (975)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0933 (976)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0934 (977)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0935 (978)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0936 (979)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0937 (980)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0938 (981)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0939 (982)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0940 (983)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0941 (984)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0942 (985)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0943 (986)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0944 (987)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0945 (988)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0946 (989)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0947 (990)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0948 (991)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0949 (992)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0950 (993)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0951 (994)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0952 (995)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0953 (996)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0954 (997)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0955 (998)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0956 (999)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0957 (1000)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0958 (1001)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0959 (1002)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0960 (1003)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0961 (1004)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0962 (1005)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0963 (1006)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0964 (1007)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0965 (1008)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0966 (1009)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0967 (1010)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0968 (1011)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0969 (1012)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0970 (1013)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0971 (1014)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0972 (1015)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0973 (1016)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0974 (1017)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0975 (1018)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0976 (1019)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0977 (1020)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0978 (1021)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0979 (1022)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0980 (1023)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0981 (1024)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0982 (1025)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0983 (1026)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0984 (1027)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0985 (1028)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0986 (1029)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0987 (1030)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0988 (1031)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0989 (1032)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0990 (1033)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0991 (1034)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0992 (1035)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0993 (1036)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0994 (1037)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0995 (1038)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0996 (1039)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0997 (1040)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0998 (1041)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0999 (1042)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1000 (1043)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1001 (1044)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1002 (1045)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1003 (1046)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1004 (1047)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1005 (1048)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1006 (1049)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V1007 (1050)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1008 (1051)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V1009 (1052)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V1010 (1053)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V1011 (1054)  rf=r size=64 type=d alias=V1005+0 align=16 words (r12.0)
//.declare V1012 (1055)  rf=r size=64 type=d alias=V1006+0 align=16 words (r18.0)
//.declare V1013 (1056)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V1014 (1057)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V1015 (1058)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1016 (1059)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1017 (1060)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1018 (1061)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1019 (1062)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1020 (1063)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1021 (1064)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1022 (1065)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1025 (1068)  rf=r size=8 type=q align=4 words (r8.0)
//.declare V1028 (1071)  rf=r size=64 type=ud alias=V1021+0 align=16 words (r2.0)
//.declare V1029 (1072)  rf=r size=64 type=ud alias=V1022+0 align=16 words (r4.0)
//.declare V1030 (1073)  rf=r size=128 type=q align=16 words (r20.0)
//.declare V1031 (1074)  rf=r size=128 type=q align=16 words (r6.0)
//.declare V1032 (1075)  rf=r size=128 type=uq alias=V1030+0 align=16 words (r20.0)
//.declare V1033 (1076)  rf=r size=128 type=uq alias=V1031+0 align=16 words (r6.0)
//.declare V1034 (1077)  rf=r size=128 type=f align=16 words (r2.0)
//.declare V1035 (1078)  rf=r size=128 type=f align=16 words (r6.0)
//.declare V1036 (1079)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1037 (1080)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1038 (1081)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1039 (1082)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V1040 (1083)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1041 (1084)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V1042 (1085)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V1043 (1086)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V1044 (1087)  rf=r size=64 type=d alias=V1040+0 align=16 words (r12.0)
//.declare V1045 (1088)  rf=r size=64 type=d alias=V1041+0 align=16 words (r22.0)
//.declare V1046 (1089)  rf=r size=64 type=ud alias=V1040+0 align=16 words (r12.0)
//.declare V1047 (1090)  rf=r size=64 type=ud alias=V1041+0 align=16 words (r22.0)
//.declare V1048 (1091)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V1049 (1092)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V1050 (1093)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V1051 (1094)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1052 (1095)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V1053 (1096)  rf=r size=64 type=d align=16 words (r26.0)
//.declare P30 (1097)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P31 (1098)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P32 (1099)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V1054 (1100)  rf=r size=64 type=ud alias=V1052+0 align=16 words (r28.0)
//.declare V1055 (1101)  rf=r size=64 type=ud alias=V1053+0 align=16 words (r26.0)
//.declare P33 (1102)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V1056 (1103)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1057 (1104)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1058 (1105)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1059 (1106)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1060 (1107)  rf=r size=64 type=f alias=V1056+0 align=16 words (r2.0)
//.declare V1061 (1108)  rf=r size=64 type=f alias=V1057+0 align=16 words (r26.0)
//.declare V1062 (1109)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1063 (1110)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V1064 (1111)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1065 (1112)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V1066 (1113)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V1067 (1114)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V1068 (1115)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V1069 (1116)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V1070 (1117)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1071 (1118)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1072 (1119)  rf=r size=64 type=f alias=V1068+0 align=16 words (r26.0)
//.declare V1073 (1120)  rf=r size=64 type=f alias=V1069+0 align=16 words (r28.0)
//.declare V1074 (1121)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V1075 (1122)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V1076 (1123)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1077 (1124)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1078 (1125)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1079 (1126)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1080 (1127)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V1081 (1128)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V1082 (1129)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1083 (1130)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1084 (1131)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1085 (1132)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1086 (1133)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V1087 (1134)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V1088 (1135)  rf=r size=64 type=d alias=V1084+0 align=16 words (r2.0)
//.declare V1089 (1136)  rf=r size=64 type=d alias=V1085+0 align=16 words (r4.0)
//.declare V1090 (1137)  rf=r size=64 type=f alias=V1086+0 align=16 words (r2.0)
//.declare V1091 (1138)  rf=r size=64 type=f alias=V1087+0 align=16 words (r4.0)
//.declare V1092 (1139)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V1093 (1140)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V1094 (1141)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1095 (1142)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1096 (1143)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V1097 (1144)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V1098 (1145)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V1099 (1146)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V1100 (1147)  rf=r size=4 type=f align=2 words (r6.0)
//.declare V1101 (1148)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V1102 (1149)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (1150)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (1151)  rf=r size=32 type=uw align=16 words (r3.0)
//.declare  (1152)  rf=r size=32 type=uw align=16 words (r2.0)
//.declare  (1153)  rf=r size=32 type=uw align=16 words (r19.0)
//.declare  (1154)  rf=r size=32 type=uw align=16 words (r18.0)
//.declare  (1155)  rf=r size=32 type=uw align=16 words (r7.0)
//.declare  (1156)  rf=r size=32 type=uw align=16 words (r6.0)
//.declare  (1157)  rf=r size=2 type=w align=1 words (r92.10)
//.declare  (1165)  rf=r size=2 type=uw align=1 words (r92.8)
//.declare  (1167)  rf=r size=4 type=f align=2 words (r92.4)
//.declare  (1169)  rf=r size=2 type=uw align=1 words (r92.4)
//.declare  (1171)  rf=r size=2 type=uw align=1 words (r92.4)
//.declare  (1173)  rf=r size=2 type=w align=1 words (r92.4)
//.declare  (1175)  rf=r size=64 type=q align=16 words (r2.0)
//.declare  (1176)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1177)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (1178)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (1179)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (1180)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1181)  rf=r size=64 type=d align=16 words (r22.0)
//.declare  (1182)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1183)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (1184)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (1185)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (1186)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (1187)  rf=r size=64 type=d align=16 words (r8.0)
//.declare  (1188)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1189)  rf=r size=64 type=d align=16 words (r26.0)
//.declare  (1190)  rf=r size=64 type=d align=16 words (r28.0)
//.declare  (1191)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (1192)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (1193)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (1194)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (1195)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (1196)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1197)  rf=r size=64 type=d align=16 words (r28.0)
//.declare  (1198)  rf=r size=64 type=d align=16 words (r32.0)
//.declare  (1199)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (1200)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (1201)  rf=r size=64 type=q align=16 words (r30.0)
//.declare  (1202)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (1203)  rf=r size=64 type=d align=16 words (r20.0)
//.declare  (1204)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1205)  rf=r size=64 type=d align=16 words (r30.0)
//.declare  (1206)  rf=r size=64 type=d align=16 words (r40.0)
//.declare  (1207)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (1208)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (1209)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (1210)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (1211)  rf=r size=64 type=d align=16 words (r18.0)
//.declare  (1212)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1213)  rf=r size=64 type=d align=16 words (r38.0)
//.declare  (1214)  rf=r size=64 type=d align=16 words (r44.0)
//.declare  (1215)  rf=r size=64 type=q align=16 words (r32.0)
//.declare  (1216)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (1217)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (1218)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (1219)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (1220)  rf=r size=64 type=d align=16 words (r32.0)
//.declare  (1221)  rf=r size=64 type=d align=16 words (r40.0)
//.declare  (1222)  rf=r size=64 type=d align=16 words (r42.0)
//.declare  (1223)  rf=r size=64 type=q align=16 words (r50.0)
//.declare  (1224)  rf=r size=64 type=q align=16 words (r48.0)
//.declare  (1225)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (1226)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (1263)  rf=r size=64 type=d alias=+0 align=16 words (r2.0)
//.declare  (1264)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1265)  rf=r size=64 type=d alias=+0 align=16 words (r6.0)
//.declare  (1266)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1267)  rf=r size=64 type=ud alias=+0 align=16 words (r2.0)
//.declare  (1268)  rf=r size=64 type=ud alias=+0 align=16 words (r6.0)
//.declare  (1269)  rf=r size=64 type=ud alias=+0 align=16 words (r22.0)
//.declare  (1270)  rf=r size=64 type=ud alias=+0 align=16 words (r10.0)
//.declare  (1271)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (1272)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (1273)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1274)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (1275)  rf=r size=64 type=ud alias=+0 align=16 words (r8.0)
//.declare  (1276)  rf=r size=64 type=ud alias=+0 align=16 words (r6.0)
//.declare  (1277)  rf=r size=64 type=ud alias=+0 align=16 words (r26.0)
//.declare  (1278)  rf=r size=64 type=ud alias=+0 align=16 words (r28.0)
//.declare  (1279)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (1280)  rf=r size=64 type=d alias=+0 align=16 words (r30.0)
//.declare  (1281)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1282)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (1283)  rf=r size=64 type=ud alias=+0 align=16 words (r6.0)
//.declare  (1284)  rf=r size=64 type=ud alias=+0 align=16 words (r10.0)
//.declare  (1285)  rf=r size=64 type=ud alias=+0 align=16 words (r28.0)
//.declare  (1286)  rf=r size=64 type=ud alias=+0 align=16 words (r32.0)
//.declare  (1287)  rf=r size=64 type=d alias=+0 align=16 words (r20.0)
//.declare  (1288)  rf=r size=64 type=d alias=+0 align=16 words (r38.0)
//.declare  (1289)  rf=r size=64 type=d alias=+0 align=16 words (r30.0)
//.declare  (1290)  rf=r size=64 type=d alias=+0 align=16 words (r40.0)
//.declare  (1291)  rf=r size=64 type=ud alias=+0 align=16 words (r20.0)
//.declare  (1292)  rf=r size=64 type=ud alias=+0 align=16 words (r10.0)
//.declare  (1293)  rf=r size=64 type=ud alias=+0 align=16 words (r30.0)
//.declare  (1294)  rf=r size=64 type=ud alias=+0 align=16 words (r40.0)
//.declare  (1295)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (1296)  rf=r size=64 type=d alias=+0 align=16 words (r42.0)
//.declare  (1297)  rf=r size=64 type=d alias=+0 align=16 words (r38.0)
//.declare  (1298)  rf=r size=64 type=d alias=+0 align=16 words (r44.0)
//.declare  (1299)  rf=r size=64 type=ud alias=+0 align=16 words (r18.0)
//.declare  (1300)  rf=r size=64 type=ud alias=+0 align=16 words (r10.0)
//.declare  (1301)  rf=r size=64 type=ud alias=+0 align=16 words (r38.0)
//.declare  (1302)  rf=r size=64 type=ud alias=+0 align=16 words (r44.0)
//.declare  (1303)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (1304)  rf=r size=64 type=d alias=+0 align=16 words (r42.0)
//.declare  (1305)  rf=r size=64 type=d alias=+0 align=16 words (r40.0)
//.declare  (1306)  rf=r size=64 type=d alias=+0 align=16 words (r46.0)
//.declare  (1307)  rf=r size=64 type=ud alias=+0 align=16 words (r10.0)
//.declare  (1308)  rf=r size=64 type=ud alias=+0 align=16 words (r32.0)
//.declare  (1309)  rf=r size=64 type=ud alias=+0 align=16 words (r40.0)
//.declare  (1310)  rf=r size=64 type=ud alias=+0 align=16 words (r42.0)
//.declare  (1311)  rf=r size=64 type=d alias=+0 align=16 words (r50.0)
//.declare  (1312)  rf=r size=64 type=d alias=+0 align=16 words (r48.0)
//.declare  (1313)  rf=r size=64 type=d alias=+0 align=16 words (r46.0)
//.declare  (1314)  rf=r size=64 type=d alias=+0 align=16 words (r44.0)

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
// | V1101    | :uq      |      8 | r8       | general    |
// | V1102    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r88.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r6.0<1>:d     r8.4<0;1,0>:d     r88.1<0;1,0>:d                      // $4
(W)     mov (1|M0)               r92.1<1>:uq   0x6E10CA2E:uq                                         // $2
(W)     mov (1|M0)               r92.0<1>:uq   0x6E10CA2E:uq                                         // $3
        add (16|M0)              r4.0<1>:d     r6.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $7
        add (16|M16)             r2.0<1>:d     r6.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $8
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $9
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     r7.0<0;1,0>:d                       // $10
        shl (16|M0)              r96.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $11
        shl (16|M16)             r93.0<1>:d    r2.0<8;8,1>:d     2:w                                 // $12
        send (16|M0)             r125:w   r96     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M16)            r123:w   r93     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
        cmp (16|M0)   (gt)f0.0   null<1>:f     (abs)r125.0<8;8,1>:f  0x461C4000:f                    // $17
        cmp (16|M16)  (gt)f0.0   null<1>:f     (abs)r123.0<8;8,1>:f  0x461C4000:f                    // $18
(~f0.0) if (32|M0)                           _0_038            _0_040                                // $19
// B001: [inDivergent],  Preds:{B000},  Succs:{B009}
_0_039:
(W)     mov (1|M0)               r92.5<1>:f    0x3EA2F983:f                                          // $21
(W)     mov (1|M0)               r92.4<1>:f    0x4B400000:f                                          // $22
        mad (16|M0)              r119.0<1>:f   r92.4<0;0>:f      r92.5<0;0>:f      r125.0<1>:f      {Compacted} // $23 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r121.0<1>:f   r92.4<0;0>:f      r92.5<0;0>:f      r123.0<1>:f      {Compacted} // $24 {0=EH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0xC0490000:f                                          // $29
(W)     mov (1|M0)               r92.5<1>:f    0x362EDEF8:f                                          // $45
        shl (16|M0)              r8.0<1>:d     r119.0<8;8,1>:d   31:w                                // $25
        shl (16|M16)             r6.0<1>:d     r121.0<8;8,1>:d   31:w                                // $26
        add (16|M0)              r119.0<1>:f   r119.0<8;8,1>:f   0xCB400000:f                        // $27
        add (16|M16)             r121.0<1>:f   r121.0<8;8,1>:f   0xCB400000:f                        // $28
        mad (16|M0)              r4.0<1>:f     r125.0<2;1>:f     r92.4<0;0>:f      r119.0<1>:f      {Compacted} // $30 {0=OH, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r2.0<1>:f     r123.0<2;1>:f     r92.4<0;0>:f      r121.0<1>:f      {Compacted} // $31 {0=OH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0xBA7DA000:f                                          // $32
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       r92.4<0;0>:f      r119.0<1>:f      {Compacted} // $33 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r2.0<1>:f     r2.0<2;1>:f       r92.4<0;0>:f      r121.0<1>:f      {Compacted} // $34 {0=EL, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0xB4222000:f                                          // $35
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       r92.4<0;0>:f      r119.0<1>:f      {Compacted} // $36 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r2.0<1>:f     r2.0<2;1>:f       r92.4<0;0>:f      r121.0<1>:f      {Compacted} // $37 {0=EL, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0xACB4611A:f                                          // $38
        mad (16|M0)              r4.0<1>:f     r4.0<2;1>:f       r92.4<0;0>:f      r119.0<1>:f      {Compacted} // $39 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r2.0<1>:f     r2.0<2;1>:f       r92.4<0;0>:f      r121.0<1>:f      {Compacted} // $40 {0=EL, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0xB94FB7FF:f                                          // $46
        mul (16|M0)              r117.0<1>:f   r4.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $41
        mul (16|M16)             r121.0<1>:f   r2.0<8;8,1>:f     r2.0<8;8,1>:f                       // $42
        xor (16|M0)              r4.0<1>:d     r8.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted}        // $43
        xor (16|M16)             r2.0<1>:d     r6.0<8;8,1>:d     r2.0<8;8,1>:d                       // $44
        mad (16|M0)              r8.0<1>:f     r92.4<0;0>:f      r92.5<0;0>:f      r117.0<1>:f      {Compacted} // $47 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.4<0;0>:f      r92.5<0;0>:f      r121.0<1>:f      {Compacted} // $48 {0=EH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0x3C08876A:f                                          // $49
        mad (16|M0)              r8.0<1>:f     r92.4<0;0>:f      r117.0<2;1>:f     r8.0<1>:f        {Compacted} // $50 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.4<0;0>:f      r121.0<2;1>:f     r6.0<1>:f        {Compacted} // $51 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0xBE2AAAA6:f                                          // $52
        mad (16|M0)              r115.0<1>:f   r92.4<0;0>:f      r117.0<2;1>:f     r8.0<1>:f        {Compacted} // $53 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r119.0<1>:f   r92.4<0;0>:f      r121.0<2;1>:f     r6.0<1>:f        {Compacted} // $54 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mul (16|M0)              r115.0<1>:f   r117.0<8;8,1>:f   r115.0<8;8,1>:f  {Compacted}        // $55
        mul (16|M16)             r119.0<1>:f   r121.0<8;8,1>:f   r119.0<8;8,1>:f                     // $56
        mad (16|M0)              r18.0<1>:f    r4.0<2;1>:f       r4.0<2;1>:f       r115.0<1>:f      {Compacted} // $57 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r16.0<1>:f    r2.0<2;1>:f       r2.0<2;1>:f       r119.0<1>:f      {Compacted} // $58 {0=EL, 1=EL, 2=OH, BC=GOOD}
        else (32|M0)                         _0_040            _0_040                                // $19
// B002: [inDivergent],  Preds:{B000},  Succs:{B003, B004}
_0_038:
        and (16|M0)              r121.0<1>:d   r125.0<8;8,1>:d   2147483647:d                        // $61
        and (16|M16)             r119.0<1>:d   r123.0<8;8,1>:d   2147483647:d                        // $62
(W)     mov (1|M0)               r127.1<1>:f   0x33A22168:f                                          // $65
(W)     mov (1|M0)               r127.0<1>:f   0x3FC90FDA:f                                          // $66
(W)     mov (1|M0)               r92.4<1>:f    0x3F000000:f                                          // $67
        cmp (16|M0)   (lt)f1.0   null<1>:f     (abs)r121.0<8;8,1>:f  0x40000000:f                    // $63
        cmp (16|M16)  (lt)f1.0   null<1>:f     (abs)r119.0<8;8,1>:f  0x40000000:f                    // $64
(~f1.0) if (32|M0)                           _0_041            _0_043                                // $68
// B003: [inDivergent],  Preds:{B002},  Succs:{B005}
_0_042:
        and (16|M0)              r4.0<1>:d     r125.0<8;8,1>:d   8388607:d                           // $72
        and (16|M16)             r2.0<1>:d     r123.0<8;8,1>:d   8388607:d                           // $73
        shr (16|M0)              r14.0<1>:d    r121.0<8;8,1>:ud  23:w                                // $70
        shr (16|M16)             r34.0<1>:d    r119.0<8;8,1>:ud  23:w                                // $71
        or (16|M0)               r12.0<1>:d    r4.0<8;8,1>:d     8388608:d                           // $74
        or (16|M16)              r36.0<1>:d    r2.0<8;8,1>:d     8388608:d                           // $75
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    -120:w                              // $156
(W)     mov (1|M0)               r92.10<1>:w   -32:w                                                 // $174
        mul (8|M0)               r2.0<1>:q     r12.0<8;8,1>:ud   0xFE5163AB:ud                       // $78
        mul (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    1011060801:d                        // $84
        mul (8|M8)               r8.0<1>:q     r13.0<8;8,1>:ud   0xFE5163AB:ud                       // $78
        mul (8|M16)              r6.0<1>:q     r36.0<8;8,1>:ud   0xFE5163AB:ud                       // $79
        mul (8|M24)              r20.0<1>:q    r37.0<8;8,1>:ud   0xFE5163AB:ud                       // $79
        mul (8|M8)               r26.0<1>:q    r13.0<8;8,1>:ud   0x3C439041:ud                       // $88
        mov (8|M0)               r10.0<1>:d    r2.1<2;1,0>:d                                         // $80
        mul (8|M24)              r28.0<1>:q    r37.0<8;8,1>:ud   0x3C439041:ud                       // $89
        mul (8|M8)               r30.0<1>:q    r13.0<8;8,1>:ud   0xDB629599:ud                       // $100
        mov (8|M8)               r11.0<1>:d    r8.1<2;1,0>:d                                         // $81
        mov (8|M16)              r8.0<1>:d     r6.1<2;1,0>:d                                         // $82
        mov (8|M24)              r9.0<1>:d     r20.1<2;1,0>:d                                        // $83
        mul (16|M16)             r20.0<1>:d    r36.0<8;8,1>:d    1011060801:d                        // $85
        addc (8|M0)              r2.0<1>:ud    r18.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn,Compacted} // $86
        mul (8|M24)              r32.0<1>:q    r37.0<8;8,1>:ud   0xDB629599:ud                       // $101
        mul (8|M8)               r38.0<1>:q    r13.0<8;8,1>:ud   0xF534DDC0:ud                       // $112
        mul (8|M24)              r40.0<1>:q    r37.0<8;8,1>:ud   0xF534DDC0:ud                       // $113
        mul (8|M24)              r44.0<1>:q    r37.0<8;8,1>:ud   0xFC2757D1:ud                       // $125
        mul (8|M8)               r42.0<1>:q    r13.0<8;8,1>:ud   0xFC2757D1:ud                       // $124
        mul (8|M24)              r46.0<1>:q    r37.0<8;8,1>:ud   0x4E441529:ud                       // $137
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $86
        addc (8|M8)              r3.0<1>:ud    r19.0<8;8,1>:ud   r11.0<8;8,1>:ud  {AccWrEn,Compacted} // $86
        mov (8|M8)               r19.0<1>:d    r26.1<2;1,0>:d                                        // $91
        mul (8|M0)               r50.0<1>:q    r12.0<8;8,1>:ud   0xA2F9836E:ud                       // $148
        mul (8|M8)               r48.0<1>:q    r13.0<8;8,1>:ud   0xA2F9836E:ud                       // $148
        mul (16|M0)              r4.0<1>:d     r12.0<8;8,1>:d    -28220501:d                         // $76
        mul (16|M16)             r24.0<1>:d    r36.0<8;8,1>:d    -28220501:d                         // $77
        mov (8|M8)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $86
        addc (8|M16)             r22.0<1>:ud   r20.0<8;8,1>:ud   r8.0<8;8,1>:ud   {AccWrEn}          // $87
        cmp (16|M0)   (gt)f0.0   null<1>:d     r14.0<8;8,1>:ud   0x1F:uw                             // $158
        mov (8|M16)              r10.0<1>:ud   acc0.0<8;8,1>:ud                                      // $87
        addc (8|M24)             r23.0<1>:ud   r21.0<8;8,1>:ud   r9.0<8;8,1>:ud   {AccWrEn}          // $87
        mul (8|M0)               r8.0<1>:q     r12.0<8;8,1>:ud   0x3C439041:ud                       // $88
        mul (8|M16)              r20.0<1>:q    r36.0<8;8,1>:ud   0x3C439041:ud                       // $89
        mov (8|M24)              r11.0<1>:ud   acc0.0<8;8,1>:ud                                      // $87
        mov (8|M0)               r18.0<1>:d    r8.1<2;1,0>:d                                         // $90
        mov (8|M16)              r8.0<1>:d     r20.1<2;1,0>:d                                        // $92
        mov (8|M24)              r9.0<1>:d     r28.1<2;1,0>:d                                        // $93
        add (16|M0)              r26.0<1>:d    r18.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $94
        mul (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    -614296167:d                        // $96
        add (16|M16)             r20.0<1>:d    r8.0<8;8,1>:d     r10.0<8;8,1>:d                      // $95
        mul (16|M16)             r10.0<1>:d    r36.0<8;8,1>:d    -614296167:d                        // $97
        addc (8|M0)              r8.0<1>:ud    r26.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,Compacted} // $98
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $98
        addc (8|M8)              r9.0<1>:ud    r27.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted} // $98
        mov (8|M8)               r19.0<1>:d    r30.1<2;1,0>:d                                        // $103
        mov (8|M8)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $98
        addc (8|M16)             r26.0<1>:ud   r20.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn}          // $99
        mov (8|M16)              r28.0<1>:ud   acc0.0<8;8,1>:ud                                      // $99
        addc (8|M24)             r27.0<1>:ud   r21.0<8;8,1>:ud   r11.0<8;8,1>:ud  {AccWrEn}          // $99
        mul (8|M0)               r10.0<1>:q    r12.0<8;8,1>:ud   0xDB629599:ud                       // $100
        mul (8|M16)              r20.0<1>:q    r36.0<8;8,1>:ud   0xDB629599:ud                       // $101
        mov (8|M24)              r29.0<1>:ud   acc0.0<8;8,1>:ud                                      // $99
        mov (8|M0)               r18.0<1>:d    r10.1<2;1,0>:d                                        // $102
        mov (8|M24)              r11.0<1>:d    r32.1<2;1,0>:d                                        // $105
        mov (8|M16)              r10.0<1>:d    r20.1<2;1,0>:d                                        // $104
        mul (16|M16)             r20.0<1>:d    r36.0<8;8,1>:d    -181084736:d                        // $109
        add (16|M0)              r32.0<1>:d    r18.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $106
        mul (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    -181084736:d                        // $108
        add (16|M16)             r30.0<1>:d    r10.0<8;8,1>:d    r28.0<8;8,1>:d                      // $107
        addc (8|M0)              r6.0<1>:ud    r32.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,Compacted} // $110
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $110
        addc (8|M8)              r7.0<1>:ud    r33.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted} // $110
        mov (8|M8)               r19.0<1>:d    r38.1<2;1,0>:d                                        // $115
        mov (8|M8)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $110
        addc (8|M16)             r28.0<1>:ud   r30.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn}          // $111
        mov (8|M16)              r32.0<1>:ud   acc0.0<8;8,1>:ud                                      // $111
        addc (8|M24)             r29.0<1>:ud   r31.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn}          // $111
        mul (8|M0)               r20.0<1>:q    r12.0<8;8,1>:ud   0xF534DDC0:ud                       // $112
        mul (8|M16)              r30.0<1>:q    r36.0<8;8,1>:ud   0xF534DDC0:ud                       // $113
        mov (8|M24)              r33.0<1>:ud   acc0.0<8;8,1>:ud                                      // $111
        mov (8|M0)               r18.0<1>:d    r20.1<2;1,0>:d                                        // $114
        mov (8|M16)              r20.0<1>:d    r30.1<2;1,0>:d                                        // $116
        mov (8|M24)              r21.0<1>:d    r40.1<2;1,0>:d                                        // $117
        add (16|M0)              r30.0<1>:d    r18.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $118
        mul (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    -64530479:d                         // $120
        add (16|M16)             r38.0<1>:d    r20.0<8;8,1>:d    r32.0<8;8,1>:d                      // $119
        mul (16|M16)             r32.0<1>:d    r36.0<8;8,1>:d    -64530479:d                         // $121
        addc (8|M0)              r20.0<1>:ud   r30.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,Compacted} // $122
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $122
        addc (8|M8)              r21.0<1>:ud   r31.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn,Compacted} // $122
        mov (8|M8)               r19.0<1>:d    r42.1<2;1,0>:d                                        // $127
        mov (8|M8)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $122
        addc (8|M16)             r30.0<1>:ud   r38.0<8;8,1>:ud   r32.0<8;8,1>:ud  {AccWrEn}          // $123
        mov (8|M16)              r40.0<1>:ud   acc0.0<8;8,1>:ud                                      // $123
        addc (8|M24)             r31.0<1>:ud   r39.0<8;8,1>:ud   r33.0<8;8,1>:ud  {AccWrEn}          // $123
        mul (8|M16)              r38.0<1>:q    r36.0<8;8,1>:ud   0xFC2757D1:ud                       // $125
        mul (8|M0)               r32.0<1>:q    r12.0<8;8,1>:ud   0xFC2757D1:ud                       // $124
        mov (8|M24)              r41.0<1>:ud   acc0.0<8;8,1>:ud                                      // $123
        mov (8|M16)              r38.0<1>:d    r38.1<2;1,0>:d                                        // $128
        mov (8|M24)              r39.0<1>:d    r44.1<2;1,0>:d                                        // $129
        mov (8|M0)               r18.0<1>:d    r32.1<2;1,0>:d                                        // $126
        add (16|M16)             r42.0<1>:d    r38.0<8;8,1>:d    r40.0<8;8,1>:d                      // $131
        add (16|M0)              r32.0<1>:d    r18.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $130
        mul (16|M0)              r38.0<1>:d    r12.0<8;8,1>:d    1313084713:d                        // $132
        mul (16|M16)             r40.0<1>:d    r36.0<8;8,1>:d    1313084713:d                        // $133
        addc (8|M0)              r18.0<1>:ud   r32.0<8;8,1>:ud   r38.0<8;8,1>:ud  {AccWrEn,Compacted} // $134
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $134
        addc (8|M8)              r19.0<1>:ud   r33.0<8;8,1>:ud   r39.0<8;8,1>:ud  {AccWrEn,Compacted} // $134
        mul (8|M0)               r32.0<1>:q    r12.0<8;8,1>:ud   0x4E441529:ud                       // $136
        mov (8|M8)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $134
        addc (8|M16)             r38.0<1>:ud   r42.0<8;8,1>:ud   r40.0<8;8,1>:ud  {AccWrEn}          // $135
        mov (8|M0)               r32.0<1>:d    r32.1<2;1,0>:d                                        // $138
        mov (8|M16)              r44.0<1>:ud   acc0.0<8;8,1>:ud                                      // $135
        addc (8|M24)             r39.0<1>:ud   r43.0<8;8,1>:ud   r41.0<8;8,1>:ud  {AccWrEn}          // $135
        mul (8|M8)               r42.0<1>:q    r13.0<8;8,1>:ud   0x4E441529:ud                       // $136
        mul (8|M16)              r40.0<1>:q    r36.0<8;8,1>:ud   0x4E441529:ud                       // $137
        mov (8|M24)              r45.0<1>:ud   acc0.0<8;8,1>:ud                                      // $135
        mov (8|M8)               r33.0<1>:d    r42.1<2;1,0>:d                                        // $139
        mov (8|M16)              r42.0<1>:d    r40.1<2;1,0>:d                                        // $140
        mov (8|M24)              r43.0<1>:d    r46.1<2;1,0>:d                                        // $141
        add (16|M0)              r40.0<1>:d    r32.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $142
        add (16|M16)             r46.0<1>:d    r42.0<8;8,1>:d    r44.0<8;8,1>:d                      // $143
        mul (16|M0)              r42.0<1>:d    r12.0<8;8,1>:d    -1560706194:d                       // $144
        mul (16|M16)             r44.0<1>:d    r36.0<8;8,1>:d    -1560706194:d                       // $145
        mov (8|M0)               r12.0<1>:d    r50.1<2;1,0>:d                                        // $150
        mov (8|M8)               r13.0<1>:d    r48.1<2;1,0>:d                                        // $151
        addc (8|M0)              r10.0<1>:ud   r40.0<8;8,1>:ud   r42.0<8;8,1>:ud  {AccWrEn,Compacted} // $146
        mov (8|M0)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $146
        addc (8|M8)              r11.0<1>:ud   r41.0<8;8,1>:ud   r43.0<8;8,1>:ud  {AccWrEn,Compacted} // $146
        mov (8|M8)               r33.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $146
        addc (8|M16)             r40.0<1>:ud   r46.0<8;8,1>:ud   r44.0<8;8,1>:ud  {AccWrEn}          // $147
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $154
        mov (8|M16)              r42.0<1>:ud   acc0.0<8;8,1>:ud                                      // $147
        addc (8|M24)             r41.0<1>:ud   r47.0<8;8,1>:ud   r45.0<8;8,1>:ud  {AccWrEn}          // $147
        mul (8|M16)              r46.0<1>:q    r36.0<8;8,1>:ud   0xA2F9836E:ud                       // $149
        mul (8|M24)              r44.0<1>:q    r37.0<8;8,1>:ud   0xA2F9836E:ud                       // $149
(f0.0)  sel (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}        // $160
(f0.0)  sel (16|M0)              r10.0<1>:d    r18.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $162
        mov (8|M24)              r43.0<1>:ud   acc0.0<8;8,1>:ud                                      // $147
        mov (8|M16)              r36.0<1>:d    r46.1<2;1,0>:d                                        // $152
        mov (8|M24)              r37.0<1>:d    r44.1<2;1,0>:d                                        // $153
(f0.0)  sel (16|M0)              r18.0<1>:d    r20.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $164
(f0.0)  sel (16|M0)              r20.0<1>:d    r6.0<8;8,1>:d     r20.0<8;8,1>:d   {Compacted}        // $166
(f0.0)  sel (16|M0)              r6.0<1>:d     r8.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}        // $168
        add (16|M16)             r32.0<1>:d    r36.0<8;8,1>:d    r42.0<8;8,1>:d                      // $155
        add (16|M16)             r36.0<1>:d    r34.0<8;8,1>:d    -120:w                              // $157
(f0.0)  sel (16|M0)              r8.0<1>:d     r2.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}        // $170
(f0.0)  sel (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}        // $172
(f0.0)  sel (16|M0)              r4.0<1>:d     r92.10<0;1,0>:w   0:w                                 // $174
        cmp (16|M16)  (gt)f0.0   null<1>:d     r36.0<8;8,1>:ud   0x1F:uw                             // $159
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}        // $176
(f0.0)  sel (16|M16)             r34.0<1>:d    r40.0<8;8,1>:d    r32.0<8;8,1>:d                      // $161
(f0.0)  sel (16|M16)             r32.0<1>:d    r38.0<8;8,1>:d    r40.0<8;8,1>:d                      // $163
(f0.0)  sel (16|M16)             r38.0<1>:d    r30.0<8;8,1>:d    r38.0<8;8,1>:d                      // $165
(f0.0)  sel (16|M16)             r30.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d                      // $167
(f0.0)  sel (16|M16)             r28.0<1>:d    r26.0<8;8,1>:d    r28.0<8;8,1>:d                      // $169
(f0.0)  sel (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d                      // $171
        cmp (16|M0)   (gt)f1.0   null<1>:d     r4.0<8;8,1>:ud    0x1F:uw                             // $178
(f0.0)  sel (16|M16)             r22.0<1>:d    r24.0<8;8,1>:d    r22.0<8;8,1>:d                      // $173
(f0.0)  sel (16|M16)             r24.0<1>:d    r92.10<0;1,0>:w   0:w                                 // $175
(f1.0)  sel (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r12.0<8;8,1>:d                      // $180
(f1.0)  sel (16|M0)              r14.0<1>:d    r20.0<8;8,1>:d    r18.0<8;8,1>:d                      // $184
(f1.0)  sel (16|M0)              r10.0<1>:d    r18.0<8;8,1>:d    r10.0<8;8,1>:d                      // $182
        add (16|M16)             r36.0<1>:d    r24.0<8;8,1>:d    r36.0<8;8,1>:d                      // $177
(f1.0)  sel (16|M0)              r18.0<1>:d    r6.0<8;8,1>:d     r20.0<8;8,1>:d                      // $186
(f1.0)  sel (16|M0)              r20.0<1>:d    r92.10<0;1,0>:w   0:w                                 // $192
(f1.0)  sel (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r8.0<8;8,1>:d                       // $190
        cmp (16|M16)  (gt)f1.0   null<1>:d     r36.0<8;8,1>:ud   0x1F:uw                             // $179
(f1.0)  sel (16|M0)              r6.0<1>:d     r8.0<8;8,1>:d     r6.0<8;8,1>:d                       // $188
        add (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}        // $194
(f1.0)  sel (16|M16)             r24.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d                      // $181
(f1.0)  sel (16|M16)             r34.0<1>:d    r38.0<8;8,1>:d    r32.0<8;8,1>:d                      // $183
(f1.0)  sel (16|M16)             r8.0<1>:d     r92.10<0;1,0>:w   0:w                                 // $193
        cmp (16|M0)   (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x1F:uw                             // $196
(f1.0)  sel (16|M16)             r32.0<1>:d    r30.0<8;8,1>:d    r38.0<8;8,1>:d                      // $185
(f1.0)  sel (16|M16)             r30.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d                      // $187
(f1.0)  sel (16|M16)             r38.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d                      // $191
(f1.0)  sel (16|M16)             r28.0<1>:d    r26.0<8;8,1>:d    r28.0<8;8,1>:d                      // $189
(f0.0)  sel (16|M0)              r12.0<1>:d    r10.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted}        // $198
        add (16|M16)             r26.0<1>:d    r8.0<8;8,1>:d     r36.0<8;8,1>:d                      // $195
(f0.0)  sel (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $200
(f0.0)  sel (16|M0)              r8.0<1>:d     r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $202
(f0.0)  sel (16|M0)              r4.0<1>:d     r6.0<8;8,1>:d     r18.0<8;8,1>:d   {Compacted}        // $204
(f0.0)  sel (16|M0)              r14.0<1>:d    r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}        // $206
(f0.0)  sel (16|M0)              r6.0<1>:d     r92.10<0;1,0>:w   0:w                                 // $208
        cmp (16|M16)  (gt)f0.0   null<1>:d     r26.0<8;8,1>:ud   0x1F:uw                             // $197
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r20.0<8;8,1>:d   {Compacted}        // $210
(f0.0)  sel (16|M16)             r2.0<1>:d     r92.10<0;1,0>:w   0:w                                 // $209
(f0.0)  sel (16|M16)             r22.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d                      // $201
(f0.0)  sel (16|M16)             r32.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $203
        cmp (16|M0)   (gt)f1.0   null<1>:d     r6.0<8;8,1>:ud    0x1F:uw                             // $212
        add (16|M16)             r26.0<1>:d    r2.0<8;8,1>:d     r26.0<8;8,1>:d                      // $211
(f0.0)  sel (16|M16)             r30.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d                      // $205
(f0.0)  sel (16|M16)             r28.0<1>:d    r38.0<8;8,1>:d    r28.0<8;8,1>:d                      // $207
(f1.0)  sel (16|M0)              r2.0<1>:d     r10.0<8;8,1>:d    r12.0<8;8,1>:d                      // $214
        cmp (16|M16)  (gt)f1.0   null<1>:d     r26.0<8;8,1>:ud   0x1F:uw                             // $213
(f1.0)  sel (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r10.0<8;8,1>:d                      // $216
(f1.0)  sel (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     r8.0<8;8,1>:d                       // $218
(f1.0)  sel (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    r4.0<8;8,1>:d                       // $220
(f1.0)  sel (16|M16)             r12.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d                      // $221
(f1.0)  sel (16|M0)              r14.0<1>:d    r92.10<0;1,0>:w   0:w                                 // $222
(f1.0)  sel (16|M16)             r28.0<1>:d    r92.10<0;1,0>:w   0:w                                 // $223
(f0.0)  sel (16|M16)             r24.0<1>:d    r34.0<8;8,1>:d    r24.0<8;8,1>:d                      // $199
(f1.0)  sel (16|M16)             r20.0<1>:d    r30.0<8;8,1>:d    r32.0<8;8,1>:d                      // $219
        add (16|M0)   (eq)f0.0   r14.0<1>:d    r14.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $224
        add (16|M16)  (eq)f0.0   r6.0<1>:d     r28.0<8;8,1>:d    r26.0<8;8,1>:d                      // $225
(f1.0)  sel (16|M16)             r24.0<1>:d    r22.0<8;8,1>:d    r24.0<8;8,1>:d                      // $215
(f1.0)  sel (16|M16)             r22.0<1>:d    r32.0<8;8,1>:d    r22.0<8;8,1>:d                      // $217
        mov (16|M0)              r18.0<1>:d    -r14.0<8;8,1>:d                  {Compacted}          // $226
        mov (16|M16)             r30.0<1>:d    -r6.0<8;8,1>:d                                        // $227
        and (16|M16)             r28.0<1>:d    r6.0<8;8,1>:d     31:w                                // $229
        and (16|M0)              r26.0<1>:d    r14.0<8;8,1>:d    31:w                                // $228
        and (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    31:w                                // $232
        and (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    31:w                                // $233
        shl (16|M16)             r32.0<1>:d    r24.0<8;8,1>:d    r28.0<8;8,1>:d                      // $231
        shl (16|M0)              r34.0<1>:d    r2.0<8;8,1>:d     r26.0<8;8,1>:d   {Compacted}        // $230
        shr (16|M0)              r6.0<1>:d     r10.0<8;8,1>:ud   r18.0<8;8,1>:d                      // $234
        shr (16|M16)             r14.0<1>:d    r22.0<8;8,1>:ud   r30.0<8;8,1>:d                      // $235
        shl (16|M0)              r38.0<1>:d    r10.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $238
        shl (16|M0)              r26.0<1>:d    r8.0<8;8,1>:d     r26.0<8;8,1>:d   {Compacted}        // $244
        or (16|M0)               r6.0<1>:d     r34.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $236
        or (16|M16)              r36.0<1>:d    r32.0<8;8,1>:d    r14.0<8;8,1>:d                      // $237
        shr (16|M0)              r14.0<1>:d    r8.0<8;8,1>:ud    r18.0<8;8,1>:d                      // $240
        shl (16|M16)             r34.0<1>:d    r22.0<8;8,1>:d    r28.0<8;8,1>:d                      // $239
        shr (16|M16)             r32.0<1>:d    r20.0<8;8,1>:ud   r30.0<8;8,1>:d                      // $241
        shr (16|M0)              r18.0<1>:d    r4.0<8;8,1>:ud    r18.0<8;8,1>:d                      // $246
        shl (16|M16)             r28.0<1>:d    r20.0<8;8,1>:d    r28.0<8;8,1>:d                      // $245
        shr (16|M16)             r30.0<1>:d    r12.0<8;8,1>:ud   r30.0<8;8,1>:d                      // $247
        or (16|M0)               r14.0<1>:d    r38.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $242
        or (16|M16)              r32.0<1>:d    r34.0<8;8,1>:d    r32.0<8;8,1>:d                      // $243
        or (16|M0)               r26.0<1>:d    r26.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $248
        or (16|M16)              r28.0<1>:d    r28.0<8;8,1>:d    r30.0<8;8,1>:d                      // $249
(f0.0)  sel (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}        // $252
(f0.0)  sel (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $254
(f0.0)  sel (16|M16)             r30.0<1>:d    r22.0<8;8,1>:d    r32.0<8;8,1>:d                      // $255
(f0.0)  sel (16|M16)             r6.0<1>:d     r24.0<8;8,1>:d    r36.0<8;8,1>:d                      // $253
(f0.0)  sel (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r26.0<8;8,1>:d   {Compacted}        // $256
(f0.0)  sel (16|M16)             r26.0<1>:d    r20.0<8;8,1>:d    r28.0<8;8,1>:d                      // $257
        shr (16|M0)              r18.0<1>:d    r14.0<8;8,1>:ud   30:w                                // $262
        shl (16|M0)              r20.0<1>:d    r2.0<8;8,1>:d     2:w                                 // $260
        shr (16|M16)             r24.0<1>:d    r30.0<8;8,1>:ud   30:w                                // $263
        shl (16|M16)             r28.0<1>:d    r6.0<8;8,1>:d     2:w                                 // $261
        shl (16|M0)              r32.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $266
        or (16|M0)               r20.0<1>:d    r20.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $264
        shr (16|M0)              r18.0<1>:d    r10.0<8;8,1>:ud   30:w                                // $268
        or (16|M16)              r24.0<1>:d    r28.0<8;8,1>:d    r24.0<8;8,1>:d                      // $265
        shr (16|M16)             r14.0<1>:d    r26.0<8;8,1>:ud   30:w                                // $269
        shl (16|M16)             r28.0<1>:d    r30.0<8;8,1>:d    2:w                                 // $267
        or (16|M0)               r18.0<1>:d    r32.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $270
        shr (16|M16)             r22.0<1>:d    r6.0<8;8,1>:ud    29:w                                // $259
        shr (16|M0)              r8.0<1>:d     r2.0<8;8,1>:ud    29:w                                // $258
        or (16|M16)              r32.0<1>:d    r28.0<8;8,1>:d    r14.0<8;8,1>:d                      // $271
        shl (16|M0)              r28.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $272
        shr (16|M0)              r14.0<1>:d    r4.0<8;8,1>:ud    30:w                                // $274
        shl (16|M16)             r10.0<1>:d    r26.0<8;8,1>:d    2:w                                 // $273
        shr (16|M16)             r4.0<1>:d     r12.0<8;8,1>:ud   30:w                                // $275
        shr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:ud    30:w                                // $374
        or (16|M0)               r12.0<1>:d    r28.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $276
        shl (16|M16)             r14.0<1>:d    r22.0<8;8,1>:d    31:w                                // $283
        or (16|M16)              r30.0<1>:d    r10.0<8;8,1>:d    r4.0<8;8,1>:d                       // $277
        and (16|M16)             r10.0<1>:d    r22.0<8;8,1>:d    1:w                                 // $279
        and (16|M0)              r4.0<1>:d     r8.0<8;8,1>:d     1:w                                 // $278
        shl (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     31:w                                // $282
        shr (16|M16)             r6.0<1>:d     r6.0<8;8,1>:ud    30:w                                // $375
        mov (16|M16)             r28.0<1>:d    -r10.0<8;8,1>:d                                       // $281
        mov (16|M0)              r26.0<1>:d    -r4.0<8;8,1>:d                   {Compacted}          // $280
        add (16|M0)              r2.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}        // $376
        add (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d    r6.0<8;8,1>:d                       // $377
        xor (16|M16)             r22.0<1>:d    r24.0<8;8,1>:d    r28.0<8;8,1>:d                      // $285
        xor (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $284
        xor (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $286
        xor (16|M0)              r26.0<1>:d    r12.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $288
        lzd (16|M16)             r24.0<1>:ud   r22.0<8;8,1>:ud                                       // $291
        lzd (16|M0)              r12.0<1>:ud   r20.0<8;8,1>:ud                  {Compacted}          // $290
        xor (16|M16)             r38.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d                      // $287
        xor (16|M16)             r42.0<1>:d    r30.0<8;8,1>:d    r28.0<8;8,1>:d                      // $289
        add (16|M16)             r34.0<1>:d    r24.0<8;8,1>:d    1:w                                 // $293
        add (16|M0)              r30.0<1>:d    r12.0<8;8,1>:d    1:w                                 // $292
        add (16|M0)              r28.0<1>:d    -r12.0<8;8,1>:d   31:w                                // $294
        add (16|M16)             r32.0<1>:d    -r24.0<8;8,1>:d   31:w                                // $295
        and (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    31:w                                // $297
        and (16|M0)              r30.0<1>:d    r30.0<8;8,1>:d    31:w                                // $296
        and (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    31:w                                // $300
        and (16|M16)             r32.0<1>:d    r32.0<8;8,1>:d    31:w                                // $301
        shl (16|M16)             r40.0<1>:d    r22.0<8;8,1>:d    r34.0<8;8,1>:d                      // $299
        shl (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $298
        shr (16|M0)              r22.0<1>:d    r18.0<8;8,1>:ud   r28.0<8;8,1>:d                      // $302
        shl (16|M0)              r30.0<1>:d    r18.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $306
        shr (16|M0)              r28.0<1>:d    r26.0<8;8,1>:ud   r28.0<8;8,1>:d                      // $308
        shr (16|M16)             r36.0<1>:d    r38.0<8;8,1>:ud   r32.0<8;8,1>:d                      // $303
        or (16|M0)               r22.0<1>:d    r20.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $304
        mul (16|M0)              r18.0<1>:d    r12.0<8;8,1>:d    -8388608:d                          // $312
        or (16|M0)               r20.0<1>:d    r30.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $310
        mul (16|M16)             r28.0<1>:d    r24.0<8;8,1>:d    -8388608:d                          // $313
        or (16|M16)              r36.0<1>:d    r40.0<8;8,1>:d    r36.0<8;8,1>:d                      // $305
        shl (16|M16)             r34.0<1>:d    r38.0<8;8,1>:d    r34.0<8;8,1>:d                      // $307
        shr (16|M16)             r32.0<1>:d    r42.0<8;8,1>:ud   r32.0<8;8,1>:d                      // $309
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    1056964608:d                        // $315
        shr (16|M16)             r26.0<1>:d    r36.0<8;8,1>:ud   9:w                                 // $319
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    1056964608:d                        // $314
        or (16|M16)              r40.0<1>:d    r34.0<8;8,1>:d    r32.0<8;8,1>:d                      // $311
        or (16|M16)              r28.0<1>:d    r28.0<8;8,1>:d    r14.0<8;8,1>:d                      // $317
        shl (16|M0)              r32.0<1>:d    r22.0<8;8,1>:d    23:w                                // $322
        shr (16|M0)              r30.0<1>:d    r22.0<8;8,1>:ud   9:w                                 // $318
        or (16|M0)               r18.0<1>:d    r18.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $316
        or (16|M16)              r28.0<1>:d    r28.0<8;8,1>:d    r26.0<8;8,1>:d                      // $321
        shr (16|M0)              r26.0<1>:d    r20.0<8;8,1>:ud   9:w                                 // $324
        shr (16|M16)             r22.0<1>:d    r40.0<8;8,1>:ud   9:w                                 // $325
        or (16|M0)               r18.0<1>:d    r18.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $320
        shl (16|M16)             r30.0<1>:d    r36.0<8;8,1>:d    23:w                                // $323
        or (16|M0)               r26.0<1>:d    r32.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $326
        add (16|M0)              r12.0<1>:d    -r12.0<8;8,1>:d   488:w                               // $346
        or (16|M16)              r38.0<1>:d    r30.0<8;8,1>:d    r22.0<8;8,1>:d                      // $327
        lzd (16|M0)              r32.0<1>:ud   r26.0<8;8,1>:ud                  {Compacted}          // $328
        lzd (16|M16)             r30.0<1>:ud   r38.0<8;8,1>:ud                                       // $329
        not (16|M0)              r22.0<1>:d    r32.0<8;8,1>:d                   {Compacted}          // $330
        add (16|M0)              r36.0<1>:d    r32.0<8;8,1>:d    1:w                                 // $332
        add (16|M0)              r32.0<1>:d    -r32.0<8;8,1>:d   31:w                                // $334
        not (16|M16)             r42.0<1>:d    r30.0<8;8,1>:d                                        // $331
        add (16|M16)             r34.0<1>:d    r30.0<8;8,1>:d    1:w                                 // $333
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $348
        and (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    31:w                                // $340
        and (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    31:w                                // $336
        add (16|M16)             r30.0<1>:d    -r30.0<8;8,1>:d   31:w                                // $335
        and (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    31:w                                // $337
        shr (16|M0)              r32.0<1>:d    r20.0<8;8,1>:ud   r32.0<8;8,1>:d                      // $342
        add (16|M16)             r20.0<1>:d    -r24.0<8;8,1>:d   488:w                               // $347
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    23:w                                // $350
        shl (16|M0)              r36.0<1>:d    r26.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $338
        and (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    31:w                                // $341
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r42.0<8;8,1>:d                      // $349
        shl (16|M16)             r34.0<1>:d    r38.0<8;8,1>:d    r34.0<8;8,1>:d                      // $339
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    1065353216:d                        // $352
        or (16|M0)               r32.0<1>:d    r36.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $344
        shl (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    23:w                                // $351
        shr (16|M16)             r30.0<1>:d    r40.0<8;8,1>:ud   r30.0<8;8,1>:d                      // $343
        or (16|M0)               r12.0<1>:d    r12.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted}        // $354
        mul (16|M0)              r22.0<1>:f    r18.0<8;8,1>:f    0x3FC90FDA:f                        // $360
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    1065353216:d                        // $353
        or (16|M16)              r26.0<1>:d    r34.0<8;8,1>:d    r30.0<8;8,1>:d                      // $345
        mad (16|M0)              r24.0<1>:f    -r22.0<2;1>:f     r127.0<0;0>:f     r18.0<1>:f       {Compacted} // $362 {0=EL, 1=OH, 2=EL, BC=GOOD}
        or (16|M16)              r20.0<1>:d    r20.0<8;8,1>:d    r14.0<8;8,1>:d                      // $355
        shr (16|M0)              r14.0<1>:d    r32.0<8;8,1>:ud   9:w                                 // $356
        shr (16|M16)             r8.0<1>:d     r26.0<8;8,1>:ud   9:w                                 // $357
        mad (16|M0)              r18.0<1>:f    r24.0<2;1>:f      r127.1<0;0>:f     r18.0<1>:f       {Compacted} // $364 {0=EL, 1=OH, 2=EL, BC=GOOD}
        or (16|M0)               r12.0<1>:d    r12.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $358
        mul (16|M16)             r14.0<1>:f    r28.0<8;8,1>:f    0x3FC90FDA:f                        // $361
        or (16|M16)              r20.0<1>:d    r20.0<8;8,1>:d    r8.0<8;8,1>:d                       // $359
        mad (16|M0)              r18.0<1>:f    r18.0<2;1>:f      r127.0<0;0>:f     r12.0<1>:f       {Compacted} // $366 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r8.0<1>:f     -r14.0<2;1>:f     r127.0<0;0>:f     r28.0<1>:f       {Compacted} // $363 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r8.0<1>:f     r8.0<2;1>:f       r127.1<0;0>:f     r28.0<1>:f       {Compacted} // $365 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r20.0<1>:f    r8.0<2;1>:f       r127.0<0;0>:f     r20.0<1>:f       {Compacted} // $367 {0=EL, 1=OH, 2=EL, BC=GOOD}
        add (16|M0)              r8.0<1>:f     r22.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $368
        add (16|M16)             r12.0<1>:f    r14.0<8;8,1>:f    r20.0<8;8,1>:f                      // $369
        add (16|M0)              r22.0<1>:f    r8.0<8;8,1>:f     -r22.0<8;8,1>:f  {Compacted}        // $370
        add (16|M16)             r14.0<1>:f    r12.0<8;8,1>:f    -r14.0<8;8,1>:f                     // $371
        add (16|M0)              r117.0<1>:f   r18.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted}        // $372
        add (16|M16)             r115.0<1>:f   r20.0<8;8,1>:f    -r14.0<8;8,1>:f                     // $373
        else (32|M0)                         _0_043            _0_043                                // $68
// B004: [inDivergent],  Preds:{B002},  Succs:{B005}
_0_041:
(W)     mov (1|M0)               r92.5<1>:f    0x3F22F983:f                                          // $380
        mad (16|M0)              r2.0<1>:f     r92.4<0;0>:f      r92.5<0;0>:f      r121.0<1>:f      {Compacted} // $381 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.4<0;0>:f      r92.5<0;0>:f      r119.0<1>:f      {Compacted} // $382 {0=EH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.5<1>:f    0x27C234C4:f                                          // $415
        rndz (16|M0)             r113.0<1>:f   r2.0<8;8,1>:f                    {Compacted}          // $383
        rndz (16|M16)            r111.0<1>:f   r6.0<8;8,1>:f                                         // $384
        mul (16|M0)              r18.0<1>:f    r113.0<8;8,1>:f   0x3FC90FDA:f                        // $385
        mul (16|M16)             r14.0<1>:f    r111.0<8;8,1>:f   0x3FC90FDA:f                        // $386
        mov (16|M16)             r4.0<1>:d     r111.0<8;8,1>:f                                       // $429
        add (16|M0)              r2.0<1>:f     r121.0<8;8,1>:f   -r18.0<8;8,1>:f  {Compacted}        // $389
        add (16|M16)             r6.0<1>:f     r119.0<8;8,1>:f   -r14.0<8;8,1>:f                     // $390
        mad (16|M0)              r22.0<1>:f    -r18.0<2;1>:f     r127.0<0;0>:f     r113.0<1>:f      {Compacted} // $387 {0=EL, 1=OH, 2=OH, BC=BAD}
        mad (16|M16)             r20.0<1>:f    -r14.0<2;1>:f     r127.0<0;0>:f     r111.0<1>:f      {Compacted} // $388 {0=EL, 1=OH, 2=OH, BC=BAD}
        add (16|M0)              r8.0<1>:f     r121.0<8;8,1>:f   -r2.0<8;8,1>:f   {Compacted}        // $391
        add (16|M16)             r10.0<1>:f    r119.0<8;8,1>:f   -r6.0<8;8,1>:f                      // $392
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     -r18.0<8;8,1>:f  {Compacted}        // $393
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    -r14.0<8;8,1>:f                     // $394
        mul (16|M0)              r18.0<1>:f    r113.0<8;8,1>:f   0x33A22168:f                        // $399
        mul (16|M16)             r14.0<1>:f    r111.0<8;8,1>:f   0x33A22168:f                        // $400
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     -r22.0<8;8,1>:f  {Compacted}        // $395
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $396
        mad (16|M0)              r22.0<1>:f    -r18.0<2;1>:f     r127.1<0;0>:f     r113.0<1>:f      {Compacted} // $401 {0=EL, 1=OH, 2=OH, BC=BAD}
        mad (16|M16)             r20.0<1>:f    -r14.0<2;1>:f     r127.1<0;0>:f     r111.0<1>:f      {Compacted} // $402 {0=EL, 1=OH, 2=OH, BC=BAD}
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $397
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     r10.0<8;8,1>:f                      // $398
        add (16|M0)              r8.0<1>:f     r2.0<8;8,1>:f     -r18.0<8;8,1>:f  {Compacted}        // $403
        add (16|M16)             r10.0<1>:f    r6.0<8;8,1>:f     -r14.0<8;8,1>:f                     // $404
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r8.0<8;8,1>:f   {Compacted}        // $405
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     -r10.0<8;8,1>:f                     // $406
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r18.0<8;8,1>:f  {Compacted}        // $407
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     -r14.0<8;8,1>:f                     // $408
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r22.0<8;8,1>:f  {Compacted}        // $409
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     -r20.0<8;8,1>:f                     // $410
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $411
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    r6.0<8;8,1>:f                       // $412
        mul (16|M0)              r2.0<1>:f     r113.0<8;8,1>:f   0x27C234C4:f                        // $413
        mul (16|M16)             r6.0<1>:f     r111.0<8;8,1>:f   0x27C234C4:f                        // $414
        add (16|M0)              r18.0<1>:f    r8.0<8;8,1>:f     -r2.0<8;8,1>:f   {Compacted}        // $418
        add (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f    -r6.0<8;8,1>:f                      // $419
        mad (16|M0)              r22.0<1>:f    -r2.0<2;1>:f      r92.5<0;0>:f      r113.0<1>:f      {Compacted} // $416 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r20.0<1>:f    -r6.0<2;1>:f      r92.5<0;0>:f      r111.0<1>:f      {Compacted} // $417 {0=EL, 1=EH, 2=OH, BC=GOOD}
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     -r18.0<8;8,1>:f  {Compacted}        // $420
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    -r14.0<8;8,1>:f                     // $421
        mov (16|M0)              r117.0<1>:f   -r22.0<8;8,1>:f                  {Compacted}          // $426
        mov (16|M16)             r115.0<1>:f   -r20.0<8;8,1>:f                                       // $427
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     -r2.0<8;8,1>:f   {Compacted}        // $422
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    -r6.0<8;8,1>:f                      // $423
        mov (16|M0)              r2.0<1>:d     r113.0<8;8,1>:f                  {Compacted}          // $428
        add (16|M0)              r8.0<1>:f     r18.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}        // $424
        add (16|M16)             r12.0<1>:f    r14.0<8;8,1>:f    r10.0<8;8,1>:f                      // $425
// B005: [inDivergent],  Preds:{B004, B003},  Succs:{B006, B007}
_0_043:
        endif (32|M0)                        L6472                                                   // $68
L6472:
        and (16|M0)   (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     1:w                                 // $433
        and (16|M16)  (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     1:w                                 // $435
        mul (16|M0)              r113.0<1>:f   r8.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $431
        mul (16|M16)             r111.0<1>:f   r12.0<8;8,1>:f    r12.0<8;8,1>:f                      // $432
(~f0.0) if (32|M0)                           _0_044            _0_046                                // $437
// B006: [inDivergent],  Preds:{B005},  Succs:{B008}
_0_045:
(W)     mov (1|M0)               r92.6<1>:f    0xAD47D74E:f                                          // $439
        and (16|M0)              r18.0<1>:d    r8.0<8;8,1>:d     2147483647:d                        // $457
(W)     mov (1|M0)               r92.5<1>:f    0x310F74F6:f                                          // $440
        and (16|M16)             r20.0<1>:d    r12.0<8;8,1>:d    2147483647:d                        // $458
        mul (16|M0)              r8.0<1>:f     r117.0<8;8,1>:f   -r8.0<8;8,1>:f   {Compacted}        // $475
        add (16|M0)              r26.0<1>:d    r18.0<8;8,1>:d    -16777216:d                         // $459
        mad (16|M0)              r10.0<1>:f    r92.5<0;0>:f      r92.6<0;0>:f      r113.0<1>:f      {Compacted} // $441 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.5<0;0>:f      r92.6<0;0>:f      r111.0<1>:f      {Compacted} // $442 {0=EH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.5<1>:f    0xB492923A:f                                          // $443
        add (16|M16)             r22.0<1>:d    r20.0<8;8,1>:d    -16777216:d                         // $460
        cmp (16|M0)   (gt)f0.0   null<1>:d     r18.0<8;8,1>:ud   0x3F480000:ud                       // $467
        cmp (16|M16)  (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x3F480000:ud                       // $468
        mad (16|M0)              r10.0<1>:f    r92.5<0;0>:f      r10.0<2;1>:f      r113.0<1>:f      {Compacted} // $444 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.5<0;0>:f      r6.0<2;1>:f       r111.0<1>:f      {Compacted} // $445 {0=EH, 1=EL, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.5<1>:f    0x37D00AE2:f                                          // $446
        mad (16|M0)              r10.0<1>:f    r92.5<0;0>:f      r10.0<2;1>:f      r113.0<1>:f      {Compacted} // $447 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.5<0;0>:f      r6.0<2;1>:f       r111.0<1>:f      {Compacted} // $448 {0=EH, 1=EL, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.5<1>:f    0xBAB60B60:f                                          // $449
        mad (16|M0)              r10.0<1>:f    r92.5<0;0>:f      r10.0<2;1>:f      r113.0<1>:f      {Compacted} // $450 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.5<0;0>:f      r6.0<2;1>:f       r111.0<1>:f      {Compacted} // $451 {0=EH, 1=EL, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.5<1>:f    0x3D2AAAAB:f                                          // $452
        mad (16|M0)              r14.0<1>:f    r92.5<0;0>:f      r10.0<2;1>:f      r113.0<1>:f      {Compacted} // $453 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r10.0<1>:f    r92.5<0;0>:f      r6.0<2;1>:f       r111.0<1>:f      {Compacted} // $454 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mul (16|M0)              r6.0<1>:f     r113.0<8;8,1>:f   r14.0<8;8,1>:f   {Compacted}        // $455
        mul (16|M16)             r24.0<1>:f    r111.0<8;8,1>:f   r10.0<8;8,1>:f                      // $456
        add (16|M0)              r14.0<1>:d    r18.0<8;8,1>:d    -1050253722:d                       // $461
        add (16|M16)             r10.0<1>:d    r20.0<8;8,1>:d    -1050253722:d                       // $462
        mad (16|M0)              r8.0<1>:f     r8.0<2;1>:f       r6.0<2;1>:f       r113.0<1>:f      {Compacted} // $477 {0=EL, 1=EL, 2=OH, BC=GOOD}
        cmp (16|M0)   (lt)f1.0   null<1>:d     r14.0<8;8,1>:ud   0xAE6667:ud                         // $463
        cmp (16|M16)  (lt)f1.0   null<1>:d     r10.0<8;8,1>:ud   0xAE6667:ud                         // $464
(f1.0)  sel (16|M0)              r14.0<1>:f    r26.0<8;8,1>:f    0x0:f                               // $465
(f1.0)  sel (16|M16)             r10.0<1>:f    r22.0<8;8,1>:f    0x0:f                               // $466
(f0.0)  mov (16|M0)              r14.0<1>:f    0x3E900000:f                                          // $469
(f0.0)  mov (16|M16)             r10.0<1>:f    0x3E900000:f                                          // $470
        mul (16|M16)             r22.0<1>:f    r115.0<8;8,1>:f   -r12.0<8;8,1>:f                     // $476
        mad (16|M0)              r18.0<1>:f    -r14.0<2;1>:f     r92.4<0;0>:f      r113.0<1>:f      {Compacted} // $471 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r20.0<1>:f    -r10.0<2;1>:f     r92.4<0;0>:f      r111.0<1>:f      {Compacted} // $472 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r22.0<2;1>:f      r24.0<2;1>:f      r111.0<1>:f      {Compacted} // $478 {0=EL, 1=EL, 2=OH, BC=GOOD}
        add (16|M0)              r14.0<1>:f    -r14.0<8;8,1>:f   0x3F800000:f                        // $473
        add (16|M16)             r10.0<1>:f    -r10.0<8;8,1>:f   0x3F800000:f                        // $474
        add (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    -r8.0<8;8,1>:f   {Compacted}        // $479
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    -r6.0<8;8,1>:f                      // $480
        add (16|M0)              r6.0<1>:f     r14.0<8;8,1>:f    -r18.0<8;8,1>:f  {Compacted}        // $481
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $482
        else (32|M0)                         _0_046            _0_046                                // $437
// B007: [inDivergent],  Preds:{B005},  Succs:{B008}
_0_044:
(W)     mov (1|M0)               r92.6<1>:f    0x2F2EC9D3:f                                          // $487
        mul (16|M0)              r6.0<1>:f     r8.0<8;8,1>:f     r113.0<8;8,1>:f  {Compacted}        // $485
(W)     mov (1|M0)               r92.5<1>:f    0xB2D72F34:f                                          // $488
        mul (16|M16)             r20.0<1>:f    r12.0<8;8,1>:f    r111.0<8;8,1>:f                     // $486
(W)     mov (1|M0)               r127.0<1>:f   0x3E2AAAAB:f                                          // $506
        mad (16|M0)              r18.0<1>:f    r92.5<0;0>:f      r92.6<0;0>:f      r113.0<1>:f      {Compacted} // $489 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r14.0<1>:f    r92.5<0;0>:f      r92.6<0;0>:f      r111.0<1>:f      {Compacted} // $490 {0=EH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.5<1>:f    0x3636DF25:f                                          // $491
        mad (16|M0)              r18.0<1>:f    r92.5<0;0>:f      r18.0<2;1>:f      r113.0<1>:f      {Compacted} // $492 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r14.0<1>:f    r92.5<0;0>:f      r14.0<2;1>:f      r111.0<1>:f      {Compacted} // $493 {0=EH, 1=EL, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.5<1>:f    0xB95009D4:f                                          // $494
        mad (16|M0)              r18.0<1>:f    r92.5<0;0>:f      r18.0<2;1>:f      r113.0<1>:f      {Compacted} // $495 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r14.0<1>:f    r92.5<0;0>:f      r14.0<2;1>:f      r111.0<1>:f      {Compacted} // $496 {0=EH, 1=EL, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.5<1>:f    0x3C088887:f                                          // $497
        mad (16|M0)              r18.0<1>:f    r92.5<0;0>:f      r18.0<2;1>:f      r113.0<1>:f      {Compacted} // $498 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r14.0<1>:f    r92.5<0;0>:f      r14.0<2;1>:f      r111.0<1>:f      {Compacted} // $499 {0=EH, 1=EL, 2=OH, BC=GOOD}
        mul (16|M0)              r18.0<1>:f    r18.0<8;8,1>:f    -r6.0<8;8,1>:f   {Compacted}        // $500
        mul (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $501
        mad (16|M0)              r18.0<1>:f    r18.0<2;1>:f      r92.4<0;0>:f      r117.0<1>:f      {Compacted} // $502 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r14.0<1>:f    r14.0<2;1>:f      r92.4<0;0>:f      r115.0<1>:f      {Compacted} // $503 {0=EL, 1=EH, 2=OH, BC=GOOD}
        mad (16|M0)              r18.0<1>:f    -r117.0<2;1>:f    r18.0<2;1>:f      r113.0<1>:f      {Compacted} // $504 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M16)             r14.0<1>:f    -r115.0<2;1>:f    r14.0<2;1>:f      r111.0<1>:f      {Compacted} // $505 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r6.0<1>:f     r18.0<2;1>:f      r127.0<0;0>:f     r6.0<1>:f        {Compacted} // $507 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r14.0<1>:f    r14.0<2;1>:f      r127.0<0;0>:f     r20.0<1>:f       {Compacted} // $508 {0=EL, 1=OH, 2=EL, BC=GOOD}
        add (16|M0)              r6.0<1>:f     r8.0<8;8,1>:f     -r6.0<8;8,1>:f   {Compacted}        // $509
        add (16|M16)             r10.0<1>:f    r12.0<8;8,1>:f    -r14.0<8;8,1>:f                     // $510
// B008: [inDivergent],  Preds:{B007, B006},  Succs:{B009}
_0_046:
        endif (32|M0)                        L7416                                                   // $437
L7416:
        shl (16|M0)              r8.0<1>:d     r2.0<8;8,1>:d     30:w                                // $512
        shl (16|M16)             r2.0<1>:d     r4.0<8;8,1>:d     30:w                                // $513
        cmp (16|M0)   (gt)f1.0   null<1>:d     r121.0<8;8,1>:ud  0x7F7FFFFF:ud                       // $520
        cmp (16|M16)  (gt)f1.0   null<1>:d     r119.0<8;8,1>:ud  0x7F7FFFFF:ud                       // $521
        xor (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     r125.0<8;8,1>:d  {Compacted}        // $514
        xor (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     r123.0<8;8,1>:d                     // $515
        and (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     -2147483648:d                       // $516
        and (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     -2147483648:d                       // $517
        xor (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted}        // $518
        xor (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     r10.0<8;8,1>:d                      // $519
(~f1.0) sel (16|M0)              r4.0<1>:f     r8.0<8;8,1>:f     0x7FC00000:f                        // $522
(~f1.0) sel (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     0x7FC00000:f                        // $523
        csel (16|M0)  (eq)f0.0   r18.0<1>:f    r125.0<2;1>:f     r4.0<2;1>:f       r125.0<1>:f       // $526 {0=OH, 1=EL, 2=OH, BC=GOOD}
        csel (16|M16) (eq)f0.0   r16.0<1>:f    r123.0<2;1>:f     r2.0<2;1>:f       r123.0<1>:f       // $527 {0=OH, 1=EL, 2=OH, BC=GOOD}
// B009: Preds:{B001, B008},  Succs:{B010, B011}
_0_040:
        endif (32|M0)                        L7640                                                   // $19
L7640:
        mul (16|M0)              r8.0<1>:f     r125.0<8;8,1>:f   0x3DCCCCCD:f                        // $529
        mul (16|M16)             r6.0<1>:f     r123.0<8;8,1>:f   0x3DCCCCCD:f                        // $530
(W)     mov (1|M0)               r127.0<1>:f   0xBF317200:f                                          // $535
        add (16|M0)              r48.0<1>:f    (abs)r125.0<8;8,1>:f  0x3F800000:f                    // $557
        mul (16|M0)              r4.0<1>:f     r8.0<8;8,1>:f     0x3FB8AA3B:f                        // $531
        mul (16|M16)             r2.0<1>:f     r6.0<8;8,1>:f     0x3FB8AA3B:f                        // $532
        cmp (16|M16)  (lt)f0.0   null<1>:f     r6.0<8;8,1>:f     0xC2D20000:f                        // $550
        cmp (16|M16)  (gt)f1.0   null<1>:f     r6.0<8;8,1>:f     0x42D20000:f                        // $554
        rndz (16|M0)             r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}          // $533
        rndz (16|M16)            r2.0<1>:f     r2.0<8;8,1>:f                                         // $534
        cmp (16|M0)   (lt)f0.0   null<1>:f     r8.0<8;8,1>:f     0xC2D20000:f                        // $549
        cmp (16|M0)   (gt)f1.0   null<1>:f     r8.0<8;8,1>:f     0x42D20000:f                        // $553
        mad (16|M0)              r12.0<1>:f    r8.0<2;1>:f       r127.0<0;0>:f     r4.0<1>:f        {Compacted} // $536 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r10.0<1>:f    r6.0<2;1>:f       r127.0<0;0>:f     r2.0<1>:f        {Compacted} // $537 {0=EL, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r127.0<1>:f   0xB5BFBE8E:f                                          // $538
(W)     mov (1|M0)               r92.8<1>:uw   0x1:uw                                                // $564
        mad (16|M16)             r10.0<1>:f    r10.0<2;1>:f      r127.0<0;0>:f     r2.0<1>:f        {Compacted} // $540 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M0)              r12.0<1>:f    r12.0<2;1>:f      r127.0<0;0>:f     r4.0<1>:f        {Compacted} // $539 {0=EL, 1=OH, 2=EL, BC=GOOD}
        math.exp (16|M16)        r2.0<1>:f     r2.0<8;8,1>:f                                         // $544
        mul (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    0x3FB8AA3B:f                        // $542
        mul (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    0x3FB8AA3B:f                        // $541
        math.exp (16|M0)         r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}          // $543
        math.exp (16|M16)        r10.0<1>:f    r10.0<8;8,1>:f                                        // $546
        math.exp (16|M0)         r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $545
        mul (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     r10.0<8;8,1>:f                      // $548
(f0.0)  mov (16|M16)             r2.0<1>:f     0x0:f                                                 // $552
        mul (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted}        // $547
(f0.0)  mov (16|M0)              r4.0<1>:f     0x0:f                                                 // $551
(~f1.0) sel (16|M16)             r38.0<1>:f    r2.0<8;8,1>:f     0x7F800000:f                        // $556
        add (16|M16)  (gt)f1.0   r76.0<1>:f    (abs)r123.0<8;8,1>:f  0x3F800000:f                    // $558
(~f1.0) sel (16|M0)              r24.0<1>:f    r4.0<8;8,1>:f     0x7F800000:f                        // $555
        cmp (16|M0)   (lt)f1.0   null<1>:f     (abs)r48.0<8;8,1>:f  0x7F800000:f                     // $559
        cmp (16|M16)  (lt)f0.0   null<1>:f     (abs)r76.0<8;8,1>:f  0x7F800000:f                     // $560
(f1.0)  sel (16|M16)             r3.0<1>:uw    r92.8<0;1,0>:uw   0x0:uw                              // $564
(f1.0)  cmp (16|M0)   (gt)f1.0   null<1>:f     r48.0<8;8,1>:f    0x0:f                               // $561
(f0.0)  sel (16|M16)             r2.0<1>:uw    r92.8<0;1,0>:uw   0x0:uw                              // $564
        and (16|M16)  (ne)f1.0   null<1>:uw    r3.0<16;16,1>:uw  r2.0<16;16,1>:uw                    // $564
(~f1.0) if (32|M0)                           _0_047            _0_049                                // $565
// B010: [inDivergent],  Preds:{B009},  Succs:{B012}
_0_048:
        math.log (16|M0)         r22.0<1>:f    r48.0<8;8,1>:f                   {Compacted}          // $567
        math.log (16|M16)        r36.0<1>:f    r76.0<8;8,1>:f                                        // $568
        else (32|M0)                         _0_049            _0_049                                // $565
// B011: [inDivergent],  Preds:{B009},  Succs:{B012}
_0_047:
        cmp (16|M0)   (lt)f0.0   null<1>:f     r48.0<8;8,1>:f    0x800000:f                          // $573
        cmp (16|M16)  (lt)f0.0   null<1>:f     r76.0<8;8,1>:f    0x800000:f                          // $574
        mul (16|M0)              r4.0<1>:f     r48.0<8;8,1>:f    0x4B000000:f                        // $571
        mul (16|M16)             r2.0<1>:f     r76.0<8;8,1>:f    0x4B000000:f                        // $572
(~f0.0) mov (16|M0)              r4.0<1>:f     r48.0<8;8,1>:f                                        // $577
(~f0.0) mov (16|M16)             r2.0<1>:f     r76.0<8;8,1>:f                                        // $578
(W)     mov (1|M0)               r92.4<1>:f    0xC1B80000:f                                          // $575
(W)     mov (1|M0)               r92.5<1>:f    0xBE0402C8:f                                          // $593
(W)     mov (1|M0)               r127.0<1>:f   0x35BFBE8E:f                                          // $622
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     -1059760811:d                       // $579
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     -1059760811:d                       // $580
(f0.0)  sel (16|M0)              r14.0<1>:f    r92.4<0;1,0>:f    0x0:f               {Compacted}     // $575
(f0.0)  sel (16|M16)             r10.0<1>:f    r92.4<0;1,0>:f    0x0:f                               // $576
        and (16|M0)              r8.0<1>:d     r4.0<8;8,1>:d     8388607:d                           // $581
        and (16|M16)             r6.0<1>:d     r2.0<8;8,1>:d     8388607:d                           // $582
(W)     mov (1|M0)               r92.4<1>:f    0x3E0F335D:f                                          // $594
        asr (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     23:w                                // $585
        add (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     1059760811:d                        // $583
        add (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     1059760811:d                        // $584
        asr (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     23:w                                // $586
        mov (16|M0)              r12.0<1>:f    r4.0<8;8,1>:d                    {Compacted}          // $587
        add (16|M0)              r121.0<1>:f   r8.0<8;8,1>:f     0xBF800000:f                        // $591
        add (16|M16)             r119.0<1>:f   r6.0<8;8,1>:f     0xBF800000:f                        // $592
        mov (16|M16)             r4.0<1>:f     r2.0<8;8,1>:d                                         // $588
        add (16|M0)              r2.0<1>:f     r14.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}        // $589
        mad (16|M0)              r8.0<1>:f     r92.4<0;0>:f      r92.5<0;0>:f      r121.0<1>:f      {Compacted} // $595 {0=EH, 1=EH, 2=OH, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.4<0;0>:f      r92.5<0;0>:f      r119.0<1>:f      {Compacted} // $596 {0=EH, 1=EH, 2=OH, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0xBDF9889E:f                                          // $597
        add (16|M16)             r4.0<1>:f     r10.0<8;8,1>:f    r4.0<8;8,1>:f                       // $590
        mad (16|M0)              r8.0<1>:f     r92.4<0;0>:f      r121.0<2;1>:f     r8.0<1>:f        {Compacted} // $598 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $599 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0x3E0F6B8C:f                                          // $600
        mad (16|M0)              r8.0<1>:f     r92.4<0;0>:f      r121.0<2;1>:f     r8.0<1>:f        {Compacted} // $601 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $602 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0xBE2ACEE6:f                                          // $603
        mad (16|M0)              r8.0<1>:f     r92.4<0;0>:f      r121.0<2;1>:f     r8.0<1>:f        {Compacted} // $604 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $605 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0x3E4CE814:f                                          // $606
        mad (16|M0)              r8.0<1>:f     r92.4<0;0>:f      r121.0<2;1>:f     r8.0<1>:f        {Compacted} // $607 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $608 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0xBE7FFF78:f                                          // $609
        mad (16|M0)              r8.0<1>:f     r92.4<0;0>:f      r121.0<2;1>:f     r8.0<1>:f        {Compacted} // $610 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $611 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0x3EAAAA83:f                                          // $612
        mad (16|M0)              r8.0<1>:f     r92.4<0;0>:f      r121.0<2;1>:f     r8.0<1>:f        {Compacted} // $613 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $614 {0=EH, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r92.4<1>:f    0xBF000000:f                                          // $615
        mad (16|M0)              r8.0<1>:f     r92.4<0;0>:f      r121.0<2;1>:f     r8.0<1>:f        {Compacted} // $616 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r92.4<0;0>:f      r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $617 {0=EH, 1=OH, 2=EL, BC=GOOD}
        mul (16|M0)              r8.0<1>:f     r121.0<8;8,1>:f   r8.0<8;8,1>:f    {Compacted}        // $618
        mul (16|M16)             r6.0<1>:f     r119.0<8;8,1>:f   r6.0<8;8,1>:f                       // $619
        mad (16|M0)              r8.0<1>:f     r121.0<2;1>:f     r121.0<2;1>:f     r8.0<1>:f        {Compacted} // $620 {0=OH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r119.0<2;1>:f     r119.0<2;1>:f     r6.0<1>:f        {Compacted} // $621 {0=OH, 1=OH, 2=EL, BC=GOOD}
        mad (16|M0)              r8.0<1>:f     r8.0<2;1>:f       r127.0<0;0>:f     r2.0<1>:f        {Compacted} // $623 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r6.0<2;1>:f       r127.0<0;0>:f     r4.0<1>:f        {Compacted} // $624 {0=EL, 1=OH, 2=EL, BC=GOOD}
(W)     mov (1|M0)               r127.0<1>:f   0x3F317200:f                                          // $625
        mad (16|M0)              r22.0<1>:f    r8.0<2;1>:f       r127.0<0;0>:f     r2.0<1>:f        {Compacted} // $626 {0=EL, 1=OH, 2=EL, BC=GOOD}
        mad (16|M16)             r36.0<1>:f    r6.0<2;1>:f       r127.0<0;0>:f     r4.0<1>:f        {Compacted} // $627 {0=EL, 1=OH, 2=EL, BC=GOOD}
// B012: Preds:{B011, B010},  Succs:{B013, B014}
_0_049:
        endif (32|M0)                        L8960                                                   // $565
L8960:
        add (16|M16)             r74.0<1>:f    (abs)r123.0<8;8,1>:f  0x3F000000:f                    // $634
        add (16|M0)              r2.0<1>:f     (abs)r125.0<8;8,1>:f  0x3F000000:f                    // $633
(W)     add (1|M0)               r92.1<1>:q    r92.1<0;1,0>:q    20:w                                // $660
        add (16|M0)              r22.0<1>:f    r24.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}        // $629
        and (16|M16)             r4.0<1>:d     r74.0<8;8,1>:d    8323072:d                           // $652
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     8323072:d                           // $651
        and (16|M0)              r20.0<1>:d    r2.0<8;8,1>:d     8388607:d                           // $641
        add (16|M16)             r50.0<1>:d    r74.0<8;8,1>:d    1081999360:d                        // $638
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     65536:d                             // $654
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     65536:d                             // $653
        or (16|M0)               r32.0<1>:d    r20.0<8;8,1>:d    1065353216:d                        // $643
        cmp (16|M16)  (gt)f1.0   r50.0<1>:d    r50.0<8;8,1>:d    2147221504:d                        // $640
        shr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:ud    17:w                                // $656
        shr (16|M0)              r6.0<1>:d     r6.0<8;8,1>:ud    17:w                                // $655
        and (16|M0)              r34.0<1>:d    r32.0<8;8,1>:d    1073725440:d                        // $667
        add (16|M0)              r100.0<1>:f   r18.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}        // $631
        mul (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     12:w                                // $658
        mul (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     12:w                                // $657
        add (8|M16)              r8.0<1>:q     r4.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $664
        add (8|M24)              r10.0<1>:q    r5.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $664
        add (8|M0)               r26.0<1>:q    r6.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $663
        add (8|M8)               r28.0<1>:q    r7.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $663
(W)     mov (1|M0)               r92.4<1>:uw   0x1:uw                                                // $728
        send (16|M16)            r10:w    r8:uq   0xC            0x086458FF           // wr:4+0, rd:6; hdc.dc1; a64 untyped surface read with xyz // $666
        send (16|M0)             r4:w     r26:uq  0xC            0x086458FF           // wr:4+0, rd:6; hdc.dc1; a64 untyped surface read with xyz // $665
        and (16|M16)             r28.0<1>:d    r74.0<8;8,1>:d    8388607:d                           // $642
        or (16|M16)              r26.0<1>:d    r28.0<8;8,1>:d    1065353216:d                        // $644
        and (16|M16)             r30.0<1>:d    r26.0<8;8,1>:d    1073725440:d                        // $668
        add (16|M16)             r40.0<1>:f    r26.0<8;8,1>:f    -r30.0<8;8,1>:f                     // $670
        mul (16|M16)             r42.0<1>:f    r14.0<8;8,1>:f    r30.0<8;8,1>:f                      // $672
        mul (16|M0)              r26.0<1>:f    r8.0<8;8,1>:f     r34.0<8;8,1>:f   {Compacted}        // $671
        add (16|M0)              r30.0<1>:f    r32.0<8;8,1>:f    -r34.0<8;8,1>:f  {Compacted}        // $669
        mul (16|M16)             r44.0<1>:f    r40.0<8;8,1>:f    r14.0<8;8,1>:f                      // $678
        add (16|M16)             r42.0<1>:f    r42.0<8;8,1>:f    0xBF800000:f                        // $674
        add (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    0xBF800000:f                        // $673
        mul (16|M0)              r8.0<1>:f     r30.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}        // $677
        shr (16|M16)             r14.0<1>:d    r74.0<8;8,1>:ud   23:w                                // $646
        add (16|M16)             r46.0<1>:f    r10.0<8;8,1>:f    r42.0<8;8,1>:f                      // $676
        add (16|M0)              r10.0<1>:f    r4.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted}        // $675
        add (16|M0)              r26.0<1>:f    r8.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted}        // $679
        add (16|M16)             r42.0<1>:f    r44.0<8;8,1>:f    r42.0<8;8,1>:f                      // $680
        shr (16|M0)              r4.0<1>:d     r2.0<8;8,1>:ud    23:w                                // $645
        add (16|M16)             r34.0<1>:d    r14.0<8;8,1>:d    -127:w                              // $648
        mul (16|M0)              r32.0<1>:f    r26.0<8;8,1>:f    0x3E800000:f                        // $681
        mul (16|M16)             r54.0<1>:f    r42.0<8;8,1>:f    0x3E800000:f                        // $682
        add (16|M0)              r30.0<1>:d    r4.0<8;8,1>:d     -127:w                              // $647
        mov (16|M16)             r56.0<1>:f    r34.0<8;8,1>:d                                        // $650
        add (16|M0)              r32.0<1>:f    -r32.0<8;8,1>:f   0x3EAAAAAB:f                        // $683
        add (16|M16)             r54.0<1>:f    -r54.0<8;8,1>:f   0x3EAAAAAB:f                        // $684
        mov (16|M0)              r34.0<1>:f    r30.0<8;8,1>:d                   {Compacted}          // $649
        mul (16|M16)             r52.0<1>:f    r56.0<8;8,1>:f    0x3805FDF4:f                        // $696
        mul (16|M0)              r32.0<1>:f    r26.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $685
        mul (16|M16)             r54.0<1>:f    r42.0<8;8,1>:f    r54.0<8;8,1>:f                      // $686
        mul (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $689
        mul (16|M16)             r42.0<1>:f    r42.0<8;8,1>:f    r42.0<8;8,1>:f                      // $690
        add (16|M0)              r32.0<1>:f    r32.0<8;8,1>:f    0xBF000000:f                        // $687
        add (16|M16)             r54.0<1>:f    r54.0<8;8,1>:f    0xBF000000:f                        // $688
        add (16|M0)              r40.0<1>:d    r2.0<8;8,1>:d     1081999360:d                        // $637
        mul (16|M0)              r30.0<1>:f    r34.0<8;8,1>:f    0x3805FDF4:f                        // $695
        mul (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $691
        add (16|M16)             r52.0<1>:f    r52.0<8;8,1>:f    r12.0<8;8,1>:f                      // $700
        mul (16|M16)             r42.0<1>:f    r42.0<8;8,1>:f    r54.0<8;8,1>:f                      // $692
        mul (16|M0)              r32.0<1>:f    r34.0<8;8,1>:f    0x3F317000:f                        // $693
        cmp (16|M0)   (gt)f0.0   r12.0<1>:d    r40.0<8;8,1>:d    2147221504:d                        // $639
        mul (16|M16)             r54.0<1>:f    r56.0<8;8,1>:f    0x3F317000:f                        // $694
        add (16|M0)              r30.0<1>:f    r30.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}        // $699
        add (16|M0)              r6.0<1>:f     r32.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $697
        and (16|M16)             r34.0<1>:d    r44.0<8;8,1>:d    ~r50.0<8;8,1>:d                     // $708
        and (16|M16)             r40.0<1>:d    r44.0<8;8,1>:d    r50.0<8;8,1>:d                      // $704
        add (16|M16)             r42.0<1>:f    r52.0<8;8,1>:f    r42.0<8;8,1>:f                      // $702
        and (16|M0)              r10.0<1>:d    r8.0<8;8,1>:d     r12.0<8;8,1>:d   {Compacted}        // $703
        add (16|M16)             r46.0<1>:f    r54.0<8;8,1>:f    r46.0<8;8,1>:f                      // $698
        add (16|M0)              r26.0<1>:f    r30.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $701
        and (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     ~r12.0<8;8,1>:d  {Compacted}        // $707
        add (16|M16)             r32.0<1>:f    r42.0<8;8,1>:f    r34.0<8;8,1>:f                      // $710
        add (16|M16)             r30.0<1>:f    r46.0<8;8,1>:f    r40.0<8;8,1>:f                      // $706
        add (16|M0)              r10.0<1>:f    r6.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted}        // $705
        add (16|M0)              r8.0<1>:f     r26.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}        // $709
        add (16|M16)             r6.0<1>:f     r30.0<8;8,1>:f    r32.0<8;8,1>:f                      // $712
        add (16|M0)              r12.0<1>:f    r10.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}        // $711
        mul (16|M16)             r26.0<1>:f    r6.0<8;8,1>:f     0x45800800:f                        // $714
        mul (16|M0)              r40.0<1>:f    r12.0<8;8,1>:f    0x45800800:f                        // $713
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     r26.0<8;8,1>:f                      // $716
        add (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    r40.0<8;8,1>:f   {Compacted}        // $715
        add (16|M16)             r34.0<1>:f    r6.0<8;8,1>:f     -r26.0<8;8,1>:f                     // $718
        add (16|M0)              r26.0<1>:d    r2.0<8;8,1>:d     2139095040:d                        // $635
        add (16|M0)              r6.0<1>:f     r12.0<8;8,1>:f    -r40.0<8;8,1>:f  {Compacted}        // $717
        add (16|M16)             r12.0<1>:f    r38.0<8;8,1>:f    r36.0<8;8,1>:f                      // $630
        add (16|M16)             r40.0<1>:d    r74.0<8;8,1>:d    2139095040:d                        // $636
        add (16|M16)             r98.0<1>:f    r16.0<8;8,1>:f    r12.0<8;8,1>:f                      // $632
        mul (16|M16)             r16.0<1>:f    r34.0<8;8,1>:f    0x3FD9A000:f                        // $720
        mul (16|M0)              r12.0<1>:f    r6.0<8;8,1>:f     0x3FD9A000:f                        // $719
        cmp (16|M16)  (gt)f0.0   null<1>:d     r40.0<8;8,1>:d    -16777218:d                         // $727
        and (16|M16)             r18.0<1>:d    r16.0<8;8,1>:d    2147483647:d                        // $722
        and (16|M0)              r22.0<1>:d    r12.0<8;8,1>:d    2147483647:d                        // $721
        cmp (16|M16)  (gt)f1.0   null<1>:d     r18.0<8;8,1>:ud   0x42819F00:ud                       // $724
        cmp (16|M0)   (gt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x42819F00:ud                       // $723
(f0.0)  sel (16|M16)             r19.0<1>:uw   r92.4<0;1,0>:uw   0x0:uw                              // $728
(f1.0)  sel (16|M16)             r18.0<1>:uw   r92.4<0;1,0>:uw   0x0:uw                              // $728
(~f0.0) cmp (16|M0)   (gt)f0.0   null<1>:d     r26.0<8;8,1>:d    -16777218:d                         // $725
        or (16|M16)   (ne)f0.0   null<1>:uw    r19.0<16;16,1>:uw  r18.0<16;16,1>:uw                  // $728
(~f0.0) if (32|M0)                           _0_050            _math_trans_k0_0_cf                   // $729
// B013: [inDivergent],  Preds:{B012},  Succs:{B054}
_0_051:
        add (16|M0)              r2.0<1>:f     r10.0<8;8,1>:f    -r6.0<8;8,1>:f   {Compacted}        // $731
        add (16|M16)             r10.0<1>:f    r30.0<8;8,1>:f    -r34.0<8;8,1>:f                     // $732
        mul (16|M0)              r4.0<1>:f     r6.0<8;8,1>:f     0xB94CC000:f                        // $737
        mul (16|M16)             r6.0<1>:f     r34.0<8;8,1>:f    0xB94CC000:f                        // $738
        add (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $733
        add (16|M16)             r10.0<1>:f    r32.0<8;8,1>:f    r10.0<8;8,1>:f                      // $734
        mul (16|M0)              r18.0<1>:f    r2.0<8;8,1>:f     0xB94CC000:f                        // $735
        mul (16|M16)             r8.0<1>:f     r10.0<8;8,1>:f    0xB94CC000:f                        // $736
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3FD9A000:f                        // $741
        mul (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    0x3FD9A000:f                        // $742
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r18.0<8;8,1>:f   {Compacted}        // $739
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     r8.0<8;8,1>:f                       // $740
        add (16|M0)              r20.0<1>:f    r2.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $743
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    r6.0<8;8,1>:f                       // $744
        mul (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f    0x3FB8AA3B:f                        // $745
        mul (16|M16)             r6.0<1>:f     r16.0<8;8,1>:f    0x3FB8AA3B:f                        // $746
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x4B400000:f                        // $747
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x4B400000:f                        // $748
        add (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f     0xCB400000:f                        // $749
        add (16|M16)             r8.0<1>:f     r6.0<8;8,1>:f     0xCB400000:f                        // $750
        shl (16|M0)              r22.0<1>:d    r2.0<8;8,1>:d     23:w                                // $751
        shl (16|M16)             r18.0<1>:d    r6.0<8;8,1>:d     23:w                                // $752
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     0x3F317200:f                        // $753
        mul (16|M16)             r6.0<1>:f     r8.0<8;8,1>:f     0x3F317200:f                        // $754
        mul (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0x35BFBE8E:f                        // $757
        mul (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     0x35BFBE8E:f                        // $758
        add (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f    -r2.0<8;8,1>:f   {Compacted}        // $755
        add (16|M16)             r6.0<1>:f     r16.0<8;8,1>:f    -r6.0<8;8,1>:f                      // $756
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r4.0<8;8,1>:f   {Compacted}        // $759
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     -r8.0<8;8,1>:f                      // $760
        add (16|M0)              r4.0<1>:f     r20.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $761
        add (16|M16)             r8.0<1>:f     r10.0<8;8,1>:f    r6.0<8;8,1>:f                       // $762
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     0x3C07D9FE:f                        // $763
        mul (16|M16)             r6.0<1>:f     r8.0<8;8,1>:f     0x3C07D9FE:f                        // $764
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3D2B8392:f                        // $765
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3D2B8392:f                        // $766
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $767
        mul (16|M16)             r6.0<1>:f     r8.0<8;8,1>:f     r6.0<8;8,1>:f                       // $768
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3E2AACAC:f                        // $769
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3E2AACAC:f                        // $770
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $771
        mul (16|M16)             r6.0<1>:f     r8.0<8;8,1>:f     r6.0<8;8,1>:f                       // $772
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3EFFFF34:f                        // $773
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3EFFFF34:f                        // $774
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $775
        mul (16|M16)             r6.0<1>:f     r8.0<8;8,1>:f     r6.0<8;8,1>:f                       // $776
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3F7FFFFE:f                        // $777
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3F7FFFFE:f                        // $778
        mul (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $779
        mul (16|M16)             r6.0<1>:f     r8.0<8;8,1>:f     r6.0<8;8,1>:f                       // $780
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3F800000:f                        // $781
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3F800000:f                        // $782
        add (16|M0)              r2.0<1>:d     r22.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $783
        add (16|M16)             r72.0<1>:d    r18.0<8;8,1>:d    r6.0<8;8,1>:d                       // $784
        else (32|M0)                         _math_trans_k0_0_cf  _math_trans_k0_0_cf                // $729
// B014: [inDivergent],  Preds:{B012},  Succs:{B015, B052}
_0_050:
        cmp (16|M0)   (eq)f1.0   r8.0<1>:d     r20.0<8;8,1>:d    0:w                                 // $789
        cmp (16|M16)  (eq)f0.0   r6.0<1>:d     r28.0<8;8,1>:d    0:w                                 // $790
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     255:w                               // $787
        and (16|M16)             r10.0<1>:d    r14.0<8;8,1>:d    255:w                               // $788
        mov (16|M0)              r18.0<1>:d    -r8.0<8;8,1>:d                   {Compacted}          // $791
        mov (16|M16)             r16.0<1>:d    -r6.0<8;8,1>:d                                        // $792
        not (16|M0)              r8.0<1>:d     r2.0<8;8,1>:d                    {Compacted}          // $793
        not (16|M16)             r6.0<1>:d     r74.0<8;8,1>:d                                        // $794
        cmp (16|M0)   (eq)f0.0   r14.0<1>:d    r4.0<8;8,1>:d     127:w                               // $797
        cmp (16|M16)  (eq)f1.0   r12.0<1>:d    r10.0<8;8,1>:d    127:w                               // $798
        shr (16|M0)              r8.0<1>:d     r8.0<8;8,1>:ud    31:w                                // $795
        shr (16|M16)             r6.0<1>:d     r6.0<8;8,1>:ud    31:w                                // $796
        mov (16|M0)              r14.0<1>:d    -r14.0<8;8,1>:d                  {Compacted}          // $799
        mov (16|M16)             r12.0<1>:d    -r12.0<8;8,1>:d                                       // $800
        and (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     r18.0<8;8,1>:d   {Compacted}        // $801
        and (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     r16.0<8;8,1>:d                      // $802
        and (16|M0)              r8.0<1>:d     r8.0<8;8,1>:d     r14.0<8;8,1>:d   {Compacted}        // $803
        and (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     r12.0<8;8,1>:d                      // $804
        cmp (16|M0)   (eq)f1.0   null<1>:d     r8.0<8;8,1>:d     1:w                                 // $805
        cmp (16|M16)  (eq)f1.0   null<1>:d     r6.0<8;8,1>:d     1:w                                 // $806
(~f1.0) if (32|M0)                           _0_053            _math_trans_k0_8_cf                   // $807
// B015: [inDivergent],  Preds:{B014},  Succs:{B016, B017}
_0_054:
        cmp (16|M16)  (ne)f0.0   null<1>:d     r10.0<8;8,1>:d    255:w                               // $810
        cmp (16|M16)  (eq)f1.0   null<1>:d     r28.0<8;8,1>:d    0:w                                 // $813
(W)     mov (1|M0)               r92.4<1>:uw   0x1:uw                                                // $814
        cmp (16|M0)   (ne)f1.0   null<1>:d     r4.0<8;8,1>:d     255:w                               // $809
(f1.0)  sel (16|M16)             r7.0<1>:uw    r92.4<0;1,0>:uw   0x0:uw                              // $814
(f0.0)  sel (16|M16)             r6.0<1>:uw    r92.4<0;1,0>:uw   0x0:uw                              // $814
(~f1.0) cmp (16|M0)   (eq)f1.0   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $811
        or (16|M16)   (ne)f1.0   null<1>:uw    r7.0<16;16,1>:uw  r6.0<16;16,1>:uw                    // $814
(~f1.0) if (32|M0)                           _0_055            _math_trans_k0_6_cf                   // $815
// B016: [inDivergent],  Preds:{B015},  Succs:{B050}
_0_056:
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3FD9999A:f                        // $817
        add (16|M16)             r72.0<1>:f    r74.0<8;8,1>:f    0x3FD9999A:f                        // $818
        else (32|M0)                         _math_trans_k0_6_cf  _math_trans_k0_6_cf                // $815
// B017: [inDivergent],  Preds:{B015},  Succs:{B018, B019}
_0_055:
        cmp (16|M0)   (ne)f0.0   null<1>:f     r2.0<8;8,1>:f     0x0:f               {Compacted}     // $821
        cmp (16|M16)  (ne)f0.0   null<1>:f     r74.0<8;8,1>:f    0x0:f                               // $822
(~f0.0) if (32|M0)                           _0_057            _math_trans_k0_10_cf                  // $823
// B018: [inDivergent],  Preds:{B017},  Succs:{B049}
_0_058:
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $825
        mul (16|M16)             r72.0<1>:f    r74.0<8;8,1>:f    r74.0<8;8,1>:f                      // $826
        else (32|M0)                         _math_trans_k0_10_cf  _math_trans_k0_10_cf              // $823
// B019: [inDivergent],  Preds:{B017},  Succs:{B020, B021}
_0_057:
        cmp (16|M0)   (ne)f1.0   null<1>:d     r4.0<8;8,1>:d     255:w                               // $829
        cmp (16|M16)  (ne)f1.0   null<1>:d     r10.0<8;8,1>:d    255:w                               // $830
(~f1.0) if (32|M0)                           _0_059            _math_trans_k0_11_cf                  // $831
// B020: [inDivergent],  Preds:{B019},  Succs:{B048}
_0_060:
        mul (16|M0)              r4.0<1>:f     r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $833
        mul (16|M16)             r6.0<1>:f     r74.0<8;8,1>:f    r74.0<8;8,1>:f                      // $834
        cmp (16|M0)   (eq)f0.0   null<1>:f     (abs)r2.0<8;8,1>:f  0x7F800000:f                      // $837
        cmp (16|M16)  (eq)f0.0   null<1>:f     (abs)r74.0<8;8,1>:f  0x7F800000:f                     // $838
        mul (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0x3FD9999A:f                        // $835
        mul (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3FD9999A:f                        // $836
(f0.0)  sel (16|M0)              r2.0<1>:f     (abs)r2.0<8;8,1>:f  r4.0<8;8,1>:f  {Compacted}        // $839
(f0.0)  sel (16|M16)             r72.0<1>:f    (abs)r74.0<8;8,1>:f  r6.0<8;8,1>:f                    // $840
        else (32|M0)                         _math_trans_k0_11_cf  _math_trans_k0_11_cf              // $831
// B021: [inDivergent],  Preds:{B019},  Succs:{B022, B046}
_0_059:
        cmp (16|M0)   (gt)f0.0   null<1>:f     r2.0<8;8,1>:f     0x0:f               {Compacted}     // $843
        cmp (16|M16)  (gt)f0.0   null<1>:f     r74.0<8;8,1>:f    0x0:f                               // $844
(f0.0)  if (32|M0)                           _0_061            _math_trans_k0_12_cf                  // $845
// B022: [inDivergent],  Preds:{B021},  Succs:{B023, B024}
_0_062:
        and (16|M0)              r8.0<1>:d     r2.0<8;8,1>:d     2147483647:d                        // $847
        cmp (16|M0)   (eq)f1.0   null<1>:d     r4.0<8;8,1>:d     0:w                                 // $851
        and (16|M16)             r6.0<1>:d     r74.0<8;8,1>:d    2147483647:d                        // $848
        cmp (16|M16)  (eq)f1.0   null<1>:d     r10.0<8;8,1>:d    0:w                                 // $852
        mul (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     0x5F800000:f                        // $849
(~f1.0) mov (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f                                         // $855
        mul (16|M16)             r28.0<1>:f    r6.0<8;8,1>:f     0x5F800000:f                        // $850
(~f1.0) mov (16|M16)             r28.0<1>:f    r6.0<8;8,1>:f                                         // $856
(W)     add (1|M0)               r92.1<1>:q    r92.0<0;1,0>:q    108:w                               // $905
        and (16|M0)              r6.0<1>:d     r2.0<8;8,1>:d     7864320:d                           // $869
        and (16|M0)              r50.0<1>:d    r2.0<8;8,1>:d     -2139095041:d                       // $857
        and (16|M16)             r4.0<1>:d     r28.0<8;8,1>:d    7864320:d                           // $870
        and (16|M16)             r70.0<1>:d    r28.0<8;8,1>:d    -2139095041:d                       // $858
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     524288:d                            // $871
        or (16|M0)               r50.0<1>:d    r50.0<8;8,1>:d    1065353216:d                        // $859
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     524288:d                            // $872
        or (16|M16)              r70.0<1>:d    r70.0<8;8,1>:d    1065353216:d                        // $860
        shr (16|M0)              r14.0<1>:d    r6.0<8;8,1>:ud    20:w                                // $873
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2147483647:d                        // $861
        shr (16|M16)             r18.0<1>:d    r4.0<8;8,1>:ud    20:w                                // $874
        shl (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    2:w                                 // $875
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     -1060634624:d                       // $863
        shl (16|M16)             r6.0<1>:d     r18.0<8;8,1>:d    2:w                                 // $876
        add (8|M0)               r8.0<1>:q     r4.0<8;8,1>:ud    r92.0<0;1,0>:q                      // $880
        add (8|M8)               r10.0<1>:q    r5.0<8;8,1>:ud    r92.0<0;1,0>:q                      // $880
        asr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w                                // $865
        add (8|M16)              r4.0<1>:q     r6.0<8;8,1>:ud    r92.0<0;1,0>:q                      // $881
        add (8|M24)              r6.0<1>:q     r7.0<8;8,1>:ud    r92.0<0;1,0>:q                      // $881
        send (16|M0)             r90:w    r8:uq   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $882
        send (16|M16)            r84:w    r4:uq   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $883
        mul (16|M0)              r16.0<1>:f    r90.0<8;8,1>:f    r50.0<8;8,1>:f   {Compacted}        // $894
        mul (16|M16)             r20.0<1>:f    r84.0<8;8,1>:f    r70.0<8;8,1>:f                      // $895
        and (16|M0)              r6.0<1>:d     r16.0<8;8,1>:d    1966080:d                           // $896
        and (16|M16)             r4.0<1>:d     r20.0<8;8,1>:d    1966080:d                           // $897
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     131072:d                            // $898
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     131072:d                            // $899
        shr (16|M0)              r12.0<1>:d    r6.0<8;8,1>:ud    18:w                                // $900
        shr (16|M16)             r22.0<1>:d    r4.0<8;8,1>:ud    18:w                                // $901
        shl (16|M0)              r4.0<1>:d     r12.0<8;8,1>:d    2:w                                 // $902
        shl (16|M16)             r6.0<1>:d     r22.0<8;8,1>:d    2:w                                 // $903
        add (8|M0)               r8.0<1>:q     r4.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $908
        add (8|M8)               r10.0<1>:q    r5.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $908
        add (8|M16)              r4.0<1>:q     r6.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $909
        add (8|M24)              r6.0<1>:q     r7.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $909
(W)     add (1|M0)               r92.1<1>:q    r92.0<0;1,0>:q    36:w                                // $887
        send (16|M0)             r86:w    r8:uq   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $910
        send (16|M16)            r80:w    r4:uq   0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $911
        shl (16|M0)              r4.0<1>:d     r14.0<8;8,1>:d    3:w                                 // $884
        shl (16|M16)             r6.0<1>:d     r18.0<8;8,1>:d    3:w                                 // $885
        shl (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    3:w                                 // $912
        add (8|M0)               r8.0<1>:q     r4.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $890
        add (8|M8)               r10.0<1>:q    r5.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $890
        add (8|M16)              r4.0<1>:q     r6.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $891
        add (8|M24)              r6.0<1>:q     r7.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $891
(W)     add (1|M0)               r92.1<1>:q    r92.0<0;1,0>:q    144:w                               // $915
        send (16|M0)             r10:w    r8:uq   0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $892
        mul (16|M0)              r26.0<1>:f    r16.0<8;8,1>:f    r86.0<8;8,1>:f   {Compacted}        // $922
        shl (16|M16)             r16.0<1>:d    r22.0<8;8,1>:d    3:w                                 // $913
        send (16|M16)            r22:w    r4:uq   0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $893
        add (8|M0)               r4.0<1>:q     r14.0<8;8,1>:ud   r92.1<0;1,0>:q                      // $918
        add (8|M8)               r6.0<1>:q     r15.0<8;8,1>:ud   r92.1<0;1,0>:q                      // $918
        mul (16|M16)             r32.0<1>:f    r20.0<8;8,1>:f    r80.0<8;8,1>:f                      // $923
        add (8|M16)              r14.0<1>:q    r16.0<8;8,1>:ud   r92.1<0;1,0>:q                      // $919
        add (8|M24)              r16.0<1>:q    r17.0<8;8,1>:ud   r92.1<0;1,0>:q                      // $919
(W)     mov (1|M0)               r92.4<1>:w    -64:w                                                 // $853
        send (16|M0)             r6:w     r4:uq   0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $920
        and (16|M16)             r4.0<1>:d     r28.0<8;8,1>:d    2147483647:d                        // $862
        send (16|M16)            r18:w    r14:uq  0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $921
(f1.0)  sel (16|M16)             r14.0<1>:d    r92.4<0;1,0>:w    0:w                                 // $854
(f1.0)  sel (16|M0)              r16.0<1>:d    r92.4<0;1,0>:w    0:w                                 // $853
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     -1060634624:d                       // $864
(W)     add (1|M0)               r92.1<1>:q    r92.0<0;1,0>:q    216:w                               // $933
        add (16|M0)              r34.0<1>:d    r2.0<8;8,1>:d     r16.0<8;8,1>:d   {Compacted}        // $867
        asr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w                                // $866
        and (16|M0)              r2.0<1>:d     r26.0<8;8,1>:d    507904:d                            // $924
        mov (16|M0)              r46.0<1>:f    r34.0<8;8,1>:d                   {Compacted}          // $950
        add (16|M16)             r36.0<1>:d    r4.0<8;8,1>:d     r14.0<8;8,1>:d                      // $868
        and (16|M16)             r4.0<1>:d     r32.0<8;8,1>:d    507904:d                            // $925
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     16384:w                             // $926
        add (16|M0)              r44.0<1>:f    r10.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}        // $952
        mov (16|M16)             r68.0<1>:f    r36.0<8;8,1>:d                                        // $951
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     16384:w                             // $927
        shr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:ud    15:w                                // $928
        shr (16|M16)             r38.0<1>:d    r4.0<8;8,1>:ud    15:w                                // $929
        shl (16|M0)              r4.0<1>:d     r2.0<8;8,1>:d     2:w                                 // $930
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     3:w                                 // $940
        shl (16|M16)             r16.0<1>:d    r38.0<8;8,1>:d    2:w                                 // $931
        add (8|M0)               r28.0<1>:q    r4.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $936
        add (8|M8)               r30.0<1>:q    r5.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $936
        shl (16|M16)             r4.0<1>:d     r38.0<8;8,1>:d    3:w                                 // $941
        add (8|M16)              r14.0<1>:q    r16.0<8;8,1>:ud   r92.1<0;1,0>:q                      // $937
        add (8|M24)              r16.0<1>:q    r17.0<8;8,1>:ud   r92.1<0;1,0>:q                      // $937
(W)     add (1|M0)               r92.1<1>:q    r92.0<0;1,0>:q    284:w                               // $943
        send (16|M0)             r54:w    r28:uq  0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $938
        send (16|M16)            r78:w    r14:uq  0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $939
        add (8|M0)               r28.0<1>:q    r2.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $946
        add (8|M8)               r30.0<1>:q    r3.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $946
        add (8|M16)              r14.0<1>:q    r4.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $947
        add (8|M24)              r16.0<1>:q    r5.0<8;8,1>:ud    r92.1<0;1,0>:q                      // $947
        send (16|M0)             r2:w     r28:uq  0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $948
        send (16|M16)            r14:w    r14:uq  0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $949
        add (16|M16)             r66.0<1>:f    r22.0<8;8,1>:f    r68.0<8;8,1>:f                      // $953
        add (16|M0)              r42.0<1>:f    r44.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}        // $954
        add (16|M16)             r64.0<1>:f    r66.0<8;8,1>:f    r18.0<8;8,1>:f                      // $955
        mul (16|M0)              r38.0<1>:f    r26.0<8;8,1>:f    r54.0<8;8,1>:f   {Compacted}        // $958
        mul (16|M16)             r60.0<1>:f    r32.0<8;8,1>:f    r78.0<8;8,1>:f                      // $959
        add (16|M0)              r36.0<1>:f    r38.0<8;8,1>:f    0xBFB88000:f                        // $960
        add (16|M16)             r58.0<1>:f    r60.0<8;8,1>:f    0xBFB88000:f                        // $961
        add (16|M0)              r40.0<1>:f    r42.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $956
        add (16|M16)             r62.0<1>:f    r64.0<8;8,1>:f    r14.0<8;8,1>:f                      // $957
        add (16|M0)              r34.0<1>:f    r40.0<8;8,1>:f    r36.0<8;8,1>:f   {Compacted}        // $962
        add (16|M16)             r56.0<1>:f    r62.0<8;8,1>:f    r58.0<8;8,1>:f                      // $963
        shr (16|M0)              r28.0<1>:d    r34.0<8;8,1>:ud   23:w                                // $964
        shr (16|M16)             r26.0<1>:d    r56.0<8;8,1>:ud   23:w                                // $965
        and (16|M0)              r52.0<1>:d    r28.0<8;8,1>:d    255:w                               // $966
        and (16|M16)             r82.0<1>:d    r26.0<8;8,1>:d    255:w                               // $967
        cmp (16|M0)   (lt)f1.0   null<1>:d     r52.0<8;8,1>:ud   0x8A:uw                             // $968
        cmp (16|M16)  (lt)f1.0   null<1>:d     r82.0<8;8,1>:ud   0x8A:uw                             // $969
(~f1.0) if (32|M0)                           _0_063            _math_trans_k0_5_cf                   // $970
// B023: [inDivergent],  Preds:{B022},  Succs:{B044}
_0_064:
        shr (16|M16)             r28.0<1>:d    r56.0<8;8,1>:ud   29:w                                // $973
        shr (16|M0)              r2.0<1>:d     r34.0<8;8,1>:ud   29:w                                // $972
        and (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    4:w                                 // $975
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     4:w                                 // $974
        or (16|M16)              r28.0<1>:d    r28.0<8;8,1>:d    1472:w                              // $977
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     1472:w                              // $976
        add (8|M16)              r26.0<1>:q    r28.0<8;8,1>:ud   r92.0<0;1,0>:q                      // $982
        add (8|M24)              r28.0<1>:q    r29.0<8;8,1>:ud   r92.0<0;1,0>:q                      // $982
        add (8|M0)               r30.0<1>:q    r2.0<8;8,1>:ud    r92.0<0;1,0>:q                      // $981
        add (8|M8)               r32.0<1>:q    r3.0<8;8,1>:ud    r92.0<0;1,0>:q                      // $981
        send (16|M16)            r26:w    r26:uq  0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $984
        send (16|M0)             r2:w     r30:uq  0xC            0x082411FF           // wr:4+0, rd:2; hdc.dc1; a64 dword gathering read // $983
        mul (16|M16)             r72.0<1>:f    r26.0<8;8,1>:f    r26.0<8;8,1>:f                      // $986
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $985
        else (32|M0)                         _math_trans_k0_5_cf  _math_trans_k0_5_cf                // $970
// B024: [inDivergent],  Preds:{B022},  Succs:{B025, B042}
_0_063:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r52.0<8;8,1>:ud   0x41:uw                             // $989
        cmp (16|M16)  (gt)f0.0   null<1>:d     r82.0<8;8,1>:ud   0x41:uw                             // $990
(f0.0)  if (32|M0)                           _0_065            _math_trans_k0_14_cf                  // $991
// B025: [inDivergent],  Preds:{B024},  Succs:{B026, B039}
_0_066:
        mul (16|M0)              r26.0<1>:f    r90.0<8;8,1>:f    r86.0<8;8,1>:f   {Compacted}        // $1015
        mul (16|M16)             r28.0<1>:f    r84.0<8;8,1>:f    r80.0<8;8,1>:f                      // $1016
        mul (16|M0)              r26.0<1>:f    r26.0<8;8,1>:f    r54.0<8;8,1>:f   {Compacted}        // $1017
        mul (16|M16)             r54.0<1>:f    r70.0<8;8,1>:f    0x45800800:f                        // $1020
        mul (16|M16)             r52.0<1>:f    r28.0<8;8,1>:f    r78.0<8;8,1>:f                      // $1018
        mul (16|M0)              r28.0<1>:f    r50.0<8;8,1>:f    0x45800800:f                        // $1019
        add (16|M16)             r32.0<1>:f    r54.0<8;8,1>:f    -r70.0<8;8,1>:f                     // $1022
        add (16|M0)              r30.0<1>:f    r28.0<8;8,1>:f    -r50.0<8;8,1>:f  {Compacted}        // $1021
        add (16|M16)             r54.0<1>:f    r54.0<8;8,1>:f    -r32.0<8;8,1>:f                     // $1024
        add (16|M0)              r32.0<1>:f    r46.0<8;8,1>:f    -r44.0<8;8,1>:f  {Compacted}        // $993
        add (16|M0)              r44.0<1>:f    r44.0<8;8,1>:f    -r42.0<8;8,1>:f  {Compacted}        // $997
        add (16|M0)              r42.0<1>:f    r42.0<8;8,1>:f    -r40.0<8;8,1>:f  {Compacted}        // $1001
        add (16|M16)             r46.0<1>:f    r68.0<8;8,1>:f    -r66.0<8;8,1>:f                     // $994
        add (16|M0)              r32.0<1>:f    r10.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $995
        add (16|M0)              r44.0<1>:f    r6.0<8;8,1>:f     r44.0<8;8,1>:f   {Compacted}        // $999
        add (16|M0)              r42.0<1>:f    r2.0<8;8,1>:f     r42.0<8;8,1>:f   {Compacted}        // $1003
        add (16|M16)             r66.0<1>:f    r66.0<8;8,1>:f    -r64.0<8;8,1>:f                     // $998
        add (16|M16)             r46.0<1>:f    r22.0<8;8,1>:f    r46.0<8;8,1>:f                      // $996
        add (16|M0)              r32.0<1>:f    r32.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted}        // $1005
        add (16|M16)             r64.0<1>:f    r64.0<8;8,1>:f    -r62.0<8;8,1>:f                     // $1002
        add (16|M16)             r66.0<1>:f    r18.0<8;8,1>:f    r66.0<8;8,1>:f                      // $1000
        add (16|M0)              r28.0<1>:f    r28.0<8;8,1>:f    -r30.0<8;8,1>:f  {Compacted}        // $1023
        add (16|M0)              r32.0<1>:f    r32.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}        // $1007
        add (16|M16)             r64.0<1>:f    r14.0<8;8,1>:f    r64.0<8;8,1>:f                      // $1004
        add (16|M16)             r46.0<1>:f    r46.0<8;8,1>:f    r66.0<8;8,1>:f                      // $1006
        add (16|M0)              r30.0<1>:f    r50.0<8;8,1>:f    -r28.0<8;8,1>:f  {Compacted}        // $1025
        add (16|M0)              r32.0<1>:f    r12.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted}        // $1009
        mul (16|M16)             r12.0<1>:f    r52.0<8;8,1>:f    0x45800800:f                        // $1028
        add (16|M16)             r46.0<1>:f    r46.0<8;8,1>:f    r64.0<8;8,1>:f                      // $1008
        add (16|M16)             r50.0<1>:f    r70.0<8;8,1>:f    -r54.0<8;8,1>:f                     // $1026
        add (16|M0)              r32.0<1>:f    r8.0<8;8,1>:f     r32.0<8;8,1>:f   {Compacted}        // $1011
        add (16|M16)             r8.0<1>:f     r12.0<8;8,1>:f    -r52.0<8;8,1>:f                     // $1030
        add (16|M16)             r46.0<1>:f    r24.0<8;8,1>:f    r46.0<8;8,1>:f                      // $1010
        add (16|M16)             r18.0<1>:f    r62.0<8;8,1>:f    -r56.0<8;8,1>:f                     // $1052
        add (16|M0)              r2.0<1>:f     r4.0<8;8,1>:f     r32.0<8;8,1>:f   {Compacted}        // $1013
        mul (16|M0)              r4.0<1>:f     r26.0<8;8,1>:f    0x45800800:f                        // $1027
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    -r8.0<8;8,1>:f                      // $1032
        add (16|M16)             r46.0<1>:f    r20.0<8;8,1>:f    r46.0<8;8,1>:f                      // $1012
        add (16|M0)              r20.0<1>:f    r40.0<8;8,1>:f    -r34.0<8;8,1>:f  {Compacted}        // $1051
        add (16|M0)              r6.0<1>:f     r4.0<8;8,1>:f     -r26.0<8;8,1>:f  {Compacted}        // $1029
        mul (16|M16)             r14.0<1>:f    r54.0<8;8,1>:f    r12.0<8;8,1>:f                      // $1036
        add (16|M16)             r10.0<1>:f    r16.0<8;8,1>:f    r46.0<8;8,1>:f                      // $1014
        add (16|M16)             r16.0<1>:f    r52.0<8;8,1>:f    -r12.0<8;8,1>:f                     // $1034
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     -r6.0<8;8,1>:f   {Compacted}        // $1031
        mul (16|M16)             r12.0<1>:f    r50.0<8;8,1>:f    r12.0<8;8,1>:f                      // $1040
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    -r60.0<8;8,1>:f                     // $1038
        add (16|M0)              r20.0<1>:f    r36.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted}        // $1053
        mul (16|M0)              r8.0<1>:f     r28.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1035
        add (16|M0)              r6.0<1>:f     r26.0<8;8,1>:f    -r4.0<8;8,1>:f   {Compacted}        // $1033
        mul (16|M0)              r4.0<1>:f     r30.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1039
        add (16|M16)             r12.0<1>:f    r12.0<8;8,1>:f    r14.0<8;8,1>:f                      // $1042
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     -r38.0<8;8,1>:f  {Compacted}        // $1037
        mul (16|M16)             r14.0<1>:f    r54.0<8;8,1>:f    r16.0<8;8,1>:f                      // $1044
        add (16|M16)             r18.0<1>:f    r58.0<8;8,1>:f    r18.0<8;8,1>:f                      // $1054
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $1041
        mul (16|M0)              r8.0<1>:f     r28.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}        // $1043
        add (16|M16)             r14.0<1>:f    r14.0<8;8,1>:f    r12.0<8;8,1>:f                      // $1046
        mul (16|M0)              r6.0<1>:f     r30.0<8;8,1>:f    r6.0<8;8,1>:f    {Compacted}        // $1047
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     r4.0<8;8,1>:f    {Compacted}        // $1045
        mul (16|M16)             r4.0<1>:f     r50.0<8;8,1>:f    r16.0<8;8,1>:f                      // $1048
        add (16|M0)              r8.0<1>:f     r6.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $1049
        add (16|M16)             r16.0<1>:f    r4.0<8;8,1>:f     r14.0<8;8,1>:f                      // $1050
        add (16|M0)              r14.0<1>:f    r36.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}        // $1055
        add (16|M16)             r12.0<1>:f    r58.0<8;8,1>:f    r16.0<8;8,1>:f                      // $1056
        add (16|M0)              r8.0<1>:f     r20.0<8;8,1>:f    r8.0<8;8,1>:f    {Compacted}        // $1071
        mul (16|M0)              r4.0<1>:f     r14.0<8;8,1>:f    0x3DAB1EA1:f                        // $1057
        mul (16|M16)             r6.0<1>:f     r12.0<8;8,1>:f    0x3DAB1EA1:f                        // $1058
        add (16|M0)              r8.0<1>:f     r2.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $1073
        add (16|M0)              r4.0<1>:f     -r4.0<8;8,1>:f    0x3E246F69:f                        // $1059
        add (16|M16)             r6.0<1>:f     -r6.0<8;8,1>:f    0x3E246F69:f                        // $1060
        mul (16|M0)              r4.0<1>:f     r14.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1061
        mul (16|M16)             r6.0<1>:f     r12.0<8;8,1>:f    r6.0<8;8,1>:f                       // $1062
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0xBEB1C35D:f                        // $1063
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0xBEB1C35D:f                        // $1064
        mul (16|M0)              r4.0<1>:f     r14.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1065
        mul (16|M16)             r6.0<1>:f     r12.0<8;8,1>:f    r6.0<8;8,1>:f                       // $1066
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     0x3A6A6369:f                        // $1067
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     0x3A6A6369:f                        // $1068
        mul (16|M0)              r4.0<1>:f     r14.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1069
        mul (16|M16)             r6.0<1>:f     r12.0<8;8,1>:f    r6.0<8;8,1>:f                       // $1070
        add (16|M16)             r12.0<1>:f    r18.0<8;8,1>:f    r16.0<8;8,1>:f                      // $1072
        add (16|M0)              r2.0<1>:f     r34.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1075
        add (16|M16)             r18.0<1>:f    r56.0<8;8,1>:f    r6.0<8;8,1>:f                       // $1076
        add (16|M16)             r26.0<1>:f    r10.0<8;8,1>:f    r12.0<8;8,1>:f                      // $1074
        add (16|M0)              r16.0<1>:f    r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1081
        add (16|M0)              r30.0<1>:f    r34.0<8;8,1>:f    -r2.0<8;8,1>:f   {Compacted}        // $1077
        add (16|M16)             r20.0<1>:f    r26.0<8;8,1>:f    r18.0<8;8,1>:f                      // $1082
        add (16|M16)             r28.0<1>:f    r56.0<8;8,1>:f    -r18.0<8;8,1>:f                     // $1078
        mul (16|M0)              r12.0<1>:f    r16.0<8;8,1>:f    0x45800800:f                        // $1089
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r16.0<8;8,1>:f  {Compacted}        // $1083
        mul (16|M16)             r10.0<1>:f    r20.0<8;8,1>:f    0x45800800:f                        // $1090
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $1084
        add (16|M0)              r22.0<1>:f    r12.0<8;8,1>:f    -r16.0<8;8,1>:f  {Compacted}        // $1091
        add (16|M0)              r2.0<1>:f     r8.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1085
        add (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $1092
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r30.0<8;8,1>:f   {Compacted}        // $1079
        add (16|M0)              r12.0<1>:f    r12.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted}        // $1093
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     r28.0<8;8,1>:f                      // $1080
        add (16|M16)             r24.0<1>:f    r10.0<8;8,1>:f    -r14.0<8;8,1>:f                     // $1094
        add (16|M16)             r18.0<1>:f    r26.0<8;8,1>:f    r18.0<8;8,1>:f                      // $1086
        add (16|M0)              r22.0<1>:f    r16.0<8;8,1>:f    -r12.0<8;8,1>:f  {Compacted}        // $1095
        mul (16|M0)              r10.0<1>:f    r12.0<8;8,1>:f    0x3FD9A000:f                        // $1097
        add (16|M16)             r16.0<1>:f    r20.0<8;8,1>:f    -r24.0<8;8,1>:f                     // $1096
        mul (16|M16)             r14.0<1>:f    r24.0<8;8,1>:f    0x3FD9A000:f                        // $1098
        mul (16|M0)              r20.0<1>:f    r22.0<8;8,1>:f    0xB94CC000:f                        // $1099
        mul (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    0x3FD9A000:f                        // $1101
        mul (16|M16)             r8.0<1>:f     r16.0<8;8,1>:f    0xB94CC000:f                        // $1100
        mul (16|M16)             r16.0<1>:f    r16.0<8;8,1>:f    0x3FD9A000:f                        // $1102
        add (16|M0)              r26.0<1>:f    r4.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1087
        add (16|M0)              r20.0<1>:f    r20.0<8;8,1>:f    r22.0<8;8,1>:f   {Compacted}        // $1103
        mul (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f    0xB94CC000:f                        // $1105
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     r18.0<8;8,1>:f                      // $1088
        mul (16|M16)             r4.0<1>:f     r24.0<8;8,1>:f    0xB94CC000:f                        // $1106
        add (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     r16.0<8;8,1>:f                      // $1104
        add (16|M0)              r12.0<1>:f    r10.0<8;8,1>:f    0x47C00000:f                        // $1111
        add (16|M16)             r18.0<1>:f    r14.0<8;8,1>:f    0x47C00000:f                        // $1112
        add (16|M0)              r16.0<1>:f    r2.0<8;8,1>:f     r20.0<8;8,1>:f   {Compacted}        // $1107
        add (16|M16)             r28.0<1>:f    r4.0<8;8,1>:f     r8.0<8;8,1>:f                       // $1108
        shl (16|M0)              r2.0<1>:d     r12.0<8;8,1>:d    3:w                                 // $1135
        shl (16|M16)             r4.0<1>:d     r18.0<8;8,1>:d    3:w                                 // $1136
(W)     add (1|M0)               r8.0<1>:q     r92.0<0;1,0>:q    420:w                               // $1140
        mul (16|M0)              r24.0<1>:f    r26.0<8;8,1>:f    0x3FD9999A:f                        // $1109
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1016:w                              // $1137
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     1016:w                              // $1138
        mul (16|M16)             r26.0<1>:f    r6.0<8;8,1>:f     0x3FD9999A:f                        // $1110
        add (8|M0)               r20.0<1>:q    r2.0<8;8,1>:ud    r8.0<0;1,0>:q                       // $1143
        add (8|M8)               r22.0<1>:q    r3.0<8;8,1>:ud    r8.0<0;1,0>:q                       // $1143
        add (8|M16)              r6.0<1>:q     r4.0<8;8,1>:ud    r8.0<0;1,0>:q                       // $1144
        add (8|M24)              r8.0<1>:q     r5.0<8;8,1>:ud    r8.0<0;1,0>:q                       // $1144
        send (16|M0)             r2:w     r20:uq  0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $1145
        add (16|M16)             r20.0<1>:f    r18.0<8;8,1>:f    0xC7C00000:f                        // $1114
        send (16|M16)            r6:w     r6:uq   0xC            0x084415FF           // wr:4+0, rd:4; hdc.dc1; a64 dword gathering read // $1146
        add (16|M0)              r22.0<1>:f    r12.0<8;8,1>:f    0xC7C00000:f                        // $1113
        add (16|M16)             r20.0<1>:f    r14.0<8;8,1>:f    -r20.0<8;8,1>:f                     // $1120
        add (16|M0)              r14.0<1>:f    r24.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}        // $1121
        add (16|M0)              r22.0<1>:f    r10.0<8;8,1>:f    -r22.0<8;8,1>:f  {Compacted}        // $1119
        add (16|M16)             r10.0<1>:f    r26.0<8;8,1>:f    r28.0<8;8,1>:f                      // $1122
        add (16|M0)              r22.0<1>:f    r22.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}        // $1123
        add (16|M16)             r20.0<1>:f    r20.0<8;8,1>:f    r10.0<8;8,1>:f                      // $1124
        mul (16|M0)              r14.0<1>:f    r22.0<8;8,1>:f    0x3D635847:f                        // $1125
        mul (16|M16)             r10.0<1>:f    r20.0<8;8,1>:f    0x3D635847:f                        // $1126
        add (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    0x3E75FDF0:f                        // $1127
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    0x3E75FDF0:f                        // $1128
        mul (16|M0)              r14.0<1>:f    r22.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}        // $1129
        mul (16|M16)             r10.0<1>:f    r20.0<8;8,1>:f    r10.0<8;8,1>:f                      // $1130
        add (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    0x3F317218:f                        // $1131
        add (16|M16)             r10.0<1>:f    r10.0<8;8,1>:f    0x3F317218:f                        // $1132
        mul (16|M0)              r14.0<1>:f    r22.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted}        // $1133
        mul (16|M16)             r10.0<1>:f    r20.0<8;8,1>:f    r10.0<8;8,1>:f                      // $1134
        mul (16|M0)              r16.0<1>:f    r14.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $1147
        mul (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f    r6.0<8;8,1>:f                       // $1148
        add (16|M0)              r10.0<1>:f    r16.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted}        // $1149
        shl (16|M16)             r16.0<1>:d    r18.0<8;8,1>:d    10:w                                // $1116
        add (16|M16)             r24.0<1>:f    r14.0<8;8,1>:f    r8.0<8;8,1>:f                       // $1150
        shl (16|M0)              r14.0<1>:d    r12.0<8;8,1>:d    10:w                                // $1115
        add (16|M0)              r12.0<1>:f    r2.0<8;8,1>:f     r10.0<8;8,1>:f   {Compacted}        // $1151
        asr (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    17:w                                // $1118
        add (16|M16)             r22.0<1>:f    r6.0<8;8,1>:f     r24.0<8;8,1>:f                      // $1152
        asr (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    17:w                                // $1117
        shr (16|M0)              r16.0<1>:d    r12.0<8;8,1>:ud   23:w                                // $1153
        add (16|M16)             r26.0<1>:d    r20.0<8;8,1>:d    -127:w                              // $1158
        shr (16|M16)             r18.0<1>:d    r22.0<8;8,1>:ud   23:w                                // $1154
        add (16|M0)              r28.0<1>:d    r14.0<8;8,1>:d    -127:w                              // $1157
        and (16|M0)              r32.0<1>:d    r16.0<8;8,1>:d    255:w                               // $1155
        and (16|M16)             r30.0<1>:d    r18.0<8;8,1>:d    255:w                               // $1156
        add (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $1159
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r30.0<8;8,1>:d                      // $1160
        cmp (16|M0)   (lt)f1.0   null<1>:d     r28.0<8;8,1>:d    128:w                               // $1161
        cmp (16|M16)  (lt)f1.0   null<1>:d     r26.0<8;8,1>:d    128:w                               // $1162
(f1.0)  if (32|M0)                           _0_067            _math_trans_k0_4_cf                   // $1163
// B026: [inDivergent],  Preds:{B025},  Succs:{B027, B036}
_0_068:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r28.0<8;8,1>:d    -127:w                              // $1165
        cmp (16|M16)  (gt)f0.0   null<1>:d     r26.0<8;8,1>:d    -127:w                              // $1166
(~f0.0) if (32|M0)                           _0_069            _math_trans_k0_3_cf                   // $1167
// B027: [inDivergent],  Preds:{B026},  Succs:{B028, B033}
_0_070:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r28.0<8;8,1>:ud   0xFFFFFF77:ud                       // $1169
        cmp (16|M16)  (gt)f1.0   null<1>:d     r26.0<8;8,1>:ud   0xFFFFFF77:ud                       // $1170
(~f1.0) if (32|M0)                           _0_071            _math_trans_k0_2_cf                   // $1171
// B028: [inDivergent],  Preds:{B027},  Succs:{B029, B030}
_0_072:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r28.0<8;8,1>:ud   0xFFFFFF60:ud                       // $1173
        cmp (16|M16)  (gt)f0.0   null<1>:d     r26.0<8;8,1>:ud   0xFFFFFF60:ud                       // $1174
(f0.0)  if (32|M0)                           _0_073            _math_trans_k0_1_cf                   // $1175
// B029: [inDivergent],  Preds:{B028},  Succs:{B031}
_0_074:
        shl (16|M0)              r2.0<1>:d     r14.0<8;8,1>:d    23:w                                // $1177
        shl (16|M16)             r26.0<1>:d    r20.0<8;8,1>:d    23:w                                // $1178
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     1602224128:d                        // $1179
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    1602224128:d                        // $1180
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2139095040:d                        // $1181
        and (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    2139095040:d                        // $1182
        mul (16|M0)              r2.0<1>:f     r12.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $1183
        mul (16|M16)             r26.0<1>:f    r22.0<8;8,1>:f    r26.0<8;8,1>:f                      // $1184
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x1F800000:f                        // $1185
        mul (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    0x1F800000:f                        // $1186
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x0:f               {Compacted}     // $1187
        add (16|M16)             r72.0<1>:f    r26.0<8;8,1>:f    0x0:f                               // $1188
        else (32|M0)                         _math_trans_k0_1_cf  _math_trans_k0_1_cf                // $1175
// B030: [inDivergent],  Preds:{B028},  Succs:{B031}
_0_073:
        mov (16|M0)              r2.0<1>:f     0x0:f                                                 // $1191
        mov (16|M16)             r72.0<1>:f    0x0:f                                                 // $1192
// B031: [inDivergent],  Preds:{B030, B029},  Succs:{B032}
_math_trans_k0_1_cf:
        endif (32|M0)                        _math_trans_k0_18_cf                                    // $1175
// B032: [inDivergent],  Preds:{B031},  Succs:{B034}
_math_trans_k0_18_cf:
        else (32|M0)                         _math_trans_k0_2_cf  _math_trans_k0_2_cf                // $1171
// B033: [inDivergent],  Preds:{B027},  Succs:{B034}
_0_071:
        mul (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f    0x45800800:f                        // $1195
        mul (16|M16)             r26.0<1>:f    r22.0<8;8,1>:f    0x45800800:f                        // $1196
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     -r12.0<8;8,1>:f  {Compacted}        // $1211
        add (16|M16)             r4.0<1>:f     r6.0<8;8,1>:f     -r22.0<8;8,1>:f                     // $1212
        add (16|M0)              r30.0<1>:f    r16.0<8;8,1>:f    -r12.0<8;8,1>:f  {Compacted}        // $1197
        add (16|M16)             r28.0<1>:f    r26.0<8;8,1>:f    -r22.0<8;8,1>:f                     // $1198
        add (16|M0)              r2.0<1>:f     r10.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $1213
        add (16|M16)             r4.0<1>:f     r24.0<8;8,1>:f    r4.0<8;8,1>:f                       // $1214
        add (16|M0)              r16.0<1>:f    r16.0<8;8,1>:f    -r30.0<8;8,1>:f  {Compacted}        // $1199
        add (16|M16)             r30.0<1>:f    r26.0<8;8,1>:f    -r28.0<8;8,1>:f                     // $1200
        shl (16|M0)              r26.0<1>:d    r14.0<8;8,1>:d    23:w                                // $1201
        shl (16|M16)             r28.0<1>:d    r20.0<8;8,1>:d    23:w                                // $1202
        add (16|M0)              r8.0<1>:f     r12.0<8;8,1>:f    -r16.0<8;8,1>:f  {Compacted}        // $1215
        add (16|M16)             r6.0<1>:f     r22.0<8;8,1>:f    -r30.0<8;8,1>:f                     // $1216
        add (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    1602224128:d                        // $1203
        add (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    1602224128:d                        // $1204
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $1217
        add (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r6.0<8;8,1>:f                       // $1218
        and (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    2139095040:d                        // $1205
        and (16|M16)             r28.0<1>:d    r28.0<8;8,1>:d    2139095040:d                        // $1206
        mul (16|M0)              r14.0<1>:f    r16.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $1207
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted}        // $1219
        mul (16|M16)             r32.0<1>:f    r30.0<8;8,1>:f    r28.0<8;8,1>:f                      // $1208
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     r28.0<8;8,1>:f                      // $1220
        mul (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    0x1F800000:f                        // $1209
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x1F800000:f                        // $1221
        mul (16|M16)             r32.0<1>:f    r32.0<8;8,1>:f    0x1F800000:f                        // $1210
        mul (16|M16)             r4.0<1>:f     r4.0<8;8,1>:f     0x1F800000:f                        // $1222
        add (16|M0)              r2.0<1>:f     r14.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted}        // $1223
        add (16|M16)             r4.0<1>:f     r32.0<8;8,1>:f    r4.0<8;8,1>:f                       // $1224
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x0:f               {Compacted}     // $1225
        add (16|M16)             r72.0<1>:f    r4.0<8;8,1>:f     0x0:f                               // $1226
// B034: [inDivergent],  Preds:{B033, B032},  Succs:{B035}
_math_trans_k0_2_cf:
        endif (32|M0)                        _math_trans_k0_17_cf                                    // $1171
// B035: [inDivergent],  Preds:{B034},  Succs:{B037}
_math_trans_k0_17_cf:
        else (32|M0)                         _math_trans_k0_3_cf  _math_trans_k0_3_cf                // $1167
// B036: [inDivergent],  Preds:{B026},  Succs:{B037}
_0_069:
        add (16|M0)              r2.0<1>:d     r16.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $1231
        add (16|M16)             r4.0<1>:d     r18.0<8;8,1>:d    r20.0<8;8,1>:d                      // $1232
        and (16|M0)              r8.0<1>:d     r12.0<8;8,1>:d    -2139095041:d                       // $1229
        and (16|M16)             r6.0<1>:d     r22.0<8;8,1>:d    -2139095041:d                       // $1230
        shl (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w                                // $1233
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w                                // $1234
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2139095040:d                        // $1235
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2139095040:d                        // $1236
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted}        // $1237
        or (16|M16)              r72.0<1>:d    r4.0<8;8,1>:d     r6.0<8;8,1>:d                       // $1238
// B037: [inDivergent],  Preds:{B036, B035},  Succs:{B038}
_math_trans_k0_3_cf:
        endif (32|M0)                        _math_trans_k0_16_cf                                    // $1167
// B038: [inDivergent],  Preds:{B037},  Succs:{B040}
_math_trans_k0_16_cf:
        else (32|M0)                         _math_trans_k0_4_cf  _math_trans_k0_4_cf                // $1163
// B039: [inDivergent],  Preds:{B025},  Succs:{B040}
_0_067:
        mov (16|M0)              r2.0<1>:f     0x7F800000:f                                          // $1241
        mov (16|M16)             r72.0<1>:f    0x7F800000:f                                          // $1242
// B040: [inDivergent],  Preds:{B039, B038},  Succs:{B041}
_math_trans_k0_4_cf:
        endif (32|M0)                        _math_trans_k0_15_cf                                    // $1163
// B041: [inDivergent],  Preds:{B040},  Succs:{B043}
_math_trans_k0_15_cf:
        else (32|M0)                         _math_trans_k0_14_cf  _math_trans_k0_14_cf              // $991
// B042: [inDivergent],  Preds:{B024},  Succs:{B043}
_0_065:
        mov (16|M0)              r2.0<1>:f     0x3F800000:f                                          // $1245
        mov (16|M16)             r72.0<1>:f    0x3F800000:f                                          // $1246
// B043: [inDivergent],  Preds:{B042, B041},  Succs:{B044}
_math_trans_k0_14_cf:
        endif (32|M0)                        _math_trans_k0_5_cf                                     // $991
// B044: [inDivergent],  Preds:{B023, B043},  Succs:{B045}
_math_trans_k0_5_cf:
        endif (32|M0)                        _math_trans_k0_13_cf                                    // $970
// B045: [inDivergent],  Preds:{B044},  Succs:{B047}
_math_trans_k0_13_cf:
        else (32|M0)                         _math_trans_k0_12_cf  _math_trans_k0_12_cf              // $845
// B046: [inDivergent],  Preds:{B021},  Succs:{B047}
_0_061:
        mov (16|M0)              r2.0<1>:f     0x7FC00000:f                                          // $1249
        mov (16|M16)             r72.0<1>:f    0x7FC00000:f                                          // $1250
// B047: [inDivergent],  Preds:{B046, B045},  Succs:{B048}
_math_trans_k0_12_cf:
        endif (32|M0)                        _math_trans_k0_11_cf                                    // $845
// B048: [inDivergent],  Preds:{B020, B047},  Succs:{B049}
_math_trans_k0_11_cf:
        endif (32|M0)                        _math_trans_k0_10_cf                                    // $831
// B049: [inDivergent],  Preds:{B018, B048},  Succs:{B050}
_math_trans_k0_10_cf:
        endif (32|M0)                        _math_trans_k0_6_cf                                     // $823
// B050: [inDivergent],  Preds:{B016, B049},  Succs:{B051}
_math_trans_k0_6_cf:
        endif (32|M0)                        _math_trans_k0_9_cf                                     // $815
// B051: [inDivergent],  Preds:{B050},  Succs:{B053}
_math_trans_k0_9_cf:
        else (32|M0)                         _math_trans_k0_8_cf  _math_trans_k0_8_cf                // $807
// B052: [inDivergent],  Preds:{B014},  Succs:{B053}
_0_053:
        add (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     0x3FD9999A:f                        // $1253
        add (16|M16)             r4.0<1>:f     r74.0<8;8,1>:f    0x3FD9999A:f                        // $1254
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     -2147483648:d                       // $1255
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     -2147483648:d                       // $1256
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     1065353216:d                        // $1257
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     1065353216:d                        // $1258
        mul (16|M0)              r2.0<1>:f     r2.0<8;8,1>:f     r2.0<8;8,1>:f    {Compacted}        // $1259
        mul (16|M16)             r72.0<1>:f    r4.0<8;8,1>:f     r4.0<8;8,1>:f                       // $1260
// B053: [inDivergent],  Preds:{B052, B051},  Succs:{B054}
_math_trans_k0_8_cf:
        endif (32|M0)                        _math_trans_k0_0_cf                                     // $807
// B054: Preds:{B013, B053},  Succs:{B055}
_math_trans_k0_0_cf:
        endif (32|M0)                        _0_052                                                  // $729
// B055: Preds:{B054},  Succs:{}
_0_052:
        math.sqt (16|M16)        r6.0<1>:f     (abs)r123.0<8;8,1>:f                                  // $1265
        math.rsqt (16|M16)       r10.0<1>:f    r76.0<8;8,1>:f                                        // $1267
        add (16|M0)              r4.0<1>:f     r100.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted}        // $1262
        math.sqt (16|M0)         r8.0<1>:f     (abs)r125.0<8;8,1>:f             {Compacted}          // $1264
        add (16|M16)             r2.0<1>:f     r98.0<8;8,1>:f    r72.0<8;8,1>:f                      // $1263
        math.rsqt (16|M0)        r12.0<1>:f    r48.0<8;8,1>:f                   {Compacted}          // $1266
        add (16|M16)             r6.0<1>:f     r6.0<8;8,1>:f     r10.0<8;8,1>:f                      // $1269
(W)     mov (8|M0)               r112.0<1>:ud  r88.0<8;8,1>:ud                  {Compacted}          // $1281
        add (16|M0)              r8.0<1>:f     r8.0<8;8,1>:f     r12.0<8;8,1>:f   {Compacted}        // $1268
        add (16|M16)             r2.0<1>:f     r2.0<8;8,1>:f     r6.0<8;8,1>:f                       // $1271
(W)     mov (1|M0)               r6.0<1>:f     0x3F800000:f                                          // $1272
        add (16|M0)              r4.0<1>:f     r4.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $1270
        mad (16|M0)              r8.0<1>:f     r6.0<0;0>:f       r125.0<2;1>:f     r125.0<1>:f      {Compacted} // $1273 {0=EL, 1=OH, 2=OH, BC=GOOD}
        mad (16|M16)             r6.0<1>:f     r6.0<0;0>:f       r123.0<2;1>:f     r123.0<1>:f      {Compacted} // $1274 {0=EL, 1=OH, 2=OH, BC=GOOD}
        math.fdiv (16|M0)        r4.0<1>:f     r4.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted}        // $1275
        nop                                                                                          // $1276
        math.fdiv (16|M16)       r2.0<1>:f     r2.0<8;8,1>:f     r6.0<8;8,1>:f                       // $1276
        sends (16|M0)            null:w   r96     r4      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $1278
        sends (16|M16)           null:w   r93     r2      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $1280
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                                        // $1281
(W)     send (8|M0)              null     r112    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $1281
// Bank Conflict Statistics: 
// -- GOOD: 86
// --  BAD: 4
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
