//.kernel int64_arith
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 1161
//.RA type	HYBRID_RA
//.spill flag store 2
//.spill flag load 5

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r61.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r61.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r61.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r88.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r86.0)
//.declare V0057 (65)  rf=r size=128 type=d align=16 words (r68.0)
//.declare V0058 (66)  rf=r size=128 type=d align=16 words (r64.0)
//.declare V0059 (67)  rf=r size=128 type=d align=16 words (r76.0)
//.declare V0060 (68)  rf=r size=128 type=d align=16 words (r72.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0067 (75)  rf=r size=64 type=ud alias=V0063+0 align=16 words (r26.0)
//.declare V0068 (76)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r30.0)
//.declare V0069 (77)  rf=r size=128 type=ud alias=V0057+0 align=16 words (r68.0)
//.declare V0070 (78)  rf=r size=128 type=ud alias=V0058+0 align=16 words (r64.0)
//.declare V0071 (79)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r82.0)
//.declare V0072 (80)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r80.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0075 (83)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r10.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0079 (87)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r12.0)
//.declare V0080 (88)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0085 (93)  rf=r size=64 type=ud alias=V0081+0 align=16 words (r22.0)
//.declare V0086 (94)  rf=r size=64 type=ud alias=V0082+0 align=16 words (r24.0)
//.declare V0087 (95)  rf=r size=64 type=ud alias=V0083+0 align=16 words (r18.0)
//.declare V0088 (96)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r22.0)
//.declare V0089 (97)  rf=r size=128 type=ud alias=V0059+0 align=16 words (r76.0)
//.declare V0090 (98)  rf=r size=128 type=ud alias=V0060+0 align=16 words (r72.0)
//.declare V0091 (99)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0092 (100)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0093 (101)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare V0094 (102)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0095 (103)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0096 (104)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0097 (105)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0098 (106)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0099 (107)  rf=r size=64 type=ud alias=V0095+0 align=16 words (r90.0)
//.declare V0100 (108)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r92.0)
//.declare V0101 (109)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r28.0)
//.declare V0102 (110)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r20.0)
//.declare V0103 (111)  rf=r size=64 type=ud alias=V0065+0 align=16 words (r30.0)
//.declare V0104 (112)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r40.0)
//.declare V0105 (113)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare V0106 (114)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare V0107 (115)  rf=r size=32 type=ud align=16 words (r36.0)
//.declare V0108 (116)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0109 (117)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0110 (118)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0111 (119)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0112 (120)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0113 (121)  rf=r size=64 type=ud alias=V0109+0 align=16 words (r38.0)
//.declare V0114 (122)  rf=r size=64 type=ud alias=V0110+0 align=16 words (r42.0)
//.declare V0115 (123)  rf=r size=64 type=ud alias=V0111+0 align=16 words (r52.0)
//.declare V0116 (124)  rf=r size=64 type=ud alias=V0112+0 align=16 words (r54.0)
//.declare V0117 (125)  rf=r size=32 type=ud align=16 words (r40.0)
//.declare V0118 (126)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0119 (127)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare V0120 (128)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare P01 (129)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0121 (130)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0122 (131)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0123 (132)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0124 (133)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0125 (134)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0126 (135)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0127 (136)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0128 (137)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0129 (138)  rf=r size=64 type=ud alias=V0125+0 align=16 words (r44.0)
//.declare V0130 (139)  rf=r size=64 type=ud alias=V0126+0 align=16 words (r46.0)
//.declare V0131 (140)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r56.0)
//.declare V0132 (141)  rf=r size=64 type=ud alias=V0128+0 align=16 words (r58.0)
//.declare V0133 (142)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0134 (143)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0135 (144)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare V0136 (145)  rf=r size=32 type=ud align=16 words (r50.0)
//.declare P02 (146)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0137 (147)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0138 (148)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0139 (149)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0140 (150)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0141 (151)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0142 (152)  rf=r size=64 type=d align=16 words (r26.0)
//.declare P03 (153)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0143 (154)  rf=r size=64 type=ud alias=V0141+0 align=16 words (r24.0)
//.declare V0144 (155)  rf=r size=64 type=ud alias=V0142+0 align=16 words (r26.0)
//.declare V0145 (156)  rf=r size=4 type=d align=2 words (r60.3)
//.declare V0146 (157)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0147 (158)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0148 (159)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0149 (160)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0150 (161)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0151 (162)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0152 (163)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0153 (164)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0154 (165)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0155 (166)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0156 (167)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0157 (168)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0158 (169)  rf=r size=64 type=ud alias=V0146+0 align=16 words (r12.0)
//.declare V0159 (170)  rf=r size=64 type=ud alias=V0147+0 align=16 words (r40.0)
//.declare V0160 (171)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0161 (172)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0162 (173)  rf=r size=4 type=d align=2 words (r60.2)
//.declare P04 (174)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0163 (175)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0164 (176)  rf=r size=64 type=d align=16 words (r6.0)
//.declare P05 (177)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0165 (178)  rf=r size=4 type=ud alias=V0162+0 align=2 words (r60.2)
//.declare V0166 (179)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0167 (180)  rf=r size=64 type=ud alias=V0123+0 align=16 words (r84.0)
//.declare V0168 (181)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r52.0)
//.declare V0169 (182)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0170 (183)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0171 (184)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0172 (185)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0173 (186)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0174 (187)  rf=r size=64 type=ud alias=V0121+0 align=16 words (r16.0)
//.declare V0175 (188)  rf=r size=64 type=ud alias=V0122+0 align=16 words (r18.0)
//.declare V0178 (191)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0179 (192)  rf=r size=64 type=d align=16 words (r10.0)
//.declare P06 (193)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0180 (194)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r24.0)
//.declare V0181 (195)  rf=r size=64 type=ud alias=V0138+0 align=16 words (r26.0)
//.declare P07 (196)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P08 (197)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0182 (198)  rf=r size=64 type=ud alias=V0148+0 align=16 words (r38.0)
//.declare V0183 (199)  rf=r size=64 type=ud alias=V0149+0 align=16 words (r36.0)
//.declare V0184 (200)  rf=r size=64 type=ud alias=V0139+0 align=16 words (r50.0)
//.declare V0185 (201)  rf=r size=64 type=ud alias=V0140+0 align=16 words (r48.0)
//.declare V0186 (202)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0187 (203)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0188 (204)  rf=r size=64 type=ud alias=V0186+0 align=16 words (r14.0)
//.declare V0189 (205)  rf=r size=64 type=ud alias=V0187+0 align=16 words (r6.0)
//.declare V0190 (206)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0191 (207)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0192 (208)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0193 (209)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0194 (210)  rf=r size=4 type=d align=2 words (r60.2)
//.declare P09 (211)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0195 (212)  rf=r size=4 type=d align=2 words (r60.5)
//.declare V0196 (213)  rf=r size=4 type=d align=2 words (r60.4)
//.declare P10 (214)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0197 (215)  rf=r size=4 type=ud alias=V0194+0 align=2 words (r60.2)
//.declare V0198 (216)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0199 (217)  rf=r size=4 type=d align=2 words (r4.0)
//.declare P11 (218)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0200 (219)  rf=r size=64 type=ud alias=V0150+0 align=16 words (r34.0)
//.declare V0201 (220)  rf=r size=64 type=ud alias=V0151+0 align=16 words (r32.0)
//.declare V0202 (221)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0203 (222)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0204 (223)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0205 (224)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0206 (225)  rf=r size=64 type=ud alias=V0202+0 align=16 words (r4.0)
//.declare V0207 (226)  rf=r size=64 type=ud alias=V0203+0 align=16 words (r12.0)
//.declare V0208 (227)  rf=r size=64 type=ud alias=V0204+0 align=16 words (r10.0)
//.declare V0209 (228)  rf=r size=64 type=ud alias=V0205+0 align=16 words (r16.0)
//.declare V0210 (229)  rf=r size=64 type=ud alias=V0152+0 align=16 words (r30.0)
//.declare V0211 (230)  rf=r size=64 type=ud alias=V0153+0 align=16 words (r22.0)
//.declare V0212 (231)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0213 (232)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0214 (233)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0215 (234)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare P12 (235)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0220 (240)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0221 (241)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0222 (242)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0223 (243)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0224 (244)  rf=r size=64 type=ud alias=V0220+0 align=16 words (r56.0)
//.declare V0225 (245)  rf=r size=64 type=ud alias=V0221+0 align=16 words (r54.0)
//.declare V0226 (246)  rf=r size=64 type=ud alias=V0222+0 align=16 words (r52.0)
//.declare V0227 (247)  rf=r size=64 type=ud alias=V0223+0 align=16 words (r46.0)
//.declare V0228 (248)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0229 (249)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0230 (250)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0231 (251)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0232 (252)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0233 (253)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0234 (254)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0235 (255)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0236 (256)  rf=r size=64 type=ud alias=V0232+0 align=16 words (r4.0)
//.declare V0237 (257)  rf=r size=64 type=ud alias=V0233+0 align=16 words (r20.0)
//.declare V0238 (258)  rf=r size=64 type=ud alias=V0234+0 align=16 words (r10.0)
//.declare V0239 (259)  rf=r size=64 type=ud alias=V0235+0 align=16 words (r12.0)
//.declare V0240 (260)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0241 (261)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0242 (262)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0243 (263)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare P13 (264)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0244 (265)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0245 (266)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0246 (267)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0247 (268)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0248 (269)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0249 (270)  rf=r size=64 type=d align=16 words (r22.0)
//.declare P14 (271)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0250 (272)  rf=r size=64 type=ud alias=V0248+0 align=16 words (r18.0)
//.declare V0251 (273)  rf=r size=64 type=ud alias=V0249+0 align=16 words (r22.0)
//.declare V0252 (274)  rf=r size=4 type=d align=2 words (r60.3)
//.declare V0253 (275)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0254 (276)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0255 (277)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0256 (278)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0257 (279)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0258 (280)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0259 (281)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0260 (282)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0261 (283)  rf=r size=64 type=ud alias=V0253+0 align=16 words (r36.0)
//.declare V0262 (284)  rf=r size=64 type=ud alias=V0254+0 align=16 words (r34.0)
//.declare V0263 (285)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0264 (286)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0265 (287)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0266 (288)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0267 (289)  rf=r size=4 type=d align=2 words (r60.2)
//.declare P15 (290)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0268 (291)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0269 (292)  rf=r size=64 type=d align=16 words (r6.0)
//.declare P16 (293)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0270 (294)  rf=r size=4 type=ud alias=V0267+0 align=2 words (r60.2)
//.declare V0271 (295)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0272 (296)  rf=r size=64 type=ud alias=V0246+0 align=16 words (r44.0)
//.declare V0273 (297)  rf=r size=64 type=ud alias=V0247+0 align=16 words (r38.0)
//.declare V0274 (298)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0275 (299)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0276 (300)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0277 (301)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0278 (302)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0279 (303)  rf=r size=64 type=ud alias=V0244+0 align=16 words (r42.0)
//.declare V0280 (304)  rf=r size=64 type=ud alias=V0245+0 align=16 words (r40.0)
//.declare V0283 (307)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0284 (308)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0285 (309)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0286 (310)  rf=r size=64 type=d align=16 words (r14.0)
//.declare P17 (311)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0287 (312)  rf=r size=64 type=ud alias=V0285+0 align=16 words (r12.0)
//.declare V0288 (313)  rf=r size=64 type=ud alias=V0286+0 align=16 words (r14.0)
//.declare P18 (314)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P19 (315)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0289 (316)  rf=r size=64 type=ud alias=V0265+0 align=16 words (r8.0)
//.declare V0290 (317)  rf=r size=64 type=ud alias=V0266+0 align=16 words (r28.0)
//.declare V0291 (318)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0292 (319)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0293 (320)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0294 (321)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0295 (322)  rf=r size=64 type=ud alias=V0255+0 align=16 words (r32.0)
//.declare V0296 (323)  rf=r size=64 type=ud alias=V0256+0 align=16 words (r30.0)
//.declare V0297 (324)  rf=r size=64 type=ud alias=V0291+0 align=16 words (r16.0)
//.declare V0298 (325)  rf=r size=64 type=ud alias=V0292+0 align=16 words (r18.0)
//.declare V0299 (326)  rf=r size=64 type=ud alias=V0293+0 align=16 words (r20.0)
//.declare V0300 (327)  rf=r size=64 type=ud alias=V0294+0 align=16 words (r22.0)
//.declare V0301 (328)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0302 (329)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0303 (330)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0304 (331)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare P20 (332)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0305 (333)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0306 (334)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0307 (335)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0308 (336)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0309 (337)  rf=r size=64 type=ud alias=V0305+0 align=16 words (r4.0)
//.declare V0310 (338)  rf=r size=64 type=ud alias=V0306+0 align=16 words (r12.0)
//.declare V0311 (339)  rf=r size=64 type=ud alias=V0307+0 align=16 words (r10.0)
//.declare V0312 (340)  rf=r size=64 type=ud alias=V0308+0 align=16 words (r16.0)
//.declare V0313 (341)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0314 (342)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0315 (343)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0316 (344)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0317 (345)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0318 (346)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0319 (347)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0320 (348)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0321 (349)  rf=r size=64 type=ud alias=V0317+0 align=16 words (r38.0)
//.declare V0322 (350)  rf=r size=64 type=ud alias=V0318+0 align=16 words (r36.0)
//.declare V0323 (351)  rf=r size=64 type=ud alias=V0319+0 align=16 words (r28.0)
//.declare V0324 (352)  rf=r size=64 type=ud alias=V0320+0 align=16 words (r30.0)
//.declare V0325 (353)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0326 (354)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0327 (355)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0328 (356)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0329 (357)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0330 (358)  rf=r size=64 type=d align=16 words (r32.0)
//.declare P21 (359)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0331 (360)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0332 (361)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0333 (362)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0334 (363)  rf=r size=64 type=d align=16 words (r56.0)
//.declare P22 (364)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0335 (365)  rf=r size=64 type=ud alias=V0329+0 align=16 words (r34.0)
//.declare V0336 (366)  rf=r size=64 type=ud alias=V0330+0 align=16 words (r32.0)
//.declare V0337 (367)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0338 (368)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0341 (371)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0342 (372)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0343 (373)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0344 (374)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0347 (377)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0348 (378)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0349 (379)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0350 (380)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0351 (381)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0352 (382)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0353 (383)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0354 (384)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0355 (385)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0356 (386)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0357 (387)  rf=r size=64 type=ud alias=V0353+0 align=16 words (r20.0)
//.declare V0358 (388)  rf=r size=64 type=ud alias=V0354+0 align=16 words (r24.0)
//.declare V0359 (389)  rf=r size=64 type=ud alias=V0355+0 align=16 words (r22.0)
//.declare V0360 (390)  rf=r size=64 type=ud alias=V0356+0 align=16 words (r12.0)
//.declare V0361 (391)  rf=r size=64 type=ud alias=V0331+0 align=16 words (r54.0)
//.declare V0362 (392)  rf=r size=64 type=ud alias=V0332+0 align=16 words (r58.0)
//.declare V0363 (393)  rf=r size=64 type=ud alias=V0333+0 align=16 words (r2.0)
//.declare V0364 (394)  rf=r size=64 type=ud alias=V0334+0 align=16 words (r56.0)
//.declare V0365 (395)  rf=r size=64 type=ud alias=V0351+0 align=16 words (r16.0)
//.declare V0366 (396)  rf=r size=64 type=ud alias=V0352+0 align=16 words (r18.0)
//.declare V0367 (397)  rf=r size=64 type=ud alias=V0347+0 align=16 words (r4.0)
//.declare V0368 (398)  rf=r size=64 type=ud alias=V0348+0 align=16 words (r10.0)
//.declare V0369 (399)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0370 (400)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0371 (401)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare V0372 (402)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0373 (403)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0374 (404)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0375 (405)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0376 (406)  rf=r size=64 type=d align=16 words (r96.0)
//.declare P23 (407)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P24 (408)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0377 (409)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0378 (410)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0379 (411)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0380 (412)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0381 (413)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0382 (414)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0383 (415)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0384 (416)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0385 (417)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0386 (418)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0387 (419)  rf=r size=64 type=ud alias=V0383+0 align=16 words (r12.0)
//.declare V0388 (420)  rf=r size=64 type=ud alias=V0384+0 align=16 words (r20.0)
//.declare V0397 (429)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0398 (430)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0399 (431)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0400 (432)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0401 (433)  rf=r size=64 type=ud alias=V0397+0 align=16 words (r4.0)
//.declare V0402 (434)  rf=r size=64 type=ud alias=V0398+0 align=16 words (r16.0)
//.declare V0411 (443)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0412 (444)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0413 (445)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0414 (446)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0415 (447)  rf=r size=64 type=ud alias=V0411+0 align=16 words (r24.0)
//.declare V0416 (448)  rf=r size=64 type=ud alias=V0412+0 align=16 words (r28.0)
//.declare V0425 (457)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0426 (458)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0427 (459)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0429 (461)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0431 (463)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0432 (464)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0433 (465)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0434 (466)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0435 (467)  rf=r size=64 type=ud alias=V0431+0 align=16 words (r18.0)
//.declare V0436 (468)  rf=r size=64 type=ud alias=V0432+0 align=16 words (r40.0)
//.declare V0437 (469)  rf=r size=64 type=ud alias=V0433+0 align=16 words (r36.0)
//.declare V0438 (470)  rf=r size=64 type=ud alias=V0434+0 align=16 words (r46.0)
//.declare V0439 (471)  rf=r size=64 type=ud alias=V0399+0 align=16 words (r26.0)
//.declare V0440 (472)  rf=r size=64 type=ud alias=V0400+0 align=16 words (r30.0)
//.declare V0441 (473)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0442 (474)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0443 (475)  rf=r size=32 type=ud align=16 words (r44.0)
//.declare V0444 (476)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare V0445 (477)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0446 (478)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0447 (479)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0448 (480)  rf=r size=64 type=ud alias=V0447+0 align=16 words (r32.0)
//.declare V0449 (481)  rf=r size=64 type=ud alias=V0445+0 align=16 words (r52.0)
//.declare V0450 (482)  rf=r size=64 type=ud alias=V0446+0 align=16 words (r26.0)
//.declare V0451 (483)  rf=r size=64 type=ud alias=V0425+0 align=16 words (r10.0)
//.declare V0452 (484)  rf=r size=64 type=ud alias=V0426+0 align=16 words (r42.0)
//.declare V0453 (485)  rf=r size=32 type=ud align=16 words (r50.0)
//.declare V0454 (486)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0455 (487)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0456 (488)  rf=r size=64 type=ud alias=V0455+0 align=16 words (r24.0)
//.declare V0457 (489)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0458 (490)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0459 (491)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0460 (492)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0461 (493)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0462 (494)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0463 (495)  rf=r size=64 type=ud alias=V0459+0 align=16 words (r16.0)
//.declare V0464 (496)  rf=r size=64 type=ud alias=V0460+0 align=16 words (r4.0)
//.declare V0465 (497)  rf=r size=64 type=ud alias=V0461+0 align=16 words (r30.0)
//.declare V0466 (498)  rf=r size=64 type=ud alias=V0462+0 align=16 words (r32.0)
//.declare V0467 (499)  rf=r size=64 type=ud alias=V0413+0 align=16 words (r34.0)
//.declare V0468 (500)  rf=r size=64 type=ud alias=V0414+0 align=16 words (r38.0)
//.declare V0469 (501)  rf=r size=64 type=ud alias=V0385+0 align=16 words (r14.0)
//.declare V0470 (502)  rf=r size=64 type=ud alias=V0386+0 align=16 words (r22.0)
//.declare V0471 (503)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare V0472 (504)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0473 (505)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0474 (506)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0475 (507)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0476 (508)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0477 (509)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0478 (510)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0479 (511)  rf=r size=64 type=ud alias=V0475+0 align=16 words (r24.0)
//.declare V0480 (512)  rf=r size=64 type=ud alias=V0476+0 align=16 words (r10.0)
//.declare V0481 (513)  rf=r size=64 type=ud alias=V0477+0 align=16 words (r28.0)
//.declare V0482 (514)  rf=r size=64 type=ud alias=V0478+0 align=16 words (r18.0)
//.declare V0483 (515)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0484 (516)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0485 (517)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0486 (518)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0487 (519)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0488 (520)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0489 (521)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0490 (522)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0491 (523)  rf=r size=64 type=ud alias=V0487+0 align=16 words (r48.0)
//.declare V0492 (524)  rf=r size=64 type=ud alias=V0488+0 align=16 words (r46.0)
//.declare V0493 (525)  rf=r size=64 type=ud alias=V0489+0 align=16 words (r44.0)
//.declare V0494 (526)  rf=r size=64 type=ud alias=V0490+0 align=16 words (r42.0)
//.declare V0495 (527)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0496 (528)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0497 (529)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0498 (530)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare P25 (531)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0499 (532)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0500 (533)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0501 (534)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0503 (536)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0505 (538)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0506 (539)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0507 (540)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0508 (541)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0509 (542)  rf=r size=64 type=ud alias=V0505+0 align=16 words (r4.0)
//.declare V0510 (543)  rf=r size=64 type=ud alias=V0506+0 align=16 words (r12.0)
//.declare V0519 (552)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0520 (553)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0521 (554)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0522 (555)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0523 (556)  rf=r size=64 type=ud alias=V0519+0 align=16 words (r28.0)
//.declare V0524 (557)  rf=r size=64 type=ud alias=V0520+0 align=16 words (r16.0)
//.declare V0525 (558)  rf=r size=64 type=ud alias=V0521+0 align=16 words (r18.0)
//.declare V0526 (559)  rf=r size=64 type=ud alias=V0522+0 align=16 words (r32.0)
//.declare V0527 (560)  rf=r size=64 type=ud alias=V0507+0 align=16 words (r20.0)
//.declare V0528 (561)  rf=r size=64 type=ud alias=V0508+0 align=16 words (r26.0)
//.declare V0529 (562)  rf=r size=64 type=ud alias=V0499+0 align=16 words (r10.0)
//.declare V0530 (563)  rf=r size=64 type=ud alias=V0500+0 align=16 words (r14.0)
//.declare V0531 (564)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0532 (565)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0533 (566)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0534 (567)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0535 (568)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0536 (569)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0537 (570)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0538 (571)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0539 (572)  rf=r size=64 type=ud alias=V0535+0 align=16 words (r4.0)
//.declare V0540 (573)  rf=r size=64 type=ud alias=V0536+0 align=16 words (r20.0)
//.declare V0549 (582)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0550 (583)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0551 (584)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0552 (585)  rf=r size=64 type=ud alias=V0551+0 align=16 words (r26.0)
//.declare V0553 (586)  rf=r size=64 type=ud alias=V0549+0 align=16 words (r30.0)
//.declare V0554 (587)  rf=r size=64 type=ud alias=V0550+0 align=16 words (r36.0)
//.declare V0555 (588)  rf=r size=64 type=ud alias=V0537+0 align=16 words (r10.0)
//.declare V0556 (589)  rf=r size=64 type=ud alias=V0538+0 align=16 words (r24.0)
//.declare V0557 (590)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0558 (591)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0559 (592)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0560 (593)  rf=r size=64 type=ud alias=V0559+0 align=16 words (r22.0)
//.declare V0561 (594)  rf=r size=32 type=ud align=16 words (r34.0)
//.declare V0562 (595)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0563 (596)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0564 (597)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0565 (598)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0566 (599)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0567 (600)  rf=r size=64 type=ud alias=V0563+0 align=16 words (r4.0)
//.declare V0568 (601)  rf=r size=64 type=ud alias=V0564+0 align=16 words (r14.0)
//.declare V0577 (610)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0578 (611)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0579 (612)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0580 (613)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0581 (614)  rf=r size=64 type=ud alias=V0577+0 align=16 words (r24.0)
//.declare V0582 (615)  rf=r size=64 type=ud alias=V0578+0 align=16 words (r12.0)
//.declare V0583 (616)  rf=r size=64 type=ud alias=V0579+0 align=16 words (r26.0)
//.declare V0584 (617)  rf=r size=64 type=ud alias=V0580+0 align=16 words (r34.0)
//.declare V0585 (618)  rf=r size=64 type=ud alias=V0565+0 align=16 words (r10.0)
//.declare V0586 (619)  rf=r size=64 type=ud alias=V0566+0 align=16 words (r22.0)
//.declare V0587 (620)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0588 (621)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0589 (622)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare V0590 (623)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0591 (624)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0592 (625)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0593 (626)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0594 (627)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0595 (628)  rf=r size=64 type=ud alias=V0591+0 align=16 words (r16.0)
//.declare V0596 (629)  rf=r size=64 type=ud alias=V0592+0 align=16 words (r10.0)
//.declare V0597 (630)  rf=r size=64 type=ud alias=V0593+0 align=16 words (r40.0)
//.declare V0598 (631)  rf=r size=64 type=ud alias=V0594+0 align=16 words (r18.0)
//.declare V0599 (632)  rf=r size=32 type=ud align=16 words (r38.0)
//.declare V0600 (633)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0601 (634)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0602 (635)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0603 (636)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0604 (637)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0605 (638)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0606 (639)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0607 (640)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0608 (641)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0609 (642)  rf=r size=64 type=ud alias=V0607+0 align=16 words (r4.0)
//.declare V0610 (643)  rf=r size=64 type=ud alias=V0608+0 align=16 words (r10.0)
//.declare V0611 (644)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0612 (645)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0613 (646)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0614 (647)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0615 (648)  rf=r size=64 type=ud alias=V0611+0 align=16 words (r94.0)
//.declare V0616 (649)  rf=r size=64 type=ud alias=V0612+0 align=16 words (r92.0)
//.declare V0617 (650)  rf=r size=64 type=ud alias=V0613+0 align=16 words (r54.0)
//.declare V0618 (651)  rf=r size=64 type=ud alias=V0614+0 align=16 words (r52.0)
//.declare V0619 (652)  rf=r size=64 type=ud alias=V0605+0 align=16 words (r6.0)
//.declare V0620 (653)  rf=r size=64 type=ud alias=V0606+0 align=16 words (r14.0)
//.declare V0621 (654)  rf=r size=64 type=ud alias=V0603+0 align=16 words (r8.0)
//.declare V0622 (655)  rf=r size=64 type=ud alias=V0604+0 align=16 words (r12.0)
//.declare V0623 (656)  rf=r size=32 type=ud align=16 words (r4.0)
//.declare V0624 (657)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0625 (658)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0626 (659)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0627 (660)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0628 (661)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0629 (662)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0630 (663)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0631 (664)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0632 (665)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0633 (666)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0634 (667)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0635 (668)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0636 (669)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0637 (670)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0638 (671)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0639 (672)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0640 (673)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0641 (674)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0642 (675)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0643 (676)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0644 (677)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0645 (678)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0646 (679)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0647 (680)  rf=r size=64 type=ud alias=V0643+0 align=16 words (r32.0)
//.declare V0648 (681)  rf=r size=64 type=ud alias=V0644+0 align=16 words (r36.0)
//.declare V0649 (682)  rf=r size=64 type=ud alias=V0645+0 align=16 words (r34.0)
//.declare V0650 (683)  rf=r size=64 type=ud alias=V0646+0 align=16 words (r40.0)
//.declare V0651 (684)  rf=r size=64 type=ud alias=V0639+0 align=16 words (r10.0)
//.declare V0652 (685)  rf=r size=64 type=ud alias=V0640+0 align=16 words (r26.0)
//.declare V0653 (686)  rf=r size=64 type=ud alias=V0641+0 align=16 words (r28.0)
//.declare V0654 (687)  rf=r size=64 type=ud alias=V0642+0 align=16 words (r30.0)
//.declare V0655 (688)  rf=r size=64 type=ud alias=V0629+0 align=16 words (r14.0)
//.declare V0656 (689)  rf=r size=64 type=ud alias=V0630+0 align=16 words (r16.0)
//.declare V0657 (690)  rf=r size=64 type=ud alias=V0627+0 align=16 words (r4.0)
//.declare V0658 (691)  rf=r size=64 type=ud alias=V0628+0 align=16 words (r12.0)
//.declare V0659 (692)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0660 (693)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0661 (694)  rf=r size=32 type=ud align=16 words (r38.0)
//.declare V0662 (695)  rf=r size=32 type=ud align=16 words (r42.0)
//.declare V0663 (696)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0664 (697)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0665 (698)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0666 (699)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0667 (700)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0668 (701)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0669 (702)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0670 (703)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0671 (704)  rf=r size=64 type=ud alias=V0667+0 align=16 words (r44.0)
//.declare V0672 (705)  rf=r size=64 type=ud alias=V0668+0 align=16 words (r12.0)
//.declare V0673 (706)  rf=r size=64 type=ud alias=V0669+0 align=16 words (r46.0)
//.declare V0674 (707)  rf=r size=64 type=ud alias=V0670+0 align=16 words (r26.0)
//.declare V0675 (708)  rf=r size=64 type=ud alias=V0663+0 align=16 words (r10.0)
//.declare V0676 (709)  rf=r size=64 type=ud alias=V0664+0 align=16 words (r14.0)
//.declare V0677 (710)  rf=r size=64 type=ud alias=V0665+0 align=16 words (r4.0)
//.declare V0678 (711)  rf=r size=64 type=ud alias=V0666+0 align=16 words (r28.0)
//.declare V0679 (712)  rf=r size=64 type=ud alias=V0633+0 align=16 words (r22.0)
//.declare V0680 (713)  rf=r size=64 type=ud alias=V0634+0 align=16 words (r24.0)
//.declare V0681 (714)  rf=r size=64 type=ud alias=V0631+0 align=16 words (r18.0)
//.declare V0682 (715)  rf=r size=64 type=ud alias=V0632+0 align=16 words (r20.0)
//.declare V0683 (716)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0684 (717)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0685 (718)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0686 (719)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0687 (720)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0688 (721)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0689 (722)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0690 (723)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0691 (724)  rf=r size=64 type=ud alias=V0687+0 align=16 words (r18.0)
//.declare V0692 (725)  rf=r size=64 type=ud alias=V0688+0 align=16 words (r22.0)
//.declare V0701 (734)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0702 (735)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0703 (736)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0704 (737)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0705 (738)  rf=r size=64 type=ud alias=V0701+0 align=16 words (r10.0)
//.declare V0706 (739)  rf=r size=64 type=ud alias=V0702+0 align=16 words (r14.0)
//.declare V0715 (748)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0716 (749)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0717 (750)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0718 (751)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0719 (752)  rf=r size=64 type=ud alias=V0715+0 align=16 words (r28.0)
//.declare V0720 (753)  rf=r size=64 type=ud alias=V0716+0 align=16 words (r38.0)
//.declare V0729 (762)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0730 (763)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0731 (764)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0732 (765)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0733 (766)  rf=r size=64 type=ud alias=V0729+0 align=16 words (r106.0)
//.declare V0734 (767)  rf=r size=64 type=ud alias=V0730+0 align=16 words (r104.0)
//.declare V0743 (776)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0744 (777)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0745 (778)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0746 (779)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0747 (780)  rf=r size=64 type=ud alias=V0743+0 align=16 words (r32.0)
//.declare V0748 (781)  rf=r size=64 type=ud alias=V0744+0 align=16 words (r44.0)
//.declare V0749 (782)  rf=r size=64 type=ud alias=V0745+0 align=16 words (r4.0)
//.declare V0750 (783)  rf=r size=64 type=ud alias=V0746+0 align=16 words (r12.0)
//.declare V0751 (784)  rf=r size=64 type=ud alias=V0703+0 align=16 words (r30.0)
//.declare V0752 (785)  rf=r size=64 type=ud alias=V0704+0 align=16 words (r42.0)
//.declare V0753 (786)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0754 (787)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0755 (788)  rf=r size=32 type=ud align=16 words (r46.0)
//.declare V0756 (789)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0757 (790)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0758 (791)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0759 (792)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0760 (793)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0761 (794)  rf=r size=64 type=ud alias=V0757+0 align=16 words (r42.0)
//.declare V0762 (795)  rf=r size=64 type=ud alias=V0758+0 align=16 words (r38.0)
//.declare V0763 (796)  rf=r size=64 type=ud alias=V0759+0 align=16 words (r36.0)
//.declare V0764 (797)  rf=r size=64 type=ud alias=V0760+0 align=16 words (r10.0)
//.declare V0765 (798)  rf=r size=64 type=ud alias=V0731+0 align=16 words (r34.0)
//.declare V0766 (799)  rf=r size=64 type=ud alias=V0732+0 align=16 words (r40.0)
//.declare V0767 (800)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare V0768 (801)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0769 (802)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0770 (803)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0771 (804)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0772 (805)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0773 (806)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0774 (807)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0775 (808)  rf=r size=64 type=ud alias=V0771+0 align=16 words (r20.0)
//.declare V0776 (809)  rf=r size=64 type=ud alias=V0772+0 align=16 words (r4.0)
//.declare V0777 (810)  rf=r size=64 type=ud alias=V0773+0 align=16 words (r26.0)
//.declare V0778 (811)  rf=r size=64 type=ud alias=V0774+0 align=16 words (r32.0)
//.declare V0779 (812)  rf=r size=64 type=ud alias=V0717+0 align=16 words (r48.0)
//.declare V0780 (813)  rf=r size=64 type=ud alias=V0718+0 align=16 words (r50.0)
//.declare V0781 (814)  rf=r size=64 type=ud alias=V0689+0 align=16 words (r16.0)
//.declare V0782 (815)  rf=r size=64 type=ud alias=V0690+0 align=16 words (r24.0)
//.declare V0783 (816)  rf=r size=32 type=ud align=16 words (r28.0)
//.declare V0784 (817)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0785 (818)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0786 (819)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0787 (820)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0788 (821)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0789 (822)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0790 (823)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0791 (824)  rf=r size=64 type=ud alias=V0787+0 align=16 words (r30.0)
//.declare V0792 (825)  rf=r size=64 type=ud alias=V0788+0 align=16 words (r36.0)
//.declare V0793 (826)  rf=r size=64 type=ud alias=V0789+0 align=16 words (r28.0)
//.declare V0794 (827)  rf=r size=64 type=ud alias=V0790+0 align=16 words (r34.0)
//.declare V0795 (828)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0796 (829)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0797 (830)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0798 (831)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare P26 (832)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P27 (833)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0799 (834)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0800 (835)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0801 (836)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0802 (837)  rf=r size=64 type=d align=16 words (r14.0)
//.declare P28 (838)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P29 (839)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0803 (840)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0804 (841)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0805 (842)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0806 (843)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0807 (844)  rf=r size=64 type=ud alias=V0799+0 align=16 words (r4.0)
//.declare V0808 (845)  rf=r size=64 type=ud alias=V0800+0 align=16 words (r10.0)
//.declare V0809 (846)  rf=r size=64 type=ud alias=V0801+0 align=16 words (r12.0)
//.declare V0810 (847)  rf=r size=64 type=ud alias=V0802+0 align=16 words (r14.0)
//.declare V0811 (848)  rf=r size=64 type=ud alias=V0803+0 align=16 words (r16.0)
//.declare V0812 (849)  rf=r size=64 type=ud alias=V0804+0 align=16 words (r18.0)
//.declare V0813 (850)  rf=r size=64 type=ud alias=V0805+0 align=16 words (r20.0)
//.declare V0814 (851)  rf=r size=64 type=ud alias=V0806+0 align=16 words (r22.0)
//.declare V0815 (852)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0816 (853)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0817 (854)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare V0818 (855)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare V0819 (856)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0820 (857)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0821 (858)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0822 (859)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0823 (860)  rf=r size=64 type=ud alias=V0819+0 align=16 words (r4.0)
//.declare V0824 (861)  rf=r size=64 type=ud alias=V0820+0 align=16 words (r12.0)
//.declare V0825 (862)  rf=r size=64 type=ud alias=V0821+0 align=16 words (r10.0)
//.declare V0826 (863)  rf=r size=64 type=ud alias=V0822+0 align=16 words (r16.0)
//.declare V0827 (864)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0828 (865)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0829 (866)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0830 (867)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0831 (868)  rf=r size=128 type=d align=16 words (r20.0)
//.declare V0832 (869)  rf=r size=128 type=d align=16 words (r24.0)
//.declare P30 (870)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P31 (871)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P32 (872)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0833 (873)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0834 (874)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0835 (875)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0836 (876)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0837 (877)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0838 (878)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0839 (879)  rf=r size=64 type=ud alias=V0835+0 align=16 words (r12.0)
//.declare V0840 (880)  rf=r size=64 type=ud alias=V0836+0 align=16 words (r16.0)
//.declare V0841 (881)  rf=r size=64 type=ud alias=V0837+0 align=16 words (r14.0)
//.declare V0842 (882)  rf=r size=64 type=ud alias=V0838+0 align=16 words (r20.0)
//.declare V0843 (883)  rf=r size=64 type=ud alias=V0373+0 align=16 words (r102.0)
//.declare V0844 (884)  rf=r size=64 type=ud alias=V0374+0 align=16 words (r100.0)
//.declare V0845 (885)  rf=r size=64 type=ud alias=V0375+0 align=16 words (r98.0)
//.declare V0846 (886)  rf=r size=64 type=ud alias=V0376+0 align=16 words (r96.0)
//.declare V0847 (887)  rf=r size=64 type=ud alias=V0833+0 align=16 words (r4.0)
//.declare V0848 (888)  rf=r size=64 type=ud alias=V0834+0 align=16 words (r10.0)
//.declare V0849 (889)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0850 (890)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0851 (891)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare V0852 (892)  rf=r size=32 type=ud align=16 words (r22.0)
//.declare V0853 (893)  rf=r size=128 type=d align=16 words (r24.0)
//.declare V0854 (894)  rf=r size=128 type=d align=16 words (r28.0)
//.declare V0855 (895)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0856 (896)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0857 (897)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0858 (898)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (899)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (900)  rf=r size=32 type=uw align=16 words (r6.0)
//.declare  (901)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare  (902)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare  (903)  rf=r size=32 type=uw align=16 words (r12.0)
//.declare  (904)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare  (912)  rf=r size=2 type=uw align=1 words (r3.0)
//.declare  (914)  rf=r size=2 type=w align=1 words (r3.2)
//.declare  (915)  rf=r size=2 type=w align=1 words (r3.0)
//.declare  (916)  rf=r size=2 type=uw align=1 words (r4.2)
//.declare  (917)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare  (925)  rf=r size=4 type=ud align=2 words (r3.0)
//.declare  (929)  rf=r size=2 type=uw align=1 words (r3.0)
//.declare  (931)  rf=r size=2 type=w align=1 words (r3.0)
//.declare  (933)  rf=r size=64 type=ud align=16 words (r14.0)
//.declare  (934)  rf=r size=64 type=ud align=16 words (r12.0)
//.declare  (935)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare  (936)  rf=r size=64 type=ud align=16 words (r16.0)
//.declare  (937)  rf=r size=64 type=ud align=16 words (r10.0)
//.declare  (938)  rf=r size=64 type=ud align=16 words (r4.0)
//.declare  (939)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare  (940)  rf=r size=64 type=ud align=16 words (r16.0)
//.declare  (941)  rf=r size=64 type=ud align=16 words (r10.0)
//.declare  (942)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare  (943)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare  (944)  rf=r size=64 type=ud align=16 words (r28.0)
//.declare  (945)  rf=r size=64 type=ud align=16 words (r10.0)
//.declare  (946)  rf=r size=64 type=ud align=16 words (r32.0)
//.declare  (947)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare  (948)  rf=r size=64 type=ud align=16 words (r36.0)
//.declare  (949)  rf=r size=64 type=ud align=16 words (r18.0)
//.declare  (950)  rf=r size=64 type=ud align=16 words (r16.0)
//.declare  (951)  rf=r size=64 type=ud align=16 words (r24.0)
//.declare  (952)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare  (953)  rf=r size=64 type=ud align=16 words (r34.0)
//.declare  (954)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare  (955)  rf=r size=64 type=ud align=16 words (r14.0)
//.declare  (956)  rf=r size=64 type=ud align=16 words (r12.0)
//.declare  (957)  rf=r size=64 type=ud align=16 words (r38.0)
//.declare  (958)  rf=r size=64 type=ud align=16 words (r12.0)
//.declare  (959)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare  (960)  rf=r size=64 type=ud align=16 words (r16.0)
//.declare  (961)  rf=r size=64 type=ud align=16 words (r4.0)
//.declare  (962)  rf=r size=64 type=ud align=16 words (r10.0)
//.declare  (963)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare  (964)  rf=r size=64 type=ud align=16 words (r14.0)
//.declare  (965)  rf=r size=64 type=ud align=16 words (r4.0)
//.declare  (966)  rf=r size=64 type=ud align=16 words (r28.0)
//.declare  (967)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare  (968)  rf=r size=64 type=ud align=16 words (r38.0)
//.declare  (969)  rf=r size=64 type=ud align=16 words (r4.0)
//.declare  (970)  rf=r size=64 type=ud align=16 words (r34.0)
//.declare  (971)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare  (972)  rf=r size=64 type=ud align=16 words (r40.0)
//.declare  (973)  rf=r size=64 type=ud align=16 words (r4.0)
//.declare  (974)  rf=r size=64 type=ud align=16 words (r46.0)
//.declare  (975)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare  (976)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare  (977)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (978)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (979)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (980)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (981)  rf=r size=64 type=d alias=+0 align=16 words (r24.0)
//.declare  (982)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (983)  rf=r size=64 type=d alias=+0 align=16 words (r32.0)
//.declare  (984)  rf=r size=64 type=d alias=+0 align=16 words (r36.0)
//.declare  (985)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (986)  rf=r size=64 type=d alias=+0 align=16 words (r22.0)
//.declare  (987)  rf=r size=64 type=d alias=+0 align=16 words (r22.0)
//.declare  (988)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (989)  rf=r size=64 type=d alias=+0 align=16 words (r12.0)
//.declare  (990)  rf=r size=64 type=d alias=+0 align=16 words (r16.0)
//.declare  (991)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)
//.declare  (992)  rf=r size=64 type=d alias=+0 align=16 words (r14.0)
//.declare  (993)  rf=r size=64 type=d alias=+0 align=16 words (r28.0)
//.declare  (994)  rf=r size=64 type=d alias=+0 align=16 words (r38.0)
//.declare  (995)  rf=r size=64 type=d alias=+0 align=16 words (r34.0)
//.declare  (996)  rf=r size=64 type=d alias=+0 align=16 words (r40.0)
//.declare  (997)  rf=r size=64 type=d alias=+0 align=16 words (r46.0)
//.declare  (998)  rf=r size=64 type=d alias=+0 align=16 words (r26.0)
//.declare  (999)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare  (1000)  rf=r size=4 type=ud align=16 words (r62.0) Input_Output
//.declare  (1001)  rf=r size=8 type=ud align=16 words (r60.0) Input_Output
//.declare  (1002)  rf=r size=4 type=uw align=2 words (r3.0)
//.declare  (1003)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1004)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1005)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1006)  rf=r size=4 type=uw align=2 words (r9.6)
//.declare  (1007)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1008)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1009)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1010)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1011)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1012)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1013)  rf=r size=32 type=d align=16 words (r3.0)
//.declare  (1014)  rf=r size=32 type=d align=16 words (r4.0)
//.declare  (1015)  rf=r size=32 type=d align=16 words (r5.0)
//.declare  (1016)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (1017)  rf=r size=32 type=d align=16 words (r8.0)
//.declare  (1018)  rf=r size=32 type=d align=16 words (r9.0)
//.declare  (1019)  rf=r size=32 type=d align=16 words (r10.0)
//.declare  (1020)  rf=r size=32 type=d align=16 words (r11.0)
//.declare  (1021)  rf=r size=32 type=d align=16 words (r12.0)
//.declare  (1022)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (1023)  rf=r size=32 type=d align=16 words (r14.0)
//.declare  (1024)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (1025)  rf=r size=32 type=d align=16 words (r16.0)
//.declare  (1026)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (1027)  rf=r size=32 type=d align=16 words (r18.0)
//.declare  (1028)  rf=r size=32 type=d align=16 words (r19.0)
//.declare  (1029)  rf=r size=32 type=d align=16 words (r20.0)
//.declare  (1030)  rf=r size=32 type=d align=16 words (r21.0)
//.declare  (1031)  rf=r size=32 type=d align=16 words (r22.0)
//.declare  (1032)  rf=r size=32 type=d align=16 words (r23.0)
//.declare  (1033)  rf=r size=32 type=d align=16 words (r24.0)
//.declare  (1034)  rf=r size=32 type=d align=16 words (r25.0)
//.declare  (1035)  rf=r size=32 type=d align=16 words (r26.0)
//.declare  (1036)  rf=r size=32 type=d align=16 words (r27.0)
//.declare  (1037)  rf=r size=32 type=d align=16 words (r28.0)
//.declare  (1038)  rf=r size=32 type=d align=16 words (r29.0)
//.declare  (1039)  rf=r size=32 type=d align=16 words (r30.0)
//.declare  (1040)  rf=r size=32 type=d align=16 words (r31.0)
//.declare  (1041)  rf=r size=32 type=d align=16 words (r32.0)
//.declare  (1042)  rf=r size=32 type=d align=16 words (r33.0)
//.declare  (1043)  rf=r size=32 type=d align=16 words (r34.0)
//.declare  (1044)  rf=r size=32 type=d align=16 words (r35.0)
//.declare  (1045)  rf=r size=32 type=d align=16 words (r36.0)
//.declare  (1046)  rf=r size=32 type=d align=16 words (r37.0)
//.declare  (1047)  rf=r size=32 type=d align=16 words (r38.0)
//.declare  (1048)  rf=r size=32 type=d align=16 words (r39.0)
//.declare  (1049)  rf=r size=32 type=d align=16 words (r40.0)
//.declare  (1050)  rf=r size=32 type=d align=16 words (r41.0)
//.declare  (1051)  rf=r size=32 type=d align=16 words (r42.0)
//.declare  (1052)  rf=r size=32 type=d align=16 words (r43.0)
//.declare  (1053)  rf=r size=32 type=d align=16 words (r44.0)
//.declare  (1054)  rf=r size=32 type=d align=16 words (r45.0)
//.declare  (1055)  rf=r size=32 type=d align=16 words (r46.0)
//.declare  (1056)  rf=r size=32 type=d align=16 words (r47.0)
//.declare  (1057)  rf=r size=32 type=d align=16 words (r48.0)
//.declare  (1058)  rf=r size=32 type=d align=16 words (r49.0)
//.declare  (1059)  rf=r size=32 type=d align=16 words (r50.0)
//.declare  (1060)  rf=r size=32 type=d align=16 words (r51.0)
//.declare  (1061)  rf=r size=32 type=d align=16 words (r52.0)
//.declare  (1062)  rf=r size=32 type=d align=16 words (r53.0)
//.declare  (1063)  rf=r size=32 type=d align=16 words (r54.0)
//.declare  (1064)  rf=r size=32 type=d align=16 words (r55.0)
//.declare  (1065)  rf=r size=32 type=d align=16 words (r56.0)
//.declare  (1066)  rf=r size=32 type=d align=16 words (r57.0)
//.declare  (1067)  rf=r size=32 type=d align=16 words (r58.0)
//.declare  (1068)  rf=r size=32 type=d align=16 words (r59.0)
//.declare  (1069)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (1070)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1071)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (1072)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1073)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1074)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1075)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1076)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1077)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1078)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1079)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1080)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1081)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1082)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1083)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1084)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1085)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1086)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1087)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1088)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (1089)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1090)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1091)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1092)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1093)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1094)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1095)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1096)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1097)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1098)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1099)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1100)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1101)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1102)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1103)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1104)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1105)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1106)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1107)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1108)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1109)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1110)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1111)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1112)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1113)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1114)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1115)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1116)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1117)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1118)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1119)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1120)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (1121)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (1122)  rf=r size=8 type=w align=1 words (r0.0)

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
// | V0855    | :uq      |      8 | r8       | general    |
// | V0856    | :uq      |      8 | r8+8     | general    |
// | V0857    | :uq      |      8 | r8+16    | general    |
// | V0858    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B020}
_main:
(W)     mov (8|M0)               r61.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r61.2<0;1,0>:uw  {Compacted,@1}     // $2
(W)     mach (1|M0)              r3.0<1>:d     r9.0<0;1,0>:d     r61.1<0;1,0>:d   {Compacted}        // $5
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw {@1}               // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r88.0<1>:d    r4.0<8;8,1>:d     3:w               {Compacted,@2}    // $9
        shl (16|M16)             r86.0<1>:d    r10.0<8;8,1>:d    3:w               {Compacted,@2}    // $10
        send.dc1 (16|M0)         r76      r88     null    0x0            0x04405C01           {@2,$0} // wr:2+0, rd:4; untyped surface read with xy // $16
        send.dc1 (16|M0)         r68      r88     null    0x0            0x04405C00           {$1} // wr:2+0, rd:4; untyped surface read with xy // $12
        send.dc1 (16|M16)        r72      r86     null    0x0            0x04405C01           {@1,$2} // wr:2+0, rd:4; untyped surface read with xy // $18
        send.dc1 (16|M16)        r64      r86     null    0x0            0x04405C00           {$3} // wr:2+0, rd:4; untyped surface read with xy // $14
