//.kernel atomic_int64
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 414
//.RA type	LOCAL_ROUND_ROBIN_RA
//.private memory size 32

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r105.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r105.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r105.0)
//.declare V0039 (47)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=8 type=uq align=4 words (r5.3)
//.declare V0048 (56)  rf=r size=32 type=w align=16 words (r106.0)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0050 (58)  rf=r size=32 type=w align=16 words (r7.0)
//.declare P01 (59)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0052 (61)  rf=r size=4 type=ud align=16 words (r7.0)
//.declare V0053 (62)  rf=r size=4 type=d align=16 words (r8.0)
//.declare  (63)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (64)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0054 (65)  rf=r size=4 type=d align=16 words (r9.0)
//.declare V0055 (66)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0056 (67)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0057 (68)  rf=r size=64 type=d align=16 words (r107.0)
//.declare P02 (69)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0059 (71)  rf=r size=16 type=d align=16 words (r7.0)
//.declare V0060 (72)  rf=r size=16 type=ud align=16 words (r8.0)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (74)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0061 (75)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0062 (76)  rf=r size=128 type=q align=16 words (r50.0)
//.declare V0064 (78)  rf=r size=128 type=uq align=16 words (r54.0)
//.declare V0065 (79)  rf=r size=128 type=ud alias=V0064+0 align=16 words (r54.0)
//.declare V0066 (80)  rf=r size=8 type=ud alias=V0034+0 align=4 words (r5.0)
//.declare V0067 (81)  rf=r size=4 type=d align=2 words (r6.4)
//.declare V0068 (82)  rf=r size=4 type=d align=2 words (r6.5)
//.declare V0069 (83)  rf=r size=8 type=d alias=V0034+0 align=4 words (r5.0)
//.declare V0070 (84)  rf=r size=4 type=d align=16 words (r9.0)
//.declare V0072 (86)  rf=r size=4 type=ud alias=V0070+0 align=2 words (r9.0)
//.declare V0074 (88)  rf=r size=4 type=ud alias=V0067+0 align=2 words (r6.4)
//.declare V0075 (89)  rf=r size=4 type=ud alias=V0068+0 align=2 words (r6.5)
//.declare V0076 (90)  rf=r size=4 type=ud align=16 words (r10.0)
//.declare V0077 (91)  rf=r size=8 type=uq align=16 words (r34.0)
//.declare V0078 (92)  rf=r size=8 type=ud alias=V0077+0 align=16 words (r34.0)
//.declare V0079 (93)  rf=r size=8 type=d alias=V0077+0 align=16 words (r34.0)
//.declare V0081 (95)  rf=r size=128 type=q align=16 words (r58.0)
//.declare V0082 (96)  rf=r size=128 type=d alias=V0081+0 align=16 words (r58.0)
//.declare V0084 (98)  rf=r size=128 type=uq align=16 words (r62.0)
//.declare V0085 (99)  rf=r size=128 type=ud alias=V0084+0 align=16 words (r62.0)
//.declare V0086 (100)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0088 (102)  rf=r size=4 type=ud alias=V0086+0 align=2 words (r11.0)
//.declare V0090 (104)  rf=r size=4 type=ud align=16 words (r12.0)
//.declare V0091 (105)  rf=r size=8 type=uq align=16 words (r38.0)
//.declare V0092 (106)  rf=r size=8 type=ud alias=V0091+0 align=16 words (r38.0)
//.declare V0093 (107)  rf=r size=8 type=d alias=V0091+0 align=16 words (r38.0)
//.declare V0095 (109)  rf=r size=128 type=uq align=16 words (r66.0)
//.declare V0096 (110)  rf=r size=128 type=ud alias=V0095+0 align=16 words (r66.0)
//.declare V0097 (111)  rf=r size=4 type=d align=16 words (r13.0)
//.declare V0099 (113)  rf=r size=4 type=ud alias=V0097+0 align=2 words (r13.0)
//.declare V0101 (115)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0102 (116)  rf=r size=8 type=uq align=16 words (r40.0)
//.declare V0103 (117)  rf=r size=8 type=ud alias=V0102+0 align=16 words (r40.0)
//.declare V0104 (118)  rf=r size=8 type=d alias=V0102+0 align=16 words (r40.0)
//.declare V0106 (120)  rf=r size=128 type=uq align=16 words (r70.0)
//.declare V0107 (121)  rf=r size=128 type=ud alias=V0106+0 align=16 words (r70.0)
//.declare V0108 (122)  rf=r size=4 type=d align=16 words (r15.0)
//.declare V0110 (124)  rf=r size=4 type=ud alias=V0108+0 align=2 words (r15.0)
//.declare V0112 (126)  rf=r size=4 type=ud align=16 words (r17.0)
//.declare V0113 (127)  rf=r size=8 type=uq align=16 words (r42.0)
//.declare V0114 (128)  rf=r size=8 type=ud alias=V0113+0 align=16 words (r42.0)
//.declare V0115 (129)  rf=r size=8 type=d alias=V0113+0 align=16 words (r42.0)
//.declare V0116 (130)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0117 (131)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0118 (132)  rf=r size=64 type=ud alias=V0116+0 align=16 words (r18.0)
//.declare V0119 (133)  rf=r size=64 type=ud alias=V0117+0 align=16 words (r24.0)
//.declare V0120 (134)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r107.0)
//.declare V0121 (135)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0122 (136)  rf=r size=32 type=ud align=16 words (r23.0)
//.declare V0124 (138)  rf=r size=128 type=q align=16 words (r74.0)
//.declare V0125 (139)  rf=r size=128 type=d alias=V0124+0 align=16 words (r74.0)
//.declare V0127 (141)  rf=r size=128 type=uq align=16 words (r78.0)
//.declare V0128 (142)  rf=r size=128 type=ud alias=V0127+0 align=16 words (r78.0)
//.declare V0129 (143)  rf=r size=4 type=d align=16 words (r26.0)
//.declare V0131 (145)  rf=r size=4 type=ud alias=V0129+0 align=2 words (r26.0)
//.declare V0133 (147)  rf=r size=4 type=ud align=16 words (r29.0)
//.declare V0134 (148)  rf=r size=8 type=uq align=16 words (r48.0)
//.declare V0135 (149)  rf=r size=8 type=ud alias=V0134+0 align=16 words (r48.0)
//.declare V0136 (150)  rf=r size=8 type=d alias=V0134+0 align=16 words (r48.0)
//.declare V0138 (152)  rf=r size=128 type=q align=16 words (r82.0)
//.declare V0139 (153)  rf=r size=128 type=d alias=V0138+0 align=16 words (r82.0)
//.declare V0141 (155)  rf=r size=128 type=uq align=16 words (r86.0)
//.declare V0142 (156)  rf=r size=128 type=ud alias=V0141+0 align=16 words (r86.0)
//.declare V0143 (157)  rf=r size=4 type=d align=16 words (r49.0)
//.declare V0145 (159)  rf=r size=4 type=ud alias=V0143+0 align=2 words (r49.0)
//.declare V0147 (161)  rf=r size=4 type=ud align=16 words (r90.0)
//.declare V0148 (162)  rf=r size=8 type=uq align=16 words (r110.0)
//.declare V0149 (163)  rf=r size=8 type=ud alias=V0148+0 align=16 words (r110.0)
//.declare V0150 (164)  rf=r size=8 type=d alias=V0148+0 align=16 words (r110.0)
//.declare V0151 (165)  rf=r size=64 type=d align=16 words (r111.0)
//.declare P03 (166)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0152 (167)  rf=r size=64 type=d align=16 words (r113.0)
//.declare V0153 (168)  rf=r size=64 type=d align=16 words (r115.0)
//.declare P04 (169)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0154 (170)  rf=r size=64 type=ud alias=V0151+0 align=16 words (r111.0)
//.declare V0155 (171)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0156 (172)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0160 (176)  rf=r size=128 type=q align=16 words (r65.0)
//.declare V0161 (177)  rf=r size=128 type=d alias=V0160+0 align=16 words (r65.0)
//.declare V0163 (179)  rf=r size=128 type=uq align=16 words (r69.0)
//.declare V0164 (180)  rf=r size=128 type=ud alias=V0163+0 align=16 words (r69.0)
//.declare V0165 (181)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0167 (183)  rf=r size=4 type=ud alias=V0165+0 align=2 words (r7.0)
//.declare V0169 (185)  rf=r size=4 type=ud align=16 words (r8.0)
//.declare V0170 (186)  rf=r size=8 type=uq align=16 words (r44.0)
//.declare V0171 (187)  rf=r size=8 type=ud alias=V0170+0 align=16 words (r44.0)
//.declare V0172 (188)  rf=r size=8 type=d alias=V0170+0 align=16 words (r44.0)
//.declare V0174 (190)  rf=r size=128 type=q align=16 words (r73.0)
//.declare V0175 (191)  rf=r size=128 type=d alias=V0174+0 align=16 words (r73.0)
//.declare V0177 (193)  rf=r size=128 type=uq align=16 words (r77.0)
//.declare V0178 (194)  rf=r size=128 type=ud alias=V0177+0 align=16 words (r77.0)
//.declare V0179 (195)  rf=r size=4 type=d align=16 words (r9.0)
//.declare V0181 (197)  rf=r size=4 type=ud alias=V0179+0 align=2 words (r9.0)
//.declare V0183 (199)  rf=r size=4 type=ud align=16 words (r10.0)
//.declare V0184 (200)  rf=r size=8 type=uq align=16 words (r50.0)
//.declare V0185 (201)  rf=r size=8 type=ud alias=V0184+0 align=16 words (r50.0)
//.declare V0186 (202)  rf=r size=8 type=d alias=V0184+0 align=16 words (r50.0)
//.declare V0190 (206)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0192 (208)  rf=r size=64 type=ud alias=V0190+0 align=16 words (r35.0)
//.declare V0193 (209)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0195 (211)  rf=r size=128 type=q align=16 words (r81.0)
//.declare V0196 (212)  rf=r size=128 type=d alias=V0195+0 align=16 words (r81.0)
//.declare V0198 (214)  rf=r size=128 type=uq align=16 words (r85.0)
//.declare V0199 (215)  rf=r size=128 type=ud alias=V0198+0 align=16 words (r85.0)
//.declare V0200 (216)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0201 (217)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0202 (218)  rf=r size=64 type=ud alias=V0200+0 align=16 words (r17.0)
//.declare V0203 (219)  rf=r size=64 type=ud alias=V0201+0 align=16 words (r37.0)
//.declare V0204 (220)  rf=r size=32 type=ud align=16 words (r19.0)
//.declare V0205 (221)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare V0207 (223)  rf=r size=128 type=q align=16 words (r89.0)
//.declare V0208 (224)  rf=r size=128 type=d alias=V0207+0 align=16 words (r89.0)
//.declare V0210 (226)  rf=r size=128 type=uq align=16 words (r93.0)
//.declare V0211 (227)  rf=r size=128 type=ud alias=V0210+0 align=16 words (r93.0)
//.declare V0212 (228)  rf=r size=8 type=ud alias=V0035+0 align=4 words (r5.2)
//.declare V0215 (231)  rf=r size=8 type=d alias=V0035+0 align=4 words (r5.2)
//.declare V0216 (232)  rf=r size=4 type=d align=16 words (r23.0)
//.declare V0218 (234)  rf=r size=4 type=ud alias=V0216+0 align=2 words (r23.0)
//.declare V0222 (238)  rf=r size=4 type=ud align=16 words (r26.0)
//.declare V0223 (239)  rf=r size=8 type=uq align=16 words (r60.0)
//.declare V0224 (240)  rf=r size=8 type=ud alias=V0223+0 align=16 words (r60.0)
//.declare V0225 (241)  rf=r size=8 type=d alias=V0223+0 align=16 words (r60.0)
//.declare V0227 (243)  rf=r size=128 type=q align=16 words (r97.0)
//.declare V0228 (244)  rf=r size=128 type=d alias=V0227+0 align=16 words (r97.0)
//.declare V0230 (246)  rf=r size=128 type=uq align=16 words (r101.0)
//.declare V0231 (247)  rf=r size=128 type=ud alias=V0230+0 align=16 words (r101.0)
//.declare V0232 (248)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0235 (251)  rf=r size=8 type=d alias=V0036+0 align=4 words (r5.4)
//.declare V0236 (252)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0237 (253)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0239 (255)  rf=r size=64 type=ud alias=V0237+0 align=16 words (r27.0)
//.declare V0243 (259)  rf=r size=64 type=ud alias=V0236+0 align=16 words (r24.0)
//.declare V0244 (260)  rf=r size=32 type=ud align=16 words (r29.0)
//.declare V0245 (261)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0246 (262)  rf=r size=128 type=uq align=16 words (r7.0)
//.declare V0247 (263)  rf=r size=128 type=ud alias=V0246+0 align=16 words (r7.0)
//.declare V0248 (264)  rf=r size=128 type=d alias=V0246+0 align=16 words (r7.0)
//.declare V0257 (273)  rf=r size=128 type=q align=16 words (r11.0)
//.declare V0258 (274)  rf=r size=128 type=d alias=V0257+0 align=16 words (r11.0)
//.declare V0260 (276)  rf=r size=128 type=uq align=16 words (r15.0)
//.declare V0263 (279)  rf=r size=128 type=ud alias=V0260+0 align=16 words (r15.0)
//.declare V0266 (282)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0267 (283)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0268 (284)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0269 (285)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0271 (287)  rf=r size=64 type=ud alias=V0269+0 align=16 words (r25.0)
//.declare V0273 (289)  rf=r size=64 type=ud alias=V0268+0 align=16 words (r19.0)
//.declare V0274 (290)  rf=r size=32 type=ud align=16 words (r27.0)
//.declare V0275 (291)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare V0276 (292)  rf=r size=128 type=uq align=16 words (r33.0)
//.declare V0277 (293)  rf=r size=128 type=ud alias=V0276+0 align=16 words (r33.0)
//.declare V0278 (294)  rf=r size=128 type=d alias=V0276+0 align=16 words (r33.0)
//.declare  (302)  rf=r size=128 type=ud align=16 words (r49.0)
//.declare  (303)  rf=r size=128 type=ud align=16 words (r53.0)
//.declare V0286 (304)  rf=r size=64 type=d align=16 words (r117.0)
//.declare V0287 (305)  rf=r size=32 type=uw alias=V0048+0 align=16 words (r106.0)
//.declare V0288 (306)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0289 (307)  rf=r size=64 type=ud alias=V0288+0 align=16 words (r119.0)
//.declare V0290 (308)  rf=r size=64 type=ud align=16 words (r57.0)
//.declare V0292 (310)  rf=r size=64 type=ud align=16 words (r59.0)
//.declare V0293 (311)  rf=r size=64 type=b alias=V0292+0 align=16 words (r59.0)
//.declare P05 (312)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0297 (316)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0299 (318)  rf=r size=64 type=ud align=16 words (r13.0)
//.declare V0300 (319)  rf=r size=64 type=ud alias=V0297+0 align=16 words (r11.0)
//.declare  (322)  rf=r size=128 type=ud align=16 words (r7.0)
//.declare P06 (324)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0304 (325)  rf=r size=8 type=d align=16 words (r21.0)
//.declare V0306 (327)  rf=r size=8 type=ud alias=V0304+0 align=16 words (r21.0)
//.declare V0307 (328)  rf=r size=8 type=ud align=16 words (r7.0)
//.declare V0308 (329)  rf=r size=8 type=d align=16 words (r8.0)
//.declare V0310 (331)  rf=r size=8 type=ud alias=V0308+0 align=16 words (r8.0)
//.declare V0312 (333)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0313 (334)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0314 (335)  rf=r size=64 type=ud alias=V0312+0 align=16 words (r9.0)
//.declare V0315 (336)  rf=r size=64 type=ud alias=V0313+0 align=16 words (r13.0)
//.declare V0316 (337)  rf=r size=32 type=ud align=16 words (r11.0)
//.declare V0317 (338)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0318 (339)  rf=r size=128 type=d align=16 words (r15.0)
//.declare V0320 (341)  rf=r size=64 type=ud align=16 words (r19.0)
//.declare V0321 (342)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare  (343)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0323 (345)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0324 (346)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0325 (347)  rf=r size=64 type=ud alias=V0323+0 align=16 words (r25.0)
//.declare V0326 (348)  rf=r size=64 type=ud alias=V0324+0 align=16 words (r27.0)
//.declare  (349)  rf=r size=32 type=ud align=16 words (r29.0)
//.declare V0328 (351)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0329 (352)  rf=r size=64 type=b alias=V0328+0 align=16 words (r7.0)
//.declare P07 (353)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0331 (355)  rf=r size=64 type=d align=16 words (r121.0)
//.declare V0332 (356)  rf=r size=64 type=ud alias=V0331+0 align=16 words (r121.0)
//.declare V0333 (357)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0335 (359)  rf=r size=64 type=ud align=16 words (r9.0)
//.declare V0336 (360)  rf=r size=64 type=b alias=V0335+0 align=16 words (r9.0)
//.declare P08 (361)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0340 (365)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0342 (367)  rf=r size=64 type=ud align=16 words (r13.0)
//.declare V0343 (368)  rf=r size=64 type=ud alias=V0340+0 align=16 words (r11.0)
//.declare  (371)  rf=r size=128 type=ud align=16 words (r7.0)
//.declare P09 (373)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0348 (375)  rf=r size=8 type=d align=16 words (r8.0)
//.declare V0349 (376)  rf=r size=8 type=ud alias=V0348+0 align=16 words (r8.0)
//.declare V0350 (377)  rf=r size=8 type=ud align=16 words (r7.0)
//.declare P10 (378)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare P11 (379)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare P12 (380)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0353 (383)  rf=r size=128 type=d align=16 words (r9.0)
//.declare V0355 (385)  rf=r size=64 type=ud align=16 words (r13.0)
//.declare V0356 (386)  rf=r size=64 type=ud align=16 words (r15.0)
//.declare  (387)  rf=r size=32 type=ud align=16 words (r17.0)
//.declare V0358 (389)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0359 (390)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0360 (391)  rf=r size=64 type=ud alias=V0358+0 align=16 words (r18.0)
//.declare V0361 (392)  rf=r size=64 type=ud alias=V0359+0 align=16 words (r20.0)
//.declare  (393)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare V0363 (395)  rf=r size=64 type=ud align=16 words (r7.0)
//.declare V0364 (396)  rf=r size=64 type=b alias=V0363+0 align=16 words (r7.0)
//.declare P13 (397)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (399)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (400)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0366 (401)  rf=r size=16 type=d align=16 words (r8.0)
//.declare  (404)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0369 (405)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0370 (406)  rf=r size=4 type=d align=16 words (r10.0)
//.declare V0371 (407)  rf=r size=4 type=ud alias=V0370+0 align=16 words (r10.0)
//.declare V0372 (408)  rf=r size=16 type=ud align=16 words (r12.0)
//.declare  (409)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (410)  rf=r size=4 type=ud align=2 words (r16.0)
//.declare  (412)  rf=r size=64 type=d align=16 words (r30.0)
//.declare  (413)  rf=r size=64 type=d align=16 words (r32.0)
//.declare  (414)  rf=r size=2 type=w align=1 words (r9.0)
//.declare  (415)  rf=r size=2 type=w align=1 words (r5.12)
//.declare  (416)  rf=r size=2 type=uw align=1 words (r9.0)
//.declare  (417)  rf=r size=2 type=uw align=1 words (r5.12)
//.declare  (418)  rf=r size=8 type=w align=8 words (r11.0)
//.declare  (421)  rf=r size=64 type=d align=16 words (r35.0)
//.declare  (422)  rf=r size=64 type=d align=16 words (r21.0)
//.declare  (429)  rf=r size=64 type=d align=16 words (r43.0)
//.declare  (430)  rf=r size=64 type=d align=16 words (r45.0)
//.declare  (437)  rf=r size=64 type=d align=16 words (r39.0)
//.declare  (438)  rf=r size=64 type=d align=16 words (r41.0)
//.declare  (441)  rf=r size=64 type=d align=16 words (r45.0)
//.declare  (442)  rf=r size=64 type=d align=16 words (r47.0)
//.declare  (445)  rf=r size=64 type=ud align=16 words (r13.0)
//.declare  (446)  rf=r size=64 type=ud align=16 words (r11.0)
//.declare  (447)  rf=r size=64 type=d align=16 words (r51.0)
//.declare  (448)  rf=r size=64 type=d align=16 words (r53.0)
//.declare  (451)  rf=r size=64 type=d align=16 words (r55.0)
//.declare  (452)  rf=r size=64 type=d align=16 words (r57.0)
//.declare  (459)  rf=r size=64 type=ud align=16 words (r33.0)
//.declare  (460)  rf=r size=64 type=ud align=16 words (r31.0)
//.declare  (461)  rf=r size=64 type=d align=16 words (r61.0)
//.declare  (462)  rf=r size=64 type=d align=16 words (r63.0)
//.declare  (467)  rf=r size=64 type=d align=16 words (r28.0)
//.declare  (468)  rf=r size=64 type=d align=16 words (r30.0)
//.declare  (469)  rf=r size=64 type=q align=16 words (r41.0)
//.declare  (470)  rf=r size=64 type=q align=16 words (r43.0)
//.declare  (471)  rf=r size=64 type=d align=16 words (r37.0)
//.declare  (472)  rf=r size=64 type=d align=16 words (r39.0)
//.declare  (473)  rf=r size=64 type=q align=16 words (r45.0)
//.declare  (474)  rf=r size=64 type=q align=16 words (r47.0)
//.declare  (477)  rf=r size=64 type=ud alias=+0 align=16 words (r21.0)
//.declare  (478)  rf=r size=64 type=ud alias=+0 align=16 words (r51.0)
//.declare  (479)  rf=r size=64 type=d alias=+0 align=16 words (r11.0)
//.declare  (480)  rf=r size=64 type=ud alias=+0 align=16 words (r61.0)
//.declare  (481)  rf=r size=64 type=d alias=+0 align=16 words (r31.0)
//.declare  (482)  rf=r size=64 type=d alias=+0 align=16 words (r41.0)
//.declare  (483)  rf=r size=64 type=d alias=+0 align=16 words (r43.0)
//.declare  (484)  rf=r size=64 type=d alias=+0 align=16 words (r45.0)
//.declare  (485)  rf=r size=64 type=d alias=+0 align=16 words (r47.0)
//.declare  (486)  rf=r size=64 type=ud alias=+0 align=16 words (r41.0)
//.declare  (487)  rf=r size=64 type=ud alias=+0 align=16 words (r45.0)
//.declare  (488)  rf=r size=64 type=ud alias=+0 align=16 words (r43.0)
//.declare  (489)  rf=r size=64 type=ud alias=+0 align=16 words (r47.0)
//.declare  (490)  rf=r size=64 type=f align=16 words (r7.0)
//.declare  (491)  rf=r size=64 type=f align=16 words (r8.0)
//.declare  (492)  rf=r size=64 type=f align=16 words (r8.0)
//.declare  (493)  rf=r size=64 type=f align=16 words (r8.0)
//.declare  (494)  rf=r size=64 type=f align=16 words (r54.0)
//.declare  (495)  rf=r size=64 type=f align=16 words (r56.0)
//.declare  (496)  rf=r size=64 type=f align=16 words (r62.0)
//.declare  (497)  rf=r size=64 type=f align=16 words (r64.0)
//.declare  (498)  rf=r size=64 type=f align=16 words (r66.0)
//.declare  (499)  rf=r size=64 type=f align=16 words (r68.0)
//.declare  (500)  rf=r size=64 type=f align=16 words (r70.0)
//.declare  (501)  rf=r size=64 type=f align=16 words (r72.0)
//.declare  (502)  rf=r size=64 type=f align=16 words (r78.0)
//.declare  (503)  rf=r size=64 type=f align=16 words (r80.0)
//.declare  (504)  rf=r size=64 type=f align=16 words (r86.0)
//.declare  (505)  rf=r size=64 type=f align=16 words (r88.0)
//.declare  (506)  rf=r size=64 type=f align=16 words (r69.0)
//.declare  (507)  rf=r size=64 type=f align=16 words (r71.0)
//.declare  (508)  rf=r size=64 type=f align=16 words (r77.0)
//.declare  (509)  rf=r size=64 type=f align=16 words (r79.0)
//.declare  (510)  rf=r size=64 type=f align=16 words (r85.0)
//.declare  (511)  rf=r size=64 type=f align=16 words (r87.0)
//.declare  (512)  rf=r size=64 type=f align=16 words (r93.0)
//.declare  (513)  rf=r size=64 type=f align=16 words (r95.0)
//.declare  (514)  rf=r size=64 type=f align=16 words (r101.0)
//.declare  (515)  rf=r size=64 type=f align=16 words (r103.0)
//.declare  (516)  rf=r size=64 type=f align=16 words (r33.0)
//.declare  (517)  rf=r size=64 type=f align=16 words (r35.0)
//.declare  (518)  rf=r size=64 type=f align=16 words (r119.0)
//.declare  (519)  rf=r size=64 type=f align=16 words (r7.0)
//.declare  (520)  rf=r size=64 type=f align=16 words (r119.0)
//.declare  (521)  rf=r size=64 type=f align=16 words (r19.0)
//.declare  (522)  rf=r size=64 type=f align=16 words (r25.0)
//.declare  (523)  rf=r size=64 type=f align=16 words (r121.0)
//.declare  (524)  rf=r size=64 type=f align=16 words (r121.0)
//.declare  (525)  rf=r size=64 type=f align=16 words (r13.0)
//.declare  (526)  rf=r size=64 type=f align=16 words (r18.0)
//.declare  (527)  rf=r size=64 type=f align=16 words (r8.0)
//.declare  (528)  rf=r size=64 type=f align=16 words (r12.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0041    | :w x 16  |     32 | r1       | general    |
// | V0042    | :w x 16  |     32 | r2       | general    |
// | V0043    | :w x 16  |     32 | r3       | general    |
// | V0039    | :d x 8   |     32 | r4       | general    |
// | V0034    | :uq      |      8 | r5       | general    |
// | V0035    | :uq      |      8 | r5+8     | general    |
// | V0036    | :uq      |      8 | r5+16    | general    |
// | V0044    | :uq      |      8 | r5+24    | general    |
// | V0040    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r105.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
        or (16|M0)               acc0.0<1>:w   r1.0<16;16,1>:w   r2.0<16;16,1>:w                     // $5
