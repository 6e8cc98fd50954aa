//.kernel private_scratch
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 320
//.RA type	LOCAL_ROUND_ROBIN_RA
//.private memory size 32768

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r112.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r112.0)
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r112.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0048 (56)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0049 (57)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0051 (59)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r113.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r115.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0060 (68)  rf=r size=32 type=uw alias=V0048+0 align=16 words (r3.0)
//.declare V0061 (69)  rf=r size=32 type=uw alias=V0049+0 align=16 words (r4.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r117.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0064 (72)  rf=r size=4 type=d align=2 words (r8.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0067 (75)  rf=r size=64 type=ud alias=V0065+0 align=16 words (r3.0)
//.declare V0068 (76)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r5.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0070 (78)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0071 (79)  rf=r size=4 type=d align=2 words (r14.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0074 (82)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r15.0)
//.declare V0075 (83)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r17.0)
//.declare V0076 (84)  rf=r size=4 type=d align=2 words (r19.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0079 (87)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r20.0)
//.declare V0080 (88)  rf=r size=64 type=ud alias=V0078+0 align=16 words (r22.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0083 (91)  rf=r size=4 type=d align=2 words (r28.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0086 (94)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r29.0)
//.declare V0087 (95)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r31.0)
//.declare V0088 (96)  rf=r size=4 type=d align=2 words (r33.0)
//.declare V0089 (97)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0090 (98)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0091 (99)  rf=r size=64 type=ud alias=V0089+0 align=16 words (r34.0)
//.declare V0092 (100)  rf=r size=64 type=ud alias=V0090+0 align=16 words (r36.0)
//.declare V0093 (101)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0094 (102)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0095 (103)  rf=r size=4 type=d align=2 words (r42.0)
//.declare V0096 (104)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0097 (105)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0098 (106)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r43.0)
//.declare V0099 (107)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r45.0)
//.declare V0100 (108)  rf=r size=4 type=d align=2 words (r47.0)
//.declare V0101 (109)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0102 (110)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0103 (111)  rf=r size=64 type=ud alias=V0101+0 align=16 words (r48.0)
//.declare V0104 (112)  rf=r size=64 type=ud alias=V0102+0 align=16 words (r50.0)
//.declare V0105 (113)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0106 (114)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0107 (115)  rf=r size=4 type=d align=2 words (r56.0)
//.declare V0108 (116)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0109 (117)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0110 (118)  rf=r size=64 type=ud alias=V0108+0 align=16 words (r57.0)
//.declare V0111 (119)  rf=r size=64 type=ud alias=V0109+0 align=16 words (r59.0)
//.declare V0112 (120)  rf=r size=4 type=d align=2 words (r61.0)
//.declare V0113 (121)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0114 (122)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0115 (123)  rf=r size=64 type=ud alias=V0113+0 align=16 words (r62.0)
//.declare V0116 (124)  rf=r size=64 type=ud alias=V0114+0 align=16 words (r64.0)
//.declare V0117 (125)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0118 (126)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0119 (127)  rf=r size=4 type=d align=2 words (r70.0)
//.declare V0120 (128)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0121 (129)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0122 (130)  rf=r size=64 type=ud alias=V0120+0 align=16 words (r71.0)
//.declare V0123 (131)  rf=r size=64 type=ud alias=V0121+0 align=16 words (r73.0)
//.declare V0124 (132)  rf=r size=4 type=d align=2 words (r75.0)
//.declare V0125 (133)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0126 (134)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0127 (135)  rf=r size=64 type=ud alias=V0125+0 align=16 words (r76.0)
//.declare V0128 (136)  rf=r size=64 type=ud alias=V0126+0 align=16 words (r78.0)
//.declare V0129 (137)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0130 (138)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0131 (139)  rf=r size=4 type=d align=2 words (r84.0)
//.declare V0132 (140)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0133 (141)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0134 (142)  rf=r size=64 type=ud alias=V0132+0 align=16 words (r85.0)
//.declare V0135 (143)  rf=r size=64 type=ud alias=V0133+0 align=16 words (r87.0)
//.declare V0136 (144)  rf=r size=4 type=d align=2 words (r89.0)
//.declare V0137 (145)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0138 (146)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0139 (147)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r90.0)
//.declare V0140 (148)  rf=r size=64 type=ud alias=V0138+0 align=16 words (r92.0)
//.declare V0141 (149)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0142 (150)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0143 (151)  rf=r size=4 type=d align=2 words (r98.0)
//.declare V0144 (152)  rf=r size=64 type=d align=16 words (r99.0)
//.declare V0145 (153)  rf=r size=64 type=d align=16 words (r101.0)
//.declare V0146 (154)  rf=r size=64 type=ud alias=V0144+0 align=16 words (r99.0)
//.declare V0147 (155)  rf=r size=64 type=ud alias=V0145+0 align=16 words (r101.0)
//.declare V0148 (156)  rf=r size=4 type=d align=2 words (r103.0)
//.declare V0149 (157)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0150 (158)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0151 (159)  rf=r size=64 type=ud alias=V0149+0 align=16 words (r104.0)
//.declare V0152 (160)  rf=r size=64 type=ud alias=V0150+0 align=16 words (r106.0)
//.declare V0153 (161)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0154 (162)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0155 (163)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0156 (164)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0157 (165)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0158 (166)  rf=r size=64 type=ud alias=V0156+0 align=16 words (r4.0)
//.declare V0159 (167)  rf=r size=64 type=ud alias=V0157+0 align=16 words (r10.0)
//.declare V0160 (168)  rf=r size=4 type=d align=2 words (r12.0)
//.declare V0161 (169)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0162 (170)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0163 (171)  rf=r size=64 type=ud alias=V0161+0 align=16 words (r13.0)
//.declare V0164 (172)  rf=r size=64 type=ud alias=V0162+0 align=16 words (r15.0)
//.declare V0165 (173)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0166 (174)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0167 (175)  rf=r size=4 type=d align=2 words (r21.0)
//.declare V0168 (176)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0169 (177)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0170 (178)  rf=r size=64 type=ud alias=V0168+0 align=16 words (r22.0)
//.declare V0171 (179)  rf=r size=64 type=ud alias=V0169+0 align=16 words (r24.0)
//.declare V0172 (180)  rf=r size=4 type=d align=2 words (r26.0)
//.declare V0173 (181)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0174 (182)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0175 (183)  rf=r size=64 type=ud alias=V0173+0 align=16 words (r27.0)
//.declare V0176 (184)  rf=r size=64 type=ud alias=V0174+0 align=16 words (r29.0)
//.declare V0177 (185)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0178 (186)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0179 (187)  rf=r size=4 type=d align=2 words (r35.0)
//.declare V0180 (188)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0181 (189)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0182 (190)  rf=r size=64 type=ud alias=V0180+0 align=16 words (r36.0)
//.declare V0183 (191)  rf=r size=64 type=ud alias=V0181+0 align=16 words (r38.0)
//.declare V0184 (192)  rf=r size=4 type=d align=2 words (r40.0)
//.declare V0185 (193)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0186 (194)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0187 (195)  rf=r size=64 type=ud alias=V0185+0 align=16 words (r41.0)
//.declare V0188 (196)  rf=r size=64 type=ud alias=V0186+0 align=16 words (r43.0)
//.declare V0189 (197)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0190 (198)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0191 (199)  rf=r size=4 type=d align=2 words (r49.0)
//.declare V0192 (200)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0193 (201)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0194 (202)  rf=r size=64 type=ud alias=V0192+0 align=16 words (r50.0)
//.declare V0195 (203)  rf=r size=64 type=ud alias=V0193+0 align=16 words (r52.0)
//.declare V0196 (204)  rf=r size=4 type=d align=2 words (r54.0)
//.declare V0197 (205)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0198 (206)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0199 (207)  rf=r size=64 type=ud alias=V0197+0 align=16 words (r55.0)
//.declare V0200 (208)  rf=r size=64 type=ud alias=V0198+0 align=16 words (r57.0)
//.declare V0201 (209)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0202 (210)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0203 (211)  rf=r size=4 type=d align=2 words (r63.0)
//.declare V0204 (212)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0205 (213)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0206 (214)  rf=r size=64 type=ud alias=V0204+0 align=16 words (r64.0)
//.declare V0207 (215)  rf=r size=64 type=ud alias=V0205+0 align=16 words (r66.0)
//.declare V0208 (216)  rf=r size=4 type=d align=2 words (r68.0)
//.declare V0209 (217)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0210 (218)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0211 (219)  rf=r size=64 type=ud alias=V0209+0 align=16 words (r69.0)
//.declare V0212 (220)  rf=r size=64 type=ud alias=V0210+0 align=16 words (r71.0)
//.declare V0213 (221)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0214 (222)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0215 (223)  rf=r size=4 type=d align=2 words (r77.0)
//.declare V0216 (224)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0217 (225)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0218 (226)  rf=r size=64 type=ud alias=V0216+0 align=16 words (r78.0)
//.declare V0219 (227)  rf=r size=64 type=ud alias=V0217+0 align=16 words (r80.0)
//.declare V0220 (228)  rf=r size=4 type=d align=2 words (r82.0)
//.declare V0221 (229)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0222 (230)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0223 (231)  rf=r size=64 type=ud alias=V0221+0 align=16 words (r83.0)
//.declare V0224 (232)  rf=r size=64 type=ud alias=V0222+0 align=16 words (r85.0)
//.declare V0225 (233)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0226 (234)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0227 (235)  rf=r size=4 type=d align=2 words (r91.0)
//.declare V0228 (236)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0229 (237)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0230 (238)  rf=r size=64 type=ud alias=V0228+0 align=16 words (r92.0)
//.declare V0231 (239)  rf=r size=64 type=ud alias=V0229+0 align=16 words (r94.0)
//.declare V0232 (240)  rf=r size=4 type=d align=2 words (r96.0)
//.declare V0233 (241)  rf=r size=64 type=d align=16 words (r97.0)
//.declare V0234 (242)  rf=r size=64 type=d align=16 words (r99.0)
//.declare V0235 (243)  rf=r size=64 type=ud alias=V0233+0 align=16 words (r97.0)
//.declare V0236 (244)  rf=r size=64 type=ud alias=V0234+0 align=16 words (r99.0)
//.declare V0237 (245)  rf=r size=64 type=d align=16 words (r101.0)
//.declare V0238 (246)  rf=r size=64 type=d align=16 words (r103.0)
//.declare V0239 (247)  rf=r size=4 type=d align=2 words (r105.0)
//.declare V0240 (248)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0241 (249)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0242 (250)  rf=r size=64 type=ud alias=V0240+0 align=16 words (r106.0)
//.declare V0243 (251)  rf=r size=64 type=ud alias=V0241+0 align=16 words (r108.0)
//.declare V0244 (252)  rf=r size=4 type=d align=2 words (r110.0)
//.declare V0245 (253)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0246 (254)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0247 (255)  rf=r size=64 type=ud alias=V0245+0 align=16 words (r3.0)
//.declare V0248 (256)  rf=r size=64 type=ud alias=V0246+0 align=16 words (r5.0)
//.declare V0249 (257)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0250 (258)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0251 (259)  rf=r size=4 type=d align=2 words (r14.0)
//.declare V0252 (260)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0253 (261)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0254 (262)  rf=r size=64 type=ud alias=V0252+0 align=16 words (r15.0)
//.declare V0255 (263)  rf=r size=64 type=ud alias=V0253+0 align=16 words (r17.0)
//.declare P01 (264)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0256 (265)  rf=r size=4 type=ud alias=V0244+0 align=2 words (r110.0)
//.declare P02 (266)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0257 (267)  rf=r size=64 type=d align=16 words (r121.0)
//.declare V0258 (268)  rf=r size=64 type=d align=16 words (r123.0)
//.declare V0259 (269)  rf=r size=4 type=d align=2 words (r8.1)
//.declare V0260 (270)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0261 (271)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0262 (272)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0263 (273)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0264 (274)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0265 (275)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0266 (276)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0267 (277)  rf=r size=64 type=ud alias=V0265+0 align=16 words (r16.0)
//.declare V0268 (278)  rf=r size=64 type=ud alias=V0266+0 align=16 words (r18.0)
//.declare V0269 (279)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0270 (280)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0271 (281)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0272 (282)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0273 (283)  rf=r size=64 type=ud alias=V0271+0 align=16 words (r24.0)
//.declare V0274 (284)  rf=r size=64 type=ud alias=V0272+0 align=16 words (r26.0)
//.declare P03 (285)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0275 (286)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0276 (287)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0277 (288)  rf=r size=64 type=ud alias=V0275+0 align=16 words (r3.0)
//.declare V0278 (289)  rf=r size=64 type=ud alias=V0276+0 align=16 words (r5.0)
//.declare V0279 (290)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0280 (291)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (292)  rf=r size=32 type=ud align=16 words (r127.0)

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
// | V0279    | :uq      |      8 | r8       | general    |
// | V0280    | :uq      |      8 | r8+8     | general    |
// | V0034    | :d       |      4 | r8+16    | general    |
// | V0045    | :uq      |      8 | r8+24    | general    |
// | V0038    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
_main:
(W)     mov (8|M0)               r112.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mov (8|M16)              r4.0<1>:w     0x76543210:v                                          // $4
(W)     mov (8|M0)               r3.0<1>:w     0x76543210:v                                          // $2
(W)     mul (1|M0)               r6.0<1>:d     r9.0<0;1,0>:d     r112.1<0;1,0>:d  {Compacted}        // $8
(W)     and (1|M0)               r5.0<1>:d     r112.5<0;1,0>:d   -1024:w                             // $7
(W)     mov (1|M0)               r8.0<1>:d     0:w                                                   // $21
(W)     add (8|M16)              r4.8<1>:w     r4.0<8;8,1>:w     8:w                                 // $5
(W)     add (8|M0)               r3.8<1>:w     r3.0<8;8,1>:w     8:w                                 // $3
        add (16|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $11
        add (16|M16)             r12.0<1>:d    r6.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $12
(W)     add (16|M16)             r4.0<1>:w     r4.0<16;16,1>:w   16:w                                // $6
        shl (16|M0)              r14.0<1>:d    r3.0<16;16,1>:uw  2:w                                 // $17
        add (16|M0)              r113.0<1>:d   r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $13
        add (16|M16)             r115.0<1>:d   r12.0<8;8,1>:d    r7.0<0;1,0>:d                       // $14
        shl (16|M16)             r16.0<1>:d    r4.0<16;16,1>:uw  2:w                                 // $18
        add (16|M0)              r117.0<1>:d   r5.0<0;1,0>:d     r14.0<8;8,1>:d   {Compacted}        // $19
        add (16|M16)             r119.0<1>:d   r5.0<0;1,0>:d     r16.0<8;8,1>:d                      // $20
// B001: Preds:{B003, B000},  Succs:{B002, B004}
_0_010:
        add (16|M0)              r3.0<1>:d     r113.0<8;8,1>:d   r8.0<0;1,0>:d    {Compacted}        // $23
        add (16|M16)             r5.0<1>:d     r115.0<8;8,1>:d   r8.0<0;1,0>:d                       // $24
(W)     mul (1|M0)               r14.0<1>:d    r8.0<0;1,0>:d     128:w                               // $35
(W)     or (1|M0)                r19.0<1>:d    r8.0<0;1,0>:d     1:w                                 // $40
(W)     or (1|M0)                r33.0<1>:d    r8.0<0;1,0>:d     2:w                                 // $58
        shl (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     2:w                                 // $25
        shl (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     2:w                                 // $26
        add (16|M0)              r15.0<1>:d    r117.0<8;8,1>:d   r14.0<0;1,0>:d   {Compacted}        // $36
        add (16|M16)             r17.0<1>:d    r119.0<8;8,1>:d   r14.0<0;1,0>:d                      // $37
        and (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     4092:w                              // $27
        and (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     4092:w                              // $28
        add (16|M0)              r20.0<1>:d    r113.0<8;8,1>:d   r19.0<0;1,0>:d   {Compacted}        // $41
        add (16|M16)             r22.0<1>:d    r115.0<8;8,1>:d   r19.0<0;1,0>:d                      // $42
        send (16|M0)             r10:w    r3      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $30
(W)     mul (1|M0)               r28.0<1>:d    r19.0<0;1,0>:d    128:w                               // $53
        send (16|M16)            r12:w    r5      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $32
        shl (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    2:w                                 // $43
        shl (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    2:w                                 // $44
        add (16|M0)              r29.0<1>:d    r117.0<8;8,1>:d   r28.0<0;1,0>:d   {Compacted}        // $54
        add (16|M16)             r31.0<1>:d    r119.0<8;8,1>:d   r28.0<0;1,0>:d                      // $55
        and (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    4092:w                              // $45
        and (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    4092:w                              // $46
        add (16|M0)              r34.0<1>:d    r113.0<8;8,1>:d   r33.0<0;1,0>:d   {Compacted}        // $59
        add (16|M16)             r36.0<1>:d    r115.0<8;8,1>:d   r33.0<0;1,0>:d                      // $60
(W)     mul (1|M0)               r42.0<1>:d    r33.0<0;1,0>:d    128:w                               // $71
(W)     or (1|M0)                r47.0<1>:d    r8.0<0;1,0>:d     3:w                                 // $76
(W)     or (1|M0)                r61.0<1>:d    r8.0<0;1,0>:d     4:w                                 // $94
        shl (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    2:w                                 // $61
        shl (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    2:w                                 // $62
        add (16|M0)              r43.0<1>:d    r117.0<8;8,1>:d   r42.0<0;1,0>:d   {Compacted}        // $72
        add (16|M16)             r45.0<1>:d    r119.0<8;8,1>:d   r42.0<0;1,0>:d                      // $73
        and (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    4092:w                              // $63
        and (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    4092:w                              // $64
        add (16|M0)              r48.0<1>:d    r113.0<8;8,1>:d   r47.0<0;1,0>:d   {Compacted}        // $77
        add (16|M16)             r50.0<1>:d    r115.0<8;8,1>:d   r47.0<0;1,0>:d                      // $78
(W)     mul (1|M0)               r56.0<1>:d    r47.0<0;1,0>:d    128:w                               // $89
        add (16|M0)              r62.0<1>:d    r113.0<8;8,1>:d   r61.0<0;1,0>:d   {Compacted}        // $95
        shl (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    2:w                                 // $79
        shl (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    2:w                                 // $80
        add (16|M0)              r57.0<1>:d    r117.0<8;8,1>:d   r56.0<0;1,0>:d   {Compacted}        // $90
        add (16|M16)             r59.0<1>:d    r119.0<8;8,1>:d   r56.0<0;1,0>:d                      // $91
        and (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    4092:w                              // $81
        and (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    4092:w                              // $82
        add (16|M16)             r64.0<1>:d    r115.0<8;8,1>:d   r61.0<0;1,0>:d                      // $96
        shl (16|M0)              r62.0<1>:d    r62.0<8;8,1>:d    2:w                                 // $97
(W)     mul (1|M0)               r70.0<1>:d    r61.0<0;1,0>:d    128:w                               // $107
(W)     or (1|M0)                r75.0<1>:d    r8.0<0;1,0>:d     5:w                                 // $112
(W)     or (1|M0)                r89.0<1>:d    r8.0<0;1,0>:d     6:w                                 // $130
        shl (16|M16)             r64.0<1>:d    r64.0<8;8,1>:d    2:w                                 // $98
        and (16|M0)              r62.0<1>:d    r62.0<8;8,1>:d    4092:w                              // $99
        add (16|M0)              r71.0<1>:d    r117.0<8;8,1>:d   r70.0<0;1,0>:d   {Compacted}        // $108
        add (16|M16)             r73.0<1>:d    r119.0<8;8,1>:d   r70.0<0;1,0>:d                      // $109
        and (16|M16)             r64.0<1>:d    r64.0<8;8,1>:d    4092:w                              // $100
        add (16|M0)              r76.0<1>:d    r113.0<8;8,1>:d   r75.0<0;1,0>:d   {Compacted}        // $113
        add (16|M16)             r78.0<1>:d    r115.0<8;8,1>:d   r75.0<0;1,0>:d                      // $114
(W)     mul (1|M0)               r84.0<1>:d    r75.0<0;1,0>:d    128:w                               // $125
        add (16|M0)              r90.0<1>:d    r113.0<8;8,1>:d   r89.0<0;1,0>:d   {Compacted}        // $131
        shl (16|M0)              r76.0<1>:d    r76.0<8;8,1>:d    2:w                                 // $115
        shl (16|M16)             r78.0<1>:d    r78.0<8;8,1>:d    2:w                                 // $116
        add (16|M0)              r85.0<1>:d    r117.0<8;8,1>:d   r84.0<0;1,0>:d   {Compacted}        // $126
        add (16|M16)             r87.0<1>:d    r119.0<8;8,1>:d   r84.0<0;1,0>:d                      // $127
        and (16|M0)              r76.0<1>:d    r76.0<8;8,1>:d    4092:w                              // $117
        and (16|M16)             r78.0<1>:d    r78.0<8;8,1>:d    4092:w                              // $118
        add (16|M16)             r92.0<1>:d    r115.0<8;8,1>:d   r89.0<0;1,0>:d                      // $132
        shl (16|M0)              r90.0<1>:d    r90.0<8;8,1>:d    2:w                                 // $133
(W)     mul (1|M0)               r98.0<1>:d    r89.0<0;1,0>:d    128:w                               // $143
(W)     or (1|M0)                r103.0<1>:d   r8.0<0;1,0>:d     7:w                                 // $148
        shl (16|M16)             r92.0<1>:d    r92.0<8;8,1>:d    2:w                                 // $134
        and (16|M0)              r90.0<1>:d    r90.0<8;8,1>:d    4092:w                              // $135
        add (16|M0)              r99.0<1>:d    r117.0<8;8,1>:d   r98.0<0;1,0>:d   {Compacted}        // $144
        add (16|M16)             r101.0<1>:d   r119.0<8;8,1>:d   r98.0<0;1,0>:d                      // $145
        and (16|M16)             r92.0<1>:d    r92.0<8;8,1>:d    4092:w                              // $136
        add (16|M0)              r104.0<1>:d   r113.0<8;8,1>:d   r103.0<0;1,0>:d  {Compacted}        // $149
        add (16|M16)             r106.0<1>:d   r115.0<8;8,1>:d   r103.0<0;1,0>:d                     // $150
(W)     mul (1|M0)               r3.0<1>:d     r103.0<0;1,0>:d   128:w                               // $161
        shl (16|M0)              r104.0<1>:d   r104.0<8;8,1>:d   2:w                                 // $151
        shl (16|M16)             r106.0<1>:d   r106.0<8;8,1>:d   2:w                                 // $152
        add (16|M0)              r4.0<1>:d     r117.0<8;8,1>:d   r3.0<0;1,0>:d    {Compacted}        // $162
        and (16|M0)              r104.0<1>:d   r104.0<8;8,1>:d   4092:w                              // $153
        and (16|M16)             r106.0<1>:d   r106.0<8;8,1>:d   4092:w                              // $154
        xor (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r8.0<0;1,0>:d    {Compacted}        // $33
        xor (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    r8.0<0;1,0>:d                       // $34
        sends (16|M0)            null:w   r15     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $38
        add (16|M16)             r10.0<1>:d    r119.0<8;8,1>:d   r3.0<0;1,0>:d                       // $163
        sends (16|M16)           null:w   r17     r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $39
(W)     or (1|M0)                r12.0<1>:d    r8.0<0;1,0>:d     8:w                                 // $166
        add (16|M0)              r13.0<1>:d    r113.0<8;8,1>:d   r12.0<0;1,0>:d   {Compacted}        // $167
        add (16|M16)             r15.0<1>:d    r115.0<8;8,1>:d   r12.0<0;1,0>:d                      // $168
        shl (16|M0)              r13.0<1>:d    r13.0<8;8,1>:d    2:w                                 // $169
        shl (16|M16)             r15.0<1>:d    r15.0<8;8,1>:d    2:w                                 // $170
        and (16|M0)              r13.0<1>:d    r13.0<8;8,1>:d    4092:w                              // $171
        and (16|M16)             r15.0<1>:d    r15.0<8;8,1>:d    4092:w                              // $172
        send (16|M0)             r24:w    r20     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $48
        send (16|M16)            r26:w    r22     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $50
(W)     mul (1|M0)               r21.0<1>:d    r12.0<0;1,0>:d    128:w                               // $179
        add (16|M0)              r22.0<1>:d    r117.0<8;8,1>:d   r21.0<0;1,0>:d   {Compacted}        // $180
        xor (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    r19.0<0;1,0>:d   {Compacted}        // $51
        xor (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r19.0<0;1,0>:d                      // $52
        sends (16|M0)            null:w   r29     r24     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $56
        sends (16|M16)           null:w   r31     r26     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $57
        add (16|M16)             r24.0<1>:d    r119.0<8;8,1>:d   r21.0<0;1,0>:d                      // $181
(W)     or (1|M0)                r26.0<1>:d    r8.0<0;1,0>:d     9:w                                 // $184
        add (16|M0)              r27.0<1>:d    r113.0<8;8,1>:d   r26.0<0;1,0>:d   {Compacted}        // $185
        add (16|M16)             r29.0<1>:d    r115.0<8;8,1>:d   r26.0<0;1,0>:d                      // $186
        shl (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    2:w                                 // $187
        shl (16|M16)             r29.0<1>:d    r29.0<8;8,1>:d    2:w                                 // $188
        and (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    4092:w                              // $189
        and (16|M16)             r29.0<1>:d    r29.0<8;8,1>:d    4092:w                              // $190
        send (16|M0)             r38:w    r34     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $66
        send (16|M16)            r40:w    r36     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $68
(W)     mul (1|M0)               r35.0<1>:d    r26.0<0;1,0>:d    128:w                               // $197
        add (16|M0)              r36.0<1>:d    r117.0<8;8,1>:d   r35.0<0;1,0>:d   {Compacted}        // $198
        xor (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    r33.0<0;1,0>:d   {Compacted}        // $69
        xor (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    r33.0<0;1,0>:d                      // $70
        sends (16|M0)            null:w   r43     r38     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $74
        sends (16|M16)           null:w   r45     r40     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $75
        add (16|M16)             r38.0<1>:d    r119.0<8;8,1>:d   r35.0<0;1,0>:d                      // $199
(W)     or (1|M0)                r40.0<1>:d    r8.0<0;1,0>:d     10:w                                // $202
        add (16|M0)              r41.0<1>:d    r113.0<8;8,1>:d   r40.0<0;1,0>:d   {Compacted}        // $203
        add (16|M16)             r43.0<1>:d    r115.0<8;8,1>:d   r40.0<0;1,0>:d                      // $204
        shl (16|M0)              r41.0<1>:d    r41.0<8;8,1>:d    2:w                                 // $205
        shl (16|M16)             r43.0<1>:d    r43.0<8;8,1>:d    2:w                                 // $206
        and (16|M0)              r41.0<1>:d    r41.0<8;8,1>:d    4092:w                              // $207
        and (16|M16)             r43.0<1>:d    r43.0<8;8,1>:d    4092:w                              // $208
        send (16|M0)             r52:w    r48     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $84
        send (16|M16)            r54:w    r50     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $86
(W)     mul (1|M0)               r49.0<1>:d    r40.0<0;1,0>:d    128:w                               // $215
        add (16|M0)              r50.0<1>:d    r117.0<8;8,1>:d   r49.0<0;1,0>:d   {Compacted}        // $216
        xor (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    r47.0<0;1,0>:d   {Compacted}        // $87
        xor (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    r47.0<0;1,0>:d                      // $88
        sends (16|M0)            null:w   r57     r52     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $92
        sends (16|M16)           null:w   r59     r54     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $93
        add (16|M16)             r52.0<1>:d    r119.0<8;8,1>:d   r49.0<0;1,0>:d                      // $217
(W)     or (1|M0)                r54.0<1>:d    r8.0<0;1,0>:d     11:w                                // $220
        add (16|M0)              r55.0<1>:d    r113.0<8;8,1>:d   r54.0<0;1,0>:d   {Compacted}        // $221
        add (16|M16)             r57.0<1>:d    r115.0<8;8,1>:d   r54.0<0;1,0>:d                      // $222
        shl (16|M0)              r55.0<1>:d    r55.0<8;8,1>:d    2:w                                 // $223
        shl (16|M16)             r57.0<1>:d    r57.0<8;8,1>:d    2:w                                 // $224
        and (16|M0)              r55.0<1>:d    r55.0<8;8,1>:d    4092:w                              // $225
        and (16|M16)             r57.0<1>:d    r57.0<8;8,1>:d    4092:w                              // $226
        send (16|M0)             r66:w    r62     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $102
        send (16|M16)            r68:w    r64     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $104
(W)     mul (1|M0)               r63.0<1>:d    r54.0<0;1,0>:d    128:w                               // $233
        add (16|M0)              r64.0<1>:d    r117.0<8;8,1>:d   r63.0<0;1,0>:d   {Compacted}        // $234
        xor (16|M0)              r66.0<1>:d    r66.0<8;8,1>:d    r61.0<0;1,0>:d   {Compacted}        // $105
        xor (16|M16)             r68.0<1>:d    r68.0<8;8,1>:d    r61.0<0;1,0>:d                      // $106
        sends (16|M0)            null:w   r71     r66     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $110
        sends (16|M16)           null:w   r73     r68     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $111
        add (16|M16)             r66.0<1>:d    r119.0<8;8,1>:d   r63.0<0;1,0>:d                      // $235
(W)     or (1|M0)                r68.0<1>:d    r8.0<0;1,0>:d     12:w                                // $238
        add (16|M0)              r69.0<1>:d    r113.0<8;8,1>:d   r68.0<0;1,0>:d   {Compacted}        // $239
        add (16|M16)             r71.0<1>:d    r115.0<8;8,1>:d   r68.0<0;1,0>:d                      // $240
        shl (16|M0)              r69.0<1>:d    r69.0<8;8,1>:d    2:w                                 // $241
        shl (16|M16)             r71.0<1>:d    r71.0<8;8,1>:d    2:w                                 // $242
        and (16|M0)              r69.0<1>:d    r69.0<8;8,1>:d    4092:w                              // $243
        and (16|M16)             r71.0<1>:d    r71.0<8;8,1>:d    4092:w                              // $244
        send (16|M0)             r80:w    r76     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $120
        send (16|M16)            r82:w    r78     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $122
(W)     mul (1|M0)               r77.0<1>:d    r68.0<0;1,0>:d    128:w                               // $251
        add (16|M0)              r78.0<1>:d    r117.0<8;8,1>:d   r77.0<0;1,0>:d   {Compacted}        // $252
        xor (16|M0)              r80.0<1>:d    r80.0<8;8,1>:d    r75.0<0;1,0>:d   {Compacted}        // $123
        xor (16|M16)             r82.0<1>:d    r82.0<8;8,1>:d    r75.0<0;1,0>:d                      // $124
        sends (16|M0)            null:w   r85     r80     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $128
        sends (16|M16)           null:w   r87     r82     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $129
        add (16|M16)             r80.0<1>:d    r119.0<8;8,1>:d   r77.0<0;1,0>:d                      // $253
(W)     or (1|M0)                r82.0<1>:d    r8.0<0;1,0>:d     13:w                                // $256
        add (16|M0)              r83.0<1>:d    r113.0<8;8,1>:d   r82.0<0;1,0>:d   {Compacted}        // $257
        add (16|M16)             r85.0<1>:d    r115.0<8;8,1>:d   r82.0<0;1,0>:d                      // $258
        shl (16|M0)              r83.0<1>:d    r83.0<8;8,1>:d    2:w                                 // $259
        shl (16|M16)             r85.0<1>:d    r85.0<8;8,1>:d    2:w                                 // $260
        and (16|M0)              r83.0<1>:d    r83.0<8;8,1>:d    4092:w                              // $261
        and (16|M16)             r85.0<1>:d    r85.0<8;8,1>:d    4092:w                              // $262
        send (16|M0)             r94:w    r90     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $138
        send (16|M16)            r96:w    r92     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $140
(W)     mul (1|M0)               r91.0<1>:d    r82.0<0;1,0>:d    128:w                               // $269
        add (16|M0)              r92.0<1>:d    r117.0<8;8,1>:d   r91.0<0;1,0>:d   {Compacted}        // $270
        xor (16|M0)              r94.0<1>:d    r94.0<8;8,1>:d    r89.0<0;1,0>:d   {Compacted}        // $141
        xor (16|M16)             r96.0<1>:d    r96.0<8;8,1>:d    r89.0<0;1,0>:d                      // $142
        sends (16|M0)            null:w   r99     r94     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $146
        sends (16|M16)           null:w   r101    r96     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $147
        add (16|M16)             r94.0<1>:d    r119.0<8;8,1>:d   r91.0<0;1,0>:d                      // $271
(W)     or (1|M0)                r96.0<1>:d    r8.0<0;1,0>:d     14:w                                // $274
        add (16|M0)              r97.0<1>:d    r113.0<8;8,1>:d   r96.0<0;1,0>:d   {Compacted}        // $275
        add (16|M16)             r99.0<1>:d    r115.0<8;8,1>:d   r96.0<0;1,0>:d                      // $276
        shl (16|M0)              r97.0<1>:d    r97.0<8;8,1>:d    2:w                                 // $277
        shl (16|M16)             r99.0<1>:d    r99.0<8;8,1>:d    2:w                                 // $278
        and (16|M0)              r97.0<1>:d    r97.0<8;8,1>:d    4092:w                              // $279
        and (16|M16)             r99.0<1>:d    r99.0<8;8,1>:d    4092:w                              // $280
        send (16|M0)             r108:w   r104    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $156
        send (16|M16)            r110:w   r106    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $158
(W)     mul (1|M0)               r105.0<1>:d   r96.0<0;1,0>:d    128:w                               // $287
        add (16|M0)              r106.0<1>:d   r117.0<8;8,1>:d   r105.0<0;1,0>:d  {Compacted}        // $288
        xor (16|M0)              r108.0<1>:d   r108.0<8;8,1>:d   r103.0<0;1,0>:d  {Compacted}        // $159
        xor (16|M16)             r110.0<1>:d   r110.0<8;8,1>:d   r103.0<0;1,0>:d                     // $160
        sends (16|M0)            null:w   r4      r108    0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $164
        sends (16|M16)           null:w   r10     r110    0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $165
        add (16|M16)             r108.0<1>:d   r119.0<8;8,1>:d   r105.0<0;1,0>:d                     // $289
(W)     or (1|M0)                r110.0<1>:d   r8.0<0;1,0>:d     15:w                                // $292
        add (16|M0)              r3.0<1>:d     r113.0<8;8,1>:d   r110.0<0;1,0>:d  {Compacted}        // $293
        add (16|M16)             r5.0<1>:d     r115.0<8;8,1>:d   r110.0<0;1,0>:d                     // $294
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r110.0<0;1,0>:ud  0xFF:uw                             // $310
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r110.0<0;1,0>:ud  0xFF:uw                             // $311
        shl (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     2:w                                 // $295
        shl (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     2:w                                 // $296
        and (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     4092:w                              // $297
        and (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     4092:w                              // $298
        send (16|M0)             r17:w    r13     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $174
        send (16|M16)            r19:w    r15     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $176
(W)     mul (1|M0)               r14.0<1>:d    r110.0<0;1,0>:d   128:w                               // $305
        add (16|M0)              r15.0<1>:d    r117.0<8;8,1>:d   r14.0<0;1,0>:d   {Compacted}        // $306
        xor (16|M0)              r17.0<1>:d    r17.0<8;8,1>:d    r12.0<0;1,0>:d   {Compacted}        // $177
        xor (16|M16)             r19.0<1>:d    r19.0<8;8,1>:d    r12.0<0;1,0>:d                      // $178
        sends (16|M0)            null:w   r22     r17     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $182
        sends (16|M16)           null:w   r24     r19     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $183
        add (16|M16)             r17.0<1>:d    r119.0<8;8,1>:d   r14.0<0;1,0>:d                      // $307
        send (16|M0)             r31:w    r27     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $192
        send (16|M16)            r33:w    r29     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $194
        xor (16|M0)              r31.0<1>:d    r31.0<8;8,1>:d    r26.0<0;1,0>:d   {Compacted}        // $195
        xor (16|M16)             r33.0<1>:d    r33.0<8;8,1>:d    r26.0<0;1,0>:d                      // $196
        sends (16|M0)            null:w   r36     r31     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $200
        sends (16|M16)           null:w   r38     r33     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $201
        send (16|M0)             r45:w    r41     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $210
        send (16|M16)            r47:w    r43     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $212
        xor (16|M0)              r45.0<1>:d    r45.0<8;8,1>:d    r40.0<0;1,0>:d   {Compacted}        // $213
        xor (16|M16)             r47.0<1>:d    r47.0<8;8,1>:d    r40.0<0;1,0>:d                      // $214
        sends (16|M0)            null:w   r50     r45     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $218
        sends (16|M16)           null:w   r52     r47     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $219
        send (16|M0)             r59:w    r55     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $228
        send (16|M16)            r61:w    r57     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $230
        xor (16|M0)              r59.0<1>:d    r59.0<8;8,1>:d    r54.0<0;1,0>:d   {Compacted}        // $231
        xor (16|M16)             r61.0<1>:d    r61.0<8;8,1>:d    r54.0<0;1,0>:d                      // $232
        sends (16|M0)            null:w   r64     r59     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $236
        sends (16|M16)           null:w   r66     r61     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $237
        send (16|M0)             r73:w    r69     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $246
        send (16|M16)            r75:w    r71     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $248
        xor (16|M0)              r73.0<1>:d    r73.0<8;8,1>:d    r68.0<0;1,0>:d   {Compacted}        // $249
        xor (16|M16)             r75.0<1>:d    r75.0<8;8,1>:d    r68.0<0;1,0>:d                      // $250
        sends (16|M0)            null:w   r78     r73     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $254
        sends (16|M16)           null:w   r80     r75     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $255
        send (16|M0)             r87:w    r83     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $264
        send (16|M16)            r89:w    r85     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $266
        xor (16|M0)              r87.0<1>:d    r87.0<8;8,1>:d    r82.0<0;1,0>:d   {Compacted}        // $267
        xor (16|M16)             r89.0<1>:d    r89.0<8;8,1>:d    r82.0<0;1,0>:d                      // $268
        sends (16|M0)            null:w   r92     r87     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $272
        sends (16|M16)           null:w   r94     r89     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $273
        send (16|M0)             r101:w   r97     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $282
        send (16|M16)            r103:w   r99     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $284
        xor (16|M0)              r101.0<1>:d   r101.0<8;8,1>:d   r96.0<0;1,0>:d   {Compacted}        // $285
        xor (16|M16)             r103.0<1>:d   r103.0<8;8,1>:d   r96.0<0;1,0>:d                      // $286
        sends (16|M0)            null:w   r106    r101    0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $290
        sends (16|M16)           null:w   r108    r103    0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $291
        send (16|M0)             r10:w    r3      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $300
        send (16|M16)            r12:w    r5      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $302
        xor (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r110.0<0;1,0>:d  {Compacted}        // $303
        xor (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    r110.0<0;1,0>:d                     // $304
        sends (16|M0)            null:w   r15     r10     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $308
        sends (16|M16)           null:w   r17     r12     0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $309
(~f1.0) break (32|M0)                        _private_scratch_k0_1_cf  _private_scratch_k0_1_cf      // $312
// B002: Preds:{B001},  Succs:{B003}
_0_012:
(W)     add (1|M0)               r8.0<1>:d     r8.0<0;1,0>:d     16:w                                // $314
// B003: Preds:{B002},  Succs:{B001}
_private_scratch_k0_1_cf:
        while (32|M0)                        _0_010                                                  // $315
// B004: Preds:{B001},  Succs:{B005, B006}
_0_011:
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r8.4<0;1,0>:d     0:w                                 // $317
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r8.4<0;1,0>:d     0:w                                 // $318
(W&f0.0) jmpi                                _0_013                                                  // $319
// B005: Preds:{B004},  Succs:{B008}
_0_014:
        mov (16|M0)              r121.0<1>:d   0:w                                                   // $321
        mov (16|M16)             r123.0<1>:d   0:w                                                   // $322
(W)     jmpi                                 _0_015                                                  // $323
// B006: Preds:{B004},  Succs:{B007}
_0_013:
        mov (16|M0)              r121.0<1>:d   0:w                                                   // $326
        mov (16|M16)             r123.0<1>:d   0:w                                                   // $327
(W)     mov (1|M0)               r8.1<1>:d     0:w                                                   // $325
// B007: Preds:{B007, B006},  Succs:{B008, B007}
_0_016:
(W)     mul (1|M0)               r3.0<1>:d     r8.1<0;1,0>:d     37:w                                // $329
(W)     add (1|M0)               r8.1<1>:d     r8.1<0;1,0>:d     1:w                                 // $352
        add (16|M0)              r4.0<1>:d     r121.0<8;8,1>:d   r3.0<0;1,0>:d    {Compacted}        // $330
        add (16|M16)             r10.0<1>:d    r123.0<8;8,1>:d   r3.0<0;1,0>:d                       // $331
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r8.1<0;1,0>:d     r8.4<0;1,0>:d                       // $353
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r8.1<0;1,0>:d     r8.4<0;1,0>:d                       // $354
        and (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     255:w                               // $332
        and (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    255:w                               // $333
        mul (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    128:w                               // $334
        mul (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    128:w                               // $335
        mul (16|M0)              r24.0<1>:d    r12.0<8;8,1>:d    7:w                                 // $342
        mul (16|M16)             r26.0<1>:d    r14.0<8;8,1>:d    7:w                                 // $343
        add (16|M0)              r16.0<1>:d    r117.0<8;8,1>:d   r16.0<8;8,1>:d   {Compacted}        // $336
        add (16|M16)             r18.0<1>:d    r119.0<8;8,1>:d   r18.0<8;8,1>:d                      // $337
        and (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    255:w                               // $344
        and (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    255:w                               // $345
        send (16|M0)             r20:w    r16     0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $338
        send (16|M16)            r22:w    r18     0xC            0x04205EFF           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $339
        mul (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    128:w                               // $346
        mul (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    128:w                               // $347
        add (16|M0)              r24.0<1>:d    r117.0<8;8,1>:d   r24.0<8;8,1>:d   {Compacted}        // $348
        add (16|M16)             r26.0<1>:d    r119.0<8;8,1>:d   r26.0<8;8,1>:d                      // $349
        add (16|M0)              r121.0<1>:d   r121.0<8;8,1>:d   r20.0<8;8,1>:d   {Compacted}        // $340
        add (16|M16)             r123.0<1>:d   r123.0<8;8,1>:d   r22.0<8;8,1>:d                      // $341
        sends (16|M0)            null:w   r24     r121    0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $350
        sends (16|M16)           null:w   r26     r123    0x8C            0x04025EFF           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $351
(W&f0.0) jmpi                                _0_016                                                  // $355
// B008: Preds:{B007, B005},  Succs:{}
_0_015:
        shl (16|M0)              r3.0<1>:d     r113.0<8;8,1>:d   2:w                                 // $357
        shl (16|M16)             r5.0<1>:d     r115.0<8;8,1>:d   2:w                                 // $358
(W)     mov (8|M0)               r127.0<1>:ud  r112.0<8;8,1>:ud                 {Compacted}          // $363
        sends (16|M0)            null:w   r3      r121    0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $360
        sends (16|M16)           null:w   r5      r123    0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $362
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $363
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
