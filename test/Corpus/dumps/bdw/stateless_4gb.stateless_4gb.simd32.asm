//.kernel stateless_4gb
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 135
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r2.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r2.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r2.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r2.2)
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
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0037 (45)  rf=r size=8 type=uq align=4 words (r8.3)
//.declare V0038 (46)  rf=r size=8 type=uq align=4 words (r9.0)
//.declare V0039 (47)  rf=r size=8 type=uq align=4 words (r9.1)
//.declare V0041 (49)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0042 (50)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0043 (51)  rf=r size=12 type=d align=2 words (r9.4)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0047 (55)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0048 (56)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0049 (57)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0044+0 align=16 words (r1.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0045+0 align=16 words (r2.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0057 (65)  rf=r size=8 type=q alias=V0035+0 align=4 words (r8.1)
//.declare V0060 (68)  rf=r size=64 type=ud alias=V0055+0 align=16 words (r12.0)
//.declare V0061 (69)  rf=r size=64 type=ud alias=V0056+0 align=16 words (r14.0)
//.declare V0064 (72)  rf=r size=128 type=q align=16 words (r32.0)
//.declare V0065 (73)  rf=r size=128 type=q align=16 words (r36.0)
//.declare V0066 (74)  rf=r size=128 type=uq alias=V0064+0 align=16 words (r32.0)
//.declare V0067 (75)  rf=r size=128 type=uq alias=V0065+0 align=16 words (r36.0)
//.declare V0068 (76)  rf=r size=256 type=f align=16 words (r84.0)
//.declare V0069 (77)  rf=r size=256 type=f align=16 words (r92.0)
//.declare V0070 (78)  rf=r size=128 type=f align=16 words (r56.0)
//.declare V0071 (79)  rf=r size=128 type=f align=16 words (r60.0)
//.declare V0072 (80)  rf=r size=128 type=f align=16 words (r64.0)
//.declare V0073 (81)  rf=r size=128 type=f align=16 words (r68.0)
//.declare V0074 (82)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.0)
//.declare V0075 (83)  rf=r size=128 type=q align=16 words (r40.0)
//.declare V0076 (84)  rf=r size=128 type=q align=16 words (r44.0)
//.declare V0077 (85)  rf=r size=128 type=uq alias=V0075+0 align=16 words (r40.0)
//.declare V0078 (86)  rf=r size=128 type=uq alias=V0076+0 align=16 words (r44.0)
//.declare V0081 (89)  rf=r size=64 type=ud align=16 words (r72.0)
//.declare V0082 (90)  rf=r size=64 type=b alias=V0081+0 align=16 words (r72.0)
//.declare V0083 (91)  rf=r size=64 type=ud align=16 words (r74.0)
//.declare V0084 (92)  rf=r size=64 type=b alias=V0083+0 align=16 words (r74.0)
//.declare V0087 (95)  rf=r size=8 type=q alias=V0036+0 align=4 words (r8.2)
//.declare V0088 (96)  rf=r size=128 type=q align=16 words (r48.0)
//.declare V0089 (97)  rf=r size=128 type=q align=16 words (r52.0)
//.declare V0090 (98)  rf=r size=128 type=uq alias=V0088+0 align=16 words (r48.0)
//.declare V0091 (99)  rf=r size=128 type=uq alias=V0089+0 align=16 words (r52.0)
//.declare V0092 (100)  rf=r size=128 type=q align=16 words (r76.0)
//.declare V0093 (101)  rf=r size=128 type=q align=16 words (r80.0)
//.declare V0094 (102)  rf=r size=64 type=f align=16 words (r100.0)
//.declare V0095 (103)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V0104 (112)  rf=r size=64 type=f align=16 words (r32.0)
//.declare V0105 (113)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0106 (114)  rf=r size=256 type=f align=16 words (r112.0)
//.declare V0107 (115)  rf=r size=256 type=f align=16 words (r24.0)
//.declare V0108 (116)  rf=r size=8 type=q alias=V0038+0 align=4 words (r9.0)
//.declare  (123)  rf=r size=192 type=ud align=16 words (r48.0)
//.declare  (124)  rf=r size=192 type=ud align=16 words (r54.0)
//.declare  (127)  rf=r size=192 type=ud align=16 words (r60.0)
//.declare  (128)  rf=r size=192 type=ud align=16 words (r66.0)
//.declare V0117 (129)  rf=r size=32 type=b align=16 words (r76.0)
//.declare V0118 (130)  rf=r size=32 type=b align=16 words (r77.0)
//.declare V0119 (131)  rf=r size=64 type=ud align=16 words (r72.0)
//.declare V0120 (132)  rf=r size=64 type=b alias=V0119+0 align=16 words (r72.0)
//.declare V0121 (133)  rf=r size=64 type=ud align=16 words (r74.0)
//.declare V0122 (134)  rf=r size=64 type=b alias=V0121+0 align=16 words (r74.0)
//.declare V0125 (137)  rf=r size=8 type=q alias=V0039+0 align=4 words (r9.1)
//.declare V0130 (142)  rf=r size=32 type=ub alias=V0117+0 align=16 words (r76.0)
//.declare V0131 (143)  rf=r size=32 type=ub alias=V0118+0 align=16 words (r77.0)
//.declare V0132 (144)  rf=r size=64 type=ud align=16 words (r78.0)
//.declare  (145)  rf=r size=96 type=ud align=16 words (r82.0)
//.declare  (146)  rf=r size=96 type=ud align=16 words (r85.0)
//.declare V0133 (147)  rf=r size=64 type=ud align=16 words (r80.0)
//.declare  (148)  rf=r size=96 type=ud align=16 words (r88.0)
//.declare  (149)  rf=r size=96 type=ud align=16 words (r91.0)
//.declare V0136 (152)  rf=r size=64 type=ud align=16 words (r94.0)
//.declare V0137 (153)  rf=r size=64 type=b alias=V0136+0 align=16 words (r94.0)
//.declare V0138 (154)  rf=r size=64 type=ud align=16 words (r96.0)
//.declare V0139 (155)  rf=r size=64 type=b alias=V0138+0 align=16 words (r96.0)
//.declare V0148 (164)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0149 (165)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0150 (166)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0151 (167)  rf=r size=32 type=d align=16 words (r104.0)
//.declare V0152 (168)  rf=r size=16 type=d align=2 words (r105.0)
//.declare V0153 (169)  rf=r size=8 type=d align=2 words (r106.0)
//.declare  (170)  rf=r size=96 type=ud align=16 words (r107.0)
//.declare  (171)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (172)  rf=r size=64 type=b alias=V0055+0 align=16 words (r12.0)
//.declare  (173)  rf=r size=64 type=b alias=V0056+0 align=16 words (r14.0)
//.declare  (174)  rf=r size=64 type=f align=32 words (r104.0)
//.declare  (175)  rf=r size=64 type=f align=32 words (r106.0)
//.declare  (176)  rf=r size=64 type=f align=32 words (r108.0)
//.declare  (177)  rf=r size=64 type=f align=32 words (r110.0)
//.declare  (182)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (183)  rf=r size=64 type=q align=16 words (r18.0)
//.declare  (184)  rf=r size=64 type=q align=16 words (r20.0)
//.declare  (185)  rf=r size=64 type=q align=16 words (r22.0)
//.declare  (186)  rf=r size=64 type=q align=16 words (r24.0)
//.declare  (187)  rf=r size=64 type=q align=16 words (r26.0)
//.declare  (188)  rf=r size=64 type=q align=16 words (r28.0)
//.declare  (189)  rf=r size=64 type=q align=16 words (r30.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0044    | :w x 16  |     32 | r1       | general    |
// | V0045    | :w x 16  |     32 | r2       | general    |
// | V0046    | :w x 16  |     32 | r3       | general    |
// | V0047    | :w x 16  |     32 | r4       | general    |
// | V0048    | :w x 16  |     32 | r5       | general    |
// | V0049    | :w x 16  |     32 | r6       | general    |
// | V0042    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0035    | :uq      |      8 | r8+8     | general    |
// | V0036    | :uq      |      8 | r8+16    | general    |
// | V0037    | :uq      |      8 | r8+24    | general    |
// | V0038    | :uq      |      8 | r9       | general    |
// | V0039    | :uq      |      8 | r9+8     | general    |
// | V0043    | :d x 3   |     12 | r9+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.4<0;1,0>:d     r0.1<0;1,0>:d                       // $2
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $132
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M0)              r12.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r14.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        shl (8|M0)               r16.0<1>:q    r12.0<8;8,1>:ud   4:w                                 // $11
        shl (8|M8)               r18.0<1>:q    r13.0<8;8,1>:ud   4:w                                 // $11
        shl (8|M0)               r24.0<1>:q    r12.0<8;8,1>:ud   3:w                                 // $43
        shl (8|M8)               r26.0<1>:q    r13.0<8;8,1>:ud   3:w                                 // $43
        shl (8|M16)              r20.0<1>:q    r14.0<8;8,1>:ud   4:w                                 // $12
        shl (8|M24)              r22.0<1>:q    r15.0<8;8,1>:ud   4:w                                 // $12
        shl (8|M16)              r28.0<1>:q    r14.0<8;8,1>:ud   3:w                                 // $44
        shl (8|M24)              r30.0<1>:q    r15.0<8;8,1>:ud   3:w                                 // $44
        add (8|M0)               r40.0<1>:q    r8.0<0;1,0>:q     r12.0<8;8,1>:ud                     // $35
        add (8|M8)               r42.0<1>:q    r8.0<0;1,0>:q     r13.0<8;8,1>:ud                     // $35
        add (8|M0)               r32.0<1>:q    r16.0<4;4,1>:q    r8.1<0;1,0>:q                       // $13
        add (8|M8)               r34.0<1>:q    r18.0<4;4,1>:q    r8.1<0;1,0>:q                       // $13
        add (8|M16)              r44.0<1>:q    r8.0<0;1,0>:q     r14.0<8;8,1>:ud                     // $36
        add (8|M24)              r46.0<1>:q    r8.0<0;1,0>:q     r15.0<8;8,1>:ud                     // $36
        add (8|M0)               r48.0<1>:q    r24.0<4;4,1>:q    r8.2<0;1,0>:q                       // $45
        add (8|M8)               r50.0<1>:q    r26.0<4;4,1>:q    r8.2<0;1,0>:q                       // $45
        add (8|M16)              r36.0<1>:q    r20.0<4;4,1>:q    r8.1<0;1,0>:q                       // $14
        add (8|M24)              r38.0<1>:q    r22.0<4;4,1>:q    r8.1<0;1,0>:q                       // $14
        add (8|M16)              r52.0<1>:q    r28.0<4;4,1>:q    r8.2<0;1,0>:q                       // $46
        add (8|M24)              r54.0<1>:q    r30.0<4;4,1>:q    r8.2<0;1,0>:q                       // $46
        send (8|M0)              r72      r40:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $37
        send (8|M8)              r73      r42:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $38
        send (8|M0)              r56:f    r32:f   0xC            0x044409FF           // wr:2+0, rd:4; hdc.dc1; a64 dword gathering read // $15
        send (8|M8)              r60:f    r34:f   0xC            0x044409FF           // wr:2+0, rd:4; hdc.dc1; a64 dword gathering read // $16
        send (8|M16)             r74      r44:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $40
        send (8|M24)             r75      r46:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $41
        send (8|M0)              r76:q    r48:f   0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $47
        send (8|M8)              r78:q    r50:f   0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $48
        send (8|M16)             r64:f    r36:f   0xC            0x044409FF           // wr:2+0, rd:4; hdc.dc1; a64 dword gathering read // $25
        send (8|M24)             r68:f    r38:f   0xC            0x044409FF           // wr:2+0, rd:4; hdc.dc1; a64 dword gathering read // $26
        send (8|M16)             r80:q    r52:f   0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $49
        send (8|M24)             r82:q    r54:f   0xC            0x042402FF           // wr:2+0, rd:2; hdc.dc1; a64 qword gathering read // $50
        add (8|M0)               r48.0<1>:q    r16.0<4;4,1>:q    r9.0<0;1,0>:q                       // $73
        add (8|M8)               r54.0<1>:q    r18.0<4;4,1>:q    r9.0<0;1,0>:q                       // $73
        mov (16|M0)              r100.0<1>:f   r72.0<4;1,0>:ub                                       // $51
        mov (8|M0)               r84.0<1>:f    r56.0<8;8,1>:f                   {Compacted}          // $17
        mov (8|M0)               r86.0<1>:f    r57.0<8;8,1>:f                   {Compacted}          // $19
        mov (8|M0)               r88.0<1>:f    r58.0<8;8,1>:f                   {Compacted}          // $21
        mov (8|M8)               r85.0<1>:f    r60.0<8;8,1>:f                   {Compacted}          // $18
        mov (8|M8)               r87.0<1>:f    r61.0<8;8,1>:f                   {Compacted}          // $20
        mov (8|M8)               r89.0<1>:f    r62.0<8;8,1>:f                   {Compacted}          // $22
        mov (8|M0)               r90.0<1>:f    r59.0<8;8,1>:f                   {Compacted}          // $23
        mov (8|M8)               r91.0<1>:f    r63.0<8;8,1>:f                   {Compacted}          // $24
        mov (16|M16)             r102.0<1>:f   r74.0<4;1,0>:ub                                       // $52
        mov (8|M0)               r104.0<2>:f   r76.0<4;4,1>:q                                        // $61
        mov (8|M8)               r106.0<2>:f   r78.0<4;4,1>:q                                        // $61
        mov (8|M16)              r92.0<1>:f    r64.0<8;8,1>:f                                        // $27
        mov (8|M16)              r94.0<1>:f    r65.0<8;8,1>:f                                        // $29
        mov (8|M16)              r96.0<1>:f    r66.0<8;8,1>:f                                        // $31
        mov (8|M24)              r93.0<1>:f    r68.0<8;8,1>:f                                        // $28
        mov (8|M24)              r95.0<1>:f    r69.0<8;8,1>:f                                        // $30
        mov (8|M24)              r97.0<1>:f    r70.0<8;8,1>:f                                        // $32
        mov (8|M16)              r98.0<1>:f    r67.0<8;8,1>:f                                        // $33
        mov (8|M24)              r99.0<1>:f    r71.0<8;8,1>:f                                        // $34
        mov (8|M16)              r108.0<2>:f   r80.0<4;4,1>:q                                        // $62
        mov (8|M24)              r110.0<2>:f   r82.0<4;4,1>:q                                        // $62
        mul (16|M0)              r112.0<1>:f   r84.0<8;8,1>:f    r100.0<8;8,1>:f  {Compacted}        // $53
        mul (16|M0)              r114.0<1>:f   r86.0<8;8,1>:f    r100.0<8;8,1>:f  {Compacted}        // $55
        mul (16|M0)              r116.0<1>:f   r88.0<8;8,1>:f    r100.0<8;8,1>:f  {Compacted}        // $57
        mov (8|M0)               r32.0<1>:f    r104.0<2;1,0>:f                                       // $61
        mov (8|M8)               r33.0<1>:f    r106.0<2;1,0>:f                                       // $61
        mul (16|M16)             r24.0<1>:f    r92.0<8;8,1>:f    r102.0<8;8,1>:f                     // $54
        mul (16|M16)             r26.0<1>:f    r94.0<8;8,1>:f    r102.0<8;8,1>:f                     // $56
        mul (16|M16)             r28.0<1>:f    r96.0<8;8,1>:f    r102.0<8;8,1>:f                     // $58
        mul (16|M0)              r100.0<1>:f   r90.0<8;8,1>:f    r100.0<8;8,1>:f  {Compacted}        // $59
        mov (8|M16)              r34.0<1>:f    r108.0<2;1,0>:f                                       // $62
        mov (8|M24)              r35.0<1>:f    r110.0<2;1,0>:f                                       // $62
        mul (16|M16)             r102.0<1>:f   r98.0<8;8,1>:f    r102.0<8;8,1>:f                     // $60
        mov (8|M0)               r50.0<1>:f    r112.0<8;8,1>:f                  {Compacted}          // $75
        add (16|M0)              r118.0<1>:f   r100.0<8;8,1>:f   r32.0<8;8,1>:f   {Compacted}        // $63
        mov (8|M0)               r51.0<1>:f    r114.0<8;8,1>:f                  {Compacted}          // $77
        mov (8|M0)               r52.0<1>:f    r116.0<8;8,1>:f                  {Compacted}          // $79
        add (16|M16)             r30.0<1>:f    r102.0<8;8,1>:f   r34.0<8;8,1>:f                      // $64
        mov (8|M8)               r56.0<1>:f    r113.0<8;8,1>:f                  {Compacted}          // $76
        mov (8|M0)               r53.0<1>:f    r118.0<8;8,1>:f                  {Compacted}          // $81
        mov (8|M8)               r57.0<1>:f    r115.0<8;8,1>:f                  {Compacted}          // $78
        mov (8|M8)               r58.0<1>:f    r117.0<8;8,1>:f                  {Compacted}          // $80
        mov (8|M8)               r59.0<1>:f    r119.0<8;8,1>:f                  {Compacted}          // $82
        add (8|M16)              r60.0<1>:q    r20.0<4;4,1>:q    r9.0<0;1,0>:q                       // $74
        mov (8|M16)              r62.0<1>:f    r24.0<8;8,1>:f                                        // $85
        mov (8|M16)              r63.0<1>:f    r26.0<8;8,1>:f                                        // $87
        mov (8|M16)              r64.0<1>:f    r28.0<8;8,1>:f                                        // $89
        mov (8|M16)              r65.0<1>:f    r30.0<8;8,1>:f                                        // $91
        add (8|M24)              r66.0<1>:q    r22.0<4;4,1>:q    r9.0<0;1,0>:q                       // $74
        mov (8|M24)              r68.0<1>:f    r25.0<8;8,1>:f                                        // $86
        mov (8|M24)              r69.0<1>:f    r27.0<8;8,1>:f                                        // $88
        mov (8|M24)              r70.0<1>:f    r29.0<8;8,1>:f                                        // $90
        mov (8|M24)              r71.0<1>:f    r31.0<8;8,1>:f                                        // $92
        send (8|M0)              null     r48:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $83
        add (8|M0)               r82.0<1>:q    r9.1<0;1,0>:q     r12.0<8;8,1>:ud                     // $105
        send (8|M8)              null     r54:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $84
        add (8|M8)               r85.0<1>:q    r9.1<0;1,0>:q     r13.0<8;8,1>:ud                     // $105
        send (8|M16)             null     r60:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $93
        add (8|M16)              r88.0<1>:q    r9.1<0;1,0>:q     r14.0<8;8,1>:ud                     // $106
        send (8|M24)             null     r66:f   0xC            0x0C0689FF           // wr:6+0, rd:0; hdc.dc1; a64 dword scattering write // $94
        add (8|M24)              r91.0<1>:q    r9.1<0;1,0>:q     r15.0<8;8,1>:ud                     // $106
