//.kernel slm_transpose
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 98
//.RA type	TRIVIAL_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.3)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r5.0)
//.declare V0034 (42)  rf=r size=4 type=d align=2 words (r8.4)
//.declare V0035 (43)  rf=r size=4 type=d align=2 words (r8.5)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r5.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0054 (62)  rf=r size=4 type=d align=2 words (r6.1)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r19.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0058 (66)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r4.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r21.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r23.0)
//.declare P01 (69)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P02 (70)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0061 (71)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0062 (72)  rf=r size=64 type=d align=16 words (r27.0)
//.declare V0063 (73)  rf=r size=64 type=ud alias=V0061+0 align=16 words (r25.0)
//.declare V0064 (74)  rf=r size=64 type=ud alias=V0062+0 align=16 words (r27.0)
//.declare V0065 (75)  rf=r size=64 type=d align=16 words (r29.0)
//.declare V0066 (76)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0067 (77)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0068 (78)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0069 (79)  rf=r size=64 type=d align=16 words (r37.0)
//.declare V0070 (80)  rf=r size=64 type=d align=16 words (r39.0)
//.declare V0071 (81)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r33.0)
//.declare V0072 (82)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r35.0)
//.declare  (83)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0073 (84)  rf=r size=64 type=d align=16 words (r41.0)
//.declare V0074 (85)  rf=r size=64 type=d align=16 words (r43.0)
//.declare V0075 (86)  rf=r size=64 type=d align=16 words (r45.0)
//.declare V0076 (87)  rf=r size=64 type=d align=16 words (r47.0)
//.declare P03 (88)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare P04 (89)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0077 (90)  rf=r size=64 type=d align=16 words (r49.0)
//.declare V0078 (91)  rf=r size=64 type=d align=16 words (r51.0)
//.declare V0079 (92)  rf=r size=64 type=d align=16 words (r53.0)
//.declare V0080 (93)  rf=r size=64 type=d align=16 words (r55.0)
//.declare V0081 (94)  rf=r size=64 type=ud alias=V0077+0 align=16 words (r49.0)
//.declare V0082 (95)  rf=r size=64 type=ud alias=V0078+0 align=16 words (r51.0)
//.declare V0083 (96)  rf=r size=64 type=d align=16 words (r57.0)
//.declare V0084 (97)  rf=r size=64 type=d align=16 words (r59.0)
//.declare V0085 (98)  rf=r size=64 type=d align=16 words (r61.0)
//.declare V0086 (99)  rf=r size=64 type=d align=16 words (r63.0)
//.declare V0087 (100)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r61.0)
//.declare V0088 (101)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r63.0)
//.declare V0089 (102)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0090 (103)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (104)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (105)  rf=r size=32 type=uw align=16 words (r65.0)
//.declare  (106)  rf=r size=32 type=uw align=16 words (r66.0)
//.declare  (107)  rf=r size=32 type=uw align=16 words (r67.0)
//.declare  (108)  rf=r size=32 type=uw align=16 words (r68.0)
//.declare  (109)  rf=r size=2 type=uw align=1 words (r6.4)
//.declare  (111)  rf=r size=2 type=uw align=1 words (r6.5)

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
// | V0038    | :d x 8   |     32 | r7       | general    |
// | V0089    | :uq      |      8 | r8       | general    |
// | V0090    | :uq      |      8 | r8+8     | general    |
// | V0034    | :d       |      4 | r8+16    | general    |
// | V0035    | :d       |      4 | r8+20    | general    |
// | V0045    | :d       |      4 | r8+24    | general    |
// | V0046    | :d       |      4 | r8+28    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r5.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     shl (1|M0)               r6.0<1>:d     r5.1<0;1,0>:d     4:w                                 // $2
        mov (16|M16)             r11.0<1>:d    r2.0<16;16,1>:uw                                      // $4
(W)     shl (1|M0)               r6.1<1>:d     r5.6<0;1,0>:d     4:w                                 // $7
        mov (16|M16)             r19.0<1>:d    r4.0<16;16,1>:uw                                      // $9
        mov (16|M0)              r9.0<1>:d     r1.0<16;16,1>:uw                                      // $3
        add (16|M16)             r15.0<1>:d    r6.0<0;1,0>:d     r11.0<8;8,1>:d                      // $6
        mov (16|M0)              r17.0<1>:d    r3.0<16;16,1>:uw                                      // $8
        add (16|M16)             r23.0<1>:d    r6.1<0;1,0>:d     r19.0<8;8,1>:d                      // $11
(W)     mov (1|M0)               r6.4<1>:uw    0x1:uw                                                // $17
        add (16|M0)              r13.0<1>:d    r6.0<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}        // $5
        cmp (16|M16)  (lt)f0.0   null<1>:d     r15.0<8;8,1>:d    r8.4<0;1,0>:d                       // $13
        cmp (16|M16)  (lt)f1.0   null<1>:d     r23.0<8;8,1>:d    r8.5<0;1,0>:d                       // $16
        add (16|M0)              r21.0<1>:d    r6.1<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}        // $10
        cmp (16|M0)   (lt)f1.0   null<1>:d     r13.0<8;8,1>:d    r8.4<0;1,0>:d                       // $12
