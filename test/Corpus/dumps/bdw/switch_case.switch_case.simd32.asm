//.kernel switch_case
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 109
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.3)
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
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r8.5)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0052 (60)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r11.0)
//.declare V0053 (61)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r13.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r21.0)
//.declare P01 (66)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0058 (67)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r19.0)
//.declare V0059 (68)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r21.0)
//.declare P02 (69)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0060 (70)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0061 (71)  rf=r size=64 type=d align=16 words (r25.0)
//.declare P03 (72)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0062 (73)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r23.0)
//.declare V0063 (74)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r25.0)
//.declare V0064 (75)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0065 (76)  rf=r size=64 type=d align=16 words (r29.0)
//.declare P04 (77)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P05 (78)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P06 (79)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P07 (80)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0066 (81)  rf=r size=4 type=ud alias=V0034+0 align=2 words (r8.4)
//.declare P08 (82)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0067 (83)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0068 (84)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0069 (85)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0070 (86)  rf=r size=64 type=d align=16 words (r37.0)
//.declare P09 (87)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0071 (88)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0072 (89)  rf=r size=64 type=d align=16 words (r41.0)
//.declare P10 (90)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P11 (91)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P12 (92)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0073 (93)  rf=r size=4 type=d align=2 words (r6.0)
//.declare  (94)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (95)  rf=r size=128 type=ud align=16 words (r43.0)
//.declare  (96)  rf=r size=128 type=ud align=16 words (r47.0)
//.declare V0074 (97)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0075 (98)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (99)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (100)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (101)  rf=f32  size=4 type=uw align=2 words (f0.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0042    | :w x 16  |     32 | r4       | general    |
// | V0043    | :w x 16  |     32 | r5       | general    |
// | V0044    | :w x 16  |     32 | r6       | general    |
// | V0037    | :d x 8   |     32 | r7       | general    |
// | V0074    | :uq      |      8 | r8       | general    |
// | V0075    | :uq      |      8 | r8+8     | general    |
// | V0034    | :d       |      4 | r8+16    | general    |
// | V0038    | :d x 3   |     12 | r8+20    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B008}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r8.5<0;1,0>:d     r0.1<0;1,0>:d                       // $2
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r9.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r9.0<1>:d     r9.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r11.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     2:w                                 // $10
        send (16|M0)             r15:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M16)            r17:w    r13:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        and (16|M0)              r19.0<1>:d    r15.0<8;8,1>:d    7:w                                 // $15
        and (16|M16)             r21.0<1>:d    r17.0<8;8,1>:d    7:w                                 // $16
        cmp (16|M0)   (lt)f1.0   null<1>:d     r19.0<8;8,1>:ud   0x2:uw                              // $17
        cmp (16|M16)  (lt)f1.0   null<1>:d     r21.0<8;8,1>:ud   0x2:uw                              // $18
(~f1.0) if (32|M0)                           _0_030            _0_036                                // $19
// B001: [inDivergent],  Preds:{B000},  Succs:{B002, B004}
_0_031:
        cmp (16|M0)   (lt)f0.0   null<1>:d     r19.0<8;8,1>:ud   0x5:uw                              // $21
        cmp (16|M16)  (lt)f0.0   null<1>:d     r21.0<8;8,1>:ud   0x5:uw                              // $22
(~f0.0) goto (32|M0)                         _0_032            _0_032                                // $23
// B002: [inDivergent],  Preds:{B001},  Succs:{B003, B006}
_0_033:
        add (16|M0)              r23.0<1>:d    r19.0<8;8,1>:d    -5:w                                // $25
        add (16|M16)             r25.0<1>:d    r21.0<8;8,1>:d    -5:w                                // $26
        cmp (16|M0)   (lt)f1.0   null<1>:d     r23.0<8;8,1>:ud   0x2:uw                              // $27
        cmp (16|M16)  (lt)f1.0   null<1>:d     r25.0<8;8,1>:ud   0x2:uw                              // $28
(f1.0)  goto (32|M0)                         _0_032            _0_034                                // $29
// B003: [inDivergent],  Preds:{B002},  Succs:{B007}
_0_035:
(W)     mov (1|M0)               f1.0<1>:ud    0x0:uw                                                // $33
        add (16|M0)              r27.0<1>:d    r15.0<8;8,1>:d    -9:w                                // $31
        add (16|M16)             r29.0<1>:d    r17.0<8;8,1>:d    -9:w                                // $32
(f1.0)  goto (32|M0)                         _0_032            _switch_case_k0_3_cf                  // $33
// B004: [inDivergent],  Preds:{B001},  Succs:{B005, B006}
_0_032:
        join (32|M0)                         _0_034                                                  // 
