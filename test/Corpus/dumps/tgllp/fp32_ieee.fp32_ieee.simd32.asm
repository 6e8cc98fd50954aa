//.kernel fp32_ieee
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 715
//.RA type	HYBRID_BC_RA
//.spill flag store 2
//.spill flag load 2

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r110.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r110.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r110.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r74.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r72.0)
//.declare V0056 (64)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0057 (65)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0059 (67)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0060 (68)  rf=r size=64 type=d alias=V0056+0 align=16 words (r52.0)
//.declare V0061 (69)  rf=r size=64 type=d alias=V0057+0 align=16 words (r50.0)
//.declare V0062 (70)  rf=r size=64 type=d alias=V0058+0 align=16 words (r48.0)
//.declare V0063 (71)  rf=r size=64 type=d alias=V0059+0 align=16 words (r46.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0066 (74)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r52.0)
//.declare V0067 (75)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r50.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0069 (77)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0070 (78)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0072 (80)  rf=r size=64 type=ud alias=V0058+0 align=16 words (r48.0)
//.declare V0073 (81)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r46.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0079 (87)  rf=r size=64 type=d align=16 words (r4.0)
//.declare P01 (88)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0080 (89)  rf=r size=64 type=ud alias=V0078+0 align=16 words (r10.0)
//.declare V0081 (90)  rf=r size=64 type=ud alias=V0079+0 align=16 words (r4.0)
//.declare P02 (91)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0082 (92)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r12.0)
//.declare V0083 (93)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r2.0)
//.declare V0084 (94)  rf=r size=4 type=f align=2 words (r34.3)
//.declare V0085 (95)  rf=r size=4 type=f align=2 words (r34.2)
//.declare V0086 (96)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0087 (97)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0088 (98)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0089 (99)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0090 (100)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0091 (101)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0092 (102)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0093 (103)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0094 (104)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0095 (105)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0096 (106)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0097 (107)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0098 (108)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0099 (109)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0100 (110)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0101 (111)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0102 (112)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0103 (113)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0104 (114)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0105 (115)  rf=r size=64 type=d align=16 words (r8.0)
//.declare P03 (116)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0106 (117)  rf=r size=64 type=ud alias=V0104+0 align=16 words (r6.0)
//.declare V0107 (118)  rf=r size=64 type=ud alias=V0105+0 align=16 words (r8.0)
//.declare P04 (119)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0108 (120)  rf=r size=64 type=ud alias=V0102+0 align=16 words (r2.0)
//.declare V0109 (121)  rf=r size=64 type=ud alias=V0103+0 align=16 words (r4.0)
//.declare V0110 (122)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0111 (123)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0112 (124)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0113 (125)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0114 (126)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0115 (127)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0116 (128)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0117 (129)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0118 (130)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0119 (131)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0120 (132)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0121 (133)  rf=r size=64 type=d align=16 words (r16.0)
//.declare P05 (134)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0122 (135)  rf=r size=64 type=ud alias=V0110+0 align=16 words (r64.0)
//.declare V0123 (136)  rf=r size=64 type=ud alias=V0111+0 align=16 words (r54.0)
//.declare V0124 (137)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0125 (138)  rf=r size=64 type=d align=16 words (r14.0)
//.declare P06 (139)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0126 (140)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r20.0)
//.declare V0127 (141)  rf=r size=64 type=ud alias=V0125+0 align=16 words (r14.0)
//.declare V0128 (142)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0129 (143)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0130 (144)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0131 (145)  rf=r size=64 type=d align=16 words (r68.0)
//.declare P07 (146)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P08 (147)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P09 (148)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P10 (149)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P11 (150)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0136 (155)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0137 (156)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0138 (157)  rf=r size=64 type=d alias=V0136+0 align=16 words (r2.0)
//.declare V0139 (158)  rf=r size=64 type=d alias=V0137+0 align=16 words (r4.0)
//.declare V0140 (159)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0141 (160)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0142 (161)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r2.0)
//.declare V0143 (162)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r4.0)
//.declare V0144 (163)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0145 (164)  rf=r size=64 type=d align=16 words (r12.0)
//.declare P12 (165)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0150 (170)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0151 (171)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0152 (172)  rf=r size=64 type=d alias=V0150+0 align=16 words (r2.0)
//.declare V0153 (173)  rf=r size=64 type=d alias=V0151+0 align=16 words (r4.0)
//.declare V0154 (174)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0155 (175)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0156 (176)  rf=r size=64 type=ud alias=V0150+0 align=16 words (r2.0)
//.declare V0157 (177)  rf=r size=64 type=ud alias=V0151+0 align=16 words (r4.0)
//.declare V0158 (178)  rf=r size=16 type=b align=16 words (r8.0)
//.declare V0159 (179)  rf=r size=16 type=b align=16 words (r10.0)
//.declare V0160 (180)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0161 (181)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0162 (182)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0163 (183)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0164 (184)  rf=r size=16 type=ub alias=V0158+0 align=16 words (r8.0)
//.declare V0165 (185)  rf=r size=16 type=ub alias=V0159+0 align=16 words (r10.0)
//.declare V0166 (186)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0167 (187)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0168 (188)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0169 (189)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0170 (190)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0171 (191)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0172 (192)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0173 (193)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0174 (194)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0175 (195)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0176 (196)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0177 (197)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0178 (198)  rf=r size=64 type=f alias=V0168+0 align=16 words (r6.0)
//.declare V0179 (199)  rf=r size=64 type=f alias=V0169+0 align=16 words (r8.0)
//.declare V0180 (200)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0181 (201)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0182 (202)  rf=r size=64 type=f alias=V0170+0 align=16 words (r10.0)
//.declare V0183 (203)  rf=r size=64 type=f alias=V0171+0 align=16 words (r12.0)
//.declare V0184 (204)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0185 (205)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0186 (206)  rf=r size=64 type=f align=16 words (r70.0)
//.declare V0187 (207)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0188 (208)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0189 (209)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0190 (210)  rf=r size=64 type=f align=16 words (r92.0)
//.declare V0191 (211)  rf=r size=64 type=f align=16 words (r80.0)
//.declare V0192 (212)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0193 (213)  rf=r size=64 type=f align=16 words (r78.0)
//.declare P13 (214)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0198 (219)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0199 (220)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0200 (221)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0201 (222)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0202 (223)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0203 (224)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0204 (225)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0205 (226)  rf=r size=64 type=d align=16 words (r16.0)
//.declare P14 (227)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0206 (228)  rf=r size=64 type=ud alias=V0200+0 align=16 words (r6.0)
//.declare V0207 (229)  rf=r size=64 type=ud alias=V0201+0 align=16 words (r8.0)
//.declare V0208 (230)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0209 (231)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0210 (232)  rf=r size=64 type=d alias=V0198+0 align=16 words (r2.0)
//.declare V0211 (233)  rf=r size=64 type=d alias=V0199+0 align=16 words (r4.0)
//.declare V0212 (234)  rf=r size=64 type=f alias=V0208+0 align=16 words (r18.0)
//.declare V0213 (235)  rf=r size=64 type=f alias=V0209+0 align=16 words (r20.0)
//.declare V0214 (236)  rf=r size=64 type=f alias=V0204+0 align=16 words (r14.0)
//.declare V0215 (237)  rf=r size=64 type=f alias=V0205+0 align=16 words (r16.0)
//.declare V0216 (238)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0217 (239)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0218 (240)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0219 (241)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0220 (242)  rf=r size=64 type=d alias=V0192+0 align=16 words (r64.0)
//.declare V0221 (243)  rf=r size=64 type=d alias=V0193+0 align=16 words (r78.0)
//.declare P15 (244)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0222 (245)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0223 (246)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (247)  rf=f16  size=2 type=uw align=1 words (spilled -> )
//.declare  (248)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0224 (249)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0225 (250)  rf=r size=64 type=d align=16 words (r126.0)
//.declare P16 (251)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0226 (252)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0227 (253)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0228 (254)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0229 (255)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0230 (256)  rf=r size=64 type=d alias=V0216+0 align=16 words (r36.0)
//.declare V0231 (257)  rf=r size=64 type=d alias=V0217+0 align=16 words (r38.0)
//.declare V0232 (258)  rf=r size=64 type=f alias=V0226+0 align=16 words (r2.0)
//.declare V0233 (259)  rf=r size=64 type=f alias=V0227+0 align=16 words (r4.0)
//.declare V0234 (260)  rf=r size=64 type=f alias=V0228+0 align=16 words (r6.0)
//.declare V0235 (261)  rf=r size=64 type=f alias=V0229+0 align=16 words (r8.0)
//.declare V0236 (262)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0237 (263)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0238 (264)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0239 (265)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0240 (266)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0241 (267)  rf=r size=64 type=d align=16 words (r12.0)
//.declare P17 (268)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0246 (273)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0247 (274)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0248 (275)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0249 (276)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0250 (277)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0251 (278)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0252 (279)  rf=r size=64 type=f alias=V0248+0 align=16 words (r20.0)
//.declare V0253 (280)  rf=r size=64 type=f alias=V0249+0 align=16 words (r22.0)
//.declare V0254 (281)  rf=r size=64 type=f alias=V0246+0 align=16 words (r16.0)
//.declare V0255 (282)  rf=r size=64 type=f alias=V0247+0 align=16 words (r18.0)
//.declare V0256 (283)  rf=r size=64 type=f alias=V0238+0 align=16 words (r6.0)
//.declare V0257 (284)  rf=r size=64 type=f alias=V0239+0 align=16 words (r8.0)
//.declare V0258 (285)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0259 (286)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0260 (287)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0261 (288)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0262 (289)  rf=r size=64 type=d alias=V0258+0 align=16 words (r14.0)
//.declare V0263 (290)  rf=r size=64 type=d alias=V0259+0 align=16 words (r28.0)
//.declare V0264 (291)  rf=r size=64 type=d alias=V0100+0 align=16 words (r56.0)
//.declare V0265 (292)  rf=r size=64 type=d alias=V0101+0 align=16 words (r44.0)
//.declare V0266 (293)  rf=r size=64 type=d alias=V0250+0 align=16 words (r24.0)
//.declare V0267 (294)  rf=r size=64 type=d alias=V0251+0 align=16 words (r26.0)
//.declare V0268 (295)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0269 (296)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0270 (297)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0271 (298)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0272 (299)  rf=r size=64 type=f alias=V0268+0 align=16 words (r2.0)
//.declare V0273 (300)  rf=r size=64 type=f alias=V0269+0 align=16 words (r4.0)
//.declare P18 (301)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0274 (302)  rf=r size=64 type=f alias=V0130+0 align=16 words (r66.0)
//.declare V0275 (303)  rf=r size=64 type=f alias=V0131+0 align=16 words (r68.0)
//.declare V0276 (304)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0277 (305)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0278 (306)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0279 (307)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0280 (308)  rf=r size=64 type=f alias=V0276+0 align=16 words (r2.0)
//.declare V0281 (309)  rf=r size=64 type=f alias=V0277+0 align=16 words (r4.0)
//.declare V0282 (310)  rf=r size=64 type=f alias=V0278+0 align=16 words (r6.0)
//.declare V0283 (311)  rf=r size=64 type=f alias=V0279+0 align=16 words (r8.0)
//.declare V0284 (312)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0285 (313)  rf=r size=64 type=f align=16 words (r84.0)
//.declare V0286 (314)  rf=r size=64 type=d alias=V0284+0 align=16 words (r24.0)
//.declare V0287 (315)  rf=r size=64 type=d alias=V0285+0 align=16 words (r84.0)
//.declare V0288 (316)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0289 (317)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0290 (318)  rf=r size=64 type=ud alias=V0284+0 align=16 words (r24.0)
//.declare V0291 (319)  rf=r size=64 type=ud alias=V0285+0 align=16 words (r84.0)
//.declare V0292 (320)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0293 (321)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0294 (322)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0295 (323)  rf=r size=64 type=d align=16 words (r86.0)
//.declare P19 (324)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P20 (329)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P21 (330)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0300 (331)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0301 (332)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0302 (333)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0303 (334)  rf=r size=64 type=d align=16 words (r8.0)
//.declare P22 (335)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0304 (336)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0305 (337)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0306 (338)  rf=r size=64 type=f alias=V0302+0 align=16 words (r6.0)
//.declare V0307 (339)  rf=r size=64 type=f alias=V0303+0 align=16 words (r8.0)
//.declare V0308 (340)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0309 (341)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0310 (342)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0311 (343)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0312 (344)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0313 (345)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0314 (346)  rf=r size=4 type=f align=2 words (r22.0)
//.declare V0315 (347)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0316 (348)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0317 (349)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0318 (350)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0319 (351)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0320 (352)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0321 (353)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0322 (354)  rf=r size=64 type=f align=16 words (r70.0)
//.declare V0323 (355)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0324 (356)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0325 (357)  rf=r size=64 type=d alias=V0321+0 align=16 words (r76.0)
//.declare V0326 (358)  rf=r size=64 type=d alias=V0322+0 align=16 words (r70.0)
//.declare V0327 (359)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0328 (360)  rf=r size=64 type=d align=16 words (r8.0)
//.declare P23 (361)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P24 (362)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0329 (363)  rf=r size=64 type=f align=16 words (r94.0)
//.declare V0330 (364)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0331 (365)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0332 (366)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V0333 (367)  rf=r size=64 type=d alias=V0331+0 align=16 words (r98.0)
//.declare V0334 (368)  rf=r size=64 type=d alias=V0332+0 align=16 words (r102.0)
//.declare V0335 (369)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0336 (370)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0337 (371)  rf=r size=64 type=ud alias=V0331+0 align=16 words (r98.0)
//.declare V0338 (372)  rf=r size=64 type=ud alias=V0332+0 align=16 words (r102.0)
//.declare V0339 (373)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0340 (374)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0341 (375)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0342 (376)  rf=r size=64 type=d align=16 words (r8.0)
//.declare P25 (377)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0343 (378)  rf=r size=64 type=ud alias=V0341+0 align=16 words (r6.0)
//.declare V0344 (379)  rf=r size=64 type=ud alias=V0342+0 align=16 words (r8.0)
//.declare V0345 (380)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0346 (381)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0347 (382)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0348 (383)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0349 (384)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0350 (385)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0351 (386)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0352 (387)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0353 (388)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0354 (389)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0355 (390)  rf=r size=64 type=f align=16 words (r108.0)
//.declare V0356 (391)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0357 (392)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0358 (393)  rf=r size=64 type=d align=16 words (r4.0)
//.declare P26 (394)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0359 (395)  rf=r size=64 type=ud alias=V0357+0 align=16 words (r2.0)
//.declare V0360 (396)  rf=r size=64 type=ud alias=V0358+0 align=16 words (r4.0)
//.declare V0361 (397)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0362 (398)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0363 (399)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0364 (400)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0365 (401)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0366 (402)  rf=r size=64 type=d align=16 words (r28.0)
//.declare P27 (403)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0367 (404)  rf=r size=64 type=ud alias=V0365+0 align=16 words (r26.0)
//.declare V0368 (405)  rf=r size=64 type=ud alias=V0366+0 align=16 words (r28.0)
//.declare V0369 (406)  rf=r size=64 type=d alias=V0355+0 align=16 words (r108.0)
//.declare V0370 (407)  rf=r size=64 type=d alias=V0356+0 align=16 words (r100.0)
//.declare P28 (408)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P29 (409)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P30 (410)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0375 (415)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0376 (416)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0377 (417)  rf=r size=16 type=b align=16 words (r7.0)
//.declare V0378 (418)  rf=r size=16 type=b align=16 words (r6.0)
//.declare V0379 (419)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0380 (420)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0383 (423)  rf=r size=16 type=ub alias=V0377+0 align=16 words (r7.0)
//.declare V0384 (424)  rf=r size=16 type=ub alias=V0378+0 align=16 words (r6.0)
//.declare V0385 (425)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0386 (426)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0387 (427)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0388 (428)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0389 (429)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0390 (430)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0391 (431)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0392 (432)  rf=r size=64 type=f align=16 words (r16.0)
//.declare V0393 (433)  rf=r size=64 type=f alias=V0385+0 align=16 words (r2.0)
//.declare V0394 (434)  rf=r size=64 type=f alias=V0386+0 align=16 words (r4.0)
//.declare V0395 (435)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0396 (436)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0397 (437)  rf=r size=64 type=f align=16 words (r68.0)
//.declare V0398 (438)  rf=r size=64 type=f align=16 words (r116.0)
//.declare V0399 (439)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0400 (440)  rf=r size=64 type=f align=16 words (r114.0)
//.declare V0401 (441)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0402 (442)  rf=r size=64 type=f align=16 words (r112.0)
//.declare P31 (443)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0407 (448)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0408 (449)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0409 (450)  rf=r size=64 type=f align=16 words (r6.0)
//.declare V0410 (451)  rf=r size=64 type=f align=16 words (r8.0)
//.declare V0411 (452)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0412 (453)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0413 (454)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0414 (455)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0415 (456)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0416 (457)  rf=r size=64 type=d align=16 words (r20.0)
//.declare P32 (458)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0417 (459)  rf=r size=64 type=ud alias=V0411+0 align=16 words (r10.0)
//.declare V0418 (460)  rf=r size=64 type=ud alias=V0412+0 align=16 words (r12.0)
//.declare V0419 (461)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0420 (462)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0421 (463)  rf=r size=64 type=d alias=V0409+0 align=16 words (r6.0)
//.declare V0422 (464)  rf=r size=64 type=d alias=V0410+0 align=16 words (r8.0)
//.declare V0423 (465)  rf=r size=64 type=f alias=V0419+0 align=16 words (r22.0)
//.declare V0424 (466)  rf=r size=64 type=f alias=V0420+0 align=16 words (r24.0)
//.declare V0425 (467)  rf=r size=64 type=f alias=V0415+0 align=16 words (r18.0)
//.declare V0426 (468)  rf=r size=64 type=f alias=V0416+0 align=16 words (r20.0)
//.declare V0427 (469)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0428 (470)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0429 (471)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0430 (472)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0431 (473)  rf=r size=64 type=d alias=V0401+0 align=16 words (r60.0)
//.declare V0432 (474)  rf=r size=64 type=d alias=V0402+0 align=16 words (r112.0)
//.declare P33 (475)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0433 (476)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0434 (477)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (478)  rf=f16  size=2 type=uw align=1 words (spilled -> )
//.declare  (479)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0435 (480)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0436 (481)  rf=r size=64 type=d align=16 words (r80.0)
//.declare P34 (482)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0437 (483)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0438 (484)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0439 (485)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0440 (486)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0441 (487)  rf=r size=64 type=d alias=V0427+0 align=16 words (r32.0)
//.declare V0442 (488)  rf=r size=64 type=d alias=V0428+0 align=16 words (r30.0)
//.declare V0443 (489)  rf=r size=64 type=f alias=V0437+0 align=16 words (r2.0)
//.declare V0444 (490)  rf=r size=64 type=f alias=V0438+0 align=16 words (r4.0)
//.declare V0445 (491)  rf=r size=64 type=f alias=V0439+0 align=16 words (r6.0)
//.declare V0446 (492)  rf=r size=64 type=f alias=V0440+0 align=16 words (r8.0)
//.declare V0447 (493)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0448 (494)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0449 (495)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0450 (496)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0451 (497)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0452 (498)  rf=r size=64 type=d align=16 words (r12.0)
//.declare P35 (499)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0457 (504)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0458 (505)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0459 (506)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0460 (507)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0461 (508)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0462 (509)  rf=r size=64 type=f align=16 words (r26.0)
//.declare V0463 (510)  rf=r size=64 type=f alias=V0459+0 align=16 words (r20.0)
//.declare V0464 (511)  rf=r size=64 type=f alias=V0460+0 align=16 words (r22.0)
//.declare V0465 (512)  rf=r size=64 type=f alias=V0457+0 align=16 words (r16.0)
//.declare V0466 (513)  rf=r size=64 type=f alias=V0458+0 align=16 words (r18.0)
//.declare V0467 (514)  rf=r size=64 type=f alias=V0449+0 align=16 words (r6.0)
//.declare V0468 (515)  rf=r size=64 type=f alias=V0450+0 align=16 words (r8.0)
//.declare V0469 (516)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0470 (517)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0471 (518)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0472 (519)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0473 (520)  rf=r size=64 type=d alias=V0469+0 align=16 words (r14.0)
//.declare V0474 (521)  rf=r size=64 type=d alias=V0470+0 align=16 words (r28.0)
//.declare V0475 (522)  rf=r size=64 type=d alias=V0461+0 align=16 words (r24.0)
//.declare V0476 (523)  rf=r size=64 type=d alias=V0462+0 align=16 words (r26.0)
//.declare V0477 (524)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0478 (525)  rf=r size=64 type=f align=16 words (r4.0)
//.declare V0479 (526)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0480 (527)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0481 (528)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (529)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (530)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare  (531)  rf=r size=32 type=uw align=16 words (r9.0)
//.declare  (532)  rf=r size=32 type=uw align=16 words (r11.0)
//.declare  (533)  rf=r size=32 type=uw align=16 words (r12.0)
//.declare  (534)  rf=r size=32 type=uw align=16 words (r13.0)
//.declare  (535)  rf=r size=32 type=uw align=16 words (r2.0)
//.declare  (536)  rf=r size=32 type=uw align=16 words (r13.0)
//.declare  (537)  rf=r size=32 type=uw align=16 words (r2.0)
//.declare  (538)  rf=r size=2 type=uw align=1 words (r16.0)
//.declare  (540)  rf=r size=2 type=uw align=1 words (r10.0)
//.declare  (542)  rf=r size=1 type=b align=1 words (r10.0)
//.declare  (544)  rf=r size=1 type=b align=1 words (r2.0)
//.declare  (546)  rf=r size=2 type=uw align=1 words (r12.0)
//.declare  (548)  rf=r size=4 type=d align=2 words (r14.0)
//.declare  (550)  rf=r size=4 type=d align=2 words (r2.0)
//.declare  (552)  rf=r size=1 type=b align=1 words (r6.0)
//.declare  (554)  rf=r size=1 type=b align=1 words (r2.0)
//.declare  (556)  rf=r size=2 type=uw align=1 words (r12.0)
//.declare  (558)  rf=r size=4 type=d align=2 words (r14.0)
//.declare  (560)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare  (561)  rf=r size=8 type=ud align=16 words (r34.0) Input_Output
//.declare  (562)  rf=r size=4 type=uw align=2 words (r7.0)
//.declare  (563)  rf=r size=4 type=uw align=2 words (r7.0)
//.declare  (564)  rf=r size=2 type=uw align=1 words (r6.2)
//.declare  (565)  rf=r size=2 type=uw align=1 words (r6.2)
//.declare  (566)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (567)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (568)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (569)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (570)  rf=r size=4 type=uw align=2 words (r6.0)
//.declare  (571)  rf=r size=4 type=uw align=2 words (r6.0)
//.declare  (572)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (573)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (574)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (575)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (576)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (577)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (578)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (579)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (580)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (581)  rf=r size=32 type=d align=16 words (r7.0)
//.declare  (582)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (583)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (584)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (585)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (586)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (587)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (588)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (589)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (590)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (591)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (592)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (593)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (594)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (595)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (596)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (597)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (598)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (599)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (600)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (601)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (602)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (603)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (604)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (605)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (606)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (607)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (608)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (609)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (610)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (611)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (612)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (613)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (614)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (615)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (616)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (617)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (618)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (619)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (620)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (621)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (622)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (623)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (624)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (625)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (626)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (627)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (628)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (629)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (630)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (631)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (632)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (633)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (634)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (635)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (636)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (637)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (638)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (639)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (640)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (641)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (642)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (643)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (644)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (645)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (646)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (647)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (648)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (649)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (650)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (651)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (652)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (653)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (654)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (655)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (656)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (657)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (658)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (659)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (660)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (661)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (662)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (663)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (664)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (665)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (666)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (667)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (668)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (669)  rf=r size=8 type=w align=1 words (r0.0)

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
(W)     mov (8|M0)               r110.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r110.2<0;1,0>:uw {Compacted,@1}     // $2
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r110.1<0;1,0>:d  {Compacted}        // $5
(W)     mov (1|M0)               r16.0<1>:hf   0x1:hf                                                // $36
        add (16|M16)             r4.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw {@2}               // $6
        add (16|M0)              r10.0<1>:d    r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $8
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $7
        shl (16|M16)             r72.0<1>:d    r4.0<8;8,1>:d     2:w               {Compacted,@2}    // $10
        shl (16|M0)              r74.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}    // $9
        send.dc1 (16|M16)        r50      r72     null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $14
        send.dc1 (16|M16)        r46      r72     null    0x0            0x04205E01           {$1} // wr:2+0, rd:2; untyped surface read with x // $18
        send.dc1 (16|M0)         r48      r74     null    0x0            0x04205E01           {@1,$2} // wr:2+0, rd:2; untyped surface read with x // $16
        send.dc1 (16|M0)         r52      r74     null    0x0            0x04205E00           {$3} // wr:2+0, rd:2; untyped surface read with x // $12
