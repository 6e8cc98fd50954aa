//.kernel image_rw
//.platform BDW
//.thread_config numGRF=128, numAcc=2
//.options_string ""
//.full_options "-emitLocation -forceAssignRhysicalReg "" -enableStructurizer -noLoadPayload -hasRNEandDenorm -noStitchExternFunc -crossThreadDataAlignment 32 -linker 0 -lscEnableImmOffsFor 196638 -abortonspill -TotalGRFNum 128 -boundsChecking -presched-ctrl 54 -presched-rp 100 -nodpsendreorder -dontUseMultiThreadedLatencies -SBIDDepLoc -output -binary -dumpcommonisa -shaderDumpFilter "" -dumpvisa -printHexFloatInAsm -noverifyCISA "
//.instCount 181
//.RA type	LOCAL_ROUND_ROBIN_RA
//.spill flag store 2
//.spill flag load 3

//.declare BuiltInR0 (0)  rf=r size=32 type=ud align=16 words (r0.0)
//.declare  (1)  rf=r size=32 type=ud alias=BuiltInR0+0 align=16 words (r0.0)
//.declare BuiltinA0 (2)  rf=a size=4 type=ud align=1 words (a0.0)
//.declare BuiltinA0Dot2 (3)  rf=a size=4 type=ud align=1 words (a0.2)
//.declare %null (9)  rf=r size=4 type=ud align=2 words
//.declare %local_id_x (12)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %local_id_y (13)  rf=r size=4 type=ud align=2 words (r1.0)
//.declare %local_size_x (14)  rf=r size=4 type=ud align=2 words (r0.3)
//.declare %local_size_y (15)  rf=r size=4 type=ud align=2 words (r0.4)
//.declare %group_id_x (16)  rf=r size=4 type=ud align=2 words (r0.1)
//.declare %group_id_y (17)  rf=r size=4 type=ud align=2 words (r0.6)
//.declare %group_id_z (18)  rf=r size=4 type=ud align=2 words (r0.7)
//.declare %group_count_x (19)  rf=r size=4 type=ud align=2 words (r0.5)
//.declare %group_count_y (20)  rf=r size=4 type=ud align=2 words (r0.6)
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
//.declare V0035 (43)  rf=r size=32 type=d alias=+0 align=16 words (r0.0)
//.declare V0036 (44)  rf=r size=32 type=d align=16 words (r7.0)
//.declare V0037 (45)  rf=r size=12 type=d align=2 words (r8.0)
//.declare V0038 (46)  rf=r size=32 type=w align=16 words (r1.0)
//.declare V0039 (47)  rf=r size=32 type=w align=16 words (r2.0)
//.declare V0040 (48)  rf=r size=32 type=w align=16 words (r3.0)
//.declare V0041 (49)  rf=r size=32 type=w align=16 words (r4.0)
//.declare V0042 (50)  rf=r size=32 type=w align=16 words (r5.0)
//.declare V0043 (51)  rf=r size=32 type=w align=16 words (r6.0)
//.declare V0044 (52)  rf=r size=4 type=d align=2 words (r5.0)
//.declare V0045 (53)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0046 (54)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0047 (55)  rf=r size=32 type=uw alias=V0038+0 align=16 words (r1.0)
//.declare V0048 (56)  rf=r size=32 type=uw alias=V0039+0 align=16 words (r2.0)
//.declare V0049 (57)  rf=r size=64 type=f align=16 words (r12.0)
//.declare V0050 (58)  rf=r size=64 type=f align=16 words (r34.0)
//.declare V0051 (59)  rf=r size=64 type=d alias=V0049+0 align=16 words (r12.0)
//.declare V0052 (60)  rf=r size=64 type=d alias=V0050+0 align=16 words (r34.0)
//.declare V0053 (61)  rf=r size=4 type=d align=2 words (r6.0)
//.declare V0054 (62)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0055 (63)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0056 (64)  rf=r size=32 type=uw alias=V0040+0 align=16 words (r3.0)
//.declare V0057 (65)  rf=r size=32 type=uw alias=V0041+0 align=16 words (r4.0)
//.declare V0058 (66)  rf=r size=64 type=f align=16 words (r14.0)
//.declare V0059 (67)  rf=r size=64 type=f align=16 words (r36.0)
//.declare V0060 (68)  rf=r size=64 type=d alias=V0058+0 align=16 words (r14.0)
//.declare V0061 (69)  rf=r size=64 type=d alias=V0059+0 align=16 words (r36.0)
//.declare V0062 (70)  rf=r size=256 type=d align=16 words (r22.0)
//.declare V0063 (71)  rf=r size=256 type=d align=16 words (r44.0)
//.declare  (73)  rf=r size=192 type=ud align=16 words (r16.0)
//.declare V0065 (74)  rf=r size=256 type=ud alias=V0062+0 align=16 words (r22.0)
//.declare V0066 (75)  rf=r size=256 type=ud alias=V0063+0 align=16 words (r44.0)
//.declare V0067 (76)  rf=r size=8 type=ud alias=%null+0 align=2 words
//.declare  (78)  rf=r size=192 type=ud align=16 words (r38.0)
//.declare V0069 (79)  rf=r size=256 type=f align=16 words (r58.0)
//.declare V0070 (80)  rf=r size=256 type=f align=16 words (r72.0)
//.declare  (82)  rf=r size=192 type=ud align=16 words (r52.0)
//.declare V0072 (83)  rf=r size=256 type=ud alias=V0069+0 align=16 words (r58.0)
//.declare V0073 (84)  rf=r size=256 type=ud alias=V0070+0 align=16 words (r72.0)
//.declare  (86)  rf=r size=192 type=ud align=16 words (r66.0)
//.declare V0075 (87)  rf=r size=64 type=d align=16 words (r80.0)
//.declare V0076 (88)  rf=r size=64 type=d align=16 words (r82.0)
//.declare V0077 (89)  rf=r size=256 type=d alias=V0069+0 align=16 words (r58.0)
//.declare V0078 (90)  rf=r size=256 type=d alias=V0070+0 align=16 words (r72.0)
//.declare V0079 (91)  rf=r size=64 type=d align=16 words (r84.0)
//.declare V0080 (92)  rf=r size=64 type=d align=16 words (r86.0)
//.declare V0081 (93)  rf=r size=64 type=d align=16 words (r88.0)
//.declare V0082 (94)  rf=r size=64 type=d align=16 words (r90.0)
//.declare V0083 (95)  rf=r size=64 type=d align=16 words (r92.0)
//.declare V0084 (96)  rf=r size=64 type=d align=16 words (r94.0)
//.declare V0085 (97)  rf=r size=64 type=d align=16 words (r96.0)
//.declare V0086 (98)  rf=r size=64 type=d align=16 words (r98.0)
//.declare V0087 (99)  rf=r size=64 type=d align=16 words (r100.0)
//.declare V0088 (100)  rf=r size=64 type=d align=16 words (r102.0)
//.declare V0089 (101)  rf=r size=64 type=d align=16 words (r104.0)
//.declare V0090 (102)  rf=r size=64 type=d align=16 words (r106.0)
//.declare V0091 (103)  rf=r size=64 type=d align=16 words (r108.0)
//.declare V0092 (104)  rf=r size=64 type=d align=16 words (r110.0)
//.declare P01 (105)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0093 (106)  rf=r size=64 type=d align=16 words (r115.0)
//.declare V0094 (107)  rf=r size=64 type=d align=16 words (r117.0)
//.declare P02 (108)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0095 (109)  rf=r size=64 type=d align=16 words (r119.0)
//.declare V0096 (110)  rf=r size=64 type=d align=16 words (r121.0)
//.declare P03 (111)  rf=f32  size=4 type=uw align=2 words (spilled -> )
//.declare V0097 (112)  rf=r size=64 type=d align=16 words (r123.0)
//.declare V0098 (113)  rf=r size=64 type=d align=16 words (r125.0)
//.declare P04 (114)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare V0099 (115)  rf=r size=64 type=d align=16 words (r1.0)
//.declare V0100 (116)  rf=r size=64 type=d align=16 words (r3.0)
//.declare  (117)  rf=r size=32 type=ud align=16 words (r5.0)
//.declare  (118)  rf=r size=32 type=ud align=16 words (r6.0)
//.declare V0101 (119)  rf=r size=64 type=d align=16 words (r8.0)
//.declare V0102 (120)  rf=r size=64 type=d align=16 words (r10.0)
//.declare V0103 (121)  rf=r size=64 type=d align=16 words (r16.0)
//.declare V0104 (122)  rf=r size=64 type=d align=16 words (r18.0)
//.declare V0105 (123)  rf=r size=64 type=d align=16 words (r20.0)
//.declare V0106 (124)  rf=r size=64 type=d align=16 words (r30.0)
//.declare V0107 (125)  rf=r size=64 type=d align=16 words (r32.0)
//.declare V0108 (126)  rf=r size=64 type=d align=16 words (r38.0)
//.declare V0109 (127)  rf=r size=64 type=f alias=V0101+0 align=16 words (r8.0)
//.declare V0110 (128)  rf=r size=64 type=f alias=V0102+0 align=16 words (r10.0)
//.declare V0111 (129)  rf=r size=64 type=f alias=V0103+0 align=16 words (r16.0)
//.declare V0112 (130)  rf=r size=64 type=f alias=V0104+0 align=16 words (r18.0)
//.declare V0113 (131)  rf=r size=64 type=f alias=V0105+0 align=16 words (r20.0)
//.declare V0114 (132)  rf=r size=64 type=f alias=V0106+0 align=16 words (r30.0)
//.declare V0115 (133)  rf=r size=64 type=f alias=V0107+0 align=16 words (r32.0)
//.declare V0116 (134)  rf=r size=64 type=f alias=V0108+0 align=16 words (r38.0)
//.declare  (136)  rf=r size=32 type=ud align=16 words (r7.0)
//.declare  (137)  rf=r size=224 type=ud align=16 words (r40.0)
//.declare  (139)  rf=r size=32 type=ud align=16 words (r54.0)
//.declare  (140)  rf=r size=224 type=ud align=16 words (r47.0)
//.declare  (142)  rf=r size=32 type=ud align=16 words (r55.0)
//.declare  (143)  rf=r size=224 type=ud align=16 words (r77.0)
//.declare  (145)  rf=r size=32 type=ud align=16 words (r56.0)
//.declare  (146)  rf=r size=224 type=ud align=16 words (r84.0)
//.declare V0121 (147)  rf=r size=64 type=f align=16 words (r61.0)
//.declare V0122 (148)  rf=r size=64 type=f align=16 words (r63.0)
//.declare V0123 (149)  rf=r size=64 type=f alias=V0093+0 align=16 words (r115.0)
//.declare V0124 (150)  rf=r size=64 type=f alias=V0094+0 align=16 words (r117.0)
//.declare V0125 (151)  rf=r size=64 type=f align=16 words (r65.0)
//.declare V0126 (152)  rf=r size=64 type=f align=16 words (r67.0)
//.declare V0127 (153)  rf=r size=64 type=f alias=V0095+0 align=16 words (r119.0)
//.declare V0128 (154)  rf=r size=64 type=f alias=V0096+0 align=16 words (r121.0)
//.declare V0129 (155)  rf=r size=64 type=f align=16 words (r69.0)
//.declare V0130 (156)  rf=r size=64 type=f align=16 words (r71.0)
//.declare V0131 (157)  rf=r size=64 type=f alias=V0097+0 align=16 words (r123.0)
//.declare V0132 (158)  rf=r size=64 type=f alias=V0098+0 align=16 words (r125.0)
//.declare V0133 (159)  rf=r size=64 type=f align=16 words (r73.0)
//.declare V0134 (160)  rf=r size=64 type=f align=16 words (r75.0)
//.declare V0135 (161)  rf=r size=64 type=f alias=V0099+0 align=16 words (r1.0)
//.declare V0136 (162)  rf=r size=64 type=f alias=V0100+0 align=16 words (r3.0)
//.declare  (164)  rf=r size=32 type=ud align=16 words (r57.0)
//.declare  (165)  rf=r size=224 type=ud align=16 words (r91.0)
//.declare  (167)  rf=r size=32 type=ud align=16 words (r58.0)
//.declare  (168)  rf=r size=224 type=ud align=16 words (r98.0)
//.declare  (170)  rf=r size=32 type=ud align=16 words (r59.0)
//.declare  (171)  rf=r size=224 type=ud align=16 words (r105.0)
//.declare  (173)  rf=r size=32 type=ud align=16 words (r60.0)
//.declare  (174)  rf=r size=224 type=ud align=16 words (r112.0)
//.declare  (175)  rf=r size=32 type=ud align=16 words (r127.0)
//.declare  (192)  rf=r size=4 type=uw align=2 words (r113.0)
//.declare  (193)  rf=r size=4 type=uw align=2 words (r112.0)
//.declare  (194)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (195)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (196)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (197)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (198)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (199)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (200)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (201)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (202)  rf=r size=4 type=uw align=2 words (r114.0)
//.declare  (203)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (204)  rf=f32  size=4 type=uw align=2 words (f0.0)
//.declare  (205)  rf=f32  size=4 type=uw align=2 words (f1.0)
//.declare  (206)  rf=f32  size=4 type=uw align=2 words (f1.0)

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
// | V0037    | :d x 3   |     12 | r8       | general    |
// +----------+----------+--------+----------+------------+


