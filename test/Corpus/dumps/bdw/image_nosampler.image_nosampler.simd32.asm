//.kernel image_nosampler
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 220
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 2
//.spill flag load 3

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
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
//.declare V0033 (41)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0034 (42)  rf=r size=8 type=uq align=4 words (r8.0)
//.declare V0036 (44)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
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
//.declare V0049 (57)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0050 (58)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0051 (59)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0052 (60)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r1.0)
//.declare V0053 (61)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r2.0)
//.declare V0054 (62)  rf=r size=64 type=f align=16 words (r18.0)
//.declare V0055 (63)  rf=r size=64 type=f align=16 words (r20.0)
//.declare V0056 (64)  rf=r size=64 type=d alias=V0054+0 align=16 words (r18.0)
//.declare V0057 (65)  rf=r size=64 type=d alias=V0055+0 align=16 words (r20.0)
//.declare V0058 (66)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0059 (67)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0060 (68)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0061 (69)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r3.0)
//.declare V0062 (70)  rf=r size=32 type=uw alias=V0042+0 align=16 words (r4.0)
//.declare V0063 (71)  rf=r size=64 type=f align=16 words (r22.0)
//.declare V0064 (72)  rf=r size=64 type=f align=16 words (r24.0)
//.declare V0065 (73)  rf=r size=64 type=d alias=V0063+0 align=16 words (r22.0)
//.declare V0066 (74)  rf=r size=64 type=d alias=V0064+0 align=16 words (r24.0)
//.declare V0067 (75)  rf=r size=256 type=d align=16 words (r66.0)
//.declare V0068 (76)  rf=r size=256 type=d align=16 words (r74.0)
//.declare  (78)  rf=r size=192 type=ud align=16 words (r54.0)
//.declare  (80)  rf=r size=192 type=ud align=16 words (r60.0)
//.declare V0071 (81)  rf=r size=256 type=d align=16 words (r94.0)
//.declare V0072 (82)  rf=r size=256 type=d align=16 words (r102.0)
//.declare  (84)  rf=r size=192 type=ud align=16 words (r82.0)
//.declare  (86)  rf=r size=192 type=ud align=16 words (r88.0)
//.declare V0079 (91)  rf=r size=256 type=f align=16 words (r38.0)
//.declare V0080 (92)  rf=r size=256 type=f align=16 words (r46.0)
//.declare  (94)  rf=r size=192 type=ud align=16 words (r26.0)
//.declare  (96)  rf=r size=192 type=ud align=16 words (r32.0)
//.declare V0083 (97)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0084 (98)  rf=r size=64 type=d align=16 words (r112.0)
//.declare V0085 (99)  rf=r size=256 type=d alias=V0079+0 align=16 words (r38.0)
//.declare V0086 (100)  rf=r size=256 type=d alias=V0080+0 align=16 words (r46.0)
//.declare V0087 (101)  rf=r size=64 type=d align=16 words (r114.0)
//.declare V0088 (102)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0089 (103)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0090 (104)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0091 (105)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0092 (106)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0093 (107)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0094 (108)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0095 (109)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0096 (110)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0097 (111)  rf=r size=64 type=d align=16 words (r12.0)
//.declare V0098 (112)  rf=r size=64 type=d align=16 words (r14.0)
//.declare V0099 (113)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0100 (114)  rf=r size=64 type=d align=16 words (r26.0)
//.declare P01 (115)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0101 (116)  rf=r size=64 type=d align=16 words (r31.0)
//.declare V0102 (117)  rf=r size=64 type=d align=16 words (r33.0)
//.declare P02 (118)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0103 (119)  rf=r size=64 type=d align=16 words (r35.0)
//.declare V0104 (120)  rf=r size=64 type=d align=16 words (r54.0)
//.declare P03 (121)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0105 (122)  rf=r size=64 type=d align=16 words (r56.0)
//.declare V0106 (123)  rf=r size=64 type=d align=16 words (r58.0)
//.declare P04 (124)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0107 (125)  rf=r size=64 type=d align=16 words (r60.0)
//.declare V0108 (126)  rf=r size=64 type=d align=16 words (r62.0)
//.declare V0109 (127)  rf=r size=64 type=d align=16 words (r64.0)
//.declare V0110 (128)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0111 (129)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0112 (130)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0113 (131)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0114 (132)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0115 (133)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0116 (134)  rf=r size=64 type=d align=16 words (r110.0)
//.declare V0117 (135)  rf=r size=64 type=f alias=V0109+0 align=16 words (r64.0)
//.declare V0118 (136)  rf=r size=64 type=f alias=V0110+0 align=16 words (r82.0)
//.declare V0119 (137)  rf=r size=64 type=f alias=V0111+0 align=16 words (r84.0)
//.declare V0120 (138)  rf=r size=64 type=f alias=V0112+0 align=16 words (r86.0)
//.declare V0121 (139)  rf=r size=64 type=f alias=V0113+0 align=16 words (r88.0)
//.declare V0122 (140)  rf=r size=64 type=f alias=V0114+0 align=16 words (r90.0)
//.declare V0123 (141)  rf=r size=64 type=f alias=V0115+0 align=16 words (r92.0)
//.declare V0124 (142)  rf=r size=64 type=f alias=V0116+0 align=16 words (r110.0)
//.declare  (144)  rf=r size=32 type=ud align=16 words (r112.0)
//.declare  (145)  rf=r size=224 type=ud align=16 words (r10.0)
//.declare  (147)  rf=r size=32 type=ud align=16 words (r113.0)
//.declare  (148)  rf=r size=224 type=ud align=16 words (r26.0)
//.declare  (150)  rf=r size=32 type=ud align=16 words (r114.0)
//.declare  (151)  rf=r size=224 type=ud align=16 words (r33.0)
//.declare  (153)  rf=r size=32 type=ud align=16 words (r115.0)
//.declare  (154)  rf=r size=224 type=ud align=16 words (r40.0)
//.declare V0129 (155)  rf=r size=64 type=d align=16 words (r116.0)
//.declare V0130 (156)  rf=r size=64 type=d align=16 words (r118.0)
//.declare V0131 (157)  rf=r size=64 type=f alias=V0101+0 align=16 words (r31.0)
//.declare V0132 (158)  rf=r size=64 type=f alias=V0102+0 align=16 words (r33.0)
//.declare V0133 (159)  rf=r size=64 type=ud alias=V0129+0 align=16 words (r116.0)
//.declare V0134 (160)  rf=r size=64 type=ud alias=V0130+0 align=16 words (r118.0)
//.declare V0135 (161)  rf=r size=64 type=d align=16 words (r120.0)
//.declare V0136 (162)  rf=r size=64 type=d align=16 words (r122.0)
//.declare V0137 (163)  rf=r size=64 type=f alias=V0103+0 align=16 words (r35.0)
//.declare V0138 (164)  rf=r size=64 type=f alias=V0104+0 align=16 words (r54.0)
//.declare V0139 (165)  rf=r size=64 type=ud alias=V0135+0 align=16 words (r120.0)
//.declare V0140 (166)  rf=r size=64 type=ud alias=V0136+0 align=16 words (r122.0)
//.declare V0141 (167)  rf=r size=64 type=d align=16 words (r124.0)
//.declare V0142 (168)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0143 (169)  rf=r size=64 type=f alias=V0105+0 align=16 words (r56.0)
//.declare V0144 (170)  rf=r size=64 type=f alias=V0106+0 align=16 words (r58.0)
//.declare V0145 (171)  rf=r size=64 type=ud alias=V0141+0 align=16 words (r124.0)
//.declare V0146 (172)  rf=r size=64 type=ud alias=V0142+0 align=16 words (r1.0)
//.declare V0147 (173)  rf=r size=64 type=d align=16 words (r3.0)
//.declare V0148 (174)  rf=r size=64 type=d align=16 words (r5.0)
//.declare V0149 (175)  rf=r size=64 type=f alias=V0107+0 align=16 words (r60.0)
//.declare V0150 (176)  rf=r size=64 type=f alias=V0108+0 align=16 words (r62.0)
//.declare V0151 (177)  rf=r size=64 type=ud alias=V0147+0 align=16 words (r3.0)
//.declare V0152 (178)  rf=r size=64 type=ud alias=V0148+0 align=16 words (r5.0)
//.declare V0153 (179)  rf=r size=64 type=f alias=V0129+0 align=16 words (r116.0)
//.declare V0154 (180)  rf=r size=64 type=f alias=V0130+0 align=16 words (r118.0)
//.declare V0155 (181)  rf=r size=64 type=f alias=V0135+0 align=16 words (r120.0)
//.declare V0156 (182)  rf=r size=64 type=f alias=V0136+0 align=16 words (r122.0)
//.declare V0157 (183)  rf=r size=64 type=f alias=V0141+0 align=16 words (r124.0)
//.declare V0158 (184)  rf=r size=64 type=f alias=V0142+0 align=16 words (r1.0)
//.declare V0159 (185)  rf=r size=64 type=f alias=V0147+0 align=16 words (r3.0)
//.declare V0160 (186)  rf=r size=64 type=f alias=V0148+0 align=16 words (r5.0)
//.declare  (188)  rf=r size=32 type=ud align=16 words (r48.0)
//.declare  (189)  rf=r size=224 type=ud align=16 words (r56.0)
//.declare  (191)  rf=r size=32 type=ud align=16 words (r49.0)
//.declare  (192)  rf=r size=224 type=ud align=16 words (r63.0)
//.declare  (194)  rf=r size=32 type=ud align=16 words (r50.0)
//.declare  (195)  rf=r size=224 type=ud align=16 words (r70.0)
//.declare  (197)  rf=r size=32 type=ud align=16 words (r51.0)
//.declare  (198)  rf=r size=224 type=ud align=16 words (r77.0)
//.declare P05 (199)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare V0165 (200)  rf=r size=64 type=d align=16 words (r52.0)
//.declare V0166 (201)  rf=r size=64 type=d align=16 words (r54.0)
//.declare P06 (202)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare P07 (203)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0168 (205)  rf=r size=16 type=d align=2 words (r1.0)
//.declare V0171 (208)  rf=r size=32 type=d align=16 words (r6.0)
//.declare  (209)  rf=r size=96 type=ud align=16 words (r3.0)
//.declare  (213)  rf=r size=96 type=ud align=16 words (r9.0)
//.declare  (214)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (215)  rf=r size=2 type=w align=1 words (r47.0)
//.declare  (217)  rf=r size=16 type=w align=8 words (r2.0)
//.declare  (234)  rf=r size=4 type=uw align=2 words (r29.0)
//.declare  (235)  rf=r size=4 type=uw align=2 words (r28.0)
//.declare  (236)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (237)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (238)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (239)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (240)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (241)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (242)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (243)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (244)  rf=r size=4 type=uw align=2 words (r30.0)
//.declare  (245)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (246)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (247)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (248)  rf=f32  size=4 type=uw align=2 words (f1.0)

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


