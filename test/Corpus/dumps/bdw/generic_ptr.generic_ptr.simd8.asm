//.kernel generic_ptr
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -nolocalra -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 169
//.RA type	GRAPH_COLORING_RR_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0046 (54)  rf=r size=4 type=ud alias=hw_tid+0 align=16 words (r5.2)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r2.4)
//.declare V0049 (57)  rf=r size=32 type=d align=16 words (r66.0)
//.declare V0051 (59)  rf=r size=8 type=q alias=V0042+0 align=4 words (r5.2)
//.declare V0053 (61)  rf=r size=64 type=q align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=uq alias=V0053+0 align=16 words (r2.0)
//.declare V0055 (63)  rf=r size=16 type=w align=16 words (r7.0)
//.declare V0056 (64)  rf=r size=4 type=d align=2 words (r5.2)
//.declare V0057 (65)  rf=r size=32 type=d align=16 words (r65.0)
//.declare V0058 (66)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0059 (67)  rf=r size=32 type=d align=16 words (r83.0)
//.declare V0060 (68)  rf=r size=8 type=q alias=V0034+0 align=4 words (r5.0)
//.declare V0061 (69)  rf=r size=64 type=q align=16 words (r30.0)
//.declare V0062 (70)  rf=r size=32 type=ud alias=V0059+0 align=16 words (r83.0)
//.declare V0063 (71)  rf=r size=64 type=uq alias=V0061+0 align=16 words (r30.0)
//.declare V0064 (72)  rf=r size=32 type=d align=16 words (r84.0)
//.declare V0065 (73)  rf=r size=16 type=w align=16 words (r4.0)
//.declare V0066 (74)  rf=r size=32 type=d align=16 words (r77.0)
//.declare V0067 (75)  rf=r size=16 type=uw alias=V0065+0 align=16 words (r4.0)
//.declare V0068 (76)  rf=r size=32 type=d align=16 words (r82.0)
//.declare V0069 (77)  rf=r size=32 type=ud alias=V0068+0 align=16 words (r82.0)
//.declare  (78)  rf=r size=64 type=ud align=16 words (r70.0)
//.declare P01 (79)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V0070 (80)  rf=r size=16 type=uw alias=V0055+0 align=16 words (r7.0)
//.declare  (84)  rf=r size=64 type=ud align=16 words (r67.0)
//.declare  (85)  rf=r size=32 type=ud align=16 words (r86.0)
//.declare  (88)  rf=r size=160 type=ud align=16 words (r23.0)
//.declare V0077 (90)  rf=r size=64 type=uq align=16 words (r79.0)
//.declare P02 (92)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0080 (94)  rf=r size=64 type=uq align=16 words (r36.0)
//.declare V0081 (95)  rf=r size=32 type=d align=16 words (r88.0)
//.declare V0082 (96)  rf=r size=64 type=uq align=16 words (r4.0)
//.declare V0083 (97)  rf=r size=32 type=d align=16 words (r75.0)
//.declare V0085 (99)  rf=r size=32 type=d align=16 words (r81.0)
//.declare V0090 (104)  rf=r size=32 type=d align=16 words (r85.0)
//.declare V0091 (105)  rf=r size=64 type=q alias=V0080+0 align=16 words (r36.0)
//.declare V0093 (107)  rf=r size=64 type=d alias=V0080+0 align=16 words (r36.0)
//.declare V0095 (109)  rf=r size=32 type=d align=16 words (r78.0)
//.declare V0097 (111)  rf=r size=64 type=q align=16 words (r28.0)
//.declare P03 (112)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0098 (113)  rf=r size=32 type=d align=16 words (r72.0)
//.declare P04 (114)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0100 (116)  rf=r size=64 type=q align=16 words (r21.0)
//.declare P05 (117)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0101 (118)  rf=r size=32 type=d align=16 words (r69.0)
//.declare P06 (119)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare P07 (121)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare P08 (122)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare P09 (123)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare P10 (124)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0103 (125)  rf=r size=32 type=d align=16 words (r64.0)
//.declare V0104 (126)  rf=r size=16 type=b align=16 words (r1.0)
//.declare V0106 (128)  rf=r size=16 type=ub alias=V0104+0 align=16 words (r1.0)
//.declare  (129)  rf=r size=64 type=ud align=16 words (r38.0)
//.declare V0107 (130)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0108 (131)  rf=r size=64 type=q alias=V0082+0 align=16 words (r4.0)
//.declare V0109 (132)  rf=r size=64 type=q align=16 words (r58.0)
//.declare V0110 (133)  rf=r size=64 type=q align=16 words (r44.0)
//.declare P11 (134)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare P12 (135)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0111 (136)  rf=r size=32 type=ud align=16 words (r20.0)
//.declare V0112 (137)  rf=r size=64 type=q align=16 words (r42.0)
//.declare V0113 (138)  rf=r size=32 type=d align=16 words (r76.0)
//.declare P13 (139)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare V0114 (140)  rf=r size=64 type=uq align=16 words (r18.0)
//.declare V0115 (141)  rf=r size=64 type=q align=16 words (r40.0)
//.declare V0116 (142)  rf=r size=64 type=uq align=16 words (r16.0)
//.declare V0117 (143)  rf=r size=64 type=q align=16 words (r34.0)
//.declare V0118 (144)  rf=r size=64 type=uq alias=V0117+0 align=16 words (r34.0)
//.declare V0119 (145)  rf=r size=64 type=q align=16 words (r62.0)
//.declare V0120 (146)  rf=r size=64 type=q align=16 words (r56.0)
//.declare P14 (147)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare P15 (148)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0121 (149)  rf=r size=32 type=ud align=16 words (r15.0)
//.declare V0122 (150)  rf=r size=64 type=q align=16 words (r54.0)
//.declare V0123 (151)  rf=r size=32 type=d align=16 words (r74.0)
//.declare P16 (152)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0124 (153)  rf=r size=64 type=uq align=16 words (r13.0)
//.declare V0125 (154)  rf=r size=64 type=q align=16 words (r48.0)
//.declare V0126 (155)  rf=r size=64 type=uq align=16 words (r11.0)
//.declare V0127 (156)  rf=r size=32 type=d align=16 words (r87.0)
//.declare V0128 (157)  rf=r size=64 type=q align=16 words (r32.0)
//.declare V0129 (158)  rf=r size=64 type=uq alias=V0128+0 align=16 words (r32.0)
//.declare V0130 (159)  rf=r size=64 type=q align=16 words (r60.0)
//.declare V0131 (160)  rf=r size=64 type=q align=16 words (r52.0)
//.declare P17 (161)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare P18 (162)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V0132 (163)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0133 (164)  rf=r size=64 type=q align=16 words (r50.0)
//.declare V0134 (165)  rf=r size=32 type=d align=16 words (r73.0)
//.declare P19 (166)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0135 (167)  rf=r size=64 type=uq align=16 words (r8.0)
//.declare V0136 (168)  rf=r size=64 type=q align=16 words (r46.0)
//.declare V0137 (169)  rf=r size=64 type=uq align=16 words (r6.0)
//.declare  (171)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (172)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (173)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (174)  rf=f16  size=2 type=uw align=1 words (f1.1)
//.declare  (175)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (176)  rf=f16  size=2 type=uw align=1 words (f0.1)
//.declare  (177)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (178)  rf=r size=64 type=ud alias=V0097+0 align=16 words (r28.0)
//.declare  (179)  rf=r size=16 type=uw align=16 words (r2.0)
//.declare  (180)  rf=r size=16 type=uw align=16 words (r1.0)
//.declare  (181)  rf=r size=16 type=w align=16 words (r2.0)
//.declare  (182)  rf=r size=8 type=uq align=4 words (r4.0)
//.declare  (183)  rf=r size=8 type=uq align=4 words (r1.0)
//.declare  (184)  rf=r size=2 type=w align=1 words (r1.8)
//.declare  (186)  rf=r size=2 type=uw align=1 words (r1.0)
//.declare  (189)  rf=r size=2 type=w align=1 words (r1.0)
//.declare  (190)  rf=r size=64 type=ud alias=V0112+0 align=16 words (r42.0)
//.declare  (191)  rf=r size=64 type=ud alias=V0122+0 align=16 words (r54.0)
//.declare  (192)  rf=r size=64 type=ud alias=V0133+0 align=16 words (r50.0)
//.declare  (193)  rf=r size=8 type=ud align=4 words (r1.0)
//.declare  (194)  rf=r size=4 type=ud align=2 words (r0.0)
//.declare  (195)  rf=r size=4 type=ud align=2 words (r0.0)
//.declare  (196)  rf=r size=4 type=ud align=2 words (r0.0)
//.declare  (197)  rf=r size=4 type=ud align=2 words (r0.0)
//.declare  (208)  rf=r size=4 type=ud align=16 words
//.declare  (209)  rf=r size=4 type=ud align=16 words
//.declare  (210)  rf=r size=4 type=ud align=16 words
//.declare  (211)  rf=r size=4 type=ud align=16 words

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0037    | :d x 8   |     32 | r4       | general    |
// | V0034    | :uq      |      8 | r5       | general    |
// | V0107    | :uq      |      8 | r5+8     | general    |
// | V0042    | :uq      |      8 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     and (8|M0)               r86.0<1>:ud   r0.2<0;1,0>:ud    0xF000000:ud                        // 
(W)     and (1|M0)               r5.2<1>:ud    r0.5<0;1,0>:ud    0x1FF:ud                            // 
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r2.4<1>:d     r5.2<0;1,0>:d     96:w                                // $4
(W)     mul (1|M0)               r5.2<1>:d     r6.0<0;1,0>:d     r0.1<0;1,0>:d                       // $11
        and (8|M0)               r7.0<1>:w     r1.0<8;8,1>:w     255:w                               // $10
        mov (8|M0)               r2.0<1>:w     0x76543210:v                                          // $6
        add (8|M0)               r65.0<1>:d    r5.2<0;1,0>:d     r1.0<8;8,1>:uw                      // $13
        cmp (8|M0)    (lt)f1.1   null<1>:uw    r7.0<8;8,1>:uw    0x2:uw                              // $24
        mul (8|M0)               r66.0<1>:d    r2.0<8;8,1>:w     12:w                                // $6
        add (8|M0)               r65.0<1>:d    r65.0<8;8,1>:d    r4.0<0;1,0>:d    {Compacted}        // $14
        shl (8|M0)               r4.0<1>:w     r7.0<8;8,1>:w     2:w                                 // $20
        add (8|M0)               r66.0<1>:d    r2.4<0;1,0>:d     r66.0<8;8,1>:d   {Compacted}        // $7
        shl (8|M0)               r83.0<1>:d    r65.0<8;8,1>:d    2:w                                 // $15
        mov (8|M0)               r77.0<1>:d    r4.0<8;8,1>:uw                                        // $21
        add (8|M0)               r2.0<1>:q     r5.2<0;1,0>:q     r66.0<8;8,1>:d                      // $9
        send (8|M0)              r84:d    r83:f   0xC            0x02106E00           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $19
        or (8|M0)                r82.0<1>:d    r77.0<8;8,1>:d    268435456:d                         // $22
        mov (8|M0)               r30.0<1>:q    r83.0<8;8,1>:ud                                       // $16
        mov (8|M0)               r70.0<1>:ud   r82.0<8;8,1>:ud                  {Compacted}          // $23
        add (8|M0)               r30.0<1>:q    r5.0<0;1,0>:q     r30.0<4;4,1>:q                      // $17
        mov (8|M0)               r71.0<1>:d    r84.0<8;8,1>:d                   {Compacted}          // $23
        send (8|M0)              null     r70:f   0xC            0x04026EFE           // wr:2+0, rd:0; hdc.dc1; untyped surface write with x // $23
