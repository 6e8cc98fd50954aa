//.kernel image_arrays
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 272
//.RA type	LOCAL_FIRST_FIT_RA
//.spill flag store 6
//.spill flag load 9

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r98.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r98.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r98.0)
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
//.declare V0048 (56)  rf=r size=4 type=d align=16 words (r3.0)
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
//.declare V0065 (77)  rf=r size=256 type=f align=16 words (r60.0)
//.declare V0066 (78)  rf=r size=256 type=f align=16 words (r68.0)
//.declare V0067 (79)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0068 (81)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0069 (83)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0070 (84)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0071 (85)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0072 (86)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0073 (87)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0074 (88)  rf=r size=64 type=f align=16 words (r78.0)
//.declare V0075 (89)  rf=r size=64 type=f align=16 words (r80.0)
//.declare V0076 (90)  rf=r size=64 type=f align=16 words (r82.0)
//.declare V0077 (91)  rf=r size=64 type=f align=16 words (r84.0)
//.declare V0078 (92)  rf=r size=64 type=f align=16 words (r86.0)
//.declare V0079 (93)  rf=r size=64 type=f align=16 words (r88.0)
//.declare V0080 (94)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0081 (95)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0082 (96)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0083 (97)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0084 (98)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0085 (99)  rf=r size=256 type=f align=16 words (r26.0)
//.declare V0086 (100)  rf=r size=256 type=f align=16 words (r34.0)
//.declare  (103)  rf=r size=128 type=ud align=16 words (r90.0)
//.declare  (106)  rf=r size=128 type=ud align=16 words (r94.0)
//.declare V0091 (107)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0092 (108)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0093 (109)  rf=r size=256 type=d alias=V0085+0 align=16 words (r26.0)
//.declare V0094 (110)  rf=r size=256 type=d alias=V0086+0 align=16 words (r34.0)
//.declare V0095 (111)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0096 (112)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0097 (113)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0098 (114)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0099 (115)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0100 (116)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0101 (117)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0102 (118)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0103 (119)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0104 (120)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0105 (121)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0106 (122)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0107 (123)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0108 (124)  rf=r size=64 type=d align=16 words (r72.0)
//.declare P01 (125)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0109 (126)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0110 (127)  rf=r size=64 type=d align=16 words (r62.0)
//.declare P02 (128)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0111 (129)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0112 (130)  rf=r size=64 type=d align=16 words (r74.0)
//.declare P03 (131)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0113 (132)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0114 (133)  rf=r size=64 type=d align=16 words (r78.0)
//.declare P04 (134)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0115 (135)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0116 (136)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0117 (137)  rf=r size=64 type=f align=16 words (r90.0)
//.declare V0118 (138)  rf=r size=64 type=f align=16 words (r92.0)
//.declare V0119 (139)  rf=r size=64 type=f alias=V0109+0 align=16 words (r60.0)
//.declare V0120 (140)  rf=r size=64 type=f alias=V0110+0 align=16 words (r62.0)
//.declare V0121 (141)  rf=r size=64 type=f align=16 words (r94.0)
//.declare V0122 (142)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0123 (143)  rf=r size=64 type=f alias=V0111+0 align=16 words (r64.0)
//.declare V0124 (144)  rf=r size=64 type=f alias=V0112+0 align=16 words (r74.0)
//.declare V0125 (145)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0126 (146)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0127 (147)  rf=r size=64 type=f alias=V0113+0 align=16 words (r76.0)
//.declare V0128 (148)  rf=r size=64 type=f alias=V0114+0 align=16 words (r78.0)
//.declare V0129 (149)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0130 (150)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0131 (151)  rf=r size=64 type=f alias=V0115+0 align=16 words (r80.0)
//.declare V0132 (152)  rf=r size=64 type=f alias=V0116+0 align=16 words (r82.0)
//.declare V0133 (153)  rf=r size=256 type=d align=16 words (r42.0)
//.declare V0134 (154)  rf=r size=256 type=d align=16 words (r50.0)
//.declare V0135 (155)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0136 (156)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V0137 (157)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0138 (158)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0139 (159)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0140 (160)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0141 (161)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0142 (162)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0143 (163)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0144 (164)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0145 (165)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0146 (166)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0147 (167)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0148 (168)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0149 (169)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0150 (170)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0151 (171)  rf=r size=256 type=f align=16 words (r70.0)
//.declare V0152 (172)  rf=r size=256 type=f align=16 words (r78.0)
//.declare V0153 (173)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0154 (174)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0155 (175)  rf=r size=256 type=d alias=V0151+0 align=16 words (r70.0)
//.declare V0156 (176)  rf=r size=256 type=d alias=V0152+0 align=16 words (r78.0)
//.declare V0157 (177)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0158 (178)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0159 (179)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0160 (180)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0161 (181)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0162 (182)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0163 (183)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0164 (184)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0165 (185)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0166 (186)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0167 (187)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0168 (188)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0169 (189)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0170 (190)  rf=r size=64 type=d align=16 words (r44.0)
//.declare P05 (191)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0171 (192)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0172 (193)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P06 (194)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0173 (195)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0174 (196)  rf=r size=64 type=d align=16 words (r48.0)
//.declare P07 (197)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0175 (198)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0176 (199)  rf=r size=64 type=d align=16 words (r52.0)
//.declare P08 (200)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0177 (201)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0178 (202)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0179 (203)  rf=r size=32 type=hf align=16 words (r7.0)
//.declare V0180 (204)  rf=r size=32 type=hf align=16 words (r58.0)
//.declare V0181 (205)  rf=r size=64 type=f alias=V0171+0 align=16 words (r46.0)
//.declare V0182 (206)  rf=r size=64 type=f alias=V0172+0 align=16 words (r10.0)
//.declare V0183 (207)  rf=r size=32 type=hf align=16 words (r18.0)
//.declare V0184 (208)  rf=r size=32 type=hf align=16 words (r19.0)
//.declare V0185 (209)  rf=r size=64 type=f alias=V0173+0 align=16 words (r16.0)
//.declare V0186 (210)  rf=r size=64 type=f alias=V0174+0 align=16 words (r48.0)
//.declare V0187 (211)  rf=r size=32 type=hf align=16 words (r6.0)
//.declare V0188 (212)  rf=r size=32 type=hf align=16 words (r26.0)
//.declare V0189 (213)  rf=r size=64 type=f alias=V0175+0 align=16 words (r50.0)
//.declare V0190 (214)  rf=r size=64 type=f alias=V0176+0 align=16 words (r52.0)
//.declare V0191 (215)  rf=r size=32 type=hf align=16 words (r27.0)
//.declare V0192 (216)  rf=r size=32 type=hf align=16 words (r28.0)
//.declare V0193 (217)  rf=r size=64 type=f alias=V0177+0 align=16 words (r54.0)
//.declare V0194 (218)  rf=r size=64 type=f alias=V0178+0 align=16 words (r56.0)
//.declare V0197 (221)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0198 (222)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0201 (225)  rf=r size=64 type=f align=16 words (r29.0)
//.declare V0202 (226)  rf=r size=64 type=f align=16 words (r31.0)
//.declare V0205 (229)  rf=r size=64 type=f align=16 words (r33.0)
//.declare V0206 (230)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0209 (233)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0210 (234)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0211 (235)  rf=r size=256 type=f align=16 words (r46.0)
//.declare V0212 (236)  rf=r size=256 type=f align=16 words (r54.0)
//.declare V0213 (237)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0214 (238)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0215 (239)  rf=r size=256 type=d alias=V0211+0 align=16 words (r46.0)
//.declare V0216 (240)  rf=r size=256 type=d alias=V0212+0 align=16 words (r54.0)
//.declare V0217 (241)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0218 (242)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0219 (243)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0220 (244)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0221 (245)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0222 (246)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0223 (247)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0224 (248)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0225 (249)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0226 (250)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0227 (251)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0228 (252)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0229 (253)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0230 (254)  rf=r size=64 type=d align=16 words (r64.0)
//.declare P09 (255)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0231 (256)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0232 (257)  rf=r size=64 type=d align=16 words (r35.0)
//.declare P10 (258)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0233 (259)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0234 (260)  rf=r size=64 type=d align=16 words (r66.0)
//.declare P11 (261)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0235 (262)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0236 (263)  rf=r size=64 type=d align=16 words (r70.0)
//.declare P12 (264)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0237 (265)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0238 (266)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0239 (267)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0240 (268)  rf=r size=64 type=f align=16 words (r78.0)
//.declare V0241 (269)  rf=r size=64 type=f alias=V0231+0 align=16 words (r24.0)
//.declare V0242 (270)  rf=r size=64 type=f alias=V0232+0 align=16 words (r35.0)
//.declare V0243 (271)  rf=r size=64 type=f align=16 words (r80.0)
//.declare V0244 (272)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0245 (273)  rf=r size=64 type=f alias=V0233+0 align=16 words (r26.0)
//.declare V0246 (274)  rf=r size=64 type=f alias=V0234+0 align=16 words (r66.0)
//.declare V0247 (275)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0248 (276)  rf=r size=64 type=f align=16 words (r82.0)
//.declare V0249 (277)  rf=r size=64 type=f alias=V0235+0 align=16 words (r68.0)
//.declare V0250 (278)  rf=r size=64 type=f alias=V0236+0 align=16 words (r70.0)
//.declare V0251 (279)  rf=r size=64 type=f align=16 words (r5.0)
//.declare V0252 (280)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0253 (281)  rf=r size=64 type=f alias=V0237+0 align=16 words (r72.0)
//.declare V0254 (282)  rf=r size=64 type=f alias=V0238+0 align=16 words (r74.0)
//.declare V0255 (283)  rf=r size=4 type=f align=2 words (r4.0)
//.declare V0256 (284)  rf=r size=4 type=ud alias=V0046+0 align=2 words (r9.0)
//.declare V0257 (285)  rf=r size=256 type=f align=16 words (r46.0)
//.declare V0258 (286)  rf=r size=256 type=f align=16 words (r54.0)
//.declare V0259 (287)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0260 (288)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0261 (289)  rf=r size=64 type=ud alias=V0259+0 align=16 words (r84.0)
//.declare V0262 (290)  rf=r size=64 type=ud alias=V0260+0 align=16 words (r39.0)
//.declare V0263 (291)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare  (292)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (293)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (294)  rf=r size=4 type=uw align=2 words (r8.2)
//.declare  (295)  rf=r size=4 type=uw align=2 words (r8.0)
//.declare  (296)  rf=r size=4 type=uw align=2 words (r6.2)
//.declare  (297)  rf=r size=4 type=uw align=2 words (r6.0)
//.declare  (298)  rf=r size=4 type=uw align=2 words (r8.2)
//.declare  (299)  rf=r size=4 type=uw align=2 words (r8.0)
//.declare  (300)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (301)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (302)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (303)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (304)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (305)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (306)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (307)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (308)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (309)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (310)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (311)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (312)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (313)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (314)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (315)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (316)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (317)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (318)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (319)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (320)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (321)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (322)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (323)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (324)  rf=r size=4 type=uw align=2 words (r4.0)
//.declare  (325)  rf=r size=4 type=uw align=2 words (r6.4)
//.declare  (326)  rf=r size=4 type=uw align=2 words (r6.0)
//.declare  (327)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (328)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (329)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (330)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (331)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (332)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (333)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (334)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (335)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (336)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (337)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (338)  rf=f32  size=4 type=uw align=2 words (f1.0)

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


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r98.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r8.3<0;1,0>:d     r98.2<0;1,0>:uw  {@1}               // $2
(W)     mach (1|M0)              r3.0<1>:d     r8.3<0;1,0>:d     r98.1<0;1,0>:d                      // $5
        mov (16|M0)              r22.0<1>:f    0x3F800000:f                               {Compacted} // $21
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@2}               // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        mov (16|M0)              acc0.0<1>:f   r12.0<8;8,1>:d                   {@2}                 // $9
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   0x3F000000:f               {Compacted} // $11
        mov (16|M16)             r18.0<1>:f    r14.0<8;8,1>:d                   {Compacted,@3}       // $10
        mul (16|M0)              r20.0<1>:f    acc0.0<8;8,1>:f   0x3C800000:f               {Compacted} // $13
        add (16|M16)             acc0.0<1>:f   r18.0<8;8,1>:f    0x3F000000:f               {Compacted,@2} // $12
        send.smpl (16|M0)        r28      r20     null    0x0            0x04858000           {@2,$0} // wr:2+0, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $17
        send.smpl (16|M0)        r44      r20     null    0x0            0x08858002           {@7,$1} // wr:4+0, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $24
        mul (16|M16)             r24.0<1>:f    acc0.0<8;8,1>:f   0x3C800000:f               {Compacted} // $14
        mov (16|M16)             r26.0<1>:f    0x3F800000:f                               {Compacted} // $25
        send.smpl (16|M16)       r36      r24     null    0x0            0x04858000           {@2,$2} // wr:2+0, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $20
        send.smpl (16|M16)       r52      r24     null    0x0            0x08858002           {@1,$3} // wr:4+0, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $28
        mov (16|M0)              r90.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $55
        mov (16|M0)              r92.0<1>:f    0x1:f                                                 //  (0x00000001:f); $56
        mov (16|M0)              r2.0<1>:f     0x40000000:f                               {Compacted} // $30
        mov (16|M16)             r4.0<1>:f     0x40000000:f                               {Compacted} // $35
        mov (16|M0)              r22.0<1>:f    0x3F000000:f                               {Compacted,$1.src} // $29
        mov (16|M16)             r26.0<1>:f    0x3F000000:f                               {Compacted,$3.src} // $34
        send.smpl (16|M0)        r60      r20     r2      0x80            0x08858003           {@2,$4} // wr:4+2, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $33
        send.smpl (16|M16)       r68      r24     r4      0x80            0x08858003           {@1,$5} // wr:4+2, rd:8; simd16 sample with lod forced to 0 using sampler index 0 // $38
        mov (16|M16)             r94.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $59
        mov (16|M16)             r96.0<1>:f    0x1:f                                                 //  (0x00000001:f); $60