(W)     mov (1|M0)               r3.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $59
        or (16|M0)               r82.0<1>:d    r76.0<8;8,1>:d    1:w               {Compacted,$0.dst} // $19
        mul (8|M0)               acc0.0<1>:ud  r68.0<8;8,1>:ud   r82.0<2;1,0>:uw  {@1,$1.dst}        // $21
        mach (8|M0)              r12.0<1>:ud   r68.0<8;8,1>:ud   r82.0<8;8,1>:ud  {AccWrEn,Compacted} // 
        or (16|M16)              r80.0<1>:d    r72.0<8;8,1>:d    1:w               {Compacted,$2.dst} // $20
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r69.0<8;8,1>:ud   r83.0<2;1,0>:uw                     // $21
        mach (8|M8)              r13.0<1>:ud   r69.0<8;8,1>:ud   r83.0<8;8,1>:ud  {AccWrEn}          // $22
        cmp (16|M0)   (lt)f1.0   null<1>:d     r70.0<8;8,1>:d    0:w               {Compacted}       // $71
        mov (8|M8)               r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $22
(W)     mul (8|M0)               acc0.0<1>:d   r68.0<8;8,1>:ud   r78.0<2;1,0>:uw                     // $24
        mach (8|M0)              r4.0<1>:d     r68.0<8;8,1>:ud   r78.0<8;8,1>:d                      // $24
