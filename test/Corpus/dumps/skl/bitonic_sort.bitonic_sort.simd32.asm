//.kernel bitonic_sort
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 104
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r3.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r3.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=32 type=ud alias=V0035+0 align=16 words (r3.0)
//.declare V0046 (54)  rf=r size=8 type=q align=4 words (r4.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0037+0 align=16 words (r1.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r2.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0055 (63)  rf=r size=64 type=ud alias=V0053+0 align=16 words (r5.0)
//.declare V0056 (64)  rf=r size=64 type=ud alias=V0054+0 align=16 words (r7.0)
//.declare V0057 (65)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0061 (69)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0063 (71)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r17.0)
//.declare V0064 (72)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r19.0)
//.declare V0067 (75)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0068 (76)  rf=r size=64 type=d align=16 words (r23.0)
//.declare V0069 (77)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r21.0)
//.declare V0070 (78)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r23.0)
//.declare V0071 (79)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0072 (80)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0073 (81)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0074 (82)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0075 (83)  rf=r size=64 type=ud alias=V0073+0 align=16 words (r29.0)
//.declare V0076 (84)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r31.0)
//.declare  (85)  rf=r size=32 type=ud align=16 words (r33.0)
//.declare V0077 (86)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0078 (87)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0079 (88)  rf=r size=4 type=d align=2 words (r4.2)
//.declare P01 (89)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0080 (90)  rf=r size=4 type=d align=2 words (r4.3)
//.declare V0081 (91)  rf=r size=4 type=d align=2 words (r4.4)
//.declare V0082 (92)  rf=r size=4 type=d align=2 words (r4.5)
//.declare V0083 (93)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0084 (94)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0085 (95)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0086 (96)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0087 (97)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0088 (98)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0089 (99)  rf=r size=64 type=ud alias=V0087+0 align=16 words (r46.0)
//.declare V0090 (100)  rf=r size=64 type=ud alias=V0088+0 align=16 words (r48.0)
//.declare V0091 (101)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0092 (102)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0093 (103)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r42.0)
//.declare V0094 (104)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r44.0)
//.declare V0095 (105)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0096 (106)  rf=r size=64 type=d align=16 words (r56.0)
//.declare P02 (107)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P03 (108)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P04 (113)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (114)  rf=r size=32 type=ud align=16 words (r58.0)
//.declare P05 (115)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P06 (116)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0101 (117)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0102 (118)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0103 (119)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0104 (120)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0105 (121)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare  (122)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (123)  rf=r size=32 type=uw align=16 words (r67.0)
//.declare  (124)  rf=r size=32 type=uw align=16 words (r68.0)
//.declare  (125)  rf=r size=32 type=uw align=16 words (r69.0)
//.declare  (126)  rf=r size=32 type=uw align=16 words (r70.0)
//.declare  (131)  rf=r size=64 type=d align=32 words (r71.0)
//.declare  (132)  rf=r size=64 type=d align=32 words (r73.0)
//.declare  (133)  rf=r size=64 type=d align=32 words (r75.0)
//.declare  (134)  rf=r size=64 type=d align=32 words (r77.0)
//.declare  (135)  rf=r size=2 type=uw align=1 words (r4.12)
//.declare  (143)  rf=r size=64 type=q align=16 words (r79.0)
//.declare  (144)  rf=r size=64 type=q align=16 words (r81.0)
//.declare  (145)  rf=r size=64 type=q align=16 words (r83.0)
//.declare  (146)  rf=r size=64 type=q align=16 words (r85.0)
//.declare  (151)  rf=r size=64 type=d alias=+0 align=16 words (r79.0)
//.declare  (152)  rf=r size=64 type=d alias=+0 align=16 words (r81.0)
//.declare  (153)  rf=r size=64 type=d alias=+0 align=16 words (r83.0)
//.declare  (154)  rf=r size=64 type=d alias=+0 align=16 words (r85.0)

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
// | V0105    | :uq      |      8 | r8       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
_main:
(W)     mov (8|M0)               r3.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     shl (1|M0)               r4.0<1>:q     r3.1<0;1,0>:ud    8:w                                 // $3
        mov (16|M0)              r13.0<1>:d    r1.0<16;16,1>:uw                                      // $16
        mov (16|M16)             r15.0<1>:d    r2.0<16;16,1>:uw                                      // $17
        add (8|M0)               r79.0<1>:q    r4.0<0;1,0>:q     r1.0<8;8,1>:uw                      // $6
        add (8|M8)               r81.0<1>:q    r4.0<0;1,0>:q     r1.8<8;8,1>:uw                      // $6
        add (8|M16)              r83.0<1>:q    r4.0<0;1,0>:q     r2.0<8;8,1>:uw                      // $7
        add (8|M24)              r85.0<1>:q    r4.0<0;1,0>:q     r2.8<8;8,1>:uw                      // $7
        shl (16|M0)              r17.0<1>:d    r13.0<8;8,1>:d    2:w                                 // $18
        shl (16|M16)             r19.0<1>:d    r15.0<8;8,1>:d    2:w                                 // $19
        add (8|M0)               r71.0<2>:d    r79.0<4;4,1>:q    128:w                               // $22
        add (8|M8)               r73.0<2>:d    r81.0<4;4,1>:q    128:w                               // $22
        add (8|M16)              r75.0<2>:d    r83.0<4;4,1>:q    128:w                               // $23
        add (8|M24)              r77.0<2>:d    r85.0<4;4,1>:q    128:w                               // $23
        mov (8|M0)               r5.0<1>:d     r79.0<2;1,0>:d                                        // $8
        mov (8|M8)               r6.0<1>:d     r81.0<2;1,0>:d                                        // $8
        mov (8|M16)              r7.0<1>:d     r83.0<2;1,0>:d                                        // $9
        mov (8|M24)              r8.0<1>:d     r85.0<2;1,0>:d                                        // $9
        mov (8|M0)               r21.0<1>:d    r71.0<2;1,0>:d                                        // $22
        mov (8|M8)               r22.0<1>:d    r73.0<2;1,0>:d                                        // $22
        mov (8|M16)              r23.0<1>:d    r75.0<2;1,0>:d                                        // $23
        mov (8|M24)              r24.0<1>:d    r77.0<2;1,0>:d                                        // $23
        shl (16|M0)              r5.0<1>:d     r5.0<8;8,1>:d     2:w                                 // $10
        shl (16|M16)             r7.0<1>:d     r7.0<8;8,1>:d     2:w                                 // $11
        shl (16|M0)              r21.0<1>:d    r21.0<8;8,1>:d    2:w                                 // $26
        shl (16|M16)             r23.0<1>:d    r23.0<8;8,1>:d    2:w                                 // $27
        send (16|M0)             r9:w     r5      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $13
        add (16|M0)              r29.0<1>:d    r17.0<8;8,1>:d    512:w                               // $32
        send (16|M16)            r11:w    r7      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $15
        send (16|M0)             r25:w    r21     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $29
        send (16|M16)            r27:w    r23     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $31
        add (16|M16)             r31.0<1>:d    r19.0<8;8,1>:d    512:w                               // $33
        sends (16|M0)            null:w   r17     r9      0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $20
        sends (16|M16)           null:w   r19     r11     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $21
        sends (16|M0)            null:w   r29     r25     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $34
        sends (16|M16)           null:w   r31     r27     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $35