(W)     mov (8|M0)               r127.0<1>:f   r98.0<8;8,1>:f                   {Compacted}          // $252
        sync.nop                             null                             {Compacted,$1.dst}     // $39
        add (16|M0)              r6.0<1>:f     r28.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted,$0.dst} // $39 R{} IR{}{E:6,E:6,},  R{} IR{}{O:6,O:6,},  {BC=2}
        add (16|M0)              r16.0<1>:f    r30.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}        // $41 R{} IR{}{E:7,E:7,},  R{} IR{}{O:7,O:7,},  {BC=2}
        add (16|M0)              r76.0<1>:f    r32.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted}        // $43 R{} IR{}{E:0,E:0,},  R{} IR{}{O:0,O:0,},  {BC=2}
        sync.nop                             null                             {Compacted,$5.src}     // $58
        send.smpl (16|M0)        r26      r12     r90     0x100            0x0485A003           {@1,$6} // wr:2+4, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $58
        add (16|M0)              r80.0<1>:f    r34.0<8;8,1>:f    r50.0<8;8,1>:f   {Compacted}        // $45 R{} IR{}{E:1,E:1,},  R{} IR{}{O:1,O:1,},  {BC=2}
        sync.nop                             null                             {Compacted,$3.dst}     // $40
        add (16|M16)             acc0.0<1>:f   r36.0<8;8,1>:f    r52.0<8;8,1>:f   {Compacted,$2.dst} // $40 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        add (16|M16)             r18.0<1>:f    r38.0<8;8,1>:f    r54.0<8;8,1>:f   {Compacted}        // $42 R{} IR{}{E:3,E:3,},  R{} IR{}{O:3,O:3,},  {BC=2}
        add (16|M16)             r78.0<1>:f    r40.0<8;8,1>:f    r56.0<8;8,1>:f   {Compacted}        // $44 R{} IR{}{E:4,E:4,},  R{} IR{}{O:4,O:4,},  {BC=2}
        send.smpl (16|M16)       r34      r14     r94     0x100            0x0485A003           {@1,$7} // wr:2+4, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $62
        add (16|M16)             r82.0<1>:f    r42.0<8;8,1>:f    r58.0<8;8,1>:f   {Compacted}        // $46 R{} IR{}{E:5,E:5,},  R{} IR{}{O:5,O:5,},  {BC=2}
        send.smpl (16|M16)       r50      r14     null    0x0            0x0485A000           {$8} // wr:2+0, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $106
        add (16|M0)              r84.0<1>:f    r6.0<8;8,1>:f     r60.0<8;8,1>:f   {Compacted,@7,$4.dst} // $47
        add (16|M0)              r88.0<1>:f    r16.0<8;8,1>:f    r62.0<8;8,1>:f   {Compacted,@7}     // $49
        add (16|M16)             r86.0<1>:f    acc0.0<8;8,1>:f   r68.0<8;8,1>:f   {Compacted,$5.dst} // $48
        add (16|M16)             acc0.0<1>:f   r18.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted,@6}     // $50
        add (16|M0)              r4.0<1>:f     r76.0<8;8,1>:f    r64.0<8;8,1>:f   {Compacted,@7}     // $51
        add (16|M0)              r22.0<1>:f    r80.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted,@7}     // $53
        add (16|M16)             r24.0<1>:f    r82.0<8;8,1>:f    r74.0<8;8,1>:f   {Compacted,@7}     // $54
        add (16|M16)             r20.0<1>:f    r78.0<8;8,1>:f    r72.0<8;8,1>:f   {Compacted,@7}     // $52
        send.smpl (16|M0)        r42      r12     null    0x0            0x0485A000           {$9} // wr:2+0, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $104
        and (16|M0)              r6.0<1>:d     r26.0<8;8,1>:d    -2139095041:d               {$6.dst} // $63
        cmp (16|M0)   (eq)f1.0   null<1>:d     r6.0<8;8,1>:d     r26.0<8;8,1>:d   {@1}               // $79
        and (16|M0)              r16.0<1>:d    r28.0<8;8,1>:d    -2139095041:d                       // $65