(W)     mul (8|M8)               acc0.0<1>:d   r69.0<8;8,1>:ud   r79.0<2;1,0>:uw                     // $24
        mach (8|M8)              r5.0<1>:d     r69.0<8;8,1>:ud   r79.0<8;8,1>:d                      // $25
(W)     mul (8|M0)               acc0.0<1>:d   r82.0<8;8,1>:ud   r70.0<2;1,0>:uw                     // $26
        add (16|M0)              r10.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@2}     // $25
        mach (8|M0)              r4.0<1>:d     r82.0<8;8,1>:ud   r70.0<8;8,1>:d                      // $26
(W)     mul (8|M8)               acc0.0<1>:d   r83.0<8;8,1>:ud   r71.0<2;1,0>:uw                     // $26
        mach (8|M8)              r5.0<1>:d     r83.0<8;8,1>:ud   r71.0<8;8,1>:d                      // $27
        mul (8|M16)              acc0.0<1>:ud  r64.0<8;8,1>:ud   r80.0<2;1,0>:uw  {$3.dst}           // $28 R{} IR{}{E:0,E:0,},  {BC=1}
        mach (8|M16)             r16.0<1>:ud   r64.0<8;8,1>:ud   r80.0<8;8,1>:ud  {AccWrEn}          // 
        mov (16|M0)              r26.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $22
        mov (8|M16)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M24)              acc0.0<1>:ud  r65.0<8;8,1>:ud   r81.0<2;1,0>:uw                     // $28 R{} IR{}{O:0,O:0,},  {BC=1}
        mach (8|M24)             r17.0<1>:ud   r65.0<8;8,1>:ud   r81.0<8;8,1>:ud  {AccWrEn}          // $29
(W)     mov (1|M0)               r9.3<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $71
        mov (8|M24)              r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $29
(W)     mul (8|M16)              acc0.0<1>:d   r64.0<8;8,1>:ud   r74.0<2;1,0>:uw                     // $31
        mach (8|M16)             r20.0<1>:d    r64.0<8;8,1>:ud   r74.0<8;8,1>:d                      // $31
(W)     mul (8|M24)              acc0.0<1>:d   r65.0<8;8,1>:ud   r75.0<2;1,0>:uw                     // $31
        mach (8|M24)             r21.0<1>:d    r65.0<8;8,1>:ud   r75.0<8;8,1>:d                      // $32
(W)     mul (8|M16)              acc0.0<1>:d   r80.0<8;8,1>:ud   r66.0<2;1,0>:uw                     // $33
        add (16|M16)             r12.0<1>:d    r16.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted,@2}     // $32
        mach (8|M16)             r20.0<1>:d    r80.0<8;8,1>:ud   r66.0<8;8,1>:d                      // $33
(W)     mul (8|M24)              acc0.0<1>:d   r81.0<8;8,1>:ud   r67.0<2;1,0>:uw                     // $33
        mach (8|M24)             r21.0<1>:d    r81.0<8;8,1>:ud   r67.0<8;8,1>:d                      // $34
        subb (8|M0)              r22.0<1>:ud   r68.0<8;8,1>:ud   r82.0<8;8,1>:ud  {AccWrEn,Compacted} // $35
        mov (16|M16)             r30.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@7}       // $29
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $35
        subb (8|M8)              r23.0<1>:ud   r69.0<8;8,1>:ud   r83.0<8;8,1>:ud  {AccWrEn}          // $38
(W)     mov (1|M0)               f0.0<1>:ud    r9.3<0;1,0>:ud                                        // $72
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $38
        subb (8|M16)             r24.0<1>:ud   r64.0<8;8,1>:ud   r80.0<8;8,1>:ud  {AccWrEn}          // $41 R{} IR{}{E:0,E:0,},  {BC=1}
        cmp (16|M16)  (lt)f0.0   null<1>:d     r66.0<8;8,1>:d    0:w                                 // $72
        mov (8|M16)              r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $41
        subb (8|M24)             r25.0<1>:ud   r65.0<8;8,1>:ud   r81.0<8;8,1>:ud  {AccWrEn}          // $44 R{} IR{}{O:0,O:0,},  {BC=1}
(W)     mov (1|M0)               r9.3<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $72
        mov (8|M24)              r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $44
        addc (8|M0)              r90.0<1>:ud   r26.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted} // $47
        cmp (16|M0)   (lt)f0.0   null<1>:d     r78.0<8;8,1>:d    0:w               {Compacted}       // $89
        mov (8|M0)               r32.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $47
        addc (8|M8)              r91.0<1>:ud   r27.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn}          // $50
(W)     mov (1|M0)               f1.0<1>:ud    r9.3<0;1,0>:ud                   {@6}                 // $75
        mov (8|M8)               r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $50
        addc (8|M16)             r92.0<1>:ud   r30.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn}          // $53
        cmp (16|M16)  (lt)f0.0   null<1>:d     r74.0<8;8,1>:d    0:w                                 // $90
        mov (8|M16)              r36.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $53
        addc (8|M24)             r93.0<1>:ud   r31.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}          // $56
        add (8|M8)               r19.0<1>:ud   r71.0<8;8,1>:ud   -r79.0<8;8,1>:ud {Compacted}        // $39
        mov (8|M24)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $56
        subb (8|M0)              r38.0<1>:ud   r3.0<0;1,0>:ud    r68.0<8;8,1>:ud  {AccWrEn,Compacted} // $59
        add (8|M24)              r23.0<1>:ud   r67.0<8;8,1>:ud   -r75.0<8;8,1>:ud {Compacted}        // $45
        mov (8|M0)               r40.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $59
        subb (8|M8)              r39.0<1>:ud   r3.0<0;1,0>:ud    r69.0<8;8,1>:ud  {AccWrEn}          // $62
        add (8|M0)               r52.0<1>:ud   -r40.0<8;8,1>:ud  -r70.0<8;8,1>:ud {Compacted,@2}     // $61
        mov (8|M8)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $62
        subb (8|M16)             r42.0<1>:ud   r3.0<0;1,0>:ud    r64.0<8;8,1>:ud  {AccWrEn}          // $65
        add (8|M8)               r53.0<1>:ud   -r18.0<8;8,1>:ud  -r71.0<8;8,1>:ud {Compacted,@2}     // $64
        mov (8|M16)              r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $65
        subb (8|M24)             r43.0<1>:ud   r3.0<0;1,0>:ud    r65.0<8;8,1>:ud  {AccWrEn}          // $68
(f1.0)  sel (16|M0)              r84.0<1>:d    r52.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@3}     // $75
        mov (8|M24)              r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $68
        subb (8|M0)              r44.0<1>:ud   r3.0<0;1,0>:ud    r82.0<8;8,1>:ud  {AccWrEn,Compacted} // $77
        add (8|M16)              r54.0<1>:ud   -r22.0<8;8,1>:ud  -r66.0<8;8,1>:ud {Compacted,@5}     // $67
        mov (8|M0)               r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $77
        subb (8|M8)              r45.0<1>:ud   r3.0<0;1,0>:ud    r83.0<8;8,1>:ud  {AccWrEn}          // $80 R{} IR{}{O:1,O:1,},  {BC=1}
        add (8|M0)               r56.0<1>:ud   -r24.0<8;8,1>:ud  -r78.0<8;8,1>:ud {Compacted,@2}     // $79
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $80
        subb (8|M16)             r46.0<1>:ud   r3.0<0;1,0>:ud    r80.0<8;8,1>:ud  {AccWrEn}          // $83
        add (8|M8)               r57.0<1>:ud   -r30.0<8;8,1>:ud  -r79.0<8;8,1>:ud {Compacted,@2}     // $82
        mov (8|M16)              r48.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $83
        subb (8|M24)             r47.0<1>:ud   r3.0<0;1,0>:ud    r81.0<8;8,1>:ud  {AccWrEn}          // $86
        add (8|M24)              r55.0<1>:ud   -r26.0<8;8,1>:ud  -r67.0<8;8,1>:ud {Compacted,@7}     // $70
        mov (8|M24)              r50.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $86
        add (8|M16)              r58.0<1>:ud   -r48.0<8;8,1>:ud  -r74.0<8;8,1>:ud {Compacted,@4}     // $85
        add (8|M24)              r59.0<1>:ud   -r50.0<8;8,1>:ud  -r75.0<8;8,1>:ud {Compacted,@2}     // $88
(f0.0)  sel (16|M0)              r50.0<1>:d    r56.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted,@7}     // $93
        or (16|M0)               r24.0<1>:d    r50.0<8;8,1>:d    r84.0<8;8,1>:d   {Compacted,@1}     // $95
        cmp (16|M0)   (lt)f1.0   null<1>:d     r24.0<8;8,1>:ud   0x1:uw              {@1}            // $97
(f1.0)  sel (16|M16)             r52.0<1>:d    r54.0<8;8,1>:d    r66.0<8;8,1>:d   {@7}               // $76
(f0.0)  sel (16|M16)             r48.0<1>:d    r58.0<8;8,1>:d    r74.0<8;8,1>:d   {@5}               // $94 R{} IR{}{E:5,E:5,},  R{} IR{}{O:5,O:5,},  {BC=2}
(W)     mov (1|M0)               r3.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $97
        or (16|M16)              r26.0<1>:d    r48.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted,@2}     // $96
(W)     mov (1|M0)               f1.0<1>:ud    r3.0<0;1,0>:ud                   {@2}                 // $98
        cmp (16|M16)  (lt)f1.0   null<1>:d     r26.0<8;8,1>:ud   0x1:uw              {@2}            // $98
        add (8|M0)               r18.0<1>:ud   r70.0<8;8,1>:ud   -r78.0<8;8,1>:ud {Compacted}        // $36
        add (8|M16)              r22.0<1>:ud   r66.0<8;8,1>:ud   -r74.0<8;8,1>:ud {Compacted}        // $42
(W)     mov (1|M0)               r3.0<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $98
        add (16|M16)             r40.0<1>:d    r12.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $34
        add (16|M0)              r30.0<1>:d    r10.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted}        // $27
        add (8|M8)               r19.0<1>:ud   -r8.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted}        // $40
        add (8|M24)              r23.0<1>:ud   -r16.0<8;8,1>:ud  r23.0<8;8,1>:ud  {Compacted}        // $46
(f0.0)  sel (16|M0)              r24.0<1>:d    r44.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted}        // $91
(f0.0)  sel (16|M16)             r26.0<1>:d    r46.0<8;8,1>:d    r80.0<8;8,1>:d                      // $92
        add (8|M0)               r18.0<1>:ud   -r6.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted,@7}     // $37
        add (8|M16)              r22.0<1>:ud   -r28.0<8;8,1>:ud  r22.0<8;8,1>:ud  {Compacted,@7}     // $43
(W)     mov (1|M0)               f1.0<1>:ud    r9.3<0;1,0>:ud                                        // $73
(W)     mov (1|M0)               f0.0<1>:ud    r3.0<0;1,0>:ud                   {@7}                 // $99
        add (8|M8)               r29.0<1>:ud   r31.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted,@7}     // $51
        add (8|M24)              r21.0<1>:ud   r41.0<8;8,1>:ud   r23.0<8;8,1>:ud  {Compacted,@7}     // $57
        add (8|M0)               r28.0<1>:ud   r30.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted,@6}     // $48
        add (8|M16)              r20.0<1>:ud   r40.0<8;8,1>:ud   r22.0<8;8,1>:ud  {Compacted,@6}     // $54
        add (8|M8)               r29.0<1>:ud   r34.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted,@4}     // $52
(f1.0)  sel (16|M0)              r16.0<1>:d    r38.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted}        // $73
        add (8|M24)              r21.0<1>:ud   r14.0<8;8,1>:ud   r21.0<8;8,1>:ud  {Compacted,@5}     // $58
(f1.0)  sel (16|M16)             r18.0<1>:d    r42.0<8;8,1>:d    r64.0<8;8,1>:d                      // $74
        add (8|M0)               r28.0<1>:ud   r32.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted,@6}     // $49
        add (8|M16)              r20.0<1>:ud   r36.0<8;8,1>:ud   r20.0<8;8,1>:ud  {Compacted,@6}     // $55 R{} IR{}{E:2,E:2,},  {BC=1}
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $99
(~f0.0) if (32|M0)                           _0_052            _0_067                                // $99
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_053:
        mov (16|M0)              r12.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $102
        mov (16|M16)             r40.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $103
        mov (16|M0)              r38.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $104
        mov (16|M16)             r36.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $105
        mov (16|M0)              r34.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $106
        mov (16|M16)             r32.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $107
        mov (16|M0)              r30.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $108
        mov (16|M16)             r22.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $109
