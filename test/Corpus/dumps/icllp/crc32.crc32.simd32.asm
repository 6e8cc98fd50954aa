//.kernel crc32
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 97
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r9.3)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.5)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r2.0)
//.declare P01 (60)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0052 (61)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0053 (62)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0054 (63)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0055 (64)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0056 (65)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0057 (66)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0058 (67)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0059 (68)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r16.0)
//.declare V0060 (69)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r18.0)
//.declare V0061 (70)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0062 (71)  rf=r size=64 type=d align=16 words (r26.0)
//.declare P02 (72)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P03 (77)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0067 (78)  rf=r size=4 type=ud alias=V0054+0 align=2 words (r6.0)
//.declare V0068 (79)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0069 (80)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0070 (81)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r28.0)
//.declare V0071 (82)  rf=r size=64 type=ud alias=V0069+0 align=16 words (r30.0)
//.declare P04 (83)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (84)  rf=r size=32 type=ud align=16 words (r32.0)
//.declare  (85)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare V0072 (86)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0073 (87)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0074 (88)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0075 (89)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0076 (90)  rf=r size=64 type=d align=16 words (r40.0)
//.declare P05 (91)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0077 (92)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0078 (93)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0079 (94)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0080 (95)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0081 (96)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0082 (97)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0083 (98)  rf=r size=4 type=d align=2 words (r6.1)
//.declare V0084 (99)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0085 (100)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0086 (101)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0087 (102)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0088 (103)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r58.0)
//.declare V0089 (104)  rf=r size=64 type=ud alias=V0087+0 align=16 words (r60.0)
//.declare V0092 (107)  rf=r size=64 type=ud align=16 words (r62.0)
//.declare V0093 (108)  rf=r size=64 type=b alias=V0092+0 align=16 words (r62.0)
//.declare V0094 (109)  rf=r size=64 type=ud align=16 words (r64.0)
//.declare V0095 (110)  rf=r size=64 type=b alias=V0094+0 align=16 words (r64.0)
//.declare V0096 (111)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0097 (112)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0102 (117)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r66.0)
//.declare V0103 (118)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r68.0)
//.declare V0104 (119)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0105 (120)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0106 (121)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0107 (122)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0108 (123)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r54.0)
//.declare V0109 (124)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r56.0)
//.declare P06 (125)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0110 (126)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0111 (127)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0112 (128)  rf=r size=64 type=ud alias=V0110+0 align=16 words (r78.0)
//.declare V0113 (129)  rf=r size=64 type=ud alias=V0111+0 align=16 words (r80.0)
//.declare V0114 (130)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0115 (131)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (132)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (133)  rf=r size=64 type=f align=16 words (r33.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0040    | :w x 16  |     32 | r1       | general    |
// | V0041    | :w x 16  |     32 | r2       | general    |
// | V0042    | :w x 16  |     32 | r3       | general    |
// | V0043    | :w x 16  |     32 | r4       | general    |
// | V0044    | :w x 16  |     32 | r5       | general    |
// | V0045    | :w x 16  |     32 | r6       | general    |
// | V0037    | :d x 8   |     32 | r7       | general    |
// | V0114    | :uq      |      8 | r8       | general    |
// | V0115    | :uq      |      8 | r8+8     | general    |
// | V0034    | :d       |      4 | r8+16    | general    |
// | V0046    | :d       |      4 | r8+20    | general    |
// | V0038    | :d x 3   |     12 | r9       | general    |
// | V0039    | :d x 3   |     12 | r9+12    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B009}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
        cmp (16|M0)   (lt)f1.0   null<1>:w     r1.0<16;16,1>:uw  0x100:uw                            // $4
        cmp (16|M16)  (lt)f1.0   null<1>:w     r2.0<16;16,1>:uw  0x100:uw                            // $5
        mov (16|M0)              r4.0<1>:d     r1.0<16;16,1>:uw                                      // $2
        mov (16|M16)             r10.0<1>:d    r2.0<16;16,1>:uw                                      // $3
(f1.0)  if (32|M0)                           _0_016            _0_016                                // $6
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_017:
        mov (16|M0)              r12.0<1>:f    r4.0<8;8,1>:f                    {Compacted}          // $8
        mov (16|M16)             r14.0<1>:f    r10.0<8;8,1>:f                                        // $9
// B002: [inDivergent],  Preds:{B008, B001},  Succs:{B003}
_0_018:
        mov (16|M0)              r16.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $12
        mov (16|M16)             r18.0<1>:f    r14.0<8;8,1>:f                                        // $13
