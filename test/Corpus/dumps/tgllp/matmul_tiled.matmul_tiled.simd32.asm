//.kernel matmul_tiled
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 178
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
//.declare  (181)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (182)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (264)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (265)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (266)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (267)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (268)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (269)  rf=r size=8 type=w align=1 words (r0.0)

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
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     shl (1|M0)               r9.2<1>:d     r86.1<0;1,0>:d    3:w               {@1}              // $2
        mov (16|M0)              r6.0<1>:d     r1.0<16;16,1>:uw                                      // $3
        mov (16|M16)             r34.0<1>:d    r2.0<16;16,1>:uw                                      // $4
        mov (16|M0)              r26.0<1>:d    r3.0<16;16,1>:uw                                      // $8
        add (16|M0)              r28.0<1>:d    r9.2<0;1,0>:d     r6.0<8;8,1>:d    {Compacted,@3}     // $5
        add (16|M16)             r36.0<1>:d    r9.2<0;1,0>:d     r34.0<8;8,1>:d   {Compacted,@3}     // $6
(W)     shl (1|M0)               r9.2<1>:d     r86.6<0;1,0>:d    3:w                                 // $7
        mov (16|M16)             r54.0<1>:d    r4.0<16;16,1>:uw                                      // $9
        add (16|M0)              r4.0<1>:d     r9.2<0;1,0>:d     r26.0<8;8,1>:d   {Compacted,@2}     // $10
        add (16|M16)             r2.0<1>:d     r9.2<0;1,0>:d     r54.0<8;8,1>:d   {Compacted,@2}     // $11
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r8.6<0;1,0>:d     0:w               {Compacted}       // $14
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r8.6<0;1,0>:d     0:w                                 // $15
(W)     mul (8|M0)               acc0.0<1>:d   r4.0<8;8,1>:d     r8.12<0;1,0>:uw  {Compacted,@4}     // $12
        mach (8|M0)              r32.0<1>:d    r4.0<8;8,1>:d     r8.6<0;1,0>:d    {Compacted}        // $12
(W)     mul (8|M8)               acc0.0<1>:d   r5.0<8;8,1>:d     r8.12<0;1,0>:uw                     // $12
        mach (8|M8)              r33.0<1>:d    r5.0<8;8,1>:d     r8.6<0;1,0>:d    {Compacted}        // $13
(W)     mul (8|M16)              acc0.0<1>:d   r2.0<8;8,1>:d     r8.12<0;1,0>:uw  {@7}               // $13
        mach (8|M16)             r52.0<1>:d    r2.0<8;8,1>:d     r8.6<0;1,0>:d    {Compacted}        // $13
(W)     mul (8|M24)              acc0.0<1>:d   r3.0<8;8,1>:d     r8.12<0;1,0>:uw                     // $13
        mach (8|M24)             r53.0<1>:d    r3.0<8;8,1>:d     r8.6<0;1,0>:d    {Compacted}        // $14
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $16
(~f0.0) if (32|M0)                           _0_010            _0_012                                // $16
// B001: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_011:
(W)     mov (1|M0)               r9.2<1>:f     r8.6<0;1,0>:f                                         // $18
        else (32|M0)                         _0_012            _0_012                                // $16
// B002: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_010:
(W)     add (1|M0)               r9.2<1>:d     r8.6<0;1,0>:d     7:w                                 // $21
// B003: Preds:{B002, B001},  Succs:{B004, B005}
_0_012:
        endif (32|M0)                        L368                                                    // $16
L368:
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.6<0;1,0>:d     7:w                                 // $24
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.6<0;1,0>:d     7:w                                 // $25
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w        {@7} // $26
(~f1.0) if (32|M0)                           _0_013            _matmul_tiled_k0_0_cf                 // $26
// B004: [inDivergent],  Preds:{B003},  Succs:{B007}
_0_014:
        mov (16|M0)              r2.0<1>:f     0x0:f                               {Compacted}       // $28
        mov (16|M16)             r50.0<1>:f    0x0:f                               {Compacted}       // $29
        else (32|M0)                         _matmul_tiled_k0_0_cf  _matmul_tiled_k0_0_cf            // $26
