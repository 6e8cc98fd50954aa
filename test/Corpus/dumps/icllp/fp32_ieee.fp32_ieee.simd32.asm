//.kernel fp32_ieee
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 629
//.RA type	HYBRID_BC_RA
//.spill flag store 2
//.spill flag load 2

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r54.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
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
//.declare %sp (24)  rf=r size=8 type=uq align=16 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=16 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=16 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=16 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r54.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r54.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=4 type=d align=16 words (r126.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r44.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r42.0)
//.declare V0056 (64)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0059 (67)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0060 (68)  rf=r size=64 type=d alias=V0056+0 align=16 words (r34.0)
//.declare V0061 (69)  rf=r size=64 type=d alias=V0057+0 align=16 words (r32.0)
//.declare V0062 (70)  rf=r size=64 type=d alias=V0058+0 align=16 words (r30.0)
//.declare V0063 (71)  rf=r size=64 type=d alias=V0059+0 align=16 words (r28.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0066 (74)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r34.0)
//.declare V0067 (75)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r32.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0070 (78)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0072 (80)  rf=r size=64 type=ud alias=V0058+0 align=16 words (r30.0)
//.declare V0073 (81)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r28.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r2.0)
//.declare P01 (88)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0080 (89)  rf=r size=64 type=ud alias=V0078+0 align=16 words (r122.0)
//.declare V0081 (90)  rf=r size=64 type=ud alias=V0079+0 align=16 words (r2.0)
//.declare P02 (91)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0082 (92)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r4.0)
//.declare V0083 (93)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r124.0)
//.declare V0084 (94)  rf=r size=4 type=f align=2 words (r56.1)
//.declare V0085 (95)  rf=r size=4 type=f align=2 words (r56.0)
//.declare V0086 (96)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0087 (97)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0088 (98)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0089 (99)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0090 (100)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0091 (101)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0092 (102)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0093 (103)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0094 (104)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0095 (105)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0096 (106)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0097 (107)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0098 (108)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0099 (109)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0100 (110)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0101 (111)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0102 (112)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0103 (113)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0104 (114)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0105 (115)  rf=r size=64 type=d align=16 words (r4.0)
//.declare P03 (116)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0106 (117)  rf=r size=64 type=ud alias=V0104+0 align=16 words (r122.0)
//.declare V0107 (118)  rf=r size=64 type=ud alias=V0105+0 align=16 words (r4.0)
//.declare P04 (119)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0108 (120)  rf=r size=64 type=ud alias=V0102+0 align=16 words (r124.0)
//.declare V0109 (121)  rf=r size=64 type=ud alias=V0103+0 align=16 words (r2.0)
//.declare V0110 (122)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0111 (123)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0112 (124)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0113 (125)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0114 (126)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0115 (127)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0116 (128)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0117 (129)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0118 (130)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0119 (131)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0120 (132)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0121 (133)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P05 (134)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0122 (135)  rf=r size=64 type=ud alias=V0110+0 align=16 words (r20.0)
//.declare V0123 (136)  rf=r size=64 type=ud alias=V0111+0 align=16 words (r36.0)
//.declare V0124 (137)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0125 (138)  rf=r size=64 type=d align=16 words (r8.0)
//.declare P06 (139)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0126 (140)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r58.0)
//.declare V0127 (141)  rf=r size=64 type=ud alias=V0125+0 align=16 words (r8.0)
//.declare V0128 (142)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0129 (143)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0130 (144)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0131 (145)  rf=r size=64 type=d align=16 words (r40.0)
//.declare P07 (146)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P08 (147)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P09 (148)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P10 (149)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P11 (150)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0136 (155)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0137 (156)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0138 (157)  rf=r size=64 type=d alias=V0136+0 align=16 words (r124.0)
//.declare V0139 (158)  rf=r size=64 type=d alias=V0137+0 align=16 words (r2.0)
//.declare V0140 (159)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0141 (160)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0142 (161)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r124.0)
//.declare V0143 (162)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r2.0)
//.declare V0144 (163)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0145 (164)  rf=r size=64 type=d align=16 words (r6.0)
//.declare P12 (165)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0150 (170)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0151 (171)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0152 (172)  rf=r size=64 type=d alias=V0150+0 align=16 words (r124.0)
//.declare V0153 (173)  rf=r size=64 type=d alias=V0151+0 align=16 words (r2.0)
//.declare V0154 (174)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0155 (175)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0156 (176)  rf=r size=64 type=ud alias=V0150+0 align=16 words (r124.0)
//.declare V0157 (177)  rf=r size=64 type=ud alias=V0151+0 align=16 words (r2.0)
//.declare V0158 (178)  rf=r size=16 type=b align=16 words (r4.0)
//.declare V0159 (179)  rf=r size=16 type=b align=16 words (r60.0)
//.declare V0160 (180)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0161 (181)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0162 (182)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0163 (183)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0164 (184)  rf=r size=16 type=ub alias=V0158+0 align=16 words (r4.0)
//.declare V0165 (185)  rf=r size=16 type=ub alias=V0159+0 align=16 words (r60.0)
//.declare V0166 (186)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0167 (187)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0168 (188)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0169 (189)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0170 (190)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0171 (191)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0172 (192)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0173 (193)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0174 (194)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0175 (195)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0176 (196)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0177 (197)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0178 (198)  rf=r size=64 type=f alias=V0168+0 align=16 words (r122.0)
//.declare V0179 (199)  rf=r size=64 type=f alias=V0169+0 align=16 words (r4.0)
//.declare V0180 (200)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0181 (201)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0182 (202)  rf=r size=64 type=f alias=V0170+0 align=16 words (r120.0)
//.declare V0183 (203)  rf=r size=64 type=f alias=V0171+0 align=16 words (r6.0)
//.declare V0184 (204)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0185 (205)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0186 (206)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0187 (207)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0188 (208)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0189 (209)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0190 (210)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0191 (211)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0192 (212)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0193 (213)  rf=r size=64 type=f align=16 words (r114.0)
//.declare P13 (214)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0198 (219)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0199 (220)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0200 (221)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0201 (222)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0202 (223)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0203 (224)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0204 (225)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0205 (226)  rf=r size=64 type=d align=16 words (r8.0)
//.declare P14 (227)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0206 (228)  rf=r size=64 type=ud alias=V0200+0 align=16 words (r122.0)
//.declare V0207 (229)  rf=r size=64 type=ud alias=V0201+0 align=16 words (r4.0)
//.declare V0208 (230)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0209 (231)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0210 (232)  rf=r size=64 type=d alias=V0198+0 align=16 words (r124.0)
//.declare V0211 (233)  rf=r size=64 type=d alias=V0199+0 align=16 words (r2.0)
//.declare V0212 (234)  rf=r size=64 type=f alias=V0208+0 align=16 words (r116.0)
//.declare V0213 (235)  rf=r size=64 type=f alias=V0209+0 align=16 words (r10.0)
//.declare V0214 (236)  rf=r size=64 type=f alias=V0204+0 align=16 words (r118.0)
//.declare V0215 (237)  rf=r size=64 type=f alias=V0205+0 align=16 words (r8.0)
//.declare V0216 (238)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0217 (239)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0218 (240)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0219 (241)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0220 (242)  rf=r size=64 type=d alias=V0192+0 align=16 words (r122.0)
//.declare V0221 (243)  rf=r size=64 type=d alias=V0193+0 align=16 words (r114.0)
//.declare P15 (244)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0222 (245)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0223 (246)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (247)  rf=f16  size=2 type=uw align=1 words (spilled -> )
//.declare  (248)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0224 (249)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0225 (250)  rf=r size=64 type=d align=16 words (r14.0)
//.declare P16 (251)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0226 (252)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0227 (253)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0228 (254)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0229 (255)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0230 (256)  rf=r size=64 type=d alias=V0216+0 align=16 words (r8.0)
//.declare V0231 (257)  rf=r size=64 type=d alias=V0217+0 align=16 words (r10.0)
//.declare V0232 (258)  rf=r size=64 type=f alias=V0226+0 align=16 words (r124.0)
//.declare V0233 (259)  rf=r size=64 type=f alias=V0227+0 align=16 words (r2.0)
//.declare V0234 (260)  rf=r size=64 type=f alias=V0228+0 align=16 words (r122.0)
//.declare V0235 (261)  rf=r size=64 type=f alias=V0229+0 align=16 words (r4.0)
//.declare V0236 (262)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0237 (263)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0238 (264)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0239 (265)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0240 (266)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0241 (267)  rf=r size=64 type=d align=16 words (r6.0)
//.declare P17 (268)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0246 (273)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0247 (274)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0248 (275)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0249 (276)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0250 (277)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0251 (278)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0252 (279)  rf=r size=64 type=f alias=V0248+0 align=16 words (r10.0)
//.declare V0253 (280)  rf=r size=64 type=f alias=V0249+0 align=16 words (r116.0)
//.declare V0254 (281)  rf=r size=64 type=f alias=V0246+0 align=16 words (r8.0)
//.declare V0255 (282)  rf=r size=64 type=f alias=V0247+0 align=16 words (r118.0)
//.declare V0256 (283)  rf=r size=64 type=f alias=V0238+0 align=16 words (r122.0)
//.declare V0257 (284)  rf=r size=64 type=f alias=V0239+0 align=16 words (r4.0)
//.declare V0258 (285)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0259 (286)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0260 (287)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0261 (288)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0262 (289)  rf=r size=64 type=d alias=V0258+0 align=16 words (r112.0)
//.declare V0263 (290)  rf=r size=64 type=d alias=V0259+0 align=16 words (r14.0)
//.declare V0264 (291)  rf=r size=64 type=d alias=V0100+0 align=16 words (r20.0)
//.declare V0265 (292)  rf=r size=64 type=d alias=V0101+0 align=16 words (r26.0)
//.declare V0266 (293)  rf=r size=64 type=d alias=V0250+0 align=16 words (r12.0)
//.declare V0267 (294)  rf=r size=64 type=d alias=V0251+0 align=16 words (r114.0)
//.declare V0268 (295)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0269 (296)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0270 (297)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0271 (298)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0272 (299)  rf=r size=64 type=f alias=V0268+0 align=16 words (r124.0)
//.declare V0273 (300)  rf=r size=64 type=f alias=V0269+0 align=16 words (r2.0)
//.declare P18 (301)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0274 (302)  rf=r size=64 type=f alias=V0130+0 align=16 words (r46.0)
//.declare V0275 (303)  rf=r size=64 type=f alias=V0131+0 align=16 words (r40.0)
//.declare V0276 (304)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0277 (305)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0278 (306)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0279 (307)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0280 (308)  rf=r size=64 type=f alias=V0276+0 align=16 words (r124.0)
//.declare V0281 (309)  rf=r size=64 type=f alias=V0277+0 align=16 words (r2.0)
//.declare V0282 (310)  rf=r size=64 type=f alias=V0278+0 align=16 words (r122.0)
//.declare V0283 (311)  rf=r size=64 type=f alias=V0279+0 align=16 words (r4.0)
//.declare V0284 (312)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0285 (313)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0286 (314)  rf=r size=64 type=d alias=V0284+0 align=16 words (r12.0)
//.declare V0287 (315)  rf=r size=64 type=d alias=V0285+0 align=16 words (r16.0)
//.declare V0288 (316)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0289 (317)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0290 (318)  rf=r size=64 type=ud alias=V0284+0 align=16 words (r12.0)
//.declare V0291 (319)  rf=r size=64 type=ud alias=V0285+0 align=16 words (r16.0)
//.declare V0292 (320)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0293 (321)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0294 (322)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0295 (323)  rf=r size=64 type=d align=16 words (r18.0)
//.declare P19 (324)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P20 (329)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P21 (330)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0300 (331)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0301 (332)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0302 (333)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0303 (334)  rf=r size=64 type=d align=16 words (r4.0)
//.declare P22 (335)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0304 (336)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0305 (337)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0306 (338)  rf=r size=64 type=f alias=V0302+0 align=16 words (r122.0)
//.declare V0307 (339)  rf=r size=64 type=f alias=V0303+0 align=16 words (r4.0)
//.declare V0308 (340)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0309 (341)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0310 (342)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0311 (343)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0312 (344)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0313 (345)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0314 (346)  rf=r size=4 type=f align=2 words (r126.0)
//.declare V0315 (347)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0316 (348)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0317 (349)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0318 (350)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0319 (351)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0320 (352)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0321 (353)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0322 (354)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0323 (355)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0324 (356)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0325 (357)  rf=r size=64 type=d alias=V0321+0 align=16 words (r6.0)
//.declare V0326 (358)  rf=r size=64 type=d alias=V0322+0 align=16 words (r8.0)
//.declare V0327 (359)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0328 (360)  rf=r size=64 type=d align=16 words (r4.0)
//.declare P23 (361)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P24 (362)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0329 (363)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0330 (364)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0331 (365)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0332 (366)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0333 (367)  rf=r size=64 type=d alias=V0331+0 align=16 words (r24.0)
//.declare V0334 (368)  rf=r size=64 type=d alias=V0332+0 align=16 words (r22.0)
//.declare V0335 (369)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0336 (370)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0337 (371)  rf=r size=64 type=ud alias=V0331+0 align=16 words (r24.0)
//.declare V0338 (372)  rf=r size=64 type=ud alias=V0332+0 align=16 words (r22.0)
//.declare V0339 (373)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0340 (374)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0341 (375)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0342 (376)  rf=r size=64 type=d align=16 words (r4.0)
//.declare P25 (377)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0343 (378)  rf=r size=64 type=ud alias=V0341+0 align=16 words (r122.0)
//.declare V0344 (379)  rf=r size=64 type=ud alias=V0342+0 align=16 words (r4.0)
//.declare V0345 (380)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0346 (381)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0347 (382)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0348 (383)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0349 (384)  rf=r size=64 type=f align=16 words (r120.0)
//.declare V0350 (385)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0351 (386)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0352 (387)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0353 (388)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0354 (389)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0355 (390)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0356 (391)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0357 (392)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0358 (393)  rf=r size=64 type=d align=16 words (r2.0)
//.declare P26 (394)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0359 (395)  rf=r size=64 type=ud alias=V0357+0 align=16 words (r124.0)
//.declare V0360 (396)  rf=r size=64 type=ud alias=V0358+0 align=16 words (r2.0)
//.declare V0361 (397)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0362 (398)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0363 (399)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0364 (400)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0365 (401)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0366 (402)  rf=r size=64 type=d align=16 words (r6.0)
//.declare P27 (403)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0367 (404)  rf=r size=64 type=ud alias=V0365+0 align=16 words (r4.0)
//.declare V0368 (405)  rf=r size=64 type=ud alias=V0366+0 align=16 words (r6.0)
//.declare V0369 (406)  rf=r size=64 type=d alias=V0355+0 align=16 words (r28.0)
//.declare V0370 (407)  rf=r size=64 type=d alias=V0356+0 align=16 words (r20.0)
//.declare P28 (408)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P29 (409)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P30 (410)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0375 (415)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0376 (416)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0377 (417)  rf=r size=16 type=b align=16 words (r10.0)
//.declare V0378 (418)  rf=r size=16 type=b align=16 words (r8.0)
//.declare V0379 (419)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0380 (420)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0383 (423)  rf=r size=16 type=ub alias=V0377+0 align=16 words (r10.0)
//.declare V0384 (424)  rf=r size=16 type=ub alias=V0378+0 align=16 words (r8.0)
//.declare V0385 (425)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0386 (426)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0387 (427)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0388 (428)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0389 (429)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0390 (430)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0391 (431)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0392 (432)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0393 (433)  rf=r size=64 type=f alias=V0385+0 align=16 words (r124.0)
//.declare V0394 (434)  rf=r size=64 type=f alias=V0386+0 align=16 words (r2.0)
//.declare V0395 (435)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0396 (436)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0397 (437)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0398 (438)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0399 (439)  rf=r size=64 type=f align=16 words (r118.0)
//.declare V0400 (440)  rf=r size=64 type=f align=16 words (r110.0)
//.declare V0401 (441)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0402 (442)  rf=r size=64 type=f align=16 words (r112.0)
//.declare P31 (443)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0407 (448)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0408 (449)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0409 (450)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0410 (451)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0411 (452)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0412 (453)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0413 (454)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0414 (455)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0415 (456)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0416 (457)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P32 (458)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0417 (459)  rf=r size=64 type=ud alias=V0411+0 align=16 words (r120.0)
//.declare V0418 (460)  rf=r size=64 type=ud alias=V0412+0 align=16 words (r6.0)
//.declare V0419 (461)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0420 (462)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0421 (463)  rf=r size=64 type=d alias=V0409+0 align=16 words (r122.0)
//.declare V0422 (464)  rf=r size=64 type=d alias=V0410+0 align=16 words (r4.0)
//.declare V0423 (465)  rf=r size=64 type=f alias=V0419+0 align=16 words (r114.0)
//.declare V0424 (466)  rf=r size=64 type=f alias=V0420+0 align=16 words (r12.0)
//.declare V0425 (467)  rf=r size=64 type=f alias=V0415+0 align=16 words (r116.0)
//.declare V0426 (468)  rf=r size=64 type=f alias=V0416+0 align=16 words (r10.0)
//.declare V0427 (469)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0428 (470)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0429 (471)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0430 (472)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0431 (473)  rf=r size=64 type=d alias=V0401+0 align=16 words (r116.0)
//.declare V0432 (474)  rf=r size=64 type=d alias=V0402+0 align=16 words (r112.0)
//.declare P33 (475)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0433 (476)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0434 (477)  rf=r size=64 type=d align=16 words (r6.0)
//.declare  (478)  rf=f16  size=2 type=uw align=1 words (spilled -> )
//.declare  (479)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0435 (480)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0436 (481)  rf=r size=64 type=d align=16 words (r14.0)
//.declare P34 (482)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0437 (483)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0438 (484)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0439 (485)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0440 (486)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0441 (487)  rf=r size=64 type=d alias=V0427+0 align=16 words (r10.0)
//.declare V0442 (488)  rf=r size=64 type=d alias=V0428+0 align=16 words (r8.0)
//.declare V0443 (489)  rf=r size=64 type=f alias=V0437+0 align=16 words (r124.0)
//.declare V0444 (490)  rf=r size=64 type=f alias=V0438+0 align=16 words (r2.0)
//.declare V0445 (491)  rf=r size=64 type=f alias=V0439+0 align=16 words (r122.0)
//.declare V0446 (492)  rf=r size=64 type=f alias=V0440+0 align=16 words (r4.0)
//.declare V0447 (493)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0448 (494)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0449 (495)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0450 (496)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0451 (497)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0452 (498)  rf=r size=64 type=d align=16 words (r6.0)
//.declare P35 (499)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0457 (504)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0458 (505)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0459 (506)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0460 (507)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0461 (508)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0462 (509)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0463 (510)  rf=r size=64 type=f alias=V0459+0 align=16 words (r10.0)
//.declare V0464 (511)  rf=r size=64 type=f alias=V0460+0 align=16 words (r116.0)
//.declare V0465 (512)  rf=r size=64 type=f alias=V0457+0 align=16 words (r8.0)
//.declare V0466 (513)  rf=r size=64 type=f alias=V0458+0 align=16 words (r118.0)
//.declare V0467 (514)  rf=r size=64 type=f alias=V0449+0 align=16 words (r122.0)
//.declare V0468 (515)  rf=r size=64 type=f alias=V0450+0 align=16 words (r4.0)
//.declare V0469 (516)  rf=r size=64 type=f align=16 words (r112.0)
//.declare V0470 (517)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0471 (518)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0472 (519)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0473 (520)  rf=r size=64 type=d alias=V0469+0 align=16 words (r112.0)
//.declare V0474 (521)  rf=r size=64 type=d alias=V0470+0 align=16 words (r14.0)
//.declare V0475 (522)  rf=r size=64 type=d alias=V0461+0 align=16 words (r12.0)
//.declare V0476 (523)  rf=r size=64 type=d alias=V0462+0 align=16 words (r114.0)
//.declare V0477 (524)  rf=r size=64 type=f align=16 words (r124.0)
//.declare V0478 (525)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0479 (526)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0480 (527)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0481 (528)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (529)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (530)  rf=r size=32 type=uw align=16 words (r121.0)
//.declare  (531)  rf=r size=32 type=uw align=16 words (r120.0)
//.declare  (532)  rf=r size=32 type=uw align=16 words (r6.0)
//.declare  (533)  rf=r size=32 type=uw align=16 words (r121.0)
//.declare  (534)  rf=r size=32 type=uw align=16 words (r5.0)
//.declare  (535)  rf=r size=32 type=uw align=16 words (r125.0)
//.declare  (536)  rf=r size=32 type=uw align=16 words (r5.0)
//.declare  (537)  rf=r size=32 type=uw align=16 words (r125.0)
//.declare  (538)  rf=r size=2 type=uw align=1 words (r126.0)
//.declare  (540)  rf=r size=2 type=uw align=1 words (r126.0)
//.declare  (542)  rf=r size=1 type=b align=1 words (r126.0)
//.declare  (544)  rf=r size=1 type=b align=1 words (r126.0)
//.declare  (546)  rf=r size=2 type=uw align=1 words (r121.0)
//.declare  (548)  rf=r size=4 type=d align=2 words (r126.0)
//.declare  (550)  rf=r size=4 type=d align=2 words (r126.0)
//.declare  (552)  rf=r size=1 type=b align=1 words (r126.0)
//.declare  (554)  rf=r size=1 type=b align=1 words (r126.0)
//.declare  (556)  rf=r size=2 type=uw align=1 words (r121.0)
//.declare  (558)  rf=r size=4 type=d align=2 words (r126.0)
//.declare  (560)  rf=r size=4 type=uw align=2 words (r126.2)
//.declare  (561)  rf=r size=4 type=uw align=2 words (r126.2)
//.declare  (562)  rf=r size=2 type=uw align=1 words (r4.0)
//.declare  (563)  rf=r size=2 type=uw align=1 words (r4.0)
//.declare  (564)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (565)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (566)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (567)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (568)  rf=r size=4 type=uw align=2 words (r126.0)
//.declare  (569)  rf=r size=4 type=uw align=2 words (r126.0)
//.declare  (570)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (571)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (572)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (573)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (574)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (575)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (576)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (577)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (578)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (579)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (580)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (581)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (582)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (583)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (584)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (585)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (586)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (587)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (588)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (589)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (590)  rf=r size=32 type=d align=16 words (r110.0)
//.declare  (591)  rf=r size=32 type=d align=16 words (r111.0)
//.declare  (592)  rf=r size=32 type=d align=16 words (r112.0)
//.declare  (593)  rf=r size=32 type=d align=16 words (r113.0)
//.declare  (594)  rf=r size=32 type=d align=16 words (r114.0)
//.declare  (595)  rf=r size=32 type=d align=16 words (r115.0)
//.declare  (596)  rf=r size=32 type=d align=16 words (r116.0)
//.declare  (597)  rf=r size=32 type=d align=16 words (r117.0)
//.declare  (598)  rf=r size=32 type=d align=16 words (r118.0)
//.declare  (599)  rf=r size=32 type=d align=16 words (r119.0)
//.declare  (600)  rf=r size=32 type=d align=16 words (r120.0)
//.declare  (601)  rf=r size=32 type=d align=16 words (r121.0)
//.declare  (602)  rf=r size=32 type=d align=16 words (r122.0)
//.declare  (603)  rf=r size=32 type=d align=16 words (r123.0)
//.declare  (604)  rf=r size=32 type=d align=16 words (r124.0)
//.declare  (605)  rf=r size=32 type=d align=16 words (r125.0)
//.declare  (606)  rf=r size=32 type=d align=16 words (r126.0)
//.declare  (607)  rf=r size=64 type=f align=16 words (r42.0)

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
// | V0479    | :uq      |      8 | r8       | general    |
// | V0480    | :uq      |      8 | r8+8     | general    |
// | V0481    | :uq      |      8 | r8+16    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r54.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r54.2<0;1,0>:uw                     // $2
(W)     mov (1|M0)               r56.1<1>:f    0x3E800000:f                                          // $37
(W)     mov (1|M0)               r56.0<1>:f    0x3F800000:f                                          // $38
(W)     mach (1|M0)              r126.0<1>:d   r9.0<0;1,0>:d     r54.1<0;1,0>:d   {Compacted}        // $5
        add (16|M16)             r124.0<1>:d   r126.0<0;1,0>:d   r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r122.0<1>:d   r126.0<0;1,0>:d   r1.0<16;16,1>:uw                    // $5
