//.kernel image_arrays
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 279
//.RA type	LOCAL_FIRST_FIT_RA
//.spill flag store 6
//.spill flag load 9

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r106.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r106.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r106.0)
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
//.declare V0101 (117)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0102 (118)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0103 (119)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0104 (120)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0105 (121)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0106 (122)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0107 (123)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0108 (124)  rf=r size=64 type=d align=16 words (r80.0)
//.declare P01 (125)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0109 (126)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0110 (127)  rf=r size=64 type=d align=16 words (r16.0)
//.declare P02 (128)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0111 (129)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0112 (130)  rf=r size=64 type=d align=16 words (r58.0)
//.declare P03 (131)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0113 (132)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0114 (133)  rf=r size=64 type=d align=16 words (r60.0)
//.declare P04 (134)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0115 (135)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0116 (136)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0117 (137)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0118 (138)  rf=r size=64 type=f align=16 words (r92.0)
//.declare V0119 (139)  rf=r size=64 type=f alias=V0109+0 align=16 words (r10.0)
//.declare V0120 (140)  rf=r size=64 type=f alias=V0110+0 align=16 words (r16.0)
//.declare V0121 (141)  rf=r size=64 type=f align=16 words (r94.0)
//.declare V0122 (142)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0123 (143)  rf=r size=64 type=f alias=V0111+0 align=16 words (r18.0)
//.declare V0124 (144)  rf=r size=64 type=f alias=V0112+0 align=16 words (r58.0)
//.declare V0125 (145)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V0126 (146)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0127 (147)  rf=r size=64 type=f alias=V0113+0 align=16 words (r82.0)
//.declare V0128 (148)  rf=r size=64 type=f alias=V0114+0 align=16 words (r60.0)
//.declare V0129 (149)  rf=r size=64 type=f align=16 words (r70.0)
//.declare V0130 (150)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0131 (151)  rf=r size=64 type=f alias=V0115+0 align=16 words (r90.0)
//.declare V0132 (152)  rf=r size=64 type=f alias=V0116+0 align=16 words (r62.0)
//.declare V0133 (153)  rf=r size=256 type=d align=16 words (r42.0)
//.declare V0134 (154)  rf=r size=256 type=d align=16 words (r50.0)
//.declare V0135 (155)  rf=r size=64 type=f align=16 words (r72.0)
//.declare V0136 (156)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0137 (157)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0138 (158)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0139 (159)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0140 (160)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0141 (161)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0142 (162)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0143 (163)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0144 (164)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0145 (165)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0146 (166)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0147 (167)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0148 (168)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0149 (169)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0150 (170)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0151 (171)  rf=r size=256 type=f align=16 words (r78.0)
//.declare V0152 (172)  rf=r size=256 type=f align=16 words (r98.0)
//.declare V0153 (173)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0154 (174)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0155 (175)  rf=r size=256 type=d alias=V0151+0 align=16 words (r78.0)
//.declare V0156 (176)  rf=r size=256 type=d alias=V0152+0 align=16 words (r98.0)
//.declare V0157 (177)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0158 (178)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0159 (179)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0160 (180)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0161 (181)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0162 (182)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0163 (183)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0164 (184)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0165 (185)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0166 (186)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0167 (187)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0168 (188)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0169 (189)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0170 (190)  rf=r size=64 type=d align=16 words (r54.0)
//.declare P05 (191)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0171 (192)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0172 (193)  rf=r size=64 type=d align=16 words (r38.0)
//.declare P06 (194)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0173 (195)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0174 (196)  rf=r size=64 type=d align=16 words (r42.0)
//.declare P07 (197)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0175 (198)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0176 (199)  rf=r size=64 type=d align=16 words (r46.0)
//.declare P08 (200)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0177 (201)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0178 (202)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0179 (203)  rf=r size=32 type=hf align=16 words (r28.0)
//.declare V0180 (204)  rf=r size=32 type=hf align=16 words (r29.0)
//.declare V0181 (205)  rf=r size=64 type=f alias=V0171+0 align=16 words (r36.0)
//.declare V0182 (206)  rf=r size=64 type=f alias=V0172+0 align=16 words (r38.0)
//.declare V0183 (207)  rf=r size=32 type=hf align=16 words (r10.0)
//.declare V0184 (208)  rf=r size=32 type=hf align=16 words (r6.0)
//.declare V0185 (209)  rf=r size=64 type=f alias=V0173+0 align=16 words (r40.0)
//.declare V0186 (210)  rf=r size=64 type=f alias=V0174+0 align=16 words (r42.0)
//.declare V0187 (211)  rf=r size=32 type=hf align=16 words (r7.0)
//.declare V0188 (212)  rf=r size=32 type=hf align=16 words (r11.0)
//.declare V0189 (213)  rf=r size=64 type=f alias=V0175+0 align=16 words (r44.0)
//.declare V0190 (214)  rf=r size=64 type=f alias=V0176+0 align=16 words (r46.0)
//.declare V0191 (215)  rf=r size=32 type=hf align=16 words (r16.0)
//.declare V0192 (216)  rf=r size=32 type=hf align=16 words (r17.0)
//.declare V0193 (217)  rf=r size=64 type=f alias=V0177+0 align=16 words (r56.0)
//.declare V0194 (218)  rf=r size=64 type=f alias=V0178+0 align=16 words (r26.0)
//.declare V0195 (219)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0196 (220)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0197 (221)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0198 (222)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0199 (223)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0200 (224)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0201 (225)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0202 (226)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0203 (227)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0204 (228)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0205 (229)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0206 (230)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0207 (231)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0208 (232)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0209 (233)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0210 (234)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0211 (235)  rf=r size=256 type=f align=16 words (r58.0)
//.declare V0212 (236)  rf=r size=256 type=f align=16 words (r66.0)
//.declare V0213 (237)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0214 (238)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0215 (239)  rf=r size=256 type=d alias=V0211+0 align=16 words (r58.0)
//.declare V0216 (240)  rf=r size=256 type=d alias=V0212+0 align=16 words (r66.0)
//.declare V0217 (241)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0218 (242)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0219 (243)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0220 (244)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0221 (245)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0222 (246)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0223 (247)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0224 (248)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0225 (249)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0226 (250)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0227 (251)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0228 (252)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0229 (253)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0230 (254)  rf=r size=64 type=d align=16 words (r40.0)
//.declare P09 (255)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0231 (256)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0232 (257)  rf=r size=64 type=d align=16 words (r2.0)
//.declare P10 (258)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0233 (259)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0234 (260)  rf=r size=64 type=d align=16 words (r4.0)
//.declare P11 (261)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0235 (262)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0236 (263)  rf=r size=64 type=d align=16 words (r18.0)
//.declare P12 (264)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0237 (265)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0238 (266)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0239 (267)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0240 (268)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0241 (269)  rf=r size=64 type=f alias=V0231+0 align=16 words (r16.0)
//.declare V0242 (270)  rf=r size=64 type=f alias=V0232+0 align=16 words (r2.0)
//.declare V0243 (271)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0244 (272)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0245 (273)  rf=r size=64 type=f alias=V0233+0 align=16 words (r42.0)
//.declare V0246 (274)  rf=r size=64 type=f alias=V0234+0 align=16 words (r4.0)
//.declare V0247 (275)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0248 (276)  rf=r size=64 type=f align=16 words (r78.0)
//.declare V0249 (277)  rf=r size=64 type=f alias=V0235+0 align=16 words (r44.0)
//.declare V0250 (278)  rf=r size=64 type=f alias=V0236+0 align=16 words (r18.0)
//.declare V0251 (279)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0252 (280)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0253 (281)  rf=r size=64 type=f alias=V0237+0 align=16 words (r46.0)
//.declare V0254 (282)  rf=r size=64 type=f alias=V0238+0 align=16 words (r20.0)
//.declare V0255 (283)  rf=r size=4 type=f align=2 words (r8.0)
//.declare V0256 (284)  rf=r size=4 type=ud alias=V0046+0 align=2 words (r9.0)
//.declare V0257 (285)  rf=r size=256 type=f align=16 words (r58.0)
//.declare V0258 (286)  rf=r size=256 type=f align=16 words (r66.0)
//.declare V0259 (287)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0260 (288)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0261 (289)  rf=r size=64 type=ud alias=V0259+0 align=16 words (r34.0)
//.declare V0262 (290)  rf=r size=64 type=ud alias=V0260+0 align=16 words (r36.0)
//.declare V0263 (291)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare  (292)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (293)  rf=r size=4 type=uw align=2 words (r8.2)
//.declare  (294)  rf=r size=4 type=uw align=2 words (r8.0)
//.declare  (295)  rf=r size=4 type=uw align=2 words (r8.2)
//.declare  (296)  rf=r size=4 type=uw align=2 words (r8.0)
//.declare  (297)  rf=r size=4 type=uw align=2 words (r8.2)
//.declare  (298)  rf=r size=4 type=uw align=2 words (r8.0)
//.declare  (299)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (300)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (301)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (302)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (303)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (304)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (305)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (306)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (307)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (308)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (309)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (310)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (311)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (312)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (313)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (314)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (315)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (316)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (317)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (318)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (319)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (320)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (321)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (322)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (323)  rf=r size=4 type=uw align=2 words (r8.6)
//.declare  (324)  rf=r size=4 type=uw align=2 words (r8.6)
//.declare  (325)  rf=r size=4 type=uw align=2 words (r6.0)
//.declare  (326)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (327)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (328)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (329)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (330)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (331)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (332)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (333)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (334)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (335)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (336)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (337)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (338)  rf=r size=64 type=f align=16 words (r14.0)
//.declare  (339)  rf=r size=64 type=f align=16 words (r20.0)
//.declare  (340)  rf=r size=64 type=f align=16 words (r20.0)
//.declare  (341)  rf=r size=64 type=f align=16 words (r12.0)

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
(W)     mov (8|M0)               r106.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r8.3<0;1,0>:d     r106.2<0;1,0>:uw                    // $2
        mov (16|M0)              r22.0<1>:f    0x3F800000:f                                          // $21
        mov (16|M16)             r26.0<1>:f    0x3F800000:f                                          // $25
        mov (16|M0)              r90.0<1>:f    0x0:f                                                 //  (0x00000000:f); $55
