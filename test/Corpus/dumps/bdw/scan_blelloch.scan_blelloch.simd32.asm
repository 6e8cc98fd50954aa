//.kernel scan_blelloch
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 172
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
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r54.0)
//.declare V0047 (55)  rf=r size=8 type=q align=4 words (r3.0)
//.declare V0048 (56)  rf=r size=32 type=ud alias=V0037+0 align=16 words (r0.0)
//.declare V0049 (57)  rf=r size=8 type=q align=4 words (r4.0)
//.declare V0050 (58)  rf=r size=8 type=q align=4 words (r8.0)
//.declare V0051 (59)  rf=r size=8 type=ud alias=V0047+0 align=4 words (r3.0)
//.declare V0052 (60)  rf=r size=8 type=d alias=V0047+0 align=4 words (r3.0)
//.declare V0053 (61)  rf=r size=8 type=ud alias=V0049+0 align=4 words (r4.0)
//.declare V0054 (62)  rf=r size=8 type=d alias=V0049+0 align=4 words (r4.0)
//.declare V0056 (64)  rf=r size=4 type=d align=4 words (r6.0)
//.declare V0057 (65)  rf=r size=4 type=d align=4 words (r7.0)
//.declare V0058 (66)  rf=r size=8 type=ud alias=V0050+0 align=4 words (r8.0)
//.declare V0059 (67)  rf=r size=8 type=d alias=V0050+0 align=4 words (r8.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0062 (70)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r1.0)
//.declare V0063 (71)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r2.0)
//.declare V0064 (72)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0065 (73)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0068 (76)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r59.0)
//.declare V0069 (77)  rf=r size=64 type=ud alias=V0065+0 align=16 words (r61.0)
//.declare V0072 (80)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.1)
//.declare V0075 (83)  rf=r size=128 type=q align=16 words (r18.0)
//.declare V0076 (84)  rf=r size=128 type=q align=16 words (r22.0)
//.declare V0077 (85)  rf=r size=128 type=uq alias=V0075+0 align=16 words (r18.0)
//.declare V0078 (86)  rf=r size=128 type=uq alias=V0076+0 align=16 words (r22.0)
//.declare V0081 (89)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0082 (90)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0083 (91)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0084 (92)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0085 (93)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0086 (94)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0087 (95)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0088 (96)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0089 (97)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r63.0)
//.declare V0090 (98)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r65.0)
//.declare  (99)  rf=r size=192 type=ud align=16 words (r42.0)
//.declare  (100)  rf=r size=192 type=ud align=16 words (r48.0)
//.declare P01 (101)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0091 (102)  rf=r size=4 type=d align=2 words (r71.0)
//.declare V0092 (103)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0093 (104)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0094 (105)  rf=r size=4 type=d align=2 words (r76.0)
//.declare V0095 (106)  rf=r size=4 type=d align=2 words (r77.0)
//.declare V0096 (107)  rf=r size=4 type=d align=2 words (r78.0)
//.declare  (108)  rf=r size=32 type=ud align=16 words (r79.0)
//.declare P02 (109)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0097 (110)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0098 (111)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0099 (112)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0100 (113)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0101 (114)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r3.0)
//.declare V0102 (115)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r5.0)
//.declare V0103 (116)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0104 (117)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0105 (118)  rf=r size=64 type=ud alias=V0099+0 align=16 words (r10.0)
//.declare V0106 (119)  rf=r size=64 type=ud alias=V0100+0 align=16 words (r12.0)
//.declare V0107 (120)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0108 (121)  rf=r size=64 type=d align=16 words (r20.0)
//.declare  (122)  rf=r size=128 type=ud align=16 words (r22.0)
//.declare  (123)  rf=r size=128 type=ud align=16 words (r26.0)
//.declare P03 (124)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (125)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0109 (126)  rf=r size=4 type=d align=2 words (r3.0)
//.declare  (130)  rf=r size=64 type=ud align=16 words (r4.0)
//.declare V0113 (131)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0114 (132)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0115 (133)  rf=r size=4 type=d align=2 words (r84.0)
//.declare P05 (135)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0116 (136)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0117 (137)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0118 (138)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0119 (139)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0120 (140)  rf=r size=64 type=ud alias=V0116+0 align=16 words (r14.0)
//.declare V0121 (141)  rf=r size=64 type=ud alias=V0117+0 align=16 words (r16.0)
//.declare V0122 (142)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0123 (143)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0124 (144)  rf=r size=64 type=ud alias=V0118+0 align=16 words (r3.0)
//.declare V0125 (145)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r5.0)
//.declare V0126 (146)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0127 (147)  rf=r size=64 type=d align=16 words (r12.0)
//.declare  (148)  rf=r size=128 type=ud align=16 words (r18.0)
//.declare  (149)  rf=r size=128 type=ud align=16 words (r22.0)
//.declare V0128 (150)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0129 (151)  rf=r size=64 type=d align=16 words (r32.0)
//.declare  (152)  rf=r size=128 type=ud align=16 words (r34.0)
//.declare  (153)  rf=r size=128 type=ud align=16 words (r38.0)
//.declare P06 (154)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0130 (156)  rf=r size=128 type=d align=16 words (r3.0)
//.declare V0131 (157)  rf=r size=128 type=d align=16 words (r10.0)
//.declare V0132 (158)  rf=r size=8 type=q alias=V0035+0 align=4 words (r8.2)
//.declare  (165)  rf=r size=128 type=ud align=16 words (r14.0)
//.declare  (166)  rf=r size=128 type=ud align=16 words (r18.0)
//.declare  (169)  rf=r size=128 type=ud align=16 words (r22.0)
//.declare  (170)  rf=r size=128 type=ud align=16 words (r26.0)
//.declare V0141 (171)  rf=r size=4 type=ud align=2 words (r8.0)
//.declare  (172)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (173)  rf=r size=8 type=q align=4 words (r5.0)
//.declare  (178)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (179)  rf=r size=64 type=q align=16 words (r12.0)
//.declare  (180)  rf=r size=64 type=q align=16 words (r14.0)
//.declare  (181)  rf=r size=64 type=q align=16 words (r16.0)
//.declare  (182)  rf=r size=64 type=q align=16 words (r85.0)
//.declare  (183)  rf=r size=64 type=q align=16 words (r87.0)
//.declare  (184)  rf=r size=64 type=q align=16 words (r89.0)
//.declare  (185)  rf=r size=64 type=q align=16 words (r91.0)
//.declare  (186)  rf=r size=64 type=d align=16 words (r34.0)
//.declare  (187)  rf=r size=64 type=d align=16 words (r36.0)
//.declare  (188)  rf=r size=64 type=d align=16 words (r38.0)
//.declare  (189)  rf=r size=64 type=d align=16 words (r40.0)

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
// | V0038    | :d x 8   |     32 | r7       | general    |
// | V0141    | :ud      |      4 | r8       | general    |
// | V0034    | :uq      |      8 | r8+8     | general    |
// | V0035    | :uq      |      8 | r8+16    | general    |
// | V0039    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     and (8|M0)               r79.0<1>:ud   r0.2<0;1,0>:ud    0xF000000:ud                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     shl (1|M0)               r54.0<1>:d    r9.0<0;1,0>:d     1:w                                 // $2
(W)     mov (1|M0)               r3.0<1>:q     r0.1<0;1,0>:ud                                        // $3
        mov (16|M0)              r55.0<1>:d    r1.0<16;16,1>:uw                                      // $13
        mov (16|M16)             r57.0<1>:d    r2.0<16;16,1>:uw                                      // $14