(W)     mov (1|M0)               r60.3<1>:f    0x3F:f                                                //  (0x0000003f:f); $101
// B002: [NoMaskWA],  [inDivergent],  Preds:{B018, B001},  Succs:{B003, B004}
_0_054:
(W)     mov (1|M0)               r60.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $119
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $119
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $119
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $119
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $120
        shl (16|M0)              r42.0<1>:d    r12.0<8;8,1>:d    1:w               {Compacted}       // $111
(W&f1.0) and (1|M0)              r60.2<1>:d    r60.3<0;1,0>:d    63:w               {@7}             // $119
        shr (16|M0)              r4.0<1>:d     r12.0<8;8,1>:ud   31:w               {Compacted}      // $113
(W)     cmp (16|M0)   (ne)f0.0   null<1>:d     r60.2<0;1,0>:d    0:w               {@2}              // $120
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r62.0<0;1,0>:ud                  {@5}                 // $121
        shr (16|M16)             r10.0<1>:d    r40.0<8;8,1>:ud   31:w               {Compacted}      // $114
        shl (16|M16)             r14.0<1>:d    r36.0<8;8,1>:d    1:w               {Compacted}       // $116
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $121
(W)     cmp (16|M16)  (ne)f0.0   null<1>:d     r60.2<0;1,0>:d    0:w                                 // $121
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r62.0<0;1,0>:ud                  {@2}                 // $122
        shl (16|M0)              r12.0<1>:d    r38.0<8;8,1>:d    1:w               {Compacted}       // $115
        shl (16|M16)             r8.0<1>:d     r40.0<8;8,1>:d    1:w               {Compacted}       // $112
        or (16|M16)              r36.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@6}     // $118
(W)     mov (1|M0)               f1.0<1>:ud    r60.0<0;1,0>:ud                                       // $122
        or (16|M0)               r38.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}     // $117
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $122
(~f0.0) if (32|M0)                           _0_055            _0_057                                // $122
// B003: [NoMaskWA],  [inDivergent],  Preds:{B002},  Succs:{B008}
_0_056:
        mov (16|M0)              r4.0<1>:f     r16.0<8;8,1>:f                   {Compacted}          // $124
        mov (16|M16)             r6.0<1>:f     r18.0<8;8,1>:f                   {Compacted}          // $125
        else (32|M0)                         _0_057            _0_057                                // $122
// B004: [NoMaskWA],  [inDivergent],  Preds:{B002},  Succs:{B005, B006}
_0_055:
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $128
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $128
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $128
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                                         // $128
(W)     mov (1|M0)               r62.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $128
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r60.2<0;1,0>:ud   0x20:uw                             // $128
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r62.0<0;1,0>:ud                  {@2}                 // $129
(W)     mov (1|M0)               r62.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $129
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r60.2<0;1,0>:ud   0x20:uw                             // $129
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r62.0<0;1,0>:ud                  {@2}                 // $130
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {@7}                 // $130
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $130
(~f1.0) if (32|M0)                           _0_058            _int64_arith_k0_5_cf                  // $130
// B005: [NoMaskWA],  [inDivergent],  Preds:{B004},  Succs:{B007}
_0_059:
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $132
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $132
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $132
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     r60.2<0;1,0>:d    -32:w                               // $132
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {@4}                 // $133
        shr (16|M0)              r4.0<1>:d     r84.0<8;8,1>:ud   r3.0<0;1,0>:d    {@2}               // $133
        shr (16|M16)             r6.0<1>:d     r52.0<8;8,1>:ud   r3.0<0;1,0>:d                       // $134
        else (32|M0)                         _int64_arith_k0_5_cf  _int64_arith_k0_5_cf              // $130
// B006: [NoMaskWA],  [inDivergent],  Preds:{B004},  Succs:{B007}
_0_058:
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $137
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $137
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $137
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     -r60.2<0;1,0>:d   32:w                                // $137
        shr (16|M0)              r12.0<1>:d    r16.0<8;8,1>:ud   r60.2<0;1,0>:d                      // $140
        shr (16|M16)             r14.0<1>:d    r18.0<8;8,1>:ud   r60.2<0;1,0>:d                      // $141
        shl (16|M0)              r4.0<1>:d     r84.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted,@3}     // $138
        shl (16|M16)             r10.0<1>:d    r52.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}        // $139
        or (16|M0)               r4.0<1>:d     r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@2}     // $142
        or (16|M16)              r6.0<1>:d     r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@2}     // $143
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {@7}                 // $138
// B007: [NoMaskWA],  [inDivergent],  Preds:{B006, B005},  Succs:{B008}
_int64_arith_k0_5_cf:
        endif (32|M0)                        _0_057                                                  // $130
// B008: [NoMaskWA],  [inDivergent],  Preds:{B003, B007},  Succs:{B009, B016}
_0_057:
        endif (32|M0)                        L2384                                                   // $122
L2384:
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     1:w               {Compacted,@5}    // $147
        or (16|M0)               r12.0<1>:d    r4.0<8;8,1>:d     r42.0<8;8,1>:d   {Compacted,@1}     // $149
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   r24.0<8;8,1>:ud  {@1}               // $151
        and (16|M16)             r10.0<1>:d    r6.0<8;8,1>:d     1:w               {Compacted,@7}    // $148
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r38.0<8;8,1>:d    r50.0<8;8,1>:d                      // $153
        cmp (16|M16)  (lt)f0.0   null<1>:d     r36.0<8;8,1>:ud   r48.0<8;8,1>:ud                     // $159
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r38.0<8;8,1>:ud   r50.0<8;8,1>:ud                     // $157
        or (16|M16)              r40.0<1>:d    r10.0<8;8,1>:d    r8.0<8;8,1>:d    {Compacted,@4}     // $150
        cmp (16|M16)  (lt)f1.0   null<1>:d     r40.0<8;8,1>:ud   r26.0<8;8,1>:ud  {@1}               // $152
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $160
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $160
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $160
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r36.0<8;8,1>:d    r48.0<8;8,1>:d                      // $155
(W&f0.0.any32h) mov (1|M0)       r3.0<1>:hf    0x1:hf                                                // $160
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {@5}                 // $160
(f1.0)  sel (16|M16)             r8.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw              {@2}            // $160
(f0.0)  sel (16|M16)             acc0.0<1>:uw  r3.0<0;1,0>:uw    0x0:uw                              // $160
        or (16|M16)   (ne)f0.0   null<1>:uw    acc0.0<16;16,1>:uw  r8.0<16;16,1>:uw {@2}             // $160
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $161
(~f0.0) if (32|M0)                           _0_060            _0_060                                // $161
// B009: [NoMaskWA],  [inDivergent],  Preds:{B008},  Succs:{B010, B011}
_0_061:
(W)     mov (1|M0)               r60.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $175
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $175
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $175
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $175
        subb (8|M0)              r14.0<1>:ud   r12.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn,Compacted} // $163
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $176
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $163
(W&f1.0) and (1|M0)              r60.2<1>:d    r60.3<0;1,0>:d    63:w                                // $175
        subb (8|M8)              r15.0<1>:ud   r13.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}          // $166
(W)     cmp (16|M0)   (ne)f0.0   null<1>:d     r60.2<0;1,0>:d    0:w               {@2}              // $176
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r62.0<0;1,0>:ud                  {@5}                 // $177
        add (8|M8)               r39.0<1>:ud   r39.0<8;8,1>:ud   -r51.0<8;8,1>:ud {Compacted}        // $167
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $166
        add (8|M0)               r38.0<1>:ud   r38.0<8;8,1>:ud   -r50.0<8;8,1>:ud {Compacted}        // $164
        add (8|M8)               r39.0<1>:ud   -r6.0<8;8,1>:ud   r39.0<8;8,1>:ud  {Compacted,@2}     // $168
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $177
        subb (8|M16)             r6.0<1>:ud    r40.0<8;8,1>:ud   r26.0<8;8,1>:ud  {AccWrEn}          // $169
(W)     cmp (16|M16)  (ne)f0.0   null<1>:d     r60.2<0;1,0>:d    0:w                                 // $177
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $169
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r62.0<0;1,0>:ud                  {@4}                 // $178
        subb (8|M24)             r7.0<1>:ud    r41.0<8;8,1>:ud   r27.0<8;8,1>:ud  {AccWrEn}          // $172
        add (8|M16)              r36.0<1>:ud   r36.0<8;8,1>:ud   -r48.0<8;8,1>:ud {Compacted}        // $170
        add (8|M24)              r37.0<1>:ud   r37.0<8;8,1>:ud   -r49.0<8;8,1>:ud {Compacted}        // $173
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $172
        add (8|M0)               r38.0<1>:ud   -r4.0<8;8,1>:ud   r38.0<8;8,1>:ud  {Compacted,@7}     // $165
(W)     mov (1|M0)               f1.0<1>:ud    r60.0<0;1,0>:ud                                       // $178
        add (8|M16)              r36.0<1>:ud   -r8.0<8;8,1>:ud   r36.0<8;8,1>:ud  {Compacted,@5}     // $171
        add (8|M24)              r37.0<1>:ud   -r10.0<8;8,1>:ud  r37.0<8;8,1>:ud  {Compacted,@4}     // $174
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $178
(~f0.0) if (32|M0)                           _0_062            _0_064                                // $178
// B010: [NoMaskWA],  [inDivergent],  Preds:{B009},  Succs:{B015}
_0_063:
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $180
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $180
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $180
(W&f0.0.any32h) mov (1|M0)       r60.5<1>:f    0x1:f                                                 //  (0x00000001:f); $180
(W&f0.0.any32h) mov (1|M0)       r60.4<1>:f    0x0:f                                                 //  (0x00000000:f); $181
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {@5}                 // $178
        else (32|M0)                         _0_064            _0_064                                // $178
// B011: [NoMaskWA],  [inDivergent],  Preds:{B009},  Succs:{B012, B013}
_0_062:
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $184
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $184
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $184
(W&f0.0.any32h) mov (1|M0)       f0.0<1>:ud    0xFFFFFFFF:ud                                         // $184
(W)     mov (1|M0)               r62.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $184
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r60.2<0;1,0>:ud   0x20:uw                             // $184
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r62.0<0;1,0>:ud                  {@2}                 // $185
(W)     mov (1|M0)               r62.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $185
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r60.2<0;1,0>:ud   0x20:uw                             // $185
(W&~f0.0) mov (1|M0)             f1.0<1>:ud    r62.0<0;1,0>:ud                  {@2}                 // $186
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {@7}                 // $186
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $186
(~f1.0) if (32|M0)                           _0_065            _int64_arith_k0_7_cf                  // $186
// B012: [NoMaskWA],  [inDivergent],  Preds:{B011},  Succs:{B014}
_0_066:
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $188
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $188
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $188
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     r60.2<0;1,0>:d    -32:w                               // $188
(W&f0.0.any32h) mov (1|M0)       r3.2<1>:hf    0x1:hf                                                // $189
(W&f0.0.any32h) mov (1|M0)       r60.5<1>:f    0x0:f                                                 //  (0x00000000:f); $190
(W&f0.0.any32h) shl (1|M0)       r60.4<1>:d    r3.2<0;1,0>:w     r3.0<0;1,0>:d    {@2}               // $189
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {@7}                 // $186
        else (32|M0)                         _int64_arith_k0_7_cf  _int64_arith_k0_7_cf              // $186
// B013: [NoMaskWA],  [inDivergent],  Preds:{B011},  Succs:{B014}
_0_065:
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $193
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $193
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $193
(W&f0.0.any32h) mov (1|M0)       r3.0<1>:hf    0x1:hf                                                // $193
(W&f0.0.any32h) add (1|M0)       r4.0<1>:d     -r60.2<0;1,0>:d   32:w                                // $194
(W&f0.0.any32h) mov (1|M0)       r4.2<1>:hf    0x1:hf                                                // $195
(W&f0.0.any32h) shl (1|M0)       r60.5<1>:d    r3.0<0;1,0>:w     r60.2<0;1,0>:d   {@3}               // $193
(W&f0.0.any32h) shr (1|M0)       r60.4<1>:d    r4.2<0;1,0>:uw    r4.0<0;1,0>:d    {@2}               // $195
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {@7}                 // 
// B014: [NoMaskWA],  [inDivergent],  Preds:{B013, B012},  Succs:{B015}
_int64_arith_k0_7_cf:
        endif (32|M0)                        _0_064                                                  // $186
// B015: [NoMaskWA],  [inDivergent],  Preds:{B010, B014},  Succs:{B016}
_0_064:
        endif (32|M0)                        L3608                                                   // $178
L3608:
        or (16|M0)               r34.0<1>:d    r60.5<0;1,0>:d    r34.0<8;8,1>:d   {Compacted,@5}     // $197
        or (16|M16)              r32.0<1>:d    r60.5<0;1,0>:d    r32.0<8;8,1>:d   {Compacted}        // $198
        or (16|M0)               r30.0<1>:d    r60.4<0;1,0>:d    r30.0<8;8,1>:d   {Compacted,@6}     // $199
        or (16|M16)              r22.0<1>:d    r60.4<0;1,0>:d    r22.0<8;8,1>:d   {Compacted}        // $200
        mov (16|M0)              r12.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $201
        mov (16|M16)             r40.0<1>:f    r6.0<8;8,1>:f                    {Compacted}          // $202
// B016: [NoMaskWA],  [inDivergent],  Preds:{B008, B015},  Succs:{B017, B019}
_0_060:
        endif (32|M0)                        L3672                                                   // $161
L3672:
(W)     mov (1|M0)               r60.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $204
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $204
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $204
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $204
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $204
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r60.3<0;1,0>:d    0:w               {Compacted}       // $204
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r62.0<0;1,0>:ud                  {@2}                 // $205
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $205
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r60.3<0;1,0>:d    0:w                                 // $205
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r62.0<0;1,0>:ud                  {@2}                 // $206
(W)     mov (1|M0)               f1.0<1>:ud    r60.0<0;1,0>:ud                  {@7}                 // $206
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $206
(f0.0)  break (32|M0)                        _int64_arith_k0_4_cf  _int64_arith_k0_4_cf              // $206
// B017: [NoMaskWA],  [inDivergent],  Preds:{B016},  Succs:{B018}
_0_068:
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $208
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $208
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $208
(W&f0.0.any32h) add (1|M0)       r60.3<1>:d    r60.3<0;1,0>:d    -1:w                                // $208
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {@4}                 // 
// B018: [NoMaskWA],  [inDivergent],  Preds:{B017},  Succs:{B002}
_int64_arith_k0_4_cf:
        while (32|M0)                        _0_054                                                  // $209
// B019: [NoMaskWA],  [inDivergent],  Preds:{B016},  Succs:{B021}
_int64_arith_k0_3_cf:
        else (32|M0)                         _0_067            _0_067                                // $99
// B020: [NoMaskWA],  [inDivergent],  Preds:{B000},  Succs:{B021}
_0_052:
        math.iqot (8|M0)         r34.0<1>:ud   r16.0<8;8,1>:ud   r24.0<8;8,1>:ud  {$4}               // $926
        math.iqot (8|M8)         r35.0<1>:ud   r17.0<8;8,1>:ud   r25.0<8;8,1>:ud  {$5}               // $211
        mov (16|M0)              r30.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $213
        math.iqot (8|M16)        r32.0<1>:ud   r18.0<8;8,1>:ud   r26.0<8;8,1>:ud  {$6}               // $926
        mov (16|M16)             r22.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $214
        math.iqot (8|M24)        r33.0<1>:ud   r19.0<8;8,1>:ud   r27.0<8;8,1>:ud  {$7}               // $212
// B021: Preds:{B020, B019},  Succs:{B022, B033}
_0_067:
        endif (32|M0)                        L4048                                                   // $99
L4048:
(W)     mov (1|M0)               r3.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $216
        xor (16|M0)   (lt)f1.0   null<1>:d     r78.0<8;8,1>:d    r70.0<8;8,1>:d                      // $228
        subb (8|M0)              r4.0<1>:ud    r3.0<0;1,0>:ud    r34.0<8;8,1>:ud  {AccWrEn,Compacted,@2,$4.dst} // $216
        xor (16|M16)  (lt)f1.0   null<1>:d     r74.0<8;8,1>:d    r66.0<8;8,1>:d                      // $230
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $216
        subb (8|M8)              r5.0<1>:ud    r3.0<0;1,0>:ud    r35.0<8;8,1>:ud  {AccWrEn,$5.dst}   // $219 R{} IR{}{O:1,O:1,},  {BC=1}
(~f1.0) mov (16|M0)              r4.0<1>:f     r34.0<8;8,1>:f                                        // $232
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $219
        subb (8|M16)             r12.0<1>:ud   r3.0<0;1,0>:ud    r32.0<8;8,1>:ud  {AccWrEn,$6.dst}   // $222
        add (8|M0)               r10.0<1>:ud   -r6.0<8;8,1>:ud   -r30.0<8;8,1>:ud {Compacted,@5}     // $218
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $222
        subb (8|M24)             r13.0<1>:ud   r3.0<0;1,0>:ud    r33.0<8;8,1>:ud  {AccWrEn,$7.dst}   // $225
(~f1.0) mov (16|M16)             r12.0<1>:f    r32.0<8;8,1>:f                                        // $233
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $225
        addc (8|M0)              r56.0<1>:ud   r90.0<8;8,1>:ud   r4.0<8;8,1>:ud   {AccWrEn,Compacted,@7} // $236
        add (8|M8)               r11.0<1>:ud   -r8.0<8;8,1>:ud   -r31.0<8;8,1>:ud {Compacted,@7}     // $221
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $236
        addc (8|M8)              r57.0<1>:ud   r91.0<8;8,1>:ud   r5.0<8;8,1>:ud   {AccWrEn}          // $239
        add (8|M16)              r16.0<1>:ud   -r14.0<8;8,1>:ud  -r22.0<8;8,1>:ud {Compacted,@7}     // $224
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $239
        addc (8|M16)             r54.0<1>:ud   r92.0<8;8,1>:ud   r12.0<8;8,1>:ud  {AccWrEn,@7}       // $242 R{} IR{}{E:6,E:6,},  {BC=1}
(~f1.0) mov (16|M0)              r10.0<1>:f    r30.0<8;8,1>:f                                        // $234
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $242
        addc (8|M24)             r55.0<1>:ud   r93.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn}          // $245 R{} IR{}{O:6,O:6,},  {BC=1}
        add (8|M24)              r17.0<1>:ud   -r18.0<8;8,1>:ud  -r23.0<8;8,1>:ud {Compacted,@7}     // $227
        add (8|M0)               r52.0<1>:ud   r28.0<8;8,1>:ud   r10.0<8;8,1>:ud  {Compacted,@4}     // $237
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $245
        subb (8|M0)              r4.0<1>:ud    r3.0<0;1,0>:ud    r68.0<8;8,1>:ud  {AccWrEn,Compacted} // $248
        add (8|M8)               r53.0<1>:ud   r29.0<8;8,1>:ud   r11.0<8;8,1>:ud  {Compacted}        // $240
(~f1.0) mov (16|M16)             r16.0<1>:f    r22.0<8;8,1>:f                                        // $235
        add (8|M0)               r52.0<1>:ud   r6.0<8;8,1>:ud    r52.0<8;8,1>:ud  {Compacted,@5}     // $238
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $248
        subb (8|M8)              r5.0<1>:ud    r3.0<0;1,0>:ud    r69.0<8;8,1>:ud  {AccWrEn}          // $251
        add (8|M8)               r53.0<1>:ud   r8.0<8;8,1>:ud    r53.0<8;8,1>:ud  {Compacted,@5}     // $241
        add (8|M16)              r46.0<1>:ud   r20.0<8;8,1>:ud   r16.0<8;8,1>:ud  {Compacted,@5}     // $243
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $251
        subb (8|M16)             r20.0<1>:ud   r3.0<0;1,0>:ud    r64.0<8;8,1>:ud  {AccWrEn}          // $254
        add (8|M24)              r47.0<1>:ud   r21.0<8;8,1>:ud   r17.0<8;8,1>:ud  {Compacted}        // $246
        add (8|M16)              r46.0<1>:ud   r14.0<8;8,1>:ud   r46.0<8;8,1>:ud  {Compacted,@4}     // $244 R{} IR{}{E:7,E:7,},  {BC=1}
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $254
        subb (8|M24)             r21.0<1>:ud   r3.0<0;1,0>:ud    r65.0<8;8,1>:ud  {AccWrEn}          // $257
        cmp (16|M0)   (lt)f1.0   null<1>:d     r70.0<8;8,1>:d    0:w               {Compacted}       // $260
        cmp (16|M16)  (lt)f1.0   null<1>:d     r66.0<8;8,1>:d    0:w                                 // $261
        mov (8|M24)              r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $257
        add (8|M0)               r10.0<1>:ud   -r6.0<8;8,1>:ud   -r70.0<8;8,1>:ud {Compacted}        // $250 R{} IR{}{E:3,E:3,},  {BC=1}
        add (8|M8)               r11.0<1>:ud   -r8.0<8;8,1>:ud   -r71.0<8;8,1>:ud {Compacted,@7}     // $253
        add (8|M16)              r12.0<1>:ud   -r14.0<8;8,1>:ud  -r66.0<8;8,1>:ud {Compacted,@7}     // $256
        add (8|M24)              r13.0<1>:ud   -r16.0<8;8,1>:ud  -r67.0<8;8,1>:ud {Compacted,@4}     // $259