(W)     mach (1|M0)              r3.0<1>:d     r8.3<0;1,0>:d     r106.1<0;1,0>:d  {Compacted}        // $5
        mov (16|M0)              r92.0<1>:f    0x1:f                                                 //  (0x00000001:f); $56
        mov (16|M16)             r94.0<1>:f    0x0:f                                                 //  (0x00000000:f); $59
        mov (16|M16)             r96.0<1>:f    0x1:f                                                 //  (0x00000001:f); $60
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        mov (16|M0)              r2.0<1>:f     0x40000000:f                                          // $30
(W)     mov (8|M0)               r127.0<1>:f   r106.0<8;8,1>:f                  {Compacted}          // $252
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        mov (16|M16)             r4.0<1>:f     0x40000000:f                                          // $35
        mov (16|M0)              acc0.0<1>:f   r12.0<8;8,1>:d                                        // $9
        mov (16|M16)             r18.0<1>:f    r14.0<8;8,1>:d                                        // $10
        send (16|M16)            r98:w    r14:f   0x2            0x0485A002           // wr:2+0, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $126
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   0x3F000000:f                        // $11
        add (16|M16)             r18.0<1>:f    r18.0<8;8,1>:f    0x3F000000:f                        // $12
        mul (16|M0)              r20.0<1>:f    acc0.0<8;8,1>:f   0x3C800000:f                        // $13
        mul (16|M16)             r24.0<1>:f    r18.0<8;8,1>:f    0x3C800000:f                        // $14
        send (16|M0)             r28:w    r20:f   0x2            0x04858000           // wr:2+0, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $17
        send (16|M0)             r44:w    r20:f   0x2            0x08858002           // wr:4+0, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $24
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $20
        send (16|M16)            r36:w    r24:f   0x2            0x04858000           // wr:2+0, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $20
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $28
        send (16|M16)            r52:w    r24:f   0x2            0x08858002           // wr:4+0, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $28
        mov (16|M0)              r22.0<1>:f    0x3F000000:f                                          // $29
        mov (16|M16)             r26.0<1>:f    0x3F000000:f                                          // $34
        sends (16|M0)            r60:w    r20     r2      0x82            0x08858003           // wr:4+2, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $33
        sends (16|M16)           r68:w    r24     r4      0x82            0x08858003           // wr:4+2, rd:8; sampler; simd16 sample with lod forced to 0 using sampler index 0 // $38
        add (16|M0)              acc0.0<1>:f   r28.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted}        // $39
        add (16|M0)              r16.0<1>:f    r30.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}        // $41
        add (16|M0)              r76.0<1>:f    r32.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted}        // $43
        sends (16|M0)            r26:w    r12     r90     0x102            0x0485A003           // wr:2+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $58
        add (16|M0)              r80.0<1>:f    r34.0<8;8,1>:f    r50.0<8;8,1>:f   {Compacted}        // $45
        add (16|M16)             r10.0<1>:f    r36.0<8;8,1>:f    r52.0<8;8,1>:f                      // $40
        add (16|M16)             r18.0<1>:f    r38.0<8;8,1>:f    r54.0<8;8,1>:f                      // $42
        add (16|M16)             r78.0<1>:f    r40.0<8;8,1>:f    r56.0<8;8,1>:f                      // $44
        sends (16|M16)           r34:w    r14     r94     0x102            0x0485A003           // wr:2+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $62
        add (16|M16)             r82.0<1>:f    r42.0<8;8,1>:f    r58.0<8;8,1>:f                      // $46
