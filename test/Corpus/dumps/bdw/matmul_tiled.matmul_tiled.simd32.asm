//.kernel matmul_tiled
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 169
//.RA type	GRAPH_COLORING_FF_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0037 (45)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0039 (47)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0040 (48)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0054 (62)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r3.0)
//.declare V0058 (66)  rf=r size=32 type=uw alias=V0044+0 align=16 words (r4.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r60.0)
//.declare P01 (71)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0063 (72)  rf=r size=4 type=d align=2 words (r8.7)
//.declare P02 (74)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0065 (75)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0066 (76)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0067 (77)  rf=r size=4 type=d align=2 words (r1.0)
//.declare V0068 (78)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0069 (79)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0070 (80)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0071 (81)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0072 (82)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0073 (83)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0074 (84)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r106.0)
//.declare V0075 (85)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r85.0)
//.declare V0076 (86)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0078 (88)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r4.0)
//.declare V0079 (89)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r54.0)
//.declare V0080 (90)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0081 (91)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0082 (92)  rf=r size=64 type=ud alias=V0080+0 align=16 words (r104.0)
//.declare V0083 (93)  rf=r size=64 type=ud alias=V0081+0 align=16 words (r83.0)
//.declare V0084 (94)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0085 (95)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0086 (96)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r102.0)
//.declare V0087 (97)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r71.0)
//.declare V0088 (98)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0089 (99)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0090 (100)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r100.0)
//.declare V0091 (101)  rf=r size=64 type=ud alias=V0089+0 align=16 words (r69.0)
//.declare V0092 (102)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0093 (103)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0094 (104)  rf=r size=64 type=ud alias=V0092+0 align=16 words (r98.0)
//.declare V0095 (105)  rf=r size=64 type=ud alias=V0093+0 align=16 words (r66.0)
//.declare V0096 (106)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0097 (107)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0098 (108)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0099 (109)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0100 (110)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r94.0)
//.declare V0101 (111)  rf=r size=64 type=ud alias=V0099+0 align=16 words (r50.0)
//.declare V0102 (112)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0103 (113)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0104 (114)  rf=r size=64 type=ud alias=V0102+0 align=16 words (r92.0)
//.declare V0105 (115)  rf=r size=64 type=ud alias=V0103+0 align=16 words (r48.0)
//.declare V0106 (116)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0107 (117)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0108 (118)  rf=r size=64 type=ud alias=V0106+0 align=16 words (r90.0)
//.declare V0109 (119)  rf=r size=64 type=ud alias=V0107+0 align=16 words (r46.0)
//.declare V0110 (120)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0111 (121)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0112 (122)  rf=r size=64 type=ud alias=V0110+0 align=16 words (r88.0)
//.declare V0113 (123)  rf=r size=64 type=ud alias=V0111+0 align=16 words (r44.0)
//.declare V0114 (124)  rf=r size=8 type=q alias=V0034+0 align=16 words (r8.0)
//.declare V0115 (125)  rf=r size=8 type=q alias=V0035+0 align=16 words (r8.1)
//.declare V0116 (126)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r28.0)
//.declare V0117 (127)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r56.0)
//.declare V0118 (128)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r96.0)
//.declare V0119 (129)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r52.0)
//.declare V0120 (130)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0121 (131)  rf=r size=4 type=d align=2 words (r1.1)
//.declare V0122 (132)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0123 (133)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0128 (138)  rf=r size=128 type=q align=16 words (r13.0)
//.declare V0129 (139)  rf=r size=128 type=q align=16 words (r9.0)
//.declare V0130 (140)  rf=r size=128 type=uq alias=V0128+0 align=16 words (r13.0)
//.declare V0131 (141)  rf=r size=128 type=uq alias=V0129+0 align=16 words (r9.0)
//.declare V0132 (142)  rf=r size=64 type=f align=16 words (r19.0)
//.declare V0133 (143)  rf=r size=64 type=f align=16 words (r17.0)
//.declare V0134 (144)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0135 (145)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0140 (150)  rf=r size=128 type=q align=16 words (r13.0)
//.declare V0141 (151)  rf=r size=128 type=q align=16 words (r9.0)
//.declare V0142 (152)  rf=r size=128 type=uq alias=V0140+0 align=16 words (r13.0)
//.declare V0143 (153)  rf=r size=128 type=uq alias=V0141+0 align=16 words (r9.0)
//.declare V0144 (154)  rf=r size=64 type=f align=16 words (r21.0)
//.declare V0145 (155)  rf=r size=64 type=f align=16 words (r13.0)
//.declare  (156)  rf=r size=128 type=ud align=16 words (r9.0)
//.declare  (157)  rf=r size=128 type=ud align=16 words (r9.0)
//.declare  (158)  rf=r size=128 type=ud align=16 words (r9.0)
//.declare  (159)  rf=r size=128 type=ud align=16 words (r9.0)
//.declare  (160)  rf=r size=32 type=ud align=16 words (r68.0)
//.declare V0146 (161)  rf=r size=256 type=f align=16 words (r18.0)
//.declare V0147 (162)  rf=r size=256 type=f align=16 words (r9.0)
//.declare V0148 (163)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0149 (164)  rf=r size=64 type=f align=16 words (r79.0)
//.declare V0150 (165)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0151 (166)  rf=r size=64 type=f align=16 words (r77.0)
//.declare V0152 (167)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0153 (168)  rf=r size=64 type=f align=16 words (r75.0)
//.declare V0154 (169)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0155 (170)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0156 (171)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0157 (172)  rf=r size=64 type=f align=16 words (r9.0)
//.declare V0158 (173)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0159 (174)  rf=r size=64 type=f align=16 words (r81.0)
//.declare V0160 (175)  rf=r size=256 type=f align=16 words (r10.0)
//.declare V0161 (176)  rf=r size=256 type=f align=16 words (r18.0)
//.declare V0162 (177)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0163 (178)  rf=r size=64 type=f align=16 words (r79.0)
//.declare V0164 (179)  rf=r size=64 type=f align=16 words (r42.0)
//.declare V0165 (180)  rf=r size=64 type=f align=16 words (r77.0)
//.declare V0166 (181)  rf=r size=64 type=f align=16 words (r40.0)
//.declare V0167 (182)  rf=r size=64 type=f align=16 words (r75.0)
//.declare V0168 (183)  rf=r size=64 type=f align=16 words (r38.0)
//.declare V0169 (184)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0170 (185)  rf=r size=64 type=f align=16 words (r10.0)
//.declare V0171 (186)  rf=r size=64 type=f align=16 words (r18.0)
//.declare P03 (188)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0172 (189)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0173 (190)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0174 (191)  rf=r size=8 type=q alias=V0036+0 align=16 words (r8.2)
//.declare  (200)  rf=r size=96 type=ud align=16 words (r12.0)
//.declare  (201)  rf=r size=96 type=ud align=16 words (r9.0)
//.declare  (202)  rf=r size=96 type=ud align=16 words (r4.0)
//.declare  (203)  rf=r size=96 type=ud align=16 words (r1.0)
//.declare  (204)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (209)  rf=r size=64 type=q align=16 words (r13.0)
//.declare  (210)  rf=r size=64 type=q align=16 words (r15.0)
//.declare  (211)  rf=r size=64 type=q align=16 words (r9.0)
//.declare  (212)  rf=r size=64 type=q align=16 words (r11.0)
//.declare  (217)  rf=r size=64 type=q align=16 words (r13.0)
//.declare  (218)  rf=r size=64 type=q align=16 words (r15.0)
//.declare  (219)  rf=r size=64 type=q align=16 words (r9.0)
//.declare  (220)  rf=r size=64 type=q align=16 words (r11.0)
//.declare  (225)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (226)  rf=r size=64 type=q align=16 words (r3.0)
//.declare  (227)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (228)  rf=r size=64 type=q align=16 words (r1.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0041    | :w x 16  |     32 | r1       | general    |
// | V0042    | :w x 16  |     32 | r2       | general    |
// | V0043    | :w x 16  |     32 | r3       | general    |
// | V0044    | :w x 16  |     32 | r4       | general    |
// | V0045    | :w x 16  |     32 | r5       | general    |
// | V0046    | :w x 16  |     32 | r6       | general    |
// | V0040    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0035    | :uq      |      8 | r8+8     | general    |
// | V0036    | :uq      |      8 | r8+16    | general    |
// | V0037    | :d       |      4 | r8+24    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     and (8|M0)               r68.0<1>:ud   r0.2<0;1,0>:ud    0xF000000:ud                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     shl (1|M0)               r8.7<1>:d     r0.1<0;1,0>:d     3:w                                 // $2
        mov (16|M0)              r6.0<1>:d     r1.0<16;16,1>:uw                                      // $3
        mov (16|M16)             r36.0<1>:d    r2.0<16;16,1>:uw                                      // $4
        mov (16|M16)             r62.0<1>:d    r4.0<16;16,1>:uw                                      // $9
        mov (16|M0)              r2.0<1>:d     r3.0<16;16,1>:uw                                      // $8
        add (16|M0)              r26.0<1>:d    r8.7<0;1,0>:d     r6.0<8;8,1>:d                       // $5
        add (16|M16)             r34.0<1>:d    r8.7<0;1,0>:d     r36.0<8;8,1>:d                      // $6
