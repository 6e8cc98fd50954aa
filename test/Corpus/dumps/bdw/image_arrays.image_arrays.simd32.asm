//.kernel image_arrays
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 301
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 6
//.spill flag load 9

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.3)
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
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r8.2)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.5)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=f align=16 words (r11.0)
//.declare V0054 (62)  rf=r size=64 type=f align=16 words (r13.0)
//.declare V0055 (63)  rf=r size=64 type=d alias=V0053+0 align=16 words (r11.0)
//.declare V0056 (64)  rf=r size=64 type=d alias=V0054+0 align=16 words (r13.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r15.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r17.0)
//.declare V0061 (69)  rf=r size=256 type=f align=16 words (r39.0)
//.declare V0062 (70)  rf=r size=256 type=f align=16 words (r47.0)
//.declare  (72)  rf=r size=128 type=ud align=16 words (r19.0)
//.declare  (75)  rf=r size=128 type=ud align=16 words (r23.0)
//.declare V0065 (77)  rf=r size=256 type=f align=16 words (r55.0)
//.declare V0066 (78)  rf=r size=256 type=f align=16 words (r63.0)
//.declare  (81)  rf=r size=192 type=ud align=16 words (r27.0)
//.declare  (85)  rf=r size=192 type=ud align=16 words (r33.0)
//.declare V0071 (87)  rf=r size=256 type=f align=16 words (r87.0)
//.declare V0072 (88)  rf=r size=256 type=f align=16 words (r95.0)
//.declare  (92)  rf=r size=256 type=ud align=16 words (r71.0)
//.declare  (97)  rf=r size=256 type=ud align=16 words (r79.0)
//.declare V0079 (99)  rf=r size=64 type=f align=16 words (r103.0)
//.declare V0080 (100)  rf=r size=64 type=f align=16 words (r105.0)
//.declare V0081 (101)  rf=r size=64 type=f align=16 words (r107.0)
//.declare V0082 (102)  rf=r size=64 type=f align=16 words (r109.0)
//.declare V0083 (103)  rf=r size=64 type=f align=16 words (r111.0)
//.declare V0084 (104)  rf=r size=64 type=f align=16 words (r113.0)
//.declare V0085 (105)  rf=r size=64 type=f align=16 words (r115.0)
//.declare V0086 (106)  rf=r size=64 type=f align=16 words (r117.0)
//.declare V0087 (107)  rf=r size=64 type=f align=16 words (r119.0)
//.declare V0088 (108)  rf=r size=64 type=f align=16 words (r121.0)
//.declare V0089 (109)  rf=r size=64 type=f align=16 words (r123.0)
//.declare V0090 (110)  rf=r size=64 type=f align=16 words (r125.0)
//.declare V0091 (111)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0092 (112)  rf=r size=64 type=f align=16 words (r3.0)
//.declare V0093 (113)  rf=r size=64 type=f align=16 words (r5.0)
//.declare V0094 (114)  rf=r size=64 type=f align=16 words (r9.0)
//.declare V0095 (115)  rf=r size=256 type=f align=16 words (r31.0)
//.declare V0096 (116)  rf=r size=256 type=f align=16 words (r39.0)
//.declare  (120)  rf=r size=256 type=ud align=16 words (r15.0)
//.declare  (124)  rf=r size=256 type=ud align=16 words (r23.0)
//.declare V0103 (125)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0104 (126)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0105 (127)  rf=r size=256 type=d alias=V0095+0 align=16 words (r31.0)
//.declare V0106 (128)  rf=r size=256 type=d alias=V0096+0 align=16 words (r39.0)
//.declare V0107 (129)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0108 (130)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0109 (131)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0110 (132)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0111 (133)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0112 (134)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0113 (135)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0114 (136)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0115 (137)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0116 (138)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0117 (139)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0118 (140)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0119 (141)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0120 (142)  rf=r size=64 type=d align=16 words (r93.0)
//.declare P01 (143)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0121 (144)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0122 (145)  rf=r size=64 type=d align=16 words (r100.0)
//.declare P02 (146)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0123 (147)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0124 (148)  rf=r size=64 type=d align=16 words (r104.0)
//.declare P03 (149)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0125 (150)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0126 (151)  rf=r size=64 type=d align=16 words (r108.0)
//.declare P04 (152)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0127 (153)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0128 (154)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0129 (155)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0130 (156)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0131 (157)  rf=r size=64 type=f alias=V0121+0 align=16 words (r98.0)
//.declare V0132 (158)  rf=r size=64 type=f alias=V0122+0 align=16 words (r100.0)
//.declare V0133 (159)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0134 (160)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0135 (161)  rf=r size=64 type=f alias=V0123+0 align=16 words (r102.0)
//.declare V0136 (162)  rf=r size=64 type=f alias=V0124+0 align=16 words (r104.0)
//.declare V0137 (163)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0138 (164)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0139 (165)  rf=r size=64 type=f alias=V0125+0 align=16 words (r106.0)
//.declare V0140 (166)  rf=r size=64 type=f alias=V0126+0 align=16 words (r108.0)
//.declare V0141 (167)  rf=r size=64 type=f align=16 words (r1.0)
//.declare V0142 (168)  rf=r size=64 type=f align=16 words (r3.0)
//.declare V0143 (169)  rf=r size=64 type=f alias=V0127+0 align=16 words (r110.0)
//.declare V0144 (170)  rf=r size=64 type=f alias=V0128+0 align=16 words (r112.0)
//.declare V0145 (171)  rf=r size=256 type=d align=16 words (r47.0)
//.declare V0146 (172)  rf=r size=256 type=d align=16 words (r55.0)
//.declare V0147 (173)  rf=r size=64 type=f align=16 words (r5.0)
//.declare V0148 (174)  rf=r size=64 type=f align=16 words (r9.0)
//.declare V0149 (175)  rf=r size=64 type=f align=16 words (r15.0)
//.declare V0150 (176)  rf=r size=64 type=f align=16 words (r17.0)
//.declare V0151 (177)  rf=r size=64 type=f align=16 words (r19.0)
//.declare V0152 (178)  rf=r size=64 type=f align=16 words (r21.0)
//.declare V0153 (179)  rf=r size=64 type=f align=16 words (r23.0)
//.declare V0154 (180)  rf=r size=64 type=f align=16 words (r25.0)
//.declare V0155 (181)  rf=r size=64 type=f align=16 words (r27.0)
//.declare V0156 (182)  rf=r size=64 type=f align=16 words (r29.0)
//.declare V0157 (183)  rf=r size=64 type=f align=16 words (r31.0)
//.declare V0158 (184)  rf=r size=64 type=f align=16 words (r33.0)
//.declare V0159 (185)  rf=r size=64 type=f align=16 words (r35.0)
//.declare V0160 (186)  rf=r size=64 type=f align=16 words (r37.0)
//.declare V0161 (187)  rf=r size=64 type=f align=16 words (r39.0)
//.declare V0162 (188)  rf=r size=64 type=f align=16 words (r41.0)
//.declare V0163 (189)  rf=r size=256 type=f align=16 words (r43.0)
//.declare V0164 (190)  rf=r size=256 type=f align=16 words (r51.0)
//.declare V0165 (191)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0166 (192)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0167 (193)  rf=r size=256 type=d alias=V0163+0 align=16 words (r43.0)
//.declare V0168 (194)  rf=r size=256 type=d alias=V0164+0 align=16 words (r51.0)
//.declare V0169 (195)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0170 (196)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0171 (197)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0172 (198)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0173 (199)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0174 (200)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0175 (201)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0176 (202)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0177 (203)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0178 (204)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0179 (205)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0180 (206)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0181 (207)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0182 (208)  rf=r size=64 type=d align=16 words (r89.0)
//.declare P05 (209)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0183 (210)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0184 (211)  rf=r size=64 type=d align=16 words (r96.0)
//.declare P06 (212)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0185 (213)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0186 (214)  rf=r size=64 type=d align=16 words (r100.0)
//.declare P07 (215)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0187 (216)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0188 (217)  rf=r size=64 type=d align=16 words (r104.0)
//.declare P08 (218)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0189 (219)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0190 (220)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0191 (221)  rf=r size=32 type=hf align=16 words (r1.0)
//.declare V0192 (222)  rf=r size=32 type=hf align=16 words (r2.0)
//.declare V0193 (223)  rf=r size=64 type=f alias=V0183+0 align=16 words (r94.0)
//.declare V0194 (224)  rf=r size=64 type=f alias=V0184+0 align=16 words (r96.0)
//.declare V0195 (225)  rf=r size=32 type=hf align=16 words (r3.0)
//.declare V0196 (226)  rf=r size=32 type=hf align=16 words (r4.0)
//.declare V0197 (227)  rf=r size=64 type=f alias=V0185+0 align=16 words (r98.0)
//.declare V0198 (228)  rf=r size=64 type=f alias=V0186+0 align=16 words (r100.0)
//.declare V0199 (229)  rf=r size=32 type=hf align=16 words (r5.0)
//.declare V0200 (230)  rf=r size=32 type=hf align=16 words (r6.0)
//.declare V0201 (231)  rf=r size=64 type=f alias=V0187+0 align=16 words (r102.0)
//.declare V0202 (232)  rf=r size=64 type=f alias=V0188+0 align=16 words (r104.0)
//.declare V0203 (233)  rf=r size=32 type=hf align=16 words (r7.0)
//.declare V0204 (234)  rf=r size=32 type=hf align=16 words (r9.0)
//.declare V0205 (235)  rf=r size=64 type=f alias=V0189+0 align=16 words (r106.0)
//.declare V0206 (236)  rf=r size=64 type=f alias=V0190+0 align=16 words (r108.0)
//.declare V0207 (237)  rf=r size=64 type=f align=16 words (r15.0)
//.declare V0208 (238)  rf=r size=64 type=f align=16 words (r17.0)
//.declare V0209 (239)  rf=r size=64 type=f align=16 words (r47.0)
//.declare V0210 (240)  rf=r size=64 type=f align=16 words (r49.0)
//.declare V0211 (241)  rf=r size=64 type=f align=16 words (r19.0)
//.declare V0212 (242)  rf=r size=64 type=f align=16 words (r21.0)
//.declare V0213 (243)  rf=r size=64 type=f align=16 words (r51.0)
//.declare V0214 (244)  rf=r size=64 type=f align=16 words (r53.0)
//.declare V0215 (245)  rf=r size=64 type=f align=16 words (r23.0)
//.declare V0216 (246)  rf=r size=64 type=f align=16 words (r25.0)
//.declare V0217 (247)  rf=r size=64 type=f align=16 words (r55.0)
//.declare V0218 (248)  rf=r size=64 type=f align=16 words (r57.0)
//.declare V0219 (249)  rf=r size=64 type=f align=16 words (r43.0)
//.declare V0220 (250)  rf=r size=64 type=f align=16 words (r45.0)
//.declare V0221 (251)  rf=r size=64 type=f align=16 words (r59.0)
//.declare V0222 (252)  rf=r size=64 type=f align=16 words (r61.0)
//.declare V0223 (253)  rf=r size=256 type=f align=16 words (r63.0)
//.declare V0224 (254)  rf=r size=256 type=f align=16 words (r71.0)
//.declare V0225 (255)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0226 (256)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0227 (257)  rf=r size=256 type=d alias=V0223+0 align=16 words (r63.0)
//.declare V0228 (258)  rf=r size=256 type=d alias=V0224+0 align=16 words (r71.0)
//.declare V0229 (259)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0230 (260)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0231 (261)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0232 (262)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0233 (263)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0234 (264)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0235 (265)  rf=r size=64 type=d align=16 words (r95.0)
//.declare V0236 (266)  rf=r size=64 type=d align=16 words (r97.0)
//.declare V0237 (267)  rf=r size=64 type=d align=16 words (r99.0)
//.declare V0238 (268)  rf=r size=64 type=d align=16 words (r101.0)
//.declare V0239 (269)  rf=r size=64 type=d align=16 words (r103.0)
//.declare V0240 (270)  rf=r size=64 type=d align=16 words (r105.0)
//.declare V0241 (271)  rf=r size=64 type=d align=16 words (r107.0)
//.declare V0242 (272)  rf=r size=64 type=d align=16 words (r109.0)
//.declare P09 (273)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0243 (274)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0244 (275)  rf=r size=64 type=d align=16 words (r116.0)
//.declare P10 (276)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0245 (277)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0246 (278)  rf=r size=64 type=d align=16 words (r120.0)
//.declare P11 (279)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0247 (280)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0248 (281)  rf=r size=64 type=d align=16 words (r124.0)
//.declare P12 (282)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0249 (283)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0250 (284)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0251 (285)  rf=r size=64 type=f align=16 words (r5.0)
//.declare V0252 (286)  rf=r size=64 type=f align=16 words (r9.0)
//.declare V0253 (287)  rf=r size=64 type=f alias=V0243+0 align=16 words (r114.0)
//.declare V0254 (288)  rf=r size=64 type=f alias=V0244+0 align=16 words (r116.0)
//.declare V0255 (289)  rf=r size=64 type=f align=16 words (r15.0)
//.declare V0256 (290)  rf=r size=64 type=f align=16 words (r17.0)
//.declare V0257 (291)  rf=r size=64 type=f alias=V0245+0 align=16 words (r118.0)
//.declare V0258 (292)  rf=r size=64 type=f alias=V0246+0 align=16 words (r120.0)
//.declare V0259 (293)  rf=r size=64 type=f align=16 words (r19.0)
//.declare V0260 (294)  rf=r size=64 type=f align=16 words (r21.0)
//.declare V0261 (295)  rf=r size=64 type=f alias=V0247+0 align=16 words (r122.0)
//.declare V0262 (296)  rf=r size=64 type=f alias=V0248+0 align=16 words (r124.0)
//.declare V0263 (297)  rf=r size=64 type=f align=16 words (r23.0)
//.declare V0264 (298)  rf=r size=64 type=f align=16 words (r25.0)
//.declare V0265 (299)  rf=r size=64 type=f alias=V0249+0 align=16 words (r1.0)
//.declare V0266 (300)  rf=r size=64 type=f alias=V0250+0 align=16 words (r3.0)
//.declare V0267 (301)  rf=r size=4 type=f align=2 words (r27.0)
//.declare V0268 (302)  rf=r size=4 type=ud alias=V0047+0 align=2 words (r8.7)
//.declare V0269 (303)  rf=r size=256 type=f align=16 words (r28.0)
//.declare V0270 (304)  rf=r size=256 type=f align=16 words (r36.0)
//.declare V0271 (305)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.0)
//.declare  (316)  rf=r size=192 type=ud align=16 words (r52.0)
//.declare  (317)  rf=r size=192 type=ud align=16 words (r58.0)
//.declare  (320)  rf=r size=192 type=ud align=16 words (r64.0)
//.declare  (321)  rf=r size=192 type=ud align=16 words (r70.0)
//.declare  (322)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (323)  rf=r size=64 type=hf align=32 words (r110.0)
//.declare  (324)  rf=r size=64 type=hf align=32 words (r112.0)
//.declare  (325)  rf=r size=64 type=hf align=32 words (r114.0)
//.declare  (326)  rf=r size=64 type=hf align=32 words (r116.0)
//.declare  (327)  rf=r size=64 type=hf align=32 words (r118.0)
//.declare  (328)  rf=r size=64 type=hf align=32 words (r120.0)
//.declare  (329)  rf=r size=64 type=hf align=32 words (r122.0)
//.declare  (330)  rf=r size=64 type=hf align=32 words (r124.0)
//.declare  (339)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (340)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (341)  rf=r size=64 type=q align=16 words (r48.0)
//.declare  (342)  rf=r size=64 type=q align=16 words (r50.0)
//.declare  (355)  rf=r size=4 type=uw align=2 words (r112.0)
//.declare  (356)  rf=r size=4 type=uw align=2 words (r111.0)
//.declare  (357)  rf=r size=4 type=uw align=2 words (r92.0)
//.declare  (358)  rf=r size=4 type=uw align=2 words (r91.0)
//.declare  (359)  rf=r size=4 type=uw align=2 words (r96.0)
//.declare  (360)  rf=r size=4 type=uw align=2 words (r95.0)
//.declare  (361)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (362)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (363)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (364)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (365)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (366)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (367)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (368)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (369)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (370)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (371)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (372)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (373)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (374)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (375)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (376)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (377)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (378)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (379)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (380)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (381)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (382)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (383)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (384)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (385)  rf=r size=4 type=uw align=2 words (r113.0)
//.declare  (386)  rf=r size=4 type=uw align=2 words (r93.0)
//.declare  (387)  rf=r size=4 type=uw align=2 words (r97.0)
//.declare  (388)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (389)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (390)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (391)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (392)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (393)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (394)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (395)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (396)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (397)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (398)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (399)  rf=f32  size=4 type=uw align=2 words (f1.0)

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
// | V0034    | :uq      |      8 | r8       | general    |
// | V0038    | :d x 3   |     12 | r8+8     | general    |
// | V0045    | :d       |      4 | r8+20    | general    |
// | V0046    | :d       |      4 | r8+24    | general    |
// | V0047    | :d       |      4 | r8+28    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r8.2<0;1,0>:d     r0.1<0;1,0>:d                       // $2
        mov (16|M0)              r19.0<1>:f    0x0:f                                                 // $15
        mov (16|M0)              r27.0<1>:f    0x0:f                                                 // $23
        mov (16|M0)              r31.0<1>:f    0x3F800000:f                                          // $24
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r9.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        mov (16|M16)             r23.0<1>:f    0x0:f                                                 // $19
        mov (16|M16)             r33.0<1>:f    0x0:f                                                 // $28
        add (16|M0)              r11.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        mov (16|M16)             r37.0<1>:f    0x3F800000:f                                          // $29
        mov (16|M16)             r79.0<1>:f    0x0:f                                                 // $39
        mov (16|M0)              r15.0<1>:f    r11.0<8;8,1>:d                   {Compacted}          // $9
        mov (16|M16)             r17.0<1>:f    r13.0<8;8,1>:d                                        // $10
        mov (16|M16)             r83.0<1>:f    0x3F000000:f                                          // $40
        mov (16|M16)             r85.0<1>:f    0x40000000:f                                          // $41
        add (16|M0)              r15.0<1>:f    r15.0<8;8,1>:f    0x3F000000:f                        // $11
        add (16|M16)             r17.0<1>:f    r17.0<8;8,1>:f    0x3F000000:f                        // $12
        mov (16|M0)              r71.0<1>:f    0x0:f                                                 // $33
        mov (16|M0)              r75.0<1>:f    0x3F000000:f                                          // $34
        mul (16|M0)              r21.0<1>:f    r15.0<8;8,1>:f    0x3C800000:f                        // $13
        mul (16|M16)             r25.0<1>:f    r17.0<8;8,1>:f    0x3C800000:f                        // $14
        mov (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d                   {Compacted}          // $65
        mov (16|M0)              r17.0<1>:d    0:w                                                   // $61
        mov (16|M0)              r29.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $27
        send (16|M0)             r39:w    r19:f   0x2            0x08842000           // wr:4+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $18
        mov (16|M16)             r35.0<1>:f    r25.0<8;8,1>:f                                        // $32
        send (16|M16)            r47:w    r23:f   0x2            0x08842000           // wr:4+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $22
        mov (16|M0)              r73.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $38
        send (16|M0)             r55:w    r27:f   0x2            0x0C842002           // wr:6+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $27
        mov (16|M0)              r19.0<1>:d    0:w                                                   // $62
        send (16|M16)            r63:w    r33:f   0x2            0x0C842002           // wr:6+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $32
        mov (16|M0)              r21.0<1>:d    1:w                                                   // $63
        mov (16|M16)             r81.0<1>:f    r25.0<8;8,1>:f                                        // $44
        mov (16|M16)             r23.0<1>:d    r13.0<8;8,1>:d                                        // $70
        mov (16|M16)             r27.0<1>:d    0:w                                                   // $67
        send (16|M0)             r31:w    r15:f   0x2            0x10847003           // wr:8+0, rd:8; sampler; simd16 sample load using sampler index 0 // $65
        mov (16|M16)             r29.0<1>:d    1:w                                                   // $68
        mov (16|M16)             r25.0<1>:d    0:w                                                   // $66
        send (16|M16)            r95:w    r79:f   0x2            0x10842003           // wr:8+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $44
        mov (16|M0)              r77.0<1>:f    0x40000000:f                                          // $35
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $278
        send (16|M0)             r87:w    r71:f   0x2            0x10842003           // wr:8+0, rd:8; sampler; simd16 sample override LOD using sampler index 0 // $38
        add (16|M0)              r103.0<1>:f   r39.0<8;8,1>:f    r55.0<8;8,1>:f   {Compacted}        // $45
        add (16|M0)              r107.0<1>:f   r41.0<8;8,1>:f    r57.0<8;8,1>:f   {Compacted}        // $47
        add (16|M0)              r111.0<1>:f   r43.0<8;8,1>:f    r59.0<8;8,1>:f   {Compacted}        // $49
        add (16|M0)              r115.0<1>:f   r45.0<8;8,1>:f    r61.0<8;8,1>:f   {Compacted}        // $51
        send (16|M16)            r39:w    r23:f   0x2            0x10847003           // wr:8+0, rd:8; sampler; simd16 sample load using sampler index 0 // $70
        add (16|M16)             r105.0<1>:f   r47.0<8;8,1>:f    r63.0<8;8,1>:f                      // $46
        add (16|M16)             r109.0<1>:f   r49.0<8;8,1>:f    r65.0<8;8,1>:f                      // $48
        add (16|M16)             r113.0<1>:f   r51.0<8;8,1>:f    r67.0<8;8,1>:f                      // $50
        add (16|M16)             r117.0<1>:f   r53.0<8;8,1>:f    r69.0<8;8,1>:f                      // $52
        send (16|M0)             r47:w    r11:f   0x2            0x04847000           // wr:2+0, rd:8; sampler; simd16 sample load using sampler index 0 // $112
        and (16|M0)              r63.0<1>:d    r31.0<8;8,1>:d    -2139095041:d                       // $71
        send (16|M16)            r55:w    r13:f   0x2            0x04847000           // wr:2+0, rd:8; sampler; simd16 sample load using sampler index 0 // $114
        and (16|M0)              r67.0<1>:d    r33.0<8;8,1>:d    -2139095041:d                       // $73
        add (16|M16)             r121.0<1>:f   r105.0<8;8,1>:f   r95.0<8;8,1>:f                      // $54
        cmp (16|M0)   (eq)f1.0   null<1>:d     r63.0<8;8,1>:d    r31.0<8;8,1>:d                      // $87
        and (16|M0)              r71.0<1>:d    r35.0<8;8,1>:d    -2139095041:d                       // $75
        add (16|M16)             r125.0<1>:f   r109.0<8;8,1>:f   r97.0<8;8,1>:f                      // $56
        and (16|M0)              r79.0<1>:d    r31.0<8;8,1>:d    -2147483648:d                       // $79
(W)     mov (1|M0)               r95.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $87
        cmp (16|M0)   (eq)f1.0   null<1>:d     r67.0<8;8,1>:d    r33.0<8;8,1>:d                      // $91
        add (16|M16)             r3.0<1>:f     r113.0<8;8,1>:f   r99.0<8;8,1>:f                      // $58
        add (16|M16)             r9.0<1>:f     r117.0<8;8,1>:f   r101.0<8;8,1>:f                     // $60
(W)     mov (1|M0)               f0.0<1>:ud    r95.0<0;1,0>:ud                  {Compacted}          // $88
(W)     mov (1|M0)               r96.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $91
        cmp (16|M0)   (eq)f1.0   null<1>:d     r71.0<8;8,1>:d    r35.0<8;8,1>:d                      // $95
        and (16|M0)              r83.0<1>:d    r33.0<8;8,1>:d    -2147483648:d                       // $81
        and (16|M0)              r75.0<1>:d    r37.0<8;8,1>:d    -2139095041:d                       // $77
        add (16|M0)              r119.0<1>:f   r103.0<8;8,1>:f   r87.0<8;8,1>:f   {Compacted}        // $53
(W)     mov (1|M0)               r97.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $95
        add (16|M0)              r1.0<1>:f     r111.0<8;8,1>:f   r91.0<8;8,1>:f   {Compacted}        // $57
        and (16|M0)              r87.0<1>:d    r35.0<8;8,1>:d    -2147483648:d                       // $83
        and (16|M0)              r91.0<1>:d    r37.0<8;8,1>:d    -2147483648:d                       // $85
        add (16|M0)              r123.0<1>:f   r107.0<8;8,1>:f   r89.0<8;8,1>:f   {Compacted}        // $55
        add (16|M0)              r5.0<1>:f     r115.0<8;8,1>:f   r93.0<8;8,1>:f   {Compacted}        // $59
        and (16|M16)             r65.0<1>:d    r39.0<8;8,1>:d    -2139095041:d                       // $72
        and (16|M16)             r69.0<1>:d    r41.0<8;8,1>:d    -2139095041:d                       // $74
        and (16|M16)             r73.0<1>:d    r43.0<8;8,1>:d    -2139095041:d                       // $76
        and (16|M16)             r81.0<1>:d    r39.0<8;8,1>:d    -2147483648:d                       // $80
        cmp (16|M16)  (eq)f0.0   null<1>:d     r65.0<8;8,1>:d    r39.0<8;8,1>:d                      // $88
        and (16|M16)             r85.0<1>:d    r41.0<8;8,1>:d    -2147483648:d                       // $82
        and (16|M16)             r77.0<1>:d    r45.0<8;8,1>:d    -2139095041:d                       // $78
        and (16|M16)             r89.0<1>:d    r43.0<8;8,1>:d    -2147483648:d                       // $84
(W)     mov (1|M0)               r95.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $88
(W)     mov (1|M0)               f0.0<1>:ud    r96.0<0;1,0>:ud                  {Compacted}          // $92
        cmp (16|M16)  (eq)f0.0   null<1>:d     r69.0<8;8,1>:d    r41.0<8;8,1>:d                      // $92
        and (16|M16)             r93.0<1>:d    r45.0<8;8,1>:d    -2147483648:d                       // $86
        mov (16|M0)              r15.0<1>:f    r49.0<8;8,1>:d                   {Compacted}          // $117
(W)     mov (1|M0)               f1.0<1>:ud    r95.0<0;1,0>:ud                  {Compacted}          // $89
(W)     mov (1|M0)               r96.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $92
(W)     mov (1|M0)               f0.0<1>:ud    r97.0<0;1,0>:ud                  {Compacted}          // $96
        cmp (16|M16)  (eq)f0.0   null<1>:d     r73.0<8;8,1>:d    r43.0<8;8,1>:d                      // $96
        mov (16|M0)              r19.0<1>:f    r51.0<8;8,1>:d                   {Compacted}          // $119
(f1.0)  sel (16|M0)              r98.0<1>:d    r79.0<8;8,1>:d    r31.0<8;8,1>:d                      // $89
(f1.0)  sel (16|M16)             r100.0<1>:d   r81.0<8;8,1>:d    r39.0<8;8,1>:d                      // $90
(W)     mov (1|M0)               f1.0<1>:ud    r96.0<0;1,0>:ud                  {Compacted}          // $93
(W)     mov (1|M0)               r97.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $96
        cmp (16|M0)   (eq)f0.0   null<1>:d     r75.0<8;8,1>:d    r37.0<8;8,1>:d   {Compacted}        // $99
        add (16|M0)              r114.0<1>:f   r119.0<8;8,1>:f   r98.0<8;8,1>:f   {Compacted}        // $103
        cmp (16|M16)  (eq)f0.0   null<1>:d     r77.0<8;8,1>:d    r45.0<8;8,1>:d                      // $100
(f1.0)  sel (16|M0)              r102.0<1>:d   r83.0<8;8,1>:d    r33.0<8;8,1>:d                      // $93
(f1.0)  sel (16|M16)             r104.0<1>:d   r85.0<8;8,1>:d    r41.0<8;8,1>:d                      // $94
(W)     mov (1|M0)               f1.0<1>:ud    r97.0<0;1,0>:ud                  {Compacted}          // $97
(f0.0)  sel (16|M0)              r110.0<1>:d   r91.0<8;8,1>:d    r37.0<8;8,1>:d   {Compacted}        // $101
        add (16|M16)             r116.0<1>:f   r121.0<8;8,1>:f   r100.0<8;8,1>:f                     // $104
        add (16|M0)              r118.0<1>:f   r123.0<8;8,1>:f   r102.0<8;8,1>:f  {Compacted}        // $105
(f1.0)  sel (16|M0)              r106.0<1>:d   r87.0<8;8,1>:d    r35.0<8;8,1>:d                      // $97
(f0.0)  sel (16|M16)             r112.0<1>:d   r93.0<8;8,1>:d    r45.0<8;8,1>:d                      // $102
(f1.0)  sel (16|M16)             r108.0<1>:d   r89.0<8;8,1>:d    r43.0<8;8,1>:d                      // $98
        add (16|M16)             r120.0<1>:f   r125.0<8;8,1>:f   r104.0<8;8,1>:f                     // $106
        add (16|M0)              r122.0<1>:f   r1.0<8;8,1>:f     r106.0<8;8,1>:f  {Compacted}        // $107
        add (16|M0)              r1.0<1>:f     r5.0<8;8,1>:f     r110.0<8;8,1>:f  {Compacted}        // $109
        mov (16|M0)              r5.0<1>:f     r47.0<8;8,1>:d                   {Compacted}          // $115
        send (16|M0)             r43:w    r11:f   0x2            0x04847002           // wr:2+0, rd:8; sampler; simd16 sample load using sampler index 0 // $132
        add (16|M16)             r124.0<1>:f   r3.0<8;8,1>:f     r108.0<8;8,1>:f                     // $108
        add (16|M16)             r3.0<1>:f     r9.0<8;8,1>:f     r112.0<8;8,1>:f                     // $110
        mov (16|M0)              r23.0<1>:f    r53.0<8;8,1>:d                   {Compacted}          // $121
        mov (16|M16)             r17.0<1>:f    r57.0<8;8,1>:d                                        // $118
        mov (16|M16)             r9.0<1>:f     r55.0<8;8,1>:d                                        // $116
        send (16|M16)            r51:w    r13:f   0x2            0x04847002           // wr:2+0, rd:8; sampler; simd16 sample load using sampler index 0 // $134
        mov (16|M16)             r21.0<1>:f    r59.0<8;8,1>:d                                        // $120
        mov (16|M16)             r25.0<1>:f    r61.0<8;8,1>:d                                        // $122
        add (16|M0)              r39.0<1>:f    r1.0<8;8,1>:f     r23.0<8;8,1>:f   {Compacted}        // $129
        add (16|M0)              r27.0<1>:f    r114.0<8;8,1>:f   r5.0<8;8,1>:f    {Compacted}        // $123
        add (16|M16)             r29.0<1>:f    r116.0<8;8,1>:f   r9.0<8;8,1>:f                       // $124
        add (16|M0)              r31.0<1>:f    r118.0<8;8,1>:f   r15.0<8;8,1>:f   {Compacted}        // $125
        add (16|M0)              r35.0<1>:f    r122.0<8;8,1>:f   r19.0<8;8,1>:f   {Compacted}        // $127
        add (16|M16)             r41.0<1>:f    r3.0<8;8,1>:f     r25.0<8;8,1>:f                      // $130
        add (16|M16)             r33.0<1>:f    r120.0<8;8,1>:f   r17.0<8;8,1>:f                      // $126
        add (16|M16)             r37.0<1>:f    r124.0<8;8,1>:f   r21.0<8;8,1>:f                      // $128
        and (16|M0)              r59.0<1>:d    r43.0<8;8,1>:d    -2139095041:d                       // $135
        and (16|M0)              r63.0<1>:d    r45.0<8;8,1>:d    -2139095041:d                       // $137
        and (16|M0)              r67.0<1>:d    r47.0<8;8,1>:d    -2139095041:d                       // $139
        and (16|M0)              r71.0<1>:d    r49.0<8;8,1>:d    -2139095041:d                       // $141
        cmp (16|M0)   (eq)f0.0   null<1>:d     r59.0<8;8,1>:d    r43.0<8;8,1>:d   {Compacted}        // $151
        and (16|M0)              r75.0<1>:d    r43.0<8;8,1>:d    -2147483648:d                       // $143
        and (16|M16)             r61.0<1>:d    r51.0<8;8,1>:d    -2139095041:d                       // $136
        and (16|M16)             r65.0<1>:d    r53.0<8;8,1>:d    -2139095041:d                       // $138
(W)     mov (1|M0)               r91.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $151
        cmp (16|M0)   (eq)f0.0   null<1>:d     r63.0<8;8,1>:d    r45.0<8;8,1>:d   {Compacted}        // $155
        and (16|M16)             r69.0<1>:d    r55.0<8;8,1>:d    -2139095041:d                       // $140
        and (16|M16)             r73.0<1>:d    r57.0<8;8,1>:d    -2139095041:d                       // $142
(W)     mov (1|M0)               f1.0<1>:ud    r91.0<0;1,0>:ud                  {Compacted}          // $152
        cmp (16|M16)  (eq)f1.0   null<1>:d     r61.0<8;8,1>:d    r51.0<8;8,1>:d                      // $152
(W)     mov (1|M0)               r92.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $155
        cmp (16|M0)   (eq)f0.0   null<1>:d     r67.0<8;8,1>:d    r47.0<8;8,1>:d   {Compacted}        // $159
        and (16|M16)             r77.0<1>:d    r51.0<8;8,1>:d    -2147483648:d                       // $144
(W)     mov (1|M0)               r91.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $152
        and (16|M0)              r79.0<1>:d    r45.0<8;8,1>:d    -2147483648:d                       // $145
(W)     mov (1|M0)               f1.0<1>:ud    r92.0<0;1,0>:ud                  {Compacted}          // $156
        cmp (16|M16)  (eq)f1.0   null<1>:d     r65.0<8;8,1>:d    r53.0<8;8,1>:d                      // $156
(W)     mov (1|M0)               r93.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $159
(W)     mov (1|M0)               f0.0<1>:ud    r91.0<0;1,0>:ud                  {Compacted}          // $153
        and (16|M16)             r81.0<1>:d    r53.0<8;8,1>:d    -2147483648:d                       // $146
        and (16|M0)              r87.0<1>:d    r49.0<8;8,1>:d    -2147483648:d                       // $149
(W)     mov (1|M0)               r92.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $156
(W)     mov (1|M0)               f1.0<1>:ud    r93.0<0;1,0>:ud                  {Compacted}          // $160
        cmp (16|M16)  (eq)f1.0   null<1>:d     r69.0<8;8,1>:d    r55.0<8;8,1>:d                      // $160
        send (16|M0)             r63:w    r11:f   0x2            0x04847001           // wr:2+0, rd:8; sampler; simd16 sample load using sampler index 0 // $192
(f0.0)  sel (16|M0)              r94.0<1>:d    r75.0<8;8,1>:d    r43.0<8;8,1>:d   {Compacted}        // $153
(f0.0)  sel (16|M16)             r96.0<1>:d    r77.0<8;8,1>:d    r51.0<8;8,1>:d                      // $154
(W)     mov (1|M0)               r93.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $160
        cmp (16|M0)   (eq)f1.0   null<1>:d     r71.0<8;8,1>:d    r49.0<8;8,1>:d                      // $163
        cmp (16|M16)  (eq)f1.0   null<1>:d     r73.0<8;8,1>:d    r57.0<8;8,1>:d                      // $164
        send (16|M16)            r71:w    r13:f   0x2            0x04847001           // wr:2+0, rd:8; sampler; simd16 sample load using sampler index 0 // $194
(W)     mov (1|M0)               f0.0<1>:ud    r92.0<0;1,0>:ud                  {Compacted}          // $157
        and (16|M0)              r83.0<1>:d    r47.0<8;8,1>:d    -2147483648:d                       // $147
        mov (16|M0)              r110.0<2>:hf  r94.0<8;8,1>:f                                        // $167
(f1.0)  sel (16|M0)              r106.0<1>:d   r87.0<8;8,1>:d    r49.0<8;8,1>:d                      // $165
(f0.0)  sel (16|M0)              r98.0<1>:d    r79.0<8;8,1>:d    r45.0<8;8,1>:d   {Compacted}        // $157
(f0.0)  sel (16|M16)             r100.0<1>:d   r81.0<8;8,1>:d    r53.0<8;8,1>:d                      // $158
(W)     mov (1|M0)               f0.0<1>:ud    r93.0<0;1,0>:ud                  {Compacted}          // $161
        and (16|M16)             r85.0<1>:d    r55.0<8;8,1>:d    -2147483648:d                       // $148
        mov (16|M0)              r1.0<1>:hf    r110.0<2;1,0>:hf                                      // $167
        mov (16|M16)             r112.0<2>:hf  r96.0<8;8,1>:f                                        // $168
(f0.0)  sel (16|M0)              r102.0<1>:d   r83.0<8;8,1>:d    r47.0<8;8,1>:d   {Compacted}        // $161
(f0.0)  sel (16|M16)             r104.0<1>:d   r85.0<8;8,1>:d    r55.0<8;8,1>:d                      // $162
        and (16|M16)             r89.0<1>:d    r57.0<8;8,1>:d    -2147483648:d                       // $150
        mov (16|M16)             r2.0<1>:hf    r112.0<2;1,0>:hf                                      // $168
        mov (16|M0)              r114.0<2>:hf  r98.0<8;8,1>:f                                        // $169
        mov (16|M16)             r116.0<2>:hf  r100.0<8;8,1>:f                                       // $170
(f1.0)  sel (16|M16)             r108.0<1>:d   r89.0<8;8,1>:d    r57.0<8;8,1>:d                      // $166
        mov (16|M0)              r122.0<2>:hf  r106.0<8;8,1>:f                                       // $173
        mov (16|M0)              r118.0<2>:hf  r102.0<8;8,1>:f                                       // $171
        mov (16|M0)              r3.0<1>:hf    r114.0<2;1,0>:hf                                      // $169
        mov (16|M16)             r4.0<1>:hf    r116.0<2;1,0>:hf                                      // $170
        mov (16|M16)             r120.0<2>:hf  r104.0<8;8,1>:f                                       // $172
        mov (16|M16)             r124.0<2>:hf  r108.0<8;8,1>:f                                       // $174
        mov (16|M0)              r7.0<1>:hf    r122.0<2;1,0>:hf                                      // $173
        mov (16|M0)              r5.0<1>:hf    r118.0<2;1,0>:hf                                      // $171
        mov (16|M16)             r6.0<1>:hf    r120.0<2;1,0>:hf                                      // $172
        mov (16|M16)             r9.0<1>:hf    r124.0<2;1,0>:hf                                      // $174
        mov (16|M0)              r15.0<1>:f    r1.0<16;16,1>:hf                                      // $175
        mov (16|M0)              r19.0<1>:f    r3.0<16;16,1>:hf                                      // $179
        mov (16|M0)              r43.0<1>:f    r7.0<16;16,1>:hf                                      // $187
        mov (16|M0)              r23.0<1>:f    r5.0<16;16,1>:hf                                      // $183
        mov (16|M16)             r17.0<1>:f    r2.0<16;16,1>:hf                                      // $176
        mov (16|M16)             r21.0<1>:f    r4.0<16;16,1>:hf                                      // $180
        mov (16|M16)             r25.0<1>:f    r6.0<16;16,1>:hf                                      // $184
        mov (16|M16)             r45.0<1>:f    r9.0<16;16,1>:hf                                      // $188
        add (16|M0)              r47.0<1>:f    r27.0<8;8,1>:f    r15.0<8;8,1>:f   {Compacted}        // $177
        add (16|M0)              r51.0<1>:f    r31.0<8;8,1>:f    r19.0<8;8,1>:f   {Compacted}        // $181
        add (16|M0)              r59.0<1>:f    r39.0<8;8,1>:f    r43.0<8;8,1>:f   {Compacted}        // $189
        add (16|M0)              r55.0<1>:f    r35.0<8;8,1>:f    r23.0<8;8,1>:f   {Compacted}        // $185
        add (16|M16)             r49.0<1>:f    r29.0<8;8,1>:f    r17.0<8;8,1>:f                      // $178
        add (16|M16)             r53.0<1>:f    r33.0<8;8,1>:f    r21.0<8;8,1>:f                      // $182
        add (16|M16)             r57.0<1>:f    r37.0<8;8,1>:f    r25.0<8;8,1>:f                      // $186
        add (16|M16)             r61.0<1>:f    r41.0<8;8,1>:f    r45.0<8;8,1>:f                      // $190
(W)     mov (1|M0)               r27.0<1>:f    r8.7<0;1,0>:ud                                        // $235
        shl (8|M0)               r44.0<1>:q    r11.0<8;8,1>:d    4:w                                 // $254
        and (16|M0)              r79.0<1>:d    r63.0<8;8,1>:d    -2139095041:d                       // $195
        and (16|M0)              r83.0<1>:d    r65.0<8;8,1>:d    -2139095041:d                       // $197
        and (16|M0)              r87.0<1>:d    r67.0<8;8,1>:d    -2139095041:d                       // $199
        and (16|M0)              r95.0<1>:d    r63.0<8;8,1>:d    -2147483648:d                       // $203
        cmp (16|M0)   (eq)f1.0   null<1>:d     r79.0<8;8,1>:d    r63.0<8;8,1>:d                      // $211
        and (16|M0)              r99.0<1>:d    r65.0<8;8,1>:d    -2147483648:d                       // $205
        and (16|M16)             r81.0<1>:d    r71.0<8;8,1>:d    -2139095041:d                       // $196
        and (16|M16)             r85.0<1>:d    r73.0<8;8,1>:d    -2139095041:d                       // $198
(W)     mov (1|M0)               r111.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $211
        cmp (16|M0)   (eq)f1.0   null<1>:d     r83.0<8;8,1>:d    r65.0<8;8,1>:d                      // $215
        and (16|M16)             r89.0<1>:d    r75.0<8;8,1>:d    -2139095041:d                       // $200
        and (16|M16)             r97.0<1>:d    r71.0<8;8,1>:d    -2147483648:d                       // $204
(W)     mov (1|M0)               f0.0<1>:ud    r111.0<0;1,0>:ud                 {Compacted}          // $212
        cmp (16|M16)  (eq)f0.0   null<1>:d     r81.0<8;8,1>:d    r71.0<8;8,1>:d                      // $212
(W)     mov (1|M0)               r112.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $215
        cmp (16|M0)   (eq)f1.0   null<1>:d     r87.0<8;8,1>:d    r67.0<8;8,1>:d                      // $219
        and (16|M16)             r101.0<1>:d   r73.0<8;8,1>:d    -2147483648:d                       // $206
(W)     mov (1|M0)               r111.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $212
        and (16|M0)              r91.0<1>:d    r69.0<8;8,1>:d    -2139095041:d                       // $201
(W)     mov (1|M0)               f0.0<1>:ud    r112.0<0;1,0>:ud                 {Compacted}          // $216
        cmp (16|M16)  (eq)f0.0   null<1>:d     r85.0<8;8,1>:d    r73.0<8;8,1>:d                      // $216
(W)     mov (1|M0)               r113.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $219
(W)     mov (1|M0)               f1.0<1>:ud    r111.0<0;1,0>:ud                 {Compacted}          // $213
        and (16|M16)             r93.0<1>:d    r77.0<8;8,1>:d    -2139095041:d                       // $202
        and (16|M0)              r103.0<1>:d   r67.0<8;8,1>:d    -2147483648:d                       // $207
(W)     mov (1|M0)               r112.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $216
(W)     mov (1|M0)               f0.0<1>:ud    r113.0<0;1,0>:ud                 {Compacted}          // $220
        cmp (16|M16)  (eq)f0.0   null<1>:d     r89.0<8;8,1>:d    r75.0<8;8,1>:d                      // $220
(f1.0)  sel (16|M0)              r114.0<1>:d   r95.0<8;8,1>:d    r63.0<8;8,1>:d                      // $213
(f1.0)  sel (16|M16)             r116.0<1>:d   r97.0<8;8,1>:d    r71.0<8;8,1>:d                      // $214
(W)     mov (1|M0)               f1.0<1>:ud    r112.0<0;1,0>:ud                 {Compacted}          // $217
(W)     mov (1|M0)               r113.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $220
        and (16|M0)              r107.0<1>:d   r69.0<8;8,1>:d    -2147483648:d                       // $209
        cmp (16|M0)   (eq)f0.0   null<1>:d     r91.0<8;8,1>:d    r69.0<8;8,1>:d   {Compacted}        // $223
        and (16|M16)             r105.0<1>:d   r75.0<8;8,1>:d    -2147483648:d                       // $208
(f1.0)  sel (16|M0)              r118.0<1>:d   r99.0<8;8,1>:d    r65.0<8;8,1>:d                      // $217
(f1.0)  sel (16|M16)             r120.0<1>:d   r101.0<8;8,1>:d   r73.0<8;8,1>:d                      // $218
(W)     mov (1|M0)               f1.0<1>:ud    r113.0<0;1,0>:ud                 {Compacted}          // $221
        and (16|M16)             r109.0<1>:d   r77.0<8;8,1>:d    -2147483648:d                       // $210
        cmp (16|M16)  (eq)f0.0   null<1>:d     r93.0<8;8,1>:d    r77.0<8;8,1>:d                      // $224
(f0.0)  sel (16|M0)              r1.0<1>:d     r107.0<8;8,1>:d   r69.0<8;8,1>:d   {Compacted}        // $225
(f1.0)  sel (16|M0)              r122.0<1>:d   r103.0<8;8,1>:d   r67.0<8;8,1>:d                      // $221
(f1.0)  sel (16|M16)             r124.0<1>:d   r105.0<8;8,1>:d   r75.0<8;8,1>:d                      // $222
(f0.0)  sel (16|M16)             r3.0<1>:d     r109.0<8;8,1>:d   r77.0<8;8,1>:d                      // $226
        add (16|M0)              r5.0<1>:f     r47.0<8;8,1>:f    r114.0<8;8,1>:f  {Compacted}        // $227
        add (16|M0)              r15.0<1>:f    r51.0<8;8,1>:f    r118.0<8;8,1>:f  {Compacted}        // $229
        add (16|M0)              r23.0<1>:f    r59.0<8;8,1>:f    r1.0<8;8,1>:f    {Compacted}        // $233
        add (16|M0)              r19.0<1>:f    r55.0<8;8,1>:f    r122.0<8;8,1>:f  {Compacted}        // $231
        add (16|M16)             r9.0<1>:f     r49.0<8;8,1>:f    r116.0<8;8,1>:f                     // $228
        add (16|M16)             r17.0<1>:f    r53.0<8;8,1>:f    r120.0<8;8,1>:f                     // $230
        add (16|M16)             r21.0<1>:f    r57.0<8;8,1>:f    r124.0<8;8,1>:f                     // $232
        add (16|M16)             r25.0<1>:f    r61.0<8;8,1>:f    r3.0<8;8,1>:f                       // $234
        add (16|M0)              r28.0<1>:f    r5.0<8;8,1>:f     r27.0<0;1,0>:f   {Compacted}        // $236
        add (16|M0)              r30.0<1>:f    r15.0<8;8,1>:f    r27.0<0;1,0>:f   {Compacted}        // $238
        add (16|M0)              r34.0<1>:f    r23.0<8;8,1>:f    r27.0<0;1,0>:f   {Compacted}        // $242
        add (16|M0)              r32.0<1>:f    r19.0<8;8,1>:f    r27.0<0;1,0>:f   {Compacted}        // $240
        shl (8|M8)               r46.0<1>:q    r12.0<8;8,1>:d    4:w                                 // $254
        shl (8|M16)              r48.0<1>:q    r13.0<8;8,1>:d    4:w                                 // $255
        add (16|M16)             r36.0<1>:f    r9.0<8;8,1>:f     r27.0<0;1,0>:f                      // $237
        add (16|M16)             r38.0<1>:f    r17.0<8;8,1>:f    r27.0<0;1,0>:f                      // $239
        add (16|M16)             r40.0<1>:f    r21.0<8;8,1>:f    r27.0<0;1,0>:f                      // $241
        add (16|M16)             r42.0<1>:f    r25.0<8;8,1>:f    r27.0<0;1,0>:f                      // $243
        shl (8|M24)              r50.0<1>:q    r14.0<8;8,1>:d    4:w                                 // $255
        add (8|M0)               r52.0<1>:q    r44.0<4;4,1>:q    r8.0<0;1,0>:q                       // $256
        mov (8|M0)               r54.0<1>:f    r28.0<8;8,1>:f                   {Compacted}          // $258
        mov (8|M0)               r55.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $260
        mov (8|M0)               r57.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $264
        mov (8|M0)               r56.0<1>:f    r32.0<8;8,1>:f                   {Compacted}          // $262
        mov (8|M8)               r60.0<1>:f    r29.0<8;8,1>:f                   {Compacted}          // $259
        mov (8|M8)               r61.0<1>:f    r31.0<8;8,1>:f                   {Compacted}          // $261
        mov (8|M8)               r63.0<1>:f    r35.0<8;8,1>:f                   {Compacted}          // $265
        mov (8|M8)               r62.0<1>:f    r33.0<8;8,1>:f                   {Compacted}          // $263
        add (8|M8)               r58.0<1>:q    r46.0<4;4,1>:q    r8.0<0;1,0>:q                       // $256
        add (8|M16)              r64.0<1>:q    r48.0<4;4,1>:q    r8.0<0;1,0>:q                       // $257
        mov (8|M16)              r66.0<1>:f    r36.0<8;8,1>:f                                        // $268
        mov (8|M16)              r67.0<1>:f    r38.0<8;8,1>:f                                        // $270
        mov (8|M16)              r68.0<1>:f    r40.0<8;8,1>:f                                        // $272
        mov (8|M16)              r69.0<1>:f    r42.0<8;8,1>:f                                        // $274
        mov (8|M24)              r72.0<1>:f    r37.0<8;8,1>:f                                        // $269
        mov (8|M24)              r73.0<1>:f    r39.0<8;8,1>:f                                        // $271
        mov (8|M24)              r74.0<1>:f    r41.0<8;8,1>:f                                        // $273
        mov (8|M24)              r75.0<1>:f    r43.0<8;8,1>:f                                        // $275
        add (8|M24)              r70.0<1>:q    r50.0<4;4,1>:q    r8.0<0;1,0>:q                       // $257
        send (8|M0)              null     r52:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $266
        send (8|M8)              null     r58:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $267
        send (8|M16)             null     r64:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $276
        send (8|M24)             null     r70:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $277
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $278
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
