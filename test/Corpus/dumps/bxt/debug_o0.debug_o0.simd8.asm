//.kernel debug_o0
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string "-debug "
//.full_options "-debug -emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abiver 2 -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -nopresched -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -generateDebugInfo "
//.instCount 160
//.RA type	GRAPH_COLORING_FF_RA
//.spill size 131072

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare hw_tid (4)  rf=r size=4 type=ud align=2 words (r5.6)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r6.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r7.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r6.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r6.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r6.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r6.6)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=32 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r127.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r127.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r125.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0043 (51)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0047 (55)  rf=r size=384 type=d alias=%arg+0 align=16 words (r26.0)
//.declare V0049 (57)  rf=r size=256 type=d alias=%retval+0 align=16 words (r26.0)
//.declare V0051 (59)  rf=r size=8 type=uq alias=%sp+0 align=16 words (r127.3)
//.declare V0053 (61)  rf=r size=8 type=uq alias=%fp+0 align=16 words (r127.2)
//.declare V0055 (63)  rf=r size=4 type=ud alias=hw_tid+0 align=16 words (r5.6)
//.declare V0056 (64)  rf=r size=4 type=ud align=2 words (r5.6)
//.declare V0057 (65)  rf=r size=8 type=uq align=16 words (r3.0)
//.declare V0058 (66)  rf=r size=8 type=uq align=16 words (r2.0)
//.declare  (67)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (68)  rf=r size=32 type=uq alias=+0 align=16 words (r2.0)
//.declare V0059 (69)  rf=r size=16 type=w align=16 words (r2.0)
//.declare V0060 (70)  rf=r size=32 type=d align=16 words (r64.0)
//.declare V0061 (71)  rf=r size=16 type=uw alias=V0059+0 align=16 words (r2.0)
//.declare V0062 (72)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0063 (73)  rf=r size=64 type=uq align=16 words (r7.0)
//.declare V0064 (74)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0065 (75)  rf=r size=4 type=d align=2 words (r5.5)
//.declare V0066 (76)  rf=r size=4 type=d align=2 words (r5.4)
//.declare V0067 (77)  rf=r size=8 type=d alias=V0034+0 align=4 words (r5.0)
//.declare V0068 (78)  rf=r size=8 type=d align=2 words (r5.0)
//.declare V0069 (79)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0070 (80)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0071 (81)  rf=r size=64 type=uq align=16 words (r62.0)
//.declare V0072 (82)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0073 (83)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0074 (84)  rf=r size=4 type=d align=2 words (r6.5)
//.declare V0075 (85)  rf=r size=8 type=d alias=V0035+0 align=4 words (r5.2)
//.declare V0076 (86)  rf=r size=8 type=d align=2 words (r6.3)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r2.0)
//.declare P01 (88)  rf=f1  size=2 type=uw align=1 words (f0.0)
//.declare V0078 (89)  rf=r size=2 type=b align=1 words (r6.12)
//.declare V0079 (90)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0080 (91)  rf=r size=2 type=ub alias=V0078+0 align=1 words (r6.12)
//.declare V0081 (92)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0082 (93)  rf=r size=4 type=d align=2 words (r6.3)
//.declare V0083 (94)  rf=r size=4 type=uw alias=V0081+0 align=2 words (r6.6)
//.declare V0084 (95)  rf=r size=2 type=uw align=1 words (r6.6)
//.declare A00 (96)  rf=a size=2 type=uw align=1 words (a0.0)
//.declare V0085 (97)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0086 (98)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0087 (99)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r1.0)
//.declare V0088 (100)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0089 (101)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0090 (102)  rf=r size=64 type=uq align=16 words (r60.0)
//.declare V0091 (103)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0092 (104)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0093 (105)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0094 (106)  rf=r size=64 type=uq align=16 words (r2.0)
//.declare V0095 (107)  rf=r size=64 type=ud alias=V0094+0 align=16 words (r2.0)
//.declare V0096 (108)  rf=r size=64 type=d alias=V0094+0 align=16 words (r2.0)
//.declare V0097 (109)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0098 (110)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V0099 (111)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0100 (112)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V0101 (113)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0102 (114)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r4.0)
//.declare V0103 (115)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0104 (116)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V0105 (117)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0106 (118)  rf=r size=32 type=ud alias=V0104+0 align=16 words (r5.0)
//.declare V0107 (119)  rf=r size=32 type=ud alias=V0105+0 align=16 words (r4.0)
//.declare V0108 (120)  rf=r size=32 type=ud alias=V0098+0 align=16 words (r8.0)
//.declare V0109 (121)  rf=r size=32 type=ud alias=V0099+0 align=16 words (r7.0)
//.declare V0110 (122)  rf=r size=32 type=ud alias=V0100+0 align=16 words (r6.0)
//.declare V0111 (123)  rf=r size=32 type=ud alias=V0103+0 align=16 words (r2.0)
//.declare V0112 (124)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0113 (125)  rf=r size=64 type=uq align=16 words (r2.0)
//.declare V0114 (126)  rf=r size=64 type=ud alias=V0113+0 align=16 words (r2.0)
//.declare V0115 (127)  rf=r size=64 type=d alias=V0113+0 align=16 words (r2.0)
//.declare V0116 (128)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0117 (129)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0118 (130)  rf=r size=64 type=uq align=16 words (r66.0)
//.declare V0119 (131)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0120 (132)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0121 (133)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0123 (135)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0124 (136)  rf=r size=64 type=uq align=16 words (r64.0)
//.declare V0125 (137)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0126 (138)  rf=r size=32 type=d align=16 words (r2.0)
//.declare P02 (139)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0127 (140)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0128 (141)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0129 (142)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0130 (143)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0131 (144)  rf=r size=32 type=d align=16 words (r8.0)
//.declare V0132 (145)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0133 (146)  rf=r size=64 type=uq align=16 words (r4.0)
//.declare V0134 (147)  rf=r size=64 type=ud alias=V0133+0 align=16 words (r4.0)
//.declare V0135 (148)  rf=r size=64 type=d alias=V0133+0 align=16 words (r4.0)
//.declare V0136 (149)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0137 (150)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0138 (151)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V0139 (152)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V0140 (153)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0141 (154)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r2.0)
//.declare V0142 (155)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0143 (156)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V0144 (157)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0145 (158)  rf=r size=32 type=ud alias=V0143+0 align=16 words (r5.0)
//.declare V0146 (159)  rf=r size=32 type=ud alias=V0144+0 align=16 words (r4.0)
//.declare V0147 (160)  rf=r size=32 type=ud alias=V0137+0 align=16 words (r7.0)
//.declare V0148 (161)  rf=r size=32 type=ud alias=V0138+0 align=16 words (r6.0)
//.declare V0149 (162)  rf=r size=32 type=ud alias=V0139+0 align=16 words (r5.0)
//.declare V0150 (163)  rf=r size=32 type=ud alias=V0142+0 align=16 words (r2.0)
//.declare V0151 (164)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0152 (165)  rf=r size=64 type=uq align=16 words (r2.0)
//.declare V0153 (166)  rf=r size=64 type=ud alias=V0152+0 align=16 words (r2.0)
//.declare V0154 (167)  rf=r size=64 type=d alias=V0152+0 align=16 words (r2.0)
//.declare  (168)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (169)  rf=r size=2 type=w align=1 words (r6.6)
//.declare  (170)  rf=r size=2 type=w align=1 words (r6.6)
//.declare  (171)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (172)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (173)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (174)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (175)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (176)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (177)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare be_fp (178)  rf=r size=4 type=ud align=2 words (r127.3)
//.declare be_sp (179)  rf=r size=4 type=ud align=2 words (r127.2)
//.declare SR (180)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare VCE_SAVE (181)  rf=r size=2080 type=ud align=16 words (r60.0)
//.declare  (182)  rf=r size=1888 type=ud align=16 words
//.declare  (183)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (184)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (185)  rf=r size=1888 type=ud align=16 words
//.declare  (186)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare  (187)  rf=f64  size=8 type=uw align=1 words (f0.0)
//.declare  (188)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (189)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (190)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare  (191)  rf=r size=32 type=ud align=16 words (r26.0)
//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r125.0)
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
//.declare %arg (22)  rf=r size=64 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=32 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r127.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r127.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0037 (43)  rf=r size=384 type=d alias=%arg+0 align=16 words (r26.0)
//.declare V0039 (45)  rf=r size=256 type=d alias=%retval+0 align=16 words (r26.0)
//.declare V0041 (47)  rf=r size=8 type=uq alias=%sp+0 align=16 words (r127.3)
//.declare V0043 (49)  rf=r size=8 type=uq alias=%fp+0 align=16 words (r127.2)
//.declare V0045 (51)  rf=r size=8 type=uq align=16 words (r8.0)
//.declare V0046 (52)  rf=r size=8 type=uq align=16 words (r2.0)
//.declare  (53)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (54)  rf=r size=32 type=uq alias=+0 align=16 words (r2.0)
//.declare V0047 (55)  rf=r size=16 type=w align=16 words (r2.0)
//.declare V0048 (56)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0049 (57)  rf=r size=16 type=uw alias=V0047+0 align=16 words (r2.0)
//.declare V0050 (58)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=64 type=uq align=16 words (r6.0)
//.declare V0052 (60)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0053 (61)  rf=r size=32 type=d align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=uq align=16 words (r4.0)
//.declare V0055 (63)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0056 (64)  rf=r size=32 type=d align=16 words (r3.0)
//.declare V0057 (65)  rf=r size=32 type=d align=16 words (r2.0)
//.declare  (66)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (67)  rf=r size=64 type=d align=16 words (r2.0)
//.declare  (68)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare be_fp (69)  rf=r size=4 type=ud align=2 words (r127.3)
//.declare be_sp (70)  rf=r size=4 type=ud align=2 words (r127.2)
//.declare SR (71)  rf=r size=32 type=ud align=16 words (r126.0)
//.declare VCE_SAVE (72)  rf=r size=2080 type=ud align=16 words (r60.0)
//.declare  (73)  rf=r size=16 type=ud align=2 words (r59.4)
//.declare  (74)  rf=r size=16 type=ud align=2 words (r127.0)
//.declare  (75)  rf=r size=32 type=ud align=16 words (r127.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0040    | :w x 16  |     32 | r1       | general    |
// | V0041    | :w x 16  |     32 | r2       | general    |
// | V0042    | :w x 16  |     32 | r3       | general    |
// | V0038    | :d x 8   |     32 | r4       | general    |
// | V0034    | :uq      |      8 | r5       | general    |
// | V0035    | :uq      |      8 | r5+8     | general    |
// | V0043    | :uq      |      8 | r5+16    | general    |
// | V0039    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: [FCALL],  Preds:{},  Succs:{B006}
_main:
(W)     mov (8|M0)               r125.0<1>:ud  r0.0<1;1,0>:ud                                        // $12
(W)     mov (8|M0)               r126.0<1>:ud  r125.0<8;8,1>:ud                                      // $12
(W)     mov (1|M0)               r127.3<1>:ud  0x0:ud                                                // $12
(W)     mov (1|M0)               r127.2<1>:ud  0x0:ud                                                // $12
(W)     and (1|M0)               r5.6<1>:ud    r0.5<0;1,0>:ud    0x1FF:ud                            // $12
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.6<1>:ud    r5.6<0;1,0>:ud    0x3C0:uw                            // $2
(W)     add (1|M0)               r127.3<1>:uq  r5.2<0;1,0>:uq    r5.6<0;1,0>:ud                      // $3
(W)     mov (1|M0)               r127.2<1>:uq  r127.3<0;1,0>:uq                                      // $4
(W)     add (1|M0)               r127.3<1>:uq  r127.3<0;1,0>:uq  0x110:uw                            // $5
(W)     mov (1|M0)               r3.0<1>:uq    0x0:uw                                                // $6
(W)     mov (1|M0)               r2.0<1>:uq    r127.2<0;1,0>:uq                                      // $7
(W)     sends (8|M0)             null:ud  r2      r3      0x4C            0x020D40FF           // wr:1h+1, rd:0; hdc.dc1; a64 unaligned oword block write x1 // $8
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                                          // $9

