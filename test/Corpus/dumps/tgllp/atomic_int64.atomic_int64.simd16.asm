//.kernel atomic_int64
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 434
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
//.declare V0204 (220)  rf=r size=32 type=ud align=16 words (r21.0)
//.declare V0205 (221)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0207 (223)  rf=r size=128 type=q align=16 words (r89.0)
//.declare V0208 (224)  rf=r size=128 type=d alias=V0207+0 align=16 words (r89.0)
//.declare V0210 (226)  rf=r size=128 type=uq align=16 words (r93.0)
//.declare V0211 (227)  rf=r size=128 type=ud alias=V0210+0 align=16 words (r93.0)
//.declare V0212 (228)  rf=r size=8 type=ud alias=V0035+0 align=4 words (r5.2)
//.declare V0215 (231)  rf=r size=8 type=d alias=V0035+0 align=4 words (r5.2)
//.declare V0216 (232)  rf=r size=4 type=d align=16 words (r25.0)
//.declare V0218 (234)  rf=r size=4 type=ud alias=V0216+0 align=2 words (r25.0)
//.declare V0222 (238)  rf=r size=4 type=ud align=16 words (r26.0)
//.declare V0223 (239)  rf=r size=8 type=uq align=16 words (r60.0)
//.declare V0224 (240)  rf=r size=8 type=ud alias=V0223+0 align=16 words (r60.0)
//.declare V0225 (241)  rf=r size=8 type=d alias=V0223+0 align=16 words (r60.0)
//.declare V0227 (243)  rf=r size=128 type=q align=16 words (r97.0)
//.declare V0228 (244)  rf=r size=128 type=d alias=V0227+0 align=16 words (r97.0)
//.declare V0230 (246)  rf=r size=128 type=uq align=16 words (r101.0)
//.declare V0231 (247)  rf=r size=128 type=ud alias=V0230+0 align=16 words (r101.0)
//.declare V0232 (248)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0235 (251)  rf=r size=8 type=d alias=V0036+0 align=4 words (r5.4)
//.declare V0236 (252)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0237 (253)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0239 (255)  rf=r size=64 type=ud alias=V0237+0 align=16 words (r27.0)
//.declare V0243 (259)  rf=r size=64 type=ud alias=V0236+0 align=16 words (r22.0)
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
//.declare  (490)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (491)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare  (492)  rf=r size=8 type=ud align=2 words (r6.6) Input_Output
//.declare  (493)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (494)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (495)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (496)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (497)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (498)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (499)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (500)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (501)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (502)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (503)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (504)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (505)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (506)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (507)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (508)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (509)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (510)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (511)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (512)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (513)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (514)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (515)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (516)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (517)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (518)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (519)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (520)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (521)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (522)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (523)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (524)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (525)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (526)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (527)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (528)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (529)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (530)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (531)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (532)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (533)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (534)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (535)  rf=r size=8 type=w align=1 words (r0.0)

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
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
        or (16|M0)               acc0.0<1>:w   r1.0<16;16,1>:w   r2.0<16;16,1>:w  {@1}               // $5
        or (16|M0)    (eq)f0.0   null<1>:w     acc0.0<16;16,1>:w  r3.0<16;16,1>:w                    // $6
(W)     mov (8|M0)               r106.0<1>:w   0x76543210:v                                          // $2
(W)     and (1|M0)               r6.3<1>:d     r105.5<0;1,0>:d   -1024:w               {@5}          // $4
(W)     add (8|M0)               r106.8<1>:w   r106.0<8;8,1>:w   8:w               {@2}              // $3
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $8
(f0.0)  if (16|M0)                           _0_034            _0_034                                // $8
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_035:
(W)     mov (1|M0)               r7.0<1>:f     0x10000010:f                                          //  (0x10000010:f); $10
(W)     mov (1|M0)               r8.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $11
(W)     send.dc0 (1|M0)          null     r7      r8      0x40            0x020308FE           {@1,$0} // wr:1+1, rd:0; byte scattering write 32b // $12
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_0_034:
        endif (16|M0)                        L200                                                    // $8
L200:
        sync.nop                             null                             {Compacted,$0.src}     // $14
(W)     send.dc0 (8|M0)          r7       r105    null    0x0            0x0219E0FE           {$1} // wr:1h+0, rd:1; synchronized SLM fence // $14
(W)     and (8|M0)               r8.0<1>:ud    r105.2<0;1,0>:ud  0x7F000000:ud                       // $15
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$1.dst}             //  memory fence commit; $15
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$2} // wr:1+0, rd:0; signal barrier // $15
(W)     sync.bar                             null                                                    // $15
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r105.2<0;1,0>:uw {Compacted}        // $16
(W)     mach (1|M0)              r9.0<1>:d     r6.0<0;1,0>:d     r105.1<0;1,0>:d  {Compacted}        // $18
        cmp (16|M0)   (eq)f0.0   null<1>:w     r1.0<16;16,1>:w   0:w                                 // $20
        add (16|M0)              r10.0<1>:d    r9.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $18
        add (16|M0)              r107.0<1>:d   r10.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted,@1}     // $19
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $21
(f0.0)  if (16|M0)                           _0_036            _0_036                                // $21
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_037:
(W)     mov (4|M0)               r7.0<1>:f     0x0:f                                                 //  (0x00000000:f); $24
(W)     mov (4|M0)               r8.0<1>:ud    0xC080400:uv                              {$2.src}    // $25
(W)     send.dc0 (4|M0)          null     r8      r7      0x40            0x020308FE           {@1,$3} // wr:1+1, rd:0; byte scattering write 32b // $26
// B004: Preds:{B003, B002},  Succs:{B005, B006}
_0_036:
        endif (16|M0)                        L440                                                    // $21
L440:
        sync.nop                             null                             {Compacted,$3.src}     // $28
(W)     send.dc0 (8|M0)          r7       r105    null    0x0            0x0219E0FE           {@7,$4} // wr:1h+0, rd:1; synchronized SLM fence // $28
(W)     and (8|M0)               r8.0<1>:ud    r105.2<0;1,0>:ud  0x7F000000:ud              {$2.src} // $29
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$4.dst}             //  memory fence commit; $29
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$5} // wr:1+0, rd:0; signal barrier // $29
(W)     sync.bar                             null                                                    // $29
(W)     mov (1|M0)               r6.4<1>:f     r5.0<0;1,0>:f                    {Compacted}          // $36
(W)     mov (1|M0)               r16.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $72
(W)     addc (1|M0)              r9.0<1>:ud    r6.4<0;1,0>:ud    0x8:ud              {AccWrEn,@2}    // $38
        mov (16|M0)              r21.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $43