(f1.0)  sel (16|M0)              r44.0<1>:d    r10.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted,@3}     // $264
(f1.0)  sel (16|M16)             r38.0<1>:d    r12.0<8;8,1>:d    r66.0<8;8,1>:d   {@2}               // $265
        add (8|M24)              r47.0<1>:ud   r18.0<8;8,1>:ud   r47.0<8;8,1>:ud  {Compacted}        // $247
        or (16|M16)              r22.0<1>:d    r48.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted,@2}     // $267
        or (16|M0)               r18.0<1>:d    r50.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted,@4}     // $266
        cmp (16|M16)  (lt)f0.0   null<1>:d     r22.0<8;8,1>:ud   0x1:uw              {@2}            // $269
        cmp (16|M0)   (lt)f0.0   null<1>:d     r18.0<8;8,1>:ud   0x1:uw              {@2}            // $268
(f1.0)  sel (16|M0)              r42.0<1>:d    r4.0<8;8,1>:d     r68.0<8;8,1>:d   {Compacted}        // $262 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
(f1.0)  sel (16|M16)             r40.0<1>:d    r20.0<8;8,1>:d    r64.0<8;8,1>:d                      // $263
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $270
(~f0.0) if (32|M0)                           _0_069            _0_077                                // $270
// B022: [inDivergent],  Preds:{B021},  Succs:{B023}
_0_070:
        mov (16|M0)              r36.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $273
        mov (16|M16)             r34.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $274
        mov (16|M0)              r32.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $275
        mov (16|M16)             r30.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $276
(W)     mov (1|M0)               r60.3<1>:f    0x3F:f                                                //  (0x0000003f:f); $272
// B023: [NoMaskWA],  [inDivergent],  Preds:{B031, B022},  Succs:{B024, B025}
_0_071:
(W)     mov (1|M0)               r60.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $286
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $286
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $286
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $286
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $287
        shr (16|M0)              r4.0<1>:d     r36.0<8;8,1>:ud   31:w               {Compacted,@7}   // $280
(W&f1.0) and (1|M0)              r60.2<1>:d    r60.3<0;1,0>:d    63:w               {@7}             // $286
        shr (16|M16)             r10.0<1>:d    r34.0<8;8,1>:ud   31:w               {Compacted,@7}   // $281
(W)     cmp (16|M0)   (ne)f0.0   null<1>:d     r60.2<0;1,0>:d    0:w               {@2}              // $287
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r62.0<0;1,0>:ud                  {@5}                 // $288
        shl (16|M0)              r12.0<1>:d    r32.0<8;8,1>:d    1:w               {Compacted}       // $282
        shl (16|M16)             r14.0<1>:d    r30.0<8;8,1>:d    1:w               {Compacted}       // $283
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $288
(W)     cmp (16|M16)  (ne)f0.0   null<1>:d     r60.2<0;1,0>:d    0:w                                 // $288
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r62.0<0;1,0>:ud                  {@2}                 // $289
        shl (16|M0)              r18.0<1>:d    r36.0<8;8,1>:d    1:w               {Compacted}       // $278
        shl (16|M16)             r16.0<1>:d    r34.0<8;8,1>:d    1:w               {Compacted}       // $279
        or (16|M0)               r8.0<1>:d     r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@7}     // $284
        or (16|M16)              r28.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@7}     // $285
(W)     mov (1|M0)               f1.0<1>:ud    r60.0<0;1,0>:ud                                       // $289
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $289
(~f0.0) if (32|M0)                           _0_072            _0_074                                // $289
// B024: [NoMaskWA],  [inDivergent],  Preds:{B023},  Succs:{B029}
_0_073:
        mov (16|M0)              r4.0<1>:f     r42.0<8;8,1>:f                   {Compacted}          // $291
        mov (16|M16)             r6.0<1>:f     r40.0<8;8,1>:f                   {Compacted}          // $292
        else (32|M0)                         _0_074            _0_074                                // $289
// B025: [NoMaskWA],  [inDivergent],  Preds:{B023},  Succs:{B026, B027}
_0_072:
(W)     mov (1|M0)               r60.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $295
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $295
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $295
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $295
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $295
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r60.2<0;1,0>:ud   0x20:uw                             // $295
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r62.0<0;1,0>:ud                  {@2}                 // $296
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $296
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r60.2<0;1,0>:ud   0x20:uw                             // $296
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r62.0<0;1,0>:ud                  {@2}                 // $297
(W)     mov (1|M0)               f1.0<1>:ud    r60.0<0;1,0>:ud                  {@7}                 // $297
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $297
(~f0.0) if (32|M0)                           _0_075            _int64_arith_k0_10_cf                 // $297
// B026: [NoMaskWA],  [inDivergent],  Preds:{B025},  Succs:{B028}
_0_076:
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $299
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $299
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $299
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     r60.2<0;1,0>:d    -32:w                               // $299
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {@4}                 // $300
        shr (16|M0)              r4.0<1>:d     r44.0<8;8,1>:ud   r3.0<0;1,0>:d    {@2}               // $300
        shr (16|M16)             r6.0<1>:d     r38.0<8;8,1>:ud   r3.0<0;1,0>:d                       // $301
        else (32|M0)                         _int64_arith_k0_10_cf  _int64_arith_k0_10_cf            // $297
// B027: [NoMaskWA],  [inDivergent],  Preds:{B025},  Succs:{B028}
_0_075:
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $304
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $304
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $304
(W&f0.0.any32h) add (1|M0)       r3.0<1>:d     -r60.2<0;1,0>:d   32:w                                // $304
        shr (16|M0)              r12.0<1>:d    r42.0<8;8,1>:ud   r60.2<0;1,0>:d                      // $307
        shr (16|M16)             r14.0<1>:d    r40.0<8;8,1>:ud   r60.2<0;1,0>:d                      // $308
        shl (16|M0)              r4.0<1>:d     r44.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted,@3}     // $305
        shl (16|M16)             r10.0<1>:d    r38.0<8;8,1>:d    r3.0<0;1,0>:d    {Compacted}        // $306
        or (16|M0)               r4.0<1>:d     r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@2}     // $309
        or (16|M16)              r6.0<1>:d     r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@2}     // $310
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {@7}                 // $305
// B028: [NoMaskWA],  [inDivergent],  Preds:{B027, B026},  Succs:{B029}
_int64_arith_k0_10_cf:
        endif (32|M0)                        _0_074                                                  // $297
// B029: [NoMaskWA],  [inDivergent],  Preds:{B024, B028},  Succs:{B030, B032}
_0_074:
        endif (32|M0)                        L5512                                                   // $289
L5512:
        and (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     1:w               {Compacted,@5}    // $314
        and (16|M16)             r10.0<1>:d    r6.0<8;8,1>:d     1:w               {Compacted,@5}    // $315
        or (16|M0)               r12.0<1>:d    r4.0<8;8,1>:d     r18.0<8;8,1>:d   {Compacted,@2}     // $316
        or (16|M16)              r14.0<1>:d    r10.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted,@2}     // $317
        cmp (16|M0)   (lt)f0.0   null<1>:d     r12.0<8;8,1>:ud   r24.0<8;8,1>:ud  {@2}               // $318
        cmp (16|M16)  (lt)f0.0   null<1>:d     r14.0<8;8,1>:ud   r26.0<8;8,1>:ud  {@2}               // $319
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r8.0<8;8,1>:d     r50.0<8;8,1>:d                      // $320
(f0.0)  cmp (16|M16)  (eq)f0.0   null<1>:d     r28.0<8;8,1>:d    r48.0<8;8,1>:d                      // $322
(W)     mov (1|M0)               r60.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $344
(W)     mov (1|M0)               f1.0<1>:ud    0x0:ud                                                // $344
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $344
(~f0.0) cmp (16|M0)   (lt)f0.0   null<1>:d     r8.0<8;8,1>:ud    r50.0<8;8,1>:ud                     // $324
(~f0.0) cmp (16|M16)  (lt)f0.0   null<1>:d     r28.0<8;8,1>:ud   r48.0<8;8,1>:ud                     // $326
(W&f1.0.any32h) mov (1|M0)       f1.0<1>:ud    0xFFFFFFFF:ud                                         // $344
(~f0.0) sel (16|M0)              r16.0<1>:d    r24.0<8;8,1>:d    0:w                                 // $328
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $344
(~f0.0) sel (16|M0)              r20.0<1>:d    r50.0<8;8,1>:d    0:w                                 // $330
(~f0.0) sel (16|M16)             r18.0<1>:d    r26.0<8;8,1>:d    0:w                                 // $329
(~f0.0) sel (16|M16)             r22.0<1>:d    r48.0<8;8,1>:d    0:w                                 // $331
        subb (8|M0)              r36.0<1>:ud   r12.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,Compacted,@5} // $332
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r60.3<0;1,0>:d    0:w               {Compacted}       // $344
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r62.0<0;1,0>:ud                  {@6}                 // $345
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $332
        subb (8|M8)              r37.0<1>:ud   r13.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}          // $335
        add (8|M0)               r32.0<1>:ud   r8.0<8;8,1>:ud    -r20.0<8;8,1>:ud {Compacted,@7}     // $333
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $335
(W)     mov (1|M0)               r62.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $345
        subb (8|M16)             r34.0<1>:ud   r14.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,@7}       // $338
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r60.3<0;1,0>:d    0:w                                 // $345
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $338
(W&~f1.0) mov (1|M0)             f0.0<1>:ud    r62.0<0;1,0>:ud                  {@4}                 // $346
        subb (8|M24)             r35.0<1>:ud   r15.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}          // $341
        add (8|M8)               r33.0<1>:ud   r9.0<8;8,1>:ud    -r21.0<8;8,1>:ud {Compacted}        // $336
        add (8|M16)              r30.0<1>:ud   r28.0<8;8,1>:ud   -r22.0<8;8,1>:ud {Compacted}        // $339
        add (8|M24)              r31.0<1>:ud   r29.0<8;8,1>:ud   -r23.0<8;8,1>:ud {Compacted}        // $342
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $341
        add (8|M0)               r32.0<1>:ud   -r4.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted}        // $334
(W)     mov (1|M0)               f1.0<1>:ud    r60.0<0;1,0>:ud                                       // $346
        add (8|M8)               r33.0<1>:ud   -r6.0<8;8,1>:ud   r33.0<8;8,1>:ud  {Compacted,@6}     // $337
        add (8|M16)              r30.0<1>:ud   -r8.0<8;8,1>:ud   r30.0<8;8,1>:ud  {Compacted,@6}     // $340
        add (8|M24)              r31.0<1>:ud   -r10.0<8;8,1>:ud  r31.0<8;8,1>:ud  {Compacted,@5}     // $343
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $346
(f0.0)  break (32|M0)                        _int64_arith_k0_9_cf  _int64_arith_k0_9_cf              // $346
// B030: [NoMaskWA],  [inDivergent],  Preds:{B029},  Succs:{B031}
_0_078:
(W)     mov (1|M0)               r60.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $348
(W)     mov (1|M0)               f0.0<1>:ud    0x0:ud                                                // $348
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r2.0<0;1,0>:uw    r2.0<0;1,0>:uw                      // $348
(W&f0.0.any32h) add (1|M0)       r60.3<1>:d    r60.3<0;1,0>:d    -1:w                                // $348
(W)     mov (1|M0)               f0.0<1>:ud    r60.0<0;1,0>:ud                  {@4}                 // 
// B031: [NoMaskWA],  [inDivergent],  Preds:{B030},  Succs:{B023}
_int64_arith_k0_9_cf:
        while (32|M0)                        _0_071                                                  // $349
// B032: [NoMaskWA],  [inDivergent],  Preds:{B029},  Succs:{B034}
_int64_arith_k0_8_cf:
        else (32|M0)                         _0_077            _0_077                                // $270
// B033: [NoMaskWA],  [inDivergent],  Preds:{B021},  Succs:{B034}
_0_069:
        math.irem (8|M0)         r36.0<1>:ud   r42.0<8;8,1>:ud   r24.0<8;8,1>:ud  {$8}               // $926
        math.irem (8|M8)         r37.0<1>:ud   r43.0<8;8,1>:ud   r25.0<8;8,1>:ud  {$9}               // $351
        mov (16|M0)              r32.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $353
        math.irem (8|M16)        r34.0<1>:ud   r40.0<8;8,1>:ud   r26.0<8;8,1>:ud  {$10}              // $926
        mov (16|M16)             r30.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $354
        math.irem (8|M24)        r35.0<1>:ud   r41.0<8;8,1>:ud   r27.0<8;8,1>:ud  {$11}              // $352
// B034: Preds:{B033, B032},  Succs:{B035, B036}
_0_077:
        endif (32|M0)                        L6232                                                   // $270
L6232:
(W)     mov (1|M0)               r3.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $356
        subb (8|M0)              r4.0<1>:ud    r3.0<0;1,0>:ud    r36.0<8;8,1>:ud  {AccWrEn,Compacted,@1,$8.dst} // $356
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $356
        subb (8|M8)              r5.0<1>:ud    r3.0<0;1,0>:ud    r37.0<8;8,1>:ud  {AccWrEn,$9.dst}   // $359
(~f1.0) mov (16|M0)              r4.0<1>:f     r36.0<8;8,1>:f                                        // $368
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $359
        subb (8|M16)             r12.0<1>:ud   r3.0<0;1,0>:ud    r34.0<8;8,1>:ud  {AccWrEn,$10.dst}  // $362
        add (8|M0)               r10.0<1>:ud   -r6.0<8;8,1>:ud   -r32.0<8;8,1>:ud {Compacted,@5}     // $358
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $362
        subb (8|M24)             r13.0<1>:ud   r3.0<0;1,0>:ud    r35.0<8;8,1>:ud  {AccWrEn,$11.dst}  // $365 R{} IR{}{O:1,O:1,},  {BC=1}
(~f1.0) mov (16|M16)             r12.0<1>:f    r34.0<8;8,1>:f                                        // $369
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $365
        addc (8|M0)              r38.0<1>:ud   r56.0<8;8,1>:ud   r4.0<8;8,1>:ud   {AccWrEn,Compacted,@7} // $372
        add (8|M8)               r11.0<1>:ud   -r8.0<8;8,1>:ud   -r33.0<8;8,1>:ud {Compacted,@7}     // $361
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $372
        addc (8|M8)              r39.0<1>:ud   r57.0<8;8,1>:ud   r5.0<8;8,1>:ud   {AccWrEn}          // $375
        add (8|M16)              r16.0<1>:ud   -r14.0<8;8,1>:ud  -r30.0<8;8,1>:ud {Compacted,@7}     // $364 R{} IR{}{E:7,E:7,},  {BC=1}
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $375
        addc (8|M16)             r36.0<1>:ud   r54.0<8;8,1>:ud   r12.0<8;8,1>:ud  {AccWrEn,@7}       // $378
        add (8|M24)              r17.0<1>:ud   -r18.0<8;8,1>:ud  -r31.0<8;8,1>:ud {Compacted,@7}     // $367
(~f1.0) mov (16|M0)              r10.0<1>:f    r32.0<8;8,1>:f                                        // $370
(~f1.0) mov (16|M16)             r16.0<1>:f    r30.0<8;8,1>:f                                        // $371
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $378
(W)     mov (1|M0)               f1.0<1>:ud    0xFFFFFFFF:ud                                         // $386
        addc (8|M24)             r37.0<1>:ud   r55.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn}          // $381
        add (8|M0)               r28.0<1>:ud   r52.0<8;8,1>:ud   r10.0<8;8,1>:ud  {Compacted,@5}     // $373
        add (8|M8)               r29.0<1>:ud   r53.0<8;8,1>:ud   r11.0<8;8,1>:ud  {Compacted}        // $376
        add (8|M16)              r30.0<1>:ud   r46.0<8;8,1>:ud   r16.0<8;8,1>:ud  {Compacted,@6}     // $379
        add (8|M24)              r31.0<1>:ud   r47.0<8;8,1>:ud   r17.0<8;8,1>:ud  {Compacted}        // $382
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $381
        and (16|M0)              r34.0<1>:d    r82.0<8;8,1>:d    63:w               {Compacted}      // $384
        and (16|M16)             r32.0<1>:d    r80.0<8;8,1>:d    63:w               {Compacted}      // $385
        add (8|M0)               r28.0<1>:ud   r6.0<8;8,1>:ud    r28.0<8;8,1>:ud  {Compacted,@7}     // $374
        add (8|M8)               r29.0<1>:ud   r8.0<8;8,1>:ud    r29.0<8;8,1>:ud  {Compacted,@7}     // $377
        add (8|M16)              r30.0<1>:ud   r14.0<8;8,1>:ud   r30.0<8;8,1>:ud  {Compacted,@7}     // $380 R{} IR{}{E:7,E:7,},  {BC=1}
        add (8|M24)              r31.0<1>:ud   r18.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted,@6}     // $383
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $387
(~f1.0) if (32|M0)                           _0_079            _0_081                                // $387
// B035: [inDivergent],  Preds:{B034},  Succs:{B040}
_0_080:
        mov (16|M0)              r54.0<1>:f    r68.0<8;8,1>:f                   {Compacted}          // $389
        mov (16|M16)             r58.0<1>:f    r64.0<8;8,1>:f                   {Compacted}          // $390
        mov (16|M0)              r2.0<1>:f     r70.0<8;8,1>:f                   {Compacted}          // $391
        mov (16|M16)             r56.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $392
        else (32|M0)                         _0_081            _0_081                                // $387
// B036: [inDivergent],  Preds:{B034},  Succs:{B037, B038}
_0_079:
        cmp (16|M0)   (lt)f1.0   null<1>:d     r34.0<8;8,1>:ud   0x20:uw                             // $395
        cmp (16|M16)  (lt)f1.0   null<1>:d     r32.0<8;8,1>:ud   0x20:uw                             // $396
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $397
(~f1.0) if (32|M0)                           _0_082            _int64_arith_k0_11_cf                 // $397
// B037: [NoMaskWA],  [inDivergent],  Preds:{B036},  Succs:{B039}
_0_083:
        add (16|M0)              r4.0<1>:d     r34.0<8;8,1>:d    -32:w               {Compacted}     // $399
        add (16|M16)             r10.0<1>:d    r32.0<8;8,1>:d    -32:w               {Compacted}     // $400
        mov (16|M0)              r54.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $403
        mov (16|M16)             r58.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $404
        shl (16|M0)              r2.0<1>:d     r68.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}     // $401 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        shl (16|M16)             r56.0<1>:d    r64.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@4}     // $402
        else (32|M0)                         _int64_arith_k0_11_cf  _int64_arith_k0_11_cf            // $397
// B038: [NoMaskWA],  [inDivergent],  Preds:{B036},  Succs:{B039}
_0_082:
        add (16|M0)              r4.0<1>:d     -r34.0<8;8,1>:d   32:w               {Compacted}      // $409
        add (16|M16)             r10.0<1>:d    -r32.0<8;8,1>:d   32:w               {Compacted}      // $410
        shl (16|M0)              r12.0<1>:d    r70.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $413
        shl (16|M16)             r14.0<1>:d    r66.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $414
        shr (16|M0)              r4.0<1>:d     r68.0<8;8,1>:ud   r4.0<8;8,1>:d    {@4}               // $411 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        shr (16|M16)             r10.0<1>:d    r64.0<8;8,1>:ud   r10.0<8;8,1>:d   {@4}               // $412
        shl (16|M0)              r54.0<1>:d    r68.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $407
        shl (16|M16)             r58.0<1>:d    r64.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $408 R{} IR{}{E:0,E:0,},  R{} IR{}{O:0,O:0,},  {BC=2}
        or (16|M0)               r2.0<1>:d     r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}     // $415
        or (16|M16)              r56.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@4}     // $416
// B039: [NoMaskWA],  [inDivergent],  Preds:{B038, B037},  Succs:{B040}
_int64_arith_k0_11_cf:
        endif (32|M0)                        _0_081                                                  // $397
// B040: Preds:{B035, B039},  Succs:{B041, B042}
_0_081:
        endif (32|M0)                        L6944                                                   // $387