(W)     and (8|M0)               r33.0<1>:ud   r3.2<0;1,0>:ud    0x8F000000:ud                       // $37
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $37
(W)     send (1|M0)              null     r33     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $37
(W)     wait                                 n0.0<0;1,0>:ud                                          // $37
        shl (16|M0)              r34.0<1>:d    r13.0<8;8,1>:d    1:w                                 // $38
        shl (16|M16)             r36.0<1>:d    r15.0<8;8,1>:d    1:w                                 // $39
(W)     mov (1|M0)               r4.2<1>:d     2:w                                                   // $40
// B001: Preds:{B008, B000},  Succs:{B002, B008}
_0_013:
(W)     cmp (16|M0)   (gt)f1.0   null<1>:d     r4.2<0;1,0>:d     1:w                                 // $42
(W)     cmp (16|M16)  (gt)f1.0   null<1>:d     r4.2<0;1,0>:d     1:w                                 // $43
(W&~f1.0) jmpi                               _0_014                                                  // $44
// B002: Preds:{B001},  Succs:{B003}
_0_015:
(W)     mov (1|M0)               r4.3<1>:d     r4.2<0;1,0>:d                                         // $46
// B003: Preds:{B007, B002},  Succs:{B004, B005}
_0_016:
(W)     asr (1|M0)               r4.4<1>:d     r4.3<0;1,0>:d     1:w                                 // $48
(W)     mov (1|M0)               r4.12<1>:uw   0x1:uw                                                // $70
(W)     add (1|M0)               r4.5<1>:d     r4.4<0;1,0>:d     0xFFFF:uw                           // $49
        and (16|M0)              r38.0<1>:d    r4.5<0;1,0>:d     r13.0<8;8,1>:d   {Compacted}        // $50
        and (16|M16)             r40.0<1>:d    r4.5<0;1,0>:d     r15.0<8;8,1>:d                      // $51
        add (16|M0)              r38.0<1>:d    r34.0<8;8,1>:d    -r38.0<8;8,1>:d  {Compacted}        // $52
        add (16|M16)             r40.0<1>:d    r36.0<8;8,1>:d    -r40.0<8;8,1>:d                     // $53
        add (16|M0)              r42.0<1>:d    r38.0<8;8,1>:d    r4.4<0;1,0>:d    {Compacted}        // $54
        add (16|M16)             r44.0<1>:d    r40.0<8;8,1>:d    r4.4<0;1,0>:d                       // $55
        shl (16|M0)              r46.0<1>:d    r38.0<8;8,1>:d    2:w                                 // $56
        shl (16|M16)             r48.0<1>:d    r40.0<8;8,1>:d    2:w                                 // $57
        shl (16|M0)              r42.0<1>:d    r42.0<8;8,1>:d    2:w                                 // $60
        shl (16|M16)             r44.0<1>:d    r44.0<8;8,1>:d    2:w                                 // $61
        send (16|M0)             r50:w    r46     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $58
        and (16|M0)   (eq)f0.0   null<1>:d     r38.0<8;8,1>:d    r4.2<0;1,0>:d    {Compacted}        // $66
        send (16|M16)            r52:w    r48     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $59
        send (16|M0)             r54:w    r42     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $62
        send (16|M16)            r56:w    r44     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $63
        and (16|M16)  (eq)f0.0   null<1>:d     r40.0<8;8,1>:d    r4.2<0;1,0>:d                       // $68