(W)     shl (1|M0)               r8.7<1>:d     r0.6<0;1,0>:d     3:w                                 // $7
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r8.6<0;1,0>:d     0:w                                 // $14
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r8.6<0;1,0>:d     0:w                                 // $15
        add (16|M0)              r10.0<1>:d    r8.7<0;1,0>:d     r2.0<8;8,1>:d                       // $10
        add (16|M16)             r4.0<1>:d     r8.7<0;1,0>:d     r62.0<8;8,1>:d                      // $11
        mul (16|M0)              r30.0<1>:d    r10.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}        // $12
        mul (16|M16)             r60.0<1>:d    r4.0<8;8,1>:d     r8.6<0;1,0>:d                       // $13
(W&f0.0) jmpi                                _0_010                                                  // $16
// B001: Preds:{B000},  Succs:{B003}
_0_011:
(W)     mov (1|M0)               r8.7<1>:d     r8.6<0;1,0>:d                                         // $18
(W)     jmpi                                 _0_012                                                  // $19
// B002: Preds:{B000},  Succs:{B003}
_0_010:
(W)     add (1|M0)               r8.7<1>:d     r8.6<0;1,0>:d     7:w                                 // $21
// B003: Preds:{B002, B001},  Succs:{B004, B005}
_0_012:
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r8.6<0;1,0>:d     7:w                                 // $24
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r8.6<0;1,0>:d     7:w                                 // $25
(W&f1.0) jmpi                                _0_013                                                  // $26
// B004: Preds:{B003},  Succs:{B007}
_0_014:
        mov (16|M0)              r32.0<1>:f    0x0:f                                                 // $28
        mov (16|M16)             r58.0<1>:f    0x0:f                                                 // $29
