//.kernel int16_ops
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 251
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0053 (61)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r14.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r16.0)
//.declare V0055 (63)  rf=r size=256 type=d align=16 words (r18.0)
//.declare V0056 (64)  rf=r size=256 type=d align=16 words (r26.0)
//.declare V0059 (67)  rf=r size=256 type=w alias=V0055+0 align=16 words (r18.0)
//.declare V0060 (68)  rf=r size=256 type=w alias=V0056+0 align=16 words (r26.0)
//.declare V0067 (75)  rf=r size=64 type=ud align=16 words (r40.0)
//.declare  (77)  rf=r size=96 type=ud align=16 words (r34.0)
//.declare V0068 (78)  rf=r size=64 type=w alias=V0067+0 align=16 words (r40.0)
//.declare V0069 (79)  rf=r size=64 type=ud align=16 words (r42.0)
//.declare  (81)  rf=r size=96 type=ud align=16 words (r37.0)
//.declare V0070 (82)  rf=r size=64 type=w alias=V0069+0 align=16 words (r42.0)
//.declare V0073 (85)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0074 (86)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0075 (87)  rf=r size=32 type=w align=16 words (r20.0)
//.declare V0076 (88)  rf=r size=32 type=w align=16 words (r21.0)
//.declare V0079 (91)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0080 (92)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0081 (93)  rf=r size=32 type=w align=16 words (r22.0)
//.declare V0082 (94)  rf=r size=32 type=w align=16 words (r23.0)
//.declare V0085 (97)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0086 (98)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0087 (99)  rf=r size=32 type=w align=16 words (r24.0)
//.declare V0088 (100)  rf=r size=32 type=w align=16 words (r25.0)
//.declare V0091 (103)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0092 (104)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0093 (105)  rf=r size=32 type=w align=16 words (r26.0)
//.declare V0094 (106)  rf=r size=32 type=w align=16 words (r27.0)
//.declare V0097 (109)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0098 (110)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0099 (111)  rf=r size=32 type=w align=16 words (r28.0)
//.declare V0100 (112)  rf=r size=32 type=w align=16 words (r29.0)
//.declare V0103 (115)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0104 (116)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0105 (117)  rf=r size=32 type=w align=16 words (r30.0)
//.declare V0106 (118)  rf=r size=32 type=w align=16 words (r31.0)
//.declare V0109 (121)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0110 (122)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0111 (123)  rf=r size=32 type=w align=16 words (r32.0)
//.declare V0112 (124)  rf=r size=32 type=w align=16 words (r33.0)
//.declare V0115 (127)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0116 (128)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0117 (129)  rf=r size=32 type=w align=16 words (r50.0)
//.declare V0118 (130)  rf=r size=32 type=w align=16 words (r51.0)
//.declare V0119 (131)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0120 (132)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0121 (133)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r76.0)
//.declare V0122 (134)  rf=r size=64 type=ud alias=V0120+0 align=16 words (r78.0)
//.declare V0123 (135)  rf=r size=32 type=w align=16 words (r38.0)
//.declare V0124 (136)  rf=r size=32 type=w align=16 words (r39.0)
//.declare V0125 (137)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0126 (138)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0127 (139)  rf=r size=64 type=ud alias=V0125+0 align=16 words (r80.0)
//.declare V0128 (140)  rf=r size=64 type=ud alias=V0126+0 align=16 words (r82.0)
//.declare V0129 (141)  rf=r size=32 type=w align=16 words (r44.0)
//.declare V0130 (142)  rf=r size=32 type=w align=16 words (r45.0)
//.declare V0131 (143)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0132 (144)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0133 (145)  rf=r size=64 type=ud alias=V0131+0 align=16 words (r84.0)
//.declare V0134 (146)  rf=r size=64 type=ud alias=V0132+0 align=16 words (r86.0)
//.declare V0135 (147)  rf=r size=32 type=w align=16 words (r46.0)
//.declare V0136 (148)  rf=r size=32 type=w align=16 words (r47.0)
//.declare V0137 (149)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0138 (150)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0139 (151)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r88.0)
//.declare V0140 (152)  rf=r size=64 type=ud alias=V0138+0 align=16 words (r90.0)
//.declare V0141 (153)  rf=r size=32 type=w align=16 words (r48.0)
//.declare V0142 (154)  rf=r size=32 type=w align=16 words (r49.0)
//.declare V0143 (155)  rf=r size=32 type=w align=16 words (r52.0)
//.declare V0144 (156)  rf=r size=32 type=w align=16 words (r53.0)
//.declare V0145 (157)  rf=r size=32 type=w align=16 words (r66.0)
//.declare V0146 (158)  rf=r size=32 type=w align=16 words (r67.0)
//.declare V0147 (159)  rf=r size=32 type=w align=16 words (r54.0)
//.declare V0148 (160)  rf=r size=32 type=w align=16 words (r55.0)
//.declare V0149 (161)  rf=r size=32 type=w align=16 words (r68.0)
//.declare V0150 (162)  rf=r size=32 type=w align=16 words (r69.0)
//.declare V0151 (163)  rf=r size=32 type=w align=16 words (r56.0)
//.declare V0152 (164)  rf=r size=32 type=w align=16 words (r57.0)
//.declare V0153 (165)  rf=r size=32 type=w align=16 words (r70.0)
//.declare V0154 (166)  rf=r size=32 type=w align=16 words (r71.0)
//.declare V0155 (167)  rf=r size=32 type=w align=16 words (r58.0)
//.declare V0156 (168)  rf=r size=32 type=w align=16 words (r59.0)
//.declare V0157 (169)  rf=r size=32 type=w align=16 words (r72.0)
//.declare V0158 (170)  rf=r size=32 type=w align=16 words (r73.0)
//.declare V0159 (171)  rf=r size=32 type=w align=16 words (r60.0)
//.declare V0160 (172)  rf=r size=32 type=w align=16 words (r61.0)
//.declare V0161 (173)  rf=r size=32 type=w align=16 words (r74.0)
//.declare V0162 (174)  rf=r size=32 type=w align=16 words (r75.0)
//.declare V0163 (175)  rf=r size=32 type=w align=16 words (r62.0)
//.declare V0164 (176)  rf=r size=32 type=w align=16 words (r63.0)
//.declare V0165 (177)  rf=r size=32 type=w align=16 words (r76.0)
//.declare V0166 (178)  rf=r size=32 type=w align=16 words (r77.0)
//.declare V0167 (179)  rf=r size=32 type=w align=16 words (r64.0)
//.declare V0168 (180)  rf=r size=32 type=w align=16 words (r65.0)
//.declare V0169 (181)  rf=r size=32 type=w align=16 words (r78.0)
//.declare V0170 (182)  rf=r size=32 type=w align=16 words (r79.0)
//.declare V0171 (183)  rf=r size=32 type=w align=16 words (r80.0)
//.declare V0172 (184)  rf=r size=32 type=w align=16 words (r81.0)
//.declare V0173 (185)  rf=r size=32 type=w align=16 words (r82.0)
//.declare V0174 (186)  rf=r size=32 type=w align=16 words (r83.0)
//.declare V0175 (187)  rf=r size=32 type=w align=16 words (r84.0)
//.declare V0176 (188)  rf=r size=32 type=w align=16 words (r85.0)
//.declare V0177 (189)  rf=r size=32 type=w align=16 words (r86.0)
//.declare V0178 (190)  rf=r size=32 type=w align=16 words (r87.0)
//.declare V0179 (191)  rf=r size=32 type=uw alias=V0145+0 align=16 words (r66.0)
//.declare V0180 (192)  rf=r size=32 type=uw alias=V0146+0 align=16 words (r67.0)
//.declare V0181 (193)  rf=r size=32 type=w align=16 words (r112.0)
//.declare V0182 (194)  rf=r size=32 type=w align=16 words (r113.0)
//.declare V0183 (195)  rf=r size=32 type=w align=16 words (r88.0)
//.declare V0184 (196)  rf=r size=32 type=w align=16 words (r89.0)
//.declare V0185 (197)  rf=r size=32 type=w align=16 words (r90.0)
//.declare V0186 (198)  rf=r size=32 type=w align=16 words (r91.0)
//.declare V0187 (199)  rf=r size=32 type=uw alias=V0149+0 align=16 words (r68.0)
//.declare V0188 (200)  rf=r size=32 type=uw alias=V0150+0 align=16 words (r69.0)
//.declare V0189 (201)  rf=r size=32 type=w align=16 words (r114.0)
//.declare V0190 (202)  rf=r size=32 type=w align=16 words (r115.0)
//.declare V0191 (203)  rf=r size=32 type=w align=16 words (r92.0)
//.declare V0192 (204)  rf=r size=32 type=w align=16 words (r93.0)
//.declare V0193 (205)  rf=r size=32 type=w align=16 words (r94.0)
//.declare V0194 (206)  rf=r size=32 type=w align=16 words (r95.0)
//.declare V0195 (207)  rf=r size=32 type=uw alias=V0153+0 align=16 words (r70.0)
//.declare V0196 (208)  rf=r size=32 type=uw alias=V0154+0 align=16 words (r71.0)
//.declare V0197 (209)  rf=r size=32 type=w align=16 words (r116.0)
//.declare V0198 (210)  rf=r size=32 type=w align=16 words (r117.0)
//.declare V0199 (211)  rf=r size=32 type=w align=16 words (r96.0)
//.declare V0200 (212)  rf=r size=32 type=w align=16 words (r97.0)
//.declare V0201 (213)  rf=r size=32 type=w align=16 words (r98.0)
//.declare V0202 (214)  rf=r size=32 type=w align=16 words (r99.0)
//.declare V0203 (215)  rf=r size=32 type=uw alias=V0157+0 align=16 words (r72.0)
//.declare V0204 (216)  rf=r size=32 type=uw alias=V0158+0 align=16 words (r73.0)
//.declare V0205 (217)  rf=r size=32 type=w align=16 words (r118.0)
//.declare V0206 (218)  rf=r size=32 type=w align=16 words (r119.0)
//.declare V0207 (219)  rf=r size=32 type=w align=16 words (r100.0)
//.declare V0208 (220)  rf=r size=32 type=w align=16 words (r101.0)
//.declare V0209 (221)  rf=r size=32 type=w align=16 words (r102.0)
//.declare V0210 (222)  rf=r size=32 type=w align=16 words (r103.0)
//.declare V0211 (223)  rf=r size=32 type=uw alias=V0161+0 align=16 words (r74.0)
//.declare V0212 (224)  rf=r size=32 type=uw alias=V0162+0 align=16 words (r75.0)
//.declare V0213 (225)  rf=r size=32 type=w align=16 words (r120.0)
//.declare V0214 (226)  rf=r size=32 type=w align=16 words (r121.0)
//.declare V0215 (227)  rf=r size=32 type=w align=16 words (r104.0)
//.declare V0216 (228)  rf=r size=32 type=w align=16 words (r105.0)
//.declare V0217 (229)  rf=r size=32 type=w align=16 words (r106.0)
//.declare V0218 (230)  rf=r size=32 type=w align=16 words (r107.0)
//.declare V0219 (231)  rf=r size=32 type=uw alias=V0165+0 align=16 words (r76.0)
//.declare V0220 (232)  rf=r size=32 type=uw alias=V0166+0 align=16 words (r77.0)
//.declare V0221 (233)  rf=r size=32 type=w align=16 words (r122.0)
//.declare V0222 (234)  rf=r size=32 type=w align=16 words (r123.0)
//.declare V0223 (235)  rf=r size=32 type=w align=16 words (r108.0)
//.declare V0224 (236)  rf=r size=32 type=w align=16 words (r109.0)
//.declare V0225 (237)  rf=r size=32 type=w align=16 words (r110.0)
//.declare V0226 (238)  rf=r size=32 type=w align=16 words (r111.0)
//.declare V0227 (239)  rf=r size=32 type=uw alias=V0169+0 align=16 words (r78.0)
//.declare V0228 (240)  rf=r size=32 type=uw alias=V0170+0 align=16 words (r79.0)
//.declare V0229 (241)  rf=r size=32 type=w align=16 words (r124.0)
//.declare V0230 (242)  rf=r size=32 type=w align=16 words (r125.0)
//.declare V0231 (243)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0232 (244)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0233 (245)  rf=r size=32 type=ub alias=V0173+0 align=16 words (r82.0)
//.declare V0234 (246)  rf=r size=32 type=ub alias=V0174+0 align=16 words (r83.0)
//.declare V0235 (247)  rf=r size=32 type=ub alias=V0231+0 align=16 words (r1.0)
//.declare V0236 (248)  rf=r size=32 type=ub alias=V0232+0 align=16 words (r2.0)
//.declare V0237 (249)  rf=r size=32 type=w align=16 words (r19.0)
//.declare V0238 (250)  rf=r size=32 type=w align=16 words (r20.0)
//.declare  (251)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (252)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0239 (253)  rf=r size=32 type=w align=16 words (r21.0)
//.declare V0240 (254)  rf=r size=32 type=w align=16 words (r22.0)
//.declare  (255)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (256)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0241 (257)  rf=r size=32 type=w align=16 words (r23.0)
//.declare V0242 (258)  rf=r size=32 type=w align=16 words (r24.0)
//.declare  (259)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (260)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0243 (261)  rf=r size=32 type=w align=16 words (r25.0)
//.declare V0244 (262)  rf=r size=32 type=w align=16 words (r26.0)
//.declare  (263)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (264)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0245 (265)  rf=r size=32 type=w align=16 words (r27.0)
//.declare V0246 (266)  rf=r size=32 type=w align=16 words (r28.0)
//.declare  (267)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (268)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0247 (269)  rf=r size=32 type=w align=16 words (r29.0)
//.declare V0248 (270)  rf=r size=32 type=w align=16 words (r30.0)
//.declare  (271)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (272)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0249 (273)  rf=r size=32 type=w align=16 words (r31.0)
//.declare V0250 (274)  rf=r size=32 type=w align=16 words (r32.0)
//.declare  (275)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (276)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0251 (277)  rf=r size=32 type=w align=16 words (r33.0)
//.declare V0252 (278)  rf=r size=32 type=w align=16 words (r34.0)
//.declare  (279)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (280)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0271 (299)  rf=r size=256 type=d align=16 words (r37.0)
//.declare V0272 (300)  rf=r size=256 type=d align=16 words (r45.0)
//.declare V0273 (301)  rf=r size=256 type=w alias=V0271+0 align=16 words (r37.0)
//.declare V0274 (302)  rf=r size=256 type=w alias=V0272+0 align=16 words (r45.0)
//.declare  (303)  rf=r size=320 type=ud align=16 words (r57.0)
//.declare  (304)  rf=r size=320 type=ud align=16 words (r67.0)
//.declare V0275 (305)  rf=r size=32 type=w align=16 words (r35.0)
//.declare V0276 (306)  rf=r size=32 type=w align=16 words (r36.0)
//.declare V0277 (307)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0278 (308)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0283 (313)  rf=r size=32 type=uw alias=V0275+0 align=16 words (r35.0)
//.declare V0284 (314)  rf=r size=32 type=uw alias=V0276+0 align=16 words (r36.0)
//.declare V0285 (315)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0286 (316)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0287 (317)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0288 (318)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0289 (319)  rf=r size=32 type=w align=16 words (r9.0)
//.declare V0290 (320)  rf=r size=32 type=w align=16 words (r18.0)
//.declare P01 (321)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0291 (322)  rf=r size=32 type=uw alias=V0289+0 align=16 words (r9.0)
//.declare V0292 (323)  rf=r size=32 type=uw alias=V0290+0 align=16 words (r18.0)
//.declare V0293 (324)  rf=r size=32 type=uw alias=V0287+0 align=16 words (r3.0)
//.declare V0294 (325)  rf=r size=32 type=uw alias=V0288+0 align=16 words (r4.0)
//.declare  (332)  rf=r size=128 type=ud align=16 words (r77.0)
//.declare  (333)  rf=r size=128 type=ud align=16 words (r81.0)
//.declare V0301 (334)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0302 (335)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0303 (336)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0304 (337)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (338)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (339)  rf=r size=64 type=w align=32 words (r92.0)
//.declare  (340)  rf=r size=64 type=w align=32 words (r94.0)
//.declare  (341)  rf=r size=64 type=w align=32 words (r96.0)
//.declare  (342)  rf=r size=64 type=w align=32 words (r98.0)
//.declare  (343)  rf=r size=64 type=w align=32 words (r100.0)
//.declare  (344)  rf=r size=64 type=w align=32 words (r102.0)
//.declare  (345)  rf=r size=64 type=w align=32 words (r104.0)
//.declare  (346)  rf=r size=64 type=w align=32 words (r106.0)
//.declare  (347)  rf=r size=64 type=w align=32 words (r108.0)
//.declare  (348)  rf=r size=64 type=w align=32 words (r110.0)
//.declare  (349)  rf=r size=64 type=w align=32 words (r112.0)
//.declare  (350)  rf=r size=64 type=w align=32 words (r114.0)
//.declare  (351)  rf=r size=64 type=w align=32 words (r116.0)
//.declare  (352)  rf=r size=64 type=w align=32 words (r118.0)
//.declare  (353)  rf=r size=64 type=w align=32 words (r34.0)
//.declare  (354)  rf=r size=64 type=w align=32 words (r36.0)
//.declare  (355)  rf=r size=64 type=w align=32 words (r120.0)
//.declare  (356)  rf=r size=64 type=w align=32 words (r122.0)
//.declare  (357)  rf=r size=64 type=w align=32 words (r124.0)
//.declare  (358)  rf=r size=64 type=w align=32 words (r1.0)
//.declare  (359)  rf=r size=64 type=w align=32 words (r3.0)
//.declare  (360)  rf=r size=64 type=w align=32 words (r5.0)
//.declare  (361)  rf=r size=64 type=w align=32 words (r7.0)
//.declare  (362)  rf=r size=64 type=w align=32 words (r18.0)

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
// | V0301    | :uq      |      8 | r8       | general    |
// | V0302    | :uq      |      8 | r8+8     | general    |
// | V0303    | :uq      |      8 | r8+16    | general    |
// | V0304    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
(W)     mov (8|M0)               r34.0<1>:ud   0x0:ud                              {Compacted}       // $34
(W)     mov (8|M0)               r37.0<1>:ud   0x0:ud                              {Compacted}       // $37
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $317
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r10.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r12.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    4:w                                 // $9
        shl (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    4:w                                 // $10
        shl (16|M0)              r35.0<1>:d    r10.0<8;8,1>:d    1:w                                 // $31
        shl (16|M16)             r38.0<1>:d    r12.0<8;8,1>:d    1:w                                 // $32
        send (16|M0)             r18:w    r14:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $12
        send (16|M16)            r26:w    r16:f   0xC            0x04805000           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $14
        send (16|M0)             r40:w    r34:f   0xA            0x06290501           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 16b // $34
        send (16|M16)            r42:w    r37:f   0xA            0x06290501           // wr:3h+0, rd:2; hdc.dc0; byte gathering read 16b // $37
        mul (16|M0)              r44.0<1>:d    r18.0<2;1,0>:w    3:w                                 // $41
        mul (16|M0)              r48.0<1>:d    r18.1<2;1,0>:w    3:w                                 // $51
        mul (16|M0)              r52.0<1>:d    r20.0<2;1,0>:w    3:w                                 // $61
        mul (16|M16)             r46.0<1>:d    r26.0<2;1,0>:w    3:w                                 // $42
        mul (16|M0)              r56.0<1>:d    r20.1<2;1,0>:w    3:w                                 // $71
        mul (16|M0)              r60.0<1>:d    r22.0<2;1,0>:w    3:w                                 // $81
        mul (16|M16)             r50.0<1>:d    r26.1<2;1,0>:w    3:w                                 // $52
        mul (16|M16)             r54.0<1>:d    r28.0<2;1,0>:w    3:w                                 // $62
        mul (16|M0)              r64.0<1>:d    r22.1<2;1,0>:w    3:w                                 // $91
        mul (16|M0)              r68.0<1>:d    r24.0<2;1,0>:w    3:w                                 // $101
        mul (16|M16)             r58.0<1>:d    r28.1<2;1,0>:w    3:w                                 // $72
        mul (16|M16)             r62.0<1>:d    r30.0<2;1,0>:w    3:w                                 // $82
        mul (16|M0)              r76.0<1>:d    r24.1<2;1,0>:w    r18.0<2;1,0>:w                      // $119
        sel (16|M0)   (ge)f0.0   r44.0<1>:d    r44.0<8;8,1>:d    -32761:w                            // $43
        mul (16|M16)             r66.0<1>:d    r30.1<2;1,0>:w    3:w                                 // $92
        mul (16|M16)             r70.0<1>:d    r32.0<2;1,0>:w    3:w                                 // $102
        mul (16|M0)              r80.0<1>:d    r24.0<2;1,0>:w    r18.1<2;1,0>:w                      // $125
        mul (16|M0)              r84.0<1>:d    r22.1<2;1,0>:w    r20.0<2;1,0>:w                      // $131
        mul (16|M16)             r78.0<1>:d    r32.1<2;1,0>:w    r26.0<2;1,0>:w                      // $120
        sel (16|M0)   (ge)f0.0   r48.0<1>:d    r48.0<8;8,1>:d    -32761:w                            // $53
        sel (16|M0)   (ge)f0.0   r52.0<1>:d    r52.0<8;8,1>:d    -32761:w                            // $63
        sel (16|M16)  (ge)f0.0   r46.0<1>:d    r46.0<8;8,1>:d    -32761:w                            // $44
        mul (16|M0)              r88.0<1>:d    r22.0<2;1,0>:w    r20.1<2;1,0>:w                      // $137
        mul (16|M16)             r82.0<1>:d    r32.0<2;1,0>:w    r26.1<2;1,0>:w                      // $126
        mul (16|M16)             r86.0<1>:d    r30.1<2;1,0>:w    r28.0<2;1,0>:w                      // $132
        sel (16|M0)   (ge)f0.0   r56.0<1>:d    r56.0<8;8,1>:d    -32761:w                            // $73
        sel (16|M0)   (ge)f0.0   r60.0<1>:d    r60.0<8;8,1>:d    -32761:w                            // $83
        sel (16|M16)  (ge)f0.0   r50.0<1>:d    r50.0<8;8,1>:d    -32761:w                            // $54
        sel (16|M16)  (ge)f0.0   r54.0<1>:d    r54.0<8;8,1>:d    -32761:w                            // $64
        mul (16|M0)              r72.0<1>:d    r24.1<2;1,0>:w    3:w                                 // $111
        mul (16|M16)             r90.0<1>:d    r30.0<2;1,0>:w    r28.1<2;1,0>:w                      // $138
        sel (16|M0)   (ge)f0.0   r64.0<1>:d    r64.0<8;8,1>:d    -32761:w                            // $93
        sel (16|M0)   (ge)f0.0   r68.0<1>:d    r68.0<8;8,1>:d    -32761:w                            // $103
        sel (16|M16)  (ge)f0.0   r58.0<1>:d    r58.0<8;8,1>:d    -32761:w                            // $74
        sel (16|M16)  (ge)f0.0   r62.0<1>:d    r62.0<8;8,1>:d    -32761:w                            // $84
        shr (16|M0)              r120.0<2>:w   r76.0<8;8,1>:ud   16:w                                // $121
        sel (16|M0)   (lt)f0.0   r92.0<2>:w    r44.0<8;8,1>:d    0x8006:uw                           // $45
        mul (16|M16)             r74.0<1>:d    r32.1<2;1,0>:w    3:w                                 // $112
        sel (16|M16)  (ge)f0.0   r66.0<1>:d    r66.0<8;8,1>:d    -32761:w                            // $94
        sel (16|M16)  (ge)f0.0   r70.0<1>:d    r70.0<8;8,1>:d    -32761:w                            // $104
        shr (16|M0)              r124.0<2>:w   r80.0<8;8,1>:ud   16:w                                // $127
        shr (16|M0)              r3.0<2>:w     r84.0<8;8,1>:ud   16:w                                // $133
        shr (16|M16)             r122.0<2>:w   r78.0<8;8,1>:ud   16:w                                // $122
        sel (16|M0)   (lt)f0.0   r96.0<2>:w    r48.0<8;8,1>:d    0x8006:uw                           // $55
        sel (16|M0)   (lt)f0.0   r100.0<2>:w   r52.0<8;8,1>:d    0x8006:uw                           // $65
        sel (16|M16)  (lt)f0.0   r94.0<2>:w    r46.0<8;8,1>:d    0x8006:uw                           // $46
        shr (16|M0)              r7.0<2>:w     r88.0<8;8,1>:ud   16:w                                // $139
        shr (16|M16)             r1.0<2>:w     r82.0<8;8,1>:ud   16:w                                // $128
        shr (16|M16)             r5.0<2>:w     r86.0<8;8,1>:ud   16:w                                // $134
        sel (16|M0)   (lt)f0.0   r104.0<2>:w   r56.0<8;8,1>:d    0x8006:uw                           // $75
        sel (16|M0)   (lt)f0.0   r108.0<2>:w   r60.0<8;8,1>:d    0x8006:uw                           // $85
        sel (16|M16)  (lt)f0.0   r98.0<2>:w    r50.0<8;8,1>:d    0x8006:uw                           // $56
        sel (16|M16)  (lt)f0.0   r102.0<2>:w   r54.0<8;8,1>:d    0x8006:uw                           // $66
        sel (16|M0)   (ge)f0.0   r72.0<1>:d    r72.0<8;8,1>:d    -32761:w                            // $113
        shr (16|M16)             r18.0<2>:w    r90.0<8;8,1>:ud   16:w                                // $140
        sel (16|M0)   (lt)f0.0   r112.0<2>:w   r64.0<8;8,1>:d    0x8006:uw                           // $95
        sel (16|M0)   (lt)f0.0   r116.0<2>:w   r68.0<8;8,1>:d    0x8006:uw                           // $105
        sel (16|M16)  (lt)f0.0   r106.0<2>:w   r58.0<8;8,1>:d    0x8006:uw                           // $76
        sel (16|M16)  (lt)f0.0   r110.0<2>:w   r62.0<8;8,1>:d    0x8006:uw                           // $86
        mov (16|M0)              r38.0<1>:w    r120.0<2;1,0>:w                                       // $121
        mov (16|M0)              r20.0<1>:w    r92.0<2;1,0>:w                                        // $45
        sel (16|M16)  (ge)f0.0   r74.0<1>:d    r74.0<8;8,1>:d    -32761:w                            // $114
        sel (16|M16)  (lt)f0.0   r114.0<2>:w   r66.0<8;8,1>:d    0x8006:uw                           // $96
        sel (16|M16)  (lt)f0.0   r118.0<2>:w   r70.0<8;8,1>:d    0x8006:uw                           // $106
        mov (16|M0)              r44.0<1>:w    r124.0<2;1,0>:w                                       // $127
        mov (16|M16)             r39.0<1>:w    r122.0<2;1,0>:w                                       // $122
        mov (16|M0)              r46.0<1>:w    r3.0<2;1,0>:w                                         // $133
        mov (16|M0)              r22.0<1>:w    r96.0<2;1,0>:w                                        // $55
        mov (16|M0)              r24.0<1>:w    r100.0<2;1,0>:w                                       // $65
        mov (16|M16)             r21.0<1>:w    r94.0<2;1,0>:w                                        // $46
        mov (16|M0)              r48.0<1>:w    r7.0<2;1,0>:w                                         // $139
        mov (16|M16)             r45.0<1>:w    r1.0<2;1,0>:w                                         // $128
        mov (16|M16)             r47.0<1>:w    r5.0<2;1,0>:w                                         // $134
        mov (16|M0)              r26.0<1>:w    r104.0<2;1,0>:w                                       // $75
        mov (16|M0)              r28.0<1>:w    r108.0<2;1,0>:w                                       // $85
        mov (16|M16)             r23.0<1>:w    r98.0<2;1,0>:w                                        // $56
        mov (16|M16)             r25.0<1>:w    r102.0<2;1,0>:w                                       // $66
        sel (16|M0)   (lt)f0.0   r34.0<2>:w    r72.0<8;8,1>:d    0x8006:uw                           // $115
        mov (16|M16)             r49.0<1>:w    r18.0<2;1,0>:w                                        // $140
        mov (16|M0)              r30.0<1>:w    r112.0<2;1,0>:w                                       // $95
        mov (16|M0)              r32.0<1>:w    r116.0<2;1,0>:w                                       // $105
        mov (16|M16)             r27.0<1>:w    r106.0<2;1,0>:w                                       // $76
        mov (16|M16)             r29.0<1>:w    r110.0<2;1,0>:w                                       // $86
        add (16|M0)              r52.0<1>:w    r20.0<16;16,1>:w  r38.0<16;16,1>:w                    // $143
        sel (16|M16)  (lt)f0.0   r36.0<2>:w    r74.0<8;8,1>:d    0x8006:uw                           // $116
        mov (16|M16)             r31.0<1>:w    r114.0<2;1,0>:w                                       // $96
        mov (16|M16)             r33.0<1>:w    r118.0<2;1,0>:w                                       // $106
        add (16|M0)              r54.0<1>:w    r22.0<16;16,1>:w  r44.0<16;16,1>:w                    // $147
        add (16|M0)              r56.0<1>:w    r24.0<16;16,1>:w  r46.0<16;16,1>:w                    // $151
        add (16|M16)             r53.0<1>:w    r21.0<16;16,1>:w  r39.0<16;16,1>:w                    // $144
        add (16|M0)              r58.0<1>:w    r26.0<16;16,1>:w  r48.0<16;16,1>:w                    // $155
        add (16|M0)              r60.0<1>:w    r28.0<16;16,1>:w  r48.0<16;16,1>:w                    // $159
        add (16|M16)             r55.0<1>:w    r23.0<16;16,1>:w  r45.0<16;16,1>:w                    // $148
        add (16|M16)             r57.0<1>:w    r25.0<16;16,1>:w  r47.0<16;16,1>:w                    // $152
        mov (16|M0)              r50.0<1>:w    r34.0<2;1,0>:w                                        // $115
        add (16|M0)              r62.0<1>:w    r30.0<16;16,1>:w  r46.0<16;16,1>:w                    // $163
        add (16|M0)              r64.0<1>:w    r32.0<16;16,1>:w  r44.0<16;16,1>:w                    // $167
        add (16|M16)             r59.0<1>:w    r27.0<16;16,1>:w  r49.0<16;16,1>:w                    // $156
        add (16|M16)             r61.0<1>:w    r29.0<16;16,1>:w  r49.0<16;16,1>:w                    // $160
        add (16|M0)              r66.0<1>:w    r52.0<16;16,1>:w  -7:w                                // $145
        mov (16|M16)             r51.0<1>:w    r36.0<2;1,0>:w                                        // $116
        add (16|M16)             r63.0<1>:w    r31.0<16;16,1>:w  r47.0<16;16,1>:w                    // $164
        add (16|M16)             r65.0<1>:w    r33.0<16;16,1>:w  r45.0<16;16,1>:w                    // $168
        add (16|M0)              r68.0<1>:w    r54.0<16;16,1>:w  -7:w                                // $149
        add (16|M0)              r70.0<1>:w    r56.0<16;16,1>:w  -7:w                                // $153
        add (16|M16)             r67.0<1>:w    r53.0<16;16,1>:w  -7:w                                // $146
        add (16|M0)              r72.0<1>:w    r58.0<16;16,1>:w  -7:w                                // $157
        add (16|M0)              r74.0<1>:w    r60.0<16;16,1>:w  -7:w                                // $161
        add (16|M16)             r69.0<1>:w    r55.0<16;16,1>:w  -7:w                                // $150
        add (16|M16)             r71.0<1>:w    r57.0<16;16,1>:w  -7:w                                // $154
        add (16|M0)              r80.0<1>:w    r50.0<16;16,1>:w  r38.0<16;16,1>:w                    // $171
        add (16|M0)              r76.0<1>:w    r62.0<16;16,1>:w  -7:w                                // $165
        add (16|M0)              r78.0<1>:w    r64.0<16;16,1>:w  -7:w                                // $169
        add (16|M16)             r73.0<1>:w    r59.0<16;16,1>:w  -7:w                                // $158
        add (16|M16)             r75.0<1>:w    r61.0<16;16,1>:w  -7:w                                // $162
        shl (16|M0)              r84.0<1>:w    r66.0<16;16,1>:w  1:w                                 // $175
        shr (16|M0)              r86.0<1>:w    r66.0<16;16,1>:uw  15:w                               // $177
        add (16|M16)             r81.0<1>:w    r51.0<16;16,1>:w  r39.0<16;16,1>:w                    // $172
        add (16|M16)             r77.0<1>:w    r63.0<16;16,1>:w  -7:w                                // $166
        add (16|M16)             r79.0<1>:w    r65.0<16;16,1>:w  -7:w                                // $170
        shl (16|M0)              r88.0<1>:w    r68.0<16;16,1>:w  2:w                                 // $181
        shr (16|M0)              r90.0<1>:w    r68.0<16;16,1>:uw  14:w                               // $183
        shl (16|M0)              r92.0<1>:w    r70.0<16;16,1>:w  3:w                                 // $187
        shr (16|M0)              r94.0<1>:w    r70.0<16;16,1>:uw  13:w                               // $189
        shl (16|M16)             r85.0<1>:w    r67.0<16;16,1>:w  1:w                                 // $176
        shr (16|M16)             r87.0<1>:w    r67.0<16;16,1>:uw  15:w                               // $178
        shl (16|M0)              r96.0<1>:w    r72.0<16;16,1>:w  4:w                                 // $193
        shr (16|M0)              r98.0<1>:w    r72.0<16;16,1>:uw  12:w                               // $195
        shl (16|M0)              r100.0<1>:w   r74.0<16;16,1>:w  5:w                                 // $199
        shr (16|M0)              r102.0<1>:w   r74.0<16;16,1>:uw  11:w                               // $201
        shl (16|M16)             r89.0<1>:w    r69.0<16;16,1>:w  2:w                                 // $182
        shr (16|M16)             r91.0<1>:w    r69.0<16;16,1>:uw  14:w                               // $184
        shl (16|M16)             r93.0<1>:w    r71.0<16;16,1>:w  3:w                                 // $188
        shr (16|M16)             r95.0<1>:w    r71.0<16;16,1>:uw  13:w                               // $190
        add (16|M0)              r82.0<1>:w    r80.0<16;16,1>:w  -7:w                                // $173
        shl (16|M0)              r104.0<1>:w   r76.0<16;16,1>:w  6:w                                 // $205
        shr (16|M0)              r106.0<1>:w   r76.0<16;16,1>:uw  10:w                               // $207
        shl (16|M0)              r108.0<1>:w   r78.0<16;16,1>:w  7:w                                 // $211
        shr (16|M0)              r110.0<1>:w   r78.0<16;16,1>:uw  9:w                                // $213
        shl (16|M16)             r97.0<1>:w    r73.0<16;16,1>:w  4:w                                 // $194
        shr (16|M16)             r99.0<1>:w    r73.0<16;16,1>:uw  12:w                               // $196
        shl (16|M16)             r101.0<1>:w   r75.0<16;16,1>:w  5:w                                 // $200
        shr (16|M16)             r103.0<1>:w   r75.0<16;16,1>:uw  11:w                               // $202
        or (16|M0)               r112.0<1>:w   r84.0<16;16,1>:w  r86.0<16;16,1>:w                    // $179
        add (16|M16)             r83.0<1>:w    r81.0<16;16,1>:w  -7:w                                // $174
        shl (16|M16)             r105.0<1>:w   r77.0<16;16,1>:w  6:w                                 // $206
        shr (16|M16)             r107.0<1>:w   r77.0<16;16,1>:uw  10:w                               // $208
        shl (16|M16)             r109.0<1>:w   r79.0<16;16,1>:w  7:w                                 // $212
        shr (16|M16)             r111.0<1>:w   r79.0<16;16,1>:uw  9:w                                // $214
        or (16|M0)               r114.0<1>:w   r88.0<16;16,1>:w  r90.0<16;16,1>:w                    // $185
        or (16|M0)               r116.0<1>:w   r92.0<16;16,1>:w  r94.0<16;16,1>:w                    // $191
        or (16|M16)              r113.0<1>:w   r85.0<16;16,1>:w  r87.0<16;16,1>:w                    // $180
        or (16|M0)               r118.0<1>:w   r96.0<16;16,1>:w  r98.0<16;16,1>:w                    // $197
        or (16|M0)               r120.0<1>:w   r100.0<16;16,1>:w  r102.0<16;16,1>:w                  // $203
        or (16|M16)              r115.0<1>:w   r89.0<16;16,1>:w  r91.0<16;16,1>:w                    // $186
        or (16|M16)              r117.0<1>:w   r93.0<16;16,1>:w  r95.0<16;16,1>:w                    // $192
        shl (16|M0)              r3.0<1>:w     r40.0<2;1,0>:w    2:w                                 // $299
        mov (16|M0)              r1.1<2>:ub    r82.0<2;1,0>:ub                                       // $217
        or (16|M0)               r122.0<1>:w   r104.0<16;16,1>:w  r106.0<16;16,1>:w                  // $209
        or (16|M0)               r124.0<1>:w   r108.0<16;16,1>:w  r110.0<16;16,1>:w                  // $215
        or (16|M16)              r119.0<1>:w   r97.0<16;16,1>:w  r99.0<16;16,1>:w                    // $198
        or (16|M16)              r121.0<1>:w   r101.0<16;16,1>:w  r103.0<16;16,1>:w                  // $204
        shl (16|M16)             r4.0<1>:w     r42.0<2;1,0>:w    2:w                                 // $300
        cmp (16|M0)   (lt)f0.0   r19.0<1>:w    r112.0<16;16,1>:w  1:w                                // $221
        mov (16|M16)             r2.1<2>:ub    r83.0<2;1,0>:ub                                       // $219
        or (16|M16)              r123.0<1>:w   r105.0<16;16,1>:w  r107.0<16;16,1>:w                  // $210
        or (16|M16)              r125.0<1>:w   r109.0<16;16,1>:w  r111.0<16;16,1>:w                  // $216
        mov (16|M0)              r1.0<2>:ub    r82.1<2;1,0>:ub                                       // $218
        cmp (16|M0)   (lt)f1.0   r21.0<1>:w    r114.0<16;16,1>:w  1:w                                // $223
        cmp (16|M16)  (lt)f0.0   r20.0<1>:w    r113.0<16;16,1>:w  1:w                                // $222
        cmp (16|M0)   (lt)f0.0   r23.0<1>:w    r116.0<16;16,1>:w  1:w                                // $225
        mov (16|M16)             r2.0<2>:ub    r83.1<2;1,0>:ub                                       // $220
        cmp (16|M16)  (lt)f1.0   r22.0<1>:w    r115.0<16;16,1>:w  1:w                                // $224
        cmp (16|M0)   (lt)f1.0   r25.0<1>:w    r118.0<16;16,1>:w  1:w                                // $227
        cmp (16|M16)  (lt)f0.0   r24.0<1>:w    r117.0<16;16,1>:w  1:w                                // $226
        cmp (16|M0)   (lt)f0.0   r27.0<1>:w    r120.0<16;16,1>:w  1:w                                // $229
        mov (16|M0)              r5.0<1>:d     r40.0<2;1,0>:uw                                       // $291
        add (16|M0)              r9.0<1>:w     r3.0<16;16,1>:w   -25536:w                            // $301
        cmp (16|M16)  (lt)f1.0   r26.0<1>:w    r119.0<16;16,1>:w  1:w                                // $228
        cmp (16|M0)   (lt)f1.0   r29.0<1>:w    r122.0<16;16,1>:w  1:w                                // $231
        cmp (16|M16)  (lt)f0.0   r28.0<1>:w    r121.0<16;16,1>:w  1:w                                // $230
        cmp (16|M0)   (lt)f0.0   r31.0<1>:w    r124.0<16;16,1>:w  1:w                                // $233
        mov (16|M16)             r7.0<1>:d     r42.0<2;1,0>:uw                                       // $292
        add (16|M16)             r18.0<1>:w    r4.0<16;16,1>:w   -25536:w                            // $302
        cmp (16|M16)  (lt)f1.0   r30.0<1>:w    r123.0<16;16,1>:w  1:w                                // $232
        cmp (16|M0)   (lt)f1.0   r33.0<1>:w    r1.0<16;16,1>:w   1:w                                 // $235
        cmp (16|M16)  (lt)f0.0   r32.0<1>:w    r125.0<16;16,1>:w  1:w                                // $234
        cmp (16|M16)  (lt)f1.0   r34.0<1>:w    r2.0<16;16,1>:w   1:w                                 // $236
        mul (16|M0)              r35.0<1>:w    r40.0<2;1,0>:w    3:w                                 // $289
        mul (16|M16)             r36.0<1>:w    r42.0<2;1,0>:w    3:w                                 // $290
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     16:w                                // $293
        cmp (16|M0)   (lt)f0.0   null<1>:w     r9.0<16;16,1>:uw  r3.0<16;16,1>:uw                    // $303
        asr (16|M0)              r37.0<2>:w    r112.0<16;16,1>:w  -r19.0<16;16,1>:w                  // $237
        asr (16|M0)              r39.0<2>:w    r116.0<16;16,1>:w  -r23.0<16;16,1>:w                  // $241
        asr (16|M0)              r41.0<2>:w    r120.0<16;16,1>:w  -r27.0<16;16,1>:w                  // $245
        asr (16|M0)              r43.0<2>:w    r124.0<16;16,1>:w  -r31.0<16;16,1>:w                  // $249
        shl (16|M16)             r7.0<1>:d     r7.0<8;8,1>:d     16:w                                // $294
        cmp (16|M16)  (lt)f0.0   null<1>:w     r18.0<16;16,1>:uw  r4.0<16;16,1>:uw                   // $304
        asr (16|M16)             r45.0<2>:w    r113.0<16;16,1>:w  -r20.0<16;16,1>:w                  // $238
        asr (16|M16)             r47.0<2>:w    r117.0<16;16,1>:w  -r24.0<16;16,1>:w                  // $242
        asr (16|M16)             r49.0<2>:w    r121.0<16;16,1>:w  -r28.0<16;16,1>:w                  // $246
        asr (16|M16)             r51.0<2>:w    r125.0<16;16,1>:w  -r32.0<16;16,1>:w                  // $250
        asr (16|M0)              r37.1<2>:w    r114.0<16;16,1>:w  -r21.0<16;16,1>:w                  // $239
        asr (16|M0)              r39.1<2>:w    r118.0<16;16,1>:w  -r25.0<16;16,1>:w                  // $243
        asr (16|M0)              r41.1<2>:w    r122.0<16;16,1>:w  -r29.0<16;16,1>:w                  // $247
        asr (16|M0)              r43.1<2>:w    r1.0<16;16,1>:w   -r33.0<16;16,1>:w                   // $251
        asr (16|M16)             r45.1<2>:w    r115.0<16;16,1>:w  -r22.0<16;16,1>:w                  // $240
        asr (16|M16)             r47.1<2>:w    r119.0<16;16,1>:w  -r26.0<16;16,1>:w                  // $244
        asr (16|M16)             r49.1<2>:w    r123.0<16;16,1>:w  -r30.0<16;16,1>:w                  // $248
        asr (16|M16)             r51.1<2>:w    r2.0<16;16,1>:w   -r34.0<16;16,1>:w                   // $252
        or (16|M0)               r53.0<1>:d    r5.0<8;8,1>:d     r35.0<16;16,1>:uw                   // $297
(f0.0)  mov (16|M0)              r9.0<1>:w     -1:w                                                  // $305
        or (16|M16)              r55.0<1>:d    r7.0<8;8,1>:d     r36.0<16;16,1>:uw                   // $298
(f0.0)  mov (16|M16)             r18.0<1>:w    -1:w                                                  // $306
        mov (16|M0)              r57.0<1>:ud   r14.0<8;8,1>:ud                  {Compacted}          // $286
        mov (16|M0)              r59.0<1>:d    r37.0<8;8,1>:d                   {Compacted}          // $286
        mov (16|M0)              r61.0<1>:d    r39.0<8;8,1>:d                   {Compacted}          // $286
        mov (16|M0)              r63.0<1>:d    r41.0<8;8,1>:d                   {Compacted}          // $286
        mov (16|M0)              r65.0<1>:d    r43.0<8;8,1>:d                   {Compacted}          // $286
        mov (16|M16)             r67.0<1>:ud   r16.0<8;8,1>:ud                                       // $288
        mov (16|M16)             r69.0<1>:d    r45.0<8;8,1>:d                                        // $288
        mov (16|M16)             r71.0<1>:d    r47.0<8;8,1>:d                                        // $288
        mov (16|M16)             r73.0<1>:d    r49.0<8;8,1>:d                                        // $288
        mov (16|M16)             r75.0<1>:d    r51.0<8;8,1>:d                                        // $288
        shl (16|M0)              r77.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $311
        add (16|M0)              r79.0<1>:d    r53.0<8;8,1>:d    r9.0<16;16,1>:uw                    // $309
        shl (16|M16)             r81.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $312
        add (16|M16)             r83.0<1>:d    r55.0<8;8,1>:d    r18.0<16;16,1>:uw                   // $310
        send (16|M0)             null:w   r57:f   0xC            0x14025002           // wr:10+0, rd:0; hdc.dc1; untyped surface write with xyzw // $286
        send (16|M16)            null:w   r67:f   0xC            0x14025002           // wr:10+0, rd:0; hdc.dc1; untyped surface write with xyzw // $288
        send (16|M0)             null:w   r77:f   0xC            0x08025E03           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $314
        send (16|M16)            null:w   r81:f   0xC            0x08025E03           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $316
(W)     mov (1|M0)               null<1>:ud    f1.0<0;1,0>:ud                                        // $317
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $317
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
