//.kernel atomic_global
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 171
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
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0035 (43)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare V0036 (44)  rf=r size=8 type=uq align=4 words (r8.2)
//.declare V0038 (46)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0039 (47)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0040 (48)  rf=r size=12 type=d align=2 words (r9.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0045 (53)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0046 (54)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r3.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0049 (57)  rf=r size=64 type=d align=16 words (r9.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r1.0)
//.declare V0051 (59)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r2.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0053 (61)  rf=r size=64 type=d align=16 words (r13.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0061 (69)  rf=r size=32 type=d align=16 words (r82.0)
//.declare V0062 (70)  rf=r size=16 type=d align=2 words (r91.0)
//.declare V0063 (71)  rf=r size=8 type=d align=2 words (r104.0)
//.declare  (72)  rf=r size=96 type=ud align=16 words (r1.0)
//.declare V0064 (73)  rf=r size=8 type=q alias=V0034+0 align=4 words (r8.0)
//.declare V0070 (79)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0071 (80)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0072 (81)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0073 (82)  rf=r size=32 type=d align=16 words (r83.0)
//.declare V0074 (83)  rf=r size=16 type=d align=2 words (r92.0)
//.declare V0075 (84)  rf=r size=8 type=d align=2 words (r105.0)
//.declare  (85)  rf=r size=96 type=ud align=16 words (r4.0)
//.declare P01 (90)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0080 (91)  rf=r size=2 type=uw align=1 words (r126.0)
//.declare V0082 (93)  rf=r size=4 type=ud align=2 words (r106.0)
//.declare  (95)  rf=r size=96 type=ud align=16 words (r15.0)
//.declare  (101)  rf=r size=96 type=ud align=16 words (r18.0)
//.declare V0091 (104)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0092 (105)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0096 (109)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0097 (110)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0098 (111)  rf=r size=64 type=d align=16 words (r68.0)
//.declare V0099 (112)  rf=r size=32 type=d align=16 words (r84.0)
//.declare V0100 (113)  rf=r size=16 type=d align=2 words (r93.0)
//.declare V0101 (114)  rf=r size=8 type=d align=2 words (r107.0)
//.declare  (115)  rf=r size=96 type=ud align=16 words (r21.0)
//.declare V0107 (121)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0108 (122)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0109 (123)  rf=r size=64 type=d align=16 words (r70.0)
//.declare V0110 (124)  rf=r size=32 type=d align=16 words (r85.0)
//.declare V0111 (125)  rf=r size=16 type=d align=2 words (r94.0)
//.declare V0112 (126)  rf=r size=8 type=d align=2 words (r108.0)
//.declare  (127)  rf=r size=96 type=ud align=16 words (r24.0)
//.declare V0115 (130)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0116 (131)  rf=r size=64 type=d align=16 words (r17.0)
//.declare V0122 (137)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0123 (138)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0124 (139)  rf=r size=64 type=d align=16 words (r72.0)
//.declare V0125 (140)  rf=r size=32 type=d align=16 words (r86.0)
//.declare V0126 (141)  rf=r size=16 type=d align=2 words (r95.0)
//.declare V0127 (142)  rf=r size=8 type=d align=2 words (r109.0)
//.declare  (143)  rf=r size=96 type=ud align=16 words (r27.0)
//.declare V0133 (149)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0134 (150)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0135 (151)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0136 (152)  rf=r size=32 type=d align=16 words (r87.0)
//.declare V0137 (153)  rf=r size=16 type=d align=2 words (r96.0)
//.declare V0138 (154)  rf=r size=8 type=d align=2 words (r110.0)
//.declare  (155)  rf=r size=96 type=ud align=16 words (r30.0)
//.declare V0146 (163)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0147 (164)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0148 (165)  rf=r size=64 type=d align=16 words (r76.0)
//.declare V0149 (166)  rf=r size=32 type=d align=16 words (r88.0)
//.declare V0150 (167)  rf=r size=16 type=d align=2 words (r97.0)
//.declare V0151 (168)  rf=r size=8 type=d align=2 words (r111.0)
//.declare  (169)  rf=r size=96 type=ud align=16 words (r33.0)
//.declare V0152 (170)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0153 (171)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0158 (176)  rf=r size=64 type=ud align=16 words (r56.0)
//.declare V0159 (177)  rf=r size=64 type=d alias=V0158+0 align=16 words (r56.0)
//.declare V0160 (178)  rf=r size=64 type=ud align=16 words (r58.0)
//.declare V0161 (179)  rf=r size=64 type=d alias=V0160+0 align=16 words (r58.0)
//.declare V0162 (180)  rf=r size=64 type=ud align=16 words (r78.0)
//.declare V0163 (181)  rf=r size=32 type=ud align=16 words (r89.0)
//.declare V0164 (182)  rf=r size=16 type=ud align=2 words (r98.0)
//.declare V0165 (183)  rf=r size=8 type=ud align=2 words (r112.0)
//.declare  (184)  rf=r size=96 type=ud align=16 words (r36.0)
//.declare V0166 (185)  rf=r size=8 type=q alias=V0035+0 align=4 words (r8.1)
//.declare V0172 (191)  rf=r size=64 type=ud align=16 words (r60.0)
//.declare V0173 (192)  rf=r size=64 type=d alias=V0172+0 align=16 words (r60.0)
//.declare V0174 (193)  rf=r size=64 type=ud align=16 words (r62.0)
//.declare V0175 (194)  rf=r size=64 type=d alias=V0174+0 align=16 words (r62.0)
//.declare V0176 (195)  rf=r size=64 type=ud align=16 words (r80.0)
//.declare V0177 (196)  rf=r size=32 type=ud align=16 words (r90.0)
//.declare V0178 (197)  rf=r size=16 type=ud align=2 words (r99.0)
//.declare V0179 (198)  rf=r size=8 type=ud align=2 words (r113.0)
//.declare  (199)  rf=r size=96 type=ud align=16 words (r39.0)
//.declare V0180 (200)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0181 (201)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0182 (202)  rf=r size=8 type=q alias=V0036+0 align=4 words (r8.2)
//.declare V0191 (211)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0192 (212)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0193 (213)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0194 (214)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0195 (215)  rf=r size=64 type=ud align=16 words (r54.0)
//.declare  (216)  rf=r size=96 type=ud align=16 words (r42.0)
//.declare  (217)  rf=r size=96 type=ud align=16 words (r45.0)
//.declare V0196 (218)  rf=r size=64 type=ud alias=V0193+0 align=16 words (r62.0)
//.declare V0197 (219)  rf=r size=64 type=ud alias=V0194+0 align=16 words (r64.0)
//.declare V0198 (220)  rf=r size=64 type=ud align=16 words (r56.0)
//.declare  (221)  rf=r size=96 type=ud align=16 words (r48.0)
//.declare  (222)  rf=r size=96 type=ud align=16 words (r51.0)
//.declare V0199 (223)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0200 (224)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0209 (233)  rf=r size=64 type=d align=16 words (r74.0)
//.declare V0210 (234)  rf=r size=64 type=d align=16 words (r76.0)
//.declare  (237)  rf=r size=128 type=ud align=16 words (r78.0)
//.declare  (238)  rf=r size=128 type=ud align=16 words (r82.0)
//.declare  (239)  rf=r size=128 type=ud align=16 words (r86.0)
//.declare  (240)  rf=r size=128 type=ud align=16 words (r90.0)
//.declare  (241)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (242)  rf=r size=2 type=w align=1 words (r19.0)
//.declare  (248)  rf=r size=64 type=q align=16 words (r114.0)
//.declare  (249)  rf=r size=64 type=q align=16 words (r116.0)
//.declare  (250)  rf=r size=64 type=q align=16 words (r118.0)
//.declare  (251)  rf=r size=64 type=q align=16 words (r120.0)
//.declare  (260)  rf=r size=64 type=q align=16 words (r66.0)
//.declare  (261)  rf=r size=64 type=q align=16 words (r68.0)
//.declare  (262)  rf=r size=64 type=q align=16 words (r70.0)
//.declare  (263)  rf=r size=64 type=q align=16 words (r72.0)

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
// | V0039    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0035    | :uq      |      8 | r8+8     | general    |
// | V0036    | :uq      |      8 | r8+16    | general    |
// | V0040    | :d x 3   |     12 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r3.0<1>:d     r9.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
(W)     mov (1|M0)               r19.0<1>:w    1:w                                                   // $68
(W)     mov (16|M0)              r20.0<1>:d    0:w                                                   // $10
(W)     mov (16|M16)             r22.0<1>:d    0:w                                                   // $12
(W)     mov (16|M0)              r24.0<1>:d    0:w                                                   // $21
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M16)             r9.0<1>:d     r3.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
(W)     mov (16|M16)             r26.0<1>:d    0:w                                                   // $23
(W)     mov (16|M0)              r32.0<1>:d    2147483647:d                                          // $44
        add (16|M0)              r11.0<1>:d    r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M16)             r13.0<1>:d    r9.0<8;8,1>:d     r7.0<0;1,0>:d                       // $8