(f1.1)  if (8|M0)                            _0_004            _0_004                                // $25
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_005:
        or (8|M0)                r67.0<1>:d    r77.0<8;8,1>:d    268436480:d                         // $27
        mov (8|M0)               r68.0<1>:d    0:w                                                   // $28
        send (8|M0)              null     r67:f   0xC            0x04026EFE           // wr:2+0, rd:0; hdc.dc1; untyped surface write with x // $29
// B002: [CALL],  Preds:{B001, B000},  Succs:{B007}
_0_004:
        endif (8|M0)                         L416                                                    // $25
L416:
(W)     send (1|M0)              null     r86:f   0x3            0x02000004           // wr:1+0, rd:0; gateway; signal barrier // $32
(W)     wait                                 n0.0<0;1,0>:ud                                          // $32
(W)     mov (1|M0)               r4.0<1>:uq    0x4000000000000000:uq                                 // $39
        mov (8|M0)               r25.0<1>:d    r7.0<8;8,1>:uw                                        // $33
        mov (8|M0)               r26.0<1>:d    2:w                                                   // $34
        mov (8|M0)               r27.0<1>:d    3:w                                                   // $35
        mov (8|M0)               r23.0<1>:uq   r2.0<4;4,1>:uq                                        // $37
        and (8|M0)    (eq)f1.0   null<1>:w     r1.0<8;8,1>:w     1:w                                 // $41
        or (8|M0)                r79.0<1>:uq   r82.0<8;8,1>:ud   r4.0<0;1,0>:uq                      // $39
        mov (8|M0)               r4.0<1>:uq    r30.0<4;4,1>:uq                                       // $44
        send (8|M0)              null     r23:f   0xC            0x0A0668FF           // wr:5+0, rd:0; hdc.dc1; a64 untyped surface write with xyz // $37
