//.kernel private_scratch
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 356
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare hw_tid (4)  rf=r size=4 type=ud align=2 words (r3.0)
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
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0050 (58)  rf=r size=4 type=ud alias=hw_tid+0 align=16 words (r3.0)
//.declare V0052 (60)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0053 (61)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0056 (64)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r109.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r111.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0062 (70)  rf=r size=32 type=uw alias=V0046+0 align=16 words (r4.0)
//.declare V0063 (71)  rf=r size=32 type=uw alias=V0047+0 align=16 words (r5.0)
//.declare V0064 (72)  rf=r size=8 type=q alias=V0045+0 align=4 words (r8.3)
//.declare V0071 (79)  rf=r size=4 type=d align=2 words (r113.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0074 (82)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r10.0)
//.declare V0075 (83)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r12.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0080 (88)  rf=r size=4 type=d align=2 words (r58.0)
//.declare V0082 (90)  rf=r size=4 type=ud alias=V0080+0 align=2 words (r58.0)
//.declare V0085 (93)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0087 (95)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0088 (96)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r14.0)
//.declare V0089 (97)  rf=r size=64 type=ud alias=V0087+0 align=16 words (r16.0)
//.declare V0090 (98)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0091 (99)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0094 (102)  rf=r size=4 type=d align=2 words (r4.0)
//.declare V0095 (103)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0096 (104)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0097 (105)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r18.0)
//.declare V0098 (106)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r20.0)
//.declare V0099 (107)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0100 (108)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0103 (111)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0104 (112)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0105 (113)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0106 (114)  rf=r size=64 type=ud alias=V0104+0 align=16 words (r22.0)
//.declare V0107 (115)  rf=r size=64 type=ud alias=V0105+0 align=16 words (r24.0)
//.declare V0108 (116)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0109 (117)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0110 (118)  rf=r size=256 type=d align=16 words (r42.0)
//.declare V0111 (119)  rf=r size=256 type=d align=16 words (r50.0)
//.declare  (124)  rf=r size=192 type=ud align=16 words (r59.0)
//.declare  (125)  rf=r size=192 type=ud align=16 words (r65.0)
//.declare  (128)  rf=r size=192 type=ud align=16 words (r71.0)
//.declare  (129)  rf=r size=192 type=ud align=16 words (r77.0)
//.declare V0118 (130)  rf=r size=4 type=d align=2 words (r83.0)
//.declare V0119 (131)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0120 (132)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0121 (133)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r87.0)
//.declare V0122 (134)  rf=r size=64 type=ud alias=V0120+0 align=16 words (r89.0)
//.declare V0123 (135)  rf=r size=64 type=d align=16 words (r103.0)
//.declare V0124 (136)  rf=r size=64 type=d align=16 words (r105.0)
//.declare V0127 (139)  rf=r size=4 type=d align=2 words (r32.0)
//.declare V0129 (141)  rf=r size=4 type=ud alias=V0127+0 align=2 words (r32.0)
//.declare V0132 (144)  rf=r size=4 type=d align=2 words (r84.0)
//.declare V0133 (145)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0134 (146)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0135 (147)  rf=r size=64 type=ud alias=V0133+0 align=16 words (r91.0)
//.declare V0136 (148)  rf=r size=64 type=ud alias=V0134+0 align=16 words (r93.0)
//.declare V0137 (149)  rf=r size=64 type=d align=16 words (r107.0)
//.declare V0138 (150)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0141 (153)  rf=r size=4 type=d align=2 words (r85.0)
//.declare V0142 (154)  rf=r size=64 type=d align=16 words (r95.0)
//.declare V0143 (155)  rf=r size=64 type=d align=16 words (r97.0)
//.declare V0144 (156)  rf=r size=64 type=ud alias=V0142+0 align=16 words (r95.0)
//.declare V0145 (157)  rf=r size=64 type=ud alias=V0143+0 align=16 words (r97.0)
//.declare V0146 (158)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0147 (159)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0150 (162)  rf=r size=4 type=d align=2 words (r86.0)
//.declare V0151 (163)  rf=r size=64 type=d align=16 words (r99.0)
//.declare V0152 (164)  rf=r size=64 type=d align=16 words (r101.0)
//.declare V0153 (165)  rf=r size=64 type=ud alias=V0151+0 align=16 words (r99.0)
//.declare V0154 (166)  rf=r size=64 type=ud alias=V0152+0 align=16 words (r101.0)
//.declare V0155 (167)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0156 (168)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0157 (169)  rf=r size=256 type=d align=16 words (r16.0)
//.declare V0158 (170)  rf=r size=256 type=d align=16 words (r24.0)
//.declare  (175)  rf=r size=192 type=ud align=16 words (r33.0)
//.declare  (176)  rf=r size=192 type=ud align=16 words (r39.0)
//.declare  (179)  rf=r size=192 type=ud align=16 words (r45.0)
//.declare  (180)  rf=r size=192 type=ud align=16 words (r51.0)
//.declare V0165 (181)  rf=r size=4 type=d align=2 words (r57.0)
//.declare V0166 (182)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0167 (183)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0168 (184)  rf=r size=64 type=ud alias=V0166+0 align=16 words (r61.0)
//.declare V0169 (185)  rf=r size=64 type=ud alias=V0167+0 align=16 words (r63.0)
//.declare V0170 (186)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0171 (187)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0174 (190)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0176 (192)  rf=r size=4 type=ud alias=V0174+0 align=2 words (r3.0)
//.declare V0179 (195)  rf=r size=4 type=d align=2 words (r58.1)
//.declare V0180 (196)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0181 (197)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0182 (198)  rf=r size=64 type=ud alias=V0180+0 align=16 words (r65.0)
//.declare V0183 (199)  rf=r size=64 type=ud alias=V0181+0 align=16 words (r67.0)
//.declare V0184 (200)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0185 (201)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0188 (204)  rf=r size=4 type=d align=2 words (r59.0)
//.declare V0189 (205)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0190 (206)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0191 (207)  rf=r size=64 type=ud alias=V0189+0 align=16 words (r69.0)
//.declare V0192 (208)  rf=r size=64 type=ud alias=V0190+0 align=16 words (r71.0)
//.declare V0193 (209)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0194 (210)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0197 (213)  rf=r size=4 type=d align=2 words (r60.0)
//.declare V0198 (214)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0199 (215)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0200 (216)  rf=r size=64 type=ud alias=V0198+0 align=16 words (r73.0)
//.declare V0201 (217)  rf=r size=64 type=ud alias=V0199+0 align=16 words (r75.0)
//.declare V0202 (218)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0203 (219)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0204 (220)  rf=r size=256 type=d align=16 words (r93.0)
//.declare V0205 (221)  rf=r size=256 type=d align=16 words (r101.0)
//.declare  (226)  rf=r size=192 type=ud align=16 words (r10.0)
//.declare  (227)  rf=r size=192 type=ud align=16 words (r16.0)
//.declare  (230)  rf=r size=192 type=ud align=16 words (r22.0)
//.declare  (231)  rf=r size=192 type=ud align=16 words (r28.0)
//.declare V0212 (232)  rf=r size=4 type=d align=2 words (r34.0)
//.declare V0213 (233)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0214 (234)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0215 (235)  rf=r size=64 type=ud alias=V0213+0 align=16 words (r38.0)
//.declare V0216 (236)  rf=r size=64 type=ud alias=V0214+0 align=16 words (r40.0)
//.declare V0217 (237)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0218 (238)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0221 (241)  rf=r size=4 type=d align=2 words (r87.0)
//.declare V0223 (243)  rf=r size=4 type=ud alias=V0221+0 align=2 words (r87.0)
//.declare V0226 (246)  rf=r size=4 type=d align=2 words (r35.0)
//.declare V0227 (247)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0228 (248)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0229 (249)  rf=r size=64 type=ud alias=V0227+0 align=16 words (r42.0)
//.declare V0230 (250)  rf=r size=64 type=ud alias=V0228+0 align=16 words (r44.0)
//.declare V0231 (251)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0232 (252)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0235 (255)  rf=r size=4 type=d align=2 words (r36.0)
//.declare V0236 (256)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0237 (257)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0238 (258)  rf=r size=64 type=ud alias=V0236+0 align=16 words (r46.0)
//.declare V0239 (259)  rf=r size=64 type=ud alias=V0237+0 align=16 words (r48.0)
//.declare V0240 (260)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0241 (261)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0244 (264)  rf=r size=4 type=d align=2 words (r37.0)
//.declare V0245 (265)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0246 (266)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0247 (267)  rf=r size=64 type=ud alias=V0245+0 align=16 words (r50.0)
//.declare V0248 (268)  rf=r size=64 type=ud alias=V0246+0 align=16 words (r52.0)
//.declare V0249 (269)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0250 (270)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0251 (271)  rf=r size=256 type=d align=16 words (r71.0)
//.declare V0252 (272)  rf=r size=256 type=d align=16 words (r79.0)
//.declare  (277)  rf=r size=192 type=ud align=16 words (r88.0)
//.declare  (278)  rf=r size=192 type=ud align=16 words (r94.0)
//.declare  (281)  rf=r size=192 type=ud align=16 words (r100.0)
//.declare  (282)  rf=r size=192 type=ud align=16 words (r10.0)
//.declare P01 (283)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0259 (284)  rf=r size=4 type=ud alias=V0244+0 align=2 words (r37.0)
//.declare P02 (285)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0260 (286)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0261 (287)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0262 (288)  rf=r size=4 type=d align=2 words (r118.0)
//.declare V0263 (289)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0264 (290)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0265 (291)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0266 (292)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0267 (293)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0268 (294)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0269 (295)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0272 (298)  rf=r size=64 type=ud alias=V0268+0 align=16 words (r16.0)
//.declare V0273 (299)  rf=r size=64 type=ud alias=V0269+0 align=16 words (r18.0)
//.declare V0274 (300)  rf=r size=128 type=q align=16 words (r20.0)
//.declare V0275 (301)  rf=r size=128 type=q align=16 words (r24.0)
//.declare V0276 (302)  rf=r size=128 type=uq alias=V0274+0 align=16 words (r20.0)
//.declare V0277 (303)  rf=r size=128 type=uq alias=V0275+0 align=16 words (r24.0)
//.declare V0278 (304)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0279 (305)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0280 (306)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0281 (307)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0284 (310)  rf=r size=64 type=ud alias=V0280+0 align=16 words (r32.0)
//.declare V0285 (311)  rf=r size=64 type=ud alias=V0281+0 align=16 words (r34.0)
//.declare  (316)  rf=r size=96 type=ud align=16 words (r36.0)
//.declare  (317)  rf=r size=96 type=ud align=16 words (r39.0)
//.declare  (318)  rf=r size=96 type=ud align=16 words (r42.0)
//.declare  (319)  rf=r size=96 type=ud align=16 words (r45.0)
//.declare P03 (320)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (325)  rf=r size=128 type=ud align=16 words (r3.0)
//.declare  (326)  rf=r size=128 type=ud align=16 words (r10.0)
//.declare V0294 (327)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0295 (328)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (329)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (334)  rf=r size=64 type=q align=16 words (r119.0)
//.declare  (335)  rf=r size=64 type=q align=16 words (r121.0)
//.declare  (336)  rf=r size=64 type=q align=16 words (r123.0)
//.declare  (337)  rf=r size=64 type=q align=16 words (r125.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0042    | :w x 16  |     32 | r4       | general    |
// | V0043    | :w x 16  |     32 | r5       | general    |
// | V0044    | :w x 16  |     32 | r6       | general    |
// | V0037    | :d x 8   |     32 | r7       | general    |
// | V0294    | :uq      |      8 | r8       | general    |
// | V0295    | :uq      |      8 | r8+8     | general    |
// | V0034    | :d       |      4 | r8+16    | general    |
// | V0045    | :uq      |      8 | r8+24    | general    |
// | V0038    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
_main:
(W)     and (1|M0)               r3.0<1>:ud    r0.5<0;1,0>:ud    0x1FF:ud              {Compacted}   // 
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mov (8|M16)              r5.0<1>:w     0x76543210:v                                          // $4
(W)     mov (8|M0)               r4.0<1>:w     0x76543210:v                                          // $2
(W)     mul (1|M0)               r8.0<1>:d     r9.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $9
(W)     mul (1|M0)               r6.0<1>:d     r3.0<0;1,0>:d     0x8000:uw                           // $8
(W)     mov (1|M0)               r113.0<1>:d   0:w                                                   // $26
(W)     add (8|M16)              r5.8<1>:w     r5.0<8;8,1>:w     8:w                                 // $5
(W)     add (8|M0)               r4.8<1>:w     r4.0<8;8,1>:w     8:w                                 // $3
        add (16|M0)              r10.0<1>:d    r8.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $12
        add (16|M16)             r12.0<1>:d    r8.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $13