// B000: Preds:{},  Succs:{}
_main:
(W)     or (1|M0)                cr0.0<1>:ud   cr0.0<0;1,0>:ud   0x4C0:uw              {Switch}      // $1
(W)     mul (1|M0)               r5.0<1>:d     r8.0<0;1,0>:d     r0.1<0;1,0>:d    {Compacted}        // $2
(W)     mul (1|M0)               r6.0<1>:d     r8.1<0;1,0>:d     r0.6<0;1,0>:d                       // $9
        mov (16|M0)              r18.0<1>:d    0:w                                                   // $16
        add (16|M0)              r8.0<1>:d     r5.0<0;1,0>:d     r1.0<16;16,1>:uw                    // $5
        add (16|M0)              r10.0<1>:d    r6.0<0;1,0>:d     r3.0<16;16,1>:uw                    // $12
        add (16|M16)             r30.0<1>:d    r5.0<0;1,0>:d     r2.0<16;16,1>:uw                    // $6
        add (16|M16)             r32.0<1>:d    r6.0<0;1,0>:d     r4.0<16;16,1>:uw                    // $13
        add (16|M0)              r12.0<1>:d    r8.0<8;8,1>:d     r7.0<0;1,0>:d    {Compacted}        // $7
        add (16|M0)              r14.0<1>:d    r10.0<8;8,1>:d    r7.1<0;1,0>:d    {Compacted}        // $14
        add (16|M16)             r34.0<1>:d    r30.0<8;8,1>:d    r7.0<0;1,0>:d                       // $8
        add (16|M16)             r36.0<1>:d    r32.0<8;8,1>:d    r7.1<0;1,0>:d                       // $15
        mov (16|M0)              r16.0<1>:d    r12.0<8;8,1>:d                   {Compacted}          // $18
        mov (16|M0)              r20.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $18
        send (16|M0)             r22:w    r16:f   0x2            0x0C847000           // wr:6+0, rd:8; sampler; simd16 sample load using sampler index 0 // $18
