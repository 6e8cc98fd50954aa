//.kernel atomic_local
//.platform TGLLP
//.thread_config numGRF=128, numAcc=2, numSWSB=16
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noScalarJmp -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA -waClearHDCWrite -noMaskWA -insertRSDummyMov "
//.instCount 193
//.RA type	LOCAL_FIRST_FIT_BC_RA

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r60.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=16 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.4)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %tsc (21)  rf=r size=20 type=ud align=2 words
//.declare %arg (22)  rf=r size=0 type=ud align=16 words (r26.0)
//.declare %retval (23)  rf=r size=0 type=ud align=16 words (r26.0) Output
//.declare %sp (24)  rf=r size=8 type=uq align=16 words (r125.3)
//.declare %fp (25)  rf=r size=8 type=uq align=16 words (r125.2)
//.declare %sr0 (26)  rf=r size=16 type=ud align=2 words
//.declare %cr0 (27)  rf=r size=12 type=ud align=2 words
//.declare %ce0 (28)  rf=r size=4 type=ud align=2 words
//.declare %dbg0 (29)  rf=r size=8 type=ud align=2 words
//.declare implBufPtr (31)  rf=r size=8 type=uq align=16 words (r126.0)
//.declare localIdBufPtr (32)  rf=r size=8 type=uq align=16 words (r126.3)
//.declare %msg0 (33)  rf=r size=12 type=ud align=2 words
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r60.0)
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r60.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.4)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0046 (54)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0047 (55)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0048 (56)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0049 (57)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0050 (58)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0053 (61)  rf=r size=64 type=ud alias=V0051+0 align=16 words (r4.0)
//.declare V0054 (62)  rf=r size=64 type=ud alias=V0052+0 align=16 words (r10.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r68.0)
//.declare P01 (65)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P02 (66)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0057 (67)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0058 (68)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0059 (69)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0060 (70)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0061 (71)  rf=r size=64 type=ud alias=V0059+0 align=16 words (r8.0)
//.declare V0062 (72)  rf=r size=64 type=ud alias=V0060+0 align=16 words (r10.0)
//.declare  (73)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (74)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare V0063 (75)  rf=r size=4 type=ud align=16 words (r7.0)
//.declare V0066 (78)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0067 (79)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0068 (80)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0069 (81)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0070 (82)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0071 (83)  rf=r size=32 type=d align=16 words (r56.0)
//.declare V0072 (84)  rf=r size=16 type=d align=2 words (r2.0)
//.declare V0073 (85)  rf=r size=8 type=d align=2 words (r11.4)
//.declare V0074 (86)  rf=r size=4 type=ud alias=V0067+0 align=16 words (r6.0)
//.declare V0075 (87)  rf=r size=4 type=ud alias=V0066+0 align=16 words (r5.0)
//.declare V0076 (88)  rf=r size=4 type=ud align=16 words (r8.0)
//.declare V0079 (91)  rf=r size=4 type=d align=16 words (r2.0)
//.declare V0080 (92)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0081 (93)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0082 (94)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0083 (95)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0084 (96)  rf=r size=32 type=d align=16 words (r57.0)
//.declare V0085 (97)  rf=r size=16 type=d align=2 words (r2.4)
//.declare V0086 (98)  rf=r size=8 type=d align=2 words (r11.6)
//.declare V0087 (99)  rf=r size=4 type=ud alias=V0080+0 align=16 words (r7.0)
//.declare V0088 (100)  rf=r size=4 type=ud alias=V0079+0 align=16 words (r2.0)
//.declare V0089 (101)  rf=r size=4 type=ud align=16 words (r4.0)
//.declare V0092 (104)  rf=r size=4 type=d align=16 words (r3.0)
//.declare P03 (105)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0093 (106)  rf=r size=2 type=uw align=16 words (r61.0)
//.declare V0095 (108)  rf=r size=4 type=ud align=2 words (r12.0)
//.declare V0096 (109)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0097 (110)  rf=r size=4 type=ud alias=V0096+0 align=16 words (r8.0)
//.declare V0098 (111)  rf=r size=4 type=ud alias=V0092+0 align=16 words (r3.0)
//.declare V0099 (112)  rf=r size=4 type=ud align=16 words (r5.0)
//.declare V0102 (115)  rf=r size=4 type=d align=16 words (r9.0)
//.declare V0103 (116)  rf=r size=4 type=d align=16 words (r10.0)
//.declare V0104 (117)  rf=r size=4 type=ud alias=V0103+0 align=16 words (r10.0)
//.declare V0105 (118)  rf=r size=4 type=ud alias=V0102+0 align=16 words (r9.0)
//.declare V0106 (119)  rf=r size=4 type=ud align=16 words (r6.0)
//.declare V0109 (122)  rf=r size=4 type=d align=16 words (r14.0)
//.declare V0110 (123)  rf=r size=4 type=d align=16 words (r15.0)
//.declare V0111 (124)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0112 (125)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0113 (126)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0114 (127)  rf=r size=32 type=d align=16 words (r58.0)
//.declare V0115 (128)  rf=r size=16 type=d align=2 words (r3.0)
//.declare V0116 (129)  rf=r size=8 type=d align=2 words (r12.1)
//.declare V0117 (130)  rf=r size=4 type=ud alias=V0109+0 align=16 words (r14.0)
//.declare V0118 (131)  rf=r size=4 type=ud align=16 words (r9.0)
//.declare V0121 (134)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0122 (135)  rf=r size=4 type=d align=16 words (r6.0)
//.declare V0123 (136)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0124 (137)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0125 (138)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0126 (139)  rf=r size=32 type=d align=16 words (r59.0)
//.declare V0127 (140)  rf=r size=16 type=d align=2 words (r3.4)
//.declare V0128 (141)  rf=r size=8 type=d align=2 words (r12.3)
//.declare V0129 (142)  rf=r size=4 type=ud alias=V0121+0 align=16 words (r5.0)
//.declare V0132 (145)  rf=r size=4 type=ud align=16 words (r10.0)
//.declare V0135 (148)  rf=r size=4 type=d align=16 words (r2.0)
//.declare V0136 (149)  rf=r size=4 type=d align=16 words (r7.0)
//.declare V0137 (150)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0138 (151)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0139 (152)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0140 (153)  rf=r size=32 type=d align=16 words (r4.0)
//.declare V0141 (154)  rf=r size=16 type=d align=2 words (r9.0)
//.declare V0142 (155)  rf=r size=8 type=d align=2 words (r12.5)
//.declare V0143 (156)  rf=r size=4 type=ud alias=V0136+0 align=16 words (r7.0)
//.declare V0144 (157)  rf=r size=4 type=ud alias=V0135+0 align=16 words (r2.0)
//.declare V0147 (160)  rf=r size=4 type=ud align=16 words (r11.0)
//.declare V0150 (163)  rf=r size=4 type=d align=16 words (r3.0)
//.declare V0151 (164)  rf=r size=4 type=d align=16 words (r8.0)
//.declare V0152 (165)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0153 (166)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0154 (167)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0155 (168)  rf=r size=32 type=d align=16 words (r5.0)
//.declare V0156 (169)  rf=r size=16 type=d align=2 words (r9.4)
//.declare V0157 (170)  rf=r size=8 type=d align=2 words (r13.0)
//.declare V0158 (171)  rf=r size=4 type=ud alias=V0151+0 align=16 words (r8.0)
//.declare V0159 (172)  rf=r size=4 type=ud alias=V0150+0 align=16 words (r3.0)
//.declare V0160 (173)  rf=r size=4 type=ud align=16 words (r12.0)
//.declare V0163 (176)  rf=r size=4 type=d align=16 words (r9.0)
//.declare V0164 (177)  rf=r size=4 type=d align=16 words (r10.0)
//.declare V0165 (178)  rf=r size=64 type=d align=16 words (r26.0)
//.declare V0166 (179)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0167 (180)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0168 (181)  rf=r size=32 type=d align=16 words (r6.0)
//.declare V0169 (182)  rf=r size=16 type=d align=2 words (r10.0)
//.declare V0170 (183)  rf=r size=8 type=d align=2 words (r4.0)
//.declare V0171 (184)  rf=r size=4 type=ud alias=V0164+0 align=16 words (r10.0)
//.declare V0172 (185)  rf=r size=4 type=ud alias=V0163+0 align=16 words (r9.0)
//.declare V0173 (186)  rf=r size=4 type=ud align=16 words (r13.0)
//.declare V0176 (189)  rf=r size=4 type=d align=16 words (r11.0)
//.declare V0177 (190)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0178 (191)  rf=r size=64 type=ud align=16 words (r30.0)
//.declare V0179 (192)  rf=r size=64 type=d alias=V0178+0 align=16 words (r30.0)
//.declare V0180 (193)  rf=r size=64 type=ud align=16 words (r32.0)
//.declare V0181 (194)  rf=r size=64 type=d alias=V0180+0 align=16 words (r32.0)
//.declare V0182 (195)  rf=r size=64 type=ud align=16 words (r52.0)
//.declare V0183 (196)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0184 (197)  rf=r size=16 type=ud align=2 words (r10.4)
//.declare V0185 (198)  rf=r size=8 type=ud align=2 words (r4.2)
//.declare V0186 (199)  rf=r size=4 type=ud alias=V0176+0 align=16 words (r11.0)
//.declare V0187 (200)  rf=r size=4 type=ud align=16 words (r14.0)
//.declare V0190 (203)  rf=r size=4 type=d align=16 words (r5.0)
//.declare V0191 (204)  rf=r size=4 type=ud align=16 words (r6.0)
//.declare V0192 (205)  rf=r size=64 type=ud align=16 words (r34.0)
//.declare V0193 (206)  rf=r size=64 type=d alias=V0192+0 align=16 words (r34.0)
//.declare V0194 (207)  rf=r size=64 type=ud align=16 words (r36.0)
//.declare V0195 (208)  rf=r size=64 type=d alias=V0194+0 align=16 words (r36.0)
//.declare V0196 (209)  rf=r size=64 type=ud align=16 words (r54.0)
//.declare V0197 (210)  rf=r size=32 type=ud align=16 words (r8.0)
//.declare V0198 (211)  rf=r size=16 type=ud align=2 words (r11.0)
//.declare V0199 (212)  rf=r size=8 type=ud align=2 words (r4.4)
//.declare V0200 (213)  rf=r size=4 type=ud alias=V0190+0 align=16 words (r5.0)
//.declare V0201 (214)  rf=r size=4 type=ud align=16 words (r2.0)
//.declare V0205 (218)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0207 (220)  rf=r size=64 type=ud alias=V0205+0 align=16 words (r12.0)
//.declare  (223)  rf=r size=128 type=ud align=16 words (r16.0)
//.declare V0211 (225)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0213 (227)  rf=r size=64 type=ud alias=V0211+0 align=16 words (r2.0)
//.declare  (230)  rf=r size=128 type=ud align=16 words (r20.0)
//.declare  (231)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare  (232)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare V0216 (233)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0217 (234)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0218 (235)  rf=r size=64 type=ud alias=V0216+0 align=16 words (r2.0)
//.declare V0219 (236)  rf=r size=64 type=ud alias=V0217+0 align=16 words (r4.0)
//.declare V0220 (237)  rf=r size=64 type=d align=16 words (r6.0)
//.declare V0221 (238)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0222 (239)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0223 (240)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0224 (241)  rf=r size=64 type=ud alias=V0222+0 align=16 words (r10.0)
//.declare V0225 (242)  rf=r size=64 type=ud alias=V0223+0 align=16 words (r12.0)
//.declare V0226 (243)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0227 (244)  rf=r size=8 type=uq align=4 words (r8.1)
//.declare  (245)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (246)  rf=r size=2 type=w align=1 words (r2.0)
//.declare  (248)  rf=r size=32 type=ud align=16 words (r2.0)
//.declare  (249)  rf=r size=32 type=ud align=16 words (r3.0)
//.declare  (250)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (251)  rf=r size=8 type=w align=1 words (r0.0)
//.declare  (252)  rf=f16  size=2 type=uw align=1 words (f0.0)
//.declare  (253)  rf=r size=8 type=w align=1 words (r0.0)