(W)     mov (1|M0)               r10.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $38
(W)     addc (1|M0)              r11.0<1>:ud   r6.4<0;1,0>:ud    0x10:ud              {AccWrEn}      // $52
        mov (8|M8)               r25.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $76
(W)     mov (1|M0)               r12.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $52
(W)     addc (1|M0)              r13.0<1>:ud   r6.4<0;1,0>:ud    0x18:ud              {AccWrEn}      // $60
        shl (16|M0)              r27.0<1>:d    r107.0<8;8,1>:d   1:w               {Compacted}       // $30
(W)     mov (1|M0)               r14.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $60
(W)     addc (1|M0)              r15.0<1>:ud   r6.4<0;1,0>:ud    0x20:ud              {AccWrEn}      // $68
(W)     mov (1|M0)               r6.5<1>:f     r5.1<0;1,0>:f                                         // $37
(W)     mov (1|M0)               r17.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $68
        subb (8|M0)              r18.0<1>:ud   r16.0<0;1,0>:ud   r107.0<8;8,1>:ud {AccWrEn,Compacted} // $72
        mov (16|M0)              r35.0<1>:f    r107.0<8;8,1>:f                  {Compacted}          // $42
        mov (8|M0)               r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $72
        subb (8|M8)              r19.0<1>:ud   r16.0<0;1,0>:ud   r108.0<8;8,1>:ud {AccWrEn}          // $75
        add (8|M0)               r24.0<1>:ud   -r20.0<8;8,1>:ud  r21.0<8;8,1>:ud  {Compacted,@2}     // $74
        mov (8|M8)               r23.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $75
(W)     addc (1|M0)              r26.0<1>:ud   r6.4<0;1,0>:ud    0x28:ud              {AccWrEn}      // $88
        add (8|M8)               r25.0<1>:ud   -r23.0<8;8,1>:ud  r25.0<8;8,1>:ud  {Compacted,@2}     // $77
(W)     mov (1|M0)               r29.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $88
        mov (8|M0)               r30.0<2>:f    r27.0<8;8,1>:f                   {Compacted}          // $31
        mov (8|M8)               r32.0<2>:f    r28.0<8;8,1>:f                   {Compacted}          // $31
(W)     add (1|M0)               r34.1<2>:ud   r10.0<0;1,0>:ud   r6.5<0;1,0>:ud                      // $39
(W)     add (1|M0)               r38.1<2>:ud   r12.0<0;1,0>:ud   r6.5<0;1,0>:ud                      // $53
(W)     add (1|M0)               r40.1<2>:ud   r14.0<0;1,0>:ud   r6.5<0;1,0>:ud                      // $61
(W)     add (1|M0)               r42.1<2>:ud   r17.0<0;1,0>:ud   r6.5<0;1,0>:ud                      // $69
        mov (16|M0)              r43.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // $78
        mov (16|M0)              r45.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@7}       // $79
(W)     add (1|M0)               r48.1<2>:ud   r29.0<0;1,0>:ud   r6.5<0;1,0>:ud   {@7}               // $89
        mov (8|M0)               r54.0<2>:f    r5.0<0;1,0>:f                    {Compacted}          // $32
        mov (8|M8)               r56.0<2>:f    r5.0<0;1,0>:f                    {Compacted}          // $32
        mov (8|M0)               r62.0<2>:f    r9.0<0;1,0>:f                    {Compacted}          // $48
        mov (8|M8)               r64.0<2>:f    r9.0<0;1,0>:f                    {Compacted}          // $48
        mov (8|M0)               r66.0<2>:f    r11.0<0;1,0>:f                   {Compacted}          // $56
        mov (8|M8)               r68.0<2>:f    r11.0<0;1,0>:f                   {Compacted}          // $56
        mov (8|M0)               r70.0<2>:f    r13.0<0;1,0>:f                   {Compacted}          // $64
        mov (8|M8)               r72.0<2>:f    r13.0<0;1,0>:f                   {Compacted}          // $64
        mov (8|M0)               r78.0<2>:f    r15.0<0;1,0>:f                   {Compacted}          // $84
        mov (8|M8)               r80.0<2>:f    r15.0<0;1,0>:f                   {Compacted}          // $84
        mov (8|M0)               r58.0<2>:f    r35.0<8;8,1>:f                   {Compacted}          // $44
        mov (8|M8)               r60.0<2>:f    r36.0<8;8,1>:f                   {Compacted}          // $45
        mov (8|M0)               r82.0<2>:f    r35.0<8;8,1>:f                   {Compacted}          // $94
        mov (8|M8)               r84.0<2>:f    r36.0<8;8,1>:f                   {Compacted}          // $95
        mov (8|M0)               r86.0<2>:f    r26.0<0;1,0>:f                   {Compacted}          // $98
        mov (8|M8)               r88.0<2>:f    r26.0<0;1,0>:f                   {Compacted}          // $98
        shl (8|M0)               r50.0<1>:q    r30.0<8;4,2>:d    32:w                                // $31
        shl (8|M8)               r52.0<1>:q    r32.0<8;4,2>:d    32:w                                // $31
        mov (8|M0)               r74.0<2>:f    r43.0<8;8,1>:f                   {Compacted}          // $80
        mov (8|M8)               r76.0<2>:f    r44.0<8;8,1>:f                   {Compacted}          // $81
        mov (8|M0)               r54.1<2>:f    r5.1<0;1,0>:f                    {Compacted}          // $33
        mov (8|M8)               r56.1<2>:f    r5.1<0;1,0>:f                    {Compacted}          // $33
        mov (8|M0)               r62.1<2>:f    r34.1<0;1,0>:f                   {Compacted}          // $49
        mov (8|M8)               r64.1<2>:f    r34.1<0;1,0>:f                   {Compacted}          // $49
        mov (8|M0)               r66.1<2>:f    r38.1<0;1,0>:f                   {Compacted}          // $57
        mov (8|M8)               r68.1<2>:f    r38.1<0;1,0>:f                   {Compacted}          // $57
        mov (8|M0)               r70.1<2>:f    r40.1<0;1,0>:f                   {Compacted}          // $65
        mov (8|M8)               r72.1<2>:f    r40.1<0;1,0>:f                   {Compacted}          // $65
        mov (8|M0)               r78.1<2>:f    r42.1<0;1,0>:f                   {Compacted}          // $85
        mov (8|M8)               r80.1<2>:f    r42.1<0;1,0>:f                   {Compacted}          // $85
        mov (8|M0)               r58.1<2>:f    r21.0<8;8,1>:f                   {Compacted}          // $46
        mov (8|M8)               r60.1<2>:f    r22.0<8;8,1>:f                   {Compacted}          // $47
        mov (8|M0)               r82.1<2>:f    r21.0<8;8,1>:f                   {Compacted}          // $96
        mov (8|M8)               r84.1<2>:f    r22.0<8;8,1>:f                   {Compacted}          // $97
        mov (8|M0)               r86.1<2>:f    r48.1<0;1,0>:f                   {Compacted}          // $99
        mov (8|M8)               r88.1<2>:f    r48.1<0;1,0>:f                   {Compacted}          // $99
        mov (8|M0)               r74.1<2>:f    r45.0<8;8,1>:f                   {Compacted}          // $82
        mov (8|M8)               r76.1<2>:f    r46.0<8;8,1>:f                   {Compacted}          // $83
        send.dc1 (8|M0)          null     r54     r50     0x80            0x040497FF           {$6} // wr:2+2, rd:0; untyped a64 atomic int64 integer add // $34
        send.dc1 (8|M8)          null     r56     r52     0x80            0x040497FF           {$7} // wr:2+2, rd:0; untyped a64 atomic int64 integer add // $35
        send.dc1 (8|M0)          null     r62     r58     0x80            0x040498FF           {@7,$8} // wr:2+2, rd:0; untyped a64 atomic int64 integer subtract // $50
        send.dc1 (8|M8)          null     r64     r60     0x80            0x040498FF           {@7,$9} // wr:2+2, rd:0; untyped a64 atomic int64 integer subtract // $51
        send.dc1 (8|M0)          null     r66     null    0x0            0x040495FF           {$10} // wr:2+0, rd:0; untyped a64 atomic int64 integer increment // $58
        send.dc1 (8|M8)          null     r68     null    0x0            0x040495FF           {$11} // wr:2+0, rd:0; untyped a64 atomic int64 integer increment // $59
        send.dc1 (8|M0)          null     r70     null    0x0            0x040496FF           {$12} // wr:2+0, rd:0; untyped a64 atomic int64 integer decrement // $66
        send.dc1 (8|M8)          null     r72     null    0x0            0x040496FF           {@7,$13} // wr:2+0, rd:0; untyped a64 atomic int64 integer decrement // $67
        send.dc1 (8|M0)          null     r78     r74     0x80            0x04049BFF           {@2,$14} // wr:2+2, rd:0; untyped a64 atomic int64 signed-integer min // $86
        send.dc1 (8|M8)          null     r80     r76     0x80            0x04049BFF           {@1,$15} // wr:2+2, rd:0; untyped a64 atomic int64 signed-integer min // $87
        send.dc1 (8|M0)          null     r86     r82     0x80            0x04049AFF           {@4,$0} // wr:2+2, rd:0; untyped a64 atomic int64 signed-integer max // $100
        send.dc1 (8|M8)          null     r88     r84     0x80            0x04049AFF           {@3,$1} // wr:2+2, rd:0; untyped a64 atomic int64 signed-integer max // $101
        and (16|M0)   (ne)f1.1   r111.0<1>:d   r107.0<8;8,1>:d   63:w                                // $106