(W)     mov (1|M0)               r126.0<1>:hf  0x1:hf                                                // $36
        add (16|M16)             r124.0<1>:d   r124.0<8;8,1>:d   r7.0<0;1,0>:d                       // $8
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   r7.0<0;1,0>:d    {Compacted}        // $7
        shl (16|M16)             r42.0<1>:d    r124.0<8;8,1>:d   2:w                                 // $10
        shl (16|M0)              r44.0<1>:d    r122.0<8;8,1>:d   2:w                                 // $9
        send (16|M16)            r32:w    r42:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M16)            r28:w    r42:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $18
        send (16|M0)             r30:w    r44:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
(W)     mov (8|M0)               r42.0<1>:f    r42.0<8;8,1>:f                   {Compacted}          // $12
        send (16|M0)             r34:w    r44:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        shr (16|M16)             r120.0<1>:d   r32.0<8;8,1>:ud   23:w                                // $20
        shr (16|M16)             r118.0<1>:d   r28.0<8;8,1>:ud   23:w                                // $24
        shr (16|M0)              r116.0<1>:d   r30.0<8;8,1>:ud   23:w                                // $23
        shr (16|M0)              r114.0<1>:d   r34.0<8;8,1>:ud   23:w                                // $19
        and (16|M16)             r38.0<1>:d    r120.0<8;8,1>:d   255:w                               // $22
        and (16|M16)             r16.0<1>:d    r118.0<8;8,1>:d   255:w                               // $26
        and (16|M0)              r50.0<1>:d    r116.0<8;8,1>:d   255:w                               // $25
        and (16|M0)              r52.0<1>:d    r114.0<8;8,1>:d   255:w                               // $21
        add (16|M16)             r124.0<1>:d   r38.0<8;8,1>:d    -191:w                              // $28
        add (16|M16)             r2.0<1>:d     r16.0<8;8,1>:d    -191:w                              // $30
        add (16|M0)              r122.0<1>:d   r50.0<8;8,1>:d    -191:w                              // $29
        add (16|M0)              r4.0<1>:d     r52.0<8;8,1>:d    -191:w                              // $27
        cmp (16|M16)  (lt)f0.0   null<1>:d     r124.0<8;8,1>:ud  0xFFFFFF82:ud                       // $35
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0xFFFFFF81:ud                       // $32
        cmp (16|M0)   (lt)f0.0   null<1>:d     r122.0<8;8,1>:ud  0xFFFFFF81:ud                       // $31
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $36
(f1.0)  sel (16|M16)             r120.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $36
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0xFFFFFF82:ud                       // $33
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r120.0<16;16,1>:uw                // $36
(~f0.0) if (32|M0)                           _0_059            _0_061                                // $39
// B001: [inDivergent],  Preds:{B000},  Succs:{B031}
_0_060:
        math.inv (16|M0)         r124.0<1>:f   r30.0<8;8,1>:f                   {Compacted}          // $41
        math.inv (16|M16)        r2.0<1>:f     r28.0<8;8,1>:f                                        // $42
        mul (16|M0)              acc0.0<1>:f   r124.0<8;8,1>:f   r34.0<8;8,1>:f   {Compacted}        // $43
        mad (16|M0)              r120.0<1>:f   r56.0<0;0>:f      r124.0<8;1>:f     -r30.0<1>:f       // $45 {0=EL, 1=EH, 2=EL, BC=OK}
        mul (16|M16)             r4.0<1>:f     r2.0<8;8,1>:f     r32.0<8;8,1>:f                      // $44
        mad (16|M16)             r6.0<1>:f     r56.0<0;0>:f      r2.0<8;1>:f       -r28.0<1>:f       // $46 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M0)              r116.0<1>:f   r34.0<8;1>:f      acc0.0<8;1>:f     -r30.0<1>:f       // $49
        mad (16|M0)              r118.0<1>:f   r124.0<8;1>:f     r124.0<8;1>:f     r120.0<1>:f       // $47 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r10.0<1>:f    r32.0<8;1>:f      r4.0<8;1>:f       -r28.0<1>:f       // $50 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r8.0<1>:f     r2.0<8;1>:f       r2.0<8;1>:f       r6.0<1>:f         // $48 {0=EL, 1=EL, 2=EL, BC=BAD}
        mac (16|M0)              r114.0<1>:f   r118.0<8;8,1>:f   r116.0<8;8,1>:f  {Compacted}        // $51
        mad (16|M16)             acc0.0<1>:f   r4.0<8;1>:f       r8.0<8;1>:f       r10.0<1>:f        // $52 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M0)              r112.0<1>:f   r34.0<8;1>:f      r114.0<8;1>:f     -r30.0<1>:f       // $53 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r14.0<1>:f    r32.0<8;1>:f      acc0.0<8;1>:f     -r28.0<1>:f       // $54
        mad (16|M0)              r20.0<1>:f    r114.0<8;1>:f     r118.0<8;1>:f     r112.0<1>:f       // $55 {0=EH, 1=EH, 2=EH, BC=BAD}
        mac (16|M16)             r26.0<1>:f    r8.0<8;8,1>:f     r14.0<8;8,1>:f                      // $56
        else (32|M0)                         _0_061            _0_061                                // $39