// B000: Preds:{},  Succs:{B001, B002}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r8.2<0;1,0>:d     r0.1<0;1,0>:d                       // $2
(W)     mul (1|M0)               r6.0<1>:d     r8.3<0;1,0>:d     r0.6<0;1,0>:d                       // $9
        mov (16|M0)              r28.0<1>:d    0:w                                                   // $30
        mov (16|M16)             r34.0<1>:d    0:w                                                   // $33
        mov (16|M0)              r56.0<1>:d    0:w                                                   // $16
        add (16|M0)              r10.0<1>:d    r5.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M0)              r14.0<1>:d    r6.0<0;1,0>:d     r3.0<16;16,1>:uw                    // $12
        add (16|M16)             r12.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M16)             r16.0<1>:d    r6.0<0;1,0>:d     r4.0<16;16,1>:uw                    // $13
        add (16|M0)              r18.0<1>:d    r10.0<8;8,1>:d    r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M0)              r22.0<1>:d    r14.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}        // $14
        add (16|M16)             r20.0<1>:d    r12.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        add (16|M16)             r24.0<1>:d    r16.0<8;8,1>:d    r7.1<0;1,0>:d                       // $15
        add (16|M0)              r26.0<1>:d    r18.0<8;8,1>:d    1:w                                 // $28
        mov (16|M0)              r30.0<1>:d    r22.0<8;8,1>:d                   {Compacted}          // $32
        add (16|M16)             r32.0<1>:d    r20.0<8;8,1>:d    1:w                                 // $29
        mov (16|M16)             r36.0<1>:d    r24.0<8;8,1>:d                                        // $35
        mov (16|M0)              r54.0<1>:d    r18.0<8;8,1>:d                   {Compacted}          // $18
        send (16|M0)             r38:w    r26:f   0x2            0x0C847000           // wr:6+0, rd:8; sampler; simd16 sample load using sampler index 0 // $32
        mov (16|M0)              r58.0<1>:d    r22.0<8;8,1>:d                   {Compacted}          // $18
        send (16|M16)            r46:w    r32:f   0x2            0x0C847000           // wr:6+0, rd:8; sampler; simd16 sample load using sampler index 0 // $35
        mov (16|M16)             r62.0<1>:d    0:w                                                   // $19
        mov (16|M16)             r60.0<1>:d    r20.0<8;8,1>:d                                        // $21
        mov (16|M16)             r64.0<1>:d    r24.0<8;8,1>:d                                        // $21
        send (16|M0)             r66:w    r54:f   0x2            0x0C847000           // wr:6+0, rd:8; sampler; simd16 sample load using sampler index 0 // $18
        mov (16|M0)              r84.0<1>:d    0:w                                                   // $22
        mov (16|M0)              r86.0<1>:d    r18.0<8;8,1>:d                   {Compacted}          // $24
        send (16|M16)            r74:w    r60:f   0x2            0x0C847000           // wr:6+0, rd:8; sampler; simd16 sample load using sampler index 0 // $21
        mov (16|M0)              r82.0<1>:d    r22.0<8;8,1>:d                   {Compacted}          // $24
        mov (16|M16)             r90.0<1>:d    0:w                                                   // $25
        mov (16|M16)             r92.0<1>:d    r20.0<8;8,1>:d                                        // $27
        mov (16|M16)             r88.0<1>:d    r24.0<8;8,1>:d                                        // $27
        send (16|M0)             r94:w    r82:f   0x2            0x0C847000           // wr:6+0, rd:8; sampler; simd16 sample load using sampler index 0 // $24
        send (16|M16)            r102:w   r88:f   0x2            0x0C847000           // wr:6+0, rd:8; sampler; simd16 sample load using sampler index 0 // $27
        and (16|M0)              r110.0<1>:d   r38.0<8;8,1>:d    -2139095041:d                       // $36
        and (16|M0)              r114.0<1>:d   r40.0<8;8,1>:d    -2139095041:d                       // $38
        and (16|M16)             r112.0<1>:d   r46.0<8;8,1>:d    -2139095041:d                       // $37
        and (16|M0)              r118.0<1>:d   r42.0<8;8,1>:d    -2139095041:d                       // $40
        cmp (16|M0)   (eq)f1.0   null<1>:d     r110.0<8;8,1>:d   r38.0<8;8,1>:d                      // $52
        and (16|M16)             r116.0<1>:d   r48.0<8;8,1>:d    -2139095041:d                       // $39
        and (16|M16)             r120.0<1>:d   r50.0<8;8,1>:d    -2139095041:d                       // $41
        and (16|M0)              r1.0<1>:d     r38.0<8;8,1>:d    -2147483648:d                       // $44
