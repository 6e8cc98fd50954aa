//.kernel async_copy
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 119
//.RA type	TRIVIAL_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0037 (45)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0038 (46)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0039 (47)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0043 (51)  rf=r size=8 type=q align=4 words (r4.0)
//.declare V0044 (52)  rf=r size=12 type=ud alias=V0039+0 align=2 words (r6.0)
//.declare V0045 (53)  rf=r size=8 type=q align=4 words (r126.0)
//.declare V0046 (54)  rf=r size=32 type=ud alias=V0037+0 align=16 words (r0.0)
//.declare V0047 (55)  rf=r size=8 type=q alias=V0034+0 align=4 words (r5.1)
//.declare V0048 (56)  rf=r size=8 type=q align=4 words (r5.0)
//.declare V0049 (57)  rf=r size=8 type=q align=4 words (r125.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r7.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r3.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r123.0)
//.declare V0055 (63)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r1.0)
//.declare V0057 (65)  rf=r size=64 type=ud alias=V0050+0 align=16 words (r7.0)
//.declare V0058 (66)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0059 (67)  rf=r size=4 type=d align=2 words (r122.0)
//.declare V0060 (68)  rf=r size=8 type=q align=4 words (r10.0)
//.declare V0061 (69)  rf=r size=4 type=ud alias=V0059+0 align=2 words (r122.0)
//.declare P01 (70)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0065 (74)  rf=r size=128 type=q align=16 words (r118.0)
//.declare V0066 (75)  rf=r size=128 type=uq alias=V0065+0 align=16 words (r118.0)
//.declare V0067 (76)  rf=r size=64 type=f align=16 words (r11.0)
//.declare V0068 (77)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0069 (78)  rf=r size=64 type=ud alias=V0068+0 align=16 words (r116.0)
//.declare  (79)  rf=r size=128 type=ud align=16 words (r13.0)
//.declare P02 (81)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare V0072 (83)  rf=r size=8 type=uq alias=V0043+0 align=4 words (r4.0)
//.declare V0074 (85)  rf=r size=8 type=q align=4 words (r115.0)
//.declare P03 (86)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare V0075 (87)  rf=r size=8 type=uq alias=V0074+0 align=4 words (r115.0)
//.declare V0077 (89)  rf=r size=8 type=q align=4 words (r17.0)
//.declare V0080 (92)  rf=r size=128 type=q align=16 words (r111.0)
//.declare V0081 (93)  rf=r size=128 type=uq alias=V0080+0 align=16 words (r111.0)
//.declare V0082 (94)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0083 (95)  rf=r size=64 type=d align=16 words (r109.0)
//.declare V0084 (96)  rf=r size=64 type=ud alias=V0083+0 align=16 words (r109.0)
//.declare  (97)  rf=r size=128 type=ud align=16 words (r20.0)
//.declare P04 (98)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (99)  rf=r size=32 type=ud align=16 words (r108.0)
//.declare  (100)  rf=r size=32 type=ud align=16 words (r24.0)
//.declare  (102)  rf=r size=32 type=ud align=16 words (r107.0)
//.declare V0085 (105)  rf=r size=64 type=d align=16 words (r25.0)
//.declare V0086 (106)  rf=r size=64 type=d align=16 words (r105.0)
//.declare V0087 (107)  rf=r size=64 type=ud alias=V0086+0 align=16 words (r105.0)
//.declare P05 (108)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare V0088 (109)  rf=r size=64 type=ud align=16 words (r27.0)
//.declare V0089 (110)  rf=r size=64 type=f align=16 words (r103.0)
//.declare V0092 (113)  rf=r size=64 type=d align=16 words (r29.0)
//.declare P06 (114)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare V0093 (115)  rf=r size=64 type=ud alias=V0092+0 align=16 words (r29.0)
//.declare V0094 (116)  rf=r size=64 type=f align=16 words (r101.0)
//.declare V0095 (117)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r25.0)
//.declare V0096 (118)  rf=r size=64 type=f align=16 words (r31.0)
//.declare V0097 (119)  rf=r size=32 type=w align=16 words (r100.0)
//.declare V0098 (120)  rf=r size=64 type=d align=16 words (r33.0)
//.declare V0099 (121)  rf=r size=32 type=uw alias=V0097+0 align=16 words (r100.0)
//.declare V0100 (122)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r33.0)
//.declare V0101 (123)  rf=r size=64 type=f align=16 words (r98.0)
//.declare V0102 (124)  rf=r size=64 type=f align=16 words (r35.0)
//.declare V0103 (125)  rf=r size=64 type=f align=16 words (r96.0)
//.declare V0104 (126)  rf=r size=4 type=f align=2 words (r38.0)
//.declare V0105 (127)  rf=r size=64 type=f align=16 words (r94.0)
//.declare V0106 (128)  rf=r size=64 type=f align=16 words (r39.0)
//.declare V0108 (130)  rf=r size=8 type=q alias=V0035+0 align=4 words (r5.2)
//.declare  (134)  rf=r size=96 type=ud align=16 words (r91.0)
//.declare  (135)  rf=r size=96 type=ud align=16 words (r41.0)
//.declare V0112 (136)  rf=r size=4 type=ud align=2 words (r5.0)
//.declare  (137)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (142)  rf=r size=64 type=q align=16 words (r89.0)
//.declare  (143)  rf=r size=64 type=q align=16 words (r44.0)
//.declare  (144)  rf=r size=64 type=q align=16 words (r87.0)
//.declare  (145)  rf=r size=64 type=q align=16 words (r46.0)
//.declare  (146)  rf=r size=64 type=q align=16 words (r85.0)
//.declare  (147)  rf=r size=64 type=q align=16 words (r48.0)
//.declare  (148)  rf=r size=64 type=q align=16 words (r83.0)
//.declare  (149)  rf=r size=64 type=q align=16 words (r50.0)
//.declare  (150)  rf=r size=64 type=q align=16 words (r81.0)
//.declare  (151)  rf=r size=64 type=q align=16 words (r52.0)
//.declare  (154)  rf=r size=64 type=q align=16 words (r79.0)
//.declare  (155)  rf=r size=64 type=q align=16 words (r54.0)
//.declare  (156)  rf=r size=64 type=q align=16 words (r77.0)
//.declare  (157)  rf=r size=64 type=q align=16 words (r56.0)
//.declare  (160)  rf=r size=64 type=q align=16 words (r75.0)
//.declare  (161)  rf=r size=64 type=q align=16 words (r58.0)
//.declare  (162)  rf=r size=64 type=q align=16 words (r73.0)
//.declare  (163)  rf=r size=64 type=q align=16 words (r60.0)
//.declare  (164)  rf=r size=64 type=q align=16 words (r71.0)
//.declare  (165)  rf=r size=64 type=q align=16 words (r62.0)
//.declare  (168)  rf=r size=64 type=d alias=+0 align=16 words (r85.0)
//.declare  (169)  rf=r size=64 type=d alias=+0 align=16 words (r48.0)
//.declare  (170)  rf=r size=64 type=uq alias=+0 align=16 words (r81.0)
//.declare  (171)  rf=r size=64 type=uq alias=+0 align=16 words (r52.0)
//.declare  (172)  rf=r size=64 type=uq alias=+0 align=16 words (r89.0)
//.declare  (173)  rf=r size=64 type=uq alias=+0 align=16 words (r44.0)
//.declare  (174)  rf=r size=64 type=d alias=+0 align=16 words (r89.0)
//.declare  (175)  rf=r size=64 type=d alias=+0 align=16 words (r44.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0040    | :w x 16  |     32 | r1       | general    |
// | V0041    | :w x 16  |     32 | r2       | general    |
// | V0042    | :w x 16  |     32 | r3       | general    |
// | V0038    | :d x 8   |     32 | r4       | general    |
// | V0112    | :ud      |      4 | r5       | general    |
// | V0034    | :uq      |      8 | r5+8     | general    |
// | V0035    | :uq      |      8 | r5+16    | general    |
// | V0039    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B005}
_main:
(W)     and (8|M0)               r24.0<1>:ud   r0.2<0;1,0>:ud    0xF000000:ud                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
        mul (16|M0)              r7.0<1>:d     r6.1<0;1,0>:d     r3.0<16;16,1>:uw                    // $7
        mov (16|M0)              r123.0<1>:d   r1.0<16;16,1>:uw                                      // $11
