//.kernel image_nosampler
//.platform BXT
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -enablePreemption -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 182
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 2
//.spill flag load 3

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud align=16 words (r124.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare samplerHeader (7)  rf=r size=32 type=ud align=16 words (r125.0)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r1.5)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.6)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r1.1)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r1.2)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r1.3)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r1.4)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r124.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r124.0)
//.declare V0037 (45)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0038 (46)  rf=r size=12 type=d align=2 words (r8.2)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0044 (52)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0045 (53)  rf=r size=4 type=d align=2 words (r8.5)
//.declare V0046 (54)  rf=r size=4 type=d align=2 words (r8.6)
//.declare V0047 (55)  rf=r size=4 type=d align=2 words (r8.7)
//.declare V0048 (56)  rf=r size=4 type=d align=2 words (r9.0)
//.declare V0050 (58)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0052 (60)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0054 (62)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0056 (64)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0057 (65)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0058 (66)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0060 (68)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0061 (69)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r4.0)
//.declare V0062 (70)  rf=r size=64 type=d align=16 words (r22.0)
//.declare V0063 (71)  rf=r size=64 type=d align=16 words (r24.0)
//.declare V0064 (72)  rf=r size=256 type=d align=16 words (r58.0)
//.declare V0065 (73)  rf=r size=256 type=d align=16 words (r66.0)
//.declare  (74)  rf=r size=128 type=ud align=16 words (r50.0)
//.declare  (75)  rf=r size=128 type=ud align=16 words (r54.0)
//.declare V0066 (76)  rf=r size=256 type=d align=16 words (r82.0)
//.declare V0067 (77)  rf=r size=256 type=d align=16 words (r90.0)
//.declare  (78)  rf=r size=128 type=ud align=16 words (r74.0)
//.declare  (79)  rf=r size=128 type=ud align=16 words (r78.0)
//.declare V0070 (82)  rf=r size=256 type=f align=16 words (r34.0)
//.declare V0071 (83)  rf=r size=256 type=f align=16 words (r42.0)
//.declare  (84)  rf=r size=128 type=ud align=16 words (r26.0)
//.declare  (85)  rf=r size=128 type=ud align=16 words (r30.0)
//.declare V0072 (86)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0073 (87)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0074 (88)  rf=r size=256 type=d alias=V0070+0 align=16 words (r34.0)
//.declare V0075 (89)  rf=r size=256 type=d alias=V0071+0 align=16 words (r42.0)
//.declare V0076 (90)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0077 (91)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0078 (92)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0079 (93)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0080 (94)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0081 (95)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0082 (96)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0083 (97)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0084 (98)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0085 (99)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0086 (100)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0087 (101)  rf=r size=64 type=d align=16 words (r2.0)
//.declare V0088 (102)  rf=r size=64 type=d align=16 words (r4.0)
//.declare V0089 (103)  rf=r size=64 type=d align=16 words (r6.0)
//.declare P01 (104)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0090 (105)  rf=r size=64 type=d align=16 words (r11.0)
//.declare V0091 (106)  rf=r size=64 type=d align=16 words (r13.0)
//.declare P02 (107)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0092 (108)  rf=r size=64 type=d align=16 words (r15.0)
//.declare V0093 (109)  rf=r size=64 type=d align=16 words (r26.0)
//.declare P03 (110)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0094 (111)  rf=r size=64 type=d align=16 words (r28.0)
//.declare V0095 (112)  rf=r size=64 type=d align=16 words (r30.0)
//.declare P04 (113)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0096 (114)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0097 (115)  rf=r size=64 type=d align=16 words (r34.0)
//.declare V0098 (116)  rf=r size=64 type=d align=16 words (r36.0)
//.declare V0099 (117)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0100 (118)  rf=r size=64 type=d align=16 words (r40.0)
//.declare V0101 (119)  rf=r size=64 type=d align=16 words (r42.0)
//.declare V0102 (120)  rf=r size=64 type=d align=16 words (r44.0)
//.declare V0103 (121)  rf=r size=64 type=d align=16 words (r46.0)
//.declare V0104 (122)  rf=r size=64 type=d align=16 words (r48.0)
//.declare V0105 (123)  rf=r size=64 type=d align=16 words (r50.0)
//.declare V0106 (124)  rf=r size=64 type=f alias=V0098+0 align=16 words (r36.0)
//.declare V0107 (125)  rf=r size=64 type=f alias=V0099+0 align=16 words (r38.0)
//.declare V0108 (126)  rf=r size=64 type=f alias=V0100+0 align=16 words (r40.0)
//.declare V0109 (127)  rf=r size=64 type=f alias=V0101+0 align=16 words (r42.0)
//.declare V0110 (128)  rf=r size=64 type=f alias=V0102+0 align=16 words (r44.0)
//.declare V0111 (129)  rf=r size=64 type=f alias=V0103+0 align=16 words (r46.0)
//.declare V0112 (130)  rf=r size=64 type=f alias=V0104+0 align=16 words (r48.0)
//.declare V0113 (131)  rf=r size=64 type=f alias=V0105+0 align=16 words (r50.0)
//.declare  (133)  rf=r size=160 type=ud align=16 words (r68.0)
//.declare  (135)  rf=r size=160 type=ud align=16 words (r73.0)
//.declare  (137)  rf=r size=160 type=ud align=16 words (r78.0)
//.declare  (139)  rf=r size=160 type=ud align=16 words (r83.0)
//.declare V0118 (140)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0119 (141)  rf=r size=64 type=d align=16 words (r54.0)
//.declare V0120 (142)  rf=r size=64 type=f alias=V0090+0 align=16 words (r11.0)
//.declare V0121 (143)  rf=r size=64 type=f alias=V0091+0 align=16 words (r13.0)
//.declare V0122 (144)  rf=r size=64 type=ud alias=V0118+0 align=16 words (r52.0)
//.declare V0123 (145)  rf=r size=64 type=ud alias=V0119+0 align=16 words (r54.0)
//.declare V0124 (146)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0125 (147)  rf=r size=64 type=d align=16 words (r58.0)
//.declare V0126 (148)  rf=r size=64 type=f alias=V0092+0 align=16 words (r15.0)
//.declare V0127 (149)  rf=r size=64 type=f alias=V0093+0 align=16 words (r26.0)
//.declare V0128 (150)  rf=r size=64 type=ud alias=V0124+0 align=16 words (r56.0)
//.declare V0129 (151)  rf=r size=64 type=ud alias=V0125+0 align=16 words (r58.0)
//.declare V0130 (152)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0131 (153)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0132 (154)  rf=r size=64 type=f alias=V0094+0 align=16 words (r28.0)
//.declare V0133 (155)  rf=r size=64 type=f alias=V0095+0 align=16 words (r30.0)
//.declare V0134 (156)  rf=r size=64 type=ud alias=V0130+0 align=16 words (r60.0)
//.declare V0135 (157)  rf=r size=64 type=ud alias=V0131+0 align=16 words (r62.0)
//.declare V0136 (158)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0137 (159)  rf=r size=64 type=d align=16 words (r66.0)
//.declare V0138 (160)  rf=r size=64 type=f alias=V0096+0 align=16 words (r32.0)
//.declare V0139 (161)  rf=r size=64 type=f alias=V0097+0 align=16 words (r34.0)
//.declare V0140 (162)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r64.0)
//.declare V0141 (163)  rf=r size=64 type=ud alias=V0137+0 align=16 words (r66.0)
//.declare V0142 (164)  rf=r size=64 type=f alias=V0118+0 align=16 words (r52.0)
//.declare V0143 (165)  rf=r size=64 type=f alias=V0119+0 align=16 words (r54.0)
//.declare V0144 (166)  rf=r size=64 type=f alias=V0124+0 align=16 words (r56.0)
//.declare V0145 (167)  rf=r size=64 type=f alias=V0125+0 align=16 words (r58.0)
//.declare V0146 (168)  rf=r size=64 type=f alias=V0130+0 align=16 words (r60.0)
//.declare V0147 (169)  rf=r size=64 type=f alias=V0131+0 align=16 words (r62.0)
//.declare V0148 (170)  rf=r size=64 type=f alias=V0136+0 align=16 words (r64.0)
//.declare V0149 (171)  rf=r size=64 type=f alias=V0137+0 align=16 words (r66.0)
//.declare  (173)  rf=r size=160 type=ud align=16 words (r88.0)
//.declare  (175)  rf=r size=160 type=ud align=16 words (r93.0)
//.declare  (177)  rf=r size=160 type=ud align=16 words (r98.0)
//.declare  (179)  rf=r size=160 type=ud align=16 words (r111.0)
//.declare V0154 (180)  rf=r size=64 type=d align=16 words (r103.0)
//.declare V0155 (181)  rf=r size=64 type=d align=16 words (r105.0)
//.declare  (182)  rf=f16  size=2 type=uw align=1 words (f1.0)
//.declare  (183)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P05 (184)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0156 (185)  rf=r size=64 type=d align=16 words (r107.0)
//.declare V0157 (186)  rf=r size=64 type=d align=16 words (r109.0)
//.declare P06 (187)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0159 (189)  rf=r size=16 type=d align=2 words (r2.0)
//.declare V0161 (191)  rf=r size=64 type=uq align=16 words (r10.0)
//.declare V0162 (192)  rf=r size=32 type=d align=16 words (r12.0)
//.declare V0163 (193)  rf=r size=4 type=ud align=16 words (r13.0)
//.declare V0164 (194)  rf=r size=4 type=d align=16 words (r14.0)
//.declare  (195)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (196)  rf=r size=16 type=w align=8 words (r3.0)
//.declare  (197)  rf=r size=64 type=w align=16 words (r4.0)
//.declare  (198)  rf=r size=64 type=uq align=16 words (r6.0)
//.declare  (199)  rf=r size=64 type=ud alias=V0161+0 align=16 words (r10.0)
//.declare  (200)  rf=r size=64 type=ud alias=+0 align=16 words (r6.0)
//.declare  (217)  rf=r size=4 type=uw align=2 words (r9.2)
//.declare  (218)  rf=r size=4 type=uw align=2 words (r8.4)
//.declare  (219)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (220)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (221)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (222)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (223)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (224)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (225)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (226)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (227)  rf=r size=4 type=uw align=2 words (r10.0)
//.declare  (228)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (229)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (230)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (231)  rf=f32  size=4 type=uw align=2 words (f1.0)

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
// | V0037    | :d x 8   |     32 | r7       | general    |
// | V0034    | :uq      |      8 | r8       | general    |
// | V0038    | :d x 3   |     12 | r8+8     | general    |
// | V0045    | :d       |      4 | r8+20    | general    |
// | V0046    | :d       |      4 | r8+24    | general    |
// | V0047    | :d       |      4 | r8+28    | general    |
// | V0048    | :d       |      4 | r9       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{B001}
_image_nosampler_k0_0_:
(W)     mov (8|M0)               r124.0<1>:ud  r0.0<1;1,0>:ud                                        // 
(W)     mov (8|M0)               r125.0<1>:ud  r124.0<8;8,1>:ud                 {Compacted}          // 
// B001: Preds:{B000},  Succs:{B002, B003}
// _main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r8.2<0;1,0>:d     r124.1<0;1,0>:d                     // $2
(W)     mul (1|M0)               r6.0<1>:d     r8.3<0;1,0>:d     r124.6<0;1,0>:d                     // $9
(W)     mov (1|M0)               r125.2<1>:ud  0x0:ud                              {Compacted}       // $17
        add (16|M0)              r10.0<1>:d    r5.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M0)              r14.0<1>:d    r6.0<0;1,0>:d     r3.0<16;16,1>:uw                    // $12
        add (16|M16)             r12.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M16)             r16.0<1>:d    r6.0<0;1,0>:d     r4.0<16;16,1>:uw                    // $13
        add (16|M0)              r18.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}        // $14
        add (16|M16)             r20.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        add (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    r7.1<0;1,0>:d                       // $15
        add (16|M0)              r26.0<1>:d    r18.0<8;8,1>:d    1:w                                 // $24
        mov (16|M0)              r28.0<1>:d    r22.0<8;8,1>:d                   {Compacted}          // $27
        add (16|M16)             r30.0<1>:d    r20.0<8;8,1>:d    1:w                                 // $25
        mov (16|M16)             r32.0<1>:d    r24.0<8;8,1>:d                                        // $29
        mov (16|M0)              r50.0<1>:d    r18.0<8;8,1>:d                   {Compacted}          // $17
        sends (16|M0)            r34:w    r125    r26     0x102            0x028DA000           // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $27
        mov (16|M0)              r52.0<1>:d    r22.0<8;8,1>:d                   {Compacted}          // $17
        sends (16|M16)           r42:w    r125    r30     0x102            0x028DA000           // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $29
        mov (16|M16)             r54.0<1>:d    r20.0<8;8,1>:d                                        // $19
        mov (16|M16)             r56.0<1>:d    r24.0<8;8,1>:d                                        // $19
        sends (16|M0)            r58:w    r125    r50     0x102            0x028DA000           // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $17
        mov (16|M0)              r76.0<1>:d    r18.0<8;8,1>:d                   {Compacted}          // $21
        mov (16|M0)              r74.0<1>:d    r22.0<8;8,1>:d                   {Compacted}          // $21
        sends (16|M16)           r66:w    r125    r54     0x102            0x028DA000           // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $19
        mov (16|M16)             r80.0<1>:d    r20.0<8;8,1>:d                                        // $23
        mov (16|M16)             r78.0<1>:d    r24.0<8;8,1>:d                                        // $23
        sends (16|M0)            r82:w    r125    r74     0x102            0x028DA000           // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $21
        sends (16|M16)           r90:w    r125    r78     0x102            0x028DA000           // wr:1h+4, rd:8; sampler; simd16 sample load with lod forced to 0 using sampler index 0 // $23
        mov (8|M16)              r78.0<1>:d    r24.0<8;8,1>:d                                        // $95
        and (16|M0)              r98.0<1>:d    r34.0<8;8,1>:d    -2139095041:d                       // $30
        and (16|M0)              r102.0<1>:d   r36.0<8;8,1>:d    -2139095041:d                       // $32
        and (16|M16)             r100.0<1>:d   r42.0<8;8,1>:d    -2139095041:d                       // $31
        and (16|M0)              r106.0<1>:d   r38.0<8;8,1>:d    -2139095041:d                       // $34
        cmp (16|M0)   (eq)f1.0   null<1>:d     r98.0<8;8,1>:d    r34.0<8;8,1>:d                      // $46
        and (16|M16)             r104.0<1>:d   r44.0<8;8,1>:d    -2139095041:d                       // $33
        and (16|M16)             r108.0<1>:d   r46.0<8;8,1>:d    -2139095041:d                       // $35
        and (16|M0)              r114.0<1>:d   r34.0<8;8,1>:d    -2147483648:d                       // $38
(W)     mov (1|M0)               r8.2<1>:ud    f1.0<0;1,0>:ud                   {Compacted}          // $46
        cmp (16|M0)   (eq)f1.0   null<1>:d     r102.0<8;8,1>:d   r36.0<8;8,1>:d                      // $50
        and (16|M16)             r116.0<1>:d   r42.0<8;8,1>:d    -2147483648:d                       // $39
        and (16|M0)              r118.0<1>:d   r36.0<8;8,1>:d    -2147483648:d                       // $40
(W)     mov (1|M0)               f0.0<1>:ud    r8.2<0;1,0>:ud                   {Compacted}          // $47
        cmp (16|M16)  (eq)f0.0   null<1>:d     r100.0<8;8,1>:d   r42.0<8;8,1>:d                      // $47
(W)     mov (1|M0)               r9.1<1>:ud    f1.0<0;1,0>:ud                                        // $50
        cmp (16|M0)   (eq)f1.0   null<1>:d     r106.0<8;8,1>:d   r38.0<8;8,1>:d                      // $54
        and (16|M16)             r120.0<1>:d   r44.0<8;8,1>:d    -2147483648:d                       // $41
(W)     mov (1|M0)               r8.2<1>:ud    f0.0<0;1,0>:ud                   {Compacted}          // $47
        and (16|M0)              r110.0<1>:d   r40.0<8;8,1>:d    -2139095041:d                       // $36
(W)     mov (1|M0)               f0.0<1>:ud    r9.1<0;1,0>:ud                   {Compacted}          // $51
        cmp (16|M16)  (eq)f0.0   null<1>:d     r104.0<8;8,1>:d   r44.0<8;8,1>:d                      // $51
(W)     mov (1|M0)               r10.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $54
(W)     mov (1|M0)               f1.0<1>:ud    r8.2<0;1,0>:ud                   {Compacted}          // $48
        and (16|M16)             r112.0<1>:d   r48.0<8;8,1>:d    -2139095041:d                       // $37
        and (16|M0)              r122.0<1>:d   r38.0<8;8,1>:d    -2147483648:d                       // $42
(W)     mov (1|M0)               r9.1<1>:ud    f0.0<0;1,0>:ud                                        // $51
(W)     mov (1|M0)               f0.0<1>:ud    r10.0<0;1,0>:ud                  {Compacted}          // $55
        cmp (16|M16)  (eq)f0.0   null<1>:d     r108.0<8;8,1>:d   r46.0<8;8,1>:d                      // $55
(f1.0)  sel (16|M0)              r11.0<1>:d    r114.0<8;8,1>:d   r34.0<8;8,1>:d                      // $48
(f1.0)  sel (16|M16)             r13.0<1>:d    r116.0<8;8,1>:d   r42.0<8;8,1>:d                      // $49
(W)     mov (1|M0)               f1.0<1>:ud    r9.1<0;1,0>:ud                   {Compacted}          // $52
(W)     mov (1|M0)               r10.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $55
        and (16|M0)              r4.0<1>:d     r40.0<8;8,1>:d    -2147483648:d                       // $44
        cmp (16|M0)   (eq)f0.0   null<1>:d     r110.0<8;8,1>:d   r40.0<8;8,1>:d   {Compacted}        // $58
        and (16|M16)             r6.0<1>:d     r48.0<8;8,1>:d    -2147483648:d                       // $45
(f1.0)  sel (16|M0)              r15.0<1>:d    r118.0<8;8,1>:d   r36.0<8;8,1>:d                      // $52
(f1.0)  sel (16|M16)             r26.0<1>:d    r120.0<8;8,1>:d   r44.0<8;8,1>:d                      // $53
(W)     mov (1|M0)               f1.0<1>:ud    r10.0<0;1,0>:ud                  {Compacted}          // $56
        cmp (16|M16)  (eq)f0.0   null<1>:d     r112.0<8;8,1>:d   r48.0<8;8,1>:d                      // $59
        and (16|M16)             r2.0<1>:d     r46.0<8;8,1>:d    -2147483648:d                       // $43
(f0.0)  sel (16|M0)              r32.0<1>:d    r4.0<8;8,1>:d     r40.0<8;8,1>:d   {Compacted}        // $60
(f1.0)  sel (16|M0)              r28.0<1>:d    r122.0<8;8,1>:d   r38.0<8;8,1>:d                      // $56
(f0.0)  sel (16|M16)             r34.0<1>:d    r6.0<8;8,1>:d     r48.0<8;8,1>:d                      // $61
(f1.0)  sel (16|M16)             r30.0<1>:d    r2.0<8;8,1>:d     r46.0<8;8,1>:d                      // $57
        shl (16|M0)              r36.0<1>:d    r58.0<8;8,1>:d    1:w                                 // $62
        shl (16|M0)              r44.0<1>:d    r62.0<8;8,1>:d    1:w                                 // $66
        shl (16|M0)              r40.0<1>:d    r60.0<8;8,1>:d    1:w                                 // $64
        shl (16|M0)              r48.0<1>:d    r64.0<8;8,1>:d    1:w                                 // $68
        shl (16|M16)             r50.0<1>:d    r72.0<8;8,1>:d    1:w                                 // $69
        shl (16|M16)             r42.0<1>:d    r68.0<8;8,1>:d    1:w                                 // $65
        shl (16|M16)             r38.0<1>:d    r66.0<8;8,1>:d    1:w                                 // $63
        shl (16|M16)             r46.0<1>:d    r70.0<8;8,1>:d    1:w                                 // $67
        mov (16|M0)              r52.0<1>:ud   r11.0<8;8,1>:f                   {Compacted}          // $102
        mov (16|M0)              r56.0<1>:ud   r15.0<8;8,1>:f                   {Compacted}          // $104
        mov (16|M0)              r60.0<1>:ud   r28.0<8;8,1>:f                   {Compacted}          // $106
        mov (16|M0)              r64.0<1>:ud   r32.0<8;8,1>:f                   {Compacted}          // $108
        mov (16|M16)             r54.0<1>:ud   r13.0<8;8,1>:f                                        // $103
        cmp (16|M16)  (eq)f0.0   r105.0<1>:d   r24.0<8;8,1>:d    0:w                                 // $143
        mov (16|M16)             r58.0<1>:ud   r26.0<8;8,1>:f                                        // $105
        mov (16|M16)             r62.0<1>:ud   r30.0<8;8,1>:f                                        // $107
        mov (16|M16)             r66.0<1>:ud   r34.0<8;8,1>:f                                        // $109
        add (16|M0)              r36.0<1>:d    r36.0<8;8,1>:d    -1:w                                // $70
        add (16|M0)              r44.0<1>:d    r44.0<8;8,1>:d    -1:w                                // $74
        add (16|M0)              r40.0<1>:d    r40.0<8;8,1>:d    -1:w                                // $72
        add (16|M0)              r48.0<1>:d    r48.0<8;8,1>:d    -1:w                                // $76
        cmp (16|M0)   (eq)f0.0   null<1>:d     r18.0<8;8,1>:d    0:w                                 // $144
        cmp (16|M0)   (eq)f1.0   r103.0<1>:d   r22.0<8;8,1>:d    0:w                                 // $142
        cmp (16|M16)  (eq)f0.0   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $145
        add (16|M16)             r50.0<1>:d    r50.0<8;8,1>:d    -1:w                                // $77
        add (16|M16)             r42.0<1>:d    r42.0<8;8,1>:d    -1:w                                // $73
        add (16|M16)             r38.0<1>:d    r38.0<8;8,1>:d    -1:w                                // $71
        add (16|M16)             r46.0<1>:d    r46.0<8;8,1>:d    -1:w                                // $75
        add (16|M0)              r52.0<1>:d    r82.0<8;8,1>:d    r52.0<8;8,1>:d   {Compacted}        // $110
        add (16|M0)              r56.0<1>:d    r84.0<8;8,1>:d    r56.0<8;8,1>:d   {Compacted}        // $112
        add (16|M0)              r60.0<1>:d    r86.0<8;8,1>:d    r60.0<8;8,1>:d   {Compacted}        // $114
        add (16|M0)              r64.0<1>:d    r88.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted}        // $116
        add (16|M16)             r54.0<1>:d    r90.0<8;8,1>:d    r54.0<8;8,1>:d                      // $111
        add (16|M16)             r58.0<1>:d    r92.0<8;8,1>:d    r58.0<8;8,1>:d                      // $113
        add (16|M16)             r62.0<1>:d    r94.0<8;8,1>:d    r62.0<8;8,1>:d                      // $115
        add (16|M16)             r66.0<1>:d    r96.0<8;8,1>:d    r66.0<8;8,1>:d                      // $117
        mov (8|M0)               r68.0<1>:d    r22.0<8;8,1>:d                   {Compacted}          // $83
        mov (8|M0)               r69.0<1>:f    r36.0<8;8,1>:f                   {Compacted}          // $78
        mov (8|M0)               r71.0<1>:f    r44.0<8;8,1>:f                   {Compacted}          // $80
        mov (8|M0)               r70.0<1>:f    r40.0<8;8,1>:f                   {Compacted}          // $79
        mov (8|M0)               r72.0<1>:f    r48.0<8;8,1>:f                   {Compacted}          // $81
        mov (8|M8)               r73.0<1>:d    r23.0<8;8,1>:d                   {Compacted}          // $89
        mov (8|M8)               r74.0<1>:f    r37.0<8;8,1>:f                   {Compacted}          // $84
        mov (8|M8)               r76.0<1>:f    r45.0<8;8,1>:f                   {Compacted}          // $86
        mov (8|M8)               r75.0<1>:f    r41.0<8;8,1>:f                   {Compacted}          // $85
        mov (8|M8)               r77.0<1>:f    r49.0<8;8,1>:f                   {Compacted}          // $87
