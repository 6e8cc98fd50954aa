//.kernel slm_transpose
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 94
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.1)
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
//.declare V0036 (44)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0037 (45)  rf=r size=4 type=d align=2 words (r8.5)
//.declare V0039 (47)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0040 (48)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0054 (62)  rf=r size=4 type=d align=2 words (r15.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0043+0 align=16 words (r3.0)
//.declare V0058 (66)  rf=r size=32 type=uw alias=V0044+0 align=16 words (r4.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r22.0)
//.declare P01 (69)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P02 (70)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0061 (71)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0062 (72)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0063 (73)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.0)
//.declare V0068 (78)  rf=r size=128 type=q align=16 words (r28.0)
//.declare V0069 (79)  rf=r size=128 type=q align=16 words (r32.0)
//.declare V0070 (80)  rf=r size=128 type=uq alias=V0068+0 align=16 words (r28.0)
//.declare V0071 (81)  rf=r size=128 type=uq alias=V0069+0 align=16 words (r32.0)
//.declare V0072 (82)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0073 (83)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0074 (84)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0075 (85)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0076 (86)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0077 (87)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0078 (88)  rf=r size=64 type=ud alias=V0074+0 align=16 words (r40.0)
//.declare V0079 (89)  rf=r size=64 type=ud alias=V0075+0 align=16 words (r42.0)
//.declare  (90)  rf=r size=128 type=ud align=16 words (r48.0)
//.declare  (91)  rf=r size=128 type=ud align=16 words (r52.0)
//.declare  (92)  rf=r size=32 type=ud align=16 words (r56.0)
//.declare V0080 (93)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0081 (94)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0082 (95)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0083 (96)  rf=r size=64 type=d align=16 words (r63.0)
//.declare P03 (97)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (98)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0084 (99)  rf=r size=64 type=d align=16 words (r65.0)
//.declare V0085 (100)  rf=r size=64 type=d align=16 words (r67.0)
//.declare V0086 (101)  rf=r size=64 type=d align=16 words (r69.0)
//.declare V0087 (102)  rf=r size=64 type=d align=16 words (r71.0)
//.declare V0088 (103)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r65.0)
//.declare V0089 (104)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r67.0)
//.declare V0090 (105)  rf=r size=64 type=d align=16 words (r73.0)
//.declare V0091 (106)  rf=r size=64 type=d align=16 words (r75.0)
//.declare V0092 (107)  rf=r size=64 type=d align=16 words (r77.0)
//.declare V0093 (108)  rf=r size=64 type=d align=16 words (r79.0)
//.declare V0094 (109)  rf=r size=8 type=q alias=V0035+0 align=4 words (r8.1)
//.declare  (118)  rf=r size=96 type=ud align=16 words (r81.0)
//.declare  (119)  rf=r size=96 type=ud align=16 words (r84.0)
//.declare  (120)  rf=r size=96 type=ud align=16 words (r87.0)
//.declare  (121)  rf=r size=96 type=ud align=16 words (r90.0)
//.declare  (122)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (123)  rf=r size=32 type=uw align=16 words (r93.0)
//.declare  (124)  rf=r size=32 type=uw align=16 words (r94.0)
//.declare  (125)  rf=r size=32 type=uw align=16 words (r95.0)
//.declare  (126)  rf=r size=32 type=uw align=16 words (r96.0)
//.declare  (127)  rf=r size=2 type=uw align=1 words (r97.0)
//.declare  (129)  rf=r size=2 type=uw align=1 words (r98.0)
//.declare  (135)  rf=r size=64 type=q align=16 words (r99.0)
//.declare  (136)  rf=r size=64 type=q align=16 words (r101.0)
//.declare  (137)  rf=r size=64 type=q align=16 words (r103.0)
//.declare  (138)  rf=r size=64 type=q align=16 words (r105.0)
//.declare  (143)  rf=r size=64 type=q align=16 words (r107.0)
//.declare  (144)  rf=r size=64 type=q align=16 words (r109.0)
//.declare  (145)  rf=r size=64 type=q align=16 words (r111.0)
//.declare  (146)  rf=r size=64 type=q align=16 words (r113.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0041    | :w x 16  |     32 | r1       | general    |
// | V0042    | :w x 16  |     32 | r2       | general    |
// | V0043    | :w x 16  |     32 | r3       | general    |
// | V0044    | :w x 16  |     32 | r4       | general    |
// | V0045    | :w x 16  |     32 | r5       | general    |
// | V0046    | :w x 16  |     32 | r6       | general    |
// | V0040    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0035    | :uq      |      8 | r8+8     | general    |
// | V0036    | :d       |      4 | r8+16    | general    |
// | V0037    | :d       |      4 | r8+20    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     and (8|M0)               r56.0<1>:ud   r0.2<0;1,0>:ud    0xF000000:ud                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     shl (1|M0)               r5.0<1>:d     r0.1<0;1,0>:d     4:w                                 // $2
        mov (16|M16)             r9.0<1>:d     r2.0<16;16,1>:uw                                      // $4