(W)     mov (1|M0)               r6.0<1>:f     0x0:f                                                 //  (0x00000000:f); $11
// B003: [inDivergent],  Preds:{B005, B002},  Succs:{B004, B006}
_0_019:
        shr (16|M0)              r20.0<1>:d    r16.0<8;8,1>:ud   1:w                                 // $15
        shr (16|M16)             r22.0<1>:d    r18.0<8;8,1>:ud   1:w                                 // $16
        and (16|M0)   (eq)f0.0   null<1>:d     r16.0<8;8,1>:d    1:w                                 // $19
        and (16|M16)  (eq)f0.0   null<1>:d     r18.0<8;8,1>:d    1:w                                 // $21
        xor (16|M0)              r24.0<1>:d    r20.0<8;8,1>:d    -306674912:d                        // $17
        xor (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d    -306674912:d                        // $18
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r6.0<0;1,0>:ud    0x7:uw                              // $25
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r6.0<0;1,0>:ud    0x7:uw                              // $26
(f0.0)  sel (16|M0)              r16.0<1>:d    r20.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $23
(f0.0)  sel (16|M16)             r18.0<1>:d    r22.0<8;8,1>:d    r26.0<8;8,1>:d                      // $24
(~f1.0) break (32|M0)                        _crc32_k0_3_cf    _crc32_k0_3_cf                        // $27
// B004: [inDivergent],  Preds:{B003},  Succs:{B005}
_0_021:
(W)     add (1|M0)               r6.0<1>:d     r6.0<0;1,0>:d     1:w                                 // $29
// B005: [inDivergent],  Preds:{B004},  Succs:{B003}
_crc32_k0_3_cf:
        while (32|M0)                        _0_019                                                  // $30
// B006: [inDivergent],  Preds:{B003},  Succs:{B007, B009}
_0_020:
        shl (16|M0)              r28.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $32
        shl (16|M16)             r30.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $33
        sends (16|M0)            null:w   r28     r16     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $34
        sends (16|M16)           null:w   r30     r18     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $35
        add (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    r9.0<0;1,0>:d    {Compacted}        // $36
        add (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    r9.0<0;1,0>:d                       // $37
        cmp (16|M0)   (lt)f1.0   null<1>:d     r16.0<8;8,1>:d    256:w                               // $38
        cmp (16|M16)  (lt)f1.0   null<1>:d     r18.0<8;8,1>:d    256:w                               // $39
(~f1.0) break (32|M0)                        _crc32_k0_2_cf    _crc32_k0_2_cf                        // $40
// B007: [inDivergent],  Preds:{B006},  Succs:{B008}
_0_022:
        mov (16|M0)              r12.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // $42
        mov (16|M16)             r14.0<1>:f    r18.0<8;8,1>:f                                        // $43
// B008: [inDivergent],  Preds:{B007},  Succs:{B002}
_crc32_k0_2_cf:
        while (32|M0)                        _0_018                                                  // $44
// B009: Preds:{B000, B006},  Succs:{B010, B011}
_0_016:
        endif (32|M0)                        L568                                                    // $6
L568:
(W)     send (8|M0)              r32      r3:f    0xA            0x0219E0FE           // wr:1h+0, rd:1; hdc.dc0; synchronized SLM fence // $46
(W)     mov (8|M0)               null<1>:ud    r32.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $47
(W)     and (8|M0)               r33.0<1>:ud   r3.2<0;1,0>:ud    0x7F000000:ud                       // $47
(W)     send (1|M0)              null     r33:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $47
(W)     wait                                 n0.0<0;1,0>:ud                                          // $47
(W)     mul (1|M0)               acc0.0<1>:d   r9.3<0;1,0>:d     r3.2<0;1,0>:uw                      // $48
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r8.4<0;1,0>:d     0:w                                 // $53
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r8.4<0;1,0>:d     0:w                                 // $54
(W)     mach (1|M0)              r8.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $49
        add (16|M0)              r34.0<1>:d    r8.0<0;1,0>:d     r4.0<8;8,1>:d    {Compacted}        // $49
        add (16|M16)             r36.0<1>:d    r8.0<0;1,0>:d     r10.0<8;8,1>:d                      // $50
        add (16|M0)              r38.0<1>:d    r34.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $51
        add (16|M16)             r40.0<1>:d    r36.0<8;8,1>:d    r7.0<0;1,0>:d                       // $52
(W)     mov (8|M0)               r33.0<1>:f    r33.0<8;8,1>:f                   {Compacted}          // $55
(W&f0.0) jmpi                                _0_023                                                  // $55
// B010: Preds:{B009},  Succs:{B014}
_0_024:
        mov (16|M0)              r42.0<1>:f    0x0:f                                                 //  (0x00000000:f); $57
        mov (16|M16)             r44.0<1>:f    0x0:f                                                 //  (0x00000000:f); $58
(W)     jmpi                                 _0_025                                                  // $59
// B011: Preds:{B009},  Succs:{B012}
_0_023:
(W)     mul (8|M0)               acc0.0<1>:d   r38.0<8;8,1>:d    r8.8<0;1,0>:uw                      // $61
        mov (16|M0)              r54.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $66
        mov (16|M16)             r56.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $67
(W)     mov (1|M0)               r6.1<1>:f     0x0:f                                                 //  (0x00000000:f); $65
        mach (8|M0)              r46.0<1>:d    r38.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}        // $61
(W)     mul (8|M8)               acc0.0<1>:d   r39.0<8;8,1>:d    r8.8<0;1,0>:uw                      // $61
        mach (8|M8)              r47.0<1>:d    r39.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}        // $62
(W)     mul (8|M16)              acc0.0<1>:d   r40.0<8;8,1>:d    r8.8<0;1,0>:uw                      // $62
        add (16|M0)              r50.0<1>:d    r46.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}        // $63
        mach (8|M16)             r48.0<1>:d    r40.0<8;8,1>:d    r8.4<0;1,0>:d                       // $62