(W)     mov (1|M0)               r4.0<1>:q     r54.0<0;1,0>:d                                        // $4
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r54.0<0;1,0>:d    1:w                                 // $43
        shl (16|M0)              r59.0<1>:d    r55.0<8;8,1>:d    1:w                                 // $15
        shl (16|M16)             r61.0<1>:d    r57.0<8;8,1>:d    1:w                                 // $16
(W)     mul (1|M0)               r5.0<1>:q     r3.0<0;1,0>:ud    r4.0<0;1,0>:ud                      // $6
(W)     mul (1|M0)               r7.0<1>:d     r3.0<0;1,0>:ud    r4.1<0;1,0>:d                       // $7
(W)     mul (1|M0)               r8.0<2>:ud    r3.0<0;1,0>:ud    r4.0<0;1,0>:ud                      // $5
        shl (16|M0)              r63.0<1>:d    r55.0<8;8,1>:d    3:w                                 // $37
        shl (16|M16)             r65.0<1>:d    r57.0<8;8,1>:d    3:w                                 // $38
(W)     mov (1|M0)               r6.0<1>:d     r5.1<0;1,0>:d                    {Compacted}          // $6
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r54.0<0;1,0>:d    1:w                                 // $44
        mov (16|M0)              r42.0<1>:ud   r63.0<8;8,1>:ud                  {Compacted}          // $41
        mov (16|M16)             r48.0<1>:ud   r65.0<8;8,1>:ud                                       // $42