(W)     shl (1|M0)               r15.0<1>:d    r0.6<0;1,0>:d     4:w                                 // $7
        mov (16|M16)             r18.0<1>:d    r4.0<16;16,1>:uw                                      // $9
        mov (16|M0)              r6.0<1>:d     r1.0<16;16,1>:uw                                      // $3
        add (16|M16)             r13.0<1>:d    r5.0<0;1,0>:d     r9.0<8;8,1>:d                       // $6
        mov (16|M0)              r16.0<1>:d    r3.0<16;16,1>:uw                                      // $8
        add (16|M16)             r22.0<1>:d    r15.0<0;1,0>:d    r18.0<8;8,1>:d                      // $11
(W)     mov (1|M0)               r97.0<1>:uw   0x1:uw                                                // $17
        add (16|M0)              r11.0<1>:d    r5.0<0;1,0>:d     r6.0<8;8,1>:d    {Compacted}        // $5
        cmp (16|M16)  (lt)f0.0   null<1>:d     r13.0<8;8,1>:d    r8.4<0;1,0>:d                       // $13
        cmp (16|M16)  (lt)f1.0   null<1>:d     r22.0<8;8,1>:d    r8.5<0;1,0>:d                       // $16
        add (16|M0)              r20.0<1>:d    r15.0<0;1,0>:d    r16.0<8;8,1>:d   {Compacted}        // $10
        cmp (16|M0)   (lt)f1.0   null<1>:d     r11.0<8;8,1>:d    r8.4<0;1,0>:d                       // $12
(f0.0)  sel (16|M16)             r94.0<1>:uw   r97.0<0;1,0>:uw   0x0:uw                              // $17
(f1.0)  sel (16|M16)             r93.0<1>:uw   r97.0<0;1,0>:uw   0x0:uw                              // $17
(f1.0)  cmp (16|M0)   (lt)f1.0   null<1>:d     r20.0<8;8,1>:d    r8.5<0;1,0>:d                       // $14
        and (16|M16)  (ne)f1.0   null<1>:uw    r93.0<16;16,1>:uw  r94.0<16;16,1>:uw                  // $17
(f1.0)  if (32|M0)                           _0_007            _0_007                                // $18
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_008:
        mul (16|M0)              r24.0<1>:d    r20.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}        // $20
        mul (16|M16)             r26.0<1>:d    r22.0<8;8,1>:d    r8.4<0;1,0>:d                       // $21
        mul (16|M0)              r40.0<1>:d    r16.0<8;8,1>:d    68:w                                // $34
        shl (16|M0)              r44.0<1>:d    r6.0<8;8,1>:d     2:w                                 // $36
        add (16|M0)              r24.0<1>:d    r24.0<8;8,1>:d    r11.0<8;8,1>:d   {Compacted}        // $22
        add (16|M16)             r26.0<1>:d    r26.0<8;8,1>:d    r13.0<8;8,1>:d                      // $23
        mul (16|M16)             r42.0<1>:d    r18.0<8;8,1>:d    68:w                                // $35
        shl (16|M16)             r46.0<1>:d    r9.0<8;8,1>:d     2:w                                 // $37
        shl (8|M0)               r99.0<1>:q    r24.0<8;8,1>:d    2:w                                 // $26
        shl (8|M8)               r101.0<1>:q   r25.0<8;8,1>:d    2:w                                 // $26
        shl (8|M16)              r103.0<1>:q   r26.0<8;8,1>:d    2:w                                 // $27
        shl (8|M24)              r105.0<1>:q   r27.0<8;8,1>:d    2:w                                 // $27
        add (16|M0)              r48.0<1>:d    r40.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}        // $38
        add (16|M16)             r52.0<1>:d    r42.0<8;8,1>:d    r46.0<8;8,1>:d                      // $39
        add (8|M0)               r28.0<1>:q    r99.0<4;4,1>:q    r8.0<0;1,0>:q                       // $28
        add (8|M8)               r30.0<1>:q    r101.0<4;4,1>:q   r8.0<0;1,0>:q                       // $28
        add (8|M16)              r32.0<1>:q    r103.0<4;4,1>:q   r8.0<0;1,0>:q                       // $29
        add (8|M24)              r34.0<1>:q    r105.0<4;4,1>:q   r8.0<0;1,0>:q                       // $29
        send (8|M0)              r36:d    r28:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $30
        send (8|M8)              r37:d    r30:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $31
        send (8|M16)             r38:d    r32:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $32
        send (8|M24)             r39:d    r34:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $33
        mov (16|M0)              r50.0<1>:d    r36.0<8;8,1>:d                   {Compacted}          // $40
        mov (16|M16)             r54.0<1>:d    r38.0<8;8,1>:d                                        // $41
        send (16|M0)             null:w   r48:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $40
        send (16|M16)            null:w   r52:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $41
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_0_007:
        endif (32|M0)                        L720                                                    // $18