(f0.0)  sel (16|M0)              r107.0<1>:d   -r103.0<8;8,1>:d  0:w                                 // $146
(f0.0)  sel (16|M16)             r109.0<1>:d   -r105.0<8;8,1>:d  0:w                                 // $147
        mov (8|M16)              r80.0<1>:f    r42.0<8;8,1>:f                                        // $91
        mov (8|M16)              r82.0<1>:f    r50.0<8;8,1>:f                                        // $93
        mov (8|M16)              r79.0<1>:f    r38.0<8;8,1>:f                                        // $90
        mov (8|M16)              r81.0<1>:f    r46.0<8;8,1>:f                                        // $92
        mov (8|M24)              r83.0<1>:d    r25.0<8;8,1>:d                                        // $101
        mov (8|M24)              r84.0<1>:f    r39.0<8;8,1>:f                                        // $96
        mov (8|M24)              r85.0<1>:f    r43.0<8;8,1>:f                                        // $97
        mov (8|M24)              r86.0<1>:f    r47.0<8;8,1>:f                                        // $98
        mov (8|M24)              r87.0<1>:f    r51.0<8;8,1>:f                                        // $99
        mov (8|M0)               r89.0<1>:f    r52.0<8;8,1>:f                   {Compacted}          // $118
        mov (8|M0)               r88.0<1>:d    r22.0<8;8,1>:d                   {Compacted}          // $123
        mov (8|M0)               r90.0<1>:f    r56.0<8;8,1>:f                   {Compacted}          // $119
        mov (8|M0)               r91.0<1>:f    r60.0<8;8,1>:f                   {Compacted}          // $120
        mov (8|M0)               r92.0<1>:f    r64.0<8;8,1>:f                   {Compacted}          // $121
        mov (8|M8)               r93.0<1>:d    r23.0<8;8,1>:d                   {Compacted}          // $129
        mov (8|M8)               r94.0<1>:f    r53.0<8;8,1>:f                   {Compacted}          // $124
        mov (8|M8)               r95.0<1>:f    r57.0<8;8,1>:f                   {Compacted}          // $125
        mov (8|M8)               r96.0<1>:f    r61.0<8;8,1>:f                   {Compacted}          // $126
        mov (8|M8)               r97.0<1>:f    r65.0<8;8,1>:f                   {Compacted}          // $127
        mov (8|M16)              r98.0<1>:d    r24.0<8;8,1>:d                                        // $135
        mov (8|M16)              r99.0<1>:f    r54.0<8;8,1>:f                                        // $130
        mov (8|M16)              r100.0<1>:f   r58.0<8;8,1>:f                                        // $131
        mov (8|M16)              r101.0<1>:f   r62.0<8;8,1>:f                                        // $132
        mov (8|M16)              r102.0<1>:f   r66.0<8;8,1>:f                                        // $133
        sends (8|M0)             null:ud  r18     r68     0x14C            0x02035002           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $83
        mov (8|M24)              r111.0<1>:d   r25.0<8;8,1>:d                                        // $141
        mov (8|M24)              r112.0<1>:f   r55.0<8;8,1>:f                                        // $136
        mov (8|M24)              r113.0<1>:f   r59.0<8;8,1>:f                                        // $137
        mov (8|M24)              r114.0<1>:f   r63.0<8;8,1>:f                                        // $138
        mov (8|M24)              r115.0<1>:f   r67.0<8;8,1>:f                                        // $139
        sends (8|M8)             null:ud  r19     r73     0x14C            0x02035002           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $89
        cmp (16|M0)   (ne)f1.0   null<1>:d     r107.0<8;8,1>:d   0:w                                 // $148
        cmp (16|M16)  (ne)f1.0   null<1>:d     r109.0<8;8,1>:d   0:w                                 // $149
        sends (8|M16)            null:ud  r20     r78     0x14C            0x02035002           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $95
        sends (8|M24)            null:ud  r21     r83     0x14C            0x02035002           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $101
        sends (8|M0)             null:ud  r18     r88     0x14C            0x02035003           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $123
        sends (8|M8)             null:ud  r19     r93     0x14C            0x02035003           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $129
        sends (8|M16)            null:ud  r20     r98     0x14C            0x02035003           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $135
        sends (8|M24)            null:ud  r21     r111    0x14C            0x02035003           // wr:1+5, rd:0; hdc.dc1; typed surface write with xyzw; u // $141