(W)     mov (1|M0)               r34.3<1>:f    0x3E800000:f                               {Compacted} // $37
(W)     mov (1|M0)               r34.2<1>:f    0x3F800000:f                               {Compacted} // $38
        shr (16|M16)             r12.0<1>:d    r50.0<8;8,1>:ud   23:w               {Compacted,$0.dst} // $20
        shr (16|M16)             r8.0<1>:d     r46.0<8;8,1>:ud   23:w               {Compacted,$1.dst} // $24
        shr (16|M0)              r14.0<1>:d    r48.0<8;8,1>:ud   23:w               {Compacted,$2.dst} // $23
        and (16|M16)             r60.0<1>:d    r12.0<8;8,1>:d    255:w               {Compacted,@3}  // $22
        and (16|M16)             r58.0<1>:d    r8.0<8;8,1>:d     255:w               {Compacted,@3}  // $26
        and (16|M0)              r104.0<1>:d   r14.0<8;8,1>:d    255:w               {Compacted,@3}  // $25
        add (16|M16)             r2.0<1>:d     r60.0<8;8,1>:d    -191:w               {Compacted,@3} // $28
        add (16|M16)             r4.0<1>:d     r58.0<8;8,1>:d    -191:w               {Compacted,@3} // $30
        shr (16|M0)              r6.0<1>:d     r52.0<8;8,1>:ud   23:w               {Compacted,$3.dst} // $19
        add (16|M0)              r10.0<1>:d    r104.0<8;8,1>:d   -191:w               {Compacted,@4} // $29
        cmp (16|M16)  (lt)f0.0   null<1>:d     r2.0<8;8,1>:ud    0xFFFFFF82:ud              {@4}     // $35
        cmp (16|M16)  (lt)f1.0   null<1>:d     r4.0<8;8,1>:ud    0xFFFFFF81:ud              {@4}     // $32
        and (16|M0)              r106.0<1>:d   r6.0<8;8,1>:d     255:w               {Compacted,@4}  // $21
        cmp (16|M0)   (lt)f0.0   null<1>:d     r10.0<8;8,1>:ud   0xFFFFFF81:ud              {@4}     // $31
        add (16|M0)              r12.0<1>:d    r106.0<8;8,1>:d   -191:w               {Compacted,@2} // $27
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r16.0<0;1,0>:uw   0x0:uw                              // $36
(f1.0)  sel (16|M16)             r9.0<1>:uw    r16.0<0;1,0>:uw   0x0:uw                              // $36
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   0xFFFFFF82:ud              {@3}     // $33
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r9.0<16;16,1>:uw {@2}             // $36
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $39
(~f0.0) if (32|M0)                           _0_059            _0_061                                // $39
// B001: [inDivergent],  Preds:{B000},  Succs:{B031}
_0_060:
        math.inv (16|M0)         r2.0<1>:f     r48.0<8;8,1>:f                   {@7,$4}              // $41
        math.inv (16|M16)        r4.0<1>:f     r46.0<8;8,1>:f                   {@7,$5}              // $42
        mul (16|M0)              acc0.0<1>:f   r2.0<8;8,1>:f     r52.0<8;8,1>:f   {Compacted,$4.dst} // $43
        mul (16|M16)             r8.0<1>:f     r4.0<8;8,1>:f     r50.0<8;8,1>:f   {Compacted,$5.dst} // $44
        mad (16|M0)              r10.0<1>:f    r34.2<0;0>:f      r2.0<8;1>:f       -r48.0<1>:f      {Compacted} // $45 R{} IR{}{E:1,E:1,E:0,},  R{r34,} IR{}{O:1,O:0,},  {BC=1}
        mad (16|M16)             r12.0<1>:f    r34.2<0;0>:f      r4.0<8;1>:f       -r46.0<1>:f      {Compacted} // $46
        mad (16|M0)              r18.0<1>:f    r52.0<8;1>:f      acc0.0<8;1>:f     -r48.0<1>:f      {Compacted} // $49
        mad (16|M16)             r20.0<1>:f    r50.0<8;1>:f      r8.0<8;1>:f       -r46.0<1>:f      {Compacted,@4} // $50 R{} IR{}{E:1,E:4,E:7,},  R{} IR{}{O:1,O:4,O:7,},  {BC=2}
        mad (16|M0)              r14.0<1>:f    r2.0<8;1>:f       r10.0<8;1>:f      r2.0<1>:f        {Compacted,@4} // $47
        mad (16|M16)             r16.0<1>:f    r4.0<8;1>:f       r12.0<8;1>:f      r4.0<1>:f        {Compacted,@4} // $48
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r18.0<8;1>:f      r14.0<1>:f       {@2} // $51
        mad (16|M16)             r24.0<1>:f    r8.0<8;1>:f       r20.0<8;1>:f      r16.0<1>:f       {Compacted,@2} // $52 R{} IR{}{E:4,E:2,E:0,},  R{} IR{}{O:4,O:2,O:0,},  {BC=2}
        mad (16|M0)              r26.0<1>:f    r52.0<8;1>:f      acc0.0<8;1>:f     -r48.0<1>:f      {Compacted} // $53
        mad (16|M16)             r28.0<1>:f    r50.0<8;1>:f      r24.0<8;1>:f      -r46.0<1>:f      {Compacted,@2} // $54 R{} IR{}{E:1,E:4,E:7,},  R{} IR{}{O:1,O:4,O:7,},  {BC=2}
        mad (16|M0)              r56.0<1>:f    acc0.0<8;1>:f     r26.0<8;1>:f      r14.0<1>:f       {@2} // $55
        mad (16|M16)             r44.0<1>:f    r24.0<8;1>:f      r28.0<8;1>:f      r16.0<1>:f       {Compacted,@2} // $56 R{} IR{}{E:4,E:6,E:0,},  R{} IR{}{O:4,O:6,O:0,},  {BC=2}
        else (32|M0)                         _0_061            _0_061                                // $39
