//.kernel fp16_vload
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 123
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
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r9.3)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r4.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0058 (66)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r16.0)
//.declare V0059 (67)  rf=r size=64 type=ud alias=V0057+0 align=16 words (r18.0)
//.declare V0062 (70)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare V0063 (71)  rf=r size=64 type=hf alias=V0062+0 align=16 words (r20.0)
//.declare V0064 (72)  rf=r size=64 type=ud align=16 words (r22.0)
//.declare V0065 (73)  rf=r size=64 type=hf alias=V0064+0 align=16 words (r22.0)
//.declare V0068 (76)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r12.0)
//.declare V0069 (77)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r14.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0075 (83)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0076 (84)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0077 (85)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0078 (86)  rf=r size=64 type=ud alias=V0076+0 align=16 words (r32.0)
//.declare V0079 (87)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r34.0)
//.declare V0080 (88)  rf=r size=128 type=d align=16 words (r36.0)
//.declare V0081 (89)  rf=r size=128 type=d align=16 words (r40.0)
//.declare V0084 (92)  rf=r size=128 type=hf alias=V0080+0 align=16 words (r36.0)
//.declare V0085 (93)  rf=r size=128 type=hf alias=V0081+0 align=16 words (r40.0)
//.declare V0086 (94)  rf=r size=64 type=f align=16 words (r44.0)
//.declare V0087 (95)  rf=r size=64 type=f align=16 words (r46.0)
//.declare V0088 (96)  rf=r size=64 type=f align=16 words (r48.0)
//.declare V0089 (97)  rf=r size=64 type=f align=16 words (r50.0)
//.declare V0090 (98)  rf=r size=64 type=f align=16 words (r52.0)
//.declare V0091 (99)  rf=r size=64 type=f align=16 words (r54.0)
//.declare V0092 (100)  rf=r size=64 type=f align=16 words (r56.0)
//.declare V0093 (101)  rf=r size=64 type=f align=16 words (r58.0)
//.declare V0094 (102)  rf=r size=64 type=f align=16 words (r60.0)
//.declare V0095 (103)  rf=r size=64 type=f align=16 words (r62.0)
//.declare V0096 (104)  rf=r size=64 type=f align=16 words (r64.0)
//.declare V0097 (105)  rf=r size=64 type=f align=16 words (r66.0)
//.declare V0098 (106)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0099 (107)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0100 (108)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r68.0)
//.declare V0101 (109)  rf=r size=64 type=ud alias=V0099+0 align=16 words (r70.0)
//.declare V0102 (110)  rf=r size=32 type=hf align=16 words (r8.0)
//.declare V0103 (111)  rf=r size=32 type=hf align=16 words (r72.0)
//.declare V0104 (112)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0105 (113)  rf=r size=64 type=f align=16 words (r75.0)
//.declare V0106 (114)  rf=r size=32 type=hf align=16 words (r77.0)
//.declare V0107 (115)  rf=r size=32 type=hf align=16 words (r78.0)
//.declare V0108 (116)  rf=r size=64 type=f align=16 words (r79.0)
//.declare V0109 (117)  rf=r size=64 type=f align=16 words (r81.0)
//.declare V0110 (118)  rf=r size=32 type=hf align=16 words (r83.0)
//.declare V0111 (119)  rf=r size=32 type=hf align=16 words (r84.0)
//.declare V0112 (120)  rf=r size=64 type=f align=16 words (r85.0)
//.declare V0113 (121)  rf=r size=64 type=f align=16 words (r87.0)
//.declare V0114 (122)  rf=r size=32 type=hf align=16 words (r89.0)
//.declare V0115 (123)  rf=r size=32 type=hf align=16 words (r90.0)
//.declare V0118 (126)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r28.0)
//.declare V0119 (127)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r30.0)
//.declare V0120 (128)  rf=r size=128 type=d align=16 words (r91.0)
//.declare V0121 (129)  rf=r size=128 type=d align=16 words (r95.0)
//.declare V0122 (130)  rf=r size=128 type=hf alias=V0120+0 align=16 words (r91.0)
//.declare V0123 (131)  rf=r size=128 type=hf alias=V0121+0 align=16 words (r95.0)
//.declare V0132 (140)  rf=r size=4 type=d align=2 words (r4.1)
//.declare V0133 (141)  rf=r size=64 type=d align=16 words (r99.0)
//.declare V0134 (142)  rf=r size=64 type=d align=16 words (r101.0)
//.declare V0145 (153)  rf=r size=64 type=ud alias=V0133+0 align=16 words (r99.0)
//.declare V0146 (154)  rf=r size=64 type=ud alias=V0134+0 align=16 words (r101.0)
//.declare V0147 (155)  rf=r size=128 type=d align=16 words (r103.0)
//.declare V0148 (156)  rf=r size=128 type=d align=16 words (r107.0)
//.declare V0149 (157)  rf=r size=128 type=hf alias=V0147+0 align=16 words (r103.0)
//.declare V0150 (158)  rf=r size=128 type=hf alias=V0148+0 align=16 words (r107.0)
//.declare V0151 (159)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0152 (160)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0153 (161)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare  (162)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (163)  rf=r size=32 type=hf align=32 words (r111.0)
//.declare  (164)  rf=r size=32 type=hf align=32 words (r112.0)
//.declare  (165)  rf=r size=32 type=hf align=32 words (r113.0)
//.declare  (166)  rf=r size=32 type=hf align=32 words (r114.0)

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
// | V0036    | :d x 8   |     32 | r7       | general    |
// | V0151    | :uq      |      8 | r8       | general    |
// | V0152    | :uq      |      8 | r8+8     | general    |
// | V0153    | :uq      |      8 | r8+16    | general    |
// | V0045    | :uq      |      8 | r8+24    | general    |
// | V0037    | :d x 3   |     12 | r9       | general    |
// | V0038    | :d x 3   |     12 | r9+12    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r4.0<1>:d     r9.3<0;1,0>:d     r3.1<0;1,0>:d    {Compacted}        // $2
        add (16|M0)              r5.0<1>:d     r4.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r4.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r12.0<1>:d    r5.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (8|M0)               r24.0<1>:d    r12.0<8;8,1>:ud   2:w                                 // $19
        shl (8|M8)               r25.0<1>:d    r13.0<8;8,1>:ud   2:w                                 // $19
        shl (8|M16)              r26.0<1>:d    r14.0<8;8,1>:ud   2:w                                 // $20
        shl (8|M24)              r27.0<1>:d    r15.0<8;8,1>:ud   2:w                                 // $20
        shl (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d    1:w                                 // $9
        shl (16|M16)             r18.0<1>:d    r14.0<8;8,1>:d    1:w                                 // $10
        shl (16|M0)              r28.0<1>:d    r24.0<8;8,1>:d    1:w                                 // $23
        shl (16|M16)             r30.0<1>:d    r26.0<8;8,1>:d    1:w                                 // $24
        send (16|M0)             r20:w    r16     0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $12
        shl (16|M0)              r68.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $57
        add (16|M0)              r32.0<1>:d    r28.0<8;8,1>:d    8:w                                 // $25
        add (16|M16)             r34.0<1>:d    r30.0<8;8,1>:d    8:w                                 // $26
        send (16|M16)            r22:w    r18     0xA            0x04210500           // wr:2+0, rd:2; hdc.dc0; byte gathering read 16b // $15
        shl (16|M16)             r70.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $58
        send (16|M0)             r36:w    r32     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $28
        send (16|M16)            r40:w    r34     0xC            0x04405C00           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $30
        mov (8|M0)               r44.0<1>:f    r20.0<2;1,0>:hf                                       // $39
        mov (8|M8)               r45.0<1>:f    r21.0<2;1,0>:hf                                       // $39
        mul (16|M0)              r8.0<1>:hf    r20.0<2;1,0>:hf   0x4200:hf                           // $63
        mov (8|M16)              r46.0<1>:f    r22.0<2;1,0>:hf                                       // $40
        mov (8|M24)              r47.0<1>:f    r23.0<2;1,0>:hf                                       // $40
        math.fdiv (16|M0)        r73.0<1>:f    r44.0<8;8,1>:f    0x40400000:f                        // $65
        mov (8|M0)               r48.0<1>:f    r36.0<2;1,0>:hf                                       // $41
        mov (8|M8)               r49.0<1>:f    r37.0<2;1,0>:hf                                       // $41
        mov (8|M16)              r50.0<1>:f    r40.0<2;1,0>:hf                                       // $42
        mov (8|M24)              r51.0<1>:f    r41.0<2;1,0>:hf                                       // $42
        mov (8|M0)               r56.0<1>:f    r36.1<2;1,0>:hf                                       // $45
        mov (8|M8)               r57.0<1>:f    r37.1<2;1,0>:hf                                       // $45
        mov (8|M16)              r58.0<1>:f    r40.1<2;1,0>:hf                                       // $46
        mov (8|M24)              r59.0<1>:f    r41.1<2;1,0>:hf                                       // $46
        add (16|M0)              r52.0<1>:f    r44.0<8;8,1>:f    r48.0<8;8,1>:f   {Compacted}        // $43
        add (16|M16)             r54.0<1>:f    r46.0<8;8,1>:f    r50.0<8;8,1>:f                      // $44
        mov (8|M0)               r60.0<1>:f    r38.0<2;1,0>:hf                                       // $49
        mov (8|M8)               r61.0<1>:f    r39.0<2;1,0>:hf                                       // $49
        mov (8|M16)              r62.0<1>:f    r42.0<2;1,0>:hf                                       // $50
        add (16|M0)              r52.0<1>:f    r52.0<8;8,1>:f    r56.0<8;8,1>:f   {Compacted}        // $47
        mov (8|M24)              r63.0<1>:f    r43.0<2;1,0>:hf                                       // $50
        add (16|M16)             r54.0<1>:f    r54.0<8;8,1>:f    r58.0<8;8,1>:f                      // $48
        mov (8|M0)               r64.0<1>:f    r38.1<2;1,0>:hf                                       // $53
        mov (8|M8)               r65.0<1>:f    r39.1<2;1,0>:hf                                       // $53
        add (16|M0)              r52.0<1>:f    r52.0<8;8,1>:f    r60.0<8;8,1>:f   {Compacted}        // $51
        mov (8|M16)              r66.0<1>:f    r42.1<2;1,0>:hf                                       // $54
        mov (8|M24)              r67.0<1>:f    r43.1<2;1,0>:hf                                       // $54
        add (16|M16)             r54.0<1>:f    r54.0<8;8,1>:f    r62.0<8;8,1>:f                      // $52
        math.fdiv (16|M16)       r75.0<1>:f    r46.0<8;8,1>:f    0x40400000:f                        // $66
        nop                                                                                          // $55
        add (16|M0)              r52.0<1>:f    r52.0<8;8,1>:f    r64.0<8;8,1>:f   {Compacted}        // $55
        add (16|M16)             r54.0<1>:f    r54.0<8;8,1>:f    r66.0<8;8,1>:f                      // $56
        mul (16|M16)             r72.0<1>:hf   r22.0<2;1,0>:hf   0x4200:hf                           // $64
        sends (16|M0)            null:w   r68     r52     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $60
        sends (16|M16)           null:w   r70     r54     0x8C            0x04025E02           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $62
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $67
        mov (8|M0)               r77.0<1>:hf   r73.0<8;8,1>:f                                        // $68
        mov (8|M8)               r77.8<1>:hf   r74.0<8;8,1>:f                                        // $68
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $69
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $70
        mov (8|M16)              r78.0<1>:hf   r75.0<8;8,1>:f                                        // $71
        mov (8|M24)              r78.8<1>:hf   r76.0<8;8,1>:f                                        // $71
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x30:uw              {Switch}       // $72
        mul (16|M0)              r79.0<1>:f    r48.0<8;8,1>:f    0x3F8CCCCD:f                        // $73
        mul (16|M16)             r81.0<1>:f    r50.0<8;8,1>:f    0x3F8CCCCD:f                        // $74
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $75
        mov (8|M0)               r83.0<1>:hf   r79.0<8;8,1>:f                                        // $76
        mov (8|M8)               r83.8<1>:hf   r80.0<8;8,1>:f                                        // $76
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $77
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $78
        mov (8|M16)              r84.0<1>:hf   r81.0<8;8,1>:f                                        // $79
        mov (8|M24)              r84.8<1>:hf   r82.0<8;8,1>:f                                        // $79
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x10:uw              {Switch}       // $80
        mul (16|M0)              r85.0<1>:f    r56.0<8;8,1>:f    0x3F8CCCCD:f                        // $81
        mul (16|M16)             r87.0<1>:f    r58.0<8;8,1>:f    0x3F8CCCCD:f                        // $82
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $83
        mov (8|M0)               r89.0<1>:hf   r85.0<8;8,1>:f                                        // $84
        mov (8|M8)               r89.8<1>:hf   r86.0<8;8,1>:f                                        // $84
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $85
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $86
        mov (8|M16)              r90.0<1>:hf   r87.0<8;8,1>:f                                        // $87
        mov (8|M24)              r90.8<1>:hf   r88.0<8;8,1>:f                                        // $87
(W)     xor (1|M0)               cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x20:uw              {Switch}       // $88
        mul (8|M0)               r111.0<1>:hf  r56.0<8;8,1>:f    0x3E99999A:f                        // $111
        mul (8|M0)               r113.0<1>:hf  r64.0<8;8,1>:f    0x3E99999A:f                        // $115
        mul (8|M8)               r111.8<1>:hf  r57.0<8;8,1>:f    0x3E99999A:f                        // $111
        mul (8|M8)               r113.8<1>:hf  r65.0<8;8,1>:f    0x3E99999A:f                        // $115
(W)     shl (1|M0)               r4.1<1>:d     r9.0<0;1,0>:d     3:w                                 // $117
        mul (8|M16)              r112.0<1>:hf  r58.0<8;8,1>:f    0x3E99999A:f                        // $112
        mul (8|M16)              r114.0<1>:hf  r66.0<8;8,1>:f    0x3E99999A:f                        // $116
        mul (8|M24)              r112.8<1>:hf  r59.0<8;8,1>:f    0x3E99999A:f                        // $112
        mul (8|M24)              r114.8<1>:hf  r67.0<8;8,1>:f    0x3E99999A:f                        // $116
        mov (16|M0)              r91.0<2>:hf   r8.0<16;16,1>:hf                                      // $89
        mov (16|M0)              r93.0<2>:hf   r83.0<16;16,1>:hf                                     // $93
        mov (16|M0)              r91.1<2>:hf   r77.0<16;16,1>:hf                                     // $91
        mov (16|M0)              r93.1<2>:hf   r89.0<16;16,1>:hf                                     // $95
        mov (16|M16)             r95.0<2>:hf   r72.0<16;16,1>:hf                                     // $90
        mov (16|M16)             r97.0<2>:hf   r84.0<16;16,1>:hf                                     // $94
        mov (16|M16)             r95.1<2>:hf   r78.0<16;16,1>:hf                                     // $92
        mov (16|M16)             r97.1<2>:hf   r90.0<16;16,1>:hf                                     // $96
        mul (8|M0)               r103.0<2>:hf  r48.0<8;8,1>:f    0x3E99999A:f                        // $109
        mul (8|M8)               r104.0<2>:hf  r49.0<8;8,1>:f    0x3E99999A:f                        // $109
        mul (8|M0)               r105.0<2>:hf  r60.0<8;8,1>:f    0x3E99999A:f                        // $113
        mul (8|M8)               r106.0<2>:hf  r61.0<8;8,1>:f    0x3E99999A:f                        // $113
        add (16|M0)              r99.0<1>:d    r4.1<0;1,0>:d     r28.0<8;8,1>:d   {Compacted}        // $118
        mov (16|M0)              r103.1<2>:hf  r111.0<16;16,1>:hf                                    // $111
        mov (16|M0)              r105.1<2>:hf  r113.0<16;16,1>:hf                                    // $115
        mul (8|M16)              r107.0<2>:hf  r50.0<8;8,1>:f    0x3E99999A:f                        // $110
        mul (8|M24)              r108.0<2>:hf  r51.0<8;8,1>:f    0x3E99999A:f                        // $110
        mul (8|M16)              r109.0<2>:hf  r62.0<8;8,1>:f    0x3E99999A:f                        // $114
        mul (8|M24)              r110.0<2>:hf  r63.0<8;8,1>:f    0x3E99999A:f                        // $114
        add (16|M16)             r101.0<1>:d   r4.1<0;1,0>:d     r30.0<8;8,1>:d                      // $119
        mov (16|M16)             r107.1<2>:hf  r112.0<16;16,1>:hf                                    // $112
        mov (16|M16)             r109.1<2>:hf  r114.0<16;16,1>:hf                                    // $116
        sends (16|M0)            null:w   r28     r91     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $106
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $148
        sends (16|M16)           null:w   r30     r95     0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $108
        sends (16|M0)            null:w   r99     r103    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $145
        sends (16|M16)           null:w   r101    r107    0x10C            0x04025C01           // wr:2+4, rd:0; hdc.dc1; untyped surface write with xy // $147
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $148
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
