//.kernel generic_ptr
//.platform SKL
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -nolocalra -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 121
//.RA type	GRAPH_COLORING_RR_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r18.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare hw_tid (4)  rf=r size=4 type=ud align=2 words (r5.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r18.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r18.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0048 (56)  rf=r size=4 type=ud alias=hw_tid+0 align=16 words (r5.2)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r2.4)
//.declare V0051 (59)  rf=r size=32 type=d align=16 words (r42.0)
//.declare V0053 (61)  rf=r size=8 type=q alias=V0042+0 align=4 words (r5.2)
//.declare V0055 (63)  rf=r size=64 type=q align=16 words (r52.0)
//.declare V0056 (64)  rf=r size=64 type=uq alias=V0055+0 align=16 words (r52.0)
//.declare V0057 (65)  rf=r size=16 type=w align=16 words (r3.0)
//.declare V0058 (66)  rf=r size=4 type=d align=2 words (r5.2)
//.declare V0059 (67)  rf=r size=32 type=d align=16 words (r41.0)
//.declare V0060 (68)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0061 (69)  rf=r size=32 type=d align=16 words (r56.0)
//.declare V0062 (70)  rf=r size=8 type=q alias=V0034+0 align=4 words (r5.0)
//.declare V0063 (71)  rf=r size=64 type=q align=16 words (r25.0)
//.declare V0064 (72)  rf=r size=32 type=ud alias=V0061+0 align=16 words (r56.0)
//.declare V0065 (73)  rf=r size=64 type=uq alias=V0063+0 align=16 words (r25.0)
//.declare V0066 (74)  rf=r size=32 type=d align=16 words (r59.0)
//.declare V0067 (75)  rf=r size=16 type=w align=16 words (r2.0)
//.declare V0068 (76)  rf=r size=32 type=d align=16 words (r46.0)
//.declare V0069 (77)  rf=r size=16 type=uw alias=V0067+0 align=16 words (r2.0)
//.declare V0070 (78)  rf=r size=32 type=d align=16 words (r51.0)
//.declare V0071 (79)  rf=r size=32 type=ud alias=V0070+0 align=16 words (r51.0)
//.declare P01 (80)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V0072 (81)  rf=r size=16 type=uw alias=V0057+0 align=16 words (r3.0)
//.declare V0073 (82)  rf=r size=32 type=d align=16 words (r58.0)
//.declare V0074 (83)  rf=r size=32 type=ud alias=V0073+0 align=16 words (r58.0)
//.declare V0075 (84)  rf=r size=32 type=d align=16 words (r17.0)
//.declare  (85)  rf=r size=32 type=ud align=16 words (r16.0)
//.declare V0077 (87)  rf=r size=96 type=d align=16 words (r21.0)
//.declare V0079 (89)  rf=r size=64 type=uq align=16 words (r48.0)
//.declare P02 (91)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0082 (93)  rf=r size=64 type=uq align=16 words (r29.0)
//.declare V0083 (94)  rf=r size=32 type=d align=16 words (r62.0)
//.declare V0084 (95)  rf=r size=64 type=uq align=16 words (r19.0)
//.declare V0085 (96)  rf=r size=32 type=d align=16 words (r45.0)
//.declare V0087 (98)  rf=r size=32 type=d align=16 words (r47.0)
//.declare V0091 (102)  rf=r size=32 type=d align=16 words (r60.0)
//.declare V0092 (103)  rf=r size=64 type=q alias=V0082+0 align=16 words (r29.0)
//.declare V0094 (105)  rf=r size=64 type=d alias=V0082+0 align=16 words (r29.0)
//.declare V0096 (107)  rf=r size=32 type=d align=16 words (r50.0)
//.declare V0098 (109)  rf=r size=64 type=q align=16 words (r27.0)
//.declare P03 (110)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0099 (111)  rf=r size=32 type=d align=16 words (r44.0)
//.declare P04 (112)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0101 (114)  rf=r size=64 type=q align=16 words (r14.0)
//.declare P05 (115)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0102 (116)  rf=r size=32 type=d align=16 words (r43.0)
//.declare P06 (117)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare P07 (119)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare P08 (120)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare P09 (121)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare P10 (122)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0104 (123)  rf=r size=32 type=d align=16 words (r24.0)
//.declare V0105 (124)  rf=r size=16 type=b align=16 words (r2.0)
//.declare V0107 (126)  rf=r size=16 type=ub alias=V0105+0 align=16 words (r2.0)
//.declare V0108 (127)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0109 (128)  rf=r size=64 type=q alias=V0084+0 align=16 words (r19.0)
//.declare V0111 (130)  rf=r size=64 type=d alias=V0084+0 align=16 words (r19.0)
//.declare V0113 (132)  rf=r size=32 type=d align=16 words (r13.0)
//.declare P11 (133)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0114 (134)  rf=r size=64 type=uq align=16 words (r11.0)
//.declare V0115 (135)  rf=r size=32 type=d align=16 words (r57.0)
//.declare V0116 (136)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0117 (137)  rf=r size=64 type=q align=16 words (r31.0)
//.declare V0118 (138)  rf=r size=64 type=q align=16 words (r39.0)
//.declare V0119 (139)  rf=r size=64 type=uq alias=V0118+0 align=16 words (r39.0)
//.declare V0121 (141)  rf=r size=64 type=d alias=V0118+0 align=16 words (r39.0)
//.declare V0123 (143)  rf=r size=32 type=d align=16 words (r9.0)
//.declare P12 (144)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0124 (145)  rf=r size=64 type=uq align=16 words (r7.0)
//.declare V0125 (146)  rf=r size=32 type=d align=16 words (r55.0)
//.declare V0126 (147)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0127 (148)  rf=r size=64 type=q align=16 words (r35.0)
//.declare V0128 (149)  rf=r size=32 type=d align=16 words (r61.0)
//.declare V0129 (150)  rf=r size=64 type=q align=16 words (r37.0)
//.declare V0130 (151)  rf=r size=64 type=uq alias=V0129+0 align=16 words (r37.0)
//.declare V0132 (153)  rf=r size=64 type=d alias=V0129+0 align=16 words (r37.0)
//.declare V0134 (155)  rf=r size=32 type=d align=16 words (r5.0)
//.declare P13 (156)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0135 (157)  rf=r size=64 type=uq align=16 words (r3.0)
//.declare V0136 (158)  rf=r size=32 type=d align=16 words (r54.0)
//.declare V0137 (159)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare V0138 (160)  rf=r size=64 type=q align=16 words (r33.0)
//.declare  (162)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (163)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r27.0)
//.declare  (164)  rf=r size=16 type=uw align=16 words (r3.0)
//.declare  (165)  rf=r size=16 type=uw align=16 words (r2.0)
//.declare  (166)  rf=r size=16 type=w align=16 words (r2.0)
//.declare  (167)  rf=r size=8 type=uq align=4 words (r2.0)
//.declare  (168)  rf=r size=2 type=w align=1 words (r2.8)
//.declare  (170)  rf=r size=2 type=uw align=1 words (r2.0)
//.declare  (173)  rf=r size=2 type=w align=1 words (r2.0)
//.declare  (174)  rf=r size=64 type=ud alias=V0117+0 align=16 words (r31.0)
//.declare  (175)  rf=r size=64 type=ud alias=V0127+0 align=16 words (r35.0)
//.declare  (176)  rf=r size=64 type=ud alias=V0138+0 align=16 words (r33.0)
//.declare  (177)  rf=r size=8 type=ud align=4 words (r14.0)
//.declare  (178)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (179)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (180)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (181)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (185)  rf=r size=4 type=ud align=16 words
//.declare  (186)  rf=r size=4 type=ud align=16 words
//.declare  (187)  rf=r size=4 type=ud align=16 words
//.declare  (188)  rf=r size=4 type=ud align=16 words

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0037    | :d x 8   |     32 | r4       | general    |
// | V0034    | :uq      |      8 | r5       | general    |
// | V0108    | :uq      |      8 | r5+8     | general    |
// | V0042    | :uq      |      8 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r18.0<1>:ud   r0.0<1;1,0>:ud                                        // 
(W)     and (1|M0)               r5.2<1>:ud    r0.5<0;1,0>:ud    0x1FF:ud                            // 
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r2.4<1>:d     r5.2<0;1,0>:d     96:w                                // $4
(W)     mul (1|M0)               r5.2<1>:d     r6.0<0;1,0>:d     r18.1<0;1,0>:d                      // $11
        mov (8|M0)               r2.0<1>:w     0x76543210:v                                          // $6
        and (8|M0)               r3.0<1>:w     r1.0<8;8,1>:w     255:w                               // $10
        add (8|M0)               r41.0<1>:d    r5.2<0;1,0>:d     r1.0<8;8,1>:uw                      // $13
        mul (8|M0)               r42.0<1>:d    r2.0<8;8,1>:w     12:w                                // $6
        shl (8|M0)               r2.0<1>:w     r3.0<8;8,1>:w     2:w                                 // $20
        cmp (8|M0)    (lt)f1.1   null<1>:uw    r3.0<8;8,1>:uw    0x2:uw                              // $24
        add (8|M0)               r41.0<1>:d    r41.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}        // $14
        add (8|M0)               r42.0<1>:d    r2.4<0;1,0>:d     r42.0<8;8,1>:d   {Compacted}        // $7
        mov (8|M0)               r46.0<1>:d    r2.0<8;8,1>:uw                                        // $21
        shl (8|M0)               r56.0<1>:d    r41.0<8;8,1>:d    2:w                                 // $15
        add (8|M0)               r52.0<1>:q    r5.2<0;1,0>:q     r42.0<8;8,1>:d                      // $9
        or (8|M0)                r51.0<1>:d    r46.0<8;8,1>:d    268435456:d                         // $22
        send (8|M0)              r59:d    r56     0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $19
        mov (8|M0)               r25.0<1>:q    r56.0<8;8,1>:ud                                       // $16
        add (8|M0)               r25.0<1>:q    r5.0<0;1,0>:q     r25.0<4;4,1>:q                      // $17
        sends (8|M0)             null:ud  r51     r59     0x4C            0x02026EFE           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x // $23