(W)     mul (1|M0)               r126.0<1>:q   r0.1<0;1,0>:ud    r6.0<0;1,0>:ud                      // $3
(W)     mul (1|M0)               r9.0<1>:d     r6.1<0;1,0>:d     r6.0<0;1,0>:d    {Compacted}        // $14
(W)     mov (1|M0)               r4.0<1>:q     r6.0<0;1,0>:ud                                        // $2
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r2.0<16;16,1>:uw                    // $9
(W)     shl (1|M0)               r5.0<1>:q     r126.0<0;1,0>:q   2:w                                 // $4
(W)     mul (1|M0)               r122.0<1>:d   r9.0<0;1,0>:d     r6.2<0;1,0>:d    {Compacted}        // $15
        mul (16|M0)              r7.0<1>:d     r6.0<0;1,0>:d     r7.0<8;8,1>:d    {Compacted}        // $10
(W)     add (1|M0)               r125.0<1>:q   r5.0<0;1,0>:q     r5.1<0;1,0>:q                       // $5
(W)     mov (1|M0)               r10.0<1>:q    r122.0<0;1,0>:ud                                      // $16
        add (16|M0)              r7.0<1>:d     r7.0<8;8,1>:d     r123.0<8;8,1>:d  {Compacted}        // $12
        cmp (16|M0)   (lt)f0.0   null<1>:d     r7.0<8;8,1>:ud    r6.0<0;1,0>:ud                      // $17
        mov (8|M0)               r89.0<1>:q    r7.0<8;8,1>:ud                                        // $13
        mov (8|M8)               r44.0<1>:q    r8.0<8;8,1>:ud                                        // $13