(W)     mov (8|M0)               r20.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $104
        send (16|M0)             r42:w    r12:f   0x2            0x0485A000           // wr:2+0, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $104
        add (16|M0)              r84.0<1>:f    acc0.0<8;8,1>:f   r60.0<8;8,1>:f   {Compacted}        // $47
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $106
        send (16|M16)            r50:w    r14:f   0x2            0x0485A000           // wr:2+0, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $106
        add (16|M0)              r88.0<1>:f    r16.0<8;8,1>:f    r62.0<8;8,1>:f   {Compacted}        // $49
        add (16|M16)             r86.0<1>:f    r10.0<8;8,1>:f    r68.0<8;8,1>:f                      // $48
        add (16|M16)             r2.0<1>:f     r18.0<8;8,1>:f    r70.0<8;8,1>:f                      // $50
        add (16|M0)              r22.0<1>:f    r80.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}        // $53
        add (16|M16)             r20.0<1>:f    r78.0<8;8,1>:f    r72.0<8;8,1>:f                      // $52
        add (16|M0)              r4.0<1>:f     r76.0<8;8,1>:f    r64.0<8;8,1>:f   {Compacted}        // $51
        add (16|M16)             r24.0<1>:f    r82.0<8;8,1>:f    r74.0<8;8,1>:f                      // $54
        and (16|M0)              r6.0<1>:d     r26.0<8;8,1>:d    -2139095041:d                       // $63
        and (16|M0)              r16.0<1>:d    r28.0<8;8,1>:d    -2139095041:d                       // $65
        and (16|M0)              r58.0<1>:d    r30.0<8;8,1>:d    -2139095041:d                       // $67
        and (16|M0)              r66.0<1>:d    r26.0<8;8,1>:d    -2147483648:d                       // $71
        cmp (16|M0)   (eq)f1.0   null<1>:d     r6.0<8;8,1>:d     r26.0<8;8,1>:d                      // $79
        and (16|M16)             r10.0<1>:d    r34.0<8;8,1>:d    -2139095041:d                       // $64
        and (16|M16)             r18.0<1>:d    r36.0<8;8,1>:d    -2139095041:d                       // $66
        and (16|M16)             r60.0<1>:d    r38.0<8;8,1>:d    -2139095041:d                       // $68