(W)     mov (1|M0)               r8.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $79
        cmp (16|M0)   (eq)f1.0   null<1>:d     r16.0<8;8,1>:d    r28.0<8;8,1>:d   {@2}               // $83
        and (16|M0)              r58.0<1>:d    r30.0<8;8,1>:d    -2139095041:d                       // $67
        and (16|M16)             r10.0<1>:d    r34.0<8;8,1>:d    -2139095041:d               {$7.dst} // $64
(W)     mov (1|M0)               f0.0<1>:ud    r8.0<0;1,0>:ud                   {@4}                 // $80
        cmp (16|M16)  (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    r34.0<8;8,1>:d   {@2}               // $80
        and (16|M16)             r18.0<1>:d    r36.0<8;8,1>:d    -2139095041:d                       // $66
(W)     mov (1|M0)               r8.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $83
        cmp (16|M0)   (eq)f1.0   null<1>:d     r58.0<8;8,1>:d    r30.0<8;8,1>:d   {@6}               // $87
(W)     mov (1|M0)               r8.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $80
(W)     mov (1|M0)               f0.0<1>:ud    r8.1<0;1,0>:ud                   {@3}                 // $84
        cmp (16|M16)  (eq)f0.0   null<1>:d     r18.0<8;8,1>:d    r36.0<8;8,1>:d   {@5}               // $84
        and (16|M16)             r60.0<1>:d    r38.0<8;8,1>:d    -2139095041:d                       // $68
(W)     mov (1|M0)               r6.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $87
(W)     mov (1|M0)               r8.1<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $84
(W)     mov (1|M0)               f1.0<1>:ud    r8.0<0;1,0>:ud                   {@6}                 // $81
(W)     mov (1|M0)               f0.0<1>:ud    r6.0<0;1,0>:ud                   {@3}                 // $88
        cmp (16|M16)  (eq)f0.0   null<1>:d     r60.0<8;8,1>:d    r38.0<8;8,1>:d   {@5}               // $88
        and (16|M0)              r62.0<1>:d    r32.0<8;8,1>:d    -2139095041:d                       // $69
        and (16|M16)             r16.0<1>:d    r34.0<8;8,1>:d    -2147483648:d                       // $72
        and (16|M0)              r10.0<1>:d    r26.0<8;8,1>:d    -2147483648:d                       // $71
(W)     mov (1|M0)               r6.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $88
(f1.0)  sel (16|M0)              r60.0<1>:d    r10.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@2}     // $81 R{} IR{}{E:5,E:5,},  R{} IR{}{O:5,O:5,},  {BC=2}
        cmp (16|M0)   (eq)f0.0   null<1>:d     r62.0<8;8,1>:d    r32.0<8;8,1>:d   {@5}               // $91
