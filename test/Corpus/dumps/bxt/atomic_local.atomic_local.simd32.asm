//.kernel atomic_local
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 181
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r117.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
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
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r117.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r117.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0053 (61)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r4.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r8.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r124.0)
//.declare P01 (65)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P02 (66)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0057 (67)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0058 (68)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0059 (69)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0060 (70)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0061 (71)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r7.0)
//.declare V0062 (72)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r9.0)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0063 (74)  rf=r size=4 type=ud align=16 words (r4.0)
//.declare V0066 (77)  rf=r size=4 type=d align=16 words (r85.0)
//.declare V0067 (78)  rf=r size=4 type=d align=16 words (r86.0)
//.declare V0068 (79)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0069 (80)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0070 (81)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0071 (82)  rf=r size=32 type=d align=16 words (r57.0)
//.declare V0072 (83)  rf=r size=16 type=d align=2 words (r66.0)
//.declare V0073 (84)  rf=r size=8 type=d align=2 words (r75.0)
//.declare V0074 (85)  rf=r size=4 type=ud alias=V0067+0 align=16 words (r86.0)
//.declare V0075 (86)  rf=r size=4 type=ud alias=V0066+0 align=16 words (r85.0)
//.declare V0076 (87)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0079 (90)  rf=r size=4 type=d align=16 words (r87.0)
//.declare V0080 (91)  rf=r size=4 type=d align=16 words (r88.0)
//.declare V0081 (92)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0082 (93)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0083 (94)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0084 (95)  rf=r size=32 type=d align=16 words (r58.0)
//.declare V0085 (96)  rf=r size=16 type=d align=2 words (r67.0)
//.declare V0086 (97)  rf=r size=8 type=d align=2 words (r76.0)
//.declare V0087 (98)  rf=r size=4 type=ud alias=V0080+0 align=16 words (r88.0)
//.declare V0088 (99)  rf=r size=4 type=ud alias=V0079+0 align=16 words (r87.0)
//.declare V0089 (100)  rf=r size=4 type=ud align=16 words (r6.0)
//.declare V0092 (103)  rf=r size=4 type=d align=16 words (r89.0)
//.declare P03 (104)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0093 (105)  rf=r size=2 type=uw align=1 words (r126.0)
//.declare V0095 (107)  rf=r size=4 type=ud align=2 words (r77.0)
//.declare V0096 (108)  rf=r size=4 type=d align=16 words (r90.0)
//.declare V0097 (109)  rf=r size=4 type=ud alias=V0096+0 align=16 words (r90.0)
//.declare V0098 (110)  rf=r size=4 type=ud alias=V0092+0 align=16 words (r89.0)
//.declare V0099 (111)  rf=r size=4 type=ud align=16 words (r7.0)
//.declare V0102 (114)  rf=r size=4 type=d align=16 words (r91.0)
//.declare V0103 (115)  rf=r size=4 type=d align=16 words (r92.0)
//.declare V0104 (116)  rf=r size=4 type=ud alias=V0103+0 align=16 words (r92.0)
//.declare V0105 (117)  rf=r size=4 type=ud alias=V0102+0 align=16 words (r91.0)
//.declare V0106 (118)  rf=r size=4 type=ud align=16 words (r8.0)
//.declare V0109 (121)  rf=r size=4 type=d align=16 words (r93.0)
//.declare V0110 (122)  rf=r size=4 type=d align=16 words (r94.0)
//.declare V0111 (123)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0112 (124)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0113 (125)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0114 (126)  rf=r size=32 type=d align=16 words (r59.0)
//.declare V0115 (127)  rf=r size=16 type=d align=2 words (r68.0)
//.declare V0116 (128)  rf=r size=8 type=d align=2 words (r78.0)
//.declare V0117 (129)  rf=r size=4 type=ud alias=V0109+0 align=16 words (r93.0)
//.declare V0118 (130)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0121 (133)  rf=r size=4 type=d align=16 words (r95.0)
//.declare V0122 (134)  rf=r size=4 type=d align=16 words (r96.0)
//.declare V0123 (135)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0124 (136)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0125 (137)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0126 (138)  rf=r size=32 type=d align=16 words (r60.0)
//.declare V0127 (139)  rf=r size=16 type=d align=2 words (r69.0)
//.declare V0128 (140)  rf=r size=8 type=d align=2 words (r79.0)
//.declare V0129 (141)  rf=r size=4 type=ud alias=V0121+0 align=16 words (r95.0)
//.declare V0132 (144)  rf=r size=4 type=ud align=16 words (r10.0)
//.declare V0135 (147)  rf=r size=4 type=d align=16 words (r97.0)
//.declare V0136 (148)  rf=r size=4 type=d align=16 words (r98.0)
//.declare V0137 (149)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0138 (150)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0139 (151)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0140 (152)  rf=r size=32 type=d align=16 words (r61.0)
//.declare V0141 (153)  rf=r size=16 type=d align=2 words (r70.0)
//.declare V0142 (154)  rf=r size=8 type=d align=2 words (r80.0)
//.declare V0143 (155)  rf=r size=4 type=ud alias=V0136+0 align=16 words (r98.0)
//.declare V0144 (156)  rf=r size=4 type=ud alias=V0135+0 align=16 words (r97.0)
//.declare V0147 (159)  rf=r size=4 type=ud align=16 words (r11.0)
//.declare V0150 (162)  rf=r size=4 type=d align=16 words (r99.0)
//.declare V0151 (163)  rf=r size=4 type=d align=16 words (r100.0)
//.declare V0152 (164)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0153 (165)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0154 (166)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0155 (167)  rf=r size=32 type=d align=16 words (r62.0)
//.declare V0156 (168)  rf=r size=16 type=d align=2 words (r71.0)
//.declare V0157 (169)  rf=r size=8 type=d align=2 words (r81.0)
//.declare V0158 (170)  rf=r size=4 type=ud alias=V0151+0 align=16 words (r100.0)
//.declare V0159 (171)  rf=r size=4 type=ud alias=V0150+0 align=16 words (r99.0)
//.declare V0160 (172)  rf=r size=4 type=ud align=16 words (r12.0)
//.declare V0163 (175)  rf=r size=4 type=d align=16 words (r101.0)
//.declare V0164 (176)  rf=r size=4 type=d align=16 words (r102.0)
//.declare V0165 (177)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0166 (178)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0167 (179)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0168 (180)  rf=r size=32 type=d align=16 words (r63.0)
//.declare V0169 (181)  rf=r size=16 type=d align=2 words (r72.0)
//.declare V0170 (182)  rf=r size=8 type=d align=2 words (r82.0)
//.declare V0171 (183)  rf=r size=4 type=ud alias=V0164+0 align=16 words (r102.0)
//.declare V0172 (184)  rf=r size=4 type=ud alias=V0163+0 align=16 words (r101.0)
//.declare V0173 (185)  rf=r size=4 type=ud align=16 words (r13.0)
//.declare V0176 (188)  rf=r size=4 type=d align=16 words (r103.0)
//.declare V0177 (189)  rf=r size=4 type=ud align=16 words (r104.0)
//.declare V0178 (190)  rf=r size=64 type=ud align=16 words (r31.0)
//.declare V0179 (191)  rf=r size=64 type=d alias=V0178+0 align=16 words (r31.0)
//.declare V0180 (192)  rf=r size=64 type=ud align=16 words (r33.0)
//.declare V0181 (193)  rf=r size=64 type=d alias=V0180+0 align=16 words (r33.0)
//.declare V0182 (194)  rf=r size=64 type=ud align=16 words (r53.0)
//.declare V0183 (195)  rf=r size=32 type=ud align=16 words (r64.0)
//.declare V0184 (196)  rf=r size=16 type=ud align=2 words (r73.0)
//.declare V0185 (197)  rf=r size=8 type=ud align=2 words (r83.0)
//.declare V0186 (198)  rf=r size=4 type=ud alias=V0176+0 align=16 words (r103.0)
//.declare V0187 (199)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0190 (202)  rf=r size=4 type=d align=16 words (r105.0)
//.declare V0191 (203)  rf=r size=4 type=ud align=16 words (r106.0)
//.declare V0192 (204)  rf=r size=64 type=ud align=16 words (r35.0)
//.declare V0193 (205)  rf=r size=64 type=d alias=V0192+0 align=16 words (r35.0)
//.declare V0194 (206)  rf=r size=64 type=ud align=16 words (r37.0)
//.declare V0195 (207)  rf=r size=64 type=d alias=V0194+0 align=16 words (r37.0)
//.declare V0196 (208)  rf=r size=64 type=ud align=16 words (r55.0)
//.declare V0197 (209)  rf=r size=32 type=ud align=16 words (r65.0)
//.declare V0198 (210)  rf=r size=16 type=ud align=2 words (r74.0)
//.declare V0199 (211)  rf=r size=8 type=ud align=2 words (r84.0)
//.declare V0200 (212)  rf=r size=4 type=ud alias=V0190+0 align=16 words (r105.0)
//.declare V0201 (213)  rf=r size=4 type=ud align=16 words (r15.0)
//.declare V0205 (217)  rf=r size=64 type=d align=16 words (r111.0)
//.declare V0207 (219)  rf=r size=64 type=ud alias=V0205+0 align=16 words (r111.0)
//.declare  (222)  rf=r size=128 type=ud align=16 words (r107.0)
//.declare V0211 (224)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0213 (226)  rf=r size=64 type=ud alias=V0211+0 align=16 words (r2.0)
//.declare  (229)  rf=r size=128 type=ud align=16 words (r113.0)
//.declare  (230)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0216 (231)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0217 (232)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0218 (233)  rf=r size=64 type=ud alias=V0216+0 align=16 words (r2.0)
//.declare V0219 (234)  rf=r size=64 type=ud alias=V0217+0 align=16 words (r4.0)
//.declare V0220 (235)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0221 (236)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0222 (237)  rf=r size=4 type=d align=2 words (r10.0)
//.declare V0223 (238)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0224 (239)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0225 (240)  rf=r size=64 type=ud alias=V0223+0 align=16 words (r11.0)
//.declare V0226 (241)  rf=r size=64 type=ud alias=V0224+0 align=16 words (r13.0)
//.declare V0227 (242)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0228 (243)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (244)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (245)  rf=r size=2 type=w align=1 words (r2.0)

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
// | V0227    | :uq      |      8 | r8       | general    |
// | V0228    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r117.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r8.4<0;1,0>:d     r117.1<0;1,0>:d                     // $2
        mov (16|M0)              r118.0<1>:d   r1.0<16;16,1>:uw                                      // $3
        mov (16|M16)             r120.0<1>:d   r2.0<16;16,1>:uw                                      // $4
        cmp (16|M0)   (lt)f0.0   null<1>:w     r1.0<16;16,1>:uw  0xC:uw                              // $15
        cmp (16|M16)  (lt)f0.0   null<1>:w     r2.0<16;16,1>:uw  0xC:uw                              // $16
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r118.0<8;8,1>:d  {Compacted}        // $5
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r120.0<8;8,1>:d                     // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r8.0<1>:d     r8.0<8;8,1>:d     2:w                                 // $10
        send (16|M0)             r122:w   r4      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M16)            r124:w   r8      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
