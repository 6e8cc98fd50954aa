//.kernel histogram
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 89
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.2)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.3)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.1)
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
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0039 (47)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r8.5)
//.declare V0041 (49)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0042 (50)  rf=r size=12 type=d align=2 words (r9.3)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0048 (56)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0044+0 align=16 words (r2.0)
//.declare P01 (61)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0053 (62)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0054 (63)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0055 (64)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0056 (65)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0057 (66)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r14.0)
//.declare V0058 (67)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r16.0)
//.declare  (69)  rf=r size=128 type=ud align=16 words (r18.0)
//.declare  (71)  rf=r size=128 type=ud align=16 words (r22.0)
//.declare V0061 (72)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0062 (73)  rf=r size=64 type=d align=16 words (r28.0)
//.declare P02 (74)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (75)  rf=r size=32 type=ud align=16 words (r30.0)
//.declare V0063 (76)  rf=r size=4 type=d align=2 words (r31.0)
//.declare V0064 (77)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0065 (78)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0066 (79)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0067 (80)  rf=r size=64 type=d align=16 words (r38.0)
//.declare P03 (81)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0068 (82)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.0)
//.declare V0071 (85)  rf=r size=128 type=q align=16 words (r40.0)
//.declare V0072 (86)  rf=r size=128 type=q align=16 words (r44.0)
//.declare V0073 (87)  rf=r size=128 type=uq alias=V0071+0 align=16 words (r40.0)
//.declare V0074 (88)  rf=r size=128 type=uq alias=V0072+0 align=16 words (r44.0)
//.declare V0075 (89)  rf=r size=32 type=b align=16 words (r48.0)
//.declare V0076 (90)  rf=r size=32 type=b align=16 words (r49.0)
//.declare V0077 (91)  rf=r size=64 type=ud align=16 words (r50.0)
//.declare V0078 (92)  rf=r size=64 type=b alias=V0077+0 align=16 words (r50.0)
//.declare V0079 (93)  rf=r size=64 type=ud align=16 words (r52.0)
//.declare V0080 (94)  rf=r size=64 type=b alias=V0079+0 align=16 words (r52.0)
//.declare V0081 (95)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0082 (96)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0083 (97)  rf=r size=32 type=ub alias=V0075+0 align=16 words (r48.0)
//.declare V0084 (98)  rf=r size=32 type=ub alias=V0076+0 align=16 words (r49.0)
//.declare V0085 (99)  rf=r size=64 type=ud alias=V0081+0 align=16 words (r54.0)
//.declare V0086 (100)  rf=r size=64 type=ud alias=V0082+0 align=16 words (r56.0)
//.declare P04 (103)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0089 (105)  rf=r size=8 type=q alias=V0036+0 align=4 words (r8.1)
//.declare V0098 (114)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0099 (115)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0100 (116)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r58.0)
//.declare V0101 (117)  rf=r size=64 type=ud alias=V0099+0 align=16 words (r60.0)
//.declare V0102 (118)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0103 (119)  rf=r size=64 type=d align=16 words (r64.0)
//.declare  (122)  rf=r size=96 type=ud align=16 words (r66.0)
//.declare  (123)  rf=r size=96 type=ud align=16 words (r69.0)
//.declare  (124)  rf=r size=96 type=ud align=16 words (r72.0)
//.declare  (125)  rf=r size=96 type=ud align=16 words (r75.0)
//.declare P05 (126)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (127)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (136)  rf=r size=64 type=q align=16 words (r78.0)
//.declare  (137)  rf=r size=64 type=q align=16 words (r80.0)
//.declare  (138)  rf=r size=64 type=q align=16 words (r82.0)
//.declare  (139)  rf=r size=64 type=q align=16 words (r84.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0043    | :w x 16  |     32 | r1       | general    |
// | V0044    | :w x 16  |     32 | r2       | general    |
// | V0045    | :w x 16  |     32 | r3       | general    |
// | V0046    | :w x 16  |     32 | r4       | general    |
// | V0047    | :w x 16  |     32 | r5       | general    |
// | V0048    | :w x 16  |     32 | r6       | general    |
// | V0039    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0036    | :uq      |      8 | r8+8     | general    |
// | V0035    | :d       |      4 | r8+16    | general    |
// | V0040    | :d x 3   |     12 | r8+20    | general    |
// | V0041    | :d x 3   |     12 | r9       | general    |
// | V0042    | :d x 3   |     12 | r9+12    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B005}
_main:
(W)     and (8|M0)               r30.0<1>:ud   r0.2<0;1,0>:ud    0xF000000:ud                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
        cmp (16|M0)   (lt)f0.0   null<1>:w     r1.0<16;16,1>:uw  0x40:uw                             // $4
        cmp (16|M16)  (lt)f0.0   null<1>:w     r2.0<16;16,1>:uw  0x40:uw                             // $5
        mov (16|M0)              r3.0<1>:d     r1.0<16;16,1>:uw                                      // $2
        mov (16|M16)             r5.0<1>:d     r2.0<16;16,1>:uw                                      // $3
