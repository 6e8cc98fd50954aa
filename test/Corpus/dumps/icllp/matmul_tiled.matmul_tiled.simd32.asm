//.kernel matmul_tiled
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 176
//.RA type	GRAPH_COLORING_FF_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r86.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.5)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r86.0)
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r86.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r9.1)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r9.2)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0054 (62)  rf=r size=4 type=d align=2 words (r9.2)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0058 (66)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r4.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r52.0)
//.declare P01 (71)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0063 (72)  rf=r size=4 type=d align=2 words (r9.2)
//.declare P02 (74)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0065 (75)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0066 (76)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0067 (77)  rf=r size=4 type=d align=2 words (r9.3)
//.declare V0068 (78)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0069 (79)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0070 (80)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0071 (81)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0072 (82)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0073 (83)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0074 (84)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r108.0)
//.declare V0075 (85)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r87.0)
//.declare V0076 (86)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0078 (88)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r4.0)
//.declare V0079 (89)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r46.0)
//.declare V0080 (90)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0081 (91)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0082 (92)  rf=r size=64 type=ud alias=V0080+0 align=16 words (r106.0)
//.declare V0083 (93)  rf=r size=64 type=ud alias=V0081+0 align=16 words (r84.0)
//.declare V0084 (94)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0085 (95)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0086 (96)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r104.0)
//.declare V0087 (97)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r72.0)
//.declare V0088 (98)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0089 (99)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0090 (100)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r102.0)
//.declare V0091 (101)  rf=r size=64 type=ud alias=V0089+0 align=16 words (r70.0)
//.declare V0092 (102)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0093 (103)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0094 (104)  rf=r size=64 type=ud alias=V0092+0 align=16 words (r100.0)
//.declare V0095 (105)  rf=r size=64 type=ud alias=V0093+0 align=16 words (r68.0)
//.declare V0096 (106)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0097 (107)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0098 (108)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0099 (109)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0100 (110)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r96.0)
//.declare V0101 (111)  rf=r size=64 type=ud alias=V0099+0 align=16 words (r44.0)
//.declare V0102 (112)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0103 (113)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0104 (114)  rf=r size=64 type=ud alias=V0102+0 align=16 words (r94.0)
//.declare V0105 (115)  rf=r size=64 type=ud alias=V0103+0 align=16 words (r42.0)
//.declare V0106 (116)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0107 (117)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0108 (118)  rf=r size=64 type=ud alias=V0106+0 align=16 words (r92.0)
//.declare V0109 (119)  rf=r size=64 type=ud alias=V0107+0 align=16 words (r40.0)
//.declare V0110 (120)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0111 (121)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0112 (122)  rf=r size=64 type=ud alias=V0110+0 align=16 words (r90.0)
//.declare V0113 (123)  rf=r size=64 type=ud alias=V0111+0 align=16 words (r38.0)
//.declare V0114 (124)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r30.0)
//.declare V0115 (125)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r48.0)
//.declare V0116 (126)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r98.0)
//.declare V0117 (127)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r66.0)
//.declare V0118 (128)  rf=r size=4 type=d align=2 words (r9.2)
//.declare V0119 (129)  rf=r size=4 type=d align=2 words (r9.4)
//.declare V0120 (130)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0121 (131)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0122 (132)  rf=r size=64 type=ud alias=V0120+0 align=16 words (r12.0)
//.declare V0123 (133)  rf=r size=64 type=ud alias=V0121+0 align=16 words (r14.0)
//.declare V0124 (134)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0125 (135)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0126 (136)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0127 (137)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0128 (138)  rf=r size=64 type=ud alias=V0126+0 align=16 words (r12.0)
//.declare V0129 (139)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r14.0)
//.declare V0130 (140)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0131 (141)  rf=r size=64 type=f align=16 words (r12.0)
//.declare  (142)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare  (143)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0132 (144)  rf=r size=256 type=f align=16 words (r18.0)
//.declare V0133 (145)  rf=r size=256 type=f align=16 words (r10.0)
//.declare V0134 (146)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0135 (147)  rf=r size=64 type=f align=16 words (r80.0)
//.declare V0136 (148)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0137 (149)  rf=r size=64 type=f align=16 words (r78.0)
//.declare V0138 (150)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0139 (151)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0140 (152)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0141 (153)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0142 (154)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0143 (155)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0144 (156)  rf=r size=64 type=f align=16 words (r2.0)
//.declare V0145 (157)  rf=r size=64 type=f align=16 words (r74.0)
//.declare V0146 (158)  rf=r size=256 type=f align=16 words (r18.0)
//.declare V0147 (159)  rf=r size=256 type=f align=16 words (r10.0)
//.declare V0148 (160)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0149 (161)  rf=r size=64 type=f align=16 words (r82.0)
//.declare V0150 (162)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0151 (163)  rf=r size=64 type=f align=16 words (r80.0)
//.declare V0152 (164)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0153 (165)  rf=r size=64 type=f align=16 words (r78.0)
//.declare V0154 (166)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0155 (167)  rf=r size=64 type=f align=16 words (r76.0)
//.declare V0156 (168)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0157 (169)  rf=r size=64 type=f align=16 words (r18.0)
//.declare  (170)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare  (171)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare P03 (172)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0158 (173)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0159 (174)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0160 (175)  rf=r size=64 type=ud alias=V0158+0 align=16 words (r6.0)
//.declare V0161 (176)  rf=r size=64 type=ud alias=V0159+0 align=16 words (r4.0)
//.declare V0162 (177)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0163 (178)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0164 (179)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (180)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (264)  rf=r size=64 type=f align=16 words (r46.0)
//.declare  (265)  rf=r size=64 type=f align=16 words (r30.0)
//.declare  (266)  rf=r size=64 type=f align=16 words (r106.0)
//.declare  (267)  rf=r size=64 type=f align=16 words (r48.0)
//.declare  (268)  rf=r size=64 type=f align=16 words (r84.0)
//.declare  (269)  rf=r size=64 type=f align=16 words (r104.0)
//.declare  (270)  rf=r size=64 type=f align=16 words (r72.0)
//.declare  (271)  rf=r size=64 type=f align=16 words (r102.0)
//.declare  (272)  rf=r size=64 type=f align=16 words (r70.0)
//.declare  (273)  rf=r size=64 type=f align=16 words (r100.0)
//.declare  (274)  rf=r size=64 type=f align=16 words (r68.0)
//.declare  (275)  rf=r size=64 type=f align=16 words (r44.0)
//.declare  (276)  rf=r size=64 type=f align=16 words (r96.0)
//.declare  (277)  rf=r size=64 type=f align=16 words (r42.0)
//.declare  (278)  rf=r size=64 type=f align=16 words (r94.0)
//.declare  (279)  rf=r size=64 type=f align=16 words (r40.0)
//.declare  (280)  rf=r size=64 type=f align=16 words (r92.0)
//.declare  (281)  rf=r size=64 type=f align=16 words (r90.0)
//.declare  (282)  rf=r size=64 type=f align=16 words (r10.0)

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
// | V0037    | :d x 8   |     32 | r7       | general    |
// | V0162    | :uq      |      8 | r8       | general    |
// | V0163    | :uq      |      8 | r8+8     | general    |
// | V0164    | :uq      |      8 | r8+16    | general    |
// | V0034    | :d       |      4 | r8+24    | general    |
// | V0044    | :d       |      4 | r8+28    | general    |
// | V0045    | :d       |      4 | r9       | general    |
// | V0046    | :d       |      4 | r9+4     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r86.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     shl (1|M0)               r9.2<1>:d     r86.1<0;1,0>:d    3:w                                 // $2
        mov (16|M0)              r6.0<1>:d     r1.0<16;16,1>:uw                                      // $3
        mov (16|M16)             r34.0<1>:d    r2.0<16;16,1>:uw                                      // $4
        mov (16|M0)              r26.0<1>:d    r3.0<16;16,1>:uw                                      // $8
        mov (16|M16)             r54.0<1>:d    r4.0<16;16,1>:uw                                      // $9
        add (16|M0)              r28.0<1>:d    r9.2<0;1,0>:d     r6.0<8;8,1>:d    {Compacted}        // $5
        add (16|M16)             r36.0<1>:d    r9.2<0;1,0>:d     r34.0<8;8,1>:d                      // $6