(f1.1)  if (8|M0)                            _0_004            _0_004                                // $25
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_005:
        or (8|M0)                r58.0<1>:d    r46.0<8;8,1>:d    268436480:d                         // $27
        mov (8|M0)               r17.0<1>:d    0:w                                                   // $28
        sends (8|M0)             null:ud  r58     r17     0x4C            0x02026EFE           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x // $29
// B002: [CALL],  Preds:{B001, B000},  Succs:{B007}
_0_004:
        endif (8|M0)                         L400                                                    // $25
L400:
(W)     and (8|M0)               r16.0<1>:ud   r18.2<0;1,0>:ud   0x8F000000:ud                       // $32
(W)     mov (1|M0)               n0.0<1>:ud    0x0:ud                              {Switch}          // $32
(W)     send (1|M0)              null     r16     0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $32
(W)     wait                                 n0.0<0;1,0>:ud                                          // $32
(W)     mov (1|M0)               r2.0<1>:uq    0x4000000000000000:uq                                 // $39
        mov (8|M0)               r21.0<1>:d    r3.0<8;8,1>:uw                                        // $33
        mov (8|M0)               r22.0<1>:d    2:w                                                   // $34
        mov (8|M0)               r23.0<1>:d    3:w                                                   // $35
        and (8|M0)    (eq)f1.0   null<1>:w     r1.0<8;8,1>:w     1:w                                 // $41
        mov (8|M0)               r19.0<1>:uq   r25.0<4;4,1>:uq                                       // $44
        or (8|M0)                r48.0<1>:uq   r51.0<8;8,1>:ud   r2.0<0;1,0>:uq                      // $39
        sends (8|M0)             null:ud  r52     r21     0xCC            0x040668FF           // wr:2+3, rd:0; hdc.dc1; a64 untyped surface write with xyz // $37