(W)     mov (1|M0)               r28.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $52
        cmp (16|M0)   (eq)f1.0   null<1>:d     r114.0<8;8,1>:d   r40.0<8;8,1>:d                      // $56
        and (16|M16)             r3.0<1>:d     r46.0<8;8,1>:d    -2147483648:d                       // $45
        and (16|M0)              r5.0<1>:d     r40.0<8;8,1>:d    -2147483648:d                       // $46
(W)     mov (1|M0)               f0.0<1>:ud    r28.0<0;1,0>:ud                  {Compacted}          // $53
        cmp (16|M16)  (eq)f0.0   null<1>:d     r112.0<8;8,1>:d   r46.0<8;8,1>:d                      // $53
(W)     mov (1|M0)               r29.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $56
        cmp (16|M0)   (eq)f1.0   null<1>:d     r118.0<8;8,1>:d   r42.0<8;8,1>:d                      // $60
        and (16|M16)             r10.0<1>:d    r48.0<8;8,1>:d    -2147483648:d                       // $47
(W)     mov (1|M0)               r28.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $53
        and (16|M0)              r122.0<1>:d   r44.0<8;8,1>:d    -2139095041:d                       // $42
(W)     mov (1|M0)               f0.0<1>:ud    r29.0<0;1,0>:ud                  {Compacted}          // $57
        cmp (16|M16)  (eq)f0.0   null<1>:d     r116.0<8;8,1>:d   r48.0<8;8,1>:d                      // $57