(f1.0)  sel (16|M16)             r62.0<1>:d    r16.0<8;8,1>:d    r34.0<8;8,1>:d   {@5}               // $82
(W)     mov (1|M0)               f1.0<1>:ud    r8.1<0;1,0>:ud                   {@7}                 // $85
        and (16|M16)             r64.0<1>:d    r40.0<8;8,1>:d    -2139095041:d                       // $70
        and (16|M16)             r66.0<1>:d    r36.0<8;8,1>:d    -2147483648:d                       // $74
        and (16|M0)              r18.0<1>:d    r28.0<8;8,1>:d    -2147483648:d                       // $73
        cmp (16|M16)  (eq)f0.0   null<1>:d     r64.0<8;8,1>:d    r40.0<8;8,1>:d   {@3}               // $92
(f1.0)  sel (16|M16)             r74.0<1>:d    r66.0<8;8,1>:d    r36.0<8;8,1>:d   {@3}               // $86
(f1.0)  sel (16|M0)              r64.0<1>:d    r18.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted,@3}     // $85
(W)     mov (1|M0)               f1.0<1>:ud    r6.0<0;1,0>:ud                   {@7}                 // $89
        and (16|M0)              r68.0<1>:d    r30.0<8;8,1>:d    -2147483648:d                       // $75
        and (16|M0)              r70.0<1>:d    r32.0<8;8,1>:d    -2147483648:d                       // $77
        and (16|M16)             r72.0<1>:d    r40.0<8;8,1>:d    -2147483648:d                       // $78
