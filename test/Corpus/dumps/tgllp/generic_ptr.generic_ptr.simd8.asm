//.kernel generic_ptr
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -nolocalra -TotalGRFNum 128 -abortOnSpill 4 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 161
//.RA type	GRAPH_COLORING_RR_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r15.0)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r15.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r5.0)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r15.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r6.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=8 type=uq align=4 words (r5.2)
//.declare V0048 (56)  rf=r size=4 type=ud alias=hw_tid+0 align=16 words (r5.2)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r2.4)
//.declare V0051 (59)  rf=r size=32 type=d align=16 words (r26.0)
//.declare V0053 (61)  rf=r size=32 type=d align=16 words (r65.0)
//.declare V0056 (64)  rf=r size=8 type=d alias=V0042+0 align=4 words (r5.4)
//.declare V0057 (65)  rf=r size=32 type=d align=16 words (r50.0)
//.declare V0058 (66)  rf=r size=32 type=d align=16 words (r30.0)
//.declare V0059 (67)  rf=r size=32 type=ud alias=V0057+0 align=16 words (r50.0)
//.declare V0060 (68)  rf=r size=32 type=ud alias=V0058+0 align=16 words (r30.0)
//.declare V0063 (71)  rf=r size=32 type=ud alias=V0051+0 align=16 words (r26.0)
//.declare V0064 (72)  rf=r size=32 type=ud alias=V0053+0 align=16 words (r65.0)
//.declare V0065 (73)  rf=r size=32 type=ud align=16 words (r64.0)
//.declare V0066 (74)  rf=r size=64 type=uq align=16 words (r54.0)
//.declare V0067 (75)  rf=r size=64 type=ud alias=V0066+0 align=16 words (r54.0)
//.declare V0068 (76)  rf=r size=64 type=d alias=V0066+0 align=16 words (r54.0)
//.declare V0069 (77)  rf=r size=16 type=w align=16 words (r3.0)
//.declare V0070 (78)  rf=r size=4 type=d align=16 words (r2.0)
//.declare V0071 (79)  rf=r size=32 type=d align=16 words (r32.0)
//.declare V0072 (80)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0073 (81)  rf=r size=32 type=d align=16 words (r58.0)
//.declare V0076 (84)  rf=r size=8 type=d alias=V0034+0 align=4 words (r5.0)
//.declare V0077 (85)  rf=r size=32 type=d align=16 words (r69.0)
//.declare V0079 (87)  rf=r size=32 type=ud alias=V0077+0 align=16 words (r69.0)
//.declare V0083 (91)  rf=r size=32 type=ud alias=V0073+0 align=16 words (r58.0)
//.declare V0084 (92)  rf=r size=32 type=ud align=16 words (r14.0)
//.declare V0085 (93)  rf=r size=64 type=uq align=16 words (r20.0)
//.declare V0086 (94)  rf=r size=64 type=ud alias=V0085+0 align=16 words (r20.0)
//.declare V0087 (95)  rf=r size=64 type=d alias=V0085+0 align=16 words (r20.0)
//.declare V0088 (96)  rf=r size=32 type=d align=16 words (r70.0)
//.declare V0089 (97)  rf=r size=16 type=w align=16 words (r2.0)
//.declare V0090 (98)  rf=r size=32 type=d align=16 words (r49.0)
//.declare V0091 (99)  rf=r size=16 type=uw alias=V0089+0 align=16 words (r2.0)
//.declare V0092 (100)  rf=r size=32 type=d align=16 words (r57.0)
//.declare V0093 (101)  rf=r size=32 type=ud alias=V0092+0 align=16 words (r57.0)
//.declare P01 (102)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0094 (103)  rf=r size=16 type=uw alias=V0069+0 align=16 words (r3.0)
//.declare V0095 (104)  rf=r size=32 type=d align=16 words (r68.0)
//.declare V0096 (105)  rf=r size=32 type=ud alias=V0095+0 align=16 words (r68.0)
//.declare V0097 (106)  rf=r size=32 type=d align=16 words (r13.0)
//.declare  (107)  rf=r size=32 type=ud align=16 words (r77.0)
//.declare  (108)  rf=r size=32 type=ud align=16 words (r12.0)
//.declare V0098 (109)  rf=r size=64 type=uq align=16 words (r40.0)
//.declare V0099 (110)  rf=r size=64 type=ud alias=V0098+0 align=16 words (r40.0)
//.declare V0100 (111)  rf=r size=64 type=d alias=V0098+0 align=16 words (r40.0)
//.declare V0102 (113)  rf=r size=96 type=d align=16 words (r16.0)
//.declare V0103 (114)  rf=r size=64 type=uq align=16 words (r36.0)
//.declare V0104 (115)  rf=r size=64 type=ud alias=V0103+0 align=16 words (r36.0)
//.declare V0105 (116)  rf=r size=64 type=d alias=V0103+0 align=16 words (r36.0)
//.declare V0108 (119)  rf=r size=64 type=uq align=16 words (r24.0)
//.declare V0109 (120)  rf=r size=64 type=ud alias=V0108+0 align=16 words (r24.0)
//.declare V0115 (126)  rf=r size=64 type=d alias=V0108+0 align=16 words (r24.0)
//.declare P02 (127)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V0117 (129)  rf=r size=64 type=uq align=16 words (r4.0)
//.declare V0118 (130)  rf=r size=64 type=ud alias=V0117+0 align=16 words (r4.0)
//.declare V0119 (131)  rf=r size=64 type=d alias=V0117+0 align=16 words (r4.0)
//.declare V0120 (132)  rf=r size=32 type=d align=16 words (r74.0)
//.declare V0121 (133)  rf=r size=64 type=uq align=16 words (r2.0)
//.declare V0122 (134)  rf=r size=64 type=ud alias=V0121+0 align=16 words (r2.0)
//.declare V0123 (135)  rf=r size=32 type=d align=16 words (r38.0)
//.declare V0125 (137)  rf=r size=32 type=d align=16 words (r52.0)
//.declare V0130 (142)  rf=r size=32 type=d align=16 words (r61.0)
//.declare V0132 (144)  rf=r size=32 type=d align=16 words (r51.0)
//.declare P03 (147)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0135 (148)  rf=r size=32 type=d align=16 words (r67.0)
//.declare P04 (149)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0136 (150)  rf=r size=32 type=d align=16 words (r66.0)
//.declare V0140 (154)  rf=r size=32 type=d align=16 words (r62.0)
//.declare V0143 (157)  rf=r size=32 type=d align=16 words (r63.0)
//.declare P05 (159)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare P06 (160)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V0145 (161)  rf=r size=32 type=d align=16 words (r34.0)
//.declare P07 (162)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare P08 (168)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare P09 (169)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare P10 (170)  rf=f8  size=2 type=uw align=1 words (f0.0)
//.declare P11 (171)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare P12 (172)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare P13 (173)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0151 (174)  rf=r size=32 type=d align=16 words (r19.0)
//.declare V0152 (175)  rf=r size=16 type=b align=16 words (r4.0)
//.declare V0154 (177)  rf=r size=16 type=ub alias=V0152+0 align=16 words (r4.0)
//.declare V0155 (178)  rf=r size=8 type=uq align=4 words (r5.1)
//.declare V0156 (179)  rf=r size=32 type=d align=16 words (r60.0)
//.declare V0157 (180)  rf=r size=32 type=d align=16 words (r48.0)
//.declare V0158 (181)  rf=r size=64 type=d alias=V0121+0 align=16 words (r2.0)
//.declare V0159 (182)  rf=r size=32 type=d align=16 words (r11.0)
//.declare P14 (183)  rf=f8  size=2 type=uw align=1 words (f1.1)
//.declare V0160 (184)  rf=r size=64 type=uq align=16 words (r44.0)
//.declare V0161 (185)  rf=r size=64 type=ud alias=V0160+0 align=16 words (r44.0)
//.declare V0162 (186)  rf=r size=32 type=d align=16 words (r59.0)
//.declare V0163 (187)  rf=r size=32 type=ud align=16 words (r10.0)
//.declare V0165 (189)  rf=r size=32 type=d align=16 words (r72.0)
//.declare V0166 (190)  rf=r size=32 type=d align=16 words (r33.0)
//.declare V0167 (191)  rf=r size=32 type=ud alias=V0165+0 align=16 words (r72.0)
//.declare V0168 (192)  rf=r size=32 type=ud alias=V0166+0 align=16 words (r33.0)
//.declare V0169 (193)  rf=r size=32 type=ud alias=V0156+0 align=16 words (r60.0)
//.declare V0170 (194)  rf=r size=32 type=ud alias=V0157+0 align=16 words (r48.0)
//.declare V0171 (195)  rf=r size=32 type=ud align=16 words (r9.0)
//.declare V0172 (196)  rf=r size=64 type=uq align=16 words (r28.0)
//.declare V0173 (197)  rf=r size=64 type=ud alias=V0172+0 align=16 words (r28.0)
//.declare V0174 (198)  rf=r size=64 type=d alias=V0172+0 align=16 words (r28.0)
//.declare P15 (199)  rf=f8  size=2 type=uw align=1 words (f1.0)
//.declare V0175 (200)  rf=r size=64 type=uq align=16 words (r46.0)
//.declare V0176 (201)  rf=r size=64 type=ud alias=V0175+0 align=16 words (r46.0)
//.declare V0177 (202)  rf=r size=32 type=d align=16 words (r56.0)
//.declare V0178 (203)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0180 (205)  rf=r size=32 type=d align=16 words (r73.0)
//.declare V0181 (206)  rf=r size=32 type=d align=16 words (r71.0)
//.declare V0182 (207)  rf=r size=32 type=d align=16 words (r31.0)
//.declare V0183 (208)  rf=r size=32 type=ud alias=V0181+0 align=16 words (r71.0)
//.declare V0184 (209)  rf=r size=32 type=ud alias=V0182+0 align=16 words (r31.0)
//.declare V0185 (210)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0186 (211)  rf=r size=64 type=uq align=16 words (r22.0)
//.declare V0187 (212)  rf=r size=64 type=ud alias=V0186+0 align=16 words (r22.0)
//.declare V0188 (213)  rf=r size=64 type=d alias=V0186+0 align=16 words (r22.0)
//.declare P16 (214)  rf=f8  size=2 type=uw align=1 words (f0.1)
//.declare V0189 (215)  rf=r size=64 type=uq align=16 words (r42.0)
//.declare V0190 (216)  rf=r size=64 type=ud alias=V0189+0 align=16 words (r42.0)
//.declare V0191 (217)  rf=r size=32 type=d align=16 words (r53.0)
//.declare V0192 (218)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare  (221)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (222)  rf=r size=16 type=uw align=16 words (r5.0)
//.declare  (223)  rf=r size=16 type=uw align=16 words (r4.0)
//.declare  (224)  rf=r size=16 type=uw align=16 words (r7.0)
//.declare  (225)  rf=r size=16 type=uw align=16 words (r6.0)
//.declare  (226)  rf=r size=16 type=w align=16 words (r2.0)
//.declare  (227)  rf=r size=2 type=w align=1 words (r6.0)
//.declare  (228)  rf=r size=2 type=w align=1 words (r6.9)
//.declare  (229)  rf=r size=2 type=uw align=1 words (r6.8)
//.declare  (234)  rf=r size=2 type=w align=1 words (r4.0)
//.declare  (235)  rf=r size=32 type=ud align=16 words (r76.0)
//.declare  (236)  rf=r size=32 type=ud align=16 words (r75.0)
//.declare  (237)  rf=r size=8 type=ud align=4 words (r12.0)
//.declare  (238)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (239)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (240)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (241)  rf=r size=4 type=ud align=2 words (r2.0)
//.declare  (245)  rf=r size=4 type=ud align=16 words
//.declare  (246)  rf=r size=4 type=ud align=16 words
//.declare  (247)  rf=r size=4 type=ud align=16 words
//.declare  (248)  rf=r size=4 type=ud align=16 words
//.declare  (249)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (250)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (251)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (252)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (253)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (254)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (255)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (256)  rf=r size=8 type=w align=1 words (r0.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0039    | :w x 16  |     32 | r1       | general    |
// | V0040    | :w x 16  |     32 | r2       | general    |
// | V0041    | :w x 16  |     32 | r3       | general    |
// | V0037    | :d x 8   |     32 | r4       | general    |
// | V0034    | :uq      |      8 | r5       | general    |
// | V0155    | :uq      |      8 | r5+8     | general    |
// | V0042    | :uq      |      8 | r5+16    | general    |
// | V0038    | :d x 3   |     12 | r6       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r15.0<1>:ud   r0.0<1;1,0>:ud                                        // 
(W)     and (1|M0)               r5.2<1>:ud    r0.5<0;1,0>:ud    0x3FF:ud                            // 
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
        mov (8|M0)               r2.0<1>:w     0x76543210:v                               {@1}       // $6