(W)     mov (1|M0)               r8.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $79
        cmp (16|M0)   (eq)f1.0   null<1>:d     r16.0<8;8,1>:d    r28.0<8;8,1>:d                      // $83
        and (16|M16)             r68.0<1>:d    r34.0<8;8,1>:d    -2147483648:d                       // $72
        and (16|M0)              r70.0<1>:d    r28.0<8;8,1>:d    -2147483648:d                       // $73
(W)     mov (1|M0)               f0.0<1>:ud    r8.0<0;1,0>:ud                   {Compacted}          // $80
        cmp (16|M16)  (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    r34.0<8;8,1>:d                      // $80
(W)     mov (1|M0)               r8.1<1>:ud    f1.0<0;1,0>:ud                                        // $83
        cmp (16|M0)   (eq)f1.0   null<1>:d     r58.0<8;8,1>:d    r30.0<8;8,1>:d                      // $87
        and (16|M16)             r72.0<1>:d    r36.0<8;8,1>:d    -2147483648:d                       // $74
(W)     mov (1|M0)               r8.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $80
        and (16|M0)              r62.0<1>:d    r32.0<8;8,1>:d    -2139095041:d                       // $69
(W)     mov (1|M0)               f0.0<1>:ud    r8.1<0;1,0>:ud                   {Compacted}          // $84
        cmp (16|M16)  (eq)f0.0   null<1>:d     r18.0<8;8,1>:d    r36.0<8;8,1>:d                      // $84
(W)     mov (1|M0)               r6.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $87
(W)     mov (1|M0)               f1.0<1>:ud    r8.0<0;1,0>:ud                   {Compacted}          // $81
        and (16|M0)              r74.0<1>:d    r30.0<8;8,1>:d    -2147483648:d                       // $75
        and (16|M16)             r64.0<1>:d    r40.0<8;8,1>:d    -2139095041:d                       // $70
(W)     mov (1|M0)               r8.1<1>:ud    f0.0<0;1,0>:ud                                        // $84
(W)     mov (1|M0)               f0.0<1>:ud    r6.0<0;1,0>:ud                   {Compacted}          // $88
        cmp (16|M16)  (eq)f0.0   null<1>:d     r60.0<8;8,1>:d    r38.0<8;8,1>:d                      // $88
(f1.0)  sel (16|M0)              r10.0<1>:d    r66.0<8;8,1>:d    r26.0<8;8,1>:d                      // $81
(f1.0)  sel (16|M16)             r16.0<1>:d    r68.0<8;8,1>:d    r34.0<8;8,1>:d                      // $82
(W)     mov (1|M0)               f1.0<1>:ud    r8.1<0;1,0>:ud                   {Compacted}          // $85
(W)     mov (1|M0)               r6.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $88
        and (16|M0)              r78.0<1>:d    r32.0<8;8,1>:d    -2147483648:d                       // $77
        and (16|M16)             r80.0<1>:d    r40.0<8;8,1>:d    -2147483648:d                       // $78
        cmp (16|M0)   (eq)f0.0   null<1>:d     r62.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $91
(f1.0)  sel (16|M0)              r18.0<1>:d    r70.0<8;8,1>:d    r28.0<8;8,1>:d                      // $85
(f1.0)  sel (16|M16)             r58.0<1>:d    r72.0<8;8,1>:d    r36.0<8;8,1>:d                      // $86
(W)     mov (1|M0)               f1.0<1>:ud    r6.0<0;1,0>:ud                   {Compacted}          // $89
        cmp (16|M16)  (eq)f0.0   null<1>:d     r64.0<8;8,1>:d    r40.0<8;8,1>:d                      // $92
(f0.0)  sel (16|M0)              r90.0<1>:d    r78.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $93
        add (16|M0)              acc0.0<1>:f   r84.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $95
(f1.0)  sel (16|M0)              r82.0<1>:d    r74.0<8;8,1>:d    r30.0<8;8,1>:d                      // $89
(f0.0)  sel (16|M16)             r62.0<1>:d    r80.0<8;8,1>:d    r40.0<8;8,1>:d                      // $94
        and (16|M16)             r76.0<1>:d    r38.0<8;8,1>:d    -2147483648:d                       // $76
        mov (16|M0)              r72.0<1>:f    r42.0<8;8,1>:d                   {Compacted}          // $107
        add (16|M0)              r68.0<1>:f    r4.0<8;8,1>:f     r82.0<8;8,1>:f   {Compacted}        // $99
        send (16|M0)             r78:w    r12:f   0x2            0x0485A002           // wr:2+0, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $124
(f1.0)  sel (16|M16)             r60.0<1>:d    r76.0<8;8,1>:d    r38.0<8;8,1>:d                      // $90
        add (16|M16)             r66.0<1>:f    r2.0<8;8,1>:f     r58.0<8;8,1>:f                      // $98
        add (16|M16)             r6.0<1>:f     r24.0<8;8,1>:f    r62.0<8;8,1>:f                      // $102
        add (16|M0)              r2.0<1>:f     acc0.0<8;8,1>:f   r72.0<8;8,1>:f   {Compacted}        // $115
        add (16|M16)             acc0.0<1>:f   r20.0<8;8,1>:f    r60.0<8;8,1>:f                      // $100
        send (16|M0)             r58:w    r12:f   0x2            0x0485A001           // wr:2+0, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $184
        add (16|M16)             r92.0<1>:f    r86.0<8;8,1>:f    r16.0<8;8,1>:f                      // $96
        mov (16|M16)             r26.0<1>:f    r52.0<8;8,1>:d                                        // $110
        mov (16|M0)              r28.0<1>:f    r46.0<8;8,1>:d                   {Compacted}          // $111
        add (16|M0)              r70.0<1>:f    r22.0<8;8,1>:f    r90.0<8;8,1>:f   {Compacted}        // $101
        mov (16|M0)              r16.0<1>:f    r48.0<8;8,1>:d                   {Compacted}          // $113
        add (16|M16)             r22.0<1>:f    r66.0<8;8,1>:f    r26.0<8;8,1>:f                      // $118
        add (16|M0)              r24.0<1>:f    r68.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted}        // $119
        and (16|M16)             r38.0<1>:d    r98.0<8;8,1>:d    -2139095041:d                       // $128
        add (16|M0)              r32.0<1>:f    r70.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}        // $121
        send (16|M16)            r66:w    r14:f   0x2            0x0485A001           // wr:2+0, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $186
        mov (16|M0)              r76.0<1>:f    r44.0<8;8,1>:d                   {Compacted}          // $109
        and (16|M16)             r42.0<1>:d    r100.0<8;8,1>:d   -2139095041:d                       // $130
        mov (16|M16)             r10.0<1>:f    r54.0<8;8,1>:d                                        // $112
        and (16|M16)             r46.0<1>:d    r102.0<8;8,1>:d   -2139095041:d                       // $132
        add (16|M0)              r94.0<1>:f    r88.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted}        // $97
        and (16|M16)             r16.0<1>:d    r98.0<8;8,1>:d    -2147483648:d                       // $136
        add (16|M16)             r30.0<1>:f    acc0.0<8;8,1>:f   r10.0<8;8,1>:f                      // $120
        mov (16|M16)             r18.0<1>:f    r56.0<8;8,1>:d                                        // $114
        and (16|M16)             r28.0<1>:d    r104.0<8;8,1>:d   -2139095041:d                       // $134
        mov (16|M16)             r74.0<1>:f    r50.0<8;8,1>:d                                        // $108
        and (16|M16)             r54.0<1>:d    r104.0<8;8,1>:d   -2147483648:d                       // $142
        add (16|M16)             r34.0<1>:f    r6.0<8;8,1>:f     r18.0<8;8,1>:f                      // $122
        and (16|M16)             r18.0<1>:d    r100.0<8;8,1>:d   -2147483648:d                       // $138
        add (16|M16)             r4.0<1>:f     r92.0<8;8,1>:f    r74.0<8;8,1>:f                      // $116
        and (16|M16)             r50.0<1>:d    r102.0<8;8,1>:d   -2147483648:d                       // $140
        add (16|M0)              r20.0<1>:f    r94.0<8;8,1>:f    r76.0<8;8,1>:f   {Compacted}        // $117
        and (16|M0)              r36.0<1>:d    r78.0<8;8,1>:d    -2139095041:d                       // $127
        and (16|M0)              r40.0<1>:d    r80.0<8;8,1>:d    -2139095041:d                       // $129
        and (16|M0)              r44.0<1>:d    r82.0<8;8,1>:d    -2139095041:d                       // $131
        and (16|M0)              r10.0<1>:d    r78.0<8;8,1>:d    -2147483648:d                       // $135
        cmp (16|M0)   (eq)f0.0   null<1>:d     r36.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted}        // $143
        and (16|M0)              r26.0<1>:d    r84.0<8;8,1>:d    -2139095041:d                       // $133
        and (16|M0)              r6.0<1>:d     r80.0<8;8,1>:d    -2147483648:d                       // $137
        and (16|M0)              r52.0<1>:d    r84.0<8;8,1>:d    -2147483648:d                       // $141