L440:
        cmp (16|M0)   (eq)f0.0   null<1>:d     r19.0<8;8,1>:d    4:w                                 // $35
        cmp (16|M16)  (eq)f0.0   null<1>:d     r21.0<8;8,1>:d    4:w                                 // $36
(~f0.0) goto (32|M0)                         _0_034            _0_034                                // $37
// B005: [inDivergent],  Preds:{B004},  Succs:{B007}
_0_037:
(W)     mov (1|M0)               f0.0<1>:ud    0x0:uw                                                // $41
        xor (16|M0)              r27.0<1>:d    r15.0<8;8,1>:d    85:w                                // $39
        xor (16|M16)             r29.0<1>:d    r17.0<8;8,1>:d    85:w                                // $40
(f0.0)  goto (32|M0)                         _0_034            _switch_case_k0_3_cf                  // $41
// B006: [inDivergent],  Preds:{B004, B002},  Succs:{B007}
_0_034:
        join (32|M0)                         _switch_case_k0_3_cf                                    // 
L568:
        mov (16|M0)              r27.0<1>:d    -r15.0<8;8,1>:d                  {Compacted}          // $43
        mov (16|M16)             r29.0<1>:d    -r17.0<8;8,1>:d                                       // $44
// B007: [inDivergent],  Preds:{B006, B005, B003},  Succs:{B009}
_switch_case_k0_3_cf:
        join (32|M0)                         _switch_case_k0_3_cf                                    // 
L608:
        else (32|M0)                         _0_036            _0_036                                // $19
// B008: [inDivergent],  Preds:{B000},  Succs:{B009}
_0_030:
        cmp (16|M0)   (eq)f1.0   null<1>:d     r19.0<8;8,1>:d    0:w                                 // $47
        cmp (16|M16)  (eq)f1.0   null<1>:d     r21.0<8;8,1>:d    0:w                                 // $48
(~f1.0) add (16|M0)              r27.0<1>:d    r15.0<8;8,1>:d    11:w                                // $51
(~f1.0) add (16|M16)             r29.0<1>:d    r17.0<8;8,1>:d    11:w                                // $52
(f1.0)  mul (16|M0)              r27.0<1>:d    r15.0<8;8,1>:d    3:w                                 // $55
(f1.0)  mul (16|M16)             r29.0<1>:d    r17.0<8;8,1>:d    3:w                                 // $56
// B009: Preds:{B007, B008},  Succs:{B010, B017}
_0_036:
        endif (32|M0)                        L736                                                    // $19