(W)     mov (1|M0)               null<1>:ud    r22.0<0;1,0>:ud                  {Compacted}          // $19
(W)     mov (1|M0)               null<1>:ud    tm0.0<0;1,0>:ud                                       // $20
        mov (16|M16)             r40.0<1>:d    0:w                                                   // $21
        mov (16|M16)             r38.0<1>:d    r34.0<8;8,1>:d                                        // $23
        mov (16|M16)             r42.0<1>:d    r36.0<8;8,1>:d                                        // $23
        send (16|M16)            r44:w    r38:f   0x2            0x0C847000           // wr:6+0, rd:8; sampler; simd16 sample load using sampler index 0 // $23
(W)     mov (1|M16)              null<1>:ud    r44.0<0;1,0>:ud                                       // $24
(W)     mov (1|M16)              null<1>:ud    tm0.0<0;1,0>:ud                                       // $25
        mov (16|M0)              r54.0<1>:d    0:w                                                   // $26
        mov (16|M0)              r52.0<1>:d    r12.0<8;8,1>:d                   {Compacted}          // $28
        mov (16|M0)              r56.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $28
        send (16|M0)             r58:w    r52:f   0x2            0x0C847001           // wr:6+0, rd:8; sampler; simd16 sample load using sampler index 0 // $28