(W)     mov (16|M16)             r34.0<1>:d    2147483647:d                                          // $46
(W)     mov (16|M0)              r36.0<1>:d    -2147483648:d                                         // $55
        and (16|M0)              r15.0<1>:d    r11.0<8;8,1>:d    31:w                                // $66
        and (16|M16)             r17.0<1>:d    r13.0<8;8,1>:d    31:w                                // $67
        add (16|M0)              r28.0<1>:d    r11.0<8;8,1>:d    -100:w                              // $42
        add (16|M16)             r30.0<1>:d    r13.0<8;8,1>:d    -100:w                              // $43
        shl (16|M0)              r15.0<1>:d    r19.0<0;1,0>:w    r15.0<8;8,1>:d                      // $68
        shl (16|M16)             r17.0<1>:d    r19.0<0;1,0>:w    r17.0<8;8,1>:d                      // $69
        mov (16|M0)              r20.0<1>:d    r11.0<8;8,1>:d                   {Compacted}          // $11
        mov (16|M16)             r22.0<1>:d    r13.0<8;8,1>:d                                        // $13
        mov (16|M0)              r24.0<1>:d    -r11.0<8;8,1>:d                  {Compacted}          // $22
        mov (16|M16)             r26.0<1>:d    -r13.0<8;8,1>:d                                       // $24
        mul (16|M0)              r52.0<1>:d    r11.0<8;8,1>:d    3:w                                 // $106
        mul (16|M16)             r54.0<1>:d    r13.0<8;8,1>:d    3:w                                 // $107