(f1.0)  sel (8|M0)               r36.0<1>:uq   r30.0<4;4,1>:uq   r79.0<4;4,1>:uq                     // $43
        call (8|M0)              r1.0:ud       sum3                                                  // $45
// B003: [CALL,RETURN],  Preds:{B026},  Succs:{B007}
L624:
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Switch}             // 
// _generic_ptr_k0_0_:
        mov (8|M0)               r88.0<1>:d    r75.0<8;8,1>:d                   {Compacted}          // $46
        mov (8|M0)               r4.0<1>:uq    r79.0<4;4,1>:uq                                       // $47
        call (8|M0)              r1.0:ud       sum3                                                  // $48
// B004: [CALL,RETURN],  Preds:{B026},  Succs:{B007}
L680:
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Switch}             // 
// _generic_ptr_k0_1_:
(W)     mov (1|M0)               r1.0<1>:uq    0x2000000000000000:uq                                 // $51
        add (8|M0)               r81.0<1>:d    r88.0<8;8,1>:d    r75.0<8;8,1>:d   {Compacted}        // $50
        or (8|M0)                r4.0<1>:uq    r2.0<4;4,1>:uq    r1.0<0;1,0>:uq                      // $51
        call (8|M0)              r1.0:ud       sum3                                                  // $54
