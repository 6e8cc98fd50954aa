//.kernel int_divmod
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 150
//.RA type	LOCAL_ROUND_ROBIN_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
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
//.declare %sp (24)  rf=r size=8 type=uq align=4 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=4 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=4 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=4 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r18.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r18.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=16 words (r89.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r23.0)
//.declare V0058 (66)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r25.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r94.0)
//.declare P01 (71)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0063 (72)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0064 (73)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0065 (74)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0066 (75)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0067 (76)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0068 (77)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0069 (78)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0070 (79)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0071 (80)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0072 (81)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0073 (82)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0074 (83)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0075 (84)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0076 (85)  rf=r size=64 type=d align=16 words (r41.0)
//.declare P02 (86)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0078 (88)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0079 (89)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0080 (90)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0081 (91)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0082 (92)  rf=r size=64 type=d align=16 words (r49.0)
//.declare P03 (93)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0083 (94)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0084 (95)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0085 (96)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0086 (97)  rf=r size=64 type=d align=16 words (r53.0)
//.declare P04 (98)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0089 (101)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0090 (102)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0091 (103)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0092 (104)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0093 (105)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0094 (106)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0095 (107)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0096 (108)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0097 (109)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0098 (110)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0099 (111)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0100 (112)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0101 (113)  rf=r size=64 type=ud alias=V0099+0 align=16 words (r63.0)
//.declare V0102 (114)  rf=r size=64 type=ud alias=V0100+0 align=16 words (r65.0)
//.declare P05 (115)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0103 (116)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0104 (117)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0105 (118)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0106 (119)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0107 (120)  rf=r size=64 type=ud alias=V0105+0 align=16 words (r2.0)
//.declare V0108 (121)  rf=r size=64 type=ud alias=V0106+0 align=16 words (r4.0)
//.declare V0109 (122)  rf=r size=64 type=d align=16 words (r89.0)
//.declare V0110 (123)  rf=r size=64 type=d align=16 words (r91.0)
//.declare V0111 (124)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r27.0)
//.declare V0112 (125)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r29.0)
//.declare V0113 (126)  rf=r size=64 type=ud alias=V0063+0 align=16 words (r31.0)
//.declare V0114 (127)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r33.0)
//.declare V0115 (128)  rf=r size=64 type=ud alias=V0109+0 align=16 words (r89.0)
//.declare V0116 (129)  rf=r size=64 type=ud alias=V0110+0 align=16 words (r91.0)
//.declare V0117 (130)  rf=r size=64 type=d align=16 words (r93.0)
//.declare V0118 (131)  rf=r size=64 type=d align=16 words (r95.0)
//.declare V0119 (132)  rf=r size=64 type=ud alias=V0117+0 align=16 words (r93.0)
//.declare V0120 (133)  rf=r size=64 type=ud alias=V0118+0 align=16 words (r95.0)
//.declare V0121 (134)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0122 (135)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0123 (136)  rf=r size=64 type=ud alias=V0121+0 align=16 words (r6.0)
//.declare V0124 (137)  rf=r size=64 type=ud alias=V0122+0 align=16 words (r8.0)
//.declare V0125 (138)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0126 (139)  rf=r size=64 type=d align=16 words (r97.0)
//.declare V0127 (140)  rf=r size=64 type=d align=16 words (r99.0)
//.declare V0128 (141)  rf=r size=64 type=d align=16 words (r101.0)
//.declare V0129 (142)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r99.0)
//.declare V0130 (143)  rf=r size=64 type=ud alias=V0128+0 align=16 words (r101.0)
//.declare V0131 (144)  rf=r size=64 type=d align=16 words (r103.0)
//.declare V0132 (145)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0133 (146)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0134 (147)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0135 (148)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0136 (149)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0137 (150)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0138 (151)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (152)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (153)  rf=r size=64 type=f align=16 words (r23.0)
//.declare  (154)  rf=r size=64 type=f align=16 words (r63.0)
//.declare  (155)  rf=r size=64 type=f align=16 words (r65.0)
//.declare  (156)  rf=r size=64 type=f align=16 words (r2.0)
//.declare  (157)  rf=r size=64 type=f align=16 words (r4.0)

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
// | V0135    | :uq      |      8 | r8       | general    |
// | V0136    | :uq      |      8 | r8+8     | general    |
// | V0137    | :uq      |      8 | r8+16    | general    |
// | V0138    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r18.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r18.2<0;1,0>:uw                     // $2
(W)     mach (1|M0)              r89.0<1>:d    r9.0<0;1,0>:d     r18.1<0;1,0>:d   {Compacted}        // $5
        add (16|M0)              r90.0<1>:d    r89.0<0;1,0>:d    r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r3.0<1>:d     r89.0<0;1,0>:d    r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r19.0<1>:d    r90.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r21.0<1>:d    r3.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r23.0<1>:d    r19.0<8;8,1>:d    2:w                                 // $9
        shl (16|M16)             r25.0<1>:d    r21.0<8;8,1>:d    2:w                                 // $10
        send (16|M0)             r27:w    r23:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M16)            r29:w    r25:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M0)             r92:w    r23:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