L6944:
        shl (16|M0)              r12.0<1>:d    r70.0<8;8,1>:d    25:w               {Compacted}      // $424
        shr (16|M0)              r16.0<1>:d    r68.0<8;8,1>:ud   7:w               {Compacted}       // $426
        shl (16|M16)             r14.0<1>:d    r66.0<8;8,1>:d    25:w               {Compacted}      // $425
        or (16|M0)               r16.0<1>:d    r16.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@2}     // $428
        shr (16|M16)             r18.0<1>:d    r64.0<8;8,1>:ud   7:w               {Compacted}       // $427
        addc (8|M0)              r20.0<1>:ud   r54.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,Compacted,@2} // $430
        or (16|M16)              r18.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted,@2}     // $429
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $430
        addc (8|M8)              r21.0<1>:ud   r55.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}          // $433
        asr (16|M0)              r4.0<1>:d     r70.0<8;8,1>:d    7:w               {Compacted}       // $422
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $433
        addc (8|M16)             r24.0<1>:ud   r58.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,@5}       // $436
        asr (16|M16)             r10.0<1>:d    r66.0<8;8,1>:d    7:w               {Compacted}       // $423
        mov (8|M16)              r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $436
        addc (8|M24)             r25.0<1>:ud   r59.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}          // $439
(W)     mov (1|M0)               f0.0<1>:ud    0xFFFFFFFF:ud                                         // $446
        add (8|M0)               r22.0<1>:ud   r2.0<8;8,1>:ud    r4.0<8;8,1>:ud   {Compacted,@7}     // $431
        add (8|M8)               r23.0<1>:ud   r3.0<8;8,1>:ud    r5.0<8;8,1>:ud   {Compacted}        // $434
        add (8|M16)              r12.0<1>:ud   r56.0<8;8,1>:ud   r10.0<8;8,1>:ud  {Compacted,@6}     // $437
        add (8|M24)              r13.0<1>:ud   r57.0<8;8,1>:ud   r11.0<8;8,1>:ud  {Compacted}        // $440
        mov (8|M24)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $439
        add (8|M0)               r22.0<1>:ud   r6.0<8;8,1>:ud    r22.0<8;8,1>:ud  {Compacted,@5}     // $432 R{} IR{}{E:3,E:3,},  {BC=1}
        add (8|M8)               r23.0<1>:ud   r8.0<8;8,1>:ud    r23.0<8;8,1>:ud  {Compacted,@5}     // $435
        add (8|M16)              r12.0<1>:ud   r26.0<8;8,1>:ud   r12.0<8;8,1>:ud  {Compacted,@5}     // $438
        add (8|M24)              r13.0<1>:ud   r14.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted,@4}     // $441
        xor (16|M0)              r102.0<1>:d   r38.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $442
        xor (16|M16)             r100.0<1>:d   r36.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $443
        xor (16|M0)              r98.0<1>:d    r28.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted,@5}     // $444
        xor (16|M16)             r96.0<1>:d    r30.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@4}     // $445
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $447
(~f0.0) if (32|M0)                           _0_084            _0_086                                // $447
// B041: [inDivergent],  Preds:{B040},  Succs:{B046}
_0_085:
        mov (16|M0)              r54.0<1>:f    r68.0<8;8,1>:f                   {Compacted}          // $449
        mov (16|M16)             r58.0<1>:f    r64.0<8;8,1>:f                   {Compacted}          // $450
        mov (16|M0)              r2.0<1>:f     r70.0<8;8,1>:f                   {Compacted}          // $451
        mov (16|M16)             r56.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $452
        else (32|M0)                         _0_086            _0_086                                // $447
// B042: [inDivergent],  Preds:{B040},  Succs:{B043, B044}
_0_084:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r34.0<8;8,1>:ud   0x20:uw                             // $455
        cmp (16|M16)  (lt)f0.0   null<1>:d     r32.0<8;8,1>:ud   0x20:uw                             // $456
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $457
(~f0.0) if (32|M0)                           _0_087            _int64_arith_k0_12_cf                 // $457
// B043: [NoMaskWA],  [inDivergent],  Preds:{B042},  Succs:{B045}
_0_088:
        add (16|M0)              r4.0<1>:d     r34.0<8;8,1>:d    -32:w               {Compacted}     // $459
        add (16|M16)             r10.0<1>:d    r32.0<8;8,1>:d    -32:w               {Compacted}     // $460
        mov (16|M0)              r2.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $463
        mov (16|M16)             r56.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $464
        shr (16|M0)              r54.0<1>:d    r70.0<8;8,1>:ud   r4.0<8;8,1>:d    {@4}               // $461
        shr (16|M16)             r58.0<1>:d    r66.0<8;8,1>:ud   r10.0<8;8,1>:d   {@4}               // $462
        else (32|M0)                         _int64_arith_k0_12_cf  _int64_arith_k0_12_cf            // $457
// B044: [NoMaskWA],  [inDivergent],  Preds:{B042},  Succs:{B045}
_0_087:
        add (16|M0)              r4.0<1>:d     -r34.0<8;8,1>:d   32:w               {Compacted}      // $469
        add (16|M16)             r10.0<1>:d    -r32.0<8;8,1>:d   32:w               {Compacted}      // $470
        shr (16|M0)              r12.0<1>:d    r68.0<8;8,1>:ud   r34.0<8;8,1>:d                      // $473
        shr (16|M16)             r14.0<1>:d    r64.0<8;8,1>:ud   r32.0<8;8,1>:d                      // $474 R{} IR{}{E:0,E:0,},  R{} IR{}{O:0,O:0,},  {BC=2}
        shl (16|M0)              r4.0<1>:d     r70.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}     // $471
        shl (16|M16)             r10.0<1>:d    r66.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@4}     // $472
        shr (16|M0)              r2.0<1>:d     r70.0<8;8,1>:ud   r34.0<8;8,1>:d                      // $467
        shr (16|M16)             r56.0<1>:d    r66.0<8;8,1>:ud   r32.0<8;8,1>:d                      // $468
        or (16|M0)               r54.0<1>:d    r12.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@4}     // $475
        or (16|M16)              r58.0<1>:d    r14.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted,@4}     // $476
// B045: [NoMaskWA],  [inDivergent],  Preds:{B044, B043},  Succs:{B046}
_int64_arith_k0_12_cf:
        endif (32|M0)                        _0_086                                                  // $457
// B046: Preds:{B041, B045},  Succs:{B047, B048}
_0_086:
        endif (32|M0)                        L7576                                                   // $447
L7576:
        mul (8|M0)               acc0.0<1>:ud  r78.0<8;8,1>:ud   r70.0<2;1,0>:uw                     // $478
        mach (8|M0)              r4.0<1>:ud    r78.0<8;8,1>:ud   r70.0<8;8,1>:ud  {AccWrEn,Compacted} // 
        cmp (16|M0)   (lt)f1.0   null<1>:d     r70.0<8;8,1>:ud   0x1:uw                              // $582
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r79.0<8;8,1>:ud   r71.0<2;1,0>:uw                     // $478
        mach (8|M8)              r5.0<1>:ud    r79.0<8;8,1>:ud   r71.0<8;8,1>:ud  {AccWrEn}          // $479
        cmp (16|M16)  (lt)f1.0   null<1>:d     r66.0<8;8,1>:ud   0x1:uw                              // $583
        mov (8|M8)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $479
        mul (8|M16)              acc0.0<1>:ud  r74.0<8;8,1>:ud   r66.0<2;1,0>:uw                     // $485
        mach (8|M16)             r16.0<1>:ud   r74.0<8;8,1>:ud   r66.0<8;8,1>:ud  {AccWrEn}          // 
        mov (16|M0)              r12.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@3}       // $479
        mov (8|M16)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M24)              acc0.0<1>:ud  r75.0<8;8,1>:ud   r67.0<2;1,0>:uw                     // $485
        mach (8|M24)             r17.0<1>:ud   r75.0<8;8,1>:ud   r67.0<8;8,1>:ud  {AccWrEn}          // $486
        mov (16|M0)              r14.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@7}       // $484
        mov (8|M24)              r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $486
        mul (8|M0)               acc0.0<1>:ud  r82.0<8;8,1>:ud   r70.0<2;1,0>:uw                     // $492
        mach (8|M0)              r24.0<1>:ud   r82.0<8;8,1>:ud   r70.0<8;8,1>:ud  {AccWrEn,Compacted} // 
        mov (16|M16)             r20.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@3}       // $486
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r83.0<8;8,1>:ud   r71.0<2;1,0>:uw                     // $492
        mach (8|M8)              r25.0<1>:ud   r83.0<8;8,1>:ud   r71.0<8;8,1>:ud  {AccWrEn}          // $493
        mov (16|M16)             r22.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@7}       // $491
        mov (8|M8)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $493
        mul (8|M16)              acc0.0<1>:ud  r80.0<8;8,1>:ud   r66.0<2;1,0>:uw                     // $499
        mach (8|M16)             r28.0<1>:ud   r80.0<8;8,1>:ud   r66.0<8;8,1>:ud  {AccWrEn}          // 
        mov (16|M0)              r4.0<1>:f     r10.0<8;8,1>:f                   {Compacted,@3}       // $493
        mov (8|M16)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M24)              acc0.0<1>:ud  r81.0<8;8,1>:ud   r67.0<2;1,0>:uw                     // $499
        mach (8|M24)             r29.0<1>:ud   r81.0<8;8,1>:ud   r67.0<8;8,1>:ud  {AccWrEn}          // $500
        mov (16|M0)              r26.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@7}       // $498
        mov (8|M24)              r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $500
        mul (8|M0)               acc0.0<1>:ud  r78.0<8;8,1>:ud   r68.0<2;1,0>:uw                     // $506
        mach (8|M0)              r32.0<1>:ud   r78.0<8;8,1>:ud   r68.0<8;8,1>:ud  {AccWrEn,Compacted} // 
        mov (16|M16)             r16.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@3}       // $500
        mov (8|M0)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r79.0<8;8,1>:ud   r69.0<2;1,0>:uw                     // $506
        mach (8|M8)              r33.0<1>:ud   r79.0<8;8,1>:ud   r69.0<8;8,1>:ud  {AccWrEn}          // $507
        mov (16|M16)             r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@7}       // $505
        mov (8|M8)               r11.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $507
        mul (8|M16)              acc0.0<1>:ud  r74.0<8;8,1>:ud   r64.0<2;1,0>:uw                     // $513
        mach (8|M16)             r36.0<1>:ud   r74.0<8;8,1>:ud   r64.0<8;8,1>:ud  {AccWrEn}          // 
        mov (16|M0)              r24.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@3}       // $507
        mov (8|M16)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M24)              acc0.0<1>:ud  r75.0<8;8,1>:ud   r65.0<2;1,0>:uw                     // $513
        mach (8|M24)             r37.0<1>:ud   r75.0<8;8,1>:ud   r65.0<8;8,1>:ud  {AccWrEn}          // $514
        mov (16|M0)              r34.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@7}       // $512
        mov (8|M24)              r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $514
(W)     mul (8|M0)               acc0.0<1>:ud  r82.0<8;8,1>:ud   r68.0<2;1,0>:uw                     // $520
        mach (8|M0)              r40.0<1>:d    r82.0<8;8,1>:ud   r68.0<8;8,1>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r83.0<8;8,1>:ud   r69.0<2;1,0>:uw                     // $520
        mach (8|M8)              r41.0<1>:d    r83.0<8;8,1>:ud   r69.0<8;8,1>:ud  {AccWrEn}          // $524
(W)     mul (8|M0)               acc0.0<1>:ud  r80.0<8;8,1>:ud   r64.0<2;1,0>:uw                     // $525 R{} IR{}{E:0,E:0,},  {BC=1}
        mach (8|M16)             r32.0<1>:d    r80.0<8;8,1>:ud   r64.0<8;8,1>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r81.0<8;8,1>:ud   r65.0<2;1,0>:uw                     // $525 R{} IR{}{O:0,O:0,},  {BC=1}
        mov (16|M16)             r28.0<1>:f    r18.0<8;8,1>:f                   {Compacted,@7}       // $514
        mach (8|M24)             r33.0<1>:d    r81.0<8;8,1>:ud   r65.0<8;8,1>:ud  {AccWrEn}          // $529 R{} IR{}{O:0,O:0,},  {BC=1}
        addc (8|M0)              r18.0<1>:ud   r24.0<8;8,1>:ud   r4.0<8;8,1>:ud   {AccWrEn,Compacted} // $530
        mov (16|M0)              r10.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@7}       // $524
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $530
        addc (8|M8)              r19.0<1>:ud   r25.0<8;8,1>:ud   r5.0<8;8,1>:ud   {AccWrEn}          // $533
        mov (16|M16)             r42.0<1>:f    r32.0<8;8,1>:f                   {Compacted,@5}       // $529
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $533
        addc (8|M16)             r40.0<1>:ud   r28.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,@7}       // $536
        mov (16|M16)             r38.0<1>:f    r36.0<8;8,1>:f                   {Compacted}          // $519
        mov (8|M16)              r44.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $536
        addc (8|M24)             r41.0<1>:ud   r29.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}          // $539
        add (8|M0)               r36.0<1>:ud   r6.0<8;8,1>:ud    r26.0<8;8,1>:ud  {Compacted,@7}     // $532
        mov (8|M24)              r48.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $539
        addc (8|M0)              r32.0<1>:ud   r18.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn,Compacted,@7} // $542
        add (8|M8)               r37.0<1>:ud   r8.0<8;8,1>:ud    r27.0<8;8,1>:ud  {Compacted,@7}     // $535
        mov (8|M0)               r50.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $542
        addc (8|M8)              r33.0<1>:ud   r19.0<8;8,1>:ud   r11.0<8;8,1>:ud  {AccWrEn}          // $544
        add (8|M16)              r46.0<1>:ud   r44.0<8;8,1>:ud   r30.0<8;8,1>:ud  {Compacted,@7}     // $538
        mov (8|M8)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $544
        addc (8|M16)             r24.0<1>:ud   r40.0<8;8,1>:ud   r42.0<8;8,1>:ud  {AccWrEn}          // $546
        add (8|M8)               r53.0<1>:ud   r4.0<8;8,1>:ud    r37.0<8;8,1>:ud  {Compacted,@2}     // $545
        mov (8|M16)              r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $546
        addc (8|M24)             r25.0<1>:ud   r41.0<8;8,1>:ud   r43.0<8;8,1>:ud  {AccWrEn}          // $548
        add (8|M0)               r52.0<1>:ud   r50.0<8;8,1>:ud   r36.0<8;8,1>:ud  {Compacted,@7}     // $543
        mov (8|M24)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $548
        addc (8|M0)              r16.0<1>:ud   r34.0<8;8,1>:ud   r12.0<8;8,1>:ud  {AccWrEn,Compacted} // $550
        add (8|M24)              r47.0<1>:ud   r48.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted}        // $541
        mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $550
        addc (8|M8)              r17.0<1>:ud   r35.0<8;8,1>:ud   r13.0<8;8,1>:ud  {AccWrEn}          // $553
        add (8|M16)              r26.0<1>:ud   r6.0<8;8,1>:ud    r46.0<8;8,1>:ud  {Compacted,@7}     // $547
        mov (8|M8)               r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $553
        addc (8|M16)             r4.0<1>:ud    r38.0<8;8,1>:ud   r20.0<8;8,1>:ud  {AccWrEn}          // $556
        add (8|M24)              r27.0<1>:ud   r8.0<8;8,1>:ud    r47.0<8;8,1>:ud  {Compacted,@6}     // $549
        mov (8|M16)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $556
        addc (8|M24)             r5.0<1>:ud    r39.0<8;8,1>:ud   r21.0<8;8,1>:ud  {AccWrEn}          // $559
        add (8|M8)               r31.0<1>:ud   r10.0<8;8,1>:ud   r15.0<8;8,1>:ud  {Compacted,@5}     // $555
        mov (8|M24)              r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $559
        addc (8|M0)              r24.0<1>:ud   r16.0<8;8,1>:ud   r52.0<8;8,1>:ud  {AccWrEn,Compacted} // $562
        add (8|M0)               r30.0<1>:ud   r28.0<8;8,1>:ud   r14.0<8;8,1>:ud  {Compacted,@7}     // $552
        mov (8|M0)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $562
        addc (8|M8)              r25.0<1>:ud   r17.0<8;8,1>:ud   r53.0<8;8,1>:ud  {AccWrEn}          // $564
        add (8|M24)              r33.0<1>:ud   r6.0<8;8,1>:ud    r23.0<8;8,1>:ud  {Compacted,@5}     // $561
        mov (8|M8)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $564
        addc (8|M16)             r10.0<1>:ud   r4.0<8;8,1>:ud    r26.0<8;8,1>:ud  {AccWrEn}          // $566
        add (8|M16)              r32.0<1>:ud   r18.0<8;8,1>:ud   r22.0<8;8,1>:ud  {Compacted,@7}     // $558
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $566
        addc (8|M24)             r11.0<1>:ud   r5.0<8;8,1>:ud    r27.0<8;8,1>:ud  {AccWrEn}          // $568
        add (8|M0)               r28.0<1>:ud   r8.0<8;8,1>:ud    r30.0<8;8,1>:ud  {Compacted,@7}     // $563
        mov (8|M24)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $568
        addc (8|M0)              r48.0<1>:ud   r54.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn,Compacted} // $570
        add (8|M8)               r29.0<1>:ud   r12.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted,@7}     // $565
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $570
        addc (8|M8)              r49.0<1>:ud   r55.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}          // $573
        add (8|M16)              r18.0<1>:ud   r14.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted,@7}     // $567
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $573
        addc (8|M16)             r46.0<1>:ud   r58.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn}          // $576 R{} IR{}{E:5,E:5,},  {BC=1}
        add (8|M24)              r19.0<1>:ud   r20.0<8;8,1>:ud   r33.0<8;8,1>:ud  {Compacted,@7}     // $569
        mov (8|M16)              r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $576
        addc (8|M24)             r47.0<1>:ud   r59.0<8;8,1>:ud   r11.0<8;8,1>:ud  {AccWrEn}          // $579 R{} IR{}{O:5,O:5,},  {BC=1}
        add (8|M0)               r44.0<1>:ud   r2.0<8;8,1>:ud    r28.0<8;8,1>:ud  {Compacted}        // $571
        add (8|M8)               r45.0<1>:ud   r3.0<8;8,1>:ud    r29.0<8;8,1>:ud  {Compacted,@7}     // $574
        add (8|M16)              r42.0<1>:ud   r56.0<8;8,1>:ud   r18.0<8;8,1>:ud  {Compacted,@7}     // $577
        add (8|M24)              r43.0<1>:ud   r57.0<8;8,1>:ud   r19.0<8;8,1>:ud  {Compacted,@6}     // $580
        mov (8|M24)              r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $579
        add (8|M0)               r44.0<1>:ud   r6.0<8;8,1>:ud    r44.0<8;8,1>:ud  {Compacted,@5}     // $572
        add (8|M8)               r45.0<1>:ud   r8.0<8;8,1>:ud    r45.0<8;8,1>:ud  {Compacted,@5}     // $575
        add (8|M16)              r42.0<1>:ud   r4.0<8;8,1>:ud    r42.0<8;8,1>:ud  {Compacted,@5}     // $578
        add (8|M24)              r43.0<1>:ud   r12.0<8;8,1>:ud   r43.0<8;8,1>:ud  {Compacted,@4}     // $581
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $584
(~f1.0) if (32|M0)                           _0_089            _0_091                                // $584
// B047: [inDivergent],  Preds:{B046},  Succs:{B049}
_0_090:
(W)     mul (8|M0)               acc0.0<1>:ud  r68.0<8;8,1>:ud   0xCCCD:uw                           // $586
        mach (8|M0)              r4.0<1>:d     r68.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r69.0<8;8,1>:ud   0xCCCD:uw                           // $586
        mach (8|M8)              r5.0<1>:d     r69.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $590