// .inputs
// +----------+----------+--------+----------+------------+
// | id       | type     |  bytes | at       | class      |
// +----------+----------+--------+----------+------------+
// | V0038    | :w x 16  |     32 | r1       | general    |
// | V0039    | :w x 16  |     32 | r2       | general    |
// | V0040    | :w x 16  |     32 | r3       | general    |
// | V0041    | :w x 16  |     32 | r4       | general    |
// | V0042    | :w x 16  |     32 | r5       | general    |
// | V0043    | :w x 16  |     32 | r6       | general    |
// | V0036    | :d x 8   |     32 | r7       | general    |
// | V0226    | :uq      |      8 | r8       | general    |
// | V0227    | :uq      |      8 | r8+8     | general    |
// | V0037    | :d x 3   |     12 | r8+16    | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     mov (8|M0)               r60.0<1>:ud   r0.0<1;1,0>:ud                                        // $1
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {@1}          // $1
(W)     mul (1|M0)               acc0.0<1>:d   r8.4<0;1,0>:d     r60.2<0;1,0>:uw  {@1}               // $2
        mov (16|M0)              r62.0<1>:d    r1.0<16;16,1>:uw                                      // $3
        mov (16|M16)             r64.0<1>:d    r2.0<16;16,1>:uw                                      // $4