// B002: [inDivergent],  Preds:{B000},  Succs:{B003, B004}
_0_059:
        add (16|M16)             r4.0<1>:d     r60.0<8;8,1>:d    -255:w               {Compacted}    // $60
        add (16|M16)             r8.0<1>:d     r58.0<8;8,1>:d    -255:w               {Compacted}    // $62
        add (16|M0)              r6.0<1>:d     r104.0<8;8,1>:d   -255:w               {Compacted}    // $61
        cmp (16|M16)  (lt)f1.0   null<1>:d     r4.0<8;8,1>:ud    0xFFFFFF02:ud              {@3}     // $67
        cmp (16|M16)  (lt)f0.0   null<1>:d     r8.0<8;8,1>:ud    0xFFFFFF02:ud              {@3}     // $64
(W)     mov (1|M0)               r10.0<1>:hf   0x1:hf                                                // $68
        cmp (16|M0)   (lt)f1.0   null<1>:d     r6.0<8;8,1>:ud    0xFFFFFF02:ud              {@4}     // $63
        add (16|M0)              r2.0<1>:d     r106.0<8;8,1>:d   -255:w               {Compacted}    // $59
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r10.0<0;1,0>:uw   0x0:uw              {@3}            // $68
(f0.0)  sel (16|M16)             r12.0<1>:uw   r10.0<0;1,0>:uw   0x0:uw                              // $68
(~f1.0) cmp (16|M0)   (lt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0xFFFFFF02:ud              {@3}     // $65
        or (16|M16)   (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r12.0<16;16,1>:uw {@2}            // $68
        and (16|M0)              r64.0<1>:d    r52.0<8;8,1>:d    2147483647:d                        // $69
        and (16|M16)             r54.0<1>:d    r50.0<8;8,1>:d    2147483647:d                        // $70
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $71
(f1.0)  goto (32|M0)                         _0_062            _0_062                                // $71
// B003: [NoMaskWA],  [inDivergent],  Preds:{B002},  Succs:{B017}
_0_063:
        and (16|M0)              r2.0<1>:d     r48.0<8;8,1>:d    2147483647:d                        // $73
        and (16|M16)             r4.0<1>:d     r46.0<8;8,1>:d    2147483647:d                        // $74
        add (16|M0)              r2.0<1>:d     r64.0<8;8,1>:d    -r2.0<8;8,1>:d   {Compacted,@2}     // $75
        add (16|M16)             r4.0<1>:d     r54.0<8;8,1>:d    -r4.0<8;8,1>:d   {Compacted,@2}     // $76
        add (16|M0)              r38.0<1>:d    r106.0<8;8,1>:d   -r104.0<8;8,1>:d {Compacted}        // $79
        add (16|M16)             r36.0<1>:d    r60.0<8;8,1>:d    -r58.0<8;8,1>:d  {Compacted}        // $80
        mov (16|M0)              r66.0<1>:f    r48.0<8;8,1>:f                   {Compacted}          // $81
        mov (16|M16)             r18.0<1>:f    r46.0<8;8,1>:f                   {Compacted}          // $82
        mov (16|M0)              r56.0<1>:f    r52.0<8;8,1>:f                   {Compacted}          // $83
        mov (16|M16)             r16.0<1>:f    r50.0<8;8,1>:f                   {Compacted}          // $84
        asr (16|M0)              r42.0<1>:d    r2.0<8;8,1>:d     23:w               {Compacted,@7}   // $77
        asr (16|M16)             r40.0<1>:d    r4.0<8;8,1>:d     23:w               {Compacted,@7}   // $78
        goto (32|M0)                         _0_062            _0_064                                // $85
// B004: [NoMaskWA],  [inDivergent],  Preds:{B002},  Succs:{B005, B029}
_0_062:
        join (32|M0)                         _0_064                                                  // 
L992:
        cmp (16|M0)   (gt)f1.0   null<1>:d     r64.0<8;8,1>:ud   0x7F800000:ud                       // $87
        cmp (16|M16)  (gt)f1.0   null<1>:d     r54.0<8;8,1>:ud   0x7F800000:ud                       // $88
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $89
(f1.0)  goto (32|M0)                         _0_064            _0_065                                // $89
// B005: [NoMaskWA],  [inDivergent],  Preds:{B004},  Succs:{B006, B028}
_0_066:
        and (16|M0)              r20.0<1>:d    r48.0<8;8,1>:d    2147483647:d                        // $91
        and (16|M16)             r14.0<1>:d    r46.0<8;8,1>:d    2147483647:d                        // $92
        cmp (16|M0)   (gt)f0.0   null<1>:d     r20.0<8;8,1>:ud   0x7F800000:ud              {@2}     // $93
        cmp (16|M16)  (gt)f0.0   null<1>:d     r14.0<8;8,1>:ud   0x7F800000:ud              {@2}     // $94
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6} // $95
(f0.0)  goto (32|M0)                         _0_064            _0_067                                // $95
// B006: [NoMaskWA],  [inDivergent],  Preds:{B005},  Succs:{B007, B027}
_0_068:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r106.0<8;8,1>:d   255:w                               // $101
        cmp (16|M16)  (eq)f1.0   null<1>:d     r60.0<8;8,1>:d    255:w                               // $102
        and (16|M0)              r76.0<1>:d    r52.0<8;8,1>:d    -2147483648:d                       // $97
        and (16|M16)             r82.0<1>:d    r50.0<8;8,1>:d    -2147483648:d                       // $98
        and (16|M0)              r66.0<1>:d    r48.0<8;8,1>:d    -2147483648:d                       // $99
        and (16|M16)             r68.0<1>:d    r46.0<8;8,1>:d    -2147483648:d                       // $100
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $103
(f1.0)  goto (32|M0)                         _0_064            _0_069                                // $103
// B007: [NoMaskWA],  [inDivergent],  Preds:{B006},  Succs:{B008, B026}
_0_070:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r104.0<8;8,1>:d   255:w               {Compacted}     // $105
        cmp (16|M16)  (eq)f0.0   null<1>:d     r58.0<8;8,1>:d    255:w                               // $106
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $107
(f0.0)  goto (32|M0)                         _0_064            _0_071                                // $107
// B008: [NoMaskWA],  [inDivergent],  Preds:{B007},  Succs:{B009, B025}
_0_072:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $109
        cmp (16|M16)  (eq)f1.0   null<1>:d     r14.0<8;8,1>:d    0:w                                 // $110
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $111
(f1.0)  goto (32|M0)                         _0_064            _0_073                                // $111
// B009: [NoMaskWA],  [inDivergent],  Preds:{B008},  Succs:{B010, B024}
_0_074:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r64.0<8;8,1>:d    0:w               {Compacted}       // $113
        cmp (16|M16)  (eq)f0.0   null<1>:d     r54.0<8;8,1>:d    0:w                                 // $114
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $115
(f0.0)  goto (32|M0)                         _0_064            _0_075                                // $115
// B010: [NoMaskWA],  [inDivergent],  Preds:{B009},  Succs:{B011, B012}
_0_076:
        and (16|M0)   (eq)f1.0   null<1>:d     r52.0<8;8,1>:d    2139095040:d                        // $117
        and (16|M16)  (eq)f1.0   null<1>:d     r50.0<8;8,1>:d    2139095040:d                        // $119
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $121
(f1.0)  if (32|M0)                           _0_077            _0_079                                // $121
// B011: [NoMaskWA],  [inDivergent],  Preds:{B010},  Succs:{B013}
_0_078:
        mul (16|M0)              r2.0<1>:f     r52.0<8;8,1>:f    0x4F800000:f               {Compacted} // $123
        mul (16|M16)             r4.0<1>:f     r50.0<8;8,1>:f    0x4F800000:f               {Compacted} // $124
        shr (16|M0)              r6.0<1>:d     r2.0<8;8,1>:ud    23:w               {Compacted,@2}   // $125
        shr (16|M16)             r8.0<1>:d     r4.0<8;8,1>:ud    23:w               {Compacted,@2}   // $126
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     255:w               {Compacted,@2}  // $127
        and (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     255:w               {Compacted,@2}  // $128
        mov (16|M0)              r94.0<1>:f    0xFFFFFFE0:f                                          //  (0xffffffe0:f); $131
        mov (16|M16)             r12.0<1>:f    0xFFFFFFE0:f                                          //  (0xffffffe0:f); $132
        mov (16|M0)              r56.0<1>:f    r2.0<8;8,1>:f                    {Compacted}          // $133
        mov (16|M16)             r16.0<1>:f    r4.0<8;8,1>:f                    {Compacted}          // $134
        add (16|M0)              r106.0<1>:d   r6.0<8;8,1>:d     -32:w               {Compacted,@6}  // $129
        add (16|M16)             r60.0<1>:d    r8.0<8;8,1>:d     -32:w               {Compacted,@6}  // $130
        else (32|M0)                         _0_079            _0_079                                // $121
// B012: [NoMaskWA],  [inDivergent],  Preds:{B010},  Succs:{B013}
_0_077:
        mov (16|M0)              r94.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $137
        mov (16|M16)             r12.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $138
        mov (16|M0)              r56.0<1>:f    r52.0<8;8,1>:f                   {Compacted}          // $139
        mov (16|M16)             r16.0<1>:f    r50.0<8;8,1>:f                   {Compacted}          // $140
// B013: [NoMaskWA],  [inDivergent],  Preds:{B012, B011},  Succs:{B014, B015}
_0_079:
        endif (32|M0)                        L1696                                                   // $121
L1696:
        and (16|M0)   (eq)f0.0   null<1>:d     r48.0<8;8,1>:d    2139095040:d                        // $142
        and (16|M16)  (eq)f0.0   null<1>:d     r46.0<8;8,1>:d    2139095040:d                        // $144
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $146
(f0.0)  if (32|M0)                           _0_080            _0_082                                // $146
// B014: [NoMaskWA],  [inDivergent],  Preds:{B013},  Succs:{B016}
_0_081:
        mul (16|M0)              r2.0<1>:f     r48.0<8;8,1>:f    0x4F800000:f               {Compacted} // $148
        mul (16|M16)             r4.0<1>:f     r46.0<8;8,1>:f    0x4F800000:f               {Compacted} // $149
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $160
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $160
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@4}               // $160
        shr (16|M0)              r6.0<1>:d     r2.0<8;8,1>:ud    23:w               {Compacted}      // $150
        shr (16|M16)             r8.0<1>:d     r4.0<8;8,1>:ud    23:w               {Compacted,@5}   // $151
(W&f0.0.any32h) mov (1|M0)       r10.0<2>:b    32:w                                                  // $160
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     255:w               {Compacted,@3}  // $152
        and (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     255:w               {Compacted,@3}  // $153
        and (16|M0)              r20.0<1>:d    r2.0<8;8,1>:d     2147483647:d                        // $156
        mov (16|M0)              r66.0<1>:f    r2.0<8;8,1>:f                    {Compacted}          // $158
        and (16|M16)             r14.0<1>:d    r4.0<8;8,1>:d     2147483647:d                        // $157
        mov (16|M16)             r18.0<1>:f    r4.0<8;8,1>:f                    {Compacted}          // $159
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                                       // $160
        add (16|M0)              r104.0<1>:d   r6.0<8;8,1>:d     -32:w               {Compacted,@7}  // $154
        add (16|M16)             r58.0<1>:d    r8.0<8;8,1>:d     -32:w               {Compacted,@7}  // $155
        mov (16|M0)              r8.0<1>:b     r10.0<0;1,0>:b                   {@7}                 // $160
        mov (16|M16)             r10.0<1>:b    r10.0<0;1,0>:b                                        // $161
        else (32|M0)                         _0_082            _0_082                                // $146
// B015: [NoMaskWA],  [inDivergent],  Preds:{B013},  Succs:{B016}
_0_080:
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $166
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $166
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $166
(W&f0.0.any32h) mov (1|M0)       r2.0<2>:b     0:w                                                   // $166
        mov (16|M0)              r66.0<1>:f    r48.0<8;8,1>:f                   {Compacted}          // $164
        mov (16|M16)             r18.0<1>:f    r46.0<8;8,1>:f                   {Compacted}          // $165
        mov (16|M0)              r8.0<1>:b     r2.0<0;1,0>:b                    {@3}                 // $166
        mov (16|M16)             r10.0<1>:b    r2.0<0;1,0>:b                                         // $167
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@7}                 // $166
// B016: [NoMaskWA],  [inDivergent],  Preds:{B015, B014},  Succs:{B017}
_0_082:
        endif (32|M0)                        L2128                                                   // $146
L2128:
        and (16|M0)              r2.0<1>:d     r56.0<8;8,1>:d    2147483647:d                        // $171
        and (16|M16)             r4.0<1>:d     r16.0<8;8,1>:d    2147483647:d                        // $172
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     -r20.0<8;8,1>:d  {Compacted,@2}     // $173
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     -r14.0<8;8,1>:d  {Compacted,@2}     // $174
        add (16|M0)              r6.0<1>:d     r8.0<8;8,1>:ub    r94.0<8;8,1>:d   {@7}               // $179
        asr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w               {Compacted,@3}   // $175
        asr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w               {Compacted,@3}   // $176
        add (16|M16)             r8.0<1>:d     r10.0<8;8,1>:ub   r12.0<8;8,1>:d   {@7}               // $180
        add (16|M0)              r38.0<1>:d    r106.0<8;8,1>:d   -r104.0<8;8,1>:d {Compacted}        // $169
        add (16|M16)             r36.0<1>:d    r60.0<8;8,1>:d    -r58.0<8;8,1>:d  {Compacted}        // $170
        add (16|M0)              r42.0<1>:d    r6.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted,@5}     // $181
        add (16|M16)             r40.0<1>:d    r8.0<8;8,1>:d     r4.0<8;8,1>:d    {Compacted,@4}     // $182