(f1.0)  if (32|M0)                           _image_nosampler_k0_1_cf  _image_nosampler_k0_1_cf      // $150
// B002: [inDivergent],  Preds:{B001},  Succs:{B003}
_0_005:
(W)     mov (8|M0)               r3.0<1>:w     0xC840:uv                                             // $158
(W)     mov (1|M0)               r2.0<1>:d     r8.6<0;1,0>:d                                         // $153
(W)     mul (1|M0)               r2.2<1>:d     r8.6<0;1,0>:d     r8.5<0;1,0>:d                       // $152
(W)     mov (1|M0)               r2.1<1>:d     r8.5<0;1,0>:d                                         // $154
(W)     mov (1|M0)               r13.0<1>:ud   0x10:uw                                               // $162
(W)     mov (1|M0)               r2.3<1>:d     r9.0<0;1,0>:d                                         // $156
(W)     mov (1|M0)               r14.0<1>:d    r8.7<0;1,0>:d                                         // $163
(W)     mov (8|M0)               r4.0<4>:w     r3.0<8;8,1>:w                                         // $158
(W)     mov (8|M0)               r12.0<1>:d    r2.0<0;1,0>:d                    {Compacted}          // $159
(W)     mov (4|M0)               r12.0<1>:d    r2.0<4;4,1>:d                    {Compacted}          // $160
(W)     add (8|M0)               r6.0<1>:uq    r8.0<0;1,0>:uq    r4.0<16;4,4>:w                      // $158
(W)     mov (16|M0)              r10.0<1>:ud   r6.0<8;8,1>:ud                   {Compacted}          // $159
(W)     sends (8|M0)             null:ud  r10     r12     0x4C            0x040681FF           // wr:2+1, rd:0; hdc.dc1; a64 dword scattering write // $161
(W)     sends (1|M0)             null:ud  r13     r14     0x4A            0x02030801           // wr:1+1, rd:0; hdc.dc0; byte scattering write 32b // $165
// B003: Preds:{B002, B001},  Succs:{B004}
_image_nosampler_k0_1_cf:
        endif (32|M0)                        _0_004                                                  // $150
// B004: Preds:{B003},  Succs:{}
_0_004:
(W)     mov (8|M0)               r127.0<1>:ud  r124.0<8;8,1>:ud                 {Compacted}          // $167
(W)     send (8|M0)              null     r127    0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $167
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