(f0.0)  if (32|M0)                           _0_007            _0_007                                // $17
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_008:
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   6:w                                 // $20
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   6:w                                 // $19
        shl (16|M0)              r7.0<1>:d     r118.0<8;8,1>:d   2:w                                 // $23
(W)     mov (1|M0)               r2.0<1>:w     -1:w                                                  // $21
        shl (16|M16)             r9.0<1>:d     r120.0<8;8,1>:d   2:w                                 // $24
        or (16|M0)               r7.0<1>:d     r7.0<8;8,1>:d     268435456:d                         // $25
(f1.0)  sel (16|M0)              r3.0<1>:d     r2.0<0;1,0>:w     0:w                                 // $21
(f1.0)  sel (16|M16)             r5.0<1>:d     r2.0<0;1,0>:w     0:w                                 // $22
        or (16|M16)              r9.0<1>:d     r9.0<8;8,1>:d     268435456:d                         // $26
        sends (16|M0)            null:w   r7      r3      0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $27
        sends (16|M16)           null:w   r9      r5      0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $28
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_0_007:
        endif (32|M0)                        L432                                                    // $17
L432:
(W)     and (8|M0)               r2.0<1>:ud    r117.2<0;1,0>:ud  0x8F000000:ud                       // $31
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $31
(W)     send (1|M0)              null     r2      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $31
(W)     wait                                 n0.0<0;1,0>:ud                                          // $31
(W)     mov (16|M0)              r3.0<1>:d     0:w                                                   // $34
(W)     mov (16|M16)             r5.0<1>:d     0:w                                                   // $36
(W)     mov (16|M0)              r7.0<1>:d     0:w                                                   // $46
(W)     mov (16|M16)             r9.0<1>:d     0:w                                                   // $48
        mov (16|M0)              r3.0<1>:d     r122.0<8;8,1>:d                  {Compacted}          // $35
        mov (16|M16)             r5.0<1>:d     r124.0<8;8,1>:d                                       // $37
        mov (16|M0)              r7.0<1>:d     -r122.0<8;8,1>:d                 {Compacted}          // $47
        mov (16|M16)             r9.0<1>:d     -r124.0<8;8,1>:d                                      // $49