(f0.0)  if (32|M0)                           _0_019            _0_019                                // $6
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_020:
        mov (16|M0)              r10.0<1>:d    r3.0<8;8,1>:d                    {Compacted}          // $8
        mov (16|M16)             r12.0<1>:d    r5.0<8;8,1>:d                                         // $9
// B002: [inDivergent],  Preds:{B004, B001},  Succs:{B003, B005}
_0_021:
        shl (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $11
        shl (16|M16)             r16.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $12
        add (16|M0)              r26.0<1>:d    r10.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}        // $19
        add (16|M16)             r28.0<1>:d    r12.0<8;8,1>:d    r9.0<0;1,0>:d                       // $20
        mov (16|M0)              r20.0<1>:d    0:w                                                   // $15
        add (16|M0)              r18.0<1>:d    r14.0<8;8,1>:d    268435456:d                         // $13
        mov (16|M16)             r24.0<1>:d    0:w                                                   // $17
        add (16|M16)             r22.0<1>:d    r16.0<8;8,1>:d    268435456:d                         // $14
        cmp (16|M0)   (lt)f1.0   null<1>:d     r26.0<8;8,1>:d    64:w                                // $21
        cmp (16|M16)  (lt)f1.0   null<1>:d     r28.0<8;8,1>:d    64:w                                // $22
        send (16|M0)             null:w   r18:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $16
        send (16|M16)            null:w   r22:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $18
(~f1.0) break (32|M0)                        _histogram_k0_2_cf  _histogram_k0_2_cf                  // $23
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_022:
        mov (16|M0)              r10.0<1>:d    r26.0<8;8,1>:d                   {Compacted}          // $25
        mov (16|M16)             r12.0<1>:d    r28.0<8;8,1>:d                                        // $26
// B004: [inDivergent],  Preds:{B003},  Succs:{B002}
_histogram_k0_2_cf:
        while (32|M0)                        _0_021                                                  // $27
// B005: Preds:{B000, B002},  Succs:{B006, B008}
_0_019:
        endif (32|M0)                        L392                                                    // $6
L392:
(W)     send (1|M0)              null     r30:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $30
(W)     wait                                 n0.0<0;1,0>:ud                                          // $30
(W)     mul (1|M0)               r31.0<1>:d    r9.3<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $31
        add (16|M0)              r32.0<1>:d    r31.0<0;1,0>:d    r3.0<8;8,1>:d    {Compacted}        // $32
        add (16|M16)             r34.0<1>:d    r31.0<0;1,0>:d    r5.0<8;8,1>:d                       // $33
        add (16|M0)              r36.0<1>:d    r32.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $34
        add (16|M16)             r38.0<1>:d    r34.0<8;8,1>:d    r7.0<0;1,0>:d                       // $35
        cmp (16|M0)   (lt)f1.0   null<1>:d     r36.0<8;8,1>:d    r8.4<0;1,0>:d                       // $36
        cmp (16|M16)  (lt)f1.0   null<1>:d     r38.0<8;8,1>:d    r8.4<0;1,0>:d                       // $37