(W)     mach (1|M0)              r3.0<1>:d     r8.4<0;1,0>:d     r60.1<0;1,0>:d                      // $3
        cmp (16|M0)   (lt)f0.0   null<1>:w     r1.0<16;16,1>:uw  0xC:uw                              // $15
        add (16|M0)              r4.0<1>:d     r3.0<0;1,0>:d     r62.0<8;8,1>:d   {Compacted,@2}     // $5
        add (16|M16)             r10.0<1>:d    r3.0<0;1,0>:d     r64.0<8;8,1>:d   {Compacted,@4}     // $6
        add (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted,@2}     // $7
        add (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted,@2}     // $8
        shl (16|M0)              r4.0<1>:d     r4.0<8;8,1>:d     2:w               {Compacted,@2}    // $9
        shl (16|M16)             r10.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}    // $10
        send.dc1 (16|M0)         r66      r4      null    0x0            0x04205E00           {@2,$0} // wr:2+0, rd:2; untyped surface read with x // $12
        send.dc1 (16|M16)        r68      r10     null    0x0            0x04205E00           {@1,$1} // wr:2+0, rd:2; untyped surface read with x // $14
        cmp (16|M16)  (lt)f0.0   null<1>:w     r2.0<16;16,1>:uw  0xC:uw                              // $16
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $17
(f0.0)  if (32|M0)                           _0_007            _0_007                                // $17
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_008:
        cmp (16|M0)   (eq)f1.0   null<1>:w     r1.0<16;16,1>:w   6:w                                 // $19
        cmp (16|M16)  (eq)f1.0   null<1>:w     r2.0<16;16,1>:w   6:w                                 // $20
        shl (16|M0)              r8.0<1>:d     r62.0<8;8,1>:d    2:w               {Compacted}       // $23
        shl (16|M16)             r10.0<1>:d    r64.0<8;8,1>:d    2:w               {Compacted,$1.src} // $24