(W)     mov (1|M0)               r8.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $143
        cmp (16|M0)   (eq)f0.0   null<1>:d     r40.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted}        // $147
        and (16|M0)              r74.0<1>:d    r58.0<8;8,1>:d    -2139095041:d                       // $187
        and (16|M0)              r48.0<1>:d    r82.0<8;8,1>:d    -2147483648:d                       // $139
(W)     mov (1|M0)               f1.0<1>:ud    r8.0<0;1,0>:ud                   {Compacted}          // $144
        cmp (16|M16)  (eq)f1.0   null<1>:d     r38.0<8;8,1>:d    r98.0<8;8,1>:d                      // $144
(W)     mov (1|M0)               r8.1<1>:ud    f0.0<0;1,0>:ud                                        // $147
        cmp (16|M0)   (eq)f0.0   null<1>:d     r44.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}        // $151
        and (16|M0)              r76.0<1>:d    r60.0<8;8,1>:d    -2139095041:d                       // $189
(W)     mov (1|M0)               r8.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $144
(W)     mov (1|M0)               f1.0<1>:ud    r8.1<0;1,0>:ud                   {Compacted}          // $148
        cmp (16|M16)  (eq)f1.0   null<1>:d     r42.0<8;8,1>:d    r100.0<8;8,1>:d                     // $148
