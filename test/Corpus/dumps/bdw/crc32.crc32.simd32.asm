//.kernel crc32
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 133
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
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r8.5)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r2.0)
//.declare P01 (59)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0051 (60)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0052 (61)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0053 (62)  rf=r size=4 type=d align=2 words (r51.0)
//.declare V0054 (63)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0055 (64)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0056 (65)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0057 (66)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0058 (67)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r52.0)
//.declare V0059 (68)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r54.0)
//.declare V0060 (69)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0061 (70)  rf=r size=64 type=d align=16 words (r12.0)
//.declare P02 (71)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P03 (76)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0066 (77)  rf=r size=4 type=ud alias=V0053+0 align=2 words (r51.0)
//.declare  (82)  rf=r size=128 type=ud align=16 words (r3.0)
//.declare  (83)  rf=r size=128 type=ud align=16 words (r10.0)
//.declare P04 (84)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (85)  rf=r size=32 type=ud align=16 words (r56.0)
//.declare V0071 (86)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0072 (87)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0073 (88)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0074 (89)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0075 (90)  rf=r size=64 type=d align=16 words (r59.0)
//.declare P05 (91)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0076 (92)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0077 (93)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0080 (96)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r57.0)
//.declare V0081 (97)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r59.0)
//.declare V0082 (98)  rf=r size=8 type=q align=4 words (r14.0)
//.declare V0087 (103)  rf=r size=64 type=ud align=16 words (r15.0)
//.declare V0088 (104)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0089 (105)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r17.0)
//.declare V0090 (106)  rf=r size=8 type=ud alias=V0082+0 align=4 words (r14.0)
//.declare V0091 (107)  rf=r size=8 type=d alias=V0082+0 align=4 words (r14.0)
//.declare V0092 (108)  rf=r size=64 type=ud align=16 words (r19.0)
//.declare V0093 (109)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0094 (110)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0099 (115)  rf=r size=64 type=ud align=16 words (r29.0)
//.declare V0100 (116)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0101 (117)  rf=r size=64 type=ud alias=V0100+0 align=16 words (r31.0)
//.declare V0102 (118)  rf=r size=64 type=ud align=16 words (r33.0)
//.declare V0103 (119)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0104 (120)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0105 (121)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.0)
//.declare V0108 (124)  rf=r size=4 type=d align=2 words (r65.0)
//.declare V0109 (125)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0110 (126)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0112 (128)  rf=r size=4 type=ud alias=V0108+0 align=2 words (r65.0)
//.declare V0113 (129)  rf=r size=128 type=q align=16 words (r3.0)
//.declare V0114 (130)  rf=r size=128 type=q align=16 words (r10.0)
//.declare V0115 (131)  rf=r size=128 type=uq alias=V0113+0 align=16 words (r3.0)
//.declare V0116 (132)  rf=r size=128 type=uq alias=V0114+0 align=16 words (r10.0)
//.declare V0119 (135)  rf=r size=64 type=ud align=16 words (r14.0)
//.declare V0120 (136)  rf=r size=64 type=b alias=V0119+0 align=16 words (r14.0)
//.declare V0121 (137)  rf=r size=64 type=ud align=16 words (r16.0)
//.declare V0122 (138)  rf=r size=64 type=b alias=V0121+0 align=16 words (r16.0)
//.declare V0123 (139)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0124 (140)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0129 (145)  rf=r size=64 type=ud alias=V0123+0 align=16 words (r18.0)
//.declare V0130 (146)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r20.0)
//.declare V0131 (147)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0132 (148)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0133 (149)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0134 (150)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0135 (151)  rf=r size=64 type=ud alias=V0109+0 align=16 words (r66.0)
//.declare V0136 (152)  rf=r size=64 type=ud alias=V0110+0 align=16 words (r68.0)
//.declare P06 (153)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (158)  rf=r size=128 type=ud align=16 words (r3.0)
//.declare  (159)  rf=r size=128 type=ud align=16 words (r10.0)
//.declare V0141 (160)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (161)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (162)  rf=r size=64 type=q align=16 words (r3.0)
//.declare  (163)  rf=r size=64 type=q align=16 words (r5.0)
//.declare  (164)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (165)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (166)  rf=r size=64 type=q align=16 words (r25.0)
//.declare  (167)  rf=r size=64 type=q align=16 words (r27.0)
//.declare  (168)  rf=r size=64 type=q align=16 words (r39.0)
//.declare  (169)  rf=r size=64 type=q align=16 words (r41.0)
//.declare  (170)  rf=r size=64 type=q align=16 words (r70.0)
//.declare  (171)  rf=r size=64 type=q align=16 words (r72.0)
//.declare  (172)  rf=r size=64 type=q align=16 words (r74.0)
//.declare  (173)  rf=r size=64 type=q align=16 words (r76.0)
//.declare  (174)  rf=r size=64 type=ud alias=+0 align=16 words (r3.0)
//.declare  (175)  rf=r size=64 type=ud alias=+0 align=16 words (r5.0)
//.declare  (176)  rf=r size=64 type=ud alias=+0 align=16 words (r25.0)
//.declare  (177)  rf=r size=64 type=ud alias=+0 align=16 words (r27.0)
//.declare  (178)  rf=r size=64 type=d alias=+0 align=16 words (r25.0)
//.declare  (179)  rf=r size=64 type=d alias=+0 align=16 words (r27.0)
//.declare  (180)  rf=r size=64 type=ud alias=+0 align=16 words (r10.0)
//.declare  (181)  rf=r size=64 type=ud alias=+0 align=16 words (r12.0)
//.declare  (182)  rf=r size=64 type=ud alias=+0 align=16 words (r39.0)
//.declare  (183)  rf=r size=64 type=ud alias=+0 align=16 words (r41.0)
//.declare  (184)  rf=r size=64 type=d alias=+0 align=16 words (r39.0)
//.declare  (185)  rf=r size=64 type=d alias=+0 align=16 words (r41.0)

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
// | V0038    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0141    | :uq      |      8 | r8+8     | general    |
// | V0035    | :d       |      4 | r8+16    | general    |
// | V0039    | :d x 3   |     12 | r8+20    | general    |
// | V0040    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B009}
_main:
(W)     and (8|M0)               r56.0<1>:ud   r0.2<0;1,0>:ud    0xF000000:ud                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
        cmp (16|M0)   (lt)f1.0   null<1>:w     r1.0<16;16,1>:uw  0x100:uw                            // $4
        cmp (16|M16)  (lt)f1.0   null<1>:w     r2.0<16;16,1>:uw  0x100:uw                            // $5
        mov (16|M0)              r43.0<1>:d    r1.0<16;16,1>:uw                                      // $2
        mov (16|M16)             r45.0<1>:d    r2.0<16;16,1>:uw                                      // $3