(f0.0)  if (16|M0)                           _0_013            _0_013                                // $18
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_014:
        mov (8|M0)               r87.0<1>:q    r89.0<4;4,1>:q                                        // $20
        mov (8|M8)               r46.0<1>:q    r44.0<4;4,1>:q                                        // $20
        mov (8|M0)               r85.0<1>:q    r89.0<4;4,1>:q                                        // $21
        mov (8|M8)               r48.0<1>:q    r44.0<4;4,1>:q                                        // $21
// B002: [inDivergent],  Preds:{B004, B001},  Succs:{B003, B005}
_0_015:
        shl (8|M0)               r83.0<1>:q    r87.0<4;4,1>:q    2:w                                 // $23
        shl (8|M8)               r50.0<1>:q    r46.0<4;4,1>:q    2:w                                 // $23
        mov (8|M0)               r116.0<1>:d   r85.0<2;1,0>:d                                        // $27
        mov (8|M8)               r117.0<1>:d   r48.0<2;1,0>:d                                        // $27
        add (8|M0)               r81.0<1>:q    r85.0<4;4,1>:q    r10.0<0;1,0>:q                      // $30
        add (8|M8)               r52.0<1>:q    r48.0<4;4,1>:q    r10.0<0;1,0>:q                      // $30
        add (8|M0)               r118.0<1>:q   r125.0<0;1,0>:q   r83.0<4;4,1>:q                      // $24
        add (8|M8)               r120.0<1>:q   r125.0<0;1,0>:q   r50.0<4;4,1>:q                      // $24
        shl (16|M0)              r13.0<1>:d    r116.0<8;8,1>:d   2:w                                 // $28
        cmp (8|M0)    (lt)f1.0   null<1>:q     r81.0<4;4,1>:uq   r4.0<0;1,0>:uq                      // $31
        cmp (8|M8)    (lt)f1.0   null<1>:q     r52.0<4;4,1>:uq   r4.0<0;1,0>:uq                      // $31
        send (8|M0)              r11:f    r118:f  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $25
        send (8|M8)              r12:f    r120:f  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $26
        mov (16|M0)              r15.0<1>:f    r11.0<8;8,1>:f                   {Compacted}          // $29
        send (16|M0)             null:w   r13:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $29
(~f1.0) break (16|M0)                        _async_copy_k0_2_cf  _async_copy_k0_2_cf                // $32
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_016:
        add (8|M0)               r87.0<1>:q    r87.0<4;4,1>:q    r10.0<0;1,0>:q                      // $34
        add (8|M8)               r46.0<1>:q    r46.0<4;4,1>:q    r10.0<0;1,0>:q                      // $34
        mov (8|M0)               r85.0<1>:q    r81.0<4;4,1>:q                                        // $36
        mov (8|M8)               r48.0<1>:q    r52.0<4;4,1>:q                                        // $36
// B004: [inDivergent],  Preds:{B003},  Succs:{B002}
_async_copy_k0_2_cf:
        while (16|M0)                        _0_015                                                  // $37
// B005: Preds:{B000, B002},  Succs:{B006, B010}
_0_013:
        endif (16|M0)                        L664                                                    // $18
