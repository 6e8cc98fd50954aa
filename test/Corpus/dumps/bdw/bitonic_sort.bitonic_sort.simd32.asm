//.kernel bitonic_sort
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 124
//.RA type	LOCAL_ROUND_ROBIN_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.2)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r0.3)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r0.4)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r0.5)
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
//.declare V0037 (45)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=32 type=ud alias=V0035+0 align=16 words (r0.0)
//.declare V0045 (53)  rf=r size=8 type=q align=4 words (r3.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0037+0 align=16 words (r1.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r44.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r46.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0062 (70)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r52.0)
//.declare V0063 (71)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r54.0)
//.declare  (72)  rf=r size=128 type=ud align=16 words (r28.0)
//.declare  (73)  rf=r size=128 type=ud align=16 words (r32.0)
//.declare V0066 (76)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0067 (77)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0068 (78)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r56.0)
//.declare V0069 (79)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r58.0)
//.declare V0070 (80)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0071 (81)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0072 (82)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0073 (83)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0074 (84)  rf=r size=64 type=ud alias=V0072+0 align=16 words (r60.0)
//.declare V0075 (85)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r62.0)
//.declare  (86)  rf=r size=128 type=ud align=16 words (r36.0)
//.declare  (87)  rf=r size=128 type=ud align=16 words (r40.0)
//.declare  (88)  rf=r size=32 type=ud align=16 words (r64.0)
//.declare V0076 (89)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0077 (90)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0078 (91)  rf=r size=4 type=d align=2 words (r69.0)
//.declare P01 (92)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0079 (93)  rf=r size=4 type=d align=2 words (r70.0)
//.declare V0080 (94)  rf=r size=4 type=d align=2 words (r71.0)
//.declare V0081 (95)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0082 (96)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0083 (97)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0084 (98)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0085 (99)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0086 (100)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0087 (101)  rf=r size=64 type=d align=16 words (r78.0)
//.declare V0088 (102)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r76.0)
//.declare V0089 (103)  rf=r size=64 type=ud alias=V0087+0 align=16 words (r78.0)
//.declare V0090 (104)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0091 (105)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0092 (106)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r72.0)
//.declare V0093 (107)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r74.0)
//.declare V0094 (108)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0095 (109)  rf=r size=64 type=d align=16 words (r86.0)
//.declare P02 (110)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P03 (111)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P04 (116)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (117)  rf=r size=128 type=ud align=16 words (r3.0)
//.declare  (118)  rf=r size=128 type=ud align=16 words (r7.0)
//.declare  (119)  rf=r size=128 type=ud align=16 words (r11.0)
//.declare  (120)  rf=r size=128 type=ud align=16 words (r15.0)
//.declare P05 (122)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P06 (123)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0100 (124)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0101 (125)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0102 (126)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0103 (127)  rf=r size=64 type=d align=16 words (r9.0)
//.declare  (128)  rf=r size=128 type=ud align=16 words (r11.0)
//.declare  (129)  rf=r size=128 type=ud align=16 words (r15.0)
//.declare  (130)  rf=r size=128 type=ud align=16 words (r19.0)
//.declare  (131)  rf=r size=128 type=ud align=16 words (r23.0)
//.declare V0104 (132)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare  (133)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (134)  rf=r size=32 type=uw align=16 words (r11.0)
//.declare  (135)  rf=r size=32 type=uw align=16 words (r12.0)
//.declare  (136)  rf=r size=32 type=uw align=16 words (r9.0)
//.declare  (137)  rf=r size=32 type=uw align=16 words (r10.0)
//.declare  (142)  rf=r size=64 type=d align=32 words (r12.0)
//.declare  (143)  rf=r size=64 type=d align=32 words (r14.0)
//.declare  (144)  rf=r size=64 type=d align=32 words (r16.0)
//.declare  (145)  rf=r size=64 type=d align=32 words (r18.0)
//.declare  (146)  rf=r size=2 type=uw align=1 words (r8.0)
//.declare  (154)  rf=r size=64 type=q align=16 words (r4.0)
//.declare  (155)  rf=r size=64 type=q align=16 words (r6.0)
//.declare  (156)  rf=r size=64 type=q align=16 words (r8.0)
//.declare  (157)  rf=r size=64 type=q align=16 words (r10.0)
//.declare  (162)  rf=r size=64 type=d alias=+0 align=16 words (r4.0)
//.declare  (163)  rf=r size=64 type=d alias=+0 align=16 words (r6.0)
//.declare  (164)  rf=r size=64 type=d alias=+0 align=16 words (r8.0)
//.declare  (165)  rf=r size=64 type=d alias=+0 align=16 words (r10.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0037    | :w x 16  |     32 | r1       | general    |
// | V0038    | :w x 16  |     32 | r2       | general    |
// | V0039    | :w x 16  |     32 | r3       | general    |
// | V0040    | :w x 16  |     32 | r4       | general    |
// | V0041    | :w x 16  |     32 | r5       | general    |
// | V0042    | :w x 16  |     32 | r6       | general    |
// | V0036    | :d x 8   |     32 | r7       | general    |
// | V0104    | :uq      |      8 | r8       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
_main:
(W)     and (8|M0)               r64.0<1>:ud   r0.2<0;1,0>:ud    0xF000000:ud                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     shl (1|M0)               r3.0<1>:q     r0.1<0;1,0>:ud    8:w                                 // $3
        mov (16|M0)              r48.0<1>:d    r1.0<16;16,1>:uw                                      // $16
        mov (16|M16)             r50.0<1>:d    r2.0<16;16,1>:uw                                      // $17
        add (8|M0)               r4.0<1>:q     r3.0<0;1,0>:q     r1.0<8;8,1>:uw                      // $6
        add (8|M8)               r6.0<1>:q     r3.0<0;1,0>:q     r1.8<8;8,1>:uw                      // $6
        add (8|M16)              r8.0<1>:q     r3.0<0;1,0>:q     r2.0<8;8,1>:uw                      // $7
        add (8|M24)              r10.0<1>:q    r3.0<0;1,0>:q     r2.8<8;8,1>:uw                      // $7
        shl (16|M0)              r52.0<1>:d    r48.0<8;8,1>:d    2:w                                 // $18
        shl (16|M16)             r54.0<1>:d    r50.0<8;8,1>:d    2:w                                 // $19
        add (8|M0)               r12.0<2>:d    r4.0<4;4,1>:q     128:w                               // $22
        add (8|M8)               r14.0<2>:d    r6.0<4;4,1>:q     128:w                               // $22
        add (8|M16)              r16.0<2>:d    r8.0<4;4,1>:q     128:w                               // $23
        add (8|M24)              r18.0<2>:d    r10.0<4;4,1>:q    128:w                               // $23
        mov (8|M0)               r44.0<1>:d    r4.0<2;1,0>:d                                         // $8
        mov (8|M8)               r45.0<1>:d    r6.0<2;1,0>:d                                         // $8
        mov (8|M16)              r46.0<1>:d    r8.0<2;1,0>:d                                         // $9
        mov (8|M24)              r47.0<1>:d    r10.0<2;1,0>:d                                        // $9
        mov (8|M0)               r56.0<1>:d    r12.0<2;1,0>:d                                        // $22
        mov (8|M8)               r57.0<1>:d    r14.0<2;1,0>:d                                        // $22
        mov (8|M16)              r58.0<1>:d    r16.0<2;1,0>:d                                        // $23
        mov (8|M24)              r59.0<1>:d    r18.0<2;1,0>:d                                        // $23
        shl (16|M0)              r44.0<1>:d    r44.0<8;8,1>:d    2:w                                 // $10
        shl (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    2:w                                 // $11
        shl (16|M0)              r56.0<1>:d    r56.0<8;8,1>:d    2:w                                 // $26
        shl (16|M16)             r58.0<1>:d    r58.0<8;8,1>:d    2:w                                 // $27
        send (16|M0)             r20:w    r44:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $13
        add (16|M0)              r60.0<1>:d    r52.0<8;8,1>:d    512:w                               // $32
        send (16|M16)            r22:w    r46:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $15
        send (16|M0)             r24:w    r56:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $29
        add (16|M16)             r62.0<1>:d    r54.0<8;8,1>:d    512:w                               // $33
        send (16|M16)            r26:w    r58:f   0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $31
        mov (16|M0)              r28.0<1>:ud   r52.0<8;8,1>:ud                  {Compacted}          // $20
        mov (16|M16)             r32.0<1>:ud   r54.0<8;8,1>:ud                                       // $21
        mov (16|M0)              r36.0<1>:ud   r60.0<8;8,1>:ud                  {Compacted}          // $34
        mov (16|M16)             r40.0<1>:ud   r62.0<8;8,1>:ud                                       // $35
        mov (16|M0)              r30.0<1>:d    r20.0<8;8,1>:d                   {Compacted}          // $20
        mov (16|M16)             r34.0<1>:d    r22.0<8;8,1>:d                                        // $21
        mov (16|M0)              r38.0<1>:d    r24.0<8;8,1>:d                   {Compacted}          // $34
        send (16|M0)             null:w   r28:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $20
        mov (16|M16)             r42.0<1>:d    r26.0<8;8,1>:d                                        // $35
        send (16|M16)            null:w   r32:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $21
        send (16|M0)             null:w   r36:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $34
        send (16|M16)            null:w   r40:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $35
(W)     send (1|M0)              null     r64:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $37
(W)     wait                                 n0.0<0;1,0>:ud                                          // $37
        shl (16|M0)              r65.0<1>:d    r48.0<8;8,1>:d    1:w                                 // $38
        shl (16|M16)             r67.0<1>:d    r50.0<8;8,1>:d    1:w                                 // $39
(W)     mov (1|M0)               r69.0<1>:d    2:w                                                   // $40
// B001: Preds:{B008, B000},  Succs:{B002, B008}
_0_013:
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r69.0<0;1,0>:d    1:w                                 // $42
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r69.0<0;1,0>:d    1:w                                 // $43
(W&~f1.0) jmpi                               _0_014                                                  // $44
// B002: Preds:{B001},  Succs:{B003}
_0_015:
(W)     mov (1|M0)               r70.0<1>:d    r69.0<0;1,0>:d                   {Compacted}          // $46
// B003: Preds:{B007, B002},  Succs:{B004, B005}
_0_016:
(W)     asr (1|M0)               r71.0<1>:d    r70.0<0;1,0>:d    1:w                                 // $48
(W)     mov (1|M0)               r8.0<1>:uw    0x1:uw                                                // $70
(W)     add (1|M0)               r3.0<1>:d     r71.0<0;1,0>:d    0xFFFF:uw                           // $49
        and (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r48.0<8;8,1>:d   {Compacted}        // $50
        and (16|M16)             r6.0<1>:d     r3.0<0;1,0>:d     r50.0<8;8,1>:d                      // $51
        add (16|M0)              r4.0<1>:d     r65.0<8;8,1>:d    -r4.0<8;8,1>:d   {Compacted}        // $52
        add (16|M16)             r6.0<1>:d     r67.0<8;8,1>:d    -r6.0<8;8,1>:d                      // $53
        add (16|M0)              r72.0<1>:d    r4.0<8;8,1>:d     r71.0<0;1,0>:d   {Compacted}        // $54
        add (16|M16)             r74.0<1>:d    r6.0<8;8,1>:d     r71.0<0;1,0>:d                      // $55
        shl (16|M0)              r76.0<1>:d    r4.0<8;8,1>:d     2:w                                 // $56
        shl (16|M16)             r78.0<1>:d    r6.0<8;8,1>:d     2:w                                 // $57
        shl (16|M0)              r72.0<1>:d    r72.0<8;8,1>:d    2:w                                 // $60
        shl (16|M16)             r74.0<1>:d    r74.0<8;8,1>:d    2:w                                 // $61
        send (16|M0)             r80:w    r76:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $58
        and (16|M0)   (eq)f0.0   null<1>:d     r4.0<8;8,1>:d     r69.0<0;1,0>:d   {Compacted}        // $66
        send (16|M16)            r82:w    r78:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $59
        send (16|M0)             r84:w    r72:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $62
        send (16|M16)            r86:w    r74:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $63
        and (16|M16)  (eq)f0.0   null<1>:d     r6.0<8;8,1>:d     r69.0<0;1,0>:d                      // $68
(f0.0)  sel (16|M0)              r10.0<1>:uw   r8.0<0;1,0>:uw    0x0:uw                              // $70
(f0.0)  sel (16|M16)             r12.0<1>:uw   r8.0<0;1,0>:uw    0x0:uw                              // $71
        cmp (16|M0)   (le)f1.0   null<1>:d     r80.0<8;8,1>:d    r84.0<8;8,1>:d                      // $64
        cmp (16|M16)  (le)f1.0   null<1>:d     r82.0<8;8,1>:d    r86.0<8;8,1>:d                      // $65
(f1.0)  sel (16|M0)              r9.0<1>:uw    r8.0<0;1,0>:uw    0x0:uw                              // $70
(f1.0)  sel (16|M16)             r11.0<1>:uw   r8.0<0;1,0>:uw    0x0:uw                              // $71
        xor (16|M0)   (ne)f1.0   null<1>:uw    r9.0<16;16,1>:uw  r10.0<16;16,1>:uw                   // $70
        xor (16|M16)  (ne)f1.0   null<1>:uw    r11.0<16;16,1>:uw  r12.0<16;16,1>:uw                  // $71
(f1.0)  if (32|M0)                           _0_017            _0_017                                // $72
// B004: [inDivergent],  Preds:{B003},  Succs:{B005}
_0_018:
        mov (16|M0)              r3.0<1>:ud    r76.0<8;8,1>:ud                  {Compacted}          // $74
        mov (16|M0)              r5.0<1>:d     r84.0<8;8,1>:d                   {Compacted}          // $74
        mov (16|M16)             r7.0<1>:ud    r78.0<8;8,1>:ud                                       // $75
        mov (16|M16)             r9.0<1>:d     r86.0<8;8,1>:d                                        // $75
        mov (16|M0)              r11.0<1>:ud   r72.0<8;8,1>:ud                  {Compacted}          // $76
        mov (16|M0)              r13.0<1>:d    r80.0<8;8,1>:d                   {Compacted}          // $76
        mov (16|M16)             r15.0<1>:ud   r74.0<8;8,1>:ud                                       // $77
        mov (16|M16)             r17.0<1>:d    r82.0<8;8,1>:d                                        // $77
        send (16|M0)             null:w   r3:f    0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $74
        send (16|M16)            null:w   r7:f    0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $75
        send (16|M0)             null:w   r11:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $76
        send (16|M16)            null:w   r15:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $77
// B005: Preds:{B004, B003},  Succs:{B006, B008}
_0_017:
        endif (32|M0)                        L1416                                                   // $72
L1416:
(W)     send (1|M0)              null     r64:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $80
(W)     wait                                 n0.0<0;1,0>:ud                                          // $80
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r70.0<0;1,0>:d    3:w                                 // $81
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r70.0<0;1,0>:d    3:w                                 // $82
(~f0.0) break (32|M0)                        _bitonic_sort_k0_0_cf  _bitonic_sort_k0_0_cf            // $83
// B006: Preds:{B005},  Succs:{B007}
_0_019:
(W)     mov (1|M0)               r70.0<1>:d    r71.0<0;1,0>:d                   {Compacted}          // $85
// B007: Preds:{B006},  Succs:{B003}
_bitonic_sort_k0_0_cf:
        while (32|M0)                        _0_016                                                  // $86
// B008: Preds:{B005, B001},  Succs:{B009, B001}
_0_014:
(W)     shl (1|M0)               r69.0<1>:d    r69.0<0;1,0>:d    1:w                                 // $88
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r69.0<0;1,0>:d    257:w                               // $89
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r69.0<0;1,0>:d    257:w                               // $90
(W&f0.0) jmpi                                _0_013                                                  // $91
// B009: Preds:{B008},  Succs:{}
_0_020:
        send (16|M0)             r3:w     r52:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $93
        send (16|M16)            r5:w     r54:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $94
        send (16|M0)             r7:w     r60:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $95
        mov (16|M0)              r11.0<1>:ud   r44.0<8;8,1>:ud                  {Compacted}          // $98
        send (16|M16)            r9:w     r62:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $96
        mov (16|M16)             r15.0<1>:ud   r46.0<8;8,1>:ud                                       // $100
        mov (16|M0)              r19.0<1>:ud   r56.0<8;8,1>:ud                  {Compacted}          // $102
        mov (16|M16)             r23.0<1>:ud   r58.0<8;8,1>:ud                                       // $104
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $105
        mov (16|M0)              r13.0<1>:d    r3.0<8;8,1>:d                    {Compacted}          // $98
        mov (16|M16)             r17.0<1>:d    r5.0<8;8,1>:d                                         // $100
        mov (16|M0)              r21.0<1>:d    r7.0<8;8,1>:d                    {Compacted}          // $102
        send (16|M0)             null:w   r11:f   0xC            0x08025E00           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $98
        mov (16|M16)             r25.0<1>:d    r9.0<8;8,1>:d                                         // $104
        send (16|M16)            null:w   r15:f   0xC            0x08025E00           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $100
        send (16|M0)             null:w   r19:f   0xC            0x08025E00           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $102
        send (16|M16)            null:w   r23:f   0xC            0x08025E00           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $104
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $105
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