(W)     addc (1|M0)              r49.0<1>:ud   r6.4<0;1,0>:ud    0x30:ud              {AccWrEn}      // $102
(W)     mov (1|M0)               r90.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $102
(W)     mov (1|M0)               r110.0<2>:f   r49.0<0;1,0>:f                   {Compacted,@2}       // $104
(W)     add (1|M0)               r110.1<2>:ud  r90.0<0;1,0>:ud   r6.5<0;1,0>:ud   {@2}               // $103
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $108
(~f1.1) if (16|M0)                           _0_038            _0_040                                // $108
// B005: [inDivergent],  Preds:{B004},  Succs:{B010}
_0_039:
        mov (16|M0)              r113.0<1>:f   0x1:f                                                 //  (0x00000001:f); $110
        mov (16|M0)              r115.0<1>:f   0x0:f                               {Compacted}       //  (0x00000000:f); $111
        else (16|M0)                         _0_040            _0_040                                // $108
// B006: [inDivergent],  Preds:{B004},  Succs:{B007, B008}
_0_038:
        cmp (16|M0)   (lt)f1.1   null<1>:d     r111.0<8;8,1>:ud  0x20:uw              {@7}           // $114
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6} // $115
(~f1.1) if (16|M0)                           _0_041            _atomic_int64_k0_1_cf                 // $115
// B007: [NoMaskWA],  [inDivergent],  Preds:{B006},  Succs:{B009}
_0_042:
(W)     mov (1|M0)               r6.12<1>:uw   f0.0<0;1,0>:uw                   {Compacted}          // $118
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $118
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $118
        add (16|M0)              r7.0<1>:d     r111.0<8;8,1>:d   -32:w               {Compacted,$5.src} // $117
(W&f0.0.any16h) mov (1|M0)       r9.0<1>:hf    0x1:hf                                                // $118
        mov (16|M0)              r113.0<1>:f   0x0:f                               {Compacted}       //  (0x00000000:f); $119
(W)     mov (1|M0)               f0.0<1>:uw    r6.12<0;1,0>:uw                  {@6}                 // $118
        shl (16|M0)              r115.0<1>:d   r9.0<0;1,0>:w     r7.0<8;8,1>:d    {@3}               // $118
        else (16|M0)                         _atomic_int64_k0_1_cf  _atomic_int64_k0_1_cf            // $115
// B008: [NoMaskWA],  [inDivergent],  Preds:{B006},  Succs:{B009}
_0_041:
(W)     mov (1|M0)               r6.12<1>:uw   f0.0<0;1,0>:uw                   {Compacted}          // $122
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $122
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $122
        add (16|M0)              r7.0<1>:d     -r111.0<8;8,1>:d  32:w               {Compacted,$5.src} // $123
(W&f0.0.any16h) mov (1|M0)       r5.12<1>:hf   0x1:hf                                                // $122
(W&f0.0.any16h) mov (1|M0)       r9.0<1>:hf    0x1:hf                                                // $124
        shl (16|M0)              r113.0<1>:d   r5.12<0;1,0>:w    r111.0<8;8,1>:d  {@2}               // $122
        shr (16|M0)              r115.0<1>:d   r9.0<0;1,0>:uw    r7.0<8;8,1>:d    {@2}               // $124
(W)     mov (1|M0)               f0.0<1>:uw    r6.12<0;1,0>:uw                  {@7}                 // $124
// B009: [NoMaskWA],  [inDivergent],  Preds:{B008, B007},  Succs:{B010}
_atomic_int64_k0_1_cf:
        endif (16|M0)                        _0_040                                                  // $115
// B010: Preds:{B005, B009},  Succs:{B011, B015}
_0_040:
        endif (16|M0)                        L1856                                                   // $108