(W)     mov (8|M0)               r106.0<1>:w   0x76543210:v                                          // $2
(W)     and (1|M0)               r6.3<1>:d     r105.5<0;1,0>:d   -1024:w                             // $4
        or (16|M0)    (eq)f0.0   null<1>:w     acc0.0<16;16,1>:w  r3.0<16;16,1>:w                    // $6
(W)     add (8|M0)               r106.8<1>:w   r106.0<8;8,1>:w   8:w                                 // $3
(f0.0)  if (16|M0)                           _0_034            _0_034                                // $8
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_035:
(W)     mov (1|M0)               r7.0<1>:f     0x10000010:f                                          //  (0x10000010:f); $10
(W)     mov (1|M0)               r8.0<1>:f     0x0:f                                                 //  (0x00000000:f); $11
(W)     sends (1|M0)             null:ud  r7      r8      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $12
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}          // 
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_0_034:
        endif (16|M0)                        L200                                                    // $8
L200:
(W)     send (8|M0)              r7       r105:f  0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $14
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}          //  memory fence commit; $15
(W)     and (8|M0)               r8.0<1>:ud    r105.2<0;1,0>:ud  0x7F000000:ud                       // $15
(W)     send (1|M0)              null     r8:f    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $15
(W)     wait                                 n0.0<0;1,0>:ud                                          // $15
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r105.2<0;1,0>:uw                    // $16
        cmp (16|M0)   (eq)f0.0   null<1>:w     r1.0<16;16,1>:w   0:w               {Compacted}       // $20