(W)     mov (16|M0)              r11.0<1>:d    2147483647:d                                          // $70
(W)     mov (16|M16)             r13.0<1>:d    2147483647:d                                          // $72
(W)     mov (16|M0)              r15.0<1>:d    -2147483648:d                                         // $82
(W)     mov (16|M16)             r17.0<1>:d    -2147483648:d                                         // $84
(W)     mov (16|M0)              r19.0<1>:d    -1:w                                                  // $96
(W)     mov (16|M16)             r21.0<1>:d    -1:w                                                  // $98
        mov (16|M0)              r11.0<1>:d    r122.0<8;8,1>:d                  {Compacted}          // $71
        mov (16|M16)             r13.0<1>:d    r124.0<8;8,1>:d                                       // $73
(W)     mov (16|M0)              r23.0<1>:d    0:w                                                   // $110
(W)     mov (16|M16)             r25.0<1>:d    0:w                                                   // $112
        mov (16|M0)              r15.0<1>:d    r122.0<8;8,1>:d                  {Compacted}          // $83
        mov (16|M16)             r17.0<1>:d    r124.0<8;8,1>:d                                       // $85
(W)     mov (16|M0)              r27.0<1>:d    0:w                                                   // $122
(W)     mov (16|M16)             r29.0<1>:d    0:w                                                   // $124
        or (16|M0)               r19.0<1>:d    r122.0<8;8,1>:d   0xFF00:uw                           // $92
        or (16|M16)              r21.0<1>:d    r124.0<8;8,1>:d   0xFF00:uw                           // $93