(W)     mov (1|M0)               r8.3<1>:ud    f0.0<0;1,0>:ud                                        // $151
(W)     mov (1|M0)               f0.0<1>:ud    r8.0<0;1,0>:ud                   {Compacted}          // $145
(W)     mov (1|M0)               r8.1<1>:ud    f1.0<0;1,0>:ud                                        // $148
(W)     mov (1|M0)               f1.0<1>:ud    r8.3<0;1,0>:ud                   {Compacted}          // $152
        cmp (16|M16)  (eq)f1.0   null<1>:d     r46.0<8;8,1>:d    r102.0<8;8,1>:d                     // $152
(f0.0)  sel (16|M0)              r36.0<1>:d    r10.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted}        // $145
(f0.0)  sel (16|M16)             r38.0<1>:d    r16.0<8;8,1>:d    r98.0<8;8,1>:d                      // $146
(W)     mov (1|M0)               f0.0<1>:ud    r8.1<0;1,0>:ud                   {Compacted}          // $149
(W)     mov (1|M0)               r8.3<1>:ud    f1.0<0;1,0>:ud                                        // $152
        cmp (16|M0)   (eq)f1.0   null<1>:d     r26.0<8;8,1>:d    r84.0<8;8,1>:d                      // $155
        cmp (16|M16)  (eq)f1.0   null<1>:d     r28.0<8;8,1>:d    r104.0<8;8,1>:d                     // $156
        mov (8|M16)              r29.0<1>:hf   r38.0<8;8,1>:f                                        // $160
(f0.0)  sel (16|M0)              r40.0<1>:d    r6.0<8;8,1>:d     r80.0<8;8,1>:d   {Compacted}        // $149
(f0.0)  sel (16|M16)             r42.0<1>:d    r18.0<8;8,1>:d    r100.0<8;8,1>:d                     // $150
(W)     mov (1|M0)               f0.0<1>:ud    r8.3<0;1,0>:ud                   {Compacted}          // $153
(f1.0)  sel (16|M0)              r56.0<1>:d    r52.0<8;8,1>:d    r84.0<8;8,1>:d                      // $157
(f1.0)  sel (16|M16)             r26.0<1>:d    r54.0<8;8,1>:d    r104.0<8;8,1>:d                     // $158
        mov (8|M24)              r29.8<1>:hf   r39.0<8;8,1>:f                                        // $160
        cmp (16|M0)   (eq)f1.0   null<1>:d     r74.0<8;8,1>:d    r58.0<8;8,1>:d                      // $203
(f0.0)  sel (16|M16)             r46.0<1>:d    r50.0<8;8,1>:d    r102.0<8;8,1>:d                     // $154
        mov (8|M0)               r16.0<1>:hf   r56.0<8;8,1>:f                                        // $165
        mov (8|M16)              r17.0<1>:hf   r26.0<8;8,1>:f                                        // $166
        mov (8|M8)               r16.8<1>:hf   r57.0<8;8,1>:f                                        // $165
        mov (8|M24)              r17.8<1>:hf   r27.0<8;8,1>:f                                        // $166
        mov (8|M0)               r28.0<1>:hf   r36.0<8;8,1>:f                                        // $159
        mov (8|M16)              r36.0<1>:f    r29.0<8;8,1>:hf                                       // $168
        mov (8|M8)               r28.8<1>:hf   r37.0<8;8,1>:f                                        // $159
        mov (8|M24)              r37.0<1>:f    r29.8<8;8,1>:hf                                       // $168
(f0.0)  sel (16|M0)              r44.0<1>:d    r48.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}        // $153
        mov (8|M16)              r11.0<1>:hf   r46.0<8;8,1>:f                                        // $164
(W)     mov (1|M0)               r8.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $203
        mov (8|M24)              r11.8<1>:hf   r47.0<8;8,1>:f                                        // $164
        mov (8|M0)               r26.0<1>:f    r16.0<8;8,1>:hf                                       // $179
        mov (8|M8)               r27.0<1>:f    r16.8<8;8,1>:hf                                       // $179
        mov (8|M16)              r46.0<1>:f    r17.0<8;8,1>:hf                                       // $180
        mov (8|M24)              r47.0<1>:f    r17.8<8;8,1>:hf                                       // $180
        mov (8|M0)               r18.0<1>:f    r28.0<8;8,1>:hf                                       // $167
        mov (8|M8)               r19.0<1>:f    r28.8<8;8,1>:hf                                       // $167
        and (16|M16)             r16.0<1>:d    r66.0<8;8,1>:d    -2139095041:d                       // $188
        cmp (16|M0)   (eq)f1.0   null<1>:d     r76.0<8;8,1>:d    r60.0<8;8,1>:d                      // $207
        add (16|M16)             r48.0<1>:f    r4.0<8;8,1>:f     r36.0<8;8,1>:f                      // $170
        and (16|M0)              r4.0<1>:d     r62.0<8;8,1>:d    -2139095041:d                       // $191
        mov (8|M0)               r7.0<1>:hf    r44.0<8;8,1>:f                                        // $163