// File: /tmp/visa-corpus-work/src/debug_o0.cl

// Line 11:  kernel void debug_o0(global const int *in, global int *out) {
        mov (8|M0)               r64.0<1>:d    r2.0<8;8,1>:uw                                        // $13
        mul (8|M0)               r2.0<1>:d     r64.0<8;8,1>:d    8:w                                 // $14
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     64:w                                // $15
(W)     add (1|M0)               r5.2<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $16
        mov (8|M0)               r2.0<2>:d     r2.0<8;8,1>:d                                         // $17
        add (8|M0)               r7.0<1>:uq    r5.2<0;1,0>:uq    r2.0<8;4,2>:d                       // $17
(W)     mov (1|M0)               r5.5<1>:d     r5.0<0;1,0>:d                                         // $18
(W)     mov (1|M0)               r5.4<1>:d     r5.1<0;1,0>:d                                         // $19
(W)     mov (1|M0)               r5.0<1>:d     r5.5<0;1,0>:d                                         // $20
(W)     mov (1|M0)               r5.1<1>:d     r5.4<0;1,0>:d                                         // $21
        mov (8|M0)               r2.0<1>:d     r5.0<0;1,0>:d                                         // $22
        mov (8|M0)               r3.0<1>:d     r5.1<0;1,0>:d                                         // $23
        sends (8|M0)             null:ud  r7      r2      0x8C            0x040685FF           // wr:2+2, rd:0; hdc.dc1; a64 dword scattering write // $24
        mul (8|M0)               r2.0<1>:d     r64.0<8;8,1>:d    8:w                                 // $25
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     128:w                               // $26
(W)     add (1|M0)               r5.0<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $27
        mov (8|M0)               r2.0<2>:d     r2.0<8;8,1>:d                                         // $28
        add (8|M0)               r62.0<1>:uq   r5.0<0;1,0>:uq    r2.0<8;4,2>:d                       // $28