(W)     shl (1|M0)               r9.2<1>:d     r86.6<0;1,0>:d    3:w                                 // $7
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r8.6<0;1,0>:d     0:w                                 // $14
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r8.6<0;1,0>:d     0:w                                 // $15
        add (16|M0)              r4.0<1>:d     r9.2<0;1,0>:d     r26.0<8;8,1>:d   {Compacted}        // $10
        add (16|M16)             r2.0<1>:d     r9.2<0;1,0>:d     r54.0<8;8,1>:d                      // $11
(W)     mul (8|M0)               acc0.0<1>:d   r4.0<8;8,1>:d     r8.12<0;1,0>:uw                     // $12
        mach (8|M0)              r32.0<1>:d    r4.0<8;8,1>:d     r8.6<0;1,0>:d    {Compacted}        // $12
(W)     mul (8|M8)               acc0.0<1>:d   r5.0<8;8,1>:d     r8.12<0;1,0>:uw                     // $12
        mach (8|M8)              r33.0<1>:d    r5.0<8;8,1>:d     r8.6<0;1,0>:d    {Compacted}        // $13
(W)     mul (8|M16)              acc0.0<1>:d   r2.0<8;8,1>:d     r8.12<0;1,0>:uw                     // $13
        mach (8|M16)             r52.0<1>:d    r2.0<8;8,1>:d     r8.6<0;1,0>:d                       // $13