(W)     mov (16|M0)              r31.0<1>:ud   0xFFFFFFFF:ud                              {Compacted} // $134
(W)     mov (16|M16)             r33.0<1>:ud   0xFFFFFFFF:ud                                         // $136
(W)     add (16|M0)              r39.0<1>:d    r3.0<8;8,1>:d     r5.0<8;8,1>:d    {Compacted}        // $38
        and (16|M0)              r23.0<1>:d    r122.0<8;8,1>:d   255:w                               // $106
        and (16|M16)             r25.0<1>:d    r124.0<8;8,1>:d   255:w                               // $107
(W)     mov (16|M0)              r35.0<1>:ud   0x0:uw                                                // $146
(W)     mov (16|M16)             r37.0<1>:ud   0x0:uw                                                // $148
(W)     add (16|M0)              r41.0<1>:d    r7.0<8;8,1>:d     r9.0<8;8,1>:d    {Compacted}        // $50
        mov (16|M0)              r27.0<1>:d    r122.0<8;8,1>:d                  {Compacted}          // $123
        mov (16|M16)             r29.0<1>:d    r124.0<8;8,1>:d                                       // $125
        mov (16|M0)              r31.0<1>:d    r122.0<8;8,1>:d                  {Compacted}          // $135
        mov (16|M16)             r33.0<1>:d    r124.0<8;8,1>:d                                       // $137
        mov (16|M0)              r35.0<1>:d    r122.0<8;8,1>:d                  {Compacted}          // $147
        mov (16|M16)             r37.0<1>:d    r124.0<8;8,1>:d                                       // $149