(W)     mul (1|M0)               r2.4<1>:d     r5.2<0;1,0>:d     96:w               {@3}             // $4
        mul (8|M0)               r26.0<1>:d    r2.0<8;8,1>:w     12:w               {@2}             // $6
        and (8|M0)               r3.0<1>:w     r1.0<8;8,1>:w     255:w                               // $16
        add (8|M0)               r26.0<1>:d    r2.4<0;1,0>:d     r26.0<8;8,1>:d   {Compacted,@2}     // $7
        cmp (8|M0)    (lt)f1.0   null<1>:uw    r3.0<8;8,1>:uw    0x2:uw              {@2}            // $34
        addc (8|M0)              r50.0<1>:ud   r5.4<0;1,0>:ud    r26.0<8;8,1>:ud  {AccWrEn,Compacted,@2} // $11
        asr (8|M0)               r65.0<1>:d    r26.0<8;8,1>:d    31:w               {Compacted}      // $8
        mov (8|M0)               r64.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $11
(W)     mul (1|M0)               acc0.0<1>:d   r6.0<0;1,0>:d     r15.2<0;1,0>:uw  {Compacted}        // $17
(W)     mach (1|M0)              r2.0<1>:d     r6.0<0;1,0>:d     r15.1<0;1,0>:d   {Compacted}        // $19
        add (8|M0)               r30.0<1>:ud   r5.5<0;1,0>:ud    r65.0<8;8,1>:ud  {Compacted,@4}     // $12
        add (8|M0)               acc0.0<1>:d   r2.0<0;1,0>:d     r1.0<8;8,1>:uw   {Compacted,@2}     // $19
        shl (8|M0)               r2.0<1>:w     r3.0<8;8,1>:w     2:w                                 // $30
        add (8|M0)               acc0.0<1>:d   acc0.0<8;8,1>:d   r4.0<0;1,0>:d                       // $20
        mov (8|M0)               r49.0<1>:d    r2.0<8;8,1>:uw                   {@2}                 // $31
        shl (8|M0)               r58.0<1>:d    acc0.0<8;8,1>:d   2:w                                 // $21
        add (8|M0)               r30.0<1>:ud   r64.0<8;8,1>:ud   r30.0<8;8,1>:ud  {Compacted,@6}     // $13
        send.dc1 (8|M0)          r70      r58     null    0x0            0x02106E00           {@2,$0} // wr:1+0, rd:1; untyped surface read with x // $29
        addc (8|M0)              r69.0<1>:ud   r5.0<0;1,0>:ud    r58.0<8;8,1>:ud  {AccWrEn,Compacted} // $24
        or (8|M0)                r57.0<1>:d    r49.0<8;8,1>:d    268435456:d               {@4}      // $32
        mov (8|M0)               r14.0<1>:ud   acc0.0<8;8,1>:ud                 {Compacted}          // $24
        mov (8|M0)               r54.0<2>:f    r50.0<8;8,1>:f                   {Compacted}          // $14
        mov (8|M0)               r54.1<2>:f    r30.0<8;8,1>:f                   {Compacted,@5}       // $15
        add (8|M0)               r20.1<2>:ud   r14.0<8;8,1>:ud   r5.1<0;1,0>:ud   {@3}               // $25
        mov (8|M0)               r20.0<2>:f    r69.0<8;8,1>:f                   {Compacted,@6}       // $26
        send.dc1 (8|M0)          null     r57     r70     0x40            0x02026EFE           {@6,$0} // wr:1+1, rd:0; untyped surface write with x // $33
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $35
(f1.0)  if (8|M0)                            _0_004            _0_004                                // $35
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_005:
        or (8|M0)                r68.0<1>:d    r49.0<8;8,1>:d    268436480:d                         // $37
        mov (8|M0)               r13.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $38
        send.dc1 (8|M0)          null     r68     r13     0x40            0x02026EFE           {@1,$1} // wr:1+1, rd:0; untyped surface write with x // $39