// B002: [inDivergent],  Preds:{B000},  Succs:{B003, B004}
_0_059:
        add (16|M16)             r2.0<1>:d     r38.0<8;8,1>:d    -255:w                              // $60
        add (16|M16)             r4.0<1>:d     r16.0<8;8,1>:d    -255:w                              // $62
        add (16|M0)              r122.0<1>:d   r50.0<8;8,1>:d    -255:w                              // $61
(W)     mov (1|M0)               r126.0<1>:hf  0x1:hf                                                // $68
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0xFFFFFF02:ud                       // $67
        cmp (16|M16)  (lt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0xFFFFFF02:ud                       // $64
        add (16|M0)              r124.0<1>:d   r52.0<8;8,1>:d    -255:w                              // $59
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  0xFFFFFF02:ud                       // $63
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $68
(f0.0)  sel (16|M16)             r121.0<1>:uw  r126.0<0;1,0>:uw  0x0:uw                              // $68
        and (16|M0)              r20.0<1>:d    r34.0<8;8,1>:d    2147483647:d                        // $69
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r124.0<8;8,1>:ud  0xFFFFFF02:ud                       // $65
        and (16|M16)             r36.0<1>:d    r32.0<8;8,1>:d    2147483647:d                        // $70
        or (16|M16)   (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r121.0<16;16,1>:uw                // $68
(f1.0)  goto (32|M0)                         _0_062            _0_062                                // $71
// B003: [inDivergent],  Preds:{B002},  Succs:{B017}
_0_063:
        and (16|M0)              r124.0<1>:d   r30.0<8;8,1>:d    2147483647:d                        // $73
        and (16|M16)             r2.0<1>:d     r28.0<8;8,1>:d    2147483647:d                        // $74
        add (16|M16)             r18.0<1>:d    r38.0<8;8,1>:d    -r16.0<8;8,1>:d                     // $80
        mov (16|M0)              r46.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $81
        add (16|M0)              r124.0<1>:d   r20.0<8;8,1>:d    -r124.0<8;8,1>:d {Compacted}        // $75
        add (16|M16)             r2.0<1>:d     r36.0<8;8,1>:d    -r2.0<8;8,1>:d                      // $76
        mov (16|M16)             r12.0<1>:f    r28.0<8;8,1>:f                                        // $82
        mov (16|M0)              r14.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $83
        mov (16|M16)             r10.0<1>:f    r32.0<8;8,1>:f                                        // $84
        add (16|M0)              r20.0<1>:d    r52.0<8;8,1>:d    -r50.0<8;8,1>:d  {Compacted}        // $79
        asr (16|M0)              r24.0<1>:d    r124.0<8;8,1>:d   23:w                                // $77
        asr (16|M16)             r22.0<1>:d    r2.0<8;8,1>:d     23:w                                // $78
        goto (32|M0)                         _0_062            _0_064                                // $85
// B004: [inDivergent],  Preds:{B002},  Succs:{B005, B029}
_0_062:
        join (32|M0)                         _0_064                                                  // 
L1264:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r20.0<8;8,1>:ud   0x7F800000:ud                       // $87
        cmp (16|M16)  (gt)f1.0   null<1>:d     r36.0<8;8,1>:ud   0x7F800000:ud                       // $88
(f1.0)  goto (32|M0)                         _0_064            _0_065                                // $89
// B005: [inDivergent],  Preds:{B004},  Succs:{B006, B028}
_0_066:
        and (16|M0)              r58.0<1>:d    r30.0<8;8,1>:d    2147483647:d                        // $91
        and (16|M16)             r8.0<1>:d     r28.0<8;8,1>:d    2147483647:d                        // $92
        cmp (16|M0)   (gt)f0.0   null<1>:d     r58.0<8;8,1>:ud   0x7F800000:ud                       // $93
        cmp (16|M16)  (gt)f0.0   null<1>:d     r8.0<8;8,1>:ud    0x7F800000:ud                       // $94
(f0.0)  goto (32|M0)                         _0_064            _0_067                                // $95
// B006: [inDivergent],  Preds:{B005},  Succs:{B007, B027}
_0_068:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r52.0<8;8,1>:d    255:w                               // $101
        cmp (16|M16)  (eq)f1.0   null<1>:d     r38.0<8;8,1>:d    255:w                               // $102
        and (16|M0)              r24.0<1>:d    r34.0<8;8,1>:d    -2147483648:d                       // $97
        and (16|M16)             r48.0<1>:d    r32.0<8;8,1>:d    -2147483648:d                       // $98
        and (16|M0)              r46.0<1>:d    r30.0<8;8,1>:d    -2147483648:d                       // $99
        and (16|M16)             r40.0<1>:d    r28.0<8;8,1>:d    -2147483648:d                       // $100
(f1.0)  goto (32|M0)                         _0_064            _0_069                                // $103
// B007: [inDivergent],  Preds:{B006},  Succs:{B008, B026}
_0_070:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r50.0<8;8,1>:d    255:w                               // $105
        cmp (16|M16)  (eq)f0.0   null<1>:d     r16.0<8;8,1>:d    255:w                               // $106
(f0.0)  goto (32|M0)                         _0_064            _0_071                                // $107
// B008: [inDivergent],  Preds:{B007},  Succs:{B009, B025}
_0_072:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r58.0<8;8,1>:d    0:w                                 // $109
        cmp (16|M16)  (eq)f1.0   null<1>:d     r8.0<8;8,1>:d     0:w                                 // $110
(f1.0)  goto (32|M0)                         _0_064            _0_073                                // $111
// B009: [inDivergent],  Preds:{B008},  Succs:{B010, B024}
_0_074:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $113
        cmp (16|M16)  (eq)f0.0   null<1>:d     r36.0<8;8,1>:d    0:w                                 // $114
(f0.0)  goto (32|M0)                         _0_064            _0_075                                // $115
// B010: [inDivergent],  Preds:{B009},  Succs:{B011, B012}
_0_076:
        and (16|M0)   (eq)f1.0   null<1>:d     r34.0<8;8,1>:d    2139095040:d                        // $117
        and (16|M16)  (eq)f1.0   null<1>:d     r32.0<8;8,1>:d    2139095040:d                        // $119
(f1.0)  if (32|M0)                           _0_077            _0_079                                // $121
// B011: [inDivergent],  Preds:{B010},  Succs:{B013}
_0_078:
        mul (16|M0)              r124.0<1>:f   r34.0<8;8,1>:f    0x4F800000:f                        // $123
        mul (16|M16)             r2.0<1>:f     r32.0<8;8,1>:f    0x4F800000:f                        // $124
        mov (16|M0)              r24.0<1>:f    0xFFFFFFE0:f                                          //  (0xffffffe0:f); $131
        mov (16|M16)             r6.0<1>:f     0xFFFFFFE0:f                                          //  (0xffffffe0:f); $132
        shr (16|M0)              r122.0<1>:d   r124.0<8;8,1>:ud  23:w                                // $125
        shr (16|M16)             r4.0<1>:d     r2.0<8;8,1>:ud    23:w                                // $126
        mov (16|M0)              r14.0<1>:f    r124.0<8;8,1>:f                  {Compacted}          // $133
        mov (16|M16)             r10.0<1>:f    r2.0<8;8,1>:f                                         // $134
        and (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   255:w                               // $127
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     255:w                               // $128
        add (16|M0)              r52.0<1>:d    r122.0<8;8,1>:d   -32:w                               // $129
        add (16|M16)             r38.0<1>:d    r4.0<8;8,1>:d     -32:w                               // $130
        else (32|M0)                         _0_079            _0_079                                // $121
// B012: [inDivergent],  Preds:{B010},  Succs:{B013}
_0_077:
        mov (16|M0)              r24.0<1>:f    0x0:f                                                 //  (0x00000000:f); $137
        mov (16|M16)             r6.0<1>:f     0x0:f                                                 //  (0x00000000:f); $138
        mov (16|M0)              r14.0<1>:f    r34.0<8;8,1>:f                   {Compacted}          // $139
        mov (16|M16)             r10.0<1>:f    r32.0<8;8,1>:f                                        // $140
// B013: [inDivergent],  Preds:{B012, B011},  Succs:{B014, B015}
_0_079:
        endif (32|M0)                        L1968                                                   // $121
L1968:
        and (16|M0)   (eq)f0.0   null<1>:d     r30.0<8;8,1>:d    2139095040:d                        // $142
        and (16|M16)  (eq)f0.0   null<1>:d     r28.0<8;8,1>:d    2139095040:d                        // $144
(f0.0)  if (32|M0)                           _0_080            _0_082                                // $146
// B014: [inDivergent],  Preds:{B013},  Succs:{B016}
_0_081:
        mul (16|M16)             r2.0<1>:f     r28.0<8;8,1>:f    0x4F800000:f                        // $149
        mul (16|M0)              r124.0<1>:f   r30.0<8;8,1>:f    0x4F800000:f                        // $148
(W)     mov (1|M0)               r126.0<2>:b   32:w                                                  // $160
        shr (16|M16)             r4.0<1>:d     r2.0<8;8,1>:ud    23:w                                // $151
        shr (16|M0)              r122.0<1>:d   r124.0<8;8,1>:ud  23:w                                // $150
        and (16|M16)             r8.0<1>:d     r2.0<8;8,1>:d     2147483647:d                        // $157
        mov (16|M16)             r12.0<1>:f    r2.0<8;8,1>:f                                         // $159
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     255:w                               // $153
        and (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   255:w                               // $152
        and (16|M0)              r58.0<1>:d    r124.0<8;8,1>:d   2147483647:d                        // $156
        mov (16|M0)              r46.0<1>:f    r124.0<8;8,1>:f                  {Compacted}          // $158
        add (16|M16)             r16.0<1>:d    r4.0<8;8,1>:d     -32:w                               // $155
        mov (16|M16)             r60.0<1>:b    r126.0<0;1,0>:b                                       // $161
        add (16|M0)              r50.0<1>:d    r122.0<8;8,1>:d   -32:w                               // $154
        mov (16|M0)              r4.0<1>:b     r126.0<0;1,0>:b                                       // $160
        else (32|M0)                         _0_082            _0_082                                // $146
// B015: [inDivergent],  Preds:{B013},  Succs:{B016}
_0_080:
(W)     mov (1|M0)               r126.0<2>:b   0:w                                                   // $166
        mov (16|M0)              r46.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $164
        mov (16|M16)             r12.0<1>:f    r28.0<8;8,1>:f                                        // $165
        mov (16|M0)              r4.0<1>:b     r126.0<0;1,0>:b                                       // $166
        mov (16|M16)             r60.0<1>:b    r126.0<0;1,0>:b                                       // $167
// B016: [inDivergent],  Preds:{B015, B014},  Succs:{B017}
_0_082:
        endif (32|M0)                        L2352                                                   // $146
L2352:
        and (16|M0)              r124.0<1>:d   r14.0<8;8,1>:d    2147483647:d                        // $171
        and (16|M16)             r2.0<1>:d     r10.0<8;8,1>:d    2147483647:d                        // $172
        add (16|M0)              r122.0<1>:d   r4.0<8;8,1>:ub    r24.0<8;8,1>:d                      // $179
        add (16|M16)             r4.0<1>:d     r60.0<8;8,1>:ub   r6.0<8;8,1>:d                       // $180
        add (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   -r58.0<8;8,1>:d  {Compacted}        // $173
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     -r8.0<8;8,1>:d                      // $174
        add (16|M0)              r20.0<1>:d    r52.0<8;8,1>:d    -r50.0<8;8,1>:d  {Compacted}        // $169
        add (16|M16)             r18.0<1>:d    r38.0<8;8,1>:d    -r16.0<8;8,1>:d                     // $170
        asr (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   23:w                                // $175
        asr (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     23:w                                // $176
        add (16|M0)              r24.0<1>:d    r122.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}        // $181
        add (16|M16)             r22.0<1>:d    r4.0<8;8,1>:d     r2.0<8;8,1>:d                       // $182
// B017: [inDivergent],  Preds:{B016, B003},  Succs:{B018, B019}
_0_064:
        join (32|M0)                         _0_075                                                  // 
L2536:
        and (16|M0)              r122.0<1>:d   r46.0<8;8,1>:d    -2139095041:d                       // $186
        and (16|M16)             r4.0<1>:d     r12.0<8;8,1>:d    -2139095041:d                       // $187
        and (16|M0)              r124.0<1>:d   r14.0<8;8,1>:d    -2139095041:d                       // $184
        and (16|M16)             r2.0<1>:d     r10.0<8;8,1>:d    -2139095041:d                       // $185
        or (16|M0)               r122.0<1>:d   r122.0<8;8,1>:d   1065353216:d                        // $190
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     1065353216:d                        // $191
        or (16|M0)               r120.0<1>:d   r124.0<8;8,1>:d   1065353216:d                        // $188
        or (16|M16)              r6.0<1>:d     r2.0<8;8,1>:d     1065353216:d                        // $189
        math.inv (16|M0)         r114.0<1>:f   r122.0<8;8,1>:f                  {Compacted}          // $196
        add (16|M0)              r118.0<1>:d   r24.0<8;8,1>:d    126:w                               // $192
        math.inv (16|M16)        r12.0<1>:f    r4.0<8;8,1>:f                                         // $197
        add (16|M16)             r8.0<1>:d     r22.0<8;8,1>:d    126:w                               // $193
        mul (16|M0)              acc0.0<1>:f   r114.0<8;8,1>:f   r120.0<8;8,1>:f  {Compacted}        // $198
        mad (16|M0)              r124.0<1>:f   r56.0<0;0>:f      r114.0<8;1>:f     -r122.0<1>:f      // $200 {0=EL, 1=EH, 2=EH, BC=OK}
        add (16|M0)              r116.0<1>:d   -r24.0<8;8,1>:d   -152:w                              // $194
        mul (16|M16)             r14.0<1>:f    r12.0<8;8,1>:f    r6.0<8;8,1>:f                       // $199
        mad (16|M16)             r2.0<1>:f     r56.0<0;0>:f      r12.0<8;1>:f      -r4.0<1>:f        // $201 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M0)              r110.0<1>:f   r120.0<8;1>:f     acc0.0<8;1>:f     -r122.0<1>:f      // $204
        mad (16|M0)              r38.0<1>:f    r114.0<8;1>:f     r114.0<8;1>:f     r124.0<1>:f       // $202 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r16.0<1>:f    r6.0<8;1>:f       r14.0<8;1>:f      -r4.0<1>:f        // $205 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r12.0<1>:f    r12.0<8;1>:f      r12.0<8;1>:f      r2.0<1>:f         // $203 {0=EL, 1=EL, 2=EL, BC=BAD}
        add (16|M16)             r10.0<1>:d    -r22.0<8;8,1>:d   -152:w                              // $195
        mac (16|M0)              r124.0<1>:f   r38.0<8;8,1>:f    r110.0<8;8,1>:f  {Compacted}        // $206
        and (16|M0)   (lt)f1.0   null<1>:d     r118.0<8;8,1>:d   r116.0<8;8,1>:d                     // $210
        mad (16|M16)             r112.0<1>:f   r14.0<8;1>:f      r12.0<8;1>:f      r16.0<1>:f        // $207 {0=EL, 1=EL, 2=EL, BC=BAD}
        and (16|M16)  (lt)f1.0   null<1>:d     r8.0<8;8,1>:d     r10.0<8;8,1>:d                      // $212
        mad (16|M0)              r122.0<1>:f   r120.0<8;1>:f     r124.0<8;1>:f     -r122.0<1>:f      // $208 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r114.0<1>:f   r6.0<8;1>:f       r112.0<8;1>:f     -r4.0<1>:f        // $209 {0=EL, 1=EH, 2=EL, BC=OK}
(~f1.0) if (32|M0)                           _0_083            _fp32_ieee_k0_1_cf                    // $214
// B018: [inDivergent],  Preds:{B017},  Succs:{B023}
_0_084:
        mad (16|M0)              r124.0<1>:f   r124.0<8;1>:f     r38.0<8;1>:f      r122.0<1>:f       // $216 {0=EH, 1=EL, 2=EH, BC=OK}
        asr (16|M0)              r120.0<1>:d   r20.0<8;8,1>:d    31:w                                // $220
        asr (16|M16)             r6.0<1>:d     r18.0<8;8,1>:d    31:w                                // $221
        add (16|M16)             r4.0<1>:d     r18.0<8;8,1>:d    -253:w                              // $219
        add (16|M0)              r122.0<1>:d   r20.0<8;8,1>:d    -253:w                              // $218
        add (16|M0)              r118.0<1>:d   r120.0<8;8,1>:d   248:w                               // $222
        add (16|M16)             r8.0<1>:d     r6.0<8;8,1>:d     248:w                               // $223
        cmp (16|M16)  (lt)f1.0   null<1>:d     r4.0<8;8,1>:ud    0xFFFFFE85:ud                       // $227
        cmp (16|M0)   (lt)f1.0   null<1>:d     r122.0<8;8,1>:ud  0xFFFFFE85:ud                       // $226
        xor (16|M0)              r118.0<1>:d   r118.0<8;8,1>:d   r120.0<8;8,1>:d  {Compacted}        // $224
        xor (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r6.0<8;8,1>:d                       // $225
(~f1.0) mov (16|M16)             r8.0<1>:f     r18.0<8;8,1>:f                                        // $229
(~f1.0) mov (16|M0)              r118.0<1>:f   r20.0<8;8,1>:f                                        // $228
        mad (16|M16)             r2.0<1>:f     r112.0<8;1>:f     r12.0<8;1>:f      r114.0<1>:f       // $217 {0=EH, 1=EL, 2=EH, BC=OK}
        asr (16|M16)             r10.0<1>:d    r8.0<8;8,1>:d     1:w                                 // $231
        asr (16|M0)              r116.0<1>:d   r118.0<8;8,1>:d   1:w                                 // $230
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     -r10.0<8;8,1>:d                     // $233
        add (16|M0)              r118.0<1>:d   r118.0<8;8,1>:d   -r116.0<8;8,1>:d {Compacted}        // $232
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    23:w                                // $235
        shl (16|M0)              r116.0<1>:d   r116.0<8;8,1>:d   23:w                                // $234
        shl (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     23:w                                // $239
        shl (16|M0)              r118.0<1>:d   r118.0<8;8,1>:d   23:w                                // $238
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r2.0<8;8,1>:d                       // $237
        add (16|M0)              r116.0<1>:d   r116.0<8;8,1>:d   r124.0<8;8,1>:d  {Compacted}        // $236
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     1065353216:d                        // $241
        add (16|M0)              r118.0<1>:d   r118.0<8;8,1>:d   1065353216:d                        // $240
        mul (16|M16)             r26.0<1>:f    r10.0<8;8,1>:f    r8.0<8;8,1>:f                       // $243
        mul (16|M0)              r20.0<1>:f    r116.0<8;8,1>:f   r118.0<8;8,1>:f  {Compacted}        // $242
        else (32|M0)                         _fp32_ieee_k0_1_cf  _fp32_ieee_k0_1_cf                  // $214
// B019: [inDivergent],  Preds:{B017},  Succs:{B020, B021}
_0_083:
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $246
        mad (16|M0)              r8.0<1>:f     r124.0<8;1>:f     r38.0<8;1>:f      r122.0<1>:f       // $247 {0=EH, 1=EL, 2=EH, BC=OK}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $248
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $249
        mad (16|M16)             r10.0<1>:f    r112.0<8;1>:f     r12.0<8;1>:f      r114.0<1>:f       // $250 {0=EH, 1=EL, 2=EH, BC=OK}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $251
        and (16|M16)  (ne)f0.0   r2.0<1>:d     r114.0<8;8,1>:d   2147483647:d                        // $253
        and (16|M0)   (ne)f1.0   r124.0<1>:d   r122.0<8;8,1>:d   2147483647:d                        // $252
        cmp (16|M16)  (gt)f1.0   null<1>:d     r22.0<8;8,1>:d    -128:w                              // $262
(W)     mov (1|M0)               r121.0<1>:hf  0x1:hf                                                // $263
(W)     mov (1|M0)               r126.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $253
        cmp (16|M16)  (ne)f0.0   r6.0<1>:d     r2.0<8;8,1>:d     0:w                                 // $257
        cmp (16|M0)   (ne)f0.0   r122.0<1>:d   r124.0<8;8,1>:d   0:w                                 // $256
(f1.0)  cmp (16|M0)   (gt)f1.0   null<1>:d     r24.0<8;8,1>:d    -128:w                              // $260
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r121.0<0;1,0>:uw  0x0:uw                              // $263
        mov (16|M16)             r14.0<1>:d    -r6.0<8;8,1>:d                                        // $259
(W)     mov (1|M0)               r4.0<1>:uw    f0.0<0;1,0>:uw                                        // $256
(W)     mov (1|M0)               r126.1<1>:ud  f0.0<0;1,0>:ud                                        // $257
(W)     mov (1|M0)               f0.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $263
        mov (16|M0)              r12.0<1>:d    -r122.0<8;8,1>:d                 {Compacted}          // $258
(f0.0)  sel (16|M16)             r125.0<1>:uw  r121.0<0;1,0>:uw  0x0:uw                              // $263
        and (16|M16)  (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r125.0<16;16,1>:uw                // $263
(~f1.0) if (32|M0)                           _0_085            _fp32_ieee_k0_6_cf                    // $264
// B020: [inDivergent],  Preds:{B019},  Succs:{B022}
_0_086:
        and (16|M0)              r122.0<1>:d   r8.0<8;8,1>:d     -2139095041:d                       // $270
        and (16|M16)             r4.0<1>:d     r10.0<8;8,1>:d    -2139095041:d                       // $271
        shl (16|M0)              r124.0<1>:d   r24.0<8;8,1>:d    23:w                                // $266
        shl (16|M16)             r2.0<1>:d     r22.0<8;8,1>:d    23:w                                // $267
        or (16|M0)               r122.0<1>:d   r122.0<8;8,1>:d   r12.0<8;8,1>:d   {Compacted}        // $272
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     r14.0<8;8,1>:d                      // $273
        add (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   2122317824:d                        // $268
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     2122317824:d                        // $269
        or (16|M0)               r122.0<1>:d   r122.0<8;8,1>:d   8388608:d                           // $274
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     8388608:d                           // $275
        mul (16|M0)              r20.0<1>:f    r124.0<8;8,1>:f   r122.0<8;8,1>:f  {Compacted}        // $276
        mul (16|M16)             r26.0<1>:f    r2.0<8;8,1>:f     r4.0<8;8,1>:f                       // $277
        else (32|M0)                         _fp32_ieee_k0_6_cf  _fp32_ieee_k0_6_cf                  // $264
// B021: [inDivergent],  Preds:{B019},  Succs:{B022}
_0_085:
        and (16|M0)              r124.0<1>:d   r8.0<8;8,1>:d     -2147483648:d                       // $280
        and (16|M16)             r2.0<1>:d     r10.0<8;8,1>:d    -2147483648:d                       // $281
        shl (16|M0)              r120.0<1>:d   r8.0<8;8,1>:d     1:w                                 // $284
        shl (16|M16)             r6.0<1>:d     r10.0<8;8,1>:d    1:w                                 // $285
        and (16|M16)  (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    4194304:d                           // $290
        and (16|M0)   (eq)f0.0   null<1>:d     r8.0<8;8,1>:d     4194304:d                           // $288
(W)     mov (1|M0)               r126.0<1>:f   0xA00000:f                                            //  (0x00a00000:f); $292
        or (16|M16)              r116.0<1>:d   r2.0<8;8,1>:d     r14.0<8;8,1>:d                      // $295
        or (16|M0)               r10.0<1>:d    r124.0<8;8,1>:d   r12.0<8;8,1>:d   {Compacted}        // $294
        and (16|M0)              r120.0<1>:d   r120.0<8;8,1>:d   8388606:d                           // $286
        and (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     8388606:d                           // $287
(f0.0)  sel (16|M0)              r8.0<1>:d     r126.0<0;1,0>:d   12582912:d                          // $292
(f0.0)  sel (16|M16)             r118.0<1>:d   r126.0<0;1,0>:d   12582912:d                          // $293
        or (16|M0)               r10.0<1>:d    r10.0<8;8,1>:d    r120.0<8;8,1>:d  {Compacted}        // $296
        or (16|M16)              r116.0<1>:d   r116.0<8;8,1>:d   r6.0<8;8,1>:d                       // $297
        or (16|M0)               r122.0<1>:d   r124.0<8;8,1>:d   8388608:d                           // $282
        or (16|M16)              r4.0<1>:d     r2.0<8;8,1>:d     8388608:d                           // $283
        or (16|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r124.0<8;8,1>:d  {Compacted}        // $300
        or (16|M16)              r118.0<1>:d   r118.0<8;8,1>:d   r2.0<8;8,1>:d                       // $301
        or (16|M0)               r10.0<1>:d    r10.0<8;8,1>:d    8388608:d                           // $298
        or (16|M16)              r116.0<1>:d   r116.0<8;8,1>:d   8388608:d                           // $299
        mul (16|M0)              r112.0<1>:f   r122.0<8;8,1>:f   r122.0<8;8,1>:f  {Compacted}        // $306
        mul (16|M16)             r14.0<1>:f    r4.0<8;8,1>:f     r4.0<8;8,1>:f                       // $307
        mad (16|M0)              acc0.0<1>:f   r8.0<8;1>:f       r10.0<8;1>:f      r56.1<0>:f        // $302 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r114.0<1>:f   r118.0<8;1>:f     r116.0<8;1>:f     r56.1<0>:f        // $303 {0=EH, 1=EH, 2=EL, BC=OK}
        and (16|M0)              r120.0<1>:d   r112.0<8;8,1>:d   -2:w                                // $308
        and (16|M16)             r6.0<1>:d     r14.0<8;8,1>:d    -2:w                                // $309
        add (16|M0)              r12.0<1>:f    acc0.0<8;8,1>:f   -r122.0<8;8,1>:f {Compacted}        // $304
        add (16|M16)             r114.0<1>:f   r114.0<8;8,1>:f   -r4.0<8;8,1>:f                      // $305
        or (16|M0)               r20.0<1>:d    r120.0<8;8,1>:d   r12.0<8;8,1>:d   {Compacted}        // $310
        or (16|M16)              r26.0<1>:d    r6.0<8;8,1>:d     r114.0<8;8,1>:d                     // $311
// B022: [inDivergent],  Preds:{B021, B020},  Succs:{B023}
_fp32_ieee_k0_6_cf:
        endif (32|M0)                        _fp32_ieee_k0_1_cf                                      // $264
// B023: [inDivergent],  Preds:{B018, B022},  Succs:{B030}
_fp32_ieee_k0_1_cf:
        endif (32|M0)                        L4424                                                   // $214
L4424:
        goto (32|M0)                         _0_075            _fp32_ieee_k0_5_cf                    // $349
// B024: [inDivergent],  Preds:{B009},  Succs:{B030}
_0_075:
        join (32|M0)                         _0_073                                                  // 
L4456:
        mul (16|M0)              r20.0<1>:f    r34.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}        // $314
        mul (16|M16)             r26.0<1>:f    r32.0<8;8,1>:f    r28.0<8;8,1>:f                      // $315
        goto (32|M0)                         _0_073            _fp32_ieee_k0_5_cf                    // $316
// B025: [inDivergent],  Preds:{B008},  Succs:{B030}
_0_073:
        join (32|M0)                         _0_071                                                  // 
L4512:
        or (16|M0)               r124.0<1>:d   r46.0<8;8,1>:d    2139095040:d                        // $318
        or (16|M16)              r2.0<1>:d     r40.0<8;8,1>:d    2139095040:d                        // $319
        cmp (16|M0)   (eq)f1.0   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $324
        cmp (16|M16)  (eq)f1.0   null<1>:d     r36.0<8;8,1>:d    0:w                                 // $325
        mul (16|M0)              acc0.0<1>:f   r34.0<8;8,1>:f    r124.0<8;8,1>:f  {Compacted}        // $320
        mul (16|M16)             r4.0<1>:f     r32.0<8;8,1>:f    r2.0<8;8,1>:f                       // $321
        xor (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   r24.0<8;8,1>:d   {Compacted}        // $322
        xor (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     r48.0<8;8,1>:d                      // $323
(f1.0)  sel (16|M0)              r20.0<1>:f    acc0.0<8;8,1>:f   r124.0<8;8,1>:f                     // $326
(f1.0)  sel (16|M16)             r26.0<1>:f    r4.0<8;8,1>:f     r2.0<8;8,1>:f                       // $327
        goto (32|M0)                         _0_071            _fp32_ieee_k0_5_cf                    // $328
// B026: [inDivergent],  Preds:{B007},  Succs:{B030}
_0_071:
        join (32|M0)                         _0_069                                                  // 
L4688:
        mul (16|M0)              r20.0<1>:f    r34.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}        // $330
        mul (16|M16)             r26.0<1>:f    r32.0<8;8,1>:f    r40.0<8;8,1>:f                      // $331
        goto (32|M0)                         _0_069            _fp32_ieee_k0_5_cf                    // $332
// B027: [inDivergent],  Preds:{B006},  Succs:{B030}
_0_069:
        join (32|M0)                         _0_067                                                  // 
L4744:
        xor (16|M0)              r124.0<1>:d   r46.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $334
        xor (16|M16)             r2.0<1>:d     r40.0<8;8,1>:d    r32.0<8;8,1>:d                      // $335
        xor (16|M0)              r122.0<1>:d   r24.0<8;8,1>:d    r30.0<8;8,1>:d   {Compacted}        // $336
        xor (16|M16)             r4.0<1>:d     r48.0<8;8,1>:d    r28.0<8;8,1>:d                      // $337
        add (16|M0)              r20.0<1>:f    r124.0<8;8,1>:f   -r122.0<8;8,1>:f {Compacted}        // $338
        add (16|M16)             r26.0<1>:f    r2.0<8;8,1>:f     -r4.0<8;8,1>:f                      // $339
        goto (32|M0)                         _0_067            _fp32_ieee_k0_5_cf                    // $340
// B028: [inDivergent],  Preds:{B005},  Succs:{B030}
_0_067:
        join (32|M0)                         _0_065                                                  // 
L4848:
        add (16|M0)              r20.0<1>:f    r30.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}        // $342
        add (16|M16)             r26.0<1>:f    r28.0<8;8,1>:f    r28.0<8;8,1>:f                      // $343
        goto (32|M0)                         _0_065            _fp32_ieee_k0_5_cf                    // $344
// B029: [inDivergent],  Preds:{B004},  Succs:{B030}
_0_065:
        join (32|M0)                         _fp32_ieee_k0_5_cf                                      // 
L4904:
        add (16|M0)              r20.0<1>:f    r34.0<8;8,1>:f    r30.0<8;8,1>:f   {Compacted}        // $346
        add (16|M16)             r26.0<1>:f    r32.0<8;8,1>:f    r28.0<8;8,1>:f                      // $347
// B030: [inDivergent],  Preds:{B029, B028, B027, B026, B025, B024, B023},  Succs:{B031}
_fp32_ieee_k0_5_cf:
        join (32|M0)                         _fp32_ieee_k0_5_cf                                      // 
// B031: Preds:{B001, B030},  Succs:{B032, B047}
_0_061:
        endif (32|M0)                        L4960                                                   // $39
L4960:
        mov (16|M0)              r12.0<1>:f    (abs)r34.0<8;8,1>:f              {Compacted}          // $349
        mov (16|M16)             r16.0<1>:f    (abs)r32.0<8;8,1>:f                                   // $350
        shr (16|M0)              r124.0<1>:d   r12.0<8;8,1>:ud   23:w                                // $351
        shr (16|M16)             r2.0<1>:d     r16.0<8;8,1>:ud   23:w                                // $352
        and (16|M0)              r36.0<1>:d    r12.0<8;8,1>:d    8388607:d                           // $355
        and (16|M16)             r18.0<1>:d    r16.0<8;8,1>:d    8388607:d                           // $356
        and (16|M0)              r24.0<1>:d    r124.0<8;8,1>:d   255:w                               // $353
        and (16|M16)             r22.0<1>:d    r2.0<8;8,1>:d     255:w                               // $354
        or (16|M0)    (eq)f0.0   null<1>:d     r24.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $357
        or (16|M16)   (eq)f0.0   null<1>:d     r22.0<8;8,1>:d    r18.0<8;8,1>:d                      // $359
(~f0.0) if (32|M0)                           _0_087            _0_087                                // $361
// B032: [inDivergent],  Preds:{B031},  Succs:{B033, B042}
_0_088:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r24.0<8;8,1>:d    255:w                               // $363
        cmp (16|M16)  (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    255:w                               // $364
(~f1.0) if (32|M0)                           _0_089            _fp32_ieee_k0_7_cf                    // $365
// B033: [inDivergent],  Preds:{B032},  Succs:{B034, B039}
_0_090:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r12.0<8;8,1>:d    -1:w                                // $367
        cmp (16|M16)  (gt)f0.0   null<1>:d     r16.0<8;8,1>:d    -1:w                                // $368
(f0.0)  if (32|M0)                           _0_091            _fp32_ieee_k0_3_cf                    // $369
// B034: [inDivergent],  Preds:{B033},  Succs:{B035, B036}
_0_092:
        and (16|M0)              r122.0<1>:d   r12.0<8;8,1>:d    16777215:d                          // $373
        and (16|M16)             r4.0<1>:d     r16.0<8;8,1>:d    16777215:d                          // $374
        mul (16|M0)              acc0.0<1>:f   (abs)r34.0<8;8,1>:f  0x7E800000:f                     // $371
        mul (16|M16)             r2.0<1>:f     (abs)r32.0<8;8,1>:f  0x7E800000:f                     // $372
        cmp (16|M0)   (eq)f1.0   null<1>:d     r24.0<8;8,1>:d    0:w                                 // $377
        cmp (16|M16)  (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    0:w                                 // $378
        or (16|M0)               r122.0<1>:d   r122.0<8;8,1>:d   1056964608:d                        // $375
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     1056964608:d                        // $376
(W)     mov (1|M0)               r126.0<1>:f   0x3F000000:f                                          // $387
(f1.0)  sel (16|M0)              r120.0<1>:f   acc0.0<8;8,1>:f   r122.0<8;8,1>:f                     // $379
(f1.0)  sel (16|M16)             r6.0<1>:f     r2.0<8;8,1>:f     r4.0<8;8,1>:f                       // $380
        math.rsqt (16|M0)        r118.0<1>:f   r120.0<8;8,1>:f                  {Compacted}          // $381
        math.rsqt (16|M16)       r8.0<1>:f     r6.0<8;8,1>:f                                         // $382
        mul (16|M0)              r116.0<1>:f   r118.0<8;8,1>:f   0x3F000000:f                        // $383
        mul (16|M0)              r118.0<1>:f   r118.0<8;8,1>:f   r120.0<8;8,1>:f  {Compacted}        // $385
        mul (16|M16)             r10.0<1>:f    r8.0<8;8,1>:f     0x3F000000:f                        // $384
        mul (16|M16)             r8.0<1>:f     r8.0<8;8,1>:f     r6.0<8;8,1>:f                       // $386
        mad (16|M0)              r12.0<1>:f    r126.0<0;0>:f     r116.0<8;1>:f     -r118.0<1>:f      // $388 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r114.0<1>:f   r126.0<0;0>:f     r10.0<8;1>:f      -r8.0<1>:f        // $389 {0=EH, 1=EL, 2=EL, BC=OK}
        mad (16|M0)              r2.0<1>:f     r118.0<8;1>:f     r118.0<8;1>:f     r12.0<1>:f        // $392 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (16|M0)              acc0.0<1>:f   r116.0<8;1>:f     r116.0<8;1>:f     r12.0<1>:f        // $390 {0=EH, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r124.0<1>:f   r8.0<8;1>:f       r8.0<8;1>:f       r114.0<1>:f       // $393 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r14.0<1>:f    r10.0<8;1>:f      r10.0<8;1>:f      r114.0<1>:f       // $391 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r122.0<1>:f   r120.0<8;1>:f     r2.0<8;1>:f       -r2.0<1>:f        // $394 {0=EH, 1=EL, 2=EL, BC=GOOD}
        mad (16|M16)             r4.0<1>:f     r6.0<8;1>:f       r124.0<8;1>:f     -r124.0<1>:f      // $395 {0=EL, 1=EH, 2=EH, BC=GOOD}
        mad (16|M0)              r6.0<1>:f     r2.0<8;1>:f       acc0.0<8;1>:f     r122.0<1>:f       // $396
        mad (16|M16)             r8.0<1>:f     r124.0<8;1>:f     r14.0<8;1>:f      r4.0<1>:f         // $397 {0=EH, 1=EL, 2=EL, BC=OK}
(~f1.0) if (32|M0)                           _0_093            _fp32_ieee_k0_2_cf                    // $398
// B035: [inDivergent],  Preds:{B034},  Succs:{B037}
_0_094:
        shl (16|M0)              r122.0<1>:d   r24.0<8;8,1>:d    22:w                                // $402
        shl (16|M16)             r4.0<1>:d     r22.0<8;8,1>:d    22:w                                // $403
        and (16|M0)              r124.0<1>:d   r6.0<8;8,1>:d     8388607:d                           // $400
        and (16|M16)             r2.0<1>:d     r8.0<8;8,1>:d     8388607:d                           // $401
        add (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   532676608:d                         // $404
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     532676608:d                         // $405
        and (16|M0)              r122.0<1>:d   r122.0<8;8,1>:d   2139095040:d                        // $406
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2139095040:d                        // $407
        or (16|M0)               r12.0<1>:d    r124.0<8;8,1>:d   r122.0<8;8,1>:d  {Compacted}        // $408
        or (16|M16)              r16.0<1>:d    r2.0<8;8,1>:d     r4.0<8;8,1>:d                       // $409
        else (32|M0)                         _fp32_ieee_k0_2_cf  _fp32_ieee_k0_2_cf                  // $398
// B036: [inDivergent],  Preds:{B034},  Succs:{B037}
_0_093:
        mul (16|M0)              r12.0<1>:f    r6.0<8;8,1>:f     0x20000000:f                        // $412
        mul (16|M16)             r16.0<1>:f    r8.0<8;8,1>:f     0x20000000:f                        // $413
// B037: [inDivergent],  Preds:{B036, B035},  Succs:{B038}
_fp32_ieee_k0_2_cf:
        endif (32|M0)                        _fp32_ieee_k0_9_cf                                      // $398
// B038: [inDivergent],  Preds:{B037},  Succs:{B040}
_fp32_ieee_k0_9_cf:
        else (32|M0)                         _fp32_ieee_k0_3_cf  _fp32_ieee_k0_3_cf                  // $369
// B039: [inDivergent],  Preds:{B033},  Succs:{B040}
_0_091:
        mov (16|M0)              r12.0<1>:f    0xFFC00000:f                                          //  (0xffc00000:f); $416
        mov (16|M16)             r16.0<1>:f    0xFFC00000:f                                          //  (0xffc00000:f); $417
// B040: [inDivergent],  Preds:{B039, B038},  Succs:{B041}
_fp32_ieee_k0_3_cf:
        endif (32|M0)                        _fp32_ieee_k0_8_cf                                      // $369
// B041: [inDivergent],  Preds:{B040},  Succs:{B046}
_fp32_ieee_k0_8_cf:
        else (32|M0)                         _fp32_ieee_k0_7_cf  _fp32_ieee_k0_7_cf                  // $365
// B042: [inDivergent],  Preds:{B032},  Succs:{B043, B044}
_0_089:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r36.0<8;8,1>:d    0:w                                 // $420
        cmp (16|M16)  (eq)f1.0   null<1>:d     r18.0<8;8,1>:d    0:w                                 // $421
(~f1.0) if (32|M0)                           _0_095            _fp32_ieee_k0_10_cf                   // $422
// B043: [inDivergent],  Preds:{B042},  Succs:{B045}
_0_096:
        or (16|M0)               r12.0<1>:d    r12.0<8;8,1>:d    4194304:d                           // $424
        or (16|M16)              r16.0<1>:d    r16.0<8;8,1>:d    4194304:d                           // $425
        else (32|M0)                         _fp32_ieee_k0_10_cf  _fp32_ieee_k0_10_cf                // $422
// B044: [inDivergent],  Preds:{B042},  Succs:{B045}
_0_095:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r12.0<8;8,1>:d    -1:w                                // $428
        cmp (16|M16)  (gt)f0.0   null<1>:d     r16.0<8;8,1>:d    -1:w                                // $429
(W)     mov (1|M0)               r126.0<1>:f   0x7F800000:f                                          //  (0x7f800000:f); $430
(f0.0)  sel (16|M0)              r12.0<1>:d    r126.0<0;1,0>:d   -4194304:d                          // $430
(f0.0)  sel (16|M16)             r16.0<1>:d    r126.0<0;1,0>:d   -4194304:d                          // $431
// B045: [inDivergent],  Preds:{B044, B043},  Succs:{B046}
_fp32_ieee_k0_10_cf:
        endif (32|M0)                        _fp32_ieee_k0_7_cf                                      // $422
// B046: [inDivergent],  Preds:{B041, B045},  Succs:{B047}
_fp32_ieee_k0_7_cf:
        endif (32|M0)                        _0_087                                                  // $365
// B047: Preds:{B031, B046},  Succs:{B048, B049}
_0_087:
        endif (32|M0)                        L6168                                                   // $361
L6168:
        mad (16|M0)              r24.0<1>:f    r56.0<0;0>:f      r30.0<8;1>:f      r30.0<1>:f        // $435 {0=EL, 1=EL, 2=EL, BC=GOOD}
        mad (16|M16)             r22.0<1>:f    r56.0<0;0>:f      r28.0<8;1>:f      r28.0<1>:f        // $436 {0=EL, 1=EL, 2=EL, BC=GOOD}
        add (16|M0)              r18.0<1>:f    r20.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}        // $433
        add (16|M16)             r16.0<1>:f    r26.0<8;8,1>:f    r16.0<8;8,1>:f                      // $434
        shr (16|M0)              r124.0<1>:d   r24.0<8;8,1>:ud   23:w                                // $437
        shr (16|M16)             r2.0<1>:d     r22.0<8;8,1>:ud   23:w                                // $438
        and (16|M0)              r30.0<1>:d    r124.0<8;8,1>:d   255:w                               // $439
        and (16|M16)             r12.0<1>:d    r2.0<8;8,1>:d     255:w                               // $440
        add (16|M0)              r122.0<1>:d   r30.0<8;8,1>:d    -191:w                              // $441
        add (16|M16)             r4.0<1>:d     r12.0<8;8,1>:d    -191:w                              // $442
        cmp (16|M0)   (lt)f0.0   null<1>:d     r122.0<8;8,1>:ud  0xFFFFFF81:ud                       // $443
        cmp (16|M16)  (lt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0xFFFFFF81:ud                       // $444
(~f0.0) if (32|M0)                           _0_097            _fp32_ieee_k0_0_cf                    // $445
// B048: [inDivergent],  Preds:{B047},  Succs:{B069}
_0_098:
        math.inv (16|M0)         r124.0<1>:f   r24.0<8;8,1>:f                   {Compacted}          // $447
        math.inv (16|M16)        r2.0<1>:f     r22.0<8;8,1>:f                                        // $448
        mad (16|M0)              r122.0<1>:f   r56.0<0;0>:f      r124.0<8;1>:f     -r24.0<1>:f       // $449 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r4.0<1>:f     r56.0<0;0>:f      r2.0<8;1>:f       -r22.0<1>:f       // $450 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M0)              acc0.0<1>:f   r124.0<8;1>:f     r124.0<8;1>:f     r122.0<1>:f       // $451 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r6.0<1>:f     r2.0<8;1>:f       r2.0<8;1>:f       r4.0<1>:f         // $452 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M0)              r118.0<1>:f   r124.0<8;1>:f     acc0.0<8;1>:f     r122.0<1>:f       // $453
        mad (16|M16)             r8.0<1>:f     r2.0<8;1>:f       r6.0<8;1>:f       r4.0<1>:f         // $454 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M0)              r116.0<1>:f   r56.0<0;0>:f      r118.0<8;1>:f     -r24.0<1>:f       // $455 {0=EL, 1=EH, 2=EL, BC=OK}
        mad (16|M16)             r10.0<1>:f    r56.0<0;0>:f      r8.0<8;1>:f       -r22.0<1>:f       // $456 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M0)              r28.0<1>:f    r118.0<8;1>:f     acc0.0<8;1>:f     r116.0<1>:f       // $457
        mad (16|M16)             r20.0<1>:f    r8.0<8;1>:f       r6.0<8;1>:f       r10.0<1>:f        // $458 {0=EL, 1=EL, 2=EL, BC=BAD}
        else (32|M0)                         _fp32_ieee_k0_0_cf  _fp32_ieee_k0_0_cf                  // $445
// B049: [inDivergent],  Preds:{B047},  Succs:{B050, B051}
_0_097:
        add (16|M0)              r124.0<1>:d   r30.0<8;8,1>:d    -255:w                              // $461
        add (16|M16)             r2.0<1>:d     r12.0<8;8,1>:d    -255:w                              // $462
        cmp (16|M0)   (lt)f1.0   null<1>:d     r124.0<8;8,1>:ud  0xFFFFFF02:ud                       // $463
        cmp (16|M16)  (lt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0xFFFFFF02:ud                       // $464
(f1.0)  goto (32|M0)                         _0_100            _0_100                                // $465
// B050: [inDivergent],  Preds:{B049},  Succs:{B058}
_0_101:
        and (16|M0)              r124.0<1>:d   r24.0<8;8,1>:d    2147483647:d                        // $467
        and (16|M16)             r2.0<1>:d     r22.0<8;8,1>:d    2147483647:d                        // $468
        add (16|M0)              r124.0<1>:d   -r124.0<8;8,1>:d  1065353216:d                        // $469
        add (16|M16)             r2.0<1>:d     -r2.0<8;8,1>:d    1065353216:d                        // $470
        asr (16|M0)              r28.0<1>:d    r124.0<8;8,1>:d   23:w                                // $471
        asr (16|M16)             r26.0<1>:d    r2.0<8;8,1>:d     23:w                                // $472
        goto (32|M0)                         _0_100            _0_102                                // $473
// B051: [inDivergent],  Preds:{B049},  Succs:{B052, B067}
_0_100:
        join (32|M0)                         _0_102                                                  // 
L6776:
        and (16|M0)              r4.0<1>:d     r24.0<8;8,1>:d    2147483647:d                        // $475
        and (16|M16)             r6.0<1>:d     r22.0<8;8,1>:d    2147483647:d                        // $476
        cmp (16|M0)   (gt)f0.0   null<1>:d     r4.0<8;8,1>:ud    0x7F800000:ud                       // $477
        cmp (16|M16)  (gt)f0.0   null<1>:d     r6.0<8;8,1>:ud    0x7F800000:ud                       // $478
(f0.0)  goto (32|M0)                         _0_102            _0_103                                // $479
// B052: [inDivergent],  Preds:{B051},  Succs:{B053, B066}
_0_104:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r30.0<8;8,1>:d    255:w                               // $483
        cmp (16|M16)  (eq)f1.0   null<1>:d     r12.0<8;8,1>:d    255:w                               // $484
        and (16|M0)              r28.0<1>:d    r24.0<8;8,1>:d    -2147483648:d                       // $481
        and (16|M16)             r20.0<1>:d    r22.0<8;8,1>:d    -2147483648:d                       // $482
(f1.0)  goto (32|M0)                         _0_102            _0_105                                // $485
// B053: [inDivergent],  Preds:{B052},  Succs:{B054, B065}
_0_106:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     0:w                                 // $487
        cmp (16|M16)  (eq)f0.0   null<1>:d     r6.0<8;8,1>:d     0:w                                 // $488
(f0.0)  goto (32|M0)                         _0_102            _0_107                                // $489
// B054: [inDivergent],  Preds:{B053},  Succs:{B055, B056}
_0_108:
        and (16|M0)   (eq)f1.0   null<1>:d     r24.0<8;8,1>:d    2139095040:d                        // $491
        and (16|M16)  (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    2139095040:d                        // $493
(f1.0)  if (32|M0)                           _0_109            _0_111                                // $495
// B055: [inDivergent],  Preds:{B054},  Succs:{B057}
_0_110:
        mul (16|M0)              r24.0<1>:f    r24.0<8;8,1>:f    0x4F800000:f                        // $497
        mul (16|M16)             r22.0<1>:f    r22.0<8;8,1>:f    0x4F800000:f                        // $498
(W)     mov (1|M0)               r126.0<2>:b   32:w                                                  // $507
        shr (16|M0)              r124.0<1>:d   r24.0<8;8,1>:ud   23:w                                // $499
        shr (16|M16)             r2.0<1>:d     r22.0<8;8,1>:ud   23:w                                // $500
        and (16|M0)              r4.0<1>:d     r24.0<8;8,1>:d    2147483647:d                        // $505
        and (16|M16)             r6.0<1>:d     r22.0<8;8,1>:d    2147483647:d                        // $506
        and (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   255:w                               // $501
        and (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     255:w                               // $502
        mov (16|M0)              r10.0<1>:b    r126.0<0;1,0>:b                                       // $507
        mov (16|M16)             r8.0<1>:b     r126.0<0;1,0>:b                                       // $508
        add (16|M0)              r30.0<1>:d    r124.0<8;8,1>:d   -32:w                               // $503
        add (16|M16)             r12.0<1>:d    r2.0<8;8,1>:d     -32:w                               // $504
        else (32|M0)                         _0_111            _0_111                                // $495
// B056: [inDivergent],  Preds:{B054},  Succs:{B057}
_0_109:
(W)     mov (1|M0)               r126.0<2>:b   0:w                                                   // $511
        mov (16|M0)              r10.0<1>:b    r126.0<0;1,0>:b                                       // $511
        mov (16|M16)             r8.0<1>:b     r126.0<0;1,0>:b                                       // $512
// B057: [inDivergent],  Preds:{B056, B055},  Succs:{B058}
_0_111:
        endif (32|M0)                        L7320                                                   // $495
L7320:
        add (16|M0)              r124.0<1>:d   -r4.0<8;8,1>:d    1065353216:d                        // $514
        add (16|M16)             r2.0<1>:d     -r6.0<8;8,1>:d    1065353216:d                        // $515
        asr (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   23:w                                // $516
        asr (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     23:w                                // $517
        add (16|M0)              r28.0<1>:d    r10.0<8;8,1>:ub   r124.0<8;8,1>:d                     // $520
        add (16|M16)             r26.0<1>:d    r8.0<8;8,1>:ub    r2.0<8;8,1>:d                       // $521
// B058: [inDivergent],  Preds:{B057, B050},  Succs:{B059, B060}
_0_102:
        join (32|M0)                         _0_107                                                  // 
L7432:
        and (16|M0)              r124.0<1>:d   r24.0<8;8,1>:d    -2139095041:d                       // $523
        and (16|M16)             r2.0<1>:d     r22.0<8;8,1>:d    -2139095041:d                       // $524
        add (16|M0)              r122.0<1>:d   r28.0<8;8,1>:d    126:w                               // $527
        add (16|M16)             r4.0<1>:d     r26.0<8;8,1>:d    126:w                               // $528
        or (16|M0)               r124.0<1>:d   r124.0<8;8,1>:d   1065353216:d                        // $525
        or (16|M16)              r2.0<1>:d     r2.0<8;8,1>:d     1065353216:d                        // $526
        add (16|M0)              r120.0<1>:d   -r28.0<8;8,1>:d   -152:w                              // $529
        add (16|M16)             r6.0<1>:d     -r26.0<8;8,1>:d   -152:w                              // $530
        math.inv (16|M0)         r118.0<1>:f   r124.0<8;8,1>:f                  {Compacted}          // $531
        and (16|M0)   (lt)f0.0   null<1>:d     r122.0<8;8,1>:d   r120.0<8;8,1>:d  {Compacted}        // $541
        math.inv (16|M16)        r8.0<1>:f     r2.0<8;8,1>:f                                         // $532
        and (16|M16)  (lt)f0.0   null<1>:d     r4.0<8;8,1>:d     r6.0<8;8,1>:d                       // $543
        mad (16|M0)              r116.0<1>:f   r56.0<0;0>:f      r118.0<8;1>:f     -r124.0<1>:f      // $533 {0=EL, 1=EH, 2=EH, BC=OK}
        mad (16|M16)             r10.0<1>:f    r56.0<0;0>:f      r8.0<8;1>:f       -r2.0<1>:f        // $534 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M0)              r24.0<1>:f    r118.0<8;1>:f     r118.0<8;1>:f     r116.0<1>:f       // $535 {0=EH, 1=EH, 2=EH, BC=BAD}
        mad (16|M16)             r14.0<1>:f    r8.0<8;1>:f       r8.0<8;1>:f       r10.0<1>:f        // $536 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M0)              r118.0<1>:f   r118.0<8;1>:f     r24.0<8;1>:f      r116.0<1>:f       // $537 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r110.0<1>:f   r8.0<8;1>:f       r14.0<8;1>:f      r10.0<1>:f        // $538 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M0)              r116.0<1>:f   r56.0<0;0>:f      r118.0<8;1>:f     -r124.0<1>:f      // $539 {0=EL, 1=EH, 2=EH, BC=OK}
        mad (16|M16)             r112.0<1>:f   r56.0<0;0>:f      r110.0<8;1>:f     -r2.0<1>:f        // $540 {0=EL, 1=EH, 2=EL, BC=OK}
(~f0.0) if (32|M0)                           _0_112            _fp32_ieee_k0_4_cf                    // $545
// B059: [inDivergent],  Preds:{B058},  Succs:{B064}
_0_113:
        add (16|M0)              r124.0<1>:d   -r30.0<8;8,1>:d   127:w                               // $547
        add (16|M16)             r2.0<1>:d     -r12.0<8;8,1>:d   127:w                               // $548
        mad (16|M0)              r122.0<1>:f   r118.0<8;1>:f     r24.0<8;1>:f      r116.0<1>:f       // $549 {0=EH, 1=EL, 2=EH, BC=OK}
        add (16|M0)              r120.0<1>:d   r30.0<8;8,1>:d    -254:w                              // $551
        asr (16|M0)              r118.0<1>:d   r124.0<8;8,1>:d   31:w                                // $553
        asr (16|M16)             r8.0<1>:d     r2.0<8;8,1>:d     31:w                                // $554
        add (16|M16)             r6.0<1>:d     r12.0<8;8,1>:d    -254:w                              // $552
        cmp (16|M0)   (lt)f1.0   null<1>:d     r120.0<8;8,1>:ud  0xFFFFFE85:ud                       // $559
        add (16|M0)              r116.0<1>:d   r118.0<8;8,1>:d   248:w                               // $555
        add (16|M16)             r10.0<1>:d    r8.0<8;8,1>:d     248:w                               // $556
        cmp (16|M16)  (lt)f1.0   null<1>:d     r6.0<8;8,1>:ud    0xFFFFFE85:ud                       // $560
        mad (16|M16)             r4.0<1>:f     r110.0<8;1>:f     r14.0<8;1>:f      r112.0<1>:f       // $550 {0=EH, 1=EL, 2=EH, BC=OK}
        xor (16|M0)              r116.0<1>:d   r116.0<8;8,1>:d   r118.0<8;8,1>:d  {Compacted}        // $557
        xor (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r8.0<8;8,1>:d                       // $558
(~f1.0) mov (16|M0)              r116.0<1>:f   r124.0<8;8,1>:f                                       // $561
(~f1.0) mov (16|M16)             r10.0<1>:f    r2.0<8;8,1>:f                                         // $562
        asr (16|M0)              r114.0<1>:d   r116.0<8;8,1>:d   1:w                                 // $563
        asr (16|M16)             r12.0<1>:d    r10.0<8;8,1>:d    1:w                                 // $564
        add (16|M0)              r116.0<1>:d   r116.0<8;8,1>:d   -r114.0<8;8,1>:d {Compacted}        // $565
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    -r12.0<8;8,1>:d                     // $566
        shl (16|M0)              r114.0<1>:d   r114.0<8;8,1>:d   23:w                                // $567
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    23:w                                // $568
        shl (16|M0)              r116.0<1>:d   r116.0<8;8,1>:d   23:w                                // $571
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    23:w                                // $572
        add (16|M0)              r114.0<1>:d   r114.0<8;8,1>:d   r122.0<8;8,1>:d  {Compacted}        // $569
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d                       // $570
        add (16|M0)              r116.0<1>:d   r116.0<8;8,1>:d   1065353216:d                        // $573
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    1065353216:d                        // $574
        mul (16|M0)              r28.0<1>:f    r114.0<8;8,1>:f   r116.0<8;8,1>:f  {Compacted}        // $575
        mul (16|M16)             r20.0<1>:f    r12.0<8;8,1>:f    r10.0<8;8,1>:f                      // $576
        else (32|M0)                         _fp32_ieee_k0_4_cf  _fp32_ieee_k0_4_cf                  // $545
// B060: [inDivergent],  Preds:{B058},  Succs:{B061, B062}
_0_112:
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $579
        mad (16|M0)              r10.0<1>:f    r118.0<8;1>:f     r24.0<8;1>:f      r116.0<1>:f       // $580 {0=EH, 1=EL, 2=EH, BC=OK}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $581
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $582
        mad (16|M16)             r8.0<1>:f     r110.0<8;1>:f     r14.0<8;1>:f      r112.0<1>:f       // $583 {0=EH, 1=EL, 2=EH, BC=OK}
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $584
        and (16|M16)  (ne)f1.0   r2.0<1>:d     r112.0<8;8,1>:d   2147483647:d                        // $586
        and (16|M0)   (ne)f0.0   r124.0<1>:d   r116.0<8;8,1>:d   2147483647:d                        // $585
        cmp (16|M16)  (gt)f0.0   null<1>:d     r26.0<8;8,1>:d    -128:w                              // $595
(W)     mov (1|M0)               r121.0<1>:hf  0x1:hf                                                // $596
(W)     mov (1|M0)               r126.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $586
        cmp (16|M16)  (ne)f1.0   r6.0<1>:d     r2.0<8;8,1>:d     0:w                                 // $590
        cmp (16|M0)   (ne)f1.0   r122.0<1>:d   r124.0<8;8,1>:d   0:w                                 // $589
(f0.0)  cmp (16|M0)   (gt)f0.0   null<1>:d     r28.0<8;8,1>:d    -128:w                              // $593
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r121.0<0;1,0>:uw  0x0:uw                              // $596
        mov (16|M16)             r14.0<1>:d    -r6.0<8;8,1>:d                                        // $592
(W)     mov (1|M0)               r4.0<1>:uw    f1.0<0;1,0>:uw                                        // $589
(W)     mov (1|M0)               r126.1<1>:ud  f1.0<0;1,0>:ud                                        // $590
(W)     mov (1|M0)               f1.0<1>:ud    r126.0<0;1,0>:ud                 {Compacted}          // $596
        mov (16|M0)              r12.0<1>:d    -r122.0<8;8,1>:d                 {Compacted}          // $591
(f1.0)  sel (16|M16)             r125.0<1>:uw  r121.0<0;1,0>:uw  0x0:uw                              // $596
        and (16|M16)  (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r125.0<16;16,1>:uw                // $596
(~f0.0) if (32|M0)                           _0_114            _fp32_ieee_k0_12_cf                   // $597
// B061: [inDivergent],  Preds:{B060},  Succs:{B063}
_0_115:
        and (16|M0)              r122.0<1>:d   r10.0<8;8,1>:d    -2139095041:d                       // $603
        and (16|M16)             r4.0<1>:d     r8.0<8;8,1>:d     -2139095041:d                       // $604
        shl (16|M0)              r124.0<1>:d   r28.0<8;8,1>:d    23:w                                // $599
        shl (16|M16)             r2.0<1>:d     r26.0<8;8,1>:d    23:w                                // $600
        or (16|M0)               r122.0<1>:d   r122.0<8;8,1>:d   r12.0<8;8,1>:d   {Compacted}        // $605
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     r14.0<8;8,1>:d                      // $606
        add (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   2122317824:d                        // $601
        add (16|M16)             r2.0<1>:d     r2.0<8;8,1>:d     2122317824:d                        // $602
        or (16|M0)               r122.0<1>:d   r122.0<8;8,1>:d   8388608:d                           // $607
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     8388608:d                           // $608
        mul (16|M0)              r28.0<1>:f    r124.0<8;8,1>:f   r122.0<8;8,1>:f  {Compacted}        // $609
        mul (16|M16)             r20.0<1>:f    r2.0<8;8,1>:f     r4.0<8;8,1>:f                       // $610
        else (32|M0)                         _fp32_ieee_k0_12_cf  _fp32_ieee_k0_12_cf                // $597
// B062: [inDivergent],  Preds:{B060},  Succs:{B063}
_0_114:
        and (16|M0)              r124.0<1>:d   r10.0<8;8,1>:d    -2147483648:d                       // $613
        and (16|M16)             r2.0<1>:d     r8.0<8;8,1>:d     -2147483648:d                       // $614
        shl (16|M0)              r120.0<1>:d   r10.0<8;8,1>:d    1:w                                 // $617
        shl (16|M16)             r6.0<1>:d     r8.0<8;8,1>:d     1:w                                 // $618
        and (16|M0)   (eq)f0.0   null<1>:d     r10.0<8;8,1>:d    4194304:d                           // $621
        and (16|M16)  (eq)f0.0   null<1>:d     r8.0<8;8,1>:d     4194304:d                           // $623
(W)     mov (1|M0)               r126.0<1>:f   0xA00000:f                                            //  (0x00a00000:f); $625
        or (16|M16)              r116.0<1>:d   r2.0<8;8,1>:d     r14.0<8;8,1>:d                      // $628
        or (16|M0)               r10.0<1>:d    r124.0<8;8,1>:d   r12.0<8;8,1>:d   {Compacted}        // $627
        and (16|M0)              r120.0<1>:d   r120.0<8;8,1>:d   8388606:d                           // $619
        and (16|M16)             r6.0<1>:d     r6.0<8;8,1>:d     8388606:d                           // $620
(f0.0)  sel (16|M0)              r8.0<1>:d     r126.0<0;1,0>:d   12582912:d                          // $625
(f0.0)  sel (16|M16)             r118.0<1>:d   r126.0<0;1,0>:d   12582912:d                          // $626
        or (16|M0)               r10.0<1>:d    r10.0<8;8,1>:d    r120.0<8;8,1>:d  {Compacted}        // $629
        or (16|M16)              r116.0<1>:d   r116.0<8;8,1>:d   r6.0<8;8,1>:d                       // $630
        or (16|M0)               r122.0<1>:d   r124.0<8;8,1>:d   8388608:d                           // $615
        or (16|M16)              r4.0<1>:d     r2.0<8;8,1>:d     8388608:d                           // $616
        or (16|M0)               r8.0<1>:d     r8.0<8;8,1>:d     r124.0<8;8,1>:d  {Compacted}        // $633
        or (16|M16)              r118.0<1>:d   r118.0<8;8,1>:d   r2.0<8;8,1>:d                       // $634
        or (16|M0)               r10.0<1>:d    r10.0<8;8,1>:d    8388608:d                           // $631
        or (16|M16)              r116.0<1>:d   r116.0<8;8,1>:d   8388608:d                           // $632
        mul (16|M0)              r112.0<1>:f   r122.0<8;8,1>:f   r122.0<8;8,1>:f  {Compacted}        // $639
        mul (16|M16)             r14.0<1>:f    r4.0<8;8,1>:f     r4.0<8;8,1>:f                       // $640
        mad (16|M0)              acc0.0<1>:f   r8.0<8;1>:f       r10.0<8;1>:f      r56.1<0>:f        // $635 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r114.0<1>:f   r118.0<8;1>:f     r116.0<8;1>:f     r56.1<0>:f        // $636 {0=EH, 1=EH, 2=EL, BC=OK}
        and (16|M0)              r120.0<1>:d   r112.0<8;8,1>:d   -2:w                                // $641
        and (16|M16)             r6.0<1>:d     r14.0<8;8,1>:d    -2:w                                // $642
        add (16|M0)              r12.0<1>:f    acc0.0<8;8,1>:f   -r122.0<8;8,1>:f {Compacted}        // $637
        add (16|M16)             r114.0<1>:f   r114.0<8;8,1>:f   -r4.0<8;8,1>:f                      // $638
        or (16|M0)               r28.0<1>:d    r120.0<8;8,1>:d   r12.0<8;8,1>:d   {Compacted}        // $643
        or (16|M16)              r20.0<1>:d    r6.0<8;8,1>:d     r114.0<8;8,1>:d                     // $644
// B063: [inDivergent],  Preds:{B062, B061},  Succs:{B064}
_fp32_ieee_k0_12_cf:
        endif (32|M0)                        _fp32_ieee_k0_4_cf                                      // $597
// B064: [inDivergent],  Preds:{B059, B063},  Succs:{B068}
_fp32_ieee_k0_4_cf:
        endif (32|M0)                        L9232                                                   // $545
L9232:
        goto (32|M0)                         _0_107            _fp32_ieee_k0_11_cf                   // 
// B065: [inDivergent],  Preds:{B053},  Succs:{B068}
_0_107:
        join (32|M0)                         _0_105                                                  // 
L9264:
        or (16|M0)               r28.0<1>:d    r28.0<8;8,1>:d    2139095040:d                        // $647
        or (16|M16)              r20.0<1>:d    r20.0<8;8,1>:d    2139095040:d                        // $648
        goto (32|M0)                         _0_105            _fp32_ieee_k0_11_cf                   // $649
// B066: [inDivergent],  Preds:{B052},  Succs:{B068}
_0_105:
        join (32|M0)                         _0_103                                                  // 
L9328:
        goto (32|M0)                         _0_103            _fp32_ieee_k0_11_cf                   // $651
// B067: [inDivergent],  Preds:{B051},  Succs:{B068}
_0_103:
        join (32|M0)                         _fp32_ieee_k0_11_cf                                     // 
L9360:
        add (16|M0)              r28.0<1>:f    r24.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}        // $653
        add (16|M16)             r20.0<1>:f    r22.0<8;8,1>:f    r22.0<8;8,1>:f                      // $654
// B068: [inDivergent],  Preds:{B067, B066, B065, B064},  Succs:{B069}
_fp32_ieee_k0_11_cf:
        join (32|M0)                         _fp32_ieee_k0_11_cf                                     // 
// B069: Preds:{B048, B068},  Succs:{B070}
_fp32_ieee_k0_0_cf:
        endif (32|M0)                        _0_099                                                  // $445
// B070: Preds:{B069},  Succs:{}
_0_099:
        add (16|M0)              r124.0<1>:f   r18.0<8;8,1>:f    r28.0<8;8,1>:f   {Compacted}        // $656
        add (16|M16)             r2.0<1>:f     r16.0<8;8,1>:f    r20.0<8;8,1>:f                      // $657
(W)     mov (8|M0)               r127.0<1>:f   r54.0<8;8,1>:f                   {Compacted}          // $662
        sends (16|M0)            null:w   r44     r124    0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $659
        sends (16|M16)           null:w   r42     r2      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $661
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $662
// Bank Conflict Statistics: 
// -- GOOD: 4
// --  BAD: 25
// --   OK: 26
//.accSubDef: 13
//.accSubUse: 17
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