(W)     sel (16|M0)   (lt)f0.0   r43.0<1>:d    r11.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}        // $74
(W)     sel (16|M0)   (ge)f0.0   r45.0<1>:d    r15.0<8;8,1>:d    r17.0<8;8,1>:d   {Compacted}        // $86
(W)     and (16|M0)              r47.0<1>:d    r19.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted}        // $100
(W)     add (8|M0)               r57.0<1>:d    r39.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}        // $39
(W)     or (16|M0)               r49.0<1>:d    r23.0<8;8,1>:d    r25.0<8;8,1>:d   {Compacted}        // $114
(W)     add (8|M0)               r58.0<1>:d    r41.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted}        // $51
(W)     xor (16|M0)              r51.0<1>:d    r27.0<8;8,1>:d    r29.0<8;8,1>:d   {Compacted}        // $126
(W)     sel (16|M0)   (lt)f0.0   r53.0<1>:ud   r31.0<8;8,1>:ud   r33.0<8;8,1>:ud  {Compacted}        // $138
(W)     sel (16|M0)   (ge)f0.0   r55.0<1>:ud   r35.0<8;8,1>:ud   r37.0<8;8,1>:ud  {Compacted}        // $150
(W)     sel (8|M0)    (lt)f0.0   r59.0<1>:d    r43.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}        // $75
(W)     sel (8|M0)    (ge)f0.0   r60.0<1>:d    r45.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}        // $87
(W)     and (8|M0)               r61.0<1>:d    r47.0<8;8,1>:d    r48.0<8;8,1>:d   {Compacted}        // $101
(W)     add (4|M0)               r66.0<1>:d    r57.0<4;4,1>:d    r57.4<4;4,1>:d   {Compacted}        // $40
(W)     or (8|M0)                r62.0<1>:d    r49.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}        // $115
(W)     mov (1|M0)               f1.0<1>:ud    0x0:uw                                                // $58
(W)     add (4|M0)               r67.0<1>:d    r58.0<4;4,1>:d    r58.4<4;4,1>:d   {Compacted}        // $52
(W)     xor (8|M0)               r63.0<1>:d    r51.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}        // $127
(W)     sel (8|M0)    (lt)f0.0   r64.0<1>:ud   r53.0<8;8,1>:ud   r54.0<8;8,1>:ud  {Compacted}        // $139
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r126.0<0;1,0>:uw  r126.0<0;1,0>:uw                    // $59
(W)     sel (8|M0)    (ge)f0.0   r65.0<1>:ud   r55.0<8;8,1>:ud   r56.0<8;8,1>:ud  {Compacted}        // $151
(W)     sel (4|M0)    (lt)f0.0   r68.0<1>:d    r59.0<4;4,1>:d    r59.4<4;4,1>:d   {Compacted}        // $76
(W)     sel (4|M0)    (ge)f0.0   r69.0<1>:d    r60.0<4;4,1>:d    r60.4<4;4,1>:d   {Compacted}        // $88
(W)     and (4|M0)               r70.0<1>:d    r61.0<4;4,1>:d    r61.4<4;4,1>:d   {Compacted}        // $102
(W)     add (2|M0)               r75.0<1>:d    r66.0<2;2,1>:d    r66.2<2;2,1>:d                      // $41
(W)     or (4|M0)                r71.0<1>:d    r62.0<4;4,1>:d    r62.4<4;4,1>:d   {Compacted}        // $116
(W)     add (2|M0)               r76.0<1>:d    r67.0<2;2,1>:d    r67.2<2;2,1>:d                      // $53
(W)     xor (4|M0)               r72.0<1>:d    r63.0<4;4,1>:d    r63.4<4;4,1>:d   {Compacted}        // $128
(W)     sel (4|M0)    (lt)f0.0   r73.0<1>:ud   r64.0<4;4,1>:ud   r64.4<4;4,1>:ud  {Compacted}        // $140
(W)     cbit (1|M0)              r77.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $61
(W)     sel (4|M0)    (ge)f0.0   r74.0<1>:ud   r65.0<4;4,1>:ud   r65.4<4;4,1>:ud  {Compacted}        // $152
(W)     sel (2|M0)    (lt)f0.0   r78.0<1>:d    r68.0<2;2,1>:d    r68.2<2;2,1>:d                      // $77
(W)     sel (2|M0)    (ge)f0.0   r79.0<1>:d    r69.0<2;2,1>:d    r69.2<2;2,1>:d                      // $89
(W)     and (2|M0)               r80.0<1>:d    r70.0<2;2,1>:d    r70.2<2;2,1>:d                      // $103
(W)     mov (1|M0)               r85.0<1>:d    268435456:d                                           // $33
(W)     add (1|M0)               r86.0<1>:d    r75.0<0;1,0>:d    r75.1<0;1,0>:d   {Compacted}        // $42
(W)     or (2|M0)                r81.0<1>:d    r71.0<2;2,1>:d    r71.2<2;2,1>:d                      // $117
(W)     mov (1|M0)               r87.0<1>:d    268435460:d                                           // $45
(W)     add (1|M0)               r88.0<1>:d    r76.0<0;1,0>:d    r76.1<0;1,0>:d   {Compacted}        // $54
(W)     xor (2|M0)               r82.0<1>:d    r72.0<2;2,1>:d    r72.2<2;2,1>:d                      // $129
(W)     mov (1|M0)               r89.0<1>:d    268435464:d                                           // $57
(W)     sel (2|M0)    (lt)f0.0   r83.0<1>:ud   r73.0<2;2,1>:ud   r73.2<2;2,1>:ud                     // $141
(W)     mov (1|M0)               r90.0<1>:d    r77.0<0;1,0>:ud                                       // $62
(W)     mov (1|M0)               r91.0<1>:d    268435468:d                                           // $65
(W)     mov (1|M0)               r92.0<1>:d    -r77.0<0;1,0>:ud                                      // $66
(W)     sel (2|M0)    (ge)f0.0   r84.0<1>:ud   r74.0<2;2,1>:ud   r74.2<2;2,1>:ud                     // $153
(W)     mov (1|M0)               r93.0<1>:d    268435472:d                                           // $69
(W)     sel (1|M0)    (lt)f0.0   r94.0<1>:d    r78.0<0;1,0>:d    r78.1<0;1,0>:d   {Compacted}        // $78
(W)     mov (1|M0)               r95.0<1>:d    268435476:d                                           // $81
(W)     sel (1|M0)    (ge)f0.0   r96.0<1>:d    r79.0<0;1,0>:d    r79.1<0;1,0>:d   {Compacted}        // $90
(W)     mov (1|M0)               r97.0<1>:d    268435480:d                                           // $95
(W)     and (1|M0)               r98.0<1>:d    r80.0<0;1,0>:d    r80.1<0;1,0>:d   {Compacted}        // $104
(W)     sends (1|M0)             null:ud  r85     r86     0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add // $43
(W)     mov (1|M0)               r99.0<1>:d    268435484:d                                           // $109
(W)     or (1|M0)                r100.0<1>:d   r81.0<0;1,0>:d    r81.1<0;1,0>:d   {Compacted}        // $118
(W)     sends (1|M0)             null:ud  r87     r88     0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add // $55
(W)     mov (1|M0)               r101.0<1>:d   268435488:d                                           // $121
(W)     xor (1|M0)               r102.0<1>:d   r82.0<0;1,0>:d    r82.1<0;1,0>:d   {Compacted}        // $130
(W)     sends (1|M0)             null:ud  r89     r90     0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add // $63
(W)     mov (1|M0)               r103.0<1>:d   268435492:d                                           // $133
(W)     sel (1|M0)    (lt)f0.0   r104.0<1>:ud  r83.0<0;1,0>:ud   r83.1<0;1,0>:ud  {Compacted}        // $142
(W)     sends (1|M0)             null:ud  r91     r92     0x4C            0x020097FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 integer add // $67
(W)     mov (1|M0)               r105.0<1>:d   268435496:d                                           // $145
(W)     sel (1|M0)    (ge)f0.0   r106.0<1>:ud  r84.0<0;1,0>:ud   r84.1<0;1,0>:ud  {Compacted}        // $154
(W)     sends (1|M0)             null:ud  r93     r94     0x4C            0x02009BFE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 signed-integer min // $79
        mov (16|M0)              r109.0<1>:d   1:w                                                   // $157
        mov (16|M0)              r111.0<1>:d   268435500:d                                           // $158
        mov (16|M0)              r107.0<1>:d   0:w                                                   // $159