(W)     mach (1|M0)              r9.0<1>:d     r6.0<0;1,0>:d     r105.1<0;1,0>:d  {Compacted}        // $18
        add (16|M0)              r10.0<1>:d    r9.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $18
        add (16|M0)              r107.0<1>:d   r10.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}        // $19
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}          // $21
(f0.0)  if (16|M0)                           _0_036            _0_036                                // $21
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_037:
(W)     mov (4|M0)               r7.0<1>:f     0x0:f                                                 //  (0x00000000:f); $24
(W)     mov (4|M0)               r8.0<1>:ud    0xC080400:uv                                          // $25
(W)     sends (4|M0)             null:ud  r8      r7      0x4A            0x020308FE           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $26
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}          // 
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_0_036:
        endif (16|M0)                        L424                                                    // $21
L424:
(W)     send (8|M0)              r7       r105:f  0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $28
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}          //  memory fence commit; $29
(W)     and (8|M0)               r8.0<1>:ud    r105.2<0;1,0>:ud  0x7F000000:ud                       // $29
(W)     send (1|M0)              null     r8:f    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $29
(W)     wait                                 n0.0<0;1,0>:ud                                          // $29
(W)     mov (1|M0)               r6.4<1>:f     r5.0<0;1,0>:f                    {Compacted}          // $36
(W)     mov (1|M0)               r16.0<1>:f    0x0:f                                                 //  (0x00000000:f); $72
        shl (16|M0)              r27.0<1>:d    r107.0<8;8,1>:d   1:w                                 // $30
        mov (16|M0)              r21.0<1>:f    0x0:f                                                 //  (0x00000000:f); $43
        mov (8|M8)               r25.0<1>:f    0x0:f                                                 //  (0x00000000:f); $76