// B005: [inDivergent],  Preds:{B003},  Succs:{B006}
_0_013:
        shl (16|M0)              r30.0<1>:d    r26.0<8;8,1>:d    5:w               {Compacted}       // $33
        shl (16|M16)             r48.0<1>:d    r54.0<8;8,1>:d    5:w               {Compacted}       // $34
        shl (16|M0)              r2.0<1>:d     r6.0<8;8,1>:d     2:w               {Compacted}       // $35
        shl (16|M16)             r10.0<1>:d    r34.0<8;8,1>:d    2:w               {Compacted}       // $36
        add (16|M0)              r4.0<1>:d     r30.0<8;8,1>:d    256:w               {Compacted,@4}  // $39
        add (16|M16)             r46.0<1>:d    r48.0<8;8,1>:d    256:w               {Compacted,@4}  // $40
        mov (16|M16)             r50.0<1>:f    0x0:f                               {Compacted}       // $63
        add (16|M0)              r98.0<1>:d    r30.0<8;8,1>:d    16:w               {Compacted}      // $51
        add (16|M16)             r66.0<1>:d    r48.0<8;8,1>:d    16:w               {Compacted}      // $52
        add (16|M0)              r108.0<1>:d   r30.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted,@7}     // $37
        add (16|M0)              r106.0<1>:d   r2.0<8;8,1>:d     256:w               {Compacted}     // $43
        add (16|M0)              r104.0<1>:d   r2.0<8;8,1>:d     288:w               {Compacted}     // $45
        add (16|M0)              r102.0<1>:d   r2.0<8;8,1>:d     320:w               {Compacted}     // $47
        add (16|M0)              r100.0<1>:d   r2.0<8;8,1>:d     352:w               {Compacted}     // $49
        add (16|M0)              r96.0<1>:d    r2.0<8;8,1>:d     384:w               {Compacted}     // $53
        add (16|M0)              r94.0<1>:d    r2.0<8;8,1>:d     416:w               {Compacted}     // $55
        add (16|M0)              r92.0<1>:d    r2.0<8;8,1>:d     448:w               {Compacted}     // $57
        add (16|M0)              r90.0<1>:d    r2.0<8;8,1>:d     480:w               {Compacted}     // $59
        add (16|M16)             r87.0<1>:d    r48.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $38
        add (16|M16)             r84.0<1>:d    r10.0<8;8,1>:d    256:w               {Compacted}     // $44
        add (16|M16)             r72.0<1>:d    r10.0<8;8,1>:d    288:w               {Compacted}     // $46
        add (16|M16)             r70.0<1>:d    r10.0<8;8,1>:d    320:w               {Compacted}     // $48
        add (16|M16)             r68.0<1>:d    r10.0<8;8,1>:d    352:w               {Compacted}     // $50
        add (16|M16)             r44.0<1>:d    r10.0<8;8,1>:d    384:w               {Compacted}     // $54
        add (16|M16)             r42.0<1>:d    r10.0<8;8,1>:d    416:w               {Compacted}     // $56
        add (16|M16)             r40.0<1>:d    r10.0<8;8,1>:d    448:w               {Compacted}     // $58
        add (16|M16)             r38.0<1>:d    r10.0<8;8,1>:d    480:w               {Compacted}     // $60
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r2.0<8;8,1>:d    {Compacted}        // $41
        add (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $42
        mov (16|M0)              r2.0<1>:f     0x0:f                               {Compacted}       // $62
(W)     asr (1|M0)               r9.3<1>:d     r9.2<0;1,0>:d     3:w                                 // $32
(W)     mov (1|M0)               r9.2<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $61
// B006: [inDivergent],  Preds:{B006, B005},  Succs:{B007, B006}
_0_016:
(W)     shl (1|M0)               r9.4<1>:d     r9.2<0;1,0>:d     3:w               {@1}              // $65
        add (16|M0)              r12.0<1>:d    r32.0<8;8,1>:d    r9.4<0;1,0>:d    {Compacted,@1}     // $66
        add (16|M16)             r14.0<1>:d    r52.0<8;8,1>:d    r9.4<0;1,0>:d    {Compacted}        // $67
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted,@2}     // $68
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted,@2}     // $69
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}    // $70
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}    // $71
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r8.7<0;1,0>:d    {Compacted,@2}     // $72
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r8.7<0;1,0>:d    {Compacted,@2}     // $73
        sync.nop                             null                             {Compacted,$1.src}     // $75
        send.dc1 (16|M0)         r10      r12     null    0x0            0x04205E00           {@2,$2} // wr:2+0, rd:2; untyped surface read with x // $75
        sync.nop                             null                             {Compacted,$2.src}     // $77
        send.dc1 (16|M16)        r12      r14     null    0x0            0x04205E00           {@1,$3} // wr:2+0, rd:2; untyped surface read with x // $77
        add (16|M16)             r14.0<1>:d    r9.4<0;1,0>:d     r54.0<8;8,1>:d   {Compacted,$3.src} // $81
        send.dc1 (16|M0)         null     r108    r10     0x80            0x04025EFE           {$2} // wr:2+2, rd:0; untyped surface write with x // $78
        send.dc1 (16|M16)        null     r87     r12     0x80            0x04025EFE           {$3} // wr:2+2, rd:0; untyped surface write with x // $79
        add (16|M0)              r12.0<1>:d    r9.4<0;1,0>:d     r26.0<8;8,1>:d   {Compacted,$3.src} // $80