(W)     jmpi                                 _0_015                                                  // $30
// B005: Preds:{B003},  Succs:{B006}
_0_013:
        shl (16|M0)              r28.0<1>:d    r2.0<8;8,1>:d     5:w                                 // $33
        shl (16|M16)             r56.0<1>:d    r62.0<8;8,1>:d    5:w                                 // $34
        shl (16|M0)              r10.0<1>:d    r6.0<8;8,1>:d     2:w                                 // $35
        shl (16|M16)             r12.0<1>:d    r36.0<8;8,1>:d    2:w                                 // $36
        add (16|M0)              r4.0<1>:d     r28.0<8;8,1>:d    256:w                               // $39
        add (16|M16)             r54.0<1>:d    r56.0<8;8,1>:d    256:w                               // $40
(W)     asr (1|M0)               r1.0<1>:d     r8.7<0;1,0>:d     3:w                                 // $32
        mov (16|M0)              r32.0<1>:f    0x0:f                                                 // $62
        mov (16|M16)             r58.0<1>:f    0x0:f                                                 // $63
        add (16|M0)              r96.0<1>:d    r28.0<8;8,1>:d    16:w                                // $51
        add (16|M16)             r52.0<1>:d    r56.0<8;8,1>:d    16:w                                // $52
        add (16|M0)              r106.0<1>:d   r28.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $37
        add (16|M0)              r104.0<1>:d   r10.0<8;8,1>:d    256:w                               // $43
        add (16|M0)              r102.0<1>:d   r10.0<8;8,1>:d    288:w                               // $45
        add (16|M0)              r100.0<1>:d   r10.0<8;8,1>:d    320:w                               // $47
        add (16|M0)              r98.0<1>:d    r10.0<8;8,1>:d    352:w                               // $49
        add (16|M0)              r94.0<1>:d    r10.0<8;8,1>:d    384:w                               // $53
        add (16|M0)              r92.0<1>:d    r10.0<8;8,1>:d    416:w                               // $55
        add (16|M0)              r90.0<1>:d    r10.0<8;8,1>:d    448:w                               // $57
        add (16|M0)              r88.0<1>:d    r10.0<8;8,1>:d    480:w                               // $59
        add (16|M16)             r85.0<1>:d    r56.0<8;8,1>:d    r12.0<8;8,1>:d                      // $38
        add (16|M16)             r83.0<1>:d    r12.0<8;8,1>:d    256:w                               // $44
        add (16|M16)             r71.0<1>:d    r12.0<8;8,1>:d    288:w                               // $46
        add (16|M16)             r69.0<1>:d    r12.0<8;8,1>:d    320:w                               // $48
        add (16|M16)             r66.0<1>:d    r12.0<8;8,1>:d    352:w                               // $50
        add (16|M16)             r50.0<1>:d    r12.0<8;8,1>:d    384:w                               // $54
        add (16|M16)             r48.0<1>:d    r12.0<8;8,1>:d    416:w                               // $56
        add (16|M16)             r46.0<1>:d    r12.0<8;8,1>:d    448:w                               // $58
        add (16|M16)             r44.0<1>:d    r12.0<8;8,1>:d    480:w                               // $60
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}        // $41
        add (16|M16)             r54.0<1>:d    r54.0<8;8,1>:d    r12.0<8;8,1>:d                      // $42