(W)     mov (1|M0)               r30.0<1>:ud   f1.0<0;1,0>:ud                   {Compacted}          // $60
(W)     mov (1|M0)               f1.0<1>:ud    r28.0<0;1,0>:ud                  {Compacted}          // $54
        and (16|M16)             r124.0<1>:d   r52.0<8;8,1>:d    -2139095041:d                       // $43
        and (16|M0)              r12.0<1>:d    r42.0<8;8,1>:d    -2147483648:d                       // $48
(W)     mov (1|M0)               r29.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $57
(W)     mov (1|M0)               f0.0<1>:ud    r30.0<0;1,0>:ud                  {Compacted}          // $61
        cmp (16|M16)  (eq)f0.0   null<1>:d     r120.0<8;8,1>:d   r50.0<8;8,1>:d                      // $61
(f1.0)  sel (16|M0)              r31.0<1>:d    r1.0<8;8,1>:d     r38.0<8;8,1>:d                      // $54
(f1.0)  sel (16|M16)             r33.0<1>:d    r3.0<8;8,1>:d     r46.0<8;8,1>:d                      // $55
(W)     mov (1|M0)               f1.0<1>:ud    r29.0<0;1,0>:ud                  {Compacted}          // $58
(W)     mov (1|M0)               r30.0<1>:ud   f0.0<0;1,0>:ud                   {Compacted}          // $61
        and (16|M0)              r16.0<1>:d    r44.0<8;8,1>:d    -2147483648:d                       // $50
        cmp (16|M0)   (eq)f0.0   null<1>:d     r122.0<8;8,1>:d   r44.0<8;8,1>:d   {Compacted}        // $64
        and (16|M16)             r14.0<1>:d    r50.0<8;8,1>:d    -2147483648:d                       // $49