(f0.0)  sel (16|M0)              r70.0<1>:uw   r4.12<0;1,0>:uw   0x0:uw                              // $70
(f0.0)  sel (16|M16)             r68.0<1>:uw   r4.12<0;1,0>:uw   0x0:uw                              // $71
        cmp (16|M0)   (le)f1.0   null<1>:d     r50.0<8;8,1>:d    r54.0<8;8,1>:d                      // $64
        cmp (16|M16)  (le)f1.0   null<1>:d     r52.0<8;8,1>:d    r56.0<8;8,1>:d                      // $65
(f1.0)  sel (16|M0)              r69.0<1>:uw   r4.12<0;1,0>:uw   0x0:uw                              // $70
(f1.0)  sel (16|M16)             r67.0<1>:uw   r4.12<0;1,0>:uw   0x0:uw                              // $71
        xor (16|M0)   (ne)f1.0   null<1>:uw    r69.0<16;16,1>:uw  r70.0<16;16,1>:uw                  // $70
        xor (16|M16)  (ne)f1.0   null<1>:uw    r67.0<16;16,1>:uw  r68.0<16;16,1>:uw                  // $71
(f1.0)  if (32|M0)                           _0_017            _0_017                                // $72
// B004: [inDivergent],  Preds:{B003},  Succs:{B005}
_0_018:
        sends (16|M0)            null:w   r46     r54     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $74
        sends (16|M16)           null:w   r48     r56     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $75
        sends (16|M0)            null:w   r42     r50     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $76
        sends (16|M16)           null:w   r44     r52     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $77
// B005: Preds:{B004, B003},  Succs:{B006, B008}
_0_017:
        endif (32|M0)                        L1264                                                   // $72
L1264:
(W)     and (8|M0)               r58.0<1>:ud   r3.2<0;1,0>:ud    0x8F000000:ud                       // $80
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $80
(W)     send (1|M0)              null     r58     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $80
(W)     wait                                 n0.0<0;1,0>:ud                                          // $80
(W)     cmp (16|M0)   (gt)f0.0   null<1>:d     r4.3<0;1,0>:d     3:w                                 // $81
(W)     cmp (16|M16)  (gt)f0.0   null<1>:d     r4.3<0;1,0>:d     3:w                                 // $82
(~f0.0) break (32|M0)                        _bitonic_sort_k0_0_cf  _bitonic_sort_k0_0_cf            // $83
// B006: Preds:{B005},  Succs:{B007}
_0_019:
(W)     mov (1|M0)               r4.3<1>:d     r4.4<0;1,0>:d                                         // $85
// B007: Preds:{B006},  Succs:{B003}
_bitonic_sort_k0_0_cf:
        while (32|M0)                        _0_016                                                  // $86
// B008: Preds:{B005, B001},  Succs:{B009, B001}
_0_014:
(W)     shl (1|M0)               r4.2<1>:d     r4.2<0;1,0>:d     1:w                                 // $88
(W)     cmp (16|M0)   (lt)f0.0   null<1>:d     r4.2<0;1,0>:d     257:w                               // $89
(W)     cmp (16|M16)  (lt)f0.0   null<1>:d     r4.2<0;1,0>:d     257:w                               // $90
(W&f0.0) jmpi                                _0_013                                                  // $91
// B009: Preds:{B008},  Succs:{}
_0_020:
        send (16|M0)             r59:w    r17     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $93
        send (16|M16)            r61:w    r19     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $94
        send (16|M0)             r63:w    r29     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $95
        send (16|M16)            r65:w    r31     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $96
(W)     mov (8|M0)               r127.0<1>:ud  r3.0<8;8,1>:ud                   {Compacted}          // $105
        sends (16|M0)            null:w   r5      r59     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $98
        sends (16|M16)           null:w   r7      r61     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $100
        sends (16|M0)            null:w   r21     r63     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $102
        sends (16|M16)           null:w   r23     r65     0x8C            0x04025E00           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $104
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $105
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