L1856:
(W)     addc (1|M0)              r7.0<1>:ud    r6.4<0;1,0>:ud    0x38:ud              {AccWrEn}      // $138
        shl (16|M0)              r19.0<1>:d    r107.0<8;8,1>:d   1:w               {Compacted}       // $203
(W)     mov (1|M0)               r8.0<1>:ud    acc0.0<0;1,0>:ud                 {Compacted,$5.src}   // $138
(W)     addc (1|M0)              r9.0<1>:ud    r6.4<0;1,0>:ud    0x40:ud              {AccWrEn}      // $152
        shl (16|M0)              r22.0<1>:d    r19.0<8;8,1>:d    3:w               {Compacted,@3}    // $206
(W)     mov (1|M0)               r10.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $152
        mul (8|M0)               acc0.0<1>:ud  r107.0<8;8,1>:ud  0x101:uw                            // $156
        mach (8|M0)              r11.0<1>:ud   r107.0<8;8,1>:ud  0x1010101:ud              {AccWrEn} // 
        not (16|M0)              r39.0<1>:d    r113.0<8;8,1>:d                                       // $126
        mov (8|M0)               r13.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r108.0<8;8,1>:ud  0x101:uw                            // $156
        mach (8|M8)              r12.0<1>:ud   r108.0<8;8,1>:ud  0x1010101:ud              {AccWrEn} // $157
        not (16|M0)              r41.0<1>:d    r115.0<8;8,1>:d                                       // $127
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $157
(W)     mul (8|M0)               acc0.0<1>:d   r107.0<8;8,1>:ud  0x101:uw                            // $159
        mach (8|M0)              r15.0<1>:d    r107.0<8;8,1>:ud  16843009:d                          // $159
(W)     mul (8|M8)               acc0.0<1>:d   r108.0<8;8,1>:ud  0x101:uw                            // $159
        mach (8|M8)              r16.0<1>:d    r108.0<8;8,1>:ud  16843009:d                          // $160
        addc (8|M0)              r17.0<1>:ud   r107.0<8;8,1>:ud  0x5:ud              {AccWrEn,Compacted} // $173
        add (16|M0)              r35.0<1>:d    r11.0<8;8,1>:d    r15.0<8;8,1>:d   {Compacted,@2}     // $160
        mov (8|M0)               r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $173
        addc (8|M8)              r18.0<1>:ud   r108.0<8;8,1>:ud  0x5:ud              {AccWrEn}       // $175
        mov (8|M0)               r37.0<1>:f    r21.0<8;8,1>:f                   {Compacted,@2}       // $174
        mov (8|M8)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $175
(W)     addc (1|M0)              r25.0<1>:ud   r5.2<0;1,0>:ud    0x8:ud              {AccWrEn}       // $189
        mov (8|M8)               r38.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}       // $176
(W)     mov (1|M0)               r26.0<1>:ud   acc0.0<0;1,0>:ud                 {Compacted}          // $189
        addc (8|M0)              r27.0<1>:ud   r5.4<0;1,0>:ud    r22.0<8;8,1>:ud  {AccWrEn,Compacted} // $207
        mov (16|M0)              r45.0<1>:f    r113.0<8;8,1>:f                  {Compacted}          // $142
        mov (8|M0)               r29.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $207
        addc (8|M8)              r28.0<1>:ud   r5.4<0;1,0>:ud    r23.0<8;8,1>:ud  {AccWrEn}          // $209
        mov (16|M0)              r47.0<1>:f    r115.0<8;8,1>:f                  {Compacted}          // $143
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $209
        mul (8|M0)               acc0.0<1>:ud  r107.0<8;8,1>:ud  0x3:uw                              // $213
        mach (8|M0)              r31.0<1>:ud   r107.0<8;8,1>:ud  0x3:ud              {AccWrEn,Compacted} // 
(W)     add (1|M0)               r44.1<2>:ud   r8.0<0;1,0>:ud    r6.5<0;1,0>:ud                      // $139
        mov (8|M0)               r33.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r108.0<8;8,1>:ud  0x3:uw                              // $213
        mach (8|M8)              r32.0<1>:ud   r108.0<8;8,1>:ud  0x3:ud              {AccWrEn}       // $214
(W)     add (1|M0)               r50.1<2>:ud   r10.0<0;1,0>:ud   r6.5<0;1,0>:ud   {$6.src}           // $153
        mov (8|M8)               r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $214
        mov (16|M0)              r51.0<1>:f    r13.0<8;8,1>:f                   {Compacted,$7.src}   // $157
        mov (16|M0)              r53.0<1>:f    r35.0<8;8,1>:f                   {Compacted}          // $162
        mov (16|M0)              r55.0<1>:f    r17.0<8;8,1>:f                   {Compacted}          // $177
        mov (16|M0)              r57.0<1>:f    r37.0<8;8,1>:f                   {Compacted,$8.src}   // $178