(f0.0)  sel (16|M16)             r66.0<1>:uw   r6.4<0;1,0>:uw    0x0:uw                              // $17
(f1.0)  sel (16|M16)             r65.0<1>:uw   r6.4<0;1,0>:uw    0x0:uw                              // $17
(f1.0)  cmp (16|M0)   (lt)f1.0   null<1>:d     r21.0<8;8,1>:d    r8.5<0;1,0>:d                       // $14
        and (16|M16)  (ne)f1.0   null<1>:uw    r65.0<16;16,1>:uw  r66.0<16;16,1>:uw                  // $17
(f1.0)  if (32|M0)                           _0_007            _0_007                                // $18
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_008:
(W)     mul (8|M0)               acc0.0<1>:d   r21.0<8;8,1>:d    r8.8<0;1,0>:uw                      // $20
        mul (16|M0)              r33.0<1>:d    r17.0<8;8,1>:d    68:w                                // $32
        shl (16|M0)              r37.0<1>:d    r9.0<8;8,1>:d     2:w                                 // $34
        mul (16|M16)             r35.0<1>:d    r19.0<8;8,1>:d    68:w                                // $33
        mach (8|M0)              null<1>:d     r21.0<8;8,1>:d    r8.4<0;1,0>:d    {AccWrEn,Compacted} // $21
        shl (16|M16)             r39.0<1>:d    r11.0<8;8,1>:d    2:w                                 // $35
        add (16|M0)              r33.0<1>:d    r33.0<8;8,1>:d    r37.0<8;8,1>:d   {Compacted}        // $36
        mov (8|M0)               r25.0<1>:d    acc0.0<8;8,1>:d                                       // $21
(W)     mul (8|M0)               acc0.0<1>:d   r22.0<8;8,1>:d    r8.8<0;1,0>:uw                      // $20
        add (16|M16)             r35.0<1>:d    r35.0<8;8,1>:d    r39.0<8;8,1>:d                      // $37
        mach (8|M8)              null<1>:d     r22.0<8;8,1>:d    r8.4<0;1,0>:d    {AccWrEn,Compacted} // $21
        mov (8|M8)               r26.0<1>:d    acc0.0<8;8,1>:d                                       // $21