(W)     mul (8|M24)              acc0.0<1>:d   r3.0<8;8,1>:d     r8.12<0;1,0>:uw                     // $13
        mach (8|M24)             r53.0<1>:d    r3.0<8;8,1>:d     r8.6<0;1,0>:d                       // $14
(W&f0.0) jmpi                                _0_010                                                  // $16
// B001: Preds:{B000},  Succs:{B003}
_0_011:
(W)     mov (1|M0)               r9.2<1>:f     r8.6<0;1,0>:f                                         // $18
(W)     jmpi                                 _0_012                                                  // $19
// B002: Preds:{B000},  Succs:{B003}
_0_010:
(W)     add (1|M0)               r9.2<1>:d     r8.6<0;1,0>:d     7:w                                 // $21
// B003: Preds:{B002, B001},  Succs:{B004, B005}
_0_012:
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.6<0;1,0>:d     7:w                                 // $24
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.6<0;1,0>:d     7:w                                 // $25
(W&f1.0) jmpi                                _0_013                                                  // $26
// B004: Preds:{B003},  Succs:{B007}
_0_014:
        mov (16|M0)              r2.0<1>:f     0x0:f                                                 // $28
        mov (16|M16)             r50.0<1>:f    0x0:f                                                 // $29
(W)     jmpi                                 _0_015                                                  // $30
// B005: Preds:{B003},  Succs:{B006}
_0_013:
        shl (16|M0)              r30.0<1>:d    r26.0<8;8,1>:d    5:w                                 // $33
        shl (16|M16)             r48.0<1>:d    r54.0<8;8,1>:d    5:w                                 // $34
        shl (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     2:w                                 // $35
        shl (16|M16)             r10.0<1>:d    r34.0<8;8,1>:d    2:w                                 // $36
        add (16|M0)              r4.0<1>:d     r30.0<8;8,1>:d    256:w                               // $39
        add (16|M16)             r46.0<1>:d    r48.0<8;8,1>:d    256:w                               // $40
        add (16|M0)              r108.0<1>:d   r30.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $37
        add (16|M0)              r106.0<1>:d   r2.0<8;8,1>:d     256:w                               // $43
        add (16|M0)              r104.0<1>:d   r2.0<8;8,1>:d     288:w                               // $45
        add (16|M0)              r102.0<1>:d   r2.0<8;8,1>:d     320:w                               // $47
        add (16|M0)              r100.0<1>:d   r2.0<8;8,1>:d     352:w                               // $49
        add (16|M0)              r96.0<1>:d    r2.0<8;8,1>:d     384:w                               // $53
        add (16|M0)              r94.0<1>:d    r2.0<8;8,1>:d     416:w                               // $55
        add (16|M0)              r92.0<1>:d    r2.0<8;8,1>:d     448:w                               // $57
        add (16|M0)              r90.0<1>:d    r2.0<8;8,1>:d     480:w                               // $59
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}        // $41
(W)     asr (1|M0)               r9.3<1>:d     r9.2<0;1,0>:d     3:w                                 // $32
        mov (16|M16)             r50.0<1>:f    0x0:f                                                 // $63
        add (16|M0)              r98.0<1>:d    r30.0<8;8,1>:d    16:w                                // $51
        add (16|M16)             r66.0<1>:d    r48.0<8;8,1>:d    16:w                                // $52
        add (16|M16)             r87.0<1>:d    r48.0<8;8,1>:d    r10.0<8;8,1>:d                      // $38
        add (16|M16)             r84.0<1>:d    r10.0<8;8,1>:d    256:w                               // $44
        add (16|M16)             r72.0<1>:d    r10.0<8;8,1>:d    288:w                               // $46
        add (16|M16)             r70.0<1>:d    r10.0<8;8,1>:d    320:w                               // $48
        add (16|M16)             r68.0<1>:d    r10.0<8;8,1>:d    352:w                               // $50
        add (16|M16)             r44.0<1>:d    r10.0<8;8,1>:d    384:w                               // $54
        add (16|M16)             r42.0<1>:d    r10.0<8;8,1>:d    416:w                               // $56
        add (16|M16)             r40.0<1>:d    r10.0<8;8,1>:d    448:w                               // $58
        add (16|M16)             r38.0<1>:d    r10.0<8;8,1>:d    480:w                               // $60
        add (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    r10.0<8;8,1>:d                      // $42
        mov (16|M0)              r2.0<1>:f     0x0:f                                                 // $62
(W)     mov (1|M0)               r9.2<1>:f     0x0:f                                                 //  (0x00000000:f); $61
// B006: Preds:{B006, B005},  Succs:{B007, B006}
_0_016:
(W)     shl (1|M0)               r9.4<1>:d     r9.2<0;1,0>:d     3:w                                 // $65
        add (16|M0)              r12.0<1>:d    r32.0<8;8,1>:d    r9.4<0;1,0>:d    {Compacted}        // $66
        add (16|M16)             r14.0<1>:d    r52.0<8;8,1>:d    r9.4<0;1,0>:d                       // $67
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $68
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r34.0<8;8,1>:d                      // $69
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $70
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $71
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r8.7<0;1,0>:d    {Compacted}        // $72
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r8.7<0;1,0>:d                       // $73
        send (16|M0)             r10:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $75
        send (16|M16)            r12:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $77
        add (16|M16)             r14.0<1>:d    r9.4<0;1,0>:d     r54.0<8;8,1>:d                      // $81
        sends (16|M0)            null:w   r108    r10     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $78
        sends (16|M16)           null:w   r87     r12     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $79
        add (16|M0)              r12.0<1>:d    r9.4<0;1,0>:d     r26.0<8;8,1>:d   {Compacted}        // $80
(W)     mul (8|M0)               acc0.0<1>:d   r12.0<8;8,1>:d    r8.12<0;1,0>:uw                     // $82
        mach (8|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}        // $82
(W)     mul (8|M8)               acc0.0<1>:d   r13.0<8;8,1>:d    r8.12<0;1,0>:uw                     // $82
        mach (8|M8)              r13.0<1>:d    r13.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}        // $83