(W)     add (1|M0)               r6.0<1>:d     r6.0<0;1,0>:d     r7.0<0;1,0>:d    {Compacted}        // $8
(W)     mul (1|M0)               r7.0<1>:d     r3.1<0;1,0>:d     r4.0<0;1,0>:ud                      // $9
        add (16|M0)              r67.0<1>:d    r59.0<8;8,1>:d    1:w                                 // $39
        add (16|M16)             r69.0<1>:d    r61.0<8;8,1>:d    1:w                                 // $40
(W)     add (1|M0)               r8.1<2>:d     r6.0<0;1,0>:d     r7.0<0;1,0>:d                       // $10
        add (8|M0)               r10.0<1>:q    r8.0<0;1,0>:q     r59.0<8;8,1>:ud                     // $19
        add (8|M8)               r12.0<1>:q    r8.0<0;1,0>:q     r60.0<8;8,1>:ud                     // $19
        add (8|M16)              r14.0<1>:q    r8.0<0;1,0>:q     r61.0<8;8,1>:ud                     // $20
        add (8|M24)              r16.0<1>:q    r8.0<0;1,0>:q     r62.0<8;8,1>:ud                     // $20
        shl (8|M0)               r85.0<1>:q    r10.0<4;4,1>:q    2:w                                 // $21
        shl (8|M8)               r87.0<1>:q    r12.0<4;4,1>:q    2:w                                 // $21
        shl (8|M16)              r89.0<1>:q    r14.0<4;4,1>:q    2:w                                 // $22
        shl (8|M24)              r91.0<1>:q    r16.0<4;4,1>:q    2:w                                 // $22
        add (8|M0)               r18.0<1>:q    r85.0<4;4,1>:q    r8.1<0;1,0>:q                       // $23
        add (8|M8)               r20.0<1>:q    r87.0<4;4,1>:q    r8.1<0;1,0>:q                       // $23
        add (8|M16)              r22.0<1>:q    r89.0<4;4,1>:q    r8.1<0;1,0>:q                       // $24
        add (8|M24)              r24.0<1>:q    r91.0<4;4,1>:q    r8.1<0;1,0>:q                       // $24
        send (8|M0)              r26:d    r18:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $25
        send (8|M8)              r28:d    r20:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $26
        send (8|M16)             r30:d    r22:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $31
        send (8|M24)             r32:d    r24:f   0xC            0x042405FF           // wr:2+0, rd:2; hdc.dc1; a64 dword gathering read // $32
        mov (8|M0)               r34.0<1>:d    r26.0<8;8,1>:d                   {Compacted}          // $27
        mov (8|M0)               r36.0<1>:d    r27.0<8;8,1>:d                   {Compacted}          // $29
        mov (8|M8)               r35.0<1>:d    r28.0<8;8,1>:d                   {Compacted}          // $28
        mov (8|M8)               r37.0<1>:d    r29.0<8;8,1>:d                   {Compacted}          // $30
        mov (8|M16)              r38.0<1>:d    r30.0<8;8,1>:d                                        // $33
        mov (8|M16)              r40.0<1>:d    r31.0<8;8,1>:d                                        // $35
        mov (8|M24)              r39.0<1>:d    r32.0<8;8,1>:d                                        // $34
        mov (8|M24)              r41.0<1>:d    r33.0<8;8,1>:d                                        // $36
        mov (16|M0)              r44.0<1>:d    r34.0<8;8,1>:d                   {Compacted}          // $41
        mov (16|M0)              r46.0<1>:d    r36.0<8;8,1>:d                   {Compacted}          // $41
        mov (16|M16)             r50.0<1>:d    r38.0<8;8,1>:d                                        // $42
        mov (16|M16)             r52.0<1>:d    r40.0<8;8,1>:d                                        // $42
        send (16|M0)             null:w   r42:f   0xC            0x0C025CFE           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $41
        send (16|M16)            null:w   r48:f   0xC            0x0C025CFE           // wr:6+0, rd:0; hdc.dc1; untyped surface write with xy // $42