L736:
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r8.4<0;1,0>:d     2:w                                 // $58
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r8.4<0;1,0>:d     2:w                                 // $59
(W&f0.0) jmpi                                _0_040                                                  // $60
// B010: Preds:{B009},  Succs:{B011, B014}
_0_041:
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r8.4<0;1,0>:ud    0x7:uw                              // $62
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r8.4<0;1,0>:ud    0x7:uw                              // $63
(W&f1.0) jmpi                                _0_042                                                  // $64
// B011: Preds:{B010},  Succs:{B012, B013}
_0_043:
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r8.4<0;1,0>:d     7:w                                 // $66
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r8.4<0;1,0>:d     7:w                                 // $67
(W&~f0.0) jmpi                               _switch_case_k0_1_cf                                    // $68
// B012: Preds:{B011},  Succs:{B013}
_0_045:
(W)     mul (8|M0)               acc0.0<1>:d   r27.0<8;8,1>:d    0x6667:uw                           // $70
        mach (8|M0)              r31.0<1>:d    r27.0<8;8,1>:d    1717986919:d               {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:d   r28.0<8;8,1>:d    0x6667:uw                           // $70
        mach (8|M8)              r32.0<1>:d    r28.0<8;8,1>:d    1717986919:d               {AccWrEn} // $71
(W)     mul (8|M0)               acc0.0<1>:d   r29.0<8;8,1>:d    0x6667:uw                           // $71
        asr (16|M0)              r35.0<1>:d    r31.0<8;8,1>:d    1:w                                 // $72
        mach (8|M16)             r33.0<1>:d    r29.0<8;8,1>:d    1717986919:d               {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:d   r30.0<8;8,1>:d    0x6667:uw                           // $71
        cmp (16|M0)   (lt)f1.0   null<1>:d     r31.0<8;8,1>:d    0:w                                 // $74
        mach (8|M24)             r34.0<1>:d    r30.0<8;8,1>:d    1717986919:d               {AccWrEn} // $72
(f1.0)  add (16|M0)              r35.0<1>:d    r35.0<8;8,1>:d    1:w                                 // $78
        asr (16|M16)             r37.0<1>:d    r33.0<8;8,1>:d    1:w                                 // $73
        cmp (16|M16)  (lt)f1.0   null<1>:d     r33.0<8;8,1>:d    0:w                                 // $75
        mul (16|M0)              r39.0<1>:d    r35.0<8;8,1>:d    -5:w                                // $81
(f1.0)  add (16|M16)             r37.0<1>:d    r37.0<8;8,1>:d    1:w                                 // $79
        add (16|M0)              r27.0<1>:d    r39.0<8;8,1>:d    r27.0<8;8,1>:d   {Compacted}        // $83
        mul (16|M16)             r41.0<1>:d    r37.0<8;8,1>:d    -5:w                                // $82
        add (16|M16)             r29.0<1>:d    r41.0<8;8,1>:d    r29.0<8;8,1>:d                      // $84
// B013: Preds:{B012, B011},  Succs:{B016}
_switch_case_k0_1_cf:
(W)     jmpi                                 _switch_case_k0_2_cf                                    // 
// B014: Preds:{B010},  Succs:{B015, B016}
_0_042:
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r8.4<0;1,0>:d     2:w                                 // $87
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r8.4<0;1,0>:d     2:w                                 // $88
(W&~f0.0) jmpi                               _switch_case_k0_2_cf                                    // $89
// B015: Preds:{B014},  Succs:{B016}
_0_048:
(W)     mul (8|M0)               acc0.0<1>:d   r27.0<8;8,1>:d    0x5556:uw                           // $91
        mach (8|M0)              r27.0<1>:d    r27.0<8;8,1>:d    1431655766:d               {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:d   r28.0<8;8,1>:d    0x5556:uw                           // $91
        mach (8|M8)              r28.0<1>:d    r28.0<8;8,1>:d    1431655766:d               {AccWrEn} // $92
(W)     mul (8|M0)               acc0.0<1>:d   r29.0<8;8,1>:d    0x5556:uw                           // $92
        cmp (16|M0)   (lt)f1.0   null<1>:d     r27.0<8;8,1>:d    0:w                                 // $93
        mach (8|M16)             r29.0<1>:d    r29.0<8;8,1>:d    1431655766:d               {AccWrEn} // 
(W)     mul (8|M0)               acc0.0<1>:d   r30.0<8;8,1>:d    0x5556:uw                           // $92
(f1.0)  add (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    1:w                                 // $97
        mach (8|M24)             r30.0<1>:d    r30.0<8;8,1>:d    1431655766:d               {AccWrEn} // $93
        cmp (16|M16)  (lt)f1.0   null<1>:d     r29.0<8;8,1>:d    0:w                                 // $94
(f1.0)  add (16|M16)             r29.0<1>:d    r29.0<8;8,1>:d    1:w                                 // $98
// B016: Preds:{B014, B013, B015},  Succs:{B020}
_switch_case_k0_2_cf:
(W)     jmpi                                 _0_044                                                  // 
// B017: Preds:{B009},  Succs:{B018, B019}
_0_040:
(W)     cmp (16|M0)   (eq)f0.0   null<1>:d     r8.4<0;1,0>:d     1:w                                 // $101
(W)     cmp (16|M16)  (eq)f0.0   null<1>:d     r8.4<0;1,0>:d     1:w                                 // $102
(W&f0.0) jmpi                                _0_050                                                  // $103
// B018: Preds:{B017},  Succs:{B020}
_0_051:
(W)     cmp (1|M0)    (eq)f0.0   r6.0<1>:d     r8.4<0;1,0>:d     0:w                                 // $105
        add (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    -r6.0<0;1,0>:d   {Compacted}        // $106
        add (16|M16)             r29.0<1>:d    r29.0<8;8,1>:d    -r6.0<0;1,0>:d                      // $107
(W)     jmpi                                 _0_044                                                  // $108
// B019: Preds:{B017},  Succs:{B020}
_0_050:
        shl (16|M0)              r27.0<1>:d    r27.0<8;8,1>:d    1:w                                 // $110
        shl (16|M16)             r29.0<1>:d    r29.0<8;8,1>:d    1:w                                 // $111
// B020: Preds:{B019, B018, B016},  Succs:{}
_0_044:
        mov (16|M0)              r43.0<1>:ud   r11.0<8;8,1>:ud                  {Compacted}          // $114
        mov (16|M0)              r45.0<1>:d    r27.0<8;8,1>:d                   {Compacted}          // $114
        mov (16|M16)             r47.0<1>:ud   r13.0<8;8,1>:ud                                       // $116
        mov (16|M16)             r49.0<1>:d    r29.0<8;8,1>:d                                        // $116
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $117
        send (16|M0)             null:w   r43:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $114
        send (16|M16)            null:w   r47:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $116
(W)     mov (1|M0)               null<1>:ud    f0.0<0;1,0>:ud                                        // $117
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $117
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