(f1.0)  sel (16|M0)              r35.0<1>:d    r5.0<8;8,1>:d     r40.0<8;8,1>:d                      // $58
(f1.0)  sel (16|M16)             r54.0<1>:d    r10.0<8;8,1>:d    r48.0<8;8,1>:d                      // $59
(W)     mov (1|M0)               f1.0<1>:ud    r30.0<0;1,0>:ud                  {Compacted}          // $62
        and (16|M16)             r26.0<1>:d    r52.0<8;8,1>:d    -2147483648:d                       // $51
        cmp (16|M16)  (eq)f0.0   null<1>:d     r124.0<8;8,1>:d   r52.0<8;8,1>:d                      // $65
(f0.0)  sel (16|M0)              r60.0<1>:d    r16.0<8;8,1>:d    r44.0<8;8,1>:d   {Compacted}        // $66
(f1.0)  sel (16|M0)              r56.0<1>:d    r12.0<8;8,1>:d    r42.0<8;8,1>:d                      // $62
(f1.0)  sel (16|M16)             r58.0<1>:d    r14.0<8;8,1>:d    r50.0<8;8,1>:d                      // $63
(f0.0)  sel (16|M16)             r62.0<1>:d    r26.0<8;8,1>:d    r52.0<8;8,1>:d                      // $67
        shl (16|M0)              r64.0<1>:d    r66.0<8;8,1>:d    1:w                                 // $68
        shl (16|M0)              r84.0<1>:d    r68.0<8;8,1>:d    1:w                                 // $70
        shl (16|M0)              r88.0<1>:d    r70.0<8;8,1>:d    1:w                                 // $72
        shl (16|M0)              r92.0<1>:d    r72.0<8;8,1>:d    1:w                                 // $74
        shl (16|M16)             r82.0<1>:d    r74.0<8;8,1>:d    1:w                                 // $69
        shl (16|M16)             r86.0<1>:d    r76.0<8;8,1>:d    1:w                                 // $71
        shl (16|M16)             r90.0<1>:d    r78.0<8;8,1>:d    1:w                                 // $73
        shl (16|M16)             r110.0<1>:d   r80.0<8;8,1>:d    1:w                                 // $75
        mov (16|M0)              r116.0<1>:ud  r31.0<8;8,1>:f                   {Compacted}          // $108
        mov (16|M0)              r120.0<1>:ud  r35.0<8;8,1>:f                   {Compacted}          // $110
        mov (16|M0)              r3.0<1>:ud    r60.0<8;8,1>:f                   {Compacted}          // $114
        mov (16|M0)              r124.0<1>:ud  r56.0<8;8,1>:f                   {Compacted}          // $112
(W)     mov (8|M0)               r112.0<1>:ud  0x0:ud                              {Compacted}       // $89
(W)     mov (1|M0)               r47.0<1>:w    1:w                                                   // $150
        mov (16|M16)             r118.0<1>:ud  r33.0<8;8,1>:f                                        // $109
        mov (16|M16)             r122.0<1>:ud  r54.0<8;8,1>:f                                        // $111
        cmp (16|M0)   (eq)f1.0   null<1>:d     r22.0<8;8,1>:d    0:w                                 // $148
        cmp (16|M16)  (eq)f1.0   null<1>:d     r24.0<8;8,1>:d    0:w                                 // $149
        mov (16|M16)             r1.0<1>:ud    r58.0<8;8,1>:f                                        // $113
        mov (16|M16)             r5.0<1>:ud    r62.0<8;8,1>:f                                        // $115