(W)     mul (8|M0)               acc0.0<1>:ud  r64.0<8;8,1>:ud   0xCCCD:uw                           // $591
        mach (8|M16)             r12.0<1>:d    r64.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r65.0<8;8,1>:ud   0xCCCD:uw                           // $591
        mach (8|M24)             r13.0<1>:d    r65.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $595
        mul (8|M0)               acc0.0<1>:ud  r70.0<8;8,1>:ud   0xCCCD:uw                           // $596
        mach (8|M0)              r16.0<1>:ud   r70.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
        mov (16|M0)              r10.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@7}       // $590
        mov (8|M0)               r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r71.0<8;8,1>:ud   0xCCCD:uw                           // $596
        mach (8|M8)              r17.0<1>:ud   r71.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $597
        mov (16|M16)             r14.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@7}       // $595
        mov (8|M8)               r19.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $597
        mul (8|M16)              acc0.0<1>:ud  r66.0<8;8,1>:ud   0xCCCD:uw                           // $603
        mach (8|M16)             r22.0<1>:ud   r66.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
        mov (16|M0)              r4.0<1>:f     r18.0<8;8,1>:f                   {Compacted,@3}       // $597
        mov (8|M16)              r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M24)              acc0.0<1>:ud  r67.0<8;8,1>:ud   0xCCCD:uw                           // $603
        mach (8|M24)             r23.0<1>:ud   r67.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $604
        mov (16|M0)              r20.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@7}       // $602
        mov (8|M24)              r25.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $604
        addc (8|M0)              r28.0<1>:ud   r4.0<8;8,1>:ud    r10.0<8;8,1>:ud  {AccWrEn,Compacted,@6} // $610
        mov (16|M16)             r12.0<1>:f    r24.0<8;8,1>:f                   {Compacted,@2}       // $604
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $610
        addc (8|M8)              r29.0<1>:ud   r5.0<8;8,1>:ud    r11.0<8;8,1>:ud  {AccWrEn}          // $612
        mov (16|M16)             r26.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@7}       // $609
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $612
        addc (8|M16)             r16.0<1>:ud   r12.0<8;8,1>:ud   r14.0<8;8,1>:ud  {AccWrEn,@5}       // $614
        add (8|M0)               r18.0<1>:ud   r6.0<8;8,1>:ud    r20.0<8;8,1>:ud  {Compacted,@5}     // $611
        mov (8|M16)              r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $614
        addc (8|M24)             r17.0<1>:ud   r13.0<8;8,1>:ud   r15.0<8;8,1>:ud  {AccWrEn}          // $616
        add (8|M16)              r32.0<1>:ud   r30.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted,@2}     // $615
        mov (8|M24)              r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $616
        mul (8|M0)               acc0.0<1>:ud  r68.0<8;8,1>:ud   0xCCCC:uw                           // $618
        mach (8|M0)              r22.0<1>:ud   r68.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // 
        add (8|M8)               r19.0<1>:ud   r8.0<8;8,1>:ud    r21.0<8;8,1>:ud  {Compacted,@7}     // $613
        mov (8|M0)               r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r69.0<8;8,1>:ud   0xCCCC:uw                           // $618
        mach (8|M8)              r23.0<1>:ud   r69.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // $619
        add (8|M24)              r33.0<1>:ud   r24.0<8;8,1>:ud   r27.0<8;8,1>:ud  {Compacted,@7}     // $617
        mov (8|M8)               r35.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $619
        mul (8|M16)              acc0.0<1>:ud  r64.0<8;8,1>:ud   0xCCCC:uw                           // $625
        mach (8|M16)             r12.0<1>:ud   r64.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // 
        mov (16|M0)              r4.0<1>:f     r34.0<8;8,1>:f                   {Compacted,@3}       // $619
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M24)              acc0.0<1>:ud  r65.0<8;8,1>:ud   0xCCCC:uw                           // $625
        mach (8|M24)             r13.0<1>:ud   r65.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // $626
        mov (16|M0)              r10.0<1>:f    r22.0<8;8,1>:f                   {Compacted,@7}       // $624
        mov (8|M24)              r15.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $626
        addc (8|M0)              r26.0<1>:ud   r4.0<8;8,1>:ud    r28.0<8;8,1>:ud  {AccWrEn,Compacted,@6} // $632
        mov (16|M16)             r20.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@2}       // $626
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $632
        addc (8|M8)              r27.0<1>:ud   r5.0<8;8,1>:ud    r29.0<8;8,1>:ud  {AccWrEn}          // $634
        mov (16|M16)             r24.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@7}       // $631
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $634
        addc (8|M16)             r22.0<1>:ud   r20.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,@5}       // $636
        add (8|M0)               r30.0<1>:ud   r6.0<8;8,1>:ud    r10.0<8;8,1>:ud  {Compacted,@5}     // $633
        mov (8|M16)              r34.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $636
        addc (8|M24)             r23.0<1>:ud   r21.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}          // $638
        add (8|M16)              r36.0<1>:ud   r34.0<8;8,1>:ud   r24.0<8;8,1>:ud  {Compacted,@2}     // $637
        mov (8|M24)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $638
        mul (8|M0)               acc0.0<1>:ud  r70.0<8;8,1>:ud   0xCCCC:uw                           // $640
        mach (8|M0)              r12.0<1>:ud   r70.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // 
        add (8|M24)              r37.0<1>:ud   r14.0<8;8,1>:ud   r25.0<8;8,1>:ud  {Compacted,@3}     // $639
        mov (8|M0)               r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r71.0<8;8,1>:ud   0xCCCC:uw                           // $640
        mach (8|M8)              r13.0<1>:ud   r71.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // $641
        add (8|M8)               r31.0<1>:ud   r8.0<8;8,1>:ud    r11.0<8;8,1>:ud  {Compacted}        // $635
        mov (8|M8)               r39.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $641
        mul (8|M16)              acc0.0<1>:ud  r66.0<8;8,1>:ud   0xCCCC:uw                           // $647
        mach (8|M16)             r16.0<1>:ud   r66.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // 
        mov (16|M0)              r4.0<1>:f     r38.0<8;8,1>:f                   {Compacted,@3}       // $641
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M24)              acc0.0<1>:ud  r67.0<8;8,1>:ud   0xCCCC:uw                           // $647
        mach (8|M24)             r17.0<1>:ud   r67.0<8;8,1>:ud   0xCCCCCCCC:ud              {AccWrEn} // $648
        mov (16|M0)              r10.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@7}       // $646
        mov (8|M24)              r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $648
        addc (8|M0)              r24.0<1>:ud   r4.0<8;8,1>:ud    r18.0<8;8,1>:ud  {AccWrEn,Compacted,@6} // $654
        mov (16|M16)             r14.0<1>:f    r20.0<8;8,1>:f                   {Compacted,@2}       // $648
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $654
        addc (8|M8)              r25.0<1>:ud   r5.0<8;8,1>:ud    r19.0<8;8,1>:ud  {AccWrEn}          // $656
        mov (16|M16)             r22.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@7}       // $653
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $656
        addc (8|M16)             r12.0<1>:ud   r14.0<8;8,1>:ud   r32.0<8;8,1>:ud  {AccWrEn,@5}       // $658
        add (8|M0)               r26.0<1>:ud   r6.0<8;8,1>:ud    r10.0<8;8,1>:ud  {Compacted,@5}     // $655
        mov (8|M16)              r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $658
        addc (8|M24)             r13.0<1>:ud   r15.0<8;8,1>:ud   r33.0<8;8,1>:ud  {AccWrEn}          // $660
        add (8|M8)               r27.0<1>:ud   r8.0<8;8,1>:ud    r11.0<8;8,1>:ud  {Compacted,@5}     // $657
        mov (8|M24)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $660
        addc (8|M0)              r16.0<1>:ud   r24.0<8;8,1>:ud   r30.0<8;8,1>:ud  {AccWrEn,Compacted} // $662
        add (8|M16)              r34.0<1>:ud   r28.0<8;8,1>:ud   r22.0<8;8,1>:ud  {Compacted,@5}     // $659
        mov (8|M0)               r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $662
        addc (8|M8)              r17.0<1>:ud   r25.0<8;8,1>:ud   r31.0<8;8,1>:ud  {AccWrEn}          // $664
        add (8|M24)              r35.0<1>:ud   r20.0<8;8,1>:ud   r23.0<8;8,1>:ud  {Compacted,@5}     // $661
        mov (8|M8)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $664
        addc (8|M16)             r10.0<1>:ud   r12.0<8;8,1>:ud   r36.0<8;8,1>:ud  {AccWrEn}          // $666
        add (8|M0)               r40.0<1>:ud   r38.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted,@5}     // $663
        mov (8|M16)              r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $666
        addc (8|M24)             r11.0<1>:ud   r13.0<8;8,1>:ud   r37.0<8;8,1>:ud  {AccWrEn}          // $668
        add (8|M8)               r41.0<1>:ud   r4.0<8;8,1>:ud    r27.0<8;8,1>:ud  {Compacted,@5}     // $665
        mov (8|M24)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $668
        add (8|M16)              r18.0<1>:ud   r6.0<8;8,1>:ud    r34.0<8;8,1>:ud  {Compacted,@4}     // $667
        add (8|M24)              r19.0<1>:ud   r8.0<8;8,1>:ud    r35.0<8;8,1>:ud  {Compacted,@2}     // $669
        shr (16|M0)              r16.0<1>:d    r16.0<8;8,1>:ud   3:w               {Compacted,@7}    // $674
        shr (16|M16)             r10.0<1>:d    r10.0<8;8,1>:ud   3:w               {Compacted,@6}    // $675
        shr (16|M0)              r8.0<1>:d     r40.0<8;8,1>:ud   3:w               {Compacted,@6}    // $670
        shr (16|M16)             r12.0<1>:d    r18.0<8;8,1>:ud   3:w               {Compacted,@4}    // $671
        shl (16|M0)              r40.0<1>:d    r40.0<8;8,1>:d    29:w               {Compacted}      // $672
        shl (16|M16)             r18.0<1>:d    r18.0<8;8,1>:d    29:w               {Compacted}      // $673
        or (16|M0)               r6.0<1>:d     r16.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted,@2}     // $676
        or (16|M16)              r14.0<1>:d    r10.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted,@2}     // $677
        else (32|M0)                         _0_091            _0_091                                // $584
// B048: [inDivergent],  Preds:{B046},  Succs:{B049}
_0_089:
(W)     mul (8|M0)               acc0.0<1>:ud  r68.0<8;8,1>:ud   0xCCCD:uw                           // $680
        mach (8|M0)              r4.0<1>:ud    r68.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r69.0<8;8,1>:ud   0xCCCD:uw                           // $680
        mach (8|M8)              r5.0<1>:ud    r69.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $681
(W)     mul (8|M0)               acc0.0<1>:ud  r64.0<8;8,1>:ud   0xCCCD:uw                           // $681
        mach (8|M16)             r10.0<1>:ud   r64.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r65.0<8;8,1>:ud   0xCCCD:uw                           // $681
        mach (8|M24)             r11.0<1>:ud   r65.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $682
        mov (16|M0)              r8.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $684
        mov (16|M16)             r12.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $685
        shr (16|M0)              r6.0<1>:d     r4.0<8;8,1>:ud    3:w               {Compacted,@7}    // $682
        shr (16|M16)             r14.0<1>:d    r10.0<8;8,1>:ud   3:w               {Compacted,@4}    // $683
// B049: Preds:{B048, B047},  Succs:{B050, B051}
_0_091:
        endif (32|M0)                        L10424                                                  // $584
L10424:
        addc (8|M0)              r94.0<1>:ud   r48.0<8;8,1>:ud   r6.0<8;8,1>:ud   {AccWrEn,Compacted,@3} // $687
        add (8|M0)               r54.0<1>:ud   r44.0<8;8,1>:ud   r8.0<8;8,1>:ud   {Compacted,@6}     // $688
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $687
        addc (8|M8)              r95.0<1>:ud   r49.0<8;8,1>:ud   r7.0<8;8,1>:ud   {AccWrEn}          // $690
        add (8|M24)              r53.0<1>:ud   r43.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted,@7}     // $697
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $690
        addc (8|M16)             r92.0<1>:ud   r46.0<8;8,1>:ud   r14.0<8;8,1>:ud  {AccWrEn,@7}       // $693 R{} IR{}{E:7,E:7,},  {BC=1}
        asr (16|M16)             r16.0<1>:d    r66.0<8;8,1>:d    31:w               {Compacted}      // $702
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $693
        addc (8|M24)             r93.0<1>:ud   r47.0<8;8,1>:ud   r15.0<8;8,1>:ud  {AccWrEn}          // $696 R{} IR{}{O:7,O:7,},  {BC=1}
        asr (16|M0)              r14.0<1>:d    r70.0<8;8,1>:d    31:w               {Compacted}      // $701
        mov (8|M24)              r10.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $696
        add (8|M8)               r55.0<1>:ud   r45.0<8;8,1>:ud   r9.0<8;8,1>:ud   {Compacted}        // $691
        add (8|M24)              r53.0<1>:ud   r10.0<8;8,1>:ud   r53.0<8;8,1>:ud  {Compacted,@2}     // $698
        xor (16|M0)              r10.0<1>:d    r14.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted,@4}     // $711
        subb (8|M0)              r32.0<1>:ud   r10.0<8;8,1>:ud   r14.0<8;8,1>:ud  {AccWrEn,Compacted,@1} // $715
        add (8|M16)              r52.0<1>:ud   r42.0<8;8,1>:ud   r12.0<8;8,1>:ud  {Compacted}        // $694
        xor (16|M16)             r26.0<1>:d    r16.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted,@7}     // $712 R{} IR{}{E:0,E:0,},  R{} IR{}{O:0,O:0,},  {BC=2}
        add (8|M8)               r55.0<1>:ud   r6.0<8;8,1>:ud    r55.0<8;8,1>:ud  {Compacted,@6}     // $692
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $715
        subb (8|M8)              r33.0<1>:ud   r11.0<8;8,1>:ud   r15.0<8;8,1>:ud  {AccWrEn}          // $718
        asr (16|M0)              r22.0<1>:d    r78.0<8;8,1>:d    31:w               {Compacted}      // $705
        add (8|M0)               r54.0<1>:ud   r4.0<8;8,1>:ud    r54.0<8;8,1>:ud  {Compacted}        // $689
        asr (16|M0)              r4.0<1>:d     r70.0<8;8,1>:d    31:w               {Compacted}      // $699
        add (8|M16)              r52.0<1>:ud   r8.0<8;8,1>:ud    r52.0<8;8,1>:ud  {Compacted,@7}     // $695
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $718
        subb (8|M16)             r36.0<1>:ud   r26.0<8;8,1>:ud   r16.0<8;8,1>:ud  {AccWrEn,@7}       // $721
        xor (16|M0)              r10.0<1>:d    r22.0<8;8,1>:d    r82.0<8;8,1>:d   {Compacted,@6}     // $727
        xor (16|M0)              r28.0<1>:d    r4.0<8;8,1>:d     r70.0<8;8,1>:d   {Compacted,@5}     // $713
        mov (8|M16)              r38.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $721
        subb (8|M24)             r37.0<1>:ud   r27.0<8;8,1>:ud   r17.0<8;8,1>:ud  {AccWrEn}          // $724
        asr (16|M0)              r18.0<1>:d    r78.0<8;8,1>:d    31:w               {Compacted}      // $703
        asr (16|M16)             r24.0<1>:d    r74.0<8;8,1>:d    31:w               {Compacted}      // $706
        asr (16|M16)             r12.0<1>:d    r66.0<8;8,1>:d    31:w               {Compacted}      // $700
        add (8|M0)               r34.0<1>:ud   r28.0<8;8,1>:ud   -r4.0<8;8,1>:ud  {Compacted,@6}     // $716
        mov (8|M24)              r42.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $724
        subb (8|M0)              r44.0<1>:ud   r10.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn,Compacted,@7} // $731
        asr (16|M16)             r20.0<1>:d    r74.0<8;8,1>:d    31:w               {Compacted}      // $704
        xor (16|M0)              r90.0<1>:d    r22.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $707
        add (8|M8)               r35.0<1>:ud   r29.0<8;8,1>:ud   -r5.0<8;8,1>:ud  {Compacted}        // $719
        xor (16|M0)              r58.0<1>:d    r18.0<8;8,1>:d    r4.0<8;8,1>:d    {Compacted,@7}     // $709
        xor (16|M16)             r30.0<1>:d    r12.0<8;8,1>:d    r66.0<8;8,1>:d   {Compacted,@7}     // $714
        add (8|M0)               r34.0<1>:ud   -r6.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted,@7}     // $717
        xor (16|M16)             r14.0<1>:d    r24.0<8;8,1>:d    r80.0<8;8,1>:d   {Compacted,@7}     // $728
        xor (16|M0)              r4.0<1>:d     r18.0<8;8,1>:d    r78.0<8;8,1>:d   {Compacted}        // $729
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $731
        subb (8|M8)              r45.0<1>:ud   r11.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn}          // $734
        xor (16|M16)             r56.0<1>:d    r20.0<8;8,1>:d    r12.0<8;8,1>:d   {Compacted,@7}     // $710
        add (8|M8)               r35.0<1>:ud   -r8.0<8;8,1>:ud   r35.0<8;8,1>:ud  {Compacted,@7}     // $720
        add (8|M16)              r40.0<1>:ud   r30.0<8;8,1>:ud   -r12.0<8;8,1>:ud {Compacted,@7}     // $722
        add (8|M0)               r46.0<1>:ud   r4.0<8;8,1>:ud    -r18.0<8;8,1>:ud {Compacted,@6}     // $732
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $734
        subb (8|M16)             r12.0<1>:ud   r14.0<8;8,1>:ud   r24.0<8;8,1>:ud  {AccWrEn,@7}       // $737
        xor (16|M16)             r84.0<1>:d    r24.0<8;8,1>:d    r16.0<8;8,1>:d   {Compacted}        // $708
        add (8|M24)              r41.0<1>:ud   r31.0<8;8,1>:ud   -r13.0<8;8,1>:ud {Compacted}        // $725
        add (8|M0)               r46.0<1>:ud   -r6.0<8;8,1>:ud   r46.0<8;8,1>:ud  {Compacted,@5}     // $733
        mov (8|M16)              r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $737
        subb (8|M24)             r13.0<1>:ud   r15.0<8;8,1>:ud   r25.0<8;8,1>:ud  {AccWrEn}          // $740
        add (8|M8)               r47.0<1>:ud   r5.0<8;8,1>:ud    -r19.0<8;8,1>:ud {Compacted}        // $735
        xor (16|M16)             r28.0<1>:d    r20.0<8;8,1>:d    r74.0<8;8,1>:d   {Compacted}        // $730
        mov (8|M24)              r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $740
        mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   r34.0<2;1,0>:uw  {@6}               // $743
        add (8|M8)               r47.0<1>:ud   -r8.0<8;8,1>:ud   r47.0<8;8,1>:ud  {Compacted,@4}     // $736
        mach (8|M0)              r10.0<1>:ud   r46.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn,Compacted} // 
        add (8|M16)              r26.0<1>:ud   r28.0<8;8,1>:ud   -r20.0<8;8,1>:ud {Compacted,@5}     // $738
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r47.0<8;8,1>:ud   r35.0<2;1,0>:uw  {@4}               // $743
        add (8|M16)              r40.0<1>:ud   -r38.0<8;8,1>:ud  r40.0<8;8,1>:ud  {Compacted}        // $723
        add (8|M16)              r26.0<1>:ud   -r16.0<8;8,1>:ud  r26.0<8;8,1>:ud  {Compacted,@4}     // $739
        mach (8|M8)              r11.0<1>:ud   r47.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn}          // $744
        add (8|M24)              r27.0<1>:ud   r29.0<8;8,1>:ud   -r21.0<8;8,1>:ud {Compacted}        // $741
        mov (8|M8)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $744
        mul (8|M16)              acc0.0<1>:ud  r26.0<8;8,1>:ud   r40.0<2;1,0>:uw  {@4}               // $750
        add (8|M24)              r41.0<1>:ud   -r42.0<8;8,1>:ud  r41.0<8;8,1>:ud  {Compacted}        // $726
        add (8|M24)              r27.0<1>:ud   -r30.0<8;8,1>:ud  r27.0<8;8,1>:ud  {Compacted,@4}     // $742
        mach (8|M16)             r14.0<1>:ud   r26.0<8;8,1>:ud   r40.0<8;8,1>:ud  {AccWrEn}          // 
        mov (16|M0)              r18.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@5}       // $744
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M24)              acc0.0<1>:ud  r27.0<8;8,1>:ud   r41.0<2;1,0>:uw  {@4}               // $750
        mach (8|M24)             r15.0<1>:ud   r27.0<8;8,1>:ud   r41.0<8;8,1>:ud  {AccWrEn}          // $751
        mov (16|M0)              r16.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@7}       // $749
        mov (8|M24)              r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $751
        mul (8|M0)               acc0.0<1>:ud  r44.0<8;8,1>:ud   r34.0<2;1,0>:uw                     // $757
        mach (8|M0)              r28.0<1>:ud   r44.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn,Compacted} // 
        mov (16|M16)             r22.0<1>:f    r20.0<8;8,1>:f                   {Compacted,@3}       // $751
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r45.0<8;8,1>:ud   r35.0<2;1,0>:uw                     // $757
        mach (8|M8)              r29.0<1>:ud   r45.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn}          // $758
        mov (16|M16)             r24.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@7}       // $756
        mov (8|M8)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $758
        mul (8|M16)              acc0.0<1>:ud  r12.0<8;8,1>:ud   r40.0<2;1,0>:uw                     // $764
        mach (8|M16)             r38.0<1>:ud   r12.0<8;8,1>:ud   r40.0<8;8,1>:ud  {AccWrEn}          // 
        mov (16|M0)              r10.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@3}       // $758
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M24)              acc0.0<1>:ud  r13.0<8;8,1>:ud   r41.0<2;1,0>:uw                     // $764
        mach (8|M24)             r39.0<1>:ud   r13.0<8;8,1>:ud   r41.0<8;8,1>:ud  {AccWrEn}          // $765
        mov (16|M0)              r30.0<1>:f    r28.0<8;8,1>:f                   {Compacted,@7}       // $763
        mov (8|M24)              r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $765
        mul (8|M0)               acc0.0<1>:ud  r46.0<8;8,1>:ud   r32.0<2;1,0>:uw                     // $771
        mach (8|M0)              r34.0<1>:ud   r46.0<8;8,1>:ud   r32.0<8;8,1>:ud  {AccWrEn,Compacted} // 
        mov (16|M16)             r14.0<1>:f    r20.0<8;8,1>:f                   {Compacted,@3}       // $765
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r47.0<8;8,1>:ud   r33.0<2;1,0>:uw                     // $771
        mach (8|M8)              r35.0<1>:ud   r47.0<8;8,1>:ud   r33.0<8;8,1>:ud  {AccWrEn}          // $772
        mov (16|M16)             r42.0<1>:f    r38.0<8;8,1>:f                   {Compacted,@7}       // $770
        mov (8|M8)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $772
        mul (8|M16)              acc0.0<1>:ud  r26.0<8;8,1>:ud   r36.0<2;1,0>:uw                     // $778
        mach (8|M16)             r40.0<1>:ud   r26.0<8;8,1>:ud   r36.0<8;8,1>:ud  {AccWrEn}          // 
        mov (16|M0)              r28.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@3}       // $772
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M24)              acc0.0<1>:ud  r27.0<8;8,1>:ud   r37.0<2;1,0>:uw                     // $778
        mach (8|M24)             r41.0<1>:ud   r27.0<8;8,1>:ud   r37.0<8;8,1>:ud  {AccWrEn}          // $779
        mov (16|M0)              r48.0<1>:f    r34.0<8;8,1>:f                   {Compacted,@7}       // $777
        mov (8|M24)              r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $779
        mul (8|M0)               acc0.0<1>:ud  r44.0<8;8,1>:ud   r32.0<2;1,0>:uw                     // $785
        mach (8|M0)              r46.0<1>:ud   r44.0<8;8,1>:ud   r32.0<8;8,1>:ud  {AccWrEn,Compacted} // 
        mov (16|M16)             r38.0<1>:f    r20.0<8;8,1>:f                   {Compacted,@3}       // $779
        mov (8|M0)               r4.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M8)               acc0.0<1>:ud  r45.0<8;8,1>:ud   r33.0<2;1,0>:uw                     // $785
        mach (8|M8)              r47.0<1>:ud   r45.0<8;8,1>:ud   r33.0<8;8,1>:ud  {AccWrEn}          // $786
        mov (16|M16)             r50.0<1>:f    r40.0<8;8,1>:f                   {Compacted,@7}       // $784
        mov (8|M8)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $786
        mul (8|M16)              acc0.0<1>:ud  r12.0<8;8,1>:ud   r36.0<2;1,0>:uw                     // $792
        mach (8|M16)             r26.0<1>:ud   r12.0<8;8,1>:ud   r36.0<8;8,1>:ud  {AccWrEn}          // 
        mov (16|M0)              r34.0<1>:f    r46.0<8;8,1>:f                   {Compacted,@5}       // $791
        mov (8|M16)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // 
        mul (8|M24)              acc0.0<1>:ud  r13.0<8;8,1>:ud   r37.0<2;1,0>:uw                     // $792
        mach (8|M24)             r27.0<1>:ud   r13.0<8;8,1>:ud   r37.0<8;8,1>:ud  {AccWrEn}          // $793
        mov (16|M0)              r106.0<1>:f   r4.0<8;8,1>:f                    {Compacted,@7}       // $786
        mov (8|M24)              r21.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $793
        addc (8|M0)              r32.0<1>:ud   r28.0<8;8,1>:ud   r10.0<8;8,1>:ud  {AccWrEn,Compacted} // $799
        mov (16|M16)             r104.0<1>:f   r20.0<8;8,1>:f                   {Compacted,@2}       // $793
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $799
        addc (8|M8)              r33.0<1>:ud   r29.0<8;8,1>:ud   r11.0<8;8,1>:ud  {AccWrEn}          // $802
        mov (16|M16)             r40.0<1>:f    r26.0<8;8,1>:f                   {Compacted,@7}       // $798
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $802
        addc (8|M16)             r44.0<1>:ud   r38.0<8;8,1>:ud   r14.0<8;8,1>:ud  {AccWrEn}          // $805
        add (8|M0)               r4.0<1>:ud    r6.0<8;8,1>:ud    r30.0<8;8,1>:ud  {Compacted,@5}     // $801
        mov (8|M16)              r46.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $805
        addc (8|M24)             r45.0<1>:ud   r39.0<8;8,1>:ud   r15.0<8;8,1>:ud  {AccWrEn}          // $808
        add (8|M16)              r12.0<1>:ud   r46.0<8;8,1>:ud   r42.0<8;8,1>:ud  {Compacted,@2}     // $807
        mov (8|M24)              r20.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $808
        addc (8|M0)              r42.0<1>:ud   r32.0<8;8,1>:ud   r34.0<8;8,1>:ud  {AccWrEn,Compacted} // $811
        add (8|M24)              r13.0<1>:ud   r20.0<8;8,1>:ud   r43.0<8;8,1>:ud  {Compacted,@2}     // $810
        mov (8|M0)               r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $811
        addc (8|M8)              r43.0<1>:ud   r33.0<8;8,1>:ud   r35.0<8;8,1>:ud  {AccWrEn}          // $813
        add (8|M8)               r5.0<1>:ud    r8.0<8;8,1>:ud    r31.0<8;8,1>:ud  {Compacted,@7}     // $804
        mov (8|M8)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $813
        addc (8|M16)             r38.0<1>:ud   r44.0<8;8,1>:ud   r40.0<8;8,1>:ud  {AccWrEn}          // $815
        add (8|M0)               r36.0<1>:ud   r26.0<8;8,1>:ud   r4.0<8;8,1>:ud   {Compacted,@5}     // $812
        mov (8|M16)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $815
        addc (8|M24)             r39.0<1>:ud   r45.0<8;8,1>:ud   r41.0<8;8,1>:ud  {AccWrEn}          // $817
        add (8|M8)               r37.0<1>:ud   r6.0<8;8,1>:ud    r5.0<8;8,1>:ud   {Compacted,@5}     // $814
        mov (8|M24)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $817
        addc (8|M0)              r20.0<1>:ud   r48.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,Compacted} // $819
        cmp (16|M16)  (eq)f0.0   null<1>:d     r56.0<8;8,1>:d    0:w                                 // $843
        mov (8|M0)               r28.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $819
        addc (8|M8)              r21.0<1>:ud   r49.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}          // $822
        cmp (16|M16)  (eq)f1.0   null<1>:d     r84.0<8;8,1>:d    0:w                                 // $840
        mov (8|M8)               r30.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $822
        addc (8|M16)             r4.0<1>:ud    r50.0<8;8,1>:ud   r22.0<8;8,1>:ud  {AccWrEn}          // $825
        add (8|M16)              r10.0<1>:ud   r8.0<8;8,1>:ud    r12.0<8;8,1>:ud  {Compacted,@7}     // $816
        mov (8|M16)              r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $825
        addc (8|M24)             r5.0<1>:ud    r51.0<8;8,1>:ud   r23.0<8;8,1>:ud  {AccWrEn}          // $828
        add (8|M8)               r27.0<1>:ud   r30.0<8;8,1>:ud   r17.0<8;8,1>:ud  {Compacted,@5}     // $824
        mov (8|M24)              r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $828
        addc (8|M0)              r30.0<1>:ud   r20.0<8;8,1>:ud   r36.0<8;8,1>:ud  {AccWrEn,Compacted} // $831 R{} IR{}{E:2,E:2,},  {BC=1}