(W)     mul (8|M16)              acc0.0<1>:d   r14.0<8;8,1>:d    r8.12<0;1,0>:uw                     // $83
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $84
        mach (8|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r8.6<0;1,0>:d                       // $83
(W)     mul (8|M24)              acc0.0<1>:d   r15.0<8;8,1>:d    r8.12<0;1,0>:uw                     // $83
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $86
        mach (8|M24)             r15.0<1>:d    r15.0<8;8,1>:d    r8.6<0;1,0>:d                       // $84
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}        // $88
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r36.0<8;8,1>:d                      // $85
        send (16|M0)             r10:w    r12:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $91
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $87
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r9.0<0;1,0>:d                       // $89
        send (16|M16)            r12:w    r14:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $93
        sends (16|M0)            null:w   r4      r10     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $94
        sends (16|M16)           null:w   r46     r12     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $95
(W)     send (8|M0)              r10      r86:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $96
(W)     mov (8|M0)               null<1>:ud    r10.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $97
(W)     and (8|M0)               r10.0<1>:ud   r86.2<0;1,0>:ud   0x7F000000:ud                       // $97
(W)     send (1|M0)              null     r10:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $97
(W)     wait                                 n0.0<0;1,0>:ud                                          // $97
        send (16|M0)             r18:w    r30:f   0xC            0x048050FE           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $98