(W)     mov (1|M0)               r2.0<1>:hf    0xFFFF:hf                                             // $21
        or (16|M0)               r8.0<1>:d     r8.0<8;8,1>:d     268435456:d               {@3}      // $25
        or (16|M16)              r10.0<1>:d    r10.0<8;8,1>:d    268435456:d               {@3}      // $26
        sync.nop                             null                             {Compacted,$0.src}     // $21
(f1.0)  sel (16|M0)              r4.0<1>:d     r2.0<0;1,0>:w     0:w               {@3}              // $21
(f1.0)  sel (16|M16)             r6.0<1>:d     r2.0<0;1,0>:w     0:w                                 // $22
        send.dc1 (16|M0)         null     r8      r4      0x80            0x04025EFE           {@2,$2} // wr:2+2, rd:0; untyped surface write with x // $27
        send.dc1 (16|M16)        null     r10     r6      0x80            0x04025EFE           {@1,$3} // wr:2+2, rd:0; untyped surface write with x // $28
// B002: Preds:{B001, B000},  Succs:{B003, B004}
_0_007:
        endif (32|M0)                        L424                                                    // $17
L424:
(W)     send.dc0 (8|M0)          r2       r60     null    0x0            0x0219E0FE           {@7,$4} // wr:1h+0, rd:1; synchronized SLM fence // $30
(W)     and (8|M0)               r3.0<1>:ud    r60.2<0;1,0>:ud   0x7F000000:ud                       // $31
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$4.dst}             //  memory fence commit; $31
(W)     send.gtwy (1|M0)         null     r3      null    0x0            0x02000004           {@2,$5} // wr:1+0, rd:0; signal barrier // $31
(W)     sync.bar                             null                                                    // $31
        sync.nop                             null                             {Compacted,$2.src}     // $34
(W)     mov (16|M0)              r4.0<1>:f     0x0:f                               {Compacted,$0.src} //  (0x00000000:f); $34
(W)     mov (16|M16)             r6.0<1>:f     0x0:f                               {Compacted,$3.src} //  (0x00000000:f); $36
(W)     mov (16|M0)              r8.0<1>:f     0x0:f                               {Compacted}       //  (0x00000000:f); $46
(W)     mov (16|M16)             r10.0<1>:f    0x0:f                               {Compacted,$1.src} //  (0x00000000:f); $48
        mov (16|M0)              r4.0<1>:f     r66.0<8;8,1>:f                   {Compacted,$0.dst}   // $35
        mov (16|M16)             r6.0<1>:f     r68.0<8;8,1>:f                   {Compacted,$1.dst}   // $37
        mov (16|M0)              r8.0<1>:d     -r66.0<8;8,1>:d                                       // $47
        mov (16|M16)             r10.0<1>:d    -r68.0<8;8,1>:d                                       // $49
(W)     add (16|M0)              r38.0<1>:d    r4.0<8;8,1>:d     r6.0<8;8,1>:d    {Compacted,@3}     // $38
(W)     add (16|M0)              r40.0<1>:d    r8.0<8;8,1>:d     r10.0<8;8,1>:d   {Compacted,@2}     // $50
(W)     mov (16|M0)              r12.0<1>:f    0x7FFFFFFF:f                                          //  (0x7fffffff:f); $70
(W)     mov (16|M16)             r14.0<1>:f    0x7FFFFFFF:f                                          //  (0x7fffffff:f); $72
(W)     mov (16|M0)              r16.0<1>:f    0x80000000:f                               {Compacted} //  (0x80000000:f); $82
(W)     mov (16|M16)             r18.0<1>:f    0x80000000:f                               {Compacted} //  (0x80000000:f); $84
(W)     mov (16|M0)              r20.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $96
(W)     mov (16|M16)             r22.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $98
(W)     mov (16|M0)              r2.0<1>:f     0x0:f                               {Compacted,$5.src} //  (0x00000000:f); $110
(W)     mov (16|M16)             r24.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $112
        mov (16|M0)              r12.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $71
        mov (16|M16)             r14.0<1>:f    r68.0<8;8,1>:f                   {Compacted}          // $73
        mov (16|M0)              r16.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $83
        mov (16|M16)             r18.0<1>:f    r68.0<8;8,1>:f                   {Compacted}          // $85
        or (16|M0)               r20.0<1>:d    r66.0<8;8,1>:d    0xFF00:uw                           // $92
        or (16|M16)              r22.0<1>:d    r68.0<8;8,1>:d    0xFF00:uw                           // $93
        and (16|M0)              r2.0<1>:d     r66.0<8;8,1>:d    255:w               {Compacted}     // $106
        and (16|M16)             r24.0<1>:d    r68.0<8;8,1>:d    255:w               {Compacted}     // $107