// B017: [NoMaskWA],  [inDivergent],  Preds:{B016, B003},  Succs:{B018, B019}
_0_064:
        join (32|M0)                         _0_075                                                  // 
L2272:
        and (16|M0)              r6.0<1>:d     r66.0<8;8,1>:d    -2139095041:d                       // $186
        and (16|M16)             r8.0<1>:d     r18.0<8;8,1>:d    -2139095041:d                       // $187
        or (16|M0)               r6.0<1>:d     r6.0<8;8,1>:d     1065353216:d               {@2}     // $190
        or (16|M16)              r8.0<1>:d     r8.0<8;8,1>:d     1065353216:d               {@2}     // $191
        math.inv (16|M0)         r22.0<1>:f    r6.0<8;8,1>:f                    {@2,$6}              // $196
        and (16|M0)              r2.0<1>:d     r56.0<8;8,1>:d    -2139095041:d                       // $184
        math.inv (16|M16)        r24.0<1>:f    r8.0<8;8,1>:f                    {@2,$7}              // $197
        and (16|M16)             r4.0<1>:d     r16.0<8;8,1>:d    -2139095041:d                       // $185
        or (16|M0)               r10.0<1>:d    r2.0<8;8,1>:d     1065353216:d               {@2}     // $188
        or (16|M16)              r12.0<1>:d    r4.0<8;8,1>:d     1065353216:d               {@2}     // $189
        add (16|M0)              r14.0<1>:d    r42.0<8;8,1>:d    126:w               {Compacted,@7}  // $192
        add (16|M16)             r20.0<1>:d    -r40.0<8;8,1>:d   -152:w               {Compacted,@7} // $195
        add (16|M0)              r18.0<1>:d    -r42.0<8;8,1>:d   -152:w               {Compacted}    // $194
        add (16|M16)             r16.0<1>:d    r40.0<8;8,1>:d    126:w               {Compacted}     // $193
        mul (16|M0)              acc0.0<1>:f   r22.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted,@6,$6.dst} // $198
        mul (16|M16)             r28.0<1>:f    r24.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted,@6,$7.dst} // $199
        mad (16|M0)              r2.0<1>:f     r34.2<0;0>:f      r22.0<8;1>:f      -r6.0<1>:f       {Compacted} // $200 R{} IR{}{E:1,E:3,E:3,},  R{r34,} IR{}{O:3,O:3,},  {BC=2}
        mad (16|M16)             r4.0<1>:f     r34.2<0;0>:f      r24.0<8;1>:f      -r8.0<1>:f       {Compacted} // $201 R{r34,} IR{}{E:4,E:4,},  R{r34,} IR{}{O:4,O:4,},  {BC=2}
        and (16|M0)   (lt)f1.0   null<1>:d     r14.0<8;8,1>:d    r18.0<8;8,1>:d   {@6}               // $210
        and (16|M16)  (lt)f1.0   null<1>:d     r16.0<8;8,1>:d    r20.0<8;8,1>:d   {@6}               // $212
        mad (16|M0)              r30.0<1>:f    r10.0<8;1>:f      acc0.0<8;1>:f     -r6.0<1>:f       {Compacted} // $204
        mad (16|M16)             r32.0<1>:f    r12.0<8;1>:f      r28.0<8;1>:f      -r8.0<1>:f       {Compacted,@6} // $205 R{} IR{}{E:6,E:6,E:4,},  R{} IR{}{O:6,O:6,O:4,},  {BC=2}
        mad (16|M0)              r70.0<1>:f    r22.0<8;1>:f      r2.0<8;1>:f       r22.0<1>:f       {Compacted,@6} // $202
        mad (16|M16)             r62.0<1>:f    r24.0<8;1>:f      r4.0<8;1>:f       r24.0<1>:f       {Compacted,@6} // $203
        mad (16|M0)              r92.0<1>:f    acc0.0<8;1>:f     r30.0<8;1>:f      r70.0<1>:f       {@2} // $206
        mad (16|M16)             r80.0<1>:f    r28.0<8;1>:f      r32.0<8;1>:f      r62.0<1>:f       {Compacted,@2} // $207 R{} IR{}{E:6,E:0,E:7,},  R{} IR{}{O:6,O:0,O:7,},  {BC=2}
        mad (16|M0)              r64.0<1>:f    r10.0<8;1>:f      r92.0<8;1>:f      -r6.0<1>:f       {Compacted,@2} // $208 R{} IR{}{E:5,E:6,E:3,},  R{} IR{}{O:5,O:6,O:3,},  {BC=2}
        mad (16|M16)             r78.0<1>:f    r12.0<8;1>:f      r80.0<8;1>:f      -r8.0<1>:f       {Compacted,@2} // $209 R{} IR{}{E:6,E:0,E:4,},  R{} IR{}{O:6,O:0,O:4,},  {BC=2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $214