// B002: [CALL],  Preds:{B001, B000},  Succs:{B007}
_0_004:
        endif (8|M0)                         L456                                                    // $35
L456:
(W)     send.dc0 (8|M0)          r77      r15     null    0x0            0x0219E0FE           {$2} // wr:1h+0, rd:1; synchronized SLM fence // $41
(W)     and (8|M0)               r12.0<1>:ud   r15.2<0;1,0>:ud   0x7F000000:ud                       // $42
(W)     mov (8|M0)               null<1>:ud    r77.0<8;8,1>:ud                  {$2.dst}             //  memory fence commit; $42
(W)     send.gtwy (1|M0)         null     r12     null    0x0            0x02000004           {@2,$3} // wr:1+0, rd:0; signal barrier // $42
(W)     sync.bar                             null                                                    // $42
        and (8|M0)    (eq)f1.1   null<1>:w     r1.0<8;8,1>:w     1:w                                 // $60
        mov (8|M0)               r16.0<1>:d    r3.0<8;8,1>:uw                                        // $45
        mov (8|M0)               r17.0<1>:f    0x2:f                                                 //  (0x00000002:f); $46
        mov (8|M0)               r18.0<1>:f    0x3:f                                                 //  (0x00000003:f); $47
        mov (8|M0)               r36.0<2>:f    r50.0<8;8,1>:f                   {Compacted}          // $49
        mov (8|M0)               r24.0<2>:f    r57.0<8;8,1>:f                   {Compacted}          // $54
        mov (8|M0)               r36.1<2>:f    r30.0<8;8,1>:f                   {Compacted}          // $50
        mov (8|M0)               r24.1<2>:f    0x40000000:f                                          //  (0x40000000:f); $55
        send.dc1 (8|M0)          null     r36     r16     0xC0            0x040668FF           {@2,$4} // wr:2+3, rd:0; a64 untyped surface write with xyz // $51
        mov (8|M0)               r40.0<2>:f    r50.0<8;8,1>:f                   {Compacted}          // $43
        mov (8|M0)               r2.0<2>:f     r20.0<2;1,0>:f                   {Compacted}          // $66