(W)     add (16|M16)             r5.0<1>:w     r5.0<16;16,1>:w   16:w                                // $6
        shl (16|M0)              r14.0<1>:d    r4.0<16;16,1>:uw  10:w                                // $18
        add (16|M0)              r109.0<1>:d   r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $14
        add (16|M16)             r111.0<1>:d   r12.0<8;8,1>:d    r7.0<0;1,0>:d                       // $15
        shl (16|M16)             r16.0<1>:d    r5.0<16;16,1>:uw  10:w                                // $19
        add (16|M0)              r14.0<1>:d    r6.0<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}        // $20
        add (16|M16)             r16.0<1>:d    r6.0<0;1,0>:d     r16.0<8;8,1>:d                      // $21
        add (8|M0)               r119.0<1>:q   r8.3<0;1,0>:q     r14.0<8;8,1>:d                      // $24
        add (8|M8)               r121.0<1>:q   r8.3<0;1,0>:q     r15.0<8;8,1>:d                      // $24
        add (8|M16)              r123.0<1>:q   r8.3<0;1,0>:q     r16.0<8;8,1>:d                      // $25
        add (8|M24)              r125.0<1>:q   r8.3<0;1,0>:q     r17.0<8;8,1>:d                      // $25
// B001: Preds:{B003, B000},  Succs:{B002, B004}
_0_010:
(W)     or (1|M0)                r3.0<1>:d     r113.0<0;1,0>:d   1:w                                 // $44
(W)     or (1|M0)                r4.0<1>:d     r113.0<0;1,0>:d   2:w                                 // $57
(W)     or (1|M0)                r5.0<1>:d     r113.0<0;1,0>:d   3:w                                 // $70
        add (16|M0)              r10.0<1>:d    r109.0<8;8,1>:d   r113.0<0;1,0>:d  {Compacted}        // $28
        add (16|M16)             r12.0<1>:d    r111.0<8;8,1>:d   r113.0<0;1,0>:d                     // $29
        add (16|M0)              r14.0<1>:d    r109.0<8;8,1>:d   r3.0<0;1,0>:d    {Compacted}        // $45
        add (16|M0)              r18.0<1>:d    r109.0<8;8,1>:d   r4.0<0;1,0>:d    {Compacted}        // $58
        add (16|M0)              r22.0<1>:d    r109.0<8;8,1>:d   r5.0<0;1,0>:d    {Compacted}        // $71
        add (16|M16)             r16.0<1>:d    r111.0<8;8,1>:d   r3.0<0;1,0>:d                       // $46
        add (16|M16)             r20.0<1>:d    r111.0<8;8,1>:d   r4.0<0;1,0>:d                       // $59
        add (16|M16)             r24.0<1>:d    r111.0<8;8,1>:d   r5.0<0;1,0>:d                       // $72
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $30
        shl (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $47
        shl (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    2:w                                 // $60
        shl (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    2:w                                 // $73
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $31
        shl (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    2:w                                 // $48
        shl (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    2:w                                 // $61
        shl (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    2:w                                 // $74
        and (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    4092:w                              // $32
        and (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    4092:w                              // $49
        and (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    4092:w                              // $62
        and (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    4092:w                              // $75
        and (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    4092:w                              // $33
        and (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    4092:w                              // $50
        and (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    4092:w                              // $63
        and (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    4092:w                              // $76
        send (16|M0)             r26:w    r10:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $35
        send (16|M0)             r30:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $52
        send (16|M0)             r34:w    r18:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $65
        send (16|M0)             r38:w    r22:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $78
        send (16|M16)            r28:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $37
        send (16|M16)            r32:w    r16:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $54
        send (16|M16)            r36:w    r20:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $67
(W)     shl (1|M0)               r58.0<1>:d    r113.0<0;1,0>:d   2:w                                 // $40
        send (16|M16)            r40:w    r24:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $80
(W)     or (1|M0)                r83.0<1>:d    r113.0<0;1,0>:d   4:w                                 // $111
(W)     or (1|M0)                r84.0<1>:d    r113.0<0;1,0>:d   5:w                                 // $128
(W)     or (1|M0)                r85.0<1>:d    r113.0<0;1,0>:d   6:w                                 // $141
(W)     or (1|M0)                r86.0<1>:d    r113.0<0;1,0>:d   7:w                                 // $154
        add (8|M0)               r59.0<1>:q    r119.0<4;4,1>:q   r58.0<0;1,0>:ud                     // $42
        add (8|M8)               r65.0<1>:q    r121.0<4;4,1>:q   r58.0<0;1,0>:ud                     // $42
        add (8|M16)              r71.0<1>:q    r123.0<4;4,1>:q   r58.0<0;1,0>:ud                     // $43
        add (8|M24)              r77.0<1>:q    r125.0<4;4,1>:q   r58.0<0;1,0>:ud                     // $43
        add (16|M0)              r87.0<1>:d    r109.0<8;8,1>:d   r83.0<0;1,0>:d   {Compacted}        // $112
        add (16|M0)              r91.0<1>:d    r109.0<8;8,1>:d   r84.0<0;1,0>:d   {Compacted}        // $129
        add (16|M0)              r95.0<1>:d    r109.0<8;8,1>:d   r85.0<0;1,0>:d   {Compacted}        // $142
        add (16|M0)              r99.0<1>:d    r109.0<8;8,1>:d   r86.0<0;1,0>:d   {Compacted}        // $155
        add (16|M16)             r89.0<1>:d    r111.0<8;8,1>:d   r83.0<0;1,0>:d                      // $113
        add (16|M16)             r93.0<1>:d    r111.0<8;8,1>:d   r84.0<0;1,0>:d                      // $130
        add (16|M16)             r97.0<1>:d    r111.0<8;8,1>:d   r85.0<0;1,0>:d                      // $143
        add (16|M16)             r101.0<1>:d   r111.0<8;8,1>:d   r86.0<0;1,0>:d                      // $156
        shl (16|M0)              r87.0<1>:d    r87.0<8;8,1>:d    2:w                                 // $114
        shl (16|M0)              r91.0<1>:d    r91.0<8;8,1>:d    2:w                                 // $131
        shl (16|M0)              r95.0<1>:d    r95.0<8;8,1>:d    2:w                                 // $144
        shl (16|M0)              r99.0<1>:d    r99.0<8;8,1>:d    2:w                                 // $157
        shl (16|M16)             r89.0<1>:d    r89.0<8;8,1>:d    2:w                                 // $115
        shl (16|M16)             r93.0<1>:d    r93.0<8;8,1>:d    2:w                                 // $132
        shl (16|M16)             r97.0<1>:d    r97.0<8;8,1>:d    2:w                                 // $145
        shl (16|M16)             r101.0<1>:d   r101.0<8;8,1>:d   2:w                                 // $158
        and (16|M0)              r87.0<1>:d    r87.0<8;8,1>:d    4092:w                              // $116
        and (16|M0)              r91.0<1>:d    r91.0<8;8,1>:d    4092:w                              // $133
        and (16|M0)              r95.0<1>:d    r95.0<8;8,1>:d    4092:w                              // $146
        and (16|M0)              r99.0<1>:d    r99.0<8;8,1>:d    4092:w                              // $159
        and (16|M16)             r89.0<1>:d    r89.0<8;8,1>:d    4092:w                              // $117
        and (16|M16)             r93.0<1>:d    r93.0<8;8,1>:d    4092:w                              // $134
        and (16|M16)             r97.0<1>:d    r97.0<8;8,1>:d    4092:w                              // $147
        and (16|M16)             r101.0<1>:d   r101.0<8;8,1>:d   4092:w                              // $160
(W)     or (1|M0)                r58.1<1>:d    r113.0<0;1,0>:d   9:w                                 // $212
        xor (16|M0)              r42.0<1>:d    r26.0<8;8,1>:d    r113.0<0;1,0>:d  {Compacted}        // $38
        xor (16|M0)              r44.0<1>:d    r30.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}        // $55
        xor (16|M0)              r46.0<1>:d    r34.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}        // $68
        xor (16|M0)              r48.0<1>:d    r38.0<8;8,1>:d    r5.0<0;1,0>:d    {Compacted}        // $81
        xor (16|M16)             r50.0<1>:d    r28.0<8;8,1>:d    r113.0<0;1,0>:d                     // $39
        xor (16|M16)             r52.0<1>:d    r32.0<8;8,1>:d    r3.0<0;1,0>:d                       // $56
        xor (16|M16)             r54.0<1>:d    r36.0<8;8,1>:d    r4.0<0;1,0>:d                       // $69
        mov (8|M0)               r61.0<1>:d    r42.0<8;8,1>:d                   {Compacted}          // $91
        xor (16|M16)             r56.0<1>:d    r40.0<8;8,1>:d    r5.0<0;1,0>:d                       // $82
        mov (8|M0)               r62.0<1>:d    r44.0<8;8,1>:d                   {Compacted}          // $93
        mov (8|M0)               r63.0<1>:d    r46.0<8;8,1>:d                   {Compacted}          // $95
        mov (8|M0)               r64.0<1>:d    r48.0<8;8,1>:d                   {Compacted}          // $97
        mov (8|M8)               r67.0<1>:d    r43.0<8;8,1>:d                   {Compacted}          // $92
        mov (8|M8)               r68.0<1>:d    r45.0<8;8,1>:d                   {Compacted}          // $94
        mov (8|M8)               r69.0<1>:d    r47.0<8;8,1>:d                   {Compacted}          // $96
        mov (8|M8)               r70.0<1>:d    r49.0<8;8,1>:d                   {Compacted}          // $98
        mov (8|M16)              r73.0<1>:d    r50.0<8;8,1>:d                                        // $101
        mov (8|M16)              r74.0<1>:d    r52.0<8;8,1>:d                                        // $103
        mov (8|M16)              r75.0<1>:d    r54.0<8;8,1>:d                                        // $105
        mov (8|M16)              r76.0<1>:d    r56.0<8;8,1>:d                                        // $107
        mov (8|M24)              r79.0<1>:d    r51.0<8;8,1>:d                                        // $102
        mov (8|M24)              r80.0<1>:d    r53.0<8;8,1>:d                                        // $104
        mov (8|M24)              r81.0<1>:d    r55.0<8;8,1>:d                                        // $106
        mov (8|M24)              r82.0<1>:d    r57.0<8;8,1>:d                                        // $108
        send (8|M0)              null     r59:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $99
(W)     or (1|M0)                r32.0<1>:d    r58.0<0;1,0>:d    16:w                                // $124
        send (8|M8)              null     r65:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $100
(W)     or (1|M0)                r57.0<1>:d    r113.0<0;1,0>:d   8:w                                 // $195
        send (8|M16)             null     r71:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $109
(W)     or (1|M0)                r59.0<1>:d    r113.0<0;1,0>:d   10:w                                // $225
        send (8|M24)             null     r77:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $110
(W)     or (1|M0)                r60.0<1>:d    r113.0<0;1,0>:d   11:w                                // $238
        add (8|M0)               r33.0<1>:q    r119.0<4;4,1>:q   r32.0<0;1,0>:ud                     // $126
        add (8|M8)               r39.0<1>:q    r121.0<4;4,1>:q   r32.0<0;1,0>:ud                     // $126
        add (8|M16)              r45.0<1>:q    r123.0<4;4,1>:q   r32.0<0;1,0>:ud                     // $127
        add (8|M24)              r51.0<1>:q    r125.0<4;4,1>:q   r32.0<0;1,0>:ud                     // $127
        add (16|M0)              r65.0<1>:d    r109.0<8;8,1>:d   r58.1<0;1,0>:d   {Compacted}        // $213
        add (16|M0)              r61.0<1>:d    r109.0<8;8,1>:d   r57.0<0;1,0>:d   {Compacted}        // $196
        add (16|M0)              r69.0<1>:d    r109.0<8;8,1>:d   r59.0<0;1,0>:d   {Compacted}        // $226
        add (16|M0)              r73.0<1>:d    r109.0<8;8,1>:d   r60.0<0;1,0>:d   {Compacted}        // $239
        add (16|M16)             r67.0<1>:d    r111.0<8;8,1>:d   r58.1<0;1,0>:d                      // $214
        add (16|M16)             r63.0<1>:d    r111.0<8;8,1>:d   r57.0<0;1,0>:d                      // $197
        add (16|M16)             r71.0<1>:d    r111.0<8;8,1>:d   r59.0<0;1,0>:d                      // $227
        add (16|M16)             r75.0<1>:d    r111.0<8;8,1>:d   r60.0<0;1,0>:d                      // $240
        shl (16|M0)              r65.0<1>:d    r65.0<8;8,1>:d    2:w                                 // $215
        shl (16|M0)              r61.0<1>:d    r61.0<8;8,1>:d    2:w                                 // $198
        shl (16|M0)              r69.0<1>:d    r69.0<8;8,1>:d    2:w                                 // $228
        shl (16|M0)              r73.0<1>:d    r73.0<8;8,1>:d    2:w                                 // $241
        shl (16|M16)             r67.0<1>:d    r67.0<8;8,1>:d    2:w                                 // $216
        shl (16|M16)             r63.0<1>:d    r63.0<8;8,1>:d    2:w                                 // $199
        shl (16|M16)             r71.0<1>:d    r71.0<8;8,1>:d    2:w                                 // $229
        shl (16|M16)             r75.0<1>:d    r75.0<8;8,1>:d    2:w                                 // $242
        and (16|M0)              r65.0<1>:d    r65.0<8;8,1>:d    4092:w                              // $217
        and (16|M0)              r61.0<1>:d    r61.0<8;8,1>:d    4092:w                              // $200
        and (16|M0)              r69.0<1>:d    r69.0<8;8,1>:d    4092:w                              // $230
        and (16|M0)              r73.0<1>:d    r73.0<8;8,1>:d    4092:w                              // $243
        and (16|M16)             r67.0<1>:d    r67.0<8;8,1>:d    4092:w                              // $218
        and (16|M16)             r63.0<1>:d    r63.0<8;8,1>:d    4092:w                              // $201
        and (16|M16)             r71.0<1>:d    r71.0<8;8,1>:d    4092:w                              // $231
        and (16|M16)             r75.0<1>:d    r75.0<8;8,1>:d    4092:w                              // $244
        send (16|M0)             r103:w   r87:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $119
        send (16|M0)             r107:w   r91:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $136
        send (16|M0)             r5:w     r95:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $149
        send (16|M0)             r12:w    r99:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $162
        send (16|M16)            r105:w   r89:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $121
        send (16|M16)            r3:w     r93:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $138
        send (16|M16)            r10:w    r97:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $151
        send (16|M16)            r14:w    r101:f  0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $164
        xor (16|M0)              r16.0<1>:d    r103.0<8;8,1>:d   r83.0<0;1,0>:d   {Compacted}        // $122
        xor (16|M0)              r18.0<1>:d    r107.0<8;8,1>:d   r84.0<0;1,0>:d   {Compacted}        // $139
        xor (16|M0)              r20.0<1>:d    r5.0<8;8,1>:d     r85.0<0;1,0>:d   {Compacted}        // $152
        xor (16|M0)              r22.0<1>:d    r12.0<8;8,1>:d    r86.0<0;1,0>:d   {Compacted}        // $165
        xor (16|M16)             r24.0<1>:d    r105.0<8;8,1>:d   r83.0<0;1,0>:d                      // $123
        xor (16|M16)             r26.0<1>:d    r3.0<8;8,1>:d     r84.0<0;1,0>:d                      // $140
        xor (16|M16)             r28.0<1>:d    r10.0<8;8,1>:d    r85.0<0;1,0>:d                      // $153
        xor (16|M16)             r30.0<1>:d    r14.0<8;8,1>:d    r86.0<0;1,0>:d                      // $166
        mov (8|M0)               r35.0<1>:d    r16.0<8;8,1>:d                   {Compacted}          // $175
        mov (8|M0)               r36.0<1>:d    r18.0<8;8,1>:d                   {Compacted}          // $177
        mov (8|M0)               r37.0<1>:d    r20.0<8;8,1>:d                   {Compacted}          // $179
        mov (8|M0)               r38.0<1>:d    r22.0<8;8,1>:d                   {Compacted}          // $181
        mov (8|M8)               r41.0<1>:d    r17.0<8;8,1>:d                   {Compacted}          // $176
        mov (8|M8)               r42.0<1>:d    r19.0<8;8,1>:d                   {Compacted}          // $178
        mov (8|M8)               r43.0<1>:d    r21.0<8;8,1>:d                   {Compacted}          // $180
        mov (8|M8)               r44.0<1>:d    r23.0<8;8,1>:d                   {Compacted}          // $182
        mov (8|M16)              r47.0<1>:d    r24.0<8;8,1>:d                                        // $185
        mov (8|M16)              r48.0<1>:d    r26.0<8;8,1>:d                                        // $187
        mov (8|M16)              r49.0<1>:d    r28.0<8;8,1>:d                                        // $189
        mov (8|M16)              r50.0<1>:d    r30.0<8;8,1>:d                                        // $191
        mov (8|M24)              r53.0<1>:d    r25.0<8;8,1>:d                                        // $186
        mov (8|M24)              r54.0<1>:d    r27.0<8;8,1>:d                                        // $188
        mov (8|M24)              r55.0<1>:d    r29.0<8;8,1>:d                                        // $190
        mov (8|M24)              r56.0<1>:d    r31.0<8;8,1>:d                                        // $192
        send (8|M0)              null     r33:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $183
(W)     or (1|M0)                r3.0<1>:d     r58.0<0;1,0>:d    32:w                                // $208
        send (8|M8)              null     r39:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $184
(W)     or (1|M0)                r34.0<1>:d    r113.0<0;1,0>:d   12:w                                // $279
        send (8|M16)             null     r45:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $193
(W)     or (1|M0)                r35.0<1>:d    r113.0<0;1,0>:d   13:w                                // $296
        send (8|M24)             null     r51:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $194
(W)     or (1|M0)                r36.0<1>:d    r113.0<0;1,0>:d   14:w                                // $309
        add (8|M0)               r10.0<1>:q    r119.0<4;4,1>:q   r3.0<0;1,0>:ud                      // $210
        add (8|M8)               r16.0<1>:q    r121.0<4;4,1>:q   r3.0<0;1,0>:ud                      // $210
        add (8|M16)              r22.0<1>:q    r123.0<4;4,1>:q   r3.0<0;1,0>:ud                      // $211
        add (8|M24)              r28.0<1>:q    r125.0<4;4,1>:q   r3.0<0;1,0>:ud                      // $211
(W)     or (1|M0)                r37.0<1>:d    r113.0<0;1,0>:d   15:w                                // $322
        add (16|M0)              r38.0<1>:d    r109.0<8;8,1>:d   r34.0<0;1,0>:d   {Compacted}        // $280
        add (16|M0)              r42.0<1>:d    r109.0<8;8,1>:d   r35.0<0;1,0>:d   {Compacted}        // $297
        add (16|M0)              r46.0<1>:d    r109.0<8;8,1>:d   r36.0<0;1,0>:d   {Compacted}        // $310
        add (16|M0)              r50.0<1>:d    r109.0<8;8,1>:d   r37.0<0;1,0>:d   {Compacted}        // $323
        add (16|M16)             r40.0<1>:d    r111.0<8;8,1>:d   r34.0<0;1,0>:d                      // $281
        add (16|M16)             r44.0<1>:d    r111.0<8;8,1>:d   r35.0<0;1,0>:d                      // $298
        add (16|M16)             r48.0<1>:d    r111.0<8;8,1>:d   r36.0<0;1,0>:d                      // $311
        add (16|M16)             r52.0<1>:d    r111.0<8;8,1>:d   r37.0<0;1,0>:d                      // $324
        shl (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    2:w                                 // $282
        shl (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    2:w                                 // $299
        shl (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    2:w                                 // $312
        shl (16|M0)              r50.0<1>:d    r50.0<8;8,1>:d    2:w                                 // $325
        shl (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    2:w                                 // $283
        shl (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    2:w                                 // $300
        shl (16|M16)             r48.0<1>:d    r48.0<8;8,1>:d    2:w                                 // $313
        shl (16|M16)             r52.0<1>:d    r52.0<8;8,1>:d    2:w                                 // $326
        and (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    4092:w                              // $284
        and (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    4092:w                              // $301
        and (16|M0)              r46.0<1>:d    r46.0<8;8,1>:d    4092:w                              // $314
        and (16|M0)              r50.0<1>:d    r50.0<8;8,1>:d    4092:w                              // $327
        and (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    4092:w                              // $285
        and (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    4092:w                              // $302
        and (16|M16)             r48.0<1>:d    r48.0<8;8,1>:d    4092:w                              // $315
        and (16|M16)             r52.0<1>:d    r52.0<8;8,1>:d    4092:w                              // $328
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r37.0<0;1,0>:ud   0xFF:uw                             // $363
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r37.0<0;1,0>:ud   0xFF:uw                             // $364
        send (16|M0)             r77:w    r61:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $203
        send (16|M0)             r81:w    r65:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $220
        send (16|M0)             r85:w    r69:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $233
        send (16|M0)             r89:w    r73:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $246
        send (16|M16)            r79:w    r63:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $205
        send (16|M16)            r83:w    r67:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $222
        send (16|M16)            r87:w    r71:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $235
        send (16|M16)            r91:w    r75:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $248
        xor (16|M0)              r93.0<1>:d    r77.0<8;8,1>:d    r57.0<0;1,0>:d   {Compacted}        // $206
        xor (16|M0)              r95.0<1>:d    r81.0<8;8,1>:d    r58.1<0;1,0>:d   {Compacted}        // $223
        xor (16|M0)              r97.0<1>:d    r85.0<8;8,1>:d    r59.0<0;1,0>:d   {Compacted}        // $236
        xor (16|M0)              r99.0<1>:d    r89.0<8;8,1>:d    r60.0<0;1,0>:d   {Compacted}        // $249
        xor (16|M16)             r101.0<1>:d   r79.0<8;8,1>:d    r57.0<0;1,0>:d                      // $207
        xor (16|M16)             r103.0<1>:d   r83.0<8;8,1>:d    r58.1<0;1,0>:d                      // $224
        xor (16|M16)             r105.0<1>:d   r87.0<8;8,1>:d    r59.0<0;1,0>:d                      // $237
        xor (16|M16)             r107.0<1>:d   r91.0<8;8,1>:d    r60.0<0;1,0>:d                      // $250
        mov (8|M0)               r12.0<1>:d    r93.0<8;8,1>:d                   {Compacted}          // $259
        mov (8|M0)               r13.0<1>:d    r95.0<8;8,1>:d                   {Compacted}          // $261
        mov (8|M0)               r14.0<1>:d    r97.0<8;8,1>:d                   {Compacted}          // $263
        mov (8|M0)               r15.0<1>:d    r99.0<8;8,1>:d                   {Compacted}          // $265
        mov (8|M8)               r18.0<1>:d    r94.0<8;8,1>:d                   {Compacted}          // $260
        mov (8|M8)               r19.0<1>:d    r96.0<8;8,1>:d                   {Compacted}          // $262
        mov (8|M8)               r20.0<1>:d    r98.0<8;8,1>:d                   {Compacted}          // $264
        mov (8|M8)               r21.0<1>:d    r100.0<8;8,1>:d                  {Compacted}          // $266
        mov (8|M16)              r24.0<1>:d    r101.0<8;8,1>:d                                       // $269
        mov (8|M16)              r25.0<1>:d    r103.0<8;8,1>:d                                       // $271
        mov (8|M16)              r26.0<1>:d    r105.0<8;8,1>:d                                       // $273
        mov (8|M16)              r27.0<1>:d    r107.0<8;8,1>:d                                       // $275
        mov (8|M24)              r30.0<1>:d    r102.0<8;8,1>:d                                       // $270
        mov (8|M24)              r31.0<1>:d    r104.0<8;8,1>:d                                       // $272
        mov (8|M24)              r32.0<1>:d    r106.0<8;8,1>:d                                       // $274
        mov (8|M24)              r33.0<1>:d    r108.0<8;8,1>:d                                       // $276
        send (8|M0)              null     r10:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $267
        send (8|M8)              null     r16:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $268
        send (8|M16)             null     r22:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $277
(W)     or (1|M0)                r87.0<1>:d    r58.0<0;1,0>:d    48:w                                // $292
        send (8|M24)             null     r28:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $278
        add (8|M0)               r88.0<1>:q    r119.0<4;4,1>:q   r87.0<0;1,0>:ud                     // $294
        add (8|M8)               r94.0<1>:q    r121.0<4;4,1>:q   r87.0<0;1,0>:ud                     // $294
        add (8|M16)              r100.0<1>:q   r123.0<4;4,1>:q   r87.0<0;1,0>:ud                     // $295
        add (8|M24)              r10.0<1>:q    r125.0<4;4,1>:q   r87.0<0;1,0>:ud                     // $295
        send (16|M0)             r54:w    r38:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $287
        send (16|M0)             r59:w    r42:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $304
        send (16|M0)             r63:w    r46:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $317
        send (16|M0)             r67:w    r50:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $330
        send (16|M16)            r56:w    r40:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $289
        send (16|M16)            r61:w    r44:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $306
        send (16|M16)            r65:w    r48:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $319
        send (16|M16)            r69:w    r52:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $332
        xor (16|M0)              r71.0<1>:d    r54.0<8;8,1>:d    r34.0<0;1,0>:d   {Compacted}        // $290
        xor (16|M0)              r73.0<1>:d    r59.0<8;8,1>:d    r35.0<0;1,0>:d   {Compacted}        // $307
        xor (16|M0)              r75.0<1>:d    r63.0<8;8,1>:d    r36.0<0;1,0>:d   {Compacted}        // $320
        xor (16|M0)              r77.0<1>:d    r67.0<8;8,1>:d    r37.0<0;1,0>:d   {Compacted}        // $333
        xor (16|M16)             r79.0<1>:d    r56.0<8;8,1>:d    r34.0<0;1,0>:d                      // $291
        xor (16|M16)             r81.0<1>:d    r61.0<8;8,1>:d    r35.0<0;1,0>:d                      // $308
        xor (16|M16)             r83.0<1>:d    r65.0<8;8,1>:d    r36.0<0;1,0>:d                      // $321
        xor (16|M16)             r85.0<1>:d    r69.0<8;8,1>:d    r37.0<0;1,0>:d                      // $334
        mov (8|M0)               r90.0<1>:d    r71.0<8;8,1>:d                   {Compacted}          // $343
        mov (8|M0)               r91.0<1>:d    r73.0<8;8,1>:d                   {Compacted}          // $345
        mov (8|M0)               r92.0<1>:d    r75.0<8;8,1>:d                   {Compacted}          // $347
        mov (8|M0)               r93.0<1>:d    r77.0<8;8,1>:d                   {Compacted}          // $349
        mov (8|M8)               r96.0<1>:d    r72.0<8;8,1>:d                   {Compacted}          // $344
        mov (8|M8)               r97.0<1>:d    r74.0<8;8,1>:d                   {Compacted}          // $346
        mov (8|M8)               r98.0<1>:d    r76.0<8;8,1>:d                   {Compacted}          // $348
        mov (8|M8)               r99.0<1>:d    r78.0<8;8,1>:d                   {Compacted}          // $350
        mov (8|M16)              r102.0<1>:d   r79.0<8;8,1>:d                                        // $353
        mov (8|M16)              r103.0<1>:d   r81.0<8;8,1>:d                                        // $355
        mov (8|M16)              r104.0<1>:d   r83.0<8;8,1>:d                                        // $357
        mov (8|M16)              r105.0<1>:d   r85.0<8;8,1>:d                                        // $359
        mov (8|M24)              r12.0<1>:d    r80.0<8;8,1>:d                                        // $354
        mov (8|M24)              r13.0<1>:d    r82.0<8;8,1>:d                                        // $356
        mov (8|M24)              r14.0<1>:d    r84.0<8;8,1>:d                                        // $358
        mov (8|M24)              r15.0<1>:d    r86.0<8;8,1>:d                                        // $360
        send (8|M0)              null     r88:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $351
        send (8|M8)              null     r94:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $352
        send (8|M16)             null     r100:f  0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $361
        send (8|M24)             null     r10:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $362
(~f1.0) break (32|M0)                        _private_scratch_k0_1_cf  _private_scratch_k0_1_cf      // $365
// B002: Preds:{B001},  Succs:{B003}
_0_012:
(W)     add (1|M0)               r113.0<1>:d   r113.0<0;1,0>:d   16:w                                // $367
// B003: Preds:{B002},  Succs:{B001}
_private_scratch_k0_1_cf:
        while (32|M0)                        _0_010                                                  // $368
// B004: Preds:{B001},  Succs:{B005, B006}
_0_011:
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r8.4<0;1,0>:d     0:w                                 // $370
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r8.4<0;1,0>:d     0:w                                 // $371
(W&f0.0) jmpi                                _0_013                                                  // $372
// B005: Preds:{B004},  Succs:{B008}
_0_014:
        mov (16|M0)              r114.0<1>:d   0:w                                                   // $374
        mov (16|M16)             r116.0<1>:d   0:w                                                   // $375
(W)     jmpi                                 _0_015                                                  // $376
// B006: Preds:{B004},  Succs:{B007}
_0_013:
        mov (16|M0)              r114.0<1>:d   0:w                                                   // $379
        mov (16|M16)             r116.0<1>:d   0:w                                                   // $380
(W)     mov (1|M0)               r118.0<1>:d   0:w                                                   // $378
// B007: Preds:{B007, B006},  Succs:{B008, B007}
_0_016:
(W)     mul (1|M0)               r3.0<1>:d     r118.0<0;1,0>:d   37:w                                // $382
(W)     add (1|M0)               r118.0<1>:d   r118.0<0;1,0>:d   1:w                                 // $411
        add (16|M0)              r4.0<1>:d     r114.0<8;8,1>:d   r3.0<0;1,0>:d    {Compacted}        // $383
        add (16|M16)             r10.0<1>:d    r116.0<8;8,1>:d   r3.0<0;1,0>:d                       // $384
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r118.0<0;1,0>:d   r8.4<0;1,0>:d    {Compacted}        // $412
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r118.0<0;1,0>:d   r8.4<0;1,0>:d                       // $413
        and (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     255:w                               // $385
        and (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    255:w                               // $386
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $387
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $388
        mul (16|M0)              r32.0<1>:d    r12.0<8;8,1>:d    28:w                                // $399
        mul (16|M16)             r34.0<1>:d    r14.0<8;8,1>:d    28:w                                // $400
        add (8|M0)               r20.0<1>:q    r119.0<4;4,1>:q   r16.0<8;8,1>:ud                     // $391
        add (8|M8)               r22.0<1>:q    r121.0<4;4,1>:q   r17.0<8;8,1>:ud                     // $391
        add (8|M16)              r24.0<1>:q    r123.0<4;4,1>:q   r18.0<8;8,1>:ud                     // $392
        add (8|M24)              r26.0<1>:q    r125.0<4;4,1>:q   r19.0<8;8,1>:ud                     // $392
        and (16|M0)              r32.0<1>:d    r32.0<8;8,1>:d    1020:w                              // $401
        and (16|M16)             r34.0<1>:d    r34.0<8;8,1>:d    1020:w                              // $402
        send (8|M0)              r28:d    r20:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $393
        send (8|M8)              r29:d    r22:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $394
        send (8|M16)             r30:d    r24:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $395
        add (8|M0)               r36.0<1>:q    r119.0<4;4,1>:q   r32.0<8;8,1>:ud                     // $405
        send (8|M24)             r31:d    r26:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $396
        add (8|M8)               r39.0<1>:q    r121.0<4;4,1>:q   r33.0<8;8,1>:ud                     // $405
        add (8|M16)              r42.0<1>:q    r123.0<4;4,1>:q   r34.0<8;8,1>:ud                     // $406
        add (8|M24)              r45.0<1>:q    r125.0<4;4,1>:q   r35.0<8;8,1>:ud                     // $406
        add (16|M0)              r114.0<1>:d   r114.0<8;8,1>:d   r28.0<8;8,1>:d   {Compacted}        // $397
        add (16|M16)             r116.0<1>:d   r116.0<8;8,1>:d   r30.0<8;8,1>:d                      // $398
        mov (8|M0)               r38.0<1>:d    r114.0<8;8,1>:d                  {Compacted}          // $407
        mov (8|M8)               r41.0<1>:d    r115.0<8;8,1>:d                  {Compacted}          // $408
        mov (8|M16)              r44.0<1>:d    r116.0<8;8,1>:d                                       // $409
        mov (8|M24)              r47.0<1>:d    r117.0<8;8,1>:d                                       // $410
        send (8|M0)              null     r36:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $407
        send (8|M8)              null     r39:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $408
        send (8|M16)             null     r42:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $409
        send (8|M24)             null     r45:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $410
(W&f0.0) jmpi                                _0_016                                                  // $414
// B008: Preds:{B007, B005},  Succs:{}
_0_015:
        shl (16|M0)              r3.0<1>:d     r109.0<8;8,1>:d   2:w                                 // $416
        mov (16|M0)              r5.0<1>:d     r114.0<8;8,1>:d                  {Compacted}          // $419
        shl (16|M16)             r10.0<1>:d    r111.0<8;8,1>:d   2:w                                 // $417
        mov (16|M16)             r12.0<1>:d    r116.0<8;8,1>:d                                       // $421
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $422
        send (16|M0)             null:w   r3:f    0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $419
        send (16|M16)            null:w   r10:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $421
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $422
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