(W)     mov (1|M0)               f0.0<1>:ud    r8.0<0;1,0>:ud                   {Compacted}          // $204
        mov (8|M8)               r7.8<1>:hf    r45.0<8;8,1>:f                                        // $163
        add (16|M0)              r28.0<1>:f    r2.0<8;8,1>:f     r18.0<8;8,1>:f   {Compacted}        // $169
        cmp (16|M16)  (eq)f0.0   null<1>:d     r16.0<8;8,1>:d    r66.0<8;8,1>:d                      // $204
(W)     mov (1|M0)               r8.1<1>:ud    f1.0<0;1,0>:ud                                        // $207
        and (16|M16)             r2.0<1>:d     r68.0<8;8,1>:d    -2139095041:d                       // $190
        cmp (16|M0)   (eq)f1.0   null<1>:d     r4.0<8;8,1>:d     r62.0<8;8,1>:d                      // $211
        mov (8|M16)              r6.0<1>:hf    r42.0<8;8,1>:f                                        // $162
        mov (8|M0)               r42.0<1>:f    r7.0<8;8,1>:hf                                        // $175
        mov (8|M24)              r6.8<1>:hf    r43.0<8;8,1>:f                                        // $162
        mov (8|M8)               r43.0<1>:f    r7.8<8;8,1>:hf                                        // $175
(W)     mov (1|M0)               r8.0<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $204
(W)     mov (1|M0)               f0.0<1>:ud    r8.1<0;1,0>:ud                   {Compacted}          // $208
        mov (8|M0)               r10.0<1>:hf   r40.0<8;8,1>:f                                        // $161
        cmp (16|M16)  (eq)f0.0   null<1>:d     r2.0<8;8,1>:d     r68.0<8;8,1>:d                      // $208
        mov (8|M8)               r10.8<1>:hf   r41.0<8;8,1>:f                                        // $161
(W)     mov (1|M0)               r8.3<1>:ud    f1.0<0;1,0>:ud                                        // $211
        and (16|M16)             r18.0<1>:d    r70.0<8;8,1>:d    -2139095041:d                       // $192
        add (16|M0)              r56.0<1>:f    r32.0<8;8,1>:f    r26.0<8;8,1>:f   {Compacted}        // $181
        add (16|M0)              r54.0<1>:f    r24.0<8;8,1>:f    r42.0<8;8,1>:f   {Compacted}        // $177
        mov (8|M16)              r44.0<1>:f    r11.0<8;8,1>:hf                                       // $176
        mov (8|M24)              r45.0<1>:f    r11.8<8;8,1>:hf                                       // $176
(W)     mov (1|M0)               f1.0<1>:ud    r8.0<0;1,0>:ud                   {Compacted}          // $205
        and (16|M16)             r26.0<1>:d    r66.0<8;8,1>:d    -2147483648:d                       // $196
        and (16|M0)              r24.0<1>:d    r58.0<8;8,1>:d    -2147483648:d                       // $195
        mov (8|M0)               r38.0<1>:f    r10.0<8;8,1>:hf                                       // $171
(W)     mov (1|M0)               r8.1<1>:ud    f0.0<0;1,0>:ud                                        // $208
        mov (8|M8)               r39.0<1>:f    r10.8<8;8,1>:hf                                       // $171
(W)     mov (1|M0)               f0.0<1>:ud    r8.3<0;1,0>:ud                   {Compacted}          // $212
        mov (8|M16)              r40.0<1>:f    r6.0<8;8,1>:hf                                        // $172
        mov (8|M24)              r41.0<1>:f    r6.8<8;8,1>:hf                                        // $172
        cmp (16|M16)  (eq)f0.0   null<1>:d     r18.0<8;8,1>:d    r70.0<8;8,1>:d                      // $212
(f1.0)  sel (16|M16)             r2.0<1>:d     r26.0<8;8,1>:d    r66.0<8;8,1>:d                      // $206
(f1.0)  sel (16|M0)              r16.0<1>:d    r24.0<8;8,1>:d    r58.0<8;8,1>:d                      // $205
        add (16|M16)             r6.0<1>:f     r30.0<8;8,1>:f    r44.0<8;8,1>:f                      // $178
        and (16|M16)             r32.0<1>:d    r68.0<8;8,1>:d    -2147483648:d                       // $198
        add (16|M0)              acc0.0<1>:f   r20.0<8;8,1>:f    r38.0<8;8,1>:f   {Compacted}        // $173