(W)     addc (1|M0)              r9.0<1>:ud    r6.4<0;1,0>:ud    0x8:ud              {AccWrEn,Compacted} // $38
(W)     mov (1|M0)               r6.5<1>:f     r5.1<0;1,0>:f                                         // $37
        mov (8|M0)               r30.0<2>:f    r27.0<8;8,1>:f                                        // $31
        mov (16|M0)              r35.0<1>:f    r107.0<8;8,1>:f                  {Compacted}          // $42
        mov (8|M8)               r32.0<2>:f    r28.0<8;8,1>:f                                        // $31
        mov (8|M0)               r54.0<2>:f    r5.0<0;1,0>:f                                         // $32
(W)     mov (1|M0)               r10.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $38
(W)     addc (1|M0)              r11.0<1>:ud   r6.4<0;1,0>:ud    0x10:ud              {AccWrEn,Compacted} // $52
        mov (8|M8)               r56.0<2>:f    r5.0<0;1,0>:f                                         // $32
        mov (8|M0)               r54.1<2>:f    r5.1<0;1,0>:f                                         // $33
        shl (8|M0)               r50.0<1>:q    r30.0<8;4,2>:d    32:w                                // $31
        mov (8|M0)               r62.0<2>:f    r9.0<0;1,0>:f                                         // $48
        mov (8|M8)               r56.1<2>:f    r5.1<0;1,0>:f                                         // $33
(W)     add (1|M0)               r34.1<2>:ud   r10.0<0;1,0>:ud   r6.5<0;1,0>:ud                      // $39
(W)     mov (1|M0)               r12.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $52
(W)     addc (1|M0)              r13.0<1>:ud   r6.4<0;1,0>:ud    0x18:ud              {AccWrEn,Compacted} // $60
        mov (8|M0)               r58.0<2>:f    r35.0<8;8,1>:f                                        // $44
        shl (8|M8)               r52.0<1>:q    r32.0<8;4,2>:d    32:w                                // $31
        mov (8|M8)               r64.0<2>:f    r9.0<0;1,0>:f                                         // $48
        mov (8|M8)               r60.0<2>:f    r36.0<8;8,1>:f                                        // $45
        mov (8|M0)               r58.1<2>:f    r21.0<8;8,1>:f                                        // $46
(W)     add (1|M0)               r38.1<2>:ud   r12.0<0;1,0>:ud   r6.5<0;1,0>:ud                      // $53
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $60
(W)     addc (1|M0)              r15.0<1>:ud   r6.4<0;1,0>:ud    0x20:ud              {AccWrEn,Compacted} // $68
        mov (8|M0)               r62.1<2>:f    r34.1<0;1,0>:f                                        // $49
        mov (8|M0)               r66.0<2>:f    r11.0<0;1,0>:f                                        // $56
        mov (8|M8)               r60.1<2>:f    r22.0<8;8,1>:f                                        // $47
        mov (8|M8)               r64.1<2>:f    r34.1<0;1,0>:f                                        // $49
        mov (8|M8)               r68.0<2>:f    r11.0<0;1,0>:f                                        // $56
(W)     add (1|M0)               r40.1<2>:ud   r14.0<0;1,0>:ud   r6.5<0;1,0>:ud                      // $61
(W)     mov (1|M0)               r17.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $68
        subb (8|M0)              r18.0<1>:ud   r16.0<0;1,0>:ud   r107.0<8;8,1>:ud {AccWrEn,Compacted} // $72
        mov (8|M0)               r66.1<2>:f    r38.1<0;1,0>:f                                        // $57
        mov (8|M0)               r70.0<2>:f    r13.0<0;1,0>:f                                        // $64
        mov (8|M8)               r68.1<2>:f    r38.1<0;1,0>:f                                        // $57
        mov (8|M8)               r72.0<2>:f    r13.0<0;1,0>:f                                        // $64
        mov (8|M0)               r70.1<2>:f    r40.1<0;1,0>:f                                        // $65
(W)     add (1|M0)               r42.1<2>:ud   r17.0<0;1,0>:ud   r6.5<0;1,0>:ud                      // $69
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $72
        subb (8|M8)              r19.0<1>:ud   r16.0<0;1,0>:ud   r108.0<8;8,1>:ud {AccWrEn,Compacted} // $75
        sends (8|M0)             null:ud  r54     r50     0x8C            0x040497FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add // $34
        mov (8|M0)               r78.0<2>:f    r15.0<0;1,0>:f                                        // $84
        mov (8|M8)               r72.1<2>:f    r40.1<0;1,0>:f                                        // $65
        sends (8|M8)             null:ud  r56     r52     0x8C            0x040497FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer add // $35
        mov (8|M8)               r80.0<2>:f    r15.0<0;1,0>:f                                        // $84
        add (8|M0)               r24.0<1>:ud   -r20.0<8;8,1>:ud  r21.0<8;8,1>:ud  {Compacted}        // $74
        mov (8|M8)               r23.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $75