(W)     mov (1|M0)               null<1>:ud    r58.0<0;1,0>:ud                  {Compacted}          // $29
(W)     mov (1|M0)               null<1>:ud    tm0.0<0;1,0>:ud                                       // $30
        mov (16|M16)             r68.0<1>:d    0:w                                                   // $31
        mov (16|M16)             r66.0<1>:d    r34.0<8;8,1>:d                                        // $33
        mov (16|M16)             r70.0<1>:d    r36.0<8;8,1>:d                                        // $33
        send (16|M16)            r72:w    r66:f   0x2            0x0C847001           // wr:6+0, rd:8; sampler; simd16 sample load using sampler index 0 // $33
(W)     mov (1|M16)              null<1>:ud    r72.0<0;1,0>:ud                                       // $34
(W)     mov (1|M16)              null<1>:ud    tm0.0<0;1,0>:ud                                       // $35
        and (16|M0)              r80.0<1>:d    r58.0<8;8,1>:d    -2139095041:d                       // $36
        and (16|M0)              r84.0<1>:d    r60.0<8;8,1>:d    -2139095041:d                       // $38
        and (16|M16)             r82.0<1>:d    r72.0<8;8,1>:d    -2139095041:d                       // $37
        and (16|M0)              r88.0<1>:d    r62.0<8;8,1>:d    -2139095041:d                       // $40
        cmp (16|M0)   (eq)f1.0   null<1>:d     r80.0<8;8,1>:d    r58.0<8;8,1>:d                      // $52
        and (16|M16)             r86.0<1>:d    r74.0<8;8,1>:d    -2139095041:d                       // $39
        and (16|M16)             r90.0<1>:d    r76.0<8;8,1>:d    -2139095041:d                       // $41
        and (16|M0)              r96.0<1>:d    r58.0<8;8,1>:d    -2147483648:d                       // $44