(~f1.0) if (32|M0)                           _0_083            _fp32_ieee_k0_1_cf                    // $214
// B018: [NoMaskWA],  [inDivergent],  Preds:{B017},  Succs:{B023}
_0_084:
        add (16|M0)              r6.0<1>:d     r38.0<8;8,1>:d    -253:w               {Compacted}    // $218
        add (16|M16)             r8.0<1>:d     r36.0<8;8,1>:d    -253:w               {Compacted}    // $219
        asr (16|M0)              r10.0<1>:d    r38.0<8;8,1>:d    31:w               {Compacted}      // $220
        asr (16|M16)             r12.0<1>:d    r36.0<8;8,1>:d    31:w               {Compacted}      // $221
        cmp (16|M0)   (lt)f1.0   null<1>:d     r6.0<8;8,1>:ud    0xFFFFFE85:ud              {@4}     // $226
        cmp (16|M16)  (lt)f1.0   null<1>:d     r8.0<8;8,1>:ud    0xFFFFFE85:ud              {@4}     // $227
        add (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    248:w               {Compacted,@4}  // $222
        add (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    248:w               {Compacted,@4}  // $223
        xor (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@2}     // $224
        xor (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@2}     // $225
(~f1.0) mov (16|M0)              r14.0<1>:f    r38.0<8;8,1>:f                                        // $228
(~f1.0) mov (16|M16)             r16.0<1>:f    r36.0<8;8,1>:f                                        // $229
        asr (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    1:w               {Compacted,@2}    // $230
        asr (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    1:w               {Compacted,@2}    // $231
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    -r18.0<8;8,1>:d  {Compacted,@2}     // $232
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    -r20.0<8;8,1>:d  {Compacted,@2}     // $233
        shl (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    23:w               {Compacted}      // $234
        shl (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    23:w               {Compacted,@3}   // $238
        shl (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    23:w               {Compacted}      // $235
        shl (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    23:w               {Compacted,@4}   // $239
        mad (16|M0)              r2.0<1>:f     r92.0<8;1>:f      r70.0<8;1>:f      r64.0<1>:f       {Compacted} // $216 R{} IR{}{E:6,E:3,E:0,},  R{} IR{}{O:6,O:3,O:0,},  {BC=2}
        mad (16|M16)             r4.0<1>:f     r80.0<8;1>:f      r62.0<8;1>:f      r78.0<1>:f       {Compacted} // $217 R{} IR{}{E:0,E:7,E:7,},  R{} IR{}{O:0,O:7,O:7,},  {BC=2}
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    1065353216:d               {@5}     // $240
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    1065353216:d               {@4}     // $241
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@4}     // $236 R{} IR{}{E:1,E:1,},  R{} IR{}{O:1,O:1,},  {BC=2}
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}     // $237 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        mul (16|M0)              r56.0<1>:f    r18.0<8;8,1>:f    r14.0<8;8,1>:f   {Compacted,@2}     // $242
        mul (16|M16)             r44.0<1>:f    r20.0<8;8,1>:f    r16.0<8;8,1>:f   {Compacted,@2}     // $243
        else (32|M0)                         _fp32_ieee_k0_1_cf  _fp32_ieee_k0_1_cf                  // $214
// B019: [NoMaskWA],  [inDivergent],  Preds:{B017},  Succs:{B020, B021}
_0_083:
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $246
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $246
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $246
(W)     mov (1|M0)               r34.1<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $246
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $246
        mad (16|M0)              r36.0<1>:f    r92.0<8;1>:f      r70.0<8;1>:f      r64.0<1>:f       {Compacted,@1} // $247 R{} IR{}{E:6,E:3,E:0,},  R{} IR{}{O:6,O:3,O:0,},  {BC=2}
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $248
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $249
        mad (16|M16)             r38.0<1>:f    r80.0<8;1>:f      r62.0<8;1>:f      r78.0<1>:f       {Compacted,@1} // $250 R{} IR{}{E:0,E:7,E:7,},  R{} IR{}{O:0,O:7,O:7,},  {BC=2}
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $251
        and (16|M0)   (ne)f1.0   r2.0<1>:d     r64.0<8;8,1>:d    2147483647:d               {@1}     // $252
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@7}                 // $252
        and (16|M16)  (ne)f0.0   r4.0<1>:d     r78.0<8;8,1>:d    2147483647:d                        // $253
(W)     mov (1|M0)               r34.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $253
(W)     mov (1|M0)               f1.0<1>:ud    r34.1<0;1,0>:ud                  {@7}                 // $253
(W&f1.0.any32h) mov (1|M0)       r6.0<1>:ud    f0.0<0;1,0>:ud                                        // $253
        cmp (16|M0)   (ne)f0.0   r8.0<1>:d     r2.0<8;8,1>:d     0:w               {Compacted,@6}    // $256
        cmp (16|M16)  (ne)f0.0   r10.0<1>:d    r4.0<8;8,1>:d     0:w               {@5}              // $257
(W&f1.0.any32h) mov (1|M0)       r6.2<1>:uw    f0.0<0;1,0>:uw                                        // $256
        mov (16|M0)              r84.0<1>:d    -r8.0<8;8,1>:d                   {@3}                 // $258
(W&f1.0.any32h) mov (1|M0)       r7.0<1>:ud    f0.0<0;1,0>:ud                                        // $257
(W)     mov (1|M0)               f1.0<1>:ud    r34.0<0;1,0>:ud                  {@7}                 // $258
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $263
(W)     mov (1|M0)               f0.0<1>:ud    r34.1<0;1,0>:ud                                       // $263
        cmp (16|M16)  (gt)f1.0   null<1>:d     r40.0<8;8,1>:d    -128:w                              // $262
(f1.0)  cmp (16|M0)   (gt)f1.0   null<1>:d     r42.0<8;8,1>:d    -128:w                              // $260
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:hf   0x1:hf                                                // $263
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@5}                 // $263
(f1.0)  sel (16|M16)             acc0.0<1>:uw  r12.0<0;1,0>:uw   0x0:uw              {@2}            // $263
(W)     mov (1|M0)               r34.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $263
(W)     mov (1|M0)               f1.0<1>:ud    r34.1<0;1,0>:ud                                       // $263
        mov (16|M16)             r126.0<1>:d   -r10.0<8;8,1>:d                                       // $259
(W&f1.0.any32h) mov (1|M0)       f0.0<1>:ud    r6.0<0;1,0>:ud                                        // $263
(W)     mov (1|M0)               f1.0<1>:ud    r34.0<0;1,0>:ud                  {@4}                 // $263
(f0.0)  sel (16|M16)             r2.0<1>:uw    r12.0<0;1,0>:uw   0x0:uw                              // $263
        and (16|M16)  (ne)f1.0   null<1>:uw    acc0.0<16;16,1>:uw  r2.0<16;16,1>:uw {@1}             // $263
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $264
(~f1.0) if (32|M0)                           _0_085            _fp32_ieee_k0_6_cf                    // $264
// B020: [NoMaskWA],  [inDivergent],  Preds:{B019},  Succs:{B022}
_0_086:
        shl (16|M0)              r2.0<1>:d     r42.0<8;8,1>:d    23:w               {Compacted}      // $266
        shl (16|M16)             r4.0<1>:d     r40.0<8;8,1>:d    23:w               {Compacted}      // $267
        and (16|M0)              r6.0<1>:d     r36.0<8;8,1>:d    -2139095041:d                       // $270
        and (16|M16)             r8.0<1>:d     r38.0<8;8,1>:d    -2139095041:d                       // $271
        or (16|M0)               r6.0<1>:d     r6.0<8;8,1>:d     r84.0<8;8,1>:d   {Compacted,@2}     // $272
        or (16|M16)              r8.0<1>:d     r8.0<8;8,1>:d     r126.0<8;8,1>:d  {Compacted,@2}     // $273
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2122317824:d               {@6}     // $268
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2122317824:d               {@6}     // $269
        or (16|M0)               r6.0<1>:d     r6.0<8;8,1>:d     8388608:d               {@4}        // $274
        or (16|M16)              r8.0<1>:d     r8.0<8;8,1>:d     8388608:d               {@4}        // $275
        mul (16|M0)              r56.0<1>:f    r2.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted,@2}     // $276
        mul (16|M16)             r44.0<1>:f    r4.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted,@2}     // $277
        else (32|M0)                         _fp32_ieee_k0_6_cf  _fp32_ieee_k0_6_cf                  // $264
// B021: [NoMaskWA],  [inDivergent],  Preds:{B019},  Succs:{B022}
_0_085:
        and (16|M0)   (eq)f0.0   null<1>:d     r36.0<8;8,1>:d    4194304:d                           // $288
        and (16|M16)  (eq)f0.0   null<1>:d     r38.0<8;8,1>:d    4194304:d                           // $290
        and (16|M0)              r2.0<1>:d     r36.0<8;8,1>:d    -2147483648:d                       // $280
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $292
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $292
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}               // $292
        shl (16|M0)              r10.0<1>:d    r36.0<8;8,1>:d    1:w               {Compacted}       // $284
        shl (16|M16)             r12.0<1>:d    r38.0<8;8,1>:d    1:w               {Compacted}       // $285
        and (16|M16)             r4.0<1>:d     r38.0<8;8,1>:d    -2147483648:d                       // $281
(W&f0.0.any32h) mov (1|M0)       r14.0<1>:f    0xA00000:f                                            //  (0x00a00000:f); $292
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@7}                 // $292
        or (16|M0)               r20.0<1>:d    r2.0<8;8,1>:d     r84.0<8;8,1>:d   {Compacted}        // $294
        and (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    8388606:d               {@6}        // $286
        and (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    8388606:d               {@6}        // $287
        or (16|M16)              r22.0<1>:d    r4.0<8;8,1>:d     r126.0<8;8,1>:d  {Compacted,@6}     // $295
(f0.0)  sel (16|M0)              r16.0<1>:d    r14.0<0;1,0>:d    12582912:d               {@6}       // $292
(f0.0)  sel (16|M16)             r18.0<1>:d    r14.0<0;1,0>:d    12582912:d                          // $293
        or (16|M0)               r20.0<1>:d    r20.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@5}     // $296
        or (16|M16)              r22.0<1>:d    r22.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@4}     // $297
        or (16|M0)               r6.0<1>:d     r2.0<8;8,1>:d     8388608:d                           // $282
        or (16|M16)              r8.0<1>:d     r4.0<8;8,1>:d     8388608:d                           // $283
        or (16|M0)               r16.0<1>:d    r16.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@6}     // $300
        or (16|M16)              r18.0<1>:d    r18.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@6}     // $301
        or (16|M0)               r20.0<1>:d    r20.0<8;8,1>:d    8388608:d               {@6}        // $298
        or (16|M16)              r22.0<1>:d    r22.0<8;8,1>:d    8388608:d               {@6}        // $299
        mul (16|M0)              r14.0<1>:f    r6.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted,@6}     // $306
        mul (16|M16)             r28.0<1>:f    r8.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted,@6}     // $307
        mad (16|M0)              acc0.0<1>:f   r16.0<8;1>:f      r20.0<8;1>:f      r34.3<0>:f       {Compacted,@4} // $302 R{} IR{}{E:0,E:2,E:1,},  R{r34,} IR{}{O:0,O:2,},  {BC=1}
        mad (16|M16)             r26.0<1>:f    r18.0<8;1>:f      r22.0<8;1>:f      r34.3<0>:f       {Compacted,@4} // $303
        add (16|M0)              r24.0<1>:f    acc0.0<8;8,1>:f   -r6.0<8;8,1>:f   {Compacted}        // $304
        add (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    -r8.0<8;8,1>:f   {Compacted,@2}     // $305
        and (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    -2:w               {Compacted,@6}   // $308
        and (16|M16)             r12.0<1>:d    r28.0<8;8,1>:d    -2:w               {Compacted,@6}   // $309
        or (16|M0)               r56.0<1>:d    r10.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted,@2}     // $310
        or (16|M16)              r44.0<1>:d    r12.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@2}     // $311
// B022: [NoMaskWA],  [inDivergent],  Preds:{B021, B020},  Succs:{B023}
_fp32_ieee_k0_6_cf:
        endif (32|M0)                        _fp32_ieee_k0_1_cf                                      // $264
// B023: [NoMaskWA],  [inDivergent],  Preds:{B018, B022},  Succs:{B030}
_fp32_ieee_k0_1_cf:
        endif (32|M0)                        L4064                                                   // $214
L4064:
        goto (32|M0)                         _0_075            _fp32_ieee_k0_5_cf                    // $349
// B024: [NoMaskWA],  [inDivergent],  Preds:{B009},  Succs:{B030}
_0_075:
        join (32|M0)                         _0_073                                                  // 
L4096:
        mul (16|M0)              r56.0<1>:f    r52.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted}        // $314
        mul (16|M16)             r44.0<1>:f    r50.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}        // $315
        goto (32|M0)                         _0_073            _fp32_ieee_k0_5_cf                    // $316
// B025: [NoMaskWA],  [inDivergent],  Preds:{B008},  Succs:{B030}
_0_073:
        join (32|M0)                         _0_071                                                  // 
L4144:
        or (16|M0)               r2.0<1>:d     r66.0<8;8,1>:d    2139095040:d                        // $318
        or (16|M16)              r4.0<1>:d     r68.0<8;8,1>:d    2139095040:d                        // $319
        cmp (16|M0)   (eq)f1.0   null<1>:d     r64.0<8;8,1>:d    0:w                                 // $324
        cmp (16|M16)  (eq)f1.0   null<1>:d     r54.0<8;8,1>:d    0:w                                 // $325
        mul (16|M0)              acc0.0<1>:f   r52.0<8;8,1>:f    r2.0<8;8,1>:f    {Compacted,@4}     // $320
        mul (16|M16)             r8.0<1>:f     r50.0<8;8,1>:f    r4.0<8;8,1>:f    {Compacted,@4}     // $321
        xor (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     r76.0<8;8,1>:d   {Compacted}        // $322
        xor (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r82.0<8;8,1>:d   {Compacted}        // $323
(f1.0)  sel (16|M0)              r56.0<1>:f    acc0.0<8;8,1>:f   r2.0<8;8,1>:f    {Compacted,@2}     // $326
(f1.0)  sel (16|M16)             r44.0<1>:f    r8.0<8;8,1>:f     r4.0<8;8,1>:f    {@2}               // $327
        goto (32|M0)                         _0_071            _fp32_ieee_k0_5_cf                    // $328
// B026: [NoMaskWA],  [inDivergent],  Preds:{B007},  Succs:{B030}
_0_071:
        join (32|M0)                         _0_069                                                  // 
L4296:
        mul (16|M0)              r56.0<1>:f    r52.0<8;8,1>:f    r66.0<8;8,1>:f   {Compacted}        // $330
        mul (16|M16)             r44.0<1>:f    r50.0<8;8,1>:f    r68.0<8;8,1>:f   {Compacted}        // $331
        goto (32|M0)                         _0_069            _fp32_ieee_k0_5_cf                    // $332
// B027: [NoMaskWA],  [inDivergent],  Preds:{B006},  Succs:{B030}
_0_069:
        join (32|M0)                         _0_067                                                  // 
L4344:
        xor (16|M0)              r2.0<1>:d     r66.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}        // $334
        xor (16|M16)             r4.0<1>:d     r68.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}        // $335
        xor (16|M0)              r6.0<1>:d     r76.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}        // $336
        xor (16|M16)             r8.0<1>:d     r82.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}        // $337
        add (16|M0)              r56.0<1>:f    r2.0<8;8,1>:f     -r6.0<8;8,1>:f   {Compacted,@2}     // $338
        add (16|M16)             r44.0<1>:f    r4.0<8;8,1>:f     -r8.0<8;8,1>:f   {Compacted,@2}     // $339
        goto (32|M0)                         _0_067            _fp32_ieee_k0_5_cf                    // $340
// B028: [NoMaskWA],  [inDivergent],  Preds:{B005},  Succs:{B030}
_0_067:
        join (32|M0)                         _0_065                                                  // 
L4424:
        add (16|M0)              r56.0<1>:f    r48.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted}        // $342
        add (16|M16)             r44.0<1>:f    r46.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}        // $343
        goto (32|M0)                         _0_065            _fp32_ieee_k0_5_cf                    // $344
// B029: [NoMaskWA],  [inDivergent],  Preds:{B004},  Succs:{B030}
_0_065:
        join (32|M0)                         _fp32_ieee_k0_5_cf                                      // 
L4472:
        add (16|M0)              r56.0<1>:f    r52.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted}        // $346
        add (16|M16)             r44.0<1>:f    r50.0<8;8,1>:f    r46.0<8;8,1>:f   {Compacted}        // $347
// B030: [NoMaskWA],  [inDivergent],  Preds:{B029, B028, B027, B026, B025, B024, B023},  Succs:{B031}
_fp32_ieee_k0_5_cf:
        join (32|M0)                         _0_061                                                  // 
// B031: Preds:{B001, B030},  Succs:{B032, B047}
_0_061:
        endif (32|M0)                        L4520                                                   // $39
L4520:
        mov (16|M0)              r24.0<1>:f    (abs)r52.0<8;8,1>:f              {Compacted}          // $349
        mov (16|M16)             r84.0<1>:f    (abs)r50.0<8;8,1>:f              {Compacted}          // $350
        shr (16|M0)              r2.0<1>:d     r24.0<8;8,1>:ud   23:w               {Compacted,@2}   // $351
        shr (16|M16)             r4.0<1>:d     r84.0<8;8,1>:ud   23:w               {Compacted,@2}   // $352
        and (16|M0)              r92.0<1>:d    r24.0<8;8,1>:d    8388607:d                           // $355
        and (16|M16)             r86.0<1>:d    r84.0<8;8,1>:d    8388607:d                           // $356
        and (16|M0)              r90.0<1>:d    r2.0<8;8,1>:d     255:w               {Compacted,@4}  // $353
        and (16|M16)             r88.0<1>:d    r4.0<8;8,1>:d     255:w               {Compacted,@4}  // $354
        or (16|M0)    (eq)f0.0   null<1>:d     r90.0<8;8,1>:d    r92.0<8;8,1>:d   {@2}               // $357
        or (16|M16)   (eq)f0.0   null<1>:d     r88.0<8;8,1>:d    r86.0<8;8,1>:d   {@2}               // $359
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $361
(~f0.0) if (32|M0)                           _0_087            _0_087                                // $361
// B032: [inDivergent],  Preds:{B031},  Succs:{B033, B042}
_0_088:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r90.0<8;8,1>:d    255:w                               // $363
        cmp (16|M16)  (eq)f1.0   null<1>:d     r88.0<8;8,1>:d    255:w                               // $364
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $365
(~f1.0) if (32|M0)                           _0_089            _fp32_ieee_k0_7_cf                    // $365
// B033: [NoMaskWA],  [inDivergent],  Preds:{B032},  Succs:{B034, B039}
_0_090:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r24.0<8;8,1>:d    -1:w               {Compacted}      // $367
        cmp (16|M16)  (gt)f0.0   null<1>:d     r84.0<8;8,1>:d    -1:w                                // $368
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $369
(f0.0)  if (32|M0)                           _0_091            _fp32_ieee_k0_3_cf                    // $369
// B034: [NoMaskWA],  [inDivergent],  Preds:{B033},  Succs:{B035, B036}
_0_092:
        and (16|M0)              r6.0<1>:d     r24.0<8;8,1>:d    16777215:d                          // $373
        and (16|M16)             r8.0<1>:d     r84.0<8;8,1>:d    16777215:d                          // $374
        cmp (16|M0)   (eq)f1.0   null<1>:d     r90.0<8;8,1>:d    0:w                                 // $377
        cmp (16|M16)  (eq)f1.0   null<1>:d     r88.0<8;8,1>:d    0:w                                 // $378
        mul (16|M0)              acc0.0<1>:f   (abs)r52.0<8;8,1>:f  0x7E800000:f            {Compacted} // $371
        mul (16|M16)             r4.0<1>:f     (abs)r50.0<8;8,1>:f  0x7E800000:f            {Compacted} // $372
        or (16|M0)               r6.0<1>:d     r6.0<8;8,1>:d     1056964608:d               {@6}     // $375
        or (16|M16)              r8.0<1>:d     r8.0<8;8,1>:d     1056964608:d               {@6}     // $376