(W)     mov (1|M0)               r8.7<1>:d     0:w                                                   // $61
// B006: Preds:{B006, B005},  Succs:{B007, B006}
_0_016:
(W)     shl (1|M0)               r1.1<1>:d     r8.7<0;1,0>:d     3:w                                 // $65
        add (16|M0)              r10.0<1>:d    r30.0<8;8,1>:d    r1.1<0;1,0>:d    {Compacted}        // $66
        add (16|M16)             r17.0<1>:d    r60.0<8;8,1>:d    r1.1<0;1,0>:d                       // $67
        add (16|M16)             r21.0<1>:d    r1.1<0;1,0>:d     r62.0<8;8,1>:d                      // $81
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r6.0<8;8,1>:d    {Compacted}        // $68
        add (16|M16)             r17.0<1>:d    r17.0<8;8,1>:d    r36.0<8;8,1>:d                      // $69
        mul (16|M16)             r21.0<1>:d    r21.0<8;8,1>:d    r8.6<0;1,0>:d                       // $83
        shl (8|M0)               r13.0<1>:q    r10.0<8;8,1>:d    2:w                                 // $72
        shl (8|M8)               r15.0<1>:q    r11.0<8;8,1>:d    2:w                                 // $72
        shl (8|M16)              r9.0<1>:q     r17.0<8;8,1>:d    2:w                                 // $73
        shl (8|M24)              r11.0<1>:q    r18.0<8;8,1>:d    2:w                                 // $73
        add (16|M16)             r21.0<1>:d    r21.0<8;8,1>:d    r34.0<8;8,1>:d                      // $85
        add (8|M0)               r13.0<1>:q    r13.0<4;4,1>:q    r8.0<0;1,0>:q                       // $74
        add (8|M8)               r15.0<1>:q    r15.0<4;4,1>:q    r8.0<0;1,0>:q                       // $74
        add (8|M16)              r9.0<1>:q     r9.0<4;4,1>:q     r8.0<0;1,0>:q                       // $75
        add (8|M24)              r11.0<1>:q    r11.0<4;4,1>:q    r8.0<0;1,0>:q                       // $75
        send (8|M0)              r19:f    r13:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $76
        send (8|M8)              r20:f    r15:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $77
        send (8|M16)             r17:f    r9:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $78
        send (8|M24)             r18:f    r11:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $79
        add (16|M0)              r10.0<1>:d    r1.1<0;1,0>:d     r2.0<8;8,1>:d    {Compacted}        // $80
        mul (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}        // $82
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $84
        shl (8|M0)               r13.0<1>:q    r10.0<8;8,1>:d    2:w                                 // $88
        shl (8|M8)               r15.0<1>:q    r11.0<8;8,1>:d    2:w                                 // $88
        shl (8|M16)              r9.0<1>:q     r21.0<8;8,1>:d    2:w                                 // $89
        shl (8|M24)              r11.0<1>:q    r22.0<8;8,1>:d    2:w                                 // $89
        add (8|M0)               r13.0<1>:q    r13.0<4;4,1>:q    r8.1<0;1,0>:q                       // $90
        add (8|M8)               r15.0<1>:q    r15.0<4;4,1>:q    r8.1<0;1,0>:q                       // $90
        add (8|M16)              r9.0<1>:q     r9.0<4;4,1>:q     r8.1<0;1,0>:q                       // $91
        add (8|M24)              r11.0<1>:q    r11.0<4;4,1>:q    r8.1<0;1,0>:q                       // $91
        send (8|M0)              r21:f    r13:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $92
        send (8|M8)              r22:f    r15:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $93
        send (8|M16)             r13:f    r9:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $94
        send (8|M24)             r14:f    r11:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $95
        mov (16|M0)              r9.0<1>:ud    r106.0<8;8,1>:ud                 {Compacted}          // $96
        mov (16|M0)              r11.0<1>:f    r19.0<8;8,1>:f                   {Compacted}          // $96
        send (16|M0)             null:w   r9:f    0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $96
        mov (16|M16)             r9.0<1>:ud    r85.0<8;8,1>:ud                                       // $97
        mov (16|M16)             r11.0<1>:f    r17.0<8;8,1>:f                                        // $97
        send (16|M16)            null:w   r9:f    0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $97
        mov (16|M0)              r9.0<1>:ud    r4.0<8;8,1>:ud                   {Compacted}          // $98
        mov (16|M0)              r11.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $98
        send (16|M0)             null:w   r9:f    0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $98
        mov (16|M16)             r9.0<1>:ud    r54.0<8;8,1>:ud                                       // $99
        mov (16|M16)             r11.0<1>:f    r13.0<8;8,1>:f                                        // $99
        send (16|M16)            null:w   r9:f    0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $99
