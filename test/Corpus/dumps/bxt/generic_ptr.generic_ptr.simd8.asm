//.kernel generic_ptr
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -nolocalra -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 156
//.RA type	GRAPH_COLORING_RR_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r17.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare hw_tid (4)  rf=r size=4 type=ud align=2 words (r5.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r17.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r17.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0048 (56)  rf=r size=4 type=ud alias=hw_tid+0 align=16 words (r5.2)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r2.4)
//.declare V0051 (59)  rf=r size=32 type=d align=16 words (r30.0)
//.declare V0053 (61)  rf=r size=32 type=d align=16 words (r78.0)
//.declare V0056 (64)  rf=r size=8 type=d alias=V0042+0 align=4 words (r5.4)
//.declare V0057 (65)  rf=r size=32 type=d align=16 words (r59.0)
//.declare V0058 (66)  rf=r size=32 type=d align=16 words (r41.0)
//.declare V0059 (67)  rf=r size=32 type=ud alias=V0057+0 align=16 words (r59.0)
//.declare V0060 (68)  rf=r size=32 type=ud alias=V0058+0 align=16 words (r41.0)
//.declare V0063 (71)  rf=r size=32 type=ud alias=V0051+0 align=16 words (r30.0)
//.declare V0064 (72)  rf=r size=32 type=ud alias=V0053+0 align=16 words (r78.0)
//.declare V0065 (73)  rf=r size=32 type=ud align=16 words (r77.0)
//.declare V0066 (74)  rf=r size=64 type=uq align=16 words (r64.0)
//.declare V0067 (75)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r64.0)
//.declare V0068 (76)  rf=r size=64 type=d alias=V0066+0 align=16 words (r64.0)
//.declare V0069 (77)  rf=r size=16 type=w align=16 words (r3.0)
//.declare V0070 (78)  rf=r size=4 type=d align=2 words (r5.2)
//.declare V0071 (79)  rf=r size=32 type=d align=16 words (r45.0)
//.declare V0072 (80)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0073 (81)  rf=r size=32 type=d align=16 words (r74.0)
//.declare V0076 (84)  rf=r size=8 type=d alias=V0034+0 align=4 words (r5.0)
//.declare V0077 (85)  rf=r size=32 type=d align=16 words (r80.0)
//.declare V0079 (87)  rf=r size=32 type=ud alias=V0077+0 align=16 words (r80.0)
//.declare V0083 (91)  rf=r size=32 type=ud alias=V0073+0 align=16 words (r74.0)
//.declare V0084 (92)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0085 (93)  rf=r size=64 type=uq align=16 words (r57.0)
//.declare V0086 (94)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r57.0)
//.declare V0087 (95)  rf=r size=64 type=d alias=V0085+0 align=16 words (r57.0)
//.declare V0088 (96)  rf=r size=32 type=d align=16 words (r81.0)
//.declare V0089 (97)  rf=r size=16 type=w align=16 words (r2.0)
//.declare V0090 (98)  rf=r size=32 type=d align=16 words (r60.0)
//.declare V0091 (99)  rf=r size=16 type=uw alias=V0089+0 align=16 words (r2.0)
//.declare V0092 (100)  rf=r size=32 type=d align=16 words (r72.0)
//.declare V0093 (101)  rf=r size=32 type=ud alias=V0092+0 align=16 words (r72.0)
//.declare P01 (102)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0094 (103)  rf=r size=16 type=uw alias=V0069+0 align=16 words (r3.0)
//.declare V0095 (104)  rf=r size=32 type=d align=16 words (r79.0)
//.declare V0096 (105)  rf=r size=32 type=ud alias=V0095+0 align=16 words (r79.0)
//.declare V0097 (106)  rf=r size=32 type=d align=16 words (r15.0)
//.declare  (107)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0098 (108)  rf=r size=64 type=uq align=16 words (r67.0)
//.declare V0099 (109)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r67.0)
//.declare V0100 (110)  rf=r size=64 type=d alias=V0098+0 align=16 words (r67.0)
//.declare V0102 (112)  rf=r size=96 type=d align=16 words (r23.0)
//.declare V0103 (113)  rf=r size=64 type=uq align=16 words (r51.0)
//.declare V0104 (114)  rf=r size=64 type=ud alias=V0103+0 align=16 words (r51.0)
//.declare V0105 (115)  rf=r size=64 type=d alias=V0103+0 align=16 words (r51.0)
//.declare V0106 (116)  rf=r size=64 type=uq align=16 words (r31.0)
//.declare V0107 (117)  rf=r size=64 type=uq align=16 words (r54.0)
//.declare V0111 (121)  rf=r size=64 type=d alias=V0106+0 align=16 words (r31.0)
//.declare V0114 (124)  rf=r size=64 type=d alias=V0107+0 align=16 words (r54.0)
//.declare P02 (125)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V0116 (127)  rf=r size=64 type=uq align=16 words (r21.0)
//.declare V0117 (128)  rf=r size=64 type=ud alias=V0116+0 align=16 words (r21.0)
//.declare V0118 (129)  rf=r size=64 type=d alias=V0116+0 align=16 words (r21.0)
//.declare V0119 (130)  rf=r size=32 type=d align=16 words (r87.0)
//.declare V0120 (131)  rf=r size=64 type=uq align=16 words (r18.0)
//.declare V0121 (132)  rf=r size=32 type=d align=16 words (r56.0)
//.declare V0123 (134)  rf=r size=32 type=d align=16 words (r66.0)
//.declare V0127 (138)  rf=r size=32 type=d align=16 words (r85.0)
//.declare V0129 (140)  rf=r size=32 type=d align=16 words (r69.0)
//.declare V0131 (142)  rf=r size=64 type=q align=16 words (r26.0)
//.declare P03 (143)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0132 (144)  rf=r size=32 type=d align=16 words (r76.0)
//.declare P04 (145)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0133 (146)  rf=r size=32 type=d align=16 words (r82.0)
//.declare V0134 (147)  rf=r size=64 type=uq align=16 words (r49.0)
//.declare V0135 (148)  rf=r size=64 type=q align=16 words (r28.0)
//.declare V0138 (151)  rf=r size=64 type=d alias=V0134+0 align=16 words (r49.0)
//.declare P05 (152)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare P06 (153)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0139 (154)  rf=r size=32 type=d align=16 words (r53.0)
//.declare P07 (155)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V0140 (156)  rf=r size=64 type=uq align=16 words (r47.0)
//.declare V0143 (159)  rf=r size=64 type=d alias=V0140+0 align=16 words (r47.0)
//.declare P08 (160)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare P09 (161)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare P10 (162)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare P11 (163)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare P12 (164)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare P13 (165)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0144 (166)  rf=r size=32 type=d align=16 words (r20.0)
//.declare V0145 (167)  rf=r size=16 type=b align=16 words (r2.0)
//.declare V0147 (169)  rf=r size=16 type=ub alias=V0145+0 align=16 words (r2.0)
//.declare V0148 (170)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0149 (171)  rf=r size=32 type=d align=16 words (r75.0)
//.declare V0150 (172)  rf=r size=32 type=d align=16 words (r61.0)
//.declare V0151 (173)  rf=r size=64 type=d alias=V0120+0 align=16 words (r18.0)
//.declare V0152 (174)  rf=r size=32 type=d align=16 words (r13.0)
//.declare P14 (175)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V0153 (176)  rf=r size=64 type=uq align=16 words (r11.0)
//.declare V0154 (177)  rf=r size=32 type=d align=16 words (r73.0)
//.declare V0155 (178)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0156 (179)  rf=r size=64 type=q align=16 words (r35.0)
//.declare V0157 (180)  rf=r size=32 type=d align=16 words (r84.0)
//.declare V0158 (181)  rf=r size=32 type=d align=16 words (r46.0)
//.declare V0159 (182)  rf=r size=32 type=ud alias=V0157+0 align=16 words (r84.0)
//.declare V0160 (183)  rf=r size=32 type=ud alias=V0158+0 align=16 words (r46.0)
//.declare V0161 (184)  rf=r size=32 type=ud alias=V0149+0 align=16 words (r75.0)
//.declare V0162 (185)  rf=r size=32 type=ud alias=V0150+0 align=16 words (r61.0)
//.declare V0163 (186)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare V0164 (187)  rf=r size=64 type=uq align=16 words (r42.0)
//.declare V0165 (188)  rf=r size=64 type=ud alias=V0164+0 align=16 words (r42.0)
//.declare V0166 (189)  rf=r size=64 type=d alias=V0164+0 align=16 words (r42.0)
//.declare P15 (190)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0167 (191)  rf=r size=64 type=uq align=16 words (r7.0)
//.declare V0168 (192)  rf=r size=32 type=d align=16 words (r71.0)
//.declare V0169 (193)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0170 (194)  rf=r size=64 type=q align=16 words (r37.0)
//.declare V0171 (195)  rf=r size=32 type=d align=16 words (r86.0)
//.declare V0172 (196)  rf=r size=32 type=d align=16 words (r83.0)
//.declare V0173 (197)  rf=r size=32 type=d align=16 words (r44.0)
//.declare V0174 (198)  rf=r size=32 type=ud alias=V0172+0 align=16 words (r83.0)
//.declare V0175 (199)  rf=r size=32 type=ud alias=V0173+0 align=16 words (r44.0)
//.declare V0176 (200)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare V0177 (201)  rf=r size=64 type=uq align=16 words (r39.0)
//.declare V0178 (202)  rf=r size=64 type=ud alias=V0177+0 align=16 words (r39.0)
//.declare V0179 (203)  rf=r size=64 type=d alias=V0177+0 align=16 words (r39.0)
//.declare P16 (204)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0180 (205)  rf=r size=64 type=uq align=16 words (r3.0)
//.declare V0181 (206)  rf=r size=32 type=d align=16 words (r70.0)
//.declare V0182 (207)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0183 (208)  rf=r size=64 type=q align=16 words (r33.0)
//.declare  (210)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (211)  rf=r size=64 type=ud alias=V0131+0 align=16 words (r26.0)
//.declare  (212)  rf=r size=16 type=uw align=16 words (r3.0)
//.declare  (213)  rf=r size=16 type=uw align=16 words (r2.0)
//.declare  (214)  rf=r size=16 type=uw align=16 words (r3.0)
//.declare  (215)  rf=r size=16 type=uw align=16 words (r2.0)
//.declare  (216)  rf=r size=16 type=w align=16 words (r2.0)
//.declare  (217)  rf=r size=64 type=ud align=16 words (r62.0)
//.declare  (218)  rf=r size=8 type=uq align=8 words (r2.0)
//.declare  (219)  rf=r size=8 type=ud alias=+0 align=8 words (r2.0)
//.declare  (220)  rf=r size=2 type=w align=1 words (r2.0)
//.declare  (221)  rf=r size=2 type=w align=1 words (r2.9)
//.declare  (222)  rf=r size=2 type=uw align=1 words (r2.8)
//.declare  (227)  rf=r size=2 type=w align=1 words (r2.0)
//.declare  (228)  rf=r size=64 type=ud alias=V0156+0 align=16 words (r35.0)
//.declare  (229)  rf=r size=64 type=ud alias=V0170+0 align=16 words (r37.0)
//.declare  (230)  rf=r size=64 type=ud alias=V0183+0 align=16 words (r33.0)
//.declare  (231)  rf=r size=8 type=ud align=4 words (r14.0)
//.declare  (232)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (233)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (234)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (235)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (239)  rf=r size=4 type=ud align=16 words
//.declare  (240)  rf=r size=4 type=ud align=16 words
//.declare  (241)  rf=r size=4 type=ud align=16 words
//.declare  (242)  rf=r size=4 type=ud align=16 words

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0037    | :d x 8   |     32 | r4       | general    |
// | V0034    | :uq      |      8 | r5       | general    |
// | V0148    | :uq      |      8 | r5+8     | general    |
// | V0042    | :uq      |      8 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r17.0<1>:ud   r0.0<1;1,0>:ud                                        // 
(W)     and (1|M0)               r5.2<1>:ud    r0.5<0;1,0>:ud    0x1FF:ud                            // 
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r2.4<1>:d     r5.2<0;1,0>:d     96:w                                // $4
(W)     mul (1|M0)               r5.2<1>:d     r6.0<0;1,0>:d     r17.1<0;1,0>:d                      // $17
        mov (8|M0)               r2.0<1>:w     0x76543210:v                                          // $6
        and (8|M0)               r3.0<1>:w     r1.0<8;8,1>:w     255:w                               // $16
        add (8|M0)               r45.0<1>:d    r5.2<0;1,0>:d     r1.0<8;8,1>:uw                      // $19
        mul (8|M0)               r30.0<1>:d    r2.0<8;8,1>:w     12:w                                // $6
        shl (8|M0)               r2.0<1>:w     r3.0<8;8,1>:w     2:w                                 // $30
        cmp (8|M0)    (lt)f0.1   null<1>:uw    r3.0<8;8,1>:uw    0x2:uw                              // $34
        add (8|M0)               r45.0<1>:d    r45.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}        // $20
        add (8|M0)               r30.0<1>:d    r2.4<0;1,0>:d     r30.0<8;8,1>:d   {Compacted}        // $7
        mov (8|M0)               r60.0<1>:d    r2.0<8;8,1>:uw                                        // $31
        shl (8|M0)               r74.0<1>:d    r45.0<8;8,1>:d    2:w                                 // $21
        addc (8|M0)              r59.0<1>:ud   r5.4<0;1,0>:ud    r30.0<8;8,1>:ud  {AccWrEn,Compacted} // $11
        asr (8|M0)               r78.0<1>:d    r30.0<8;8,1>:d    31:w                                // $8
        or (8|M0)                r72.0<1>:d    r60.0<8;8,1>:d    268435456:d                         // $32
        send (8|M0)              r81:d    r74     0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $29
        mov (8|M0)               r77.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $11
        addc (8|M0)              r80.0<1>:ud   r5.0<0;1,0>:ud    r74.0<8;8,1>:ud  {AccWrEn,Compacted} // $24
        add (8|M0)               r41.0<1>:ud   r5.5<0;1,0>:ud    r78.0<8;8,1>:ud  {Compacted}        // $12
        mov (8|M0)               r64.0<2>:d    r59.0<8;8,1>:d                                        // $14
        mov (8|M0)               r16.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $24
        add (8|M0)               r41.0<1>:ud   r77.0<8;8,1>:ud   r41.0<8;8,1>:ud  {Compacted}        // $13
        add (8|M0)               r57.1<2>:ud   r16.0<8;8,1>:ud   r5.1<0;1,0>:ud                      // $25
        mov (8|M0)               r64.1<2>:d    r41.0<8;8,1>:d                                        // $15
        mov (8|M0)               r57.0<2>:d    r80.0<8;8,1>:d                                        // $26
        sends (8|M0)             null:ud  r72     r81     0x4C            0x02026EFE           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x // $33