(f1.0)  sel (16|M0)              r10.0<1>:f    acc0.0<8;8,1>:f   r6.0<8;8,1>:f    {Compacted,@2}     // $379
(f1.0)  sel (16|M16)             r12.0<1>:f    r4.0<8;8,1>:f     r8.0<8;8,1>:f    {@2}               // $380
        math.rsqt (16|M0)        r14.0<1>:f    r10.0<8;8,1>:f                   {@2,$8}              // $381
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $387
        math.rsqt (16|M16)       r16.0<1>:f    r12.0<8;8,1>:f                   {@2,$9}              // $382
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $387
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $387
        mul (16|M0)              r18.0<1>:f    r14.0<8;8,1>:f    0x3F000000:f               {Compacted,$8.dst} // $383
        mul (16|M16)             r20.0<1>:f    r16.0<8;8,1>:f    0x3F000000:f               {Compacted,$9.dst} // $384
        mul (16|M0)              r14.0<1>:f    r14.0<8;8,1>:f    r10.0<8;8,1>:f   {Compacted}        // $385
        mul (16|M16)             r16.0<1>:f    r16.0<8;8,1>:f    r12.0<8;8,1>:f   {Compacted}        // $386
(W&f0.0.any32h) mov (1|M0)       r22.0<1>:f    0x3F000000:f                                          // $387
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@7}                 // $388
        mad (16|M0)              acc0.0<1>:f   r22.0<0;0>:f      r18.0<8;1>:f      -r14.0<1>:f      {Compacted,@2} // $388 R{} IR{}{E:3,E:1,E:7,},  R{r22,} IR{}{O:1,O:7,},  {BC=1}
        mad (16|M16)             r26.0<1>:f    r22.0<0;0>:f      r20.0<8;1>:f      -r16.0<1>:f      {Compacted,@4} // $389
        mad (16|M0)              r4.0<1>:f     r14.0<8;1>:f      acc0.0<8;1>:f     r14.0<1>:f       {Compacted} // $392
        mad (16|M16)             r6.0<1>:f     r16.0<8;1>:f      r26.0<8;1>:f      r16.0<1>:f       {Compacted,@2} // $393
        mad (16|M0)              r28.0<1>:f    r18.0<8;1>:f      acc0.0<8;1>:f     r18.0<1>:f       {Compacted} // $390
        mad (16|M16)             r2.0<1>:f     r20.0<8;1>:f      r26.0<8;1>:f      r20.0<1>:f       {Compacted} // $391
        mad (16|M0)              acc0.0<1>:f   r10.0<8;1>:f      r4.0<8;1>:f       -r4.0<1>:f       {Compacted,@4} // $394
        mad (16|M16)             r30.0<1>:f    r12.0<8;1>:f      r6.0<8;1>:f       -r6.0<1>:f       {Compacted,@4} // $395
        mad (16|M0)              r76.0<1>:f    r4.0<8;1>:f       acc0.0<8;1>:f     r28.0<1>:f       {Compacted,@4} // $396
        mad (16|M16)             r70.0<1>:f    r6.0<8;1>:f       r30.0<8;1>:f      r2.0<1>:f        {Compacted,@2} // $397 R{} IR{}{E:3,E:7,E:1,},  R{} IR{}{O:3,O:7,O:1,},  {BC=2}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $398
(~f1.0) if (32|M0)                           _0_093            _fp32_ieee_k0_2_cf                    // $398
// B035: [NoMaskWA],  [inDivergent],  Preds:{B034},  Succs:{B037}
_0_094:
        shl (16|M0)              r6.0<1>:d     r90.0<8;8,1>:d    22:w               {Compacted}      // $402
        shl (16|M16)             r8.0<1>:d     r88.0<8;8,1>:d    22:w               {Compacted}      // $403
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     532676608:d               {@2}      // $404
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     532676608:d               {@2}      // $405
        and (16|M0)              r2.0<1>:d     r76.0<8;8,1>:d    8388607:d               {@7}        // $400
        and (16|M16)             r4.0<1>:d     r70.0<8;8,1>:d    8388607:d               {@7}        // $401
        and (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     2139095040:d               {@4}     // $406
        and (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     2139095040:d               {@4}     // $407
        or (16|M0)               r24.0<1>:d    r2.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted,@2}     // $408
        or (16|M16)              r84.0<1>:d    r4.0<8;8,1>:d     r8.0<8;8,1>:d    {Compacted,@2}     // $409
        else (32|M0)                         _fp32_ieee_k0_2_cf  _fp32_ieee_k0_2_cf                  // $398
// B036: [NoMaskWA],  [inDivergent],  Preds:{B034},  Succs:{B037}
_0_093:
        mul (16|M0)              r24.0<1>:f    r76.0<8;8,1>:f    0x20000000:f               {Compacted} // $412
        mul (16|M16)             r84.0<1>:f    r70.0<8;8,1>:f    0x20000000:f               {Compacted} // $413
// B037: [NoMaskWA],  [inDivergent],  Preds:{B036, B035},  Succs:{B038}
_fp32_ieee_k0_2_cf:
        endif (32|M0)                        _fp32_ieee_k0_9_cf                                      // $398
// B038: [NoMaskWA],  [inDivergent],  Preds:{B037},  Succs:{B040}
_fp32_ieee_k0_9_cf:
        else (32|M0)                         _fp32_ieee_k0_3_cf  _fp32_ieee_k0_3_cf                  // $369
// B039: [NoMaskWA],  [inDivergent],  Preds:{B033},  Succs:{B040}
_0_091:
        mov (16|M0)              r24.0<1>:f    0xFFC00000:f                               {Compacted} //  (0xffc00000:f); $416
        mov (16|M16)             r84.0<1>:f    0xFFC00000:f                               {Compacted} //  (0xffc00000:f); $417
// B040: [NoMaskWA],  [inDivergent],  Preds:{B039, B038},  Succs:{B041}
_fp32_ieee_k0_3_cf:
        endif (32|M0)                        _fp32_ieee_k0_8_cf                                      // $369
// B041: [NoMaskWA],  [inDivergent],  Preds:{B040},  Succs:{B046}
_fp32_ieee_k0_8_cf:
        else (32|M0)                         _fp32_ieee_k0_7_cf  _fp32_ieee_k0_7_cf                  // $365
// B042: [NoMaskWA],  [inDivergent],  Preds:{B032},  Succs:{B043, B044}
_0_089:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r92.0<8;8,1>:d    0:w                                 // $420
        cmp (16|M16)  (eq)f1.0   null<1>:d     r86.0<8;8,1>:d    0:w                                 // $421
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $422
(~f1.0) if (32|M0)                           _0_095            _fp32_ieee_k0_10_cf                   // $422
// B043: [NoMaskWA],  [inDivergent],  Preds:{B042},  Succs:{B045}
_0_096:
        or (16|M0)               r24.0<1>:d    r24.0<8;8,1>:d    4194304:d               {@7}        // $424
        or (16|M16)              r84.0<1>:d    r84.0<8;8,1>:d    4194304:d               {@7}        // $425
        else (32|M0)                         _fp32_ieee_k0_10_cf  _fp32_ieee_k0_10_cf                // $422
// B044: [NoMaskWA],  [inDivergent],  Preds:{B042},  Succs:{B045}
_0_095:
        cmp (16|M0)   (gt)f0.0   null<1>:d     r24.0<8;8,1>:d    -1:w               {Compacted,@3}   // $428
        cmp (16|M16)  (gt)f0.0   null<1>:d     r84.0<8;8,1>:d    -1:w               {@3}             // $429
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $430
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $430
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $430
(W&f0.0.any32h) mov (1|M0)       r2.0<1>:f     0x7F800000:f                                          //  (0x7f800000:f); $430
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@4}                 // $430
(f0.0)  sel (16|M0)              r24.0<1>:d    r2.0<0;1,0>:d     -4194304:d               {@2}       // $430
(f0.0)  sel (16|M16)             r84.0<1>:d    r2.0<0;1,0>:d     -4194304:d                          // $431
// B045: [NoMaskWA],  [inDivergent],  Preds:{B044, B043},  Succs:{B046}
_fp32_ieee_k0_10_cf:
        endif (32|M0)                        _fp32_ieee_k0_7_cf                                      // $422
// B046: [NoMaskWA],  [inDivergent],  Preds:{B041, B045},  Succs:{B047}
_fp32_ieee_k0_7_cf:
        endif (32|M0)                        _0_087                                                  // $365
// B047: Preds:{B031, B046},  Succs:{B048, B049}
_0_087:
        endif (32|M0)                        L5696                                                   // $361
L5696:
        mad (16|M0)              r98.0<1>:f    r34.2<0;0>:f      r48.0<8;1>:f      r48.0<1>:f       {Compacted} // $435
        mad (16|M16)             r102.0<1>:f   r34.2<0;0>:f      r46.0<8;1>:f      r46.0<1>:f       {Compacted} // $436
        shr (16|M0)              r2.0<1>:d     r98.0<8;8,1>:ud   23:w               {Compacted,@2}   // $437
        shr (16|M16)             r4.0<1>:d     r102.0<8;8,1>:ud  23:w               {Compacted,@2}   // $438
        and (16|M0)              r124.0<1>:d   r2.0<8;8,1>:d     255:w               {Compacted,@2}  // $439
        and (16|M16)             r122.0<1>:d   r4.0<8;8,1>:d     255:w               {Compacted,@2}  // $440
        add (16|M0)              r6.0<1>:d     r124.0<8;8,1>:d   -191:w               {Compacted,@2} // $441
        add (16|M16)             r8.0<1>:d     r122.0<8;8,1>:d   -191:w               {Compacted,@2} // $442
        cmp (16|M0)   (lt)f0.0   null<1>:d     r6.0<8;8,1>:ud    0xFFFFFF81:ud              {@2}     // $443
        cmp (16|M16)  (lt)f0.0   null<1>:d     r8.0<8;8,1>:ud    0xFFFFFF81:ud              {@2}     // $444
        add (16|M0)              r94.0<1>:f    r56.0<8;8,1>:f    r24.0<8;8,1>:f   {Compacted}        // $433 R{} IR{}{E:4,E:4,},  R{} IR{}{O:4,O:4,},  {BC=2}
        add (16|M16)             r96.0<1>:f    r44.0<8;8,1>:f    r84.0<8;8,1>:f   {Compacted}        // $434
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $445
(~f0.0) if (32|M0)                           _0_097            _fp32_ieee_k0_0_cf                    // $445
// B048: [inDivergent],  Preds:{B047},  Succs:{B069}
_0_098:
        math.inv (16|M0)         r2.0<1>:f     r98.0<8;8,1>:f                   {$10}                // $447
        math.inv (16|M16)        r4.0<1>:f     r102.0<8;8,1>:f                  {$11}                // $448
        mad (16|M0)              acc0.0<1>:f   r34.2<0;0>:f      r2.0<8;1>:f       -r98.0<1>:f      {Compacted,$10.dst} // $449 R{} IR{}{E:1,E:1,E:1,},  R{r34,} IR{}{O:1,O:1,},  {BC=3}
        mad (16|M16)             r8.0<1>:f     r34.2<0;0>:f      r4.0<8;1>:f       -r102.0<1>:f     {Compacted,$11.dst} // $450
        mad (16|M0)              r10.0<1>:f    r2.0<8;1>:f       acc0.0<8;1>:f     r2.0<1>:f        {Compacted} // $451
        mad (16|M16)             r12.0<1>:f    r4.0<8;1>:f       r8.0<8;1>:f       r4.0<1>:f        {Compacted,@2} // $452
        mad (16|M0)              acc0.0<1>:f   r2.0<8;1>:f       acc0.0<8;1>:f     r10.0<1>:f       {Compacted,@2} // $453
        mad (16|M16)             r16.0<1>:f    r4.0<8;1>:f       r8.0<8;1>:f       r12.0<1>:f       {Compacted,@2} // $454 R{} IR{}{E:2,E:4,E:6,},  R{} IR{}{O:2,O:4,O:6,},  {BC=2}
        mad (16|M0)              r18.0<1>:f    r34.2<0;0>:f      acc0.0<8;1>:f     -r98.0<1>:f       // $455 R{} IR{}{E:1,E:1,},  R{r34,} IR{} {BC=1}
        mad (16|M16)             r20.0<1>:f    r34.2<0;0>:f      r16.0<8;1>:f      -r102.0<1>:f     {Compacted,@2} // $456
        mad (16|M0)              r108.0<1>:f   acc0.0<8;1>:f     r18.0<8;1>:f      r10.0<1>:f       {@2} // $457
        mad (16|M16)             r100.0<1>:f   r16.0<8;1>:f      r20.0<8;1>:f      r12.0<1>:f       {Compacted,@2} // $458 R{} IR{}{E:0,E:2,E:6,},  R{} IR{}{O:0,O:2,O:6,},  {BC=2}
        else (32|M0)                         _fp32_ieee_k0_0_cf  _fp32_ieee_k0_0_cf                  // $445