(W)     mov (16|M16)             r38.0<1>:d    -2147483648:d                                         // $57
(W)     mov (16|M0)              r40.0<1>:d    -1:w                                                  // $72
(W)     mov (16|M16)             r42.0<1>:d    -1:w                                                  // $74
        mov (16|M0)              r32.0<1>:d    r28.0<8;8,1>:d                   {Compacted}          // $45
        mov (16|M16)             r34.0<1>:d    r30.0<8;8,1>:d                                        // $47
(W)     mov (16|M0)              r44.0<1>:d    0:w                                                   // $83
(W)     mov (16|M16)             r46.0<1>:d    0:w                                                   // $85
        mov (16|M0)              r36.0<1>:d    r28.0<8;8,1>:d                   {Compacted}          // $56
        mov (16|M16)             r38.0<1>:d    r30.0<8;8,1>:d                                        // $58
(W)     mov (16|M0)              r48.0<1>:d    0:w                                                   // $96
(W)     mov (16|M16)             r50.0<1>:d    0:w                                                   // $98
        not (16|M0)              r40.0<1>:d    r15.0<8;8,1>:d                   {Compacted}          // $70
        not (16|M16)             r42.0<1>:d    r17.0<8;8,1>:d                                        // $71
(W)     mov (16|M0)              r56.0<1>:ud   0xFFFFFFFF:ud                              {Compacted} // $109
(W)     mov (16|M16)             r58.0<1>:ud   0xFFFFFFFF:ud                                         // $111
(W)     add (16|M0)              r64.0<1>:d    r20.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $14
        mov (16|M0)              r44.0<1>:d    r15.0<8;8,1>:d                   {Compacted}          // $84
        mov (16|M16)             r46.0<1>:d    r17.0<8;8,1>:d                                        // $86