(W)     send (1|M0)              null     r68:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $101
(W)     wait                                 n0.0<0;1,0>:ud                                          // $101
        send (16|M0)             r18:w    r28:f   0xC            0x048050FE           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $102
        send (16|M16)            r9:w     r56:f   0xC            0x048050FE           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $103
        send (16|M0)             r64:w    r104:f  0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $104
        send (16|M16)            r79:w    r83:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $105
        send (16|M0)             r42:w    r102:f  0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $106
        send (16|M16)            r77:w    r71:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $107
        send (16|M0)             r40:w    r100:f  0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $108
        send (16|M16)            r75:w    r69:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $109
        send (16|M0)             r38:w    r98:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $110
        send (16|M16)            r73:w    r66:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $111
        mad (16|M0)              r18.0<1>:f    r32.0<2;1>:f      r18.0<2;1>:f      r64.0<1>:f       {Compacted} // $112 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r9.0<1>:f     r58.0<2;1>:f      r9.0<2;1>:f       r79.0<1>:f       {Compacted} // $113 {0=EL, 1=OL, 2=OH, BC=OK}
        send (16|M0)             r64:w    r94:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $122
        send (16|M16)            r79:w    r50:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $123
        mad (16|M0)              r18.0<1>:f    r18.0<2;1>:f      r20.0<2;1>:f      r42.0<1>:f       {Compacted} // $114 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r9.0<1>:f     r9.0<2;1>:f       r11.0<2;1>:f      r77.0<1>:f       {Compacted} // $115 {0=OL, 1=OL, 2=OH, BC=OK}
        send (16|M0)             r42:w    r92:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $124
        send (16|M16)            r77:w    r48:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $125
        mad (16|M0)              r18.0<1>:f    r18.0<2;1>:f      r22.0<2;1>:f      r40.0<1>:f       {Compacted} // $116 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r9.0<1>:f     r9.0<2;1>:f       r13.0<2;1>:f      r75.0<1>:f       {Compacted} // $117 {0=OL, 1=OL, 2=OH, BC=OK}
        send (16|M0)             r40:w    r90:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $126
        send (16|M16)            r75:w    r46:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $127
        mad (16|M0)              r32.0<1>:f    r18.0<2;1>:f      r24.0<2;1>:f      r38.0<1>:f       {Compacted} // $118 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r81.0<1>:f    r9.0<2;1>:f       r15.0<2;1>:f      r73.0<1>:f       {Compacted} // $119 {0=OL, 1=OL, 2=OH, BC=OK}
        send (16|M16)            r18:w    r52:f   0xC            0x048050FE           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $121
        send (16|M0)             r10:w    r96:f   0xC            0x048050FE           // wr:2+0, rd:8; hdc.dc1; untyped surface read with xyzw // $120
        send (16|M0)             r38:w    r88:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $128
        send (16|M16)            r73:w    r44:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $129
        mad (16|M16)             r18.0<1>:f    r81.0<2;1>:f      r18.0<2;1>:f      r79.0<1>:f       {Compacted} // $131 {0=OH, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r10.0<1>:f    r32.0<2;1>:f      r10.0<2;1>:f      r64.0<1>:f       {Compacted} // $130 {0=EL, 1=EL, 2=EH, BC=OK}
        mad (16|M16)             r18.0<1>:f    r18.0<2;1>:f      r20.0<2;1>:f      r77.0<1>:f       {Compacted} // $133 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r10.0<1>:f    r10.0<2;1>:f      r12.0<2;1>:f      r42.0<1>:f       {Compacted} // $132 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r18.0<1>:f    r18.0<2;1>:f      r22.0<2;1>:f      r75.0<1>:f       {Compacted} // $135 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r10.0<1>:f    r10.0<2;1>:f      r14.0<2;1>:f      r40.0<1>:f       {Compacted} // $134 {0=EL, 1=EL, 2=EL, BC=BAD}
        mad (16|M16)             r58.0<1>:f    r18.0<2;1>:f      r24.0<2;1>:f      r73.0<1>:f       {Compacted} // $137 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r32.0<1>:f    r10.0<2;1>:f      r16.0<2;1>:f      r38.0<1>:f       {Compacted} // $136 {0=EL, 1=EL, 2=EL, BC=BAD}