(f1.1)  sel (8|M0)               r4.0<2>:d     r20.0<2;1,0>:d    r24.0<2;1,0>:d   {@3}               // $62
        mov (8|M0)               r40.1<2>:f    r30.0<8;8,1>:f                   {Compacted}          // $44
        mov (8|M0)               r2.1<2>:f     r20.1<2;1,0>:f                   {Compacted}          // $67
(f1.1)  sel (8|M0)               r4.1<2>:d     r20.1<2;1,0>:d    r24.1<2;1,0>:d                      // $63
        sync.allrd                           ($0,$1,$3,$4)                                           // $68
        call (8|M0)              r12.0         sum3                             {@1}                 // $68
// B003: [CALL,RETURN],  Preds:{B017},  Succs:{B007}
_generic_ptr_k0_0_:
        mov (8|M0)               r74.0<1>:f    r38.0<8;8,1>:f                   {Compacted}          // $69
        mov (8|M0)               r2.0<2>:f     r24.0<2;1,0>:f                   {Compacted}          // $70
        mov (8|M0)               r2.1<2>:f     r24.1<2;1,0>:f                   {Compacted}          // $71
        sync.allrd                           ($0,$1,$4)                                              // $72
        call (8|M0)              r12.0         sum3                             {@1}                 // $72
