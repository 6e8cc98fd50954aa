//.kernel image_arrays
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 272
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 6
//.spill flag load 9

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r124.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare samplerHeader (7)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.4)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r124.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r124.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.3)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r8.2)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0054 (62)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0055 (63)  rf=r size=64 type=d alias=V0053+0 align=16 words (r12.0)
//.declare V0056 (64)  rf=r size=64 type=d alias=V0054+0 align=16 words (r14.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0059 (67)  rf=r size=128 type=f align=16 words (r20.0)
//.declare V0060 (68)  rf=r size=128 type=f align=16 words (r24.0)
//.declare V0061 (69)  rf=r size=256 type=f align=16 words (r28.0)
//.declare V0062 (70)  rf=r size=256 type=f align=16 words (r36.0)
//.declare V0063 (73)  rf=r size=256 type=f align=16 words (r44.0)
//.declare V0064 (74)  rf=r size=256 type=f align=16 words (r52.0)
//.declare V0065 (77)  rf=r size=256 type=f align=16 words (r72.0)
//.declare V0066 (78)  rf=r size=256 type=f align=16 words (r80.0)
//.declare  (80)  rf=r size=192 type=ud align=16 words (r60.0)
//.declare  (83)  rf=r size=192 type=ud align=16 words (r66.0)
//.declare V0069 (85)  rf=r size=64 type=f align=16 words (r88.0)
//.declare V0070 (86)  rf=r size=64 type=f align=16 words (r90.0)
//.declare V0071 (87)  rf=r size=64 type=f align=16 words (r92.0)
//.declare V0072 (88)  rf=r size=64 type=f align=16 words (r94.0)
//.declare V0073 (89)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0074 (90)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0075 (91)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0076 (92)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V0077 (93)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0078 (94)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0079 (95)  rf=r size=64 type=f align=16 words (r108.0)
//.declare V0080 (96)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0081 (97)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0082 (98)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0083 (99)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0084 (100)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0085 (101)  rf=r size=256 type=f align=16 words (r22.0)
//.declare V0086 (102)  rf=r size=256 type=f align=16 words (r30.0)
//.declare  (105)  rf=r size=192 type=ud align=16 words (r2.0)
//.declare  (108)  rf=r size=192 type=ud align=16 words (r16.0)
//.declare V0091 (109)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0092 (110)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0093 (111)  rf=r size=256 type=d alias=V0085+0 align=16 words (r22.0)
//.declare V0094 (112)  rf=r size=256 type=d alias=V0086+0 align=16 words (r30.0)
//.declare V0095 (113)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0096 (114)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0097 (115)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0098 (116)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0099 (117)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0100 (118)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0101 (119)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0102 (120)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0103 (121)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0104 (122)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0105 (123)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0106 (124)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0107 (125)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0108 (126)  rf=r size=64 type=d align=16 words (r84.0)
//.declare P01 (127)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0109 (128)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0110 (129)  rf=r size=64 type=d align=16 words (r91.0)
//.declare P02 (130)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0111 (131)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0112 (132)  rf=r size=64 type=d align=16 words (r95.0)
//.declare P03 (133)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0113 (134)  rf=r size=64 type=d align=16 words (r97.0)
//.declare V0114 (135)  rf=r size=64 type=d align=16 words (r99.0)
//.declare P04 (136)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0115 (137)  rf=r size=64 type=d align=16 words (r101.0)
//.declare V0116 (138)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0117 (139)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0118 (140)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0119 (141)  rf=r size=64 type=f alias=V0109+0 align=16 words (r89.0)
//.declare V0120 (142)  rf=r size=64 type=f alias=V0110+0 align=16 words (r91.0)
//.declare V0121 (143)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0122 (144)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0123 (145)  rf=r size=64 type=f alias=V0111+0 align=16 words (r93.0)
//.declare V0124 (146)  rf=r size=64 type=f alias=V0112+0 align=16 words (r95.0)
//.declare V0125 (147)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0126 (148)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0127 (149)  rf=r size=64 type=f alias=V0113+0 align=16 words (r97.0)
//.declare V0128 (150)  rf=r size=64 type=f alias=V0114+0 align=16 words (r99.0)
//.declare V0129 (151)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0130 (152)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0131 (153)  rf=r size=64 type=f alias=V0115+0 align=16 words (r101.0)
//.declare V0132 (154)  rf=r size=64 type=f alias=V0116+0 align=16 words (r120.0)
//.declare V0133 (155)  rf=r size=256 type=d align=16 words (r38.0)
//.declare V0134 (156)  rf=r size=256 type=d align=16 words (r46.0)
//.declare V0135 (157)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0136 (158)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0137 (159)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0138 (160)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0139 (161)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0140 (162)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0141 (163)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0142 (164)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0143 (165)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0144 (166)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0145 (167)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0146 (168)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0147 (169)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0148 (170)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0149 (171)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0150 (172)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0151 (173)  rf=r size=256 type=f align=16 words (r54.0)
//.declare V0152 (174)  rf=r size=256 type=f align=16 words (r62.0)
//.declare V0153 (175)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0154 (176)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0155 (177)  rf=r size=256 type=d alias=V0151+0 align=16 words (r54.0)
//.declare V0156 (178)  rf=r size=256 type=d alias=V0152+0 align=16 words (r62.0)
//.declare V0157 (179)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0158 (180)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0159 (181)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0160 (182)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0161 (183)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0162 (184)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0163 (185)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0164 (186)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0165 (187)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0166 (188)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0167 (189)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0168 (190)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0169 (191)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0170 (192)  rf=r size=64 type=d align=16 words (r100.0)
//.declare P05 (193)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0171 (194)  rf=r size=64 type=d align=16 words (r105.0)
//.declare V0172 (195)  rf=r size=64 type=d align=16 words (r107.0)
//.declare P06 (196)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0173 (197)  rf=r size=64 type=d align=16 words (r109.0)
//.declare V0174 (198)  rf=r size=64 type=d align=16 words (r111.0)
//.declare P07 (199)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0175 (200)  rf=r size=64 type=d align=16 words (r113.0)
//.declare V0176 (201)  rf=r size=64 type=d align=16 words (r115.0)
//.declare P08 (202)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0177 (203)  rf=r size=64 type=d align=16 words (r117.0)
//.declare V0178 (204)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0179 (205)  rf=r size=32 type=hf align=16 words (r121.0)
//.declare V0180 (206)  rf=r size=32 type=hf align=16 words (r122.0)
//.declare V0181 (207)  rf=r size=64 type=f alias=V0171+0 align=16 words (r105.0)
//.declare V0182 (208)  rf=r size=64 type=f alias=V0172+0 align=16 words (r107.0)
//.declare V0183 (209)  rf=r size=32 type=hf align=16 words (r123.0)
//.declare V0184 (210)  rf=r size=32 type=hf align=16 words (r2.0)
//.declare V0185 (211)  rf=r size=64 type=f alias=V0173+0 align=16 words (r109.0)
//.declare V0186 (212)  rf=r size=64 type=f alias=V0174+0 align=16 words (r111.0)
//.declare V0187 (213)  rf=r size=32 type=hf align=16 words (r3.0)
//.declare V0188 (214)  rf=r size=32 type=hf align=16 words (r4.0)
//.declare V0189 (215)  rf=r size=64 type=f alias=V0175+0 align=16 words (r113.0)
//.declare V0190 (216)  rf=r size=64 type=f alias=V0176+0 align=16 words (r115.0)
//.declare V0191 (217)  rf=r size=32 type=hf align=16 words (r5.0)
//.declare V0192 (218)  rf=r size=32 type=hf align=16 words (r6.0)
//.declare V0193 (219)  rf=r size=64 type=f alias=V0177+0 align=16 words (r117.0)
//.declare V0194 (220)  rf=r size=64 type=f alias=V0178+0 align=16 words (r119.0)
//.declare V0197 (223)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0198 (224)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0201 (227)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0202 (228)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0205 (231)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0206 (232)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0209 (235)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0210 (236)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0211 (237)  rf=r size=256 type=f align=16 words (r30.0)
//.declare V0212 (238)  rf=r size=256 type=f align=16 words (r38.0)
//.declare V0213 (239)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0214 (240)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0215 (241)  rf=r size=256 type=d alias=V0211+0 align=16 words (r30.0)
//.declare V0216 (242)  rf=r size=256 type=d alias=V0212+0 align=16 words (r38.0)
//.declare V0217 (243)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0218 (244)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0219 (245)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0220 (246)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0221 (247)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0222 (248)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0223 (249)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0224 (250)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0225 (251)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0226 (252)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0227 (253)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0228 (254)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0229 (255)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0230 (256)  rf=r size=64 type=d align=16 words (r76.0)
//.declare P09 (257)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0231 (258)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0232 (259)  rf=r size=64 type=d align=16 words (r83.0)
//.declare P10 (260)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0233 (261)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0234 (262)  rf=r size=64 type=d align=16 words (r87.0)
//.declare P11 (263)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0235 (264)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0236 (265)  rf=r size=64 type=d align=16 words (r91.0)
//.declare P12 (266)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0237 (267)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0238 (268)  rf=r size=64 type=d align=16 words (r95.0)
//.declare V0239 (269)  rf=r size=64 type=f align=16 words (r97.0)
//.declare V0240 (270)  rf=r size=64 type=f align=16 words (r99.0)
//.declare V0241 (271)  rf=r size=64 type=f alias=V0231+0 align=16 words (r81.0)
//.declare V0242 (272)  rf=r size=64 type=f alias=V0232+0 align=16 words (r83.0)
//.declare V0243 (273)  rf=r size=64 type=f align=16 words (r101.0)
//.declare V0244 (274)  rf=r size=64 type=f align=16 words (r103.0)
//.declare V0245 (275)  rf=r size=64 type=f alias=V0233+0 align=16 words (r85.0)
//.declare V0246 (276)  rf=r size=64 type=f alias=V0234+0 align=16 words (r87.0)
//.declare V0247 (277)  rf=r size=64 type=f align=16 words (r105.0)
//.declare V0248 (278)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0249 (279)  rf=r size=64 type=f alias=V0235+0 align=16 words (r89.0)
//.declare V0250 (280)  rf=r size=64 type=f alias=V0236+0 align=16 words (r91.0)
//.declare V0251 (281)  rf=r size=64 type=f align=16 words (r109.0)
//.declare V0252 (282)  rf=r size=64 type=f align=16 words (r111.0)
//.declare V0253 (283)  rf=r size=64 type=f alias=V0237+0 align=16 words (r93.0)
//.declare V0254 (284)  rf=r size=64 type=f alias=V0238+0 align=16 words (r95.0)
//.declare V0255 (285)  rf=r size=4 type=f align=2 words (r113.0)
//.declare V0256 (286)  rf=r size=4 type=ud alias=V0046+0 align=2 words (r9.0)
//.declare V0257 (287)  rf=r size=256 type=f align=16 words (r9.0)
//.declare V0258 (288)  rf=r size=256 type=f align=16 words (r17.0)
//.declare V0259 (289)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0260 (290)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0261 (291)  rf=r size=64 type=ud alias=V0259+0 align=16 words (r114.0)
//.declare V0262 (292)  rf=r size=64 type=ud alias=V0260+0 align=16 words (r116.0)
//.declare V0263 (293)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare  (294)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (295)  rf=r size=4 type=uw align=2 words (r79.0)
//.declare  (296)  rf=r size=4 type=uw align=2 words (r78.0)
//.declare  (297)  rf=r size=4 type=uw align=2 words (r103.0)
//.declare  (298)  rf=r size=4 type=uw align=2 words (r102.0)
//.declare  (299)  rf=r size=4 type=uw align=2 words (r87.0)
//.declare  (300)  rf=r size=4 type=uw align=2 words (r86.0)
//.declare  (301)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (302)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (303)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (304)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (305)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (306)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (307)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (308)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (309)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (310)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (311)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (312)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (313)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (314)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (315)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (316)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (317)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (318)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (319)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (320)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (321)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (322)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (323)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (324)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (325)  rf=r size=4 type=uw align=2 words (r80.0)
//.declare  (326)  rf=r size=4 type=uw align=2 words (r104.0)
//.declare  (327)  rf=r size=4 type=uw align=2 words (r88.0)
//.declare  (328)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (329)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (330)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (331)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (332)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (333)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (334)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (335)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (336)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (337)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (338)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (339)  rf=f32  size=4 type=uw align=2 words (f1.0)

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
// | V0263    | :uq      |      8 | r8       | general    |
// | V0047    | :d       |      4 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+12    | general    |
// | V0044    | :d       |      4 | r8+24    | general    |
// | V0045    | :d       |      4 | r8+28    | general    |
// | V0046    | :d       |      4 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
_image_arrays_k0_0_:
(W)     mov (8|M0)               r124.0<1>:ud  r0.0<1;1,0>:ud                                        // 
(W)     mov (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud                 {Compacted}          // 
// B001: Preds:{B000},  Succs:{}
// _main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r8.3<0;1,0>:d     r124.1<0;1,0>:d  {Compacted}        // $2
(W)     mov (1|M0)               r125.2<1>:ud  0x0:ud                              {Compacted}       // $17
        mov (16|M0)              r22.0<1>:f    0x3F800000:f                                          // $21
        mov (16|M16)             r26.0<1>:f    0x3F800000:f                                          // $25
        mov (16|M16)             r68.0<1>:f    0x3F000000:f                                          // $34
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        mov (16|M16)             r70.0<1>:f    0x40000000:f                                          // $35
        mov (16|M0)              r62.0<1>:f    0x3F000000:f                                          // $29
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        mov (16|M0)              r4.0<1>:d     0:w                                                   // $55
        mov (16|M0)              r6.0<1>:d     1:w                                                   // $56
        mov (16|M0)              r16.0<1>:f    r12.0<8;8,1>:d                   {Compacted}          // $9
        mov (16|M16)             r18.0<1>:f    r14.0<8;8,1>:d                                        // $10
        mov (16|M0)              r2.0<1>:d     r12.0<8;8,1>:d                   {Compacted}          // $58
        mov (16|M0)              r64.0<1>:f    0x40000000:f                                          // $30
        add (16|M0)              r16.0<1>:f    r16.0<8;8,1>:f    0x3F000000:f                        // $11
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    0x3F000000:f                        // $12
(W)     mov (8|M0)               r127.0<1>:ud  r124.0<8;8,1>:ud                 {Compacted}          // $252
        mul (16|M0)              r20.0<1>:f    r16.0<8;8,1>:f    0x3C800000:f                        // $13
        mul (16|M16)             r24.0<1>:f    r18.0<8;8,1>:f    0x3C800000:f                        // $14
        mov (16|M16)             r16.0<1>:d    r14.0<8;8,1>:d                                        // $62
        mov (16|M16)             r18.0<1>:d    0:w                                                   // $59
        sends (16|M0)            r28:w    r125    r20     0x82            0x028D8000           // wr:1h+2, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $17
        sends (16|M0)            r44:w    r125    r20     0x102            0x028D8002           // wr:1h+4, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $24
        sends (16|M16)           r36:w    r125    r24     0x82            0x028D8000           // wr:1h+2, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $20
        mov (16|M16)             r66.0<1>:f    r24.0<8;8,1>:f                                        // $38
        sends (16|M16)           r52:w    r125    r24     0x102            0x028D8002           // wr:1h+4, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $28
        mov (16|M0)              r60.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $33
        mov (16|M16)             r20.0<1>:d    1:w                                                   // $60
        sends (16|M16)           r80:w    r125    r66     0x182            0x028D8003           // wr:1h+6, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $38
        sends (16|M0)            r72:w    r125    r60     0x182            0x028D8003           // wr:1h+6, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $33
        add (16|M0)              r88.0<1>:f    r28.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted}        // $39
        sends (16|M0)            r22:w    r125    r2      0x182            0x028DA003           // wr:1h+6, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $58
        add (16|M0)              r92.0<1>:f    r30.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}        // $41
        add (16|M0)              r96.0<1>:f    r32.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted}        // $43
        add (16|M0)              r100.0<1>:f   r34.0<8;8,1>:f    r50.0<8;8,1>:f   {Compacted}        // $45
        add (16|M16)             r90.0<1>:f    r36.0<8;8,1>:f    r52.0<8;8,1>:f                      // $40
        sends (16|M16)           r30:w    r125    r16     0x182            0x028DA003           // wr:1h+6, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $62
        add (16|M16)             r94.0<1>:f    r38.0<8;8,1>:f    r54.0<8;8,1>:f                      // $42
        add (16|M16)             r102.0<1>:f   r42.0<8;8,1>:f    r58.0<8;8,1>:f                      // $46
        add (16|M16)             r98.0<1>:f    r40.0<8;8,1>:f    r56.0<8;8,1>:f                      // $44
        add (16|M0)              r104.0<1>:f   r88.0<8;8,1>:f    r72.0<8;8,1>:f   {Compacted}        // $47
        sends (16|M16)           r46:w    r125    r14     0x82            0x028DA000           // wr:1h+2, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $106
        add (16|M16)             r118.0<1>:f   r102.0<8;8,1>:f   r86.0<8;8,1>:f                      // $54
        sends (16|M0)            r38:w    r125    r12     0x82            0x028DA000           // wr:1h+2, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $104
        add (16|M0)              r108.0<1>:f   r92.0<8;8,1>:f    r74.0<8;8,1>:f   {Compacted}        // $49
        add (16|M16)             r106.0<1>:f   r90.0<8;8,1>:f    r80.0<8;8,1>:f                      // $48
        add (16|M16)             r110.0<1>:f   r94.0<8;8,1>:f    r82.0<8;8,1>:f                      // $50
        add (16|M0)              r112.0<1>:f   r96.0<8;8,1>:f    r76.0<8;8,1>:f   {Compacted}        // $51
        add (16|M0)              r116.0<1>:f   r100.0<8;8,1>:f   r78.0<8;8,1>:f   {Compacted}        // $53
        add (16|M16)             r114.0<1>:f   r98.0<8;8,1>:f    r84.0<8;8,1>:f                      // $52
        and (16|M0)              r54.0<1>:d    r22.0<8;8,1>:d    -2139095041:d                       // $63
        and (16|M0)              r58.0<1>:d    r24.0<8;8,1>:d    -2139095041:d                       // $65
        and (16|M0)              r62.0<1>:d    r26.0<8;8,1>:d    -2139095041:d                       // $67
        and (16|M0)              r66.0<1>:d    r28.0<8;8,1>:d    -2139095041:d                       // $69
        cmp (16|M0)   (eq)f1.0   null<1>:d     r54.0<8;8,1>:d    r22.0<8;8,1>:d                      // $79
        and (16|M16)             r56.0<1>:d    r30.0<8;8,1>:d    -2139095041:d                       // $64
        and (16|M16)             r60.0<1>:d    r32.0<8;8,1>:d    -2139095041:d                       // $66
        and (16|M16)             r64.0<1>:d    r34.0<8;8,1>:d    -2139095041:d                       // $68