(W)     mov (1|M0)               r112.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $52
        cmp (16|M0)   (eq)f1.0   null<1>:d     r84.0<8;8,1>:d    r60.0<8;8,1>:d                      // $56
        and (16|M16)             r98.0<1>:d    r72.0<8;8,1>:d    -2147483648:d                       // $45
        and (16|M0)              r100.0<1>:d   r60.0<8;8,1>:d    -2147483648:d                       // $46
(W)     mov (1|M0)               f0.0<1>:ud    r112.0<0;1,0>:ud                 {Compacted}          // $53
        cmp (16|M16)  (eq)f0.0   null<1>:d     r82.0<8;8,1>:d    r72.0<8;8,1>:d                      // $53
(W)     mov (1|M0)               r113.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $56
        cmp (16|M0)   (eq)f1.0   null<1>:d     r88.0<8;8,1>:d    r62.0<8;8,1>:d                      // $60
        and (16|M16)             r102.0<1>:d   r74.0<8;8,1>:d    -2147483648:d                       // $47
(W)     mov (1|M0)               r112.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $53
        and (16|M0)              r92.0<1>:d    r64.0<8;8,1>:d    -2139095041:d                       // $42
(W)     mov (1|M0)               f0.0<1>:ud    r113.0<0;1,0>:ud                 {Compacted}          // $57
        cmp (16|M16)  (eq)f0.0   null<1>:d     r86.0<8;8,1>:d    r74.0<8;8,1>:d                      // $57
(W)     mov (1|M0)               r114.0<1>:ud  f1.0<0;1,0>:ud                   {Compacted}          // $60
(W)     mov (1|M0)               f1.0<1>:ud    r112.0<0;1,0>:ud                 {Compacted}          // $54
        and (16|M16)             r94.0<1>:d    r78.0<8;8,1>:d    -2139095041:d                       // $43
        and (16|M0)              r104.0<1>:d   r62.0<8;8,1>:d    -2147483648:d                       // $48
(W)     mov (1|M0)               r113.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $57
(W)     mov (1|M0)               f0.0<1>:ud    r114.0<0;1,0>:ud                 {Compacted}          // $61
        cmp (16|M16)  (eq)f0.0   null<1>:d     r90.0<8;8,1>:d    r76.0<8;8,1>:d                      // $61
(f1.0)  sel (16|M0)              r115.0<1>:d   r96.0<8;8,1>:d    r58.0<8;8,1>:d                      // $54
(f1.0)  sel (16|M16)             r117.0<1>:d   r98.0<8;8,1>:d    r72.0<8;8,1>:d                      // $55
(W)     mov (1|M0)               f1.0<1>:ud    r113.0<0;1,0>:ud                 {Compacted}          // $58
(W)     mov (1|M0)               r114.0<1>:ud  f0.0<0;1,0>:ud                   {Compacted}          // $61
        and (16|M16)             r106.0<1>:d   r76.0<8;8,1>:d    -2147483648:d                       // $49
        and (16|M0)              r108.0<1>:d   r64.0<8;8,1>:d    -2147483648:d                       // $50
        and (16|M16)             r110.0<1>:d   r78.0<8;8,1>:d    -2147483648:d                       // $51