(W)     mov (16|M0)              r26.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $122
(W)     mov (16|M16)             r28.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $124
(W)     mov (16|M0)              r30.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $134
(W)     mov (16|M16)             r32.0<1>:f    0xFFFFFFFF:f                                          //  (0xffffffff:f); $136
(W)     mov (16|M0)              r34.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $146
(W)     mov (16|M16)             r36.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $148
(W)     mov (1|M0)               f1.0<1>:ud    0x0:uw                                                // $58
(W)     add (8|M0)               r56.0<1>:d    r38.0<8;8,1>:d    r39.0<8;8,1>:d   {Compacted}        // $39
(W)     add (8|M0)               r57.0<1>:d    r40.0<8;8,1>:d    r41.0<8;8,1>:d   {Compacted}        // $51
(W)     sel (16|M0)   (lt)f0.0   r42.0<1>:d    r12.0<8;8,1>:d    r14.0<8;8,1>:d   {Compacted}        // $74
(W)     sel (16|M0)   (ge)f0.0   r44.0<1>:d    r16.0<8;8,1>:d    r18.0<8;8,1>:d   {Compacted}        // $86
(W)     and (16|M0)              r46.0<1>:d    r20.0<8;8,1>:d    r22.0<8;8,1>:d   {Compacted}        // $100
(W)     or (16|M0)               r48.0<1>:d    r2.0<8;8,1>:d     r24.0<8;8,1>:d   {Compacted}        // $114
        mov (16|M0)              r26.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $123
        mov (16|M16)             r28.0<1>:f    r68.0<8;8,1>:f                   {Compacted}          // $125
        mov (16|M0)              r30.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $135
        mov (16|M16)             r32.0<1>:f    r68.0<8;8,1>:f                   {Compacted}          // $137
        mov (16|M0)              r34.0<1>:f    r66.0<8;8,1>:f                   {Compacted}          // $147
        mov (16|M16)             r36.0<1>:f    r68.0<8;8,1>:f                   {Compacted}          // $149
        cmp (32|M0)   (eq)f1.0   null<1>:uw    r61.0<0;1,0>:uw   r61.0<0;1,0>:uw                     // $59