(W)     sends (1|M0)             null:ud  r95     r96     0x4C            0x02009AFE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 signed-integer max // $91
        mov (16|M16)             r115.0<1>:d   1:w                                                   // $161
(W)     sends (1|M0)             null:ud  r97     r98     0x4C            0x020091FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 logical AND // $105
        mov (16|M16)             r113.0<1>:d   0:w                                                   // $163
        mov (16|M16)             r2.0<1>:d     268435500:d                                           // $162
(W)     sends (1|M0)             null:ud  r99     r100    0x4C            0x020092FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 logical OR // $119
(W)     mov (1|M0)               r4.0<1>:ud    0x10000000:ud                                         // $32
(W)     sends (1|M0)             null:ud  r101    r102    0x4C            0x020093FE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 logical XOR // $131
(W)     mov (1|M0)               r5.0<1>:ud    0x10000004:ud                                         // $44
(W)     sends (1|M0)             null:ud  r103    r104    0x4C            0x02009DFE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 unsigned-integer min // $143
(W)     mov (1|M0)               r6.0<1>:ud    0x10000008:ud                                         // $56
(W)     sends (1|M0)             null:ud  r105    r106    0x4C            0x02009CFE           // wr:1+1, rd:0; hdc.dc1; untyped atomic int32 unsigned-integer max // $155
(W)     mov (1|M0)               r7.0<1>:ud    0x1000000C:ud                                         // $64
        sends (16|M0)            null:w   r111    r107    0x10C            0x04008EFE           // wr:2+4, rd:0; hdc.dc1; untyped atomic int32 integer compare and swap // $160