(f1.0)  sel (16|M0)              r119.0<1>:d   r100.0<8;8,1>:d   r60.0<8;8,1>:d                      // $58
(f1.0)  sel (16|M16)             r121.0<1>:d   r102.0<8;8,1>:d   r74.0<8;8,1>:d                      // $59
        cmp (16|M0)   (eq)f0.0   null<1>:d     r92.0<8;8,1>:d    r64.0<8;8,1>:d   {Compacted}        // $64
        cmp (16|M16)  (eq)f0.0   null<1>:d     r94.0<8;8,1>:d    r78.0<8;8,1>:d                      // $65
(W)     mov (1|M0)               f1.0<1>:ud    r114.0<0;1,0>:ud                 {Compacted}          // $62
(f0.0)  sel (16|M0)              r1.0<1>:d     r108.0<8;8,1>:d   r64.0<8;8,1>:d   {Compacted}        // $66
(f0.0)  sel (16|M16)             r3.0<1>:d     r110.0<8;8,1>:d   r78.0<8;8,1>:d                      // $67
(f1.0)  sel (16|M0)              r123.0<1>:d   r104.0<8;8,1>:d   r62.0<8;8,1>:d                      // $62
(f1.0)  sel (16|M16)             r125.0<1>:d   r106.0<8;8,1>:d   r76.0<8;8,1>:d                      // $63
(W)     send (8|M0)              r5       r0:f    0xA            0x0219F000           // wr:1h+0, rd:1; hdc.dc0; synchronized global fence flushing L3 r/w data // $68
(W)     mov (8|M0)               null<1>:ud    r5.0<8;8,1>:ud                   {Compacted}          //  memory fence commit; $69
        send (8|M0)              r6       r0:f    0x2            0x021FF000           // wr:1h+0, rd:1; sampler; simd32/64 sampler cache flush using sampler index 0 // $69
(W)     mov (8|M0)               null<1>:ud    r6.0<8;8,1>:ud                   {Compacted}          //  memory fence commit; $83
(W)     mov (8|M0)               r7.0<1>:ud    0x0:ud                              {Compacted}       // $83
        add (16|M0)              r8.0<1>:d     r22.0<8;8,1>:d    4:w                                 // $70
        add (16|M0)              r16.0<1>:d    r24.0<8;8,1>:d    3:w                                 // $72
        add (16|M0)              r20.0<1>:d    r26.0<8;8,1>:d    2:w                                 // $74
        add (16|M0)              r32.0<1>:d    r28.0<8;8,1>:d    1:w                                 // $76
(W)     mov (8|M0)               r54.0<1>:ud   0x0:ud                              {Compacted}       // $89
        math.sqt (16|M0)         r61.0<1>:f    r115.0<8;8,1>:f                  {Compacted}          // $102
        math.sqt (16|M0)         r65.0<1>:f    r119.0<8;8,1>:f                  {Compacted}          // $104
(W)     mov (1|M0)               r7.7<1>:ud    0xFFFF:ud                                             // $83
        math.sqt (16|M0)         r69.0<1>:f    r123.0<8;8,1>:f                  {Compacted}          // $106
(W)     mov (8|M0)               r55.0<1>:ud   0x0:ud                              {Compacted}       // $95
        math.sqt (16|M0)         r73.0<1>:f    r1.0<8;8,1>:f                    {Compacted}          // $108
(W)     mov (1|M0)               r54.7<1>:ud   0xFFFF:ud                                             // $89
        add (16|M16)             r10.0<1>:d    r44.0<8;8,1>:d    4:w                                 // $71
        add (16|M16)             r18.0<1>:d    r46.0<8;8,1>:d    3:w                                 // $73
        add (16|M16)             r30.0<1>:d    r48.0<8;8,1>:d    2:w                                 // $75
        add (16|M16)             r38.0<1>:d    r50.0<8;8,1>:d    1:w                                 // $77
(W)     mov (8|M0)               r56.0<1>:ud   0x0:ud                              {Compacted}       // $101
        math.sqt (16|M16)        r63.0<1>:f    r117.0<8;8,1>:f                                       // $103
        math.sqt (16|M16)        r67.0<1>:f    r121.0<8;8,1>:f                                       // $105