(W)     mov (8|M0)               r23.0<1>:f    r23.0<8;8,1>:f                   {Compacted}          // $18
        send (16|M16)            r94:w    r25:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $18
(W)     mul (8|M0)               acc0.0<1>:d   r27.0<8;8,1>:d    0x2493:uw                           // $29
        cmp (16|M0)   (eq)f1.0   null<1>:d     r92.0<8;8,1>:d    0:w                                 // $19
        cmp (16|M16)  (eq)f1.0   null<1>:d     r94.0<8;8,1>:d    0:w                                 // $20
        mach (8|M0)              r96.0<1>:d    r27.0<8;8,1>:d    -1840700269:d               {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:d   r28.0<8;8,1>:d    0x2493:uw                           // $29
(~f1.0) sel (16|M0)              r31.0<1>:d    r92.0<8;8,1>:d    1:w                                 // $21
(~f1.0) sel (16|M16)             r33.0<1>:d    r94.0<8;8,1>:d    1:w                                 // $22
        mach (8|M8)              r97.0<1>:d    r28.0<8;8,1>:d    -1840700269:d               {AccWrEn} // $30
(W)     mul (8|M0)               acc0.0<1>:d   r29.0<8;8,1>:d    0x2493:uw                           // $30
        math.iqot (8|M0)         r5.0<1>:d     r27.0<8;8,1>:d    r31.0<8;8,1>:d   {Compacted}        // $142
        math.iqot (8|M8)         r6.0<1>:d     r28.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $23
        math.irem (8|M0)         r9.0<1>:d     r27.0<8;8,1>:d    r31.0<8;8,1>:d   {Compacted}        // $142
        mach (8|M16)             r98.0<1>:d    r29.0<8;8,1>:d    -1840700269:d               {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:d   r30.0<8;8,1>:d    0x2493:uw                           // $30
        math.irem (8|M8)         r10.0<1>:d    r28.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $25
        add (16|M0)   (lt)f0.0   r13.0<1>:d    r96.0<8;8,1>:d    r27.0<8;8,1>:d   {Compacted}        // $31
        math.iqot (8|M16)        r7.0<1>:d     r29.0<8;8,1>:d    r33.0<8;8,1>:d                      // $142
        mach (8|M24)             r99.0<1>:d    r30.0<8;8,1>:d    -1840700269:d               {AccWrEn} // $31
(W)     mul (8|M0)               acc0.0<1>:d   r27.0<8;8,1>:d    0xEC4F:uw                           // $44
        math.iqot (8|M24)        r8.0<1>:d     r30.0<8;8,1>:d    r34.0<8;8,1>:d                      // $24
        add (16|M0)              r35.0<1>:d    r5.0<8;8,1>:d     r9.0<8;8,1>:d    {Compacted}        // $27
        add (16|M16)  (lt)f0.0   r15.0<1>:d    r98.0<8;8,1>:d    r29.0<8;8,1>:d                      // $32
        mach (8|M0)              r2.0<1>:d     r27.0<8;8,1>:d    1321528399:d               {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:d   r28.0<8;8,1>:d    0xEC4F:uw                           // $44
        math.irem (8|M16)        r11.0<1>:d    r29.0<8;8,1>:d    r33.0<8;8,1>:d                      // $142
        asr (16|M0)              r39.0<1>:d    r13.0<8;8,1>:d    2:w                                 // $33
        math.irem (8|M24)        r12.0<1>:d    r30.0<8;8,1>:d    r34.0<8;8,1>:d                      // $26
        mach (8|M8)              r3.0<1>:d     r28.0<8;8,1>:d    1321528399:d               {AccWrEn} // $45
(W)     mul (8|M0)               acc0.0<1>:d   r29.0<8;8,1>:d    0xEC4F:uw                           // $45
        asr (16|M16)             r41.0<1>:d    r15.0<8;8,1>:d    2:w                                 // $34
(f0.0)  add (16|M0)              r39.0<1>:d    r39.0<8;8,1>:d    1:w                                 // $39
        asr (16|M0)              r47.0<1>:d    r2.0<8;8,1>:d     2:w                                 // $46
        mach (8|M16)             r4.0<1>:d     r29.0<8;8,1>:d    1321528399:d               {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:d   r30.0<8;8,1>:d    0xEC4F:uw                           // $45
        cmp (16|M0)   (lt)f1.0   null<1>:d     r2.0<8;8,1>:d     0:w                                 // $48
        cmp (16|M0)   (lt)f0.0   null<1>:d     r27.0<8;8,1>:d    0:w                                 // $59
(f0.0)  add (16|M16)             r41.0<1>:d    r41.0<8;8,1>:d    1:w                                 // $40
        mach (8|M24)             r5.0<1>:d     r30.0<8;8,1>:d    1321528399:d               {AccWrEn} // $46
(f1.0)  add (16|M0)              r47.0<1>:d    r47.0<8;8,1>:d    1:w                                 // $52
        add (16|M16)             r37.0<1>:d    r7.0<8;8,1>:d     r11.0<8;8,1>:d                      // $28
        cmp (16|M16)  (lt)f0.0   null<1>:d     r29.0<8;8,1>:d    0:w                                 // $60
        asr (16|M16)             r49.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $47
        cmp (16|M16)  (lt)f1.0   null<1>:d     r4.0<8;8,1>:d     0:w                                 // $49
        add (16|M0)              r43.0<1>:d    r35.0<8;8,1>:d    r39.0<8;8,1>:d   {Compacted}        // $42
(f0.0)  add (16|M0)              r55.0<1>:d    r27.0<8;8,1>:d    15:w                                // $63
        mad (16|M0)              r2.0<1>:d     r27.0<8;1>:d      r47.0<8;1>:d      -13:w               // $55
(f1.0)  add (16|M16)             r49.0<1>:d    r49.0<8;8,1>:d    1:w                                 // $53
        add (16|M16)             r45.0<1>:d    r37.0<8;8,1>:d    r41.0<8;8,1>:d                      // $43
(f0.0)  add (16|M16)             r57.0<1>:d    r29.0<8;8,1>:d    15:w                                // $64
(~f0.0) mov (16|M0)              r55.0<1>:f    r27.0<8;8,1>:f                                        // $69
        mad (16|M16)             r4.0<1>:d     r29.0<8;1>:d      r49.0<8;1>:d      -13:w               // $56
(~f0.0) mov (16|M16)             r57.0<1>:f    r29.0<8;8,1>:f                                        // $70
        add (16|M0)              r51.0<1>:d    r43.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $57
        asr (16|M0)              r2.0<1>:d     r55.0<8;8,1>:d    4:w                                 // $72
        add (16|M16)             r53.0<1>:d    r45.0<8;8,1>:d    r4.0<8;8,1>:d                       // $58
(f0.0)  add (16|M0)              r55.0<1>:d    r27.0<8;8,1>:d    31:w                                // $78
        asr (16|M16)             r4.0<1>:d     r57.0<8;8,1>:d    4:w                                 // $73
(~f0.0) mov (16|M0)              r55.0<1>:f    r27.0<8;8,1>:f                                        // $82
(f0.0)  add (16|M16)             r57.0<1>:d    r29.0<8;8,1>:d    31:w                                // $79
        add (16|M0)              r59.0<1>:d    r51.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $74
(~f0.0) mov (16|M16)             r57.0<1>:f    r29.0<8;8,1>:f                                        // $83
        add (16|M16)             r61.0<1>:d    r53.0<8;8,1>:d    r4.0<8;8,1>:d                       // $75
        and (16|M0)              r2.0<1>:d     r55.0<8;8,1>:d    -32:w                               // $85
        shl (16|M0)              r6.0<1>:d     r19.0<8;8,1>:d    1:w                                 // $91
        and (16|M16)             r4.0<1>:d     r57.0<8;8,1>:d    -32:w                               // $86
        shl (16|M16)             r8.0<1>:d     r21.0<8;8,1>:d    1:w                                 // $92
        add (16|M0)              r2.0<1>:d     r27.0<8;8,1>:d    -r2.0<8;8,1>:d   {Compacted}        // $87
        shl (16|M0)              r63.0<1>:d    r6.0<8;8,1>:d     2:w                                 // $93
        add (16|M16)             r4.0<1>:d     r29.0<8;8,1>:d    -r4.0<8;8,1>:d                      // $88
        shl (16|M16)             r65.0<1>:d    r8.0<8;8,1>:d     2:w                                 // $94
        add (16|M0)              r2.0<1>:d     r59.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $89
        cmp (16|M0)   (eq)f0.0   null<1>:d     r31.0<8;8,1>:d    -1:w                                // $99
        add (16|M16)             r4.0<1>:d     r61.0<8;8,1>:d    r4.0<8;8,1>:d                       // $90
        cmp (16|M16)  (eq)f0.0   null<1>:d     r33.0<8;8,1>:d    -1:w                                // $100
        sends (16|M0)            null:w   r63     r2      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $96
        sends (16|M16)           null:w   r65     r4      0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $98
(W)     mov (8|M0)               r63.0<1>:f    r63.0<8;8,1>:f                   {Compacted}          // $101
(W)     mov (8|M0)               r65.0<1>:f    r65.0<8;8,1>:f                   {Compacted}          // $101
(~f0.0) if (32|M0)                           _0_026            _int_divmod_k0_0_cf                   // $101
// B001: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_027:
        or (16|M0)               r2.0<1>:d     r31.0<8;8,1>:d    1:w                                 // $103
        or (16|M16)              r4.0<1>:d     r33.0<8;8,1>:d    1:w                                 // $104
        math.iqot (8|M0)         r55.0<1>:d    r27.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $142
        math.iqot (8|M8)         r56.0<1>:d    r28.0<8;8,1>:d    r3.0<8;8,1>:d    {Compacted}        // $105
        math.iqot (8|M16)        r57.0<1>:d    r29.0<8;8,1>:d    r4.0<8;8,1>:d                       // $142
        math.iqot (8|M24)        r58.0<1>:d    r30.0<8;8,1>:d    r5.0<8;8,1>:d                       // $106
        else (32|M0)                         _int_divmod_k0_0_cf  _int_divmod_k0_0_cf                // $101
// B002: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_026:
        mov (16|M0)              r55.0<1>:f    r27.0<8;8,1>:f                   {Compacted}          // $109
        mov (16|M16)             r57.0<1>:f    r29.0<8;8,1>:f                                        // $110
// B003: Preds:{B002, B001},  Succs:{B004}
_int_divmod_k0_0_cf:
        endif (32|M0)                        _0_028                                                  // $101
// B004: Preds:{B003},  Succs:{}
_0_028:
(W)     mul (8|M0)               acc0.0<1>:ud  r27.0<8;8,1>:ud   0xCCCD:uw                           // $124
        math.iqot (8|M0)         r89.0<1>:ud   r27.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted}        // $142
        math.iqot (8|M8)         r90.0<1>:ud   r28.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted}        // $118
        math.irem (8|M0)         r93.0<1>:ud   r27.0<8;8,1>:ud   r31.0<8;8,1>:ud  {Compacted}        // $142
        mach (8|M0)              r6.0<1>:ud    r27.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r28.0<8;8,1>:ud   0xCCCD:uw                           // $124
        math.irem (8|M8)         r94.0<1>:ud   r28.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted}        // $120
        math.iqot (8|M16)        r91.0<1>:ud   r29.0<8;8,1>:ud   r33.0<8;8,1>:ud                     // $142
        math.iqot (8|M24)        r92.0<1>:ud   r30.0<8;8,1>:ud   r34.0<8;8,1>:ud                     // $119
        mach (8|M8)              r7.0<1>:ud    r28.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $125
(W)     mul (8|M0)               acc0.0<1>:ud  r29.0<8;8,1>:ud   0xCCCD:uw                           // $125
        math.irem (8|M16)        r95.0<1>:ud   r29.0<8;8,1>:ud   r33.0<8;8,1>:ud                     // $142
        or (16|M0)               r2.0<1>:d     r63.0<8;8,1>:d    4:w                                 // $112
        math.irem (8|M24)        r96.0<1>:ud   r30.0<8;8,1>:ud   r34.0<8;8,1>:ud                     // $121
        mach (8|M16)             r8.0<1>:ud    r29.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r30.0<8;8,1>:ud   0xCCCD:uw                           // $125
        add (16|M0)              r89.0<1>:d    r89.0<8;8,1>:d    r93.0<8;8,1>:d   {Compacted}        // $122
        shr (16|M0)              r10.0<1>:d    r6.0<8;8,1>:ud    3:w                                 // $126
        or (16|M16)              r4.0<1>:d     r65.0<8;8,1>:d    4:w                                 // $113
        mach (8|M24)             r9.0<1>:ud    r30.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $126
(W)     mul (8|M0)               acc0.0<1>:ud  r27.0<8;8,1>:ud   0x4DD3:uw                           // $130
        add (16|M16)             r91.0<1>:d    r91.0<8;8,1>:d    r95.0<8;8,1>:d                      // $123
        add (16|M0)              r89.0<1>:d    r89.0<8;8,1>:d    r10.0<8;8,1>:d   {Compacted}        // $128
        shr (16|M16)             r97.0<1>:d    r8.0<8;8,1>:ud    3:w                                 // $127
        mach (8|M0)              r99.0<1>:ud   r27.0<8;8,1>:ud   0x10624DD3:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r28.0<8;8,1>:ud   0x4DD3:uw                           // $130
        sends (16|M0)            null:w   r2      r55     0x8C            0x04025E02           {NoPreempt} // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $115
        add (16|M16)             r91.0<1>:d    r91.0<8;8,1>:d    r97.0<8;8,1>:d                      // $129
(W)     mov (8|M0)               r127.0<1>:f   r18.0<8;8,1>:f                   {Compacted}          // $142
        sends (16|M16)           null:w   r4      r57     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $117
        mach (8|M8)              r100.0<1>:ud  r28.0<8;8,1>:ud   0x10624DD3:ud              {AccWrEn} // $131
(W)     mul (8|M0)               acc0.0<1>:ud  r29.0<8;8,1>:ud   0x4DD3:uw                           // $131
        shr (16|M0)              r103.0<1>:d   r99.0<8;8,1>:ud   6:w                                 // $132
        mach (8|M16)             r101.0<1>:ud  r29.0<8;8,1>:ud   0x10624DD3:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r30.0<8;8,1>:ud   0x4DD3:uw                           // $131
        mad (16|M0)              r14.0<1>:d    r27.0<8;1>:d      r103.0<8;1>:d     -1000:w               // $134
        mach (8|M24)             r102.0<1>:ud  r30.0<8;8,1>:ud   0x10624DD3:ud              {AccWrEn} // $132
        add (16|M0)              r89.0<1>:d    r89.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $136
        shr (16|M16)             r12.0<1>:d    r101.0<8;8,1>:ud  6:w                                 // $133
        sends (16|M0)            null:w   r23     r89     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $139
        mad (16|M16)             r16.0<1>:d    r29.0<8;1>:d      r12.0<8;1>:d      -1000:w               // $135
        add (16|M16)             r91.0<1>:d    r91.0<8;8,1>:d    r16.0<8;8,1>:d                      // $137
(W)     mov (8|M0)               r2.0<1>:f     r2.0<8;8,1>:f                    {Compacted}          // $141
        sends (16|M16)           null:w   r25     r91     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $141
(W)     mov (8|M0)               r4.0<1>:f     r4.0<8;8,1>:f                    {Compacted}          // $142
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $142
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