// B004: [CALL,RETURN],  Preds:{B017},  Succs:{B007}
_generic_ptr_k0_1_:
        add (8|M0)               r52.0<1>:d    r74.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted,@4}     // $74
        mov (8|M0)               r2.0<2>:f     r40.0<2;1,0>:f                   {Compacted,@7}       // $75
        mov (8|M0)               r2.1<2>:f     r40.1<2;1,0>:f                   {Compacted}          // $76
        sync.allrd                           ($0,$1,$4)                                              // $79
        call (8|M0)              r12.0         sum3                             {@1}                 // $79
// B005: [CALL,RETURN],  Preds:{B017},  Succs:{B007}
_generic_ptr_k0_2_:
        add (8|M0)               r52.0<1>:d    r52.0<8;8,1>:d    r38.0<8;8,1>:d   {Compacted,@4}     // $81
        mov (8|M0)               r2.0<2>:f     r4.0<2;1,0>:f                    {Compacted,@7}       // $82
        mov (8|M0)               r2.1<2>:f     r4.1<2;1,0>:f                    {Compacted}          // $83
        sync.allrd                           ($0,$1,$4)                                              // $84
        call (8|M0)              r12.0         sum3                             {@1}                 // $84
// B006: [RETURN],  Preds:{B017},  Succs:{}
_generic_ptr_k0_3_:
        shl (8|M0)               r62.0<1>:d    r4.1<2;1,0>:ud    4:w               {Compacted}       // $97
        cmp (8|M0)    (eq)f1.1   null<1>:d     r4.0<2;1,0>:d     0:w                                 // $103
        and (8|M0)               r51.0<1>:d    r4.1<2;1,0>:d     -536870912:d                        // $88
        cmp (8|M0)    (eq)f1.0   null<1>:ud    r4.0<2;1,0>:ud    0x0:uw                              // $91
        asr (8|M0)               r63.0<1>:ud   r62.0<8;8,1>:d    4:w               {@4}              // $98