(W)     mov (1|M0)               r55.7<1>:ud   0xFFFF:ud                                             // $95
        math.sqt (16|M16)        r71.0<1>:f    r125.0<8;8,1>:f                                       // $107
(W)     mov (8|M0)               r57.0<1>:ud   0x0:ud                              {Compacted}       // $115
        math.sqt (16|M16)        r75.0<1>:f    r3.0<8;8,1>:f                                         // $109
(W)     mov (1|M0)               r56.7<1>:ud   0xFFFF:ud                                             // $101
(W)     mov (8|M0)               r58.0<1>:ud   0x0:ud                              {Compacted}       // $121
(W)     mov (1|M0)               r57.7<1>:ud   0xFFFF:ud                                             // $115
(W)     mov (8|M0)               r59.0<1>:ud   0x0:ud                              {Compacted}       // $127
(W)     mov (1|M0)               r58.7<1>:ud   0xFFFF:ud                                             // $121
(W)     mov (8|M0)               r60.0<1>:ud   0x0:ud                              {Compacted}       // $133
(W)     mov (1|M0)               r59.7<1>:ud   0xFFFF:ud                                             // $127
        mov (8|M0)               r41.0<1>:d    r12.0<8;8,1>:d                   {Compacted}          // $83
        mov (8|M0)               r42.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $83
        mov (8|M0)               r43.0<1>:f    r32.0<8;8,1>:f                   {Compacted}          // $78
(W)     mov (8|M0)               r40.0<1>:ud   r7.0<8;8,1>:ud                   {Compacted}          // $83
        mov (8|M0)               r44.0<1>:f    r20.0<8;8,1>:f                   {Compacted}          // $79
        mov (8|M0)               r45.0<1>:f    r16.0<8;8,1>:f                   {Compacted}          // $80
        mov (8|M0)               r46.0<1>:f    r8.0<8;8,1>:f                    {Compacted}          // $81
(W)     mov (1|M0)               r60.7<1>:ud   0xFFFF:ud                                             // $133
        mov (8|M8)               r53.0<1>:f    r9.0<8;8,1>:f                    {Compacted}          // $87
        mov (8|M8)               r52.0<1>:f    r17.0<8;8,1>:f                   {Compacted}          // $86
(W)     mov (8|M0)               r47.0<1>:ud   r54.0<8;8,1>:ud                  {Compacted}          // $89
        mov (8|M8)               r48.0<1>:d    r13.0<8;8,1>:d                   {Compacted}          // $89
        mov (8|M8)               r49.0<1>:d    r15.0<8;8,1>:d                   {Compacted}          // $89
        mov (8|M8)               r50.0<1>:f    r33.0<8;8,1>:f                   {Compacted}          // $84
        mov (8|M8)               r51.0<1>:f    r21.0<8;8,1>:f                   {Compacted}          // $85
        mov (8|M16)              r78.0<1>:d    r34.0<8;8,1>:d                                        // $95
        mov (8|M16)              r79.0<1>:d    r36.0<8;8,1>:d                                        // $95
        mov (8|M16)              r83.0<1>:f    r10.0<8;8,1>:f                                        // $93
        mov (8|M16)              r82.0<1>:f    r18.0<8;8,1>:f                                        // $92
        mov (8|M16)              r81.0<1>:f    r30.0<8;8,1>:f                                        // $91
        mov (8|M16)              r80.0<1>:f    r38.0<8;8,1>:f                                        // $90
(W)     mov (8|M0)               r77.0<1>:ud   r55.0<8;8,1>:ud                  {Compacted}          // $95
        mov (8|M24)              r85.0<1>:d    r35.0<8;8,1>:d                                        // $101
        mov (8|M24)              r86.0<1>:d    r37.0<8;8,1>:d                                        // $101
        mov (8|M24)              r90.0<1>:f    r11.0<8;8,1>:f                                        // $99
        mov (8|M24)              r89.0<1>:f    r19.0<8;8,1>:f                                        // $98
        mov (8|M24)              r88.0<1>:f    r31.0<8;8,1>:f                                        // $97
        mov (8|M24)              r87.0<1>:f    r39.0<8;8,1>:f                                        // $96