(W)     mov (1|M0)               f1.0<1>:ud    r8.1<0;1,0>:ud                   {Compacted}          // $209
        and (16|M0)              r30.0<1>:d    r60.0<8;8,1>:d    -2147483648:d                       // $197
        add (16|M16)             r52.0<1>:f    r22.0<8;8,1>:f    r40.0<8;8,1>:f                      // $174
(W)     mov (1|M0)               r8.3<1>:ud    f0.0<0;1,0>:ud                                        // $212
        and (16|M0)              r20.0<1>:d    r64.0<8;8,1>:d    -2139095041:d                       // $193
        and (16|M16)             r22.0<1>:d    r72.0<8;8,1>:d    -2139095041:d                       // $194
        add (16|M16)             r10.0<1>:f    r34.0<8;8,1>:f    r46.0<8;8,1>:f                      // $182
(f1.0)  sel (16|M16)             r4.0<1>:d     r32.0<8;8,1>:d    r68.0<8;8,1>:d                      // $210
(f1.0)  sel (16|M0)              r42.0<1>:d    r30.0<8;8,1>:d    r60.0<8;8,1>:d                      // $209
        and (16|M0)              r38.0<1>:d    r64.0<8;8,1>:d    -2147483648:d                       // $201
        and (16|M0)              r34.0<1>:d    r62.0<8;8,1>:d    -2147483648:d                       // $199
        cmp (16|M0)   (eq)f0.0   null<1>:d     r20.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted}        // $215
(W)     mov (1|M0)               f1.0<1>:ud    r8.3<0;1,0>:ud                   {Compacted}          // $213
        and (16|M16)             r36.0<1>:d    r70.0<8;8,1>:d    -2147483648:d                       // $200
        and (16|M16)             r40.0<1>:d    r72.0<8;8,1>:d    -2147483648:d                       // $202
        cmp (16|M16)  (eq)f0.0   null<1>:d     r22.0<8;8,1>:d    r72.0<8;8,1>:d                      // $216
(f0.0)  sel (16|M0)              r46.0<1>:d    r38.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted}        // $217
(f1.0)  sel (16|M0)              r44.0<1>:d    r34.0<8;8,1>:d    r62.0<8;8,1>:d                      // $213
(f1.0)  sel (16|M16)             r18.0<1>:d    r36.0<8;8,1>:d    r70.0<8;8,1>:d                      // $214
(f0.0)  sel (16|M16)             r20.0<1>:d    r40.0<8;8,1>:d    r72.0<8;8,1>:d                      // $218
(W)     mov (1|M0)               r8.0<1>:f     r9.0<0;1,0>:ud                   {Compacted}          // $227
        add (16|M0)              acc0.0<1>:f   acc0.0<8;8,1>:f   r42.0<8;8,1>:f                      // $221
        add (16|M0)              r22.0<1>:f    r28.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted}        // $219
        shl (16|M0)              r34.0<1>:d    r12.0<8;8,1>:d    4:w                                 // $244
        add (16|M0)              r30.0<1>:f    r56.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}        // $225
        add (16|M0)              r26.0<1>:f    r54.0<8;8,1>:f    r44.0<8;8,1>:f   {Compacted}        // $223
        add (16|M16)             r74.0<1>:f    r48.0<8;8,1>:f    r2.0<8;8,1>:f                       // $220
        add (16|M16)             r24.0<1>:f    r52.0<8;8,1>:f    r4.0<8;8,1>:f                       // $222
        shl (16|M16)             r36.0<1>:d    r14.0<8;8,1>:d    4:w                                 // $245
        add (16|M16)             r78.0<1>:f    r6.0<8;8,1>:f     r18.0<8;8,1>:f                      // $224
        add (16|M16)             r32.0<1>:f    r10.0<8;8,1>:f    r20.0<8;8,1>:f                      // $226
        add (16|M0)              r60.0<1>:f    acc0.0<8;8,1>:f   r8.0<0;1,0>:f    {Compacted}        // $230
        add (16|M0)              r58.0<1>:f    r22.0<8;8,1>:f    r8.0<0;1,0>:f    {Compacted}        // $228
        add (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    r8.2<0;1,0>:d    {Compacted}        // $246
        add (16|M0)              r64.0<1>:f    r30.0<8;8,1>:f    r8.0<0;1,0>:f    {Compacted}        // $234
        add (16|M0)              r62.0<1>:f    r26.0<8;8,1>:f    r8.0<0;1,0>:f    {Compacted}        // $232
        add (16|M16)             r66.0<1>:f    r74.0<8;8,1>:f    r8.0<0;1,0>:f                       // $229
        add (16|M16)             r68.0<1>:f    r24.0<8;8,1>:f    r8.0<0;1,0>:f                       // $231
        add (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    r8.2<0;1,0>:d                       // $247
        add (16|M16)             r70.0<1>:f    r78.0<8;8,1>:f    r8.0<0;1,0>:f                       // $233
        add (16|M16)             r72.0<1>:f    r32.0<8;8,1>:f    r8.0<0;1,0>:f                       // $235
        sends (16|M0)            null:w   r34     r58     0x20C            0x04025004           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $249
        sends (16|M16)           null:w   r36     r66     0x20C            0x04025004           // wr:2+8, rd:0; hdc.dc1; untyped surface write with xyzw // $251
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $252
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 7
//.accSubUse: 7
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