// B049: [inDivergent],  Preds:{B047},  Succs:{B050, B051}
_0_097:
        add (16|M0)              r2.0<1>:d     r124.0<8;8,1>:d   -255:w               {Compacted}    // $461
        add (16|M16)             r4.0<1>:d     r122.0<8;8,1>:d   -255:w               {Compacted}    // $462
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.0<8;8,1>:ud    0xFFFFFF02:ud              {@2}     // $463
        cmp (16|M16)  (lt)f1.0   null<1>:d     r4.0<8;8,1>:ud    0xFFFFFF02:ud              {@2}     // $464
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $465
(f1.0)  goto (32|M0)                         _0_100            _0_100                                // $465
// B050: [NoMaskWA],  [inDivergent],  Preds:{B049},  Succs:{B058}
_0_101:
        and (16|M0)              r2.0<1>:d     r98.0<8;8,1>:d    2147483647:d                        // $467
        and (16|M16)             r4.0<1>:d     r102.0<8;8,1>:d   2147483647:d                        // $468
        add (16|M0)              r2.0<1>:d     -r2.0<8;8,1>:d    1065353216:d               {@2}     // $469
        add (16|M16)             r4.0<1>:d     -r4.0<8;8,1>:d    1065353216:d               {@2}     // $470
        asr (16|M0)              r120.0<1>:d   r2.0<8;8,1>:d     23:w               {Compacted,@2}   // $471
        asr (16|M16)             r118.0<1>:d   r4.0<8;8,1>:d     23:w               {Compacted,@2}   // $472
        goto (32|M0)                         _0_100            _0_102                                // $473
// B051: [NoMaskWA],  [inDivergent],  Preds:{B049},  Succs:{B052, B067}
_0_100:
        join (32|M0)                         _0_102                                                  // 
L6176:
        and (16|M0)              r26.0<1>:d    r98.0<8;8,1>:d    2147483647:d                        // $475
        and (16|M16)             r28.0<1>:d    r102.0<8;8,1>:d   2147483647:d                        // $476
        cmp (16|M0)   (gt)f0.0   null<1>:d     r26.0<8;8,1>:ud   0x7F800000:ud              {@2}     // $477
        cmp (16|M16)  (gt)f0.0   null<1>:d     r28.0<8;8,1>:ud   0x7F800000:ud              {@2}     // $478
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $479
(f0.0)  goto (32|M0)                         _0_102            _0_103                                // $479
// B052: [NoMaskWA],  [inDivergent],  Preds:{B051},  Succs:{B053, B066}
_0_104:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r124.0<8;8,1>:d   255:w                               // $483
        cmp (16|M16)  (eq)f1.0   null<1>:d     r122.0<8;8,1>:d   255:w                               // $484
        and (16|M0)              r108.0<1>:d   r98.0<8;8,1>:d    -2147483648:d                       // $481
        and (16|M16)             r100.0<1>:d   r102.0<8;8,1>:d   -2147483648:d                       // $482
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@6} // $485
(f1.0)  goto (32|M0)                         _0_102            _0_105                                // $485
// B053: [NoMaskWA],  [inDivergent],  Preds:{B052},  Succs:{B054, B065}
_0_106:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r26.0<8;8,1>:d    0:w               {Compacted}       // $487
        cmp (16|M16)  (eq)f0.0   null<1>:d     r28.0<8;8,1>:d    0:w                                 // $488
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $489
(f0.0)  goto (32|M0)                         _0_102            _0_107                                // $489
// B054: [NoMaskWA],  [inDivergent],  Preds:{B053},  Succs:{B055, B056}
_0_108:
        and (16|M0)   (eq)f1.0   null<1>:d     r98.0<8;8,1>:d    2139095040:d                        // $491
        and (16|M16)  (eq)f1.0   null<1>:d     r102.0<8;8,1>:d   2139095040:d                        // $493
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@4} // $495
(f1.0)  if (32|M0)                           _0_109            _0_111                                // $495
// B055: [NoMaskWA],  [inDivergent],  Preds:{B054},  Succs:{B057}
_0_110:
        mul (16|M0)              r98.0<1>:f    r98.0<8;8,1>:f    0x4F800000:f               {Compacted} // $497
        mul (16|M16)             r102.0<1>:f   r102.0<8;8,1>:f   0x4F800000:f               {Compacted} // $498
        shr (16|M0)              r2.0<1>:d     r98.0<8;8,1>:ud   23:w               {Compacted,@2}   // $499
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $507
        and (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     255:w               {Compacted,@2}  // $501
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $507
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@2}               // $507
        shr (16|M16)             r4.0<1>:d     r102.0<8;8,1>:ud  23:w               {Compacted,@6}   // $500
(W&f0.0.any32h) mov (1|M0)       r6.0<2>:b     32:w                                                  // $507
        and (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     255:w               {Compacted,@2}  // $502
        and (16|M0)              r26.0<1>:d    r98.0<8;8,1>:d    2147483647:d                        // $505
        and (16|M16)             r28.0<1>:d    r102.0<8;8,1>:d   2147483647:d                        // $506
        add (16|M0)              r124.0<1>:d   r2.0<8;8,1>:d     -32:w               {Compacted}     // $503
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@7}                 // $507
        mov (16|M0)              r7.0<1>:b     r6.0<0;1,0>:b                    {@6}                 // $507
        add (16|M16)             r122.0<1>:d   r4.0<8;8,1>:d     -32:w               {Compacted,@6}  // $504
        mov (16|M16)             r6.0<1>:b     r6.0<0;1,0>:b                                         // $508
        else (32|M0)                         _0_111            _0_111                                // $495
// B056: [NoMaskWA],  [inDivergent],  Preds:{B054},  Succs:{B057}
_0_109:
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $511
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $511
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $511
(W&f0.0.any32h) mov (1|M0)       r2.0<2>:b     0:w                                                   // $511
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@4}                 // $511
        mov (16|M0)              r7.0<1>:b     r2.0<0;1,0>:b                    {@2}                 // $511
        mov (16|M16)             r6.0<1>:b     r2.0<0;1,0>:b                                         // $512
// B057: [NoMaskWA],  [inDivergent],  Preds:{B056, B055},  Succs:{B058}
_0_111:
        endif (32|M0)                        L6824                                                   // $495