(W)     mov (8|M0)               r113.0<1>:ud  0x0:ud                              {Compacted}       // $95
        add (16|M0)              r64.0<1>:d    r64.0<8;8,1>:d    -1:w                                // $76
        add (16|M0)              r84.0<1>:d    r84.0<8;8,1>:d    -1:w                                // $78
        add (16|M0)              r88.0<1>:d    r88.0<8;8,1>:d    -1:w                                // $80
        add (16|M0)              r92.0<1>:d    r92.0<8;8,1>:d    -1:w                                // $82
(W)     mov (1|M0)               r112.7<1>:ud  0xFFFF:ud                                             // $89
(W)     mov (8|M0)               r114.0<1>:ud  0x0:ud                              {Compacted}       // $101
        cmp (16|M0)   (eq)f0.0   null<1>:d     r18.0<8;8,1>:d    0:w                                 // $152
        cmp (16|M16)  (eq)f0.0   null<1>:d     r20.0<8;8,1>:d    0:w                                 // $153
(W)     mov (1|M0)               r113.7<1>:ud  0xFFFF:ud                                             // $95
(W)     mov (8|M0)               r115.0<1>:ud  0x0:ud                              {Compacted}       // $107
        add (16|M16)             r82.0<1>:d    r82.0<8;8,1>:d    -1:w                                // $77
        add (16|M16)             r86.0<1>:d    r86.0<8;8,1>:d    -1:w                                // $79
        add (16|M16)             r90.0<1>:d    r90.0<8;8,1>:d    -1:w                                // $81
        add (16|M16)             r110.0<1>:d   r110.0<8;8,1>:d   -1:w                                // $83
(W)     mov (1|M0)               r114.7<1>:ud  0xFFFF:ud                                             // $101
(W)     mov (8|M0)               r48.0<1>:ud   0x0:ud                              {Compacted}       // $129
(W)     mov (1|M0)               r115.7<1>:ud  0xFFFF:ud                                             // $107
(W)     mov (8|M0)               r49.0<1>:ud   0x0:ud                              {Compacted}       // $135
        add (16|M0)              r116.0<1>:d   r94.0<8;8,1>:d    r116.0<8;8,1>:d  {Compacted}        // $116
        add (16|M0)              r120.0<1>:d   r96.0<8;8,1>:d    r120.0<8;8,1>:d  {Compacted}        // $118
        add (16|M0)              r3.0<1>:d     r100.0<8;8,1>:d   r3.0<8;8,1>:d    {Compacted}        // $122
        add (16|M0)              r124.0<1>:d   r98.0<8;8,1>:d    r124.0<8;8,1>:d  {Compacted}        // $120
(W)     mov (1|M0)               r48.7<1>:ud   0xFFFF:ud                                             // $129
(W)     mov (8|M0)               r50.0<1>:ud   0x0:ud                              {Compacted}       // $141
(W)     mov (1|M0)               r49.7<1>:ud   0xFFFF:ud                                             // $135
(W)     mov (8|M0)               r51.0<1>:ud   0x0:ud                              {Compacted}       // $147
        add (16|M16)             r118.0<1>:d   r102.0<8;8,1>:d   r118.0<8;8,1>:d                     // $117
        add (16|M16)             r122.0<1>:d   r104.0<8;8,1>:d   r122.0<8;8,1>:d                     // $119
(f1.0)  sel (16|M0)              r52.0<1>:d    r47.0<0;1,0>:w    0:w                                 // $150
(f1.0)  sel (16|M16)             r54.0<1>:d    r47.0<0;1,0>:w    0:w                                 // $151
        add (16|M16)             r1.0<1>:d     r106.0<8;8,1>:d   r1.0<8;8,1>:d                       // $121
        add (16|M16)             r5.0<1>:d     r108.0<8;8,1>:d   r5.0<8;8,1>:d                       // $123
(W)     mov (1|M0)               r50.7<1>:ud   0xFFFF:ud                                             // $141
        mov (8|M0)               r11.0<1>:d    r18.0<8;8,1>:d                   {Compacted}          // $89
        mov (8|M0)               r12.0<1>:d    r22.0<8;8,1>:d                   {Compacted}          // $89
        mov (8|M0)               r13.0<1>:f    r64.0<8;8,1>:f                   {Compacted}          // $84
        mov (8|M0)               r14.0<1>:f    r84.0<8;8,1>:f                   {Compacted}          // $85
        mov (8|M0)               r15.0<1>:f    r88.0<8;8,1>:f                   {Compacted}          // $86
        mov (8|M0)               r16.0<1>:f    r92.0<8;8,1>:f                   {Compacted}          // $87
