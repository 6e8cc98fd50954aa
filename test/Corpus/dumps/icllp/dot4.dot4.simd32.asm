//.kernel dot4
//.platform ICLLP
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -noSendSrcDstOverlap "
//.instCount 81
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0048 (56)  rf=r size=4 type=d align=16 words (r4.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r12.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r14.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0061 (69)  rf=r size=64 type=b alias=V0057+0 align=16 words (r16.0)
//.declare V0062 (70)  rf=r size=64 type=b alias=V0058+0 align=16 words (r18.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0067 (75)  rf=r size=64 type=b alias=V0063+0 align=16 words (r20.0)
//.declare V0068 (76)  rf=r size=64 type=b alias=V0064+0 align=16 words (r22.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0078 (86)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0089 (97)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0090 (98)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0091 (99)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0092 (100)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0095 (103)  rf=r size=64 type=b alias=V0091+0 align=16 words (r32.0)
//.declare V0096 (104)  rf=r size=64 type=b alias=V0092+0 align=16 words (r34.0)
//.declare V0097 (105)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0098 (106)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0101 (109)  rf=r size=64 type=b alias=V0097+0 align=16 words (r36.0)
//.declare V0102 (110)  rf=r size=64 type=b alias=V0098+0 align=16 words (r38.0)
//.declare V0107 (115)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0108 (116)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0119 (127)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0120 (128)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0121 (129)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0122 (130)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0123 (131)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0124 (132)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare  (133)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (134)  rf=r size=64 type=d align=16 words (r48.0)
//.declare  (135)  rf=r size=64 type=d align=16 words (r50.0)
//.declare  (136)  rf=r size=64 type=d align=16 words (r52.0)
//.declare  (137)  rf=r size=64 type=d align=16 words (r54.0)
//.declare  (138)  rf=r size=64 type=d align=16 words (r56.0)
//.declare  (139)  rf=r size=64 type=d align=16 words (r58.0)
//.declare  (140)  rf=r size=64 type=d align=16 words (r60.0)
//.declare  (141)  rf=r size=64 type=d align=16 words (r62.0)
//.declare  (142)  rf=r size=64 type=d align=16 words (r64.0)
//.declare  (143)  rf=r size=64 type=d align=16 words (r66.0)
//.declare  (144)  rf=r size=64 type=d align=16 words (r68.0)
//.declare  (145)  rf=r size=64 type=d align=16 words (r70.0)
//.declare  (146)  rf=r size=32 type=uw align=16 words (r8.0)
//.declare  (147)  rf=r size=32 type=uw align=16 words (r72.0)
//.declare  (148)  rf=r size=32 type=uw align=16 words (r73.0)
//.declare  (149)  rf=r size=32 type=uw align=16 words (r74.0)
//.declare  (150)  rf=r size=32 type=uw align=16 words (r75.0)
//.declare  (151)  rf=r size=32 type=uw align=16 words (r76.0)
//.declare  (152)  rf=r size=32 type=uw align=16 words (r77.0)
//.declare  (153)  rf=r size=32 type=uw align=16 words (r78.0)
//.declare  (154)  rf=r size=32 type=w align=16 words (r79.0)
//.declare  (155)  rf=r size=32 type=w align=16 words (r80.0)
//.declare  (156)  rf=r size=32 type=w align=16 words (r81.0)
//.declare  (157)  rf=r size=32 type=w align=16 words (r82.0)
//.declare  (158)  rf=r size=32 type=w align=16 words (r83.0)
//.declare  (159)  rf=r size=32 type=w align=16 words (r84.0)
//.declare  (160)  rf=r size=32 type=w align=16 words (r85.0)
//.declare  (161)  rf=r size=32 type=w align=16 words (r86.0)
//.declare  (162)  rf=r size=64 type=f align=16 words (r12.0)
//.declare  (163)  rf=r size=64 type=f align=16 words (r14.0)
//.declare  (164)  rf=r size=64 type=f align=16 words (r12.0)
//.declare  (165)  rf=r size=64 type=f align=16 words (r14.0)
//.declare  (166)  rf=r size=64 type=f align=16 words (r12.0)

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
// | V0121    | :uq      |      8 | r8       | general    |
// | V0122    | :uq      |      8 | r8+8     | general    |
// | V0123    | :uq      |      8 | r8+16    | general    |
// | V0124    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               acc0.0<1>:d   r9.0<0;1,0>:d     r3.2<0;1,0>:uw                      // $2
(W)     mov (8|M0)               r127.0<1>:f   r3.0<8;8,1>:f                    {Compacted}          // $127
(W)     mach (1|M0)              r4.0<1>:d     r9.0<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $5
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     2:w                                 // $9
        shl (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $10
        send (16|M0)             r16:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $12
        send (16|M0)             r20:w    r12:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $24
        send (16|M16)            r18:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $14
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $26
        send (16|M16)            r22:w    r14:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $26
        send (16|M0)             r28:w    r12:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $60
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $62
        send (16|M16)            r30:w    r14:f   0xC            0x04205E02           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $62
        mov (16|M0)              r73.0<1>:uw   r16.0<4;1,0>:ub                                       // $45
        mov (16|M0)              r8.0<1>:uw    r20.1<4;1,0>:ub                                       // $43
        mov (16|M16)             r74.0<1>:uw   r18.0<4;1,0>:ub                                       // $46
        mov (16|M16)             r72.0<1>:uw   r22.1<4;1,0>:ub                                       // $44
        mov (16|M0)              r75.0<1>:uw   r16.2<4;1,0>:ub                                       // $51
        mul (16|M0)              r48.0<1>:d    r20.0<4;1,0>:ub   r73.0<16;16,1>:uw                   // $45
        mul (16|M0)              r24.0<1>:d    r16.1<4;1,0>:ub   r8.0<16;16,1>:uw                    // $43
        mov (16|M16)             r76.0<1>:uw   r18.2<4;1,0>:ub                                       // $52
        mul (16|M16)             r50.0<1>:d    r22.0<4;1,0>:ub   r74.0<16;16,1>:uw                   // $46
        mul (16|M16)             r26.0<1>:d    r18.1<4;1,0>:ub   r72.0<16;16,1>:uw                   // $44
        mov (16|M0)              r77.0<1>:uw   r16.3<4;1,0>:ub                                       // $57
        mul (16|M0)              r52.0<1>:d    r20.2<4;1,0>:ub   r75.0<16;16,1>:uw                   // $51
        add (16|M0)              r24.0<1>:d    r48.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $46
        mov (16|M16)             r78.0<1>:uw   r18.3<4;1,0>:ub                                       // $58
        mul (16|M16)             r54.0<1>:d    r22.2<4;1,0>:ub   r76.0<16;16,1>:uw                   // $52
        add (16|M16)             r26.0<1>:d    r50.0<8;8,1>:d    r26.0<8;8,1>:d                      // $51
        mul (16|M0)              r56.0<1>:d    r20.3<4;1,0>:ub   r77.0<16;16,1>:uw                   // $57
        add (16|M0)              r24.0<1>:d    r52.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $52
        mul (16|M16)             r58.0<1>:d    r22.3<4;1,0>:ub   r78.0<16;16,1>:uw                   // $58
        add (16|M16)             r26.0<1>:d    r54.0<8;8,1>:d    r26.0<8;8,1>:d                      // $57
        add (16|M0)              r24.0<1>:d    r56.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $58
        add (16|M16)             r26.0<1>:d    r58.0<8;8,1>:d    r26.0<8;8,1>:d                      // $60
        add (16|M0)              r28.0<1>:d    r28.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $63
        add (16|M16)             r30.0<1>:d    r30.0<8;8,1>:d    r26.0<8;8,1>:d                      // $64
        sends (16|M0)            null:w   r12     r28     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $66
        sends (16|M16)           null:w   r14     r30     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $68
        send (16|M0)             r32:w    r12:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $70
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $82
        send (16|M0)             r36:w    r12:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $82
        send (16|M16)            r34:w    r14:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $72
(W)     mov (8|M0)               r14.0<1>:f    r14.0<8;8,1>:f                   {Compacted}          // $84
        send (16|M16)            r38:w    r14:f   0xC            0x04205E01           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $84
        send (16|M0)             r44:w    r12:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $118
(W)     mov (8|M0)               r12.0<1>:f    r12.0<8;8,1>:f                   {Compacted}          // $120
        send (16|M16)            r46:w    r14:f   0xC            0x04205E03           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $120
        mov (16|M0)              r81.0<1>:w    r32.0<4;1,0>:b                                        // $103
        mov (16|M0)              r79.0<1>:w    r36.1<4;1,0>:b                                        // $101
        mov (16|M16)             r82.0<1>:w    r34.0<4;1,0>:b                                        // $104
        mov (16|M16)             r80.0<1>:w    r38.1<4;1,0>:b                                        // $102
        mov (16|M0)              r83.0<1>:w    r32.2<4;1,0>:b                                        // $109
        mul (16|M0)              r60.0<1>:d    r36.0<4;1,0>:b    r81.0<16;16,1>:w                    // $103
        mul (16|M0)              r40.0<1>:d    r32.1<4;1,0>:b    r79.0<16;16,1>:w                    // $101
        mov (16|M16)             r84.0<1>:w    r34.2<4;1,0>:b                                        // $110
        mul (16|M16)             r62.0<1>:d    r38.0<4;1,0>:b    r82.0<16;16,1>:w                    // $104
        mul (16|M16)             r42.0<1>:d    r34.1<4;1,0>:b    r80.0<16;16,1>:w                    // $102
        mov (16|M0)              r85.0<1>:w    r32.3<4;1,0>:b                                        // $115
        mul (16|M0)              r64.0<1>:d    r36.2<4;1,0>:b    r83.0<16;16,1>:w                    // $109
        add (16|M0)              r40.0<1>:d    r60.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}        // $104
        mov (16|M16)             r86.0<1>:w    r34.3<4;1,0>:b                                        // $116
        mul (16|M16)             r66.0<1>:d    r38.2<4;1,0>:b    r84.0<16;16,1>:w                    // $110
        add (16|M16)             r42.0<1>:d    r62.0<8;8,1>:d    r42.0<8;8,1>:d                      // $109
        mul (16|M0)              r68.0<1>:d    r36.3<4;1,0>:b    r85.0<16;16,1>:w                    // $115
        add (16|M0)              r40.0<1>:d    r64.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}        // $110
        mul (16|M16)             r70.0<1>:d    r38.3<4;1,0>:b    r86.0<16;16,1>:w                    // $116
        add (16|M16)             r42.0<1>:d    r66.0<8;8,1>:d    r42.0<8;8,1>:d                      // $115
        add (16|M0)              r40.0<1>:d    r68.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}        // $116
        add (16|M16)             r42.0<1>:d    r70.0<8;8,1>:d    r42.0<8;8,1>:d                      // $118
        add (16|M0)              r44.0<1>:d    r44.0<8;8,1>:d    r40.0<8;8,1>:d   {Compacted}        // $121
        add (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    r42.0<8;8,1>:d                      // $122
        sends (16|M0)            null:w   r12     r44     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $124
        sends (16|M16)           null:w   r14     r46     0x8C            0x04025E03           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $126
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $127
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