(f0.1)  if (8|M0)                            _0_004            _0_004                                // $35
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_005:
        or (8|M0)                r79.0<1>:d    r60.0<8;8,1>:d    268436480:d                         // $37
        mov (8|M0)               r15.0<1>:d    0:w                                                   // $38
        sends (8|M0)             null:ud  r79     r15     0x4C            0x02026EFE           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x // $39
// B002: [CALL],  Preds:{B001, B000},  Succs:{B007}
_0_004:
        endif (8|M0)                         L480                                                    // $35
L480:
(W)     and (8|M0)               r14.0<1>:ud   r17.2<0;1,0>:ud   0x8F000000:ud                       // $42
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $42
(W)     send (1|M0)              null     r14     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $42
(W)     wait                                 n0.0<0;1,0>:ud                                          // $42
        mov (8|M0)               r62.0<2>:ud   r72.0<8;8,1>:ud                                       // $53
(W)     mov (1|M0)               r2.0<1>:ud    0x0:ud                              {Compacted}       // $53
        mov (8|M0)               r51.0<2>:d    r59.0<8;8,1>:d                                        // $49
(W)     mov (1|M0)               r2.1<1>:ud    0x40000000:ud                                         // $53
        mov (8|M0)               r31.0<1>:uq   r57.0<4;4,1>:uq                                       // $52
        and (8|M0)    (eq)f1.1   null<1>:w     r1.0<8;8,1>:w     1:w                                 // $59
        mov (8|M0)               r23.0<1>:d    r3.0<8;8,1>:uw                                        // $45
        mov (8|M0)               r24.0<1>:d    2:w                                                   // $46
        mov (8|M0)               r25.0<1>:d    3:w                                                   // $47
        mov (8|M0)               r51.1<2>:d    r41.0<8;8,1>:d                                        // $50
        or (8|M0)                r54.0<1>:uq   r62.0<8;4,2>:ud   r2.0<0;1,0>:uq                      // $53
        mov (8|M0)               r67.0<2>:d    r59.0<8;8,1>:d                                        // $43
        mov (8|M0)               r18.0<1>:uq   r31.0<4;4,1>:uq                                       // $65
        mov (8|M0)               r67.1<2>:d    r41.0<8;8,1>:d                                        // $44
        sends (8|M0)             null:ud  r51     r23     0xCC            0x040668FF           // wr:2+3, rd:0; hdc.dc1; a64 untyped surface write with xyz // $51
