//.kernel int_divmod
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 155
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0053 (61)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r45.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r47.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r12.0)
//.declare P01 (67)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0059 (68)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0060 (69)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0061 (70)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0062 (71)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0063 (72)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0064 (73)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0065 (74)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0066 (75)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0067 (76)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0068 (77)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0069 (78)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0070 (79)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0071 (80)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0072 (81)  rf=r size=64 type=d align=16 words (r63.0)
//.declare P02 (82)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0073 (83)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0074 (84)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0075 (85)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0076 (86)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0078 (88)  rf=r size=64 type=d align=16 words (r71.0)
//.declare P03 (89)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0079 (90)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0080 (91)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0081 (92)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0082 (93)  rf=r size=64 type=d align=16 words (r75.0)
//.declare P04 (94)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0085 (97)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0086 (98)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0087 (99)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0088 (100)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0089 (101)  rf=r size=64 type=d align=16 words (r81.0)
//.declare V0090 (102)  rf=r size=64 type=d align=16 words (r83.0)
//.declare V0091 (103)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0092 (104)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0097 (109)  rf=r size=64 type=ud alias=V0049+0 align=16 words (r41.0)
//.declare V0098 (110)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r43.0)
//.declare V0101 (113)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0102 (114)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0103 (115)  rf=r size=64 type=d align=16 words (r85.0)
//.declare V0104 (116)  rf=r size=64 type=d align=16 words (r87.0)
//.declare V0105 (117)  rf=r size=64 type=ud alias=V0103+0 align=16 words (r85.0)
//.declare V0106 (118)  rf=r size=64 type=ud alias=V0104+0 align=16 words (r87.0)
//.declare  (119)  rf=r size=128 type=ud align=16 words (r5.0)
//.declare  (120)  rf=r size=128 type=ud align=16 words (r9.0)
//.declare P05 (121)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0107 (122)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0108 (123)  rf=r size=64 type=d align=16 words (r3.0)
//.declare  (128)  rf=r size=128 type=ud align=16 words (r1.0)
//.declare  (129)  rf=r size=128 type=ud align=16 words (r5.0)
//.declare V0113 (130)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0114 (131)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0115 (132)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r49.0)
//.declare V0116 (133)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r51.0)
//.declare V0117 (134)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r53.0)
//.declare V0118 (135)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r55.0)
//.declare V0119 (136)  rf=r size=64 type=ud alias=V0113+0 align=16 words (r9.0)
//.declare V0120 (137)  rf=r size=64 type=ud alias=V0114+0 align=16 words (r11.0)
//.declare V0121 (138)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0122 (139)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0123 (140)  rf=r size=64 type=ud alias=V0121+0 align=16 words (r13.0)
//.declare V0124 (141)  rf=r size=64 type=ud alias=V0122+0 align=16 words (r15.0)
//.declare V0125 (142)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0126 (143)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0127 (144)  rf=r size=64 type=ud alias=V0125+0 align=16 words (r17.0)
//.declare V0128 (145)  rf=r size=64 type=ud alias=V0126+0 align=16 words (r19.0)
//.declare V0129 (146)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0130 (147)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0131 (148)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0132 (149)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0133 (150)  rf=r size=64 type=ud alias=V0131+0 align=16 words (r25.0)
//.declare V0134 (151)  rf=r size=64 type=ud alias=V0132+0 align=16 words (r27.0)
//.declare V0135 (152)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0136 (153)  rf=r size=64 type=d align=16 words (r31.0)
//.declare  (154)  rf=r size=128 type=ud align=16 words (r33.0)
//.declare  (155)  rf=r size=128 type=ud align=16 words (r37.0)
//.declare V0137 (156)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0138 (157)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0139 (158)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0140 (159)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (160)  rf=r size=32 type=ud align=16 words (r127.0)

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
// | V0137    | :uq      |      8 | r8       | general    |
// | V0138    | :uq      |      8 | r8+8     | general    |
// | V0139    | :uq      |      8 | r8+16    | general    |
// | V0140    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r8.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r41.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r43.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r45.0<1>:d    r41.0<8;8,1>:d    2:w                                 // $9
        shl (16|M16)             r47.0<1>:d    r43.0<8;8,1>:d    2:w                                 // $10
        send (16|M0)             r49:w    r45:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M16)            r51:w    r47:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M0)             r10:w    r45:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $16
        send (16|M16)            r12:w    r47:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $18