(W)     mov (8|M0)               r10.0<1>:ud   r112.0<8;8,1>:ud                 {Compacted}          // $89
(W)     mov (1|M0)               r51.7<1>:ud   0xFFFF:ud                                             // $147
        mov (8|M8)               r28.0<1>:d    r23.0<8;8,1>:d                   {Compacted}          // $95
        mov (8|M8)               r27.0<1>:d    r19.0<8;8,1>:d                   {Compacted}          // $95
        mov (8|M8)               r29.0<1>:f    r65.0<8;8,1>:f                   {Compacted}          // $90
        mov (8|M8)               r30.0<1>:f    r85.0<8;8,1>:f                   {Compacted}          // $91
        mov (8|M8)               r31.0<1>:f    r89.0<8;8,1>:f                   {Compacted}          // $92
        mov (8|M8)               r32.0<1>:f    r93.0<8;8,1>:f                   {Compacted}          // $93
(W)     mov (8|M0)               r26.0<1>:ud   r113.0<8;8,1>:ud                 {Compacted}          // $95
(~f0.0) mov (16|M0)              r52.0<1>:d    0:w                                                   // $154
(~f0.0) mov (16|M16)             r54.0<1>:d    0:w                                                   // $155
        mov (8|M16)              r35.0<1>:d    r24.0<8;8,1>:d                                        // $101
        mov (8|M16)              r34.0<1>:d    r20.0<8;8,1>:d                                        // $101
        mov (8|M16)              r36.0<1>:f    r82.0<8;8,1>:f                                        // $96
        mov (8|M16)              r37.0<1>:f    r86.0<8;8,1>:f                                        // $97
        mov (8|M16)              r38.0<1>:f    r90.0<8;8,1>:f                                        // $98
        mov (8|M16)              r39.0<1>:f    r110.0<8;8,1>:f                                       // $99
(W)     mov (8|M0)               r33.0<1>:ud   r114.0<8;8,1>:ud                 {Compacted}          // $101
        mov (8|M24)              r41.0<1>:d    r21.0<8;8,1>:d                                        // $107
        mov (8|M24)              r42.0<1>:d    r25.0<8;8,1>:d                                        // $107
        mov (8|M24)              r43.0<1>:f    r83.0<8;8,1>:f                                        // $102
        mov (8|M24)              r44.0<1>:f    r87.0<8;8,1>:f                                        // $103
        mov (8|M24)              r45.0<1>:f    r91.0<8;8,1>:f                                        // $104
        mov (8|M24)              r46.0<1>:f    r111.0<8;8,1>:f                                       // $105
(W)     mov (8|M0)               r40.0<1>:ud   r115.0<8;8,1>:ud                 {Compacted}          // $107
        mov (8|M0)               r57.0<1>:d    r18.0<8;8,1>:d                   {Compacted}          // $129
        mov (8|M0)               r58.0<1>:d    r22.0<8;8,1>:d                   {Compacted}          // $129
        mov (8|M0)               r59.0<1>:f    r116.0<8;8,1>:f                  {Compacted}          // $124
        mov (8|M0)               r60.0<1>:f    r120.0<8;8,1>:f                  {Compacted}          // $125
        mov (8|M0)               r62.0<1>:f    r3.0<8;8,1>:f                    {Compacted}          // $127
        mov (8|M0)               r61.0<1>:f    r124.0<8;8,1>:f                  {Compacted}          // $126
(W)     mov (8|M0)               r56.0<1>:ud   r48.0<8;8,1>:ud                  {Compacted}          // $129
        mov (8|M8)               r66.0<1>:f    r117.0<8;8,1>:f                  {Compacted}          // $130
        mov (8|M8)               r67.0<1>:f    r121.0<8;8,1>:f                  {Compacted}          // $131
        mov (8|M8)               r69.0<1>:f    r4.0<8;8,1>:f                    {Compacted}          // $133
        mov (8|M8)               r68.0<1>:f    r125.0<8;8,1>:f                  {Compacted}          // $132