(W)     mov (1|M0)               r86.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $79
        cmp (16|M0)   (eq)f1.0   null<1>:d     r58.0<8;8,1>:d    r24.0<8;8,1>:d                      // $83
        and (16|M16)             r68.0<1>:d    r36.0<8;8,1>:d    -2139095041:d                       // $70
        and (16|M0)              r70.0<1>:d    r22.0<8;8,1>:d    -2147483648:d                       // $71
(W)     mov (1|M0)               f0.0<1>:ud    r86.0<0;1,0>:ud                  {Compacted}          // $80
        cmp (16|M16)  (eq)f0.0   null<1>:d     r56.0<8;8,1>:d    r30.0<8;8,1>:d                      // $80
(W)     mov (1|M0)               r87.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $83
        cmp (16|M0)   (eq)f1.0   null<1>:d     r62.0<8;8,1>:d    r26.0<8;8,1>:d                      // $87
        and (16|M16)             r72.0<1>:d    r30.0<8;8,1>:d    -2147483648:d                       // $72
(W)     mov (1|M0)               r86.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $80
        and (16|M0)              r82.0<1>:d    r28.0<8;8,1>:d    -2147483648:d                       // $77
(W)     mov (1|M0)               f0.0<1>:ud    r87.0<0;1,0>:ud                  {Compacted}          // $84
        cmp (16|M16)  (eq)f0.0   null<1>:d     r60.0<8;8,1>:d    r32.0<8;8,1>:d                      // $84