L664:
(W)     shr (1|M0)               r115.0<1>:q   r4.0<0;1,0>:uq    1:w                                 // $39
        cmp (8|M0)    (gt)f1.1   null<1>:q     r115.0<0;1,0>:uq  r89.0<4;4,1>:uq                     // $40
        cmp (8|M8)    (gt)f1.1   null<1>:q     r115.0<0;1,0>:uq  r44.0<4;4,1>:uq                     // $40
(f1.1)  if (16|M0)                           _async_copy_k0_0_cf  _async_copy_k0_0_cf                // $41
// B006: [inDivergent],  Preds:{B005},  Succs:{B007}
_0_018:
(W)     shl (1|M0)               r17.0<1>:q    r10.0<0;1,0>:q    1:w                                 // $43
        shl (8|M0)               r79.0<1>:q    r89.0<4;4,1>:q    1:w                                 // $44
        shl (8|M8)               r54.0<1>:q    r44.0<4;4,1>:q    1:w                                 // $44
// B007: [inDivergent],  Preds:{B009, B006},  Succs:{B008, B010}
_0_019:
        shl (8|M0)               r77.0<1>:q    r79.0<4;4,1>:q    2:w                                 // $46
        shl (8|M8)               r56.0<1>:q    r54.0<4;4,1>:q    2:w                                 // $46
        mov (8|M0)               r109.0<1>:d   r89.0<2;1,0>:d                                        // $50
        mov (8|M8)               r110.0<1>:d   r44.0<2;1,0>:d                                        // $50
        add (8|M0)               r89.0<1>:q    r89.0<4;4,1>:q    r10.0<0;1,0>:q                      // $54
        add (8|M8)               r44.0<1>:q    r44.0<4;4,1>:q    r10.0<0;1,0>:q                      // $54
        add (8|M0)               r111.0<1>:q   r125.0<0;1,0>:q   r77.0<4;4,1>:q                      // $47
        add (8|M8)               r113.0<1>:q   r125.0<0;1,0>:q   r56.0<4;4,1>:q                      // $47
        add (16|M0)              r109.0<1>:d   r6.0<0;1,0>:d     r109.0<8;8,1>:d  {Compacted}        // $51
        cmp (8|M0)    (lt)f0.1   null<1>:q     r89.0<4;4,1>:uq   r115.0<0;1,0>:uq                    // $55
        cmp (8|M8)    (lt)f0.1   null<1>:q     r44.0<4;4,1>:uq   r115.0<0;1,0>:uq                    // $55
        send (8|M0)              r18:f    r111:f  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $48
        send (8|M8)              r19:f    r113:f  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $49
        shl (16|M0)              r20.0<1>:d    r109.0<8;8,1>:d   2:w                                 // $52
        mov (16|M0)              r22.0<1>:f    r18.0<8;8,1>:f                   {Compacted}          // $53
        send (16|M0)             null:w   r20:f   0xC            0x08025EFE           // wr:4+0, rd:0; hdc.dc1; untyped surface write with x // $53
(~f0.1) break (16|M0)                        _async_copy_k0_4_cf  _async_copy_k0_4_cf                // $56
// B008: [inDivergent],  Preds:{B007},  Succs:{B009}
_0_020:
        add (8|M0)               r79.0<1>:q    r79.0<4;4,1>:q    r17.0<0;1,0>:q                      // $58
        add (8|M8)               r54.0<1>:q    r54.0<4;4,1>:q    r17.0<0;1,0>:q                      // $58
// B009: [inDivergent],  Preds:{B008},  Succs:{B007}
_async_copy_k0_4_cf:
        while (16|M0)                        _0_019                                                  // $59
// B010: Preds:{B005, B007},  Succs:{B011}
_async_copy_k0_0_cf:
        endif (16|M0)                        _0_017                                                  // $41