// B005: [CALL,RETURN],  Preds:{B026},  Succs:{B007}
L752:
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Switch}             // 
// _generic_ptr_k0_2_:
        add (8|M0)               r81.0<1>:d    r81.0<8;8,1>:d    r75.0<8;8,1>:d   {Compacted}        // $56
        mov (8|M0)               r4.0<1>:uq    r36.0<4;4,1>:uq                                       // $57
        call (8|M0)              r1.0:ud       sum3                                                  // $58
// B006: [RETURN],  Preds:{B026},  Succs:{}
L808:
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Switch}             // 
// _generic_ptr_k0_3_:
        shl (8|M0)               r28.0<1>:q    r36.0<4;4,1>:uq   4:w                                 // $63
        and (8|M0)               r78.0<1>:d    r36.1<2;1,0>:d    -536870912:d                        // $62
        shl (8|M0)               r21.0<1>:q    r36.0<4;4,1>:uq   4:w                                 // $70
(W)     mov (1|M0)               r1.8<1>:w     1:w                                                   // $67
        add (8|M0)               r85.0<1>:d    r81.0<8;8,1>:d    r75.0<8;8,1>:d   {Compacted}        // $60
(W)     mov (1|M0)               r1.0<1>:uw    0x1:uw                                                // $80
        mov (8|M0)               r38.0<1>:ud   r83.0<8;8,1>:ud                  {Compacted}          // $89
        asr (8|M0)               r28.0<1>:q    r28.0<4;4,1>:q    4:w                                 // $64
        cmp (8|M0)    (ne)f0.1   null<1>:d     r78.0<8;8,1>:d    1073741824:d                        // $68
        asr (8|M0)    (eq)f0.0   null<1>:q     r21.0<4;4,1>:q    4:w                                 // $71
        cmp (8|M0)    (ne)f1.1   null<1>:d     r78.0<8;8,1>:d    536870912:d                         // $75