(W&f0.0) jmpi                                _0_022                                                  // $45
// B001: Preds:{B000},  Succs:{B008}
_0_023:
(W)     mov (1|M0)               r71.0<1>:d    1:w                                                   // $47
(W)     jmpi                                 _0_024                                                  // $48
// B002: Preds:{B000},  Succs:{B003}
_0_022:
        add (16|M0)              r72.0<1>:d    r59.0<8;8,1>:d    2:w                                 // $50
        add (16|M16)             r74.0<1>:d    r61.0<8;8,1>:d    2:w                                 // $51
(W)     mov (1|M0)               r76.0<1>:d    r54.0<0;1,0>:d                   {Compacted}          // $52
(W)     mov (1|M0)               r77.0<1>:d    1:w                                                   // $53
// B003: Preds:{B007, B002},  Succs:{B004, B005}
_0_025:
(W)     asr (1|M0)               r78.0<1>:d    r76.0<0;1,0>:d    1:w                                 // $55
(W)     send (1|M0)              null     r79:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $57
(W)     wait                                 n0.0<0;1,0>:ud                                          // $57
        cmp (16|M0)   (gt)f1.0   null<1>:d     r78.0<0;1,0>:d    r55.0<8;8,1>:d                      // $58
        cmp (16|M16)  (gt)f1.0   null<1>:d     r78.0<0;1,0>:d    r57.0<8;8,1>:d                      // $59