(f1.0)  sel (8|M0)               r29.0<1>:uq   r25.0<4;4,1>:uq   r48.0<4;4,1>:uq                     // $43
        call (8|M0)              r14.0:ud      sum3                                                  // $45
// B003: [CALL,RETURN],  Preds:{B017},  Succs:{B007}
L624:
(W)     mov (1|M0)               null<1>:ud    r18.0<0;1,0>:ud                  {Switch}             // 
// _generic_ptr_k0_0_:
        mov (8|M0)               r62.0<1>:d    r45.0<8;8,1>:d                   {Compacted}          // $46
        mov (8|M0)               r19.0<1>:uq   r48.0<4;4,1>:uq                                       // $47
        call (8|M0)              r14.0:ud      sum3                                                  // $48
// B004: [CALL,RETURN],  Preds:{B017},  Succs:{B007}
L680:
(W)     mov (1|M0)               null<1>:ud    r18.0<0;1,0>:ud                  {Switch}             // 
// _generic_ptr_k0_1_:
        add (8|M0)               r47.0<1>:d    r62.0<8;8,1>:d    r45.0<8;8,1>:d   {Compacted}        // $50
        mov (8|M0)               r19.0<1>:uq   r52.0<4;4,1>:uq                                       // $51
        call (8|M0)              r14.0:ud      sum3                                                  // $53