(W)     mov (8|M0)               r112.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $90
        cmp (8|M0)    (eq)f1.0   null<1>:ud    r28.0<2;1,0>:ud   0x0:uw                              // $66
(f0.0)  sel (8|M0)               r69.0<1>:d    r1.8<0;1,0>:w     0:w                                 // $74
(f1.1)  mov (8|M0)               r69.0<1>:d    1:w                                                   // $76
(f1.0)  sel (8|M0)               r72.0<1>:d    r1.8<0;1,0>:w     0:w                                 // $67
(f0.1)  mov (8|M0)               r72.0<1>:d    1:w                                                   // $69
        cmp (8|M0)    (ne)f1.1   null<1>:d     r69.0<8;8,1>:d    0:w                                 // $79
        cmp (8|M0)    (ne)f0.1   null<1>:d     r72.0<8;8,1>:d    0:w                                 // $78
(f0.1)  sel (8|M0)               r2.0<1>:uw    r1.0<0;1,0>:uw    0x0:uw                              // $80
(f1.1)  sel (8|M0)               r1.0<1>:uw    r1.0<0;1,0>:uw    0x0:uw                              // $80
        and (8|M0)    (ne)f0.0   null<1>:uw    r2.0<8;8,1>:uw    r1.0<8;8,1>:uw   {Compacted}        // $80
(W)     mov (1|M0)               r1.0<1>:w     0:w                                                   // $85
(f0.0)  cmp (8|M0)    (ne)f0.0   null<1>:uq    r36.0<4;4,1>:uq   0x0:uw                              // $81
(f0.1)  sel (8|M0)               r1.0<2>:b     r1.0<0;1,0>:w     2:w                                 // $85
(f0.0)  sel (8|M0)               r64.0<1>:d    r1.8<0;1,0>:w     0:w                                 // $83
        add (8|M0)               r64.0<1>:d    r85.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted}        // $84
        add (8|M0)               r39.0<1>:d    r64.0<8;8,1>:d    r1.0<2;1,0>:ub                      // $87
        send (8|M0)              null     r38:f   0xC            0x04026E01           // wr:2+0, rd:0; hdc.dc1; untyped surface write with x // $89
(W)     send (8|M0)              null     r112:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $90
// B007: [INIT],  Preds:{B005, B004, B003, B002},  Succs:{B008, B010}
sum3:
(W)     mov (1|M0)               null<1>:ud    r0.0<0;1,0>:ud                   {Switch}             // $92
        shr (8|M0)               r58.0<1>:q    r4.0<4;4,1>:uq    61:w                                // $92
        shl (8|M0)               r44.0<1>:q    r58.0<4;4,1>:q    61:w                                // $93
        asr (8|M0)               r44.0<1>:q    r44.0<4;4,1>:q    61:w                                // $94
        cmp (8|M0)    (lt)f1.0   null<1>:q     r44.0<4;4,1>:q    2:w                                 // $95
(~f1.0) goto (8|M0)                          _1_025            _1_025                                // $96
// B008: [inDivergent],  Preds:{B007},  Succs:{B009, B012}
_1_026:
        cmp (8|M0)    (eq)f0.1   null<1>:q     r58.0<4;4,1>:q    2:w                                 // $98
(f0.1)  goto (8|M0)                          _1_025            _1_027                                // $99
// B009: [inDivergent],  Preds:{B008},  Succs:{B013}
_1_028:
        shl (8|M0)               r42.0<1>:q    r4.0<4;4,1>:uq    4:w                                 // $101
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                                                // $105
        asr (8|M0)               r42.0<1>:q    r42.0<4;4,1>:q    4:w                                 // $102
        mov (8|M0)               r20.0<1>:ud   r42.0<2;1,0>:ud                                       // $103
        send (8|M0)              r76:d    r20:f   0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $104
(f0.1)  goto (8|M0)                          _1_025            _1_029                                // $105
// B010: [inDivergent],  Preds:{B007},  Succs:{B011, B012}
_1_025:
        join (8|M0)                          _1_027                                                  // 
