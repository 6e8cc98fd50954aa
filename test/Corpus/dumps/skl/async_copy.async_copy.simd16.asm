//.kernel async_copy
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 120
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r4.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r4.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r4.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=4 type=d align=2 words (r5.6)
//.declare V0042 (50)  rf=r size=4 type=d align=2 words (r5.7)
//.declare V0043 (51)  rf=r size=8 type=q align=4 words (r126.0)
//.declare V0044 (52)  rf=r size=12 type=ud alias=V0037+0 align=2 words (r6.0)
//.declare V0045 (53)  rf=r size=8 type=q align=4 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=ud alias=V0035+0 align=16 words (r4.0)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r126.2)
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r5.2)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r124.0)
//.declare V0058 (66)  rf=r size=4 type=d align=2 words (r126.3)
//.declare V0059 (67)  rf=r size=4 type=d align=2 words (r5.3)
//.declare V0060 (68)  rf=r size=8 type=q align=4 words (r126.2)
//.declare V0061 (69)  rf=r size=4 type=ud alias=V0059+0 align=2 words (r5.3)
//.declare P01 (70)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0064 (73)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0065 (74)  rf=r size=64 type=ud alias=V0064+0 align=16 words (r9.0)
//.declare V0066 (75)  rf=r size=64 type=f align=16 words (r122.0)
//.declare V0067 (76)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0068 (77)  rf=r size=64 type=ud alias=V0067+0 align=16 words (r11.0)
//.declare P02 (79)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0071 (81)  rf=r size=8 type=uq alias=V0043+0 align=4 words (r126.0)
//.declare V0073 (83)  rf=r size=8 type=q align=4 words (r126.3)
//.declare P03 (84)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0074 (85)  rf=r size=8 type=uq alias=V0073+0 align=4 words (r126.3)
//.declare V0076 (87)  rf=r size=8 type=q align=4 words (r5.2)
//.declare V0078 (89)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0079 (90)  rf=r size=64 type=ud alias=V0078+0 align=16 words (r120.0)
//.declare V0080 (91)  rf=r size=64 type=f align=16 words (r13.0)
//.declare V0081 (92)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0082 (93)  rf=r size=64 type=ud alias=V0081+0 align=16 words (r118.0)
//.declare P04 (94)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (95)  rf=r size=32 type=ud align=16 words (r15.0)
//.declare  (96)  rf=r size=32 type=ud align=16 words (r117.0)
//.declare  (97)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare  (98)  rf=r size=32 type=ud align=16 words (r116.0)
//.declare  (99)  rf=r size=32 type=ud align=16 words (r17.0)
//.declare  (100)  rf=r size=32 type=ud align=16 words (r115.0)
//.declare V0083 (101)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0084 (102)  rf=r size=64 type=d align=16 words (r113.0)
//.declare V0085 (103)  rf=r size=64 type=ud alias=V0084+0 align=16 words (r113.0)
//.declare P05 (104)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0086 (105)  rf=r size=64 type=ud align=16 words (r20.0)
//.declare V0087 (106)  rf=r size=64 type=f align=16 words (r111.0)
//.declare V0090 (109)  rf=r size=64 type=d align=16 words (r22.0)
//.declare P06 (110)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0091 (111)  rf=r size=64 type=ud alias=V0090+0 align=16 words (r22.0)
//.declare V0092 (112)  rf=r size=64 type=f align=16 words (r109.0)
//.declare V0093 (113)  rf=r size=64 type=ud alias=V0083+0 align=16 words (r18.0)
//.declare V0094 (114)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0095 (115)  rf=r size=32 type=w align=16 words (r108.0)
//.declare V0096 (116)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0097 (117)  rf=r size=32 type=uw alias=V0095+0 align=16 words (r108.0)
//.declare V0098 (118)  rf=r size=64 type=ud alias=V0096+0 align=16 words (r26.0)
//.declare V0099 (119)  rf=r size=64 type=f align=16 words (r106.0)
//.declare V0100 (120)  rf=r size=64 type=f align=16 words (r28.0)
//.declare V0101 (121)  rf=r size=64 type=f align=16 words (r104.0)
//.declare V0102 (122)  rf=r size=4 type=f align=2 words (r6.3)
//.declare V0103 (123)  rf=r size=64 type=f align=16 words (r102.0)
//.declare V0104 (124)  rf=r size=64 type=f align=16 words (r30.0)
//.declare V0106 (126)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0107 (127)  rf=r size=64 type=ud alias=V0106+0 align=16 words (r100.0)
//.declare V0108 (128)  rf=r size=4 type=ud align=2 words (r5.0)
//.declare V0109 (129)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0110 (130)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare  (131)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (132)  rf=r size=4 type=d alias=V0045+0 align=2 words (r5.0)
//.declare  (141)  rf=r size=64 type=d align=32 words (r32.0)
//.declare  (142)  rf=r size=64 type=d align=32 words (r98.0)
//.declare  (143)  rf=r size=64 type=q align=16 words (r34.0)
//.declare  (144)  rf=r size=64 type=q align=16 words (r96.0)
//.declare  (145)  rf=r size=64 type=q align=16 words (r36.0)
//.declare  (146)  rf=r size=64 type=q align=16 words (r94.0)
//.declare  (147)  rf=r size=64 type=q align=16 words (r38.0)
//.declare  (148)  rf=r size=64 type=q align=16 words (r92.0)
//.declare  (149)  rf=r size=64 type=q align=16 words (r40.0)
//.declare  (150)  rf=r size=64 type=q align=16 words (r90.0)
//.declare  (153)  rf=r size=64 type=q align=16 words (r42.0)
//.declare  (154)  rf=r size=64 type=q align=16 words (r88.0)
//.declare  (157)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (158)  rf=r size=64 type=q align=16 words (r86.0)
//.declare  (161)  rf=r size=64 type=d alias=+0 align=16 words (r36.0)
//.declare  (162)  rf=r size=64 type=d alias=+0 align=16 words (r94.0)
//.declare  (163)  rf=r size=64 type=d alias=+0 align=16 words (r38.0)
//.declare  (164)  rf=r size=64 type=d alias=+0 align=16 words (r92.0)
//.declare  (165)  rf=r size=64 type=uq alias=+0 align=16 words (r40.0)
//.declare  (166)  rf=r size=64 type=uq alias=+0 align=16 words (r90.0)
//.declare  (167)  rf=r size=64 type=uq alias=+0 align=16 words (r34.0)
//.declare  (168)  rf=r size=64 type=uq alias=+0 align=16 words (r96.0)
//.declare  (169)  rf=r size=64 type=d alias=+0 align=16 words (r42.0)
//.declare  (170)  rf=r size=64 type=d alias=+0 align=16 words (r88.0)
//.declare  (171)  rf=r size=64 type=d alias=+0 align=16 words (r34.0)
//.declare  (172)  rf=r size=64 type=d alias=+0 align=16 words (r96.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0036    | :d x 8   |     32 | r4       | general    |
// | V0108    | :ud      |      4 | r5       | general    |
// | V0109    | :uq      |      8 | r5+8     | general    |
// | V0110    | :uq      |      8 | r5+16    | general    |
// | V0041    | :d       |      4 | r5+24    | general    |
// | V0042    | :d       |      4 | r5+28    | general    |
// | V0037    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B005}
_main:
(W)     mov (8|M0)               r4.0<1>:ud    r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
        mul (16|M0)              r124.0<1>:d   r6.1<0;1,0>:d     r3.0<16;16,1>:uw                    // $8
        mov (16|M0)              r7.0<1>:d     r1.0<16;16,1>:uw                                      // $12