(W)     add (1|M0)               r60.1<2>:ud   r26.0<0;1,0>:ud   r5.3<0;1,0>:ud   {$9.src}           // $190
        mov (16|M0)              r63.0<1>:f    r31.0<8;8,1>:f                   {Compacted,@7}       // $219
        mov (16|M0)              r61.0<1>:f    r33.0<8;8,1>:f                   {Compacted,@7}       // $214
        sync.nop                             null                             {Compacted,$12.src}    // $134
        mov (8|M0)               r69.0<2>:f    r110.0<0;1,0>:f                  {Compacted,$11.src}  // $134
        mov (8|M8)               r71.0<2>:f    r110.0<0;1,0>:f                  {Compacted,$13.src}  // $134
        mov (8|M0)               r93.0<2>:f    r5.2<0;1,0>:f                    {Compacted}          // $183
        mov (8|M8)               r95.0<2>:f    r5.2<0;1,0>:f                    {Compacted}          // $183
        sync.nop                             null                             {Compacted,$15.src}    // $148
        mov (8|M0)               r77.0<2>:f    r7.0<0;1,0>:f                    {Compacted,$14.src}  // $148
        mov (8|M8)               r79.0<2>:f    r7.0<0;1,0>:f                    {Compacted}          // $148
        sync.nop                             null                             {Compacted,$1.src}     // $169
        mov (8|M0)               r85.0<2>:f    r9.0<0;1,0>:f                    {Compacted,$0.src}   // $169
        mov (8|M8)               r87.0<2>:f    r9.0<0;1,0>:f                    {Compacted}          // $169
        mov (8|M0)               r65.0<2>:f    r39.0<8;8,1>:f                   {Compacted,$10.src}  // $130
        mov (8|M8)               r67.0<2>:f    r40.0<8;8,1>:f                   {Compacted}          // $131
        mov (8|M0)               r101.0<2>:f   r25.0<0;1,0>:f                   {Compacted}          // $199
        mov (8|M8)               r103.0<2>:f   r25.0<0;1,0>:f                   {Compacted}          // $199
        mov (8|M0)               r73.0<2>:f    r45.0<8;8,1>:f                   {Compacted}          // $144
        mov (8|M8)               r75.0<2>:f    r46.0<8;8,1>:f                   {Compacted}          // $145
        add (8|M0)               r7.1<2>:ud    r29.0<8;8,1>:ud   r5.5<0;1,0>:ud                      // $208
        add (8|M8)               r9.1<2>:ud    r30.0<8;8,1>:ud   r5.5<0;1,0>:ud                      // $210
        mov (8|M0)               r81.0<2>:f    r51.0<8;8,1>:f                   {Compacted}          // $165
        mov (8|M8)               r83.0<2>:f    r52.0<8;8,1>:f                   {Compacted}          // $166
        mov (8|M0)               r89.0<2>:f    r55.0<8;8,1>:f                   {Compacted}          // $179
        mov (8|M8)               r91.0<2>:f    r56.0<8;8,1>:f                   {Compacted}          // $180
        mov (8|M0)               r97.0<2>:f    r55.0<8;8,1>:f                   {Compacted}          // $195
        mov (8|M8)               r99.0<2>:f    r56.0<8;8,1>:f                   {Compacted}          // $196
        mov (8|M0)               r11.0<2>:f    r61.0<8;8,1>:f                   {Compacted}          // $222
        mov (8|M8)               r13.0<2>:f    r62.0<8;8,1>:f                   {Compacted}          // $223
        mov (8|M0)               r69.1<2>:f    r110.1<0;1,0>:f                  {Compacted}          // $135
        mov (8|M8)               r71.1<2>:f    r110.1<0;1,0>:f                  {Compacted}          // $135
        mov (8|M0)               r93.1<2>:f    r5.3<0;1,0>:f                                         // $184
        mov (8|M8)               r95.1<2>:f    r5.3<0;1,0>:f                                         // $184
        mov (8|M0)               r77.1<2>:f    r44.1<0;1,0>:f                   {Compacted}          // $149
        mov (8|M8)               r79.1<2>:f    r44.1<0;1,0>:f                   {Compacted}          // $149
        mov (8|M0)               r85.1<2>:f    r50.1<0;1,0>:f                   {Compacted}          // $170
        mov (8|M8)               r87.1<2>:f    r50.1<0;1,0>:f                   {Compacted}          // $170
        mov (8|M0)               r65.1<2>:f    r41.0<8;8,1>:f                   {Compacted}          // $132
        mov (8|M8)               r67.1<2>:f    r42.0<8;8,1>:f                   {Compacted}          // $133
        mov (8|M0)               r101.1<2>:f   r60.1<0;1,0>:f                   {Compacted}          // $200
        mov (8|M8)               r103.1<2>:f   r60.1<0;1,0>:f                   {Compacted}          // $200
        mov (8|M0)               r73.1<2>:f    r47.0<8;8,1>:f                   {Compacted}          // $146
        mov (8|M8)               r75.1<2>:f    r48.0<8;8,1>:f                   {Compacted}          // $147
        mov (8|M0)               r7.0<2>:f     r27.0<8;8,1>:f                   {Compacted}          // $211
        mov (8|M8)               r9.0<2>:f     r28.0<8;8,1>:f                   {Compacted}          // $211
        mov (8|M0)               r81.1<2>:f    r53.0<8;8,1>:f                   {Compacted}          // $167
        mov (8|M8)               r83.1<2>:f    r54.0<8;8,1>:f                   {Compacted}          // $168
        mov (8|M0)               r89.1<2>:f    r57.0<8;8,1>:f                   {Compacted}          // $181
        mov (8|M8)               r91.1<2>:f    r58.0<8;8,1>:f                   {Compacted}          // $182
        mov (8|M0)               r97.1<2>:f    r57.0<8;8,1>:f                   {Compacted}          // $197
        mov (8|M8)               r99.1<2>:f    r58.0<8;8,1>:f                   {Compacted}          // $198
        mov (8|M0)               r11.1<2>:f    r63.0<8;8,1>:f                   {Compacted}          // $224
        mov (8|M8)               r13.1<2>:f    r64.0<8;8,1>:f                   {Compacted}          // $225
        send.dc1 (8|M0)          null     r69     r65     0x80            0x040491FF           {$2} // wr:2+2, rd:0; untyped a64 atomic int64 logical AND // $136
        send.dc1 (8|M8)          null     r71     r67     0x80            0x040491FF           {$3} // wr:2+2, rd:0; untyped a64 atomic int64 logical AND // $137
        send.dc1 (8|M0)          null     r77     r73     0x80            0x040492FF           {$4} // wr:2+2, rd:0; untyped a64 atomic int64 logical OR // $150
        send.dc1 (8|M8)          null     r79     r75     0x80            0x040492FF           {@7,$5} // wr:2+2, rd:0; untyped a64 atomic int64 logical OR // $151
        send.dc1 (8|M0)          null     r85     r81     0x80            0x040493FF           {@7,$6} // wr:2+2, rd:0; untyped a64 atomic int64 logical XOR // $171
        send.dc1 (8|M8)          null     r87     r83     0x80            0x040493FF           {@7,$7} // wr:2+2, rd:0; untyped a64 atomic int64 logical XOR // $172
        send.dc1 (8|M0)          null     r93     r89     0x80            0x04049DFF           {@6,$8} // wr:2+2, rd:0; untyped a64 atomic int64 unsigned-integer min // $185
        send.dc1 (8|M8)          null     r95     r91     0x80            0x04049DFF           {@5,$9} // wr:2+2, rd:0; untyped a64 atomic int64 unsigned-integer min // $186
        send.dc1 (8|M0)          null     r101    r97     0x80            0x04049CFF           {@4,$10} // wr:2+2, rd:0; untyped a64 atomic int64 unsigned-integer max // $201
        send.dc1 (8|M8)          null     r103    r99     0x80            0x04049CFF           {@3,$11} // wr:2+2, rd:0; untyped a64 atomic int64 unsigned-integer max // $202
        send.dc1 (8|M0)          r15      r7      r11     0x80            0x0424B4FF           {@2,$12} // wr:2+2, rd:2; untyped a64 atomic int64 store // $226
        send.dc1 (8|M8)          r17      r9      r13     0x80            0x0424B4FF           {@1,$13} // wr:2+2, rd:2; untyped a64 atomic int64 store // $227
        or (16|M0)               r19.0<1>:d    r22.0<8;8,1>:d    8:w               {Compacted}       // $234
        mov (16|M0)              r117.0<1>:d   r106.0<16;16,1>:uw                                    // $255
        addc (8|M0)              r25.0<1>:ud   r5.4<0;1,0>:ud    r19.0<8;8,1>:ud  {AccWrEn,Compacted,@2} // $235
        mov (16|M0)              r37.0<1>:f    r107.0<8;8,1>:f                  {Compacted}          // $247
        mov (16|M0)              r39.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $248
        add (16|M0)              r119.0<1>:d   r117.0<8;8,1>:d   16:w               {Compacted,@4}   // $256
        mov (8|M0)               r27.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $235
        addc (8|M8)              r26.0<1>:ud   r5.4<0;1,0>:ud    r20.0<8;8,1>:ud  {AccWrEn}          // $237
        mov (8|M0)               r45.0<2>:f    r37.0<8;8,1>:f                   {Compacted,@5}       // $249
        mov (8|M8)               r47.0<2>:f    r38.0<8;8,1>:f                   {Compacted}          // $250
        mov (8|M8)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $237
        mov (8|M0)               r45.1<2>:f    r39.0<8;8,1>:f                   {Compacted,@7}       // $251
        mov (8|M8)               r47.1<2>:f    r40.0<8;8,1>:f                   {Compacted}          // $252
        add (16|M0)              r119.0<1>:d   r6.3<0;1,0>:d     r119.0<8;8,1>:d  {Compacted,@7}     // $257
        mov (16|M0)              r57.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $258
        add (8|M0)               r33.1<2>:ud   r27.0<8;8,1>:ud   r5.5<0;1,0>:ud   {@7}               // $236
        add (8|M8)               r35.1<2>:ud   r32.0<8;8,1>:ud   r5.5<0;1,0>:ud   {@6}               // $238
        mov (8|M0)               r51.0<2>:f    r45.0<2;1,0>:f                   {Compacted,@6}       // $253
        mov (8|M8)               r55.0<2>:f    r47.0<2;1,0>:f                   {Compacted,@6}       // $254
        mov (8|M0)               r33.0<2>:f    r25.0<8;8,1>:f                   {Compacted}          // $239
        mov (8|M8)               r35.0<2>:f    r26.0<8;8,1>:f                   {Compacted}          // $239
        mov (8|M0)               r51.1<2>:f    r45.1<2;1,0>:f                   {Compacted}          // $253
        mov (8|M8)               r55.1<2>:f    r47.1<2;1,0>:f                   {Compacted}          // $254
        mov (8|M0)               r21.0<1>:f    r15.0<2;1,0>:f                   {Compacted,$12.dst}  // $228
        mov (8|M0)               r23.0<1>:f    r15.1<2;1,0>:f                   {Compacted}          // $229
        mov (8|M8)               r22.0<1>:f    r17.0<2;1,0>:f                   {Compacted,$13.dst}  // $228
        mov (8|M8)               r24.0<1>:f    r17.1<2;1,0>:f                   {Compacted}          // $229
        mov (16|M0)              r28.0<1>:f    r21.0<8;8,1>:f                   {Compacted,@2}       // $241
        mov (16|M0)              r30.0<1>:f    r23.0<8;8,1>:f                   {Compacted,@2}       // $242
        mov (8|M0)               r41.0<2>:f    r28.0<8;8,1>:f                   {Compacted,@2}       // $243
        mov (8|M8)               r43.0<2>:f    r29.0<8;8,1>:f                   {Compacted}          // $244
        mov (8|M0)               r41.1<2>:f    r30.0<8;8,1>:f                   {Compacted,@3}       // $245
        mov (8|M8)               r43.1<2>:f    r31.0<8;8,1>:f                   {Compacted}          // $246
        mov (8|M0)               r49.0<2>:f    r41.0<2;1,0>:f                   {Compacted,@2}       // $253
        mov (8|M0)               r49.1<2>:f    r41.1<2;1,0>:f                   {Compacted}          // $253
        mov (8|M8)               r53.0<2>:f    r43.0<2;1,0>:f                   {Compacted,@3}       // $254
        mov (8|M8)               r53.1<2>:f    r43.1<2;1,0>:f                   {Compacted}          // $254
        send.dc1 (8|M0)          null     r33     r49     0x100            0x04049EFF           {@3,$14} // wr:2+4, rd:0; untyped a64 atomic int64 integer compare and swap // $253
        send.dc1 (8|M8)          null     r35     r53     0x100            0x04049EFF           {@1,$15} // wr:2+4, rd:0; untyped a64 atomic int64 integer compare and swap // $254
        send.dc0 (16|M0)         null     r119    r57     0x80            0x040301FF           {$0} // wr:2+2, rd:0; byte scattering write 8b // $259
        send.dc0 (16|M0)         r59      r119    null    0x0            0x042101FF           {$1} // wr:2+0, rd:2; byte gathering read 8b // $260
        and (16|M0)   (eq)f1.0   null<2>:b     r59.0<4;1,0>:b    1:w               {$1.dst}          // $262
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $264
(f1.0)  if (16|M0)                           _0_043            _0_043                                // $264
// B011: Preds:{B010},  Succs:{B012}
_atomic_int64_k0_7_preHeader:
_0_044:
// B012: [NoMaskWA],  [inDivergent],  Preds:{B011, B014},  Succs:{B013, B014}
(W)     mov (1|M0)               r6.12<1>:uw   f0.0<0;1,0>:uw                   {Compacted}          // $266
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $266
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $266
(W&f0.0.any16h) mov (1|M0)       tm0.4<1>:ud   0x3E0:uw                              {@1}            // $266
        mov (16|M0)              r9.0<1>:f     0x1:f                               {@1}              //  (0x00000001:f); $267
        mov (16|M0)              r11.0<1>:f    0x10000010:f                                          //  (0x10000010:f); $268
        mov (16|M0)              r7.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $269
        send.dc1 (16|M0)         r13      r11     r7      0x100            0x0420AEFE           {@1,$3} // wr:2+4, rd:2; untyped atomic int32 integer compare and swap // $270