(W)     mov (1|M0)               r88.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $87
        sends (16|M0)            r54:w    r125    r12     0x82            0x028DA002           // wr:1h+2, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $124
(W)     mov (1|M0)               f1.0<1>:ud    r86.0<0;1,0>:ud                  {Compacted}          // $81
        and (16|M0)              r74.0<1>:d    r24.0<8;8,1>:d    -2147483648:d                       // $73
(W)     mov (1|M0)               r87.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $84
(W)     mov (1|M0)               f0.0<1>:ud    r88.0<0;1,0>:ud                  {Compacted}          // $88
        cmp (16|M16)  (eq)f0.0   null<1>:d     r64.0<8;8,1>:d    r34.0<8;8,1>:d                      // $88
(f1.0)  sel (16|M0)              r89.0<1>:d    r70.0<8;8,1>:d    r22.0<8;8,1>:d                      // $81
(f1.0)  sel (16|M16)             r91.0<1>:d    r72.0<8;8,1>:d    r30.0<8;8,1>:d                      // $82
(W)     mov (1|M0)               f1.0<1>:ud    r87.0<0;1,0>:ud                  {Compacted}          // $85
(W)     mov (1|M0)               r88.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $88
        cmp (16|M0)   (eq)f0.0   null<1>:d     r66.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $91
        cmp (16|M16)  (eq)f0.0   null<1>:d     r68.0<8;8,1>:d    r36.0<8;8,1>:d                      // $92
        sends (16|M16)           r62:w    r125    r14     0x82            0x028DA002           // wr:1h+2, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $126
        and (16|M16)             r76.0<1>:d    r32.0<8;8,1>:d    -2147483648:d                       // $74