(f1.0)  if (32|M0)                           _0_016            _0_016                                // $6
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_017:
        mov (16|M0)              r47.0<1>:d    r43.0<8;8,1>:d                   {Compacted}          // $8
        mov (16|M16)             r49.0<1>:d    r45.0<8;8,1>:d                                        // $9
// B002: [inDivergent],  Preds:{B008, B001},  Succs:{B003}
_0_018:
        mov (16|M0)              r52.0<1>:d    r47.0<8;8,1>:d                   {Compacted}          // $12
        mov (16|M16)             r54.0<1>:d    r49.0<8;8,1>:d                                        // $13
(W)     mov (1|M0)               r51.0<1>:d    0:w                                                   // $11
// B003: [inDivergent],  Preds:{B005, B002},  Succs:{B004, B006}
_0_019:
        shr (16|M0)              r3.0<1>:d     r52.0<8;8,1>:ud   1:w                                 // $15
        shr (16|M16)             r5.0<1>:d     r54.0<8;8,1>:ud   1:w                                 // $16
        and (16|M0)   (eq)f0.0   null<1>:d     r52.0<8;8,1>:d    1:w                                 // $19
        and (16|M16)  (eq)f0.0   null<1>:d     r54.0<8;8,1>:d    1:w                                 // $21
        xor (16|M0)              r10.0<1>:d    r3.0<8;8,1>:d     -306674912:d                        // $17
        xor (16|M16)             r12.0<1>:d    r5.0<8;8,1>:d     -306674912:d                        // $18
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r51.0<0;1,0>:ud   0x7:uw                              // $25
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r51.0<0;1,0>:ud   0x7:uw                              // $26
(f0.0)  sel (16|M0)              r52.0<1>:d    r3.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted}        // $23
(f0.0)  sel (16|M16)             r54.0<1>:d    r5.0<8;8,1>:d     r12.0<8;8,1>:d                      // $24
(~f1.0) break (32|M0)                        _crc32_k0_3_cf    _crc32_k0_3_cf                        // $27
// B004: [inDivergent],  Preds:{B003},  Succs:{B005}
_0_021:
(W)     add (1|M0)               r51.0<1>:d    r51.0<0;1,0>:d    1:w                                 // $29
// B005: [inDivergent],  Preds:{B004},  Succs:{B003}
_crc32_k0_3_cf:
        while (32|M0)                        _0_019                                                  // $30