L6824:
        add (16|M0)              r2.0<1>:d     -r26.0<8;8,1>:d   1065353216:d                        // $514
        add (16|M16)             r4.0<1>:d     -r28.0<8;8,1>:d   1065353216:d                        // $515
        asr (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     23:w               {Compacted,@2}   // $516
        asr (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     23:w               {Compacted,@2}   // $517
        add (16|M0)              r120.0<1>:d   r7.0<8;8,1>:ub    r2.0<8;8,1>:d    {@2}               // $520
        add (16|M16)             r118.0<1>:d   r6.0<8;8,1>:ub    r4.0<8;8,1>:d    {@2}               // $521
// B058: [NoMaskWA],  [inDivergent],  Preds:{B057, B050},  Succs:{B059, B060}
_0_102:
        join (32|M0)                         _0_107                                                  // 
L6920:
        and (16|M0)              r2.0<1>:d     r98.0<8;8,1>:d    -2139095041:d                       // $523
        and (16|M16)             r4.0<1>:d     r102.0<8;8,1>:d   -2139095041:d                       // $524
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     1065353216:d               {@2}     // $525
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     1065353216:d               {@2}     // $526
        math.inv (16|M0)         r14.0<1>:f    r2.0<8;8,1>:f                    {@2,$12}             // $531
        add (16|M0)              r6.0<1>:d     r120.0<8;8,1>:d   126:w               {Compacted,@7}  // $527
        math.inv (16|M16)        r16.0<1>:f    r4.0<8;8,1>:f                    {@2,$13}             // $532
        add (16|M16)             r8.0<1>:d     r118.0<8;8,1>:d   126:w               {Compacted,@7}  // $528
        add (16|M0)              r10.0<1>:d    -r120.0<8;8,1>:d  -152:w               {Compacted}    // $529
        add (16|M16)             r12.0<1>:d    -r118.0<8;8,1>:d  -152:w               {Compacted}    // $530
        mad (16|M0)              acc0.0<1>:f   r34.2<0;0>:f      r14.0<8;1>:f      -r2.0<1>:f       {Compacted,$12.dst} // $533 R{} IR{}{E:1,E:7,E:1,},  R{r34,} IR{}{O:7,O:1,},  {BC=1}
        mad (16|M16)             r20.0<1>:f    r34.2<0;0>:f      r16.0<8;1>:f      -r4.0<1>:f       {Compacted,$13.dst} // $534
        and (16|M0)   (lt)f0.0   null<1>:d     r6.0<8;8,1>:d     r10.0<8;8,1>:d   {@4}               // $541
        and (16|M16)  (lt)f0.0   null<1>:d     r8.0<8;8,1>:d     r12.0<8;8,1>:d   {@4}               // $543
        mad (16|M0)              r68.0<1>:f    r14.0<8;1>:f      acc0.0<8;1>:f     r14.0<1>:f       {Compacted} // $535
        mad (16|M16)             r116.0<1>:f   r16.0<8;1>:f      r20.0<8;1>:f      r16.0<1>:f       {Compacted,@4} // $536
        mad (16|M0)              r58.0<1>:f    r14.0<8;1>:f      acc0.0<8;1>:f     r68.0<1>:f       {Compacted,@2} // $537
        mad (16|M16)             r114.0<1>:f   r16.0<8;1>:f      r20.0<8;1>:f      r116.0<1>:f      {Compacted,@2} // $538 R{} IR{}{E:0,E:2,E:2,},  R{} IR{}{O:0,O:2,O:2,},  {BC=2}
        mad (16|M0)              r60.0<1>:f    r34.2<0;0>:f      r58.0<8;1>:f      -r2.0<1>:f       {Compacted,@2} // $539 R{} IR{}{E:1,E:5,E:1,},  R{r34,} IR{}{O:5,O:1,},  {BC=1}
        mad (16|M16)             r112.0<1>:f   r34.2<0;0>:f      r114.0<8;1>:f     -r4.0<1>:f       {Compacted,@2} // $540
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $545
(~f0.0) if (32|M0)                           _0_112            _fp32_ieee_k0_4_cf                    // $545
// B059: [NoMaskWA],  [inDivergent],  Preds:{B058},  Succs:{B064}
_0_113:
        add (16|M0)              r2.0<1>:d     -r124.0<8;8,1>:d  127:w               {Compacted}     // $547
        add (16|M16)             r4.0<1>:d     -r122.0<8;8,1>:d  127:w               {Compacted}     // $548
        add (16|M0)              r10.0<1>:d    r124.0<8;8,1>:d   -254:w               {Compacted}    // $551
        add (16|M16)             r12.0<1>:d    r122.0<8;8,1>:d   -254:w               {Compacted}    // $552
        asr (16|M0)              r14.0<1>:d    r2.0<8;8,1>:d     31:w               {Compacted,@4}   // $553
        asr (16|M16)             r16.0<1>:d    r4.0<8;8,1>:d     31:w               {Compacted,@4}   // $554
        cmp (16|M0)   (lt)f1.0   null<1>:d     r10.0<8;8,1>:ud   0xFFFFFE85:ud              {@4}     // $559
        cmp (16|M16)  (lt)f1.0   null<1>:d     r12.0<8;8,1>:ud   0xFFFFFE85:ud              {@4}     // $560
        add (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    248:w               {Compacted,@4}  // $555
        add (16|M16)             r20.0<1>:d    r16.0<8;8,1>:d    248:w               {Compacted,@4}  // $556
        xor (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@2}     // $557
        xor (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted,@2}     // $558
(~f1.0) mov (16|M0)              r18.0<1>:f    r2.0<8;8,1>:f                                         // $561
(~f1.0) mov (16|M16)             r20.0<1>:f    r4.0<8;8,1>:f                                         // $562
        asr (16|M0)              r22.0<1>:d    r18.0<8;8,1>:d    1:w               {Compacted,@2}    // $563
        asr (16|M16)             r24.0<1>:d    r20.0<8;8,1>:d    1:w               {Compacted,@2}    // $564
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    -r22.0<8;8,1>:d  {Compacted,@2}     // $565
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    -r24.0<8;8,1>:d  {Compacted,@2}     // $566
        shl (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    23:w               {Compacted}      // $567
        shl (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    23:w               {Compacted,@3}   // $571
        shl (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    23:w               {Compacted}      // $568
        shl (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    23:w               {Compacted,@4}   // $572
        mad (16|M0)              r6.0<1>:f     r58.0<8;1>:f      r68.0<8;1>:f      r60.0<1>:f       {Compacted} // $549 R{} IR{}{E:5,E:2,E:6,},  R{} IR{}{O:5,O:2,O:6,},  {BC=2}
        mad (16|M16)             r8.0<1>:f     r114.0<8;1>:f     r116.0<8;1>:f     r112.0<1>:f      {Compacted} // $550 R{} IR{}{E:1,E:2,E:0,},  R{} IR{}{O:1,O:2,O:0,},  {BC=2}
        add (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    1065353216:d               {@5}     // $573
        add (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    1065353216:d               {@4}     // $574
        add (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted,@4}     // $569 R{} IR{}{E:3,E:3,},  R{} IR{}{O:3,O:3,},  {BC=2}
        add (16|M16)             r24.0<1>:d    r24.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted,@4}     // $570 R{} IR{}{E:4,E:4,},  R{} IR{}{O:4,O:4,},  {BC=2}
        mul (16|M0)              r108.0<1>:f   r22.0<8;8,1>:f    r18.0<8;8,1>:f   {Compacted,@2}     // $575
        mul (16|M16)             r100.0<1>:f   r24.0<8;8,1>:f    r20.0<8;8,1>:f   {Compacted,@2}     // $576
        else (32|M0)                         _fp32_ieee_k0_4_cf  _fp32_ieee_k0_4_cf                  // $545
// B060: [NoMaskWA],  [inDivergent],  Preds:{B058},  Succs:{B061, B062}
_0_112:
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $579
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $579
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $579
(W)     mov (1|M0)               r34.1<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $579
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $579
        mad (16|M0)              r32.0<1>:f    r58.0<8;1>:f      r68.0<8;1>:f      r60.0<1>:f       {Compacted,@1} // $580 R{} IR{}{E:5,E:2,E:6,},  R{} IR{}{O:5,O:2,O:6,},  {BC=2}
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $581
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $582
        mad (16|M16)             r30.0<1>:f    r114.0<8;1>:f     r116.0<8;1>:f     r112.0<1>:f      {Compacted,@1} // $583 R{} IR{}{E:1,E:2,E:0,},  R{} IR{}{O:1,O:2,O:0,},  {BC=2}
(W&f0.0.any32h) xor (1|M0)       cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {@1}           // $584
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@1}                 // $585
        and (16|M0)   (ne)f0.0   r2.0<1>:d     r60.0<8;8,1>:d    2147483647:d                        // $585
        and (16|M16)  (ne)f1.0   r4.0<1>:d     r112.0<8;8,1>:d   2147483647:d                        // $586
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $586
(W)     mov (1|M0)               f0.0<1>:ud    r34.1<0;1,0>:ud                  {@7}                 // $586
(W&f0.0.any32h) mov (1|M0)       r6.0<1>:ud    f1.0<0;1,0>:ud                                        // $586
        cmp (16|M0)   (ne)f1.0   r8.0<1>:d     r2.0<8;8,1>:d     0:w               {@5}              // $589
        cmp (16|M16)  (ne)f1.0   r10.0<1>:d    r4.0<8;8,1>:d     0:w               {@5}              // $590
(W&f0.0.any32h) mov (1|M0)       r6.2<1>:uw    f1.0<0;1,0>:uw                                        // $589
        mov (16|M0)              r78.0<1>:d    -r8.0<8;8,1>:d                   {@3}                 // $591
(W&f0.0.any32h) mov (1|M0)       r7.0<1>:ud    f1.0<0;1,0>:ud                                        // $590
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@7}                 // $591
        cmp (16|M16)  (gt)f0.0   null<1>:d     r118.0<8;8,1>:d   -128:w                              // $595
        mov (16|M16)             r80.0<1>:d    -r10.0<8;8,1>:d                  {@6}                 // $592
(f0.0)  cmp (16|M0)   (gt)f0.0   null<1>:d     r120.0<8;8,1>:d   -128:w                              // $593
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $596
(W)     mov (1|M0)               f0.0<1>:ud    r34.1<0;1,0>:ud                                       // $596
(W&f0.0.any32h) mov (1|M0)       r12.0<1>:hf   0x1:hf                                                // $596
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@3}                 // $596
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r12.0<0;1,0>:uw   0x0:uw              {@2}            // $596
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $596
(W)     mov (1|M0)               f0.0<1>:ud    r34.1<0;1,0>:ud                                       // $596
(W&f0.0.any32h) mov (1|M0)       f1.0<1>:ud    r6.0<0;1,0>:ud                                        // $596
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@3}                 // $596
(f1.0)  sel (16|M16)             r2.0<1>:uw    r12.0<0;1,0>:uw   0x0:uw                              // $596
        and (16|M16)  (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r2.0<16;16,1>:uw {@1}             // $596
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $597
(~f0.0) if (32|M0)                           _0_114            _fp32_ieee_k0_12_cf                   // $597
// B061: [NoMaskWA],  [inDivergent],  Preds:{B060},  Succs:{B063}
_0_115:
        shl (16|M0)              r2.0<1>:d     r120.0<8;8,1>:d   23:w               {Compacted}      // $599
        shl (16|M16)             r4.0<1>:d     r118.0<8;8,1>:d   23:w               {Compacted}      // $600
        and (16|M0)              r6.0<1>:d     r32.0<8;8,1>:d    -2139095041:d                       // $603
        and (16|M16)             r8.0<1>:d     r30.0<8;8,1>:d    -2139095041:d                       // $604
        or (16|M0)               r6.0<1>:d     r6.0<8;8,1>:d     r78.0<8;8,1>:d   {Compacted,@2}     // $605
        or (16|M16)              r8.0<1>:d     r8.0<8;8,1>:d     r80.0<8;8,1>:d   {Compacted,@2}     // $606
        add (16|M0)              r2.0<1>:d     r2.0<8;8,1>:d     2122317824:d               {@6}     // $601
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2122317824:d               {@6}     // $602
        or (16|M0)               r6.0<1>:d     r6.0<8;8,1>:d     8388608:d               {@4}        // $607
        or (16|M16)              r8.0<1>:d     r8.0<8;8,1>:d     8388608:d               {@4}        // $608
        mul (16|M0)              r108.0<1>:f   r2.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted,@2}     // $609
        mul (16|M16)             r100.0<1>:f   r4.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted,@2}     // $610
        else (32|M0)                         _fp32_ieee_k0_12_cf  _fp32_ieee_k0_12_cf                // $597
// B062: [NoMaskWA],  [inDivergent],  Preds:{B060},  Succs:{B063}
_0_114:
        and (16|M0)   (eq)f0.0   null<1>:d     r32.0<8;8,1>:d    4194304:d                           // $621
        and (16|M16)  (eq)f0.0   null<1>:d     r30.0<8;8,1>:d    4194304:d                           // $623
        and (16|M0)              r2.0<1>:d     r32.0<8;8,1>:d    -2147483648:d                       // $613
(W)     mov (1|M0)               r34.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $625
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $625
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw   {@3}               // $625
        shl (16|M0)              r10.0<1>:d    r32.0<8;8,1>:d    1:w               {Compacted}       // $617
        shl (16|M16)             r12.0<1>:d    r30.0<8;8,1>:d    1:w               {Compacted}       // $618
        and (16|M16)             r4.0<1>:d     r30.0<8;8,1>:d    -2147483648:d                       // $614
(W&f0.0.any32h) mov (1|M0)       r14.0<1>:f    0xA00000:f                                            //  (0x00a00000:f); $625
(W)     mov (1|M0)               f0.0<1>:ud    r34.0<0;1,0>:ud                  {@7}                 // $625
        or (16|M0)               r20.0<1>:d    r2.0<8;8,1>:d     r78.0<8;8,1>:d   {Compacted}        // $627
        and (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    8388606:d               {@6}        // $619
        and (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    8388606:d               {@6}        // $620
        or (16|M16)              r22.0<1>:d    r4.0<8;8,1>:d     r80.0<8;8,1>:d   {Compacted,@6}     // $628
(f0.0)  sel (16|M0)              r16.0<1>:d    r14.0<0;1,0>:d    12582912:d               {@6}       // $625
(f0.0)  sel (16|M16)             r18.0<1>:d    r14.0<0;1,0>:d    12582912:d                          // $626
        or (16|M0)               r20.0<1>:d    r20.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@5}     // $629
        or (16|M16)              r22.0<1>:d    r22.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@4}     // $630
        or (16|M0)               r6.0<1>:d     r2.0<8;8,1>:d     8388608:d                           // $615
        or (16|M16)              r8.0<1>:d     r4.0<8;8,1>:d     8388608:d                           // $616
        or (16|M0)               r16.0<1>:d    r16.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@6}     // $633
        or (16|M16)              r18.0<1>:d    r18.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@6}     // $634
        or (16|M0)               r20.0<1>:d    r20.0<8;8,1>:d    8388608:d               {@6}        // $631
        or (16|M16)              r22.0<1>:d    r22.0<8;8,1>:d    8388608:d               {@6}        // $632
        mul (16|M0)              r14.0<1>:f    r6.0<8;8,1>:f     r6.0<8;8,1>:f    {Compacted,@6}     // $639
        mul (16|M16)             r28.0<1>:f    r8.0<8;8,1>:f     r8.0<8;8,1>:f    {Compacted,@6}     // $640
        mad (16|M0)              acc0.0<1>:f   r16.0<8;1>:f      r20.0<8;1>:f      r34.3<0>:f       {Compacted,@4} // $635 R{} IR{}{E:0,E:2,E:1,},  R{r34,} IR{}{O:0,O:2,},  {BC=1}
        mad (16|M16)             r26.0<1>:f    r18.0<8;1>:f      r22.0<8;1>:f      r34.3<0>:f       {Compacted,@4} // $636
        add (16|M0)              r24.0<1>:f    acc0.0<8;8,1>:f   -r6.0<8;8,1>:f   {Compacted}        // $637
        add (16|M16)             r26.0<1>:f    r26.0<8;8,1>:f    -r8.0<8;8,1>:f   {Compacted,@2}     // $638
        and (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    -2:w               {Compacted,@6}   // $641
        and (16|M16)             r12.0<1>:d    r28.0<8;8,1>:d    -2:w               {Compacted,@6}   // $642
        or (16|M0)               r108.0<1>:d   r10.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted,@2}     // $643
        or (16|M16)              r100.0<1>:d   r12.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted,@2}     // $644
// B063: [NoMaskWA],  [inDivergent],  Preds:{B062, B061},  Succs:{B064}
_fp32_ieee_k0_12_cf:
        endif (32|M0)                        _fp32_ieee_k0_4_cf                                      // $597
// B064: [NoMaskWA],  [inDivergent],  Preds:{B059, B063},  Succs:{B068}
_fp32_ieee_k0_4_cf:
        endif (32|M0)                        L8632                                                   // $545
L8632:
        goto (32|M0)                         _0_107            _fp32_ieee_k0_11_cf                   // 
// B065: [NoMaskWA],  [inDivergent],  Preds:{B053},  Succs:{B068}
_0_107:
        join (32|M0)                         _0_105                                                  // 
L8664:
        or (16|M0)               r108.0<1>:d   r108.0<8;8,1>:d   2139095040:d               {@6}     // $647
        or (16|M16)              r100.0<1>:d   r100.0<8;8,1>:d   2139095040:d               {@6}     // $648
        goto (32|M0)                         _0_105            _fp32_ieee_k0_11_cf                   // $649
// B066: [NoMaskWA],  [inDivergent],  Preds:{B052},  Succs:{B068}
_0_105:
        join (32|M0)                         _0_103                                                  // 
L8728:
        goto (32|M0)                         _0_103            _fp32_ieee_k0_11_cf                   // $651
// B067: [NoMaskWA],  [inDivergent],  Preds:{B051},  Succs:{B068}
_0_103:
        join (32|M0)                         _fp32_ieee_k0_11_cf                                     // 
L8760:
        add (16|M0)              r108.0<1>:f   r98.0<8;8,1>:f    r98.0<8;8,1>:f   {Compacted}        // $653
        add (16|M16)             r100.0<1>:f   r102.0<8;8,1>:f   r102.0<8;8,1>:f  {Compacted}        // $654
// B068: [NoMaskWA],  [inDivergent],  Preds:{B067, B066, B065, B064},  Succs:{B069}
_fp32_ieee_k0_11_cf:
        join (32|M0)                         _fp32_ieee_k0_0_cf                                      // 
// B069: Preds:{B048, B068},  Succs:{B070}
_fp32_ieee_k0_0_cf:
        endif (32|M0)                        _0_099                                                  // $445
// B070: Preds:{B069},  Succs:{}
_0_099:
        add (16|M0)              r2.0<1>:f     r94.0<8;8,1>:f    r108.0<8;8,1>:f  {Compacted,@4}     // $656
        add (16|M16)             r4.0<1>:f     r96.0<8;8,1>:f    r100.0<8;8,1>:f  {Compacted,@4}     // $657
        send.dc1 (16|M0)         null     r74     r2      0x80            0x04025E02           {@2,$14} // wr:2+2, rd:0; untyped surface write with x // $659
        send.dc1 (16|M16)        null     r72     r4      0x80            0x04025E02           {@1,$15} // wr:2+2, rd:0; untyped surface write with x // $661
(W)     mov (8|M0)               r127.0<1>:f   r110.0<8;8,1>:f                  {Compacted}          // $662
(W)     send.dc0 (8|M0)          r6       r110    null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing // $662
(W)     mov (8|M0)               null<1>:ud    r6.0<8;8,1>:ud                   {$0.dst}             //  memory fence commit; $662
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $662


//.BankConflicts: 64
//.BankConflicts.SameBank: 48
//.BankConflicts.TwoSrc: 15
//.SIMD16ReadSuppressions: 8
//.SIMD8s: 1193
//
//.RMWs: 4
//
//.accSubDef: 16
//.accSubUse: 23
//.accSubCandidateDef: 40
//.accSubCandidateUse: 54