// B011: Preds:{B010},  Succs:{}
_0_017:
(W)     send (8|M0)              r108     r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $61
(W)     mov (8|M0)               null<1>:ud    r108.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $62
(W)     send (1|M0)              null     r24:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $62
(W)     wait                                 n0.0<0;1,0>:ud                                          // $62
(W)     send (1|M0)              null     r24:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $64
(W)     wait                                 n0.0<0;1,0>:ud                                          // $64
(W)     send (8|M0)              r107     r0:f    0xA            0x0219E000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing // $65
(W)     mov (8|M0)               null<1>:ud    r107.0<8;8,1>:ud                 {Compacted}          //  memory fence commit; $66
(W)     send (1|M0)              null     r24:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $66
(W)     wait                                 n0.0<0;1,0>:ud                                          // $66
(W)     send (1|M0)              null     r24:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $68
(W)     wait                                 n0.0<0;1,0>:ud                                          // $68
        shl (16|M0)              r25.0<1>:d    r123.0<8;8,1>:d   2:w                                 // $69
        add (8|M0)               r75.0<1>:q    r1.0<8;8,1>:uw    1:w                                 // $75
        add (8|M8)               r58.0<1>:q    r1.8<8;8,1>:uw    1:w                                 // $75
        cmp (16|M0)   (eq)f0.1   null<1>:w     r1.0<16;16,1>:w   0:w               {Compacted}       // $71
        add (16|M0)              r29.0<1>:d    r123.0<8;8,1>:d   1:w                                 // $76
        add (16|M0)              r105.0<1>:d   r25.0<8;8,1>:d    -4:w                                // $70
        cmp (8|M0)    (eq)f0.0   null<1>:q     r75.0<4;4,1>:q    r4.0<0;1,0>:q                       // $77
        cmp (8|M8)    (eq)f0.0   null<1>:q     r58.0<4;4,1>:q    r4.0<0;1,0>:q                       // $77
        send (16|M0)             r31:w    r25:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $81
        shr (16|M0)              r100.0<1>:w   r1.0<16;16,1>:uw  1:w                                 // $82
(~f0.1) sel (16|M0)              r27.0<1>:ud   r105.0<8;8,1>:ud  0x0:uw                              // $72
(f0.0)  mov (16|M0)              r29.0<1>:d    r123.0<8;8,1>:d                  {Compacted}          // $78
(W)     mov (1|M0)               r38.0<1>:f    0x3E800000:f                                          // $88
        add (16|M0)              r33.0<1>:d    r6.0<0;1,0>:d     r100.0<16;16,1>:uw                  // $84
        send (16|M0)             r103:w   r27:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $73
        shl (16|M0)              r29.0<1>:d    r29.0<8;8,1>:d    2:w                                 // $79
        add (8|M0)               r73.0<1>:q    r126.0<0;1,0>:q   r1.0<8;8,1>:uw                      // $92
        shl (16|M0)              r33.0<1>:d    r33.0<8;8,1>:d    2:w                                 // $85
        add (8|M8)               r60.0<1>:q    r126.0<0;1,0>:q   r1.8<8;8,1>:uw                      // $92
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $97
        send (16|M0)             r101:w   r29:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $80
        shl (8|M0)               r71.0<1>:q    r73.0<4;4,1>:q    2:w                                 // $93
        send (16|M0)             r98:w    r33:f   0xC            0x04205EFE           // wr:2+0, rd:2; hdc.dc1; untyped surface read with x // $86
        shl (8|M8)               r62.0<1>:q    r60.0<4;4,1>:q    2:w                                 // $93
        add (8|M0)               r91.0<1>:q    r71.0<4;4,1>:q    r5.2<0;1,0>:q                       // $94
        add (8|M8)               r41.0<1>:q    r62.0<4;4,1>:q    r5.2<0;1,0>:q                       // $94
        mul (16|M0)              r35.0<1>:f    r31.0<8;8,1>:f    0x3F000000:f                        // $87
        mad (16|M0)              r96.0<1>:f    r35.0<2;1>:f      r38.0<0;0>:f      r103.0<1>:f      {Compacted} // $89 {0=OL, 1=EL, 2=OH, BC=GOOD}
        mad (16|M0)              r94.0<1>:f    r96.0<2;1>:f      r38.0<0;0>:f      r101.0<1>:f      {Compacted} // $90 {0=EH, 1=EL, 2=OH, BC=GOOD}
        add (16|M0)              r39.0<1>:f    r94.0<8;8,1>:f    r98.0<8;8,1>:f   {Compacted}        // $91
        mov (8|M0)               r93.0<1>:f    r39.0<8;8,1>:f                   {Compacted}          // $95
        mov (8|M8)               r43.0<1>:f    r40.0<8;8,1>:f                   {Compacted}          // $96
        send (8|M0)              null     r91:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $95
        send (8|M8)              null     r41:f   0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $96
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $97
// Bank Conflict Statistics: 
// -- GOOD: 2
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