(W)     mov (16|M0)              r60.0<1>:ud   0x0:uw                                                // $120
(W)     mov (16|M16)             r62.0<1>:ud   0x0:uw                                                // $122
(W)     add (16|M0)              r66.0<1>:d    r24.0<8;8,1>:d    r26.0<8;8,1>:d   {Compacted}        // $25
        mul (16|M0)              r48.0<1>:d    r11.0<8;8,1>:d    16843009:d                          // $94
        mul (16|M16)             r50.0<1>:d    r13.0<8;8,1>:d    16843009:d                          // $95
        mov (16|M0)              r56.0<1>:d    r52.0<8;8,1>:d                   {Compacted}          // $110
        mov (16|M16)             r58.0<1>:d    r54.0<8;8,1>:d                                        // $112
        mov (16|M0)              r60.0<1>:d    r52.0<8;8,1>:d                   {Compacted}          // $121
        mov (16|M16)             r62.0<1>:d    r54.0<8;8,1>:d                                        // $123
(W)     sel (16|M0)   (lt)f0.0   r68.0<1>:d    r32.0<8;8,1>:d    r34.0<8;8,1>:d   {Compacted}        // $48
(W)     sel (16|M0)   (ge)f0.0   r70.0<1>:d    r36.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted}        // $59
(W)     and (16|M0)              r72.0<1>:d    r40.0<8;8,1>:d    r42.0<8;8,1>:d   {Compacted}        // $76
(W)     add (8|M0)               r82.0<1>:d    r64.0<8;8,1>:d    r65.0<8;8,1>:d   {Compacted}        // $15
(W)     or (16|M0)               r74.0<1>:d    r44.0<8;8,1>:d    r46.0<8;8,1>:d   {Compacted}        // $87
(W)     add (8|M0)               r83.0<1>:d    r66.0<8;8,1>:d    r67.0<8;8,1>:d   {Compacted}        // $26
(W)     xor (16|M0)              r76.0<1>:d    r48.0<8;8,1>:d    r50.0<8;8,1>:d   {Compacted}        // $100
(W)     sel (16|M0)   (lt)f0.0   r78.0<1>:ud   r56.0<8;8,1>:ud   r58.0<8;8,1>:ud  {Compacted}        // $113
(W)     sel (16|M0)   (ge)f0.0   r80.0<1>:ud   r60.0<8;8,1>:ud   r62.0<8;8,1>:ud  {Compacted}        // $124
(W)     sel (8|M0)    (lt)f0.0   r84.0<1>:d    r68.0<8;8,1>:d    r69.0<8;8,1>:d   {Compacted}        // $49
(W)     sel (8|M0)    (ge)f0.0   r85.0<1>:d    r70.0<8;8,1>:d    r71.0<8;8,1>:d   {Compacted}        // $60
(W)     and (8|M0)               r86.0<1>:d    r72.0<8;8,1>:d    r73.0<8;8,1>:d   {Compacted}        // $77
(W)     add (4|M0)               r91.0<1>:d    r82.0<4;4,1>:d    r82.4<4;4,1>:d   {Compacted}        // $16
(W)     or (8|M0)                r87.0<1>:d    r74.0<8;8,1>:d    r75.0<8;8,1>:d   {Compacted}        // $88
(W)     mov (1|M0)               f0.0<1>:ud    0x0:uw                                                // $32
(W)     add (4|M0)               r92.0<1>:d    r83.0<4;4,1>:d    r83.4<4;4,1>:d   {Compacted}        // $27
(W)     xor (8|M0)               r88.0<1>:d    r76.0<8;8,1>:d    r77.0<8;8,1>:d   {Compacted}        // $101
(W)     sel (8|M0)    (lt)f0.0   r89.0<1>:ud   r78.0<8;8,1>:ud   r79.0<8;8,1>:ud  {Compacted}        // $114
        cmp (32|M0)   (eq)f0.0   null<1>:uw    r126.0<0;1,0>:uw  r126.0<0;1,0>:uw                    // $33