(W)     mov (8|M0)               r46.0<1>:f    r46.0<8;8,1>:f                   {Compacted}          // $100
        send (16|M0)             r64:w    r106:f  0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $100
        send (16|M16)            r10:w    r48:f   0xC            0x048050FE           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $99
(W)     mov (8|M0)               r30.0<1>:f    r30.0<8;8,1>:f                   {Compacted}          // $101
        send (16|M16)            r80:w    r84:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $101
(W)     mov (8|M0)               r106.0<1>:f   r106.0<8;8,1>:f                  {Compacted}          // $102
        send (16|M0)             r62:w    r104:f  0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $102
(W)     mov (8|M0)               r48.0<1>:f    r48.0<8;8,1>:f                   {Compacted}          // $103
        send (16|M16)            r78:w    r72:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $103
(W)     mov (8|M0)               r84.0<1>:f    r84.0<8;8,1>:f                   {Compacted}          // $104
        send (16|M0)             r60:w    r102:f  0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $104
(W)     mov (8|M0)               r104.0<1>:f   r104.0<8;8,1>:f                  {Compacted}          // $105
        send (16|M16)            r74:w    r70:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $105
(W)     mov (8|M0)               r72.0<1>:f    r72.0<8;8,1>:f                   {Compacted}          // $106
        send (16|M0)             r58:w    r100:f  0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $106
(W)     mov (8|M0)               r102.0<1>:f   r102.0<8;8,1>:f                  {Compacted}          // $107
        send (16|M16)            r76:w    r68:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $107
(W)     mov (8|M0)               r70.0<1>:f    r70.0<8;8,1>:f                   {Compacted}          // $119
        send (16|M16)            r82:w    r44:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $119
        mad (16|M0)              acc0.0<1>:f   r2.0<8;1>:f       r18.0<8;1>:f      r64.0<1>:f        // $108 {0=EL, 1=EL, 2=EH, BC=OK}
(W)     mov (8|M0)               r100.0<1>:f   r100.0<8;8,1>:f                  {Compacted}          // $118
        send (16|M0)             r64:w    r96:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $118
        mad (16|M16)             r18.0<1>:f    r50.0<8;1>:f      r10.0<8;1>:f      r80.0<1>:f        // $109 {0=EL, 1=EL, 2=EH, BC=OK}
(W)     mov (8|M0)               r68.0<1>:f    r68.0<8;8,1>:f                   {Compacted}          // $121
        send (16|M16)            r80:w    r42:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $121
        mac (16|M0)              r56.0<1>:f    r20.0<8;8,1>:f    r62.0<8;8,1>:f   {Compacted}        // $110
(W)     mov (8|M0)               r44.0<1>:f    r44.0<8;8,1>:f                   {Compacted}          // $120
        send (16|M0)             r62:w    r94:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $120
        mad (16|M16)             acc0.0<1>:f   r18.0<8;1>:f      r12.0<8;1>:f      r78.0<1>:f        // $111 {0=EL, 1=EL, 2=EH, BC=OK}
(W)     mov (8|M0)               r96.0<1>:f    r96.0<8;8,1>:f                   {Compacted}          // $123
        send (16|M16)            r78:w    r40:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $123
        mad (16|M0)              r56.0<1>:f    r56.0<8;1>:f      r22.0<8;1>:f      r60.0<1>:f        // $112 {0=EL, 1=EL, 2=EL, BC=BAD}
(W)     mov (8|M0)               r42.0<1>:f    r42.0<8;8,1>:f                   {Compacted}          // $122
        send (16|M0)             r60:w    r92:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $122
        mac (16|M16)             r18.0<1>:f    r14.0<8;8,1>:f    r74.0<8;8,1>:f                      // $113
        mad (16|M0)              acc0.0<1>:f   r56.0<8;1>:f      r24.0<8;1>:f      r58.0<1>:f        // $114 {0=EL, 1=EL, 2=EL, BC=BAD}