(W)     mul (8|M0)               acc0.0<1>:d   r49.0<8;8,1>:d    0x2493:uw                           // $29
        cmp (16|M0)   (eq)f1.0   null<1>:d     r10.0<8;8,1>:d    0:w                                 // $19
        cmp (16|M16)  (eq)f1.0   null<1>:d     r12.0<8;8,1>:d    0:w                                 // $20
        mach (8|M0)              r14.0<1>:d    r49.0<8;8,1>:d    -1840700269:d               {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:d   r50.0<8;8,1>:d    0x2493:uw                           // $29
(~f1.0) sel (16|M0)              r53.0<1>:d    r10.0<8;8,1>:d    1:w                                 // $21
(~f1.0) sel (16|M16)             r55.0<1>:d    r12.0<8;8,1>:d    1:w                                 // $22
        shl (8|M0)               r13.0<1>:d    r41.0<8;8,1>:ud   1:w                                 // $95
        mach (8|M8)              r15.0<1>:d    r50.0<8;8,1>:d    -1840700269:d               {AccWrEn} // $30
(W)     mul (8|M0)               acc0.0<1>:d   r51.0<8;8,1>:d    0x2493:uw                           // $30
        math.iqot (8|M0)         r18.0<1>:d    r49.0<8;8,1>:d    r53.0<8;8,1>:d   {Compacted}        // $150
        math.iqot (8|M8)         r19.0<1>:d    r50.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}        // $23
        add (16|M0)   (lt)f0.0   r26.0<1>:d    r14.0<8;8,1>:d    r49.0<8;8,1>:d   {Compacted}        // $31
        mach (8|M16)             r16.0<1>:d    r51.0<8;8,1>:d    -1840700269:d               {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:d   r52.0<8;8,1>:d    0x2493:uw                           // $30
        math.irem (8|M0)         r22.0<1>:d    r49.0<8;8,1>:d    r53.0<8;8,1>:d   {Compacted}        // $150
        math.irem (8|M8)         r23.0<1>:d    r50.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}        // $25
        math.iqot (8|M16)        r20.0<1>:d    r51.0<8;8,1>:d    r55.0<8;8,1>:d                      // $150
        mach (8|M24)             r17.0<1>:d    r52.0<8;8,1>:d    -1840700269:d               {AccWrEn} // $31