(W)     sel (8|M0)    (ge)f0.0   r90.0<1>:ud   r80.0<8;8,1>:ud   r81.0<8;8,1>:ud  {Compacted}        // $125
(W)     sel (4|M0)    (lt)f0.0   r93.0<1>:d    r84.0<4;4,1>:d    r84.4<4;4,1>:d   {Compacted}        // $50
(W)     sel (4|M0)    (ge)f0.0   r94.0<1>:d    r85.0<4;4,1>:d    r85.4<4;4,1>:d   {Compacted}        // $61
(W)     and (4|M0)               r95.0<1>:d    r86.0<4;4,1>:d    r86.4<4;4,1>:d   {Compacted}        // $78
(W)     add (2|M0)               r104.0<1>:d   r91.0<2;2,1>:d    r91.2<2;2,1>:d                      // $17
(W)     or (4|M0)                r96.0<1>:d    r87.0<4;4,1>:d    r87.4<4;4,1>:d   {Compacted}        // $89
(W)     add (2|M0)               r105.0<1>:d   r92.0<2;2,1>:d    r92.2<2;2,1>:d                      // $28
(W)     xor (4|M0)               r97.0<1>:d    r88.0<4;4,1>:d    r88.4<4;4,1>:d   {Compacted}        // $102
(W)     sel (4|M0)    (lt)f0.0   r98.0<1>:ud   r89.0<4;4,1>:ud   r89.4<4;4,1>:ud  {Compacted}        // $115
(W)     cbit (1|M0)              r106.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $35
(W)     sel (4|M0)    (ge)f0.0   r99.0<1>:ud   r90.0<4;4,1>:ud   r90.4<4;4,1>:ud  {Compacted}        // $126
        shl (16|M0)              r100.0<1>:d   r11.0<8;8,1>:d    1:w                                 // $130
(W)     sel (2|M0)    (lt)f0.0   r107.0<1>:d   r93.0<2;2,1>:d    r93.2<2;2,1>:d                      // $51
(W)     sel (2|M0)    (ge)f0.0   r108.0<1>:d   r94.0<2;2,1>:d    r94.2<2;2,1>:d                      // $62
        shl (16|M16)             r102.0<1>:d   r13.0<8;8,1>:d    1:w                                 // $131
(W)     and (2|M0)               r109.0<1>:d   r95.0<2;2,1>:d    r95.2<2;2,1>:d                      // $79
(W)     mov (1|M0)               r1.0<1>:uq    r8.0<0;1,0>:uq                                        // $9
(W)     add (1|M0)               r3.0<1>:d     r104.0<0;1,0>:d   r104.1<0;1,0>:d  {Compacted}        // $18
(W)     or (2|M0)                r110.0<1>:d   r96.0<2;2,1>:d    r96.2<2;2,1>:d                      // $90
(W)     add (1|M0)               r4.0<1>:q     r8.0<0;1,0>:q     4:w                                 // $20
(W)     add (1|M0)               r6.0<1>:d     r105.0<0;1,0>:d   r105.1<0;1,0>:d  {Compacted}        // $29
(W)     xor (2|M0)               r111.0<1>:d   r97.0<2;2,1>:d    r97.2<2;2,1>:d                      // $103
(W)     add (1|M0)               r15.0<1>:q    r8.0<0;1,0>:q     8:w                                 // $31
(W)     sel (2|M0)    (lt)f0.0   r112.0<1>:ud  r98.0<2;2,1>:ud   r98.2<2;2,1>:ud                     // $116
(W)     mov (1|M0)               r17.0<1>:d    r106.0<0;1,0>:ud                                      // $36
(W)     add (1|M0)               r18.0<1>:q    r8.0<0;1,0>:q     12:w                                // $38
(W)     mov (1|M0)               r20.0<1>:d    -r106.0<0;1,0>:ud                                     // $39
(W)     sel (2|M0)    (ge)f0.0   r113.0<1>:ud  r99.0<2;2,1>:ud   r99.2<2;2,1>:ud                     // $127
        add (16|M0)              r122.0<1>:d   r11.0<8;8,1>:d    7:w                                 // $138
