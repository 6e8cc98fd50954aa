//.kernel private_scratch
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 357
//.RA type	LOCAL_ROUND_ROBIN_BC_RA
//.private memory size 32768

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r110.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r110.0)
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r110.0)
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
//.declare V0051 (59)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r111.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r113.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0060 (68)  rf=r size=32 type=uw alias=V0048+0 align=16 words (r3.0)
//.declare V0061 (69)  rf=r size=32 type=uw alias=V0049+0 align=16 words (r4.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r115.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r117.0)
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
//.declare V0154 (162)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0155 (163)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0156 (164)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0157 (165)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0158 (166)  rf=r size=64 type=ud alias=V0156+0 align=16 words (r10.0)
//.declare V0159 (167)  rf=r size=64 type=ud alias=V0157+0 align=16 words (r12.0)
//.declare V0160 (168)  rf=r size=4 type=d align=2 words (r14.0)
//.declare V0161 (169)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0162 (170)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0163 (171)  rf=r size=64 type=ud alias=V0161+0 align=16 words (r15.0)
//.declare V0164 (172)  rf=r size=64 type=ud alias=V0162+0 align=16 words (r17.0)
//.declare V0165 (173)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0166 (174)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0167 (175)  rf=r size=4 type=d align=2 words (r23.0)
//.declare V0168 (176)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0169 (177)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0170 (178)  rf=r size=64 type=ud alias=V0168+0 align=16 words (r24.0)
//.declare V0171 (179)  rf=r size=64 type=ud alias=V0169+0 align=16 words (r26.0)
//.declare V0172 (180)  rf=r size=4 type=d align=2 words (r28.0)
//.declare V0173 (181)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0174 (182)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0175 (183)  rf=r size=64 type=ud alias=V0173+0 align=16 words (r29.0)
//.declare V0176 (184)  rf=r size=64 type=ud alias=V0174+0 align=16 words (r31.0)
//.declare V0177 (185)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0178 (186)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0179 (187)  rf=r size=4 type=d align=2 words (r37.0)
//.declare V0180 (188)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0181 (189)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0182 (190)  rf=r size=64 type=ud alias=V0180+0 align=16 words (r38.0)
//.declare V0183 (191)  rf=r size=64 type=ud alias=V0181+0 align=16 words (r40.0)
//.declare V0184 (192)  rf=r size=4 type=d align=2 words (r42.0)
//.declare V0185 (193)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0186 (194)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0187 (195)  rf=r size=64 type=ud alias=V0185+0 align=16 words (r43.0)
//.declare V0188 (196)  rf=r size=64 type=ud alias=V0186+0 align=16 words (r45.0)
//.declare V0189 (197)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0190 (198)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0191 (199)  rf=r size=4 type=d align=2 words (r51.0)
//.declare V0192 (200)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0193 (201)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0194 (202)  rf=r size=64 type=ud alias=V0192+0 align=16 words (r52.0)
//.declare V0195 (203)  rf=r size=64 type=ud alias=V0193+0 align=16 words (r54.0)
//.declare V0196 (204)  rf=r size=4 type=d align=2 words (r56.0)
//.declare V0197 (205)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0198 (206)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0199 (207)  rf=r size=64 type=ud alias=V0197+0 align=16 words (r57.0)
//.declare V0200 (208)  rf=r size=64 type=ud alias=V0198+0 align=16 words (r59.0)
//.declare V0201 (209)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0202 (210)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0203 (211)  rf=r size=4 type=d align=2 words (r65.0)
//.declare V0204 (212)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0205 (213)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0206 (214)  rf=r size=64 type=ud alias=V0204+0 align=16 words (r66.0)
//.declare V0207 (215)  rf=r size=64 type=ud alias=V0205+0 align=16 words (r68.0)
//.declare V0208 (216)  rf=r size=4 type=d align=2 words (r70.0)
//.declare V0209 (217)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0210 (218)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0211 (219)  rf=r size=64 type=ud alias=V0209+0 align=16 words (r71.0)
//.declare V0212 (220)  rf=r size=64 type=ud alias=V0210+0 align=16 words (r73.0)
//.declare V0213 (221)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0214 (222)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0215 (223)  rf=r size=4 type=d align=2 words (r79.0)
//.declare V0216 (224)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0217 (225)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0218 (226)  rf=r size=64 type=ud alias=V0216+0 align=16 words (r80.0)
//.declare V0219 (227)  rf=r size=64 type=ud alias=V0217+0 align=16 words (r82.0)
//.declare V0220 (228)  rf=r size=4 type=d align=2 words (r84.0)
//.declare V0221 (229)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0222 (230)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0223 (231)  rf=r size=64 type=ud alias=V0221+0 align=16 words (r85.0)
//.declare V0224 (232)  rf=r size=64 type=ud alias=V0222+0 align=16 words (r87.0)
//.declare V0225 (233)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0226 (234)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0227 (235)  rf=r size=4 type=d align=2 words (r93.0)
//.declare V0228 (236)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0229 (237)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0230 (238)  rf=r size=64 type=ud alias=V0228+0 align=16 words (r94.0)
//.declare V0231 (239)  rf=r size=64 type=ud alias=V0229+0 align=16 words (r96.0)
//.declare V0232 (240)  rf=r size=4 type=d align=2 words (r98.0)
//.declare V0233 (241)  rf=r size=64 type=d align=16 words (r99.0)
//.declare V0234 (242)  rf=r size=64 type=d align=16 words (r101.0)
//.declare V0235 (243)  rf=r size=64 type=ud alias=V0233+0 align=16 words (r99.0)
//.declare V0236 (244)  rf=r size=64 type=ud alias=V0234+0 align=16 words (r101.0)
//.declare V0237 (245)  rf=r size=64 type=d align=16 words (r103.0)
//.declare V0238 (246)  rf=r size=64 type=d align=16 words (r105.0)
//.declare V0239 (247)  rf=r size=4 type=d align=2 words (r107.0)
//.declare V0240 (248)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0241 (249)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0242 (250)  rf=r size=64 type=ud alias=V0240+0 align=16 words (r108.0)
//.declare V0243 (251)  rf=r size=64 type=ud alias=V0241+0 align=16 words (r3.0)
//.declare V0244 (252)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0245 (253)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0246 (254)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0247 (255)  rf=r size=64 type=ud alias=V0245+0 align=16 words (r10.0)
//.declare V0248 (256)  rf=r size=64 type=ud alias=V0246+0 align=16 words (r12.0)
//.declare V0249 (257)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0250 (258)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0251 (259)  rf=r size=4 type=d align=2 words (r18.0)
//.declare V0252 (260)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0253 (261)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0254 (262)  rf=r size=64 type=ud alias=V0252+0 align=16 words (r19.0)
//.declare V0255 (263)  rf=r size=64 type=ud alias=V0253+0 align=16 words (r21.0)
//.declare P01 (264)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0256 (265)  rf=r size=4 type=ud alias=V0244+0 align=2 words (r5.0)
//.declare P02 (266)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0257 (267)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0258 (268)  rf=r size=64 type=d align=16 words (r121.0)
//.declare V0259 (269)  rf=r size=4 type=d align=2 words (r8.1)
//.declare V0260 (270)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0261 (271)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0262 (272)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0263 (273)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0264 (274)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0265 (275)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0266 (276)  rf=r size=64 type=ud alias=V0264+0 align=16 words (r14.0)
//.declare V0267 (277)  rf=r size=64 type=ud alias=V0265+0 align=16 words (r16.0)
//.declare V0268 (278)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0269 (279)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0270 (280)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0271 (281)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0272 (282)  rf=r size=64 type=ud alias=V0270+0 align=16 words (r22.0)
//.declare V0273 (283)  rf=r size=64 type=ud alias=V0271+0 align=16 words (r24.0)
//.declare P03 (284)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0274 (285)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0275 (286)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0276 (287)  rf=r size=64 type=ud alias=V0274+0 align=16 words (r3.0)
//.declare V0277 (288)  rf=r size=64 type=ud alias=V0275+0 align=16 words (r5.0)
//.declare V0278 (289)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0279 (290)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (291)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (292)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare  (293)  rf=r size=4 type=ud align=2 words (r8.2) Input_Output
//.declare  (294)  rf=r size=8 type=ud align=2 words (r8.5) Input_Output
//.declare  (295)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (296)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (297)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (298)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (299)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (300)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (301)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (302)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (303)  rf=r size=8 type=w align=1 words (r0.0)

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
// | V0278    | :uq      |      8 | r8       | general    |
// | V0279    | :uq      |      8 | r8+8     | general    |
// | V0034    | :d       |      4 | r8+16    | general    |
// | V0045    | :uq      |      8 | r8+24    | general    |
// | V0038    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
_main:
(W)     mov (8|M0)               r110.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mov (8|M16)              r4.0<1>:w     0x76543210:v                               {@1}       // $4
(W)     mov (8|M0)               r3.0<1>:w     0x76543210:v                                          // $2
(W)     add (8|M16)              r4.8<1>:w     r4.0<8;8,1>:w     8:w               {@2}              // $5
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r110.2<0;1,0>:uw {Compacted,@5}     // $8
(W)     add (16|M16)             r4.0<1>:w     r4.0<16;16,1>:w   16:w               {@2}             // $6
(W)     add (8|M0)               r3.8<1>:w     r3.0<8;8,1>:w     8:w               {@4}              // $3
(W)     mach (1|M0)              r6.0<1>:d     r9.0<0;1,0>:d     r110.1<0;1,0>:d  {Compacted}        // $11
        shl (16|M16)             r16.0<1>:d    r4.0<16;16,1>:uw  2:w               {@3}              // $18
        shl (16|M0)              r14.0<1>:d    r3.0<16;16,1>:uw  2:w               {@3}              // $17
        add (16|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r1.0<16;16,1>:uw {@3}               // $11
        add (16|M16)             r12.0<1>:d    r6.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $12
(W)     and (1|M0)               r5.0<1>:d     r110.5<0;1,0>:d   -1024:w               {Compacted}   // $7
        add (16|M0)              r111.0<1>:d   r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@3}     // $13
        add (16|M16)             r113.0<1>:d   r12.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@3}     // $14
        add (16|M0)              r115.0<1>:d   r5.0<0;1,0>:d     r14.0<8;8,1>:d   {Compacted,@3}     // $19
        add (16|M16)             r117.0<1>:d   r5.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted,@7}     // $20