(W)     mov (1|M0)               r5.0<1>:d     r5.2<0;1,0>:d                                         // $29
(W)     mov (1|M0)               r6.5<1>:d     r5.3<0;1,0>:d                                         // $30
(W)     mov (1|M0)               r6.3<1>:d     r5.0<0;1,0>:d                                         // $31
(W)     mov (1|M0)               r6.4<1>:d     r6.5<0;1,0>:d                                         // $32
        mov (8|M0)               r2.0<1>:d     r6.3<0;1,0>:d                                         // $33
        mov (8|M0)               r3.0<1>:d     r6.4<0;1,0>:d                                         // $34
        sends (8|M0)             null:ud  r62     r2      0x8C            0x040685FF           // wr:2+2, rd:0; hdc.dc1; a64 dword scattering write // $35

// Line 12:  size_t i = get_global_id(0);
(W)     mov (1|M0)               r6.6<1>:w     0:w                                                   // $37
(W)     cmp (1|M0)    (eq)f0.0   null<1>:w     r6.6<0;1,0>:w     0:w                                 // $37
(W)     mov (1|M0)               r6.6<1>:w     1:w                                                   // $38
(W&f0.0) sel (1|M0)              r6.12<2>:b    r6.6<0;1,0>:w     5:w                                 // $38
(W)     mov (1|M0)               r6.3<1>:d     r6.12<0;1,0>:ub                                       // $39
(W)     mul (1|M0)               r6.6<1>:uw    r6.6<0;1,0>:uw    0x4:uw                              // $41
(W)     add (1|M0)               a0.0<1>:uw    r6.6<0;1,0>:uw    0xFA0:uw                            // $42
(W)     mov (1|M0)               r6.3<1>:d     r[a0.0]<0;1,0>:d                                      // $43
(W)     mul (1|M0)               r3.0<1>:d     r6.0<0;1,0>:d     r6.3<0;1,0>:d                       // $44
        mov (8|M0)               r2.0<1>:d     r1.0<8;8,1>:uw                                        // $45
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     r3.0<0;1,0>:d                       // $46
        add (8|M0)               r4.0<1>:d     r2.0<8;8,1>:d     r4.0<0;1,0>:d                       // $47
        mul (8|M0)               r2.0<1>:d     r64.0<8;8,1>:d    8:w                                 // $48
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     192:w                               // $49
(W)     add (1|M0)               r5.0<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $50
        mov (8|M0)               r2.0<2>:d     r2.0<8;8,1>:d                                         // $51
        add (8|M0)               r60.0<1>:uq   r5.0<0;1,0>:uq    r2.0<8;4,2>:d                       // $51
        mov (8|M0)               r2.0<1>:d     r4.0<8;8,1>:d                                         // $52
        mov (8|M0)               r3.0<1>:d     0:w                                                   // $53
        sends (8|M0)             null:ud  r60     r2      0x8C            0x040685FF           // wr:2+2, rd:0; hdc.dc1; a64 dword scattering write // $54