(f1.0)  sel (16|M0)              r76.0<1>:d    r68.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted,@3}     // $89
        add (16|M16)             r10.0<1>:f    acc0.0<8;8,1>:f   r74.0<8;8,1>:f   {Compacted,@7}     // $98
(f0.0)  sel (16|M0)              r80.0<1>:d    r70.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted,@4}     // $93
(f0.0)  sel (16|M16)             r82.0<1>:d    r72.0<8;8,1>:d    r40.0<8;8,1>:d   {@4}               // $94 R{} IR{}{E:4,E:4,},  R{} IR{}{O:4,O:4,},  {BC=2}
        add (16|M0)              r16.0<1>:f    r4.0<8;8,1>:f     r76.0<8;8,1>:f   {Compacted,@4}     // $99
        send.smpl (16|M0)        r70      r12     null    0x0            0x0485A002           {@1,$10} // wr:2+0, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $124
        and (16|M16)             r58.0<1>:d    r38.0<8;8,1>:d    -2147483648:d                       // $76
(f1.0)  sel (16|M16)             r78.0<1>:d    r58.0<8;8,1>:d    r38.0<8;8,1>:d   {@1}               // $90
        add (16|M0)              r90.0<1>:f    r84.0<8;8,1>:f    r60.0<8;8,1>:f   {Compacted}        // $95
        add (16|M0)              r18.0<1>:f    r22.0<8;8,1>:f    r80.0<8;8,1>:f   {Compacted,@6}     // $101
        add (16|M16)             acc0.0<1>:f   r24.0<8;8,1>:f    r82.0<8;8,1>:f   {Compacted,@6}     // $102
        add (16|M16)             r96.0<1>:f    r20.0<8;8,1>:f    r78.0<8;8,1>:f   {Compacted,@4}     // $100
        send.smpl (16|M16)       r78      r14     null    0x0            0x0485A002           {@1,$11} // wr:2+0, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $126
        mov (16|M16)             r34.0<1>:f    r56.0<8;8,1>:d                   {Compacted,$8.dst}   // $114
        mov (16|M0)              r58.0<1>:f    r44.0<8;8,1>:d                   {Compacted,$9.dst}   // $109
        mov (16|M0)              r66.0<1>:f    r42.0<8;8,1>:d                   {Compacted}          // $107
        add (16|M16)             r40.0<1>:f    acc0.0<8;8,1>:f   r34.0<8;8,1>:f   {Compacted,@3}     // $122
        mov (16|M0)              r32.0<1>:f    r48.0<8;8,1>:d                   {Compacted}          // $113
        mov (16|M0)              r28.0<1>:f    r46.0<8;8,1>:d                   {Compacted}          // $111
        mov (16|M16)             r68.0<1>:f    r50.0<8;8,1>:d                   {Compacted}          // $108
        mov (16|M16)             r26.0<1>:f    r52.0<8;8,1>:d                   {Compacted}          // $110
        add (16|M0)              r38.0<1>:f    r18.0<8;8,1>:f    r32.0<8;8,1>:f   {Compacted,@4}     // $121
        add (16|M16)             r22.0<1>:f    r10.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted,@2}     // $118 R{} IR{}{E:5,E:5,},  R{} IR{}{O:5,O:5,},  {BC=2}
        mov (16|M16)             r30.0<1>:f    r54.0<8;8,1>:d                   {Compacted}          // $112
        add (16|M0)              r24.0<1>:f    r16.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted,@6}     // $119
        add (16|M16)             r36.0<1>:f    r96.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted,@2}     // $120
        add (16|M16)             acc0.0<1>:f   r86.0<8;8,1>:f    r62.0<8;8,1>:f   {Compacted}        // $96
        add (16|M0)              r94.0<1>:f    r88.0<8;8,1>:f    r64.0<8;8,1>:f   {Compacted}        // $97
        add (16|M16)             r4.0<1>:f     acc0.0<8;8,1>:f   r68.0<8;8,1>:f   {Compacted,@7}     // $116
        add (16|M0)              r20.0<1>:f    r94.0<8;8,1>:f    r58.0<8;8,1>:f   {Compacted,@2}     // $117
        add (16|M0)              r2.0<1>:f     r90.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}        // $115
        and (16|M0)              r60.0<1>:d    r70.0<8;8,1>:d    -2139095041:d               {$10.dst} // $127
        cmp (16|M0)   (eq)f0.0   null<1>:d     r60.0<8;8,1>:d    r70.0<8;8,1>:d   {@1}               // $143
        and (16|M0)              r44.0<1>:d    r72.0<8;8,1>:d    -2139095041:d                       // $129
(W)     mov (1|M0)               r6.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $143
        cmp (16|M0)   (eq)f0.0   null<1>:d     r44.0<8;8,1>:d    r72.0<8;8,1>:d   {@2}               // $147
        and (16|M0)              r48.0<1>:d    r74.0<8;8,1>:d    -2139095041:d                       // $131
(W)     mov (1|M0)               f1.0<1>:ud    r6.0<0;1,0>:ud                   {@3}                 // $144
(W)     mov (1|M0)               r6.1<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $147
        cmp (16|M0)   (eq)f0.0   null<1>:d     r48.0<8;8,1>:d    r74.0<8;8,1>:d   {@3}               // $151
        and (16|M16)             r42.0<1>:d    r78.0<8;8,1>:d    -2139095041:d               {$11.dst} // $128
        cmp (16|M16)  (eq)f1.0   null<1>:d     r42.0<8;8,1>:d    r78.0<8;8,1>:d   {@1}               // $144
        and (16|M16)             r46.0<1>:d    r80.0<8;8,1>:d    -2139095041:d                       // $130