(f1.1)  sel (8|M0)               r21.0<2>:d    r31.0<2;1,0>:d    r54.0<2;1,0>:d                      // $61
(f1.1)  sel (8|M0)               r21.1<2>:d    r31.1<2;1,0>:d    r54.1<2;1,0>:d                      // $62
        call (8|M0)              r14.0:ud      sum3                                                  // $66
// B003: [CALL,RETURN],  Preds:{B017},  Succs:{B007}
L824:
(W)     mov (1|M0)               null<1>:ud    r17.0<0;1,0>:ud                  {Switch}             // 
// _generic_ptr_k0_0_:
        mov (8|M0)               r87.0<1>:d    r56.0<8;8,1>:d                   {Compacted}          // $67
        mov (8|M0)               r18.0<1>:uq   r54.0<4;4,1>:uq                                       // $68
        call (8|M0)              r14.0:ud      sum3                                                  // $69
// B004: [CALL,RETURN],  Preds:{B017},  Succs:{B007}
L880:
(W)     mov (1|M0)               null<1>:ud    r17.0<0;1,0>:ud                  {Switch}             // 
// _generic_ptr_k0_1_:
        add (8|M0)               r66.0<1>:d    r87.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}        // $71
        mov (8|M0)               r18.0<1>:uq   r67.0<4;4,1>:uq                                       // $72
        call (8|M0)              r14.0:ud      sum3                                                  // $74