(W)     sel (8|M0)    (lt)f0.0   r58.0<1>:d    r42.0<8;8,1>:d    r43.0<8;8,1>:d   {@7}               // $75
(W)     sel (8|M0)    (ge)f0.0   r59.0<1>:d    r44.0<8;8,1>:d    r45.0<8;8,1>:d   {@7}               // $87
(W)     and (8|M0)               r4.0<1>:d     r46.0<8;8,1>:d    r47.0<8;8,1>:d   {Compacted,@7}     // $101
(W)     or (8|M0)                r5.0<1>:d     r48.0<8;8,1>:d    r49.0<8;8,1>:d   {Compacted,@7}     // $115
(W)     add (4|M0)               r2.0<1>:d     r56.0<4;4,1>:d    r56.4<4;4,1>:d                      // $40
(W)     add (4|M0)               r2.4<1>:d     r57.0<4;4,1>:d    r57.4<4;4,1>:d                      // $52
(W)     xor (16|M0)              r50.0<1>:d    r26.0<8;8,1>:d    r28.0<8;8,1>:d   {Compacted}        // $126
(W)     sel (16|M0)   (lt)f0.0   r52.0<1>:ud   r30.0<8;8,1>:ud   r32.0<8;8,1>:ud  {Compacted,@7}     // $138
(W)     sel (16|M0)   (ge)f0.0   r54.0<1>:ud   r34.0<8;8,1>:ud   r36.0<8;8,1>:ud  {Compacted,@7}     // $150
(W)     cbit (1|M0)              r12.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $61
(W)     sel (4|M0)    (lt)f0.0   r3.0<1>:d     r58.0<4;4,1>:d    r58.4<4;4,1>:d   {@7}               // $76
(W)     sel (4|M0)    (ge)f0.0   r3.4<1>:d     r59.0<4;4,1>:d    r59.4<4;4,1>:d   {@7}               // $88
(W)     and (4|M0)               r9.0<1>:d     r4.0<4;4,1>:d     r4.4<4;4,1>:d    {@7}               // $102
(W)     or (4|M0)                r9.4<1>:d     r5.0<4;4,1>:d     r5.4<4;4,1>:d    {@7}               // $116
(W)     add (2|M0)               r11.4<1>:d    r2.0<2;2,1>:d     r2.2<2;2,1>:d    {@7}               // $41
(W)     add (2|M0)               r11.6<1>:d    r2.4<2;2,1>:d     r2.6<2;2,1>:d    {@7}               // $53
(W)     xor (8|M0)               r6.0<1>:d     r50.0<8;8,1>:d    r51.0<8;8,1>:d   {Compacted,@7}     // $127
(W)     sel (8|M0)    (lt)f0.0   r7.0<1>:ud    r52.0<8;8,1>:ud   r53.0<8;8,1>:ud  {@7}               // $139
(W)     sel (8|M0)    (ge)f0.0   r8.0<1>:ud    r54.0<8;8,1>:ud   r55.0<8;8,1>:ud  {@7}               // $151
(W)     sel (2|M0)    (lt)f0.0   r12.1<1>:d    r3.0<2;2,1>:d     r3.2<2;2,1>:d    {@7}               // $77
(W)     sel (2|M0)    (ge)f0.0   r12.3<1>:d    r3.4<2;2,1>:d     r3.6<2;2,1>:d    {@7}               // $89
(W)     and (2|M0)               r12.5<1>:d    r9.0<2;2,1>:d     r9.2<2;2,1>:d    {@7}               // $103
(W)     mov (1|M0)               r5.0<1>:f     0x10000000:f                               {Compacted} //  (0x10000000:f); $33
(W)     or (2|M0)                r13.0<1>:d    r9.4<2;2,1>:d     r9.6<2;2,1>:d    {@7}               // $117
(W)     mov (1|M0)               r2.0<1>:f     0x10000004:f                                          //  (0x10000004:f); $45
(W)     xor (4|M0)               r10.0<1>:d    r6.0<4;4,1>:d     r6.4<4;4,1>:d    {@7}               // $128
(W)     sel (4|M0)    (lt)f0.0   r10.4<1>:ud   r7.0<4;4,1>:ud    r7.4<4;4,1>:ud   {@7}               // $140
(W)     sel (4|M0)    (ge)f0.0   r11.0<1>:ud   r8.0<4;4,1>:ud    r8.4<4;4,1>:ud   {@7}               // $152
(W)     mov (1|M0)               r3.0<1>:f     0x10000008:f                                          //  (0x10000008:f); $57
(W)     add (1|M0)               r6.0<1>:d     r11.4<0;1,0>:d    r11.5<0;1,0>:d                      // $42
(W)     add (1|M0)               r7.0<1>:d     r11.6<0;1,0>:d    r11.7<0;1,0>:d                      // $54
(W)     mov (1|M0)               r8.0<1>:f     r12.0<0;1,0>:f                   {Compacted}          // $62
(W)     send.dc1 (1|M0)          null     r5      r6      0x40            0x020097FE           {@3,$6} // wr:1+1, rd:0; untyped atomic int32 integer add // $43
(W)     send.dc1 (1|M0)          null     r2      r7      0x40            0x020097FE           {@2,$7} // wr:1+1, rd:0; untyped atomic int32 integer add // $55
(W)     send.dc1 (1|M0)          null     r3      r8      0x40            0x020097FE           {@1,$8} // wr:1+1, rd:0; untyped atomic int32 integer add // $63
(W)     mov (1|M0)               r14.0<1>:f    0x10000010:f                                          //  (0x10000010:f); $69
(W)     sel (1|M0)    (lt)f0.0   r15.0<1>:d    r12.1<0;1,0>:d    r12.2<0;1,0>:d                      // $78
(W)     mov (1|M0)               r9.0<1>:f     0x1000000C:f                                          //  (0x1000000c:f); $65
(W)     xor (2|M0)               r4.0<1>:d     r10.0<2;2,1>:d    r10.2<2;2,1>:d   {Compacted,@7}     // $129
(W)     sel (2|M0)    (lt)f0.0   r4.2<1>:ud    r10.4<2;2,1>:ud   r10.6<2;2,1>:ud  {@7}               // $141
(W)     sel (2|M0)    (ge)f0.0   r4.4<1>:ud    r11.0<2;2,1>:ud   r11.2<2;2,1>:ud  {@7}               // $153
(W)     mov (1|M0)               r5.0<1>:f     0x10000014:f                               {$6.src}   //  (0x10000014:f); $81
(W)     sel (1|M0)    (ge)f0.0   r6.0<1>:d     r12.3<0;1,0>:d    r12.4<0;1,0>:d                      // $90
(W)     mov (1|M0)               r2.0<1>:f     0x10000018:f                               {$7.src}   //  (0x10000018:f); $95
(W)     and (1|M0)               r7.0<1>:d     r12.5<0;1,0>:d    r12.6<0;1,0>:d                      // $104
(W)     mov (1|M0)               r3.0<1>:f     0x1000001C:f                               {$8.src}   //  (0x1000001c:f); $109
(W)     or (1|M0)                r8.0<1>:d     r13.0<0;1,0>:d    r13.1<0;1,0>:d   {Compacted}        // $118
(W)     mov (1|M0)               r10.0<1>:d    -r12.0<0;1,0>:ud                                      // $66
        mov (16|M0)              r18.0<1>:f    0x1:f                                                 //  (0x00000001:f); $157