(W)     mov (1|M0)               f0.0<1>:uw    r6.12<0;1,0>:uw                  {@7}                 // $267
        cmp (16|M0)   (eq)f1.0   null<1>:d     r13.0<8;8,1>:d    0:w               {$3.dst}          // $272
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $273
(f1.0)  if (16|M0)                           _0_045            _0_045                                // $273
// B013: [NoMaskWA],  [inDivergent],  Preds:{B012},  Succs:{B014}
_0_046:
(W)     mov (1|M0)               r6.12<1>:uw   f0.0<0;1,0>:uw                   {Compacted}          // $276
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $276
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $276
        mov (16|M0)              r19.0<1>:f    0x0:f                               {Compacted,$1.src} //  (0x00000000:f); $288
(W&f0.0.any16h) mov (2|M0)       r7.0<1>:ud    0x400:uv                                              // $276
        mov (16|M0)              r22.0<1>:f    0x1:f                               {$13.src}         //  (0x00000001:f); $290
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $280
(W&f0.0.any16h) send.dc0 (2|M0)   r8      r7      null    0x0            0x021108FE           {@3,$4} // wr:1+0, rd:1; byte gathering read 32b // $280
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@1} // $277
(W&f0.0.any16h) send.dc0 (2|M0)   r21     r7      null    0x0            0x021108FE           {$12} // wr:1+0, rd:1; byte gathering read 32b // $277
        send.dc0 (16|M0)         null     r119    r22     0x80            0x040301FF           {@3,$13} // wr:2+2, rd:0; byte scattering write 8b // $291
        addc (8|M0)              r9.0<1>:ud    r8.0<0;1,0>:ud    r107.0<8;8,1>:ud {AccWrEn,Compacted,$4.dst} // $281
        mov (8|M0)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $281
        addc (8|M8)              r10.0<1>:ud   r8.0<0;1,0>:ud    r108.0<8;8,1>:ud {AccWrEn}          // $283
        add (8|M0)               r13.0<1>:ud   r11.0<8;8,1>:ud   r8.1<0;1,0>:ud   {Compacted,@2}     // $282
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $283
        mov (16|M0)              r15.0<1>:f    r9.0<8;8,1>:f                    {Compacted,@3}       // $285
        add (8|M8)               r14.0<1>:ud   r12.0<8;8,1>:ud   r8.1<0;1,0>:ud   {Compacted,@2}     // $284
        mov (16|M0)              r17.0<1>:f    r13.0<8;8,1>:f                   {Compacted,@1}       // $286
        send.dc1 (16|M0)         null     r19     r15     0x100            0x04025CFE           {@1,$1} // wr:2+4, rd:0; untyped surface write with xy // $289
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $292
(W&f0.0.any16h) send.dc0 (8|M0)   r24     r105    null    0x0            0x0219E0FE           {$5} // wr:1h+0, rd:1; synchronized SLM fence // $292
        mov (16|M0)              r25.0<1>:f    0x10000010:f                               {$2.src}   //  (0x10000010:f); $293
        mov (16|M0)              r27.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $294