// B005: [CALL,RETURN],  Preds:{B017},  Succs:{B007}
L736:
(W)     mov (1|M0)               null<1>:ud    r18.0<0;1,0>:ud                  {Switch}             // 
// _generic_ptr_k0_2_:
        add (8|M0)               r47.0<1>:d    r47.0<8;8,1>:d    r45.0<8;8,1>:d   {Compacted}        // $55
        mov (8|M0)               r19.0<1>:uq   r29.0<4;4,1>:uq                                       // $56
        call (8|M0)              r14.0:ud      sum3                                                  // $57
// B006: [RETURN],  Preds:{B017},  Succs:{}
L792:
(W)     mov (1|M0)               null<1>:ud    r18.0<0;1,0>:ud                  {Switch}             // 
// _generic_ptr_k0_3_:
        shl (8|M0)               r27.0<1>:q    r29.0<4;4,1>:uq   4:w                                 // $62
        and (8|M0)               r50.0<1>:d    r29.1<2;1,0>:d    -536870912:d                        // $61
        shl (8|M0)               r14.0<1>:q    r29.0<4;4,1>:uq   4:w                                 // $69
(W)     mov (1|M0)               r2.8<1>:w     1:w                                                   // $66
        add (8|M0)               r60.0<1>:d    r47.0<8;8,1>:d    r45.0<8;8,1>:d   {Compacted}        // $59
(W)     mov (1|M0)               r2.0<1>:uw    0x1:uw                                                // $79
(W)     mov (8|M0)               r112.0<1>:ud  r18.0<8;8,1>:ud                  {Compacted}          // $89
        asr (8|M0)               r27.0<1>:q    r27.0<4;4,1>:q    4:w                                 // $63
        cmp (8|M0)    (ne)f0.1   null<1>:d     r50.0<8;8,1>:d    1073741824:d                        // $67
        asr (8|M0)    (eq)f0.0   null<1>:q     r14.0<4;4,1>:q    4:w                                 // $70
        cmp (8|M0)    (ne)f1.1   null<1>:d     r50.0<8;8,1>:d    536870912:d                         // $74
        cmp (8|M0)    (eq)f1.0   null<1>:ud    r27.0<2;1,0>:ud   0x0:uw                              // $65
(f0.0)  sel (8|M0)               r43.0<1>:d    r2.8<0;1,0>:w     0:w                                 // $73
(f1.1)  mov (8|M0)               r43.0<1>:d    1:w                                                   // $75
(f1.0)  sel (8|M0)               r44.0<1>:d    r2.8<0;1,0>:w     0:w                                 // $66
(f0.1)  mov (8|M0)               r44.0<1>:d    1:w                                                   // $68
        cmp (8|M0)    (ne)f1.1   null<1>:d     r43.0<8;8,1>:d    0:w                                 // $78
        cmp (8|M0)    (ne)f0.1   null<1>:d     r44.0<8;8,1>:d    0:w                                 // $77
(f0.1)  sel (8|M0)               r3.0<1>:uw    r2.0<0;1,0>:uw    0x0:uw                              // $79
(f1.1)  sel (8|M0)               r2.0<1>:uw    r2.0<0;1,0>:uw    0x0:uw                              // $79
        and (8|M0)    (ne)f0.0   null<1>:uw    r3.0<8;8,1>:uw    r2.0<8;8,1>:uw   {Compacted}        // $79
(W)     mov (1|M0)               r2.0<1>:w     0:w                                                   // $84
(f0.0)  cmp (8|M0)    (ne)f0.0   null<1>:uq    r29.0<4;4,1>:uq   0x0:uw                              // $80
(f0.1)  sel (8|M0)               r2.0<2>:b     r2.0<0;1,0>:w     2:w                                 // $84
(f0.0)  sel (8|M0)               r24.0<1>:d    r2.8<0;1,0>:w     0:w                                 // $82
        add (8|M0)               r24.0<1>:d    r60.0<8;8,1>:d    r24.0<8;8,1>:d   {Compacted}        // $83
        add (8|M0)               r24.0<1>:d    r24.0<8;8,1>:d    r2.0<2;1,0>:ub                      // $86
        sends (8|M0)             null:ud  r56     r24     0x4C            0x02026E01           // wr:1+1, rd:0; hdc.dc1; untyped surface write with x // $88
(W)     send (8|M0)              null     r112    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $89
// B007: [INIT],  Preds:{B005, B004, B003, B002},  Succs:{B008, B009}
sum3:
(W)     mov (1|M0)               null<1>:ud    r18.0<0;1,0>:ud                  {Switch}             // $92
        and (8|M0)               r13.0<1>:d    r19.1<2;1,0>:d    -536870912:d                        // $92
        cmp (8|M0)    (eq)f1.0   null<1>:d     r13.0<8;8,1>:d    1073741824:d                        // $93