// B006: [inDivergent],  Preds:{B003},  Succs:{B007, B009}
_0_020:
        mov (16|M0)              r5.0<1>:d     r52.0<8;8,1>:d                   {Compacted}          // $34
        mov (16|M16)             r12.0<1>:d    r54.0<8;8,1>:d                                        // $35
        add (16|M0)              r52.0<1>:d    r47.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}        // $36
        add (16|M16)             r54.0<1>:d    r49.0<8;8,1>:d    r8.5<0;1,0>:d                       // $37
        shl (16|M0)              r3.0<1>:d     r47.0<8;8,1>:d    2:w                                 // $32
        shl (16|M16)             r10.0<1>:d    r49.0<8;8,1>:d    2:w                                 // $33
        cmp (16|M0)   (lt)f1.0   null<1>:d     r52.0<8;8,1>:d    256:w                               // $38
        cmp (16|M16)  (lt)f1.0   null<1>:d     r54.0<8;8,1>:d    256:w                               // $39
        send (16|M0)             null:w   r3:f    0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $34
        send (16|M16)            null:w   r10:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $35
(~f1.0) break (32|M0)                        _crc32_k0_2_cf    _crc32_k0_2_cf                        // $40
// B007: [inDivergent],  Preds:{B006},  Succs:{B008}
_0_022:
        mov (16|M0)              r47.0<1>:d    r52.0<8;8,1>:d                   {Compacted}          // $42
        mov (16|M16)             r49.0<1>:d    r54.0<8;8,1>:d                                        // $43
// B008: [inDivergent],  Preds:{B007},  Succs:{B002}
_crc32_k0_2_cf:
        while (32|M0)                        _0_018                                                  // $44
// B009: Preds:{B000, B006},  Succs:{B010, B011}
_0_016:
        endif (32|M0)                        L592                                                    // $6
L592:
(W)     send (1|M0)              null     r56:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $47
(W)     wait                                 n0.0<0;1,0>:ud                                          // $47
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $48
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r8.4<0;1,0>:d     0:w                                 // $53
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r8.4<0;1,0>:d     0:w                                 // $54
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r43.0<8;8,1>:d   {Compacted}        // $49
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r45.0<8;8,1>:d                      // $50
        add (16|M0)              r57.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $51
        add (16|M16)             r59.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $52
(W&f0.0) jmpi                                _0_023                                                  // $55
// B010: Preds:{B009},  Succs:{B014}
_0_024:
        mov (16|M0)              r61.0<1>:d    0:w                                                   // $57
        mov (16|M16)             r63.0<1>:d    0:w                                                   // $58
(W)     jmpi                                 _0_025                                                  // $59
// B011: Preds:{B009},  Succs:{B012}
_0_023:
        mov (8|M0)               r3.0<1>:q     r57.0<8;8,1>:ud                                       // $61