(W)     send (1|M0)              null     r68:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $139
(W)     wait                                 n0.0<0;1,0>:ud                                          // $139
(W)     add (1|M0)               r8.7<1>:d     r8.7<0;1,0>:d     1:w                                 // $140
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r8.7<0;1,0>:d     r1.0<0;1,0>:d                       // $141
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r8.7<0;1,0>:d     r1.0<0;1,0>:d                       // $142
(W&f0.0) jmpi                                _0_016                                                  // $143
// B007: Preds:{B006, B004},  Succs:{}
_0_015:
        add (16|M0)              r4.0<1>:d     r30.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $145
        add (16|M16)             r1.0<1>:d     r60.0<8;8,1>:d    r34.0<8;8,1>:d                      // $146
        mov (8|M8)               r11.0<1>:f    r33.0<8;8,1>:f                   {Compacted}          // $154
(W)     mov (8|M0)               r112.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $157
        shl (8|M0)               r6.0<1>:q     r4.0<8;8,1>:d     2:w                                 // $149
        shl (8|M8)               r3.0<1>:q     r5.0<8;8,1>:d     2:w                                 // $149
        shl (8|M16)              r14.0<1>:q    r1.0<8;8,1>:d     2:w                                 // $150
        shl (8|M24)              r1.0<1>:q     r2.0<8;8,1>:d     2:w                                 // $150
        add (8|M0)               r12.0<1>:q    r6.0<4;4,1>:q     r8.2<0;1,0>:q                       // $151
        add (8|M8)               r9.0<1>:q     r3.0<4;4,1>:q     r8.2<0;1,0>:q                       // $151
        add (8|M16)              r4.0<1>:q     r14.0<4;4,1>:q    r8.2<0;1,0>:q                       // $152
        mov (8|M0)               r14.0<1>:f    r32.0<8;8,1>:f                   {Compacted}          // $153
        mov (8|M16)              r6.0<1>:f     r58.0<8;8,1>:f                                        // $155
        mov (8|M24)              r3.0<1>:f     r59.0<8;8,1>:f                                        // $156
        add (8|M24)              r1.0<1>:q     r1.0<4;4,1>:q     r8.2<0;1,0>:q                       // $152
        send (8|M0)              null     r12:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $153
        send (8|M8)              null     r9:f    0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $154
        send (8|M16)             null     r4:f    0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $155
        send (8|M24)             null     r1:f    0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $156
(W)     send (8|M0)              null     r112:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $157
// Bank Conflict Statistics: 
// -- GOOD: 4
// --  BAD: 6
// --   OK: 6
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