(W)     add (1|M0)               r21.0<1>:q    r8.0<0;1,0>:q     16:w                                // $41
        shl (8|M0)               r114.0<1>:q   r100.0<8;8,1>:d   2:w                                 // $134
(W)     sel (1|M0)    (lt)f0.0   r23.0<1>:d    r107.0<0;1,0>:d   r107.1<0;1,0>:d  {Compacted}        // $52
(W)     add (1|M0)               r24.0<1>:q    r8.0<0;1,0>:q     20:w                                // $54
        shl (8|M8)               r116.0<1>:q   r101.0<8;8,1>:d   2:w                                 // $134
(W)     sel (1|M0)    (ge)f0.0   r26.0<1>:d    r108.0<0;1,0>:d   r108.1<0;1,0>:d  {Compacted}        // $63
        add (16|M16)             r124.0<1>:d   r13.0<8;8,1>:d    7:w                                 // $139
(W)     add (1|M0)               r27.0<1>:q    r8.0<0;1,0>:q     24:w                                // $65
        shl (8|M16)              r118.0<1>:q   r102.0<8;8,1>:d   2:w                                 // $135
(W)     and (1|M0)               r29.0<1>:d    r109.0<0;1,0>:d   r109.1<0;1,0>:d  {Compacted}        // $80
(W)     send (1|M0)              null     r1:f    0xC            0x060487FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $19
(W)     add (1|M0)               r30.0<1>:q    r8.0<0;1,0>:q     28:w                                // $82
        shl (8|M24)              r120.0<1>:q   r103.0<8;8,1>:d   2:w                                 // $135
(W)     or (1|M0)                r32.0<1>:d    r110.0<0;1,0>:d   r110.1<0;1,0>:d  {Compacted}        // $91
(W)     send (1|M0)              null     r4:f    0xC            0x060487FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $30
(W)     add (1|M0)               r33.0<1>:q    r8.0<0;1,0>:q     32:w                                // $93
(W)     xor (1|M0)               r35.0<1>:d    r111.0<0;1,0>:d   r111.1<0;1,0>:d  {Compacted}        // $104
(W)     send (1|M0)              null     r15:f   0xC            0x060487FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $37
(W)     mov (1|M0)               r36.0<1>:uq   r8.1<0;1,0>:uq                                        // $108
(W)     sel (1|M0)    (lt)f0.0   r38.0<1>:ud   r112.0<0;1,0>:ud  r112.1<0;1,0>:ud {Compacted}        // $117
(W)     send (1|M0)              null     r18:f   0xC            0x060487FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer add // $40
(W)     add (1|M0)               r39.0<1>:q    r8.1<0;1,0>:q     4:w                                 // $119
(W)     sel (1|M0)    (ge)f0.0   r41.0<1>:ud   r113.0<0;1,0>:ud  r113.1<0;1,0>:ud {Compacted}        // $128
(W)     send (1|M0)              null     r21:f   0xC            0x06048BFF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer min // $53
        mov (8|M0)               r44.0<1>:d    r122.0<8;8,1>:d                  {Compacted}          // $140
        add (8|M0)               r42.0<1>:q    r114.0<4;4,1>:q   r8.2<0;1,0>:q                       // $136
(W)     send (1|M0)              null     r24:f   0xC            0x06048AFF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 signed-integer max // $64
        mov (8|M8)               r47.0<1>:d    r123.0<8;8,1>:d                  {Compacted}          // $141
        add (8|M8)               r45.0<1>:q    r116.0<4;4,1>:q   r8.2<0;1,0>:q                       // $136
(W)     send (1|M0)              null     r27:f   0xC            0x060481FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 logical AND // $81
        mov (8|M16)              r50.0<1>:d    r124.0<8;8,1>:d                                       // $143
        add (8|M16)              r48.0<1>:q    r118.0<4;4,1>:q   r8.2<0;1,0>:q                       // $137
(W)     send (1|M0)              null     r30:f   0xC            0x060482FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 logical OR // $92
        mov (8|M24)              r53.0<1>:d    r125.0<8;8,1>:d                                       // $144
        add (8|M24)              r51.0<1>:q    r120.0<4;4,1>:q   r8.2<0;1,0>:q                       // $137