L1504:
        cmp (8|M0)    (eq)f0.0   null<1>:q     r58.0<4;4,1>:q    1:w                                 // $107
(f0.0)  goto (8|M0)                          _1_027            _1_027                                // $108
// B011: [inDivergent],  Preds:{B010},  Succs:{B013}
_1_030:
        shl (8|M0)               r40.0<1>:q    r4.0<4;4,1>:uq    4:w                                 // $110
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $114
        asr (8|M0)               r40.0<1>:q    r40.0<4;4,1>:q    4:w                                 // $111
        mov (8|M0)               r18.0<1>:uq   r40.0<4;4,1>:q                                        // $112
        send (8|M0)              r76:d    r18:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $113
(f0.0)  goto (8|M0)                          _1_027            _1_029                                // $114
// B012: [inDivergent],  Preds:{B010, B008},  Succs:{B013}
_1_027:
        join (8|M0)                          _1_029                                                  // 
L1648:
        mov (8|M0)               r16.0<1>:uq   r4.0<4;4,1>:uq                                        // $116
        send (8|M0)              r76:d    r16:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $117
// B013: Preds:{B012, B011, B009},  Succs:{B014, B016}
_1_029:
        join (8|M0)                          _1_029                                                  // 
L1696:
        add (8|M0)               r34.0<1>:q    r4.0<4;4,1>:q     4:w                                 // $119
        shr (8|M0)               r62.0<1>:q    r34.0<4;4,1>:uq   61:w                                // $120
        shl (8|M0)               r56.0<1>:q    r62.0<4;4,1>:q    61:w                                // $121
        asr (8|M0)               r56.0<1>:q    r56.0<4;4,1>:q    61:w                                // $122
        cmp (8|M0)    (lt)f1.1   null<1>:q     r56.0<4;4,1>:q    2:w                                 // $123
(~f1.1) goto (8|M0)                          _1_031            _1_031                                // $124
// B014: [inDivergent],  Preds:{B013},  Succs:{B015, B018}
_1_032:
        cmp (8|M0)    (eq)f1.0   null<1>:q     r62.0<4;4,1>:q    2:w                                 // $126
(f1.0)  goto (8|M0)                          _1_031            _1_033                                // $127
// B015: [inDivergent],  Preds:{B014},  Succs:{B019}
_1_034:
        shl (8|M0)               r54.0<1>:q    r34.0<4;4,1>:uq   4:w                                 // $129
(W)     mov (1|M0)               f1.1<1>:uw    0x0:uw                                                // $133
        asr (8|M0)               r54.0<1>:q    r54.0<4;4,1>:q    4:w                                 // $130
        mov (8|M0)               r15.0<1>:ud   r54.0<2;1,0>:ud                                       // $131
        send (8|M0)              r74:d    r15:f   0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $132
(f1.1)  goto (8|M0)                          _1_031            _1_035                                // $133
// B016: [inDivergent],  Preds:{B013},  Succs:{B017, B018}
_1_031:
        join (8|M0)                          _1_033                                                  // 
L1936:
        cmp (8|M0)    (eq)f0.1   null<1>:q     r62.0<4;4,1>:q    1:w                                 // $135
(f0.1)  goto (8|M0)                          _1_033            _1_033                                // $136
// B017: [inDivergent],  Preds:{B016},  Succs:{B019}
_1_036:
        shl (8|M0)               r48.0<1>:q    r34.0<4;4,1>:uq   4:w                                 // $138
(W)     mov (1|M0)               f1.0<1>:uw    0x0:uw                                                // $142
        asr (8|M0)               r48.0<1>:q    r48.0<4;4,1>:q    4:w                                 // $139
        mov (8|M0)               r13.0<1>:uq   r48.0<4;4,1>:q                                        // $140
        send (8|M0)              r74:d    r13:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $141
(f1.0)  goto (8|M0)                          _1_033            _1_035                                // $142
// B018: [inDivergent],  Preds:{B016, B014},  Succs:{B019}
_1_033:
        join (8|M0)                          _1_035                                                  // 