(W)     mov (8|M0)               r63.0<1>:ud   r49.0<8;8,1>:ud                  {Compacted}          // $135
        mov (8|M8)               r64.0<1>:d    r19.0<8;8,1>:d                   {Compacted}          // $135
        mov (8|M8)               r65.0<1>:d    r23.0<8;8,1>:d                   {Compacted}          // $135
        mov (8|M16)              r71.0<1>:d    r20.0<8;8,1>:d                                        // $141
        mov (8|M16)              r72.0<1>:d    r24.0<8;8,1>:d                                        // $141
        mov (8|M16)              r73.0<1>:f    r118.0<8;8,1>:f                                       // $136
        mov (8|M16)              r74.0<1>:f    r122.0<8;8,1>:f                                       // $137
        mov (8|M16)              r75.0<1>:f    r1.0<8;8,1>:f                                         // $138
        mov (8|M16)              r76.0<1>:f    r5.0<8;8,1>:f                                         // $139
(W)     mov (8|M0)               r70.0<1>:ud   r50.0<8;8,1>:ud                  {Compacted}          // $141
        send (8|M0)              null     r10:f   0xC            0x0E0B5002           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $89
        mov (8|M24)              r78.0<1>:d    r21.0<8;8,1>:d                                        // $147
        mov (8|M24)              r79.0<1>:d    r25.0<8;8,1>:d                                        // $147
        mov (8|M24)              r80.0<1>:f    r119.0<8;8,1>:f                                       // $142
        mov (8|M24)              r81.0<1>:f    r123.0<8;8,1>:f                                       // $143
(W)     mov (8|M0)               r77.0<1>:ud   r51.0<8;8,1>:ud                  {Compacted}          // $147
        mov (8|M24)              r82.0<1>:f    r2.0<8;8,1>:f                                         // $144
        mov (8|M24)              r83.0<1>:f    r6.0<8;8,1>:f                                         // $145
        send (8|M8)              null     r26:f   0xC            0x0E0B5002           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $95
        cmp (16|M0)   (ne)f0.0   null<1>:d     r52.0<8;8,1>:d    0:w                                 // $156
        cmp (16|M16)  (ne)f0.0   null<1>:d     r54.0<8;8,1>:d    0:w                                 // $157
        send (8|M16)             null     r33:f   0xC            0x0E0B5002           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $101
        send (8|M24)             null     r40:f   0xC            0x0E0B5002           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $107
        send (8|M0)              null     r56:f   0xC            0x0E0B5003           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $129
        send (8|M8)              null     r63:f   0xC            0x0E0B5003           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $135
        send (8|M16)             null     r70:f   0xC            0x0E0B5003           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $141
        send (8|M24)             null     r77:f   0xC            0x0E0B5003           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $147
(f0.0)  if (32|M0)                           _image_nosampler_k0_0_cf  _image_nosampler_k0_0_cf      // $158
// B001: [inDivergent],  Preds:{B000},  Succs:{B002}
_0_005:
(W)     mov (1|M0)               r1.0<1>:d     r8.6<0;1,0>:d                                         // $161
(W)     mul (1|M0)               r1.2<1>:d     r8.6<0;1,0>:d     r8.5<0;1,0>:d                       // $160
(W)     mov (1|M0)               r1.1<1>:d     r8.5<0;1,0>:d                                         // $162
(W)     mov (8|M0)               r2.0<1>:w     0xC840:uv                                             // $166
(W)     mov (1|M0)               r1.3<1>:d     r9.0<0;1,0>:d                                         // $164
(W)     mov (1|M0)               r10.0<1>:ud   0x10:uw                                               // $170
(W)     mov (1|M0)               r11.0<1>:d    r8.7<0;1,0>:d                                         // $171
(W)     mov (8|M0)               r6.0<1>:d     r1.0<0;1,0>:d                    {Compacted}          // $167
(W)     mov (8|M0)               r9.0<1>:ud    0x0:ud                              {Compacted}       // $173
(W)     add (8|M0)               r3.0<1>:uq    r8.0<0;1,0>:uq    r2.0<8;8,1>:w                       // $166
(W)     mov (4|M0)               r6.0<1>:d     r1.0<4;4,1>:d                    {Compacted}          // $168
(W)     mov (8|M0)               r5.0<1>:d     r6.0<8;8,1>:d                    {Compacted}          // $169
(W)     send (8|M0)              null     r3:f    0xC            0x060681FF           // wr:3+0, rd:0; hdc.dc1; a64 dword scattering write // $169
(W)     send (1|M0)              null     r9:f    0xA            0x060B0801           // wr:3h+0, rd:0; hdc.dc0; byte scattering write 32b // $173
// B002: Preds:{B001, B000},  Succs:{B003}
_image_nosampler_k0_0_cf:
        endif (32|M0)                        _0_004                                                  // $158
// B003: Preds:{B002},  Succs:{}
_0_004:
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $175
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $175
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