(W)     addc (1|M0)              r26.0<1>:ud   r6.4<0;1,0>:ud    0x28:ud              {AccWrEn,Compacted} // $88
        mov (16|M0)              r43.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // $78
        mov (8|M0)               r78.1<2>:f    r42.1<0;1,0>:f                                        // $85
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}          // $50
        sends (8|M0)             null:ud  r62     r58     0x8C            0x040498FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract // $50
        mov (8|M0)               r82.0<2>:f    r35.0<8;8,1>:f                                        // $94
        add (8|M8)               r25.0<1>:ud   -r23.0<8;8,1>:ud  r25.0<8;8,1>:ud  {Compacted}        // $77
(W)     mov (1|M0)               r29.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $88
        mov (8|M0)               r74.0<2>:f    r43.0<8;8,1>:f                                        // $80
        mov (8|M8)               r76.0<2>:f    r44.0<8;8,1>:f                                        // $81
        mov (8|M8)               r80.1<2>:f    r42.1<0;1,0>:f                                        // $85
        mov (8|M0)               r86.0<2>:f    r26.0<0;1,0>:f                                        // $98
(W)     mov (8|M0)               r54.0<1>:f    r54.0<8;8,1>:f                   {Compacted}          // $51
        sends (8|M8)             null:ud  r64     r60     0x8C            0x040498FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 integer subtract // $51
        mov (16|M0)              r45.0<1>:f    r24.0<8;8,1>:f                   {Compacted}          // $79
(W)     add (1|M0)               r48.1<2>:ud   r29.0<0;1,0>:ud   r6.5<0;1,0>:ud                      // $89
        mov (8|M8)               r84.0<2>:f    r36.0<8;8,1>:f                                        // $95
        mov (8|M0)               r82.1<2>:f    r21.0<8;8,1>:f                                        // $96
        mov (8|M8)               r88.0<2>:f    r26.0<0;1,0>:f                                        // $98
(W)     mov (8|M0)               r56.0<1>:f    r56.0<8;8,1>:f                   {Compacted}          // $58
        send (8|M0)              null     r66:f   0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment // $58
        mov (8|M0)               r74.1<2>:f    r45.0<8;8,1>:f                                        // $82
        mov (8|M8)               r76.1<2>:f    r46.0<8;8,1>:f                                        // $83
        mov (8|M0)               r86.1<2>:f    r48.1<0;1,0>:f                                        // $99
        mov (8|M8)               r84.1<2>:f    r22.0<8;8,1>:f                                        // $97
        mov (8|M8)               r88.1<2>:f    r48.1<0;1,0>:f                                        // $99
(W)     mov (8|M0)               r62.0<1>:f    r62.0<8;8,1>:f                   {Compacted}          // $59
        send (8|M8)              null     r68:f   0xC            0x040495FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer increment // $59
(W)     addc (1|M0)              r49.0<1>:ud   r6.4<0;1,0>:ud    0x30:ud              {AccWrEn,Compacted} // $102
(W)     mov (8|M0)               r64.0<1>:f    r64.0<8;8,1>:f                   {Compacted}          // $66
        send (8|M0)              null     r70:f   0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement // $66
(W)     mov (8|M0)               r66.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $67
        send (8|M8)              null     r72:f   0xC            0x040496FF           // wr:2+0, rd:0; hdc.dc1; untyped a64 atomic int64 integer decrement // $67
(W)     mov (8|M0)               r68.0<1>:f    r68.0<8;8,1>:f                   {Compacted}          // $86
        sends (8|M0)             null:ud  r78     r74     0x8C            0x04049BFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min // $86
(W)     mov (8|M0)               r70.0<1>:f    r70.0<8;8,1>:f                   {Compacted}          // $87
        sends (8|M8)             null:ud  r80     r76     0x8C            0x04049BFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer min // $87
(W)     mov (8|M0)               r72.0<1>:f    r72.0<8;8,1>:f                   {Compacted}          // $100
        sends (8|M0)             null:ud  r86     r82     0x8C            0x04049AFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max // $100
(W)     mov (8|M0)               r78.0<1>:f    r78.0<8;8,1>:f                   {Compacted}          // $101
        sends (8|M8)             null:ud  r88     r84     0x8C            0x04049AFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 signed-integer max // $101
(W)     mov (1|M0)               r90.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $102
        and (16|M0)   (ne)f1.1   r111.0<1>:d   r107.0<8;8,1>:d   63:w                                // $106
(W)     mov (1|M0)               r110.0<2>:f   r49.0<0;1,0>:f                                        // $104
(W)     add (1|M0)               r110.1<2>:ud  r90.0<0;1,0>:ud   r6.5<0;1,0>:ud                      // $103
(W)     mov (8|M0)               r80.0<1>:f    r80.0<8;8,1>:f                   {Compacted}          // $108
(W)     mov (8|M0)               r86.0<1>:f    r86.0<8;8,1>:f                   {Compacted}          // $108
(W)     mov (8|M0)               r88.0<1>:f    r88.0<8;8,1>:f                   {Compacted}          // $108
(~f1.1) if (16|M0)                           _0_038            _0_040                                // $108
// B005: [inDivergent],  Preds:{B004},  Succs:{B010}
_0_039:
        mov (16|M0)              r113.0<1>:f   0x1:f                                                 //  (0x00000001:f); $110
        mov (16|M0)              r115.0<1>:f   0x0:f                                                 //  (0x00000000:f); $111
        else (16|M0)                         _0_040            _0_040                                // $108
// B006: [inDivergent],  Preds:{B004},  Succs:{B007, B008}
_0_038:
        cmp (16|M0)   (lt)f1.1   null<1>:d     r111.0<8;8,1>:ud  0x20:uw                             // $114
(~f1.1) if (16|M0)                           _0_041            _atomic_int64_k0_1_cf                 // $115
// B007: [inDivergent],  Preds:{B006},  Succs:{B009}
_0_042:
        add (16|M0)              r7.0<1>:d     r111.0<8;8,1>:d   -32:w                               // $117
(W)     mov (1|M0)               r9.0<1>:hf    0x1:hf                                                // $118
        mov (16|M0)              r113.0<1>:f   0x0:f                                                 //  (0x00000000:f); $119
        shl (16|M0)              r115.0<1>:d   r9.0<0;1,0>:w     r7.0<8;8,1>:d                       // $118
        else (16|M0)                         _atomic_int64_k0_1_cf  _atomic_int64_k0_1_cf            // $115
// B008: [inDivergent],  Preds:{B006},  Succs:{B009}
_0_041:
(W)     mov (1|M0)               r5.12<1>:hf   0x1:hf                                                // $122
        add (16|M0)              r7.0<1>:d     -r111.0<8;8,1>:d  32:w                                // $123
(W)     mov (1|M0)               r9.0<1>:hf    0x1:hf                                                // $124
        shl (16|M0)              r113.0<1>:d   r5.12<0;1,0>:w    r111.0<8;8,1>:d                     // $122
        shr (16|M0)              r115.0<1>:d   r9.0<0;1,0>:uw    r7.0<8;8,1>:d                       // $124
// B009: [inDivergent],  Preds:{B008, B007},  Succs:{B010}
_atomic_int64_k0_1_cf:
        endif (16|M0)                        _0_040                                                  // $115
// B010: Preds:{B005, B009},  Succs:{B011, B015}
_0_040:
        endif (16|M0)                        L2104                                                   // $108
L2104:
(W)     addc (1|M0)              r7.0<1>:ud    r6.4<0;1,0>:ud    0x38:ud              {AccWrEn,Compacted} // $138
        shl (16|M0)              r20.0<1>:d    r107.0<8;8,1>:d   1:w                                 // $203
        not (16|M0)              r39.0<1>:d    r113.0<8;8,1>:d                  {Compacted}          // $126
        not (16|M0)              r41.0<1>:d    r115.0<8;8,1>:d                  {Compacted}          // $127
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted}          // $138
(W)     addc (1|M0)              r9.0<1>:ud    r6.4<0;1,0>:ud    0x40:ud              {AccWrEn,Compacted} // $152
        shl (16|M0)              r24.0<1>:d    r20.0<8;8,1>:d    3:w                                 // $206
        mov (16|M0)              r45.0<1>:f    r113.0<8;8,1>:f                  {Compacted}          // $142
        mov (16|M0)              r47.0<1>:f    r115.0<8;8,1>:f                  {Compacted}          // $143
(W)     mov (1|M0)               r10.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $152
        mul (8|M0)               acc0.0<1>:ud  r107.0<8;8,1>:ud  0x101:uw                            // $156
(W)     add (1|M0)               r44.1<2>:ud   r8.0<0;1,0>:ud    r6.5<0;1,0>:ud                      // $139
        mov (8|M0)               r69.0<2>:f    r110.0<0;1,0>:f                                       // $134
        mov (8|M0)               r65.0<2>:f    r39.0<8;8,1>:f                                        // $130
        mov (8|M8)               r71.0<2>:f    r110.0<0;1,0>:f                                       // $134
        mov (8|M8)               r67.0<2>:f    r40.0<8;8,1>:f                                        // $131