(W)     send.dc1 (1|M0)          null     r9      r10     0x40            0x020097FE           {@2,$9} // wr:1+1, rd:0; untyped atomic int32 integer add // $67
(W)     send.dc1 (1|M0)          null     r14     r15     0x40            0x02009BFE           {$10} // wr:1+1, rd:0; untyped atomic int32 signed-integer min // $79
(W)     send.dc1 (1|M0)          null     r5      r6      0x40            0x02009AFE           {@7,$11} // wr:1+1, rd:0; untyped atomic int32 signed-integer max // $91
(W)     send.dc1 (1|M0)          null     r2      r7      0x40            0x020091FE           {@5,$12} // wr:1+1, rd:0; untyped atomic int32 logical AND // $105
(W)     send.dc1 (1|M0)          null     r3      r8      0x40            0x020092FE           {@3,$13} // wr:1+1, rd:0; untyped atomic int32 logical OR // $119
        mov (16|M0)              r16.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $159
        mov (16|M16)             r22.0<1>:f    0x1:f                                                 //  (0x00000001:f); $161
        mov (16|M16)             r20.0<1>:f    0x0:f                               {Compacted}       //  (0x00000000:f); $163
(W)     mov (1|M0)               r11.0<1>:f    0x10000024:f                                          //  (0x10000024:f); $133
        mov (16|M0)              r12.0<1>:f    0x1000002C:f                                          //  (0x1000002c:f); $158
(W)     mov (1|M0)               r9.0<1>:f     0x10000020:f                               {$9.src}   //  (0x10000020:f); $121
(W)     xor (1|M0)               r10.0<1>:d    r4.0<0;1,0>:d     r4.1<0;1,0>:d    {Compacted}        // $130
(W)     sel (1|M0)    (lt)f0.0   r14.0<1>:ud   r4.2<0;1,0>:ud    r4.3<0;1,0>:ud   {$10.src}          // $142
(W)     mov (1|M0)               r5.0<1>:f     0x10000028:f                               {$11.src}  //  (0x10000028:f); $145
(W)     sel (1|M0)    (ge)f0.0   r6.0<1>:ud    r4.4<0;1,0>:ud    r4.5<0;1,0>:ud                      // $154
        sync.nop                             null                             {Compacted,$13.src}    // $162
        mov (16|M16)             r2.0<1>:f     0x1000002C:f                               {$12.src}  //  (0x1000002c:f); $162
(W)     send.dc1 (1|M0)          null     r9      r10     0x40            0x020093FE           {@5,$14} // wr:1+1, rd:0; untyped atomic int32 logical XOR // $131
(W)     send.dc1 (1|M0)          null     r11     r14     0x40            0x02009DFE           {@4,$15} // wr:1+1, rd:0; untyped atomic int32 unsigned-integer min // $143
(W)     send.dc1 (1|M0)          null     r5      r6      0x40            0x02009CFE           {@2,$0} // wr:1+1, rd:0; untyped atomic int32 unsigned-integer max // $155
        send.dc1 (16|M0)         null     r12     r16     0x100            0x04008EFE           {@7,$1} // wr:2+4, rd:0; untyped atomic int32 integer compare and swap // $160
        send.dc1 (16|M16)        null     r2      r20     0x100            0x04008EFE           {@1,$2} // wr:2+4, rd:0; untyped atomic int32 integer compare and swap // $164