(f1.0)  if (32|M0)                           _0_026            _0_026                                // $60
// B004: [inDivergent],  Preds:{B003},  Succs:{B005}
_0_027:
        mul (16|M0)              r3.0<1>:d     r77.0<0;1,0>:d    r67.0<8;8,1>:d   {Compacted}        // $62
        mul (16|M0)              r10.0<1>:d    r77.0<0;1,0>:d    r72.0<8;8,1>:d   {Compacted}        // $64
        mul (16|M16)             r5.0<1>:d     r77.0<0;1,0>:d    r69.0<8;8,1>:d                      // $63
        mul (16|M16)             r12.0<1>:d    r77.0<0;1,0>:d    r74.0<8;8,1>:d                      // $65
        shl (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     2:w                                 // $66
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    2:w                                 // $72
        shl (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     2:w                                 // $67
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    2:w                                 // $73
        add (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     -4:w                                // $68
        add (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    -4:w                                // $74
        add (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     -4:w                                // $69
        add (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    -4:w                                // $75
        send (16|M0)             r14:w    r3:f    0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $70
        send (16|M0)             r18:w    r10:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $76
        send (16|M16)            r16:w    r5:f    0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $71
        mov (16|M0)              r22.0<1>:ud   r10.0<8;8,1>:ud                  {Compacted}          // $80
        send (16|M16)            r20:w    r12:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $77
        mov (16|M16)             r26.0<1>:ud   r12.0<8;8,1>:ud                                       // $81
        add (16|M0)              r24.0<1>:d    r18.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $78
        add (16|M16)             r28.0<1>:d    r20.0<8;8,1>:d    r16.0<8;8,1>:d                      // $79
        send (16|M0)             null:w   r22:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $80
        send (16|M16)            null:w   r26:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $81
// B005: Preds:{B004, B003},  Succs:{B006, B008}
_0_026:
        endif (32|M0)                        L1328                                                   // $60
L1328:
(W)     shl (1|M0)               r77.0<1>:d    r77.0<0;1,0>:d    1:w                                 // $83
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r76.0<0;1,0>:d    3:w                                 // $84
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r76.0<0;1,0>:d    3:w                                 // $85
(W)     mov (1|M0)               r71.0<1>:d    r77.0<0;1,0>:d                   {Compacted}          // $86
(~f1.0) break (32|M0)                        _scan_blelloch_k0_1_cf  _scan_blelloch_k0_1_cf          // $87
// B006: Preds:{B005},  Succs:{B007}
_0_028:
(W)     mov (1|M0)               r76.0<1>:d    r78.0<0;1,0>:d                   {Compacted}          // $89
// B007: Preds:{B006},  Succs:{B003}
_scan_blelloch_k0_1_cf:
        while (32|M0)                        _0_025                                                  // $90
// B008: Preds:{B005, B001},  Succs:{B009, B010}
_0_024:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   0:w                                 // $92
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   0:w                                 // $93
(f1.0)  if (32|M0)                           _0_029            _0_029                                // $94
// B009: [inDivergent],  Preds:{B008},  Succs:{B010}
_0_030:
(W)     shl (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     3:w                                 // $96
(W)     mov (1|M0)               r5.0<1>:d     0:w                                                   // $98
(W)     add (1|M0)               r4.0<1>:d     r3.0<0;1,0>:d     -4:w                                // $97
(W)     send (1|M0)              null     r4:f    0xA            0x040308FE           // wr:2+0, rd:0; hdc.dc0; byte scattering write 32b // $99
// B010: Preds:{B009, B008},  Succs:{B011, B015}
_0_029:
        endif (32|M0)                        L1552                                                   // $94
L1552:
(W&~f0.0) jmpi                               _0_031                                                  // $101
// B011: Preds:{B010},  Succs:{B012}
_0_032:
        add (16|M0)              r80.0<1>:d    r59.0<8;8,1>:d    2:w                                 // $103
        add (16|M16)             r82.0<1>:d    r61.0<8;8,1>:d    2:w                                 // $104
(W)     mov (1|M0)               r84.0<1>:d    1:w                                                   // $105
// B012: Preds:{B014, B011},  Succs:{B013, B014}
_0_033:
(W)     asr (1|M0)               r71.0<1>:d    r71.0<0;1,0>:d    1:w                                 // $107
(W)     send (1|M0)              null     r79:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $109
(W)     wait                                 n0.0<0;1,0>:ud                                          // $109
        cmp (16|M0)   (gt)f0.0   null<1>:d     r84.0<0;1,0>:d    r55.0<8;8,1>:d   {Compacted}        // $110
        cmp (16|M16)  (gt)f0.0   null<1>:d     r84.0<0;1,0>:d    r57.0<8;8,1>:d                      // $111
(f0.0)  if (32|M0)                           _0_034            _0_034                                // $112
// B013: [inDivergent],  Preds:{B012},  Succs:{B014}
_0_035:
        mul (16|M0)              r3.0<1>:d     r71.0<0;1,0>:d    r80.0<8;8,1>:d   {Compacted}        // $116
        mul (16|M16)             r5.0<1>:d     r71.0<0;1,0>:d    r82.0<8;8,1>:d                      // $117
        mul (16|M0)              r14.0<1>:d    r71.0<0;1,0>:d    r67.0<8;8,1>:d   {Compacted}        // $114
        mul (16|M16)             r16.0<1>:d    r71.0<0;1,0>:d    r69.0<8;8,1>:d                      // $115
        shl (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     2:w                                 // $124
        shl (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     2:w                                 // $125
        shl (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    2:w                                 // $118
        shl (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    2:w                                 // $119
        add (16|M0)              r3.0<1>:d     r3.0<8;8,1>:d     -4:w                                // $126
        add (16|M16)             r5.0<1>:d     r5.0<8;8,1>:d     -4:w                                // $127
        add (16|M0)              r14.0<1>:d    r14.0<8;8,1>:d    -4:w                                // $120
        add (16|M16)             r16.0<1>:d    r16.0<8;8,1>:d    -4:w                                // $121
        send (16|M0)             r10:w    r3:f    0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $128
        mov (16|M0)              r34.0<1>:ud   r3.0<8;8,1>:ud                   {Compacted}          // $136
        send (16|M16)            r12:w    r5:f    0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $129
        mov (16|M0)              r18.0<1>:ud   r14.0<8;8,1>:ud                  {Compacted}          // $130
        mov (16|M16)             r22.0<1>:ud   r16.0<8;8,1>:ud                                       // $131
        send (16|M0)             r26:w    r14:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $122
        send (16|M16)            r28:w    r16:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $123
        mov (16|M16)             r38.0<1>:ud   r5.0<8;8,1>:ud                                        // $137
        mov (16|M0)              r20.0<1>:d    r10.0<8;8,1>:d                   {Compacted}          // $130
        mov (16|M16)             r24.0<1>:d    r12.0<8;8,1>:d                                        // $131
        send (16|M0)             null:w   r18:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $130
        send (16|M16)            null:w   r22:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $131
        send (16|M0)             r30:w    r3:f    0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $132
        send (16|M16)            r32:w    r5:f    0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $133
        add (16|M0)              r36.0<1>:d    r30.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $134
        add (16|M16)             r40.0<1>:d    r32.0<8;8,1>:d    r28.0<8;8,1>:d                      // $135
        send (16|M0)             null:w   r34:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $136
        send (16|M16)            null:w   r38:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $137
// B014: Preds:{B013, B012},  Succs:{B015, B012}
_0_034:
        endif (32|M0)                        L2152                                                   // $112
L2152:
(W)     shl (1|M0)               r84.0<1>:d    r84.0<0;1,0>:d    1:w                                 // $139
(W)     cmp (16|M0)   (lt)f1.0   null<1>:d     r84.0<0;1,0>:d    r54.0<0;1,0>:d                      // $140
(W)     cmp (16|M16)  (lt)f1.0   null<1>:d     r84.0<0;1,0>:d    r54.0<0;1,0>:d                      // $141
(W&f1.0) jmpi                                _0_033                                                  // $142
// B015: Preds:{B014, B010},  Succs:{}
_0_031:
(W)     send (1|M0)              null     r79:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $145
(W)     wait                                 n0.0<0;1,0>:ud                                          // $145
        send (16|M0)             r3:w     r63:f   0xC            0x04405CFE           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $146
        add (8|M0)               r14.0<1>:q    r85.0<4;4,1>:q    r8.2<0;1,0>:q                       // $148
        send (16|M16)            r10:w    r65:f   0xC            0x04405CFE           // wr:2+0, rd:4; hdc.dc1; untyped surface read with xy // $147
        add (8|M8)               r18.0<1>:q    r87.0<4;4,1>:q    r8.2<0;1,0>:q                       // $148
        add (8|M16)              r22.0<1>:q    r89.0<4;4,1>:q    r8.2<0;1,0>:q                       // $149
        add (8|M24)              r26.0<1>:q    r91.0<4;4,1>:q    r8.2<0;1,0>:q                       // $149
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $162
        mov (8|M0)               r16.0<1>:d    r3.0<8;8,1>:d                    {Compacted}          // $150
        mov (8|M0)               r17.0<1>:d    r5.0<8;8,1>:d                    {Compacted}          // $152
        mov (8|M8)               r20.0<1>:d    r4.0<8;8,1>:d                    {Compacted}          // $151
        mov (8|M8)               r21.0<1>:d    r6.0<8;8,1>:d                    {Compacted}          // $153
        mov (8|M16)              r24.0<1>:d    r10.0<8;8,1>:d                                        // $156
        mov (8|M16)              r25.0<1>:d    r12.0<8;8,1>:d                                        // $158
        mov (8|M24)              r28.0<1>:d    r11.0<8;8,1>:d                                        // $157
        mov (8|M24)              r29.0<1>:d    r13.0<8;8,1>:d                                        // $159
        send (8|M0)              null     r14:f   0xC            0x080685FF           // wr:4+0, rd:0; hdc.dc1; a64 dword scattering write // $154
        send (8|M8)              null     r18:f   0xC            0x080685FF           // wr:4+0, rd:0; hdc.dc1; a64 dword scattering write // $155
        send (8|M16)             null     r22:f   0xC            0x080685FF           // wr:4+0, rd:0; hdc.dc1; a64 dword scattering write // $160
        send (8|M24)             null     r26:f   0xC            0x080685FF           // wr:4+0, rd:0; hdc.dc1; a64 dword scattering write // $161
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $162
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