(W)     send (1|M0)              null     r33:f   0xC            0x060483FF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 logical XOR // $105
        add (16|M0)              r58.0<1>:d    r100.0<8;8,1>:d   1:w                                 // $146
(W)     send (1|M0)              null     r36:f   0xC            0x06048DFF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer min // $118
        add (16|M16)             r60.0<1>:d    r102.0<8;8,1>:d   1:w                                 // $147
(W)     send (1|M0)              null     r39:f   0xC            0x06048CFF           // wr:3+0, rd:0; hdc.dc1; untyped a64 atomic int32 unsigned-integer max // $129
        add (16|M0)              r74.0<1>:d    r11.0<8;8,1>:d    9:w                                 // $154
        send (8|M0)              r54      r42:f   0xC            0x0614A4FF           // wr:3+0, rd:1; hdc.dc1; untyped a64 atomic int32 store // $140
        shl (8|M0)               r66.0<1>:q    r58.0<8;8,1>:d    2:w                                 // $150
        send (8|M8)              r55      r45:f   0xC            0x0614A4FF           // wr:3+0, rd:1; hdc.dc1; untyped a64 atomic int32 store // $141
        shl (8|M8)               r68.0<1>:q    r59.0<8;8,1>:d    2:w                                 // $150
        send (8|M16)             r56      r48:f   0xC            0x0614A4FF           // wr:3+0, rd:1; hdc.dc1; untyped a64 atomic int32 store // $143
        add (16|M16)             r76.0<1>:d    r13.0<8;8,1>:d    9:w                                 // $155
        send (8|M24)             r57      r51:f   0xC            0x0614A4FF           // wr:3+0, rd:1; hdc.dc1; untyped a64 atomic int32 store // $144
        shl (8|M16)              r70.0<1>:q    r60.0<8;8,1>:d    2:w                                 // $151
        shl (8|M24)              r72.0<1>:q    r61.0<8;8,1>:d    2:w                                 // $151
        mov (8|M0)               r81.0<1>:d    r74.0<8;8,1>:d                   {Compacted}          // $156
        add (8|M0)               r78.0<1>:q    r66.0<4;4,1>:q    r8.2<0;1,0>:q                       // $152
        mov (8|M8)               r85.0<1>:d    r75.0<8;8,1>:d                   {Compacted}          // $157
        add (8|M8)               r82.0<1>:q    r68.0<4;4,1>:q    r8.2<0;1,0>:q                       // $152
        mov (8|M16)              r89.0<1>:d    r76.0<8;8,1>:d                                        // $158
        add (8|M16)              r86.0<1>:q    r70.0<4;4,1>:q    r8.2<0;1,0>:q                       // $153
        mov (8|M24)              r93.0<1>:d    r77.0<8;8,1>:d                                        // $159
        add (8|M24)              r90.0<1>:q    r72.0<4;4,1>:q    r8.2<0;1,0>:q                       // $153
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $160
        mov (16|M0)              r62.0<1>:ud   r54.0<8;8,1>:ud                  {Compacted}          // $142
        mov (16|M16)             r64.0<1>:ud   r56.0<8;8,1>:ud                                       // $145
        mov (8|M0)               r80.0<1>:d    r62.0<8;8,1>:d                   {Compacted}          // $156
        mov (8|M8)               r84.0<1>:d    r63.0<8;8,1>:d                   {Compacted}          // $157
        mov (8|M16)              r88.0<1>:d    r64.0<8;8,1>:d                                        // $158
        mov (8|M24)              r92.0<1>:d    r65.0<8;8,1>:d                                        // $159
        send (8|M0)              null     r78:f   0xC            0x08048EFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $156
        send (8|M8)              null     r82:f   0xC            0x08048EFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $157
        send (8|M16)             null     r86:f   0xC            0x08048EFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $158
        send (8|M24)             null     r90:f   0xC            0x08048EFF           // wr:4+0, rd:0; hdc.dc1; untyped a64 atomic int32 integer compare and swap // $159
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $160
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