// Line 13:  int x = in[i];
        send (8|M0)              r4:d     r7:d    0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $56
        mov (8|M0)               r2.0<2>:d     r4.0<8;8,1>:d                                         // $57
        mov (8|M0)               r2.1<2>:d     r5.0<8;8,1>:d                                         // $58
        send (8|M0)              r4:d     r60:d   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $59
        mov (8|M0)               r8.0<1>:d     r2.0<2;1,0>:d                                         // $60
        mov (8|M0)               r7.0<1>:d     r2.1<2;1,0>:d                                         // $61
        shl (8|M0)               r6.0<1>:d     r4.0<8;8,1>:d     2:w                                 // $62
        shr (8|M0)               r3.0<1>:d     r4.0<8;8,1>:ud    30:w                                // $63
        shl (8|M0)               r2.0<1>:d     r5.0<8;8,1>:d     2:w                                 // $64
        or (8|M0)                r2.0<1>:d     r2.0<8;8,1>:d     r3.0<8;8,1>:d                       // $65
        addc (8|M0)              r5.0<1>:ud    r8.0<8;8,1>:ud    r6.0<8;8,1>:ud   {AccWrEn}          // $66
        mov (8|M0)               r3.0<1>:ud    acc0.0<8;8,1>:ud                                      // $66
        add (8|M0)               r4.0<1>:ud    r7.0<8;8,1>:ud    r2.0<8;8,1>:ud                      // $67
        add (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    r4.0<8;8,1>:ud                      // $68
        mov (8|M0)               r2.0<2>:d     r5.0<8;8,1>:d                                         // $69
        mov (8|M0)               r2.1<2>:d     r4.0<8;8,1>:d                                         // $70
        send (8|M0)              r4:d     r2:d    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $71
        mul (8|M0)               r2.0<1>:d     r64.0<8;8,1>:d    4:w                                 // $72
(W)     add (1|M0)               r5.0<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $74
        mov (8|M0)               r2.0<2>:d     r2.0<8;8,1>:d                                         // $75
        add (8|M0)               r66.0<1>:uq   r5.0<0;1,0>:uq    r2.0<8;4,2>:d                       // $75
        sends (8|M0)             null:ud  r66     r4      0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $76

// Line 14:  int r = weigh(x, 3);
        send (8|M0)              r2:d     r66:d   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $78
        mov (8|M0)               r26.0<1>:d    r2.0<8;8,1>:d                                         // $79
        mov (8|M0)               r27.0<1>:d    3:w                                                   // $80
        call (8|M0)              r127.0:ud     L_f0_weigh                                            // $81
// B001: Preds:{B006},  Succs:{B002, B004}
L1360:
(W)     mov (1|M0)               null<1>:ud    r125.0<0;1,0>:ud                 {Switch}             // $12
// _debug_o0_k0_0_:
        mov (8|M0)               r4.0<1>:d     r26.0<8;8,1>:d                                        // $82
        mul (8|M0)               r2.0<1>:d     r64.0<8;8,1>:d    4:w                                 // $83
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     32:w                                // $84
(W)     add (1|M0)               r5.0<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $85
        mov (8|M0)               r2.0<2>:d     r2.0<8;8,1>:d                                         // $86
        add (8|M0)               r64.0<1>:uq   r5.0<0;1,0>:uq    r2.0<8;4,2>:d                       // $86
        sends (8|M0)             null:ud  r64     r4      0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $87

// Line 15:  if (x > 10)
        send (8|M0)              r2:d     r66:d   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $89
        cmp (8|M0)    (gt)f0.0   null<1>:d     r2.0<8;8,1>:d     10:w                                // $90
(f0.0)  if (8|M0)                            _debug_o0_k0_2_cf  _debug_o0_k0_2_cf                    // $91
// B002: [FCALL],  [inDivergent],  Preds:{B001},  Succs:{B006}
_0_005:

// Line 16:  r += weigh(r, x);
        send (8|M0)              r3:d     r64:d   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $94
        send (8|M0)              r2:d     r66:d   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $95
        mov (8|M0)               r26.0<1>:d    r3.0<8;8,1>:d                                         // $96
        mov (8|M0)               r27.0<1>:d    r2.0<8;8,1>:d                                         // $97
        call (8|M0)              r127.0:ud     L_f0_weigh                                            // $98
// B003: [inDivergent],  Preds:{B006},  Succs:{B004}
L1616:
(W)     mov (1|M0)               null<1>:ud    r125.0<0;1,0>:ud                 {Switch}             // $12
// _debug_o0_k0_1_:
        mov (8|M0)               r3.0<1>:d     r26.0<8;8,1>:d                                        // $99
        send (8|M0)              r2:d     r64:d   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $100
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     r3.0<8;8,1>:d                       // $101
        sends (8|M0)             null:ud  r64     r2      0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $102
// B004: Preds:{B001, B003},  Succs:{B005}
_debug_o0_k0_2_cf:

// Line 15:  if (x > 10)
        endif (8|M0)                         _0_004                                                  // $91
// B005: Preds:{B004},  Succs:{}
_0_004:

// Line 17:  out[i] = r;
        send (8|M0)              r8:d     r64:d   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $105
        send (8|M0)              r2:d     r62:d   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $106
        mov (8|M0)               r4.0<2>:d     r2.0<8;8,1>:d                                         // $107
        mov (8|M0)               r4.1<2>:d     r3.0<8;8,1>:d                                         // $108
        send (8|M0)              r2:d     r60:d   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $109
        mov (8|M0)               r7.0<1>:d     r4.0<2;1,0>:d                                         // $110
        mov (8|M0)               r6.0<1>:d     r4.1<2;1,0>:d                                         // $111
        shl (8|M0)               r5.0<1>:d     r2.0<8;8,1>:d     2:w                                 // $112
        shr (8|M0)               r4.0<1>:d     r2.0<8;8,1>:ud    30:w                                // $113
        shl (8|M0)               r2.0<1>:d     r3.0<8;8,1>:d     2:w                                 // $114
        or (8|M0)                r2.0<1>:d     r2.0<8;8,1>:d     r4.0<8;8,1>:d                       // $115
        addc (8|M0)              r5.0<1>:ud    r7.0<8;8,1>:ud    r5.0<8;8,1>:ud   {AccWrEn}          // $116
        mov (8|M0)               r3.0<1>:ud    acc0.0<8;8,1>:ud                                      // $116
        add (8|M0)               r4.0<1>:ud    r6.0<8;8,1>:ud    r2.0<8;8,1>:ud                      // $117
        add (8|M0)               r4.0<1>:ud    r3.0<8;8,1>:ud    r4.0<8;8,1>:ud                      // $118
        mov (8|M0)               r2.0<2>:d     r5.0<8;8,1>:d                                         // $119
        mov (8|M0)               r2.1<2>:d     r4.0<8;8,1>:d                                         // $120
        sends (8|M0)             null:ud  r2      r8      0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $121

// Line 18:  }
(W)     mov (8|M0)               r112.0<1>:ud  r125.0<8;8,1>:ud                                      // $123
(W)     send (8|M0)              null     r112    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $123
// B006: [inDivergent],  Preds:{B002, B000},  Succs:{B003, B001}
L_f0_weigh:
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Switch}             // $1
(W)     add (1|M0)               r126.2<1>:ud  r127.2<0;1,0>:ud  0x0:ud                              // $1
(W)     sends (8|M0)             null:ud  r126    r127    0x4A            0x020A02FF           // wr:1h+1, rd:0; hdc.dc0; oword block write x2 //  stack spill:  to FP[0x32]; $1
(W)     mov (4|M0)               r59.4<1>:ud   r127.0<4;4,1>:ud                                      //  save vISA SP/FP to temp; $1
(W)     mov (1|M0)               r127.3<1>:ud  r127.2<0;1,0>:ud                                      //  vISA_FP = vISA_SP; $1
(W)     add (1|M0)               r127.2<1>:ud  r127.2<0;1,0>:ud  0x4:ud                              //  vISA_SP += vISA_frameSize; $1
(W)     mov (1|M0)               r8.0<1>:uq    r127.2<0;1,0>:uq                                      // $1
(W)     mov (1|M0)               r127.2<1>:uq  r127.3<0;1,0>:uq                                      // $2
(W)     add (1|M0)               r127.3<1>:uq  r127.3<0;1,0>:uq  0x50:uw                             // $3
(W)     mov (1|M0)               r2.0<1>:uq    r127.2<0;1,0>:uq                                      // $4
(W)     sends (8|M0)             null:ud  r2      r8      0x4C            0x020D40FF           // wr:1h+1, rd:0; hdc.dc1; a64 unaligned oword block write x1 // $5
(W)     mov (8|M0)               r2.0<1>:w     0x76543210:v                                          // $6
        mov (8|M0)               r4.0<1>:d     r2.0<8;8,1>:uw                                        // $7