(W)     mul (8|M0)               acc0.0<1>:d   r12.0<8;8,1>:d    r8.12<0;1,0>:uw  {Compacted,@1}     // $82
        mach (8|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}        // $82
(W)     mul (8|M8)               acc0.0<1>:d   r13.0<8;8,1>:d    r8.12<0;1,0>:uw                     // $82
        mach (8|M8)              r13.0<1>:d    r13.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}        // $83
(W)     mul (8|M16)              acc0.0<1>:d   r14.0<8;8,1>:d    r8.12<0;1,0>:uw  {@6}               // $83
        mach (8|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}        // $83
(W)     mul (8|M24)              acc0.0<1>:d   r15.0<8;8,1>:d    r8.12<0;1,0>:uw                     // $83
        mach (8|M24)             r15.0<1>:d    r15.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}        // $84
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted,@5}     // $84 R{} IR{}{E:6,E:6,},  R{} IR{}{O:6,O:6,},  {BC=2}
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted,@2}     // $85
        shl (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}    // $86
        shl (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    2:w               {Compacted,@2}    // $87
        add (16|M0)              r12.0<1>:d    r12.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted,@2}     // $88
        add (16|M16)             r14.0<1>:d    r14.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted,@2}     // $89
        sync.nop                             null                             {Compacted,$2.src}     // $91
        send.dc1 (16|M0)         r10      r12     null    0x0            0x04205E01           {@2,$4} // wr:2+0, rd:2; untyped surface read with x // $91
        sync.nop                             null                             {Compacted,$4.src}     // $93
        send.dc1 (16|M16)        r12      r14     null    0x0            0x04205E01           {@1,$5} // wr:2+0, rd:2; untyped surface read with x // $93
        send.dc1 (16|M0)         null     r4      r10     0x80            0x04025EFE           {$4} // wr:2+2, rd:0; untyped surface write with x // $94
        sync.nop                             null                             {Compacted,$5.dst}     // $95
        send.dc1 (16|M16)        null     r46     r12     0x80            0x04025EFE           {$0} // wr:2+2, rd:0; untyped surface write with x // $95
        sync.nop                             null                             {Compacted,$4.src}     // $96