(W)     mov (1|M0)               r6.0<1>:hf    0xFFFF:hf                                             // $92
        cmp (8|M0)    (ne)f0.1   null<1>:d     r51.0<8;8,1>:d    1073741824:d               {@4}     // $93
        cmp (8|M0)    (ne)f0.0   null<1>:d     r51.0<8;8,1>:d    536870912:d                         // $107
(f1.1)  cmp (8|M0)    (eq)f1.1   null<1>:d     r63.0<8;8,1>:d    0:w               {@4}              // $104
(W)     mov (1|M0)               r6.9<1>:hf    0x1:hf                                                // $106
(f1.0)  sel (8|M0)               r67.0<1>:d    r6.0<0;1,0>:w     0:w               {@5}              // $92
(W)     mov (1|M0)               r6.8<1>:hf    0x1:hf                                                // $118
(f1.1)  sel (8|M0)               r34.0<1>:d    r6.9<0;1,0>:w     0:w               {@3}              // $106
(~f0.1) sel (8|M0)               r66.0<1>:d    -r67.0<8;8,1>:d   1:w               {@3}              // $94
(f0.0)  mov (8|M0)               r34.0<1>:f    0x1:f                                                 //  (0x00000001:f); $108
        cmp (8|M0)    (ne)f0.0   null<1>:d     r66.0<8;8,1>:d    0:w               {@2}              // $116
        cmp (8|M0)    (ne)f1.1   null<1>:d     r34.0<8;8,1>:d    0:w               {@2}              // $117
        cmp (8|M0)    (ne)f1.0   null<1>:d     r4.0<2;1,0>:d     0:w                                 // $113
        add (8|M0)               acc0.0<1>:d   r52.0<8;8,1>:d    r38.0<8;8,1>:d                      // $86
(f0.0)  sel (8|M0)               r7.0<1>:uw    r6.8<0;1,0>:uw    0x0:uw              {@7}            // $118
(f1.1)  sel (8|M0)               r6.0<1>:uw    r6.8<0;1,0>:uw    0x0:uw                              // $118
(~f1.0) cmp (8|M0)    (ne)f1.0   null<1>:d     r4.1<2;1,0>:d     0:w                                 // $114
        and (8|M0)    (ne)f0.1   null<1>:uw    r7.0<8;8,1>:uw    r6.0<8;8,1>:uw   {@2}               // $118
(W)     mov (8|M0)               r112.0<1>:f   r15.0<8;8,1>:f                   {Compacted}          // $127
(f1.0)  sel (8|M0)               r4.0<1>:uw    r6.8<0;1,0>:uw    0x0:uw                              // $119
(f0.1)  sel (8|M0)               r5.0<1>:uw    r6.8<0;1,0>:uw    0x0:uw                              // $119
        and (8|M0)    (ne)f0.1   null<1>:uw    r5.0<8;8,1>:uw    r4.0<8;8,1>:uw   {@1}               // $119