(W)     mov (1|M0)               r3.0<1>:hf    0x1:hf                                                // $844
        cmp (16|M0)   (eq)f0.0   null<1>:d     r90.0<8;8,1>:d    0:w               {Compacted}       // $839
        add (8|M0)               r26.0<1>:ud   r28.0<8;8,1>:ud   r16.0<8;8,1>:ud  {Compacted}        // $821
        mov (8|M0)               r12.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $831
        addc (8|M8)              r31.0<1>:ud   r21.0<8;8,1>:ud   r37.0<8;8,1>:ud  {AccWrEn}          // $833 R{} IR{}{O:2,O:2,},  {BC=1}
        add (8|M24)              r11.0<1>:ud   r14.0<8;8,1>:ud   r13.0<8;8,1>:ud  {Compacted}        // $818
        add (8|M24)              r33.0<1>:ud   r8.0<8;8,1>:ud    r25.0<8;8,1>:ud  {Compacted,@7}     // $830
        add (8|M0)               r28.0<1>:ud   r12.0<8;8,1>:ud   r26.0<8;8,1>:ud  {Compacted,@4}     // $832
        mov (8|M8)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $833
(f0.0)  sel (16|M16)             r8.0<1>:uw    r3.0<0;1,0>:uw    0x0:uw              {@7}            // $844
(f1.0)  sel (16|M16)             r12.0<1>:uw   r3.0<0;1,0>:uw    0x0:uw                              // $844
        addc (8|M16)             r36.0<1>:ud   r4.0<8;8,1>:ud    r10.0<8;8,1>:ud  {AccWrEn}          // $835
(f0.0)  cmp (16|M0)   (eq)f0.0   null<1>:d     r58.0<8;8,1>:d    0:w                                 // $841
        and (16|M16)  (ne)f0.0   null<1>:uw    r8.0<16;16,1>:uw  r12.0<16;16,1>:uw {@3}              // $844
        mov (8|M16)              r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $835
        addc (8|M24)             r37.0<1>:ud   r5.0<8;8,1>:ud    r11.0<8;8,1>:ud  {AccWrEn,@7}       // $837
        add (8|M16)              r32.0<1>:ud   r6.0<8;8,1>:ud    r24.0<8;8,1>:ud  {Compacted}        // $827
        mov (8|M24)              r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $837
        add (8|M8)               r29.0<1>:ud   r14.0<8;8,1>:ud   r27.0<8;8,1>:ud  {Compacted,@7}     // $834
        add (8|M16)              r34.0<1>:ud   r16.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted,@3}     // $836 R{} IR{}{E:0,E:0,},  {BC=1}
        add (8|M24)              r35.0<1>:ud   r6.0<8;8,1>:ud    r33.0<8;8,1>:ud  {Compacted,@3}     // $838
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $845
(~f0.0) if (32|M0)                           _int64_arith_k0_0_cf  _int64_arith_k0_0_cf              // $845
// B050: [inDivergent],  Preds:{B049},  Succs:{B051}
_0_093:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r106.0<8;8,1>:d   0:w                                 // $851
        cmp (16|M16)  (eq)f1.0   null<1>:d     r104.0<8;8,1>:d   0:w                                 // $852
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r42.0<8;8,1>:d    0:w                                 // $853
        xor (16|M0)              r4.0<1>:d     r30.0<8;8,1>:d    r90.0<8;8,1>:d   {Compacted}        // $847
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r38.0<8;8,1>:d    0:w                                 // $855
(f1.0)  sel (16|M0)              r16.0<1>:d    r90.0<8;8,1>:d    0:w               {Compacted}       // $857
        subb (8|M0)              r30.0<1>:ud   r4.0<8;8,1>:ud    r16.0<8;8,1>:ud  {AccWrEn,Compacted,@1} // $861
        xor (16|M16)             r10.0<1>:d    r36.0<8;8,1>:d    r84.0<8;8,1>:d   {Compacted}        // $848 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
(f1.0)  sel (16|M16)             r18.0<1>:d    r84.0<8;8,1>:d    0:w                                 // $858
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $861
        subb (8|M8)              r31.0<1>:ud   r5.0<8;8,1>:ud    r17.0<8;8,1>:ud  {AccWrEn}          // $864
        xor (16|M0)              r12.0<1>:d    r28.0<8;8,1>:d    r58.0<8;8,1>:d   {Compacted}        // $849
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $864
        subb (8|M16)             r36.0<1>:ud   r10.0<8;8,1>:ud   r18.0<8;8,1>:ud  {AccWrEn,@5}       // $867
        xor (16|M16)             r14.0<1>:d    r34.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}        // $850
(f1.0)  sel (16|M0)              r20.0<1>:d    r58.0<8;8,1>:d    0:w               {Compacted}       // $859
(f1.0)  sel (16|M16)             r22.0<1>:d    r56.0<8;8,1>:d    0:w                                 // $860
        mov (8|M16)              r24.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $867
        subb (8|M24)             r37.0<1>:ud   r11.0<8;8,1>:ud   r19.0<8;8,1>:ud  {AccWrEn}          // $870
        add (8|M0)               r28.0<1>:ud   r12.0<8;8,1>:ud   -r20.0<8;8,1>:ud {Compacted,@4}     // $862
        add (8|M8)               r29.0<1>:ud   r13.0<8;8,1>:ud   -r21.0<8;8,1>:ud {Compacted}        // $865
        add (8|M16)              r34.0<1>:ud   r14.0<8;8,1>:ud   -r22.0<8;8,1>:ud {Compacted,@5}     // $868
        add (8|M24)              r35.0<1>:ud   r15.0<8;8,1>:ud   -r23.0<8;8,1>:ud {Compacted}        // $871
        mov (8|M24)              r26.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $870
        add (8|M0)               r28.0<1>:ud   -r6.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted,@5}     // $863
        add (8|M8)               r29.0<1>:ud   -r8.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted,@5}     // $866
        add (8|M16)              r34.0<1>:ud   -r24.0<8;8,1>:ud  r34.0<8;8,1>:ud  {Compacted,@5}     // $869
        add (8|M24)              r35.0<1>:ud   -r26.0<8;8,1>:ud  r35.0<8;8,1>:ud  {Compacted,@4}     // $872
// B051: Preds:{B050, B049},  Succs:{B052}
_int64_arith_k0_0_cf:
        endif (32|M0)                        _0_092                                                  // $845
// B052: Preds:{B051},  Succs:{}
_0_092:
        cmp (16|M0)   (ge)f1.0   null<1>:d     r68.0<8;8,1>:ud   r82.0<8;8,1>:ud                     // $894
        cmp (16|M16)  (ge)f1.0   null<1>:d     r64.0<8;8,1>:ud   r80.0<8;8,1>:ud                     // $895 R{} IR{}{E:0,E:0,},  R{} IR{}{O:0,O:0,},  {BC=2}
(f1.0)  cmp (16|M0)   (eq)f1.0   null<1>:d     r70.0<8;8,1>:d    r78.0<8;8,1>:d                      // $896
        addc (8|M0)              r4.0<1>:ud    r94.0<8;8,1>:ud   r30.0<8;8,1>:ud  {AccWrEn,Compacted} // $874 R{} IR{}{E:7,E:7,},  {BC=1}
(f1.0)  cmp (16|M16)  (eq)f1.0   null<1>:d     r66.0<8;8,1>:d    r74.0<8;8,1>:d                      // $898
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $874
(~f1.0) cmp (16|M0)   (gt)f1.0   null<1>:d     r70.0<8;8,1>:d    r78.0<8;8,1>:d                      // $900
        addc (8|M8)              r5.0<1>:ud    r95.0<8;8,1>:ud   r31.0<8;8,1>:ud  {AccWrEn}          // $877 R{} IR{}{O:7,O:7,},  {BC=1}
(W)     mov (1|M0)               r3.0<1>:hf    0xFFFF:hf                                             // $904
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $877
        addc (8|M16)             r12.0<1>:ud   r92.0<8;8,1>:ud   r36.0<8;8,1>:ud  {AccWrEn}          // $880
        add (8|M0)               r10.0<1>:ud   r54.0<8;8,1>:ud   r28.0<8;8,1>:ud  {Compacted}        // $875
        add (8|M8)               r11.0<1>:ud   r55.0<8;8,1>:ud   r29.0<8;8,1>:ud  {Compacted}        // $878
(~f1.0) cmp (16|M16)  (gt)f1.0   null<1>:d     r66.0<8;8,1>:d    r74.0<8;8,1>:d                      // $902
        mov (16|M0)              r20.0<1>:f    r4.0<8;8,1>:f                    {Compacted,@7}       // $886
        mov (8|M16)              r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $880
(f1.0)  sel (16|M0)              r4.0<1>:d     r3.0<0;1,0>:w     0:w               {@7}              // $904
        addc (8|M24)             r13.0<1>:ud   r93.0<8;8,1>:ud   r37.0<8;8,1>:ud  {AccWrEn}          // $883
        add (8|M16)              r16.0<1>:ud   r52.0<8;8,1>:ud   r34.0<8;8,1>:ud  {Compacted}        // $881
        add (8|M24)              r17.0<1>:ud   r53.0<8;8,1>:ud   r35.0<8;8,1>:ud  {Compacted}        // $884
        add (8|M0)               r10.0<1>:ud   r6.0<8;8,1>:ud    r10.0<8;8,1>:ud  {Compacted,@7}     // $876
        add (8|M8)               r11.0<1>:ud   r8.0<8;8,1>:ud    r11.0<8;8,1>:ud  {Compacted,@7}     // $879
        mov (8|M24)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $883
        mov (16|M16)             r24.0<1>:f    r12.0<8;8,1>:f                   {Compacted,@6}       // $887
        addc (8|M0)              r12.0<1>:ud   r102.0<8;8,1>:ud  r4.0<8;8,1>:ud   {AccWrEn,Compacted,@7} // $906
        add (8|M16)              r16.0<1>:ud   r14.0<8;8,1>:ud   r16.0<8;8,1>:ud  {Compacted,@7}     // $882
        mov (16|M0)              r22.0<1>:f    r10.0<8;8,1>:f                   {Compacted,@5}       // $888
        add (8|M24)              r17.0<1>:ud   r18.0<8;8,1>:ud   r17.0<8;8,1>:ud  {Compacted,@5}     // $885
        mov (8|M0)               r6.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $906
(f1.0)  sel (16|M16)             r10.0<1>:d    r3.0<0;1,0>:w     0:w                                 // $905
        addc (8|M8)              r13.0<1>:ud   r103.0<8;8,1>:ud  r5.0<8;8,1>:ud   {AccWrEn}          // $909
        mov (16|M16)             r26.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@4}       // $889
        mov (8|M8)               r8.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $909
        addc (8|M16)             r16.0<1>:ud   r100.0<8;8,1>:ud  r10.0<8;8,1>:ud  {AccWrEn,@4}       // $912
        send.dc1 (16|M0)         null     r88     r20     0x100            0x04025C03           {@7,$12} // wr:2+4, rd:0; untyped surface write with xy // $891
        mov (8|M16)              r18.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $912
        addc (8|M24)             r17.0<1>:ud   r101.0<8;8,1>:ud  r11.0<8;8,1>:ud  {AccWrEn}          // $915
        add (8|M8)               r15.0<1>:ud   r99.0<8;8,1>:ud   r5.0<8;8,1>:ud   {Compacted}        // $910
        add (8|M0)               r14.0<1>:ud   r98.0<8;8,1>:ud   r4.0<8;8,1>:ud   {Compacted}        // $907
        add (8|M16)              r20.0<1>:ud   r96.0<8;8,1>:ud   r10.0<8;8,1>:ud  {Compacted,$12.src} // $913
        add (8|M24)              r21.0<1>:ud   r97.0<8;8,1>:ud   r11.0<8;8,1>:ud  {Compacted}        // $916
        mov (8|M24)              r22.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $915
        add (8|M8)               r15.0<1>:ud   r8.0<8;8,1>:ud    r15.0<8;8,1>:ud  {Compacted,@5}     // $911
        add (8|M0)               r14.0<1>:ud   r6.0<8;8,1>:ud    r14.0<8;8,1>:ud  {Compacted,@5}     // $908
        add (8|M16)              r20.0<1>:ud   r18.0<8;8,1>:ud   r20.0<8;8,1>:ud  {Compacted,@5}     // $914
        add (8|M24)              r21.0<1>:ud   r22.0<8;8,1>:ud   r21.0<8;8,1>:ud  {Compacted,@4}     // $917
        send.dc1 (16|M16)        null     r86     r24     0x100            0x04025C03           {$13} // wr:2+4, rd:0; untyped surface write with xy // $893
        mov (16|M16)             r28.0<1>:f    r16.0<8;8,1>:f                   {Compacted,@7}       // $919
        mov (16|M16)             r30.0<1>:f    r20.0<8;8,1>:f                   {Compacted,@2}       // $921
        mov (16|M0)              r24.0<1>:f    r12.0<8;8,1>:f                   {Compacted,$13.src}  // $918
        mov (16|M0)              r26.0<1>:f    r14.0<8;8,1>:f                   {Compacted,@6}       // $920
        send.dc1 (16|M0)         null     r88     r24     0x100            0x04025C02           {@1,$14} // wr:2+4, rd:0; untyped surface write with xy // $923
        send.dc1 (16|M16)        null     r86     r28     0x100            0x04025C02           {@3,$15} // wr:2+4, rd:0; untyped surface write with xy // $925
(W)     mov (8|M0)               r127.0<1>:f   r61.0<8;8,1>:f                   {Compacted}          // $926
(W)     send.dc0 (8|M0)          r3       r61     null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing // $926
(W)     mov (8|M0)               null<1>:ud    r3.0<8;8,1>:ud                   {$0.dst}             //  memory fence commit; $926
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $926


//.BankConflicts: 45
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 45
//.SIMD16ReadSuppressions: 9
//.SIMD8s: 1461
//
//.RMWs: 0
//
//.accSubDef: 1
//.accSubUse: 1
//.accSubCandidateDef: 2
//.accSubCandidateUse: 2