(W)     mov (1|M0)               r6.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $144
(W)     mov (1|M0)               f1.0<1>:ud    r6.1<0;1,0>:ud                   {@6}                 // $148
        cmp (16|M16)  (eq)f1.0   null<1>:d     r46.0<8;8,1>:d    r80.0<8;8,1>:d   {@3}               // $148
        and (16|M16)             r50.0<1>:d    r82.0<8;8,1>:d    -2139095041:d                       // $132
(W)     mov (1|M0)               r6.2<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $151
(W)     mov (1|M0)               r6.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $148
(W)     mov (1|M0)               f0.0<1>:ud    r6.0<0;1,0>:ud                   {@6}                 // $145
(W)     mov (1|M0)               f1.0<1>:ud    r6.2<0;1,0>:ud                   {@3}                 // $152
        cmp (16|M16)  (eq)f1.0   null<1>:d     r50.0<8;8,1>:d    r82.0<8;8,1>:d   {@5}               // $152 R{} IR{}{E:1,E:1,},  R{} IR{}{O:1,O:1,},  {BC=2}
        and (16|M0)              r10.0<1>:d    r76.0<8;8,1>:d    -2139095041:d                       // $133
        and (16|M0)              r18.0<1>:d    r70.0<8;8,1>:d    -2147483648:d                       // $135
        and (16|M16)             r26.0<1>:d    r78.0<8;8,1>:d    -2147483648:d                       // $136
(W)     mov (1|M0)               r6.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $152
(f0.0)  sel (16|M0)              r46.0<1>:d    r18.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@3}     // $145
        cmp (16|M0)   (eq)f1.0   null<1>:d     r10.0<8;8,1>:d    r76.0<8;8,1>:d   {@5}               // $155
(f0.0)  sel (16|M16)             r10.0<1>:d    r26.0<8;8,1>:d    r78.0<8;8,1>:d   {@4}               // $146
(W)     mov (1|M0)               f0.0<1>:ud    r6.1<0;1,0>:ud                   {@7}                 // $149
        and (16|M0)              r28.0<1>:d    r72.0<8;8,1>:d    -2147483648:d                       // $137
        and (16|M16)             r16.0<1>:d    r84.0<8;8,1>:d    -2139095041:d                       // $134
        and (16|M16)             r30.0<1>:d    r80.0<8;8,1>:d    -2147483648:d                       // $138
        cmp (16|M16)  (eq)f1.0   null<1>:d     r16.0<8;8,1>:d    r84.0<8;8,1>:d   {@2}               // $156
(f0.0)  sel (16|M16)             r48.0<1>:d    r30.0<8;8,1>:d    r80.0<8;8,1>:d   {@2}               // $150
(f0.0)  sel (16|M0)              r16.0<1>:d    r28.0<8;8,1>:d    r72.0<8;8,1>:d   {Compacted,@5}     // $149
(W)     mov (1|M0)               f0.0<1>:ud    r6.2<0;1,0>:ud                   {@7}                 // $153
        and (16|M0)              r32.0<1>:d    r74.0<8;8,1>:d    -2147483648:d                       // $139
        and (16|M16)             r34.0<1>:d    r82.0<8;8,1>:d    -2147483648:d                       // $140
(f0.0)  sel (16|M0)              r50.0<1>:d    r32.0<8;8,1>:d    r74.0<8;8,1>:d   {Compacted,@2}     // $153
(f0.0)  sel (16|M16)             r52.0<1>:d    r34.0<8;8,1>:d    r82.0<8;8,1>:d   {@2}               // $154 R{} IR{}{E:1,E:1,},  R{} IR{}{O:1,O:1,},  {BC=2}
        mov (8|M0)               r7.0<1>:hf    r46.0<8;8,1>:f                                        // $159
        mov (8|M8)               r7.8<1>:hf    r47.0<8;8,1>:f                                        // $159
        mov (8|M16)              r19.0<1>:hf   r48.0<8;8,1>:f                   {@7}                 // $162
        mov (8|M24)              r19.8<1>:hf   r49.0<8;8,1>:f                                        // $162
        mov (8|M0)               r6.0<1>:hf    r50.0<8;8,1>:f                   {@6}                 // $163
        mov (8|M8)               r6.8<1>:hf    r51.0<8;8,1>:f                                        // $163
        mov (8|M16)              r26.0<1>:hf   r52.0<8;8,1>:f                   {@7}                 // $164
        mov (8|M24)              r26.8<1>:hf   r53.0<8;8,1>:f                                        // $164
        send.smpl (16|M0)        r46      r12     null    0x0            0x0485A001           {@1,$12} // wr:2+0, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $184
        and (16|M16)             r44.0<1>:d    r84.0<8;8,1>:d    -2147483648:d                       // $142
        and (16|M0)              r42.0<1>:d    r76.0<8;8,1>:d    -2147483648:d                       // $141
        mov (8|M16)              r58.0<1>:hf   r10.0<8;8,1>:f                                        // $160
        mov (8|M24)              r58.8<1>:hf   r11.0<8;8,1>:f                                        // $160