(W)     mul (8|M0)               acc0.0<1>:d   r49.0<8;8,1>:d    0xEC4F:uw                           // $44
        math.iqot (8|M24)        r21.0<1>:d    r52.0<8;8,1>:d    r56.0<8;8,1>:d                      // $24
        asr (16|M0)              r61.0<1>:d    r26.0<8;8,1>:d    2:w                                 // $33
        add (16|M16)  (lt)f0.0   r28.0<1>:d    r16.0<8;8,1>:d    r51.0<8;8,1>:d                      // $32
        mach (8|M0)              r1.0<1>:d     r49.0<8;8,1>:d    1321528399:d               {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:d   r50.0<8;8,1>:d    0xEC4F:uw                           // $44
        math.irem (8|M16)        r24.0<1>:d    r51.0<8;8,1>:d    r55.0<8;8,1>:d                      // $150
(f0.0)  add (16|M0)              r61.0<1>:d    r61.0<8;8,1>:d    1:w                                 // $39
        math.irem (8|M24)        r25.0<1>:d    r52.0<8;8,1>:d    r56.0<8;8,1>:d                      // $26
        mach (8|M8)              r2.0<1>:d     r50.0<8;8,1>:d    1321528399:d               {AccWrEn} // $45
(W)     mul (8|M0)               acc0.0<1>:d   r51.0<8;8,1>:d    0xEC4F:uw                           // $45
        asr (16|M16)             r63.0<1>:d    r28.0<8;8,1>:d    2:w                                 // $34
        add (16|M0)              r57.0<1>:d    r18.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $27
        asr (16|M0)              r69.0<1>:d    r1.0<8;8,1>:d     2:w                                 // $46
        mach (8|M16)             r3.0<1>:d     r51.0<8;8,1>:d    1321528399:d               {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:d   r52.0<8;8,1>:d    0xEC4F:uw                           // $45
        cmp (16|M0)   (lt)f1.0   null<1>:d     r1.0<8;8,1>:d     0:w                                 // $48
        cmp (16|M0)   (lt)f0.0   null<1>:d     r49.0<8;8,1>:d    0:w                                 // $61
(f0.0)  add (16|M16)             r63.0<1>:d    r63.0<8;8,1>:d    1:w                                 // $40
        mach (8|M24)             r4.0<1>:d     r52.0<8;8,1>:d    1321528399:d               {AccWrEn} // $46
(f1.0)  add (16|M0)              r69.0<1>:d    r69.0<8;8,1>:d    1:w                                 // $52
        add (16|M16)             r59.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d                      // $28
        cmp (16|M16)  (lt)f0.0   null<1>:d     r51.0<8;8,1>:d    0:w                                 // $62
        asr (16|M16)             r71.0<1>:d    r3.0<8;8,1>:d     2:w                                 // $47
        cmp (16|M16)  (lt)f1.0   null<1>:d     r3.0<8;8,1>:d     0:w                                 // $49
        mul (16|M0)              r1.0<1>:d     r69.0<8;8,1>:d    -13:w                               // $55
        add (16|M0)              r65.0<1>:d    r57.0<8;8,1>:d    r61.0<8;8,1>:d   {Compacted}        // $42
(f0.0)  add (16|M0)              r77.0<1>:d    r49.0<8;8,1>:d    15:w                                // $65
(f1.0)  add (16|M16)             r71.0<1>:d    r71.0<8;8,1>:d    1:w                                 // $53
        add (16|M0)              r1.0<1>:d     r1.0<8;8,1>:d     r49.0<8;8,1>:d   {Compacted}        // $57
        add (16|M16)             r67.0<1>:d    r59.0<8;8,1>:d    r63.0<8;8,1>:d                      // $43
(f0.0)  add (16|M16)             r79.0<1>:d    r51.0<8;8,1>:d    15:w                                // $66
        mul (16|M16)             r3.0<1>:d     r71.0<8;8,1>:d    -13:w                               // $56
(~f0.0) mov (16|M0)              r77.0<1>:d    r49.0<8;8,1>:d                                        // $71
(~f0.0) mov (16|M16)             r79.0<1>:d    r51.0<8;8,1>:d                                        // $72
        add (16|M0)              r73.0<1>:d    r65.0<8;8,1>:d    r1.0<8;8,1>:d    {Compacted}        // $59
        add (16|M16)             r3.0<1>:d     r3.0<8;8,1>:d     r51.0<8;8,1>:d                      // $58
        asr (16|M0)              r1.0<1>:d     r77.0<8;8,1>:d    4:w                                 // $74
(f0.0)  add (16|M0)              r77.0<1>:d    r49.0<8;8,1>:d    31:w                                // $80
        shl (8|M8)               r14.0<1>:d    r42.0<8;8,1>:ud   1:w                                 // $95
        add (16|M16)             r75.0<1>:d    r67.0<8;8,1>:d    r3.0<8;8,1>:d                       // $60
        asr (16|M16)             r3.0<1>:d     r79.0<8;8,1>:d    4:w                                 // $75
(~f0.0) mov (16|M0)              r77.0<1>:d    r49.0<8;8,1>:d                                        // $84
(f0.0)  add (16|M16)             r79.0<1>:d    r51.0<8;8,1>:d    31:w                                // $81
        add (16|M0)              r81.0<1>:d    r73.0<8;8,1>:d    r1.0<8;8,1>:d    {Compacted}        // $76
(~f0.0) mov (16|M16)             r79.0<1>:d    r51.0<8;8,1>:d                                        // $85
        add (16|M16)             r83.0<1>:d    r75.0<8;8,1>:d    r3.0<8;8,1>:d                       // $77
        and (16|M0)              r1.0<1>:d     r77.0<8;8,1>:d    -32:w                               // $87
        shl (8|M16)              r15.0<1>:d    r43.0<8;8,1>:ud   1:w                                 // $96
        shl (8|M24)              r16.0<1>:d    r44.0<8;8,1>:ud   1:w                                 // $96
        and (16|M16)             r3.0<1>:d     r79.0<8;8,1>:d    -32:w                               // $88
        shl (16|M0)              r85.0<1>:d    r13.0<8;8,1>:d    2:w                                 // $99
        add (16|M0)              r1.0<1>:d     r49.0<8;8,1>:d    -r1.0<8;8,1>:d   {Compacted}        // $89
        shl (16|M16)             r87.0<1>:d    r15.0<8;8,1>:d    2:w                                 // $100
        add (16|M16)             r3.0<1>:d     r51.0<8;8,1>:d    -r3.0<8;8,1>:d                      // $90
        mov (16|M0)              r5.0<1>:ud    r85.0<8;8,1>:ud                  {Compacted}          // $102
        add (16|M0)              r7.0<1>:d     r81.0<8;8,1>:d    r1.0<8;8,1>:d    {Compacted}        // $91
        mov (16|M16)             r9.0<1>:ud    r87.0<8;8,1>:ud                                       // $104
        add (16|M16)             r11.0<1>:d    r83.0<8;8,1>:d    r3.0<8;8,1>:d                       // $92
        cmp (16|M0)   (eq)f0.0   null<1>:d     r53.0<8;8,1>:d    -1:w                                // $105
        cmp (16|M16)  (eq)f0.0   null<1>:d     r55.0<8;8,1>:d    -1:w                                // $106
        send (16|M0)             null:w   r5:f    0xC            0x08025E02           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $102
        send (16|M16)            null:w   r9:f    0xC            0x08025E02           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $104
(~f0.0) if (32|M0)                           _0_026            _int_divmod_k0_0_cf                   // $107
// B001: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_027:
        or (16|M0)               r1.0<1>:d     r53.0<8;8,1>:d    1:w                                 // $109
        or (16|M16)              r3.0<1>:d     r55.0<8;8,1>:d    1:w                                 // $110
        math.iqot (8|M0)         r77.0<1>:d    r49.0<8;8,1>:d    r1.0<8;8,1>:d    {Compacted}        // $150
        math.iqot (8|M8)         r78.0<1>:d    r50.0<8;8,1>:d    r2.0<8;8,1>:d    {Compacted}        // $111
        math.iqot (8|M16)        r79.0<1>:d    r51.0<8;8,1>:d    r3.0<8;8,1>:d                       // $150
        math.iqot (8|M24)        r80.0<1>:d    r52.0<8;8,1>:d    r4.0<8;8,1>:d                       // $112
        else (32|M0)                         _int_divmod_k0_0_cf  _int_divmod_k0_0_cf                // $107
// B002: [inDivergent],  Preds:{B000},  Succs:{B003}
_0_026:
        mov (16|M0)              r77.0<1>:d    r49.0<8;8,1>:d                   {Compacted}          // $115
        mov (16|M16)             r79.0<1>:d    r51.0<8;8,1>:d                                        // $116
// B003: Preds:{B002, B001},  Succs:{B004}
_int_divmod_k0_0_cf:
        endif (32|M0)                        _0_028                                                  // $107
// B004: Preds:{B003},  Succs:{}
_0_028:
(W)     mul (8|M0)               acc0.0<1>:ud  r49.0<8;8,1>:ud   0xCCCD:uw                           // $130
        math.iqot (8|M0)         r9.0<1>:ud    r49.0<8;8,1>:ud   r53.0<8;8,1>:ud  {Compacted}        // $150
        math.iqot (8|M8)         r10.0<1>:ud   r50.0<8;8,1>:ud   r54.0<8;8,1>:ud  {Compacted}        // $124
        math.irem (8|M0)         r13.0<1>:ud   r49.0<8;8,1>:ud   r53.0<8;8,1>:ud  {Compacted}        // $150
        mach (8|M0)              r17.0<1>:ud   r49.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r50.0<8;8,1>:ud   0xCCCD:uw                           // $130
        math.irem (8|M8)         r14.0<1>:ud   r50.0<8;8,1>:ud   r54.0<8;8,1>:ud  {Compacted}        // $126
        math.iqot (8|M16)        r11.0<1>:ud   r51.0<8;8,1>:ud   r55.0<8;8,1>:ud                     // $150
        math.iqot (8|M24)        r12.0<1>:ud   r52.0<8;8,1>:ud   r56.0<8;8,1>:ud                     // $125
        mach (8|M8)              r18.0<1>:ud   r50.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $131
(W)     mul (8|M0)               acc0.0<1>:ud  r51.0<8;8,1>:ud   0xCCCD:uw                           // $131
        math.irem (8|M16)        r15.0<1>:ud   r51.0<8;8,1>:ud   r55.0<8;8,1>:ud                     // $150
        or (16|M0)               r1.0<1>:d     r85.0<8;8,1>:d    4:w                                 // $118
        math.irem (8|M24)        r16.0<1>:ud   r52.0<8;8,1>:ud   r56.0<8;8,1>:ud                     // $127
        mach (8|M16)             r19.0<1>:ud   r51.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r52.0<8;8,1>:ud   0xCCCD:uw                           // $131
        add (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     r13.0<8;8,1>:d   {Compacted}        // $128
        shr (16|M0)              r21.0<1>:d    r17.0<8;8,1>:ud   3:w                                 // $132
        mov (16|M0)              r3.0<1>:d     r77.0<8;8,1>:d                   {Compacted}          // $121
        mach (8|M24)             r20.0<1>:ud   r52.0<8;8,1>:ud   0xCCCCCCCD:ud              {AccWrEn} // $132
(W)     mul (8|M0)               acc0.0<1>:ud  r49.0<8;8,1>:ud   0x4DD3:uw                           // $136
        add (16|M16)             r11.0<1>:d    r11.0<8;8,1>:d    r15.0<8;8,1>:d                      // $129
        add (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     r21.0<8;8,1>:d   {Compacted}        // $134
        shr (16|M16)             r23.0<1>:d    r19.0<8;8,1>:ud   3:w                                 // $133
        mach (8|M0)              r25.0<1>:ud   r49.0<8;8,1>:ud   0x10624DD3:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r50.0<8;8,1>:ud   0x4DD3:uw                           // $136
        or (16|M16)              r5.0<1>:d     r87.0<8;8,1>:d    4:w                                 // $119
        add (16|M16)             r11.0<1>:d    r11.0<8;8,1>:d    r23.0<8;8,1>:d                      // $135
        mov (16|M16)             r7.0<1>:d     r79.0<8;8,1>:d                                        // $123
        mach (8|M8)              r26.0<1>:ud   r50.0<8;8,1>:ud   0x10624DD3:ud              {AccWrEn} // $137
(W)     mul (8|M0)               acc0.0<1>:ud  r51.0<8;8,1>:ud   0x4DD3:uw                           // $137
        mov (16|M0)              r33.0<1>:ud   r45.0<8;8,1>:ud                  {Compacted}          // $147
        mov (16|M16)             r37.0<1>:ud   r47.0<8;8,1>:ud                                       // $149
        shr (16|M0)              r29.0<1>:d    r25.0<8;8,1>:ud   6:w                                 // $138
        mach (8|M16)             r27.0<1>:ud   r51.0<8;8,1>:ud   0x10624DD3:ud              {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:ud  r52.0<8;8,1>:ud   0x4DD3:uw                           // $137
        send (16|M0)             null:w   r1:f    0xC            0x08025E02           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $121
        mul (16|M0)              r29.0<1>:d    r29.0<8;8,1>:d    -1000:w                             // $140
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $150
        send (16|M16)            null:w   r5:f    0xC            0x08025E02           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $123
        mach (8|M24)             r28.0<1>:ud   r52.0<8;8,1>:ud   0x10624DD3:ud              {AccWrEn} // $138
        add (16|M0)              r29.0<1>:d    r29.0<8;8,1>:d    r49.0<8;8,1>:d   {Compacted}        // $142
        shr (16|M16)             r31.0<1>:d    r27.0<8;8,1>:ud   6:w                                 // $139
        add (16|M0)              r35.0<1>:d    r9.0<8;8,1>:d     r29.0<8;8,1>:d   {Compacted}        // $144
        mul (16|M16)             r31.0<1>:d    r31.0<8;8,1>:d    -1000:w                             // $141
        send (16|M0)             null:w   r33:f   0xC            0x08025E03           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $147
        add (16|M16)             r31.0<1>:d    r31.0<8;8,1>:d    r51.0<8;8,1>:d                      // $143
        add (16|M16)             r39.0<1>:d    r11.0<8;8,1>:d    r31.0<8;8,1>:d                      // $145
        send (16|M16)            null:w   r37:f   0xC            0x08025E03           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $149
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $150
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