// B005: [CALL,RETURN],  Preds:{B017},  Succs:{B007}
L936:
(W)     mov (1|M0)               null<1>:ud    r17.0<0;1,0>:ud                  {Switch}             // 
// _generic_ptr_k0_2_:
        add (8|M0)               r66.0<1>:d    r66.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}        // $76
        mov (8|M0)               r18.0<1>:uq   r21.0<4;4,1>:uq                                       // $77
        call (8|M0)              r14.0:ud      sum3                                                  // $78
// B006: [RETURN],  Preds:{B017},  Succs:{}
L992:
(W)     mov (1|M0)               null<1>:ud    r17.0<0;1,0>:ud                  {Switch}             // 
// _generic_ptr_k0_3_:
        shl (8|M0)               r26.0<1>:q    r21.0<4;4,1>:uq   4:w                                 // $83
        shl (8|M0)               r28.0<1>:q    r21.0<4;4,1>:uq   4:w                                 // $90
(W)     mov (1|M0)               r2.0<1>:w     -1:w                                                  // $87
        and (8|M0)               r69.0<1>:d    r21.1<2;1,0>:d    -536870912:d                        // $82
(W)     mov (1|M0)               r2.9<1>:w     1:w                                                   // $98
        mov (8|M0)               r47.0<1>:uq   r21.0<4;4,1>:uq                                       // $101