(W)     mul (1|M0)               r5.0<1>:q     r4.1<0;1,0>:ud    r6.0<0;1,0>:ud                      // $3
(W)     mul (1|M0)               r126.3<1>:d   r6.1<0;1,0>:d     r6.0<0;1,0>:d                       // $15
(W)     mov (1|M0)               r126.0<1>:q   r6.0<0;1,0>:ud                                        // $2
        add (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   r2.0<16;16,1>:uw                    // $10
(W)     shl (1|M0)               r126.2<1>:d   r5.0<0;1,0>:d     2:w                                 // $5
(W)     mul (1|M0)               r5.3<1>:d     r126.3<0;1,0>:d   r6.2<0;1,0>:d                       // $16
        mul (16|M0)              r124.0<1>:d   r6.0<0;1,0>:d     r124.0<8;8,1>:d  {Compacted}        // $11
(W)     add (1|M0)               r5.2<1>:d     r126.2<0;1,0>:d   r5.6<0;1,0>:d                       // $6
(W)     mov (1|M0)               r126.2<1>:q   r5.3<0;1,0>:ud                                        // $17
        add (16|M0)              r124.0<1>:d   r124.0<8;8,1>:d   r7.0<8;8,1>:d    {Compacted}        // $13
        cmp (16|M0)   (lt)f0.0   null<1>:d     r124.0<8;8,1>:ud  r6.0<0;1,0>:ud                      // $18
        mov (8|M0)               r34.0<1>:q    r124.0<8;8,1>:ud                                      // $14
        mov (8|M8)               r96.0<1>:q    r125.0<8;8,1>:ud                                      // $14
(f0.0)  if (16|M0)                           _0_013            _0_013                                // $19
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_014:
        mov (8|M0)               r36.0<1>:q    r34.0<4;4,1>:q                                        // $21
        mov (8|M8)               r94.0<1>:q    r96.0<4;4,1>:q                                        // $21
        mov (8|M0)               r38.0<1>:q    r34.0<4;4,1>:q                                        // $22
        mov (8|M8)               r92.0<1>:q    r96.0<4;4,1>:q                                        // $22
// B002: [inDivergent],  Preds:{B004, B001},  Succs:{B003, B005}
_0_015:
        mov (8|M0)               r9.0<1>:d     r36.0<2;1,0>:d                                        // $24
        mov (8|M8)               r10.0<1>:d    r94.0<2;1,0>:d                                        // $24
        mov (8|M0)               r11.0<1>:d    r38.0<2;1,0>:d                                        // $29
        mov (8|M8)               r12.0<1>:d    r92.0<2;1,0>:d                                        // $29
        add (8|M0)               r40.0<1>:q    r38.0<4;4,1>:q    r126.2<0;1,0>:q                     // $32
        add (8|M8)               r90.0<1>:q    r92.0<4;4,1>:q    r126.2<0;1,0>:q                     // $32
        shl (16|M0)              r9.0<1>:d     r9.0<8;8,1>:d     2:w                                 // $25
        shl (16|M0)              r11.0<1>:d    r11.0<8;8,1>:d    2:w                                 // $30
        cmp (8|M0)    (lt)f1.0   null<1>:q     r40.0<4;4,1>:uq   r126.0<0;1,0>:uq                    // $33
        cmp (8|M8)    (lt)f1.0   null<1>:q     r90.0<4;4,1>:uq   r126.0<0;1,0>:uq                    // $33
        add (16|M0)              r9.0<1>:d     r5.2<0;1,0>:d     r9.0<8;8,1>:d    {Compacted}        // $26
        send (16|M0)             r122:w   r9      0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $28
        sends (16|M0)            null:w   r11     r122    0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $31
(~f1.0) break (16|M0)                        _async_copy_k0_2_cf  _async_copy_k0_2_cf                // $34
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_016:
        add (8|M0)               r36.0<1>:q    r36.0<4;4,1>:q    r126.2<0;1,0>:q                     // $36
        add (8|M8)               r94.0<1>:q    r94.0<4;4,1>:q    r126.2<0;1,0>:q                     // $36
        mov (8|M0)               r38.0<1>:q    r40.0<4;4,1>:q                                        // $38
        mov (8|M8)               r92.0<1>:q    r90.0<4;4,1>:q                                        // $38
// B004: [inDivergent],  Preds:{B003},  Succs:{B002}
_async_copy_k0_2_cf:
        while (16|M0)                        _0_015                                                  // $39
// B005: Preds:{B000, B002},  Succs:{B006, B010}
_0_013:
        endif (16|M0)                        L648                                                    // $19
L648:
(W)     shr (1|M0)               r126.3<1>:q   r126.0<0;1,0>:uq  1:w                                 // $41
        cmp (8|M0)    (gt)f1.1   null<1>:q     r126.3<0;1,0>:uq  r34.0<4;4,1>:uq                     // $42
        cmp (8|M8)    (gt)f1.1   null<1>:q     r126.3<0;1,0>:uq  r96.0<4;4,1>:uq                     // $42
(f1.1)  if (16|M0)                           _async_copy_k0_0_cf  _async_copy_k0_0_cf                // $43
// B006: [inDivergent],  Preds:{B005},  Succs:{B007}
_0_018:
(W)     shl (1|M0)               r5.2<1>:q     r126.2<0;1,0>:q   1:w                                 // $45
        shl (8|M0)               r42.0<1>:q    r34.0<4;4,1>:q    1:w                                 // $46
        shl (8|M8)               r88.0<1>:q    r96.0<4;4,1>:q    1:w                                 // $46
// B007: [inDivergent],  Preds:{B009, B006},  Succs:{B008, B010}
_0_019:
        mov (8|M0)               r120.0<1>:d   r42.0<2;1,0>:d                                        // $48
        mov (8|M8)               r121.0<1>:d   r88.0<2;1,0>:d                                        // $48
        mov (8|M0)               r118.0<1>:d   r34.0<2;1,0>:d                                        // $53
        mov (8|M8)               r119.0<1>:d   r96.0<2;1,0>:d                                        // $53
        add (8|M0)               r34.0<1>:q    r34.0<4;4,1>:q    r126.2<0;1,0>:q                     // $57
        add (8|M8)               r96.0<1>:q    r96.0<4;4,1>:q    r126.2<0;1,0>:q                     // $57
        shl (16|M0)              r120.0<1>:d   r120.0<8;8,1>:d   2:w                                 // $49
        add (16|M0)              r118.0<1>:d   r6.0<0;1,0>:d     r118.0<8;8,1>:d  {Compacted}        // $54
        cmp (8|M0)    (lt)f0.1   null<1>:q     r34.0<4;4,1>:uq   r126.3<0;1,0>:uq                    // $58
        cmp (8|M8)    (lt)f0.1   null<1>:q     r96.0<4;4,1>:uq   r126.3<0;1,0>:uq                    // $58
        add (16|M0)              r120.0<1>:d   r5.2<0;1,0>:d     r120.0<8;8,1>:d  {Compacted}        // $50
        shl (16|M0)              r118.0<1>:d   r118.0<8;8,1>:d   2:w                                 // $55
        send (16|M0)             r13:w    r120    0xC            0x04205E00           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $52
        sends (16|M0)            null:w   r118    r13     0x8C            0x04025EFE           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $56
(~f0.1) break (16|M0)                        _async_copy_k0_4_cf  _async_copy_k0_4_cf                // $59
// B008: [inDivergent],  Preds:{B007},  Succs:{B009}
_0_020:
        add (8|M0)               r42.0<1>:q    r42.0<4;4,1>:q    r5.2<0;1,0>:q                       // $61
        add (8|M8)               r88.0<1>:q    r88.0<4;4,1>:q    r5.2<0;1,0>:q                       // $61
// B009: [inDivergent],  Preds:{B008},  Succs:{B007}
_async_copy_k0_4_cf:
        while (16|M0)                        _0_019                                                  // $62
// B010: Preds:{B005, B007},  Succs:{B011}
_async_copy_k0_0_cf:
        endif (16|M0)                        _0_017                                                  // $43
// B011: Preds:{B010},  Succs:{}
_0_017:
(W)     send (8|M0)              r15      r4      0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $64
(W)     mov (8|M0)               null<1>:ud    r15.0<8;8,1>:ud                  {Compacted}          //  memory fence commit; $65
(W)     and (8|M0)               r117.0<1>:ud  r4.2<0;1,0>:ud    0x8F000000:ud                       // $65
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $65
(W)     send (1|M0)              null     r117    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $65
(W)     wait                                 n0.0<0;1,0>:ud                                          // $65
(W)     and (8|M0)               r16.0<1>:ud   r4.2<0;1,0>:ud    0x8F000000:ud                       // $67
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $67
(W)     send (1|M0)              null     r16     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $67
(W)     wait                                 n0.0<0;1,0>:ud                                          // $67
(W)     send (8|M0)              r116     r4      0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $68
(W)     mov (8|M0)               null<1>:ud    r116.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $69
(W)     and (8|M0)               r17.0<1>:ud   r4.2<0;1,0>:ud    0x8F000000:ud                       // $69
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $69
(W)     send (1|M0)              null     r17     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $69
(W)     wait                                 n0.0<0;1,0>:ud                                          // $69
(W)     and (8|M0)               r115.0<1>:ud  r4.2<0;1,0>:ud    0x8F000000:ud                       // $71
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $71
(W)     send (1|M0)              null     r115    0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $71
(W)     wait                                 n0.0<0;1,0>:ud                                          // $71
        shl (16|M0)              r18.0<1>:d    r7.0<8;8,1>:d     2:w                                 // $72
        add (8|M0)               r44.0<1>:q    r1.0<8;8,1>:uw    1:w                                 // $78
        add (8|M8)               r86.0<1>:q    r1.8<8;8,1>:uw    1:w                                 // $78
        cmp (16|M0)   (eq)f0.1   null<1>:w     r1.0<16;16,1>:w   0:w               {Compacted}       // $74
        add (16|M0)              r22.0<1>:d    r7.0<8;8,1>:d     1:w                                 // $79
        add (16|M0)              r113.0<1>:d   r18.0<8;8,1>:d    -4:w                                // $73
        cmp (8|M0)    (eq)f0.0   null<1>:q     r44.0<4;4,1>:q    r126.0<0;1,0>:q                     // $80
        cmp (8|M8)    (eq)f0.0   null<1>:q     r86.0<4;4,1>:q    r126.0<0;1,0>:q                     // $80
        send (16|M0)             r24:w    r18     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $84
        shr (16|M0)              r108.0<1>:w   r1.0<16;16,1>:uw  1:w                                 // $85
(~f0.1) sel (16|M0)              r20.0<1>:ud   r113.0<8;8,1>:ud  0x0:uw                              // $75
(f0.0)  mov (16|M0)              r22.0<1>:d    r7.0<8;8,1>:d                    {Compacted}          // $81
(W)     mov (1|M0)               r6.3<1>:f     0x3E800000:f                                          // $91
        add (16|M0)              r26.0<1>:d    r6.0<0;1,0>:d     r108.0<16;16,1>:uw                  // $87
        send (16|M0)             r111:w   r20     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $76
        shl (16|M0)              r22.0<1>:d    r22.0<8;8,1>:d    2:w                                 // $82
        add (8|M0)               r32.0<2>:d    r5.0<0;1,0>:q     r1.0<8;8,1>:uw                      // $95
        shl (16|M0)              r26.0<1>:d    r26.0<8;8,1>:d    2:w                                 // $88
        add (8|M8)               r98.0<2>:d    r5.0<0;1,0>:q     r1.8<8;8,1>:uw                      // $95
(W)     mov (8|M0)               r127.0<1>:ud  r4.0<8;8,1>:ud                   {Compacted}          // $101
        send (16|M0)             r109:w   r22     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $83
        mov (8|M0)               r100.0<1>:d   r32.0<2;1,0>:d                                        // $95
        send (16|M0)             r106:w   r26     0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $89
        mov (8|M8)               r101.0<1>:d   r98.0<2;1,0>:d                                        // $95
        shl (16|M0)              r100.0<1>:d   r100.0<8;8,1>:d   2:w                                 // $97
        add (16|M0)              r100.0<1>:d   r100.0<8;8,1>:d   r5.7<0;1,0>:d    {Compacted}        // $98
        mul (16|M0)              r28.0<1>:f    r24.0<8;8,1>:f    0x3F000000:f                        // $90
        mad (16|M0)              r104.0<1>:f   r28.0<2;1>:f      r6.3<0;0>:f       r111.0<1>:f      {Compacted} // $92 {0=EL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r102.0<1>:f   r104.0<2;1>:f     r6.3<0;0>:f       r109.0<1>:f      {Compacted} // $93 {0=EH, 1=EL, 2=OH, BC=GOOD}
        add (16|M0)              r30.0<1>:f    r102.0<8;8,1>:f   r106.0<8;8,1>:f  {Compacted}        // $94
        sends (16|M0)            null:w   r100    r30     0x8C            0x04025E01           // wr:2+2, rd:0; hdc.dc1; untyped surface write with x // $100
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $101
// Bank Conflict Statistics: 
// -- GOOD: 2
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