(W)     mov (1|M0)               r8.0<1>:ud    0x10000010:ud                                         // $68
        sends (16|M16)           null:w   r2      r113    0x10C            0x04008EFE           // wr:2+4, rd:0; hdc.dc1; untyped atomic int32 integer compare and swap // $164
(W)     mov (1|M0)               r9.0<1>:ud    0x10000014:ud                                         // $80
(W)     mov (1|M0)               r10.0<1>:ud   0x10000018:ud                                         // $94
(W)     mov (1|M0)               r11.0<1>:ud   0x1000001C:ud                                         // $108
(W)     mov (1|M0)               r12.0<1>:ud   0x10000020:ud                                         // $120
(W)     mov (1|M0)               r13.0<1>:ud   0x10000024:ud                                         // $132
(W)     mov (1|M0)               r14.0<1>:ud   0x10000028:ud                                         // $144
(W)     mov (1|M0)               r15.0<1>:ud   0x1000002C:ud                                         // $156
(W)     and (8|M0)               r16.0<1>:ud   r117.2<0;1,0>:ud  0x8F000000:ud                       // $166
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $166
(W)     send (1|M0)              null     r16     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $166
(W)     wait                                 n0.0<0;1,0>:ud                                          // $166
(f0.0)  if (32|M0)                           _atomic_local_k0_0_cf  _atomic_local_k0_0_cf            // $167
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_010:
        shl (16|M0)              r2.0<1>:d     r118.0<8;8,1>:d   2:w                                 // $169
        shl (16|M16)             r4.0<1>:d     r120.0<8;8,1>:d   2:w                                 // $170
(W)     mul (1|M0)               r10.0<1>:d    r117.1<0;1,0>:d   12:w                                // $175
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     268435456:d                         // $171
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     268435456:d                         // $172
        add (16|M0)              r11.0<1>:d    r10.0<0;1,0>:d    r118.0<8;8,1>:d  {Compacted}        // $176
        add (16|M16)             r13.0<1>:d    r10.0<0;1,0>:d    r120.0<8;8,1>:d                     // $177
        send (16|M0)             r6:w     r2      0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $173
        send (16|M16)            r8:w     r4      0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $174
        shl (16|M0)              r11.0<1>:d    r11.0<8;8,1>:d    2:w                                 // $178
        shl (16|M16)             r13.0<1>:d    r13.0<8;8,1>:d    2:w                                 // $179
        sends (16|M0)            null:w   r11     r6      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $181
        sends (16|M16)           null:w   r13     r8      0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $183
// B004: Preds:{B003, B002},  Succs:{B005}
_atomic_local_k0_0_cf:
        endif (32|M0)                        _0_009                                                  // $167
// B005: Preds:{B004},  Succs:{}
_0_009:
(W)     mov (8|M0)               r127.0<1>:ud  r117.0<8;8,1>:ud                 {Compacted}          // $185
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $185
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