L720:
(W)     send (1|M0)              null     r56:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $44
(W)     wait                                 n0.0<0;1,0>:ud                                          // $44
        add (16|M16)             r59.0<1>:d    r15.0<0;1,0>:d    r9.0<8;8,1>:d                       // $46
        add (16|M16)             r63.0<1>:d    r5.0<0;1,0>:d     r18.0<8;8,1>:d                      // $48
        add (16|M0)              r57.0<1>:d    r15.0<0;1,0>:d    r6.0<8;8,1>:d    {Compacted}        // $45
(W)     mov (1|M0)               r98.0<1>:uw   0x1:uw                                                // $54
        cmp (16|M16)  (lt)f1.0   null<1>:d     r59.0<8;8,1>:d    r8.5<0;1,0>:d                       // $50
        cmp (16|M16)  (lt)f0.0   null<1>:d     r63.0<8;8,1>:d    r8.4<0;1,0>:d                       // $53
        add (16|M0)              r61.0<1>:d    r5.0<0;1,0>:d     r16.0<8;8,1>:d   {Compacted}        // $47
        cmp (16|M0)   (lt)f0.0   null<1>:d     r57.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}        // $49
(f1.0)  sel (16|M16)             r96.0<1>:uw   r98.0<0;1,0>:uw   0x0:uw                              // $54
(f0.0)  sel (16|M16)             r95.0<1>:uw   r98.0<0;1,0>:uw   0x0:uw                              // $54
(f0.0)  cmp (16|M0)   (lt)f0.0   null<1>:d     r61.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}        // $51
        and (16|M16)  (ne)f0.0   null<1>:uw    r95.0<16;16,1>:uw  r96.0<16;16,1>:uw                  // $54
(f0.0)  if (32|M0)                           _slm_transpose_k0_0_cf  _slm_transpose_k0_0_cf          // $55
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_010:
        mul (16|M0)              r65.0<1>:d    r6.0<8;8,1>:d     68:w                                // $57
        shl (16|M0)              r69.0<1>:d    r16.0<8;8,1>:d    2:w                                 // $59
        mul (16|M16)             r67.0<1>:d    r9.0<8;8,1>:d     68:w                                // $58
        shl (16|M16)             r71.0<1>:d    r18.0<8;8,1>:d    2:w                                 // $60
        mul (16|M0)              r77.0<1>:d    r61.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}        // $65
        add (16|M0)              r65.0<1>:d    r65.0<8;8,1>:d    r69.0<8;8,1>:d   {Compacted}        // $61
        mul (16|M16)             r79.0<1>:d    r63.0<8;8,1>:d    r8.5<0;1,0>:d                       // $66
        add (16|M16)             r67.0<1>:d    r67.0<8;8,1>:d    r71.0<8;8,1>:d                      // $62
        add (16|M0)              r77.0<1>:d    r77.0<8;8,1>:d    r57.0<8;8,1>:d   {Compacted}        // $67
        send (16|M0)             r73:w    r65:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $63
        add (16|M16)             r79.0<1>:d    r79.0<8;8,1>:d    r59.0<8;8,1>:d                      // $68
        send (16|M16)            r75:w    r67:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $64
        shl (8|M0)               r107.0<1>:q   r77.0<8;8,1>:d    2:w                                 // $71
        shl (8|M8)               r109.0<1>:q   r78.0<8;8,1>:d    2:w                                 // $71
        shl (8|M16)              r111.0<1>:q   r79.0<8;8,1>:d    2:w                                 // $72
        shl (8|M24)              r113.0<1>:q   r80.0<8;8,1>:d    2:w                                 // $72
        add (8|M0)               r81.0<1>:q    r107.0<4;4,1>:q   r8.1<0;1,0>:q                       // $73
        add (8|M8)               r84.0<1>:q    r109.0<4;4,1>:q   r8.1<0;1,0>:q                       // $73
        add (8|M16)              r87.0<1>:q    r111.0<4;4,1>:q   r8.1<0;1,0>:q                       // $74
        add (8|M24)              r90.0<1>:q    r113.0<4;4,1>:q   r8.1<0;1,0>:q                       // $74
        mov (8|M0)               r83.0<1>:d    r73.0<8;8,1>:d                   {Compacted}          // $75
        mov (8|M8)               r86.0<1>:d    r74.0<8;8,1>:d                   {Compacted}          // $76
        mov (8|M16)              r89.0<1>:d    r75.0<8;8,1>:d                                        // $77
        mov (8|M24)              r92.0<1>:d    r76.0<8;8,1>:d                                        // $78
        send (8|M0)              null     r81:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $75
        send (8|M8)              null     r84:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $76
        send (8|M16)             null     r87:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $77
        send (8|M24)             null     r90:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $78
// B004: Preds:{B003, B002},  Succs:{B005}
_slm_transpose_k0_0_cf:
        endif (32|M0)                        _0_009                                                  // $55
// B005: Preds:{B004},  Succs:{}
_0_009:
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $80
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $80
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