L2080:
        mov (8|M0)               r11.0<1>:uq   r34.0<4;4,1>:uq                                       // $144
        send (8|M0)              r74:d    r11:f   0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $145
// B019: Preds:{B018, B017, B015},  Succs:{B020, B022}
_1_035:
        join (8|M0)                          _1_035                                                  // 
L2128:
        add (8|M0)               r32.0<1>:q    r4.0<4;4,1>:q     8:w                                 // $148
        add (8|M0)               r87.0<1>:d    r76.0<8;8,1>:d    r74.0<8;8,1>:d   {Compacted}        // $147
        shr (8|M0)               r60.0<1>:q    r32.0<4;4,1>:uq   61:w                                // $149
        shl (8|M0)               r52.0<1>:q    r60.0<4;4,1>:q    61:w                                // $150
        asr (8|M0)               r52.0<1>:q    r52.0<4;4,1>:q    61:w                                // $151
        cmp (8|M0)    (lt)f0.0   null<1>:q     r52.0<4;4,1>:q    2:w                                 // $152
(~f0.0) goto (8|M0)                          _1_037            _1_037                                // $153
// B020: [inDivergent],  Preds:{B019},  Succs:{B021, B024}
_1_038:
        cmp (8|M0)    (eq)f1.1   null<1>:q     r60.0<4;4,1>:q    2:w                                 // $155
(f1.1)  goto (8|M0)                          _1_037            _1_039                                // $156
// B021: [inDivergent],  Preds:{B020},  Succs:{B025}
_1_040:
        shl (8|M0)               r50.0<1>:q    r32.0<4;4,1>:uq   4:w                                 // $158
(W)     mov (1|M0)               f0.1<1>:uw    0x0:uw                                                // $162
        asr (8|M0)               r50.0<1>:q    r50.0<4;4,1>:q    4:w                                 // $159
        mov (8|M0)               r10.0<1>:ud   r50.0<2;1,0>:ud                                       // $160
        send (8|M0)              r73:d    r10:f   0xC            0x02106EFE           // wr:1+0, rd:1; hdc.dc1; untyped surface read with x // $161
(f0.1)  goto (8|M0)                          _1_037            _generic_ptr_k0_7_cf                  // $162
// B022: [inDivergent],  Preds:{B019},  Succs:{B023, B024}
_1_037:
        join (8|M0)                          _1_039                                                  // 
L2376:
        cmp (8|M0)    (eq)f1.0   null<1>:q     r60.0<4;4,1>:q    1:w                                 // $164
(f1.0)  goto (8|M0)                          _1_039            _1_039                                // $165
// B023: [inDivergent],  Preds:{B022},  Succs:{B025}
_1_042:
        shl (8|M0)               r46.0<1>:q    r32.0<4;4,1>:uq   4:w                                 // $167
(W)     mov (1|M0)               f0.0<1>:uw    0x0:uw                                                // $171
        asr (8|M0)               r46.0<1>:q    r46.0<4;4,1>:q    4:w                                 // $168
        mov (8|M0)               r8.0<1>:uq    r46.0<4;4,1>:q                                        // $169
        send (8|M0)              r73:d    r8:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $170
(f0.0)  goto (8|M0)                          _1_039            _generic_ptr_k0_7_cf                  // $171
// B024: [inDivergent],  Preds:{B022, B020},  Succs:{B025}
_1_039:
        join (8|M0)                          _generic_ptr_k0_7_cf                                    // 
L2520:
        mov (8|M0)               r6.0<1>:uq    r32.0<4;4,1>:uq                                       // $173
        send (8|M0)              r73:d    r6:f    0xC            0x041401FF           // wr:2+0, rd:1; hdc.dc1; a64 dword gathering read // $174
// B025: Preds:{B024, B023, B021},  Succs:{B026}
_generic_ptr_k0_7_cf:
        join (8|M0)                          _generic_ptr_k0_7_cf                                    // 
// B026: [EXIT],  Preds:{B025},  Succs:{B003, B004, B005, B006}
_1_041:
        add (8|M0)               r75.0<1>:d    r87.0<8;8,1>:d    r73.0<8;8,1>:d   {Compacted}        // $176
        ret (8|M0)                           r1.0:ud                                                 // $178
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