(f0.0)  sel (16|M0)              r101.0<1>:d   r82.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $93
(f1.0)  sel (16|M0)              r93.0<1>:d    r74.0<8;8,1>:d    r24.0<8;8,1>:d                      // $85
        and (16|M0)              r78.0<1>:d    r26.0<8;8,1>:d    -2147483648:d                       // $75
(f1.0)  sel (16|M16)             r95.0<1>:d    r76.0<8;8,1>:d    r32.0<8;8,1>:d                      // $86
        and (16|M16)             r80.0<1>:d    r34.0<8;8,1>:d    -2147483648:d                       // $76
        add (16|M0)              r18.0<1>:f    r116.0<8;8,1>:f   r101.0<8;8,1>:f  {Compacted}        // $101
(W)     mov (1|M0)               f1.0<1>:ud    r88.0<0;1,0>:ud                  {Compacted}          // $89
        and (16|M16)             r84.0<1>:d    r36.0<8;8,1>:d    -2147483648:d                       // $78
        add (16|M0)              r122.0<1>:f   r104.0<8;8,1>:f   r89.0<8;8,1>:f   {Compacted}        // $95
        add (16|M16)             r2.0<1>:f     r106.0<8;8,1>:f   r91.0<8;8,1>:f                      // $96
(f1.0)  sel (16|M0)              r97.0<1>:d    r78.0<8;8,1>:d    r26.0<8;8,1>:d                      // $89
(f1.0)  sel (16|M16)             r99.0<1>:d    r80.0<8;8,1>:d    r34.0<8;8,1>:d                      // $90
(f0.0)  sel (16|M16)             r120.0<1>:d   r84.0<8;8,1>:d    r36.0<8;8,1>:d                      // $94
        add (16|M0)              r4.0<1>:f     r108.0<8;8,1>:f   r93.0<8;8,1>:f   {Compacted}        // $97
        mov (16|M0)              r30.0<1>:f    r42.0<8;8,1>:d                   {Compacted}          // $111
        mov (16|M16)             r32.0<1>:f    r50.0<8;8,1>:d                                        // $112
        mov (16|M0)              r34.0<1>:f    r44.0<8;8,1>:d                   {Compacted}          // $113
        mov (16|M16)             r36.0<1>:f    r52.0<8;8,1>:d                                        // $114
        add (16|M0)              r10.0<1>:f    r112.0<8;8,1>:f   r97.0<8;8,1>:f   {Compacted}        // $99
        add (16|M16)             r16.0<1>:f    r114.0<8;8,1>:f   r99.0<8;8,1>:f                      // $100
        add (16|M16)             r20.0<1>:f    r118.0<8;8,1>:f   r120.0<8;8,1>:f                     // $102
        mov (16|M16)             r28.0<1>:f    r48.0<8;8,1>:d                                        // $110
        mov (16|M16)             r24.0<1>:f    r46.0<8;8,1>:d                                        // $108
        mov (16|M0)              r22.0<1>:f    r38.0<8;8,1>:d                   {Compacted}          // $107
        add (16|M16)             r6.0<1>:f     r110.0<8;8,1>:f   r95.0<8;8,1>:f                      // $98
        add (16|M0)              r50.0<1>:f    r18.0<8;8,1>:f    r34.0<8;8,1>:f   {Compacted}        // $121
        add (16|M16)             r48.0<1>:f    r16.0<8;8,1>:f    r32.0<8;8,1>:f                      // $120
        add (16|M0)              r46.0<1>:f    r10.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}        // $119
        add (16|M16)             r52.0<1>:f    r20.0<8;8,1>:f    r36.0<8;8,1>:f                      // $122
        sends (16|M0)            r30:w    r125    r12     0x82            0x028DA001           // wr:1h+2, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $184
        mov (16|M0)              r26.0<1>:f    r40.0<8;8,1>:d                   {Compacted}          // $109
        add (16|M0)              r38.0<1>:f    r122.0<8;8,1>:f   r22.0<8;8,1>:f   {Compacted}        // $115
        add (16|M16)             r40.0<1>:f    r2.0<8;8,1>:f     r24.0<8;8,1>:f                      // $116
        add (16|M16)             r44.0<1>:f    r6.0<8;8,1>:f     r28.0<8;8,1>:f                      // $118
        add (16|M0)              r42.0<1>:f    r4.0<8;8,1>:f     r26.0<8;8,1>:f   {Compacted}        // $117
        and (16|M0)              r70.0<1>:d    r54.0<8;8,1>:d    -2139095041:d                       // $127
        and (16|M0)              r74.0<1>:d    r56.0<8;8,1>:d    -2139095041:d                       // $129
        and (16|M0)              r78.0<1>:d    r58.0<8;8,1>:d    -2139095041:d                       // $131
        and (16|M0)              r86.0<1>:d    r54.0<8;8,1>:d    -2147483648:d                       // $135
        cmp (16|M0)   (eq)f0.0   null<1>:d     r70.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}        // $143
        and (16|M0)              r90.0<1>:d    r56.0<8;8,1>:d    -2147483648:d                       // $137
        and (16|M0)              r94.0<1>:d    r58.0<8;8,1>:d    -2147483648:d                       // $139
        and (16|M0)              r82.0<1>:d    r60.0<8;8,1>:d    -2139095041:d                       // $133