(W)     mul (8|M24)              acc0.0<1>:d   r41.0<8;8,1>:d    r8.8<0;1,0>:uw                      // $62
        mach (8|M24)             r49.0<1>:d    r41.0<8;8,1>:d    r8.4<0;1,0>:d                       // $63
        add (16|M16)             r52.0<1>:d    r48.0<8;8,1>:d    r8.5<0;1,0>:d                       // $64
// B012: Preds:{B012, B011},  Succs:{B013, B012}
_0_026:
        add (16|M0)              r58.0<1>:d    r50.0<8;8,1>:d    r6.1<0;1,0>:d    {Compacted}        // $69
        add (16|M16)             r60.0<1>:d    r52.0<8;8,1>:d    r6.1<0;1,0>:d                       // $70
        and (16|M0)              r66.0<1>:d    r54.0<8;8,1>:d    255:w                               // $77
        and (16|M16)             r68.0<1>:d    r56.0<8;8,1>:d    255:w                               // $78
        send (16|M0)             r62:w    r58:f   0xA            0x04210100           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $72
(W)     add (1|M0)               r6.1<1>:d     r6.1<0;1,0>:d     1:w                                 // $91
        send (16|M16)            r64:w    r60:f   0xA            0x04210100           // wr:2+0, rd:2; hdc.dc0; byte gathering read 8b // $75
        shr (16|M0)              r74.0<1>:d    r54.0<8;8,1>:ud   8:w                                 // $87
        shr (16|M16)             r76.0<1>:d    r56.0<8;8,1>:ud   8:w                                 // $88
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r6.1<0;1,0>:d     r8.4<0;1,0>:d                       // $92
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r6.1<0;1,0>:d     r8.4<0;1,0>:d                       // $93
        xor (16|M0)              r66.0<1>:d    r62.0<4;1,0>:ub   r66.0<8;8,1>:d                      // $81
        xor (16|M16)             r68.0<1>:d    r64.0<4;1,0>:ub   r68.0<8;8,1>:d                      // $82
        shl (16|M0)              r66.0<1>:d    r66.0<8;8,1>:d    2:w                                 // $83
        shl (16|M16)             r68.0<1>:d    r68.0<8;8,1>:d    2:w                                 // $84
        send (16|M0)             r70:w    r66:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $85
        send (16|M16)            r72:w    r68:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $86
        xor (16|M0)              r54.0<1>:d    r70.0<8;8,1>:d    r74.0<8;8,1>:d   {Compacted}        // $89
        xor (16|M16)             r56.0<1>:d    r72.0<8;8,1>:d    r76.0<8;8,1>:d                      // $90
(W&f0.0) jmpi                                _0_026                                                  // $94
// B013: Preds:{B012},  Succs:{B014}
_0_027:
        not (16|M0)              r42.0<1>:d    r54.0<8;8,1>:d                   {Compacted}          // $96
        not (16|M16)             r44.0<1>:d    r56.0<8;8,1>:d                                        // $97
// B014: Preds:{B013, B010},  Succs:{}
_0_025:
        shl (16|M0)              r78.0<1>:d    r38.0<8;8,1>:d    2:w                                 // $99
        shl (16|M16)             r80.0<1>:d    r40.0<8;8,1>:d    2:w                                 // $100
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $105
        sends (16|M0)            null:w   r78     r42     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $102
        sends (16|M16)           null:w   r80     r44     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $104
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $105
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
