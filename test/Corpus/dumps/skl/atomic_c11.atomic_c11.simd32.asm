//.kernel atomic_c11
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 197
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r107.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.1)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.7)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r107.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r107.0)
//.declare V0039 (47)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r9.1)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0051 (59)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r2.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0060 (68)  rf=r size=8 type=uq align=16 words (r26.0)
//.declare V0061 (69)  rf=r size=4 type=d align=16 words (r28.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0065 (73)  rf=r size=32 type=d align=16 words (r22.0)
//.declare V0066 (74)  rf=r size=16 type=d align=2 words (r23.0)
//.declare V0067 (75)  rf=r size=8 type=d align=2 words (r24.0)
//.declare V0068 (76)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.0)
//.declare V0069 (77)  rf=r size=8 type=q align=16 words (r30.0)
//.declare V0070 (78)  rf=r size=8 type=uq alias=V0069+0 align=16 words (r30.0)
//.declare  (79)  rf=r size=32 type=ud align=16 words (r31.0)
//.declare V0073 (82)  rf=r size=4 type=d align=16 words (r42.0)
//.declare V0074 (83)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0075 (84)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0076 (85)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0077 (86)  rf=r size=32 type=d align=16 words (r38.0)
//.declare V0078 (87)  rf=r size=16 type=d align=2 words (r39.0)
//.declare V0079 (88)  rf=r size=8 type=d align=2 words (r40.0)
//.declare  (89)  rf=r size=32 type=ud align=16 words (r43.0)
//.declare V0080 (90)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0081 (91)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0082 (92)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0083 (93)  rf=r size=64 type=d align=16 words (r51.0)
//.declare  (94)  rf=r size=32 type=ud align=16 words (r53.0)
//.declare V0086 (97)  rf=r size=8 type=uq align=16 words (r64.0)
//.declare V0087 (98)  rf=r size=4 type=d align=16 words (r66.0)
//.declare V0088 (99)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0089 (100)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0090 (101)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0091 (102)  rf=r size=32 type=d align=16 words (r60.0)
//.declare V0092 (103)  rf=r size=16 type=d align=2 words (r61.0)
//.declare V0093 (104)  rf=r size=8 type=d align=2 words (r62.0)
//.declare V0094 (105)  rf=r size=8 type=q alias=V0035+0 align=4 words (r8.1)
//.declare V0095 (106)  rf=r size=8 type=q align=16 words (r68.0)
//.declare V0096 (107)  rf=r size=8 type=uq alias=V0095+0 align=16 words (r68.0)
//.declare  (110)  rf=r size=32 type=ud align=16 words (r69.0)
//.declare V0101 (113)  rf=r size=4 type=d align=16 words (r80.0)
//.declare V0102 (114)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0103 (115)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0104 (116)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0105 (117)  rf=r size=32 type=d align=16 words (r76.0)
//.declare V0106 (118)  rf=r size=16 type=d align=2 words (r77.0)
//.declare V0107 (119)  rf=r size=8 type=d align=2 words (r78.0)
//.declare  (120)  rf=r size=32 type=ud align=16 words (r81.0)
//.declare V0108 (121)  rf=r size=8 type=q align=16 words (r82.0)
//.declare V0109 (122)  rf=r size=8 type=uq alias=V0108+0 align=16 words (r82.0)
//.declare  (123)  rf=r size=32 type=ud align=16 words (r83.0)
//.declare V0112 (126)  rf=r size=4 type=d align=16 words (r94.0)
//.declare V0113 (127)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0114 (128)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0115 (129)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0116 (130)  rf=r size=32 type=d align=16 words (r90.0)
//.declare V0117 (131)  rf=r size=16 type=d align=2 words (r91.0)
//.declare V0118 (132)  rf=r size=8 type=d align=2 words (r92.0)
//.declare  (133)  rf=r size=32 type=ud align=16 words (r95.0)
//.declare V0119 (134)  rf=r size=8 type=q align=16 words (r96.0)
//.declare V0120 (135)  rf=r size=8 type=uq alias=V0119+0 align=16 words (r96.0)
//.declare  (138)  rf=r size=32 type=ud align=16 words (r97.0)
//.declare V0125 (141)  rf=r size=4 type=d align=16 words (r108.0)
//.declare V0126 (142)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0127 (143)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0128 (144)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0129 (145)  rf=r size=32 type=d align=16 words (r104.0)
//.declare V0130 (146)  rf=r size=16 type=d align=2 words (r105.0)
//.declare V0131 (147)  rf=r size=8 type=d align=2 words (r106.0)
//.declare  (148)  rf=r size=32 type=ud align=16 words (r109.0)
//.declare V0132 (149)  rf=r size=8 type=q align=16 words (r110.0)
//.declare V0133 (150)  rf=r size=8 type=uq alias=V0132+0 align=16 words (r110.0)
//.declare  (151)  rf=r size=32 type=ud align=16 words (r111.0)
//.declare V0136 (154)  rf=r size=4 type=ud align=16 words (r122.0)
//.declare V0137 (155)  rf=r size=64 type=ud align=16 words (r112.0)
//.declare V0138 (156)  rf=r size=64 type=d alias=V0137+0 align=16 words (r112.0)
//.declare V0139 (157)  rf=r size=64 type=ud align=16 words (r114.0)
//.declare V0140 (158)  rf=r size=64 type=d alias=V0139+0 align=16 words (r114.0)
//.declare V0141 (159)  rf=r size=64 type=ud align=16 words (r116.0)
//.declare V0142 (160)  rf=r size=32 type=ud align=16 words (r118.0)
//.declare V0143 (161)  rf=r size=16 type=ud align=2 words (r119.0)
//.declare V0144 (162)  rf=r size=8 type=ud align=2 words (r120.0)
//.declare  (163)  rf=r size=32 type=ud align=16 words (r123.0)
//.declare V0145 (164)  rf=r size=8 type=q align=16 words (r124.0)
//.declare V0146 (165)  rf=r size=8 type=uq alias=V0145+0 align=16 words (r124.0)
//.declare  (166)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare V0149 (169)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0150 (170)  rf=r size=128 type=uq align=16 words (r16.0)
//.declare V0151 (171)  rf=r size=64 type=d align=16 words (r4.0)
//.declare  (172)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare  (173)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare V0152 (174)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0153 (175)  rf=r size=128 type=uq align=16 words (r24.0)
//.declare V0154 (176)  rf=r size=64 type=d align=16 words (r10.0)
//.declare  (177)  rf=r size=64 type=ud align=16 words (r28.0)
//.declare  (178)  rf=r size=64 type=ud align=16 words (r30.0)
//.declare  (179)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare V0155 (180)  rf=r size=8 type=q alias=V0036+0 align=4 words (r8.2)
//.declare V0162 (187)  rf=r size=128 type=q align=16 words (r49.0)
//.declare V0163 (188)  rf=r size=128 type=q align=16 words (r53.0)
//.declare V0164 (189)  rf=r size=64 type=f align=16 words (r57.0)
//.declare V0165 (190)  rf=r size=64 type=f align=16 words (r59.0)
//.declare  (191)  rf=r size=32 type=ud align=16 words (r61.0)
//.declare V0166 (192)  rf=r size=128 type=uq alias=V0162+0 align=16 words (r49.0)
//.declare V0167 (193)  rf=r size=128 type=uq alias=V0163+0 align=16 words (r53.0)
//.declare V0168 (194)  rf=r size=64 type=d alias=V0164+0 align=16 words (r57.0)
//.declare V0169 (195)  rf=r size=64 type=d alias=V0165+0 align=16 words (r59.0)
//.declare  (198)  rf=r size=32 type=ud align=16 words (r62.0)
//.declare  (199)  rf=r size=32 type=ud align=16 words (r63.0)
//.declare  (200)  rf=r size=32 type=ud align=16 words (r64.0)
//.declare V0174 (203)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0175 (204)  rf=r size=64 type=ud align=16 words (r69.0)
//.declare V0178 (207)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0179 (208)  rf=r size=64 type=ud align=16 words (r71.0)
//.declare  (209)  rf=r size=32 type=ud align=16 words (r73.0)
//.declare V0180 (210)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0181 (211)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0184 (214)  rf=r size=8 type=q align=16 words (r78.0)
//.declare V0185 (215)  rf=r size=8 type=uq alias=V0184+0 align=16 words (r78.0)
//.declare  (216)  rf=r size=32 type=ud align=16 words (r79.0)
//.declare V0188 (219)  rf=r size=128 type=uq align=16 words (r80.0)
//.declare V0190 (221)  rf=r size=64 type=ud align=16 words (r88.0)
//.declare V0193 (224)  rf=r size=128 type=uq align=16 words (r84.0)
//.declare V0195 (226)  rf=r size=64 type=ud align=16 words (r90.0)
//.declare  (227)  rf=r size=32 type=ud align=16 words (r92.0)
//.declare V0196 (228)  rf=r size=64 type=d align=16 words (r97.0)
//.declare V0197 (229)  rf=r size=64 type=d align=16 words (r99.0)
//.declare V0198 (230)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0199 (231)  rf=r size=64 type=d align=16 words (r95.0)
//.declare V0200 (232)  rf=r size=64 type=ud alias=V0198+0 align=16 words (r93.0)
//.declare V0201 (233)  rf=r size=64 type=ud alias=V0199+0 align=16 words (r95.0)
//.declare V0202 (234)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (235)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (236)  rf=r size=2 type=w align=1 words (r48.0)
//.declare  (242)  rf=r size=64 type=q align=16 words (r33.0)
//.declare  (243)  rf=r size=64 type=q align=16 words (r35.0)
//.declare  (244)  rf=r size=64 type=q align=16 words (r37.0)
//.declare  (245)  rf=r size=64 type=q align=16 words (r39.0)
//.declare  (246)  rf=r size=64 type=q align=16 words (r41.0)
//.declare  (247)  rf=r size=64 type=q align=16 words (r43.0)
//.declare  (248)  rf=r size=64 type=q align=16 words (r45.0)
//.declare  (249)  rf=r size=64 type=q align=16 words (r47.0)

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
// | V0039    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0035    | :uq      |      8 | r8+8     | general    |
// | V0036    | :uq      |      8 | r8+16    | general    |
// | V0202    | :uq      |      8 | r8+24    | general    |
// | V0050    | :d       |      4 | r9       | general    |
// | V0040    | :d x 3   |     12 | r9+4     | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r107.0<1>:ud  r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.1<0;1,0>:d     r107.1<0;1,0>:d                     // $2
(W)     mov (16|M0)              r16.0<1>:d    0:w                                                   // $10
(W)     mov (16|M16)             r18.0<1>:d    0:w                                                   // $12
(W)     mov (1|M0)               r26.0<1>:uq   r8.0<0;1,0>:uq                                        // $9
(W)     add (1|M0)               r30.0<1>:q    r8.0<0;1,0>:q     4:w                                 // $20
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        mov (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d                   {Compacted}          // $11
        mov (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d                                        // $13
(W)     add (16|M0)              r20.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $14
(W)     add (8|M0)               r22.0<1>:d    r20.0<8;8,1>:d    r21.0<8;8,1>:d   {Compacted}        // $15
(W)     add (4|M0)               r23.0<1>:d    r22.0<4;4,1>:d    r22.4<4;4,1>:d   {Compacted}        // $16
(W)     add (2|M0)               r24.0<1>:d    r23.0<2;2,1>:d    r23.2<2;2,1>:d                      // $17
(W)     add (1|M0)               r28.0<1>:d    r24.0<0;1,0>:d    r24.1<0;1,0>:d   {Compacted}        // $18
(W)     sends (1|M0)             null:ud  r26     r28     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $19
(W)     send (8|M0)              r31      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $21
(W)     mov (8|M0)               null<1>:ud    r31.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $22
(W)     mov (16|M0)              r32.0<1>:d    0:w                                                   // $22
(W)     mov (16|M16)             r34.0<1>:d    0:w                                                   // $24
        mov (16|M0)              r32.0<1>:d    -r12.0<8;8,1>:d                  {Compacted}          // $23
        mov (16|M16)             r34.0<1>:d    -r14.0<8;8,1>:d                                       // $25
(W)     add (16|M0)              r36.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $26
(W)     add (8|M0)               r38.0<1>:d    r36.0<8;8,1>:d    r37.0<8;8,1>:d   {Compacted}        // $27
(W)     add (4|M0)               r39.0<1>:d    r38.0<4;4,1>:d    r38.4<4;4,1>:d   {Compacted}        // $28
(W)     add (2|M0)               r40.0<1>:d    r39.0<2;2,1>:d    r39.2<2;2,1>:d                      // $29
(W)     add (1|M0)               r42.0<1>:d    r40.0<0;1,0>:d    r40.1<0;1,0>:d   {Compacted}        // $30
(W)     sends (1|M0)             null:ud  r30     r42     0x4C            0x040487FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $31
(W)     send (8|M0)              r43      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $32
(W)     mov (8|M0)               null<1>:ud    r43.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $33
        and (16|M0)              r44.0<1>:d    r12.0<8;8,1>:d    31:w                                // $33
        and (16|M16)             r46.0<1>:d    r14.0<8;8,1>:d    31:w                                // $34
(W)     mov (1|M0)               r48.0<1>:w    1:w                                                   // $35
        shl (16|M0)              r49.0<1>:d    r48.0<0;1,0>:w    r44.0<8;8,1>:d                      // $35
        shl (16|M16)             r51.0<1>:d    r48.0<0;1,0>:w    r46.0<8;8,1>:d                      // $36
(W)     send (8|M0)              r53      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $37
(W)     mov (8|M0)               null<1>:ud    r53.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $39
(W)     mov (16|M0)              r54.0<1>:d    0:w                                                   // $39
(W)     mov (16|M16)             r56.0<1>:d    0:w                                                   // $41
        mov (16|M0)              r54.0<1>:d    r49.0<8;8,1>:d                   {Compacted}          // $40
        mov (16|M16)             r56.0<1>:d    r51.0<8;8,1>:d                                        // $42
(W)     mov (1|M0)               r64.0<1>:uq   r8.1<0;1,0>:uq                                        // $38
(W)     add (1|M0)               r68.0<1>:q    r8.1<0;1,0>:q     4:w                                 // $49
(W)     or (16|M0)               r58.0<1>:d    r54.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}        // $43
(W)     or (8|M0)                r60.0<1>:d    r58.0<8;8,1>:d    r59.0<8;8,1>:d   {Compacted}        // $44
(W)     or (4|M0)                r61.0<1>:d    r60.0<4;4,1>:d    r60.4<4;4,1>:d   {Compacted}        // $45
(W)     or (2|M0)                r62.0<1>:d    r61.0<2;2,1>:d    r61.2<2;2,1>:d                      // $46
(W)     or (1|M0)                r66.0<1>:d    r62.0<0;1,0>:d    r62.1<0;1,0>:d   {Compacted}        // $47
(W)     sends (1|M0)             null:ud  r64     r66     0x4C            0x040482FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical OR // $48
(W)     send (8|M0)              r69      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $52
(W)     mov (8|M0)               null<1>:ud    r69.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $53
(W)     mov (16|M0)              r70.0<1>:d    -1:w                                                  // $53
(W)     mov (16|M16)             r72.0<1>:d    -1:w                                                  // $55
        not (16|M0)              r70.0<1>:d    r49.0<8;8,1>:d                   {Compacted}          // $50
        not (16|M16)             r72.0<1>:d    r51.0<8;8,1>:d                                        // $51
(W)     and (16|M0)              r74.0<1>:d    r70.0<8;8,1>:d    r72.0<8;8,1>:d   {Compacted}        // $57
(W)     and (8|M0)               r76.0<1>:d    r74.0<8;8,1>:d    r75.0<8;8,1>:d   {Compacted}        // $58
(W)     and (4|M0)               r77.0<1>:d    r76.0<4;4,1>:d    r76.4<4;4,1>:d   {Compacted}        // $59
(W)     and (2|M0)               r78.0<1>:d    r77.0<2;2,1>:d    r77.2<2;2,1>:d                      // $60
(W)     and (1|M0)               r80.0<1>:d    r78.0<0;1,0>:d    r78.1<0;1,0>:d   {Compacted}        // $61
(W)     sends (1|M0)             null:ud  r68     r80     0x4C            0x040481FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical AND // $62
(W)     send (8|M0)              r81      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $63
(W)     mov (8|M0)               null<1>:ud    r81.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $64
(W)     add (1|M0)               r82.0<1>:q    r8.1<0;1,0>:q     8:w                                 // $64
(W)     send (8|M0)              r83      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $65
(W)     mov (8|M0)               null<1>:ud    r83.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $66
(W)     mov (16|M0)              r84.0<1>:d    0:w                                                   // $66
(W)     mov (16|M16)             r86.0<1>:d    0:w                                                   // $68
        mov (16|M0)              r84.0<1>:d    r12.0<8;8,1>:d                   {Compacted}          // $67
        mov (16|M16)             r86.0<1>:d    r14.0<8;8,1>:d                                        // $69
(W)     xor (16|M0)              r88.0<1>:d    r84.0<8;8,1>:d    r86.0<8;8,1>:d   {Compacted}        // $70
(W)     xor (8|M0)               r90.0<1>:d    r88.0<8;8,1>:d    r89.0<8;8,1>:d   {Compacted}        // $71
(W)     xor (4|M0)               r91.0<1>:d    r90.0<4;4,1>:d    r90.4<4;4,1>:d   {Compacted}        // $72
(W)     xor (2|M0)               r92.0<1>:d    r91.0<2;2,1>:d    r91.2<2;2,1>:d                      // $73
(W)     xor (1|M0)               r94.0<1>:d    r92.0<0;1,0>:d    r92.1<0;1,0>:d   {Compacted}        // $74
(W)     sends (1|M0)             null:ud  r82     r94     0x4C            0x040483FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 logical XOR // $75
(W)     send (8|M0)              r95      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $76
(W)     mov (8|M0)               null<1>:ud    r95.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $77
(W)     add (1|M0)               r96.0<1>:q    r8.0<0;1,0>:q     8:w                                 // $77
(W)     send (8|M0)              r97      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $80
(W)     mov (8|M0)               null<1>:ud    r97.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $81
(W)     mov (16|M0)              r98.0<1>:d    2147483647:d                                          // $81
(W)     mov (16|M16)             r100.0<1>:d   2147483647:d                                          // $83
        mov (16|M0)              r98.0<1>:d    -r12.0<8;8,1>:d                  {Compacted}          // $78
        mov (16|M16)             r100.0<1>:d   -r14.0<8;8,1>:d                                       // $79
(W)     sel (16|M0)   (lt)f0.0   r102.0<1>:d   r98.0<8;8,1>:d    r100.0<8;8,1>:d  {Compacted}        // $85
(W)     sel (8|M0)    (lt)f0.0   r104.0<1>:d   r102.0<8;8,1>:d   r103.0<8;8,1>:d  {Compacted}        // $86
(W)     sel (4|M0)    (lt)f0.0   r105.0<1>:d   r104.0<4;4,1>:d   r104.4<4;4,1>:d  {Compacted}        // $87
(W)     sel (2|M0)    (lt)f0.0   r106.0<1>:d   r105.0<2;2,1>:d   r105.2<2;2,1>:d                     // $88
(W)     sel (1|M0)    (lt)f0.0   r108.0<1>:d   r106.0<0;1,0>:d   r106.1<0;1,0>:d  {Compacted}        // $89
(W)     sends (1|M0)             null:ud  r96     r108    0x4C            0x04048BFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer min // $90
(W)     send (8|M0)              r109     r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $91
(W)     mov (8|M0)               null<1>:ud    r109.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $92
(W)     add (1|M0)               r110.0<1>:q   r8.1<0;1,0>:q     12:w                                // $92
(W)     send (8|M0)              r111     r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $93
(W)     mov (8|M0)               null<1>:ud    r111.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $94
(W)     mov (16|M0)              r112.0<1>:ud  0x0:uw                                                // $94
(W)     mov (16|M16)             r114.0<1>:ud  0x0:uw                                                // $96
        mov (16|M0)              r112.0<1>:d   r12.0<8;8,1>:d                   {Compacted}          // $95
        mov (16|M16)             r114.0<1>:d   r14.0<8;8,1>:d                                        // $97
(W)     sel (16|M0)   (ge)f0.0   r116.0<1>:ud  r112.0<8;8,1>:ud  r114.0<8;8,1>:ud {Compacted}        // $98
(W)     sel (8|M0)    (ge)f0.0   r118.0<1>:ud  r116.0<8;8,1>:ud  r117.0<8;8,1>:ud {Compacted}        // $99
(W)     sel (4|M0)    (ge)f0.0   r119.0<1>:ud  r118.0<4;4,1>:ud  r118.4<4;4,1>:ud {Compacted}        // $100
(W)     sel (2|M0)    (ge)f0.0   r120.0<1>:ud  r119.0<2;2,1>:ud  r119.2<2;2,1>:ud                    // $101
(W)     sel (1|M0)    (ge)f0.0   r122.0<1>:ud  r120.0<0;1,0>:ud  r120.1<0;1,0>:ud {Compacted}        // $102
(W)     sends (1|M0)             null:ud  r110    r122    0x4C            0x04048CFF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer max // $103
(W)     send (8|M0)              r123     r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $104
(W)     mov (8|M0)               null<1>:ud    r123.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $105
(W)     add (1|M0)               r124.0<1>:q   r8.0<0;1,0>:q     12:w                                // $105
(W)     send (8|M0)              r125     r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $106
(W)     mov (8|M0)               null<1>:ud    r125.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $107
        mov (16|M0)              r2.0<1>:d     1:w                                                   // $107
        mov (16|M0)              r4.0<1>:d     0:w                                                   // $109
        mov (16|M16)             r6.0<1>:d     1:w                                                   // $112
        mov (16|M16)             r10.0<1>:d    0:w                                                   // $114
        mov (8|M0)               r16.0<1>:uq   r124.0<0;1,0>:uq                                      // $108
        mov (8|M0)               r21.0<1>:d    r2.0<8;8,1>:d                    {Compacted}          // $110
        mov (8|M0)               r20.0<1>:d    r4.0<8;8,1>:d                    {Compacted}          // $110
        mov (8|M8)               r18.0<1>:uq   r124.0<0;1,0>:uq                                      // $108
        mov (8|M8)               r23.0<1>:d    r3.0<8;8,1>:d                    {Compacted}          // $111
        mov (8|M8)               r22.0<1>:d    r5.0<8;8,1>:d                    {Compacted}          // $111
        mov (8|M16)              r24.0<1>:uq   r124.0<0;1,0>:uq                                      // $113
        mov (8|M16)              r29.0<1>:d    r6.0<8;8,1>:d                                         // $115
        mov (8|M16)              r28.0<1>:d    r10.0<8;8,1>:d                                        // $115
        mov (8|M24)              r26.0<1>:uq   r124.0<0;1,0>:uq                                      // $113
        mov (8|M24)              r31.0<1>:d    r7.0<8;8,1>:d                                         // $116
        mov (8|M24)              r30.0<1>:d    r11.0<8;8,1>:d                                        // $116
        sends (8|M0)             null:ud  r16     r20     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $110
        sends (8|M8)             null:ud  r18     r22     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $111
        sends (8|M16)            null:ud  r24     r28     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $115
        sends (8|M24)            null:ud  r26     r30     0x8C            0x04048EFF           // wr:2+2, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $116
(W)     send (8|M0)              r32      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $117
(W)     mov (8|M0)               null<1>:ud    r32.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $120
        shl (8|M0)               r33.0<1>:q    r12.0<8;8,1>:d    2:w                                 // $120
        shl (8|M8)               r35.0<1>:q    r13.0<8;8,1>:d    2:w                                 // $120
        shl (8|M16)              r37.0<1>:q    r14.0<8;8,1>:d    2:w                                 // $121
        shl (8|M24)              r39.0<1>:q    r15.0<8;8,1>:d    2:w                                 // $121
        mov (16|M0)              r57.0<1>:f    r12.0<8;8,1>:d                   {Compacted}          // $126
        mov (16|M16)             r59.0<1>:f    r14.0<8;8,1>:d                                        // $127
        add (8|M0)               r41.0<1>:q    r33.0<4;4,1>:q    r8.2<0;1,0>:q                       // $122
        add (8|M8)               r43.0<1>:q    r35.0<4;4,1>:q    r8.2<0;1,0>:q                       // $122
        add (8|M16)              r45.0<1>:q    r37.0<4;4,1>:q    r8.2<0;1,0>:q                       // $123
        add (8|M24)              r47.0<1>:q    r39.0<4;4,1>:q    r8.2<0;1,0>:q                       // $123
        add (8|M0)               r49.0<1>:q    r41.0<4;4,1>:q    4:w                                 // $124
        add (8|M8)               r51.0<1>:q    r43.0<4;4,1>:q    4:w                                 // $124
        add (8|M16)              r53.0<1>:q    r45.0<4;4,1>:q    4:w                                 // $125
        add (8|M24)              r55.0<1>:q    r47.0<4;4,1>:q    4:w                                 // $125
(W)     send (8|M0)              r61      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $128
(W)     mov (8|M0)               null<1>:ud    r61.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $129
        sends (8|M0)             null:ud  r49     r57     0x4C            0x040484FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store // $129
        sends (8|M8)             null:ud  r51     r58     0x4C            0x040484FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store // $130
        sends (8|M16)            null:ud  r53     r59     0x4C            0x040484FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store // $131
        sends (8|M24)            null:ud  r55     r60     0x4C            0x040484FF           // wr:2+1, rd:0; hdc.dc1; untyped a64 atomic int32 store // $132
(W)     send (8|M0)              r62      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $133
(W)     mov (8|M0)               null<1>:ud    r62.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $134
(W)     send (8|M0)              r63      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $134
(W)     mov (8|M0)               null<1>:ud    r63.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $135
(W)     and (8|M0)               r64.0<1>:ud   r107.2<0;1,0>:ud  0x8F000000:ud                       // $135
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $135
(W)     send (1|M0)              null     r64     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $135
(W)     wait                                 n0.0<0;1,0>:ud                                          // $135
        mov (16|M0)              r65.0<1>:d    0:w                                                   // $136
        mov (16|M16)             r67.0<1>:d    0:w                                                   // $140
        sends (8|M0)             r69:ud   r49     r65     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $137
        sends (8|M8)             r70:ud   r51     r66     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $138
        sends (8|M16)            r71:ud   r53     r67     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $141
        sends (8|M24)            r72:ud   r55     r68     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $142
(W)     send (8|M0)              r73      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $144
(W)     mov (8|M0)               null<1>:ud    r73.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $145
        mov (16|M0)              r74.0<1>:d    r69.0<8;8,1>:f                   {Compacted}          // $145
        mov (16|M16)             r76.0<1>:d    r71.0<8;8,1>:f                                        // $146
(W)     add (1|M0)               r78.0<1>:q    r8.0<0;1,0>:q     16:w                                // $147
(W)     send (8|M0)              r79      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $148
(W)     mov (8|M0)               null<1>:ud    r79.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $149
        mov (8|M0)               r80.0<1>:uq   r78.0<0;1,0>:uq                                       // $149
        mov (8|M8)               r82.0<1>:uq   r78.0<0;1,0>:uq                                       // $149
        mov (8|M16)              r84.0<1>:uq   r78.0<0;1,0>:uq                                       // $154
        mov (8|M24)              r86.0<1>:uq   r78.0<0;1,0>:uq                                       // $154
        sends (8|M0)             r88:ud   r80     r65     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $151
        sends (8|M8)             r89:ud   r82     r66     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $152
        sends (8|M16)            r90:ud   r84     r67     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $156
        sends (8|M24)            r91:ud   r86     r68     0x4C            0x0414A2FF           // wr:2+1, rd:1; hdc.dc1; untyped a64 atomic int32 logical OR // $157
(W)     send (8|M0)              r92      r107    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $159
(W)     mov (8|M0)               null<1>:ud    r92.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $162
        shl (16|M0)              r93.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $162
        shl (16|M16)             r95.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $163
        add (16|M0)              r97.0<1>:d    r88.0<8;8,1>:d    r74.0<8;8,1>:d   {Compacted}        // $160
        add (16|M16)             r99.0<1>:d    r90.0<8;8,1>:d    r76.0<8;8,1>:d                      // $161
        add (16|M0)              r93.0<1>:d    r93.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}        // $164
        add (16|M16)             r95.0<1>:d    r95.0<8;8,1>:d    r9.0<0;1,0>:d                       // $165
(W)     mov (8|M0)               r127.0<1>:ud  r107.0<8;8,1>:ud                 {Compacted}          // $170
        sends (16|M0)            null:w   r93     r97     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $167
        sends (16|M16)           null:w   r95     r99     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $169
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $170
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