(~f1.0) if (8|M0)                            _1_010            _1_012                                // $94
// B008: [inDivergent],  Preds:{B007},  Succs:{B010}
_1_011:
        mov (8|M0)               r11.0<1>:uq   r19.0<4;4,1>:uq                                       // $96
        send (8|M0)              r57:d    r11:uq  0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $97
        else (8|M0)                          _1_012            _1_012                                // $94
// B009: [inDivergent],  Preds:{B007},  Succs:{B010}
_1_010:
        shl (8|M0)               r31.0<1>:q    r19.0<4;4,1>:uq   4:w                                 // $100
        asr (8|M0)               r31.0<1>:q    r31.0<4;4,1>:q    4:w                                 // $101
        mov (8|M0)               r10.0<1>:ud   r31.0<2;1,0>:ud                                       // $102
        send (8|M0)              r57:d    r10     0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $103
// B010: Preds:{B009, B008},  Succs:{B011, B012}
_1_012:
        endif (8|M0)                         L1432                                                   // $94
L1432:
        add (8|M0)               r39.0<1>:q    r19.0<4;4,1>:q    4:w                                 // $105
        and (8|M0)               r9.0<1>:d     r39.1<2;1,0>:d    -536870912:d                        // $107
        cmp (8|M0)    (eq)f0.1   null<1>:d     r9.0<8;8,1>:d     1073741824:d                        // $108
(~f0.1) if (8|M0)                            _1_013            _1_015                                // $109
// B011: [inDivergent],  Preds:{B010},  Succs:{B013}
_1_014:
        mov (8|M0)               r7.0<1>:uq    r39.0<4;4,1>:uq                                       // $111
        send (8|M0)              r55:d    r7:uq   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $112
        else (8|M0)                          _1_015            _1_015                                // $109
// B012: [inDivergent],  Preds:{B010},  Succs:{B013}
_1_013:
        shl (8|M0)               r35.0<1>:q    r39.0<4;4,1>:uq   4:w                                 // $115
        asr (8|M0)               r35.0<1>:q    r35.0<4;4,1>:q    4:w                                 // $116
        mov (8|M0)               r6.0<1>:ud    r35.0<2;1,0>:ud                                       // $117
        send (8|M0)              r55:d    r6      0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $118
// B013: Preds:{B012, B011},  Succs:{B014, B015}
_1_015:
        endif (8|M0)                         L1624                                                   // $109
L1624:
        add (8|M0)               r37.0<1>:q    r19.0<4;4,1>:q    8:w                                 // $121
        add (8|M0)               r61.0<1>:d    r57.0<8;8,1>:d    r55.0<8;8,1>:d   {Compacted}        // $120
        and (8|M0)               r5.0<1>:d     r37.1<2;1,0>:d    -536870912:d                        // $123
        cmp (8|M0)    (eq)f0.0   null<1>:d     r5.0<8;8,1>:d     1073741824:d                        // $124
(~f0.0) if (8|M0)                            _1_016            _generic_ptr_k0_7_cf                  // $125
// B014: [inDivergent],  Preds:{B013},  Succs:{B016}
_1_017:
        mov (8|M0)               r3.0<1>:uq    r37.0<4;4,1>:uq                                       // $127
        send (8|M0)              r54:d    r3:uq   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $128
        else (8|M0)                          _generic_ptr_k0_7_cf  _generic_ptr_k0_7_cf              // $125
// B015: [inDivergent],  Preds:{B013},  Succs:{B016}
_1_016:
        shl (8|M0)               r33.0<1>:q    r37.0<4;4,1>:uq   4:w                                 // $131
        asr (8|M0)               r33.0<1>:q    r33.0<4;4,1>:q    4:w                                 // $132
        mov (8|M0)               r2.0<1>:ud    r33.0<2;1,0>:ud                                       // $133
        send (8|M0)              r54:d    r2      0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $134
// B016: Preds:{B015, B014},  Succs:{B017}
_generic_ptr_k0_7_cf:
        endif (8|M0)                         _1_018                                                  // $125
// B017: [EXIT],  Preds:{B016},  Succs:{B003, B004, B005, B006}
_1_018:
        add (8|M0)               r45.0<1>:d    r61.0<8;8,1>:d    r54.0<8;8,1>:d   {Compacted}        // $136
        ret (8|M0)                           r14.0:ud                                                // $138
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