(W)     mov (8|M0)               null<1>:ud    r24.0<8;8,1>:ud                  {$5.dst}             //  memory fence commit; $295
        send.dc1 (16|M0)         null     r25     r27     0x80            0x040084FE           {@2,$2} // wr:2+2, rd:0; untyped atomic int32 store // $295
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $296
(W&f0.0.any16h) send.dc0 (8|M0)   r29     r105    null    0x0            0x0219E0FE           {$6} // wr:1h+0, rd:1; synchronized SLM fence // $296
(W)     mov (1|M0)               f0.0<1>:uw    r6.12<0;1,0>:uw                                       // 
(W)     mov (8|M0)               null<1>:ud    r29.0<8;8,1>:ud                  {$6.dst}             //  memory fence commit; 
// B014: [NoMaskWA],  [inDivergent],  Preds:{B013, B012},  Succs:{B015, B012}
_0_045:
        endif (16|M0)                        L4072                                                   // $273
L4072:
        sync.nop                             null                             {Compacted,$12.src}    // $298
        send.dc0 (16|M0)         r7       r119    null    0x0            0x042101FF           {$7} // wr:2+0, rd:2; byte gathering read 8b // $298
        and (16|M0)   (eq)f0.1   null<2>:b     r7.0<4;1,0>:b     1:w               {$7.dst}          // $300
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@5} // $302
(f0.1)  while (16|M0)                        _atomic_int64_k0_7_preHeader                            // $302
// B015: Preds:{B010, B014},  Succs:{B016, B020}
_0_043:
        endif (16|M0)                        L4160                                                   // $264
L4160:
        add (16|M0)              r121.0<1>:d   r6.3<0;1,0>:d     r117.0<8;8,1>:d  {Compacted}        // $304
        mov (16|M0)              r7.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $305
        send.dc0 (16|M0)         null     r121    r7      0x80            0x040301FF           {@1,$3} // wr:2+2, rd:0; byte scattering write 8b // $306
        send.dc0 (16|M0)         r9       r121    null    0x0            0x042101FF           {$13} // wr:2+0, rd:2; byte gathering read 8b // $307
        and (16|M0)   (eq)f0.1   null<2>:b     r9.0<4;1,0>:b     1:w               {$13.dst}         // $309
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6} // $311
(f0.1)  if (16|M0)                           _0_047            _0_047                                // $311
// B016: Preds:{B015},  Succs:{B017}
_atomic_int64_k0_6_preHeader:
_0_048:
// B017: [NoMaskWA],  [inDivergent],  Preds:{B016, B019},  Succs:{B018, B019}
(W)     mov (1|M0)               r6.12<1>:uw   f0.0<0;1,0>:uw                   {Compacted}          // $313
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $313
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $313
(W&f0.0.any16h) mov (1|M0)       tm0.4<1>:ud   0x3E0:uw                              {@1}            // $313
        sync.nop                             null                             {Compacted,@1}         // $314
        sync.nop                             null                             {Compacted,$9.src}     // $314
        mov (16|M0)              r9.0<1>:f     0x1:f                               {@1}              //  (0x00000001:f); $314
        mov (16|M0)              r11.0<1>:f    0x10000010:f                                          //  (0x10000010:f); $315
        mov (16|M0)              r7.0<1>:f     0x0:f                               {Compacted,$3.src} //  (0x00000000:f); $316
        send.dc1 (16|M0)         r13      r11     r7      0x100            0x0420AEFE           {@1,$11} // wr:2+4, rd:2; untyped atomic int32 integer compare and swap // $317