(W)     mov (1|M0)               r7.0<1>:f     0x10000000:f                               {Compacted} //  (0x10000000:f); $32
(W)     mov (1|M0)               r8.0<1>:f     0x10000004:f                                          //  (0x10000004:f); $44
(W)     mov (1|M0)               r4.0<1>:f     0x10000008:f                                          //  (0x10000008:f); $56
(W)     mov (1|M0)               r9.0<1>:f     0x10000014:f                               {$14.src}  //  (0x10000014:f); $80
(W)     mov (1|M0)               r10.0<1>:f    0x10000018:f                                          //  (0x10000018:f); $94
(W)     mov (1|M0)               r11.0<1>:f    0x1000001C:f                               {$15.src}  //  (0x1000001c:f); $108
(W)     mov (1|M0)               r14.0<1>:f    0x10000028:f                                          //  (0x10000028:f); $144
(W)     mov (1|M0)               r5.0<1>:f     0x1000000C:f                               {$0.src}   //  (0x1000000c:f); $64
(W)     mov (1|M0)               r6.0<1>:f     0x10000010:f                                          //  (0x10000010:f); $68
(W)     mov (1|M0)               r12.0<1>:f    0x10000020:f                               {$1.src}   //  (0x10000020:f); $120
(W)     mov (1|M0)               r13.0<1>:f    0x10000024:f                                          //  (0x10000024:f); $132
(W)     mov (1|M0)               r2.0<1>:f     0x1000002C:f                               {$2.src}   //  (0x1000002c:f); $156
(W)     send.dc0 (8|M0)          r3       r60     null    0x0            0x0219E0FE           {$3} // wr:1h+0, rd:1; synchronized SLM fence // $165
(W)     and (8|M0)               r7.0<1>:ud    r60.2<0;1,0>:ud   0x7F000000:ud                       // $166
(W)     mov (8|M0)               null<1>:ud    r3.0<8;8,1>:ud                   {$3.dst}             //  memory fence commit; $166
(W)     send.gtwy (1|M0)         null     r7      null    0x0            0x02000004           {@2,$4} // wr:1+0, rd:0; signal barrier // $166
(W)     sync.bar                             null                                                    // $166
(W)     csel (4|M0)   (eq)f0.0   r0.0<1>:w     r0.0<4;1>:w       r0.0<4;1>:w       r0.0<1>:w         // $167
(f0.0)  if (32|M0)                           _atomic_local_k0_0_cf  _atomic_local_k0_0_cf            // $167
// B003: [inDivergent],  Preds:{B002},  Succs:{B004}
_0_010:
        shl (16|M0)              r2.0<1>:d     r62.0<8;8,1>:d    2:w               {Compacted}       // $169
        shl (16|M16)             r4.0<1>:d     r64.0<8;8,1>:d    2:w               {Compacted}       // $170
        or (16|M0)               r2.0<1>:d     r2.0<8;8,1>:d     268435456:d               {@2}      // $171
        or (16|M16)              r4.0<1>:d     r4.0<8;8,1>:d     268435456:d               {@2}      // $172
        sync.nop                             null                             {Compacted,$4.src}     // $173
        send.dc1 (16|M0)         r6       r2      null    0x0            0x04205EFE           {@2,$5} // wr:2+0, rd:2; untyped surface read with x // $173
        send.dc1 (16|M16)        r8       r4      null    0x0            0x04205EFE           {@1,$6} // wr:2+0, rd:2; untyped surface read with x // $174
        mad (16|M0)              r10.0<1>:d    r62.0<8;1>:d      r60.1<0;0>:d      12:w               // $175
        mad (16|M16)             r12.0<1>:d    r64.0<8;1>:d      r60.1<0;0>:d      12:w               // $176
        shl (16|M0)              r10.0<1>:d    r10.0<8;8,1>:d    2:w               {Compacted,@2}    // $177
        shl (16|M16)             r12.0<1>:d    r12.0<8;8,1>:d    2:w               {Compacted,@2}    // $178
        send.dc1 (16|M0)         null     r10     r6      0x80            0x04025E01           {@2,$5} // wr:2+2, rd:0; untyped surface write with x // $180
        send.dc1 (16|M16)        null     r12     r8      0x80            0x04025E01           {@1,$6} // wr:2+2, rd:0; untyped surface write with x // $182
// B004: Preds:{B003, B002},  Succs:{B005}
_atomic_local_k0_0_cf:
        endif (32|M0)                        _0_009                                                  // $167
// B005: Preds:{B004},  Succs:{}
_0_009:
(W)     mov (8|M0)               r127.0<1>:f   r60.0<8;8,1>:f                   {Compacted}          // $184
(W)     send.dc0 (8|M0)          r2       r60     null    0x0            0x0219E000           {$7} // wr:1h+0, rd:1; synchronized global fence flushing // $184
(W)     mov (8|M0)               null<1>:ud    r2.0<8;8,1>:ud                   {$7.dst}             //  memory fence commit; $184
(W)     send.dc0 (8|M0)          r3       r60     null    0x0            0x0219E0FE           {$8} // wr:1h+0, rd:1; synchronized SLM fence // $184
(W)     mov (8|M0)               null<1>:ud    r3.0<8;8,1>:ud                   {$8.dst}             //  memory fence commit; $184
(W)     send.ts (8|M0)           null     r127    null    0x0            0x02000010           {EOT,@1} // wr:1+0, rd:0; end of thread // $184


//.BankConflicts: 0
//.BankConflicts.SameBank: 0
//.BankConflicts.TwoSrc: 0
//.SIMD16ReadSuppressions: 0
//.SIMD8s: 266
//
//.RMWs: 0
//
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
