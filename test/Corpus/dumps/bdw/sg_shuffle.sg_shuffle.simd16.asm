//.kernel sg_shuffle
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 84
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r5.4)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0043 (51)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0044 (52)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0047 (55)  rf=r size=64 type=ud alias=V0046+0 align=16 words (r11.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0049 (57)  rf=r size=32 type=w align=16 words (r15.0)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r16.0)
//.declare V0051 (59)  rf=r size=4 type=d align=2 words (r17.0)
//.declare V0052 (60)  rf=r size=4 type=d align=2 words (r18.0)
//.declare P01 (61)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0053 (62)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0054 (63)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0056 (65)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0058 (67)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r19.0)
//.declare V0059 (68)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0061 (70)  rf=r size=4 type=d align=2 words (r23.0)
//.declare V0062 (71)  rf=r size=4 type=d align=2 words (r24.0)
//.declare V0063 (72)  rf=r size=4 type=ud alias=V0061+0 align=2 words (r23.0)
//.declare V0064 (73)  rf=r size=4 type=d align=2 words (r25.0)
//.declare V0065 (74)  rf=r size=4 type=ud alias=V0062+0 align=2 words (r24.0)
//.declare V0066 (75)  rf=r size=4 type=d align=2 words (r26.0)
//.declare P02 (76)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0067 (77)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r21.0)
//.declare V0068 (78)  rf=r size=4 type=ud alias=V0066+0 align=2 words (r26.0)
//.declare V0069 (79)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0070 (80)  rf=r size=16 type=b align=16 words (r29.0)
//.declare V0072 (82)  rf=r size=16 type=ub alias=V0070+0 align=16 words (r29.0)
//.declare V0074 (84)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0075 (85)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0076 (86)  rf=r size=64 type=uw alias=V0074+0 align=16 words (r30.0)
//.declare V0077 (87)  rf=r size=32 type=uw align=16 words (r34.0)
//.declare A00 (88)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0078 (89)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0079 (90)  rf=r size=128 type=d align=16 words (r37.0)
//.declare V0080 (91)  rf=r size=64 type=ud align=16 words (r41.0)
//.declare V0081 (92)  rf=r size=64 type=ud align=16 words (r43.0)
//.declare V0082 (93)  rf=r size=64 type=ud align=16 words (r45.0)
//.declare A01 (94)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0083 (95)  rf=r size=64 type=uw alias=V0082+0 align=16 words (r45.0)
//.declare V0084 (96)  rf=r size=64 type=d align=16 words (r47.0)
//.declare V0085 (97)  rf=r size=128 type=d align=16 words (r49.0)
//.declare V0086 (98)  rf=r size=64 type=ud align=16 words (r53.0)
//.declare V0087 (99)  rf=r size=64 type=ud align=16 words (r55.0)
//.declare V0088 (100)  rf=r size=64 type=ud align=16 words (r57.0)
//.declare A02 (101)  rf=a size=32 type=uw align=1 words (a0.0)
//.declare V0089 (102)  rf=r size=64 type=uw alias=V0088+0 align=16 words (r57.0)
//.declare V0091 (104)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0092 (105)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0093 (106)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0094 (107)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0095 (108)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0096 (109)  rf=r size=4 type=d align=2 words (r69.0)
//.declare  (110)  rf=r size=128 type=ud align=16 words (r70.0)
//.declare V0097 (111)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0098 (112)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare  (113)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (114)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (115)  rf=r size=32 type=b alias=V0049+0 align=16 words (r15.0)
//.declare  (116)  rf=r size=64 type=b alias=V0069+0 align=16 words (r27.0)
//.declare  (117)  rf=r size=32 type=w align=16 words (r74.0)
//.declare  (118)  rf=r size=32 type=b alias=+0 align=16 words (r74.0)
//.declare  (119)  rf=r size=32 type=b align=16 words (r75.0)
//.declare  (120)  rf=r size=64 type=ub align=16 words (r76.0)
//.declare  (121)  rf=r size=16 type=w align=8 words (r78.0)
//.declare  (123)  rf=r size=32 type=ud align=16 words (r79.0)
//.declare  (124)  rf=r size=32 type=ud align=16 words (r80.0)
//.declare  (125)  rf=r size=32 type=d align=16 words (r81.0)
//.declare  (126)  rf=r size=32 type=ud align=16 words (r82.0)
//.declare  (127)  rf=r size=32 type=ud align=16 words (r83.0)
//.declare  (128)  rf=r size=32 type=d align=16 words (r84.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0097    | :uq      |      8 | r5       | general    |
// | V0098    | :uq      |      8 | r5+8     | general    |
// | V0037    | :d x 3   |     12 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B003}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r6.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
        mov (16|M0)              r7.0<1>:d     r1.0<16;16,1>:uw                                      // $3