// Line 8:  __attribute__((noinline)) int weigh(int a, int b) {
        mul (8|M0)               r2.0<1>:d     r4.0<8;8,1>:d     4:w                                 // $11
(W)     add (1|M0)               r8.1<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $13
        mov (8|M0)               r2.0<2>:d     r2.0<8;8,1>:d                                         // $14
        add (8|M0)               r6.0<1>:uq    r8.1<0;1,0>:uq    r2.0<8;4,2>:d                       // $14
        sends (8|M0)             null:ud  r6      r26     0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $15
        mul (8|M0)               r2.0<1>:d     r4.0<8;8,1>:d     4:w                                 // $16
        add (8|M0)               r2.0<1>:d     r2.0<8;8,1>:d     32:w                                // $17
(W)     add (1|M0)               r8.1<1>:uq    r127.2<0;1,0>:uq  0x10:uw                             // $18
        mov (8|M0)               r2.0<2>:d     r2.0<8;8,1>:d                                         // $19
        add (8|M0)               r4.0<1>:uq    r8.1<0;1,0>:uq    r2.0<8;4,2>:d                       // $19
        sends (8|M0)             null:ud  r4      r27     0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $20

// Line 9:  return a * 7 - b;
        send (8|M0)              r3:d     r6:d    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $22
        mul (8|M0)               r3.0<1>:d     r3.0<8;8,1>:d     7:w                                 // $23
        send (8|M0)              r2:d     r4:d    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $24
        add (8|M0)               r3.0<1>:d     r3.0<8;8,1>:d     -r2.0<8;8,1>:d                      // $25
(W)     mov (1|M0)               r127.3<1>:uq  r127.2<0;1,0>:uq                                      // $26
(W)     mov (1|M0)               r127.2<1>:uq  r8.0<0;1,0>:uq                                        // $27
        mov (8|M0)               r26.0<1>:d    r3.0<8;8,1>:d                                         // $28
(W)     mov (4|M0)               r127.0<1>:ud  r59.4<4;4,1>:ud                                       //  restore vISA SP/FP from temp; $29
        ret (8|M0)                           r127.0:ud                                               // $29
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