(W)     send.dc0 (8|M0)          r10      r86     null    0x0            0x0219E0FE           {$6} // wr:1h+0, rd:1; synchronized SLM fence // $96
(W)     mov (8|M0)               null<1>:ud    r10.0<8;8,1>:ud                  {$6.dst}             //  memory fence commit; $97
(W)     and (8|M0)               r10.0<1>:ud   r86.2<0;1,0>:ud   0x7F000000:ud                       // $97
(W)     send.gtwy (1|M0)         null     r10     null    0x0            0x02000004           {@1,$7} // wr:1+0, rd:0; signal barrier // $97
(W)     sync.bar                             null                                                    // $97
        send.dc1 (16|M0)         r18      r30     null    0x0            0x048050FE           {$8} // wr:2+0, rd:8; untyped surface read with xyzw // $98
        sync.nop                             null                             {Compacted,$7.src}     // $99
        send.dc1 (16|M16)        r10      r48     null    0x0            0x048050FE           {$9} // wr:2+0, rd:8; untyped surface read with xyzw // $99
        send.dc1 (16|M0)         r64      r106    null    0x0            0x04205EFE           {$10} // wr:2+0, rd:2; untyped surface read with x // $100
        send.dc1 (16|M16)        r80      r84     null    0x0            0x04205EFE           {$11} // wr:2+0, rd:2; untyped surface read with x // $101
        send.dc1 (16|M0)         r62      r104    null    0x0            0x04205EFE           {$12} // wr:2+0, rd:2; untyped surface read with x // $102
        send.dc1 (16|M16)        r78      r72     null    0x0            0x04205EFE           {$13} // wr:2+0, rd:2; untyped surface read with x // $103
        send.dc1 (16|M0)         r60      r102    null    0x0            0x04205EFE           {$14} // wr:2+0, rd:2; untyped surface read with x // $104
        send.dc1 (16|M16)        r74      r70     null    0x0            0x04205EFE           {$15} // wr:2+0, rd:2; untyped surface read with x // $105
        send.dc1 (16|M0)         r58      r100    null    0x0            0x04205EFE           {$3} // wr:2+0, rd:2; untyped surface read with x // $106
        send.dc1 (16|M16)        r76      r68     null    0x0            0x04205EFE           {$5} // wr:2+0, rd:2; untyped surface read with x // $107
        sync.nop                             null                             {Compacted,$10.dst}    // $108
        mad (16|M0)              acc0.0<1>:f   r2.0<8;1>:f       r18.0<8;1>:f      r64.0<1>:f       {Compacted,$8.dst} // $108 R{} IR{}{E:1,E:1,E:0,},  R{} IR{}{O:1,O:1,O:0,},  {BC=2}
        sync.nop                             null                             {Compacted,$11.dst}    // $109
        mad (16|M16)             r18.0<1>:f    r50.0<8;1>:f      r10.0<8;1>:f      r80.0<1>:f       {Compacted,$9.dst} // $109 R{} IR{}{E:1,E:5,E:0,},  R{} IR{}{O:1,O:5,O:0,},  {BC=2}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r20.0<8;1>:f      r62.0<1>:f       {$12.dst} // $110
        mad (16|M16)             r18.0<1>:f    r18.0<8;1>:f      r12.0<8;1>:f      r78.0<1>:f       {Compacted,@2,$13.dst} // $111 R{} IR{}{E:1,E:6,E:7,},  R{} IR{}{O:1,O:6,O:7,},  {BC=2}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r22.0<8;1>:f      r60.0<1>:f       {$14.dst} // $112
        mad (16|M16)             r18.0<1>:f    r18.0<8;1>:f      r14.0<8;1>:f      r74.0<1>:f       {Compacted,@2,$15.dst} // $113 R{} IR{}{E:1,E:7,E:5,},  R{} IR{}{O:1,O:7,O:5,},  {BC=2}
        send.dc1 (16|M16)        r82      r44     null    0x0            0x04205EFE           {$2} // wr:2+0, rd:2; untyped surface read with x // $119
        send.dc1 (16|M0)         r64      r96     null    0x0            0x04205EFE           {@6,$4} // wr:2+0, rd:2; untyped surface read with x // $118
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r24.0<8;1>:f      r58.0<1>:f       {$3.dst} // $114
        mad (16|M16)             r74.0<1>:f    r18.0<8;1>:f      r16.0<8;1>:f      r76.0<1>:f       {Compacted,@2,$5.dst} // $115 R{} IR{}{E:1,E:0,E:6,},  R{} IR{}{O:1,O:0,O:6,},  {BC=2}
        send.dc1 (16|M0)         r18      r98     null    0x0            0x048050FE           {@1,$6} // wr:2+0, rd:8; untyped surface read with xyzw // $116
        send.dc1 (16|M16)        r10      r66     null    0x0            0x048050FE           {$0} // wr:2+0, rd:8; untyped surface read with xyzw // $117
        send.dc1 (16|M16)        r80      r42     null    0x0            0x04205EFE           {$7} // wr:2+0, rd:2; untyped surface read with x // $121
        send.dc1 (16|M0)         r62      r94     null    0x0            0x04205EFE           {$8} // wr:2+0, rd:2; untyped surface read with x // $120
        send.dc1 (16|M16)        r78      r40     null    0x0            0x04205EFE           {$9} // wr:2+0, rd:2; untyped surface read with x // $123
        send.dc1 (16|M0)         r60      r92     null    0x0            0x04205EFE           {$10} // wr:2+0, rd:2; untyped surface read with x // $122
        send.dc1 (16|M0)         r58      r90     null    0x0            0x04205EFE           {$11} // wr:2+0, rd:2; untyped surface read with x // $124
        send.dc1 (16|M16)        r76      r38     null    0x0            0x04205EFE           {$12} // wr:2+0, rd:2; untyped surface read with x // $125
        sync.nop                             null                             {Compacted,$6.dst}     // $126
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r18.0<8;1>:f      r64.0<1>:f       {$4.dst} // $126
        sync.nop                             null                             {Compacted,$0.dst}     // $127
        mad (16|M16)             r18.0<1>:f    r74.0<8;1>:f      r10.0<8;1>:f      r82.0<1>:f       {Compacted,@2,$2.dst} // $127 R{} IR{}{E:5,E:5,E:1,},  R{} IR{}{O:5,O:5,O:1,},  {BC=2}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r20.0<8;1>:f      r62.0<1>:f       {$8.dst} // $128
        mad (16|M16)             r18.0<1>:f    r18.0<8;1>:f      r12.0<8;1>:f      r80.0<1>:f       {Compacted,@2,$7.dst} // $129 R{} IR{}{E:1,E:6,E:0,},  R{} IR{}{O:1,O:6,O:0,},  {BC=2}
        mad (16|M0)              acc0.0<1>:f   acc0.0<8;1>:f     r22.0<8;1>:f      r60.0<1>:f       {$10.dst} // $130
        mad (16|M16)             r18.0<1>:f    r18.0<8;1>:f      r14.0<8;1>:f      r78.0<1>:f       {Compacted,@2,$9.dst} // $131 R{} IR{}{E:1,E:7,E:7,},  R{} IR{}{O:1,O:7,O:7,},  {BC=2}
        mad (16|M0)              r2.0<1>:f     acc0.0<8;1>:f     r24.0<8;1>:f      r58.0<1>:f       {$11.dst} // $132
        mad (16|M16)             r50.0<1>:f    r18.0<8;1>:f      r16.0<8;1>:f      r76.0<1>:f       {Compacted,@2,$12.dst} // $133 R{} IR{}{E:1,E:0,E:6,},  R{} IR{}{O:1,O:0,O:6,},  {BC=2}