(W)     mul (1|M0)               r16.0<1>:d    r5.5<0;1,0>:d     r5.4<0;1,0>:d                       // $11
(W)     mov (8|M0)               r15.0<1>:w    0x76543210:v                                          // $9
        add (16|M0)              r9.0<1>:d     r5.0<0;1,0>:d     r7.0<8;8,1>:d    {Compacted}        // $4
(W)     mul (1|M0)               r17.0<1>:d    r16.0<0;1,0>:d    r5.6<0;1,0>:d    {Compacted}        // $12
(W)     add (8|M0)               r15.8<1>:w    r15.0<8;8,1>:w    8:w                                 // $10
        add (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     r4.0<0;1,0>:d    {Compacted}        // $5
(W)     and (1|M0)               r18.0<1>:d    r17.0<0;1,0>:d    15:w                                // $13
        shl (16|M0)              r11.0<1>:d    r9.0<8;8,1>:d     2:w                                 // $6
(W)     cmp (16|M0)   (eq)f1.0   null<1>:d     r18.0<0;1,0>:d    0:w                                 // $14
        send (16|M0)             r13:w    r11:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $8
(W&f1.0) jmpi                                _0_007                                                  // $15
// B001: Preds:{B000},  Succs:{B002, B003}
_0_008:
        mul (16|M0)              r19.0<1>:d    r5.5<0;1,0>:d     r3.0<16;16,1>:uw                    // $18
(W)     add (1|M0)               r23.0<1>:d    r17.0<0;1,0>:d    15:w                                // $27
        add (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    r2.0<16;16,1>:uw                    // $20
(W)     shr (1|M0)               r24.0<1>:d    r23.0<0;1,0>:ud   3:w                                 // $28
        mul (16|M0)              r19.0<1>:d    r5.4<0;1,0>:d     r19.0<8;8,1>:d   {Compacted}        // $21
(W)     shr (1|M0)               r25.0<1>:d    r24.0<0;1,0>:ud   0x1:uw                              // $29
        add (16|M0)              r19.0<1>:d    r19.0<8;8,1>:d    r7.0<8;8,1>:d    {Compacted}        // $22
(W)     add (1|M0)               r26.0<1>:d    r25.0<0;1,0>:d    -1:w                                // $30
        shr (16|M0)              r19.0<1>:d    r19.0<8;8,1>:ud   3:w                                 // $24
        shr (16|M0)              r21.0<1>:d    r19.0<8;8,1>:ud   0x1:uw                              // $25
        cmp (16|M0)   (lt)f0.1   null<1>:d     r21.0<8;8,1>:ud   r26.0<0;1,0>:ud                     // $31
(~f0.1) goto (16|M0)                         _0_007            _0_007                                // $32
// B002: [inDivergent],  Preds:{B001},  Succs:{B004}
_0_009:
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $35
        mov (16|M0)              r27.0<1>:d    r18.0<0;1,0>:d                   {Compacted}          // $34
(f0.0)  goto (16|M0)                         _0_007            _sg_shuffle_k0_0_cf                   // $35
// B003: [inDivergent],  Preds:{B001, B000},  Succs:{B004}
_0_007:
        join (16|M0)                         _sg_shuffle_k0_0_cf                                     // 
L424:
        mov (16|M0)              r27.0<1>:d    16:w                                                  // $37
// B004: Preds:{B003, B002},  Succs:{B005}
_sg_shuffle_k0_0_cf:
        join (16|M0)                         _sg_shuffle_k0_0_cf                                     // 
// B005: Preds:{B004},  Succs:{}
_0_010:
        mul (16|M0)              r74.0<1>:w    r15.0<2;1,0>:b    3:w                                 // $40
        mov (8|M0)               r80.0<1>:ud   r27.0<4;1,0>:ub                                       // $81
        mov (8|M8)               r83.0<1>:ud   r28.0<4;1,0>:ub                                       // $43
        mov (16|M0)              r29.0<1>:b    r74.0<2;1,0>:b                                        // $40
        add (16|M0)              r75.0<2>:b    r29.0<8;8,1>:b    1:w                                 // $41
        mov (16|M0)              r29.0<1>:b    r75.0<2;1,0>:b                                        // $41
        mov (8|M0)               r79.0<1>:ud   r29.0<8;8,1>:ub                                       // $81
        mov (8|M8)               r82.0<1>:ud   r29.8<8;8,1>:ub                                       // $43
        math.irem (8|M0)         r81.0<1>:d    r79.0<8;8,1>:ud   r80.0<8;8,1>:ud                     // $81
        math.irem (8|M8)         r84.0<1>:d    r82.0<8;8,1>:ud   r83.0<8;8,1>:ud                     // $43
        mov (8|M0)               r76.0<4>:ub   r81.0<8;8,1>:d                                        // $81
        mov (8|M8)               r77.0<4>:ub   r84.0<8;8,1>:d                                        // $43
        mov (16|M0)              r29.0<1>:ub   r76.0<4;1,0>:ub                                       // $43
        mov (16|M0)              r30.0<1>:d    r29.0<8;8,1>:ub                                       // $44
        shl (16|M0)              r34.0<1>:uw   r30.0<2;1,0>:uw   0x2:uw                              // $45
        add (16|M0)              a0.0<1>:uw    r34.0<16;16,1>:uw  0x1A0:uw                           // $46
        mov (16|M0)              r32.0<1>:d    r[a0.0]<1,0>:d                                        // $47
(W)     mov (8|M0)               r78.0<1>:w    0x76543210:v                                          // $50
(W)     mov (16|M0)              r37.0<1>:d    r13.0<8;8,1>:d                   {Compacted}          // $48
(W)     mov (16|M0)              r39.0<1>:d    r32.0<8;8,1>:d                   {Compacted}          // $49
(W)     mov (8|M0)               r41.0<1>:ud   r78.0<8;8,1>:w                                        // $50
(W)     add (8|M0)               r42.0<1>:ud   r41.0<8;8,1>:ud   0x8:uw                              // $51
(W)     add (16|M0)              r43.0<1>:ud   r41.0<8;8,1>:ud   2:w                                 // $52
(W)     shl (16|M0)              r45.0<1>:ud   r43.0<8;8,1>:ud   0x2:uw                              // $53
(W)     add (16|M0)              a0.0<1>:uw    r45.0<2;1,0>:uw   0x4A0:uw                            // $54
        mov (16|M0)              r35.0<1>:d    r[a0.0]<1,0>:d                                        // $55
(W)     mov (8|M0)               r53.0<1>:ud   r78.0<8;8,1>:w                                        // $58
(W)     mov (16|M0)              r49.0<1>:d    r32.0<8;8,1>:d                   {Compacted}          // $56
(W)     mov (16|M0)              r51.0<1>:d    r13.0<8;8,1>:d                   {Compacted}          // $57
(W)     add (8|M0)               r54.0<1>:ud   r53.0<8;8,1>:ud   0x8:uw                              // $59
(W)     add (16|M0)              r55.0<1>:ud   r53.0<8;8,1>:ud   15:w                                // $60
(W)     shl (16|M0)              r57.0<1>:ud   r55.0<8;8,1>:ud   0x2:uw                              // $61
(W)     add (16|M0)              a0.0<1>:uw    r57.0<2;1,0>:uw   0x620:uw                            // $62
        mov (16|M0)              r47.0<1>:d    r[a0.0]<1,0>:d                                        // $63
(W)     mov (8|M0)               r59.0<2>:d    r13.1<2;1,0>:d                                        // $64
        mul (16|M0)              r63.0<1>:d    r35.0<8;8,1>:d    3:w                                 // $71
(W)     mov (8|M0)               r59.1<2>:d    r13.0<2;1,0>:d                                        // $65
        mul (16|M0)              r65.0<1>:d    r47.0<8;8,1>:d    5:w                                 // $73
(W)     mul (1|M0)               r69.0<1>:d    r13.2<0;1,0>:d    11:w                                // $77
        mov (16|M0)              r70.0<1>:ud   r11.0<8;8,1>:ud                  {Compacted}          // $80
        add (16|M0)              r63.0<1>:d    r32.0<8;8,1>:d    r63.0<8;8,1>:d   {Compacted}        // $72
(W)     mov (4|M0)               r61.0<1>:d    r59.4<4;4,1>:d                   {Compacted}          // $66
(W)     mov (4|M0)               r62.0<1>:d    r60.4<4;4,1>:d                   {Compacted}          // $68
(W)     mov (4|M0)               r61.4<1>:d    r59.0<4;4,1>:d                   {Compacted}          // $67
(W)     mov (4|M0)               r62.4<1>:d    r60.0<4;4,1>:d                   {Compacted}          // $69
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $81
        add (16|M0)              r63.0<1>:d    r63.0<8;8,1>:d    r65.0<8;8,1>:d   {Compacted}        // $74
        mul (16|M0)              r67.0<1>:d    r61.0<8;8,1>:d    7:w                                 // $75
        add (16|M0)              r63.0<1>:d    r63.0<8;8,1>:d    r67.0<8;8,1>:d   {Compacted}        // $76
        add (16|M0)              r72.0<1>:d    r63.0<8;8,1>:d    r69.0<0;1,0>:d   {Compacted}        // $78
        send (16|M0)             null:w   r70:f   0xC            0x08025E01           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $80
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $81
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