(f1.0)  if (32|M0)                           _0_023            _0_023                                // $38
// B006: Preds:{B005},  Succs:{B007}
_histogram_k0_8_preHeader:
_0_025:
// B007: [inDivergent],  Preds:{B006, B007},  Succs:{B008, B007}
        add (8|M0)               r40.0<1>:q    r8.0<0;1,0>:q     r36.0<8;8,1>:d                      // $43
        add (8|M8)               r42.0<1>:q    r8.0<0;1,0>:q     r37.0<8;8,1>:d                      // $43
        add (8|M16)              r44.0<1>:q    r8.0<0;1,0>:q     r38.0<8;8,1>:d                      // $44
        add (8|M24)              r46.0<1>:q    r8.0<0;1,0>:q     r39.0<8;8,1>:d                      // $44
        add (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}        // $59
        add (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    r8.5<0;1,0>:d                       // $60
        send (8|M0)              r50      r40:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $45
        send (8|M8)              r51      r42:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $46
        send (8|M16)             r52      r44:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $48
        send (8|M24)             r53      r46:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $49
        cmp (16|M0)   (lt)f1.0   null<1>:d     r36.0<8;8,1>:d    r8.4<0;1,0>:d                       // $61
        cmp (16|M16)  (lt)f1.0   null<1>:d     r38.0<8;8,1>:d    r8.4<0;1,0>:d                       // $62
        shl (16|M0)              r48.0<2>:b    r50.0<4;1,0>:b    2:w                                 // $51
        shl (16|M16)             r49.0<2>:b    r52.0<4;1,0>:b    2:w                                 // $52
        or (16|M0)               r54.0<1>:d    r48.0<2;1,0>:ub   268435456:d                         // $55
        or (16|M16)              r56.0<1>:d    r49.0<2;1,0>:ub   268435456:d                         // $56
        send (16|M0)             null:w   r54:f   0xC            0x040085FE           // wr:2+0, rd:0; hdc.dc1; untyped atomic int32 integer increment // $57
        send (16|M16)            null:w   r56:f   0xC            0x040085FE           // wr:2+0, rd:0; hdc.dc1; untyped atomic int32 integer increment // $58
(f1.0)  while (32|M0)                        _histogram_k0_8_preHeader                               // $63
// B008: Preds:{B005, B007},  Succs:{B009, B011}
_0_023:
        endif (32|M0)                        L840                                                    // $38
L840:
(W)     send (1|M0)              null     r30:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $66
(W)     wait                                 n0.0<0;1,0>:ud                                          // $66
(f0.0)  if (32|M0)                           _histogram_k0_0_cf  _histogram_k0_0_cf                  // $67
// B009: Preds:{B008},  Succs:{B010}
_histogram_k0_7_preHeader:
_0_028:
// B010: [inDivergent],  Preds:{B009, B010},  Succs:{B011, B010}
        shl (16|M0)              r58.0<1>:d    r3.0<8;8,1>:d     2:w                                 // $76
        shl (16|M16)             r60.0<1>:d    r5.0<8;8,1>:d     2:w                                 // $77
        shl (8|M0)               r78.0<1>:q    r3.0<8;8,1>:d     2:w                                 // $72
        shl (8|M8)               r80.0<1>:q    r4.0<8;8,1>:d     2:w                                 // $72
        shl (8|M16)              r82.0<1>:q    r5.0<8;8,1>:d     2:w                                 // $73
        add (16|M0)              r58.0<1>:d    r58.0<8;8,1>:d    268435456:d                         // $78
        add (16|M16)             r60.0<1>:d    r60.0<8;8,1>:d    268435456:d                         // $79
        shl (8|M24)              r84.0<1>:q    r6.0<8;8,1>:d     2:w                                 // $73
        add (8|M0)               r66.0<1>:q    r78.0<4;4,1>:q    r8.1<0;1,0>:q                       // $74
        add (8|M8)               r69.0<1>:q    r80.0<4;4,1>:q    r8.1<0;1,0>:q                       // $74
        send (16|M0)             r62:w    r58:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $80
        add (8|M16)              r72.0<1>:q    r82.0<4;4,1>:q    r8.1<0;1,0>:q                       // $75
        send (16|M16)            r64:w    r60:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $81
        add (8|M24)              r75.0<1>:q    r84.0<4;4,1>:q    r8.1<0;1,0>:q                       // $75
        add (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     r9.0<0;1,0>:d    {Compacted}        // $86
        add (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     r9.0<0;1,0>:d                       // $87
        cmp (16|M0)   (lt)f1.0   null<1>:d     r3.0<8;8,1>:d     64:w                                // $88
        cmp (16|M16)  (lt)f1.0   null<1>:d     r5.0<8;8,1>:d     64:w                                // $89
        mov (8|M0)               r68.0<1>:d    r62.0<8;8,1>:d                   {Compacted}          // $82
        mov (8|M8)               r71.0<1>:d    r63.0<8;8,1>:d                   {Compacted}          // $83
        mov (8|M16)              r74.0<1>:d    r64.0<8;8,1>:d                                        // $84
        mov (8|M24)              r77.0<1>:d    r65.0<8;8,1>:d                                        // $85
        send (8|M0)              null     r66:f   0xC            0x060487FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $82
        send (8|M8)              null     r69:f   0xC            0x060487FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $83
        send (8|M16)             null     r72:f   0xC            0x060487FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $84
        send (8|M24)             null     r75:f   0xC            0x060487FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $85
(f1.0)  while (32|M0)                        _histogram_k0_7_preHeader                               // $90
// B011: Preds:{B008, B010},  Succs:{B012}
_histogram_k0_0_cf:
        endif (32|M0)                        _0_026                                                  // $67
// B012: Preds:{B011},  Succs:{}
_0_026:
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $92
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $92
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