(W)     mov (1|M0)               r8.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $21
// B001: [NoMaskWA],  [inDivergent],  Preds:{B003, B000},  Succs:{B002, B004}
_0_010:
        sync.nop                             null                             {Compacted,$7.src}     // $23
        add (16|M0)              r3.0<1>:d     r111.0<8;8,1>:d   r8.0<0;1,0>:d    {Compacted,@1}     // $23
        add (16|M16)             r5.0<1>:d     r113.0<8;8,1>:d   r8.0<0;1,0>:d    {Compacted,@5}     // $24
        shl (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     2:w               {Compacted,@2}    // $25
        shl (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     2:w               {Compacted,@2}    // $26
        and (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     4092:w               {@2}           // $27
        and (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     4092:w               {@2}           // $28
        send.dc1 (16|M0)         r10      r3      null    0x0            0x04205E00           {@2,$14} // wr:2+0, rd:2; untyped surface read with x // $30
        send.dc1 (16|M16)        r12      r5      null    0x0            0x04205E00           {@1,$15} // wr:2+0, rd:2; untyped surface read with x // $32
(W)     mov (1|M0)               r8.5<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $35
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $35
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $35
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                                         // $35
(W)     mov (1|M0)               r8.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $310
(W&f0.0) mul (1|M0)              r14.0<1>:d    r8.0<0;1,0>:d     128:w               {$3.src}        // $35
(W&f0.0) or (1|M0)               r19.0<1>:d    r8.0<0;1,0>:d     1:w                                 // $40
        sync.nop                             null                             {Compacted,$10.src}    // $36
        add (16|M0)              r15.0<1>:d    r115.0<8;8,1>:d   r14.0<0;1,0>:d   {Compacted,@2}     // $36
        add (16|M16)             r17.0<1>:d    r117.0<8;8,1>:d   r14.0<0;1,0>:d   {Compacted}        // $37
        add (16|M0)              r20.0<1>:d    r111.0<8;8,1>:d   r19.0<0;1,0>:d   {Compacted,@3}     // $41
        add (16|M16)             r22.0<1>:d    r113.0<8;8,1>:d   r19.0<0;1,0>:d   {Compacted}        // $42
        shl (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    2:w               {Compacted,@2}    // $43
        shl (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    2:w               {Compacted,@2}    // $44
        and (16|M0)              r20.0<1>:d    r20.0<8;8,1>:d    4092:w               {@2}           // $45
        and (16|M16)             r22.0<1>:d    r22.0<8;8,1>:d    4092:w               {@2}           // $46
(W&f0.0) mul (1|M0)              r28.0<1>:d    r19.0<0;1,0>:d    128:w                               // $53
(W&f0.0) or (1|M0)               r33.0<1>:d    r8.0<0;1,0>:d     2:w               {$1.src}          // $58
        add (16|M0)              r29.0<1>:d    r115.0<8;8,1>:d   r28.0<0;1,0>:d   {Compacted,@2}     // $54
        add (16|M16)             r31.0<1>:d    r117.0<8;8,1>:d   r28.0<0;1,0>:d   {Compacted}        // $55
        sync.nop                             null                             {Compacted,$8.src}     // $59
        add (16|M0)              r34.0<1>:d    r111.0<8;8,1>:d   r33.0<0;1,0>:d   {Compacted,@3}     // $59
        add (16|M16)             r36.0<1>:d    r113.0<8;8,1>:d   r33.0<0;1,0>:d   {Compacted}        // $60
        xor (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r8.0<0;1,0>:d    {Compacted,$14.dst} // $33
        xor (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    r8.0<0;1,0>:d    {Compacted,$15.dst} // $34
        send.dc1 (16|M0)         null     r15     r10     0x80            0x04025EFF           {@2,$14} // wr:2+2, rd:0; untyped surface write with x // $38
        send.dc1 (16|M16)        null     r17     r12     0x80            0x04025EFF           {@1,$15} // wr:2+2, rd:0; untyped surface write with x // $39
        shl (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    2:w               {Compacted,@4}    // $61
        shl (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    2:w               {Compacted,@4}    // $62
        and (16|M0)              r34.0<1>:d    r34.0<8;8,1>:d    4092:w               {@2}           // $63
        and (16|M16)             r36.0<1>:d    r36.0<8;8,1>:d    4092:w               {@2}           // $64
(W&f0.0) mul (1|M0)              r42.0<1>:d    r33.0<0;1,0>:d    128:w                               // $71
(W&f0.0) or (1|M0)               r47.0<1>:d    r8.0<0;1,0>:d     3:w               {$4.src}          // $76
        add (16|M0)              r43.0<1>:d    r115.0<8;8,1>:d   r42.0<0;1,0>:d   {Compacted,@2}     // $72
        add (16|M16)             r45.0<1>:d    r117.0<8;8,1>:d   r42.0<0;1,0>:d   {Compacted}        // $73
        sync.nop                             null                             {Compacted,$13.src}    // $77
        add (16|M0)              r48.0<1>:d    r111.0<8;8,1>:d   r47.0<0;1,0>:d   {Compacted,@3}     // $77 R{} IR{}{O:7,O:7,},  R{r47,} IR{} {BC=1}
        add (16|M16)             r50.0<1>:d    r113.0<8;8,1>:d   r47.0<0;1,0>:d   {Compacted}        // $78
        shl (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    2:w               {Compacted,@2}    // $79
        shl (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    2:w               {Compacted,@2}    // $80
        and (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    4092:w               {@2}           // $81
        and (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    4092:w               {@2}           // $82
(W&f0.0) mul (1|M0)              r56.0<1>:d    r47.0<0;1,0>:d    128:w                               // $89
(W&f0.0) or (1|M0)               r61.0<1>:d    r8.0<0;1,0>:d     4:w               {$12.src}         // $94
        add (16|M0)              r57.0<1>:d    r115.0<8;8,1>:d   r56.0<0;1,0>:d   {Compacted,@2}     // $90
        add (16|M16)             r59.0<1>:d    r117.0<8;8,1>:d   r56.0<0;1,0>:d   {Compacted}        // $91
        sync.nop                             null                             {Compacted,$6.src}     // $95
        add (16|M0)              r62.0<1>:d    r111.0<8;8,1>:d   r61.0<0;1,0>:d   {Compacted,@3}     // $95
        add (16|M16)             r64.0<1>:d    r113.0<8;8,1>:d   r61.0<0;1,0>:d   {Compacted}        // $96
        shl (16|M0)              r62.0<1>:d    r62.0<8;8,1>:d    2:w               {Compacted,@2}    // $97
        shl (16|M16)             r64.0<1>:d    r64.0<8;8,1>:d    2:w               {Compacted,@2}    // $98
        send.dc1 (16|M0)         r24      r20     null    0x0            0x04205E00           {$1} // wr:2+0, rd:2; untyped surface read with x // $48
        send.dc1 (16|M16)        r26      r22     null    0x0            0x04205E00           {$8} // wr:2+0, rd:2; untyped surface read with x // $50
        and (16|M0)              r62.0<1>:d    r62.0<8;8,1>:d    4092:w               {@2}           // $99
        and (16|M16)             r64.0<1>:d    r64.0<8;8,1>:d    4092:w               {@2}           // $100
(W&f0.0) mul (1|M0)              r70.0<1>:d    r61.0<0;1,0>:d    128:w                               // $107
(W&f0.0) or (1|M0)               r75.0<1>:d    r8.0<0;1,0>:d     5:w               {$0.src}          // $112
        add (16|M0)              r71.0<1>:d    r115.0<8;8,1>:d   r70.0<0;1,0>:d   {Compacted,@2}     // $108
        add (16|M16)             r73.0<1>:d    r117.0<8;8,1>:d   r70.0<0;1,0>:d   {Compacted}        // $109
        sync.nop                             null                             {Compacted,$5.src}     // $113
        add (16|M0)              r76.0<1>:d    r111.0<8;8,1>:d   r75.0<0;1,0>:d   {Compacted,@3}     // $113
        add (16|M16)             r78.0<1>:d    r113.0<8;8,1>:d   r75.0<0;1,0>:d   {Compacted}        // $114
        shl (16|M0)              r76.0<1>:d    r76.0<8;8,1>:d    2:w               {Compacted,@2}    // $115
        shl (16|M16)             r78.0<1>:d    r78.0<8;8,1>:d    2:w               {Compacted,@2}    // $116
        and (16|M0)              r76.0<1>:d    r76.0<8;8,1>:d    4092:w               {@2}           // $117
        and (16|M16)             r78.0<1>:d    r78.0<8;8,1>:d    4092:w               {@2}           // $118
(W&f0.0) mul (1|M0)              r84.0<1>:d    r75.0<0;1,0>:d    128:w                               // $125
(W&f0.0) or (1|M0)               r89.0<1>:d    r8.0<0;1,0>:d     6:w               {$11.src}         // $130
        add (16|M0)              r85.0<1>:d    r115.0<8;8,1>:d   r84.0<0;1,0>:d   {Compacted,@2}     // $126
        add (16|M16)             r87.0<1>:d    r117.0<8;8,1>:d   r84.0<0;1,0>:d   {Compacted}        // $127
        sync.nop                             null                             {Compacted,$9.src}     // $131
        add (16|M0)              r90.0<1>:d    r111.0<8;8,1>:d   r89.0<0;1,0>:d   {Compacted,@3}     // $131
        add (16|M16)             r92.0<1>:d    r113.0<8;8,1>:d   r89.0<0;1,0>:d   {Compacted}        // $132
        shl (16|M0)              r90.0<1>:d    r90.0<8;8,1>:d    2:w               {Compacted,@2}    // $133
        shl (16|M16)             r92.0<1>:d    r92.0<8;8,1>:d    2:w               {Compacted,@2}    // $134
        and (16|M0)              r90.0<1>:d    r90.0<8;8,1>:d    4092:w               {@2}           // $135
        xor (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    r19.0<0;1,0>:d   {Compacted,$1.dst} // $51
        xor (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r19.0<0;1,0>:d   {Compacted,$8.dst} // $52
        send.dc1 (16|M0)         null     r29     r24     0x80            0x04025EFF           {@2,$4} // wr:2+2, rd:0; untyped surface write with x // $56
        send.dc1 (16|M16)        null     r31     r26     0x80            0x04025EFF           {@1,$13} // wr:2+2, rd:0; untyped surface write with x // $57
        and (16|M16)             r92.0<1>:d    r92.0<8;8,1>:d    4092:w               {@4}           // $136
(W&f0.0) mul (1|M0)              r98.0<1>:d    r89.0<0;1,0>:d    128:w                               // $143
(W&f0.0) or (1|M0)               r103.0<1>:d   r8.0<0;1,0>:d     7:w               {$2.src}          // $148
        add (16|M0)              r99.0<1>:d    r115.0<8;8,1>:d   r98.0<0;1,0>:d   {Compacted,@2}     // $144
        add (16|M16)             r101.0<1>:d   r117.0<8;8,1>:d   r98.0<0;1,0>:d   {Compacted}        // $145
        add (16|M0)              r104.0<1>:d   r111.0<8;8,1>:d   r103.0<0;1,0>:d  {Compacted,@3}     // $149
        add (16|M16)             r106.0<1>:d   r113.0<8;8,1>:d   r103.0<0;1,0>:d  {Compacted}        // $150
        shl (16|M0)              r104.0<1>:d   r104.0<8;8,1>:d   2:w               {Compacted,@2}    // $151
        shl (16|M16)             r106.0<1>:d   r106.0<8;8,1>:d   2:w               {Compacted,@2}    // $152
        and (16|M0)              r104.0<1>:d   r104.0<8;8,1>:d   4092:w               {@2}           // $153
        and (16|M16)             r106.0<1>:d   r106.0<8;8,1>:d   4092:w               {@2}           // $154
(W&f0.0) mul (1|M0)              r5.0<1>:d     r103.0<0;1,0>:d   128:w                               // $161
(W&f0.0) or (1|M0)               r14.0<1>:d    r8.0<0;1,0>:d     8:w                                 // $166
        sync.nop                             null                             {Compacted,$14.src}    // $162
        add (16|M0)              r10.0<1>:d    r115.0<8;8,1>:d   r5.0<0;1,0>:d    {Compacted,@2}     // $162
        add (16|M16)             r12.0<1>:d    r117.0<8;8,1>:d   r5.0<0;1,0>:d    {Compacted,$15.src} // $163
        add (16|M0)              r15.0<1>:d    r111.0<8;8,1>:d   r14.0<0;1,0>:d   {Compacted,@3}     // $167
        add (16|M16)             r17.0<1>:d    r113.0<8;8,1>:d   r14.0<0;1,0>:d   {Compacted}        // $168
        shl (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    2:w               {Compacted,@2}    // $169
        shl (16|M16)             r17.0<1>:d    r17.0<8;8,1>:d    2:w               {Compacted,@2}    // $170
        and (16|M0)              r15.0<1>:d    r15.0<8;8,1>:d    4092:w               {@2}           // $171
        and (16|M16)             r17.0<1>:d    r17.0<8;8,1>:d    4092:w               {@2}           // $172
(W&f0.0) mul (1|M0)              r23.0<1>:d    r14.0<0;1,0>:d    128:w                               // $179
        send.dc1 (16|M0)         r38      r34     null    0x0            0x04205E00           {$14} // wr:2+0, rd:2; untyped surface read with x // $66
        send.dc1 (16|M16)        r40      r36     null    0x0            0x04205E00           {$15} // wr:2+0, rd:2; untyped surface read with x // $68
        sync.nop                             null                             {Compacted,$4.src}     // $180
        add (16|M0)              r24.0<1>:d    r115.0<8;8,1>:d   r23.0<0;1,0>:d   {Compacted,@1}     // $180
        add (16|M16)             r26.0<1>:d    r117.0<8;8,1>:d   r23.0<0;1,0>:d   {Compacted,$13.src} // $181
(W&f0.0) or (1|M0)               r28.0<1>:d    r8.0<0;1,0>:d     9:w                                 // $184
(W&f0.0) or (1|M0)               r42.0<1>:d    r8.0<0;1,0>:d     10:w                                // $202
        add (16|M0)              r29.0<1>:d    r111.0<8;8,1>:d   r28.0<0;1,0>:d   {Compacted,@2}     // $185
        add (16|M16)             r31.0<1>:d    r113.0<8;8,1>:d   r28.0<0;1,0>:d   {Compacted}        // $186
        shl (16|M0)              r29.0<1>:d    r29.0<8;8,1>:d    2:w               {Compacted,@2}    // $187
        shl (16|M16)             r31.0<1>:d    r31.0<8;8,1>:d    2:w               {Compacted,@2}    // $188
        and (16|M0)              r29.0<1>:d    r29.0<8;8,1>:d    4092:w               {@2}           // $189
        and (16|M16)             r31.0<1>:d    r31.0<8;8,1>:d    4092:w               {@2}           // $190
(W&f0.0) mul (1|M0)              r37.0<1>:d    r28.0<0;1,0>:d    128:w               {$15.src}       // $197
(W&f0.0) or (1|M0)               r56.0<1>:d    r8.0<0;1,0>:d     11:w                                // $220
(W&f0.0) or (1|M0)               r70.0<1>:d    r8.0<0;1,0>:d     12:w                                // $238
(W&f0.0) or (1|M0)               r84.0<1>:d    r8.0<0;1,0>:d     13:w                                // $256
(W&f0.0) or (1|M0)               r98.0<1>:d    r8.0<0;1,0>:d     14:w                                // $274
(W&f0.0) or (1|M0)               r5.0<1>:d     r8.0<0;1,0>:d     15:w                                // $292
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r5.0<0;1,0>:ud    0xFF:uw              {@1}           // $310
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r8.2<0;1,0>:ud                                        // $311
(W)     mov (1|M0)               r8.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $311
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r5.0<0;1,0>:ud    0xFF:uw                             // $311
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r8.2<0;1,0>:ud                   {@2}                 // $306
        xor (16|M0)              r38.0<1>:d    r38.0<8;8,1>:d    r33.0<0;1,0>:d   {Compacted,$14.dst} // $69
        xor (16|M16)             r40.0<1>:d    r40.0<8;8,1>:d    r33.0<0;1,0>:d   {Compacted,$15.dst} // $70
        send.dc1 (16|M0)         null     r43     r38     0x80            0x04025EFF           {@2,$14} // wr:2+2, rd:0; untyped surface write with x // $74
        send.dc1 (16|M16)        null     r45     r40     0x80            0x04025EFF           {@1,$15} // wr:2+2, rd:0; untyped surface write with x // $75
        add (16|M0)              r38.0<1>:d    r115.0<8;8,1>:d   r37.0<0;1,0>:d   {Compacted,$14.src} // $198
        add (16|M16)             r40.0<1>:d    r117.0<8;8,1>:d   r37.0<0;1,0>:d   {Compacted,$15.src} // $199
        add (16|M0)              r43.0<1>:d    r111.0<8;8,1>:d   r42.0<0;1,0>:d   {Compacted}        // $203
        add (16|M16)             r45.0<1>:d    r113.0<8;8,1>:d   r42.0<0;1,0>:d   {Compacted}        // $204
        shl (16|M0)              r43.0<1>:d    r43.0<8;8,1>:d    2:w               {Compacted,@2}    // $205
        shl (16|M16)             r45.0<1>:d    r45.0<8;8,1>:d    2:w               {Compacted,@2}    // $206
        and (16|M0)              r43.0<1>:d    r43.0<8;8,1>:d    4092:w               {@2}           // $207
        and (16|M16)             r45.0<1>:d    r45.0<8;8,1>:d    4092:w               {@2}           // $208
        send.dc1 (16|M0)         r52      r48     null    0x0            0x04205E00           {$10} // wr:2+0, rd:2; untyped surface read with x // $84
        send.dc1 (16|M16)        r54      r50     null    0x0            0x04205E00           {$3} // wr:2+0, rd:2; untyped surface read with x // $86
(W&f0.0) mul (1|M0)              r51.0<1>:d    r42.0<0;1,0>:d    128:w               {$3.src}        // $215
        xor (16|M0)              r52.0<1>:d    r52.0<8;8,1>:d    r47.0<0;1,0>:d   {Compacted,$10.dst} // $87
        xor (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    r47.0<0;1,0>:d   {Compacted,$3.dst} // $88
        send.dc1 (16|M0)         null     r57     r52     0x80            0x04025EFF           {@2,$7} // wr:2+2, rd:0; untyped surface write with x // $92
        send.dc1 (16|M16)        null     r59     r54     0x80            0x04025EFF           {@1,$2} // wr:2+2, rd:0; untyped surface write with x // $93
        sync.nop                             null                             {Compacted,$7.src}     // $216
        add (16|M0)              r52.0<1>:d    r115.0<8;8,1>:d   r51.0<0;1,0>:d   {Compacted,@3}     // $216 R{} IR{}{O:1,O:1,},  R{r51,} IR{} {BC=1}
        add (16|M16)             r54.0<1>:d    r117.0<8;8,1>:d   r51.0<0;1,0>:d   {Compacted,$2.src} // $217
        add (16|M0)              r57.0<1>:d    r111.0<8;8,1>:d   r56.0<0;1,0>:d   {Compacted}        // $221
        add (16|M16)             r59.0<1>:d    r113.0<8;8,1>:d   r56.0<0;1,0>:d   {Compacted}        // $222
        shl (16|M0)              r57.0<1>:d    r57.0<8;8,1>:d    2:w               {Compacted,@2}    // $223
        shl (16|M16)             r59.0<1>:d    r59.0<8;8,1>:d    2:w               {Compacted,@2}    // $224
        and (16|M0)              r57.0<1>:d    r57.0<8;8,1>:d    4092:w               {@2}           // $225
        and (16|M16)             r59.0<1>:d    r59.0<8;8,1>:d    4092:w               {@2}           // $226
        send.dc1 (16|M0)         r66      r62     null    0x0            0x04205E00           {$9} // wr:2+0, rd:2; untyped surface read with x // $102
        send.dc1 (16|M16)        r68      r64     null    0x0            0x04205E00           {$11} // wr:2+0, rd:2; untyped surface read with x // $104
(W&f0.0) mul (1|M0)              r65.0<1>:d    r56.0<0;1,0>:d    128:w               {$11.src}       // $233
        xor (16|M0)              r66.0<1>:d    r66.0<8;8,1>:d    r61.0<0;1,0>:d   {Compacted,$9.dst} // $105
        xor (16|M16)             r68.0<1>:d    r68.0<8;8,1>:d    r61.0<0;1,0>:d   {Compacted,$11.dst} // $106
        send.dc1 (16|M0)         null     r71     r66     0x80            0x04025EFF           {@2,$5} // wr:2+2, rd:0; untyped surface write with x // $110
        send.dc1 (16|M16)        null     r73     r68     0x80            0x04025EFF           {@1,$0} // wr:2+2, rd:0; untyped surface write with x // $111
        sync.nop                             null                             {Compacted,$5.src}     // $234
        add (16|M0)              r66.0<1>:d    r115.0<8;8,1>:d   r65.0<0;1,0>:d   {Compacted,@3}     // $234
        add (16|M16)             r68.0<1>:d    r117.0<8;8,1>:d   r65.0<0;1,0>:d   {Compacted,$0.src} // $235
        add (16|M0)              r71.0<1>:d    r111.0<8;8,1>:d   r70.0<0;1,0>:d   {Compacted}        // $239
        add (16|M16)             r73.0<1>:d    r113.0<8;8,1>:d   r70.0<0;1,0>:d   {Compacted}        // $240
        shl (16|M0)              r71.0<1>:d    r71.0<8;8,1>:d    2:w               {Compacted,@2}    // $241
        shl (16|M16)             r73.0<1>:d    r73.0<8;8,1>:d    2:w               {Compacted,@2}    // $242
        and (16|M0)              r71.0<1>:d    r71.0<8;8,1>:d    4092:w               {@2}           // $243
        and (16|M16)             r73.0<1>:d    r73.0<8;8,1>:d    4092:w               {@2}           // $244
        send.dc1 (16|M0)         r80      r76     null    0x0            0x04205E00           {$6} // wr:2+0, rd:2; untyped surface read with x // $120
        send.dc1 (16|M16)        r82      r78     null    0x0            0x04205E00           {$12} // wr:2+0, rd:2; untyped surface read with x // $122
(W&f0.0) mul (1|M0)              r79.0<1>:d    r70.0<0;1,0>:d    128:w               {$12.src}       // $251
        xor (16|M0)              r80.0<1>:d    r80.0<8;8,1>:d    r75.0<0;1,0>:d   {Compacted,$6.dst} // $123
        xor (16|M16)             r82.0<1>:d    r82.0<8;8,1>:d    r75.0<0;1,0>:d   {Compacted,$12.dst} // $124
        send.dc1 (16|M0)         null     r85     r80     0x80            0x04025EFF           {@2,$13} // wr:2+2, rd:0; untyped surface write with x // $128
        send.dc1 (16|M16)        null     r87     r82     0x80            0x04025EFF           {@1,$4} // wr:2+2, rd:0; untyped surface write with x // $129
        sync.nop                             null                             {Compacted,$13.src}    // $252
        add (16|M0)              r80.0<1>:d    r115.0<8;8,1>:d   r79.0<0;1,0>:d   {Compacted,@3}     // $252
        add (16|M16)             r82.0<1>:d    r117.0<8;8,1>:d   r79.0<0;1,0>:d   {Compacted,$4.src} // $253
        add (16|M0)              r85.0<1>:d    r111.0<8;8,1>:d   r84.0<0;1,0>:d   {Compacted}        // $257
        add (16|M16)             r87.0<1>:d    r113.0<8;8,1>:d   r84.0<0;1,0>:d   {Compacted}        // $258
        shl (16|M0)              r85.0<1>:d    r85.0<8;8,1>:d    2:w               {Compacted,@2}    // $259
        shl (16|M16)             r87.0<1>:d    r87.0<8;8,1>:d    2:w               {Compacted,@2}    // $260
        and (16|M0)              r85.0<1>:d    r85.0<8;8,1>:d    4092:w               {@2}           // $261
        and (16|M16)             r87.0<1>:d    r87.0<8;8,1>:d    4092:w               {@2}           // $262
        send.dc1 (16|M0)         r94      r90     null    0x0            0x04205E00           {$14} // wr:2+0, rd:2; untyped surface read with x // $138
        send.dc1 (16|M16)        r96      r92     null    0x0            0x04205E00           {$15} // wr:2+0, rd:2; untyped surface read with x // $140
(W&f0.0) mul (1|M0)              r93.0<1>:d    r84.0<0;1,0>:d    128:w               {$15.src}       // $269
        xor (16|M0)              r94.0<1>:d    r94.0<8;8,1>:d    r89.0<0;1,0>:d   {Compacted,$14.dst} // $141
        xor (16|M16)             r96.0<1>:d    r96.0<8;8,1>:d    r89.0<0;1,0>:d   {Compacted,$15.dst} // $142
        send.dc1 (16|M0)         null     r99     r94     0x80            0x04025EFF           {@2,$14} // wr:2+2, rd:0; untyped surface write with x // $146
        send.dc1 (16|M16)        null     r101    r96     0x80            0x04025EFF           {@1,$15} // wr:2+2, rd:0; untyped surface write with x // $147
        sync.nop                             null                             {Compacted,$14.src}    // $270
        add (16|M0)              r94.0<1>:d    r115.0<8;8,1>:d   r93.0<0;1,0>:d   {Compacted,@3}     // $270
        add (16|M16)             r96.0<1>:d    r117.0<8;8,1>:d   r93.0<0;1,0>:d   {Compacted,$15.src} // $271
        add (16|M0)              r99.0<1>:d    r111.0<8;8,1>:d   r98.0<0;1,0>:d   {Compacted}        // $275
        add (16|M16)             r101.0<1>:d   r113.0<8;8,1>:d   r98.0<0;1,0>:d   {Compacted}        // $276
        shl (16|M0)              r99.0<1>:d    r99.0<8;8,1>:d    2:w               {Compacted,@2}    // $277
        shl (16|M16)             r101.0<1>:d   r101.0<8;8,1>:d   2:w               {Compacted,@2}    // $278
        and (16|M0)              r99.0<1>:d    r99.0<8;8,1>:d    4092:w               {@2}           // $279
        and (16|M16)             r101.0<1>:d   r101.0<8;8,1>:d   4092:w               {@2}           // $280
        send.dc1 (16|M0)         r108     r104    null    0x0            0x04205E00           {$14} // wr:2+0, rd:2; untyped surface read with x // $156
        send.dc1 (16|M16)        r3       r106    null    0x0            0x04205E00           {$15} // wr:2+0, rd:2; untyped surface read with x // $158
(W&f0.0) mul (1|M0)              r107.0<1>:d   r98.0<0;1,0>:d    128:w               {$15.src}       // $287
        xor (16|M0)              r108.0<1>:d   r108.0<8;8,1>:d   r103.0<0;1,0>:d  {Compacted,$14.dst} // $159
        xor (16|M16)             r3.0<1>:d     r3.0<8;8,1>:d     r103.0<0;1,0>:d  {Compacted,$15.dst} // $160
        send.dc1 (16|M0)         null     r10     r108    0x80            0x04025EFF           {@2,$14} // wr:2+2, rd:0; untyped surface write with x // $164
        send.dc1 (16|M16)        null     r12     r3      0x80            0x04025EFF           {@1,$15} // wr:2+2, rd:0; untyped surface write with x // $165
        sync.nop                             null                             {Compacted,$14.src}    // $288
        add (16|M0)              r108.0<1>:d   r115.0<8;8,1>:d   r107.0<0;1,0>:d  {Compacted,@3}     // $288
        add (16|M16)             r3.0<1>:d     r117.0<8;8,1>:d   r107.0<0;1,0>:d  {Compacted,$15.src} // $289
        add (16|M0)              r10.0<1>:d    r111.0<8;8,1>:d   r5.0<0;1,0>:d    {Compacted}        // $293
        add (16|M16)             r12.0<1>:d    r113.0<8;8,1>:d   r5.0<0;1,0>:d    {Compacted}        // $294
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}    // $295
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}    // $296
        and (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    4092:w               {@2}           // $297
        and (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    4092:w               {@2}           // $298
        send.dc1 (16|M0)         r19      r15     null    0x0            0x04205E00           {$14} // wr:2+0, rd:2; untyped surface read with x // $174
        send.dc1 (16|M16)        r21      r17     null    0x0            0x04205E00           {$15} // wr:2+0, rd:2; untyped surface read with x // $176
(W&f0.0) mul (1|M0)              r18.0<1>:d    r5.0<0;1,0>:d     128:w               {$15.src}       // $305
(W)     mov (1|M0)               f0.0<1>:ud    r8.5<0;1,0>:ud                                        // $306
        xor (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    r14.0<0;1,0>:d   {Compacted,$14.dst} // $177
        xor (16|M16)             r21.0<1>:d    r21.0<8;8,1>:d    r14.0<0;1,0>:d   {Compacted,$15.dst} // $178
        send.dc1 (16|M0)         null     r24     r19     0x80            0x04025EFF           {@2,$14} // wr:2+2, rd:0; untyped surface write with x // $182
        send.dc1 (16|M16)        null     r26     r21     0x80            0x04025EFF           {@1,$15} // wr:2+2, rd:0; untyped surface write with x // $183
        sync.nop                             null                             {Compacted,$14.src}    // $306
        add (16|M0)              r19.0<1>:d    r115.0<8;8,1>:d   r18.0<0;1,0>:d   {Compacted,@4}     // $306
        add (16|M16)             r21.0<1>:d    r117.0<8;8,1>:d   r18.0<0;1,0>:d   {Compacted,$15.src} // $307
        send.dc1 (16|M0)         r33      r29     null    0x0            0x04205E00           {$15} // wr:2+0, rd:2; untyped surface read with x // $192
        send.dc1 (16|M16)        r35      r31     null    0x0            0x04205E00           {$14} // wr:2+0, rd:2; untyped surface read with x // $194
        xor (16|M0)              r33.0<1>:d    r33.0<8;8,1>:d    r28.0<0;1,0>:d   {Compacted,$15.dst} // $195
        xor (16|M16)             r35.0<1>:d    r35.0<8;8,1>:d    r28.0<0;1,0>:d   {Compacted,$14.dst} // $196
        send.dc1 (16|M0)         null     r38     r33     0x80            0x04025EFF           {@2,$1} // wr:2+2, rd:0; untyped surface write with x // $200
        send.dc1 (16|M16)        null     r40     r35     0x80            0x04025EFF           {@1,$8} // wr:2+2, rd:0; untyped surface write with x // $201
        send.dc1 (16|M0)         r47      r43     null    0x0            0x04205E00           {$15} // wr:2+0, rd:2; untyped surface read with x // $210
        send.dc1 (16|M16)        r49      r45     null    0x0            0x04205E00           {$14} // wr:2+0, rd:2; untyped surface read with x // $212
        xor (16|M0)              r47.0<1>:d    r47.0<8;8,1>:d    r42.0<0;1,0>:d   {Compacted,$15.dst} // $213
        xor (16|M16)             r49.0<1>:d    r49.0<8;8,1>:d    r42.0<0;1,0>:d   {Compacted,$14.dst} // $214
        send.dc1 (16|M0)         null     r52     r47     0x80            0x04025EFF           {@2,$4} // wr:2+2, rd:0; untyped surface write with x // $218
        send.dc1 (16|M16)        null     r54     r49     0x80            0x04025EFF           {@1,$13} // wr:2+2, rd:0; untyped surface write with x // $219
        send.dc1 (16|M0)         r61      r57     null    0x0            0x04205E00           {$15} // wr:2+0, rd:2; untyped surface read with x // $228
        send.dc1 (16|M16)        r63      r59     null    0x0            0x04205E00           {$14} // wr:2+0, rd:2; untyped surface read with x // $230
        xor (16|M0)              r61.0<1>:d    r61.0<8;8,1>:d    r56.0<0;1,0>:d   {Compacted,$15.dst} // $231
        xor (16|M16)             r63.0<1>:d    r63.0<8;8,1>:d    r56.0<0;1,0>:d   {Compacted,$14.dst} // $232
        send.dc1 (16|M0)         null     r66     r61     0x80            0x04025EFF           {@2,$12} // wr:2+2, rd:0; untyped surface write with x // $236
        send.dc1 (16|M16)        null     r68     r63     0x80            0x04025EFF           {@1,$6} // wr:2+2, rd:0; untyped surface write with x // $237
        send.dc1 (16|M0)         r75      r71     null    0x0            0x04205E00           {$15} // wr:2+0, rd:2; untyped surface read with x // $246
        send.dc1 (16|M16)        r77      r73     null    0x0            0x04205E00           {$14} // wr:2+0, rd:2; untyped surface read with x // $248
        xor (16|M0)              r75.0<1>:d    r75.0<8;8,1>:d    r70.0<0;1,0>:d   {Compacted,$15.dst} // $249
        xor (16|M16)             r77.0<1>:d    r77.0<8;8,1>:d    r70.0<0;1,0>:d   {Compacted,$14.dst} // $250
        send.dc1 (16|M0)         null     r80     r75     0x80            0x04025EFF           {@2,$0} // wr:2+2, rd:0; untyped surface write with x // $254
        send.dc1 (16|M16)        null     r82     r77     0x80            0x04025EFF           {@1,$5} // wr:2+2, rd:0; untyped surface write with x // $255
        send.dc1 (16|M0)         r89      r85     null    0x0            0x04205E00           {$15} // wr:2+0, rd:2; untyped surface read with x // $264
        send.dc1 (16|M16)        r91      r87     null    0x0            0x04205E00           {$14} // wr:2+0, rd:2; untyped surface read with x // $266
        xor (16|M0)              r89.0<1>:d    r89.0<8;8,1>:d    r84.0<0;1,0>:d   {Compacted,$15.dst} // $267
        xor (16|M16)             r91.0<1>:d    r91.0<8;8,1>:d    r84.0<0;1,0>:d   {Compacted,$14.dst} // $268
        send.dc1 (16|M0)         null     r94     r89     0x80            0x04025EFF           {@2,$11} // wr:2+2, rd:0; untyped surface write with x // $272
        send.dc1 (16|M16)        null     r96     r91     0x80            0x04025EFF           {@1,$9} // wr:2+2, rd:0; untyped surface write with x // $273
        send.dc1 (16|M0)         r103     r99     null    0x0            0x04205E00           {$15} // wr:2+0, rd:2; untyped surface read with x // $282
        send.dc1 (16|M16)        r105     r101    null    0x0            0x04205E00           {$14} // wr:2+0, rd:2; untyped surface read with x // $284
        xor (16|M0)              r103.0<1>:d   r103.0<8;8,1>:d   r98.0<0;1,0>:d   {Compacted,$15.dst} // $285
        xor (16|M16)             r105.0<1>:d   r105.0<8;8,1>:d   r98.0<0;1,0>:d   {Compacted,$14.dst} // $286
        send.dc1 (16|M0)         null     r108    r103    0x80            0x04025EFF           {@2,$2} // wr:2+2, rd:0; untyped surface write with x // $290
        send.dc1 (16|M16)        null     r3      r105    0x80            0x04025EFF           {@1,$7} // wr:2+2, rd:0; untyped surface write with x // $291
        send.dc1 (16|M0)         r14      r10     null    0x0            0x04205E00           {$15} // wr:2+0, rd:2; untyped surface read with x // $300
        send.dc1 (16|M16)        r16      r12     null    0x0            0x04205E00           {$14} // wr:2+0, rd:2; untyped surface read with x // $302
        xor (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r5.0<0;1,0>:d    {Compacted,$15.dst} // $303
        xor (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r5.0<0;1,0>:d    {Compacted,$14.dst} // $304
        send.dc1 (16|M0)         null     r19     r14     0x80            0x04025EFF           {@2,$3} // wr:2+2, rd:0; untyped surface write with x // $308
        send.dc1 (16|M16)        null     r21     r16     0x80            0x04025EFF           {@1,$10} // wr:2+2, rd:0; untyped surface write with x // $309
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $312
(~f1.0) break (32|M0)                        _private_scratch_k0_1_cf  _private_scratch_k0_1_cf      // $312
// B002: [NoMaskWA],  [inDivergent],  Preds:{B001},  Succs:{B003}
_0_012:
(W)     mov (1|M0)               r8.5<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $314
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $314
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $314
(W&f0.0.any32h) add (1|M0)       r8.0<1>:d     r8.0<0;1,0>:d     16:w                                // $314
(W)     mov (1|M0)               f0.0<1>:ud    r8.5<0;1,0>:ud                   {@4}                 // 
// B003: [NoMaskWA],  [inDivergent],  Preds:{B002},  Succs:{B001}
_private_scratch_k0_1_cf:
        while (32|M0)                        _0_010                                                  // $315
// B004: Preds:{B001},  Succs:{B005, B006}
_0_011:
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r8.4<0;1,0>:d     0:w                                 // $317
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r8.4<0;1,0>:d     0:w                                 // $318
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $319
(~f0.0) if (32|M0)                           _0_013            _private_scratch_k0_0_cf              // $319
// B005: [inDivergent],  Preds:{B004},  Succs:{B008}
_0_014:
        mov (16|M0)              r119.0<1>:f   0x0:f                               {Compacted}       //  (0x00000000:f); $321
        mov (16|M16)             r121.0<1>:f   0x0:f                               {Compacted}       //  (0x00000000:f); $322
        else (32|M0)                         _private_scratch_k0_0_cf  _private_scratch_k0_0_cf      // $319
// B006: [inDivergent],  Preds:{B004},  Succs:{B007}
_0_013:
        mov (16|M0)              r119.0<1>:f   0x0:f                               {Compacted}       //  (0x00000000:f); $326
        mov (16|M16)             r121.0<1>:f   0x0:f                               {Compacted}       //  (0x00000000:f); $327
(W)     mov (1|M0)               r8.1<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $325
// B007: [inDivergent],  Preds:{B007, B006},  Succs:{B008, B007}
_0_016:
        sync.nop                             null                             {Compacted,$7.src}     // $329
        mad (16|M0)              r3.0<1>:d     r119.0<8;1>:d     r8.1<0;0>:d       37:w               {@1} // $329
        mad (16|M16)             r5.0<1>:d     r121.0<8;1>:d     r8.1<0;0>:d       37:w               {@3} // $330
        and (16|M0)              r10.0<1>:d    r3.0<8;8,1>:d     255:w               {Compacted,@2}  // $331
        and (16|M16)             r12.0<1>:d    r5.0<8;8,1>:d     255:w               {Compacted,@2}  // $332
        sync.nop                             null                             {Compacted,$3.src}     // $333
        mul (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    128:w               {Compacted,@2}  // $333
        sync.nop                             null                             {Compacted,$10.src}    // $334
        mul (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    128:w               {Compacted,@2}  // $334
        add (16|M0)              r14.0<1>:d    r115.0<8;8,1>:d   r14.0<8;8,1>:d   {Compacted,@2}     // $335
        add (16|M16)             r16.0<1>:d    r117.0<8;8,1>:d   r16.0<8;8,1>:d   {Compacted,@2}     // $336
        send.dc1 (16|M0)         r18      r14     null    0x0            0x04205EFF           {@2,$1} // wr:2+0, rd:2; untyped surface read with x // $337
        send.dc1 (16|M16)        r20      r16     null    0x0            0x04205EFF           {@1,$8} // wr:2+0, rd:2; untyped surface read with x // $338
        mul (16|M0)              r22.0<1>:d    r10.0<8;8,1>:d    7:w               {Compacted,$15.src} // $341
        mul (16|M16)             r24.0<1>:d    r12.0<8;8,1>:d    7:w               {Compacted,$14.src} // $342
        and (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    255:w               {Compacted,@2}  // $343
        and (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    255:w               {Compacted,@2}  // $344
(W)     add (1|M0)               r8.1<1>:d     r8.1<0;1,0>:d     1:w               {Compacted}       // $351
        mul (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    128:w               {Compacted,@3}  // $345
        mul (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    128:w               {Compacted,@3}  // $346
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r8.1<0;1,0>:d     r8.4<0;1,0>:d    {@3}               // $352
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r8.1<0;1,0>:d     r8.4<0;1,0>:d                       // $353
        add (16|M0)              r22.0<1>:d    r115.0<8;8,1>:d   r22.0<8;8,1>:d   {Compacted,@4}     // $347
        add (16|M16)             r24.0<1>:d    r117.0<8;8,1>:d   r24.0<8;8,1>:d   {Compacted,@4}     // $348
        add (16|M0)              r119.0<1>:d   r119.0<8;8,1>:d   r18.0<8;8,1>:d   {Compacted,$1.dst} // $339
        add (16|M16)             r121.0<1>:d   r121.0<8;8,1>:d   r20.0<8;8,1>:d   {Compacted,$8.dst} // $340
        send.dc1 (16|M0)         null     r22     r119    0x80            0x04025EFF           {@2,$15} // wr:2+2, rd:0; untyped surface write with x // $349
        send.dc1 (16|M16)        null     r24     r121    0x80            0x04025EFF           {@1,$14} // wr:2+2, rd:0; untyped surface write with x // $350
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $354
(f0.0)  while (32|M0)                        _0_016                                                  // $354
// B008: Preds:{B005, B007},  Succs:{B009}
_private_scratch_k0_0_cf:
        endif (32|M0)                        _0_015                                                  // $319
// B009: Preds:{B008},  Succs:{}
_0_015:
        shl (16|M0)              r3.0<1>:d     r111.0<8;8,1>:d   2:w               {Compacted,$7.src} // $356
        shl (16|M16)             r5.0<1>:d     r113.0<8;8,1>:d   2:w               {Compacted}       // $357
        send.dc1 (16|M0)         null     r3      r119    0x80            0x04025E01           {@2,$10} // wr:2+2, rd:0; untyped surface write with x // $359
        send.dc1 (16|M16)        null     r5      r121    0x80            0x04025E01           {@1,$11} // wr:2+2, rd:0; untyped surface write with x // $361
(W)     mov (8|M0)               r127.0<1>:f   r110.0<8;8,1>:f                  {Compacted}          // $362
(W)     send.dc0 (8|M0)          r10      r110    null    0x0            0x0219E000           {$12} // wr:1h+0, rd:1; synchronized global fence flushing // $362
(W)     mov (8|M0)               null<1>:ud    r10.0<8;8,1>:ud                  {$12.dst}            //  memory fence commit; $362
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $362


//.BankConflicts: 2
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 2
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 549
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