(W)     mov (1|M0)               f0.0<1>:uw    r6.12<0;1,0>:uw                  {@7}                 // $314
        cmp (16|M0)   (eq)f1.1   null<1>:d     r13.0<8;8,1>:d    0:w               {$11.dst}         // $319
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $320
(f1.1)  if (16|M0)                           _0_049            _0_049                                // $320
// B018: [NoMaskWA],  [inDivergent],  Preds:{B017},  Succs:{B019}
_0_050:
(W)     mov (1|M0)               r6.12<1>:uw   f0.0<0;1,0>:uw                   {Compacted}          // $323
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $323
        cmp (16|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $323
        mov (16|M0)              r13.0<1>:f    0x8:f                                                 //  (0x00000008:f); $335
(W&f0.0.any16h) mov (1|M0)       r5.12<1>:hf   0x8:hf                                                // $323
        sync.nop                             null                             {Compacted,$8.src}     // $337
        mov (16|M0)              r15.0<1>:f    0x1:f                               {$1.src}          //  (0x00000001:f); $337
(W&f0.0.any16h) add (2|M0)       r7.0<1>:ud    r5.12<0;1,0>:uw   0x400:uv              {@2}          // $323
        send.dc0 (16|M0)         null     r121    r15     0x80            0x040301FF           {@2,$8} // wr:2+2, rd:0; byte scattering write 8b // $338
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $324
(W&f0.0.any16h) send.dc0 (2|M0)   r8      r7      null    0x0            0x021108FE           {@2,$14} // wr:1+0, rd:1; byte gathering read 32b // $324
        cmp (16|M0)   (gt)f0.1   null<1>:d     r8.0<0;1,0>:ud    r107.0<8;8,1>:ud {$14.dst}          // $325
(f0.1)  cmp (16|M0)   (eq)f0.1   null<1>:d     r8.1<0;1,0>:d     0:w                                 // $326
(~f0.1) cmp (16|M0)   (gt)f0.1   null<1>:d     r8.1<0;1,0>:d     0:w                                 // $328
(f0.1)  sel (16|M0)              r9.0<1>:d     r8.0<0;1,0>:d     r107.0<8;8,1>:d  {Compacted}        // $330
(f0.1)  sel (16|M0)              r11.0<1>:d    r8.1<0;1,0>:d     0:w               {Compacted}       // $331
        send.dc1 (16|M0)         null     r13     r9      0x100            0x04025CFE           {@1,$9} // wr:2+4, rd:0; untyped surface write with xy // $336
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6} // $339
(W&f0.0.any16h) send.dc0 (8|M0)   r17     r105    null    0x0            0x0219E0FE           {$15} // wr:1h+0, rd:1; synchronized SLM fence // $339
        mov (16|M0)              r18.0<1>:f    0x10000010:f                               {$10.src}  //  (0x10000010:f); $340
        mov (16|M0)              r20.0<1>:f    0x0:f                               {Compacted,$12.dst} //  (0x00000000:f); $341
(W)     mov (8|M0)               null<1>:ud    r17.0<8;8,1>:ud                  {$15.dst}            //  memory fence commit; $342
        send.dc1 (16|M0)         null     r18     r20     0x80            0x040084FE           {@2,$10} // wr:2+2, rd:0; untyped atomic int32 store // $342
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $343
        sync.nop                             null                             {Compacted,$13.src}    // $343
(W&f0.0.any16h) send.dc0 (8|M0)   r22     r105    null    0x0            0x0219E0FE           {$0} // wr:1h+0, rd:1; synchronized SLM fence // $343
(W)     mov (1|M0)               f0.0<1>:uw    r6.12<0;1,0>:uw                                       // 
(W)     mov (8|M0)               null<1>:ud    r22.0<8;8,1>:ud                  {$0.dst}             //  memory fence commit; 
// B019: [NoMaskWA],  [inDivergent],  Preds:{B018, B017},  Succs:{B020, B017}
_0_049:
        endif (16|M0)                        L4864                                                   // $320
L4864:
        send.dc0 (16|M0)         r7       r121    null    0x0            0x042101FF           {$4} // wr:2+0, rd:2; byte gathering read 8b // $345
        and (16|M0)   (eq)f1.0   null<2>:b     r7.0<4;1,0>:b     1:w               {$4.dst}          // $347
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@5} // $349
(f1.0)  while (16|M0)                        _atomic_int64_k0_6_preHeader                            // $349
// B020: Preds:{B015, B019},  Succs:{B021, B022}
_0_047:
        endif (16|M0)                        L4944                                                   // $311
L4944:
        sync.nop                             null                             {Compacted,$3.src}     // $351
(W)     send.dc0 (8|M0)          r7       r105    null    0x0            0x0219E0FE           {@4,$12} // wr:1h+0, rd:1; synchronized SLM fence // $351
(W)     and (8|M0)               r8.0<1>:ud    r105.2<0;1,0>:ud  0x7F000000:ud                       // $352
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$12.dst}            //  memory fence commit; $352
(W)     send.gtwy (1|M0)         null     r8      null    0x0            0x02000004           {@2,$1} // wr:1+0, rd:0; signal barrier // $352
(W)     sync.bar                             null                                                    // $352
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@5} // $353
(f0.0)  if (16|M0)                           _atomic_int64_k0_0_cf  _atomic_int64_k0_0_cf            // $353
// B021: [inDivergent],  Preds:{B020},  Succs:{B022}
_0_052:
(W)     mov (1|M0)               r7.2<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $356
(W)     shl (1|M0)               r9.0<1>:d     r105.1<0;1,0>:d   4:w               {Compacted,$9.src} // $358
        sync.nop                             null                             {Compacted,$1.src}     // $357
(W)     send.dc0 (4|M0)          r8       r7      null    0x0            0x021800FE           {@2,$5} // wr:1h+0, rd:1; oword block read x1 // $357
(W)     mov (4|M0)               r11.0<1>:w    0xC840:uv                                             // $360
(W)     add (1|M0)               r10.0<1>:d    r9.0<0;1,0>:d     72:w               {Compacted,@2}   // $359
(W)     add (4|M0)               r12.0<1>:ud   r10.0<0;1,0>:ud   r11.0<4;4,1>:w   {@1}               // $360
(W)     send.dc0 (4|M0)          null     r12     r8      0x40            0x02030800           {@1,$5} // wr:1+1, rd:0; byte scattering write 32b // $362
// B022: Preds:{B021, B020},  Succs:{B023}
_atomic_int64_k0_0_cf:
        endif (16|M0)                        _0_051                                                  // $353
// B023: Preds:{B022},  Succs:{}
_0_051:
(W)     mov (8|M0)               r127.0<1>:f   r105.0<8;8,1>:f                  {Compacted}          // $364
(W)     send.dc0 (8|M0)          r7       r105    null    0x0            0x0219E000           {@7,$2} // wr:1h+0, rd:1; synchronized global fence flushing // $364
(W)     mov (8|M0)               null<1>:ud    r7.0<8;8,1>:ud                   {$2.dst}             //  memory fence commit; $364
        sync.allrd                           ($1,$5)                                                 // $364
(W)     send.dc0 (8|M0)          r8       r105    null    0x0            0x0219E0FE           {$3} // wr:1h+0, rd:1; synchronized SLM fence // $364
(W)     mov (8|M0)               null<1>:ud    r8.0<8;8,1>:ud                   {$3.dst}             //  memory fence commit; $364
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $364


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 612
//
//.RMWs: 0
//
//.accSubDef: 1
//.accSubUse: 1
//.accSubCandidateDef: 1
//.accSubCandidateUse: 1