(W)     mov (1|M0)               r2.8<1>:uw    0x1:uw                                                // $109
        asr (8|M0)               r26.0<1>:q    r26.0<4;4,1>:q    4:w                                 // $84
        asr (8|M0)               r28.0<1>:q    r28.0<4;4,1>:q    4:w                                 // $91
        add (8|M0)               r85.0<1>:d    r66.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}        // $80
        cmp (8|M0)    (ne)f0.0   null<1>:d     r69.0<8;8,1>:d    1073741824:d                        // $88
        cmp (8|M0)    (ne)f1.1   null<1>:d     r69.0<8;8,1>:d    536870912:d                         // $99
        cmp (8|M0)    (ne)f0.1   null<1>:d     r47.0<2;1,0>:d    0:w                                 // $104
(W)     mov (8|M0)               r112.0<1>:ud  r17.0<8;8,1>:ud                  {Compacted}          // $118
        cmp (8|M0)    (eq)f1.0   null<1>:ud    r26.0<2;1,0>:ud   0x0:uw                              // $86
        mov (8|M0)               r49.0<1>:uq   r28.0<4;4,1>:q                                        // $92
(~f0.1) cmp (8|M0)    (ne)f0.1   null<1>:d     r47.1<2;1,0>:d    0:w                                 // $105
(f1.0)  sel (8|M0)               r76.0<1>:d    r2.0<0;1,0>:w     0:w                                 // $87
        cmp (8|M0)    (eq)f1.0   null<1>:d     r49.0<2;1,0>:d    0:w                                 // $95