(W)     mov (1|M0)               r4.0<1>:hf    0x0:hf                                                // $122
(f0.0)  sel (8|M0)               r4.0<2>:b     r4.0<0;1,0>:w     2:w               {@1}              // $122
(f0.1)  sel (8|M0)               r19.0<1>:d    r6.9<0;1,0>:w     0:w                                 // $120
        add (8|M0)               r19.0<1>:d    acc0.0<8;8,1>:d   r19.0<8;8,1>:d   {@1}               // $121
        add (8|M0)               r19.0<1>:d    r4.0<2;1,0>:ub    r19.0<8;8,1>:d   {@1}               // $124
        send.dc1 (8|M0)          null     r58     r19     0x40            0x02026E01           {@1,$5} // wr:1+1, rd:0; untyped surface write with x // $126
(W)     send.dc0 (8|M0)          r76      r15     null    0x0            0x0219E000           {$6} // wr:1h+0, rd:1; synchronized global fence flushing // $181
(W)     mov (8|M0)               null<1>:ud    r76.0<8;8,1>:ud                  {$6.dst}             //  memory fence commit; $181
(W)     send.dc0 (8|M0)          r75      r15     null    0x0            0x0219E0FE           {$7} // wr:1h+0, rd:1; synchronized SLM fence // $181
(W)     mov (8|M0)               null<1>:ud    r75.0<8;8,1>:ud                  {$7.dst}             //  memory fence commit; $127
(W)     send.ts (8|M0)           null     r112    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $127
// B007: [INIT],  Preds:{B005, B004, B003, B002},  Succs:{B008, B009}
sum3:
        mov (8|M0)               r48.0<1>:f    r2.1<2;1,0>:f                    {Compacted}          // $130
        mov (8|M0)               r60.0<1>:f    r2.0<2;1,0>:f                    {Compacted}          // $129
        and (8|M0)               r11.0<1>:d    r48.0<8;8,1>:d    -536870912:d               {@2}     // $131
        cmp (8|M0)    (eq)f1.1   null<1>:d     r11.0<8;8,1>:d    1073741824:d               {@1}     // $132
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $133
(~f1.1) if (8|M0)                            _1_010            _1_012                                // $133
// B008: [inDivergent],  Preds:{B007},  Succs:{B010}
_1_011:
        mov (8|M0)               r44.0<2>:f    r2.0<2;1,0>:f                    {Compacted}          // $135
        mov (8|M0)               r44.1<2>:f    r2.1<2;1,0>:f                    {Compacted}          // $136
        send.dc1 (8|M0)          r59      r44     null    0x0            0x041401FF           {@1,$8} // wr:2+0, rd:1; a64 dword gathering read // $137
        else (8|M0)                          _1_012            _1_012                                // $133
// B009: [inDivergent],  Preds:{B007},  Succs:{B010}
_1_010:
        mov (8|M0)               r10.0<1>:f    r2.0<2;1,0>:f                    {Compacted}          // $140
        send.dc1 (8|M0)          r59      r10     null    0x0            0x02106EFE           {@1,$8} // wr:1+0, rd:1; untyped surface read with x // $142
// B010: Preds:{B009, B008},  Succs:{B011, B012}
_1_012:
        endif (8|M0)                         L1680                                                   // $133
L1680:
        addc (8|M0)              r72.0<1>:ud   r60.0<8;8,1>:ud   0x4:ud              {AccWrEn,Compacted,@7} // $144
        mov (8|M0)               r9.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $144
        mov (8|M0)               r28.0<2>:f    r72.0<8;8,1>:f                   {Compacted,@2}       // $146
        add (8|M0)               r33.0<1>:ud   r9.0<8;8,1>:ud    r48.0<8;8,1>:ud  {Compacted,@2}     // $145
        mov (8|M0)               r28.1<2>:f    r33.0<8;8,1>:f                   {Compacted,@1}       // $147
        and (8|M0)               r33.0<1>:d    r33.0<8;8,1>:d    -536870912:d                        // $148
        cmp (8|M0)    (eq)f1.0   null<1>:d     r33.0<8;8,1>:d    1073741824:d               {@1}     // $149
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $150
(~f1.0) if (8|M0)                            _1_013            _1_015                                // $150
// B011: [inDivergent],  Preds:{B010},  Succs:{B013}
_1_014:
        mov (8|M0)               r46.0<2>:f    r28.0<2;1,0>:f                   {Compacted,@5}       // $152
        mov (8|M0)               r46.1<2>:f    r28.1<2;1,0>:f                   {Compacted}          // $153
        send.dc1 (8|M0)          r56      r46     null    0x0            0x041401FF           {@1,$9} // wr:2+0, rd:1; a64 dword gathering read // $154
        else (8|M0)                          _1_015            _1_015                                // $150