(W)     add (1|M0)               r50.1<2>:ud   r10.0<0;1,0>:ud   r6.5<0;1,0>:ud                      // $153
        mach (8|M0)              r11.0<1>:ud   r107.0<8;8,1>:ud  0x1010101:ud              {AccWrEn} // 
        mov (8|M0)               r69.1<2>:f    r110.1<0;1,0>:f                                       // $135
        mov (8|M0)               r65.1<2>:f    r41.0<8;8,1>:f                                        // $132
        mov (8|M0)               r77.0<2>:f    r7.0<0;1,0>:f                                         // $148
        mov (8|M0)               r73.0<2>:f    r45.0<8;8,1>:f                                        // $144
        mov (8|M8)               r71.1<2>:f    r110.1<0;1,0>:f                                       // $135
        mov (8|M0)               r13.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r108.0<8;8,1>:ud  0x101:uw                            // $156
        mov (8|M8)               r67.1<2>:f    r42.0<8;8,1>:f                                        // $133
        mov (8|M8)               r79.0<2>:f    r7.0<0;1,0>:f                                         // $148
        mov (8|M8)               r75.0<2>:f    r46.0<8;8,1>:f                                        // $145
        mov (8|M0)               r77.1<2>:f    r44.1<0;1,0>:f                                        // $149
        mov (8|M0)               r73.1<2>:f    r47.0<8;8,1>:f                                        // $146
        mov (8|M0)               r85.0<2>:f    r9.0<0;1,0>:f                                         // $169
        mach (8|M8)              r12.0<1>:ud   r108.0<8;8,1>:ud  0x1010101:ud              {AccWrEn} // $157
        mov (8|M8)               r79.1<2>:f    r44.1<0;1,0>:f                                        // $149
        mov (8|M8)               r75.1<2>:f    r48.0<8;8,1>:f                                        // $147
        mov (8|M8)               r87.0<2>:f    r9.0<0;1,0>:f                                         // $169
        mov (8|M0)               r85.1<2>:f    r50.1<0;1,0>:f                                        // $170
        mov (8|M0)               r93.0<2>:f    r5.2<0;1,0>:f                                         // $183
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $157
(W)     mul (8|M0)               acc0.0<1>:d   r107.0<8;8,1>:ud  0x101:uw                            // $159
        mov (8|M8)               r87.1<2>:f    r50.1<0;1,0>:f                                        // $170
        mov (8|M8)               r95.0<2>:f    r5.2<0;1,0>:f                                         // $183
        mov (8|M0)               r93.1<2>:f    r5.3<0;1,0>:f                                         // $184
        sends (8|M0)             null:ud  r69     r65     0x8C            0x040491FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND // $136
        mov (8|M8)               r95.1<2>:f    r5.3<0;1,0>:f                                         // $184
        mov (16|M0)              r51.0<1>:f    r13.0<8;8,1>:f                   {Compacted}          // $157
        mach (8|M0)              r15.0<1>:d    r107.0<8;8,1>:ud  16843009:d                          // $159
(W)     mul (8|M8)               acc0.0<1>:d   r108.0<8;8,1>:ud  0x101:uw                            // $159
        sends (8|M8)             null:ud  r71     r67     0x8C            0x040491FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical AND // $137
        mov (16|M0)              r39.0<1>:f    0x0:f                                                 //  (0x00000000:f); $248
        mov (8|M0)               r81.0<2>:f    r51.0<8;8,1>:f                                        // $165
        mov (8|M8)               r83.0<2>:f    r52.0<8;8,1>:f                                        // $166
        sends (8|M0)             null:ud  r77     r73     0x8C            0x040492FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR // $150
        mach (8|M8)              r16.0<1>:d    r108.0<8;8,1>:ud  16843009:d                          // $160
        addc (8|M0)              r17.0<1>:ud   r107.0<8;8,1>:ud  0x5:ud              {AccWrEn,Compacted} // $173
(W)     mov (8|M0)               r69.0<1>:f    r69.0<8;8,1>:f                   {Compacted}          // $151
        sends (8|M8)             null:ud  r79     r75     0x8C            0x040492FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical OR // $151
        mov (16|M0)              r117.0<1>:d   r106.0<16;16,1>:uw                                    // $255
        add (16|M0)              r35.0<1>:d    r11.0<8;8,1>:d    r15.0<8;8,1>:d   {Compacted}        // $160
        mov (8|M0)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $173
        addc (8|M8)              r18.0<1>:ud   r108.0<8;8,1>:ud  0x5:ud              {AccWrEn,Compacted} // $175
        add (16|M0)              r119.0<1>:d   r117.0<8;8,1>:d   16:w                                // $256
        mov (16|M0)              r53.0<1>:f    r35.0<8;8,1>:f                   {Compacted}          // $162
        mov (8|M0)               r37.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // $174
        mov (8|M8)               r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $175
(W)     addc (1|M0)              r23.0<1>:ud   r5.2<0;1,0>:ud    0x8:ud              {AccWrEn,Compacted} // $189
        mov (16|M0)              r55.0<1>:f    r17.0<8;8,1>:f                   {Compacted}          // $177
        mov (8|M0)               r81.1<2>:f    r53.0<8;8,1>:f                                        // $167
        mov (8|M8)               r83.1<2>:f    r54.0<8;8,1>:f                                        // $168
        or (16|M0)               r19.0<1>:d    r24.0<8;8,1>:d    8:w                                 // $234
(W)     mov (1|M0)               r26.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $189
        addc (8|M0)              r27.0<1>:ud   r5.4<0;1,0>:ud    r24.0<8;8,1>:ud  {AccWrEn,Compacted} // $207
        mov (8|M8)               r38.0<1>:f    r22.0<8;8,1>:f                   {Compacted}          // $176
        mov (8|M0)               r89.0<2>:f    r55.0<8;8,1>:f                                        // $179
        mov (8|M8)               r91.0<2>:f    r56.0<8;8,1>:f                                        // $180
        mov (8|M0)               r101.0<2>:f   r23.0<0;1,0>:f                                        // $199
        mov (8|M0)               r97.0<2>:f    r55.0<8;8,1>:f                                        // $195
(W)     add (1|M0)               r60.1<2>:ud   r26.0<0;1,0>:ud   r5.3<0;1,0>:ud                      // $190
        mov (8|M0)               r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $207
        addc (8|M8)              r28.0<1>:ud   r5.4<0;1,0>:ud    r25.0<8;8,1>:ud  {AccWrEn,Compacted} // $209
        mov (16|M0)              r57.0<1>:f    r37.0<8;8,1>:f                   {Compacted}          // $178
        mov (8|M8)               r103.0<2>:f   r23.0<0;1,0>:f                                        // $199
        mov (8|M8)               r99.0<2>:f    r56.0<8;8,1>:f                                        // $196
        mov (8|M0)               r101.1<2>:f   r60.1<0;1,0>:f                                        // $200
        mov (8|M8)               r103.1<2>:f   r60.1<0;1,0>:f                                        // $200
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $209
        mul (8|M0)               acc0.0<1>:ud  r107.0<8;8,1>:ud  0x3:uw                              // $213
        mov (8|M0)               r89.1<2>:f    r57.0<8;8,1>:f                                        // $181
        mov (8|M8)               r91.1<2>:f    r58.0<8;8,1>:f                                        // $182
        mov (8|M0)               r97.1<2>:f    r57.0<8;8,1>:f                                        // $197
        add (8|M0)               r7.1<2>:ud    r29.0<8;8,1>:ud   r5.5<0;1,0>:ud                      // $208
        mov (8|M8)               r99.1<2>:f    r58.0<8;8,1>:f                                        // $198
        mov (8|M0)               r7.0<2>:f     r27.0<8;8,1>:f                                        // $211
        mach (8|M0)              r31.0<1>:ud   r107.0<8;8,1>:ud  0x3:ud              {AccWrEn,Compacted} // 
        add (8|M8)               r9.1<2>:ud    r30.0<8;8,1>:ud   r5.5<0;1,0>:ud                      // $210
(W)     mov (8|M0)               r71.0<1>:f    r71.0<8;8,1>:f                   {Compacted}          // $171
        sends (8|M0)             null:ud  r85     r81     0x8C            0x040493FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR // $171
        mov (8|M8)               r9.0<2>:f     r28.0<8;8,1>:f                                        // $211
(W)     mov (8|M0)               r77.0<1>:f    r77.0<8;8,1>:f                   {Compacted}          // $172
        sends (8|M8)             null:ud  r87     r83     0x8C            0x040493FF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 logical XOR // $172
        mov (16|M0)              r37.0<1>:f    r107.0<8;8,1>:f                  {Compacted}          // $247
        mov (8|M0)               r33.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r108.0<8;8,1>:ud  0x3:uw                              // $213