(W)     mov (8|M0)               r94.0<1>:f    r94.0<8;8,1>:f                   {Compacted}          // $124
        send (16|M0)             r58:w    r90:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $124
        mad (16|M16)             r74.0<1>:f    r18.0<8;1>:f      r16.0<8;1>:f      r76.0<1>:f        // $115 {0=EL, 1=EL, 2=EH, BC=OK}
(W)     mov (8|M0)               r40.0<1>:f    r40.0<8;8,1>:f                   {Compacted}          // $116
        send (16|M0)             r18:w    r98:f   0xC            0x048050FE           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $116
(W)     mov (8|M0)               r92.0<1>:f    r92.0<8;8,1>:f                   {Compacted}          // $117
        send (16|M16)            r10:w    r66:f   0xC            0x048050FE           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $117
(W)     mov (8|M0)               r90.0<1>:f    r90.0<8;8,1>:f                   {Compacted}          // $125
        send (16|M16)            r76:w    r38:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $125
        mac (16|M0)              r56.0<1>:f    r18.0<8;8,1>:f    r64.0<8;8,1>:f   {Compacted}        // $126
        mad (16|M16)             acc0.0<1>:f   r74.0<8;1>:f      r10.0<8;1>:f      r82.0<1>:f        // $127 {0=EH, 1=EL, 2=EH, BC=OK}
        mad (16|M0)              r56.0<1>:f    r56.0<8;1>:f      r20.0<8;1>:f      r62.0<1>:f        // $128 {0=EL, 1=EL, 2=EL, BC=BAD}
        mac (16|M16)             r18.0<1>:f    r12.0<8;8,1>:f    r80.0<8;8,1>:f                      // $129
        mad (16|M0)              acc0.0<1>:f   r56.0<8;1>:f      r22.0<8;1>:f      r60.0<1>:f        // $130 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r18.0<1>:f    r18.0<8;1>:f      r14.0<8;1>:f      r78.0<1>:f        // $131 {0=EL, 1=EL, 2=EH, BC=OK}
        mac (16|M0)              r2.0<1>:f     r24.0<8;8,1>:f    r58.0<8;8,1>:f   {Compacted}        // $132
        mad (16|M16)             r50.0<1>:f    r18.0<8;1>:f      r16.0<8;1>:f      r76.0<1>:f        // $133 {0=EL, 1=EL, 2=EH, BC=OK}
(W)     send (8|M0)              r10      r86:f   0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $134
(W)     mov (8|M0)               null<1>:ud    r10.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $135
(W)     and (8|M0)               r10.0<1>:ud   r86.2<0;1,0>:ud   0x7F000000:ud                       // $135
(W)     send (1|M0)              null     r10:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $135
(W)     wait                                 n0.0<0;1,0>:ud                                          // $135
(W)     add (1|M0)               r9.2<1>:d     r9.2<0;1,0>:d     1:w                                 // $136
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r9.2<0;1,0>:d     r9.3<0;1,0>:d                       // $137
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r9.2<0;1,0>:d     r9.3<0;1,0>:d                       // $138
(W)     mov (8|M0)               r10.0<1>:f    r10.0<8;8,1>:f                   {Compacted}          // $139
(W&f0.0) jmpi                                _0_016                                                  // $139
// B007: Preds:{B006, B004},  Succs:{}
_0_015:
        add (16|M0)              r6.0<1>:d     r32.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $141
        add (16|M16)             r4.0<1>:d     r52.0<8;8,1>:d    r36.0<8;8,1>:d                      // $142
(W)     mov (8|M0)               r112.0<1>:f   r86.0<8;8,1>:f                   {Compacted}          // $151
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     2:w                                 // $143
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w                                 // $144
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r9.1<0;1,0>:d    {Compacted}        // $145
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r9.1<0;1,0>:d                       // $146
        sends (16|M0)            null:w   r6      r2      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $148
        sends (16|M16)           null:w   r4      r50     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $150
(W)     send (8|M0)              null     r112:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $151
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 4
// --   OK: 7
//.accSubDef: 5
//.accSubUse: 5
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