// B012: [inDivergent],  Preds:{B010},  Succs:{B013}
_1_013:
        mov (8|M0)               r8.0<1>:f     r28.0<2;1,0>:f                   {Compacted}          // $157
        send.dc1 (8|M0)          r56      r8      null    0x0            0x02106EFE           {@1,$9} // wr:1+0, rd:1; untyped surface read with x // $159
// B013: Preds:{B012, B011},  Succs:{B014, B015}
_1_015:
        endif (8|M0)                         L1872                                                   // $150
L1872:
        addc (8|M0)              r71.0<1>:ud   r60.0<8;8,1>:ud   0x8:ud              {AccWrEn,Compacted} // $162
        sync.nop                             null                             {Compacted,$9.dst}     // $161
        add (8|M0)               r73.0<1>:d    r59.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted,$8.dst} // $161
        mov (8|M0)               r7.0<1>:ud    acc0.0<8;8,1>:ud                 {Compacted}          // $162
        mov (8|M0)               r22.0<2>:f    r71.0<8;8,1>:f                   {Compacted,@3}       // $164
        add (8|M0)               r31.0<1>:ud   r7.0<8;8,1>:ud    r48.0<8;8,1>:ud  {Compacted,@2}     // $163
        mov (8|M0)               r22.1<2>:f    r31.0<8;8,1>:f                   {Compacted,@1}       // $165
        and (8|M0)               r31.0<1>:d    r31.0<8;8,1>:d    -536870912:d                        // $166
        cmp (8|M0)    (eq)f0.1   null<1>:d     r31.0<8;8,1>:d    1073741824:d               {@1}     // $167
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $168
(~f0.1) if (8|M0)                            _1_016            _generic_ptr_k0_7_cf                  // $168
// B014: [inDivergent],  Preds:{B013},  Succs:{B016}
_1_017:
        mov (8|M0)               r42.0<2>:f    r22.0<2;1,0>:f                   {Compacted,@5}       // $170
        mov (8|M0)               r42.1<2>:f    r22.1<2;1,0>:f                   {Compacted}          // $171
        send.dc1 (8|M0)          r53      r42     null    0x0            0x041401FF           {@1,$10} // wr:2+0, rd:1; a64 dword gathering read // $172
        else (8|M0)                          _generic_ptr_k0_7_cf  _generic_ptr_k0_7_cf              // $168
// B015: [inDivergent],  Preds:{B013},  Succs:{B016}
_1_016:
        mov (8|M0)               r6.0<1>:f     r22.0<2;1,0>:f                   {Compacted}          // $175
        send.dc1 (8|M0)          r53      r6      null    0x0            0x02106EFE           {@1,$10} // wr:1+0, rd:1; untyped surface read with x // $177
// B016: Preds:{B015, B014},  Succs:{B017}
_generic_ptr_k0_7_cf:
        endif (8|M0)                         _1_018                                                  // $168
// B017: [EXIT],  Preds:{B016},  Succs:{B003, B004, B005, B006}
_1_018:
        add (8|M0)               r38.0<1>:d    r73.0<8;8,1>:d    r53.0<8;8,1>:d   {Compacted,$10.dst} // $179
        sync.allrd                           ($0,$1,$4)                                              // $181
        ret (8|M0)                           r12.0                            {@1}                   // $181


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 202
//
//.RMWs: 1
//
//.accSubDef: 3
//.accSubUse: 3
//.accSubCandidateDef: 3
//.accSubCandidateUse: 3