(f1.0)  sel (16|M16)             r56.0<1>:d    r44.0<8;8,1>:d    r84.0<8;8,1>:d   {@4}               // $158
(f1.0)  sel (16|M0)              r54.0<1>:d    r42.0<8;8,1>:d    r76.0<8;8,1>:d   {Compacted,@4}     // $157
        mov (8|M0)               r18.0<1>:hf   r16.0<8;8,1>:f                                        // $161
        mov (8|M8)               r18.8<1>:hf   r17.0<8;8,1>:f                                        // $161
        mov (8|M16)              r28.0<1>:hf   r56.0<8;8,1>:f                   {@4}                 // $166
        mov (8|M24)              r28.8<1>:hf   r57.0<8;8,1>:f                                        // $166
        mov (8|M0)               r27.0<1>:hf   r54.0<8;8,1>:f                   {@5}                 // $165
        mov (8|M8)               r27.8<1>:hf   r55.0<8;8,1>:f                                        // $165
        add (8|M16)              r16.0<1>:f    r4.0<8;8,1>:f     r58.0<8;8,1>:hf  {@7}               // $170
        add (8|M24)              r17.0<1>:f    r5.0<8;8,1>:f     r58.8<8;8,1>:hf  {@7}               // $170
        send.smpl (16|M16)       r54      r14     null    0x0            0x0485A001           {@1,$13} // wr:2+0, rd:8; simd16 sample load with lod forced to 0 using sampler index 0 // $186
        add (8|M0)               r29.0<1>:f    r20.0<8;8,1>:f    r18.0<8;8,1>:hf  {@7}               // $173
        add (8|M8)               r30.0<1>:f    r21.0<8;8,1>:f    r18.8<8;8,1>:hf  {@7}               // $173
        add (8|M16)              r31.0<1>:f    r22.0<8;8,1>:f    r19.0<8;8,1>:hf                     // $174
        add (8|M24)              r32.0<1>:f    r23.0<8;8,1>:f    r19.8<8;8,1>:hf                     // $174
        add (8|M0)               r33.0<1>:f    r24.0<8;8,1>:f    r6.0<8;8,1>:hf                      // $177
        add (8|M8)               r34.0<1>:f    r25.0<8;8,1>:f    r6.8<8;8,1>:hf                      // $177
        add (8|M0)               r10.0<1>:f    r2.0<8;8,1>:f     r7.0<8;8,1>:hf                      // $169
        add (8|M8)               r11.0<1>:f    r3.0<8;8,1>:f     r7.8<8;8,1>:hf                      // $169
        add (8|M16)              r42.0<1>:f    r36.0<8;8,1>:f    r26.0<8;8,1>:hf                     // $178
        add (8|M24)              r43.0<1>:f    r37.0<8;8,1>:f    r26.8<8;8,1>:hf                     // $178
        add (8|M0)               r44.0<1>:f    r38.0<8;8,1>:f    r27.0<8;8,1>:hf                     // $181
        add (8|M8)               r45.0<1>:f    r39.0<8;8,1>:f    r27.8<8;8,1>:hf                     // $181
        add (8|M16)              r2.0<1>:f     r40.0<8;8,1>:f    r28.0<8;8,1>:hf                     // $182
        add (8|M24)              r3.0<1>:f     r41.0<8;8,1>:f    r28.8<8;8,1>:hf                     // $182
        shl (16|M0)              r84.0<1>:d    r12.0<8;8,1>:d    4:w               {Compacted}       // $244
        add (16|M0)              r84.0<1>:d    r84.0<8;8,1>:d    r8.2<0;1,0>:d    {Compacted,@1}     // $246
        and (16|M0)              r4.0<1>:d     r46.0<8;8,1>:d    -2139095041:d               {$12.dst} // $187
        cmp (16|M0)   (eq)f1.0   null<1>:d     r4.0<8;8,1>:d     r46.0<8;8,1>:d   {@1}               // $203
        and (16|M0)              r20.0<1>:d    r48.0<8;8,1>:d    -2139095041:d                       // $189
(W)     mov (1|M0)               r8.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $203
        cmp (16|M0)   (eq)f1.0   null<1>:d     r20.0<8;8,1>:d    r48.0<8;8,1>:d   {@2}               // $207
        and (16|M0)              r22.0<1>:d    r50.0<8;8,1>:d    -2139095041:d                       // $191
(W)     mov (1|M0)               f0.0<1>:ud    r8.0<0;1,0>:ud                   {@3}                 // $204
(W)     mov (1|M0)               r8.1<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $207
        cmp (16|M0)   (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    r50.0<8;8,1>:d   {@3}               // $211
        and (16|M0)              r35.0<1>:d    r52.0<8;8,1>:d    -2139095041:d                       // $193
(W)     mov (1|M0)               r4.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $211
        and (16|M0)              r39.0<1>:d    r50.0<8;8,1>:d    -2147483648:d                       // $199
        and (16|M16)             r18.0<1>:d    r54.0<8;8,1>:d    -2139095041:d               {$13.dst} // $188
        cmp (16|M16)  (eq)f0.0   null<1>:d     r18.0<8;8,1>:d    r54.0<8;8,1>:d   {@1}               // $204
        and (16|M16)             r6.0<1>:d     r56.0<8;8,1>:d    -2139095041:d                       // $190
(W)     mov (1|M0)               r8.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $204
(W)     mov (1|M0)               f0.0<1>:ud    r8.1<0;1,0>:ud                   {@7}                 // $208
        cmp (16|M16)  (eq)f0.0   null<1>:d     r6.0<8;8,1>:d     r56.0<8;8,1>:d   {@3}               // $208
        and (16|M16)             r24.0<1>:d    r58.0<8;8,1>:d    -2139095041:d                       // $192
(W)     mov (1|M0)               f1.0<1>:ud    r8.0<0;1,0>:ud                   {@4}                 // $205
(W)     mov (1|M0)               r8.1<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $208
(W)     mov (1|M0)               f0.0<1>:ud    r4.0<0;1,0>:ud                   {@7}                 // $212
        cmp (16|M16)  (eq)f0.0   null<1>:d     r24.0<8;8,1>:d    r58.0<8;8,1>:d   {@4}               // $212
        and (16|M16)             r20.0<1>:d    r54.0<8;8,1>:d    -2147483648:d                       // $196
        and (16|M0)              r18.0<1>:d    r46.0<8;8,1>:d    -2147483648:d                       // $195
(W)     mov (1|M0)               r4.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $212
(f1.0)  sel (16|M0)              r24.0<1>:d    r18.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted,@2}     // $205
        cmp (16|M0)   (eq)f0.0   null<1>:d     r35.0<8;8,1>:d    r52.0<8;8,1>:d                      // $215