(W)     mul (8|M0)               acc0.0<1>:d   r23.0<8;8,1>:d    r8.8<0;1,0>:uw                      // $21
        add (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    r13.0<8;8,1>:d   {Compacted}        // $22
        mach (8|M16)             null<1>:d     r23.0<8;8,1>:d    r8.4<0;1,0>:d    {AccWrEn}          // $22
        shl (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    2:w                                 // $24
        mov (8|M16)              r27.0<1>:d    acc0.0<8;8,1>:d                                       // $22
(W)     mul (8|M0)               acc0.0<1>:d   r24.0<8;8,1>:d    r8.8<0;1,0>:uw                      // $21
        add (16|M0)              r25.0<1>:d    r25.0<8;8,1>:d    r8.6<0;1,0>:d    {Compacted}        // $26
        mach (8|M24)             null<1>:d     r24.0<8;8,1>:d    r8.4<0;1,0>:d    {AccWrEn}          // $22
        send (16|M0)             r29:w    r25     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $29
        mov (8|M24)              r28.0<1>:d    acc0.0<8;8,1>:d                                       // $22
        add (16|M16)             r27.0<1>:d    r27.0<8;8,1>:d    r15.0<8;8,1>:d                      // $23
        shl (16|M16)             r27.0<1>:d    r27.0<8;8,1>:d    2:w                                 // $25
        add (16|M16)             r27.0<1>:d    r27.0<8;8,1>:d    r8.6<0;1,0>:d                       // $27
        send (16|M16)            r31:w    r27     0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $31
        sends (16|M0)            null:w   r33     r29     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $38
        sends (16|M16)           null:w   r35     r31     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $39
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_0_007:
        endif (32|M0)                        L744                                                    // $18
L744:
(W)     and (8|M0)               r7.0<1>:ud    r5.2<0;1,0>:ud    0x8F000000:ud                       // $42
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $42
(W)     send (1|M0)              null     r7      0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $42
(W)     wait                                 n0.0<0;1,0>:ud                                          // $42
        add (16|M16)             r43.0<1>:d    r6.1<0;1,0>:d     r11.0<8;8,1>:d                      // $44
        add (16|M16)             r47.0<1>:d    r6.0<0;1,0>:d     r19.0<8;8,1>:d                      // $46
        add (16|M0)              r41.0<1>:d    r6.1<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}        // $43
(W)     mov (1|M0)               r6.5<1>:uw    0x1:uw                                                // $52
        cmp (16|M16)  (lt)f1.0   null<1>:d     r43.0<8;8,1>:d    r8.5<0;1,0>:d                       // $48
        cmp (16|M16)  (lt)f0.0   null<1>:d     r47.0<8;8,1>:d    r8.4<0;1,0>:d                       // $51
        add (16|M0)              r45.0<1>:d    r6.0<0;1,0>:d     r17.0<8;8,1>:d   {Compacted}        // $45
        cmp (16|M0)   (lt)f0.0   null<1>:d     r41.0<8;8,1>:d    r8.5<0;1,0>:d    {Compacted}        // $47
(f1.0)  sel (16|M16)             r68.0<1>:uw   r6.5<0;1,0>:uw    0x0:uw                              // $52
(f0.0)  sel (16|M16)             r67.0<1>:uw   r6.5<0;1,0>:uw    0x0:uw                              // $52
(f0.0)  cmp (16|M0)   (lt)f0.0   null<1>:d     r45.0<8;8,1>:d    r8.4<0;1,0>:d    {Compacted}        // $49
        and (16|M16)  (ne)f0.0   null<1>:uw    r67.0<16;16,1>:uw  r68.0<16;16,1>:uw                  // $52
(f0.0)  if (32|M0)                           _slm_transpose_k0_0_cf  _slm_transpose_k0_0_cf          // $53
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_010:
        mul (16|M0)              r49.0<1>:d    r9.0<8;8,1>:d     68:w                                // $55
        shl (16|M0)              r53.0<1>:d    r17.0<8;8,1>:d    2:w                                 // $57
        mul (16|M16)             r51.0<1>:d    r11.0<8;8,1>:d    68:w                                // $56
        shl (16|M16)             r55.0<1>:d    r19.0<8;8,1>:d    2:w                                 // $58
(W)     mul (8|M0)               acc0.0<1>:d   r45.0<8;8,1>:d    r8.10<0;1,0>:uw                     // $63
        add (16|M0)              r49.0<1>:d    r49.0<8;8,1>:d    r53.0<8;8,1>:d   {Compacted}        // $59
        add (16|M16)             r51.0<1>:d    r51.0<8;8,1>:d    r55.0<8;8,1>:d                      // $60
        mach (8|M0)              null<1>:d     r45.0<8;8,1>:d    r8.5<0;1,0>:d    {AccWrEn,Compacted} // $64
        send (16|M0)             r57:w    r49     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $61
        send (16|M16)            r59:w    r51     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $62
        mov (8|M0)               r61.0<1>:d    acc0.0<8;8,1>:d                                       // $64
(W)     mul (8|M0)               acc0.0<1>:d   r46.0<8;8,1>:d    r8.10<0;1,0>:uw                     // $63
        mach (8|M8)              null<1>:d     r46.0<8;8,1>:d    r8.5<0;1,0>:d    {AccWrEn,Compacted} // $64
        mov (8|M8)               r62.0<1>:d    acc0.0<8;8,1>:d                                       // $64
(W)     mul (8|M0)               acc0.0<1>:d   r47.0<8;8,1>:d    r8.10<0;1,0>:uw                     // $64
        add (16|M0)              r61.0<1>:d    r61.0<8;8,1>:d    r41.0<8;8,1>:d   {Compacted}        // $65
        mach (8|M16)             null<1>:d     r47.0<8;8,1>:d    r8.5<0;1,0>:d    {AccWrEn}          // $65
        shl (16|M0)              r61.0<1>:d    r61.0<8;8,1>:d    2:w                                 // $67
        mov (8|M16)              r63.0<1>:d    acc0.0<8;8,1>:d                                       // $65
(W)     mul (8|M0)               acc0.0<1>:d   r48.0<8;8,1>:d    r8.10<0;1,0>:uw                     // $64
        add (16|M0)              r61.0<1>:d    r61.0<8;8,1>:d    r8.7<0;1,0>:d    {Compacted}        // $69
        mach (8|M24)             null<1>:d     r48.0<8;8,1>:d    r8.5<0;1,0>:d    {AccWrEn}          // $65
        mov (8|M24)              r64.0<1>:d    acc0.0<8;8,1>:d                                       // $65
        add (16|M16)             r63.0<1>:d    r63.0<8;8,1>:d    r43.0<8;8,1>:d                      // $66
        shl (16|M16)             r63.0<1>:d    r63.0<8;8,1>:d    2:w                                 // $68
        add (16|M16)             r63.0<1>:d    r63.0<8;8,1>:d    r8.7<0;1,0>:d                       // $70
        sends (16|M0)            null:w   r61     r57     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $72
        sends (16|M16)           null:w   r63     r59     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $74
// B004: Preds:{B003, B002},  Succs:{B005}
_slm_transpose_k0_0_cf:
        endif (32|M0)                        _0_009                                                  // $53
// B005: Preds:{B004},  Succs:{}
_0_009:
(W)     mov (8|M0)               r127.0<1>:ud  r5.0<8;8,1>:ud                   {Compacted}          // $76
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $76
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
