//.kernel dot4
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 62
//.RA type	TRIVIAL_RA

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
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0051 (59)  rf=r size=64 type=ud alias=V0049+0 align=16 words (r12.0)
//.declare V0052 (60)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r14.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0057 (65)  rf=r size=64 type=b alias=V0053+0 align=16 words (r16.0)
//.declare V0058 (66)  rf=r size=64 type=b alias=V0054+0 align=16 words (r18.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0063 (71)  rf=r size=64 type=b alias=V0059+0 align=16 words (r20.0)
//.declare V0064 (72)  rf=r size=64 type=b alias=V0060+0 align=16 words (r22.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0066 (74)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r42.0)
//.declare  (95)  rf=r size=128 type=ud align=16 words (r44.0)
//.declare  (96)  rf=r size=128 type=ud align=16 words (r48.0)
//.declare V0087 (97)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0088 (98)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0091 (101)  rf=r size=64 type=b alias=V0087+0 align=16 words (r52.0)
//.declare V0092 (102)  rf=r size=64 type=b alias=V0088+0 align=16 words (r54.0)
//.declare V0093 (103)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0094 (104)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0097 (107)  rf=r size=64 type=b alias=V0093+0 align=16 words (r56.0)
//.declare V0098 (108)  rf=r size=64 type=b alias=V0094+0 align=16 words (r58.0)
//.declare V0099 (109)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0100 (110)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0103 (113)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0104 (114)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0107 (117)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0108 (118)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0111 (121)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0112 (122)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0115 (125)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0116 (126)  rf=r size=64 type=d align=16 words (r78.0)
//.declare  (127)  rf=r size=128 type=ud align=16 words (r80.0)
//.declare  (128)  rf=r size=128 type=ud align=16 words (r84.0)
//.declare V0117 (129)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0118 (130)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0119 (131)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0120 (132)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (133)  rf=r size=32 type=ud align=16 words (r127.0)

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
// | V0117    | :uq      |      8 | r8       | general    |
// | V0118    | :uq      |      8 | r8+8     | general    |
// | V0119    | :uq      |      8 | r8+16    | general    |
// | V0120    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $139
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $10
        send (16|M0)             r16:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M0)             r20:w    r12:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $24
        send (16|M16)            r18:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
        send (16|M16)            r22:w    r14:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $26
        send (16|M0)             r40:w    r12:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $66
        mov (16|M0)              r44.0<1>:ud   r12.0<8;8,1>:ud                  {Compacted}          // $72
        send (16|M16)            r42:w    r14:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $68
        mov (16|M16)             r48.0<1>:ud   r14.0<8;8,1>:ud                                       // $74
        mov (16|M0)              r80.0<1>:ud   r12.0<8;8,1>:ud                  {Compacted}          // $136
        mov (16|M16)             r84.0<1>:ud   r14.0<8;8,1>:ud                                       // $138
        mul (16|M0)              r24.0<1>:d    r16.0<4;1,0>:ub   r20.0<4;1,0>:ub                     // $39
        mul (16|M0)              r28.0<1>:d    r16.1<4;1,0>:ub   r20.1<4;1,0>:ub                     // $45
        mul (16|M16)             r26.0<1>:d    r18.0<4;1,0>:ub   r22.0<4;1,0>:ub                     // $40
        mul (16|M16)             r30.0<1>:d    r18.1<4;1,0>:ub   r22.1<4;1,0>:ub                     // $46
        mul (16|M0)              r32.0<1>:d    r16.2<4;1,0>:ub   r20.2<4;1,0>:ub                     // $53
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $47
        mul (16|M16)             r34.0<1>:d    r18.2<4;1,0>:ub   r22.2<4;1,0>:ub                     // $54
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r30.0<8;8,1>:d                      // $48
        mul (16|M0)              r36.0<1>:d    r16.3<4;1,0>:ub   r20.3<4;1,0>:ub                     // $61
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    r32.0<8;8,1>:d   {Compacted}        // $55
        mul (16|M16)             r38.0<1>:d    r18.3<4;1,0>:ub   r22.3<4;1,0>:ub                     // $62
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r34.0<8;8,1>:d                      // $56
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    r36.0<8;8,1>:d   {Compacted}        // $63
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r38.0<8;8,1>:d                      // $64
        add (16|M0)              r46.0<1>:d    r40.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $69
        add (16|M16)             r50.0<1>:d    r42.0<8;8,1>:d    r26.0<8;8,1>:d                      // $70
        send (16|M0)             null:w   r44:f   0xC            0x08025E02           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $72
        send (16|M16)            null:w   r48:f   0xC            0x08025E02           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $74
        send (16|M0)             r52:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $76
        send (16|M0)             r56:w    r12:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $88
        send (16|M16)            r54:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $78
        send (16|M16)            r58:w    r14:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $90
        send (16|M0)             r76:w    r12:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $130
        send (16|M16)            r78:w    r14:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $132
        mul (16|M0)              r60.0<1>:d    r52.0<4;1,0>:b    r56.0<4;1,0>:b                      // $103
        mul (16|M0)              r64.0<1>:d    r52.1<4;1,0>:b    r56.1<4;1,0>:b                      // $109
        mul (16|M16)             r62.0<1>:d    r54.0<4;1,0>:b    r58.0<4;1,0>:b                      // $104
        mul (16|M16)             r66.0<1>:d    r54.1<4;1,0>:b    r58.1<4;1,0>:b                      // $110
        mul (16|M0)              r68.0<1>:d    r52.2<4;1,0>:b    r56.2<4;1,0>:b                      // $117
        add (16|M0)              r60.0<1>:d    r60.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted}        // $111
        mul (16|M16)             r70.0<1>:d    r54.2<4;1,0>:b    r58.2<4;1,0>:b                      // $118
        add (16|M16)             r62.0<1>:d    r62.0<8;8,1>:d    r66.0<8;8,1>:d                      // $112
        mul (16|M0)              r72.0<1>:d    r52.3<4;1,0>:b    r56.3<4;1,0>:b                      // $125
        add (16|M0)              r60.0<1>:d    r60.0<8;8,1>:d    r68.0<8;8,1>:d   {Compacted}        // $119
        mul (16|M16)             r74.0<1>:d    r54.3<4;1,0>:b    r58.3<4;1,0>:b                      // $126
        add (16|M16)             r62.0<1>:d    r62.0<8;8,1>:d    r70.0<8;8,1>:d                      // $120
        add (16|M0)              r60.0<1>:d    r60.0<8;8,1>:d    r72.0<8;8,1>:d   {Compacted}        // $127
        add (16|M16)             r62.0<1>:d    r62.0<8;8,1>:d    r74.0<8;8,1>:d                      // $128
        add (16|M0)              r82.0<1>:d    r76.0<8;8,1>:d    r60.0<8;8,1>:d   {Compacted}        // $133
        add (16|M16)             r86.0<1>:d    r78.0<8;8,1>:d    r62.0<8;8,1>:d                      // $134
        send (16|M0)             null:w   r80:f   0xC            0x08025E03           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $136
        send (16|M16)            null:w   r84:f   0xC            0x08025E03           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $138
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $139
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