(f1.0)  sel (16|M16)             r35.0<1>:d    r20.0<8;8,1>:d    r54.0<8;8,1>:d   {@5}               // $206
(W)     mov (1|M0)               f1.0<1>:ud    r8.1<0;1,0>:ud                   {@7}                 // $209
        and (16|M16)             r26.0<1>:d    r60.0<8;8,1>:d    -2139095041:d                       // $194
        and (16|M16)             r37.0<1>:d    r56.0<8;8,1>:d    -2147483648:d                       // $198
        and (16|M0)              r5.0<1>:d     r48.0<8;8,1>:d    -2147483648:d                       // $197
        cmp (16|M16)  (eq)f0.0   null<1>:d     r26.0<8;8,1>:d    r60.0<8;8,1>:d   {@3}               // $216
(f1.0)  sel (16|M16)             r66.0<1>:d    r37.0<8;8,1>:d    r56.0<8;8,1>:d   {@3}               // $210
(f1.0)  sel (16|M0)              r26.0<1>:d    r5.0<8;8,1>:d     r48.0<8;8,1>:d   {Compacted,@3}     // $209
(W)     mov (1|M0)               f1.0<1>:ud    r4.0<0;1,0>:ud                   {@7}                 // $213
        and (16|M0)              r62.0<1>:d    r52.0<8;8,1>:d    -2147483648:d                       // $201
        and (16|M16)             r22.0<1>:d    r58.0<8;8,1>:d    -2147483648:d                       // $200
        and (16|M16)             r64.0<1>:d    r60.0<8;8,1>:d    -2147483648:d                       // $202
(f0.0)  sel (16|M0)              r72.0<1>:d    r62.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@3}     // $217
(f1.0)  sel (16|M0)              r68.0<1>:d    r39.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}        // $213
(f1.0)  sel (16|M16)             r70.0<1>:d    r22.0<8;8,1>:d    r58.0<8;8,1>:d   {@4}               // $214
(f0.0)  sel (16|M16)             r74.0<1>:d    r64.0<8;8,1>:d    r60.0<8;8,1>:d   {@4}               // $218
        add (16|M0)              r76.0<1>:f    r10.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}        // $219
        add (16|M16)             r78.0<1>:f    r16.0<8;8,1>:f    r35.0<8;8,1>:f   {Compacted}        // $220
        add (16|M16)             r18.0<1>:f    r31.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}        // $222
        add (16|M0)              r80.0<1>:f    r29.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $221
        add (16|M0)              r5.0<1>:f     r44.0<8;8,1>:f    r72.0<8;8,1>:f   {Compacted,@7}     // $225
        add (16|M0)              r20.0<1>:f    r33.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted,@7}     // $223
        shl (16|M16)             r39.0<1>:d    r14.0<8;8,1>:d    4:w               {Compacted}       // $245
        add (16|M16)             acc0.0<1>:f   r42.0<8;8,1>:f    r70.0<8;8,1>:f   {Compacted,@7}     // $224
        add (16|M16)             r37.0<1>:f    r2.0<8;8,1>:f     r74.0<8;8,1>:f   {Compacted,@7}     // $226
(W)     mov (1|M0)               r4.0<1>:f     r9.0<0;1,0>:ud                   {Compacted}          // $227
        add (16|M16)             r39.0<1>:d    r39.0<8;8,1>:d    r8.2<0;1,0>:d    {Compacted,@4}     // $247
        add (16|M0)              r46.0<1>:f    r76.0<8;8,1>:f    r4.0<0;1,0>:f    {Compacted,@2}     // $228
        add (16|M16)             r54.0<1>:f    r78.0<8;8,1>:f    r4.0<0;1,0>:f    {Compacted,@7}     // $229
        add (16|M0)              r48.0<1>:f    r80.0<8;8,1>:f    r4.0<0;1,0>:f    {Compacted,@7}     // $230
        add (16|M16)             r56.0<1>:f    r18.0<8;8,1>:f    r4.0<0;1,0>:f    {Compacted}        // $231
        add (16|M0)              r50.0<1>:f    r20.0<8;8,1>:f    r4.0<0;1,0>:f    {Compacted,@7}     // $232
        add (16|M16)             r58.0<1>:f    acc0.0<8;8,1>:f   r4.0<0;1,0>:f    {Compacted}        // $233
        add (16|M0)              r52.0<1>:f    r5.0<8;8,1>:f     r4.0<0;1,0>:f    {Compacted}        // $234
        add (16|M16)             r60.0<1>:f    r37.0<8;8,1>:f    r4.0<0;1,0>:f    {Compacted,@7}     // $235
        send.dc1 (16|M0)         null     r84     r46     0x200            0x04025004           {@2,$14} // wr:2+8, rd:0; untyped surface write with xyzw // $249
        send.dc1 (16|M16)        null     r39     r54     0x200            0x04025004           {@1,$15} // wr:2+8, rd:0; untyped surface write with xyzw // $251
(W)     send.dc0 (8|M0)          r2       r98     null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing // $252
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$0.dst}             //  memory fence commit; $252
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $252


//.BankConflicts: 26
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 26
//.SIMD16ReadSuppressions: 13
//.SIMD8s: 447
//
//.RMWs: 0
//
//.accSubDef: 8
//.accSubUse: 8
//.accSubCandidateDef: 36
//.accSubCandidateUse: 36