(W)     mov (16|M0)              r98.0<1>:d    0:w                                                   // $122
(W)     mov (16|M16)             r100.0<1>:d   0:w                                                   // $124
(W)     mov (1|M0)               r107.0<1>:uq  r8.3<0;1,0>:uq                                        // $121
        send (8|M0)              r72      r40:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $95
        send (8|M8)              r73      r42:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $96
        send (8|M16)             r74      r44:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $98
        send (8|M24)             r75      r46:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $99
        xor (16|M0)              r76.0<2>:b    r72.0<4;1,0>:b    r12.0<4;1,0>:b                      // $103
        xor (16|M16)             r77.0<2>:b    r74.0<4;1,0>:b    r14.0<4;1,0>:b                      // $104
        mov (16|M0)              r78.0<1>:ud   r76.0<2;1,0>:ub                                       // $107
        mov (16|M16)             r80.0<1>:ud   r77.0<2;1,0>:ub                                       // $110
        mov (8|M0)               r84.0<1>:ud   r78.0<8;8,1>:ud                  {Compacted}          // $108
        mov (8|M8)               r87.0<1>:ud   r79.0<8;8,1>:ud                  {Compacted}          // $109
        mov (8|M16)              r90.0<1>:ud   r80.0<8;8,1>:ud                                       // $111
        mov (8|M24)              r93.0<1>:ud   r81.0<8;8,1>:ud                                       // $112
        send (8|M0)              null     r82:f   0xC            0x060680FF           // wr:3+0, rd:0; hdc.dc1; a64 byte scattering write 8b // $108
        send (8|M8)              null     r85:f   0xC            0x060680FF           // wr:3+0, rd:0; hdc.dc1; a64 byte scattering write 8b // $109
        send (8|M16)             null     r88:f   0xC            0x060680FF           // wr:3+0, rd:0; hdc.dc1; a64 byte scattering write 8b // $111
        send (8|M24)             null     r91:f   0xC            0x060680FF           // wr:3+0, rd:0; hdc.dc1; a64 byte scattering write 8b // $112
        send (8|M0)              r94      r40:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $113
        send (8|M8)              r95      r42:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $114
        send (8|M16)             r96      r44:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $116
        send (8|M24)             r97      r46:f   0xC            0x041400FF           // wr:2+0, rd:1; hdc.dc1; a64 byte gathering read 8b // $117
        mov (16|M0)              r98.0<1>:d    r94.0<4;1,0>:ub                                       // $119
        mov (16|M16)             r100.0<1>:d   r96.0<4;1,0>:ub                                       // $120
(W)     add (16|M0)              r102.0<1>:d   r98.0<8;8,1>:d    r100.0<8;8,1>:d  {Compacted}        // $126
(W)     add (8|M0)               r104.0<1>:d   r102.0<8;8,1>:d   r103.0<8;8,1>:d  {Compacted}        // $127
(W)     add (4|M0)               r105.0<1>:d   r104.0<4;4,1>:d   r104.4<4;4,1>:d  {Compacted}        // $128
(W)     add (2|M0)               r106.0<1>:d   r105.0<2;2,1>:d   r105.2<2;2,1>:d                     // $129
(W)     add (1|M0)               r109.0<1>:d   r106.0<0;1,0>:d   r106.1<0;1,0>:d  {Compacted}        // $130
(W)     send (1|M0)              null     r107:f  0xC            0x060487FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $131
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $132
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