(W)     mov (1|M0)               r102.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $143
        cmp (16|M0)   (eq)f0.0   null<1>:d     r74.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}        // $147
        and (16|M16)             r72.0<1>:d    r62.0<8;8,1>:d    -2139095041:d                       // $128
        and (16|M16)             r76.0<1>:d    r64.0<8;8,1>:d    -2139095041:d                       // $130
(W)     mov (1|M0)               f1.0<1>:ud    r102.0<0;1,0>:ud                 {Compacted}          // $144
(W)     mov (1|M0)               r103.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $147
        cmp (16|M0)   (eq)f0.0   null<1>:d     r78.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted}        // $151
        cmp (16|M16)  (eq)f1.0   null<1>:d     r72.0<8;8,1>:d    r62.0<8;8,1>:d                      // $144
        and (16|M16)             r88.0<1>:d    r62.0<8;8,1>:d    -2147483648:d                       // $136
        and (16|M16)             r92.0<1>:d    r64.0<8;8,1>:d    -2147483648:d                       // $138
(W)     mov (1|M0)               r104.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $151
(W)     mov (1|M0)               r102.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $144
(W)     mov (1|M0)               f1.0<1>:ud    r103.0<0;1,0>:ud                 {Compacted}          // $148
        cmp (16|M16)  (eq)f1.0   null<1>:d     r76.0<8;8,1>:d    r64.0<8;8,1>:d                      // $148
        and (16|M16)             r80.0<1>:d    r66.0<8;8,1>:d    -2139095041:d                       // $132
        and (16|M0)              r98.0<1>:d    r60.0<8;8,1>:d    -2147483648:d                       // $141