(W)     mov (1|M0)               r14.0<1>:q    r8.4<0;1,0>:d                                         // $63
        mov (8|M8)               r5.0<1>:q     r58.0<8;8,1>:ud                                       // $61
        mov (8|M16)              r10.0<1>:q    r59.0<8;8,1>:ud                                       // $62
        mov (8|M24)              r12.0<1>:q    r60.0<8;8,1>:ud                                       // $62
        mov (16|M0)              r66.0<1>:d    -1:w                                                  // $87
        mov (8|M0)               r15.0<1>:ud   r3.0<2;1,0>:ud                                        // $64
        mov (8|M0)               r17.0<1>:ud   r3.1<2;1,0>:ud                                        // $65
        mov (8|M8)               r16.0<1>:ud   r5.0<2;1,0>:ud                                        // $64
        mov (8|M16)              r29.0<1>:ud   r10.0<2;1,0>:ud                                       // $74
        mov (8|M24)              r30.0<1>:ud   r12.0<2;1,0>:ud                                       // $74
        mov (8|M8)               r18.0<1>:ud   r5.1<2;1,0>:ud                                        // $65
        mov (8|M16)              r31.0<1>:ud   r10.1<2;1,0>:ud                                       // $75
(W)     mul (8|M0)               acc0.0<1>:ud  r15.0<8;8,1>:ud   r14.0<0;1,0>:uw                     // $67
        mov (8|M24)              r32.0<1>:ud   r12.1<2;1,0>:ud                                       // $75
        mul (16|M0)              r23.0<1>:d    r15.0<8;8,1>:ud   r14.1<0;1,0>:d                      // $68
        mul (16|M16)             r37.0<1>:d    r29.0<8;8,1>:ud   r14.1<0;1,0>:d                      // $78
        mul (16|M0)              r19.0<1>:ud   r15.0<8;8,1>:ud   r14.0<0;1,0>:ud  {Compacted}        // $66
        mach (8|M0)              r21.0<1>:d    r15.0<8;8,1>:ud   r14.0<0;1,0>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r16.0<8;8,1>:ud   r14.0<0;1,0>:uw                     // $67
        mul (16|M16)             r33.0<1>:ud   r29.0<8;8,1>:ud   r14.0<0;1,0>:ud                     // $76
        mov (8|M0)               r25.0<2>:ud   r19.0<8;8,1>:ud                                       // $72
        mov (8|M8)               r27.0<2>:ud   r20.0<8;8,1>:ud                                       // $72
        mov (16|M16)             r68.0<1>:d    -1:w                                                  // $88
        mach (8|M8)              r22.0<1>:d    r16.0<8;8,1>:ud   r14.0<0;1,0>:ud  {AccWrEn}          // $68
(W)     mul (8|M0)               acc0.0<1>:ud  r29.0<8;8,1>:ud   r14.0<0;1,0>:uw                     // $77
        mov (8|M16)              r39.0<2>:ud   r33.0<8;8,1>:ud                                       // $82
        mov (8|M24)              r41.0<2>:ud   r34.0<8;8,1>:ud                                       // $82
(W)     mov (1|M0)               r65.0<1>:d    0:w                                                   // $86
        add (16|M0)              r21.0<1>:d    r21.0<8;8,1>:d    r23.0<8;8,1>:d   {Compacted}        // $69
        mach (8|M16)             r35.0<1>:d    r29.0<8;8,1>:ud   r14.0<0;1,0>:ud  {AccWrEn}          // 
(W)     mul (8|M0)               acc0.0<1>:ud  r30.0<8;8,1>:ud   r14.0<0;1,0>:uw                     // $77
        mul (16|M0)              r23.0<1>:d    r17.0<8;8,1>:d    r14.0<0;1,0>:ud                     // $70
        mach (8|M24)             r36.0<1>:d    r30.0<8;8,1>:ud   r14.0<0;1,0>:ud  {AccWrEn}          // $78
        add (16|M0)              r21.0<1>:d    r21.0<8;8,1>:d    r23.0<8;8,1>:d   {Compacted}        // $71
        add (16|M16)             r35.0<1>:d    r35.0<8;8,1>:d    r37.0<8;8,1>:d                      // $79
        mul (16|M16)             r37.0<1>:d    r31.0<8;8,1>:d    r14.0<0;1,0>:ud                     // $80
        mov (8|M0)               r25.1<2>:d    r21.0<8;8,1>:d                                        // $73
        mov (8|M8)               r27.1<2>:d    r22.0<8;8,1>:d                                        // $73
        add (16|M16)             r35.0<1>:d    r35.0<8;8,1>:d    r37.0<8;8,1>:d                      // $81
        add (8|M0)               r70.0<1>:q    r25.0<4;4,1>:q    r8.0<0;1,0>:q                       // $84
        add (8|M8)               r72.0<1>:q    r27.0<4;4,1>:q    r8.0<0;1,0>:q                       // $84
        mov (8|M16)              r39.1<2>:d    r35.0<8;8,1>:d                                        // $83
        mov (8|M24)              r41.1<2>:d    r36.0<8;8,1>:d                                        // $83
        add (8|M16)              r74.0<1>:q    r39.0<4;4,1>:q    r8.0<0;1,0>:q                       // $85
        add (8|M24)              r76.0<1>:q    r41.0<4;4,1>:q    r8.0<0;1,0>:q                       // $85