(W)     send.dc0 (8|M0)          r10      r86     null    0x0            0x0219E0FE           {$13} // wr:1h+0, rd:1; synchronized SLM fence // $134
(W)     mov (8|M0)               null<1>:ud    r10.0<8;8,1>:ud                  {$13.dst}            //  memory fence commit; $135
(W)     and (8|M0)               r10.0<1>:ud   r86.2<0;1,0>:ud   0x7F000000:ud                       // $135
(W)     send.gtwy (1|M0)         null     r10     null    0x0            0x02000004           {@1,$1} // wr:1+0, rd:0; signal barrier // $135
(W)     sync.bar                             null                                                    // $135
(W)     add (1|M0)               r9.2<1>:d     r9.2<0;1,0>:d     1:w                                 // $136
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r9.2<0;1,0>:d     r9.3<0;1,0>:d    {@1}               // $137
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r9.2<0;1,0>:d     r9.3<0;1,0>:d                       // $138
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $139
(f0.0)  while (32|M0)                        _0_016                                                  // $139
// B007: Preds:{B004, B006},  Succs:{B008}
_matmul_tiled_k0_0_cf:
        endif (32|M0)                        _0_015                                                  // $26
// B008: Preds:{B007},  Succs:{}
_0_015:
        add (16|M0)              r6.0<1>:d     r32.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $141
        add (16|M16)             r4.0<1>:d     r52.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $142 R{} IR{}{E:2,E:2,},  R{} IR{}{O:2,O:2,},  {BC=2}
        shl (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     2:w               {Compacted,@2}    // $143
        shl (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     2:w               {Compacted,@2}    // $144
        add (16|M0)              r6.0<1>:d     r6.0<8;8,1>:d     r9.1<0;1,0>:d    {Compacted,@2}     // $145
        add (16|M16)             r4.0<1>:d     r4.0<8;8,1>:d     r9.1<0;1,0>:d    {Compacted,@2}     // $146
        send.dc1 (16|M0)         null     r6      r2      0x80            0x04025E02           {@2,$14} // wr:2+2, rd:0; untyped surface write with x // $148
        send.dc1 (16|M16)        null     r4      r50     0x80            0x04025E02           {@1,$15} // wr:2+2, rd:0; untyped surface write with x // $150
(W)     mov (8|M0)               r112.0<1>:f   r86.0<8;8,1>:f                   {Compacted}          // $151
        sync.nop                             null                             {Compacted,$14.src}    // $151
(W)     send.dc0 (8|M0)          r2       r86     null    0x0            0x0219E000           {$0} // wr:1h+0, rd:1; synchronized global fence flushing // $151
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$0.dst}             //  memory fence commit; $151
(W)     send.dc0 (8|M0)          r2       r86     null    0x0            0x0219E0FE           {@1,$1} // wr:1h+0, rd:1; synchronized SLM fence // $151
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$1.dst}             //  memory fence commit; $151
(W)     send.ts (8|M0)           null     r112    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $151


//.BankConflicts: 22
//.BankConflicts.SameBank: 18
//.BankConflicts.TwoSrc: 4
//.SIMD16ReadSuppressions: 2
//.SIMD8s: 256
//
//.RMWs: 0
//
//.accSubDef: 7
//.accSubUse: 7
//.accSubCandidateDef: 14
//.accSubCandidateUse: 14