(W)     mov (1|M0)               f0.0<1>:ud    r102.0<0;1,0>:ud                 {Compacted}          // $145
(W)     mov (1|M0)               r103.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $148
(W)     mov (1|M0)               f1.0<1>:ud    r104.0<0;1,0>:ud                 {Compacted}          // $152
        cmp (16|M16)  (eq)f1.0   null<1>:d     r80.0<8;8,1>:d    r66.0<8;8,1>:d                      // $152
        and (16|M16)             r96.0<1>:d    r66.0<8;8,1>:d    -2147483648:d                       // $140
(f0.0)  sel (16|M0)              r105.0<1>:d   r86.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}        // $145
(f0.0)  sel (16|M16)             r107.0<1>:d   r88.0<8;8,1>:d    r62.0<8;8,1>:d                      // $146
(W)     mov (1|M0)               f0.0<1>:ud    r103.0<0;1,0>:ud                 {Compacted}          // $149
(W)     mov (1|M0)               r104.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $152
        cmp (16|M0)   (eq)f1.0   null<1>:d     r82.0<8;8,1>:d    r60.0<8;8,1>:d                      // $155
        mov (8|M0)               r121.0<1>:hf  r105.0<8;8,1>:f                                       // $159
        mov (8|M16)              r122.0<1>:hf  r107.0<8;8,1>:f                                       // $160
        mov (8|M8)               r121.8<1>:hf  r106.0<8;8,1>:f                                       // $159
(f0.0)  sel (16|M0)              r109.0<1>:d   r90.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}        // $149
(f0.0)  sel (16|M16)             r111.0<1>:d   r92.0<8;8,1>:d    r64.0<8;8,1>:d                      // $150
        mov (8|M24)              r122.8<1>:hf  r108.0<8;8,1>:f                                       // $160
        add (8|M0)               r10.0<1>:f    r38.0<8;8,1>:f    r121.0<8;8,1>:hf                    // $169
        add (8|M16)              r16.0<1>:f    r40.0<8;8,1>:f    r122.0<8;8,1>:hf                    // $170
        mov (8|M0)               r123.0<1>:hf  r109.0<8;8,1>:f                                       // $161
        add (8|M8)               r11.0<1>:f    r39.0<8;8,1>:f    r121.8<8;8,1>:hf                    // $169
        mov (8|M8)               r123.8<1>:hf  r110.0<8;8,1>:f                                       // $161
        mov (8|M16)              r2.0<1>:hf    r111.0<8;8,1>:f                                       // $162
        add (8|M24)              r17.0<1>:f    r41.0<8;8,1>:f    r122.8<8;8,1>:hf                    // $170
        mov (8|M24)              r2.8<1>:hf    r112.0<8;8,1>:f                                       // $162
(W)     mov (1|M0)               f0.0<1>:ud    r104.0<0;1,0>:ud                 {Compacted}          // $153
        add (8|M0)               r18.0<1>:f    r42.0<8;8,1>:f    r123.0<8;8,1>:hf                    // $173
(f1.0)  sel (16|M0)              r117.0<1>:d   r98.0<8;8,1>:d    r60.0<8;8,1>:d                      // $157
        add (8|M8)               r19.0<1>:f    r43.0<8;8,1>:f    r123.8<8;8,1>:hf                    // $173
        add (8|M16)              r20.0<1>:f    r44.0<8;8,1>:f    r2.0<8;8,1>:hf                      // $174
        add (8|M24)              r21.0<1>:f    r45.0<8;8,1>:f    r2.8<8;8,1>:hf                      // $174
        sends (16|M16)           r38:w    r125    r14     0x82            0x028DA001           // wr:1h+2, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $186