(W)     mov (8|M0)               r84.0<1>:ud   r56.0<8;8,1>:ud                  {Compacted}          // $101
        mov (8|M0)               r92.0<1>:d    r12.0<8;8,1>:d                   {Compacted}          // $115
        mov (8|M0)               r93.0<1>:d    r14.0<8;8,1>:d                   {Compacted}          // $115
        mov (8|M0)               r94.0<1>:f    r61.0<8;8,1>:f                   {Compacted}          // $110
        mov (8|M0)               r95.0<1>:f    r65.0<8;8,1>:f                   {Compacted}          // $111
        mov (8|M0)               r96.0<1>:f    r69.0<8;8,1>:f                   {Compacted}          // $112
        mov (8|M0)               r97.0<1>:f    r73.0<8;8,1>:f                   {Compacted}          // $113
(W)     mov (8|M0)               r91.0<1>:ud   r57.0<8;8,1>:ud                  {Compacted}          // $115
        mov (8|M8)               r99.0<1>:d    r13.0<8;8,1>:d                   {Compacted}          // $121
        mov (8|M8)               r100.0<1>:d   r15.0<8;8,1>:d                   {Compacted}          // $121
        mov (8|M8)               r101.0<1>:f   r62.0<8;8,1>:f                   {Compacted}          // $116
        mov (8|M8)               r102.0<1>:f   r66.0<8;8,1>:f                   {Compacted}          // $117
        mov (8|M8)               r103.0<1>:f   r70.0<8;8,1>:f                   {Compacted}          // $118
        mov (8|M8)               r104.0<1>:f   r74.0<8;8,1>:f                   {Compacted}          // $119
(W)     mov (8|M0)               r98.0<1>:ud   r58.0<8;8,1>:ud                  {Compacted}          // $121
        mov (8|M16)              r106.0<1>:d   r34.0<8;8,1>:d                                        // $127
        mov (8|M16)              r107.0<1>:d   r36.0<8;8,1>:d                                        // $127
        mov (8|M16)              r108.0<1>:f   r63.0<8;8,1>:f                                        // $122
        mov (8|M16)              r109.0<1>:f   r67.0<8;8,1>:f                                        // $123
        mov (8|M16)              r110.0<1>:f   r71.0<8;8,1>:f                                        // $124
        mov (8|M16)              r111.0<1>:f   r75.0<8;8,1>:f                                        // $125
(W)     mov (8|M0)               r105.0<1>:ud  r59.0<8;8,1>:ud                  {Compacted}          // $127
        send (8|M0)              null     r40:f   0xC            0x0E0B5000           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $83
        mov (8|M24)              r113.0<1>:d   r35.0<8;8,1>:d                                        // $133
        mov (8|M24)              r114.0<1>:d   r37.0<8;8,1>:d                                        // $133
        mov (8|M24)              r115.0<1>:f   r64.0<8;8,1>:f                                        // $128
        mov (8|M24)              r116.0<1>:f   r68.0<8;8,1>:f                                        // $129
        mov (8|M24)              r117.0<1>:f   r72.0<8;8,1>:f                                        // $130
        mov (8|M24)              r118.0<1>:f   r76.0<8;8,1>:f                                        // $131
(W)     mov (8|M0)               r112.0<1>:ud  r60.0<8;8,1>:ud                  {Compacted}          // $133
        send (8|M8)              null     r47:f   0xC            0x0E0B5000           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $89
(W)     mov (8|M0)               r127.0<1>:ud  r0.0<8;8,1>:ud                   {Compacted}          // $134
        send (8|M16)             null     r77:f   0xC            0x0E0B5000           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $95
        send (8|M24)             null     r84:f   0xC            0x0E0B5000           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $101
        send (8|M0)              null     r91:f   0xC            0x0E0B5001           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $115
        send (8|M8)              null     r98:f   0xC            0x0E0B5001           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $121
        send (8|M16)             null     r105:f  0xC            0x0E0B5001           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $127
        send (8|M24)             null     r112:f  0xC            0x0E0B5001           // wr:7h+0, rd:0; hdc.dc1; typed surface write with xyzw // $133
(W)     send (8|M0)              null     r127:f  0x27            0x02000010           {EOT} // wr:1+0, rd:0; spawner; end of thread // $134
// Bank Conflict Statistics: 
// -- GOOD: 0
// --  BAD: 0
// --   OK: 0
//.accSubDef: 0
//.accSubUse: 0
//.accSubCandidateDef: 0
//.accSubCandidateUse: 0