(W)     mov (8|M0)               r79.0<1>:f    r79.0<8;8,1>:f                   {Compacted}          // $185
        sends (8|M0)             null:ud  r93     r89     0x8C            0x04049DFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 unsigned-integer min // $185
        add (16|M0)              r119.0<1>:d   r6.3<0;1,0>:d     r119.0<8;8,1>:d  {Compacted}        // $257
(W)     mov (8|M0)               r85.0<1>:f    r85.0<8;8,1>:f                   {Compacted}          // $186
        sends (8|M8)             null:ud  r95     r91     0x8C            0x04049DFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 unsigned-integer min // $186
        mov (8|M0)               r45.0<2>:f    r37.0<8;8,1>:f                                        // $249
(W)     mov (8|M0)               r87.0<1>:f    r87.0<8;8,1>:f                   {Compacted}          // $201
        sends (8|M0)             null:ud  r101    r97     0x8C            0x04049CFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 unsigned-integer max // $201
        mach (8|M8)              r32.0<1>:ud   r108.0<8;8,1>:ud  0x3:ud              {AccWrEn,Compacted} // $214
(W)     mov (8|M0)               r93.0<1>:f    r93.0<8;8,1>:f                   {Compacted}          // $202
        sends (8|M8)             null:ud  r103    r99     0x8C            0x04049CFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int64 unsigned-integer max // $202
        mov (8|M8)               r47.0<2>:f    r38.0<8;8,1>:f                                        // $250
        mov (8|M0)               r45.1<2>:f    r39.0<8;8,1>:f                                        // $251
        mov (8|M8)               r47.1<2>:f    r40.0<8;8,1>:f                                        // $252
        mov (16|M0)              r57.0<1>:f    0x0:f                                                 //  (0x00000000:f); $258
        mov (8|M8)               r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $214
        mov (16|M0)              r63.0<1>:f    r31.0<8;8,1>:f                   {Compacted}          // $219
        addc (8|M0)              r25.0<1>:ud   r5.4<0;1,0>:ud    r19.0<8;8,1>:ud  {AccWrEn,Compacted} // $235
        mov (8|M0)               r51.0<2>:f    r45.0<2;1,0>:f                                        // $253
        mov (8|M8)               r55.0<2>:f    r47.0<2;1,0>:f                                        // $254
        mov (8|M0)               r51.1<2>:f    r45.1<2;1,0>:f                                        // $253
        mov (16|M0)              r61.0<1>:f    r33.0<8;8,1>:f                   {Compacted}          // $214
        mov (8|M8)               r55.1<2>:f    r47.1<2;1,0>:f                                        // $254
        mov (8|M0)               r27.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $235
        addc (8|M8)              r26.0<1>:ud   r5.4<0;1,0>:ud    r20.0<8;8,1>:ud  {AccWrEn,Compacted} // $237
        mov (8|M0)               r11.0<2>:f    r61.0<8;8,1>:f                                        // $222
        mov (8|M8)               r13.0<2>:f    r62.0<8;8,1>:f                                        // $223
        mov (8|M0)               r11.1<2>:f    r63.0<8;8,1>:f                                        // $224
        mov (8|M8)               r13.1<2>:f    r64.0<8;8,1>:f                                        // $225
        mov (8|M8)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $237
        add (8|M0)               r33.1<2>:ud   r27.0<8;8,1>:ud   r5.5<0;1,0>:ud                      // $236
        mov (8|M0)               r33.0<2>:f    r25.0<8;8,1>:f                                        // $239
(W)     mov (8|M0)               r95.0<1>:f    r95.0<8;8,1>:f                   {Compacted}          // $226
        sends (8|M0)             r15:d    r7      r11     0x8C            0x0424B4FF           // wr:2+2, rd:2; hdc.dc1; untyped a64 atomic int64 store // $226
(W)     mov (8|M0)               r101.0<1>:f   r101.0<8;8,1>:f                  {Compacted}          // $227
        sends (8|M8)             r17:d    r9      r13     0x8C            0x0424B4FF           // wr:2+2, rd:2; hdc.dc1; untyped a64 atomic int64 store // $227
        add (8|M8)               r35.1<2>:ud   r32.0<8;8,1>:ud   r5.5<0;1,0>:ud                      // $238
        mov (8|M8)               r35.0<2>:f    r26.0<8;8,1>:f                                        // $239
        mov (8|M0)               r21.0<1>:f    r15.0<2;1,0>:f                                        // $228
        mov (8|M8)               r22.0<1>:f    r17.0<2;1,0>:f                                        // $228
        mov (8|M0)               r23.0<1>:f    r15.1<2;1,0>:f                                        // $229
        mov (8|M8)               r24.0<1>:f    r17.1<2;1,0>:f                                        // $229
        mov (16|M0)              r28.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $241
        mov (16|M0)              r30.0<1>:f    r23.0<8;8,1>:f                   {Compacted}          // $242
        mov (8|M0)               r41.0<2>:f    r28.0<8;8,1>:f                                        // $243
        mov (8|M8)               r43.0<2>:f    r29.0<8;8,1>:f                                        // $244
        mov (8|M0)               r41.1<2>:f    r30.0<8;8,1>:f                                        // $245
        mov (8|M8)               r43.1<2>:f    r31.0<8;8,1>:f                                        // $246
        mov (8|M0)               r49.0<2>:f    r41.0<2;1,0>:f                                        // $253
        mov (8|M0)               r49.1<2>:f    r41.1<2;1,0>:f                                        // $253
        mov (8|M8)               r53.0<2>:f    r43.0<2;1,0>:f                                        // $254
        mov (8|M8)               r53.1<2>:f    r43.1<2;1,0>:f                                        // $254
        sends (8|M0)             null:ud  r33     r49     0x10C            0x04049EFF           // wr:2+4, rd:0; hdc.dc1; untyped a64 atomic int64 integer compare and swap // $253
        sends (8|M8)             null:ud  r35     r53     0x10C            0x04049EFF           // wr:2+4, rd:0; hdc.dc1; untyped a64 atomic int64 integer compare and swap // $254
(W)     mov (8|M0)               r103.0<1>:f   r103.0<8;8,1>:f                  {Compacted}          // $259
        sends (16|M0)            null:w   r119    r57     0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b // $259
(W)     mov (8|M0)               r33.0<1>:f    r33.0<8;8,1>:f                   {Compacted}          // $260
        send (16|M0)             r59:w    r119:f  0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $260
        and (16|M0)   (eq)f1.0   null<2>:b     r59.0<4;1,0>:b    1:w                                 // $262
(W)     mov (8|M0)               r35.0<1>:f    r35.0<8;8,1>:f                   {Compacted}          // $264
(W)     mov (8|M0)               r119.0<1>:f   r119.0<8;8,1>:f                  {Compacted}          // $264
(f1.0)  if (16|M0)                           _0_043            _0_043                                // $264
// B011: Preds:{B010},  Succs:{B012}
_atomic_int64_k0_7_preHeader:
_0_044:
// B012: [inDivergent],  Preds:{B011, B014},  Succs:{B013, B014}
(W)     mov (1|M0)               tm0.4<1>:ud   0x3E0:uw                              {Switch}        // $266
        mov (16|M0)              r9.0<1>:f     0x1:f                                                 //  (0x00000001:f); $267
        mov (16|M0)              r11.0<1>:f    0x10000010:f                                          //  (0x10000010:f); $268
        mov (16|M0)              r7.0<1>:f     0x0:f                                                 //  (0x00000000:f); $269
        sends (16|M0)            r13:w    r11     r7      0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap // $270
        cmp (16|M0)   (eq)f1.0   null<1>:d     r13.0<8;8,1>:d    0:w                                 // $272
(f1.0)  if (16|M0)                           _0_045            _0_045                                // $273
// B013: [inDivergent],  Preds:{B012},  Succs:{B014}
_0_046:
(W)     mov (2|M0)               r7.0<1>:ud    0x400:uv                                              // $276
        mov (16|M0)              r19.0<1>:f    0x0:f                                                 //  (0x00000000:f); $288
        mov (16|M0)              r22.0<1>:f    0x1:f                                                 //  (0x00000001:f); $290
(W)     send (2|M0)              r8       r7:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $280
(W)     send (2|M0)              r21      r7:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $277
        sends (16|M0)            null:w   r119    r22     0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b // $291
        addc (8|M0)              r9.0<1>:ud    r8.0<0;1,0>:ud    r107.0<8;8,1>:ud {AccWrEn,Compacted} // $281
        mov (8|M0)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $281
        addc (8|M8)              r10.0<1>:ud   r8.0<0;1,0>:ud    r108.0<8;8,1>:ud {AccWrEn,Compacted} // $283
        add (8|M0)               r13.0<1>:ud   r11.0<8;8,1>:ud   r8.1<0;1,0>:ud   {Compacted}        // $282
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $283
        mov (16|M0)              r15.0<1>:f    r9.0<8;8,1>:f                    {Compacted}          // $285
        add (8|M8)               r14.0<1>:ud   r12.0<8;8,1>:ud   r8.1<0;1,0>:ud   {Compacted}        // $284
        mov (16|M0)              r17.0<1>:f    r13.0<8;8,1>:f                   {Compacted}          // $286
        sends (16|M0)            null:w   r19     r15     0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $289