(f0.0)  sel (16|M0)              r113.0<1>:d   r94.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted}        // $153
        and (16|M16)             r84.0<1>:d    r68.0<8;8,1>:d    -2139095041:d                       // $134
(f0.0)  sel (16|M16)             r115.0<1>:d   r96.0<8;8,1>:d    r66.0<8;8,1>:d                      // $154
        mov (8|M0)               r5.0<1>:hf    r117.0<8;8,1>:f                                       // $165
        mov (8|M0)               r3.0<1>:hf    r113.0<8;8,1>:f                                       // $163
        mov (8|M8)               r5.8<1>:hf    r118.0<8;8,1>:f                                       // $165
        mov (8|M8)               r3.8<1>:hf    r114.0<8;8,1>:f                                       // $163
        and (16|M16)             r100.0<1>:d   r68.0<8;8,1>:d    -2147483648:d                       // $142
        cmp (16|M16)  (eq)f1.0   null<1>:d     r84.0<8;8,1>:d    r68.0<8;8,1>:d                      // $156
        add (8|M0)               r22.0<1>:f    r46.0<8;8,1>:f    r3.0<8;8,1>:hf                      // $177
        mov (8|M16)              r4.0<1>:hf    r115.0<8;8,1>:f                                       // $164
        add (8|M8)               r23.0<1>:f    r47.0<8;8,1>:f    r3.8<8;8,1>:hf                      // $177
        and (16|M0)              r46.0<1>:d    r30.0<8;8,1>:d    -2139095041:d                       // $187
        mov (8|M24)              r4.8<1>:hf    r116.0<8;8,1>:f                                       // $164
        add (8|M0)               r26.0<1>:f    r50.0<8;8,1>:f    r5.0<8;8,1>:hf                      // $181
        add (8|M8)               r27.0<1>:f    r51.0<8;8,1>:f    r5.8<8;8,1>:hf                      // $181
(f1.0)  sel (16|M16)             r119.0<1>:d   r100.0<8;8,1>:d   r68.0<8;8,1>:d                      // $158
        cmp (16|M0)   (eq)f1.0   null<1>:d     r46.0<8;8,1>:d    r30.0<8;8,1>:d                      // $203
        and (16|M0)              r50.0<1>:d    r32.0<8;8,1>:d    -2139095041:d                       // $189
        add (8|M16)              r24.0<1>:f    r48.0<8;8,1>:f    r4.0<8;8,1>:hf                      // $178
        add (8|M24)              r25.0<1>:f    r49.0<8;8,1>:f    r4.8<8;8,1>:hf                      // $178
        mov (8|M16)              r6.0<1>:hf    r119.0<8;8,1>:f                                       // $166
(W)     mov (1|M0)               r78.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $203
        mov (8|M24)              r6.8<1>:hf    r120.0<8;8,1>:f                                       // $166
        cmp (16|M0)   (eq)f1.0   null<1>:d     r50.0<8;8,1>:d    r32.0<8;8,1>:d                      // $207
        and (16|M0)              r54.0<1>:d    r34.0<8;8,1>:d    -2139095041:d                       // $191
        add (8|M16)              r28.0<1>:f    r52.0<8;8,1>:f    r6.0<8;8,1>:hf                      // $182
(W)     mov (1|M0)               f0.0<1>:ud    r78.0<0;1,0>:ud                  {Compacted}          // $204
        add (8|M24)              r29.0<1>:f    r53.0<8;8,1>:f    r6.8<8;8,1>:hf                      // $182
(W)     mov (1|M0)               r79.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $207
        and (16|M0)              r62.0<1>:d    r30.0<8;8,1>:d    -2147483648:d                       // $195
        cmp (16|M0)   (eq)f1.0   null<1>:d     r54.0<8;8,1>:d    r34.0<8;8,1>:d                      // $211
        and (16|M0)              r66.0<1>:d    r32.0<8;8,1>:d    -2147483648:d                       // $197
        and (16|M0)              r58.0<1>:d    r36.0<8;8,1>:d    -2139095041:d                       // $193
        and (16|M0)              r70.0<1>:d    r34.0<8;8,1>:d    -2147483648:d                       // $199
(W)     mov (1|M0)               r80.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $211
        and (16|M0)              r74.0<1>:d    r36.0<8;8,1>:d    -2147483648:d                       // $201
(W)     mov (1|M0)               r113.0<1>:f   r9.0<0;1,0>:ud                   {Compacted}          // $227
        shl (16|M0)              r114.0<1>:d   r12.0<8;8,1>:d    4:w                                 // $244
        shl (16|M16)             r116.0<1>:d   r14.0<8;8,1>:d    4:w                                 // $245
        add (16|M0)              r114.0<1>:d   r114.0<8;8,1>:d   r8.2<0;1,0>:d    {Compacted}        // $246
        add (16|M16)             r116.0<1>:d   r116.0<8;8,1>:d   r8.2<0;1,0>:d                       // $247
        and (16|M16)             r48.0<1>:d    r38.0<8;8,1>:d    -2139095041:d                       // $188
        and (16|M16)             r52.0<1>:d    r40.0<8;8,1>:d    -2139095041:d                       // $190
        and (16|M16)             r56.0<1>:d    r42.0<8;8,1>:d    -2139095041:d                       // $192
        and (16|M16)             r64.0<1>:d    r38.0<8;8,1>:d    -2147483648:d                       // $196
        cmp (16|M16)  (eq)f0.0   null<1>:d     r48.0<8;8,1>:d    r38.0<8;8,1>:d                      // $204
        and (16|M16)             r68.0<1>:d    r40.0<8;8,1>:d    -2147483648:d                       // $198
        and (16|M16)             r60.0<1>:d    r44.0<8;8,1>:d    -2139095041:d                       // $194
        and (16|M16)             r72.0<1>:d    r42.0<8;8,1>:d    -2147483648:d                       // $200