(~f0.0) sel (8|M0)               r82.0<1>:d    -r76.0<8;8,1>:d   1:w                                 // $89
(f1.0)  cmp (8|M0)    (eq)f1.0   null<1>:d     r49.1<2;1,0>:d    0:w                                 // $96
        cmp (8|M0)    (ne)f0.0   null<1>:d     r82.0<8;8,1>:d    0:w                                 // $107
(f1.0)  sel (8|M0)               r53.0<1>:d    r2.9<0;1,0>:w     0:w                                 // $98
(f1.1)  mov (8|M0)               r53.0<1>:d    1:w                                                   // $100
(f0.0)  sel (8|M0)               r3.0<1>:uw    r2.8<0;1,0>:uw    0x0:uw                              // $109
        cmp (8|M0)    (ne)f1.1   null<1>:d     r53.0<8;8,1>:d    0:w                                 // $108
(f1.1)  sel (8|M0)               r2.0<1>:uw    r2.8<0;1,0>:uw    0x0:uw                              // $109
        and (8|M0)    (ne)f1.0   null<1>:uw    r3.0<8;8,1>:uw    r2.0<8;8,1>:uw                      // $109
(f0.1)  sel (8|M0)               r2.0<1>:uw    r2.8<0;1,0>:uw    0x0:uw                              // $110
(f1.0)  sel (8|M0)               r3.0<1>:uw    r2.8<0;1,0>:uw    0x0:uw                              // $110
        and (8|M0)    (ne)f0.1   null<1>:uw    r3.0<8;8,1>:uw    r2.0<8;8,1>:uw                      // $110
(W)     mov (1|M0)               r2.0<1>:w     0:w                                                   // $113
(f0.1)  sel (8|M0)               r20.0<1>:d    r2.9<0;1,0>:w     0:w                                 // $111
(f0.0)  sel (8|M0)               r2.0<2>:b     r2.0<0;1,0>:w     2:w                                 // $113
        add (8|M0)               r20.0<1>:d    r85.0<8;8,1>:d    r20.0<8;8,1>:d   {Compacted}        // $112
        add (8|M0)               r20.0<1>:d    r20.0<8;8,1>:d    r2.0<2;1,0>:ub                      // $115
        sends (8|M0)             null:ud  r74     r20     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x // $117
(W)     send (8|M0)              null     r112    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $118
// B007: [INIT],  Preds:{B005, B004, B003, B002},  Succs:{B008, B009}
sum3:
(W)     mov (1|M0)               null<1>:ud    r17.0<0;1,0>:ud                  {Switch}             // $121
        mov (8|M0)               r61.0<1>:d    r18.1<2;1,0>:d                                        // $121
        mov (8|M0)               r75.0<1>:d    r18.0<2;1,0>:d                                        // $120
        and (8|M0)               r13.0<1>:d    r61.0<8;8,1>:d    -536870912:d                        // $122
        cmp (8|M0)    (eq)f1.1   null<1>:d     r13.0<8;8,1>:d    1073741824:d                        // $123
(~f1.1) if (8|M0)                            _1_010            _1_012                                // $124
// B008: [inDivergent],  Preds:{B007},  Succs:{B010}
_1_011:
        mov (8|M0)               r11.0<1>:uq   r18.0<4;4,1>:uq                                       // $126
        send (8|M0)              r73:d    r11:d   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $127
        else (8|M0)                          _1_012            _1_012                                // $124
// B009: [inDivergent],  Preds:{B007},  Succs:{B010}
_1_010:
        shl (8|M0)               r35.0<1>:q    r18.0<4;4,1>:uq   4:w                                 // $130
        asr (8|M0)               r35.0<1>:q    r35.0<4;4,1>:q    4:w                                 // $131
        mov (8|M0)               r10.0<1>:ud   r35.0<2;1,0>:ud                                       // $132
        send (8|M0)              r73:d    r10     0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $133