(W)     mov (8|M0)               r7.0<1>:f     r7.0<8;8,1>:f                    {Compacted}          // $292
(W)     send (8|M0)              r24      r105:f  0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $292
(W)     mov (8|M0)               null<1>:ud    r24.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $293
        mov (16|M0)              r25.0<1>:f    0x10000010:f                                          //  (0x10000010:f); $293
        mov (16|M0)              r27.0<1>:f    0x0:f                                                 //  (0x00000000:f); $294
        sends (16|M0)            null:w   r25     r27     0x8C            0x040084FE           // wr:2+2, rd:0; hdc.dc1; untyped atomic int32 store // $295
(W)     mov (8|M0)               r119.0<1>:f   r119.0<8;8,1>:f                  {Compacted}          // $296
(W)     send (8|M0)              r29      r105:f  0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $296
(W)     mov (8|M0)               null<1>:ud    r29.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; 
(W)     mov (8|M0)               r19.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // 
(W)     mov (8|M0)               r25.0<1>:f    r25.0<8;8,1>:f                   {Compacted}          // 
// B014: [inDivergent],  Preds:{B013, B012},  Succs:{B015, B012}
_0_045:
        endif (16|M0)                        L4728                                                   // $273
L4728:
        send (16|M0)             r7:w     r119:f  0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $298
        and (16|M0)   (eq)f0.1   null<2>:b     r7.0<4;1,0>:b     1:w                                 // $300
(f0.1)  while (16|M0)                        _atomic_int64_k0_7_preHeader                            // $302
// B015: Preds:{B010, B014},  Succs:{B016, B020}
_0_043:
        endif (16|M0)                        L4792                                                   // $264
L4792:
        add (16|M0)              r121.0<1>:d   r6.3<0;1,0>:d     r117.0<8;8,1>:d  {Compacted}        // $304
        mov (16|M0)              r7.0<1>:f     0x0:f                                                 //  (0x00000000:f); $305
        sends (16|M0)            null:w   r121    r7      0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b // $306
        send (16|M0)             r9:w     r121:f  0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $307
        and (16|M0)   (eq)f0.1   null<2>:b     r9.0<4;1,0>:b     1:w                                 // $309
(W)     mov (8|M0)               r121.0<1>:f   r121.0<8;8,1>:f                  {Compacted}          // $311
(f0.1)  if (16|M0)                           _0_047            _0_047                                // $311
// B016: Preds:{B015},  Succs:{B017}
_atomic_int64_k0_6_preHeader:
_0_048:
// B017: [inDivergent],  Preds:{B016, B019},  Succs:{B018, B019}
(W)     mov (1|M0)               tm0.4<1>:ud   0x3E0:uw                              {Switch}        // $313
        mov (16|M0)              r9.0<1>:f     0x1:f                                                 //  (0x00000001:f); $314
        mov (16|M0)              r11.0<1>:f    0x10000010:f                                          //  (0x10000010:f); $315
        mov (16|M0)              r7.0<1>:f     0x0:f                                                 //  (0x00000000:f); $316
        sends (16|M0)            r13:w    r11     r7      0x10C            0x0420AEFE           // wr:2+4, rd:2; hdc.dc1; untyped atomic int32 integer compare and swap // $317
        cmp (16|M0)   (eq)f1.1   null<1>:d     r13.0<8;8,1>:d    0:w                                 // $319
(f1.1)  if (16|M0)                           _0_049            _0_049                                // $320
// B018: [inDivergent],  Preds:{B017},  Succs:{B019}
_0_050:
(W)     mov (1|M0)               r5.12<1>:hf   0x8:hf                                                // $323
        mov (16|M0)              r13.0<1>:f    0x8:f                                                 //  (0x00000008:f); $335
        mov (16|M0)              r15.0<1>:f    0x1:f                                                 //  (0x00000001:f); $337
(W)     add (2|M0)               r7.0<1>:ud    r5.12<0;1,0>:uw   0x400:uv                            // $323
        sends (16|M0)            null:w   r121    r15     0x8A            0x040301FF           // wr:2+2, rd:0; hdc.dc0; byte scattering write 8b // $338
(W)     send (2|M0)              r8       r7:f    0xA            0x021108FE           // wr:1+0, rd:1; hdc.dc0; byte gathering read 32b // $324
        cmp (16|M0)   (gt)f0.1   null<1>:d     r8.0<0;1,0>:ud    r107.0<8;8,1>:ud                    // $325
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r8.1<0;1,0>:d     0:w                                 // $326
(~f0.1) cmp (16|M0)   (gt)f0.1   null<1>:d     r8.1<0;1,0>:d     0:w                                 // $328
(f0.1)  sel (16|M0)              r9.0<1>:d     r8.0<0;1,0>:d     r107.0<8;8,1>:d  {Compacted}        // $330
(f0.1)  sel (16|M0)              r11.0<1>:d    r8.1<0;1,0>:d     0:w                                 // $331
        sends (16|M0)            null:w   r13     r9      0x10C            0x04025CFE           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $336
(W)     send (8|M0)              r17      r105:f  0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $339
(W)     mov (8|M0)               null<1>:ud    r17.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $340
        mov (16|M0)              r18.0<1>:f    0x10000010:f                                          //  (0x10000010:f); $340
        mov (16|M0)              r20.0<1>:f    0x0:f                                                 //  (0x00000000:f); $341
        sends (16|M0)            null:w   r18     r20     0x8C            0x040084FE           // wr:2+2, rd:0; hdc.dc1; untyped atomic int32 store // $342
(W)     mov (8|M0)               r121.0<1>:f   r121.0<8;8,1>:f                  {Compacted}          // $343
(W)     send (8|M0)              r22      r105:f  0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $343
(W)     mov (8|M0)               null<1>:ud    r22.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; 
(W)     mov (8|M0)               r13.0<1>:f    r13.0<8;8,1>:f                   {Compacted}          // 
(W)     mov (8|M0)               r18.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // 
// B019: [inDivergent],  Preds:{B018, B017},  Succs:{B020, B017}
_0_049:
        endif (16|M0)                        L5320                                                   // $320
L5320:
        send (16|M0)             r7:w     r121:f  0xA            0x042101FF           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $345
        and (16|M0)   (eq)f1.0   null<2>:b     r7.0<4;1,0>:b     1:w                                 // $347
(f1.0)  while (16|M0)                        _atomic_int64_k0_6_preHeader                            // $349
// B020: Preds:{B015, B019},  Succs:{B021, B022}
_0_047:
        endif (16|M0)                        L5384                                                   // $311
L5384:
(W)     send (8|M0)              r7       r105:f  0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $351
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {Compacted}          //  memory fence commit; $352
(W)     and (8|M0)               r8.0<1>:ud    r105.2<0;1,0>:ud  0x7F000000:ud                       // $352
(W)     send (1|M0)              null     r8:f    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $352
(W)     wait                                 n0.0<0;1,0>:ud                                          // $352
(W)     mov (8|M0)               r8.0<1>:f     r8.0<8;8,1>:f                    {Compacted}          // $353
(f0.0)  if (16|M0)                           _atomic_int64_k0_0_cf  _atomic_int64_k0_0_cf            // $353
// B021: [inDivergent],  Preds:{B020},  Succs:{B022}
_0_052:
(W)     mov (1|M0)               r7.2<1>:f     0x0:f                                                 //  (0x00000000:f); $356
(W)     shl (1|M0)               r9.0<1>:d     r105.1<0;1,0>:d   4:w                                 // $358
(W)     mov (4|M0)               r11.0<1>:w    0xC840:uv                                             // $360
(W)     send (4|M0)              r8:d     r7:f    0xA            0x021800FE           // wr:1h+0, rd:1; hdc.dc0; oword block read x1 // $357
(W)     add (1|M0)               r10.0<1>:d    r9.0<0;1,0>:d     72:w                                // $359
(W)     add (4|M0)               r12.0<1>:ud   r10.0<0;1,0>:ud   r11.0<4;4,1>:w                      // $360
(W)     sends (4|M0)             null:ud  r12     r8      0x4A            0x02030800           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $362
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // 
// B022: Preds:{B021, B020},  Succs:{B023}
_atomic_int64_k0_0_cf:
        endif (16|M0)                        _0_051                                                  // $353
// B023: Preds:{B022},  Succs:{}
_0_051:
(W)     mov (8|M0)               r127.0<1>:f   r105.0<8;8,1>:f                  {Compacted}          // $364
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $364
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 1
//.accSubUse: 1
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