(W)     mov (1|M0)               r78.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $204
(W)     mov (1|M0)               f0.0<1>:ud    r79.0<0;1,0>:ud                  {Compacted}          // $208
        cmp (16|M16)  (eq)f0.0   null<1>:d     r52.0<8;8,1>:d    r40.0<8;8,1>:d                      // $208
        and (16|M16)             r76.0<1>:d    r44.0<8;8,1>:d    -2147483648:d                       // $202
(W)     mov (1|M0)               f1.0<1>:ud    r78.0<0;1,0>:ud                  {Compacted}          // $205
(W)     mov (1|M0)               r79.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $208
(W)     mov (1|M0)               f0.0<1>:ud    r80.0<0;1,0>:ud                  {Compacted}          // $212
        cmp (16|M16)  (eq)f0.0   null<1>:d     r56.0<8;8,1>:d    r42.0<8;8,1>:d                      // $212
(f1.0)  sel (16|M0)              r81.0<1>:d    r62.0<8;8,1>:d    r30.0<8;8,1>:d                      // $205
(f1.0)  sel (16|M16)             r83.0<1>:d    r64.0<8;8,1>:d    r38.0<8;8,1>:d                      // $206
(W)     mov (1|M0)               f1.0<1>:ud    r79.0<0;1,0>:ud                  {Compacted}          // $209
(W)     mov (1|M0)               r80.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $212
        cmp (16|M0)   (eq)f0.0   null<1>:d     r58.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $215
        cmp (16|M16)  (eq)f0.0   null<1>:d     r60.0<8;8,1>:d    r44.0<8;8,1>:d                      // $216
        add (16|M0)              r97.0<1>:f    r10.0<8;8,1>:f    r81.0<8;8,1>:f   {Compacted}        // $219
(f1.0)  sel (16|M0)              r85.0<1>:d    r66.0<8;8,1>:d    r32.0<8;8,1>:d                      // $209
(f1.0)  sel (16|M16)             r87.0<1>:d    r68.0<8;8,1>:d    r40.0<8;8,1>:d                      // $210
(W)     mov (1|M0)               f1.0<1>:ud    r80.0<0;1,0>:ud                  {Compacted}          // $213
(f0.0)  sel (16|M0)              r93.0<1>:d    r74.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $217
(f0.0)  sel (16|M16)             r95.0<1>:d    r76.0<8;8,1>:d    r44.0<8;8,1>:d                      // $218
        add (16|M0)              r101.0<1>:f   r18.0<8;8,1>:f    r85.0<8;8,1>:f   {Compacted}        // $221
(f1.0)  sel (16|M0)              r89.0<1>:d    r70.0<8;8,1>:d    r34.0<8;8,1>:d                      // $213
(f1.0)  sel (16|M16)             r91.0<1>:d    r72.0<8;8,1>:d    r42.0<8;8,1>:d                      // $214
        add (16|M0)              r109.0<1>:f   r26.0<8;8,1>:f    r93.0<8;8,1>:f   {Compacted}        // $225
        add (16|M16)             r99.0<1>:f    r16.0<8;8,1>:f    r83.0<8;8,1>:f                      // $220
        add (16|M0)              r105.0<1>:f   r22.0<8;8,1>:f    r89.0<8;8,1>:f   {Compacted}        // $223
        add (16|M16)             r103.0<1>:f   r20.0<8;8,1>:f    r87.0<8;8,1>:f                      // $222
        add (16|M16)             r111.0<1>:f   r28.0<8;8,1>:f    r95.0<8;8,1>:f                      // $226
        add (16|M16)             r107.0<1>:f   r24.0<8;8,1>:f    r91.0<8;8,1>:f                      // $224
        add (16|M0)              r9.0<1>:f     r97.0<8;8,1>:f    r113.0<0;1,0>:f  {Compacted}        // $228
        add (16|M0)              r11.0<1>:f    r101.0<8;8,1>:f   r113.0<0;1,0>:f  {Compacted}        // $230
        add (16|M0)              r15.0<1>:f    r109.0<8;8,1>:f   r113.0<0;1,0>:f  {Compacted}        // $234
        add (16|M0)              r13.0<1>:f    r105.0<8;8,1>:f   r113.0<0;1,0>:f  {Compacted}        // $232
        add (16|M16)             r17.0<1>:f    r99.0<8;8,1>:f    r113.0<0;1,0>:f                     // $229
        add (16|M16)             r19.0<1>:f    r103.0<8;8,1>:f   r113.0<0;1,0>:f                     // $231
        add (16|M16)             r23.0<1>:f    r111.0<8;8,1>:f   r113.0<0;1,0>:f                     // $235
        add (16|M16)             r21.0<1>:f    r107.0<8;8,1>:f   r113.0<0;1,0>:f                     // $233
        sends (16|M0)            null:w   r114    r9      0x20C            0x04025004           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $249
        sends (16|M16)           null:w   r116    r17     0x20C            0x04025004           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $251
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $252
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