// B010: Preds:{B009, B008},  Succs:{B011, B012}
_1_012:
        endif (8|M0)                         L1816                                                   // $124
L1816:
        addc (8|M0)              r84.0<1>:ud   r75.0<8;8,1>:ud   0x4:ud              {AccWrEn,Compacted} // $135
        mov (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $135
        mov (8|M0)               r42.0<2>:d    r84.0<8;8,1>:d                                        // $137
        add (8|M0)               r46.0<1>:ud   r9.0<8;8,1>:ud    r61.0<8;8,1>:ud  {Compacted}        // $136
        mov (8|M0)               r42.1<2>:d    r46.0<8;8,1>:d                                        // $138
        and (8|M0)               r46.0<1>:d    r46.0<8;8,1>:d    -536870912:d                        // $139
        cmp (8|M0)    (eq)f1.0   null<1>:d     r46.0<8;8,1>:d    1073741824:d                        // $140
(~f1.0) if (8|M0)                            _1_013            _1_015                                // $141
// B011: [inDivergent],  Preds:{B010},  Succs:{B013}
_1_014:
        mov (8|M0)               r7.0<1>:uq    r42.0<4;4,1>:uq                                       // $143
        send (8|M0)              r71:d    r7:d    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $144
        else (8|M0)                          _1_015            _1_015                                // $141
// B012: [inDivergent],  Preds:{B010},  Succs:{B013}
_1_013:
        shl (8|M0)               r37.0<1>:q    r42.0<4;4,1>:uq   4:w                                 // $147
        asr (8|M0)               r37.0<1>:q    r37.0<4;4,1>:q    4:w                                 // $148
        mov (8|M0)               r6.0<1>:ud    r37.0<2;1,0>:ud                                       // $149
        send (8|M0)              r71:d    r6      0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $150
// B013: Preds:{B012, B011},  Succs:{B014, B015}
_1_015:
        endif (8|M0)                         L2048                                                   // $141
L2048:
        addc (8|M0)              r83.0<1>:ud   r75.0<8;8,1>:ud   0x8:ud              {AccWrEn,Compacted} // $153
        add (8|M0)               r86.0<1>:d    r73.0<8;8,1>:d    r71.0<8;8,1>:d   {Compacted}        // $152
        mov (8|M0)               r5.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $153
        mov (8|M0)               r39.0<2>:d    r83.0<8;8,1>:d                                        // $155
        add (8|M0)               r44.0<1>:ud   r5.0<8;8,1>:ud    r61.0<8;8,1>:ud  {Compacted}        // $154
        mov (8|M0)               r39.1<2>:d    r44.0<8;8,1>:d                                        // $156
        and (8|M0)               r44.0<1>:d    r44.0<8;8,1>:d    -536870912:d                        // $157
        cmp (8|M0)    (eq)f0.1   null<1>:d     r44.0<8;8,1>:d    1073741824:d                        // $158
(~f0.1) if (8|M0)                            _1_016            _generic_ptr_k0_7_cf                  // $159
// B014: [inDivergent],  Preds:{B013},  Succs:{B016}
_1_017:
        mov (8|M0)               r3.0<1>:uq    r39.0<4;4,1>:uq                                       // $161
        send (8|M0)              r70:d    r3:d    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $162
        else (8|M0)                          _generic_ptr_k0_7_cf  _generic_ptr_k0_7_cf              // $159
// B015: [inDivergent],  Preds:{B013},  Succs:{B016}
_1_016:
        shl (8|M0)               r33.0<1>:q    r39.0<4;4,1>:uq   4:w                                 // $165
        asr (8|M0)               r33.0<1>:q    r33.0<4;4,1>:q    4:w                                 // $166
        mov (8|M0)               r2.0<1>:ud    r33.0<2;1,0>:ud                                       // $167
        send (8|M0)              r70:d    r2      0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $168
// B016: Preds:{B015, B014},  Succs:{B017}
_generic_ptr_k0_7_cf:
        endif (8|M0)                         _1_018                                                  // $159
// B017: [EXIT],  Preds:{B016},  Succs:{B003, B004, B005, B006}
_1_018:
        add (8|M0)               r56.0<1>:d    r86.0<8;8,1>:d    r70.0<8;8,1>:d   {Compacted}        // $170
        ret (8|M0)                           r14.0:ud                                                // $172
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