// B012: Preds:{B012, B011},  Succs:{B013, B012}
_0_026:
        add (8|M0)               r3.0<1>:q     r70.0<4;4,1>:q    r65.0<0;1,0>:ud                     // $91
        add (8|M8)               r5.0<1>:q     r72.0<4;4,1>:q    r65.0<0;1,0>:ud                     // $91
        add (8|M16)              r10.0<1>:q    r74.0<4;4,1>:q    r65.0<0;1,0>:ud                     // $92
        add (8|M24)              r12.0<1>:q    r76.0<4;4,1>:q    r65.0<0;1,0>:ud                     // $92
        and (16|M0)              r18.0<1>:d    r66.0<8;8,1>:d    255:w                               // $99
        and (16|M16)             r20.0<1>:d    r68.0<8;8,1>:d    255:w                               // $100
        send (8|M0)              r14      r3:f    0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $93
        send (8|M8)              r15      r5:f    0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $94
        send (8|M16)             r16      r10:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $96
(W)     add (1|M0)               r65.0<1>:d    r65.0<0;1,0>:d    1:w                                 // $113
        send (8|M24)             r17      r12:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $97
        shr (16|M0)              r26.0<1>:d    r66.0<8;8,1>:ud   8:w                                 // $109
        shr (16|M16)             r28.0<1>:d    r68.0<8;8,1>:ud   8:w                                 // $110
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r65.0<0;1,0>:d    r8.4<0;1,0>:d    {Compacted}        // $114
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r65.0<0;1,0>:d    r8.4<0;1,0>:d                       // $115
        xor (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    r14.0<4;1,0>:ub                     // $103
        xor (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    r16.0<4;1,0>:ub                     // $104
        shl (16|M0)              r18.0<1>:d    r18.0<8;8,1>:d    2:w                                 // $105
        shl (16|M16)             r20.0<1>:d    r20.0<8;8,1>:d    2:w                                 // $106
        send (16|M0)             r22:w    r18:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $107
        send (16|M16)            r24:w    r20:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $108
        xor (16|M0)              r66.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $111
        xor (16|M16)             r68.0<1>:d    r24.0<8;8,1>:d    r28.0<8;8,1>:d                      // $112
(W&f0.0) jmpi                                _0_026                                                  // $116
// B013: Preds:{B012},  Succs:{B014}
_0_027:
        not (16|M0)              r61.0<1>:d    r66.0<8;8,1>:d                   {Compacted}          // $118
        not (16|M16)             r63.0<1>:d    r68.0<8;8,1>:d                                        // $119
// B014: Preds:{B013, B010},  Succs:{}
_0_025:
        shl (16|M0)              r3.0<1>:d     r57.0<8;8,1>:d    2:w                                 // $121
        mov (16|M0)              r5.0<1>:d     r61.0<8;8,1>:d                   {Compacted}          // $124
        shl (16|M16)             r10.0<1>:d    r59.0<8;8,1>:d    2:w                                 // $122
        mov (16|M16)             r12.0<1>:d    r63.0<8;8,1>:d                                        // $126
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $127
        send (16|M0)             null:w   r3:f    0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $124
        send (16|M16)            null:w   r10:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $126
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $127
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
